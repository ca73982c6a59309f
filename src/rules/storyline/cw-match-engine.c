/* cw-match-engine.c: the Storyline match as a CwEngine: the class's vfuncs, performing and undo through the base, the legal actions, shorthands. */
#include "cw-match-private.h"
#include "cw-match-notation.h"
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-dice.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"

/* ---- The CwEngine seam ---- */

/* Where a book's sentence reads two ways (docs/rules-notes.md); the default is the book's
 * plainest reading. Read through rule_title_in_storyline () and rule_sorcery_own (). */
static const CwEngineOption match_options[] = {
  { "title-in-storyline", "yes|no", "no",
    N_("Whether a Character on a Title card scores and may be equipped; the book says “Title Cards are not part of the Storyline”") },
  { "sorcery", "any|own", "any",
    N_("Whose Character with Sorcery lets a card with the star be played: anyone's in play, or the playing Author's own") },
  { NULL }
};

static CwEngineAction
match_action_ref (CwEngineAction action)
{
  return cw_match_action_ref (action);
}

static void
match_action_unref (CwEngineAction action)
{
  cw_match_action_unref (action);
}

/* The history keeps its own copy: a caller performing the same action twice must not
 * find the first roll's faces recorded in it. Its card is the match's own under that id. */
static CwEngineAction
match_action_copy (CwEngine       *engine,
                   CwEngineAction  action)
{
  CwMatchAction *copy = cw_match_action_copy (action);

  if (copy->card != NULL)
    {
      CwCard *known = cw_match_register_card (CW_MATCH (engine), copy->card);

      g_object_ref (known);
      g_object_unref (copy->card);
      copy->card = known;
    }
  return copy;
}

static const char *
match_action_get_label (CwEngine       *engine,
                        CwEngineAction  action)
{
  return ((CwMatchAction *) action)->label;
}

static gboolean
match_apply (CwEngine       *engine,
             CwEngineAction  action,
             gboolean        dry_run,
             GError        **error)
{
  return cw_match_apply (CW_MATCH (engine), action, dry_run, error);
}

static GPtrArray *
match_list_legal (CwEngine *engine)
{
  return cw_match_list_legal_actions (CW_MATCH (engine));
}

/* Colours for Authors added without one (from the command line): GNOME's palette. */
static const char * const author_colours[CW_MATCH_MAX_AUTHORS] = {
  "#c01c28", "#1c71d8", "#26a269", "#e5a50a", "#813d9c", "#c64600",
};

static gboolean
match_add_player (CwEngine    *engine,
                  const char  *name,
                  CwLibrary   *library,
                  GError     **error)
{
  CwMatch *self = CW_MATCH (engine);
  guint n = self->setup->len;

  return cw_match_add_author (self, name, author_colours[n % CW_MATCH_MAX_AUTHORS],
                              NULL, library, error) >= 0;
}

static guint
match_get_n_players (CwEngine *engine)
{
  return CW_MATCH (engine)->setup->len;
}

static const char *
match_get_player_name (CwEngine *engine,
                       guint     player)
{
  CwAuthorSetup *setup = g_ptr_array_index (CW_MATCH (engine)->setup, player);

  return setup->name;
}

static gboolean
match_check_setup (CwEngine *engine,
                   GError  **error)
{
  CwMatch *self = CW_MATCH (engine);

  if (self->setup->len < CW_MATCH_MIN_AUTHORS)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Authors: a match needs %d to %d Authors; %u joined"),
                   CW_MATCH_MIN_AUTHORS, CW_MATCH_MAX_AUTHORS, self->setup->len);
      return FALSE;
    }
  if (self->first_author_asked >= (int) self->setup->len)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: there is no Author number %d to go first"), self->first_author_asked);
      return FALSE;
    }
  return TRUE;
}

static void
match_reset (CwEngine *engine)
{
  CwMatch *self = CW_MATCH (engine);

  self->n_authors = (int) self->setup->len;
  cw_match_compute_storylines (self);
  g_clear_pointer (&self->state, cw_match_state_free);
  self->state = cw_match_state_new (self);
}

static gboolean
match_is_over (CwEngine *engine)
{
  CwMatch *self = CW_MATCH (engine);

  return self->state != NULL && self->state->phase == CW_MATCH_PHASE_OVER;
}

static GArray *
match_get_score (CwEngine *engine)
{
  g_autoptr (GArray) lines = cw_match_get_score (CW_MATCH (engine));
  GArray *score = g_array_new (FALSE, TRUE, sizeof (CwEngineScore));

  for (guint i = 0; i < lines->len; i++)
    {
      CwMatchScore *line = &g_array_index (lines, CwMatchScore, i);
      CwEngineScore entry = { (guint) line->author, line->total, line->winner };

      g_array_append_val (score, entry);
    }
  return score;
}

static char *
match_format_action (CwEngine       *engine,
                     CwEngineAction  action)
{
  return cw_match_action_to_notation (CW_MATCH (engine), action);
}

static CwEngineAction
match_parse_action (CwEngine    *engine,
                    const char  *line,
                    GError     **error)
{
  return cw_match_action_from_notation (CW_MATCH (engine), line, error);
}

void
_cw_match_class_engine_init (CwEngineClass *engine_class)
{
  engine_class->engine_id = "storyline";
  /* 2: the book's readings of issue 12 (hand-only archiving, Title cards outside the
   * Storyline, the Archive becoming the Library at once, Effects archived on replacement). */
  engine_class->rules_version = 2;
  engine_class->options = match_options;
  /* Authors “compete against your fellow Authors”; the most is the match's own limit (one colour each). */
  engine_class->min_players = CW_MATCH_MIN_AUTHORS;
  engine_class->max_players = CW_MATCH_MAX_AUTHORS;
  engine_class->action_ref = match_action_ref;
  engine_class->action_unref = match_action_unref;
  engine_class->action_copy = match_action_copy;
  engine_class->action_get_label = match_action_get_label;
  engine_class->apply = match_apply;
  engine_class->list_legal = match_list_legal;
  engine_class->format_action = match_format_action;
  engine_class->parse_action = match_parse_action;
  engine_class->add_player = match_add_player;
  engine_class->get_n_players = match_get_n_players;
  engine_class->get_player_name = match_get_player_name;
  engine_class->check_setup = match_check_setup;
  engine_class->reset = match_reset;
  engine_class->is_over = match_is_over;
  engine_class->get_score = match_get_score;
  engine_class->append_state_json = _cw_match_append_state_json;
  engine_class->append_state_text = _cw_match_append_state_text;
  engine_class->save_root_attributes = cw_match_save_root_attributes;
  engine_class->save_setup = cw_match_save_setup;
  engine_class->load_setup = cw_match_load_setup;
  engine_class->save_action = cw_match_save_action;
  engine_class->load_action = cw_match_load_action;
}

/* ---- Performing, undo, redo: the base's ---- */

gboolean
cw_match_check (CwMatch       *self,
                CwMatchAction *action,
                GError       **error)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  return cw_engine_check (CW_ENGINE (self), action, error);
}

gboolean
cw_match_perform (CwMatch       *self,
                  CwMatchAction *action,
                  GError       **error)
{
  CwEngine *engine = CW_ENGINE (self);
  CwMatchAction *recorded;

  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!cw_engine_perform (engine, action, error))
    return FALSE;
  /* The caller's action learns what it cost and its words, as a check would tell. */
  recorded = cw_engine_get_action (engine, cw_engine_get_n_actions (engine) - 1);
  action->cost = recorded->cost;
  g_free (action->label);
  action->label = g_strdup (recorded->label);
  return TRUE;
}

gboolean
cw_match_can_undo (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  return cw_engine_can_undo (CW_ENGINE (self));
}

gboolean
cw_match_can_redo (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  return cw_engine_can_redo (CW_ENGINE (self));
}

const char *
cw_match_get_undo_label (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  return cw_engine_get_undo_label (CW_ENGINE (self));
}

const char *
cw_match_get_redo_label (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  return cw_engine_get_redo_label (CW_ENGINE (self));
}

gboolean
cw_match_undo (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  return cw_engine_undo (CW_ENGINE (self));
}

gboolean
cw_match_redo (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  return cw_engine_redo (CW_ENGINE (self));
}

guint
cw_match_get_n_actions (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return cw_engine_get_n_actions (CW_ENGINE (self));
}

GPtrArray *
cw_match_get_log (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  return cw_engine_get_log (CW_ENGINE (self));
}

/* ---- Legal actions ---- */

static void
try_action (CwMatch       *self,
            GPtrArray     *legal,
            CwMatchAction *action)
{
  if (cw_match_apply (self, action, TRUE, NULL))
    g_ptr_array_add (legal, action);
  else
    cw_match_action_unref (action);
}

GPtrArray *
cw_match_list_legal_actions (CwMatch *self)
{
  GPtrArray *legal = g_ptr_array_new_with_free_func ((GDestroyNotify) cw_match_action_unref);
  CwMatchState *state;
  int author;

  g_return_val_if_fail (CW_IS_MATCH (self), legal);
  state = self->state;
  if (state == NULL || state->phase == CW_MATCH_PHASE_OVER)
    return legal;
  author = state->current;

  try_action (self, legal, cw_match_action_new_draw ());
  try_action (self, legal, cw_match_action_new_roll (NULL, 0));
  try_action (self, legal, cw_match_action_new_story_draw ());

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);

      if (piece->kind != CW_PIECE_CHARACTER || piece->controller != author)
        continue;
      for (int direction = 1; direction >= -1; direction -= 2)
        {
          int to = cw_match_get_neighbour (self, piece->owner, piece->place, direction);

          if (to == CW_PLACE_NONE)
            continue;
          try_action (self, legal, cw_match_action_new_move (piece->uid, to, CW_MOVE_ACTION));
          try_action (self, legal, cw_match_action_new_move (piece->uid, to, CW_MOVE_BONUS));
        }
    }

  for (int place = self->n_authors; PLACE_OK (self, place); place++)
    try_action (self, legal, cw_match_action_new_replace_location (place, NULL));

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *object = g_ptr_array_index (state->pieces, i);

      if (object->kind != CW_PIECE_OBJECT || object->host != 0)
        continue;
      for (guint j = 0; j < state->pieces->len; j++)
        {
          CwPiece *character = g_ptr_array_index (state->pieces, j);

          if (character->kind == CW_PIECE_CHARACTER && character->controller == author &&
              character->place == object->place)
            try_action (self, legal, cw_match_action_new_equip (author, object->uid, character->uid));
        }
    }

  try_action (self, legal, cw_match_action_new_end_actions ());
  try_action (self, legal, cw_match_action_new_end_turn ());
  return legal;
}

/* ---- Shorthands ---- */

static gboolean
perform_and_free (CwMatch       *self,
                  CwMatchAction *action,
                  GError       **error)
{
  gboolean ok = cw_match_perform (self, action, error);

  cw_match_action_unref (action);
  return ok;
}

gboolean
cw_match_draw (CwMatch *self,
               GError **error)
{
  return perform_and_free (self, cw_match_action_new_draw (), error);
}

gboolean
cw_match_roll (CwMatch *self,
               GError **error)
{
  return perform_and_free (self, cw_match_action_new_roll (NULL, 0), error);
}

gboolean
cw_match_enter_roll (CwMatch     *self,
                     const guint *faces,
                     guint        n_faces,
                     GError     **error)
{
  g_return_val_if_fail (faces != NULL || n_faces == 0, FALSE);
  return perform_and_free (self, cw_match_action_new_roll (faces ? faces : (const guint[]) { 0 }, n_faces), error);
}

gboolean
cw_match_archive_for_dice (CwMatch *self,
                           int      author,
                           guint    n_cards,
                           GError **error)
{
  return perform_and_free (self, cw_match_action_new_archive_for_dice (author, n_cards, NULL, 0), error);
}

gboolean
cw_match_story_draw (CwMatch *self,
                     GError **error)
{
  return perform_and_free (self, cw_match_action_new_story_draw (), error);
}

gboolean
cw_match_text_draw (CwMatch *self,
                    int      author,
                    guint    n_cards,
                    GError **error)
{
  return perform_and_free (self, cw_match_action_new_text_draw (author, n_cards), error);
}

gboolean
cw_match_move (CwMatch   *self,
               guint      piece,
               int        to_place,
               CwMoveKind kind,
               GError   **error)
{
  return perform_and_free (self, cw_match_action_new_move (piece, to_place, kind), error);
}

gboolean
cw_match_replace_location (CwMatch *self,
                           int      place,
                           CwCard  *drawn,
                           GError **error)
{
  return perform_and_free (self, cw_match_action_new_replace_location (place, drawn), error);
}

gboolean
cw_match_identify_location (CwMatch *self,
                            int      place,
                            CwCard  *location,
                            GError **error)
{
  g_return_val_if_fail (CW_IS_CARD (location), FALSE);
  return perform_and_free (self, cw_match_action_new_identify_location (place, location), error);
}

gboolean
cw_match_reveal_location (CwMatch *self,
                          int      place,
                          GError **error)
{
  return perform_and_free (self, cw_match_action_new_reveal_location (place), error);
}

guint
cw_match_play_card (CwMatch *self,
                    CwCard  *card,
                    int      place,
                    guint    target,
                    GError **error)
{
  guint before;

  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  g_return_val_if_fail (CW_IS_CARD (card), 0);

  before = self->state ? self->state->next_uid : 0;
  if (!perform_and_free (self, cw_match_action_new_play_card (card, place, target), error))
    return 0;
  /* The new piece, if the card stayed in play. */
  return cw_match_find_piece (self, before) ? before : 0;
}

gboolean
cw_match_equip (CwMatch *self,
                int      author,
                guint    object,
                guint    character,
                GError **error)
{
  return perform_and_free (self, cw_match_action_new_equip (author, object, character), error);
}

gboolean
cw_match_change_vitality (CwMatch *self,
                          guint    piece,
                          int      delta,
                          GError **error)
{
  return perform_and_free (self, cw_match_action_new_vitality (piece, delta), error);
}

gboolean
cw_match_archive_piece (CwMatch *self,
                        guint    piece,
                        GError **error)
{
  return perform_and_free (self, cw_match_action_new_archive (piece), error);
}

gboolean
cw_match_adjust_score (CwMatch    *self,
                       int         author,
                       int         delta,
                       const char *reason,
                       GError    **error)
{
  return perform_and_free (self, cw_match_action_new_adjust_score (author, delta, reason), error);
}

gboolean
cw_match_end_actions (CwMatch *self,
                      GError **error)
{
  return perform_and_free (self, cw_match_action_new_end_actions (), error);
}

gboolean
cw_match_end_turn (CwMatch *self,
                   GError **error)
{
  return perform_and_free (self, cw_match_action_new_end_turn (), error);
}
