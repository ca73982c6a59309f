/* bench-hostile.c: times the inputs that were once quadratic (issue 17): a Library of many
 * entries and a search query of many words. Each size is timed, then twice and four times it:
 * a linear path takes about twice as long each time, a quadratic one four times. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <glib/gstdio.h>

#include "cw-catalog.h"
#include "cw-card-set.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-query.h"

/* Runs of each size, the best kept: argv[1], default 3 (1 is enough for a slow "before"). */
static guint n_runs = 3;

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

/* A Library of n entries with ids the catalog does not know (they are kept, not refused). */
static char *
write_library (guint n)
{
  g_autoptr(GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                         "<library version=\"1\" game=\"oz-storyline\">\n"
                                         "  <name>Hostile</name>\n  <section id=\"library\">\n");
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (g_get_tmp_dir (), "bench-hostile.cwlibrary", NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "    <card id=\"bench-%06u\" count=\"1\"/>\n", i);
  g_string_append (out, "  </section>\n</library>\n");
  if (!g_file_set_contents (path, out->str, (gssize) out->len, &error))
    g_error ("%s", error->message);
  return path;
}

static double
time_library (CwCatalog *catalog,
              guint      n)
{
  g_autofree char *path = write_library (n);
  double best = G_MAXDOUBLE;

  for (guint run = 0; run < n_runs; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CwLibrary) library = NULL;
      double start = now_ms ();

      library = cw_library_new_from_file (path, catalog, &error);
      if (library == NULL)
        g_error ("%s", error->message);
      best = MIN (best, now_ms () - start);
      g_assert_cmpuint (cw_library_get_total (library, NULL), ==, n);
    }
  g_unlink (path);
  return best;
}

/* n words; mixed: every other term a field test, so the AND's cheap-first ordering has work. */
static double
time_query (CwGame  *game,
            guint    n,
            gboolean mixed)
{
  g_autoptr(GString) text = g_string_new (NULL);
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < n; i++)
    {
      if (mixed && i % 2 == 1)
        g_string_append (text, "type:character ");
      else
        g_string_append_printf (text, "word%u ", i);
    }
  for (guint run = 0; run < n_runs; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CwQuery) query = NULL;
      double start = now_ms ();

      query = cw_query_new (game, text->str, &error);
      if (query == NULL)
        g_error ("%s", error->message);
      best = MIN (best, now_ms () - start);
    }
  return best;
}

int
main (int    argc,
      char **argv)
{
  static const guint library_sizes[] = { 10000, 20000, 40000 };
  static const guint query_sizes[] = { 15000, 30000, 60000 };
  g_autoptr(GError) error = NULL;
  g_autofree char *game_path = NULL;
  g_autoptr(CwGame) game = NULL;
  g_autoptr(CwCatalog) catalog = NULL;

  if (argc > 1)
    n_runs = (guint) CLAMP (atoi (argv[1]), 1, 100);
  if (g_getenv ("CARDWRIGHT_DATA_DIR") == NULL)
    g_setenv ("CARDWRIGHT_DATA_DIR", CW_SOURCE_DATA_DIR, TRUE);
  game_path = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline", "game.xml", NULL);
  game = cw_game_new_from_file (game_path, &error);
  if (game == NULL || !(catalog = cw_catalog_new_for_game (game, &error)))
    {
      fprintf (stderr, "bench-hostile: %s\n", error->message);
      return 2;
    }

  printf ("input (best of %u)%*s %10s\n", n_runs, 27, "", "ms");
  for (guint i = 0; i < G_N_ELEMENTS (library_sizes); i++)
    printf ("load a Library of %-6u entries             %10.1f\n", library_sizes[i],
            time_library (catalog, library_sizes[i]));
  for (guint i = 0; i < G_N_ELEMENTS (query_sizes); i++)
    printf ("parse a query of %-6u words                %10.1f\n", query_sizes[i],
            time_query (game, query_sizes[i], FALSE));
  for (guint i = 0; i < G_N_ELEMENTS (query_sizes); i++)
    printf ("parse a query of %-6u words and fields     %10.1f\n", query_sizes[i],
            time_query (game, query_sizes[i], TRUE));
  return 0;
}
