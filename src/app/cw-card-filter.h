/* cw-card-filter.h: the collection browser's filter: a parsed search query and the type/alignment/keyword chips. */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"

G_BEGIN_DECLS

typedef enum {
  CW_CHIP_TYPE,
  CW_CHIP_ALIGNMENT,
  CW_CHIP_KEYWORD,
} CwChipKind;

#define CW_TYPE_CARD_FILTER (cw_card_filter_get_type ())
G_DECLARE_FINAL_TYPE (CwCardFilter, cw_card_filter, CW, CARD_FILTER, GtkFilter)

CwCardFilter *cw_card_filter_new            (void);
/* Owned counts for owned:… queries; NULL counts every card as owned 0 times. */
void          cw_card_filter_set_collection (CwCardFilter  *self,
                                             CwCollection  *collection);
/* NULL or an empty query matches every card. */
void          cw_card_filter_set_query      (CwCardFilter  *self,
                                             CwQuery       *query);
CwQuery      *cw_card_filter_get_query      (CwCardFilter  *self);
CwCollection *cw_card_filter_get_collection (CwCardFilter  *self);
/* TRUE when the card passes the chips (the query aside). */
gboolean      cw_card_filter_match_chips    (CwCardFilter  *self,
                                             CwCard        *card);
/* Chips of one kind are alternatives (any of them); kinds combine (all of them). */
void          cw_card_filter_set_chip       (CwCardFilter  *self,
                                             CwChipKind     kind,
                                             const char    *id,
                                             gboolean       active);
gboolean      cw_card_filter_get_chip       (CwCardFilter  *self,
                                             CwChipKind     kind,
                                             const char    *id);
void          cw_card_filter_clear_chips    (CwCardFilter  *self);
guint         cw_card_filter_get_n_chips    (CwCardFilter  *self);
/* Tells views to filter again, e.g. after owned counts changed under an owned:… query. */
void          cw_card_filter_refilter       (CwCardFilter  *self);

G_END_DECLS
