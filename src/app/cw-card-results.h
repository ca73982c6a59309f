/* cw-card-results.h: the cards the Collection shows: catalog positions a search and the chips let through, in the table's order. */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"
#include "cw-card-filter.h"

G_BEGIN_DECLS

/* One sort key per card of cards, by position (a new array): cards sort by key, then by position. */
typedef gint32 *(*CwCardSortKeys) (GListModel *cards,
                                   gpointer    user_data);

#define CW_TYPE_CARD_RESULTS (cw_card_results_get_type ())
G_DECLARE_FINAL_TYPE (CwCardResults, cw_card_results, CW, CARD_RESULTS, GObject)

/* A GListModel of CwCard: the cards of the catalog the filter lets through. It follows the
 * filter's ::changed and the catalog's items-changed, and tells its views one items-changed per
 * change, covering only the run of positions that differ. */
CwCardResults *cw_card_results_new        (CwCardFilter   *filter);
void           cw_card_results_set_cards  (CwCardResults  *self,
                                           GListModel     *cards);
/* keys NULL: catalog order. */
void           cw_card_results_set_sort   (CwCardResults  *self,
                                           CwCardSortKeys  keys,
                                           gpointer        user_data,
                                           gboolean        descending);
/* The card's position in the results, or G_MAXUINT. */
guint          cw_card_results_find       (CwCardResults  *self,
                                           CwCard         *card);

G_END_DECLS
