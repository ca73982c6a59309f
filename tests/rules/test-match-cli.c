/* test-match-cli.c: `cardwright-cli match` run as a program: whole Oz matches, every refusal with its rule, bad lines, nothing written on failure. */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "cw-cli-test.h"

static char *
library_path (const char *name)
{
  return g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", "oz-storyline", "libraries", name, NULL);
}

static char *
scratch_path (const char *name)
{
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "match-cli", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static char *
read_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  return contents;
}

static void
write_file (const char *path,
            const char *contents)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
}

/* A new Oz match of the two demo Libraries (three Authors: the first Library twice). */
static char *
new_oz_match (const char *name,
              guint       n_authors,
              const char *seed)
{
  g_autofree char *fab = library_path ("the-fab-four.xml");
  g_autofree char *web = library_path ("the-witches-web.xml");
  g_autofree char *ann = g_strdup_printf ("Ann:%s", fab);
  g_autofree char *bob = g_strdup_printf ("Bob:%s", web);
  g_autofree char *cleo = g_strdup_printf ("Cleo:%s", fab);
  char *path = scratch_path (name);
  g_auto (CwCliRun) run = { 0 };

  if (n_authors == 3)
    cw_cli_test_run (&run, NULL, "match", "new", "oz-storyline", "--player", ann, "--player", bob, "--player", cleo,
                     "--seed", seed, "-o", path, NULL);
  else
    cw_cli_test_run (&run, NULL, "match", "new", "oz-storyline", "--player", ann, "--player", bob, "--seed", seed, "-o", path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  return path;
}

/* The part of `match show --json` after "key": up to the end of that value's line of JSON. */
static char *
json_value (const char *json,
            const char *key)
{
  g_autofree char *needle = g_strdup_printf ("\"%s\": ", key);
  const char *start = strstr (json, needle);
  int depth = 0;
  const char *p;

  g_assert_nonnull (start);
  start += strlen (needle);
  for (p = start; *p; p++)
    {
      if (*p == '[' || *p == '{')
        depth++;
      else if (*p == ']' || *p == '}')
        {
          if (depth == 0)
            break;
          if (--depth == 0)
            {
              p++;
              break;
            }
        }
      else if (*p == ',' && depth == 0)
        break;
    }
  return g_strndup (start, (gsize) (p - start));
}

/* ---- Whole matches ---- */

static const char * const two_authors[] = {
  "draw",
  "roll",
  "play ozd-001",
  "move \"Dorothy Gale\" loc:1",
  "move \"Dorothy Gale\" loc:2",
  "end-actions",
  "move \"Dorothy Gale\" loc:3 bonus",
  "end-turn",
  "draw",
  "roll",
  "play ozd-032",
  "move \"Wicked Witch of the West\" loc:1",
  "end-actions",
  "end-turn",
  "draw",
  "roll",
  "replace-location loc:3",
  "move \"Dorothy Gale\" loc:3",
  "move \"Dorothy Gale\" loc:4",
  "move \"Dorothy Gale\" loc:5",
  "move \"Dorothy Gale\" loc:6",
  "move \"Dorothy Gale\" title:Bob",
  "end-actions",
  "end-turn",
  "draw",
  "roll",
  "move \"Wicked Witch of the West\" loc:2",
  "move \"Wicked Witch of the West\" loc:3",
  "move \"Wicked Witch of the West\" loc:4",
  "move \"Wicked Witch of the West\" loc:5",
  "end-actions",
  "end-turn",
};

static const char * const three_authors[] = {
  "draw",
  "roll",
  "play ozd-032",
  "move \"Wicked Witch of the West\" loc:1",
  "move \"Wicked Witch of the West\" loc:2",
  "move \"Wicked Witch of the West\" loc:3",
  "move \"Wicked Witch of the West\" loc:4",
  "move \"Wicked Witch of the West\" loc:5",
  "end-actions",
  "end-turn",
  "draw",
  "roll",
  "play ozd-002",
  "move \"Dorothy Gale\" loc:1",
  "end-actions",
  "move \"Dorothy Gale\" loc:2 bonus",
  "end-turn",
  "draw",
  "roll",
  "play ozd-001",
  "move \"Dorothy Gale\" loc:1",
  "move \"Dorothy Gale\" loc:2",
  "end-actions",
  "move \"Dorothy Gale\" loc:3 bonus",
  "end-turn",
  "draw",
  "roll",
  "move \"Wicked Witch of the West\" loc:5",
  "move \"Wicked Witch of the West\" loc:6",
  "move \"Wicked Witch of the West\" title:Ann",
  "end-actions",
  "end-turn",
  "draw",
  "roll",
  "end-actions",
  "end-turn",
  "draw",
  "roll",
  "move \"Dorothy Gale\" loc:4",
  "move \"Dorothy Gale\" loc:5",
  "move \"Dorothy Gale\" loc:6",
  "end-actions",
  "end-turn",
};

static void
test_two_authors (void)
{
  g_autofree char *path = new_oz_match ("two.cwmatch", 2, "7");
  g_autofree char *json = NULL;
  g_autofree char *score = NULL;
  g_autofree char *the_end = NULL;

  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "legal", path, NULL);
    g_assert_cmpstr (run.out, ==, "draw\n");
    g_assert_cmpint (run.status, ==, 0);
  }
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "legal", path, "--json", NULL);
    g_assert_cmpstr (run.out, ==, "[{\"do\": \"draw\", \"label\": \"Ann draws a card\"}]\n");
    g_assert_cmpint (run.status, ==, 0);
  }

  /* One `do` a line: each reloads the file and replays the match so far. */
  for (guint i = 0; i < G_N_ELEMENTS (two_authors); i++)
    {
      g_auto (CwCliRun) run = { 0 };

      cw_cli_test_run (&run, NULL, "match", "do", path, two_authors[i], NULL);
      if (run.status != 0)
        g_error ("line %u, “%s”: %s", i + 1, two_authors[i], run.err);
      g_assert_cmpstr (run.err, ==, "");
    }

  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "show", path, "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    json = g_strdup (run.out);
  }
  g_assert_nonnull (strstr (json, "\"over\": true"));
  score = json_value (json, "score");
  g_assert_cmpstr (score, ==, "[{\"player\": \"Ann\", \"total\": 0, \"winner\": false}, "
                               "{\"player\": \"Bob\", \"total\": 5, \"winner\": true}]");
  the_end = json_value (json, "the_end");
  g_assert_cmpstr (the_end, ==, "{\"author\": \"Ann\", \"card\": \"ozd-001\"}");

  /* Over: nothing is legal; the text says who won. */
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "legal", path, NULL);
    g_assert_cmpstr (run.out, ==, "");
    g_assert_cmpint (run.status, ==, 0);
  }
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "show", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "Final score:\n  Ann: 0\n  Bob: 5 (wins)\n"));
    g_assert_nonnull (strstr (run.out, "  Bob wins with 5\n"));
  }

  /* Undo takes the last end-turn back: the match is not over any more; the file says so. */
  {
    g_auto (CwCliRun) run = { 0 };
    g_auto (CwCliRun) show = { 0 };

    cw_cli_test_run (&run, NULL, "match", "undo", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "Undone: End Bob's turn\n");
    cw_cli_test_run (&show, NULL, "match", "show", path, "--json", NULL);
    g_assert_nonnull (strstr (show.out, "\"over\": false"));
    g_assert_nonnull (strstr (show.out, "\"actions\": 31"));
  }
  /* The state after two actions: Ann drew and rolled, at step 3. */
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "show", path, "--until", "2", "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\"round\": 1, \"turn\": \"Ann\", \"step\": 3"));
    g_assert_nonnull (strstr (run.out, "\"name\": \"Ann\", \"title_card\": \"ozd-114\", \"library_name\": \"The Fab Four\", "
                                       "\"sp\": 8, \"hand\": 6, \"library\": 54, \"archive\": 0"));
  }
}

static void
test_three_authors (void)
{
  g_autofree char *path = new_oz_match ("three.cwmatch", 3, "11");
  g_autofree char *first_half = scratch_path ("three-1.txt");
  g_autofree char *second_half = scratch_path ("three-2.txt");
  g_autoptr (GString) first = g_string_new ("# Round 1, from the file\n\n");
  g_autoptr (GString) second = g_string_new (NULL);
  g_autofree char *json = NULL;
  g_autofree char *score = NULL;
  g_autofree char *the_end = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (three_authors); i++)
    g_string_append_printf (i < 17 ? first : second, "%s\n", three_authors[i]);
  write_file (first_half, first->str);
  write_file (second_half, second->str);

  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "do", path, "--file", first_half, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "Bob draws a card\nBob rolls 4 dice (0 gold): "));
  }
  /* The rest from standard input. */
  {
    g_auto (CwCliRun) run = { 0 };
    const CwCliRunOptions from_file = { .stdin_path = second_half };

    cw_cli_test_run (&run, &from_file, "match", "do", path, "--file", "-", NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_suffix (run.out, "The End: every Author has had a turn this round; the score\n"
                                              "Ann: 3 Vitality in play, +0 adjustments: 3\n"
                                              "Bob: 0 Vitality in play (the Prime's 5 not counted), +0 adjustments: 0\n"
                                              "Cleo: 0 Vitality in play, +0 adjustments: 0\n"
                                              "Ann wins with 3\n"));
  }
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "show", path, "--json", NULL);
    json = g_strdup (run.out);
  }
  g_assert_nonnull (strstr (json, "\"over\": true"));
  g_assert_nonnull (strstr (json, "\"phase\": \"over\""));
  score = json_value (json, "score");
  g_assert_cmpstr (score, ==, "[{\"player\": \"Ann\", \"total\": 3, \"winner\": true}, "
                               "{\"player\": \"Bob\", \"total\": 0, \"winner\": false}, "
                               "{\"player\": \"Cleo\", \"total\": 0, \"winner\": false}]");
  the_end = json_value (json, "the_end");
  g_assert_cmpstr (the_end, ==, "{\"author\": \"Bob\", \"card\": \"ozd-032\"}");
  /* The ending Prime stands on Ann's Title card, with its owner and Vitality. */
  g_assert_nonnull (strstr (json, "{\"place\": \"title:Ann\", \"kind\": \"title\", \"pieces\": [{\"piece\": "
                                  "\"Wicked Witch of the West\", \"card\": \"ozd-032\", \"title\": "
                                  "\"Wicked Witch of the West • Ruler of the Winkies\", \"kind\": \"character\", "
                                  "\"owner\": \"Bob\", \"controller\": \"Bob\", \"vitality\": 5"));
}

/* ---- Refusals ----
 * Every refusal of the Storyline rules (cw-match-actions.c, -turn, -movement, -cards) that a line
 * can reach, each with its rule as the message. A NULL message: the line is played (to set up
 * the next refusal).
 * Not reachable from a line, so not here: "Authors: there is no Author number %d" (Authors
 * are named), "Dice: the game defines no dice pool" (both Storyline games have dice), "Cards:
 * say which card is played" and "Face-down Location: nothing is not a Location" (a line always
 * names its card), "Cards: … only Characters, Objects, Effects and Events are played" (the
 * Storyline games have no other type in the hand) and "Actions: unknown action". */

typedef struct {
  const char *line;
  const char *refused;
} Step;

static const Step two_author_steps[] = {
  { "end-turn", "Steps of a turn: Ann draws a card and rolls for Story Points before the turn can end" },
  { "end-actions", "Steps of a turn: ending the Story Actions belongs to step 3 (Story Actions); "
                   "Ann's turn is at step 1 (draw a card)" },
  { "draw", NULL },
  { "roll 1 1", "Dice: the pool has 4 dice; 2 faces were entered" },
  { "roll 7 1 1 1", "Dice: Blue die, 6 faces has 6 faces; face 7 was entered" },
  { "roll 6 5 4 3", NULL },
  { "archive-for-dice Ann 0", "Gold Bonus dice: archive at least one card from hand to roll a Gold Bonus die" },
  { "archive-for-dice Ann 40", "Gold Bonus dice: only cards from the hand are archived; Ann holds 6 cards and cannot archive 40" },
  { "text-draw Ann 0", "Drawing by a card's text: from 1 to 20 cards, not 0" },
  { "replace-location loc:1", "Replace a Location: only a face-up Location may be replaced" },
  { "replace-location title:Ann", "Replace a Location: choose a Location in the Storyline (a Title card is not one)" },
  { "identify-location title:Ann \"Lake Quad\"", "Face-down Location: only a Location slot of the Storyline can be named" },
  { "identify-location loc:1 \"Lake Quad\"", "Face-down Location: the match already knows the card at this place" },
  { "reveal-location title:Ann", "Face-down Location: only a face-down Location can be turned up" },
  { "play \"Lake Quad\"", "Locations Folio: Lake Quad is a Location; Locations come from the Locations Folio, not from the hand" },
  { "play ozd-114", "Title cards: The Wonderful Wizard of Oz is a Title card; it caps the Storyline and is not played from the hand" },
  { "play Toto face-down 1", "Events: only an Event is placed face down; Toto • Little Black Dog is not an Event" },
  { "play \"Enchantment of the East\" loc:1", "Sorcery: Enchantment of the East needs a Character with Sorcery in play; there is none" },
  { "play \"Bucket of Water\" face-down 0", "Events: a face-down Event is paid at least its cost (2 SP); 0 SP were offered" },
  { "play \"Dorothy Gale • Girl from Kansas\"", NULL },
  { "play ozd-001", "Characters are unique: Dorothy Gale • Girl from Kansas is already in play" },
  { "play Toto", NULL },
  { "play \"Tin Oil-Can\" Toto", "Objects: an Object equips a Character in the Storyline, and Title cards are not part "
                                  "of it; Toto stands on Ann's Title card" },
  { "move \"Dorothy Gale\" loc:2", "Movement: a Character moves one Location at a time along the Storyline" },
  { "move #99 loc:1", "Movement: there is no card number 99 in play" },
  { "move \"Dorothy Gale\" loc:1", NULL },
  { "move \"Dorothy Gale\" title:Ann", "Title cards: Ann's Title card is not a Location; a Character does not move back onto it" },
  { "play \"Silver Shoes\" loc:1", NULL },
  { "play \"Silver Shoes\" loc:1", "Objects: only one copy of Silver Shoes may be in play" },
  { "move \"Silver Shoes\" loc:2", "Movement: only Characters move by themselves; Silver Shoes is not a Character" },
  { "play \"Tin Oil-Can\" \"Silver Shoes\"", "Objects: Tin Oil-Can may equip only a Character in Ann's Storyline" },
  { "play \"Magic Picture\" \"Dorothy Gale\"", "Immovable: Magic Picture may never move, so it cannot equip a Character" },
  { "play \"Tin Oil-Can\" title:Ann", "Objects: play Tin Oil-Can to a Location in Ann's Storyline or to equip a Character there" },
  { "play \"Munchkin Welcome\" #99", "Effects: Munchkin Welcome attaches to a Location, a Character or an Object in play" },
  { "play \"Munchkin Welcome\" title:Ann", "Effects: Munchkin Welcome attaches to a Location, a Character or an Object in play" },
  { "trigger-event Ann Toto", "Events: that is not a face-down Event of Ann" },
  { "equip Toto \"Dorothy Gale\"", "Objects: only an Object lying at a Location can be equipped" },
  { "equip \"Silver Shoes\" Toto", "Objects: an Object equips a Character in the Storyline, and Title cards are not part "
                                   "of it; Toto stands on Ann's Title card" },
  { "vitality \"Silver Shoes\" +1", "Vitality: only a Character in play has Vitality" },
  { "vitality Toto +0", "Vitality: a change of 0 changes nothing" },
  { "archive #99", "Archive: there is no card number 99 in play" },
  { "banish #99", "Banish: there is no card number 99 in play" },
  { "keyword #99 +flying", "Keywords: there is no card number 99 in play" },
  { "keyword Toto +wings", "Keywords: the game has no keyword “wings”" },
  { "score Ann +0", "Score: a bonus or penalty of 0 changes nothing" },
  { "keyword Toto +steadfast", NULL },
  { "move Toto loc:1", "Steadfast: Toto may not move by a Story Action or bonus move" },
  { "keyword Toto +immovable", NULL },
  { "move Toto loc:1", "Immovable: Toto may never move nor be moved" },
  { "keyword \"Silver Shoes\" +immovable", NULL },
  { "equip \"Silver Shoes\" \"Dorothy Gale\"", "Immovable: Silver Shoes may never move, so it cannot equip a Character" },
  { "keyword \"Silver Shoes\" -immovable", NULL },
  { "replace-location loc:1 ozd-001", "Replace a Location: Dorothy Gale • Girl from Kansas is not a Location" },
  { "replace-location loc:1 \"Lake Quad\"", NULL },
  { "move \"Dorothy Gale\" loc:2", NULL },
  { "equip \"Silver Shoes\" \"Dorothy Gale\"", "Objects: Silver Shoes and Dorothy Gale are not at the same Location" },
  { "move \"Dorothy Gale\" loc:1", "Swimming: Lake Quad requires Swimming to enter; Dorothy Gale lacks Swimming" },
  { "end-actions", NULL },
  { "move \"Dorothy Gale\" loc:3 bonus", NULL },
  { "move \"Dorothy Gale\" loc:4 bonus", "Bonus movement: Dorothy Gale has already made a bonus move this turn" },
  { "end-turn", NULL },
  { "draw", NULL },
  { "roll 1 1 1 1", NULL },
  { "move \"Dorothy Gale\" loc:4", "Movement: Dorothy Gale is Ann's Character; in Bob's turn only Bob's Characters move" },
  { "play ozd-032", "Story Points: Wicked Witch of the West • Ruler of the Winkies costs 6 SP; Bob has 4" },
  { "play \"Winged Monkeys\"", NULL },
  { "story-draw", NULL },
  { "move \"Winged Monkeys\" loc:1", "Story Points: moving Winged Monkeys to a face-down Location costs 1 SP "
                                     "(1 for the Story Action); Bob has 0" },
  { "end-turn", NULL },
  { "draw", NULL },
  { "roll 6 5 4 3 3", NULL },
  { "equip \"Silver Shoes\" \"Dorothy Gale\" by Bob", "Objects: Silver Shoes may equip only one of Bob's Characters" },
  { "play \"Tin Oil-Can\" loc:6", NULL },
  { "move \"Winged Monkeys\" loc:1 forced", NULL },
  { "keyword Toto -immovable", NULL },
  { "keyword Toto +swimming", NULL },
  { "move Toto loc:1 forced", NULL },
  { "move Toto loc:2 forced", NULL },
  { "move Toto loc:3 forced", NULL },
  { "move Toto loc:4 forced", NULL },
  { "move Toto loc:5 forced", NULL },
  { "move Toto loc:6 forced", NULL },
  { "equip \"Tin Oil-Can\" Toto", "Objects: an Object is equipped only at a Location without opposing Characters; "
                                   "Winged Monkeys is there" },
  { "move Toto title:Bob forced", "Prime: only a Prime Character may move onto Bob's Title card to end the game" },
  { "keyword Toto +prime", NULL },
  { "move Toto title:Bob forced", NULL },
  { "move Toto loc:6 forced", "The End: Toto ended the game on Bob's Title card and stays there" },
  { "end-turn", NULL },
  { "draw", NULL },
  { "roll", NULL },
  { "end-turn", NULL },
  { "draw", "The End: the game is over; only bonuses and penalties for the score may still be entered" },
  { "score Bob +2 \"Emerald City\"", NULL },
};

/* Three Authors without Libraries: every Location is face down and unknown to the match. */
static const Step unknown_steps[] = {
  { "draw", NULL },
  { "roll 6 5 4 3", NULL },
  { "play ozd-001", NULL },
  { "identify-location loc:1 ozd-001", "Face-down Location: Dorothy Gale • Girl from Kansas is not a Location" },
  { "move \"Dorothy Gale\" loc:1", "Face-down Location: say which Location lies at Location 1 of Bob's Storyline "
                                   "before Dorothy Gale moves onto it" },
  { "reveal-location loc:1", "Face-down Location: say which Location lies at spoke 3, Location 3 from the centre "
                             "before it is turned up" },
  { "identify-location loc:1 \"Lake Quad\"", NULL },
  { "reveal-location loc:1", NULL },
  { "replace-location loc:1", "Locations Folio: the Folio the match knows is empty; say which Location was drawn" },
  { "move \"Dorothy Gale\" title:Cleo", "Storyline: Dorothy Gale may move only along Bob's Storyline" },
  /* Played with --option sorcery=own: Bob's Witch lets Bob play starred cards, not Cleo. */
  { "play ozd-032", NULL },
  { "end-turn", NULL },
  { "draw", NULL },
  { "roll 6 5 4 3", NULL },
  { "play \"Enchantment of the East\" loc:1", "Sorcery: Enchantment of the East needs a Character with Sorcery in play; "
                                              "Cleo has none" },
};

static void
play_steps (const char *path,
            const Step *steps,
            guint       n_steps)
{
  for (guint i = 0; i < n_steps; i++)
    {
      g_auto (CwCliRun) run = { 0 };
      g_autofree char *before = read_file (path);
      g_autofree char *after = NULL;

      cw_cli_test_run (&run, NULL, "match", "do", path, steps[i].line, NULL);
      after = read_file (path);
      if (steps[i].refused == NULL)
        {
          if (run.status != 0)
            g_error ("step %u, “%s”: %s", i + 1, steps[i].line, run.err);
          g_assert_cmpstr (run.err, ==, "");
          g_assert_cmpstr (after, !=, before);
        }
      else
        {
          g_autofree char *expected = g_strdup_printf ("cardwright-cli: action 1: “%s” is refused: %s\n",
                                                       steps[i].line, steps[i].refused);

          g_assert_cmpstr (run.err, ==, expected);
          g_assert_cmpint (run.status, ==, 1);
          g_assert_cmpstr (run.out, ==, "");
          /* Nothing written: the file is the same, byte for byte. */
          g_assert_cmpstr (after, ==, before);
        }
    }
}

static void
test_refusals (void)
{
  g_autofree char *path = new_oz_match ("refusals.cwmatch", 2, "7");
  g_autofree char *unknown = scratch_path ("unknown.cwmatch");
  g_auto (CwCliRun) run = { 0 };

  play_steps (path, two_author_steps, G_N_ELEMENTS (two_author_steps));

  cw_cli_test_run (&run, NULL, "match", "new", "oz-storyline", "--player", "Ann", "--player", "Bob", "--player", "Cleo",
                   "--seed", "3", "--option", "sorcery=own", "-o", unknown, NULL);
  g_assert_cmpint (run.status, ==, 0);
  play_steps (unknown, unknown_steps, G_N_ELEMENTS (unknown_steps));
  {
    g_auto (CwCliRun) show = { 0 };

    cw_cli_test_run (&show, NULL, "match", "show", unknown, "--json", NULL);
    g_assert_nonnull (strstr (show.out, "\"options\": {\"sorcery\": \"own\"}"));
  }
}

/* ---- Bad input ---- */

static void
test_bad_lines (void)
{
  g_autofree char *path = new_oz_match ("bad.cwmatch", 2, "7");
  g_autofree char *actions = scratch_path ("bad.txt");
  g_autofree char *before = read_file (path);

  /* A bad line after good ones: exit 2 with file:line, and the good ones are not kept either. */
  write_file (actions, "draw\n\n# Ann rolls\nroll 6 5 4 3\nmove Nobody loc:1\n");
  {
    g_auto (CwCliRun) run = { 0 };
    g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s:5: no card in play is called “Nobody”\n", actions);
    g_autofree char *after = NULL;

    cw_cli_test_run (&run, NULL, "match", "do", path, "--file", actions, NULL);
    g_assert_cmpstr (run.err, ==, expected);
    g_assert_cmpint (run.status, ==, 2);
    after = read_file (path);
    g_assert_cmpstr (after, ==, before);
  }
  /* A refusal on line 2 of a file: exit 1, file:line, the rule; nothing written. */
  write_file (actions, "draw\nend-actions\n");
  {
    g_auto (CwCliRun) run = { 0 };
    g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s:2: “end-actions” is refused: Steps of a turn: ending the "
                                                 "Story Actions belongs to step 3 (Story Actions); Ann's turn is at step 2 "
                                                 "(roll for Story Points)\n", actions);
    g_autofree char *after = NULL;

    cw_cli_test_run (&run, NULL, "match", "do", path, "--file", actions, NULL);
    g_assert_cmpstr (run.err, ==, expected);
    g_assert_cmpint (run.status, ==, 1);
    after = read_file (path);
    g_assert_cmpstr (after, ==, before);
  }
  /* Actions on the command line are numbered. */
  {
    g_auto (CwCliRun) run = { 0 };
    g_autofree char *after = NULL;

    cw_cli_test_run (&run, NULL, "match", "do", path, "draw", "roll 3 2 2 1", "fly to Oz", NULL);
    g_assert_cmpstr (run.err, ==, "cardwright-cli: action 3: “fly” is no action; the actions are draw, roll, "
                                  "archive-for-dice, story-draw, move, replace-location, identify-location, "
                                  "reveal-location, play, trigger-event, equip, vitality, archive, banish, keyword, "
                                  "score, end-actions, end-turn, text-draw\n");
    g_assert_cmpint (run.status, ==, 2);
    after = read_file (path);
    g_assert_cmpstr (after, ==, before);
  }
  /* --until beyond the history. */
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "show", path, "--until", "3", NULL);
    g_assert_cmpstr (run.err, ==, "cardwright-cli: --until 3: the match has 0 actions\n");
    g_assert_cmpint (run.status, ==, 2);
  }
  /* Nothing to undo: the answer is no. */
  {
    g_auto (CwCliRun) run = { 0 };
    g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s: no action to take back\n", path);

    cw_cli_test_run (&run, NULL, "match", "undo", path, NULL);
    g_assert_cmpstr (run.err, ==, expected);
    g_assert_cmpint (run.status, ==, 1);
  }
  /* An unknown rules option names the key; it is bad input. */
  {
    g_auto (CwCliRun) run = { 0 };
    g_autofree char *other = scratch_path ("option.cwmatch");

    cw_cli_test_run (&run, NULL, "match", "new", "oz-storyline", "--player", "Ann", "--player", "Bob", "--option", "nope=1",
                     "-o", other, NULL);
    g_assert_cmpstr (run.err, ==, "cardwright-cli: Set-up: the storyline rules have no option “nope” "
                                  "(they have: title-in-storyline, sorcery)\n");
    g_assert_cmpint (run.status, ==, 2);
    g_assert_false (g_file_test (other, G_FILE_TEST_EXISTS));
  }
  /* match new --help lists the rules' options with their values and defaults. */
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "new", "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "Options of the rules (--option K=V):\n"
                                       "  storyline: title-in-storyline=yes|no (default no)\n"));
    g_assert_nonnull (strstr (run.out, "  storyline: sorcery=any|own (default any)\n"));
    /* An empty default (a shuffled deck) is not written as "(default )". */
    g_assert_nonnull (strstr (run.out, "  od: deck=a deck order\n"));
    g_assert_null (strstr (run.out, "(default )"));
  }
  /* match --help lists the verbs as they are typed, like collection --help and set --help. */
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.out, ==, "Usage:\n"
                                  "  cardwright-cli match new GAME --player NAME[:LIBRARY] … [--seed S] [--option K=V …] -o MATCH.cwmatch\n"
                                  "  cardwright-cli match do MATCH.cwmatch (ACTION … | --file F)\n"
                                  "  cardwright-cli match legal MATCH.cwmatch [--json]\n"
                                  "  cardwright-cli match show MATCH.cwmatch [--until N] [--json]\n"
                                  "  cardwright-cli match undo MATCH.cwmatch\n");
  }
}

/* A file whose history stops replaying (edited by hand): show and legal load it up to the last
 * good action and say which line failed; do and undo refuse to write over it. */
static void
test_partial_replay (void)
{
  g_autofree char *path = new_oz_match ("partial.cwmatch", 2, "7");
  g_autofree char *text = NULL;
  g_autofree char *broken = NULL;
  g_auto (GStrv) lines = NULL;
  guint roll_line = 0;

  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "do", path, "draw", "roll 6 5 4 3", "play ozd-001", "end-turn", NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  /* The roll now enters too few faces: a refusal when replayed. */
  text = read_file (path);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], "kind=\"roll\"") != NULL)
      {
        g_autofree char *old = lines[i];
        g_auto (GStrv) parts = g_strsplit (old, "faces=\"5 4 3 2\"", 2);

        g_assert_nonnull (parts[1]);
        lines[i] = g_strjoin ("faces=\"5 4\"", parts[0], parts[1], NULL);
        roll_line = i + 1;
      }
  g_assert_cmpuint (roll_line, >, 0);
  broken = g_strjoinv ("\n", lines);
  write_file (path, broken);

  {
    g_auto (CwCliRun) run = { 0 };
    g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s:%u: this action cannot be replayed: Dice: the pool "
                                                 "has 4 dice; 2 faces were entered\n", path, roll_line);

    cw_cli_test_run (&run, NULL, "match", "show", path, "--json", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.err, expected));
    g_assert_nonnull (strstr (run.out, "\"actions\": 1,"));
    g_assert_nonnull (strstr (run.out, "\"step\": 2"));
  }
  {
    g_auto (CwCliRun) run = { 0 };
    g_autofree char *after = NULL;
    g_autofree char *expected = g_strdup_printf ("cardwright-cli: %s:%u: this action cannot be replayed: Dice: the pool "
                                                 "has 4 dice; 2 faces were entered\n", path, roll_line);

    cw_cli_test_run (&run, NULL, "match", "do", path, "roll", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (g_str_has_prefix (run.err, expected));
    g_assert_true (g_str_has_suffix (run.err, "Nothing was played: edit or remove the actions from that line on "
                                              "(“cardwright-cli match show” shows the match up to there).\n"));
    after = read_file (path);
    g_assert_cmpstr (after, ==, broken);
  }
  {
    g_auto (CwCliRun) run = { 0 };
    g_autofree char *after = NULL;

    cw_cli_test_run (&run, NULL, "match", "undo", path, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "this action cannot be replayed"));
    after = read_file (path);
    g_assert_cmpstr (after, ==, broken);
  }
  /* The text names the line too, and says what is left out. */
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "show", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_suffix (run.err, "The match is shown as it stood before that action; the actions from "
                                              "there on are left out.\n"));
    g_assert_true (g_str_has_prefix (run.out, "The Card Game of Oz, 1 action, seed 7\n"
                                              "Round 1, Ann's turn, step 2 (Roll for Story Points)\n"));
  }
}

/* ---- Another engine through the same commands ---- */

/* Nothing in `match` names the Storyline: the duel is driven the same way, its first legal
 * line played back as `do` takes it. */
static void
test_other_engine (void)
{
  g_autofree char *path = scratch_path ("duel.cwmatch");
  g_autofree char *first = NULL;

  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "new", "oz-good-evil", "--player", "Ann", "--player", "Bob", "--seed", "3", "-o", path, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
  }
  {
    g_auto (CwCliRun) run = { 0 };

    cw_cli_test_run (&run, NULL, "match", "legal", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strchr (run.out, '\n'));
    first = g_strndup (run.out, (gsize) (strchr (run.out, '\n') - run.out));
  }
  {
    g_auto (CwCliRun) run = { 0 };
    g_auto (CwCliRun) show = { 0 };

    cw_cli_test_run (&run, NULL, "match", "do", path, first, NULL);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_cmpint (run.status, ==, 0);
    cw_cli_test_run (&show, NULL, "match", "show", path, "--json", NULL);
    g_assert_true (g_str_has_prefix (show.out, "{\"engine\": \"duel\", \"game\": \"oz-good-evil\", \"seed\": 3, "
                                               "\"actions\": 1, "));
  }
  {
    g_auto (CwCliRun) run = { 0 };
    g_auto (CwCliRun) show = { 0 };

    cw_cli_test_run (&run, NULL, "match", "undo", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    cw_cli_test_run (&show, NULL, "match", "show", path, "--json", NULL);
    g_assert_nonnull (strstr (show.out, "\"actions\": 0, "));
  }
}

/* ---- The worked example of docs/file-formats.md ---- */

static char *
fenced_block_after (const char *doc,
                    const char *heading)
{
  const char *start = strstr (doc, heading);
  const char *end;

  g_assert_nonnull (start);
  start = strstr (start, "```\n");
  g_assert_nonnull (start);
  start += 4;
  end = strstr (start, "```\n");
  g_assert_nonnull (end);
  return g_strndup (start, (gsize) (end - start));
}

static void
test_doc_example (void)
{
  g_autofree char *doc_path = g_test_build_filename (G_TEST_DIST, "..", "docs", "file-formats.md", NULL);
  g_autofree char *doc = read_file (doc_path);
  g_autofree char *section = NULL;
  g_autofree char *script = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actions = scratch_path ("doc.txt");
  g_autofree char *path = new_oz_match ("doc.cwmatch", 2, "7");
  g_auto (CwCliRun) run = { 0 };

  section = g_strdup (strstr (doc, "\n## Match actions"));
  g_assert_nonnull (section);
  script = fenced_block_after (section, "The actions file:");
  expected = fenced_block_after (section, "What `match do` prints:");
  write_file (actions, script);
  cw_cli_test_run (&run, NULL, "match", "do", path, "--file", actions, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);

  /* As the text after the example says: Dorothy Gale, with her Silver Shoes, at Ann's loc:2. */
  {
    g_auto (CwCliRun) show = { 0 };
    const char *place, *next;

    cw_cli_test_run (&show, NULL, "match", "show", path, "--json", NULL);
    place = strstr (show.out, "\"storyline\": {\"Ann\": 2,");
    g_assert_nonnull (place);
    next = strstr (place, "{\"place\"");
    g_assert_nonnull (next);
    place = strstr (place, "\"pieces\": [{\"piece\": \"Dorothy Gale\"");
    g_assert_true (place != NULL && place < next);
    place = strstr (place, "{\"piece\": \"Silver Shoes\"");
    g_assert_true (place != NULL && place < next);
    g_assert_true (g_str_has_prefix (strstr (place, "\"on\": "), "\"on\": \"Dorothy Gale\""));
  }
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;

  g_test_add_func ("/rules/match-cli/two-authors", test_two_authors);
  g_test_add_func ("/rules/match-cli/three-authors", test_three_authors);
  g_test_add_func ("/rules/match-cli/refusals", test_refusals);
  g_test_add_func ("/rules/match-cli/bad-lines", test_bad_lines);
  g_test_add_func ("/rules/match-cli/partial-replay", test_partial_replay);
  g_test_add_func ("/rules/match-cli/doc-example", test_doc_example);
  g_test_add_func ("/rules/match-cli/other-engine", test_other_engine);
  return g_test_run ();
}
