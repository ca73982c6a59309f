/* cw-duel-battle.c: the duel's battles: declaring an attack, the cards played in it and the
 * Characters called or intervening, and resolving it with the dice and its fate. */
#include "cw-duel-actions-private.h"
#include <glib/gi18n-lib.h>

#include "cw-text.h"

#include "cw-card.h"

static CwDuelGroup *
battle_group (CwDuel      *self,
              CwDuelPiece *leader,
              GPtrArray   *plays)
{
  CwDuelGroup *group = cw_duel_group_new ();
  g_autoptr (GPtrArray) members = _cw_duel_group_of (self, leader);

  for (guint i = 0; i < members->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (members, i);
      CwDuelMember *member = cw_duel_group_add (group, piece->card);

      for (guint j = 0; j < piece->attached->len; j++)
        cw_duel_member_attach (member, g_ptr_array_index (piece->attached, j));
    }
  if (leader->location != NULL)
    cw_duel_group_set_location (group, _cw_duel_find_card (self, leader->location));
  for (guint i = 0; plays && i < plays->len; i++)
    cw_duel_group_play (group, g_ptr_array_index (plays, i));
  group->spellcaster_elsewhere = _cw_duel_spellcaster_in_play (self, leader->controller);
  return group;
}

/* What the declared attack does when it succeeds: its Attack card's fate, or the Free Attack's. */
static const char *
declared_fate (CwDuelDeclared *declared)
{
  if (declared->attack != NULL)
    return cw_card_get_string (declared->attack, "fate");
  return declared->free_attack == CW_DUEL_FREE_RESCUE ? "negate-capture"
         : declared->free_attack == CW_DUEL_FREE_LOCATION ? "negate-control-location" : "capture";
}

static gboolean
is_location_fate (const char *fate)
{
  return g_strcmp0 (fate, "control-location") == 0 || g_strcmp0 (fate, "negate-control-location") == 0;
}

/* The Character the attack is fought against: the target, for a rescue the one who holds the
 * captive ("the defender may assign one of his Characters/groups to Intervene"; Cardwright has
 * the captor intervene), for an attack on a Location the one the defender sent to intervene.
 * NULL when the attack has nobody (left) to fight. */
static CwDuelPiece *
defending_leader (CwDuel         *self,
                  CwDuelDeclared *declared)
{
  CwDuelPiece *target = _cw_duel_find_piece (self, _cw_duel_find_card (self, declared->target));
  const char *fate = declared_fate (declared);
  int defender = 1 - self->state->current;

  if (is_location_fate (fate))
    {
      CwDuelPiece *intervener = declared->intervener != NULL
                                ? _cw_duel_find_piece (self, _cw_duel_find_card (self, declared->intervener)) : NULL;

      return intervener && _cw_duel_is_viable_for (intervener, defender) ? intervener : NULL;
    }
  if (target == NULL)
    return NULL;
  if (g_strcmp0 (fate, "negate-capture") == 0)
    {
      CwDuelPiece *captor;

      if (target->status != CW_DUEL_CAPTURED || target->held_by == NULL)
        return NULL;
      captor = _cw_duel_find_piece (self, _cw_duel_find_card (self, target->held_by));
      return captor && _cw_duel_is_viable_for (captor, defender) ? captor : NULL;
    }
  return _cw_duel_is_viable_for (target, defender) ? target : NULL;
}

/* The declared attack fought (with one more card played, for the check of a play): its
 * outcome in *outcome, or with outcome NULL only whether it can be fought, which is what a
 * play's check needs and costs no Force worked out. */
static gboolean
fight (CwDuel         *self,
       CwDuelDeclared *declared,
       CwCard         *extra_play,
       int             extra_player,
       int             attack_roll,
       int             defense_roll,
       CwDuelOutcome **outcome,
       GError        **error)
{
  int current = self->state->current;
  CwDuelPiece *attacker = _cw_duel_find_piece (self, _cw_duel_find_card (self, declared->attacker));
  CwDuelPiece *defender = defending_leader (self, declared);
  g_autoptr (CwDuelGroup) attackers = NULL;
  g_autoptr (CwDuelGroup) defenders = NULL;
  CwDuelBattle battle = { NULL, NULL, declared->attack, declared->free_attack, attack_roll, defense_roll };

  if (attacker != NULL && _cw_duel_is_viable_for (attacker, current) && defender == NULL &&
      is_location_fate (declared_fate (declared)))
    return refuse (error, cw_text_for_name (player_name (self, 1 - current),
                                            _("nobody intervenes for %s yet: unless %s sends a Character, the attempt succeeds with no battle"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "nobody intervenes for %s yet: unless %s sends a Character, the attempt succeeds with no battle")),
                   cw_card_get_name (_cw_duel_find_card (self, declared->target)), player_name (self, 1 - current));
  if (attacker == NULL || !_cw_duel_is_viable_for (attacker, current) || defender == NULL)
    {
      return refuse (error, cw_text_for_name (cw_card_get_name (_cw_duel_find_card (self, declared->attacker)),
                                              _("the attack of %s on %s has no one left to fight"),
                                              /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                              C_("name starts with a vowel", "the attack of %s on %s has no one left to fight")),
                     cw_card_get_name (_cw_duel_find_card (self, declared->attacker)),
                     cw_card_get_name (_cw_duel_find_card (self, declared->target)));
    }
  attackers = battle_group (self, attacker, declared->plays[current]);
  defenders = battle_group (self, defender, declared->plays[1 - current]);
  if (extra_play != NULL)
    cw_duel_group_play (extra_player == current ? attackers : defenders, extra_play);
  battle.attackers = attackers;
  battle.defenders = defenders;
  if (outcome == NULL)
    return cw_duel_check_battle (&battle, error);
  *outcome = cw_duel_resolve (&battle, error);
  return *outcome != NULL;
}

/* The outcome of the declared attack with these dice, for the board's attack sheet. */
CwDuelOutcome *
_cw_duel_fight (CwDuel         *self,
                CwDuelDeclared *declared,
                CwCard         *extra_play,
                int             extra_player,
                int             attack_roll,
                int             defense_roll,
                GError        **error)
{
  CwDuelOutcome *outcome = NULL;

  if (!fight (self, declared, extra_play, extra_player, attack_roll, defense_roll, &outcome, error))
    return NULL;
  return outcome;
}

static void
apply_fate (CwDuel         *self,
            CwDuelDeclared *declared,
            const char     *fate)
{
  int current = self->state->current;
  CwCard *attacker_card = _cw_duel_find_card (self, declared->attacker);
  CwDuelPiece *target = _cw_duel_find_piece (self, _cw_duel_find_card (self, declared->target));
  g_autoptr (GPtrArray) members = NULL;

  if (is_location_fate (fate))
    {
      CwDuelLocation *location = _cw_duel_find_location (self, _cw_duel_find_card (self, declared->target));
      gboolean take = g_strcmp0 (fate, "control-location") == 0;
      int before = location->controller;

      location->controller = take ? current : location->owner;
      /* The Characters of the side that lost the Location are no longer assigned to it: only
       * the controller assigns Characters to its Locations. */
      for (guint i = 0; i < self->state->pieces->len; i++)
        {
          CwDuelPiece *piece = g_ptr_array_index (self->state->pieces, i);

          if (piece->controller == before && g_strcmp0 (piece->location, cw_card_get_id (location->card)) == 0)
            g_clear_pointer (&piece->location, g_free);
        }
      if (take)
        cw_engine_log (CW_ENGINE (self), cw_text_for_name (cw_card_get_name (location->card),
                                                           _("%s takes control of %s for %s."),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "%s takes control of %s for %s.")), cw_card_get_name (attacker_card),
                       cw_card_get_name (location->card), player_name (self, current));
      else
        cw_engine_log (CW_ENGINE (self), cw_text_for_name (cw_card_get_name (location->card),
                                                           _("The control of %s is negated: it goes back to %s."),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "The control of %s is negated: it goes back to %s.")),
                       cw_card_get_name (location->card), player_name (self, location->owner));
      return;
    }
  if (g_strcmp0 (fate, "negate-capture") == 0)
    {
      g_autofree char *why = g_strdup_printf (_("%s is rescued and goes back to %s, fully viable."),
                                              cw_card_get_name (target->card), player_name (self, target->owner));

      _cw_duel_set_status (self, target, CW_DUEL_VIABLE, target->owner, NULL, why);
      return;
    }
  /* "All Members of a Group are considered to be the same Target and suffer the same fate." */
  members = _cw_duel_group_of (self, target);
  for (guint i = 0; i < members->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (members, i);
      const char *name = cw_card_get_name (piece->card);
      const char *by = cw_card_get_name (attacker_card);
      g_autofree char *why = NULL;

      if (g_strcmp0 (fate, "kill") == 0)
        {
          why = g_strdup_printf (_("%s is Killed by %s."), name, by);
          _cw_duel_set_status (self, piece, CW_DUEL_KILLED, piece->owner, NULL, why);
        }
      else if (g_strcmp0 (fate, "exile") == 0)
        {
          why = g_strdup_printf (_("%s is Exiled by %s."), name, by);
          _cw_duel_set_status (self, piece, CW_DUEL_EXILED, piece->owner, NULL, why);
        }
      else if (g_strcmp0 (fate, "incapacitate") == 0)
        {
          why = g_strdup_printf (_("%s is Incapacitated by %s."), name, by);
          _cw_duel_set_status (self, piece, CW_DUEL_INCAPACITATED, piece->controller, NULL, why);
        }
      else if (g_strcmp0 (fate, "capture") == 0)
        {
          why = g_strdup_printf (_("%s is Captured by %s."), name, by);
          _cw_duel_set_status (self, piece, CW_DUEL_CAPTURED, current, declared->attacker, why);
        }
      else if (g_strcmp0 (fate, "control") == 0)
        {
          why = g_strdup_printf (_("%s is Controlled by %s."), name, by);
          _cw_duel_set_status (self, piece, CW_DUEL_VIABLE, current, declared->attacker, why);
        }
    }
}

/* ---- The actions of a battle ---- */

/* The first of the piece's group, in _cw_duel_group_of's order (the piece first), to have
 * attacked this turn, or NULL: checked for every candidate attack, so without making the list. */
static CwDuelPiece *
attacked_member (CwDuel      *self,
                 CwDuelPiece *piece)
{
  if (piece->attacked || piece->group == 0)
    return piece->attacked ? piece : NULL;
  for (guint i = 0; i < self->state->pieces->len; i++)
    {
      CwDuelPiece *other = g_ptr_array_index (self->state->pieces, i);

      if (other != piece && other->group == piece->group && _cw_duel_is_viable_for (other, piece->controller) &&
          other->attacked)
        return other;
    }
  return NULL;
}

gboolean
_cw_duel_apply_attack (CwDuel       *self,
                       CwDuelAction *action,
                       gboolean      dry_run,
                       GError      **error)
{
  CwDuelState *state = self->state;
  int current = state->current;
  CwDuelPiece *attacker;
  CwDuelPiece *attacked;
  CwDuelPiece *target;
  g_autoptr (GPtrArray) members = NULL;
  const char *fate;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Declaring an attack"), error) ||
      !(attacker = _cw_duel_viable_piece (self, self->state->current, action->card, error)))
    return FALSE;
  if (state->resolving)
    return refuse (error, _("“First declare all Attacks”: an attack has been resolved this turn"));
  if ((attacked = attacked_member (self, attacker)) != NULL)
    return refuse (error, _("“Each of your viable characters/groups may make 1 attack per turn”: %s has attacked"),
                   cw_card_get_name (attacked->card));
  if (action->attack != NULL)
    {
      if (!_cw_duel_in_hand (self, current, action->attack, error))
        return FALSE;
      if (!is_type (action->attack, "attack"))
        return refuse (error, _("%s is no Attack card: “To make an attack you must play (discard) an Attack card”"),
                       cw_card_get_name (action->attack));
      fate = cw_card_get_string (action->attack, "fate");
    }
  else
    {
      if (state->players[current].free_attack_used)
        return refuse (error, _("“For one Attack on your turn you do not have to play an Attack card”: %s has made it"),
                       player_name (self, current));
      fate = action->free_attack == CW_DUEL_FREE_RESCUE ? "negate-capture"
             : action->free_attack == CW_DUEL_FREE_CAPTURE ? "capture" : "negate-control-location";
    }

  target = _cw_duel_find_piece (self, action->target);
  if (is_location_fate (fate))
    {
      /* "Some Attacks do not target an opposing Character/Group. They Instead target a Location" */
      CwDuelLocation *location = _cw_duel_find_location (self, action->target);

      if (g_strcmp0 (fate, "control-location") == 0 && (location == NULL || location->controller != 1 - current))
        return refuse (error, cw_text_for_name (player_name (self, 1 - current),
                                                _("“Control a Location” targets a Location %s controls, and %s is none"),
                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                C_("name starts with a vowel", "“Control a Location” targets a Location %s controls, and %s is none")),
                       player_name (self, 1 - current), cw_card_get_name (action->target));
      if (g_strcmp0 (fate, "negate-control-location") == 0 &&
          (location == NULL || location->owner != current || location->controller == current))
        return refuse (error, _("“Negate the control of a Location” targets a Location of %s's that %s controls, and %s is none"),
                       player_name (self, current), player_name (self, 1 - current), cw_card_get_name (action->target));
    }
  else if (g_strcmp0 (fate, "negate-capture") == 0)
    {
      if (target == NULL || target->status != CW_DUEL_CAPTURED || target->owner != current)
        return refuse (error, cw_text_for_name (player_name (self, current),
                                                _("%s is no Captured Character of %s's: a rescue negates a Capture"),
                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                C_("name starts with a vowel", "%s is no Captured Character of %s's: a rescue negates a Capture")),
                       cw_card_get_name (action->target), player_name (self, current));
    }
  else if (target == NULL || !_cw_duel_is_viable_for (target, 1 - current))
    return refuse (error, _("“An Attack targets an opposing viable character/group”, and %s is none"),
                   cw_card_get_name (action->target));

  if (action->attack)
    set_label (self, action, _("%s attacks %s with %s"), cw_card_get_name (attacker->card), cw_card_get_name (action->target),
               cw_card_get_name (action->attack));
  else
    set_label (self, action, _("%s makes the Free Attack (%s) on %s"), cw_card_get_name (attacker->card),
               cw_duel_free_attack_to_string (action->free_attack), cw_card_get_name (action->target));
  if (dry_run)
    return TRUE;

  {
    CwDuelDeclared *declared = g_new0 (CwDuelDeclared, 1);

    members = _cw_duel_group_of (self, attacker);
    declared->attacker = g_strdup (cw_card_get_id (attacker->card));
    declared->target = g_strdup (cw_card_get_id (action->target));
    declared->free_attack = action->free_attack;
    if (action->attack)
      declared->attack = _cw_duel_take_from_hand (self, current, action->attack);
    else
      state->players[current].free_attack_used = TRUE;
    for (guint i = 0; i < CW_DUEL_PLAYERS; i++)
      declared->plays[i] = g_ptr_array_new_with_free_func (g_object_unref);
    for (guint i = 0; i < members->len; i++)
      ((CwDuelPiece *) g_ptr_array_index (members, i))->attacked = TRUE;
    g_ptr_array_add (state->declared, declared);
  }
  return _cw_duel_log_performed (self, action);
}

/* "Some Event cards allow for a “Call Defender” ability. These cards are played by the Defender
 * in Attack Phase. This lets an unmarked friendly viable character/group to join the Marked
 * Character/group in a larger group." The card is discarded as it is played; the larger group
 * stays one after the battle. */
static gboolean
call_defender (CwDuel         *self,
               CwDuelAction   *action,
               CwDuelDeclared *declared,
               int             player,
               gboolean        dry_run,
               GError        **error)
{
  int defender = 1 - self->state->current;
  CwDuelPiece *marked;
  CwDuelPiece *joiner;
  g_autoptr (GPtrArray) marked_group = NULL;
  g_autoptr (GPtrArray) joining_group = NULL;
  guint group;

  if (player != defender)
    return refuse (error, _("“These cards are played by the Defender in Attack Phase”, and %s attacks"),
                   player_name (self, player));
  if (action->target == NULL)
    return refuse (error, _("%s calls a defender: name the Character who joins, as “play %s with CHARACTER”"),
                   cw_card_get_name (action->card), notation_name (action->card));
  if ((marked = defending_leader (self, declared)) == NULL)
    return refuse (error, _("the attack on %s has no Marked Character or group to join"),
                   cw_card_get_name (_cw_duel_find_card (self, declared->target)));
  if ((joiner = _cw_duel_viable_piece (self, defender, action->target, error)) == NULL)
    return FALSE;
  if (joiner == marked || (marked->group != 0 && joiner->group == marked->group))
    return refuse (error, _("“an unmarked friendly viable character/group” joins, and %s is Marked"),
                   cw_card_get_name (joiner->card));
  marked_group = _cw_duel_group_of (self, marked);
  joining_group = _cw_duel_group_of (self, joiner);
  if (marked_group->len + joining_group->len > CW_DUEL_GROUP_MAX)
    return refuse (error, _("“A Group can have a max of 4 Members”: %s's group and %s's would make %u"),
                   cw_card_get_name (marked->card), cw_card_get_name (joiner->card),
                   marked_group->len + joining_group->len);
  set_label (self, action, _("%s plays %s: %s's group joins %s's"), player_name (self, player),
             cw_card_get_name (action->card), cw_card_get_name (joiner->card), cw_card_get_name (marked->card));
  if (dry_run)
    return TRUE;
  _cw_duel_discard_to_owner (self, action->card);
  g_ptr_array_remove_index (self->state->players[player].hand,
                            (guint) hand_index (&self->state->players[player], action->card));
  group = marked->group != 0 ? marked->group : self->state->next_group++;
  marked->group = group;
  for (guint i = 0; i < joining_group->len; i++)
    ((CwDuelPiece *) g_ptr_array_index (joining_group, i))->group = group;
  return _cw_duel_log_performed (self, action);
}

/* "the defender may assign one of his Characters/groups to Intervene as if they were being
 * attacked": for an attack on a Location, the defender names the Character whose group fights. */
gboolean
_cw_duel_apply_intervene (CwDuel       *self,
                          CwDuelAction *action,
                          gboolean      dry_run,
                          GError      **error)
{
  CwDuelState *state = self->state;
  int defender = 1 - state->current;
  CwDuelDeclared *declared;
  CwDuelPiece *piece;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Intervening"), error))
    return FALSE;
  if (state->declared->len == 0)
    return refuse (error, _("no attack is waiting to be resolved: a Character intervenes in one"));
  declared = g_ptr_array_index (state->declared, 0);
  if (!is_location_fate (declared_fate (declared)))
    return refuse (error, _("a Character intervenes only in an attack on a Location; the attack on %s is fought by its target"),
                   cw_card_get_name (_cw_duel_find_card (self, declared->target)));
  if (declared->intervener != NULL)
    return refuse (error, _("%s intervenes in this attack already"),
                   cw_card_get_name (_cw_duel_find_card (self, declared->intervener)));
  if ((piece = _cw_duel_viable_piece (self, defender, action->card, error)) == NULL)
    return FALSE;
  set_label (self, action, cw_text_for_name (cw_card_get_name (piece->card),
                                             _("%s's group intervenes for %s"),
                                             /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                             C_("name starts with a vowel", "%s's group intervenes for %s")), cw_card_get_name (piece->card),
             cw_card_get_name (_cw_duel_find_card (self, declared->target)));
  if (dry_run)
    return TRUE;
  declared->intervener = g_strdup (cw_card_get_id (piece->card));
  return _cw_duel_log_performed (self, action);
}

gboolean
_cw_duel_apply_play (CwDuel       *self,
                     CwDuelAction *action,
                     gboolean      dry_run,
                     GError      **error)
{
  CwDuelState *state = self->state;
  int player = hand_index (&state->players[state->current], action->card) >= 0 ? state->current : 1 - state->current;
  CwDuelDeclared *declared;

  if (action->target != NULL && !cw_card_get_bool (action->card, "call_defender"))
    return _cw_duel_play_out_of_battle (self, action, dry_run, error);
  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Playing a card in a battle"), error) ||
      !_cw_duel_in_hand (self, player, action->card, error))
    return FALSE;
  if (state->declared->len == 0)
    return refuse (error, _("no attack is waiting to be resolved: cards are played in a battle"));
  declared = g_ptr_array_index (state->declared, 0);
  if (cw_card_get_bool (action->card, "call_defender"))
    return call_defender (self, action, declared, player, dry_run, error);
  if (is_location_fate (declared_fate (declared)) && defending_leader (self, declared) == NULL)
    return refuse (error, _("nobody intervenes for %s: there is no battle to play %s in"),
                   cw_card_get_name (_cw_duel_find_card (self, declared->target)), cw_card_get_name (action->card));
  /* The Force rules say what may be played, by whom (Spellcaster, AO, DO…). */
  if (!fight (self, declared, action->card, player, 1, 1, NULL, error))
    return FALSE;
  set_label (self, action, _("%s plays %s"), player_name (self, player), cw_card_get_name (action->card));
  if (dry_run)
    return TRUE;
  g_ptr_array_add (declared->plays[player], _cw_duel_take_from_hand (self, player, action->card));
  return _cw_duel_log_performed (self, action);
}

static void
log_parts (CwDuel     *self,
           const char *side,
           int         total,
           GPtrArray  *parts)
{
  g_autoptr (GString) line = g_string_new (NULL);

  for (guint i = 0; i < parts->len; i++)
    {
      CwDuelForcePart *part = g_ptr_array_index (parts, i);

      g_string_append_printf (line, "%s%+d %s", i ? ", " : "", part->force,
                              part->card ? cw_card_get_name (part->card) : part->why);
    }
  cw_engine_log (CW_ENGINE (self), _("%s %d: %s."), side, total, line->str);
}

static void resolve_battle   (CwDuel         *self,
                              CwDuelAction   *action,
                              CwDuelDeclared *declared,
                              CwCard         *attacker_card,
                              CwCard         *target_card);
static void discard_declared (CwDuel         *self,
                              CwDuelDeclared *declared);

gboolean
_cw_duel_apply_resolve (CwDuel       *self,
                        CwDuelAction *action,
                        gboolean      dry_run,
                        GError      **error)
{
  CwDuelState *state = self->state;
  CwDuelDeclared *declared;
  CwCard *attacker_card;
  CwCard *target_card;

  if (!_cw_duel_in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Resolving an attack"), error))
    return FALSE;
  if (state->declared->len == 0)
    return refuse (error, _("no attack is waiting to be resolved"));
  declared = g_ptr_array_index (state->declared, 0);
  attacker_card = _cw_duel_find_card (self, declared->attacker);
  target_card = _cw_duel_find_card (self, declared->target);
  set_label (self, action, cw_text_for_name (cw_card_get_name (attacker_card),
                                             _("The attack of %s on %s is resolved"),
                                             /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                             C_("name starts with a vowel", "The attack of %s on %s is resolved")), cw_card_get_name (attacker_card),
             cw_card_get_name (target_card));
  if (dry_run)
    return TRUE;

  state->resolving = TRUE;
  if (is_location_fate (declared_fate (declared)) && defending_leader (self, declared) == NULL)
    {
      CwDuelPiece *attacker = _cw_duel_find_piece (self, attacker_card);

      /* Nobody intervenes: "If the attacker wins, the Attempt is successful", with no battle. */
      if (attacker != NULL && _cw_duel_is_viable_for (attacker, state->current))
        {
          cw_engine_log (CW_ENGINE (self), _("Nobody intervenes for %s: the attempt succeeds."), cw_card_get_name (target_card));
          apply_fate (self, declared, declared_fate (declared));
        }
      else
        cw_engine_log (CW_ENGINE (self), cw_text_for_name (cw_card_get_name (attacker_card),
                                                           _("The attack of %s on %s does nothing: %s is no longer viable."),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "The attack of %s on %s does nothing: %s is no longer viable.")),
                       cw_card_get_name (attacker_card), cw_card_get_name (target_card), cw_card_get_name (attacker_card));
    }
  else
    resolve_battle (self, action, declared, attacker_card, target_card);
  discard_declared (self, declared);
  g_ptr_array_remove_index (state->declared, 0);
  return TRUE;
}

static void
resolve_battle (CwDuel         *self,
                CwDuelAction   *action,
                CwDuelDeclared *declared,
                CwCard         *attacker_card,
                CwCard         *target_card)
{
  g_autoptr (CwDuelOutcome) outcome = NULL;
  g_autoptr (GError) fight_error = NULL;

  /* "One d12 per side", rolled here and recorded, so a replay rolls the same. */
  if (action->rolls[0] == 0)
    {
      action->rolls[0] = g_rand_int_range (cw_engine_get_rand (CW_ENGINE (self)), 1, 13);
      action->rolls[1] = g_rand_int_range (cw_engine_get_rand (CW_ENGINE (self)), 1, 13);
    }
  if (!fight (self, declared, NULL, 0, action->rolls[0], action->rolls[1], &outcome, &fight_error))
    /* An earlier attack took the fighters away (or the Spellcaster a Spell needed). */
    cw_engine_log (CW_ENGINE (self), cw_text_for_name (cw_card_get_name (attacker_card),
                                                       _("The attack of %s on %s does nothing: %s."),
                                                       /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                       C_("name starts with a vowel", "The attack of %s on %s does nothing: %s.")), cw_card_get_name (attacker_card),
                   cw_card_get_name (target_card), fight_error->message);
  else
    {
      log_parts (self, _("Attack"), outcome->attack_total, outcome->attack_parts);
      log_parts (self, _("Defense"), outcome->defense_total, outcome->defense_parts);
      if (outcome->negated_by != NULL)
        cw_engine_log (CW_ENGINE (self), _("%s negates the attack."), cw_card_get_name (outcome->negated_by));
      else if (!outcome->attacker_wins)
        cw_engine_log (CW_ENGINE (self), _("The defender wins: the attack fails."));
      else
        apply_fate (self, declared, outcome->fate);
    }
}

/* "To make an attack you must play (discard) an Attack card"; the cards played are discarded too. */
static void
discard_declared (CwDuel         *self,
                  CwDuelDeclared *declared)
{
  if (declared->attack)
    _cw_duel_discard_to_owner (self, declared->attack);
  for (guint p = 0; p < CW_DUEL_PLAYERS; p++)
    for (guint i = 0; i < declared->plays[p]->len; i++)
      _cw_duel_discard_to_owner (self, g_ptr_array_index (declared->plays[p], i));
}
