/* test-table.c: the Table view on the shipped oz-storyline demo: set-up, a roll, a move, autosave and resume, the layouts. */
#include <adwaita.h>
#include <glib/gstdio.h>

#include "cw-table-page.h"
#include "cw-board-registry.h"
#include "cw-od-board.h"
#include "cw-storyline-board.h"
#include "cw-table-setup.h"
#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-dice.h"
#include "cw-engine-registry.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-session.h"
#include "cw-app-test.h"

/* The seed every test match is dealt from, so each run plays the same match. */
#define SEED 2026

static CwSession *
game_session (const char *game_id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = cw_game_load_all (&error);
  CwSession *session = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (cw_game_get_id (g_ptr_array_index (games, i)), game_id) == 0)
      session = cw_session_new (g_ptr_array_index (games, i), &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

static CwSession *
demo_session (void)
{
  return game_session ("oz-storyline");
}

/* The Storyline games' board holds the set-up, the Storyline and the match the page shows. */
static CwStorylineBoard *
storyline_board (CwTablePage *page)
{
  CwBoard *board = cw_table_page_get_board (page);

  g_assert_true (CW_IS_STORYLINE_BOARD (board));
  return CW_STORYLINE_BOARD (board);
}

static CwMatchSetup *
table_setup (CwTablePage *page)
{
  return cw_storyline_board_get_setup (storyline_board (page));
}

static CwStorylineView *
table_storyline (CwTablePage *page)
{
  return cw_storyline_board_get_view (storyline_board (page));
}

static CwMatch *
table_match (CwTablePage *page)
{
  CwEngine *engine = cw_table_page_get_engine (page);

  return engine != NULL ? CW_MATCH (engine) : NULL;
}

static CwTablePage *
new_page (CwSession *session)
{
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());

  g_object_ref_sink (page);
  cw_table_page_set_session (page, session);
  return page;
}

/* Ann with The Fab Four, Bob with The Witches' Web, Ann first. */
static void
start_demo_match (CwTablePage *page)
{
  CwMatchSetup *setup = table_setup (page);
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (cw_match_setup_get_n_authors (setup), ==, 2);
  g_assert_true (g_str_has_suffix (cw_match_setup_get_author_library (setup, 0), "the-fab-four.xml"));
  g_assert_true (g_str_has_suffix (cw_match_setup_get_author_library (setup, 1), "the-witches-web.xml"));
  cw_match_setup_set_author_name (setup, 0, "Ann");
  cw_match_setup_set_author_name (setup, 1, "Bob");
  cw_match_setup_set_first_author (setup, 0);
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  g_assert_no_error (error);
}

static gboolean
is_button_with_tooltip (GtkWidget  *widget,
                        const char *tooltip)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0;
}

/* A button showing an icon and a label (AdwButtonContent), by the label. */
static gboolean
is_content_button_labelled (GtkWidget  *widget,
                            const char *label)
{
  GtkWidget *child = GTK_IS_BUTTON (widget) ? gtk_button_get_child (GTK_BUTTON (widget)) : NULL;

  return ADW_IS_BUTTON_CONTENT (child) && g_strcmp0 (adw_button_content_get_label (ADW_BUTTON_CONTENT (child)), label) == 0;
}

/* The drop-down whose title starts with title_start, under widget. */
static AdwComboRow *
find_combo_row (GtkWidget  *widget,
                const char *title_start)
{
  if (ADW_IS_COMBO_ROW (widget) &&
      g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title_start))
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *row = find_combo_row (child, title_start);

      if (row != NULL)
        return row;
    }
  return NULL;
}

/* What a drop-down shows: its chosen item's words, whole, under the sentence (beside it, at
 * 360 px the sentence took the width and the choice was cut to "…"). */
static const char *
combo_row_shown (AdwComboRow *row)
{
  g_assert_nonnull (row);
  g_assert_true (adw_combo_row_get_use_subtitle (row));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   gtk_string_object_get_string (GTK_STRING_OBJECT (adw_combo_row_get_selected_item (row))));
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

/* The set-up form offers the engine's readings of the book, the book's own first, and the
 * match starts with the ones chosen. */
static void
test_setup_rules (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwMatchSetup *setup = table_setup (page);
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (cw_match_setup_get_rule (setup, "title-in-storyline"), ==, "no");
  g_assert_cmpstr (cw_match_setup_get_rule (setup, "sorcery"), ==, "any");
  g_assert_null (cw_match_setup_get_rule (setup, "speed"));
  g_assert_false (cw_match_setup_set_rule (setup, "sorcery", "everybody"));
  g_assert_true (cw_match_setup_set_rule (setup, "sorcery", "own"));
  g_assert_true (cw_match_setup_set_rule (setup, "title-in-storyline", "yes"));
  /* The drop-downs say the choices in words, not the option's own "yes" and "own". */
  g_assert_cmpstr (combo_row_shown (find_combo_row (GTK_WIDGET (setup), "Whether a Character on a Title card")), ==, "Yes");
  g_assert_cmpstr (combo_row_shown (find_combo_row (GTK_WIDGET (setup), "Whose Character with Sorcery")), ==, "The Author's own");

  start_demo_match (page);
  g_assert_cmpstr (cw_engine_get_option (CW_ENGINE (table_match (page)), "sorcery"), ==, "own");
  g_assert_true (cw_engine_get_option_bool (CW_ENGINE (table_match (page)), "title-in-storyline"));

  g_assert_finalize_object (page);
}

static void
test_builds (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());

  g_object_ref_sink (page);
  g_assert_null (table_match (page));
  g_assert_null (cw_table_page_get_refusal (page));
  /* The board comes with the game's table mode. */
  g_assert_null (cw_table_page_get_board (page));
  g_assert_nonnull (cw_table_page_get_dice_tray (page));
  g_assert_null (cw_table_page_dup_autosave_path (page));
  cw_table_page_set_session (page, session);
  g_assert_nonnull (table_setup (page));
  g_assert_nonnull (table_storyline (page));
  g_assert_finalize_object (page);
}

static void
test_setup_authors (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwMatchSetup *setup = table_setup (page);
  g_autoptr (GError) error = NULL;
  g_autoptr (CwMatch) match = NULL;

  g_assert_null (table_match (page));
  g_assert_cmpuint (cw_match_setup_get_n_authors (setup), ==, 2);
  g_assert_cmpstr (cw_match_setup_get_author_name (setup, 0), ==, "Author 1");
  g_assert_cmpstr (cw_match_setup_get_author_colour (setup, 1), ==, "#1c71d8");
  g_assert_cmpint (cw_match_setup_get_first_author (setup), ==, -1);

  /* 2 to 6 Authors; at 2, the remove buttons say why they are off. */
  g_assert_false (cw_match_setup_remove_author (setup, 0));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "A match needs at least 2 Authors"));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "Remove this Author"));
  for (guint n = 3; n <= 6; n++)
    {
      g_assert_true (cw_match_setup_add_author (setup));
      g_assert_cmpuint (cw_match_setup_get_n_authors (setup), ==, n);
    }
  g_assert_false (cw_match_setup_add_author (setup));
  /* The add button, insensitive at 6, says why (its label says what it does). */
  {
    GtkWidget *add = cw_app_test_find_widget (GTK_WIDGET (setup), is_content_button_labelled, "_Add an Author");

    g_assert_nonnull (add);
    g_assert_false (gtk_widget_get_sensitive (add));
    g_assert_cmpstr (gtk_widget_get_tooltip_text (add), ==, "No more Authors: a match has at most 6");
  }
  /* The third Author onwards has no demo Library to take: two ship with the game. */
  g_assert_null (cw_match_setup_get_author_library (setup, 2));
  g_assert_true (cw_match_setup_remove_author (setup, 5));
  g_assert_true (cw_match_setup_remove_author (setup, 4));
  g_assert_true (cw_match_setup_remove_author (setup, 3));
  g_assert_cmpuint (cw_match_setup_get_n_authors (setup), ==, 3);
  g_assert_false (cw_match_setup_set_author_library (setup, 2, "/nowhere/library.xml"));

  /* Two Authors of one name would make the log useless. */
  cw_match_setup_set_author_name (setup, 0, "Ann");
  cw_match_setup_set_author_name (setup, 1, "Ann ");
  match = cw_match_setup_create_match (setup, SEED, &error);
  g_assert_null (match);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Two Authors are called “Ann”: give each a name of their own.");
  g_clear_error (&error);

  /* Three Authors: a wheel, 3 Title cards and 9 Locations; Cleo plays without a Library. */
  cw_match_setup_set_author_name (setup, 1, "Bob");
  cw_match_setup_set_author_name (setup, 2, "Cleo");
  cw_match_setup_set_first_author (setup, 2);
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cw_match_get_n_authors (table_match (page)), ==, 3);
  g_assert_cmpuint (cw_match_get_n_places (table_match (page)), ==, 12);
  g_assert_cmpint (cw_match_get_current_author (table_match (page)), ==, 2);
  g_assert_cmpint (cw_match_get_library_count (table_match (page), 2), ==, -1);
  g_assert_cmpint (cw_storyline_view_get_layout (table_storyline (page)), ==, CW_STORYLINE_LAYOUT_WHEEL);
  g_assert_cmpstr (cw_storyline_view_get_place_text (table_storyline (page), 2), ==, "Cleo");

  g_assert_finalize_object (page);
}

static void
test_start_demo (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwStorylineView *storyline = table_storyline (page);
  CwDiceTray *tray = cw_table_page_get_dice_tray (page);
  CwMatch *match;

  start_demo_match (page);
  match = table_match (page);
  g_assert_nonnull (match);
  g_assert_true (cw_storyline_view_get_match (storyline) == match);
  g_assert_cmpint (cw_match_get_phase (match), ==, CW_MATCH_PHASE_PLAYING);
  g_assert_cmpuint (cw_match_get_round (match), ==, 1);
  g_assert_cmpint (cw_match_get_current_author (match), ==, 0);
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_DRAW);
  g_assert_cmpstr (cw_match_get_author_library_name (match, 0), ==, "The Fab Four");
  g_assert_cmpstr (cw_match_get_author_library_name (match, 1), ==, "The Witches' Web");
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 5);

  /* The line as the players see it: the Title cards by Author name, six face-down Locations. */
  g_assert_cmpuint (cw_match_get_n_places (match), ==, 8);
  g_assert_cmpstr (cw_storyline_view_get_place_text (storyline, 0), ==, "Ann");
  g_assert_cmpstr (cw_storyline_view_get_place_text (storyline, 1), ==, "Bob");
  for (int place = 2; place < 8; place++)
    {
      g_assert_cmpstr (cw_storyline_view_get_place_text (storyline, place), ==, "Face down");
      g_assert_cmpuint (cw_storyline_view_get_n_tokens (storyline, place), ==, 0);
    }
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "0 SP");
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==, "Round 1: Ann's turn");

  /* A screen reader hears the line in words, not "image"; and it follows the match. */
  {
    g_autofree char *before = cw_storyline_view_dup_description (storyline);
    g_autofree char *after = NULL;
    g_autoptr (GError) error = NULL;
    CwCard *dorothy = cw_catalog_lookup (cw_session_get_catalog (session), "ozd-001");

    g_assert_true (g_str_has_prefix (before, "Ann's Title card: nobody. "));
    g_assert_nonnull (strstr (before, "a face-down Location: nobody."));
    g_assert_true (cw_match_draw (match, &error));
    g_assert_true (cw_match_enter_roll (match, (const guint[]) { 5, 4, 3, 2 }, 4, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (cw_match_play_card (match, dorothy, CW_PLACE_NONE, 0, &error), !=, 0);
    g_assert_no_error (error);
    after = cw_storyline_view_dup_description (storyline);
    g_assert_true (g_str_has_prefix (after, "Ann's Title card: Dorothy Gale • Girl from Kansas (Ann, Vitality 3). "));
    g_assert_true (cw_match_undo (match));
    g_assert_true (cw_match_undo (match));
    g_assert_true (cw_match_undo (match));
  }

  /* Before the roll the tray shows Ann's pool, blank: 4 blue dice, no Character in play yet. */
  g_assert_false (cw_dice_tray_get_rolled (tray));
  g_assert_cmpuint (cw_dice_get_n_dice (cw_dice_tray_get_dice (tray)), ==, 4);
  g_assert_cmpstr (cw_dice_tray_get_odds_text (tray), ==, "Rolls 4 to 18");

  g_assert_finalize_object (page);
}

static void
test_roll_through_page (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwDiceTray *tray = cw_table_page_get_dice_tray (page);
  g_autoptr (GError) error = NULL;
  g_autoptr (CwDice) roll = NULL;
  g_autofree char *expected_balance = NULL;
  g_autofree char *expected_odds = NULL;
  CwMatch *match;
  int balance;

  start_demo_match (page);
  match = table_match (page);
  g_assert_false (cw_table_page_get_can_undo (page));

  /* Rolling in step 1 is refused, with the rule that says so. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.roll", NULL));
  g_assert_cmpstr (cw_table_page_get_refusal (page), ==,
                   "Steps of a turn: rolling for Story Points belongs to step 2 (roll for Story Points); "
                   "Ann's turn is at step 1 (draw a card)");
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 0);

  g_assert_true (cw_match_draw (match, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.roll", NULL));
  g_assert_null (cw_table_page_get_refusal (page));
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_ACTIONS);

  roll = cw_match_dup_last_roll (match);
  g_assert_nonnull (roll);
  g_assert_cmpuint (cw_dice_get_n_dice (roll), ==, 4);
  balance = cw_match_get_balance (match, 0);
  g_assert_cmpint (balance, ==, cw_dice_get_total (roll));
  g_assert_cmpint (balance, >=, 4);
  g_assert_cmpint (balance, <=, 18);
  expected_balance = g_strdup_printf ("%d SP", balance);
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, expected_balance);

  /* The tray shows that roll and its odds. */
  g_assert_true (cw_dice_tray_get_rolled (tray));
  g_assert_cmpint (cw_dice_get_total (cw_dice_tray_get_dice (tray)), ==, balance);
  expected_odds = cw_dice_tray_format_odds (balance, cw_dice_probability_at_least (roll, balance));
  g_assert_cmpstr (cw_dice_tray_get_odds_text (tray), ==, expected_odds);

  /* Undo through the page takes the roll back. */
  g_assert_true (cw_table_page_get_can_undo (page));
  g_assert_false (cw_table_page_get_can_redo (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.undo", NULL));
  g_assert_true (cw_table_page_get_can_redo (page));
  g_assert_cmpint (cw_match_get_step (match), ==, CW_TURN_STEP_ROLL);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 0);
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "0 SP");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.redo", NULL));
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, balance);

  g_assert_finalize_object (page);
}

/* A roll entered by hand: Ann's physical dice showed 6, 5, 1 and 1 symbols. */
static void
test_roll_by_hand (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwDiceTray *tray = cw_table_page_get_dice_tray (page);
  static const guint faces[] = { 5, 4, 0, 0 };
  g_autoptr (GError) error = NULL;
  CwMatch *match;

  start_demo_match (page);
  match = table_match (page);
  g_assert_true (cw_match_draw (match, &error));
  g_signal_emit_by_name (tray, "enter-faces", faces, (guint) G_N_ELEMENTS (faces));
  g_assert_null (cw_table_page_get_refusal (page));
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 13);
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "13 SP");
  /* 13 or more on 1d6+1d5+1d4+1d3: 105 of the 360 combinations. */
  g_assert_cmpstr (cw_dice_tray_get_odds_text (tray), ==, "13 or more: 29 %");

  g_assert_finalize_object (page);
}

static void
test_move_is_reflected (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwStorylineView *storyline = table_storyline (page);
  g_autoptr (GError) error = NULL;
  static const guint faces[] = { 5, 4, 3, 2 };   /* 18 SP */
  CwMatch *match;
  CwCard *dorothy;
  guint piece;
  int next;
  const char *first_location_log;

  start_demo_match (page);
  match = table_match (page);
  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (cw_match_enter_roll (match, faces, G_N_ELEMENTS (faces), &error));
  g_assert_no_error (error);

  dorothy = cw_catalog_lookup (cw_session_get_catalog (session), "ozd-001");
  g_assert_nonnull (dorothy);
  piece = cw_match_play_card (match, dorothy, CW_PLACE_NONE, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (piece, !=, 0);
  /* Played to Ann's Title card: one token there, 3 SP paid. */
  g_assert_cmpuint (cw_storyline_view_get_n_tokens (storyline, 0), ==, 1);
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "15 SP");

  next = cw_match_get_neighbour (match, 0, 0, 1);
  g_assert_cmpint (next, ==, 7);
  g_assert_cmpstr (cw_storyline_view_get_place_text (storyline, next), ==, "Face down");
  g_assert_true (cw_match_move (match, piece, next, CW_MOVE_ACTION, &error));
  g_assert_no_error (error);

  /* The token went along, the Location turned up, the log says so. */
  g_assert_cmpuint (cw_storyline_view_get_n_tokens (storyline, 0), ==, 0);
  g_assert_cmpuint (cw_storyline_view_get_n_tokens (storyline, next), ==, 1);
  g_assert_cmpstr (cw_storyline_view_get_place_text (storyline, next), ==,
                   cw_card_get_title (cw_match_get_location (match, next)));
  first_location_log = cw_table_page_get_last_log_line (page);
  g_assert_nonnull (first_location_log);
  g_assert_cmpstr (first_location_log, ==,
                   g_ptr_array_index (cw_match_get_log (match), cw_match_get_log (match)->len - 1));
  g_assert_true (g_str_has_prefix (first_location_log, "Dorothy Gale"));

  /* A click on that Location shows who is there: the popover, without a window to show it in. */
  g_signal_emit_by_name (storyline, "place-activated", next);
  g_assert_nonnull (cw_storyline_view_get_popover (storyline));

  g_assert_finalize_object (page);
}

/* Without Libraries the Locations are face down and unknown: a move onto one asks which
 * it is (without a window, the question shows as the notice), a Character is entered by hand. */
static void
test_without_libraries (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwMatchSetup *setup = table_setup (page);
  CwStorylineView *storyline = table_storyline (page);
  static const guint faces[] = { 2, 2, 2, 2 };   /* 12 SP */
  static const char * const keywords[] = { "prime", NULL };
  g_autoptr (GError) error = NULL;
  CwMatch *match;
  CwCard *jack, *road;
  guint piece;
  int next;

  g_assert_true (cw_match_setup_set_author_library (setup, 0, NULL));
  g_assert_true (cw_match_setup_set_author_library (setup, 1, NULL));
  cw_match_setup_set_author_name (setup, 0, "Ann");
  cw_match_setup_set_author_name (setup, 1, "Bob");
  cw_match_setup_set_first_author (setup, 0);
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  g_assert_no_error (error);
  match = table_match (page);
  g_assert_cmpint (cw_match_get_library_count (match, 0), ==, -1);
  g_assert_cmpuint (cw_match_get_folio (match)->len, ==, 0);

  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (cw_match_enter_roll (match, faces, G_N_ELEMENTS (faces), &error));
  jack = cw_match_new_custom_character (match, "Jack Pumpkinhead", 2, 1, keywords);
  piece = cw_match_play_card (match, jack, CW_PLACE_NONE, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_storyline_view_get_n_tokens (storyline, 0), ==, 1);

  /* The popover offers the move although nobody knows the Location yet. */
  next = cw_match_get_neighbour (match, 0, 0, 1);
  g_signal_emit_by_name (storyline, "place-activated", 0);
  g_assert_nonnull (cw_storyline_view_get_popover (storyline));
  {
    g_autoptr (CwMatchAction) move = cw_match_action_new_move (piece, next, CW_MOVE_ACTION);

    g_assert_false (cw_match_check (match, move, &error));
    g_assert_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD);
    g_clear_error (&error);
  }

  road = cw_catalog_lookup (cw_session_get_catalog (session), "ozd-080");
  g_assert_true (cw_match_identify_location (match, next, road, &error));
  g_assert_no_error (error);
  g_assert_true (cw_match_move (match, piece, next, CW_MOVE_ACTION, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cw_storyline_view_get_n_tokens (storyline, next), ==, 1);
  g_assert_cmpstr (cw_storyline_view_get_place_text (storyline, next), ==, "Yellow Brick Road • Munchkin Stretch");
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "10 SP");

  g_assert_finalize_object (page);
}

static void
test_autosave_resume (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwTablePage *again;
  g_autofree char *path = cw_table_page_dup_autosave_path (page);
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "cardwright", "matches",
                                                "current-oz-storyline.xml", NULL);
  g_autoptr (GError) error = NULL;
  static const guint faces[] = { 2, 2, 2, 2 };   /* 12 SP */
  CwMatch *match, *resumed;
  guint actions;

  g_assert_cmpstr (path, ==, expected);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  start_demo_match (page);
  match = table_match (page);
  /* Saved as soon as the match starts, before anything is played. */
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (cw_match_enter_roll (match, faces, G_N_ELEMENTS (faces), &error));
  g_assert_true (cw_match_story_draw (match, &error));
  g_assert_no_error (error);
  actions = cw_match_get_n_actions (match);
  g_assert_cmpuint (actions, ==, 3);
  g_assert_cmpint (cw_match_get_balance (match, 0), ==, 11);
  g_assert_finalize_object (page);

  /* The app starts again on that game: the match is where it was. */
  again = new_page (session);
  resumed = table_match (again);
  g_assert_nonnull (resumed);
  g_assert_cmpuint (cw_match_get_round (resumed), ==, 1);
  g_assert_cmpint (cw_match_get_current_author (resumed), ==, 0);
  g_assert_cmpint (cw_match_get_step (resumed), ==, CW_TURN_STEP_ACTIONS);
  g_assert_cmpint (cw_match_get_balance (resumed, 0), ==, 11);
  g_assert_cmpint (cw_match_get_hand_count (resumed, 0), ==, 7);
  g_assert_cmpuint (cw_match_get_n_actions (resumed), ==, actions);
  g_assert_cmpstr (cw_table_page_get_balance_text (again), ==, "11 SP");

  /* Undo is saved too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (again), "table.undo", NULL));
  g_assert_finalize_object (again);
  again = new_page (session);
  g_assert_cmpuint (cw_match_get_n_actions (table_match (again)), ==, 2);
  g_assert_cmpint (cw_match_get_balance (table_match (again), 0), ==, 12);

  /* A new match keeps the old one beside it, dated, and starts from the set-up. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (again), "table.new-match", NULL));
  g_assert_null (table_match (again));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_finalize_object (again);
}

/* The first label under root whose text starts with prefix. */
static GtkLabel *
find_label_starting (GtkWidget  *root,
                     const char *prefix)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), prefix))
    return GTK_LABEL (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label_starting (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A saved match that cannot be read is renamed aside at once, whole, and the set-up says
 * where it is kept and why it was not read; the new match never writes over it. */
static void
test_unreadable_save (void)
{
  g_autoptr (CwSession) session = demo_session ();
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "cardwright", "matches", NULL);
  g_autofree char *path = g_build_filename (dir, "current-oz-storyline.xml", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *notice_start = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) folder = NULL;
  const char *name;
  GtkLabel *notice;
  CwTablePage *page;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "<match version=\"1\">not a match", -1, &error));
  g_assert_no_error (error);

  page = new_page (session);
  g_assert_null (table_match (page));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  folder = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (folder)) != NULL)
    if (g_str_has_prefix (name, "oz-storyline-unreadable-") && g_str_has_suffix (name, ".cwmatch"))
      {
        g_assert_null (kept);
        kept = g_build_filename (dir, name, NULL);
      }
  g_assert_nonnull (kept);
  g_assert_true (g_file_get_contents (kept, &contents, NULL, &error));
  g_assert_cmpstr (contents, ==, "<match version=\"1\">not a match");

  notice_start = g_strdup_printf ("The saved match could not be read, so a new one starts here. "
                                  "It is kept, as it was, as %s. %s", kept, path);
  notice = find_label_starting (GTK_WIDGET (page), "The saved match could not be read");
  g_assert_nonnull (notice);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (notice), notice_start));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (gtk_widget_get_ancestor (GTK_WIDGET (notice),
                                                                                        GTK_TYPE_REVEALER))));

  /* The new match is saved where the old one was; the kept file is not touched. */
  start_demo_match (page);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_true (strstr (contents, "not a match") == NULL);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (kept, &contents, NULL, &error));
  g_assert_cmpstr (contents, ==, "<match version=\"1\">not a match");
  g_remove (kept);
  g_assert_finalize_object (page);
}

static void
test_odds_and_totals (void)
{
  g_autoptr (CwSession) session = demo_session ();
  g_autoptr (CwDice) pool = cw_dice_new_for_game (cw_session_get_game (session), 0);
  g_autofree char *certain = cw_dice_tray_format_odds (4, 1.0);
  g_autofree char *likely = cw_dice_tray_format_odds (13, 0.41);
  g_autofree char *rare = cw_dice_tray_format_odds (18, 1.0 / 360);
  g_autofree char *almost = cw_dice_tray_format_odds (5, 359.0 / 360);
  g_autofree guint *lowest = NULL;
  g_autofree guint *highest = NULL;
  g_autofree guint *ten = NULL;
  g_autofree guint *too_many = NULL;
  int sum = 0;

  g_assert_cmpstr (certain, ==, "4 or more: 100 %");
  g_assert_cmpstr (likely, ==, "13 or more: 41 %");
  g_assert_cmpstr (rare, ==, "18 or more: < 1 %");
  g_assert_cmpstr (almost, ==, "5 or more: > 99 %");

  /* A total typed in becomes faces the match accepts. */
  lowest = cw_dice_tray_faces_for_total (pool, 4);
  g_assert_nonnull (lowest);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (lowest[i], ==, 0);
  highest = cw_dice_tray_faces_for_total (pool, 18);
  g_assert_nonnull (highest);
  g_assert_cmpuint (highest[0], ==, 5);
  g_assert_cmpuint (highest[1], ==, 4);
  g_assert_cmpuint (highest[2], ==, 3);
  g_assert_cmpuint (highest[3], ==, 2);
  ten = cw_dice_tray_faces_for_total (pool, 10);
  g_assert_nonnull (ten);
  for (guint i = 0; i < 4; i++)
    sum += g_array_index (cw_dice_get_die (pool, i)->faces, int, ten[i]);
  g_assert_cmpint (sum, ==, 10);
  too_many = cw_dice_tray_faces_for_total (pool, 19);
  g_assert_null (too_many);
  g_assert_null (cw_dice_tray_faces_for_total (pool, 3));
}

static void
bounds_in (GtkWidget       *widget,
           GtkWidget       *target,
           graphene_rect_t *bounds)
{
  g_assert_true (gtk_widget_compute_bounds (widget, target, bounds));
}

/* Wide: the dice beside the Storyline. At 360 px: the Storyline as a column, the dice under it. */
static void
test_adaptive (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  GtkWidget *storyline;
  GtkWidget *tray = GTK_WIDGET (cw_table_page_get_dice_tray (page));
  graphene_rect_t line, dice;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  cw_table_page_set_session (page, session);
  storyline = GTK_WIDGET (table_storyline (page));
  start_demo_match (page);

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpint (cw_app_test_wait_until_allocated (GTK_WIDGET (page)), >=, 1000);
  g_assert_cmpint (cw_storyline_view_get_layout (CW_STORYLINE_VIEW (storyline)), ==, CW_STORYLINE_LAYOUT_ROW);
  bounds_in (storyline, GTK_WIDGET (page), &line);
  bounds_in (tray, GTK_WIDGET (page), &dice);
  g_assert_cmpfloat (dice.origin.x, >=, line.origin.x + line.size.width);
  g_assert_cmpfloat (dice.origin.y, <, line.origin.y + line.size.height);

  /* Without a window manager a shown window keeps its size: a second, narrow one. */
  gtk_window_destroy (GTK_WINDOW (window));
  window = adw_window_new ();
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpint (cw_app_test_wait_until_allocated (GTK_WIDGET (page)), <=, 360);
  g_assert_cmpint (cw_storyline_view_get_layout (CW_STORYLINE_VIEW (storyline)), ==, CW_STORYLINE_LAYOUT_COLUMN);
  bounds_in (storyline, GTK_WIDGET (page), &line);
  bounds_in (tray, GTK_WIDGET (page), &dice);
  g_assert_cmpfloat (line.size.width, <=, 360);
  g_assert_cmpfloat (dice.origin.y, >=, line.origin.y + line.size.height);
  g_assert_cmpfloat (dice.origin.x + dice.size.width, <=, 360);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (page);
}

static gboolean
is_expander (GtkWidget  *widget,
             const char *text)
{
  return GTK_IS_EXPANDER (widget);
}

/* Opens Play a Card, names the card by search and the SP to pay face down, answers
 * "Play Face Down", and closes the dialog. */
static void
play_face_down_through_dialog (CwTablePage *page,
                               const char  *search,
                               int          sp)
{
  g_autoptr (GList) toplevels = NULL;
  GtkWidget *dialog = NULL;
  GtkWidget *entry, *spin;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (cw_table_page_get_board (page)), "board.play-card", NULL));
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      dialog = l->data;
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_response_label (ADW_MESSAGE_DIALOG (dialog), "face-down"), ==, "Play Face _Down");

  entry = cw_app_test_find_widget (dialog, cw_app_test_is_search_entry, NULL);
  spin = cw_app_test_find_widget (dialog, cw_app_test_is_named, "face-down-sp");
  g_assert_nonnull (entry);
  g_assert_nonnull (spin);
  gtk_editable_set_text (GTK_EDITABLE (entry), search);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), sp);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "face-down");
  gtk_window_destroy (GTK_WINDOW (dialog));
  cw_app_test_drain ();
}

/* An Event placed face down from Play a Card (paid at least its cost, more allowed),
 * shown under its Author, then turned up in the other Author's turn from its Trigger button. */
static void
test_event_face_down (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  static const guint faces[] = { 5, 4, 3, 2 };   /* 18 SP */
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) face_down = NULL;
  g_autoptr (GArray) after = NULL;
  GtkWidget *trigger, *row, *peek, *popover;
  CwStorylineView *storyline;
  CwMatch *match;
  guint piece;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  cw_table_page_set_session (page, session);
  start_demo_match (page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_until_allocated (GTK_WIDGET (page));

  match = table_match (page);
  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (cw_match_enter_roll (match, faces, G_N_ELEMENTS (faces), &error));
  g_assert_no_error (error);
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "18 SP");
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 6);

  /* Bucket of Water costs 2: 1 SP is refused with the rule, nothing paid. */
  play_face_down_through_dialog (page, "Bucket of Water", 1);
  g_assert_cmpstr (cw_table_page_get_refusal (page), ==,
                   "Events: a face-down Event is paid at least its cost (2 SP); 1 SP were offered");
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "18 SP");

  /* A Character is never played face down. */
  play_face_down_through_dialog (page, "Girl from Kansas", 3);
  g_assert_cmpstr (cw_table_page_get_refusal (page), ==,
                   "Events: only an Event is placed face down; Dorothy Gale • Girl from Kansas is not an Event");
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "18 SP");

  /* 4 SP, more than its cost, to keep Bob guessing. */
  play_face_down_through_dialog (page, "Bucket of Water", 4);
  g_assert_null (cw_table_page_get_refusal (page));
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "14 SP");
  g_assert_cmpint (cw_match_get_hand_count (match, 0), ==, 5);
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==, "Ann places an Event face down, 4 SP");
  face_down = cw_match_get_pieces_at (match, CW_PLACE_NONE);
  g_assert_cmpuint (face_down->len, ==, 1);
  piece = g_array_index (face_down, guint, 0);
  g_assert_cmpint (cw_match_piece_get_kind (match, piece), ==, CW_PIECE_EVENT);
  g_assert_cmpint (cw_match_piece_get_controller (match, piece), ==, 0);
  g_assert_true (cw_table_page_get_can_undo (page));

  /* Under Ann in the Authors list, its name hidden until she looks. */
  row = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Face-down Event 1");
  g_assert_nonnull (row);
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Ann"));
  peek = cw_app_test_find_widget (row, cw_app_test_is_named, "GtkToggleButton");
  g_assert_nonnull (peek);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (peek), TRUE);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Bucket of Water");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (peek), FALSE);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Face-down Event 1");

  /* On the Storyline it lies by Ann's Title card, a card back; her Title card's popover
   * lists it with the same eye and Trigger. */
  storyline = table_storyline (page);
  g_assert_cmpuint (cw_storyline_view_get_n_hidden_events (storyline, 0), ==, 1);
  g_assert_cmpuint (cw_storyline_view_get_n_hidden_events (storyline, 1), ==, 0);
  g_signal_emit_by_name (storyline, "place-activated", 0);
  popover = cw_storyline_view_get_popover (storyline);
  g_assert_nonnull (popover);
  g_assert_nonnull (cw_app_test_find_widget (popover, cw_app_test_is_label_text, "1 face-down Event"));
  g_assert_nonnull (cw_app_test_find_widget (popover, cw_app_test_is_row_titled, "Face-down Event 1"));
  g_assert_nonnull (cw_app_test_find_widget (popover, cw_app_test_is_button_labelled, "_Trigger"));
  g_assert_null (cw_app_test_find_widget (popover, cw_app_test_is_label_text, "Nobody is here."));
  g_signal_emit_by_name (storyline, "place-activated", 1);
  g_assert_nonnull (cw_app_test_find_widget (cw_storyline_view_get_popover (storyline), cw_app_test_is_label_text, "Nobody is here."));
  g_assert_null (cw_app_test_find_widget (cw_storyline_view_get_popover (storyline), cw_app_test_is_row_titled, "Face-down Event 1"));

  /* Bob's turn: Ann may still turn it up. */
  g_assert_true (cw_match_end_turn (match, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_get_current_author (match), ==, 1);
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 0);
  trigger = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Trigger");
  g_assert_nonnull (trigger);
  g_signal_emit_by_name (trigger, "clicked");
  g_assert_null (cw_table_page_get_refusal (page));
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==,
                   "Ann turns up the Event Bucket of Water; it is archived once resolved");
  after = cw_match_get_pieces_at (match, CW_PLACE_NONE);
  g_assert_cmpuint (after->len, ==, 0);
  g_assert_false (cw_match_has_piece (match, piece));
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 1);
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Trigger"));
  g_assert_cmpuint (cw_storyline_view_get_n_hidden_events (storyline, 0), ==, 0);

  /* Undone like any action: face down again, under Ann. */
  g_assert_true (cw_table_page_undo (page));
  g_assert_true (cw_match_has_piece (match, piece));
  g_assert_cmpint (cw_match_get_archive_count (match, 0), ==, 0);
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Trigger"));
  g_assert_cmpuint (cw_storyline_view_get_n_hidden_events (storyline, 0), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  cw_app_test_drain ();
  g_assert_finalize_object (page);
}

/* A card gives Dorothy Flying and takes it away again, from her popover. */
static void
test_keywords (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = new_page (session);
  CwStorylineView *storyline = table_storyline (page);
  static const guint faces[] = { 5, 4, 3, 2 };   /* 18 SP */
  g_autoptr (GError) error = NULL;
  CwMatch *match;
  CwCard *dorothy;
  GtkWidget *flying, *expander;
  guint piece;

  start_demo_match (page);
  match = table_match (page);
  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (cw_match_enter_roll (match, faces, G_N_ELEMENTS (faces), &error));
  dorothy = cw_catalog_lookup (cw_session_get_catalog (session), "ozd-001");
  piece = cw_match_play_card (match, dorothy, CW_PLACE_NONE, 0, &error);
  g_assert_no_error (error);
  g_assert_false (cw_match_piece_has_keyword (match, piece, "flying"));

  g_signal_emit_by_name (storyline, "place-activated", 0);
  expander = cw_app_test_find_widget (cw_storyline_view_get_popover (storyline), is_expander, NULL);
  g_assert_nonnull (expander);
  g_assert_cmpstr (gtk_expander_get_label (GTK_EXPANDER (expander)), ==, "_Keywords");
  g_assert_null (cw_app_test_find_widget (cw_storyline_view_get_popover (storyline), cw_app_test_is_check_labelled, "Flying"));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  flying = cw_app_test_find_widget (cw_storyline_view_get_popover (storyline), cw_app_test_is_check_labelled, "Flying");
  g_assert_nonnull (flying);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (flying)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (flying), TRUE);
  g_assert_null (cw_table_page_get_refusal (page));
  g_assert_true (cw_match_piece_has_keyword (match, piece, "flying"));
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==, "Dorothy Gale gains Flying");
  /* No SP: a card did it. */
  g_assert_cmpstr (cw_table_page_get_balance_text (page), ==, "15 SP");

  /* The popover made anew shows it, ticked and in her line, the keywords still open. */
  g_signal_emit_by_name (storyline, "place-activated", 0);
  g_assert_nonnull (cw_app_test_find_widget (cw_storyline_view_get_popover (storyline), cw_app_test_is_label_text,
                                 "Ann · Vitality 3 · Prime · Flying"));
  flying = cw_app_test_find_widget (cw_storyline_view_get_popover (storyline), cw_app_test_is_check_labelled, "Flying");
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (flying)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (flying), FALSE);
  g_assert_false (cw_match_piece_has_keyword (match, piece, "flying"));
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==, "Dorothy Gale loses Flying");

  /* Undone: she flies again. */
  g_assert_true (cw_table_page_undo (page));
  g_assert_true (cw_match_piece_has_keyword (match, piece, "flying"));

  g_assert_finalize_object (page);
}

static gboolean
is_tooltip (GtkWidget  *widget,
            const char *text)
{
  return g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) == 0;
}

/* Only what the engine allows now is offered: the tray's Roll in step 2 only; Play a Card in
 * step 3; in step 4 only Events (played at any step of one's turn), and the dialog lists only them. */
static void
test_offers_only_legal (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  static const guint faces[] = { 2, 2, 2, 2 };   /* 12 SP */
  g_autoptr (GError) error = NULL;
  g_autoptr (GList) toplevels = NULL;
  GtkWidget *roll, *by_hand, *dialog = NULL, *list;
  CwMatch *match;
  guint n_rows = 0;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  cw_table_page_set_session (page, session);
  start_demo_match (page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_until_allocated (GTK_WIDGET (page));
  match = table_match (page);
  roll = cw_app_test_find_widget (GTK_WIDGET (cw_table_page_get_dice_tray (page)), is_tooltip, "Roll the dice (Ctrl+R, or R in the tray)");
  by_hand = cw_app_test_find_widget (GTK_WIDGET (cw_table_page_get_dice_tray (page)), cw_app_test_is_button_labelled, "By _Hand");
  g_assert_nonnull (roll);
  g_assert_nonnull (by_hand);

  /* Step 1: draw, nothing to roll yet, no card to play. */
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Draw a Card"));
  g_assert_false (gtk_widget_get_sensitive (roll));
  g_assert_false (gtk_widget_get_sensitive (by_hand));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Play a Card…"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Play an Event…"));

  /* Step 2: the roll is offered, in the tray and beside it. */
  g_assert_true (cw_match_draw (match, &error));
  g_assert_true (gtk_widget_get_sensitive (roll));
  g_assert_true (gtk_widget_get_sensitive (by_hand));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Roll"));

  /* Step 3: rolled; Roll is no longer offered anywhere, Play a Card is. */
  g_assert_true (cw_match_enter_roll (match, faces, G_N_ELEMENTS (faces), &error));
  g_assert_no_error (error);
  g_assert_false (gtk_widget_get_sensitive (roll));
  g_assert_false (gtk_widget_get_sensitive (by_hand));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Roll"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Play a Card…"));

  /* Step 4: a Character or an Object would be refused; an Event is not. */
  g_assert_true (cw_match_end_actions (match, &error));
  g_assert_no_error (error);
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Play a Card…"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Play an Event…"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (cw_table_page_get_board (page)), "board.play-card", NULL));
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      dialog = l->data;
  g_assert_nonnull (dialog);
  list = cw_app_test_find_widget (dialog, cw_app_test_is_named, "GtkListBox");
  g_assert_nonnull (list);
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      CwCard *card = g_object_get_data (G_OBJECT (row), "cw-card");

      g_assert_nonnull (card);
      g_assert_cmpstr (cw_card_get_card_type (card), ==, "event");
      n_rows++;
    }
  /* The Fab Four holds Bucket of Water, an Event of 2 SP. */
  g_assert_cmpuint (n_rows, >=, 1);
  g_assert_nonnull (cw_app_test_find_widget (dialog, cw_app_test_is_row_titled, "Bucket of Water"));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Ctrl+R at the wrong time still says which rule refuses it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.roll", NULL));
  g_assert_nonnull (cw_table_page_get_refusal (page));
  g_assert_true (g_str_has_prefix (cw_table_page_get_refusal (page), "Steps of a turn: rolling for Story Points belongs to step 2"));

  gtk_window_destroy (GTK_WINDOW (window));
  cw_app_test_drain ();
  g_assert_finalize_object (page);
}

/* Every game shipped has its board now, each found by its table mode; an id no engine has finds none.
 * (The page for a game without a board can only be reached with a game made without a table mode.) */
static void
test_game_without_board (void)
{
  static const struct {
    const char *game_id;
    const char *board_type;
  } games[] = {
    { "oz-storyline", "CwStorylineBoard" },
    { "disney-storyline", "CwStorylineBoard" },
    { "od", "CwOdBoard" },
    { "oz-good-evil", "CwDuelBoard" },
    { "oz-draft", "CwDraftBoard" },
  };

  g_assert_true (cw_board_registry_lookup ("storyline") == CW_TYPE_STORYLINE_BOARD);
  g_assert_true (cw_board_registry_lookup ("od") == CW_TYPE_OD_BOARD);
  g_assert_true (cw_board_registry_lookup ("no-such-engine") == G_TYPE_INVALID);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr (CwSession) session = game_session (games[i].game_id);
      CwTablePage *page = new_page (session);
      CwBoard *board = cw_table_page_get_board (page);

      g_assert_nonnull (board);
      g_assert_cmpstr (G_OBJECT_TYPE_NAME (board), ==, games[i].board_type);
      g_assert_null (cw_table_page_get_engine (page));
      g_assert_finalize_object (page);
    }
}

static gboolean
is_mapped_scroller (GtkWidget  *widget,
                    const char *unused)
{
  return GTK_IS_SCROLLED_WINDOW (widget) && gtk_widget_get_mapped (widget);
}

/* Another game's set-up form starts at its heading, not where the last game's form was
 * scrolled to ("New Game of Ód" showed cut in half after the Storyline's long form). */
static void
test_setup_scrolls_to_top (void)
{
  g_autoptr (CwSession) storyline = demo_session ();
  g_autoptr (CwSession) od = game_session ("od");
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  GtkWidget *scroller;
  GtkAdjustment *adjustment;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  cw_table_page_set_session (page, storyline);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 500);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_until_allocated (GTK_WIDGET (page));
  scroller = cw_app_test_find_widget (GTK_WIDGET (page), is_mapped_scroller, NULL);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  for (int i = 0; i < 100 && gtk_adjustment_get_upper (adjustment) <= gtk_adjustment_get_page_size (adjustment) + 200; i++)
    g_main_context_iteration (NULL, TRUE);
  gtk_adjustment_set_value (adjustment, 200);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 200);

  cw_table_page_set_session (page, od);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (cw_app_test_find_widget (GTK_WIDGET (page), is_mapped_scroller, NULL) == scroller);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (page);
}

static gboolean
is_mapped_group_titled (GtkWidget  *widget,
                        const char *title)
{
  return ADW_IS_PREFERENCES_GROUP (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)), title) == 0;
}

/* Every game's set-up form calls its choices "Options" (they were "Rules" on the Storyline's,
 * "Options" on the duel's and the draft's, "Readings of the Rules" on Ód's); the description
 * under the title says what they are where a form has more to say. */
static void
test_setup_options_titled (void)
{
  static const struct
  {
    const char *game_id;
    const char *description;   /* "": none */
    const char *first_option;  /* the start of a row the group holds */
  } forms[] = {
    { "oz-storyline", "Where the book reads two ways, the book's own words come first.",
      "Whether a Character on a Title card" },
    { "oz-good-evil", "", "What the win rule counts as a turn" },
    { "oz-draft", "", "Who lays out the columns" },
    { "od", "Where the book is open to more than one reading, and its harder variant.",
      "Whether “higher” and “equal or lower” compare" },
  };
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 2000);
  gtk_window_present (GTK_WINDOW (window));
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autoptr (CwSession) session = game_session (forms[i].game_id);
      GtkWidget *group;

      cw_table_page_set_session (page, session);
      cw_app_test_wait_until_allocated (GTK_WIDGET (page));
      g_test_message ("%s", forms[i].game_id);
      group = cw_app_test_find_widget (GTK_WIDGET (page), is_mapped_group_titled, "Options");
      g_assert_nonnull (group);
      g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (group)), ==, forms[i].description);
      g_assert_nonnull (find_combo_row (group, forms[i].first_option));
      g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), is_mapped_group_titled, "Rules"));
      g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), is_mapped_group_titled, "Readings of the Rules"));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (page);
}

/* The shell's set-up form offers no more players than the engine's rule book allows and no
 * fewer, and says why on the button it makes insensitive: the duel is for 2 ("Card game for
 * 2 players"), the draft for 2 to 4. The engine still refuses at the start. */
static void
test_setup_player_limits (void)
{
  g_autoptr (CwSession) duel = game_session ("oz-good-evil");
  g_autoptr (CwSession) draft = game_session ("oz-draft");
  CwTableSetup *setup = CW_TABLE_SETUP (cw_table_setup_new ());
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = NULL;
  GtkWidget *add, *remove;
  GTypeClass *klass;

  g_object_ref_sink (setup);
  /* The engines' own limits. */
  klass = g_type_class_ref (cw_engine_type_for_mode ("duel"));
  g_assert_cmpuint (CW_ENGINE_CLASS (klass)->min_players, ==, 2);
  g_assert_cmpuint (CW_ENGINE_CLASS (klass)->max_players, ==, 2);
  g_type_class_unref (klass);
  klass = g_type_class_ref (cw_engine_type_for_mode ("draft"));
  g_assert_cmpuint (CW_ENGINE_CLASS (klass)->min_players, ==, 2);
  g_assert_cmpuint (CW_ENGINE_CLASS (klass)->max_players, ==, 4);
  g_type_class_unref (klass);

  /* The duel: two players, neither button offered. */
  cw_table_setup_set_session (setup, duel);
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 2);
  add = cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip,
                                 "No more players: the rules allow 2 players at most");
  g_assert_nonnull (add);
  g_assert_false (gtk_widget_get_sensitive (add));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "Add a player"));
  remove = cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "The rules need at least 2 players");
  g_assert_nonnull (remove);
  g_assert_false (gtk_widget_get_sensitive (remove));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "Remove this player"));
  cw_table_setup_add_player (setup);
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 2);
  g_assert_false (cw_table_setup_remove_player (setup, 1));
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 2);

  /* The draft: a third and a fourth player, then no fifth; removing one offers both again. */
  cw_table_setup_set_session (setup, draft);
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 2);
  add = cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "Add a player");
  g_assert_nonnull (add);
  g_assert_true (gtk_widget_get_sensitive (add));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "The rules need at least 2 players"));
  g_signal_emit_by_name (add, "clicked");
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 3);
  g_assert_true (gtk_widget_get_sensitive (add));
  remove = cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "Remove this player");
  g_assert_nonnull (remove);
  g_assert_true (gtk_widget_get_sensitive (remove));
  g_signal_emit_by_name (add, "clicked");
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 4);
  g_assert_false (gtk_widget_get_sensitive (add));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (add), ==, "No more players: the rules allow 4 players at most");
  g_signal_emit_by_name (remove, "clicked");
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 3);
  g_assert_true (gtk_widget_get_sensitive (add));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (add), ==, "Add a player");

  /* The safety net: the engine itself still refuses a third duel player (the form's Start
   * adds the players to it one by one). */
  engine = cw_engine_new_for_game (cw_session_get_game (duel), cw_session_get_catalog (duel), &error);
  g_assert_no_error (error);
  g_assert_true (cw_engine_add_player (engine, "Ann", NULL, &error));
  g_assert_true (cw_engine_add_player (engine, "Bob", NULL, &error));
  g_assert_no_error (error);
  g_assert_false (cw_engine_add_player (engine, "Cleo", NULL, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Set-up: Good against Evil is for 2 players, Good and Evil; Cleo would be the third");

  g_assert_finalize_object (setup);
}

/* Started from the keyboard, the match's first step has the keyboard: the Start button is
 * gone with the set-up, and GTK had put it on the match menu, where Return opened the menu. */
static void
test_start_focuses_first_step (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  GtkWidget *focus;
  GtkWidget *panel;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  cw_table_page_set_session (page, session);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 760);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_until_allocated (GTK_WIDGET (page));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.start", NULL));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (cw_table_page_get_engine (page));
  panel = cw_board_get_side_panel (cw_table_page_get_board (page));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, panel));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Draw a Card");
  /* One Tab from one action's button to the next's: the flow box's child around each button
   * is no stop of its own. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  g_assert_true (GTK_IS_BUTTON (gtk_root_get_focus (GTK_ROOT (window))));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (gtk_root_get_focus (GTK_ROOT (window)))), ==, "_Play an Event…");

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (page);
}

/* The shell's own set-up form, for a board without one: names, in order, into the game's engine. */
static void
test_generic_setup (void)
{
  g_autoptr (CwSession) session = demo_session ();
  CwTableSetup *setup = CW_TABLE_SETUP (cw_table_setup_new ());
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = NULL;

  g_object_ref_sink (setup);
  engine = cw_table_setup_create_engine (setup, SEED, &error);
  g_assert_null (engine);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Set-up: choose a game first");
  g_clear_error (&error);

  cw_table_setup_set_session (setup, session);
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 2);
  g_assert_cmpstr (cw_table_setup_get_player_name (setup, 1), ==, "Player 2");
  /* The engine's options, at their defaults; a choice is a drop-down of the values the
   * engine takes, so a value it does not take cannot be chosen. */
  g_assert_cmpstr (cw_table_setup_get_option (setup, "title-in-storyline"), ==, "no");
  g_assert_cmpstr (cw_table_setup_get_option (setup, "sorcery"), ==, "any");
  g_assert_null (cw_table_setup_get_option (setup, "no-such-option"));
  cw_table_setup_set_option (setup, "sorcery", "maybe");
  g_assert_cmpstr (cw_table_setup_get_option (setup, "sorcery"), ==, "any");
  cw_table_setup_set_option (setup, "sorcery", "own");
  g_assert_cmpstr (cw_table_setup_get_option (setup, "sorcery"), ==, "own");
  g_assert_cmpstr (combo_row_shown (find_combo_row (GTK_WIDGET (setup), "Whose Character with Sorcery")), ==, "The Author's own");
  g_assert_cmpstr (combo_row_shown (find_combo_row (GTK_WIDGET (setup), "Whether a Character on a Title card")), ==, "No");
  /* A choice without words of its own shows as the engine writes it. */
  g_assert_cmpstr (cw_table_setup_option_label ("speed", "fast"), ==, "fast");
  g_assert_cmpstr (cw_table_setup_option_label ("count-turns", "round"), ==, "A round of both");
  /* An either-or is answered by its own words, not "Yes"/"No"; other yes/no options keep those. */
  g_assert_cmpstr (cw_table_setup_option_label ("real-decks", "no"), ==, "Cardwright shuffles and deals");
  g_assert_cmpstr (cw_table_setup_option_label ("real-decks", "yes"), ==, "Players draw at the table");
  g_assert_cmpstr (cw_table_setup_option_label ("royal-straight", "yes"), ==, "Yes");
  cw_table_setup_add_player (setup);
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 3);
  /* Tooltips in sentence case, as the HIG asks ("Remove this Author" on the Storyline's form). */
  {
    GtkWidget *remove = cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "Remove this player");

    g_assert_nonnull (remove);
    g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (setup), is_button_with_tooltip, "Add a player"));
  }
  g_assert_false (cw_table_setup_remove_player (setup, 3));
  g_assert_true (cw_table_setup_remove_player (setup, 2));
  g_assert_cmpuint (cw_table_setup_get_n_players (setup), ==, 2);

  /* The engine's own rules refuse, by name. */
  cw_table_setup_set_player_name (setup, 0, "Ann");
  cw_table_setup_set_player_name (setup, 1, " Ann ");
  engine = cw_table_setup_create_engine (setup, SEED, &error);
  g_assert_null (engine);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Authors: two Authors are called “Ann”; the log needs different names");
  g_clear_error (&error);
  cw_table_setup_set_player_name (setup, 1, "  ");
  engine = cw_table_setup_create_engine (setup, SEED, &error);
  g_assert_null (engine);
  g_assert_cmpstr (error->message, ==, "Set-up: player 2 has no name; give each player one");
  g_clear_error (&error);

  cw_table_setup_set_player_name (setup, 1, "Bob");
  engine = cw_table_setup_create_engine (setup, SEED, &error);
  g_assert_no_error (error);
  g_assert_nonnull (engine);
  g_assert_true (cw_engine_is_started (engine));
  g_assert_cmpuint (cw_engine_get_seed (engine), ==, SEED);
  g_assert_cmpuint (cw_engine_get_n_players (engine), ==, 2);
  g_assert_cmpstr (cw_engine_get_player_name (engine, 0), ==, "Ann");
  g_assert_cmpstr (cw_engine_get_player_name (engine, 1), ==, "Bob");
  g_assert_cmpstr (cw_engine_get_engine_id (engine), ==, "storyline");
  g_assert_cmpstr (cw_engine_get_option (engine, "sorcery"), ==, "own");
  g_assert_cmpstr (cw_engine_get_option (engine, "title-in-storyline"), ==, "no");

  g_assert_finalize_object (setup);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/table/builds", test_builds);
  g_test_add_func ("/app/table/setup-authors", test_setup_authors);
  g_test_add_func ("/app/table/setup-rules", test_setup_rules);
  g_test_add_func ("/app/table/start-demo", test_start_demo);
  g_test_add_func ("/app/table/roll-through-page", test_roll_through_page);
  g_test_add_func ("/app/table/roll-by-hand", test_roll_by_hand);
  g_test_add_func ("/app/table/move-is-reflected", test_move_is_reflected);
  g_test_add_func ("/app/table/without-libraries", test_without_libraries);
  g_test_add_func ("/app/table/autosave-resume", test_autosave_resume);
  g_test_add_func ("/app/table/unreadable-save", test_unreadable_save);
  g_test_add_func ("/app/table/odds-and-totals", test_odds_and_totals);
  g_test_add_func ("/app/table/adaptive", test_adaptive);
  g_test_add_func ("/app/table/event-face-down", test_event_face_down);
  g_test_add_func ("/app/table/keywords", test_keywords);
  g_test_add_func ("/app/table/offers-only-legal", test_offers_only_legal);
  g_test_add_func ("/app/table/game-without-board", test_game_without_board);
  g_test_add_func ("/app/table/generic-setup", test_generic_setup);
  g_test_add_func ("/app/table/setup-scrolls-to-top", test_setup_scrolls_to_top);
  g_test_add_func ("/app/table/setup-options-titled", test_setup_options_titled);
  g_test_add_func ("/app/table/setup-player-limits", test_setup_player_limits);
  g_test_add_func ("/app/table/start-focuses-first-step", test_start_focuses_first_step);

  return g_test_run ();
}
