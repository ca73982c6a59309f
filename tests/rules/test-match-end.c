/* test-match-end.c: scripted matches from set-up to the score: "The End", the turns after it, the score. */
#include "cw-rules-test.h"

static void
test_end_two_authors (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) score = NULL;
  g_autoptr (GArray) winners = NULL;
  g_autoptr (GPtrArray) legal = NULL;
  CwMatch *match = table->match;
  guint dorothy, toto, lion, glinda;
  CwMatchScore *line;

  rt_lay_out_roads (table);

  /* Round 1, Ann. */
  rt_begin_turn (table, 10);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 3, 3, "prime"));
  toto = rt_play (table, rt_character (table, "Toto", NULL, 1, 1, NULL));
  for (int i = 1; i <= 3; i++)
    rt_move (table, dorothy, rt_place (table, 0, i), CW_MOVE_ACTION);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 3);
  g_assert_true (cw_match_end_actions (match, &error));
  rt_move (table, dorothy, rt_place (table, 0, 4), CW_MOVE_BONUS);
  rt_move (table, toto, rt_place (table, 0, 1), CW_MOVE_BONUS);
  rt_end_turn (table);

  /* Round 1, Bob. */
  rt_begin_turn (table, 6);
  lion = rt_play (table, rt_character (table, "Cowardly Lion", NULL, 2, 4, NULL));
  glinda = rt_play (table, rt_character (table, "Glinda", NULL, 3, 2, "prime"));
  g_assert_true (cw_match_end_actions (match, &error));
  rt_move (table, lion, rt_place (table, 1, 1), CW_MOVE_BONUS);
  rt_end_turn (table);

  /* Round 2, Ann: two Characters at Locations, 6 dice. Dorothy reaches Bob's Title card. */
  g_assert_cmpuint (cw_match_get_gold_dice (match, 0), ==, 2);
  rt_begin_turn (table, 6);
  rt_move (table, dorothy, rt_place (table, 0, 5), CW_MOVE_ACTION);
  rt_move (table, dorothy, rt_place (table, 0, 6), CW_MOVE_ACTION);
  g_assert_false (cw_match_move (match, toto, rt_place (table, 0, 2), CW_MOVE_BONUS, &error));
  g_clear_error (&error);
  rt_move (table, dorothy, rt_place (table, 0, 7), CW_MOVE_ACTION);
  g_assert_cmpint (rt_place (table, 0, 7), ==, 1);
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "Dorothy Gale moves to Bob's Title card, 1 SP");
  g_assert_cmpstr (rt_last_log (table), ==,
                   "The End: Dorothy Gale reaches Bob's Title card; the Authors who have not yet taken their turn this round take it");
  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_THE_END);
  g_assert_cmpint (cw_match_get_ending_author (match), ==, 0);
  g_assert_cmpuint (cw_match_get_ending_piece (match), ==, dorothy);
  g_assert_false (cw_match_move (match, dorothy, rt_place (table, 0, 6), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "The End: Dorothy Gale ended the game on Bob's Title card and stays there");
  rt_end_turn (table);
  g_assert_cmpstr (rt_last_log (table), ==, "Round 2: Bob's turn (after The End)");

  /* Bob takes the turn he has not yet taken this round; his Lion is no Prime. */
  rt_begin_turn (table, 5);
  rt_walk (table, lion, 6);
  g_assert_false (cw_match_move (match, lion, 0, CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Prime: only a Prime Character may move onto Ann's Title card to end the game");
  g_assert_true (cw_match_adjust_score (match, 1, 2, "Emerald City bonus", &error));
  g_assert_cmpstr (rt_last_log (table), ==, "Bob's score: +2 (Emerald City bonus)");
  rt_end_turn (table);

  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_OVER);
  g_assert_cmpstr (rt_log_line_from_end (table, 3), ==, "The End: every Author has had a turn this round; the score");
  g_assert_cmpstr (rt_log_line_from_end (table, 2), ==, "Ann: 1 Vitality in play (the Prime's 3 not counted), +0 adjustments: 1");
  /* Glinda, still on Bob's Title card, does not count: "each Character they have in play
   * in the Storyline"; "(Title Cards are not part of the Storyline.)" */
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "Bob: 4 Vitality in play, +2 adjustments: 6");
  g_assert_cmpstr (rt_last_log (table), ==, "Bob wins with 6");

  score = cw_match_get_score (match);
  g_assert_cmpuint (score->len, ==, 2);
  line = &g_array_index (score, CwMatchScore, 0);
  g_assert_cmpint (line->vitality, ==, 1);
  g_assert_cmpint (line->prime_excluded, ==, 3);
  g_assert_cmpint (line->adjustments, ==, 0);
  g_assert_cmpint (line->total, ==, 1);
  g_assert_false (line->winner);
  line = &g_array_index (score, CwMatchScore, 1);
  g_assert_cmpint (line->vitality, ==, 4);
  g_assert_cmpint (line->adjustments, ==, 2);
  g_assert_cmpint (line->total, ==, 6);
  g_assert_true (line->winner);
  winners = cw_match_get_winners (match);
  g_assert_cmpuint (winners->len, ==, 1);
  g_assert_cmpint (g_array_index (winners, int, 0), ==, 1);
  g_assert_cmpstr (g_ptr_array_index (cw_match_get_adjustments (match, 1), 0), ==, "+2 Emerald City bonus");
  g_assert_true (cw_match_has_piece (match, glinda));

  /* Over: only bonuses and penalties may still be entered. */
  legal = cw_match_list_legal_actions (match);
  g_assert_cmpuint (legal->len, ==, 0);
  g_assert_false (cw_match_draw (match, &error));
  rt_assert_refused (error, "The End: the game is over; only bonuses and penalties for the score may still be entered");
  g_assert_true (cw_match_adjust_score (match, 0, 8, "the Wicked Witch melted", &error));
  g_clear_pointer (&winners, g_array_unref);
  winners = cw_match_get_winners (match);
  g_assert_cmpuint (winners->len, ==, 1);
  g_assert_cmpint (g_array_index (winners, int, 0), ==, 0);
}

/* The Author who reaches The End is the last of the round: nobody plays after. */
static void
test_end_last_in_round (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint glinda;

  rt_lay_out_roads (table);
  rt_begin_turn (table, 4);
  rt_end_turn (table);
  rt_begin_turn (table, 4);
  glinda = rt_play (table, rt_character (table, "Glinda", NULL, 3, 2, "prime"));
  rt_walk (table, glinda, 6);
  rt_move (table, glinda, 0, CW_MOVE_ACTION);
  g_assert_cmpstr (rt_last_log (table), ==, "The End: Glinda reaches Ann's Title card; the round ends with this turn");
  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_THE_END);
  rt_end_turn (table);
  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_OVER);
  g_assert_cmpuint (cw_match_get_round (match), ==, 1);
  g_assert_cmpint (cw_match_get_current_author (match), ==, 1);
  /* Nobody has Vitality left in play: a tie at 0. */
  g_assert_cmpstr (rt_last_log (table), ==, "A tie: Ann and Bob with 0 each");
}

/* Three Authors, Bob first: Cleo reaches The End; Ann still plays; Bob does not. */
static void
test_end_three_authors (void)
{
  g_autoptr (RtTable) table = rt_table_new (3, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) winners = NULL;
  g_autoptr (GArray) score = NULL;
  CwMatch *match = table->match;
  guint ozma, hungry_tiger;

  for (int place = 3; place < 12; place++)
    {
      g_autofree char *name = g_strdup_printf ("Spoke %d Location %d", (place - 3) / 3 + 1, (place - 3) % 3 + 1);

      g_assert_true (cw_match_identify_location (match, place, rt_location (table, name, 0, 0, FALSE, FALSE), &error));
    }

  g_assert_cmpint (cw_match_get_current_author (match), ==, 1);
  rt_begin_turn (table, 6);
  hungry_tiger = rt_play (table, rt_character (table, "Hungry Tiger", NULL, 2, 3, NULL));
  rt_walk (table, hungry_tiger, 4);
  rt_end_turn (table);

  g_assert_cmpstr (rt_last_log (table), ==, "Round 1: Cleo's turn");
  rt_begin_turn (table, 6);
  ozma = rt_play (table, rt_character (table, "Ozma", "Queen of Oz", 3, 5, "prime"));
  rt_walk (table, ozma, 6);
  /* Cleo's Storyline ends at the Title card of the Author to her right: Bob's. */
  g_assert_cmpint (rt_place (table, 2, 6), ==, 11);
  rt_move (table, ozma, 1, CW_MOVE_ACTION);
  g_assert_cmpstr (rt_last_log (table), ==,
                   "The End: Ozma reaches Bob's Title card; the Authors who have not yet taken their turn this round take it");
  rt_end_turn (table);

  g_assert_cmpstr (rt_last_log (table), ==, "Round 1: Ann's turn (after The End)");
  rt_begin_turn (table, 6);
  /* Out onto a Location: on her Title card she would not count. */
  rt_walk (table, rt_play (table, rt_character (table, "Billina", NULL, 1, 3, NULL)), 1);
  rt_end_turn (table);

  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_OVER);
  g_assert_cmpuint (cw_match_get_round (match), ==, 1);
  score = cw_match_get_score (match);
  g_assert_cmpint (g_array_index (score, CwMatchScore, 0).total, ==, 3);
  g_assert_cmpint (g_array_index (score, CwMatchScore, 1).total, ==, 3);
  g_assert_cmpint (g_array_index (score, CwMatchScore, 2).total, ==, 0);
  g_assert_cmpint (g_array_index (score, CwMatchScore, 2).prime_excluded, ==, 5);
  winners = cw_match_get_winners (match);
  g_assert_cmpuint (winners->len, ==, 2);
  g_assert_cmpint (g_array_index (winners, int, 0), ==, 0);
  g_assert_cmpint (g_array_index (winners, int, 1), ==, 1);
  g_assert_cmpstr (rt_last_log (table), ==, "A tie: Ann and Bob with 3 each");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/rules/match/end/two-authors", test_end_two_authors);
  g_test_add_func ("/rules/match/end/last-in-round", test_end_last_in_round);
  g_test_add_func ("/rules/match/end/three-authors", test_end_three_authors);
  return g_test_run ();
}
