/* cw-table-page.h: the Table view; table assist comes in a later release and the page says so. */
#pragma once

#include <gtk/gtk.h>
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_TABLE_PAGE (cw_table_page_get_type ())
G_DECLARE_FINAL_TYPE (CwTablePage, cw_table_page, CW, TABLE_PAGE, GtkWidget)

GtkWidget *cw_table_page_new         (void);
void       cw_table_page_set_session (CwTablePage *self,
                                      CwSession   *session);

G_END_DECLS
