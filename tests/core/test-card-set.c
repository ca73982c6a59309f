/* test-card-set.c: card set files: loading, the list model, editing, round trips, atomic saving, bad files. */
#include <string.h>
#include <glib/gstdio.h>

#include "cw-query.h"
#include "cw-test-util.h"

#define XML_DECL "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

/* A game with a field of every kind, for sets that use them all. */
static const char rich_game[] =
  XML_DECL
  "<game version=\"1\" id=\"rich\" system=\"storyline\">\n"
  "  <name>Rich</name>\n"
  "  <fields>\n"
  "    <field id=\"cost\" name=\"Cost\" kind=\"int\"/>\n"
  "    <field id=\"magical\" name=\"Magical\" kind=\"bool\"/>\n"
  "    <field id=\"realm\" name=\"Realm\" kind=\"text\"/>\n"
  "    <field id=\"tags\" name=\"Tags\" kind=\"list\"/>\n"
  "  </fields>\n"
  "  <types>\n"
  "    <type id=\"character\" name=\"Character\" fields=\"cost magical realm tags\"/>\n"
  "    <type id=\"title\" name=\"Title card\" fields=\"\"/>\n"
  "  </types>\n"
  "  <alignments>\n"
  "    <alignment id=\"good\" name=\"Good\"/>\n"
  "    <alignment id=\"evil\" name=\"Evil\"/>\n"
  "  </alignments>\n"
  "  <keywords>\n"
  "    <keyword id=\"prime\" name=\"Prime\">Ends the game.</keyword>\n"
  "    <keyword id=\"flying\" name=\"Flying\">Ignores Locations.</keyword>\n"
  "  </keywords>\n"
  "</game>\n";

static const char rich_set[] =
  XML_DECL
  "<!-- Every part of a card, written as a person would. -->\n"
  "<cardset version=\"1\" game=\"rich\" id=\"rich-set\" name=\"Rich, Strange\" demo=\"true\">\n"
  "  <card id=\"r-001\" type=\"Character\" alignment=\"Good\">\n"
  "    <name>  Épouvantail  </name>\n"
  "    <version>Homme de Paille</version>\n"
  "    <alt-name>Scarecrow</alt-name>\n"
  "    <alt-name>The Scarecrow</alt-name>\n"
  "    <alt-name></alt-name>\n"
  "    <keywords>Prime, flying</keywords>\n"
  "    <field id=\"cost\"> 3 </field>\n"
  "    <field id=\"magical\">yes</field>\n"
  "    <field id=\"realm\">Munchkin Country &amp; Beyond</field>\n"
  "    <field id=\"tags\"><item>straw</item><item> brains &lt;none&gt; </item><item>Cœur</item></field>\n"
  "    <!-- a comment inside a card -->\n"
  "    <text>When <b>Toto</b> &amp; <i>Dorothy</i> are here, he’s <b><i>brave</i></b> — “really”.</text>\n"
  "    <note>Kept as printed: &lt;F+1&gt;</note>\n"
  "    <image>scarecrow.png</image>\n"
  "  </card>\n"
  "  <card id=\"r-002\" type=\"title\">\n"
  "    <name>The End</name>\n"
  "  </card>\n"
  "  <card id=\"r-003\" type=\"character\" alignment=\"evil\">\n"
  "    <name>Mombi</name>\n"
  "    <field id=\"cost\">-2</field>\n"
  "    <field id=\"magical\">false</field>\n"
  "    <field id=\"tags\"></field>\n"
  "    <text>Plain text only.</text>\n"
  "    <note><![CDATA[<F-1> & more]]></note>\n"
  "  </card>\n"
  "</cardset>\n";

typedef struct {
  char      *dir;
  CwGame    *game;
  CwCardSet *set;
} RichFixture;

static void
rich_fixture_set_up (RichFixture   *fixture,
                     gconstpointer  data)
{
  g_autofree char *game_path = NULL;
  g_autofree char *set_path = NULL;
  g_autoptr(GError) error = NULL;

  fixture->dir = cw_test_scratch_dir ();
  game_path = cw_test_write_file (fixture->dir, "game.xml", rich_game);
  fixture->game = cw_game_new_from_file (game_path, &error);
  g_assert_no_error (error);
  set_path = cw_test_write_file (fixture->dir, "rich-set.xml", rich_set);
  fixture->set = cw_card_set_new_from_file (fixture->game, set_path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->set);
}

static void
rich_fixture_tear_down (RichFixture   *fixture,
                        gconstpointer  data)
{
  g_clear_object (&fixture->set);
  g_clear_object (&fixture->game);
  g_free (fixture->dir);
}

static gboolean
save_set (gpointer     object,
          const char  *path,
          GError     **error)
{
  return cw_card_set_save_to_file (object, path, error);
}

static void
assert_strv_equal (const char * const *a,
                   const char * const *b)
{
  g_assert_true ((a == NULL) == (b == NULL));
  if (a == NULL)
    return;
  g_assert_cmpuint (g_strv_length ((char **) a), ==, g_strv_length ((char **) b));
  for (guint i = 0; a[i]; i++)
    g_assert_cmpstr (a[i], ==, b[i]);
}

/* Every value of every card, in order. */
static void
assert_sets_equal (CwCardSet *a,
                   CwCardSet *b)
{
  GPtrArray *fields = cw_game_get_fields (cw_card_set_get_game (a));

  g_assert_cmpstr (cw_card_set_get_id (a), ==, cw_card_set_get_id (b));
  g_assert_cmpstr (cw_card_set_get_name (a), ==, cw_card_set_get_name (b));
  g_assert_cmpint (cw_card_set_is_demo (a), ==, cw_card_set_is_demo (b));
  g_assert_cmpuint (cw_card_set_get_n_cards (a), ==, cw_card_set_get_n_cards (b));
  for (guint i = 0; i < cw_card_set_get_n_cards (a); i++)
    {
      CwCard *x = cw_card_set_get_card (a, i);
      CwCard *y = cw_card_set_get_card (b, i);

      g_assert_cmpstr (cw_card_get_id (x), ==, cw_card_get_id (y));
      g_assert_cmpstr (cw_card_get_set_id (x), ==, cw_card_get_set_id (y));
      g_assert_cmpstr (cw_card_get_card_type (x), ==, cw_card_get_card_type (y));
      g_assert_cmpstr (cw_card_get_name (x), ==, cw_card_get_name (y));
      g_assert_cmpstr (cw_card_get_version (x), ==, cw_card_get_version (y));
      g_assert_cmpstr (cw_card_get_title (x), ==, cw_card_get_title (y));
      g_assert_cmpstr (cw_card_get_alignment (x), ==, cw_card_get_alignment (y));
      g_assert_cmpstr (cw_card_get_text (x), ==, cw_card_get_text (y));
      g_assert_cmpstr (cw_card_get_plain_text (x), ==, cw_card_get_plain_text (y));
      g_assert_cmpstr (cw_card_get_note (x), ==, cw_card_get_note (y));
      g_assert_cmpstr (cw_card_get_image (x), ==, cw_card_get_image (y));
      assert_strv_equal (cw_card_get_alt_names (x), cw_card_get_alt_names (y));
      g_assert_cmpstr (cw_card_get_name_for (x, NULL), ==, cw_card_get_name_for (y, NULL));
      g_assert_cmpstr (cw_card_get_text_for (x, NULL), ==, cw_card_get_text_for (y, NULL));
      assert_strv_equal (cw_card_get_name_variants (x), cw_card_get_name_variants (y));
      assert_strv_equal (cw_card_get_text_variants (x), cw_card_get_text_variants (y));
      assert_strv_equal (cw_card_get_keywords (x), cw_card_get_keywords (y));
      for (guint f = 0; f < fields->len; f++)
        {
          const CwFieldDef *field = g_ptr_array_index (fields, f);
          g_autofree char *vx = cw_card_dup_field_string (x, field->id);
          g_autofree char *vy = cw_card_dup_field_string (y, field->id);

          g_assert_cmpint (cw_card_has_field (x, field->id), ==, cw_card_has_field (y, field->id));
          g_assert_cmpstr (vx, ==, vy);
          if (field->kind == CW_FIELD_LIST)
            assert_strv_equal (cw_card_get_list (x, field->id), cw_card_get_list (y, field->id));
        }
    }
}

/* Loading */

static void
test_load_shipped (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *path = cw_test_game_path ("oz-storyline", "sets", "oz-demo.xml", NULL);
  g_autofree char *folder = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (game, path, &error);
  g_autoptr(CwCard) first = NULL;
  CwCard *dorothy, *shoes;

  g_assert_no_error (error);
  g_assert_cmpstr (cw_card_set_get_id (set), ==, "oz-demo");
  g_assert_cmpstr (cw_card_set_get_name (set), ==, "Oz demo set");
  g_assert_true (cw_card_set_is_demo (set));
  g_assert_false (cw_card_set_is_read_only (set));
  g_assert_true (cw_card_set_get_game (set) == game);
  g_assert_cmpstr (cw_card_set_get_path (set), ==, path);
  folder = cw_card_set_dup_folder (set);
  g_assert_true (g_str_has_suffix (folder, "/oz-storyline/sets"));
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 115);

  /* As a GListModel. */
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (set)) == CW_TYPE_CARD);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (set)), ==, 115);
  first = g_list_model_get_item (G_LIST_MODEL (set), 0);
  g_assert_cmpstr (cw_card_get_id (first), ==, "ozd-001");
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (set), 115));

  dorothy = cw_card_set_lookup (set, "ozd-001");
  g_assert_true (dorothy == first);
  g_assert_cmpstr (cw_card_get_set_id (dorothy), ==, "oz-demo");
  g_assert_cmpstr (cw_card_get_title (dorothy), ==, "Dorothy Gale • Girl from Kansas");
  g_assert_cmpstr (cw_card_get_card_type (dorothy), ==, "character");
  g_assert_cmpstr (cw_card_get_alignment (dorothy), ==, "good");
  g_assert_true (cw_card_has_keyword (dorothy, "prime"));
  g_assert_cmpint (cw_card_get_int_or (dorothy, "cost", -1), ==, 3);
  g_assert_cmpint (cw_card_get_int_or (dorothy, "vitality", -1), ==, 3);
  g_assert_cmpstr (cw_card_get_string (dorothy, "realm"), ==, "Kansas");
  g_assert_cmpstr (cw_card_get_text (dorothy), ==,
                   "While <b>Toto</b> is at her Location, Dorothy gets +1 Vitality. "
                   "Each time she enters a <b>Yellow Brick Road</b>, draw a card.");
  g_assert_cmpstr (cw_card_get_plain_text (dorothy), ==,
                   "While Toto is at her Location, Dorothy gets +1 Vitality. "
                   "Each time she enters a Yellow Brick Road, draw a card.");
  shoes = cw_card_set_lookup (set, "ozd-042");
  g_assert_cmpstr (cw_card_get_title (shoes), ==, "Silver Shoes");
  g_assert_null (cw_card_get_version (shoes));
  g_assert_true (cw_card_get_bool (shoes, "magical"));
  g_assert_null (cw_card_set_lookup (set, "ozd-999"));
}

static void
test_load_rich (RichFixture   *fixture,
                gconstpointer  data)
{
  CwCardSet *set = fixture->set;
  CwCard *scarecrow = cw_card_set_lookup (set, "r-001");
  CwCard *title = cw_card_set_lookup (set, "r-002");
  CwCard *mombi = cw_card_set_lookup (set, "r-003");
  const char * const *alt = cw_card_get_alt_names (scarecrow);
  const char * const *keywords = cw_card_get_keywords (scarecrow);
  const char * const *tags = cw_card_get_list (scarecrow, "tags");

  g_assert_cmpstr (cw_card_set_get_name (set), ==, "Rich, Strange");
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 3);

  /* Type, alignment and keywords may be written by name; the card keeps the ids. */
  g_assert_cmpstr (cw_card_get_card_type (scarecrow), ==, "character");
  g_assert_cmpstr (cw_card_get_alignment (scarecrow), ==, "good");
  g_assert_cmpuint (g_strv_length ((char **) keywords), ==, 2);
  g_assert_cmpstr (keywords[0], ==, "prime");
  g_assert_cmpstr (keywords[1], ==, "flying");

  g_assert_cmpstr (cw_card_get_name (scarecrow), ==, "Épouvantail");
  g_assert_cmpstr (cw_card_get_title (scarecrow), ==, "Épouvantail • Homme de Paille");
  g_assert_cmpuint (g_strv_length ((char **) alt), ==, 2);
  g_assert_cmpstr (alt[0], ==, "Scarecrow");
  g_assert_cmpstr (alt[1], ==, "The Scarecrow");
  g_assert_cmpint (cw_card_get_int_or (scarecrow, "cost", -1), ==, 3);
  g_assert_true (cw_card_get_bool (scarecrow, "magical"));
  g_assert_cmpstr (cw_card_get_string (scarecrow, "realm"), ==, "Munchkin Country & Beyond");
  g_assert_cmpuint (g_strv_length ((char **) tags), ==, 3);
  g_assert_cmpstr (tags[0], ==, "straw");
  g_assert_cmpstr (tags[1], ==, "brains <none>");
  g_assert_cmpstr (tags[2], ==, "Cœur");
  g_assert_cmpstr (cw_card_get_text (scarecrow), ==,
                   "When <b>Toto</b> &amp; <i>Dorothy</i> are here, he’s <b><i>brave</i></b> — “really”.");
  g_assert_cmpstr (cw_card_get_plain_text (scarecrow), ==,
                   "When Toto & Dorothy are here, he’s brave — “really”.");
  g_assert_cmpstr (cw_card_get_note (scarecrow), ==, "Kept as printed: <F+1>");
  g_assert_cmpstr (cw_card_get_image (scarecrow), ==, "scarecrow.png");

  g_assert_cmpstr (cw_card_get_title (title), ==, "The End");
  g_assert_null (cw_card_get_alignment (title));
  g_assert_null (cw_card_get_text (title));
  g_assert_null (cw_card_get_keywords (title)[0]);
  g_assert_false (cw_card_has_field (title, "cost"));

  g_assert_cmpint (cw_card_get_int_or (mombi, "cost", 0), ==, -2);
  g_assert_true (cw_card_has_field (mombi, "magical"));
  g_assert_false (cw_card_get_bool (mombi, "magical"));
  g_assert_true (cw_card_has_field (mombi, "tags"));
  g_assert_null (cw_card_get_list (mombi, "tags")[0]);
  g_assert_cmpstr (cw_card_get_note (mombi), ==, "<F-1> & more");
}

static void
test_load_ampersand (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *game_path = cw_test_write_file (dir, "game.xml",
    XML_DECL
    "<game version=\"1\" id=\"amp\" system=\"duel\">\n"
    "  <name>Amp</name>\n"
    "  <types><type id=\"hero\" name=\"Hero &amp; Villain\"/></types>\n"
    "</game>\n");
  g_autofree char *set_path = cw_test_write_file (dir, "set.xml",
    XML_DECL
    "<cardset version=\"1\" game=\"amp\" id=\"amp-set\" name=\"Lions &amp; Tigers &lt;&amp;&gt; Bears\">\n"
    "  <card id=\"a-1\" type=\"Hero &amp; Villain\"><name>Oz</name></card>\n"
    "</cardset>\n");
  g_autofree char *saved_path = g_build_filename (dir, "saved.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (game_path, &error);
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(CwCardSet) again = NULL;

  /* An escaped "&" in an attribute is an "&", as in the other files. */
  g_assert_no_error (error);
  g_assert_cmpstr (cw_game_find_card_type (game, "hero")->name, ==, "Hero & Villain");
  set = cw_card_set_new_from_file (game, set_path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (set);
  if (set == NULL)
    return;
  g_assert_cmpstr (cw_card_set_get_name (set), ==, "Lions & Tigers <&> Bears");
  g_assert_cmpstr (cw_card_get_card_type (cw_card_set_get_card (set, 0)), ==, "hero");

  /* And saving then loading keeps it, however many times. */
  g_assert_true (cw_card_set_save_to_file (set, saved_path, &error));
  again = cw_card_set_new_from_file (game, saved_path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_card_set_get_name (again), ==, "Lions & Tigers <&> Bears");
}

/* Translations (xml:lang) */

static void assert_round_trip (CwCardSet *set);

static const char translated_set[] =
  XML_DECL
  "<cardset version=\"1\" game=\"oz-draft\" id=\"tr\" name=\"Translated\">\n"
  "  <card id=\"tr-1\" type=\"character\">\n"
  "    <name>Scarecrow</name>\n"
  "    <name xml:lang=\"fr\">Épouvantail</name>\n"
  "    <name xml:lang=\"pt-BR\">Espantalho</name>\n"
  "    <alt-name>Straw Man</alt-name>\n"
  "    <text>Score 1 point for each <b>Scarecrow</b>.</text>\n"
  "    <text xml:lang=\"fr\">1 point par carte <b>Épouvantail</b>.</text>\n"
  "  </card>\n"
  "  <card id=\"tr-2\" type=\"character\">\n"
  "    <name>Toto</name>\n"
  "    <text>A dog.</text>\n"
  "  </card>\n"
  "</cardset>\n";

static void
test_translations (void)
{
  static const char *french[] = { "fr_FR.UTF-8", "fr_FR", "fr.UTF-8", "fr", "C", NULL };
  static const char *brazilian[] = { "pt_BR", "pt", "C", NULL };
  static const char *german[] = { "de_DE", "de", "C", NULL };
  static const char *english[] = { "en_US", "en", "C", NULL };
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "set.xml", translated_set);
  g_autofree char *saved_path = g_build_filename (dir, "saved.xml", NULL);
  g_autofree char *saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (game, path, &error);
  CwCard *scarecrow, *toto;
  const char * const *names;

  g_assert_no_error (error);
  scarecrow = cw_card_set_get_card (set, 0);
  toto = cw_card_set_get_card (set, 1);

  /* The default (no xml:lang) and each language's own. */
  g_assert_cmpstr (cw_card_get_name_for (scarecrow, NULL), ==, "Scarecrow");
  g_assert_cmpstr (cw_card_get_name_for (scarecrow, "fr"), ==, "Épouvantail");
  g_assert_cmpstr (cw_card_get_name_for (scarecrow, "pt_BR"), ==, "Espantalho");
  g_assert_null (cw_card_get_name_for (scarecrow, "de"));
  g_assert_cmpstr (cw_card_get_text_for (scarecrow, NULL), ==, "Score 1 point for each <b>Scarecrow</b>.");
  g_assert_cmpstr (cw_card_get_text_for (scarecrow, "fr"), ==, "1 point par carte <b>Épouvantail</b>.");
  g_assert_null (cw_card_get_text_for (scarecrow, "pt-BR"));

  /* The best match for a list of languages, as g_get_language_names() gives them; else the default. */
  g_assert_cmpstr (cw_card_pick_name (scarecrow, french), ==, "Épouvantail");
  g_assert_cmpstr (cw_card_pick_name (scarecrow, brazilian), ==, "Espantalho");
  g_assert_cmpstr (cw_card_pick_name (scarecrow, german), ==, "Scarecrow");
  g_assert_cmpstr (cw_card_pick_name (scarecrow, english), ==, "Scarecrow");
  g_assert_cmpstr (cw_card_pick_text (scarecrow, french), ==, "1 point par carte <b>Épouvantail</b>.");
  g_assert_cmpstr (cw_card_pick_text (scarecrow, brazilian), ==, "Score 1 point for each <b>Scarecrow</b>.");

  names = cw_card_get_name_variants (scarecrow);
  g_assert_cmpuint (g_strv_length ((char **) names), ==, 4);
  g_assert_cmpstr (names[0], ==, "fr");
  g_assert_cmpstr (names[1], ==, "Épouvantail");
  g_assert_cmpstr (names[2], ==, "pt-BR");
  g_assert_cmpstr (names[3], ==, "Espantalho");
  g_assert_cmpstr (cw_card_get_alt_names (scarecrow)[0], ==, "Straw Man");

  /* Search keys hold every name and every text, whatever the user's language. */
  g_assert_cmpstr (cw_card_get_name_key (scarecrow), ==, "scarecrow | epouvantail | espantalho | straw man");
  g_assert_cmpstr (cw_card_get_search_key (scarecrow), ==,
                   "scarecrow | epouvantail | espantalho | straw man | score 1 point for each scarecrow. | "
                   "1 point par carte epouvantail.");

  /* A card without translations has none. */
  g_assert_null (cw_card_get_name_variants (toto)[0]);
  g_assert_null (cw_card_get_text_variants (toto)[0]);
  g_assert_cmpstr (cw_card_pick_name (toto, french), ==, "Toto");

  /* Every variant is saved, the default first, and loads back the same. */
  g_assert_true (cw_card_set_save_to_file (set, saved_path, &error));
  g_assert_no_error (error);
  saved = cw_test_read_file (saved_path);
  g_assert_nonnull (strstr (saved,
                            "    <name>Scarecrow</name>\n"
                            "    <name xml:lang=\"fr\">Épouvantail</name>\n"
                            "    <name xml:lang=\"pt-BR\">Espantalho</name>\n"
                            "    <alt-name>Straw Man</alt-name>\n"));
  g_assert_nonnull (strstr (saved,
                            "    <text>Score 1 point for each <b>Scarecrow</b>.</text>\n"
                            "    <text xml:lang=\"fr\">1 point par carte <b>Épouvantail</b>.</text>\n"));
  assert_round_trip (set);

  /* Editing one language leaves the others; removing a variant leaves the default. */
  cw_card_set_name_for (scarecrow, "fr", "Homme de paille");
  g_assert_cmpstr (cw_card_get_name_for (scarecrow, "fr"), ==, "Homme de paille");
  g_assert_cmpstr (cw_card_get_name_for (scarecrow, NULL), ==, "Scarecrow");
  g_assert_cmpstr (cw_card_get_name_key (scarecrow), ==, "scarecrow | homme de paille | espantalho | straw man");
  cw_card_set_name_for (scarecrow, "fr", NULL);
  cw_card_set_name_for (scarecrow, "pt-BR", NULL);
  g_assert_null (cw_card_get_name_variants (scarecrow)[0]);
  g_assert_cmpstr (cw_card_pick_name (scarecrow, french), ==, "Scarecrow");
  assert_round_trip (set);
}

/* The shipped Oz cards: a search finds a card by its French and its English name, in any language. */
static char *
search_ids (CwSearchIndex *index,
            const char    *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new_indexed (index, text, &error);
  GListModel *model = cw_search_index_get_model (index);
  guint n = g_list_model_get_n_items (model);
  g_autofree guint8 *matches = g_new0 (guint8, n + 1);
  GString *ids = g_string_new (NULL);

  g_assert_no_error (error);
  cw_query_filter (query, index, NULL, matches);
  for (guint i = 0; i < n; i++)
    if (matches[i])
      {
        g_autoptr(CwCard) card = g_list_model_get_item (model, i);
        g_string_append_printf (ids, "%s%s", ids->len ? " " : "", cw_card_get_id (card));
      }
  return g_string_free (ids, FALSE);
}

static void
test_translations_search (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autofree char *path = cw_test_game_path ("oz-draft", "sets", "oz-draft.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (game, path, &error);
  g_autoptr(CwSearchIndex) index = NULL;
  g_autofree char *french = NULL;
  g_autofree char *english = NULL;
  g_autofree char *by_name_en = NULL;
  g_autofree char *robot = NULL;

  g_assert_no_error (error);
  index = cw_search_index_new (game, G_LIST_MODEL (set));
  french = search_ids (index, "épouvantail");
  english = search_ids (index, "scarecrow");
  by_name_en = search_ids (index, "name:\"tin man\" type:character");
  robot = search_ids (index, "name:robot type:character");
  /* The Scarecrow card and every Story card that names it, in its French or English text. */
  g_assert_cmpstr (french, ==, english);
  g_assert_true (g_str_has_prefix (french, "ozdr-scarecrow ozdr-s03 ozdr-s09 "));
  g_assert_cmpstr (by_name_en, ==, "ozdr-tin-man");
  g_assert_cmpstr (robot, ==, "ozdr-tin-man");
}

/* Round trips */

static void
assert_round_trip (CwCardSet *set)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "set.xml", NULL);
  g_autofree char *again_path = g_build_filename (dir, "again.xml", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) loaded = NULL;

  g_assert_true (cw_card_set_save_to_file (set, path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (cw_card_set_get_path (set), ==, path);
  loaded = cw_card_set_new_from_file (cw_card_set_get_game (set), path, &error);
  g_assert_no_error (error);
  assert_sets_equal (set, loaded);

  g_assert_true (cw_card_set_save_to_file (loaded, again_path, &error));
  first = cw_test_read_file (path);
  second = cw_test_read_file (again_path);
  g_assert_cmpstr (first, ==, second);
}

static void
test_round_trip_shipped (gconstpointer data)
{
  const char * const *where = data;
  g_autoptr(CwGame) game = cw_test_load_game (where[0]);
  g_autofree char *path = cw_test_game_path (where[0], "sets", where[1], NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (game, path, &error);

  g_assert_no_error (error);
  assert_round_trip (set);
}

static void
test_round_trip_rich (RichFixture   *fixture,
                      gconstpointer  data)
{
  assert_round_trip (fixture->set);
}

static void
test_round_trip_edited (RichFixture   *fixture,
                        gconstpointer  data)
{
  g_autoptr(CwCard) card = cw_card_new (fixture->game, "r-004");
  const char *tags[] = { "a & b", "<c>", "\"quoted\"", NULL };
  g_autofree char *path = g_build_filename (fixture->dir, "edited.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) loaded = NULL;
  CwCard *broken;

  cw_card_set_card_type (card, "character");
  cw_card_set_name (card, "Name with <angle> & \"quotes\"");
  cw_card_set_version (card, "v2");
  cw_card_add_alt_name (card, "Other & name");
  cw_card_add_keyword (card, "flying");
  cw_card_set_int (card, "cost", 0);
  cw_card_set_bool (card, "magical", FALSE);
  cw_card_set_list (card, "tags", tags);
  cw_card_set_text (card, "<b>Bold</b> and <i>italic</i> &amp; an ampersand");
  cw_card_set_note (card, "note & <more>");
  cw_card_set_image (card, "pics/r-004.png");
  cw_card_set_add (fixture->set, card);
  assert_round_trip (fixture->set);

  /* Text that is not well-formed markup is written escaped: the file still loads. */
  cw_card_set_text (card, "Costs < 3 & more");
  g_assert_true (cw_card_set_save_to_file (fixture->set, path, &error));
  loaded = cw_card_set_new_from_file (fixture->game, path, &error);
  g_assert_no_error (error);
  broken = cw_card_set_lookup (loaded, "r-004");
  g_assert_cmpstr (cw_card_get_plain_text (broken), ==, "Costs < 3 & more");
}

static void
test_round_trip_foreign_markup (RichFixture   *fixture,
                                gconstpointer  data)
{
  g_autoptr(CwCard) card = cw_card_new (fixture->game, "r-005");
  g_autofree char *path = g_build_filename (fixture->dir, "foreign.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) loaded = NULL;
  CwCard *again;

  /* Pango markup the set format does not allow (set through the API, as an editor might):
   * whatever is saved must load again, or the whole set is lost. */
  cw_card_set_card_type (card, "character");
  cw_card_set_name (card, "Polychrome");
  cw_card_set_text (card, "A <span weight=\"bold\">rainbow</span> and <u>clouds</u>");
  cw_card_set_add (fixture->set, card);
  g_assert_true (cw_card_set_save_to_file (fixture->set, path, &error));
  g_assert_no_error (error);
  loaded = cw_card_set_new_from_file (fixture->game, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  if (loaded == NULL)
    return;
  g_assert_cmpuint (cw_card_set_get_n_cards (loaded), ==, 4);
  again = cw_card_set_lookup (loaded, "r-005");
  g_assert_nonnull (again);
  g_assert_nonnull (strstr (cw_card_get_plain_text (again), "rainbow"));
  g_assert_nonnull (strstr (cw_card_get_plain_text (again), "clouds"));
}

static void
test_bad_file_entity_loop (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autoptr(GString) contents = g_string_new (XML_DECL "<!DOCTYPE cardset [\n  <!ENTITY lol \"lol\">\n");
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = NULL;

  /* "A billion laughs": refused at the DOCTYPE, never expanded. */
  for (guint i = 1; i < 10; i++)
    {
      g_string_append_printf (contents, "  <!ENTITY lol%u \"", i);
      for (guint j = 0; j < 10; j++)
        g_string_append_printf (contents, i == 1 ? "&lol;" : "&lol%u;", i - 1);
      g_string_append (contents, "\">\n");
    }
  g_string_append (contents,
                   "]>\n"
                   "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
                   "  <card id=\"b-1\" type=\"character\"><name>&lol9;</name></card>\n"
                   "</cardset>\n");
  path = cw_test_write_file (dir, "set.xml", contents->str);
  set = cw_card_set_new_from_file (game, path, &error);
  g_assert_null (set);
  cw_assert_file_error (error, CW_ERROR_PARSE, path, 2, "a DOCTYPE is not allowed in Cardwright files");
}

/* Editing and the list model */

typedef struct {
  guint position, removed, added, calls;
} ItemsChanged;

static void
on_items_changed (GListModel   *model,
                  guint         position,
                  guint         removed,
                  guint         added,
                  ItemsChanged *seen)
{
  seen->position = position;
  seen->removed = removed;
  seen->added = added;
  seen->calls++;
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           guint      *count)
{
  (*count)++;
}

static void
test_edit (RichFixture   *fixture,
           gconstpointer  data)
{
  CwCardSet *set = fixture->set;
  g_autoptr(CwCard) added = cw_card_new (fixture->game, "r-010");
  g_autoptr(CwCard) replacement = cw_card_new (fixture->game, "r-002");
  ItemsChanged seen = { 0 };
  guint n_items_notified = 0;

  g_signal_connect (set, "items-changed", G_CALLBACK (on_items_changed), &seen);
  g_signal_connect (set, "notify::n-items", G_CALLBACK (on_notify), &n_items_notified);

  /* Adding: at the end, and the card takes the set's id. */
  cw_card_set_name (added, "Ozma");
  cw_card_set_set_id (added, "elsewhere");
  cw_card_set_add (set, added);
  g_assert_cmpuint (seen.calls, ==, 1);
  g_assert_cmpuint (seen.position, ==, 3);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpuint (n_items_notified, ==, 1);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 4);
  g_assert_cmpstr (cw_card_get_set_id (added), ==, "rich-set");
  g_assert_true (cw_card_set_lookup (set, "r-010") == added);

  /* Adding the same card again changes nothing. */
  cw_card_set_add (set, added);
  g_assert_cmpuint (seen.calls, ==, 1);

  /* A card with the id of another replaces it in place. */
  cw_card_set_name (replacement, "The Very End");
  cw_card_set_add (set, replacement);
  g_assert_cmpuint (seen.calls, ==, 2);
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 4);
  g_assert_true (cw_card_set_get_card (set, 1) == replacement);
  g_assert_true (cw_card_set_lookup (set, "r-002") == replacement);

  /* A card's values changed. */
  cw_card_set_card_changed (set, added);
  g_assert_cmpuint (seen.calls, ==, 3);
  g_assert_cmpuint (seen.position, ==, 3);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 1);

  /* Removing. */
  g_assert_true (cw_card_set_remove (set, "r-001"));
  g_assert_cmpuint (seen.calls, ==, 4);
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 0);
  g_assert_cmpuint (n_items_notified, ==, 2);
  g_assert_null (cw_card_set_lookup (set, "r-001"));
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 3);
  g_assert_cmpstr (cw_card_get_id (cw_card_set_get_card (set, 0)), ==, "r-002");
  g_assert_false (cw_card_set_remove (set, "r-001"));
  g_assert_cmpuint (seen.calls, ==, 4);
}

static void
test_new_set (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "my-set", "My cards");
  g_autoptr(CwCardSet) unnamed = cw_card_set_new (game, "plain", NULL);
  g_autoptr(CwCard) card = NULL;
  g_autofree char *id = NULL;
  g_autofree char *next = NULL;
  g_autofree char *accented = NULL;
  g_autofree char *nameless = NULL;

  g_assert_cmpstr (cw_card_set_get_name (set), ==, "My cards");
  g_assert_cmpstr (cw_card_set_get_name (unnamed), ==, "plain");
  g_assert_null (cw_card_set_get_path (set));
  g_assert_null (cw_card_set_dup_folder (set));
  g_assert_false (cw_card_set_is_demo (set));
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 0);
  cw_card_set_set_read_only (set, TRUE);
  g_assert_true (cw_card_set_is_read_only (set));
  cw_card_set_set_name (set, "Renamed");
  g_assert_cmpstr (cw_card_set_get_name (set), ==, "Renamed");

  /* New ids are made from the name and never clash. */
  id = cw_card_set_new_card_id (set, "Dorothy Gale");
  g_assert_cmpstr (id, ==, "my-set-dorothy-gale");
  card = cw_card_new (game, id);
  cw_card_set_add (set, card);
  next = cw_card_set_new_card_id (set, "Dorothy  Gale!");
  g_assert_cmpstr (next, ==, "my-set-dorothy-gale-2");
  accented = cw_card_set_new_card_id (set, "Épouvantail • Homme de Paille");
  g_assert_cmpstr (accented, ==, "my-set-epouvantail-homme-de-paille");
  nameless = cw_card_set_new_card_id (set, NULL);
  g_assert_cmpstr (nameless, ==, "my-set-card");
}

/* Saving */

/* Each check of a safe save (cw-test-util.h), its number the test's data. */
static void
test_save (RichFixture   *fixture,
           gconstpointer  check)
{
  cw_test_check_save (GPOINTER_TO_UINT (check), fixture->set, save_set);
}

/* Bad files */

typedef struct {
  const char *name;
  int         code;
  int         line;
  const char *message;
  const char *contents;
} BadFile;

static const BadFile bad_files[] = {
  { "lang-on-note", CW_ERROR_INVALID, 5,
    "card “b-001”: only <name> and <text> take xml:lang, not <note>",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Dorothy Gale</name>\n"
    "    <note xml:lang=\"fr\">Une note</note>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "lang-twice", CW_ERROR_INVALID, 6,
    "card “b-001”: two <name>s in “fr”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Scarecrow</name>\n"
    "    <name xml:lang=\"fr\">Épouvantail</name>\n"
    "    <name xml:lang=\"fr\">Homme de paille</name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "lang-not-a-language", CW_ERROR_INVALID, 5,
    "card “b-001”: xml:lang=\"fr ca\" is not a language such as “fr” or “pt-BR”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Scarecrow</name>\n"
    "    <name xml:lang=\"fr ca\">Épouvantail</name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "unclosed-tag", CW_ERROR_PARSE, 5,
    "not well-formed XML: Opening and ending tag mismatch: name line 4 and card",
    XML_DECL                                                                    /* 1 */
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"              /* 2 */
    "  <card id=\"b-001\" type=\"character\">\n"                               /* 3 */
    "    <name>Dorothy Gale\n"                                                  /* 4 */
    "  </card>\n"                                                               /* 5 */
    "</cardset>\n" },
  /* libxml2's push parser words an unclosed root this way, on the last line with content. */
  { "unclosed-root", CW_ERROR_PARSE, 5,
    "not well-formed XML: Extra content at the end of the document",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Dorothy Gale</name>\n"
    "  </card>\n" },
  { "undefined-entity", CW_ERROR_PARSE, 5,
    "not well-formed XML: Entity 'nbsp' not defined",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Dorothy Gale</name>\n"
    "    <text>Dorothy&nbsp;Gale</text>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "version-2", CW_ERROR_VERSION, 2,
    "version “2” is not supported; this Cardwright reads version 1",
    XML_DECL
    "<cardset version=\"2\" game=\"oz-storyline\" id=\"bad\">\n"
    "</cardset>\n" },
  { "no-version", CW_ERROR_VERSION, 2,
    "<cardset> needs a version attribute (version=\"1\")",
    XML_DECL
    "<cardset game=\"oz-storyline\" id=\"bad\">\n"
    "</cardset>\n" },
  { "doctype-entity", CW_ERROR_PARSE, 2,
    "a DOCTYPE is not allowed in Cardwright files",
    XML_DECL
    "<!DOCTYPE cardset [ <!ENTITY who \"ozd-001\"> ]>\n"
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"&who;\" type=\"character\">\n"
    "    <name>Dorothy Gale</name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "wrong-root", CW_ERROR_INVALID, 2,
    "expected a <cardset> file, found <library>",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "</library>\n" },
  { "wrong-game", CW_ERROR_INVALID, 2,
    "this set is for the game “oz-good-evil”, not “oz-storyline”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-good-evil\" id=\"bad\">\n"
    "</cardset>\n" },
  { "no-game", CW_ERROR_INVALID, 2,
    "<cardset> needs a “game” attribute",
    XML_DECL
    "<cardset version=\"1\" id=\"bad\">\n"
    "</cardset>\n" },
  { "no-set-id", CW_ERROR_INVALID, 2,
    "<cardset> needs a “id” attribute",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\">\n"
    "</cardset>\n" },
  { "bad-demo", CW_ERROR_INVALID, 2,
    "“demo” on <cardset> must be true or false, not “sort of”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\" demo=\"sort of\">\n"
    "</cardset>\n" },
  { "stray-element", CW_ERROR_INVALID, 3,
    "expected <card> in <cardset>, found <group>",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <group>\n"
    "    <card id=\"b-001\" type=\"character\"><name>Toto</name></card>\n"
    "  </group>\n"
    "</cardset>\n" },
  { "card-no-id", CW_ERROR_INVALID, 4,
    "<card> needs a “id” attribute",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\"><name>Toto</name></card>\n"
    "  <card type=\"character\">\n"
    "    <name>Dorothy Gale</name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "card-twice", CW_ERROR_INVALID, 4,
    "card id “b-001” is used twice",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\"><name>Toto</name></card>\n"
    "  <card id=\"b-001\" type=\"object\"><name>Silver Shoes</name></card>\n"
    "</cardset>\n" },
  { "card-no-type", CW_ERROR_INVALID, 3,
    "<card> needs a “type” attribute",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\">\n"
    "    <name>Toto</name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "unknown-type", CW_ERROR_INVALID, 3,
    "card “b-001” has type “wizard”; The Card Game of Oz has the types "
    "character, object, effect, event, location, title",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"wizard\">\n"
    "    <name>Oz</name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "unknown-alignment", CW_ERROR_INVALID, 3,
    "card “b-001” has alignment “chaotic”, which The Card Game of Oz does not define",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\" alignment=\"chaotic\">\n"
    "    <name>Oz</name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "unknown-keyword", CW_ERROR_INVALID, 5,
    "card “b-001”: keyword “teleport” is not one of The Card Game of Oz's keywords",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <keywords>prime teleport</keywords>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "unknown-field", CW_ERROR_INVALID, 5,
    "card “b-001”: The Card Game of Oz has no field “mana”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <field id=\"mana\">3</field>\n"
    "  </card>\n"
    "</cardset>\n" },
  /* Files use the field's id; aliases are for queries. */
  { "field-alias", CW_ERROR_INVALID, 5,
    "card “b-001”: The Card Game of Oz has no field “sp”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <field id=\"sp\">3</field>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "field-no-id", CW_ERROR_INVALID, 5,
    "<field> needs a “id” attribute",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <field>3</field>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "field-not-a-number", CW_ERROR_INVALID, 6,
    "card “b-001”: Story Point cost must be a whole number, not “three”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <field id=\"vitality\">3</field>\n"
    "    <field id=\"cost\">three</field>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "field-over-the-range", CW_ERROR_INVALID, 6,
    "card “b-001”: Story Point cost must be from -99999 to 99999, not 2147483647",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <field id=\"vitality\">3</field>\n"
    "    <field id=\"cost\">2147483647</field>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "field-not-a-bool", CW_ERROR_INVALID, 5,
    "card “b-001”: Magical must be true or false, not “maybe”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <field id=\"magical\">maybe</field>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "no-name", CW_ERROR_INVALID, 3,
    "card “b-001” needs a <name>",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <field id=\"cost\">3</field>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "empty-name", CW_ERROR_INVALID, 3,
    "card “b-001” needs a <name>",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>   </name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "markup-not-allowed", CW_ERROR_INVALID, 6,
    "card “b-001”: <u> is not allowed in <text>; use <b> or <i>",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <text>The <b>great and\n"
    "      <u>terrible</u></b> Oz</text>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "image-outside-folder", CW_ERROR_INVALID, 5,
    "card “b-001”: the image must be a file in the set's folder, not “../../secret.png”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <image>../../secret.png</image>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "image-absolute", CW_ERROR_INVALID, 5,
    "card “b-001”: the image must be a file in the set's folder, not “/etc/passwd”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <image>/etc/passwd</image>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "image-url", CW_ERROR_INVALID, 5,
    "card “b-001”: the image must be the name of a file in the set's folder, not an address (“https://example.org/oz.png”)",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <image>https://example.org/oz.png</image>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "image-file-url", CW_ERROR_INVALID, 5,
    "card “b-001”: the image must be the name of a file in the set's folder, not an address (“file:///etc/shadow”)",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <image>file:///etc/shadow</image>\n"
    "  </card>\n"
    "</cardset>\n" },
  /* The set id becomes the file name of the set in the player's folder. */
  { "set-id-escapes", CW_ERROR_INVALID, 2,
    "the set id “../../../../../escaped” is not allowed: an id is 1 to 64 letters, digits, “-”, “_” or “.”, not starting with “.”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"../../../../../escaped\">\n"
    "</cardset>\n" },
  { "set-id-slash", CW_ERROR_INVALID, 2,
    "the set id “sets/mine” is not allowed: an id is 1 to 64 letters, digits, “-”, “_” or “.”, not starting with “.”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"sets/mine\">\n"
    "</cardset>\n" },
  { "set-id-hidden", CW_ERROR_INVALID, 2,
    "the set id “.hidden” is not allowed: an id is 1 to 64 letters, digits, “-”, “_” or “.”, not starting with “.”",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\".hidden\">\n"
    "</cardset>\n" },
  { "element-in-name", CW_ERROR_INVALID, 4,
    "card “b-001”: unexpected <b>",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>The <b>Great</b> Oz</name>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "item-in-number", CW_ERROR_INVALID, 5,
    "card “b-001”: unexpected <item>",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <field id=\"cost\"><item>3</item></field>\n"
    "  </card>\n"
    "</cardset>\n" },
  { "unknown-element", CW_ERROR_INVALID, 5,
    "card “b-001”: unknown element <flavour>",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"bad\">\n"
    "  <card id=\"b-001\" type=\"character\">\n"
    "    <name>Oz</name>\n"
    "    <flavour>Great and terrible.</flavour>\n"
    "  </card>\n"
    "</cardset>\n" },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "set.xml", bad->contents);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (game, path, &error);

  g_assert_null (set);
  cw_assert_file_error (error, bad->code, path, bad->line, bad->message);
}

static void
test_bad_file_missing (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "set.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (game, path, &error);

  g_assert_null (set);
  cw_assert_file_error (error, CW_ERROR_IO, path, 0, "No such file or directory");
}

static void
test_bad_file_empty (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "set.xml", "");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (game, path, &error);

  /* The loader's own words for an empty file, not libxml's "Extra content at the end". */
  g_assert_null (set);
  cw_assert_file_error (error, CW_ERROR_PARSE, path, 0, "not well-formed XML: the file is empty");
}

static void
test_bad_file_far_down (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autoptr(GString) contents = g_string_new (XML_DECL);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = NULL;

  /* Big sets run past line 65,535, where libxml2 stops counting unless told to (XML_PARSE_BIG_LINES). */
  g_string_append (contents, "<cardset version=\"1\" game=\"oz-storyline\" id=\"big\">\n");  /* 2 */
  for (guint i = 0; i < 70000; i++)                                                        /* 3…70002 */
    g_string_append_c (contents, '\n');
  g_string_append (contents,
                   "  <card id=\"big-1\" type=\"wizard\">\n"                                /* 70003 */
                   "    <name>Oz</name>\n"
                   "  </card>\n"
                   "</cardset>\n");
  path = cw_test_write_file (dir, "big.xml", contents->str);
  set = cw_card_set_new_from_file (game, path, &error);
  g_assert_null (set);
  cw_assert_file_error (error, CW_ERROR_INVALID, path, 70003,
                        "card “big-1” has type “wizard”; The Card Game of Oz has the types "
                        "character, object, effect, event, location, title");
}

/* A card's own back: read, kept through a save, refused outside the set's folder (file and line). */
static void
test_card_back (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *dir = g_dir_make_tmp ("cw-back-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "backs.xml", NULL);
  g_autofree char *saved = g_build_filename (dir, "saved.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(CwCardSet) again = NULL;
  CwCardSet *bad;

  g_assert_true (g_file_set_contents (path,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"backs\" name=\"Backs\">\n"
    "  <card id=\"b-1\" type=\"event\"><name>Cyclone</name><back>cyclone-back.png</back></card>\n"
    "</cardset>\n", -1, NULL));
  set = cw_card_set_new_from_file (game, path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_card_get_back (cw_card_set_lookup (set, "b-1")), ==, "cyclone-back.png");
  g_assert_true (cw_card_set_save_to_file (set, saved, &error));
  g_assert_no_error (error);
  again = cw_card_set_new_from_file (game, saved, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_card_get_back (cw_card_set_lookup (again, "b-1")), ==, "cyclone-back.png");

  g_assert_true (g_file_set_contents (path,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"backs\" name=\"Backs\">\n"
    "  <card id=\"b-1\" type=\"event\"><name>Cyclone</name><back>../elsewhere.png</back></card>\n"
    "</cardset>\n", -1, NULL));
  bad = cw_card_set_new_from_file (game, path, &error);
  g_assert_null (bad);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "backs.xml:3"));
  g_assert_nonnull (strstr (error->message, "the back must be a file in the set's folder, not “../elsewhere.png”"));
  g_unlink (path);
  g_unlink (saved);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  static const char *shipped[][2] = {
    { "oz-storyline", "oz-demo.xml" },
    { "oz-good-evil", "good-and-evil.xml" },
    { "od", "standard-deck.xml" },
    { "oz-draft", "oz-draft.xml" },
  };

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/card-set/load/shipped", test_load_shipped);
  g_test_add ("/core/card-set/load/every-part", RichFixture, NULL,
              rich_fixture_set_up, test_load_rich, rich_fixture_tear_down);
  g_test_add_func ("/core/card-set/load/ampersand-in-attributes", test_load_ampersand);
  g_test_add_func ("/core/card-set/translations/load-pick-save", test_translations);
  g_test_add_func ("/core/card-set/translations/search", test_translations_search);
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/core/card-set/round-trip/%s", shipped[i][0]);
      g_test_add_data_func (test_path, shipped[i], test_round_trip_shipped);
    }
  g_test_add ("/core/card-set/round-trip/every-part", RichFixture, NULL,
              rich_fixture_set_up, test_round_trip_rich, rich_fixture_tear_down);
  g_test_add ("/core/card-set/round-trip/edited", RichFixture, NULL,
              rich_fixture_set_up, test_round_trip_edited, rich_fixture_tear_down);
  g_test_add ("/core/card-set/round-trip/foreign-markup", RichFixture, NULL,
              rich_fixture_set_up, test_round_trip_foreign_markup, rich_fixture_tear_down);
  g_test_add ("/core/card-set/edit", RichFixture, NULL,
              rich_fixture_set_up, test_edit, rich_fixture_tear_down);
  g_test_add_func ("/core/card-set/new", test_new_set);
  g_test_add_func ("/core/card-set/back", test_card_back);
  for (guint i = 0; i < CW_TEST_N_SAVE_CHECKS; i++)
    {
      g_autofree char *test_path = g_strconcat ("/core/card-set/save/", cw_test_save_check_name (i), NULL);

      g_test_add (test_path, RichFixture, GUINT_TO_POINTER (i), rich_fixture_set_up, test_save,
                  rich_fixture_tear_down);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/core/card-set/bad/%s", bad_files[i].name);
      g_test_add_data_func (test_path, &bad_files[i], test_bad_file);
    }
  g_test_add_func ("/core/card-set/bad/missing-file", test_bad_file_missing);
  g_test_add_func ("/core/card-set/bad/empty-file", test_bad_file_empty);
  g_test_add_func ("/core/card-set/bad/far-down", test_bad_file_far_down);
  g_test_add_func ("/core/card-set/bad/entity-loop", test_bad_file_entity_loop);

  return g_test_run ();
}
