/* test-compat.c: the compat layer's branch for this build: alert, colour, colour button, flap and
 * leaflet, as the app uses them (the file chooser is in test-compat-chooser.c). */
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

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* Iterates until the widget is allocated at the window's width and a fold it caused is done
 * (the newer branch folds on the next main loop turn), or 5 s pass. */
static void
wait_for_width (GtkWidget *widget,
                int        width)
{
  gint64 until = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (gtk_widget_get_width (widget) != width && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  for (int i = 0; i < 20; i++)
    {
      settle ();
      g_usleep (10000);
    }
}

/* A window of that width holding the object "split" of the template, which it returns. */
static GtkWidget *
window_with (const char  *ui,
             int          width,
             GtkWidget  **window)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new ();
  g_autoptr(GError) error = NULL;
  GtkWidget *split;

  g_type_ensure (CW_TYPE_FLAP);
  g_type_ensure (CW_TYPE_LEAFLET);
  gtk_builder_add_from_string (builder, ui, -1, &error);
  g_assert_no_error (error);
  split = GTK_WIDGET (gtk_builder_get_object (builder, "split"));
  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), width, 400);
  gtk_window_set_child (GTK_WINDOW (*window), split);
  gtk_window_present (GTK_WINDOW (*window));
  cw_app_test_wait_for_mapped (split);
  wait_for_width (split, width);
  return split;
}

/* The guide colour's button keeps the colour it is given and says so on "notify::rgba". */
static void
test_color_button (void)
{
  GtkWidget *button = g_object_ref_sink (cw_compat_color_button_new ("Guide Colour"));
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("no"));
  GdkRGBA blue = { 0x10 / 255.0, 0x30 / 255.0, 0xd0 / 255.0, 1.0 };
  GdkRGBA got = { 0 };
  guint notified = 0;

  g_assert_true (cw_compat_is_color_button (button));
  g_assert_false (cw_compat_is_color_button (label));
  g_signal_connect (button, "notify::rgba", G_CALLBACK (count_notify), &notified);
  cw_compat_color_button_set_rgba (button, &blue);
  cw_compat_color_button_get_rgba (button, &got);
  g_assert_true (gdk_rgba_equal (&got, &blue));
  g_assert_cmpuint (notified, >, 0);
  g_object_unref (label);
  g_object_unref (button);
}

#define FLAP_UI \
  "<interface><object class='CwFlap' id='split'>" \
  "  <property name='flap'><object class='GtkLabel'><property name='label'>Filters</property>" \
  "    <property name='width-request'>200</property></object></property>" \
  "  <property name='content'><object class='GtkLabel'><property name='label'>Cards</property>" \
  "    <property name='width-request'>300</property><property name='hexpand'>true</property></object></property>" \
  "</object></interface>"

/* A flap is shown beside its content while both fit their minimum widths (200 + 300 px), and
 * folds over it, hidden, below them; "reveal-flap" shows it again and says so. */
static void
test_flap (void)
{
  GtkWidget *wide_window, *narrow_window;
  CwFlap *wide = CW_FLAP (window_with (FLAP_UI, 800, &wide_window));
  CwFlap *narrow = CW_FLAP (window_with (FLAP_UI, 360, &narrow_window));
  guint notified = 0;

  g_assert_false (cw_flap_get_folded (wide));
  g_assert_true (cw_flap_get_reveal_flap (wide));
  g_assert_true (cw_flap_get_folded (narrow));
  g_assert_false (cw_flap_get_reveal_flap (narrow));

  g_signal_connect (narrow, "notify::reveal-flap", G_CALLBACK (count_notify), &notified);
  cw_flap_set_reveal_flap (narrow, TRUE);
  g_assert_true (cw_flap_get_reveal_flap (narrow));
  g_assert_cmpuint (notified, ==, 1);

  gtk_window_destroy (GTK_WINDOW (wide_window));
  gtk_window_destroy (GTK_WINDOW (narrow_window));
  settle ();
}

#define LEAFLET_UI \
  "<interface><object class='CwLeaflet' id='split'>" \
  "  <child type='list'><object class='GtkLabel' id='list'><property name='label'>Libraries</property>" \
  "    <property name='width-request'>200</property></object></child>" \
  "  <child type='separator'><object class='GtkSeparator'/></child>" \
  "  <child type='editor'><object class='GtkLabel'><property name='label'>The Fab Four</property>" \
  "    <property name='width-request'>300</property><property name='hexpand'>true</property></object></child>" \
  "</object></interface>"

/* A leaflet's pages lie side by side while they fit (200 + 300 px) and fold to one at a time
 * below that; the page shown is chosen by name and "notify::visible-page" follows. */
static void
test_leaflet (void)
{
  GtkWidget *wide_window, *narrow_window;
  CwLeaflet *wide = CW_LEAFLET (window_with (LEAFLET_UI, 800, &wide_window));
  CwLeaflet *narrow = CW_LEAFLET (window_with (LEAFLET_UI, 360, &narrow_window));
  guint notified = 0;

  g_assert_false (cw_leaflet_get_folded (wide));
  g_assert_true (cw_leaflet_get_folded (narrow));
  g_assert_cmpstr (cw_leaflet_get_visible_page (narrow), ==, "list");

  g_signal_connect (narrow, "notify::visible-page", G_CALLBACK (count_notify), &notified);
  cw_leaflet_set_visible_page (narrow, "editor");
  g_assert_cmpstr (cw_leaflet_get_visible_page (narrow), ==, "editor");
  g_assert_cmpuint (notified, >, 0);
  cw_leaflet_set_visible_page (narrow, "list");
  g_assert_cmpstr (cw_leaflet_get_visible_page (narrow), ==, "list");

  gtk_window_destroy (GTK_WINDOW (wide_window));
  gtk_window_destroy (GTK_WINDOW (narrow_window));
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
  g_test_add_func ("/app/compat/color-button", test_color_button);
  g_test_add_func ("/app/compat/flap", test_flap);
  g_test_add_func ("/app/compat/leaflet", test_leaflet);

  return g_test_run ();
}
