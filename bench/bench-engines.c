/* bench-engines.c: every registered rules engine played by random legal moves, in whole games a second.
 * Usage: bench-engines [GAMES [MODE]]; MODE ("duel"…) measures that engine alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cw-catalog.h"
#include "cw-engine.h"
#include "cw-engine-registry.h"
#include "cw-game.h"

/* The shipped game each engine is measured on, and how many players it seats. */
static const struct {
  const char *mode;
  const char *game;
  guint       players;
} engines[] = {
  { "storyline", "oz-storyline", 2 },
  { "duel", "oz-good-evil", 2 },
  { "draft", "oz-draft", 3 },
  { "od", "od", 1 },
};

/* A game that has not ended after this many actions is counted as cut short. The Storyline
 * engine lists no card to play (the hand is on the table, not in the app), so without a
 * Prime on the Storyline its random games never reach The End: it is timed in actions. */
#define MAX_ACTIONS 2000

static double
now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main (int    argc,
      char **argv)
{
  static const char * const names[] = { "Ann", "Bob", "Cleo", "Dan" };
  guint n_games = argc > 1 ? (guint) atoi (argv[1]) : 1000;
  /* One engine alone (its mode), so that callgrind counts only its instructions. */
  const char *only = argc > 2 ? argv[2] : NULL;

  if (g_getenv ("CARDWRIGHT_DATA_DIR") == NULL)
    g_setenv ("CARDWRIGHT_DATA_DIR", CW_SOURCE_DATA_DIR, TRUE);

  printf ("%-10s %8s %8s %12s %12s %14s\n", "engine", "games", "ended", "actions", "games/s", "actions/s");
  for (guint e = 0; e < G_N_ELEMENTS (engines); e++)
    {
      g_autofree char *path = g_build_filename (cw_game_get_data_dir (), "games", engines[e].game, "game.xml", NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (CwGame) game = NULL;
      g_autoptr (CwCatalog) catalog = NULL;
      guint ended = 0;
      guint64 actions = 0;
      double start, seconds;

      if (only != NULL && strcmp (only, engines[e].mode) != 0)
        continue;
      if (cw_engine_type_for_mode (engines[e].mode) == G_TYPE_INVALID)
        {
          printf ("%-10s (not in this build)\n", engines[e].mode);
          continue;
        }
      game = cw_game_new_from_file (path, &error);
      if (game == NULL)
        {
          fprintf (stderr, "bench-engines: %s\n", error->message);
          return 1;
        }
      /* The game's cards are read once, as the app and the command line give their catalog to
       * every engine they make: an engine given none reads the card files itself, which is
       * not rules work (about 2.7 M instructions a game for the Oz games). */
      catalog = cw_catalog_new_for_game (game, &error);
      if (catalog == NULL)
        {
          fprintf (stderr, "bench-engines: %s\n", error->message);
          return 1;
        }

      start = now ();
      for (guint32 seed = 1; seed <= n_games; seed++)
        {
          g_autoptr (CwEngine) engine = cw_engine_new_for_game (game, catalog, &error);
          g_autoptr (GRand) chooser = g_rand_new_with_seed (seed);

          for (guint p = 0; p < engines[e].players; p++)
            if (!cw_engine_add_player (engine, names[p], NULL, &error))
              g_error ("%s: %s", engines[e].mode, error->message);
          if (!cw_engine_start (engine, seed, &error))
            g_error ("%s: %s", engines[e].mode, error->message);
          for (guint i = 0; i < MAX_ACTIONS && !cw_engine_is_over (engine); i++)
            {
              g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);

              if (legal->len == 0)
                break;
              if (!cw_engine_perform (engine, g_ptr_array_index (legal, g_rand_int_range (chooser, 0, (gint32) legal->len)),
                                      &error))
                g_error ("%s, seed %u: a legal action was refused: %s", engines[e].mode, seed, error->message);
              actions++;
            }
          ended += cw_engine_is_over (engine);
        }
      seconds = now () - start;
      printf ("%-10s %8u %8u %12" G_GUINT64_FORMAT " %12.0f %14.0f\n", engines[e].mode, n_games, ended, actions,
              ended / seconds, actions / seconds);
    }
  return 0;
}
