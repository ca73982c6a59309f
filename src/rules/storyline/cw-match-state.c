/* cw-match-state.c: the state of a Storyline match as a player would write it down, as JSON and as text. */
#include "cw-match-private.h"

#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-dice.h"
#include "cw-game.h"
#include "cw-text.h"

/* Every name is written as the notation writes it ("loc:1.2", "Dorothy Gale", "ozd-060#2"),
 * so what `match show --json` says can be typed back into `match do`. */

static const char *
phase_id (CwMatchPhase phase)
{
  switch (phase)
    {
    case CW_MATCH_PHASE_SETUP:
      return "setup";
    case CW_MATCH_PHASE_THE_END:
      return "the-end";
    case CW_MATCH_PHASE_OVER:
      return "over";
    case CW_MATCH_PHASE_PLAYING:
    default:
      return "playing";
    }
}

static const char *
piece_kind_id (CwPieceKind kind)
{
  switch (kind)
    {
    case CW_PIECE_OBJECT:
      return "object";
    case CW_PIECE_EFFECT:
      return "effect";
    case CW_PIECE_EVENT:
      return "event";
    case CW_PIECE_CHARACTER:
    default:
      return "character";
    }
}

static void
append_key (GString    *out,
            gboolean    first,
            const char *key)
{
  if (!first)
    g_string_append (out, ", ");
  cw_json_append_string (out, key);
  g_string_append (out, ": ");
}

static void
append_strings (GPtrArray *strings,
                GString   *out)
{
  g_string_append_c (out, '[');
  for (guint i = 0; strings != NULL && i < strings->len; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      cw_json_append_string (out, g_ptr_array_index (strings, i));
    }
  g_string_append_c (out, ']');
}

static void
append_piece_json (CwMatch *self,
                   CwPiece *piece,
                   GString *out)
{
  g_autofree char *word = _cw_match_dup_piece_word (self, piece->uid);

  g_string_append (out, "{\"piece\": ");
  cw_json_append_string (out, word);
  g_string_append (out, ", \"card\": ");
  cw_json_append_string (out, cw_card_get_id (piece->card));
  g_string_append (out, ", \"title\": ");
  cw_json_append_string (out, cw_card_get_title (piece->card));
  g_string_append (out, ", \"kind\": ");
  cw_json_append_string (out, piece_kind_id (piece->kind));
  g_string_append (out, ", \"owner\": ");
  cw_json_append_string (out, cw_match_get_author_name (self, piece->owner));
  g_string_append (out, ", \"controller\": ");
  cw_json_append_string (out, cw_match_get_author_name (self, piece->controller));
  if (piece->kind == CW_PIECE_CHARACTER)
    g_string_append_printf (out, ", \"vitality\": %d, \"bonus_moved\": %s", piece->vitality,
                            piece->bonus_moved ? "true" : "false");
  if (piece->host != 0)
    {
      g_autofree char *host = _cw_match_dup_piece_word (self, piece->host);

      g_string_append (out, ", \"on\": ");
      cw_json_append_string (out, host);
    }
  if (piece->gained != NULL && piece->gained->len > 0)
    {
      g_string_append (out, ", \"gains\": ");
      append_strings (piece->gained, out);
    }
  if (piece->lost != NULL && piece->lost->len > 0)
    {
      g_string_append (out, ", \"loses\": ");
      append_strings (piece->lost, out);
    }
  g_string_append_c (out, '}');
}

static void
append_pieces_at (CwMatch *self,
                  int      place,
                  GString *out)
{
  g_autoptr (GArray) pieces = cw_match_get_pieces_at (self, place);

  g_string_append_c (out, '[');
  for (guint i = 0; i < pieces->len; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      append_piece_json (self, cw_match_find_piece (self, g_array_index (pieces, guint, i)), out);
    }
  g_string_append_c (out, ']');
}

void
_cw_match_append_state_json (CwEngine *engine,
                             GString  *out)
{
  CwMatch *self = CW_MATCH (engine);
  CwMatchState *state = self->state;
  g_autoptr (GArray) score = cw_match_get_score (self);
  g_autoptr (CwDice) last_roll = cw_match_dup_last_roll (self);

  g_string_append (out, "{");
  append_key (out, TRUE, "phase");
  cw_json_append_string (out, phase_id (state->phase));
  g_string_append_printf (out, ", \"round\": %u", state->round);
  append_key (out, FALSE, "turn");
  cw_json_append_string (out, cw_match_get_author_name (self, state->current));
  g_string_append_printf (out, ", \"step\": %d", state->step + 1);
  append_key (out, FALSE, "step_name");
  cw_json_append_string (out, cw_match_step_get_name (state->step));
  append_key (out, FALSE, "first");
  cw_json_append_string (out, cw_match_get_author_name (self, state->first_author));
  append_key (out, FALSE, "the_end");
  if (state->ending_author >= 0)
    {
      CwPiece *ending = cw_match_find_piece (self, state->ending_piece);

      g_string_append (out, "{\"author\": ");
      cw_json_append_string (out, cw_match_get_author_name (self, state->ending_author));
      g_string_append (out, ", \"card\": ");
      cw_json_append_string (out, ending ? cw_card_get_id (ending->card) : NULL);
      g_string_append (out, "}");
    }
  else
    g_string_append (out, "null");
  g_string_append_printf (out, ", \"folio\": %u", state->folio->len);

  append_key (out, FALSE, "last_roll");
  if (last_roll != NULL)
    {
      g_string_append (out, "{\"author\": ");
      cw_json_append_string (out, cw_match_get_author_name (self, cw_match_get_last_roll_author (self)));
      g_string_append (out, ", \"faces\": [");
      for (guint i = 0; i < cw_dice_get_n_dice (last_roll); i++)
        g_string_append_printf (out, "%s%d", i ? ", " : "", cw_dice_get_face (last_roll, i) + 1);
      g_string_append_printf (out, "], \"total\": %d}", cw_dice_get_total (last_roll));
    }
  else
    g_string_append (out, "null");

  g_string_append (out, ", \"authors\": [");
  for (int a = 0; a < self->n_authors; a++)
    {
      CwAuthorState *author = &state->authors[a];
      CwMatchScore *line = &g_array_index (score, CwMatchScore, a);
      CwCard *title = cw_match_get_author_title (self, a);
      g_autoptr (GArray) events = cw_match_get_face_down_events (self, a);

      g_string_append (out, a ? ", {" : "{");
      append_key (out, TRUE, "name");
      cw_json_append_string (out, cw_match_get_author_name (self, a));
      append_key (out, FALSE, "title_card");
      cw_json_append_string (out, title ? cw_card_get_id (title) : NULL);
      append_key (out, FALSE, "library_name");
      cw_json_append_string (out, cw_match_get_author_library_name (self, a));
      g_string_append_printf (out, ", \"sp\": %d, \"hand\": %d, \"library\": ", author->balance, author->hand);
      if (author->library >= 0)
        g_string_append_printf (out, "%d", author->library);
      else
        g_string_append (out, "null");
      g_string_append_printf (out, ", \"archive\": %d, \"face_down_events\": [", author->archive);
      for (guint i = 0; i < events->len; i++)
        {
          CwPiece *event = cw_match_find_piece (self, g_array_index (events, guint, i));

          if (i > 0)
            g_string_append (out, ", ");
          append_piece_json (self, event, out);
        }
      g_string_append (out, "], \"adjustments\": ");
      append_strings (author->adjustments, out);
      g_string_append_printf (out, ", \"score\": {\"vitality\": %d, \"prime_excluded\": %d, \"adjustments\": %d, "
                              "\"total\": %d, \"winner\": %s}}",
                              line->vitality, line->prime_excluded, line->adjustments, line->total,
                              line->winner ? "true" : "false");
    }

  g_string_append (out, "], \"places\": [");
  for (int place = 0; place < (int) cw_match_get_n_places (self); place++)
    {
      g_string_append (out, place ? ", {" : "{");
      if (cw_match_place_is_title (self, place))
        {
          g_autofree char *word = _cw_match_dup_place_word (self, place, place);

          append_key (out, TRUE, "place");
          cw_json_append_string (out, word);
          g_string_append (out, ", \"kind\": \"title\"");
        }
      else
        {
          CwCard *location = cw_match_get_location (self, place);
          gboolean face_up = cw_match_location_is_face_up (self, place);

          g_string_append_printf (out, "\"place\": \"loc:%d.%d\", \"kind\": \"location\", \"face_up\": %s",
                                  cw_match_place_get_spoke (self, place) + 1, cw_match_place_get_depth (self, place) + 1,
                                  face_up ? "true" : "false");
          /* Where it lies on each Author's Storyline: loc:N as that Author's moves write it. */
          g_string_append (out, ", \"storyline\": {");
          for (int a = 0, n = 0; a < self->n_authors; a++)
            {
              int index = cw_match_get_storyline_index (self, a, place);

              if (index < 0)
                continue;
              append_key (out, n++ == 0, cw_match_get_author_name (self, a));
              g_string_append_printf (out, "%d", index);
            }
          /* A face-down Location the app dealt is known to it, not to the players: its card
           * is written only face up. */
          g_string_append (out, "}, \"location\": ");
          if (location != NULL && face_up)
            {
              g_string_append (out, "{\"card\": ");
              cw_json_append_string (out, cw_card_get_id (location));
              g_string_append (out, ", \"title\": ");
              cw_json_append_string (out, cw_card_get_title (location));
              g_string_append_printf (out, ", \"enter_cost\": %d, \"leave_cost\": %d}",
                                      cw_match_location_get_enter_cost (self, place),
                                      cw_match_location_get_leave_cost (self, place));
            }
          else
            g_string_append (out, "null");
        }
      g_string_append (out, ", \"pieces\": ");
      append_pieces_at (self, place, out);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}");
}

static void
append_pieces_text (CwMatch *self,
                    int      place,
                    GString *out)
{
  g_autoptr (GArray) pieces = cw_match_get_pieces_at (self, place);

  for (guint i = 0; i < pieces->len; i++)
    {
      CwPiece *piece = cw_match_find_piece (self, g_array_index (pieces, guint, i));
      g_autofree char *word = _cw_match_dup_piece_word (self, piece->uid);
      const char *owner = cw_match_get_author_name (self, piece->owner);

      if (piece->kind == CW_PIECE_CHARACTER)
        /* Translators: a Character in play: its name, its Author, its Vitality. */
        g_string_append_printf (out, _("    %s (%s, Vitality %d)\n"), word, owner, piece->vitality);
      else if (piece->host != 0)
        {
          g_autofree char *host = _cw_match_dup_piece_word (self, piece->host);

          /* Translators: an Object or Effect on a Character: its name, its Author, the Character. */
          g_string_append_printf (out, _("    %s (%s, on %s)\n"), word, owner, host);
        }
      else
        g_string_append_printf (out, "    %s (%s)\n", word, owner);
    }
}

/* The four steps of a turn, as the rule book names them. */
static const char * const step_names[] = {
  N_("Draw a card"), N_("Roll for Story Points"), N_("Story Actions"), N_("Bonus movement"),
};

void
_cw_match_append_state_text (CwEngine *engine,
                             GString  *out)
{
  CwMatch *self = CW_MATCH (engine);
  CwMatchState *state = self->state;

  /* Translators: the round, whose turn it is, the step number and its name. */
  g_string_append_printf (out, cw_text_for_name (cw_match_get_author_name (self, state->current),
                                                 _("Round %u, %s's turn, step %d (%s)\n"),
                                                 /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                 C_("name starts with a vowel", "Round %u, %s's turn, step %d (%s)\n")), state->round,
                          cw_match_get_author_name (self, state->current), state->step + 1,
                          _(step_names[state->step]));
  if (state->ending_author >= 0)
    g_string_append_printf (out, _("The End: reached by %s\n"), cw_match_get_author_name (self, state->ending_author));
  for (int a = 0; a < self->n_authors; a++)
    {
      CwAuthorState *author = &state->authors[a];

      if (author->library >= 0)
        /* Translators: an Author's Story Points and card counts. */
        g_string_append_printf (out, _("%s: %d SP, %d in hand, %d in the Library, %d in the Archive\n"),
                                cw_match_get_author_name (self, a), author->balance, author->hand,
                                author->library, author->archive);
      else
        g_string_append_printf (out, _("%s: %d SP, %d in hand, %d in the Archive\n"),
                                cw_match_get_author_name (self, a), author->balance, author->hand, author->archive);
    }
  for (int place = 0; place < (int) cw_match_get_n_places (self); place++)
    {
      g_autofree char *word = _cw_match_dup_place_word (self, place, place);
      g_autofree char *name = cw_match_dup_place_name (self, place);

      if (!cw_match_place_is_title (self, place))
        {
          g_free (word);
          word = g_strdup_printf ("loc:%d.%d", cw_match_place_get_spoke (self, place) + 1,
                                  cw_match_place_get_depth (self, place) + 1);
        }
      g_string_append_printf (out, "  %s %s\n", word, name);
      append_pieces_text (self, place, out);
    }
}
