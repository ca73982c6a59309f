/* cw-collection-columns.c: the Collection table's columns, made from the game's fields, each sortable. */
#include <string.h>
#include <glib/gi18n.h>

#include "cw-collection-columns.h"
#include "cw-card-rows.h"
#include "cw-owned-count.h"
#include "cw-text-cell.h"
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

/* How a column sorts: by a field's number, the owned count, or its text. */
typedef enum { SORT_TEXT, SORT_INT, SORT_OWNED } SortKind;

typedef struct {
  SortKind      kind;
  TextColumn   *text;          /* SORT_TEXT */
  char         *field_id;      /* SORT_INT */
  CwCollection *collection;    /* SORT_OWNED */
  gint32       *ranks;         /* SORT_TEXT: each card's place in text order, made once per catalog change */
  guint         n_ranks;
} SortColumn;

static void
sort_column_free (gpointer data)
{
  SortColumn *sort = data;

  g_free (sort->field_id);
  g_clear_object (&sort->collection);
  g_free (sort->ranks);
  g_free (sort);
}

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

/* ---- sorting ---- */

/* GTK 4.8 cannot say which column the table is sorted by (GtkColumnViewSorter's
 * primary-sort-column is 4.10): asked to compare while probing, a column's sorter says
 * who it is and answers "larger", so the column view's own answer gives the direction. */
static SortColumn *probed;
static gboolean probing;

static int
compare_text (CwCard     *a,
              CwCard     *b,
              TextColumn *column)
{
  g_autofree char *x = expression_text (a, column);
  g_autofree char *y = expression_text (b, column);
  g_autofree char *fx = g_utf8_casefold (x, -1);
  g_autofree char *fy = g_utf8_casefold (y, -1);

  return g_utf8_collate (fx, fy);
}

static int
sort_compare (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  SortColumn *sort = user_data;
  gint64 x, y;

  if (probing)
    {
      if (probed == NULL)
        probed = sort;
      return GTK_ORDERING_LARGER;
    }

  switch (sort->kind)
    {
    case SORT_INT:
      x = expression_int ((CwCard *) a, sort->field_id);
      y = expression_int ((CwCard *) b, sort->field_id);
      break;
    case SORT_OWNED:
      x = expression_owned ((CwCard *) a, sort->collection);
      y = expression_owned ((CwCard *) b, sort->collection);
      break;
    case SORT_TEXT:
    default:
      return gtk_ordering_from_cmpfunc (compare_text ((CwCard *) a, (CwCard *) b, sort->text));
    }
  return x < y ? GTK_ORDERING_SMALLER : x > y ? GTK_ORDERING_LARGER : GTK_ORDERING_EQUAL;
}

typedef struct {
  char  *key;
  guint  position;
} RankEntry;

static int
compare_rank_entries (const void *a,
                      const void *b)
{
  const RankEntry *x = a, *y = b;
  int order = strcmp (x->key, y->key);

  return order != 0 ? order : (x->position > y->position) - (x->position < y->position);
}

static gint32 *
sort_keys (GListModel *cards,
           gpointer    user_data)
{
  SortColumn *sort = user_data;
  guint n = g_list_model_get_n_items (cards);
  gint32 *keys = g_new (gint32, MAX (n, 1));

  if (sort->kind == SORT_TEXT)
    {
      /* Collation keys for every card once; after that a sort compares integers. */
      if (sort->ranks == NULL || sort->n_ranks != n)
        {
          RankEntry *entries = g_new (RankEntry, MAX (n, 1));

          for (guint i = 0; i < n; i++)
            {
              g_autoptr(CwCard) card = g_list_model_get_item (cards, i);
              g_autofree char *text = expression_text (card, sort->text);
              g_autofree char *folded = g_utf8_casefold (text, -1);

              entries[i].key = g_utf8_collate_key (folded, -1);
              entries[i].position = i;
            }
          qsort (entries, n, sizeof (RankEntry), compare_rank_entries);
          g_free (sort->ranks);
          sort->ranks = g_new (gint32, MAX (n, 1));
          sort->n_ranks = n;
          for (guint r = 0, rank = 0; r < n; r++)
            {
              if (r > 0 && strcmp (entries[r].key, entries[r - 1].key) != 0)
                rank = r;
              sort->ranks[entries[r].position] = (gint32) rank;
            }
          for (guint i = 0; i < n; i++)
            g_free (entries[i].key);
          g_free (entries);
        }
      memcpy (keys, sort->ranks, n * sizeof (gint32));
      return keys;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (cards, i);

      keys[i] = sort->kind == SORT_INT ? expression_int (card, sort->field_id)
                                       : (gint32) MIN (expression_owned (card, sort->collection), G_MAXINT32);
    }
  return keys;
}

/* A card edited, added or removed: texts are ranked again on the next sort. */
static void
forget_ranks (GtkColumnViewColumn *column)
{
  SortColumn *sort = g_object_get_data (G_OBJECT (column), "cw-sort-column");

  g_clear_pointer (&sort->ranks, g_free);
  sort->n_ranks = 0;
}

static GtkSorter *
column_sorter (GtkColumnViewColumn *column,
               SortColumn          *sort,
               GListModel          *cards)
{
  g_object_set_data_full (G_OBJECT (column), "cw-sort-column", sort, sort_column_free);
  if (sort->kind == SORT_TEXT && cards != NULL)
    g_signal_connect_object (cards, "items-changed", G_CALLBACK (forget_ranks), column, G_CONNECT_SWAPPED);
  return GTK_SORTER (gtk_custom_sorter_new (sort_compare, sort, NULL));
}

gboolean
cw_collection_columns_get_sort (GtkColumnView   *view,
                                CwCardSortKeys  *keys,
                                gpointer        *data,
                                gboolean        *descending)
{
  static GObject *probe[2];
  GtkOrdering order;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), FALSE);

  *keys = NULL;
  *data = NULL;
  *descending = FALSE;
  if (probe[0] == NULL)
    {
      probe[0] = g_object_new (G_TYPE_OBJECT, NULL);
      probe[1] = g_object_new (G_TYPE_OBJECT, NULL);
    }

  probing = TRUE;
  probed = NULL;
  order = gtk_sorter_compare (gtk_column_view_get_sorter (view), probe[0], probe[1]);
  probing = FALSE;
  if (probed == NULL || order == GTK_ORDERING_EQUAL)
    return FALSE;

  *keys = sort_keys;
  *data = probed;
  *descending = order == GTK_ORDERING_SMALLER;
  probed = NULL;
  return TRUE;
}

/* The table's items are CwCardRow: a row stays while the card at its position changes, so a
 * cell follows its row's "card" instead of being bound again (see cw-card-rows.h). */

static void
text_setup (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  width_chars)
{
  gtk_list_item_set_child (item, cw_text_cell_new (GPOINTER_TO_INT (width_chars), FALSE));
}

static void
numeric_setup (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  width_chars)
{
  gtk_list_item_set_child (item, cw_text_cell_new (3, TRUE));
}

static void
text_refresh (GtkListItem *item)
{
  TextColumn *column = g_object_get_data (G_OBJECT (item), "cw-text-column");
  CwCard *card = cw_card_row_get_card (gtk_list_item_get_item (item));
  g_autofree char *text = card != NULL ? column->text (card, column->data) : NULL;

  cw_text_cell_set_text (CW_TEXT_CELL (gtk_list_item_get_child (item)), text);
}

static void
text_bind (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           TextColumn               *column)
{
  g_object_set_data (G_OBJECT (item), "cw-text-column", column);
  g_signal_connect_swapped (gtk_list_item_get_item (item), "notify::card", G_CALLBACK (text_refresh), item);
  text_refresh (item);
}

static void
text_unbind (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  user_data)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (item), text_refresh, item);
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
  GtkWidget *count = cw_owned_count_new ();

  cw_owned_count_set_session (CW_OWNED_COUNT (count), session);
  gtk_list_item_set_child (item, count);
}

static void
owned_refresh (GtkListItem *item)
{
  cw_owned_count_set_card (CW_OWNED_COUNT (gtk_list_item_get_child (item)),
                           cw_card_row_get_card (gtk_list_item_get_item (item)));
}

static void
owned_bind (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  g_signal_connect_swapped (gtk_list_item_get_item (item), "notify::card", G_CALLBACK (owned_refresh), item);
  owned_refresh (item);
}

static void
owned_unbind (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (item), owned_refresh, item);
  cw_owned_count_set_card (CW_OWNED_COUNT (gtk_list_item_get_child (item)), NULL);
}

static GtkColumnViewColumn *
add_text_column (GtkColumnView *view,
                 const char    *title,
                 CardText       text,
                 gpointer       data,
                 GDestroyNotify data_free,
                 gboolean       numeric,
                 const char    *int_field,
                 int            width_chars,
                 GListModel    *cards)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;
  GtkSorter *sorter;
  TextColumn *text_column = g_new0 (TextColumn, 1);
  SortColumn *sort = g_new0 (SortColumn, 1);

  text_column->text = text;
  text_column->data = data;

  g_signal_connect (factory, "setup", numeric ? G_CALLBACK (numeric_setup) : G_CALLBACK (text_setup),
                    GINT_TO_POINTER (width_chars));
  g_signal_connect (factory, "bind", G_CALLBACK (text_bind), text_column);
  g_signal_connect (factory, "unbind", G_CALLBACK (text_unbind), NULL);

  column = gtk_column_view_column_new (title, factory);
  sort->kind = int_field != NULL ? SORT_INT : SORT_TEXT;
  sort->text = text_column;
  sort->field_id = g_strdup (int_field);
  sorter = column_sorter (column, sort, cards);
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
  GListModel *cards;
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
  cards = G_LIST_MODEL (cw_session_get_catalog (session));

  column = add_text_column (view, _("Title"), title_text, NULL, NULL, FALSE, NULL, 30, cards);
  gtk_column_view_column_set_expand (column, TRUE);
  add_text_column (view, _("Type"), type_text, NULL, NULL, FALSE, NULL, 10, cards);
  add_text_column (view, _("Alignment"), alignment_text, NULL, NULL, FALSE, NULL, 8, cards);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect_data (factory, "setup", G_CALLBACK (owned_setup), g_object_ref (session),
                         unref_closure_data, 0);
  g_signal_connect (factory, "bind", G_CALLBACK (owned_bind), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (owned_unbind), NULL);
  column = gtk_column_view_column_new (_("Owned"), factory);
  {
    SortColumn *sort = g_new0 (SortColumn, 1);

    sort->kind = SORT_OWNED;
    sort->collection = g_object_ref (cw_session_get_collection (session));
    sorter = column_sorter (column, sort, NULL);
  }
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
                       field->kind == CW_FIELD_BOOL ? 4 : 12, cards);
    }

  add_text_column (view, _("Set"), set_text, g_object_ref (cw_session_get_catalog (session)),
                   g_object_unref, FALSE, NULL, 12, cards);
}
