/* test-duel.c: Good against Evil duels played line by line on the shipped cards: statuses and their release, the win rule, hands and draws. */
#include <string.h>

#include "cw-test-util.h"
#include "cw-card-set.h"
#include "cw-duel.h"
#include "cw-engine-registry.h"

static CwGame *game;
static CwCatalog *catalog;

/* count_turns: the "count-turns" option, or NULL for its default; real_decks: the "real-decks"
 * option. */
static CwEngine *
duel_new_with (const char *good,
               const char *evil,
               const char *count_turns,
               gboolean    real_decks)
{
  g_autoptr (GError) error = NULL;
  /* Exactly the cards named: with 7 or fewer, the whole deck is the opening hand, so a test
   * knows what each player holds. */
  g_autoptr (CwLibrary) good_library = cw_test_library_of (catalog, good);
  g_autoptr (CwLibrary) evil_library = cw_test_library_of (catalog, evil);
  CwEngine *engine = cw_engine_new_for_game (game, catalog, &error);

  g_assert_no_error (error);
  g_assert_true (CW_IS_DUEL (engine));
  if (count_turns != NULL)
    {
      g_assert_true (cw_engine_set_option (engine, "count-turns", count_turns, &error));
      g_assert_no_error (error);
    }
  if (real_decks)
    {
      g_assert_true (cw_engine_set_option (engine, "real-decks", "yes", &error));
      g_assert_no_error (error);
    }
  g_assert_true (cw_engine_add_player (engine, "Ann", good_library, &error));
  g_assert_true (cw_engine_add_player (engine, "Bob", evil_library, &error));
  g_assert_true (cw_engine_start (engine, 7, &error));
  g_assert_no_error (error);
  return engine;
}

static CwEngine *
duel_new_counting (const char *good,
                   const char *evil,
                   const char *count_turns)
{
  return duel_new_with (good, evil, count_turns, FALSE);
}

static CwEngine *
duel_new (const char *good,
          const char *evil)
{
  return duel_new_with (good, evil, NULL, FALSE);
}

/* Performs lines separated by ";", failing the test at the first refused one. */
static void
play (CwEngine   *engine,
      const char *lines)
{
  g_auto (GStrv) list = g_strsplit (lines, ";", -1);

  for (guint i = 0; list[i]; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!cw_engine_perform_line (engine, g_strstrip (list[i]), &error))
        g_error ("“%s” refused: %s", list[i], error->message);
    }
}

static void
assert_refused (CwEngine   *engine,
                const char *line,
                const char *message)
{
  g_autoptr (GError) error = NULL;
  guint n = cw_engine_get_n_actions (engine);

  if (cw_engine_perform_line (engine, line, &error))
    g_error ("“%s” was taken; expected the refusal “%s”", line, message);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, n);
}

static gboolean
log_has (CwEngine   *engine,
         const char *line)
{
  GPtrArray *log = cw_engine_get_log (engine);

  for (guint i = 0; i < log->len; i++)
    if (strcmp (g_ptr_array_index (log, i), line) == 0)
      return TRUE;
  return FALSE;
}

static void
assert_character (CwEngine     *engine,
                  const char   *name,
                  CwDuelStatus  status,
                  int           controller,
                  const char   *held_by)
{
  CwCard *card = cw_catalog_find_by_name (catalog, name);
  CwDuelStatus got_status;
  int got_controller;
  const char *got_held_by;

  g_assert_true (cw_duel_get_character (CW_DUEL (engine), cw_card_get_id (card), &got_status, &got_controller, &got_held_by));
  g_assert_cmpint (got_status, ==, status);
  g_assert_cmpint (got_controller, ==, controller);
  g_assert_cmpstr (got_held_by, ==, held_by ? cw_card_get_id (cw_catalog_find_by_name (catalog, held_by)) : NULL);
}

/* "If the original Attacking Character that captured the target character is in turn controlled
 * or made unviable, the captive is freed, and The target character returns to its original owner
 * fully viable." Also: "All non-modifier cards attached to the Character are discarded." */
static void
test_capture_undone_when_captor_killed (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman,Cowardly Lion,Quest,Magic Carpet,University of Magic",
                                          "Mombi,Seized by Guards,Murder");
  g_autofree char *state = NULL;

  play (engine, "draw; next; summon Tin Woodsman; attach Magic Carpet to Tin Woodsman; "
                "attach University of Magic to Tin Woodsman; next; next; next");
  g_assert_cmpuint (cw_duel_get_turn (CW_DUEL (engine)), ==, 2);
  play (engine, "draw; next; summon Mombi; next; attack Mombi on Tin Woodsman with Seized by Guards");
  /* "First declare all Attacks": a second attack is declared before any is resolved. */
  play (engine, "resolve 12 1");
  assert_refused (engine, "attack Mombi on Tin Woodsman free capture",
                  "“First declare all Attacks”: an attack has been resolved this turn");
  /* Mombi 3 + Seized by Guards 3 + 12 = 18 against Tin Woodsman 5 + Carpet 2 + University 2 + 1 = 10. */
  g_assert_true (log_has (engine, "Attack 18: +3 Mombi, +3 Seized by Guards, +12 d12."));
  g_assert_true (log_has (engine, "Defense 10: +5 Tin Woodsman, +2 Magic Carpet, +2 University of Magic, +1 d12."));
  g_assert_true (log_has (engine, "Tin Woodsman is Captured by Mombi."));
  assert_character (engine, "Tin Woodsman", CW_DUEL_CAPTURED, 1, "Mombi");
  /* The Carpet is discarded, the University of Magic (a Modifier) stays. */
  state = cw_engine_dup_state_json (engine);
  g_assert_nonnull (strstr (state, "\"attached\": [\"ge-g45\"]"));
  g_assert_nonnull (strstr (state, "\"discard\": [\"ge-g29\"]"));
  play (engine, "next; next");

  play (engine, "draw; next; summon Cowardly Lion; next; attack Cowardly Lion on Mombi with Quest; resolve 12 1");
  g_assert_true (log_has (engine, "Mombi is Killed by Cowardly Lion."));
  g_assert_true (log_has (engine, "Tin Woodsman goes back to Ann, fully viable: Mombi, who captured it, was killed."));
  assert_character (engine, "Mombi", CW_DUEL_KILLED, 1, NULL);
  assert_character (engine, "Tin Woodsman", CW_DUEL_VIABLE, 0, NULL);
}

/* A rescue ("Negate a Capture") fought against the captor, and the one Free Attack a turn. */
static void
test_rescue_and_free_attack (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman,Cowardly Lion,Rescue",
                                          "Mombi,Singra");

  play (engine, "draw; next; summon Tin Woodsman; summon Cowardly Lion; next; next; next");
  play (engine, "draw; next; summon Mombi; summon Singra; next; attack Mombi on Tin Woodsman free capture");
  assert_refused (engine, "attack Singra on Cowardly Lion free capture",
                  "“For one Attack on your turn you do not have to play an Attack card”: Bob has made it");
  play (engine, "resolve 12 1; next; next");
  assert_character (engine, "Tin Woodsman", CW_DUEL_CAPTURED, 1, "Mombi");

  /* A target must be an opposing viable Character; a rescue takes one's own captive. */
  play (engine, "draw; next; next");
  assert_refused (engine, "attack Cowardly Lion on Tin Woodsman with Quest",
                  "Quest is not in Ann's hand");
  assert_refused (engine, "attack Cowardly Lion on Mombi free rescue",
                  "Mombi is no Captured Character of Ann's: a rescue negates a Capture");
  /* Lion 4 + 2 (attacking) + Rescue 4 + 3 = 13 against Mombi 3 + 10 = 13: ties go to the attacker. */
  play (engine, "attack Cowardly Lion on Tin Woodsman with Rescue; resolve 3 10");
  g_assert_true (log_has (engine, "Attack 13: +4 Cowardly Lion, +2 Cowardly Lion, +4 Rescue, +3 d12."));
  g_assert_true (log_has (engine, "Defense 13: +3 Mombi, +10 d12."));
  g_assert_true (log_has (engine, "Tin Woodsman is rescued and goes back to Ann, fully viable."));
  assert_character (engine, "Tin Woodsman", CW_DUEL_VIABLE, 0, NULL);
}

/* A user's own Attack card whose fate is Control (no shipped Attack controls a Character):
 * "If the original Attacking Character that brought the target character under Control is in
 * turn controlled or made unviable, the control is lost". */
static void
test_control_lost_when_controller_captured (void)
{
  g_autoptr (CwCardSet) set = cw_card_set_new (game, "test-control", "Test");
  g_autoptr (CwCard) mind = cw_card_new (game, "test-mind-control");
  g_autoptr (CwEngine) engine = NULL;
  g_autoptr (GPtrArray) legal = NULL;

  cw_card_set_card_type (mind, "attack");
  cw_card_set_name (mind, "Mind Control");
  cw_card_set_alignment (mind, "evil");
  cw_card_set_int (mind, "force_bonus", 2);
  cw_card_set_string (mind, "fate", "control");
  cw_card_set_add (set, mind);
  cw_catalog_add_set (catalog, set);

  engine = duel_new ("Tin Woodsman,Cowardly Lion,Defeat", "Mombi,Mind Control");
  play (engine, "draw; next; summon Tin Woodsman; summon Cowardly Lion; next; next; next");
  play (engine, "draw; next; summon Mombi; next; attack Mombi on Tin Woodsman with Mind Control; resolve 12 1");
  g_assert_true (log_has (engine, "Tin Woodsman is Controlled by Mombi."));
  /* "a controlled character is still viable, but only for the Player that now controls it" */
  assert_character (engine, "Tin Woodsman", CW_DUEL_VIABLE, 1, "Mombi");
  play (engine, "next; next");

  play (engine, "draw; next; next");
  assert_refused (engine, "attack Tin Woodsman on Mombi free capture",
                  "Tin Woodsman is not a viable Character of Ann's in play");
  play (engine, "attack Cowardly Lion on Mombi with Defeat; resolve 12 1");
  g_assert_true (log_has (engine, "Mombi is Captured by Cowardly Lion."));
  g_assert_true (log_has (engine, "Tin Woodsman goes back to Ann, fully viable: Mombi, who controlled it, was captured."));
  assert_character (engine, "Tin Woodsman", CW_DUEL_VIABLE, 0, NULL);
  assert_character (engine, "Mombi", CW_DUEL_CAPTURED, 0, "Cowardly Lion");

  g_clear_object (&engine);
  cw_catalog_remove_set (catalog, set);
}

static void
pass_turn (CwEngine *engine)
{
  play (engine, "draw; next; next; next; next");
}

/* "If, for 2 turns in a row, starting on turn 6, a player has no viable Characters in play, his
 * opponent wins." */
static void
test_win_rule_from_turn_6 (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman", "Murder");
  g_autoptr (GPtrArray) legal = NULL;
  g_autoptr (GArray) score = NULL;

  play (engine, "draw; next; summon Tin Woodsman; next; next; next");
  for (guint turn = 2; turn <= 5; turn++)
    pass_turn (engine);
  /* Bob has had no Character since turn 1, but nothing counts before turn 6. */
  g_assert_cmpuint (cw_duel_get_turn (CW_DUEL (engine)), ==, 6);
  g_assert_cmpuint (cw_duel_get_turns_without_viable (CW_DUEL (engine), 1), ==, 0);
  pass_turn (engine);
  g_assert_cmpuint (cw_duel_get_turns_without_viable (CW_DUEL (engine), 1), ==, 1);
  g_assert_cmpuint (cw_duel_get_turns_without_viable (CW_DUEL (engine), 0), ==, 0);
  g_assert_true (log_has (engine, "Bob ends turn 6 with no viable Character: one more such turn and Bob loses."));
  g_assert_false (cw_engine_is_over (engine));
  pass_turn (engine);
  g_assert_true (cw_engine_is_over (engine));
  g_assert_cmpint (cw_duel_get_winner (CW_DUEL (engine)), ==, 0);
  g_assert_cmpint (cw_duel_get_phase (CW_DUEL (engine)), ==, CW_DUEL_PHASE_OVER);
  g_assert_true (log_has (engine, "Bob has had no viable Character for 2 turns in a row: Ann wins."));
  legal = cw_engine_list_legal (engine);
  g_assert_cmpuint (legal->len, ==, 0);
  score = cw_engine_get_score (engine);
  g_assert_cmpint (g_array_index (score, CwEngineScore, 0).total, ==, 1);
  g_assert_true (g_array_index (score, CwEngineScore, 0).winner);
  g_assert_false (g_array_index (score, CwEngineScore, 1).winner);

  /* Undo is a replay: one step back, the duel goes on. */
  g_assert_true (cw_engine_undo (engine));
  g_assert_false (cw_engine_is_over (engine));
  g_assert_cmpint (cw_duel_get_winner (CW_DUEL (engine)), ==, -1);
}

/* The other reading, as an option: a turn is a round of both players' turns, so the count
 * starts with round 6 (turns 11 and 12) and is made when a round ends. */
static void
test_win_rule_by_rounds (void)
{
  g_autoptr (CwEngine) engine = duel_new_counting ("Tin Woodsman", "Murder", "round");
  g_autoptr (GError) error = NULL;

  g_assert_false (cw_engine_set_option (engine, "count-turns", "each", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  play (engine, "draw; next; summon Tin Woodsman; next; next; next");
  for (guint turn = 2; turn <= 11; turn++)
    pass_turn (engine);
  g_assert_cmpuint (cw_duel_get_turns_without_viable (CW_DUEL (engine), 1), ==, 0);
  pass_turn (engine);
  g_assert_cmpuint (cw_duel_get_turns_without_viable (CW_DUEL (engine), 1), ==, 1);
  g_assert_true (log_has (engine, "Bob ends turn 6 with no viable Character: one more such turn and Bob loses."));
  pass_turn (engine);
  g_assert_false (cw_engine_is_over (engine));
  g_assert_cmpuint (cw_duel_get_turns_without_viable (CW_DUEL (engine), 1), ==, 1);
  pass_turn (engine);
  g_assert_true (cw_engine_is_over (engine));
  g_assert_cmpuint (cw_duel_get_turn (CW_DUEL (engine)), ==, 14);
  g_assert_cmpint (cw_duel_get_winner (CW_DUEL (engine)), ==, 0);
}

/* "Max hand size is 7 cards. Discard excess cards." Scarecrow "Hand Size +1", Royal Historian
 * "Draw 1 extra card per turn", Roquat "Draw +1 Card per Turn"; "If the deck runs out, shuffle
 * the discard and draw from it." */
static void
test_hand_size_and_draws (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Scarecrow,Royal Historian of Oz,Locasta the Good Witch,Magic Carpet,"
                                          "Toto the Dog,Quest,Rescue,Defeat,Banish",
                                          "Roquat the Nome King,Murder");
  CwDuel *duel = CW_DUEL (engine);

  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 7);
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 0), ==, 2);
  g_assert_cmpuint (cw_duel_get_hand_limit (duel, 0), ==, 7);
  g_assert_cmpuint (cw_duel_get_draw_count (duel, 0), ==, 2);
  play (engine, "draw; next; next; next");
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 9);
  assert_refused (engine, "next", "“Max hand size is 7 cards. Discard excess cards.”: Ann holds 9, the most is 7");
  play (engine, "discard Banish; discard Defeat; next");

  play (engine, "draw; next; summon Roquat the Nome King; next; next; next");
  g_assert_cmpuint (cw_duel_get_draw_count (duel, 1), ==, 3);

  /* The deck is empty: the two discarded cards are shuffled into a new one. */
  play (engine, "draw");
  g_assert_true (log_has (engine, "Ann's deck ran out: the discard is shuffled into a new deck."));
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 9);
  play (engine, "next; summon Scarecrow; summon Royal Historian of Oz");
  g_assert_cmpuint (cw_duel_get_hand_limit (duel, 0), ==, 8);
  g_assert_cmpuint (cw_duel_get_draw_count (duel, 0), ==, 3);
  play (engine, "summon Locasta the Good Witch");
  g_assert_cmpuint (cw_duel_get_hand_limit (duel, 0), ==, 9);
  play (engine, "next; next; next");
  /* Bob's Roquat: 3 cards, but Bob's deck and discard hold only Murder's place: nothing. */
  play (engine, "draw");
  g_assert_true (log_has (engine, "Bob draws 3 cards."));
  g_assert_true (log_has (engine, "Bob's deck and discard are empty: no card to draw."));
}

/* Attachments and groups refused by the rules. */
static void
test_refusals (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Dorthy Gale,Tin Woodsman,King,Scarecrow,Magic Snow,Cowardly Lion,Jack Pumpkinhead",
                                          "Mombi,Magic Belt,General Guph,Murder");

  assert_refused (engine, "next", "Ann draws first: “Draw 2 cards and put them in your hand.”");
  play (engine, "draw; next; summon Dorthy Gale; summon Tin Woodsman");
  assert_refused (engine, "attach King to Dorthy Gale", "King is for “Males only”, and Dorthy Gale is a woman");
  assert_refused (engine, "summon King",
                  "King is not put into play on its own: “Place Location and Character cards face up in front of you. "
                  "Item, Companion, and Modifier cards are attached to individual characters.”");
  assert_refused (engine, "attack Dorthy Gale on Mombi with Quest", "Declaring an attack is done in the Attack Phase");
  play (engine, "summon Cowardly Lion; summon Jack Pumpkinhead; group Dorthy Gale with Tin Woodsman; "
                "group Cowardly Lion with Tin Woodsman; group Jack Pumpkinhead with Tin Woodsman; summon Scarecrow");
  assert_refused (engine, "group Scarecrow with Tin Woodsman", "“A Group can have a max of 4 Members”: Tin Woodsman's group has 4");
  play (engine, "next; next; next");
  play (engine, "draw; next; summon General Guph");
  assert_refused (engine, "attach Magic Belt to General Guph", "Magic Belt is “Spellcaster only”, and General Guph is no Spellcaster");
  play (engine, "summon Mombi; attach Magic Belt to Mombi; next");
  /* The group of four is one target: Murder kills all of them. */
  play (engine, "attack Mombi on Jack Pumpkinhead with Murder; resolve 12 1");
  g_assert_true (log_has (engine, "Defense 18: +2 Jack Pumpkinhead, +3 Dorthy Gale, +5 Tin Woodsman, +4 Cowardly Lion, "
                                  "+1 Dorthy Gale, +1 Dorthy Gale, +1 Dorthy Gale, +1 d12."));
  g_assert_true (log_has (engine, "Attack 21: +3 Mombi, +5 Magic Belt, +1 Murder, +12 d12."));
  assert_character (engine, "Dorthy Gale", CW_DUEL_KILLED, 0, NULL);
  assert_character (engine, "Jack Pumpkinhead", CW_DUEL_KILLED, 0, NULL);
  assert_character (engine, "Tin Woodsman", CW_DUEL_KILLED, 0, NULL);
}

/* A whole duel to its end: Ann's Lion kills Bob's only Character, and from turn 6 Bob has none. */
static void
test_whole_duel (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Cowardly Lion,Tin Woodsman,Quest,Glinda the Good Witch,Magic Snow,"
                                          "The Emerald City",
                                          "Mombi,Murder,Fire Cage,Deadly Desert");
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "whole-duel.cwmatch", NULL);
  g_autoptr (CwEngine) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *state = NULL;
  g_autofree char *loaded_state = NULL;

  play (engine, "draw; next; summon Cowardly Lion; summon Tin Woodsman; summon The Emerald City; summon Glinda the Good Witch; "
                "group Tin Woodsman with Glinda the Good Witch; next; next; assign Tin Woodsman to The Emerald City; next");
  /* Bob's Murder fails against the group at the Emerald City: 5 + 8 + 4 + 4 + 1 = 22. */
  play (engine, "draw; next; summon Mombi; next; attack Mombi on Glinda the Good Witch with Murder; "
                "play Fire Cage; resolve 12 1");
  g_assert_true (log_has (engine, "Bob plays Fire Cage."));
  g_assert_true (log_has (engine, "Defense 22: +8 Glinda the Good Witch, +5 Tin Woodsman, +4 The Emerald City, "
                                  "+4 The Emerald City, +1 d12."));
  g_assert_true (log_has (engine, "Attack 22: +3 Mombi, +6 Fire Cage, +1 Murder, +12 d12."));
  /* 22 against 22: the attacker wins ties, so Glinda's group is killed. */
  assert_character (engine, "Glinda the Good Witch", CW_DUEL_KILLED, 0, NULL);
  assert_character (engine, "Tin Woodsman", CW_DUEL_KILLED, 0, NULL);
  play (engine, "next; next");

  /* Ann's Quest, negated by Bob's Deadly Desert; then nothing left to attack with this turn. */
  play (engine, "draw; next; next; attack Cowardly Lion on Mombi with Quest; play Deadly Desert; resolve 12 1");
  g_assert_true (log_has (engine, "Deadly Desert negates the attack."));
  assert_character (engine, "Mombi", CW_DUEL_VIABLE, 1, NULL);
  play (engine, "next; next");
  pass_turn (engine);
  /* Turn 5: the Lion captures Mombi with the Free Attack. */
  play (engine, "draw; next; next; attack Cowardly Lion on Mombi free capture; resolve 6 2; next; next");
  assert_character (engine, "Mombi", CW_DUEL_CAPTURED, 0, "Cowardly Lion");
  pass_turn (engine);
  g_assert_false (cw_engine_is_over (engine));
  pass_turn (engine);
  g_assert_true (cw_engine_is_over (engine));
  g_assert_cmpint (cw_duel_get_winner (CW_DUEL (engine)), ==, 0);
  g_assert_cmpuint (cw_duel_get_turn (CW_DUEL (engine)), ==, 7);

  /* Saved and loaded, the duel is the same, every die included. */
  state = cw_engine_dup_state_json (engine);
  g_assert_true (cw_engine_save_to_file (engine, path, &error));
  g_assert_no_error (error);
  loaded = cw_engine_new_from_file (game, catalog, path, &error);
  g_assert_no_error (error);
  loaded_state = cw_engine_dup_state_json (loaded);
  g_assert_cmpstr (loaded_state, ==, state);
  g_assert_cmpint (cw_duel_get_winner (CW_DUEL (loaded)), ==, 0);
}

/* Dice rolled by the engine are recorded, so undo and a replay roll the same. */
static void
test_rolled_dice_recorded (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman", "Mombi,Murder");
  g_autofree char *line = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  play (engine, "draw; next; summon Tin Woodsman; next; next; next");
  play (engine, "draw; next; summon Mombi; next; attack Mombi on Tin Woodsman with Murder; resolve");
  line = cw_engine_format_action (engine, cw_engine_get_action (engine, cw_engine_get_n_actions (engine) - 1));
  g_assert_true (g_regex_match_simple ("^resolve ([1-9]|1[0-2]) ([1-9]|1[0-2])$", line, 0, 0));
  before = cw_engine_dup_state_json (engine);
  g_assert_true (cw_engine_undo (engine));
  g_assert_true (cw_engine_redo (engine));
  after = cw_engine_dup_state_json (engine);
  g_assert_cmpstr (after, ==, before);
}


/* "Some Attacks do not target an opposing Character/Group. They Instead target a Location …
 * the defender may assign one of his Characters/groups to Intervene as if they were being
 * attacked. If the defender wins the Battle the Attacker fails at his attempt. If the attacker
 * wins, the Attempt is successful." "The Free Attack can be used to … Negate the control of a
 * Location." Conquest: "Control a Location"; The Emerald City: "CAL Get F+4 DO". */
static void
test_location_attacks (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman,The Emerald City,Cowardly Lion",
                                          "Mombi,Conquest,General Guph,Murder");
  CwDuel *duel = CW_DUEL (engine);
  CwCard *city = cw_catalog_find_by_name (catalog, "The Emerald City");
  CwCard *tin = cw_catalog_find_by_name (catalog, "Tin Woodsman");
  g_autoptr (GPtrArray) bobs = NULL;
  g_autoptr (GPtrArray) anns = NULL;

  play (engine, "draw; next; summon Tin Woodsman; summon The Emerald City; summon Cowardly Lion; next; next; "
                "assign Tin Woodsman to The Emerald City; next");
  play (engine, "draw; next; summon Mombi; summon General Guph; next");
  assert_refused (engine, "attack General Guph on The Emerald City free capture",
                  "“An Attack targets an opposing viable character/group”, and The Emerald City is none");
  assert_refused (engine, "attack General Guph on The Emerald City free location",
                  "“Negate the control of a Location” targets a Location of Bob's that Ann controls, and The Emerald City is none");
  play (engine, "attack Mombi on The Emerald City with Conquest");
  assert_refused (engine, "intervene Mombi", "Mombi is not a viable Character of Ann's in play");
  play (engine, "intervene Tin Woodsman");
  assert_refused (engine, "intervene Cowardly Lion", "Tin Woodsman intervenes in this attack already");
  /* The Emerald City's +4 is the intervening defender's: Tin Woodsman is assigned to it. */
  play (engine, "resolve 12 1");
  g_assert_true (log_has (engine, "Tin Woodsman's group intervenes for The Emerald City."));
  g_assert_true (log_has (engine, "Attack 20: +3 Mombi, +5 Conquest, +12 d12."));
  g_assert_true (log_has (engine, "Defense 10: +5 Tin Woodsman, +4 The Emerald City, +1 d12."));
  g_assert_true (log_has (engine, "Mombi takes control of The Emerald City for Bob."));
  bobs = cw_duel_list_locations (duel, 1);
  g_assert_cmpuint (bobs->len, ==, 1);
  g_assert_true (g_ptr_array_index (bobs, 0) == city);
  g_assert_null (cw_duel_get_assigned (duel, tin));
  play (engine, "next; next");

  /* Ann's Free Attack negates the control; Bob lets it pass: no battle. */
  play (engine, "draw; next; next");
  assert_refused (engine, "intervene Mombi", "no attack is waiting to be resolved: a Character intervenes in one");
  play (engine, "attack Cowardly Lion on The Emerald City free location");
  g_assert_true (log_has (engine, "Cowardly Lion makes the Free Attack (location) on The Emerald City."));
  play (engine, "resolve");
  g_assert_true (log_has (engine, "Nobody intervenes for The Emerald City: the attempt succeeds."));
  g_assert_true (log_has (engine, "The control of The Emerald City is negated: it goes back to Ann."));
  anns = cw_duel_list_locations (duel, 0);
  g_assert_cmpuint (anns->len, ==, 1);
  g_assert_true (g_ptr_array_index (anns, 0) == city);
}

/* "Some Event cards allow for a “Call Defender” ability. These cards are played by the Defender
 * in Attack Phase. This lets an unmarked friendly viable character/group to join the Marked
 * Character/group in a larger group." Cry for Help: "Call Defender". */
static void
test_call_defender (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman,Cowardly Lion,Scarecrow,Cry for Help", "Mombi,Murder");
  CwDuel *duel = CW_DUEL (engine);

  play (engine, "draw; next; summon Tin Woodsman; summon Cowardly Lion; summon Scarecrow; next; next; next");
  play (engine, "draw; next; summon Mombi; next; attack Mombi on Tin Woodsman with Murder");
  assert_refused (engine, "play Cry for Help",
                  "Cry for Help calls a defender: name the Character who joins, as “play Cry for Help with CHARACTER”");
  assert_refused (engine, "play Cry for Help with Tin Woodsman",
                  "“an unmarked friendly viable character/group” joins, and Tin Woodsman is Marked");
  assert_refused (engine, "play Cry for Help with Mombi", "Mombi is not a viable Character of Ann's in play");
  play (engine, "play Cry for Help with Cowardly Lion");
  g_assert_true (log_has (engine, "Ann plays Cry for Help: Cowardly Lion's group joins Tin Woodsman's."));
  g_assert_cmpuint (cw_duel_get_group (duel, cw_catalog_find_by_name (catalog, "Cowardly Lion")), ==,
                    cw_duel_get_group (duel, cw_catalog_find_by_name (catalog, "Tin Woodsman")));
  g_assert_cmpuint (cw_duel_get_group (duel, cw_catalog_find_by_name (catalog, "Tin Woodsman")), !=, 0);
  /* Alone, Tin Woodsman's 5 + 3 would lose to 9; with the Lion the defense holds. */
  play (engine, "resolve 5 3");
  g_assert_true (log_has (engine, "Attack 9: +3 Mombi, +1 Murder, +5 d12."));
  g_assert_true (log_has (engine, "Defense 12: +5 Tin Woodsman, +4 Cowardly Lion, +3 d12."));
  g_assert_true (log_has (engine, "The defender wins: the attack fails."));
  assert_character (engine, "Tin Woodsman", CW_DUEL_VIABLE, 0, NULL);
  g_assert_cmpuint (cw_duel_get_discard_size (duel, 0), ==, 1);
}

/* Events by their phase letters ("E = Event play in Adventure Phase", "R = Event play in Rest
 * Phase") and Spells outside a battle ("You cannot play Spell cards unless you have a Spellcaster
 * in play"): Cyclone "Kill TC", Turn to Wood "Incapacitate", Disenchant "Negate an Incapacitate",
 * Water of Oblivion "CC is Incapacitated", Misguided "Control", Kill Slowly "CC is Killed",
 * Long Recovery "Negate an Incapacitate". */
static void
test_events_and_spells_out_of_battle (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Cowardly Lion,Glinda the Good Witch,Cyclone,Water of Oblivion,Disenchant",
                                          "Mombi,General Guph,Turn to Wood,Kill Slowly,Misguided,Long Recovery");

  play (engine, "draw; next; summon Cowardly Lion; summon Glinda the Good Witch; next; next; next");
  play (engine, "draw; next; summon General Guph");
  assert_refused (engine, "play Turn to Wood on Glinda the Good Witch",
                  "Turn to Wood is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”");
  play (engine, "summon Mombi; play Turn to Wood on Glinda the Good Witch");
  g_assert_true (log_has (engine, "Glinda the Good Witch is Incapacitated by Turn to Wood."));
  assert_character (engine, "Glinda the Good Witch", CW_DUEL_INCAPACITATED, 0, NULL);
  assert_refused (engine, "play Misguided on Cowardly Lion", "Playing this Event is done in the Adventure Phase");
  play (engine, "next; next; next");

  /* Turn 3: Cyclone in the Adventure Phase, on an opposing viable Character only. */
  assert_refused (engine, "play Cyclone on Glinda the Good Witch",
                  "Cyclone targets an opposing viable Character, and Glinda the Good Witch is none");
  play (engine, "play Cyclone on General Guph; draw; next");
  assert_character (engine, "General Guph", CW_DUEL_KILLED, 1, NULL);
  /* Glinda, Ann's only Spellcaster, is Incapacitated: no Spell. */
  assert_refused (engine, "play Disenchant on Glinda the Good Witch",
                  "Disenchant is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”");
  play (engine, "next; attack Cowardly Lion on Mombi free capture; resolve 12 1; next");
  assert_character (engine, "Mombi", CW_DUEL_CAPTURED, 0, "Cowardly Lion");
  /* The captive Incapacitated stays the Lion's. */
  play (engine, "play Water of Oblivion on Mombi");
  assert_character (engine, "Mombi", CW_DUEL_INCAPACITATED, 0, "Cowardly Lion");
  play (engine, "next");

  /* Turn 4: Misguided takes the Lion, who held Mombi: Mombi goes back to Bob, fully viable. */
  play (engine, "play Misguided on Cowardly Lion");
  g_assert_true (log_has (engine, "Cowardly Lion is Controlled by Misguided for Bob."));
  g_assert_true (log_has (engine, "Mombi goes back to Bob, fully viable: Cowardly Lion, who captured it, was controlled."));
  assert_character (engine, "Cowardly Lion", CW_DUEL_VIABLE, 1, NULL);
  assert_character (engine, "Mombi", CW_DUEL_VIABLE, 1, NULL);
  play (engine, "draw; next; next; next");
  assert_refused (engine, "play Long Recovery on Glinda the Good Witch",
                  "“Negate an Incapacitate” targets an Incapacitated Character of Bob's, and Glinda the Good Witch is none");
  assert_refused (engine, "play Kill Slowly on Cowardly Lion",
                  "Kill Slowly targets a Character Bob holds Captured, and Cowardly Lion is none");
}

/* Take Item, "Steal Target Item Card": the Item leaves its holder for the thief's hand. */
static void
test_take_item (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Glinda the Good Witch,Take Item", "Mombi,Magic Belt");
  CwCard *belt = cw_catalog_find_by_name (catalog, "Magic Belt");

  play (engine, "draw; next; summon Glinda the Good Witch; next; next; next");
  play (engine, "draw; next; summon Mombi; attach Magic Belt to Mombi; next; next; next");
  play (engine, "draw; next");
  assert_refused (engine, "play Take Item on Mombi",
                  "Take Item steals an Item attached to an opposing viable Character, and Mombi is none");
  play (engine, "play Take Item on Magic Belt");
  g_assert_true (log_has (engine, "Ann takes Magic Belt from Mombi into Ann's hand."));
  g_assert_cmpuint (cw_duel_get_attached (CW_DUEL (engine), cw_catalog_find_by_name (catalog, "Mombi"))->len, ==, 0);
  g_assert_true (g_ptr_array_find (cw_duel_get_hand (CW_DUEL (engine), 0), belt, NULL));
  play (engine, "attach Magic Belt to Glinda the Good Witch");
}

/* The number of legal actions of a kind, and whether one of them draws the named card. */
static guint
count_legal_draws (CwEngine   *engine,
                   const char *name,
                   gboolean   *found)
{
  g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);
  guint n = 0;

  *found = FALSE;
  for (guint i = 0; i < legal->len; i++)
    {
      CwEngineAction action = g_ptr_array_index (legal, i);

      if (cw_duel_action_get_kind (action) != CW_DUEL_ACTION_DRAW)
        continue;
      n++;
      *found |= g_strcmp0 (cw_card_get_name (cw_duel_action_get_card (action)), name) == 0;
    }
  return n;
}

/* Real decks: "Each player is dealt a hand of 7 cards", "Draw 2 cards and put them in your
 * hand", Royal Historian "Draw 1 extra card per turn", "If the deck runs out, shuffle the
 * discard and draw from it": every card is named, and only a card the deck still holds. */
static void
test_real_decks (void)
{
  g_autoptr (CwEngine) engine = duel_new_with ("Tin Woodsman,Royal Historian of Oz,Quest,Rescue,Defeat,Banish,"
                                               "Magic Carpet,Toto the Dog,Scarecrow,Cowardly Lion,Glinda the Good Witch",
                                               "Mombi,Murder,Fire Cage,Deadly Desert,General Guph,Magic Belt,"
                                               "Seized by Guards,Roquat the Nome King",
                                               NULL, TRUE);
  CwDuel *duel = CW_DUEL (engine);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "real-decks.cwmatch", NULL);
  g_autoptr (CwEngine) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *state = NULL;
  g_autofree char *loaded_state = NULL;
  g_autofree char *line = NULL;
  gboolean found;

  /* Nothing is dealt by Cardwright: the hands are empty and the decks whole. */
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 0);
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 0), ==, 11);
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 1), ==, 8);
  /* Only Ann's cards may be dealt first, each once. */
  g_assert_cmpuint (count_legal_draws (engine, "Quest", &found), ==, 11);
  g_assert_true (found);
  count_legal_draws (engine, "Mombi", &found);
  g_assert_false (found);
  assert_refused (engine, "next", "Ann's opening hand is still being dealt: name its 7 cards left first (“draw CARD”)");
  assert_refused (engine, "draw", "the players draw from their own decks: name each card drawn, as “draw CARD”");
  assert_refused (engine, "draw Mombi", "Mombi is not in Ann's deck: that card cannot be drawn");
  play (engine, "draw Tin Woodsman; draw Royal Historian of Oz; draw Quest; draw Rescue; draw Defeat; draw Banish");
  assert_refused (engine, "draw Quest", "Ann's deck holds no more Quest: its 1 copy is out of the deck already");
  play (engine, "draw Magic Carpet");
  g_assert_true (log_has (engine, "Ann is dealt Magic Carpet."));
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 0), ==, 4);
  /* Then Bob's. */
  assert_refused (engine, "draw Toto the Dog", "Toto the Dog is not in Bob's deck: that card cannot be drawn");
  play (engine, "draw Mombi; draw Murder; draw Fire Cage; draw Deadly Desert; draw General Guph; draw Magic Belt; "
                "draw Seized by Guards");
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 1), ==, 7);
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 1), ==, 1);

  /* Turn 1: two cards named, a third refused, the phase ends only after both. */
  g_assert_cmpuint (count_legal_draws (engine, "Scarecrow", &found), ==, 4);
  assert_refused (engine, "next", "Ann draws first: “Draw 2 cards and put them in your hand.”");
  play (engine, "draw Scarecrow");
  assert_refused (engine, "next", "Ann has named 1 of the 2 cards drawn: “Draw 2 cards and put them in your hand.”");
  play (engine, "draw Toto the Dog");
  assert_refused (engine, "draw Cowardly Lion", "Ann has drawn the 2 cards of this turn already");
  g_assert_cmpuint (count_legal_draws (engine, "Cowardly Lion", &found), ==, 0);
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 0), ==, 2);
  play (engine, "next; summon Tin Woodsman; summon Royal Historian of Oz; next; next; discard Quest; discard Rescue; next");

  /* Bob names his last card; his deck is then empty and so is his discard: the draw is done. */
  play (engine, "draw Roquat the Nome King");
  assert_refused (engine, "draw Roquat the Nome King", "Bob's deck and discard are empty: no card to draw");
  play (engine, "next; summon Roquat the Nome King; next; next; next");

  /* Turn 3: the Royal Historian's extra card; the deck holds 2, then the discard becomes the deck. */
  g_assert_cmpuint (cw_duel_get_draw_count (duel, 0), ==, 3);
  play (engine, "draw Cowardly Lion; draw Glinda the Good Witch");
  assert_refused (engine, "draw Banish", "Ann's deck holds no more Banish: its 1 copy is out of the deck already");
  g_assert_cmpuint (count_legal_draws (engine, "Rescue", &found), ==, 2);
  g_assert_true (found);
  play (engine, "draw Rescue");
  g_assert_true (log_has (engine, "Ann's deck ran out: the discard is shuffled into a new deck."));
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 0), ==, 1);
  g_assert_cmpuint (cw_duel_get_discard_size (duel, 0), ==, 0);
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 8);
  play (engine, "next");

  /* The notation names the card, ids are taken, and undo, save and load replay it. */
  line = cw_engine_format_action (engine, cw_engine_get_action (engine, cw_engine_get_n_actions (engine) - 2));
  g_assert_cmpstr (line, ==, "draw Rescue");
  state = cw_engine_dup_state_json (engine);
  g_assert_true (cw_engine_undo (engine));
  g_assert_true (cw_engine_undo (engine));
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 7);
  play (engine, "draw ge-g40");
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 8);
  g_assert_true (cw_engine_undo (engine));
  play (engine, "draw Rescue; next");
  g_assert_true (cw_engine_save_to_file (engine, path, &error));
  g_assert_no_error (error);
  loaded = cw_engine_new_from_file (game, catalog, path, &error);
  g_assert_no_error (error);
  loaded_state = cw_engine_dup_state_json (loaded);
  g_assert_cmpstr (loaded_state, ==, state);
  g_assert_nonnull (strstr (state, "\"real_decks\": true"));
}

/* Cardwright deals: a named draw is refused, and says how to name them. */
static void
test_shuffled_draw_names_nothing (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman,Quest", "Mombi,Murder");

  assert_refused (engine, "draw Quest", "Cardwright shuffles and deals in this duel, so “draw” names no card; "
                                        "a duel with real decks (option real-decks=yes) names them");
}

/* Whether the formatted line is among the legal actions now. */
static gboolean
is_legal (CwEngine   *engine,
          const char *line)
{
  g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);

  for (guint i = 0; i < legal->len; i++)
    {
      g_autofree char *text = cw_engine_format_action (engine, g_ptr_array_index (legal, i));

      if (strcmp (text, line) == 0)
        return TRUE;
    }
  return FALSE;
}

/* Magic Picture and Crystal Ball, "AP: Look at opponents Hand": in any Adventure Phase, attached
 * to a viable Character, once in that phase. */
static void
test_items_look_at_hand (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman,Magic Picture,Quest", "Mombi,Crystal Ball,Murder");

  assert_refused (engine, "use Magic Picture",
                  "Magic Picture is used attached to a viable Character in play: “A Character must be viable for any "
                  "of its Special Abilities to work”");
  play (engine, "draw; next; summon Tin Woodsman; attach Magic Picture to Tin Woodsman");
  g_assert_false (is_legal (engine, "use Magic Picture"));
  assert_refused (engine, "use Magic Picture", "Looking at the opponent's hand is done in the Adventure Phase");
  play (engine, "next; next; next");

  /* Bob's Adventure Phase is an Adventure Phase too: Ann looks, once. */
  g_assert_true (is_legal (engine, "use Magic Picture"));
  play (engine, "use Magic Picture");
  g_assert_true (log_has (engine, "Ann looks at Bob's hand with Magic Picture."));
  g_assert_true (log_has (engine, "Bob's hand: Crystal Ball, Mombi, Murder."));
  g_assert_false (is_legal (engine, "use Magic Picture"));
  assert_refused (engine, "use Magic Picture", "Ann has looked at Bob's hand in this Adventure Phase already");
  play (engine, "draw; next; summon Mombi; attach Crystal Ball to Mombi; next; next; next");

  /* Turn 3: each looks once more. */
  play (engine, "use Crystal Ball; use Magic Picture");
  g_assert_true (log_has (engine, "Bob looks at Ann's hand with Crystal Ball."));
  g_assert_true (log_has (engine, "Ann's hand: Quest."));
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 17);
  /* An Item with a Force and no note of its own is not used. */
  assert_refused (engine, "use Quest",
                  "Quest has no use of its own: only an Item whose note acts outside a battle is used "
                  "(“AP: Look at opponents Hand”, “Discard to draw 3 cards”)");
}

/* Powder of Life, "Discard to draw 3 cards": in its holder's own turn, no attack waiting. */
static void
test_powder_of_life (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman,Powder of Life,Quest,Rescue,Defeat,Banish,Magic Carpet",
                                          "Mombi,Murder");
  CwDuel *duel = CW_DUEL (engine);
  CwCard *tin = cw_catalog_find_by_name (catalog, "Tin Woodsman");

  play (engine, "draw; next; summon Tin Woodsman; attach Powder of Life to Tin Woodsman; attach Magic Carpet to Tin Woodsman");
  assert_refused (engine, "use Magic Carpet",
                  "Magic Carpet has no use of its own: only an Item whose note acts outside a battle is used "
                  "(“AP: Look at opponents Hand”, “Discard to draw 3 cards”)");
  g_assert_false (is_legal (engine, "use Magic Carpet"));
  play (engine, "next; next; discard Quest; discard Rescue; next");
  g_assert_false (is_legal (engine, "use Powder of Life"));
  assert_refused (engine, "use Powder of Life", "Powder of Life is used in its holder's own turn, and it is Bob's turn");
  play (engine, "draw; next; summon Mombi; next; next; next");

  /* Turn 3: the deck is empty; the discard (Quest, Rescue and the Powder itself) becomes it. */
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 2);
  g_assert_true (is_legal (engine, "use Powder of Life"));
  play (engine, "use Powder of Life");
  g_assert_true (log_has (engine, "Ann discards Powder of Life to draw 3 cards."));
  g_assert_true (log_has (engine, "Ann's deck ran out: the discard is shuffled into a new deck."));
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 5);
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 0), ==, 0);
  g_assert_cmpuint (cw_duel_get_discard_size (duel, 0), ==, 0);
  g_assert_cmpuint (cw_duel_get_attached (duel, tin)->len, ==, 1);
  g_assert_false (is_legal (engine, "use Powder of Life"));
  g_assert_true (cw_engine_undo (engine));
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 2);
  g_assert_cmpuint (cw_duel_get_attached (duel, tin)->len, ==, 2);
}

/* Real decks: the three cards Powder of Life draws are named, before anything else. */
static void
test_powder_of_life_real_decks (void)
{
  g_autoptr (CwEngine) engine = duel_new_with ("Tin Woodsman,Powder of Life,Quest,Rescue,Defeat,Banish,Magic Carpet,"
                                               "Toto the Dog,Scarecrow,Cowardly Lion,Glinda the Good Witch",
                                               "Mombi,Murder", NULL, TRUE);
  CwDuel *duel = CW_DUEL (engine);

  play (engine, "draw Tin Woodsman; draw Powder of Life; draw Quest; draw Rescue; draw Defeat; draw Banish; "
                "draw Magic Carpet; draw Mombi; draw Murder");
  play (engine, "draw Toto the Dog; draw Scarecrow; next; summon Tin Woodsman; attach Powder of Life to Tin Woodsman");
  play (engine, "use Powder of Life");
  assert_refused (engine, "next", "Ann draws from an Item: name the 3 cards left first (“draw CARD”)");
  g_assert_false (is_legal (engine, "next"));
  play (engine, "draw Cowardly Lion; draw Glinda the Good Witch");
  /* The deck is empty: the Powder, just discarded, is the third. */
  play (engine, "draw Powder of Life; next");
  g_assert_true (log_has (engine, "Ann draws Powder of Life."));
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 10);
  g_assert_cmpint (cw_duel_get_phase (duel), ==, CW_DUEL_PHASE_ATTACK);
}

/* "R = Event play in Rest Phase" names no player: Bob plays Mishap in Ann's Rest Phase. */
static void
test_event_in_opponents_phase (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Tin Woodsman,Quest", "Mombi,Mishap");

  play (engine, "draw; next; summon Tin Woodsman");
  g_assert_false (is_legal (engine, "play Mishap on Tin Woodsman"));
  assert_refused (engine, "play Mishap on Tin Woodsman", "Playing this Event is done in the Rest Phase");
  play (engine, "next; next");
  g_assert_true (is_legal (engine, "play Mishap on Tin Woodsman"));
  play (engine, "play Mishap on Tin Woodsman");
  g_assert_true (log_has (engine, "Bob plays Mishap on Tin Woodsman."));
  assert_character (engine, "Tin Woodsman", CW_DUEL_EXILED, 0, NULL);
  g_assert_cmpint (cw_duel_get_current (CW_DUEL (engine)), ==, 0);
  g_assert_cmpuint (cw_duel_get_hand_size (CW_DUEL (engine), 1), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = cw_test_load_game ("oz-good-evil");
  catalog = cw_test_load_catalog (game);

  g_test_add_func ("/duel/engine/capture-undone-when-captor-killed", test_capture_undone_when_captor_killed);
  g_test_add_func ("/duel/engine/rescue-and-free-attack", test_rescue_and_free_attack);
  g_test_add_func ("/duel/engine/control-lost-when-controller-captured", test_control_lost_when_controller_captured);
  g_test_add_func ("/duel/engine/win-rule-from-turn-6", test_win_rule_from_turn_6);
  g_test_add_func ("/duel/engine/win-rule-by-rounds", test_win_rule_by_rounds);
  g_test_add_func ("/duel/engine/hand-size-and-draws", test_hand_size_and_draws);
  g_test_add_func ("/duel/engine/refusals", test_refusals);
  g_test_add_func ("/duel/engine/whole-duel", test_whole_duel);
  g_test_add_func ("/duel/engine/rolled-dice-recorded", test_rolled_dice_recorded);
  g_test_add_func ("/duel/engine/real-decks", test_real_decks);
  g_test_add_func ("/duel/engine/location-attacks", test_location_attacks);
  g_test_add_func ("/duel/engine/call-defender", test_call_defender);
  g_test_add_func ("/duel/engine/events-and-spells-out-of-battle", test_events_and_spells_out_of_battle);
  g_test_add_func ("/duel/engine/take-item", test_take_item);
  g_test_add_func ("/duel/engine/shuffled-draw-names-nothing", test_shuffled_draw_names_nothing);
  g_test_add_func ("/duel/engine/items-look-at-hand", test_items_look_at_hand);
  g_test_add_func ("/duel/engine/powder-of-life", test_powder_of_life);
  g_test_add_func ("/duel/engine/powder-of-life-real-decks", test_powder_of_life_real_decks);
  g_test_add_func ("/duel/engine/event-in-opponents-phase", test_event_in_opponents_phase);
  status = g_test_run ();
  g_clear_object (&catalog);
  g_clear_object (&game);
  return status;
}
