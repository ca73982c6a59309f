/* cw-collection-columns.h: the Collection table's columns, made from the game's fields, each sortable. */
#pragma once

#include <gtk/gtk.h>
#include "cw-session.h"

G_BEGIN_DECLS

/* Replaces the view's columns with title, type, alignment, set, owned and the game's shown fields. */
void cw_collection_columns_build (GtkColumnView *view,
                                  CwSession     *session);

G_END_DECLS
