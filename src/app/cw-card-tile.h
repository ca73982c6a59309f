/* cw-card-tile.h: one card in the collection grid: its picture, title and owned count; drags its card id. */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_CARD_TILE (cw_card_tile_get_type ())
G_DECLARE_FINAL_TYPE (CwCardTile, cw_card_tile, CW, CARD_TILE, GtkWidget)

GtkWidget *cw_card_tile_new         (void);
void       cw_card_tile_set_session (CwCardTile *self,
                                     CwSession  *session);
void       cw_card_tile_set_card    (CwCardTile *self,
                                     CwCard     *card);
CwCard    *cw_card_tile_get_card    (CwCardTile *self);
/* Owned copies of the card shown, and − / + on them (through the session, so undo sees it). */
guint      cw_card_tile_get_owned   (CwCardTile *self);
void       cw_card_tile_step        (CwCardTile *self,
                                     int         delta);

/* A drag source carrying the card id that get_card returns, shared by every widget that shows cards. */
void       cw_card_drag_source_attach (GtkWidget *widget,
                                       CwCard  *(*get_card) (GtkWidget *widget));

G_END_DECLS
