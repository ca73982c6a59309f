/* test-cli.c: the built cardwright-cli run as scripts run it: output, JSON and exit status on the shipped data. */

#include "cw-cli-test.h"
#include "cw-test-util.h"

#define XML_DECL "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *p = text; *p; p++)
    if (*p == '\n')
      n++;
  return n;
}

static guint
count_occurrences (const char *text,
                   const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* A copy of a shipped Library with one edit, written to a scratch folder. */
static char *
write_edited_library (const char *dir,
                      const char *name,
                      const char *from,
                      const char *to)
{
  g_autofree char *shipped = cw_test_game_path ("oz-storyline", "libraries", "the-fab-four.xml", NULL);
  g_autofree char *contents = cw_test_read_file (shipped);
  g_autoptr(GString) edited = g_string_new (contents);

  g_assert_cmpuint (g_string_replace (edited, from, to, 1), ==, 1);
  return cw_test_write_file (dir, name, edited->str);
}

/* games */

static void
test_games (void)
{
  g_auto(CwCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  const char *ids[] = { "disney-storyline", "od", "oz-draft", "oz-good-evil", "oz-storyline" };
  const char *counts[] = { " 0 cards", " 52 cards", " 56 cards", " 100 cards", " 115 cards" };

  cw_cli_test_run (&run, NULL, "games", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpuint (count_lines (run.out), ==, 5);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_assert_true (g_str_has_prefix (lines[i], ids[i]));
      g_assert_nonnull (strstr (lines[i], counts[i]));
    }
  g_assert_true (g_str_has_suffix (lines[4], "The Card Game of Oz"));
}

static void
test_games_json (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "games", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "[{\"id\": \"disney-storyline\", \"name\": \"The Magical World of Disney Epic Card Game\", "
                   "\"system\": \"storyline\", \"cards\": 0, \"shipped\": true}, "
                   "{\"id\": \"od\", \"name\": \"Ód\", \"system\": \"od\", \"cards\": 52, \"shipped\": true}, "
                   "{\"id\": \"oz-draft\", \"name\": \"Oz (drafting game)\", \"system\": \"draft\", \"cards\": 56, \"shipped\": true}, "
                   "{\"id\": \"oz-good-evil\", \"name\": \"Oz: Good against Evil\", \"system\": \"duel\", \"cards\": 100, \"shipped\": true}, "
                   "{\"id\": \"oz-storyline\", \"name\": \"The Card Game of Oz\", \"system\": \"storyline\", \"cards\": 115, \"shipped\": true}]\n");
}

static void
test_games_with_broken_user_game (void)
{
  g_autofree char *user_dir = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "broken", NULL);
  g_autofree char *path = NULL;
  g_autofree char *expected_err = NULL;
  g_auto(CwCliRun) run = { 0 };

  /* One bad game of the user's is reported; it does not hide the others (as cw_game_load_all intends). */
  g_assert_cmpint (g_mkdir_with_parents (user_dir, 0700), ==, 0);
  path = cw_test_write_file (user_dir, "game.xml",
    XML_DECL
    "<game version=\"1\" id=\"broken\" system=\"storyline\">\n"
    "  <name>Broken</name>\n"
    "</game>\n");
  expected_err = g_strdup_printf ("cardwright-cli: %s:2: <game> needs <types> with at least one <type>\n", path);

  cw_cli_test_run (&run, NULL, "games", NULL);
  g_assert_cmpstr (run.err, ==, expected_err);
  g_assert_cmpuint (count_lines (run.out), ==, 5);
  g_assert_true (g_str_has_prefix (run.out, "disney-storyline "));
  /* It printed an error: the exit status says something was wrong. */
  g_assert_cmpint (run.status, ==, 2);
}

/* One bad card set (a picture path climbing out) once made every command of its game fail with
 * "no game …": it is left out, said on stderr, the rest of the game works, and the exit status
 * says something was wrong. */
static void
test_bad_user_set (void)
{
  g_autofree char *sets = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "oz-storyline",
                                            "sets", NULL);
  g_autofree char *path = NULL;
  g_autofree char *expected_err = NULL;
  g_autofree char *expected_cards_err = NULL;
  g_auto(CwCliRun) games = { 0 };
  g_auto(CwCliRun) show = { 0 };
  g_auto(CwCliRun) cards = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (sets, 0700), ==, 0);
  path = cw_test_write_file (sets, "shared.xml",
    XML_DECL
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"shared\">\n"
    "  <card id=\"s-1\" type=\"character\"><name>Oz</name>\n"
    "    <image>../../../secret.png</image></card>\n"
    "</cardset>\n");
  expected_err = g_strdup_printf ("cardwright-cli: %s:4: card “s-1”: the image must be a file in the set's folder, "
                                  "not “../../../secret.png” (this card set is left out)\n", path);
  expected_cards_err = g_strconcat (expected_err, "8 of 115 cards\n", NULL);

  cw_cli_test_run (&games, NULL, "games", NULL);
  g_assert_cmpstr (games.err, ==, expected_err);
  g_assert_nonnull (strstr (games.out, "oz-storyline       storyline    115 cards  The Card Game of Oz\n"));
  g_assert_cmpint (games.status, ==, 2);

  cw_cli_test_run (&show, NULL, "show", "oz-storyline", "ozd-001", NULL);
  g_assert_cmpstr (show.err, ==, expected_err);
  g_assert_true (g_str_has_prefix (show.out, "Dorothy Gale • Girl from Kansas\n"));
  g_assert_cmpint (show.status, ==, 2);

  cw_cli_test_run (&cards, NULL, "cards", "oz-storyline", "kw:prime", NULL);
  g_assert_cmpstr (cards.err, ==, expected_cards_err);
  g_assert_cmpuint (count_lines (cards.out), ==, 8);
  g_assert_cmpint (cards.status, ==, 2);
}

/* cards */

static void
test_cards_query (void)
{
  g_auto(CwCliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;
  const char *prime[] = { "ozd-001", "ozd-002", "ozd-004", "ozd-006", "ozd-008", "ozd-012", "ozd-032", "ozd-035" };

  cw_cli_test_run (&run, NULL, "cards", "oz-storyline", "kw:prime", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "8 of 115 cards\n");
  g_assert_cmpuint (count_lines (run.out), ==, 8);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; i < G_N_ELEMENTS (prime); i++)
    g_assert_true (g_str_has_prefix (lines[i], prime[i]));
  g_assert_true (g_str_has_suffix (lines[0], "Dorothy Gale • Girl from Kansas"));
}

static void
test_cards_all (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "cards", "od", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "52 of 52 cards\n");
  g_assert_cmpuint (count_lines (run.out), ==, 52);
}

static void
test_cards_json (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "cards", "oz-storyline", "kw:prime", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "[{\"id\": \"ozd-001\""));
  g_assert_true (g_str_has_suffix (run.out, "}]\n"));
  g_assert_cmpuint (count_occurrences (run.out, "\"keywords\": ["), ==, 8);
  g_assert_cmpuint (count_occurrences (run.out, "\"vitality\": "), ==, 8);
}

/* show */

static void
test_show (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "show", "oz-storyline", "ozd-001", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Dorothy Gale • Girl from Kansas\n"));
  g_assert_nonnull (strstr (run.out, "  id             ozd-001\n"));
  g_assert_nonnull (strstr (run.out, "  type           Character\n"));
  g_assert_nonnull (strstr (run.out, "  Vitality       3\n"));
  g_assert_nonnull (strstr (run.out, "While Toto is at her Location, Dorothy gets +1 Vitality."));
  g_assert_nonnull (strstr (run.out, "  Prime — Only a Character with Prime can end the game"));
}

static void
test_show_by_name (void)
{
  g_auto(CwCliRun) run = { 0 };

  /* By name, case- and accent-blind, through the corrected spelling. */
  cw_cli_test_run (&run, NULL, "show", "oz-good-evil", "dorothy", "gale", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Dorthy Gale\n"));
  g_assert_nonnull (strstr (run.out, "  also called    Dorothy Gale\n"));
  g_assert_nonnull (strstr (run.out, "  Note: FGM get F+1\n"));
}

static void
test_show_unknown (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "show", "oz-storyline", "Nobody at all", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "cardwright-cli: The Card Game of Oz has no card “Nobody at all” (by id or name)\n");
}

static void
test_show_json (void)
{
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) duel = { 0 };

  /* Every field under its id from the game definition. */
  cw_cli_test_run (&run, NULL, "show", "oz-storyline", "ozd-001", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "{\"id\": \"ozd-001\", \"name\": \"Dorothy Gale\", "));
  g_assert_nonnull (strstr (run.out, "\"type\": \"character\""));
  g_assert_nonnull (strstr (run.out, "\"set\": \"oz-demo\""));
  g_assert_nonnull (strstr (run.out, "\"keywords\": [\"prime\"]"));
  g_assert_nonnull (strstr (run.out, "\"cost\": 3"));
  g_assert_nonnull (strstr (run.out, "\"vitality\": 3"));
  g_assert_nonnull (strstr (run.out, "\"realm\": \"Kansas\""));
  g_assert_null (strstr (run.out, "\"water\""));
  g_assert_true (g_str_has_suffix (run.out, "}\n"));

  cw_cli_test_run (&duel, NULL, "show", "oz-good-evil", "ge-g01", "--json", NULL);
  g_assert_cmpint (duel.status, ==, 0);
  g_assert_nonnull (strstr (duel.out, "\"force\": 3"));
  g_assert_nonnull (strstr (duel.out, "\"woman\": true"));
  g_assert_nonnull (strstr (duel.out, "\"spellcaster\": false"));
  g_assert_nonnull (strstr (duel.out, "\"alt_names\": [\"Dorothy Gale\"]"));
}

/* check */

static void
test_check_legal (void)
{
  g_autofree char *fab_four = cw_test_game_path ("oz-storyline", "libraries", "the-fab-four.xml", NULL);
  g_autofree char *good = cw_test_game_path ("oz-good-evil", "libraries", "good-deck.xml", NULL);
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) deck = { 0 };

  cw_cli_test_run (&run, NULL, "check", fab_four, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "The Fab Four: 76 cards, legal\n");
  g_assert_cmpstr (run.err, ==, "");

  cw_cli_test_run (&deck, NULL, "check", good, "--json", NULL);
  g_assert_cmpint (deck.status, ==, 0);
  g_assert_cmpstr (deck.out, ==,
                   "{\"library\": \"Good deck\", \"game\": \"oz-good-evil\", \"legal\": true, \"cards\": 52, \"problems\": []}\n");
}

static void
test_check_four_copies (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = write_edited_library (dir, "four.xml", "id=\"ozd-001\" count=\"3\"", "id=\"ozd-001\" count=\"4\"");
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) json = { 0 };

  cw_cli_test_run (&run, NULL, "check", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==,
                   "The Fab Four: 77 cards, not legal\n"
                   "  error: 4 copies of Dorothy Gale • Girl from Kansas; at most 3\n");

  cw_cli_test_run (&json, NULL, "check", path, "--json", NULL);
  g_assert_cmpint (json.status, ==, 1);
  g_assert_cmpstr (json.out, ==,
                   "{\"library\": \"The Fab Four\", \"game\": \"oz-storyline\", \"legal\": false, \"cards\": 77, "
                   "\"problems\": [{\"severity\": \"error\", \"section\": \"library\", \"card\": \"ozd-001\", "
                   "\"message\": \"4 copies of Dorothy Gale • Girl from Kansas; at most 3\"}]}\n");
}

/* The shipped Library without some of its entries. */
static char *
write_library_without (const char         *dir,
                       const char         *name,
                       const char * const *card_ids)
{
  g_autofree char *shipped = cw_test_game_path ("oz-storyline", "libraries", "the-fab-four.xml", NULL);
  g_autofree char *contents = cw_test_read_file (shipped);
  g_autoptr(GString) thin = g_string_new (contents);

  for (guint i = 0; card_ids[i]; i++)
    {
      g_autofree char *pattern = g_strdup_printf ("    <card id=\"%s\" ", card_ids[i]);
      const char *start = strstr (thin->str, pattern);
      const char *end = start ? strchr (start, '\n') : NULL;

      g_assert_nonnull (end);
      if (end != NULL)
        g_string_erase (thin, start - thin->str, end - start + 1);
    }
  return cw_test_write_file (dir, name, thin->str);
}

static void
test_check_too_few (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  /* Ten entries of 2 copies (60 → 40) and Green Spectacles ×1 (→ 39). */
  const char *drop[] = { "ozd-026", "ozd-029", "ozd-030", "ozd-042", "ozd-047", "ozd-048",
                         "ozd-049", "ozd-050", "ozd-054", "ozd-060", "ozd-052", NULL };
  g_autofree char *path = write_library_without (dir, "thin.xml", drop);
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "check", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==,
                   "The Fab Four: 55 cards, not legal\n"
                   "  error: 39 cards in the Library; at least 40\n");
}

static void
test_check_broken_file (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "broken.xml",
    XML_DECL                                                            /* 1 */
    "<library version=\"1\" game=\"oz-storyline\">\n"                   /* 2 */
    "  <section id=\"library\">\n"                                      /* 3 */
    "    <card id=\"ozd-001\" count=\"3\"/>\n"                          /* 4 */
    "</library>\n");                                                    /* 5 */
  g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s:5: not well-formed XML: "
                                               "Opening and ending tag mismatch: section line 3 and library\n", path);
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, expected);
}

static void
test_check_unknown_card (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "unknown.xml",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-999\" count=\"3\"/>\n"
    "  </section>\n"
    "</library>\n");
  g_auto(CwCliRun) run = { 0 };

  /* A card its sets no longer hold is a problem of the Library, not a file that cannot be read. */
  cw_cli_test_run (&run, NULL, "check", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==,
                   "unknown: 3 cards, not legal\n"
                   "  error: 3 cards in the Library; at least 40\n"
                   "  error: 0 cards in the Title card; at least 1\n"
                   "  error: Missing card: ozd-999 (3 copies) — not in any card set of The Card Game of Oz\n"
                   "  warning: 0 cards in the Locations Folio; at least 15\n");
  g_assert_cmpstr (run.err, ==, "");
}

static void
test_check_collection (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *fab_four = cw_test_game_path ("oz-storyline", "libraries", "the-fab-four.xml", NULL);
  g_autofree char *path = NULL;
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwLibrary) library = cw_test_load_library (catalog, "the-fab-four.xml");
  g_autoptr(CwCollection) collection = cw_collection_new ("oz-storyline");
  g_autoptr(GError) error = NULL;
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) json = { 0 };
  g_autofree char *line = NULL;

  /* Own every copy the Library needs, except: 1 of 3 Dorothy, no Title card. */
  for (guint s = 0; s < 3; s++)
    {
      const char *sections[] = { "library", "folio", "title" };
      GPtrArray *entries = cw_library_get_entries (library, sections[s]);

      for (guint i = 0; i < entries->len; i++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, i);
          cw_collection_set_owned (collection, entry->card_id, entry->count);
        }
    }
  cw_collection_set_owned (collection, "ozd-001", 1);
  cw_collection_set_owned (collection, "ozd-114", 0);
  path = g_build_filename (dir, "collection.xml", NULL);
  g_assert_true (cw_collection_save_to_file (collection, path, &error));
  g_assert_no_error (error);

  cw_cli_test_run (&run, NULL, "check", fab_four, "--collection", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "The Fab Four: 76 cards, legal\n"
                   "You lack 3 cards:\n"
                   "  2 × Dorothy Gale • Girl from Kansas (need 3, own 1)\n"
                   "  1 × The Wonderful Wizard of Oz (need 1, own 0)\n");

  cw_cli_test_run (&json, NULL, "check", fab_four, "--collection", path, "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  line = g_strdup ("\"lacking_total\": 3, \"lacking\": [{\"id\": \"ozd-001\", \"name\": \"Dorothy Gale • Girl from Kansas\", "
                   "\"needed\": 3, \"owned\": 1, \"lacking\": 2}, {\"id\": \"ozd-114\", \"name\": \"The Wonderful Wizard of Oz\", "
                   "\"needed\": 1, \"owned\": 0, \"lacking\": 1}]}\n");
  g_assert_true (g_str_has_suffix (json.out, line));
}

static void
test_check_collection_other_game (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *fab_four = cw_test_game_path ("oz-storyline", "libraries", "the-fab-four.xml", NULL);
  g_autofree char *path = cw_test_write_file (dir, "od.xml",
                                              XML_DECL "<collection version=\"1\" game=\"od\"/>\n");
  g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s: this collection is for the game “od”, not “oz-storyline”\n", path);
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "check", fab_four, "--collection", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, expected);
}

/* roll */

static void
test_roll_seeded_json (void)
{
  g_auto(CwCliRun) first = { 0 };
  g_auto(CwCliRun) second = { 0 };

  cw_cli_test_run (&first, NULL, "roll", "oz-storyline", "--seed", "7", "--json", NULL);
  cw_cli_test_run (&second, NULL, "roll", "oz-storyline", "--seed", "7", "--json", NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_cmpstr (first.out, ==, second.out);
  /* The same faces as /core/dice/roll/seeded: 3 2 1 2, total 12. */
  g_assert_cmpstr (first.out, ==,
                   "{\"game\": \"oz-storyline\", \"seed\": 7, \"dice\": ["
                   "{\"id\": \"blue6\", \"name\": \"Blue die, 6 faces\", \"color\": \"#2f6fd0\", \"faces\": [1, 2, 3, 4, 5, 6], \"face\": 3, \"symbols\": 4}, "
                   "{\"id\": \"blue5\", \"name\": \"Blue die, 5 faces\", \"color\": \"#2f6fd0\", \"faces\": [1, 2, 3, 4, 5], \"face\": 2, \"symbols\": 3}, "
                   "{\"id\": \"blue4\", \"name\": \"Blue die, 4 faces\", \"color\": \"#2f6fd0\", \"faces\": [1, 2, 3, 4], \"face\": 1, \"symbols\": 2}, "
                   "{\"id\": \"blue3\", \"name\": \"Blue die, 3 faces\", \"color\": \"#2f6fd0\", \"faces\": [1, 2, 3], \"face\": 2, \"symbols\": 3}"
                   "], \"total\": 12}\n");
  g_assert_cmpuint (count_occurrences (first.out, "\"color\": "), ==, 4);
}

static void
test_roll_capped (void)
{
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) json = { 0 };

  /* 4 blue + 9 gold asked for; 10 dice at most. */
  cw_cli_test_run (&run, NULL, "roll", "oz-storyline", "--gold", "9", "--seed", "7", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_occurrences (run.out, "Blue die"), ==, 4);
  g_assert_cmpuint (count_occurrences (run.out, "Gold bonus die"), ==, 6);
  g_assert_nonnull (strstr (run.out, "At most 10 dice are rolled: 6 bonus dice counted.\n"));

  cw_cli_test_run (&json, NULL, "roll", "oz-storyline", "--gold", "9", "--seed", "7", "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  g_assert_cmpuint (count_occurrences (json.out, "\"face\": "), ==, 10);
  g_assert_cmpuint (count_occurrences (json.out, "\"id\": \"gold\""), ==, 6);
}

static void
test_roll_odds (void)
{
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) json = { 0 };

  cw_cli_test_run (&run, NULL, "roll", "oz-storyline", "--seed", "1", "--odds", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Exact odds over 360 outcomes:\n"));
  /* 52 of the 360 outcomes total 11; 206 make 11 or more. */
  g_assert_nonnull (strstr (run.out, "     11    14.44 %    57.22 %\n"));

  cw_cli_test_run (&json, NULL, "roll", "oz-storyline", "--seed", "1", "--odds", "--json", NULL);
  g_assert_nonnull (strstr (json.out, "\"outcomes\": 360"));
  g_assert_nonnull (strstr (json.out, "{\"total\": 11, \"ways\": 52, \"probability\": 0.144444, \"at_least\": 0.572222}"));
}

/* Usage */

static void
test_usage_errors (void)
{
  g_auto(CwCliRun) none = { 0 };
  g_auto(CwCliRun) unknown = { 0 };
  g_auto(CwCliRun) no_dice = { 0 };
  g_auto(CwCliRun) no_game = { 0 };
  g_auto(CwCliRun) negative = { 0 };
  g_auto(CwCliRun) too_many = { 0 };
  g_auto(CwCliRun) missing = { 0 };
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *absent = g_build_filename (dir, "absent.xml", NULL);
  g_autofree char *absent_error = g_strdup_printf ("cardwright-cli: %s: No such file or directory\n", absent);

  cw_cli_test_run (&none, NULL, NULL);
  g_assert_cmpint (none.status, ==, 2);
  g_assert_true (g_str_has_prefix (none.err, "Usage: cardwright-cli COMMAND"));

  cw_cli_test_run (&unknown, NULL, "frobnicate", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_true (g_str_has_prefix (unknown.err, "cardwright-cli: unknown command “frobnicate”\n"));

  cw_cli_test_run (&no_dice, NULL, "roll", "od", NULL);
  g_assert_cmpint (no_dice.status, ==, 2);
  g_assert_cmpstr (no_dice.err, ==, "cardwright-cli: Ód uses no dice\n");

  cw_cli_test_run (&no_game, NULL, "cards", "chess", NULL);
  g_assert_cmpint (no_game.status, ==, 2);
  g_assert_cmpstr (no_game.err, ==,
                   "cardwright-cli: no game “chess”; the games are: disney-storyline, od, oz-draft, oz-good-evil, oz-storyline\n");

  cw_cli_test_run (&negative, NULL, "roll", "oz-storyline", "--gold", "-1", NULL);
  g_assert_cmpint (negative.status, ==, 2);
  g_assert_cmpstr (negative.err, ==, "cardwright-cli: --gold must be 0 or more, not -1\n");

  /* Each die is a row of the odds table: a hundred million gold dice were never rolled. */
  cw_cli_test_run (&too_many, NULL, "roll", "oz-storyline", "--gold", "100000000", "--odds", NULL);
  g_assert_cmpint (too_many.status, ==, 2);
  g_assert_cmpstr (too_many.err, ==, "cardwright-cli: --gold must be at most 100, not 100000000\n");

  cw_cli_test_run (&missing, NULL, "check", absent, NULL);
  g_assert_cmpint (missing.status, ==, 2);
  g_assert_cmpstr (missing.err, ==, absent_error);
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/cli/games", test_games);
  g_test_add_func ("/core/cli/games/json", test_games_json);
  g_test_add_func ("/core/cli/games/broken-user-game", test_games_with_broken_user_game);
  g_test_add_func ("/core/cli/bad-user-set", test_bad_user_set);
  g_test_add_func ("/core/cli/cards/query", test_cards_query);
  g_test_add_func ("/core/cli/cards/all", test_cards_all);
  g_test_add_func ("/core/cli/cards/json", test_cards_json);
  g_test_add_func ("/core/cli/show", test_show);
  g_test_add_func ("/core/cli/show/by-name", test_show_by_name);
  g_test_add_func ("/core/cli/show/unknown", test_show_unknown);
  g_test_add_func ("/core/cli/show/json", test_show_json);
  g_test_add_func ("/core/cli/check/legal", test_check_legal);
  g_test_add_func ("/core/cli/check/four-copies", test_check_four_copies);
  g_test_add_func ("/core/cli/check/too-few", test_check_too_few);
  g_test_add_func ("/core/cli/check/broken-file", test_check_broken_file);
  g_test_add_func ("/core/cli/check/unknown-card", test_check_unknown_card);
  g_test_add_func ("/core/cli/check/collection", test_check_collection);
  g_test_add_func ("/core/cli/check/collection-other-game", test_check_collection_other_game);
  g_test_add_func ("/core/cli/roll/seeded-json", test_roll_seeded_json);
  g_test_add_func ("/core/cli/roll/capped", test_roll_capped);
  g_test_add_func ("/core/cli/roll/odds", test_roll_odds);
  g_test_add_func ("/core/cli/usage", test_usage_errors);

  return g_test_run ();
}
