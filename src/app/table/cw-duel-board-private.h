/* cw-duel-board-private.h: CwDuelBoard's fields, shared by cw-duel-board.c (the sides, the panel) and
 * cw-duel-board-sheet.c (the attack sheet and the card picker). */
#pragma once

#include <adwaita.h>

#include "cw-duel.h"
#include "cw-duel-board.h"

G_BEGIN_DECLS

struct _CwDuelBoard
{
  GtkWidget   parent_instance;

  GtkWidget  *box;            /* the board: header, attack sheet, the two sides */
  GtkLabel   *header;         /* turn, phase, the win rule's countdown */
  GtkLabel   *hint;           /* what a click does now */
  GtkWidget  *sheet;          /* the attack waiting to be resolved */
  GtkWidget  *sides[2];
  GtkWidget  *popover;        /* a Character's actions or ways to attack; the board's child, so that
                               * rebuilding the rows it points at never takes it away */

  /* Made here, hosted by the shell (a reference: the shell parents it). */
  GtkWidget  *panel;
  GtkFlowBox *buttons_box;
  GtkListBox *actions_list;

  CwSession  *session;
  CwDuel     *duel;
  gboolean    hand_expanded;  /* the current player's hand shown */
  CwCard     *attacker;       /* picked for an attack, waiting for its target; NULL for none */
  int         sheet_rolls[2]; /* the dice typed on the sheet, 0 for none yet */
  GtkWidget  *sheet_preview;  /* the sheet's parts and verdict, NULL while no attack waits */
  guint       preview_idle;   /* redraws the preview once the keyboard's focus has moved on */
};

/* cw-duel-board.c */
void       _cw_duel_board_attach_action    (GtkWidget      *widget,
                                            CwEngineAction  action);
GtkWidget *_cw_duel_board_action_button_new (CwDuelBoard   *self,
                                            const char     *label,
                                            CwEngineAction  action);
GtkWindow *_cw_duel_board_parent_window    (CwDuelBoard    *self);
/* Shows child in the board's popover, pointing at anchor (a widget inside the board). */
void       _cw_duel_board_show_popover     (CwDuelBoard    *self,
                                            GtkWidget      *child,
                                            GtkWidget      *anchor);
GtkWidget *_cw_duel_board_label_new        (const char     *text,
                                            const char     *style);

/* cw-duel-board-sheet.c */
/* Rebuilds the sheet of the attack waiting (hidden when none waits). */
void       _cw_duel_board_refresh_sheet    (CwDuelBoard    *self);
/* Redraws the sheet's parts and verdict at once (after the dice are typed; tests). */
void       _cw_duel_board_update_preview_now (CwDuelBoard  *self);
/* The dialog that puts a card into play or attaches it: the legal ones, by name. */
void       _cw_duel_board_pick_card        (CwDuelBoard    *self);
/* Real decks: the dialog that names the card drawn, the cards left in the deck by name; it comes
 * back after each card while more are to be named. */
void       _cw_duel_board_pick_draw        (CwDuelBoard    *self);
/* The legal attacks of the attacker on target, to choose the Attack card or the Free Attack. */
void       _cw_duel_board_choose_attack    (CwDuelBoard    *self,
                                            CwCard         *target,
                                            GtkWidget      *anchor);

G_END_DECLS
