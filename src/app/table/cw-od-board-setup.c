/* cw-od-board-setup.c: the Ód board's set-up form: the player's name, "I dealt these" (the deck order
 * typed card by card as a real deck is turned over, the engine's "deck" option) and the readings of the
 * book the engine offers as options, each a choice among the values it takes. */
#include "cw-od-board-setup.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "cw-engine-registry.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-od.h"

struct _CwOdBoardSetup
{
  GtkWidget       parent_instance;

  GtkWidget      *name_row;      /* AdwEntryRow */
  GtkWidget      *dealt_switch;
  GtkWidget      *deck_revealer;
  GtkTextBuffer  *deck_buffer;
  GtkWidget      *deck_status;
  AdwPreferencesGroup *rules_group;
  GPtrArray      *option_rows;   /* of AdwComboRow, borrowed, with "cw-option-key" and "cw-values" */

  CwSession      *session;
};

G_DEFINE_FINAL_TYPE (CwOdBoardSetup, cw_od_board_setup, GTK_TYPE_WIDGET)

/* The values the options take, in words a player reads; a value not here shows as written. */
static const struct {
  const char *value;
  const char *label;
} value_labels[] = {
  /* Translators: Ód set-up: an option's choice. */
  { "yes", N_("Yes") },
  { "no", N_("No") },
  /* Translators: Ód set-up: "higher" compares the cards' values (A 3, K Q J 2, 10 to 2 1). */
  { "value", N_("By value") },
  { "rank", N_("By rank") },
  /* Translators: Ód set-up: a discovered dwarf digs an adjacent face-down space. */
  { "dig", N_("It digs") },
  { "discard", N_("Discarded") },
  /* Translators: Ód set-up: cards left in hand at the end of a turn. */
  { "keep", N_("Kept") },
};

static const char *
value_label (const char *value)
{
  for (guint i = 0; i < G_N_ELEMENTS (value_labels); i++)
    if (g_str_equal (value_labels[i].value, value))
      return _(value_labels[i].label);
  return value;
}

/* Counts the cards typed and names the first word that is none, as the player types. */
static void
update_deck_status (CwOdBoardSetup *self)
{
  g_autofree char *order = cw_od_board_setup_dup_deck_order (self);
  g_auto (GStrv) words = g_strsplit_set (order, " \t\n,", -1);
  g_autofree char *status = NULL;
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (cw_od_card_parse (words[i]) == CW_OD_NO_CARD)
        {
          /* Translators: Ód set-up, under the deck order typed. */
          status = g_strdup_printf (_("“%s” is no card: write the rank (A, 2…10, J, Q, K) then the suit (S, H, D, C), as in “10H”."),
                                    words[i]);
          break;
        }
      n++;
    }
  if (status == NULL)
    {
      if (n == 0)
        status = g_strdup (_("Type the cards from the top of your deck as you turn them over: the first 16 are the mine, row by row, the next 4 your first hand."));
      else if (n < CW_OD_N_CARDS)
        /* Translators: Ód set-up: how many cards of the deck order are typed. */
        status = g_strdup_printf (ngettext ("%u card typed; the other %u follow in a shuffled order.",
                                            "%u cards typed; the other %u follow in a shuffled order.", n),
                                  n, CW_OD_N_CARDS - n);
      else
        status = g_strdup_printf (_("All %u cards typed."), n);
    }
  gtk_label_set_text (GTK_LABEL (self->deck_status), status);
}

static void
on_dealt_changed (CwOdBoardSetup *self)
{
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->deck_revealer), cw_od_board_setup_get_dealt (self));
}

static void
clear_options (CwOdBoardSetup *self)
{
  for (guint i = 0; i < self->option_rows->len; i++)
    adw_preferences_group_remove (self->rules_group, g_ptr_array_index (self->option_rows, i));
  g_ptr_array_set_size (self->option_rows, 0);
}

void
cw_od_board_setup_set_session (CwOdBoardSetup *self,
                               CwSession      *session)
{
  g_autoptr (GTypeClass) klass = g_type_class_ref (CW_TYPE_OD_ENGINE);
  const CwEngineOption *options = CW_ENGINE_CLASS (klass)->options;

  g_return_if_fail (CW_IS_OD_BOARD_SETUP (self));
  g_return_if_fail (session == NULL || CW_IS_SESSION (session));

  g_set_object (&self->session, session);
  clear_options (self);
  for (guint i = 0; options != NULL && options[i].key != NULL; i++)
    {
      g_auto (GStrv) values = NULL;
      GtkStringList *labels;
      GtkWidget *row;

      /* The deck has its own rows above. */
      if (g_str_equal (options[i].key, "deck") || strchr (options[i].values, '|') == NULL)
        continue;
      values = g_strsplit (options[i].values, "|", -1);
      labels = gtk_string_list_new (NULL);
      for (guint v = 0; values[v] != NULL; v++)
        gtk_string_list_append (labels, value_label (values[v]));
      row = adw_combo_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(options[i].description));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
      /* The choice shown whole under the sentence: beside it, at 360 px the sentence took
       * the width and the choice was cut to "P…" or "Il…". */
      {
        /* The row keeps its own reference; ours goes with the block. */
        g_autoptr (GtkExpression) name_of = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

        adw_combo_row_set_expression (ADW_COMBO_ROW (row), name_of);
      }
      adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
      g_object_unref (labels);
      for (guint v = 0; values[v] != NULL; v++)
        if (g_strcmp0 (values[v], options[i].default_value) == 0)
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), v);
      g_object_set_data (G_OBJECT (row), "cw-option-key", (gpointer) options[i].key);
      g_object_set_data_full (G_OBJECT (row), "cw-values", g_steal_pointer (&values), (GDestroyNotify) g_strfreev);
      adw_preferences_group_add (self->rules_group, row);
      g_ptr_array_add (self->option_rows, row);
    }
}

const char *
cw_od_board_setup_get_player_name (CwOdBoardSetup *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD_SETUP (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->name_row));
}

void
cw_od_board_setup_set_player_name (CwOdBoardSetup *self,
                                   const char     *name)
{
  g_return_if_fail (CW_IS_OD_BOARD_SETUP (self));
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name != NULL ? name : "");
}

gboolean
cw_od_board_setup_get_dealt (CwOdBoardSetup *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD_SETUP (self), FALSE);
  return gtk_switch_get_active (GTK_SWITCH (self->dealt_switch));
}

void
cw_od_board_setup_set_dealt (CwOdBoardSetup *self,
                             gboolean        dealt)
{
  g_return_if_fail (CW_IS_OD_BOARD_SETUP (self));
  gtk_switch_set_active (GTK_SWITCH (self->dealt_switch), dealt);
}

char *
cw_od_board_setup_dup_deck_order (CwOdBoardSetup *self)
{
  GtkTextIter start, end;

  g_return_val_if_fail (CW_IS_OD_BOARD_SETUP (self), NULL);
  gtk_text_buffer_get_bounds (self->deck_buffer, &start, &end);
  return gtk_text_buffer_get_text (self->deck_buffer, &start, &end, FALSE);
}

void
cw_od_board_setup_set_deck_order (CwOdBoardSetup *self,
                                  const char     *order)
{
  g_return_if_fail (CW_IS_OD_BOARD_SETUP (self));
  gtk_text_buffer_set_text (self->deck_buffer, order != NULL ? order : "", -1);
}

const char *
cw_od_board_setup_get_deck_status (CwOdBoardSetup *self)
{
  g_return_val_if_fail (CW_IS_OD_BOARD_SETUP (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->deck_status));
}

static GtkWidget *
option_row (CwOdBoardSetup *self,
            const char     *key)
{
  for (guint i = 0; i < self->option_rows->len; i++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (self->option_rows, i), "cw-option-key"), key) == 0)
      return g_ptr_array_index (self->option_rows, i);
  return NULL;
}

const char *
cw_od_board_setup_get_option (CwOdBoardSetup *self,
                              const char     *key)
{
  GtkWidget *row;
  GStrv values;

  g_return_val_if_fail (CW_IS_OD_BOARD_SETUP (self), NULL);
  if ((row = option_row (self, key)) == NULL)
    return NULL;
  values = g_object_get_data (G_OBJECT (row), "cw-values");
  return values[adw_combo_row_get_selected (ADW_COMBO_ROW (row))];
}

gboolean
cw_od_board_setup_set_option (CwOdBoardSetup *self,
                              const char     *key,
                              const char     *value)
{
  GtkWidget *row;
  GStrv values;

  g_return_val_if_fail (CW_IS_OD_BOARD_SETUP (self), FALSE);
  if ((row = option_row (self, key)) == NULL)
    return FALSE;
  values = g_object_get_data (G_OBJECT (row), "cw-values");
  for (guint v = 0; values[v] != NULL; v++)
    if (g_strcmp0 (values[v], value) == 0)
      {
        adw_combo_row_set_selected (ADW_COMBO_ROW (row), v);
        return TRUE;
      }
  return FALSE;
}

CwEngine *
cw_od_board_setup_create_engine (CwOdBoardSetup  *self,
                                 guint32          seed,
                                 GError         **error)
{
  g_autoptr (CwEngine) engine = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (CW_IS_OD_BOARD_SETUP (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->session == NULL)
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: choose a game first"));
      return NULL;
    }
  engine = cw_engine_new_for_game (cw_session_get_game (self->session), cw_session_get_catalog (self->session), error);
  if (engine == NULL)
    return NULL;
  if (!CW_IS_OD_ENGINE (engine))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: %s is not played by the Ód rules"),
                   cw_game_get_name (cw_session_get_game (self->session)));
      return NULL;
    }
  for (guint i = 0; i < self->option_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->option_rows, i);
      const char *key = g_object_get_data (G_OBJECT (row), "cw-option-key");

      if (!cw_engine_set_option (engine, key, cw_od_board_setup_get_option (self, key), error))
        return NULL;
    }
  if (cw_od_board_setup_get_dealt (self))
    {
      g_autofree char *order = g_strstrip (cw_od_board_setup_dup_deck_order (self));

      if (*order == '\0')
        {
          g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID,
                               _("Set-up: “I dealt these” is on but no card is typed: type the cards as you turn them over, or switch it off for a shuffled deck"));
          return NULL;
        }
      if (!cw_engine_set_option (engine, "deck", order, error))
        return NULL;
    }
  name = g_strstrip (g_strdup (cw_od_board_setup_get_player_name (self)));
  if (!cw_engine_add_player (engine, name, NULL, error))
    return NULL;
  if (!cw_engine_start (engine, seed, error))
    return NULL;
  return g_steal_pointer (&engine);
}

static GtkWidget *
group_new (const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  return group;
}

static void
cw_od_board_setup_dispose (GObject *object)
{
  CwOdBoardSetup *self = CW_OD_BOARD_SETUP (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_od_board_setup_parent_class)->dispose (object);
}

static void
cw_od_board_setup_finalize (GObject *object)
{
  CwOdBoardSetup *self = CW_OD_BOARD_SETUP (object);

  g_ptr_array_unref (self->option_rows);

  G_OBJECT_CLASS (cw_od_board_setup_parent_class)->finalize (object);
}

static void
cw_od_board_setup_class_init (CwOdBoardSetupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_od_board_setup_dispose;
  object_class->finalize = cw_od_board_setup_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
cw_od_board_setup_init (CwOdBoardSetup *self)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *title = gtk_label_new (_("New Game of Ód"));
  GtkWidget *player_group = group_new (_("Player"), NULL);
  GtkWidget *deck_group = group_new (_("The Deck"), _("A standard deck of 52 cards, jokers out."));
  GtkWidget *dealt_row = adw_action_row_new ();
  GtkWidget *deck_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *deck_view = gtk_text_view_new ();
  GtkWidget *start;

  self->option_rows = g_ptr_array_new ();

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 400);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-1");
  gtk_box_append (GTK_BOX (box), title);

  self->name_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("Your Name"));
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), _("Player"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (player_group), self->name_row);
  gtk_box_append (GTK_BOX (box), player_group);

  /* "I dealt these": a real deck turned over card by card, instead of the app's shuffle. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (dealt_row), _("I _Dealt These"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (dealt_row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (dealt_row),
                               _("Play the order of your own shuffled deck instead of one the app shuffles."));
  self->dealt_switch = gtk_switch_new ();
  gtk_widget_set_valign (self->dealt_switch, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->dealt_switch), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("I dealt these"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (dealt_row), self->dealt_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (dealt_row), self->dealt_switch);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (deck_group), dealt_row);
  g_signal_connect_object (self->dealt_switch, "notify::active", G_CALLBACK (on_dealt_changed), self,
                           G_CONNECT_SWAPPED);

  self->deck_buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (deck_view));
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (deck_view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (deck_view), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (deck_view), TRUE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (deck_view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (deck_view), 8);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (deck_view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (deck_view), 8);
  gtk_widget_set_size_request (deck_view, -1, 96);
  gtk_accessible_update_property (GTK_ACCESSIBLE (deck_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The deck order, from the top"), -1);
  gtk_frame_set_child (GTK_FRAME (frame), deck_view);
  gtk_widget_set_margin_top (deck_box, 12);
  gtk_box_append (GTK_BOX (deck_box), frame);
  self->deck_status = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->deck_status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->deck_status), 0);
  gtk_widget_add_css_class (self->deck_status, "dim-label");
  gtk_widget_add_css_class (self->deck_status, "caption");
  gtk_box_append (GTK_BOX (deck_box), self->deck_status);
  self->deck_revealer = gtk_revealer_new ();
  gtk_revealer_set_child (GTK_REVEALER (self->deck_revealer), deck_box);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (deck_group), self->deck_revealer);
  g_signal_connect_object (self->deck_buffer, "changed", G_CALLBACK (update_deck_status), self, G_CONNECT_SWAPPED);
  update_deck_status (self);
  gtk_box_append (GTK_BOX (box), deck_group);

  /* "Options", as on every game's set-up form (docs/rules-notes.md, "Set-up forms"); the
   * description says what these are: readings of the book, and its harder variant. */
  self->rules_group = ADW_PREFERENCES_GROUP (group_new (_("Options"),
                                                        _("Where the book is open to more than one reading, and its harder variant.")));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->rules_group));

  /* The shell's table.start makes the engine through the board's create_engine. */
  start = gtk_button_new_with_mnemonic (_("_Start the Game"));
  gtk_widget_set_halign (start, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (start), "table.start");
  gtk_widget_add_css_class (start, "pill");
  gtk_widget_add_css_class (start, "suggested-action");
  gtk_box_append (GTK_BOX (box), start);

  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_widget_set_parent (clamp, GTK_WIDGET (self));
}

GtkWidget *
cw_od_board_setup_new (void)
{
  return g_object_new (CW_TYPE_OD_BOARD_SETUP, NULL);
}
