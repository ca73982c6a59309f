/* test-match-moves.c: movement along the Storyline: costs, face-down Locations, keywords, replacing a Location. */
#include "cw-rules-test.h"

/* Ann's Storyline, positions 1 to 6 (Bob's is the same line from the other end). */
static RtTable *
moves_table (void)
{
  RtTable *table = rt_table_new (2, 0);
  CwCard *row[6];

  row[0] = rt_location (table, "Munchkin Road", 0, 1, FALSE, FALSE);
  row[1] = rt_location (table, "Kalidah Gulf", 2, 0, FALSE, FALSE);
  row[2] = rt_location (table, "Lake Quadling", 2, 2, TRUE, FALSE);
  row[3] = rt_location (table, "Deep River", 1, 0, TRUE, TRUE);
  row[4] = rt_location (table, "Emerald Gate", 3, 0, FALSE, FALSE);
  row[5] = rt_location (table, "Throne Room", 0, 1, FALSE, FALSE);
  rt_lay_out (table, 0, row);
  return table;
}

static void
reveal (RtTable *table,
        int      index)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cw_match_reveal_location (table->match, rt_place (table, 0, index), &error));
  g_assert_no_error (error);
}

static void
test_move_costs (void)
{
  g_autoptr (RtTable) table = moves_table ();
  g_autoptr (GError) error = NULL;
  g_autoptr (CwMatchAction) bonus = NULL;
  CwMatch *match = table->match;
  guint dorothy;

  rt_begin_turn (table, 6);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", "Girl from Kansas", 2, 3, "prime"));
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 4);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann plays Dorothy Gale • Girl from Kansas to Ann's Title card, 2 SP");

  rt_move (table, dorothy, rt_place (table, 0, 1), CW_MOVE_ACTION);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 3);
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "A face-down Location turns up: Munchkin Road");
  g_assert_cmpstr (rt_last_log (table), ==, "Dorothy Gale moves to Munchkin Road, 1 SP");

  g_assert_false (cw_match_move (match, dorothy, 0, CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Title cards: Ann's Title card is not a Location; a Character does not move back onto it");
  g_assert_false (cw_match_move (match, dorothy, rt_place (table, 0, 3), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Movement: a Character moves one Location at a time along the Storyline");

  reveal (table, 2);
  g_assert_cmpstr (rt_last_log (table), ==, "A face-down Location turns up: Kalidah Gulf");
  g_assert_false (cw_match_move (match, dorothy, rt_place (table, 0, 2), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Story Points: moving Dorothy Gale to Kalidah Gulf costs 4 SP (1 for the Story Action, "
                            "1 to leave Munchkin Road, 2 to enter Kalidah Gulf); Ann has 3");
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 3);
  g_assert_cmpint (cw_match_piece_get_place (match, dorothy), ==, rt_place (table, 0, 1));

  /* The free bonus move still pays the Locations' costs. */
  bonus = cw_match_action_new_move (dorothy, rt_place (table, 0, 2), CW_MOVE_BONUS);
  g_assert_false (cw_match_check (match, bonus, &error));
  rt_assert_refused (error, "Steps of a turn: the free bonus move belongs to step 4 (bonus movement); "
                            "Ann's turn is at step 3 (Story Actions)");
  g_assert_true (cw_match_end_actions (match, &error));
  g_assert_true (cw_match_check (match, bonus, &error));
  g_assert_cmpint (cw_match_action_get_cost (bonus), ==, 3);
  g_assert_cmpstr (cw_match_action_get_label (bonus), ==, "Move Dorothy Gale to Kalidah Gulf (bonus move)");
  g_assert_true (cw_match_perform (match, bonus, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 0);
  g_assert_cmpstr (rt_last_log (table), ==, "Dorothy Gale moves to Kalidah Gulf (bonus move), 3 SP");
  g_assert_true (cw_match_piece_has_bonus_moved (match, dorothy));

  g_assert_false (cw_match_move (match, dorothy, rt_place (table, 0, 1), CW_MOVE_BONUS, &error));
  rt_assert_refused (error, "Bonus movement: Dorothy Gale has already made a bonus move this turn");
  g_assert_false (cw_match_move (match, dorothy, rt_place (table, 0, 1), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Steps of a turn: moving by a Story Action belongs to step 3 (Story Actions); "
                            "Ann's turn is at step 4 (bonus movement)");

  rt_end_turn (table);
  rt_begin_turn (table, 4);
  rt_end_turn (table);
  g_assert_false (cw_match_piece_has_bonus_moved (match, dorothy));
}

static void
test_move_bonus_short (void)
{
  g_autoptr (RtTable) table = moves_table ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint dorothy;

  rt_begin_turn (table, 4);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  rt_walk (table, dorothy, 1);
  g_assert_cmpstr (rt_last_log (table), ==, "Dorothy Gale is moved to Munchkin Road by a card");
  g_assert_true (cw_match_story_draw (match, &error));
  g_assert_true (cw_match_story_draw (match, &error));
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 0);
  g_assert_false (cw_match_story_draw (match, &error));
  rt_assert_refused (error, "Story Points: drawing a card costs 1 SP; Ann has 0");
  g_assert_true (cw_match_end_actions (match, &error));
  reveal (table, 2);

  g_assert_false (cw_match_move (match, dorothy, rt_place (table, 0, 2), CW_MOVE_BONUS, &error));
  rt_assert_refused (error, "Story Points: moving Dorothy Gale to Kalidah Gulf costs 3 SP "
                            "(1 to leave Munchkin Road, 2 to enter Kalidah Gulf); Ann has 0");
  g_assert_false (cw_match_piece_has_bonus_moved (match, dorothy));
}

static void
test_move_face_down_blocked (void)
{
  g_autoptr (RtTable) table = moves_table ();
  g_autoptr (GError) error = NULL;
  g_autoptr (CwMatchAction) move = NULL;
  CwMatch *match = table->match;
  int gulf = rt_place (table, 0, 2);
  guint dorothy;

  rt_begin_turn (table, 4);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  rt_walk (table, dorothy, 1);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 2);

  /* What is known before the card turns over: the action and the cost to leave. */
  move = cw_match_action_new_move (dorothy, gulf, CW_MOVE_ACTION);
  g_assert_true (cw_match_check (match, move, &error));
  g_assert_cmpint (cw_match_action_get_cost (move), ==, 2);
  g_assert_cmpstr (cw_match_action_get_label (move), ==, "Move Dorothy Gale to a face-down Location");

  g_assert_true (cw_match_perform (match, move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "A face-down Location turns up: Kalidah Gulf");
  g_assert_cmpstr (rt_last_log (table), ==,
                   "Dorothy Gale cannot enter Kalidah Gulf (its cost to enter cannot be paid) and stays at Munchkin Road; 2 SP lost");
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 0);
  g_assert_cmpint (cw_match_piece_get_place (match, dorothy), ==, rt_place (table, 0, 1));
  g_assert_true (cw_match_location_is_face_up (match, gulf));
  g_assert_cmpint (cw_match_location_get_enter_cost (match, gulf), ==, 2);
}

static void
test_move_flying (void)
{
  g_autoptr (RtTable) table = moves_table ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint monkey;

  rt_begin_turn (table, 5);
  monkey = rt_play (table, rt_character (table, "Winged Monkey", NULL, 1, 2, "flying"));
  rt_walk (table, monkey, 1);
  reveal (table, 2);
  reveal (table, 3);
  reveal (table, 4);

  /* Flying: no Location costs (leave 1, enter 2; then enter 2 at Lake Quadling). */
  rt_move (table, monkey, rt_place (table, 0, 2), CW_MOVE_ACTION);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 3);
  g_assert_cmpstr (rt_last_log (table), ==, "Winged Monkey moves to Kalidah Gulf, 1 SP");
  rt_move (table, monkey, rt_place (table, 0, 3), CW_MOVE_ACTION);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 2);

  /* ...unless the Location requires Swimming. */
  g_assert_false (cw_match_move (match, monkey, rt_place (table, 0, 4), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Swimming: Deep River requires Swimming to enter; Winged Monkey lacks Swimming");

  g_assert_true (cw_match_end_actions (match, &error));
  rt_move (table, monkey, rt_place (table, 0, 2), CW_MOVE_BONUS);
  g_assert_cmpstr (rt_last_log (table), ==, "Winged Monkey moves to Kalidah Gulf (bonus move), 0 SP");
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 2);
}

static void
test_move_swimming (void)
{
  g_autoptr (RtTable) table = moves_table ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint otter, dorothy;

  rt_begin_turn (table, 10);
  otter = rt_play (table, rt_character (table, "River Otter", NULL, 1, 1, "swimming"));
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  rt_walk (table, otter, 2);
  rt_walk (table, dorothy, 3);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 7);

  /* Without Swimming, the face-down Deep River cannot be entered: 1 + 2 to leave the lake are lost. */
  rt_move (table, dorothy, rt_place (table, 0, 4), CW_MOVE_ACTION);
  g_assert_cmpstr (rt_last_log (table), ==,
                   "Dorothy Gale cannot enter Deep River (it requires Swimming) and stays at Lake Quadling; 3 SP lost");
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 4);
  g_assert_cmpint (cw_match_piece_get_place (match, dorothy), ==, rt_place (table, 0, 3));
  g_assert_false (cw_match_move (match, dorothy, rt_place (table, 0, 4), CW_MOVE_FORCED, &error));
  rt_assert_refused (error, "Swimming: Deep River requires Swimming to enter; Dorothy Gale lacks Swimming");

  /* Swimming: no cost at Water Locations (enter 2 at the lake; leave 2 and enter 1 after). */
  rt_move (table, otter, rt_place (table, 0, 3), CW_MOVE_ACTION);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 3);
  rt_move (table, otter, rt_place (table, 0, 4), CW_MOVE_ACTION);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 2);
  g_assert_cmpstr (rt_last_log (table), ==, "River Otter moves to Deep River, 1 SP");

  /* Away from the water the costs are back. */
  reveal (table, 5);
  g_assert_false (cw_match_move (match, otter, rt_place (table, 0, 5), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Story Points: moving River Otter to Emerald Gate costs 4 SP "
                            "(1 for the Story Action, 3 to enter Emerald Gate); Ann has 2");
}

static void
test_move_steadfast (void)
{
  g_autoptr (RtTable) table = moves_table ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint woodman;

  rt_begin_turn (table, 6);
  woodman = rt_play (table, rt_character (table, "Tin Woodman", NULL, 2, 3, "steadfast"));
  g_assert_false (cw_match_move (match, woodman, rt_place (table, 0, 1), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Steadfast: Tin Woodman may not move by a Story Action or bonus move");
  g_assert_true (cw_match_end_actions (match, &error));
  g_assert_false (cw_match_move (match, woodman, rt_place (table, 0, 1), CW_MOVE_BONUS, &error));
  rt_assert_refused (error, "Steadfast: Tin Woodman may not move by a Story Action or bonus move");

  /* Moved by another card's text: no SP, Steadfast or not. */
  rt_move (table, woodman, rt_place (table, 0, 1), CW_MOVE_FORCED);
  g_assert_cmpstr (rt_last_log (table), ==, "Tin Woodman is moved to Munchkin Road by a card");
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 4);
}

static void
test_move_immovable (void)
{
  g_autoptr (RtTable) table = moves_table ();
  g_autoptr (GError) error = NULL;
  g_autoptr (CwMatchAction) petrify = NULL;
  CwMatch *match = table->match;
  int road = rt_place (table, 0, 1);
  guint guardian, dorothy, toto, bench, shoes;

  rt_begin_turn (table, 12);
  guardian = rt_play (table, rt_character (table, "Stone Guardian", NULL, 1, 4, "immovable"));
  g_assert_false (cw_match_move (match, guardian, road, CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Immovable: Stone Guardian may never move nor be moved");
  g_assert_false (cw_match_move (match, guardian, road, CW_MOVE_FORCED, &error));
  rt_assert_refused (error, "Immovable: Stone Guardian may never move nor be moved");

  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  toto = rt_play (table, rt_character (table, "Toto", NULL, 1, 1, NULL));
  rt_walk (table, dorothy, 1);
  rt_walk (table, toto, 1);
  bench = cw_match_play_card (match, rt_card (table, "object", "Stone Bench", 1, "immovable"), road, 0, &error);
  g_assert_no_error (error);
  shoes = cw_match_play_card (match, rt_card (table, "object", "Silver Shoes", 1, NULL), road, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_piece_get_place (match, shoes), ==, road);
  g_assert_false (cw_match_equip (match, 0, bench, toto, &error));
  rt_assert_refused (error, "Immovable: Stone Bench may never move, so it cannot equip a Character");

  /* A card turns Dorothy to stone. */
  petrify = cw_match_action_new_keyword (dorothy, "immovable", TRUE);
  g_assert_true (cw_match_perform (match, petrify, &error));
  g_assert_cmpstr (rt_last_log (table), ==, "Dorothy Gale gains Immovable");
  g_assert_true (cw_match_piece_has_keyword (match, dorothy, "immovable"));
  g_assert_false (cw_match_move (match, dorothy, rt_place (table, 0, 2), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Immovable: Dorothy Gale may never move nor be moved");

  /* When its Location goes, the Immovable go with it; the others stay. */
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 12 - 1 - 2 - 1 - 1 - 1);
  g_assert_true (cw_match_replace_location (match, road, rt_location (table, "Field of Poppies", 0, 0, FALSE, FALSE), &error));
  g_assert_no_error (error);
  g_assert_false (cw_match_has_piece (match, dorothy));
  g_assert_false (cw_match_has_piece (match, bench));
  g_assert_true (cw_match_has_piece (match, toto));
  g_assert_true (cw_match_has_piece (match, shoes));
  g_assert_true (cw_match_has_piece (match, guardian));
  g_assert_cmpint (cw_match_piece_get_place (match, toto), ==, road);
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 2);
  g_assert_cmpstr (rt_log_line_from_end (table, 2), ==, "Ann replaces Munchkin Road with Field of Poppies, 2 SP");
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "Immovable: Dorothy Gale is archived with Munchkin Road");
  g_assert_cmpstr (rt_last_log (table), ==, "Immovable: Stone Bench is archived with Munchkin Road");
}

static void
test_replace_location (void)
{
  g_autoptr (RtTable) table = moves_table ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) here = NULL;
  CwMatch *match = table->match;
  int road = rt_place (table, 0, 1);
  CwCard *munchkin_road = cw_match_get_location (match, road);
  CwCard *poppies = rt_location (table, "Field of Poppies", 1, 0, FALSE, FALSE);
  CwCard *shoes_card = rt_card (table, "object", "Silver Shoes", 1, NULL);
  guint dorothy, shoes, blessing, spell;
  GPtrArray *folio;

  rt_begin_turn (table, 10);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  rt_walk (table, dorothy, 1);
  shoes = cw_match_play_card (match, shoes_card, CW_PLACE_NONE, dorothy, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann plays Silver Shoes to equip Dorothy Gale, 1 SP");
  blessing = cw_match_play_card (match, rt_card (table, "effect", "Good Witch's Kiss", 1, NULL), CW_PLACE_NONE, dorothy, &error);
  g_assert_no_error (error);
  spell = cw_match_play_card (match, rt_card (table, "effect", "Poppy Spell", 1, NULL), road, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann plays the Effect Poppy Spell on Munchkin Road, 1 SP");
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 5);

  g_assert_false (cw_match_replace_location (match, road, NULL, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD);
  g_assert_cmpstr (error->message, ==, "Locations Folio: the Folio the match knows is empty; say which Location was drawn");
  g_clear_error (&error);
  g_assert_false (cw_match_replace_location (match, road, shoes_card, &error));
  rt_assert_refused (error, "Replace a Location: Silver Shoes is not a Location");

  g_assert_true (cw_match_replace_location (match, road, poppies, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 3);
  g_assert_true (cw_match_get_location (match, road) == poppies);
  g_assert_cmpstr (rt_log_line_from_end (table, 2), ==, "Ann replaces Munchkin Road with Field of Poppies, 2 SP");
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "Good Witch's Kiss is archived with Munchkin Road");
  g_assert_cmpstr (rt_last_log (table), ==, "Poppy Spell is archived with Munchkin Road");

  /* "Characters and Objects stay with the new Location, while all other cards are
   * archived": the Shoes stay on Dorothy; the Effect on her goes, as the one on the Location. */
  here = cw_match_get_pieces_at (match, road);
  g_assert_cmpuint (here->len, ==, 2);
  g_assert_cmpuint (g_array_index (here, guint, 0), ==, dorothy);
  g_assert_cmpuint (g_array_index (here, guint, 1), ==, shoes);
  g_assert_cmpuint (cw_match_piece_get_host (match, shoes), ==, dorothy);
  g_assert_false (cw_match_has_piece (match, blessing));
  g_assert_false (cw_match_has_piece (match, spell));
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 2);

  /* The old Location went to the bottom of the Folio; the next replacement draws it. */
  folio = cw_match_get_folio (match);
  g_assert_cmpuint (folio->len, ==, 1);
  g_assert_true (g_ptr_array_index (folio, 0) == munchkin_road);
  g_assert_true (cw_match_replace_location (match, road, NULL, &error));
  g_assert_true (cw_match_get_location (match, road) == munchkin_road);
  g_assert_true (g_ptr_array_index (folio, 0) == poppies);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 1);
  g_assert_false (cw_match_replace_location (match, road, NULL, &error));
  rt_assert_refused (error, "Story Points: replacing a Location costs 2 SP; Ann has 1");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/rules/match/move/costs", test_move_costs);
  g_test_add_func ("/rules/match/move/bonus-short", test_move_bonus_short);
  g_test_add_func ("/rules/match/move/face-down-blocked", test_move_face_down_blocked);
  g_test_add_func ("/rules/match/move/flying", test_move_flying);
  g_test_add_func ("/rules/match/move/swimming", test_move_swimming);
  g_test_add_func ("/rules/match/move/steadfast", test_move_steadfast);
  g_test_add_func ("/rules/match/move/immovable", test_move_immovable);
  g_test_add_func ("/rules/match/replace-location", test_replace_location);
  return g_test_run ();
}
