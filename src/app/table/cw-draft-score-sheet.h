/* cw-draft-score-sheet.h: the Oz draft's score sheet on its own, for a game played with the real box: hands and face-up Story cards entered, the points live. */
#pragma once

#include <gtk/gtk.h>
#include "cw-draft-score.h"
#include "cw-session.h"

G_BEGIN_DECLS

/* The read-only sheet of a score (the board's end of game, and the live part of the editor):
 * each player's face-up Story cards with their points beside them, the total, the winners. */
GtkWidget  *cw_draft_score_results_new          (CwSession    *session,
                                                 CwDraftScore *score);

#define CW_TYPE_DRAFT_SCORE_SHEET (cw_draft_score_sheet_get_type ())
G_DECLARE_FINAL_TYPE (CwDraftScoreSheet, cw_draft_score_sheet, CW, DRAFT_SCORE_SHEET, GtkWidget)

GtkWidget  *cw_draft_score_sheet_new            (void);
/* Starts over for the session's game (the draft's cards): two players, empty hands. */
void        cw_draft_score_sheet_set_session    (CwDraftScoreSheet *self,
                                                 CwSession         *session);
guint       cw_draft_score_sheet_get_n_players  (CwDraftScoreSheet *self);
/* Up to CW_DRAFT_MAX_PLAYERS; FALSE when the sheet is full. */
gboolean    cw_draft_score_sheet_add_player     (CwDraftScoreSheet *self);
void        cw_draft_score_sheet_set_player_name (CwDraftScoreSheet *self,
                                                 guint              player,
                                                 const char        *name);
/* Sets the player's count of a Character (by card id) as the spin button shows it. */
void        cw_draft_score_sheet_set_count      (CwDraftScoreSheet *self,
                                                 guint              player,
                                                 const char        *character_id,
                                                 guint              count);
/* A face-up Story card by id, as picking its picture does; CW_ERROR_INVALID for a card
 * that is no Story card or a 5th one. */
gboolean    cw_draft_score_sheet_add_story      (CwDraftScoreSheet *self,
                                                 guint              player,
                                                 const char        *story_id,
                                                 GError           **error);
/* The score as the sheet shows it now (owned by the sheet). */
CwDraftScore *cw_draft_score_sheet_get_score    (CwDraftScoreSheet *self);
/* What the sheet shows: a player's total, a Story card's points, the winners' line. */
const char *cw_draft_score_sheet_get_total_text (CwDraftScoreSheet *self,
                                                 guint              player);
const char *cw_draft_score_sheet_get_points_text (CwDraftScoreSheet *self,
                                                 guint              player,
                                                 guint              index);
const char *cw_draft_score_sheet_get_winners_text (CwDraftScoreSheet *self);

G_END_DECLS
