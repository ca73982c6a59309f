/* test-match-book.c: Storyline rules written from the books' sentences, in both shipped Storyline games. */
#include "cw-rules-test.h"

#include <string.h>

#include <glib/gstdio.h>

/* Every test runs once on each shipped game definition. */
static const char * const games[] = { "oz-storyline", "disney-storyline" };

static void
assert_counts (CwMatch *match,
               int      author,
               int      hand,
               int      library,
               int      archive)
{
  g_assert_cmpint (cw_match_get_hand_count (match, author), ==, hand);
  g_assert_cmpint (cw_match_get_library_count (match, author), ==, library);
  g_assert_cmpint (cw_match_get_archive_count (match, author), ==, archive);
}

static char *
scratch_path (const char *name)
{
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "rules-book-tests", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

/* Saved and loaded, the match replays to the same state. */
static void
assert_resumes (RtTable *table)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = scratch_path ("match.cwmatch");
  g_autoptr (CwMatch) resumed = NULL;
  g_autofree char *state = rt_state_text (table->match);
  g_autofree char *resumed_state = NULL;

  g_assert_true (cw_match_save_to_file (table->match, path, &error));
  g_assert_no_error (error);
  resumed = cw_match_new_from_file (table->game, NULL, path, &error);
  g_assert_no_error (error);
  resumed_state = rt_state_text (resumed);
  g_assert_cmpstr (resumed_state, ==, state);
}

/* "If at any time your Library is depleted, your Archive is shuffled and becomes your
 * new Library." (Oz and Disney, Running out of Cards) */
static void
test_library_depleted (gconstpointer data)
{
  /* 7 game cards: 5 in the opening hand, 2 left in the Library. */
  g_autoptr (RtTable) table = rt_table_new_full (data, 2, 0, 7, NULL);
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  CwCard *cyclone = rt_card (table, "event", "Cyclone", 1, NULL);
  g_autofree char *before_undo = NULL;
  g_autofree char *after_redo = NULL;

  rt_lay_out_roads (table);
  assert_counts (match, 0, 5, 2, 0);
  rt_begin_turn (table, 6);
  assert_counts (match, 0, 6, 1, 0);
  g_assert_true (cw_match_archive_for_dice (match, 0, 3, &error));
  g_assert_no_error (error);
  assert_counts (match, 0, 3, 1, 3);

  /* The draw that empties the Library turns the Archive into the new Library at once. */
  g_assert_true (cw_match_story_draw (match, &error));
  g_assert_no_error (error);
  assert_counts (match, 0, 4, 3, 0);
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "Ann draws a card, 1 SP");
  g_assert_cmpstr (rt_last_log (table), ==, "Ann's Library is empty: the Archive is shuffled to make a new Library");

  /* Cards archived afterwards stay in the Archive: they are not part of the new Library. */
  g_assert_true (cw_match_archive_for_dice (match, 0, 2, &error));
  g_assert_no_error (error);
  assert_counts (match, 0, 2, 3, 2);
  g_assert_true (cw_match_story_draw (match, &error));
  assert_counts (match, 0, 3, 2, 2);
  rt_end_turn (table);

  /* Bob empties his Library while his Archive is empty: nothing to shuffle yet. */
  rt_begin_turn (table, 6);
  g_assert_true (cw_match_story_draw (match, &error));
  g_assert_no_error (error);
  assert_counts (match, 1, 7, 0, 0);
  g_assert_cmpstr (rt_last_log (table), ==, "Bob draws a card, 1 SP");
  /* "At any time": the first card to reach his Archive becomes his Library. */
  g_assert_cmpuint (cw_match_play_card (match, cyclone, CW_PLACE_NONE, 0, &error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "Bob plays the Event Cyclone, 1 SP; it is archived once resolved");
  g_assert_cmpstr (rt_last_log (table), ==, "Bob's Library is empty: the Archive is shuffled to make a new Library");
  assert_counts (match, 1, 6, 1, 0);
  g_assert_true (cw_match_story_draw (match, &error));
  assert_counts (match, 1, 7, 0, 0);
  g_assert_true (cw_match_story_draw (match, &error));
  g_assert_cmpstr (rt_last_log (table), ==, "Bob's Library and Archive are empty: no card to draw");
  assert_counts (match, 1, 7, 0, 0);

  /* Undo, redo and resuming replay it exactly. */
  before_undo = rt_state_text (match);
  for (int i = 0; i < 6; i++)
    g_assert_true (cw_match_undo (match));
  for (int i = 0; i < 6; i++)
    g_assert_true (cw_match_redo (match));
  after_redo = rt_state_text (match);
  g_assert_cmpstr (after_redo, ==, before_undo);
  assert_resumes (table);
}

/* "At any time an Author may archive cards from their hand and roll a Gold Bonus die
 * for each card archived" (Oz and Disney, Roll for Story Points) */
static void
test_archive_from_hand (gconstpointer data)
{
  g_autoptr (RtTable) table = rt_table_new_full (data, 2, 0, -1, NULL);
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint n_actions;

  rt_begin_turn (table, 6);
  n_actions = cw_match_get_n_actions (match);
  g_assert_false (cw_match_archive_for_dice (match, 0, 9, &error));
  rt_assert_refused (error, "Gold Bonus dice: only cards from the hand are archived; Ann holds 6 cards and cannot archive 9");
  g_assert_cmpuint (cw_match_get_n_actions (match), ==, n_actions);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 6);
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 6);
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 0);

  /* Any Author, any time: Bob holds the opening hand. */
  g_assert_false (cw_match_archive_for_dice (match, 1, 6, &error));
  rt_assert_refused (error, "Gold Bonus dice: only cards from the hand are archived; Bob holds 5 cards and cannot archive 6");
  g_assert_true (cw_match_archive_for_dice (match, 1, 5, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_hand_count (match, 1), ==, 0);
  g_assert_cmpint (cw_match_get_archive_count (match, 1), ==, 5);

  g_assert_true (cw_match_archive_for_dice (match, 0, 5, &error));
  g_assert_no_error (error);
  g_assert_false (cw_match_archive_for_dice (match, 0, 2, &error));
  rt_assert_refused (error, "Gold Bonus dice: only cards from the hand are archived; Ann holds 1 card and cannot archive 2");
  g_assert_true (cw_match_archive_for_dice (match, 0, 1, &error));
  g_assert_no_error (error);
  g_assert_false (cw_match_archive_for_dice (match, 0, 1, &error));
  rt_assert_refused (error, "Gold Bonus dice: only cards from the hand are archived; Ann holds 0 cards and cannot archive 1");
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 0);
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 6);

  /* Cards a card's text draws are in the hand too, and can be archived. */
  g_assert_true (cw_match_text_draw (match, 0, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (cw_match_get_undo_label (match), ==, "Ann draws 2 cards by a card's text");
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 2);
  g_assert_true (cw_match_archive_for_dice (match, 0, 2, &error));
  g_assert_no_error (error);
  g_assert_false (cw_match_text_draw (match, 0, 0, &error));
  rt_assert_refused (error, "Drawing by a card's text: from 1 to 20 cards, not 0");
}

/* "(Title Cards are not part of the Storyline.)" (the dice), "each Character they have
 * in play in the Storyline" (the score), "directly equip a Character in your Storyline"
 * and "if an Object is in a Location without any opposing Characters, you may equip it
 * to one of your Characters at that Location" (Objects). */
static void
play_title_cards (const char *game_id,
                  gboolean    title_in_storyline)
{
  const char * const yes[] = { "title-in-storyline", "yes", NULL };
  g_autoptr (RtTable) table = rt_table_new_full (game_id, 2, 0, -1, title_in_storyline ? yes : NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) score = NULL;
  g_autoptr (GArray) winners = NULL;
  CwMatch *match = table->match;
  CwCard *shoes_card = rt_card (table, "object", "Silver Shoes", 1, NULL);
  guint dorothy, toto, lion, shoes;

  rt_lay_out_roads (table);
  rt_begin_turn (table, 12);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  toto = rt_play (table, rt_character (table, "Toto", NULL, 1, 1, NULL));
  rt_walk (table, toto, 1);

  /* The dice never count a Character on a Title card, whichever the option. */
  g_assert_cmpuint (cw_match_get_gold_dice (match, 0), ==, 1);
  score = cw_match_get_score (match);
  g_assert_cmpint (g_array_index (score, CwMatchScore, 0).vitality, ==, title_in_storyline ? 4 : 1);

  shoes = cw_match_play_card (match, shoes_card, CW_PLACE_NONE, dorothy, &error);
  if (title_in_storyline)
    {
      g_assert_no_error (error);
      g_assert_cmpuint (cw_match_piece_get_host (match, shoes), ==, dorothy);
      rt_walk (table, dorothy, 6);
    }
  else
    {
      g_assert_cmpuint (shoes, ==, 0);
      rt_assert_refused (error, "Objects: an Object equips a Character in the Storyline, and Title cards are not part of it; "
                                "Dorothy Gale stands on Ann's Title card");
      rt_walk (table, dorothy, 6);
      shoes = cw_match_play_card (match, shoes_card, CW_PLACE_NONE, dorothy, &error);
      g_assert_no_error (error);
    }

  /* Dorothy ends the game on Bob's Title card; a card archives her there and the Shoes stay. */
  rt_move (table, dorothy, rt_place (table, 0, 7), CW_MOVE_ACTION);
  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_THE_END);
  g_assert_true (cw_match_archive_piece (match, dorothy, &error));
  g_assert_cmpint (cw_match_piece_get_place (match, shoes), ==, 1);
  g_assert_cmpuint (cw_match_piece_get_host (match, shoes), ==, 0);
  rt_end_turn (table);

  /* Bob's Lion comes into play on his Title card, where the Shoes lie. */
  rt_begin_turn (table, 6);
  lion = rt_play (table, rt_character (table, "Cowardly Lion", NULL, 2, 4, NULL));
  g_assert_cmpint (cw_match_piece_get_place (match, lion), ==, 1);
  if (title_in_storyline)
    {
      g_assert_true (cw_match_equip (match, 1, shoes, lion, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (rt_last_log (table), ==, "Bob equips Cowardly Lion with Silver Shoes");
    }
  else
    {
      g_assert_false (cw_match_equip (match, 1, shoes, lion, &error));
      rt_assert_refused (error, "Objects: an Object equips a Character in the Storyline, and Title cards are not part of it; "
                                "Cowardly Lion stands on Bob's Title card");
      g_assert_cmpuint (cw_match_piece_get_host (match, shoes), ==, 0);
    }
  rt_end_turn (table);

  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_OVER);
  g_clear_pointer (&score, g_array_unref);
  score = cw_match_get_score (match);
  g_assert_cmpint (g_array_index (score, CwMatchScore, 0).total, ==, 1);
  g_assert_cmpint (g_array_index (score, CwMatchScore, 1).total, ==, title_in_storyline ? 4 : 0);
  winners = cw_match_get_winners (match);
  g_assert_cmpuint (winners->len, ==, 1);
  g_assert_cmpint (g_array_index (winners, int, 0), ==, title_in_storyline ? 1 : 0);
  g_assert_cmpstr (rt_last_log (table), ==, title_in_storyline ? "Bob wins with 4" : "Ann wins with 1");
  assert_resumes (table);
}

static void
test_title_cards (gconstpointer data)
{
  play_title_cards (data, FALSE);
}

static void
test_title_cards_option (gconstpointer data)
{
  play_title_cards (data, TRUE);
}

/* Oz: "a Character with Sorcery must be in play to play the Effect" (and the Event);
 * Disney's keyword: "can be played only while a Character with Sorcery is present". */
static CwCard *
star_card (RtTable    *table,
           const char *type,
           const char *name)
{
  CwCard *card = rt_card (table, type, name, 1, "spell");

  cw_card_set_bool (card, "sorcery", TRUE);
  return card;
}

static CwCard *
sorcerer (RtTable    *table,
          const char *name)
{
  CwCard *card = rt_character (table, name, NULL, 3, 2, "sorcery");

  cw_card_set_bool (card, "sorcery", TRUE);
  return card;
}

static guint
place_face_down (RtTable *table,
                 CwCard  *event,
                 GError **error)
{
  g_autoptr (CwMatchAction) action = cw_match_action_new_event_face_down (event, 1);
  guint next = cw_match_get_n_actions (table->match);

  if (!cw_match_perform (table->match, action, error))
    return 0;
  g_assert_cmpuint (cw_match_get_n_actions (table->match), ==, next + 1);
  {
    g_autoptr (GArray) events = cw_match_get_face_down_events (table->match, cw_match_get_current_author (table->match));

    return g_array_index (events, guint, events->len - 1);
  }
}

static gboolean
trigger (RtTable *table,
         int      author,
         guint    event,
         GError **error)
{
  g_autoptr (CwMatchAction) action = cw_match_action_new_trigger_event (author, event);

  return cw_match_perform (table->match, action, error);
}

static void
test_sorcery_any (gconstpointer data)
{
  g_autoptr (RtTable) table = rt_table_new_full (data, 2, 0, -1, NULL);
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  CwCard *sleep = star_card (table, "effect", "Spell of Sleep");
  CwCard *cyclone = star_card (table, "event", "Cyclone");
  guint lion, glinda, event;

  rt_begin_turn (table, 12);
  lion = rt_play (table, rt_character (table, "Cowardly Lion", NULL, 2, 4, NULL));
  g_assert_cmpuint (cw_match_play_card (match, sleep, CW_PLACE_NONE, lion, &error), ==, 0);
  rt_assert_refused (error, "Sorcery: Spell of Sleep needs a Character with Sorcery in play; there is none");
  g_assert_cmpuint (place_face_down (table, cyclone, &error), ==, 0);
  rt_assert_refused (error, "Sorcery: Cyclone needs a Character with Sorcery in play; there is none");
  rt_end_turn (table);

  rt_begin_turn (table, 6);
  glinda = rt_play (table, sorcerer (table, "Glinda"));
  rt_end_turn (table);

  /* Bob's Glinda is a Character with Sorcery in play: Ann may play the star. */
  rt_begin_turn (table, 12);
  g_assert_cmpuint (cw_match_play_card (match, sleep, CW_PLACE_NONE, lion, &error), !=, 0);
  g_assert_no_error (error);
  event = place_face_down (table, cyclone, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (event, !=, 0);

  /* Turned up, the Event is played: Sorcery is checked again. */
  g_assert_true (cw_match_archive_piece (match, glinda, &error));
  g_assert_false (trigger (table, 0, event, &error));
  rt_assert_refused (error, "Sorcery: Cyclone needs a Character with Sorcery in play; there is none");
  g_assert_true (cw_match_has_piece (match, event));
  rt_play (table, sorcerer (table, "Ozma"));
  g_assert_true (trigger (table, 0, event, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann turns up the Event Cyclone; it is archived once resolved");
  assert_resumes (table);
}

static void
test_sorcery_own (gconstpointer data)
{
  const char * const own[] = { "sorcery", "own", NULL };
  g_autoptr (RtTable) table = rt_table_new_full (data, 2, 1, -1, own);
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  CwCard *sleep = star_card (table, "effect", "Spell of Sleep");
  CwCard *cyclone = star_card (table, "event", "Cyclone");
  guint lion, ozma, event;

  /* Bob first: his Glinda is in play, and is not Ann's. */
  rt_begin_turn (table, 6);
  rt_play (table, sorcerer (table, "Glinda"));
  rt_end_turn (table);

  rt_begin_turn (table, 12);
  lion = rt_play (table, rt_character (table, "Cowardly Lion", NULL, 2, 4, NULL));
  g_assert_cmpuint (cw_match_play_card (match, sleep, CW_PLACE_NONE, lion, &error), ==, 0);
  rt_assert_refused (error, "Sorcery: Spell of Sleep needs a Character with Sorcery in play; Ann has none");
  g_assert_cmpuint (place_face_down (table, cyclone, &error), ==, 0);
  rt_assert_refused (error, "Sorcery: Cyclone needs a Character with Sorcery in play; Ann has none");

  ozma = rt_play (table, sorcerer (table, "Ozma"));
  g_assert_cmpuint (cw_match_play_card (match, sleep, CW_PLACE_NONE, lion, &error), !=, 0);
  g_assert_no_error (error);
  event = place_face_down (table, cyclone, &error);
  g_assert_no_error (error);
  g_assert_true (cw_match_archive_piece (match, ozma, &error));
  g_assert_false (trigger (table, 0, event, &error));
  rt_assert_refused (error, "Sorcery: Cyclone needs a Character with Sorcery in play; Ann has none");
  assert_resumes (table);
}

/* "When a Location is replaced in the Storyline, Characters and Objects stay with the
 * new Location, while all other cards are archived." (Oz and Disney, Locations) */
static void
test_replace_location (gconstpointer data)
{
  g_autoptr (RtTable) table = rt_table_new_full (data, 2, 0, -1, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) here = NULL;
  g_autoptr (GArray) there = NULL;
  CwMatch *match = table->match;
  int road = rt_place (table, 0, 1);
  int next_road = rt_place (table, 0, 2);
  guint dorothy, toto, shoes, kiss, polish, poppy_spell, wag;

  rt_lay_out_roads (table);
  rt_begin_turn (table, 12);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  toto = rt_play (table, rt_character (table, "Toto", NULL, 1, 1, NULL));
  rt_walk (table, dorothy, 1);
  rt_walk (table, toto, 2);
  shoes = cw_match_play_card (match, rt_card (table, "object", "Silver Shoes", 1, NULL), CW_PLACE_NONE, dorothy, &error);
  g_assert_no_error (error);
  kiss = cw_match_play_card (match, rt_card (table, "effect", "Good Witch's Kiss", 1, NULL), CW_PLACE_NONE, dorothy, &error);
  g_assert_no_error (error);
  polish = cw_match_play_card (match, rt_card (table, "effect", "Shining Polish", 1, NULL), CW_PLACE_NONE, shoes, &error);
  g_assert_no_error (error);
  poppy_spell = cw_match_play_card (match, rt_card (table, "effect", "Poppy Spell", 1, NULL), road, 0, &error);
  g_assert_no_error (error);
  wag = cw_match_play_card (match, rt_card (table, "effect", "Wagging Tail", 1, NULL), CW_PLACE_NONE, toto, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 4);

  g_assert_true (cw_match_replace_location (match, road, rt_location (table, "Field of Poppies", 0, 0, FALSE, FALSE), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (rt_log_line_from_end (table, 3), ==, "Ann replaces Road 1 with Field of Poppies, 2 SP");
  g_assert_cmpstr (rt_log_line_from_end (table, 2), ==, "Good Witch's Kiss is archived with Road 1");
  g_assert_cmpstr (rt_log_line_from_end (table, 1), ==, "Shining Polish is archived with Road 1");
  g_assert_cmpstr (rt_last_log (table), ==, "Poppy Spell is archived with Road 1");

  /* The Character and the Object stay, the Shoes still equipping Dorothy; every Effect
   * there is archived, on the Location, on the Character and on the Object alike. */
  here = cw_match_get_pieces_at (match, road);
  g_assert_cmpuint (here->len, ==, 2);
  g_assert_cmpuint (g_array_index (here, guint, 0), ==, dorothy);
  g_assert_cmpuint (g_array_index (here, guint, 1), ==, shoes);
  g_assert_cmpuint (cw_match_piece_get_host (match, shoes), ==, dorothy);
  g_assert_false (cw_match_has_piece (match, kiss));
  g_assert_false (cw_match_has_piece (match, polish));
  g_assert_false (cw_match_has_piece (match, poppy_spell));
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 3);

  /* The next Location is not replaced: the Effect on Toto there stays. */
  there = cw_match_get_pieces_at (match, next_road);
  g_assert_cmpuint (there->len, ==, 2);
  g_assert_cmpuint (g_array_index (there, guint, 0), ==, toto);
  g_assert_cmpuint (g_array_index (there, guint, 1), ==, wag);
  assert_resumes (table);
}

/* The options: checked when set, saved only when not the default, loaded back. */
static void
test_options (gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CwGame) game = rt_load_shipped_game (data);
  g_autoptr (CwMatch) match = cw_match_new (game, NULL);
  g_autoptr (CwMatch) resumed = NULL;
  g_autofree char *path = scratch_path ("options.cwmatch");
  g_autofree char *bad = scratch_path ("bad-option.cwmatch");
  g_autofree char *saved = NULL;
  g_autofree char *expected_head = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  const char * const defaults[] = { "title-in-storyline", "no", "sorcery", "any", NULL };
  const char * const both[] = { "title-in-storyline", "yes", "sorcery", "own", NULL };
  guint dorothy;

  /* The Storyline engine offers the two options, the book's reading by default. */
  g_assert_cmpstr (cw_engine_get_option (CW_ENGINE (match), "title-in-storyline"), ==, "no");
  g_assert_cmpstr (cw_engine_get_option (CW_ENGINE (match), "sorcery"), ==, "any");
  g_assert_false (cw_engine_set_option (CW_ENGINE (match), "title", "yes", &error));
  rt_assert_refused (error, "Set-up: the storyline rules have no option “title” (they have: title-in-storyline, sorcery)");
  g_assert_false (cw_engine_set_option (CW_ENGINE (match), "title-in-storyline", "true", &error));
  rt_assert_refused (error, "Set-up: the option “title-in-storyline” takes yes|no, not “true”");
  g_assert_false (cw_engine_set_option (CW_ENGINE (match), "sorcery", "mine", &error));
  rt_assert_refused (error, "Set-up: the option “sorcery” takes any|own, not “mine”");

  /* The defaults, even set by name, are not written: older files keep their bytes. */
  {
    g_autoptr (RtTable) table = rt_table_new_full (data, 2, 0, -1, defaults);

    g_assert_false (cw_engine_set_option (CW_ENGINE (table->match), "sorcery", "own", &error));
    rt_assert_refused (error, "Set-up: the option “sorcery” cannot change once the match has started");
    g_assert_true (cw_match_save_to_file (table->match, path, &error));
    g_assert_no_error (error);
    saved = rt_read_text (path);
    g_assert_null (strstr (saved, "<option"));
    g_clear_pointer (&saved, g_free);
  }

  {
    g_autoptr (RtTable) table = rt_table_new_full (data, 2, 0, -1, both);
    g_autoptr (GArray) score = NULL;
    g_autofree char *saved_again = NULL;

    rt_begin_turn (table, 6);
    dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
    g_assert_cmpint (cw_match_piece_get_place (table->match, dorothy), ==, 0);
    g_assert_true (cw_match_save_to_file (table->match, path, &error));
    g_assert_no_error (error);
    saved = rt_read_text (path);
    expected_head = g_strdup_printf ("<match version=\"1\" engine=\"storyline\" rules=\"2\" game=\"%s\" seed=\"42\" "
                                     "first-author=\"0\" next-custom=\"1\">\n"
                                     "  <option key=\"sorcery\" value=\"own\"/>\n"
                                     "  <option key=\"title-in-storyline\" value=\"yes\"/>\n"
                                     "  <cards>\n", (const char *) data);
    g_assert_nonnull (strstr (saved, expected_head));

    /* Loaded, the options hold: Dorothy on her Title card scores. */
    resumed = cw_match_new_from_file (table->game, NULL, path, &error);
    g_assert_no_error (error);
    score = cw_match_get_score (resumed);
    g_assert_cmpint (g_array_index (score, CwMatchScore, 0).vitality, ==, 3);
    g_assert_true (cw_match_save_to_file (resumed, path, &error));
    saved_again = rt_read_text (path);
    g_assert_cmpstr (saved_again, ==, saved);
  }

  /* A bad option in a file: its line and the rule options' message. */
  {
    const char *at = strstr (saved, "value=\"own\"");
    int line = 1;

    g_assert_nonnull (at);
    for (const char *c = saved; c < at; c++)
      line += *c == '\n';
    text = g_strdup_printf ("%.*svalue=\"mine\"%s", (int) (at - saved), saved, at + strlen ("value=\"own\""));
    g_assert_true (g_file_set_contents (bad, text, -1, NULL));
    g_assert_null (cw_match_new_from_file (game, NULL, bad, &error));
    expected = g_strdup_printf ("%s:%d: Set-up: the option “sorcery” takes any|own, not “mine”", bad, line);
    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, expected);
  }
}

int
main (int    argc,
      char **argv)
{
  static const struct { const char *name; GTestDataFunc func; } tests[] = {
    { "library-depleted", test_library_depleted },
    { "archive-from-hand", test_archive_from_hand },
    { "title-cards", test_title_cards },
    { "title-cards-option", test_title_cards_option },
    { "sorcery-any", test_sorcery_any },
    { "sorcery-own", test_sorcery_own },
    { "replace-location", test_replace_location },
    { "options", test_options },
  };

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint t = 0; t < G_N_ELEMENTS (tests); t++)
      {
        g_autofree char *path = g_strdup_printf ("/rules/match/book/%s/%s", games[g], tests[t].name);

        g_test_add_data_func (path, games[g], tests[t].func);
      }
  return g_test_run ();
}
