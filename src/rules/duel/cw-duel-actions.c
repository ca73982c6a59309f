/* cw-duel-actions.c: the duel's actions as values, the words of their labels and refusals, the
 * helpers their checks share, and the one entry that checks or performs any of them. */
#include "cw-duel-actions-private.h"
#include <glib/gi18n-lib.h>

#include "cw-text.h"

#include "cw-card.h"
#include "cw-error.h"

/* ---- The action values ---- */

CwDuelAction *
_cw_duel_action_new (CwDuelActionKind kind,
                     CwCard          *card,
                     CwCard          *target)
{
  CwDuelAction *action = g_new0 (CwDuelAction, 1);

  action->ref_count = 1;
  action->kind = kind;
  action->card = card ? g_object_ref (card) : NULL;
  action->target = target ? g_object_ref (target) : NULL;
  return action;
}

static CwEngineAction
duel_action_ref (CwEngineAction pointer)
{
  CwDuelAction *action = pointer;

  g_atomic_int_inc (&action->ref_count);
  return action;
}

void
_cw_duel_action_unref (CwEngineAction pointer)
{
  CwDuelAction *action = pointer;

  if (!g_atomic_int_dec_and_test (&action->ref_count))
    return;
  g_clear_object (&action->card);
  g_clear_object (&action->target);
  g_clear_object (&action->attack);
  g_free (action->label);
  g_free (action);
}

/* The history keeps a copy: performing records the dice in it. */
static CwEngineAction
duel_action_copy (CwEngine       *engine,
                  CwEngineAction  pointer)
{
  CwDuelAction *action = pointer;
  CwDuelAction *copy = _cw_duel_action_new (action->kind, action->card, action->target);

  copy->attack = action->attack ? g_object_ref (action->attack) : NULL;
  copy->free_attack = action->free_attack;
  copy->rolls[0] = action->rolls[0];
  copy->rolls[1] = action->rolls[1];
  copy->label = g_strdup (action->label);
  return copy;
}

static const char *
duel_action_get_label (CwEngine       *engine,
                       CwEngineAction  pointer)
{
  CwDuelAction *action = pointer;

  /* A legal action listed without its words gets them now, from the same state. */
  if (action->label == NULL)
    _cw_duel_apply (engine, action, TRUE, NULL);
  return action->label;
}

/* ---- The words of a label or a refusal ---- */

void
_cw_duel_write_label (CwDuelAction *action,
                      const char   *format,
                      ...)
{
  va_list args;

  va_start (args, format);
  g_free (action->label);
  action->label = g_strdup_vprintf (format, args);
  va_end (args);
}

gboolean
_cw_duel_refuse_with_words (GError    **error,
                            const char *format,
                            ...)
{
  va_list args;

  va_start (args, format);
  *error = g_error_new_valist (CW_ERROR, CW_ERROR_INVALID, format, args);
  va_end (args);
  return FALSE;
}

/* ---- Helpers of the checks ---- */

gboolean
_cw_duel_in_hand (CwDuel        *self,
                  int            player,
                  CwCard        *card,
                  GError       **error)
{
  if (hand_index (&self->state->players[player], card) >= 0)
    return TRUE;
  return refuse (error, cw_text_for_name (player_name (self, player),
                                          _("%s is not in %s's hand"),
                                          /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                          C_("name starts with a vowel", "%s is not in %s's hand")), cw_card_get_name (card), player_name (self, player));
}

CwCard *
_cw_duel_take_from_hand (CwDuel *self,
                         int     player,
                         CwCard *card)
{
  CwDuelHolding *holding = &self->state->players[player];

  return g_ptr_array_steal_index (holding->hand, (guint) hand_index (holding, card));
}

CwDuelPiece *
_cw_duel_viable_piece (CwDuel  *self,
                       int      player,
                       CwCard  *card,
                       GError **error)
{
  CwDuelPiece *piece = _cw_duel_find_piece (self, card);

  if (piece == NULL || !_cw_duel_is_viable_for (piece, player))
    {
      refuse (error, cw_text_for_name (player_name (self, player),
                                       _("%s is not a viable Character of %s's in play"),
                                       /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                       C_("name starts with a vowel", "%s is not a viable Character of %s's in play")), cw_card_get_name (card),
              player_name (self, player));
      return NULL;
    }
  return piece;
}

gboolean
_cw_duel_spellcaster_in_play (CwDuel *self,
                              int     player)
{
  for (guint i = 0; i < self->state->pieces->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (self->state->pieces, i);

      if (_cw_duel_is_viable_for (piece, player) && cw_duel_is_spellcaster (piece->card, piece->attached))
        return TRUE;
    }
  return FALSE;
}

/* what: the untranslated words (N_), translated only for a refusal asked for. */
gboolean
_cw_duel_in_phase (CwDuel       *self,
                   CwDuelPhase   phase,
                   const char   *what,
                   GError      **error)
{
  static const char * const phase_words[] = { N_("the Adventure Phase"), N_("the Summon Phase"),
                                               N_("the Attack Phase"), N_("the Rest Phase") };

  if (self->state->phase == phase)
    return TRUE;
  return refuse (error, _("%s is done in %s"), _(what), _(phase_words[phase]));
}

/* The end of every action performed: its label, the words its check wrote, is its log line. */
gboolean
_cw_duel_log_performed (CwDuel       *self,
                        CwDuelAction *action)
{
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

void
_cw_duel_discard_to_owner (CwDuel *self,
                           CwCard *card)
{
  g_ptr_array_add (self->state->players[_cw_duel_owner_of (self, card)].discard, g_object_ref (card));
}

/* ---- Any action: checked, or performed ---- */

static gboolean
apply_kind (CwDuel       *self,
            CwDuelAction *action,
            gboolean      dry_run,
            GError      **error)
{
  switch (action->kind)
    {
    case CW_DUEL_ACTION_DRAW: return _cw_duel_apply_draw (self, action, dry_run, error);
    case CW_DUEL_ACTION_NEXT: return _cw_duel_apply_next (self, action, dry_run, error);
    case CW_DUEL_ACTION_SUMMON: return _cw_duel_apply_summon (self, action, dry_run, error);
    case CW_DUEL_ACTION_ATTACH: return _cw_duel_apply_attach (self, action, dry_run, error);
    case CW_DUEL_ACTION_GROUP: return _cw_duel_apply_group (self, action, dry_run, error);
    case CW_DUEL_ACTION_LEAVE: return _cw_duel_apply_leave (self, action, dry_run, error);
    case CW_DUEL_ACTION_ATTACK: return _cw_duel_apply_attack (self, action, dry_run, error);
    case CW_DUEL_ACTION_PLAY: return _cw_duel_apply_play (self, action, dry_run, error);
    case CW_DUEL_ACTION_RESOLVE: return _cw_duel_apply_resolve (self, action, dry_run, error);
    case CW_DUEL_ACTION_DISCARD: return _cw_duel_apply_discard (self, action, dry_run, error);
    case CW_DUEL_ACTION_ASSIGN: return _cw_duel_apply_assign (self, action, dry_run, error);
    case CW_DUEL_ACTION_INTERVENE: return _cw_duel_apply_intervene (self, action, dry_run, error);
    case CW_DUEL_ACTION_USE: return _cw_duel_apply_use (self, action, dry_run, error);
    default:
      g_return_val_if_reached (FALSE);
    }
}

gboolean
_cw_duel_apply (CwEngine       *engine,
                CwEngineAction  pointer,
                gboolean        dry_run,
                GError        **error)
{
  CwDuel *self = CW_DUEL (engine);
  CwDuelAction *action = pointer;
  gboolean wordless = self->wordless;
  gboolean ok;

  if (self->state == NULL || self->state->phase == CW_DUEL_PHASE_OVER)
    return refuse (error, _("the duel is over"));
  /* Real decks: "Each player is dealt a hand of 7 cards" before anything else is done. */
  if (action->kind != CW_DUEL_ACTION_DRAW && self->real_decks &&
      (self->state->players[_cw_duel_drawing_player (self)].to_deal > 0 ||
       self->state->players[_cw_duel_drawing_player (self)].to_name > 0))
    {
      int player = _cw_duel_drawing_player (self);

      if (self->state->players[player].to_deal == 0)
        return refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                           "%s draws from an Item: name the %u card left first (“draw CARD”)",
                                           "%s draws from an Item: name the %u cards left first (“draw CARD”)",
                                           self->state->players[player].to_name),
                       player_name (self, player), self->state->players[player].to_name);
      return refuse (error, cw_text_for_name (player_name (self, player),
                                              g_dngettext (GETTEXT_PACKAGE,
                                                           "%s's opening hand is still being dealt: name its %u card left first (“draw CARD”)",
                                                           "%s's opening hand is still being dealt: name its %u cards left first (“draw CARD”)",
                                                           self->state->players[player].to_deal),
                                              /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                              cw_text_npgettext ("name starts with a vowel",
                                                                 "%s's opening hand is still being dealt: name its %u card left first (“draw CARD”)",
                                                                 "%s's opening hand is still being dealt: name its %u cards left first (“draw CARD”)",
                                                                 self->state->players[player].to_deal)),
                     player_name (self, player), self->state->players[player].to_deal);
    }
  /* Performed, an action keeps the words written by its check just before (cw_engine_perform
   * checks, then performs the copy), or when replayed by the same actions before it: the same
   * state gives the same words. */
  if (!dry_run && action->label != NULL)
    self->wordless = TRUE;
  ok = apply_kind (self, action, dry_run, error);
  self->wordless = wordless;
  return ok;
}

void
_cw_duel_class_actions_init (CwEngineClass *engine_class)
{
  engine_class->action_ref = duel_action_ref;
  engine_class->action_unref = _cw_duel_action_unref;
  engine_class->action_copy = duel_action_copy;
  engine_class->action_get_label = duel_action_get_label;
  engine_class->apply = _cw_duel_apply;
  engine_class->list_legal = _cw_duel_list_legal;
  engine_class->format_action = _cw_duel_format_action;
  engine_class->parse_action = _cw_duel_parse_action;
}
