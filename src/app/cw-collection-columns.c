/* cw-collection-columns.c: the Collection table's columns, made from the game's fields, each sortable. */
#include <glib/gi18n.h>

#include "cw-collection-columns.h"
#include "cw-owned-spin.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-game.h"

/* What a text column shows for a card; a new string. */
typedef char *(*CardText) (CwCard *card, gpointer data);

typedef struct {
  CardText  text;
  gpointer  data;
} TextColumn;

static char *
title_text (CwCard *card, gpointer data)
{
  return g_strdup (cw_card_get_title (card));
}

static char *
type_text (CwCard *card, gpointer data)
{
  const CwCardType *type = cw_game_find_card_type (cw_card_get_game (card), cw_card_get_card_type (card));

  return g_strdup (type != NULL ? type->name : cw_card_get_card_type (card));
}

static char *
alignment_text (CwCard *card, gpointer data)
{
  const char *id = cw_card_get_alignment (card);
  const CwAlignment *alignment = id != NULL ? cw_game_find_alignment (cw_card_get_game (card), id) : NULL;

  return g_strdup (alignment != NULL ? alignment->name : id);
}

static char *
set_text (CwCard *card, gpointer data)
{
  CwCatalog *catalog = data;
  CwCardSet *set = cw_catalog_get_set_of (catalog, card);

  return g_strdup (set != NULL ? cw_card_set_get_name (set) : cw_card_get_set_id (card));
}

static char *
field_text (CwCard *card, gpointer data)
{
  return cw_card_dup_field_string (card, data);
}

/* Expression callbacks: the item first, the closure data last. */
static char *
expression_text (CwCard     *card,
                 TextColumn *column)
{
  char *text;

  if (card == NULL)
    return NULL;
  text = column->text (card, column->data);
  return text != NULL ? text : g_strdup ("");
}

static int
expression_int (CwCard     *card,
                const char *field_id)
{
  /* Cards without the value sort before every real number. */
  return card != NULL ? cw_card_get_int_or (card, field_id, G_MININT) : G_MININT;
}

static guint
expression_owned (CwCard       *card,
                  CwCollection *collection)
{
  return card != NULL ? cw_collection_get_owned (collection, cw_card_get_id (card)) : 0;
}

/* A column view gives each column its cells' minimum width: the width in characters
 * keeps short words like "Character" whole while long texts still ellipsize. */
static void
text_setup (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_width_chars (GTK_LABEL (label), GPOINTER_TO_INT (user_data));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
text_bind (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           TextColumn               *column)
{
  CwCard *card = gtk_list_item_get_item (item);
  g_autofree char *text = column->text (card, column->data);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text != NULL ? text : "");
}

static void
numeric_setup (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_width_chars (GTK_LABEL (label), 3);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

static void
free_closure_data (gpointer  data,
                   GClosure *closure)
{
  g_free (data);
}

static void
unref_closure_data (gpointer  data,
                    GClosure *closure)
{
  g_object_unref (data);
}

static void
owned_setup (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             CwSession                *session)
{
  GtkWidget *spin = cw_owned_spin_new ();

  cw_owned_spin_set_session (CW_OWNED_SPIN (spin), session);
  gtk_list_item_set_child (item, spin);
}

static void
owned_bind (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  cw_owned_spin_set_card (CW_OWNED_SPIN (gtk_list_item_get_child (item)), gtk_list_item_get_item (item));
}

static void
owned_unbind (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  cw_owned_spin_set_card (CW_OWNED_SPIN (gtk_list_item_get_child (item)), NULL);
}

static GtkColumnViewColumn *
add_text_column (GtkColumnView *view,
                 const char    *title,
                 CardText       text,
                 gpointer       data,
                 GDestroyNotify data_free,
                 gboolean       numeric,
                 const char    *int_field,
                 int            width_chars)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;
  GtkSorter *sorter;
  TextColumn *text_column = g_new0 (TextColumn, 1);

  text_column->text = text;
  text_column->data = data;

  g_signal_connect (factory, "setup", numeric ? G_CALLBACK (numeric_setup) : G_CALLBACK (text_setup),
                    GINT_TO_POINTER (width_chars));
  g_signal_connect (factory, "bind", G_CALLBACK (text_bind), text_column);

  if (int_field != NULL)
    sorter = GTK_SORTER (gtk_numeric_sorter_new (
      gtk_cclosure_expression_new (G_TYPE_INT, NULL, 0, NULL,
                                   G_CALLBACK (expression_int), g_strdup (int_field), free_closure_data)));
  else
    sorter = GTK_SORTER (gtk_string_sorter_new (
      gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                   G_CALLBACK (expression_text), text_column, NULL)));

  column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_sorter (column, sorter);
  gtk_column_view_column_set_resizable (column, TRUE);

  /* The factory and the sorter both use text_column: it lives as long as the column. */
  g_object_set_data_full (G_OBJECT (column), "cw-text-column", text_column, g_free);
  if (data_free != NULL)
    g_object_set_data_full (G_OBJECT (column), "cw-text-data", data, data_free);

  gtk_column_view_append_column (view, column);
  g_object_unref (sorter);
  g_object_unref (column);
  return column;
}

void
cw_collection_columns_build (GtkColumnView *view,
                             CwSession     *session)
{
  GListModel *columns;
  GtkListItemFactory *factory;
  GtkColumnViewColumn *column;
  GtkSorter *sorter;
  GPtrArray *fields;
  CwGame *game;

  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));

  columns = gtk_column_view_get_columns (view);
  while (g_list_model_get_n_items (columns) > 0)
    {
      g_autoptr(GtkColumnViewColumn) old = g_list_model_get_item (columns, 0);
      gtk_column_view_remove_column (view, old);
    }

  if (session == NULL)
    return;

  game = cw_session_get_game (session);

  column = add_text_column (view, _("Title"), title_text, NULL, NULL, FALSE, NULL, 30);
  gtk_column_view_column_set_expand (column, TRUE);
  add_text_column (view, _("Type"), type_text, NULL, NULL, FALSE, NULL, 10);
  add_text_column (view, _("Alignment"), alignment_text, NULL, NULL, FALSE, NULL, 8);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect_data (factory, "setup", G_CALLBACK (owned_setup), g_object_ref (session),
                         unref_closure_data, 0);
  g_signal_connect (factory, "bind", G_CALLBACK (owned_bind), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (owned_unbind), NULL);
  column = gtk_column_view_column_new (_("Owned"), factory);
  sorter = GTK_SORTER (gtk_numeric_sorter_new (
    gtk_cclosure_expression_new (G_TYPE_UINT, NULL, 0, NULL,
                                 G_CALLBACK (expression_owned),
                                 g_object_ref (cw_session_get_collection (session)),
                                 unref_closure_data)));
  gtk_column_view_column_set_sorter (column, sorter);
  gtk_column_view_append_column (view, column);
  g_object_unref (sorter);
  g_object_unref (column);

  fields = cw_game_get_fields (game);
  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, i);

      if (!field->shown)
        continue;
      add_text_column (view, field->name, field_text, g_strdup (field->id), g_free,
                       field->kind == CW_FIELD_INT, field->kind == CW_FIELD_INT ? field->id : NULL,
                       field->kind == CW_FIELD_BOOL ? 4 : 12);
    }

  add_text_column (view, _("Set"), set_text, g_object_ref (cw_session_get_catalog (session)),
                   g_object_unref, FALSE, NULL, 12);
}
