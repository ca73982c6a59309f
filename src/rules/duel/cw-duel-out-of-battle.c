/* cw-duel-out-of-battle.c: what acts outside a battle: Events and Spells played on a target, and
 * Items used (looking at the opponent's hand, discarding to draw). */
#include "cw-duel-actions-private.h"
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-text.h"

#include "cw-card.h"

/* ---- Events and Spells played on a target ---- */

/* Whether an Event or Spell does something outside a battle: an Event of the Adventure or Rest
 * Phase with a fate, or a Spell whose fate Incapacitates or negates an Incapacitate. */
gboolean
_cw_duel_acts_out_of_battle (CwCard *card)
{
  const char *fate = cw_card_get_string (card, "fate");
  const char *phase = cw_card_get_string (card, "phase");

  if (fate == NULL)
    return FALSE;
  if (is_type (card, "event"))
    return g_strcmp0 (phase, "adventure") == 0 || g_strcmp0 (phase, "rest") == 0;
  return is_type (card, "spell") && (g_strcmp0 (fate, "incapacitate") == 0 || g_strcmp0 (fate, "negate-incapacitate") == 0 ||
                                     g_strcmp0 (fate, "steal-item") == 0);
}

/* Take Item, "Steal Target Item Card": an Item attached to an opposing viable Character goes
 * into the thief's hand, to be attached by the usual rules (docs/rules-notes.md). */
static gboolean
steal_item (CwDuel       *self,
            CwDuelAction *action,
            gboolean      dry_run,
            GError      **error)
{
  int current = self->state->current;
  CwDuelPiece *holder = NULL;
  CwCard *card;

  for (guint i = 0; holder == NULL && i < self->state->pieces->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (self->state->pieces, i);

      if (_cw_duel_is_viable_for (piece, 1 - current) && is_type (action->target, "item"))
        for (guint j = 0; j < piece->attached->len; j++)
          if (g_ptr_array_index (piece->attached, j) == action->target)
            holder = piece;
    }
  if (holder == NULL)
    return refuse (error, _("%s steals an Item attached to an opposing viable Character, and %s is none"),
                   cw_card_get_name (action->card), cw_card_get_name (action->target));
  set_label (self, action, _("%s plays %s on %s"), player_name (self, current), cw_card_get_name (action->card),
             cw_card_get_name (action->target));
  if (dry_run)
    return TRUE;
  _cw_duel_log_performed (self, action);
  card = _cw_duel_take_from_hand (self, current, action->card);
  _cw_duel_discard_to_owner (self, card);
  g_object_unref (card);
  g_ptr_array_remove (holder->attached, action->target);
  g_ptr_array_add (self->state->players[current].hand, g_object_ref (action->target));
  cw_engine_log (CW_ENGINE (self), cw_text_for_name (player_name (self, current),
                                                     _("%s takes %s from %s into %s's hand."),
                                                     /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                     C_("name starts with a vowel", "%s takes %s from %s into %s's hand.")), player_name (self, current),
                 cw_card_get_name (action->target), cw_card_get_name (holder->card), player_name (self, current));
  return TRUE;
}

/* An Event of the Adventure (E) or Rest (R) Phase, by either player, or a Spell, by the player
 * whose turn it is, played on its target outside a battle (docs/rules-notes.md). Its note says the target: "TC",
 * the Target Character, an opposing viable one; "CC", a Character the player holds Captured;
 * "Negate an Incapacitate", one of the player's own Incapacitated Characters. */
gboolean
_cw_duel_play_out_of_battle (CwDuel       *self,
                             CwDuelAction *action,
                             gboolean      dry_run,
                             GError      **error)
{
  CwDuelState *state = self->state;
  CwCard *card = action->card;
  gboolean spell = is_type (card, "spell");
  /* The player who plays it: "E = Event play in Adventure Phase", "R = … in Rest Phase" name no
   * player, so an Event is played by either player, in the phase of whoever's turn it is (its
   * holder's hand says who); a Spell by the player whose turn it is (docs/rules-notes.md). */
  int current = spell || hand_index (&state->players[state->current], card) >= 0 ? state->current : 1 - state->current;
  const char *fate = cw_card_get_string (card, "fate");
  const char *note = cw_card_get_note (card);
  gboolean captive = note != NULL && g_str_has_prefix (note, "CC");
  CwDuelPiece *target;
  const char *name;
  g_autoptr (GPtrArray) members = NULL;

  if (!_cw_duel_in_hand (self, current, card, error))
    return FALSE;
  if (!_cw_duel_acts_out_of_battle (card))
    return refuse (error, _("%s does nothing outside a battle: it is played, with no target, in the battle waiting to be resolved"),
                   cw_card_get_name (card));
  if (spell)
    {
      if (state->phase != CW_DUEL_PHASE_SUMMON && state->phase != CW_DUEL_PHASE_ATTACK)
        return refuse (error, _("a Spell is played on a target in the Summon or Attack Phase"));
      if (state->declared->len > 0)
        return refuse (error, _("an attack is waiting to be resolved: Spells played now are played in its battle"));
      if (!_cw_duel_spellcaster_in_play (self, current))
        return refuse (error, _("%s is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”"),
                       cw_card_get_name (card));
    }
  else if (!_cw_duel_in_phase (self, g_strcmp0 (cw_card_get_string (card, "phase"), "adventure") == 0
                                     ? CW_DUEL_PHASE_ADVENTURE : CW_DUEL_PHASE_REST,
                               N_("Playing this Event"), error))
    return FALSE;

  if (g_strcmp0 (fate, "steal-item") == 0)
    return steal_item (self, action, dry_run, error);
  target = _cw_duel_find_piece (self, action->target);
  name = cw_card_get_name (action->target);
  if (g_strcmp0 (fate, "negate-incapacitate") == 0)
    {
      if (target == NULL || target->status != CW_DUEL_INCAPACITATED || target->owner != current ||
          target->controller != current)
        return refuse (error, cw_text_for_name (player_name (self, current),
                                                _("“Negate an Incapacitate” targets an Incapacitated Character of %s's, and %s is none"),
                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                C_("name starts with a vowel", "“Negate an Incapacitate” targets an Incapacitated Character of %s's, and %s is none")),
                       player_name (self, current), name);
    }
  else if (captive)
    {
      if (target == NULL || target->status != CW_DUEL_CAPTURED || target->controller != current)
        return refuse (error, cw_text_for_name (player_name (self, current),
                                                _("%s targets a Character %s holds Captured, and %s is none"),
                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                C_("name starts with a vowel", "%s targets a Character %s holds Captured, and %s is none")), cw_card_get_name (card),
                       player_name (self, current), name);
    }
  else if (target == NULL || !_cw_duel_is_viable_for (target, 1 - current))
    return refuse (error, _("%s targets an opposing viable Character, and %s is none"), cw_card_get_name (card), name);

  set_label (self, action, _("%s plays %s on %s"), player_name (self, current), cw_card_get_name (card), name);
  if (dry_run)
    return TRUE;
  _cw_duel_log_performed (self, action);
  card = _cw_duel_take_from_hand (self, current, card);
  /* "All Members of a Group are considered to be the same Target and suffer the same fate from
   * spells & attacks": a Spell's fate falls on the group; an Event's on the Character named. */
  if (spell && g_strcmp0 (fate, "negate-incapacitate") != 0)
    members = _cw_duel_group_of (self, target);
  else
    {
      members = g_ptr_array_new ();
      g_ptr_array_add (members, target);
    }
  for (guint i = 0; i < members->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (members, i);
      const char *who = cw_card_get_name (piece->card);
      g_autofree char *why = NULL;

      if (g_strcmp0 (fate, "kill") == 0)
        {
          why = g_strdup_printf (_("%s is Killed by %s."), who, cw_card_get_name (card));
          _cw_duel_set_status (self, piece, CW_DUEL_KILLED, piece->owner, NULL, why);
        }
      else if (g_strcmp0 (fate, "exile") == 0)
        {
          why = g_strdup_printf (_("%s is Exiled by %s."), who, cw_card_get_name (card));
          _cw_duel_set_status (self, piece, CW_DUEL_EXILED, piece->owner, NULL, why);
        }
      else if (g_strcmp0 (fate, "incapacitate") == 0)
        {
          why = g_strdup_printf (_("%s is Incapacitated by %s."), who, cw_card_get_name (card));
          /* A captive stays with its captor, held as before. */
          _cw_duel_set_status (self, piece, CW_DUEL_INCAPACITATED, piece->controller, piece->held_by, why);
        }
      else if (g_strcmp0 (fate, "control") == 0)
        {
          /* No Character brought it under Control, so no Character's fate releases it. */
          why = g_strdup_printf (_("%s is Controlled by %s for %s."), who, cw_card_get_name (card), player_name (self, current));
          _cw_duel_set_status (self, piece, CW_DUEL_VIABLE, current, NULL, why);
        }
      else if (g_strcmp0 (fate, "negate-incapacitate") == 0)
        {
          why = g_strdup_printf (_("%s negates the Incapacitate: %s is viable again."), cw_card_get_name (card), who);
          _cw_duel_set_status (self, piece, CW_DUEL_VIABLE, piece->owner, NULL, why);
        }
    }
  _cw_duel_discard_to_owner (self, card);
  g_object_unref (card);
  return TRUE;
}

/* ---- Items that act outside battles ---- */

typedef enum {
  ITEM_USE_NONE,
  ITEM_USE_LOOK,    /* "AP: Look at opponents Hand" (Magic Picture, Crystal Ball) */
  ITEM_USE_DRAW,    /* "Discard to draw 3 cards" (Powder of Life) */
} ItemUse;

/* What an Item's note makes it do outside a battle; *n_cards: how many a draw takes. */
static ItemUse
item_use (CwCard *card,
          guint  *n_cards)
{
  const char *note = cw_card_get_note (card);
  guint64 n;

  if (!is_type (card, "item") || note == NULL)
    return ITEM_USE_NONE;
  if (g_ascii_strncasecmp (note, "AP: Look at opponent", strlen ("AP: Look at opponent")) == 0)
    return ITEM_USE_LOOK;
  if (g_ascii_strncasecmp (note, "Discard to draw ", strlen ("Discard to draw ")) == 0)
    {
      /* "3 cards": the number ends at the space. */
      const char *count = note + strlen ("Discard to draw ");
      g_autofree char *digits = g_strndup (count, strspn (count, "0123456789"));

      if (!g_ascii_string_to_unsigned (digits, 10, 1, 99, &n, NULL))
        return ITEM_USE_NONE;
      *n_cards = (guint) n;
      return ITEM_USE_DRAW;
    }
  return ITEM_USE_NONE;
}

/* The Character in play the Item is attached to, or NULL. */
static CwDuelPiece *
carrier_of (CwDuel *self,
            CwCard *item)
{
  for (guint i = 0; i < self->state->pieces->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (self->state->pieces, i);

      for (guint j = 0; j < piece->attached->len; j++)
        if (g_ptr_array_index (piece->attached, j) == item)
          return piece;
    }
  return NULL;
}

gboolean
_cw_duel_item_has_use (CwCard *card)
{
  guint n_cards;

  return item_use (card, &n_cards) != ITEM_USE_NONE;
}

/* "use ITEM": Magic Picture and Crystal Ball, "AP: Look at opponents Hand", in any Adventure
 * Phase, once in it for the player; Powder of Life, "Discard to draw 3 cards", in the player's own
 * turn while no attack waits. The Item is attached to a Character viable for the player who uses
 * it: "A Character must be viable for any of its Special Abilities to work"
 * (docs/rules-notes.md). */
gboolean
_cw_duel_apply_use (CwDuel       *self,
                    CwDuelAction *action,
                    gboolean      dry_run,
                    GError      **error)
{
  CwDuelState *state = self->state;
  CwCard *card = action->card;
  guint n_cards = 0;
  ItemUse use = item_use (card, &n_cards);
  CwDuelPiece *carrier = carrier_of (self, card);
  int player;
  CwDuelHolding *holding;

  if (use == ITEM_USE_NONE)
    return refuse (error, _("%s has no use of its own: only an Item whose note acts outside a battle is used "
                            "(“AP: Look at opponents Hand”, “Discard to draw 3 cards”)"),
                   cw_card_get_name (card));
  if (carrier == NULL || !_cw_duel_is_viable_for (carrier, carrier->controller))
    return refuse (error, _("%s is used attached to a viable Character in play: “A Character must be viable for any "
                            "of its Special Abilities to work”"),
                   cw_card_get_name (card));
  player = carrier->controller;
  holding = &state->players[player];
  if (use == ITEM_USE_LOOK)
    {
      if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_ADVENTURE, N_("Looking at the opponent's hand"), error))
        return FALSE;
      if (holding->looked_turn == state->turn)
        return refuse (error, _("%s has looked at %s's hand in this Adventure Phase already"),
                       player_name (self, player), player_name (self, 1 - player));
      set_label (self, action, _("%s looks at %s's hand with %s"), player_name (self, player),
                 player_name (self, 1 - player), cw_card_get_name (card));
      if (dry_run)
        return TRUE;
      holding->looked_turn = state->turn;
      _cw_duel_log_performed (self, action);
      {
        GPtrArray *hand = state->players[1 - player].hand;
        g_autoptr (GString) names = g_string_new (NULL);

        for (guint i = 0; i < hand->len; i++)
          g_string_append_printf (names, "%s%s", i ? ", " : "", cw_card_get_name (g_ptr_array_index (hand, i)));
        if (hand->len == 0)
          cw_engine_log (CW_ENGINE (self), _("%s's hand is empty."), player_name (self, 1 - player));
        else
          cw_engine_log (CW_ENGINE (self), _("%s's hand: %s."), player_name (self, 1 - player), names->str);
      }
      return TRUE;
    }
  if (player != state->current)
    return refuse (error, _("%s is used in its holder's own turn, and it is %s's turn"), cw_card_get_name (card),
                   player_name (self, state->current));
  if (state->declared->len > 0)
    return refuse (error, _("an attack is waiting to be resolved: %s is used before or after a battle"),
                   cw_card_get_name (card));
  if (self->real_decks && holding->to_name > 0)
    return refuse (error, _("%s's cards drawn are still being named"), player_name (self, player));
  set_label (self, action, g_dngettext (GETTEXT_PACKAGE, "%s discards %s to draw %u card",
                                        "%s discards %s to draw %u cards", n_cards),
             player_name (self, player), cw_card_get_name (card), n_cards);
  if (dry_run)
    return TRUE;
  _cw_duel_log_performed (self, action);
  /* The attachments hold a reference: keep one while the card moves to the discard. */
  g_object_ref (card);
  g_ptr_array_remove (carrier->attached, card);
  _cw_duel_discard_to_owner (self, card);
  g_object_unref (card);
  if (!self->real_decks)
    _cw_duel_draw (self, player, n_cards);
  else
    holding->to_name = MIN (n_cards, holding->deck->len + holding->discard->len);
  return TRUE;
}
