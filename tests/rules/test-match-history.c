/* test-match-history.c: undo and redo, the legal actions, saving and resuming a match, a match of the shipped Oz game. */
#include "cw-rules-test.h"

#include <string.h>

#include <glib/gstdio.h>

static void
lay_out (RtTable *table)
{
  CwCard *row[6];

  row[0] = rt_location (table, "Munchkin Road", 0, 1, FALSE, FALSE);
  row[1] = rt_location (table, "Kalidah Gulf", 2, 0, FALSE, FALSE);
  row[2] = rt_location (table, "Lake Quadling", 1, 0, TRUE, FALSE);
  row[3] = rt_location (table, "Deep River", 0, 0, TRUE, TRUE);
  row[4] = rt_location (table, "Emerald Gate", 1, 0, FALSE, FALSE);
  row[5] = rt_location (table, "Throne Room", 0, 0, FALSE, FALSE);
  rt_lay_out (table, 0, row);
}

/* A few turns of everything: random rolls, plays, moves, a replacement, Vitality. */
typedef struct {
  guint dorothy;
  guint toto;
  guint lion;
} Script;

static void
play_script (RtTable   *table,
             Script    *script,
             GPtrArray *states)
{
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;

#define STEP(call) G_STMT_START { call; g_assert_no_error (error); \
    if (states) g_ptr_array_add (states, rt_state_text (match)); } G_STMT_END

  STEP (g_assert_true (cw_match_draw (match, &error)));
  STEP (g_assert_true (cw_match_enter_roll (match, (guint[]) { 5, 4, 3, 2 }, 4, &error)));
  STEP (script->dorothy = cw_match_play_card (match, rt_character (table, "Dorothy Gale", NULL, 3, 3, "prime"), CW_PLACE_NONE, 0, &error));
  STEP (script->toto = cw_match_play_card (match, rt_character (table, "Toto", NULL, 1, 1, "swimming"), CW_PLACE_NONE, 0, &error));
  STEP (g_assert_true (cw_match_move (match, script->dorothy, rt_place (table, 0, 1), CW_MOVE_ACTION, &error)));
  STEP (g_assert_true (cw_match_move (match, script->dorothy, rt_place (table, 0, 2), CW_MOVE_ACTION, &error)));
  STEP (g_assert_true (cw_match_play_card (match, rt_card (table, "object", "Silver Shoes", 2, NULL),
                                           CW_PLACE_NONE, script->dorothy, &error)));
  STEP (g_assert_true (cw_match_replace_location (match, rt_place (table, 0, 1),
                                                  rt_location (table, "Field of Poppies", 0, 2, FALSE, FALSE), &error)));
  STEP (g_assert_true (cw_match_end_actions (match, &error)));
  STEP (g_assert_true (cw_match_move (match, script->toto, rt_place (table, 0, 1), CW_MOVE_BONUS, &error)));
  STEP (g_assert_true (cw_match_end_turn (match, &error)));
  STEP (g_assert_true (cw_match_draw (match, &error)));
  STEP (g_assert_true (cw_match_roll (match, &error)));
  STEP (g_assert_true (cw_match_archive_for_dice (match, 1, 2, &error)));
  STEP (script->lion = cw_match_play_card (match, rt_character (table, "Cowardly Lion", NULL, 2, 4, NULL), CW_PLACE_NONE, 0, &error));
  STEP (g_assert_true (cw_match_change_vitality (match, script->toto, -1, &error)));
  STEP (g_assert_true (cw_match_adjust_score (match, 0, -1, "Toto lost", &error)));
  STEP (g_assert_true (cw_match_end_turn (match, &error)));

#undef STEP
}

static void
count_change (guint *changes)
{
  (*changes)++;
}

static void
test_undo_redo (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  Script script = { 0 };
  CwMatch *match = table->match;
  guint n;
  guint changes = 0;

  lay_out (table);
  g_ptr_array_add (states, rt_state_text (match));
  n = cw_match_get_n_actions (match);
  g_assert_cmpuint (n, ==, 6);   /* the six Locations named */
  play_script (table, &script, states);
  g_assert_false (cw_match_has_piece (match, script.toto));
  g_assert_cmpstr (cw_match_get_undo_label (match), ==, "End Bob's turn");
  g_assert_null (cw_match_get_redo_label (match));


  /* Undo every action of the script: each state comes back exactly, the roll too. */
  for (guint i = states->len - 1; i > 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (cw_match_undo (match));
      now = rt_state_text (match);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i - 1));
    }
  g_assert_cmpuint (cw_match_get_n_actions (match), ==, n);
  g_assert_cmpstr (cw_match_get_redo_label (match), ==, "Ann draws a card");

  for (guint i = 1; i < states->len; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (cw_match_redo (match));
      now = rt_state_text (match);
      g_assert_cmpstr (now, ==, g_ptr_array_index (states, i));
    }
  g_assert_false (cw_match_redo (match));

  /* A new action after an undo drops what could have been redone. */
  g_assert_true (cw_match_undo (match));
  g_assert_true (cw_match_undo (match));
  g_assert_true (cw_match_can_redo (match));
  g_assert_cmpstr (cw_match_get_redo_label (match), ==, "Ann's score -1 (Toto lost)");
  {
    gulong id = g_signal_connect_swapped (match, "changed", G_CALLBACK (count_change), &changes);

    g_assert_true (cw_match_story_draw (match, &error));
    g_signal_handler_disconnect (match, id);
  }
  g_assert_cmpuint (changes, ==, 1);
  g_assert_false (cw_match_can_redo (match));
}

static char *
scratch_path (const char *name)
{
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "rules-tests", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static void
test_save_load (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (CwMatch) resumed = NULL;
  g_autofree char *path = scratch_path ("match.xml");
  g_autofree char *again_path = scratch_path ("match-again.xml");
  g_autofree char *saved = NULL;
  g_autofree char *saved_again = NULL;
  g_autofree char *state = NULL;
  g_autofree char *resumed_state = NULL;
  static const char * const keywords[] = { "prime", NULL };
  Script script = { 0 };
  CwMatch *match = table->match;
  guint hook;

  lay_out (table);
  play_script (table, &script, NULL);
  /* Round 2: an unknown Character, a random roll; one action left to redo. */
  rt_begin_turn (table, 9);
  hook = rt_play (table, cw_match_new_custom_character (match, "Captain Hook", 4, 2, keywords));
  g_assert_true (cw_match_move (match, hook, rt_place (table, 0, 1), CW_MOVE_ACTION, &error));
  g_assert_no_error (error);
  g_assert_true (cw_match_undo (match));

  g_assert_true (cw_match_save_to_file (match, path, &error));
  g_assert_no_error (error);
  saved = rt_read_text (path);
  g_assert_true (g_str_has_prefix (saved, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<match version=\"1\" engine=\"storyline\" rules=\"2\" game=\"storyline-test\" seed=\"42\" first-author=\"0\""));
  g_assert_nonnull (strstr (saved, "<card id=\"custom-1\" type=\"character\" custom=\"true\">"));

  resumed = cw_match_new_from_file (table->game, NULL, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (resumed);
  state = rt_state_text (match);
  resumed_state = rt_state_text (resumed);
  g_assert_cmpstr (resumed_state, ==, state);
  g_assert_cmpuint (cw_match_get_n_actions (resumed), ==, cw_match_get_n_actions (match));
  g_assert_cmpstr (cw_match_get_undo_label (resumed), ==, cw_match_get_undo_label (match));
  g_assert_cmpstr (cw_match_get_redo_label (resumed), ==, "Move Captain Hook to Field of Poppies");
  g_assert_cmpstr (cw_match_get_author_colour (resumed, 1), ==, "#1c71d8");

  /* Saving what was loaded gives the same bytes. */
  g_assert_true (cw_match_save_to_file (resumed, again_path, &error));
  saved_again = rt_read_text (again_path);
  g_assert_cmpstr (saved_again, ==, saved);

  /* Both go on the same: the redo, and the dice, since the seed's draws were replayed. */
  g_assert_true (cw_match_redo (match));
  g_assert_true (cw_match_redo (resumed));
  g_assert_true (cw_match_end_turn (match, &error));
  g_assert_true (cw_match_end_turn (resumed, &error));
  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (cw_match_draw (resumed, &error));
  g_assert_true (cw_match_roll (match, &error));
  g_assert_true (cw_match_roll (resumed, &error));
  g_assert_no_error (error);
  g_clear_pointer (&state, g_free);
  g_clear_pointer (&resumed_state, g_free);
  state = rt_state_text (match);
  resumed_state = rt_state_text (resumed);
  g_assert_cmpstr (resumed_state, ==, state);
}

static int
line_of (const char *text,
         const char *needle)
{
  const char *at = strstr (text, needle);
  int line = 1;

  g_assert_nonnull (at);
  for (const char *c = text; c < at; c++)
    line += *c == '\n';
  return line;
}

static void
assert_load_error (CwGame     *game,
                   const char *path,
                   const char *contents,
                   int         code,
                   int         line,
                   const char *what)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CwMatch) match = NULL;
  g_autofree char *expected = line > 0 ? g_strdup_printf ("%s:%d: %s", path, line, what)
                                       : g_strdup_printf ("%s: %s", path, what);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  match = cw_match_new_from_file (game, NULL, path, &error);
  g_assert_null (match);
  g_assert_error (error, CW_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);
}

static char *
replace_once (const char *text,
              const char *old,
              const char *new)
{
  const char *at = strstr (text, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, new, at + strlen (old));
}

static void
test_file_errors (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = scratch_path ("good.xml");
  g_autofree char *bad = scratch_path ("bad.xml");
  g_autofree char *saved = NULL;
  Script script = { 0 };

  lay_out (table);
  play_script (table, &script, NULL);
  g_assert_true (cw_match_save_to_file (table->match, path, &error));
  saved = rt_read_text (path);

  assert_load_error (table->game, bad, "<?xml version=\"1.0\"?>\n<library version=\"1\"/>\n",
                     CW_ERROR_INVALID, 2, "expected a <match> file, found <library>");
  {
    g_autofree char *text = replace_once (saved, "game=\"storyline-test\"", "game=\"od\"");

    assert_load_error (table->game, bad, text, CW_ERROR_INVALID, 2,
                       "the match is for the game “od”, not “storyline-test”");
  }
  {
    g_autofree char *text = replace_once (saved, "<action kind=\"end-actions\"", "<action kind=\"jump\"");

    assert_load_error (table->game, bad, text, CW_ERROR_INVALID, line_of (text, "kind=\"jump\""),
                       "unknown action kind “jump”");
  }
  {
    g_autofree char *text = replace_once (saved, "<action kind=\"draw\"", "<action kind=\"play-card\" card=\"nope\"");

    assert_load_error (table->game, bad, text, CW_ERROR_UNKNOWN_CARD, line_of (text, "card=\"nope\""),
                       "unknown card id “nope” (every card must be listed in <cards>)");
  }
  {
    g_autofree char *text = replace_once (saved, "<action kind=\"draw\"", "<action kind=\"end-actions\"");

    assert_load_error (table->game, bad, text, CW_ERROR_INVALID, line_of (text, "kind=\"end-actions\""),
                       "this action cannot be replayed: Steps of a turn: ending the Story Actions belongs to "
                       "step 3 (Story Actions); Ann's turn is at step 1 (draw a card)");
  }
  {
    g_autofree char *text = replace_once (saved, "seed=\"42\"", "seed=\"many\"");

    assert_load_error (table->game, bad, text, CW_ERROR_INVALID, 2,
                       "“seed” is a number from 0 to 4294967295, not “many”");
  }
  {
    g_autofree char *text = replace_once (saved, "</match>", "");
    g_autoptr (CwMatch) match = NULL;

    g_assert_true (g_file_set_contents (bad, text, -1, NULL));
    match = cw_match_new_from_file (table->game, NULL, bad, &error);
    g_assert_null (match);
    g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
    g_clear_error (&error);
  }

  /* A match that has not started has nothing to save. */
  {
    g_autoptr (CwMatch) empty = cw_match_new (table->game, NULL);

    g_assert_false (cw_match_save_to_file (empty, bad, &error));
    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  }
}

static char *
kinds_text (GPtrArray *legal)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < legal->len; i++)
    {
      CwMatchAction *action = g_ptr_array_index (legal, i);

      g_string_append_printf (text, "%s%s (%d)", i ? "; " : "", cw_match_action_get_label (action),
                              cw_match_action_get_cost (action));
    }
  return g_string_free (text, FALSE);
}

static void
test_legal_actions (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  CwMatch *match = table->match;
  guint dorothy;

  lay_out (table);
  {
    g_autoptr (GPtrArray) legal = cw_match_list_legal_actions (match);
    g_autofree char *text = kinds_text (legal);

    g_assert_cmpstr (text, ==, "Ann draws a card (0)");
  }
  rt_begin_turn (table, 5);
  dorothy = rt_play (table, rt_character (table, "Dorothy Gale", NULL, 2, 3, "prime"));
  rt_move (table, dorothy, rt_place (table, 0, 1), CW_MOVE_ACTION);
  {
    g_autoptr (GPtrArray) legal = cw_match_list_legal_actions (match);
    g_autofree char *text = kinds_text (legal);

    /* 2 SP: drawing, moving on to a face-down Location (1 + 1 to leave); no replacement
     * without a known Folio; the move back onto the Title card is not listed. */
    g_assert_cmpstr (text, ==, "Ann draws a card for 1 SP (1); "
                               "Move Dorothy Gale to a face-down Location (2); "
                               "Go on to the bonus movement (0); "
                               "End Ann's turn (0)");
  }
  g_assert_true (cw_match_end_actions (match, &error));
  {
    g_autoptr (GPtrArray) legal = cw_match_list_legal_actions (match);
    g_autofree char *text = kinds_text (legal);

    g_assert_cmpstr (text, ==, "Move Dorothy Gale to a face-down Location (bonus move) (1); End Ann's turn (0)");
  }
}

/* The shipped Oz game and its two demo Libraries: what the app will do. */
static void
test_oz_storyline (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *game_path = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline", "game.xml", NULL);
  g_autofree char *fab_path = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline", "libraries", "the-fab-four.xml", NULL);
  g_autofree char *web_path = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline", "libraries", "the-witches-web.xml", NULL);
  g_autofree char *path = scratch_path ("oz.xml");
  g_autofree char *state = NULL;
  g_autofree char *resumed_state = NULL;
  g_autoptr (CwGame) game = NULL;
  g_autoptr (CwCatalog) catalog = NULL;
  g_autoptr (CwLibrary) fab = NULL;
  g_autoptr (CwLibrary) web = NULL;
  g_autoptr (CwMatch) match = NULL;
  g_autoptr (CwMatch) resumed = NULL;
  g_autoptr (CwDice) roll = NULL;
  guint folio_total;

  game = cw_game_new_from_file (game_path, &error);
  g_assert_no_error (error);
  /* The keywords and Location fields the engine reads are in the game's data. */
  g_assert_nonnull (cw_game_find_keyword (game, "prime"));
  g_assert_nonnull (cw_game_find_keyword (game, "flying"));
  g_assert_nonnull (cw_game_find_keyword (game, "steadfast"));
  g_assert_nonnull (cw_game_find_keyword (game, "immovable"));
  g_assert_nonnull (cw_game_find_keyword (game, "swimming"));
  g_assert_nonnull (cw_game_find_field (game, "enter_cost"));
  g_assert_nonnull (cw_game_find_field (game, "leave_cost"));
  g_assert_nonnull (cw_game_find_field (game, "water"));
  g_assert_nonnull (cw_game_find_field (game, "requires_swimming"));

  catalog = cw_catalog_new_for_game (game, &error);
  g_assert_no_error (error);
  fab = cw_library_new_from_file (fab_path, catalog, &error);
  g_assert_no_error (error);
  web = cw_library_new_from_file (web_path, catalog, &error);
  g_assert_no_error (error);

  match = cw_match_new (game, catalog);
  g_assert_cmpint (cw_match_add_author (match, "Ann", "#c01c28", NULL, fab, &error), ==, 0);
  g_assert_cmpint (cw_match_add_author (match, "Bob", "#1c71d8", NULL, web, &error), ==, 1);
  g_assert_true (cw_match_start (match, 2026, -1, &error));
  g_assert_no_error (error);

  folio_total = cw_library_get_total (fab, "folio") + cw_library_get_total (web, "folio");
  g_assert_cmpuint (cw_match_get_folio (match)->len, ==, folio_total - 6);
  for (int place = 2; place < 8; place++)
    {
      g_assert_nonnull (cw_match_get_location (match, place));
      g_assert_false (cw_match_location_is_face_up (match, place));
    }
  g_assert_nonnull (cw_match_get_author_title (match, 0));
  g_assert_cmpint (cw_match_get_library_count (match, 0), ==, (int) cw_library_get_total (fab, "library") - 5);

  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (cw_match_roll (match, &error));
  g_assert_no_error (error);
  roll = cw_match_dup_last_roll (match);
  g_assert_cmpuint (cw_dice_get_n_dice (roll), ==, 4);
  g_assert_cmpint (cw_match_get_balance (match, cw_match_get_current_author (match)), ==, cw_dice_get_total (roll));

  g_assert_true (cw_match_save_to_file (match, path, &error));
  g_assert_no_error (error);
  resumed = cw_match_new_from_file (game, catalog, path, &error);
  g_assert_no_error (error);
  state = rt_state_text (match);
  resumed_state = rt_state_text (resumed);
  g_assert_cmpstr (resumed_state, ==, state);
  g_assert_true (cw_match_get_location (resumed, 2) == cw_match_get_location (match, 2));
}

/* The example in docs/file-formats.md loads, replays and saves back to the same bytes. */
static void
test_doc_example (void)
{
  g_autofree char *doc_path = g_test_build_filename (G_TEST_DIST, "..", "docs", "file-formats.md", NULL);
  g_autofree char *doc = rt_read_text (doc_path);
  g_autofree char *game_path = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline", "game.xml", NULL);
  g_autofree char *path = scratch_path ("example.xml");
  g_autofree char *again_path = scratch_path ("example-again.xml");
  g_autofree char *example = NULL;
  g_autofree char *again = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (CwGame) game = NULL;
  g_autoptr (CwMatch) match = NULL;
  const char *section, *start, *end;
  guint dorothy;

  section = strstr (doc, "\n## Match");
  g_assert_nonnull (section);
  start = strstr (section, "```xml\n");
  g_assert_nonnull (start);
  start += strlen ("```xml\n");
  end = strstr (start, "\n```");
  g_assert_nonnull (end);
  example = g_strdup_printf ("%.*s\n", (int) (end - start), start);
  g_assert_true (g_file_set_contents (path, example, -1, &error));

  game = cw_game_new_from_file (game_path, &error);
  g_assert_no_error (error);
  match = cw_match_new_from_file (game, NULL, path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_current_author (match), ==, 1);
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_ACTIONS);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 0);
  g_assert_cmpint (cw_match_get_balance (match, 1), ==, 9);
  dorothy = cw_match_find_character (match, "Dorothy Gale");
  g_assert_cmpint (cw_match_piece_get_place (match, dorothy), ==, 6);
  g_assert_cmpstr (cw_card_get_name (cw_match_get_location (match, 6)), ==, "Emerald City");
  g_assert_cmpstr (cw_match_get_redo_label (match), ==, "Bob's score +1 (Kalidah Gulf bonus)");
  g_assert_cmpstr (g_ptr_array_index (cw_match_get_log (match), 10), ==, "Dorothy Gale moves to Emerald City (bonus move), 2 SP");

  g_assert_true (cw_match_save_to_file (match, again_path, &error));
  again = rt_read_text (again_path);
  g_assert_cmpstr (again, ==, example);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/rules/match/undo-redo", test_undo_redo);
  g_test_add_func ("/rules/match/save-load", test_save_load);
  g_test_add_func ("/rules/match/file-errors", test_file_errors);
  g_test_add_func ("/rules/match/legal-actions", test_legal_actions);
  g_test_add_func ("/rules/match/oz-storyline", test_oz_storyline);
  g_test_add_func ("/rules/match/doc-example", test_doc_example);
  return g_test_run ();
}
