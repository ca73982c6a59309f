/* test-compat.c: the compat layer's branch for this build: file chooser, alert and colour, as the app uses them. */
#include <glib/gstdio.h>

#include "cw-app-test.h"
#include "cw-compat.h"

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
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
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

static void
on_alert_response (GtkWidget  *alert,
                   const char *response,
                   char      **answer)
{
  g_free (*answer);
  *answer = g_strdup (response);
}

/* An alert is found over its window, says what it was given, and answers once. */
static void
test_alert (void)
{
  GtkWidget *parent = adw_application_window_new (NULL);
  g_autofree char *answer = NULL;
  GtkWidget *alert;

  g_object_ref_sink (parent);
  gtk_window_present (GTK_WINDOW (parent));
  cw_app_test_wait_for_mapped (parent);
  alert = cw_alert_new (GTK_WINDOW (parent), "Delete the Library?", "It goes to the trash.");
  g_assert_true (cw_is_alert (alert));
  cw_alert_add_responses (alert, "cancel", "_Cancel", "delete", "_Delete", NULL);
  cw_alert_set_response_appearance (alert, "delete", ADW_RESPONSE_DESTRUCTIVE);
  cw_alert_set_default_response (alert, "cancel");
  cw_alert_set_close_response (alert, "cancel");
  cw_alert_set_response_enabled (alert, "delete", FALSE);
  g_signal_connect (alert, "response", G_CALLBACK (on_alert_response), &answer);
  g_assert_null (cw_alert_find_shown (GTK_WINDOW (parent)));
  cw_alert_present (alert);
  settle ();

  g_assert_true (cw_alert_find_shown (GTK_WINDOW (parent)) == alert);
  g_assert_cmpstr (cw_alert_get_heading (alert), ==, "Delete the Library?");
  g_assert_cmpstr (cw_alert_get_body (alert), ==, "It goes to the trash.");
  g_assert_cmpstr (cw_alert_get_response_label (alert, "delete"), ==, "_Delete");
  g_assert_false (cw_alert_get_response_enabled (alert, "delete"));
  cw_alert_set_response_enabled (alert, "delete", TRUE);
  g_assert_true (cw_alert_get_response_enabled (alert, "delete"));

  cw_alert_response (alert, "delete");
  settle ();
  g_assert_cmpstr (answer, ==, "delete");
  g_assert_null (cw_alert_find_shown (GTK_WINDOW (parent)));

  gtk_window_destroy (GTK_WINDOW (parent));
  settle ();
  g_assert_finalize_object (parent);
}

/* The foreground colour comes from the style sheet: a "error" label draws in Adwaita's red. */
static void
test_widget_color (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("4th copy");
  GdkRGBA plain, error;

  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (label);
  cw_compat_widget_get_color (label, &plain);
  gtk_widget_add_css_class (label, "error");
  settle ();
  cw_compat_widget_get_color (label, &error);
  g_assert_cmpfloat (plain.alpha, >, 0.0);
  /* Adwaita's error colour is red: more red than green, unlike the near-black text. */
  g_assert_cmpfloat (error.red, >, error.green + 0.2);
  g_assert_cmpfloat (ABS (plain.red - plain.green), <, 0.1);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/compat/file-chooser/save", test_file_chooser_save);
  g_test_add_func ("/app/compat/file-chooser/destroy", test_file_chooser_destroy);
  g_test_add_func ("/app/compat/alert", test_alert);
  g_test_add_func ("/app/compat/widget-color", test_widget_color);

  return g_test_run ();
}
