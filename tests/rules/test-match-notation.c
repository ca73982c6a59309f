/* test-match-notation.c: Storyline actions as lines of words: every kind written and read back, rolls replayed, bad lines. */
#include <string.h>

#include "cw-rules-test.h"
#include "cw-match-notation.h"
#include "cw-match-private.h"

/* Ann's turn, step 3, with in play: Dorothy Gale at loc:1 equipped with nothing, Silver
 * Shoes lying at loc:1, Toto on Ann's Title card, two Whirlwinds (one card) on loc:1, and a
 * face-down Event. Two cards are called "Dorothy Gale". */
typedef struct {
  RtTable *table;
  CwCard  *girl, *princess, *shoes, *whirlwind, *cyclone, *poppies, *quote;
  guint    dorothy, toto, shoes_piece, wind1, wind2, event;
} Board;

static void
board_free (Board *board)
{
  rt_table_free (board->table);
  g_free (board);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Board, board_free)

static guint
play (RtTable *table,
      CwCard  *card,
      int      place,
      guint    target)
{
  g_autoptr (GError) error = NULL;
  guint piece = cw_match_play_card (table->match, card, place, target, &error);

  g_assert_no_error (error);
  return piece;
}

static Board *
board_new (void)
{
  Board *board = g_new0 (Board, 1);
  RtTable *table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) events = NULL;
  g_autoptr (CwMatchAction) face_down = NULL;
  CwCard *row[6];

  board->table = table;
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Yellow Brick Road %d", i + 1);

      row[i] = rt_location (table, name, 0, 0, FALSE, FALSE);
    }
  rt_lay_out (table, 0, row);
  board->poppies = rt_location (table, "Field of Poppies", 1, 0, FALSE, FALSE);
  board->girl = rt_character (table, "Dorothy Gale", "Girl from Kansas", 1, 3, "prime");
  board->princess = rt_character (table, "Dorothy Gale", "Princess of Oz", 6, 5, "prime");
  board->shoes = rt_card (table, "object", "Silver Shoes", 1, NULL);
  board->whirlwind = rt_card (table, "effect", "Whirlwind", 0, NULL);
  board->cyclone = rt_card (table, "event", "Cyclone", 1, NULL);
  board->quote = rt_card (table, "object", "The \"Great\" Oz\\Humbug", 1, NULL);
  /* Cards the match knows though nobody has played them yet (a catalog would know them). */
  cw_match_register_card (table->match, board->poppies);
  cw_match_register_card (table->match, board->princess);
  cw_match_register_card (table->match, board->quote);

  rt_begin_turn (table, 10);
  board->dorothy = play (table, board->girl, CW_PLACE_NONE, 0);
  board->toto = play (table, rt_character (table, "Toto", NULL, 1, 1, NULL), CW_PLACE_NONE, 0);
  rt_walk (table, board->dorothy, 1);
  board->shoes_piece = play (table, board->shoes, rt_place (table, 0, 1), 0);
  board->wind1 = play (table, board->whirlwind, rt_place (table, 0, 1), 0);
  board->wind2 = play (table, board->whirlwind, rt_place (table, 0, 1), 0);
  face_down = cw_match_action_new_event_face_down (board->cyclone, 2);
  g_assert_true (cw_match_perform (table->match, face_down, &error));
  g_assert_no_error (error);
  events = cw_match_get_face_down_events (table->match, 0);
  g_assert_cmpuint (events->len, ==, 1);
  board->event = g_array_index (events, guint, 0);
  return board;
}

/* Writes the action, checks the words, reads them back and checks it is the same action. */
static void
assert_round_trip (CwMatch       *match,
                   CwMatchAction *action,
                   const char    *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *line = cw_match_action_to_notation (match, action);
  g_autoptr (CwMatchAction) back = NULL;
  g_autofree char *again = NULL;

  if (expected != NULL)
    g_assert_cmpstr (line, ==, expected);
  back = cw_match_action_from_notation (match, line, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  if (!cw_match_action_equal (action, back))
    g_error ("“%s” does not read back as the action it was written from", line);
  again = cw_match_action_to_notation (match, back);
  g_assert_cmpstr (again, ==, line);
  cw_match_action_unref (action);
}

static void
test_every_kind (void)
{
  g_autoptr (Board) board = board_new ();
  CwMatch *match = board->table->match;
  RtTable *table = board->table;
  const guint faces[] = { 2, 1, 1, 0 };
  const guint gold[] = { 2, 0 };
  g_autofree char *wind_id = g_strdup (cw_card_get_id (board->whirlwind));
  g_autofree char *wind2 = g_strdup_printf ("%s#2", wind_id);
  g_autofree char *archive_wind = g_strdup_printf ("archive %s", wind2);
  gboolean seen[CW_ACTION_TEXT_DRAW + 1] = { FALSE, };
  struct { CwMatchAction *action; const char *expected; } cases[] = {
    { cw_match_action_new_draw (), "draw" },
    { cw_match_action_new_roll (NULL, 0), "roll" },
    { cw_match_action_new_roll (faces, G_N_ELEMENTS (faces)), "roll 3 2 2 1" },
    { cw_match_action_new_archive_for_dice (0, 2, NULL, 0), "archive-for-dice Ann 2" },
    { cw_match_action_new_archive_for_dice (1, 2, gold, G_N_ELEMENTS (gold)), "archive-for-dice Bob 2 3 1" },
    { cw_match_action_new_archive_for_dice (0, 0, NULL, 0), "archive-for-dice Ann 0" },
    { cw_match_action_new_story_draw (), "story-draw" },
    { cw_match_action_new_move (board->dorothy, rt_place (table, 0, 2), CW_MOVE_ACTION), "move \"Dorothy Gale\" loc:2" },
    { cw_match_action_new_move (board->dorothy, rt_place (table, 0, 2), CW_MOVE_BONUS), "move \"Dorothy Gale\" loc:2 bonus" },
    { cw_match_action_new_move (board->dorothy, 0, CW_MOVE_FORCED), "move \"Dorothy Gale\" title:Ann forced" },
    { cw_match_action_new_move (board->toto, 1, CW_MOVE_ACTION), "move Toto title:Bob" },
    { cw_match_action_new_move (99, rt_place (table, 0, 1), CW_MOVE_ACTION), "move #99 loc:1" },
    { cw_match_action_new_replace_location (rt_place (table, 0, 1), NULL), "replace-location loc:1" },
    { cw_match_action_new_replace_location (rt_place (table, 0, 6), board->poppies),
      "replace-location loc:6 \"Field of Poppies\"" },
    { cw_match_action_new_identify_location (cw_match_get_location_place (match, 0, 0), board->poppies),
      "identify-location loc:4 \"Field of Poppies\"" },
    { cw_match_action_new_reveal_location (rt_place (table, 0, 3)), "reveal-location loc:3" },
    { cw_match_action_new_play_card (board->princess, CW_PLACE_NONE, 0), "play \"Dorothy Gale • Princess of Oz\"" },
    { cw_match_action_new_play_card (board->girl, 0, 0), "play \"Dorothy Gale • Girl from Kansas\" title:Ann" },
    { cw_match_action_new_play_card (board->shoes, CW_PLACE_NONE, board->dorothy), "play \"Silver Shoes\" \"Dorothy Gale\"" },
    { cw_match_action_new_play_card (board->whirlwind, rt_place (table, 0, 2), board->wind2), NULL },
    { cw_match_action_new_play_card (board->quote, rt_place (table, 0, 1), 0),
      "play \"The \\\"Great\\\" Oz\\\\Humbug\" loc:1" },
    { cw_match_action_new_event_face_down (board->cyclone, 3), "play Cyclone face-down 3" },
    { cw_match_action_new_trigger_event (0, board->event), "trigger-event Ann Cyclone" },
    { cw_match_action_new_equip (0, board->shoes_piece, board->dorothy), "equip \"Silver Shoes\" \"Dorothy Gale\"" },
    { cw_match_action_new_equip (1, board->shoes_piece, board->dorothy), "equip \"Silver Shoes\" \"Dorothy Gale\" by Bob" },
    { cw_match_action_new_vitality (board->dorothy, 2), "vitality \"Dorothy Gale\" +2" },
    { cw_match_action_new_vitality (board->toto, -1), "vitality Toto -1" },
    { cw_match_action_new_vitality (board->wind1, 0), NULL },
    { cw_match_action_new_archive (board->wind2), archive_wind },
    { cw_match_action_new_banish (board->toto), "banish Toto" },
    { cw_match_action_new_keyword (board->toto, "flying", TRUE), "keyword Toto +flying" },
    { cw_match_action_new_keyword (board->dorothy, "prime", FALSE), "keyword \"Dorothy Gale\" -prime" },
    { cw_match_action_new_keyword (board->toto, "wings", TRUE), "keyword Toto +wings" },
    { cw_match_action_new_adjust_score (1, 2, "Emerald City"), "score Bob +2 \"Emerald City\"" },
    { cw_match_action_new_adjust_score (0, -1, NULL), "score Ann -1" },
    { cw_match_action_new_end_actions (), "end-actions" },
    { cw_match_action_new_end_turn (), "end-turn" },
    { cw_match_action_new_text_draw (1, 2), "text-draw Bob 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      seen[cw_match_action_get_kind (cases[i].action)] = TRUE;
      assert_round_trip (match, cases[i].action, cases[i].expected);
    }
  for (guint kind = 0; kind < G_N_ELEMENTS (seen); kind++)
    if (!seen[kind])
      g_error ("action kind %u is not tried", kind);
}

/* A roll the match made carries its faces: the line replays the same dice in a new match. */
static void
test_roll_replays (void)
{
  g_autoptr (RtTable) first = rt_table_new (3, 1);
  g_autoptr (RtTable) second = rt_table_new (3, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  const char * const script[] = { "draw", "roll", "archive-for-dice Cleo 2", "end-turn", "draw", "roll 1 1 1 1", "end-turn" };
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (script); i++)
    {
      g_autoptr (CwMatchAction) action = cw_match_action_from_notation (first->match, script[i], &error);
      CwMatchAction *performed;

      g_assert_no_error (error);
      g_assert_true (cw_match_perform (first->match, action, &error));
      g_assert_no_error (error);
      /* Written once performed: what the roll resolved is in the history's copy. */
      performed = cw_engine_get_action (CW_ENGINE (first->match), cw_engine_get_n_actions (CW_ENGINE (first->match)) - 1);
      g_ptr_array_add (lines, cw_match_action_to_notation (first->match, performed));
    }
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, 1), "roll random "));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (lines, 2), "archive-for-dice Cleo 2 random "));
  g_assert_cmpstr (g_ptr_array_index (lines, 5), ==, "roll 1 1 1 1");
  /* The roll's line reads back as the performed roll, faces and all. */
  {
    g_autoptr (CwMatchAction) back = cw_match_action_from_notation (first->match, g_ptr_array_index (lines, 1), &error);

    g_assert_no_error (error);
    g_assert_true (cw_match_action_equal (back, cw_engine_get_action (CW_ENGINE (first->match), 1)));
  }

  for (guint i = 0; i < lines->len; i++)
    {
      g_autoptr (CwMatchAction) action = cw_match_action_from_notation (second->match, g_ptr_array_index (lines, i), &error);

      g_assert_no_error (error);
      g_assert_true (cw_match_perform (second->match, action, &error));
      g_assert_no_error (error);
    }
  first_text = rt_state_text (first->match);
  second_text = rt_state_text (second->match);
  g_assert_cmpstr (second_text, ==, first_text);
}

/* Case and accents do not matter, in words, names, places and keywords. */
static void
test_case_and_accents (void)
{
  g_autoptr (Board) board = board_new ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = board->table->match;
  CwCard *scarecrow = rt_character (board->table, "Épouvantail", NULL, 1, 2, NULL);
  g_autoptr (CwMatchAction) action = NULL;
  g_autoptr (CwMatchAction) expected = NULL;
  guint piece = play (board->table, scarecrow, CW_PLACE_NONE, 0);

  action = cw_match_action_from_notation (match, "  MOVE   \"dorothy GALE\"  LOC:2  Bonus ", &error);
  g_assert_no_error (error);
  expected = cw_match_action_new_move (board->dorothy, rt_place (board->table, 0, 2), CW_MOVE_BONUS);
  g_assert_true (cw_match_action_equal (action, expected));
  g_clear_pointer (&action, cw_match_action_unref);
  g_clear_pointer (&expected, cw_match_action_unref);

  action = cw_match_action_from_notation (match, "keyword epouvantail +Flying", &error);
  g_assert_no_error (error);
  expected = cw_match_action_new_keyword (piece, "flying", TRUE);
  g_assert_true (cw_match_action_equal (action, expected));
  g_clear_pointer (&action, cw_match_action_unref);
  g_clear_pointer (&expected, cw_match_action_unref);

  /* A card id names the piece too, and a place by spoke and depth is the same slot. */
  action = cw_match_action_from_notation (match, "move TEST-008 loc:2.3", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_card_get_id (board->girl), ==, "test-008");
  expected = cw_match_action_new_move (board->dorothy, cw_match_get_location_place (match, 1, 2), CW_MOVE_ACTION);
  g_assert_true (cw_match_action_equal (action, expected));
  /* Ann's Storyline starts on Bob's spoke, at its outer end. */
  g_assert_cmpint (cw_match_get_location_place (match, 1, 2), ==, rt_place (board->table, 0, 1));
}

static void
test_bad_lines (void)
{
  g_autoptr (Board) board = board_new ();
  CwMatch *match = board->table->match;
  g_autofree char *wind_id = g_strdup (cw_card_get_id (board->whirlwind));
  g_autofree char *too_far = g_strdup_printf ("archive %s#3", wind_id);
  g_autofree char *too_far_message = g_strdup_printf ("%s#3: only 2 cards in play are called “%s”", wind_id, wind_id);
  struct { const char *line; const char *message; } cases[] = {
    { "", "the line holds no action" },
    { "   ", "the line holds no action" },
    { "fly Toto", "“fly” is no action; the actions are draw, roll, archive-for-dice, story-draw, move, "
                  "replace-location, identify-location, reveal-location, play, trigger-event, equip, vitality, "
                  "archive, banish, keyword, score, end-actions, end-turn, text-draw" },
    { "move \"Dorothy Gale loc:2", "a quote (\") is opened and not closed" },
    { "move Dorothy", "the action is written: move PIECE PLACE [bonus|forced]" },
    { "move Toto loc:1 sideways", "the action is written: move PIECE PLACE [bonus|forced]" },
    { "end-turn now", "the action is written: end-turn" },
    { "move Scarecrow loc:2", "no card in play is called “Scarecrow”" },
    { "move Toto loc:9", "loc:9: a Storyline's Locations are loc:1 to loc:6 (its ends are title:AUTHOR)" },
    { "move Toto loc:0", "loc:0: a Storyline's Locations are loc:1 to loc:6 (its ends are title:AUTHOR)" },
    { "move Toto loc:3.1", "loc:3.1: the wheel has spokes 1 to 2, each with Locations 1 to 3 from the centre" },
    { "move Toto title:Zed", "no Author is called “Zed”; the Authors are Ann, Bob" },
    { "move Toto somewhere", "“somewhere” is no place: write title:AUTHOR, loc:N (1 to 6 along the Storyline) "
                             "or loc:S.D (spoke S, D-th Location from the centre)" },
    { "archive Whirlwind", "2 cards in play are called “Whirlwind”: write Whirlwind#1 for the first to come into play, "
                           "Whirlwind#2 for the second…" },
    { too_far, too_far_message },
    { "vitality Toto 2", "“2”: write the change with its sign, +2 or -1" },
    { "score Ann two", "“two”: write the change with its sign, +2 or -1" },
    { "roll 3 0 1 1", "“0” is not a die's face: write the faces rolled as numbers, 1 for a die's first face" },
    { "roll random x", "“x” is not a die's face: write the faces rolled as numbers, 1 for a die's first face" },
    { "archive-for-dice Ann many", "“many” is not a number of cards" },
    { "archive-for-dice Zed 1", "no Author is called “Zed”; the Authors are Ann, Bob" },
    { "play \"Wicked Witch\"", "the game has no card “Wicked Witch” (write its id or its name)" },
    { "play \"Dorothy Gale\"", "“Dorothy Gale” names several cards: test-008 (Dorothy Gale • Girl from Kansas), "
                               "test-009 (Dorothy Gale • Princess of Oz); write the card's id or its whole title" },
    { "play Cyclone face-down", "the action is written: play CARD [PLACE] [PIECE] [face-down SP]" },
    { "play Cyclone loc:1 loc:2", "the action is written: play CARD [PLACE] [PIECE] [face-down SP]" },
    { "keyword Toto flying", "the action is written: keyword PIECE +KEYWORD|-KEYWORD" },
    { "equip \"Silver Shoes\" \"Dorothy Gale\" for Bob", "the action is written: equip OBJECT CHARACTER [by AUTHOR]" },
    { "identify-location loc:1", "the action is written: identify-location PLACE LOCATION-CARD" },
    { "text-draw Ann", "the action is written: text-draw AUTHOR N" },
    { "text-draw Ann -1", "“-1” is not a number of cards" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (CwMatchAction) action = cw_match_action_from_notation (match, cases[i].line, &error);

      g_assert_null (action);
      g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* The state as a player writes it down names everything as the notation does. */
static void
test_state_json (void)
{
  g_autoptr (Board) board = board_new ();
  CwMatch *match = board->table->match;
  g_autofree char *json = cw_engine_dup_state_json (CW_ENGINE (match));
  g_autofree char *text = cw_engine_dup_state_text (CW_ENGINE (match));
  g_autofree char *wind2 = g_strdup_printf ("{\"piece\": \"%s#2\", \"card\": \"%s\", \"title\": \"Whirlwind\", "
                                            "\"kind\": \"effect\", \"owner\": \"Ann\", \"controller\": \"Ann\"}",
                                            cw_card_get_id (board->whirlwind), cw_card_get_id (board->whirlwind));
  const char *loc1;

  g_assert_true (g_str_has_prefix (json, "{\"engine\": \"storyline\", \"game\": \"storyline-test\", \"seed\": 42, "));
  g_assert_nonnull (strstr (json, "\"state\": {\"phase\": \"playing\", \"round\": 1, \"turn\": \"Ann\", \"step\": 3, "
                                  "\"step_name\": \"Story Actions\", \"first\": \"Ann\", \"the_end\": null, \"folio\": 0, "));
  /* Ann: 10 SP, less Dorothy 1, Toto 1, the Shoes 1 and the face-down Event 2. Toto waits
   * on her Title card, which is not part of the Storyline: only Dorothy's 3 score. */
  g_assert_nonnull (strstr (json, "{\"name\": \"Ann\", \"title_card\": null, \"library_name\": null, \"sp\": 5, "
                                  "\"hand\": 0, \"library\": null, \"archive\": 0, \"face_down_events\": [{\"piece\": "
                                  "\"Cyclone\", \"card\": \"test-012\", \"title\": \"Cyclone\", \"kind\": \"event\", "
                                  "\"owner\": \"Ann\", \"controller\": \"Ann\"}], \"adjustments\": [], \"score\": "
                                  "{\"vitality\": 3, \"prime_excluded\": 0, \"adjustments\": 0, \"total\": 3, \"winner\": false}}"));
  g_assert_nonnull (strstr (json, "{\"place\": \"title:Ann\", \"kind\": \"title\", \"pieces\": [{\"piece\": \"Toto\", "
                                  "\"card\": \"test-014\", \"title\": \"Toto\", \"kind\": \"character\", \"owner\": \"Ann\", "
                                  "\"controller\": \"Ann\", \"vitality\": 1, \"bonus_moved\": false}]}"));
  /* Ann's loc:1 is Bob's spoke at its outer end, face up since Dorothy walked onto it. */
  loc1 = strstr (json, "{\"place\": \"loc:2.3\", \"kind\": \"location\", \"face_up\": true, \"storyline\": "
                       "{\"Ann\": 1, \"Bob\": 6}, \"location\": {\"card\": \"test-001\", \"title\": "
                       "\"Yellow Brick Road 1\", \"enter_cost\": 0, \"leave_cost\": 0}, \"pieces\": [{\"piece\": "
                       "\"Dorothy Gale\", \"card\": \"test-008\"");
  g_assert_nonnull (loc1);
  g_assert_nonnull (strstr (loc1, wind2));
  /* A face-down Location the match knows keeps its card to itself. */
  g_assert_nonnull (strstr (json, "{\"place\": \"loc:1.1\", \"kind\": \"location\", \"face_up\": false, "
                                  "\"storyline\": {\"Ann\": 4, \"Bob\": 3}, \"location\": null, \"pieces\": []}"));

  g_assert_nonnull (strstr (text, "Round 1, Ann's turn, step 3 (Story Actions)\n"
                                  "Ann: 5 SP, 0 in hand, 0 in the Archive\n"));
  g_assert_nonnull (strstr (text, "  loc:2.3 Yellow Brick Road 1\n    Dorothy Gale (Ann, Vitality 3)\n"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/match/notation/every-kind", test_every_kind);
  g_test_add_func ("/rules/match/notation/roll-replays", test_roll_replays);
  g_test_add_func ("/rules/match/notation/case-and-accents", test_case_and_accents);
  g_test_add_func ("/rules/match/notation/bad-lines", test_bad_lines);
  g_test_add_func ("/rules/match/state-json", test_state_json);
  return g_test_run ();
}
