/* test-cli-package.c: cardwright-cli package and install run as scripts run them: output, JSON,
 * exit status, and what a refusal leaves on disk. */
#include <string.h>

#include "cw-cli-test.h"
#include "cw-test-util.h"

#define GAME "disney-storyline"

static const char set_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<cardset version=\"1\" game=\"" GAME "\" id=\"epic-fan\" name=\"Epic fan set\">\n"
  "  <card id=\"ef-001\" type=\"object\" alignment=\"good\"><name>Wand</name></card>\n"
  "</cardset>\n";

static char *
sets_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "cardwright", "games", GAME, "sets", NULL);
}

static char *
make_package (void)
{
  g_autofree char *sets = sets_dir ();
  g_autofree char *scratch = cw_test_scratch_dir ();
  g_autofree char *set_file = NULL;
  g_auto(CwCliRun) run = { 0 };
  char *path = g_build_filename (scratch, "fan.cwgame", NULL);

  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  set_file = cw_test_write_file (sets, "epic-fan.xml", set_xml);
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "package", GAME, "-o", path, "--name", "Fan", "--version", "1.2",
                                    "--author", "Ann", "--licence", "CC-BY-4.0", "--pictures-licence", "CC0", NULL), ==, 0);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (g_unlink (set_file), ==, 0);
  return path;
}

static void
test_dry_run_then_install (void)
{
  g_autofree char *path = make_package ();
  g_autofree char *sets = sets_dir ();
  g_autofree char *set_file = g_build_filename (sets, "epic-fan.xml", NULL);
  g_auto(CwCliRun) run = { 0 };
  g_autofree char *expected = NULL;

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "install", path, "--dry-run", NULL), ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "Package “Fan”, release 1.2, by Ann\n"
                   "For the game “The Magical World of Disney Epic Card Game” (" GAME ")\n"
                   "Licence of the card texts: CC-BY-4.0\n"
                   "Licence of the pictures: CC0\n"
                   "Not installed yet\n"
                   "  Game “The Magical World of Disney Epic Card Game” (" GAME "): already there, unchanged\n"
                   "  Set “Epic fan set” (epic-fan), 1 card, 0 pictures: new\n"
                   "Nothing was installed (--dry-run).\n");
  g_assert_false (g_file_test (set_file, G_FILE_TEST_EXISTS));

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "install", path, "--json", NULL), ==, 0);
  expected = g_strdup_printf ("{\"file\": \"%s\", \"id\": \"fan\", \"name\": \"Fan\", \"release\": \"1.2\", "
                              "\"author\": \"Ann\", \"licence_texts\": \"CC-BY-4.0\", \"licence_pictures\": \"CC0\", "
                              "\"game\": \"" GAME "\", \"game_name\": \"The Magical World of Disney Epic Card Game\", "
                              "\"standing\": \"new\", \"installed_release\": null, \"installed\": true, "
                              "\"message\": null, \"items\": [{\"kind\": \"game\", \"change\": \"unchanged\", "
                              "\"path\": \"game/game.xml\", \"id\": \"" GAME "\", \"name\": \"The Magical World of "
                              "Disney Epic Card Game\", \"cards\": 0, \"pictures\": 0, \"new_id\": null, "
                              "\"clashes_with\": null}, {\"kind\": \"set\", \"change\": \"new\", \"path\": "
                              "\"sets/epic-fan.xml\", \"id\": \"epic-fan\", \"name\": \"Epic fan set\", \"cards\": 1, "
                              "\"pictures\": 0, \"new_id\": null, \"clashes_with\": null}]}\n", path);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_true (g_file_test (set_file, G_FILE_TEST_IS_REGULAR));

  /* Again: the answer is no, with the reason. */
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "install", path, NULL), ==, 1);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("cardwright-cli: %s: release 1.2 of “Fan” is already installed; nothing was changed\n", path);
  g_assert_cmpstr (run.err, ==, expected);
}

static void
test_clash_needs_rename (void)
{
  g_autofree char *path = make_package ();
  g_autofree char *sets = sets_dir ();
  g_autofree char *mine = NULL;
  g_autofree char *renamed = g_build_filename (sets, "epic-fan-2.xml", NULL);
  g_auto(CwCliRun) run = { 0 };
  g_autofree char *expected = NULL;

  mine = cw_test_write_file (sets, "epic-fan.xml",
                             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<cardset version=\"1\" game=\"" GAME "\" id=\"epic-fan\" name=\"Mine\">\n"
                             "  <card id=\"mi-001\" type=\"object\" alignment=\"good\"><name>Cup</name></card>\n"
                             "</cardset>\n");
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "install", path, NULL), ==, 1);
  expected = g_strdup_printf ("cardwright-cli: %s: the set id “epic-fan” is already used by another set, “Mine”; "
                              "nothing was installed. Installed under the new id “epic-fan-2”, both sets are kept "
                              "(run again with --rename-clashing to do so)\n", path);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_nonnull (strstr (run.out, "  Set “Epic fan set” (epic-fan), 1 card, 0 pictures: the id is already used by "
                                     "the set “Mine”: installed as “epic-fan-2” only if you agree\n"));
  g_assert_false (g_file_test (renamed, G_FILE_TEST_EXISTS));

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "install", path, "--rename-clashing", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "  Set “Epic fan set” (epic-fan), 1 card, 0 pictures: new, as “epic-fan-2”\n"
                                     "Installed.\n"));
  g_assert_true (g_file_test (renamed, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "cards", GAME, NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "Cup"));
  g_assert_nonnull (strstr (run.out, "Wand"));
}

static void
test_bad_package (void)
{
  g_autofree char *scratch = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (scratch, "x.cwgame", "hello\n");
  g_auto(CwCliRun) run = { 0 };
  g_autofree char *expected = NULL;

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "install", path, "--dry-run", NULL), ==, 2);
  expected = g_strdup_printf ("cardwright-cli: %s: not a game package (a ZIP file): Unrecognized archive format\n", path);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "package", GAME, "-o", path, "--version", "1.0-beta", NULL), ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: The release “1.0-beta” is not one Cardwright can compare: write 1 to 4 "
                            "numbers separated by dots, such as 1.0 or 2.1.3\n");
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;

  g_test_add_func ("/cli/package/dry-run-then-install", test_dry_run_then_install);
  g_test_add_func ("/cli/package/clash-needs-rename", test_clash_needs_rename);
  g_test_add_func ("/cli/package/bad-package", test_bad_package);
  return g_test_run ();
}
