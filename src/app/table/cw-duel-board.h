/* cw-duel-board.h: the Table's board for the Good against Evil duel (engine "duel"). */
#pragma once

#include "cw-board.h"

G_BEGIN_DECLS

#define CW_TYPE_DUEL_BOARD (cw_duel_board_get_type ())
G_DECLARE_FINAL_TYPE (CwDuelBoard, cw_duel_board, CW, DUEL_BOARD, GtkWidget)

GtkWidget *cw_duel_board_new (void);

G_END_DECLS
