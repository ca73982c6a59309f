/* cw-draft.h: the Oz draft (Asmodee) as a CwEngine: columns dealt or typed in, taken in turn, the round-5 turn-down, the score. */
#pragma once

#include "cw-engine.h"
#include "cw-draft-score.h"

G_BEGIN_DECLS

#define CW_DRAFT_MIN_PLAYERS 2
#define CW_DRAFT_MAX_PLAYERS 4
/* Five columns with four players. */
#define CW_DRAFT_MAX_COLUMNS 5

typedef enum {
  CW_DRAFT_PHASE_DEAL,       /* deal=typed: the first player's columns are to be typed in */
  CW_DRAFT_PHASE_TAKE,       /* the current player takes a whole column */
  CW_DRAFT_PHASE_TURN_DOWN,  /* the current player has 5 Story cards face up and turns one down */
  CW_DRAFT_PHASE_OVER,       /* every round played: the face-up Story cards score */
} CwDraftPhase;

#define CW_TYPE_DRAFT (cw_draft_get_type ())
G_DECLARE_FINAL_TYPE (CwDraft, cw_draft, CW, DRAFT, CwEngine)

/* Players join with cw_engine_add_player() in their order around the table, each to the
 * left of the one before; the first one added holds the first-player token in round 1. */
CwDraft       *cw_draft_new                (CwGame     *game,
                                            CwCatalog  *catalog);
CwDraftPhase   cw_draft_get_phase          (CwDraft    *self);
/* 1-based; past the last round once over. */
guint          cw_draft_get_round          (CwDraft    *self);
guint          cw_draft_get_n_rounds       (CwDraft    *self);
guint          cw_draft_get_n_columns      (CwDraft    *self);
guint          cw_draft_get_first_player   (CwDraft    *self);
/* Whose turn it is to take a column or turn a Story card down. */
guint          cw_draft_get_current_player (CwDraft    *self);
/* The column's Character and Story card ids (borrowed), or FALSE once it has been taken. */
gboolean       cw_draft_get_column         (CwDraft    *self,
                                            guint       column,
                                            const char **character_1,
                                            const char **character_2,
                                            const char **story);
/* How many of the Character the player holds. */
guint          cw_draft_get_hand_count     (CwDraft    *self,
                                            guint       player,
                                            const char *character_id);
/* Story card ids, in the order taken; borrowed, of char*. */
GPtrArray     *cw_draft_dup_face_up        (CwDraft    *self,
                                            guint       player);
GPtrArray     *cw_draft_dup_face_down      (CwDraft    *self,
                                            guint       player);
/* Characters still to be dealt, and those discarded from the table. */
guint          cw_draft_get_pile_size      (CwDraft    *self);
guint          cw_draft_get_discard_size   (CwDraft    *self);
/* 24 with two players ("on retire 3 cartes Personnage de chaque type"), else 0. */
guint          cw_draft_get_set_aside_size (CwDraft    *self);
/* The score sheet of the hands and face-up Story cards as they are now. */
CwDraftScore  *cw_draft_dup_score_sheet    (CwDraft    *self);

G_END_DECLS
