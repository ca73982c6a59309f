/* bench-print.c: 1,000 cards to a PDF (A4, poker, backs on): time, pages per second, bytes per card, back image stored once. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <glib/gstdio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-pdf-export.h"

#define N_CARDS 1000
#define RUNS 3

typedef struct {
  double seconds;               /* median of the runs */
  double best;
  double cpu;                   /* median processor time: what a busy machine does not inflate */
  guint  pages;
  gint64 bytes;
} Result;

static int
compare_doubles (const void *a,
                 const void *b)
{
  double da = *(const double *) a, db = *(const double *) b;
  return (da > db) - (da < db);
}

static double
cpu_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static gint64
file_size (const char *path)
{
  GStatBuf st;
  return g_stat (path, &st) == 0 ? st.st_size : -1;
}

/* The export as the window and the CLI run it, timed from the call to the renamed file. */
static Result
run (CwPdfExport *export,
     const char  *path)
{
  double times[RUNS], cpus[RUNS];
  Result result = { 0 };

  for (int i = 0; i < RUNS; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = cpu_seconds ();

      if (!cw_pdf_export_write (export, path, NULL, NULL, NULL, &error))
        {
          fprintf (stderr, "bench-print: %s\n", error->message);
          exit (1);
        }
      times[i] = (g_get_monotonic_time () - start) / 1e6;
      cpus[i] = cpu_seconds () - cpu_start;
    }
  qsort (times, RUNS, sizeof (double), compare_doubles);
  qsort (cpus, RUNS, sizeof (double), compare_doubles);
  result.cpu = cpus[RUNS / 2];
  result.seconds = times[RUNS / 2];
  result.best = times[0];
  result.pages = cw_pdf_export_get_n_pages (export, NULL);
  result.bytes = file_size (path);
  return result;
}

static void
report (const char   *what,
        const Result *r)
{
  printf ("%-40s %6.3f s (best %.3f, cpu %.3f)  %4.0f pages/s  %5.0f bytes/card  %7.1f KB\n",
          what, r->seconds, r->best, r->cpu, r->pages / r->seconds, (double) r->bytes / N_CARDS, r->bytes / 1024.0);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data_dir = g_build_filename (CW_SOURCE_DIR, "data", NULL);
  g_autofree char *game_path = NULL;
  g_autofree char *back_image = NULL;
  g_autofree char *tmp_dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwPdfExport) distinct = NULL;
  g_autoptr(CwPdfExport) deck = NULL;
  g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_object_unref);
  CwSheetOptions options;
  Result r_distinct, r_deck, r_image, r_guides;
  gint64 jpeg_bytes;
  guint n;

  g_setenv ("CARDWRIGHT_DATA_DIR", data_dir, FALSE);
  game_path = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline", "game.xml", NULL);
  back_image = argc > 1 ? g_strdup (argv[1]) : g_build_filename (CW_SOURCE_DIR, "tests", "print", "data", "back.jpg", NULL);
  if (!(game = cw_game_new_from_file (game_path, &error)) ||
      !(catalog = cw_catalog_new_for_game (game, &error)))
    {
      fprintf (stderr, "bench-print: %s\n", error->message);
      return 1;
    }
  tmp_dir = g_dir_make_tmp ("bench-print-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (tmp_dir, "cards.pdf", NULL);

  cw_sheet_options_init (&options);
  options.paper = CW_PAPER_A4;
  options.card_size = CW_CARD_SIZE_POKER;
  options.backs = CW_BACKS_LONG_EDGE;

  /* 1,000 different cards: the demo cards again and again under new ids and names, so no
   * two are drawn alike (the worst case: nothing is shared but the chrome). */
  n = cw_catalog_get_n_cards (catalog);
  distinct = cw_pdf_export_new (game);
  cw_pdf_export_set_options (distinct, &options);
  for (guint i = 0; i < N_CARDS; i++)
    {
      g_autoptr(CwCard) source = g_list_model_get_item (G_LIST_MODEL (catalog), i % n);
      g_autofree char *id = g_strdup_printf ("bench-%04u", i);
      g_autofree char *name = g_strdup_printf ("%s %u", cw_card_get_name (source), i);
      CwCard *card = cw_card_copy (source, id);

      cw_card_set_name (card, name);
      g_ptr_array_add (copies, card);
      cw_pdf_export_add_card (distinct, card, 1, NULL);
    }

  /* 1,000 cards as a player prints them: decks of several copies of each card (3 here). */
  deck = cw_pdf_export_new (game);
  cw_pdf_export_set_options (deck, &options);
  for (guint i = 0, total = 0; total < N_CARDS; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i % n);
      guint count = MIN (3, N_CARDS - total);

      cw_pdf_export_add_card (deck, card, count, NULL);
      total += count;
    }

  printf ("bench-print: %u cards, A4, poker 63.5 × 88.9 mm, 9 a page, backs on (long edge); median of %d runs\n\n",
          N_CARDS, RUNS);
  r_distinct = run (distinct, path);
  report ("1,000 different cards", &r_distinct);
  r_deck = run (deck, path);
  report ("1,000 cards, 3 copies of each", &r_deck);

  /* The same 1,000 different cards with a picture on every back. */
  cw_pdf_export_set_back_image (distinct, back_image);
  r_image = run (distinct, path);
  report ("1,000 different cards, JPEG back image", &r_image);
  jpeg_bytes = file_size (back_image);

  /* And what a cutter asks for: cross guides at every corner (fronts and backs), 3 mm of bleed
   * (the gap follows it: 6 a page). */
  {
    CwSheetOptions guided = options;

    guided.guides = CW_GUIDES_CROSS;
    guided.guides_on_backs = TRUE;
    guided.bleed = 3.0;
    cw_pdf_export_set_options (distinct, &guided);
    r_guides = run (distinct, path);
    report ("the same, 3 mm bleed, corner guides", &r_guides);
  }

  printf ("\nback image: %s, %" G_GINT64_FORMAT " bytes\n", back_image, jpeg_bytes);
  printf ("  PDF with the generated back   %10" G_GINT64_FORMAT " bytes\n", r_distinct.bytes);
  printf ("  PDF with the image back       %10" G_GINT64_FORMAT " bytes (the image once)\n", r_image.bytes);
  printf ("  growth beyond one copy        %10" G_GINT64_FORMAT " bytes (budget ≤ 102400)\n",
          r_image.bytes - r_distinct.bytes - jpeg_bytes);
  printf ("  with 1,000 copies it would be %10" G_GINT64_FORMAT " bytes\n",
          r_distinct.bytes + N_CARDS * jpeg_bytes);
  printf ("\nbudgets (bench/README.md): 1,000 cards ≤ 1.5 s; ≤ 6 KB per card without images; "
          "the same back image stored once: ≤ 100 KB beyond one copy\n");
  printf ("%s\n", r_distinct.best <= 1.5 && r_distinct.bytes <= 6 * 1024 * N_CARDS && r_guides.best <= 1.5 &&
                  r_image.bytes - r_distinct.bytes - jpeg_bytes <= 100 * 1024 ? "within budget" : "OVER BUDGET");

  g_unlink (path);
  g_rmdir (tmp_dir);
  return 0;
}
