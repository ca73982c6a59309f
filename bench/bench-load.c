/* bench-load.c: load a generated 100,000-card set; compare with xmllint --stream; report memory.
 *
 * Budgets (bench/README.md): load ≤ 1.5 × the time `xmllint --stream --noout` takes on
 * the same file; memory for 100,000 cards ≤ 150 MB resident. The memory counted is the whole model a
 * search needs: the cards and their search index (at its peak while it is built and after), and,
 * for comparison with earlier figures, the search keys every card keeps once asked for one.
 * Run by hand: build/bench/bench-load [N_CARDS]. Ratios within one run are what count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <malloc.h>
#include <glib/gstdio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-game.h"
#include "cw-query.h"

static const char *names[] = { "Dorothy Gale", "Scarecrow", "Tin Woodman", "Cowardly Lion", "Glinda",
                               "Ozma", "Tik-Tok", "Épouvantail", "Jack Pumpkinhead", "Nome King" };
static const char *realms[] = { "Munchkin Country", "Winkie Country", "Gillikin Country",
                                "Quadling Country", "Emerald City" };
static const char *types[] = { "character", "object", "effect", "event", "location" };

static char *
write_set (const char *folder,
           guint       n_cards)
{
  char *path = g_build_filename (folder, "bench.xml", NULL);
  GString *out = g_string_sized_new ((gsize) n_cards * 420);
  GRand *rand = g_rand_new_with_seed (1900);

  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<cardset version=\"1\" game=\"oz-storyline\" id=\"bench\" name=\"Bench\">\n");
  for (guint i = 0; i < n_cards; i++)
    {
      const char *type = types[g_rand_int_range (rand, 0, G_N_ELEMENTS (types))];

      g_string_append_printf (out, "  <card id=\"b-%06u\" type=\"%s\" alignment=\"%s\">\n", i, type,
                              i % 3 == 0 ? "good" : i % 3 == 1 ? "neutral" : "evil");
      g_string_append_printf (out, "    <name>%s %u</name>\n    <version>Version %u</version>\n",
                              names[i % G_N_ELEMENTS (names)], i, i % 7);
      if (strcmp (type, "location") == 0)
        g_string_append_printf (out, "    <field id=\"enter_cost\">%d</field>\n"
                                     "    <field id=\"water\">%s</field>\n",
                                g_rand_int_range (rand, 0, 3), i % 5 == 0 ? "true" : "false");
      else
        {
          if (strcmp (type, "character") == 0)
            g_string_append_printf (out, "    <keywords>%s</keywords>\n"
                                         "    <field id=\"vitality\">%d</field>\n",
                                    i % 4 == 0 ? "prime flying" : "animat",
                                    g_rand_int_range (rand, 1, 8));
          g_string_append_printf (out, "    <field id=\"cost\">%d</field>\n",
                                  g_rand_int_range (rand, 0, 7));
        }
      g_string_append_printf (out, "    <field id=\"realm\">%s</field>\n"
                                   "    <text>When <b>%s</b> enters a Location with an opposing "
                                   "Character, draw a card; the Author to your right archives one.</text>\n"
                                   "  </card>\n",
                              realms[i % G_N_ELEMENTS (realms)], names[(i + 3) % G_N_ELEMENTS (names)]);
    }
  g_string_append (out, "</cardset>\n");
  if (!g_file_set_contents (path, out->str, (gssize) out->len, NULL))
    g_error ("cannot write %s", path);
  g_string_free (out, TRUE);
  g_rand_free (rand);
  return path;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return values[n / 2];
}

static long
rss_kb (const char *key)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) || !(line = strstr (status, key)))
    return -1;
  return strtol (line + strlen (key), NULL, 10);
}

int
main (int    argc,
      char **argv)
{
  guint n_cards = argc > 1 ? (guint) atoi (argv[1]) : 100000;
  enum { RUNS = 5 };
  double xmllint[RUNS], load[RUNS];
  g_autofree char *folder = g_dir_make_tmp ("cardwright-bench-XXXXXX", NULL);
  g_autofree char *path = NULL;
  g_autofree char *game_path = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline", "game.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (game_path, &error);
  g_autoptr(CwCardSet) kept = NULL;
  char *xmllint_argv[] = { "xmllint", "--stream", "--noout", NULL, NULL };
  g_autoptr(CwSearchIndex) index = NULL;
  long rss_before, rss_cards, rss_index, rss_keys, peak_load, peak_index;
  size_t heap_before, heap_cards, heap_index, heap_keys;
  double index_seconds;
  GStatBuf st;

  if (game == NULL)
    g_error ("%s (set CARDWRIGHT_DATA_DIR to the source data/ folder)", error->message);
  path = write_set (folder, n_cards);
  g_stat (path, &st);
  xmllint_argv[3] = path;
  printf ("bench-load: %u cards, %.1f MB file\n", n_cards, st.st_size / 1e6);

  for (guint run = 0; run < RUNS; run++)
    {
      gint64 start = g_get_monotonic_time ();
      int status;

      if (!g_spawn_sync (NULL, xmllint_argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error))
        g_error ("xmllint: %s (install libxml2-utils)", error->message);
      xmllint[run] = (g_get_monotonic_time () - start) / 1e6;
    }

  rss_before = rss_kb ("VmRSS:");
  heap_before = mallinfo2 ().uordblks;
  for (guint run = 0; run < RUNS; run++)
    {
      gint64 start = g_get_monotonic_time ();
      CwCardSet *set = cw_card_set_new_from_file (game, path, &error);

      if (set == NULL)
        g_error ("%s", error->message);
      load[run] = (g_get_monotonic_time () - start) / 1e6;
      if (run == RUNS - 1)
        kept = set;
      else
        g_object_unref (set);
    }
  rss_cards = rss_kb ("VmRSS:");
  peak_load = rss_kb ("VmHWM:");
  heap_cards = mallinfo2 ().uordblks;

  /* The index a search reads (what the Collection builds on its first search). The peak is reset
   * first (clear_refs 5) so that it shows what building the index takes on top of the cards. */
  g_file_set_contents ("/proc/self/clear_refs", "5", 1, NULL);
  index = cw_search_index_new (game, G_LIST_MODEL (kept));
  {
    gint64 start = g_get_monotonic_time ();

    cw_search_index_update (index);
    index_seconds = (g_get_monotonic_time () - start) / 1e6;
  }
  rss_index = rss_kb ("VmRSS:");
  peak_index = rss_kb ("VmHWM:");
  heap_index = mallinfo2 ().uordblks;

  /* The earlier figure: every card's search key, kept on the card once asked for (a search
   * without an index, or the command line, asks for it). */
  for (guint i = 0; i < cw_card_set_get_n_cards (kept); i++)
    cw_card_get_search_key (cw_card_set_get_card (kept, i));
  rss_keys = rss_kb ("VmRSS:");
  heap_keys = mallinfo2 ().uordblks;

  {
    double x = median (xmllint, RUNS), l = median (load, RUNS);

    printf ("xmllint --stream --noout: %.3f s (median of %d)\n", x, RUNS);
    printf ("cw_card_set_new_from_file: %.3f s (median of %d)\n", l, RUNS);
    printf ("ratio: %.2f × xmllint (budget ≤ 1.50)\n", l / x);
    printf ("cw_search_index_update: %.3f s\n", index_seconds);
    printf ("resident memory, the process at start: %.1f MB\n", rss_before / 1024.0);
    printf ("  cards: %.1f MB (peak while loading %.1f MB for the process)\n",
            (rss_cards - rss_before) / 1024.0, peak_load / 1024.0);
    printf ("  search index: %.1f MB after it is built, %.1f MB at its peak while building\n",
            (rss_index - rss_cards) / 1024.0, (peak_index - rss_cards) / 1024.0);
    printf ("  model a search needs (cards + index): %.1f MB, peak %.1f MB (budget ≤ 150 MB)\n",
            (rss_index - rss_before) / 1024.0, (MAX (peak_index, rss_index) - rss_before) / 1024.0);
    printf ("  search keys kept on every card once asked for: %.1f MB more\n", (rss_keys - rss_index) / 1024.0);
    printf ("  earlier figure, cards + search keys (no index): %.1f MB\n",
            (rss_cards - rss_before + rss_keys - rss_index) / 1024.0);
    /* Resident memory keeps what malloc freed and did not give back (the four other loads); the
     * heap in use is what the cards, index and keys hold (mmapped blocks, as the index's larger
     * arrays, are not in it). */
    printf ("malloc's heap in use: cards %.1f MB, index %.1f MB, search keys %.1f MB\n",
            (double) (heap_cards - heap_before) / (1024 * 1024), (double) (heap_index - heap_cards) / (1024 * 1024),
            (double) (heap_keys - heap_index) / (1024 * 1024));
    printf ("process: %.1f MB resident, peak %.1f MB\n", rss_keys / 1024.0, rss_kb ("VmHWM:") / 1024.0);
  }
  g_unlink (path);
  g_rmdir (folder);
  return 0;
}
