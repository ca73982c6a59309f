/* cw-match-actions-private.h: what the files of the match's actions share: the small helpers of
 * every check, the checks themselves, and each action's check-then-apply. */
#pragma once

#include "cw-match-private.h"

#include "cw-card.h"

G_BEGIN_DECLS

/* The small helpers of nearly every action, inline in each file. */

static inline const char *
author_name (CwMatch *self,
             int      author)
{
  return cw_match_get_author_name (self, author);
}

static inline const char *
card_name (CwCard *card)
{
  return cw_card_get_name (card);
}

static inline void
set_label (CwMatchAction *action,
           int            cost,
           char          *label)
{
  action->cost = cost;
  g_free (action->label);
  action->label = label;
}

static inline CwPiece *
find_piece (CwMatch *self,
            guint    uid)
{
  return cw_match_find_piece (self, uid);
}

static inline gboolean
is_location_card (CwCard *card)
{
  return cw_match_card_is_type (card, "location");
}

/* cw-match-actions.c: the checks every action shares (FALSE with the refusal in error, when asked
 * for), and the ways of the cards. Every check-then-apply function first checks, touching nothing,
 * and returns with dry_run before the first change: a refused action leaves the match as it was. */
#define _cw_match_refuse(error, ...) _cw_match_fail ((error), CW_ERROR_INVALID, __VA_ARGS__)
gboolean  _cw_match_check_not_over           (CwMatch        *self,
                                              GError        **error);
gboolean  _cw_match_check_author             (CwMatch        *self,
                                              int             author,
                                              GError        **error);
gboolean  _cw_match_check_step               (CwMatch        *self,
                                              CwTurnStep      step,
                                              const char     *what,
                                              GError        **error);
gboolean  _cw_match_check_balance            (CwMatch        *self,
                                              int             cost,
                                              const char     *what,
                                              GError        **error);
void      _cw_match_archive_cards            (CwMatch        *self,
                                              int             author,
                                              int             n_cards);
void      _cw_match_remove_piece             (CwMatch        *self,
                                              CwPiece        *piece,
                                              gboolean        banish);
void      _cw_match_draw_card                (CwMatch        *self,
                                              int             author);

/* cw-match-turn.c */
gboolean  _cw_match_apply_draw               (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_text_draw          (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_roll               (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_archive_for_dice   (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_story_draw         (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_adjust_score       (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_end_actions        (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_end_turn           (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);

/* cw-match-movement.c */
gboolean  _cw_match_apply_move               (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_replace_location   (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_identify_location  (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_reveal_location    (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);

/* cw-match-cards.c */
gboolean  _cw_match_apply_play_card          (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_trigger_event      (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_equip              (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_vitality           (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
/* Archive or banish (action->kind says which). */
gboolean  _cw_match_apply_remove             (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);
gboolean  _cw_match_apply_keyword            (CwMatch        *self,
                                              CwMatchAction  *action,
                                              gboolean        dry_run,
                                              GError        **error);


G_END_DECLS
