/* cw-session.h: one game open in the window: its catalog, the player's collection and open Libraries. */
#pragma once

#include <gio/gio.h>
#include "cw-types.h"
#include "cw-undo-stack.h"
#include "cw-card-renderer.h"
#include "cw-import-report.h"

G_BEGIN_DECLS

typedef struct _CwLibraryDoc CwLibraryDoc;

#define CW_TYPE_SESSION (cw_session_get_type ())
G_DECLARE_FINAL_TYPE (CwSession, cw_session, CW, SESSION, GObject)

/* Loads the game's cards and the player's collection. A collection file that
 * cannot be read is reported (cw_session_get_collection_error) and renamed aside
 * (cw_session_get_collection_set_aside); the session starts an empty collection,
 * saved as usual. When it cannot even be renamed it is left as it is, never
 * overwritten, and counts are kept in memory only. */
CwSession    *cw_session_new                   (CwGame        *game,
                                                GError       **error);
CwGame       *cw_session_get_game              (CwSession     *self);
CwCatalog    *cw_session_get_catalog           (CwSession     *self);
CwCollection *cw_session_get_collection        (CwSession     *self);
/* Why the collection file could not be read, or NULL. */
const GError *cw_session_get_collection_error  (CwSession     *self);
const char   *cw_session_get_collection_path   (CwSession     *self);
/* Where the unreadable collection file was kept aside, or NULL. */
const char   *cw_session_get_collection_set_aside (CwSession  *self);
/* The history of owned-count edits (the Collection view's undo). */
CwUndoStack  *cw_session_get_collection_history(CwSession     *self);

/* Sets the owned count, records it for undo (label like "Owned: Toto 2 → 3"),
 * and saves the collection shortly after. */
void          cw_session_set_owned             (CwSession     *self,
                                                const char    *card_id,
                                                guint          owned);
/* Reads owned counts from a spreadsheet's CSV file into the collection, as one edit that undo
 * takes back whole, and saves. NULL with an error when the file cannot be read at all. */
CwImportReport *cw_session_import_collection_csv (CwSession   *self,
                                                  const char  *path,
                                                  GError     **error);

/* Sets the owned counts of the cards in counts (id → GUINT_TO_POINTER), as one undoable edit
 * labelled after the file they came from. */
void          cw_session_set_owned_counts      (CwSession     *self,
                                                GHashTable    *counts,
                                                const char    *path);
/* Writes pending collection changes now (the window calls it on close). */
gboolean      cw_session_flush                 (CwSession     *self,
                                                GError       **error);

/* A search query over this game's cards, answered from an index of the catalog built once:
 * what a filter over 100,000 cards needs per keystroke. NULL with CW_ERROR_PARSE when the
 * text is not understood. */
CwQuery      *cw_session_new_query             (CwSession     *self,
                                                const char    *text,
                                                GError       **error);

/* Builds the search index now rather than on the first search. */
void          cw_session_prepare_search        (CwSession     *self);

/* The renderer that draws this game's cards on screen (the same code prints them). */
CwCardRenderer *cw_session_get_renderer        (CwSession     *self);

/* The folder of the card's set, where its image lives; NULL if unknown. Free it. */
char         *cw_session_dup_image_folder      (CwSession     *self,
                                                CwCard        *card);

/* Libraries open in the window, of CwLibraryDoc. */
GListModel   *cw_session_get_open_libraries    (CwSession     *self);
void          cw_session_add_open_library      (CwSession     *self,
                                                CwLibraryDoc  *doc);
void          cw_session_remove_open_library   (CwSession     *self,
                                                CwLibraryDoc  *doc);
/* The open Library loaded from path, or NULL. */
CwLibraryDoc *cw_session_find_open_library     (CwSession     *self,
                                                const char    *path);
/* The game's demo Libraries (read-only) and the player's own, as sorted file paths. */
GStrv         cw_session_list_demo_libraries   (CwSession     *self);
GStrv         cw_session_list_user_libraries   (CwSession     *self);
/* $XDG_DATA_HOME/cardwright/libraries/<game-id>; free it. */
char         *cw_session_dup_user_library_dir  (CwSession     *self);
/* Names of the Libraries (open ones and the player's files) holding the card, sorted. */
GStrv         cw_session_find_libraries_using  (CwSession     *self,
                                                const char    *card_id);
/* The name of the Library in that file (read once), or the file's name. Free it. */
char         *cw_session_dup_library_file_name (CwSession    *self,
                                                const char    *path);
/* Forget cached Library files so the next question reads them again (after save or delete). */
void          cw_session_forget_library_files  (CwSession     *self);

/* The user card set new cards go to by default: the player's first set, or a new "My cards" that
 * joins the catalog when cw_session_save_set() first saves it. Free with g_object_unref(). */
CwCardSet    *cw_session_dup_user_set          (CwSession     *self);
/* Saves a user card set into the user's folder for the game (and adds it to the catalog when new). */
gboolean      cw_session_save_set              (CwSession     *self,
                                                CwCardSet     *set,
                                                GError       **error);

G_END_DECLS
