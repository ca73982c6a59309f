/* test-shipped-data.c: every shipped game, set and Library loads; the counts the rules and docs promise. */
#include "cw-test-util.h"

/* How many cards of the catalog pass a test. */
typedef gboolean (*CardTest) (CwCard *card, gconstpointer data);

static guint
count_cards (CwCatalog    *catalog,
             CardTest      test,
             gconstpointer data)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (catalog)), count = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (test (card, data))
        count++;
    }
  return count;
}

static gboolean
is_type (CwCard        *card,
         gconstpointer  type_id)
{
  return g_strcmp0 (cw_card_get_card_type (card), type_id) == 0;
}

static gboolean
is_alignment (CwCard        *card,
              gconstpointer  alignment_id)
{
  return g_strcmp0 (cw_card_get_alignment (card), alignment_id) == 0;
}

static gboolean
has_keyword (CwCard        *card,
             gconstpointer  keyword_id)
{
  return cw_card_has_keyword (card, keyword_id);
}

static gboolean
is_true (CwCard        *card,
         gconstpointer  field_id)
{
  return cw_card_get_bool (card, field_id);
}

static gboolean
has_enter_or_leave_cost (CwCard        *card,
                         gconstpointer  data)
{
  return cw_card_get_int_or (card, "enter_cost", 0) > 0 || cw_card_get_int_or (card, "leave_cost", 0) > 0;
}

static gboolean
has_text_value (CwCard        *card,
                gconstpointer  field_and_value)
{
  const char * const *pair = field_and_value;

  return g_strcmp0 (cw_card_get_string (card, pair[0]), pair[1]) == 0;
}

/* Everything in data/games */

static void
test_every_file_loads (void)
{
  g_autofree char *games_dir = g_build_filename (cw_game_get_data_dir (), "games", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = cw_game_load_all (&error);
  const char *ids[] = { "disney-storyline", "od", "oz-draft", "oz-good-evil", "oz-storyline" };
  const char *systems[] = { "storyline", "od", "draft", "duel", "storyline" };
  guint n_libraries = 0, n_sets = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, G_N_ELEMENTS (ids));
  for (guint i = 0; i < games->len; i++)
    {
      CwGame *game = g_ptr_array_index (games, i);
      g_autofree char *libraries_dir = g_build_filename (games_dir, ids[i], "libraries", NULL);
      g_autoptr(CwCatalog) catalog = NULL;
      g_autoptr(GDir) dir = NULL;
      const char *name;

      g_assert_cmpstr (cw_game_get_id (game), ==, ids[i]);
      g_assert_cmpstr (cw_game_get_system_name (game), ==, systems[i]);
      g_assert_true (cw_game_is_shipped (game));
      catalog = cw_test_load_catalog (game);
      n_sets += g_list_model_get_n_items (cw_catalog_get_sets (catalog));

      /* Every Library that ships loads and is legal, warnings included. */
      dir = g_dir_open (libraries_dir, 0, NULL);
      while (dir != NULL && (name = g_dir_read_name (dir)))
        {
          g_autofree char *path = g_build_filename (libraries_dir, name, NULL);
          g_autoptr(CwLibrary) library = cw_library_new_from_file (path, catalog, &error);
          g_autoptr(GPtrArray) problems = NULL;
          g_autofree char *text = NULL;

          g_assert_no_error (error);
          if (library == NULL)
            continue;
          problems = cw_library_check (library, catalog);
          text = cw_test_problems_text (problems);
          g_assert_cmpstr (text, ==, "");
          n_libraries++;
        }
    }
  /* Four games ship one set each; Disney ships none. Six Libraries in all. */
  g_assert_cmpuint (n_sets, ==, 4);
  g_assert_cmpuint (n_libraries, ==, 6);
}

/* The Card Game of Oz */

static void
test_oz_storyline_counts (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  CwCardSet *demo = cw_catalog_find_set (catalog, "oz-demo");
  guint characters = count_cards (catalog, is_type, "character");
  guint objects = count_cards (catalog, is_type, "object");
  guint effects = count_cards (catalog, is_type, "effect");
  guint events = count_cards (catalog, is_type, "event");

  g_assert_nonnull (demo);
  g_assert_true (cw_card_set_is_demo (demo));
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 115);

  /* At least 60 game cards, at least 30 Locations, 2 Title cards. */
  g_assert_cmpuint (characters, ==, 41);
  g_assert_cmpuint (objects, ==, 14);
  g_assert_cmpuint (effects, ==, 12);
  g_assert_cmpuint (events, ==, 12);
  g_assert_cmpuint (characters + objects + effects + events, ==, 79);
  g_assert_cmpuint (characters + objects + effects + events, >=, 60);
  g_assert_cmpuint (count_cards (catalog, is_type, "location"), ==, 34);
  g_assert_cmpuint (count_cards (catalog, is_type, "title"), ==, 2);

  /* Locations: some Water, some that need Swimming, some with a cost to enter or leave. */
  g_assert_cmpuint (count_cards (catalog, is_true, "water"), ==, 6);
  g_assert_cmpuint (count_cards (catalog, is_true, "requires_swimming"), ==, 2);
  g_assert_cmpuint (count_cards (catalog, has_enter_or_leave_cost, NULL), ==, 19);

  g_assert_cmpuint (count_cards (catalog, is_alignment, "good"), ==, 45);
  g_assert_cmpuint (count_cards (catalog, is_alignment, "neutral"), ==, 46);
  g_assert_cmpuint (count_cards (catalog, is_alignment, "evil"), ==, 24);
}

static void
test_oz_storyline_keywords (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  GPtrArray *keywords = cw_game_get_keywords (game);
  struct { const char *id; guint cards; } expected[] = {
    { "prime", 8 }, { "flying", 4 }, { "steadfast", 3 }, { "immovable", 4 }, { "animat", 10 },
    { "swimming", 3 }, { "sorcery", 8 }, { "spell", 8 }, { "magical", 29 },
  };

  /* Every keyword of the rules' quick reference is on at least one card. */
  g_assert_cmpuint (keywords->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < keywords->len; i++)
    {
      const CwKeyword *keyword = g_ptr_array_index (keywords, i);
      guint n = count_cards (catalog, has_keyword, keyword->id);

      g_assert_cmpstr (keyword->id, ==, expected[i].id);
      g_assert_cmpuint (n, >=, 1);
      g_assert_cmpuint (n, ==, expected[i].cards);
    }
}

static void
test_oz_storyline_consistent (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (catalog));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      const char *type = cw_card_get_card_type (card);
      const CwCardType *type_def = cw_game_find_card_type (game, type);

      /* Only the fields the card's type carries. */
      for (guint f = 0; f < cw_game_get_fields (game)->len; f++)
        {
          const CwFieldDef *field = g_ptr_array_index (cw_game_get_fields (game), f);

          if (cw_card_has_field (card, field->id))
            g_assert_true (g_ptr_array_find (type_def->fields, field, NULL));
        }
      /* The keyword and the field say the same thing; the diamond star sits in the green gem. */
      g_assert_cmpint (cw_card_has_keyword (card, "magical"), ==, cw_card_get_bool (card, "magical"));
      if (cw_card_get_bool (card, "sorcery"))
        g_assert_true (cw_card_get_bool (card, "magical"));
      if (cw_card_has_keyword (card, "sorcery"))
        g_assert_cmpstr (type, ==, "character");
      if (cw_card_get_bool (card, "requires_swimming"))
        g_assert_true (cw_card_get_bool (card, "water"));
      if (g_str_equal (type, "character"))
        {
          g_assert_true (cw_card_has_field (card, "cost"));
          g_assert_true (cw_card_has_field (card, "vitality"));
        }
      else if (g_str_equal (type, "object") || g_str_equal (type, "effect") || g_str_equal (type, "event"))
        g_assert_true (cw_card_has_field (card, "cost"));
      g_assert_cmpstr (cw_card_get_string (card, "series"), ==, "Demo");
    }
}

/* Good against Evil */

static void
test_good_evil_counts (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  struct { const char *type; guint good, evil; } table[] = {
    { "character", 13, 8 }, { "companion", 8, 9 }, { "location", 3, 1 }, { "item", 5, 7 },
    { "modifier", 3, 1 }, { "spell", 8, 7 }, { "attack", 6, 9 }, { "event", 6, 6 },
  };
  guint n = g_list_model_get_n_items (G_LIST_MODEL (catalog));

  g_assert_cmpuint (n, ==, 100);
  g_assert_cmpuint (count_cards (catalog, is_alignment, "good"), ==, 52);
  g_assert_cmpuint (count_cards (catalog, is_alignment, "evil"), ==, 48);
  for (guint t = 0; t < G_N_ELEMENTS (table); t++)
    {
      guint good = 0, evil = 0;

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

          if (!is_type (card, table[t].type))
            continue;
          if (is_alignment (card, "good"))
            good++;
          else if (is_alignment (card, "evil"))
            evil++;
        }
      g_assert_cmpuint (good, ==, table[t].good);
      g_assert_cmpuint (evil, ==, table[t].evil);
    }

  /* Every card keeps its printed codes; every Character has a Force. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      g_assert_nonnull (cw_card_get_string (card, "type_codes"));
      if (is_type (card, "character"))
        g_assert_true (cw_card_has_field (card, "force"));
    }
}

static void
test_good_evil_names (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  CwCard *dorthy = cw_catalog_lookup (catalog, "ge-g01");
  CwCard *toto = cw_catalog_find_by_name (catalog, "Toto the Dog");

  /* Names as printed, the correction as an alt name, the note kept. */
  g_assert_cmpstr (cw_card_get_name (dorthy), ==, "Dorthy Gale");
  g_assert_cmpstr (cw_card_get_alt_names (dorthy)[0], ==, "Dorothy Gale");
  g_assert_cmpstr (cw_card_get_note (dorthy), ==, "FGM get F+1");
  g_assert_cmpint (cw_card_get_int_or (dorthy, "force", -1), ==, 3);
  g_assert_true (cw_card_get_bool (dorthy, "woman"));
  g_assert_nonnull (toto);
  g_assert_cmpint (cw_card_get_int_or (toto, "force_bonus", -1), ==, 2);
  g_assert_null (cw_card_get_note (toto));
}

/* Ód */

static int
expected_value (const char *rank)
{
  if (g_str_equal (rank, "A"))
    return 3;
  if (g_str_equal (rank, "K") || g_str_equal (rank, "Q") || g_str_equal (rank, "J"))
    return 2;
  return 1;
}

static void
test_od_counts (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("od");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  const char *roles[][2] = { { "dwarf", "Hearts" }, { "demon", "Spades" }, { "ore", "Diamonds" }, { "fungus", "Clubs" } };
  guint n = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  guint threes = 0, twos = 0, ones = 0;

  g_assert_cmpuint (n, ==, 52);
  for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
    {
      const char *suit[] = { "suit", roles[r][1] };

      /* 13 per role, and the role is the suit: hearts are dwarfs… */
      g_assert_cmpuint (count_cards (catalog, is_type, roles[r][0]), ==, 13);
      g_assert_cmpuint (count_cards (catalog, has_text_value, suit), ==, 13);
    }
  g_assert_cmpuint (count_cards (catalog, is_alignment, "red"), ==, 26);
  g_assert_cmpuint (count_cards (catalog, is_alignment, "black"), ==, 26);

  /* A = 3, K Q J = 2, 10 to 2 = 1. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      const char *rank = cw_card_get_string (card, "rank");
      int value = cw_card_get_int_or (card, "value", -1);
      int order = cw_card_get_int_or (card, "rank_order", -1);

      g_assert_nonnull (rank);
      g_assert_cmpint (value, ==, expected_value (rank));
      g_assert_cmpint (order, >=, 2);
      g_assert_cmpint (order, <=, 14);
      if (value == 3)
        threes++;
      else if (value == 2)
        twos++;
      else if (value == 1)
        ones++;
    }
  g_assert_cmpuint (threes, ==, 4);
  g_assert_cmpuint (twos, ==, 12);
  g_assert_cmpuint (ones, ==, 36);
  g_assert_cmpstr (cw_card_get_name (cw_catalog_lookup (catalog, "od-ah")), ==, "Ace of Hearts");
  g_assert_cmpstr (cw_card_get_card_type (cw_catalog_lookup (catalog, "od-ah")), ==, "dwarf");
  g_assert_cmpint (cw_card_get_int_or (cw_catalog_lookup (catalog, "od-ah"), "rank_order", 0), ==, 14);
}

/* Oz, the drafting game */

static void
test_draft_counts (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  struct { const char *kind; guint cards; } kinds[] = {
    { "per-card", 8 }, { "pair", 6 }, { "pair-same", 6 }, { "set-of-four", 4 }, { "triple", 4 },
    { "at-most", 6 }, { "majority", 6 }, { "most", 4 }, { "plus-minus", 4 },
  };
  guint n = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  guint copies = 0, total = 0;

  g_assert_cmpuint (n, ==, 56);
  g_assert_cmpuint (count_cards (catalog, is_type, "character"), ==, 8);
  g_assert_cmpuint (count_cards (catalog, is_type, "story"), ==, 48);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      const char *scoring[] = { "scoring", kinds[k].kind };
      guint found = count_cards (catalog, has_text_value, scoring);

      g_assert_cmpuint (found, ==, kinds[k].cards);
      total += found;
    }
  /* The 9 kinds hold all 48 Story cards. */
  g_assert_cmpuint (total, ==, 48);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (is_type (card, "character"))
        {
          g_assert_cmpint (cw_card_get_int_or (card, "copies", 0), ==, 9);
          copies += 9;
        }
      else
        {
          const char * const *characters = cw_card_get_list (card, "characters");

          /* Each Story card names real Character cards, and has its points. */
          g_assert_nonnull (characters);
          g_assert_nonnull (characters[0]);
          for (guint c = 0; characters && characters[c]; c++)
            g_assert_true (is_type (cw_catalog_lookup (catalog, characters[c]), "character"));
          g_assert_nonnull (cw_card_get_string (card, "points"));
        }
    }
  g_assert_cmpuint (copies, ==, 72);
}

/* Disney */

static void
test_disney (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("disney-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  const CwSectionRule *folio = cw_game_find_section (game, "folio");

  /* The definition only: no cards ship. */
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 0);
  g_assert_cmpuint (cw_game_get_keywords (game)->len, ==, 9);
  g_assert_cmpint (cw_game_find_section (game, "library")->min_cards, ==, 40);
  g_assert_cmpint (cw_game_find_section (game, "library")->max_copies, ==, 3);
  g_assert_cmpint (folio->min_cards, ==, 15);
  g_assert_cmpint (folio->min_severity, ==, CW_SEVERITY_WARNING);
  g_assert_cmpint (cw_game_get_dice_pool (game)->max_dice, ==, 10);
  g_assert_nonnull (cw_game_find_field (game, "film"));
  g_assert_null (cw_game_find_field (game, "realm"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/shipped-data/every-file", test_every_file_loads);
  g_test_add_func ("/core/shipped-data/oz-storyline/counts", test_oz_storyline_counts);
  g_test_add_func ("/core/shipped-data/oz-storyline/keywords", test_oz_storyline_keywords);
  g_test_add_func ("/core/shipped-data/oz-storyline/consistent", test_oz_storyline_consistent);
  g_test_add_func ("/core/shipped-data/oz-good-evil/counts", test_good_evil_counts);
  g_test_add_func ("/core/shipped-data/oz-good-evil/names", test_good_evil_names);
  g_test_add_func ("/core/shipped-data/od/counts", test_od_counts);
  g_test_add_func ("/core/shipped-data/oz-draft/counts", test_draft_counts);
  g_test_add_func ("/core/shipped-data/disney-storyline", test_disney);

  return g_test_run ();
}
