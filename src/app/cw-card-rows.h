/* cw-card-rows.h: the Collection table's rows: one object per row on screen, showing whichever card is at its position. */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"

G_BEGIN_DECLS

#define CW_TYPE_CARD_ROW (cw_card_row_get_type ())
G_DECLARE_FINAL_TYPE (CwCardRow, cw_card_row, CW, CARD_ROW, GObject)

/* The card at the row's position; notifies "card" when another card moves there. */
CwCard     *cw_card_row_get_card     (CwCardRow  *self);
guint       cw_card_row_get_position (CwCardRow  *self);

#define CW_TYPE_CARD_ROWS (cw_card_rows_get_type ())
G_DECLARE_FINAL_TYPE (CwCardRows, cw_card_rows, CW, CARD_ROWS, GObject)

/* A GListModel of CwCardRow over a GListModel of CwCard.
 *
 * GTK 4.8's list views throw away and make again every row whose item changes:
 * with a table of twelve columns a search that changes every result remade some
 * 2,600 widgets. Here the items are positions, not cards: when the cards change,
 * the rows alive keep their identity and tell their cells the new card, and only
 * a change in the number of cards reaches the view as items-changed. */
CwCardRows *cw_card_rows_new         (GListModel *cards);
GListModel *cw_card_rows_get_cards   (CwCardRows *self);

G_END_DECLS
