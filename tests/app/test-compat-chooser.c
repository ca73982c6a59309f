/* test-compat-chooser.c: the compat layer's file chooser for this build, shown as the app shows it. */
#include <glib/gstdio.h>

#include "cw-app-test.h"
#include "cw-compat.h"

#if defined(__SANITIZE_ADDRESS__)
/* This binary alone shows GTK 4.8's own GtkFileChooserDialog, which leaks inside GTK whatever its
 * owner does (seen under LeakSanitizer, the same with a second's wait before and after): the
 * GFileInfo objects its folder reading makes in GIO's worker thread, a list node in one of its
 * callbacks, and libcloudproviders' error when no session bus runs. None of those frames has a
 * name to match in Debian's libraries, so the modules are named, here only: the app's other tests
 * keep the strict list in build-aux/lsan.supp. What this file checks of our own objects it checks
 * with g_assert_finalize_object. */
const char *__lsan_default_suppressions (void);

const char *
__lsan_default_suppressions (void)
{
  return "leak:libgtk-4.so\n"
         "leak:libgio-2.0.so\n"
         "leak:libcloudproviders.so\n";
}
#endif

static void
settle (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static void
on_response (CwFileChooser *chooser,
             int            response,
             int           *responses)
{
  responses[responses[0] + 1] = response;
  responses[0]++;
}

#if !CW_COMPAT_GTK_4_10
/* GTK 4.8 without a portal shows GtkFileChooserNative as a GtkFileChooserDialog of its own. */
static GtkWidget *
find_file_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
      G_GNUC_END_IGNORE_DEPRECATIONS
    }
  return NULL;
}
#endif

/* A save chooser answers once, with the file in the folder and name it was given. */
static void
test_file_chooser_save (void)
{
#if CW_COMPAT_GTK_4_10
  g_test_skip ("GtkFileDialog needs a portal or a person to answer it");
#else
  GtkWidget *parent = gtk_window_new ();
  g_autofree char *folder_path = g_build_filename (g_get_user_data_dir (), "exports", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = g_build_filename (folder_path, "deck.txt", NULL);
  CwFileChooser *chooser;
  GtkWidget *dialog;
  int responses[4] = { 0 };
  gint64 deadline;

  g_assert_cmpint (g_mkdir_with_parents (folder_path, 0755), ==, 0);
  gtk_window_present (GTK_WINDOW (parent));
  chooser = cw_file_chooser_new ("Export", GTK_WINDOW (parent), GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel");
  gtk_file_filter_add_suffix (filter, "txt");
  cw_file_chooser_add_filter (chooser, filter);
  g_assert_true (cw_file_chooser_set_current_folder (chooser, folder, &error));
  g_assert_no_error (error);
  cw_file_chooser_set_current_name (chooser, "deck.txt");
  cw_file_chooser_set_modal (chooser, TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_response), responses);
  g_assert_null (cw_file_chooser_get_file (chooser));

  cw_file_chooser_show (chooser);
  settle ();
  dialog = find_file_dialog ();
  g_assert_nonnull (dialog);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* A save dialog checks the name in the background before it lets the answer through. */
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC; /* ends as soon as it happens; ASan on a busy machine is slow */
  while (responses[0] == 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  settle ();

  g_assert_cmpint (responses[0], ==, 1);
  g_assert_cmpint (responses[1], ==, GTK_RESPONSE_ACCEPT);
  file = cw_file_chooser_get_file (chooser);
  g_assert_nonnull (file);
  path = g_file_get_path (file);
  g_assert_cmpstr (path, ==, expected);

  g_assert_finalize_object (chooser);
  gtk_window_destroy (GTK_WINDOW (parent));
  settle ();
#endif
}

/* Destroyed while shown (its owner went away): the dialog goes, and no response follows. */
static void
test_file_chooser_destroy (void)
{
#if CW_COMPAT_GTK_4_10
  g_test_skip ("GtkFileDialog needs a portal or a person to answer it");
#else
  CwFileChooser *chooser = cw_file_chooser_new ("Open", NULL, GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel");
  int responses[4] = { 0 };

  g_signal_connect (chooser, "response", G_CALLBACK (on_response), responses);
  cw_file_chooser_show (chooser);
  settle ();
  g_assert_nonnull (find_file_dialog ());
  cw_file_chooser_destroy (chooser);
  settle ();
  g_assert_null (find_file_dialog ());
  g_assert_cmpint (responses[0], ==, 0);
  g_assert_finalize_object (chooser);
#endif
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/compat/file-chooser/save", test_file_chooser_save);
  g_test_add_func ("/app/compat/file-chooser/destroy", test_file_chooser_destroy);

  return g_test_run ();
}
