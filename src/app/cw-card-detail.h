/* cw-card-detail.h: the detail pane: the card drawn large, its fields, keyword rules, owned count, Libraries. */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_CARD_DETAIL (cw_card_detail_get_type ())
G_DECLARE_FINAL_TYPE (CwCardDetail, cw_card_detail, CW, CARD_DETAIL, GtkWidget)

GtkWidget *cw_card_detail_new         (void);
void       cw_card_detail_set_session (CwCardDetail *self,
                                       CwSession    *session);
CwCard    *cw_card_detail_get_card    (CwCardDetail *self);
void       cw_card_detail_set_card    (CwCardDetail *self,
                                       CwCard       *card);
/* Shows the card's values again (after an edit, or when Libraries changed). */
void       cw_card_detail_refresh     (CwCardDetail *self);

G_END_DECLS
