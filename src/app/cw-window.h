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

/* The player's own set (the one New Card saves into): cards from a spreadsheet into it (saved,
 * and shown in the Collection), the set as a spreadsheet, its pictures from a folder (see
 * cw-set-csv.h and cw-set-pictures.h). Export and pictures need the set saved once. */
CwImportReport *cw_window_import_set_csv   (CwWindow       *self,
                                            const char     *path,
                                            GError        **error);
gboolean    cw_window_export_set_csv       (CwWindow       *self,
                                            const char     *path,
                                            GError        **error);
CwImportReport *cw_window_add_set_pictures (CwWindow       *self,
                                            const char     *folder,
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
