/* cw-match-actions.c: the rules of the Storyline Game System, one check-then-apply function per action. */
#include "cw-match-private.h"

#include <stdarg.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-dice.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-text.h"

/* Every function below first checks, touching nothing, and returns with dry_run
 * before the first change: a refused action leaves the match as it was. */


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

static const char *
author_name (CwMatch *self,
             int      author)
{
  return cw_match_get_author_name (self, author);
}

static const char *
card_name (CwCard *card)
{
  return cw_card_get_name (card);
}

static void
set_label (CwMatchAction *action,
           int            cost,
           char          *label)
{
  action->cost = cost;
  g_free (action->label);
  action->label = label;
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

static const char *
keyword_name (CwMatch    *self,
              const char *keyword_id)
{
  const CwKeyword *keyword = cw_game_find_keyword (self->game, keyword_id);

  return keyword ? keyword->name : keyword_id;
}

/* The kind of piece a card becomes in play, from its type id (data, not C). */
static gboolean
piece_kind_of (CwCard      *card,
               CwPieceKind *kind)
{
  static const struct { const char *type; CwPieceKind kind; } kinds[] = {
    { "character", CW_PIECE_CHARACTER },
    { "object", CW_PIECE_OBJECT },
    { "effect", CW_PIECE_EFFECT },
    { "event", CW_PIECE_EVENT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (cw_match_card_is_type (card, kinds[i].type))
      {
        *kind = kinds[i].kind;
        return TRUE;
      }
  return FALSE;
}

static gboolean
refuse (GError    **error,
        const char *format,
        ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse (GError    **error,
        const char *format,
        ...)
{
  va_list args;

  if (error != NULL)
    {
      va_start (args, format);
      *error = g_error_new_valist (CW_ERROR, CW_ERROR_INVALID, format, args);
      va_end (args);
    }
  return FALSE;
}

static gboolean
check_not_over (CwMatch *self,
                GError **error)
{
  if (self->state->phase == CW_MATCH_PHASE_OVER)
    return refuse (error, _("The End: the game is over; only bonuses and penalties for the score may still be entered"));
  return TRUE;
}

static gboolean
check_author (CwMatch *self,
              int      author,
              GError **error)
{
  if (author < 0 || author >= self->n_authors)
    return refuse (error, _("Authors: there is no Author number %d"), author);
  return TRUE;
}

static gboolean
check_step (CwMatch    *self,
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
    return refuse (error, cw_text_for_name (author_name (self, state->current),
                                            _("Steps of a turn: %s belongs to step %d (%s); %s's turn is at step %d (%s)"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel",
                                               "Steps of a turn: %s belongs to step %d (%s); %s's turn is at step %d (%s)")),
                   what, step + 1, _(words[step]),
                   author_name (self, state->current), state->step + 1, _(words[state->step]));
  return TRUE;
}

static gboolean
check_balance (CwMatch    *self,
               int         cost,
               const char *what,
               GError    **error)
{
  CwMatchState *state = self->state;
  int balance = state->authors[state->current].balance;

  if (cost > balance)
    return refuse (error, _("Story Points: %s costs %d SP; %s has %d"),
                   what, cost, author_name (self, state->current), balance);
  return TRUE;
}

static CwPiece *
find_piece (CwMatch *self,
            guint    uid)
{
  return cw_match_find_piece (self, uid);
}

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
static void
archive_cards (CwMatch *self,
               int      author,
               int      n_cards)
{
  self->state->authors[author].archive += n_cards;
  check_library_depleted (self, author);
}

/* Removes a piece from play: into its owner's Archive, or out of the game. */
static void
remove_piece (CwMatch  *self,
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
          remove_piece (self, effect, FALSE);
        }
    }

  piece = find_piece (self, uid);
  owner = piece->owner;
  g_ptr_array_remove (state->pieces, piece);
  if (!banish)
    archive_cards (self, owner, 1);
}

static CwPiece *
new_piece (CwMatch     *self,
           CwCard      *card,
           CwPieceKind  kind,
           int          author,
           int          place)
{
  CwPiece *piece = g_new0 (CwPiece, 1);

  piece->uid = self->state->next_uid++;
  piece->kind = kind;
  piece->card = card;
  piece->owner = author;
  piece->controller = author;
  piece->place = place;
  piece->host_place = CW_PLACE_NONE;
  piece->vitality = kind == CW_PIECE_CHARACTER ? cw_card_get_int_or (card, "vitality", 0) : 0;
  g_ptr_array_add (self->state->pieces, piece);
  return piece;
}

/* Draws one card for the Author; the draw that empties the Library turns the Archive
 * into the new Library at once. */
static void
draw_card (CwMatch *self,
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

/* ---- Step 1 and 2: draw, roll ---- */

static gboolean
apply_draw (CwMatch       *self,
            CwMatchAction *action,
            gboolean       dry_run,
            GError       **error)
{
  CwMatchState *state = self->state;

  if (!check_not_over (self, error) ||
      !check_step (self, CW_TURN_STEP_DRAW, _("drawing the turn's card"), error))
    return FALSE;
  set_label (action, 0, g_strdup_printf (_("%s draws a card"), author_name (self, state->current)));
  if (dry_run)
    return TRUE;

  cw_match_log (self, _("%s draws a card"), author_name (self, state->current));
  draw_card (self, state->current);
  state->step = CW_TURN_STEP_ROLL;
  return TRUE;
}

/* A card's text ("draw two cards"): any Author, at any time, free. The match does not read
 * card texts, so the players say so; without it the hand count runs short and archiving
 * for Gold Bonus dice would refuse cards the Author really holds. */
static gboolean
apply_text_draw (CwMatch       *self,
                 CwMatchAction *action,
                 gboolean       dry_run,
                 GError       **error)
{
  int author = action->author;

  if (!check_not_over (self, error) || !check_author (self, author, error))
    return FALSE;
  if (action->amount < 1 || action->amount > 20)
    return refuse (error, _("Drawing by a card's text: from 1 to 20 cards, not %d"), action->amount);
  set_label (action, 0, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s draws %d card by a card's text",
                                                      "%s draws %d cards by a card's text", action->amount),
                                         author_name (self, author), action->amount));
  if (dry_run)
    return TRUE;

  cw_match_log (self, "%s", action->label);
  for (int i = 0; i < action->amount; i++)
    draw_card (self, author);
  return TRUE;
}

static gboolean
check_faces (CwDice        *dice,
             CwMatchAction *action,
             GError       **error)
{
  guint n = cw_dice_get_n_dice (dice);

  if (!action->physical)
    return TRUE;
  if (action->faces == NULL || action->faces->len != n)
    return refuse (error, _("Dice: the pool has %u dice; %u faces were entered"),
                   n, action->faces ? action->faces->len : 0);
  for (guint i = 0; i < n; i++)
    {
      const CwDieDef *die = cw_dice_get_die (dice, i);
      guint face = g_array_index (action->faces, guint, i);

      if (face >= die->faces->len)
        return refuse (error, _("Dice: %s has %u faces; face %u was entered"),
                       die->name, die->faces->len, face + 1);
    }
  return TRUE;
}

/* Rolls with the match's GRand (a roll entered by hand uses none). A roll replayed
 * takes the faces recorded when it was first made. */
static int
roll_dice (CwMatch       *self,
           CwDice        *dice,
           CwMatchAction *action)
{
  CwMatchState *state = self->state;
  guint n = cw_dice_get_n_dice (dice);

  if (!action->physical)
    {
      cw_dice_roll (dice, cw_engine_get_rand (CW_ENGINE (self)));
      if (action->faces != NULL && action->faces->len == n)
        cw_dice_set_faces (dice, (const guint *) (void *) action->faces->data, n);
      else
        {
          g_clear_pointer (&action->faces, g_array_unref);
          action->faces = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
          for (guint i = 0; i < n; i++)
            {
              guint face = (guint) MAX (0, cw_dice_get_face (dice, i));

              g_array_append_val (action->faces, face);
            }
        }
    }
  else
    cw_dice_set_faces (dice, (const guint *) (void *) action->faces->data, n);

  g_array_set_size (state->last_faces, 0);
  g_array_append_vals (state->last_faces, action->faces->data, n);
  return cw_dice_get_total (dice);
}

static gboolean
apply_roll (CwMatch       *self,
            CwMatchAction *action,
            gboolean       dry_run,
            GError       **error)
{
  CwMatchState *state = self->state;
  int author = state->current;
  guint n_gold;
  g_autoptr (CwDice) dice = NULL;
  int total;
  guint n_base, n_dice;

  if (!check_not_over (self, error) ||
      !check_step (self, CW_TURN_STEP_ROLL, _("rolling for Story Points"), error))
    return FALSE;
  if (cw_game_get_dice_pool (self->game) == NULL)
    return refuse (error, _("Dice: the game “%s” defines no dice pool"), cw_game_get_name (self->game));

  n_gold = cw_match_get_gold_dice (self, author);
  dice = cw_dice_new_for_game (self->game, n_gold);
  if (!check_faces (dice, action, error))
    return FALSE;
  set_label (action, 0, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s rolls %u die for Story Points",
                                                      "%s rolls %u dice for Story Points", cw_dice_get_n_dice (dice)),
                                         author_name (self, author), cw_dice_get_n_dice (dice)));
  if (dry_run)
    return TRUE;

  total = roll_dice (self, dice, action);
  state->authors[author].balance += total;
  state->last_author = author;
  state->last_n_gold = n_gold;
  state->last_bonus_only = FALSE;
  state->step = CW_TURN_STEP_ACTIONS;
  n_base = g_strv_length (cw_game_get_dice_pool (self->game)->base);
  n_dice = cw_dice_get_n_dice (dice);
  if (action->physical)
    cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s enters a roll of %u die (%u gold): %d SP",
                                     "%s enters a roll of %u dice (%u gold): %d SP", n_dice),
                  author_name (self, author), n_dice, n_dice > n_base ? n_dice - n_base : 0, total);
  else
    cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s rolls %u die (%u gold): %d SP",
                                     "%s rolls %u dice (%u gold): %d SP", n_dice),
                  author_name (self, author), n_dice, n_dice > n_base ? n_dice - n_base : 0, total);
  return TRUE;
}

static gboolean
apply_archive_for_dice (CwMatch       *self,
                        CwMatchAction *action,
                        gboolean       dry_run,
                        GError       **error)
{
  CwMatchState *state = self->state;
  int author = action->author;
  g_autoptr (CwDice) dice = NULL;
  int total;

  if (!check_not_over (self, error) || !check_author (self, author, error))
    return FALSE;
  if (action->amount < 1)
    return refuse (error, _("Gold Bonus dice: archive at least one card from hand to roll a Gold Bonus die"));
  /* "At any time an Author may archive cards from their hand": no more than they hold. */
  if (action->amount > state->authors[author].hand)
    return refuse (error, g_dngettext (GETTEXT_PACKAGE,
                                       "Gold Bonus dice: only cards from the hand are archived; %s holds %d card and cannot archive %d",
                                       "Gold Bonus dice: only cards from the hand are archived; %s holds %d cards and cannot archive %d",
                                       state->authors[author].hand),
                   author_name (self, author), state->authors[author].hand, action->amount);
  if (cw_game_get_dice_pool (self->game) == NULL)
    return refuse (error, _("Dice: the game “%s” defines no dice pool"), cw_game_get_name (self->game));

  dice = cw_dice_new_bonus (self->game, (guint) action->amount);
  if (!check_faces (dice, action, error))
    return FALSE;
  set_label (action, 0, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s archives %d card from hand for Gold Bonus dice",
                                                      "%s archives %d cards from hand for Gold Bonus dice", action->amount),
                                         author_name (self, author), action->amount));
  if (dry_run)
    return TRUE;

  total = roll_dice (self, dice, action);
  state->authors[author].hand -= action->amount;
  state->authors[author].balance += total;
  state->last_author = author;
  state->last_n_gold = (guint) action->amount;
  state->last_bonus_only = TRUE;
  {
    /* Translators: the cards archived (the number of Gold Bonus dice follows in the next message). */
    g_autofree char *archived = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s archives %d card from hand",
                                                             "%s archives %d cards from hand", action->amount),
                                                author_name (self, author), action->amount);
    guint n_bonus = cw_dice_get_n_dice (dice);

    if (action->physical)
      /* Translators: %s is "Dorothy archives 2 cards from hand". */
      cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s and enters %u Gold Bonus die: %d SP",
                                       "%s and enters %u Gold Bonus dice: %d SP", n_bonus),
                    archived, n_bonus, total);
    else
      /* Translators: %s is "Dorothy archives 2 cards from hand". */
      cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s and rolls %u Gold Bonus die: %d SP",
                                       "%s and rolls %u Gold Bonus dice: %d SP", n_bonus),
                    archived, n_bonus, total);
  }
  archive_cards (self, author, action->amount);
  return TRUE;
}

/* ---- Step 3: Story Actions ---- */

static gboolean
apply_story_draw (CwMatch       *self,
                  CwMatchAction *action,
                  gboolean       dry_run,
                  GError       **error)
{
  CwMatchState *state = self->state;

  if (!check_not_over (self, error) ||
      !check_step (self, CW_TURN_STEP_ACTIONS, _("drawing a card as a Story Action"), error) ||
      !check_balance (self, 1, _("drawing a card"), error))
    return FALSE;
  set_label (action, 1, g_strdup_printf (_("%s draws a card for 1 SP"), author_name (self, state->current)));
  if (dry_run)
    return TRUE;

  state->authors[state->current].balance -= 1;
  cw_match_log (self, _("%s draws a card, 1 SP"), author_name (self, state->current));
  draw_card (self, state->current);
  return TRUE;
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

static gboolean
apply_move (CwMatch       *self,
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

  if (!check_not_over (self, error))
    return FALSE;
  if (piece == NULL)
    return refuse (error, _("Movement: there is no card number %u in play"), action->piece);
  name = card_name (piece->card);
  if (piece->kind != CW_PIECE_CHARACTER)
    return refuse (error, _("Movement: only Characters move by themselves; %s is not a Character"), name);
  if (kind != CW_MOVE_FORCED)
    {
      if (piece->controller != state->current)
        return refuse (error, _("Movement: %s is %s's Character; in %s's turn only %s's Characters move"),
                       name, author_name (self, piece->controller),
                       author_name (self, state->current), author_name (self, state->current));
      if (kind == CW_MOVE_ACTION &&
          !check_step (self, CW_TURN_STEP_ACTIONS, _("moving by a Story Action"), error))
        return FALSE;
      if (kind == CW_MOVE_BONUS &&
          !check_step (self, CW_TURN_STEP_BONUS_MOVE, _("the free bonus move"), error))
        return FALSE;
    }
  if (cw_match_piece_keyword (piece, "immovable"))
    return refuse (error, _("Immovable: %s may never move nor be moved"), name);
  if (kind != CW_MOVE_FORCED && cw_match_piece_keyword (piece, "steadfast"))
    return refuse (error, _("Steadfast: %s may not move by a Story Action or bonus move"), name);
  if (kind == CW_MOVE_BONUS && piece->bonus_moved)
    return refuse (error, _("Bonus movement: %s has already made a bonus move this turn"), name);
  if (piece->uid == state->ending_piece)
    return refuse (error, cw_text_for_name (author_name (self, cw_match_get_author_to_right (self, piece->owner)),
                                            _("The End: %s ended the game on %s's Title card and stays there"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "The End: %s ended the game on %s's Title card and stays there")),
                   name, author_name (self, cw_match_get_author_to_right (self, piece->owner)));

  from = piece->place;
  to = action->place;
  from_index = cw_match_get_storyline_index (self, piece->owner, from);
  to_index = cw_match_get_storyline_index (self, piece->owner, to);
  if (from_index < 0 || to_index < 0)
    return refuse (error, cw_text_for_name (author_name (self, piece->owner),
                                            _("Storyline: %s may move only along %s's Storyline"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "Storyline: %s may move only along %s's Storyline")),
                   name, author_name (self, piece->owner));
  if (ABS (to_index - from_index) != 1)
    return refuse (error, _("Movement: a Character moves one Location at a time along the Storyline"));
  if (to_index == 0)
    return refuse (error, cw_text_for_name (author_name (self, piece->owner),
                                            _("Title cards: %s's Title card is not a Location; a Character does not move back onto it"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "Title cards: %s's Title card is not a Location; a Character does not move back onto it")),
                   author_name (self, piece->owner));
  if (to_index == CW_MATCH_STORYLINE_LENGTH - 1 && !cw_match_piece_keyword (piece, "prime"))
    return refuse (error, cw_text_for_name (author_name (self, to),
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
        return refuse (error, _("Swimming: %s requires Swimming to enter; %s lacks Swimming"),
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
      return refuse (error, _("Story Points: moving %s to %s costs %d SP (%s); %s has %d"),
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

static gboolean
is_location_card (CwCard *card)
{
  return cw_match_card_is_type (card, "location");
}

static gboolean
apply_replace_location (CwMatch       *self,
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

  if (!check_not_over (self, error) ||
      !check_step (self, CW_TURN_STEP_ACTIONS, _("replacing a Location"), error))
    return FALSE;
  if (!IS_SLOT (self, place))
    return refuse (error, _("Replace a Location: choose a Location in the Storyline (a Title card is not one)"));
  if (!state->slot_face_up[SLOT (self, place)])
    return refuse (error, _("Replace a Location: only a face-up Location may be replaced"));
  if (drawn != NULL && !is_location_card (drawn))
    return refuse (error, _("Replace a Location: %s is not a Location"), cw_card_get_title (drawn));
  if (drawn == NULL && state->folio->len == 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD,
                   _("Locations Folio: the Folio the match knows is empty; say which Location was drawn"));
      return FALSE;
    }
  if (!check_balance (self, 2, _("replacing a Location"), error))
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
      remove_piece (self, piece, FALSE);
    }
  return TRUE;
}

static gboolean
apply_identify_location (CwMatch       *self,
                         CwMatchAction *action,
                         gboolean       dry_run,
                         GError       **error)
{
  CwMatchState *state = self->state;
  int place = action->place;
  g_autofree char *where = NULL;

  if (!check_not_over (self, error))
    return FALSE;
  if (!IS_SLOT (self, place))
    return refuse (error, _("Face-down Location: only a Location slot of the Storyline can be named"));
  if (state->slot_face_up[SLOT (self, place)] || state->slot_card[SLOT (self, place)] != NULL)
    return refuse (error, _("Face-down Location: the match already knows the card at this place"));
  if (action->card == NULL || !is_location_card (action->card))
    return refuse (error, _("Face-down Location: %s is not a Location"),
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

static gboolean
apply_reveal_location (CwMatch       *self,
                       CwMatchAction *action,
                       gboolean       dry_run,
                       GError       **error)
{
  CwMatchState *state = self->state;
  int place = action->place;
  g_autofree char *name = NULL;

  if (!check_not_over (self, error))
    return FALSE;
  if (!IS_SLOT (self, place) || state->slot_face_up[SLOT (self, place)])
    return refuse (error, _("Face-down Location: only a face-down Location can be turned up"));
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

static CwPiece *
find_in_play_by (CwMatch     *self,
                 CwPieceKind  kind,
                 CwCard      *card,
                 gboolean     by_title)
{
  CwMatchState *state = self->state;

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);

      if (piece->kind != kind)
        continue;
      if (by_title
          ? cw_text_equal_folded (cw_card_get_title (piece->card), cw_card_get_title (card))
          : cw_text_equal_folded (cw_card_get_name (piece->card), cw_card_get_name (card)))
        return piece;
    }
  return NULL;
}

/* "equip a Character in your Storyline" (Objects), "(Title Cards are not part of the
 * Storyline.)" (dice): unless the option says otherwise, not on a Title card. */
static gboolean
check_equip_in_storyline (CwMatch  *self,
                          CwPiece  *character,
                          GError  **error)
{
  g_autofree char *where = NULL;

  if (cw_match_piece_in_storyline (self, character))
    return TRUE;
  where = cw_match_dup_place_name (self, character->place);
  /* Translators: the Character, then where it stands ("Ann's Title card"). */
  return refuse (error, _("Objects: an Object equips a Character in the Storyline, and Title cards are not part of it; %s stands on %s"),
                 card_name (character->card), where);
}

static gboolean
opposing_character_at (CwMatch  *self,
                       int       author,
                       int       place,
                       CwPiece **found)
{
  CwMatchState *state = self->state;

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);

      if (piece->kind == CW_PIECE_CHARACTER && piece->place == place && piece->controller != author)
        {
          *found = piece;
          return TRUE;
        }
    }
  return FALSE;
}

/* A Character in play with the keyword: the Author's own, or anyone's with author -1. */
static gboolean
character_with_keyword (CwMatch    *self,
                        int         author,
                        const char *keyword_id)
{
  CwMatchState *state = self->state;

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);

      if (piece->kind == CW_PIECE_CHARACTER && (author < 0 || piece->controller == author) &&
          cw_match_piece_keyword (piece, keyword_id))
        return TRUE;
    }
  return FALSE;
}

/* "Other cards with a star require a Character with Sorcery to be played"; "a
 * Character with Sorcery must be in play" (Oz), "be present" (Disney): the star is the
 * field, having Sorcery the keyword. Anyone's Character, as the books write it, or by
 * the option "sorcery" = own one of the playing Author's. */
static gboolean
check_sorcery (CwMatch  *self,
               CwCard   *card,
               int       author,
               GError  **error)
{
  if (!cw_card_get_bool (card, "sorcery") || cw_card_has_keyword (card, "sorcery"))
    return TRUE;
  if (rule_sorcery_own (self))
    {
      if (!character_with_keyword (self, author, "sorcery"))
        return refuse (error, _("Sorcery: %s needs a Character with Sorcery in play; %s has none"),
                       cw_card_get_title (card), author_name (self, author));
    }
  else if (!character_with_keyword (self, -1, "sorcery"))
    /* Translators: the card with the star. */
    return refuse (error, _("Sorcery: %s needs a Character with Sorcery in play; there is none"),
                   cw_card_get_title (card));
  return TRUE;
}

static gboolean
apply_play_card (CwMatch       *self,
                 CwMatchAction *action,
                 gboolean       dry_run,
                 GError       **error)
{
  CwMatchState *state = self->state;
  int author = state->current;
  CwCard *card = action->card;
  CwPieceKind kind;
  const char *title;
  int cost;
  int place = CW_PLACE_NONE;
  CwPiece *host = NULL;
  CwPiece *original = NULL;
  gboolean free_version = FALSE;
  g_autofree char *where = NULL;
  CwPiece *piece;

  if (!check_not_over (self, error))
    return FALSE;
  if (card == NULL)
    return refuse (error, _("Cards: say which card is played"));
  title = cw_card_get_title (card);
  if (is_location_card (card))
    return refuse (error, _("Locations Folio: %s is a Location; Locations come from the Locations Folio, not from the hand"), title);
  if (cw_match_card_is_type (card, "title"))
    return refuse (error, _("Title cards: %s is a Title card; it caps the Storyline and is not played from the hand"), title);
  if (!piece_kind_of (card, &kind))
    return refuse (error, _("Cards: %s is of type “%s”; only Characters, Objects, Effects and Events are played"),
                   title, cw_card_get_card_type (card) ? cw_card_get_card_type (card) : _("none"));

  /* "You may pay to place an Event card face-down": only Events are ever hidden. */
  if (action->face_down && kind != CW_PIECE_EVENT)
    /* Translators: the rule, then the card that is no Event. */
    return refuse (error, _("Events: only an Event is placed face down; %s is not an Event"), title);

  /* Events may be played at any step of the Author's own turn; the rest are Story Actions. */
  if (kind != CW_PIECE_EVENT &&
      !check_step (self, CW_TURN_STEP_ACTIONS, _("playing a card (a Story Action)"), error))
    return FALSE;

  if (!check_sorcery (self, card, author, error))
    return FALSE;

  cost = MAX (0, cw_card_get_int_or (card, "cost", 0));

  switch (kind)
    {
    case CW_PIECE_CHARACTER:
      original = find_in_play_by (self, CW_PIECE_CHARACTER, card, FALSE);
      if (original != NULL &&
          cw_text_equal_folded (cw_card_get_title (original->card), title))
        return refuse (error, _("Characters are unique: %s is already in play"), title);
      if (original != NULL && original->controller == author)
        {
          /* Another version of one's own Character: free, at the same place. */
          free_version = TRUE;
          cost = 0;
          place = original->place;
        }
      else
        place = author;   /* "Characters are first played to your own Title Card." */
      break;

    case CW_PIECE_OBJECT:
      if (find_in_play_by (self, CW_PIECE_OBJECT, card, TRUE) != NULL)
        {
          /* French contracts "de Le …" to "du …" (cw_text_contract_name). */
          g_autofree char *message =
            cw_text_contract_name (g_strdup_printf (cw_text_for_name (title,
                                                                      _("Objects: only one copy of %s may be in play"),
                                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                      C_("name starts with a vowel", "Objects: only one copy of %s may be in play")), title),
                                   title);

          return refuse (error, "%s", message);
        }
      if (action->target != 0)
        {
          host = find_piece (self, action->target);
          if (host == NULL || host->kind != CW_PIECE_CHARACTER ||
              cw_match_get_storyline_index (self, author, host->place) < 0)
            return refuse (error, cw_text_for_name (author_name (self, author),
                                                    _("Objects: %s may equip only a Character in %s's Storyline"),
                                                    /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                    C_("name starts with a vowel", "Objects: %s may equip only a Character in %s's Storyline")),
                           title, author_name (self, author));
          if (!check_equip_in_storyline (self, host, error))
            return FALSE;
          if (cw_card_has_keyword (card, "immovable"))
            return refuse (error, _("Immovable: %s may never move, so it cannot equip a Character"), title);
          place = host->place;
        }
      else if (IS_SLOT (self, action->place) &&
               cw_match_get_storyline_index (self, author, action->place) > 0)
        place = action->place;
      else
        return refuse (error, cw_text_for_name (author_name (self, author),
                                                _("Objects: play %s to a Location in %s's Storyline or to equip a Character there"),
                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                C_("name starts with a vowel", "Objects: play %s to a Location in %s's Storyline or to equip a Character there")),
                       title, author_name (self, author));
      break;

    case CW_PIECE_EFFECT:
      if (action->target != 0)
        {
          host = find_piece (self, action->target);
          if (host == NULL || host->kind == CW_PIECE_EVENT)
            return refuse (error, _("Effects: %s attaches to a Location, a Character or an Object in play"), title);
          place = host->place;
        }
      else if (action->place != CW_PLACE_NONE)
        {
          if (!IS_SLOT (self, action->place))
            return refuse (error, _("Effects: %s attaches to a Location, a Character or an Object in play"), title);
          place = action->place;
        }
      break;

    case CW_PIECE_EVENT:
      if (action->face_down)
        {
          if (action->amount < cost)
            return refuse (error, _("Events: a face-down Event is paid at least its cost (%d SP); %d SP were offered"),
                           cost, action->amount);
          cost = action->amount;
        }
      break;

    default:
      g_assert_not_reached ();
    }

  if (!check_balance (self, cost, title, error))
    return FALSE;

  if (place != CW_PLACE_NONE)
    where = host ? g_strdup (card_name (host->card)) : cw_match_dup_place_name (self, place);
  set_label (action, cost,
             action->face_down ? g_strdup_printf (_("Place an Event face down for %d SP"), cost)
             : where ? g_strdup_printf (_("Play %s to %s"), title, where)
             : g_strdup_printf (_("Play %s"), title));
  if (dry_run)
    return TRUE;

  state->authors[author].balance -= cost;
  state->authors[author].hand = MAX (0, state->authors[author].hand - 1);

  switch (kind)
    {
    case CW_PIECE_CHARACTER:
      if (original != NULL)
        {
          cw_match_log (self, _("%s archives %s (%s): a Character is unique"),
                        author_name (self, author), cw_card_get_title (original->card),
                        author_name (self, original->controller));
          remove_piece (self, original, FALSE);
        }
      new_piece (self, card, kind, author, place);
      cw_match_log (self, free_version ? _("%s plays %s to %s, %d SP (a new version of a Character in play)")
                                       : _("%s plays %s to %s, %d SP"),
                    author_name (self, author), title, where, cost);
      break;

    case CW_PIECE_OBJECT:
      piece = new_piece (self, card, kind, author, place);
      if (host != NULL)
        {
          piece->host = host->uid;
          cw_match_log (self, _("%s plays %s to equip %s, %d SP"), author_name (self, author), title,
                        card_name (host->card), cost);
        }
      else
        cw_match_log (self, _("%s plays %s to %s, %d SP"), author_name (self, author), title, where, cost);
      break;

    case CW_PIECE_EFFECT:
      if (place == CW_PLACE_NONE)
        {
          cw_match_log (self, _("%s plays the Effect %s, %d SP; it is archived once resolved"),
                        author_name (self, author), title, cost);
          archive_cards (self, author, 1);
          break;
        }
      piece = new_piece (self, card, kind, author, place);
      if (host != NULL)
        piece->host = host->uid;
      else
        piece->host_place = place;
      cw_match_log (self, _("%s plays the Effect %s on %s, %d SP"), author_name (self, author), title, where, cost);
      break;

    case CW_PIECE_EVENT:
      if (action->face_down)
        {
          new_piece (self, card, kind, author, CW_PLACE_NONE);
          cw_match_log (self, _("%s places an Event face down, %d SP"), author_name (self, author), cost);
        }
      else
        {
          cw_match_log (self, _("%s plays the Event %s, %d SP; it is archived once resolved"),
                        author_name (self, author), title, cost);
          archive_cards (self, author, 1);
        }
      break;

    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

static gboolean
apply_trigger_event (CwMatch       *self,
                     CwMatchAction *action,
                     gboolean       dry_run,
                     GError       **error)
{
  CwPiece *piece = find_piece (self, action->piece);

  if (!check_not_over (self, error) || !check_author (self, action->author, error))
    return FALSE;
  if (piece == NULL || piece->kind != CW_PIECE_EVENT || piece->controller != action->author)
    return refuse (error, cw_text_for_name (author_name (self, action->author),
                                            _("Events: that is not a face-down Event of %s"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "Events: that is not a face-down Event of %s")), author_name (self, action->author));
  /* Turned up, the Event is played: the Character with Sorcery it needs must be in play now. */
  if (!check_sorcery (self, piece->card, action->author, error))
    return FALSE;
  set_label (action, 0, g_strdup_printf (_("%s turns up the Event %s"), author_name (self, action->author),
                                         cw_card_get_title (piece->card)));
  if (dry_run)
    return TRUE;

  cw_match_log (self, _("%s turns up the Event %s; it is archived once resolved"),
                author_name (self, action->author), cw_card_get_title (piece->card));
  remove_piece (self, piece, FALSE);
  return TRUE;
}

static gboolean
apply_equip (CwMatch       *self,
             CwMatchAction *action,
             gboolean       dry_run,
             GError       **error)
{
  CwPiece *object = find_piece (self, action->piece);
  CwPiece *character = find_piece (self, action->target);
  CwPiece *opponent = NULL;
  int author = action->author;

  if (!check_not_over (self, error) || !check_author (self, author, error))
    return FALSE;
  if (object == NULL || object->kind != CW_PIECE_OBJECT || object->host != 0)
    return refuse (error, _("Objects: only an Object lying at a Location can be equipped"));
  if (character == NULL || character->kind != CW_PIECE_CHARACTER || character->controller != author)
    return refuse (error, cw_text_for_name (author_name (self, author),
                                            _("Objects: %s may equip only one of %s's Characters"),
                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                            C_("name starts with a vowel", "Objects: %s may equip only one of %s's Characters")),
                   card_name (object->card), author_name (self, author));
  if (!check_equip_in_storyline (self, character, error))
    return FALSE;
  if (character->place != object->place)
    return refuse (error, _("Objects: %s and %s are not at the same Location"),
                   card_name (object->card), card_name (character->card));
  if (cw_match_piece_keyword (object, "immovable"))
    return refuse (error, _("Immovable: %s may never move, so it cannot equip a Character"), card_name (object->card));
  if (opposing_character_at (self, author, object->place, &opponent))
    return refuse (error, _("Objects: an Object is equipped only at a Location without opposing Characters; %s is there"),
                   card_name (opponent->card));
  set_label (action, 0, g_strdup_printf (cw_text_for_name (card_name (object->card),
                                                           _("Equip %s with %s"),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "Equip %s with %s")), card_name (character->card), card_name (object->card)));
  if (dry_run)
    return TRUE;

  object->host = character->uid;
  object->controller = author;
  cw_match_log (self, cw_text_for_name (card_name (object->card),
                                        _("%s equips %s with %s"),
                                        /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                        C_("name starts with a vowel", "%s equips %s with %s")), author_name (self, author),
                card_name (character->card), card_name (object->card));
  return TRUE;
}

static gboolean
apply_vitality (CwMatch       *self,
                CwMatchAction *action,
                gboolean       dry_run,
                GError       **error)
{
  CwPiece *piece = find_piece (self, action->piece);
  int before;

  if (!check_not_over (self, error))
    return FALSE;
  if (piece == NULL || piece->kind != CW_PIECE_CHARACTER)
    return refuse (error, _("Vitality: only a Character in play has Vitality"));
  if (action->amount == 0)
    return refuse (error, _("Vitality: a change of 0 changes nothing"));
  set_label (action, 0, g_strdup_printf (_("%s: Vitality %+d"), card_name (piece->card), action->amount));
  if (dry_run)
    return TRUE;

  before = piece->vitality;
  piece->vitality += action->amount;
  cw_match_log (self, _("%s: Vitality %d → %d"), card_name (piece->card), before, piece->vitality);
  if (piece->vitality <= 0)
    {
      /* "Characters whose Vitality becomes zero or less must immediately be archived." */
      cw_match_log (self, _("%s has no Vitality left and is archived"), card_name (piece->card));
      remove_piece (self, piece, FALSE);
    }
  return TRUE;
}

static gboolean
apply_remove (CwMatch       *self,
              CwMatchAction *action,
              gboolean       dry_run,
              GError       **error)
{
  CwPiece *piece = find_piece (self, action->piece);
  gboolean banish = action->kind == CW_ACTION_BANISH;

  if (!check_not_over (self, error))
    return FALSE;
  if (piece == NULL)
    return refuse (error, banish ? _("Banish: there is no card number %u in play")
                                 : _("Archive: there is no card number %u in play"), action->piece);
  set_label (action, 0, g_strdup_printf (banish ? _("Banish %s") : _("Archive %s"), card_name (piece->card)));
  if (dry_run)
    return TRUE;

  cw_match_log (self, banish ? _("%s is banished (removed from the game)") : _("%s is archived"),
                cw_card_get_title (piece->card));
  remove_piece (self, piece, banish);
  return TRUE;
}

static gboolean
apply_keyword (CwMatch       *self,
               CwMatchAction *action,
               gboolean       dry_run,
               GError       **error)
{
  CwPiece *piece = find_piece (self, action->piece);
  const char *id = action->text;
  const CwKeyword *keyword;

  if (!check_not_over (self, error))
    return FALSE;
  if (piece == NULL)
    return refuse (error, _("Keywords: there is no card number %u in play"), action->piece);
  keyword = id ? cw_game_find_keyword (self->game, id) : NULL;
  if (keyword == NULL)
    return refuse (error, _("Keywords: the game has no keyword “%s”"), id ? id : "");
  id = keyword->id;
  /* Translators: a card gains or loses a keyword ("Toto gains Flying"). */
  set_label (action, 0, g_strdup_printf (action->has_it ? _("%s gains %s") : _("%s loses %s"),
                                         card_name (piece->card), keyword->name));
  if (dry_run)
    return TRUE;

  if (piece->gained == NULL)
    {
      piece->gained = g_ptr_array_new_with_free_func (g_free);
      piece->lost = g_ptr_array_new_with_free_func (g_free);
    }
  for (guint i = 0; i < piece->lost->len; i++)
    if (g_str_equal (g_ptr_array_index (piece->lost, i), id) && action->has_it)
      g_ptr_array_remove_index (piece->lost, i--);
  for (guint i = 0; i < piece->gained->len; i++)
    if (g_str_equal (g_ptr_array_index (piece->gained, i), id) && !action->has_it)
      g_ptr_array_remove_index (piece->gained, i--);
  g_ptr_array_add (action->has_it ? piece->gained : piece->lost, g_strdup (id));
  cw_match_log (self, action->has_it ? _("%s gains %s") : _("%s loses %s"),
                card_name (piece->card), keyword_name (self, id));
  return TRUE;
}

static gboolean
apply_adjust_score (CwMatch       *self,
                    CwMatchAction *action,
                    gboolean       dry_run,
                    GError       **error)
{
  CwAuthorState *author;
  const char *reason = action->text && *action->text ? action->text : _("bonus or penalty");

  /* Allowed even when the game is over: bonuses and penalties are counted at the end. */
  if (!check_author (self, action->author, error))
    return FALSE;
  if (action->amount == 0)
    return refuse (error, _("Score: a bonus or penalty of 0 changes nothing"));
  set_label (action, 0, g_strdup_printf (cw_text_for_name (author_name (self, action->author),
                                                           _("%s's score %+d (%s)"),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "%s's score %+d (%s)")), author_name (self, action->author),
                                         action->amount, reason));
  if (dry_run)
    return TRUE;

  author = &self->state->authors[action->author];
  author->adjustment_total += action->amount;
  g_ptr_array_add (author->adjustments, g_strdup_printf ("%+d %s", action->amount, reason));
  cw_match_log (self, cw_text_for_name (author_name (self, action->author),
                                        _("%s's score: %+d (%s)"),
                                        /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                        C_("name starts with a vowel", "%s's score: %+d (%s)")), author_name (self, action->author), action->amount, reason);
  return TRUE;
}

static gboolean
apply_end_actions (CwMatch       *self,
                   CwMatchAction *action,
                   gboolean       dry_run,
                   GError       **error)
{
  CwMatchState *state = self->state;

  if (!check_not_over (self, error) ||
      !check_step (self, CW_TURN_STEP_ACTIONS, _("ending the Story Actions"), error))
    return FALSE;
  set_label (action, 0, g_strdup (_("Go on to the bonus movement")));
  if (dry_run)
    return TRUE;

  state->step = CW_TURN_STEP_BONUS_MOVE;
  cw_match_log (self, _("%s: bonus movement"), author_name (self, state->current));
  return TRUE;
}

static void
log_score (CwMatch *self)
{
  g_autoptr (GArray) score = cw_match_get_score (self);
  GString *winners = g_string_new (NULL);
  int n_winners = 0;
  int best = 0;

  for (guint i = 0; i < score->len; i++)
    {
      CwMatchScore *line = &g_array_index (score, CwMatchScore, i);

      if (line->prime_excluded > 0)
        cw_match_log (self, _("%s: %d Vitality in play (the Prime's %d not counted), %+d adjustments: %d"),
                      author_name (self, line->author), line->vitality, line->prime_excluded,
                      line->adjustments, line->total);
      else
        cw_match_log (self, _("%s: %d Vitality in play, %+d adjustments: %d"),
                      author_name (self, line->author), line->vitality, line->adjustments, line->total);
      if (line->winner)
        {
          g_string_append_printf (winners, "%s%s", n_winners ? _(" and ") : "", author_name (self, line->author));
          n_winners++;
          best = line->total;
        }
    }
  if (n_winners == 1)
    cw_match_log (self, _("%s wins with %d"), winners->str, best);
  else
    cw_match_log (self, _("A tie: %s with %d each"), winners->str, best);
  g_string_free (winners, TRUE);
}

static gboolean
apply_end_turn (CwMatch       *self,
                CwMatchAction *action,
                gboolean       dry_run,
                GError       **error)
{
  CwMatchState *state = self->state;
  int author = state->current;
  int unspent;

  if (!check_not_over (self, error))
    return FALSE;
  if (state->step == CW_TURN_STEP_DRAW || state->step == CW_TURN_STEP_ROLL)
    return refuse (error, _("Steps of a turn: %s draws a card and rolls for Story Points before the turn can end"),
                   author_name (self, author));
  set_label (action, 0, g_strdup_printf (cw_text_for_name (author_name (self, author),
                                                           _("End %s's turn"),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "End %s's turn")), author_name (self, author)));
  if (dry_run)
    return TRUE;

  unspent = state->authors[author].balance;
  state->authors[author].balance = 0;
  if (unspent > 0)
    cw_match_log (self, g_dngettext (GETTEXT_PACKAGE, "%s ends the turn; %d unspent SP is lost",
                                     "%s ends the turn; %d unspent SP are lost", unspent),
                  author_name (self, author), unspent);
  else
    cw_match_log (self, _("%s ends the turn"), author_name (self, author));

  if (state->phase == CW_MATCH_PHASE_THE_END && state->turn_in_round == self->n_authors - 1)
    {
      state->phase = CW_MATCH_PHASE_OVER;
      cw_match_log (self, _("The End: every Author has had a turn this round; the score"));
      log_score (self);
      return TRUE;
    }

  state->turn_in_round++;
  if (state->turn_in_round == self->n_authors)
    {
      state->turn_in_round = 0;
      state->round++;
    }
  state->current = (state->current + 1) % self->n_authors;
  state->step = CW_TURN_STEP_DRAW;
  for (guint i = 0; i < state->pieces->len; i++)
    ((CwPiece *) g_ptr_array_index (state->pieces, i))->bonus_moved = FALSE;
  cw_match_log (self, state->phase == CW_MATCH_PHASE_THE_END ? cw_text_for_name (author_name (self, state->current),
                                                                                 _("Round %u: %s's turn (after The End)"),
                                                                                 /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                                 C_("name starts with a vowel", "Round %u: %s's turn (after The End)"))
                                                              : cw_text_for_name (author_name (self, state->current),
                                                                                  _("Round %u: %s's turn"),
                                                                                  /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                                  C_("name starts with a vowel", "Round %u: %s's turn")),
                state->round, author_name (self, state->current));
  return TRUE;
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
      return apply_draw (self, action, dry_run, error);
    case CW_ACTION_ROLL:
      return apply_roll (self, action, dry_run, error);
    case CW_ACTION_ARCHIVE_FOR_DICE:
      return apply_archive_for_dice (self, action, dry_run, error);
    case CW_ACTION_STORY_DRAW:
      return apply_story_draw (self, action, dry_run, error);
    case CW_ACTION_MOVE:
      return apply_move (self, action, dry_run, error);
    case CW_ACTION_REPLACE_LOCATION:
      return apply_replace_location (self, action, dry_run, error);
    case CW_ACTION_IDENTIFY_LOCATION:
      return apply_identify_location (self, action, dry_run, error);
    case CW_ACTION_REVEAL_LOCATION:
      return apply_reveal_location (self, action, dry_run, error);
    case CW_ACTION_PLAY_CARD:
      return apply_play_card (self, action, dry_run, error);
    case CW_ACTION_TRIGGER_EVENT:
      return apply_trigger_event (self, action, dry_run, error);
    case CW_ACTION_EQUIP:
      return apply_equip (self, action, dry_run, error);
    case CW_ACTION_VITALITY:
      return apply_vitality (self, action, dry_run, error);
    case CW_ACTION_ARCHIVE:
    case CW_ACTION_BANISH:
      return apply_remove (self, action, dry_run, error);
    case CW_ACTION_KEYWORD:
      return apply_keyword (self, action, dry_run, error);
    case CW_ACTION_ADJUST_SCORE:
      return apply_adjust_score (self, action, dry_run, error);
    case CW_ACTION_END_ACTIONS:
      return apply_end_actions (self, action, dry_run, error);
    case CW_ACTION_END_TURN:
      return apply_end_turn (self, action, dry_run, error);
    case CW_ACTION_TEXT_DRAW:
      return apply_text_draw (self, action, dry_run, error);
    default:
      return refuse (error, _("Actions: unknown action %d"), action->kind);
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
