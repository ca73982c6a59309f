/* cw-duel-actions.c: the duel's actions: their notation, their checks against the rule sheet, what they do, and the legal ones. */
#include "cw-duel-private.h"
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-text.h"

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-error.h"

#define GROUP_MAX 4

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

static void
duel_action_unref (CwEngineAction pointer)
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

static gboolean duel_apply (CwEngine       *engine,
                            CwEngineAction  pointer,
                            gboolean        dry_run,
                            GError        **error);

static const char *
duel_action_get_label (CwEngine       *engine,
                       CwEngineAction  pointer)
{
  CwDuelAction *action = pointer;

  /* A legal action listed without its words gets them now, from the same state. */
  if (action->label == NULL)
    duel_apply (engine, action, TRUE, NULL);
  return action->label;
}

static void
write_label (CwDuelAction *action,
             const char   *format,
             ...) G_GNUC_PRINTF (2, 3);

static void
write_label (CwDuelAction *action,
             const char   *format,
             ...)
{
  va_list args;

  va_start (args, format);
  g_free (action->label);
  action->label = g_strdup_vprintf (format, args);
  va_end (args);
}

/* Listing the legal actions checks dozens of candidates a move; their words are written when
 * asked for (duel_action_get_label), not for each one checked, and an action performed keeps
 * those of its check (duel_apply). A macro, so that when no words are wanted not even the
 * arguments (translations, player names) are worked out. */
#define set_label(self, action, ...) \
  G_STMT_START { if (!(self)->wordless) write_label ((action), __VA_ARGS__); } G_STMT_END

static gboolean
refuse_with_words (GError    **error,
                   const char *format,
                   ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse_with_words (GError    **error,
                   const char *format,
                   ...)
{
  va_list args;

  va_start (args, format);
  *error = g_error_new_valist (CW_ERROR, CW_ERROR_INVALID, format, args);
  va_end (args);
  return FALSE;
}

/* FALSE, with the refusal's words for a caller that asks for them: listing checks candidates
 * with no GError, and most of them are refused, so their words (translations, names) are not
 * worked out at all. */
#define refuse(error, ...) \
  ((error) != NULL ? refuse_with_words ((error), __VA_ARGS__) : FALSE)

/* ---- The notation: one line per action, card names as printed (ids are taken too) ---- */

/* Names in the notation are the default ones, the same in every language. */
static const char *
notation_name (CwCard *card)
{
  const char *name = cw_card_get_name_for (card, NULL);

  return name ? name : cw_card_get_id (card);
}

static char *
duel_format_action (CwEngine       *engine,
                    CwEngineAction  pointer)
{
  CwDuelAction *action = pointer;

  switch (action->kind)
    {
    case CW_DUEL_ACTION_DRAW:
      return action->card ? g_strdup_printf ("draw %s", notation_name (action->card)) : g_strdup ("draw");
    case CW_DUEL_ACTION_NEXT: return g_strdup ("next");
    case CW_DUEL_ACTION_SUMMON: return g_strdup_printf ("summon %s", notation_name (action->card));
    case CW_DUEL_ACTION_ATTACH:
      return g_strdup_printf ("attach %s to %s", notation_name (action->card), notation_name (action->target));
    case CW_DUEL_ACTION_GROUP:
      return g_strdup_printf ("group %s with %s", notation_name (action->card), notation_name (action->target));
    case CW_DUEL_ACTION_LEAVE: return g_strdup_printf ("leave %s", notation_name (action->card));
    case CW_DUEL_ACTION_ATTACK:
      if (action->attack == NULL)
        return g_strdup_printf ("attack %s on %s free %s", notation_name (action->card), notation_name (action->target),
                                cw_duel_free_attack_to_string (action->free_attack));
      return g_strdup_printf ("attack %s on %s with %s", notation_name (action->card), notation_name (action->target),
                              notation_name (action->attack));
    case CW_DUEL_ACTION_PLAY:
      if (action->target != NULL)
        return g_strdup_printf (cw_card_get_bool (action->card, "call_defender") ? "play %s with %s" : "play %s on %s",
                                notation_name (action->card), notation_name (action->target));
      return g_strdup_printf ("play %s", notation_name (action->card));
    case CW_DUEL_ACTION_INTERVENE: return g_strdup_printf ("intervene %s", notation_name (action->card));
    case CW_DUEL_ACTION_USE: return g_strdup_printf ("use %s", notation_name (action->card));
    case CW_DUEL_ACTION_RESOLVE:
      if (action->rolls[0] == 0)
        return g_strdup ("resolve");
      return g_strdup_printf ("resolve %d %d", action->rolls[0], action->rolls[1]);
    case CW_DUEL_ACTION_DISCARD: return g_strdup_printf ("discard %s", notation_name (action->card));
    case CW_DUEL_ACTION_ASSIGN:
      return g_strdup_printf ("assign %s to %s", notation_name (action->card),
                              action->target ? notation_name (action->target) : "nowhere");
    default:
      g_return_val_if_reached (NULL);
    }
}

static CwCard *
parse_card (CwDuel      *self,
            const char  *text,
            GError     **error)
{
  g_autofree char *name = g_strstrip (g_strdup (text));
  CwCard *card = *name ? _cw_duel_find_card (self, name) : NULL;

  g_autofree char *near = NULL;

  if (card != NULL || error == NULL)
    return card;
  /* A slip of the keyboard when typing a card drawn or played is common: say the nearest name. */
  near = *name && self->catalog != NULL ? cw_catalog_suggest_name (self->catalog, name) : NULL;
  if (near != NULL)
    g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("no card “%s” in this game (by id or name); did you mean “%s”?"),
                 name, near);
  else
    g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("no card “%s” in this game (by id or name)"), name);
  return card;
}

/* "X to Y" where either name may hold the separator ("Turn to Wood"): the first split where both
 * sides name cards (or allowed names the second side as the word "nowhere"). */
static gboolean
parse_pair (CwDuel      *self,
            const char  *text,
            const char  *separator,
            gboolean     allow_nowhere,
            CwCard     **first,
            CwCard     **second,
            GError     **error)
{
  gsize separator_length = strlen (separator);

  for (const char *at = strstr (text, separator); at != NULL; at = strstr (at + 1, separator))
    {
      g_autofree char *left = g_strstrip (g_strndup (text, (gsize) (at - text)));
      g_autofree char *right = g_strstrip (g_strdup (at + separator_length));
      CwCard *a = _cw_duel_find_card (self, left);
      CwCard *b = allow_nowhere && strcmp (right, "nowhere") == 0 ? NULL : _cw_duel_find_card (self, right);

      if (a != NULL && (b != NULL || (allow_nowhere && strcmp (right, "nowhere") == 0)))
        {
          *first = a;
          *second = b;
          return TRUE;
        }
    }
  g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("“%s” should be “CARD%sCARD”, each a card of this game"),
               text, separator);
  return FALSE;
}

static CwEngineAction
duel_parse_action (CwEngine    *engine,
                   const char  *line,
                   GError     **error)
{
  CwDuel *self = CW_DUEL (engine);
  g_autofree char *text = g_strstrip (g_strdup (line));
  char *space = strchr (text, ' ');
  const char *rest = space ? space + 1 : "";
  CwCard *card = NULL;
  CwCard *target = NULL;

  if (space)
    *space = '\0';

  if (strcmp (text, "draw") == 0)
    {
      /* "draw" alone: Cardwright deals; "draw CARD": the card drawn from a real deck. */
      if (*rest != '\0' && !(card = parse_card (self, rest, error)))
        return NULL;
      return _cw_duel_action_new (CW_DUEL_ACTION_DRAW, card, NULL);
    }
  if (strcmp (text, "next") == 0 && *rest == '\0')
    return _cw_duel_action_new (CW_DUEL_ACTION_NEXT, NULL, NULL);
  if (strcmp (text, "resolve") == 0)
    {
      CwDuelAction *action = _cw_duel_action_new (CW_DUEL_ACTION_RESOLVE, NULL, NULL);
      g_auto (GStrv) faces = g_strsplit_set (rest, " ,", -1);
      guint n = 0;

      for (guint i = 0; faces[i]; i++)
        {
          gint64 face;

          if (*faces[i] == '\0')
            continue;
          if (n == 2 || !g_ascii_string_to_signed (faces[i], 10, 1, 12, &face, NULL))
            {
              duel_action_unref (action);
              g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                           _("“resolve” takes nothing (the dice are rolled) or the two d12 faces, attacker's first: “resolve 7 4”"));
              return NULL;
            }
          action->rolls[n++] = (int) face;
        }
      if (n == 1)
        {
          duel_action_unref (action);
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                       _("“resolve” takes nothing (the dice are rolled) or the two d12 faces, attacker's first: “resolve 7 4”"));
          return NULL;
        }
      return action;
    }
  if (strcmp (text, "play") == 0 && _cw_duel_find_card (self, rest) == NULL &&
      (strstr (rest, " with ") != NULL || strstr (rest, " on ") != NULL))
    {
      /* "play Cry for Help with Tin Woodsman": a Call Defender card and the Character it calls;
       * "play Cyclone on Mombi": an Event or Spell played out of a battle on its target. */
      if (!parse_pair (self, rest, strstr (rest, " with ") != NULL ? " with " : " on ", FALSE, &card, &target, error))
        return NULL;
      return _cw_duel_action_new (CW_DUEL_ACTION_PLAY, card, target);
    }
  if (strcmp (text, "use") == 0)
    {
      if (!(card = parse_card (self, rest, error)))
        return NULL;
      return _cw_duel_action_new (CW_DUEL_ACTION_USE, card, NULL);
    }
  if (strcmp (text, "intervene") == 0)
    {
      if (!(card = parse_card (self, rest, error)))
        return NULL;
      return _cw_duel_action_new (CW_DUEL_ACTION_INTERVENE, card, NULL);
    }
  if (strcmp (text, "summon") == 0 || strcmp (text, "play") == 0 || strcmp (text, "discard") == 0 ||
      strcmp (text, "leave") == 0)
    {
      CwDuelActionKind kind = text[0] == 's' ? CW_DUEL_ACTION_SUMMON
                              : text[0] == 'p' ? CW_DUEL_ACTION_PLAY
                              : text[0] == 'd' ? CW_DUEL_ACTION_DISCARD : CW_DUEL_ACTION_LEAVE;

      if (!(card = parse_card (self, rest, error)))
        return NULL;
      return _cw_duel_action_new (kind, card, NULL);
    }
  if (strcmp (text, "attach") == 0 || strcmp (text, "assign") == 0)
    {
      gboolean assign = text[1] == 's';

      if (!parse_pair (self, rest, " to ", assign, &card, &target, error))
        return NULL;
      return _cw_duel_action_new (assign ? CW_DUEL_ACTION_ASSIGN : CW_DUEL_ACTION_ATTACH, card, target);
    }
  if (strcmp (text, "group") == 0)
    {
      if (!parse_pair (self, rest, " with ", FALSE, &card, &target, error))
        return NULL;
      return _cw_duel_action_new (CW_DUEL_ACTION_GROUP, card, target);
    }
  if (strcmp (text, "attack") == 0)
    {
      static const char * const kinds[] = { "capture", "rescue", "location" };

      for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
        {
          g_autofree char *suffix = g_strconcat (" free ", kinds[i], NULL);

          if (g_str_has_suffix (rest, suffix))
            {
              g_autofree char *pair = g_strndup (rest, strlen (rest) - strlen (suffix));
              CwDuelAction *action;

              if (!parse_pair (self, pair, " on ", FALSE, &card, &target, error))
                return NULL;
              action = _cw_duel_action_new (CW_DUEL_ACTION_ATTACK, card, target);
              action->free_attack = cw_duel_free_attack_from_string (kinds[i]);
              return action;
            }
        }
      /* "A on B with C": B and C each split off where the names before and after are cards. */
      for (const char *with = strstr (rest, " with "); with != NULL; with = strstr (with + 1, " with "))
        {
          g_autofree char *pair = g_strndup (rest, (gsize) (with - rest));
          g_autofree char *attack_name = g_strstrip (g_strdup (with + strlen (" with ")));
          CwCard *attack = _cw_duel_find_card (self, attack_name);
          CwDuelAction *action;

          if (attack == NULL || !parse_pair (self, pair, " on ", FALSE, &card, &target, NULL))
            continue;
          action = _cw_duel_action_new (CW_DUEL_ACTION_ATTACK, card, target);
          action->attack = g_object_ref (attack);
          return action;
        }
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("“attack %s” should be “attack CHARACTER on TARGET with ATTACK” or “attack CHARACTER on TARGET free capture|rescue|location”"),
                   rest);
      return NULL;
    }
  g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
               _("unknown action “%s”; the actions are: draw [CARD], next, summon CARD, attach CARD to CHARACTER, "
                 "group CHARACTER with CHARACTER, leave CHARACTER, attack CHARACTER on TARGET with ATTACK|free KIND, "
                 "intervene CHARACTER, play CARD [on TARGET|with CHARACTER], use ITEM, resolve [A D], discard CARD, "
                 "assign CHARACTER to LOCATION|nowhere"),
               line);
  return NULL;
}

/* ---- Helpers of the checks ---- */

static const char *
player_name (CwDuel *self,
             int     player)
{
  return cw_engine_get_player_name (CW_ENGINE (self), (guint) player);
}

/* Every card of a duel is its catalog's one object (decks, parsed lines and legal actions all
 * take them from the engine's catalog), so a card is found by pointer. */
static int
hand_index (CwDuelHolding *holding,
            CwCard        *card)
{
  for (guint i = 0; i < holding->hand->len; i++)
    if (g_ptr_array_index (holding->hand, i) == card)
      return (int) i;
  return -1;
}

static gboolean
is_type (CwCard     *card,
         const char *type)
{
  return g_strcmp0 (cw_card_get_card_type (card), type) == 0;
}

static gboolean
in_hand (CwDuel        *self,
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

static CwCard *
take_from_hand (CwDuel *self,
                int     player,
                CwCard *card)
{
  CwDuelHolding *holding = &self->state->players[player];

  return g_ptr_array_steal_index (holding->hand, (guint) hand_index (holding, card));
}

static CwDuelPiece *
own_viable_piece (CwDuel  *self,
                  CwCard  *card,
                  GError **error)
{
  CwDuelPiece *piece = _cw_duel_find_piece (self, card);
  int current = self->state->current;

  if (piece == NULL || !_cw_duel_is_viable_for (piece, current))
    {
      refuse (error, cw_text_for_name (player_name (self, current),
                                       _("%s is not a viable Character of %s's in play"),
                                       /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                       C_("name starts with a vowel", "%s is not a viable Character of %s's in play")), cw_card_get_name (card),
              player_name (self, current));
      return NULL;
    }
  return piece;
}

static gboolean
spellcaster_in_play (CwDuel *self,
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
static gboolean
in_phase (CwDuel       *self,
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

/* ---- Battles ---- */

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
  group->spellcaster_elsewhere = spellcaster_in_play (self, leader->controller);
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
discard_to_owner (CwDuel *self,
                  CwCard *card)
{
  g_ptr_array_add (self->state->players[_cw_duel_owner_of (self, card)].discard, g_object_ref (card));
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

/* ---- Each action ---- */

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
      if (!in_phase (self, CW_DUEL_PHASE_ADVENTURE, N_("Drawing"), error))
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
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
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

static gboolean
apply_draw (CwDuel       *self,
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
  if (!in_phase (self, CW_DUEL_PHASE_ADVENTURE, N_("Drawing"), error))
    return FALSE;
  if (self->state->players[current].drew)
    return refuse (error, _("%s has drawn this turn already"), player_name (self, current));
  set_label (self, action, g_dngettext (GETTEXT_PACKAGE, "%s draws %u card", "%s draws %u cards", n), player_name (self, current), n);
  if (dry_run)
    return TRUE;
  _cw_duel_draw (self, current, n);
  self->state->players[current].drew = TRUE;
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

static gboolean
apply_next (CwDuel       *self,
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
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  if (state->phase == CW_DUEL_PHASE_REST)
    _cw_duel_end_turn (self);
  else
    state->phase++;
  return TRUE;
}

static gboolean
apply_summon (CwDuel       *self,
              CwDuelAction *action,
              gboolean      dry_run,
              GError      **error)
{
  int current = self->state->current;
  CwCard *card = action->card;

  if (!in_phase (self, CW_DUEL_PHASE_SUMMON, N_("Putting cards into play"), error) ||
      !in_hand (self, current, card, error))
    return FALSE;
  if (!is_type (card, "character") && !is_type (card, "location"))
    return refuse (error, _("%s is not put into play on its own: “Place Location and Character cards face up in front of you. Item, Companion, and Modifier cards are attached to individual characters.”"),
                   cw_card_get_name (card));
  set_label (self, action, _("%s puts %s into play"), player_name (self, current), cw_card_get_name (card));
  if (dry_run)
    return TRUE;
  card = take_from_hand (self, current, card);
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
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

static gboolean
apply_attach (CwDuel       *self,
              CwDuelAction *action,
              gboolean      dry_run,
              GError      **error)
{
  int current = self->state->current;
  CwDuelPiece *holder;

  if (!in_phase (self, CW_DUEL_PHASE_SUMMON, N_("Attaching cards"), error) ||
      !in_hand (self, current, action->card, error) ||
      !(holder = own_viable_piece (self, action->target, error)) ||
      !cw_duel_check_attach (holder->card, holder->attached, action->card, error))
    return FALSE;
  if (is_type (action->card, "spell") && !spellcaster_in_play (self, current))
    return refuse (error, _("%s is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”"),
                   cw_card_get_name (action->card));
  set_label (self, action, _("%s attaches %s to %s"), player_name (self, current), cw_card_get_name (action->card),
             cw_card_get_name (holder->card));
  if (dry_run)
    return TRUE;
  g_ptr_array_add (holder->attached, take_from_hand (self, current, action->card));
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

static gboolean
apply_group (CwDuel       *self,
             CwDuelAction *action,
             gboolean      dry_run,
             GError      **error)
{
  CwDuelPiece *joiner;
  CwDuelPiece *host;
  guint members = 1;

  if (!in_phase (self, CW_DUEL_PHASE_SUMMON, N_("Organising groups"), error) ||
      !(joiner = own_viable_piece (self, action->card, error)) ||
      !(host = own_viable_piece (self, action->target, error)))
    return FALSE;
  if (joiner == host || (host->group != 0 && host->group == joiner->group))
    return refuse (error, _("%s is in that group already"), cw_card_get_name (joiner->card));
  /* Counted here rather than listed: this check runs for every pair when listing. */
  for (guint i = 0; host->group != 0 && i < self->state->pieces->len; i++)
    {
      CwDuelPiece *other = g_ptr_array_index (self->state->pieces, i);

      members += other != host && other->group == host->group && _cw_duel_is_viable_for (other, host->controller);
    }
  if (members + 1 > GROUP_MAX)
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
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

static gboolean
apply_leave (CwDuel       *self,
             CwDuelAction *action,
             gboolean      dry_run,
             GError      **error)
{
  CwDuelPiece *piece;

  if (!in_phase (self, CW_DUEL_PHASE_SUMMON, N_("Organising groups"), error) ||
      !(piece = own_viable_piece (self, action->card, error)))
    return FALSE;
  if (piece->group == 0)
    return refuse (error, _("%s is in no group"), cw_card_get_name (piece->card));
  set_label (self, action, _("%s leaves its group"), cw_card_get_name (piece->card));
  if (dry_run)
    return TRUE;
  piece->group = 0;
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

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

static gboolean
apply_attack (CwDuel       *self,
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

  if (!in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Declaring an attack"), error) ||
      !(attacker = own_viable_piece (self, action->card, error)))
    return FALSE;
  if (state->resolving)
    return refuse (error, _("“First declare all Attacks”: an attack has been resolved this turn"));
  if ((attacked = attacked_member (self, attacker)) != NULL)
    return refuse (error, _("“Each of your viable characters/groups may make 1 attack per turn”: %s has attacked"),
                   cw_card_get_name (attacked->card));
  if (action->attack != NULL)
    {
      if (!in_hand (self, current, action->attack, error))
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
      declared->attack = take_from_hand (self, current, action->attack);
    else
      state->players[current].free_attack_used = TRUE;
    for (guint i = 0; i < CW_DUEL_PLAYERS; i++)
      declared->plays[i] = g_ptr_array_new_with_free_func (g_object_unref);
    for (guint i = 0; i < members->len; i++)
      ((CwDuelPiece *) g_ptr_array_index (members, i))->attacked = TRUE;
    g_ptr_array_add (state->declared, declared);
  }
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

/* Whether an Event or Spell does something outside a battle: an Event of the Adventure or Rest
 * Phase with a fate, or a Spell whose fate Incapacitates or negates an Incapacitate. */
static gboolean
acts_out_of_battle (CwCard *card)
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
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  card = take_from_hand (self, current, action->card);
  discard_to_owner (self, card);
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
static gboolean
play_out_of_battle (CwDuel       *self,
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

  if (!in_hand (self, current, card, error))
    return FALSE;
  if (!acts_out_of_battle (card))
    return refuse (error, _("%s does nothing outside a battle: it is played, with no target, in the battle waiting to be resolved"),
                   cw_card_get_name (card));
  if (spell)
    {
      if (state->phase != CW_DUEL_PHASE_SUMMON && state->phase != CW_DUEL_PHASE_ATTACK)
        return refuse (error, _("a Spell is played on a target in the Summon or Attack Phase"));
      if (state->declared->len > 0)
        return refuse (error, _("an attack is waiting to be resolved: Spells played now are played in its battle"));
      if (!spellcaster_in_play (self, current))
        return refuse (error, _("%s is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”"),
                       cw_card_get_name (card));
    }
  else if (!in_phase (self, g_strcmp0 (cw_card_get_string (card, "phase"), "adventure") == 0
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
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  card = take_from_hand (self, current, card);
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
  discard_to_owner (self, card);
  g_object_unref (card);
  return TRUE;
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
  joiner = _cw_duel_find_piece (self, action->target);
  if (joiner == NULL || !_cw_duel_is_viable_for (joiner, defender))
    return refuse (error, cw_text_for_name (player_name (self, defender),
                                            _("%s is not a viable Character of %s's in play"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "%s is not a viable Character of %s's in play")), cw_card_get_name (action->target),
                   player_name (self, defender));
  if (joiner == marked || (marked->group != 0 && joiner->group == marked->group))
    return refuse (error, _("“an unmarked friendly viable character/group” joins, and %s is Marked"),
                   cw_card_get_name (joiner->card));
  marked_group = _cw_duel_group_of (self, marked);
  joining_group = _cw_duel_group_of (self, joiner);
  if (marked_group->len + joining_group->len > GROUP_MAX)
    return refuse (error, _("“A Group can have a max of 4 Members”: %s's group and %s's would make %u"),
                   cw_card_get_name (marked->card), cw_card_get_name (joiner->card),
                   marked_group->len + joining_group->len);
  set_label (self, action, _("%s plays %s: %s's group joins %s's"), player_name (self, player),
             cw_card_get_name (action->card), cw_card_get_name (joiner->card), cw_card_get_name (marked->card));
  if (dry_run)
    return TRUE;
  discard_to_owner (self, action->card);
  g_ptr_array_remove_index (self->state->players[player].hand,
                            (guint) hand_index (&self->state->players[player], action->card));
  group = marked->group != 0 ? marked->group : self->state->next_group++;
  marked->group = group;
  for (guint i = 0; i < joining_group->len; i++)
    ((CwDuelPiece *) g_ptr_array_index (joining_group, i))->group = group;
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

/* "the defender may assign one of his Characters/groups to Intervene as if they were being
 * attacked": for an attack on a Location, the defender names the Character whose group fights. */
static gboolean
apply_intervene (CwDuel       *self,
                 CwDuelAction *action,
                 gboolean      dry_run,
                 GError      **error)
{
  CwDuelState *state = self->state;
  int defender = 1 - state->current;
  CwDuelDeclared *declared;
  CwDuelPiece *piece;

  if (!in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Intervening"), error))
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
  piece = _cw_duel_find_piece (self, action->card);
  if (piece == NULL || !_cw_duel_is_viable_for (piece, defender))
    return refuse (error, cw_text_for_name (player_name (self, defender),
                                            _("%s is not a viable Character of %s's in play"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "%s is not a viable Character of %s's in play")), cw_card_get_name (action->card),
                   player_name (self, defender));
  set_label (self, action, cw_text_for_name (cw_card_get_name (piece->card),
                                             _("%s's group intervenes for %s"),
                                             /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                             C_("name starts with a vowel", "%s's group intervenes for %s")), cw_card_get_name (piece->card),
             cw_card_get_name (_cw_duel_find_card (self, declared->target)));
  if (dry_run)
    return TRUE;
  declared->intervener = g_strdup (cw_card_get_id (piece->card));
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
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

/* "use ITEM": Magic Picture and Crystal Ball, "AP: Look at opponents Hand", in any Adventure
 * Phase, once in it for the player; Powder of Life, "Discard to draw 3 cards", in the player's own
 * turn while no attack waits. The Item is attached to a Character viable for the player who uses
 * it: "A Character must be viable for any of its Special Abilities to work"
 * (docs/rules-notes.md). */
static gboolean
apply_use (CwDuel       *self,
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
      if (!in_phase (self, CW_DUEL_PHASE_ADVENTURE, N_("Looking at the opponent's hand"), error))
        return FALSE;
      if (holding->looked_turn == state->turn)
        return refuse (error, _("%s has looked at %s's hand in this Adventure Phase already"),
                       player_name (self, player), player_name (self, 1 - player));
      set_label (self, action, _("%s looks at %s's hand with %s"), player_name (self, player),
                 player_name (self, 1 - player), cw_card_get_name (card));
      if (dry_run)
        return TRUE;
      holding->looked_turn = state->turn;
      cw_engine_log (CW_ENGINE (self), "%s.", action->label);
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
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  /* The attachments hold a reference: keep one while the card moves to the discard. */
  g_object_ref (card);
  g_ptr_array_remove (carrier->attached, card);
  discard_to_owner (self, card);
  g_object_unref (card);
  if (!self->real_decks)
    _cw_duel_draw (self, player, n_cards);
  else
    holding->to_name = MIN (n_cards, holding->deck->len + holding->discard->len);
  return TRUE;
}

static gboolean
apply_play (CwDuel       *self,
            CwDuelAction *action,
            gboolean      dry_run,
            GError      **error)
{
  CwDuelState *state = self->state;
  int player = hand_index (&state->players[state->current], action->card) >= 0 ? state->current : 1 - state->current;
  CwDuelDeclared *declared;

  if (action->target != NULL && !cw_card_get_bool (action->card, "call_defender"))
    return play_out_of_battle (self, action, dry_run, error);
  if (!in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Playing a card in a battle"), error) ||
      !in_hand (self, player, action->card, error))
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
  g_ptr_array_add (declared->plays[player], take_from_hand (self, player, action->card));
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
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

static gboolean
apply_resolve (CwDuel       *self,
               CwDuelAction *action,
               gboolean      dry_run,
               GError      **error)
{
  CwDuelState *state = self->state;
  CwDuelDeclared *declared;
  CwCard *attacker_card;
  CwCard *target_card;

  if (!in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Resolving an attack"), error))
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
    discard_to_owner (self, declared->attack);
  for (guint p = 0; p < CW_DUEL_PLAYERS; p++)
    for (guint i = 0; i < declared->plays[p]->len; i++)
      discard_to_owner (self, g_ptr_array_index (declared->plays[p], i));
}

static gboolean
apply_discard (CwDuel       *self,
               CwDuelAction *action,
               gboolean      dry_run,
               GError      **error)
{
  int current = self->state->current;

  if (!in_phase (self, CW_DUEL_PHASE_REST, N_("Discarding"), error) ||
      !in_hand (self, current, action->card, error))
    return FALSE;
  set_label (self, action, _("%s discards %s"), player_name (self, current), cw_card_get_name (action->card));
  if (dry_run)
    return TRUE;
  g_ptr_array_add (self->state->players[current].discard, take_from_hand (self, current, action->card));
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

static gboolean
apply_assign (CwDuel       *self,
              CwDuelAction *action,
              gboolean      dry_run,
              GError      **error)
{
  int current = self->state->current;
  CwDuelPiece *piece;
  g_autoptr (GPtrArray) members = NULL;
  gboolean found = action->target == NULL;

  if (!in_phase (self, CW_DUEL_PHASE_REST, N_("Assigning Characters to Locations"), error) ||
      !(piece = own_viable_piece (self, action->card, error)))
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
  cw_engine_log (CW_ENGINE (self), "%s.", action->label);
  return TRUE;
}

static gboolean
apply_kind (CwDuel       *self,
            CwDuelAction *action,
            gboolean      dry_run,
            GError      **error)
{
  switch (action->kind)
    {
    case CW_DUEL_ACTION_DRAW: return apply_draw (self, action, dry_run, error);
    case CW_DUEL_ACTION_NEXT: return apply_next (self, action, dry_run, error);
    case CW_DUEL_ACTION_SUMMON: return apply_summon (self, action, dry_run, error);
    case CW_DUEL_ACTION_ATTACH: return apply_attach (self, action, dry_run, error);
    case CW_DUEL_ACTION_GROUP: return apply_group (self, action, dry_run, error);
    case CW_DUEL_ACTION_LEAVE: return apply_leave (self, action, dry_run, error);
    case CW_DUEL_ACTION_ATTACK: return apply_attack (self, action, dry_run, error);
    case CW_DUEL_ACTION_PLAY: return apply_play (self, action, dry_run, error);
    case CW_DUEL_ACTION_RESOLVE: return apply_resolve (self, action, dry_run, error);
    case CW_DUEL_ACTION_DISCARD: return apply_discard (self, action, dry_run, error);
    case CW_DUEL_ACTION_ASSIGN: return apply_assign (self, action, dry_run, error);
    case CW_DUEL_ACTION_INTERVENE: return apply_intervene (self, action, dry_run, error);
    case CW_DUEL_ACTION_USE: return apply_use (self, action, dry_run, error);
    default:
      g_return_val_if_reached (FALSE);
    }
}

static gboolean
duel_apply (CwEngine       *engine,
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

/* ---- The legal actions ---- */

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
  legal_now = duel_apply (CW_ENGINE (self), &candidate, TRUE, NULL);
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

        if (!is_type (card, spells ? "spell" : "event") || !acts_out_of_battle (card))
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
        {
          guint n_cards;

          if (item_use (g_ptr_array_index (attached, j), &n_cards) != ITEM_USE_NONE)
            try_action (self, legal, CW_DUEL_ACTION_USE, g_ptr_array_index (attached, j), NULL, NULL, CW_DUEL_FREE_NONE);
        }
    }
}

static GPtrArray *
duel_list_legal (CwEngine *engine)
{
  CwDuel *self = CW_DUEL (engine);
  CwDuelState *state = self->state;
  /* Room for a usual move's legal actions, grown past that. */
  GPtrArray *legal = g_ptr_array_new_full (16, duel_action_unref);
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

void
_cw_duel_class_actions_init (CwEngineClass *engine_class)
{
  engine_class->action_ref = duel_action_ref;
  engine_class->action_unref = duel_action_unref;
  engine_class->action_copy = duel_action_copy;
  engine_class->action_get_label = duel_action_get_label;
  engine_class->apply = duel_apply;
  engine_class->list_legal = duel_list_legal;
  engine_class->format_action = duel_format_action;
  engine_class->parse_action = duel_parse_action;
}
