/* test-duel-cli.c: a whole Good against Evil duel with real decks through `cardwright-cli match new|do|show`, run as a program, to the win by the turn-6 rule. */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "cw-cli-test.h"

/* `match do MATCH` with the actions of one line, separated by ";", which must all be taken. */
static void
match_do (const char *path,
          const char *actions)
{
  g_auto (CwCliRun) run = { 0 };
  g_auto (GStrv) list = g_strsplit (actions, ";", -1);
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, (gpointer) "match");
  g_ptr_array_add (args, (gpointer) "do");
  g_ptr_array_add (args, (gpointer) path);
  for (guint i = 0; list[i] != NULL; i++)
    g_ptr_array_add (args, g_strstrip (list[i]));
  g_ptr_array_add (args, NULL);
  cw_cli_test_run_argv (&run, NULL, (const char * const *) args->pdata);
  if (run.status != 0)
    g_error ("“%s” refused: %s", actions, run.err);
  g_assert_cmpstr (run.err, ==, "");
}

/* `match show MATCH --json`: the whole of it, for the checks to look into. */
static char *
show_json (const char *path)
{
  g_auto (CwCliRun) run = { 0 };
  const char * const args[] = { "match", "show", path, "--json", NULL };

  cw_cli_test_run_argv (&run, NULL, args);
  g_assert_cmpint (run.status, ==, 0);
  return g_steal_pointer (&run.out);
}

static void
assert_has (const char *text,
            const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” is not in:\n%s", part, text);
}

static void
test_whole_duel (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "duel-cli", NULL);
  g_autofree char *path = g_build_filename (dir, "duel.cwmatch", NULL);
  g_autofree char *turn3 = g_build_filename (dir, "turn-3.txt", NULL);
  g_autofree char *json = NULL;
  g_autofree char *refused_where = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  {
    g_auto (CwCliRun) run = { 0 };
    const char * const args[] = { "match", "new", "oz-good-evil", "--player", "Ann", "--player", "Bob",
                                  "--seed", "1", "--option", "real-decks=yes", "-o", path, NULL };

    cw_cli_test_run_argv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 0);
    assert_has (run.out, "Ann and Bob are each dealt 7 cards from their own decks; name them as they are dealt; Ann begins.");
  }
  /* The opening hands, named as they are dealt from the real decks. */
  match_do (path, "draw Cowardly Lion; draw Tin Woodsman; draw Quest; draw Scarecrow; draw Glinda the Good Witch; "
                  "draw Toto the Dog; draw Rescue; draw Mombi; draw Murder; draw Fire Cage; draw Winged Monkeys; "
                  "draw General Guph; draw Magic Belt; draw Seized by Guards");
  json = show_json (path);
  assert_has (json, "\"real_decks\": true");
  assert_has (json, "\"deck\": 45, \"hand_limit\": 7, \"draw\": 2, \"without_viable\": 0, \"free_attack_used\": false, "
                    "\"to_deal\": 0, \"drawn\": 0, \"hand\": [");
  assert_has (json, "\"deck\": 41, ");
  g_clear_pointer (&json, g_free);

  /* In the Adventure Phase `legal` lists what Ann's deck may give: each card left once, none
   * of her hand, and nothing else but the draw itself. */
  {
    g_auto (CwCliRun) run = { 0 };
    const char * const args[] = { "match", "legal", path, NULL };
    g_auto (GStrv) lines = NULL;

    cw_cli_test_run_argv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 0);
    lines = g_strsplit (run.out, "\n", -1);
    /* 52 Good cards, 7 dealt: 45 lines and the empty one after the last newline. */
    g_assert_cmpuint (g_strv_length (lines), ==, 46);
    for (guint i = 0; lines[i] != NULL && *lines[i] != '\0'; i++)
      g_assert_true (g_str_has_prefix (lines[i], "draw "));
    assert_has (run.out, "draw Queen Ozma\n");
    g_assert_null (strstr (run.out, "draw Quest\n"));
    g_assert_null (strstr (run.out, "draw Mombi\n"));
  }

  /* Turn 1: Ann's Lion; turn 2: Bob's Mombi. */
  match_do (path, "draw Dorthy Gale; draw The Wizard of Oz; next; summon Cowardly Lion; next; next; discard Toto the Dog; next");
  match_do (path, "draw Castle; draw Kill Slowly; next; summon Mombi; next; next; discard Castle; next");

  /* Turn 3, from a file: its third line draws a card Ann's deck no longer holds; nothing of the
   * file is played, and the refusal names the file's line. */
  g_assert_true (g_file_set_contents (turn3, "# Ann's turn 3\ndraw Queen Ozma\ndraw Quest\n", -1, &error));
  g_assert_no_error (error);
  {
    g_auto (CwCliRun) run = { 0 };
    const char * const args[] = { "match", "do", path, "--file", turn3, NULL };
    g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s:3: “draw Quest” is refused: "
                                                 "Ann's deck holds no more Quest: its 1 copy is out of the deck already\n", turn3);

    cw_cli_test_run_argv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, expected);
    g_assert_cmpstr (run.out, ==, "");
  }
  json = show_json (path);
  assert_has (json, "\"actions\": 30");
  g_clear_pointer (&json, g_free);
  g_assert_true (g_file_set_contents (turn3, "# Ann's turn 3: the Lion kills Mombi with Quest\n"
                                             "draw Queen Ozma\ndraw The Emerald City\nnext\nnext\n"
                                             "attack Cowardly Lion on Mombi with Quest\nresolve 9 2\nnext\n"
                                             "discard Rescue\ndiscard Queen Ozma\nnext\n", -1, &error));
  {
    g_auto (CwCliRun) run = { 0 };
    const char * const args[] = { "match", "do", path, "--file", turn3, NULL };

    cw_cli_test_run_argv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 0);
    assert_has (run.out, "Attack 20: +4 Cowardly Lion, +2 Cowardly Lion, +5 Quest, +9 d12.\n"
                         "Defense 5: +3 Mombi, +2 d12.\n"
                         "Mombi is Killed by Cowardly Lion.\n");
  }
  json = show_json (path);
  assert_has (json, "\"card\": \"ge-e");
  assert_has (json, "\"status\": \"killed\"");
  assert_has (json, "\"turn\": 4, \"phase\": \"adventure\", \"current\": 1");
  g_clear_pointer (&json, g_free);

  /* Turns 4 to 7: Bob has no viable Character; from turn 6 that is counted. */
  match_do (path, "draw Wicked Witch of the East; draw Wicked Witch of the West; next; next; next; "
                  "discard Kill Slowly; discard Fire Cage; next");
  match_do (path, "draw The Yellow Brick Road; draw Magic Carpet; next; next; next; "
                  "discard Magic Carpet; discard The Yellow Brick Road; next");
  match_do (path, "draw Goblin Guards; draw Spell Book; next; next; next; discard Goblin Guards; discard Spell Book; next");
  json = show_json (path);
  assert_has (json, "\"over\": false");
  assert_has (json, "\"without_viable\": 1");
  g_clear_pointer (&json, g_free);
  {
    g_auto (CwCliRun) run = { 0 };
    const char * const args[] = { "match", "do", path, "draw Locasta the Good Witch", "draw Royal Historian of Oz",
                                  "next", "next", "next", "discard Locasta the Good Witch",
                                  "discard Royal Historian of Oz", "next", NULL };

    cw_cli_test_run_argv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 0);
    assert_has (run.out, "Bob has had no viable Character for 2 turns in a row: Ann wins.\n");
  }
  json = show_json (path);
  assert_has (json, "\"over\": true");
  assert_has (json, "\"winner\": 0");
  assert_has (json, "\"phase\": \"over\"");

  /* Over, the duel takes no more actions. */
  {
    g_auto (CwCliRun) run = { 0 };
    const char * const args[] = { "match", "do", path, "next", NULL };

    cw_cli_test_run_argv (&run, NULL, args);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_cmpstr (run.err, ==, "cardwright-cli: action 1: “next” is refused: the duel is over\n");
  }
  g_remove (turn3);
  g_remove (path);
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;
  g_test_add_func ("/rules/duel/cli-whole-duel", test_whole_duel);
  return g_test_run ();
}
