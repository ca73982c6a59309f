/* cw-table-page-panels.c: the Table shell's bars and panels, refreshed after every change: the turn
 * and step bar, the dice tray and the log, from what the board and the engine say. */
#include "cw-table-page-private.h"

#include <glib/gi18n.h>

#include "cw-colour-dot.h"

/* Lines of the log shown beside the table; the whole log is one click away. */
#define LOG_LINES     40

static void
remove_all_children (GtkWidget *container)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (container)) != NULL)
    {
      if (GTK_IS_LIST_BOX (container))
        gtk_list_box_remove (GTK_LIST_BOX (container), child);
      else
        gtk_box_remove (GTK_BOX (container), child);
    }
}

/* ---- the step bar: the board's steps of a turn ---- */

void
_cw_table_page_build_steps (CwTablePage *self)
{
  const CwBoardStep *steps = NULL;
  guint n_steps = 0;

  remove_all_children (GTK_WIDGET (self->steps_box));
  if (self->board != NULL)
    steps = cw_board_get_steps (self->board, &n_steps);
  for (guint i = 0; i < n_steps; i++)
    {
      GtkWidget *label = gtk_label_new (_(steps[i].label));

      if (steps[i].tooltip != NULL)
        gtk_widget_set_tooltip_text (label, _(steps[i].tooltip));
      gtk_widget_add_css_class (label, "step");
      gtk_box_append (self->steps_box, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->steps_box), n_steps > 0);
}

static void
refresh_turn_bar (CwTablePage *self)
{
  CwBoardTurn turn;
  int i = 0;

  cw_board_describe_turn (self->board, &turn);
  /* The title wraps, whole, at any width: no tooltip repeats it. */
  gtk_label_set_text (self->turn_label, turn.title != NULL ? turn.title : "");
  cw_colour_dot_set_colour (GTK_WIDGET (self->player_dot), turn.colour);
  gtk_label_set_text (self->balance_label, turn.balance != NULL ? turn.balance : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->balance_label), turn.balance_tooltip);
  gtk_widget_set_visible (GTK_WIDGET (self->balance_label), turn.balance != NULL);

  for (GtkWidget *step = gtk_widget_get_first_child (GTK_WIDGET (self->steps_box)); step != NULL;
       step = gtk_widget_get_next_sibling (step), i++)
    {
      gtk_widget_remove_css_class (step, "current");
      gtk_widget_remove_css_class (step, "done");
      if (turn.step < 0)
        continue;
      if (i == turn.step)
        gtk_widget_add_css_class (step, "current");
      else if (i < turn.step)
        gtk_widget_add_css_class (step, "done");
    }
  cw_board_turn_clear (&turn);
}

static void
refresh_tray (CwTablePage *self)
{
  CwBoardDice dice;

  cw_board_describe_dice (self->board, &dice);
  cw_dice_tray_set_separate (self->dice_tray, dice.separate);
  cw_dice_tray_set_dice (self->dice_tray, dice.dice, dice.rolled, dice.caption);
  cw_dice_tray_set_roll_due (self->dice_tray, dice.can_roll);
  /* A game played without dice has no tray. */
  gtk_widget_set_visible (GTK_WIDGET (self->dice_tray), dice.dice != NULL || dice.can_roll);
  cw_board_dice_clear (&dice);
}

/* Only the lines the board has told: while it tells a combat step by step, the log beside it
 * gains one line a step instead of giving the end away. */
static void
refresh_log (CwTablePage *self)
{
  GPtrArray *log = cw_engine_get_log (self->engine);
  guint told = cw_board_get_revealed_lines (self->board);
  guint shown = 0;

  remove_all_children (GTK_WIDGET (self->log_list));
  g_clear_pointer (&self->last_log_line, g_free);
  self->n_log_lines = told;

  /* Newest first: what just happened is what a player checks. */
  for (guint i = MIN (told, log->len); i > 0 && shown < LOG_LINES; i--, shown++)
    {
      const char *line = g_ptr_array_index (log, i - 1);
      GtkWidget *label = gtk_label_new (line);

      if (self->last_log_line == NULL)
        self->last_log_line = g_strdup (line);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
      if (shown > 0)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_list_box_append (self->log_list, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->log_list), shown > 0);
}

gboolean
_cw_table_page_is_telling (CwTablePage *self)
{
  return self->engine != NULL && self->board != NULL &&
         cw_board_get_revealed_lines (self->board) < cw_engine_get_log (self->engine)->len;
}

/* The end of the game is shown once it is reached, when the board has told how it came. */
static void
show_end_when_told (CwTablePage *self)
{
  /* Undone back into play, the game may end again, and says so again. */
  if (!cw_engine_is_over (self->engine))
    self->score_shown = FALSE;
  if (cw_engine_is_over (self->engine) && !self->score_shown && !_cw_table_page_is_telling (self))
    {
      self->score_shown = TRUE;
      _cw_table_page_show_score_dialog (self);
    }
}

/* After the board told another step: the turn bar (a board may keep the result from it until
 * then), the log, and the end once all is told. */
void
_cw_table_page_refresh_told (CwTablePage *self)
{
  if (self->engine == NULL || self->board == NULL)
    return;
  refresh_turn_bar (self);
  refresh_log (self);
  show_end_when_told (self);
}

void
_cw_table_page_refresh (CwTablePage *self)
{
  gboolean has_match = self->engine != NULL;

  _cw_table_page_update_history (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", has_match && cw_engine_can_undo (self->engine));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo", has_match && cw_engine_can_redo (self->engine));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.roll", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.score", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.log", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.new-match", has_match);

  if (!has_match || self->board == NULL)
    return;

  /* The board first: it counts the new log lines it will tell step by step, which the turn
   * bar and the log then wait for. */
  cw_board_refresh (self->board);
  refresh_turn_bar (self);
  refresh_tray (self);
  refresh_log (self);
  show_end_when_told (self);
}
