/* cw-library-doc.h: a Library open in the window: the model, its file, its undo history, unsaved state. */
#pragma once

#include "cw-types.h"
#include "cw-undo-stack.h"

G_BEGIN_DECLS

#define CW_TYPE_LIBRARY_DOC (cw_library_doc_get_type ())
G_DECLARE_FINAL_TYPE (CwLibraryDoc, cw_library_doc, CW, LIBRARY_DOC, GObject)

/* shipped: loaded from a game's demo folder, so saving writes a copy into the user's folder. */
CwLibraryDoc *cw_library_doc_new          (CwCatalog     *catalog,
                                           CwLibrary     *library,
                                           gboolean       shipped);
CwLibraryDoc *cw_library_doc_new_from_file(CwCatalog     *catalog,
                                           const char    *path,
                                           gboolean       shipped,
                                           GError       **error);
CwLibrary    *cw_library_doc_get_library  (CwLibraryDoc  *self);
CwCatalog    *cw_library_doc_get_catalog  (CwLibraryDoc  *self);
CwUndoStack  *cw_library_doc_get_history  (CwLibraryDoc  *self);
const char   *cw_library_doc_get_name     (CwLibraryDoc  *self);
/* The file it was loaded from or saved to; NULL for a new Library. */
const char   *cw_library_doc_get_path     (CwLibraryDoc  *self);
gboolean      cw_library_doc_is_shipped   (CwLibraryDoc  *self);
gboolean      cw_library_doc_is_modified  (CwLibraryDoc  *self);

/* Edits, each recorded for undo. */
void          cw_library_doc_set_count    (CwLibraryDoc  *self,
                                           const char    *section_id,
                                           const char    *card_id,
                                           guint          count);
/* Adds (or removes, delta < 0) copies in the section the card's type belongs to. */
void          cw_library_doc_add_card     (CwLibraryDoc  *self,
                                           CwCard        *card,
                                           int            delta);
void          cw_library_doc_set_name     (CwLibraryDoc  *self,
                                           const char    *name);
void          cw_library_doc_set_notes    (CwLibraryDoc  *self,
                                           const char    *notes);
/* For fixed-deck games: which deck ("good", "evil"); NULL for none. */
void          cw_library_doc_set_side     (CwLibraryDoc  *self,
                                           const char    *side);

/* Saves to its file; a new or shipped Library goes to a new file in user_dir named after it. */
gboolean      cw_library_doc_save         (CwLibraryDoc  *self,
                                           const char    *user_dir,
                                           GError       **error);
gboolean      cw_library_doc_save_as      (CwLibraryDoc  *self,
                                           const char    *path,
                                           GError       **error);
/* A file name in dir, free of other files, made from name: "kansas-friends-2.cwlibrary". Free it. */
char         *cw_library_doc_make_path    (const char    *dir,
                                           const char    *name,
                                           const char    *own_path);

G_END_DECLS
