/* cw-text-cell.h: one line of text drawn in one widget, for the cells of a table of hundreds of rows. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CW_TYPE_TEXT_CELL (cw_text_cell_get_type ())
G_DECLARE_FINAL_TYPE (CwTextCell, cw_text_cell, CW, TEXT_CELL, GtkWidget)

/* width_chars: the width it asks for, in characters; longer text ends in "…" and shows whole in
 * a tooltip. numeric: right-aligned, with figures of equal width. */
GtkWidget  *cw_text_cell_new      (int          width_chars,
                                   gboolean     numeric);
void        cw_text_cell_set_text (CwTextCell  *self,
                                   const char  *text);
const char *cw_text_cell_get_text (CwTextCell  *self);

G_END_DECLS
