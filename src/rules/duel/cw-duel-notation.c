/* cw-duel-notation.c: the duel's notation: one line per action, card names as printed (ids are
 * taken too), written and read. */
#include "cw-duel-actions-private.h"
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-error.h"

char *
_cw_duel_format_action (CwEngine       *engine,
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

CwEngineAction
_cw_duel_parse_action (CwEngine    *engine,
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
              _cw_duel_action_unref (action);
              g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                           _("“resolve” takes nothing (the dice are rolled) or the two d12 faces, attacker's first: “resolve 7 4”"));
              return NULL;
            }
          action->rolls[n++] = (int) face;
        }
      if (n == 1)
        {
          _cw_duel_action_unref (action);
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
