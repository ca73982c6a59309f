/* test-duel-force.c: the Force of Good against Evil battles on the shipped cards, from the rule sheet's words and the cards' notes. */
#include "cw-test-util.h"
#include "cw-duel-force.h"

static CwCatalog *catalog;

static CwCard *
card (const char *name)
{
  CwCard *found = cw_catalog_find_by_name (catalog, name);

  if (found == NULL)
    g_error ("no card %s in the shipped Good and Evil lists", name);
  return found;
}

/* A group written as the calculator takes it: "Dorthy Gale+Toto the Dog,Tin Woodsman". */
static CwDuelGroup *
group (const char *members,
       const char *location,
       const char *plays)
{
  CwDuelGroup *made = cw_duel_group_new ();
  g_auto(GStrv) characters = g_strsplit (members, ",", -1);

  for (guint i = 0; characters[i]; i++)
    {
      g_auto(GStrv) names = g_strsplit (characters[i], "+", -1);
      CwDuelMember *member = cw_duel_group_add (made, card (names[0]));

      for (guint j = 1; names[j]; j++)
        cw_duel_member_attach (member, card (names[j]));
    }
  if (location)
    cw_duel_group_set_location (made, card (location));
  if (plays)
    {
      g_auto(GStrv) played = g_strsplit (plays, ",", -1);

      for (guint i = 0; played[i]; i++)
        cw_duel_group_play (made, card (played[i]));
    }
  return made;
}

typedef struct {
  CwDuelGroup   *attackers;
  CwDuelGroup   *defenders;
  CwDuelOutcome *outcome;
  GError        *error;
} Fight;

static void
fight_clear (Fight *fight)
{
  g_clear_pointer (&fight->attackers, cw_duel_group_free);
  g_clear_pointer (&fight->defenders, cw_duel_group_free);
  g_clear_pointer (&fight->outcome, cw_duel_outcome_free);
  g_clear_error (&fight->error);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fight, fight_clear)

/* attack is an Attack card's name or "free:capture" and the like. */
static void
fight (Fight      *result,
       CwDuelGroup *attackers,
       CwDuelGroup *defenders,
       const char *attack,
       int         attack_roll,
       int         defense_roll)
{
  CwDuelBattle battle = { attackers, defenders, NULL, CW_DUEL_FREE_NONE, attack_roll, defense_roll };

  result->attackers = attackers;
  result->defenders = defenders;
  if (g_str_has_prefix (attack, "free:"))
    battle.free_attack = cw_duel_free_attack_from_string (attack + 5);
  else
    battle.attack = card (attack);
  result->outcome = cw_duel_resolve (&battle, &result->error);

  /* The check alone (what the engine asks of a card played) says the same, in the same words. */
  {
    g_autoptr (GError) check_error = NULL;
    gboolean fought = cw_duel_check_battle (&battle, &check_error);

    g_assert_cmpint (fought, ==, result->outcome != NULL);
    g_assert_cmpstr (check_error ? check_error->message : NULL, ==, result->error ? result->error->message : NULL);
  }
}

/* The parts of a total as one line each: "NAME FORCE WHY". */
static char *
parts_text (GPtrArray *parts)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < parts->len; i++)
    {
      CwDuelForcePart *part = g_ptr_array_index (parts, i);

      g_string_append_printf (text, "%s %+d %s\n", part->card ? cw_card_get_name (part->card) : "-",
                              part->force, part->why);
    }
  return g_string_free (text, FALSE);
}

#define assert_parts(parts, expected)                   \
  G_STMT_START {                                        \
    g_autofree char *text_ = parts_text (parts);        \
    g_assert_cmpstr (text_, ==, expected);              \
  } G_STMT_END

#define assert_refused(result, expected)                                \
  G_STMT_START {                                                        \
    g_assert_null ((result)->outcome);                                  \
    g_assert_error ((result)->error, CW_ERROR, CW_ERROR_INVALID);       \
    g_assert_cmpstr ((result)->error->message, ==, expected);           \
  } G_STMT_END

/* "The attacker rolls 1D12 and adds the Force of the attacking Characters and all attached
 * cards." "Members of Groups add their Forces for Attack & Defense." */
static void
test_group_with_attachments (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Dorthy Gale+Toto the Dog,Tin Woodsman+Magic Carpet", NULL, NULL),
         group ("Wicked Witch of the West+Winged Monkeys+Golden Cap", NULL, NULL), "Quest", 6, 7);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->attack_parts,
                "Dorthy Gale +3 Force\n"
                "Toto the Dog +2 attached to Dorthy Gale\n"
                "Tin Woodsman +5 Force\n"
                "Magic Carpet +2 attached to Tin Woodsman\n"
                "Dorthy Gale +1 “FGM get F+1” for Tin Woodsman\n"
                "Quest +5 Attack bonus\n"
                "- +6 d12\n");
  g_assert_cmpint (result.outcome->attack_total, ==, 24);
  /* "Minions get F+1" twice: the Witch's and the Golden Cap's. */
  assert_parts (result.outcome->defense_parts,
                "Wicked Witch of the West +5 Force\n"
                "Winged Monkeys +3 attached to Wicked Witch of the West\n"
                "Golden Cap +2 attached to Wicked Witch of the West\n"
                "Wicked Witch of the West +1 “Minions get F+1” for Winged Monkeys\n"
                "Golden Cap +1 “Minions get F+1” for Winged Monkeys\n"
                "- +7 d12\n");
  g_assert_cmpint (result.outcome->defense_total, ==, 19);
  g_assert_true (result.outcome->attacker_wins);
  g_assert_cmpstr (result.outcome->fate, ==, "kill");
  g_assert_null (result.outcome->negated_by);
}

/* Dorthy and Ozma: "FGM get F+1": each other member, not herself. */
static void
test_fellow_group_members (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Jack Pumpkinhead", NULL, NULL),
         group ("Queen Ozma,Dorthy Gale,Tik-Tok", NULL, NULL), "Murder", 1, 1);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->defense_parts,
                "Queen Ozma +6 Force\n"
                "Dorthy Gale +3 Force\n"
                "Tik-Tok +4 Force\n"
                "Queen Ozma +1 “FGM get F+1” for Dorthy Gale\n"
                "Queen Ozma +1 “FGM get F+1” for Tik-Tok\n"
                "Dorthy Gale +1 “FGM get F+1” for Queen Ozma\n"
                "Dorthy Gale +1 “FGM get F+1” for Tik-Tok\n"
                "- +1 d12\n");
  g_assert_cmpint (result.outcome->defense_total, ==, 18);
  /* Alone, she has no fellow. */
  fight_clear (&result);
  fight (&result, group ("Dorthy Gale", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  g_assert_cmpint (result.outcome->attack_total, ==, 3 + 5 + 1);
}

/* Cowardly Lion "F+2 if Attacking", Magical Robe "Extra +3 when Attacking": not in defence. */
static void
test_when_attacking (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Cowardly Lion", NULL, NULL), group ("Singra+Magical Robe", NULL, NULL), "Quest", 2, 2);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->attack_parts,
                "Cowardly Lion +4 Force\n"
                "Cowardly Lion +2 “F+2 if Attacking” for Cowardly Lion\n"
                "Quest +5 Attack bonus\n"
                "- +2 d12\n");
  assert_parts (result.outcome->defense_parts,
                "Singra +4 Force\n"
                "Magical Robe +1 attached to Singra\n"
                "- +2 d12\n");
  fight_clear (&result);

  fight (&result, group ("Singra+Magical Robe", NULL, NULL), group ("Cowardly Lion", NULL, NULL), "Murder", 2, 2);
  g_assert_cmpint (result.outcome->attack_total, ==, 4 + 1 + 3 + 1 + 2);
  g_assert_cmpint (result.outcome->defense_total, ==, 4 + 2);
}

/* Glinda "Spells get F+1", Magic Wand "UO; Spells get F+2"; "You cannot play Spell cards unless
 * you have a Spellcaster in play." */
static void
test_spells (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Glinda the Good Witch", NULL, "Magic Snow"), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->attack_parts,
                "Glinda the Good Witch +8 Force\n"
                "Glinda the Good Witch +1 “Spells get F+1” for Magic Snow\n"
                "Magic Snow +6 played\n"
                "Quest +5 Attack bonus\n"
                "- +1 d12\n");
  fight_clear (&result);

  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Wicked Witch of the East+Magic Wand", NULL, "Fire Cage"),
         "Quest", 1, 1);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->defense_parts,
                "Wicked Witch of the East +6 Force\n"
                "Magic Wand +1 attached to Wicked Witch of the East\n"
                "Wicked Witch of the East +1 “Spells get F+1” for Fire Cage\n"
                "Magic Wand +2 “Spells get F+2” for Fire Cage\n"
                "Fire Cage +6 played\n"
                "- +1 d12\n");
  fight_clear (&result);

  fight (&result, group ("Tin Woodsman", NULL, "Wish"), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Wish is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”");
  fight_clear (&result);

  /* Protective Magic is "Defender Only". */
  fight (&result, group ("Glinda the Good Witch", NULL, "Protective Magic"), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Protective Magic is “Defender Only”: the attacker cannot play it");
}

/* University of Magic "UBA Spellcaster"; Silver Slippers "Female UBA Spellcaster"; Incantation
 * "All Spellcasters get F+3". */
static void
test_becomes_spellcaster (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Tin Woodsman+University of Magic,Dorthy Gale+Silver Slippers,Cowardly Lion", NULL, "Incantation"),
         group ("Mombi", NULL, NULL), "Quest", 1, 1);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->attack_parts,
                "Tin Woodsman +5 Force\n"
                "University of Magic +2 attached to Tin Woodsman\n"
                "Dorthy Gale +3 Force\n"
                "Silver Slippers +3 attached to Dorthy Gale\n"
                "Cowardly Lion +4 Force\n"
                "Dorthy Gale +1 “FGM get F+1” for Tin Woodsman\n"
                "Dorthy Gale +1 “FGM get F+1” for Cowardly Lion\n"
                "Cowardly Lion +2 “F+2 if Attacking” for Cowardly Lion\n"
                "Incantation +3 “All Spellcasters get F+3” for Tin Woodsman\n"
                "Incantation +3 “All Spellcasters get F+3” for Dorthy Gale\n"
                "Quest +5 Attack bonus\n"
                "- +1 d12\n");
  fight_clear (&result);

  /* On a man, the Slippers give their Force but no spells. */
  fight (&result, group ("Tin Woodsman+Silver Slippers", NULL, "Wish"), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Wish is a Spell, and “You cannot play Spell cards unless you have a Spellcaster in play”");
  fight_clear (&result);

  /* "Spellcaster only", whatever order the cards are listed in. */
  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("General Guph+Revenge,Mombi+Magic Belt", NULL, NULL), "Quest", 1, 1);
  g_assert_no_error (result.error);
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("General Guph+Magic Belt", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Magic Belt is “Spellcaster only”, and General Guph is no Spellcaster");
}

/* "CAL Get F+4 DO", "CAL get F+2 AO", "CAL Get F+2 DO": each Character assigned there; "CAC get
 * F-3": each Character attacking Characters at the Castle. */
static void
test_locations (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Mombi,Singra", NULL, NULL), group ("Tin Woodsman,Tik-Tok", "The Emerald City", NULL),
         "Murder", 1, 1);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->defense_parts,
                "Tin Woodsman +5 Force\n"
                "Tik-Tok +4 Force\n"
                "The Emerald City +4 “CAL Get F+4 DO” for Tin Woodsman\n"
                "The Emerald City +4 “CAL Get F+4 DO” for Tik-Tok\n"
                "- +1 d12\n");
  fight_clear (&result);

  /* Defender Only: nothing for attackers from the Emerald City or the Palace. */
  fight (&result, group ("Tin Woodsman", "The Emerald City", NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  g_assert_cmpint (result.outcome->attack_total, ==, 5 + 5 + 1);
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", "Palace", NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  g_assert_cmpint (result.outcome->attack_total, ==, 5 + 5 + 1);
  fight_clear (&result);
  fight (&result, group ("Mombi", NULL, NULL), group ("Tin Woodsman", "Palace", NULL), "Murder", 1, 1);
  g_assert_cmpint (result.outcome->defense_total, ==, 5 + 2 + 1);
  fight_clear (&result);

  /* Attacker Only: the Yellow Brick Road helps its attackers, not its defenders. */
  fight (&result, group ("Tin Woodsman,Tik-Tok", "The Yellow Brick Road", NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_parts (result.outcome->attack_parts,
                "Tin Woodsman +5 Force\n"
                "Tik-Tok +4 Force\n"
                "The Yellow Brick Road +2 “CAL get F+2 AO” for Tin Woodsman\n"
                "The Yellow Brick Road +2 “CAL get F+2 AO” for Tik-Tok\n"
                "Quest +5 Attack bonus\n"
                "- +1 d12\n");
  fight_clear (&result);
  fight (&result, group ("Mombi", NULL, NULL), group ("Tin Woodsman", "The Yellow Brick Road", NULL), "Murder", 1, 1);
  g_assert_cmpint (result.outcome->defense_total, ==, 5 + 1);
  fight_clear (&result);

  /* The Castle weakens those who attack Characters at it, not its own attackers. */
  fight (&result, group ("Tin Woodsman,Tik-Tok", NULL, NULL), group ("Mombi", "Castle", NULL), "Quest", 1, 1);
  assert_parts (result.outcome->attack_parts,
                "Tin Woodsman +5 Force\n"
                "Tik-Tok +4 Force\n"
                "Castle -3 “CAC get F-3” for Tin Woodsman\n"
                "Castle -3 “CAC get F-3” for Tik-Tok\n"
                "Quest +5 Attack bonus\n"
                "- +1 d12\n");
  g_assert_cmpint (result.outcome->attack_total, ==, 9);
  g_assert_cmpint (result.outcome->defense_total, ==, 4);
  fight_clear (&result);
  fight (&result, group ("Mombi", "Castle", NULL), group ("Tin Woodsman", NULL, NULL), "Murder", 1, 1);
  g_assert_cmpint (result.outcome->attack_total, ==, 3 + 1 + 1);
}

/* Goblin Guards "Extra F+1 to Capture", Winged Monkeys "Extra F+2 to Capture": an attack whose
 * fate is capture, the Free Attack's capture too; not a kill, not in defence. */
static void
test_capture_bonus (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Mombi+Goblin Guards,Singra+Winged Monkeys", NULL, NULL), group ("Tin Woodsman", NULL, NULL),
         "Seized by Guards", 4, 9);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->attack_parts,
                "Mombi +3 Force\n"
                "Goblin Guards +4 attached to Mombi\n"
                "Singra +4 Force\n"
                "Winged Monkeys +3 attached to Singra\n"
                "Goblin Guards +1 “Extra F+1 to Capture” for Mombi\n"
                "Winged Monkeys +2 “Extra F+2 to Capture” for Singra\n"
                "Seized by Guards +3 Attack bonus\n"
                "- +4 d12\n");
  g_assert_cmpstr (result.outcome->fate, ==, "capture");
  fight_clear (&result);

  fight (&result, group ("Mombi+Goblin Guards", NULL, NULL), group ("Tin Woodsman", NULL, NULL), "free:capture", 1, 1);
  g_assert_cmpint (result.outcome->attack_total, ==, 3 + 4 + 1 + 1);
  fight_clear (&result);
  fight (&result, group ("Mombi+Goblin Guards", NULL, NULL), group ("Tin Woodsman", NULL, NULL), "Murder", 1, 1);
  g_assert_cmpint (result.outcome->attack_total, ==, 3 + 4 + 1 + 1);
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Mombi+Goblin Guards", NULL, NULL), "Defeat", 1, 1);
  g_assert_cmpint (result.outcome->defense_total, ==, 3 + 4 + 1);
}

/* "The Free Attack can be used to capture, negate a capture, or Negate the control of a
 * Location. The Free Attack has no Bonus." */
static void
test_free_attack (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Mombi", NULL, NULL), "free:capture", 5, 9);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->attack_parts, "Tin Woodsman +5 Force\n- +5 d12\n");
  g_assert_cmpint (result.outcome->attack_total, ==, 10);
  g_assert_cmpint (result.outcome->defense_total, ==, 12);
  g_assert_false (result.outcome->attacker_wins);
  g_assert_cmpstr (result.outcome->fate, ==, "capture");
  fight_clear (&result);

  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Mombi", NULL, NULL), "free:rescue", 5, 1);
  g_assert_cmpstr (result.outcome->fate, ==, "negate-capture");
  g_assert_true (result.outcome->attacker_wins);
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Mombi", NULL, NULL), "free:location", 5, 1);
  g_assert_cmpstr (result.outcome->fate, ==, "negate-control-location");
}

/* "The higher Total wins. Attacker wins ties." */
static void
test_ties_to_attacker (void)
{
  g_auto(Fight) result = { 0 };

  /* 5 + 5 + 2 = 12 against 4 + 8 = 12. */
  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Singra", NULL, NULL), "Quest", 2, 8);
  g_assert_cmpint (result.outcome->attack_total, ==, 12);
  g_assert_cmpint (result.outcome->defense_total, ==, 12);
  g_assert_true (result.outcome->attacker_wins);
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Singra", NULL, NULL), "Quest", 2, 9);
  g_assert_cmpint (result.outcome->defense_total, ==, 13);
  g_assert_false (result.outcome->attacker_wins);
}

/* Events of the Attack Phase and "any time"; Deadly Desert "Negate target Attack"; "Some Event
 * cards allow for a 'Call Defender' ability. These cards are played by the Defender". */
static void
test_events_counter_negate (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Tin Woodsman,Tik-Tok", NULL, "Disguise,Find Weakness"), group ("Mombi", NULL, NULL),
         "Quest", 1, 1);
  g_assert_no_error (result.error);
  assert_parts (result.outcome->attack_parts,
                "Tin Woodsman +5 Force\n"
                "Tik-Tok +4 Force\n"
                "Disguise +3 “All AO Characters get F+3” for Tin Woodsman\n"
                "Disguise +3 “All AO Characters get F+3” for Tik-Tok\n"
                "Find Weakness +7 played\n"
                "Quest +5 Attack bonus\n"
                "- +1 d12\n");
  fight_clear (&result);

  fight (&result, group ("Mombi", NULL, NULL), group ("Tin Woodsman", NULL, "Disguise"), "Murder", 1, 1);
  assert_refused (&result, "Disguise is “Attacker Only”: the defender cannot play it");
  fight_clear (&result);

  /* The attack would win by 12, but the defender negates it. */
  fight (&result, group ("Roquat the Nome King", NULL, NULL), group ("Jack Pumpkinhead", NULL, "Deadly Desert"),
         "Murder", 12, 1);
  g_assert_no_error (result.error);
  g_assert_cmpint (result.outcome->attack_total, ==, 20);
  g_assert_cmpint (result.outcome->defense_total, ==, 3);
  g_assert_false (result.outcome->attacker_wins);
  g_assert_cmpstr (cw_card_get_name (result.outcome->negated_by), ==, "Deadly Desert");
  fight_clear (&result);
  /* The Free Attack is an Attack too ("For one Attack on your turn you do not have to play an Attack card"). */
  fight (&result, group ("Roquat the Nome King", NULL, NULL), group ("Jack Pumpkinhead", NULL, "Deadly Desert"),
         "free:capture", 12, 1);
  g_assert_false (result.outcome->attacker_wins);
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", NULL, "Deadly Desert"), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Deadly Desert negates an Attack: the defender plays it against the attack");
  fight_clear (&result);

  fight (&result, group ("Tin Woodsman", NULL, "Cry for Help"), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Cry for Help calls a defender: “These cards are played by the Defender in Attack Phase”");
  fight_clear (&result);
  fight (&result, group ("Mombi", NULL, NULL), group ("Tin Woodsman,Tik-Tok", NULL, "Cry for Help"), "Murder", 1, 1);
  g_assert_no_error (result.error);
  g_assert_cmpint (result.outcome->defense_total, ==, 10);
  fight_clear (&result);

  fight (&result, group ("Tin Woodsman", NULL, "Cyclone"), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Cyclone is an Event of the Adventure Phase (E), not of the Attack Phase");
  fight_clear (&result);
  fight (&result, group ("Mombi", NULL, "Kill Slowly"), group ("Tin Woodsman", NULL, NULL), "Murder", 1, 1);
  assert_refused (&result, "Kill Slowly is an Event of the Rest Phase (R), not of the Attack Phase");
  fight_clear (&result);
  fight (&result, group ("Mombi", NULL, "Turn to Wood"), group ("Tin Woodsman", NULL, NULL), "Murder", 1, 1);
  assert_refused (&result, "Turn to Wood does not change Force: “Players may play (discard) Event and Spell cards to temporarily increase their Force”");
}

/* General Jinjur "Companions get F+1", each Companion of her group. */
static void
test_companions_bonus (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("General Jinjur+Army of Female Soldiers,Tin Woodsman+Gillikins", NULL, NULL),
         group ("Mombi", NULL, NULL), "Quest", 1, 1);
  g_assert_no_error (result.error);
  g_assert_cmpint (result.outcome->attack_total, ==, 5 + 6 + 5 + 3 + 1 + 1 + 5 + 1);
}

/* Illegal set-ups name the rule they break. */
static void
test_refusals (void)
{
  g_auto(Fight) result = { 0 };

  fight (&result, group ("Tin Woodsman,Tik-Tok,Scarecrow,Jack Pumpkinhead,Cowardly Lion", NULL, NULL),
         group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "“A Group can have a max of 4 Members”, and the attackers are 5");
  fight_clear (&result);

  fight (&result, group ("Dorthy Gale+King", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "King is for “Males only”, and Dorthy Gale is a woman");
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman+White Dress & Green Pumps", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "White Dress & Green Pumps is for “Females only”, and Tin Woodsman is no woman");
  fight_clear (&result);
  fight (&result, group ("The Hungry Tiger+Toto the Dog", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "The Hungry Tiger cannot hold Toto the Dog: its note says “Cannot attach Companions”");
  fight_clear (&result);
  /* Items are fine on the Tiger. */
  fight (&result, group ("The Hungry Tiger+Magic Carpet", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  g_assert_no_error (result.error);
  fight_clear (&result);

  fight (&result, group ("Tin Woodsman+Tik-Tok", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Tik-Tok cannot be attached to Tin Woodsman: “Item, Companion, and Modifier cards are attached to individual characters”");
  fight_clear (&result);
  fight (&result, group ("Toto the Dog", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Toto the Dog is no Character: only Characters attack, defend and form groups");
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Mombi", NULL, NULL), "Magic Snow", 1, 1);
  assert_refused (&result, "Magic Snow is no Attack card: “To make an attack you must play (discard) an Attack card”");
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", "Quest", NULL), group ("Mombi", NULL, NULL), "Rescue", 1, 1);
  assert_refused (&result, "Quest is no Location: groups are assigned to Location cards");
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman+Magic Carpet", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 1, 13);
  assert_refused (&result, "a twelve-sided die shows 1 to 12, not 13");
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman+Magic Carpet", NULL, NULL), group ("Mombi", NULL, NULL), "Quest", 0, 3);
  assert_refused (&result, "a twelve-sided die shows 1 to 12, not 0");
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman+Magic Carpet,Tik-Tok+Magic Carpet", NULL, NULL), group ("Mombi", NULL, NULL),
         "Quest", 1, 1);
  assert_refused (&result, "Magic Carpet is named twice, but “The deck contains one of each card in the card list”");
  fight_clear (&result);
  fight (&result, group ("Tin Woodsman", NULL, NULL), group ("Tin Woodsman", NULL, NULL), "Quest", 1, 1);
  assert_refused (&result, "Tin Woodsman is named twice, but “The deck contains one of each card in the card list”");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(CwGame) game = NULL;
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = cw_test_load_game ("oz-good-evil");
  catalog = cw_test_load_catalog (game);

  g_test_add_func ("/duel/force/group-with-attachments", test_group_with_attachments);
  g_test_add_func ("/duel/force/fellow-group-members", test_fellow_group_members);
  g_test_add_func ("/duel/force/when-attacking", test_when_attacking);
  g_test_add_func ("/duel/force/spells", test_spells);
  g_test_add_func ("/duel/force/becomes-spellcaster", test_becomes_spellcaster);
  g_test_add_func ("/duel/force/locations", test_locations);
  g_test_add_func ("/duel/force/capture-bonus", test_capture_bonus);
  g_test_add_func ("/duel/force/free-attack", test_free_attack);
  g_test_add_func ("/duel/force/ties-to-attacker", test_ties_to_attacker);
  g_test_add_func ("/duel/force/events-counter-negate", test_events_counter_negate);
  g_test_add_func ("/duel/force/companions-bonus", test_companions_bonus);
  g_test_add_func ("/duel/force/refusals", test_refusals);
  status = g_test_run ();
  g_clear_object (&catalog);
  return status;
}
