/* cw-collection-columns.h: the Collection table's columns, made from the game's fields, each sortable. */
#pragma once

#include <gtk/gtk.h>
#include "cw-session.h"
#include "cw-card-results.h"

G_BEGIN_DECLS

/* Replaces the view's columns with title, type, alignment, set, owned and the game's shown fields.
 * The view's model holds CwCardRow (cw-card-rows.h). */
void cw_collection_columns_build (GtkColumnView *view,
                                  CwSession     *session);
/* What the table is sorted by (its first sort column and direction), as keys for
 * cw_card_results_set_sort; FALSE and keys NULL when it is not sorted. */
gboolean cw_collection_columns_get_sort (GtkColumnView  *view,
                                         CwCardSortKeys *keys,
                                         gpointer       *data,
                                         gboolean       *descending);

G_END_DECLS
