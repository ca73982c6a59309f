/* test-cli-interop.c: cardwright-cli import, export and collection import|export, run as a user would. */
#include <string.h>
#include <unistd.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "cw-cli-test.h"
#include "interop-test-util.h"

/* A fresh folder per run: files from an earlier run must not change the answers. */
static char *work_dir;
/* The test game in files/ as the only data, run in work_dir. */
static CwCliRunOptions cli_options;

static char *
tmp_path (const char *name)
{
  return g_build_filename (work_dir, name, NULL);
}

/* A deck list is any text: terminal escape codes in it (ESC [ 2 J clears the screen, the C1
 * CSI does the same on some terminals) reach the report as U+FFFD, never raw. */
static void
test_import_escape_codes (void)
{
  g_autofree char *deck = tmp_path ("escapes.txt");
  g_autofree char *out = tmp_path ("escapes.cwlibrary");
  g_autofree char *expected_report = NULL;
  g_auto(CwCliRun) run = { 0 };

  g_assert_true (g_file_set_contents (deck,
                                      "// \x1b]0;owned\x07" "Escapes\n"
                                      "1 Toto\n"
                                      "2 Evil\x1b[2J Witch\xc2\x9b" "2J\n", -1, NULL));
  expected_report = g_strdup_printf (
    "%s: 1 card matched (1 entry), 1 not found, 0 not understood, 1 note\n"
    "%s:3: not found: no card named “Evil\xef\xbf\xbd[2J Witch\xef\xbf\xbd" "2J” in Interop test game\n"
    "%s: note: control characters were removed from the deck's name: “]0;ownedEscapes”\n"
    "Wrote %s: “]0;ownedEscapes”, 1 card for Interop test game\n",
    deck, deck, deck, out);
  cw_cli_test_run (&run, &cli_options, "import", deck, "-o", out, "--game", "interop-test", NULL);
  g_assert_cmpstr (run.out, ==, expected_report);
  g_assert_null (strchr (run.out, '\x1b'));
  g_assert_null (strstr (run.out, "\xc2\x9b"));
}

static void
test_import (void)
{
  g_autofree char *cod = interop_test_file ("kansas-friends.cod");
  g_autofree char *out = tmp_path ("imported.xml");
  g_autofree char *expected_report = g_strdup_printf (
    "%s: 14 cards matched (7 entries), 1 not found, 2 not understood, 1 note\n"
    "%s:13: not found: no card named “Dorthy Gale” in Interop test game; did you mean “Dorothy Gale”?\n"
    "%s:14: not understood: Wicked Witch of the West: a count of 0 adds nothing; write 1 or more\n"
    "%s:20: note: Wicked Witch of the West was in the sideboard; added to Library\n"
    "%s:23: not understood: 1 × Flying Monkey in zone “tokens”, which a Library does not have (only main and side)\n"
    "Wrote %s: “Kansas Friends”, 14 cards for Interop test game\n",
    cod, cod, cod, cod, cod, out);
  g_autofree char *saved = NULL;
  g_auto(CwCliRun) run = { 0 };

  /* The game is guessed from the cards; something was left out, so the status is 1. */
  cw_cli_test_run (&run, &cli_options, "import", cod, "-o", out, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, expected_report);
  g_assert_cmpint (run.status, ==, 1);

  g_assert_true (g_file_get_contents (out, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "<library version=\"1\" game=\"interop-test\">"));
  g_assert_nonnull (strstr (saved, "<card id=\"it-009\" count=\"1\""));

  cw_cli_test_run (&run, &cli_options, "import", cod, "-o", out, "--game", "interop-test", "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.out, "{\"file\": "));
  g_assert_nonnull (strstr (run.out, "\"written\": true, \"format\": \"cod\", \"matched\": 7, \"copies\": 14, "
                                     "\"not_found\": 1, \"not_understood\": 2, \"notes\": 1, \"items\": [{\"line\": 10, "
                                     "\"status\": \"matched\", \"text\": \"Dorothy Gale • Girl from Kansas\", "
                                     "\"card\": \"it-001\", \"count\": 3, \"message\": \"3 × Dorothy Gale • Girl from Kansas\"}"));
  g_remove (out);
}

static void
test_import_failures (void)
{
  g_autofree char *broken = interop_test_file ("broken.cod");
  g_autofree char *out = tmp_path ("never.xml");
  g_autofree char *nothing = tmp_path ("nothing.txt");
  g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s:6: not well-formed XML: Opening and ending tag "
                                               "mismatch: card line 5 and zone\n", broken);
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, &cli_options, "import", broken, "-o", out, "--game", "interop-test", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, expected);

  g_assert_true (g_file_set_contents (nothing, "2 Glinda the Good\n", -1, NULL));
  cw_cli_test_run (&run, &cli_options, "import", nothing, "-o", out, "--game", "interop-test", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_suffix (run.err, "nothing.txt: no card of Interop test game found; nothing written\n"));

  cw_cli_test_run (&run, &cli_options, "import", "/nonexistent/deck.txt", "-o", out, "--game", "interop-test", NULL);
  g_assert_cmpint (run.status, ==, 2);

  cw_cli_test_run (&run, &cli_options, "import", nothing, NULL);
  g_assert_cmpint (run.status, ==, 2);

  cw_cli_test_run (&run, &cli_options, "import", nothing, "-o", out, "--format", "mtga", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: unknown format “mtga”; the formats are text, cod and o8d\n");

  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_remove (nothing);
}

/* -o naming the input (as it is, through a link, or by another path) is refused before anything
 * is written, and the list is left as it was; -o naming a folder says so. */
static void
test_import_output_is_input (void)
{
  g_autofree char *deck = tmp_path ("same.txt");
  g_autofree char *link = tmp_path ("same-link.txt");
  g_autofree char *sub_dir = tmp_path ("sub");
  g_autofree char *other_path = g_build_filename (work_dir, "sub", "..", "same.txt", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *contents = NULL;
  const char *outputs[3];
  g_auto(CwCliRun) run = { 0 };

  g_assert_true (g_file_set_contents (deck, "2 Toto\n", -1, NULL));
  g_assert_cmpint (symlink (deck, link), ==, 0);
  g_assert_cmpint (g_mkdir (sub_dir, 0755), ==, 0);
  outputs[0] = deck;
  outputs[1] = link;
  outputs[2] = other_path;
  for (guint i = 0; i < G_N_ELEMENTS (outputs); i++)
    {
      g_free (expected);
      expected = g_strdup_printf ("cardwright-cli: %s is the file being imported; -o must name another file\n",
                                  outputs[i]);
      cw_cli_test_run (&run, &cli_options, "import", deck, "-o", outputs[i], "--game", "interop-test", NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.err, ==, expected);
      g_assert_cmpstr (run.out, ==, "");
    }
  g_assert_true (g_file_get_contents (deck, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "2 Toto\n");

  g_free (expected);
  expected = g_strdup_printf ("cardwright-cli: %s: is a folder; name a file to write\n", sub_dir);
  cw_cli_test_run (&run, &cli_options, "import", deck, "-o", sub_dir, "--game", "interop-test", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, expected);

  /* The same for a collection's CSV. */
  g_free (expected);
  expected = g_strdup_printf ("cardwright-cli: %s is the file being imported; -o must name another file\n", link);
  cw_cli_test_run (&run, &cli_options, "collection", "import", deck, "-o", link, "--game", "interop-test", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, expected);

  g_remove (link);
  g_remove (deck);
  g_rmdir (sub_dir);
}

/* Copies past the 9999 a Library keeps are reported on their line, and the status says so. */
static void
test_import_copy_cap (void)
{
  g_autofree char *deck = tmp_path ("caps.txt");
  g_autofree char *out = tmp_path ("caps.cwlibrary");
  g_autofree char *expected = NULL;
  g_auto(CwCliRun) run = { 0 };

  g_assert_true (g_file_set_contents (deck, "9999 Toto\n1 Toto\n", -1, NULL));
  expected = g_strdup_printf ("%s: 9999 cards matched (1 entry), 0 not found, 0 not understood\n"
                              "%s:2: too many copies: Toto: this line makes 10000 copies, and a Library keeps at most "
                              "9999; 1 left out\n"
                              "Wrote %s: “caps”, 9999 cards for Interop test game\n", deck, deck, out);
  cw_cli_test_run (&run, &cli_options, "import", deck, "-o", out, "--game", "interop-test", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, expected);

  cw_cli_test_run (&run, &cli_options, "import", deck, "-o", out, "--game", "interop-test", "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "{\"line\": 2, \"status\": \"capped\", \"text\": \"Toto\", \"card\": \"it-003\", "
                                     "\"count\": 1, \"message\": \"Toto: this line makes 10000 copies, and a Library "
                                     "keeps at most 9999; 1 left out\"}], \"capped\": 1, \"unlisted\": 0}\n"));
  g_remove (deck);
  g_remove (out);
}

static void
test_export_round_trip (void)
{
  g_autofree char *txt = interop_test_file ("kansas-friends.txt");
  g_autofree char *library = tmp_path ("kansas.xml");
  g_autofree char *o8d = tmp_path ("kansas.o8d");
  g_autofree char *again = tmp_path ("again.xml");
  g_autofree char *first_text = NULL;
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, &cli_options, "import", txt, "-o", library, "--game", "interop-test", NULL);
  g_assert_cmpint (run.status, ==, 1);

  cw_cli_test_run (&run, &cli_options, "export", library, "--format", "text", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "// Kansas Friends\n"
                   "// A list typed by hand, with every form the importer reads.\n"
                   "\n"
                   "# Library\n"
                   "3 Dorothy Gale • Girl from Kansas\n"
                   "3 Toto\n"
                   "2 Silver Shoes\n"
                   "1 7 League Boots\n"
                   "1 Wicked Witch of the West\n"
                   "\n"
                   "# Locations Folio\n"
                   "2 Épouvantail Field\n"
                   "1 Emerald City\n"
                   "\n"
                   "# Title card\n"
                   "1 The Road to Oz\n");
  first_text = g_steal_pointer (&run.out);

  /* The format comes from -o's extension. */
  cw_cli_test_run (&run, &cli_options, "export", library, "-o", o8d, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cw_cli_test_run (&run, &cli_options, "import", o8d, "-o", again, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cw_cli_test_run (&run, &cli_options, "export", again, "--format", "text", NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* OCTGN keeps no deck name: the file's name stands in. */
  g_assert_true (g_str_has_prefix (run.out, "// kansas\n// A list typed by hand"));
  g_assert_cmpstr (strstr (run.out, "# Library"), ==, strstr (first_text, "# Library"));

  cw_cli_test_run (&run, &cli_options, "export", library, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: say which format with --format text|cod|o8d\n");

  g_remove (library);
  g_remove (o8d);
  g_remove (again);
}

static void
test_collection (void)
{
  g_autofree char *csv = tmp_path ("owned.csv");
  g_autofree char *collection = tmp_path ("collection.xml");
  g_autofree char *exported = tmp_path ("exported.csv");
  g_autofree char *text = NULL;
  g_auto(CwCliRun) run = { 0 };

  g_assert_true (g_file_set_contents (csv, "id,owned\nit-003,2\nit-006,1\nzz-404,1\n", -1, NULL));

  cw_cli_test_run (&run, &cli_options, "collection", "import", csv, "-o", collection, NULL);
  g_assert_cmpint (run.status, ==, 2);

  cw_cli_test_run (&run, &cli_options, "collection", "import", csv, "-o", collection, "--game", "interop-test", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_suffix (run.out, " (4 cards owned)\n"));
  g_assert_nonnull (strstr (run.out, "owned.csv: 3 cards matched (2 entries), 1 not found, 0 not understood\n"));

  cw_cli_test_run (&run, &cli_options, "collection", "export", collection, "-o", exported, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (exported, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "it-003,Toto,core,2\r\nit-004,Silver Shoes,core,0\r\n"));
  g_assert_true (g_str_has_suffix (text, "zz-404,,,1\r\n"));

  cw_cli_test_run (&run, &cli_options, "collection", "frobnicate", NULL);
  g_assert_cmpint (run.status, ==, 2);

  /* Asked for, the verbs are listed on standard output and that is no error; each verb's
   * --help names the whole command, as it is typed. */
  cw_cli_test_run (&run, &cli_options, "collection", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, "Usage:\n"
                                "  cardwright-cli collection import FILE.csv -o COLLECTION.xml [--game GAME] [--json]\n"
                                "  cardwright-cli collection export COLLECTION.xml [-o FILE.csv]\n");
  cw_cli_test_run (&run, &cli_options, "collection", "import", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage:\n  cardwright-cli collection import [OPTION…] FILE.csv -o COLLECTION.xml"));

  g_remove (csv);
  g_remove (collection);
  g_remove (exported);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_dir = NULL;
  g_autofree char *data_dir_setting = NULL;
  const char *env[] = { NULL, NULL };
  int status;

  if (!cw_cli_test_init (&argc, &argv))
    return 2;

  work_dir = g_dir_make_tmp ("cardwright-cli-test-XXXXXX", NULL);
  g_assert_nonnull (work_dir);
  data_dir = g_test_build_filename (G_TEST_DIST, "interop", "files", NULL);
  data_dir_setting = g_strconcat ("CARDWRIGHT_DATA_DIR=", data_dir, NULL);
  env[0] = data_dir_setting;
  cli_options.cwd = work_dir;
  cli_options.env = env;
  g_test_add_func ("/interop/cli/import", test_import);
  g_test_add_func ("/interop/cli/import/escape-codes", test_import_escape_codes);
  g_test_add_func ("/interop/cli/import-failures", test_import_failures);
  g_test_add_func ("/interop/cli/import/output-is-input", test_import_output_is_input);
  g_test_add_func ("/interop/cli/import/copy-cap", test_import_copy_cap);
  g_test_add_func ("/interop/cli/export-round-trip", test_export_round_trip);
  g_test_add_func ("/interop/cli/collection", test_collection);

  status = g_test_run ();
  g_rmdir (work_dir);
  g_free (work_dir);
  return status;
}
