/* cw-window.h: the main window: game picker, view switcher, and the Collection, Libraries and Table views. */
#pragma once

#include <adwaita.h>
#include "cw-session.h"
#include "cw-library-doc.h"
#include "cw-import-report.h"
#include "cw-package.h"

G_BEGIN_DECLS

#define CW_TYPE_WINDOW (cw_window_get_type ())
G_DECLARE_FINAL_TYPE (CwWindow, cw_window, CW, WINDOW, AdwApplicationWindow)

/* application may be NULL (the tests make windows without one). */
CwWindow   *cw_window_new                  (GtkApplication *application);
/* Shows the game with that id; FALSE (and a message) if it does not exist or will not load. */
gboolean    cw_window_set_game             (CwWindow       *self,
                                            const char     *game_id,
                                            GError        **error);
CwSession  *cw_window_get_session          (CwWindow       *self);
/* "collection", "libraries" or "table". */
void        cw_window_set_view             (CwWindow       *self,
                                            const char     *view);
const char *cw_window_get_view             (CwWindow       *self);
GtkWidget  *cw_window_get_collection_page  (CwWindow       *self);
GtkWidget  *cw_window_get_library_page     (CwWindow       *self);
GtkWidget  *cw_window_get_table_page       (CwWindow       *self);
/* Undo or redo in the view shown; the label of what was done, or NULL. */
const char *cw_window_undo                 (CwWindow       *self);
const char *cw_window_redo                 (CwWindow       *self);
/* A toast replaces the one of the same kind still shown or waiting, so none goes stale:
 * kind "history" for undo and redo, NULL for the window's other messages. */
void        cw_window_toast                (CwWindow       *self,
                                            const char     *message);
void        cw_window_toast_of_kind        (CwWindow       *self,
                                            const char     *kind,
                                            const char     *message);
/* Toasts not yet dismissed (shown, or waiting behind the one shown). */
guint       cw_window_get_n_toasts         (CwWindow       *self);
/* The title of the toast of that kind (NULL: the window's messages) still shown or waiting, or NULL. */
const char *cw_window_get_toast_title      (CwWindow       *self,
                                            const char     *kind);
/* The same with a button (button_label, action_name; both NULL for none) and a timeout in
 * seconds (0: until dismissed). The toast is the window's while shown (its title may change). */
AdwToast   *cw_window_toast_full           (CwWindow       *self,
                                            const char     *kind,
                                            const char     *message,
                                            const char     *button_label,
                                            const char     *action_name,
                                            guint           timeout);
/* Import and export as the menus do once a file is chosen (the tests call them directly).
 * A deck opens as a new, unsaved Library; report says what matched and what did not. */
CwLibraryDoc *cw_window_import_deck        (CwWindow       *self,
                                            const char     *path,
                                            CwImportReport **report,
                                            GError        **error);
/* The format follows the extension: .txt, .cod or .o8d. */
gboolean    cw_window_export_deck          (CwWindow       *self,
                                            const char     *path,
                                            GError        **error);
CwImportReport *cw_window_import_collection(CwWindow       *self,
                                            const char     *path,
                                            GError        **error);
gboolean    cw_window_export_collection    (CwWindow       *self,
                                            const char     *path,
                                            GError        **error);

/* The game's card sets in and out of the window (cw-set-csv.h, cw-set-pictures.h): cards from a
 * spreadsheet into one of the player's sets or a new one, any set as a spreadsheet, pictures
 * from a folder into one of the player's sets. Shipped sets are never changed. */
typedef enum {
  CW_SET_JOB_IMPORT,    /* path: a CSV file */
  CW_SET_JOB_EXPORT,    /* path: the CSV file to write */
  CW_SET_JOB_PICTURES,  /* path: a folder of pictures */
} CwSetJob;

/* The id a new set named name gets (accents dropped, lower case, "-" between words), or NULL
 * with an error when the name holds no letter or digit or a set of the game already has that
 * id (or its file is in the way). */
char       *cw_window_new_set_id           (CwWindow       *self,
                                            const char     *name,
                                            GError        **error);
/* Starts job on the set set_id, or for an import with set_id NULL on a new set named new_name.
 * FALSE with an error, nothing started, when the set cannot be the job's (unknown, shipped for
 * import or pictures, a new name that clashes) or a job is running. The work happens in a
 * thread; the window stays usable and tells progress in a toast; at the end an import offers
 * Undo in its toast (cw_window_undo_set_import) and reports refused rows. */
gboolean    cw_window_start_set_job        (CwWindow       *self,
                                            CwSetJob        job,
                                            const char     *set_id,
                                            const char     *new_name,
                                            const char     *path,
                                            GError        **error);
gboolean    cw_window_is_set_job_running   (CwWindow       *self);
/* The progress toast's Cancel: an import stops and changes nothing ("Import cancelled: the set
 * is unchanged"); pictures stop after the file being copied, and those copied are given to their
 * cards and saved ("Copying stopped: 12 pictures added to “Set”"), none half-done. FALSE when no
 * import or pictures job runs (an export is quick and not cancelled) or it was cancelled already. */
gboolean    cw_window_cancel_set_job       (CwWindow       *self);
/* A job running this long (400 ms) gets a toast counting its progress; a quicker one only its end. */
void        cw_window_set_set_job_progress_delay (CwWindow *self,
                                                  guint     milliseconds);
/* How the last job ended: its report (import, pictures; NULL for export) or its error. */
CwImportReport *cw_window_get_set_job_report (CwWindow     *self);
const GError *cw_window_get_set_job_error  (CwWindow       *self);
/* The desktop notification that tells a job's failure when its window was closed while the job
 * ran (the window never shows again): title, the job's error heading; body, the set's name and
 * the error's message. */
void        cw_window_set_job_notification_text (CwSetJob     job,
                                                 const char  *set_name,
                                                 const char  *message,
                                                 char       **title,
                                                 char       **body);
/* The title and body of the last such notification this window sent (NULL: none); they stay
 * readable after the window closed, until it is finalized. */
const char *cw_window_get_set_job_notified (CwWindow       *self,
                                            const char    **body);
/* Puts the set of the last import back as it was (a new set is removed): the toast's Undo. The
 * import is an edit of its session's Collection history, so Ctrl+Z reaches it too, and redo
 * puts it back. FALSE with an error when there is nothing to undo, other edits of that history
 * came after it, or the set changed since (then it is left alone). */
gboolean    cw_window_undo_set_import      (CwWindow       *self,
                                            GError        **error);

/* A new game of the player's, a copy of the shown game's definition without its cards, saved
 * under the user's data folder and shown. Its id (made from the name), or NULL with an error. */
char       *cw_window_create_game          (CwWindow       *self,
                                            const char     *name,
                                            GError        **error);

/* Reads a game package (every entry checked) and shows what it holds and what installing would
 * change, with Install and Cancel; nothing is installed before Install. The dialog, or NULL with
 * the error that refused the package. */
GtkWidget  *cw_window_preview_package      (CwWindow       *self,
                                            const char     *path,
                                            GError        **error);
/* Writes the shown game, the player's sets of it and their pictures into a package. */
gboolean    cw_window_share_package        (CwWindow       *self,
                                            const CwPackageOptions *options,
                                            const char     *path,
                                            GError        **error);

typedef enum {
  CW_OPENED_LIBRARY,     /* shown in the Libraries view */
  CW_OPENED_DECK,        /* .cod, .o8d or a text list: imported as a new Library, with a report */
  CW_OPENED_COLLECTION,  /* owned counts read in (undoable), with a report */
  CW_OPENED_CARD_SET,    /* copied into the player's sets of its game, with its pictures */
  CW_OPENED_MATCH,       /* resumed at the Table */
  CW_OPENED_PACKAGE,     /* a .cwgame: what it holds is shown, installed only when the player agrees */
} CwOpenedKind;

/* Opens a file the way the file manager hands it over, in the file's game (the window switches
 * to it). The kind is set as soon as it is known; report is set for imports. FALSE with an error
 * ("PATH:LINE: what") when the file cannot be opened; then nothing the player had changed. */
gboolean    cw_window_open_path            (CwWindow       *self,
                                            const char     *path,
                                            CwOpenedKind   *kind,
                                            CwImportReport **report,
                                            GError        **error);
/* The same for the files of GApplication::open, telling the player what happened to each. */
void        cw_window_open_files           (CwWindow       *self,
                                            GFile         **files,
                                            int             n_files);

/* Writes owned counts now (also done on close). */
void        cw_window_flush                (CwWindow       *self);

G_END_DECLS
