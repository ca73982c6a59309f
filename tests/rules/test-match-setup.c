/* test-match-setup.c: set-up of a Storyline match (line and wheel), the steps of a turn, the dice. */
#include "cw-rules-test.h"

static void
assert_storyline (CwMatch   *match,
                  int        author,
                  const int  expected[CW_MATCH_STORYLINE_LENGTH])
{
  const int *line = cw_match_get_storyline (match, author);

  g_assert_nonnull (line);
  for (int i = 0; i < CW_MATCH_STORYLINE_LENGTH; i++)
    g_assert_cmpint (line[i], ==, expected[i]);
}

/* Two Libraries with four Locations each and a Title card, through a catalog. */
typedef struct {
  CwGame    *game;
  CwCatalog *catalog;
  CwLibrary *libraries[2];
  CwCard    *locations[8];
  CwCard    *titles[2];
} Shelf;

static void
shelf_init (Shelf *shelf)
{
  g_autoptr (CwCardSet) set = NULL;
  static const char * const names[8] = {
    "Munchkin Road", "Kalidah Gulf", "Lake Quadling", "Deep River",
    "Emerald Gate", "Throne Room", "Field of Poppies", "Winkie Castle",
  };
  g_autoptr (CwCard) walker = NULL;

  shelf->game = rt_load_game ();
  shelf->catalog = cw_catalog_new (shelf->game);
  set = cw_card_set_new (shelf->game, "test", "Test cards");
  for (int i = 0; i < 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("loc-%d", i + 1);
      CwCard *card = cw_card_new (shelf->game, id);

      cw_card_set_card_type (card, "location");
      cw_card_set_name (card, names[i]);
      cw_card_set_int (card, "enter_cost", i % 3);
      cw_card_set_set_id (card, "test");
      cw_card_set_add (set, card);
      shelf->locations[i] = card;
      g_object_unref (card);
    }
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *id = g_strdup_printf ("title-%d", i + 1);
      CwCard *card = cw_card_new (shelf->game, id);

      cw_card_set_card_type (card, "title");
      cw_card_set_name (card, i == 0 ? "The Wonderful Wizard of Oz" : "The Marvelous Land of Oz");
      cw_card_set_add (set, card);
      shelf->titles[i] = card;
      g_object_unref (card);
    }
  walker = cw_card_new (shelf->game, "walker");
  cw_card_set_card_type (walker, "character");
  cw_card_set_name (walker, "Walker");
  cw_card_set_add (set, walker);
  cw_catalog_add_set (shelf->catalog, set);

  for (int l = 0; l < 2; l++)
    {
      shelf->libraries[l] = cw_library_new (shelf->game);
      cw_library_set_name (shelf->libraries[l], l == 0 ? "Kansas Friends" : "Witches");
      cw_library_set_count (shelf->libraries[l], "library", "walker", 40 + l);
      for (int i = 0; i < 4; i++)
        cw_library_set_count (shelf->libraries[l], "folio", cw_card_get_id (shelf->locations[l * 4 + i]), 1);
      cw_library_set_count (shelf->libraries[l], "title", cw_card_get_id (shelf->titles[l]), 1);
    }
}

static void
shelf_clear (Shelf *shelf)
{
  g_clear_object (&shelf->libraries[0]);
  g_clear_object (&shelf->libraries[1]);
  g_clear_object (&shelf->catalog);
  g_clear_object (&shelf->game);
}

static CwMatch *
shelf_match (Shelf  *shelf,
             guint32 seed,
             int     first)
{
  CwMatch *match = cw_match_new (shelf->game, shelf->catalog);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (cw_match_add_author (match, "Ann", "#c01c28", NULL, shelf->libraries[0], &error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_add_author (match, "Bob", "#1c71d8", NULL, shelf->libraries[1], &error), ==, 1);
  g_assert_no_error (error);
  g_assert_true (cw_match_start (match, seed, first, &error));
  g_assert_no_error (error);
  return match;
}

static char *
layout_text (CwMatch *match)
{
  GString *text = g_string_new (NULL);

  for (guint place = 2; place < cw_match_get_n_places (match); place++)
    g_string_append_printf (text, "%s|", cw_card_get_id (cw_match_get_location (match, (int) place)));
  g_string_append_printf (text, "first=%d", cw_match_get_first_author (match));
  return g_string_free (text, FALSE);
}

static void
test_setup_line (void)
{
  Shelf shelf = { 0 };
  g_autoptr (CwMatch) match = NULL;
  g_autoptr (CwMatch) again = NULL;
  g_autofree char *layout = NULL;
  g_autofree char *layout_again = NULL;
  static const int ann[] = { 0, 7, 6, 5, 2, 3, 4, 1 };
  static const int bob[] = { 1, 4, 3, 2, 5, 6, 7, 0 };
  GHashTable *seen;
  GPtrArray *folio;
  gboolean some_layout_differs = FALSE;

  shelf_init (&shelf);
  match = shelf_match (&shelf, 7, -1);

  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_PLAYING);
  g_assert_cmpuint (cw_match_get_n_authors (match), ==, 2);
  g_assert_cmpuint (cw_match_get_n_places (match), ==, 8);
  /* One line: Ann's Title, 6 Locations, Bob's Title; Bob's Storyline is the same line
   * read from the other end. */
  assert_storyline (match, 0, ann);
  assert_storyline (match, 1, bob);
  g_assert_cmpint (cw_match_get_author_to_right (match, 0), ==, 1);
  g_assert_cmpint (cw_match_get_author_to_right (match, 1), ==, 0);
  g_assert_true (cw_match_place_is_title (match, 0));
  g_assert_false (cw_match_place_is_title (match, 2));
  g_assert_cmpint (cw_match_place_get_spoke (match, 6), ==, 1);
  g_assert_cmpint (cw_match_place_get_depth (match, 6), ==, 1);
  g_assert_cmpint (cw_match_get_location_place (match, 1, 2), ==, 7);

  /* Title cards come from the Libraries; the Library's game cards minus the opening hand. */
  g_assert_true (cw_match_get_author_title (match, 0) == shelf.titles[0]);
  g_assert_true (cw_match_get_author_title (match, 1) == shelf.titles[1]);
  g_assert_cmpstr (cw_match_get_author_library_name (match, 0), ==, "Kansas Friends");
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 5);
  g_assert_cmpint (cw_match_get_library_count (match, 0), ==, 35);
  g_assert_cmpint (cw_match_get_library_count (match, 1), ==, 36);

  /* 6 Locations face down from the shuffled Folio of 8; 2 stay in the Folio. */
  seen = g_hash_table_new (NULL, NULL);
  for (int place = 2; place < 8; place++)
    {
      CwCard *card = cw_match_get_location (match, place);

      g_assert_nonnull (card);
      g_assert_false (cw_match_location_is_face_up (match, place));
      g_hash_table_add (seen, card);
    }
  folio = cw_match_get_folio (match);
  g_assert_cmpuint (folio->len, ==, 2);
  for (guint i = 0; i < folio->len; i++)
    g_hash_table_add (seen, g_ptr_array_index (folio, i));
  for (int i = 0; i < 8; i++)
    g_assert_true (g_hash_table_contains (seen, shelf.locations[i]));
  g_hash_table_unref (seen);

  /* The same seed deals the same Storyline and draws the same first Author. */
  again = shelf_match (&shelf, 7, -1);
  layout = layout_text (match);
  layout_again = layout_text (again);
  g_assert_cmpstr (layout, ==, layout_again);
  for (guint32 seed = 1; seed <= 10; seed++)
    {
      g_autoptr (CwMatch) other = shelf_match (&shelf, seed, -1);
      g_autofree char *other_layout = layout_text (other);

      some_layout_differs |= g_strcmp0 (other_layout, layout) != 0;
    }
  g_assert_true (some_layout_differs);

  /* A first Author chosen is kept. */
  g_clear_object (&again);
  again = shelf_match (&shelf, 7, 1);
  g_assert_cmpint (cw_match_get_first_author (again), ==, 1);
  g_assert_cmpint (cw_match_get_current_author (again), ==, 1);
  g_assert_cmpstr (g_ptr_array_index (cw_match_get_log (again), 1), ==, "Bob goes first");
  g_assert_cmpstr (g_ptr_array_index (cw_match_get_log (again), 0), ==,
                   "Set-up: 6 Locations placed face down from a Folio of 8; 0 face-down Locations still to be named");

  shelf_clear (&shelf);
}

/* Replacing takes the top of the Folio and puts the old Location at the bottom. */
static void
test_setup_folio_order (void)
{
  Shelf shelf = { 0 };
  g_autoptr (CwMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  GPtrArray *folio;
  CwCard *top, *second, *old;
  guint piece;
  int place;

  shelf_init (&shelf);
  match = shelf_match (&shelf, 11, 0);
  folio = cw_match_get_folio (match);
  top = g_ptr_array_index (folio, 0);
  second = g_ptr_array_index (folio, 1);

  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (cw_match_enter_roll (match, (guint[]) { 5, 4, 3, 2 }, 4, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 18);

  /* Face-down Locations cannot be replaced; turn the first one up by moving onto it. */
  place = cw_match_get_storyline (match, 0)[1];
  g_assert_false (cw_match_replace_location (match, place, NULL, &error));
  rt_assert_refused (error, "Replace a Location: only a face-up Location may be replaced");
  piece = cw_match_play_card (match, cw_catalog_lookup (shelf.catalog, "walker"), CW_PLACE_NONE, 0, &error);
  g_assert_no_error (error);
  g_assert_true (cw_match_move (match, piece, place, CW_MOVE_FORCED, &error));
  g_assert_no_error (error);
  old = cw_match_get_location (match, place);

  g_assert_true (cw_match_replace_location (match, place, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (cw_match_get_location (match, place) == top);
  g_assert_true (cw_match_location_is_face_up (match, place));
  g_assert_cmpuint (folio->len, ==, 2);
  g_assert_true (g_ptr_array_index (folio, 0) == second);
  g_assert_true (g_ptr_array_index (folio, 1) == old);
  g_assert_cmpint (cw_match_piece_get_place (match, piece), ==, place);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 18 - 2);

  g_assert_false (cw_match_replace_location (match, 0, NULL, &error));
  rt_assert_refused (error, "Replace a Location: choose a Location in the Storyline (a Title card is not one)");

  g_clear_object (&match);
  shelf_clear (&shelf);
}

static void
test_setup_wheel (void)
{
  g_autoptr (RtTable) table = rt_table_new (3, 0);
  static const int ann[] = { 0, 8, 7, 6, 3, 4, 5, 2 };
  static const int bob[] = { 1, 11, 10, 9, 6, 7, 8, 0 };
  static const int cleo[] = { 2, 5, 4, 3, 9, 10, 11, 1 };
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  CwCard *dorothy;
  guint piece;

  /* Spoke s is placed by Author s from the centre out and capped by the Title card
   * of the Author to s's right; each Storyline runs in along one spoke and out along
   * the Author's own. */
  assert_storyline (match, 0, ann);
  assert_storyline (match, 1, bob);
  assert_storyline (match, 2, cleo);
  g_assert_cmpint (cw_match_get_author_to_right (match, 0), ==, 2);
  g_assert_cmpint (cw_match_get_author_to_right (match, 1), ==, 0);
  g_assert_cmpint (cw_match_get_author_to_right (match, 2), ==, 1);
  g_assert_cmpint (cw_match_get_title_spoke (match, 0), ==, 1);
  g_assert_cmpint (cw_match_get_title_spoke (match, 2), ==, 0);
  g_assert_cmpint (cw_match_get_neighbour (match, 0, 6, 1), ==, 3);
  g_assert_cmpint (cw_match_get_neighbour (match, 0, 6, -1), ==, 7);
  g_assert_cmpint (cw_match_get_neighbour (match, 0, 2, 1), ==, CW_PLACE_NONE);
  g_assert_cmpint (cw_match_get_storyline_index (match, 0, 9), ==, -1);

  /* With nobody's Library the 9 Locations are face down and unknown. */
  for (int place = 3; place < 12; place++)
    {
      g_assert_null (cw_match_get_location (match, place));
      g_assert_false (cw_match_location_is_face_up (match, place));
    }

  /* Ann's Character crosses the centre from spoke 2 to her own spoke, never onto Cleo's. */
  for (int i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("Spoke 2 Location %d", i + 1);

      g_assert_true (cw_match_identify_location (match, 6 + i, rt_location (table, name, 0, 0, FALSE, FALSE), &error));
      g_assert_no_error (error);
    }
  rt_begin_turn (table, 10);
  dorothy = rt_character (table, "Dorothy Gale", NULL, 1, 3, "prime");
  piece = rt_play (table, dorothy);
  g_assert_cmpint (cw_match_piece_get_place (match, piece), ==, 0);
  rt_walk (table, piece, 3);
  g_assert_cmpint (cw_match_piece_get_place (match, piece), ==, 6);
  g_assert_false (cw_match_move (match, piece, 9, CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Storyline: Dorothy Gale may move only along Ann's Storyline");
  g_assert_false (cw_match_move (match, piece, 3, CW_MOVE_ACTION, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD);
  g_assert_cmpstr (error->message, ==,
                   "Face-down Location: say which Location lies at Location 4 of Ann's Storyline before Dorothy Gale moves onto it");
  g_clear_error (&error);
}

/* Every size of wheel: each Storyline has 8 different places from the Author's Title
 * to the right-hand Author's Title, and every Location lies on exactly two Storylines. */
static void
test_setup_wheel_sizes (void)
{
  for (guint n = 2; n <= 6; n++)
    {
      g_autoptr (RtTable) table = rt_table_new (n, -1);
      g_autofree int *count = g_new0 (int, cw_match_get_n_places (table->match));

      g_assert_cmpuint (cw_match_get_n_places (table->match), ==, 4 * n);
      for (int a = 0; a < (int) n; a++)
        {
          const int *line = cw_match_get_storyline (table->match, a);
          int right = (a + (int) n - 1) % (int) n;

          g_assert_cmpint (line[0], ==, a);
          g_assert_cmpint (line[7], ==, right);
          for (int k = 0; k < 3; k++)
            {
              g_assert_cmpint (cw_match_place_get_spoke (table->match, line[1 + k]), ==, (a + 1) % (int) n);
              g_assert_cmpint (cw_match_place_get_depth (table->match, line[1 + k]), ==, 2 - k);
              g_assert_cmpint (cw_match_place_get_spoke (table->match, line[4 + k]), ==, a);
              g_assert_cmpint (cw_match_place_get_depth (table->match, line[4 + k]), ==, k);
            }
          for (int i = 1; i < 7; i++)
            count[line[i]]++;
        }
      for (guint place = n; place < 4 * n; place++)
        g_assert_cmpint (count[place], ==, 2);
    }
}

static void
test_setup_errors (void)
{
  g_autoptr (CwGame) game = rt_load_game ();
  g_autoptr (CwMatch) match = cw_match_new (game, NULL);
  g_autoptr (CwLibrary) library = cw_library_new (game);
  g_autoptr (GError) error = NULL;
  static const char * const names[] = { "Ann", "Bob", "Cleo", "Dan", "Eve", "Finn" };

  g_assert_cmpint (cw_match_add_author (match, "Ann", "#c01c28", NULL, NULL, &error), ==, 0);
  g_assert_false (cw_match_start (match, 1, -1, &error));
  rt_assert_refused (error, "Authors: a match needs 2 to 6 Authors; 1 joined");
  g_assert_cmpint (cw_match_add_author (match, "ann", "#c01c28", NULL, NULL, &error), ==, -1);
  rt_assert_refused (error, "Authors: two Authors are called “ann”; the log needs different names");

  /* A Library's Locations need the catalog that knows them. */
  cw_library_set_count (library, "folio", "loc-404", 1);
  g_assert_cmpint (cw_match_add_author (match, "Bob", NULL, NULL, library, &error), ==, -1);
  g_assert_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD);
  g_clear_error (&error);

  for (int i = 1; i < 6; i++)
    g_assert_cmpint (cw_match_add_author (match, names[i], NULL, NULL, NULL, &error), ==, i);
  g_assert_cmpint (cw_match_add_author (match, "Gus", NULL, NULL, NULL, &error), ==, -1);
  rt_assert_refused (error, "Authors: a match has at most 6 Authors");
  g_assert_false (cw_match_start (match, 1, 6, &error));
  rt_assert_refused (error, "Set-up: there is no Author number 6 to go first");
  g_assert_false (cw_match_draw (match, &error));
  rt_assert_refused (error, "Set-up: the match has not started yet");
  g_assert_true (cw_match_start (match, 1, 5, &error));
  g_assert_cmpint (cw_match_get_current_author (match), ==, 5);
  g_assert_false (cw_match_start (match, 1, 5, &error));
  rt_assert_refused (error, "Set-up: the match has already started");
}

static void
test_turn_steps (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint toto;

  g_assert_cmpuint (cw_match_get_round (match), ==, 1);
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_DRAW);
  g_assert_cmpstr (cw_match_step_get_name (CW_TURN_STEP_DRAW), ==, "Draw a card");
  g_assert_false (cw_match_end_turn (match, &error));
  rt_assert_refused (error, "Steps of a turn: Ann draws a card and rolls for Story Points before the turn can end");
  g_assert_false (cw_match_roll (match, &error));
  rt_assert_refused (error, "Steps of a turn: rolling for Story Points belongs to step 2 (roll for Story Points); "
                            "Ann's turn is at step 1 (draw a card)");

  g_assert_true (cw_match_draw (match, &error));
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 6);
  g_assert_cmpint (cw_match_get_library_count (match, 0), ==, -1);
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_ROLL);
  g_assert_false (cw_match_story_draw (match, &error));
  rt_assert_refused (error, "Steps of a turn: drawing a card as a Story Action belongs to step 3 (Story Actions); "
                            "Ann's turn is at step 2 (roll for Story Points)");
  rt_roll (table, 7);
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_ACTIONS);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann enters a roll of 4 dice (0 gold): 7 SP");
  g_assert_true (cw_match_story_draw (match, &error));
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 6);
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 7);
  g_assert_true (cw_match_end_actions (match, &error));
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_BONUS_MOVE);
  g_assert_false (cw_match_story_draw (match, &error));
  rt_assert_refused (error, "Steps of a turn: drawing a card as a Story Action belongs to step 3 (Story Actions); "
                            "Ann's turn is at step 4 (bonus movement)");
  rt_end_turn (table);
  g_assert_cmpstr (g_ptr_array_index (cw_match_get_log (match), cw_match_get_log (match)->len - 2), ==,
                   "Ann ends the turn; 6 unspent SP are lost");
  g_assert_cmpstr (rt_last_log (table), ==, "Round 1: Bob's turn");
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 0);
  g_assert_cmpint (cw_match_get_current_author (match), ==, 1);
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_DRAW);

  rt_begin_turn (table, 5);
  toto = rt_play (table, rt_character (table, "Toto", "Little Black Dog", 1, 1, NULL));
  g_assert_cmpint (cw_match_piece_get_owner (match, toto), ==, 1);
  g_assert_cmpint (cw_match_piece_get_place (match, toto), ==, 1);
  g_assert_cmpint (cw_match_get_hand_count (match, 1), ==, 5);
  rt_end_turn (table);
  g_assert_cmpuint (cw_match_get_round (match), ==, 2);
  g_assert_cmpstr (rt_last_log (table), ==, "Round 2: Ann's turn");

  /* In Ann's turn, Bob's Characters stay where they are. */
  rt_begin_turn (table, 4);
  g_assert_false (cw_match_move (match, toto, rt_place (table, 1, 1), CW_MOVE_ACTION, &error));
  rt_assert_refused (error, "Movement: Toto is Bob's Character; in Ann's turn only Ann's Characters move");
}

static GArray *
last_faces (CwMatch *match)
{
  g_autoptr (CwDice) dice = cw_match_dup_last_roll (match);
  GArray *faces = g_array_new (FALSE, FALSE, sizeof (int));

  g_assert_nonnull (dice);
  for (guint i = 0; i < cw_dice_get_n_dice (dice); i++)
    {
      int face = cw_dice_get_face (dice, i);

      g_array_append_val (faces, face);
    }
  return faces;
}

static void
assert_same_faces (GArray *a,
                   GArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpint (g_array_index (a, int, i), ==, g_array_index (b, int, i));
}

static void
test_dice_seeded (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (RtTable) twin = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) faces = NULL;
  g_autoptr (GArray) twin_faces = NULL;
  g_autoptr (GArray) faces_again = NULL;
  g_autoptr (CwDice) dice = NULL;
  int total, symbols = 0;

  g_assert_null (cw_match_dup_last_roll (table->match));
  g_assert_true (cw_match_draw (table->match, &error));
  g_assert_true (cw_match_roll (table->match, &error));
  g_assert_no_error (error);
  g_assert_true (cw_match_draw (twin->match, &error));
  g_assert_true (cw_match_roll (twin->match, &error));

  /* The same seed rolls the same faces; the balance is the symbols shown. */
  faces = last_faces (table->match);
  twin_faces = last_faces (twin->match);
  g_assert_cmpuint (faces->len, ==, 4);
  assert_same_faces (faces, twin_faces);
  dice = cw_match_dup_last_roll (table->match);
  for (guint i = 0; i < 4; i++)
    symbols += cw_dice_get_symbols (dice, i);
  total = cw_match_get_balance (table->match, 0);
  g_assert_cmpint (total, ==, symbols);
  g_assert_cmpint (total, ==, cw_match_get_balance (twin->match, 0));
  g_assert_cmpint (total, >=, 4);
  g_assert_cmpint (total, <=, 18);
  g_assert_cmpint (cw_match_get_last_roll_author (table->match), ==, 0);

  /* Undo cannot be used to roll again: the replay draws the same numbers. */
  g_assert_true (cw_match_undo (table->match));
  g_assert_cmpint (cw_match_get_step (table->match), ==, CW_TURN_STEP_ROLL);
  g_assert_cmpint (cw_match_get_balance (table->match, 0), ==, 0);
  g_assert_true (cw_match_roll (table->match, &error));
  faces_again = last_faces (table->match);
  assert_same_faces (faces, faces_again);
  g_assert_cmpint (cw_match_get_balance (table->match, 0), ==, total);
}

static void
test_dice_pool (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (CwDice) pool = NULL;
  CwMatch *match = table->match;
  guint pieces[7];

  rt_lay_out_roads (table);

  g_assert_true (cw_match_draw (match, &error));
  g_assert_false (cw_match_enter_roll (match, (guint[]) { 0, 0, 0 }, 3, &error));
  rt_assert_refused (error, "Dice: the pool has 4 dice; 3 faces were entered");
  g_assert_false (cw_match_enter_roll (match, (guint[]) { 0, 0, 0, 3 }, 4, &error));
  rt_assert_refused (error, "Dice: Blue die, 3 faces has 3 faces; face 4 was entered");
  rt_roll (table, 18);

  /* Characters on the Title card add no gold die: "Title Cards are not part of the Storyline". */
  for (int i = 0; i < 7; i++)
    {
      g_autofree char *name = g_strdup_printf ("Munchkin %d", i + 1);

      pieces[i] = rt_play (table, rt_character (table, name, NULL, 1, 1, NULL));
    }
  g_assert_cmpuint (cw_match_get_gold_dice (match, 0), ==, 0);
  rt_walk (table, pieces[0], 1);
  g_assert_cmpuint (cw_match_get_gold_dice (match, 0), ==, 1);
  for (int i = 1; i < 7; i++)
    rt_walk (table, pieces[i], 1 + i % 6);
  g_assert_cmpuint (cw_match_get_gold_dice (match, 0), ==, 7);

  /* Cards archived from hand roll Gold Bonus dice, for any Author at any time. */
  {
    g_autoptr (CwMatchAction) bonus = cw_match_action_new_archive_for_dice (1, 2, (guint[]) { 2, 1 }, 2);

    g_assert_true (cw_match_perform (match, bonus, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (cw_match_action_get_label (bonus), ==, "Bob archives 2 cards from hand for Gold Bonus dice");
  }
  g_assert_cmpint (cw_match_get_balance (match, 1), ==, 5);
  g_assert_cmpint (cw_match_get_hand_count (match, 1), ==, 3);
  g_assert_cmpint (cw_match_get_archive_count (match, 1), ==, 2);
  g_assert_cmpstr (rt_last_log (table), ==, "Bob archives 2 cards from hand and enters 2 Gold Bonus dice: 5 SP");
  g_assert_false (cw_match_archive_for_dice (match, 1, 0, &error));
  rt_assert_refused (error, "Gold Bonus dice: archive at least one card from hand to roll a Gold Bonus die");

  rt_end_turn (table);
  rt_begin_turn (table, 4);
  rt_end_turn (table);
  /* Ann: 4 blue dice and 7 gold, at most 10 dice. */
  g_assert_cmpint (cw_match_get_current_author (match), ==, 0);
  pool = cw_match_dup_turn_pool (match);
  g_assert_cmpuint (cw_dice_get_n_dice (pool), ==, 10);
  g_assert_true (cw_match_draw (match, &error));
  rt_roll (table, 24);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann enters a roll of 10 dice (6 gold): 24 SP");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/rules/match/setup/line", test_setup_line);
  g_test_add_func ("/rules/match/setup/folio-order", test_setup_folio_order);
  g_test_add_func ("/rules/match/setup/wheel", test_setup_wheel);
  g_test_add_func ("/rules/match/setup/wheel-sizes", test_setup_wheel_sizes);
  g_test_add_func ("/rules/match/setup/errors", test_setup_errors);
  g_test_add_func ("/rules/match/turn/steps", test_turn_steps);
  g_test_add_func ("/rules/match/dice/seeded", test_dice_seeded);
  g_test_add_func ("/rules/match/dice/pool", test_dice_pool);
  return g_test_run ();
}
