/* test-engine.c: the engine base every system shares, seen through the Storyline engine: registry, options, history, envelope. */
#include <string.h>

#include "cw-rules-test.h"
#include "cw-engine.h"
#include "cw-engine-registry.h"

static char *
scratch_path (const char *name)
{
  return g_build_filename (g_get_tmp_dir (), name, NULL);
}

static char *
replace_once (const char *text,
              const char *from,
              const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static void
count_change (guint *changes)
{
  (*changes)++;
}

static CwGame *
load_shipped_game (const char *id)
{
  g_autofree char *path = g_build_filename (cw_game_get_data_dir (), "games", id, "game.xml", NULL);
  g_autoptr (GError) error = NULL;
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  return game;
}

/* Each game's <table mode> picks its engine; a mode with none is refused by name. */
static void
test_registry (void)
{
  g_autoptr (CwGame) oz = load_shipped_game ("oz-storyline");
  g_autoptr (CwGame) disney = load_shipped_game ("disney-storyline");
  g_autoptr (CwEngine) engine = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (cw_engine_type_for_mode ("storyline") == CW_TYPE_MATCH);
  g_assert_true (cw_engine_type_for_mode ("chess") == G_TYPE_INVALID);
  g_assert_true (cw_engine_game_has_engine (oz));

  engine = cw_engine_new_for_game (disney, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (CW_IS_MATCH (engine));
  g_assert_cmpstr (cw_engine_get_engine_id (engine), ==, "storyline");
  g_assert_true (cw_engine_get_game (engine) == disney);
  g_assert_false (cw_engine_is_started (engine));
  g_assert_null (cw_engine_get_log (engine));
  {
    g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);

    g_assert_cmpuint (legal->len, ==, 0);
  }
}

/* Players join through the base; the start refuses a set-up the rules do not allow. */
static void
test_players_and_start (void)
{
  g_autoptr (CwGame) game = rt_load_game ();
  g_autoptr (CwEngine) engine = cw_engine_new_for_game (game, NULL, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) legal = NULL;

  g_assert_true (cw_engine_add_player (engine, "Ann", NULL, &error));
  g_assert_false (cw_engine_start (engine, 7, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Authors: a match needs 2 to 6 Authors; 1 joined");
  g_clear_error (&error);

  g_assert_true (cw_engine_add_player (engine, "Bob", NULL, &error));
  g_assert_cmpuint (cw_engine_get_n_players (engine), ==, 2);
  g_assert_cmpstr (cw_engine_get_player_name (engine, 1), ==, "Bob");
  g_assert_cmpstr (cw_match_get_author_colour (CW_MATCH (engine), 1), ==, "#1c71d8");
  g_assert_true (cw_engine_start (engine, 7, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cw_engine_get_seed (engine), ==, 7);

  g_assert_false (cw_engine_add_player (engine, "Cleo", NULL, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Set-up: nobody joins once the match has started");
  g_clear_error (&error);
  g_assert_false (cw_engine_start (engine, 7, &error));
  g_assert_cmpstr (error->message, ==, "Set-up: the match has already started");
  g_clear_error (&error);

  /* The first thing a turn offers is to draw, and nothing that step 1 does not allow. */
  legal = cw_engine_list_legal (engine);
  g_assert_cmpuint (legal->len, ==, 1);
  {
    g_autofree char *expected =
      g_strdup_printf ("%s draws a card",
                       cw_match_get_author_name (CW_MATCH (engine), cw_match_get_current_author (CW_MATCH (engine))));

    g_assert_cmpstr (cw_engine_action_get_label (engine, g_ptr_array_index (legal, 0)), ==, expected);
  }
  g_assert_true (cw_engine_check (engine, g_ptr_array_index (legal, 0), NULL));
}

/* An engine refuses a key it does not offer, naming it. */
static void
test_options (void)
{
  g_autoptr (CwGame) game = rt_load_game ();
  g_autoptr (CwEngine) engine = cw_engine_new_for_game (game, NULL, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_null (cw_engine_get_option (engine, "speed"));
  g_assert_false (cw_engine_get_option_bool (engine, "speed"));
  g_assert_false (cw_engine_set_option (engine, "speed", "fast", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“speed”"));
}

/* Undo rebuilds by replay; rewinding keeps the rest as redo, and the same dice come back. */
static void
test_history (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  CwEngine *engine = CW_ENGINE (table->match);
  g_autoptr (GError) error = NULL;
  g_autoptr (CwDice) first_roll = NULL;
  g_autoptr (CwDice) second_roll = NULL;
  guint changes = 0;
  guint log_after_draw;

  g_signal_connect_swapped (engine, "changed", G_CALLBACK (count_change), &changes);
  g_assert_true (cw_match_draw (table->match, &error));
  log_after_draw = cw_engine_get_log (engine)->len;
  g_assert_true (cw_match_roll (table->match, &error));
  g_assert_no_error (error);
  first_roll = cw_match_dup_last_roll (table->match);
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 2);
  g_assert_cmpuint (changes, ==, 2);

  g_assert_true (cw_engine_rewind_to (engine, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 1);
  g_assert_cmpuint (cw_engine_get_log (engine)->len, ==, log_after_draw);
  g_assert_true (cw_engine_can_redo (engine));
  g_assert_cmpstr (cw_engine_get_redo_label (engine), ==, "Ann rolls 4 dice for Story Points");
  g_assert_cmpuint (changes, ==, 3);

  g_assert_true (cw_engine_redo (engine));
  second_roll = cw_match_dup_last_roll (table->match);
  g_assert_cmpint (cw_dice_get_total (second_roll), ==, cw_dice_get_total (first_roll));
  g_assert_cmpstr (cw_engine_get_undo_label (engine), ==, "Ann rolls 4 dice for Story Points");

  /* A refused action changes nothing and is not recorded. */
  g_assert_false (cw_match_draw (table->match, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 2);
  g_assert_cmpuint (changes, ==, 4);
}

/* The envelope names its engine; a file for another engine, or one this build lacks, is refused by name. */
static void
test_envelope (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = scratch_path ("engine.cwmatch");
  g_autofree char *bad = scratch_path ("engine-bad.cwmatch");
  g_autofree char *saved = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *engine_id = NULL;

  g_assert_true (cw_match_draw (table->match, &error));
  g_assert_true (cw_engine_save_to_file (CW_ENGINE (table->match), path, &error));
  g_assert_no_error (error);
  saved = rt_read_text (path);
  g_assert_nonnull (strstr (saved, "<match version=\"1\" engine=\"storyline\" rules=\"2\" game=\"storyline-test\" seed=\"42\""));

  g_assert_true (cw_engine_peek_file (path, &game_id, &engine_id, &error));
  g_assert_cmpstr (game_id, ==, "storyline-test");
  g_assert_cmpstr (engine_id, ==, "storyline");

  {
    g_autofree char *text = replace_once (saved, "engine=\"storyline\"", "engine=\"chess\"");
    g_autoptr (CwEngine) engine = NULL;

    g_assert_true (g_file_set_contents (bad, text, -1, NULL));
    engine = cw_engine_new_from_file (table->game, NULL, bad, &error);
    g_assert_null (engine);
    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
    g_assert_nonnull (g_strrstr (error->message, ":2: the match is played by the “chess” rules, which this Cardwright does not have (it has: storyline"));
    g_clear_error (&error);
  }
  {
    g_autofree char *text = replace_once (saved, "engine=\"storyline\" rules=\"2\" ", "");
    g_autoptr (CwEngine) engine = NULL;

    /* Saved before there was more than one engine. */
    g_assert_true (g_file_set_contents (bad, text, -1, NULL));
    engine = cw_engine_new_from_file (table->game, NULL, bad, &error);
    g_assert_no_error (error);
    g_assert_true (CW_IS_MATCH (engine));
    g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 1);
  }
  {
    g_autofree char *text = replace_once (saved, "  <actions>\n", "  <option key=\"speed\" value=\"fast\"/>\n  <actions>\n");
    g_autoptr (CwEngine) engine = NULL;

    g_assert_true (g_file_set_contents (bad, text, -1, NULL));
    engine = cw_engine_new_from_file (table->game, NULL, bad, &error);
    g_assert_null (engine);
    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "Set-up: the storyline rules have no option “speed” (they have: title-in-storyline, sorcery)"));
    g_clear_error (&error);
  }
}

/* A history that stops replaying loads up to the last good action and says which line failed. */
static void
test_partial_load (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) replay_error = NULL;
  g_autoptr (CwEngine) engine = NULL;
  g_autofree char *path = scratch_path ("partial.cwmatch");
  g_autofree char *saved = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  guint line = 1;
  const char *at;

  rt_begin_turn (table, 5);
  g_assert_true (cw_match_end_actions (table->match, &error));
  g_assert_true (cw_match_end_turn (table->match, &error));
  g_assert_true (cw_match_draw (table->match, &error));
  g_assert_no_error (error);
  g_assert_true (cw_engine_save_to_file (CW_ENGINE (table->match), path, &error));
  saved = rt_read_text (path);

  /* The second draw becomes an end of Story Actions, which step 1 does not allow. */
  at = strstr (saved, "<action kind=\"draw\"");
  at = strstr (at + 1, "<action kind=\"draw\"");
  g_assert_nonnull (at);
  text = g_strdup_printf ("%.*s<action kind=\"end-actions\"%s", (int) (at - saved), saved,
                          at + strlen ("<action kind=\"draw\""));
  for (const char *p = text; p < text + (at - saved); p++)
    line += *p == '\n';
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  g_assert_null (cw_engine_new_from_file (table->game, NULL, path, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_clear_error (&error);

  engine = cw_engine_new_from_file_partial (table->game, NULL, path, &replay_error, &error);
  g_assert_no_error (error);
  g_assert_nonnull (engine);
  g_assert_error (replay_error, CW_ERROR, CW_ERROR_INVALID);
  expected = g_strdup_printf ("%s:%u: this action cannot be replayed: Steps of a turn: ending the Story "
                              "Actions belongs to step 3 (Story Actions); Bob's turn is at step 1 (draw a card)",
                              path, line);
  g_assert_cmpstr (replay_error->message, ==, expected);
  /* Saved under older rules, the message says so. */
  {
    g_autofree char *older = replace_once (text, "rules=\"2\"", "rules=\"1\"");
    g_autoptr (GError) old_error = NULL;

    g_assert_true (g_file_set_contents (path, older, -1, NULL));
    g_assert_null (cw_engine_new_from_file (table->game, NULL, path, &old_error));
    g_assert_nonnull (strstr (old_error->message, "this action cannot be replayed under these rules (the match was "
                                                  "saved under version 1 of them; these are version 2): Steps of a turn"));
  }
  /* draw, roll, end-actions, end-turn replayed; the bad one and what follows dropped. */
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 4);
  g_assert_cmpint (cw_match_get_current_author (CW_MATCH (engine)), ==, 1);
  g_assert_false (cw_engine_can_redo (engine));
}

/* The state as JSON carries the envelope and the score for every engine. */
static void
test_state_json (void)
{
  g_autoptr (RtTable) table = rt_table_new (2, 0);
  g_autofree char *json = NULL;

  json = cw_engine_dup_state_json (CW_ENGINE (table->match));
  g_assert_true (g_str_has_prefix (json, "{\"engine\": \"storyline\", \"game\": \"storyline-test\", \"seed\": 42, "
                                         "\"actions\": 0, \"over\": false, \"options\": {}, \"score\": "
                                         "[{\"player\": \"Ann\", \"total\": 0, \"winner\": false}, "
                                         "{\"player\": \"Bob\", \"total\": 0, \"winner\": false}], \"state\": "));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/rules/engine/registry", test_registry);
  g_test_add_func ("/rules/engine/players-and-start", test_players_and_start);
  g_test_add_func ("/rules/engine/options", test_options);
  g_test_add_func ("/rules/engine/history", test_history);
  g_test_add_func ("/rules/engine/envelope", test_envelope);
  g_test_add_func ("/rules/engine/partial-load", test_partial_load);
  g_test_add_func ("/rules/engine/state-json", test_state_json);
  return g_test_run ();
}
