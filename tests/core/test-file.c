/* test-file.c: files from strangers: safe names, reading only regular files inside a folder. */
#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cw-file.h"
#include "cw-test-util.h"

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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/core/file/safe-names", test_safe_names);
  g_test_add_func ("/core/file/read-inside", test_read_inside);
  return g_test_run ();
}
