/* test-od.c: the Ód solitaire's engine, each rule played from a deck order with the state expected after the moves. */
#include <string.h>

#include "cw-engine.h"
#include "cw-engine-registry.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-od.h"

static CwGame *od_game;

/* A match of Ada's dealt from deck (its top first: 16 mine cards row by row, then the draws);
 * options is NULL or "key=value" words. */
static CwEngine *
od_start (const char *deck,
          const char *options)
{
  g_autoptr (GError) error = NULL;
  CwEngine *engine = cw_engine_new_for_game (od_game, NULL, &error);

  g_assert_no_error (error);
  g_assert_true (CW_IS_OD_ENGINE (engine));
  g_assert_true (cw_engine_add_player (engine, "Ada", NULL, &error));
  g_assert_no_error (error);
  g_assert_true (cw_engine_set_option (engine, "deck", deck, &error));
  g_assert_no_error (error);
  if (options != NULL)
    {
      g_auto (GStrv) words = g_strsplit (options, " ", -1);

      for (guint i = 0; words[i] != NULL; i++)
        {
          g_auto (GStrv) pair = g_strsplit (words[i], "=", 2);

          g_assert_true (cw_engine_set_option (engine, pair[0], pair[1], &error));
          g_assert_no_error (error);
        }
    }
  g_assert_true (cw_engine_start (engine, 7, &error));
  g_assert_no_error (error);
  return engine;
}

static const CwOdState *
state_of (CwEngine *engine)
{
  return cw_od_engine_get_state (CW_OD_ENGINE (engine));
}

/* Moves separated by ";", each must be accepted, and every card stays accounted for. */
static void
play (CwEngine   *engine,
      const char *moves)
{
  g_auto (GStrv) lines = g_strsplit (moves, ";", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!cw_engine_perform_line (engine, lines[i], &error))
        g_error ("“%s” refused: %s", lines[i], error->message);
      g_assert_true (cw_od_state_check_cards (state_of (engine), &error));
      g_assert_no_error (error);
    }
}

static void
refuse (CwEngine   *engine,
        const char *line,
        const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *before = cw_engine_dup_state_json (engine);
  g_autofree char *after = NULL;

  g_assert_false (cw_engine_perform_line (engine, line, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
  after = cw_engine_dup_state_json (engine);
  g_assert_cmpstr (after, ==, before);
}

static char *
pile_text (const CwOdPile *pile)
{
  GString *out = g_string_new (NULL);
  char buf[4];

  for (guint i = 0; i < pile->n; i++)
    g_string_append_printf (out, "%s%s", i ? " " : "", cw_od_card_format (pile->cards[i], buf));
  return g_string_free (out, FALSE);
}

/* "2H ## .. 7H": a dwarf, face down, void. */
static char *
row_text (CwEngine *engine,
          guint     row)
{
  const CwOdState *state = state_of (engine);
  GString *out = g_string_new (NULL);
  char buf[4];

  for (guint c = 0; c < CW_OD_COLUMNS; c++)
    {
      const CwOdSpace *space = &state->mine[row - 1][c];

      if (c > 0)
        g_string_append_c (out, ' ');
      if (space->kind == CW_OD_SPACE_FACE_DOWN)
        g_string_append (out, "##");
      else if (space->kind == CW_OD_SPACE_VOID)
        g_string_append (out, "..");
      else
        g_string_append (out, cw_od_card_format (space->card, buf));
    }
  return g_string_free (out, FALSE);
}

static char *
legion_text (CwEngine *engine)
{
  const CwOdState *state = state_of (engine);
  GString *out = g_string_new (NULL);
  char buf[4];

  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    if (state->legion & (1u << bit))
      g_string_append_printf (out, "%s%s", out->len ? " " : "",
                              cw_od_card_format (cw_od_card_make (CW_OD_SPADES, bit + 2), buf));
  return g_string_free (out, FALSE);
}

static char *
legal_text (CwEngine *engine)
{
  g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < legal->len; i++)
    {
      g_autofree char *line = cw_engine_format_action (engine, g_ptr_array_index (legal, i));

      g_string_append_printf (out, "%s%s", i ? "; " : "", line);
    }
  return g_string_free (out, FALSE);
}

static gboolean
log_has (CwEngine   *engine,
         const char *line)
{
  GPtrArray *log = cw_engine_get_log (engine);

  for (guint i = 0; i < log->len; i++)
    if (g_str_equal (g_ptr_array_index (log, i), line))
      return TRUE;
  return FALSE;
}

#define assert_row(engine, row, expected) \
  G_STMT_START { g_autofree char *text_ = row_text (engine, row); g_assert_cmpstr (text_, ==, expected); } G_STMT_END
#define assert_pile(pile, expected) \
  G_STMT_START { g_autofree char *text_ = pile_text (pile); g_assert_cmpstr (text_, ==, expected); } G_STMT_END
#define assert_legion(engine, expected) \
  G_STMT_START { g_autofree char *text_ = legion_text (engine); g_assert_cmpstr (text_, ==, expected); } G_STMT_END
#define assert_legal(engine, expected) \
  G_STMT_START { g_autofree char *text_ = legal_text (engine); g_assert_cmpstr (text_, ==, expected); } G_STMT_END

/* ---- The deal ---- */

static void
test_deal (void)
{
  g_autoptr (CwEngine) engine = od_start ("2D 3C KS 8H 9S 4S 2S 3D 2C 3S 4C 5C 6D 7D 8D 9D  5S 2H 3H 4H", NULL);
  const CwOdState *state = state_of (engine);

  for (guint r = 1; r <= CW_OD_ROWS; r++)
    assert_row (engine, r, "## ## ## ##");
  /* 5S was drawn: a demon goes to the legion at once, the others to the hand. */
  assert_legion (engine, "5S");
  assert_pile (&state->hand, "2H 3H 4H");
  g_assert_cmpuint (state->draw.n, ==, 52 - 16 - 4);
  g_assert_cmpuint (state->discard.n, ==, 0);
  g_assert_cmpuint (state->turn, ==, 1);
  g_assert_true (log_has (engine, "The demon 5S joins the legion."));
  /* Only the first row is connected while no card lies face up. */
  assert_legal (engine, "dig 2H r1c1; dig 2H r1c2; dig 2H r1c3; dig 2H r1c4; "
                        "dig 3H r1c1; dig 3H r1c2; dig 3H r1c3; dig 3H r1c4; "
                        "dig 4H r1c1; dig 4H r1c2; dig 4H r1c3; dig 4H r1c4; end-turn");
}

/* A deck that is not one: refused at the start, naming the card. */
static void
test_bad_deck (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = cw_engine_new_for_game (od_game, NULL, &error);

  g_assert_true (cw_engine_add_player (engine, "Ada", NULL, &error));
  g_assert_false (cw_engine_add_player (engine, "Bo", NULL, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Set-up: Ód is a solitaire; Ada already plays it, so Bo cannot join");
  g_clear_error (&error);

  g_assert_true (cw_engine_set_option (engine, "deck", "AS 2H 2h", &error));
  g_assert_false (cw_engine_start (engine, 1, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Set-up: the deck order names 2H twice; a standard deck has one of each card");
  g_clear_error (&error);

  g_assert_true (cw_engine_set_option (engine, "deck", "AS 1H", &error));
  g_assert_false (cw_engine_start (engine, 1, &error));
  g_assert_cmpstr (error->message, ==,
                   "Set-up: the deck order has “1H”, which is no card: write the rank (A, 2…10, J, Q, K) then the suit (S, H, D, C), as in “10H”");
  g_clear_error (&error);

  g_assert_false (cw_engine_set_option (engine, "compare", "suit", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
}

/* ---- Discoveries ---- */

static void
test_discoveries (void)
{
  /* r1: ore, fungus, a demon higher than the dwarf, a dwarf; r2: an equal demon, a lower one, ore. */
  g_autoptr (CwEngine) engine = od_start ("5D 6C KS 8H  9S 4S 2D 3D  2C 3C 4C 5C  6D 7D 8D 9D "
                                          "2H 3H 4H AH  5H 6H 7H JH", NULL);
  const CwOdState *state = state_of (engine);

  play (engine, "dig 2H r1c1");
  assert_row (engine, 1, "2H ## ## ##");
  assert_pile (&state->ore[0], "5D");
  g_assert_true (log_has (engine, "2H finds the ore 5D in r1c1: it goes to the right of row 1."));

  play (engine, "dig 3H r1c2");
  assert_row (engine, 1, "2H 3H ## ##");
  assert_pile (&state->fungus[0], "6C");

  /* KS (value 2) is higher than 4H (value 1): the dwarf is discarded, the space void, KS joins the legion. */
  play (engine, "dig 4H r1c3");
  assert_row (engine, 1, "2H 3H .. ##");
  assert_legion (engine, "KS");
  assert_pile (&state->discard, "4H");

  /* A discovered dwarf may go into an adjacent face-down space, digging it: r2c4 (r1c3 is void). */
  play (engine, "dig AH r1c4");
  assert_row (engine, 1, "2H 3H .. AH");
  g_assert_cmpint (state->phase, ==, CW_OD_PHASE_PLACE_DWARF);
  assert_legal (engine, "place 8H r2c4; discard 8H");
  refuse (engine, "end-turn",
          "The discovered dwarf 8H waits: place it in an adjacent face-down space or discard it first.");
  refuse (engine, "place 8H r2c3",
          "r2c3 is not next to r1c4, where 8H was discovered: it may only go into an adjacent space.");
  refuse (engine, "place 8H r1c3", "r1c3 is void: no dwarf can be placed in it until a new mine.");
  play (engine, "place 8H r2c4");
  assert_row (engine, 2, "## ## ## 8H");
  assert_pile (&state->ore[1], "3D");
  g_assert_cmpint (state->phase, ==, CW_OD_PHASE_PLAY);

  play (engine, "end-turn");
  assert_pile (&state->hand, "5H 6H 7H JH");

  refuse (engine, "dig 6H r3c1",
          "r3c1 is not connected: a dwarf digs a card of the first row or one next to a face-up card.");
  refuse (engine, "dig 6H r1c3", "r1c3 is void: no dwarf can be placed in it until a new mine.");
  refuse (engine, "dig 6H r1c1", "r1c1 is already dug: a dwarf stands in it.");
  refuse (engine, "dig 9H r2c1", "9H is not in your hand.");

  /* 9S and 5H are both worth 1: both discarded, the space void. */
  play (engine, "dig 5H r2c1");
  assert_row (engine, 2, ".. ## ## 8H");
  /* 4S (1) is lower than JH (2): the demon is discarded and the dwarf takes the space. */
  play (engine, "dig JH r2c2");
  assert_row (engine, 2, ".. JH ## 8H");
  assert_pile (&state->discard, "4H 5H 9S 4S");
  assert_legion (engine, "KS");
  assert_pile (&state->hand, "6H 7H");
}

/* With nowhere to go (no adjacent face-down space), or by option always, a discovered dwarf is discarded. */
static void
test_discovered_dwarf_discarded (void)
{
  g_autoptr (CwEngine) engine = od_start ("8H 3C 4C 5C  6C 7C 8C 9C  2C 2D 3D 4D  5D 6D 7D 8D  2H 3H 4H 5H",
                                          "discovered-dwarf=discard");
  const CwOdState *state = state_of (engine);

  play (engine, "dig 2H r1c1");
  assert_row (engine, 1, "2H ## ## ##");
  g_assert_cmpint (state->phase, ==, CW_OD_PHASE_PLAY);
  assert_pile (&state->discard, "8H");
  g_assert_true (log_has (engine, "2H finds the dwarf 8H in r1c1, who is discarded (option discovered-dwarf=discard)."));

  /* By default the player chooses, and may decline. */
  {
    g_autoptr (CwEngine) other = od_start ("8H 3C 4C 5C  6C 7C 8C 9C  2C 2D 3D 4D  5D 6D 7D 8D  2H 3H 4H 5H", NULL);

    play (other, "dig 2H r1c1");
    assert_legal (other, "place 8H r1c2; place 8H r2c1; discard 8H");
    refuse (other, "discard 9H", "The discovered dwarf is 8H, not 9H.");
    play (other, "discard 8H");
    assert_pile (&state_of (other)->discard, "8H");
    g_assert_true (state_of (other)->use_open);
  }
}

/* compare=rank: 9S is lower than 10H by rank, though both are worth 1. */
static void
test_compare_by_rank (void)
{
  const char *deck = "9S 3C 4C 5C  6C 7C 8C 9C  2C 2D 3D 4D  5D 6D 7D 8D  10H 3H 4H 5H";
  g_autoptr (CwEngine) by_value = od_start (deck, NULL);
  g_autoptr (CwEngine) by_rank = od_start (deck, "compare=rank");

  play (by_value, "dig 10H r1c1");
  assert_row (by_value, 1, ".. ## ## ##");
  assert_pile (&state_of (by_value)->discard, "10H 9S");

  play (by_rank, "dig 10H r1c1");
  assert_row (by_rank, 1, "10H ## ## ##");
  assert_pile (&state_of (by_rank)->discard, "9S");
}

/* ---- The legion and combat ---- */

static void
test_combat_rolls_on (void)
{
  /* Row 1: AH, 2H, 3H dig ore 2D, fungus 3C, ore 4D; row 2: 4H digs ore 5D. Turn 2 brings 2S…5S,
   * turn 3 the 6S that makes the straight. */
  g_autoptr (CwEngine) engine = od_start ("2D 3C 4D 9C  5D 6C 7C 8C  10C JC QC KC  AC 6D 7D 8D "
                                          "AH 2H 3H 4H  2S 3S 4S 5S  6S 7H 8H 9H", NULL);
  const CwOdState *state = state_of (engine);

  play (engine, "dig AH r1c1; dig 2H r1c2; dig 3H r1c3; dig 4H r2c1; end-turn");
  assert_legion (engine, "2S 3S 4S 5S");
  assert_pile (&state->hand, "");
  play (engine, "end-turn");

  /* Fight: each ore (worth 1) discards the strongest demon it beats, 6S then 5S.
   * Starve: fungus worth 1 against dwarfs worth 5: AH then 2H starve.
   * Perish: 3H takes 4S with it. 2S 3S attack row 2: ore 5D discards 3S; 4H starves (no fungus);
   * rows 3 and 4 hold nothing, so 2S goes back to the legion. */
  g_assert_true (log_has (engine, "Combat: the straight 2S 3S 4S 5S 6S leaves the legion and attacks the mine."));
  g_assert_true (log_has (engine, "Fight: the ore 2D discards the demon 6S."));
  g_assert_true (log_has (engine, "Fight: the ore 4D discards the demon 5S."));
  g_assert_true (log_has (engine, "Starve: fungus worth 1 cannot feed dwarfs worth 5; the dwarf AH starves and r1c1 is void."));
  g_assert_true (log_has (engine, "Starve: fungus worth 1 cannot feed dwarfs worth 2; the dwarf 2H starves and r1c2 is void."));
  g_assert_true (log_has (engine, "Perish: the dwarf 3H takes the demon 4S with it; r1c3 is void."));
  g_assert_true (log_has (engine, "Combat reaches row 2."));
  g_assert_true (log_has (engine, "Fight: the ore 5D discards the demon 3S."));
  g_assert_true (log_has (engine, "The demons 2S are left after the last row and go back to the legion."));

  assert_row (engine, 1, ".. .. .. ##");
  assert_row (engine, 2, ".. ## ## ##");
  assert_legion (engine, "2S");
  assert_pile (&state->discard, "6S 5S AH 2H 4S 3H 3S 4H");
  assert_pile (&state->ore[0], "2D 4D");
  assert_pile (&state->fungus[0], "3C");
  assert_pile (&state->ore[1], "5D");
  assert_pile (&state->hand, "7H 8H 9H");
  g_assert_cmpint (state->phase, ==, CW_OD_PHASE_PLAY);
}

static char *
mask_text (guint16 mask)
{
  GString *out = g_string_new (NULL);
  char buf[4];

  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    if (mask & (1u << bit))
      g_string_append_printf (out, "%s%s", out->len ? " " : "",
                              cw_od_card_format (cw_od_card_make (CW_OD_SPADES, bit + 2), buf));
  return g_string_free (out, FALSE);
}

/* A step's state as one line: "legion | attackers | row 1 | row 2 | hand · draw pile count". */
static char *
step_text (const CwOdState *state)
{
  GString *out = g_string_new (NULL);
  g_autofree char *legion = mask_text (state->legion);
  g_autofree char *attackers = mask_text (state->attackers);
  g_autofree char *hand = pile_text (&state->hand);
  char buf[4];

  g_string_append_printf (out, "%s | %s |", legion, attackers);
  for (guint r = 0; r < 2; r++)
    {
      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        {
          const CwOdSpace *space = &state->mine[r][c];

          if (space->kind == CW_OD_SPACE_FACE_DOWN)
            g_string_append (out, " ##");
          else if (space->kind == CW_OD_SPACE_VOID)
            g_string_append (out, " ..");
          else
            g_string_append_printf (out, " %s", cw_od_card_format (space->card, buf));
        }
      g_string_append (out, " |");
    }
  g_string_append_printf (out, " %s · %u", hand, state->draw.n);
  return g_string_free (out, FALSE);
}

/* The straight of 5 of test_combat_rolls_on, told step by step: the state at each line of the move,
 * as the board draws it while the line is read; the last is the state the move left. */
static void
test_combat_steps (void)
{
  g_autoptr (CwEngine) engine = od_start ("2D 3C 4D 9C  5D 6C 7C 8C  10C JC QC KC  AC 6D 7D 8D "
                                          "AH 2H 3H 4H  2S 3S 4S 5S  6S 7H 8H 9H", NULL);
  CwOdEngine *od = CW_OD_ENGINE (engine);
  static const struct { const char *line; const char *state; } expected[] = {
    { "Turn 3.", "2S 3S 4S 5S |  | AH 2H 3H ## | 4H ## ## ## |  · 28" },
    { "Draws 6S.", "2S 3S 4S 5S |  | AH 2H 3H ## | 4H ## ## ## |  · 27" },
    { "The demon 6S joins the legion.", "2S 3S 4S 5S 6S |  | AH 2H 3H ## | 4H ## ## ## |  · 27" },
    { "Combat: the straight 2S 3S 4S 5S 6S leaves the legion and attacks the mine.",
      " | 2S 3S 4S 5S 6S | AH 2H 3H ## | 4H ## ## ## |  · 27" },
    { "Combat reaches row 1.", " | 2S 3S 4S 5S 6S | AH 2H 3H ## | 4H ## ## ## |  · 27" },
    { "Fight: the ore 2D discards the demon 6S.", " | 2S 3S 4S 5S | AH 2H 3H ## | 4H ## ## ## |  · 27" },
    { "Fight: the ore 4D discards the demon 5S.", " | 2S 3S 4S | AH 2H 3H ## | 4H ## ## ## |  · 27" },
    { "Starve: fungus worth 1 cannot feed dwarfs worth 5; the dwarf AH starves and r1c1 is void.",
      " | 2S 3S 4S | .. 2H 3H ## | 4H ## ## ## |  · 27" },
    { "Starve: fungus worth 1 cannot feed dwarfs worth 2; the dwarf 2H starves and r1c2 is void.",
      " | 2S 3S 4S | .. .. 3H ## | 4H ## ## ## |  · 27" },
    { "Perish: the dwarf 3H takes the demon 4S with it; r1c3 is void.", " | 2S 3S | .. .. .. ## | 4H ## ## ## |  · 27" },
    { "Combat reaches row 2.", " | 2S 3S | .. .. .. ## | 4H ## ## ## |  · 27" },
    { "Fight: the ore 5D discards the demon 3S.", " | 2S | .. .. .. ## | 4H ## ## ## |  · 27" },
    { "Starve: fungus worth 0 cannot feed dwarfs worth 1; the dwarf 4H starves and r2c1 is void.",
      " | 2S | .. .. .. ## | .. ## ## ## |  · 27" },
    { "Combat reaches row 3.", " | 2S | .. .. .. ## | .. ## ## ## |  · 27" },
    { "Combat reaches row 4.", " | 2S | .. .. .. ## | .. ## ## ## |  · 27" },
    { "The demons 2S are left after the last row and go back to the legion.", "2S |  | .. .. .. ## | .. ## ## ## |  · 27" },
    { "Draws 7H.", "2S |  | .. .. .. ## | .. ## ## ## | 7H · 26" },
    { "Draws 8H.", "2S |  | .. .. .. ## | .. ## ## ## | 7H 8H · 25" },
    { "Draws 9H.", "2S |  | .. .. .. ## | .. ## ## ## | 7H 8H 9H · 24" },
  };
  GPtrArray *log;
  guint first;

  play (engine, "dig AH r1c1; dig 2H r1c2; dig 3H r1c3; dig 4H r2c1; end-turn; end-turn");
  log = cw_engine_get_log (engine);
  first = cw_od_engine_get_steps_first_line (od);
  g_assert_cmpuint (cw_od_engine_get_n_steps (od), ==, G_N_ELEMENTS (expected));
  g_assert_cmpuint (first + G_N_ELEMENTS (expected), ==, log->len);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *text = step_text (cw_od_engine_get_step_state (od, i));

      g_assert_cmpstr (g_ptr_array_index (log, first + i), ==, expected[i].line);
      g_assert_cmpstr (text, ==, expected[i].state);
    }
  /* The last step is the state the move left, and the engine's state is untouched by the steps. */
  g_assert_cmpmem (cw_od_engine_get_step_state (od, G_N_ELEMENTS (expected) - 1)->mine, sizeof state_of (engine)->mine,
                   state_of (engine)->mine, sizeof state_of (engine)->mine);
  g_assert_cmpuint (state_of (engine)->attackers, ==, 0);

  /* Undo replays the match: the steps are the new last move's (the first end-turn: Turn 2 and four
   * demons drawn, each joining the legion); redo brings the combat's back. */
  g_assert_true (cw_engine_undo (engine));
  g_assert_cmpuint (cw_od_engine_get_n_steps (od), ==, 9);
  g_assert_cmpstr (g_ptr_array_index (cw_engine_get_log (engine), cw_od_engine_get_steps_first_line (od)), ==, "Turn 2.");
  {
    g_autofree char *drawn = step_text (cw_od_engine_get_step_state (od, 7));
    g_autofree char *joined = step_text (cw_od_engine_get_step_state (od, 8));

    g_assert_cmpstr (drawn, ==, "2S 3S 4S |  | AH 2H 3H ## | 4H ## ## ## |  · 28");
    g_assert_cmpstr (joined, ==, "2S 3S 4S 5S |  | AH 2H 3H ## | 4H ## ## ## |  · 28");
  }
  g_assert_true (cw_engine_redo (engine));
  g_assert_cmpuint (cw_od_engine_get_n_steps (od), ==, G_N_ELEMENTS (expected));
  g_assert_cmpuint (cw_od_engine_get_steps_first_line (od), ==, first);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *text = step_text (cw_od_engine_get_step_state (od, i));

      g_assert_cmpstr (text, ==, expected[i].state);
    }
}

/* 2S 3S 4S and 6S 7S 8S wait; 5S joins them into a straight of 7, all of which attack. */
static void
test_straight_of_seven (void)
{
  g_autoptr (CwEngine) engine = od_start ("2D 3C 4C 5C  6C 7C 8C 9C  10C JC QC KC  AC 3D 4D 5D "
                                          "AH 2S 3S 4S  6S 7S 8S 10S  5S 9H 10H JH", NULL);
  const CwOdState *state = state_of (engine);

  play (engine, "dig AH r1c1; end-turn");
  assert_legion (engine, "2S 3S 4S 6S 7S 8S 10S");
  g_assert_false (log_has (engine, "No attacker is left: the combat is over."));
  play (engine, "end-turn");

  g_assert_true (log_has (engine, "Combat: the straight 2S 3S 4S 5S 6S 7S 8S leaves the legion and attacks the mine."));
  /* The ore 2D discards 8S; AH (3) starves with no fungus; the six others come back. */
  g_assert_true (log_has (engine, "Fight: the ore 2D discards the demon 8S."));
  assert_row (engine, 1, ".. ## ## ##");
  assert_legion (engine, "2S 3S 4S 5S 6S 7S 10S");
  assert_pile (&state->discard, "8S AH");
  assert_pile (&state->hand, "9H 10H JH");
}

/* ---- After a card is played: void a dwarf's space for a use ---- */

static void
test_dwarf_uses (void)
{
  g_autoptr (CwEngine) engine = od_start ("2C 3D 4C 5C  6C 7C 8C 9C  10C JC QC KC  AC 4D 5D 6D "
                                          "7S KS 2H 3H", NULL);
  const CwOdState *state = state_of (engine);

  assert_legion (engine, "7S KS");
  refuse (engine, "move-fungus 2C r3 void r1c1",
          "A dwarf's space is voided for a use only right after a card is played, once for each card.");

  play (engine, "dig 2H r1c1");
  assert_pile (&state->fungus[0], "2C");
  g_assert_true (state->use_open);
  refuse (engine, "move-fungus 2C r1 void r1c1", "2C already lies left of row 1: a fungus moves to another row.");
  refuse (engine, "move-fungus 2C r3 void r1c2", "r1c2 holds no dwarf: only a space with a dwarf may be voided for its use.");
  play (engine, "move-fungus 2C r3 void r1c1");
  assert_row (engine, 1, ".. ## ## ##");
  assert_pile (&state->fungus[0], "");
  assert_pile (&state->fungus[2], "2C");
  assert_pile (&state->discard, "2H");
  g_assert_false (state->use_open);

  play (engine, "dig 3H r1c2");
  assert_pile (&state->ore[0], "3D");
  refuse (engine, "discard-ore 3D KS void r1c2",
          "The demon KS is worth more than the ore 3D: an ore discards a demon of equal or lower value.");
  refuse (engine, "discard-ore 3D 9S void r1c2", "9S is no demon in the legion.");
  play (engine, "discard-ore 3D 7S void r1c2");
  assert_row (engine, 1, ".. .. ## ##");
  assert_pile (&state->ore[0], "");
  assert_legion (engine, "KS");
  assert_pile (&state->discard, "2H 3D 7S 3H");
  refuse (engine, "discard-ore 3D KS void r1c2",
          "A dwarf's space is voided for a use only right after a card is played, once for each card.");
}

/* Ore and fungus from hand go to a row of the player's choice, unless the option says no. */
static void
test_ore_fungus_from_hand (void)
{
  const char *deck = "2C 3C 4C 5C  6C 7C 9D 9C  10C JC QC KC  AC 4D 5D 6D  2H 7D 8C 9H";
  g_autoptr (CwEngine) engine = od_start (deck, NULL);
  g_autoptr (CwEngine) strict = od_start (deck, "ore-fungus-from-hand=no dwarf-without-dig=yes leftover=discard");

  play (engine, "ore 7D r3; fungus 8C r2");
  assert_pile (&state_of (engine)->ore[2], "7D");
  assert_pile (&state_of (engine)->fungus[1], "8C");
  g_assert_true (state_of (engine)->use_open);
  refuse (engine, "ore 2H r1", "2H is a dwarf, not an ore (a diamond).");
  refuse (engine, "play 2H", "A dwarf is played by digging a connected mine card (option dwarf-without-dig=no): use “dig”.");
  play (engine, "end-turn");
  /* Kept by default: the turn's new cards join what was left. */
  g_assert_cmpuint (state_of (engine)->hand.n, >=, 2);
  g_assert_cmpuint (state_of (engine)->hand.cards[0], ==, cw_od_card_parse ("2H"));

  refuse (strict, "ore 7D r3",
          "This match is played with ore and fungus only discovered, never played from hand (option ore-fungus-from-hand=no).");
  play (strict, "play 2H");
  assert_pile (&state_of (strict)->discard, "2H");
  g_assert_true (state_of (strict)->use_open);
  play (strict, "end-turn");
  assert_pile (&state_of (strict)->discard, "2H 7D 8C 9H");
}

/* ---- Failure ---- */

static void
test_failure (void)
{
  /* Row 1 is KS QS JS AS, each higher than a dwarf worth 1. */
  g_autoptr (CwEngine) engine = od_start ("KS QS JS AS  2C 3C 4C 5C  6C 7C 8C 9C  10C JC QC KC "
                                          "2H 3H 4H 5H", NULL);
  const CwOdState *state = state_of (engine);
  g_autofree char *json = NULL;

  play (engine, "dig 2H r1c1; dig 3H r1c2; dig 4H r1c3");
  g_assert_false (cw_engine_is_over (engine));
  play (engine, "dig 5H r1c4");
  assert_row (engine, 1, ".. .. .. ..");
  g_assert_true (cw_engine_is_over (engine));
  g_assert_cmpint (state->phase, ==, CW_OD_PHASE_LOST);
  g_assert_true (log_has (engine, "Row 1 is all void: the game is lost."));
  assert_legal (engine, "");
  refuse (engine, "end-turn", "The game is over: a lost game takes no more moves.");
  json = cw_engine_dup_state_json (engine);
  g_assert_nonnull (strstr (json, "\"lost\":true,\"lost_because\":\"row 1 void\""));
}

/* Row 2 all void is no loss while a dwarf stands in row 1; it is once the last of them is gone. */
static void
test_failure_below (void)
{
  g_autoptr (CwEngine) engine = od_start ("2C 3D 4D 9C  KS QS 5D AS  5C 6C 7C 8C  10C JC QC KC "
                                          "2H 3H 4H 5H  6H 7H 8H 9D  10D JD 2D 6D", NULL);

  play (engine, "dig 2H r1c1; dig 3H r1c2; dig 4H r1c3; dig 5H r2c1; end-turn");
  play (engine, "dig 6H r2c2; dig 7H r2c3; dig 8H r2c4; move-fungus 2C r2 void r2c3");
  assert_row (engine, 1, "2H 3H 4H ##");
  assert_row (engine, 2, ".. .. .. ..");
  assert_legion (engine, "QS KS AS");
  g_assert_false (cw_engine_is_over (engine));

  play (engine, "ore 9D r3; move-fungus 2C r3 void r1c1; end-turn");
  play (engine, "ore 10D r3; move-fungus 2C r4 void r1c2");
  g_assert_false (cw_engine_is_over (engine));
  play (engine, "ore JD r3; move-fungus 2C r1 void r1c3");
  assert_row (engine, 1, ".. .. .. ##");
  g_assert_true (cw_engine_is_over (engine));
  g_assert_true (log_has (engine, "Row 2 is all void and no dwarf is left in the rows above it: the game is lost."));
}

/* An empty draw pile is refilled from the shuffled discards. */
static void
test_refill (void)
{
  /* Every spade in the mine, so that no draw goes to the legion; the hand is discarded each turn. */
  g_autoptr (CwEngine) engine = od_start ("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2C 3C 4C", "leftover=discard");
  const CwOdState *state = state_of (engine);

  for (guint turn = 2; turn <= 9; turn++)
    play (engine, "end-turn");
  g_assert_cmpuint (state->draw.n, ==, 0);
  g_assert_cmpuint (state->discard.n, ==, 32);
  g_assert_false (log_has (engine, "The draw pile is empty: the 36 discarded cards are shuffled into a new draw pile."));
  play (engine, "end-turn");
  g_assert_true (log_has (engine, "The draw pile is empty: the 36 discarded cards are shuffled into a new draw pile."));
  g_assert_cmpuint (state->turn, ==, 10);
  g_assert_cmpuint (state->hand.n, ==, 4);
  g_assert_cmpuint (state->draw.n, ==, 32);
  g_assert_cmpuint (state->discard.n, ==, 0);
}

/* A royal straight loses only in the harder variant; otherwise it is a straight like any other. */
static void
test_royal_straight (void)
{
  const char *deck = "2C 3C 4C 5C  6C 7C 8C 9C  10C JC QC KC  AC 2D 3D 4D  10S JS QS KS  AS 2H 3H 4H";
  g_autoptr (CwEngine) harder = od_start (deck, "royal-straight=yes");
  g_autoptr (CwEngine) plain = od_start (deck, NULL);
  g_autofree char *json = NULL;

  play (harder, "end-turn");
  assert_legion (harder, "10S JS QS KS AS");
  g_assert_true (cw_engine_is_over (harder));
  g_assert_true (log_has (harder, "A royal straight (A K Q J 10) stands in the legion: the game is lost."));
  /* The game ends as the ace enters: the cards after it stay in the draw pile. */
  assert_pile (&state_of (harder)->hand, "");
  json = cw_engine_dup_state_json (harder);
  g_assert_nonnull (strstr (json, "\"lost\":true,\"lost_because\":\"royal-straight\""));

  play (plain, "end-turn");
  g_assert_false (cw_engine_is_over (plain));
  g_assert_true (log_has (plain, "Combat: the straight 10S JS QS KS AS leaves the legion and attacks the mine."));
  /* Nothing in the mine stops them: all five come back. */
  assert_legion (plain, "10S JS QS KS AS");
  assert_pile (&state_of (plain)->hand, "2H 3H 4H");
}

/* ---- A completed mine ---- */

static void
test_next_mine (void)
{
  g_autoptr (CwEngine) engine = od_start ("2D 3C 4D 5C  6C 7C 8C 9C  10C JC QC KC  AC 6D 7D 8D "
                                          "2H 3H 4H 5H "
                                          "9D 2C 3S 4S  5S 6S 7S 8S  9S 10S JS QS  KS AS 6H 7H "
                                          "8H 9H 10H JH", NULL);
  const CwOdState *state = state_of (engine);

  play (engine, "dig 2H r1c1; dig 3H r1c2; dig 4H r1c3");
  refuse (engine, "pick 2H", "Cards are picked only when a dwarf stands in every space of the top row.");
  play (engine, "dig 5H r1c4");
  g_assert_cmpint (state->phase, ==, CW_OD_PHASE_PICK);
  g_assert_cmpuint (state->mines_completed, ==, 1);
  assert_legal (engine, "pick 2H; pick 3H; pick 4H; pick 5H; pick 2D; pick 4D; pick 3C; pick 5C");
  refuse (engine, "end-turn", "The mine is complete: pick 4 more face-up cards for the next hand first.");
  refuse (engine, "pick 6C", "6C is not face up on the board: pick a dwarf in the mine, an ore or a fungus.");

  play (engine, "pick 2H; pick 2D; pick 3C; pick 5H");
  g_assert_cmpint (state->phase, ==, CW_OD_PHASE_PLAY);
  g_assert_cmpuint (state->turn, ==, 2);
  for (guint r = 1; r <= CW_OD_ROWS; r++)
    assert_row (engine, r, "## ## ## ##");
  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      g_assert_cmpuint (state->ore[r].n, ==, 0);
      g_assert_cmpuint (state->fungus[r].n, ==, 0);
    }
  assert_pile (&state->hand, "2H 2D 3C 5H");
  /* The old mine's 12 face-down cards, the two dwarfs and the ore and fungus not picked. */
  g_assert_cmpuint (state->discard.n, ==, 16);
  g_assert_cmpuint (state->draw.n, ==, 52 - 16 - 4 - 16);
  g_assert_true (log_has (engine, "A dwarf stands in every space of the top row: the mine is complete (1 mine so far). Pick 4 face-up cards for the next hand."));

  /* The new mine is the next 16 cards of the draw pile: r1c1 is 9D. */
  play (engine, "dig 2H r1c1");
  assert_pile (&state->ore[0], "9D");
}

/* ---- Notation ---- */

static void
test_notation (void)
{
  const char *lines[] = {
    "dig 7H r1c3", "place 5H r2c3", "discard 5H", "ore 10D r4", "fungus KC r1", "play AH",
    "move-fungus 4C r3 void r1c2", "discard-ore QD 3S void r4c4", "pick JH", "end-turn",
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = od_start ("", NULL);
  CwEngineAction action;
  g_autofree char *lower = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *again = NULL;

      action = cw_engine_parse_action (engine, lines[i], &error);
      g_assert_no_error (error);
      again = cw_engine_format_action (engine, action);
      g_assert_cmpstr (again, ==, lines[i]);
      cw_engine_action_unref (engine, action);
    }

  /* Case and spacing are forgiven; the written form is the canonical one. */
  action = cw_engine_parse_action (engine, "  DIG   10h  R2C4 ", &error);
  g_assert_no_error (error);
  lower = cw_engine_format_action (engine, action);
  g_assert_cmpstr (lower, ==, "dig 10H r2c4");
  cw_engine_action_unref (engine, action);

  g_assert_null (cw_engine_parse_action (engine, "dig 7H r5c1", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "“r5c1” is no mine space: write the row then the column, 1 to 4 each, as in “r1c3”.");
  g_clear_error (&error);
  g_assert_null (cw_engine_parse_action (engine, "dig 1H r1c1", &error));
  g_assert_cmpstr (error->message, ==,
                   "“1H” is no card: write the rank (A, 2…10, J, Q, K) then the suit (S, H, D, C), as in “10H” or “AS”.");
  g_clear_error (&error);
  g_assert_null (cw_engine_parse_action (engine, "dig 7H", &error));
  g_assert_cmpstr (error->message, ==, "“dig 7H” is not written as “dig 7H r1c3” is.");
  g_clear_error (&error);
  g_assert_null (cw_engine_parse_action (engine, "tunnel 7H r1c1", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
}

/* ---- Through the base: undo, redo, save and load ---- */

static void
test_history_and_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = od_start ("5D 6C KS 8H  9S 4S 2D 3D  2C 3C 4C 5C  6D 7D 8D 9D "
                                          "2H 3H 4H AH", "royal-straight=yes");
  g_autoptr (CwEngine) loaded = NULL;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "od.cwmatch", NULL);
  g_autofree char *after_two = NULL;
  g_autofree char *after_three = NULL;
  g_autofree char *reloaded = NULL;

  play (engine, "dig 2H r1c1; dig 3H r1c2");
  after_two = cw_engine_dup_state_json (engine);
  play (engine, "dig 4H r1c3");
  after_three = cw_engine_dup_state_json (engine);
  g_assert_cmpstr (cw_engine_get_undo_label (engine), ==, "The dwarf 4H digs r1c3");

  g_assert_true (cw_engine_undo (engine));
  {
    g_autofree char *now = cw_engine_dup_state_json (engine);
    g_assert_cmpstr (now, ==, after_two);
  }
  assert_legion (engine, "");
  g_assert_true (cw_engine_redo (engine));
  {
    g_autofree char *now = cw_engine_dup_state_json (engine);
    g_assert_cmpstr (now, ==, after_three);
  }
  assert_legion (engine, "KS");

  play (engine, "dig AH r1c4");
  g_assert_true (cw_engine_save_to_file (engine, path, &error));
  g_assert_no_error (error);
  loaded = cw_engine_new_from_file (od_game, NULL, path, &error);
  g_assert_no_error (error);
  g_assert_true (CW_IS_OD_ENGINE (loaded));
  g_assert_cmpstr (cw_engine_get_player_name (loaded, 0), ==, "Ada");
  g_assert_cmpstr (cw_engine_get_option (loaded, "royal-straight"), ==, "yes");
  reloaded = cw_engine_dup_state_json (loaded);
  {
    g_autofree char *now = cw_engine_dup_state_json (engine);
    g_assert_cmpstr (reloaded, ==, now);
  }
  /* The discovered dwarf still waits in the loaded match. */
  assert_legal (loaded, "place 8H r2c4; discard 8H");
}

/* The state as JSON: the mine, rows, legion, hand and piles a person would write down. */
static void
test_state_json (void)
{
  g_autoptr (CwEngine) engine = od_start ("5D 6C KS 8H  9S 4S 2D 3D  2C 3C 4C 5C  6D 7D 8D 9D "
                                          "2H 3H 4H 7S", NULL);
  g_autofree char *json = NULL;
  g_autofree char *state = NULL;

  play (engine, "dig 2H r1c1");
  json = cw_engine_dup_state_json (engine);
  /* The book forbids a score: the score table is empty. */
  g_assert_nonnull (strstr (json, "\"score\": [], \"state\": {"));
  {
    g_autoptr (GArray) score = cw_engine_get_score (engine);
    g_assert_cmpuint (score->len, ==, 0);
  }
  /* The base wraps the engine's object: {…, "state": {…}}. */
  g_assert_nonnull (strstr (json, ", \"state\": {"));
  state = g_strndup (strstr (json, ", \"state\": {") + strlen (", \"state\": "),
                     strlen (strstr (json, ", \"state\": {") + strlen (", \"state\": ")) - 1);
  g_assert_cmpstr (state, ==,
    "{\"turn\":1,\"phase\":\"play\",\"lost\":false,\"lost_because\":null,\"mines_completed\":0,"
    "\"mine\":[[{\"space\":\"r1c1\",\"state\":\"dwarf\",\"card\":\"2H\"},"
    "{\"space\":\"r1c2\",\"state\":\"face-down\",\"connected\":true},"
    "{\"space\":\"r1c3\",\"state\":\"face-down\",\"connected\":true},"
    "{\"space\":\"r1c4\",\"state\":\"face-down\",\"connected\":true}],"
    "[{\"space\":\"r2c1\",\"state\":\"face-down\",\"connected\":true},"
    "{\"space\":\"r2c2\",\"state\":\"face-down\",\"connected\":false},"
    "{\"space\":\"r2c3\",\"state\":\"face-down\",\"connected\":false},"
    "{\"space\":\"r2c4\",\"state\":\"face-down\",\"connected\":false}],"
    "[{\"space\":\"r3c1\",\"state\":\"face-down\",\"connected\":false},"
    "{\"space\":\"r3c2\",\"state\":\"face-down\",\"connected\":false},"
    "{\"space\":\"r3c3\",\"state\":\"face-down\",\"connected\":false},"
    "{\"space\":\"r3c4\",\"state\":\"face-down\",\"connected\":false}],"
    "[{\"space\":\"r4c1\",\"state\":\"face-down\",\"connected\":false},"
    "{\"space\":\"r4c2\",\"state\":\"face-down\",\"connected\":false},"
    "{\"space\":\"r4c3\",\"state\":\"face-down\",\"connected\":false},"
    "{\"space\":\"r4c4\",\"state\":\"face-down\",\"connected\":false}]],"
    "\"rows\":[{\"row\":1,\"fungus\":[],\"ore\":[\"5D\"]},{\"row\":2,\"fungus\":[],\"ore\":[]},"
    "{\"row\":3,\"fungus\":[],\"ore\":[]},{\"row\":4,\"fungus\":[],\"ore\":[]}],"
    "\"legion\":[\"7S\"],\"legion_longest_run\":1,\"hand\":[\"3H\",\"4H\"],"
    "\"draw\":{\"count\":32},\"discard\":{\"count\":0,\"cards\":[]},"
    "\"may_void_dwarf\":true,\"discovered_dwarf\":null,\"to_pick\":0}");
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  path = g_build_filename (cw_game_get_data_dir (), "games", "od", "game.xml", NULL);
  od_game = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);

  g_test_add_func ("/rules/od/deal", test_deal);
  g_test_add_func ("/rules/od/bad-deck", test_bad_deck);
  g_test_add_func ("/rules/od/discoveries", test_discoveries);
  g_test_add_func ("/rules/od/discovered-dwarf-discarded", test_discovered_dwarf_discarded);
  g_test_add_func ("/rules/od/compare-by-rank", test_compare_by_rank);
  g_test_add_func ("/rules/od/combat-rolls-on", test_combat_rolls_on);
  g_test_add_func ("/rules/od/straight-of-seven", test_straight_of_seven);
  g_test_add_func ("/rules/od/combat-steps", test_combat_steps);
  g_test_add_func ("/rules/od/dwarf-uses", test_dwarf_uses);
  g_test_add_func ("/rules/od/ore-fungus-from-hand", test_ore_fungus_from_hand);
  g_test_add_func ("/rules/od/failure", test_failure);
  g_test_add_func ("/rules/od/failure-below", test_failure_below);
  g_test_add_func ("/rules/od/refill", test_refill);
  g_test_add_func ("/rules/od/royal-straight", test_royal_straight);
  g_test_add_func ("/rules/od/next-mine", test_next_mine);
  g_test_add_func ("/rules/od/notation", test_notation);
  g_test_add_func ("/rules/od/history-and-file", test_history_and_file);
  g_test_add_func ("/rules/od/state-json", test_state_json);
  status = g_test_run ();
  g_object_unref (od_game);
  return status;
}
