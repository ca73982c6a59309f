/* cw-table-setup.c: the Table's own set-up form, for a board that brings none: the players' names and
 * the options the game's engine offers (CwEngineClass.options), each row typed as text. */
#include "cw-table-setup.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cw-engine-registry.h"
#include "cw-error.h"
#include "cw-game.h"

struct _CwTableSetup
{
  GtkWidget             parent_instance;

  /* template */
  AdwPreferencesGroup  *players_group;
  AdwPreferencesGroup  *options_group;
  GtkWidget            *add_button;

  CwSession            *session;
  GPtrArray            *players;   /* of AdwEntryRow*, borrowed: the group holds them */
  GPtrArray            *options;   /* of GtkEntry*, borrowed, with "cw-option-key" */
  guint                 min_players;   /* the engine's (CwEngineClass); 0: no limit */
  guint                 max_players;
};

G_DEFINE_FINAL_TYPE (CwTableSetup, cw_table_setup, GTK_TYPE_WIDGET)

static void on_remove_clicked (GtkButton    *button,
                               CwTableSetup *self);

/* A player more or fewer than the rule book allows is not offered, and the button says why;
 * the engine's check_setup still refuses such a set-up at the start. */
static void
update_player_buttons (CwTableSetup *self)
{
  guint n = self->players->len;
  gboolean can_add = self->max_players == 0 || n < self->max_players;
  gboolean can_remove = n > self->min_players;
  g_autofree char *add_why = NULL;
  g_autofree char *remove_why = NULL;

  if (!can_add)
    add_why = g_strdup_printf (ngettext ("No more players: the rules allow %u player at most",
                                         "No more players: the rules allow %u players at most",
                                         self->max_players), self->max_players);
  gtk_widget_set_sensitive (self->add_button, can_add);
  gtk_widget_set_tooltip_text (self->add_button, can_add ? _("Add a player") : add_why);

  if (!can_remove)
    remove_why = g_strdup_printf (ngettext ("The rules need at least %u player",
                                            "The rules need at least %u players",
                                            self->min_players), self->min_players);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *remove = g_object_get_data (g_ptr_array_index (self->players, i), "cw-remove");

      gtk_widget_set_sensitive (remove, can_remove);
      gtk_widget_set_tooltip_text (remove, can_remove ? _("Remove this player") : remove_why);
    }
}

static void
renumber_players (CwTableSetup *self)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      /* Translators: the title of a player's name in the Table's set-up form. */
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);

      adw_preferences_row_set_title (g_ptr_array_index (self->players, i), title);
    }
  update_player_buttons (self);
}

void
cw_table_setup_add_player (CwTableSetup *self)
{
  GtkWidget *row;
  GtkWidget *remove;
  g_autofree char *name = NULL;

  g_return_if_fail (CW_IS_TABLE_SETUP (self));

  if (self->max_players != 0 && self->players->len >= self->max_players)
    return;
  row = adw_entry_row_new ();
  name = g_strdup_printf (_("Player %u"), self->players->len + 1);
  gtk_editable_set_text (GTK_EDITABLE (row), name);
  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove this player"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Remove this player"), -1);
  g_object_set_data (G_OBJECT (remove), "cw-row", row);
  g_object_set_data (G_OBJECT (row), "cw-remove", remove);
  g_signal_connect_object (remove, "clicked", G_CALLBACK (on_remove_clicked), self, 0);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), remove);
  adw_preferences_group_add (self->players_group, row);
  g_ptr_array_add (self->players, row);
  renumber_players (self);
}

gboolean
cw_table_setup_remove_player (CwTableSetup *self,
                              guint         index)
{
  GtkWidget *row;

  g_return_val_if_fail (CW_IS_TABLE_SETUP (self), FALSE);

  if (index >= self->players->len || self->players->len <= self->min_players)
    return FALSE;
  row = g_ptr_array_steal_index (self->players, index);
  adw_preferences_group_remove (self->players_group, row);
  renumber_players (self);
  return TRUE;
}

static void
on_remove_clicked (GtkButton    *button,
                   CwTableSetup *self)
{
  guint index;

  if (g_ptr_array_find (self->players, g_object_get_data (G_OBJECT (button), "cw-row"), &index))
    cw_table_setup_remove_player (self, index);
}

static void
on_add_clicked (CwTableSetup *self)
{
  cw_table_setup_add_player (self);
}

/* Each entry lies in its row (an option's entry in an AdwActionRow, a player's is the row). */
static void
clear_rows (AdwPreferencesGroup *group,
            GPtrArray           *entries)
{
  for (guint i = 0; i < entries->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (entries, i);

      if (!ADW_IS_PREFERENCES_ROW (row))
        row = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_ROW);
      adw_preferences_group_remove (group, row);
    }
  g_ptr_array_set_size (entries, 0);
}

/* The choices engines offer (CwEngineOption.values are the words of `--option K=V`), in words a
 * player reads in a drop-down: "Anyone's" rather than "any". A key of NULL fits every option. */
static const struct {
  const char *key;
  const char *value;
  const char *label;
} option_labels[] = {
  /* Translators: whose Character with Sorcery lets a card with the star be played. */
  { "sorcery", "any", N_("Anyone's") },
  { "sorcery", "own", N_("The Author's own") },
  /* Translators: what the duel's win rule counts as a turn. */
  { "count-turns", "each", N_("Each player's turn") },
  { "count-turns", "round", N_("A round of both") },
  /* Translators: where the duel's cards come from: an either-or that "Yes"/"No" would not answer. */
  { "real-decks", "yes", N_("Players draw at the table") },
  { "real-decks", "no", N_("Cardwright shuffles and deals") },
  /* Translators: who lays out the draft's columns. */
  { "deal", "shuffle", N_("Cardwright shuffles") },
  { "deal", "typed", N_("Typed from the box") },
  { NULL, "value", N_("By value") },
  { NULL, "rank", N_("By rank") },
  { NULL, "dig", N_("It digs") },
  { NULL, "discard", N_("Discarded") },
  { NULL, "keep", N_("Kept") },
  /* Last, as the first match wins: an option's own words come before these. */
  { NULL, "yes", N_("Yes") },
  { NULL, "no", N_("No") },
};

const char *
cw_table_setup_option_label (const char *key,
                             const char *value)
{
  g_return_val_if_fail (key != NULL, NULL);
  g_return_val_if_fail (value != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (option_labels); i++)
    if (g_str_equal (option_labels[i].value, value) &&
        (option_labels[i].key == NULL || g_str_equal (option_labels[i].key, key)))
      return _(option_labels[i].label);
  /* A choice a new engine adds before it has words here shows as the engine writes it. */
  return value;
}

void
cw_table_setup_set_session (CwTableSetup *self,
                            CwSession    *session)
{
  GType type = G_TYPE_INVALID;

  g_return_if_fail (CW_IS_TABLE_SETUP (self));
  g_return_if_fail (session == NULL || CW_IS_SESSION (session));

  g_set_object (&self->session, session);
  clear_rows (self->players_group, self->players);
  clear_rows (self->options_group, self->options);
  self->min_players = self->max_players = 0;
  if (session == NULL)
    {
      update_player_buttons (self);
      return;
    }

  type = cw_engine_type_for_mode (cw_game_get_table_mode (cw_session_get_game (session)));
  if (type != G_TYPE_INVALID)
    {
      g_autoptr (GTypeClass) klass = g_type_class_ref (type);

      self->min_players = CW_ENGINE_CLASS (klass)->min_players;
      self->max_players = CW_ENGINE_CLASS (klass)->max_players;
    }
  /* Two players to start with, or as many as the rules need; never more than they allow. */
  for (guint i = 0; i < MAX (2u, self->min_players); i++)
    cw_table_setup_add_player (self);
  update_player_buttons (self);

  if (type != G_TYPE_INVALID)
    {
      g_autoptr (GTypeClass) klass = g_type_class_ref (type);
      const CwEngineOption *options = CW_ENGINE_CLASS (klass)->options;

      for (guint i = 0; options != NULL && options[i].key != NULL; i++)
        {
          g_auto (GStrv) values = g_strsplit (options[i].values, "|", -1);

          /* A choice ("shuffle|typed") is a drop-down of its values, the default chosen; anything
           * else (a deck order) is typed beside the sentence, which wraps in full above. */
          if (g_strv_length (values) > 1)
            {
              g_autoptr (GtkStringList) shown = gtk_string_list_new (NULL);
              AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
              guint selected = 0;

              for (guint v = 0; values[v] != NULL; v++)
                {
                  gtk_string_list_append (shown, cw_table_setup_option_label (options[i].key, values[v]));
                  if (g_strcmp0 (values[v], options[i].default_value) == 0)
                    selected = v;
                }
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(options[i].description));
              adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
              adw_combo_row_set_model (row, G_LIST_MODEL (shown));
              /* The choice shown whole under the sentence: beside it, at 360 px the sentence
               * took the width and the choice was cut to "…". */
              {
                /* The row keeps its own reference; ours goes with the block. */
                g_autoptr (GtkExpression) name_of = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

                adw_combo_row_set_expression (row, name_of);
              }
              adw_combo_row_set_use_subtitle (row, TRUE);
              adw_combo_row_set_selected (row, selected);
              g_object_set_data_full (G_OBJECT (row), "cw-option-values", g_steal_pointer (&values),
                                      (GDestroyNotify) g_strfreev);
              g_object_set_data (G_OBJECT (row), "cw-option-key", (gpointer) options[i].key);
              adw_preferences_group_add (self->options_group, GTK_WIDGET (row));
              g_ptr_array_add (self->options, row);
            }
          else
            {
              GtkWidget *row = adw_action_row_new ();
              GtkWidget *entry = gtk_entry_new ();

              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(options[i].description));
              adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
              adw_action_row_set_subtitle (ADW_ACTION_ROW (row), options[i].values);
              gtk_editable_set_text (GTK_EDITABLE (entry), options[i].default_value != NULL ? options[i].default_value : "");
              gtk_editable_set_width_chars (GTK_EDITABLE (entry), 8);
              gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
              gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _(options[i].description), -1);
              g_object_set_data (G_OBJECT (entry), "cw-option-key", (gpointer) options[i].key);
              adw_action_row_add_suffix (ADW_ACTION_ROW (row), entry);
              adw_preferences_group_add (self->options_group, row);
              g_ptr_array_add (self->options, entry);
            }
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), self->options->len > 0);
}

guint
cw_table_setup_get_n_players (CwTableSetup *self)
{
  g_return_val_if_fail (CW_IS_TABLE_SETUP (self), 0);
  return self->players->len;
}

const char *
cw_table_setup_get_player_name (CwTableSetup *self,
                                guint         index)
{
  g_return_val_if_fail (CW_IS_TABLE_SETUP (self), NULL);
  g_return_val_if_fail (index < self->players->len, NULL);
  return gtk_editable_get_text (g_ptr_array_index (self->players, index));
}

void
cw_table_setup_set_player_name (CwTableSetup *self,
                                guint         index,
                                const char   *name)
{
  g_return_if_fail (CW_IS_TABLE_SETUP (self));
  g_return_if_fail (index < self->players->len);
  gtk_editable_set_text (g_ptr_array_index (self->players, index), name != NULL ? name : "");
}

static GtkWidget *
option_row (CwTableSetup *self,
            const char   *key)
{
  for (guint i = 0; i < self->options->len; i++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (self->options, i), "cw-option-key"), key) == 0)
      return g_ptr_array_index (self->options, i);
  return NULL;
}

/* What an option's row holds: the value chosen in a drop-down, or the text typed. */
static const char *
option_value (GtkWidget *row)
{
  if (ADW_IS_COMBO_ROW (row))
    {
      GStrv values = g_object_get_data (G_OBJECT (row), "cw-option-values");

      return values[adw_combo_row_get_selected (ADW_COMBO_ROW (row))];
    }
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

const char *
cw_table_setup_get_option (CwTableSetup *self,
                           const char   *key)
{
  GtkWidget *row;

  g_return_val_if_fail (CW_IS_TABLE_SETUP (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);
  row = option_row (self, key);
  return row != NULL ? option_value (row) : NULL;
}

void
cw_table_setup_set_option (CwTableSetup *self,
                           const char   *key,
                           const char   *value)
{
  GtkWidget *row;

  g_return_if_fail (CW_IS_TABLE_SETUP (self));
  g_return_if_fail (key != NULL);
  if ((row = option_row (self, key)) == NULL)
    return;
  if (ADW_IS_COMBO_ROW (row))
    {
      GStrv values = g_object_get_data (G_OBJECT (row), "cw-option-values");

      for (guint v = 0; values[v] != NULL; v++)
        if (g_strcmp0 (values[v], value) == 0)
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), v);
    }
  else
    gtk_editable_set_text (GTK_EDITABLE (row), value != NULL ? value : "");
}

CwEngine *
cw_table_setup_create_engine (CwTableSetup  *self,
                              guint32        seed,
                              GError       **error)
{
  g_autoptr (CwEngine) engine = NULL;

  g_return_val_if_fail (CW_IS_TABLE_SETUP (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (self->session == NULL)
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: choose a game first"));
      return NULL;
    }
  engine = cw_engine_new_for_game (cw_session_get_game (self->session), cw_session_get_catalog (self->session), error);
  if (engine == NULL)
    return NULL;

  for (guint i = 0; i < self->options->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->options, i);
      g_autofree char *value = g_strstrip (g_strdup (option_value (row)));

      /* Left empty: the engine's default. */
      if (*value != '\0' &&
          !cw_engine_set_option (engine, g_object_get_data (G_OBJECT (row), "cw-option-key"), value, error))
        return NULL;
    }
  for (guint i = 0; i < self->players->len; i++)
    {
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (g_ptr_array_index (self->players, i))));

      if (*name == '\0')
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: player %u has no name; give each player one"), i + 1);
          return NULL;
        }
      if (!cw_engine_add_player (engine, name, NULL, error))
        return NULL;
    }
  if (!cw_engine_start (engine, seed, error))
    return NULL;
  return g_steal_pointer (&engine);
}

static void
cw_table_setup_dispose (GObject *object)
{
  CwTableSetup *self = CW_TABLE_SETUP (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_TABLE_SETUP);
  /* The template's root is not bound to a field, so it is unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_table_setup_parent_class)->dispose (object);
}

static void
cw_table_setup_finalize (GObject *object)
{
  CwTableSetup *self = CW_TABLE_SETUP (object);

  g_ptr_array_unref (self->players);
  g_ptr_array_unref (self->options);

  G_OBJECT_CLASS (cw_table_setup_parent_class)->finalize (object);
}

static void
cw_table_setup_class_init (CwTableSetupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_table_setup_dispose;
  object_class->finalize = cw_table_setup_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/table/cw-table-setup.ui");
  gtk_widget_class_bind_template_child (widget_class, CwTableSetup, players_group);
  gtk_widget_class_bind_template_child (widget_class, CwTableSetup, options_group);
  gtk_widget_class_bind_template_child (widget_class, CwTableSetup, add_button);
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
}

static void
cw_table_setup_init (CwTableSetup *self)
{
  self->players = g_ptr_array_new ();
  self->options = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), FALSE);
}

GtkWidget *
cw_table_setup_new (void)
{
  return g_object_new (CW_TYPE_TABLE_SETUP, NULL);
}
