/* test-match-cards.c: playing cards: unique Characters and their versions, Objects, Vitality, Effects, Events, unknown cards. */
#include "cw-rules-test.h"

static RtTable *
cards_table (void)
{
  RtTable *table = rt_table_new (2, 0);
  CwCard *row[6];

  for (int i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Yellow Brick Road %d", i + 1);

      row[i] = rt_location (table, name, 0, 0, FALSE, FALSE);
    }
  rt_lay_out (table, 0, row);
  return table;
}

static void
test_characters_unique (void)
{
  g_autoptr (RtTable) table = cards_table ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  CwCard *girl = rt_character (table, "Dorothy Gale", "Girl from Kansas", 3, 3, "prime");
  CwCard *girl_copy = rt_character (table, "Dorothy Gale", "Girl from Kansas", 3, 3, "prime");
  CwCard *princess = rt_character (table, "Dorothy Gale", "Princess of Oz", 6, 5, "prime");
  guint dorothy, shoes, princess_piece, bobs;
  int road = rt_place (table, 0, 1);

  rt_begin_turn (table, 10);
  dorothy = rt_play (table, girl);
  g_assert_cmpuint (cw_match_play_card (match, girl_copy, CW_PLACE_NONE, 0, &error), ==, 0);
  rt_assert_refused (error, "Characters are unique: Dorothy Gale • Girl from Kansas is already in play");
  g_assert_cmpuint (cw_match_find_character (match, "dorothy gale"), ==, dorothy);

  rt_walk (table, dorothy, 1);
  shoes = cw_match_play_card (match, rt_card (table, "object", "Silver Shoes", 1, NULL), CW_PLACE_NONE, dorothy, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 6);

  /* Another version of one's own Character: free, at the same Location; the first is archived. */
  princess_piece = rt_play (table, princess);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 6);
  g_assert_false (cw_match_has_piece (match, dorothy));
  g_assert_cmpint (cw_match_piece_get_place (match, princess_piece), ==, road);
  g_assert_cmpint (cw_match_piece_get_vitality (match, princess_piece), ==, 5);
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 1);
  /* Her Silver Shoes stay at the Location. */
  g_assert_cmpuint (cw_match_piece_get_host (match, shoes), ==, 0);
  g_assert_cmpint (cw_match_piece_get_place (match, shoes), ==, road);
  {
    GPtrArray *log = cw_match_get_log (match);

    g_assert_cmpstr (g_ptr_array_index (log, log->len - 2), ==,
                     "Ann archives Dorothy Gale • Girl from Kansas (Ann): a Character is unique");
    g_assert_cmpstr (g_ptr_array_index (log, log->len - 1), ==,
                     "Ann plays Dorothy Gale • Princess of Oz to Yellow Brick Road 1, 0 SP (a new version of a Character in play)");
  }
  rt_end_turn (table);

  /* An opponent pays the full cost and plays the version to their own Title card. */
  rt_begin_turn (table, 4);
  g_assert_cmpuint (cw_match_play_card (match, princess, CW_PLACE_NONE, 0, &error), ==, 0);
  rt_assert_refused (error, "Characters are unique: Dorothy Gale • Princess of Oz is already in play");
  bobs = rt_play (table, girl);
  g_assert_cmpint (cw_match_get_balance (match, 1), ==, 1);
  g_assert_cmpint (cw_match_piece_get_place (match, bobs), ==, 1);
  g_assert_cmpint (cw_match_piece_get_owner (match, bobs), ==, 1);
  g_assert_false (cw_match_has_piece (match, princess_piece));
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 2);
}

static void
test_objects (void)
{
  g_autoptr (RtTable) table = cards_table ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  CwCard *shoes_card = rt_card (table, "object", "Silver Shoes", 1, NULL);
  guint dorothy, toto, lion, shoes, oil_can;
  int road = rt_place (table, 0, 1);

  rt_begin_turn (table, 10);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  toto = rt_play (table, rt_character (table, "Toto", NULL, 1, 1, NULL));
  rt_walk (table, dorothy, 1);

  g_assert_cmpuint (cw_match_play_card (match, shoes_card, 0, 0, &error), ==, 0);
  rt_assert_refused (error, "Objects: play Silver Shoes to a Location in Ann's Storyline or to equip a Character there");
  shoes = cw_match_play_card (match, shoes_card, road, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_match_play_card (match, rt_card (table, "object", "Silver Shoes", 1, NULL), road, 0, &error), ==, 0);
  rt_assert_refused (error, "Objects: only one copy of Silver Shoes may be in play");

  /* "equip a Character in your Storyline": "(Title Cards are not part of the Storyline.)" */
  g_assert_cmpuint (cw_match_play_card (match, rt_card (table, "object", "Tin Oil-Can", 1, NULL), CW_PLACE_NONE, toto, &error), ==, 0);
  rt_assert_refused (error, "Objects: an Object equips a Character in the Storyline, and Title cards are not part of it; Toto stands on Ann's Title card");

  /* An Object travels with the Character it equips. */
  rt_walk (table, toto, 1);
  oil_can = cw_match_play_card (match, rt_card (table, "object", "Tin Oil-Can", 1, NULL), CW_PLACE_NONE, toto, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_piece_get_place (match, oil_can), ==, road);
  rt_walk (table, toto, 2);
  g_assert_cmpint (cw_match_piece_get_place (match, oil_can), ==, rt_place (table, 0, 2));
  g_assert_cmpint (cw_match_piece_get_controller (match, oil_can), ==, 0);
  rt_end_turn (table);

  /* Bob's Lion stands at the Shoes' Location: Ann cannot pick them up there. */
  rt_begin_turn (table, 4);
  lion = rt_play (table, rt_character (table, "Cowardly Lion", NULL, 2, 4, NULL));
  rt_walk (table, lion, 6);
  g_assert_cmpint (cw_match_piece_get_place (match, lion), ==, road);
  g_assert_false (cw_match_equip (match, 0, shoes, dorothy, &error));
  rt_assert_refused (error, "Objects: an Object is equipped only at a Location without opposing Characters; Cowardly Lion is there");
  g_assert_false (cw_match_equip (match, 1, shoes, dorothy, &error));
  rt_assert_refused (error, "Objects: Silver Shoes may equip only one of Bob's Characters");
  g_assert_false (cw_match_equip (match, 1, shoes, lion, &error));
  rt_assert_refused (error, "Objects: an Object is equipped only at a Location without opposing Characters; Dorothy Gale is there");
  /* A card sends Dorothy on: now the Lion may pick the Shoes up. */
  rt_walk (table, dorothy, 2);
  g_assert_true (cw_match_equip (match, 1, shoes, lion, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (rt_last_log (table), ==, "Bob equips Cowardly Lion with Silver Shoes");
  g_assert_cmpint (cw_match_piece_get_controller (match, shoes), ==, 1);
  g_assert_cmpint (cw_match_piece_get_owner (match, shoes), ==, 0);

  /* The Lion leaves play; the Shoes stay where he stood and go back to Ann's Archive only when archived. */
  g_assert_true (cw_match_archive_piece (match, lion, &error));
  g_assert_cmpstr (rt_last_log (table), ==, "Cowardly Lion is archived");
  g_assert_cmpuint (cw_match_piece_get_host (match, shoes), ==, 0);
  g_assert_cmpint (cw_match_piece_get_place (match, shoes), ==, road);
  g_assert_cmpint (cw_match_get_archive_count (match, 1), ==, 1);
  g_assert_true (cw_match_archive_piece (match, shoes, &error));
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 1);
}

static void
test_vitality (void)
{
  g_autoptr (RtTable) table = cards_table ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint scarecrow, crown;

  rt_begin_turn (table, 6);
  scarecrow = rt_play (table, rt_character (table, "Scarecrow", NULL, 2, 3, "prime"));
  rt_walk (table, scarecrow, 2);
  crown = cw_match_play_card (match, rt_card (table, "object", "Golden Cap", 1, NULL), CW_PLACE_NONE, scarecrow, &error);
  g_assert_no_error (error);

  g_assert_true (cw_match_change_vitality (match, scarecrow, -1, &error));
  g_assert_cmpint (cw_match_piece_get_vitality (match, scarecrow), ==, 2);
  g_assert_cmpstr (rt_last_log (table), ==, "Scarecrow: Vitality 3 → 2");
  g_assert_false (cw_match_change_vitality (match, crown, -1, &error));
  rt_assert_refused (error, "Vitality: only a Character in play has Vitality");

  /* At 0 or less a Character is archived at once; its Object stays at the Location. */
  g_assert_true (cw_match_change_vitality (match, scarecrow, -3, &error));
  g_assert_false (cw_match_has_piece (match, scarecrow));
  g_assert_cmpstr (rt_last_log (table), ==, "Scarecrow has no Vitality left and is archived");
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 1);
  g_assert_cmpint (cw_match_piece_get_place (match, crown), ==, rt_place (table, 0, 2));
  g_assert_cmpuint (cw_match_piece_get_host (match, crown), ==, 0);
}

static void
test_effects_events (void)
{
  g_autoptr (RtTable) table = cards_table ();
  g_autoptr (GError) error = NULL;
  g_autoptr (CwMatchAction) hidden = NULL;
  g_autoptr (GArray) kept = NULL;
  CwMatch *match = table->match;
  CwCard *storm = rt_card (table, "event", "Cyclone", 2, NULL);
  CwCard *rain = rt_card (table, "event", "Sudden Rain", 1, NULL);
  guint scarecrow, event, kiss;

  /* Events may be played at any step of one's own turn, even before the roll. */
  g_assert_true (cw_match_draw (match, &error));
  g_assert_cmpuint (cw_match_play_card (match, rain, CW_PLACE_NONE, 0, &error), ==, 0);
  rt_assert_refused (error, "Story Points: Sudden Rain costs 1 SP; Ann has 0");
  rt_roll (table, 8);
  g_assert_cmpuint (cw_match_play_card (match, rain, CW_PLACE_NONE, 0, &error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann plays the Event Sudden Rain, 1 SP; it is archived once resolved");
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 1);

  /* A face-down Event is paid at least its cost, and may hide what it is. */
  hidden = cw_match_action_new_event_face_down (storm, 1);
  g_assert_false (cw_match_perform (match, hidden, &error));
  rt_assert_refused (error, "Events: a face-down Event is paid at least its cost (2 SP); 1 SP were offered");
  g_clear_pointer (&hidden, cw_match_action_unref);
  g_clear_pointer (&hidden, cw_match_action_unref);
  hidden = cw_match_action_new_event_face_down (rt_card (table, "effect", "Poppy Dust", 0, NULL), 3);
  g_assert_false (cw_match_perform (match, hidden, &error));
  rt_assert_refused (error, "Events: only an Event is placed face down; Poppy Dust is not an Event");
  g_clear_pointer (&hidden, cw_match_action_unref);
  hidden = cw_match_action_new_event_face_down (storm, 3);
  g_assert_true (cw_match_perform (match, hidden, &error));
  g_assert_cmpstr (rt_last_log (table), ==, "Ann places an Event face down, 3 SP");
  kept = cw_match_get_pieces_at (match, CW_PLACE_NONE);
  g_assert_cmpuint (kept->len, ==, 1);
  event = g_array_index (kept, guint, 0);
  g_assert_cmpint (cw_match_piece_get_kind (match, event), ==, CW_PIECE_EVENT);

  scarecrow = rt_play (table, rt_character (table, "Scarecrow", NULL, 2, 3, NULL));
  kiss = cw_match_play_card (match, rt_card (table, "effect", "Good Witch's Kiss", 1, NULL), CW_PLACE_NONE, scarecrow, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_match_piece_get_host (match, kiss), ==, scarecrow);
  g_assert_cmpuint (cw_match_play_card (match, rt_card (table, "effect", "Lion's Roar", 0, NULL), CW_PLACE_NONE, 0, &error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann plays the Effect Lion's Roar, 0 SP; it is archived once resolved");
  g_assert_cmpuint (cw_match_play_card (match, rt_location (table, "Dark Forest", 0, 0, FALSE, FALSE), CW_PLACE_NONE, 0, &error), ==, 0);
  rt_assert_refused (error, "Locations Folio: Dark Forest is a Location; Locations come from the Locations Folio, not from the hand");
  rt_end_turn (table);

  /* In Bob's turn: Ann turns up her Event; Bob cannot. */
  {
    g_autoptr (CwMatchAction) trigger = cw_match_action_new_trigger_event (1, event);

    g_assert_false (cw_match_perform (match, trigger, &error));
    rt_assert_refused (error, "Events: that is not a face-down Event of Bob");
  }
  {
    g_autoptr (CwMatchAction) trigger = cw_match_action_new_trigger_event (0, event);

    g_assert_true (cw_match_perform (match, trigger, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpstr (rt_last_log (table), ==, "Ann turns up the Event Cyclone; it is archived once resolved");
  g_assert_false (cw_match_has_piece (match, event));

  /* An Effect goes with the Character it is attached to. */
  g_assert_true (cw_match_archive_piece (match, scarecrow, &error));
  g_assert_false (cw_match_has_piece (match, kiss));
}

static void
test_sorcery (void)
{
  g_autoptr (RtTable) table = cards_table ();
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  CwCard *sleep = rt_card (table, "effect", "Spell of Sleep", 1, NULL);
  CwCard *glinda = rt_character (table, "Glinda", NULL, 3, 3, "sorcery");
  guint lion;

  cw_card_set_bool (sleep, "sorcery", TRUE);
  cw_card_set_bool (glinda, "sorcery", TRUE);
  rt_begin_turn (table, 8);
  lion = rt_play (table, rt_character (table, "Cowardly Lion", NULL, 2, 4, NULL));
  g_assert_cmpuint (cw_match_play_card (match, sleep, CW_PLACE_NONE, lion, &error), ==, 0);
  rt_assert_refused (error, "Sorcery: Spell of Sleep needs a Character with Sorcery in play; there is none");
  /* A Character with Sorcery carries the star itself and needs nobody. */
  rt_play (table, glinda);
  g_assert_cmpuint (cw_match_play_card (match, sleep, CW_PLACE_NONE, lion, &error), !=, 0);
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 2);
}

static void
test_custom_cards (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  static const char * const keywords[] = { "prime", "flying", NULL };
  CwCard *hook, *marsh;
  guint piece;
  int first = rt_place (table, 0, 1);

  /* A Character the app does not know: a name, Vitality, cost and keywords. */
  hook = cw_match_new_custom_character (match, "Captain Hook", 4, 2, keywords);
  g_assert_cmpstr (cw_card_get_id (hook), ==, "custom-1");
  g_assert_cmpstr (cw_card_get_card_type (hook), ==, "character");
  marsh = cw_match_new_custom_card (match, "location", "Marshes of Morva");
  cw_card_set_int (marsh, "enter_cost", 2);

  rt_begin_turn (table, 5);
  piece = rt_play (table, hook);
  g_assert_cmpint (cw_match_piece_get_vitality (match, piece), ==, 4);

  /* A face-down Location nobody knows must be named before a Character moves onto it. */
  g_assert_false (cw_match_move (match, piece, first, CW_MOVE_ACTION, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD);
  g_clear_error (&error);
  g_assert_true (cw_match_identify_location (match, first, marsh, &error));
  g_assert_cmpstr (rt_last_log (table), ==, "The face-down Location at spoke 2, Location 3 from the centre is named");
  g_assert_false (cw_match_location_is_face_up (match, first));
  g_assert_false (cw_match_identify_location (match, first, marsh, &error));
  rt_assert_refused (error, "Face-down Location: the match already knows the card at this place");

  /* Flying: the Marshes' cost to enter does not apply. */
  rt_move (table, piece, first, CW_MOVE_ACTION);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 2);
  g_assert_cmpstr (rt_last_log (table), ==, "Captain Hook moves to Marshes of Morva, 1 SP");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/rules/match/characters/unique", test_characters_unique);
  g_test_add_func ("/rules/match/objects", test_objects);
  g_test_add_func ("/rules/match/vitality", test_vitality);
  g_test_add_func ("/rules/match/effects-events", test_effects_events);
  g_test_add_func ("/rules/match/sorcery", test_sorcery);
  g_test_add_func ("/rules/match/custom-cards", test_custom_cards);
  return g_test_run ();
}
