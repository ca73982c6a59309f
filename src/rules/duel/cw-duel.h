/* cw-duel.h: a match of Good against Evil as a CwEngine: turns and phases, Characters in play, attacks and their fates, the win rule. */
#pragma once

#include "cw-engine.h"
#include "cw-duel-force.h"

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
/* Whether the duel is played with real decks (option real-decks): every card drawn is named. */
gboolean       cw_duel_get_real_decks      (CwDuel      *self);
/* Real decks: the opening cards still to be named for the player being dealt to (in *player),
 * 0 once both hands are dealt. */
guint          cw_duel_get_cards_to_deal   (CwDuel      *self,
                                            int         *player);
/* Real decks: the cards an Item's draw (Powder of Life) still has the player name. */
guint          cw_duel_get_cards_to_name   (CwDuel      *self,
                                            int          player);
/* Real decks: the cards the player has named in this Adventure Phase. */
guint          cw_duel_get_cards_drawn     (CwDuel      *self,
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

/* ---- What a board reads of the duel (cw-duel-query.c) ---- */

/* The kinds of a duel's actions, one per word of its notation. */
typedef enum {
  CW_DUEL_ACTION_DRAW,
  CW_DUEL_ACTION_NEXT,
  CW_DUEL_ACTION_SUMMON,
  CW_DUEL_ACTION_ATTACH,
  CW_DUEL_ACTION_GROUP,
  CW_DUEL_ACTION_LEAVE,
  CW_DUEL_ACTION_ATTACK,
  CW_DUEL_ACTION_PLAY,
  CW_DUEL_ACTION_RESOLVE,
  CW_DUEL_ACTION_DISCARD,
  CW_DUEL_ACTION_ASSIGN,
  CW_DUEL_ACTION_INTERVENE,
  CW_DUEL_ACTION_USE,         /* an Item in play that acts outside battles (Magic Picture, Powder of Life) */
} CwDuelActionKind;

CwDuelActionKind cw_duel_action_get_kind   (CwEngineAction action);
/* Summoned, attached, played, discarded; the attacker; the one grouped, assigned or
 * intervening; the card named by a draw from a real deck (NULL when the engine deals). */
CwCard        *cw_duel_action_get_card     (CwEngineAction action);
/* Attached to, grouped with, attacked, the Location (NULL: nowhere); the target of a play
 * out of battle ("play Cyclone on Mombi"), the Character a Call Defender calls. */
CwCard        *cw_duel_action_get_target   (CwEngineAction action);
/* The Attack card of an attack; NULL for the Free Attack. */
CwCard        *cw_duel_action_get_attack   (CwEngineAction action);
CwDuelFreeAttack cw_duel_action_get_free_attack (CwEngineAction action);
/* The faces a resolve was given or rolled (0, 0 before it is performed). */
void           cw_duel_action_get_rolls    (CwEngineAction action,
                                            int           *attack_roll,
                                            int           *defense_roll);
/* "resolve A D" with two d12 faces typed in from real dice, or 0, 0: the engine rolls. */
CwEngineAction cw_duel_action_new_resolve  (int            attack_roll,
                                            int            defense_roll);

/* Every Character that came into play (whatever its status now), in the order it did: a new
 * array of borrowed cards. */
GPtrArray     *cw_duel_list_characters     (CwDuel      *self);
int            cw_duel_get_owner           (CwDuel      *self,
                                            CwCard      *card);
/* The group a Character in play is in (0: alone); members share the number. */
guint          cw_duel_get_group           (CwDuel      *self,
                                            CwCard      *character);
/* The cards attached to a Character in play (borrowed; NULL when it is not in play). */
GPtrArray     *cw_duel_get_attached        (CwDuel      *self,
                                            CwCard      *character);
/* The Location a Character is assigned to, or NULL. */
CwCard        *cw_duel_get_assigned        (CwDuel      *self,
                                            CwCard      *character);
/* The Locations a player controls (their own, and the opponent's they took by "Control a
 * Location"): a new array of borrowed cards. */
GPtrArray     *cw_duel_list_locations      (CwDuel      *self,
                                            int          player);
/* A player's hand (borrowed). */
GPtrArray     *cw_duel_get_hand            (CwDuel      *self,
                                            int          player);
guint          cw_duel_get_discard_size    (CwDuel      *self,
                                            int          player);
/* The first attack declared and not yet resolved: FALSE when none waits. */
gboolean       cw_duel_get_declared        (CwDuel      *self,
                                            CwCard     **attacker,
                                            CwCard     **target,
                                            CwCard     **attack,
                                            CwDuelFreeAttack *free_attack);
/* That attack worked out with these two d12 faces, before it is resolved: its Force parts
 * with their cards, the totals, the winner and the fate; NULL with the rule when nobody is
 * left to fight or no attack waits. */
CwDuelOutcome *cw_duel_preview_declared    (CwDuel      *self,
                                            int          attack_roll,
                                            int          defense_roll,
                                            GError     **error);

G_END_DECLS
