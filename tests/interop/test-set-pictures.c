/* test-set-pictures.c: a folder of pictures given to a set's cards: by id and by accented name,
 * unmatched files and bare cards reported, a link and a huge header refused, a photo scaled. */
#include <string.h>
#include <unistd.h>
#include <cairo.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-set-pictures.h"

static char *work_dir;

static CwGame *
load_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (cw_game_get_data_dir (), "games", "disney-storyline", "game.xml", NULL);
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  return game;
}

static void
write_png (const char *path,
           int         width,
           int         height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);

  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

static void
write_jpeg (const char *path,
            int         width,
            int         height)
{
  g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, width, height);
  g_autoptr(GError) error = NULL;

  gdk_pixbuf_fill (pixbuf, 0x336699ff);
  g_assert_true (gdk_pixbuf_save (pixbuf, path, "jpeg", &error, NULL));
  g_assert_no_error (error);
}

/* A PNG whose header announces 100,000 × 100,000 pixels, in 33 bytes: never decoded. */
static void
write_huge_header_png (const char *path)
{
  static const guchar bytes[] = {
    0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n',
    0, 0, 0, 13, 'I', 'H', 'D', 'R',
    0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0,   /* 100000 × 100000 */
    8, 2, 0, 0, 0,
    0, 0, 0, 0,                                       /* CRC, not checked before the size */
  };

  g_assert_true (g_file_set_contents (path, (const char *) bytes, sizeof bytes, NULL));
}

static void
add_card (CwCardSet  *set,
          const char *id,
          const char *type,
          const char *name)
{
  g_autoptr(CwCard) card = cw_card_new (cw_card_set_get_game (set), id);

  cw_card_set_card_type (card, type);
  cw_card_set_name (card, name);
  cw_card_set_add (set, card);
}

static void
assert_pixels (const char *path,
               int         width,
               int         height)
{
  int got_width = 0, got_height = 0;

  g_assert_nonnull (gdk_pixbuf_get_file_info (path, &got_width, &got_height));
  g_assert_cmpint (got_width, ==, width);
  g_assert_cmpint (got_height, ==, height);
}

static void
test_folder (void)
{
  g_autoptr(CwGame) game = load_game ();
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "epic", "Epic");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autofree char *sets = g_build_filename (work_dir, "sets", NULL);
  g_autofree char *set_path = g_build_filename (sets, "epic.xml", NULL);
  g_autofree char *photos = g_build_filename (work_dir, "photos", NULL);
  g_autofree char *outside = g_build_filename (work_dir, "outside.png", NULL);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(CwCardSet) reloaded = NULL;

  add_card (set, "epic-001", "character", "Snow White");
  add_card (set, "epic-002", "character", "Éléonore la Fée");
  add_card (set, "epic-003", "character", "Aladdin");
  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (photos, 0755), ==, 0);
  g_assert_true (cw_card_set_save_to_file (set, set_path, &error));

  path = g_build_filename (photos, "epic-001.png", NULL);
  write_png (path, 100, 140);                          /* by id, small: copied as it is */
  g_free (path);
  path = g_build_filename (photos, "ELEONORE_LA_FEE.jpg", NULL);
  write_jpeg (path, 1500, 2100);                       /* by name without accents, a big photo */
  g_free (path);
  path = g_build_filename (photos, "nobody.png", NULL);
  write_png (path, 10, 10);
  g_free (path);
  path = g_build_filename (photos, "epic-003.png", NULL);
  write_huge_header_png (path);
  g_free (path);
  write_png (outside, 10, 10);
  path = g_build_filename (photos, "aladdin.png", NULL);
  g_assert_cmpint (symlink (outside, path), ==, 0);
  g_free (path);
  path = g_build_filename (photos, "notes.txt", NULL);  /* not a picture: passed over */
  g_assert_true (g_file_set_contents (path, "x", 1, NULL));

  report = cw_set_pictures_import (set, photos, &error);
  g_assert_no_error (error);
  text = cw_set_pictures_format_report (report, set);
  expected = g_strdup_printf (
    "photos: 2 pictures added to “Epic”, 1 matched no card, 2 refused, 1 card without a picture\n"
    "photos: not understood: aladdin.png: %s/aladdin.png: is a link; Cardwright only opens files that are "
      "really in the folder\n"
    "photos: not understood: epic-003.png: announces 100000 × 100000 pixels, more than the 64 million a "
      "picture may have\n"
    "photos: not found: nobody.png: matches no card of “Epic”: name the file after a card's id or name\n"
    "photos: note: “Aladdin” (epic-003) has no picture\n", photos);
  g_assert_cmpstr (text, ==, expected);

  g_assert_cmpstr (cw_card_get_image (cw_card_set_lookup (set, "epic-001")), ==, "epic/epic-001.png");
  g_assert_cmpstr (cw_card_get_image (cw_card_set_lookup (set, "epic-002")), ==, "epic/epic-002.jpg");
  g_assert_null (cw_card_get_image (cw_card_set_lookup (set, "epic-003")));

  /* 300 dpi on a poker card (63.5 × 88.9 mm) is 750 × 1050 pixels. */
  g_free (path);
  path = g_build_filename (sets, "epic", "epic-002.jpg", NULL);
  assert_pixels (path, 750, 1050);
  g_free (path);
  path = g_build_filename (sets, "epic", "epic-001.png", NULL);
  assert_pixels (path, 100, 140);

  /* The set saved with its pictures loads again and finds them. */
  g_assert_true (cw_card_set_save_to_file (set, set_path, &error));
  reloaded = cw_card_set_new_from_file (game, set_path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_card_get_image (cw_card_set_lookup (reloaded, "epic-002")), ==, "epic/epic-002.jpg");
}

/* A set never saved has no folder for pictures: nothing is copied, and the message says what to do. */
static void
test_unsaved_set (void)
{
  g_autoptr(CwGame) game = load_game ();
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "fresh", "Fresh");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwImportReport) report = cw_set_pictures_import (set, work_dir, &error);

  g_assert_null (report);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "The set “Fresh” has no cards saved yet: enter or import its cards, then add their pictures");
}

static void
on_progress (guint    done,
             guint    total,
             gpointer data)
{
  g_string_append_printf (data, "%u/%u ", done, total);
}

/* Progress counts the picture files read, one call each, other files left out of the total. */
static void
test_progress (void)
{
  g_autoptr(CwGame) game = load_game ();
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "counted", "Counted");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GString) calls = g_string_new (NULL);
  g_autofree char *sets = g_build_filename (work_dir, "counted-sets", NULL);
  g_autofree char *set_path = g_build_filename (sets, "counted.xml", NULL);
  g_autofree char *photos = g_build_filename (work_dir, "counted-photos", NULL);
  const char *files[] = { "counted-001.png", "counted-002.png", "stranger.png", "readme.txt" };

  add_card (set, "counted-001", "character", "Grumpy");
  add_card (set, "counted-002", "character", "Dopey");
  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (photos, 0755), ==, 0);
  g_assert_true (cw_card_set_save_to_file (set, set_path, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (photos, files[i], NULL);

      write_png (path, 10, 14);
    }

  report = cw_set_pictures_import_full (set, photos, on_progress, calls, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (calls->str, ==, "1/3 2/3 3/3 ");
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_MATCHED), ==, 2);
}

static void
cancel_after_first (guint    done,
                    guint    total,
                    gpointer data)
{
  if (done == 1)
    g_cancellable_cancel (data);
}

/* Cancelled after the first file: that picture is given to its card all the same, the rest are
 * neither read nor copied, and one note says how many files were left. */
static void
test_cancel (void)
{
  g_autoptr(CwGame) game = load_game ();
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "stopped", "Stopped");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autofree char *sets = g_build_filename (work_dir, "stopped-sets", NULL);
  g_autofree char *set_path = g_build_filename (sets, "stopped.xml", NULL);
  g_autofree char *photos = g_build_filename (work_dir, "stopped-photos", NULL);
  g_autofree char *second = g_build_filename (sets, "stopped", "stopped-002.png", NULL);
  g_autofree char *text = NULL;
  const char *files[] = { "stopped-001.png", "stopped-002.png", "stopped-003.png" };

  add_card (set, "stopped-001", "character", "Grumpy");
  add_card (set, "stopped-002", "character", "Dopey");
  add_card (set, "stopped-003", "character", "Sneezy");
  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (photos, 0755), ==, 0);
  g_assert_true (cw_card_set_save_to_file (set, set_path, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (photos, files[i], NULL);

      write_png (path, 10, 14);
    }

  report = cw_set_pictures_import_full (set, photos, cancel_after_first, cancellable, cancellable, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_MATCHED), ==, 1);
  g_assert_cmpstr (cw_card_get_image (cw_card_set_lookup (set, "stopped-001")), ==, "stopped/stopped-001.png");
  g_assert_null (cw_card_get_image (cw_card_set_lookup (set, "stopped-002")));
  g_assert_false (g_file_test (second, G_FILE_TEST_EXISTS));
  text = cw_set_pictures_format_report (report, set);
  g_assert_cmpstr (text, ==,
                   "stopped-photos: 1 picture added to “Stopped”, 0 matched no card, 0 refused, 2 cards without a picture\n"
                   "stopped-photos: note: stopped before the last 2 files: they were not read\n"
                   "stopped-photos: note: “Dopey” (stopped-002) has no picture\n"
                   "stopped-photos: note: “Sneezy” (stopped-003) has no picture\n");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  work_dir = g_dir_make_tmp ("cw-set-pictures-XXXXXX", &error);
  g_assert_no_error (error);
  g_test_add_func ("/set-pictures/folder", test_folder);
  g_test_add_func ("/set-pictures/unsaved-set", test_unsaved_set);
  g_test_add_func ("/set-pictures/progress", test_progress);
  g_test_add_func ("/set-pictures/cancel", test_cancel);
  status = g_test_run ();
  /* Left for a person to look at when a test failed. */
  if (status == 0)
    {
      g_autofree char *command = g_strdup_printf ("rm -rf '%s'", work_dir);

      g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
    }
  g_free (work_dir);
  return status;
}
