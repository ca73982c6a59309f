/* cw-window-sets.c: the player's own set in and out of the window: cards from a spreadsheet, the
 * set as a spreadsheet, pictures from a folder, each ending with its report. */
#include <string.h>
#include <glib/gi18n.h>

#include "cw-compat.h"
#include "cw-window-private.h"
#include "cw-collection-page.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-set-csv.h"
#include "cw-set-pictures.h"

typedef enum {
  JOB_IMPORT_CARDS,
  JOB_EXPORT_SET,
  JOB_ADD_PICTURES,
} Job;

/* The set these commands work on: the one the card editor saves new cards into. NULL (with a
 * message) for export and pictures while the player has no set of their own yet. */
static CwCardSet *
saved_user_set (CwWindow  *self,
                GError   **error)
{
  g_autoptr(CwCardSet) set = cw_session_dup_user_set (self->session);

  if (cw_catalog_find_set (cw_session_get_catalog (self->session), cw_card_set_get_id (set)) != set)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_NOT_FOUND,
                   _("You have no cards of your own in %s yet: import them from a spreadsheet or enter them "
                     "with New Card first."), cw_game_get_name (cw_session_get_game (self->session)));
      return NULL;
    }
  return g_steal_pointer (&set);
}

CwImportReport *
cw_window_import_set_csv (CwWindow    *self,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(CwImportReport) report = NULL;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (self->session != NULL, NULL);

  set = cw_session_dup_user_set (self->session);
  report = cw_set_csv_import_file (set, cw_session_get_catalog (self->session), path, error);
  if (report == NULL)
    return NULL;
  /* A set that gained cards is saved at once, as the card editor saves; it joins the catalog, so
   * the Collection shows the new cards. */
  if (cw_import_report_count (report, CW_IMPORT_MATCHED) > 0 &&
      !cw_session_save_set (self->session, set, error))
    return NULL;
  cw_collection_page_refresh (self->collection_page);
  cw_window_set_view (self, "collection");
  cw_window_actions_update (self);
  return g_steal_pointer (&report);
}

gboolean
cw_window_export_set_csv (CwWindow    *self,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(CwCardSet) set = NULL;

  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (self->session != NULL, FALSE);

  if (!(set = saved_user_set (self, error)))
    return FALSE;
  return cw_set_csv_export_file (set, path, error);
}

CwImportReport *
cw_window_add_set_pictures (CwWindow    *self,
                            const char  *folder,
                            GError     **error)
{
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(CwImportReport) report = NULL;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  g_return_val_if_fail (folder != NULL, NULL);
  g_return_val_if_fail (self->session != NULL, NULL);

  if (!(set = saved_user_set (self, error)))
    return NULL;
  report = cw_set_pictures_import (set, folder, error);
  if (report == NULL)
    return NULL;
  if (cw_import_report_count (report, CW_IMPORT_MATCHED) > 0 &&
      !cw_session_save_set (self->session, set, error))
    return NULL;
  cw_collection_page_refresh (self->collection_page);
  cw_window_set_view (self, "collection");
  return g_steal_pointer (&report);
}

static void
show_error (CwWindow     *self,
            const char   *heading,
            const GError *error)
{
  cw_window_show_message (self, heading, error->message);
}

static void
import_cards (CwWindow   *self,
              const char *path)
{
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  report = cw_window_import_set_csv (self, path, &error);
  if (report == NULL)
    {
      show_error (self, _("The Cards Could Not Be Imported"), error);
      return;
    }
  set = cw_session_dup_user_set (self->session);
  text = cw_set_csv_format_report (report, set);
  cw_window_show_report_text (self, cw_import_report_count (report, CW_IMPORT_MATCHED) > 0
                                    ? _("Cards Imported") : _("No Card Imported"), text);
}

static void
export_set (CwWindow   *self,
            const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *message = NULL;

  if (!cw_window_export_set_csv (self, path, &error))
    {
      show_error (self, _("The Set Could Not Be Exported"), error);
      return;
    }
  message = g_strdup_printf (_("Cards written to %s"), base);
  cw_window_toast (self, message);
}

static void
add_pictures (CwWindow   *self,
              const char *folder)
{
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  report = cw_window_add_set_pictures (self, folder, &error);
  if (report == NULL)
    {
      show_error (self, _("The Pictures Could Not Be Added"), error);
      return;
    }
  set = cw_session_dup_user_set (self->session);
  text = cw_set_pictures_format_report (report, set);
  cw_window_show_report_text (self, cw_import_report_count (report, CW_IMPORT_MATCHED) > 0
                                    ? _("Pictures Added") : _("No Picture Added"), text);
}

static void
on_chooser_response (CwFileChooser *chooser,
                     int            response,
                     CwWindow      *self)
{
  Job job = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "cw-set-job"));

  if (response == GTK_RESPONSE_ACCEPT && self->session != NULL)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (chooser);
      g_autofree char *path = g_file_get_path (file);

      switch (job)
        {
        case JOB_IMPORT_CARDS:
          import_cards (self, path);
          break;
        case JOB_EXPORT_SET:
          export_set (self, path);
          break;
        case JOB_ADD_PICTURES:
          add_pictures (self, path);
          break;
        }
    }
  g_clear_object (&self->chooser);
}

static void
choose (CwWindow   *self,
        Job         job,
        const char *title,
        const char *suggested_name)
{
  static const GtkFileChooserAction actions[] = {
    GTK_FILE_CHOOSER_ACTION_OPEN, GTK_FILE_CHOOSER_ACTION_SAVE, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
  };
  const char *accept[] = { _("_Import"), _("_Export"), _("_Add Pictures") };
  if (self->chooser != NULL || self->session == NULL)
    return;

  self->chooser = cw_file_chooser_new (title, GTK_WINDOW (self), actions[job], accept[job], _("_Cancel"));
  g_object_set_data (G_OBJECT (self->chooser), "cw-set-job", GINT_TO_POINTER (job));
  if (job != JOB_ADD_PICTURES)
    {
      GtkFileFilter *filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _("CSV spreadsheets"));
      gtk_file_filter_add_suffix (filter, "csv");
      cw_file_chooser_add_filter (self->chooser, filter);
      g_object_unref (filter);
    }
  if (suggested_name != NULL)
    cw_file_chooser_set_current_name (self->chooser, suggested_name);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  cw_file_chooser_show (self->chooser);
}

static void
import_cards_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  choose (CW_WINDOW (widget), JOB_IMPORT_CARDS, _("Import Cards from a Spreadsheet"), NULL);
}

static void
export_set_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  if (self->session == NULL)
    return;
  /* Said before the file chooser, not after it. */
  if (!(set = saved_user_set (self, &error)))
    {
      show_error (self, _("The Set Could Not Be Exported"), error);
      return;
    }
  name = g_strdup_printf ("%s.csv", cw_card_set_get_id (set));
  choose (self, JOB_EXPORT_SET, _("Export the Set as a Spreadsheet"), name);
}

static void
add_pictures_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  if (!(set = saved_user_set (self, &error)))
    {
      show_error (self, _("The Pictures Could Not Be Added"), error);
      return;
    }
  choose (self, JOB_ADD_PICTURES, _("Choose the Folder of Pictures"), NULL);
}

void
cw_window_sets_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.import-set-csv", NULL, import_cards_action);
  gtk_widget_class_install_action (widget_class, "win.export-set-csv", NULL, export_set_action);
  gtk_widget_class_install_action (widget_class, "win.add-set-pictures", NULL, add_pictures_action);
}
