/* test-library.c: Libraries: loading, counts, the construction check on the shipped data, shortfall, saving, bad files. */
#include "cw-test-util.h"

#define XML_DECL "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

/* A shipped game, its catalog and one of its Libraries. */
typedef struct {
  CwGame    *game;
  CwCatalog *catalog;
  CwLibrary *library;
} Fixture;

static void
fixture_load (Fixture    *fixture,
              const char *game_id,
              const char *library_file)
{
  fixture->game = cw_test_load_game (game_id);
  fixture->catalog = cw_test_load_catalog (fixture->game);
  fixture->library = library_file ? cw_test_load_library (fixture->catalog, library_file) : NULL;
}

static void
fixture_set_up_fab_four (Fixture       *fixture,
                         gconstpointer  data)
{
  fixture_load (fixture, "oz-storyline", "the-fab-four.xml");
}

static void
fixture_set_up_good_deck (Fixture       *fixture,
                          gconstpointer  data)
{
  fixture_load (fixture, "oz-good-evil", "good-deck.xml");
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->library);
  g_clear_object (&fixture->catalog);
  g_clear_object (&fixture->game);
}

static gboolean
save_library (gpointer     object,
              const char  *path,
              GError     **error)
{
  return cw_library_save_to_file (object, path, error);
}

static GPtrArray *
check (Fixture *fixture)
{
  return cw_library_check (fixture->library, fixture->catalog);
}

static void
assert_problem (GPtrArray  *problems,
                guint       index,
                CwSeverity  severity,
                const char *section_id,
                const char *card_id,
                const char *message)
{
  CwProblem *problem;

  g_assert_cmpuint (index, <, problems->len);
  if (index >= problems->len)
    return;
  problem = g_ptr_array_index (problems, index);
  g_assert_cmpstr (cw_problem_get_message (problem), ==, message);
  g_assert_cmpint (cw_problem_get_severity (problem), ==, severity);
  g_assert_cmpstr (cw_problem_get_section (problem), ==, section_id);
  g_assert_cmpstr (cw_problem_get_card_id (problem), ==, card_id);
}

/* The check of a Library that breaks one rule: that one problem, and nothing else. */
static GPtrArray *
check_only (Fixture    *fixture,
            CwSeverity  severity,
            const char *section_id,
            const char *card_id,
            const char *message)
{
  GPtrArray *problems = check (fixture);

  g_assert_cmpuint (problems->len, ==, 1);
  assert_problem (problems, 0, severity, section_id, card_id, message);
  return problems;
}

static char *
section_ids (CwLibrary *library)
{
  g_auto(GStrv) ids = cw_library_dup_section_ids (library);

  return g_strjoinv (" ", ids);
}

/* Loading the shipped Libraries */

static void
test_load_fab_four (Fixture       *fixture,
                    gconstpointer  data)
{
  CwLibrary *library = fixture->library;
  g_autofree char *path = cw_test_game_path ("oz-storyline", "libraries", "the-fab-four.xml", NULL);
  g_autofree char *ids = section_ids (library);
  GPtrArray *entries = cw_library_get_entries (library, "library");
  CwLibraryEntry *first = g_ptr_array_index (entries, 0);
  CwLibraryEntry *last = g_ptr_array_index (entries, entries->len - 1);

  g_assert_cmpstr (cw_library_get_name (library), ==, "The Fab Four");
  g_assert_true (g_str_has_prefix (cw_library_get_notes (library), "Good. Dorothy, the Scarecrow, the Tin Woodman"));
  g_assert_null (cw_library_get_side (library));
  g_assert_cmpstr (cw_library_get_path (library), ==, path);
  g_assert_true (cw_library_get_game (library) == fixture->game);
  g_assert_cmpstr (ids, ==, "library folio title");

  /* 60 game cards, 15 Locations, 1 Title card; entries in file order. */
  g_assert_cmpuint (entries->len, ==, 29);
  g_assert_cmpstr (first->card_id, ==, "ozd-001");
  g_assert_cmpuint (first->count, ==, 3);
  g_assert_cmpstr (last->card_id, ==, "ozd-078");
  g_assert_cmpuint (last->count, ==, 2);
  g_assert_cmpuint (cw_library_get_entries (library, "folio")->len, ==, 14);
  g_assert_cmpuint (cw_library_get_total (library, NULL), ==, 76);
  g_assert_cmpuint (cw_library_get_total (library, "library"), ==, 60);
  g_assert_cmpuint (cw_library_get_total (library, "folio"), ==, 15);
  g_assert_cmpuint (cw_library_get_total (library, "title"), ==, 1);
  g_assert_cmpuint (cw_library_get_count (library, "ozd-001"), ==, 3);
  g_assert_cmpuint (cw_library_get_count (library, "ozd-080"), ==, 2);
  g_assert_cmpuint (cw_library_get_count (library, "ozd-087"), ==, 0);
  g_assert_cmpuint (cw_library_get_section_count (library, "folio", "ozd-080"), ==, 2);
  g_assert_cmpuint (cw_library_get_section_count (library, "library", "ozd-080"), ==, 0);
  g_assert_cmpuint (cw_library_get_section_count (library, "sideboard", "ozd-080"), ==, 0);
}

static void
test_shipped_legal (gconstpointer data)
{
  const char * const *where = data;
  Fixture fixture = { 0 };
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *text = NULL;

  fixture_load (&fixture, where[0], where[1]);
  problems = check (&fixture);
  text = cw_test_problems_text (problems);
  /* Not a warning either. */
  g_assert_cmpstr (text, ==, "");
  g_assert_true (cw_library_is_legal (fixture.library, fixture.catalog));
  fixture_tear_down (&fixture, NULL);
}

static void
test_shipped_totals (void)
{
  Fixture witches = { 0 }, good = { 0 }, evil = { 0 }, od = { 0 }, draft = { 0 };

  fixture_load (&witches, "oz-storyline", "the-witches-web.xml");
  g_assert_cmpstr (cw_library_get_name (witches.library), ==, "The Witches' Web");
  g_assert_cmpuint (cw_library_get_total (witches.library, "library"), ==, 54);
  g_assert_cmpuint (cw_library_get_total (witches.library, "folio"), ==, 15);
  g_assert_cmpuint (cw_library_get_total (witches.library, "title"), ==, 1);
  fixture_load (&good, "oz-good-evil", "good-deck.xml");
  g_assert_cmpstr (cw_library_get_side (good.library), ==, "good");
  g_assert_cmpuint (cw_library_get_total (good.library, NULL), ==, 52);
  fixture_load (&evil, "oz-good-evil", "evil-deck.xml");
  g_assert_cmpstr (cw_library_get_side (evil.library), ==, "evil");
  g_assert_cmpuint (cw_library_get_total (evil.library, NULL), ==, 48);
  fixture_load (&od, "od", "standard-deck.xml");
  g_assert_cmpuint (cw_library_get_total (od.library, "deck"), ==, 52);
  fixture_load (&draft, "oz-draft", "oz-draft-box.xml");
  g_assert_cmpuint (cw_library_get_total (draft.library, "characters"), ==, 72);
  g_assert_cmpuint (cw_library_get_total (draft.library, "stories"), ==, 48);
  g_assert_cmpuint (cw_library_get_count (draft.library, "ozdr-scarecrow"), ==, 9);
  fixture_tear_down (&witches, NULL);
  fixture_tear_down (&good, NULL);
  fixture_tear_down (&evil, NULL);
  fixture_tear_down (&od, NULL);
  fixture_tear_down (&draft, NULL);
}

/* The check: Storyline */

static void
test_check_too_many_copies (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  cw_library_set_count (fixture->library, "library", "ozd-001", 4);
  problems = check_only (fixture, CW_SEVERITY_ERROR, "library", "ozd-001",
                         "4 copies of Dorothy Gale • Girl from Kansas; at most 3");
  g_assert_false (cw_library_is_legal (fixture->library, fixture->catalog));

  /* Three is fine again. */
  cw_library_set_count (fixture->library, "library", "ozd-001", 3);
  g_assert_true (cw_library_is_legal (fixture->library, fixture->catalog));
}

static void
test_check_too_few_cards (Fixture       *fixture,
                          gconstpointer  data)
{
  CwLibrary *library = fixture->library;
  g_autoptr(GPtrArray) problems = NULL;

  /* Take cards off the end until 39 are left in the library section. */
  while (cw_library_get_total (library, "library") > 39)
    {
      GPtrArray *entries = cw_library_get_entries (library, "library");
      CwLibraryEntry *last = g_ptr_array_index (entries, entries->len - 1);
      guint excess = cw_library_get_total (library, "library") - 39;
      g_autofree char *card_id = g_strdup (last->card_id);

      cw_library_set_count (library, "library", card_id, last->count > excess ? last->count - excess : 0);
    }
  g_assert_cmpuint (cw_library_get_total (library, "library"), ==, 39);

  problems = check_only (fixture, CW_SEVERITY_ERROR, "library", NULL, "39 cards in the Library; at least 40");
  g_assert_false (cw_library_is_legal (library, fixture->catalog));
}

static void
test_check_one_card (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwLibrary) library = cw_library_new (game);
  g_autoptr(GPtrArray) problems = NULL;

  /* An empty Library, then one card: the numbers and the singular. */
  problems = cw_library_check (library, catalog);
  g_assert_cmpuint (problems->len, ==, 3);
  assert_problem (problems, 0, CW_SEVERITY_ERROR, "library", NULL, "0 cards in the Library; at least 40");
  assert_problem (problems, 1, CW_SEVERITY_ERROR, "title", NULL, "0 cards in the Title card; at least 1");
  assert_problem (problems, 2, CW_SEVERITY_WARNING, "folio", NULL, "0 cards in the Locations Folio; at least 15");
  g_clear_pointer (&problems, g_ptr_array_unref);

  cw_library_set_count (library, "library", "ozd-003", 1);
  problems = cw_library_check (library, catalog);
  assert_problem (problems, 0, CW_SEVERITY_ERROR, "library", NULL, "1 card in the Library; at least 40");
}

static void
test_check_location_in_library (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  cw_library_set_count (fixture->library, "library", "ozd-087", 1);
  problems = check_only (fixture, CW_SEVERITY_ERROR, "library", "ozd-087",
                         "Deadly Desert is a Location: it belongs in the Locations Folio, not the Library");
  g_assert_false (cw_library_is_legal (fixture->library, fixture->catalog));
}

static void
test_check_character_in_folio (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  cw_library_set_count (fixture->library, "folio", "ozd-003", 1);
  problems = check_only (fixture, CW_SEVERITY_ERROR, "folio", "ozd-003",
                         "Toto • Little Black Dog is a Character: it belongs in the Library, not the Locations Folio");
}

static void
test_check_folio_warning (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  /* "About 30 Locations, each Author brings half": fewer is a warning, not an error. */
  cw_library_set_count (fixture->library, "folio", "ozd-080", 1);
  problems = check_only (fixture, CW_SEVERITY_WARNING, "folio", NULL, "14 cards in the Locations Folio; at least 15");
  g_assert_cmpstr (cw_problem_get_severity_name (g_ptr_array_index (problems, 0)), ==, "warning");
  g_assert_true (cw_library_is_legal (fixture->library, fixture->catalog));
}

static void
test_check_folio_copies (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  cw_library_set_count (fixture->library, "folio", "ozd-080", 3);
  problems = check_only (fixture, CW_SEVERITY_ERROR, "folio", "ozd-080",
                         "3 copies of Yellow Brick Road • Munchkin Stretch; at most 2");
}

static void
test_check_title_cards (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(GPtrArray) two = NULL;
  g_autoptr(GPtrArray) none = NULL;

  cw_library_set_count (fixture->library, "title", "ozd-115", 1);
  two = check_only (fixture, CW_SEVERITY_ERROR, "title", NULL, "2 cards in the Title card; at most 1");

  cw_library_set_count (fixture->library, "title", "ozd-114", 0);
  cw_library_set_count (fixture->library, "title", "ozd-115", 0);
  none = check_only (fixture, CW_SEVERITY_ERROR, "title", NULL, "0 cards in the Title card; at least 1");
}

static void
test_check_errors_first (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *text = NULL;

  /* A warning found first still comes after the errors; each kind keeps its order. */
  cw_library_set_count (fixture->library, "folio", "ozd-080", 1);
  cw_library_set_count (fixture->library, "library", "ozd-003", 4);
  cw_library_set_count (fixture->library, "library", "ozd-004", 5);
  problems = check (fixture);
  text = cw_test_problems_text (problems);
  g_assert_cmpstr (text, ==,
                   "error: 4 copies of Toto • Little Black Dog; at most 3\n"
                   "error: 5 copies of Scarecrow • Man of Straw; at most 3\n"
                   "warning: 14 cards in the Locations Folio; at least 15\n");
}

static void
test_check_unknown (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *text = NULL;

  /* Made in code, not loaded: a card the catalog does not know, a section the game does not have. */
  cw_library_set_count (fixture->library, "library", "zz-999", 1);
  cw_library_set_count (fixture->library, "sideboard", "ozd-001", 1);
  problems = check (fixture);
  text = cw_test_problems_text (problems);
  g_assert_cmpstr (text, ==,
                   "error: Missing card: zz-999 (1 copy) — not in any card set of The Card Game of Oz\n"
                   "error: The Card Game of Oz has no section “sideboard”\n");
  assert_problem (problems, 0, CW_SEVERITY_ERROR, "library", "zz-999",
                  "Missing card: zz-999 (1 copy) — not in any card set of The Card Game of Oz");
  assert_problem (problems, 1, CW_SEVERITY_ERROR, "sideboard", NULL, "The Card Game of Oz has no section “sideboard”");
}

/* A card deleted from its set (or a set removed) must not lock the user out of a Library
 * that uses it: the entry loads, the check says what is wrong, a save keeps it. */
static void
test_missing_card_kept (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  const char *contents =
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <name>Kansas</name>\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"3\"/>\n"
    "    <card id=\"ozd-999\" count=\"2\"/>\n"
    "    <card id=\"Silver Shoes\" count=\"1\"/>\n"
    "  </section>\n"
    "</library>\n";
  g_autofree char *path = cw_test_write_file (dir, "kansas.xml", contents);
  g_autofree char *saved_path = g_build_filename (dir, "saved.xml", NULL);
  g_autofree char *saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = cw_library_new_from_file (path, catalog, &error);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(CwLibrary) reloaded = NULL;
  GPtrArray *entries;

  g_assert_no_error (error);
  g_assert_nonnull (library);
  g_assert_cmpstr (cw_library_get_name (library), ==, "Kansas");
  entries = cw_library_get_entries (library, "library");
  g_assert_cmpuint (entries->len, ==, 3);
  g_assert_cmpstr (((CwLibraryEntry *) g_ptr_array_index (entries, 1))->card_id, ==, "ozd-999");
  g_assert_cmpuint (cw_library_get_count (library, "ozd-999"), ==, 2);
  g_assert_cmpuint (cw_library_get_count (library, "Silver Shoes"), ==, 1);
  g_assert_cmpuint (cw_library_get_total (library, NULL), ==, 6);

  /* Errors keep the order the entries have: the section counts, then each missing card. */
  problems = cw_library_check (library, catalog);
  assert_problem (problems, 2, CW_SEVERITY_ERROR, "library", "ozd-999",
                  "Missing card: ozd-999 (2 copies) — not in any card set of The Card Game of Oz");
  assert_problem (problems, 3, CW_SEVERITY_ERROR, "library", "Silver Shoes",
                  "Missing card: Silver Shoes (1 copy) — not in any card set of The Card Game of Oz");
  g_assert_false (cw_library_is_legal (library, catalog));

  /* Saved back unchanged: nothing the user made is lost. */
  g_assert_true (cw_library_save_to_file (library, saved_path, &error));
  g_assert_no_error (error);
  saved = cw_test_read_file (saved_path);
  g_assert_cmpstr (saved, ==,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<library version=\"1\" game=\"oz-storyline\">\n"
                   "  <name>Kansas</name>\n"
                   "  <section id=\"library\">\n"
                   "    <card id=\"ozd-001\" count=\"3\"/>\n"
                   "    <card id=\"ozd-999\" count=\"2\"/>\n"
                   "    <card id=\"Silver Shoes\" count=\"1\"/>\n"
                   "  </section>\n"
                   "</library>\n");
  reloaded = cw_library_new_from_file (saved_path, catalog, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_library_get_count (reloaded, "ozd-999"), ==, 2);
}

/* A fixed deck (Good against Evil) with a card its sets no longer hold. */
static void
test_check_deck_unknown_card (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  cw_library_set_count (fixture->library, "deck", "ge-g99", 1);
  problems = check_only (fixture, CW_SEVERITY_ERROR, "deck", "ge-g99",
                         "Missing card: ge-g99 (1 copy) — not in any card set of Oz: Good against Evil");
}

static void
test_check_exceptions (void)
{
  g_autofree char *shipped_game = cw_test_game_path ("oz-storyline", "game.xml", NULL);
  g_autofree char *set_path = cw_test_game_path ("oz-storyline", "sets", "oz-demo.xml", NULL);
  g_autofree char *library_path = cw_test_game_path ("oz-storyline", "libraries", "the-fab-four.xml", NULL);
  g_autofree char *contents = cw_test_read_file (shipped_game);
  g_autoptr(GString) edited = g_string_new (contents);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *game_path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = NULL;
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(GPtrArray) legal = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *text = NULL;

  /* The same game with two per-card exceptions: limits come from the file, not from C. */
  g_assert_cmpuint (g_string_replace (edited, "</construction>",
                                      "  <exception section=\"library\" card=\"ozd-003\" max-copies=\"5\"/>\n"
                                      "    <exception card=\"ozd-042\" max-copies=\"1\"/>\n"
                                      "  </construction>", 1), ==, 1);
  game_path = cw_test_write_file (dir, "game.xml", edited->str);
  game = cw_game_new_from_file (game_path, &error);
  g_assert_no_error (error);
  set = cw_card_set_new_from_file (game, set_path, &error);
  g_assert_no_error (error);
  catalog = cw_catalog_new (game);
  cw_catalog_add_set (catalog, set);
  library = cw_library_new_from_file (library_path, catalog, &error);
  g_assert_no_error (error);

  cw_library_set_count (library, "library", "ozd-042", 1);
  cw_library_set_count (library, "library", "ozd-003", 5);
  legal = cw_library_check (library, catalog);
  g_assert_cmpuint (legal->len, ==, 0);

  cw_library_set_count (library, "library", "ozd-042", 2);
  cw_library_set_count (library, "library", "ozd-003", 6);
  problems = cw_library_check (library, catalog);
  text = cw_test_problems_text (problems);
  g_assert_cmpstr (text, ==,
                   "error: 6 copies of Toto • Little Black Dog; at most 5\n"
                   "error: 2 copies of Silver Shoes; at most 1\n");
}

/* The check: fixed decks */

static void
test_check_deck_missing_card (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  cw_library_set_count (fixture->library, "deck", "ge-g01", 0);
  problems = check_only (fixture, CW_SEVERITY_ERROR, NULL, "ge-g01",
                         "Dorthy Gale is missing; the Good deck holds 1 of each of its cards");
  g_assert_false (cw_library_is_legal (fixture->library, fixture->catalog));
}

static void
test_check_deck_second_copy (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  cw_library_set_count (fixture->library, "deck", "ge-g05", 2);
  problems = check_only (fixture, CW_SEVERITY_ERROR, NULL, "ge-g05",
                         "2 copies of Scarecrow; the Good deck holds exactly 1");
}

static void
test_check_deck_wrong_side (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;

  cw_library_set_count (fixture->library, "deck", "ge-e01", 1);
  problems = check_only (fixture, CW_SEVERITY_ERROR, "deck", "ge-e01",
                         "Wicked Witch of the East does not belong in the Good deck");
}

static void
test_check_deck_no_side (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) evil = NULL;
  guint missing = 0, stray = 0;

  cw_library_set_side (fixture->library, NULL);
  problems = check_only (fixture, CW_SEVERITY_ERROR, NULL, NULL,
                         "Choose which deck this is (Oz: Good against Evil plays with fixed decks)");

  /* The Good cards called the Evil deck: 48 Evil cards missing, 52 that do not belong. */
  cw_library_set_side (fixture->library, "evil");
  evil = check (fixture);
  g_assert_cmpuint (evil->len, ==, 100);
  for (guint i = 0; i < evil->len; i++)
    {
      const char *message = cw_problem_get_message (g_ptr_array_index (evil, i));

      if (g_str_has_suffix (message, " is missing; the Evil deck holds 1 of each of its cards"))
        missing++;
      else if (g_str_has_suffix (message, " does not belong in the Evil deck"))
        stray++;
    }
  g_assert_cmpuint (missing, ==, 48);
  g_assert_cmpuint (stray, ==, 52);
}

static void
test_check_od (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GPtrArray) fewer = NULL;
  g_autoptr(GPtrArray) more = NULL;
  g_autofree char *text = NULL;

  fixture_load (&fixture, "od", "standard-deck.xml");
  cw_library_set_count (fixture.library, "deck", "od-ah", 0);
  fewer = check (&fixture);
  g_assert_cmpuint (fewer->len, ==, 1);
  assert_problem (fewer, 0, CW_SEVERITY_ERROR, "deck", NULL, "51 cards in the Deck; at least 52");

  cw_library_set_count (fixture.library, "deck", "od-ah", 1);
  cw_library_set_count (fixture.library, "deck", "od-kc", 2);
  more = check (&fixture);
  text = cw_test_problems_text (more);
  g_assert_cmpstr (text, ==,
                   "error: 53 cards in the Deck; at most 52\n"
                   "error: 2 copies of King of Clubs; at most 1\n");
  fixture_tear_down (&fixture, NULL);
}

/* Shortfall against a collection */

static void
test_shortfall (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwLibrary) library = cw_library_new (game);
  g_autoptr(CwCollection) collection = cw_collection_new ("oz-storyline");
  g_autoptr(GPtrArray) lacking = NULL;
  g_autoptr(GPtrArray) none = NULL;
  CwLibraryEntry *entry;

  cw_library_set_count (library, "library", "ozd-001", 3);
  cw_library_set_count (library, "library", "ozd-003", 2);
  cw_library_set_count (library, "folio", "ozd-080", 2);
  /* The same card in two sections counts once, with both counts. */
  cw_library_set_count (library, "folio", "ozd-001", 1);
  cw_collection_set_owned (collection, "ozd-001", 1);
  cw_collection_set_owned (collection, "ozd-003", 2);
  cw_collection_set_owned (collection, "ozd-080", 1);
  cw_collection_set_owned (collection, "ozd-999", 7);

  lacking = cw_library_shortfall (library, collection);
  g_assert_cmpuint (lacking->len, ==, 2);
  entry = g_ptr_array_index (lacking, 0);
  g_assert_cmpstr (entry->card_id, ==, "ozd-001");
  g_assert_cmpuint (entry->count, ==, 3);
  entry = g_ptr_array_index (lacking, 1);
  g_assert_cmpstr (entry->card_id, ==, "ozd-080");
  g_assert_cmpuint (entry->count, ==, 1);

  cw_collection_set_owned (collection, "ozd-001", 4);
  cw_collection_set_owned (collection, "ozd-080", 3);
  none = cw_library_shortfall (library, collection);
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_shortfall_fab_four (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(CwCollection) empty = cw_collection_new ("oz-storyline");
  g_autoptr(GPtrArray) lacking = cw_library_shortfall (fixture->library, empty);
  guint total = 0;

  /* Owning nothing, you lack every card: 44 different cards, 76 copies. */
  for (guint i = 0; i < lacking->len; i++)
    total += ((CwLibraryEntry *) g_ptr_array_index (lacking, i))->count;
  g_assert_cmpuint (lacking->len, ==, 44);
  g_assert_cmpuint (total, ==, 76);
}

/* Editing */

static void
on_changed (CwLibrary *library,
            guint     *count)
{
  (*count)++;
}

static void
test_edit (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwLibrary) library = cw_library_new (game);
  g_autofree char *ids = NULL;
  g_autofree char *with_extra = NULL;
  guint changed = 0;

  g_signal_connect (library, "changed", G_CALLBACK (on_changed), &changed);
  g_assert_null (cw_library_get_name (library));
  g_assert_null (cw_library_get_path (library));
  ids = section_ids (library);
  g_assert_cmpstr (ids, ==, "library folio title");

  /* Each card goes to the section of its type. */
  cw_library_add_card (library, cw_catalog_lookup (catalog, "ozd-001"), 2);
  cw_library_add_card (library, cw_catalog_lookup (catalog, "ozd-080"), 1);
  cw_library_add_card (library, cw_catalog_lookup (catalog, "ozd-114"), 1);
  cw_library_add_card (library, cw_catalog_lookup (catalog, "ozd-001"), 1);
  g_assert_cmpuint (changed, ==, 4);
  g_assert_cmpuint (cw_library_get_section_count (library, "library", "ozd-001"), ==, 3);
  g_assert_cmpuint (cw_library_get_section_count (library, "folio", "ozd-080"), ==, 1);
  g_assert_cmpuint (cw_library_get_section_count (library, "title", "ozd-114"), ==, 1);

  /* Removing more than there are: none left, never a wrap-around. */
  cw_library_add_card (library, cw_catalog_lookup (catalog, "ozd-080"), -5);
  g_assert_cmpuint (cw_library_get_count (library, "ozd-080"), ==, 0);
  g_assert_cmpuint (cw_library_get_entries (library, "folio")->len, ==, 0);
  g_assert_cmpuint (changed, ==, 5);

  /* Only real changes are announced. */
  cw_library_set_count (library, "library", "ozd-001", 3);
  cw_library_set_count (library, "library", "ozd-002", 0);
  g_assert_cmpuint (changed, ==, 5);
  /* No section: the game's first. */
  cw_library_set_count (library, NULL, "ozd-002", 1);
  g_assert_cmpuint (cw_library_get_section_count (library, "library", "ozd-002"), ==, 1);
  g_assert_cmpuint (changed, ==, 6);

  /* A section the game lacks shows up only while it holds cards. */
  cw_library_set_count (library, "sideboard", "ozd-003", 1);
  with_extra = section_ids (library);
  g_assert_cmpstr (with_extra, ==, "library folio title sideboard");
  cw_library_set_name (library, "Kansas");
  cw_library_set_notes (library, "");
  g_assert_null (cw_library_get_notes (library));
  cw_library_set_notes (library, "Some notes");
  g_assert_cmpstr (cw_library_get_notes (library), ==, "Some notes");
  g_assert_cmpstr (cw_library_get_name (library), ==, "Kansas");
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           GString    *log)
{
  g_string_append_printf (log, "%s;", pspec->name);
}

static void
test_properties (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  g_autoptr(CwLibrary) library = cw_library_new (game);
  g_autoptr(GString) log = g_string_new (NULL);
  g_autofree char *name = NULL;
  guint changed = 0;

  g_signal_connect (library, "notify", G_CALLBACK (on_notify), log);
  g_signal_connect (library, "changed", G_CALLBACK (on_changed), &changed);
  cw_library_set_name (library, "Good deck");
  cw_library_set_name (library, "Good deck");
  cw_library_set_notes (library, "Notes");
  cw_library_set_path (library, "/tmp/good.xml");
  g_assert_cmpstr (log->str, ==, "name;notes;path;");
  g_object_get (library, "name", &name, NULL);
  g_assert_cmpstr (name, ==, "Good deck");

  /* Which deck it is changes what the check says: announced as a change. */
  cw_library_set_side (library, "good");
  cw_library_set_side (library, "good");
  g_assert_cmpstr (cw_library_get_side (library), ==, "good");
  g_assert_cmpuint (changed, ==, 1);
}

static void
test_problem (void)
{
  g_autoptr(CwProblem) info = cw_problem_new (CW_SEVERITY_INFO, NULL, NULL, "Just so you know");
  g_autoptr(CwProblem) warning = cw_problem_new (CW_SEVERITY_WARNING, "folio", NULL, "Few Locations");
  g_autoptr(CwProblem) error = cw_problem_new (CW_SEVERITY_ERROR, "library", "ozd-001", "Too many");
  g_autofree char *message = NULL;
  g_autofree char *severity = NULL;

  g_assert_cmpstr (cw_problem_get_severity_name (info), ==, "info");
  g_assert_cmpstr (cw_problem_get_severity_name (warning), ==, "warning");
  g_assert_cmpstr (cw_problem_get_severity_name (error), ==, "error");
  g_assert_null (cw_problem_get_section (info));
  g_assert_null (cw_problem_get_card_id (info));
  g_assert_cmpstr (cw_problem_get_section (warning), ==, "folio");
  g_assert_cmpstr (cw_problem_get_card_id (error), ==, "ozd-001");
  g_assert_cmpint (cw_problem_get_severity (error), ==, CW_SEVERITY_ERROR);
  g_object_get (error, "message", &message, "severity-name", &severity, NULL);
  g_assert_cmpstr (message, ==, "Too many");
  g_assert_cmpstr (severity, ==, "error");
}

static void
test_edit_fixed_deck (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwLibrary) library = cw_library_new (game);
  g_autofree char *ids = NULL;

  /* A game without sections keeps its cards in one "deck" section, as its files do. */
  cw_library_add_card (library, cw_catalog_lookup (catalog, "ge-g01"), 1);
  cw_library_add_card (library, cw_catalog_lookup (catalog, "ge-g09"), 1);
  g_assert_cmpuint (cw_library_get_section_count (library, "deck", "ge-g01"), ==, 1);
  g_assert_cmpuint (cw_library_get_section_count (library, "deck", "ge-g09"), ==, 1);
  ids = section_ids (library);
  g_assert_cmpstr (ids, ==, "deck");
}

static void
test_section_ids_read_only (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwLibrary) library = cw_library_new (game);
  GPtrArray *entries;
  g_autofree char *ids = NULL;

  /* Asking for a section's entries does not add the section. */
  entries = cw_library_get_entries (library, "sideboard");
  g_assert_nonnull (entries);
  g_assert_cmpuint (entries->len, ==, 0);
  ids = section_ids (library);
  g_assert_cmpstr (ids, ==, "library folio title");
}

static void
test_duplicate (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(CwLibrary) copy = cw_library_duplicate (fixture->library);
  g_autoptr(GPtrArray) problems = NULL;

  g_assert_cmpstr (cw_library_get_name (copy), ==, "The Fab Four");
  g_assert_cmpstr (cw_library_get_notes (copy), ==, cw_library_get_notes (fixture->library));
  g_assert_null (cw_library_get_path (copy));
  g_assert_cmpuint (cw_library_get_total (copy, NULL), ==, 76);
  g_assert_cmpuint (cw_library_get_entries (copy, "library")->len, ==, 29);
  problems = cw_library_check (copy, fixture->catalog);
  g_assert_cmpuint (problems->len, ==, 0);

  /* A deep copy. */
  cw_library_set_count (copy, "library", "ozd-001", 1);
  g_assert_cmpuint (cw_library_get_count (fixture->library, "ozd-001"), ==, 3);
}

/* Saving */

static void
assert_libraries_equal (CwLibrary *a,
                        CwLibrary *b)
{
  g_auto(GStrv) ids_a = cw_library_dup_section_ids (a);
  g_auto(GStrv) ids_b = cw_library_dup_section_ids (b);

  g_assert_cmpstr (cw_library_get_name (a), ==, cw_library_get_name (b));
  g_assert_cmpstr (cw_library_get_notes (a), ==, cw_library_get_notes (b));
  g_assert_cmpstr (cw_library_get_side (a), ==, cw_library_get_side (b));
  g_assert_cmpuint (g_strv_length (ids_a), ==, g_strv_length (ids_b));
  for (guint i = 0; ids_a[i]; i++)
    {
      GPtrArray *ea = cw_library_get_entries (a, ids_a[i]);
      GPtrArray *eb = cw_library_get_entries (b, ids_b[i]);

      g_assert_cmpstr (ids_a[i], ==, ids_b[i]);
      g_assert_cmpuint (ea->len, ==, eb->len);
      for (guint j = 0; j < ea->len; j++)
        {
          CwLibraryEntry *x = g_ptr_array_index (ea, j), *y = g_ptr_array_index (eb, j);

          g_assert_cmpstr (x->card_id, ==, y->card_id);
          g_assert_cmpuint (x->count, ==, y->count);
        }
    }
}

static void
assert_round_trip (CwLibrary *library,
                   CwCatalog *catalog)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "library.xml", NULL);
  g_autofree char *again_path = g_build_filename (dir, "again.xml", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) loaded = NULL;

  g_assert_true (cw_library_save_to_file (library, path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (cw_library_get_path (library), ==, path);
  loaded = cw_library_new_from_file (path, catalog, &error);
  g_assert_no_error (error);
  assert_libraries_equal (library, loaded);
  g_assert_true (cw_library_save_to_file (loaded, again_path, &error));
  first = cw_test_read_file (path);
  second = cw_test_read_file (again_path);
  g_assert_cmpstr (first, ==, second);
}

static void
test_round_trip_shipped (gconstpointer data)
{
  const char * const *where = data;
  Fixture fixture = { 0 };

  fixture_load (&fixture, where[0], where[1]);
  assert_round_trip (fixture.library, fixture.catalog);
  fixture_tear_down (&fixture, NULL);
}

static void
test_round_trip_edited (Fixture       *fixture,
                        gconstpointer  data)
{
  cw_library_set_name (fixture->library, "Lions & Tigers <and> \"Bears\"");
  cw_library_set_notes (fixture->library, "Line one\nLine two & more");
  cw_library_set_count (fixture->library, "folio", "ozd-087", 2);
  cw_library_set_count (fixture->library, "library", "ozd-001", 0);
  assert_round_trip (fixture->library, fixture->catalog);
}

static void
test_name_from_file (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwLibrary) library = cw_library_new (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "kansas-friends.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) loaded = NULL;

  cw_library_set_count (library, "library", "ozd-001", 2);
  g_assert_true (cw_library_save_to_file (library, path, &error));
  contents = cw_test_read_file (path);
  g_assert_cmpstr (contents, ==,
                   XML_DECL
                   "<library version=\"1\" game=\"oz-storyline\">\n"
                   "  <section id=\"library\">\n"
                   "    <card id=\"ozd-001\" count=\"2\"/>\n"
                   "  </section>\n"
                   "</library>\n");
  /* No <name>: the file's name stands in. */
  loaded = cw_library_new_from_file (path, catalog, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_library_get_name (loaded), ==, "kansas-friends");

  /* The same under our own extension, as the window saves Libraries. */
  {
    g_autofree char *own = g_build_filename (dir, "Kansas friends.cwlibrary", NULL);
    g_autoptr(CwLibrary) reloaded = NULL;

    g_assert_true (cw_library_save_to_file (library, own, &error));
    reloaded = cw_library_new_from_file (own, catalog, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (cw_library_get_name (reloaded), ==, "Kansas friends");
  }
}

/* Each check of a safe save (cw-test-util.h), its number the test's data. */
static void
test_save (Fixture       *fixture,
           gconstpointer  check)
{
  cw_test_check_save (GPOINTER_TO_UINT (check), fixture->library, save_library);
}

/* Bad files */

typedef struct {
  const char *name;
  const char *game_id;
  int         code;
  int         line;
  const char *message;
  const char *contents;
} BadFile;

static const BadFile bad_files[] = {
  { "unclosed-tag", "oz-storyline", CW_ERROR_PARSE, 5,
    "not well-formed XML: Opening and ending tag mismatch: section line 3 and library",
    XML_DECL                                                            /* 1 */
    "<library version=\"1\" game=\"oz-storyline\">\n"                   /* 2 */
    "  <section id=\"library\">\n"                                      /* 3 */
    "    <card id=\"ozd-001\" count=\"3\"/>\n"                          /* 4 */
    "</library>\n" },                                                   /* 5 */
  { "version-2", "oz-storyline", CW_ERROR_VERSION, 2,
    "version “2” is not supported; this Cardwright reads version 1",
    XML_DECL
    "<library version=\"2\" game=\"oz-storyline\">\n"
    "</library>\n" },
  { "no-version", "oz-storyline", CW_ERROR_VERSION, 2,
    "<library> needs a version attribute (version=\"1\")",
    XML_DECL
    "<library game=\"oz-storyline\">\n"
    "</library>\n" },
  { "doctype-entity", "oz-storyline", CW_ERROR_PARSE, 2,
    "a DOCTYPE is not allowed in Cardwright files",
    XML_DECL
    "<!DOCTYPE library [ <!ENTITY dorothy \"ozd-001\"> ]>\n"
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"&dorothy;\" count=\"3\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "doctype-external", "oz-storyline", CW_ERROR_PARSE, 3,
    "a DOCTYPE is not allowed in Cardwright files",
    XML_DECL
    "<!-- an external entity must never be fetched -->\n"
    "<!DOCTYPE library SYSTEM \"http://example.invalid/library.dtd\">\n"
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "</library>\n" },
  { "wrong-root", "oz-storyline", CW_ERROR_INVALID, 2,
    "expected a <library> file, found <collection>",
    XML_DECL
    "<collection version=\"1\" game=\"oz-storyline\"/>\n" },
  { "wrong-game", "oz-storyline", CW_ERROR_INVALID, 2,
    "this Library is for the game “oz-good-evil”, not “oz-storyline”",
    XML_DECL
    "<library version=\"1\" game=\"oz-good-evil\" side=\"good\">\n"
    "  <section id=\"deck\">\n"
    "    <card id=\"ge-g01\" count=\"1\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "no-game", "oz-storyline", CW_ERROR_INVALID, 2,
    "<library> needs a “game” attribute",
    XML_DECL
    "<library version=\"1\">\n"
    "</library>\n" },
  { "unknown-side", "oz-good-evil", CW_ERROR_INVALID, 2,
    "side “neutral” is not one of the fixed decks of Oz: Good against Evil",
    XML_DECL
    "<library version=\"1\" game=\"oz-good-evil\" side=\"neutral\">\n"
    "</library>\n" },
  { "side-without-decks", "oz-storyline", CW_ERROR_INVALID, 2,
    "side “good” is not one of the fixed decks of The Card Game of Oz",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\" side=\"good\">\n"
    "</library>\n" },
  { "unknown-element", "oz-storyline", CW_ERROR_INVALID, 4,
    "unknown element <sideboard> in <library>",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <name>Kansas</name>\n"
    "  <sideboard/>\n"
    "</library>\n" },
  { "section-no-id", "oz-storyline", CW_ERROR_INVALID, 3,
    "<section> needs a “id” attribute",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section>\n"
    "    <card id=\"ozd-001\" count=\"3\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "unknown-section", "oz-storyline", CW_ERROR_INVALID, 3,
    "The Card Game of Oz has no Library section “sideboard”",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"sideboard\">\n"
    "    <card id=\"ozd-001\" count=\"3\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "stray-element", "oz-storyline", CW_ERROR_INVALID, 4,
    "expected <card> in <section>, found <item>",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <item id=\"ozd-001\" count=\"3\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "card-no-id", "oz-storyline", CW_ERROR_INVALID, 5,
    "<card> needs a “id” attribute",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"3\"/>\n"
    "    <card name=\"Toto\" count=\"3\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "zero-count", "oz-storyline", CW_ERROR_INVALID, 5,
    "card “ozd-003”: count must be 1 or more, not 0",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"3\"/>\n"
    "    <card id=\"ozd-003\" count=\"0\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "negative-count", "oz-storyline", CW_ERROR_INVALID, 4,
    "card “ozd-001”: count must be 1 or more, not -3",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"-3\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "count-not-a-number", "oz-storyline", CW_ERROR_INVALID, 4,
    "“count” on <card> must be a whole number, not “two”",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"two\"/>\n"
    "  </section>\n"
    "</library>\n" },
  /* print once allocated a slot per copy: 2147483647 copies were 17.8 GB. */
  { "count-over-the-range", "oz-storyline", CW_ERROR_INVALID, 5,
    "card “ozd-002”: count must be at most 9999, not 2147483647",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"9999\"/>\n"
    "    <card id=\"ozd-002\" count=\"2147483647\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "count-too-big", "oz-storyline", CW_ERROR_INVALID, 4,
    "“count” on <card> must be a whole number, not “99999999999”",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"99999999999\"/>\n"
    "  </section>\n"
    "</library>\n" },
  { "listed-twice", "oz-storyline", CW_ERROR_INVALID, 6,
    "card “ozd-001” is listed twice in section “library”",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"3\"/>\n"
    "    <card id=\"ozd-003\" count=\"1\"/>\n"
    "    <card id=\"ozd-001\" count=\"1\"/>\n"
    "  </section>\n"
    "</library>\n" },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autoptr(CwGame) game = cw_test_load_game (bad->game_id);
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "library.xml", bad->contents);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = cw_library_new_from_file (path, catalog, &error);

  g_assert_null (library);
  cw_assert_file_error (error, bad->code, path, bad->line, bad->message);
}

static void
test_bad_file_missing (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "library.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = cw_library_new_from_file (path, catalog, &error);

  g_assert_null (library);
  cw_assert_file_error (error, CW_ERROR_IO, path, 0, "No such file or directory");
}

static void
test_bad_file_empty (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "library.xml", "");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = cw_library_new_from_file (path, catalog, &error);

  g_assert_null (library);
  cw_assert_file_error (error, CW_ERROR_PARSE, path, 0, "not well-formed XML: the file is empty");
}

static void
test_bad_file_far_down (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autoptr(GString) contents = g_string_new (XML_DECL);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = NULL;

  /* Past line 65,535 libxml2 stops counting unless told to (XML_PARSE_BIG_LINES). */
  g_string_append (contents,
                   "<library version=\"1\" game=\"oz-storyline\">\n"        /* 2 */
                   "  <section id=\"library\">\n");                         /* 3 */
  for (guint i = 0; i < 70000; i++)                                         /* 4…70003 */
    g_string_append_c (contents, '\n');
  g_string_append (contents,
                   "    <card id=\"ozd-001\" count=\"0\"/>\n"               /* 70004 */
                   "  </section>\n"
                   "</library>\n");
  path = cw_test_write_file (dir, "library.xml", contents->str);
  library = cw_library_new_from_file (path, catalog, &error);
  g_assert_null (library);
  cw_assert_file_error (error, CW_ERROR_INVALID, path, 70004,
                        "card “ozd-001”: count must be 1 or more, not 0");
}

static void
test_bad_file_entity_loop (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autoptr(GString) contents = g_string_new (XML_DECL "<!DOCTYPE library [\n  <!ENTITY lol \"lol\">\n");
  g_autofree char *path = NULL;
  g_autofree char *prefix = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = NULL;

  /* "A billion laughs": refused, never expanded. libxml2 may stop it before the DOCTYPE check,
   * with its own words, so only the code and the file are asserted. */
  for (guint i = 1; i < 10; i++)
    {
      g_string_append_printf (contents, "  <!ENTITY lol%u \"", i);
      for (guint j = 0; j < 10; j++)
        g_string_append_printf (contents, i == 1 ? "&lol;" : "&lol%u;", i - 1);
      g_string_append (contents, "\">\n");
    }
  g_string_append (contents,
                   "]>\n"
                   "<library version=\"1\" game=\"oz-storyline\">\n"
                   "  <name>&lol9;</name>\n"
                   "</library>\n");
  path = cw_test_write_file (dir, "library.xml", contents->str);
  prefix = g_strconcat (path, ":", NULL);
  library = cw_library_new_from_file (path, catalog, &error);
  g_assert_null (library);
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, prefix));
}

int
main (int    argc,
      char **argv)
{
  static const char *shipped[][2] = {
    { "oz-storyline", "the-fab-four.xml" },
    { "oz-storyline", "the-witches-web.xml" },
    { "oz-good-evil", "good-deck.xml" },
    { "oz-good-evil", "evil-deck.xml" },
    { "od", "standard-deck.xml" },
    { "oz-draft", "oz-draft-box.xml" },
  };

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add ("/core/library/load/fab-four", Fixture, NULL, fixture_set_up_fab_four, test_load_fab_four, fixture_tear_down);
  g_test_add_func ("/core/library/load/totals", test_shipped_totals);
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *legal_path = g_strdup_printf ("/core/library/check/legal/%s/%s", shipped[i][0], shipped[i][1]);
      g_autofree char *trip_path = g_strdup_printf ("/core/library/round-trip/%s/%s", shipped[i][0], shipped[i][1]);

      g_test_add_data_func (legal_path, shipped[i], test_shipped_legal);
      g_test_add_data_func (trip_path, shipped[i], test_round_trip_shipped);
    }
  g_test_add ("/core/library/check/too-many-copies", Fixture, NULL, fixture_set_up_fab_four, test_check_too_many_copies, fixture_tear_down);
  g_test_add ("/core/library/check/too-few-cards", Fixture, NULL, fixture_set_up_fab_four, test_check_too_few_cards, fixture_tear_down);
  g_test_add_func ("/core/library/check/empty", test_check_one_card);
  g_test_add ("/core/library/check/location-in-library", Fixture, NULL, fixture_set_up_fab_four, test_check_location_in_library, fixture_tear_down);
  g_test_add ("/core/library/check/character-in-folio", Fixture, NULL, fixture_set_up_fab_four, test_check_character_in_folio, fixture_tear_down);
  g_test_add ("/core/library/check/folio-warning", Fixture, NULL, fixture_set_up_fab_four, test_check_folio_warning, fixture_tear_down);
  g_test_add ("/core/library/check/folio-copies", Fixture, NULL, fixture_set_up_fab_four, test_check_folio_copies, fixture_tear_down);
  g_test_add ("/core/library/check/title-cards", Fixture, NULL, fixture_set_up_fab_four, test_check_title_cards, fixture_tear_down);
  g_test_add ("/core/library/check/errors-first", Fixture, NULL, fixture_set_up_fab_four, test_check_errors_first, fixture_tear_down);
  g_test_add ("/core/library/check/unknown", Fixture, NULL, fixture_set_up_fab_four, test_check_unknown, fixture_tear_down);
  g_test_add_func ("/core/library/check/exceptions", test_check_exceptions);
  g_test_add_func ("/core/library/check/missing-card-kept", test_missing_card_kept);
  g_test_add ("/core/library/check/deck/unknown-card", Fixture, NULL, fixture_set_up_good_deck, test_check_deck_unknown_card, fixture_tear_down);
  g_test_add ("/core/library/check/deck/missing-card", Fixture, NULL, fixture_set_up_good_deck, test_check_deck_missing_card, fixture_tear_down);
  g_test_add ("/core/library/check/deck/second-copy", Fixture, NULL, fixture_set_up_good_deck, test_check_deck_second_copy, fixture_tear_down);
  g_test_add ("/core/library/check/deck/wrong-side", Fixture, NULL, fixture_set_up_good_deck, test_check_deck_wrong_side, fixture_tear_down);
  g_test_add ("/core/library/check/deck/no-side", Fixture, NULL, fixture_set_up_good_deck, test_check_deck_no_side, fixture_tear_down);
  g_test_add_func ("/core/library/check/od", test_check_od);
  g_test_add_func ("/core/library/shortfall", test_shortfall);
  g_test_add ("/core/library/shortfall/fab-four", Fixture, NULL, fixture_set_up_fab_four, test_shortfall_fab_four, fixture_tear_down);
  g_test_add_func ("/core/library/edit", test_edit);
  g_test_add_func ("/core/library/edit/section-ids", test_section_ids_read_only);
  g_test_add_func ("/core/library/edit/fixed-deck", test_edit_fixed_deck);
  g_test_add_func ("/core/library/properties", test_properties);
  g_test_add_func ("/core/library/problem", test_problem);
  g_test_add ("/core/library/duplicate", Fixture, NULL, fixture_set_up_fab_four, test_duplicate, fixture_tear_down);
  g_test_add ("/core/library/round-trip/edited", Fixture, NULL, fixture_set_up_fab_four, test_round_trip_edited, fixture_tear_down);
  g_test_add_func ("/core/library/round-trip/name-from-file", test_name_from_file);
  for (guint i = 0; i < CW_TEST_N_SAVE_CHECKS; i++)
    {
      g_autofree char *test_path = g_strconcat ("/core/library/save/", cw_test_save_check_name (i), NULL);

      g_test_add (test_path, Fixture, GUINT_TO_POINTER (i), fixture_set_up_fab_four, test_save, fixture_tear_down);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/core/library/bad/%s", bad_files[i].name);
      g_test_add_data_func (test_path, &bad_files[i], test_bad_file);
    }
  g_test_add_func ("/core/library/bad/missing-file", test_bad_file_missing);
  g_test_add_func ("/core/library/bad/empty-file", test_bad_file_empty);
  g_test_add_func ("/core/library/bad/far-down", test_bad_file_far_down);
  g_test_add_func ("/core/library/bad/entity-loop", test_bad_file_entity_loop);

  return g_test_run ();
}
