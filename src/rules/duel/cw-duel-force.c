/* cw-duel-force.c: the Force of a Good against Evil battle, from the cards' Force, bonuses and notes. */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-error.h"
#include "cw-duel-force.h"

/* ---- What a card's note does to Force ----
 * The notes are data ("FGM get F+1"): reading their words, rather than naming cards, lets a
 * user's own card with "FGM get F+2" work too. A note may hold several clauses ("UO; Spells get
 * F+2"); each is matched whole, so a note the engine does not understand changes nothing. */

typedef enum {
  EFFECT_FGM,                   /* "FGM get F+1": each fellow group member */
  EFFECT_WHEN_ATTACKING,        /* "F+2 if Attacking", "Extra +3 when Attacking" */
  EFFECT_SPELLS,                /* "Spells get F+1" */
  EFFECT_COMPANIONS,            /* "Minions get F+1", "Companions get F+1" */
  EFFECT_CAL,                   /* "CAL Get F+4 DO": Characters assigned to this Location */
  EFFECT_CAC,                   /* "CAC get F-3": Characters attacking Characters at this Location */
  EFFECT_CAPTURE,               /* "Extra F+1 to Capture" */
  EFFECT_SPELLCASTERS,          /* "All Spellcasters get F+3" */
  EFFECT_CHARACTERS,            /* "All AO Characters get F+3" */
  EFFECT_NO_COMPANIONS,         /* "Cannot attach Companions" */
  EFFECT_MAKES_SPELLCASTER,     /* "UBA Spellcaster", "Female UBA Spellcaster" */
  N_EFFECTS
} EffectKind;

typedef struct {
  EffectKind  kind;
  int         amount;
  gboolean    attacker_only;    /* "AO" in the clause */
  gboolean    defender_only;    /* "DO" */
  gboolean    women_only;       /* "Female UBA Spellcaster" */
  char       *clause;           /* as printed, for the reason shown */
} Effect;

static const char * const effect_patterns[N_EFFECTS] = {
  [EFFECT_FGM] = "^FGM\\s+get\\s+F\\s*(?<amount>[+-]\\d+)$",
  [EFFECT_WHEN_ATTACKING] = "^(?:Extra\\s+)?F?\\s*(?<amount>[+-]\\d+)\\s+(?:if|when)\\s+Attacking$",
  [EFFECT_SPELLS] = "^Spells\\s+get\\s+F\\s*(?<amount>[+-]\\d+)$",
  [EFFECT_COMPANIONS] = "^(?:Minions|Companions)\\s+get\\s+F\\s*(?<amount>[+-]\\d+)$",
  [EFFECT_CAL] = "^CAL\\s+get\\s+F\\s*(?<amount>[+-]\\d+)(?:\\s+(?<only>DO|AO))?$",
  [EFFECT_CAC] = "^CAC\\s+get\\s+F\\s*(?<amount>[+-]\\d+)$",
  [EFFECT_CAPTURE] = "^Extra\\s+F\\s*(?<amount>[+-]\\d+)\\s+to\\s+Capture$",
  [EFFECT_SPELLCASTERS] = "^All\\s+Spellcasters\\s+get\\s+F\\s*(?<amount>[+-]\\d+)$",
  [EFFECT_CHARACTERS] = "^All\\s+(?:(?<only>AO|DO)\\s+)?Characters\\s+get\\s+F\\s*(?<amount>[+-]\\d+)$",
  [EFFECT_NO_COMPANIONS] = "^Cannot\\s+attach\\s+Companions$",
  [EFFECT_MAKES_SPELLCASTER] = "^(?<who>Female\\s+)?UBA\\s+Spellcaster$",
};

static void
effect_free (Effect *effect)
{
  g_free (effect->clause);
  g_free (effect);
}

static GPtrArray *
parse_note (const char *note)
{
  static GRegex *regexes[N_EFFECTS];
  static gsize regexes_ready = 0;
  GPtrArray *effects = g_ptr_array_new_with_free_func ((GDestroyNotify) effect_free);
  g_auto(GStrv) clauses = NULL;

  if (g_once_init_enter (&regexes_ready))
    {
      for (guint i = 0; i < N_EFFECTS; i++)
        /* Not G_REGEX_OPTIMIZE: a note is parsed once and kept (below), so PCRE's JIT would only
         * add start-up work, and its generated code makes valgrind report uninitialised reads. */
        regexes[i] = g_regex_new (effect_patterns[i], G_REGEX_CASELESS, 0, NULL);
      g_once_init_leave (&regexes_ready, 1);
    }
  if (note == NULL)
    return effects;

  clauses = g_strsplit (note, ";", -1);
  for (guint c = 0; clauses[c]; c++)
    {
      const char *clause = g_strstrip (clauses[c]);

      for (guint i = 0; i < N_EFFECTS; i++)
        {
          g_autoptr(GMatchInfo) match = NULL;
          g_autofree char *amount = NULL;
          g_autofree char *only = NULL;
          g_autofree char *who = NULL;
          Effect *effect;

          if (!g_regex_match (regexes[i], clause, 0, &match))
            continue;
          effect = g_new0 (Effect, 1);
          effect->kind = i;
          effect->clause = g_strdup (clause);
          amount = g_match_info_fetch_named (match, "amount");
          only = g_match_info_fetch_named (match, "only");
          who = g_match_info_fetch_named (match, "who");
          effect->amount = amount && *amount ? (int) g_ascii_strtoll (amount, NULL, 10) : 0;
          effect->attacker_only = only && g_ascii_strcasecmp (only, "AO") == 0;
          effect->defender_only = only && g_ascii_strcasecmp (only, "DO") == 0;
          effect->women_only = who && *who;
          g_ptr_array_add (effects, effect);
          break;
        }
    }
  return effects;
}

/* The effects of a card's note, parsed once per distinct note and kept: an engine resolves
 * thousands of battles a second over the same hundred notes. */
static GPtrArray *
card_effects (CwCard *card)
{
  static GHashTable *by_note;
  G_LOCK_DEFINE_STATIC (by_note);
  const char *note = cw_card_get_note (card);
  GPtrArray *effects;

  if (note == NULL)
    note = "";
  G_LOCK (by_note);
  if (by_note == NULL)
    by_note = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  effects = g_hash_table_lookup (by_note, note);
  if (effects == NULL)
    {
      effects = parse_note (note);
      g_hash_table_insert (by_note, g_strdup (note), effects);
    }
  G_UNLOCK (by_note);
  return effects;
}

static const Effect *
find_effect (CwCard     *card,
             EffectKind  kind)
{
  GPtrArray *effects = card_effects (card);

  for (guint i = 0; i < effects->len; i++)
    {
      const Effect *effect = g_ptr_array_index (effects, i);

      if (effect->kind == kind)
        return effect;
    }
  return NULL;
}

/* ---- Card kinds ---- */

static gboolean
is_type (CwCard     *card,
         const char *type)
{
  return g_strcmp0 (cw_card_get_card_type (card), type) == 0;
}

/* "SM" (Enchantment, Curse): a Spell that stays attached like a Modifier. */
static gboolean
is_attachable_spell (CwCard *card)
{
  const char *codes = cw_card_get_string (card, "type_codes");

  return is_type (card, "spell") && codes != NULL && strchr (codes, 'M') != NULL;
}

static gboolean
is_woman (CwCard *character)
{
  return cw_card_get_bool (character, "woman");
}

gboolean
cw_duel_is_spellcaster (CwCard    *character,
                        GPtrArray *attached)
{
  g_return_val_if_fail (CW_IS_CARD (character), FALSE);

  if (cw_card_get_bool (character, "spellcaster"))
    return TRUE;
  for (guint i = 0; attached && i < attached->len; i++)
    {
      CwCard *card = g_ptr_array_index (attached, i);
      const Effect *effect = find_effect (card, EFFECT_MAKES_SPELLCASTER);

      /* The field says the card makes a Spellcaster; the note says for whom. */
      if ((effect != NULL || cw_card_get_bool (card, "grants_spellcaster")) &&
          (effect == NULL || !effect->women_only || is_woman (character)))
        return TRUE;
    }
  return FALSE;
}

/* "Spellcaster only" / "UO": the field, or the note's words for a card without the field. */
static gboolean
is_spellcaster_only (CwCard *card)
{
  const char *note = cw_card_get_note (card);
  g_auto(GStrv) clauses = NULL;

  if (cw_card_get_bool (card, "spellcaster_only"))
    return TRUE;
  if (note == NULL)
    return FALSE;
  clauses = g_strsplit (note, ";", -1);
  for (guint i = 0; clauses[i]; i++)
    {
      const char *clause = g_strstrip (clauses[i]);

      if (g_ascii_strcasecmp (clause, "UO") == 0 || g_ascii_strcasecmp (clause, "Spellcaster only") == 0)
        return TRUE;
    }
  return FALSE;
}

/* The words of a refusal are worked out only for a caller that asks for them: the engine
 * checks dozens of candidate attachments a move with no GError. */
#define refuse_if_asked(error, ...) \
  G_STMT_START { if ((error) != NULL) g_set_error ((error), __VA_ARGS__); } G_STMT_END

gboolean
cw_duel_check_attach (CwCard     *character,
                      GPtrArray  *attached,
                      CwCard     *card,
                      GError    **error)
{
  g_return_val_if_fail (CW_IS_CARD (character), FALSE);
  g_return_val_if_fail (CW_IS_CARD (card), FALSE);

  if (!is_type (card, "item") && !is_type (card, "companion") && !is_type (card, "modifier") &&
      !is_attachable_spell (card))
    {
      refuse_if_asked (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s cannot be attached to %s: “Item, Companion, and Modifier cards are attached to individual characters”"),
                   cw_card_get_name (card), cw_card_get_name (character));
      return FALSE;
    }
  if (is_type (card, "companion") && find_effect (character, EFFECT_NO_COMPANIONS) != NULL)
    {
      refuse_if_asked (error, CW_ERROR, CW_ERROR_INVALID, _("%s cannot hold %s: its note says “%s”"),
                   cw_card_get_name (character), cw_card_get_name (card),
                   find_effect (character, EFFECT_NO_COMPANIONS)->clause);
      return FALSE;
    }
  if (cw_card_get_bool (card, "males_only") && is_woman (character))
    {
      refuse_if_asked (error, CW_ERROR, CW_ERROR_INVALID, _("%s is for “Males only”, and %s is a woman"),
                   cw_card_get_name (card), cw_card_get_name (character));
      return FALSE;
    }
  if (cw_card_get_bool (card, "females_only") && !is_woman (character))
    {
      refuse_if_asked (error, CW_ERROR, CW_ERROR_INVALID, _("%s is for “Females only”, and %s is no woman"),
                   cw_card_get_name (card), cw_card_get_name (character));
      return FALSE;
    }
  if (is_spellcaster_only (card))
    {
      /* The Character may become a Spellcaster by another attachment (University of Magic),
       * whichever was attached first. */
      if (!cw_duel_is_spellcaster (character, attached))
        {
          refuse_if_asked (error, CW_ERROR, CW_ERROR_INVALID, _("%s is “Spellcaster only”, and %s is no Spellcaster"),
                       cw_card_get_name (card), cw_card_get_name (character));
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- Groups ---- */

static void
member_free (CwDuelMember *member)
{
  g_clear_object (&member->character);
  g_clear_pointer (&member->attached, g_ptr_array_unref);
  g_free (member);
}

CwDuelGroup *
cw_duel_group_new (void)
{
  CwDuelGroup *group = g_new0 (CwDuelGroup, 1);

  group->members = g_ptr_array_new_with_free_func ((GDestroyNotify) member_free);
  group->plays = g_ptr_array_new_with_free_func (g_object_unref);
  return group;
}

void
cw_duel_group_free (CwDuelGroup *group)
{
  if (group == NULL)
    return;
  g_ptr_array_unref (group->members);
  g_ptr_array_unref (group->plays);
  g_clear_object (&group->location);
  g_free (group);
}

CwDuelMember *
cw_duel_group_add (CwDuelGroup *group,
                   CwCard      *character)
{
  CwDuelMember *member;

  g_return_val_if_fail (group != NULL, NULL);
  g_return_val_if_fail (CW_IS_CARD (character), NULL);

  member = g_new0 (CwDuelMember, 1);
  member->character = g_object_ref (character);
  member->attached = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (group->members, member);
  return member;
}

void
cw_duel_member_attach (CwDuelMember *member,
                       CwCard       *card)
{
  g_return_if_fail (member != NULL);
  g_return_if_fail (CW_IS_CARD (card));

  g_ptr_array_add (member->attached, g_object_ref (card));
}

void
cw_duel_group_set_location (CwDuelGroup *group,
                            CwCard      *location)
{
  g_return_if_fail (group != NULL);

  g_set_object (&group->location, location);
}

void
cw_duel_group_play (CwDuelGroup *group,
                    CwCard      *card)
{
  g_return_if_fail (group != NULL);
  g_return_if_fail (CW_IS_CARD (card));

  g_ptr_array_add (group->plays, g_object_ref (card));
}

static gboolean
group_has_spellcaster (const CwDuelGroup *group)
{
  if (group->spellcaster_elsewhere)
    return TRUE;
  for (guint i = 0; i < group->members->len; i++)
    {
      CwDuelMember *member = g_ptr_array_index (group->members, i);

      if (cw_duel_is_spellcaster (member->character, member->attached))
        return TRUE;
    }
  return FALSE;
}

/* ---- Free Attack ---- */

CwDuelFreeAttack
cw_duel_free_attack_from_string (const char *name)
{
  if (g_strcmp0 (name, "capture") == 0)
    return CW_DUEL_FREE_CAPTURE;
  if (g_strcmp0 (name, "rescue") == 0)
    return CW_DUEL_FREE_RESCUE;
  if (g_strcmp0 (name, "location") == 0)
    return CW_DUEL_FREE_LOCATION;
  return CW_DUEL_FREE_NONE;
}

const char *
cw_duel_free_attack_to_string (CwDuelFreeAttack free_attack)
{
  switch (free_attack)
    {
    case CW_DUEL_FREE_CAPTURE: return "capture";
    case CW_DUEL_FREE_RESCUE: return "rescue";
    case CW_DUEL_FREE_LOCATION: return "location";
    case CW_DUEL_FREE_NONE:
    default: return NULL;
    }
}

static const char *
free_attack_fate (CwDuelFreeAttack free_attack)
{
  switch (free_attack)
    {
    case CW_DUEL_FREE_CAPTURE: return "capture";
    case CW_DUEL_FREE_RESCUE: return "negate-capture";
    case CW_DUEL_FREE_LOCATION: return "negate-control-location";
    case CW_DUEL_FREE_NONE:
    default: return NULL;
    }
}

/* ---- Checking a set-up ---- */

static gboolean
check_group (const CwDuelGroup  *group,
             gboolean            attacking,
             GError            **error)
{
  if (group->members->len == 0)
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID,
                           attacking ? _("the attack has no attacking Character")
                                     : _("the attack has no target Character"));
      return FALSE;
    }
  if (group->members->len > 4)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   attacking ? _("“A Group can have a max of 4 Members”, and the attackers are %u")
                             : _("“A Group can have a max of 4 Members”, and the defenders are %u"),
                   group->members->len);
      return FALSE;
    }
  for (guint i = 0; i < group->members->len; i++)
    {
      CwDuelMember *member = g_ptr_array_index (group->members, i);
      g_autoptr(GPtrArray) held = g_ptr_array_new ();

      if (!is_type (member->character, "character"))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s is no Character: only Characters attack, defend and form groups"),
                       cw_card_get_name (member->character));
          return FALSE;
        }
      for (guint j = 0; j < member->attached->len; j++)
        {
          CwCard *card = g_ptr_array_index (member->attached, j);

          if (!cw_duel_check_attach (member->character, held, card, error))
            return FALSE;
          g_ptr_array_add (held, card);
        }
      /* An attachment that makes a Spellcaster may come after a "Spellcaster only" Item in the
       * list: check the Items again against everything the Character holds. */
      for (guint j = 0; j < member->attached->len; j++)
        if (!cw_duel_check_attach (member->character, member->attached,
                                   g_ptr_array_index (member->attached, j), error))
          return FALSE;
    }
  if (group->location != NULL && !is_type (group->location, "location"))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s is no Location: groups are assigned to Location cards"),
                   cw_card_get_name (group->location));
      return FALSE;
    }

  for (guint i = 0; i < group->plays->len; i++)
    {
      CwCard *card = g_ptr_array_index (group->plays, i);
      const char *phase = cw_card_get_string (card, "phase");
      const char *fate = cw_card_get_string (card, "fate");
      gboolean changes_force = cw_card_has_field (card, "force_bonus") ||
                               find_effect (card, EFFECT_SPELLCASTERS) != NULL ||
                               find_effect (card, EFFECT_CHARACTERS) != NULL;
      gboolean negates = g_strcmp0 (fate, "negate-attack") == 0;
      gboolean calls = cw_card_get_bool (card, "call_defender");

      if (is_type (card, "attack"))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s is an Attack card: an attack plays one, named as its attack, not beside it"),
                       cw_card_get_name (card));
          return FALSE;
        }
      if (!is_type (card, "spell") && !is_type (card, "event"))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s is a permanent card, put into play in the Summon Phase; only Event and Spell cards are played in an attack"),
                       cw_card_get_name (card));
          return FALSE;
        }
      if (is_type (card, "event") && g_strcmp0 (phase, "adventure") == 0)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s is an Event of the Adventure Phase (E), not of the Attack Phase"), cw_card_get_name (card));
          return FALSE;
        }
      if (is_type (card, "event") && g_strcmp0 (phase, "rest") == 0)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s is an Event of the Rest Phase (R), not of the Attack Phase"), cw_card_get_name (card));
          return FALSE;
        }
      if (!changes_force && !negates && !calls)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s does not change Force: “Players may play (discard) Event and Spell cards to temporarily increase their Force”"),
                       cw_card_get_name (card));
          return FALSE;
        }
      if (negates && attacking)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s negates an Attack: the defender plays it against the attack"), cw_card_get_name (card));
          return FALSE;
        }
      if (calls && attacking)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s calls a defender: “These cards are played by the Defender in Attack Phase”"),
                       cw_card_get_name (card));
          return FALSE;
        }
      if (attacking && (cw_card_get_bool (card, "defender_only") ||
                        (find_effect (card, EFFECT_CHARACTERS) && find_effect (card, EFFECT_CHARACTERS)->defender_only)))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s is “Defender Only”: the attacker cannot play it"),
                       cw_card_get_name (card));
          return FALSE;
        }
      if (!attacking && (cw_card_get_bool (card, "attacker_only") ||
                         (find_effect (card, EFFECT_CHARACTERS) && find_effect (card, EFFECT_CHARACTERS)->attacker_only)))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s is “Attacker Only”: the defender cannot play it"),
                       cw_card_get_name (card));
          return FALSE;
        }
      if (is_type (card, "spell") && !group_has_spellcaster (group))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”"),
                       cw_card_get_name (card));
          return FALSE;
        }
    }
  return TRUE;
}

/* "The deck contains one of each card in the card list": a card cannot be in two places. */
static gboolean
check_once (CwCard      *card,
            GHashTable  *seen,
            GError     **error)
{
  if (card == NULL)
    return TRUE;
  if (!g_hash_table_add (seen, card))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s is named twice, but “The deck contains one of each card in the card list”"),
                   cw_card_get_name (card));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_group_once (const CwDuelGroup  *group,
                  GHashTable         *seen,
                  GError            **error)
{
  for (guint i = 0; i < group->members->len; i++)
    {
      CwDuelMember *member = g_ptr_array_index (group->members, i);

      if (!check_once (member->character, seen, error))
        return FALSE;
      for (guint j = 0; j < member->attached->len; j++)
        if (!check_once (g_ptr_array_index (member->attached, j), seen, error))
          return FALSE;
    }
  for (guint i = 0; i < group->plays->len; i++)
    if (!check_once (g_ptr_array_index (group->plays, i), seen, error))
      return FALSE;
  return TRUE;
}

/* ---- Working it out ---- */

static void
part_free (CwDuelForcePart *part)
{
  g_clear_object (&part->card);
  g_free (part->why);
  g_free (part);
}

static void
add_part (GPtrArray  *parts,
          int        *total,
          CwCard     *card,
          int         force,
          char       *why)   /* taken */
{
  CwDuelForcePart *part = g_new0 (CwDuelForcePart, 1);

  part->card = card ? g_object_ref (card) : NULL;
  part->force = force;
  part->why = why;
  *total += force;
  g_ptr_array_add (parts, part);
}

static char *
why_clause (const Effect *effect,
            CwCard       *target)
{
  /* Translators: a reason for a Force part: the card's note as printed, then who gets it. */
  return g_strdup_printf (_("“%s” for %s"), effect->clause, cw_card_get_name (target));
}

/* Spells that count in the total: played ones that change Force, and attached "SM" ones with a
 * Force bonus (Enchantment). */
static void
collect_spells (const CwDuelGroup *group,
                GPtrArray         *spells)
{
  for (guint i = 0; i < group->members->len; i++)
    {
      CwDuelMember *member = g_ptr_array_index (group->members, i);

      for (guint j = 0; j < member->attached->len; j++)
        {
          CwCard *card = g_ptr_array_index (member->attached, j);

          if (is_type (card, "spell") && cw_card_has_field (card, "force_bonus"))
            g_ptr_array_add (spells, card);
        }
    }
  for (guint i = 0; i < group->plays->len; i++)
    {
      CwCard *card = g_ptr_array_index (group->plays, i);

      if (is_type (card, "spell"))
        g_ptr_array_add (spells, card);
    }
}

static void
add_side (const CwDuelGroup *group,
          const CwDuelGroup *opponents,
          gboolean           attacking,
          const char        *fate,
          CwCard            *attack,
          int                roll,
          GPtrArray         *parts,
          int               *total)
{
  g_autoptr(GPtrArray) spells = g_ptr_array_new ();

  collect_spells (group, spells);

  /* "adds the Force of the attacking Characters and all attached cards" */
  for (guint i = 0; i < group->members->len; i++)
    {
      CwDuelMember *member = g_ptr_array_index (group->members, i);

      add_part (parts, total, member->character, cw_card_get_int_or (member->character, "force", 0),
                g_strdup (_("Force")));
      for (guint j = 0; j < member->attached->len; j++)
        {
          CwCard *card = g_ptr_array_index (member->attached, j);
          int bonus;

          if (cw_card_get_int (card, "force_bonus", &bonus))
            add_part (parts, total, card, bonus,
                      g_strdup_printf (_("attached to %s"), cw_card_get_name (member->character)));
        }
    }

  /* The notes of the members and of what they hold. */
  for (guint i = 0; i < group->members->len; i++)
    {
      CwDuelMember *member = g_ptr_array_index (group->members, i);
      g_autoptr(GPtrArray) sources = g_ptr_array_new ();

      g_ptr_array_add (sources, member->character);
      g_ptr_array_extend (sources, member->attached, NULL, NULL);
      for (guint s = 0; s < sources->len; s++)
        {
          CwCard *source = g_ptr_array_index (sources, s);
          GPtrArray *effects = card_effects (source);

          for (guint e = 0; e < effects->len; e++)
            {
              const Effect *effect = g_ptr_array_index (effects, e);

              switch (effect->kind)
                {
                case EFFECT_FGM:
                  for (guint o = 0; o < group->members->len; o++)
                    if (o != i)
                      {
                        CwDuelMember *fellow = g_ptr_array_index (group->members, o);

                        add_part (parts, total, source, effect->amount, why_clause (effect, fellow->character));
                      }
                  break;
                case EFFECT_WHEN_ATTACKING:
                  if (attacking)
                    add_part (parts, total, source, effect->amount, why_clause (effect, member->character));
                  break;
                case EFFECT_CAPTURE:
                  if (attacking && g_strcmp0 (fate, "capture") == 0)
                    add_part (parts, total, source, effect->amount, why_clause (effect, member->character));
                  break;
                case EFFECT_COMPANIONS:
                  for (guint o = 0; o < group->members->len; o++)
                    {
                      CwDuelMember *holder = g_ptr_array_index (group->members, o);

                      for (guint c = 0; c < holder->attached->len; c++)
                        {
                          CwCard *companion = g_ptr_array_index (holder->attached, c);

                          if (is_type (companion, "companion"))
                            add_part (parts, total, source, effect->amount, why_clause (effect, companion));
                        }
                    }
                  break;
                case EFFECT_SPELLS:
                  for (guint p = 0; p < spells->len; p++)
                    add_part (parts, total, source, effect->amount, why_clause (effect, g_ptr_array_index (spells, p)));
                  break;
                case EFFECT_CAL:
                case EFFECT_CAC:
                case EFFECT_SPELLCASTERS:
                case EFFECT_CHARACTERS:
                case EFFECT_NO_COMPANIONS:
                case EFFECT_MAKES_SPELLCASTER:
                case N_EFFECTS:
                default:
                  break;
                }
            }
        }
    }

  /* "CAL Get F+4 DO": each Character of the group assigned to this Location. */
  if (group->location != NULL)
    {
      GPtrArray *effects = card_effects (group->location);

      for (guint e = 0; e < effects->len; e++)
        {
          const Effect *effect = g_ptr_array_index (effects, e);
          gboolean defender_only = effect->defender_only || cw_card_get_bool (group->location, "defender_only");
          gboolean attacker_only = effect->attacker_only || cw_card_get_bool (group->location, "attacker_only");

          if (effect->kind != EFFECT_CAL || (defender_only && attacking) || (attacker_only && !attacking))
            continue;
          for (guint i = 0; i < group->members->len; i++)
            add_part (parts, total, group->location, effect->amount,
                      why_clause (effect, ((CwDuelMember *) g_ptr_array_index (group->members, i))->character));
        }
    }
  /* "CAC get F-3": the attackers of Characters at that Location. */
  if (attacking && opponents->location != NULL)
    {
      GPtrArray *effects = card_effects (opponents->location);

      for (guint e = 0; e < effects->len; e++)
        {
          const Effect *effect = g_ptr_array_index (effects, e);

          if (effect->kind != EFFECT_CAC)
            continue;
          for (guint i = 0; i < group->members->len; i++)
            add_part (parts, total, opponents->location, effect->amount,
                      why_clause (effect, ((CwDuelMember *) g_ptr_array_index (group->members, i))->character));
        }
    }

  /* "Players may play (discard) Event and Spell cards to temporarily increase their Force." */
  for (guint p = 0; p < group->plays->len; p++)
    {
      CwCard *card = g_ptr_array_index (group->plays, p);
      GPtrArray *effects = card_effects (card);
      int bonus;

      if (cw_card_get_int (card, "force_bonus", &bonus))
        add_part (parts, total, card, bonus, g_strdup (_("played")));
      for (guint e = 0; e < effects->len; e++)
        {
          const Effect *effect = g_ptr_array_index (effects, e);

          for (guint i = 0; i < group->members->len; i++)
            {
              CwDuelMember *member = g_ptr_array_index (group->members, i);

              if (effect->kind == EFFECT_CHARACTERS ||
                  (effect->kind == EFFECT_SPELLCASTERS && cw_duel_is_spellcaster (member->character, member->attached)))
                add_part (parts, total, card, effect->amount, why_clause (effect, member->character));
            }
        }
    }

  if (attacking && attack != NULL)
    {
      int bonus;

      if (cw_card_get_int (attack, "force_bonus", &bonus))
        add_part (parts, total, attack, bonus, g_strdup (_("Attack bonus")));
    }

  /* Not translated: scripts read it ("card": null, "why": "d12"). */
  add_part (parts, total, NULL, roll, g_strdup ("d12"));
}

gboolean
cw_duel_check_battle (const CwDuelBattle  *battle,
                      GError             **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_return_val_if_fail (battle != NULL, FALSE);
  g_return_val_if_fail (battle->attackers != NULL && battle->defenders != NULL, FALSE);

  if ((battle->attack == NULL) == (battle->free_attack == CW_DUEL_FREE_NONE))
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID,
                           _("an attack plays one Attack card or makes the Free Attack, one or the other"));
      return FALSE;
    }
  if (battle->attack != NULL && !is_type (battle->attack, "attack"))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s is no Attack card: “To make an attack you must play (discard) an Attack card”"),
                   cw_card_get_name (battle->attack));
      return FALSE;
    }
  if (battle->attack_roll < 1 || battle->attack_roll > 12 || battle->defense_roll < 1 || battle->defense_roll > 12)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("a twelve-sided die shows 1 to 12, not %d"),
                   battle->attack_roll < 1 || battle->attack_roll > 12 ? battle->attack_roll : battle->defense_roll);
      return FALSE;
    }
  return check_group (battle->attackers, TRUE, error) &&
         check_group (battle->defenders, FALSE, error) &&
         check_group_once (battle->attackers, seen, error) &&
         check_group_once (battle->defenders, seen, error) &&
         check_once (battle->attack, seen, error);
}

CwDuelOutcome *
cw_duel_resolve (const CwDuelBattle  *battle,
                 GError             **error)
{
  g_autoptr(CwDuelOutcome) outcome = NULL;

  if (!cw_duel_check_battle (battle, error))
    return NULL;

  outcome = g_new0 (CwDuelOutcome, 1);
  outcome->attack_parts = g_ptr_array_new_with_free_func ((GDestroyNotify) part_free);
  outcome->defense_parts = g_ptr_array_new_with_free_func ((GDestroyNotify) part_free);
  /* Interned: the outcome may outlive the Attack card. */
  outcome->fate = g_intern_string (battle->attack ? cw_card_get_string (battle->attack, "fate")
                                                  : free_attack_fate (battle->free_attack));

  add_side (battle->attackers, battle->defenders, TRUE, outcome->fate, battle->attack, battle->attack_roll,
            outcome->attack_parts, &outcome->attack_total);
  add_side (battle->defenders, battle->attackers, FALSE, outcome->fate, NULL, battle->defense_roll,
            outcome->defense_parts, &outcome->defense_total);

  /* "A Negate card causes a target card in play to be discarded or target effect to end." */
  for (guint i = 0; i < battle->defenders->plays->len; i++)
    {
      CwCard *card = g_ptr_array_index (battle->defenders->plays, i);

      if (g_strcmp0 (cw_card_get_string (card, "fate"), "negate-attack") == 0)
        outcome->negated_by = g_object_ref (card);
    }

  /* "The higher Total wins. Attacker wins ties." */
  outcome->attacker_wins = outcome->negated_by == NULL && outcome->attack_total >= outcome->defense_total;
  return g_steal_pointer (&outcome);
}

void
cw_duel_outcome_free (CwDuelOutcome *outcome)
{
  if (outcome == NULL)
    return;
  g_clear_pointer (&outcome->attack_parts, g_ptr_array_unref);
  g_clear_pointer (&outcome->defense_parts, g_ptr_array_unref);
  g_clear_object (&outcome->negated_by);
  g_free (outcome);
}
