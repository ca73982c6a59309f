/* test-cli-set.c: cardwright-cli set import|export|pictures, run as a user would under a fresh
 * data folder: what it prints, what it writes and its exit status. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cairo.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "cw-cli.h"
#include "cw-cli-test.h"
#include "interop-test-util.h"

static char *work_dir;
/* The shipped games, with the test's folder as the user's data folder, run in that folder. */
static CwCliRunOptions cli_options;

static char *
set_path (const char *set_id)
{
  g_autofree char *file = g_strconcat (set_id, ".xml", NULL);

  return g_build_filename (work_dir, "data", "cardwright", "games", "disney-storyline", "sets", file, NULL);
}

static char *
write_file (const char *name,
            const char *contents)
{
  char *path = g_build_filename (work_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

/* 60 cards in, the set file written; exported and imported again over itself, the same file. */
static void
test_import_export (void)
{
  g_autofree char *csv = interop_test_file ("disney-epic-60.csv");
  g_autofree char *path = set_path ("epic");
  g_autofree char *expected = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *exported = NULL;
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", csv, "--set", "epic", "--name", "Epic", NULL);
  expected = g_strdup_printf ("disney-epic-60.csv: 60 cards imported into “Epic”, 0 rows refused\n"
                              "Wrote %s (60 cards)\n", path);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  g_assert_nonnull (strstr (first, "<cardset version=\"1\" game=\"disney-storyline\" id=\"epic\" name=\"Epic\">"));

  cw_cli_test_run (&run, &cli_options, "set", "export", "disney-storyline", "--set", "epic", "-o", "epic.csv", NULL);
  g_assert_cmpstr (run.out, ==, "Wrote epic.csv (60 cards)\n");
  g_assert_cmpint (run.status, ==, 0);
  exported = g_build_filename (work_dir, "epic.csv", NULL);

  /* The same ids into the same set: each row replaces its card, and the file is unchanged. */
  cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", exported, "--set", "epic", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &second, NULL, NULL));
  g_assert_cmpstr (second, ==, first);

  /* Into another set the ids are taken: every row refused, nothing written. */
  cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", exported, "--set", "copy", "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "\"written\": false, \"imported\": 0, \"refused_rows\": 60,"));
  g_assert_nonnull (strstr (run.out, "{\"line\": 2, \"status\": \"refused\", \"column\": \"id\", \"text\": \"Snow White\", "
                                     "\"card\": null, \"message\": \"the id “epic-001” is already used by “Snow White” "
                                     "in the set “Epic”\"}"));
  g_free (path);
  path = set_path ("copy");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Some rows refused: the others are saved, the report names the refused cells, exit 1. */
static void
test_refused_rows (void)
{
  g_autofree char *csv = write_file ("some.csv",
                                     "name;type;Coût en points d’Histoire\n"
                                     "Belle;Personnage;2\n"
                                     "Bête;Personage;3\n");
  g_autofree char *path = set_path ("some");
  g_autofree char *expected = NULL;
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", csv, "--set", "some", NULL);
  expected = g_strdup_printf ("some.csv: 1 card imported into “some”, 1 row refused\n"
                              "some.csv:3: type: “Personage” is not a card type of The Magical World of Disney Epic "
                              "Card Game; did you mean “Personnage”?\n"
                              "Wrote %s (1 card)\n", path);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

/* Bad input: nothing written, exit 2, the reason on stderr. */
static void
test_bad_input (void)
{
  g_autofree char *no_type = write_file ("no-type.csv", "name,cost\nBelle,2\n");
  g_autofree char *path = set_path ("never");
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", no_type, "--set", "never", NULL);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: no-type.csv:1: the header row needs a “name” and a “type” column; "
                                "found: name, cost\n");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", "missing.csv", "--set", "never", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "missing.csv"));

  cw_cli_test_run (&run, &cli_options, "set", "import", "oz-storyline", no_type, "--set", "oz-demo", NULL);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: the set “oz-demo” ships with Cardwright and cannot be changed; "
                                "name a set of your own with --set\n");
  g_assert_cmpint (run.status, ==, 2);

  cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", no_type, "--set", "../escape", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "“../escape” cannot be a set id"));

  /* A set file that does not load is left out of the game, and never written over. */
  {
    g_autofree char *broken = set_path ("broken");
    g_autofree char *folder = g_path_get_dirname (broken);
    g_autofree char *csv = write_file ("one.csv", "name,type\nBelle,character\n");
    g_autofree char *contents = NULL;
    g_autofree char *expected = NULL;

    g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
    g_assert_true (g_file_set_contents (broken, "<cardset version=\"1\"", -1, NULL));
    cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", csv, "--set", "broken", NULL);
    expected = g_strdup_printf ("cardwright-cli: %s already exists but is not a set Cardwright could load; "
                                "repair it or move it away, then try again\n", broken);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_str_has_suffix (run.err, expected));
    g_assert_true (g_file_get_contents (broken, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, "<cardset version=\"1\"");
    g_unlink (broken);
  }

  cw_cli_test_run (&run, &cli_options, "set", "export", "disney-storyline", "--set", "nothing", NULL);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: The Magical World of Disney Epic Card Game has no set “nothing”\n");
  g_assert_cmpint (run.status, ==, 2);

  cw_cli_test_run (&run, &cli_options, "set", "frobnicate", NULL);
  g_assert_cmpint (run.status, ==, 2);

  /* Asked for, the verbs are listed on standard output and that is no error; each verb's
   * --help names the whole command, as it is typed. */
  cw_cli_test_run (&run, &cli_options, "set", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, "Usage:\n"
                                "  cardwright-cli set import GAME FILE.csv [--set SET] [--name NAME] [--json]\n"
                                "  cardwright-cli set export GAME --set SET [-o FILE.csv]\n"
                                "  cardwright-cli set pictures GAME --set SET FOLDER [--json]\n");
  /* The list of commands names every option of the verbs, optional ones in brackets. */
  cw_cli_test_run (&run, &cli_options, "--help", NULL);
  g_assert_nonnull (strstr (run.out, "  set import GAME FILE.csv [--set SET] [--name NAME] [--json] | export GAME --set SET [-o FILE.csv] "
                                     "| pictures GAME --set SET FOLDER [--json]\n"));
  g_assert_nonnull (strstr (run.out, "  collection import FILE.csv -o COLLECTION.xml [--game GAME] [--json] | export COLLECTION.xml [-o FILE.csv]\n"));
  cw_cli_test_run (&run, &cli_options, "set", "pictures", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage:\n  cardwright-cli set pictures [OPTION…] GAME --set SET FOLDER"));
}

/* Pictures for the set imported above: one by name, the rest of the cards listed, exit 1. */
static void
test_pictures (void)
{
  g_autofree char *csv = write_file ("two.csv", "id,name,type\nt-1,Belle,character\nt-2,Bête,character\n");
  g_autofree char *photos = g_build_filename (work_dir, "photos", NULL);
  g_autofree char *photo = g_build_filename (photos, "BELLE.png", NULL);
  g_autofree char *copied = g_build_filename (work_dir, "data", "cardwright", "games", "disney-storyline", "sets",
                                              "two", "t-1.png", NULL);
  g_autofree char *path = set_path ("two");
  g_autofree char *contents = NULL;
  cairo_surface_t *surface;
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, &cli_options, "set", "import", "disney-storyline", csv, "--set", "two", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (photos, 0755), ==, 0);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 20, 28);
  g_assert_cmpint (cairo_surface_write_to_png (surface, photo), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  cw_cli_test_run (&run, &cli_options, "set", "pictures", "disney-storyline", "--set", "two", photos, NULL);
  g_assert_cmpstr (run.out, ==, "photos: 1 picture added to “two”, 0 matched no card, 0 refused, 1 card without a picture\n"
                                "photos: note: “Bête” (t-2) has no picture\n");
  /* Not a terminal: no progress line, stderr as it always was. */
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_file_test (copied, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<image>two/t-1.png</image>"));

  cw_cli_test_run (&run, &cli_options, "set", "pictures", "disney-storyline", "--set", "two", "no-such-folder", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

/* The progress line on a terminal: "\r" and the count, so each takes the last one's place; at
 * most ten a second but always the last; cleared before the report. Off a terminal, nothing. */
static void
test_progress_line (void)
{
  g_autofree char *line = cw_cli_progress_format ("Copying pictures… %u of %u", 3, 60);
  CwCliProgress progress;
  char *written = NULL;
  size_t length = 0;

  g_assert_cmpstr (line, ==, "\rCopying pictures… 3 of 60");
  cw_cli_progress_init (&progress, "Importing cards… %u of %u rows");
  /* The tests run with stderr a pipe or a file. */
  if (!isatty (fileno (stderr)))
    g_assert_null (progress.stream);
  progress.stream = open_memstream (&written, &length);
  g_assert_nonnull (progress.stream);
  cw_cli_progress_update (1, 3, &progress);
  cw_cli_progress_update (2, 3, &progress);
  cw_cli_progress_update (3, 3, &progress);
  cw_cli_progress_end (&progress);
  fclose (progress.stream);
  g_assert_cmpstr (written, ==, "\rImporting cards… 1 of 3 rows\rImporting cards… 3 of 3 rows\r\033[K");
  free (written);

  /* Nothing shown, nothing cleared. */
  progress.stream = NULL;
  cw_cli_progress_update (1, 3, &progress);
  cw_cli_progress_end (&progress);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;
  const char *env[] = { NULL, NULL };
  int status;

  if (!cw_cli_test_init (&argc, &argv))
    return 2;
  work_dir = g_dir_make_tmp ("cw-cli-set-XXXXXX", &error);
  g_assert_no_error (error);
  data_home = g_strconcat ("XDG_DATA_HOME=", work_dir, G_DIR_SEPARATOR_S "data", NULL);
  env[0] = data_home;
  cli_options.cwd = work_dir;
  cli_options.env = env;
  g_test_add_func ("/cli/set/import-export", test_import_export);
  g_test_add_func ("/cli/set/refused-rows", test_refused_rows);
  g_test_add_func ("/cli/set/bad-input", test_bad_input);
  g_test_add_func ("/cli/set/pictures", test_pictures);
  g_test_add_func ("/cli/set/progress-line", test_progress_line);
  status = g_test_run ();
  if (status == 0)
    {
      g_autofree char *command = g_strdup_printf ("rm -rf '%s'", work_dir);

      g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
    }
  g_free (work_dir);
  return status;
}
