/* cw-duel-force.h: the arithmetic of one Good against Evil battle: every Force part with its card and reason, the totals, the winner and the fate. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

/* The one Attack a turn made without an Attack card ("The Free Attack has no Bonus"). */
typedef enum {
  CW_DUEL_FREE_NONE,       /* an Attack card is played */
  CW_DUEL_FREE_CAPTURE,    /* "capture" */
  CW_DUEL_FREE_RESCUE,     /* "negate a capture" */
  CW_DUEL_FREE_LOCATION,   /* "Negate the control of a Location" */
} CwDuelFreeAttack;

/* A Character with the Items, Companions and Modifiers attached to it. */
typedef struct {
  CwCard    *character;
  GPtrArray *attached;     /* of CwCard, in the order attached */
} CwDuelMember;

/* One side of a battle: the attacking group or the target group. */
typedef struct {
  GPtrArray *members;      /* of CwDuelMember*, at most 4 */
  CwCard    *location;     /* the Location the group is assigned to, or NULL */
  GPtrArray *plays;        /* of CwCard: Spells and Events its player plays for this battle */
  /* A viable Spellcaster of this side in play outside the group: the engine knows, the
   * calculator only sees the group, so it leaves this FALSE. */
  gboolean   spellcaster_elsewhere;
} CwDuelGroup;

/* One part of a total: where a number comes from and why. */
typedef struct {
  CwCard    *card;         /* NULL for the die */
  int        force;
  char      *why;          /* "d12" for the die; otherwise translated words */
} CwDuelForcePart;

typedef struct {
  CwDuelGroup      *attackers;
  CwDuelGroup      *defenders;
  CwCard           *attack;        /* the Attack card, or NULL with free_attack */
  CwDuelFreeAttack  free_attack;
  int               attack_roll;   /* 1…12 */
  int               defense_roll;
} CwDuelBattle;

typedef struct {
  GPtrArray  *attack_parts;        /* of CwDuelForcePart* */
  GPtrArray  *defense_parts;
  int         attack_total;
  int         defense_total;
  gboolean    attacker_wins;       /* the higher total; ties to the attacker; FALSE when negated */
  /* What the attack does to its target when it succeeds, in the words of the `fate` field:
   * "kill", "incapacitate", "control", "exile", "capture", "negate-capture",
   * "control-location", and "negate-control-location" for that Free Attack. */
  const char *fate;
  CwCard     *negated_by;          /* the Negate card that ended the attack ("Deadly Desert"), or NULL */
} CwDuelOutcome;

CwDuelGroup    *cw_duel_group_new        (void);
void            cw_duel_group_free       (CwDuelGroup   *group);
/* Adds a Character (checked by cw_duel_resolve, not here) and returns its member, owned by the group. */
CwDuelMember   *cw_duel_group_add        (CwDuelGroup   *group,
                                          CwCard        *character);
void            cw_duel_member_attach    (CwDuelMember  *member,
                                          CwCard        *card);
void            cw_duel_group_set_location (CwDuelGroup *group,
                                          CwCard        *location);
void            cw_duel_group_play       (CwDuelGroup   *group,
                                          CwCard        *card);

/* TRUE when the Character is a Spellcaster ("U"), by birth or by an attached card whose note
 * says "UBA Spellcaster" (University of Magic; Silver Slippers for a woman). */
gboolean        cw_duel_is_spellcaster   (CwCard        *character,
                                          GPtrArray     *attached);
/* May card be attached to character, which already holds attached? FALSE with
 * CW_ERROR_INVALID naming the rule ("Spellcaster only", "Males only", …). */
gboolean        cw_duel_check_attach     (CwCard        *character,
                                          GPtrArray     *attached,
                                          CwCard        *card,
                                          GError       **error);

/* Whether cw_duel_resolve would work the battle out: FALSE with the same error it would give. */
gboolean        cw_duel_check_battle     (const CwDuelBattle *battle,
                                          GError       **error);
/* The battle worked out, or NULL with CW_ERROR_INVALID naming the rule an illegal set-up breaks
 * (a fifth group member, a Spell with no Spellcaster, a forbidden attachment…). */
CwDuelOutcome  *cw_duel_resolve          (const CwDuelBattle *battle,
                                          GError       **error);
void            cw_duel_outcome_free     (CwDuelOutcome *outcome);

/* "capture", "rescue", "location" ↔ the Free Attack; CW_DUEL_FREE_NONE for anything else. */
CwDuelFreeAttack cw_duel_free_attack_from_string (const char *name);
const char     *cw_duel_free_attack_to_string   (CwDuelFreeAttack free_attack);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwDuelGroup, cw_duel_group_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwDuelOutcome, cw_duel_outcome_free)

G_END_DECLS
