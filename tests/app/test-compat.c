/* test-compat.c: the compat layer's branch for this build: alert and colour, as the app uses them
 * (the file chooser is in test-compat-chooser.c). */
#include "cw-app-test.h"
#include "cw-compat.h"

static void
settle (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
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

  g_test_add_func ("/app/compat/alert", test_alert);
  g_test_add_func ("/app/compat/widget-color", test_widget_color);

  return g_test_run ();
}
