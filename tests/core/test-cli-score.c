/* test-cli-score.c: the built `cardwright-cli score` run as scripts run it: the Oz draft's end-of-game score. */

#include "cw-cli-test.h"
#include "cw-test-util.h"

/* The book's example hand, by French names without accents, and its four Story cards. */
#define PHILIPPE "Philippe:dorothy=4,lion=4,oz=3,toto=3,epouvantail=2,glinda=1,sorciere=1:" \
                 "ozdr-s10,Majorité de Lion,at most 1 scarecrow,ozdr-s45"

static void
test_worked_example_text (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "score", "oz-draft", "--player", PHILIPPE, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "Philippe\n"
                   "  2 points per Dorothy + Lion (ozdr-s10)                  8\n"
                   "  Majority of Lion (ozdr-s36)                             5\n"
                   "  At most 1 Scarecrow (ozdr-s30)                          0\n"
                   "  Oz +3, Glinda -1, Witch -1 (ozdr-s45)                   7\n"
                   "  Total                                                  20\n"
                   "\n"
                   "Winner: Philippe\n");
}

static void
test_worked_example_json (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "score", "oz-draft", "--player", PHILIPPE, "--json", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "{\"game\": \"oz-draft\", \"players\": [{\"name\": \"Philippe\", \"total\": 20, \"stories\": ["
                   "{\"id\": \"ozdr-s10\", \"points\": 8}, {\"id\": \"ozdr-s36\", \"points\": 5}, "
                   "{\"id\": \"ozdr-s30\", \"points\": 0}, {\"id\": \"ozdr-s45\", \"points\": 7}]}], "
                   "\"winners\": [\"Philippe\"]}\n");
}

/* Characters by id, English or French name, alt-name, any case and accents. */
static void
test_character_names (void)
{
  g_auto(CwCliRun) run = { 0 };

  /* 1 point per card of each: the points are the counts read. */
  cw_cli_test_run (&run, NULL, "score", "oz-draft", "--json", "--player",
           "Ann:ÉPOUVANTAIL=2,ozdr-lion=3,Bûcheron en fer blanc=4,SORCIÈRE=5:ozdr-s03,ozdr-s02,ozdr-s04,1 point par Sorcière",
           NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "{\"game\": \"oz-draft\", \"players\": [{\"name\": \"Ann\", \"total\": 14, \"stories\": ["
                   "{\"id\": \"ozdr-s03\", \"points\": 2}, {\"id\": \"ozdr-s02\", \"points\": 3}, "
                   "{\"id\": \"ozdr-s04\", \"points\": 4}, {\"id\": \"ozdr-s08\", \"points\": 5}]}], "
                   "\"winners\": [\"Ann\"]}\n");
}

/* "most" compares the players given: a tie for the most still scores, one more elsewhere does not. */
static void
test_most (void)
{
  g_auto(CwCliRun) tie = { 0 };
  g_auto(CwCliRun) beaten = { 0 };

  cw_cli_test_run (&tie, NULL, "score", "oz-draft", "--json",
           "--player", "Ann:glinda=3:Most Glinda at the table",
           "--player", "Bob:glinda=3,oz=1:ozdr-s06",
           "--player", "Cleo:glinda=2:", NULL);
  g_assert_cmpstr (tie.err, ==, "");
  g_assert_cmpint (tie.status, ==, 0);
  g_assert_cmpstr (tie.out, ==,
                   "{\"game\": \"oz-draft\", \"players\": ["
                   "{\"name\": \"Ann\", \"total\": 8, \"stories\": [{\"id\": \"ozdr-s41\", \"points\": 8}]}, "
                   "{\"name\": \"Bob\", \"total\": 1, \"stories\": [{\"id\": \"ozdr-s06\", \"points\": 1}]}, "
                   "{\"name\": \"Cleo\", \"total\": 0, \"stories\": []}], "
                   "\"winners\": [\"Ann\"]}\n");

  cw_cli_test_run (&beaten, NULL, "score", "oz-draft", "--json",
           "--player", "Ann:glinda=3:Most Glinda at the table",
           "--player", "Bob:glinda=4,oz=1:ozdr-s06", NULL);
  g_assert_cmpint (beaten.status, ==, 0);
  g_assert_cmpstr (beaten.out, ==,
                   "{\"game\": \"oz-draft\", \"players\": ["
                   "{\"name\": \"Ann\", \"total\": 0, \"stories\": [{\"id\": \"ozdr-s41\", \"points\": 0}]}, "
                   "{\"name\": \"Bob\", \"total\": 1, \"stories\": [{\"id\": \"ozdr-s06\", \"points\": 1}]}], "
                   "\"winners\": [\"Bob\"]}\n");
}

static void
test_tie (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "score", "oz-draft",
           "--player", "Ann:toto=2:ozdr-s15",
           "--player", "Bob:lion=3:ozdr-s02", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "Ann\n"
                   "  3 points per pair of Toto (ozdr-s15)                    3\n"
                   "  Total                                                   3\n"
                   "Bob\n"
                   "  1 point per Lion (ozdr-s02)                             3\n"
                   "  Total                                                   3\n"
                   "\n"
                   "Winners (a tie): Ann, Bob\n");
}

/* Bad input: exit 2, nothing on stdout, the reason on stderr. */
static void
test_refusals (void)
{
  const struct { const char *player; const char *player2; const char *message; } cases[] = {
    { "Ann:dorthy=2:", NULL, "player Ann: no Character “dorthy” (by id or name); did you mean “Dorothy”?" },
    { "Ann:lion=2:Majorty of Lion", NULL,
      "player Ann: no Story card “Majorty of Lion” (by id or name); did you mean “Majority of Lion”?" },
    { "Ann:lion=2:ozdr-lion", NULL, "player Ann: “Lion” (ozdr-lion) is a Character, not a Story card" },
    { "Ann:ozdr-s10=2:", NULL,
      "player Ann: “2 points per Dorothy + Lion” (ozdr-s10) is a Story card, not a Character" },
    { "Ann:lion=2:ozdr-s01,ozdr-s02,ozdr-s03,ozdr-s04,ozdr-s05", NULL,
      "Ann has 4 Story cards face up already, and a player never has more than 4" },
    { "Ann::", "Ann:lion=1:", "two players are called “Ann”; give each a name of their own" },
    { "Ann::ozdr-s02", "Bob::1 point per Lion", "player Bob: 1 point per Lion (ozdr-s02) is already Ann's; "
      "the box holds one of each Story card" },
    { "Ann:lion=10:", NULL, "player Ann: 10 × Lion, but the box holds 9" },
    { "Ann:lion=5,oz=2:", "Bob:Lion=5:", "the players hold 10 × Lion in all, but the box holds 9" },
    { "Ann:lion=2,Lion=1:", NULL, "player Ann: Lion is counted twice; give each Character once" },
    { "Ann:lion=two:", NULL, "player Ann: “lion=two” is not CHARACTER=NUMBER (how many of that Character are in the hand)" },
    { "Ann", NULL, "--player “Ann”: write NAME:CHARACTER=N,…:STORY,… (a name, the hand, the face-up Story cards)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CwCliRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s\n", cases[i].message);

      if (cases[i].player2)
        cw_cli_test_run (&run, NULL, "score", "oz-draft", "--player", cases[i].player, "--player", cases[i].player2, NULL);
      else
        cw_cli_test_run (&run, NULL, "score", "oz-draft", "--player", cases[i].player, NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, expected);
    }
}

static void
test_usage (void)
{
  g_auto(CwCliRun) none = { 0 };
  g_auto(CwCliRun) storyline = { 0 };
  g_auto(CwCliRun) help = { 0 };

  cw_cli_test_run (&none, NULL, "score", "oz-draft", NULL);
  g_assert_cmpint (none.status, ==, 2);
  g_assert_cmpstr (none.err, ==,
                   "cardwright-cli: usage: cardwright-cli score GAME --player \"NAME:CHAR=N,…:STORY,…\" … [--json]\n");

  cw_cli_test_run (&storyline, NULL, "score", "oz-storyline", "--player", "Ann::", NULL);
  g_assert_cmpint (storyline.status, ==, 2);
  g_assert_cmpstr (storyline.err, ==,
                   "cardwright-cli: oz-storyline is a storyline game; score counts the Story cards of a draft game\n");

  cw_cli_test_run (&help, NULL, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "  score GAME --player \"NAME:CHAR=N,…:STORY,…\" … [--json]\n"));
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;

  g_test_add_func ("/cli/score/worked-example/text", test_worked_example_text);
  g_test_add_func ("/cli/score/worked-example/json", test_worked_example_json);
  g_test_add_func ("/cli/score/character-names", test_character_names);
  g_test_add_func ("/cli/score/most", test_most);
  g_test_add_func ("/cli/score/tie", test_tie);
  g_test_add_func ("/cli/score/refusals", test_refusals);
  g_test_add_func ("/cli/score/usage", test_usage);
  return g_test_run ();
}
