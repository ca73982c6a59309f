/* cw-od-notation.c: Ód's written moves: cards as "AS" or "10H", spaces as "r1c3", one action a line, read and written. */
#include "cw-od-rules.h"
#include <glib/gi18n-lib.h>
#include <string.h>

#include "cw-error.h"

static const char *const rank_names[] = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A" };
static const char suit_letters[] = "SHDC";

/* ---- Cards ---- */

guint
cw_od_card_value (guint8 card)
{
  guint rank = cw_od_card_rank (card);

  if (rank == 14)
    return 3;
  if (rank >= 11)
    return 2;
  return 1;
}

const char *
cw_od_card_format (guint8 card,
                   char   buf[4])
{
  if (card >= CW_OD_N_CARDS)
    {
      strcpy (buf, "?");
      return buf;
    }
  g_snprintf (buf, 4, "%s%c", rank_names[cw_od_card_rank (card) - 2], suit_letters[cw_od_card_suit (card)]);
  return buf;
}

guint8
cw_od_card_parse (const char *text)
{
  size_t len;
  const char *suit_at;
  char suit_letter;
  guint rank = 0;

  if (text == NULL)
    return CW_OD_NO_CARD;
  len = strlen (text);
  if (len < 2 || len > 3)
    return CW_OD_NO_CARD;
  suit_at = text + len - 1;
  suit_letter = g_ascii_toupper (*suit_at);
  if (strchr (suit_letters, suit_letter) == NULL || suit_letter == '\0')
    return CW_OD_NO_CARD;

  if (len == 3)
    {
      if (text[0] != '1' || text[1] != '0')
        return CW_OD_NO_CARD;
      rank = 10;
    }
  else
    {
      char r = g_ascii_toupper (text[0]);

      if (r >= '2' && r <= '9')
        rank = r - '0';
      else if (r == 'T')
        rank = 10;
      else if (r == 'J')
        rank = 11;
      else if (r == 'Q')
        rank = 12;
      else if (r == 'K')
        rank = 13;
      else if (r == 'A')
        rank = 14;
      else
        return CW_OD_NO_CARD;
    }
  return cw_od_card_make (strchr (suit_letters, suit_letter) - suit_letters, rank);
}

/* ---- Actions ---- */

CwOdAction *
cw_od_action_new (CwOdActionKind kind)
{
  CwOdAction *action = g_new0 (CwOdAction, 1);

  action->ref_count = 1;
  action->kind = kind;
  action->card = CW_OD_NO_CARD;
  action->card2 = CW_OD_NO_CARD;
  return action;
}

CwOdAction *
cw_od_action_ref (CwOdAction *action)
{
  g_return_val_if_fail (action != NULL, NULL);
  g_atomic_int_inc (&action->ref_count);
  return action;
}

void
cw_od_action_unref (CwOdAction *action)
{
  if (action == NULL)
    return;
  if (g_atomic_int_dec_and_test (&action->ref_count))
    {
      g_free (action->label);
      g_free (action);
    }
}

char *
cw_od_action_format (const CwOdAction *action)
{
  char a[4], b[4];

  switch ((CwOdActionKind) action->kind)
    {
    case CW_OD_ACTION_DIG:
      return g_strdup_printf ("dig %s r%uc%u", cw_od_card_format (action->card, a), action->row + 1, action->column + 1);
    case CW_OD_ACTION_PLACE:
      return g_strdup_printf ("place %s r%uc%u", cw_od_card_format (action->card, a), action->row + 1, action->column + 1);
    case CW_OD_ACTION_DISCARD:
      return g_strdup_printf ("discard %s", cw_od_card_format (action->card, a));
    case CW_OD_ACTION_ORE:
      return g_strdup_printf ("ore %s r%u", cw_od_card_format (action->card, a), action->target_row + 1);
    case CW_OD_ACTION_FUNGUS:
      return g_strdup_printf ("fungus %s r%u", cw_od_card_format (action->card, a), action->target_row + 1);
    case CW_OD_ACTION_PLAY:
      return g_strdup_printf ("play %s", cw_od_card_format (action->card, a));
    case CW_OD_ACTION_MOVE_FUNGUS:
      return g_strdup_printf ("move-fungus %s r%u void r%uc%u", cw_od_card_format (action->card, a),
                              action->target_row + 1, action->row + 1, action->column + 1);
    case CW_OD_ACTION_DISCARD_ORE:
      return g_strdup_printf ("discard-ore %s %s void r%uc%u", cw_od_card_format (action->card, a),
                              cw_od_card_format (action->card2, b), action->row + 1, action->column + 1);
    case CW_OD_ACTION_PICK:
      return g_strdup_printf ("pick %s", cw_od_card_format (action->card, a));
    case CW_OD_ACTION_END_TURN:
      return g_strdup ("end-turn");
    default:
      g_return_val_if_reached (NULL);
    }
}

static const struct {
  const char *verb;
  CwOdActionKind kind;
  const char *shape;    /* the words after the verb: c card, s space, r row, v the word "void" */
} notation[] = {
  { "dig",         CW_OD_ACTION_DIG,         "cs" },
  { "place",       CW_OD_ACTION_PLACE,       "cs" },
  { "discard",     CW_OD_ACTION_DISCARD,     "c" },
  { "ore",         CW_OD_ACTION_ORE,         "cr" },
  { "fungus",      CW_OD_ACTION_FUNGUS,      "cr" },
  { "play",        CW_OD_ACTION_PLAY,        "c" },
  { "move-fungus", CW_OD_ACTION_MOVE_FUNGUS, "crvs" },
  { "discard-ore", CW_OD_ACTION_DISCARD_ORE, "ccvs" },
  { "pick",        CW_OD_ACTION_PICK,        "c" },
  { "end-turn",    CW_OD_ACTION_END_TURN,    "" },
};

static const char *
shape_example (CwOdActionKind kind)
{
  switch (kind)
    {
    case CW_OD_ACTION_DIG:         return "dig 7H r1c3";
    case CW_OD_ACTION_PLACE:       return "place 5H r2c3";
    case CW_OD_ACTION_DISCARD:     return "discard 5H";
    case CW_OD_ACTION_ORE:         return "ore 7D r2";
    case CW_OD_ACTION_FUNGUS:      return "fungus 4C r1";
    case CW_OD_ACTION_PLAY:        return "play 7H";
    case CW_OD_ACTION_MOVE_FUNGUS: return "move-fungus 4C r3 void r1c2";
    case CW_OD_ACTION_DISCARD_ORE: return "discard-ore 7D 3S void r1c2";
    case CW_OD_ACTION_PICK:        return "pick AH";
    case CW_OD_ACTION_END_TURN:    return "end-turn";
    default:                       return "";
    }
}

/* "r2" (row only) or "r2c3", 1-based in the text. */
static gboolean
parse_place (const char *word,
             gboolean    with_column,
             guint8     *row,
             guint8     *column)
{
  if (g_ascii_tolower (word[0]) != 'r' || word[1] < '1' || word[1] > '0' + CW_OD_ROWS)
    return FALSE;
  *row = word[1] - '1';
  if (!with_column)
    return word[2] == '\0';
  if (g_ascii_tolower (word[2]) != 'c' || word[3] < '1' || word[3] > '0' + CW_OD_COLUMNS || word[4] != '\0')
    return FALSE;
  *column = word[3] - '1';
  return TRUE;
}

CwOdAction *
cw_od_action_parse (const char  *line,
                    GError     **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) words = NULL;
  g_autoptr(CwOdAction) action = NULL;
  guint n_words, at = 1, n_cards = 0;
  int which = -1;

  g_return_val_if_fail (line != NULL, NULL);

  text = g_strstrip (g_strdup (line));
  words = g_strsplit_set (text, " \t", -1);
  /* g_strsplit_set leaves empty words between two spaces. */
  {
    guint kept = 0;

    for (guint i = 0; words[i] != NULL; i++)
      if (words[i][0] != '\0')
        words[kept++] = words[i];
      else
        g_free (words[i]);
    words[kept] = NULL;
    n_words = kept;
  }
  if (n_words == 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("An empty line is no move: write one such as “dig 7H r1c3” or “end-turn”."));
      return NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (notation); i++)
    if (g_ascii_strcasecmp (words[0], notation[i].verb) == 0)
      which = i;
  if (which < 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("“%s” is no Ód move: the moves are dig, place, discard, ore, fungus, play, move-fungus, discard-ore, pick and end-turn."),
                   words[0]);
      return NULL;
    }

  action = cw_od_action_new (notation[which].kind);
  if (n_words - 1 != strlen (notation[which].shape))
    goto bad_shape;
  for (const char *shape = notation[which].shape; *shape != '\0'; shape++, at++)
    {
      const char *word = words[at];

      switch (*shape)
        {
        case 'c':
          {
            guint8 card = cw_od_card_parse (word);

            if (card == CW_OD_NO_CARD)
              {
                g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                             _("“%s” is no card: write the rank (A, 2…10, J, Q, K) then the suit (S, H, D, C), as in “10H” or “AS”."),
                             word);
                return NULL;
              }
            if (n_cards++ == 0)
              action->card = card;
            else
              action->card2 = card;
          }
          break;
        case 's':
          if (!parse_place (word, TRUE, &action->row, &action->column))
            {
              g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                           _("“%s” is no mine space: write the row then the column, 1 to 4 each, as in “r1c3”."), word);
              return NULL;
            }
          break;
        case 'r':
          if (!parse_place (word, FALSE, &action->target_row, NULL))
            {
              g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                           _("“%s” is no row: write “r1” (the row next to the legion) to “r4”."), word);
              return NULL;
            }
          break;
        case 'v':
          if (g_ascii_strcasecmp (word, "void") != 0)
            goto bad_shape;
          break;
        default:
          g_assert_not_reached ();
        }
    }
  return g_steal_pointer (&action);

bad_shape:
  g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("“%s” is not written as “%s” is."),
               line, shape_example (notation[which].kind));
  return NULL;
}
