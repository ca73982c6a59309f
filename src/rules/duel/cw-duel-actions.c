/* cw-duel-actions.c: the duel's actions: their notation, their checks against the rule sheet, what they do, and the legal ones. */
#include "cw-duel-private.h"
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-text.h"

#include "cw-card.h"
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
    case CW_DUEL_ACTION_DRAW: return g_strdup ("draw");
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
    case CW_DUEL_ACTION_PLAY: return g_strdup_printf ("play %s", notation_name (action->card));
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

  if (card == NULL)
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

  if (strcmp (text, "draw") == 0 && *rest == '\0')
    return _cw_duel_action_new (CW_DUEL_ACTION_DRAW, NULL, NULL);
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
               _("unknown action “%s”; the actions are: draw, next, summon CARD, attach CARD to CHARACTER, "
                 "group CHARACTER with CHARACTER, leave CHARACTER, attack CHARACTER on TARGET with ATTACK|free KIND, "
                 "play CARD, resolve [A D], discard CARD, assign CHARACTER to LOCATION|nowhere"),
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

/* The Character the attack is fought against: the target, or for a rescue the one who holds the
 * captive ("the defender may assign one of his Characters/groups to Intervene"; Cardwright has
 * the captor intervene). NULL when the attack has nobody left to fight. */
static CwDuelPiece *
defending_leader (CwDuel         *self,
                  CwDuelDeclared *declared)
{
  CwDuelPiece *target = _cw_duel_find_piece (self, _cw_duel_find_card (self, declared->target));
  const char *fate = declared->attack ? cw_card_get_string (declared->attack, "fate")
                                      : declared->free_attack == CW_DUEL_FREE_RESCUE ? "negate-capture" : "capture";
  int defender = 1 - self->state->current;

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

  if (attacker == NULL || !_cw_duel_is_viable_for (attacker, current) || defender == NULL)
    {
      return refuse (error, _("the attack of %s on %s has no one left to fight"),
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

static gboolean
apply_draw (CwDuel       *self,
            CwDuelAction *action,
            gboolean      dry_run,
            GError      **error)
{
  int current = self->state->current;
  guint n = cw_duel_get_draw_count (self, current);

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
      if (!holding->drew)
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
  if (g_strcmp0 (fate, "control-location") == 0 || g_strcmp0 (fate, "negate-control-location") == 0)
    return refuse (error, _("attacks on a Location are not kept by Cardwright yet: play them at the table"));

  target = _cw_duel_find_piece (self, action->target);
  if (g_strcmp0 (fate, "negate-capture") == 0)
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

static gboolean
apply_play (CwDuel       *self,
            CwDuelAction *action,
            gboolean      dry_run,
            GError      **error)
{
  CwDuelState *state = self->state;
  int player = hand_index (&state->players[state->current], action->card) >= 0 ? state->current : 1 - state->current;
  CwDuelDeclared *declared;

  if (!in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Playing a card in a battle"), error) ||
      !in_hand (self, player, action->card, error))
    return FALSE;
  if (state->declared->len == 0)
    return refuse (error, _("no attack is waiting to be resolved: cards are played in a battle"));
  if (cw_card_get_bool (action->card, "call_defender"))
    return refuse (error, _("%s calls a defender, which Cardwright does not keep yet: join the groups at the table"),
                   cw_card_get_name (action->card));
  declared = g_ptr_array_index (state->declared, 0);
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

static gboolean
apply_resolve (CwDuel       *self,
               CwDuelAction *action,
               gboolean      dry_run,
               GError      **error)
{
  CwDuelState *state = self->state;
  CwDuelDeclared *declared;
  g_autoptr (CwDuelOutcome) outcome = NULL;
  g_autoptr (GError) fight_error = NULL;
  CwCard *attacker_card;
  CwCard *target_card;

  if (!in_phase (self, CW_DUEL_PHASE_ATTACK, N_("Resolving an attack"), error))
    return FALSE;
  if (state->declared->len == 0)
    return refuse (error, _("no attack is waiting to be resolved"));
  declared = g_ptr_array_index (state->declared, 0);
  attacker_card = _cw_duel_find_card (self, declared->attacker);
  target_card = _cw_duel_find_card (self, declared->target);
  set_label (self, action, _("The attack of %s on %s is resolved"), cw_card_get_name (attacker_card),
             cw_card_get_name (target_card));
  if (dry_run)
    return TRUE;

  /* "One d12 per side", rolled here and recorded, so a replay rolls the same. */
  if (action->rolls[0] == 0)
    {
      action->rolls[0] = g_rand_int_range (cw_engine_get_rand (CW_ENGINE (self)), 1, 13);
      action->rolls[1] = g_rand_int_range (cw_engine_get_rand (CW_ENGINE (self)), 1, 13);
    }
  state->resolving = TRUE;
  if (!fight (self, declared, NULL, 0, action->rolls[0], action->rolls[1], &outcome, &fight_error))
    /* An earlier attack took the fighters away (or the Spellcaster a Spell needed). */
    cw_engine_log (CW_ENGINE (self), _("The attack of %s on %s does nothing: %s."), cw_card_get_name (attacker_card),
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
  /* "To make an attack you must play (discard) an Attack card"; the cards played are discarded too. */
  if (declared->attack)
    discard_to_owner (self, declared->attack);
  for (guint p = 0; p < CW_DUEL_PLAYERS; p++)
    for (guint i = 0; i < declared->plays[p]->len; i++)
      discard_to_owner (self, g_ptr_array_index (declared->plays[p], i));
  g_ptr_array_remove_index (state->declared, 0);
  return TRUE;
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

      found |= location->owner == current && strcmp (cw_card_get_id (location->card), cw_card_get_id (action->target)) == 0;
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

  switch (state->phase)
    {
    case CW_DUEL_PHASE_ADVENTURE:
      try_action (self, legal, CW_DUEL_ACTION_DRAW, NULL, NULL, NULL, CW_DUEL_FREE_NONE);
      break;
    case CW_DUEL_PHASE_SUMMON:
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
      if (state->declared->len > 0)
        {
          try_action (self, legal, CW_DUEL_ACTION_RESOLVE, NULL, NULL, NULL, CW_DUEL_FREE_NONE);
          for (int p = 0; p < CW_DUEL_PLAYERS; p++)
            for (guint i = 0; i < state->players[p].hand->len; i++)
              {
                CwCard *card = g_ptr_array_index (state->players[p].hand, i);

                if (is_type (card, "spell") || is_type (card, "event"))
                  try_action (self, legal, CW_DUEL_ACTION_PLAY, card, NULL, NULL, CW_DUEL_FREE_NONE);
              }
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
        }
      break;
    case CW_DUEL_PHASE_REST:
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
