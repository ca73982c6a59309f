/* test-engine-conformance.c: every registered engine, played by random legal moves, keeps the promises of the base. */
#include <string.h>

#include "cw-rules-test.h"
#include "cw-engine.h"
#include "cw-engine-registry.h"

/* A shipped game for each mode; a new engine adds its line here and to the registry. */
static const struct {
  const char *mode;
  const char *game;
  const char *name;     /* the test's name when a set-up option is set */
  const char *option;   /* "KEY=VALUE" set before the start, or NULL */
} shipped[] = {
  { "storyline", "oz-storyline", NULL, NULL },
  { "duel", "oz-good-evil", NULL, NULL },
  /* Every card drawn is named: the legal list is the deck's cards. */
  { "duel", "oz-good-evil", "duel-real-decks", "real-decks=yes" },
  { "draft", "oz-draft", NULL, NULL },
  { "od", "od", NULL, NULL },
};

#define N_GAMES  12
#define MAX_MOVES 400

static CwGame *
load_shipped_game (const char *id)
{
  g_autofree char *path = g_build_filename (cw_game_get_data_dir (), "games", id, "game.xml", NULL);
  g_autoptr (GError) error = NULL;
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  return game;
}

/* The fewest players the engine starts with (a solitaire one, a duel two…). */
static CwEngine *
new_started_engine (CwGame     *game,
                    const char *option,
                    guint32     seed)
{
  static const char * const names[] = { "Ann", "Bob", "Cleo", "Dan", "Eve", "Finn" };

  for (guint n = 1; n <= G_N_ELEMENTS (names); n++)
    {
      g_autoptr (CwEngine) engine = cw_engine_new_for_game (game, NULL, NULL);
      gboolean joined = TRUE;

      g_assert_nonnull (engine);
      if (option != NULL)
        {
          g_auto (GStrv) pair = g_strsplit (option, "=", 2);
          g_autoptr (GError) error = NULL;

          g_assert_true (cw_engine_set_option (engine, pair[0], pair[1], &error));
          g_assert_no_error (error);
        }
      for (guint i = 0; i < n && joined; i++)
        joined = cw_engine_add_player (engine, names[i], NULL, NULL);
      if (!joined)
        break;
      if (cw_engine_start (engine, seed, NULL))
        return g_steal_pointer (&engine);
    }
  g_assert_not_reached ();
  return NULL;
}

/* The notation line of every recorded action parses back to an action written the same. */
static void
assert_notation_round_trips (CwEngine *engine)
{
  for (guint i = 0; i < cw_engine_get_n_actions (engine); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *line = cw_engine_format_action (engine, cw_engine_get_action (engine, i));
      g_autofree char *again = NULL;
      CwEngineAction parsed;

      g_assert_nonnull (line);
      g_assert_null (strchr (line, '\n'));
      parsed = cw_engine_parse_action (engine, line, &error);
      g_assert_no_error (error);
      again = cw_engine_format_action (engine, parsed);
      g_assert_cmpstr (again, ==, line);
      cw_engine_action_unref (engine, parsed);
    }
}

static void
play_engine (gconstpointer data)
{
  guint index = GPOINTER_TO_UINT (data);
  g_autoptr (CwGame) game = load_shipped_game (shipped[index].game);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "conformance.cwmatch", NULL);
  guint over = 0;

  if (cw_engine_type_for_mode (shipped[index].mode) == G_TYPE_INVALID)
    {
      g_test_skip ("no engine for this mode in this build");
      return;
    }

  for (guint32 seed = 1; seed <= N_GAMES; seed++)
    {
      g_autoptr (CwEngine) engine = new_started_engine (game, shipped[index].option, seed);
      g_autoptr (GRand) chooser = g_rand_new_with_seed (seed * 7919u);
      g_autoptr (CwEngine) loaded = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *state = NULL;
      g_autofree char *loaded_state = NULL;
      g_autofree char *undone_state = NULL;
      guint moves = 0;

      for (; moves < MAX_MOVES; moves++)
        {
          g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);
          CwEngineAction action;

          if (legal->len == 0)
            break;
          /* Every action offered passes its own check, with its words ready. */
          for (guint i = 0; i < legal->len; i++)
            {
              g_assert_true (cw_engine_check (engine, g_ptr_array_index (legal, i), &error));
              g_assert_no_error (error);
              g_assert_nonnull (cw_engine_action_get_label (engine, g_ptr_array_index (legal, i)));
            }
          action = g_ptr_array_index (legal, g_rand_int_range (chooser, 0, (gint32) legal->len));
          g_assert_true (cw_engine_perform (engine, action, &error));
          g_assert_no_error (error);
        }
      over += cw_engine_is_over (engine);
      g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, moves);
      assert_notation_round_trips (engine);

      /* Saved and loaded, the match is the same. */
      state = cw_engine_dup_state_json (engine);
      g_assert_true (cw_engine_save_to_file (engine, path, &error));
      g_assert_no_error (error);
      loaded = cw_engine_new_from_file (game, NULL, path, &error);
      g_assert_no_error (error);
      loaded_state = cw_engine_dup_state_json (loaded);
      g_assert_cmpstr (loaded_state, ==, state);

      /* Undone halfway and redone, it is the same again: undo is a replay. */
      for (guint i = 0; i < moves / 2; i++)
        g_assert_true (cw_engine_undo (loaded));
      while (cw_engine_can_redo (loaded))
        g_assert_true (cw_engine_redo (loaded));
      undone_state = cw_engine_dup_state_json (loaded);
      g_assert_cmpstr (undone_state, ==, state);
    }
  g_test_message ("%s: %u of %u random games reached their end within %u moves",
                  shipped[index].mode, over, N_GAMES, MAX_MOVES);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *name = g_strdup_printf ("/rules/engine/conformance/%s",
                                               shipped[i].name ? shipped[i].name : shipped[i].mode);

      g_test_add_data_func (name, GUINT_TO_POINTER (i), play_engine);
    }
  return g_test_run ();
}
