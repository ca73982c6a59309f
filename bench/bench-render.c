/* bench-render.c: every card of the shipped games drawn by the card renderer into an image surface, at the
 * Collection grid's size and at print size: per-card time, and its ratio to drawing an empty card frame. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cairo.h>

#include "cw-card.h"
#include "cw-card-renderer.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-text.h"

#define ROUNDS 5                /* draws of each card with a warm renderer; the median counts */

typedef struct {
  const char *name;
  double      width, height;    /* pixels */
} Size;

/* The grid tile (src/app/cw-card-tile.c: 150 px wide, 63:88) and a poker card
 * (63.5 × 88.9 mm) at 300 dpi. */
static const Size SIZES[] = {
  { "grid 150 px", 150.0, 150.0 * 88.0 / 63.0 },
  { "print 300 dpi", 63.5 / 25.4 * 300, 88.9 / 25.4 * 300 },
};

static int
compare_doubles (const void *a,
                 const void *b)
{
  double da = *(const double *) a, db = *(const double *) b;
  return (da > db) - (da < db);
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* Processor time of this thread: a busy neighbour on the machine inflates it less than the clock. */
static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
clear (cairo_t *cr)
{
  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The yardstick: an empty card frame (filled outline, inner panel, its border) at the same size,
 * plain cairo, none of the renderer's code, so it stays the same whatever the renderer does. */
static void
draw_empty_frame (cairo_t    *cr,
                  const Size *size)
{
  double unit = size->width / 63.5;

  rounded_rect (cr, 0, 0, size->width, size->height, 3.2 * unit);
  cairo_set_source_rgb (cr, 0.43, 0.47, 0.52);
  cairo_fill (cr);
  rounded_rect (cr, 3 * unit, 3 * unit, size->width - 6 * unit, size->height - 6 * unit, 1.2 * unit);
  cairo_set_source_rgb (cr, 0.965, 0.937, 0.863);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 0.3 * unit);
  cairo_set_source_rgb (cr, 0.12, 0.10, 0.08);
  cairo_stroke (cr);
}

static double
frame_seconds (cairo_t    *cr,
               const Size *size)
{
  double times[51];

  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    {
      double start;

      clear (cr);
      start = now ();
      draw_empty_frame (cr, size);
      times[i] = now () - start;
    }
  return median (times, G_N_ELEMENTS (times));
}

typedef struct {
  CwCard *card;
  char   *folder;
} Entry;

static void
entry_clear (gpointer data)
{
  Entry *entry = data;
  g_clear_object (&entry->card);
  g_clear_pointer (&entry->folder, g_free);
}

/* With --dump FOLDER: each card's drawing at each size as a PNG, to compare two builds pixel by pixel. */
static const char *dump_folder;

static void
dump_cards (CwGame     *game,
            GArray     *entries,
            const Size *size,
            guint       size_index)
{
  int width = (int) (size->width + 0.999), height = (int) (size->height + 0.999);
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(GPtrArray) firsts = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  guint differ = 0;

  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      cairo_t *cr = cairo_create (surface);
      g_autofree char *name = g_strdup_printf ("%s-%u-%s.png", cw_game_get_id (game), size_index,
                                               cw_card_get_id (entry->card));
      g_autofree char *path = g_build_filename (dump_folder, name, NULL);

      cw_card_renderer_draw (renderer, cr, entry->card, entry->folder, size->width, size->height);
      cairo_destroy (cr);
      cairo_surface_write_to_png (surface, path);
      g_ptr_array_add (firsts, surface);
    }

  /* Drawn again by the same renderer, with whatever it keeps from the first time: the same pixels. */
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      cairo_surface_t *first = firsts->pdata[i];
      cairo_t *cr = cairo_create (surface);

      cw_card_renderer_draw (renderer, cr, entry->card, entry->folder, size->width, size->height);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      if (memcmp (cairo_image_surface_get_data (surface), cairo_image_surface_get_data (first),
                  (gsize) cairo_image_surface_get_stride (surface) * height) != 0)
        {
          printf ("  %s at %s: drawn again, not the same pixels\n", cw_card_get_id (entry->card), size->name);
          differ++;
        }
      cairo_surface_destroy (surface);
    }
  printf ("  %-15s %-14s %4u cards written; %u drawn differently the second time\n",
          cw_game_get_id (game), size->name, entries->len, differ);
}

static void
bench_game (CwGame     *game,
            GArray     *entries,
            const Size *size,
            double      frame)
{
  int width = (int) (size->width + 0.999), height = (int) (size->height + 0.999);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autofree double *per_card = g_new0 (double, entries->len);
  double first = 0, rounds[ROUNDS], unseen, again;

  /* First pass with a fresh renderer, as the grid's first frame draws: the chrome and shared
   * texts are recorded on the way. */
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);
      double start;

      clear (cr);
      start = now ();
      cw_card_renderer_draw (renderer, cr, entry->card, entry->folder, size->width, size->height);
      first += now () - start;
    }

  /* Cards not seen before, with the renderer's fonts and chrome already made: what each row
   * scrolled into view costs. Copies whose name and text differ a little, so nothing fitted
   * for the originals fits them. */
  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);
      g_autofree char *id = g_strdup_printf ("%s-unseen", cw_card_get_id (entry->card));
      g_autofree char *name = g_strdup_printf ("%s II", cw_card_get_name (entry->card));
      g_autofree char *text = g_strdup_printf ("%s ", cw_card_get_text (entry->card) ?: "");
      g_autoptr(CwCard) copy = cw_card_copy (entry->card, id);
      double start;

      cw_card_set_name (copy, name);
      cw_card_set_text (copy, text);
      clear (cr);
      start = now ();
      cw_card_renderer_draw (renderer, cr, copy, entry->folder, size->width, size->height);
      per_card[i] = now () - start;
    }
  unseen = median (per_card, entries->len);

  for (guint i = 0; i < entries->len; i++)
    {
      Entry *entry = &g_array_index (entries, Entry, i);

      for (guint r = 0; r < ROUNDS; r++)
        {
          double start;

          clear (cr);
          start = now ();
          cw_card_renderer_draw (renderer, cr, entry->card, entry->folder, size->width, size->height);
          rounds[r] = now () - start;
        }
      per_card[i] = median (rounds, ROUNDS);
    }
  again = median (per_card, entries->len);
  first /= entries->len;

  printf ("  %-16s %-13s %3u cards %7.3f ms %5.1f fr %7.3f ms %5.1f fr %7.3f ms %5.1f fr\n",
          cw_game_get_id (game), size->name, entries->len, first * 1e3, first / frame,
          unseen * 1e3, unseen / frame, again * 1e3, again / frame);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *games_dir = g_build_filename (cw_game_get_data_dir (), "games", NULL);
  g_autoptr(GDir) dir = g_dir_open (games_dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  double frames[G_N_ELEMENTS (SIZES)];
  const char *name;

  if (argc == 3 && g_str_equal (argv[1], "--dump"))
    {
      dump_folder = argv[2];
      g_mkdir_with_parents (dump_folder, 0755);
    }
  else if (argc != 1)
    {
      fprintf (stderr, "usage: bench-render [--dump FOLDER]\n");
      return 2;
    }
  if (dir == NULL)
    {
      fprintf (stderr, "bench-render: no games in %s (set CARDWRIGHT_DATA_DIR to the source tree's data)\n",
               games_dir);
      return 1;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, cw_compare_strings);

  printf ("bench-render: every card of %s, drawn into an image surface; per card: processor time,\n"
          "and in frames (the time to draw an empty card frame at the same size, with plain cairo)\n",
          games_dir);
  for (guint s = 0; s < G_N_ELEMENTS (SIZES); s++)
    {
      int width = (int) (SIZES[s].width + 0.999), height = (int) (SIZES[s].height + 0.999);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      cairo_t *cr = cairo_create (surface);

      frames[s] = frame_seconds (cr, &SIZES[s]);
      printf ("  empty frame, %-14s %.1f × %.1f px: %.3f ms\n", SIZES[s].name, SIZES[s].width, SIZES[s].height,
              frames[s] * 1e3);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  printf ("\nper card: first pass (a new renderer: fonts, chrome, shared texts made on the way; mean),\n"
          "unseen (cards new to a renderer that has drawn the game's other cards; median), again (a card\n"
          "drawn before; median of %d draws); ms and fr (frames, the empty frame's time at that size)\n\n"
          "  %-16s %-13s %9s %-16s %-16s %-16s\n", ROUNDS, "game", "size", "", " first pass", " unseen", " again");

  for (guint g = 0; g < names->len; g++)
    {
      g_autofree char *path = g_build_filename (games_dir, names->pdata[g], "game.xml", NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(CwGame) game = NULL;
      g_autoptr(CwCatalog) catalog = NULL;
      g_autoptr(GArray) entries = g_array_new (FALSE, TRUE, sizeof (Entry));
      guint n;

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      if (!(game = cw_game_new_from_file (path, &error)) || !(catalog = cw_catalog_new_for_game (game, &error)))
        {
          fprintf (stderr, "bench-render: %s\n", error->message);
          return 1;
        }
      g_array_set_clear_func (entries, entry_clear);
      n = cw_catalog_get_n_cards (catalog);
      for (guint i = 0; i < n; i++)
        {
          Entry entry;
          CwCardSet *set;

          entry.card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
          set = cw_catalog_get_set_of (catalog, entry.card);
          entry.folder = set != NULL ? cw_card_set_dup_folder (set) : NULL;
          g_array_append_val (entries, entry);
        }
      if (n == 0)
        {
          printf ("  %-15s no cards\n", cw_game_get_id (game));
          continue;
        }
      for (guint s = 0; s < G_N_ELEMENTS (SIZES); s++)
        if (dump_folder != NULL)
          dump_cards (game, entries, &SIZES[s], s);
        else
          bench_game (game, entries, &SIZES[s], frames[s]);
    }
  return 0;
}
