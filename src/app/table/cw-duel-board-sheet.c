/* cw-duel-board-sheet.c: the duel board's attack sheet (every Force part with its card, the two d12,
 * the totals and the fate before the attack is applied), choosing how to attack a target, and the
 * dialog that puts a card into play. */
#include "cw-duel-board-private.h"
#include "cw-compat.h"

#include <glib/gi18n.h>

#include "cw-text.h"
#include "cw-card.h"

/* ---- the attack sheet ---- */

static const char *
fate_words (const char *fate)
{
  static const struct { const char *fate; const char *words; } fates[] = {
    { "kill", N_("the target is Killed") },
    { "incapacitate", N_("the target is Incapacitated") },
    { "control", N_("the target is Controlled") },
    { "exile", N_("the target is Exiled") },
    { "capture", N_("the target is Captured") },
    { "negate-capture", N_("the captive is rescued") },
    { "control-location", N_("the attacker takes control of the Location") },
    { "negate-control-location", N_("the Location goes back to its owner") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fates); i++)
    if (g_strcmp0 (fates[i].fate, fate) == 0)
      return _(fates[i].words);
  return fate != NULL ? fate : "";
}

static void
append_parts (GtkWidget  *box,
              const char *side,
              GPtrArray  *parts,
              int         total,
              gboolean    rolled)
{
  GtkWidget *list = gtk_list_box_new ();
  int force = 0;
  g_autofree char *heading = NULL;

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < parts->len; i++)
    {
      CwDuelForcePart *part = g_ptr_array_index (parts, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *value = g_strdup_printf ("%+d", part->force);
      GtkWidget *label;

      if (part->card == NULL && !rolled)
        continue;
      force += part->card != NULL ? part->force : 0;
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     part->card != NULL ? cw_card_get_name (part->card) : _("d12"));
      if (part->card != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), part->why);
      label = gtk_label_new (value);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "heading");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      /* Read, not used: the keyboard goes from the dice to the buttons. */
      gtk_widget_set_focusable (row, FALSE);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  if (rolled)
    /* Translators: the attack sheet: a side's total with its die. */
    heading = g_strdup_printf (_("%s: %d"), side, total);
  else
    /* Translators: the attack sheet: a side's Force before the dice are known. */
    heading = g_strdup_printf (_("%s: %d + d12"), side, force);
  gtk_box_append (GTK_BOX (box), _cw_duel_board_label_new (heading, "heading"));
  gtk_box_append (GTK_BOX (box), list);
}

static void
fill_preview (CwDuelBoard *self,
              GtkWidget   *preview)
{
  gboolean rolled = self->sheet_rolls[0] > 0 && self->sheet_rolls[1] > 0;
  g_autoptr (GError) error = NULL;
  g_autoptr (CwDuelOutcome) outcome = NULL;
  GtkWidget *child;
  GtkWidget *verdict;

  while ((child = gtk_widget_get_first_child (preview)) != NULL)
    gtk_box_remove (GTK_BOX (preview), child);
  outcome = cw_duel_preview_declared (self->duel, rolled ? self->sheet_rolls[0] : 1,
                                      rolled ? self->sheet_rolls[1] : 1, &error);
  if (outcome == NULL)
    {
      gtk_box_append (GTK_BOX (preview), _cw_duel_board_label_new (error->message, "warning"));
      return;
    }
  append_parts (preview, _("Attack"), outcome->attack_parts, outcome->attack_total, rolled);
  append_parts (preview, _("Defense"), outcome->defense_parts, outcome->defense_total, rolled);
  if (outcome->negated_by != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("%s negates the attack."), cw_card_get_name (outcome->negated_by));

      verdict = _cw_duel_board_label_new (text, "heading");
    }
  else if (!rolled)
    {
      /* Translators: the attack sheet before the dice: what a win would do. */
      g_autofree char *text = g_strdup_printf (_("The higher total wins, ties to the attacker; if the attack wins, %s."),
                                               fate_words (outcome->fate));

      verdict = _cw_duel_board_label_new (text, NULL);
    }
  else if (outcome->attacker_wins)
    {
      /* Translators: the attack sheet: the totals, and the fate applied. */
      g_autofree char *text = g_strdup_printf (_("%d against %d: the attack wins, %s."), outcome->attack_total,
                                               outcome->defense_total, fate_words (outcome->fate));

      verdict = _cw_duel_board_label_new (text, "heading");
      gtk_widget_add_css_class (verdict, "success");
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_("%d against %d: the defense wins, the attack fails."),
                                               outcome->attack_total, outcome->defense_total);

      verdict = _cw_duel_board_label_new (text, "heading");
      gtk_widget_add_css_class (verdict, "error");
    }
  gtk_widget_set_name (verdict, "duel-verdict");
  gtk_box_append (GTK_BOX (preview), verdict);
}

static gboolean
update_preview (gpointer data)
{
  CwDuelBoard *self = data;

  self->preview_idle = 0;
  if (self->sheet_preview != NULL && self->duel != NULL)
    fill_preview (self, self->sheet_preview);
  return G_SOURCE_REMOVE;
}

static void
on_die_changed (GtkSpinButton *spin,
                CwDuelBoard   *self)
{
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "cw-side"));
  GtkWidget *apply = g_object_get_data (G_OBJECT (spin), "cw-apply");

  self->sheet_rolls[side] = gtk_spin_button_get_value_as_int (spin);
  gtk_widget_set_sensitive (apply, self->sheet_rolls[0] > 0 && self->sheet_rolls[1] > 0);
  /* A typed face is taken as Tab leaves the field, while GTK is moving the focus through the
   * sheet: its rows are remade once that is done. */
  if (self->preview_idle == 0)
    self->preview_idle = g_idle_add (update_preview, self);
}

void
_cw_duel_board_update_preview_now (CwDuelBoard *self)
{
  g_clear_handle_id (&self->preview_idle, g_source_remove);
  update_preview (self);
}

static void
on_apply_clicked (CwDuelBoard *self)
{
  CwEngineAction action;

  if (self->sheet_rolls[0] == 0 || self->sheet_rolls[1] == 0)
    return;
  action = cw_duel_action_new_resolve (self->sheet_rolls[0], self->sheet_rolls[1]);
  self->sheet_rolls[0] = self->sheet_rolls[1] = 0;
  cw_board_perform (CW_BOARD (self), action);
  cw_engine_action_unref (CW_ENGINE (self->duel), action);
}

static void
on_roll_clicked (CwDuelBoard *self)
{
  CwEngineAction action = cw_duel_action_new_resolve (0, 0);

  self->sheet_rolls[0] = self->sheet_rolls[1] = 0;
  cw_board_perform (CW_BOARD (self), action);
  cw_engine_action_unref (CW_ENGINE (self->duel), action);
}

static GtkWidget *
die_entry_new (CwDuelBoard *self,
               const char  *mnemonic,
               int          side,
               GtkWidget   *apply)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 12, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), self->sheet_rolls[side]);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_widget_set_tooltip_text (spin, _("The face of a real d12 (0: not rolled yet)"));
  gtk_widget_set_name (spin, side == 0 ? "duel-attack-die" : "duel-defense-die");
  g_object_set_data (G_OBJECT (spin), "cw-side", GINT_TO_POINTER (side));
  g_object_set_data (G_OBJECT (spin), "cw-apply", apply);
  g_signal_connect_object (spin, "value-changed", G_CALLBACK (on_die_changed), self, 0);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), spin);
  return box;
}

void
_cw_duel_board_refresh_sheet (CwDuelBoard *self)
{
  CwCard *attacker = NULL, *target = NULL, *attack = NULL;
  CwDuelFreeAttack free_attack = CW_DUEL_FREE_NONE;
  GtkWidget *child, *dice, *buttons, *roll, *apply, *preview;
  g_autofree char *title = NULL;

  g_clear_handle_id (&self->preview_idle, g_source_remove);
  self->sheet_preview = NULL;
  while ((child = gtk_widget_get_first_child (self->sheet)) != NULL)
    gtk_box_remove (GTK_BOX (self->sheet), child);
  if (self->duel == NULL || !cw_duel_get_declared (self->duel, &attacker, &target, &attack, &free_attack))
    {
      self->sheet_rolls[0] = self->sheet_rolls[1] = 0;
      gtk_widget_set_visible (gtk_widget_get_parent (self->sheet), FALSE);
      return;
    }
  gtk_widget_set_visible (gtk_widget_get_parent (self->sheet), TRUE);
  if (attack != NULL)
    /* Translators: the attack sheet's title. */
    title = g_strdup_printf (_("%s attacks %s with %s"), cw_card_get_name (attacker), cw_card_get_name (target),
                             cw_card_get_name (attack));
  else
    /* Translators: the attack sheet's title for the Free Attack (capture or rescue). */
    title = g_strdup_printf (free_attack == CW_DUEL_FREE_RESCUE ? _("%s rescues %s (the Free Attack)")
                                                                : _("%s captures %s (the Free Attack)"),
                             cw_card_get_name (attacker), cw_card_get_name (target));
  child = _cw_duel_board_label_new (title, "title-4");
  gtk_box_append (GTK_BOX (self->sheet), child);
  gtk_box_append (GTK_BOX (self->sheet),
                  _cw_duel_board_label_new (_("Cards played in the battle (Spells, Events) are offered in Actions."), "dim-label"));

  preview = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  apply = gtk_button_new_with_mnemonic (_("_Apply These Dice"));
  gtk_widget_set_sensitive (apply, self->sheet_rolls[0] > 0 && self->sheet_rolls[1] > 0);
  g_signal_connect_object (apply, "clicked", G_CALLBACK (on_apply_clicked), self, G_CONNECT_SWAPPED);
  roll = gtk_button_new_with_mnemonic (_("_Roll and Apply"));
  gtk_widget_set_tooltip_text (roll, _("Cardwright rolls both d12 and applies the fate"));
  gtk_widget_add_css_class (roll, "suggested-action");
  g_signal_connect_object (roll, "clicked", G_CALLBACK (on_roll_clicked), self, G_CONNECT_SWAPPED);

  dice = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (dice), GTK_SELECTION_NONE);
  gtk_flow_box_append (GTK_FLOW_BOX (dice), die_entry_new (self, _("A_ttack d12"), 0, apply));
  gtk_flow_box_append (GTK_FLOW_BOX (dice), die_entry_new (self, _("D_efense d12"), 1, apply));
  for (child = gtk_widget_get_first_child (dice); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
  gtk_box_append (GTK_BOX (self->sheet), dice);
  gtk_box_append (GTK_BOX (self->sheet), preview);
  self->sheet_preview = preview;
  /* Side by side, or one over the other at 360 px. */
  buttons = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), roll);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), apply);
  for (child = gtk_widget_get_first_child (buttons); child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
  gtk_box_append (GTK_BOX (self->sheet), buttons);
  fill_preview (self, preview);
}

/* ---- choosing how to attack a target ---- */

void
_cw_duel_board_choose_attack (CwDuelBoard *self,
                              CwCard      *target,
                              GtkWidget   *anchor)
{
  g_autoptr (GPtrArray) legal = cw_engine_list_legal (CW_ENGINE (self->duel));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *heading = g_strdup_printf (_("%s attacks %s:"), cw_card_get_name (self->attacker),
                                              cw_card_get_name (target));

  gtk_box_append (GTK_BOX (box), _cw_duel_board_label_new (heading, "heading"));
  for (guint i = 0; i < legal->len; i++)
    {
      CwEngineAction action = g_ptr_array_index (legal, i);
      CwCard *attack;
      g_autofree char *label = NULL;

      if (cw_duel_action_get_kind (action) != CW_DUEL_ACTION_ATTACK || cw_duel_action_get_card (action) != self->attacker ||
          cw_duel_action_get_target (action) != target)
        continue;
      attack = cw_duel_action_get_attack (action);
      if (attack != NULL)
        /* Translators: a way to attack: the Attack card, its bonus and its fate. */
        label = g_strdup_printf (_("With %s (+%d: %s)"), cw_card_get_name (attack),
                                 cw_card_get_int_or (attack, "force_bonus", 0),
                                 fate_words (cw_card_get_string (attack, "fate")));
      else if (cw_duel_action_get_free_attack (action) == CW_DUEL_FREE_RESCUE)
        label = g_strdup (_("The Free Attack: rescue"));
      else if (cw_duel_action_get_free_attack (action) == CW_DUEL_FREE_LOCATION)
        label = g_strdup (_("The Free Attack: negate the control of the Location"));
      else
        label = g_strdup (_("The Free Attack: capture"));
      gtk_box_append (GTK_BOX (box), _cw_duel_board_action_button_new (self, label, action));
    }
  _cw_duel_board_show_popover (self, box, anchor);
}

/* ---- putting a card into play ---- */

/* Whether a card drawn from a real deck is still to be named. */
static gboolean
can_name_draw (CwDuelBoard *self)
{
  g_autoptr (GPtrArray) legal = cw_engine_list_legal (CW_ENGINE (self->duel));

  for (guint i = 0; i < legal->len; i++)
    if (cw_duel_action_get_kind (g_ptr_array_index (legal, i)) == CW_DUEL_ACTION_DRAW &&
        cw_duel_action_get_card (g_ptr_array_index (legal, i)) != NULL)
      return TRUE;
  return FALSE;
}

static void
on_pick_row_activated (GtkListBox    *list,
                       GtkListBoxRow *row,
                       CwDuelBoard   *self)
{
  CwEngineAction action = g_object_get_data (G_OBJECT (row), "cw-action");
  GtkWidget *dialog = cw_alert_get_ancestor (GTK_WIDGET (list));
  gboolean drawing;

  if (action == NULL || self->duel == NULL)
    return;
  action = cw_engine_action_ref (CW_ENGINE (self->duel), action);
  drawing = cw_duel_action_get_kind (action) == CW_DUEL_ACTION_DRAW;
  if (dialog != NULL)
    cw_alert_close (dialog);
  cw_board_perform (CW_BOARD (self), action);
  cw_engine_action_unref (CW_ENGINE (self->duel), action);
  /* Cards are drawn one after the other: the chooser comes back for the next one. */
  if (drawing && can_name_draw (self))
    _cw_duel_board_pick_draw (self);
}

/* Enter in the search takes the first card still shown, so a name typed and Enter draw it; with
 * nothing typed it takes nothing (the first card of the list is no one's choice). */
static void
on_search_activate (GtkSearchEntry *entry,
                    GtkListBox     *list)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (entry)) == '\0')
    return;
  /* The search's own "search-changed" comes a moment after typing: filter now. */
  gtk_list_box_invalidate_filter (list);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_child_visible (row))
      {
        g_signal_emit_by_name (list, "row-activated", row);
        return;
      }
}

static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  const char *name = g_object_get_data (G_OBJECT (row), "cw-name");

  return *text == '\0' || g_str_match_string (text, name, TRUE);
}

static void
on_search_changed (GtkSearchEntry *entry,
                   GtkListBox     *list)
{
  gtk_list_box_invalidate_filter (list);
}

/* The searchable dialog of a kind of card actions: putting into play (summon and attach) or
 * naming a card drawn from a real deck. */
static void
pick_dialog (CwDuelBoard *self,
             gboolean     draws)
{
  GtkWindow *window = _cw_duel_board_parent_window (self);
  g_autoptr (GPtrArray) legal = NULL;
  GtkWidget *dialog, *box, *search, *scroller, *list;
  g_autofree char *body = NULL;
  int current;

  if (self->duel == NULL)
    return;
  current = cw_duel_get_current (self->duel);
  legal = cw_engine_list_legal (CW_ENGINE (self->duel));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  search = gtk_search_entry_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (search), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search the cards"), -1);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_filter_func (GTK_LIST_BOX (list), filter_row, search, NULL);
  g_signal_connect_object (search, "search-changed", G_CALLBACK (on_search_changed), list, 0);
  g_signal_connect_object (search, "activate", G_CALLBACK (on_search_activate), list, 0);
  g_signal_connect_object (list, "row-activated", G_CALLBACK (on_pick_row_activated), self, 0);
  for (guint i = 0; i < legal->len; i++)
    {
      CwEngineAction action = g_ptr_array_index (legal, i);
      CwDuelActionKind kind = cw_duel_action_get_kind (action);
      CwCard *card = cw_duel_action_get_card (action);
      GtkWidget *row;
      g_autofree char *subtitle = NULL;

      if (draws ? kind != CW_DUEL_ACTION_DRAW || card == NULL
                : kind != CW_DUEL_ACTION_SUMMON && kind != CW_DUEL_ACTION_ATTACH)
        continue;
      row = adw_action_row_new ();
      /* Plain text before the title: names hold "&" ("White Dress & Green Pumps"). */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_card_get_name (card));
      if (draws)
        /* Translators: in the chooser of a card drawn: the card's id, as printed on it. */
        subtitle = g_strdup_printf (_("Card %s"), cw_card_get_id (card));
      else if (kind == CW_DUEL_ACTION_SUMMON && g_strcmp0 (cw_card_get_card_type (card), "location") == 0)
        subtitle = g_strdup (_("Into play · Location"));
      else if (kind == CW_DUEL_ACTION_SUMMON)
        /* Translators: in the card picker: the card goes into play on its own. */
        subtitle = g_strdup_printf (_("Into play · Force %d"), cw_card_get_int_or (card, "force", 0));
      else
        /* Translators: in the card picker: the card is attached to this Character. */
        subtitle = g_strdup_printf (_("Attach to %s"), cw_card_get_name (cw_duel_action_get_target (action)));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      _cw_duel_board_attach_action (row, action);
      g_object_set_data_full (G_OBJECT (row), "cw-name", g_strdup_printf ("%s %s", cw_card_get_name (card), subtitle), g_free);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  {
    /* A name that finds nothing says why, rather than an empty box. */
    GtkWidget *none = _cw_duel_board_label_new (draws ? _("No card left in the deck has that name.")
                                                      : _("No card of the hand that may go into play has that name."),
                                                "dim-label");

    gtk_widget_set_margin_top (none, 12);
    gtk_widget_set_margin_bottom (none, 12);
    gtk_widget_set_margin_start (none, 12);
    gtk_widget_set_margin_end (none, 12);
    gtk_list_box_set_placeholder (GTK_LIST_BOX (list), none);
  }
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_box_append (GTK_BOX (box), search);
  gtk_box_append (GTK_BOX (box), scroller);

  if (draws)
    {
      int drawer = current;
      guint to_deal = cw_duel_get_cards_to_deal (self->duel, &drawer);
      const char *name = cw_engine_get_player_name (CW_ENGINE (self->duel), (guint) drawer);

      if (to_deal > 0)
        /* Translators: the chooser of a card drawn, while the opening hands are dealt from real decks. */
        body = g_strdup_printf (cw_text_for_name (name,
                                                  g_dngettext (GETTEXT_PACKAGE,
                                                               "Deal %s’s opening hand from the deck at the table and name each card: %u card is left to name.",
                                                               "Deal %s’s opening hand from the deck at the table and name each card: %u cards are left to name.",
                                                               to_deal),
                                                  /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                  cw_text_npgettext ("name starts with a vowel",
                                                                     "Deal %s’s opening hand from the deck at the table and name each card: %u card is left to name.",
                                                                     "Deal %s’s opening hand from the deck at the table and name each card: %u cards are left to name.",
                                                                     to_deal)),
                                name, to_deal);
      else if (cw_duel_get_cards_to_name (self->duel, drawer) > 0)
        /* Translators: the chooser of a card drawn from a real deck by an Item (Powder of Life). */
        body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s draws from the deck at the table with an Item: %u card is left to name.",
                                             "%s draws from the deck at the table with an Item: %u cards are left to name.",
                                             cw_duel_get_cards_to_name (self->duel, drawer)),
                                name, cw_duel_get_cards_to_name (self->duel, drawer));
      else
        /* Translators: the chooser of a card drawn from a real deck in the Adventure Phase. */
        body = g_strdup_printf (_("%s draws from the deck at the table: name card %u of %u. Only the cards left in the deck are listed."),
                                name, cw_duel_get_cards_drawn (self->duel, current) + 1,
                                cw_duel_get_draw_count (self->duel, current));
      dialog = cw_alert_new (window, _("Name the Card Drawn"), body);
    }
  else
    {
      /* Translators: the card picker: the cards of the player's hand that may go into play now. */
      const char *name = cw_engine_get_player_name (CW_ENGINE (self->duel), (guint) current);

      body = g_strdup_printf (cw_text_for_name (name, _("The cards in %s’s hand that may be put into play or attached now."),
                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                C_("name starts with a vowel", "The cards in %s’s hand that may be put into play or attached now.")),
                              name);
      dialog = cw_alert_new (window, _("Put a Card into Play"), body);
    }
  cw_alert_set_extra_child (dialog, box);
  cw_alert_add_responses (dialog, "cancel", _("_Cancel"), NULL);
  cw_alert_present (dialog);
  gtk_widget_grab_focus (search);
}

void
_cw_duel_board_pick_card (CwDuelBoard *self)
{
  pick_dialog (self, FALSE);
}

void
_cw_duel_board_pick_draw (CwDuelBoard *self)
{
  pick_dialog (self, TRUE);
}
