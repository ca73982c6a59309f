/* cw-od-board.c: the Table's board for Ód. The mine, legion, rows and hand are buttons, so a keyboard and
 * a screen reader reach every card; what each does comes only from the engine's legal list. The lines an
 * action writes in the log are told one at a time when there are several (a combat, a new turn). */
#include "cw-od-board.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "cw-od.h"

/* More lines than this from one action are told one at a time; a dig and what it found are read at once. */
#define STEPS_AT_ONCE 2

struct _CwOdBoard
{
  GtkWidget        parent_instance;

  GtkWidget       *box;
  GtkWidget       *legion_slots[CW_OD_N_RANKS];
  GtkWidget       *legion_caption;
  GtkWidget       *spaces[CW_OD_ROWS][CW_OD_COLUMNS];
  GtkWidget       *fungus[CW_OD_ROWS];
  GtkWidget       *ore[CW_OD_ROWS];
  GtkWidget       *hand_box;
  GPtrArray       *hand_buttons;     /* of GtkToggleButton, borrowed: reused so focus stays put */
  GtkWidget       *piles_label;
  GtkWidget       *steps_frame;
  GtkWidget       *steps_list;
  GtkWidget       *next_button;
  GtkWidget       *show_all_button;

  /* The side panel, hosted by the shell (a reference: the shell parents it). */
  GtkWidget       *panel;
  GtkWidget       *hint_label;
  GtkWidget       *actions_box;
  GPtrArray       *action_buttons;   /* of GtkButton, borrowed */
  GtkWidget       *end_turn_button;

  CwOdBoardSetup  *setup;
  CwSession       *session;
  CwOdEngine      *engine;
  GPtrArray       *legal;            /* of CwOdAction */

  guint8           selected;         /* a card in hand, or the discovered dwarf waiting */
  int              user_row;         /* a dwarf in the mine whose after-play uses are shown; -1 none */
  int              user_column;
  guint            log_known;        /* log lines the board has seen */
  guint            log_shown;        /* of them, told so far */
  guint            steps_start;      /* the first line of the last action */
  gboolean         refocus;          /* an action was performed from the board: the focus moves on */
};

static void cw_od_board_board_init (CwBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwOdBoard, cw_od_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (CW_TYPE_BOARD, cw_od_board_board_init))

static void refresh_view (CwOdBoard *self);
static void focus_after_steps (CwOdBoard *self);

/* ---- cards in words ---- */

static const char *const suit_symbols[] = { "♠", "♥", "♦", "♣" };

/* "7♥", "10♣", "A♠" */
static char *
card_text (guint8 card)
{
  char buf[4];

  cw_od_card_format (card, buf);
  buf[strlen (buf) - 1] = '\0';
  return g_strdup_printf ("%s%s", buf, suit_symbols[cw_od_card_suit (card)]);
}

/* "the dwarf 7♥": what a screen reader says of a card. */
static char *
card_words (guint8 card)
{
  g_autofree char *text = card_text (card);

  switch (cw_od_card_suit (card))
    {
    /* Translators: Ód: a spade, with its rank and suit. */
    case CW_OD_SPADES:   return g_strdup_printf (_("the demon %s"), text);
    /* Translators: Ód: a heart. */
    case CW_OD_HEARTS:   return g_strdup_printf (_("the dwarf %s"), text);
    /* Translators: Ód: a diamond. */
    case CW_OD_DIAMONDS: return g_strdup_printf (_("the ore %s"), text);
    /* Translators: Ód: a club. */
    default:             return g_strdup_printf (_("the fungus %s"), text);
    }
}

static void
set_card_class (GtkWidget *widget,
                guint8     card)
{
  gboolean red = card != CW_OD_NO_CARD &&
                 (cw_od_card_suit (card) == CW_OD_HEARTS || cw_od_card_suit (card) == CW_OD_DIAMONDS);

  if (red)
    gtk_widget_add_css_class (widget, "od-red");
  else
    gtk_widget_remove_css_class (widget, "od-red");
}

static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

static void
set_label (GtkWidget  *widget,
           const char *words)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
}

/* ---- the legal list ---- */

static const CwOdState *
state_of (CwOdBoard *self)
{
  return self->engine != NULL ? cw_od_engine_get_state (self->engine) : NULL;
}

/* Play waits while steps of the last action are still to be told, and a lost game takes no more. */
static gboolean
is_blocked (CwOdBoard *self)
{
  return self->log_shown < self->log_known;
}

static gboolean
action_is (const CwOdAction *action,
           CwOdActionKind    kind)
{
  return action->kind == (guint8) kind;
}

/* The legal dig or placing of the chosen card into a space. */
static CwOdAction *
find_into_space (CwOdBoard *self,
                 guint      row,
                 guint      column)
{
  if (self->selected == CW_OD_NO_CARD || self->legal == NULL)
    return NULL;
  for (guint i = 0; i < self->legal->len; i++)
    {
      CwOdAction *action = g_ptr_array_index (self->legal, i);

      if ((action_is (action, CW_OD_ACTION_DIG) || action_is (action, CW_OD_ACTION_PLACE)) &&
          action->card == self->selected && action->row == row && action->column == column)
        return action;
    }
  return NULL;
}

static CwOdAction *
find_pick (CwOdBoard *self,
           guint8     card)
{
  for (guint i = 0; self->legal != NULL && i < self->legal->len; i++)
    {
      CwOdAction *action = g_ptr_array_index (self->legal, i);

      if (action_is (action, CW_OD_ACTION_PICK) && action->card == card)
        return action;
    }
  return NULL;
}

static gboolean
has_uses (CwOdBoard *self,
          guint      row,
          guint      column)
{
  for (guint i = 0; self->legal != NULL && i < self->legal->len; i++)
    {
      CwOdAction *action = g_ptr_array_index (self->legal, i);

      if ((action_is (action, CW_OD_ACTION_MOVE_FUNGUS) || action_is (action, CW_OD_ACTION_DISCARD_ORE)) &&
          action->row == row && action->column == column)
        return TRUE;
    }
  return FALSE;
}

/* The ore or fungus of the chosen card to a row. */
static CwOdAction *
find_to_row (CwOdBoard *self,
             guint      row,
             gboolean   ore)
{
  if (self->selected == CW_OD_NO_CARD)
    return NULL;
  for (guint i = 0; self->legal != NULL && i < self->legal->len; i++)
    {
      CwOdAction *action = g_ptr_array_index (self->legal, i);

      if (action_is (action, ore ? CW_OD_ACTION_ORE : CW_OD_ACTION_FUNGUS) &&
          action->card == self->selected && action->target_row == row)
        return action;
    }
  return NULL;
}

static gboolean
card_has_action (CwOdBoard *self,
                 guint8     card)
{
  for (guint i = 0; self->legal != NULL && i < self->legal->len; i++)
    {
      CwOdAction *action = g_ptr_array_index (self->legal, i);

      if (action->card == card &&
          (action_is (action, CW_OD_ACTION_DIG) || action_is (action, CW_OD_ACTION_ORE) ||
           action_is (action, CW_OD_ACTION_FUNGUS) || action_is (action, CW_OD_ACTION_PLAY)))
        return TRUE;
    }
  return FALSE;
}

static void
perform (CwOdBoard  *self,
         CwOdAction *action)
{
  /* Held: the engine's ::changed rebuilds the legal list that owns it. */
  g_autoptr (CwOdAction) held = cw_od_action_ref (action);

  self->selected = CW_OD_NO_CARD;
  self->user_row = self->user_column = -1;
  self->refocus = TRUE;
  cw_board_perform (CW_BOARD (self), held);
  self->refocus = FALSE;
}

/* Where the keyboard goes next: the first of widgets that is offered. */
static gboolean
focus_first_sensitive (GtkWidget **widgets,
                       guint       n_widgets)
{
  for (guint i = 0; i < n_widgets; i++)
    if (widgets[i] != NULL && gtk_widget_get_sensitive (widgets[i]) && gtk_widget_get_visible (widgets[i]))
      return gtk_widget_grab_focus (widgets[i]);
  return FALSE;
}

/* The mine comes before the hand in the tab order; a card chosen sends the keyboard to where it may go. */
static void
focus_targets (CwOdBoard *self)
{
  GtkWidget *targets[CW_OD_ROWS * (CW_OD_COLUMNS + 2)];
  guint n = 0;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  for (guint r = 0; r < CW_OD_ROWS; r++)
    for (guint c = 0; c < CW_OD_COLUMNS; c++)
      if (gtk_widget_has_css_class (self->spaces[r][c], "od-lit"))
        targets[n++] = self->spaces[r][c];
  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      targets[n++] = self->fungus[r];
      targets[n++] = self->ore[r];
    }
  if (!focus_first_sensitive (targets, n) && self->action_buttons->len > 0)
    focus_first_sensitive ((GtkWidget **) self->action_buttons->pdata, self->action_buttons->len);
}

/* ---- clicks ---- */

static void
on_space_clicked (GtkButton *button,
                  CwOdBoard *self)
{
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cw-row"));
  guint column = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cw-column"));
  const CwOdState *state = state_of (self);
  CwOdAction *action;

  if (state == NULL || is_blocked (self))
    return;
  if ((action = find_into_space (self, row, column)) != NULL)
    perform (self, action);
  else if (state->mine[row][column].kind == CW_OD_SPACE_DWARF &&
           (action = find_pick (self, state->mine[row][column].card)) != NULL)
    perform (self, action);
  else if (has_uses (self, row, column))
    {
      gboolean same = self->user_row == (int) row && self->user_column == (int) column;

      /* Choosing a dwarf to use puts the card in hand down, and the other way round. */
      self->selected = state->phase == CW_OD_PHASE_PLACE_DWARF ? state->pending_card : CW_OD_NO_CARD;
      self->user_row = same ? -1 : (int) row;
      self->user_column = same ? -1 : (int) column;
      refresh_view (self);
    }
}

static void
on_row_end_clicked (GtkButton *button,
                    CwOdBoard *self)
{
  guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cw-row"));
  gboolean ore = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cw-ore"));
  const CwOdState *state = state_of (self);
  const CwOdPile *pile;
  CwOdAction *action;

  if (state == NULL || is_blocked (self))
    return;
  pile = ore ? &state->ore[row] : &state->fungus[row];
  if ((action = find_to_row (self, row, ore)) != NULL)
    perform (self, action);
  else if (pile->n > 0 && (action = find_pick (self, pile->cards[pile->n - 1])) != NULL)
    perform (self, action);
}

static void
on_hand_clicked (GtkButton *button,
                 CwOdBoard *self)
{
  guint8 card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "cw-card"));

  if (state_of (self) == NULL || is_blocked (self))
    return;
  self->selected = self->selected == card || !card_has_action (self, card) ? CW_OD_NO_CARD : card;
  self->user_row = self->user_column = -1;
  refresh_view (self);
  if (self->selected != CW_OD_NO_CARD)
    focus_targets (self);
}

static void
on_action_button_clicked (GtkButton *button,
                          CwOdBoard *self)
{
  CwOdAction *action = g_object_get_data (G_OBJECT (button), "cw-action");

  if (action != NULL && !is_blocked (self))
    perform (self, action);
}

static void
on_end_turn_clicked (CwOdBoard *self)
{
  for (guint i = 0; self->legal != NULL && i < self->legal->len; i++)
    if (action_is (g_ptr_array_index (self->legal, i), CW_OD_ACTION_END_TURN) && !is_blocked (self))
      {
        perform (self, g_ptr_array_index (self->legal, i));
        return;
      }
}

/* After a move or its steps: the keyboard goes to the discovered dwarf's spaces, else the hand, else
 * what the panel offers (End the Turn, picks). */
static void
focus_after_steps (CwOdBoard *self)
{
  const CwOdState *state = state_of (self);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (state != NULL && state->phase == CW_OD_PHASE_PLACE_DWARF)
    focus_targets (self);
  else if (!focus_first_sensitive ((GtkWidget **) self->hand_buttons->pdata, self->hand_buttons->len) &&
           !focus_first_sensitive (&self->end_turn_button, 1))
    focus_first_sensitive ((GtkWidget **) self->action_buttons->pdata, self->action_buttons->len);
}

static void
on_next_step_clicked (CwOdBoard *self)
{
  if (self->log_shown < self->log_known)
    self->log_shown++;
  refresh_view (self);
  /* The shell's log gains the line, and once the last is told, the game's end may show. */
  cw_board_notify_revealed (CW_BOARD (self));
  if (self->log_shown == self->log_known)
    focus_after_steps (self);
}

static void
on_show_all_clicked (CwOdBoard *self)
{
  self->log_shown = self->log_known;
  refresh_view (self);
  cw_board_notify_revealed (CW_BOARD (self));
  focus_after_steps (self);
}

static void
clear_selection (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CwOdBoard *self = CW_OD_BOARD (widget);
  const CwOdState *state = state_of (self);

  self->selected = state != NULL && state->phase == CW_OD_PHASE_PLACE_DWARF ? state->pending_card : CW_OD_NO_CARD;
  self->user_row = self->user_column = -1;
  refresh_view (self);
}

/* ---- drawing the state ---- */

static void
refresh_legion (CwOdBoard       *self,
                const CwOdState *state)
{
  guint16 lit = 0;
  guint n = 0, longest = 0;

  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    if (state != NULL && (state->legion & (1u << bit)))
      {
        guint16 run = cw_od_legion_run (state->legion, bit);
        guint length = g_bit_storage (run) - g_bit_nth_lsf (run, -1);

        n++;
        longest = MAX (longest, length);
        /* "5 or more consecutive cards" make a straight; longer runs than 4 are lit as the danger they are. */
        if (length >= 5)
          lit |= run;
      }
  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    {
      GtkWidget *slot = self->legion_slots[bit];
      gboolean present = state != NULL && (state->legion & (1u << bit));
      guint8 card = cw_od_card_make (CW_OD_SPADES, bit + 2);
      g_autofree char *text = card_text (card);
      g_autofree char *words = card_words (card);

      gtk_label_set_text (GTK_LABEL (slot), present ? text : "");
      set_class (slot, "od-demon", present);
      set_class (slot, "od-straight", (lit & (1u << bit)) != 0);
      gtk_widget_set_tooltip_text (slot, present ? words : NULL);
    }
  {
    g_autofree char *caption = NULL;

    if (n == 0)
      caption = g_strdup (_("The legion: no demon yet"));
    else
      /* Translators: Ód: above the mine; the legion's demons and its longest run of consecutive ranks. */
      caption = g_strdup_printf (ngettext ("The legion: %u demon, longest run %u (5 attack)",
                                           "The legion: %u demons, longest run %u (5 attack)", n), n, longest);
    gtk_label_set_text (GTK_LABEL (self->legion_caption), caption);
  }
}

static void
refresh_mine (CwOdBoard       *self,
              const CwOdState *state)
{
  gboolean blocked = is_blocked (self);

  for (guint r = 0; r < CW_OD_ROWS; r++)
    for (guint c = 0; c < CW_OD_COLUMNS; c++)
      {
        GtkWidget *button = self->spaces[r][c];
        GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
        const CwOdSpace *space = state != NULL ? &state->mine[r][c] : NULL;
        gboolean into = find_into_space (self, r, c) != NULL;
        gboolean pick = space != NULL && space->kind == CW_OD_SPACE_DWARF && find_pick (self, space->card) != NULL;
        gboolean use = has_uses (self, r, c);
        gboolean user = self->user_row == (int) r && self->user_column == (int) c;
        g_autofree char *text = NULL;
        g_autofree char *words = NULL;
        g_autofree char *what = NULL;

        if (space == NULL || space->kind == CW_OD_SPACE_FACE_DOWN)
          {
            text = g_strdup ("");
            /* Translators: Ód: a mine space that has not been dug. */
            what = g_strdup (_("face down"));
          }
        else if (space->kind == CW_OD_SPACE_VOID)
          {
            text = g_strdup ("—");
            /* Translators: Ód: a mine space left empty until a new mine. */
            what = g_strdup (_("void"));
          }
        else
          {
            text = card_text (space->card);
            what = card_words (space->card);
          }
        gtk_label_set_text (GTK_LABEL (label), text);
        set_card_class (button, space != NULL && space->kind == CW_OD_SPACE_DWARF ? space->card : CW_OD_NO_CARD);
        set_class (button, "od-face-down", space == NULL || space->kind == CW_OD_SPACE_FACE_DOWN);
        set_class (button, "od-face-up", space != NULL && space->kind == CW_OD_SPACE_DWARF);
        set_class (button, "od-void", space != NULL && space->kind == CW_OD_SPACE_VOID);
        set_class (button, "od-lit", !blocked && (into || pick));
        set_class (button, "od-selected", user);
        gtk_widget_set_sensitive (button, !blocked && (into || pick || use));
        /* Translators: Ód: a mine space for a screen reader: "row 1, column 3: face down". */
        words = g_strdup_printf (_("Row %u, column %u: %s"), r + 1, c + 1, what);
        set_label (button, words);
        gtk_widget_set_tooltip_text (button, into ? _("Dig here") : pick ? _("Pick for the next hand")
                                     : use ? _("Use this dwarf: void its space") : NULL);
      }
}

static void
refresh_row_ends (CwOdBoard       *self,
                  const CwOdState *state)
{
  gboolean blocked = is_blocked (self);

  for (guint r = 0; r < CW_OD_ROWS; r++)
    for (guint side = 0; side < 2; side++)
      {
        gboolean ore = side == 1;
        GtkWidget *button = ore ? self->ore[r] : self->fungus[r];
        const CwOdPile *pile = state != NULL ? (ore ? &state->ore[r] : &state->fungus[r]) : NULL;
        g_autoptr (GString) text = g_string_new (NULL);
        g_autoptr (GString) words = g_string_new (NULL);
        gboolean to_row = find_to_row (self, r, ore) != NULL;
        gboolean pick = pile != NULL && pile->n > 0 && find_pick (self, pile->cards[pile->n - 1]) != NULL;

        for (guint i = 0; pile != NULL && i < pile->n; i++)
          {
            g_autofree char *card = card_text (pile->cards[i]);

            /* Two a line: a long pile of ore grows the row a little, not the mine. */
            g_string_append_printf (text, "%s%s", i == 0 ? "" : i % 2 ? " " : "\n", card);
            g_string_append_printf (words, "%s%s", i ? ", " : "", card);
          }
        gtk_label_set_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), text->str);
        set_class (button, "od-red", ore);
        set_class (button, "od-lit", !blocked && (to_row || pick));
        gtk_widget_set_sensitive (button, !blocked && (to_row || pick));
        {
          g_autofree char *label = g_strdup_printf (ore ? _("Ore of row %u: %s") : _("Fungus of row %u: %s"), r + 1,
                                                    /* Translators: Ód: no card beside a row. */
                                                    words->len > 0 ? words->str : _("none"));
          set_label (button, label);
          gtk_widget_set_tooltip_text (button, label);
        }
      }
}

static void
refresh_hand (CwOdBoard       *self,
              const CwOdState *state)
{
  guint n = state != NULL ? state->hand.n : 0;
  gboolean blocked = is_blocked (self);

  while (self->hand_buttons->len < n)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label ("");

      gtk_widget_add_css_class (button, "od-card");
      gtk_widget_add_css_class (button, "od-face-up");
      g_signal_connect_object (button, "clicked", G_CALLBACK (on_hand_clicked), self, 0);
      gtk_box_append (GTK_BOX (self->hand_box), button);
      g_ptr_array_add (self->hand_buttons, button);
    }
  for (guint i = 0; i < self->hand_buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->hand_buttons, i);

      gtk_widget_set_visible (button, i < n);
      if (i < n)
        {
          guint8 card = state->hand.cards[i];
          g_autofree char *text = card_text (card);
          g_autofree char *words = card_words (card);

          g_object_set_data (G_OBJECT (button), "cw-card", GUINT_TO_POINTER (card));
          gtk_button_set_label (GTK_BUTTON (button), text);
          set_card_class (button, card);
          set_label (button, words);
          /* Set before the signal could matter: "clicked" is not emitted by set_active. */
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), card == self->selected);
          gtk_widget_set_sensitive (button, !blocked && card_has_action (self, card));
        }
    }
}

static void
remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

static void
add_action_button (CwOdBoard  *self,
                   CwOdAction *action,
                   const char *label)
{
  GtkWidget *button = gtk_button_new_with_label (label != NULL ? label
                                                 : cw_engine_action_get_label (CW_ENGINE (self->engine), action));
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  gtk_label_set_wrap (GTK_LABEL (child), TRUE);
  gtk_label_set_xalign (GTK_LABEL (child), 0);
  g_object_set_data_full (G_OBJECT (button), "cw-action", cw_od_action_ref (action),
                          (GDestroyNotify) cw_od_action_unref);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_action_button_clicked), self, 0);
  gtk_box_append (GTK_BOX (self->actions_box), button);
  g_ptr_array_add (self->action_buttons, button);
}

static void
refresh_panel (CwOdBoard       *self,
               const CwOdState *state)
{
  gboolean blocked = is_blocked (self);
  gboolean can_end = FALSE;
  const char *hint;

  remove_children (self->actions_box);
  g_ptr_array_set_size (self->action_buttons, 0);

  for (guint i = 0; !blocked && self->legal != NULL && i < self->legal->len; i++)
    {
      CwOdAction *action = g_ptr_array_index (self->legal, i);

      switch ((CwOdActionKind) action->kind)
        {
        case CW_OD_ACTION_DISCARD:
          add_action_button (self, action, _("_Discard the Discovered Dwarf"));
          break;
        case CW_OD_ACTION_PLAY:
          if (action->card == self->selected)
            add_action_button (self, action, NULL);
          break;
        case CW_OD_ACTION_PICK:
          add_action_button (self, action, NULL);
          break;
        case CW_OD_ACTION_MOVE_FUNGUS:
        case CW_OD_ACTION_DISCARD_ORE:
          if (action->row == self->user_row && action->column == self->user_column)
            add_action_button (self, action, NULL);
          break;
        case CW_OD_ACTION_END_TURN:
          can_end = TRUE;
          break;
        default:
          break;
        }
    }
  for (guint i = 0; i < self->action_buttons->len; i++)
    gtk_button_set_use_underline (g_ptr_array_index (self->action_buttons, i), TRUE);
  gtk_widget_set_visible (self->actions_box, self->action_buttons->len > 0);
  gtk_widget_set_sensitive (self->end_turn_button, can_end);

  /* The steps first: the loss is theirs to tell. */
  if (state == NULL)
    hint = NULL;
  else if (blocked)
    hint = _("Read what happened, step by step: Next Step.");
  else if (state->phase == CW_OD_PHASE_LOST)
    hint = _("The game is lost. Undo to try another way, or start a new game.");
  else if (state->phase == CW_OD_PHASE_PLACE_DWARF)
    hint = _("A dwarf was discovered: choose a lit space next to where it was found, or discard it.");
  else if (state->phase == CW_OD_PHASE_PICK)
    hint = _("The mine is complete: pick face-up cards for the next hand.");
  else if (self->user_row >= 0)
    hint = _("Choose how this dwarf is used; its space becomes void.");
  else if (self->selected != CW_OD_NO_CARD)
    hint = cw_od_card_suit (self->selected) == CW_OD_HEARTS
           ? _("Choose a lit mine card for the dwarf to dig.")
           : _("Choose the lit side of a row for this card.");
  else if (state->use_open)
    hint = _("Choose a card in your hand, a dwarf in the mine to use it, or end the turn.");
  else
    hint = _("Choose a card in your hand, or end the turn.");
  gtk_label_set_text (GTK_LABEL (self->hint_label), hint != NULL ? hint : "");
}

static void
refresh_steps (CwOdBoard *self)
{
  GPtrArray *log = self->engine != NULL ? cw_engine_get_log (CW_ENGINE (self->engine)) : NULL;
  guint left = self->log_known - self->log_shown;

  remove_children (self->steps_list);
  for (guint i = self->steps_start; log != NULL && i < self->log_shown && i < log->len; i++)
    {
      GtkWidget *label = gtk_label_new (g_ptr_array_index (log, i));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* As wide as the mine, not as the sentence. */
      gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
      if (i + 1 == self->log_shown && left > 0)
        gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (self->steps_list), label);
    }
  gtk_widget_set_visible (self->steps_frame, self->steps_start < self->log_shown);
  gtk_widget_set_visible (self->next_button, left > 0);
  gtk_widget_set_visible (self->show_all_button, left > 1);
  if (left > 0)
    {
      /* Translators: Ód: the button that tells the next step of a combat or turn; how many are left. */
      g_autofree char *label = g_strdup_printf (ngettext ("_Next Step (%u more)", "_Next Step (%u more)", left), left);

      gtk_button_set_label (GTK_BUTTON (self->next_button), label);
    }
}

static void
refresh_view (CwOdBoard *self)
{
  const CwOdState *state = state_of (self);

  if (state != NULL && state->phase == CW_OD_PHASE_PLACE_DWARF)
    self->selected = state->pending_card;
  else if (self->selected != CW_OD_NO_CARD && !card_has_action (self, self->selected))
    self->selected = CW_OD_NO_CARD;
  if (self->user_row >= 0 && !has_uses (self, self->user_row, self->user_column))
    self->user_row = self->user_column = -1;

  refresh_legion (self, state);
  refresh_mine (self, state);
  refresh_row_ends (self, state);
  refresh_hand (self, state);
  refresh_steps (self);
  refresh_panel (self, state);

  if (state != NULL)
    {
      /* Translators: Ód: under the hand. */
      g_autofree char *piles = g_strdup_printf (_("Draw pile: %u · Discard pile: %u · Mines completed: %u"),
                                                state->draw.n, state->discard.n, state->mines_completed);

      gtk_label_set_text (GTK_LABEL (self->piles_label), piles);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->piles_label), "");
}

/* New lines in the log since the last look: several are told one at a time. */
static void
take_new_log_lines (CwOdBoard *self)
{
  guint len = self->engine != NULL ? cw_engine_get_log (CW_ENGINE (self->engine))->len : 0;

  if (len < self->log_known)
    /* An undo replayed the match: nothing new to tell. */
    self->steps_start = self->log_shown = self->log_known = len;
  else if (len > self->log_known)
    {
      self->steps_start = self->log_known;
      self->log_shown = len - self->log_known > STEPS_AT_ONCE ? self->log_known + 1 : len;
      self->log_known = len;
    }
}

/* ---- CwBoard ---- */

static void
cw_od_board_set_session (CwBoard   *board,
                         CwSession *session)
{
  CwOdBoard *self = CW_OD_BOARD (board);

  g_set_object (&self->session, session);
  cw_od_board_setup_set_session (self->setup, session);
}

static GtkWidget *
cw_od_board_get_setup_form (CwBoard *board)
{
  return GTK_WIDGET (CW_OD_BOARD (board)->setup);
}

static CwEngine *
cw_od_board_create_engine (CwBoard  *board,
                           guint32   seed,
                           GError  **error)
{
  return cw_od_board_setup_create_engine (CW_OD_BOARD (board)->setup, seed, error);
}

static void
cw_od_board_refresh (CwBoard *board)
{
  CwOdBoard *self = CW_OD_BOARD (board);
  gboolean was_blocked = is_blocked (self);

  g_clear_pointer (&self->legal, g_ptr_array_unref);
  if (self->engine != NULL)
    self->legal = cw_engine_list_legal (CW_ENGINE (self->engine));
  take_new_log_lines (self);
  refresh_view (self);
  /* The eye, and the keyboard, go to the step to read; else, after a move, to what may come next. */
  if (!was_blocked && is_blocked (self) && gtk_widget_get_mapped (self->next_button))
    gtk_widget_grab_focus (self->next_button);
  else if (self->refocus)
    focus_after_steps (self);
}

static void
cw_od_board_set_engine (CwBoard  *board,
                        CwEngine *engine)
{
  CwOdBoard *self = CW_OD_BOARD (board);

  g_return_if_fail (engine == NULL || CW_IS_OD_ENGINE (engine));

  g_set_object (&self->engine, (CwOdEngine *) engine);
  self->selected = CW_OD_NO_CARD;
  self->user_row = self->user_column = -1;
  /* A match resumed or started: its past is in the log, not told again. */
  self->log_known = self->log_shown = self->steps_start =
    engine != NULL ? cw_engine_get_log (engine)->len : 0;
  cw_od_board_refresh (board);
}

static CwEngine *
cw_od_board_get_engine (CwBoard *board)
{
  CwOdBoard *self = CW_OD_BOARD (board);

  return self->engine != NULL ? CW_ENGINE (self->engine) : NULL;
}

static const CwBoardStep steps[] = {
  /* Translators: Ód: a part of a turn, short. */
  { N_("Play"), N_("Play cards from your hand, use a dwarf after a card, end the turn") },
  /* Translators: Ód: a part of a turn, short. */
  { N_("Place"), N_("A discovered dwarf goes next to where it was found, or is discarded") },
  /* Translators: Ód: a part of a turn, short. */
  { N_("Pick"), N_("The mine is complete: pick 4 face-up cards as the next hand") },
};

static const CwBoardStep *
cw_od_board_get_steps (CwBoard *board,
                       guint   *n_steps)
{
  *n_steps = G_N_ELEMENTS (steps);
  return steps;
}

static void
cw_od_board_describe_turn (CwBoard     *board,
                           CwBoardTurn *turn)
{
  CwOdBoard *self = CW_OD_BOARD (board);
  const CwOdState *state = state_of (self);

  if (state == NULL)
    return;
  /* While the steps of the last move are told, the bar keeps the turn: the loss is for the last
   * step to tell (the shell asks again after each one). */
  if (state->phase == CW_OD_PHASE_LOST && is_blocked (self))
    turn->title = g_strdup_printf (_("%s · turn %u"), cw_engine_get_player_name (CW_ENGINE (self->engine), 0),
                                   state->turn);
  else if (state->phase == CW_OD_PHASE_LOST && g_strcmp0 (state->lost_reason, "royal") == 0)
    turn->title = g_strdup (_("The game is lost: a royal straight stands in the legion"));
  else if (state->phase == CW_OD_PHASE_LOST)
    /* Translators: Ód: the turn bar once the game is lost. */
    turn->title = g_strdup_printf (_("The game is lost: row %u is all void"), state->lost_row + 1);
  else
    /* Translators: Ód: the turn bar: the player, the turn. */
    turn->title = g_strdup_printf (_("%s · turn %u"), cw_engine_get_player_name (CW_ENGINE (self->engine), 0),
                                   state->turn);
  /* Lost, but not told yet: still the turn's play, as the title says. */
  if (state->phase == CW_OD_PHASE_LOST)
    turn->step = is_blocked (self) ? (int) CW_OD_PHASE_PLAY : -1;
  else
    turn->step = (int) state->phase;
  /* No figure beside the title: the book forbids a score, and the count of mines completed
   * (under the hand) is no balance to watch; at 360 px the title keeps the room. */
}

/* The end of a game: why it is lost and how many mines were completed; never a score. */
static GtkWidget *
cw_od_board_create_score_view (CwBoard *board)
{
  CwOdBoard *self = CW_OD_BOARD (board);
  const CwOdState *state = state_of (self);
  g_autoptr (GString) text = g_string_new (NULL);
  GtkWidget *label;

  if (state == NULL)
    return NULL;
  if (state->phase == CW_OD_PHASE_LOST && g_strcmp0 (state->lost_reason, "royal") == 0)
    g_string_append (text, _("The game is lost: a royal straight stands in the legion"));
  else if (state->phase == CW_OD_PHASE_LOST)
    g_string_append_printf (text, _("The game is lost: row %u is all void"), state->lost_row + 1);
  else
    /* Translators: Ód: the score dialog opened before the game is over. */
    g_string_append_printf (text, _("Turn %u, the game goes on."), state->turn);
  g_string_append_c (text, '\n');
  /* Translators: Ód: in the dialog at the end of a game. */
  g_string_append_printf (text, ngettext ("%u mine completed. Ód keeps no score: the book forbids one.",
                                          "%u mines completed. Ód keeps no score: the book forbids one.",
                                          state->mines_completed), state->mines_completed);
  label = gtk_label_new (text->str);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  return label;
}

static GtkWidget *
cw_od_board_get_side_panel (CwBoard *board)
{
  return CW_OD_BOARD (board)->panel;
}

static guint
cw_od_board_get_revealed_lines (CwBoard *board)
{
  return CW_OD_BOARD (board)->log_shown;
}

static void
cw_od_board_reveal_all (CwBoard *board)
{
  CwOdBoard *self = CW_OD_BOARD (board);

  if (is_blocked (self))
    on_show_all_clicked (self);
}

static void
cw_od_board_board_init (CwBoardInterface *iface)
{
  iface->set_session = cw_od_board_set_session;
  iface->get_setup_form = cw_od_board_get_setup_form;
  iface->create_engine = cw_od_board_create_engine;
  iface->set_engine = cw_od_board_set_engine;
  iface->get_engine = cw_od_board_get_engine;
  iface->refresh = cw_od_board_refresh;
  iface->get_steps = cw_od_board_get_steps;
  iface->describe_turn = cw_od_board_describe_turn;
  iface->get_side_panel = cw_od_board_get_side_panel;
  iface->create_score_view = cw_od_board_create_score_view;
  iface->get_revealed_lines = cw_od_board_get_revealed_lines;
  iface->reveal_all = cw_od_board_reveal_all;
}

/* ---- getters ---- */

CwOdBoardSetup *
cw_od_board_get_setup (CwOdBoard *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  return self->setup;
}

GtkWidget *
cw_od_board_get_space_button (CwOdBoard *self,
                              guint      row,
                              guint      column)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  g_return_val_if_fail (row < CW_OD_ROWS && column < CW_OD_COLUMNS, NULL);
  return self->spaces[row][column];
}

GtkWidget *
cw_od_board_get_hand_button (CwOdBoard *self,
                             guint      index)
{
  const CwOdState *state;

  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  state = state_of (self);
  return state != NULL && index < state->hand.n && index < self->hand_buttons->len
         ? g_ptr_array_index (self->hand_buttons, index) : NULL;
}

GtkWidget *
cw_od_board_get_row_end_button (CwOdBoard *self,
                                guint      row,
                                gboolean   ore)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  g_return_val_if_fail (row < CW_OD_ROWS, NULL);
  return ore ? self->ore[row] : self->fungus[row];
}

guint8
cw_od_board_get_selected_card (CwOdBoard *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), CW_OD_NO_CARD);
  return self->selected;
}

GPtrArray *
cw_od_board_list_action_buttons (CwOdBoard *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  return self->action_buttons;
}

GtkWidget *
cw_od_board_get_end_turn_button (CwOdBoard *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  return self->end_turn_button;
}

guint
cw_od_board_get_n_steps_shown (CwOdBoard *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), 0);
  return self->log_shown - self->steps_start;
}

guint
cw_od_board_get_n_steps_left (CwOdBoard *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), 0);
  return self->log_known - self->log_shown;
}

const char *
cw_od_board_get_step_line (CwOdBoard *self,
                           guint      index)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  if (self->engine == NULL || self->steps_start + index >= self->log_shown)
    return NULL;
  return g_ptr_array_index (cw_engine_get_log (CW_ENGINE (self->engine)), self->steps_start + index);
}

GtkWidget *
cw_od_board_get_next_step_button (CwOdBoard *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  return self->next_button;
}

GtkWidget *
cw_od_board_get_show_all_button (CwOdBoard *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD (self), NULL);
  return self->show_all_button;
}

/* ---- building ---- */

static void
install_style (void)
{
  static gboolean done = FALSE;
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr (GtkCssProvider) provider = NULL;

  if (done || display == NULL)
    return;
  done = TRUE;
  provider = gtk_css_provider_new ();
  /* Red suits take the theme's error colour: the one red that Adwaita keeps readable in dark and
   * high-contrast styles. Lit: what the chosen card may do. */
  gtk_css_provider_load_from_data (provider,
    "odboard .od-card { min-width: 46px; min-height: 62px; padding: 2px; border-radius: 6px;"
    "  font-weight: bold; font-size: 1.15em; }\n"
    "odboard .od-card:disabled { filter: none; }\n"
    "odboard .od-face-down { background: alpha(@accent_bg_color, 0.35); }\n"
    "odboard .od-face-down.od-lit { background: @accent_bg_color; }\n"
    "odboard .od-face-up { background: @card_bg_color; color: @card_fg_color;"
    "  box-shadow: inset 0 0 0 1px alpha(currentColor, 0.2); }\n"
    "odboard .od-void { background: none; box-shadow: inset 0 0 0 1px alpha(currentColor, 0.2); }\n"
    "odboard .od-void label { opacity: 0.4; }\n"
    "odboard .od-red, odboard .od-red label { color: @error_color; }\n"
    "odboard .od-lit { box-shadow: 0 0 0 3px @accent_color; }\n"
    "odboard .od-selected, odboard button.od-card:checked { box-shadow: 0 0 0 3px @accent_color;"
    "  background: alpha(@accent_bg_color, 0.25); }\n"
    "odboard .od-row-end { min-width: 32px; padding: 2px; font-size: 0.8em; }\n"
    "odboard .od-row-end:disabled { filter: none; }\n"
    "odboard .od-legion-slot { min-width: 20px; min-height: 30px; font-size: 0.8em; font-weight: bold;"
    "  border-radius: 4px; box-shadow: inset 0 0 0 1px alpha(currentColor, 0.12); }\n"
    "odboard .od-demon { background: @card_bg_color; box-shadow: inset 0 0 0 1px alpha(currentColor, 0.35); }\n"
    "odboard .od-straight { background: alpha(@warning_color, 0.45); box-shadow: inset 0 0 0 2px @warning_color; }\n"
    "odboard .od-steps { background: alpha(@accent_bg_color, 0.08); border-radius: 8px; padding: 8px; }\n", -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static GtkWidget *
caption_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static GtkWidget *
card_button_new (const char *css_class)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, css_class);
  return button;
}

static void
build_board (CwOdBoard *self)
{
  GtkWidget *legion = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *steps_buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *scroller;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_top (self->box, 8);
  gtk_widget_set_margin_bottom (self->box, 8);
  gtk_widget_set_margin_start (self->box, 8);
  gtk_widget_set_margin_end (self->box, 8);
  gtk_widget_set_halign (self->box, GTK_ALIGN_CENTER);

  /* The legion above the mine, 2 to A, so a straight reads left to right. */
  self->legion_caption = caption_new (NULL);
  gtk_box_append (GTK_BOX (self->box), self->legion_caption);
  gtk_widget_set_halign (legion, GTK_ALIGN_CENTER);
  for (guint bit = 0; bit < CW_OD_N_RANKS; bit++)
    {
      self->legion_slots[bit] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->legion_slots[bit], "od-legion-slot");
      gtk_box_append (GTK_BOX (legion), self->legion_slots[bit]);
    }
  gtk_box_append (GTK_BOX (self->box), legion);

  /* Fungus | the four spaces | ore, row 1 next to the legion. */
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  /* Which side is which: fungus left, ore right, as the book lays them. */
  for (guint side = 0; side < 2; side++)
    {
      GtkWidget *header = gtk_label_new (suit_symbols[side ? CW_OD_DIAMONDS : CW_OD_CLUBS]);

      gtk_widget_set_tooltip_text (header, side ? _("Ore") : _("Fungus"));
      gtk_widget_add_css_class (header, "dim-label");
      if (side)
        gtk_widget_add_css_class (header, "od-red");
      gtk_grid_attach (GTK_GRID (grid), header, side ? CW_OD_COLUMNS + 1 : 0, 0, 1, 1);
    }
  for (guint r = 0; r < CW_OD_ROWS; r++)
    {
      self->fungus[r] = card_button_new ("od-row-end");
      self->ore[r] = card_button_new ("od-row-end");
      g_object_set_data (G_OBJECT (self->fungus[r]), "cw-row", GUINT_TO_POINTER (r));
      g_object_set_data (G_OBJECT (self->ore[r]), "cw-row", GUINT_TO_POINTER (r));
      g_object_set_data (G_OBJECT (self->ore[r]), "cw-ore", GUINT_TO_POINTER (TRUE));
      g_signal_connect_object (self->fungus[r], "clicked", G_CALLBACK (on_row_end_clicked), self, 0);
      g_signal_connect_object (self->ore[r], "clicked", G_CALLBACK (on_row_end_clicked), self, 0);
      gtk_grid_attach (GTK_GRID (grid), self->fungus[r], 0, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), self->ore[r], CW_OD_COLUMNS + 1, r + 1, 1, 1);
      for (guint c = 0; c < CW_OD_COLUMNS; c++)
        {
          GtkWidget *button = card_button_new ("od-card");

          g_object_set_data (G_OBJECT (button), "cw-row", GUINT_TO_POINTER (r));
          g_object_set_data (G_OBJECT (button), "cw-column", GUINT_TO_POINTER (c));
          g_signal_connect_object (button, "clicked", G_CALLBACK (on_space_clicked), self, 0);
          gtk_grid_attach (GTK_GRID (grid), button, c + 1, r + 1, 1, 1);
          self->spaces[r][c] = button;
        }
    }
  gtk_box_append (GTK_BOX (self->box), grid);

  gtk_box_append (GTK_BOX (self->box), caption_new (_("Your hand")));
  self->hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  /* A long hand scrolls instead of widening the board, so the mine stays where the eye (and the mouse) left it. */
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), FALSE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->hand_box);
  gtk_widget_set_size_request (self->hand_box, -1, 60);
  gtk_widget_set_margin_start (self->hand_box, 4);
  gtk_widget_set_margin_end (self->hand_box, 4);
  gtk_widget_set_margin_top (self->hand_box, 4);
  gtk_widget_set_margin_bottom (self->hand_box, 4);
  gtk_box_append (GTK_BOX (self->box), scroller);

  self->piles_label = caption_new (NULL);
  gtk_box_append (GTK_BOX (self->box), self->piles_label);

  /* What the last action did: combat, a new turn's draws, each its own line. */
  self->steps_frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->steps_frame, "od-steps");
  self->steps_list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->steps_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What happened"), -1);
  gtk_box_append (GTK_BOX (self->steps_frame), self->steps_list);
  self->next_button = gtk_button_new_with_mnemonic ("");
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  g_signal_connect_object (self->next_button, "clicked", G_CALLBACK (on_next_step_clicked), self, G_CONNECT_SWAPPED);
  self->show_all_button = gtk_button_new_with_mnemonic (_("Show _All"));
  g_signal_connect_object (self->show_all_button, "clicked", G_CALLBACK (on_show_all_clicked), self, G_CONNECT_SWAPPED);
  /* Their words wrap rather than widen the board: side by side they passed 360 px in French. */
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->next_button))), TRUE);
  gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->show_all_button))), TRUE);
  gtk_label_set_justify (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->next_button))), GTK_JUSTIFY_CENTER);
  gtk_label_set_justify (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->show_all_button))), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (steps_buttons), self->next_button);
  gtk_box_append (GTK_BOX (steps_buttons), self->show_all_button);
  gtk_box_append (GTK_BOX (self->steps_frame), steps_buttons);
  gtk_widget_set_size_request (self->steps_frame, 280, -1);
  gtk_box_append (GTK_BOX (self->box), self->steps_frame);


  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

static void
build_panel (CwOdBoard *self)
{
  self->panel = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 8));
  self->hint_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->hint_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->hint_label), 0);
  gtk_box_append (GTK_BOX (self->panel), self->hint_label);
  /* End the Turn first: it stays where the hand learnt it, whatever uses are listed below. */
  self->end_turn_button = gtk_button_new_with_mnemonic (_("_End the Turn"));
  g_signal_connect_object (self->end_turn_button, "clicked", G_CALLBACK (on_end_turn_clicked), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self->panel), self->end_turn_button);
  self->actions_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->panel), self->actions_box);
}

/* ---- GObject ---- */

static void
cw_od_board_dispose (GObject *object)
{
  CwOdBoard *self = CW_OD_BOARD (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->engine);
  g_clear_pointer (&self->legal, g_ptr_array_unref);
  g_clear_object (&self->setup);
  g_clear_object (&self->panel);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_od_board_parent_class)->dispose (object);
}

static void
cw_od_board_finalize (GObject *object)
{
  CwOdBoard *self = CW_OD_BOARD (object);

  g_ptr_array_unref (self->hand_buttons);
  g_ptr_array_unref (self->action_buttons);

  G_OBJECT_CLASS (cw_od_board_parent_class)->finalize (object);
}

static void
cw_od_board_class_init (CwOdBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_od_board_dispose;
  object_class->finalize = cw_od_board_finalize;

  gtk_widget_class_install_action (widget_class, "od.clear-selection", NULL, clear_selection);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "od.clear-selection", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "odboard");
}

static void
cw_od_board_init (CwOdBoard *self)
{
  install_style ();
  self->selected = CW_OD_NO_CARD;
  self->user_row = self->user_column = -1;
  self->hand_buttons = g_ptr_array_new ();
  self->action_buttons = g_ptr_array_new ();
  self->setup = g_object_ref_sink (CW_OD_BOARD_SETUP (cw_od_board_setup_new ()));
  build_board (self);
  build_panel (self);
  refresh_view (self);
}

GtkWidget *
cw_od_board_new (void)
{
  return g_object_new (CW_TYPE_OD_BOARD, NULL);
}
