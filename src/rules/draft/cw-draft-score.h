/* cw-draft-score.h: the end-of-game arithmetic of the Oz draft: each player's Characters in hand against their face-up Story cards. */
#pragma once

#include <glib-object.h>
#include "cw-types.h"

G_BEGIN_DECLS

/* "Un joueur ne peut pas avoir plus de 4 cartes Histoire face visible devant lui." */
#define CW_DRAFT_MAX_FACE_UP 4

/* The 9 kinds of Story card, as the card set's `scoring` field names them. */
typedef enum {
  CW_DRAFT_SCORING_PER_CARD,    /* "per-card": points per card of a Character */
  CW_DRAFT_SCORING_PAIR,        /* "pair": points per pair of two Characters */
  CW_DRAFT_SCORING_PAIR_SAME,   /* "pair-same": points per pair of the same Character */
  CW_DRAFT_SCORING_SET_OF_FOUR, /* "set-of-four": points per set of four Characters */
  CW_DRAFT_SCORING_TRIPLE,      /* "triple": 2 / 7 / 12 for 1 / 2 / 3 triples, no more after */
  CW_DRAFT_SCORING_AT_MOST,     /* "at-most": points with at most `limit` cards of a Character */
  CW_DRAFT_SCORING_MAJORITY,    /* "majority": points if a Character is the most numerous in hand */
  CW_DRAFT_SCORING_MOST,        /* "most": points if no other player holds more of a Character */
  CW_DRAFT_SCORING_PLUS_MINUS,  /* "plus-minus": points (some negative) per card of each Character */
} CwDraftScoring;

/* What a Story card scores, read from its fields; immutable, refcounted. */
typedef struct _CwDraftStory CwDraftStory;

#define CW_TYPE_DRAFT_STORY (cw_draft_story_get_type ())
GType           cw_draft_story_get_type        (void) G_GNUC_CONST;

/* CW_ERROR_INVALID naming the card when it is no Story card or its fields do not make a rule. */
CwDraftStory   *cw_draft_story_new_from_card   (CwCard          *card,
                                                GError         **error);
CwDraftStory   *cw_draft_story_ref             (CwDraftStory    *story);
void            cw_draft_story_unref           (CwDraftStory    *story);
const char     *cw_draft_story_get_id          (const CwDraftStory *story);
CwDraftScoring  cw_draft_story_get_scoring     (const CwDraftStory *story);
/* The Character card ids the card counts, NULL-terminated, as listed (a pair of the same lists it twice). */
const char * const *cw_draft_story_get_characters (const CwDraftStory *story);
/* "per-card", "pair"…; NULL for a value out of range. */
const char     *cw_draft_scoring_to_string     (CwDraftScoring   scoring);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwDraftStory, cw_draft_story_unref)

/* A score sheet: players, their Character counts and face-up Story cards; the points follow. */
#define CW_TYPE_DRAFT_SCORE (cw_draft_score_get_type ())
G_DECLARE_FINAL_TYPE (CwDraftScore, cw_draft_score, CW, DRAFT_SCORE, GObject)

CwDraftScore   *cw_draft_score_new             (void);
/* Returns the new player's index. */
guint           cw_draft_score_add_player      (CwDraftScore    *self,
                                                const char      *name);
guint           cw_draft_score_get_n_players   (CwDraftScore    *self);
const char     *cw_draft_score_get_player_name (CwDraftScore    *self,
                                                guint            player);
void            cw_draft_score_set_count       (CwDraftScore    *self,
                                                guint            player,
                                                const char      *character_id,
                                                guint            count);
guint           cw_draft_score_get_count       (CwDraftScore    *self,
                                                guint            player,
                                                const char      *character_id);
/* A face-up Story card; CW_ERROR_INVALID beyond CW_DRAFT_MAX_FACE_UP. */
gboolean        cw_draft_score_add_story       (CwDraftScore    *self,
                                                guint            player,
                                                CwDraftStory    *story,
                                                GError         **error);
guint           cw_draft_score_get_n_stories   (CwDraftScore    *self,
                                                guint            player);
CwDraftStory   *cw_draft_score_get_story       (CwDraftScore    *self,
                                                guint            player,
                                                guint            index);   /* borrowed */
/* What the player's index-th Story card scores (may be below zero). */
int             cw_draft_score_get_story_points (CwDraftScore   *self,
                                                guint            player,
                                                guint            index);
int             cw_draft_score_get_total       (CwDraftScore    *self,
                                                guint            player);
/* Everybody with the highest total: "les joueurs ex aequo sont déclarés vainqueurs". */
gboolean        cw_draft_score_is_winner       (CwDraftScore    *self,
                                                guint            player);

G_END_DECLS
