/* cw-card-editor.c: the card editor: a card of a user card set, with the fields its game defines. */
#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "cw-card-editor.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-completion.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-text.h"
#include "cw-xml.h"

struct _CwCardEditor
{
  AdwWindow         parent_instance;

  AdwWindowTitle   *window_title;
  GtkRevealer      *error_revealer;
  GtkLabel         *error_label;
  GtkScrolledWindow *scroller;
  AdwComboRow      *set_row;
  AdwEntryRow      *name_row;
  AdwEntryRow      *version_row;
  AdwEntryRow      *type_row;
  AdwEntryRow      *alignment_row;
  AdwPreferencesGroup *fields_group;
  AdwPreferencesGroup *keywords_group;
  AdwEntryRow      *keywords_row;
  GtkTextView      *text_view;
  AdwEntryRow      *note_row;
  AdwActionRow     *image_row;

  CwSession        *session;
  CwCard           *card;          /* the card edited or copied; NULL for a new one */
  CwCardEditorMode  mode;
  CwCard           *last_saved;    /* what Duplicate Last copies; NULL before the first save */
  GPtrArray        *sets;          /* of CwCardSet: the sets the player may write to */
  const CwCardType *shown_type;    /* the type whose fields are in fields_group */
  GPtrArray        *field_rows;    /* of GtkWidget: rows in fields_group, one per field */
  GPtrArray        *field_messages;/* of GtkWidget: the message row under each of them */
  GHashTable       *field_text;    /* field id → text typed so far, kept across type changes */
  GPtrArray        *field_completions; /* of CwCompletion: the text and list fields' */
  GHashTable       *used_values;   /* field id → (text → GUINT count): what the game's cards give it */
  CwCompletion     *type_completion;
  CwCompletion     *alignment_completion;
  CwCompletion     *keywords_completion;
  char             *image_source;  /* a file chosen but not yet copied into the set folder */
  char             *image_name;    /* the image the card keeps: a file name in its set folder */
  GtkFileChooserNative *chooser;
  gboolean          filling;       /* the form is being filled: nothing is touched or rebuilt */
  gboolean          save_tried;    /* a save was asked for: say what is missing, touched or not */
};

G_DEFINE_FINAL_TYPE (CwCardEditor, cw_card_editor, ADW_TYPE_WINDOW)

enum { SAVED, N_SIGNALS };
static guint signals[N_SIGNALS];

static CwGame *
editor_game (CwCardEditor *self)
{
  return cw_session_get_game (self->session);
}

static void
show_error (CwCardEditor *self,
            const char   *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

/* ---- a message under a field ---- */

/* A row of its own under the field, as the boxed list has no room inside an entry row. It never
 * takes focus: the message reaches screen readers as the field's description. It is insensitive
 * because that is what makes a list box's Tab skip a row (a visible row that only refuses focus
 * ends the walk through the list); the style sheet keeps its colour. */
static GtkWidget *
message_row_new (void)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_widget_add_css_class (label, "error");
  gtk_widget_add_css_class (label, "caption");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_widget_set_sensitive (row, FALSE);
  gtk_widget_add_css_class (row, "field-message");
  gtk_widget_set_visible (row, FALSE);
  return row;
}

/* Puts a message row right under a row of the template (its list box is the group's). */
static void
attach_message_row (GtkWidget  *row,
                    const char *field_name)
{
  GtkWidget *list_box = gtk_widget_get_parent (row);
  GtkWidget *message_row = message_row_new ();

  gtk_list_box_insert (GTK_LIST_BOX (list_box), message_row,
                       gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) + 1);
  g_object_set_data (G_OBJECT (row), "cw-message-row", message_row);
  g_object_set_data_full (G_OBJECT (row), "cw-field-name", g_strdup (field_name), g_free);
}

static void
set_row_message (GtkWidget  *row,
                 const char *message)
{
  GtkWidget *message_row = g_object_get_data (G_OBJECT (row), "cw-message-row");
  GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (message_row));
  GtkWidget *text = GTK_IS_EDITABLE (row) ? GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (row))) : NULL;

  if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "cw-message"), message) == 0)
    return;
  g_object_set_data_full (G_OBJECT (row), "cw-message", g_strdup (message), g_free);
  gtk_label_set_text (GTK_LABEL (label), message != NULL ? message : "");
  gtk_widget_set_visible (message_row, message != NULL);
  if (message != NULL)
    {
      gtk_widget_add_css_class (row, "error");
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
      /* Focus is on the text inside the row: that is what a screen reader reads out. */
      if (text != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
    }
  else
    {
      const char *tooltip = gtk_widget_get_tooltip_text (row);

      gtk_widget_remove_css_class (row, "error");
      /* The tooltip is the row's description when nothing is wrong, as GTK makes it. */
      if (tooltip != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      if (text != NULL)
        gtk_accessible_reset_property (GTK_ACCESSIBLE (text), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

/* ---- what the form says ---- */

static char *
stripped_text (AdwEntryRow *row)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
}

static const CwCardType *
typed_type (CwCardEditor *self)
{
  g_autofree char *text = stripped_text (self->type_row);

  return *text != '\0' ? cw_game_find_card_type (editor_game (self), text) : NULL;
}

static const CwAlignment *
typed_alignment (CwCardEditor *self,
                 gboolean     *valid)
{
  g_autofree char *text = stripped_text (self->alignment_row);
  const CwAlignment *alignment = *text != '\0' ? cw_game_find_alignment (editor_game (self), text) : NULL;

  *valid = *text == '\0' || alignment != NULL;
  return alignment;
}

/* The keywords typed, as the game's keywords; the first item the game does not know goes to
 * unknown (NULL when all are known). */
static GPtrArray *
typed_keywords (CwCardEditor  *self,
                char         **unknown)
{
  g_auto(GStrv) items = g_strsplit_set (gtk_editable_get_text (GTK_EDITABLE (self->keywords_row)), ";,", -1);
  GPtrArray *keywords = g_ptr_array_new ();

  *unknown = NULL;
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);
      const CwKeyword *keyword;

      if (*item == '\0')
        continue;
      keyword = cw_game_find_keyword (editor_game (self), item);
      if (keyword != NULL)
        g_ptr_array_add (keywords, (gpointer) keyword);
      else if (*unknown == NULL)
        *unknown = g_strdup (item);
    }
  return keywords;
}

static char *
row_text (GtkWidget *row)
{
  GtkWidget *suffix = g_object_get_data (G_OBJECT (row), "cw-switch");

  if (suffix != NULL)
    return g_strdup (gtk_switch_get_active (GTK_SWITCH (suffix)) ? "true" : "false");
  return g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));
}

/* What is wrong with a game field's text, or NULL; *missing says it is only empty. */
static char *
field_problem (const CwFieldDef *field,
               const char       *text,
               gboolean         *missing)
{
  g_autofree char *value = g_strstrip (g_strdup (text));
  int number;

  *missing = FALSE;
  if (*value == '\0')
    {
      *missing = field->required;
      return field->required ? g_strdup (_("This field is required.")) : NULL;
    }
  if (field->kind != CW_FIELD_INT)
    return NULL;
  if (!cw_xml_parse_int (value, &number))
    return g_strdup (_("Type a whole number, such as 3."));
  if (number < CW_CARD_INT_MIN || number > CW_CARD_INT_MAX)
    return g_strdup_printf (_("Type a number from %d to %d."), CW_CARD_INT_MIN, CW_CARD_INT_MAX);
  return NULL;
}

/* Shows a row's problem (an empty required field only once it was touched or a save was asked
 * for: a blank form is not a page of errors). Counts it in problems either way. */
static gboolean
has_focus_in (GtkWidget *row)
{
  GtkRoot *root = gtk_widget_get_root (row);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == row || gtk_widget_is_ancestor (focus, row));
}

/* A value of the game's being typed ("Fl" on the way to "Flying") is not yet an error: it shows
 * once the field is left, or when nothing in the game begins that way. */
static gboolean
still_typing (CwCardEditor *self,
              GtkWidget    *row,
              CwCompletion *completion)
{
  g_auto(GStrv) matches = NULL;

  if (self->save_tried || !has_focus_in (row))
    return FALSE;
  matches = cw_completion_match (completion, gtk_editable_get_text (GTK_EDITABLE (row)));
  return matches[0] != NULL;
}

static void
report (CwCardEditor *self,
        GtkWidget    *row,
        const char   *problem,
        gboolean      missing,
        GString      *first)
{
  gboolean shown = problem != NULL &&
                   (!missing || self->save_tried || g_object_get_data (G_OBJECT (row), "cw-touched") != NULL);
  CwCompletion *completion = g_object_get_data (G_OBJECT (row), "cw-completion");

  if (shown && !missing && completion != NULL && still_typing (self, row, completion))
    shown = FALSE;

  set_row_message (row, shown ? problem : NULL);
  if (problem != NULL && first->len == 0)
    g_string_printf (first, "%s: %s", (const char *) g_object_get_data (G_OBJECT (row), "cw-field-name"), problem);
}

/* Checks every field as it stands, marks the wrong ones and enables Save only when all are
 * right. Returns the first problem ("Name: …"), or NULL when the card can be saved. */
static char *
check_form (CwCardEditor *self)
{
  g_autoptr(GString) first = g_string_new (NULL);
  g_autofree char *name = stripped_text (self->name_row);
  g_autofree char *type_text = stripped_text (self->type_row);
  g_autofree char *alignment_text = stripped_text (self->alignment_row);
  g_autofree char *unknown_keyword = NULL;
  g_autoptr(GPtrArray) keywords = NULL;
  g_autofree char *type_problem = NULL;
  g_autofree char *alignment_problem = NULL;
  g_autofree char *keyword_problem = NULL;
  gboolean alignment_valid;

  if (self->session == NULL)
    return NULL;

  report (self, GTK_WIDGET (self->name_row), *name == '\0' ? _("A card needs a name.") : NULL,
          TRUE, first);

  if (*type_text == '\0')
    type_problem = g_strdup (_("A card needs a type: type its first letters, or Down for the list."));
  else if (typed_type (self) == NULL)
    type_problem = g_strdup_printf (_("“%s” is not a type of this game."), type_text);
  report (self, GTK_WIDGET (self->type_row), type_problem, *type_text == '\0', first);

  typed_alignment (self, &alignment_valid);
  if (!alignment_valid)
    alignment_problem = g_strdup_printf (_("“%s” is not an alignment of this game."), alignment_text);
  report (self, GTK_WIDGET (self->alignment_row), alignment_problem, FALSE, first);

  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->field_rows, i);
      const CwFieldDef *field = cw_game_find_field (editor_game (self),
                                                    g_object_get_data (G_OBJECT (row), "cw-field-id"));
      g_autofree char *text = row_text (row);
      g_autofree char *problem = NULL;
      gboolean missing;

      if (field == NULL)
        continue;
      problem = field_problem (field, text, &missing);
      report (self, row, problem, missing, first);
    }

  keywords = typed_keywords (self, &unknown_keyword);
  if (unknown_keyword != NULL)
    keyword_problem = g_strdup_printf (_("“%s” is not a keyword of this game."), unknown_keyword);
  report (self, GTK_WIDGET (self->keywords_row), keyword_problem, FALSE, first);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", first->len == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save-next", first->len == 0);
  return first->len > 0 ? g_strdup (first->str) : NULL;
}

static void
recheck (CwCardEditor *self)
{
  g_autofree char *problem = check_form (self);
}

/* ---- fields follow the type ---- */

static void
remember_field_text (CwCardEditor *self)
{
  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->field_rows, i);
      const char *field_id = g_object_get_data (G_OBJECT (row), "cw-field-id");

      g_hash_table_insert (self->field_text, g_strdup (field_id), row_text (row));
    }
}

static void
on_entry_changed (CwCardEditor *self,
                  GtkWidget    *row)
{
  if (self->filling)
    return;
  g_object_set_data (G_OBJECT (row), "cw-touched", GINT_TO_POINTER (TRUE));
  recheck (self);
}

/* Return in a field goes on to the next one, as Tab does; in the last it saves and goes on. */
static void
on_entry_activated (CwCardEditor *self)
{
  gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

static void
count_used_value (GHashTable       *counts,
                  const CwFieldDef *field,
                  const char       *text)
{
  g_auto(GStrv) items = field->kind == CW_FIELD_LIST ? g_strsplit (text, ";", -1) : g_strsplit (text, "\n", 1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);

      if (*item != '\0')
        g_hash_table_insert (counts, g_strdup (item),
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, item)) + 1));
    }
}

/* The texts the game's cards already give a field (a film, a realm), counted once per editor
 * and kept up to date as cards are saved. */
static GHashTable *
used_value_counts (CwCardEditor     *self,
                   const CwFieldDef *field)
{
  GHashTable *counts = g_hash_table_lookup (self->used_values, field->id);
  GListModel *sets;

  if (counts != NULL)
    return counts;
  counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (self->used_values, g_strdup (field->id), counts);
  sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));
  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);

      for (guint j = 0; j < cw_card_set_get_n_cards (set); j++)
        {
          g_autofree char *text = cw_card_dup_field_string (cw_card_set_get_card (set, j), field->id);

          if (text != NULL)
            count_used_value (counts, field, text);
        }
    }
  return counts;
}

static int
compare_by_use (gconstpointer a,
                gconstpointer b,
                gpointer      counts)
{
  const char *text_a = *(const char * const *) a;
  const char *text_b = *(const char * const *) b;
  guint count_a = GPOINTER_TO_UINT (g_hash_table_lookup (counts, text_a));
  guint count_b = GPOINTER_TO_UINT (g_hash_table_lookup (counts, text_b));

  if (count_a != count_b)
    return count_a > count_b ? -1 : 1;
  return g_utf8_collate (text_a, text_b);
}

/* Most used first: the film of the cards being typed comes first. */
static GStrv
used_values (CwCardEditor     *self,
             const CwFieldDef *field)
{
  GHashTable *counts = used_value_counts (self, field);
  g_autoptr(GPtrArray) values = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer text;

  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &text, NULL))
    g_ptr_array_add (values, text);
  g_ptr_array_sort_with_data (values, compare_by_use, counts);
  g_ptr_array_add (values, NULL);
  return g_strdupv ((char **) values->pdata);
}

/* A saved card's texts are offered for the next card at once. */
static void
remember_used_values (CwCardEditor *self,
                      CwCard       *card)
{
  GHashTableIter iter;
  const char *field_id;
  GHashTable *counts;

  g_hash_table_iter_init (&iter, self->used_values);
  while (g_hash_table_iter_next (&iter, (gpointer *) &field_id, (gpointer *) &counts))
    {
      const CwFieldDef *field = cw_game_find_field (editor_game (self), field_id);
      g_autofree char *text = cw_card_dup_field_string (card, field_id);

      if (field != NULL && text != NULL)
        count_used_value (counts, field, text);
    }
}

static void
drop_field_completions (CwCardEditor *self)
{
  for (guint i = 0; i < self->field_completions->len; i++)
    cw_completion_detach (g_ptr_array_index (self->field_completions, i));
  g_ptr_array_set_size (self->field_completions, 0);
}

static void
build_field_rows (CwCardEditor     *self,
                  const CwCardType *type)
{
  drop_field_completions (self);
  for (guint i = 0; i < self->field_rows->len; i++)
    adw_preferences_group_remove (self->fields_group, g_ptr_array_index (self->field_rows, i));
  for (guint i = 0; i < self->field_messages->len; i++)
    adw_preferences_group_remove (self->fields_group, g_ptr_array_index (self->field_messages, i));
  g_ptr_array_set_size (self->field_rows, 0);
  g_ptr_array_set_size (self->field_messages, 0);
  self->shown_type = type;

  gtk_widget_set_visible (GTK_WIDGET (self->fields_group), type != NULL && type->fields->len > 0);
  if (type == NULL)
    return;

  for (guint i = 0; i < type->fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (type->fields, i);
      const char *text = g_hash_table_lookup (self->field_text, field->id);
      g_autofree char *title = field->required ? g_strdup_printf (_("%s (required)"), field->name)
                                               : g_strdup (field->name);
      GtkWidget *message_row = message_row_new ();
      GtkWidget *row;

      if (field->kind == CW_FIELD_BOOL)
        {
          GtkWidget *toggle = gtk_switch_new ();

          row = adw_action_row_new ();
          gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
          gtk_switch_set_active (GTK_SWITCH (toggle), g_strcmp0 (text, "true") == 0 || g_strcmp0 (text, "yes") == 0);
          /* One Tab stop per field: the row takes focus and Space flips the switch. */
          gtk_widget_set_focusable (toggle, FALSE);
          gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, field->name, -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
          g_object_set_data (G_OBJECT (row), "cw-switch", toggle);
        }
      else
        {
          row = adw_entry_row_new ();
          gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
          if (field->kind == CW_FIELD_INT)
            {
              gtk_widget_set_tooltip_text (row, _("A whole number"));
              adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_NUMBER);
            }
          if (field->kind == CW_FIELD_LIST)
            gtk_widget_set_tooltip_text (row, _("Items separated by “;”"));
          if (field->kind == CW_FIELD_TEXT || field->kind == CW_FIELD_LIST)
            {
              g_auto(GStrv) values = used_values (self, field);
              CwCompletion *completion = cw_completion_new (row, field->kind == CW_FIELD_LIST);

              /* Any text goes: the list only saves retyping what other cards already say. */
              cw_completion_set_values (completion, (const char * const *) values);
              cw_completion_set_pick_first (completion, FALSE);
              g_object_set_data (G_OBJECT (row), "cw-field-completion", completion);
              g_ptr_array_add (self->field_completions, completion);
            }
          g_signal_connect_object (row, "changed", G_CALLBACK (on_entry_changed), self, G_CONNECT_SWAPPED);
          g_signal_connect_object (row, "entry-activated", G_CALLBACK (on_entry_activated), self, G_CONNECT_SWAPPED);
        }

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      g_object_set_data_full (G_OBJECT (row), "cw-field-id", g_strdup (field->id), g_free);
      g_object_set_data_full (G_OBJECT (row), "cw-field-name", g_strdup (field->name), g_free);
      g_object_set_data (G_OBJECT (row), "cw-message-row", message_row);
      adw_preferences_group_add (self->fields_group, row);
      adw_preferences_group_add (self->fields_group, message_row);
      g_ptr_array_add (self->field_rows, row);
      g_ptr_array_add (self->field_messages, message_row);
    }
}

static void
on_type_changed (CwCardEditor *self)
{
  const CwCardType *type;

  if (self->session == NULL || self->filling)
    return;
  /* Half a type name keeps the fields shown; a whole one brings its own. */
  type = typed_type (self);
  if (type != NULL && type != self->shown_type)
    {
      remember_field_text (self);
      build_field_rows (self, type);
    }
  on_entry_changed (self, GTK_WIDGET (self->type_row));
}

/* ---- the form ---- */

static void
update_image_row (CwCardEditor *self)
{
  const char *shown = self->image_source != NULL ? self->image_source : self->image_name;
  g_autofree char *base = shown != NULL ? g_path_get_basename (shown) : NULL;

  adw_action_row_set_subtitle (self->image_row, base != NULL ? base : _("None"));
}

static GStrv
names_of (GPtrArray *items,
          gsize      name_offset)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < items->len; i++)
    g_strv_builder_add (builder, G_STRUCT_MEMBER (const char *, g_ptr_array_index (items, i), name_offset));
  return g_strv_builder_end (builder);
}

/* What does not change from card to card: the sets one may write to, the game's values. */
static void
set_up_form (CwCardEditor *self)
{
  CwGame *game = editor_game (self);
  g_autoptr(GtkStringList) set_names = gtk_string_list_new (NULL);
  g_autoptr(CwCardSet) default_set = NULL;
  g_auto(GStrv) type_names = names_of (cw_game_get_card_types (game), G_STRUCT_OFFSET (CwCardType, name));
  g_auto(GStrv) alignment_names = names_of (cw_game_get_alignments (game), G_STRUCT_OFFSET (CwAlignment, name));
  g_auto(GStrv) keyword_names = names_of (cw_game_get_keywords (game), G_STRUCT_OFFSET (CwKeyword, name));
  GListModel *sets;
  guint n;

  /* Only the player's own sets take cards; a new "My cards" is offered when there is none. */
  default_set = cw_session_dup_user_set (self->session);
  sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));
  n = g_list_model_get_n_items (sets);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);

      if (cw_card_set_is_read_only (set))
        continue;
      g_ptr_array_add (self->sets, g_object_ref (set));
      gtk_string_list_append (set_names, cw_card_set_get_name (set));
    }
  if (self->sets->len == 0)
    {
      g_ptr_array_add (self->sets, g_object_ref (default_set));
      gtk_string_list_append (set_names, cw_card_set_get_name (default_set));
    }
  adw_combo_row_set_model (self->set_row, G_LIST_MODEL (set_names));

  cw_completion_set_values (self->type_completion, (const char * const *) type_names);
  cw_completion_set_values (self->alignment_completion, (const char * const *) alignment_names);
  cw_completion_set_values (self->keywords_completion, (const char * const *) keyword_names);
  gtk_widget_set_visible (GTK_WIDGET (self->alignment_row), alignment_names[0] != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->keywords_group), keyword_names[0] != NULL);
  adw_window_title_set_subtitle (self->window_title, cw_game_get_name (game));
}

static void
forget_touches (CwCardEditor *self)
{
  GtkWidget *rows[] = { GTK_WIDGET (self->name_row), GTK_WIDGET (self->type_row),
                        GTK_WIDGET (self->alignment_row), GTK_WIDGET (self->keywords_row) };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_object_set_data (G_OBJECT (rows[i]), "cw-touched", NULL);
  self->save_tried = FALSE;
}

/* Fills the form from card (NULL: a blank card keeping the set and type chosen) and puts focus
 * in the first field, so typing can start at once. */
static void
load_card (CwCardEditor     *self,
           CwCard           *card,
           CwCardEditorMode  mode,
           const char       *title)
{
  CwGame *game = editor_game (self);
  GPtrArray *fields = cw_game_get_fields (game);
  GPtrArray *keywords = cw_game_get_keywords (game);
  g_autoptr(GString) keyword_text = g_string_new (NULL);

  self->filling = TRUE;
  g_set_object (&self->card, card);
  self->mode = mode;
  g_hash_table_remove_all (self->field_text);
  g_clear_pointer (&self->image_source, g_free);
  g_clear_pointer (&self->image_name, g_free);
  forget_touches (self);

  if (card != NULL)
    {
      CwCardSet *set = cw_catalog_get_set_of (cw_session_get_catalog (self->session), card);
      const CwCardType *type = cw_game_find_card_type (game, cw_card_get_card_type (card));
      const char *alignment_id = cw_card_get_alignment (card);
      const CwAlignment *alignment = alignment_id != NULL ? cw_game_find_alignment (game, alignment_id) : NULL;

      gtk_editable_set_text (GTK_EDITABLE (self->name_row), cw_card_get_name (card));
      gtk_editable_set_text (GTK_EDITABLE (self->version_row),
                             cw_card_get_version (card) != NULL ? cw_card_get_version (card) : "");
      gtk_editable_set_text (GTK_EDITABLE (self->type_row), type != NULL ? type->name : "");
      gtk_editable_set_text (GTK_EDITABLE (self->alignment_row), alignment != NULL ? alignment->name : "");
      for (guint i = 0; i < keywords->len; i++)
        {
          const CwKeyword *keyword = g_ptr_array_index (keywords, i);

          if (cw_card_has_keyword (card, keyword->id))
            g_string_append_printf (keyword_text, "%s%s", keyword_text->len > 0 ? "; " : "", keyword->name);
        }
      for (guint i = 0; i < fields->len; i++)
        {
          const CwFieldDef *field = g_ptr_array_index (fields, i);
          char *text = cw_card_dup_field_string (card, field->id);

          if (text != NULL)
            g_hash_table_insert (self->field_text, g_strdup (field->id), text);
        }
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view),
                                cw_card_get_text (card) != NULL ? cw_card_get_text (card) : "", -1);
      gtk_editable_set_text (GTK_EDITABLE (self->note_row),
                             cw_card_get_note (card) != NULL ? cw_card_get_note (card) : "");

      /* A copy keeps the picture by copying the file from the other card's set folder. */
      if (cw_card_get_image (card) != NULL)
        {
          if (mode == CW_CARD_EDITOR_EDIT)
            self->image_name = g_strdup (cw_card_get_image (card));
          else if (set != NULL)
            {
              g_autofree char *folder = cw_card_set_dup_folder (set);
              if (folder != NULL)
                self->image_source = g_build_filename (folder, cw_card_get_image (card), NULL);
            }
        }

      /* A card of one of the player's sets stays in (or is copied beside) it. */
      for (guint i = 0; i < self->sets->len; i++)
        if (g_ptr_array_index (self->sets, i) == set)
          adw_combo_row_set_selected (self->set_row, i);
    }
  else
    {
      GPtrArray *types = cw_game_get_card_types (game);

      gtk_editable_set_text (GTK_EDITABLE (self->name_row), "");
      gtk_editable_set_text (GTK_EDITABLE (self->version_row), "");
      /* The next card is most often of the same type: it stays; a first card starts with the
       * game's first type. */
      if (typed_type (self) == NULL && types->len > 0)
        gtk_editable_set_text (GTK_EDITABLE (self->type_row), ((CwCardType *) g_ptr_array_index (types, 0))->name);
      gtk_editable_set_text (GTK_EDITABLE (self->alignment_row), "");
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view), "", -1);
      gtk_editable_set_text (GTK_EDITABLE (self->note_row), "");
    }
  gtk_editable_set_text (GTK_EDITABLE (self->keywords_row), keyword_text->str);

  self->filling = FALSE;
  build_field_rows (self, typed_type (self));
  update_image_row (self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->set_row), mode != CW_CARD_EDITOR_EDIT);
  adw_window_title_set_title (self->window_title, title);
  /* For window lists and screen readers, which do not see the header's title widget. */
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate-last", self->last_saved != NULL);
  recheck (self);
  show_error (self, NULL);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller), 0);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

static const char *
mode_title (CwCardEditorMode mode)
{
  switch (mode)
    {
    case CW_CARD_EDITOR_EDIT:
      return _("Edit Card");
    case CW_CARD_EDITOR_DUPLICATE:
      return _("Duplicate into My Set");
    case CW_CARD_EDITOR_NEW:
    default:
      return _("New Card");
    }
}

/* ---- saving ---- */

static char *
copy_image (CwCardEditor *self,
            CwCardSet    *set,
            const char   *card_id,
            GError      **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *base = g_path_get_basename (self->image_source);
  const char *dot = strrchr (base, '.');
  g_autofree char *name = g_strdup_printf ("%s%s", card_id, dot != NULL ? dot : "");

  /* The card id comes from a set someone may have shared ("../../x" is a valid id there): as a
   * file name it keeps only safe characters, so the picture lands in the set's folder. */
  if (!cw_file_is_safe_name (name))
    {
      g_strcanon (name, G_CSET_A_2_Z G_CSET_a_2_z G_CSET_DIGITS "-_.", '-');
      while (name[0] == '.')
        name[0] = '-';
      if (strlen (name) > CW_FILE_SAFE_NAME_MAX)
        name[CW_FILE_SAFE_NAME_MAX] = '\0';
    }
  g_autofree char *target = NULL;
  g_autoptr(GFile) source = NULL;
  g_autoptr(GFile) destination = NULL;

  if (cw_card_set_get_path (set) != NULL)
    folder = g_path_get_dirname (cw_card_set_get_path (set));
  else
    {
      g_autofree char *game_dir = cw_game_get_user_dir (cw_game_get_id (editor_game (self)));
      folder = g_build_filename (game_dir, "sets", NULL);
    }

  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), folder, g_strerror (saved_errno));
      return NULL;
    }

  target = g_build_filename (folder, name, NULL);
  if (g_strcmp0 (target, self->image_source) == 0)
    return g_steal_pointer (&name);

  source = g_file_new_for_path (self->image_source);
  destination = g_file_new_for_path (target);
  if (!g_file_copy (source, destination, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
    return NULL;

  return g_steal_pointer (&name);
}


/* A new card's id: from its name, unique in the whole game (a shared set may hold the id the
 * set alone would give). */
static char *
new_card_id (CwCardEditor *self,
             CwCardSet    *set,
             const char   *name)
{
  CwCatalog *catalog = cw_session_get_catalog (self->session);
  g_autofree char *base = cw_card_set_new_card_id (set, name);
  char *id = g_strdup (base);

  for (guint n = 2; cw_catalog_lookup (catalog, id) != NULL || cw_card_set_lookup (set, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  return id;
}

gboolean
cw_card_editor_save (CwCardEditor  *self,
                     GError       **error)
{
  CwGame *game;
  const CwCardType *type;
  const CwAlignment *alignment;
  GPtrArray *fields;
  g_autoptr(GPtrArray) typed = NULL;
  g_autoptr(CwCard) card = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *unknown = NULL;
  g_autofree char *name = NULL;
  g_autofree char *version = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) missing = NULL;
  GtkTextIter start, end;
  CwCardSet *set;
  guint set_index;
  gboolean alignment_valid;

  g_return_val_if_fail (CW_IS_CARD_EDITOR (self), FALSE);

  game = editor_game (self);
  set_index = adw_combo_row_get_selected (self->set_row);
  set = set_index < self->sets->len ? g_ptr_array_index (self->sets, set_index) : NULL;

  /* Every problem shows under its field now, even in fields not yet touched. */
  self->save_tried = TRUE;
  problem = check_form (self);
  if (problem != NULL)
    {
      g_set_error_literal (&local_error, CW_ERROR, CW_ERROR_INVALID, problem);
      goto fail;
    }
  if (set == NULL)
    {
      g_set_error_literal (&local_error, CW_ERROR, CW_ERROR_INVALID, _("Choose a card set."));
      goto fail;
    }

  type = typed_type (self);
  alignment = typed_alignment (self, &alignment_valid);
  name = stripped_text (self->name_row);
  version = stripped_text (self->version_row);

  /* Work on a copy: a card that fails the checks leaves the set as it was. */
  if (self->mode == CW_CARD_EDITOR_EDIT && self->card != NULL)
    card = cw_card_copy (self->card, cw_card_get_id (self->card));
  else
    {
      g_autofree char *id = new_card_id (self, set, name);

      card = self->card != NULL ? cw_card_copy (self->card, id) : cw_card_new (game, id);
    }

  cw_card_set_name (card, name);
  cw_card_set_version (card, *version != '\0' ? version : NULL);
  cw_card_set_card_type (card, type->id);
  cw_card_set_alignment (card, alignment != NULL ? alignment->id : NULL);

  typed = typed_keywords (self, &unknown);
  {
    GPtrArray *keywords = cw_game_get_keywords (game);

    for (guint i = 0; i < keywords->len; i++)
      {
        const CwKeyword *keyword = g_ptr_array_index (keywords, i);

        if (g_ptr_array_find (typed, keyword, NULL))
          cw_card_add_keyword (card, keyword->id);
        else
          cw_card_remove_keyword (card, keyword->id);
      }
  }

  /* Fields the type does not carry are dropped, so a type change leaves no stray values. */
  fields = cw_game_get_fields (game);
  for (guint i = 0; i < fields->len; i++)
    cw_card_unset_field (card, ((CwFieldDef *) g_ptr_array_index (fields, i))->id);
  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->field_rows, i);
      const char *field_id = g_object_get_data (G_OBJECT (row), "cw-field-id");
      g_autofree char *value = g_strstrip (row_text (row));
      const CwFieldDef *field = cw_game_find_field (game, field_id);

      if (*value == '\0')
        continue;
      if (!cw_card_set_field_from_string (card, field_id, value, &local_error))
        {
          g_prefix_error (&local_error, "%s: ", field != NULL ? field->name : field_id);
          gtk_widget_grab_focus (row);
          goto fail;
        }
    }

  gtk_text_buffer_get_bounds (gtk_text_view_get_buffer (self->text_view), &start, &end);
  text = gtk_text_buffer_get_text (gtk_text_view_get_buffer (self->text_view), &start, &end, FALSE);
  g_strstrip (text);
  cw_card_set_text (card, *text != '\0' ? text : NULL);
  {
    const char *note = gtk_editable_get_text (GTK_EDITABLE (self->note_row));
    cw_card_set_note (card, *note != '\0' ? note : NULL);
  }

  missing = cw_card_missing_required (card);
  if (missing != NULL && missing[0] != NULL)
    {
      g_autofree char *list = g_strjoinv (", ", missing);
      g_set_error (&local_error, CW_ERROR, CW_ERROR_INVALID,
                   _("Fill in the required fields: %s."), list);
      goto fail;
    }

  if (self->image_source != NULL)
    {
      g_autofree char *image = copy_image (self, set, cw_card_get_id (card), &local_error);

      if (image == NULL)
        goto fail;
      cw_card_set_image (card, image);
    }
  else
    cw_card_set_image (card, self->image_name);

  cw_card_set_add (set, card);
  if (!cw_session_save_set (self->session, set, &local_error))
    goto fail;

  show_error (self, NULL);
  g_set_object (&self->last_saved, card);
  remember_used_values (self, card);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate-last", TRUE);
  g_signal_emit (self, signals[SAVED], 0, card);
  return TRUE;

fail:
  show_error (self, local_error->message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/* The first field with a problem shown under it, so the person lands where to type. */
static void
focus_first_problem (CwCardEditor *self)
{
  GtkWidget *rows[] = { GTK_WIDGET (self->name_row), GTK_WIDGET (self->type_row),
                        GTK_WIDGET (self->alignment_row) };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (g_object_get_data (G_OBJECT (rows[i]), "cw-message") != NULL)
      {
        gtk_widget_grab_focus (rows[i]);
        return;
      }
  for (guint i = 0; i < self->field_rows->len; i++)
    if (g_object_get_data (g_ptr_array_index (self->field_rows, i), "cw-message") != NULL)
      {
        gtk_widget_grab_focus (g_ptr_array_index (self->field_rows, i));
        return;
      }
  if (g_object_get_data (G_OBJECT (self->keywords_row), "cw-message") != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (self->keywords_row));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CwCardEditor *self = CW_CARD_EDITOR (widget);

  if (cw_card_editor_save (self, NULL))
    gtk_window_destroy (GTK_WINDOW (self));
  else
    focus_first_problem (self);
}

static void
save_next_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CwCardEditor *self = CW_CARD_EDITOR (widget);

  if (cw_card_editor_save (self, NULL))
    load_card (self, NULL, CW_CARD_EDITOR_NEW, mode_title (CW_CARD_EDITOR_NEW));
  else
    focus_first_problem (self);
}

static void
duplicate_last_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CwCardEditor *self = CW_CARD_EDITOR (widget);
  g_autoptr(CwCard) last = NULL;

  if (self->last_saved == NULL)
    return;
  last = g_object_ref (self->last_saved);
  load_card (self, last, CW_CARD_EDITOR_DUPLICATE, mode_title (CW_CARD_EDITOR_NEW));
}

/* Save asked for by key while Save is off still says why: every problem shows under its field
 * and focus goes to the first. A disabled action would swallow the key without a word. */
static void
try_saving (CwCardEditor *self,
            const char   *action)
{
  g_autofree char *problem = check_form (self);

  if (problem == NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
      return;
    }
  self->save_tried = TRUE;
  recheck (self);
  focus_first_problem (self);
}

static gboolean
on_save_shortcut (GtkWidget *widget,
                  GVariant  *arguments,
                  gpointer   user_data)
{
  try_saving (CW_CARD_EDITOR (widget), g_variant_get_string (arguments, NULL));
  return TRUE;
}

static void
on_last_entry_activated (CwCardEditor *self)
{
  try_saving (self, "editor.save-next");
}

/* ---- picture ---- */

static void
on_chooser_response (GtkNativeDialog *chooser,
                     int              response,
                     CwCardEditor    *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      g_autofree char *path = g_file_get_path (file);

      cw_card_editor_set_image_file (self, path);
    }
  g_clear_object (&self->chooser);
}

static void
choose_image_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CwCardEditor *self = CW_CARD_EDITOR (widget);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Choose a Picture"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Pictures"));
  gtk_file_filter_add_mime_type (filter, "image/png");
  gtk_file_filter_add_mime_type (filter, "image/jpeg");
  gtk_file_filter_add_mime_type (filter, "image/webp");
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_filter_add_suffix (filter, "jpg");
  gtk_file_filter_add_suffix (filter, "jpeg");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
clear_image_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CwCardEditor *self = CW_CARD_EDITOR (widget);

  g_clear_pointer (&self->image_source, g_free);
  g_clear_pointer (&self->image_name, g_free);
  update_image_row (self);
}

/* ---- GObject ---- */

static void
cw_card_editor_dispose (GObject *object)
{
  CwCardEditor *self = CW_CARD_EDITOR (object);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  /* The lists hang from the template's entries: they go first. */
  g_clear_object (&self->type_completion);
  g_clear_object (&self->alignment_completion);
  g_clear_object (&self->keywords_completion);
  if (self->field_completions != NULL)
    drop_field_completions (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_CARD_EDITOR);
  g_clear_object (&self->session);
  g_clear_object (&self->card);
  g_clear_object (&self->last_saved);
  g_clear_pointer (&self->sets, g_ptr_array_unref);

  G_OBJECT_CLASS (cw_card_editor_parent_class)->dispose (object);
}

static void
cw_card_editor_finalize (GObject *object)
{
  CwCardEditor *self = CW_CARD_EDITOR (object);

  g_ptr_array_unref (self->field_rows);
  g_ptr_array_unref (self->field_messages);
  g_ptr_array_unref (self->field_completions);
  g_hash_table_unref (self->used_values);
  g_hash_table_unref (self->field_text);
  g_free (self->image_source);
  g_free (self->image_name);

  G_OBJECT_CLASS (cw_card_editor_parent_class)->finalize (object);
}

static void
cw_card_editor_class_init (CwCardEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_card_editor_dispose;
  object_class->finalize = cw_card_editor_finalize;

  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, CW_TYPE_CARD);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-card-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, window_title);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, error_label);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, scroller);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, set_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, name_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, version_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, type_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, alignment_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, fields_group);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, keywords_group);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, keywords_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, text_view);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, note_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, image_row);
  gtk_widget_class_bind_template_callback (widget_class, on_type_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_last_entry_activated);

  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.save-next", NULL, save_next_action);
  gtk_widget_class_install_action (widget_class, "editor.duplicate-last", NULL, duplicate_last_action);
  gtk_widget_class_install_action (widget_class, "editor.choose-image", NULL, choose_image_action);
  gtk_widget_class_install_action (widget_class, "editor.clear-image", NULL, clear_image_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* A value half typed shows its problem once the field is left. */
static void
watch_leaving (CwCardEditor *self,
               GtkWidget    *row,
               CwCompletion *completion)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_object_set_data (G_OBJECT (row), "cw-completion", completion);
  g_signal_connect_object (focus, "leave", G_CALLBACK (recheck), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (row, focus);
}

static void
add_shortcut (GtkShortcutController *controller,
              guint                  keyval,
              const char            *action)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, GDK_CONTROL_MASK),
                                            gtk_callback_action_new (on_save_shortcut, NULL, NULL));

  gtk_shortcut_set_arguments (shortcut, g_variant_new_string (action));
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

static void
cw_card_editor_init (CwCardEditor *self)
{
  GtkEventController *shortcuts;

  self->sets = g_ptr_array_new_with_free_func (g_object_unref);
  self->field_rows = g_ptr_array_new ();
  self->field_messages = g_ptr_array_new ();
  self->field_completions = g_ptr_array_new_with_free_func (g_object_unref);
  self->used_values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_hash_table_unref);
  self->field_text = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  gtk_widget_init_template (GTK_WIDGET (self));

  attach_message_row (GTK_WIDGET (self->name_row), _("Name"));
  attach_message_row (GTK_WIDGET (self->type_row), _("Type"));
  attach_message_row (GTK_WIDGET (self->alignment_row), _("Alignment"));
  attach_message_row (GTK_WIDGET (self->keywords_row), _("Keywords"));
  self->type_completion = cw_completion_new (GTK_WIDGET (self->type_row), FALSE);
  self->alignment_completion = cw_completion_new (GTK_WIDGET (self->alignment_row), FALSE);
  self->keywords_completion = cw_completion_new (GTK_WIDGET (self->keywords_row), TRUE);
  watch_leaving (self, GTK_WIDGET (self->type_row), self->type_completion);
  watch_leaving (self, GTK_WIDGET (self->alignment_row), self->alignment_completion);
  watch_leaving (self, GTK_WIDGET (self->keywords_row), self->keywords_completion);

  /* Caught before the focused field sees them: the game text view would take Ctrl+Return as a
   * line break, and an entry's own key handling runs before the window's bubbling shortcuts. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Return, "editor.save-next");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_KP_Enter, "editor.save-next");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_s, "editor.save");
  {
    GtkShortcut *duplicate = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_d, GDK_CONTROL_MASK),
                                               gtk_named_action_new ("editor.duplicate-last"));

    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), duplicate);
  }
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.duplicate-last", FALSE);
}

GtkWidget *
cw_card_editor_new (CwSession        *session,
                    CwCard           *card,
                    CwCardEditorMode  mode)
{
  CwCardEditor *self;

  g_return_val_if_fail (CW_IS_SESSION (session), NULL);
  g_return_val_if_fail (card == NULL || CW_IS_CARD (card), NULL);
  g_return_val_if_fail (card != NULL || mode == CW_CARD_EDITOR_NEW, NULL);

  self = g_object_new (CW_TYPE_CARD_EDITOR, NULL);
  self->session = g_object_ref (session);
  set_up_form (self);
  load_card (self, card, mode, mode_title (mode));

  return GTK_WIDGET (self);
}

void
cw_card_editor_set_image_file (CwCardEditor *self,
                               const char   *path)
{
  g_return_if_fail (CW_IS_CARD_EDITOR (self));

  g_free (self->image_source);
  self->image_source = g_strdup (path);
  update_image_row (self);
}

void
cw_card_editor_set_name (CwCardEditor *self,
                         const char   *name)
{
  g_return_if_fail (CW_IS_CARD_EDITOR (self));
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

GtkWidget *
cw_card_editor_get_row (CwCardEditor *self,
                        const char   *name)
{
  g_return_val_if_fail (CW_IS_CARD_EDITOR (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (strcmp (name, "name") == 0)
    return GTK_WIDGET (self->name_row);
  if (strcmp (name, "version") == 0)
    return GTK_WIDGET (self->version_row);
  if (strcmp (name, "type") == 0)
    return GTK_WIDGET (self->type_row);
  if (strcmp (name, "alignment") == 0)
    return GTK_WIDGET (self->alignment_row);
  if (strcmp (name, "keywords") == 0)
    return GTK_WIDGET (self->keywords_row);
  if (strcmp (name, "note") == 0)
    return GTK_WIDGET (self->note_row);
  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->field_rows, i);

      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "cw-field-id"), name) == 0)
        return row;
    }
  return NULL;
}

const char *
cw_card_editor_get_message (CwCardEditor *self,
                            const char   *name)
{
  GtkWidget *row;

  g_return_val_if_fail (CW_IS_CARD_EDITOR (self), NULL);

  row = cw_card_editor_get_row (self, name);
  return row != NULL ? g_object_get_data (G_OBJECT (row), "cw-message") : NULL;
}

CwCompletion *
cw_card_editor_get_completion (CwCardEditor *self,
                               const char   *name)
{
  g_return_val_if_fail (CW_IS_CARD_EDITOR (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (strcmp (name, "type") == 0)
    return self->type_completion;
  if (strcmp (name, "alignment") == 0)
    return self->alignment_completion;
  if (strcmp (name, "keywords") == 0)
    return self->keywords_completion;
  {
    GtkWidget *row = cw_card_editor_get_row (self, name);

    return row != NULL ? g_object_get_data (G_OBJECT (row), "cw-field-completion") : NULL;
  }
}

CwCard *
cw_card_editor_get_last_saved (CwCardEditor *self)
{
  g_return_val_if_fail (CW_IS_CARD_EDITOR (self), NULL);
  return self->last_saved;
}

void
cw_card_editor_set_field (CwCardEditor *self,
                          const char   *field_id,
                          const char   *text)
{
  g_return_if_fail (CW_IS_CARD_EDITOR (self));

  for (guint i = 0; i < self->field_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->field_rows, i);
      GtkWidget *toggle = g_object_get_data (G_OBJECT (row), "cw-switch");

      if (g_strcmp0 (g_object_get_data (G_OBJECT (row), "cw-field-id"), field_id) != 0)
        continue;
      if (toggle != NULL)
        gtk_switch_set_active (GTK_SWITCH (toggle), g_strcmp0 (text, "true") == 0);
      else
        gtk_editable_set_text (GTK_EDITABLE (row), text);
    }
}
