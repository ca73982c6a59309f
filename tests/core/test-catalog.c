/* test-catalog.c: every card of a game over its sets: loading, lookups by id and name, the list model. */
#include "cw-test-util.h"

#define XML_DECL "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

static const char user_set[] =
  XML_DECL
  "<cardset version=\"1\" game=\"oz-storyline\" id=\"my-set\" name=\"My cards\">\n"
  "  <card id=\"my-001\" type=\"character\" alignment=\"good\">\n"
  "    <name>Dorothy Gale</name>\n"
  "    <version>Queen of Kansas</version>\n"
  "    <field id=\"cost\">4</field>\n"
  "  </card>\n"
  "  <card id=\"my-002\" type=\"object\">\n"
  "    <name>Pink Kitten</name>\n"
  "    <alt-name>Eureka</alt-name>\n"
  "  </card>\n"
  "</cardset>\n";

static char *
write_user_set (const char *game_id,
                const char *file_name,
                const char *contents)
{
  g_autofree char *user_dir = cw_game_get_user_dir (game_id);
  g_autofree char *sets = g_build_filename (user_dir, "sets", NULL);

  g_assert_cmpint (g_mkdir_with_parents (sets, 0700), ==, 0);
  return cw_test_write_file (sets, file_name, contents);
}

/* Loading */

static void
test_load_shipped (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  GListModel *sets = cw_catalog_get_sets (catalog);
  g_autoptr(CwCardSet) demo = g_list_model_get_item (sets, 0);
  CwCard *shoes;

  g_assert_true (cw_catalog_get_game (catalog) == game);
  g_assert_cmpuint (g_list_model_get_n_items (sets), ==, 1);
  g_assert_cmpstr (cw_card_set_get_id (demo), ==, "oz-demo");
  /* Shipped sets are read-only. */
  g_assert_true (cw_card_set_is_read_only (demo));
  g_assert_true (cw_catalog_find_set (catalog, "oz-demo") == demo);
  g_assert_null (cw_catalog_find_set (catalog, "my-set"));
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 115);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 115);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (catalog)) == CW_TYPE_CARD);

  shoes = cw_catalog_lookup (catalog, "ozd-042");
  g_assert_nonnull (shoes);
  g_assert_cmpstr (cw_card_get_name (shoes), ==, "Silver Shoes");
  g_assert_true (cw_catalog_get_set_of (catalog, shoes) == demo);
  g_assert_null (cw_catalog_lookup (catalog, "ozd-999"));
  g_assert_null (cw_catalog_lookup (catalog, "Silver Shoes"));
}

static void
test_load_no_sets (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("disney-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);

  g_assert_cmpuint (g_list_model_get_n_items (cw_catalog_get_sets (catalog)), ==, 0);
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 0);
  g_assert_null (cw_catalog_find_by_name (catalog, "Mickey"));
}

static void
test_load_user_sets (void)
{
  g_autofree char *path = write_user_set ("oz-storyline", "my-set.xml", user_set);
  g_autofree char *ignored = write_user_set ("oz-storyline", "notes.txt", "not a set");
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  GListModel *sets = cw_catalog_get_sets (catalog);
  CwCardSet *mine;
  g_autoptr(CwCard) last = NULL;

  /* The shipped sets first, then the user's, which may be edited. */
  g_assert_cmpuint (g_list_model_get_n_items (sets), ==, 2);
  mine = cw_catalog_find_set (catalog, "my-set");
  g_assert_nonnull (mine);
  g_assert_false (cw_card_set_is_read_only (mine));
  g_assert_cmpstr (cw_card_set_get_path (mine), ==, path);
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 117);
  last = g_list_model_get_item (G_LIST_MODEL (catalog), 116);
  g_assert_cmpstr (cw_card_get_id (last), ==, "my-002");
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (catalog), 117));
  g_assert_true (cw_catalog_get_set_of (catalog, cw_catalog_lookup (catalog, "my-001")) == mine);
}

static void
test_load_bad_user_set (void)
{
  g_autofree char *path = write_user_set ("oz-storyline", "broken.xml",
    XML_DECL                                                              /* 1 */
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"broken\">\n"       /* 2 */
    "  <card id=\"b-1\" type=\"wizard\"><name>Oz</name></card>\n"         /* 3 */
    "</cardset>\n");
  g_autofree char *escaping = write_user_set ("oz-storyline", "escaping.xml",
    XML_DECL                                                              /* 1 */
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"escaping\">\n"     /* 2 */
    "  <card id=\"e-1\" type=\"character\"><name>Oz</name>\n"             /* 3 */
    "    <image>../../x.png</image></card>\n"                              /* 4 */
    "</cardset>\n");
  g_autofree char *good = write_user_set ("oz-storyline", "good.xml",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"good\">\n"
    "  <card id=\"g-1\" type=\"character\"><name>Ojo</name></card>\n"
    "</cardset>\n");
  g_autofree char *what = g_strdup_printf ("%s:3: card “b-1” has type “wizard”; The Card Game of Oz has the types "
                                           "character, object, effect, event, location, title "
                                           "(this card set is left out)", path);
  g_autofree char *what_escaping = g_strdup_printf ("%s:4: card “e-1”: the image must be a file in the set's "
                                                    "folder, not “../../x.png” (this card set is left out)", escaping);
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCatalog) catalog = cw_catalog_new_for_game (game, &error);
  GPtrArray *errors;

  /* One bad set once hid the whole game: now it is left out, said, and the rest loads. */
  g_assert_no_error (error);
  g_assert_nonnull (catalog);
  g_assert_nonnull (cw_catalog_lookup (catalog, "ozd-001"));
  g_assert_nonnull (cw_catalog_lookup (catalog, "g-1"));
  g_assert_null (cw_catalog_find_set (catalog, "broken"));
  g_assert_null (cw_catalog_find_set (catalog, "escaping"));
  errors = cw_catalog_get_load_errors (catalog);
  g_assert_cmpuint (errors->len, ==, 2);
  g_assert_error ((GError *) g_ptr_array_index (errors, 0), CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (((GError *) g_ptr_array_index (errors, 0))->message, ==, what);
  g_assert_cmpstr (((GError *) g_ptr_array_index (errors, 1))->message, ==, what_escaping);
}

/* The same set id twice, or a card id in two sets, is never silent: both files are named. */
static void
test_load_clashes (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autofree char *shipped = cw_test_game_path ("oz-storyline", "sets", "oz-demo.xml", NULL);
  g_autofree char *again = write_user_set ("oz-storyline", "a-again.xml",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"oz-demo\">\n"
    "  <card id=\"n-1\" type=\"character\"><name>Nobody</name></card>\n"
    "</cardset>\n");
  g_autofree char *one = write_user_set ("oz-storyline", "b-one.xml",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"one\">\n"
    "  <card id=\"ozd-001\" type=\"character\"><name>Another Dorothy</name></card>\n"
    "  <card id=\"one-1\" type=\"character\"><name>Ojo</name></card>\n"
    "</cardset>\n");
  g_autofree char *many = write_user_set ("oz-storyline", "c-many.xml",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"many\">\n"
    "  <card id=\"one-1\" type=\"character\"><name>Ojo again</name></card>\n"
    "  <card id=\"ozd-002\" type=\"character\"><name>Toto again</name></card>\n"
    "  <card id=\"many-1\" type=\"character\"><name>Scraps</name></card>\n"
    "</cardset>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCatalog) catalog = cw_catalog_new_for_game (game, &error);
  g_autofree char *what_again = g_strdup_printf ("%s: the set id “oz-demo” is already used by %s; this card set is left out",
                                                 again, shipped);
  g_autofree char *what_one = g_strdup_printf ("%s: card “ozd-001” is also in %s; the card there is the one used",
                                               one, shipped);
  g_autofree char *what_many = g_strdup_printf ("%s: 2 card ids are also in earlier sets, the first “one-1” in %s; "
                                                "the cards there are the ones used", many, one);
  GPtrArray *errors;

  g_assert_no_error (error);
  g_assert_null (cw_catalog_lookup (catalog, "n-1"));
  g_assert_cmpstr (cw_card_get_name (cw_catalog_lookup (catalog, "ozd-001")), ==, "Dorothy Gale");
  g_assert_cmpstr (cw_card_get_name (cw_catalog_lookup (catalog, "one-1")), ==, "Ojo");
  g_assert_nonnull (cw_catalog_lookup (catalog, "many-1"));
  errors = cw_catalog_get_load_errors (catalog);
  g_assert_cmpuint (errors->len, ==, 3);
  g_assert_cmpstr (((GError *) g_ptr_array_index (errors, 0))->message, ==, what_again);
  g_assert_cmpstr (((GError *) g_ptr_array_index (errors, 1))->message, ==, what_one);
  g_assert_cmpstr (((GError *) g_ptr_array_index (errors, 2))->message, ==, what_many);
}

static void
test_load_user_game (void)
{
  g_autofree char *user_dir = cw_game_get_user_dir ("my-game");
  g_autofree char *game_path = NULL;
  g_autofree char *set_path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  CwGame *mine = NULL;

  g_assert_cmpint (g_mkdir_with_parents (user_dir, 0700), ==, 0);
  game_path = cw_test_write_file (user_dir, "game.xml",
    XML_DECL
    "<game version=\"1\" id=\"my-game\" system=\"duel\">\n"
    "  <name>My game</name>\n"
    "  <types><type id=\"hero\"/></types>\n"
    "</game>\n");
  set_path = write_user_set ("my-game", "heroes.xml",
    XML_DECL
    "<cardset version=\"1\" game=\"my-game\" id=\"heroes\">\n"
    "  <card id=\"h-1\" type=\"hero\"><name>Ozma</name></card>\n"
    "</cardset>\n");

  games = cw_game_load_all (&error);
  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    if (g_str_equal (cw_game_get_id (g_ptr_array_index (games, i)), "my-game"))
      mine = g_ptr_array_index (games, i);
  g_assert_nonnull (mine);
  if (mine == NULL)
    return;

  /* A user game's folder is its user folder: its sets load once, and may be edited. */
  catalog = cw_catalog_new_for_game (mine, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (cw_catalog_get_sets (catalog)), ==, 1);
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 1);
  g_assert_false (cw_card_set_is_read_only (cw_catalog_find_set (catalog, "heroes")));
}

static void
test_load_game_copy (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwGame) copy = cw_game_copy (game, "my-oz", "My Oz");
  g_autofree char *set_path = write_user_set ("my-oz", "extra.xml",
    XML_DECL
    "<cardset version=\"1\" game=\"my-oz\" id=\"extra\">\n"
    "  <card id=\"x-1\" type=\"character\"><name>Ojo</name></card>\n"
    "</cardset>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCatalog) catalog = cw_catalog_new_for_game (copy, &error);

  /* A copy not yet saved has no folder: its cards are the user's sets for its id. */
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (cw_catalog_get_sets (catalog)), ==, 1);
  g_assert_cmpstr (cw_card_get_name (cw_catalog_lookup (catalog, "x-1")), ==, "Ojo");
  g_assert_null (cw_catalog_lookup (catalog, "ozd-001"));
}

/* Lookups by name */

static void
test_find_by_title (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);

  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "Dorothy Gale • Girl from Kansas")), ==, "ozd-001");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "dorothy gale • princess of oz")), ==, "ozd-002");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "  DOROTHY   GALE • PRINCESS OF OZ ")), ==, "ozd-002");
  /* A name with several versions: the first in catalog order. */
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "Dorothy Gale")), ==, "ozd-001");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "toto")), ==, "ozd-003");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "Silver Shoes")), ==, "ozd-042");
  g_assert_null (cw_catalog_find_by_name (catalog, "Dorothy"));
  g_assert_null (cw_catalog_find_by_name (catalog, "ozd-001"));
  g_assert_null (cw_catalog_find_by_name (catalog, ""));
}

static void
test_find_all_by_name (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(GPtrArray) dorothy = cw_catalog_find_all_by_name (catalog, "dorothy gale");
  g_autoptr(GPtrArray) witch = cw_catalog_find_all_by_name (catalog, "Wicked Witch of the West");
  g_autoptr(GPtrArray) one = cw_catalog_find_all_by_name (catalog, "Wicked Witch of the West • Ruler of the Winkies");
  g_autoptr(GPtrArray) none = cw_catalog_find_all_by_name (catalog, "Mickey");

  g_assert_cmpuint (dorothy->len, ==, 2);
  g_assert_cmpstr (cw_card_get_id (g_ptr_array_index (dorothy, 0)), ==, "ozd-001");
  g_assert_cmpstr (cw_card_get_id (g_ptr_array_index (dorothy, 1)), ==, "ozd-002");
  g_assert_cmpuint (witch->len, ==, 2);
  g_assert_cmpstr (cw_card_get_id (g_ptr_array_index (witch, 0)), ==, "ozd-032");
  g_assert_cmpstr (cw_card_get_id (g_ptr_array_index (witch, 1)), ==, "ozd-033");
  g_assert_cmpuint (one->len, ==, 1);
  g_assert_cmpstr (cw_card_get_id (g_ptr_array_index (one, 0)), ==, "ozd-032");
  g_assert_nonnull (none);
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_find_accents (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);

  /* Alt names, case- and accent-blind: the French names of the rules. */
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "epouvantail")), ==, "ozdr-scarecrow");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "ÉPOUVANTAIL")), ==, "ozdr-scarecrow");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "Épouvantail")), ==, "ozdr-scarecrow");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "Scarecrow")), ==, "ozdr-scarecrow");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "robot")), ==, "ozdr-tin-man");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "sorciere")), ==, "ozdr-witch");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "1 point par epouvantail")), ==, "ozdr-s03");
  g_assert_null (cw_catalog_find_by_name (catalog, "epouvantai"));
}

static void
test_find_corrected_spelling (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);

  /* The list's typo as printed, and the corrected spelling as an alt name. */
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "dorothy gale")), ==, "ge-g01");
  g_assert_cmpstr (cw_card_get_name (cw_catalog_find_by_name (catalog, "dorothy gale")), ==, "Dorthy Gale");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "Dorthy Gale")), ==, "ge-g01");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "tin woodman")), ==, "ge-g06");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "Kaliko the Steward")), ==, "ge-e22");
  /* A typed apostrophe finds the printed one. */
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "i'll get you my pretty")), ==, "ge-e14");
  g_assert_cmpstr (cw_card_get_id (cw_catalog_find_by_name (catalog, "I’ll get you my Pretty")), ==, "ge-e14");
}

static void
test_suggest_name (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwGame) draft = cw_test_load_game ("oz-draft");
  g_autoptr(CwCatalog) draft_catalog = cw_test_load_catalog (draft);
  g_autofree char *slip = cw_catalog_suggest_name (catalog, "Dorthy Gale");
  g_autofree char *title = cw_catalog_suggest_name (catalog, "DOROTHY GALE - GIRL FROM KANSS");
  g_autofree char *vowel = cw_catalog_suggest_name (catalog, "tin woodmen");
  g_autofree char *french = cw_catalog_suggest_name (draft_catalog, "Epouvantial");
  g_autofree char *exact = cw_catalog_suggest_name (catalog, "Dorothy Gale");
  g_autofree char *far = cw_catalog_suggest_name (catalog, "Glinda the Good");
  g_autofree char *short_name = cw_catalog_suggest_name (catalog, "Tx");

  /* Spelt as the card spells it, whichever way the list wrote it. */
  g_assert_cmpstr (slip, ==, "Dorothy Gale");
  g_assert_cmpstr (title, ==, "Dorothy Gale • Girl from Kansas");
  g_assert_cmpstr (vowel, ==, "Tin Woodman");
  g_assert_cmpstr (french, ==, "Épouvantail");
  /* A name that finds a card needs no suggestion; one too far from every name gets none. */
  g_assert_null (exact);
  g_assert_null (far);
  g_assert_null (short_name);
}

/* The list model */

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
test_items_changed (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwCardSet) mine = cw_card_set_new (game, "my-set", "My cards");
  g_autoptr(CwCardSet) empty = cw_card_set_new (game, "empty", NULL);
  g_autoptr(CwCardSet) stranger = cw_card_set_new (game, "stranger", NULL);
  g_autoptr(CwCard) kitten = cw_card_new (game, "my-001");
  g_autoptr(CwCard) hen = cw_card_new (game, "my-002");
  g_autoptr(CwCard) at_8 = NULL;
  ItemsChanged seen = { 0 };

  g_signal_connect (catalog, "items-changed", G_CALLBACK (on_items_changed), &seen);
  cw_card_set_name (kitten, "Pink Kitten");
  cw_card_set_add (mine, kitten);

  /* A set added: its cards appear after the others. */
  cw_catalog_add_set (catalog, mine);
  g_assert_cmpuint (seen.calls, ==, 1);
  g_assert_cmpuint (seen.position, ==, 115);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 116);

  /* An empty set changes no items. */
  cw_catalog_add_set (catalog, empty);
  g_assert_cmpuint (seen.calls, ==, 1);

  /* A card added to a set: at the set's offset plus its place in the set. */
  cw_card_set_name (hen, "Billina");
  cw_card_set_add (mine, hen);
  g_assert_cmpuint (seen.calls, ==, 2);
  g_assert_cmpuint (seen.position, ==, 116);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_true (cw_catalog_lookup (catalog, "my-002") == hen);

  /* A card changed, and one removed from the first set. */
  cw_card_set_card_changed (mine, hen);
  g_assert_cmpuint (seen.calls, ==, 3);
  g_assert_cmpuint (seen.position, ==, 116);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_true (cw_card_set_remove (cw_catalog_find_set (catalog, "oz-demo"), "ozd-008"));
  g_assert_cmpuint (seen.calls, ==, 4);
  g_assert_cmpuint (seen.position, ==, 7);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 0);
  at_8 = g_list_model_get_item (G_LIST_MODEL (catalog), 7);
  g_assert_cmpstr (cw_card_get_id (at_8), ==, "ozd-009");
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 116);

  /* A set removed: its cards go; a set the catalog does not hold changes nothing. */
  cw_catalog_remove_set (catalog, mine);
  g_assert_cmpuint (seen.calls, ==, 5);
  g_assert_cmpuint (seen.position, ==, 114);
  g_assert_cmpuint (seen.removed, ==, 2);
  g_assert_cmpuint (seen.added, ==, 0);
  g_assert_null (cw_catalog_lookup (catalog, "my-001"));
  cw_catalog_remove_set (catalog, stranger);
  g_assert_cmpuint (seen.calls, ==, 5);

  /* A removed set no longer reaches the catalog. */
  cw_card_set_remove (mine, "my-001");
  g_assert_cmpuint (seen.calls, ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (cw_catalog_get_sets (catalog)), ==, 2);
}

static void
test_name_index_follows_changes (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwCardSet) mine = cw_card_set_new (game, "my-set", NULL);
  g_autoptr(CwCard) kitten = cw_card_new (game, "my-001");
  CwCardSet *demo = cw_catalog_find_set (catalog, "oz-demo");

  /* Look a name up first, so that the index exists before the changes. */
  g_assert_null (cw_catalog_find_by_name (catalog, "Pink Kitten"));
  cw_card_set_name (kitten, "Pink Kitten");
  cw_card_set_add (mine, kitten);
  cw_catalog_add_set (catalog, mine);
  g_assert_true (cw_catalog_find_by_name (catalog, "pink kitten") == kitten);

  /* Renamed, then announced: the new name is found and the old one is not. */
  cw_card_set_name (kitten, "Eureka");
  cw_card_set_card_changed (mine, kitten);
  g_assert_true (cw_catalog_find_by_name (catalog, "eureka") == kitten);
  g_assert_null (cw_catalog_find_by_name (catalog, "pink kitten"));

  cw_card_set_remove (demo, "ozd-003");
  g_assert_null (cw_catalog_find_by_name (catalog, "Toto"));
  cw_catalog_remove_set (catalog, mine);
  g_assert_null (cw_catalog_find_by_name (catalog, "eureka"));
}

static void
test_outlived_by_sets (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  CwCatalog *catalog = cw_catalog_new (game);
  g_autoptr(CwCardSet) mine = cw_card_set_new (game, "my-set", NULL);
  g_autoptr(CwCard) kitten = cw_card_new (game, "my-001");

  cw_catalog_add_set (catalog, mine);
  g_assert_finalize_object (catalog);
  /* The set lives on and changes without reaching a freed catalog. */
  cw_card_set_add (mine, kitten);
  g_assert_cmpuint (cw_card_set_get_n_cards (mine), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/catalog/load/shipped", test_load_shipped);
  g_test_add_func ("/core/catalog/load/no-sets", test_load_no_sets);
  g_test_add_func ("/core/catalog/load/user-sets", test_load_user_sets);
  g_test_add_func ("/core/catalog/load/bad-user-set", test_load_bad_user_set);
  g_test_add_func ("/core/catalog/load/clashes", test_load_clashes);
  g_test_add_func ("/core/catalog/load/user-game", test_load_user_game);
  g_test_add_func ("/core/catalog/load/game-copy", test_load_game_copy);
  g_test_add_func ("/core/catalog/find/title", test_find_by_title);
  g_test_add_func ("/core/catalog/find/all", test_find_all_by_name);
  g_test_add_func ("/core/catalog/find/accents", test_find_accents);
  g_test_add_func ("/core/catalog/find/corrected-spelling", test_find_corrected_spelling);
  g_test_add_func ("/core/catalog/find/suggest", test_suggest_name);
  g_test_add_func ("/core/catalog/items-changed", test_items_changed);
  g_test_add_func ("/core/catalog/name-index", test_name_index_follows_changes);
  g_test_add_func ("/core/catalog/outlived-by-sets", test_outlived_by_sets);

  return g_test_run ();
}
