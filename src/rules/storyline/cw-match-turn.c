/* cw-match-turn.c: the steps of a Storyline turn: the turn's draw, the roll for Story Points,
 * archiving for Gold Bonus dice, a Story Action's draw, a card's draw by its text, bonuses and
 * penalties, the end of the Story Actions and of the turn, and the score at The End. */
#include "cw-match-actions-private.h"

#include <glib/gi18n-lib.h>

#include "cw-dice.h"
#include "cw-game.h"
#include "cw-text.h"

/* ---- Step 1 and 2: draw, roll ---- */

gboolean
_cw_match_apply_draw (CwMatch       *self,
                      CwMatchAction *action,
                      gboolean       dry_run,
                      GError       **error)
{
  CwMatchState *state = self->state;

  if (!_cw_match_check_not_over (self, error) ||
      !_cw_match_check_step (self, CW_TURN_STEP_DRAW, _("drawing the turn's card"), error))
    return FALSE;
  set_label (action, 0, g_strdup_printf (_("%s draws a card"), author_name (self, state->current)));
  if (dry_run)
    return TRUE;

  cw_match_log (self, _("%s draws a card"), author_name (self, state->current));
  _cw_match_draw_card (self, state->current);
  state->step = CW_TURN_STEP_ROLL;
  return TRUE;
}

/* A card's text ("draw two cards"): any Author, at any time, free. The match does not read
 * card texts, so the players say so; without it the hand count runs short and archiving
 * for Gold Bonus dice would refuse cards the Author really holds. */
gboolean
_cw_match_apply_text_draw (CwMatch       *self,
                           CwMatchAction *action,
                           gboolean       dry_run,
                           GError       **error)
{
  int author = action->author;

  if (!_cw_match_check_not_over (self, error) || !_cw_match_check_author (self, author, error))
    return FALSE;
  if (action->amount < 1 || action->amount > 20)
    return _cw_match_refuse (error, _("Drawing by a card's text: from 1 to 20 cards, not %d"), action->amount);
  set_label (action, 0, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s draws %d card by a card's text",
                                                      "%s draws %d cards by a card's text", action->amount),
                                         author_name (self, author), action->amount));
  if (dry_run)
    return TRUE;

  cw_match_log (self, "%s", action->label);
  for (int i = 0; i < action->amount; i++)
    _cw_match_draw_card (self, author);
  return TRUE;
}

static gboolean
check_faces (CwDice        *dice,
             CwMatchAction *action,
             GError       **error)
{
  guint n = cw_dice_get_n_dice (dice);

  if (!action->physical)
    return TRUE;
  if (action->faces == NULL || action->faces->len != n)
    return _cw_match_refuse (error, _("Dice: the pool has %u dice; %u faces were entered"),
                             n, action->faces ? action->faces->len : 0);
  for (guint i = 0; i < n; i++)
    {
      const CwDieDef *die = cw_dice_get_die (dice, i);
      guint face = g_array_index (action->faces, guint, i);

      if (face >= die->faces->len)
        return _cw_match_refuse (error, _("Dice: %s has %u faces; face %u was entered"),
                                 die->name, die->faces->len, face + 1);
    }
  return TRUE;
}

/* Rolls with the match's GRand (a roll entered by hand uses none). A roll replayed
 * takes the faces recorded when it was first made. */
static int
roll_dice (CwMatch       *self,
           CwDice        *dice,
           CwMatchAction *action)
{
  CwMatchState *state = self->state;
  guint n = cw_dice_get_n_dice (dice);

  if (!action->physical)
    {
      cw_dice_roll (dice, cw_engine_get_rand (CW_ENGINE (self)));
      if (action->faces != NULL && action->faces->len == n)
        cw_dice_set_faces (dice, (const guint *) (void *) action->faces->data, n);
      else
        {
          g_clear_pointer (&action->faces, g_array_unref);
          action->faces = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
          for (guint i = 0; i < n; i++)
            {
              guint face = (guint) MAX (0, cw_dice_get_face (dice, i));

              g_array_append_val (action->faces, face);
            }
        }
    }
  else
    cw_dice_set_faces (dice, (const guint *) (void *) action->faces->data, n);

  g_array_set_size (state->last_faces, 0);
  g_array_append_vals (state->last_faces, action->faces->data, n);
  return cw_dice_get_total (dice);
}

gboolean
_cw_match_apply_roll (CwMatch       *self,
                      CwMatchAction *action,
                      gboolean       dry_run,
                      GError       **error)
{
  CwMatchState *state = self->state;
  int author = state->current;
  guint n_gold;
  g_autoptr (CwDice) dice = NULL;
  int total;
  guint n_base, n_dice;

  if (!_cw_match_check_not_over (self, error) ||
      !_cw_match_check_step (self, CW_TURN_STEP_ROLL, _("rolling for Story Points"), error))
    return FALSE;
  if (cw_game_get_dice_pool (self->game) == NULL)
    return _cw_match_refuse (error, _("Dice: the game “%s” defines no dice pool"), cw_game_get_name (self->game));

  n_gold = cw_match_get_gold_dice (self, author);
  dice = cw_dice_new_for_game (self->game, n_gold);
  if (!check_faces (dice, action, error))
    return FALSE;
  set_label (action, 0, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s rolls %u die for Story Points",
                                                      "%s rolls %u dice for Story Points", cw_dice_get_n_dice (dice)),
                                         author_name (self, author), cw_dice_get_n_dice (dice)));
  if (dry_run)
    return TRUE;

  total = roll_dice (self, dice, action);
  state->authors[author].balance += total;
  state->last_author = author;
  state->last_n_gold = n_gold;
  state->last_bonus_only = FALSE;
  state->step = CW_TURN_STEP_ACTIONS;
  n_base = g_strv_length (cw_game_get_dice_pool (self->game)->base);
  n_dice = cw_dice_get_n_dice (dice);
  if (action->physical)
    cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s enters a roll of %u die (%u gold): %d SP",
                                     "%s enters a roll of %u dice (%u gold): %d SP", n_dice),
                  author_name (self, author), n_dice, n_dice > n_base ? n_dice - n_base : 0, total);
  else
    cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s rolls %u die (%u gold): %d SP",
                                     "%s rolls %u dice (%u gold): %d SP", n_dice),
                  author_name (self, author), n_dice, n_dice > n_base ? n_dice - n_base : 0, total);
  return TRUE;
}

gboolean
_cw_match_apply_archive_for_dice (CwMatch       *self,
                                  CwMatchAction *action,
                                  gboolean       dry_run,
                                  GError       **error)
{
  CwMatchState *state = self->state;
  int author = action->author;
  g_autoptr (CwDice) dice = NULL;
  int total;

  if (!_cw_match_check_not_over (self, error) || !_cw_match_check_author (self, author, error))
    return FALSE;
  if (action->amount < 1)
    return _cw_match_refuse (error, _("Gold Bonus dice: archive at least one card from hand to roll a Gold Bonus die"));
  /* "At any time an Author may archive cards from their hand": no more than they hold. */
  if (action->amount > state->authors[author].hand)
    return _cw_match_refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                                 "Gold Bonus dice: only cards from the hand are archived; %s holds %d card and cannot archive %d",
                                                 "Gold Bonus dice: only cards from the hand are archived; %s holds %d cards and cannot archive %d",
                                                 state->authors[author].hand),
                             author_name (self, author), state->authors[author].hand, action->amount);
  if (cw_game_get_dice_pool (self->game) == NULL)
    return _cw_match_refuse (error, _("Dice: the game “%s” defines no dice pool"), cw_game_get_name (self->game));

  dice = cw_dice_new_bonus (self->game, (guint) action->amount);
  if (!check_faces (dice, action, error))
    return FALSE;
  set_label (action, 0, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s archives %d card from hand for Gold Bonus dice",
                                                      "%s archives %d cards from hand for Gold Bonus dice", action->amount),
                                         author_name (self, author), action->amount));
  if (dry_run)
    return TRUE;

  total = roll_dice (self, dice, action);
  state->authors[author].hand -= action->amount;
  state->authors[author].balance += total;
  state->last_author = author;
  state->last_n_gold = (guint) action->amount;
  state->last_bonus_only = TRUE;
  {
    /* Translators: the cards archived (the number of Gold Bonus dice follows in the next message). */
    g_autofree char *archived = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s archives %d card from hand",
                                                             "%s archives %d cards from hand", action->amount),
                                                author_name (self, author), action->amount);
    guint n_bonus = cw_dice_get_n_dice (dice);

    if (action->physical)
      /* Translators: %s is "Dorothy archives 2 cards from hand". */
      cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s and enters %u Gold Bonus die: %d SP",
                                       "%s and enters %u Gold Bonus dice: %d SP", n_bonus),
                    archived, n_bonus, total);
    else
      /* Translators: %s is "Dorothy archives 2 cards from hand". */
      cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s and rolls %u Gold Bonus die: %d SP",
                                       "%s and rolls %u Gold Bonus dice: %d SP", n_bonus),
                    archived, n_bonus, total);
  }
  _cw_match_archive_cards (self, author, action->amount);
  return TRUE;
}

/* ---- Step 3: Story Actions ---- */

gboolean
_cw_match_apply_story_draw (CwMatch       *self,
                            CwMatchAction *action,
                            gboolean       dry_run,
                            GError       **error)
{
  CwMatchState *state = self->state;

  if (!_cw_match_check_not_over (self, error) ||
      !_cw_match_check_step (self, CW_TURN_STEP_ACTIONS, _("drawing a card as a Story Action"), error) ||
      !_cw_match_check_balance (self, 1, _("drawing a card"), error))
    return FALSE;
  set_label (action, 1, g_strdup_printf (_("%s draws a card for 1 SP"), author_name (self, state->current)));
  if (dry_run)
    return TRUE;

  state->authors[state->current].balance -= 1;
  cw_match_log (self, _("%s draws a card, 1 SP"), author_name (self, state->current));
  _cw_match_draw_card (self, state->current);
  return TRUE;
}

/* ---- The end of the Story Actions and of the turn; the score ---- */

gboolean
_cw_match_apply_end_actions (CwMatch       *self,
                             CwMatchAction *action,
                             gboolean       dry_run,
                             GError       **error)
{
  CwMatchState *state = self->state;

  if (!_cw_match_check_not_over (self, error) ||
      !_cw_match_check_step (self, CW_TURN_STEP_ACTIONS, _("ending the Story Actions"), error))
    return FALSE;
  set_label (action, 0, g_strdup (_("Go on to the bonus movement")));
  if (dry_run)
    return TRUE;

  state->step = CW_TURN_STEP_BONUS_MOVE;
  cw_match_log (self, _("%s: bonus movement"), author_name (self, state->current));
  return TRUE;
}

gboolean
_cw_match_apply_adjust_score (CwMatch       *self,
                              CwMatchAction *action,
                              gboolean       dry_run,
                              GError       **error)
{
  CwAuthorState *author;
  const char *reason = action->text && *action->text ? action->text : _("bonus or penalty");

  /* Allowed even when the game is over: bonuses and penalties are counted at the end. */
  if (!_cw_match_check_author (self, action->author, error))
    return FALSE;
  if (action->amount == 0)
    return _cw_match_refuse (error, _("Score: a bonus or penalty of 0 changes nothing"));
  set_label (action, 0, g_strdup_printf (cw_text_for_name (author_name (self, action->author),
                                                           _("%s's score %+d (%s)"),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "%s's score %+d (%s)")), author_name (self, action->author),
                                         action->amount, reason));
  if (dry_run)
    return TRUE;

  author = &self->state->authors[action->author];
  author->adjustment_total += action->amount;
  g_ptr_array_add (author->adjustments, g_strdup_printf ("%+d %s", action->amount, reason));
  cw_match_log (self, cw_text_for_name (author_name (self, action->author),
                                        _("%s's score: %+d (%s)"),
                                        /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                        C_("name starts with a vowel", "%s's score: %+d (%s)")), author_name (self, action->author), action->amount, reason);
  return TRUE;
}

static void
log_score (CwMatch *self)
{
  g_autoptr (GArray) score = cw_match_get_score (self);
  GString *winners = g_string_new (NULL);
  int n_winners = 0;
  int best = 0;

  for (guint i = 0; i < score->len; i++)
    {
      CwMatchScore *line = &g_array_index (score, CwMatchScore, i);

      if (line->prime_excluded > 0)
        cw_match_log (self, _("%s: %d Vitality in play (the Prime's %d not counted), %+d adjustments: %d"),
                      author_name (self, line->author), line->vitality, line->prime_excluded,
                      line->adjustments, line->total);
      else
        cw_match_log (self, _("%s: %d Vitality in play, %+d adjustments: %d"),
                      author_name (self, line->author), line->vitality, line->adjustments, line->total);
      if (line->winner)
        {
          g_string_append_printf (winners, "%s%s", n_winners ? _(" and ") : "", author_name (self, line->author));
          n_winners++;
          best = line->total;
        }
    }
  if (n_winners == 1)
    cw_match_log (self, _("%s wins with %d"), winners->str, best);
  else
    cw_match_log (self, _("A tie: %s with %d each"), winners->str, best);
  g_string_free (winners, TRUE);
}

gboolean
_cw_match_apply_end_turn (CwMatch       *self,
                          CwMatchAction *action,
                          gboolean       dry_run,
                          GError       **error)
{
  CwMatchState *state = self->state;
  int author = state->current;
  int unspent;

  if (!_cw_match_check_not_over (self, error))
    return FALSE;
  if (state->step == CW_TURN_STEP_DRAW || state->step == CW_TURN_STEP_ROLL)
    return _cw_match_refuse (error, _("Steps of a turn: %s draws a card and rolls for Story Points before the turn can end"),
                             author_name (self, author));
  set_label (action, 0, g_strdup_printf (cw_text_for_name (author_name (self, author),
                                                           _("End %s's turn"),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "End %s's turn")), author_name (self, author)));
  if (dry_run)
    return TRUE;

  unspent = state->authors[author].balance;
  state->authors[author].balance = 0;
  if (unspent > 0)
    cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s ends the turn; %d unspent SP is lost",
                                     "%s ends the turn; %d unspent SP are lost", unspent),
                  author_name (self, author), unspent);
  else
    cw_match_log (self, _("%s ends the turn"), author_name (self, author));

  if (state->phase == CW_MATCH_PHASE_THE_END && state->turn_in_round == self->n_authors - 1)
    {
      state->phase = CW_MATCH_PHASE_OVER;
      cw_match_log (self, _("The End: every Author has had a turn this round; the score"));
      log_score (self);
      return TRUE;
    }

  state->turn_in_round++;
  if (state->turn_in_round == self->n_authors)
    {
      state->turn_in_round = 0;
      state->round++;
    }
  state->current = (state->current + 1) % self->n_authors;
  state->step = CW_TURN_STEP_DRAW;
  for (guint i = 0; i < state->pieces->len; i++)
    ((CwPiece *) g_ptr_array_index (state->pieces, i))->bonus_moved = FALSE;
  cw_match_log (self, state->phase == CW_MATCH_PHASE_THE_END ? cw_text_for_name (author_name (self, state->current),
                                                                                 _("Round %u: %s's turn (after The End)"),
                                                                                 /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                                 C_("name starts with a vowel", "Round %u: %s's turn (after The End)"))
                                                              : cw_text_for_name (author_name (self, state->current),
                                                                                  _("Round %u: %s's turn"),
                                                                                  /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                                  C_("name starts with a vowel", "Round %u: %s's turn")),
                state->round, author_name (self, state->current));
  return TRUE;
}
