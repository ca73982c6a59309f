/* test-od-board.c: the Ód board at the Table: a deck order typed in the set-up, a dig by clicking, only legal moves offered, combat told step by step, a game played to a loss. */
#include <adwaita.h>
#include <string.h>

#include "cw-table-page.h"
#include "cw-compat.h"
#include "cw-od-board.h"
#include "cw-od.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-session.h"
#include "cw-app-test.h"

#define SEED 2026

/* The mine row by row, then the first hand: 7♥ and 9♥ dig, 6♦ and 2♦ are ore. */
#define DECK "2C 3D 5S 8H  4C 9D KS 10H  6C JD QS 2H  3C 4D 8S 5H  7H 9H 6D 2D"

static CwSession *
od_session (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = cw_game_load_all (&error);
  CwSession *session = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (cw_game_get_id (g_ptr_array_index (games, i)), "od") == 0)
      session = cw_session_new (g_ptr_array_index (games, i), &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

static CwTablePage *
new_page (CwSession *session)
{
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());

  g_object_ref_sink (page);
  cw_table_page_set_session (page, session);
  return page;
}

static CwOdBoard *
od_board (CwTablePage *page)
{
  CwBoard *board = cw_table_page_get_board (page);

  g_assert_true (CW_IS_OD_BOARD (board));
  return CW_OD_BOARD (board);
}

static const CwOdState *
page_state (CwTablePage *page)
{
  return cw_od_engine_get_state (CW_OD_ENGINE (cw_table_page_get_engine (page)));
}

/* A click as the player makes it: only on what is offered (gtk_widget_activate would click later, from a timeout). */
static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (button));
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
}

static guint8
card (const char *text)
{
  return cw_od_card_parse (text);
}

/* "I dealt these" with DECK, started through the shell. */
static void
start_dealt (CwTablePage *page)
{
  CwOdBoardSetup *setup = cw_od_board_get_setup (od_board (page));
  g_autoptr (GError) error = NULL;

  cw_od_board_setup_set_player_name (setup, "Ann");
  cw_od_board_setup_set_dealt (setup, TRUE);
  cw_od_board_setup_set_deck_order (setup, DECK);
  g_assert_cmpstr (cw_od_board_setup_get_deck_status (setup), ==,
                   "20 cards typed; the other 32 follow in a shuffled order.");
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  g_assert_no_error (error);
}

/* A page at the Table, its session, and for the tests of the losing end-turn the window the end
 * dialog needs and the number of log lines before that end-turn. */
typedef struct {
  CwSession   *session;
  GtkWidget   *window;
  CwTablePage *page;
  CwOdBoard   *board;
  CwEngine    *engine;
  guint        before;
} Table;

/* DECK dealt (start_dealt), no move made yet. */
static void
dealt_set_up (Table         *table,
              gconstpointer  data)
{
  table->session = od_session ();
  table->page = new_page (table->session);
  start_dealt (table->page);
  table->board = od_board (table->page);
  table->engine = cw_table_page_get_engine (table->page);
}

static void close_end_dialogs (CwTablePage *page);

static void
table_tear_down (Table         *table,
                 gconstpointer  data)
{
  if (table->window != NULL)
    {
      close_end_dialogs (table->page);
      gtk_window_destroy (GTK_WINDOW (table->window));
    }
  g_assert_finalize_object (table->page);
  g_object_unref (table->session);
}

static void
test_setup_deck (void)
{
  g_autoptr (CwSession) session = od_session ();
  CwTablePage *page = new_page (session);
  CwOdBoardSetup *setup = cw_od_board_get_setup (od_board (page));
  g_autoptr (GError) error = NULL;
  const CwOdState *state;

  g_assert_null (cw_table_page_get_engine (page));
  /* The book's readings come from the engine's options, at its defaults. */
  g_assert_cmpstr (cw_od_board_setup_get_option (setup, "compare"), ==, "value");
  g_assert_cmpstr (cw_od_board_setup_get_option (setup, "royal-straight"), ==, "no");
  g_assert_null (cw_od_board_setup_get_option (setup, "deck"));
  g_assert_false (cw_od_board_setup_set_option (setup, "compare", "suit"));

  /* A word that is no card is named as it is typed, and refused at the start. */
  cw_od_board_setup_set_dealt (setup, TRUE);
  cw_od_board_setup_set_deck_order (setup, "AS 2H 11H");
  g_assert_cmpstr (cw_od_board_setup_get_deck_status (setup), ==,
                   "“11H” is no card: write the rank (A, 2…10, J, Q, K) then the suit (S, H, D, C), as in “10H”.");
  g_assert_false (cw_table_page_start_match (page, SEED, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_null (cw_table_page_get_engine (page));
  g_clear_error (&error);

  start_dealt (page);
  state = page_state (page);
  g_assert_nonnull (state);
  g_assert_cmpstr (cw_engine_get_option (cw_table_page_get_engine (page), "deck"), ==, DECK);
  g_assert_cmpuint (state->mine[0][0].card, ==, card ("2C"));
  g_assert_cmpuint (state->mine[0][3].card, ==, card ("8H"));
  g_assert_cmpuint (state->mine[3][3].card, ==, card ("5H"));
  g_assert_cmpuint (state->mine[1][2].kind, ==, CW_OD_SPACE_FACE_DOWN);
  g_assert_cmpuint (state->hand.n, ==, 4);
  g_assert_cmpuint (state->hand.cards[0], ==, card ("7H"));
  g_assert_cmpuint (state->hand.cards[3], ==, card ("2D"));
  g_assert_cmpuint (state->draw.n, ==, 32);
  /* The face-down mine shows no card to the eye nor to a screen reader. */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (
                     GTK_BUTTON (cw_od_board_get_space_button (od_board (page), 0, 0))))), ==, "");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cw_od_board_get_hand_button (od_board (page), 0))), ==, "7♥");

  g_assert_finalize_object (page);
}

static void
test_dig (Table         *table,
          gconstpointer  data)
{
  CwTablePage *page = table->page;
  CwOdBoard *board = table->board;
  const CwOdState *state;
  CwEngine *engine = table->engine;
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, CW_OD_NO_CARD);

  /* 7♥ chosen: the first row is lit, nothing else. */
  click (cw_od_board_get_hand_button (board, 0));
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, card ("7H"));
  for (guint r = 0; r < CW_OD_ROWS; r++)
    for (guint c = 0; c < CW_OD_COLUMNS; c++)
      {
        GtkWidget *space = cw_od_board_get_space_button (board, r, c);

        g_assert_cmpint (gtk_widget_get_sensitive (space), ==, r == 0);
        g_assert_cmpint (gtk_widget_has_css_class (space, "od-lit"), ==, r == 0);
      }

  /* It digs r1c1 and finds the fungus 2♣, which goes to the left of row 1. */
  click (cw_od_board_get_space_button (board, 0, 0));
  state = page_state (page);
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 1);
  g_assert_cmpuint (state->mine[0][0].kind, ==, CW_OD_SPACE_DWARF);
  g_assert_cmpuint (state->mine[0][0].card, ==, card ("7H"));
  g_assert_cmpuint (state->fungus[0].n, ==, 1);
  g_assert_cmpuint (state->fungus[0].cards[0], ==, card ("2C"));
  g_assert_cmpuint (state->hand.n, ==, 3);
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, CW_OD_NO_CARD);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (
                     GTK_BUTTON (cw_od_board_get_row_end_button (board, 0, FALSE))))), ==, "2♣");
  /* Two lines, the dig and what it found: read at once. */
  g_assert_cmpuint (cw_od_board_get_n_steps_left (board), ==, 0);
  g_assert_cmpuint (cw_od_board_get_n_steps_shown (board), ==, 2);
  g_assert_cmpstr (cw_od_board_get_step_line (board, 0), ==, "The dwarf 7H digs r1c1.");

  /* The ore 6♦ goes to the right of a row chosen by clicking its ore side. */
  click (cw_od_board_get_hand_button (board, 1));
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, card ("6D"));
  g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_space_button (board, 0, 1)));
  g_assert_true (gtk_widget_get_sensitive (cw_od_board_get_row_end_button (board, 2, TRUE)));
  g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_row_end_button (board, 2, FALSE)));
  click (cw_od_board_get_row_end_button (board, 2, TRUE));
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 2);
  g_assert_cmpuint (page_state (page)->ore[2].cards[0], ==, card ("6D"));

  /* Escape (od.clear-selection) puts a chosen card down. */
  click (cw_od_board_get_hand_button (board, 0));
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, card ("9H"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (board), "od.clear-selection", NULL));
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, CW_OD_NO_CARD);
  g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_space_button (board, 0, 1)));

  /* The end of the turn and the next one's draws: told one line at a time, play waiting meanwhile. */
  click (cw_od_board_get_end_turn_button (board));
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 3);
  g_assert_cmpuint (cw_od_board_get_n_steps_shown (board), ==, 1);
  g_assert_cmpuint (cw_od_board_get_n_steps_left (board), >, 1);
  g_assert_cmpstr (cw_od_board_get_step_line (board, 0), ==, "Turn 2.");
  g_assert_null (cw_od_board_get_step_line (board, 1));
  g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_hand_button (board, 0)));
  g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_end_turn_button (board)));
  click (cw_od_board_get_next_step_button (board));
  g_assert_cmpuint (cw_od_board_get_n_steps_shown (board), ==, 2);
  g_assert_true (g_str_has_prefix (cw_od_board_get_step_line (board, 1), "Draws "));
  click (cw_od_board_get_show_all_button (board));
  g_assert_cmpuint (cw_od_board_get_n_steps_left (board), ==, 0);
  g_assert_false (gtk_widget_get_visible (cw_od_board_get_next_step_button (board)));
  g_assert_true (gtk_widget_get_sensitive (cw_od_board_get_end_turn_button (board)));

  /* An undo is no news: nothing is told again. */
  g_assert_true (cw_table_page_undo (page));
  g_assert_cmpuint (cw_od_board_get_n_steps_left (board), ==, 0);
  g_assert_cmpuint (page_state (page)->turn, ==, 1);
}

/* Every clickable space is one the engine lists, and the other way round, whatever is chosen. */
static void
assert_spaces_match_legal (CwOdBoard *board,
                           CwEngine  *engine)
{
  const CwOdState *state = cw_od_engine_get_state (CW_OD_ENGINE (engine));
  guint8 selected = cw_od_board_get_selected_card (board);
  g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);

  for (guint r = 0; r < CW_OD_ROWS; r++)
    for (guint c = 0; c < CW_OD_COLUMNS; c++)
      {
        gboolean listed = FALSE;

        for (guint i = 0; i < legal->len; i++)
          {
            CwOdAction *action = g_ptr_array_index (legal, i);

            if (action->row == r && action->column == c &&
                (((action->kind == CW_OD_ACTION_DIG || action->kind == CW_OD_ACTION_PLACE) && action->card == selected) ||
                 action->kind == CW_OD_ACTION_MOVE_FUNGUS || action->kind == CW_OD_ACTION_DISCARD_ORE))
              listed = TRUE;
            if (action->kind == CW_OD_ACTION_PICK && state->mine[r][c].kind == CW_OD_SPACE_DWARF &&
                state->mine[r][c].card == action->card)
              listed = TRUE;
          }
        g_assert_cmpint (gtk_widget_get_sensitive (cw_od_board_get_space_button (board, r, c)), ==, listed);
      }
}

static void
test_legal_only (Table         *table,
                 gconstpointer  data)
{
  CwTablePage *page = table->page;
  CwOdBoard *board = table->board;
  CwEngine *engine = table->engine;
  assert_spaces_match_legal (board, engine);

  /* Nothing chosen: no space is offered, and a click on one (as a stray key press would) does nothing. */
  for (guint c = 0; c < CW_OD_COLUMNS; c++)
    g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_space_button (board, 0, c)));
  g_signal_emit_by_name (cw_od_board_get_space_button (board, 1, 1), "clicked");
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 0);

  /* 9♥ chosen: row 2 is not connected yet; clicking it is refused without a move. */
  click (cw_od_board_get_hand_button (board, 1));
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, card ("9H"));
  assert_spaces_match_legal (board, engine);
  g_signal_emit_by_name (cw_od_board_get_space_button (board, 1, 0), "clicked");
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 0);

  /* The ore 2♦ lights no mine space; choosing 2♦ again puts it down. */
  click (cw_od_board_get_hand_button (board, 3));
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, card ("2D"));
  assert_spaces_match_legal (board, engine);
  click (cw_od_board_get_hand_button (board, 3));
  g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, CW_OD_NO_CARD);

  /* 9♥ digs r1c3: the demon 5♠ is worth as much (1), so both are discarded and the space is void. */
  click (cw_od_board_get_hand_button (board, 1));
  click (cw_od_board_get_space_button (board, 0, 2));
  g_assert_cmpuint (cw_engine_get_n_actions (engine), ==, 1);
  g_assert_cmpuint (page_state (page)->mine[0][2].kind, ==, CW_OD_SPACE_VOID);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (
                     GTK_BUTTON (cw_od_board_get_space_button (board, 0, 2))))), ==, "—");
  g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_space_button (board, 0, 2)));
  assert_spaces_match_legal (board, engine);
}

/* Plays through the board's own buttons until the game is lost: tells every step, takes the
 * first lit move of the first card that has one, else the panel's first action, else ends the turn. */
static void
test_play_to_loss (Table         *table,
                   gconstpointer  data)
{
  CwTablePage *page = table->page;
  CwOdBoard *board = table->board;
  CwEngine *engine = table->engine;
  guint told_step_by_step = 0;
  guint moves = 0;

  while (!cw_engine_is_over (engine) && moves < 2000)
    {
      const CwOdState *state = page_state (page);
      gboolean done = FALSE;

      if (cw_od_board_get_n_steps_left (board) > 0)
        {
          guint shown = cw_od_board_get_n_steps_shown (board);

          /* While steps are to come, the board offers no move. */
          g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_end_turn_button (board)));
          g_assert_cmpuint (cw_od_board_list_action_buttons (board)->len, ==, 0);
          g_assert_true (gtk_widget_get_visible (cw_od_board_get_next_step_button (board)));
          click (cw_od_board_get_next_step_button (board));
          g_assert_cmpuint (cw_od_board_get_n_steps_shown (board), ==, shown + 1);
          told_step_by_step++;
          continue;
        }
      assert_spaces_match_legal (board, engine);
      moves++;

      if (state->phase == CW_OD_PHASE_PLAY)
        for (guint i = 0; !done && cw_od_board_get_hand_button (board, i) != NULL; i++)
          {
            GtkWidget *hand = cw_od_board_get_hand_button (board, i);

            if (!gtk_widget_get_sensitive (hand))
              continue;
            click (hand);
            for (guint r = 0; !done && r < CW_OD_ROWS; r++)
              {
                for (guint c = 0; !done && c < CW_OD_COLUMNS; c++)
                  if (gtk_widget_has_css_class (cw_od_board_get_space_button (board, r, c), "od-lit"))
                    {
                      click (cw_od_board_get_space_button (board, r, c));
                      done = TRUE;
                    }
                /* Ore and fungus go to the last row, away from the legion, as a careless player would. */
                if (!done && gtk_widget_get_sensitive (cw_od_board_get_row_end_button (board, CW_OD_ROWS - 1 - r, TRUE)))
                  {
                    click (cw_od_board_get_row_end_button (board, CW_OD_ROWS - 1 - r, TRUE));
                    done = TRUE;
                  }
                if (!done && gtk_widget_get_sensitive (cw_od_board_get_row_end_button (board, CW_OD_ROWS - 1 - r, FALSE)))
                  {
                    click (cw_od_board_get_row_end_button (board, CW_OD_ROWS - 1 - r, FALSE));
                    done = TRUE;
                  }
              }
            if (!done)
              click (hand);
          }
      else if (state->phase == CW_OD_PHASE_PLACE_DWARF)
        {
          g_assert_cmpuint (cw_od_board_get_selected_card (board), ==, state->pending_card);
          for (guint r = 0; !done && r < CW_OD_ROWS; r++)
            for (guint c = 0; !done && c < CW_OD_COLUMNS; c++)
              if (gtk_widget_get_sensitive (cw_od_board_get_space_button (board, r, c)))
                {
                  click (cw_od_board_get_space_button (board, r, c));
                  done = TRUE;
                }
        }
      if (!done && cw_od_board_list_action_buttons (board)->len > 0)
        {
          click (g_ptr_array_index (cw_od_board_list_action_buttons (board), 0));
          done = TRUE;
        }
      if (!done)
        {
          g_assert_true (gtk_widget_get_sensitive (cw_od_board_get_end_turn_button (board)));
          click (cw_od_board_get_end_turn_button (board));
        }
    }

  g_assert_true (cw_engine_is_over (engine));
  g_assert_cmpuint (page_state (page)->phase, ==, CW_OD_PHASE_LOST);
  /* Combat and new turns were told one line at a time, never jumped over. */
  g_assert_cmpuint (told_step_by_step, >, 0);
  g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_end_turn_button (board)));
  for (guint r = 0; r < CW_OD_ROWS; r++)
    for (guint c = 0; c < CW_OD_COLUMNS; c++)
      g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_space_button (board, r, c)));
  g_test_message ("lost after %u moves, %u steps told one by one", moves, told_step_by_step);

  /* The end says why, and no score. */
  {
    GtkWidget *view = g_object_ref_sink (cw_board_create_score_view (CW_BOARD (board)));
    g_autofree char *expected = g_strdup_printf ("The game is lost: row %u is all void\n"
                                                 "0 mines completed. Ód keeps no score: the book forbids one.",
                                                 page_state (page)->lost_row + 1);

    g_assert_cmpstr (page_state (page)->lost_reason, ==, "row");
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view)), ==, expected);
    g_assert_finalize_object (view);
  }
}

/* ---- The shell's log and end dialog wait for the steps ---- */

/* Row 1: three dwarfs dig fungus, the fourth meets a demon worth as much (both go, r1c4 void).
 * Turn 2 draws 6S…9S; turn 3's 10S makes a straight whose demons each take a dwarf: row 1 is
 * all void and the game is lost, the end-turn writing these nine lines. */
#define LOSS_DECK "2C 3C 4C 5S  6C 7C 8C 9C  10C JC QC KC  AC 6D 7D 8D  2H 3H 4H 5H  6S 7S 8S 9S  10S 7H 8H 9H"
static const char *const losing_lines[] = {
  "Turn 3.",
  "Draws 10S.",
  "The demon 10S joins the legion.",
  "Combat: the straight 6S 7S 8S 9S 10S leaves the legion and attacks the mine.",
  "Combat reaches row 1.",
  "Perish: the dwarf 2H takes the demon 10S with it; r1c1 is void.",
  "Perish: the dwarf 3H takes the demon 9S with it; r1c2 is void.",
  "Perish: the dwarf 4H takes the demon 8S with it; r1c3 is void.",
  "Row 1 is all void: the game is lost.",
};

/* The window the page's alerts are shown over. */
static GtkWindow *
page_window (CwTablePage *page)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (page));

  g_assert_true (GTK_IS_WINDOW (root));
  return GTK_WINDOW (root);
}

/* The end dialog ("The Game Is Over") is the alert shown now: 1, else 0. That it opened only
 * once is checked as the alerts are closed (close_end_dialogs()). */
static guint
count_end_dialogs (CwTablePage *page)
{
  GtkWidget *alert = cw_alert_find_shown (page_window (page));

  return alert != NULL && g_strcmp0 (cw_alert_get_heading (alert), "The Game Is Over") == 0 ? 1 : 0;
}

/* The text of the open Whole Log dialog ("The Match So Far"); NULL when it is not shown. */
static const char *
whole_log_text (CwTablePage *page)
{
  GtkWidget *alert = cw_alert_find_shown (page_window (page));
  GtkWidget *scroller, *label;

  if (alert == NULL || g_strcmp0 (cw_alert_get_heading (alert), "The Match So Far") != 0)
    return NULL;
  scroller = cw_alert_get_extra_child (alert);
  label = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  if (GTK_IS_VIEWPORT (label))
    label = gtk_viewport_get_child (GTK_VIEWPORT (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* Closes every alert, newest first, waiting until each is gone (main() turns animations off:
 * a dialog destroyed under its opening animation crashes libadwaita 1.2). At most one of them
 * may be the end dialog: it opens once. */
static void
close_end_dialogs (CwTablePage *page)
{
  GtkWindow *window = page_window (page);
  GtkWidget *alert;
  guint n_end = 0;

  while ((alert = cw_alert_find_shown (window)) != NULL)
    {
      if (g_strcmp0 (cw_alert_get_heading (alert), "The Game Is Over") == 0)
        n_end++;
      cw_alert_close (alert);
      while (cw_alert_find_shown (window) == alert)
        g_main_context_iteration (NULL, TRUE);
    }
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (n_end, <=, 1);
}

/* Performs each move line through the engine, as the board's clicks would; show_all: each
 * move's steps told at once, so the next move is offered. */
static void
play_lines (CwTablePage        *page,
            const char * const *lines,
            gboolean            show_all)
{
  CwOdBoard *board = od_board (page);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (cw_engine_perform_line (cw_table_page_get_engine (page), lines[i], &error));
      g_assert_no_error (error);
      if (show_all && cw_od_board_get_n_steps_left (board) > 0)
        click (cw_od_board_get_show_all_button (board));
    }
}

/* Clicks Next Step n times: n more lines of the move told. */
static void
tell_steps (CwOdBoard *board,
            guint      n)
{
  for (guint i = 0; i < n; i++)
    click (cw_od_board_get_next_step_button (board));
}

/* A page in a window (the end dialog needs one), LOSS_DECK dealt, played to the losing end-turn. */
static void
loss_set_up (Table         *table,
             gconstpointer  data)
{
  static const char * const moves[] = { "dig 2H r1c1", "dig 3H r1c2", "dig 4H r1c3", "dig 5H r1c4", "end-turn", NULL };
  CwOdBoardSetup *setup;
  g_autoptr (GError) error = NULL;

  table->session = od_session ();
  table->page = new_page (table->session);
  setup = cw_od_board_get_setup (od_board (table->page));
  table->window = adw_window_new ();
  adw_window_set_content (ADW_WINDOW (table->window), GTK_WIDGET (table->page));
  gtk_window_set_default_size (GTK_WINDOW (table->window), 1000, 800);
  gtk_window_present (GTK_WINDOW (table->window));
  cw_od_board_setup_set_player_name (setup, "Ann");
  cw_od_board_setup_set_dealt (setup, TRUE);
  cw_od_board_setup_set_deck_order (setup, LOSS_DECK);
  g_assert_true (cw_table_page_start_match (table->page, SEED, &error));
  g_assert_no_error (error);
  cw_app_test_wait_for_mapped (GTK_WIDGET (table->page));
  table->board = od_board (table->page);
  table->engine = cw_table_page_get_engine (table->page);
  play_lines (table->page, moves, TRUE);
  g_assert_cmpuint (page_state (table->page)->turn, ==, 2);
  g_assert_cmpuint (cw_table_page_get_n_log_lines (table->page), ==,
                    cw_engine_get_log (cw_table_page_get_engine (table->page))->len);
  table->before = cw_table_page_get_n_log_lines (table->page);
}

/* Told n of the losing lines: the shell's log shows them and no more, nor the loss. */
static void
assert_told (CwTablePage *page,
             guint        before,
             guint        n)
{
  const char *title = gtk_label_get_text (GTK_LABEL (cw_table_page_get_turn_title (page)));
  CwBoardTurn turn;

  /* The step bar, too, stays on the turn's play until the loss is told. */
  cw_board_describe_turn (cw_table_page_get_board (page), &turn);
  g_assert_cmpint (turn.step, ==, n < G_N_ELEMENTS (losing_lines) ? CW_OD_PHASE_PLAY : -1);
  cw_board_turn_clear (&turn);

  g_assert_cmpuint (cw_od_board_get_n_steps_shown (od_board (page)), ==, n);
  g_assert_cmpuint (cw_od_board_get_n_steps_left (od_board (page)), ==, G_N_ELEMENTS (losing_lines) - n);
  g_assert_cmpuint (cw_table_page_get_n_log_lines (page), ==, before + n);
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==, losing_lines[n - 1]);
  if (n < G_N_ELEMENTS (losing_lines))
    {
      g_assert_cmpstr (title, ==, "Ann · turn 3");
      g_assert_cmpuint (count_end_dialogs (page), ==, 0);
    }
  else
    g_assert_cmpstr (title, ==, "The game is lost: row 1 is all void");
}

static void
test_log_step_by_step (Table         *table,
                       gconstpointer  data)
{
  CwTablePage *page = table->page;
  CwOdBoard *board = table->board;
  guint before = table->before;

  /* The end-turn clicked: the nine lines are written, one is told, the shell shows that one. */
  click (cw_od_board_get_end_turn_button (board));
  g_assert_true (cw_engine_is_over (cw_table_page_get_engine (page)));
  g_assert_cmpuint (cw_engine_get_log (cw_table_page_get_engine (page))->len, ==, before + G_N_ELEMENTS (losing_lines));
  assert_told (page, before, 1);

  /* Each Next Step adds one line to the shell's log; the end waits for the last. */
  for (guint n = 2; n <= G_N_ELEMENTS (losing_lines); n++)
    {
      click (cw_od_board_get_next_step_button (board));
      assert_told (page, before, n);
    }
  /* The Whole Log, opened before the last step, ends where the telling is. */
  close_end_dialogs (page);
  g_assert_true (cw_table_page_undo (page));
  g_assert_true (cw_table_page_redo (page));
  click (cw_od_board_get_next_step_button (board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.log", NULL));
  g_assert_nonnull (whole_log_text (page));
  g_assert_true (g_str_has_suffix (whole_log_text (page), "\nTurn 3.\nDraws 10S."));
  g_assert_null (strstr (whole_log_text (page), "the game is lost"));
  close_end_dialogs (page);
  tell_steps (board, G_N_ELEMENTS (losing_lines) - 2);
  assert_told (page, before, G_N_ELEMENTS (losing_lines));
  g_assert_cmpuint (count_end_dialogs (page), ==, 1);
}

/* Show All, or the Score asked for, tells the rest at once; the end dialog opens once. */
static void
test_log_skip (Table         *table,
               gconstpointer  data)
{
  CwTablePage *page = table->page;
  CwOdBoard *board = table->board;
  guint before = table->before;

  click (cw_od_board_get_end_turn_button (board));
  click (cw_od_board_get_next_step_button (board));
  assert_told (page, before, 2);
  click (cw_od_board_get_show_all_button (board));
  assert_told (page, before, G_N_ELEMENTS (losing_lines));
  g_assert_cmpuint (count_end_dialogs (page), ==, 1);
  close_end_dialogs (page);

  /* Undone and redone: told again step by step; the Score skips to the end, one dialog. */
  g_assert_true (cw_table_page_undo (page));
  g_assert_true (cw_table_page_redo (page));
  assert_told (page, before, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.score", NULL));
  g_assert_cmpuint (cw_od_board_get_n_steps_left (board), ==, 0);
  g_assert_cmpuint (cw_table_page_get_n_log_lines (page), ==, before + G_N_ELEMENTS (losing_lines));
  g_assert_cmpuint (count_end_dialogs (page), ==, 1);
}

/* An undo in the middle of the steps: the move is gone, and so are its lines; nothing is held back. */
static void
test_log_undo_mid_reveal (Table         *table,
                          gconstpointer  data)
{
  CwTablePage *page = table->page;
  CwOdBoard *board = table->board;
  CwEngine *engine = cw_table_page_get_engine (page);
  guint before = table->before;
  g_autofree char *last = g_strdup (cw_table_page_get_last_log_line (page));

  click (cw_od_board_get_end_turn_button (board));
  tell_steps (board, 2);
  assert_told (page, before, 3);

  g_assert_true (cw_table_page_undo (page));
  g_assert_false (cw_engine_is_over (engine));
  g_assert_cmpuint (cw_engine_get_log (engine)->len, ==, before);
  g_assert_cmpuint (cw_table_page_get_n_log_lines (page), ==, before);
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==, last);
  g_assert_cmpuint (cw_od_board_get_n_steps_left (board), ==, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cw_table_page_get_turn_title (page))), ==, "Ann · turn 2");
  g_assert_true (gtk_widget_get_sensitive (cw_od_board_get_end_turn_button (board)));
  g_assert_cmpuint (count_end_dialogs (page), ==, 0);

  /* Played again: told from its first line, the end after its last. */
  click (cw_od_board_get_end_turn_button (board));
  assert_told (page, before, 1);
  tell_steps (board, G_N_ELEMENTS (losing_lines) - 1);
  assert_told (page, before, G_N_ELEMENTS (losing_lines));
  g_assert_cmpuint (count_end_dialogs (page), ==, 1);
}

static const char *
space_text (CwOdBoard *board,
            guint      row,
            guint      column)
{
  return gtk_label_get_text (GTK_LABEL (gtk_button_get_child (
                               GTK_BUTTON (cw_od_board_get_space_button (board, row, column)))));
}

static const char *
slot_text (CwOdBoard *board,
           guint      rank)
{
  return gtk_label_get_text (GTK_LABEL (cw_od_board_get_legion_slot (board, rank)));
}

/* The losing combat drawn as each line is read: at "Turn 3." the mine and legion of before the
 * move, at the straight's line its five demons attacking, after the first Perish r1c1 void; Show All
 * draws the state the move left (row 1 void, 6S 7S back in the legion), the words read out with it. */
static void
test_log_step_drawn (Table         *table,
                     gconstpointer  data)
{
  CwTablePage *page = table->page;
  CwOdBoard *board = table->board;
  static const char * const end_turn[] = { "end-turn", NULL };
  GtkWidget *r1c1 = cw_od_board_get_space_button (board, 0, 0);
  GtkWidget *slot_10s = cw_od_board_get_legion_slot (board, 10);

  play_lines (page, end_turn, FALSE);
  /* The engine is at the end already; the board is at step 1. */
  g_assert_cmpuint (page_state (page)->mine[0][0].kind, ==, CW_OD_SPACE_VOID);
  g_assert_cmpuint (cw_od_board_get_n_steps_shown (board), ==, 1);
  g_assert_cmpstr (space_text (board, 0, 0), ==, "2♥");
  g_assert_cmpstr (space_text (board, 0, 2), ==, "4♥");
  g_assert_cmpstr (space_text (board, 0, 3), ==, "—");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (r1c1), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 1, column 1: the dwarf 2♥");
  g_assert_cmpstr (slot_text (board, 6), ==, "6♠");
  g_assert_cmpstr (slot_text (board, 9), ==, "9♠");
  g_assert_cmpstr (slot_text (board, 10), ==, "");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cw_od_board_get_legion_caption (board))), ==,
                   "The legion: 4 demons, longest run 4 (5 attack)");

  /* "Combat: the straight … attacks the mine.": the five out of the legion, marked as attacking. */
  tell_steps (board, 3);
  g_assert_cmpstr (cw_od_board_get_step_line (board, 3), ==, losing_lines[3]);
  g_assert_cmpstr (slot_text (board, 10), ==, "10♠");
  g_assert_true (gtk_widget_has_css_class (slot_10s, "od-attacking"));
  g_assert_false (gtk_widget_has_css_class (slot_10s, "od-demon"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (slot_10s), ==, "the demon 10♠, attacking the mine");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cw_od_board_get_legion_caption (board))), ==,
                   "In combat: 5 demons attack the mine");
  g_assert_cmpstr (space_text (board, 0, 0), ==, "2♥");

  /* "Perish: the dwarf 2H takes the demon 10S with it; r1c1 is void.": that space, that demon, no more. */
  tell_steps (board, 2);
  g_assert_cmpstr (cw_od_board_get_step_line (board, 5), ==, losing_lines[5]);
  g_assert_cmpstr (space_text (board, 0, 0), ==, "—");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (r1c1), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Row 1, column 1: void");
  g_assert_cmpstr (space_text (board, 0, 1), ==, "3♥");
  g_assert_cmpstr (slot_text (board, 10), ==, "");
  g_assert_false (gtk_widget_has_css_class (slot_10s, "od-attacking"));
  g_assert_cmpstr (slot_text (board, 9), ==, "9♠");
  /* While the steps are told, no space is offered to the keyboard. */
  g_assert_false (gtk_widget_get_sensitive (cw_od_board_get_space_button (board, 1, 0)));

  click (cw_od_board_get_show_all_button (board));
  g_assert_cmpuint (cw_od_board_get_n_steps_left (board), ==, 0);
  for (guint c = 0; c < CW_OD_COLUMNS; c++)
    g_assert_cmpstr (space_text (board, 0, c), ==, "—");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cw_od_board_get_space_button (board, 0, 2)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Row 1, column 3: void");
  g_assert_cmpstr (slot_text (board, 6), ==, "6♠");
  g_assert_cmpstr (slot_text (board, 7), ==, "7♠");
  g_assert_cmpstr (slot_text (board, 8), ==, "");
  g_assert_cmpstr (slot_text (board, 10), ==, "");
  g_assert_true (gtk_widget_has_css_class (cw_od_board_get_legion_slot (board, 7), "od-demon"));
  g_assert_false (gtk_widget_has_css_class (cw_od_board_get_legion_slot (board, 7), "od-attacking"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (cw_od_board_get_legion_caption (board))), ==,
                   "The legion: 2 demons, longest run 2 (5 attack)");
}

int
main (int argc, char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/app/od-board/setup-deck", test_setup_deck);
  g_test_add ("/app/od-board/dig", Table, NULL, dealt_set_up, test_dig, table_tear_down);
  g_test_add ("/app/od-board/legal-only", Table, NULL, dealt_set_up, test_legal_only, table_tear_down);
  g_test_add ("/app/od-board/play-to-loss", Table, NULL, dealt_set_up, test_play_to_loss, table_tear_down);
  g_test_add ("/app/od-board/log/step-by-step", Table, NULL, loss_set_up, test_log_step_by_step, table_tear_down);
  g_test_add ("/app/od-board/log/skip", Table, NULL, loss_set_up, test_log_skip, table_tear_down);
  g_test_add ("/app/od-board/log/step-drawn", Table, NULL, loss_set_up, test_log_step_drawn, table_tear_down);
  g_test_add ("/app/od-board/log/undo-mid-reveal", Table, NULL, loss_set_up, test_log_undo_mid_reveal, table_tear_down);
  return g_test_run ();
}
