/* cw-window-package.c: the game in one file from the window: "Share Game as Package…", and a
 * .cwgame opened from Files or dropped, shown before anything is installed. */
#include <string.h>
#include <glib/gi18n.h>

#include "cw-window-private.h"
#include "cw-compat.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-package.h"

/* ---- what a package holds, before installing ---- */

static GtkWidget *
item_row (const char *title,
          const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  /* Names come from a stranger's file: shown as text, never as markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

static const char *
change_words (const CwPackageItem *item)
{
  switch (item->change)
    {
    case CW_PACKAGE_CHANGE_ADD:
      return _("New");
    case CW_PACKAGE_CHANGE_UPDATE:
      return _("Updated");
    case CW_PACKAGE_CHANGE_UNCHANGED:
      return _("Already there, unchanged");
    case CW_PACKAGE_CHANGE_KEEP:
      return item->item == CW_PACKAGE_ITEM_GAME ? _("The installed definition is kept")
                                                : _("Yours is kept");
    case CW_PACKAGE_CHANGE_CLASH:
    default:
      return _("A different picture of the same name is there: not installed");
    }
}

static GtkWidget *
contents_list (CwPackage *package)
{
  GPtrArray *items = cw_package_get_items (package);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *scroller;
  guint pictures[5] = { 0 };
  guint n_pictures = 0;
  guint n_rows = 0;

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What the package holds"), -1);
  for (guint i = 0; i < items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (items, i);
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      switch (item->item)
        {
        case CW_PACKAGE_ITEM_GAME:
          title = g_strdup_printf (_("Game: %s"), item->name);
          subtitle = g_strdup (change_words (item));
          break;
        case CW_PACKAGE_ITEM_SET:
          {
            g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards",
                                                                   item->n_cards), item->n_cards);
            g_autofree char *with = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u picture", "%u pictures",
                                                                  item->n_pictures), item->n_pictures);
            title = g_strdup_printf (_("Set: %s"), item->name);
            if (item->change == CW_PACKAGE_CHANGE_CLASH)
              subtitle = g_strdup_printf (_("%s, %s. Its id “%s” is already used by the set “%s”: it can be "
                                            "installed as “%s”"), cards, with, item->id, item->clashes_with,
                                          item->new_id);
            else
              subtitle = g_strdup_printf ("%s, %s — %s", cards, with, change_words (item));
          }
          break;
        case CW_PACKAGE_ITEM_LIBRARY:
          title = g_strdup_printf (_("Library: %s"), item->name);
          subtitle = g_strdup (change_words (item));
          break;
        case CW_PACKAGE_ITEM_PICTURE:
        default:
          /* Pictures are counted in one row, unless one cannot be installed. */
          if (item->change == CW_PACKAGE_CHANGE_KEEP)
            continue;   /* the game's pictures, kept with its definition (said on the game's row) */
          if (item->change != CW_PACKAGE_CHANGE_CLASH)
            {
              pictures[item->change]++;
              n_pictures++;
              continue;
            }
          title = g_strdup_printf (_("Picture: %s"), item->path);
          subtitle = g_strdup (change_words (item));
          break;
        }
      gtk_list_box_append (GTK_LIST_BOX (list), item_row (title, subtitle));
      n_rows++;
    }
  if (n_pictures > 0)
    {
      g_autofree char *title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u picture", "%u pictures",
                                                             n_pictures), n_pictures);
      g_autofree char *subtitle = g_strdup_printf (_("%u new, %u updated, %u unchanged"),
                                                   pictures[CW_PACKAGE_CHANGE_ADD], pictures[CW_PACKAGE_CHANGE_UPDATE],
                                                   pictures[CW_PACKAGE_CHANGE_UNCHANGED]);
      gtk_list_box_append (GTK_LIST_BOX (list), item_row (title, subtitle));
    }
  /* A few rows go in as they are (a scroller would clip the boxed list's border); a long list
   * of sets scrolls, with room for that border. */
  if (n_rows < 6)
    return list;
  scroller = gtk_scrolled_window_new ();
  gtk_widget_set_margin_top (list, 2);
  gtk_widget_set_margin_bottom (list, 6);
  gtk_widget_set_margin_start (list, 2);
  gtk_widget_set_margin_end (list, 2);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 300);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  return scroller;
}

static char *
preview_body (CwPackage *package)
{
  const CwPackageInfo *info = cw_package_get_info (package);
  const char *not_stated = _("not stated");
  g_autofree char *standing = NULL;
  GString *body = g_string_new (NULL);

  if (info->author != NULL && *info->author != '\0')
    g_string_append_printf (body, _("Release %s by %s, for the game “%s”."), info->release, info->author,
                            cw_package_get_game_name (package));
  else
    g_string_append_printf (body, _("Release %s, for the game “%s” (its author is not stated)."), info->release,
                            cw_package_get_game_name (package));
  g_string_append_c (body, '\n');
  g_string_append_printf (body, _("Licence of the card texts: %s"),
                          info->licence_texts && *info->licence_texts ? info->licence_texts : not_stated);
  g_string_append_c (body, '\n');
  g_string_append_printf (body, _("Licence of the pictures: %s"),
                          info->licence_pictures && *info->licence_pictures ? info->licence_pictures : not_stated);
  g_string_append (body, "\n\n");
  switch (cw_package_get_standing (package))
    {
    case CW_PACKAGE_NEW:
      standing = g_strdup (_("Nothing is installed until you choose Install."));
      break;
    case CW_PACKAGE_NEWER:
      standing = g_strdup_printf (_("Release %s is installed: installing updates its sets. Your owned counts and "
                                    "your Libraries are kept."), cw_package_get_installed_release (package));
      break;
    case CW_PACKAGE_SAME:
      standing = g_strdup (_("This release is already installed."));
      break;
    case CW_PACKAGE_OLDER:
    default:
      standing = g_strdup_printf (_("Release %s, later than this one, is installed; this one cannot be installed."),
                                  cw_package_get_installed_release (package));
      break;
    }
  g_string_append (body, standing);
  if (cw_package_get_n_clashes (package) > 0)
    {
      g_string_append_c (body, ' ');
      g_string_append (body, g_dngettext (GETTEXT_PACKAGE,
                                          "A set's id is already used by another of your sets: to keep both, it is "
                                          "installed under a new id.",
                                          "Some sets' ids are already used by other sets of yours: to keep both, "
                                          "they are installed under new ids.",
                                          cw_package_get_n_clashes (package)));
    }
  return g_string_free (body, FALSE);
}

/* A game already open keeps its session (unsaved owned counts, open Libraries): only the sets
 * the package installed are read again into its catalog. */
static void
refresh_sets (CwWindow  *self,
              CwPackage *package)
{
  CwSession *session = g_hash_table_lookup (self->sessions, cw_package_get_info (package)->game_id);
  GPtrArray *items = cw_package_get_items (package);
  CwCatalog *catalog;
  g_autofree char *sets_dir = NULL;

  if (session == NULL)
    return;
  catalog = cw_session_get_catalog (session);
  sets_dir = g_build_filename (cw_game_get_user_dir (cw_package_get_info (package)->game_id), "sets", NULL);
  for (guint i = 0; i < items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (items, i);
      const char *id = item->new_id ? item->new_id : item->id;
      g_autofree char *file = NULL;
      g_autofree char *path = NULL;
      g_autoptr(CwCardSet) set = NULL;
      g_autoptr(GError) error = NULL;
      CwCardSet *existing;

      if (item->item != CW_PACKAGE_ITEM_SET || item->change == CW_PACKAGE_CHANGE_UNCHANGED ||
          item->change == CW_PACKAGE_CHANGE_KEEP)
        continue;
      file = g_strconcat (id, ".xml", NULL);
      path = g_build_filename (sets_dir, file, NULL);
      set = cw_card_set_new_from_file (cw_session_get_game (session), path, &error);
      if (set == NULL)
        {
          cw_window_show_message (self, _("Some Card Sets Could Not Be Read"), error->message);
          continue;
        }
      if ((existing = cw_catalog_find_set (catalog, id)) != NULL)
        cw_catalog_remove_set (catalog, existing);
      cw_catalog_add_set (catalog, set);
    }
}

static void
on_preview_response (GtkWidget        *dialog,
                     const char       *response,
                     CwWindow         *self)
{
  CwPackage *package = g_object_get_data (G_OBJECT (dialog), "cw-package");
  gboolean renaming = g_strcmp0 (response, "install-renaming") == 0;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *game_id = NULL;

  if (package == NULL || (g_strcmp0 (response, "install") != 0 && !renaming))
    return;
  if (!cw_package_install (package, renaming, &error))
    {
      cw_window_show_message (self, _("The Package Could Not Be Installed"), error->message);
      return;
    }
  game_id = g_strdup (cw_package_get_info (package)->game_id);
  refresh_sets (self, package);
  /* The game may be new to this computer: the picker reads the games again and shows it. */
  cw_window_reload_games (self, game_id);
  cw_window_set_view (self, "collection");
  message = g_strdup_printf (_("Installed “%s”"), cw_package_get_info (package)->name);
  cw_window_toast (self, message);
}

GtkWidget *
cw_window_preview_package (CwWindow    *self,
                           const char  *path,
                           GError     **error)
{
  g_autoptr(CwPackage) package = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  CwPackageStanding standing;
  guint clashes;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  package = cw_package_open (path, error);
  if (package == NULL)
    return NULL;
  standing = cw_package_get_standing (package);
  clashes = cw_package_get_n_clashes (package);
  heading = g_strdup_printf (_("Install “%s”?"), cw_package_get_info (package)->name);
  body = preview_body (package);
  dialog = cw_alert_new (GTK_WINDOW (self), heading, body);
  cw_alert_set_extra_child (dialog, contents_list (package));
  cw_alert_add_response (dialog, "cancel", _("_Cancel"));
  if (standing == CW_PACKAGE_NEW || standing == CW_PACKAGE_NEWER)
    {
      const char *id = clashes > 0 ? "install-renaming" : "install";

      cw_alert_add_response (dialog, id, clashes > 0 ? _("_Install Under New Ids") : _("_Install"));
      cw_alert_set_response_appearance (dialog, id, ADW_RESPONSE_SUGGESTED);
      cw_alert_set_default_response (dialog, id);
    }
  cw_alert_set_close_response (dialog, "cancel");
  /* The unpacked files go with the dialog: closing it without installing leaves nothing. */
  g_object_set_data_full (G_OBJECT (dialog), "cw-package", g_steal_pointer (&package), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_preview_response), self, 0);
  cw_alert_present (dialog);
  return dialog;
}

/* ---- sharing the shown game ---- */

gboolean
cw_window_share_package (CwWindow                *self,
                         const CwPackageOptions  *options,
                         const char              *path,
                         GError                 **error)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (self->session != NULL, FALSE);

  return cw_package_write (cw_session_get_catalog (self->session), options, path, error);
}

typedef struct {
  char     *name;
  char     *release;
  char     *author;
  char     *licence_texts;
  char     *licence_pictures;
  gboolean  with_libraries;
} ShareRequest;

static void
share_request_free (ShareRequest *request)
{
  g_free (request->name);
  g_free (request->release);
  g_free (request->author);
  g_free (request->licence_texts);
  g_free (request->licence_pictures);
  g_free (request);
}

static void
on_share_chooser_response (CwFileChooser *chooser,
                           int            response,
                           CwWindow      *self)
{
  ShareRequest *request = g_object_get_data (G_OBJECT (chooser), "cw-request");

  if (response == GTK_RESPONSE_ACCEPT && self->session != NULL)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (chooser);
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;
      CwPackageOptions options = {
        .name = request->name, .release = request->release, .author = request->author,
        .licence_texts = request->licence_texts, .licence_pictures = request->licence_pictures,
        .with_libraries = request->with_libraries,
      };

      if (path == NULL || !cw_window_share_package (self, &options, path, &error))
        cw_window_show_message (self, _("The Package Could Not Be Saved"),
                                error ? error->message : _("Choose a file on this computer."));
      else
        {
          g_autofree char *base = g_path_get_basename (path);
          g_autofree char *message = g_strdup_printf (_("Saved “%s”: anyone with Cardwright can open it"), base);
          cw_window_toast (self, message);
        }
    }
  g_clear_object (&self->chooser);
}

static const char *
entry_text (GtkWidget        *dialog,
            const char       *key)
{
  return gtk_editable_get_text (GTK_EDITABLE (g_object_get_data (G_OBJECT (dialog), key)));
}

static void
on_share_response (GtkWidget        *dialog,
                   const char       *response,
                   CwWindow         *self)
{
  ShareRequest *request;
  g_autofree char *suggested = NULL;
  g_autofree char *id = NULL;
  GtkFileFilter *filter;

  if (g_strcmp0 (response, "choose") != 0 || self->session == NULL || self->chooser != NULL)
    return;
  request = g_new0 (ShareRequest, 1);
  request->name = g_strdup (entry_text (dialog, "cw-name"));
  request->release = g_strdup (entry_text (dialog, "cw-release"));
  request->author = g_strdup (entry_text (dialog, "cw-author"));
  request->licence_texts = g_strdup (entry_text (dialog, "cw-licence-texts"));
  request->licence_pictures = g_strdup (entry_text (dialog, "cw-licence-pictures"));
  request->with_libraries = gtk_switch_get_active (GTK_SWITCH (g_object_get_data (G_OBJECT (dialog), "cw-libraries")));

  id = cw_package_id_from_name (request->name);
  if (id == NULL || !cw_package_release_is_valid (request->release))
    {
      cw_window_show_message (self, _("The Package Could Not Be Saved"),
                              id == NULL ? _("A package needs a name with at least one letter or digit.")
                                         : _("The version is 1 to 4 numbers separated by dots, such as 1.0 or 2.1.3."));
      share_request_free (request);
      return;
    }
  suggested = g_strdup_printf ("%s-%s.cwgame", id, request->release);
  self->chooser = cw_file_chooser_new (_("Share Game as Package"), GTK_WINDOW (self),
                                       GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Cardwright game packages (.cwgame)"));
  gtk_file_filter_add_suffix (filter, "cwgame");
  cw_file_chooser_add_filter (self->chooser, filter);
  g_object_unref (filter);
  cw_file_chooser_set_current_name (self->chooser, suggested);
  g_object_set_data_full (G_OBJECT (self->chooser), "cw-request", request, (GDestroyNotify) share_request_free);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_share_chooser_response), self);
  cw_file_chooser_show (self->chooser);
}

static GtkWidget *
add_entry_row (GtkWidget        *list,
               GtkWidget        *dialog,
               const char       *key,
               const char       *title,
               const char       *text)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  g_object_set_data (G_OBJECT (dialog), key, row);
  return row;
}

static void
share_package_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  CwCatalog *catalog;
  GListModel *sets;
  GtkWidget *dialog;
  GtkWidget *list, *row, *toggle;
  g_autofree char *body = NULL;
  guint n_sets = 0, n_cards = 0;

  if (self->session == NULL)
    return;
  catalog = cw_session_get_catalog (self->session);
  sets = cw_catalog_get_sets (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);

      if (!cw_card_set_is_read_only (set) && cw_card_set_get_path (set) != NULL)
        {
          n_sets++;
          n_cards += cw_card_set_get_n_cards (set);
        }
    }
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "One file with the definition of “%s”, your %u set of it (%u cards) and "
                                       "their pictures, for other players to open.",
                                       "One file with the definition of “%s”, your %u sets of it (%u cards) and "
                                       "their pictures, for other players to open.", n_sets),
                          cw_game_get_name (cw_session_get_game (self->session)), n_sets, n_cards);
  dialog = cw_alert_new (GTK_WINDOW (self), _("Share Game as Package"), body);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  add_entry_row (list, dialog, "cw-name", _("Name"), cw_game_get_name (cw_session_get_game (self->session)));
  add_entry_row (list, dialog, "cw-release", _("Version"), "1.0");
  add_entry_row (list, dialog, "cw-author", _("Author"), g_get_real_name ());
  add_entry_row (list, dialog, "cw-licence-texts", _("Licence of the card texts"), NULL);
  add_entry_row (list, dialog, "cw-licence-pictures", _("Licence of the pictures"), NULL);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Include My Libraries"));
  toggle = gtk_switch_new ();
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Include My Libraries"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  g_object_set_data (G_OBJECT (dialog), "cw-libraries", toggle);
  cw_alert_set_extra_child (dialog, list);
  cw_alert_add_responses (dialog, "cancel", _("_Cancel"), "choose", _("_Choose File…"), NULL);
  cw_alert_set_response_appearance (dialog, "choose", ADW_RESPONSE_SUGGESTED);
  cw_alert_set_default_response (dialog, "choose");
  cw_alert_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_share_response), self, 0);
  cw_alert_present (dialog);
}

/* ---- Install Game Package…: a .cwgame chosen here opens as one from Files ---- */

static void
on_package_chosen (CwFileChooser *chooser,
                   int            response,
                   CwWindow      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      GFile *files[1] = { cw_file_chooser_get_file (chooser) };

      /* The preview says what the package holds; installing waits for the player's Install. */
      if (files[0] != NULL)
        cw_window_open_files (self, files, 1);
      g_clear_object (&files[0]);
    }
  g_clear_object (&self->chooser);
}

static void
install_package_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  GtkFileFilter *filter;

  if (self->chooser != NULL)
    return;
  self->chooser = cw_file_chooser_new (_("Install a Game Package"), GTK_WINDOW (self),
                                       GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Cardwright game packages (.cwgame)"));
  gtk_file_filter_add_suffix (filter, "cwgame");
  cw_file_chooser_add_filter (self->chooser, filter);
  g_object_unref (filter);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_package_chosen), self);
  cw_file_chooser_show (self->chooser);
}

void
cw_window_package_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.share-package", NULL, share_package_action);
  gtk_widget_class_install_action (widget_class, "win.install-package", NULL, install_package_action);
}
