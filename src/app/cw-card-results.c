/* cw-card-results.c: the cards the Collection shows: catalog positions a search and the chips let through, in the table's order.
 *
 * With 100,000 cards a GtkFilterListModel asks the filter card by card and a
 * GtkSortListModel compares cards through expressions: hundreds of milliseconds
 * per keystroke. Here the search index answers every card at once
 * (cw_query_filter), the result is an array of catalog positions, and sorting
 * sorts integer keys made once per column. */
#include <string.h>

#include "cw-card-results.h"
#include "cw-card.h"
#include "cw-query.h"

struct _CwCardResults
{
  GObject         parent_instance;

  CwCardFilter   *filter;
  GListModel     *cards;
  guint32        *positions;   /* catalog positions shown, in order */
  guint           n_positions;
  gboolean        cards_changed;

  CwCardSortKeys  sort_keys;
  gpointer        sort_data;
  gboolean        descending;
};

static void cw_card_results_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwCardResults, cw_card_results, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, cw_card_results_list_model_init))

static GType
cw_card_results_get_item_type (GListModel *model)
{
  return CW_TYPE_CARD;
}

static guint
cw_card_results_get_n_items (GListModel *model)
{
  return CW_CARD_RESULTS (model)->n_positions;
}

static gpointer
cw_card_results_get_item (GListModel *model,
                          guint       position)
{
  CwCardResults *self = CW_CARD_RESULTS (model);

  if (position >= self->n_positions || self->cards == NULL)
    return NULL;
  return g_list_model_get_item (self->cards, self->positions[position]);
}

static void
cw_card_results_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = cw_card_results_get_item_type;
  iface->get_n_items = cw_card_results_get_n_items;
  iface->get_item = cw_card_results_get_item;
}

static int
compare_keyed (const void *a,
               const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

/* Key in the high half (sign flipped so it sorts as unsigned), position in the low half:
 * one integer sort, ties in catalog order. */
static void
sort_positions (CwCardResults *self,
                guint32       *positions,
                guint          n)
{
  g_autofree gint32 *keys = NULL;
  g_autofree guint64 *keyed = NULL;

  if (self->sort_keys == NULL || n < 2)
    return;
  keys = self->sort_keys (self->cards, self->sort_data);
  keyed = g_new (guint64, n);
  for (guint i = 0; i < n; i++)
    {
      guint32 key = (guint32) keys[positions[i]] ^ 0x80000000u;

      if (self->descending)
        key = ~key;
      keyed[i] = ((guint64) key << 32) | positions[i];
    }
  qsort (keyed, n, sizeof (guint64), compare_keyed);
  for (guint i = 0; i < n; i++)
    positions[i] = (guint32) keyed[i];
}

static void
update (CwCardResults *self)
{
  guint n_cards = self->cards != NULL ? g_list_model_get_n_items (self->cards) : 0;
  CwQuery *query = cw_card_filter_get_query (self->filter);
  CwCollection *collection = cw_card_filter_get_collection (self->filter);
  gboolean chips = cw_card_filter_get_n_chips (self->filter) > 0;
  g_autofree guint8 *matches = g_new (guint8, MAX (n_cards, 1));
  g_autofree guint32 *old = NULL;
  guint32 *positions;
  guint n = 0, n_old, prefix = 0, suffix = 0;
  CwSearchIndex *index;

  if (query == NULL)
    memset (matches, 1, n_cards);
  else if ((index = cw_query_get_index (query)) != NULL && cw_search_index_get_model (index) == self->cards)
    cw_query_filter (query, index, collection, matches);
  else
    for (guint i = 0; i < n_cards; i++)
      {
        g_autoptr(CwCard) card = g_list_model_get_item (self->cards, i);
        matches[i] = cw_query_matches (query, card, collection);
      }

  positions = g_new (guint32, MAX (n_cards, 1));
  for (guint i = 0; i < n_cards; i++)
    {
      if (!matches[i])
        continue;
      if (chips)
        {
          g_autoptr(CwCard) card = g_list_model_get_item (self->cards, i);
          if (!cw_card_filter_match_chips (self->filter, card))
            continue;
        }
      positions[n++] = i;
    }
  sort_positions (self, positions, n);

  old = self->positions;
  n_old = self->n_positions;
  self->positions = positions;
  self->n_positions = n;

  /* Only the run that differs: a count changing under owned:… keeps the selection and the scroll. */
  if (!self->cards_changed)
    {
      while (prefix < n && prefix < n_old && positions[prefix] == old[prefix])
        prefix++;
      while (suffix < n - prefix && suffix < n_old - prefix &&
             positions[n - 1 - suffix] == old[n_old - 1 - suffix])
        suffix++;
    }
  self->cards_changed = FALSE;
  if (n_old - prefix - suffix > 0 || n - prefix - suffix > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), prefix, n_old - prefix - suffix, n - prefix - suffix);
}

static void
on_filter_changed (CwCardResults *self)
{
  update (self);
}

/* Connected after the search index's own handler, so the index knows it must rebuild first. */
static void
on_cards_changed (CwCardResults *self)
{
  self->cards_changed = TRUE;
  update (self);
}

static void
cw_card_results_dispose (GObject *object)
{
  CwCardResults *self = CW_CARD_RESULTS (object);

  if (self->cards != NULL)
    g_signal_handlers_disconnect_by_data (self->cards, self);
  g_clear_object (&self->cards);
  if (self->filter != NULL)
    g_signal_handlers_disconnect_by_data (self->filter, self);
  g_clear_object (&self->filter);

  G_OBJECT_CLASS (cw_card_results_parent_class)->dispose (object);
}

static void
cw_card_results_finalize (GObject *object)
{
  CwCardResults *self = CW_CARD_RESULTS (object);

  g_free (self->positions);

  G_OBJECT_CLASS (cw_card_results_parent_class)->finalize (object);
}

static void
cw_card_results_class_init (CwCardResultsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cw_card_results_dispose;
  object_class->finalize = cw_card_results_finalize;
}

static void
cw_card_results_init (CwCardResults *self)
{
}

CwCardResults *
cw_card_results_new (CwCardFilter *filter)
{
  CwCardResults *self;

  g_return_val_if_fail (CW_IS_CARD_FILTER (filter), NULL);

  self = g_object_new (CW_TYPE_CARD_RESULTS, NULL);
  self->filter = g_object_ref (filter);
  g_signal_connect_swapped (filter, "changed", G_CALLBACK (on_filter_changed), self);
  return self;
}

void
cw_card_results_set_cards (CwCardResults *self,
                           GListModel    *cards)
{
  g_return_if_fail (CW_IS_CARD_RESULTS (self));
  g_return_if_fail (cards == NULL || G_IS_LIST_MODEL (cards));

  if (self->cards == cards)
    return;
  if (self->cards != NULL)
    g_signal_handlers_disconnect_by_data (self->cards, self);
  g_set_object (&self->cards, cards);
  if (cards != NULL)
    g_signal_connect_data (cards, "items-changed", G_CALLBACK (on_cards_changed), self, NULL,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  /* Positions of another catalog say nothing about this one. */
  self->cards_changed = TRUE;
  update (self);
}

void
cw_card_results_set_sort (CwCardResults  *self,
                          CwCardSortKeys  keys,
                          gpointer        user_data,
                          gboolean        descending)
{
  g_return_if_fail (CW_IS_CARD_RESULTS (self));

  self->sort_keys = keys;
  self->sort_data = user_data;
  self->descending = descending;
  update (self);
}

guint
cw_card_results_find (CwCardResults *self,
                      CwCard        *card)
{
  g_return_val_if_fail (CW_IS_CARD_RESULTS (self), G_MAXUINT);

  for (guint i = 0; i < self->n_positions; i++)
    {
      g_autoptr(CwCard) item = g_list_model_get_item (self->cards, self->positions[i]);
      if (item == card)
        return i;
    }
  return G_MAXUINT;
}
