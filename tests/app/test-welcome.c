/* test-welcome.c: the real application greets on its very first start only, over the main window. */
#include <glib/gi18n.h>

#include "cw-app-test.h"
#include "cw-application.h"
#include "cw-welcome.h"
#include "cw-window.h"

#define SCHEMA_ID "io.github.cardwright.Cardwright"

/* A start as a person makes one: the application registers and activates (no command line). */
static CwApplication *
start_application (void)
{
  CwApplication *app = cw_application_new ();
  g_autoptr(GError) error = NULL;

  /* Non-unique: two starts in one test program must not find each other on the bus. */
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_activate (G_APPLICATION (app));
  return app;
}

static CwWindow *
find_main_window (CwApplication *app)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (CW_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static CwWelcome *
find_welcome (CwApplication *app)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (CW_IS_WELCOME (l->data))
      return l->data;
  return NULL;
}

static void
stop_application (CwApplication *app)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  /* Not asserted freed: a registered GApplication keeps references of its own (its
   * registration and action groups) that only g_application_run's shutdown drops. */
  g_object_unref (app);
}

static void
test_first_start_only (void)
{
  g_autoptr(GSettings) settings = g_settings_new (SCHEMA_ID);
  CwApplication *app;
  CwWindow *window;
  CwWelcome *welcome;
  const char *description;

  /* No settings yet: the memory backend holds only the defaults. */
  g_assert_false (g_settings_get_boolean (settings, "welcome-shown"));

  app = start_application ();
  window = find_main_window (app);
  g_assert_nonnull (window);
  welcome = find_welcome (app);
  g_assert_nonnull (welcome);
  cw_app_test_wait_for_mapped (GTK_WIDGET (welcome));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (welcome)) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (welcome)));
  description = cw_welcome_get_description (welcome);
  g_assert_nonnull (strstr (description, "Cardwright is showing <b>The Card Game of Oz</b>."));
  g_assert_nonnull (strstr (description, "game picker"));
  g_assert_nonnull (strstr (description, "The demo Libraries listed there are ready to open."));
  g_assert_nonnull (strstr (description, "Table: "));
  g_assert_true (g_settings_get_boolean (settings, "welcome-shown"));

  /* Escape dismisses it, leaving the main window; nothing of it stays alive. */
  g_object_ref (welcome);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (welcome), "window.close", NULL));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (find_welcome (app));
  g_assert_finalize_object (welcome);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
  stop_application (app);

  /* The second start: the main window alone. */
  app = start_application ();
  window = find_main_window (app);
  g_assert_nonnull (window);
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_null (find_welcome (app));
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 1);
  stop_application (app);

  /* Not even after the first start's key is read again by a fresh settings object. */
  g_assert_true (g_settings_get_boolean (settings, "welcome-shown"));
  g_settings_reset (settings, "welcome-shown");
}

/* The Disney game ships no demo Libraries: its welcome does not promise any. */
static void
test_no_demo_libraries (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autoptr(GError) error = NULL;
  CwWelcome *welcome;
  const char *description;
  int width = 0;
  int height = 0;

  g_object_ref (window);
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  /* A phone's width: the welcome is no wider than the window it greets. */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  welcome = cw_welcome_new (window);
  g_object_ref (welcome);
  gtk_window_get_default_size (GTK_WINDOW (welcome), &width, &height);
  g_assert_cmpint (width, ==, 360);
  g_assert_cmpint (height, ==, 600);
  description = cw_welcome_get_description (welcome);
  g_assert_null (strstr (description, "demo"));
  g_assert_nonnull (strstr (description, "Libraries: your decks, checked against the game’s rules."));
  gtk_window_destroy (GTK_WINDOW (welcome));
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (welcome);
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/welcome/first-start-only", test_first_start_only);
  g_test_add_func ("/app/welcome/no-demo-libraries", test_no_demo_libraries);

  return g_test_run ();
}
