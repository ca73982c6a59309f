/* cw-window.c: the main window: game picker, view switcher, and the Collection, Libraries and Table views. */
#include <glib/gi18n.h>

#include "cw-window-private.h"
#include "cw-library-doc.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-library.h"

#define SCHEMA_ID "io.github.cardwright.Cardwright"

G_DEFINE_FINAL_TYPE (CwWindow, cw_window, ADW_TYPE_APPLICATION_WINDOW)

static void
on_toast_dismissed (AdwToast *toast,
                    CwWindow *self)
{
  const char *kind = g_object_get_data (G_OBJECT (toast), "cw-toast-kind");

  if (self->toasts != NULL && g_hash_table_lookup (self->toasts, kind) == toast)
    g_hash_table_remove (self->toasts, kind);
}

/* The toast added first of those not dismissed: the one the overlay shows. */
static AdwToast *
oldest_toast (CwWindow *self)
{
  GHashTableIter iter;
  gpointer value;
  AdwToast *oldest = NULL;
  guint oldest_order = G_MAXUINT;

  g_hash_table_iter_init (&iter, self->toasts);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      guint order = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (value), "cw-toast-order"));

      if (order < oldest_order)
        {
          oldest = value;
          oldest_order = order;
        }
    }
  return oldest;
}

void
cw_window_toast_of_kind (CwWindow   *self,
                         const char *kind,
                         const char *message)
{
  cw_window_toast_full (self, kind, message, NULL, NULL, 5);
}

AdwToast *
cw_window_toast_full (CwWindow   *self,
                      const char *kind,
                      const char *message,
                      const char *button_label,
                      const char *action_name,
                      guint       timeout)
{
  AdwToast *toast;
  AdwToast *earlier;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  g_return_val_if_fail (message != NULL, NULL);

  /* A job that ends after the window was closed has no one to tell. */
  if (self->toasts == NULL)
    return NULL;

  kind = kind ? kind : "message";
  /* Undo pressed forty times says what the fortieth undid, now, not in five minutes: the
   * toast of that kind still shown or waiting says the new message in place. It is not
   * dismissed for a new one: libadwaita 1.2.2 crashes when a toast is dismissed in the
   * first frames after it comes on screen (a second dismissal in the same main-loop turn
   * is enough), and the toast label follows the title as it changes. The toast on screen
   * (the oldest one: every toast is added here, first come first shown) is added again, which
   * restarts its timeout with the new one, so the new message gets its full time; one still
   * waiting gets its time when it comes. */
  earlier = g_hash_table_lookup (self->toasts, kind);
  if (earlier != NULL)
    {
      adw_toast_set_title (earlier, message);
      adw_toast_set_button_label (earlier, button_label);
      adw_toast_set_action_name (earlier, button_label != NULL ? action_name : NULL);
      adw_toast_set_timeout (earlier, timeout);
      if (earlier == oldest_toast (self))
        adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (earlier));
      return earlier;
    }
  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, timeout);
  if (button_label != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action_name);
    }
  g_object_set_data_full (G_OBJECT (toast), "cw-toast-kind", g_strdup (kind), g_free);
  g_object_set_data (G_OBJECT (toast), "cw-toast-order", GUINT_TO_POINTER (++self->toasts_added));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, 0);
  /* A toast whose button was pressed goes on the next idle: the next message of its kind
   * needs a toast of its own. */
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_toast_dismissed), self, 0);
  g_hash_table_insert (self->toasts, g_strdup (kind), g_object_ref (toast));
  /* No ADW_TOAST_PRIORITY_HIGH: libadwaita 1.2 asserts when a toast it pushed back into
   * the queue is dismissed. A toast of another kind waits at most one toast's time. */
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return toast;
}

void
cw_window_toast (CwWindow   *self,
                 const char *message)
{
  cw_window_toast_of_kind (self, NULL, message);
}

const char *
cw_window_get_toast_title (CwWindow   *self,
                           const char *kind)
{
  AdwToast *toast;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);

  toast = self->toasts != NULL ? g_hash_table_lookup (self->toasts, kind ? kind : "message") : NULL;
  return toast != NULL ? adw_toast_get_title (toast) : NULL;
}

guint
cw_window_get_n_toasts (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), 0);
  return g_hash_table_size (self->toasts);
}

static void
present_message (CwWindow   *self,
                 const char *heading,
                 const char *body)
{
  GtkWidget *dialog = cw_alert_new (GTK_WINDOW (self), heading, body);

  cw_alert_add_response (dialog, "close", _("_Close"));
  cw_alert_present (dialog);
}

/* Messages found while the window is built (a collection file that cannot be read)
 * wait until the window is on screen: a dialog needs a window to sit on. */
static void
on_first_map (CwWindow *self)
{
  g_signal_handlers_disconnect_by_func (self, on_first_map, NULL);
  for (guint i = 0; i + 1 < self->pending_messages->len; i += 2)
    present_message (self, g_ptr_array_index (self->pending_messages, i),
                     g_ptr_array_index (self->pending_messages, i + 1));
  g_ptr_array_set_size (self->pending_messages, 0);
}

static void
show_message (CwWindow   *self,
              const char *heading,
              const char *body)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      present_message (self, heading, body);
      return;
    }

  g_message ("%s: %s", heading, body);
  if (self->pending_messages->len == 0)
    g_signal_connect (self, "map", G_CALLBACK (on_first_map), NULL);
  g_ptr_array_add (self->pending_messages, g_strdup (heading));
  g_ptr_array_add (self->pending_messages, g_strdup (body));
}

/* ---- games ---- */

void
cw_window_show_message (CwWindow   *self,
                        const char *heading,
                        const char *body)
{
  show_message (self, heading, body);
}

static void
setup_game_item (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* On the button, a long game name gives way to the view switcher when the header bar is
   * narrow, and shows whole when there is room; the list below shows every name whole. */
  if (GPOINTER_TO_INT (user_data))
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
    }
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static int
compare_game_names (gconstpointer a,
                    gconstpointer b)
{
  CwGame *game_a = *(CwGame * const *) a;
  CwGame *game_b = *(CwGame * const *) b;

  return g_utf8_collate (cw_game_get_name (game_a), cw_game_get_name (game_b));
}

static void
bind_game_item (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (name));
  gtk_widget_set_tooltip_text (gtk_list_item_get_child (item), gtk_string_object_get_string (name));
}

void
cw_window_reload_games (CwWindow   *self,
                        const char *select_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GPtrArray *games;

  games = cw_game_load_all (&error);
  if (games == NULL)
    {
      show_message (self, _("The Games Could Not Be Loaded"), error->message);
      games = g_ptr_array_new_with_free_func (g_object_unref);
    }

  /* By name, as a person looks for them: by id, "The Magical World…" came first and
   * "The Card Game of Oz" last. */
  g_ptr_array_sort (games, compare_game_names);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  self->games = games;

  for (guint i = 0; i < games->len; i++)
    {
      CwGame *game = g_ptr_array_index (games, i);

      if (cw_game_is_shipped (game))
        gtk_string_list_append (names, cw_game_get_name (game));
      else
        {
          /* Translators: a game the player made, in the game picker. */
          g_autofree char *name = g_strdup_printf (_("%s (yours)"), cw_game_get_name (game));
          gtk_string_list_append (names, name);
        }
    }

  self->picking_game = TRUE;
  gtk_drop_down_set_model (self->game_dropdown, G_LIST_MODEL (names));
  self->picking_game = FALSE;

  if (select_id != NULL && !cw_window_set_game (self, select_id, NULL) && games->len > 0)
    cw_window_set_game (self, cw_game_get_id (g_ptr_array_index (games, 0)), NULL);
}

static void
on_game_selected (CwWindow *self)
{
  guint index = gtk_drop_down_get_selected (self->game_dropdown);
  g_autoptr(GError) error = NULL;

  if (self->picking_game || self->games == NULL || index >= self->games->len)
    return;

  if (!cw_window_set_game (self, cw_game_get_id (g_ptr_array_index (self->games, index)), &error))
    {
      show_message (self, _("The Game Could Not Be Opened"), error->message);

      /* The picker goes back to the game still shown. */
      for (guint i = 0; self->session != NULL && i < self->games->len; i++)
        if (g_strcmp0 (cw_game_get_id (g_ptr_array_index (self->games, i)),
                       cw_game_get_id (cw_session_get_game (self->session))) == 0)
          {
            self->picking_game = TRUE;
            gtk_drop_down_set_selected (self->game_dropdown, i);
            self->picking_game = FALSE;
          }
    }
}

static void
on_current_library_changed (CwWindow *self)
{
  const char *path = cw_library_page_get_current_path (self->library_page);

  /* An unsaved Library has no file to come back to: keep the last one that had. */
  if (self->settings != NULL && path != NULL)
    g_settings_set_string (self->settings, "last-library", path);
  cw_window_actions_update (self);
}

gboolean
cw_window_set_game (CwWindow    *self,
                    const char  *game_id,
                    GError     **error)
{
  CwSession *session;
  CwGame *game = NULL;
  guint index = 0;

  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  for (guint i = 0; self->games != NULL && i < self->games->len; i++)
    if (g_strcmp0 (cw_game_get_id (g_ptr_array_index (self->games, i)), game_id) == 0)
      {
        game = g_ptr_array_index (self->games, i);
        index = i;
      }

  if (game == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No game with the id “%s” is installed."), game_id);
      return FALSE;
    }

  session = g_hash_table_lookup (self->sessions, game_id);
  if (session == NULL)
    {
      session = cw_session_new (game, error);
      if (session == NULL)
        return FALSE;
      g_hash_table_insert (self->sessions, g_strdup (game_id), session);

      /* A set left out (or an id clash) is said once, when the game is first shown. */
      if (cw_catalog_get_load_errors (cw_session_get_catalog (session))->len > 0)
        {
          GPtrArray *errors = cw_catalog_get_load_errors (cw_session_get_catalog (session));
          g_autoptr(GString) body = g_string_new (NULL);

          for (guint i = 0; i < errors->len; i++)
            g_string_append_printf (body, "%s\n\n", ((GError *) g_ptr_array_index (errors, i))->message);
          g_string_append (body, _("The other cards of the game are shown. Cardwright leaves these files as they are."));
          show_message (self, _("Some Card Sets Could Not Be Read"), body->str);
        }
      if (cw_session_get_collection_error (session) != NULL && cw_session_get_collection_set_aside (session) != NULL)
        {
          g_autofree char *body = g_strdup_printf (_("%s\n\nThe file is kept as %s, as it was. A new, empty collection starts: the owned counts you change now are saved."),
                                                   cw_session_get_collection_error (session)->message,
                                                   cw_session_get_collection_set_aside (session));
          show_message (self, _("Your Collection File Could Not Be Read"), body);
        }
      else if (cw_session_get_collection_error (session) != NULL)
        {
          g_autofree char *body = g_strdup_printf (_("%s\n\nCardwright leaves the file as it is. Owned counts you change now are kept until you close the window, and not saved."),
                                                   cw_session_get_collection_error (session)->message);
          show_message (self, _("Your Collection File Could Not Be Read"), body);
        }
    }

  if (self->session != session)
    {
      g_set_object (&self->session, session);
      cw_collection_page_set_session (self->collection_page, session);
      cw_library_page_set_session (self->library_page, session);
      cw_table_page_set_session (self->table_page, session);
    }

  self->picking_game = TRUE;
  gtk_drop_down_set_selected (self->game_dropdown, index);
  self->picking_game = FALSE;

  gtk_window_set_title (GTK_WINDOW (self), cw_game_get_name (game));
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "last-game", game_id);

  cw_window_actions_update (self);
  return TRUE;
}

CwSession *
cw_window_get_session (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return self->session;
}

/* ---- views ---- */

void
cw_window_set_view (CwWindow   *self,
                    const char *view)
{
  g_return_if_fail (CW_IS_WINDOW (self));

  if (adw_view_stack_get_child_by_name (self->view_stack, view) != NULL)
    adw_view_stack_set_visible_child_name (self->view_stack, view);
}

const char *
cw_window_get_view (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return adw_view_stack_get_visible_child_name (self->view_stack);
}

/* AdwViewStack measures every page on every size change, shown or not: a page's contents take
 * part only while it is the one shown. At start-up that spares measuring the Libraries and Table
 * views for the first frame; later it keeps resizing as cheap as the view shown allows. */
static void
show_contents_of_visible_page (CwWindow *self)
{
  GtkWidget *visible = adw_view_stack_get_visible_child (self->view_stack);
  GtkWidget *pages[] = {
    GTK_WIDGET (self->collection_page), GTK_WIDGET (self->library_page), GTK_WIDGET (self->table_page),
  };

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    for (GtkWidget *child = gtk_widget_get_first_child (pages[i]); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      gtk_widget_set_visible (child, pages[i] == visible);
}

static void
on_view_changed (CwWindow *self)
{
  show_contents_of_visible_page (self);
  cw_window_actions_update (self);
}

GtkWidget *
cw_window_get_collection_page (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->collection_page);
}

GtkWidget *
cw_window_get_library_page (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->library_page);
}

GtkWidget *
cw_window_get_table_page (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->table_page);
}

/* ---- narrow widths ---- */

/* Below this width the view switcher leaves the header bar for the bottom bar. The
 * switcher title alone would keep the wide switcher's width reserved in the header
 * (its squeezer measures all its pages), leaving no room for the game picker. */
#define NARROW_WIDTH 720

/* The bottom bar shows whenever the header has no switcher: narrow, or squeezed to its title. */
static void
update_switcher_bar (CwWindow *self)
{
  adw_view_switcher_bar_set_reveal (self->switcher_bar,
                                    self->narrow || cw_compat_switcher_title_get_title_visible (self->switcher_title));
}

/* Narrow, the game picker takes the title's place: the header bar keeps a start widget to
 * at most half its width, which left "The Card Gam…" beside empty space at 360 px. */
static void
place_game_picker (CwWindow *self)
{
  GtkWidget *picker = GTK_WIDGET (self->game_dropdown);

  if (self->narrow == (adw_header_bar_get_title_widget (self->header_bar) == picker))
    return;
  g_object_ref (picker);
  adw_header_bar_remove (self->header_bar, picker);
  if (self->narrow)
    {
      self->spare_title = g_object_ref (self->switcher_title);
      adw_header_bar_set_title_widget (self->header_bar, picker);
    }
  else
    {
      adw_header_bar_set_title_widget (self->header_bar, self->spare_title);
      g_clear_object (&self->spare_title);
      adw_header_bar_pack_start (self->header_bar, picker);
    }
  g_object_unref (picker);
}

static gboolean
apply_narrow_cb (gpointer user_data)
{
  CwWindow *self = user_data;

  self->narrow_source = 0;
  place_game_picker (self);
  update_switcher_bar (self);
  return G_SOURCE_REMOVE;
}

static void
cw_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  CwWindow *self = CW_WINDOW (widget);
  gboolean narrow = width < NARROW_WIDTH;

  GTK_WIDGET_CLASS (cw_window_parent_class)->size_allocate (widget, width, height, baseline);

  /* Changed after this allocation, not in the middle of it. */
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      if (self->narrow_source == 0)
        self->narrow_source = g_idle_add (apply_narrow_cb, self);
    }
}

/* ---- closing ---- */

void
cw_window_flush (CwWindow *self)
{
  GHashTableIter iter;
  gpointer session;

  g_return_if_fail (CW_IS_WINDOW (self));

  g_hash_table_iter_init (&iter, self->sessions);
  while (g_hash_table_iter_next (&iter, NULL, &session))
    {
      g_autoptr(GError) error = NULL;

      if (!cw_session_flush (session, &error))
        show_message (self, _("Your Collection Could Not Be Saved"), error->message);
    }
}

static GPtrArray *
modified_libraries (CwWindow *self)
{
  GPtrArray *docs = g_ptr_array_new_with_free_func (g_object_unref);
  GHashTableIter iter;
  gpointer session;

  g_hash_table_iter_init (&iter, self->sessions);
  while (g_hash_table_iter_next (&iter, NULL, &session))
    {
      GListModel *open = cw_session_get_open_libraries (session);

      for (guint i = 0; i < g_list_model_get_n_items (open); i++)
        {
          CwLibraryDoc *doc = g_list_model_get_item (open, i);

          if (cw_library_doc_is_modified (doc))
            g_ptr_array_add (docs, doc);
          else
            g_object_unref (doc);
        }
    }
  return docs;
}

static void
on_close_response (GtkWidget *dialog,
                   const char       *response,
                   CwWindow         *self)
{
  if (g_strcmp0 (response, "save") == 0)
    {
      g_autoptr(GPtrArray) docs = modified_libraries (self);

      for (guint i = 0; i < docs->len; i++)
        {
          CwLibraryDoc *doc = g_ptr_array_index (docs, i);
          g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "cardwright", "libraries",
                                                   cw_game_get_id (cw_library_get_game (cw_library_doc_get_library (doc))),
                                                   NULL);
          g_autoptr(GError) error = NULL;

          if (!cw_library_doc_save (doc, dir, &error))
            {
              show_message (self, _("The Library Could Not Be Saved"), error->message);
              return;
            }
          if (self->settings != NULL && doc == cw_library_page_get_current (self->library_page))
            g_settings_set_string (self->settings, "last-library", cw_library_doc_get_path (doc));
        }
    }
  else if (g_strcmp0 (response, "discard") != 0)
    return;

  self->closing_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
cw_window_close_request (GtkWindow *window)
{
  CwWindow *self = CW_WINDOW (window);
  g_autoptr(GPtrArray) docs = modified_libraries (self);

  if (docs->len > 0 && !self->closing_confirmed)
    {
      GtkWidget *dialog;
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < docs->len; i++)
        g_string_append_printf (names, "%s%s", i > 0 ? "\n" : "",
                                cw_library_doc_get_name (g_ptr_array_index (docs, i)));

      dialog = cw_alert_new (window,
                             ngettext ("Save the Changed Library?", "Save the Changed Libraries?", docs->len),
                             names->str);
      cw_alert_add_responses (dialog,
                              "cancel", _("_Cancel"),
                              "discard", _("_Discard"),
                              "save", _("_Save"),
                              NULL);
      cw_alert_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
      cw_alert_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
      cw_alert_set_default_response (dialog, "save");
      g_signal_connect_object (dialog, "response", G_CALLBACK (on_close_response), self, 0);
      cw_alert_present (dialog);
      return TRUE;
    }

  if (cw_window_sets_close_request (self))
    return TRUE;

  cw_window_flush (self);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
      if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
        {
          g_settings_set_int (self->settings, "window-width", width);
          g_settings_set_int (self->settings, "window-height", height);
        }
    }

  return GTK_WINDOW_CLASS (cw_window_parent_class)->close_request (window);
}

/* ---- GObject ---- */

static void
cw_window_constructed (GObject *object)
{
  CwWindow *self = CW_WINDOW (object);
  g_autofree char *last_game = NULL;
  g_autofree char *last_library = NULL;

  G_OBJECT_CLASS (cw_window_parent_class)->constructed (object);

  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      g_settings_bind (self->settings, "collection-view", self->collection_page, "view-mode",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "library-panel",
                       cw_library_page_get_panels (self->library_page), "page",
                       G_SETTINGS_BIND_DEFAULT);
      last_game = g_settings_get_string (self->settings, "last-game");
      last_library = g_settings_get_string (self->settings, "last-library");
    }
  else
    gtk_window_set_default_size (GTK_WINDOW (self), 1100, 720);

  cw_window_reload_games (self, last_game != NULL && *last_game != '\0' ? last_game : "oz-storyline");

  /* Reopen the Library the player had open, when it belongs to this game. */
  if (self->session != NULL && last_library != NULL && *last_library != '\0' &&
      g_file_test (last_library, G_FILE_TEST_IS_REGULAR))
    {
      g_autoptr(GError) error = NULL;

      if (cw_library_page_open_file (self->library_page, last_library, &error) == NULL)
        g_debug ("Last Library not reopened: %s", error->message);
    }

  show_contents_of_visible_page (self);
  g_signal_connect_object (self->library_page, "notify::current-path",
                           G_CALLBACK (on_current_library_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->library_page, "notify::current",
                           G_CALLBACK (on_current_library_changed), self, G_CONNECT_SWAPPED);
  cw_window_actions_update (self);
}

static void
cw_window_dispose (GObject *object)
{
  CwWindow *self = CW_WINDOW (object);

  if (self->sessions != NULL)
    cw_window_flush (self);

  g_clear_handle_id (&self->narrow_source, g_source_remove);
  g_clear_pointer (&self->toasts, g_hash_table_unref);
  cw_window_sets_dispose (self);
  if (self->watched_history != NULL)
    g_signal_handlers_disconnect_by_data (self->watched_history, self);
  g_clear_object (&self->watched_history);
  if (self->chooser != NULL)
    {
      cw_file_chooser_destroy (self->chooser);
      g_clear_object (&self->chooser);
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_WINDOW);
  g_clear_object (&self->spare_title);

  g_clear_object (&self->session);
  g_clear_pointer (&self->sessions, g_hash_table_unref);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->pending_messages, g_ptr_array_unref);

  G_OBJECT_CLASS (cw_window_parent_class)->dispose (object);
}

/* What outlives the window's closing: the tests read how a job closed with it ended. */
static void
cw_window_finalize (GObject *object)
{
  cw_window_sets_finalize (CW_WINDOW (object));
  G_OBJECT_CLASS (cw_window_parent_class)->finalize (object);
}

static void
cw_window_class_init (CwWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = cw_window_constructed;
  object_class->dispose = cw_window_dispose;
  object_class->finalize = cw_window_finalize;
  window_class->close_request = cw_window_close_request;
  widget_class->size_allocate = cw_window_size_allocate;

  g_type_ensure (CW_TYPE_COLLECTION_PAGE);
  g_type_ensure (CW_TYPE_LIBRARY_PAGE);
  g_type_ensure (CW_TYPE_TABLE_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CwWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CwWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CwWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, CwWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, CwWindow, game_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CwWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, CwWindow, collection_page);
  gtk_widget_class_bind_template_child (widget_class, CwWindow, library_page);
  gtk_widget_class_bind_template_child (widget_class, CwWindow, table_page);
  gtk_widget_class_bind_template_callback (widget_class, on_game_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_view_changed);
  gtk_widget_class_bind_template_callback (widget_class, update_switcher_bar);

  cw_window_actions_class_init (widget_class);
}

static void
cw_window_init (CwWindow *self)
{
  GSettingsSchema *schema;
  GtkListItemFactory *factory;
  GtkListItemFactory *list_factory;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->set_job_progress_delay = 400;
  cw_compat_switcher_title_init (self->switcher_title);
  cw_window_init_file_drops (self);

  self->sessions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->pending_messages = g_ptr_array_new_with_free_func (g_free);
  self->toasts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);

  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), SCHEMA_ID, TRUE);
  if (schema != NULL)
    {
      self->settings = g_settings_new (SCHEMA_ID);
      g_settings_schema_unref (schema);
    }

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_game_item), GINT_TO_POINTER (TRUE));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_game_item), NULL);
  gtk_drop_down_set_factory (self->game_dropdown, factory);
  list_factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (list_factory, "setup", G_CALLBACK (setup_game_item), GINT_TO_POINTER (FALSE));
  g_signal_connect (list_factory, "bind", G_CALLBACK (bind_game_item), NULL);
  gtk_drop_down_set_list_factory (self->game_dropdown, list_factory);
  g_object_unref (factory);
  g_object_unref (list_factory);
}

CwWindow *
cw_window_new (GtkApplication *application)
{
  return g_object_new (CW_TYPE_WINDOW, "application", application, NULL);
}
