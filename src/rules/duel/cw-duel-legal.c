/* cw-duel-legal.c: the duel's legal actions: every candidate of the phase, checked as a value and
 * kept when the check lets it through. */
#include "cw-duel-actions-private.h"

/* A candidate is checked as a value on the stack, taking no references: most candidates are
 * refused, and only a legal one becomes an action of its own. */
static void
try_action (CwDuel           *self,
            GPtrArray        *legal,
            CwDuelActionKind  kind,
            CwCard           *card,
            CwCard           *target,
            CwCard           *attack,
            CwDuelFreeAttack  free_attack)
{
  CwDuelAction candidate = { .ref_count = 1, .kind = kind, .card = card, .target = target,
                             .attack = attack, .free_attack = free_attack };
  CwDuelAction *action;
  gboolean legal_now;

  self->wordless = TRUE;
  legal_now = _cw_duel_apply (CW_ENGINE (self), &candidate, TRUE, NULL);
  self->wordless = FALSE;
  if (!legal_now)
    return;
  action = _cw_duel_action_new (kind, card, target);
  action->attack = attack ? g_object_ref (attack) : NULL;
  action->free_attack = free_attack;
  g_ptr_array_add (legal, action);
}

/* The Events of either player's hand (or the Spells of the current player's) that act outside
 * a battle, on each Character in play that may be their target. */
static void
try_plays_on_targets (CwDuel    *self,
                      GPtrArray *legal,
                      gboolean   spells)
{
  CwDuelState *state = self->state;

  /* Spells are the current player's; Events either player's (docs/rules-notes.md). */
  for (int p = 0; p < CW_DUEL_PLAYERS; p++)
    for (guint i = 0; (!spells || p == state->current) && i < state->players[p].hand->len; i++)
      {
        CwCard *card = g_ptr_array_index (state->players[p].hand, i);

        if (!is_type (card, spells ? "spell" : "event") || !_cw_duel_acts_out_of_battle (card))
          continue;
        if (g_strcmp0 (cw_card_get_string (card, "fate"), "steal-item") == 0)
          {
            for (guint j = 0; j < state->pieces->len; j++)
              {
                GPtrArray *attached = ((CwDuelPiece *) g_ptr_array_index (state->pieces, j))->attached;

                for (guint k = 0; k < attached->len; k++)
                  try_action (self, legal, CW_DUEL_ACTION_PLAY, card, g_ptr_array_index (attached, k), NULL, CW_DUEL_FREE_NONE);
              }
            continue;
          }
        for (guint j = 0; j < state->pieces->len; j++)
          try_action (self, legal, CW_DUEL_ACTION_PLAY, card, ((CwDuelPiece *) g_ptr_array_index (state->pieces, j))->card,
                      NULL, CW_DUEL_FREE_NONE);
      }
}

/* The Items in play that act outside battles (docs/rules-notes.md), whoever holds them. */
static void
try_uses (CwDuel    *self,
          GPtrArray *legal)
{
  for (guint i = 0; i < self->state->pieces->len; i++)
    {
      GPtrArray *attached = ((CwDuelPiece *) g_ptr_array_index (self->state->pieces, i))->attached;

      for (guint j = 0; j < attached->len; j++)
        if (_cw_duel_item_has_use (g_ptr_array_index (attached, j)))
          try_action (self, legal, CW_DUEL_ACTION_USE, g_ptr_array_index (attached, j), NULL, NULL, CW_DUEL_FREE_NONE);
    }
}

GPtrArray *
_cw_duel_list_legal (CwEngine *engine)
{
  CwDuel *self = CW_DUEL (engine);
  CwDuelState *state = self->state;
  /* Room for a usual move's legal actions, grown past that. */
  GPtrArray *legal = g_ptr_array_new_full (16, _cw_duel_action_unref);
  int current;
  GPtrArray *hand;
  GPtrArray *pieces;

  if (state == NULL || state->phase == CW_DUEL_PHASE_OVER)
    return legal;
  current = state->current;
  hand = state->players[current].hand;
  pieces = state->pieces;

  if (self->real_decks &&
      (state->players[_cw_duel_drawing_player (self)].to_deal > 0 ||
       state->players[_cw_duel_drawing_player (self)].to_name > 0 || state->phase == CW_DUEL_PHASE_ADVENTURE))
    {
      /* Real decks: every card the drawing player's deck still holds may be the one drawn. */
      g_autoptr (GPtrArray) drawable = _cw_duel_list_drawable (self, _cw_duel_drawing_player (self));

      for (guint i = 0; i < drawable->len; i++)
        try_action (self, legal, CW_DUEL_ACTION_DRAW, g_ptr_array_index (drawable, i), NULL, NULL, CW_DUEL_FREE_NONE);
      if (state->players[_cw_duel_drawing_player (self)].to_deal > 0 ||
          state->players[_cw_duel_drawing_player (self)].to_name > 0)
        return legal;
      try_plays_on_targets (self, legal, FALSE);
      try_uses (self, legal);
      try_action (self, legal, CW_DUEL_ACTION_NEXT, NULL, NULL, NULL, CW_DUEL_FREE_NONE);
      return legal;
    }

  switch (state->phase)
    {
    case CW_DUEL_PHASE_ADVENTURE:
      try_action (self, legal, CW_DUEL_ACTION_DRAW, NULL, NULL, NULL, CW_DUEL_FREE_NONE);
      try_plays_on_targets (self, legal, FALSE);
      break;
    case CW_DUEL_PHASE_SUMMON:
      try_plays_on_targets (self, legal, TRUE);
      /* Only candidates of the right kind are checked: listing runs once per move. */
      for (guint i = 0; i < hand->len; i++)
        {
          CwCard *card = g_ptr_array_index (hand, i);

          if (is_type (card, "character") || is_type (card, "location"))
            {
              try_action (self, legal, CW_DUEL_ACTION_SUMMON, card, NULL, NULL, CW_DUEL_FREE_NONE);
              continue;
            }
          if (!is_type (card, "item") && !is_type (card, "companion") && !is_type (card, "modifier") &&
              !is_type (card, "spell"))
            continue;
          for (guint j = 0; j < pieces->len; j++)
            if (_cw_duel_is_viable_for (g_ptr_array_index (pieces, j), current))
              try_action (self, legal, CW_DUEL_ACTION_ATTACH, card,
                          ((CwDuelPiece *) g_ptr_array_index (pieces, j))->card, NULL, CW_DUEL_FREE_NONE);
        }
      for (guint i = 0; i < pieces->len; i++)
        {
          CwDuelPiece *piece = g_ptr_array_index (pieces, i);

          if (!_cw_duel_is_viable_for (piece, current))
            continue;
          if (piece->group != 0)
            try_action (self, legal, CW_DUEL_ACTION_LEAVE, piece->card, NULL, NULL, CW_DUEL_FREE_NONE);
          for (guint j = 0; j < pieces->len; j++)
            {
              CwDuelPiece *host = g_ptr_array_index (pieces, j);

              if (j != i && _cw_duel_is_viable_for (host, current) && (host->group == 0 || host->group != piece->group))
                try_action (self, legal, CW_DUEL_ACTION_GROUP, piece->card, host->card, NULL, CW_DUEL_FREE_NONE);
            }
        }
      break;
    case CW_DUEL_PHASE_ATTACK:
      if (state->declared->len == 0)
        try_plays_on_targets (self, legal, TRUE);
      if (state->declared->len > 0)
        {
          try_action (self, legal, CW_DUEL_ACTION_RESOLVE, NULL, NULL, NULL, CW_DUEL_FREE_NONE);
          for (int p = 0; p < CW_DUEL_PLAYERS; p++)
            for (guint i = 0; i < state->players[p].hand->len; i++)
              {
                CwCard *card = g_ptr_array_index (state->players[p].hand, i);

                if (cw_card_get_bool (card, "call_defender"))
                  {
                    /* A Call Defender card names the Character it calls. */
                    for (guint j = 0; j < pieces->len; j++)
                      if (_cw_duel_is_viable_for (g_ptr_array_index (pieces, j), p))
                        try_action (self, legal, CW_DUEL_ACTION_PLAY, card,
                                    ((CwDuelPiece *) g_ptr_array_index (pieces, j))->card, NULL, CW_DUEL_FREE_NONE);
                  }
                else if (is_type (card, "spell") || is_type (card, "event"))
                  try_action (self, legal, CW_DUEL_ACTION_PLAY, card, NULL, NULL, CW_DUEL_FREE_NONE);
              }
          if (((CwDuelDeclared *) g_ptr_array_index (state->declared, 0))->intervener == NULL)
            for (guint j = 0; j < pieces->len; j++)
              if (_cw_duel_is_viable_for (g_ptr_array_index (pieces, j), 1 - current))
                try_action (self, legal, CW_DUEL_ACTION_INTERVENE, ((CwDuelPiece *) g_ptr_array_index (pieces, j))->card,
                            NULL, NULL, CW_DUEL_FREE_NONE);
        }
      for (guint i = 0; !state->resolving && i < pieces->len; i++)
        {
          CwDuelPiece *piece = g_ptr_array_index (pieces, i);

          if (!_cw_duel_is_viable_for (piece, current) || piece->attacked)
            continue;
          for (guint j = 0; j < pieces->len; j++)
            {
              CwDuelPiece *target = g_ptr_array_index (pieces, j);

              /* An opposing viable Character, or one's own captive to rescue. */
              if (!_cw_duel_is_viable_for (target, 1 - current) &&
                  !(target->status == CW_DUEL_CAPTURED && target->owner == current))
                continue;
              for (guint k = 0; k < hand->len; k++)
                if (is_type (g_ptr_array_index (hand, k), "attack"))
                  try_action (self, legal, CW_DUEL_ACTION_ATTACK, piece->card, target->card,
                              g_ptr_array_index (hand, k), CW_DUEL_FREE_NONE);
              for (CwDuelFreeAttack kind = CW_DUEL_FREE_CAPTURE; kind <= CW_DUEL_FREE_RESCUE; kind++)
                try_action (self, legal, CW_DUEL_ACTION_ATTACK, piece->card, target->card, NULL, kind);
            }
          /* Attacks on a Location: to take one the opponent controls, or to end their control of one's own. */
          for (guint j = 0; j < state->locations->len; j++)
            {
              CwDuelLocation *location = g_ptr_array_index (state->locations, j);

              if (location->controller == current)
                continue;
              for (guint k = 0; k < hand->len; k++)
                if (is_type (g_ptr_array_index (hand, k), "attack"))
                  try_action (self, legal, CW_DUEL_ACTION_ATTACK, piece->card, location->card,
                              g_ptr_array_index (hand, k), CW_DUEL_FREE_NONE);
              try_action (self, legal, CW_DUEL_ACTION_ATTACK, piece->card, location->card, NULL, CW_DUEL_FREE_LOCATION);
            }
        }
      break;
    case CW_DUEL_PHASE_REST:
      try_plays_on_targets (self, legal, FALSE);
      for (guint i = 0; i < hand->len; i++)
        try_action (self, legal, CW_DUEL_ACTION_DISCARD, g_ptr_array_index (hand, i), NULL, NULL, CW_DUEL_FREE_NONE);
      for (guint i = 0; i < pieces->len; i++)
        {
          CwDuelPiece *piece = g_ptr_array_index (pieces, i);

          if (!_cw_duel_is_viable_for (piece, current))
            continue;
          if (piece->location != NULL)
            try_action (self, legal, CW_DUEL_ACTION_ASSIGN, piece->card, NULL, NULL, CW_DUEL_FREE_NONE);
          for (guint j = 0; j < state->locations->len; j++)
            {
              CwDuelLocation *location = g_ptr_array_index (state->locations, j);

              if (g_strcmp0 (piece->location, cw_card_get_id (location->card)) != 0)
                try_action (self, legal, CW_DUEL_ACTION_ASSIGN, piece->card, location->card, NULL, CW_DUEL_FREE_NONE);
            }
        }
      break;
    case CW_DUEL_PHASE_OVER:
    default:
      break;
    }
  try_uses (self, legal);
  try_action (self, legal, CW_DUEL_ACTION_NEXT, NULL, NULL, NULL, CW_DUEL_FREE_NONE);
  return legal;
}
