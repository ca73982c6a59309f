/* bench-od.c: a random legal-move player for the Ód engine: 10,000 seeded games, every card accounted for after every move, games per second. */
#include <stdio.h>
#include <stdlib.h>

#include "cw-engine.h"
#include "cw-engine-registry.h"
#include "cw-game.h"
#include "cw-od.h"

/* A game can circle for ever: with ore and fungus not playable from hand, a hand of them, a legion
 * holding every spade (no demon left to enter it) and no connected face-down card, nothing can
 * change. One that has not ended after this many moves is counted apart, not as a whole game. */
#define MAX_MOVES 2000

typedef struct {
  guint    games;
  guint    lost;
  guint    cut;             /* stopped at MAX_MOVES */
  guint64  moves;
  guint64  legal_listed;
  guint    mines_completed;
  guint    max_moves;
  double   play_seconds;    /* the engine: listing, choosing, performing */
  double   check_seconds;   /* the consistency checks */
  gboolean show;            /* print each move and what it did (--show SEED) */
} Totals;

/* Every reading the engine offers gets played: the seed's low bits pick the options, so
 * 10,000 games play each of the 64 combinations about 156 times. */
static const struct {
  const char *key;
  const char *value;
} seeded_options[] = {
  { "compare", "rank" },
  { "discovered-dwarf", "discard" },
  { "leftover", "discard" },
  { "dwarf-without-dig", "yes" },
  { "ore-fungus-from-hand", "no" },
  { "royal-straight", "yes" },
};

static double
now_seconds (void)
{
  return g_get_monotonic_time () / 1e6;
}

static void
fail (guint32     seed,
      guint       move,
      const char *what,
      const char *detail)
{
  fprintf (stderr, "bench-od: game %u, move %u: %s: %s\n", seed, move, what, detail);
  exit (1);
}

/* After each move: 52 cards, each once and each where its suit may lie; the legal list empty exactly
 * when the game is over; every listed move accepted by the engine's check. */
static void
check (CwEngine  *engine,
       GPtrArray *legal,
       guint32    seed,
       guint      move)
{
  g_autoptr (GError) error = NULL;

  if (!cw_od_state_check_cards (cw_od_engine_get_state (CW_OD_ENGINE (engine)), &error))
    fail (seed, move, "cards", error->message);
  if ((legal->len == 0) != cw_engine_is_over (engine))
    fail (seed, move, "legal moves", legal->len == 0 ? "none, but the game is not over" : "some, but the game is over");
  for (guint i = 0; i < legal->len; i++)
    if (!cw_engine_check (engine, g_ptr_array_index (legal, i), &error))
      {
        g_autofree char *line = cw_engine_format_action (engine, g_ptr_array_index (legal, i));
        g_autofree char *detail = g_strdup_printf ("“%s” listed but refused: %s", line, error->message);

        fail (seed, move, "legal moves", detail);
      }
}

static void
play_game (CwGame   *game,
           guint32   seed,
           gboolean  with_options,
           Totals   *totals)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = NULL;
  g_autoptr (GRand) chooser = g_rand_new_with_seed (seed ^ 0x9e3779b9u);
  double start = now_seconds (), check_time = 0;
  guint move = 0;

  engine = cw_engine_new_for_game (game, NULL, &error);
  if (engine == NULL || !cw_engine_add_player (engine, "Bench", NULL, &error))
    fail (seed, 0, "set-up", error->message);
  for (guint i = 0; i < G_N_ELEMENTS (seeded_options); i++)
    if (with_options && (seed & (1u << i)) && !cw_engine_set_option (engine, seeded_options[i].key, seeded_options[i].value, &error))
      fail (seed, 0, "set-up", error->message);
  if (!cw_engine_start (engine, seed, &error))
    fail (seed, 0, "set-up", error->message);

  for (;;)
    {
      g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);
      double check_start = now_seconds ();

      check (engine, legal, seed, move);
      check_time += now_seconds () - check_start;
      totals->legal_listed += legal->len;
      if (legal->len == 0)
        {
          totals->lost++;
          break;
        }
      if (move == MAX_MOVES)
        {
          if (g_getenv ("BENCH_OD_SHOW_CUT") != NULL)
            fprintf (stderr, "cut: seed %u (options bits %u)\n", seed, seed & 63);
          totals->cut++;
          break;
        }
      {
        CwEngineAction chosen = g_ptr_array_index (legal, g_rand_int_range (chooser, 0, legal->len));
        guint log_before = cw_engine_get_log (engine)->len;

        if (!cw_engine_perform (engine, chosen, &error))
          fail (seed, move, "perform", error->message);
        if (totals->show)
          {
            g_autofree char *line = cw_engine_format_action (engine, chosen);
            GPtrArray *log = cw_engine_get_log (engine);

            printf ("> %s\n", line);
            for (guint i = log_before; i < log->len; i++)
              printf ("    %s\n", (const char *) g_ptr_array_index (log, i));
          }
      }
      move++;
    }

  totals->games++;
  totals->moves += move;
  totals->max_moves = MAX (totals->max_moves, move);
  totals->mines_completed += cw_od_engine_get_state (CW_OD_ENGINE (engine))->mines_completed;
  totals->check_seconds += check_time;
  totals->play_seconds += now_seconds () - start - check_time;
}

static void
report (const char *title,
        guint       n_games,
        Totals     *totals,
        double      seconds)
{
  printf ("%s\n", title);
  printf ("  %u games (seeds 1…%u), %u lost, %u stopped at %u moves; every move checked\n",
          totals->games, n_games, totals->lost, totals->cut, MAX_MOVES);
  printf ("  moves: %" G_GUINT64_FORMAT " (%.1f a game, longest %u), %.1f legal moves listed a move on average\n",
          totals->moves, (double) totals->moves / totals->games, totals->max_moves,
          (double) totals->legal_listed / (totals->moves + totals->games));
  printf ("  mines completed: %u in all\n", totals->mines_completed);
  printf ("  engine (list, choose, perform): %.2f s, %.0f games a second\n",
          totals->play_seconds, totals->games / totals->play_seconds);
  printf ("  with the checks after every move: %.2f s, %.0f games a second\n\n", seconds, totals->games / seconds);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CwGame) game = NULL;
  g_autofree char *path = NULL;
  guint n_games = argc == 2 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 10000;
  Totals plain = { 0, }, optioned = { 0, };
  double start, plain_seconds, optioned_seconds;

  if (g_getenv ("CARDWRIGHT_DATA_DIR") == NULL)
    g_setenv ("CARDWRIGHT_DATA_DIR", CW_SOURCE_DATA_DIR, TRUE);
  path = g_build_filename (cw_game_get_data_dir (), "games", "od", "game.xml", NULL);
  game = cw_game_new_from_file (path, &error);
  if (game == NULL || n_games == 0)
    {
      fprintf (stderr, "bench-od: %s\n",
               game == NULL ? error->message : "usage: bench-od [NUMBER-OF-GAMES] | bench-od --show SEED");
      return 1;
    }
  /* One game move by move with its log, to see what the random player did. */
  if (argc > 2 && g_str_equal (argv[1], "--show"))
    {
      Totals shown = { .show = TRUE };

      play_game (game, (guint32) g_ascii_strtoull (argv[2], NULL, 10), FALSE, &shown);
      return 0;
    }

  start = now_seconds ();
  for (guint32 seed = 1; seed <= n_games; seed++)
    play_game (game, seed, FALSE, &plain);
  plain_seconds = now_seconds () - start;

  start = now_seconds ();
  for (guint32 seed = 1; seed <= n_games; seed++)
    play_game (game, seed, TRUE, &optioned);
  optioned_seconds = now_seconds () - start;

  report ("The book's default readings:", n_games, &plain, plain_seconds);
  report ("Every option, by the seed's low bits (64 combinations):", n_games, &optioned, optioned_seconds);
  printf ("budget (bench/README.md): a rules engine plays ≥ 1,000 whole games a second: %.0f with the default readings, %s\n",
          plain.games / plain.play_seconds,
          plain.cut == 0 && plain.games / plain.play_seconds >= 1000 ? "met" : "NOT met");
  return 0;
}
