/* cw-od-board.h: the Table's board for Ód: the mine, the legion, the rows' fungus and ore, the hand and piles; combat told step by step. */
#pragma once

#include <gtk/gtk.h>
#include "cw-board.h"
#include "cw-od-board-setup.h"

G_BEGIN_DECLS

#define CW_TYPE_OD_BOARD (cw_od_board_get_type ())
G_DECLARE_FINAL_TYPE (CwOdBoard, cw_od_board, CW, OD_BOARD, GtkWidget)

GtkWidget      *cw_od_board_new               (void);
CwOdBoardSetup *cw_od_board_get_setup         (CwOdBoard *self);

/* What the player clicks, for tests and the keyboard: the button of a mine space (0-based),
 * of the i-th card in hand (NULL past the last), of the fungus (left) or ore (right) of a row. */
GtkWidget      *cw_od_board_get_space_button  (CwOdBoard *self,
                                               guint      row,
                                               guint      column);
GtkWidget      *cw_od_board_get_hand_button   (CwOdBoard *self,
                                               guint      index);
GtkWidget      *cw_od_board_get_row_end_button(CwOdBoard *self,
                                               guint      row,
                                               gboolean   ore);
/* The legion's slot of the spade of rank (2…14) and the caption above it, as drawn now. */
GtkWidget      *cw_od_board_get_legion_slot   (CwOdBoard *self,
                                               guint      rank);
GtkWidget      *cw_od_board_get_legion_caption (CwOdBoard *self);
/* The card chosen in hand (or the discovered dwarf waiting), CW_OD_NO_CARD for none. */
guint8          cw_od_board_get_selected_card (CwOdBoard *self);
/* The side panel's buttons: each performs one legal action; their labels are the engine's. */
GPtrArray      *cw_od_board_list_action_buttons (CwOdBoard *self);   /* of GtkWidget*, borrowed */
GtkWidget      *cw_od_board_get_end_turn_button (CwOdBoard *self);

/* Combat and the other steps of an action, told one line at a time: the lines shown, and how
 * many are still to come (play waits while any are). While some are, the mine, legion, rows, hand
 * and piles are drawn (and described) as the last line shown left them. */
guint           cw_od_board_get_n_steps_shown (CwOdBoard *self);
guint           cw_od_board_get_n_steps_left  (CwOdBoard *self);
const char     *cw_od_board_get_step_line     (CwOdBoard *self,
                                               guint      index);
/* The "Next Step" and "Show All" buttons. */
GtkWidget      *cw_od_board_get_next_step_button (CwOdBoard *self);
GtkWidget      *cw_od_board_get_show_all_button  (CwOdBoard *self);

G_END_DECLS
