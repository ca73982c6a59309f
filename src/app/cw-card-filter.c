/* cw-card-filter.c: the collection browser's filter: a parsed search query and the type/alignment/keyword chips. */
#include "cw-card-filter.h"
#include "cw-card.h"
#include "cw-collection.h"
#include "cw-query.h"

struct _CwCardFilter
{
  GtkFilter     parent_instance;

  CwQuery      *query;
  CwCollection *collection;
  GHashTable   *chips[3];    /* per CwChipKind: set of ids */
};

G_DEFINE_FINAL_TYPE (CwCardFilter, cw_card_filter, GTK_TYPE_FILTER)

gboolean
cw_card_filter_match_chips (CwCardFilter *self,
                            CwCard       *card)
{
  g_return_val_if_fail (CW_IS_CARD_FILTER (self), FALSE);

  if (g_hash_table_size (self->chips[CW_CHIP_TYPE]) > 0 &&
      !g_hash_table_contains (self->chips[CW_CHIP_TYPE], cw_card_get_card_type (card)))
    return FALSE;

  if (g_hash_table_size (self->chips[CW_CHIP_ALIGNMENT]) > 0 &&
      (cw_card_get_alignment (card) == NULL ||
       !g_hash_table_contains (self->chips[CW_CHIP_ALIGNMENT], cw_card_get_alignment (card))))
    return FALSE;

  if (g_hash_table_size (self->chips[CW_CHIP_KEYWORD]) > 0)
    {
      const char * const *keywords = cw_card_get_keywords (card);
      gboolean any = FALSE;

      for (guint i = 0; keywords != NULL && keywords[i] != NULL && !any; i++)
        any = g_hash_table_contains (self->chips[CW_CHIP_KEYWORD], keywords[i]);
      if (!any)
        return FALSE;
    }
  return TRUE;
}

static gboolean
cw_card_filter_match (GtkFilter *filter,
                      gpointer   item)
{
  CwCardFilter *self = CW_CARD_FILTER (filter);
  CwCard *card = item;

  if (!cw_card_filter_match_chips (self, card))
    return FALSE;

  if (self->query != NULL && !cw_query_matches (self->query, card, self->collection))
    return FALSE;

  return TRUE;
}

static GtkFilterMatch
cw_card_filter_get_strictness (GtkFilter *filter)
{
  CwCardFilter *self = CW_CARD_FILTER (filter);

  if (self->query == NULL && cw_card_filter_get_n_chips (self) == 0)
    return GTK_FILTER_MATCH_ALL;
  return GTK_FILTER_MATCH_SOME;
}

static void
cw_card_filter_dispose (GObject *object)
{
  CwCardFilter *self = CW_CARD_FILTER (object);

  g_clear_object (&self->query);
  g_clear_object (&self->collection);

  G_OBJECT_CLASS (cw_card_filter_parent_class)->dispose (object);
}

static void
cw_card_filter_finalize (GObject *object)
{
  CwCardFilter *self = CW_CARD_FILTER (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->chips); i++)
    g_hash_table_unref (self->chips[i]);

  G_OBJECT_CLASS (cw_card_filter_parent_class)->finalize (object);
}

static void
cw_card_filter_class_init (CwCardFilterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkFilterClass *filter_class = GTK_FILTER_CLASS (klass);

  object_class->dispose = cw_card_filter_dispose;
  object_class->finalize = cw_card_filter_finalize;
  filter_class->match = cw_card_filter_match;
  filter_class->get_strictness = cw_card_filter_get_strictness;
}

static void
cw_card_filter_init (CwCardFilter *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->chips); i++)
    self->chips[i] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

CwCardFilter *
cw_card_filter_new (void)
{
  return g_object_new (CW_TYPE_CARD_FILTER, NULL);
}

void
cw_card_filter_set_collection (CwCardFilter *self,
                               CwCollection *collection)
{
  g_return_if_fail (CW_IS_CARD_FILTER (self));

  if (g_set_object (&self->collection, collection) &&
      self->query != NULL && cw_query_uses_collection (self->query))
    gtk_filter_changed (GTK_FILTER (self), GTK_FILTER_CHANGE_DIFFERENT);
}

void
cw_card_filter_set_query (CwCardFilter *self,
                          CwQuery      *query)
{
  g_return_if_fail (CW_IS_CARD_FILTER (self));

  if (query != NULL && cw_query_is_empty (query))
    query = NULL;
  if (self->query == NULL && query == NULL)
    return;

  g_set_object (&self->query, query);
  gtk_filter_changed (GTK_FILTER (self), GTK_FILTER_CHANGE_DIFFERENT);
}

CwCollection *
cw_card_filter_get_collection (CwCardFilter *self)
{
  g_return_val_if_fail (CW_IS_CARD_FILTER (self), NULL);
  return self->collection;
}

CwQuery *
cw_card_filter_get_query (CwCardFilter *self)
{
  g_return_val_if_fail (CW_IS_CARD_FILTER (self), NULL);
  return self->query;
}

void
cw_card_filter_set_chip (CwCardFilter *self,
                         CwChipKind    kind,
                         const char   *id,
                         gboolean      active)
{
  GHashTable *set;
  gboolean was_empty;

  g_return_if_fail (CW_IS_CARD_FILTER (self));
  g_return_if_fail (kind <= CW_CHIP_KEYWORD);
  g_return_if_fail (id != NULL);

  set = self->chips[kind];
  if (active == g_hash_table_contains (set, id))
    return;

  was_empty = g_hash_table_size (set) == 0;
  if (active)
    g_hash_table_add (set, g_strdup (id));
  else
    g_hash_table_remove (set, id);

  /* The first chip of a kind narrows; more chips of that kind widen (they are alternatives). */
  if (active)
    gtk_filter_changed (GTK_FILTER (self), was_empty ? GTK_FILTER_CHANGE_MORE_STRICT
                                                     : GTK_FILTER_CHANGE_LESS_STRICT);
  else
    gtk_filter_changed (GTK_FILTER (self), g_hash_table_size (set) == 0 ? GTK_FILTER_CHANGE_LESS_STRICT
                                                                        : GTK_FILTER_CHANGE_MORE_STRICT);
}

gboolean
cw_card_filter_get_chip (CwCardFilter *self,
                         CwChipKind    kind,
                         const char   *id)
{
  g_return_val_if_fail (CW_IS_CARD_FILTER (self), FALSE);
  g_return_val_if_fail (kind <= CW_CHIP_KEYWORD, FALSE);

  return g_hash_table_contains (self->chips[kind], id);
}

void
cw_card_filter_clear_chips (CwCardFilter *self)
{
  g_return_if_fail (CW_IS_CARD_FILTER (self));

  if (cw_card_filter_get_n_chips (self) == 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (self->chips); i++)
    g_hash_table_remove_all (self->chips[i]);
  gtk_filter_changed (GTK_FILTER (self), GTK_FILTER_CHANGE_LESS_STRICT);
}

guint
cw_card_filter_get_n_chips (CwCardFilter *self)
{
  guint n = 0;

  g_return_val_if_fail (CW_IS_CARD_FILTER (self), 0);

  for (guint i = 0; i < G_N_ELEMENTS (self->chips); i++)
    n += g_hash_table_size (self->chips[i]);
  return n;
}

void
cw_card_filter_refilter (CwCardFilter *self)
{
  g_return_if_fail (CW_IS_CARD_FILTER (self));
  gtk_filter_changed (GTK_FILTER (self), GTK_FILTER_CHANGE_DIFFERENT);
}
