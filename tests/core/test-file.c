/* test-file.c: files from strangers: safe names, reading only regular files inside a folder. */
#include <errno.h>
#include <signal.h>
#include <time.h>
#include <utime.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cw-file.h"
#include "cw-test-util.h"
#include "cw-xml.h"

static void
test_safe_names (void)
{
  static const char *const safe[] = { "oz-demo", "my_set.2", "A", "standard-deck", NULL };
  static const char *const unsafe[] = {
    "", ".", "..", ".hidden", "../../../../../escaped", "a/b", "a\\b", "semi;colon", "space d",
    "caf\xc3\xa9", "tab\t", "nl\n", NULL
  };
  g_autofree char *longest = g_strnfill (CW_FILE_SAFE_NAME_MAX, 'a');
  g_autofree char *too_long = g_strnfill (CW_FILE_SAFE_NAME_MAX + 1, 'a');

  for (guint i = 0; safe[i]; i++)
    g_assert_true (cw_file_is_safe_name (safe[i]));
  for (guint i = 0; unsafe[i]; i++)
    g_assert_false (cw_file_is_safe_name (unsafe[i]));
  g_assert_false (cw_file_is_safe_name (NULL));
  g_assert_true (cw_file_is_safe_name (longest));
  g_assert_false (cw_file_is_safe_name (too_long));
}

/* Reads name in folder; returns the error message, or "ok:CONTENTS". */
static char *
read_inside (const char *folder,
             const char *name,
             gsize       max_size,
             int        *code)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (cw_file_read_inside (folder, name, max_size, &contents, &length, &error))
    {
      g_assert_no_error (error);
      g_assert_cmpuint (length, ==, strlen (contents));
      return g_strconcat ("ok:", contents, NULL);
    }
  g_assert_nonnull (error);
  g_assert_true (error->domain == CW_ERROR);
  *code = error->code;
  return g_strdup (error->message);
}

#define assert_refused(folder, name, expected_code, what)                              \
  G_STMT_START {                                                                      \
    int code_ = -1;                                                                   \
    g_autofree char *message_ = read_inside ((folder), (name), 1024, &code_);         \
    g_autofree char *expected_ = g_strdup_printf ("%s/%s: %s", (folder), (name), (what)); \
    g_assert_cmpstr (message_, ==, expected_);                                        \
    g_assert_cmpint (code_, ==, (expected_code));                                     \
  } G_STMT_END

static void
test_read_inside (void)
{
  g_autofree char *outside = cw_test_scratch_dir ();
  g_autofree char *folder = cw_test_scratch_dir ();
  g_autofree char *secret = cw_test_write_file (outside, "secret.png", "the secret");
  g_autofree char *art = g_build_filename (folder, "art", NULL);
  g_autofree char *link = g_build_filename (folder, "link.png", NULL);
  g_autofree char *dir_link = g_build_filename (folder, "elsewhere", NULL);
  g_autofree char *dev_link = g_build_filename (folder, "zero.png", NULL);
  g_autofree char *fifo = g_build_filename (folder, "fifo.png", NULL);
  g_autofree char *plain = cw_test_write_file (folder, "oz.png", "picture bytes");
  g_autofree char *big = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *message = NULL;
  g_autofree char *nested = NULL;
  int code = -1;

  g_assert_cmpint (g_mkdir (art, 0755), ==, 0);
  nested = cw_test_write_file (art, "toto.png", "nested bytes");
  g_assert_cmpint (symlink (secret, link), ==, 0);
  g_assert_cmpint (symlink (outside, dir_link), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", dev_link), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);

  /* What belongs: a file in the folder or below it. */
  message = read_inside (folder, "oz.png", 1024, &code);
  g_assert_cmpstr (message, ==, "ok:picture bytes");
  g_clear_pointer (&message, g_free);
  message = read_inside (folder, "art/toto.png", 1024, &code);
  g_assert_cmpstr (message, ==, "ok:nested bytes");

  /* A link is never followed, to a file, a folder or a device. */
  assert_refused (folder, "link.png", CW_ERROR_IO,
                  "is a link; Cardwright only opens files that are really in the folder");
  assert_refused (folder, "elsewhere/secret.png", CW_ERROR_IO,
                  "is a link; Cardwright only opens files that are really in the folder");
  assert_refused (folder, "zero.png", CW_ERROR_IO,
                  "is a link; Cardwright only opens files that are really in the folder");
  /* A FIFO is refused at once (opening it must not wait for a writer), as is a folder. */
  assert_refused (folder, "fifo.png", CW_ERROR_IO,
                  "not a regular file (a folder, a device or a pipe); it is not opened");
  assert_refused (folder, "art", CW_ERROR_IO,
                  "not a regular file (a folder, a device or a pipe); it is not opened");
  /* Up and out, or oddly written, is refused before anything is opened. */
  assert_refused (folder, "../secret.png", CW_ERROR_INVALID,
                  "only a file in the folder or below it can be opened");
  assert_refused (folder, "art/../oz.png", CW_ERROR_INVALID,
                  "only a file in the folder or below it can be opened");
  assert_refused (folder, "art//toto.png", CW_ERROR_INVALID,
                  "only a file in the folder or below it can be opened");
  assert_refused (folder, "missing.png", CW_ERROR_NOT_FOUND, g_strerror (ENOENT));

  /* A file over the limit is refused before it is read, with the limit. */
  big = cw_test_write_file (folder, "big.png", "0123456789abcdef0123456789abcdef!");
  g_clear_pointer (&message, g_free);
  message = read_inside (folder, "big.png", 32, &code);
  expected = g_strconcat (big, ": the file is too large (over 32 bytes)", NULL);
  g_assert_cmpstr (message, ==, expected);
  g_assert_cmpint (code, ==, CW_ERROR_IO);

  /* GLib's clean-up of the isolated folders follows a link to a folder. */
  g_assert_cmpint (unlink (dir_link), ==, 0);
}

/* A file over its kind's limit is refused before it is read: the message names the file and
 * the limit. The files are sparse: a gigabyte of nothing costs no disk. */
static char *
write_sparse (const char *dir,
              const char *name,
              const char *head,
              gsize       size)
{
  char *path = cw_test_write_file (dir, name, head);

  g_assert_cmpint (truncate (path, (off_t) size), ==, 0);
  return path;
}

static void
test_size_limits (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *game_path = write_sparse (dir, "game.xml", "<game version=\"1\">", CW_FILE_MAX_GAME + 1);
  g_autofree char *set_path = write_sparse (dir, "set.xml", "<cardset version=\"1\">", CW_FILE_MAX_CARD_SET + 1);
  g_autofree char *collection_path = write_sparse (dir, "collection.xml", "<collection version=\"1\">",
                                                   CW_FILE_MAX_COLLECTION + 1);
  g_autofree char *library_path = write_sparse (dir, "deck.cwlibrary", "<library version=\"1\">",
                                                CW_FILE_MAX_LIBRARY + 1);
  g_autofree char *other_path = write_sparse (dir, "match.cwmatch", "<match version=\"1\">", CW_FILE_MAX_OTHER + 1);
  g_autofree char *at_limit = write_sparse (dir, "at-limit.cwlibrary", "<library version=\"1\">", CW_FILE_MAX_LIBRARY);
  g_autoptr(GError) error = NULL;

  g_assert_null (cw_game_new_from_file (game_path, &error));
  cw_assert_file_error (error, CW_ERROR_IO, game_path, 0, "the file is too large (over 4.0\xc2\xa0MiB)");
  g_clear_error (&error);
  g_assert_null (cw_card_set_new_from_file (game, set_path, &error));
  cw_assert_file_error (error, CW_ERROR_IO, set_path, 0, "the file is too large (over 128.0\xc2\xa0MiB)");
  g_clear_error (&error);
  g_assert_null (cw_collection_new_from_file (collection_path, &error));
  cw_assert_file_error (error, CW_ERROR_IO, collection_path, 0, "the file is too large (over 32.0\xc2\xa0MiB)");
  g_clear_error (&error);
  g_assert_null (cw_library_new_from_file (library_path, catalog, &error));
  cw_assert_file_error (error, CW_ERROR_IO, library_path, 0, "the file is too large (over 16.0\xc2\xa0MiB)");
  g_clear_error (&error);
  g_assert_null (cw_xml_read_file (other_path, &error));
  cw_assert_file_error (error, CW_ERROR_IO, other_path, 0, "the file is too large (over 64.0\xc2\xa0MiB)");
  g_clear_error (&error);
  /* At the limit, the file is read (and found not to be XML: the NUL bytes). */
  g_assert_null (cw_library_new_from_file (at_limit, catalog, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
}

/* A killed writer leaves its temporary: the next write into the folder removes ours (by prefix)
 * once they are old, and nothing else. */
static void
test_stale_temporaries (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *old_temp = cw_test_write_file (dir, ".cardwright-tmp-saved.xml-A1b2C3", "half");
  g_autofree char *young_temp = cw_test_write_file (dir, ".cardwright-tmp-other.xml-D4e5F6", "being written");
  g_autofree char *notes = cw_test_write_file (dir, "notes.txt", "the user's");
  g_autofree char *glib_style = cw_test_write_file (dir, "saved.xml.X7Y8Z9", "not ours to judge");
  g_autofree char *old_folder = g_build_filename (dir, ".cardwright-tmp-folder", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.xml", NULL);
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  struct utimbuf two_hours_ago;

  g_assert_cmpint (g_mkdir (old_folder, 0755), ==, 0);
  two_hours_ago.actime = two_hours_ago.modtime = time (NULL) - 2 * 60 * 60;
  g_assert_cmpint (g_utime (old_temp, &two_hours_ago), ==, 0);
  g_assert_cmpint (g_utime (notes, &two_hours_ago), ==, 0);
  g_assert_cmpint (g_utime (glib_style, &two_hours_ago), ==, 0);
  g_assert_cmpint (g_utime (old_folder, &two_hours_ago), ==, 0);

  g_assert_true (cw_file_save_atomic (path, "<new/>", 6, &error));
  g_assert_no_error (error);
  listing = cw_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, ".cardwright-tmp-folder .cardwright-tmp-other.xml-D4e5F6 notes.txt saved.xml "
                                "saved.xml.X7Y8Z9");
}

/* A save that fails names the user's file, never the temporary, and leaves no temporary. */
static void
test_failed_save_names_the_file (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "saved.xml", "<old/>");
  g_autofree char *folder_target = g_build_filename (dir, "a-folder", NULL);
  g_autofree char *expected = g_strdup_printf ("%s: could not be written: %s", path, g_strerror (EFBIG));
  g_autofree char *expected_folder = g_strdup_printf ("%s: is a folder; name a file to write", folder_target);
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *big = g_strnfill (4096, 'x');
  g_autoptr(GError) error = NULL;
  struct rlimit saved_limit, limit;
  void (*saved_handler) (int);
  gboolean ok;

  /* The file-size limit binds root too: the write fails half-way, as on a full disk. */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  limit = saved_limit;
  limit.rlim_cur = 64;
  saved_handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  ok = cw_file_save_atomic (path, big, strlen (big), &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  signal (SIGXFSZ, saved_handler);

  g_assert_false (ok);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  contents = cw_test_read_file (path);
  g_assert_cmpstr (contents, ==, "<old/>");
  g_clear_error (&error);

  /* A folder where the file should go: said plainly. */
  g_assert_cmpint (g_mkdir (folder_target, 0755), ==, 0);
  g_assert_false (cw_file_save_atomic (folder_target, "<new/>", 6, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected_folder);
  listing = cw_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "a-folder saved.xml");
}

/* A file that cannot be read is renamed beside itself, dated, never over an earlier one. */
static void
test_set_aside (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cw-set-aside-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "collection.xml", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected_prefix = g_strconcat (path, ".corrupt-", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.xml", NULL);
  g_autofree char *expected_error = g_strdup_printf ("%s: could not be kept aside: No such file or directory", missing);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "<collection", -1, NULL));
  first = cw_file_set_aside (path, ".corrupt-", &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (first, expected_prefix));
  /* "-YYYYMMDD-HHMMSS" after the suffix. */
  g_assert_cmpuint (strlen (first), ==, strlen (expected_prefix) + 15);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (first, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "<collection");

  /* A second bad file in the same second gets its own name (unless the clock ticked between). */
  g_assert_true (g_file_set_contents (path, "<collection again", -1, NULL));
  second = cw_file_set_aside (path, ".corrupt-", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (second, !=, first);
  g_assert_true (g_file_test (first, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (second, G_FILE_TEST_EXISTS));

  g_assert_null (cw_file_set_aside (missing, ".corrupt-", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected_error);

  g_remove (first);
  g_remove (second);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/core/file/safe-names", test_safe_names);
  g_test_add_func ("/core/file/set-aside", test_set_aside);
  g_test_add_func ("/core/file/read-inside", test_read_inside);
  g_test_add_func ("/core/file/size-limits", test_size_limits);
  g_test_add_func ("/core/file/stale-temporaries", test_stale_temporaries);
  g_test_add_func ("/core/file/failed-save-names-the-file", test_failed_save_names_the_file);
  return g_test_run ();
}
