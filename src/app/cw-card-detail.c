/* cw-card-detail.c: the detail pane: the card drawn large, its fields, keyword rules, owned count, Libraries. */
#include <glib/gi18n.h>
#include <adwaita.h>

#include "cw-card-detail.h"
#include "cw-card-picture.h"
#include "cw-card-renderer.h"
#include "cw-owned-spin.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-game.h"

struct _CwCardDetail
{
  GtkWidget      parent_instance;

  GtkLabel      *title_label;
  GtkLabel      *subtitle_label;
  CwCardPicture *picture;
  GtkLabel      *picture_problem_label;
  CwOwnedSpin   *owned_spin;
  GtkLabel      *text_label;
  GtkLabel      *note_label;
  GtkListBox    *fields_list;
  GtkWidget     *keywords_heading;
  GtkListBox    *keywords_list;
  GtkLabel      *libraries_label;
  GtkWidget     *edit_button;
  GtkWidget     *add_button;
  GtkWidget     *delete_button;

  CwSession     *session;
  CwCard        *card;
};

G_DEFINE_FINAL_TYPE (CwCardDetail, cw_card_detail, GTK_TYPE_WIDGET)

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
add_row (GtkListBox *list,
         const char *title,
         const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), value);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_list_box_append (list, row);
}

static void
show_label (GtkLabel   *label,
            const char *text,
            gboolean    markup)
{
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && *text != '\0');
  if (markup)
    gtk_label_set_markup (label, text != NULL ? text : "");
  else
    gtk_label_set_text (label, text != NULL ? text : "");
}

void
cw_card_detail_refresh (CwCardDetail *self)
{
  CwGame *game;
  const CwCardType *type;
  const CwAlignment *alignment;
  CwCardSet *set;
  const char * const *keywords;
  GPtrArray *fields;
  g_autoptr(GString) subtitle = NULL;
  g_auto(GStrv) libraries = NULL;
  gboolean writable;

  g_return_if_fail (CW_IS_CARD_DETAIL (self));

  clear_list (self->fields_list);
  clear_list (self->keywords_list);

  if (self->card == NULL || self->session == NULL)
    {
      gtk_label_set_text (self->title_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->picture_problem_label), FALSE);
      return;
    }

  /* The card shows its emblem when its picture cannot be read: say which file and why. */
  {
    g_autofree char *folder = cw_session_dup_image_folder (self->session, self->card);
    g_autofree char *why = cw_card_renderer_dup_picture_problem (cw_session_get_renderer (self->session),
                                                                 self->card, folder);
    g_autofree char *text = why != NULL ? g_strdup_printf (_("Picture not shown: %s"), why) : NULL;

    gtk_label_set_text (self->picture_problem_label, text != NULL ? text : "");
    gtk_widget_set_visible (GTK_WIDGET (self->picture_problem_label), text != NULL);
  }

  game = cw_card_get_game (self->card);
  type = cw_game_find_card_type (game, cw_card_get_card_type (self->card));
  alignment = cw_card_get_alignment (self->card) != NULL
              ? cw_game_find_alignment (game, cw_card_get_alignment (self->card)) : NULL;
  set = cw_catalog_get_set_of (cw_session_get_catalog (self->session), self->card);

  gtk_label_set_text (self->title_label, cw_card_get_title (self->card));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->add_button), "s", cw_card_get_id (self->card));

  subtitle = g_string_new (type != NULL ? type->name : cw_card_get_card_type (self->card));
  if (alignment != NULL)
    g_string_append_printf (subtitle, " · %s", alignment->name);
  if (set != NULL)
    g_string_append_printf (subtitle, " · %s", cw_card_set_get_name (set));
  gtk_label_set_text (self->subtitle_label, subtitle->str);

  show_label (self->text_label, cw_card_get_text (self->card), TRUE);
  show_label (self->note_label, cw_card_get_note (self->card), FALSE);

  fields = cw_game_get_fields (game);
  add_row (self->fields_list, _("Card id"), cw_card_get_id (self->card));
  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, i);
      g_autofree char *value = cw_card_dup_field_string (self->card, field->id);

      if (value != NULL)
        add_row (self->fields_list, field->name, value);
    }

  keywords = cw_card_get_keywords (self->card);
  for (guint i = 0; keywords != NULL && keywords[i] != NULL; i++)
    {
      const CwKeyword *keyword = cw_game_find_keyword (game, keywords[i]);

      add_row (self->keywords_list,
               keyword != NULL ? keyword->name : keywords[i],
               keyword != NULL && keyword->rules != NULL ? keyword->rules : _("No rules text in the game definition."));
    }
  gtk_widget_set_visible (self->keywords_heading, keywords != NULL && keywords[0] != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->keywords_list), keywords != NULL && keywords[0] != NULL);

  libraries = cw_session_find_libraries_using (self->session, cw_card_get_id (self->card));
  if (libraries[0] == NULL)
    gtk_label_set_text (self->libraries_label, _("None of your Libraries uses this card."));
  else
    {
      g_autofree char *joined = g_strjoinv ("\n", libraries);
      gtk_label_set_text (self->libraries_label, joined);
    }

  writable = set != NULL && !cw_card_set_is_read_only (set);
  /* Shipped sets are read-only: their cards offer "duplicate into my set" instead. */
  gtk_widget_set_visible (self->edit_button, writable);
  gtk_widget_set_visible (self->delete_button, writable);
}

static void
cw_card_detail_dispose (GObject *object)
{
  CwCardDetail *self = CW_CARD_DETAIL (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_CARD_DETAIL);
  /* Template children without an id are not unparented by dispose_template. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->card);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_card_detail_parent_class)->dispose (object);
}

static void
cw_card_detail_class_init (CwCardDetailClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_card_detail_dispose;

  g_type_ensure (CW_TYPE_CARD_PICTURE);
  g_type_ensure (CW_TYPE_OWNED_SPIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-card-detail.ui");
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, title_label);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, picture);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, picture_problem_label);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, owned_spin);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, text_label);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, note_label);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, fields_list);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, keywords_heading);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, keywords_list);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, libraries_label);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, edit_button);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, add_button);
  gtk_widget_class_bind_template_child (widget_class, CwCardDetail, delete_button);
  gtk_widget_class_set_css_name (widget_class, "carddetail");
}

static void
cw_card_detail_init (CwCardDetail *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
cw_card_detail_new (void)
{
  return g_object_new (CW_TYPE_CARD_DETAIL, NULL);
}

void
cw_card_detail_set_session (CwCardDetail *self,
                            CwSession    *session)
{
  g_return_if_fail (CW_IS_CARD_DETAIL (self));

  if (!g_set_object (&self->session, session))
    return;
  g_clear_object (&self->card);
  cw_card_picture_set_session (self->picture, session);
  cw_owned_spin_set_session (self->owned_spin, session);
  cw_card_detail_refresh (self);
}

CwCard *
cw_card_detail_get_card (CwCardDetail *self)
{
  g_return_val_if_fail (CW_IS_CARD_DETAIL (self), NULL);
  return self->card;
}

void
cw_card_detail_set_card (CwCardDetail *self,
                         CwCard       *card)
{
  g_return_if_fail (CW_IS_CARD_DETAIL (self));

  g_set_object (&self->card, card);
  cw_card_picture_set_card (self->picture, card);
  cw_owned_spin_set_card (self->owned_spin, card);
  cw_card_detail_refresh (self);
}
