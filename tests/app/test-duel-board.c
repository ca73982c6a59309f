/* test-duel-board.c: the Good against Evil board at the Table: a duel set up through the shell, a turn of each side through the board, a capture and its release, the attack sheet, 360 px. */
#include <adwaita.h>
#include <string.h>

#include "cw-table-page.h"
#include "cw-dice-tray.h"
#include "cw-board-registry.h"
#include "cw-duel-board.h"
#include "cw-duel.h"
#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-dice.h"
#include "cw-game.h"
#include "cw-session.h"
#include "cw-app-test.h"

/* With this seed Player 1 (Good) opens with four Characters and Player 2 (Evil) draws Mombi. */
#define SEED 2

static CwSession *
duel_session (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = cw_game_load_all (&error);
  CwSession *session = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (cw_game_get_id (g_ptr_array_index (games, i)), "oz-good-evil") == 0)
      session = cw_session_new (g_ptr_array_index (games, i), &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

/* A flow box's child around a button that takes the keyboard itself: Tab would stop twice
 * for one action, the first time on an invisible frame. */
static gboolean
is_frame_of_button (GtkWidget  *widget,
                    const char *unused)
{
  return GTK_IS_FLOW_BOX_CHILD (widget) && GTK_IS_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (widget)));
}

static gboolean
is_focusable_frame_of_button (GtkWidget  *widget,
                              const char *unused)
{
  return GTK_IS_FLOW_BOX_CHILD (widget) && gtk_widget_get_focusable (widget) &&
         GTK_IS_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (widget)));
}

/* Clicks the button of the page (or of an open popover in it) with this label. */
static void
click (GtkWidget  *root,
       const char *label)
{
  GtkWidget *button;

  cw_app_test_drain ();
  button = cw_app_test_find_widget (root, cw_app_test_is_button_labelled, label);
  if (button == NULL)
    g_error ("no button “%s” is shown", label);
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  cw_app_test_drain ();
}

static void
activate_row (GtkWidget  *root,
              const char *title)
{
  GtkWidget *row;

  cw_app_test_drain ();
  row = cw_app_test_find_widget (root, cw_app_test_is_row_titled, title);
  if (row == NULL)
    g_error ("no row “%s” is shown", title);
  g_assert_true (gtk_widget_activate (row));
  cw_app_test_drain ();
}

static GtkWidget *
message_dialog (void)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_widget_get_visible (l->data))
      return l->data;
  return NULL;
}

/* Put a Card into Play…, then the card's row: the legal cards of the hand, as the engine lists them. */
static void
summon (CwTablePage *page,
        const char  *name)
{
  GtkWidget *dialog;

  click (GTK_WIDGET (page), "_Put a Card into Play…");
  dialog = message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Put a Card into Play");
  activate_row (dialog, name);
  g_assert_null (message_dialog ());
}

static CwCard *
card_named (CwSession  *session,
            const char *name)
{
  CwCard *card = cw_catalog_find_by_name (cw_session_get_catalog (session), name);

  g_assert_nonnull (card);
  return card;
}

static void
set_die (CwTablePage *page,
         const char  *name,
         int          face)
{
  GtkWidget *spin = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_named, name);

  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), face);
  cw_app_test_drain ();
}

static const char *
verdict (CwTablePage *page)
{
  GtkWidget *label = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_named, "duel-verdict");

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
test_registered (void)
{
  g_autoptr (CwSession) session = duel_session ();
  g_autoptr (CwBoard) board = NULL;

  g_assert_true (cw_board_registry_lookup ("duel") == CW_TYPE_DUEL_BOARD);
  board = cw_board_registry_new_for_game (cw_session_get_game (session));
  g_assert_nonnull (board);
  g_object_ref_sink (board);
  g_assert_true (CW_IS_DUEL_BOARD (board));
}

/* Player 1 plays a whole turn (draw, four Characters, a group); Player 2 one (Mombi captures
 * Scarecrow with the Free Attack, the sheet shows each part before the dice are applied; a
 * discard down to the hand limit); Player 1 rescues Scarecrow with Glinda. */
static void
test_turns_capture_release (void)
{
  g_autoptr (CwSession) session = duel_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  g_autoptr (GError) error = NULL;
  CwBoard *board;
  CwDuel *duel;
  CwCard *scarecrow, *mombi, *historian, *locasta;
  CwDuelStatus status;
  int controller;
  const char *held_by = NULL;
  guint n_steps = 0;
  CwBoardDice dice;
  GtkWidget *row;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  cw_table_page_set_session (page, session);
  board = cw_table_page_get_board (page);
  g_assert_true (CW_IS_DUEL_BOARD (board));
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 900);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_until_allocated (GTK_WIDGET (page));
  duel = CW_DUEL (cw_table_page_get_engine (page));
  scarecrow = card_named (session, "Scarecrow");
  mombi = card_named (session, "Mombi");
  historian = card_named (session, "Royal Historian of Oz");
  locasta = card_named (session, "Locasta the Good Witch");

  /* One Tab stop per action: the button, not also the flow box's child around it. */
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), is_frame_of_button, NULL));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), is_focusable_frame_of_button, NULL));

  /* The four phases in the step bar; the sides' counts. */
  g_assert_nonnull (cw_board_get_steps (board, &n_steps));
  g_assert_cmpuint (n_steps, ==, 4);
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Deck 45 · Hand 7 of 7 · Discard 0"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Deck 41 · Hand 7 of 7 · Discard 0"));

  /* ---- Turn 1, Player 1 ---- */
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_End the Adventure Phase"));
  click (GTK_WIDGET (page), "_Draw 2 Cards");
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 9);
  /* The hand the duel keeps, by name, for the player whose turn it is. */
  {
    GtkWidget *hand = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_expander_labelled, "_Hand (9)");

    g_assert_nonnull (hand);
    g_assert_true (strstr (gtk_label_get_text (GTK_LABEL (gtk_expander_get_child (GTK_EXPANDER (hand)))),
                           "Scarecrow") != NULL);
  }
  click (GTK_WIDGET (page), "_End the Adventure Phase");
  g_assert_cmpint (cw_duel_get_phase (duel), ==, CW_DUEL_PHASE_SUMMON);
  summon (page, "Locasta the Good Witch");
  summon (page, "Glinda the Good Witch");
  summon (page, "Royal Historian of Oz");
  summon (page, "Scarecrow");
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 5);
  /* A Character's other actions are under its row. */
  activate_row (GTK_WIDGET (page), "Royal Historian of Oz · Force 1");
  click (GTK_WIDGET (page), "Royal Historian of Oz joins Locasta the Good Witch's group");
  g_assert_cmpuint (cw_duel_get_group (duel, historian), !=, 0);
  g_assert_cmpuint (cw_duel_get_group (duel, historian), ==, cw_duel_get_group (duel, locasta));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Group 1"));
  click (GTK_WIDGET (page), "_End the Summon Phase");
  click (GTK_WIDGET (page), "_End the Attack Phase");
  click (GTK_WIDGET (page), "_End the Turn");
  g_assert_cmpuint (cw_duel_get_turn (duel), ==, 2);
  g_assert_cmpint (cw_duel_get_current (duel), ==, 1);

  /* ---- Turn 2, Player 2: Mombi captures Scarecrow ---- */
  click (GTK_WIDGET (page), "_Draw 2 Cards");
  click (GTK_WIDGET (page), "_End the Adventure Phase");
  summon (page, "Mombi");
  click (GTK_WIDGET (page), "_End the Summon Phase");
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text,
                                 "To declare an attack, click the attacking Character, then its target."));
  activate_row (GTK_WIDGET (page), "Mombi · Force 3");
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text,
                                 "Mombi attacks: now click the target (an opposing Character, your captive to rescue, or a Location)."));
  activate_row (GTK_WIDGET (page), "Scarecrow · Force 4");
  click (GTK_WIDGET (page), "The Free Attack: capture");
  g_assert_true (cw_duel_get_declared (duel, NULL, NULL, NULL, NULL));

  /* The sheet: each part with its card, the Force before the dice, then with the dice typed. */
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Mombi captures Scarecrow (the Free Attack)"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Attack: 3 + d12"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Defense: 4 + d12"));
  row = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Mombi");
  g_assert_nonnull (row);
  g_assert_nonnull (cw_app_test_find_widget (row, cw_app_test_is_label_text, "+3"));
  g_assert_cmpstr (verdict (page), ==, "The higher total wins, ties to the attacker; if the attack wins, the target is Captured.");
  g_assert_false (gtk_widget_get_sensitive (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Apply These Dice")));
  set_die (page, "duel-attack-die", 12);
  set_die (page, "duel-defense-die", 1);
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Attack: 15"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Defense: 5"));
  g_assert_cmpstr (verdict (page), ==, "15 against 5: the attack wins, the target is Captured.");
  /* Nothing is applied before the button. */
  g_assert_true (cw_duel_get_character (duel, cw_card_get_id (scarecrow), &status, NULL, NULL));
  g_assert_cmpint (status, ==, CW_DUEL_VIABLE);
  click (GTK_WIDGET (page), "_Apply These Dice");
  g_assert_false (cw_duel_get_declared (duel, NULL, NULL, NULL, NULL));
  g_assert_true (cw_duel_get_character (duel, cw_card_get_id (scarecrow), &status, &controller, &held_by));
  g_assert_cmpint (status, ==, CW_DUEL_CAPTURED);
  g_assert_cmpint (controller, ==, 1);
  g_assert_cmpstr (held_by, ==, cw_card_get_id (mombi));
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==, "Scarecrow is Captured by Mombi.");
  /* The badge and who holds whom; the dice of the battle stay in the tray. */
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Captured by Mombi · Player 1’s"));
  row = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Mombi · Force 3");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "holds Scarecrow captive");
  cw_board_describe_dice (board, &dice);
  g_assert_true (dice.rolled);
  g_assert_cmpint (cw_dice_get_face (dice.dice, 0), ==, 11);
  g_assert_cmpint (cw_dice_get_face (dice.dice, 1), ==, 0);
  g_assert_cmpstr (dice.caption, ==, "Attack rolled 12, defense 1");
  cw_board_dice_clear (&dice);

  click (GTK_WIDGET (page), "_End the Attack Phase");
  /* Eight cards, the limit is seven: the turn ends only once one is discarded. */
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_End the Turn"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text,
                                 "Player 2 holds 8 cards and may keep 7: discard before the turn ends."));
  activate_row (GTK_WIDGET (page), "Player 2 discards Giant Size");
  click (GTK_WIDGET (page), "_End the Turn");
  g_assert_cmpuint (cw_duel_get_turn (duel), ==, 3);

  /* ---- Turn 3, Player 1: Glinda rescues Scarecrow ---- */
  /* Royal Historian of Oz: "Draw 1 extra card per turn"; Locasta "Hand Size +1", Scarecrow's +1 lost while captive. */
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Deck 43 · Hand 5 of 8 · Discard 0"));
  click (GTK_WIDGET (page), "_Draw 3 Cards");
  click (GTK_WIDGET (page), "_End the Adventure Phase");
  click (GTK_WIDGET (page), "_End the Summon Phase");
  activate_row (GTK_WIDGET (page), "Glinda the Good Witch · Force 8");
  activate_row (GTK_WIDGET (page), "Scarecrow · Force 4");
  click (GTK_WIDGET (page), "The Free Attack: rescue");
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Glinda the Good Witch rescues Scarecrow (the Free Attack)"));
  /* The captor defends its captive. */
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Defense: 3 + d12"));
  set_die (page, "duel-attack-die", 12);
  set_die (page, "duel-defense-die", 1);
  g_assert_cmpstr (verdict (page), ==, "20 against 4: the attack wins, the captive is rescued.");
  click (GTK_WIDGET (page), "_Apply These Dice");
  g_assert_true (cw_duel_get_character (duel, cw_card_get_id (scarecrow), &status, &controller, &held_by));
  g_assert_cmpint (status, ==, CW_DUEL_VIABLE);
  g_assert_cmpint (controller, ==, 0);
  g_assert_null (held_by);
  g_assert_cmpstr (cw_table_page_get_last_log_line (page), ==, "Scarecrow is rescued and goes back to Player 1, fully viable.");
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Captured by Mombi · Player 1’s"));
  click (GTK_WIDGET (page), "_End the Attack Phase");
  click (GTK_WIDGET (page), "_End the Turn");
  g_assert_cmpuint (cw_duel_get_turn (duel), ==, 4);

  /* Undo through the shell takes back the end of the turn. */
  g_assert_true (cw_table_page_undo (page));
  g_assert_cmpuint (cw_duel_get_turn (duel), ==, 3);

  gtk_window_destroy (GTK_WINDOW (window));
  cw_app_test_drain ();
  g_assert_finalize_object (page);
}

/* The engine rolls both d12 from the seed: the same faces on every run, shown in the tray. */
static void
test_engine_roll (void)
{
  g_autoptr (CwSession) session = duel_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  g_autoptr (GError) error = NULL;
  static const char * const lines[] = {
    "draw", "next", "summon Scarecrow", "next", "next", "next",
    "draw", "next", "summon Mombi", "next", "attack Mombi on Scarecrow free capture",
  };
  CwEngine *engine;
  CwBoardDice dice;
  CwEngineAction resolve;
  int rolls[2];

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  cw_table_page_set_session (page, session);
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  /* 360 px: the board and its panel fit, one side over the other. */
  g_assert_cmpint (cw_app_test_wait_until_allocated (GTK_WIDGET (page)), <=, 360);
  engine = cw_table_page_get_engine (page);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_assert_true (cw_engine_perform_line (engine, lines[i], &error));
      g_assert_no_error (error);
    }
  cw_app_test_drain ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (cw_table_page_get_board (page))), <=, 360);

  /* Before: the tray holds the two d12 to roll. */
  cw_board_describe_dice (cw_table_page_get_board (page), &dice);
  g_assert_true (dice.can_roll);
  g_assert_false (dice.rolled);
  g_assert_cmpuint (cw_dice_get_n_dice (dice.dice), ==, 2);
  /* Each d12 goes to one side: the tray shows the faces, no total and no odds of one. */
  g_assert_true (dice.separate);
  g_assert_true (cw_dice_tray_get_separate (cw_table_page_get_dice_tray (page)));
  cw_board_dice_clear (&dice);

  /* The tray's By Hand: one face index for each d12, attacker's first. */
  {
    static const guint faces[] = { 11, 0 };
    static const guint three[] = { 1, 2, 3 };
    CwEngineAction typed = cw_board_new_roll_action (cw_table_page_get_board (page), faces, 2);
    CwEngineAction rolled = cw_board_new_roll_action (cw_table_page_get_board (page), NULL, 0);

    g_assert_nonnull (typed);
    g_assert_cmpint (cw_duel_action_get_kind (typed), ==, CW_DUEL_ACTION_RESOLVE);
    cw_duel_action_get_rolls (typed, &rolls[0], &rolls[1]);
    g_assert_cmpint (rolls[0], ==, 12);
    g_assert_cmpint (rolls[1], ==, 1);
    cw_duel_action_get_rolls (rolled, &rolls[0], &rolls[1]);
    g_assert_cmpint (rolls[0], ==, 0);
    g_assert_cmpint (rolls[1], ==, 0);
    g_assert_null (cw_board_new_roll_action (cw_table_page_get_board (page), three, 3));
    cw_engine_action_unref (engine, typed);
    cw_engine_action_unref (engine, rolled);
  }

  /* By keyboard: a face typed in the attack die, Tab to the defense die (the sheet is remade
   * as the focus moves), a face, Tab on; the verdict follows. */
  {
    GtkWidget *attack_die = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_named, "duel-attack-die");
    GtkWidget *defense_die = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_named, "duel-defense-die");

    g_assert_true (gtk_widget_grab_focus (attack_die));
    gtk_editable_set_text (GTK_EDITABLE (attack_die), "9");
    g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
    cw_app_test_drain ();
    g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), defense_die));
    gtk_editable_set_text (GTK_EDITABLE (defense_die), "9");
    g_assert_true (gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD));
    cw_app_test_drain ();
    /* Mombi 3 + 9 against Scarecrow 4 + 9. */
    g_assert_cmpstr (verdict (page), ==, "12 against 13: the defense wins, the attack fails.");
  }
  click (GTK_WIDGET (page), "_Roll and Apply");
  resolve = cw_engine_get_action (engine, cw_engine_get_n_actions (engine) - 1);
  g_assert_cmpint (cw_duel_action_get_kind (resolve), ==, CW_DUEL_ACTION_RESOLVE);
  cw_duel_action_get_rolls (resolve, &rolls[0], &rolls[1]);
  g_assert_cmpint (rolls[0], >=, 1);
  g_assert_cmpint (rolls[0], <=, 12);
  g_assert_cmpint (rolls[1], >=, 1);
  g_assert_cmpint (rolls[1], <=, 12);
  cw_board_describe_dice (cw_table_page_get_board (page), &dice);
  g_assert_true (dice.rolled);
  g_assert_cmpint (cw_dice_get_face (dice.dice, 0), ==, rolls[0] - 1);
  g_assert_cmpint (cw_dice_get_face (dice.dice, 1), ==, rolls[1] - 1);
  cw_board_dice_clear (&dice);

  gtk_window_destroy (GTK_WINDOW (window));
  cw_app_test_drain ();
  g_assert_finalize_object (page);
}

/* Plays on with draws, discards and the ends of phases only, nobody putting a Character into
 * play, until the turn is reached or the duel is over. */
static void
pass_until (CwEngine *engine,
            guint     turn)
{
  while (!cw_engine_is_over (engine) && cw_duel_get_turn (CW_DUEL (engine)) < turn)
    {
      g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);
      CwEngineAction chosen = NULL;
      g_autoptr (GError) error = NULL;

      for (guint i = 0; i < legal->len && chosen == NULL; i++)
        if (cw_duel_action_get_kind (g_ptr_array_index (legal, i)) == CW_DUEL_ACTION_DRAW ||
            cw_duel_action_get_kind (g_ptr_array_index (legal, i)) == CW_DUEL_ACTION_NEXT)
          chosen = g_ptr_array_index (legal, i);
      for (guint i = 0; i < legal->len && chosen == NULL; i++)
        if (cw_duel_action_get_kind (g_ptr_array_index (legal, i)) == CW_DUEL_ACTION_DISCARD)
          chosen = g_ptr_array_index (legal, i);
      g_assert_nonnull (chosen);
      g_assert_true (cw_engine_perform (engine, chosen, &error));
      g_assert_no_error (error);
    }
}

/* The win rule's countdown, from turn 6, and the end said in the turn bar. */
static void
test_countdown (void)
{
  g_autoptr (CwSession) session = duel_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  g_autoptr (GError) error = NULL;
  CwBoard *board;
  CwEngine *engine;
  CwBoardTurn turn;

  g_object_ref_sink (page);
  cw_table_page_set_session (page, session);
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  board = cw_table_page_get_board (page);
  engine = cw_table_page_get_engine (page);
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text,
                                 "Turn 1 · Adventure Phase\n"
                                 "From turn 6, a player with no viable Character for two turns in a row loses."));
  pass_until (engine, 7);
  g_assert_false (cw_engine_is_over (engine));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text,
                                 "Turn 7 · Adventure Phase\n"
                                 "Player 1 has had no viable Character for 1 turn; one more and Player 1 loses.\n"
                                 "Player 2 has had no viable Character for 1 turn; one more and Player 2 loses."));
  pass_until (engine, 8);
  g_assert_true (cw_engine_is_over (engine));
  cw_board_describe_turn (board, &turn);
  g_assert_cmpstr (turn.title, ==, "The duel ends with no winner");
  g_assert_cmpint (turn.step, ==, -1);
  cw_board_turn_clear (&turn);
  g_assert_finalize_object (page);
}


static gboolean
is_combo_titled (GtkWidget  *widget,
                 const char *text)
{
  return ADW_IS_COMBO_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), text) == 0;
}

/* In the chooser of a card drawn: types the name in its search and presses Enter. */
static void
name_drawn (const char *typed)
{
  GtkWidget *dialog = message_dialog ();
  GtkWidget *search;

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Name the Card Drawn");
  search = cw_app_test_find_widget (dialog, cw_app_test_is_search_entry, NULL);
  g_assert_nonnull (search);
  gtk_editable_set_text (GTK_EDITABLE (search), typed);
  g_signal_emit_by_name (search, "activate");
  cw_app_test_drain ();
}

/* Sets real-decks=yes in the shell's set-up and starts the duel in a shown window. */
static void
start_with_real_decks (CwTablePage *page,
                       CwSession   *session,
                       GtkWidget   *window)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *option;

  cw_table_page_set_session (page, session);
  option = cw_app_test_find_widget (GTK_WIDGET (page), is_combo_titled,
                        "Whether the players draw from their own decks at the table and name each card drawn (“draw Glinda”), "
                        "or Cardwright shuffles and deals");
  g_assert_nonnull (option);
  /* "yes|no": yes is the first value. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (option), 0);
  g_assert_true (cw_table_page_start_match (page, SEED, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 900);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_until_allocated (GTK_WIDGET (page));
}

static void
perform_lines (CwEngine   *engine,
               const char *lines)
{
  g_auto (GStrv) list = g_strsplit (lines, ";", -1);

  for (guint i = 0; list[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!cw_engine_perform_line (engine, g_strstrip (list[i]), &error))
        g_error ("“%s” refused: %s", list[i], error->message);
    }
}

/* An attack on a Location through the board: the attacker, then the Location's row, the way to
 * attack; the defender's Character intervenes from the panel; the sheet shows the Location's
 * bonus (The Emerald City "CAL Get F+4 DO") among the parts; the Location changes sides. */
static void
test_location_attack (void)
{
  g_autoptr (CwSession) session = duel_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  CwEngine *engine;
  GtkWidget *row;
  g_autoptr (GPtrArray) taken = NULL;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  start_with_real_decks (page, session, window);
  engine = cw_table_page_get_engine (page);
  perform_lines (engine, "draw Tin Woodsman; draw The Emerald City; draw Cowardly Lion; draw Quest; draw Scarecrow; "
                         "draw Toto the Dog; draw Rescue; draw Mombi; draw Conquest; draw General Guph; draw Murder; "
                         "draw Fire Cage; draw Magic Belt; draw Seized by Guards");
  perform_lines (engine, "draw Glinda the Good Witch; draw Dorthy Gale; next; summon Tin Woodsman; summon The Emerald City; "
                         "next; next; assign Tin Woodsman to The Emerald City; discard Toto the Dog; discard Rescue; next");
  perform_lines (engine, "draw Castle; draw Kill Slowly; next; summon Mombi; next");
  cw_app_test_drain ();

  /* Intervening is offered only once an attack on a Location waits. */
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Tin Woodsman's group intervenes for The Emerald City"));
  activate_row (GTK_WIDGET (page), "Mombi · Force 3");
  row = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "The Emerald City");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Assigned: Tin Woodsman");
  activate_row (GTK_WIDGET (page), "The Emerald City");
  click (GTK_WIDGET (page), "With Conquest (+5: the attacker takes control of the Location)");
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text,
                                 "nobody intervenes for The Emerald City yet: unless Player 1 sends a Character, "
                                 "the attempt succeeds with no battle"));
  activate_row (GTK_WIDGET (page), "Tin Woodsman's group intervenes for The Emerald City");
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Tin Woodsman's group intervenes for The Emerald City"));
  set_die (page, "duel-attack-die", 12);
  set_die (page, "duel-defense-die", 1);
  /* The Location's +4 is on the defense's side of the sheet (the sheet comes before the sides). */
  row = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "The Emerald City");
  g_assert_nonnull (row);
  g_assert_nonnull (cw_app_test_find_widget (row, cw_app_test_is_label_text, "+4"));
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Defense: 10"));
  g_assert_cmpstr (verdict (page), ==, "20 against 10: the attack wins, the attacker takes control of the Location.");
  click (GTK_WIDGET (page), "_Apply These Dice");
  taken = cw_duel_list_locations (CW_DUEL (engine), 1);
  g_assert_cmpuint (taken->len, ==, 1);
  row = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "The Emerald City");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Controlled, Player 1’s card · Nobody assigned");

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (page);
}

/* Real decks, chosen in the set-up: no card is dealt by the app; each card dealt and drawn is
 * named in a searchable chooser, by keyboard (a name typed, then Enter), and the chooser comes
 * back until the hand is dealt or the draw done. */
static void
test_real_decks (void)
{
  g_autoptr (CwSession) session = duel_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  g_autoptr (GError) error = NULL;
  static const char * const good[] = { "Glinda the Good Witch", "Scarecrow", "Tin Woodsman", "Cowardly Lion",
                                       "Dorthy Gale", "Toto the Dog", "Quest" };
  static const char * const evil[] = { "Mombi", "Murder", "Fire Cage", "Winged Monkeys", "General Guph",
                                       "Magic Belt", "Seized by Guards" };
  GtkWidget *dialog;
  CwDuel *duel;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  start_with_real_decks (page, session, window);
  duel = CW_DUEL (cw_table_page_get_engine (page));
  g_assert_true (cw_duel_get_real_decks (duel));
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 0);

  /* The opening hands: Enter takes the first card the search leaves. */
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_Draw 2 Cards"));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_End the Adventure Phase"));
  click (GTK_WIDGET (page), "_Name the Card Drawn…");
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    name_drawn (good[i]);
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 7);
  /* Bob's deck is Evil: a Good name finds nothing, and Enter does nothing. */
  name_drawn ("Scarecrow");
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 1), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (evil); i++)
    name_drawn (evil[i]);
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 1), ==, 7);

  /* Turn 1: the chooser stays for the Adventure Phase's draw, offers only what is left in the
   * deck, and a row activated draws it. */
  dialog = message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Player 1 draws from the deck at the table: name card 1 of 2. Only the cards left in the deck are listed.");
  g_assert_null (cw_app_test_find_widget (dialog, cw_app_test_is_row_titled, "Glinda the Good Witch"));
  activate_row (dialog, "The Wizard of Oz");
  name_drawn ("Locasta");
  g_assert_null (message_dialog ());
  g_assert_cmpuint (cw_duel_get_hand_size (duel, 0), ==, 9);
  g_assert_cmpuint (cw_duel_get_deck_size (duel, 0), ==, 43);
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text, "Deck 43 · Hand 9 of 7 · Discard 0"));
  click (GTK_WIDGET (page), "_End the Adventure Phase");
  g_assert_cmpint (cw_duel_get_phase (duel), ==, CW_DUEL_PHASE_SUMMON);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (page);
}

/* The Items used outside battles are offered from the legal list only: Magic Picture in any
 * Adventure Phase (Bob's here), once; Powder of Life only in its holder's own turn. */
static void
test_items_used (void)
{
  g_autoptr (CwSession) session = duel_session ();
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  CwEngine *engine;
  GPtrArray *log;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  start_with_real_decks (page, session, window);
  engine = cw_table_page_get_engine (page);
  perform_lines (engine, "draw Tin Woodsman; draw Magic Picture; draw Powder of Life; draw Quest; draw Scarecrow; "
                         "draw Toto the Dog; draw Rescue; draw Mombi; draw Conquest; draw General Guph; draw Murder; "
                         "draw Fire Cage; draw Magic Belt; draw Seized by Guards");
  perform_lines (engine, "draw Glinda the Good Witch; draw Dorthy Gale; next; summon Tin Woodsman; "
                         "attach Magic Picture to Tin Woodsman; attach Powder of Life to Tin Woodsman");
  cw_app_test_drain ();
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Player 1 discards Powder of Life to draw 3 cards"));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Player 1 looks at Player 2's hand with Magic Picture"));
  perform_lines (engine, "next; next; discard Quest; discard Rescue; next");
  cw_app_test_drain ();
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Player 1 discards Powder of Life to draw 3 cards"));
  activate_row (GTK_WIDGET (page), "Player 1 looks at Player 2's hand with Magic Picture");
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_row_titled, "Player 1 looks at Player 2's hand with Magic Picture"));
  log = cw_engine_get_log (engine);
  g_assert_cmpstr (g_ptr_array_index (log, log->len - 2), ==, "Player 1 looks at Player 2's hand with Magic Picture.");
  g_assert_true (g_str_has_prefix (g_ptr_array_index (log, log->len - 1), "Player 2's hand: "));

  /* Ann's turn 3: the Powder's three cards are named, and the hint says so. */
  perform_lines (engine, "draw Castle; draw Kill Slowly; next; next; next; discard Castle; discard Kill Slowly; next; "
                         "draw The Wizard of Oz; draw Cowardly Lion");
  activate_row (GTK_WIDGET (page), "Player 1 discards Powder of Life to draw 3 cards");
  g_assert_nonnull (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_label_text,
                                 "Player 1 draws with an Item at the table: name the cards, 3 to go."));
  g_assert_null (cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_button_labelled, "_End the Adventure Phase"));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (page);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/app/duel-board/registered", test_registered);
  g_test_add_func ("/app/duel-board/items-used", test_items_used);
  g_test_add_func ("/app/duel-board/turns-capture-release", test_turns_capture_release);
  g_test_add_func ("/app/duel-board/engine-roll", test_engine_roll);
  g_test_add_func ("/app/duel-board/countdown", test_countdown);
  g_test_add_func ("/app/duel-board/real-decks", test_real_decks);
  g_test_add_func ("/app/duel-board/location-attack", test_location_attack);
  return g_test_run ();
}
