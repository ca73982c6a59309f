/* cw-table-page-actions.c: the Table shell's table.* actions and the dialogs they open: start, roll,
 * undo and redo, the score, the whole log, a new match. */
#include "cw-table-page-private.h"
#include "cw-compat.h"

#include <glib/gi18n.h>


/* ---- actions ---- */

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  g_autoptr (GError) error = NULL;

  if (!cw_table_page_start_match (self, g_random_int (), &error))
    {
      gtk_label_set_text (self->setup_notice_label, error->message);
      gtk_revealer_set_reveal_child (self->setup_notice_revealer, TRUE);
      return;
    }
  /* The Start button went with the set-up, and GTK put the keyboard on the match menu, where
   * Return opened the menu: the match's own first step (Draw a Card) takes it instead. */
  if (!gtk_widget_child_focus (GTK_WIDGET (self->panel_slot), GTK_DIR_TAB_FORWARD))
    gtk_widget_child_focus (GTK_WIDGET (self->board_slot), GTK_DIR_TAB_FORWARD);
}

/* The board says what a roll is in its game; the engine refuses one at the wrong time with
 * its rule (Ctrl+R stays active so that the rule can be read). */
static void
roll (CwTablePage *self,
      const guint *faces,
      guint        n_faces)
{
  CwEngineAction action;

  if (self->board == NULL || self->engine == NULL)
    return;
  action = cw_board_new_roll_action (self->board, faces, n_faces);
  if (action == NULL)
    return;
  cw_board_perform (self->board, action);
  cw_engine_action_unref (self->engine, action);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  roll (CW_TABLE_PAGE (widget), NULL, 0);
}

static void
on_tray_roll (CwTablePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "table.roll", NULL);
}

static void
on_tray_enter_faces (CwTablePage *self,
                     const guint *faces,
                     guint        n_faces)
{
  roll (self, faces, n_faces);
}

static gboolean
replay (CwTablePage *self,
        gboolean     forward)
{
  g_autofree char *label = NULL;
  g_autofree char *message = NULL;

  if (self->engine == NULL)
    return FALSE;
  label = g_strdup (forward ? cw_engine_get_redo_label (self->engine) : cw_engine_get_undo_label (self->engine));
  if (!(forward ? cw_engine_redo (self->engine) : cw_engine_undo (self->engine)))
    return FALSE;
  _cw_table_page_clear_refusal (self);
  /* Translators: a short message after undo or redo in the Table view, naming the action. */
  message = g_strdup_printf (forward ? _("Redone: %s") : _("Undone: %s"), label != NULL ? label : "");
  _cw_table_page_toast (self, message);
  return TRUE;
}

gboolean
cw_table_page_undo (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  return replay (self, FALSE);
}

gboolean
cw_table_page_redo (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  return replay (self, TRUE);
}

gboolean
cw_table_page_get_can_undo (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  return self->can_undo;
}

gboolean
cw_table_page_get_can_redo (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  return self->can_redo;
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  replay (CW_TABLE_PAGE (widget), FALSE);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  replay (CW_TABLE_PAGE (widget), TRUE);
}

/* -- the score -- */

/* The engine's score lines, for a board that has no table of its own. */
static GtkWidget *
score_lines_new (CwTablePage *self)
{
  g_autoptr (GArray) score = cw_engine_get_score (self->engine);
  gboolean over = cw_engine_is_over (self->engine);
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  for (guint i = 0; i < score->len; i++)
    {
      CwEngineScore *line = &g_array_index (score, CwEngineScore, i);
      const char *name = cw_engine_get_player_name (self->engine, line->player);
      g_autofree char *who = over && line->winner ? g_strdup_printf (_("%s (winner)"), name) : g_strdup (name);
      g_autofree char *total = g_strdup_printf ("%d", line->total);
      GtkWidget *label = gtk_label_new (who);
      GtkWidget *value = gtk_label_new (total);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_xalign (GTK_LABEL (value), 1);
      gtk_widget_add_css_class (value, "numeric");
      gtk_widget_add_css_class (value, "heading");
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), value, 1, (int) i, 1, 1);
    }
  return grid;
}

static void
on_score_response (GtkWidget        *dialog,
                   const char       *response,
                   CwTablePage      *self)
{
  if (g_strcmp0 (response, "new") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "table.new-match", NULL);
}

void
_cw_table_page_show_score_dialog (CwTablePage *self)
{
  GtkWindow *window = _cw_table_page_parent_window (self);
  GtkWidget *dialog, *body;
  g_autoptr (GArray) score = NULL;
  g_autofree char *heading = NULL;
  int winner = -1;
  guint n_winners = 0;
  gboolean over;

  if (window == NULL || self->engine == NULL)
    return;

  over = cw_engine_is_over (self->engine);
  score = cw_engine_get_score (self->engine);
  for (guint i = 0; i < score->len; i++)
    if (g_array_index (score, CwEngineScore, i).winner)
      {
        winner = (int) g_array_index (score, CwEngineScore, i).player;
        n_winners++;
      }
  if (over && n_winners == 1)
    heading = g_strdup_printf (_("The End: %s Wins"), cw_engine_get_player_name (self->engine, (guint) winner));
  else if (over && n_winners > 1)
    heading = g_strdup (_("The End: a Tie"));
  else if (over)
    /* Nobody wins: a solitaire lost (Ód keeps no score), a duel with no winner. */
    heading = g_strdup (_("The Game Is Over"));
  else
    heading = g_strdup (_("Score So Far"));

  dialog = cw_alert_new (window, heading, NULL);
  body = self->board != NULL ? cw_board_create_score_view (self->board) : NULL;
  cw_alert_set_extra_child (dialog, body != NULL ? body : score_lines_new (self));
  if (over)
    {
      cw_alert_add_responses (dialog, "close", _("_Close"), "new", _("_New Match"), NULL);
      cw_alert_set_response_appearance (dialog, "new", ADW_RESPONSE_SUGGESTED);
    }
  else
    cw_alert_add_responses (dialog, "close", _("_Close"), NULL);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_score_response), self, 0);
  cw_alert_present (dialog);
}

static void
score_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  gboolean end_shown = self->score_shown;

  /* Asking for the score is asking how the move ends: what the board is still telling step by
   * step is told at once. */
  if (_cw_table_page_is_telling (self))
    cw_board_reveal_all (self->board);
  /* Told to its end, the game has just opened this dialog itself. */
  if (!end_shown && self->score_shown)
    return;
  _cw_table_page_show_score_dialog (self);
}

/* -- the whole log -- */

static void
log_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  GtkWindow *window = _cw_table_page_parent_window (self);
  GPtrArray *log;
  GString *text;
  GtkWidget *dialog, *scroller, *label;
  guint told;

  if (window == NULL || self->engine == NULL)
    return;

  log = cw_engine_get_log (self->engine);
  text = g_string_new (NULL);
  /* What the board has told so far, as beside it: the rest of a combat is read on the board. */
  told = self->board != NULL ? cw_board_get_revealed_lines (self->board) : log->len;
  for (guint i = 0; i < MIN (log->len, told); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", (const char *) g_ptr_array_index (log, i));

  label = gtk_label_new (text->str);
  g_string_free (text, TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), label);

  dialog = cw_alert_new (window, _("The Match So Far"), NULL);
  cw_alert_set_extra_child (dialog, scroller);
  cw_alert_add_responses (dialog, "close", _("_Close"), NULL);
  cw_alert_present (dialog);
}

/* -- a new match -- */

static void
new_match_now (CwTablePage *self)
{
  g_autofree char *path = cw_table_page_dup_autosave_path (self);

  /* The match so far is kept, dated, beside the one to come. */
  if (path != NULL && self->engine != NULL)
    g_free (_cw_table_page_move_aside (self, path, cw_engine_is_over (self->engine) ? "finished" : "left"));
  _cw_table_page_show_setup (self, NULL);
}

static void
on_new_match_response (GtkWidget        *dialog,
                       const char       *response,
                       CwTablePage      *self)
{
  if (g_strcmp0 (response, "new") == 0)
    new_match_now (self);
}

static void
new_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  GtkWindow *window = _cw_table_page_parent_window (self);
  GtkWidget *dialog;

  if (self->engine == NULL)
    return;
  if (window == NULL || cw_engine_is_over (self->engine) || cw_engine_get_n_actions (self->engine) == 0)
    {
      new_match_now (self);
      return;
    }

  dialog = cw_alert_new (window, _("Leave This Match?"),
                         _("It is kept in Cardwright’s matches folder, but the Table view will show the new match."));
  cw_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "new", _("_New Match"),
                          NULL);
  cw_alert_set_response_appearance (dialog, "new", ADW_RESPONSE_DESTRUCTIVE);
  cw_alert_set_default_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_match_response), self, 0);
  cw_alert_present (dialog);
}

/* From cw_table_page_class_init: the template callbacks and the actions this file defines. */
void
_cw_table_page_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, on_tray_roll);
  gtk_widget_class_bind_template_callback (widget_class, on_tray_enter_faces);

  gtk_widget_class_install_action (widget_class, "table.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "table.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "table.score", NULL, score_action);
  gtk_widget_class_install_action (widget_class, "table.log", NULL, log_action);
  gtk_widget_class_install_action (widget_class, "table.new-match", NULL, new_match_action);
}
