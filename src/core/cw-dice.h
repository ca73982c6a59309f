/* cw-dice.h: a pool of the game's dice: seeded rolls, the symbols total, the exact odds. */
#pragma once

#include "cw-types.h"
#include "cw-game.h"

G_BEGIN_DECLS

#define CW_TYPE_DICE (cw_dice_get_type ())
G_DECLARE_FINAL_TYPE (CwDice, cw_dice, CW, DICE, GObject)

CwDice          *cw_dice_new               (void);
/* The game's pool: its base dice plus n_bonus bonus dice, at most the pool's maximum.
 * For the Storyline games: 4 blue dice plus 1 gold die per Character in play, 10 dice at most. */
CwDice          *cw_dice_new_for_game      (CwGame        *game,
                                            guint          n_bonus);
/* n bonus dice alone (the gold dice rolled for cards archived from hand). */
CwDice          *cw_dice_new_bonus         (CwGame        *game,
                                            guint          n);
void             cw_dice_add               (CwDice        *self,
                                            const CwDieDef*die);
guint            cw_dice_get_n_dice        (CwDice        *self);
const CwDieDef  *cw_dice_get_die           (CwDice        *self,
                                            guint          index);
/* Rolls every die with rand (unbiased: g_rand_int_range); returns the symbols total. */
int              cw_dice_roll              (CwDice        *self,
                                            GRand         *rand);
/* Sets the faces by hand (a physical roll); FALSE if a face index is out of range. */
gboolean         cw_dice_set_faces         (CwDice        *self,
                                            const guint   *faces,
                                            guint          n_faces);
/* The face index rolled for a die, and its symbols; -1 / 0 before the first roll. */
int              cw_dice_get_face          (CwDice        *self,
                                            guint          index);
int              cw_dice_get_symbols       (CwDice        *self,
                                            guint          index);
int              cw_dice_get_total         (CwDice        *self);
int              cw_dice_get_min_total     (CwDice        *self);
int              cw_dice_get_max_total     (CwDice        *self);
/* Exact counts: element t = number of face combinations whose total is t (guint64),
 * for t from 0 to the maximum total; *n_outcomes is the product of the face counts. */
GArray          *cw_dice_count_totals      (CwDice        *self,
                                            guint64       *n_outcomes);
/* Probabilities (double) indexed by total. */
GArray          *cw_dice_distribution      (CwDice        *self);
double           cw_dice_probability_at_least (CwDice     *self,
                                            int            total);

G_END_DECLS
