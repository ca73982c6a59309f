/* cw-draft-board.h: the Table's board for the Oz draft: the columns to take, the players' hands and Story cards, the turn-down, the score sheet. */
#pragma once

#include <gtk/gtk.h>
#include "cw-board.h"
#include "cw-table-setup.h"

G_BEGIN_DECLS

#define CW_TYPE_DRAFT_BOARD (cw_draft_board_get_type ())
G_DECLARE_FINAL_TYPE (CwDraftBoard, cw_draft_board, CW, DRAFT_BOARD, GtkWidget)

GtkWidget    *cw_draft_board_new                  (void);
/* The players' names and the deal option, inside the board's set-up form. */
CwTableSetup *cw_draft_board_get_setup            (CwDraftBoard *self);
/* "Score a Game Played with the Box", on the set-up form; it opens the score sheet on its own. */
GtkWidget    *cw_draft_board_get_score_sheet_button (CwDraftBoard *self);
/* The window it opened, NULL once closed. */
GtkWindow    *cw_draft_board_get_score_window     (CwDraftBoard *self);
/* Column column's button (0-based), NULL when the column is not on the table. Sensitive only
 * while the engine lists taking it as legal. */
GtkWidget    *cw_draft_board_get_column_button    (CwDraftBoard *self,
                                                   guint         column);
/* While a player must turn a Story card face down: one button per face-up card, else 0. */
guint         cw_draft_board_get_n_turn_down_choices (CwDraftBoard *self);
GtkWidget    *cw_draft_board_get_turn_down_button (CwDraftBoard *self,
                                                   guint         index);
/* With deal=typed, while the columns are to be typed in: the drop-down of a column's slot
 * (0 and 1 its Characters, 2 its Story card) and the button that lays them out; NULL otherwise. */
GtkDropDown  *cw_draft_board_get_deal_drop_down   (CwDraftBoard *self,
                                                   guint         column,
                                                   guint         slot);
GtkWidget    *cw_draft_board_get_deal_button      (CwDraftBoard *self);

G_END_DECLS
