/* cw-storyline-board-panel.c: what the Storyline board puts beside it (the shell hosts it between the
 * dice tray and the log): the actions the engine says are legal now, and the Authors. */
#include "cw-storyline-board-private.h"

#include <glib/gi18n.h>

#include "cw-text.h"
#include "cw-card.h"
#include "cw-dice.h"

static void
on_row_activated (AdwActionRow     *row,
                  CwStorylineBoard *self)
{
  _cw_storyline_board_on_action_activated (GTK_WIDGET (row), self);
}

static GtkWidget *
action_row_new (CwStorylineBoard *self,
                CwMatchAction    *action)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *cost = _cw_storyline_board_cost_text (cw_match_action_get_cost (action));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_match_action_get_label (action));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cost);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  _cw_storyline_board_attach_action (row, action);
  g_signal_connect_object (row, "activated", G_CALLBACK (on_row_activated), self, 0);
  return row;
}

static void
add_button (CwStorylineBoard *self,
            GtkWidget        *button,
            gboolean          suggested)
{
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_flow_box_append (self->buttons_box, button);
  /* The button is the stop for Tab, not the flow box's child around it as well: each action
   * took two presses of Tab, the first on an invisible frame where Return did nothing. */
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
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
on_board_action_clicked (GtkButton        *button,
                         CwStorylineBoard *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), g_object_get_data (G_OBJECT (button), "cw-board-action"), NULL);
}

/* The panel lies outside the board in the shell's side column, where the board's own actions
 * cannot be found by name: the button asks the board. */
static GtkWidget *
board_action_button_new (CwStorylineBoard *self,
                         const char       *label,
                         const char       *action_name)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_object_set_data (G_OBJECT (button), "cw-board-action", (gpointer) action_name);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_board_action_clicked), self, 0);
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

/* Archiving for Gold Bonus dice is no turn's action, so the engine's list leaves it out: asked
 * of the engine for one card, for each Author, since any of them may do it at any time. */
static gboolean
archive_is_legal (CwStorylineBoard *self)
{
  for (int a = 0; a < (int) cw_match_get_n_authors (self->match); a++)
    {
      g_autoptr (CwMatchAction) archive = cw_match_action_new_archive_for_dice (a, 1, NULL, 0);

      if (cw_match_check (self->match, archive, NULL))
        return TRUE;
    }
  return FALSE;
}

static void
refresh_actions (CwStorylineBoard *self)
{
  CwMatch *match = self->match;
  g_autoptr (GPtrArray) legal = cw_engine_list_legal (CW_ENGINE (match));
  GtkWidget *replace_row = NULL;
  CwTurnStep step = cw_match_get_step (match);
  gboolean live = _cw_storyline_board_is_live (self);
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
      g_autofree char *cost = _cw_storyline_board_cost_text (cw_match_action_get_cost (action));
      g_autofree char *label = NULL;

      switch (cw_match_action_get_kind (action))
        {
        case CW_ACTION_DRAW:
          add_button (self, _cw_storyline_board_action_button_new (self, _("_Draw a Card"), action), TRUE);
          break;
        case CW_ACTION_ROLL:
          add_button (self, named_action_button_new (_("_Roll"), "table.roll"), TRUE);
          break;
        case CW_ACTION_STORY_DRAW:
          /* Translators: the Story Action, with its cost. */
          label = g_strdup_printf (_("Draw a Card · %s"), cost);
          add_button (self, _cw_storyline_board_action_button_new (self, label, action), FALSE);
          break;
        case CW_ACTION_END_ACTIONS:
          add_button (self, _cw_storyline_board_action_button_new (self, _("_End Story Actions"), action), FALSE);
          break;
        case CW_ACTION_END_TURN:
          add_button (self, _cw_storyline_board_action_button_new (self, _("End _Turn"), action), step == CW_TURN_STEP_BONUS_MOVE);
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
      const char *play = _cw_storyline_board_play_label (self);

      /* Offered only when the engine would take a card now (an Event in step 4, say). */
      if (play != NULL)
        add_button (self, board_action_button_new (self, play, "board.play-card"), FALSE);
      if (archive_is_legal (self))
        add_button (self, board_action_button_new (self, _("Archive for _Gold Dice…"), "board.archive-for-dice"), FALSE);
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
_cw_storyline_board_face_down_event_row_new (CwStorylineBoard *self,
                                             int               author,
                                             guint             piece,
                                             guint             number)
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
  peek_tip = g_strdup_printf (cw_text_for_name (cw_match_get_author_name (match, author),
                                                _("Show the card (for %s’s eyes only)"),
                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                C_("name starts with a vowel", "Show the card (for %s’s eyes only)")),
                              cw_match_get_author_name (match, author));
  gtk_widget_set_tooltip_text (peek, peek_tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (peek), GTK_ACCESSIBLE_PROPERTY_LABEL, peek_tip, -1);
  g_signal_connect_object (peek, "toggled", G_CALLBACK (on_peek_toggled), row, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), peek);

  if (cw_match_check (match, trigger, &error))
    {
      GtkWidget *button = _cw_storyline_board_action_button_new (self, _("_Trigger"), trigger);

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
refresh_authors (CwStorylineBoard *self)
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
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), cw_colour_dot_new (cw_match_get_author_colour (match, a), 14));
      /* Translators: an Author's Vitality so far, the score. */
      total = g_strdup_printf (_("Vitality %d"), g_array_index (score, CwMatchScore, a).total);
      vitality = gtk_label_new (total);
      gtk_widget_add_css_class (vitality, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), vitality);
      if (a == current && _cw_storyline_board_is_live (self))
        gtk_widget_add_css_class (row, "current-player");
      gtk_list_box_append (self->authors_list, row);

      for (guint i = 0; i < face_down->len; i++)
        {
          GtkWidget *event_row = _cw_storyline_board_face_down_event_row_new (self, a, g_array_index (face_down, guint, i), i + 1);

          /* Set in under its Author's row. */
          gtk_widget_set_margin_start (event_row, 24);
          gtk_list_box_append (self->authors_list, event_row);
        }
    }
}

void
_cw_storyline_board_refresh_panel (CwStorylineBoard *self)
{
  gtk_widget_set_visible (self->panel, self->match != NULL);
  if (self->match == NULL)
    {
      remove_all_children (GTK_WIDGET (self->buttons_box));
      remove_all_children (GTK_WIDGET (self->actions_list));
      remove_all_children (GTK_WIDGET (self->authors_list));
      return;
    }
  refresh_actions (self);
  refresh_authors (self);
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

GtkWidget *
_cw_storyline_board_panel_new (CwStorylineBoard *self)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_flow_box_new ();
  GtkWidget *actions = gtk_list_box_new ();
  GtkWidget *authors = gtk_list_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (buttons), FALSE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (buttons), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (buttons), 6);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (actions), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (actions, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (authors), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (authors, "boxed-list");

  gtk_box_append (GTK_BOX (panel), heading_new (_("Actions")));
  gtk_box_append (GTK_BOX (panel), buttons);
  gtk_box_append (GTK_BOX (panel), actions);
  gtk_box_append (GTK_BOX (panel), heading_new (_("Authors")));
  gtk_box_append (GTK_BOX (panel), authors);
  gtk_widget_add_css_class (panel, "storyline-panel");

  self->buttons_box = GTK_FLOW_BOX (buttons);
  self->actions_list = GTK_LIST_BOX (actions);
  self->authors_list = GTK_LIST_BOX (authors);
  return panel;
}
