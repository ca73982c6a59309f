/* cw-match-notation.c: a Storyline action as one line of words and back, for `cardwright-cli match` and files. */
#include "cw-match-notation.h"
#include "cw-match-private.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-text.h"

/* The words of each action, in CwActionKind order; the first is the one written, the
 * others (the kind's name in a .cwmatch file) are read too. The synopsis is syntax, the
 * same in every language. */
static const struct {
  const char *word;
  const char *alias;
  const char *synopsis;
} verbs[] = {
  [CW_ACTION_DRAW] = { "draw", NULL, "draw" },
  [CW_ACTION_ROLL] = { "roll", NULL, "roll [[random] FACE…]" },
  [CW_ACTION_ARCHIVE_FOR_DICE] = { "archive-for-dice", NULL, "archive-for-dice AUTHOR N [[random] FACE…]" },
  [CW_ACTION_STORY_DRAW] = { "story-draw", NULL, "story-draw" },
  [CW_ACTION_MOVE] = { "move", NULL, "move PIECE PLACE [bonus|forced]" },
  [CW_ACTION_REPLACE_LOCATION] = { "replace-location", "replace", "replace-location PLACE [LOCATION-CARD]" },
  [CW_ACTION_IDENTIFY_LOCATION] = { "identify-location", "identify", "identify-location PLACE LOCATION-CARD" },
  [CW_ACTION_REVEAL_LOCATION] = { "reveal-location", "reveal", "reveal-location PLACE" },
  [CW_ACTION_PLAY_CARD] = { "play", "play-card", "play CARD [PLACE] [PIECE] [face-down SP]" },
  [CW_ACTION_TRIGGER_EVENT] = { "trigger-event", "trigger", "trigger-event AUTHOR PIECE" },
  [CW_ACTION_EQUIP] = { "equip", NULL, "equip OBJECT CHARACTER [by AUTHOR]" },
  [CW_ACTION_VITALITY] = { "vitality", NULL, "vitality PIECE +N|-N" },
  [CW_ACTION_ARCHIVE] = { "archive", NULL, "archive PIECE" },
  [CW_ACTION_BANISH] = { "banish", NULL, "banish PIECE" },
  [CW_ACTION_KEYWORD] = { "keyword", NULL, "keyword PIECE +KEYWORD|-KEYWORD" },
  [CW_ACTION_ADJUST_SCORE] = { "score", "adjust-score", "score AUTHOR +N|-N [REASON]" },
  [CW_ACTION_END_ACTIONS] = { "end-actions", NULL, "end-actions" },
  [CW_ACTION_END_TURN] = { "end-turn", NULL, "end-turn" },
  [CW_ACTION_TEXT_DRAW] = { "text-draw", NULL, "text-draw AUTHOR N" },
};

/* Every action has its words: a new kind without them is caught here, not in a file. */
G_STATIC_ASSERT (G_N_ELEMENTS (verbs) == CW_ACTION_TEXT_DRAW + 1);

/* ---- Words ---- */

/* A word needs quotes when it holds what separates or quotes words. */
static void
append_word (GString    *out,
             const char *word)
{
  gboolean plain = *word != '\0';

  for (const char *p = word; *p && plain; p++)
    if (g_ascii_isspace (*p) || *p == '"' || *p == '\\')
      plain = FALSE;
  if (out->len > 0)
    g_string_append_c (out, ' ');
  if (plain)
    {
      g_string_append (out, word);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = word; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* A line that cannot be read: a parse error, where a refused action is invalid. */
#define parse_error(error, ...) _cw_match_fail ((error), CW_ERROR_PARSE, __VA_ARGS__)

/* Words as a shell splits them: white space between, "…" around a word with spaces
 * (\" and \\ inside), quoted and plain parts of one word joined ("title:"Ann Marie""). */
static GPtrArray *
split_words (const char *line,
             GError    **error)
{
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  const char *p = line;

  for (;;)
    {
      GString *word;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      word = g_string_new (NULL);
      while (*p != '\0' && !g_ascii_isspace (*p))
        {
          if (*p != '"')
            {
              g_string_append_c (word, *p++);
              continue;
            }
          for (p++; *p != '"'; p++)
            {
              if (*p == '\0')
                {
                  g_string_free (word, TRUE);
                  parse_error (error, _("a quote (\") is opened and not closed"));
                  return NULL;
                }
              if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
                p++;
              g_string_append_c (word, *p);
            }
          p++;
        }
      g_ptr_array_add (words, g_string_free (word, FALSE));
    }
  return g_steal_pointer (&words);
}

/* ---- Authors ---- */

static void
append_author (CwMatch *self,
               GString *out,
               int      author)
{
  const char *name = cw_match_get_author_name (self, author);

  append_word (out, name ? name : "?");
}

static char *
dup_author_list (CwMatch *self)
{
  GString *list = g_string_new (NULL);

  for (guint a = 0; a < self->setup->len; a++)
    {
      CwAuthorSetup *setup = g_ptr_array_index (self->setup, a);

      g_string_append_printf (list, "%s%s", a ? ", " : "", setup->name);
    }
  return g_string_free (list, FALSE);
}

static gboolean
parse_author (CwMatch    *self,
              const char *word,
              int        *author,
              GError    **error)
{
  g_autofree char *known = NULL;

  for (guint a = 0; a < self->setup->len; a++)
    {
      CwAuthorSetup *setup = g_ptr_array_index (self->setup, a);

      if (cw_text_equal_folded (setup->name, word))
        {
          *author = (int) a;
          return TRUE;
        }
    }
  known = dup_author_list (self);
  return parse_error (error, _("no Author is called “%s”; the Authors are %s"), word, known);
}

/* ---- Places ----
 * title:AUTHOR is an Author's Title card. loc:N is position N (1…6) of a Storyline: the
 * moving Character's owner's for a move, the current Author's otherwise. loc:S.D is the
 * Location at spoke S (placed by the S-th Author, in seating order), D-th from the centre
 * (1…3): every slot of the wheel, from any Author's side. */

char *
_cw_match_dup_place_word (CwMatch *self,
                          int      place,
                          int      author)
{
  int index = cw_match_get_storyline_index (self, author, place);

  if (cw_match_place_is_title (self, place))
    return g_strdup_printf ("title:%s", cw_match_get_author_name (self, place));
  if (index > 0 && index < CW_MATCH_STORYLINE_LENGTH - 1)
    return g_strdup_printf ("loc:%d", index);
  if (cw_match_place_get_spoke (self, place) >= 0)
    return g_strdup_printf ("loc:%d.%d", cw_match_place_get_spoke (self, place) + 1,
                            cw_match_place_get_depth (self, place) + 1);
  /* Only an action built by hand holds a place the match does not have: written so the
   * line says so when it is read. */
  return g_strdup_printf ("loc:?%d", place);
}

static void
append_place (CwMatch *self,
              GString *out,
              int      place,
              int      author)
{
  g_autofree char *word = _cw_match_dup_place_word (self, place, author);

  append_word (out, word);
}

static gboolean
parse_number (const char *text,
              gboolean    sign,
              int        *value)
{
  char *end = NULL;
  gint64 number;

  if (*text == '\0' || (sign ? (*text != '+' && *text != '-') : !g_ascii_isdigit (*text)))
    return FALSE;
  number = g_ascii_strtoll (text, &end, 10);
  if (end == text || *end != '\0' || number > G_MAXINT / 2 || number < -(G_MAXINT / 2))
    return FALSE;
  *value = (int) number;
  return TRUE;
}

static gboolean
is_place_word (const char *word)
{
  return g_ascii_strncasecmp (word, "title:", 6) == 0 || g_ascii_strncasecmp (word, "loc:", 4) == 0;
}

static gboolean
parse_place (CwMatch    *self,
             const char *word,
             int         author,
             int        *place,
             GError    **error)
{
  const char *dot;

  if (!cw_match_is_started (self))
    return parse_error (error, _("“%s”: the match has not started; it has no places yet"), word);
  if (g_ascii_strncasecmp (word, "title:", 6) == 0)
    return parse_author (self, word + 6, place, error);
  if (g_ascii_strncasecmp (word, "loc:", 4) != 0)
    return parse_error (error, _("“%s” is no place: write title:AUTHOR, loc:N (1 to 6 along the Storyline) "
                                 "or loc:S.D (spoke S, D-th Location from the centre)"), word);
  word += 4;
  dot = strchr (word, '.');
  if (dot == NULL)
    {
      int index;

      if (!parse_number (word, FALSE, &index) || index < 1 || index > CW_MATCH_STORYLINE_LENGTH - 2)
        return parse_error (error, _("loc:%s: a Storyline's Locations are loc:1 to loc:6 (its ends are title:AUTHOR)"), word);
      *place = cw_match_get_storyline (self, author)[index];
      return TRUE;
    }
  else
    {
      g_autofree char *spoke_text = g_strndup (word, (gsize) (dot - word));
      int spoke, depth;

      if (!parse_number (spoke_text, FALSE, &spoke) || !parse_number (dot + 1, FALSE, &depth) ||
          spoke < 1 || spoke > self->n_authors || depth < 1 || depth > CW_MATCH_SPOKE_LENGTH)
        return parse_error (error, _("loc:%s: the wheel has spokes 1 to %d, each with Locations 1 to %d from the centre"),
                            word, self->n_authors, CW_MATCH_SPOKE_LENGTH);
      *place = cw_match_get_location_place (self, spoke - 1, depth - 1);
      return TRUE;
    }
}

/* ---- Pieces ----
 * A piece is named by its card's name, whole title or id, case- and accent-blind; "#N" after
 * it picks the N-th of the pieces so named, in the order they came into play. "#U" alone is
 * the engine's own number of a piece, written only for a piece no longer in play. */

static gboolean
piece_matches (CwPiece    *piece,
               const char *name,
               gboolean    by_id)
{
  if (by_id)
    return g_ascii_strcasecmp (cw_card_get_id (piece->card), name) == 0;
  return cw_text_equal_folded (cw_card_get_title (piece->card), name) ||
         cw_text_equal_folded (cw_card_get_name (piece->card), name);
}

static GPtrArray *
pieces_named (CwMatch    *self,
              const char *name)
{
  GPtrArray *found = g_ptr_array_new ();

  if (self->state == NULL)
    return found;
  /* A card id first: it names one card, where a name may name several. */
  for (int by_id = 1; by_id >= 0 && found->len == 0; by_id--)
    for (guint i = 0; i < self->state->pieces->len; i++)
      {
        CwPiece *piece = g_ptr_array_index (self->state->pieces, i);

        if (piece_matches (piece, name, by_id))
          g_ptr_array_add (found, piece);
      }
  return found;
}

/* Splits "name#N"; *n is 0 without a suffix. */
static char *
split_ordinal (const char *word,
               guint      *n)
{
  const char *hash = strrchr (word, '#');
  int value;

  *n = 0;
  if (hash == NULL || !parse_number (hash + 1, FALSE, &value) || value < 1)
    return g_strdup (word);
  *n = (guint) value;
  return g_strndup (word, (gsize) (hash - word));
}

static gboolean
parse_piece (CwMatch    *self,
             const char *word,
             guint      *uid,
             GError    **error)
{
  g_autofree char *name = NULL;
  g_autoptr (GPtrArray) found = NULL;
  guint n;

  name = split_ordinal (word, &n);
  if (*name == '\0' && n > 0)
    {
      /* "#U": checked by the rules, which name a piece that is not there. */
      *uid = n;
      return TRUE;
    }
  if (self->state == NULL)
    return parse_error (error, _("“%s”: the match has not started; no card is in play"), word);
  found = pieces_named (self, name);
  if (found->len == 0)
    return parse_error (error, _("no card in play is called “%s”"), name);
  if (n > found->len)
    return parse_error (error, g_dngettext (GETTEXT_PACKAGE, "%s: only %u card in play is called “%s”",
                                            "%s: only %u cards in play are called “%s”", found->len),
                        word, found->len, name);
  if (n == 0 && found->len > 1)
    return parse_error (error, _("%u cards in play are called “%s”: write %s#1 for the first to come into play, "
                                 "%s#2 for the second…"), found->len, name, name, name);
  *uid = ((CwPiece *) g_ptr_array_index (found, n ? n - 1 : 0))->uid;
  return TRUE;
}

/* The shortest of name, title, id and id#N that names this piece back. */
char *
_cw_match_dup_piece_word (CwMatch *self,
                          guint    uid)
{
  CwPiece *piece = cw_match_find_piece (self, uid);
  const char *candidates[3];
  g_autoptr (GPtrArray) same = NULL;
  guint index = 0;

  if (piece == NULL)
    return g_strdup_printf ("#%u", uid);
  candidates[0] = cw_card_get_name (piece->card);
  candidates[1] = cw_card_get_title (piece->card);
  candidates[2] = cw_card_get_id (piece->card);
  for (guint c = 0; c < G_N_ELEMENTS (candidates); c++)
    {
      guint found;

      if (candidates[c] == NULL || strchr (candidates[c], '#') != NULL)
        continue;
      if (parse_piece (self, candidates[c], &found, NULL) && found == uid)
        return g_strdup (candidates[c]);
    }
  same = pieces_named (self, cw_card_get_id (piece->card));
  g_ptr_array_find (same, piece, &index);
  return g_strdup_printf ("%s#%u", cw_card_get_id (piece->card), index + 1);
}

static void
append_piece (CwMatch *self,
              GString *out,
              guint    uid)
{
  g_autofree char *word = _cw_match_dup_piece_word (self, uid);

  append_word (out, word);
}

/* ---- Cards (played from hand, Locations) ---- */

static int
compare_card_ids (gconstpointer a,
                  gconstpointer b)
{
  return strcmp (cw_card_get_id (*(CwCard * const *) a), cw_card_get_id (*(CwCard * const *) b));
}

static void
add_card_once (GPtrArray *cards,
               CwCard    *card)
{
  for (guint i = 0; i < cards->len; i++)
    if (g_str_equal (cw_card_get_id (g_ptr_array_index (cards, i)), cw_card_get_id (card)))
      return;
  g_ptr_array_add (cards, card);
}

/* The cards a word names: the match's own cards first (custom cards live only there),
 * then the game's catalog; by id, else by whole title, else by name. */
static GPtrArray *
cards_named (CwMatch    *self,
             const char *word)
{
  GPtrArray *found = g_ptr_array_new ();
  CwCard *card = g_hash_table_lookup (self->cards, word);

  if (card == NULL && self->catalog != NULL)
    card = cw_catalog_lookup (self->catalog, word);
  if (card != NULL)
    {
      g_ptr_array_add (found, card);
      return found;
    }
  for (int by_title = 1; by_title >= 0 && found->len == 0; by_title--)
    {
      GHashTableIter iter;
      gpointer value;

      g_hash_table_iter_init (&iter, self->cards);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        if (by_title ? cw_text_equal_folded (cw_card_get_title (value), word)
                     : cw_text_equal_folded (cw_card_get_name (value), word))
          add_card_once (found, value);
      if (self->catalog != NULL)
        {
          g_autoptr (GPtrArray) named = cw_catalog_find_all_by_name (self->catalog, word);

          for (guint i = 0; named && i < named->len; i++)
            {
              CwCard *other = g_ptr_array_index (named, i);

              if (by_title ? cw_text_equal_folded (cw_card_get_title (other), word)
                           : cw_text_equal_folded (cw_card_get_name (other), word))
                add_card_once (found, other);
            }
        }
    }
  /* The match's cards are a hash table: an order that does not change between runs. */
  g_ptr_array_sort (found, compare_card_ids);
  return found;
}

static CwCard *
parse_card (CwMatch    *self,
            const char *word,
            GError    **error)
{
  g_autoptr (GPtrArray) found = cards_named (self, word);

  if (found->len == 1)
    return g_ptr_array_index (found, 0);
  if (found->len == 0)
    {
      g_autofree char *near = self->catalog ? cw_catalog_suggest_name (self->catalog, word) : NULL;

      if (near != NULL)
        parse_error (error, _("the game has no card “%s”; did you mean “%s”?"), word, near);
      else
        parse_error (error, _("the game has no card “%s” (write its id or its name)"), word);
      return NULL;
    }
  else
    {
      GString *list = g_string_new (NULL);

      for (guint i = 0; i < found->len; i++)
        g_string_append_printf (list, "%s%s (%s)", i ? ", " : "", cw_card_get_id (g_ptr_array_index (found, i)),
                                cw_card_get_title (g_ptr_array_index (found, i)));
      parse_error (error, _("“%s” names several cards: %s; write the card's id or its whole title"), word, list->str);
      g_string_free (list, TRUE);
      return NULL;
    }
}

static void
append_card (CwMatch *self,
             GString *out,
             CwCard  *card)
{
  const char *candidates[] = { cw_card_get_name (card), cw_card_get_title (card) };

  for (guint c = 0; c < G_N_ELEMENTS (candidates); c++)
    {
      g_autoptr (GPtrArray) found = NULL;

      if (candidates[c] == NULL)
        continue;
      found = cards_named (self, candidates[c]);
      if (found->len == 1 && g_str_equal (cw_card_get_id (g_ptr_array_index (found, 0)), cw_card_get_id (card)))
        {
          append_word (out, candidates[c]);
          return;
        }
    }
  append_word (out, cw_card_get_id (card));
}

/* ---- Dice ---- */

static void
append_faces (GString             *out,
              const CwMatchAction *action)
{
  if (action->faces == NULL)
    return;
  if (!action->physical)
    append_word (out, "random");
  for (guint i = 0; i < action->faces->len; i++)
    g_string_append_printf (out, " %u", g_array_index (action->faces, guint, i) + 1);
}

/* FACE… from words[from]: faces counted from 1, as the dice show them in the game's file. */
static gboolean
parse_faces (GPtrArray     *words,
             guint          from,
             CwMatchAction *action,
             GError       **error)
{
  gboolean random = FALSE;

  if (from < words->len && g_ascii_strcasecmp (g_ptr_array_index (words, from), "random") == 0)
    {
      random = TRUE;
      from++;
    }
  if (from >= words->len)
    return TRUE;
  action->faces = g_array_new (FALSE, FALSE, sizeof (guint));
  action->physical = !random;
  for (guint i = from; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);
      int face;
      guint index;

      if (!parse_number (word, FALSE, &face) || face < 1)
        return parse_error (error, _("“%s” is not a die's face: write the faces rolled as numbers, 1 for a die's first face"),
                            word);
      index = (guint) face - 1;
      g_array_append_val (action->faces, index);
    }
  return TRUE;
}

/* ---- Writing ---- */

static void
append_signed (GString *out,
               int      value)
{
  g_string_append_printf (out, " %+d", value);
}

char *
cw_match_action_to_notation (CwMatch             *match,
                             const CwMatchAction *action)
{
  GString *out = g_string_new (NULL);
  int current;

  g_return_val_if_fail (CW_IS_MATCH (match), NULL);
  g_return_val_if_fail (action != NULL, NULL);
  g_return_val_if_fail ((guint) action->kind < G_N_ELEMENTS (verbs), NULL);

  current = cw_match_get_current_author (match);
  g_string_append (out, verbs[action->kind].word);
  switch (action->kind)
    {
    case CW_ACTION_ROLL:
      append_faces (out, action);
      break;

    case CW_ACTION_ARCHIVE_FOR_DICE:
      append_author (match, out, action->author);
      g_string_append_printf (out, " %d", action->amount);
      append_faces (out, action);
      break;

    case CW_ACTION_TEXT_DRAW:
      append_author (match, out, action->author);
      g_string_append_printf (out, " %d", action->amount);
      break;

    case CW_ACTION_MOVE:
      append_piece (match, out, action->piece);
      append_place (match, out, action->place, cw_match_find_piece (match, action->piece)
                    ? cw_match_piece_get_owner (match, action->piece) : current);
      if (action->move_kind == CW_MOVE_BONUS)
        append_word (out, "bonus");
      else if (action->move_kind == CW_MOVE_FORCED)
        append_word (out, "forced");
      break;

    case CW_ACTION_REPLACE_LOCATION:
    case CW_ACTION_IDENTIFY_LOCATION:
    case CW_ACTION_REVEAL_LOCATION:
      append_place (match, out, action->place, current);
      if (action->card != NULL)
        append_card (match, out, action->card);
      break;

    case CW_ACTION_PLAY_CARD:
      if (action->card != NULL)
        append_card (match, out, action->card);
      if (action->place != CW_PLACE_NONE)
        append_place (match, out, action->place, current);
      if (action->target != 0)
        append_piece (match, out, action->target);
      if (action->face_down)
        {
          append_word (out, "face-down");
          g_string_append_printf (out, " %d", action->amount);
        }
      break;

    case CW_ACTION_TRIGGER_EVENT:
      append_author (match, out, action->author);
      append_piece (match, out, action->piece);
      break;

    case CW_ACTION_EQUIP:
      append_piece (match, out, action->piece);
      append_piece (match, out, action->target);
      /* The Author is the Character's: said only when it is someone else (a refusal). */
      if (!cw_match_find_piece (match, action->target) ||
          cw_match_piece_get_controller (match, action->target) != action->author)
        {
          append_word (out, "by");
          append_author (match, out, action->author);
        }
      break;

    case CW_ACTION_VITALITY:
      append_piece (match, out, action->piece);
      append_signed (out, action->amount);
      break;

    case CW_ACTION_ARCHIVE:
    case CW_ACTION_BANISH:
      append_piece (match, out, action->piece);
      break;

    case CW_ACTION_KEYWORD:
      {
        g_autofree char *word = g_strdup_printf ("%c%s", action->has_it ? '+' : '-', action->text ? action->text : "");

        append_piece (match, out, action->piece);
        append_word (out, word);
      }
      break;

    case CW_ACTION_ADJUST_SCORE:
      append_author (match, out, action->author);
      append_signed (out, action->amount);
      if (action->text != NULL && *action->text != '\0')
        append_word (out, action->text);
      break;

    case CW_ACTION_DRAW:
    case CW_ACTION_STORY_DRAW:
    case CW_ACTION_END_ACTIONS:
    case CW_ACTION_END_TURN:
    default:
      break;
    }
  return g_string_free (out, FALSE);
}

/* ---- Reading ---- */

static gboolean
usage_error (CwActionKind kind,
             GError     **error)
{
  /* Translators: %s is the action's syntax ("move PIECE PLACE [bonus|forced]"), kept as typed. */
  return parse_error (error, _("the action is written: %s"), verbs[kind].synopsis);
}

static gboolean
parse_verb (const char   *word,
            CwActionKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (verbs); i++)
    if (g_ascii_strcasecmp (verbs[i].word, word) == 0 ||
        (verbs[i].alias != NULL && g_ascii_strcasecmp (verbs[i].alias, word) == 0))
      {
        *kind = (CwActionKind) i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_play (CwMatch       *self,
            GPtrArray     *words,
            CwMatchAction *action,
            GError       **error)
{
  gboolean has_place = FALSE;

  if (words->len < 2)
    return usage_error (CW_ACTION_PLAY_CARD, error);
  action->card = parse_card (self, g_ptr_array_index (words, 1), error);
  if (action->card == NULL)
    return FALSE;
  g_object_ref (action->card);
  for (guint i = 2; i < words->len; i++)
    {
      const char *word = g_ptr_array_index (words, i);

      if (g_ascii_strcasecmp (word, "face-down") == 0)
        {
          if (action->face_down || i + 1 >= words->len ||
              !parse_number (g_ptr_array_index (words, i + 1), FALSE, &action->amount))
            return usage_error (CW_ACTION_PLAY_CARD, error);
          action->face_down = TRUE;
          i++;
        }
      else if (is_place_word (word))
        {
          if (has_place)
            return usage_error (CW_ACTION_PLAY_CARD, error);
          if (!parse_place (self, word, cw_match_get_current_author (self), &action->place, error))
            return FALSE;
          has_place = TRUE;
        }
      else
        {
          if (action->target != 0)
            return usage_error (CW_ACTION_PLAY_CARD, error);
          if (!parse_piece (self, word, &action->target, error))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
parse_words (CwMatch       *self,
             GPtrArray     *words,
             CwMatchAction *action,
             GError       **error)
{
  const char *arg1 = words->len > 1 ? g_ptr_array_index (words, 1) : NULL;
  const char *arg2 = words->len > 2 ? g_ptr_array_index (words, 2) : NULL;
  int current = cw_match_get_current_author (self);

  switch (action->kind)
    {
    case CW_ACTION_DRAW:
    case CW_ACTION_STORY_DRAW:
    case CW_ACTION_END_ACTIONS:
    case CW_ACTION_END_TURN:
      return words->len == 1 || usage_error (action->kind, error);

    case CW_ACTION_ROLL:
      return parse_faces (words, 1, action, error);

    case CW_ACTION_ARCHIVE_FOR_DICE:
      if (words->len < 3)
        return usage_error (action->kind, error);
      if (!parse_author (self, arg1, &action->author, error))
        return FALSE;
      if (!parse_number (arg2, FALSE, &action->amount))
        return parse_error (error, _("“%s” is not a number of cards"), arg2);
      return parse_faces (words, 3, action, error);

    case CW_ACTION_TEXT_DRAW:
      if (words->len != 3)
        return usage_error (action->kind, error);
      if (!parse_author (self, arg1, &action->author, error))
        return FALSE;
      if (!parse_number (arg2, FALSE, &action->amount))
        return parse_error (error, _("“%s” is not a number of cards"), arg2);
      return TRUE;

    case CW_ACTION_MOVE:
      if (words->len < 3 || words->len > 4)
        return usage_error (action->kind, error);
      if (!parse_piece (self, arg1, &action->piece, error) ||
          !parse_place (self, arg2, cw_match_find_piece (self, action->piece)
                        ? cw_match_piece_get_owner (self, action->piece) : current, &action->place, error))
        return FALSE;
      if (words->len == 4)
        {
          const char *kind = g_ptr_array_index (words, 3);

          if (g_ascii_strcasecmp (kind, "bonus") == 0)
            action->move_kind = CW_MOVE_BONUS;
          else if (g_ascii_strcasecmp (kind, "forced") == 0)
            action->move_kind = CW_MOVE_FORCED;
          else if (g_ascii_strcasecmp (kind, "action") != 0)
            return usage_error (action->kind, error);
        }
      return TRUE;

    case CW_ACTION_REPLACE_LOCATION:
    case CW_ACTION_IDENTIFY_LOCATION:
    case CW_ACTION_REVEAL_LOCATION:
      {
        guint wanted_min = action->kind == CW_ACTION_IDENTIFY_LOCATION ? 3 : 2;
        guint wanted_max = action->kind == CW_ACTION_REVEAL_LOCATION ? 2 : 3;

        if (words->len < wanted_min || words->len > wanted_max)
          return usage_error (action->kind, error);
        if (!parse_place (self, arg1, current, &action->place, error))
          return FALSE;
        if (arg2 != NULL)
          {
            action->card = parse_card (self, arg2, error);
            if (action->card == NULL)
              return FALSE;
            g_object_ref (action->card);
          }
        return TRUE;
      }

    case CW_ACTION_PLAY_CARD:
      return parse_play (self, words, action, error);

    case CW_ACTION_TRIGGER_EVENT:
      if (words->len != 3)
        return usage_error (action->kind, error);
      return parse_author (self, arg1, &action->author, error) &&
             parse_piece (self, arg2, &action->piece, error);

    case CW_ACTION_EQUIP:
      if (words->len != 3 && !(words->len == 5 && g_ascii_strcasecmp (g_ptr_array_index (words, 3), "by") == 0))
        return usage_error (action->kind, error);
      if (!parse_piece (self, arg1, &action->piece, error) || !parse_piece (self, arg2, &action->target, error))
        return FALSE;
      if (words->len == 5)
        return parse_author (self, g_ptr_array_index (words, 4), &action->author, error);
      action->author = cw_match_find_piece (self, action->target)
        ? cw_match_piece_get_controller (self, action->target) : current;
      return TRUE;

    case CW_ACTION_VITALITY:
      if (words->len != 3)
        return usage_error (action->kind, error);
      if (!parse_piece (self, arg1, &action->piece, error))
        return FALSE;
      if (!parse_number (arg2, TRUE, &action->amount))
        return parse_error (error, _("“%s”: write the change with its sign, +2 or -1"), arg2);
      return TRUE;

    case CW_ACTION_ARCHIVE:
    case CW_ACTION_BANISH:
      if (words->len != 2)
        return usage_error (action->kind, error);
      return parse_piece (self, arg1, &action->piece, error);

    case CW_ACTION_KEYWORD:
      {
        const CwKeyword *keyword;

        if (words->len != 3 || (arg2[0] != '+' && arg2[0] != '-') || arg2[1] == '\0')
          return usage_error (action->kind, error);
        if (!parse_piece (self, arg1, &action->piece, error))
          return FALSE;
        action->has_it = arg2[0] == '+';
        /* A keyword by id or name; one the game lacks is kept as written, for the rules
         * to refuse by name. */
        keyword = cw_game_find_keyword (self->game, arg2 + 1);
        action->text = g_strdup (keyword ? keyword->id : arg2 + 1);
        return TRUE;
      }

    case CW_ACTION_ADJUST_SCORE:
      if (words->len < 3 || words->len > 4)
        return usage_error (action->kind, error);
      if (!parse_author (self, arg1, &action->author, error))
        return FALSE;
      if (!parse_number (arg2, TRUE, &action->amount))
        return parse_error (error, _("“%s”: write the change with its sign, +2 or -1"), arg2);
      if (words->len == 4 && *(const char *) g_ptr_array_index (words, 3) != '\0')
        action->text = g_strdup (g_ptr_array_index (words, 3));
      return TRUE;

    default:
      g_assert_not_reached ();
    }
}

CwMatchAction *
cw_match_action_from_notation (CwMatch    *match,
                               const char *line,
                               GError    **error)
{
  g_autoptr (GPtrArray) words = NULL;
  g_autoptr (CwMatchAction) action = NULL;
  CwActionKind kind;

  g_return_val_if_fail (CW_IS_MATCH (match), NULL);
  g_return_val_if_fail (line != NULL, NULL);

  words = split_words (line, error);
  if (words == NULL)
    return NULL;
  if (words->len == 0)
    {
      parse_error (error, _("the line holds no action"));
      return NULL;
    }
  if (!parse_verb (g_ptr_array_index (words, 0), &kind))
    {
      GString *list = g_string_new (NULL);

      for (guint i = 0; i < G_N_ELEMENTS (verbs); i++)
        g_string_append_printf (list, "%s%s", i ? ", " : "", verbs[i].word);
      parse_error (error, _("“%s” is no action; the actions are %s"), (const char *) g_ptr_array_index (words, 0), list->str);
      g_string_free (list, TRUE);
      return NULL;
    }

  /* Built as the constructors build it, so that a line and the action it was written
   * from are equal. */
  switch (kind)
    {
    case CW_ACTION_DRAW:
      action = cw_match_action_new_draw ();
      break;
    case CW_ACTION_ROLL:
      action = cw_match_action_new_roll (NULL, 0);
      break;
    case CW_ACTION_ARCHIVE_FOR_DICE:
      action = cw_match_action_new_archive_for_dice (-1, 0, NULL, 0);
      break;
    case CW_ACTION_STORY_DRAW:
      action = cw_match_action_new_story_draw ();
      break;
    case CW_ACTION_MOVE:
      action = cw_match_action_new_move (0, CW_PLACE_NONE, CW_MOVE_ACTION);
      break;
    case CW_ACTION_REPLACE_LOCATION:
      action = cw_match_action_new_replace_location (CW_PLACE_NONE, NULL);
      break;
    case CW_ACTION_IDENTIFY_LOCATION:
    case CW_ACTION_PLAY_CARD:
      /* Their constructors want a card, which the words give below. */
      action = cw_match_action_new_reveal_location (CW_PLACE_NONE);
      action->kind = kind;
      break;
    case CW_ACTION_REVEAL_LOCATION:
      action = cw_match_action_new_reveal_location (CW_PLACE_NONE);
      break;
    case CW_ACTION_TRIGGER_EVENT:
      action = cw_match_action_new_trigger_event (-1, 0);
      break;
    case CW_ACTION_EQUIP:
      action = cw_match_action_new_equip (-1, 0, 0);
      break;
    case CW_ACTION_VITALITY:
      action = cw_match_action_new_vitality (0, 0);
      break;
    case CW_ACTION_ARCHIVE:
      action = cw_match_action_new_archive (0);
      break;
    case CW_ACTION_BANISH:
      action = cw_match_action_new_banish (0);
      break;
    case CW_ACTION_KEYWORD:
      action = cw_match_action_new_keyword (0, NULL, FALSE);
      break;
    case CW_ACTION_ADJUST_SCORE:
      action = cw_match_action_new_adjust_score (-1, 0, NULL);
      break;
    case CW_ACTION_END_ACTIONS:
      action = cw_match_action_new_end_actions ();
      break;
    case CW_ACTION_TEXT_DRAW:
      action = cw_match_action_new_text_draw (-1, 0);
      break;
    case CW_ACTION_END_TURN:
    default:
      action = cw_match_action_new_end_turn ();
      break;
    }

  if (!parse_words (match, words, action, error))
    return NULL;
  return g_steal_pointer (&action);
}

/* ---- Equality ---- */

static gboolean
faces_equal (GArray *a,
             GArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (guint)) == 0;
}

static const char *
text_or_null (const char *text)
{
  return text != NULL && *text != '\0' ? text : NULL;
}

gboolean
cw_match_action_equal (const CwMatchAction *a,
                       const CwMatchAction *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->kind == b->kind &&
         a->author == b->author &&
         a->piece == b->piece &&
         a->target == b->target &&
         a->place == b->place &&
         (a->kind != CW_ACTION_MOVE || a->move_kind == b->move_kind) &&
         g_strcmp0 (a->card ? cw_card_get_id (a->card) : NULL, b->card ? cw_card_get_id (b->card) : NULL) == 0 &&
         a->amount == b->amount &&
         a->face_down == b->face_down &&
         (a->kind != CW_ACTION_KEYWORD || a->has_it == b->has_it) &&
         faces_equal (a->faces, b->faces) &&
         (a->faces == NULL || a->physical == b->physical) &&
         g_strcmp0 (text_or_null (a->text), text_or_null (b->text)) == 0;
}
