/* test-cli-attack.c: `cardwright-cli attack` run as scripts run it: totals, parts, JSON and exit status on the shipped cards. */

#include "cw-cli-test.h"
#include "cw-test-util.h"

/* Every part of each total, named; names accent- and case-blind, ids too. */
static void
test_text (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "dorothy gale+TOTO THE DOG,Tin Woodman+ge-g29",
                   "--defenders", "Wicked Witch of the West+Winged Monkeys+Golden Cap",
                   "--attack", "quest", "--rolls", "6,7", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==,
                   "Attack total 24\n"
                   "    +3  Dorthy Gale — Force\n"
                   "    +2  Toto the Dog — attached to Dorthy Gale\n"
                   "    +5  Tin Woodsman — Force\n"
                   "    +2  Magic Carpet — attached to Tin Woodsman\n"
                   "    +1  Dorthy Gale — “FGM get F+1” for Tin Woodsman\n"
                   "    +5  Quest — Attack bonus\n"
                   "    +6  d12\n"
                   "Defense total 19\n"
                   "    +5  Wicked Witch of the West — Force\n"
                   "    +3  Winged Monkeys — attached to Wicked Witch of the West\n"
                   "    +2  Golden Cap — attached to Wicked Witch of the West\n"
                   "    +1  Wicked Witch of the West — “Minions get F+1” for Winged Monkeys\n"
                   "    +1  Golden Cap — “Minions get F+1” for Winged Monkeys\n"
                   "    +7  d12\n"
                   "The attacker wins: the target is Killed.\n");
}

/* Locations on both sides: "CAL Get F+4 DO" for the defenders, "CAL get F+2 AO" for the attackers. */
static void
test_json_locations (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--at", "The Yellow Brick Road",
                   "--defenders", "Mombi", "--defender-at", "The Emerald City",
                   "--attack", "Banish", "--rolls", "3,4", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==,
                   "{\"attack\": {\"total\": 13, \"parts\": ["
                   "{\"card\": \"ge-g06\", \"force\": 5, \"why\": \"Force\"}, "
                   "{\"card\": \"ge-g10\", \"force\": 2, \"why\": \"“CAL get F+2 AO” for Tin Woodsman\"}, "
                   "{\"card\": \"ge-g48\", \"force\": 3, \"why\": \"Attack bonus\"}, "
                   "{\"card\": null, \"force\": 3, \"why\": \"d12\"}]}, "
                   "\"defense\": {\"total\": 11, \"parts\": ["
                   "{\"card\": \"ge-e39\", \"force\": 3, \"why\": \"Force\"}, "
                   "{\"card\": \"ge-g09\", \"force\": 4, \"why\": \"“CAL Get F+4 DO” for Mombi\"}, "
                   "{\"card\": null, \"force\": 4, \"why\": \"d12\"}]}, "
                   "\"winner\": \"attacker\", \"fate\": \"exile\", \"negated_by\": null}\n");
}

/* "The Free Attack has no Bonus"; "The higher Total wins. Attacker wins ties." */
static void
test_free_attack_and_ties (void)
{
  g_auto(CwCliRun) run = { 0 };

  /* 5 + 7 = 12 against 4 + 8 = 12: the tie goes to the attacker. */
  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--defenders", "Singra", "--free", "rescue",
                   "--rolls", "7,8", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "{\"attack\": {\"total\": 12, \"parts\": [{\"card\": \"ge-g06\", \"force\": 5, \"why\": \"Force\"}, "
                                     "{\"card\": null, \"force\": 7, \"why\": \"d12\"}]}"));
  g_assert_nonnull (strstr (run.out, "\"defense\": {\"total\": 12,"));
  g_assert_nonnull (strstr (run.out, "\"winner\": \"attacker\", \"fate\": \"negate-capture\""));
  cw_cli_run_clear (&run);

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--defenders", "Singra", "--free", "capture", "--rolls", "7,8", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "A tie, and the attacker wins ties: the target is Captured.\n"));
  cw_cli_run_clear (&run);

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--defenders", "Singra", "--free", "location", "--rolls", "7,9", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "Defense total 13\n    +4  Singra — Force\n    +9  d12\nThe defender wins: the attack fails.\n"));
}

/* Spells and Events played by each side; Deadly Desert "Negate target Attack". */
static void
test_plays_and_negate (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Glinda the Good Witch", "--attacker-plays", "Magic Snow,Find Weakness",
                   "--defenders", "Wicked Witch of the East+Magic Wand", "--defender-plays", "Fire Cage",
                   "--attack", "Quest", "--rolls", "1,1", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "{\"attack\": {\"total\": 28,"));
  g_assert_nonnull (strstr (run.out, "{\"card\": \"ge-g02\", \"force\": 1, \"why\": \"“Spells get F+1” for Magic Snow\"}"));
  g_assert_nonnull (strstr (run.out, "\"defense\": {\"total\": 17,"));
  g_assert_nonnull (strstr (run.out, "{\"card\": \"ge-e17\", \"force\": 2, \"why\": \"“Spells get F+2” for Fire Cage\"}"));
  g_assert_nonnull (strstr (run.out, "\"winner\": \"attacker\""));
  cw_cli_run_clear (&run);

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Roquat the Nome King", "--defenders", "Jack Pumpkinhead",
                   "--defender-plays", "Deadly Desert", "--attack", "Murder", "--rolls", "12,1", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_suffix (run.out, "\"winner\": \"defender\", \"fate\": \"kill\", \"negated_by\": \"ge-g35\"}\n"));
  cw_cli_run_clear (&run);

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Roquat the Nome King", "--defenders", "Jack Pumpkinhead",
                   "--defender-plays", "Deadly Desert", "--attack", "Murder", "--rolls", "12,1", NULL);
  g_assert_true (g_str_has_suffix (run.out, "Deadly Desert negates the attack: nothing happens.\n"));
}

/* An illegal set-up exits 1 with the rule. */
static void
test_illegal (void)
{
  static const struct {
    const char *attackers;
    const char *plays;
    const char *message;
  } cases[] = {
    { "Tin Woodsman,Tik-Tok,Scarecrow,Jack Pumpkinhead,Cowardly Lion", NULL,
      "“A Group can have a max of 4 Members”, and the attackers are 5" },
    { "Tin Woodsman", "Wish", "Wish is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”" },
    { "Dorthy Gale+King", NULL, "King is for “Males only”, and Dorthy Gale is a woman" },
    { "Tin Woodsman+White Dress & Green Pumps", NULL, "White Dress & Green Pumps is for “Females only”, and Tin Woodsman is no woman" },
    { "The Hungry Tiger+Gillikins", NULL, "The Hungry Tiger cannot hold Gillikins: its note says “Cannot attach Companions”" },
    { "Tin Woodsman+Spell Book", NULL, "Spell Book is “Spellcaster only”, and Tin Woodsman is no Spellcaster" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CwCliRun) run = { 0 };
      g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s\n", cases[i].message);

      if (cases[i].plays)
        cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", cases[i].attackers, "--attacker-plays", cases[i].plays,
                         "--defenders", "Mombi", "--attack", "Quest", "--rolls", "5,5", NULL);
      else
        cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", cases[i].attackers, "--defenders", "Mombi", "--attack", "Quest",
                         "--rolls", "5,5", NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, expected);
    }
}

/* Bad input exits 2: an unknown card with "did you mean", rolls off the die, a missing attack. */
static void
test_bad_input (void)
{
  g_auto(CwCliRun) run = { 0 };

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Dorthy Gail", "--defenders", "Mombi", "--attack", "Quest", "--rolls", "5,5", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: no card named “Dorthy Gail” in Oz: Good against Evil; did you mean “Dorthy Gale”?\n");
  cw_cli_run_clear (&run);

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--defenders", "Mombi+Golden Cep", "--attack", "Quest", "--rolls", "5,5", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: no card named “Golden Cep” in Oz: Good against Evil; did you mean “Golden Cap”?\n");
  cw_cli_run_clear (&run);

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--defenders", "Mombi", "--attack", "Zzyzx Qwerty", "--rolls", "5,5", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: Oz: Good against Evil has no card “Zzyzx Qwerty” (by id or name)\n");
  cw_cli_run_clear (&run);

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--defenders", "Mombi", "--attack", "Quest", "--rolls", "5,13", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: --rolls takes the two d12 faces, attacker's first, each 1 to 12: “7,4”, not “5,13”\n");
  cw_cli_run_clear (&run);

  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--defenders", "Mombi", "--free", "kill", "--rolls", "5,5", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: --free takes capture, rescue or location, not “kill”\n");
  cw_cli_run_clear (&run);

  /* One Attack card or the Free Attack, not both and not neither. */
  cw_cli_test_run (&run, NULL, "attack", "oz-good-evil", "--attackers", "Tin Woodsman", "--defenders", "Mombi", "--attack", "Quest", "--free", "capture",
                   "--rolls", "5,5", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (g_str_has_prefix (run.err, "cardwright-cli: usage: cardwright-cli attack GAME --attackers"));
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;
  g_test_set_nonfatal_assertions ();


  g_test_add_func ("/duel/cli-attack/text", test_text);
  g_test_add_func ("/duel/cli-attack/json-locations", test_json_locations);
  g_test_add_func ("/duel/cli-attack/free-attack-and-ties", test_free_attack_and_ties);
  g_test_add_func ("/duel/cli-attack/plays-and-negate", test_plays_and_negate);
  g_test_add_func ("/duel/cli-attack/illegal", test_illegal);
  g_test_add_func ("/duel/cli-attack/bad-input", test_bad_input);
  return g_test_run ();
}
