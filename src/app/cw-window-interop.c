/* cw-window-interop.c: deck lists and collection CSV in and out of the window, with the import report. */
#include <string.h>
#include <glib/gi18n.h>

#include "cw-window-private.h"
#include "cw-library-doc.h"
#include "cw-collection-csv.h"
#include "cw-deck-io.h"
#include "cw-import-report.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-library.h"

typedef enum {
  JOB_IMPORT_DECK,
  JOB_EXPORT_DECK,
  JOB_IMPORT_COLLECTION,
  JOB_EXPORT_COLLECTION,
} Job;

void
cw_window_show_report (CwWindow       *self,
                       const char     *heading,
                       CwImportReport *report)
{
  g_autofree char *text = cw_import_report_format (report, FALSE);

  cw_window_show_report_text (self, heading, text);
}

void
cw_window_show_report_text (CwWindow   *self,
                            const char *heading,
                            const char *text)
{
  const char *newline = strchr (text, '\n');
  g_autofree char *summary = newline != NULL ? g_strndup (text, newline - text) : g_strdup (text);
  GtkWidget *dialog = cw_alert_new (GTK_WINDOW (self), heading, summary);

  /* Every line not matched, with its line number: nothing is left out silently. */
  if (newline != NULL)
    {
      GtkWidget *scroller = gtk_scrolled_window_new ();
      GtkWidget *label = gtk_label_new (newline + 1);

      gtk_label_set_selectable (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_valign (label, GTK_ALIGN_START);
      gtk_widget_add_css_class (label, "monospace");
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 260);
      /* A wrapped label asks for little height: without a floor a long report shows three lines. */
      if (strchr (newline + 1, '\n') != strrchr (newline + 1, '\n'))
        gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 180);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), label);
      cw_alert_set_extra_child (dialog, scroller);
    }
  cw_alert_add_response (dialog, "close", _("_Close"));
  /* Report lines name files, lines and columns: room for them on one line where the screen allows. */
  cw_alert_set_width (dialog, 640);
  cw_alert_present (dialog);
}

static void
show_error (CwWindow     *self,
            const char   *heading,
            const GError *error)
{
  GtkWidget *dialog = cw_alert_new (GTK_WINDOW (self), heading, error->message);

  cw_alert_add_response (dialog, "close", _("_Close"));
  cw_alert_present (dialog);
}

/* ---- the four jobs, once a file is chosen ---- */

CwLibraryDoc *
cw_window_import_deck (CwWindow        *self,
                       const char      *path,
                       CwImportReport **report,
                       GError         **error)
{
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(CwLibraryDoc) doc = NULL;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (self->session != NULL, NULL);

  library = cw_deck_import_file (cw_session_get_catalog (self->session), path, CW_DECK_FORMAT_UNKNOWN,
                                 report, error);
  if (library == NULL)
    return NULL;

  if (cw_library_get_name (library) == NULL || *cw_library_get_name (library) == '\0')
    {
      g_autofree char *base = g_path_get_basename (path);
      char *dot = strrchr (base, '.');

      if (dot != NULL)
        *dot = '\0';
      cw_library_set_name (library, base);
    }
  /* A new Library of the player's: Save puts it in their folder, never over the imported file. */
  cw_library_set_path (library, NULL);

  doc = cw_library_doc_new (cw_session_get_catalog (self->session), library, FALSE);
  cw_session_add_open_library (self->session, doc);
  cw_window_set_view (self, "libraries");
  cw_library_page_set_current (self->library_page, doc);
  return doc;   /* the session's list keeps it */
}

static void
import_deck (CwWindow   *self,
             const char *path)
{
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *heading = NULL;
  CwLibraryDoc *doc;

  doc = cw_window_import_deck (self, path, &report, &error);
  if (doc == NULL)
    {
      show_error (self, _("The Deck Could Not Be Imported"), error);
      return;
    }

  heading = g_strdup_printf (_("Imported “%s”"), cw_library_doc_get_name (doc));
  cw_window_show_report (self, heading, report);
}

gboolean
cw_window_export_deck (CwWindow    *self,
                       const char  *path,
                       GError     **error)
{
  CwLibraryDoc *doc;

  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  doc = cw_library_page_get_current (self->library_page);
  if (doc == NULL || self->session == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No Library is open."));
      return FALSE;
    }

  return cw_deck_export_file (cw_library_doc_get_library (doc), cw_session_get_catalog (self->session),
                              cw_deck_format_guess (path, NULL, 0), path, error);
}

static void
export_deck (CwWindow   *self,
             const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *base = g_path_get_basename (path);
  CwLibraryDoc *doc = cw_library_page_get_current (self->library_page);

  if (!cw_window_export_deck (self, path, &error))
    {
      show_error (self, _("The Deck Could Not Be Exported"), error);
      return;
    }

  message = g_strdup_printf (_("Exported “%s” as %s"), cw_library_doc_get_name (doc), base);
  cw_window_toast (self, message);
}

CwImportReport *
cw_window_import_collection (CwWindow    *self,
                             const char  *path,
                             GError     **error)
{
  CwImportReport *report;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (self->session != NULL, NULL);

  report = cw_session_import_collection_csv (self->session, path, error);
  if (report != NULL)
    {
      cw_window_set_view (self, "collection");
      cw_window_actions_update (self);
    }
  return report;
}

static void
import_collection (CwWindow   *self,
                   const char *path)
{
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;

  report = cw_window_import_collection (self, path, &error);
  if (report == NULL)
    {
      show_error (self, _("The Collection Could Not Be Imported"), error);
      return;
    }
  cw_window_show_report (self, _("Owned Counts Imported"), report);
}

gboolean
cw_window_export_collection (CwWindow    *self,
                             const char  *path,
                             GError     **error)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (self->session != NULL, FALSE);

  return cw_collection_csv_export_file (cw_session_get_collection (self->session),
                                        cw_session_get_catalog (self->session), path, error);
}

static void
export_collection (CwWindow   *self,
                   const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *base = g_path_get_basename (path);

  if (!cw_window_export_collection (self, path, &error))
    {
      show_error (self, _("The Collection Could Not Be Exported"), error);
      return;
    }

  message = g_strdup_printf (_("Owned counts written to %s"), base);
  cw_window_toast (self, message);
}

/* ---- file choosers ---- */

static void
on_chooser_response (CwFileChooser   *chooser,
                     int              response,
                     CwWindow        *self)
{
  Job job = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "cw-job"));

  if (response == GTK_RESPONSE_ACCEPT && self->session != NULL)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (CW_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);

      switch (job)
        {
        case JOB_IMPORT_DECK:
          import_deck (self, path);
          break;
        case JOB_EXPORT_DECK:
          export_deck (self, path);
          break;
        case JOB_IMPORT_COLLECTION:
          import_collection (self, path);
          break;
        case JOB_EXPORT_COLLECTION:
          export_collection (self, path);
          break;
        }
    }
  g_clear_object (&self->chooser);
}

static void
add_filter (CwFileChooser  *chooser,
            const char     *name,
            const char     *suffix,
            ...)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  va_list args;

  gtk_file_filter_set_name (filter, name);
  va_start (args, suffix);
  for (const char *s = suffix; s != NULL; s = va_arg (args, const char *))
    gtk_file_filter_add_suffix (filter, s);
  va_end (args);
  cw_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
choose_file (CwWindow   *self,
             Job         job,
             const char *title,
             const char *suggested_name)
{
  gboolean save = job == JOB_EXPORT_DECK || job == JOB_EXPORT_COLLECTION;
  CwFileChooser *chooser;

  if (self->chooser != NULL || self->session == NULL)
    return;

  self->chooser = cw_file_chooser_new (title, GTK_WINDOW (self),
                                       save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                       save ? _("_Export") : _("_Import"), _("_Cancel"));
  chooser = self->chooser;
  g_object_set_data (G_OBJECT (self->chooser), "cw-job", GINT_TO_POINTER (job));

  if (job == JOB_IMPORT_DECK)
    {
      add_filter (chooser, _("All deck lists"), "txt", "dec", "cod", "o8d", NULL);
      add_filter (chooser, _("Plain text deck lists"), "txt", "dec", NULL);
      add_filter (chooser, _("Cockatrice decks (.cod)"), "cod", NULL);
      add_filter (chooser, _("OCTGN decks (.o8d)"), "o8d", NULL);
    }
  else if (job == JOB_EXPORT_DECK)
    {
      /* The extension picks the format: .txt, .cod or .o8d. */
      add_filter (chooser, _("Plain text deck list (.txt)"), "txt", NULL);
      add_filter (chooser, _("Cockatrice deck (.cod)"), "cod", NULL);
      add_filter (chooser, _("OCTGN deck (.o8d)"), "o8d", NULL);
    }
  else
    add_filter (chooser, _("CSV spreadsheets"), "csv", NULL);

  if (suggested_name != NULL)
    cw_file_chooser_set_current_name (chooser, suggested_name);

  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  cw_file_chooser_show (self->chooser);
}

static void
library_import_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  choose_file (CW_WINDOW (widget), JOB_IMPORT_DECK, _("Import a Deck List"), NULL);
}

static void
library_export_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  CwLibraryDoc *doc = cw_library_page_get_current (self->library_page);
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;

  if (doc == NULL)
    return;

  path = cw_library_doc_make_path (g_get_tmp_dir (), cw_library_doc_get_name (doc), NULL);
  name = g_path_get_basename (path);
  /* make_path ends in .cwlibrary; a deck list starts as plain text. */
  strcpy (name + strlen (name) - strlen ("cwlibrary"), "txt");
  choose_file (self, JOB_EXPORT_DECK, _("Export the Deck List"), name);
}

static void
import_collection_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  choose_file (CW_WINDOW (widget), JOB_IMPORT_COLLECTION, _("Import Owned Counts (CSV)"), NULL);
}

static void
export_collection_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  g_autofree char *name = NULL;

  if (self->session == NULL)
    return;
  name = g_strdup_printf ("%s-collection.csv", cw_game_get_id (cw_session_get_game (self->session)));
  choose_file (self, JOB_EXPORT_COLLECTION, _("Export Owned Counts (CSV)"), name);
}

void
cw_window_interop_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "library.import", NULL, library_import_action);
  gtk_widget_class_install_action (widget_class, "library.export", NULL, library_export_action);
  gtk_widget_class_install_action (widget_class, "win.import-collection", NULL, import_collection_action);
  gtk_widget_class_install_action (widget_class, "win.export-collection", NULL, export_collection_action);
}
