/* cw-library-page.h: the Libraries view: open and saved Libraries, a card browser, the Library being built. */
#pragma once

#include <gtk/gtk.h>
#include "cw-session.h"
#include "cw-library-doc.h"

G_BEGIN_DECLS

#define CW_TYPE_LIBRARY_PAGE (cw_library_page_get_type ())
G_DECLARE_FINAL_TYPE (CwLibraryPage, cw_library_page, CW, LIBRARY_PAGE, GtkWidget)

GtkWidget    *cw_library_page_new             (void);
void          cw_library_page_set_session     (CwLibraryPage *self,
                                               CwSession     *session);
/* The Library shown in the editor, or NULL. */
CwLibraryDoc *cw_library_page_get_current     (CwLibraryPage *self);
void          cw_library_page_set_current     (CwLibraryPage *self,
                                               CwLibraryDoc  *doc);
/* The current Library's file, or NULL; notified as "current-path". */
const char   *cw_library_page_get_current_path(CwLibraryPage *self);

CwLibraryDoc *cw_library_page_new_library     (CwLibraryPage *self);
/* Opens (or shows, if already open) a Library file; a demo file is opened read-only. */
CwLibraryDoc *cw_library_page_open_file       (CwLibraryPage *self,
                                               const char    *path,
                                               GError       **error);
/* Adds one copy to the current Library, starting a new one if none is open. */
void          cw_library_page_add_card        (CwLibraryPage *self,
                                               CwCard        *card);
gboolean      cw_library_page_save            (CwLibraryPage *self,
                                               GError       **error);
void          cw_library_page_save_as         (CwLibraryPage *self);
void          cw_library_page_open_dialog     (CwLibraryPage *self);
CwLibraryDoc *cw_library_page_duplicate       (CwLibraryPage *self);
/* Moves the Library's file to the trash (asks first only where there is no trash) and
 * closes it; a toast offers Undo (library.undo-delete), which puts file and Library back. */
void          cw_library_page_delete          (CwLibraryPage *self);
gboolean      cw_library_page_undo_delete     (CwLibraryPage *self);
void          cw_library_page_close           (CwLibraryPage *self);
void          cw_library_page_focus_search    (CwLibraryPage *self);
/* The browser's cards after its search, of CwCard. */
GListModel   *cw_library_page_get_browser_results (CwLibraryPage *self);
void          cw_library_page_set_browser_search  (CwLibraryPage *self,
                                                   const char    *text);
GtkWidget    *cw_library_page_get_panels      (CwLibraryPage *self);
/* Shows a short message over the window (saved, could not open…). */
void          cw_library_page_toast           (CwLibraryPage *self,
                                               const char    *message);

G_END_DECLS
