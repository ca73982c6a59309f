/* test-package-print.c: the game in one file, end to end, as players would do it with
 * cardwright-cli: a 60-card Disney Epic set entered from a CSV, its pictures attached from a
 * folder, the game packaged on one profile, installed on a fresh one and printed there: the PDF
 * holds the 60 cards with their pictures. */
#include <string.h>
#include <glib/gstdio.h>

#include "cw-cli-test.h"
#include "cw-print-test-util.h"

#define GAME "disney-storyline"
#define SET "epic-60"
#define N_CARDS 60

/* Runs cardwright-cli with HOME and the XDG folders in home (a player's profile); returns the
 * exit status. */
static int
run_as (const char *home,
        CwCliRun   *run,
        ...) G_GNUC_NULL_TERMINATED;

static int
run_as (const char *home,
        CwCliRun   *run,
        ...)
{
  g_autofree char *home_setting = g_strconcat ("HOME=", home, NULL);
  g_autofree char *data = g_strconcat ("XDG_DATA_HOME=", home, G_DIR_SEPARATOR_S ".local" G_DIR_SEPARATOR_S "share", NULL);
  g_autofree char *config = g_strconcat ("XDG_CONFIG_HOME=", home, G_DIR_SEPARATOR_S ".config", NULL);
  g_autofree char *cache = g_strconcat ("XDG_CACHE_HOME=", home, G_DIR_SEPARATOR_S ".cache", NULL);
  const char *env[] = { home_setting, data, config, cache, NULL };
  const CwCliRunOptions profile = { .env = env };
  va_list args;
  int status;

  va_start (args, run);
  status = cw_cli_test_run_valist (run, &profile, args);
  va_end (args);
  return status;
}

/* A picture of its own for each card: a colour no other card has. */
static void
write_picture (const char *path,
               guint       i)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 120, 90);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, (i % 4) / 3.0, ((i / 4) % 4) / 3.0, ((i / 16) % 4) / 3.0);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* The author types the set in a spreadsheet and imports it, then gives it a folder of
 * pictures named after the cards' ids, as the README tells a player to. */
static void
author_enters_set (const char *home,
                   const char *pictures)
{
  g_autofree char *csv = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "interop", "files", "disney-epic-60.csv", NULL);
  g_auto(CwCliRun) run = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (home, 0755), ==, 0);
  g_assert_cmpint (run_as (home, &run, "set", "import", GAME, csv, "--set", SET, "--name", "Epic fan set",
                           NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  g_assert_cmpint (g_mkdir_with_parents (pictures, 0755), ==, 0);
  for (guint i = 0; i < N_CARDS; i++)
    {
      g_autofree char *name = g_strdup_printf ("epic-%03u.png", i + 1);
      g_autofree char *path = g_build_filename (pictures, name, NULL);
      write_picture (path, i);
    }
  g_assert_cmpint (run_as (home, &run, "set", "pictures", GAME, "--set", SET, pictures, NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");
}

/* The set as installed on the player's profile. */
static CwCardSet *
installed_set (const char *home)
{
  g_autoptr(CwGame) game = cw_print_test_load_game (GAME);
  g_autofree char *path = g_build_filename (home, ".local", "share", "cardwright", "games", GAME, "sets",
                                            SET ".xml", NULL);
  g_autoptr(GError) error = NULL;
  CwCardSet *set = cw_card_set_new_from_file (game, path, &error);

  g_assert_no_error (error);
  return set;
}

static void
test_sixty_cards_travel (void)
{
  g_autofree char *root = cw_print_test_scratch_dir ();
  g_autofree char *author = g_build_filename (root, "author", NULL);
  g_autofree char *player = g_build_filename (root, "player", NULL);
  g_autofree char *pictures = g_build_filename (root, "pictures", NULL);
  g_autofree char *package = g_build_filename (root, "Epic fan set.cwgame", NULL);
  g_autofree char *pdf = g_build_filename (root, "epic.pdf", NULL);
  g_auto(CwCliRun) run = { 0 };
  g_autofree char *text = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(CwCardSet) set = NULL;
  guint images = 0;
  guint names_found = 0;

  g_assert_cmpint (g_mkdir_with_parents (player, 0755), ==, 0);
  author_enters_set (author, pictures);

  g_assert_cmpint (run_as (author, &run, "package", GAME, "-o", package, "--name", "Epic fan set",
                           "--version", "1.0", "--author", "Ann", "--licence", "CC-BY-4.0", NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  /* A player who has never run Cardwright: nothing under their HOME yet. */
  g_assert_cmpint (run_as (player, &run, "install", package, NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, "  Set “Epic fan set” (" SET "), 60 cards, 60 pictures: new\n"));
  g_assert_nonnull (strstr (run.out, "  60 pictures: 60 new, 0 updated, 0 unchanged\n"));

  g_assert_cmpint (run_as (player, &run, "print", "--set", GAME ":" SET, "-o", pdf, "--backs", "none", NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  document = cw_print_test_open_pdf (pdf);
  text = cw_print_test_pdf_text (document);
  set = installed_set (player);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, N_CARDS);
  for (guint i = 0; i < N_CARDS; i++)
    {
      CwCard *card = cw_card_set_get_card (set, i);

      g_assert_nonnull (cw_card_get_image (card));
      if (strstr (text, cw_card_get_name (card)) != NULL)
        names_found++;
    }
  g_assert_cmpuint (names_found, ==, N_CARDS);
  /* Nine poker cards to an A4 page: 60 cards take 7 pages, each card with its picture. */
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 7);
  for (int p = 0; p < poppler_document_get_n_pages (document); p++)
    {
      g_autoptr(CwPdfPage) page = poppler_document_get_page (document, p);
      GList *mapping = poppler_page_get_image_mapping (page);

      images += g_list_length (mapping);
      poppler_page_free_image_mapping (mapping);
    }
  g_assert_cmpuint (images, ==, N_CARDS);
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;

  g_test_add_func ("/print/package/sixty-cards-travel", test_sixty_cards_travel);
  return g_test_run ();
}
