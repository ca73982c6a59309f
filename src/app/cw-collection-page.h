/* cw-collection-page.h: the Collection view: search, filters, the cards as a grid or a table, the detail pane. */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_COLLECTION_PAGE (cw_collection_page_get_type ())
G_DECLARE_FINAL_TYPE (CwCollectionPage, cw_collection_page, CW, COLLECTION_PAGE, GtkWidget)

GtkWidget   *cw_collection_page_new             (void);
void         cw_collection_page_set_session     (CwCollectionPage *self,
                                                 CwSession        *session);
CwSession   *cw_collection_page_get_session     (CwCollectionPage *self);
/* Sets the search text and filters at once (no typing delay). */
void         cw_collection_page_set_search_text (CwCollectionPage *self,
                                                 const char       *text);
/* The cards the search and filters let through, of CwCard. */
GListModel  *cw_collection_page_get_results     (CwCollectionPage *self);
/* What is wrong with the search text, or NULL when it was understood. */
const char  *cw_collection_page_get_query_error (CwCollectionPage *self);
/* "grid" or "table". */
const char  *cw_collection_page_get_view_mode   (CwCollectionPage *self);
void         cw_collection_page_set_view_mode   (CwCollectionPage *self,
                                                 const char       *mode);
void         cw_collection_page_focus_search    (CwCollectionPage *self);
CwCard      *cw_collection_page_get_selected_card (CwCollectionPage *self);
void         cw_collection_page_select_card     (CwCollectionPage *self,
                                                 CwCard           *card);
/* Opens the card editor on a new card of the player's own set. */
void         cw_collection_page_new_card        (CwCollectionPage *self);
/* After cards were added, changed or removed by the card editor. */
void         cw_collection_page_refresh         (CwCollectionPage *self);
void         cw_collection_page_set_chip        (CwCollectionPage *self,
                                                 int               kind,
                                                 const char       *id,
                                                 gboolean          active);

G_END_DECLS
