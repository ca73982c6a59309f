/* cw-duel.h: a match of Good against Evil as a CwEngine: turns and phases, Characters in play, attacks and their fates, the win rule. */
#pragma once

#include "cw-engine.h"

G_BEGIN_DECLS

#define CW_TYPE_DUEL (cw_duel_get_type ())
G_DECLARE_FINAL_TYPE (CwDuel, cw_duel, CW, DUEL, CwEngine)

/* A Character's status; "Controlled" is not one of them: a Controlled Character is viable
 * for the player who controls it (cw_duel_get_controller). */
typedef enum {
  CW_DUEL_VIABLE,
  CW_DUEL_KILLED,
  CW_DUEL_INCAPACITATED,
  CW_DUEL_EXILED,
  CW_DUEL_CAPTURED,
} CwDuelStatus;

typedef enum {
  CW_DUEL_PHASE_ADVENTURE,
  CW_DUEL_PHASE_SUMMON,
  CW_DUEL_PHASE_ATTACK,
  CW_DUEL_PHASE_REST,
  CW_DUEL_PHASE_OVER,
} CwDuelPhase;

/* Turns count each player's turn: turn 1 is the first player's, turn 2 the second's. */
guint          cw_duel_get_turn            (CwDuel      *self);
CwDuelPhase    cw_duel_get_phase           (CwDuel      *self);
int            cw_duel_get_current         (CwDuel      *self);
/* The winner's index; -1 while the duel goes on or when it ends with no winner. */
int            cw_duel_get_winner          (CwDuel      *self);
guint          cw_duel_get_hand_size       (CwDuel      *self,
                                            int          player);
guint          cw_duel_get_deck_size       (CwDuel      *self,
                                            int          player);
/* 7 plus the "Hand Size +1" of the player's viable Characters. */
guint          cw_duel_get_hand_limit      (CwDuel      *self,
                                            int          player);
/* 2 plus the "Draw 1 extra card per turn" of the player's viable Characters. */
guint          cw_duel_get_draw_count      (CwDuel      *self,
                                            int          player);
/* Of a Character in play (by card id); FALSE when it never came into play. */
gboolean       cw_duel_get_character       (CwDuel      *self,
                                            const char  *card_id,
                                            CwDuelStatus *status,
                                            int         *controller,
                                            const char **held_by);   /* the captor or controller's card id, or NULL */
/* Turns in a row, from turn 6, that the player has ended with no viable Character. */
guint          cw_duel_get_turns_without_viable (CwDuel *self,
                                            int          player);

G_END_DECLS
