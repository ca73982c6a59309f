/* cw-duel-turn.c: the actions of the duel's phases outside battles: drawing (dealt by Cardwright,
 * or named one card a line from real decks), ending a phase, putting cards into play and
 * attaching them, groups, discarding, assigning Characters to Locations. */
#include "cw-duel-actions-private.h"
#include <glib/gi18n-lib.h>

#include "cw-text.h"

#include "cw-card.h"

/* With real decks, one card named a line: the opening hands first, then the Adventure
 * Phase's draws, each checked against what the drawing player's deck still holds. */
static gboolean
apply_named_draw (CwDuel       *self,
                  CwDuelAction *action,
                  gboolean      dry_run,
                  GError      **error)
{
  int player = _cw_duel_drawing_player (self);
  CwDuelHolding *holding = &self->state->players[player];
  gboolean dealing = holding->to_deal > 0;
  gboolean item_draw = !dealing && holding->to_name > 0;
  guint n = cw_duel_get_draw_count (self, player);

  if (action->card == NULL)
    return refuse (error, _("the players draw from their own decks: name each card drawn, as “draw CARD”"));
  if (!dealing && !item_draw)
    {
      if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_ADVENTURE, N_("Drawing"), error))
        return FALSE;
      if (holding->deck->len == 0 && holding->discard->len == 0)
        return refuse (error, cw_text_for_name (player_name (self, player),
                                                _("%s's deck and discard are empty: no card to draw"),
                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                C_("name starts with a vowel", "%s's deck and discard are empty: no card to draw")), player_name (self, player));
      if (holding->drew)
        return refuse (error, g_dngettext (GETTEXT_PACKAGE, "%s has drawn the %u card of this turn already",
                                           "%s has drawn the %u cards of this turn already", n),
                       player_name (self, player), n);
    }
  if (!_cw_duel_deck_holds (self, player, action->card, error))
    return FALSE;
  if (dealing)
    set_label (self, action, _("%s is dealt %s"), player_name (self, player), cw_card_get_name (action->card));
  else
    set_label (self, action, _("%s draws %s"), player_name (self, player), cw_card_get_name (action->card));
  if (dry_run)
    return TRUE;
  _cw_duel_draw_named (self, player, action->card);
  _cw_duel_log_performed (self, action);
  if (dealing)
    {
      holding->to_deal--;
      return TRUE;
    }
  if (item_draw)
    {
      /* An Item's draw (Powder of Life) is done when its count is named or nothing is left. */
      holding->to_name = holding->deck->len == 0 && holding->discard->len == 0 ? 0 : holding->to_name - 1;
      return TRUE;
    }
  holding->named++;
  /* "Draw 2 cards": done when the count is named or nothing is left to draw. */
  holding->drew = holding->named >= n || (holding->deck->len == 0 && holding->discard->len == 0);
  return TRUE;
}

gboolean
_cw_duel_apply_draw (CwDuel       *self,
                     CwDuelAction *action,
                     gboolean      dry_run,
                     GError      **error)
{
  int current = self->state->current;
  guint n = cw_duel_get_draw_count (self, current);

  if (self->real_decks)
    return apply_named_draw (self, action, dry_run, error);
  if (action->card != NULL)
    return refuse (error, _("Cardwright shuffles and deals in this duel, so “draw” names no card; "
                            "a duel with real decks (option real-decks=yes) names them"));
  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_ADVENTURE, N_("Drawing"), error))
    return FALSE;
  if (self->state->players[current].drew)
    return refuse (error, _("%s has drawn this turn already"), player_name (self, current));
  set_label (self, action, g_dngettext (GETTEXT_PACKAGE, "%s draws %u card", "%s draws %u cards", n), player_name (self, current), n);
  if (dry_run)
    return TRUE;
  _cw_duel_draw (self, current, n);
  self->state->players[current].drew = TRUE;
  return _cw_duel_log_performed (self, action);
}

gboolean
_cw_duel_apply_next (CwDuel       *self,
                     CwDuelAction *action,
                     gboolean      dry_run,
                     GError      **error)
{
  CwDuelState *state = self->state;
  int current = state->current;
  CwDuelHolding *holding = &state->players[current];
  static const char * const ends[] = { N_("%s ends the Adventure Phase"), N_("%s ends the Summon Phase"),
                                       N_("%s ends the Attack Phase"), N_("%s ends the Rest Phase and the turn") };

  switch (state->phase)
    {
    case CW_DUEL_PHASE_ADVENTURE:
      if (!holding->drew && self->real_decks && holding->named > 0 &&
          (holding->deck->len > 0 || holding->discard->len > 0))
        return refuse (error, _("%s has named %u of the %u cards drawn: “Draw 2 cards and put them in your hand.”"),
                       player_name (self, current), holding->named, cw_duel_get_draw_count (self, current));
      /* Real decks with nothing left to draw: the draw is done by default. */
      if (!holding->drew && !(self->real_decks && holding->deck->len == 0 && holding->discard->len == 0))
        return refuse (error, _("%s draws first: “Draw 2 cards and put them in your hand.”"), player_name (self, current));
      break;
    case CW_DUEL_PHASE_ATTACK:
      if (state->declared->len > 0)
        return refuse (error, _("the declared attacks are resolved before the Attack Phase ends"));
      break;
    case CW_DUEL_PHASE_REST:
      if (holding->hand->len > cw_duel_get_hand_limit (self, current))
        return refuse (error, _("“Max hand size is 7 cards. Discard excess cards.”: %s holds %u, the most is %u"),
                       player_name (self, current), holding->hand->len, cw_duel_get_hand_limit (self, current));
      break;
    case CW_DUEL_PHASE_SUMMON:
    case CW_DUEL_PHASE_OVER:
    default:
      break;
    }
  set_label (self, action, _(ends[state->phase]), player_name (self, current));
  if (dry_run)
    return TRUE;
  _cw_duel_log_performed (self, action);
  if (state->phase == CW_DUEL_PHASE_REST)
    _cw_duel_end_turn (self);
  else
    state->phase++;
  return TRUE;
}

gboolean
_cw_duel_apply_summon (CwDuel       *self,
                       CwDuelAction *action,
                       gboolean      dry_run,
                       GError      **error)
{
  int current = self->state->current;
  CwCard *card = action->card;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_SUMMON, N_("Putting cards into play"), error) ||
      !_cw_duel_in_hand (self, current, card, error))
    return FALSE;
  if (!is_type (card, "character") && !is_type (card, "location"))
    return refuse (error, _("%s is not put into play on its own: “Place Location and Character cards face up in front of you. Item, Companion, and Modifier cards are attached to individual characters.”"),
                   cw_card_get_name (card));
  set_label (self, action, _("%s puts %s into play"), player_name (self, current), cw_card_get_name (card));
  if (dry_run)
    return TRUE;
  card = _cw_duel_take_from_hand (self, current, card);
  if (is_type (card, "character"))
    {
      CwDuelPiece *piece = g_new0 (CwDuelPiece, 1);

      piece->card = card;
      piece->owner = _cw_duel_owner_of (self, card);
      piece->controller = current;
      piece->attached = g_ptr_array_new_with_free_func (g_object_unref);
      g_ptr_array_add (self->state->pieces, piece);
    }
  else
    {
      CwDuelLocation *location = g_new0 (CwDuelLocation, 1);

      location->card = card;
      location->owner = current;
      location->controller = current;
      g_ptr_array_add (self->state->locations, location);
    }
  return _cw_duel_log_performed (self, action);
}

gboolean
_cw_duel_apply_attach (CwDuel       *self,
                       CwDuelAction *action,
                       gboolean      dry_run,
                       GError      **error)
{
  int current = self->state->current;
  CwDuelPiece *holder;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_SUMMON, N_("Attaching cards"), error) ||
      !_cw_duel_in_hand (self, current, action->card, error) ||
      !(holder = _cw_duel_viable_piece (self, self->state->current, action->target, error)) ||
      !cw_duel_check_attach (holder->card, holder->attached, action->card, error))
    return FALSE;
  if (is_type (action->card, "spell") && !_cw_duel_spellcaster_in_play (self, current))
    return refuse (error, _("%s is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”"),
                   cw_card_get_name (action->card));
  set_label (self, action, _("%s attaches %s to %s"), player_name (self, current), cw_card_get_name (action->card),
             cw_card_get_name (holder->card));
  if (dry_run)
    return TRUE;
  g_ptr_array_add (holder->attached, _cw_duel_take_from_hand (self, current, action->card));
  return _cw_duel_log_performed (self, action);
}

gboolean
_cw_duel_apply_group (CwDuel       *self,
                      CwDuelAction *action,
                      gboolean      dry_run,
                      GError      **error)
{
  CwDuelPiece *joiner;
  CwDuelPiece *host;
  guint members = 1;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_SUMMON, N_("Organising groups"), error) ||
      !(joiner = _cw_duel_viable_piece (self, self->state->current, action->card, error)) ||
      !(host = _cw_duel_viable_piece (self, self->state->current, action->target, error)))
    return FALSE;
  if (joiner == host || (host->group != 0 && host->group == joiner->group))
    return refuse (error, _("%s is in that group already"), cw_card_get_name (joiner->card));
  /* Counted here rather than listed: this check runs for every pair when listing. */
  for (guint i = 0; host->group != 0 && i < self->state->pieces->len; i++)
    {
      CwDuelPiece *other = g_ptr_array_index (self->state->pieces, i);

      members += other != host && other->group == host->group && _cw_duel_is_viable_for (other, host->controller);
    }
  if (members + 1 > CW_DUEL_GROUP_MAX)
    return refuse (error, cw_text_for_name (cw_card_get_name (host->card),
                                            _("“A Group can have a max of 4 Members”: %s's group has %u"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "“A Group can have a max of 4 Members”: %s's group has %u")),
                   cw_card_get_name (host->card), members);
  set_label (self, action, cw_text_for_name (cw_card_get_name (host->card),
                                             _("%s joins %s's group"),
                                             /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                             C_("name starts with a vowel", "%s joins %s's group")), cw_card_get_name (joiner->card), cw_card_get_name (host->card));
  if (dry_run)
    return TRUE;
  if (host->group == 0)
    host->group = self->state->next_group++;
  joiner->group = host->group;
  return _cw_duel_log_performed (self, action);
}

gboolean
_cw_duel_apply_leave (CwDuel       *self,
                      CwDuelAction *action,
                      gboolean      dry_run,
                      GError      **error)
{
  CwDuelPiece *piece;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_SUMMON, N_("Organising groups"), error) ||
      !(piece = _cw_duel_viable_piece (self, self->state->current, action->card, error)))
    return FALSE;
  if (piece->group == 0)
    return refuse (error, _("%s is in no group"), cw_card_get_name (piece->card));
  set_label (self, action, _("%s leaves its group"), cw_card_get_name (piece->card));
  if (dry_run)
    return TRUE;
  piece->group = 0;
  return _cw_duel_log_performed (self, action);
}

gboolean
_cw_duel_apply_discard (CwDuel       *self,
                        CwDuelAction *action,
                        gboolean      dry_run,
                        GError      **error)
{
  int current = self->state->current;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_REST, N_("Discarding"), error) ||
      !_cw_duel_in_hand (self, current, action->card, error))
    return FALSE;
  set_label (self, action, _("%s discards %s"), player_name (self, current), cw_card_get_name (action->card));
  if (dry_run)
    return TRUE;
  g_ptr_array_add (self->state->players[current].discard, _cw_duel_take_from_hand (self, current, action->card));
  return _cw_duel_log_performed (self, action);
}

gboolean
_cw_duel_apply_assign (CwDuel       *self,
                       CwDuelAction *action,
                       gboolean      dry_run,
                       GError      **error)
{
  int current = self->state->current;
  CwDuelPiece *piece;
  g_autoptr (GPtrArray) members = NULL;
  gboolean found = action->target == NULL;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_REST, N_("Assigning Characters to Locations"), error) ||
      !(piece = _cw_duel_viable_piece (self, self->state->current, action->card, error)))
    return FALSE;
  for (guint i = 0; action->target && i < self->state->locations->len; i++)
    {
      CwDuelLocation *location = g_ptr_array_index (self->state->locations, i);

      found |= location->controller == current && location->card == action->target;
    }
  if (!found)
    return refuse (error, cw_text_for_name (player_name (self, current),
                                            _("%s is not a Location of %s's in play"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "%s is not a Location of %s's in play")), cw_card_get_name (action->target),
                   player_name (self, current));
  if (action->target)
    set_label (self, action, cw_text_for_name (cw_card_get_name (piece->card),
                                               _("%s's group is assigned to %s"),
                                               /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                               C_("name starts with a vowel", "%s's group is assigned to %s")), cw_card_get_name (piece->card), cw_card_get_name (action->target));
  else
    set_label (self, action, cw_text_for_name (cw_card_get_name (piece->card),
                                               _("%s's group leaves its Location"),
                                               /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                               C_("name starts with a vowel", "%s's group leaves its Location")), cw_card_get_name (piece->card));
  if (dry_run)
    return TRUE;
  /* "You may assign each of your Characters/groups to Location cards": the group goes together. */
  members = _cw_duel_group_of (self, piece);
  for (guint i = 0; i < members->len; i++)
    {
      CwDuelPiece *member = g_ptr_array_index (members, i);

      g_free (member->location);
      member->location = action->target ? g_strdup (cw_card_get_id (action->target)) : NULL;
    }
  return _cw_duel_log_performed (self, action);
}
