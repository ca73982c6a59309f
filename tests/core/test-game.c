/* test-game.c: game definitions: loading, lookups, construction limits, saving, copying, bad files. */
#include "cw-test-util.h"

#define XML_DECL "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

/* Every part of the format, each with a value that differs from its default. */
static const char fixture_game[] =
  XML_DECL
  "<game version=\"1\" id=\"fixture-game\" system=\"duel\">\n"
  "  <name>Fixture &amp; Friends</name>\n"
  "  <description>A game “for tests”.</description>\n"
  "  <credits>Written for the core tests.</credits>\n"
  "  <fields>\n"
  "    <field id=\"cost\" name=\"Cost\" kind=\"int\" aliases=\"sp c\" required=\"true\"/>\n"
  "    <field id=\"secret\" name=\"Secret\" kind=\"text\" shown=\"false\" searchable=\"false\" printed=\"false\"/>\n"
  "    <field id=\"flag\" name=\"Flag\" kind=\"bool\"/>\n"
  "    <field id=\"tags\" name=\"Tags\" kind=\"list\"/>\n"
  "    <field id=\"plain\"/>\n"
  "  </fields>\n"
  "  <types>\n"
  "    <type id=\"hero\" name=\"Hero\" section=\"main\" fields=\"cost flag tags\"/>\n"
  "    <type id=\"place\" name=\"Place\" section=\"side\" fields=\"secret\"/>\n"
  "    <type id=\"token\" name=\"Token\" fields=\"\"/>\n"
  "  </types>\n"
  "  <alignments>\n"
  "    <alignment id=\"light\" name=\"Light\" color=\"#ffffff\"/>\n"
  "    <alignment id=\"dark\" name=\"Dark\"/>\n"
  "  </alignments>\n"
  "  <keywords>\n"
  "    <keyword id=\"swift\" name=\"Swift\">Moves twice &lt;fast&gt; &amp; far.</keyword>\n"
  "    <keyword id=\"quiet\"/>\n"
  "  </keywords>\n"
  "  <construction>\n"
  "    <section id=\"main\" name=\"Main deck\" types=\"hero token\" min=\"20\" max=\"30\" max-copies=\"4\">Twenty to thirty.</section>\n"
  "    <section id=\"side\" name=\"Side deck\" types=\"place\" min=\"5\" max-copies=\"1\" min-severity=\"info\"/>\n"
  "    <exception section=\"main\" card=\"fx-001\" max-copies=\"6\"/>\n"
  "    <exception card=\"fx-002\" max-copies=\"0\"/>\n"
  "    <deck id=\"light\" name=\"Light deck\" alignment=\"light\" copies=\"2\"/>\n"
  "  </construction>\n"
  "  <dice>\n"
  "    <die id=\"d4\" name=\"Four\" color=\"#123456\" faces=\"0 1 1 2\"/>\n"
  "    <die id=\"bonus\" faces=\"1 2\"/>\n"
  "    <pool base=\"d4 d4\" bonus=\"bonus\" max=\"5\"/>\n"
  "  </dice>\n"
  "  <table mode=\"duel\" opening-hand=\"6\"/>\n"
  "  <print card-size=\"tarot\" back=\"back.png\" back-color=\"#000000\"/>\n"
  "</game>\n";

static CwGame *
load_fixture (const char *dir_name)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *game_dir = g_build_filename (dir, dir_name, NULL);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  CwGame *game;

  g_assert_cmpint (g_mkdir (game_dir, 0700), ==, 0);
  path = cw_test_write_file (game_dir, "game.xml", fixture_game);
  game = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static gboolean
save_game (gpointer     object,
           const char  *path,
           GError     **error)
{
  return cw_game_save_to_file (object, path, error);
}

static void
assert_strv_equal (const char * const *a,
                   const char * const *b)
{
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_cmpuint (g_strv_length ((char **) a), ==, g_strv_length ((char **) b));
  for (guint i = 0; a[i]; i++)
    g_assert_cmpstr (a[i], ==, b[i]);
}

/* Translations (pairs, NULL when none) are the same, in the same order. */
static void
assert_variants_equal (char **a,
                       char **b)
{
  g_assert_true ((a == NULL) == (b == NULL));
  if (a != NULL)
    assert_strv_equal ((const char * const *) a, (const char * const *) b);
}

/* Everything a game holds, compared part by part (the folder and the id aside). */
static void
assert_games_equal (CwGame  *a,
                    CwGame  *b,
                    gboolean same_id)
{
  GPtrArray *fa, *fb;
  const CwDicePool *pa, *pb;
  const CwPrintDefaults *print_a, *print_b;

  if (same_id)
    {
      g_assert_cmpstr (cw_game_get_id (a), ==, cw_game_get_id (b));
      g_assert_cmpstr (cw_game_get_name (a), ==, cw_game_get_name (b));
      g_assert_cmpstr (cw_game_get_name_for (a, NULL), ==, cw_game_get_name_for (b, NULL));
      g_assert_cmpstr (cw_game_get_name_for (a, "fr"), ==, cw_game_get_name_for (b, "fr"));
    }
  g_assert_cmpstr (cw_game_get_description_for (a, NULL), ==, cw_game_get_description_for (b, NULL));
  g_assert_cmpstr (cw_game_get_description_for (a, "fr"), ==, cw_game_get_description_for (b, "fr"));
  g_assert_cmpint (cw_game_get_system (a), ==, cw_game_get_system (b));
  g_assert_cmpint (cw_game_builds_decks (a), ==, cw_game_builds_decks (b));
  g_assert_cmpstr (cw_game_get_description (a), ==, cw_game_get_description (b));
  g_assert_cmpstr (cw_game_get_credits (a), ==, cw_game_get_credits (b));
  g_assert_cmpstr (cw_game_get_table_mode (a), ==, cw_game_get_table_mode (b));
  g_assert_cmpuint (cw_game_get_opening_hand (a), ==, cw_game_get_opening_hand (b));

  fa = cw_game_get_fields (a);
  fb = cw_game_get_fields (b);
  g_assert_cmpuint (fa->len, ==, fb->len);
  for (guint i = 0; i < fa->len; i++)
    {
      const CwFieldDef *x = g_ptr_array_index (fa, i), *y = g_ptr_array_index (fb, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      assert_variants_equal (x->name_variants, y->name_variants);
      assert_strv_equal ((const char * const *) x->aliases, (const char * const *) y->aliases);
      g_assert_cmpint (x->kind, ==, y->kind);
      g_assert_cmpuint (x->index, ==, i);
      g_assert_cmpuint (y->index, ==, i);
      g_assert_cmpuint (x->shown, ==, y->shown);
      g_assert_cmpuint (x->searchable, ==, y->searchable);
      g_assert_cmpuint (x->printed, ==, y->printed);
      g_assert_cmpuint (x->required, ==, y->required);
    }

  fa = cw_game_get_card_types (a);
  fb = cw_game_get_card_types (b);
  g_assert_cmpuint (fa->len, ==, fb->len);
  for (guint i = 0; i < fa->len; i++)
    {
      const CwCardType *x = g_ptr_array_index (fa, i), *y = g_ptr_array_index (fb, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      assert_variants_equal (x->name_variants, y->name_variants);
      g_assert_cmpstr (x->section, ==, y->section);
      g_assert_cmpuint (x->fields->len, ==, y->fields->len);
      for (guint j = 0; j < x->fields->len; j++)
        g_assert_cmpstr (((CwFieldDef *) g_ptr_array_index (x->fields, j))->id, ==,
                         ((CwFieldDef *) g_ptr_array_index (y->fields, j))->id);
    }

  fa = cw_game_get_alignments (a);
  fb = cw_game_get_alignments (b);
  g_assert_cmpuint (fa->len, ==, fb->len);
  for (guint i = 0; i < fa->len; i++)
    {
      const CwAlignment *x = g_ptr_array_index (fa, i), *y = g_ptr_array_index (fb, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      assert_variants_equal (x->name_variants, y->name_variants);
      g_assert_cmpstr (x->color, ==, y->color);
    }

  fa = cw_game_get_keywords (a);
  fb = cw_game_get_keywords (b);
  g_assert_cmpuint (fa->len, ==, fb->len);
  for (guint i = 0; i < fa->len; i++)
    {
      const CwKeyword *x = g_ptr_array_index (fa, i), *y = g_ptr_array_index (fb, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_cmpstr (x->rules, ==, y->rules);
      assert_variants_equal (x->name_variants, y->name_variants);
      assert_variants_equal (x->rules_variants, y->rules_variants);
    }

  fa = cw_game_get_sections (a);
  fb = cw_game_get_sections (b);
  g_assert_cmpuint (fa->len, ==, fb->len);
  for (guint i = 0; i < fa->len; i++)
    {
      const CwSectionRule *x = g_ptr_array_index (fa, i), *y = g_ptr_array_index (fb, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      assert_strv_equal ((const char * const *) x->types, (const char * const *) y->types);
      g_assert_cmpint (x->min_cards, ==, y->min_cards);
      g_assert_cmpint (x->max_cards, ==, y->max_cards);
      g_assert_cmpint (x->max_copies, ==, y->max_copies);
      g_assert_cmpint (x->min_severity, ==, y->min_severity);
      g_assert_cmpstr (x->note, ==, y->note);
      assert_variants_equal (x->name_variants, y->name_variants);
      assert_variants_equal (x->note_variants, y->note_variants);
    }

  fa = cw_game_get_fixed_decks (a);
  fb = cw_game_get_fixed_decks (b);
  g_assert_cmpuint (fa->len, ==, fb->len);
  for (guint i = 0; i < fa->len; i++)
    {
      const CwFixedDeck *x = g_ptr_array_index (fa, i), *y = g_ptr_array_index (fb, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_cmpstr (x->alignment, ==, y->alignment);
      g_assert_cmpint (x->copies, ==, y->copies);
      assert_variants_equal (x->name_variants, y->name_variants);
    }

  fa = cw_game_get_dice (a);
  fb = cw_game_get_dice (b);
  g_assert_cmpuint (fa->len, ==, fb->len);
  for (guint i = 0; i < fa->len; i++)
    {
      const CwDieDef *x = g_ptr_array_index (fa, i), *y = g_ptr_array_index (fb, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_cmpstr (x->color, ==, y->color);
      g_assert_cmpuint (x->faces->len, ==, y->faces->len);
      for (guint j = 0; j < x->faces->len; j++)
        g_assert_cmpint (g_array_index (x->faces, int, j), ==, g_array_index (y->faces, int, j));
    }

  pa = cw_game_get_dice_pool (a);
  pb = cw_game_get_dice_pool (b);
  g_assert_true ((pa == NULL) == (pb == NULL));
  if (pa != NULL)
    {
      assert_strv_equal ((const char * const *) pa->base, (const char * const *) pb->base);
      g_assert_cmpstr (pa->bonus, ==, pb->bonus);
      g_assert_cmpint (pa->max_dice, ==, pb->max_dice);
    }

  print_a = cw_game_get_print_defaults (a);
  print_b = cw_game_get_print_defaults (b);
  g_assert_cmpstr (print_a->card_size, ==, print_b->card_size);
  g_assert_cmpstr (print_a->back, ==, print_b->back);
  g_assert_cmpstr (print_a->back_color, ==, print_b->back_color);
}

/* Loading */

static void
test_load_storyline (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *dir = cw_test_game_path ("oz-storyline", NULL);
  const char *field_ids[] = { "cost", "vitality", "enter_cost", "leave_cost", "water",
                              "requires_swimming", "magical", "sorcery", "realm", "series" };
  const char *keyword_ids[] = { "prime", "flying", "steadfast", "immovable", "animat",
                                "swimming", "sorcery", "spell", "magical" };
  const CwSectionRule *library, *folio, *title;
  const CwCardType *location;
  const CwDicePool *pool;
  const CwDieDef *blue6, *gold;
  const CwPrintDefaults *print;
  GPtrArray *fields, *keywords;

  g_assert_cmpstr (cw_game_get_id (game), ==, "oz-storyline");
  g_assert_cmpstr (cw_game_get_name (game), ==, "The Card Game of Oz");
  g_assert_cmpint (cw_game_get_system (game), ==, CW_SYSTEM_STORYLINE);
  g_assert_cmpstr (cw_game_get_system_name (game), ==, "storyline");
  g_assert_cmpstr (cw_game_get_dir (game), ==, dir);
  g_assert_true (g_str_has_prefix (cw_game_get_description (game), "Authors rewrite L. Frank Baum's Oz stories"));
  g_assert_true (g_str_has_prefix (cw_game_get_credits (game), "Game design, development"));
  g_assert_cmpstr (cw_game_get_table_mode (game), ==, "storyline");
  g_assert_cmpuint (cw_game_get_opening_hand (game), ==, 5);

  fields = cw_game_get_fields (game);
  g_assert_cmpuint (fields->len, ==, G_N_ELEMENTS (field_ids));
  for (guint i = 0; i < fields->len; i++)
    g_assert_cmpstr (((CwFieldDef *) g_ptr_array_index (fields, i))->id, ==, field_ids[i]);
  g_assert_cmpstr (cw_game_find_field (game, "cost")->name, ==, "Story Point cost");
  g_assert_cmpint (cw_game_find_field (game, "cost")->kind, ==, CW_FIELD_INT);
  g_assert_cmpint (cw_game_find_field (game, "water")->kind, ==, CW_FIELD_BOOL);
  g_assert_cmpint (cw_game_find_field (game, "realm")->kind, ==, CW_FIELD_TEXT);
  g_assert_true (cw_game_find_field (game, "cost")->printed);
  g_assert_false (cw_game_find_field (game, "cost")->required);

  g_assert_cmpuint (cw_game_get_card_types (game)->len, ==, 6);
  location = cw_game_find_card_type (game, "location");
  g_assert_cmpstr (location->name, ==, "Location");
  g_assert_cmpstr (location->section, ==, "folio");
  g_assert_cmpuint (location->fields->len, ==, 6);
  g_assert_cmpstr (((CwFieldDef *) g_ptr_array_index (location->fields, 0))->id, ==, "enter_cost");

  g_assert_cmpuint (cw_game_get_alignments (game)->len, ==, 3);
  g_assert_cmpstr (cw_game_find_alignment (game, "good")->color, ==, "#c9a227");

  keywords = cw_game_get_keywords (game);
  g_assert_cmpuint (keywords->len, ==, G_N_ELEMENTS (keyword_ids));
  for (guint i = 0; i < keywords->len; i++)
    g_assert_cmpstr (((CwKeyword *) g_ptr_array_index (keywords, i))->id, ==, keyword_ids[i]);
  g_assert_true (g_str_has_prefix (cw_game_find_keyword (game, "prime")->rules,
                                   "Only a Character with Prime can end the game"));

  g_assert_cmpuint (cw_game_get_sections (game)->len, ==, 3);
  library = cw_game_find_section (game, "library");
  g_assert_cmpstr (library->name, ==, "Library");
  g_assert_cmpint (library->min_cards, ==, 40);
  g_assert_cmpint (library->max_cards, ==, -1);
  g_assert_cmpint (library->max_copies, ==, 3);
  g_assert_cmpint (library->min_severity, ==, CW_SEVERITY_ERROR);
  g_assert_cmpuint (g_strv_length (library->types), ==, 4);
  folio = cw_game_find_section (game, "folio");
  g_assert_cmpstr (folio->name, ==, "Locations Folio");
  g_assert_cmpint (folio->min_cards, ==, 15);
  g_assert_cmpint (folio->max_copies, ==, 2);
  g_assert_cmpint (folio->min_severity, ==, CW_SEVERITY_WARNING);
  title = cw_game_find_section (game, "title");
  g_assert_cmpint (title->min_cards, ==, 1);
  g_assert_cmpint (title->max_cards, ==, 1);
  g_assert_cmpint (title->max_copies, ==, 1);
  g_assert_cmpuint (cw_game_get_fixed_decks (game)->len, ==, 0);

  g_assert_cmpuint (cw_game_get_dice (game)->len, ==, 5);
  blue6 = cw_game_find_die (game, "blue6");
  g_assert_cmpstr (blue6->name, ==, "Blue die, 6 faces");
  g_assert_cmpstr (blue6->color, ==, "#2f6fd0");
  g_assert_cmpuint (blue6->faces->len, ==, 6);
  for (guint i = 0; i < 6; i++)
    g_assert_cmpint (g_array_index (blue6->faces, int, i), ==, (int) i + 1);
  gold = cw_game_find_die (game, "gold");
  g_assert_cmpuint (gold->faces->len, ==, 3);
  pool = cw_game_get_dice_pool (game);
  g_assert_nonnull (pool);
  g_assert_cmpuint (g_strv_length (pool->base), ==, 4);
  g_assert_cmpstr (pool->base[0], ==, "blue6");
  g_assert_cmpstr (pool->base[3], ==, "blue3");
  g_assert_cmpstr (pool->bonus, ==, "gold");
  g_assert_cmpint (pool->max_dice, ==, 10);

  print = cw_game_get_print_defaults (game);
  g_assert_cmpstr (print->card_size, ==, "poker");
  g_assert_cmpstr (print->back, ==, "generated");
  g_assert_cmpstr (print->back_color, ==, "#1f5c3a");
}

static void
test_load_fixed_decks (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  const CwFixedDeck *good, *evil;
  const CwDicePool *pool;

  g_assert_cmpint (cw_game_get_system (game), ==, CW_SYSTEM_DUEL);
  g_assert_cmpuint (cw_game_get_sections (game)->len, ==, 0);
  g_assert_cmpuint (cw_game_get_fixed_decks (game)->len, ==, 2);
  good = cw_game_find_fixed_deck (game, "good");
  g_assert_cmpstr (good->name, ==, "Good deck");
  g_assert_cmpstr (good->alignment, ==, "good");
  g_assert_cmpint (good->copies, ==, 1);
  evil = cw_game_find_fixed_deck (game, "evil");
  g_assert_cmpstr (evil->name, ==, "Evil deck");
  g_assert_null (cw_game_find_fixed_deck (game, "neutral"));
  g_assert_null (cw_game_find_fixed_deck (game, NULL));
  g_assert_null (cw_game_section_for_type (game, "character"));
  g_assert_cmpuint (cw_game_get_opening_hand (game), ==, 7);
  pool = cw_game_get_dice_pool (game);
  g_assert_cmpstr (pool->base[0], ==, "d12");
  g_assert_null (pool->base[1]);
  g_assert_null (pool->bonus);
  g_assert_cmpint (pool->max_dice, ==, 1);
}

static void
test_load_fixture (void)
{
  g_autoptr(CwGame) game = load_fixture ("fixture-game");
  const CwFieldDef *cost, *secret, *plain;
  const CwCardType *token;
  const CwSectionRule *main_deck, *side;
  const CwFixedDeck *light;
  const CwDieDef *d4, *bonus;

  g_assert_cmpstr (cw_game_get_name (game), ==, "Fixture & Friends");
  g_assert_cmpint (cw_game_get_system (game), ==, CW_SYSTEM_DUEL);
  g_assert_cmpstr (cw_game_get_description (game), ==, "A game “for tests”.");

  cost = cw_game_find_field (game, "cost");
  g_assert_cmpuint (g_strv_length (cost->aliases), ==, 2);
  g_assert_cmpstr (cost->aliases[0], ==, "sp");
  g_assert_cmpstr (cost->aliases[1], ==, "c");
  g_assert_true (cost->required);
  g_assert_true (cost->shown);
  secret = cw_game_find_field (game, "secret");
  g_assert_false (secret->shown);
  g_assert_false (secret->searchable);
  g_assert_false (secret->printed);
  g_assert_false (secret->required);
  /* No kind: text; no name: the id. */
  plain = cw_game_find_field (game, "plain");
  g_assert_cmpint (plain->kind, ==, CW_FIELD_TEXT);
  g_assert_cmpstr (plain->name, ==, "plain");
  g_assert_cmpuint (plain->index, ==, 4);

  token = cw_game_find_card_type (game, "token");
  g_assert_null (token->section);
  g_assert_cmpuint (token->fields->len, ==, 0);

  g_assert_cmpstr (cw_game_find_alignment (game, "dark")->color, ==, "#8d8a83");
  g_assert_cmpstr (cw_game_find_keyword (game, "swift")->rules, ==, "Moves twice <fast> & far.");
  g_assert_cmpstr (cw_game_find_keyword (game, "quiet")->name, ==, "quiet");
  g_assert_cmpstr (cw_game_find_keyword (game, "quiet")->rules, ==, "");

  main_deck = cw_game_find_section (game, "main");
  g_assert_cmpint (main_deck->min_cards, ==, 20);
  g_assert_cmpint (main_deck->max_cards, ==, 30);
  g_assert_cmpint (main_deck->max_copies, ==, 4);
  g_assert_cmpstr (main_deck->note, ==, "Twenty to thirty.");
  side = cw_game_find_section (game, "side");
  g_assert_cmpint (side->max_cards, ==, -1);
  g_assert_cmpint (side->min_severity, ==, CW_SEVERITY_INFO);
  g_assert_null (side->note);

  light = cw_game_find_fixed_deck (game, "light");
  g_assert_cmpint (light->copies, ==, 2);

  d4 = cw_game_find_die (game, "d4");
  g_assert_cmpuint (d4->faces->len, ==, 4);
  g_assert_cmpint (g_array_index (d4->faces, int, 0), ==, 0);
  g_assert_cmpint (g_array_index (d4->faces, int, 3), ==, 2);
  bonus = cw_game_find_die (game, "bonus");
  g_assert_cmpstr (bonus->name, ==, "bonus");
  g_assert_cmpstr (bonus->color, ==, "#ffffff");
  g_assert_cmpint (cw_game_get_dice_pool (game)->max_dice, ==, 5);

  g_assert_cmpstr (cw_game_get_table_mode (game), ==, "duel");
  g_assert_cmpuint (cw_game_get_opening_hand (game), ==, 6);
  g_assert_cmpstr (cw_game_get_print_defaults (game)->card_size, ==, "tarot");
  g_assert_cmpstr (cw_game_get_print_defaults (game)->back, ==, "back.png");
  g_assert_cmpstr (cw_game_get_print_defaults (game)->back_color, ==, "#000000");
}

static void
test_load_defaults (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "game.xml",
    XML_DECL
    "<game version=\"1\" id=\"bare\" system=\"od\">\n"
    "  <name>Bare</name>\n"
    "  <types><type id=\"card\"/></types>\n"
    "</game>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (path, &error);
  const CwCardType *card;

  g_assert_no_error (error);
  g_assert_cmpstr (cw_game_get_dir (game), ==, dir);
  g_assert_false (cw_game_is_shipped (game));
  g_assert_null (cw_game_get_description (game));
  g_assert_null (cw_game_get_credits (game));
  g_assert_cmpstr (cw_game_get_table_mode (game), ==, "none");
  g_assert_cmpuint (cw_game_get_opening_hand (game), ==, 0);
  g_assert_cmpuint (cw_game_get_fields (game)->len, ==, 0);
  g_assert_cmpuint (cw_game_get_alignments (game)->len, ==, 0);
  g_assert_cmpuint (cw_game_get_sections (game)->len, ==, 0);
  g_assert_null (cw_game_get_dice_pool (game));
  g_assert_cmpstr (cw_game_get_print_defaults (game)->card_size, ==, "poker");
  g_assert_cmpstr (cw_game_get_print_defaults (game)->back, ==, "generated");
  g_assert_cmpstr (cw_game_get_print_defaults (game)->back_color, ==, "#1d3b5a");
  card = cw_game_find_card_type (game, "card");
  g_assert_cmpstr (card->name, ==, "card");
  /* No sections at all: no section, and no limit on copies. */
  g_assert_null (cw_game_section_for_type (game, "card"));
  g_assert_cmpint (cw_game_get_max_copies (game, NULL, "x-1"), ==, -1);
}

/* Lookups */

static void
test_find (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");

  /* Fields by id or alias, in any case. */
  g_assert_cmpstr (cw_game_find_field (game, "vit")->id, ==, "vitality");
  g_assert_cmpstr (cw_game_find_field (game, "VIT")->id, ==, "vitality");
  g_assert_cmpstr (cw_game_find_field (game, "Cost")->id, ==, "cost");
  g_assert_cmpstr (cw_game_find_field (game, "sp")->id, ==, "cost");
  g_assert_cmpstr (cw_game_find_field (game, "enter")->id, ==, "enter_cost");
  g_assert_null (cw_game_find_field (game, "mana"));
  g_assert_null (cw_game_find_field (game, "Story Point cost"));

  /* Types, alignments, keywords by id or name. */
  g_assert_cmpstr (cw_game_find_card_type (game, "Title card")->id, ==, "title");
  g_assert_cmpstr (cw_game_find_card_type (game, "title card")->id, ==, "title");
  g_assert_cmpstr (cw_game_find_card_type (game, "character")->id, ==, "character");
  g_assert_null (cw_game_find_card_type (game, "wizard"));
  g_assert_cmpstr (cw_game_find_alignment (game, "Evil")->id, ==, "evil");
  g_assert_null (cw_game_find_alignment (game, "chaotic"));
  g_assert_cmpstr (cw_game_find_keyword (game, "Prime")->id, ==, "prime");
  g_assert_cmpstr (cw_game_find_keyword (game, "FLYING")->id, ==, "flying");
  g_assert_null (cw_game_find_keyword (game, "teleport"));
  g_assert_null (cw_game_find_section (game, "sideboard"));
  g_assert_null (cw_game_find_die (game, "red6"));
  g_assert_null (cw_game_find_die (game, NULL));
}

static void
test_section_for_type (void)
{
  g_autoptr(CwGame) oz = cw_test_load_game ("oz-storyline");
  g_autoptr(CwGame) fixture = load_fixture ("fixture-game");

  g_assert_cmpstr (cw_game_section_for_type (oz, "character")->id, ==, "library");
  g_assert_cmpstr (cw_game_section_for_type (oz, "event")->id, ==, "library");
  g_assert_cmpstr (cw_game_section_for_type (oz, "location")->id, ==, "folio");
  g_assert_cmpstr (cw_game_section_for_type (oz, "title")->id, ==, "title");
  /* An unknown type, or none: the first section. */
  g_assert_cmpstr (cw_game_section_for_type (oz, "wizard")->id, ==, "library");
  g_assert_cmpstr (cw_game_section_for_type (oz, NULL)->id, ==, "library");
  /* A type that names no section goes where a section lists it. */
  g_assert_cmpstr (cw_game_section_for_type (fixture, "token")->id, ==, "main");
  g_assert_cmpstr (cw_game_section_for_type (fixture, "place")->id, ==, "side");
}

static void
test_max_copies (void)
{
  g_autoptr(CwGame) oz = cw_test_load_game ("oz-storyline");
  g_autoptr(CwGame) fixture = load_fixture ("fixture-game");

  g_assert_cmpint (cw_game_get_max_copies (oz, "library", "ozd-001"), ==, 3);
  g_assert_cmpint (cw_game_get_max_copies (oz, "folio", "ozd-080"), ==, 2);
  g_assert_cmpint (cw_game_get_max_copies (oz, "title", "ozd-114"), ==, 1);
  g_assert_cmpint (cw_game_get_max_copies (oz, "sideboard", "ozd-001"), ==, -1);
  g_assert_cmpint (cw_game_get_max_copies (oz, NULL, "ozd-001"), ==, -1);

  /* Per-card exceptions: one for a section, one for every section. */
  g_assert_cmpint (cw_game_get_max_copies (fixture, "main", "fx-001"), ==, 6);
  g_assert_cmpint (cw_game_get_max_copies (fixture, "side", "fx-001"), ==, 1);
  g_assert_cmpint (cw_game_get_max_copies (fixture, "main", "fx-002"), ==, 0);
  g_assert_cmpint (cw_game_get_max_copies (fixture, "side", "fx-002"), ==, 0);
  g_assert_cmpint (cw_game_get_max_copies (fixture, "main", "fx-003"), ==, 4);
  g_assert_cmpint (cw_game_get_max_copies (fixture, "side", "fx-003"), ==, 1);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

static void
test_set_name (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("od");
  guint notified = 0;
  g_autofree char *name = NULL;

  g_signal_connect (game, "notify::name", G_CALLBACK (on_notify), &notified);
  cw_game_set_name (game, "Ód");
  g_assert_cmpuint (notified, ==, 0);
  cw_game_set_name (game, "My Ód");
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (cw_game_get_name (game), ==, "My Ód");
  g_object_get (game, "name", &name, NULL);
  g_assert_cmpstr (name, ==, "My Ód");
}

/* Finding games */

static void
test_load_all (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = cw_game_load_all (&error);
  const char *ids[] = { "disney-storyline", "od", "oz-draft", "oz-good-evil", "oz-storyline" };
  /* Only the draft plays its whole box, with no deck to build. */
  const gboolean builds[] = { TRUE, TRUE, FALSE, TRUE, TRUE };

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, G_N_ELEMENTS (ids));
  for (guint i = 0; i < games->len; i++)
    {
      CwGame *game = g_ptr_array_index (games, i);

      g_assert_cmpstr (cw_game_get_id (game), ==, ids[i]);
      g_assert_true (cw_game_is_shipped (game));
      g_assert_cmpint (cw_game_builds_decks (game), ==, builds[i]);
    }
  g_assert_cmpstr (cw_game_get_data_dir (), ==, g_getenv ("CARDWRIGHT_DATA_DIR"));
}

static void
test_load_all_user_games (void)
{
  g_autofree char *user_dir = cw_game_get_user_dir ("my-game");
  g_autofree char *expected_dir = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "my-game", NULL);
  g_autofree char *clash_dir = cw_game_get_user_dir ("my-oz");
  g_autofree char *path = NULL;
  g_autofree char *clash = NULL;
  g_autoptr(GString) own = g_string_new (fixture_game);
  g_autoptr(GString) copy = g_string_new (fixture_game);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  CwGame *mine;

  g_assert_cmpstr (user_dir, ==, expected_dir);
  g_string_replace (own, "id=\"fixture-game\"", "id=\"my-game\"", 1);
  g_assert_cmpint (g_mkdir_with_parents (user_dir, 0700), ==, 0);
  path = cw_test_write_file (user_dir, "game.xml", own->str);
  /* A user game with a shipped game's id does not replace it. */
  g_string_replace (copy, "id=\"fixture-game\"", "id=\"oz-storyline\"", 1);
  g_assert_cmpint (g_mkdir_with_parents (clash_dir, 0700), ==, 0);
  clash = cw_test_write_file (clash_dir, "game.xml", copy->str);

  games = cw_game_load_all (&error);
  /* … and it is not silent: both places are named. */
  {
    g_autofree char *shipped = cw_test_game_path ("oz-storyline", NULL);
    g_autofree char *expected = g_strdup_printf ("%s: the game id “oz-storyline” is already used by %s; "
                                                 "this game is left out", clash, shipped);

    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, expected);
  }
  g_assert_cmpuint (games->len, ==, 6);
  g_assert_cmpstr (cw_game_get_name (g_ptr_array_index (games, 4)), ==, "The Card Game of Oz");
  mine = g_ptr_array_index (games, 5);
  g_assert_cmpstr (cw_game_get_id (mine), ==, "my-game");
  g_assert_false (cw_game_is_shipped (mine));
  g_assert_cmpstr (cw_game_get_dir (mine), ==, user_dir);
}

static void
test_load_all_bad_user_game (void)
{
  g_autofree char *user_dir = cw_game_get_user_dir ("broken");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;

  g_assert_cmpint (g_mkdir_with_parents (user_dir, 0700), ==, 0);
  path = cw_test_write_file (user_dir, "game.xml",
    XML_DECL
    "<game version=\"1\" id=\"broken\" system=\"storyline\">\n"
    "  <name>Broken</name>\n"
    "</game>\n");

  /* One bad user game is reported; the others still load. */
  games = cw_game_load_all (&error);
  cw_assert_file_error (error, CW_ERROR_INVALID, path, 2, "<game> needs <types> with at least one <type>");
  g_assert_cmpuint (games->len, ==, 5);
}

/* Saving */

static void
assert_round_trip (CwGame *game)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autofree char *again_path = g_build_filename (dir, "again.xml", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) loaded = NULL;

  g_assert_true (cw_game_save_to_file (game, path, &error));
  g_assert_no_error (error);
  loaded = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);
  assert_games_equal (game, loaded, TRUE);
  g_assert_cmpstr (cw_game_get_dir (loaded), ==, dir);

  /* And the second save writes the very same file. */
  g_assert_true (cw_game_save_to_file (loaded, again_path, &error));
  g_assert_no_error (error);
  first = cw_test_read_file (path);
  second = cw_test_read_file (again_path);
  g_assert_cmpstr (first, ==, second);
}

/* xml:lang translations: the default and each variant kept, saved back, refused where they cannot go. */
static const char translated_game[] =
  XML_DECL
  "<game version=\"1\" id=\"tr\" system=\"storyline\">\n"
  "  <name>Translated</name>\n"
  "  <name xml:lang=\"fr\">Traduit</name>\n"
  "  <fields>\n"
  "    <field id=\"cost\" name=\"Cost\" kind=\"int\"><name xml:lang=\"fr\">Coût</name></field>\n"
  "  </fields>\n"
  "  <types>\n"
  "    <type id=\"hero\" name=\"Hero\" section=\"main\" fields=\"cost\">\n"
  "      <name xml:lang=\"fr\">Héros</name>\n"
  "      <name xml:lang=\"de\">Held</name>\n"
  "    </type>\n"
  "  </types>\n"
  "  <alignments><alignment id=\"good\" name=\"Good\"><name xml:lang=\"fr\">Bon</name></alignment></alignments>\n"
  "  <keywords>\n"
  "    <keyword id=\"fly\" name=\"Flying\">Ignores Locations.\n"
  "      <name xml:lang=\"fr\">Vol</name>\n"
  "      <rules xml:lang=\"fr\">Ignore les Lieux.</rules>\n"
  "    </keyword>\n"
  "  </keywords>\n"
  "  <construction>\n"
  "    <section id=\"main\" name=\"Library\" types=\"hero\" min=\"40\">40 cards.<name xml:lang=\"fr\">Bibliothèque</name>"
  "<note xml:lang=\"fr\">40 cartes.</note></section>\n"
  "  </construction>\n"
  "  <dice>\n"
  "    <die id=\"blue\" name=\"Blue die\" faces=\"1 2 3\"><name xml:lang=\"fr\">Dé bleu</name></die>\n"
  "    <die id=\"gold\" name=\"Gold die\" faces=\"1 2\"/>\n"
  "  </dice>\n"
  "</game>\n";

static void
test_translations (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "game.xml", translated_game);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (path, &error);
  const CwCardType *hero;
  const CwKeyword *fly;
  const CwSectionRule *main_section;

  g_assert_no_error (error);
  hero = cw_game_find_card_type (game, "hero");
  fly = cw_game_find_keyword (game, "fly");
  main_section = cw_game_find_section (game, "main");

  /* The default first under "", then each language as written. */
  g_assert_cmpstr (cw_game_get_name_for (game, NULL), ==, "Translated");
  g_assert_cmpstr (cw_game_get_name_for (game, "fr"), ==, "Traduit");
  g_assert_null (cw_game_get_description_for (game, "fr"));
  g_assert_cmpuint (g_strv_length (hero->name_variants), ==, 6);
  g_assert_cmpstr (hero->name_variants[1], ==, "Hero");
  g_assert_cmpstr (hero->name_variants[2], ==, "fr");
  g_assert_cmpstr (hero->name_variants[3], ==, "Héros");
  g_assert_cmpstr (hero->name_variants[4], ==, "de");
  g_assert_cmpstr (hero->name_variants[5], ==, "Held");
  g_assert_cmpstr (fly->rules_variants[1], ==, "Ignores Locations.");
  g_assert_cmpstr (fly->rules_variants[3], ==, "Ignore les Lieux.");
  g_assert_cmpstr (main_section->note_variants[1], ==, "40 cards.");
  g_assert_cmpstr (main_section->name_variants[3], ==, "Bibliothèque");
  g_assert_cmpstr (((CwFieldDef *) g_ptr_array_index (cw_game_get_fields (game), 0))->name_variants[3], ==, "Coût");
  g_assert_cmpstr (((CwAlignment *) g_ptr_array_index (cw_game_get_alignments (game), 0))->name_variants[3], ==, "Bon");
  /* A die is named like a type: the default, then its translations; none when the file has none. */
  g_assert_cmpstr (cw_game_find_die (game, "blue")->name, ==, "Blue die");
  g_assert_cmpuint (g_strv_length (cw_game_find_die (game, "blue")->name_variants), ==, 4);
  g_assert_cmpstr (cw_game_find_die (game, "blue")->name_variants[1], ==, "Blue die");
  g_assert_cmpstr (cw_game_find_die (game, "blue")->name_variants[2], ==, "fr");
  g_assert_cmpstr (cw_game_find_die (game, "blue")->name_variants[3], ==, "Dé bleu");
  g_assert_null (cw_game_find_die (game, "gold")->name_variants);
  /* Found by a name in any language. */
  g_assert_true (cw_game_find_card_type (game, "held") == hero);
  g_assert_true (cw_game_find_card_type (game, "Hero") == hero);
  g_assert_true (cw_game_find_keyword (game, "Vol") == fly);

  assert_round_trip (game);

  /* A name the user gives their copy replaces every translation of the old one. */
  {
    g_autoptr(CwGame) copy = cw_game_copy (game, "mine", "My game");

    g_assert_cmpstr (cw_game_get_name (copy), ==, "My game");
    g_assert_null (cw_game_get_name_for (copy, "fr"));
    g_assert_cmpstr (cw_game_find_card_type (copy, "hero")->name_variants[3], ==, "Héros");
  }
}

static void
test_translations_bad (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "game.xml",
    XML_DECL
    "<game version=\"1\" id=\"tr\" system=\"storyline\">\n"
    "  <name>Translated</name>\n"
    "  <types>\n"
    "    <type id=\"hero\" name=\"Hero\"><rules xml:lang=\"fr\">Règles</rules></type>\n"
    "  </types>\n"
    "</game>\n");
  g_autofree char *twice = cw_test_write_file (dir, "twice.xml",
    XML_DECL
    "<game version=\"1\" id=\"tr\" system=\"storyline\">\n"
    "  <name>Translated</name>\n"
    "  <name xml:lang=\"fr\">Traduit</name>\n"
    "  <name xml:lang=\"fr\">Traduit encore</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n");
  g_autofree char *die_rules = cw_test_write_file (dir, "die.xml",
    XML_DECL
    "<game version=\"1\" id=\"tr\" system=\"storyline\">\n"
    "  <name>Translated</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue\" faces=\"1 2\"><face xml:lang=\"fr\">Un</face></die>\n"
    "  </dice>\n"
    "</game>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (path, &error);

  g_assert_null (game);
  cw_assert_file_error (error, CW_ERROR_INVALID, path, 5,
                        "<type> may only hold translations: <name xml:lang=\"…\">, not <rules>");
  g_clear_error (&error);
  g_assert_null (cw_game_new_from_file (die_rules, &error));
  cw_assert_file_error (error, CW_ERROR_INVALID, die_rules, 6,
                        "<die> may only hold translations: <name xml:lang=\"…\">, not <face>");
  g_clear_error (&error);
  g_assert_null (cw_game_new_from_file (twice, &error));
  cw_assert_file_error (error, CW_ERROR_INVALID, twice, 5, "two <name> in “fr”");
}

static void
test_round_trip_shipped (gconstpointer data)
{
  g_autoptr(CwGame) game = cw_test_load_game (data);

  assert_round_trip (game);
}

static void
test_round_trip_fixture (void)
{
  g_autoptr(CwGame) game = load_fixture ("fixture-game");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) loaded = NULL;

  assert_round_trip (game);

  /* The exceptions have no list getter: compare them card by card. */
  g_assert_true (cw_game_save_to_file (game, path, &error));
  loaded = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_game_get_max_copies (loaded, "main", "fx-001"), ==, 6);
  g_assert_cmpint (cw_game_get_max_copies (loaded, "side", "fx-001"), ==, 1);
  g_assert_cmpint (cw_game_get_max_copies (loaded, "side", "fx-002"), ==, 0);
  g_assert_cmpint (cw_game_get_max_copies (loaded, "main", "fx-003"), ==, 4);
}

static void
test_round_trip_renamed (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) loaded = NULL;

  cw_game_set_name (game, "Oz <& friends>");
  g_assert_true (cw_game_save_to_file (game, path, &error));
  loaded = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_game_get_name (loaded), ==, "Oz <& friends>");
}

/* Each check of a safe save (cw-test-util.h), its number the test's data. */
static void
test_save (gconstpointer check)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");

  cw_test_check_save (GPOINTER_TO_UINT (check), game, save_game);
}

static void
test_copy (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwGame) copy = cw_game_copy (game, "my-oz", "My Oz");
  g_autoptr(CwGame) unnamed = cw_game_copy (game, "my-oz-2", NULL);

  g_assert_nonnull (copy);
  g_assert_cmpstr (cw_game_get_id (copy), ==, "my-oz");
  g_assert_cmpstr (cw_game_get_name (copy), ==, "My Oz");
  g_assert_false (cw_game_is_shipped (copy));
  g_assert_null (cw_game_get_dir (copy));
  assert_games_equal (game, copy, FALSE);
  g_assert_cmpstr (cw_game_get_name (unnamed), ==, "The Card Game of Oz");
  /* The original is untouched. */
  g_assert_cmpstr (cw_game_get_id (game), ==, "oz-storyline");
  g_assert_true (cw_game_is_shipped (game));
}

/* Bad files: each names the file, the line and what is wrong. */

typedef struct {
  const char *name;
  int         code;
  int         line;
  const char *message;
  const char *contents;
} BadFile;

static const BadFile bad_files[] = {
  { "unclosed-tag", CW_ERROR_PARSE, 4,
    "not well-formed XML: Opening and ending tag mismatch: name line 3 and game",
    XML_DECL                                                              /* 1 */
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"                /* 2 */
    "  <name>G\n"                                                         /* 3 */
    "</game>\n" },                                                        /* 4 */
  { "version-2", CW_ERROR_VERSION, 2,
    "version “2” is not supported; this Cardwright reads version 1",
    XML_DECL
    "<game version=\"2\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "no-version", CW_ERROR_VERSION, 3,
    "<game> needs a version attribute (version=\"1\")",
    XML_DECL
    "<!-- a comment first -->\n"
    "<game id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "doctype-entity", CW_ERROR_PARSE, 2,
    "a DOCTYPE is not allowed in Cardwright files",
    XML_DECL
    "<!DOCTYPE game [ <!ENTITY name \"Entity Game\"> ]>\n"
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>&name;</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "wrong-root", CW_ERROR_INVALID, 2,
    "expected a <game> file, found <library>",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\"/>\n" },
  { "no-id", CW_ERROR_INVALID, 2,
    "<game> needs a “id” attribute",
    XML_DECL
    "<game version=\"1\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "bad-id", CW_ERROR_INVALID, 2,
    "game id “Oz Game” must be lower-case letters, digits and -",
    XML_DECL
    "<game version=\"1\" id=\"Oz Game\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "no-system", CW_ERROR_INVALID, 2,
    "<game> needs a “system” attribute (storyline, duel, draft or od)",
    XML_DECL
    "<game version=\"1\" id=\"g\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "unknown-system", CW_ERROR_INVALID, 2,
    "<game> needs a “system” attribute (storyline, duel, draft or od), not “poker”",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"poker\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "no-name", CW_ERROR_INVALID, 2,
    "<game> needs a <name>",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "no-types", CW_ERROR_INVALID, 2,
    "<game> needs <types> with at least one <type>",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types/>\n"
    "</game>\n" },
  { "unknown-element", CW_ERROR_INVALID, 4,
    "unknown element <rules> in <game>",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <rules/>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "field-no-id", CW_ERROR_INVALID, 5,
    "<field> needs a “id” attribute",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <fields>\n"
    "    <field name=\"Cost\" kind=\"int\"/>\n"
    "  </fields>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "field-bad-id", CW_ERROR_INVALID, 5,
    "field id “Cost” must be lower-case letters, digits and _",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <fields>\n"
    "    <field id=\"Cost\" kind=\"int\"/>\n"
    "  </fields>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "field-twice", CW_ERROR_INVALID, 6,
    "field “cost” is defined twice",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <fields>\n"
    "    <field id=\"cost\" kind=\"int\"/>\n"
    "    <field id=\"cost\" kind=\"text\"/>\n"
    "  </fields>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "field-unknown-kind", CW_ERROR_INVALID, 5,
    "field “cost” has kind “number”; expected int, text, bool or list",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <fields>\n"
    "    <field id=\"cost\" kind=\"number\"/>\n"
    "  </fields>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "field-bad-bool", CW_ERROR_INVALID, 5,
    "“printed” on <field> must be true or false, not “nope”",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <fields>\n"
    "    <field id=\"cost\" kind=\"int\" printed=\"nope\"/>\n"
    "  </fields>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "fields-stray-element", CW_ERROR_INVALID, 5,
    "expected <field> in <fields>, found <type>",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <fields>\n"
    "    <type id=\"hero\"/>\n"
    "  </fields>\n"
    "</game>\n" },
  { "type-unknown-field", CW_ERROR_INVALID, 8,
    "type “hero” names field “mana”, which <fields> does not define",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <fields>\n"
    "    <field id=\"cost\" kind=\"int\"/>\n"
    "  </fields>\n"
    "  <types>\n"
    "    <type id=\"hero\" fields=\"cost mana\"/>\n"
    "  </types>\n"
    "</game>\n" },
  { "type-no-id", CW_ERROR_INVALID, 5,
    "<type> needs a “id” attribute",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types>\n"
    "    <type name=\"Hero\"/>\n"
    "  </types>\n"
    "</game>\n" },
  { "type-bad-id", CW_ERROR_INVALID, 5,
    "type id “Hero Card” must be lower-case letters, digits, - and _",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types>\n"
    "    <type id=\"Hero Card\"/>\n"
    "  </types>\n"
    "</game>\n" },
  { "types-stray-element", CW_ERROR_INVALID, 5,
    "expected <type> in <types>, found <field>",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types>\n"
    "    <field id=\"cost\"/>\n"
    "  </types>\n"
    "</game>\n" },
  /* The problem joins two elements; the error points at <game>. */
  { "type-unknown-section", CW_ERROR_INVALID, 2,
    "type “hero” goes to section “deck”, which <construction> does not define",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types>\n"
    "    <type id=\"hero\" section=\"deck\"/>\n"
    "  </types>\n"
    "  <construction>\n"
    "    <section id=\"library\" types=\"hero\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "alignment-no-id", CW_ERROR_INVALID, 5,
    "<alignment> needs a “id” attribute",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <alignments>\n"
    "    <alignment name=\"Good\"/>\n"
    "  </alignments>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "keyword-no-id", CW_ERROR_INVALID, 5,
    "<keyword> needs a “id” attribute",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <keywords>\n"
    "    <keyword name=\"Prime\">Ends the game.</keyword>\n"
    "  </keywords>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n" },
  { "section-no-id", CW_ERROR_INVALID, 6,
    "<section> needs a “id” attribute",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <section name=\"Library\" min=\"40\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "section-min-not-a-number", CW_ERROR_INVALID, 6,
    "“min” on <section> must be a whole number, not “forty”",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <section id=\"library\" min=\"forty\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "section-bad-severity", CW_ERROR_INVALID, 6,
    "min-severity must be error, warning or info, not “fatal”",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <section id=\"library\" min=\"40\" min-severity=\"fatal\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "exception-no-card", CW_ERROR_INVALID, 7,
    "<exception> needs a “card” attribute",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <section id=\"library\" min=\"40\" max-copies=\"3\"/>\n"
    "    <exception section=\"library\" max-copies=\"5\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "deck-no-alignment", CW_ERROR_INVALID, 6,
    "<deck> needs a “alignment” attribute",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"duel\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <deck id=\"good\" copies=\"1\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "construction-stray-element", CW_ERROR_INVALID, 6,
    "expected <section>, <exception> or <deck> in <construction>, found <limit>",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <limit max=\"3\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "die-negative-face", CW_ERROR_INVALID, 6,
    "die “blue6”: face 3 must show a number of symbols ≥ 0, not “-1”",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue6\" faces=\"1 2 -1 4 5 6\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  { "die-word-face", CW_ERROR_INVALID, 6,
    "die “blue6”: face 2 must show a number of symbols ≥ 0, not “two”",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue6\" faces=\"1 two 3\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  /* Numbers from a file have ranges: a face of 2147483647 symbols overflowed the total and
   * made the odds table 16 GB. */
  { "die-face-too-many-symbols", CW_ERROR_INVALID, 6,
    "die “blue6”: face 2 shows 2147483647 symbols; a face shows at most 100",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue6\" faces=\"1 2147483647 3\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  { "pool-max-too-large", CW_ERROR_INVALID, 7,
    "“max” on <pool> must be from 1 to 100, not 2147483648",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue6\" faces=\"1 2 3 4 5 6\"/>\n"
    "    <pool base=\"blue6\" max=\"2147483648\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  { "section-max-too-large", CW_ERROR_INVALID, 6,
    "“max” on <section> must be from 0 to 10000, not 99999999999999999999999",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <section id=\"library\" max=\"99999999999999999999999\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "section-max-copies-too-large", CW_ERROR_INVALID, 6,
    "“max-copies” on <section> must be from 0 to 9999, not 10000",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <section id=\"library\" max-copies=\"10000\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "opening-hand-too-large", CW_ERROR_INVALID, 5,
    "“opening-hand” on <table> must be from 0 to 100, not 1000000",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <table mode=\"storyline\" opening-hand=\"1000000\"/>\n"
    "</game>\n" },
  { "die-one-face", CW_ERROR_INVALID, 6,
    "die “coin” needs at least 2 faces",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"coin\" faces=\"1\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  { "die-no-faces", CW_ERROR_INVALID, 6,
    "<die> needs a “faces” attribute",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue6\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  { "pool-unknown-die", CW_ERROR_INVALID, 7,
    "the pool names die “red6”, which is not defined before it",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue6\" faces=\"1 2 3 4 5 6\"/>\n"
    "    <pool base=\"blue6 red6\" max=\"10\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  { "pool-unknown-bonus", CW_ERROR_INVALID, 7,
    "the pool names bonus die “silver”, which is not defined before it",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue6\" faces=\"1 2 3 4 5 6\"/>\n"
    "    <pool base=\"blue6\" bonus=\"silver\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  { "pool-max-not-a-number", CW_ERROR_INVALID, 7,
    "“max” on <pool> must be a whole number, not “ten”",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"blue6\" faces=\"1 2 3 4 5 6\"/>\n"
    "    <pool base=\"blue6\" max=\"ten\"/>\n"
    "  </dice>\n"
    "</game>\n" },
  { "negative-opening-hand", CW_ERROR_INVALID, 5,
    "“opening-hand” on <table> must be from 0 to 100, not -5",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <table mode=\"storyline\" opening-hand=\"-5\"/>\n"
    "</game>\n" },
  /* A misspelt type in a section would file every card of that type in the wrong place
   * ("… is a Character: it belongs in the Library, not the Library"). */
  { "section-unknown-type", CW_ERROR_INVALID, 6,
    "section “library” names type “charcter”, which <types> does not define",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"character\"/></types>\n"
    "  <construction>\n"
    "    <section id=\"library\" types=\"charcter\" min=\"40\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  /* A deck of an alignment no card can have could never be complete. */
  { "deck-unknown-alignment", CW_ERROR_INVALID, 7,
    "deck “good” names alignment “goood”, which <alignments> does not define",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"duel\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <alignments><alignment id=\"good\"/></alignments>\n"
    "  <construction>\n"
    "    <deck id=\"good\" alignment=\"goood\" copies=\"1\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  /* A fixed deck asks for "exactly N copies of each card": N must be 1 or more. */
  /* A game's box is either built into decks or played whole. */
  { "construction-decks", CW_ERROR_INVALID, 5,
    "<construction decks> is “build” or “none”, not “no”",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"draft\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction decks=\"no\">\n"
    "    <section id=\"box\" types=\"hero\"/>\n"
    "  </construction>\n"
    "</game>\n" },
  { "deck-zero-copies", CW_ERROR_INVALID, 6,
    "“copies” on <deck> must be from 1 to 100, not 0",
    XML_DECL
    "<game version=\"1\" id=\"g\" system=\"duel\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <construction>\n"
    "    <deck id=\"good\" alignment=\"good\" copies=\"0\"/>\n"
    "  </construction>\n"
    "</game>\n" },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "game.xml", bad->contents);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (path, &error);

  g_assert_null (game);
  cw_assert_file_error (error, bad->code, path, bad->line, bad->message);
}

/* A die of 101 faces: past the range, with its line. */
static void
test_bad_file_die_faces (void)
{
  g_autoptr(GString) contents = g_string_new (XML_DECL
    "<game version=\"1\" id=\"g\" system=\"storyline\">\n"
    "  <name>G</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "  <dice>\n"
    "    <die id=\"d101\" faces=\"");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = NULL;

  for (guint i = 0; i < 101; i++)
    g_string_append (contents, "1 ");
  g_string_append (contents, "\"/>\n  </dice>\n</game>\n");
  path = cw_test_write_file (dir, "game.xml", contents->str);
  game = cw_game_new_from_file (path, &error);
  g_assert_null (game);
  cw_assert_file_error (error, CW_ERROR_INVALID, path, 6, "die “d101” has more than 100 faces");
}

static void
test_bad_file_missing (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (path, &error);

  /* The path once, and the system's reason. */
  g_assert_null (game);
  cw_assert_file_error (error, CW_ERROR_IO, path, 0, "No such file or directory");
}

static void
test_bad_file_empty (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "game.xml", "");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (path, &error);

  g_assert_null (game);
  cw_assert_file_error (error, CW_ERROR_PARSE, path, 0, "not well-formed XML: the file is empty");
}

int
main (int    argc,
      char **argv)
{
  const char *shipped[] = { "oz-storyline", "disney-storyline", "oz-good-evil", "od", "oz-draft" };

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/game/load/oz-storyline", test_load_storyline);
  g_test_add_func ("/core/game/load/fixed-decks", test_load_fixed_decks);
  g_test_add_func ("/core/game/load/every-part", test_load_fixture);
  g_test_add_func ("/core/game/load/defaults", test_load_defaults);
  g_test_add_func ("/core/game/find", test_find);
  g_test_add_func ("/core/game/section-for-type", test_section_for_type);
  g_test_add_func ("/core/game/max-copies", test_max_copies);
  g_test_add_func ("/core/game/set-name", test_set_name);
  g_test_add_func ("/core/game/load-all/shipped", test_load_all);
  g_test_add_func ("/core/game/load-all/user-games", test_load_all_user_games);
  g_test_add_func ("/core/game/load-all/bad-user-game", test_load_all_bad_user_game);
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/core/game/round-trip/%s", shipped[i]);
      g_test_add_data_func (test_path, shipped[i], test_round_trip_shipped);
    }
  g_test_add_func ("/core/game/round-trip/every-part", test_round_trip_fixture);
  g_test_add_func ("/core/game/translations/load-save", test_translations);
  g_test_add_func ("/core/game/translations/bad", test_translations_bad);
  g_test_add_func ("/core/game/round-trip/renamed", test_round_trip_renamed);
  for (guint i = 0; i < CW_TEST_N_SAVE_CHECKS; i++)
    {
      g_autofree char *test_path = g_strconcat ("/core/game/save/", cw_test_save_check_name (i), NULL);

      g_test_add_data_func (test_path, GUINT_TO_POINTER (i), test_save);
    }
  g_test_add_func ("/core/game/copy", test_copy);
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/core/game/bad/%s", bad_files[i].name);
      g_test_add_data_func (test_path, &bad_files[i], test_bad_file);
    }
  g_test_add_func ("/core/game/bad/die-faces", test_bad_file_die_faces);
  g_test_add_func ("/core/game/bad/missing-file", test_bad_file_missing);
  g_test_add_func ("/core/game/bad/empty-file", test_bad_file_empty);

  return g_test_run ();
}
