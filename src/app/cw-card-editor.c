/* cw-card-editor.c: the card editor: a card of a user card set, with the fields its game defines. */
#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "cw-card-editor.h"
#include "cw-compat.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"

struct _CwCardEditor
{
  AdwWindow         parent_instance;

  AdwWindowTitle   *window_title;
  GtkRevealer      *error_revealer;
  GtkLabel         *error_label;
  AdwComboRow      *set_row;
  AdwEntryRow      *name_row;
  AdwEntryRow      *version_row;
  AdwComboRow      *type_row;
  AdwComboRow      *alignment_row;
  AdwPreferencesGroup *fields_group;
  AdwPreferencesGroup *keywords_group;
  GtkTextView      *text_view;
  AdwEntryRow      *note_row;
  AdwActionRow     *image_row;

  CwSession        *session;
  CwCard           *card;          /* the card edited or copied; NULL for a new one */
  CwCardEditorMode  mode;
  GPtrArray        *sets;          /* of CwCardSet: the sets the player may write to */
  GPtrArray        *field_rows;    /* of GtkWidget: rows in fields_group */
  GHashTable       *field_text;    /* field id → text typed so far, kept across type changes */
  GPtrArray        *keyword_checks;/* of GtkCheckButton, in the game's keyword order */
  char             *image_source;  /* a file chosen but not yet copied into the set folder */
  char             *image_name;    /* the image the card keeps: a file name in its set folder */
  CwFileChooser *chooser;
  gboolean          filling;       /* the form is being filled: type changes build nothing yet */
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

/* ---- fields follow the type ---- */

static const CwCardType *
selected_type (CwCardEditor *self)
{
  GPtrArray *types = cw_game_get_card_types (editor_game (self));
  guint index = adw_combo_row_get_selected (self->type_row);

  return index < types->len ? g_ptr_array_index (types, index) : NULL;
}

static char *
row_text (GtkWidget *row)
{
  GtkWidget *suffix = g_object_get_data (G_OBJECT (row), "cw-switch");

  if (suffix != NULL)
    return g_strdup (gtk_switch_get_active (GTK_SWITCH (suffix)) ? "true" : "false");
  return g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));
}

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
build_field_rows (CwCardEditor *self)
{
  const CwCardType *type = selected_type (self);

  remember_field_text (self);
  for (guint i = 0; i < self->field_rows->len; i++)
    adw_preferences_group_remove (self->fields_group, g_ptr_array_index (self->field_rows, i));
  g_ptr_array_set_size (self->field_rows, 0);

  if (type == NULL)
    return;

  for (guint i = 0; i < type->fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (type->fields, i);
      const char *text = g_hash_table_lookup (self->field_text, field->id);
      g_autofree char *title = field->required ? g_strdup_printf (_("%s (required)"), field->name)
                                               : g_strdup (field->name);
      GtkWidget *row;

      if (field->kind == CW_FIELD_BOOL)
        {
          GtkWidget *toggle = gtk_switch_new ();

          row = adw_action_row_new ();
          gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
          gtk_switch_set_active (GTK_SWITCH (toggle), g_strcmp0 (text, "true") == 0 || g_strcmp0 (text, "yes") == 0);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
          g_object_set_data (G_OBJECT (row), "cw-switch", toggle);
        }
      else
        {
          row = adw_entry_row_new ();
          gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
          if (field->kind == CW_FIELD_INT)
            gtk_widget_set_tooltip_text (row, _("A whole number"));
          if (field->kind == CW_FIELD_LIST)
            gtk_widget_set_tooltip_text (row, _("Items separated by “;”"));
        }

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      g_object_set_data_full (G_OBJECT (row), "cw-field-id", g_strdup (field->id), g_free);
      adw_preferences_group_add (self->fields_group, row);
      g_ptr_array_add (self->field_rows, row);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->fields_group), type->fields->len > 0);
}

static void
on_type_changed (CwCardEditor *self)
{
  if (self->session != NULL && !self->filling)
    build_field_rows (self);
}

/* ---- the form ---- */

static GtkStringList *
names_model (GPtrArray *items,
             gsize      name_offset,
             const char *first)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  if (first != NULL)
    gtk_string_list_append (list, first);
  for (guint i = 0; i < items->len; i++)
    gtk_string_list_append (list, G_STRUCT_MEMBER (const char *, g_ptr_array_index (items, i), name_offset));
  return list;
}

static void
update_image_row (CwCardEditor *self)
{
  const char *shown = self->image_source != NULL ? self->image_source : self->image_name;
  g_autofree char *base = shown != NULL ? g_path_get_basename (shown) : NULL;

  adw_action_row_set_subtitle (self->image_row, base != NULL ? base : _("None"));
}

static void
fill_form (CwCardEditor *self)
{
  CwGame *game = editor_game (self);
  GPtrArray *types = cw_game_get_card_types (game);
  GPtrArray *alignments = cw_game_get_alignments (game);
  GPtrArray *keywords = cw_game_get_keywords (game);
  GPtrArray *fields = cw_game_get_fields (game);
  g_autoptr(GtkStringList) set_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) type_names = NULL;
  g_autoptr(GtkStringList) alignment_names = NULL;
  g_autoptr(CwCardSet) default_set = NULL;
  CwCard *card = self->card;
  GListModel *sets;
  guint n;

  self->filling = TRUE;

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

  type_names = names_model (types, G_STRUCT_OFFSET (CwCardType, name), NULL);
  adw_combo_row_set_model (self->type_row, G_LIST_MODEL (type_names));
  alignment_names = names_model (alignments, G_STRUCT_OFFSET (CwAlignment, name), _("None"));
  adw_combo_row_set_model (self->alignment_row, G_LIST_MODEL (alignment_names));
  gtk_widget_set_visible (GTK_WIDGET (self->alignment_row), alignments->len > 0);

  for (guint i = 0; i < keywords->len; i++)
    {
      const CwKeyword *keyword = g_ptr_array_index (keywords, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), keyword->name);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   card != NULL && cw_card_has_keyword (card, keyword->id));
      adw_preferences_group_add (self->keywords_group, row);
      g_ptr_array_add (self->keyword_checks, check);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->keywords_group), keywords->len > 0);

  if (card != NULL)
    {
      CwCardSet *set = cw_catalog_get_set_of (cw_session_get_catalog (self->session), card);

      gtk_editable_set_text (GTK_EDITABLE (self->name_row), cw_card_get_name (card));
      gtk_editable_set_text (GTK_EDITABLE (self->version_row),
                             cw_card_get_version (card) != NULL ? cw_card_get_version (card) : "");
      for (guint i = 0; i < types->len; i++)
        if (g_strcmp0 (((CwCardType *) g_ptr_array_index (types, i))->id, cw_card_get_card_type (card)) == 0)
          adw_combo_row_set_selected (self->type_row, i);
      for (guint i = 0; i < alignments->len; i++)
        if (g_strcmp0 (((CwAlignment *) g_ptr_array_index (alignments, i))->id, cw_card_get_alignment (card)) == 0)
          adw_combo_row_set_selected (self->alignment_row, i + 1);
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

      /* A duplicate keeps the picture by copying the file from the shipped set's folder. */
      if (cw_card_get_image (card) != NULL)
        {
          if (self->mode == CW_CARD_EDITOR_EDIT)
            self->image_name = g_strdup (cw_card_get_image (card));
          else if (set != NULL)
            {
              g_autofree char *folder = cw_card_set_dup_folder (set);
              if (folder != NULL)
                self->image_source = g_build_filename (folder, cw_card_get_image (card), NULL);
            }
        }

      /* Edit in place keeps the card in its own set. */
      for (guint i = 0; i < self->sets->len; i++)
        if (g_ptr_array_index (self->sets, i) == set)
          adw_combo_row_set_selected (self->set_row, i);
    }

  self->filling = FALSE;
  build_field_rows (self);
  update_image_row (self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->set_row), self->mode != CW_CARD_EDITOR_EDIT);

  switch (self->mode)
    {
    case CW_CARD_EDITOR_NEW:
      adw_window_title_set_title (self->window_title, _("New Card"));
      break;
    case CW_CARD_EDITOR_EDIT:
      adw_window_title_set_title (self->window_title, _("Edit Card"));
      break;
    case CW_CARD_EDITOR_DUPLICATE:
      adw_window_title_set_title (self->window_title, _("Duplicate into My Set"));
      break;
    }
  adw_window_title_set_subtitle (self->window_title, cw_game_get_name (game));
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

gboolean
cw_card_editor_save (CwCardEditor  *self,
                     GError       **error)
{
  CwGame *game;
  const CwCardType *type;
  GPtrArray *alignments, *keywords, *fields;
  g_autoptr(CwCard) card = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *version = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) missing = NULL;
  GtkTextIter start, end;
  CwCardSet *set;
  guint set_index, alignment_index;

  g_return_val_if_fail (CW_IS_CARD_EDITOR (self), FALSE);

  game = editor_game (self);
  set_index = adw_combo_row_get_selected (self->set_row);
  set = set_index < self->sets->len ? g_ptr_array_index (self->sets, set_index) : NULL;
  type = selected_type (self);
  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  version = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->version_row))));

  if (set == NULL || type == NULL)
    {
      g_set_error_literal (&local_error, CW_ERROR, CW_ERROR_INVALID, _("Choose a card set and a type."));
      goto fail;
    }
  if (*name == '\0')
    {
      g_set_error_literal (&local_error, CW_ERROR, CW_ERROR_INVALID, _("The card needs a name."));
      gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
      goto fail;
    }

  /* Work on a copy: a card that fails the checks leaves the set as it was. */
  if (self->mode == CW_CARD_EDITOR_EDIT && self->card != NULL)
    card = cw_card_copy (self->card, cw_card_get_id (self->card));
  else
    {
      g_autofree char *id = cw_card_set_new_card_id (set, name);

      card = self->card != NULL ? cw_card_copy (self->card, id) : cw_card_new (game, id);
    }

  cw_card_set_name (card, name);
  cw_card_set_version (card, *version != '\0' ? version : NULL);
  cw_card_set_card_type (card, type->id);

  alignments = cw_game_get_alignments (game);
  alignment_index = adw_combo_row_get_selected (self->alignment_row);
  cw_card_set_alignment (card, alignment_index >= 1 && alignment_index <= alignments->len
                               ? ((CwAlignment *) g_ptr_array_index (alignments, alignment_index - 1))->id
                               : NULL);

  keywords = cw_game_get_keywords (game);
  for (guint i = 0; i < keywords->len && i < self->keyword_checks->len; i++)
    {
      const CwKeyword *keyword = g_ptr_array_index (keywords, i);

      if (gtk_check_button_get_active (g_ptr_array_index (self->keyword_checks, i)))
        cw_card_add_keyword (card, keyword->id);
      else
        cw_card_remove_keyword (card, keyword->id);
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
  g_signal_emit (self, signals[SAVED], 0, card);
  return TRUE;

fail:
  show_error (self, local_error->message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CwCardEditor *self = CW_CARD_EDITOR (widget);

  if (cw_card_editor_save (self, NULL))
    gtk_window_destroy (GTK_WINDOW (self));
}

/* ---- picture ---- */

static void
on_chooser_response (CwFileChooser   *chooser,
                     int              response,
                     CwCardEditor    *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (CW_FILE_CHOOSER (chooser));

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

  self->chooser = cw_file_chooser_new (_("Choose a Picture"), GTK_WINDOW (self),
                                       GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Pictures"));
  gtk_file_filter_add_mime_type (filter, "image/png");
  gtk_file_filter_add_mime_type (filter, "image/jpeg");
  gtk_file_filter_add_mime_type (filter, "image/webp");
  gtk_file_filter_add_suffix (filter, "png");
  gtk_file_filter_add_suffix (filter, "jpg");
  gtk_file_filter_add_suffix (filter, "jpeg");
  cw_file_chooser_add_filter (self->chooser, filter);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  cw_file_chooser_show (self->chooser);
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
      cw_file_chooser_destroy (self->chooser);
      g_clear_object (&self->chooser);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_CARD_EDITOR);
  g_clear_object (&self->session);
  g_clear_object (&self->card);
  g_clear_pointer (&self->sets, g_ptr_array_unref);

  G_OBJECT_CLASS (cw_card_editor_parent_class)->dispose (object);
}

static void
cw_card_editor_finalize (GObject *object)
{
  CwCardEditor *self = CW_CARD_EDITOR (object);

  g_ptr_array_unref (self->field_rows);
  g_ptr_array_unref (self->keyword_checks);
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
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, set_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, name_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, version_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, type_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, alignment_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, fields_group);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, keywords_group);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, text_view);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, note_row);
  gtk_widget_class_bind_template_child (widget_class, CwCardEditor, image_row);
  gtk_widget_class_bind_template_callback (widget_class, on_type_changed);

  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "editor.choose-image", NULL, choose_image_action);
  gtk_widget_class_install_action (widget_class, "editor.clear-image", NULL, clear_image_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cw_card_editor_init (CwCardEditor *self)
{
  self->sets = g_ptr_array_new_with_free_func (g_object_unref);
  self->field_rows = g_ptr_array_new ();
  self->keyword_checks = g_ptr_array_new ();
  self->field_text = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
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
  self->card = card != NULL ? g_object_ref (card) : NULL;
  self->mode = mode;
  fill_form (self);

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
