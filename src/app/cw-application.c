/* cw-application.c: the application: one main window, app-wide actions, style and command line. */
#include <glib/gi18n.h>

#include "cw-application.h"
#include "cw-collection-page.h"
#include "cw-help-window.h"
#include "cw-library-page.h"
#include "cw-preferences-window.h"
#include "cw-welcome.h"
#include "cw-window.h"
#include "cw-catalog.h"

#define SCHEMA_ID "io.github.cardwright.Cardwright"

struct _CwApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  char           *start_view;      /* --view */
  char           *start_game;      /* --game */
  char           *start_library;   /* --library */
  char           *start_search;    /* --search */
  char           *start_card;      /* --card */
};

G_DEFINE_FINAL_TYPE (CwApplication, cw_application, ADW_TYPE_APPLICATION)

static void
apply_color_scheme (CwApplication *self)
{
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  AdwColorScheme color_scheme = ADW_COLOR_SCHEME_DEFAULT;

  /* "default" follows the system's light or dark preference. */
  if (g_strcmp0 (scheme, "light") == 0)
    color_scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_strcmp0 (scheme, "dark") == 0)
    color_scheme = ADW_COLOR_SCHEME_FORCE_DARK;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), color_scheme);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* Closing each window lets it ask about unsaved Libraries and save the collection. */
  if (windows == NULL)
    g_application_quit (G_APPLICATION (app));
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  CwApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *preferences = cw_preferences_window_new (self->settings);

  cw_compat_present_preferences (preferences, window);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  CwApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { "The Cardwright developers https://github.com/cardwright/cardwright", NULL };
  /* The designers as the rule books name them; a game is theirs, Cardwright only helps play it. */
  const char *designers[] = {
    _("James C. O’Connor, Orion’s Bell (The Card Game of Oz, The Magical World of Disney Epic Card Game) https://www.orionsbell.com"),
    _("An anonymous Oz fan (Oz: Good against Evil)"),
    _("George Kemp (Ód)"),
    _("Emmanuele Ornella (Oz, Asmodee)"),
    _("Maliki, illustrator (Oz, Asmodee)"),
    NULL
  };
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (g_object_new (ADW_TYPE_ABOUT_WINDOW,
                                          "transient-for", window,
                                          "application-icon", CW_APP_ID,
                                          "application-name", _("Cardwright"),
                                          "developer-name", _("The Cardwright developers"),
                                          "version", CW_VERSION,
                                          "comments", _("Collection, Libraries, table assist and print-and-play for card games played with real cards."),
                                          "website", "https://github.com/cardwright/cardwright",
                                          "issue-url", "https://github.com/cardwright/cardwright/issues",
                                          "copyright", _("© The Cardwright developers"),
                                          "license-type", GTK_LICENSE_GPL_3_0,
                                          "developers", developers,
                                          /* Translators: your names, one a line, as "Name <email>" or "Name https://…". */
                                          "translator-credits", _("translator-credits"),
                                          NULL));
  adw_about_window_add_credit_section (about, _("Games"), designers);
  adw_about_window_add_legal_section (about, _("Games"),
                                      _("The games belong to their designers and publishers: The Card Game of Oz and "
                                        "The Magical World of Disney Epic Card Game © Orion’s Bell; Oz © Asmodee. "
                                        "Cardwright is not made or endorsed by them. The cards shipped with it are "
                                        "original demo cards or lists of card names, not the published card art."),
                                      GTK_LICENSE_CUSTOM, NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  CwApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  cw_help_window_present (window, NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_action, NULL, NULL, NULL, { 0 } },
  { "about", about_action, NULL, NULL, NULL, { 0 } },
  { "help", help_action, NULL, NULL, NULL, { 0 } },
};

static void
cw_application_startup (GApplication *application)
{
  CwApplication *self = CW_APPLICATION (application);
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *help_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (cw_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.help", help_accels);

  /* Uninstalled (build-aux/run.sh, screenshots): the app icon comes from the source tree,
   * so the About window and the shortcuts show it as installed copies do. */
  if (g_getenv ("CARDWRIGHT_DATA_DIR") != NULL)
    {
      g_autofree char *icons = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "icons", NULL);

      if (g_file_test (icons, G_FILE_TEST_IS_DIR))
        gtk_icon_theme_add_search_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()), icons);
    }

  self->settings = g_settings_new (SCHEMA_ID);
  g_signal_connect_object (self->settings, "changed::color-scheme",
                           G_CALLBACK (apply_color_scheme), self, G_CONNECT_SWAPPED);
  apply_color_scheme (self);
}

/* bench/bench-startup: the second frame tick means the first frame was drawn. */
static gboolean
report_first_frame (GtkWidget     *window,
                    GdkFrameClock *frame_clock,
                    gpointer       user_data)
{
  guint *ticks = user_data;

  if (++*ticks < 2)
    return G_SOURCE_CONTINUE;
  g_print ("shown\n");
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
  return G_SOURCE_REMOVE;
}

/* The main window, made on first use with what the command line asked for. */
static GtkWindow *
ensure_window (CwApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    {
      CwWindow *main_window = cw_window_new (GTK_APPLICATION (self));

      if (self->start_game != NULL)
        {
          g_autoptr(GError) error = NULL;

          if (!cw_window_set_game (main_window, self->start_game, &error))
            g_printerr ("%s\n", error->message);
        }
      if (self->start_library != NULL)
        {
          g_autoptr(GError) error = NULL;
          GtkWidget *page = cw_window_get_library_page (main_window);

          if (cw_library_page_open_file (CW_LIBRARY_PAGE (page), self->start_library, &error) == NULL)
            g_printerr ("%s\n", error->message);
        }
      if (self->start_search != NULL)
        cw_collection_page_set_search_text (CW_COLLECTION_PAGE (cw_window_get_collection_page (main_window)),
                                            self->start_search);
      if (self->start_card != NULL && cw_window_get_session (main_window) != NULL)
        {
          CwCard *card = cw_catalog_lookup (cw_session_get_catalog (cw_window_get_session (main_window)),
                                            self->start_card);

          if (card != NULL)
            cw_collection_page_select_card (CW_COLLECTION_PAGE (cw_window_get_collection_page (main_window)), card);
          else
            g_printerr (_("No card with the id “%s” in this game\n"), self->start_card);
        }
      if (self->start_view != NULL)
        cw_window_set_view (main_window, self->start_view);
      window = GTK_WINDOW (main_window);
    }
  return window;
}

static void
cw_application_activate (GApplication *application)
{
  CwApplication *self = CW_APPLICATION (application);
  GtkWindow *window = ensure_window (self);

  if (g_getenv ("CARDWRIGHT_BENCH_STARTUP") != NULL)
    gtk_widget_add_tick_callback (GTK_WIDGET (window), report_first_frame, g_new0 (guint, 1), g_free);
  gtk_window_present (window);
  /* Only a start with nothing to open greets: files from the file manager are what the player
   * came for, and the benchmark measures the window alone. */
  if (g_getenv ("CARDWRIGHT_BENCH_STARTUP") == NULL)
    cw_welcome_present_on_first_run (CW_WINDOW (window), self->settings);
}

/* Files from the file manager ("Open With Cardwright") or the command line. */
static void
cw_application_open (GApplication  *application,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  CwApplication *self = CW_APPLICATION (application);
  GtkWindow *window = ensure_window (self);

  gtk_window_present (window);
  cw_window_open_files (CW_WINDOW (window), files, n_files);
}

static int
cw_application_handle_local_options (GApplication *application,
                                     GVariantDict *options)
{
  CwApplication *self = CW_APPLICATION (application);
  GSettingsSchema *schema;
  const char *text;

  if (g_variant_dict_lookup (options, "view", "&s", &text))
    {
      if (g_strcmp0 (text, "collection") != 0 && g_strcmp0 (text, "libraries") != 0 && g_strcmp0 (text, "table") != 0)
        {
          g_printerr (_("--view takes collection, libraries or table, not “%s”\n"), text);
          return 2;
        }
      self->start_view = g_strdup (text);
    }
  if (g_variant_dict_lookup (options, "game", "&s", &text))
    self->start_game = g_strdup (text);
  if (g_variant_dict_lookup (options, "library", "^&ay", &text))
    self->start_library = g_canonicalize_filename (text, NULL);
  if (g_variant_dict_lookup (options, "search", "&s", &text))
    self->start_search = g_strdup (text);
  if (g_variant_dict_lookup (options, "card", "&s", &text))
    self->start_card = g_strdup (text);

  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), SCHEMA_ID, TRUE);
  if (schema == NULL)
    {
      g_printerr (_("Cardwright’s settings schema (%s) is not installed. Run it with build-aux/run.sh from a "
                    "source checkout, or set GSETTINGS_SCHEMA_DIR to the build’s data folder.\n"), SCHEMA_ID);
      return 1;
    }
  g_settings_schema_unref (schema);

  return -1;
}

static void
cw_application_finalize (GObject *object)
{
  CwApplication *self = CW_APPLICATION (object);

  g_clear_object (&self->settings);
  g_free (self->start_view);
  g_free (self->start_game);
  g_free (self->start_library);
  g_free (self->start_search);
  g_free (self->start_card);

  G_OBJECT_CLASS (cw_application_parent_class)->finalize (object);
}

static void
cw_application_class_init (CwApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = cw_application_finalize;
  app_class->startup = cw_application_startup;
  app_class->activate = cw_application_activate;
  app_class->open = cw_application_open;
  app_class->handle_local_options = cw_application_handle_local_options;
}

static void
cw_application_init (CwApplication *self)
{
  static const GOptionEntry entries[] = {
    { "view", 0, 0, G_OPTION_ARG_STRING, NULL, N_("Open on a view: collection, libraries or table"), N_("VIEW") },
    { "game", 0, 0, G_OPTION_ARG_STRING, NULL, N_("Open on a game, by its id (oz-storyline, od…)"), N_("ID") },
    { "library", 0, 0, G_OPTION_ARG_FILENAME, NULL, N_("Open a Library file"), N_("FILE") },
    { "search", 0, 0, G_OPTION_ARG_STRING, NULL, N_("Search the collection at start"), N_("QUERY") },
    { "card", 0, 0, G_OPTION_ARG_STRING, NULL, N_("Show a card's details at start, by its id"), N_("ID") },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
}

CwApplication *
cw_application_new (void)
{
  return g_object_new (CW_TYPE_APPLICATION,
                       "application-id", CW_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       /* The same resources whatever the app id (the development build ends in .Devel). */
                       "resource-base-path", "/io/github/cardwright/Cardwright",
                       NULL);
}
