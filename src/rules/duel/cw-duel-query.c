/* cw-duel-query.c: what a board reads of a duel: its actions' parts, the Characters and Locations in play, the attack waiting. */
#include "cw-duel-private.h"

#include <glib/gi18n.h>
#include "cw-card.h"
#include "cw-error.h"

/* ---- Actions ---- */

CwDuelActionKind
cw_duel_action_get_kind (CwEngineAction action)
{
  g_return_val_if_fail (action != NULL, CW_DUEL_ACTION_NEXT);
  return ((CwDuelAction *) action)->kind;
}

CwCard *
cw_duel_action_get_card (CwEngineAction action)
{
  g_return_val_if_fail (action != NULL, NULL);
  return ((CwDuelAction *) action)->card;
}

CwCard *
cw_duel_action_get_target (CwEngineAction action)
{
  g_return_val_if_fail (action != NULL, NULL);
  return ((CwDuelAction *) action)->target;
}

CwCard *
cw_duel_action_get_attack (CwEngineAction action)
{
  g_return_val_if_fail (action != NULL, NULL);
  return ((CwDuelAction *) action)->attack;
}

CwDuelFreeAttack
cw_duel_action_get_free_attack (CwEngineAction action)
{
  g_return_val_if_fail (action != NULL, CW_DUEL_FREE_NONE);
  return ((CwDuelAction *) action)->free_attack;
}

void
cw_duel_action_get_rolls (CwEngineAction  action,
                          int            *attack_roll,
                          int            *defense_roll)
{
  g_return_if_fail (action != NULL);
  if (attack_roll)
    *attack_roll = ((CwDuelAction *) action)->rolls[0];
  if (defense_roll)
    *defense_roll = ((CwDuelAction *) action)->rolls[1];
}

CwEngineAction
cw_duel_action_new_resolve (int attack_roll,
                            int defense_roll)
{
  CwDuelAction *action;

  g_return_val_if_fail ((attack_roll == 0 && defense_roll == 0) ||
                        (attack_roll >= 1 && attack_roll <= 12 && defense_roll >= 1 && defense_roll <= 12), NULL);

  action = _cw_duel_action_new (CW_DUEL_ACTION_RESOLVE, NULL, NULL);
  action->rolls[0] = attack_roll;
  action->rolls[1] = defense_roll;
  return action;
}

/* ---- The state ---- */

GPtrArray *
cw_duel_list_characters (CwDuel *self)
{
  GPtrArray *characters = g_ptr_array_new ();

  g_return_val_if_fail (CW_IS_DUEL (self), characters);

  for (guint i = 0; self->state && i < self->state->pieces->len; i++)
    g_ptr_array_add (characters, ((CwDuelPiece *) g_ptr_array_index (self->state->pieces, i))->card);
  return characters;
}

int
cw_duel_get_owner (CwDuel *self,
                   CwCard *card)
{
  g_return_val_if_fail (CW_IS_DUEL (self), -1);
  g_return_val_if_fail (CW_IS_CARD (card), -1);
  return _cw_duel_owner_of (self, card);
}

guint
cw_duel_get_group (CwDuel *self,
                   CwCard *character)
{
  CwDuelPiece *piece;

  g_return_val_if_fail (CW_IS_DUEL (self), 0);
  piece = self->state ? _cw_duel_find_piece (self, character) : NULL;
  return piece ? piece->group : 0;
}

GPtrArray *
cw_duel_get_attached (CwDuel *self,
                      CwCard *character)
{
  CwDuelPiece *piece;

  g_return_val_if_fail (CW_IS_DUEL (self), NULL);
  piece = self->state ? _cw_duel_find_piece (self, character) : NULL;
  return piece ? piece->attached : NULL;
}

CwCard *
cw_duel_get_assigned (CwDuel *self,
                      CwCard *character)
{
  CwDuelPiece *piece;

  g_return_val_if_fail (CW_IS_DUEL (self), NULL);
  piece = self->state ? _cw_duel_find_piece (self, character) : NULL;
  return piece && piece->location ? _cw_duel_find_card (self, piece->location) : NULL;
}

GPtrArray *
cw_duel_list_locations (CwDuel *self,
                        int     player)
{
  GPtrArray *locations = g_ptr_array_new ();

  g_return_val_if_fail (CW_IS_DUEL (self), locations);

  for (guint i = 0; self->state && i < self->state->locations->len; i++)
    {
      CwDuelLocation *location = g_ptr_array_index (self->state->locations, i);

      if (location->controller == player)
        g_ptr_array_add (locations, location->card);
    }
  return locations;
}

GPtrArray *
cw_duel_get_hand (CwDuel *self,
                  int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self) && self->state != NULL, NULL);
  g_return_val_if_fail (player >= 0 && player < CW_DUEL_PLAYERS, NULL);
  return self->state->players[player].hand;
}

guint
cw_duel_get_discard_size (CwDuel *self,
                          int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self) && self->state != NULL, 0);
  g_return_val_if_fail (player >= 0 && player < CW_DUEL_PLAYERS, 0);
  return self->state->players[player].discard->len;
}

gboolean
cw_duel_get_declared (CwDuel            *self,
                      CwCard           **attacker,
                      CwCard           **target,
                      CwCard           **attack,
                      CwDuelFreeAttack  *free_attack)
{
  CwDuelDeclared *declared;

  g_return_val_if_fail (CW_IS_DUEL (self), FALSE);

  if (self->state == NULL || self->state->declared->len == 0)
    return FALSE;
  declared = g_ptr_array_index (self->state->declared, 0);
  if (attacker)
    *attacker = _cw_duel_find_card (self, declared->attacker);
  if (target)
    *target = _cw_duel_find_card (self, declared->target);
  if (attack)
    *attack = declared->attack;
  if (free_attack)
    *free_attack = declared->free_attack;
  return TRUE;
}

CwDuelOutcome *
cw_duel_preview_declared (CwDuel  *self,
                          int      attack_roll,
                          int      defense_roll,
                          GError **error)
{
  g_return_val_if_fail (CW_IS_DUEL (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->state == NULL || self->state->declared->len == 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("no attack is waiting to be resolved"));
      return NULL;
    }
  return _cw_duel_fight (self, g_ptr_array_index (self->state->declared, 0), NULL, 0, attack_roll,
                         defense_roll, error);
}
