/* bench-collection.c: the real Collection page with 100,000 cards: time per keystroke and resident memory.
 *
 * Budgets (bench/README.md): one search over 100,000 cards ≤ 5 ms median; memory for 100,000 cards
 * ≤ 150 MB resident. Run under a display, from the build directory's environment:
 *   xvfb-run -a -s "-screen 0 1400x900x24" build/bench/bench-collection [N_CARDS] [grid|table]
 * It writes a generated set into a temporary data folder, opens the window on it, types
 * "d", "do", … "dorothy", then "kw:prime vit>=3", then clears the search, several times over,
 * and prints per keystroke the median time to filter (the page's search, synchronous) and
 * from there to the next drawn frame. The machine may be loaded: compare the ratio of a
 * keystroke to the bare query over the same cards (cw_query_filter, timed in the same run). */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "cw-window.h"
#include "cw-collection-page.h"
#include "cw-session.h"
#include "cw-catalog.h"
#include "cw-query.h"

#define ROUNDS 7

static const char *first_names[] = {
  "Dorothy", "Toto", "Ozma", "Glinda", "Tip", "Jack", "Betsy", "Trot", "Button", "Polychrome",
  "Jinjur", "Mombi", "Ruggedo", "Kaliko", "Hank", "Billina", "Eureka", "Woot", "Ojo", "Scraps",
  "Zeb", "Jim", "Tik-Tok", "Nick", "Bungle", "Dorothea", "Ugu", "Langwidere", "Evring", "Kiki",
};
static const char *second_names[] = {
  "Gale", "the Great", "of Oz", "Pumpkinhead", "the Wanderer", "Chopper", "Bobbin", "the Patchwork",
  "of Ev", "the Gnome", "of the North", "of the South", "the Brave", "Aru", "the Shoemaker",
};
static const char *words[] = {
  "Location", "Character", "Story", "Points", "move", "draw", "card", "Vitality", "Archive", "Library",
  "Storyline", "face-down", "Emerald", "City", "yellow", "brick", "road", "the", "a", "her", "his", "at",
  "when", "each", "time", "you", "may", "pay", "gets", "opponent", "Title", "Prime", "flying", "monkeys",
  "poppies", "desert", "deadly", "shifting", "sands", "magic", "belt", "silver", "shoes", "Kansas",
};
static const char *realms[] = { "Munchkin Country", "Winkie Country", "Gillikin Country",
                                "Quadling Country", "Emerald City" };
static const char *types[] = { "character", "character", "object", "effect", "event", "location" };
static const char *keywords[] = { "prime", "flying", "steadfast", "animat", "swimming" };

static const char *keystrokes[] = {
  "d", "do", "dor", "doro", "dorot", "doroth", "dorothy", "kw:prime vit>=3", "",
};

static void
write_set (const char *path,
           guint       n_cards)
{
  g_autoptr(GString) out = g_string_sized_new ((gsize) n_cards * 480);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1900);

  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<cardset version=\"1\" game=\"oz-storyline\" id=\"bench\" name=\"Bench\">\n");
  for (guint i = 0; i < n_cards; i++)
    {
      const char *type = types[g_rand_int_range (rand, 0, G_N_ELEMENTS (types))];
      GString *kw = g_string_new (NULL);

      for (guint k = 0; k < G_N_ELEMENTS (keywords); k++)
        if (g_rand_int_range (rand, 0, 5) == 0)
          g_string_append_printf (kw, "%s%s", kw->len ? " " : "", keywords[k]);

      g_string_append_printf (out, "  <card id=\"b-%06u\" type=\"%s\" alignment=\"%s\">\n", i, type,
                              i % 3 == 0 ? "good" : i % 3 == 1 ? "neutral" : "evil");
      g_string_append_printf (out, "    <name>%s %s %u</name>\n    <version>Version %u</version>\n",
                              first_names[g_rand_int_range (rand, 0, G_N_ELEMENTS (first_names))],
                              second_names[g_rand_int_range (rand, 0, G_N_ELEMENTS (second_names))],
                              i, i % 7);
      if (strcmp (type, "location") == 0)
        g_string_append_printf (out, "    <field id=\"enter_cost\">%d</field>\n"
                                     "    <field id=\"water\">%s</field>\n",
                                g_rand_int_range (rand, 0, 3), i % 5 == 0 ? "true" : "false");
      else
        {
          if (kw->len > 0)
            g_string_append_printf (out, "    <keywords>%s</keywords>\n", kw->str);
          if (strcmp (type, "character") == 0)
            g_string_append_printf (out, "    <field id=\"vitality\">%d</field>\n", g_rand_int_range (rand, 1, 8));
          g_string_append_printf (out, "    <field id=\"cost\">%d</field>\n", g_rand_int_range (rand, 0, 7));
        }
      g_string_append_printf (out, "    <field id=\"realm\">%s</field>\n    <text>",
                              realms[g_rand_int_range (rand, 0, G_N_ELEMENTS (realms))]);
      for (guint w = 0, n = g_rand_int_range (rand, 12, 30); w < n; w++)
        g_string_append_printf (out, "%s%s", w ? " " : "", words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
      g_string_append (out, ".</text>\n  </card>\n");
      g_string_free (kw, TRUE);
    }
  g_string_append (out, "</cardset>\n");
  if (!g_file_set_contents (path, out->str, (gssize) out->len, NULL))
    g_error ("cannot write %s", path);
}

/* A data folder like the shipped one, with the generated set as the game's only set. */
static char *
make_data_dir (const char *source_data,
               guint       n_cards)
{
  char *root = g_dir_make_tmp ("cardwright-bench-XXXXXX", NULL);
  g_autofree char *game_dir = g_build_filename (root, "games", "oz-storyline", NULL);
  g_autofree char *sets = g_build_filename (game_dir, "sets", NULL);
  g_autofree char *set = g_build_filename (sets, "bench.xml", NULL);
  g_autoptr(GDir) dir = g_dir_open (source_data, 0, NULL);
  const char *name;

  g_mkdir_with_parents (sets, 0755);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (strcmp (name, "games") != 0)
      {
        g_autofree char *from = g_build_filename (source_data, name, NULL);
        g_autofree char *to = g_build_filename (root, name, NULL);
        symlink (from, to);
      }
  {
    g_autofree char *from = g_build_filename (source_data, "games", "oz-storyline", "game.xml", NULL);
    g_autofree char *to = g_build_filename (game_dir, "game.xml", NULL);
    g_autofree char *libs_from = g_build_filename (source_data, "games", "oz-storyline", "libraries", NULL);
    g_autofree char *libs_to = g_build_filename (game_dir, "libraries", NULL);
    symlink (from, to);
    symlink (libs_from, libs_to);
  }
  write_set (set, n_cards);
  return root;
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static double
rss_mb (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL) || !(line = strstr (status, "VmRSS:")))
    return -1;
  return strtol (line + 6, NULL, 10) / 1024.0;
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
  double sorted[64];

  memcpy (sorted, values, n * sizeof (double));
  qsort (sorted, n, sizeof (double), compare_doubles);
  return sorted[n / 2];
}

static void
settle (void)
{
  for (int i = 0; i < 200 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static guint painted;

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       user_data)
{
  painted++;
}

/* Runs the main loop until the window has drawn a frame (or a second went by). */
static void
wait_for_frame (void)
{
  guint before = painted;
  gint64 give_up = g_get_monotonic_time () + G_USEC_PER_SEC;

  while (painted == before && g_get_monotonic_time () < give_up)
    g_main_context_iteration (NULL, FALSE);
}

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

int
main (int    argc,
      char **argv)
{
  guint n_cards = argc > 1 ? (guint) atoi (argv[1]) : 100000;
  const char *mode = argc > 2 ? argv[2] : "grid";
  const char *source_data = g_getenv ("CARDWRIGHT_DATA_DIR");
  g_autofree char *data_dir = NULL;
  g_autofree char *home = g_dir_make_tmp ("cardwright-bench-home-XXXXXX", NULL);
  g_autofree char *xdg_data = g_build_filename (home, "data", NULL);
  g_autofree char *xdg_config = g_build_filename (home, "config", NULL);
  g_autofree char *xdg_cache = g_build_filename (home, "cache", NULL);
  enum { N_KEYS = G_N_ELEMENTS (keystrokes) };
  double filter_ms[N_KEYS][ROUNDS], frame_ms[N_KEYS][ROUNDS], query_ms[N_KEYS][ROUNDS];
  guint shown[N_KEYS];
  double rss_start, rss_shown, rss_window, rss_searched, rss_end, open_ms;
  double all_filter[N_KEYS], all_frame[N_KEYS], all_query[N_KEYS];
  CwWindow *window;
  CwCollectionPage *page;
  CwSession *session;
  gint64 start;

  if (source_data == NULL)
    source_data = CW_SOURCE_DATA_DIR;
  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL)
    g_setenv ("GSETTINGS_SCHEMA_DIR", CW_BUILD_DATA_DIR, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("XDG_DATA_HOME", xdg_data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", xdg_config, TRUE);
  g_setenv ("XDG_CACHE_HOME", xdg_cache, TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", FALSE);
  g_setenv ("GTK_A11Y", "none", FALSE);
  /* What the window tests use under Xvfb; GSK_RENDERER=ngl measures GL (software GL under Xvfb). */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  data_dir = make_data_dir (source_data, n_cards);
  g_setenv ("CARDWRIGHT_DATA_DIR", data_dir, TRUE);

  if (!gtk_init_check ())
    {
      fprintf (stderr, "bench-collection: no display; run it under xvfb-run -a\n");
      return 77;
    }
  adw_init ();
  {
    g_autoptr(GSettings) settings = g_settings_new ("io.github.cardwright.Cardwright");
    g_settings_set_string (settings, "last-game", "oz-storyline");
    g_settings_set_string (settings, "collection-view", mode);
  }
  settle ();
  rss_start = rss_mb ();

  start = g_get_monotonic_time ();
  window = cw_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1300, 850);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                    G_CALLBACK (on_after_paint), NULL);
  wait_for_frame ();
  open_ms = (g_get_monotonic_time () - start) / 1000.0;
  rss_shown = rss_mb ();

  page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));
  session = cw_window_get_session (window);
  cw_collection_page_set_view_mode (page, mode);
  if (cw_catalog_get_n_cards (cw_session_get_catalog (session)) != n_cards)
    g_error ("the window shows %u cards, not %u", cw_catalog_get_n_cards (cw_session_get_catalog (session)), n_cards);
  /* The search index is built at idle after the window shows. */
  cw_session_prepare_search (session);
  settle ();
  wait_for_frame ();
  rss_window = rss_mb ();

  for (guint round = 0; round <= ROUNDS; round++)
    for (guint k = 0; k < N_KEYS; k++)
      {
        double t0, t1, t2, q0, q1;

        t0 = now_ms ();
        cw_collection_page_set_search_text (page, keystrokes[k]);
        t1 = now_ms ();
        wait_for_frame ();
        t2 = now_ms ();
        settle ();

        /* The bare query on the same cards, as a yardstick for this machine's load right now. */
        q0 = now_ms ();
        if (*keystrokes[k] != '\0')
          {
            g_autoptr(CwQuery) query = cw_session_new_query (session, keystrokes[k], NULL);
            g_autoptr(GObject) card = g_list_model_get_item (G_LIST_MODEL (cw_session_get_catalog (session)), 0);

            /* An indexed query works out every card's answer at its first question. */
            cw_query_matches (query, (CwCard *) card, cw_session_get_collection (session));
          }
        q1 = now_ms ();

        if (round == 0)
          continue;   /* warms caches; not counted */
        filter_ms[k][round - 1] = t1 - t0;
        frame_ms[k][round - 1] = t2 - t1;
        query_ms[k][round - 1] = q1 - q0;
        shown[k] = g_list_model_get_n_items (cw_collection_page_get_results (page));
      }
  rss_searched = rss_mb ();

  printf ("bench-collection: %u cards, %s view, %d rounds (medians in ms)\n", n_cards, mode, ROUNDS);
  printf ("  window open to first frame: %.0f ms\n", open_ms);
  printf ("  %-18s %8s %10s %10s %10s %8s\n", "keystroke", "shown", "filter", "to frame", "total", "query");
  for (guint k = 0; k < N_KEYS; k++)
    {
      all_filter[k] = median (filter_ms[k], ROUNDS);
      all_frame[k] = median (frame_ms[k], ROUNDS);
      all_query[k] = median (query_ms[k], ROUNDS);
      printf ("  %-18s %8u %10.1f %10.1f %10.1f %8.1f\n",
              *keystrokes[k] ? keystrokes[k] : "(cleared)", shown[k], all_filter[k], all_frame[k],
              all_filter[k] + all_frame[k], all_query[k]);
    }
  {
    double f = median (all_filter, N_KEYS), d = median (all_frame, N_KEYS), q = median (all_query, N_KEYS);

    printf ("  median keystroke: filter %.1f ms + to frame %.1f ms = %.1f ms; bare query %.1f ms "
            "(keystroke = %.1f × the query)\n", f, d, f + d, q, q > 0 ? (f + d) / q : 0);
  }

  rss_end = rss_mb ();
  printf ("  resident: %.1f MB before the window (GTK), %.1f MB with the window shown (cards loaded), "
          "%.1f MB with the search index, %.1f MB after searching, %.1f MB at the end (budget ≤ 150 MB)\n",
          rss_start, rss_shown, rss_window, rss_searched, rss_end);

  /* How much of that is freed heap malloc still holds (building the index frees a lot). */
  malloc_trim (0);
  printf ("  resident after malloc_trim: %.1f MB (the rest is live: cards, search keys, index, GTK)\n", rss_mb ());

  if (g_getenv ("BENCH_COLLECTION_SMAPS") != NULL)
    {
      g_autofree char *rollup = NULL;
      if (g_file_get_contents ("/proc/self/smaps_rollup", &rollup, NULL, NULL))
        printf ("%s", rollup);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  remove_tree (data_dir);
  remove_tree (home);
  return 0;
}
