/* cw-od.c: the Ód solitaire as a CwEngine: the class's vfuncs around the rules of cw-od-rules.c. */
#include "cw-od.h"
#include <glib/gi18n-lib.h>
#include <string.h>

#include "cw-error.h"

struct _CwOdEngine
{
  CwEngine   parent_instance;

  char      *player;
  CwOdState  state;
  gboolean   dealt;
  /* The state at each log line of the last action (or of the deal), as the board draws its steps. */
  CwOdState *steps;             /* as copy_step() leaves them; a plain array, grown by half, since */
  guint      n_steps;           /* g_array_set_size() on every line cost the random player more */
  guint      n_steps_allocated; /* than the copy itself */
  guint      steps_first_line;  /* the log line of steps[0] */
};

G_DEFINE_FINAL_TYPE (CwOdEngine, cw_od_engine, CW_TYPE_ENGINE)

/* Each open point of the book is an option; docs/rules-notes.md quotes the sentence behind each default. */
static const CwEngineOption od_options[] = {
  { "deck", N_("a deck order"), "",
    N_("The deck from its top, as “AS 2H 10D …” (cards not named follow, shuffled from the seed); empty for a shuffled deck.") },
  { "compare", "value|rank", "value",
    N_("Whether “higher” and “equal or lower” compare the cards’ values (A 3, K Q J 2, 10 to 2 1) or their ranks.") },
  { "discovered-dwarf", "dig|discard", "dig",
    N_("Whether a discovered dwarf may go into an adjacent face-down space, digging it, or is always discarded.") },
  { "leftover", "keep|discard", "keep",
    N_("Whether cards left in hand at the end of a turn stay for the next turn or are discarded.") },
  { "dwarf-without-dig", "yes|no", "no",
    N_("Whether a dwarf may be played from hand to the discard pile without digging.") },
  { "ore-fungus-from-hand", "yes|no", "yes",
    N_("Whether ore and fungus in hand may be played to the right or left of a row of your choice.") },
  { "royal-straight", "yes|no", "no",
    N_("The harder variant: a royal straight (A K Q J 10) in the legion loses the game.") },
  { NULL }
};

const CwOdState *
cw_od_engine_get_state (CwOdEngine *self)
{
  g_return_val_if_fail (CW_IS_OD_ENGINE (self), NULL);
  return self->dealt ? &self->state : NULL;
}

guint
cw_od_engine_get_n_steps (CwOdEngine *self)
{
  g_return_val_if_fail (CW_IS_OD_ENGINE (self), 0);
  return self->n_steps;
}

guint
cw_od_engine_get_steps_first_line (CwOdEngine *self)
{
  g_return_val_if_fail (CW_IS_OD_ENGINE (self), 0);
  return self->steps_first_line;
}

const CwOdState *
cw_od_engine_get_step_state (CwOdEngine *self,
                             guint       index)
{
  g_return_val_if_fail (CW_IS_OD_ENGINE (self), NULL);
  g_return_val_if_fail (index < self->n_steps, NULL);
  return &self->steps[index];
}

static void
copy_pile (CwOdPile       *to,
           const CwOdPile *from)
{
  to->n = from->n;
  memcpy (to->cards, from->cards, from->n);
}

/* What a step draws, copied without the cards of the draw and discard piles (the board shows their
 * counts) nor the unused ends of the others: some 100 bytes for a full 704, so that keeping the
 * steps costs the random player little. */
static void
copy_step (CwOdState       *to,
           const CwOdState *from)
{
  to->rules = from->rules;
  memcpy (to->mine, from->mine, sizeof to->mine);
  to->draw.n = from->draw.n;
  to->discard.n = from->discard.n;
  copy_pile (&to->hand, &from->hand);
  to->legion = from->legion;
  to->attackers = from->attackers;
  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      copy_pile (&to->ore[r], &from->ore[r]);
      copy_pile (&to->fungus[r], &from->fungus[r]);
    }
  to->phase = from->phase;
  to->use_open = from->use_open;
  to->pending_card = from->pending_card;
  to->pending_row = from->pending_row;
  to->pending_column = from->pending_column;
  to->n_picked = from->n_picked;
  to->turn = from->turn;
  to->mines_completed = from->mines_completed;
  to->lost_reason = from->lost_reason;
  to->lost_row = from->lost_row;
  to->rand = NULL;
  to->log = NULL;
  to->log_data = NULL;
}

/* Before the rules write the lines of an action or a deal: they start a new list of steps. */
static void
begin_steps (CwOdEngine *self)
{
  self->n_steps = 0;
  self->steps_first_line = cw_engine_get_log (CW_ENGINE (self))->len;
}

/* After: what the rules change once their last line is written (attackers going back to the legion
 * of a game lost in combat) belongs to that last step, which is the state the action leaves. */
static void
end_steps (CwOdEngine *self)
{
  if (self->n_steps > 0)
    {
      copy_step (&self->steps[self->n_steps - 1], &self->state);
    }
}

/* "AS 2H …": the cards, each once; n_cards is set. A wrong word: CW_ERROR_INVALID naming it. */
static gboolean
parse_deck (const char *text,
            guint8      cards[CW_OD_N_CARDS],
            guint      *n_cards,
            GError    **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\n,", -1);
  gboolean seen[CW_OD_N_CARDS] = { FALSE, };
  char buf[4];

  *n_cards = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      guint8 card;

      if (words[i][0] == '\0')
        continue;
      card = cw_od_card_parse (words[i]);
      if (card == CW_OD_NO_CARD)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("Set-up: the deck order has “%s”, which is no card: write the rank (A, 2…10, J, Q, K) then the suit (S, H, D, C), as in “10H”"),
                       words[i]);
          return FALSE;
        }
      if (seen[card])
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("Set-up: the deck order names %s twice; a standard deck has one of each card"),
                       cw_od_card_format (card, buf));
          return FALSE;
        }
      seen[card] = TRUE;
      cards[(*n_cards)++] = card;
    }
  return TRUE;
}

/* ---- Actions ---- */

static CwEngineAction
od_action_ref (CwEngineAction action)
{
  return cw_od_action_ref (action);
}

static void
od_action_unref (CwEngineAction action)
{
  cw_od_action_unref (action);
}

static char *
describe (const CwOdAction *action)
{
  char a[4], b[4];

  switch ((CwOdActionKind) action->kind)
    {
    case CW_OD_ACTION_DIG:
      return g_strdup_printf (_("The dwarf %s digs r%uc%u"), cw_od_card_format (action->card, a),
                              action->row + 1, action->column + 1);
    case CW_OD_ACTION_PLACE:
      return g_strdup_printf (_("The discovered dwarf %s goes into r%uc%u"), cw_od_card_format (action->card, a),
                              action->row + 1, action->column + 1);
    case CW_OD_ACTION_DISCARD:
      return g_strdup_printf (_("The discovered dwarf %s is discarded"), cw_od_card_format (action->card, a));
    case CW_OD_ACTION_ORE:
      return g_strdup_printf (_("The ore %s goes to the right of row %u"), cw_od_card_format (action->card, a),
                              action->target_row + 1);
    case CW_OD_ACTION_FUNGUS:
      return g_strdup_printf (_("The fungus %s goes to the left of row %u"), cw_od_card_format (action->card, a),
                              action->target_row + 1);
    case CW_OD_ACTION_PLAY:
      return g_strdup_printf (_("The dwarf %s is played without digging"), cw_od_card_format (action->card, a));
    case CW_OD_ACTION_MOVE_FUNGUS:
      return g_strdup_printf (_("r%uc%u is voided to move the fungus %s to row %u"), action->row + 1,
                              action->column + 1, cw_od_card_format (action->card, a), action->target_row + 1);
    case CW_OD_ACTION_DISCARD_ORE:
      return g_strdup_printf (_("r%uc%u is voided to discard the ore %s and the demon %s"), action->row + 1,
                              action->column + 1, cw_od_card_format (action->card, a),
                              cw_od_card_format (action->card2, b));
    case CW_OD_ACTION_PICK:
      return g_strdup_printf (_("%s is picked for the next hand"), cw_od_card_format (action->card, a));
    case CW_OD_ACTION_END_TURN:
      return g_strdup (_("End of the turn"));
    default:
      g_return_val_if_reached (NULL);
    }
}

static const char *
od_action_get_label (CwEngine       *engine,
                     CwEngineAction  action)
{
  CwOdAction *od_action = action;

  if (od_action->label == NULL)
    od_action->label = describe (od_action);
  return od_action->label;
}

static void
log_line (gpointer    user_data,
          const char *line)
{
  CwOdEngine *self = user_data;

  cw_engine_log (CW_ENGINE (self), "%s", line);
  if (self->n_steps == self->n_steps_allocated)
    {
      self->n_steps_allocated = MAX (16, self->n_steps_allocated + self->n_steps_allocated / 2);
      self->steps = g_renew (CwOdState, self->steps, self->n_steps_allocated);
    }
  copy_step (&self->steps[self->n_steps++], &self->state);
}

static gboolean
od_apply (CwEngine       *engine,
          CwEngineAction  action,
          gboolean        dry_run,
          GError        **error)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);

  if (!cw_od_state_check (&self->state, action, error))
    return FALSE;
  if (!dry_run)
    {
      begin_steps (self);
      cw_od_state_perform (&self->state, action);
      end_steps (self);
    }
  return TRUE;
}

static GPtrArray *
od_list_legal (CwEngine *engine)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);
  GPtrArray *legal = g_ptr_array_new_with_free_func ((GDestroyNotify) cw_od_action_unref);

  if (self->dealt)
    cw_od_state_list_legal (&self->state, legal);
  return legal;
}

static char *
od_format_action (CwEngine       *engine,
                  CwEngineAction  action)
{
  return cw_od_action_format (action);
}

static CwEngineAction
od_parse_action (CwEngine    *engine,
                 const char  *line,
                 GError     **error)
{
  return cw_od_action_parse (line, error);
}

/* ---- Set-up ---- */

static gboolean
od_add_player (CwEngine    *engine,
               const char  *name,
               CwLibrary   *library,
               GError     **error)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);

  if (self->player != NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: Ód is a solitaire; %s already plays it, so %s cannot join"), self->player, name);
      return FALSE;
    }
  if (name == NULL || *name == '\0')
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: the player needs a name"));
      return FALSE;
    }
  self->player = g_strdup (name);
  return TRUE;
}

static guint
od_get_n_players (CwEngine *engine)
{
  return CW_OD_ENGINE (engine)->player != NULL ? 1 : 0;
}

static const char *
od_get_player_name (CwEngine *engine,
                    guint     player)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);

  return player == 0 ? self->player : NULL;
}

static gboolean
od_check_setup (CwEngine *engine,
                GError  **error)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);
  guint8 cards[CW_OD_N_CARDS];
  guint n_cards;

  if (self->player == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: Ód needs its one player"));
      return FALSE;
    }
  return parse_deck (cw_engine_get_option (engine, "deck"), cards, &n_cards, error);
}

static void
od_reset (CwEngine *engine)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);
  guint8 cards[CW_OD_N_CARDS];
  guint n_cards = 0;
  CwOdRules rules = {
    .compare_rank = g_strcmp0 (cw_engine_get_option (engine, "compare"), "rank") == 0,
    .discovered_dwarf_digs = g_strcmp0 (cw_engine_get_option (engine, "discovered-dwarf"), "dig") == 0,
    .leftover_discard = g_strcmp0 (cw_engine_get_option (engine, "leftover"), "discard") == 0,
    .dwarf_without_dig = cw_engine_get_option_bool (engine, "dwarf-without-dig"),
    .ore_fungus_from_hand = cw_engine_get_option_bool (engine, "ore-fungus-from-hand"),
    .royal_straight_loses = cw_engine_get_option_bool (engine, "royal-straight"),
  };

  /* check_setup has refused a bad order already. */
  if (!parse_deck (cw_engine_get_option (engine, "deck"), cards, &n_cards, NULL))
    n_cards = 0;
  begin_steps (self);
  cw_od_state_init (&self->state, &rules, cards, n_cards, cw_engine_get_rand (engine), log_line, self);
  end_steps (self);
  self->dealt = TRUE;
}

static gboolean
od_is_over (CwEngine *engine)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);

  return self->dealt && self->state.phase == CW_OD_PHASE_LOST;
}

/* "Referring to each new mine as a 'level' and deriving a 'score' from it is strictly forbidden",
 * "There is no victory state": no score line at all, so no score table shows (the count of mines
 * completed is in the state and the log). */
static GArray *
od_get_score (CwEngine *engine)
{
  return g_array_new (FALSE, TRUE, sizeof (CwEngineScore));
}

/* ---- State ---- */

static const char *
phase_name (CwOdPhase phase)
{
  switch (phase)
    {
    case CW_OD_PHASE_PLAY:        return "play";
    case CW_OD_PHASE_PLACE_DWARF: return "place-dwarf";
    case CW_OD_PHASE_PICK:        return "pick";
    case CW_OD_PHASE_LOST:        return "lost";
    default:                      g_return_val_if_reached ("play");
    }
}

static void
append_json_cards (GString        *out,
                   const CwOdPile *pile)
{
  char buf[4];

  g_string_append_c (out, '[');
  for (guint i = 0; i < pile->n; i++)
    g_string_append_printf (out, "%s\"%s\"", i ? "," : "", cw_od_card_format (pile->cards[i], buf));
  g_string_append_c (out, ']');
}

/* Of consecutive bits: how many. */
static guint
run_length (guint16 run)
{
  return run ? (guint) (g_bit_storage (run) - g_bit_nth_lsf (run, -1)) : 0;
}

static void
od_append_state_json (CwEngine *engine,
                      GString  *out)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);
  const CwOdState *state = &self->state;
  char buf[4];
  guint n_legion = 0;
  guint16 longest = 0;

  g_string_append_printf (out, "{\"turn\":%u,\"phase\":\"%s\",\"lost\":%s,\"lost_because\":",
                          state->turn, phase_name (state->phase),
                          state->phase == CW_OD_PHASE_LOST ? "true" : "false");
  if (state->phase != CW_OD_PHASE_LOST)
    g_string_append (out, "null");
  else if (g_str_equal (state->lost_reason, "royal"))
    g_string_append (out, "\"royal-straight\"");
  else
    g_string_append_printf (out, "\"row %u void\"", state->lost_row + 1);
  /* A count, never a "level" nor a score: the book forbids both. */
  g_string_append_printf (out, ",\"mines_completed\":%u", state->mines_completed);

  g_string_append (out, ",\"mine\":[");
  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      g_string_append_printf (out, "%s[", r ? "," : "");
      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        {
          const CwOdSpace *space = &state->mine[r][c];

          g_string_append_printf (out, "%s{\"space\":\"r%uc%u\",", c ? "," : "", r + 1, c + 1);
          if (space->kind == CW_OD_SPACE_FACE_DOWN)
            g_string_append_printf (out, "\"state\":\"face-down\",\"connected\":%s}",
                                    cw_od_state_is_connected (state, r, c) ? "true" : "false");
          else if (space->kind == CW_OD_SPACE_DWARF)
            g_string_append_printf (out, "\"state\":\"dwarf\",\"card\":\"%s\"}", cw_od_card_format (space->card, buf));
          else
            g_string_append (out, "\"state\":\"void\"}");
        }
      g_string_append_c (out, ']');
    }
  g_string_append (out, "],\"rows\":[");
  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      g_string_append_printf (out, "%s{\"row\":%u,\"fungus\":", r ? "," : "", r + 1);
      append_json_cards (out, &state->fungus[r]);
      g_string_append (out, ",\"ore\":");
      append_json_cards (out, &state->ore[r]);
      g_string_append_c (out, '}');
    }

  g_string_append (out, "],\"legion\":[");
  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    if (state->legion & (1u << bit))
      {
        guint16 run = cw_od_legion_run (state->legion, bit);

        if (run_length (run) > run_length (longest))
          longest = run;
        g_string_append_printf (out, "%s\"%s\"", n_legion++ ? "," : "",
                                cw_od_card_format (cw_od_card_make (CW_OD_SPADES, bit + 2), buf));
      }
  g_string_append_printf (out, "],\"legion_longest_run\":%u", run_length (longest));

  g_string_append (out, ",\"hand\":");
  append_json_cards (out, &state->hand);
  g_string_append_printf (out, ",\"draw\":{\"count\":%u},\"discard\":{\"count\":%u,\"cards\":",
                          state->draw.n, state->discard.n);
  append_json_cards (out, &state->discard);
  g_string_append_printf (out, "},\"may_void_dwarf\":%s,\"discovered_dwarf\":",
                          state->use_open ? "true" : "false");
  if (state->phase == CW_OD_PHASE_PLACE_DWARF)
    g_string_append_printf (out, "{\"card\":\"%s\",\"found_in\":\"r%uc%u\"}",
                            cw_od_card_format (state->pending_card, buf),
                            state->pending_row + 1, state->pending_column + 1);
  else
    g_string_append (out, "null");
  g_string_append_printf (out, ",\"to_pick\":%u}",
                          state->phase == CW_OD_PHASE_PICK ? CW_OD_DRAW - state->n_picked : 0);
}

static void
append_text_cards (GString        *out,
                   const CwOdPile *pile)
{
  char buf[4];

  if (pile->n == 0)
    g_string_append (out, "—");
  for (guint i = 0; i < pile->n; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", cw_od_card_format (pile->cards[i], buf));
}

static void
od_append_state_text (CwEngine *engine,
                      GString  *out)
{
  CwOdEngine *self = CW_OD_ENGINE (engine);
  const CwOdState *state = &self->state;
  char buf[4];
  gboolean any = FALSE;

  g_string_append_printf (out, _("Turn %u"), state->turn);
  g_string_append_c (out, '\n');
  g_string_append (out, _("Legion:"));
  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    if (state->legion & (1u << bit))
      {
        g_string_append_printf (out, " %s", cw_od_card_format (cw_od_card_make (CW_OD_SPADES, bit + 2), buf));
        any = TRUE;
      }
  if (!any)
    g_string_append (out, " —");
  g_string_append_c (out, '\n');

  /* One line a row: fungus | the four spaces | ore; ## face down, .. void. */
  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      g_string_append_printf (out, "r%u  ", r + 1);
      append_text_cards (out, &state->fungus[r]);
      g_string_append (out, " |");
      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        {
          const CwOdSpace *space = &state->mine[r][c];

          if (space->kind == CW_OD_SPACE_FACE_DOWN)
            g_string_append (out, "  ##");
          else if (space->kind == CW_OD_SPACE_VOID)
            g_string_append (out, "  ..");
          else
            g_string_append_printf (out, " %3s", cw_od_card_format (space->card, buf));
        }
      g_string_append (out, " | ");
      append_text_cards (out, &state->ore[r]);
      g_string_append_c (out, '\n');
    }
  g_string_append (out, _("Hand:"));
  g_string_append_c (out, ' ');
  append_text_cards (out, &state->hand);
  g_string_append_c (out, '\n');
  g_string_append_printf (out, _("Draw pile: %u · discard pile: %u · mines completed: %u"),
                          state->draw.n, state->discard.n, state->mines_completed);
  g_string_append_c (out, '\n');
  if (state->phase == CW_OD_PHASE_LOST)
    {
      g_string_append (out, _("The game is lost."));
      g_string_append_c (out, '\n');
    }
}

/* ---- The class ---- */

static void
cw_od_engine_finalize (GObject *object)
{
  CwOdEngine *self = CW_OD_ENGINE (object);

  g_clear_pointer (&self->player, g_free);
  g_clear_pointer (&self->steps, g_free);
  G_OBJECT_CLASS (cw_od_engine_parent_class)->finalize (object);
}

static void
cw_od_engine_class_init (CwOdEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  CwEngineClass *engine_class = CW_ENGINE_CLASS (klass);

  object_class->finalize = cw_od_engine_finalize;

  engine_class->engine_id = "od";
  engine_class->rules_version = 1;
  engine_class->options = od_options;
  /* “a single player card game” */
  engine_class->min_players = 1;
  engine_class->max_players = 1;
  engine_class->action_ref = od_action_ref;
  engine_class->action_unref = od_action_unref;
  engine_class->action_get_label = od_action_get_label;
  engine_class->apply = od_apply;
  engine_class->list_legal = od_list_legal;
  engine_class->format_action = od_format_action;
  engine_class->parse_action = od_parse_action;
  engine_class->add_player = od_add_player;
  engine_class->get_n_players = od_get_n_players;
  engine_class->get_player_name = od_get_player_name;
  engine_class->check_setup = od_check_setup;
  engine_class->reset = od_reset;
  engine_class->is_over = od_is_over;
  engine_class->get_score = od_get_score;
  engine_class->append_state_json = od_append_state_json;
  engine_class->append_state_text = od_append_state_text;
  /* The .cwmatch set-up is the base's default: one <player name="…"/>. */
}

static void
cw_od_engine_init (CwOdEngine *self)
{
}
