/* cw-welcome.c: the welcome shown once, on the very first start: the game shown, the game picker, the views. */
#include <glib/gi18n.h>

#include "cw-welcome.h"
#include "cw-game.h"
#include "cw-session.h"

/* As ui/cw-welcome.ui sets them. */
#define WELCOME_WIDTH     440
#define WELCOME_MIN_WIDTH 300
#define WELCOME_HEIGHT    600

struct _CwWelcome
{
  AdwWindow      parent_instance;

  AdwStatusPage *status_page;
  GtkButton     *start_button;
};

G_DEFINE_FINAL_TYPE (CwWelcome, cw_welcome, ADW_TYPE_WINDOW)

static void
on_start_clicked (CwWelcome *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
cw_welcome_class_init (CwWelcomeClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cardwright/Cardwright/cw-welcome.ui");
  gtk_widget_class_bind_template_child (widget_class, CwWelcome, status_page);
  gtk_widget_class_bind_template_child (widget_class, CwWelcome, start_button);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
  /* Escape dismisses it, as every GNOME dialog. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cw_welcome_init (CwWelcome *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The profile's own icon (the development build's app id ends in .Devel). */
  adw_status_page_set_icon_name (self->status_page, CW_APP_ID);
}

/* What a person needs on the first evening: which game this is and how to change it, then
 * what each view is for; the demo Libraries only where the game ships some (the Disney
 * game has none, and promising them would send the player looking for nothing). */
static char *
dup_description (CwWindow *window)
{
  CwSession *session = cw_window_get_session (window);
  GString *text = g_string_new (NULL);
  g_auto(GStrv) demos = NULL;
  g_autofree char *game = NULL;
  g_autofree char *collection = NULL;
  g_autofree char *libraries = NULL;
  g_autofree char *table = NULL;

  if (session != NULL)
    {
      game = g_markup_printf_escaped (_("Cardwright is showing <b>%s</b>. The game picker at the top left of "
                                        "the window switches to another game."),
                                      cw_game_get_name (cw_session_get_game (session)));
      demos = cw_session_list_demo_libraries (session);
    }
  else
    game = g_markup_escape_text (_("Choose a game with the game picker at the top left of the window."), -1);
  g_string_append (text, game);
  g_string_append (text, "\n\n");

  collection = g_markup_escape_text (_("Collection: every card of the game, and how many you own."), -1);
  libraries = g_markup_escape_text (demos != NULL && demos[0] != NULL
                                    ? _("Libraries: your decks. The demo Libraries listed there are ready to open.")
                                    : _("Libraries: your decks, checked against the game’s rules."), -1);
  table = g_markup_escape_text (_("Table: sits beside a real game with its dice, its board and the score."), -1);
  g_string_append_printf (text, "%s\n%s\n%s\n\n", collection, libraries, table);
  g_string_append (text, _("Collection, Libraries and Table are the buttons at the top of the window, or at "
                           "its bottom when it is narrow."));
  return g_string_free (text, FALSE);
}

CwWelcome *
cw_welcome_new (CwWindow *window)
{
  CwWelcome *self;
  g_autofree char *description = NULL;
  int width = 0;
  int height = 0;

  g_return_val_if_fail (CW_IS_WINDOW (window), NULL);

  self = g_object_new (CW_TYPE_WELCOME,
                       "transient-for", window,
                       "modal", TRUE,
                       "application", gtk_window_get_application (GTK_WINDOW (window)),
                       NULL);
  /* No wider than the window it greets (a phone's 360 px): the text wraps, the button stays. */
  /* Both out-arguments: GTK 4.8 writes through them without checking for NULL. */
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  if (width > 0 && width < WELCOME_WIDTH)
    gtk_window_set_default_size (GTK_WINDOW (self), MAX (width, WELCOME_MIN_WIDTH), WELCOME_HEIGHT);
  description = dup_description (window);
  adw_status_page_set_description (self->status_page, description);
  return self;
}

const char *
cw_welcome_get_description (CwWelcome *self)
{
  g_return_val_if_fail (CW_IS_WELCOME (self), NULL);
  return adw_status_page_get_description (self->status_page);
}

CwWelcome *
cw_welcome_present_on_first_run (CwWindow  *window,
                                 GSettings *settings)
{
  CwWelcome *self;

  g_return_val_if_fail (CW_IS_WINDOW (window), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  if (g_settings_get_boolean (settings, "welcome-shown"))
    return NULL;
  /* Set before it shows: a welcome closed by the window manager, or a start that crashes
   * later, still counts as seen; it is a greeting, not a step to complete. */
  g_settings_set_boolean (settings, "welcome-shown", TRUE);
  self = cw_welcome_new (window);
  gtk_window_present (GTK_WINDOW (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
  return self;
}
