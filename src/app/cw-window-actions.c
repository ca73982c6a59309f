/* cw-window-actions.c: the window's actions and keyboard shortcuts (win.*, library.*). */
#include <errno.h>
#include <glib/gi18n.h>

#include "cw-window-private.h"
#include "cw-library-doc.h"
#include "cw-undo-stack.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-card.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-print-dialog.h"

/* The history Ctrl+Z acts on: the owned counts in Collection, the current Library in Libraries. */
static CwUndoStack *
active_history (CwWindow *self)
{
  const char *view = cw_window_get_view (self);

  if (self->session == NULL || view == NULL)
    return NULL;
  if (g_str_equal (view, "collection"))
    return cw_session_get_collection_history (self->session);
  if (g_str_equal (view, "libraries"))
    {
      CwLibraryDoc *doc = cw_library_page_get_current (self->library_page);
      return doc != NULL ? cw_library_doc_get_history (doc) : NULL;
    }
  return NULL;
}

static void
on_history_changed (CwWindow *self)
{
  CwUndoStack *history = self->watched_history;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 history != NULL && cw_undo_stack_can_undo (history));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 history != NULL && cw_undo_stack_can_redo (history));
}

void
cw_window_actions_update (CwWindow *self)
{
  CwUndoStack *history = active_history (self);
  CwLibraryDoc *doc = cw_library_page_get_current (self->library_page);
  gboolean has_session = self->session != NULL;

  if (history != self->watched_history)
    {
      if (self->watched_history != NULL)
        g_signal_handlers_disconnect_by_data (self->watched_history, self);
      g_set_object (&self->watched_history, history);
      if (history != NULL)
        {
          g_signal_connect_swapped (history, "notify::can-undo", G_CALLBACK (on_history_changed), self);
          g_signal_connect_swapped (history, "notify::can-redo", G_CALLBACK (on_history_changed), self);
        }
    }
  on_history_changed (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.new", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.open", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.save", doc != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.save-as", doc != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.duplicate", doc != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.close", doc != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.delete", doc != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-game", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-card", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.import", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.export", doc != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.import-collection", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-collection", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.import-set-csv", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-set-csv", has_session);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.add-set-pictures", has_session);
}

/* ---- undo ---- */

static const char *
replay (CwWindow *self,
        gboolean  forward)
{
  CwUndoStack *history = active_history (self);
  const char *label;
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  if (history == NULL)
    return NULL;

  label = forward ? cw_undo_stack_redo_full (history, &error) : cw_undo_stack_undo_full (history, &error);
  /* An edit refused (a set's import, the set changed since): said, and gone from the history. */
  if (error != NULL)
    cw_window_show_message (self, forward ? _("Nothing Was Redone") : _("Nothing Was Undone"), error->message);
  if (label == NULL)
    return NULL;

  /* Translators: a short message after undo or redo, naming the edit. */
  message = g_strdup_printf (forward ? _("Redone: %s") : _("Undone: %s"), label);
  cw_window_toast_of_kind (self, "history", message);
  return label;
}

const char *
cw_window_undo (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return replay (self, FALSE);
}

const char *
cw_window_redo (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return replay (self, TRUE);
}

/* For the pages: a message in the window's toast overlay, replacing the previous one. */
static void
toast_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  cw_window_toast (CW_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  cw_window_undo (CW_WINDOW (widget));
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  cw_window_redo (CW_WINDOW (widget));
}

/* ---- views and search ---- */

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  const char *view = cw_window_get_view (self);

  if (g_strcmp0 (view, "libraries") == 0)
    cw_library_page_focus_search (self->library_page);
  else
    {
      cw_window_set_view (self, "collection");
      cw_collection_page_focus_search (self->collection_page);
    }
}

static void
view_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  cw_window_set_view (CW_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
new_card_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);

  cw_window_set_view (self, "collection");
  cw_collection_page_new_card (self->collection_page);
}

/* ---- Libraries ---- */

static void
add_card_to_current (CwWindow *self,
                     CwCard   *card)
{
  CwLibraryDoc *doc;
  g_autofree char *message = NULL;

  /* Stays in the Collection: picking cards one by one is quicker without switching views. */
  cw_library_page_add_card (self->library_page, card);
  doc = cw_library_page_get_current (self->library_page);
  /* Translators: after adding a card from the Collection: the card, the Library, the copies now in it. */
  message = g_strdup_printf (_("%s added to “%s” (%u in it)"), cw_card_get_title (card),
                             cw_library_doc_get_name (doc),
                             cw_library_get_count (cw_library_doc_get_library (doc), cw_card_get_id (card)));
  cw_window_toast (self, message);
  cw_window_actions_update (self);
}

static void
on_which_library_response (GtkWidget *dialog,
                           const char       *response,
                           CwWindow         *self)
{
  GtkDropDown *choice = GTK_DROP_DOWN (cw_alert_get_extra_child (dialog));
  GStrv paths = g_object_get_data (G_OBJECT (dialog), "cw-paths");
  CwCard *card = g_object_get_data (G_OBJECT (dialog), "cw-card");
  guint chosen = gtk_drop_down_get_selected (choice);
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "add") != 0 || self->session == NULL)
    return;
  /* The last choice is a new Library; the others are the player's saved ones. */
  if (chosen < g_strv_length (paths) &&
      cw_library_page_open_file (self->library_page, paths[chosen], &error) == NULL)
    {
      cw_window_show_message (self, _("The Library Could Not Be Opened"), error->message);
      return;
    }
  add_card_to_current (self, card);
}

/* With no Library open, a card added from the Collection asks where it goes, rather than
 * starting a new Library the player may not notice. */
static void
add_to_library_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  g_autoptr(GtkStringList) names = NULL;
  g_auto(GStrv) paths = NULL;
  GtkWidget *dialog;
  GtkWidget *choice;
  CwCard *card;
  g_autofree char *body = NULL;

  if (self->session == NULL)
    return;
  card = cw_catalog_lookup (cw_session_get_catalog (self->session), g_variant_get_string (parameter, NULL));
  if (card == NULL)
    return;

  paths = cw_session_list_user_libraries (self->session);
  if (cw_library_page_get_current (self->library_page) != NULL || paths[0] == NULL)
    {
      add_card_to_current (self, card);
      return;
    }

  names = gtk_string_list_new (NULL);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autofree char *name = cw_session_dup_library_file_name (self->session, paths[i]);

      gtk_string_list_append (names, name);
    }
  gtk_string_list_append (names, _("A new Library"));
  choice = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Library"), -1);

  body = g_strdup_printf (_("No Library is open. Add %s to one of yours, or to a new one."), cw_card_get_title (card));
  dialog = cw_alert_new (GTK_WINDOW (self), _("Add to Which Library?"), body);
  cw_alert_set_extra_child (dialog, choice);
  cw_alert_add_responses (dialog, "cancel", _("_Cancel"), "add", _("_Add"), NULL);
  cw_alert_set_response_appearance (dialog, "add", ADW_RESPONSE_SUGGESTED);
  cw_alert_set_default_response (dialog, "add");
  g_object_set_data_full (G_OBJECT (dialog), "cw-paths", g_steal_pointer (&paths), (GDestroyNotify) g_strfreev);
  g_object_set_data_full (G_OBJECT (dialog), "cw-card", g_object_ref (card), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_which_library_response), self, 0);
  cw_alert_present (dialog);
}

static void
library_new_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);

  cw_window_set_view (self, "libraries");
  cw_library_page_new_library (self->library_page);
}

static void
library_open_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);

  cw_window_set_view (self, "libraries");
  cw_library_page_open_dialog (self->library_page);
}

static void
save_library (CwWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!cw_library_page_save (self->library_page, &error))
    {
      GtkWidget *dialog = cw_alert_new (GTK_WINDOW (self), _("The Library Could Not Be Saved"),
                                        error->message);
      cw_alert_add_response (dialog, "close", _("_Close"));
      cw_alert_present (dialog);
    }
}

static void
on_first_save_response (GtkWidget *dialog,
                        const char       *response,
                        CwWindow         *self)
{
  GtkEditable *entry = GTK_EDITABLE (cw_alert_get_extra_child (dialog));
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  CwLibraryDoc *doc = cw_library_page_get_current (self->library_page);

  if (g_strcmp0 (response, "save") != 0 || doc == NULL)
    return;
  if (*name != '\0')
    cw_library_doc_set_name (doc, name);
  save_library (self);
}

static void
on_first_save_name_changed (GtkEditable      *entry,
                            GtkWidget *dialog)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  cw_alert_set_response_enabled (dialog, "save", *name != '\0');
}

/* The first save of a Library names it: the name is its file's name, and "New Library" is
 * rarely what a player means to keep. */
static void
library_save_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  CwLibraryDoc *doc = cw_library_page_get_current (self->library_page);
  GtkWidget *dialog;
  GtkWidget *entry;

  if (doc == NULL || cw_library_doc_get_path (doc) != NULL || cw_library_doc_is_shipped (doc))
    {
      save_library (self);
      return;
    }

  dialog = cw_alert_new (GTK_WINDOW (self), _("Save the New Library"),
                         _("Give it a name; the file is named after it."));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), cw_library_doc_get_name (doc));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Library name"), -1);
  cw_alert_set_extra_child (dialog, entry);
  cw_alert_add_responses (dialog, "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  cw_alert_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  cw_alert_set_default_response (dialog, "save");
  g_signal_connect_object (entry, "changed", G_CALLBACK (on_first_save_name_changed), dialog, 0);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_first_save_response), self, 0);
  cw_alert_present (dialog);
  gtk_widget_grab_focus (entry);
}

static void
library_save_as_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  cw_library_page_save_as (CW_WINDOW (widget)->library_page);
}

static void
library_duplicate_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);

  cw_window_set_view (self, "libraries");
  cw_library_page_duplicate (self->library_page);
}

static void
library_close_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  cw_library_page_close (CW_WINDOW (widget)->library_page);
}

static void
library_undo_delete_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  cw_library_page_undo_delete (CW_WINDOW (widget)->library_page);
}

/* Ctrl+W, as in every GNOME app: the document shown first, the window when there is none. */
static void
close_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  const char *view = adw_view_stack_get_visible_child_name (self->view_stack);

  if (g_strcmp0 (view, "libraries") == 0 && cw_library_page_get_current (self->library_page) != NULL)
    cw_library_page_close (self->library_page);
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
library_delete_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  cw_library_page_delete (CW_WINDOW (widget)->library_page);
}

/* ---- a new game copied from the shown one ---- */

static char *
game_id_from_name (const char *name)
{
  GString *id = g_string_new (NULL);
  g_autofree char *lower = g_utf8_strdown (name, -1);

  for (const char *p = lower; *p != '\0'; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (id, *p);
      else if (id->len > 0 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  if (id->len == 0)
    g_string_append (id, "my-game");
  return g_string_free (id, FALSE);
}

char *
cw_window_create_game (CwWindow    *self,
                       const char  *name,
                       GError     **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *id = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(CwGame) copy = NULL;
  guint n = 1;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (self->session != NULL, NULL);

  clean = g_strstrip (g_strdup (name));
  if (*clean == '\0')
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID, _("The new game needs a name."));
      return NULL;
    }

  /* An id not used by any game, shipped or the player's. */
  id = game_id_from_name (clean);
  for (;;)
    {
      gboolean taken = FALSE;
      g_autofree char *candidate = n == 1 ? g_strdup (id) : g_strdup_printf ("%s-%u", id, n);

      for (guint i = 0; i < self->games->len; i++)
        taken |= g_strcmp0 (cw_game_get_id (g_ptr_array_index (self->games, i)), candidate) == 0;
      dir = cw_game_get_user_dir (candidate);
      taken |= g_file_test (dir, G_FILE_TEST_EXISTS);
      if (!taken)
        {
          g_free (id);
          id = g_steal_pointer (&candidate);
          break;
        }
      g_clear_pointer (&dir, g_free);
      n++;
    }

  copy = cw_game_copy (cw_session_get_game (self->session), id, clean);
  cw_game_set_shipped (copy, FALSE);
  cw_game_set_dir (copy, dir);
  path = g_build_filename (dir, "game.xml", NULL);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return NULL;
    }
  if (!cw_game_save_to_file (copy, path, error))
    return NULL;

  cw_window_reload_games (self, id);
  cw_window_set_view (self, "collection");
  return g_steal_pointer (&id);
}

static void
on_new_game_response (GtkWidget *dialog,
                      const char       *response,
                      CwWindow         *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "cw-entry");
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *message = NULL;

  if (g_strcmp0 (response, "create") != 0 || self->session == NULL)
    return;

  id = cw_window_create_game (self, gtk_editable_get_text (entry), &error);
  if (id == NULL)
    {
      GtkWidget *alert = cw_alert_new (GTK_WINDOW (self), _("The Game Could Not Be Created"),
                                       error->message);
      cw_alert_add_response (alert, "close", _("_Close"));
      cw_alert_present (alert);
      return;
    }

  message = g_strdup_printf (_("Created “%s”: add its cards with New Card"),
                             cw_game_get_name (cw_session_get_game (self->session)));
  cw_window_toast (self, message);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  GtkWidget *dialog, *entry;
  g_autofree char *body = NULL;
  g_autofree char *suggestion = NULL;

  if (self->session == NULL)
    return;

  body = g_strdup_printf (_("The new game starts as a copy of the definition of “%s”: its card types, fields, rules, dice and print settings, without its cards. You can then enter its cards."),
                          cw_game_get_name (cw_session_get_game (self->session)));
  dialog = cw_alert_new (GTK_WINDOW (self), _("New Game"), body);
  entry = gtk_entry_new ();
  suggestion = g_strdup_printf (_("My %s"), cw_game_get_name (cw_session_get_game (self->session)));
  gtk_editable_set_text (GTK_EDITABLE (entry), suggestion);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name of the new game"), -1);
  cw_alert_set_extra_child (dialog, entry);
  cw_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "create", _("C_reate"),
                          NULL);
  cw_alert_set_response_appearance (dialog, "create", ADW_RESPONSE_SUGGESTED);
  cw_alert_set_default_response (dialog, "create");
  g_object_set_data (G_OBJECT (dialog), "cw-entry", entry);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_game_response), self, 0);
  cw_alert_present (dialog);
}

/* ---- print ---- */

/* Ctrl+P prints the current Library from Libraries, else the cards the Collection shows. */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  CwLibraryDoc *doc = NULL;
  GListModel *cards = NULL;

  if (self->session == NULL)
    return;
  if (g_strcmp0 (cw_window_get_view (self), "libraries") == 0)
    doc = cw_library_page_get_current (self->library_page);
  if (doc == NULL)
    cards = cw_collection_page_get_results (self->collection_page);
  gtk_window_present (GTK_WINDOW (cw_print_dialog_new (GTK_WINDOW (self), self->session, doc, cards)));
}

void
cw_window_actions_class_init (GtkWidgetClass *widget_class)
{
  cw_window_interop_class_init (widget_class);
  cw_window_sets_class_init (widget_class);
  cw_window_package_class_init (widget_class);

  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.toast", "s", toast_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.view", "s", view_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-card", NULL, new_card_action);
  gtk_widget_class_install_action (widget_class, "win.add-to-library", "s", add_to_library_action);
  gtk_widget_class_install_action (widget_class, "library.new", NULL, library_new_action);
  gtk_widget_class_install_action (widget_class, "library.open", NULL, library_open_action);
  gtk_widget_class_install_action (widget_class, "library.save", NULL, library_save_action);
  gtk_widget_class_install_action (widget_class, "library.save-as", NULL, library_save_as_action);
  gtk_widget_class_install_action (widget_class, "library.duplicate", NULL, library_duplicate_action);
  gtk_widget_class_install_action (widget_class, "library.close", NULL, library_close_action);
  gtk_widget_class_install_action (widget_class, "library.delete", NULL, library_delete_action);
  gtk_widget_class_install_action (widget_class, "library.undo-delete", NULL, library_undo_delete_action);
  gtk_widget_class_install_action (widget_class, "win.close", NULL, close_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_y, GDK_CONTROL_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "library.new", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "library.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "win.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "library.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "library.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_S, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "library.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK, "win.view", "s", "collection");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK, "win.view", "s", "libraries");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK, "win.view", "s", "table");
}
