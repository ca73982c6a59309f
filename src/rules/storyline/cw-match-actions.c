/* cw-match-actions.c: the rules of the Storyline Game System: the checks every action shares, the
 * cards' ways between Library, hand, play and Archive, and the one entry to every action. */
#include "cw-match-actions-private.h"

#include <stdarg.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-error.h"
#include "cw-text.h"

void
cw_match_log (CwMatch    *self,
              const char *format,
              ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  cw_engine_log (CW_ENGINE (self), "%s", line);
}

gboolean
cw_match_piece_keyword (CwPiece    *piece,
                        const char *keyword_id)
{
  if (piece->lost && g_ptr_array_find_with_equal_func (piece->lost, keyword_id, g_str_equal, NULL))
    return FALSE;
  if (piece->gained && g_ptr_array_find_with_equal_func (piece->gained, keyword_id, g_str_equal, NULL))
    return TRUE;
  return cw_card_has_keyword (piece->card, keyword_id);
}

gboolean
_cw_match_fail (GError    **error,
                CwError     code,
                const char *format,
                ...)
{
  va_list args;

  if (error != NULL)
    {
      va_start (args, format);
      *error = g_error_new_valist (CW_ERROR, code, format, args);
      va_end (args);
    }
  return FALSE;
}

gboolean
_cw_match_check_not_over (CwMatch *self,
                          GError **error)
{
  if (self->state->phase == CW_MATCH_PHASE_OVER)
    return _cw_match_refuse (error, _("The End: the game is over; only bonuses and penalties for the score may still be entered"));
  return TRUE;
}

gboolean
_cw_match_check_author (CwMatch *self,
                        int      author,
                        GError **error)
{
  if (author < 0 || author >= self->n_authors)
    return _cw_match_refuse (error, _("Authors: there is no Author number %d"), author);
  return TRUE;
}

gboolean
_cw_match_check_step (CwMatch    *self,
                      CwTurnStep  step,
                      const char *what,
                      GError    **error)
{
  CwMatchState *state = self->state;

  /* Translators: the four steps of a turn, as the rule book names them. */
  static const char * const words[] = {
    N_("draw a card"), N_("roll for Story Points"), N_("Story Actions"), N_("bonus movement"),
  };

  if (state->step != step)
    /* Translators: what is being done ("drawing the turn's card"), its step and the step the turn is at. */
    return _cw_match_refuse (error, cw_text_for_name (author_name (self, state->current),
                                                      _("Steps of a turn: %s belongs to step %d (%s); %s's turn is at step %d (%s)"),
                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                      C_("name starts with a vowel",
                                                         "Steps of a turn: %s belongs to step %d (%s); %s's turn is at step %d (%s)")),
                             what, step + 1, _(words[step]),
                             author_name (self, state->current), state->step + 1, _(words[state->step]));
  return TRUE;
}

gboolean
_cw_match_check_balance (CwMatch    *self,
                         int         cost,
                         const char *what,
                         GError    **error)
{
  CwMatchState *state = self->state;
  int balance = state->authors[state->current].balance;

  if (cost > balance)
    return _cw_match_refuse (error, _("Story Points: %s costs %d SP; %s has %d"),
                             what, cost, author_name (self, state->current), balance);
  return TRUE;
}

/* "If at any time your Library is depleted, your Archive is shuffled and becomes your
 * new Library": at the moment the Library the match knows is empty (after a draw, or
 * when a card reaches the Archive of an Author whose Library is empty), not at the next
 * draw, so cards archived later stay in the Archive. The match counts cards and does not
 * know their order: the shuffle has nothing to order and draws nothing from the GRand. */
static void
check_library_depleted (CwMatch *self,
                        int      author)
{
  CwAuthorState *state = &self->state->authors[author];

  if (state->library != 0 || state->archive == 0)
    return;
  state->library = state->archive;
  state->archive = 0;
  cw_match_log (self, cw_text_for_name (author_name (self, author),
                                        _("%s's Library is empty: the Archive is shuffled to make a new Library"),
                                        /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                        C_("name starts with a vowel", "%s's Library is empty: the Archive is shuffled to make a new Library")),
                author_name (self, author));
}

/* Every card that reaches an Archive goes through here. */
void
_cw_match_archive_cards (CwMatch *self,
                         int      author,
                         int      n_cards)
{
  self->state->authors[author].archive += n_cards;
  check_library_depleted (self, author);
}

/* Removes a piece from play: into its owner's Archive, or out of the game. */
void
_cw_match_remove_piece (CwMatch  *self,
                        CwPiece  *piece,
                        gboolean  banish)
{
  CwMatchState *state = self->state;
  g_autoptr (GArray) attached = g_array_new (FALSE, FALSE, sizeof (guint));
  guint uid = piece->uid;
  int owner;

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *other = g_ptr_array_index (state->pieces, i);

      if (other->host != uid)
        continue;
      if (other->kind == CW_PIECE_OBJECT)
        /* "When Characters are Archived or are removed from the game, Objects stay in
         * play in the same Location." */
        other->host = 0;
      else
        g_array_append_val (attached, other->uid);
    }
  /* "These Effects are archived if the attached card is archived or removed." */
  for (guint i = 0; i < attached->len; i++)
    {
      CwPiece *effect = find_piece (self, g_array_index (attached, guint, i));

      if (effect != NULL)
        {
          cw_match_log (self, _("%s is archived with %s"), card_name (effect->card), card_name (piece->card));
          _cw_match_remove_piece (self, effect, FALSE);
        }
    }

  piece = find_piece (self, uid);
  owner = piece->owner;
  g_ptr_array_remove (state->pieces, piece);
  if (!banish)
    _cw_match_archive_cards (self, owner, 1);
}

/* Draws one card for the Author; the draw that empties the Library turns the Archive
 * into the new Library at once. */
void
_cw_match_draw_card (CwMatch *self,
                     int      author)
{
  CwAuthorState *state = &self->state->authors[author];

  /* An empty Library has already taken the Archive in: both are empty. */
  if (state->library == 0)
    {
      cw_match_log (self, cw_text_for_name (author_name (self, author),
                                            _("%s's Library and Archive are empty: no card to draw"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "%s's Library and Archive are empty: no card to draw")), author_name (self, author));
      return;
    }
  if (state->library > 0)
    state->library--;
  state->hand++;
  check_library_depleted (self, author);
}

gboolean
cw_match_apply (CwMatch       *self,
                CwMatchAction *action,
                gboolean       dry_run,
                GError       **error)
{
  switch (action->kind)
    {
    case CW_ACTION_DRAW:
      return _cw_match_apply_draw (self, action, dry_run, error);
    case CW_ACTION_ROLL:
      return _cw_match_apply_roll (self, action, dry_run, error);
    case CW_ACTION_ARCHIVE_FOR_DICE:
      return _cw_match_apply_archive_for_dice (self, action, dry_run, error);
    case CW_ACTION_STORY_DRAW:
      return _cw_match_apply_story_draw (self, action, dry_run, error);
    case CW_ACTION_MOVE:
      return _cw_match_apply_move (self, action, dry_run, error);
    case CW_ACTION_REPLACE_LOCATION:
      return _cw_match_apply_replace_location (self, action, dry_run, error);
    case CW_ACTION_IDENTIFY_LOCATION:
      return _cw_match_apply_identify_location (self, action, dry_run, error);
    case CW_ACTION_REVEAL_LOCATION:
      return _cw_match_apply_reveal_location (self, action, dry_run, error);
    case CW_ACTION_PLAY_CARD:
      return _cw_match_apply_play_card (self, action, dry_run, error);
    case CW_ACTION_TRIGGER_EVENT:
      return _cw_match_apply_trigger_event (self, action, dry_run, error);
    case CW_ACTION_EQUIP:
      return _cw_match_apply_equip (self, action, dry_run, error);
    case CW_ACTION_VITALITY:
      return _cw_match_apply_vitality (self, action, dry_run, error);
    case CW_ACTION_ARCHIVE:
    case CW_ACTION_BANISH:
      return _cw_match_apply_remove (self, action, dry_run, error);
    case CW_ACTION_KEYWORD:
      return _cw_match_apply_keyword (self, action, dry_run, error);
    case CW_ACTION_ADJUST_SCORE:
      return _cw_match_apply_adjust_score (self, action, dry_run, error);
    case CW_ACTION_END_ACTIONS:
      return _cw_match_apply_end_actions (self, action, dry_run, error);
    case CW_ACTION_END_TURN:
      return _cw_match_apply_end_turn (self, action, dry_run, error);
    case CW_ACTION_TEXT_DRAW:
      return _cw_match_apply_text_draw (self, action, dry_run, error);
    default:
      return _cw_match_refuse (error, _("Actions: unknown action %d"), action->kind);
    }
}

static const char * const action_names[] = {
  [CW_ACTION_DRAW] = "draw",
  [CW_ACTION_ROLL] = "roll",
  [CW_ACTION_ARCHIVE_FOR_DICE] = "archive-for-dice",
  [CW_ACTION_STORY_DRAW] = "story-draw",
  [CW_ACTION_MOVE] = "move",
  [CW_ACTION_REPLACE_LOCATION] = "replace-location",
  [CW_ACTION_IDENTIFY_LOCATION] = "identify-location",
  [CW_ACTION_REVEAL_LOCATION] = "reveal-location",
  [CW_ACTION_PLAY_CARD] = "play-card",
  [CW_ACTION_TRIGGER_EVENT] = "trigger-event",
  [CW_ACTION_EQUIP] = "equip",
  [CW_ACTION_VITALITY] = "vitality",
  [CW_ACTION_ARCHIVE] = "archive",
  [CW_ACTION_BANISH] = "banish",
  [CW_ACTION_KEYWORD] = "keyword",
  [CW_ACTION_ADJUST_SCORE] = "adjust-score",
  [CW_ACTION_END_ACTIONS] = "end-actions",
  [CW_ACTION_END_TURN] = "end-turn",
  [CW_ACTION_TEXT_DRAW] = "text-draw",
};

const char *
cw_match_action_kind_to_string (CwActionKind kind)
{
  if ((guint) kind < G_N_ELEMENTS (action_names))
    return action_names[kind];
  return "unknown";
}

gboolean
cw_match_action_kind_from_string (const char   *text,
                                  CwActionKind *kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (action_names); i++)
    if (g_strcmp0 (action_names[i], text) == 0)
      {
        *kind = (CwActionKind) i;
        return TRUE;
      }
  return FALSE;
}
