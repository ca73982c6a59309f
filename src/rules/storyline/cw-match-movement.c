/* cw-match-movement.c: Characters moving along the Storyline (Story Action, bonus move, moved by
 * a card) and the Locations they move through: replaced, named while face down, turned up. */
#include "cw-match-actions-private.h"

#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-error.h"
#include "cw-text.h"

static void
set_place (CwMatch *self,
           CwPiece *piece,
           int      place)
{
  CwMatchState *state = self->state;

  piece->place = place;
  /* Equipped Objects and attached Effects travel with their host. */
  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *other = g_ptr_array_index (state->pieces, i);

      if (other->host == piece->uid)
        set_place (self, other, place);
    }
}

static char *
storyline_position (CwMatch *self,
                    int      author,
                    int      place)
{
  int index = cw_match_get_storyline_index (self, author, place);

  if (index > 0 && index < CW_MATCH_STORYLINE_LENGTH - 1)
    return g_strdup_printf (cw_text_for_name (author_name (self, author),
                                              _("Location %d of %s's Storyline"),
                                              /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                              C_("name starts with a vowel", "Location %d of %s's Storyline")), index, author_name (self, author));
  return g_strdup_printf (_("spoke %d, Location %d from the centre"),
                          cw_match_place_get_spoke (self, place) + 1,
                          cw_match_place_get_depth (self, place) + 1);
}

/* Flying: no Location cost or restriction applies, unless the Location requires
 * Swimming. Swimming: none applies at a Water Location. */
static gboolean
exempt_from_location (CwPiece *piece,
                      CwCard  *location)
{
  gboolean requires_swimming = cw_card_get_bool (location, "requires_swimming");

  if (cw_match_piece_keyword (piece, "flying") && !requires_swimming)
    return TRUE;
  if (cw_match_piece_keyword (piece, "swimming") && cw_card_get_bool (location, "water"))
    return TRUE;
  return FALSE;
}

static gboolean
cannot_enter (CwPiece  *piece,
              CwCard   *location)
{
  return cw_card_get_bool (location, "requires_swimming") && !cw_match_piece_keyword (piece, "swimming");
}

static int
enter_cost (CwPiece *piece,
            CwCard  *location)
{
  return exempt_from_location (piece, location) ? 0 : MAX (0, cw_card_get_int_or (location, "enter_cost", 0));
}

static int
leave_cost (CwPiece *piece,
            CwCard  *location)
{
  return exempt_from_location (piece, location) ? 0 : MAX (0, cw_card_get_int_or (location, "leave_cost", 0));
}

gboolean
_cw_match_apply_move (CwMatch       *self,
                      CwMatchAction *action,
                      gboolean       dry_run,
                      GError       **error)
{
  CwMatchState *state = self->state;
  CwPiece *piece = find_piece (self, action->piece);
  CwMoveKind kind = action->move_kind;
  const char *name;
  int from, to, from_index, to_index;
  CwCard *from_card = NULL;
  CwCard *to_card = NULL;
  gboolean to_face_up = TRUE;
  int action_sp, leave_sp = 0, enter_sp = 0, paid;
  g_autofree char *to_name = NULL;
  g_autofree char *breakdown = NULL;

  if (!_cw_match_check_not_over (self, error))
    return FALSE;
  if (piece == NULL)
    return _cw_match_refuse (error, _("Movement: there is no card number %u in play"), action->piece);
  name = card_name (piece->card);
  if (piece->kind != CW_PIECE_CHARACTER)
    return _cw_match_refuse (error, _("Movement: only Characters move by themselves; %s is not a Character"), name);
  if (kind != CW_MOVE_FORCED)
    {
      if (piece->controller != state->current)
        return _cw_match_refuse (error, _("Movement: %s is %s's Character; in %s's turn only %s's Characters move"),
                                 name, author_name (self, piece->controller),
                                 author_name (self, state->current), author_name (self, state->current));
      if (kind == CW_MOVE_ACTION &&
          !_cw_match_check_step (self, CW_TURN_STEP_ACTIONS, _("moving by a Story Action"), error))
        return FALSE;
      if (kind == CW_MOVE_BONUS &&
          !_cw_match_check_step (self, CW_TURN_STEP_BONUS_MOVE, _("the free bonus move"), error))
        return FALSE;
    }
  if (cw_match_piece_keyword (piece, "immovable"))
    return _cw_match_refuse (error, _("Immovable: %s may never move nor be moved"), name);
  if (kind != CW_MOVE_FORCED && cw_match_piece_keyword (piece, "steadfast"))
    return _cw_match_refuse (error, _("Steadfast: %s may not move by a Story Action or bonus move"), name);
  if (kind == CW_MOVE_BONUS && piece->bonus_moved)
    return _cw_match_refuse (error, _("Bonus movement: %s has already made a bonus move this turn"), name);
  if (piece->uid == state->ending_piece)
    return _cw_match_refuse (error, cw_text_for_name (author_name (self, cw_match_get_author_to_right (self, piece->owner)),
                                                      _("The End: %s ended the game on %s's Title card and stays there"),
                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                      C_("name starts with a vowel", "The End: %s ended the game on %s's Title card and stays there")),
                             name, author_name (self, cw_match_get_author_to_right (self, piece->owner)));

  from = piece->place;
  to = action->place;
  from_index = cw_match_get_storyline_index (self, piece->owner, from);
  to_index = cw_match_get_storyline_index (self, piece->owner, to);
  if (from_index < 0 || to_index < 0)
    return _cw_match_refuse (error, cw_text_for_name (author_name (self, piece->owner),
                                                      _("Storyline: %s may move only along %s's Storyline"),
                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                      C_("name starts with a vowel", "Storyline: %s may move only along %s's Storyline")),
                             name, author_name (self, piece->owner));
  if (ABS (to_index - from_index) != 1)
    return _cw_match_refuse (error, _("Movement: a Character moves one Location at a time along the Storyline"));
  if (to_index == 0)
    return _cw_match_refuse (error, cw_text_for_name (author_name (self, piece->owner),
                                                      _("Title cards: %s's Title card is not a Location; a Character does not move back onto it"),
                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                      C_("name starts with a vowel", "Title cards: %s's Title card is not a Location; a Character does not move back onto it")),
                             author_name (self, piece->owner));
  if (to_index == CW_MATCH_STORYLINE_LENGTH - 1 && !cw_match_piece_keyword (piece, "prime"))
    return _cw_match_refuse (error, cw_text_for_name (author_name (self, to),
                                                      _("Prime: only a Prime Character may move onto %s's Title card to end the game"),
                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                      C_("name starts with a vowel", "Prime: only a Prime Character may move onto %s's Title card to end the game")),
                             author_name (self, to));

  if (IS_SLOT (self, from))
    from_card = state->slot_card[SLOT (self, from)];
  if (IS_SLOT (self, to))
    {
      to_card = state->slot_card[SLOT (self, to)];
      to_face_up = state->slot_face_up[SLOT (self, to)];
      if (to_card == NULL)
        {
          g_autofree char *where = storyline_position (self, piece->owner, to);

          g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD,
                       cw_text_for_name (name,
                                         _("Face-down Location: say which Location lies at %s before %s moves onto it"),
                                         /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                         C_("name starts with a vowel", "Face-down Location: say which Location lies at %s before %s moves onto it")),
                       where, name);
          return FALSE;
        }
    }

  action_sp = kind == CW_MOVE_ACTION ? 1 : 0;
  if (kind != CW_MOVE_FORCED && from_card != NULL)
    leave_sp = leave_cost (piece, from_card);
  if (to_card != NULL && to_face_up)
    {
      if (cannot_enter (piece, to_card))
        return _cw_match_refuse (error, _("Swimming: %s requires Swimming to enter; %s lacks Swimming"),
                                 cw_card_get_title (to_card), name);
      if (kind != CW_MOVE_FORCED)
        enter_sp = enter_cost (piece, to_card);
    }

  to_name = cw_match_dup_place_name (self, to);
  if (action_sp + leave_sp + enter_sp > state->authors[state->current].balance)
    {
      GString *parts = g_string_new (NULL);

      if (action_sp > 0)
        g_string_append (parts, _("1 for the Story Action"));
      if (leave_sp > 0)
        {
          if (parts->len > 0)
            g_string_append (parts, ", ");
          g_string_append_printf (parts, _("%d to leave %s"), leave_sp, cw_card_get_title (from_card));
        }
      if (enter_sp > 0)
        {
          if (parts->len > 0)
            g_string_append (parts, ", ");
          g_string_append_printf (parts, _("%d to enter %s"), enter_sp, cw_card_get_title (to_card));
        }
      breakdown = g_string_free (parts, FALSE);
      return _cw_match_refuse (error, _("Story Points: moving %s to %s costs %d SP (%s); %s has %d"),
                               name, to_name, action_sp + leave_sp + enter_sp, breakdown,
                               author_name (self, state->current), state->authors[state->current].balance);
    }

  set_label (action, action_sp + leave_sp + enter_sp,
             g_strdup_printf (kind == CW_MOVE_BONUS ? _("Move %s to %s (bonus move)")
                              : kind == CW_MOVE_FORCED ? _("Move %s to %s (moved by a card)")
                              : _("Move %s to %s"), name, to_name));
  if (dry_run)
    return TRUE;

  /* From here the move is made: what is paid stays paid. */
  paid = action_sp + leave_sp;
  if (kind != CW_MOVE_FORCED)
    state->authors[state->current].balance -= paid;
  if (kind == CW_MOVE_BONUS)
    piece->bonus_moved = TRUE;

  if (!to_face_up)
    {
      const char *reason = NULL;

      state->slot_face_up[SLOT (self, to)] = TRUE;
      g_free (to_name);
      to_name = cw_match_dup_place_name (self, to);
      cw_match_log (self, _("A face-down Location turns up: %s"), to_name);

      if (cannot_enter (piece, to_card))
        reason = _("it requires Swimming");
      else if (kind != CW_MOVE_FORCED)
        {
          enter_sp = enter_cost (piece, to_card);
          if (enter_sp > state->authors[state->current].balance)
            reason = _("its cost to enter cannot be paid");
        }
      if (reason != NULL)
        {
          g_autofree char *from_name = cw_match_dup_place_name (self, from);

          /* "If movement is not possible, any Story Points already paid are lost." */
          cw_match_log (self, _("%s cannot enter %s (%s) and stays at %s; %d SP lost"),
                        name, to_name, reason, from_name, kind == CW_MOVE_FORCED ? 0 : paid);
          return TRUE;
        }
    }

  if (kind != CW_MOVE_FORCED)
    state->authors[state->current].balance -= enter_sp;
  set_place (self, piece, to);

  if (kind == CW_MOVE_FORCED)
    cw_match_log (self, _("%s is moved to %s by a card"), name, to_name);
  else
    cw_match_log (self, kind == CW_MOVE_BONUS ? _("%s moves to %s (bonus move), %d SP") : _("%s moves to %s, %d SP"),
                  name, to_name, paid + enter_sp);

  if (to_index == CW_MATCH_STORYLINE_LENGTH - 1 && state->phase == CW_MATCH_PHASE_PLAYING)
    {
      state->phase = CW_MATCH_PHASE_THE_END;
      state->ending_author = piece->controller;
      state->ending_piece = piece->uid;
      if (state->turn_in_round == self->n_authors - 1)
        cw_match_log (self, cw_text_for_name (author_name (self, to),
                                              _("The End: %s reaches %s's Title card; the round ends with this turn"),
                                              /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                              C_("name starts with a vowel", "The End: %s reaches %s's Title card; the round ends with this turn")),
                      name, author_name (self, to));
      else
        cw_match_log (self, cw_text_for_name (author_name (self, to),
                                              _("The End: %s reaches %s's Title card; the Authors who have not yet "
                                                "taken their turn this round take it"),
                                              /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                              C_("name starts with a vowel",
                                                 "The End: %s reaches %s's Title card; the Authors who have not yet "
                                                 "taken their turn this round take it")),
                      name, author_name (self, to));
    }
  return TRUE;
}

/* ---- The Locations ---- */

gboolean
_cw_match_apply_replace_location (CwMatch       *self,
                                  CwMatchAction *action,
                                  gboolean       dry_run,
                                  GError       **error)
{
  CwMatchState *state = self->state;
  int place = action->place;
  CwCard *old;
  CwCard *drawn = action->card;
  g_autofree char *old_name = NULL;
  g_autoptr (GArray) archived = NULL;

  if (!_cw_match_check_not_over (self, error) ||
      !_cw_match_check_step (self, CW_TURN_STEP_ACTIONS, _("replacing a Location"), error))
    return FALSE;
  if (!IS_SLOT (self, place))
    return _cw_match_refuse (error, _("Replace a Location: choose a Location in the Storyline (a Title card is not one)"));
  if (!state->slot_face_up[SLOT (self, place)])
    return _cw_match_refuse (error, _("Replace a Location: only a face-up Location may be replaced"));
  if (drawn != NULL && !is_location_card (drawn))
    return _cw_match_refuse (error, _("Replace a Location: %s is not a Location"), cw_card_get_title (drawn));
  if (drawn == NULL && state->folio->len == 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD,
                   _("Locations Folio: the Folio the match knows is empty; say which Location was drawn"));
      return FALSE;
    }
  if (!_cw_match_check_balance (self, 2, _("replacing a Location"), error))
    return FALSE;

  old = state->slot_card[SLOT (self, place)];
  old_name = cw_match_dup_place_name (self, place);
  set_label (action, 2, drawn ? g_strdup_printf (_("Replace %s with %s"), old_name, cw_card_get_title (drawn))
                              : g_strdup_printf (_("Replace %s with the top of the Locations Folio"), old_name));
  if (dry_run)
    return TRUE;

  state->authors[state->current].balance -= 2;
  if (drawn != NULL)
    g_ptr_array_remove (state->folio, drawn);   /* the copy drawn from the physical Folio */
  else
    drawn = g_ptr_array_steal_index (state->folio, 0);
  if (old != NULL)
    g_ptr_array_add (state->folio, old);          /* to the bottom of the Folio */
  state->slot_card[SLOT (self, place)] = drawn;
  state->slot_face_up[SLOT (self, place)] = TRUE;
  cw_match_log (self, _("%s replaces %s with %s, 2 SP"), author_name (self, state->current),
                old_name, cw_card_get_title (drawn));

  /* "Characters and Objects stay with the new Location, while all other cards are
   * archived": every Effect there, on the Location or on a Character or Object that
   * stays (docs/rules-notes.md); the Immovable go with the old Location into the Archive. */
  archived = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);

      if (piece->place != place)
        continue;
      if (piece->kind == CW_PIECE_EFFECT ||
          ((piece->kind == CW_PIECE_CHARACTER || piece->kind == CW_PIECE_OBJECT) &&
           cw_match_piece_keyword (piece, "immovable")))
        g_array_append_val (archived, piece->uid);
    }
  for (guint i = 0; i < archived->len; i++)
    {
      CwPiece *piece = find_piece (self, g_array_index (archived, guint, i));

      if (piece == NULL)
        continue;
      if (piece->kind == CW_PIECE_EFFECT)
        cw_match_log (self, _("%s is archived with %s"), card_name (piece->card), old_name);
      else
        cw_match_log (self, _("Immovable: %s is archived with %s"), card_name (piece->card), old_name);
      _cw_match_remove_piece (self, piece, FALSE);
    }
  return TRUE;
}

gboolean
_cw_match_apply_identify_location (CwMatch       *self,
                                   CwMatchAction *action,
                                   gboolean       dry_run,
                                   GError       **error)
{
  CwMatchState *state = self->state;
  int place = action->place;
  g_autofree char *where = NULL;

  if (!_cw_match_check_not_over (self, error))
    return FALSE;
  if (!IS_SLOT (self, place))
    return _cw_match_refuse (error, _("Face-down Location: only a Location slot of the Storyline can be named"));
  if (state->slot_face_up[SLOT (self, place)] || state->slot_card[SLOT (self, place)] != NULL)
    return _cw_match_refuse (error, _("Face-down Location: the match already knows the card at this place"));
  if (action->card == NULL || !is_location_card (action->card))
    return _cw_match_refuse (error, _("Face-down Location: %s is not a Location"),
                             action->card ? cw_card_get_title (action->card) : _("nothing"));

  where = g_strdup_printf (_("spoke %d, Location %d from the centre"),
                           cw_match_place_get_spoke (self, place) + 1,
                           cw_match_place_get_depth (self, place) + 1);
  set_label (action, 0, g_strdup_printf (_("Name the face-down Location at %s"), where));
  if (dry_run)
    return TRUE;

  g_ptr_array_remove (state->folio, action->card);
  state->slot_card[SLOT (self, place)] = action->card;
  cw_match_log (self, _("The face-down Location at %s is named"), where);
  return TRUE;
}

gboolean
_cw_match_apply_reveal_location (CwMatch       *self,
                                 CwMatchAction *action,
                                 gboolean       dry_run,
                                 GError       **error)
{
  CwMatchState *state = self->state;
  int place = action->place;
  g_autofree char *name = NULL;

  if (!_cw_match_check_not_over (self, error))
    return FALSE;
  if (!IS_SLOT (self, place) || state->slot_face_up[SLOT (self, place)])
    return _cw_match_refuse (error, _("Face-down Location: only a face-down Location can be turned up"));
  if (state->slot_card[SLOT (self, place)] == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD,
                   _("Face-down Location: say which Location lies at spoke %d, Location %d from the centre before it is turned up"),
                   cw_match_place_get_spoke (self, place) + 1, cw_match_place_get_depth (self, place) + 1);
      return FALSE;
    }
  set_label (action, 0, g_strdup (_("Turn up a face-down Location")));
  if (dry_run)
    return TRUE;

  state->slot_face_up[SLOT (self, place)] = TRUE;
  name = cw_match_dup_place_name (self, place);
  cw_match_log (self, _("A face-down Location turns up: %s"), name);
  return TRUE;
}
