/* cw-test-util.c: what the core tests share: the shipped games, scratch folders, file errors. */
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "cw-test-util.h"

char *
cw_test_game_path (const char *game_id,
                   ...)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  const char *part;
  va_list args;

  g_ptr_array_add (parts, (gpointer) cw_game_get_data_dir ());
  g_ptr_array_add (parts, (gpointer) "games");
  g_ptr_array_add (parts, (gpointer) game_id);
  va_start (args, game_id);
  while ((part = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

CwGame *
cw_test_load_game (const char *game_id)
{
  g_autofree char *path = cw_test_game_path (game_id, "game.xml", NULL);
  g_autoptr(GError) error = NULL;
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  cw_game_set_shipped (game, TRUE);
  return game;
}

CwCatalog *
cw_test_load_catalog (CwGame *game)
{
  g_autoptr(GError) error = NULL;
  CwCatalog *catalog = cw_catalog_new_for_game (game, &error);

  g_assert_no_error (error);
  g_assert_nonnull (catalog);
  return catalog;
}

CwLibrary *
cw_test_load_library (CwCatalog  *catalog,
                      const char *file_name)
{
  g_autofree char *path = cw_test_game_path (cw_game_get_id (cw_catalog_get_game (catalog)),
                                             "libraries", file_name, NULL);
  g_autoptr(GError) error = NULL;
  CwLibrary *library = cw_library_new_from_file (path, catalog, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

CwLibrary *
cw_test_library_of (CwCatalog  *catalog,
                    const char *names)
{
  CwLibrary *library = cw_library_new (cw_catalog_get_game (catalog));
  g_auto (GStrv) list = g_strsplit (names, ",", -1);

  for (guint i = 0; list[i]; i++)
    {
      CwCard *card = cw_catalog_find_by_name (catalog, list[i]);

      if (card == NULL)
        g_error ("no card %s", list[i]);
      cw_library_add_card (library, card, 1);
    }
  return library;
}

char *
cw_test_scratch_dir (void)
{
  /* G_TEST_OPTION_ISOLATE_DIRS gives each test its own cache folder, removed afterwards. */
  g_autofree char *base = g_build_filename (g_get_user_cache_dir (), "cw-test", NULL);
  static guint counter;
  char *dir;

  g_assert_cmpint (g_mkdir_with_parents (base, 0700), ==, 0);
  dir = g_strdup_printf ("%s/scratch-%u", base, ++counter);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  return dir;
}

char *
cw_test_write_file (const char *dir,
                    const char *name,
                    const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

char *
cw_test_read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

char *
cw_test_list_dir (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) folder = g_dir_open (dir, 0, &error);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (folder)))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

char *
cw_test_problems_text (GPtrArray *problems)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < problems->len; i++)
    {
      CwProblem *problem = g_ptr_array_index (problems, i);

      g_string_append_printf (text, "%s: %s\n", cw_problem_get_severity_name (problem),
                              cw_problem_get_message (problem));
    }
  return g_string_free (text, FALSE);
}

static const char old_contents[] = "<old>the file as it was</old>\n";

void
cw_test_check_save_replaces (gpointer       object,
                             CwTestSaveFunc save)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "saved.xml", old_contents);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *nested = g_build_filename (dir, "new", "folder", "saved.xml", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (save (object, path, &error));
  g_assert_no_error (error);
  first = cw_test_read_file (path);
  g_assert_true (g_str_has_prefix (first, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"));
  g_assert_cmpstr (first, !=, old_contents);

  /* Written beside the old file and renamed over it: nothing else is left in the folder. */
  listing = cw_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "saved.xml");

  /* Saving the same model twice gives the same bytes. */
  g_assert_true (save (object, path, &error));
  g_assert_no_error (error);
  second = cw_test_read_file (path);
  g_assert_cmpstr (second, ==, first);

  /* Missing folders are made. */
  g_assert_true (save (object, nested, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (nested, G_FILE_TEST_IS_REGULAR));
}

void
cw_test_check_save_interrupted (gpointer       object,
                                CwTestSaveFunc save)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "saved.xml", old_contents);
  g_autofree char *prefix = g_strconcat (path, ": ", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  struct rlimit saved_limit, limit;
  void (*saved_handler) (int);
  gboolean ok;

  /* The file-size limit binds root too: the write fails half-way with EFBIG,
   * the way a full disk would. Every saved file is longer than 64 bytes. */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  limit = saved_limit;
  limit.rlim_cur = 64;
  saved_handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  ok = save (object, path, &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  signal (SIGXFSZ, saved_handler);

  g_assert_false (ok);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  contents = cw_test_read_file (path);
  g_assert_cmpstr (contents, ==, old_contents);
  listing = cw_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "saved.xml");
}

void
cw_test_check_save_read_only_folder (gpointer       object,
                                     CwTestSaveFunc save)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *prefix = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (geteuid () == 0)
    {
      g_test_skip ("running as root, who may write into a read-only folder");
      return;
    }
  dir = cw_test_scratch_dir ();
  path = cw_test_write_file (dir, "saved.xml", old_contents);
  prefix = g_strconcat (path, ": ", NULL);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  ok = save (object, path, &error);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);

  g_assert_false (ok);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  contents = cw_test_read_file (path);
  g_assert_cmpstr (contents, ==, old_contents);
  listing = cw_test_list_dir (dir);
  g_assert_cmpstr (listing, ==, "saved.xml");
}

void
cw_test_check_save_not_a_folder (gpointer       object,
                                 CwTestSaveFunc save)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *file = cw_test_write_file (dir, "plain-file", old_contents);
  g_autofree char *path = g_build_filename (file, "saved.xml", NULL);
  g_autofree char *prefix = g_strconcat (path, ": ", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (save (object, path, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, prefix));
}

static const struct {
  const char *name;
  void      (*check) (gpointer       object,
                      CwTestSaveFunc save);
} save_checks[CW_TEST_N_SAVE_CHECKS] = {
  { "replaces", cw_test_check_save_replaces },
  { "interrupted", cw_test_check_save_interrupted },
  { "read-only-folder", cw_test_check_save_read_only_folder },
  { "not-a-folder", cw_test_check_save_not_a_folder },
};

const char *
cw_test_save_check_name (guint check)
{
  g_assert_cmpuint (check, <, CW_TEST_N_SAVE_CHECKS);
  return save_checks[check].name;
}

void
cw_test_check_save (guint          check,
                    gpointer       object,
                    CwTestSaveFunc save)
{
  g_assert_cmpuint (check, <, CW_TEST_N_SAVE_CHECKS);
  save_checks[check].check (object, save);
}
