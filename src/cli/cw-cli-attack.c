/* cw-cli-attack.c: `cardwright-cli attack`: the Force of one Good against Evil battle, each part named. */
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-duel-force.h"
#include "cw-cli.h"

#define ATTACK_SYNOPSIS \
  "cardwright-cli attack GAME --attackers CARD[+ATTACHED…][,CARD…] --defenders CARD[+ATTACHED…][,CARD…] " \
  "(--attack CARD | --free capture|rescue|location) [--at LOCATION] [--defender-at LOCATION] " \
  "[--attacker-plays CARD,…] [--defender-plays CARD,…] --rolls A,D [--json]"

/* A card by id or by any of its names, case- and accent-blind; NULL after saying what is wrong. */
static CwCard *
find_card (CwCatalog  *catalog,
           const char *id_or_name)
{
  CwGame *game = cw_catalog_get_game (catalog);
  g_autofree char *suggestion = NULL;
  CwCard *card = cw_catalog_lookup (catalog, id_or_name);

  if (card == NULL)
    card = cw_catalog_find_by_name (catalog, id_or_name);
  if (card != NULL)
    return card;
  suggestion = cw_catalog_suggest_name (catalog, id_or_name);
  if (suggestion != NULL)
    cw_cli_fail (_("no card named “%s” in %s; did you mean “%s”?"), id_or_name, cw_game_get_name (game), suggestion);
  else
    cw_cli_fail (_("%s has no card “%s” (by id or name)"), cw_game_get_name (game), id_or_name);
  return NULL;
}

/* "Dorthy Gale+Toto the Dog,Tin Woodsman" → the group's members; FALSE after saying what is wrong. */
static gboolean
read_group (CwCatalog   *catalog,
            const char  *option,
            const char  *text,
            CwDuelGroup *group)
{
  g_auto(GStrv) members = g_strsplit (text, ",", -1);

  for (guint i = 0; members[i]; i++)
    {
      g_auto(GStrv) names = g_strsplit (members[i], "+", -1);
      CwDuelMember *member = NULL;

      for (guint j = 0; names[j]; j++)
        {
          const char *name = g_strstrip (names[j]);
          CwCard *card;

          if (*name == '\0')
            {
              cw_cli_fail (_("%s: an empty card name in “%s”"), option, text);
              return FALSE;
            }
          if (!(card = find_card (catalog, name)))
            return FALSE;
          if (member == NULL)
            member = cw_duel_group_add (group, card);
          else
            cw_duel_member_attach (member, card);
        }
    }
  return TRUE;
}

static gboolean
read_plays (CwCatalog   *catalog,
            const char  *option,
            const char  *text,
            CwDuelGroup *group)
{
  g_auto(GStrv) names = NULL;

  if (text == NULL)
    return TRUE;
  names = g_strsplit (text, ",", -1);
  for (guint i = 0; names[i]; i++)
    {
      const char *name = g_strstrip (names[i]);
      CwCard *card;

      if (*name == '\0')
        {
          cw_cli_fail (_("%s: an empty card name in “%s”"), option, text);
          return FALSE;
        }
      if (!(card = find_card (catalog, name)))
        return FALSE;
      cw_duel_group_play (group, card);
    }
  return TRUE;
}

static gboolean
read_location (CwCatalog   *catalog,
               const char  *text,
               CwDuelGroup *group)
{
  CwCard *card;

  if (text == NULL)
    return TRUE;
  if (!(card = find_card (catalog, g_strstrip ((char *) text))))
    return FALSE;
  cw_duel_group_set_location (group, card);
  return TRUE;
}

/* "7,4" → two faces of the d12. */
static gboolean
read_rolls (const char *text,
            int        *attack_roll,
            int        *defense_roll)
{
  g_auto(GStrv) faces = text ? g_strsplit (text, ",", -1) : NULL;
  gint64 values[2];

  if (faces == NULL || g_strv_length (faces) != 2)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    if (!g_ascii_string_to_signed (g_strstrip (faces[i]), 10, 1, 12, &values[i], NULL))
      return FALSE;
  *attack_roll = (int) values[0];
  *defense_roll = (int) values[1];
  return TRUE;
}

/* The fate in words, for people; JSON keeps the data's word. */
static const char *
fate_words (const char *fate)
{
  static const struct { const char *fate; const char *words; } table[] = {
    { "kill", N_("the target is Killed") },
    { "incapacitate", N_("the target is Incapacitated") },
    { "control", N_("the target is Controlled") },
    { "exile", N_("the target is Exiled") },
    { "capture", N_("the target is Captured") },
    { "negate-capture", N_("the Captured Character goes free") },
    { "control-location", N_("the Location is Controlled") },
    { "negate-control-location", N_("the control of the Location ends") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    if (g_strcmp0 (fate, table[i].fate) == 0)
      return _(table[i].words);
  return fate;
}

static void
text_side (GString    *out,
           const char *title,
           int         total,
           GPtrArray  *parts)
{
  g_string_append_printf (out, "%s %d\n", title, total);
  for (guint i = 0; i < parts->len; i++)
    {
      CwDuelForcePart *part = g_ptr_array_index (parts, i);

      if (part->card != NULL)
        g_string_append_printf (out, "  %+4d  %s — %s\n", part->force, cw_card_get_name (part->card), part->why);
      else
        g_string_append_printf (out, "  %+4d  %s\n", part->force, part->why);
    }
}

static void
json_side (GString   *out,
           int        total,
           GPtrArray *parts)
{
  g_string_append_printf (out, "{\"total\": %d, \"parts\": [", total);
  for (guint i = 0; i < parts->len; i++)
    {
      CwDuelForcePart *part = g_ptr_array_index (parts, i);

      g_string_append (out, i ? ", {\"card\": " : "{\"card\": ");
      cw_cli_json_string (out, part->card ? cw_card_get_id (part->card) : NULL);
      g_string_append_printf (out, ", \"force\": %d, \"why\": ", part->force);
      cw_cli_json_string (out, part->why);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}");
}

int
cw_cli_attack (int    argc,
               char **argv)
{
  g_autofree char *attackers_text = NULL;
  g_autofree char *defenders_text = NULL;
  g_autofree char *attack_text = NULL;
  g_autofree char *free_text = NULL;
  g_autofree char *at_text = NULL;
  g_autofree char *defender_at_text = NULL;
  g_autofree char *attacker_plays = NULL;
  g_autofree char *defender_plays = NULL;
  g_autofree char *rolls_text = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "attackers", 0, 0, G_OPTION_ARG_STRING, &attackers_text, N_("The attacking group: Characters with their attached cards after “+”"), "CARD[+ATTACHED…][,CARD…]" },
    { "defenders", 0, 0, G_OPTION_ARG_STRING, &defenders_text, N_("The target group, written the same way"), "CARD[+ATTACHED…][,CARD…]" },
    { "attack", 0, 0, G_OPTION_ARG_STRING, &attack_text, N_("The Attack card played"), "CARD" },
    { "free", 0, 0, G_OPTION_ARG_STRING, &free_text, N_("The Free Attack instead of an Attack card"), "capture|rescue|location" },
    { "at", 0, 0, G_OPTION_ARG_STRING, &at_text, N_("The Location the attacking group is assigned to"), "LOCATION" },
    { "defender-at", 0, 0, G_OPTION_ARG_STRING, &defender_at_text, N_("The Location the target group is assigned to"), "LOCATION" },
    { "attacker-plays", 0, 0, G_OPTION_ARG_STRING, &attacker_plays, N_("Spells and Events the attacker plays"), "CARD,…" },
    { "defender-plays", 0, 0, G_OPTION_ARG_STRING, &defender_plays, N_("Spells and Events the defender plays"), "CARD,…" },
    { "rolls", 0, 0, G_OPTION_ARG_STRING, &rolls_text, N_("The attacker's and the defender's d12"), "A,D" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = cw_cli_option_context_new (N_("GAME — the Force of one Good against Evil attack"), entries);
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwDuelGroup) attackers = cw_duel_group_new ();
  g_autoptr(CwDuelGroup) defenders = cw_duel_group_new ();
  g_autoptr(CwDuelOutcome) outcome = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  CwDuelBattle battle = { attackers, defenders, NULL, CW_DUEL_FREE_NONE, 0, 0 };

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc != 2 || attackers_text == NULL || defenders_text == NULL || rolls_text == NULL ||
      (attack_text == NULL) == (free_text == NULL))
    return cw_cli_fail (_("usage: %s"), ATTACK_SYNOPSIS);
  if (free_text != NULL && (battle.free_attack = cw_duel_free_attack_from_string (free_text)) == CW_DUEL_FREE_NONE)
    return cw_cli_fail (_("--free takes capture, rescue or location, not “%s”"), free_text);
  if (!read_rolls (rolls_text, &battle.attack_roll, &battle.defense_roll))
    return cw_cli_fail (_("--rolls takes the two d12 faces, attacker's first, each 1 to 12: “7,4”, not “%s”"), rolls_text);
  if (!(catalog = cw_cli_load_catalog (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if (cw_game_get_system (cw_catalog_get_game (catalog)) != CW_SYSTEM_DUEL)
    return cw_cli_fail (_("%s is not played with Good against Evil attacks"), cw_game_get_name (cw_catalog_get_game (catalog)));

  if (!read_group (catalog, "--attackers", attackers_text, attackers) ||
      !read_group (catalog, "--defenders", defenders_text, defenders) ||
      !read_location (catalog, at_text, attackers) ||
      !read_location (catalog, defender_at_text, defenders) ||
      !read_plays (catalog, "--attacker-plays", attacker_plays, attackers) ||
      !read_plays (catalog, "--defender-plays", defender_plays, defenders))
    return CW_CLI_BAD_INPUT;
  if (attack_text != NULL && !(battle.attack = find_card (catalog, g_strstrip (attack_text))))
    return CW_CLI_BAD_INPUT;

  /* An illegal set-up is a "no" to the question "may this attack be made?". */
  if (!(outcome = cw_duel_resolve (&battle, &error)))
    {
      cw_cli_fail ("%s", error->message);
      return CW_CLI_NO;
    }

  if (json)
    {
      g_string_append (out, "{\"attack\": ");
      json_side (out, outcome->attack_total, outcome->attack_parts);
      g_string_append (out, ", \"defense\": ");
      json_side (out, outcome->defense_total, outcome->defense_parts);
      g_string_append_printf (out, ", \"winner\": \"%s\", \"fate\": ", outcome->attacker_wins ? "attacker" : "defender");
      cw_cli_json_string (out, outcome->fate);
      g_string_append (out, ", \"negated_by\": ");
      cw_cli_json_string (out, outcome->negated_by ? cw_card_get_id (outcome->negated_by) : NULL);
      g_string_append (out, "}\n");
      fputs (out->str, stdout);
      return CW_CLI_OK;
    }

  text_side (out, _("Attack total"), outcome->attack_total, outcome->attack_parts);
  text_side (out, _("Defense total"), outcome->defense_total, outcome->defense_parts);
  if (outcome->negated_by != NULL)
    g_string_append_printf (out, _("%s negates the attack: nothing happens.\n"), cw_card_get_name (outcome->negated_by));
  else if (outcome->attacker_wins && outcome->attack_total == outcome->defense_total)
    g_string_append_printf (out, _("A tie, and the attacker wins ties: %s.\n"), fate_words (outcome->fate));
  else if (outcome->attacker_wins)
    g_string_append_printf (out, _("The attacker wins: %s.\n"), fate_words (outcome->fate));
  else
    g_string_append (out, _("The defender wins: the attack fails.\n"));
  fputs (out->str, stdout);
  return CW_CLI_OK;
}
