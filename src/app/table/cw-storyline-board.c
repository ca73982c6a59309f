/* cw-storyline-board.c: the Table's board for the Storyline Game System. Here: the object, what the
 * shell asks of a board (CwBoard), performing an action; a place's popover is in
 * cw-storyline-board-place.c, the actions offered and the Authors in cw-storyline-board-panel.c,
 * the dialogs in cw-storyline-board-dialogs.c. */
#include "cw-storyline-board-private.h"

#include <glib/gi18n.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-dice.h"
#include "cw-error.h"
#include "cw-game.h"

static void cw_storyline_board_board_init (CwBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwStorylineBoard, cw_storyline_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (CW_TYPE_BOARD, cw_storyline_board_board_init))

/* ---- little helpers the board's files share ---- */

gboolean
_cw_storyline_board_is_live (CwStorylineBoard *self)
{
  return self->match != NULL &&
         (cw_match_get_phase (self->match) == CW_MATCH_PHASE_PLAYING ||
          cw_match_get_phase (self->match) == CW_MATCH_PHASE_THE_END);
}

GtkWindow *
_cw_storyline_board_parent_window (CwStorylineBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) && gtk_widget_get_mapped (GTK_WIDGET (self)) ? GTK_WINDOW (root) : NULL;
}

char *
_cw_storyline_board_cost_text (int cost)
{
  if (cost <= 0)
    return g_strdup (_("free"));
  /* Translators: a cost in Story Points. */
  return g_strdup_printf (_("%d SP"), cost);
}

GtkWidget *
_cw_storyline_board_caption_label_new (const char *text,
                                       const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

GPtrArray *
_cw_storyline_board_catalog_cards_of_types (CwStorylineBoard   *self,
                                            const char * const *types)
{
  GPtrArray *cards = g_ptr_array_new ();
  GListModel *sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));

  for (guint s = 0; s < g_list_model_get_n_items (sets); s++)
    {
      g_autoptr (CwCardSet) set = g_list_model_get_item (sets, s);

      for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
        {
          CwCard *card = cw_card_set_get_card (set, i);

          if (g_strv_contains (types, cw_card_get_card_type (card) ? cw_card_get_card_type (card) : ""))
            g_ptr_array_add (cards, card);
        }
    }
  return cards;
}

/* ---- performing ---- */

gboolean
_cw_storyline_board_perform (CwStorylineBoard *self,
                             CwMatchAction    *action)
{
  g_autoptr (GError) error = NULL;

  if (self->match == NULL)
    return FALSE;

  /* A face-down Location nobody knows yet is no refusal: the player says which it is. */
  if (!cw_match_check (self->match, action, &error) && g_error_matches (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD))
    {
      _cw_storyline_board_ask_which_location (self, action, error->message);
      return FALSE;
    }
  /* The match's ::changed has the shell save and redraw everything. */
  return cw_board_perform (CW_BOARD (self), action);
}

void
_cw_storyline_board_on_action_activated (GtkWidget        *widget,
                                         CwStorylineBoard *self)
{
  CwMatchAction *action = g_object_get_data (G_OBJECT (widget), "cw-action");
  GtkWidget *popover = cw_storyline_view_get_popover (self->view);
  gboolean in_popover;
  CwActionKind kind;

  if (action == NULL)
    return;
  /* Asked before performing: the popover's content is rebuilt by the change. */
  in_popover = popover != NULL && gtk_widget_is_ancestor (widget, popover);
  kind = cw_match_action_get_kind (action);
  if (!_cw_storyline_board_perform (self, action))
    return;
  /* After a move the eye goes to where the Character went; a Vitality change may come
   * again, so its popover stays. */
  if (in_popover && kind != CW_ACTION_VITALITY)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

void
_cw_storyline_board_attach_action (GtkWidget     *widget,
                                   CwMatchAction *action)
{
  g_object_set_data_full (G_OBJECT (widget), "cw-action", cw_match_action_ref (action),
                          (GDestroyNotify) cw_match_action_unref);
}

GtkWidget *
_cw_storyline_board_action_button_new (CwStorylineBoard *self,
                                       const char       *label,
                                       CwMatchAction    *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  _cw_storyline_board_attach_action (button, action);
  g_signal_connect_object (button, "clicked", G_CALLBACK (_cw_storyline_board_on_action_activated), self, 0);
  return button;
}

/* ---- CwBoard: set up ---- */

static void
cw_storyline_board_set_session (CwBoard   *board,
                                CwSession *session)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (board);

  if (!g_set_object (&self->session, session))
    return;
  g_hash_table_remove_all (self->libraries);
  cw_storyline_view_set_session (self->view, session);
  if (session != NULL)
    cw_match_setup_set_session (self->setup, session);
}

static GtkWidget *
cw_storyline_board_get_setup_form (CwBoard *board)
{
  return GTK_WIDGET (CW_STORYLINE_BOARD (board)->setup);
}

static CwEngine *
cw_storyline_board_create_engine (CwBoard  *board,
                                  guint32   seed,
                                  GError  **error)
{
  CwMatch *match = cw_match_setup_create_match (CW_STORYLINE_BOARD (board)->setup, seed, error);

  return match != NULL ? CW_ENGINE (match) : NULL;
}

/* ---- CwBoard: the state ---- */

static void
cw_storyline_board_refresh (CwBoard *board)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (board);

  _cw_storyline_board_refresh_panel (self);
  _cw_storyline_board_refresh_popover (self);
}

static void
cw_storyline_board_set_engine (CwBoard  *board,
                               CwEngine *engine)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (board);

  g_return_if_fail (engine == NULL || CW_IS_MATCH (engine));

  g_set_object (&self->match, (CwMatch *) engine);
  self->popover_place = CW_PLACE_NONE;
  self->keywords_piece = 0;
  cw_storyline_view_set_match (self->view, self->match);
  cw_storyline_board_refresh (board);
}

static CwEngine *
cw_storyline_board_get_engine (CwBoard *board)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (board);

  return self->match != NULL ? CW_ENGINE (self->match) : NULL;
}

static const CwBoardStep steps[] = {
  /* Translators: step 1 of a turn, short. */
  { N_("1 Draw"), N_("Step 1: draw a card") },
  /* Translators: step 2 of a turn, short. */
  { N_("2 Roll"), N_("Step 2: roll for Story Points") },
  /* Translators: step 3 of a turn, short. */
  { N_("3 Actions"), N_("Step 3: Story Actions, paid with Story Points") },
  /* Translators: step 4 of a turn, short. */
  { N_("4 Bonus Move"), N_("Step 4: each Character may move one Location for free (Location costs still apply)") },
};

static const CwBoardStep *
cw_storyline_board_get_steps (CwBoard *board,
                              guint   *n_steps)
{
  *n_steps = G_N_ELEMENTS (steps);
  return steps;
}

static void
cw_storyline_board_describe_turn (CwBoard     *board,
                                  CwBoardTurn *turn)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (board);
  CwMatch *match = self->match;
  CwMatchPhase phase;
  int author;
  gboolean live = _cw_storyline_board_is_live (self);

  if (match == NULL)
    return;
  phase = cw_match_get_phase (match);
  author = cw_match_get_current_author (match);

  if (phase == CW_MATCH_PHASE_OVER)
    {
      g_autoptr (GArray) winners = cw_match_get_winners (match);
      g_autoptr (GArray) score = cw_match_get_score (match);

      if (winners->len == 1)
        {
          int winner = g_array_index (winners, int, 0);
          /* Translators: the end of a match: who won and with how much Vitality. */
          turn->title = g_strdup_printf (_("The End: %s wins with %d"), cw_match_get_author_name (match, winner),
                                         g_array_index (score, CwMatchScore, winner).total);
          author = winner;
        }
      else
        turn->title = g_strdup (_("The End: a tie"));
    }
  else if (phase == CW_MATCH_PHASE_THE_END)
    /* Translators: after "The End", the Authors who have not played this round still do. */
    turn->title = g_strdup_printf (_("The End is reached · %s’s last turn · round %u"),
                                   cw_match_get_author_name (match, author), cw_match_get_round (match));
  else
    /* Translators: the turn bar of the Table view. */
    turn->title = g_strdup_printf (_("%s’s turn · round %u"), cw_match_get_author_name (match, author),
                                   cw_match_get_round (match));
  turn->colour = author >= 0 ? g_strdup (cw_match_get_author_colour (match, author)) : NULL;
  turn->step = live ? (int) cw_match_get_step (match) : -1;
  /* Translators: the current Author's Story Point balance. */
  turn->balance = g_strdup_printf (_("%d SP"), live ? cw_match_get_balance (match, author) : 0);
  turn->balance_tooltip = g_strdup (_("Story Points left this turn"));
}

/* Asks the engine: is a roll among the actions legal now? */
static gboolean
roll_is_legal (CwStorylineBoard *self)
{
  g_autoptr (GPtrArray) legal = NULL;

  if (self->match == NULL)
    return FALSE;
  legal = cw_engine_list_legal (CW_ENGINE (self->match));
  for (guint i = 0; i < legal->len; i++)
    if (cw_match_action_get_kind (g_ptr_array_index (legal, i)) == CW_ACTION_ROLL)
      return TRUE;
  return FALSE;
}

static void
cw_storyline_board_describe_dice (CwBoard     *board,
                                  CwBoardDice *dice)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (board);
  CwMatch *match = self->match;
  int author;
  g_autoptr (CwDice) last = NULL;

  if (match == NULL)
    return;
  author = cw_match_get_current_author (match);
  last = cw_match_dup_last_roll (match);
  dice->can_roll = roll_is_legal (self);

  if (_cw_storyline_board_is_live (self) && cw_match_get_step (match) <= CW_TURN_STEP_ROLL)
    {
      guint gold = cw_match_get_gold_dice (match, author);

      dice->dice = cw_match_dup_turn_pool (match);
      /* Translators: over the dice before the roll: whose turn, and the gold dice their Characters add. */
      dice->caption = g_strdup_printf (ngettext ("%s rolls next · %u gold die", "%s rolls next · %u gold dice", gold),
                                       cw_match_get_author_name (match, author), gold);
    }
  else if (last != NULL)
    {
      int who = cw_match_get_last_roll_author (match);

      /* Translators: over the dice after a roll: who rolled how many Story Points. */
      dice->caption = g_strdup_printf (_("%s rolled %d SP"), who >= 0 ? cw_match_get_author_name (match, who) : "",
                                       cw_dice_get_total (last));
      dice->dice = g_steal_pointer (&last);
      dice->rolled = TRUE;
    }
}

/* ---- CwBoard: the legal actions ---- */

static GtkWidget *
cw_storyline_board_get_side_panel (CwBoard *board)
{
  return CW_STORYLINE_BOARD (board)->panel;
}

static CwEngineAction
cw_storyline_board_new_roll_action (CwBoard     *board,
                                    const guint *faces,
                                    guint        n_faces)
{
  return cw_match_action_new_roll (faces, n_faces);
}

static GtkWidget *
cw_storyline_board_create_score_view (CwBoard *board)
{
  return _cw_storyline_board_score_view_new (CW_STORYLINE_BOARD (board));
}

static void
cw_storyline_board_board_init (CwBoardInterface *iface)
{
  iface->set_session = cw_storyline_board_set_session;
  iface->get_setup_form = cw_storyline_board_get_setup_form;
  iface->create_engine = cw_storyline_board_create_engine;
  iface->set_engine = cw_storyline_board_set_engine;
  iface->get_engine = cw_storyline_board_get_engine;
  iface->refresh = cw_storyline_board_refresh;
  iface->get_steps = cw_storyline_board_get_steps;
  iface->describe_turn = cw_storyline_board_describe_turn;
  iface->describe_dice = cw_storyline_board_describe_dice;
  iface->get_side_panel = cw_storyline_board_get_side_panel;
  iface->new_roll_action = cw_storyline_board_new_roll_action;
  iface->create_score_view = cw_storyline_board_create_score_view;
}

/* ---- getters ---- */

CwMatch *
cw_storyline_board_get_match (CwStorylineBoard *self)
{
  g_return_val_if_fail (CW_IS_STORYLINE_BOARD (self), NULL);
  return self->match;
}

CwMatchSetup *
cw_storyline_board_get_setup (CwStorylineBoard *self)
{
  g_return_val_if_fail (CW_IS_STORYLINE_BOARD (self), NULL);
  return self->setup;
}

CwStorylineView *
cw_storyline_board_get_view (CwStorylineBoard *self)
{
  g_return_val_if_fail (CW_IS_STORYLINE_BOARD (self), NULL);
  return self->view;
}

/* ---- GObject ---- */

static void
cw_storyline_board_dispose (GObject *object)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (object);

  g_clear_object (&self->match);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_STORYLINE_BOARD);
  g_clear_object (&self->setup);
  g_clear_object (&self->panel);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_storyline_board_parent_class)->dispose (object);
}

static void
cw_storyline_board_finalize (GObject *object)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (object);

  g_hash_table_unref (self->libraries);

  G_OBJECT_CLASS (cw_storyline_board_parent_class)->finalize (object);
}

static void
cw_storyline_board_class_init (CwStorylineBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_storyline_board_dispose;
  object_class->finalize = cw_storyline_board_finalize;

  g_type_ensure (CW_TYPE_STORYLINE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/table/cw-storyline-board.ui");
  gtk_widget_class_bind_template_child (widget_class, CwStorylineBoard, view);
  gtk_widget_class_bind_template_callback (widget_class, _cw_storyline_board_on_place_activated);
  _cw_storyline_board_dialogs_class_init (widget_class);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "storylineboard");
}

static void
cw_storyline_board_init (CwStorylineBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->popover_place = CW_PLACE_NONE;
  self->libraries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->setup = g_object_ref_sink (CW_MATCH_SETUP (cw_match_setup_new ()));
  self->panel = g_object_ref_sink (_cw_storyline_board_panel_new (self));
}

GtkWidget *
cw_storyline_board_new (void)
{
  return g_object_new (CW_TYPE_STORYLINE_BOARD, NULL);
}
