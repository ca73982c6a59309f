/* test-package-print.c: the game in one file, end to end, as players would do it with
 * cardwright-cli: a 60-card Disney Epic set entered from a CSV, its pictures attached from a
 * folder, the game packaged on one profile, installed on a fresh one and printed there: the PDF
 * holds the 60 cards with their pictures. */
#include <string.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "cw-print-test-util.h"

#define GAME "disney-storyline"
#define SET "epic-60"
#define N_CARDS 60

static const char *cli_path;

/* Runs cardwright-cli with HOME and XDG_DATA_HOME in home (a player's profile). */
static int
run_cli (const char  *home,
         char       **out,
         char       **err,
         const char  *first,
         ...) G_GNUC_NULL_TERMINATED;

static int
run_cli (const char  *home,
         char       **out,
         char       **err,
         const char  *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *data = g_build_filename (home, ".local", "share", NULL);
  g_autofree char *config = g_build_filename (home, ".config", NULL);
  g_auto(GStrv) env = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int status = -1;
  va_list ap;

  g_ptr_array_add (args, (char *) cli_path);
  va_start (ap, first);
  for (const char *a = first; a != NULL; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  env = g_environ_setenv (env, "HOME", home, TRUE);
  env = g_environ_setenv (env, "XDG_DATA_HOME", data, TRUE);
  env = g_environ_setenv (env, "XDG_CONFIG_HOME", config, TRUE);
  env = g_environ_unsetenv (env, "LANGUAGE");

  g_assert_true (g_spawn_sync (NULL, (char **) args->pdata, env, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : -1;
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
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  g_assert_cmpint (g_mkdir_with_parents (home, 0755), ==, 0);
  g_assert_cmpint (run_cli (home, &out, &err, "set", "import", GAME, csv, "--set", SET, "--name", "Epic fan set",
                            NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (g_mkdir_with_parents (pictures, 0755), ==, 0);
  for (guint i = 0; i < N_CARDS; i++)
    {
      g_autofree char *name = g_strdup_printf ("epic-%03u.png", i + 1);
      g_autofree char *path = g_build_filename (pictures, name, NULL);
      write_picture (path, i);
    }
  g_assert_cmpint (run_cli (home, &out, &err, "set", "pictures", GAME, "--set", SET, pictures, NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");
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
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *text = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(CwCardSet) set = NULL;
  guint images = 0;
  guint names_found = 0;

  g_assert_cmpint (g_mkdir_with_parents (player, 0755), ==, 0);
  author_enters_set (author, pictures);

  g_assert_cmpint (run_cli (author, &out, &err, "package", GAME, "-o", package, "--name", "Epic fan set",
                            "--version", "1.0", "--author", "Ann", "--licence", "CC-BY-4.0", NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A player who has never run Cardwright: nothing under their HOME yet. */
  g_assert_cmpint (run_cli (player, &out, &err, "install", package, NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "  Set “Epic fan set” (" SET "), 60 cards, 60 pictures: new\n"));
  g_assert_nonnull (strstr (out, "  60 pictures: 60 new, 0 updated, 0 unchanged\n"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_cli (player, &out, &err, "print", "--set", GAME ":" SET, "-o", pdf, "--backs", "none", NULL), ==, 0);
  g_assert_cmpstr (err, ==, "");

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
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_assert_cmpint (argc, ==, 2);
  cli_path = argv[1];

  g_test_add_func ("/print/package/sixty-cards-travel", test_sixty_cards_travel);
  return g_test_run ();
}
