/* cw-dice-tray.h: the dice tray of the Table view: the pool's faces, the total, the exact odds, a roll entered by hand. */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"

G_BEGIN_DECLS

#define CW_TYPE_DICE_TRAY (cw_dice_tray_get_type ())
G_DECLARE_FINAL_TYPE (CwDiceTray, cw_dice_tray, CW, DICE_TRAY, GtkWidget)

GtkWidget  *cw_dice_tray_new          (void);
/* The pool shown (copied). rolled: its faces are set and are the roll to show;
 * otherwise the pool is about to be rolled and its faces are left blank.
 * caption: who rolls or rolled what ("Ann rolled 13"); NULL for none. */
void        cw_dice_tray_set_dice     (CwDiceTray  *self,
                                       CwDice      *dice,
                                       gboolean     rolled,
                                       const char  *caption);
CwDice     *cw_dice_tray_get_dice     (CwDiceTray  *self);
/* Dice read one by one rather than added (the duel's two d12): no total, no odds chart,
 * no total typed in; only the faces. */
void        cw_dice_tray_set_separate (CwDiceTray  *self,
                                       gboolean     separate);
gboolean    cw_dice_tray_get_separate (CwDiceTray  *self);
gboolean    cw_dice_tray_get_rolled   (CwDiceTray  *self);
/* The sentence under the odds chart: "13 or more: 41 %", or the range before a roll. */
const char *cw_dice_tray_get_odds_text (CwDiceTray *self);
/* A roll is legal now: the Roll button is the suggested action, and it and By Hand are
 * offered; otherwise both are insensitive (Ctrl+R still says which rule refuses a roll). */
void        cw_dice_tray_set_roll_due (CwDiceTray  *self,
                                       gboolean     due);

/* Face indices (one per die of the pool) giving exactly total symbols, or NULL when no
 * combination of faces does; free with g_free. For a total typed in by hand. */
guint      *cw_dice_tray_faces_for_total (CwDice   *dice,
                                          int       total);

/* "13 or more: 41 %": the chance to roll total or more, in whole percent, never
 * rounded to a flat 0 % or 100 % when the truth is not exactly that. */
char       *cw_dice_tray_format_odds  (int          total,
                                       double       probability);

G_END_DECLS
