/* test-draft-cli.c: whole Oz drafts through `cardwright-cli match new|do|legal|show`, run as a program. */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "cw-cli-test.h"
#include "oz-draft-whole.h"

static char *
scratch_path (const char *name)
{
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "draft-cli", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

/* A 3-player draft typed in from the real box, one `match do` per round, to the score. */
static void
test_typed_draft (void)
{
  g_autofree char *path = scratch_path ("typed.cwmatch");
  g_auto (CwCliRun) created = { 0 };
  g_auto (CwCliRun) refused = { 0 };
  g_auto (CwCliRun) shown = { 0 };
  g_auto (CwCliRun) legal = { 0 };
  guint i = 0;

  cw_cli_test_run (&created, NULL, "match", "new", "oz-draft", "--player", "Ann", "--player", "Bob", "--player", "Cleo",
                   "--seed", "1", "--option", "deal=typed", "-o", path, NULL);
  g_assert_cmpstr (created.err, ==, "");
  g_assert_cmpint (created.status, ==, 0);
  g_assert_nonnull (strstr (created.out, "Round 1 of 9; first player Ann; Ann to play.\n"
                                         "The columns are to be typed in (“deal”).\n"));

  /* A round's actions at a time: the deal, then each player's take (and turn-down): 9 deals,
   * 27 takes and 15 turn-downs in all. */
  while (i < G_N_ELEMENTS (whole_draft))
    {
      g_autoptr (GPtrArray) args = g_ptr_array_new ();
      g_auto (CwCliRun) run = { 0 };

      g_ptr_array_add (args, (gpointer) "match");
      g_ptr_array_add (args, (gpointer) "do");
      g_ptr_array_add (args, path);
      do
        g_ptr_array_add (args, (gpointer) whole_draft[i++]);
      while (i < G_N_ELEMENTS (whole_draft) && !g_str_has_prefix (whole_draft[i], "deal "));
      g_ptr_array_add (args, NULL);
      cw_cli_test_run_argv (&run, NULL, (const char * const *) args->pdata);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
    }

  cw_cli_test_run (&shown, NULL, "match", "show", path, "--json", NULL);
  g_assert_cmpint (shown.status, ==, 0);
  g_assert_nonnull (strstr (shown.out, "{\"engine\": \"draft\", \"game\": \"oz-draft\", \"seed\": 1, \"actions\": 51, "
                                       "\"over\": true, \"options\": {\"deal\": \"typed\"}, \"score\": ["
                                       "{\"player\": \"Ann\", \"total\": 20, \"winner\": false}, "
                                       "{\"player\": \"Bob\", \"total\": 34, \"winner\": true}, "
                                       "{\"player\": \"Cleo\", \"total\": 34, \"winner\": true}]"));
  g_assert_nonnull (strstr (shown.out, "\"face_up\": [\"ozdr-s10\", \"ozdr-s36\", \"ozdr-s30\", \"ozdr-s45\"], "
                                       "\"face_down\": [\"ozdr-s01\", \"ozdr-s02\", \"ozdr-s03\", \"ozdr-s05\", \"ozdr-s06\"], "
                                       "\"points\": [8, 5, 0, 7], \"total\": 20}"));

  cw_cli_test_run (&legal, NULL, "match", "legal", path, NULL);
  g_assert_cmpint (legal.status, ==, 0);
  g_assert_cmpstr (legal.out, ==, "");

  /* Once over, the rules refuse (exit 1: the answer is no), naming why. */
  cw_cli_test_run (&refused, NULL, "match", "do", path, "take 1", NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_cmpstr (refused.err, ==, "cardwright-cli: action 1: “take 1” is refused: The draft is over: all 9 rounds are played\n");
}

/* A 3-player draft dealt by the app from its seed, played by always taking what `match legal`
 * offers first, to the end. */
static void
test_dealt_draft (void)
{
  g_autofree char *path = scratch_path ("dealt.cwmatch");
  g_auto (CwCliRun) created = { 0 };
  g_auto (CwCliRun) shown = { 0 };
  guint n_actions = 0;

  cw_cli_test_run (&created, NULL, "match", "new", "oz-draft", "--player", "Ann", "--player", "Bob", "--player", "Cleo",
                   "--seed", "9", "-o", path, NULL);
  g_assert_cmpint (created.status, ==, 0);
  g_assert_nonnull (strstr (created.out, "Round 1 of 9: Ann, the first player, lays out 4 columns\n"));

  for (;;)
    {
      g_auto (CwCliRun) legal = { 0 };
      g_auto (CwCliRun) done = { 0 };
      g_autofree char *first = NULL;
      char *end;

      cw_cli_test_run (&legal, NULL, "match", "legal", path, NULL);
      g_assert_cmpint (legal.status, ==, 0);
      if (*legal.out == '\0')
        break;
      end = strchr (legal.out, '\n');
      g_assert_nonnull (end);
      first = g_strndup (legal.out, (gsize) (end - legal.out));
      g_assert_true (g_str_has_prefix (first, "take ") || g_str_has_prefix (first, "turn-down "));
      cw_cli_test_run (&done, NULL, "match", "do", path, first, NULL);
      g_assert_cmpstr (done.err, ==, "");
      g_assert_cmpint (done.status, ==, 0);
      n_actions++;
      g_assert_cmpuint (n_actions, <=, 42);
    }
  /* 9 rounds of 3 takes, and a turn-down each from round 5 on. */
  g_assert_cmpuint (n_actions, ==, 3 * 9 + 3 * 5);
  cw_cli_test_run (&shown, NULL, "match", "show", path, "--json", NULL);
  g_assert_nonnull (strstr (shown.out, "\"actions\": 42, \"over\": true"));
  g_assert_nonnull (strstr (shown.out, "\"pile\": 0, \"story_pile\": 12, \"discard\": 18"));
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;

  g_test_add_func ("/rules/draft/cli/typed-draft", test_typed_draft);
  g_test_add_func ("/rules/draft/cli/dealt-draft", test_dealt_draft);
  return g_test_run ();
}
