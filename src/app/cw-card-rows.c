/* cw-card-rows.c: the Collection table's rows: one object per row on screen, showing whichever card is at its position.
 *
 * Only rows someone holds exist (the table's few hundred): the model keeps a
 * weak table from position to row, and a row leaves it when the last reference
 * goes or when its position falls past the end. */
#include "cw-card-rows.h"
#include "cw-card.h"

struct _CwCardRow
{
  GObject     parent_instance;

  CwCardRows *rows;       /* NULL once the row is no longer one of the model's */
  guint       position;
  CwCard     *card;
};

struct _CwCardRows
{
  GObject     parent_instance;

  GListModel *cards;
  guint       n_items;
  GHashTable *alive;      /* position → CwCardRow, not owned */
};

G_DEFINE_FINAL_TYPE (CwCardRow, cw_card_row, G_TYPE_OBJECT)

enum { ROW_PROP_0, ROW_PROP_CARD, ROW_N_PROPS };
static GParamSpec *row_properties[ROW_N_PROPS];

static void
forget_row (CwCardRow *row)
{
  if (row->rows == NULL)
    return;
  if (g_hash_table_lookup (row->rows->alive, GUINT_TO_POINTER (row->position)) == row)
    g_hash_table_remove (row->rows->alive, GUINT_TO_POINTER (row->position));
  row->rows = NULL;
}

static void
set_row_card (CwCardRow *row,
              CwCard    *card)
{
  if (g_set_object (&row->card, card))
    g_object_notify_by_pspec (G_OBJECT (row), row_properties[ROW_PROP_CARD]);
}

static void
cw_card_row_dispose (GObject *object)
{
  CwCardRow *self = CW_CARD_ROW (object);

  forget_row (self);
  g_clear_object (&self->card);

  G_OBJECT_CLASS (cw_card_row_parent_class)->dispose (object);
}

static void
cw_card_row_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  CwCardRow *self = CW_CARD_ROW (object);

  switch (prop_id)
    {
    case ROW_PROP_CARD:
      g_value_set_object (value, self->card);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_card_row_class_init (CwCardRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cw_card_row_dispose;
  object_class->get_property = cw_card_row_get_property;

  row_properties[ROW_PROP_CARD] =
    g_param_spec_object ("card", NULL, NULL, CW_TYPE_CARD,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, ROW_N_PROPS, row_properties);
}

static void
cw_card_row_init (CwCardRow *self)
{
}

CwCard *
cw_card_row_get_card (CwCardRow *self)
{
  g_return_val_if_fail (CW_IS_CARD_ROW (self), NULL);
  return self->card;
}

guint
cw_card_row_get_position (CwCardRow *self)
{
  g_return_val_if_fail (CW_IS_CARD_ROW (self), 0);
  return self->position;
}

/* ---- the model ---- */

static void cw_card_rows_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwCardRows, cw_card_rows, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, cw_card_rows_list_model_init))

static GType
cw_card_rows_get_item_type (GListModel *model)
{
  return CW_TYPE_CARD_ROW;
}

static guint
cw_card_rows_get_n_items (GListModel *model)
{
  return CW_CARD_ROWS (model)->n_items;
}

static gpointer
cw_card_rows_get_item (GListModel *model,
                       guint       position)
{
  CwCardRows *self = CW_CARD_ROWS (model);
  CwCardRow *row;

  if (position >= self->n_items)
    return NULL;

  row = g_hash_table_lookup (self->alive, GUINT_TO_POINTER (position));
  if (row != NULL)
    return g_object_ref (row);

  row = g_object_new (CW_TYPE_CARD_ROW, NULL);
  row->rows = self;
  row->position = position;
  row->card = g_list_model_get_item (self->cards, position);
  g_hash_table_insert (self->alive, GUINT_TO_POINTER (position), row);
  return row;
}

static void
cw_card_rows_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = cw_card_rows_get_item_type;
  iface->get_n_items = cw_card_rows_get_n_items;
  iface->get_item = cw_card_rows_get_item;
}

/* The rows alive, in a new array: the table changes as rows leave it. */
static GPtrArray *
alive_rows (CwCardRows *self)
{
  GPtrArray *rows = g_ptr_array_sized_new (g_hash_table_size (self->alive));
  GHashTableIter iter;
  gpointer row;

  g_hash_table_iter_init (&iter, self->alive);
  while (g_hash_table_iter_next (&iter, NULL, &row))
    g_ptr_array_add (rows, row);
  return rows;
}

static void
on_cards_changed (GListModel *cards,
                  guint       position,
                  guint       removed,
                  guint       added,
                  CwCardRows *self)
{
  guint n_old = self->n_items, n_new = g_list_model_get_n_items (cards);
  g_autoptr(GPtrArray) rows = alive_rows (self);

  self->n_items = n_new;

  /* Rows from the change on show the card now there; rows past the new end leave. */
  for (guint i = 0; i < rows->len; i++)
    {
      CwCardRow *row = g_ptr_array_index (rows, i);

      if (row->position >= n_new)
        forget_row (row);
      else if (row->position >= position)
        {
          g_autoptr(CwCard) card = g_list_model_get_item (cards, row->position);
          set_row_card (row, card);
        }
    }

  if (n_new > n_old)
    g_list_model_items_changed (G_LIST_MODEL (self), n_old, 0, n_new - n_old);
  else if (n_new < n_old)
    g_list_model_items_changed (G_LIST_MODEL (self), n_new, n_old - n_new, 0);
}

static void
cw_card_rows_dispose (GObject *object)
{
  CwCardRows *self = CW_CARD_ROWS (object);

  if (self->alive != NULL)
    {
      g_autoptr(GPtrArray) rows = alive_rows (self);

      for (guint i = 0; i < rows->len; i++)
        ((CwCardRow *) g_ptr_array_index (rows, i))->rows = NULL;
      g_clear_pointer (&self->alive, g_hash_table_unref);
    }
  if (self->cards != NULL)
    g_signal_handlers_disconnect_by_data (self->cards, self);
  g_clear_object (&self->cards);

  G_OBJECT_CLASS (cw_card_rows_parent_class)->dispose (object);
}

static void
cw_card_rows_class_init (CwCardRowsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cw_card_rows_dispose;
}

static void
cw_card_rows_init (CwCardRows *self)
{
  self->alive = g_hash_table_new (NULL, NULL);
}

CwCardRows *
cw_card_rows_new (GListModel *cards)
{
  CwCardRows *self;

  g_return_val_if_fail (G_IS_LIST_MODEL (cards), NULL);
  g_return_val_if_fail (g_type_is_a (g_list_model_get_item_type (cards), CW_TYPE_CARD), NULL);

  self = g_object_new (CW_TYPE_CARD_ROWS, NULL);
  self->cards = g_object_ref (cards);
  self->n_items = g_list_model_get_n_items (cards);
  g_signal_connect (cards, "items-changed", G_CALLBACK (on_cards_changed), self);
  return self;
}

GListModel *
cw_card_rows_get_cards (CwCardRows *self)
{
  g_return_val_if_fail (CW_IS_CARD_ROWS (self), NULL);
  return self->cards;
}
