/* cw-table-page-panels.c: the Table view's panels beside the Storyline: the turn bar, the dice tray,
 * the actions offered, the Authors and the log, refreshed after every change. */
#include "cw-table-page-private.h"

#include <glib/gi18n.h>

#include "cw-card.h"
#include "cw-dice.h"

/* Lines of the log shown beside the table; the whole log is one click away. */
#define LOG_LINES     40

/* ---- the turn bar, the tray, the actions, the Authors, the log ---- */

static void
set_step_style (GtkWidget *label,
                CwTurnStep step,
                CwTurnStep current,
                gboolean   live)
{
  gtk_widget_remove_css_class (label, "current");
  gtk_widget_remove_css_class (label, "done");
  if (!live)
    return;
  if (step == current)
    gtk_widget_add_css_class (label, "current");
  else if (step < current)
    gtk_widget_add_css_class (label, "done");
}

static void
refresh_turn_bar (CwTablePage *self)
{
  CwMatch *match = self->match;
  CwMatchPhase phase = cw_match_get_phase (match);
  int author = cw_match_get_current_author (match);
  CwTurnStep step = cw_match_get_step (match);
  g_autofree char *turn = NULL;
  g_autofree char *balance = NULL;
  gboolean live = cw_table_page_match_is_live (self);

  if (phase == CW_MATCH_PHASE_OVER)
    {
      g_autoptr (GArray) winners = cw_match_get_winners (match);
      g_autoptr (GArray) score = cw_match_get_score (match);

      if (winners->len == 1)
        {
          int winner = g_array_index (winners, int, 0);
          /* Translators: the end of a match: who won and with how much Vitality. */
          turn = g_strdup_printf (_("The End: %s wins with %d"), cw_match_get_author_name (match, winner),
                                  g_array_index (score, CwMatchScore, winner).total);
          author = winner;
        }
      else
        turn = g_strdup (_("The End: a tie"));
    }
  else if (phase == CW_MATCH_PHASE_THE_END)
    /* Translators: after "The End", the Authors who have not played this round still do. */
    turn = g_strdup_printf (_("The End is reached · %s’s last turn · round %u"),
                            cw_match_get_author_name (match, author), cw_match_get_round (match));
  else
    /* Translators: the turn bar of the Table view. */
    turn = g_strdup_printf (_("%s’s turn · round %u"), cw_match_get_author_name (match, author),
                            cw_match_get_round (match));
  gtk_label_set_text (self->turn_label, turn);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_label), turn);
  cw_table_page_set_dot_colour (GTK_WIDGET (self->author_dot), author >= 0 ? cw_match_get_author_colour (match, author) : NULL);

  set_step_style (self->step_draw, CW_TURN_STEP_DRAW, step, live);
  set_step_style (self->step_roll, CW_TURN_STEP_ROLL, step, live);
  set_step_style (self->step_actions, CW_TURN_STEP_ACTIONS, step, live);
  set_step_style (self->step_bonus, CW_TURN_STEP_BONUS_MOVE, step, live);

  /* Translators: the current Author's Story Point balance. */
  balance = g_strdup_printf (_("%d SP"), live ? cw_match_get_balance (match, author) : 0);
  gtk_label_set_text (self->balance_label, balance);
}

static void
refresh_tray (CwTablePage *self)
{
  CwMatch *match = self->match;
  int author = cw_match_get_current_author (match);
  CwTurnStep step = cw_match_get_step (match);
  gboolean live = cw_table_page_match_is_live (self);
  g_autoptr (CwDice) last = cw_match_dup_last_roll (match);

  if (live && step <= CW_TURN_STEP_ROLL)
    {
      g_autoptr (CwDice) pool = cw_match_dup_turn_pool (match);
      guint gold = cw_match_get_gold_dice (match, author);
      g_autofree char *caption = NULL;

      /* Translators: over the dice before the roll: whose turn, and the gold dice their Characters add. */
      caption = g_strdup_printf (ngettext ("%s rolls next · %u gold die", "%s rolls next · %u gold dice", gold),
                                 cw_match_get_author_name (match, author), gold);
      cw_dice_tray_set_dice (self->dice_tray, pool, FALSE, caption);
    }
  else if (last != NULL)
    {
      int who = cw_match_get_last_roll_author (match);
      /* Translators: over the dice after a roll: who rolled how many Story Points. */
      g_autofree char *caption = g_strdup_printf (_("%s rolled %d SP"),
                                                  who >= 0 ? cw_match_get_author_name (match, who) : "",
                                                  cw_dice_get_total (last));
      cw_dice_tray_set_dice (self->dice_tray, last, TRUE, caption);
    }
  else
    cw_dice_tray_set_dice (self->dice_tray, NULL, FALSE, NULL);

  cw_dice_tray_set_roll_due (self->dice_tray, live && step == CW_TURN_STEP_ROLL);
}

static void
on_row_activated (AdwActionRow *row,
                  CwTablePage  *self)
{
  cw_table_page_on_action_button_clicked (GTK_WIDGET (row), self);
}

static GtkWidget *
action_row_new (CwTablePage   *self,
                CwMatchAction *action)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *cost = cw_table_page_cost_text (cw_match_action_get_cost (action));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_match_action_get_label (action));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cost);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  cw_table_page_attach_action (row, action);
  g_signal_connect_object (row, "activated", G_CALLBACK (on_row_activated), self, 0);
  return row;
}

static void
add_button (CwTablePage *self,
            GtkWidget   *button,
            gboolean     suggested)
{
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_flow_box_append (self->buttons_box, button);
}

static GtkWidget *
named_action_button_new (const char *label,
                         const char *action_name)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  return button;
}

static void
remove_all_children (GtkWidget *container)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (container)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (container))
        gtk_flow_box_remove (GTK_FLOW_BOX (container), child);
      else
        gtk_list_box_remove (GTK_LIST_BOX (container), child);
    }
}

static void
refresh_actions (CwTablePage *self)
{
  CwMatch *match = self->match;
  g_autoptr (GPtrArray) legal = cw_match_list_legal_actions (match);
  GtkWidget *replace_row = NULL;
  CwTurnStep step = cw_match_get_step (match);
  gboolean live = cw_table_page_match_is_live (self);
  guint n_rows = 0;

  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  /* The buttons are made anew after every action: keep the keyboard in the list. */
  gboolean had_focus = focus != NULL &&
                       (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->buttons_box)) ||
                        gtk_widget_is_ancestor (focus, GTK_WIDGET (self->actions_list)));

  remove_all_children (GTK_WIDGET (self->buttons_box));
  remove_all_children (GTK_WIDGET (self->actions_list));

  for (guint i = 0; i < legal->len; i++)
    {
      CwMatchAction *action = g_ptr_array_index (legal, i);
      g_autofree char *cost = cw_table_page_cost_text (cw_match_action_get_cost (action));
      g_autofree char *label = NULL;

      switch (cw_match_action_get_kind (action))
        {
        case CW_ACTION_DRAW:
          add_button (self, cw_table_page_action_button_new (self, _("_Draw a Card"), action), TRUE);
          break;
        case CW_ACTION_ROLL:
          add_button (self, named_action_button_new (_("_Roll"), "table.roll"), TRUE);
          break;
        case CW_ACTION_STORY_DRAW:
          /* Translators: the Story Action, with its cost. */
          label = g_strdup_printf (_("Draw a Card · %s"), cost);
          add_button (self, cw_table_page_action_button_new (self, label, action), FALSE);
          break;
        case CW_ACTION_END_ACTIONS:
          add_button (self, cw_table_page_action_button_new (self, _("_End Story Actions"), action), FALSE);
          break;
        case CW_ACTION_END_TURN:
          add_button (self, cw_table_page_action_button_new (self, _("End _Turn"), action), step == CW_TURN_STEP_BONUS_MOVE);
          break;
        case CW_ACTION_REPLACE_LOCATION:
          if (replace_row == NULL)
            {
              replace_row = adw_expander_row_new ();
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (replace_row), _("Replace a Location"));
              adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (replace_row),
                                             _("Its Characters and Objects stay with the new one"));
            }
          adw_expander_row_add_row (ADW_EXPANDER_ROW (replace_row), action_row_new (self, action));
          break;
        default:
          gtk_list_box_append (self->actions_list, action_row_new (self, action));
          n_rows++;
          break;
        }
    }
  if (replace_row != NULL)
    {
      gtk_list_box_append (self->actions_list, replace_row);
      n_rows++;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->actions_list), n_rows > 0);

  if (live)
    {
      add_button (self, named_action_button_new (_("_Play a Card…"), "table.play-card"), FALSE);
      add_button (self, named_action_button_new (_("Archive for _Gold Dice…"), "table.archive-for-dice"), FALSE);
    }
  else
    {
      add_button (self, named_action_button_new (_("_Score"), "table.score"), TRUE);
      add_button (self, named_action_button_new (_("_New Match…"), "table.new-match"), FALSE);
    }

  if (had_focus)
    {
      GtkFlowBoxChild *first = gtk_flow_box_get_child_at_index (self->buttons_box, 0);

      if (first != NULL)
        gtk_widget_grab_focus (gtk_flow_box_child_get_child (first));
    }
}

static void
on_peek_toggled (GtkToggleButton *toggle,
                 AdwActionRow    *row)
{
  const char *hidden = g_object_get_data (G_OBJECT (row), "cw-hidden-title");
  const char *card = g_object_get_data (G_OBJECT (row), "cw-card-title");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gtk_toggle_button_get_active (toggle) ? card : hidden);
}

/* One face-down Event of an Author, under their row: what it is stays hidden until its
 * Author looks, and "Trigger" turns it up when the rules allow. */
GtkWidget *
cw_table_page_face_down_event_row_new (CwTablePage *self,
                                       int          author,
                                       guint        piece,
                                       guint        number)
{
  CwMatch *match = self->match;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *peek = gtk_toggle_button_new ();
  g_autoptr (CwMatchAction) trigger = cw_match_action_new_trigger_event (author, piece);
  g_autoptr (GError) error = NULL;
  g_autofree char *hidden = NULL;
  g_autofree char *peek_tip = NULL;

  /* Translators: a face-down Event in the Authors list, numbered for its Author. */
  hidden = g_strdup_printf (_("Face-down Event %u"), number);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), hidden);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  g_object_set_data_full (G_OBJECT (row), "cw-hidden-title", g_steal_pointer (&hidden), g_free);
  g_object_set_data_full (G_OBJECT (row), "cw-card-title",
                          g_strdup (cw_card_get_title (cw_match_piece_get_card (match, piece))), g_free);
  gtk_widget_add_css_class (row, "face-down-event");

  gtk_button_set_icon_name (GTK_BUTTON (peek), "view-reveal-symbolic");
  gtk_widget_set_valign (peek, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (peek, "flat");
  /* Translators: the eye button of a face-down Event: only its Author should look. */
  peek_tip = g_strdup_printf (_("Show the card (for %s’s eyes only)"), cw_match_get_author_name (match, author));
  gtk_widget_set_tooltip_text (peek, peek_tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (peek), GTK_ACCESSIBLE_PROPERTY_LABEL, peek_tip, -1);
  g_signal_connect_object (peek, "toggled", G_CALLBACK (on_peek_toggled), row, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), peek);

  if (cw_match_check (match, trigger, &error))
    {
      GtkWidget *button = cw_table_page_action_button_new (self, _("_Trigger"), trigger);

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _("Turn it up now: it takes effect, then it is archived"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Its Author may turn it up at any time, in any turn"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
    }
  else
    /* The rule that keeps it face down now. */
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), error->message);
  return row;
}

static void
refresh_authors (CwTablePage *self)
{
  CwMatch *match = self->match;
  g_autoptr (GArray) score = cw_match_get_score (match);
  int current = cw_match_get_current_author (match);

  remove_all_children (GTK_WIDGET (self->authors_list));
  for (int a = 0; a < (int) cw_match_get_n_authors (match); a++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *vitality;
      g_autofree char *subtitle = NULL;
      g_autofree char *library = NULL;
      g_autofree char *total = NULL;
      int library_count = cw_match_get_library_count (match, a);
      g_autoptr (GArray) face_down = cw_match_get_face_down_events (match, a);
      guint n_events = face_down->len;

      if (library_count >= 0)
        library = g_strdup_printf (_("Library %d"), library_count);
      else
        library = g_strdup (_("no Library"));
      /* Translators: the cards of an Author, in the Authors list of the Table view. */
      subtitle = g_strdup_printf (_("Hand %d · %s · Archive %d"), cw_match_get_hand_count (match, a), library,
                                  cw_match_get_archive_count (match, a));
      if (n_events > 0)
        {
          /* Translators: appended to an Author's cards: the Events they keep face down. */
          g_autofree char *events = g_strdup_printf (ngettext (" · %u face-down Event", " · %u face-down Events", n_events),
                                                     n_events);
          g_autofree char *longer = g_strconcat (subtitle, events, NULL);

          g_free (subtitle);
          subtitle = g_steal_pointer (&longer);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_match_get_author_name (match, a));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), cw_table_page_colour_dot_new (cw_match_get_author_colour (match, a), 14));
      /* Translators: an Author's Vitality so far, the score. */
      total = g_strdup_printf (_("Vitality %d"), g_array_index (score, CwMatchScore, a).total);
      vitality = gtk_label_new (total);
      gtk_widget_add_css_class (vitality, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), vitality);
      if (a == current && cw_table_page_match_is_live (self))
        gtk_widget_add_css_class (row, "current-author");
      gtk_list_box_append (self->authors_list, row);

      for (guint i = 0; i < face_down->len; i++)
        {
          GtkWidget *event_row = cw_table_page_face_down_event_row_new (self, a, g_array_index (face_down, guint, i), i + 1);

          /* Set in under its Author's row. */
          gtk_widget_set_margin_start (event_row, 24);
          gtk_list_box_append (self->authors_list, event_row);
        }
    }
}

static void
refresh_log (CwTablePage *self)
{
  GPtrArray *log = cw_match_get_log (self->match);
  guint shown = 0;

  remove_all_children (GTK_WIDGET (self->log_list));
  g_clear_pointer (&self->last_log_line, g_free);

  /* Newest first: what just happened is what a player checks. */
  for (guint i = log->len; i > 0 && shown < LOG_LINES; i--, shown++)
    {
      const char *line = g_ptr_array_index (log, i - 1);
      GtkWidget *label = cw_table_page_caption_label_new (line, NULL);

      if (self->last_log_line == NULL)
        self->last_log_line = g_strdup (line);
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

void
cw_table_page_refresh (CwTablePage *self)
{
  gboolean has_match = self->match != NULL;

  cw_table_page_update_history (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", has_match && cw_match_can_undo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo", has_match && cw_match_can_redo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.roll", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.score", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.log", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.new-match", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.play-card", has_match && cw_table_page_match_is_live (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.archive-for-dice", has_match && cw_table_page_match_is_live (self));

  if (!has_match)
    return;

  refresh_turn_bar (self);
  refresh_tray (self);
  refresh_actions (self);
  refresh_authors (self);
  refresh_log (self);
  cw_table_page_refresh_popover (self);

  if (cw_match_get_phase (self->match) == CW_MATCH_PHASE_OVER && !self->score_shown)
    {
      self->score_shown = TRUE;
      cw_table_page_show_score_dialog (self);
    }
}
