/* cw-od-rules.c: the Ód solitaire's rules on a plain state: the deal, digging and discoveries, the legion and its combat, the uses of a dwarf, a new mine. */
#include "cw-od-rules.h"
#include <glib/gi18n-lib.h>
#include <string.h>

#include "cw-error.h"

#define RANK_BIT(card)  ((guint16) (1u << (cw_od_card_rank (card) - 2)))
#define LEGION_FULL     ((guint16) 0x1fff)
/* 10 J Q K A: ranks 10…14, bits 8…12. */
#define ROYAL_STRAIGHT  ((guint16) 0x1f00)
#define STRAIGHT_LENGTH 5

/* ---- Small helpers on the state ---- */

/* A line is written once the state shows what it says: the engine keeps the state at each line as
 * the board's picture of that step (cw_od_engine_get_step_state), so a change written after its
 * line would be drawn a step late. */
static void
od_log (CwOdState  *state,
        const char *format,
        ...) G_GNUC_PRINTF (2, 3);

static void
od_log (CwOdState  *state,
        const char *format,
        ...)
{
  g_autofree char *line = NULL;
  va_list args;

  if (state->log == NULL)
    return;
  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  state->log (state->log_data, line);
}

/* What "higher" and "equal or lower" compare: the card's value (1…3) or, as an option, its rank. */
static guint
strength (const CwOdState *state,
          guint8           card)
{
  return state->rules.compare_rank ? cw_od_card_rank (card) : cw_od_card_value (card);
}

static void
pile_push (CwOdPile *pile,
           guint8    card)
{
  g_assert (pile->n < CW_OD_N_CARDS);
  pile->cards[pile->n++] = card;
}

static int
pile_find (const CwOdPile *pile,
           guint8          card)
{
  for (guint i = 0; i < pile->n; i++)
    if (pile->cards[i] == card)
      return i;
  return -1;
}

/* Keeps the order of the others: a hand and a row read as they were laid down. */
static gboolean
pile_remove (CwOdPile *pile,
             guint8    card)
{
  int at = pile_find (pile, card);

  if (at < 0)
    return FALSE;
  memmove (pile->cards + at, pile->cards + at + 1, pile->n - at - 1);
  pile->n--;
  return TRUE;
}

static void
shuffle (GRand  *rand,
         guint8 *cards,
         guint   n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint8 swap = cards[i - 1];

      cards[i - 1] = cards[j];
      cards[j] = swap;
    }
}

/* "If the draw deck is empty, shuffle the discard deck into the draw deck and draw from that." */
static guint8
take_top (CwOdState *state)
{
  if (state->draw.n == 0 && state->discard.n > 0)
    {
      memcpy (state->draw.cards, state->discard.cards, state->discard.n);
      state->draw.n = state->discard.n;
      state->discard.n = 0;
      shuffle (state->rand, state->draw.cards, state->draw.n);
      od_log (state, _("The draw pile is empty: the %u discarded cards are shuffled into a new draw pile."),
              state->draw.n);
    }
  if (state->draw.n == 0)
    return CW_OD_NO_CARD;
  return state->draw.cards[--state->draw.n];
}

static void
void_space (CwOdState *state,
            guint      row,
            guint      column)
{
  CwOdSpace *space = &state->mine[row][column];

  if (space->kind != CW_OD_SPACE_VOID && space->card != CW_OD_NO_CARD)
    pile_push (&state->discard, space->card);
  space->kind = CW_OD_SPACE_VOID;
  space->card = CW_OD_NO_CARD;
}

static gboolean
row_has_dwarf (const CwOdState *state,
               guint            row)
{
  for (guint c = 0; c < CW_OD_COLUMNS; c++)
    if (state->mine[row][c].kind == CW_OD_SPACE_DWARF)
      return TRUE;
  return FALSE;
}

/* "The game is over … when an entire row is voided and there are no dwarf cards left in higher rows." */
static gboolean
update_lost (CwOdState *state)
{
  if (state->phase == CW_OD_PHASE_LOST)
    return TRUE;

  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      gboolean all_void = TRUE;
      gboolean dwarf_above = FALSE;

      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        if (state->mine[r][c].kind != CW_OD_SPACE_VOID)
          all_void = FALSE;
      if (!all_void)
        continue;
      for (guint above = 0; above < r; above++)
        if (row_has_dwarf (state, above))
          dwarf_above = TRUE;
      if (dwarf_above)
        continue;

      state->phase = CW_OD_PHASE_LOST;
      state->lost_reason = "row";
      state->lost_row = r;
      state->use_open = FALSE;
      if (r == 0)
        od_log (state, _("Row 1 is all void: the game is lost."));
      else
        od_log (state, _("Row %u is all void and no dwarf is left in the rows above it: the game is lost."), r + 1);
      return TRUE;
    }
  return FALSE;
}

guint16
cw_od_legion_run (guint16 legion,
                  guint   rank_bit)
{
  guint low = rank_bit, high = rank_bit;

  if ((legion & (1u << rank_bit)) == 0)
    return 0;
  while (low > 0 && (legion & (1u << (low - 1))))
    low--;
  while (high < CW_OD_N_RANKS - 1 && (legion & (1u << (high + 1))))
    high++;
  return (guint16) (((1u << (high + 1)) - 1) & ~((1u << low) - 1));
}

static char *
format_mask (guint16 mask)
{
  GString *out = g_string_new (NULL);
  char buf[4];

  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    if (mask & (1u << bit))
      {
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, cw_od_card_format (cw_od_card_make (CW_OD_SPADES, bit + 2), buf));
      }
  return g_string_free (out, FALSE);
}

/* The attacker the card beats: the strongest of equal or lower strength, the higher rank on a tie
 * (so the legion keeps its low cards). CW_OD_NO_CARD if none. */
static guint8
strongest_beaten (const CwOdState *state,
                  guint16          attackers,
                  guint8           card)
{
  guint8 best = CW_OD_NO_CARD;

  for (int bit = CW_OD_N_RANKS - 1; bit >= 0; bit--)
    {
      guint8 demon = cw_od_card_make (CW_OD_SPADES, bit + 2);

      if (!(attackers & (1u << bit)) || strength (state, demon) > strength (state, card))
        continue;
      if (best == CW_OD_NO_CARD || strength (state, demon) > strength (state, best))
        best = demon;
    }
  return best;
}

/* The row's dwarfs, strongest first, leftmost first on a tie. */
static guint
row_dwarfs_by_strength (const CwOdState *state,
                        guint            row,
                        guint            columns[CW_OD_COLUMNS])
{
  guint n = 0;

  for (guint c = 0; c < CW_OD_COLUMNS; c++)
    if (state->mine[row][c].kind == CW_OD_SPACE_DWARF)
      {
        guint at = n++;

        while (at > 0 && strength (state, state->mine[row][columns[at - 1]].card) <
                         strength (state, state->mine[row][c].card))
          {
            columns[at] = columns[at - 1];
            at--;
          }
        columns[at] = c;
      }
  return n;
}

/* "Combat": fight, starve, perish, row after row while attackers remain. */
static void
combat (CwOdState *state,
        guint16    attackers)
{
  g_autofree char *names = format_mask (attackers);
  char buf[4], buf2[4];

  state->legion &= ~attackers;
  state->attackers = attackers;
  od_log (state, _("Combat: the straight %s leaves the legion and attacks the mine."), names);

  for (guint row = 0; row < CW_OD_ROWS && attackers != 0; row++)
    {
      guint columns[CW_OD_COLUMNS];
      guint n_dwarfs;
      guint fungus_total = 0, dwarf_total = 0;
      guint8 ores[CW_OD_N_CARDS];
      guint n_ores = state->ore[row].n;

      od_log (state, _("Combat reaches row %u."), row + 1);

      /* Fight: the strongest ore first, so that each beats what it can. */
      memcpy (ores, state->ore[row].cards, n_ores);
      for (guint i = 1; i < n_ores; i++)
        for (guint j = i; j > 0 && strength (state, ores[j - 1]) < strength (state, ores[j]); j--)
          {
            guint8 swap = ores[j];
            ores[j] = ores[j - 1];
            ores[j - 1] = swap;
          }
      for (guint i = 0; i < n_ores && attackers != 0; i++)
        {
          guint8 demon = strongest_beaten (state, attackers, ores[i]);

          if (demon == CW_OD_NO_CARD)
            continue;
          attackers &= ~RANK_BIT (demon);
          state->attackers = attackers;
          pile_push (&state->discard, demon);
          od_log (state, _("Fight: the ore %s discards the demon %s."),
                  cw_od_card_format (ores[i], buf), cw_od_card_format (demon, buf2));
        }
      if (attackers == 0)
        break;

      /* Starve: the fewest spaces voided, so the strongest dwarfs go first. */
      for (guint i = 0; i < state->fungus[row].n; i++)
        fungus_total += cw_od_card_value (state->fungus[row].cards[i]);
      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        if (state->mine[row][c].kind == CW_OD_SPACE_DWARF)
          dwarf_total += cw_od_card_value (state->mine[row][c].card);
      while (fungus_total < dwarf_total)
        {
          guint best = CW_OD_COLUMNS;

          for (guint c = 0; c < CW_OD_COLUMNS; c++)
            if (state->mine[row][c].kind == CW_OD_SPACE_DWARF &&
                (best == CW_OD_COLUMNS ||
                 cw_od_card_value (state->mine[row][c].card) > cw_od_card_value (state->mine[row][best].card)))
              best = c;
          guint8 starved = state->mine[row][best].card;
          guint fed_total = dwarf_total;

          dwarf_total -= cw_od_card_value (starved);
          void_space (state, row, best);
          od_log (state, _("Starve: fungus worth %u cannot feed dwarfs worth %u; the dwarf %s starves and r%uc%u is void."),
                  fungus_total, fed_total, cw_od_card_format (starved, buf), row + 1, best + 1);
        }

      /* Perish: each dwarf takes one demon it can beat with it. */
      n_dwarfs = row_dwarfs_by_strength (state, row, columns);
      for (guint i = 0; i < n_dwarfs && attackers != 0; i++)
        {
          guint c = columns[i];
          guint8 dwarf = state->mine[row][c].card;
          guint8 demon = strongest_beaten (state, attackers, dwarf);

          if (demon == CW_OD_NO_CARD)
            continue;
          attackers &= ~RANK_BIT (demon);
          state->attackers = attackers;
          pile_push (&state->discard, demon);
          void_space (state, row, c);
          od_log (state, _("Perish: the dwarf %s takes the demon %s with it; r%uc%u is void."),
                  cw_od_card_format (dwarf, buf), cw_od_card_format (demon, buf2), row + 1, c + 1);
        }

      if (update_lost (state))
        break;
    }

  if (attackers != 0)
    {
      g_autofree char *left = format_mask (attackers);

      state->legion |= attackers;
      state->attackers = 0;
      if (state->phase != CW_OD_PHASE_LOST)
        od_log (state, _("The demons %s are left after the last row and go back to the legion."), left);
    }
  else
    od_log (state, _("No attacker is left: the combat is over."));
}

/* "When a demon enters the hand it must be added to the legion"; a straight of 5 or more starts a combat. */
static void
legion_enter (CwOdState *state,
              guint8     demon)
{
  guint bit = cw_od_card_rank (demon) - 2;
  guint16 run;
  char buf[4];

  state->legion |= 1u << bit;
  od_log (state, _("The demon %s joins the legion."), cw_od_card_format (demon, buf));

  if (state->rules.royal_straight_loses && (state->legion & ROYAL_STRAIGHT) == ROYAL_STRAIGHT)
    {
      state->phase = CW_OD_PHASE_LOST;
      state->lost_reason = "royal";
      state->use_open = FALSE;
      od_log (state, _("A royal straight (A K Q J 10) stands in the legion: the game is lost."));
      return;
    }

  run = cw_od_legion_run (state->legion, bit);
  if (g_bit_storage (run) - g_bit_nth_lsf (run, -1) >= STRAIGHT_LENGTH)
    combat (state, run);
}

static void
draw_turn (CwOdState *state)
{
  char buf[4];

  for (guint i = 0; i < CW_OD_DRAW && state->phase != CW_OD_PHASE_LOST; i++)
    {
      guint8 card = take_top (state);

      if (card == CW_OD_NO_CARD)
        {
          od_log (state, _("The draw pile and the discard pile are both empty: nothing more to draw."));
          break;
        }
      if (cw_od_card_suit (card) != CW_OD_SPADES)
        pile_push (&state->hand, card);
      od_log (state, _("Draws %s."), cw_od_card_format (card, buf));
      if (cw_od_card_suit (card) == CW_OD_SPADES)
        legion_enter (state, card);
    }
}

static void
deal_mine (CwOdState *state)
{
  for (guint r = 0; r < CW_OD_ROWS; r++)
    for (guint c = 0; c < CW_OD_COLUMNS; c++)
      {
        guint8 card = take_top (state);

        /* Only 17 cards can be off the piles (the legion's 13 and 4 picked), so the deal never runs dry. */
        g_assert (card != CW_OD_NO_CARD);
        state->mine[r][c].kind = CW_OD_SPACE_FACE_DOWN;
        state->mine[r][c].card = card;
      }
}

void
cw_od_state_init (CwOdState       *state,
                  const CwOdRules *rules,
                  const guint8    *order,
                  guint            n_order,
                  GRand           *rand,
                  CwOdLogFunc      log,
                  gpointer         log_data)
{
  guint8 deck[CW_OD_N_CARDS];
  gboolean named[CW_OD_N_CARDS] = { FALSE, };
  guint n = 0;

  memset (state, 0, sizeof *state);
  state->rules = *rules;
  state->rand = rand;
  state->log = log;
  state->log_data = log_data;
  state->pending_card = CW_OD_NO_CARD;

  for (guint i = 0; i < n_order; i++)
    {
      g_return_if_fail (order[i] < CW_OD_N_CARDS && !named[order[i]]);
      named[order[i]] = TRUE;
      deck[n++] = order[i];
    }
  for (guint8 card = 0; card < CW_OD_N_CARDS; card++)
    if (!named[card])
      deck[n++] = card;
  shuffle (rand, deck + n_order, CW_OD_N_CARDS - n_order);

  /* The first card of the order is the first dealt: the top of the draw pile. */
  for (guint i = 0; i < CW_OD_N_CARDS; i++)
    state->draw.cards[i] = deck[CW_OD_N_CARDS - 1 - i];
  state->draw.n = CW_OD_N_CARDS;

  deal_mine (state);
  state->turn = 1;
  od_log (state, _("The mine is dealt face down. Turn 1."));
  draw_turn (state);
}

/* ---- Checks ---- */

static const CwOdSpace *
space_at (const CwOdState *state,
          guint            row,
          guint            column)
{
  return &state->mine[row][column];
}

gboolean
cw_od_state_is_connected (const CwOdState *state,
                          guint            row,
                          guint            column)
{
  /* "a mine card is connected if it is in the first row – or it is adjacent to a face-up card" */
  if (row == 0)
    return TRUE;
  if (space_at (state, row - 1, column)->kind == CW_OD_SPACE_DWARF)
    return TRUE;
  if (row + 1 < CW_OD_ROWS && space_at (state, row + 1, column)->kind == CW_OD_SPACE_DWARF)
    return TRUE;
  if (column > 0 && space_at (state, row, column - 1)->kind == CW_OD_SPACE_DWARF)
    return TRUE;
  if (column + 1 < CW_OD_COLUMNS && space_at (state, row, column + 1)->kind == CW_OD_SPACE_DWARF)
    return TRUE;
  return FALSE;
}

static gboolean
is_adjacent (guint r1, guint c1, guint r2, guint c2)
{
  return (r1 == r2 && (c1 + 1 == c2 || c2 + 1 == c1)) || (c1 == c2 && (r1 + 1 == r2 || r2 + 1 == r1));
}

static gboolean
check_phase (const CwOdState *state,
             CwOdPhase        wanted,
             GError         **error)
{
  char buf[4];

  if (state->phase == wanted)
    return TRUE;
  switch (state->phase)
    {
    case CW_OD_PHASE_LOST:
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("The game is over: a lost game takes no more moves."));
      break;
    case CW_OD_PHASE_PLACE_DWARF:
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("The discovered dwarf %s waits: place it in an adjacent face-down space or discard it first."),
                   cw_od_card_format (state->pending_card, buf));
      break;
    case CW_OD_PHASE_PICK:
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("The mine is complete: pick %u more face-up cards for the next hand first."),
                   CW_OD_DRAW - state->n_picked);
      break;
    case CW_OD_PHASE_PLAY:
      if (wanted == CW_OD_PHASE_PICK)
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                     _("Cards are picked only when a dwarf stands in every space of the top row."));
      else
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("No discovered dwarf is waiting to be placed."));
      break;
    default:
      g_assert_not_reached ();
    }
  return FALSE;
}

static gboolean
check_in_hand (const CwOdState *state,
               guint8           card,
               CwOdSuit         suit,
               GError         **error)
{
  char buf[4];
  static const char *const roles[] = { N_("a demon"), N_("a dwarf"), N_("an ore"), N_("a fungus") };

  if (pile_find (&state->hand, card) < 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s is not in your hand."), cw_od_card_format (card, buf));
      return FALSE;
    }
  if (cw_od_card_suit (card) != suit)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s is %s, not %s (%s)."),
                   cw_od_card_format (card, buf), _(roles[cw_od_card_suit (card)]), _(roles[suit]),
                   suit == CW_OD_HEARTS ? _("a heart") : suit == CW_OD_DIAMONDS ? _("a diamond") : _("a club"));
      return FALSE;
    }
  return TRUE;
}

/* A dwarf's space to void for one of its uses. */
static gboolean
check_dwarf_space (const CwOdState *state,
                   guint            row,
                   guint            column,
                   GError         **error)
{
  if (!state->use_open)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("A dwarf's space is voided for a use only right after a card is played, once for each card."));
      return FALSE;
    }
  if (space_at (state, row, column)->kind != CW_OD_SPACE_DWARF)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("r%uc%u holds no dwarf: only a space with a dwarf may be voided for its use."), row + 1, column + 1);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_dig_space (const CwOdState *state,
                 guint            row,
                 guint            column,
                 GError         **error)
{
  const CwOdSpace *space = space_at (state, row, column);

  if (space->kind == CW_OD_SPACE_VOID)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("r%uc%u is void: no dwarf can be placed in it until a new mine."), row + 1, column + 1);
      return FALSE;
    }
  if (space->kind == CW_OD_SPACE_DWARF)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("r%uc%u is already dug: a dwarf stands in it."), row + 1, column + 1);
      return FALSE;
    }
  return TRUE;
}

static int
row_holding (const CwOdPile *rows,
             guint8          card)
{
  for (guint r = 0; r < CW_OD_ROWS; r++)
    if (pile_find (&rows[r], card) >= 0)
      return r;
  return -1;
}

gboolean
cw_od_state_check (const CwOdState  *state,
                   const CwOdAction *action,
                   GError          **error)
{
  char buf[4], buf2[4];

  g_return_val_if_fail (state != NULL && action != NULL, FALSE);

  switch ((CwOdActionKind) action->kind)
    {
    case CW_OD_ACTION_DIG:
      if (!check_phase (state, CW_OD_PHASE_PLAY, error) ||
          !check_in_hand (state, action->card, CW_OD_HEARTS, error) ||
          !check_dig_space (state, action->row, action->column, error))
        return FALSE;
      if (!cw_od_state_is_connected (state, action->row, action->column))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("r%uc%u is not connected: a dwarf digs a card of the first row or one next to a face-up card."),
                       action->row + 1, action->column + 1);
          return FALSE;
        }
      return TRUE;

    case CW_OD_ACTION_PLACE:
      if (!check_phase (state, CW_OD_PHASE_PLACE_DWARF, error))
        return FALSE;
      if (action->card != state->pending_card)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("The discovered dwarf is %s, not %s."),
                       cw_od_card_format (state->pending_card, buf), cw_od_card_format (action->card, buf2));
          return FALSE;
        }
      if (!is_adjacent (action->row, action->column, state->pending_row, state->pending_column))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("r%uc%u is not next to r%uc%u, where %s was discovered: it may only go into an adjacent space."),
                       action->row + 1, action->column + 1, state->pending_row + 1, state->pending_column + 1,
                       cw_od_card_format (state->pending_card, buf));
          return FALSE;
        }
      return check_dig_space (state, action->row, action->column, error);

    case CW_OD_ACTION_DISCARD:
      if (!check_phase (state, CW_OD_PHASE_PLACE_DWARF, error))
        return FALSE;
      if (action->card != state->pending_card)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("The discovered dwarf is %s, not %s."),
                       cw_od_card_format (state->pending_card, buf), cw_od_card_format (action->card, buf2));
          return FALSE;
        }
      return TRUE;

    case CW_OD_ACTION_ORE:
    case CW_OD_ACTION_FUNGUS:
      if (!check_phase (state, CW_OD_PHASE_PLAY, error))
        return FALSE;
      if (!state->rules.ore_fungus_from_hand)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("This match is played with ore and fungus only discovered, never played from hand (option ore-fungus-from-hand=no)."));
          return FALSE;
        }
      return check_in_hand (state, action->card,
                            action->kind == CW_OD_ACTION_ORE ? CW_OD_DIAMONDS : CW_OD_CLUBS, error);

    case CW_OD_ACTION_PLAY:
      if (!check_phase (state, CW_OD_PHASE_PLAY, error))
        return FALSE;
      if (!state->rules.dwarf_without_dig)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("A dwarf is played by digging a connected mine card (option dwarf-without-dig=no): use “dig”."));
          return FALSE;
        }
      return check_in_hand (state, action->card, CW_OD_HEARTS, error);

    case CW_OD_ACTION_MOVE_FUNGUS:
      {
        int from;

        if (!check_phase (state, CW_OD_PHASE_PLAY, error) ||
            !check_dwarf_space (state, action->row, action->column, error))
          return FALSE;
        from = row_holding (state->fungus, action->card);
        if (from < 0)
          {
            g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                         _("%s is no fungus lying left of a row."), cw_od_card_format (action->card, buf));
            return FALSE;
          }
        if ((guint) from == action->target_row)
          {
            g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                         _("%s already lies left of row %u: a fungus moves to another row."),
                         cw_od_card_format (action->card, buf), from + 1);
            return FALSE;
          }
        return TRUE;
      }

    case CW_OD_ACTION_DISCARD_ORE:
      if (!check_phase (state, CW_OD_PHASE_PLAY, error) ||
          !check_dwarf_space (state, action->row, action->column, error))
        return FALSE;
      if (row_holding (state->ore, action->card) < 0)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s is no ore lying right of a row."), cw_od_card_format (action->card, buf));
          return FALSE;
        }
      if (cw_od_card_suit (action->card2) != CW_OD_SPADES || !(state->legion & RANK_BIT (action->card2)))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s is no demon in the legion."), cw_od_card_format (action->card2, buf));
          return FALSE;
        }
      if (strength (state, action->card2) > strength (state, action->card))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       state->rules.compare_rank
                       ? _("The demon %s ranks above the ore %s: an ore discards a demon of equal or lower rank.")
                       : _("The demon %s is worth more than the ore %s: an ore discards a demon of equal or lower value."),
                       cw_od_card_format (action->card2, buf), cw_od_card_format (action->card, buf2));
          return FALSE;
        }
      return TRUE;

    case CW_OD_ACTION_PICK:
      if (!check_phase (state, CW_OD_PHASE_PICK, error))
        return FALSE;
      if (row_holding (state->ore, action->card) >= 0 || row_holding (state->fungus, action->card) >= 0)
        return TRUE;
      for (guint r = 0; r < CW_OD_ROWS; r++)
        for (guint c = 0; c < CW_OD_COLUMNS; c++)
          if (state->mine[r][c].kind == CW_OD_SPACE_DWARF && state->mine[r][c].card == action->card)
            return TRUE;
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s is not face up on the board: pick a dwarf in the mine, an ore or a fungus."),
                   cw_od_card_format (action->card, buf));
      return FALSE;

    case CW_OD_ACTION_END_TURN:
      return check_phase (state, CW_OD_PHASE_PLAY, error);

    default:
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Unknown move."));
      return FALSE;
    }
}

/* ---- Performing ---- */

static gboolean
has_adjacent_face_down (const CwOdState *state,
                        guint            row,
                        guint            column)
{
  for (guint r = 0; r < CW_OD_ROWS; r++)
    for (guint c = 0; c < CW_OD_COLUMNS; c++)
      if (is_adjacent (row, column, r, c) && state->mine[r][c].kind == CW_OD_SPACE_FACE_DOWN)
        return TRUE;
  return FALSE;
}

/* "Discovery effects happen the instant the selected mine card is revealed": dwarf is the one being placed. */
static void
discover (CwOdState *state,
          guint8     dwarf,
          guint      row,
          guint      column)
{
  CwOdSpace *space = &state->mine[row][column];
  guint8 found = space->card;
  char a[4], b[4];

  space->card = CW_OD_NO_CARD;
  switch (cw_od_card_suit (found))
    {
    case CW_OD_HEARTS:
      space->kind = CW_OD_SPACE_DWARF;
      space->card = dwarf;
      if (state->rules.discovered_dwarf_digs && has_adjacent_face_down (state, row, column))
        {
          state->phase = CW_OD_PHASE_PLACE_DWARF;
          state->pending_card = found;
          state->pending_row = row;
          state->pending_column = column;
          od_log (state, _("%s finds the dwarf %s in r%uc%u: it may go into an adjacent face-down space."),
                  cw_od_card_format (dwarf, a), cw_od_card_format (found, b), row + 1, column + 1);
        }
      else
        {
          pile_push (&state->discard, found);
          if (state->rules.discovered_dwarf_digs)
            od_log (state, _("%s finds the dwarf %s in r%uc%u, who has no space to go to and is discarded."),
                    cw_od_card_format (dwarf, a), cw_od_card_format (found, b), row + 1, column + 1);
          else
            od_log (state, _("%s finds the dwarf %s in r%uc%u, who is discarded (option discovered-dwarf=discard)."),
                    cw_od_card_format (dwarf, a), cw_od_card_format (found, b), row + 1, column + 1);
        }
      break;

    case CW_OD_SPADES:
      if (strength (state, found) > strength (state, dwarf))
        {
          pile_push (&state->discard, dwarf);
          space->kind = CW_OD_SPACE_VOID;
          od_log (state, _("%s finds the demon %s in r%uc%u, who is higher: the dwarf is discarded, the space is void and the demon joins the legion."),
                  cw_od_card_format (dwarf, a), cw_od_card_format (found, b), row + 1, column + 1);
          legion_enter (state, found);
        }
      else if (strength (state, found) == strength (state, dwarf))
        {
          pile_push (&state->discard, dwarf);
          pile_push (&state->discard, found);
          space->kind = CW_OD_SPACE_VOID;
          od_log (state, _("%s finds the demon %s in r%uc%u, of the same strength: both are discarded and the space is void."),
                  cw_od_card_format (dwarf, a), cw_od_card_format (found, b), row + 1, column + 1);
        }
      else
        {
          pile_push (&state->discard, found);
          space->kind = CW_OD_SPACE_DWARF;
          space->card = dwarf;
          od_log (state, _("%s finds the demon %s in r%uc%u, who is lower: the demon is discarded and the dwarf takes the space."),
                  cw_od_card_format (dwarf, a), cw_od_card_format (found, b), row + 1, column + 1);
        }
      break;

    case CW_OD_DIAMONDS:
      pile_push (&state->ore[row], found);
      space->kind = CW_OD_SPACE_DWARF;
      space->card = dwarf;
      od_log (state, _("%s finds the ore %s in r%uc%u: it goes to the right of row %u."),
              cw_od_card_format (dwarf, a), cw_od_card_format (found, b), row + 1, column + 1, row + 1);
      break;

    case CW_OD_CLUBS:
      pile_push (&state->fungus[row], found);
      space->kind = CW_OD_SPACE_DWARF;
      space->card = dwarf;
      od_log (state, _("%s finds the fungus %s in r%uc%u: it goes to the left of row %u."),
              cw_od_card_format (dwarf, a), cw_od_card_format (found, b), row + 1, column + 1, row + 1);
      break;

    default:
      g_assert_not_reached ();
    }
  update_lost (state);
}

/* A card has been played (and its discoveries resolved): the mine may be complete, else a dwarf may be used. */
static void
card_played (CwOdState *state)
{
  gboolean complete = TRUE;

  if (update_lost (state) || state->phase != CW_OD_PHASE_PLAY)
    return;
  for (guint c = 0; c < CW_OD_COLUMNS; c++)
    if (state->mine[0][c].kind != CW_OD_SPACE_DWARF)
      complete = FALSE;
  if (!complete)
    {
      state->use_open = TRUE;
      return;
    }

  /* "You may pick any 4 face-up cards to form your next hand and everything but the legion is discarded":
   * the hand goes now, so that the picked cards are the whole next hand. */
  state->mines_completed++;
  state->phase = CW_OD_PHASE_PICK;
  state->use_open = FALSE;
  state->n_picked = 0;
  for (guint i = 0; i < state->hand.n; i++)
    pile_push (&state->discard, state->hand.cards[i]);
  state->hand.n = 0;
  od_log (state, g_dngettext (GETTEXT_PACKAGE,
                              "A dwarf stands in every space of the top row: the mine is complete (%u mine so far). Pick 4 face-up cards for the next hand.",
                              "A dwarf stands in every space of the top row: the mine is complete (%u mines so far). Pick 4 face-up cards for the next hand.",
                              state->mines_completed),
          state->mines_completed);
}

static void
new_mine (CwOdState *state)
{
  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        void_space (state, r, c);
      for (guint i = 0; i < state->ore[r].n; i++)
        pile_push (&state->discard, state->ore[r].cards[i]);
      for (guint i = 0; i < state->fungus[r].n; i++)
        pile_push (&state->discard, state->fungus[r].cards[i]);
      state->ore[r].n = 0;
      state->fungus[r].n = 0;
    }
  deal_mine (state);
  state->phase = CW_OD_PHASE_PLAY;
  state->turn++;
  od_log (state, _("Everything but the legion and the picked cards is discarded and a new mine is dealt. Turn %u begins with the picked cards as its hand."),
          state->turn);
}

void
cw_od_state_perform (CwOdState        *state,
                     const CwOdAction *action)
{
  char a[4], b[4];

  g_return_if_fail (state != NULL && action != NULL);

  switch ((CwOdActionKind) action->kind)
    {
    case CW_OD_ACTION_DIG:
      pile_remove (&state->hand, action->card);
      state->use_open = FALSE;
      od_log (state, _("The dwarf %s digs r%uc%u."), cw_od_card_format (action->card, a), action->row + 1, action->column + 1);
      discover (state, action->card, action->row, action->column);
      card_played (state);
      break;

    case CW_OD_ACTION_PLACE:
      state->phase = CW_OD_PHASE_PLAY;
      state->pending_card = CW_OD_NO_CARD;
      od_log (state, _("The dwarf %s goes into r%uc%u."), cw_od_card_format (action->card, a), action->row + 1, action->column + 1);
      discover (state, action->card, action->row, action->column);
      card_played (state);
      break;

    case CW_OD_ACTION_DISCARD:
      state->phase = CW_OD_PHASE_PLAY;
      state->pending_card = CW_OD_NO_CARD;
      pile_push (&state->discard, action->card);
      od_log (state, _("The dwarf %s is discarded."), cw_od_card_format (action->card, a));
      card_played (state);
      break;

    case CW_OD_ACTION_ORE:
      pile_remove (&state->hand, action->card);
      pile_push (&state->ore[action->target_row], action->card);
      od_log (state, _("The ore %s goes to the right of row %u."), cw_od_card_format (action->card, a), action->target_row + 1);
      card_played (state);
      break;

    case CW_OD_ACTION_FUNGUS:
      pile_remove (&state->hand, action->card);
      pile_push (&state->fungus[action->target_row], action->card);
      od_log (state, _("The fungus %s goes to the left of row %u."), cw_od_card_format (action->card, a), action->target_row + 1);
      card_played (state);
      break;

    case CW_OD_ACTION_PLAY:
      pile_remove (&state->hand, action->card);
      pile_push (&state->discard, action->card);
      od_log (state, _("The dwarf %s is played without digging and discarded."), cw_od_card_format (action->card, a));
      card_played (state);
      break;

    case CW_OD_ACTION_MOVE_FUNGUS:
      {
        int from = row_holding (state->fungus, action->card);
        guint8 dwarf = state->mine[action->row][action->column].card;

        pile_remove (&state->fungus[from], action->card);
        pile_push (&state->fungus[action->target_row], action->card);
        void_space (state, action->row, action->column);
        state->use_open = FALSE;
        od_log (state, _("The dwarf %s leaves r%uc%u, now void, to move the fungus %s from row %d to row %u."),
                cw_od_card_format (dwarf, a), action->row + 1, action->column + 1,
                cw_od_card_format (action->card, b), from + 1, action->target_row + 1);
        update_lost (state);
      }
      break;

    case CW_OD_ACTION_DISCARD_ORE:
      {
        int from = row_holding (state->ore, action->card);
        guint8 dwarf = state->mine[action->row][action->column].card;
        char c[4];

        pile_remove (&state->ore[from], action->card);
        pile_push (&state->discard, action->card);
        state->legion &= ~RANK_BIT (action->card2);
        pile_push (&state->discard, action->card2);
        void_space (state, action->row, action->column);
        state->use_open = FALSE;
        od_log (state, _("The dwarf %s leaves r%uc%u, now void: the ore %s and the demon %s are discarded."),
                cw_od_card_format (dwarf, a), action->row + 1, action->column + 1,
                cw_od_card_format (action->card, b), cw_od_card_format (action->card2, c));
        update_lost (state);
      }
      break;

    case CW_OD_ACTION_PICK:
      {
        int from;

        if ((from = row_holding (state->ore, action->card)) >= 0)
          pile_remove (&state->ore[from], action->card);
        else if ((from = row_holding (state->fungus, action->card)) >= 0)
          pile_remove (&state->fungus[from], action->card);
        else
          for (guint r = 0; r < CW_OD_ROWS; r++)
            for (guint c = 0; c < CW_OD_COLUMNS; c++)
              if (state->mine[r][c].kind == CW_OD_SPACE_DWARF && state->mine[r][c].card == action->card)
                {
                  /* Its space is emptied without a discard: the card is in hand now. */
                  state->mine[r][c].kind = CW_OD_SPACE_VOID;
                  state->mine[r][c].card = CW_OD_NO_CARD;
                }
        pile_push (&state->hand, action->card);
        state->n_picked++;
        od_log (state, _("%s is picked for the next hand."), cw_od_card_format (action->card, a));
        if (state->n_picked == CW_OD_DRAW)
          new_mine (state);
      }
      break;

    case CW_OD_ACTION_END_TURN:
      state->use_open = FALSE;
      if (state->rules.leftover_discard && state->hand.n > 0)
        {
          guint n_left = state->hand.n;

          for (guint i = 0; i < state->hand.n; i++)
            pile_push (&state->discard, state->hand.cards[i]);
          state->hand.n = 0;
          od_log (state, g_dngettext (GETTEXT_PACKAGE, "The turn ends: %u card left in hand is discarded.",
                                      "The turn ends: %u cards left in hand are discarded.", n_left),
                  n_left);
        }
      state->turn++;
      od_log (state, _("Turn %u."), state->turn);
      draw_turn (state);
      break;

    default:
      g_return_if_reached ();
    }
}

/* ---- Legal actions ---- */

static void
add_action (GPtrArray      *out,
            CwOdActionKind  kind,
            guint8          card,
            guint8          card2,
            guint           row,
            guint           column,
            guint           target_row)
{
  CwOdAction *action = cw_od_action_new (kind);

  action->card = card;
  action->card2 = card2;
  action->row = row;
  action->column = column;
  action->target_row = target_row;
  g_ptr_array_add (out, action);
}

void
cw_od_state_list_legal (const CwOdState *state,
                        GPtrArray       *out)
{
  g_return_if_fail (state != NULL && out != NULL);

  switch (state->phase)
    {
    case CW_OD_PHASE_LOST:
      return;

    case CW_OD_PHASE_PLACE_DWARF:
      for (guint r = 0; r < CW_OD_ROWS; r++)
        for (guint c = 0; c < CW_OD_COLUMNS; c++)
          if (is_adjacent (r, c, state->pending_row, state->pending_column) &&
              state->mine[r][c].kind == CW_OD_SPACE_FACE_DOWN)
            add_action (out, CW_OD_ACTION_PLACE, state->pending_card, CW_OD_NO_CARD, r, c, 0);
      add_action (out, CW_OD_ACTION_DISCARD, state->pending_card, CW_OD_NO_CARD, 0, 0, 0);
      return;

    case CW_OD_PHASE_PICK:
      for (guint r = 0; r < CW_OD_ROWS; r++)
        {
          for (guint c = 0; c < CW_OD_COLUMNS; c++)
            if (state->mine[r][c].kind == CW_OD_SPACE_DWARF)
              add_action (out, CW_OD_ACTION_PICK, state->mine[r][c].card, CW_OD_NO_CARD, 0, 0, 0);
          for (guint i = 0; i < state->ore[r].n; i++)
            add_action (out, CW_OD_ACTION_PICK, state->ore[r].cards[i], CW_OD_NO_CARD, 0, 0, 0);
          for (guint i = 0; i < state->fungus[r].n; i++)
            add_action (out, CW_OD_ACTION_PICK, state->fungus[r].cards[i], CW_OD_NO_CARD, 0, 0, 0);
        }
      return;

    case CW_OD_PHASE_PLAY:
      for (guint i = 0; i < state->hand.n; i++)
        {
          guint8 card = state->hand.cards[i];

          switch (cw_od_card_suit (card))
            {
            case CW_OD_HEARTS:
              for (guint r = 0; r < CW_OD_ROWS; r++)
                for (guint c = 0; c < CW_OD_COLUMNS; c++)
                  if (state->mine[r][c].kind == CW_OD_SPACE_FACE_DOWN && cw_od_state_is_connected (state, r, c))
                    add_action (out, CW_OD_ACTION_DIG, card, CW_OD_NO_CARD, r, c, 0);
              if (state->rules.dwarf_without_dig)
                add_action (out, CW_OD_ACTION_PLAY, card, CW_OD_NO_CARD, 0, 0, 0);
              break;
            case CW_OD_DIAMONDS:
            case CW_OD_CLUBS:
              if (state->rules.ore_fungus_from_hand)
                for (guint r = 0; r < CW_OD_ROWS; r++)
                  add_action (out, cw_od_card_suit (card) == CW_OD_DIAMONDS ? CW_OD_ACTION_ORE : CW_OD_ACTION_FUNGUS,
                              card, CW_OD_NO_CARD, 0, 0, r);
              break;
            default:
              break;
            }
        }
      if (state->use_open)
        for (guint r = 0; r < CW_OD_ROWS; r++)
          for (guint c = 0; c < CW_OD_COLUMNS; c++)
            {
              if (state->mine[r][c].kind != CW_OD_SPACE_DWARF)
                continue;
              for (guint from = 0; from < CW_OD_ROWS; from++)
                {
                  for (guint i = 0; i < state->fungus[from].n; i++)
                    for (guint to = 0; to < CW_OD_ROWS; to++)
                      if (to != from)
                        add_action (out, CW_OD_ACTION_MOVE_FUNGUS, state->fungus[from].cards[i], CW_OD_NO_CARD, r, c, to);
                  for (guint i = 0; i < state->ore[from].n; i++)
                    for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
                      {
                        guint8 demon = cw_od_card_make (CW_OD_SPADES, bit + 2);

                        if ((state->legion & (1u << bit)) &&
                            strength (state, demon) <= strength (state, state->ore[from].cards[i]))
                          add_action (out, CW_OD_ACTION_DISCARD_ORE, state->ore[from].cards[i], demon, r, c, 0);
                      }
                }
            }
      add_action (out, CW_OD_ACTION_END_TURN, CW_OD_NO_CARD, CW_OD_NO_CARD, 0, 0, 0);
      return;

    default:
      g_return_if_reached ();
    }
}

/* ---- Consistency ---- */

static gboolean
count_pile (const CwOdPile *pile,
            guint           seen[CW_OD_N_CARDS],
            int             only_suit,
            const char     *where,
            GError        **error)
{
  char buf[4];

  for (guint i = 0; i < pile->n; i++)
    {
      guint8 card = pile->cards[i];

      if (card >= CW_OD_N_CARDS)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "%s holds a card number %u that is no card", where, card);
          return FALSE;
        }
      if (only_suit >= 0 && cw_od_card_suit (card) != (CwOdSuit) only_suit)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "%s holds %s, of the wrong suit",
                       where, cw_od_card_format (card, buf));
          return FALSE;
        }
      seen[card]++;
    }
  return TRUE;
}

gboolean
cw_od_state_check_cards (const CwOdState *state,
                         GError         **error)
{
  guint seen[CW_OD_N_CARDS] = { 0, };
  char buf[4];

  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      g_autofree char *ore_name = g_strdup_printf ("the ore of row %u", r + 1);
      g_autofree char *fungus_name = g_strdup_printf ("the fungus of row %u", r + 1);

      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        {
          const CwOdSpace *space = &state->mine[r][c];

          if (space->kind == CW_OD_SPACE_VOID)
            {
              if (space->card != CW_OD_NO_CARD)
                {
                  g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "r%uc%u is void but holds a card", r + 1, c + 1);
                  return FALSE;
                }
              continue;
            }
          if (space->card >= CW_OD_N_CARDS)
            {
              g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "r%uc%u holds no card", r + 1, c + 1);
              return FALSE;
            }
          if (space->kind == CW_OD_SPACE_DWARF && cw_od_card_suit (space->card) != CW_OD_HEARTS)
            {
              g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "r%uc%u is face up with %s, no dwarf",
                           r + 1, c + 1, cw_od_card_format (space->card, buf));
              return FALSE;
            }
          seen[space->card]++;
        }
      if (!count_pile (&state->ore[r], seen, CW_OD_DIAMONDS, ore_name, error) ||
          !count_pile (&state->fungus[r], seen, CW_OD_CLUBS, fungus_name, error))
        return FALSE;
    }
  if (!count_pile (&state->draw, seen, -1, "the draw pile", error) ||
      !count_pile (&state->discard, seen, -1, "the discard pile", error))
    return FALSE;
  for (guint i = 0; i < state->hand.n; i++)
    if (cw_od_card_suit (state->hand.cards[i]) == CW_OD_SPADES)
      {
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "the demon %s is in hand, not in the legion",
                     cw_od_card_format (state->hand.cards[i], buf));
        return FALSE;
      }
  if (!count_pile (&state->hand, seen, -1, "the hand", error))
    return FALSE;
  if (state->legion & ~LEGION_FULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "the legion holds ranks that do not exist");
      return FALSE;
    }
  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    if (state->legion & (1u << bit))
      seen[cw_od_card_make (CW_OD_SPADES, bit + 2)]++;
  if (state->phase == CW_OD_PHASE_PLACE_DWARF)
    {
      if (state->pending_card >= CW_OD_N_CARDS || cw_od_card_suit (state->pending_card) != CW_OD_HEARTS)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "the discovered dwarf waiting is no dwarf");
          return FALSE;
        }
      seen[state->pending_card]++;
    }

  for (guint8 card = 0; card < CW_OD_N_CARDS; card++)
    if (seen[card] != 1)
      {
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "%s is %s", cw_od_card_format (card, buf),
                     seen[card] == 0 ? "nowhere" : "in more than one place");
        return FALSE;
      }

  if (state->phase == CW_OD_PHASE_PLAY)
    {
      gboolean complete = TRUE;

      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        if (state->mine[0][c].kind != CW_OD_SPACE_DWARF)
          complete = FALSE;
      if (complete)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "the top row is all dwarfs but the mine was not completed");
          return FALSE;
        }
      if (state->rules.royal_straight_loses && (state->legion & ROYAL_STRAIGHT) == ROYAL_STRAIGHT)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "a royal straight stands in the legion of a game not lost");
          return FALSE;
        }
    }
  /* While cards are picked the old mine is emptied space by space: it is about to be discarded. */
  if (state->phase != CW_OD_PHASE_LOST && state->phase != CW_OD_PHASE_PICK)
    {
      CwOdState copy = *state;

      copy.log = NULL;
      if (update_lost (&copy))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, "row %u is lost but the game goes on", copy.lost_row + 1);
          return FALSE;
        }
    }
  return TRUE;
}
