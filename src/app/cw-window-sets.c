/* cw-window-sets.c: a game's card sets in and out of the window: cards from a spreadsheet into
 * one of the player's sets or a new one, a set as a spreadsheet, pictures from a folder. The
 * player picks the set, then the file; the work runs in a thread, and an import can be undone. */
#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "cw-compat.h"
#include "cw-window-private.h"
#include "cw-collection-page.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-package.h"
#include "cw-set-csv.h"
#include "cw-set-pictures.h"
#include "cw-text.h"
#include "cw-undo-stack.h"
#include "cw-xml.h"

/* ---- one job: what it works on, what the thread gives back ---- */

typedef struct {
  CwSetJob        kind;
  CwSession      *session;
  CwCatalog      *catalog;     /* the live one: main loop only */
  CwCatalog      *others;      /* import: the other sets, for the thread */
  char           *path;        /* the CSV file or the folder of pictures */
  char           *set_id;
  char           *set_name;    /* a new set's name */
  char           *set_path;    /* an existing set's file: the thread loads its own copy */
  gboolean        created;     /* the import makes a new set */
  GBytes         *before;      /* import: the set file before, for Undo */
  char           *export_text; /* export: the CSV, made where the set lives */
  GCancellable   *cancellable; /* the toast's Cancel */
  /* from the thread */
  CwCardSet      *work;
  CwImportReport *report;
  /* progress, written by the thread, read by the main loop */
  GTask          *task;        /* not a reference: the task owns this */
  gint            done;
  gint            total;
  gint            progress_pending;
  guint           progress_timeout;
  gboolean        progress_shown;
  CwWindow       *window;      /* not a reference: the task holds it */
} SetJobData;

static void
set_job_data_free (SetJobData *data)
{
  g_clear_object (&data->session);
  g_clear_object (&data->catalog);
  g_clear_object (&data->others);
  g_free (data->path);
  g_free (data->set_id);
  g_free (data->set_name);
  g_free (data->set_path);
  g_clear_pointer (&data->before, g_bytes_unref);
  g_free (data->export_text);
  g_clear_object (&data->cancellable);
  g_clear_object (&data->work);
  g_clear_object (&data->report);
  g_free (data);
}

/* What an import changed, to put it back: the set file's bytes before (NULL: the import made
 * the set) and after (a set changed since is not overwritten by Undo). It is an edit in the
 * session's collection history, so Ctrl+Z reaches it in turn with the owned counts. */
typedef struct {
  CwSession *session;    /* not a reference: the session's history holds this */
  GWeakRef   window;     /* refreshed after undo and redo, while it lives */
  char      *set_id;
  char      *set_name;
  char      *set_path;
  GBytes    *before;
  GBytes    *after;
  gboolean   undone;
} ImportUndo;

static void
import_undo_free (ImportUndo *undo)
{
  g_autoptr(CwWindow) window = g_weak_ref_get (&undo->window);

  /* The toast's Undo no longer finds it. */
  if (window != NULL && window->set_import_undo == undo)
    window->set_import_undo = NULL;
  g_weak_ref_clear (&undo->window);
  g_free (undo->set_id);
  g_free (undo->set_name);
  g_free (undo->set_path);
  g_clear_pointer (&undo->before, g_bytes_unref);
  g_clear_pointer (&undo->after, g_bytes_unref);
  g_free (undo);
}

static GBytes *
read_bytes (const char  *path,
            GError     **error)
{
  char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  return g_bytes_new_take (contents, length);
}

typedef enum {
  TOAST_PLAIN,
  TOAST_UNDO,    /* the import's end */
  TOAST_CANCEL,  /* an import or the pictures while they run */
} ToastButton;

/* The set jobs' one toast: "Importing cards…" with Cancel, its row count, then "Imported 60
 * cards" with Undo, then "Import undone", each said by the toast still shown
 * (cw_window_toast_full changes a toast of the same kind in place rather than dismissing it).
 * A toast that runs shows until the job changes it. */
static void
set_job_toast (CwWindow    *self,
               const char  *message,
               ToastButton  button)
{
  cw_window_toast_full (self, "set-job", message,
                        button == TOAST_UNDO ? _("_Undo") : button == TOAST_CANCEL ? _("_Cancel") : NULL,
                        button == TOAST_UNDO ? "win.undo-set-import"
                        : button == TOAST_CANCEL ? "win.cancel-set-job" : NULL,
                        button == TOAST_CANCEL ? 0 : 10);
}

/* Closed while the job ran and not shown again since (the application started anew presents
 * the same window, and the close is given up). */
static gboolean
closes_after_job (CwWindow *self)
{
  return self->set_job_closing && !gtk_widget_get_visible (GTK_WIDGET (self));
}

void
cw_window_set_job_notification_text (CwSetJob     job,
                                     const char  *set_name,
                                     const char  *message,
                                     char       **title,
                                     char       **body)
{
  static const char *headings[] = {
    [CW_SET_JOB_IMPORT] = N_("The Cards Could Not Be Imported"),
    [CW_SET_JOB_EXPORT] = N_("The Set Could Not Be Exported"),
    [CW_SET_JOB_PICTURES] = N_("The Pictures Could Not Be Added"),
  };

  g_return_if_fail (job <= CW_SET_JOB_PICTURES);
  g_return_if_fail (set_name != NULL && message != NULL);

  *title = g_strdup (_(headings[job]));
  /* Translators: a desktop notification's body when a job on a card set failed after its window
   * was closed: the set's name, then why. */
  *body = g_strdup_printf (_("“%s”: %s"), set_name, message);
}

const char *
cw_window_get_set_job_notified (CwWindow    *self,
                                const char **body)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  if (body != NULL)
    *body = self->set_job_notified_body;
  return self->set_job_notified_title;
}

/* A job's failure: said in the window, or, when the window was closed while the job ran and will
 * never show again, by a desktop notification, so the player learns the set was left as it was.
 * Success is not notified: it is what the close waited for, the player asked for nothing more,
 * and the application quits right after (the GNOME guidelines keep notifications for what needs
 * the person's attention). */
static void
set_job_failed (CwWindow     *self,
                SetJobData   *data,
                const char   *heading,
                const GError *error)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  g_autoptr(GNotification) notification = NULL;

  if (!closes_after_job (self))
    {
      /* The progress toast, with its Cancel, would stay otherwise. */
      if (data->progress_shown)
        set_job_toast (self, heading, TOAST_PLAIN);
      cw_window_show_message (self, heading, error->message);
      return;
    }
  g_clear_pointer (&self->set_job_notified_title, g_free);
  g_clear_pointer (&self->set_job_notified_body, g_free);
  cw_window_set_job_notification_text (data->kind, data->set_name, error->message,
                                       &self->set_job_notified_title, &self->set_job_notified_body);
  notification = g_notification_new (self->set_job_notified_title);
  g_notification_set_body (notification, self->set_job_notified_body);
  g_notification_set_priority (notification, G_NOTIFICATION_PRIORITY_HIGH);
  /* Without a session bus (a bare test run) no notification server can be reached, and
   * GApplication would warn trying. */
  if (application != NULL && g_application_get_is_registered (G_APPLICATION (application)) &&
      !g_application_get_is_remote (G_APPLICATION (application)) &&
      g_application_get_dbus_connection (G_APPLICATION (application)) != NULL)
    g_application_send_notification (G_APPLICATION (application), "set-job", notification);
}

/* A job's full report, unless the window was closed while the job ran: nobody would see it. */
static void
set_job_report_text (CwWindow   *self,
                     const char *heading,
                     const char *text)
{
  if (!closes_after_job (self))
    cw_window_show_report_text (self, heading, text);
}

/* The cards of target become those of source, in source's order: target is the object the
 * catalog and the views hold, source a copy loaded or changed in a thread. */
static void
set_cards_from (CwCardSet *target,
                CwCardSet *source)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < cw_card_set_get_n_cards (target); i++)
    g_ptr_array_add (ids, g_strdup (cw_card_get_id (cw_card_set_get_card (target, i))));
  for (guint i = 0; i < ids->len; i++)
    cw_card_set_remove (target, g_ptr_array_index (ids, i));
  for (guint i = 0; i < cw_card_set_get_n_cards (source); i++)
    cw_card_set_add (target, cw_card_set_get_card (source, i));
  cw_card_set_set_name (target, cw_card_set_get_name (source));
}

/* ---- the thread's part of each job ---- */

/* In the main loop: the progress toast says how far the thread has come. */
static gboolean
report_progress (gpointer user_data)
{
  SetJobData *data = g_task_get_task_data (G_TASK (user_data));
  guint done, total;

  g_atomic_int_set (&data->progress_pending, 0);
  done = (guint) g_atomic_int_get (&data->done);
  total = (guint) g_atomic_int_get (&data->total);
  if (data->progress_shown && data->window->set_job == data && total > 0 &&
      !g_cancellable_is_cancelled (data->cancellable))
    {
      g_autofree char *title = NULL;

      if (data->kind == CW_SET_JOB_PICTURES)
        /* Translators: while a folder of pictures is copied into a set; files read, picture files in the folder. */
        title = g_strdup_printf (_("Copying pictures… %u of %u"), done, total);
      else
        /* Translators: while a spreadsheet is imported; rows done, rows in the file. */
        title = g_strdup_printf (_("Importing cards… %u of %u rows"), done, total);
      set_job_toast (data->window, title, TOAST_CANCEL);
    }
  return G_SOURCE_REMOVE;
}

/* In the thread, after each row or picture file. */
static void
on_import_progress (guint    done,
                    guint    total,
                    gpointer user_data)
{
  SetJobData *data = user_data;

  g_atomic_int_set (&data->done, (gint) done);
  g_atomic_int_set (&data->total, (gint) total);
  /* At most one update waiting in the main loop: a 100,000-row file does not flood it. The
   * update holds the task, so the job's data outlives it. */
  if (g_atomic_int_compare_and_exchange (&data->progress_pending, 0, 1))
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, report_progress, g_object_ref (data->task), g_object_unref);
}

static gboolean
load_work_set (SetJobData  *data,
               GError     **error)
{
  CwGame *game = cw_catalog_get_game (data->catalog);

  if (data->set_path == NULL)
    data->work = cw_card_set_new (game, data->set_id, data->set_name);
  else
    data->work = cw_card_set_new_from_file (game, data->set_path, error);
  return data->work != NULL;
}

/* What the thread needs of the game's other sets: which card ids they use, with each card's
 * name and version for the message that refuses a row. Copied in the main loop, because the
 * live cards and sets change there meanwhile (the card editor, a title cached on first use). */
static CwCatalog *
snapshot_other_sets (CwCatalog  *catalog,
                     const char *except_set_id)
{
  CwGame *game = cw_catalog_get_game (catalog);
  GListModel *sets = cw_catalog_get_sets (catalog);
  CwCatalog *snapshot = cw_catalog_new (game);

  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);
      g_autoptr(CwCardSet) copy = NULL;

      if (g_strcmp0 (cw_card_set_get_id (set), except_set_id) == 0)
        continue;
      copy = cw_card_set_new (game, cw_card_set_get_id (set), cw_card_set_get_name (set));
      for (guint c = 0; c < cw_card_set_get_n_cards (set); c++)
        {
          CwCard *card = cw_card_set_get_card (set, c);
          g_autoptr(CwCard) stub = cw_card_new (game, cw_card_get_id (card));

          cw_card_set_name (stub, cw_card_get_name (card));
          cw_card_set_version (stub, cw_card_get_version (card));
          cw_card_set_add (copy, stub);
        }
      cw_catalog_add_set (snapshot, copy);
    }
  return snapshot;
}

/* Only objects of the job's own are touched here: the set loaded again from its file and the
 * snapshot of the other sets; the window stays usable meanwhile. */
static gboolean
run_import (SetJobData  *data,
            GError     **error)
{
  if (!load_work_set (data, error))
    return FALSE;
  data->report = cw_set_csv_import_file_full (data->work, data->others, data->path,
                                              on_import_progress, data, data->cancellable, error);
  return data->report != NULL;
}

static gboolean
run_export (SetJobData  *data,
            GError     **error)
{
  return cw_file_save_atomic (data->path, data->export_text, strlen (data->export_text), error);
}

static gboolean
run_pictures (SetJobData  *data,
              GError     **error)
{
  if (!load_work_set (data, error))
    return FALSE;
  data->report = cw_set_pictures_import_full (data->work, data->path, on_import_progress, data,
                                              data->cancellable, error);
  return data->report != NULL;
}

/* ---- the main loop's part: the result joins the catalog, and is said ---- */

static gboolean
apply_work_set (CwWindow    *self,
                SetJobData  *data,
                GError     **error)
{
  CwCardSet *live = cw_catalog_find_set (data->catalog, data->set_id);

  if (data->created || live == NULL)
    return cw_session_save_set (data->session, data->work, error);
  set_cards_from (live, data->work);
  return cw_session_save_set (data->session, live, error);
}

static gboolean import_undo_apply (gpointer   user_data,
                                   gboolean   forward,
                                   GError   **error);

static void
finish_import (CwWindow   *self,
               SetJobData *data)
{
  g_autoptr(GError) error = NULL;
  guint imported = cw_import_report_count (data->report, CW_IMPORT_MATCHED);
  g_autofree char *text = cw_set_csv_format_report (data->report, data->work);
  g_autofree char *label = NULL;
  ImportUndo *undo;
  CwCardSet *set;

  if (imported == 0)
    {
      if (data->progress_shown)
        set_job_toast (self, _("No Card Imported"), TOAST_PLAIN);
      set_job_report_text (self, _("No Card Imported"), text);
      return;
    }
  if (!apply_work_set (self, data, &error))
    {
      g_propagate_error (&self->set_job_error, g_error_copy (error));
      set_job_failed (self, data, _("The Cards Could Not Be Imported"), error);
      return;
    }
  set = cw_catalog_find_set (data->catalog, data->set_id);
  undo = g_new0 (ImportUndo, 1);
  undo->session = data->session;
  g_weak_ref_init (&undo->window, self);
  undo->set_id = g_strdup (data->set_id);
  undo->set_name = g_strdup (cw_card_set_get_name (set));
  undo->set_path = g_strdup (cw_card_set_get_path (set));
  undo->before = data->before != NULL ? g_bytes_ref (data->before) : NULL;
  undo->after = read_bytes (undo->set_path, NULL);
  self->set_import_undo = undo;
  /* Translators: an undo label ("Undone: Import into “My cards”"); a set's name. */
  label = g_strdup_printf (_("Import into “%s”"), undo->set_name);
  cw_undo_stack_push_checked (cw_session_get_collection_history (data->session), label,
                              import_undo_apply, undo, (GDestroyNotify) import_undo_free);

  if (self->session == data->session)
    {
      g_autofree char *message = NULL;

      cw_collection_page_refresh (self->collection_page);
      cw_window_set_view (self, "collection");
      cw_window_actions_update (self);
      /* Translators: after importing a spreadsheet; the toast has an Undo button. */
      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Imported %u card into “%s”",
                                              "Imported %u cards into “%s”", imported),
                                 imported, cw_card_set_get_name (set));
      set_job_toast (self, message, TOAST_UNDO);
    }
  else if (data->progress_shown)
    /* Another game is shown: its Collection's Ctrl+Z is not this import's, so no Undo here, but
     * the progress toast, with its Cancel, must not stay. */
    set_job_toast (self, _("Cards Imported"), TOAST_PLAIN);
  /* Refused rows are said in full, line by line: the toast alone would hide them. */
  if (cw_set_csv_count_refused_rows (data->report) > 0)
    set_job_report_text (self, _("Cards Imported"), text);
}

static void
finish_export (CwWindow   *self,
               SetJobData *data)
{
  g_autofree char *base = g_path_get_basename (data->path);
  g_autofree char *message = g_strdup_printf (_("Cards written to %s"), base);

  set_job_toast (self, message, TOAST_PLAIN);
}

static void
finish_pictures (CwWindow   *self,
                 SetJobData *data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = cw_set_pictures_format_report (data->report, data->work);
  guint n_added = cw_import_report_count (data->report, CW_IMPORT_MATCHED);
  gboolean added = n_added > 0;
  /* Cancelled before the last file: its progress counts the files read (none yet: no count). */
  gboolean stopped = g_cancellable_is_cancelled (data->cancellable) &&
                     (g_atomic_int_get (&data->done) == 0 ||
                      g_atomic_int_get (&data->done) < g_atomic_int_get (&data->total));

  if (added && !apply_work_set (self, data, &error))
    {
      g_propagate_error (&self->set_job_error, g_error_copy (error));
      set_job_failed (self, data, _("The Pictures Could Not Be Added"), error);
      return;
    }
  if (added && self->session == data->session)
    {
      cw_collection_page_refresh (self->collection_page);
      cw_window_set_view (self, "collection");
    }
  if (stopped)
    {
      /* The player stopped it: the toast says what was kept, with no report to dismiss. The
       * pictures copied before are given to their cards and saved above, never left in the
       * folder unnamed, and none is removed (a copy may have replaced a card's earlier one). */
      g_autofree char *message =
        /* Translators: the pictures job was cancelled; pictures kept, the set's name. */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Copying stopped: %u picture added to “%s”",
                                      "Copying stopped: %u pictures added to “%s”", n_added),
                         n_added, data->set_name);

      set_job_toast (self, message, TOAST_PLAIN);
      return;
    }
  if (data->progress_shown)
    set_job_toast (self, added ? _("Pictures Added") : _("No Picture Added"), TOAST_PLAIN);
  set_job_report_text (self, added ? _("Pictures Added") : _("No Picture Added"), text);
}

/* ---- the table of jobs ---- */

typedef struct {
  const char           *chooser_heading;  /* the set chooser */
  const char           *chooser_body;
  const char           *chooser_accept;
  const char           *file_title;       /* the file chooser */
  GtkFileChooserAction  file_action;
  const char           *file_accept;
  gboolean              csv_filter;
  gboolean              writes;           /* the player's sets only (shipped ones are read-only) */
  gboolean              may_create;       /* a new set may be named */
  const char           *running;          /* the toast while it runs */
  const char           *error_heading;
  gboolean            (*run)    (SetJobData *data, GError **error);
  void                (*finish) (CwWindow *self, SetJobData *data);
} JobKind;

static const JobKind job_kinds[] = {
  [CW_SET_JOB_IMPORT] = {
    N_("Import Cards from a Spreadsheet"),
    N_("Choose the set that gets the cards, or name a new set of your own."),
    N_("_Choose File…"),
    N_("Import Cards from a Spreadsheet"), GTK_FILE_CHOOSER_ACTION_OPEN, N_("_Import"), TRUE,
    TRUE, TRUE,
    N_("Importing cards…"),
    N_("The Cards Could Not Be Imported"),
    run_import, finish_import,
  },
  [CW_SET_JOB_EXPORT] = {
    N_("Export a Set as a Spreadsheet"),
    N_("Choose the set to write as a CSV file."),
    N_("_Choose File…"),
    N_("Export the Set as a Spreadsheet"), GTK_FILE_CHOOSER_ACTION_SAVE, N_("_Export"), TRUE,
    FALSE, FALSE,
    N_("Exporting the set…"),
    N_("The Set Could Not Be Exported"),
    run_export, finish_export,
  },
  [CW_SET_JOB_PICTURES] = {
    N_("Add Pictures from a Folder"),
    N_("Choose the set whose cards get the pictures."),
    N_("_Choose Folder…"),
    N_("Choose the Folder of Pictures"), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, N_("_Add Pictures"), FALSE,
    TRUE, FALSE,
    N_("Copying pictures…"),
    N_("The Pictures Could Not Be Added"),
    run_pictures, finish_pictures,
  },
};

static void
run_in_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  SetJobData *data = task_data;
  GError *error = NULL;

  if (job_kinds[data->kind].run (data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
on_job_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  CwWindow *self = CW_WINDOW (source);
  SetJobData *data = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  self->set_job = NULL;
  g_clear_handle_id (&data->progress_timeout, g_source_remove);
  g_clear_object (&self->set_job_report);
  g_clear_error (&self->set_job_error);
  /* A window closed meanwhile shows nothing more. */
  if (self->toasts == NULL)
    return;
  if (!g_task_propagate_boolean (G_TASK (result), &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* The player's own Cancel: the thread's copy of the set is let go, nothing was saved. */
      self->set_job_error = g_error_copy (error);
      set_job_toast (self, _("Import cancelled: the set is unchanged"), TOAST_PLAIN);
    }
  else if (error != NULL)
    {
      self->set_job_error = g_error_copy (error);
      set_job_failed (self, data, _(job_kinds[data->kind].error_heading), error);
    }
  else
    {
      if (data->report != NULL)
        self->set_job_report = g_object_ref (data->report);
      job_kinds[data->kind].finish (self, data);
    }
  cw_window_actions_update (self);
  /* Closed while the job ran: its work is in the player's files now, so the close goes on,
   * unless the window was shown again meanwhile. */
  if (self->set_job_closing)
    {
      GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
      gboolean close = closes_after_job (self);

      self->set_job_closing = FALSE;
      if (close)
        gtk_window_close (GTK_WINDOW (self));
      if (application != NULL)
        g_application_release (G_APPLICATION (application));
    }
}

/* A job that takes a moment gets a toast that tells its progress; a quick one only its end. */
static gboolean
show_progress_toast (gpointer user_data)
{
  SetJobData *data = g_task_get_task_data (G_TASK (user_data));

  data->progress_timeout = 0;
  if (data->window->set_job == data)
    {
      data->progress_shown = TRUE;
      set_job_toast (data->window, _(job_kinds[data->kind].running),
                     data->kind == CW_SET_JOB_EXPORT ? TOAST_PLAIN : TOAST_CANCEL);
    }
  return G_SOURCE_REMOVE;
}

/* ---- which set ---- */

static char *
user_set_path (CwCatalog  *catalog,
               const char *set_id)
{
  g_autofree char *game_dir = cw_game_get_user_dir (cw_game_get_id (cw_catalog_get_game (catalog)));
  g_autofree char *file = g_strdup_printf ("%s.xml", set_id);

  return g_build_filename (game_dir, "sets", file, NULL);
}

char *
cw_window_new_set_id (CwWindow    *self,
                      const char  *name,
                      GError     **error)
{
  CwCatalog *catalog;
  CwCardSet *other;
  GListModel *sets;
  g_autofree char *id = NULL;
  g_autofree char *path = NULL;
  g_autofree char *trimmed = NULL;

  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (self->session != NULL, NULL);

  catalog = cw_session_get_catalog (self->session);
  /* As a package names its sets: accents dropped, so the id stays a safe file name. */
  id = cw_package_id_from_name (name);
  if (id == NULL || !cw_file_is_safe_name (id))
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID,
                           _("The new set needs a name with at least one letter or digit."));
      return NULL;
    }
  trimmed = g_strstrip (g_strdup (name));
  /* Two sets of one name would be told apart by nobody in the chooser or the Collection. */
  sets = cw_catalog_get_sets (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);

      if (cw_text_equal_folded (trimmed, cw_card_set_get_name (set)))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       cw_card_set_is_read_only (set)
                       ? _("A set that ships with the game is already named “%s”: give the new set another name.")
                       : _("You already have a set named “%s”: choose it in the list, or give the new set another name."),
                       cw_card_set_get_name (set));
          return NULL;
        }
    }
  other = cw_catalog_find_set (catalog, id);
  if (other != NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   cw_card_set_is_read_only (other)
                   ? _("The set “%s” that ships with the game already has the id “%s”: give the new set another name.")
                   : _("Your set “%s” already has the id “%s”: choose it in the list, or give the new set another name."),
                   cw_card_set_get_name (other), id);
      return NULL;
    }
  path = user_set_path (catalog, id);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s already exists but is not a set Cardwright could load; give the new set another name, "
                     "or repair that file or move it away."), path);
      return NULL;
    }
  return g_steal_pointer (&id);
}

gboolean
cw_window_start_set_job (CwWindow    *self,
                         CwSetJob     job,
                         const char  *set_id,
                         const char  *new_name,
                         const char  *path,
                         GError     **error)
{
  const JobKind *kind;
  SetJobData *data;
  g_autoptr(GTask) task = NULL;
  CwCardSet *set = NULL;

  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (job <= CW_SET_JOB_PICTURES, FALSE);
  g_return_val_if_fail (set_id != NULL || new_name != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (self->session != NULL, FALSE);

  kind = &job_kinds[job];
  if (self->set_job != NULL)
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID,
                           _("Another import or export is still running: wait for it to end."));
      return FALSE;
    }
  data = g_new0 (SetJobData, 1);
  data->kind = job;
  data->session = g_object_ref (self->session);
  data->catalog = g_object_ref (cw_session_get_catalog (self->session));
  data->path = g_strdup (path);
  /* Checked and chosen against the live catalog; the thread gets its own copy (below). */
  if (set_id == NULL)
    {
      if (!kind->may_create)
        {
          g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID, _("Choose one of the game’s sets."));
          set_job_data_free (data);
          return FALSE;
        }
      if (!(data->set_id = cw_window_new_set_id (self, new_name, error)))
        {
          set_job_data_free (data);
          return FALSE;
        }
      data->set_name = g_strstrip (g_strdup (new_name));
      data->created = TRUE;
    }
  else
    {
      set = cw_catalog_find_set (data->catalog, set_id);
      if (set == NULL)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_NOT_FOUND, _("The game has no set “%s”."), set_id);
          set_job_data_free (data);
          return FALSE;
        }
      if (kind->writes && cw_card_set_is_read_only (set))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("The set “%s” ships with the game and cannot be changed: choose a set of your own."),
                       cw_card_set_get_name (set));
          set_job_data_free (data);
          return FALSE;
        }
      data->set_id = g_strdup (set_id);
      data->set_name = g_strdup (cw_card_set_get_name (set));
      data->set_path = g_strdup (cw_card_set_get_path (set));
      /* A set of the catalog that was never saved: save it now, so the thread has a file. */
      if (data->set_path == NULL && kind->writes)
        {
          if (!cw_session_save_set (self->session, set, error))
            {
              set_job_data_free (data);
              return FALSE;
            }
          data->set_path = g_strdup (cw_card_set_get_path (set));
        }
      if (job == CW_SET_JOB_IMPORT && !(data->before = read_bytes (data->set_path, error)))
        {
          set_job_data_free (data);
          return FALSE;
        }
      if (job == CW_SET_JOB_EXPORT)
        data->export_text = cw_set_csv_export (set);
    }

  if (job == CW_SET_JOB_IMPORT)
    data->others = snapshot_other_sets (data->catalog, data->set_id);

  task = g_task_new (self, NULL, on_job_done, NULL);
  g_task_set_source_tag (task, cw_window_start_set_job);
  g_task_set_task_data (task, data, (GDestroyNotify) set_job_data_free);
  data->task = task;
  data->cancellable = g_cancellable_new ();
  self->set_job = data;
  data->window = self;
  data->progress_timeout = g_timeout_add_full (G_PRIORITY_DEFAULT, self->set_job_progress_delay, show_progress_toast,
                                               g_object_ref (task), g_object_unref);
  cw_window_actions_update (self);
  g_task_run_in_thread (task, run_in_thread);
  return TRUE;
}

void
cw_window_set_set_job_progress_delay (CwWindow *self,
                                      guint     milliseconds)
{
  g_return_if_fail (CW_IS_WINDOW (self));
  self->set_job_progress_delay = milliseconds;
}

gboolean
cw_window_is_set_job_running (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);
  return self->set_job != NULL;
}

CwImportReport *
cw_window_get_set_job_report (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return self->set_job_report;
}

const GError *
cw_window_get_set_job_error (CwWindow *self)
{
  g_return_val_if_fail (CW_IS_WINDOW (self), NULL);
  return self->set_job_error;
}

/* ---- undo ---- */

/* The set's file is as the edit left it (before: as undo left it) and the catalog agrees. */
static gboolean
set_file_is (ImportUndo *undo,
             GBytes     *expected)
{
  g_autoptr(GBytes) now = read_bytes (undo->set_path, NULL);

  if (expected == NULL)
    return now == NULL;
  return now != NULL && g_bytes_equal (now, expected);
}

/* Undo (forward FALSE) puts the set file's bytes back as they were before the import, or removes
 * the set it made; redo puts the imported cards back. Either is refused when the set changed in
 * between: cards edited since are the player's work, never lost to an Undo. */
static gboolean
import_undo_apply (gpointer   user_data,
                   gboolean   forward,
                   GError   **error)
{
  ImportUndo *undo = user_data;
  CwCatalog *catalog = cw_session_get_catalog (undo->session);
  CwCardSet *live = cw_catalog_find_set (catalog, undo->set_id);
  GBytes *from = forward ? undo->before : undo->after;
  GBytes *to = forward ? undo->after : undo->before;
  g_autoptr(CwWindow) window = NULL;

  if (!set_file_is (undo, from) || (from != NULL) != (live != NULL))
    {
      if (forward)
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                     _("The set “%s” changed after the import was undone, so the import cannot be done again."),
                     undo->set_name);
      else
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                     _("The set “%s” changed after the import, so the import cannot be undone."), undo->set_name);
      return FALSE;
    }
  if (to == NULL)
    {
      g_autofree char *folder = g_path_get_dirname (undo->set_path);
      g_autofree char *pictures = g_build_filename (folder, undo->set_id, NULL);

      if (g_unlink (undo->set_path) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, CW_ERROR, CW_ERROR_IO, _("Could not remove “%s”: %s"),
                       undo->set_path, g_strerror (saved_errno));
          return FALSE;
        }
      /* Its picture folder, if pictures were added since; left alone when it holds files. */
      g_rmdir (pictures);
      cw_catalog_remove_set (catalog, live);
    }
  else
    {
      g_autoptr(CwCardSet) loaded = NULL;

      if (!cw_file_save_atomic (undo->set_path, g_bytes_get_data (to, NULL), g_bytes_get_size (to), error))
        return FALSE;
      loaded = cw_card_set_new_from_file (cw_catalog_get_game (catalog), undo->set_path, error);
      if (loaded == NULL)
        return FALSE;
      /* The set object stays the one views hold; a set the redo makes again joins the catalog. */
      if (live != NULL)
        set_cards_from (live, loaded);
      else
        cw_catalog_add_set (catalog, loaded);
    }
  undo->undone = !forward;
  window = g_weak_ref_get (&undo->window);
  if (window != NULL && window->session == undo->session)
    {
      cw_collection_page_refresh (window->collection_page);
      cw_window_actions_update (window);
      /* Undone or redone by Ctrl+Z: the import's toast, still shown, would offer an Undo that
       * is no longer the import's (changed in place: see cw_window_toast_full). */
      if (cw_window_get_toast_title (window, "set-job") != NULL)
        {
          g_autofree char *message = forward ? g_strdup_printf (_("Import into “%s” redone"), undo->set_name)
                                             : g_strdup_printf (_("Import into “%s” undone"), undo->set_name);

          set_job_toast (window, message, TOAST_PLAIN);
        }
    }
  return TRUE;
}

gboolean
cw_window_undo_set_import (CwWindow  *self,
                           GError   **error)
{
  ImportUndo *undo;
  CwUndoStack *history;
  g_autofree char *message = NULL;

  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);

  undo = self->set_import_undo;
  if (undo == NULL || undo->undone)
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_NOT_FOUND, _("There is no import to undo."));
      return FALSE;
    }
  /* Undone in the history's order, as Ctrl+Z would, so redo and later edits stay right. */
  history = cw_session_get_collection_history (undo->session);
  if (cw_undo_stack_peek_undo_data (history) != undo)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Other changes were made after the import into “%s”: undo those first (Ctrl+Z)."),
                   undo->set_name);
      return FALSE;
    }
  message = g_strdup_printf (_("Import into “%s” undone"), undo->set_name);
  if (cw_undo_stack_undo_full (history, error) == NULL)
    return FALSE;
  /* In the toast whose Undo button this was. */
  if (self->session == undo->session)
    set_job_toast (self, message, TOAST_PLAIN);
  return TRUE;
}

static void
undo_set_import_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  ImportUndo *undo = self->set_import_undo;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = undo != NULL ? g_strdup (undo->set_name) : NULL;

  if (!cw_window_undo_set_import (self, &error))
    cw_window_show_message (self, _("The Import Could Not Be Undone"), error->message);
  else
    {
      /* The toast whose button this is goes as it is clicked: what was done is said in the
       * next one. */
      g_autofree char *message = g_strdup_printf (_("Import into “%s” undone"), name);

      cw_window_toast (self, message);
    }
}

gboolean
cw_window_cancel_set_job (CwWindow *self)
{
  SetJobData *data;

  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);

  data = self->set_job;
  if (data == NULL || data->kind == CW_SET_JOB_EXPORT || g_cancellable_is_cancelled (data->cancellable))
    return FALSE;
  g_cancellable_cancel (data->cancellable);
  /* The toast whose Cancel this was goes as it is clicked: a toast of its own says the job is
   * ending, until the job's end changes it. */
  set_job_toast (self, data->kind == CW_SET_JOB_IMPORT ? _("Cancelling the import…") : _("Stopping the copy…"),
                 TOAST_PLAIN);
  return TRUE;
}

static void
cancel_set_job_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  cw_window_cancel_set_job (CW_WINDOW (widget));
}

/* ---- the set chooser, then the file chooser ---- */

/* The chooser's list: the sets a job may take, then (for import) "New set". */
typedef struct {
  CwSetJob   job;
  GPtrArray *set_ids;   /* of char*, one per row but the last "New set" row */
  GtkWidget *dropdown;
  GtkWidget *name_label;
  GtkWidget *name_entry;
  GtkWidget *problem;
} Chooser;

static void
chooser_free (Chooser *chooser)
{
  g_ptr_array_unref (chooser->set_ids);
  g_free (chooser);
}

static gboolean
chooser_wants_new (Chooser *chooser)
{
  return gtk_drop_down_get_selected (GTK_DROP_DOWN (chooser->dropdown)) >= chooser->set_ids->len;
}

/* Checked as the name is typed: a clash is said under the entry, and Continue waits. */
static void
chooser_update (CwWindow *self)
{
  Chooser *chooser;
  gboolean wants_new, ok = TRUE;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  if (self->set_chooser == NULL || self->session == NULL)
    return;
  chooser = g_object_get_data (G_OBJECT (self->set_chooser), "cw-set-chooser");
  wants_new = chooser_wants_new (chooser);
  gtk_widget_set_visible (chooser->name_label, wants_new);
  gtk_widget_set_visible (chooser->name_entry, wants_new);
  if (wants_new)
    {
      id = cw_window_new_set_id (self, gtk_editable_get_text (GTK_EDITABLE (chooser->name_entry)), &error);
      ok = id != NULL;
    }
  gtk_label_set_text (GTK_LABEL (chooser->problem), ok ? "" : error->message);
  gtk_widget_set_visible (chooser->problem, !ok);
  if (ok)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (chooser->name_entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (chooser->name_entry),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, error->message, -1);
  cw_alert_set_response_enabled (self->set_chooser, "continue", ok);
}

static void
on_file_chosen (CwFileChooser *file_chooser,
                int            response,
                CwWindow      *self)
{
  CwSetJob job = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (file_chooser), "cw-set-job"));
  const char *set_id = g_object_get_data (G_OBJECT (file_chooser), "cw-set-id");
  const char *new_name = g_object_get_data (G_OBJECT (file_chooser), "cw-set-name");

  if (response == GTK_RESPONSE_ACCEPT && self->session != NULL)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (file_chooser);
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (!cw_window_start_set_job (self, job, set_id, new_name, path, &error))
        cw_window_show_message (self, _(job_kinds[job].error_heading), error->message);
    }
  g_clear_object (&self->chooser);
}

static void
choose_file (CwWindow   *self,
             CwSetJob    job,
             const char *set_id,
             const char *new_name)
{
  const JobKind *kind = &job_kinds[job];

  if (self->chooser != NULL || self->session == NULL)
    return;
  self->chooser = cw_file_chooser_new (_(kind->file_title), GTK_WINDOW (self), kind->file_action,
                                       _(kind->file_accept), _("_Cancel"));
  g_object_set_data (G_OBJECT (self->chooser), "cw-set-job", GINT_TO_POINTER (job));
  g_object_set_data_full (G_OBJECT (self->chooser), "cw-set-id", g_strdup (set_id), g_free);
  g_object_set_data_full (G_OBJECT (self->chooser), "cw-set-name", g_strdup (new_name), g_free);
  if (kind->csv_filter)
    {
      GtkFileFilter *filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _("CSV spreadsheets"));
      gtk_file_filter_add_suffix (filter, "csv");
      cw_file_chooser_add_filter (self->chooser, filter);
      g_object_unref (filter);
    }
  if (job == CW_SET_JOB_EXPORT)
    {
      g_autofree char *name = g_strdup_printf ("%s.csv", set_id);

      cw_file_chooser_set_current_name (self->chooser, name);
    }
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_file_chosen), self);
  cw_file_chooser_show (self->chooser);
}

static void
on_set_chosen (GtkWidget  *alert,
               const char *response,
               CwWindow   *self)
{
  Chooser *chooser = g_object_get_data (G_OBJECT (alert), "cw-set-chooser");
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (chooser->dropdown));
  g_autofree char *set_id = NULL;
  g_autofree char *new_name = NULL;
  CwSetJob job = chooser->job;

  if (self->set_chooser == alert)
    self->set_chooser = NULL;
  if (g_strcmp0 (response, "continue") != 0 || self->session == NULL)
    return;
  if (chooser_wants_new (chooser))
    new_name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (chooser->name_entry)));
  else
    set_id = g_strdup (g_ptr_array_index (chooser->set_ids, selected));
  choose_file (self, job, set_id, new_name);
}

static GtkWidget *
field_label (const char *mnemonic,
             GtkWidget  *widget)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static void
on_dropdown_item_setup (GtkSignalListItemFactory *factory,
                        GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* A long set name is cut, not the dialog widened past a phone's 360 px. */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_width_chars (GTK_LABEL (label), 10);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_list_item_set_child (item, label);
}

static void
on_dropdown_item_bind (GtkSignalListItemFactory *factory,
                       GtkListItem              *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (string));
}

/* The set chooser: the game's sets the job may take, by name with their card count, and for an
 * import a new set named here. Returns the alert shown (the tests answer it). */
static GtkWidget *
present_set_chooser (CwWindow *self,
                     CwSetJob  job)
{
  const JobKind *kind = &job_kinds[job];
  GListModel *sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(CwCardSet) default_set = cw_session_dup_user_set (self->session);
  GtkWidget *alert, *box;
  Chooser *chooser = g_new0 (Chooser, 1);
  guint selected = 0;

  chooser->job = job;
  chooser->set_ids = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);
      guint n = cw_card_set_get_n_cards (set);
      g_autofree char *label = NULL;

      if (kind->writes && cw_card_set_is_read_only (set))
        continue;
      label = cw_card_set_is_read_only (set)
              /* Translators: a set in the set chooser: its name and card count; shipped sets are read-only. */
              ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%u card, shipped)", "%s (%u cards, shipped)", n),
                                 cw_card_set_get_name (set), n)
              /* Translators: one of the player's sets in the set chooser: its name and card count. */
              : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%u card)", "%s (%u cards)", n),
                                 cw_card_set_get_name (set), n);
      if (g_strcmp0 (cw_card_set_get_id (set), cw_card_set_get_id (default_set)) == 0)
        selected = chooser->set_ids->len;
      gtk_string_list_append (labels, label);
      g_ptr_array_add (chooser->set_ids, g_strdup (cw_card_set_get_id (set)));
    }
  if (kind->may_create)
    gtk_string_list_append (labels, _("New set…"));
  if (g_list_model_get_n_items (G_LIST_MODEL (labels)) == 0)
    {
      g_autofree char *body =
        g_strdup_printf (_("You have no cards of your own in %s yet: import them from a spreadsheet or enter them "
                           "with New Card first."), cw_game_get_name (cw_session_get_game (self->session)));

      cw_window_show_message (self, _(kind->error_heading), body);
      chooser_free (chooser);
      return NULL;
    }

  g_signal_connect (factory, "setup", G_CALLBACK (on_dropdown_item_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (on_dropdown_item_bind), NULL);
  chooser->dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (labels)), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (chooser->dropdown), factory);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (chooser->dropdown), selected);
  chooser->name_entry = gtk_entry_new ();
  gtk_entry_set_activates_default (GTK_ENTRY (chooser->name_entry), TRUE);
  /* No set of the player's yet: the name New Card would give, ready to take or change. */
  if (chooser->set_ids->len == 0)
    gtk_editable_set_text (GTK_EDITABLE (chooser->name_entry), cw_card_set_get_name (default_set));
  chooser->problem = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (chooser->problem), TRUE);
  gtk_label_set_xalign (GTK_LABEL (chooser->problem), 0);
  gtk_widget_add_css_class (chooser->problem, "error");
  chooser->name_label = field_label (_("_Name of the new set"), chooser->name_entry);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), field_label (_("Card _set"), chooser->dropdown));
  gtk_box_append (GTK_BOX (box), chooser->dropdown);
  gtk_box_append (GTK_BOX (box), chooser->name_label);
  gtk_box_append (GTK_BOX (box), chooser->name_entry);
  gtk_box_append (GTK_BOX (box), chooser->problem);

  alert = cw_alert_new (GTK_WINDOW (self), _(kind->chooser_heading), _(kind->chooser_body));
  cw_alert_set_extra_child (alert, box);
  cw_alert_add_responses (alert, "cancel", _("_Cancel"), "continue", _(kind->chooser_accept), NULL);
  cw_alert_set_response_appearance (alert, "continue", ADW_RESPONSE_SUGGESTED);
  cw_alert_set_default_response (alert, "continue");
  cw_alert_set_close_response (alert, "cancel");
  g_object_set_data_full (G_OBJECT (alert), "cw-set-chooser", chooser, (GDestroyNotify) chooser_free);
  g_signal_connect_object (alert, "response", G_CALLBACK (on_set_chosen), self, 0);
  g_signal_connect_object (chooser->dropdown, "notify::selected", G_CALLBACK (chooser_update), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (chooser->name_entry, "changed", G_CALLBACK (chooser_update), self, G_CONNECT_SWAPPED);
  self->set_chooser = alert;
  chooser_update (self);
  cw_alert_present (alert);
  gtk_widget_grab_focus (chooser_wants_new (chooser) ? chooser->name_entry : chooser->dropdown);
  return alert;
}

static void
set_job_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CwWindow *self = CW_WINDOW (widget);
  CwSetJob job = g_str_equal (action_name, "win.import-set-csv") ? CW_SET_JOB_IMPORT
                 : g_str_equal (action_name, "win.export-set-csv") ? CW_SET_JOB_EXPORT
                 : CW_SET_JOB_PICTURES;

  if (self->session == NULL || self->set_chooser != NULL || self->chooser != NULL)
    return;
  if (self->set_job != NULL)
    {
      cw_window_show_message (self, _(job_kinds[job].error_heading),
                              _("Another import or export is still running: wait for it to end."));
      return;
    }
  present_set_chooser (self, job);
}

/* Closing while pictures are copied or cards imported would leave pictures in the set's folder
 * that no card names, or the player's spreadsheet not imported: the job finishes first, the
 * window hidden and the application held meanwhile, then the window closes as asked. */
gboolean
cw_window_sets_close_request (CwWindow *self)
{
  GtkApplication *application;

  if (self->set_job == NULL)
    return FALSE;
  /* Held once, however often it is closed (and shown again) while the job runs. */
  if (!self->set_job_closing)
    {
      self->set_job_closing = TRUE;
      application = gtk_window_get_application (GTK_WINDOW (self));
      if (application != NULL)
        g_application_hold (G_APPLICATION (application));
    }
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  return TRUE;
}

void
cw_window_sets_dispose (CwWindow *self)
{
  /* The import's undo stays in its session's history; the toast's Undo goes with the window. */
  self->set_import_undo = NULL;
  g_clear_object (&self->set_job_report);
  g_clear_error (&self->set_job_error);
}

void
cw_window_sets_finalize (CwWindow *self)
{
  g_free (self->set_job_notified_title);
  g_free (self->set_job_notified_body);
}

void
cw_window_sets_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.import-set-csv", NULL, set_job_action);
  gtk_widget_class_install_action (widget_class, "win.export-set-csv", NULL, set_job_action);
  gtk_widget_class_install_action (widget_class, "win.add-set-pictures", NULL, set_job_action);
  gtk_widget_class_install_action (widget_class, "win.undo-set-import", NULL, undo_set_import_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-set-job", NULL, cancel_set_job_action);
}
