/* test-od-board.c: the Ód board at the Table: a deck order typed in the set-up, a dig by clicking, only legal moves offered, combat told step by step, a game played to a loss. */
#include <adwaita.h>

#include "cw-table-page.h"
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
test_dig (void)
{
  g_autoptr (CwSession) session = od_session ();
  CwTablePage *page = new_page (session);
  CwOdBoard *board;
  const CwOdState *state;
  CwEngine *engine;

  start_dealt (page);
  board = od_board (page);
  engine = cw_table_page_get_engine (page);
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

  g_assert_finalize_object (page);
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
test_legal_only (void)
{
  g_autoptr (CwSession) session = od_session ();
  CwTablePage *page = new_page (session);
  CwOdBoard *board;
  CwEngine *engine;

  start_dealt (page);
  board = od_board (page);
  engine = cw_table_page_get_engine (page);
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

  g_assert_finalize_object (page);
}

/* Plays through the board's own buttons until the game is lost: tells every step, takes the
 * first lit move of the first card that has one, else the panel's first action, else ends the turn. */
static void
test_play_to_loss (void)
{
  g_autoptr (CwSession) session = od_session ();
  CwTablePage *page = new_page (session);
  CwOdBoard *board;
  CwEngine *engine;
  guint told_step_by_step = 0;
  guint moves = 0;

  start_dealt (page);
  board = od_board (page);
  engine = cw_table_page_get_engine (page);

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

  g_assert_finalize_object (page);
}

int
main (int argc, char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/od-board/setup-deck", test_setup_deck);
  g_test_add_func ("/app/od-board/dig", test_dig);
  g_test_add_func ("/app/od-board/legal-only", test_legal_only);
  g_test_add_func ("/app/od-board/play-to-loss", test_play_to_loss);
  return g_test_run ();
}
