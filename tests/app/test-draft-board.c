/* test-draft-board.c: the Oz draft at the Table: a 3-player draft set up through the shell and played by
 * the board's buttons to the score sheet, the round-5 turn-down, the typed deal, and the score sheet on
 * its own giving the book's worked example. */
#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cw-app-test.h"
#include "cw-board-registry.h"
#include "cw-draft.h"
#include "cw-draft-board.h"
#include "cw-draft-score-sheet.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-session.h"
#include "cw-table-page.h"

/* Every test draft is dealt from this seed. */
#define SEED 2026

static CwSession *
draft_session (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = cw_game_load_all (&error);
  CwSession *session = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (cw_game_get_id (g_ptr_array_index (games, i)), "oz-draft") == 0)
      session = cw_session_new (g_ptr_array_index (games, i), &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

static void
drain (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* A page for the draft, its autosave from an earlier test thrown away first. */
static CwTablePage *
new_page (CwSession *session)
{
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  g_autofree char *autosave = NULL;

  g_object_ref_sink (page);
  cw_table_page_set_session (page, session);
  autosave = cw_table_page_dup_autosave_path (page);
  g_remove (autosave);
  return page;
}

static CwDraftBoard *
draft_board (CwTablePage *page)
{
  CwBoard *board = cw_table_page_get_board (page);

  g_assert_true (CW_IS_DRAFT_BOARD (board));
  return CW_DRAFT_BOARD (board);
}

static CwDraft *
page_draft (CwTablePage *page)
{
  CwEngine *engine = cw_table_page_get_engine (page);

  g_assert_true (CW_IS_DRAFT (engine));
  return CW_DRAFT (engine);
}

static void
on_refused (CwBoard    *board,
            const char *message,
            char      **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

static void
click (GtkWidget *button)
{
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Every label's text under widget, one a line: what the score sheet shows. */
static void
collect_text (GtkWidget *widget,
              GString   *out)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_text (child, out);
}

/* The shell's set-up form, through the board: Ann, Bob, Cleo. */
static void
start_three (CwTablePage *page,
             const char  *deal)
{
  CwTableSetup *setup = cw_draft_board_get_setup (draft_board (page));
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 2);
  g_assert_cmpstr (cw_table_setup_get_option (setup, "deal"), ==, "shuffle");
  cw_table_setup_add_player (setup);
  cw_table_setup_set_player_name (setup, 0, "Ann");
  cw_table_setup_set_player_name (setup, 1, "Bob");
  cw_table_setup_set_player_name (setup, 2, "Cleo");
  cw_table_setup_set_option (setup, "deal", deal);
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  g_assert_no_error (error);
}

static void
test_registered (void)
{
  g_assert_true (cw_board_registry_lookup ("draft") == CW_TYPE_DRAFT_BOARD);
}

/* Nine rounds of four columns, each taken by a click; from round 5 each take is followed by the
 * turn-down the board asks for; then the score sheet. */
static void
test_three_player_draft (void)
{
  g_autoptr (CwSession) session = draft_session ();
  CwTablePage *page = new_page (session);
  CwDraftBoard *board = draft_board (page);
  CwDraft *draft;
  guint takes = 0, turn_downs = 0, first_asked = 0;
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GArray) score = NULL;
  CwBoardTurn turn = { 0 };
  GtkWidget *view;

  start_three (page, "shuffle");
  draft = page_draft (page);
  g_assert_cmpuint (cw_draft_get_n_columns (draft), ==, 4);
  g_assert_cmpuint (cw_draft_get_n_rounds (draft), ==, 9);

  cw_board_describe_turn (CW_BOARD (board), &turn);
  g_assert_cmpstr (turn.title, ==, "Round 1 of 9 · Ann’s turn · Ann first");
  g_assert_cmpint (turn.step, ==, 1);
  cw_board_turn_clear (&turn);

  while (!cw_engine_is_over (CW_ENGINE (draft)))
    {
      guint round = cw_draft_get_round (draft);
      guint player = cw_draft_get_current_player (draft);

      if (cw_draft_board_get_n_turn_down_choices (board) > 0)
        {
          g_autoptr (GPtrArray) before = cw_draft_dup_face_down (draft, player);

          g_assert_cmpint (cw_draft_get_phase (draft), ==, CW_DRAFT_PHASE_TURN_DOWN);
          g_assert_cmpuint (cw_draft_board_get_n_turn_down_choices (board), ==, 5);
          if (first_asked == 0)
            first_asked = round;
          /* While a card is to be turned down, no column can be taken. */
          for (guint c = 0; c < 4; c++)
            {
              GtkWidget *button = cw_draft_board_get_column_button (board, c);

              g_assert_true (button == NULL || !gtk_widget_get_sensitive (button));
            }
          click (cw_draft_board_get_turn_down_button (board, turn_downs % 5));
          {
            g_autoptr (GPtrArray) after = cw_draft_dup_face_down (draft, player);
            g_autoptr (GPtrArray) up = cw_draft_dup_face_up (draft, player);

            g_assert_cmpuint (after->len, ==, before->len + 1);
            g_assert_cmpuint (up->len, ==, 4);
          }
          turn_downs++;
          continue;
        }
      g_assert_cmpint (cw_draft_get_phase (draft), ==, CW_DRAFT_PHASE_TAKE);
      /* The columns already taken this round have no button; the first one left is taken. */
      for (guint c = 0; c < 4; c++)
        {
          GtkWidget *button = cw_draft_board_get_column_button (board, c);
          const char *character_1, *character_2, *story;
          guint dorothy_before;

          if (button == NULL)
            continue;
          g_assert_true (cw_draft_get_column (draft, c, &character_1, &character_2, &story));
          dorothy_before = cw_draft_get_hand_count (draft, player, "ozdr-dorothy");
          click (button);
          g_assert_cmpuint (cw_draft_get_hand_count (draft, player, "ozdr-dorothy"), ==,
                            dorothy_before + (g_strcmp0 (character_1, "ozdr-dorothy") == 0) +
                            (g_strcmp0 (character_2, "ozdr-dorothy") == 0));
          takes++;
          break;
        }
    }
  g_assert_cmpuint (takes, ==, 27);
  /* From round 5 on every take is a 5th Story card: 5 rounds × 3 players. */
  g_assert_cmpuint (turn_downs, ==, 15);
  g_assert_cmpuint (first_asked, ==, 5);
  g_assert_cmpuint (cw_engine_get_n_actions (CW_ENGINE (draft)), ==, 42);
  g_assert_cmpuint (cw_draft_board_get_n_turn_down_choices (board), ==, 0);
  g_assert_null (cw_draft_board_get_column_button (board, 0));

  /* The score sheet: every face-up Story card's points beside it, the totals, the winners. */
  score = cw_engine_get_score (CW_ENGINE (draft));
  view = cw_board_create_score_view (CW_BOARD (board));
  g_assert_nonnull (view);
  g_object_ref_sink (view);
  collect_text (view, text);
  {
    g_autoptr (CwDraftScore) sheet = cw_draft_dup_score_sheet (draft);
    g_autoptr (GString) winners = g_string_new (NULL);
    guint n_winners = 0;

    for (guint p = 0; p < 3; p++)
      {
        CwEngineScore *line = &g_array_index (score, CwEngineScore, p);
        g_autofree char *total = g_strdup_printf ("Total\n\n%d points\n", line->total);   /* the empty subtitle between */

        g_assert_cmpuint (cw_draft_score_get_n_stories (sheet, p), ==, 4);
        g_assert_cmpint (cw_draft_score_get_total (sheet, p), ==, line->total);
        g_assert_nonnull (strstr (text->str, cw_engine_get_player_name (CW_ENGINE (draft), p)));
        g_assert_nonnull (strstr (text->str, total));
        if (line->winner)
          {
            g_string_append_printf (winners, "%s%s", n_winners ? ", " : "", cw_engine_get_player_name (CW_ENGINE (draft), p));
            n_winners++;
          }
      }
    g_assert_cmpuint (n_winners, >=, 1);
    g_string_prepend (winners, n_winners == 1 ? "Winner: " : "Winners, sharing the victory: ");
    g_assert_nonnull (strstr (text->str, winners->str));
  }
  cw_board_describe_turn (CW_BOARD (board), &turn);
  g_assert_true (g_str_has_prefix (turn.title, "The End: "));
  g_assert_cmpint (turn.step, ==, -1);
  cw_board_turn_clear (&turn);

  g_assert_finalize_object (view);
  drain ();
  g_assert_finalize_object (page);
}

/* Round 5: the first player's take makes 5 Story cards face up; the board asks which goes face down
 * and that one leaves the face-up cards. */
static void
test_turn_down_asked (void)
{
  g_autoptr (CwSession) session = draft_session ();
  CwTablePage *page = new_page (session);
  CwDraftBoard *board = draft_board (page);
  CwDraft *draft;
  g_autoptr (GPtrArray) up = NULL;
  g_autoptr (GPtrArray) down = NULL;
  g_autofree char *chosen = NULL;
  CwBoardTurn turn = { 0 };

  start_three (page, "shuffle");
  draft = page_draft (page);
  /* Four rounds of three takes, never asked. */
  for (guint i = 0; i < 12; i++)
    {
      guint c = 0;

      g_assert_cmpuint (cw_draft_board_get_n_turn_down_choices (board), ==, 0);
      while (cw_draft_board_get_column_button (board, c) == NULL)
        c++;
      click (cw_draft_board_get_column_button (board, c));
    }
  g_assert_cmpuint (cw_draft_get_round (draft), ==, 5);
  /* Round 5's first player is Bob (Ann, Bob, Cleo, Ann, Bob): his 5th Story card. */
  g_assert_cmpuint (cw_draft_get_first_player (draft), ==, 1);
  click (cw_draft_board_get_column_button (board, 2));
  g_assert_cmpint (cw_draft_get_phase (draft), ==, CW_DRAFT_PHASE_TURN_DOWN);
  g_assert_cmpuint (cw_draft_board_get_n_turn_down_choices (board), ==, 5);
  cw_board_describe_turn (CW_BOARD (board), &turn);
  g_assert_cmpstr (turn.title, ==, "Round 5 of 9 · Bob turns a card down · Bob first");
  g_assert_cmpint (turn.step, ==, 2);
  cw_board_turn_clear (&turn);

  up = cw_draft_dup_face_up (draft, 1);
  g_assert_cmpuint (up->len, ==, 5);
  chosen = g_strdup (g_ptr_array_index (up, 1));
  click (cw_draft_board_get_turn_down_button (board, 1));
  g_clear_pointer (&up, g_ptr_array_unref);
  up = cw_draft_dup_face_up (draft, 1);
  down = cw_draft_dup_face_down (draft, 1);
  g_assert_cmpuint (up->len, ==, 4);
  g_assert_cmpuint (down->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (down, 0), ==, chosen);
  g_assert_cmpuint (cw_draft_board_get_n_turn_down_choices (board), ==, 0);
  g_assert_cmpuint (cw_draft_get_current_player (draft), ==, 2);

  drain ();
  g_assert_finalize_object (page);
}

/* With deal=typed the board asks for the columns lying on the table and lays them out by the
 * engine's own "deal" action. */
static void
test_typed_deal (void)
{
  g_autoptr (CwSession) session = draft_session ();
  CwTablePage *page = new_page (session);
  CwDraftBoard *board = draft_board (page);
  CwDraft *draft;
  const char *character_1, *character_2, *story;
  CwBoardTurn turn = { 0 };
  g_autofree char *refusal = NULL;

  g_signal_connect (board, "refused", G_CALLBACK (on_refused), &refusal);
  start_three (page, "typed");
  draft = page_draft (page);
  g_assert_cmpint (cw_draft_get_phase (draft), ==, CW_DRAFT_PHASE_DEAL);
  g_assert_null (cw_draft_board_get_column_button (board, 0));
  g_assert_nonnull (cw_draft_board_get_deal_drop_down (board, 3, 2));
  g_assert_null (cw_draft_board_get_deal_drop_down (board, 4, 0));
  cw_board_describe_turn (CW_BOARD (board), &turn);
  g_assert_cmpstr (turn.title, ==, "Round 1 of 9 · Ann lays out the columns");
  g_assert_cmpint (turn.step, ==, 0);
  cw_board_turn_clear (&turn);

  /* Catalog order: Dorothy, Lion, Scarecrow…; column 2 is Lion + Scarecrow over the 4th Story card. */
  gtk_drop_down_set_selected (cw_draft_board_get_deal_drop_down (board, 1, 0), 1);
  gtk_drop_down_set_selected (cw_draft_board_get_deal_drop_down (board, 1, 1), 2);
  gtk_drop_down_set_selected (cw_draft_board_get_deal_drop_down (board, 1, 2), 3);
  /* The same Story card twice is refused by the engine, through the shell's refusal. */
  click (cw_draft_board_get_deal_button (board));
  g_assert_cmpint (cw_draft_get_phase (draft), ==, CW_DRAFT_PHASE_DEAL);
  g_assert_cmpstr (refusal, ==, "“1 point per Dorothy” is typed twice; the box holds one of each Story card");
  for (guint c = 0; c < 4; c++)
    if (c != 1)
      gtk_drop_down_set_selected (cw_draft_board_get_deal_drop_down (board, c, 2), 10 + c);
  click (cw_draft_board_get_deal_button (board));
  g_assert_cmpint (cw_draft_get_phase (draft), ==, CW_DRAFT_PHASE_TAKE);
  g_assert_true (cw_draft_get_column (draft, 1, &character_1, &character_2, &story));
  g_assert_cmpstr (character_1, ==, "ozdr-lion");
  g_assert_cmpstr (character_2, ==, "ozdr-scarecrow");
  g_assert_cmpstr (story, ==, "ozdr-s04");
  g_assert_null (cw_draft_board_get_deal_button (board));
  click (cw_draft_board_get_column_button (board, 1));
  g_assert_cmpuint (cw_draft_get_hand_count (draft, 0, "ozdr-lion"), ==, 1);
  g_assert_cmpuint (cw_draft_get_hand_count (draft, 0, "ozdr-scarecrow"), ==, 1);

  drain ();
  g_assert_finalize_object (page);
}

/* At 360 px every column fits the width, two to a line. */
static void
test_narrow (void)
{
  g_autoptr (CwSession) session = draft_session ();
  CwTablePage *page = new_page (session);
  CwDraftBoard *board = draft_board (page);
  GtkWidget *window = adw_window_new ();
  graphene_rect_t first, second, third;

  start_three (page, "shuffle");
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (board));
  while (gtk_widget_get_width (GTK_WIDGET (page)) == 0)
    g_main_context_iteration (NULL, TRUE);
  drain ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (page)), <=, 360);
  g_assert_true (gtk_widget_compute_bounds (cw_draft_board_get_column_button (board, 0), GTK_WIDGET (page), &first));
  g_assert_true (gtk_widget_compute_bounds (cw_draft_board_get_column_button (board, 1), GTK_WIDGET (page), &second));
  g_assert_true (gtk_widget_compute_bounds (cw_draft_board_get_column_button (board, 2), GTK_WIDGET (page), &third));
  g_assert_cmpfloat (second.origin.x + second.size.width, <=, 360);
  g_assert_cmpfloat (second.origin.y, ==, first.origin.y);
  g_assert_cmpfloat (third.origin.y, >=, first.origin.y + first.size.height);
  g_assert_cmpfloat (first.origin.x, >=, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
  g_assert_finalize_object (page);
}

/* Undo through the shell puts the column back on the table; a new page resumes the draft saved. */
static void
test_undo_and_resume (void)
{
  g_autoptr (CwSession) session = draft_session ();
  CwTablePage *page = new_page (session);
  CwDraftBoard *board = draft_board (page);
  CwTablePage *again;
  CwDraft *draft;
  const char *character_1, *character_2, *story;
  g_autofree char *story_id = NULL;

  start_three (page, "shuffle");
  draft = page_draft (page);
  g_assert_true (cw_draft_get_column (draft, 2, &character_1, &character_2, &story));
  story_id = g_strdup (story);
  click (cw_draft_board_get_column_button (board, 2));
  g_assert_null (cw_draft_board_get_column_button (board, 2));
  g_assert_cmpuint (cw_draft_get_current_player (draft), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.undo", NULL));
  g_assert_nonnull (cw_draft_board_get_column_button (board, 2));
  g_assert_true (gtk_widget_get_sensitive (cw_draft_board_get_column_button (board, 2)));
  g_assert_cmpuint (cw_draft_get_current_player (draft), ==, 0);
  click (cw_draft_board_get_column_button (board, 2));
  click (cw_draft_board_get_column_button (board, 0));

  again = CW_TABLE_PAGE (cw_table_page_new ());
  g_object_ref_sink (again);
  cw_table_page_set_session (again, session);
  draft = page_draft (again);
  g_assert_cmpuint (cw_engine_get_n_actions (CW_ENGINE (draft)), ==, 2);
  g_assert_cmpuint (cw_draft_get_current_player (draft), ==, 2);
  {
    g_autoptr (GPtrArray) up = cw_draft_dup_face_up (draft, 0);

    g_assert_cmpuint (up->len, ==, 1);
    g_assert_cmpstr (g_ptr_array_index (up, 0), ==, story_id);
  }
  g_assert_null (cw_draft_board_get_column_button (draft_board (again), 0));
  g_assert_true (gtk_widget_get_sensitive (cw_draft_board_get_column_button (draft_board (again), 1)));

  drain ();
  g_assert_finalize_object (again);
  g_assert_finalize_object (page);
}

/* "Au total, Philippe marque donc 20 points": the sheet opened from the set-up page's button. */
static void
test_score_sheet_alone (void)
{
  g_autoptr (CwSession) session = draft_session ();
  CwTablePage *page = new_page (session);
  CwDraftBoard *board = draft_board (page);
  GtkWidget *window = adw_window_new ();
  GtkWindow *score_window;
  CwDraftScoreSheet *sheet;
  g_autoptr (GError) error = NULL;
  static const struct { const char *id; guint count; } hand[] = {
    { "ozdr-dorothy", 4 }, { "ozdr-lion", 4 }, { "ozdr-oz", 3 }, { "ozdr-toto", 3 },
    { "ozdr-scarecrow", 2 }, { "ozdr-glinda", 1 }, { "ozdr-witch", 1 },
  };
  static const char * const stories[] = { "ozdr-s10", "ozdr-s36", "ozdr-s30", "ozdr-s45" };
  static const char * const points[] = { "8 points", "5 points", "0 points", "7 points" };

  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (cw_draft_board_get_score_sheet_button (board));

  g_assert_null (cw_draft_board_get_score_window (board));
  click (cw_draft_board_get_score_sheet_button (board));
  score_window = cw_draft_board_get_score_window (board);
  g_assert_nonnull (score_window);
  g_assert_true (gtk_window_get_transient_for (score_window) == GTK_WINDOW (window));
  sheet = g_object_get_data (G_OBJECT (score_window), "cw-score-sheet");
  g_assert_true (CW_IS_DRAFT_SCORE_SHEET (sheet));
  g_assert_cmpuint (cw_draft_score_sheet_get_n_players (sheet), ==, 2);
  /* It fits a phone: 360 px less the window's own margins. */
  {
    int minimum;

    gtk_widget_measure (GTK_WIDGET (sheet), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 340);
  }

  cw_draft_score_sheet_set_player_name (sheet, 0, "Philippe");
  for (guint i = 0; i < G_N_ELEMENTS (hand); i++)
    cw_draft_score_sheet_set_count (sheet, 0, hand[i].id, hand[i].count);
  for (guint i = 0; i < G_N_ELEMENTS (stories); i++)
    {
      g_assert_true (cw_draft_score_sheet_add_story (sheet, 0, stories[i], &error));
      g_assert_no_error (error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    g_assert_cmpstr (cw_draft_score_sheet_get_points_text (sheet, 0, i), ==, points[i]);
  g_assert_cmpstr (cw_draft_score_sheet_get_total_text (sheet, 0), ==, "20 points");
  g_assert_cmpstr (cw_draft_score_sheet_get_total_text (sheet, 1), ==, "0 points");
  g_assert_cmpstr (cw_draft_score_sheet_get_winners_text (sheet), ==, "Winner: Philippe");

  /* Live: one Lion fewer and "majority of Lion" no longer scores (Dorothy has more). */
  cw_draft_score_sheet_set_count (sheet, 0, "ozdr-lion", 3);
  g_assert_cmpstr (cw_draft_score_sheet_get_points_text (sheet, 0, 1), ==, "0 points");
  g_assert_cmpstr (cw_draft_score_sheet_get_total_text (sheet, 0), ==, "13 points");
  cw_draft_score_sheet_set_count (sheet, 0, "ozdr-lion", 4);

  /* A 5th Story card, and a Character where a Story card goes, are refused by name. */
  g_assert_false (cw_draft_score_sheet_add_story (sheet, 0, "ozdr-s02", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Philippe has 4 Story cards face up already: never more than 4");
  g_clear_error (&error);
  g_assert_false (cw_draft_score_sheet_add_story (sheet, 1, "ozdr-lion", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "“ozdr-lion” is no Story card of the draft");
  g_clear_error (&error);

  /* A tie shares the victory: the second player gets the same hand and Story cards. */
  cw_draft_score_sheet_set_player_name (sheet, 1, "Zoé");
  for (guint i = 0; i < G_N_ELEMENTS (hand); i++)
    cw_draft_score_sheet_set_count (sheet, 1, hand[i].id, hand[i].count);
  for (guint i = 0; i < G_N_ELEMENTS (stories); i++)
    g_assert_true (cw_draft_score_sheet_add_story (sheet, 1, stories[i], NULL));
  g_assert_cmpstr (cw_draft_score_sheet_get_total_text (sheet, 1), ==, "20 points");
  g_assert_cmpstr (cw_draft_score_sheet_get_winners_text (sheet), ==, "Winners, sharing the victory: Philippe, Zoé");

  gtk_window_destroy (score_window);
  drain ();
  g_assert_null (cw_draft_board_get_score_window (board));
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
  g_assert_finalize_object (page);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/draft-board/registered", test_registered);
  g_test_add_func ("/app/draft-board/three-player-draft", test_three_player_draft);
  g_test_add_func ("/app/draft-board/turn-down-asked", test_turn_down_asked);
  g_test_add_func ("/app/draft-board/typed-deal", test_typed_deal);
  g_test_add_func ("/app/draft-board/narrow", test_narrow);
  g_test_add_func ("/app/draft-board/undo-and-resume", test_undo_and_resume);
  g_test_add_func ("/app/draft-board/score-sheet-alone", test_score_sheet_alone);

  return g_test_run ();
}
