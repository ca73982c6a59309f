/* cw-owned-count.h: the owned count of one card drawn as "− N +" in one widget, for rows of hundreds (the Collection table). */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"
#include "cw-session.h"

G_BEGIN_DECLS

/* More copies than anyone keeps of one card. */
#define CW_OWNED_MAX 999

#define CW_TYPE_OWNED_COUNT (cw_owned_count_get_type ())
G_DECLARE_FINAL_TYPE (CwOwnedCount, cw_owned_count, CW, OWNED_COUNT, GtkWidget)

GtkWidget *cw_owned_count_new         (void);
void       cw_owned_count_set_session (CwOwnedCount *self,
                                       CwSession    *session);
void       cw_owned_count_set_card    (CwOwnedCount *self,
                                       CwCard       *card);
guint      cw_owned_count_get_count   (CwOwnedCount *self);
/* Through the session, so undo sees it. */
void       cw_owned_count_step        (CwOwnedCount *self,
                                       int           delta);

/* The "− N +" row, shared with the grid's tiles: its size, drawing and which part a point is on
 * (-1 on −, 1 on +, 0 elsewhere). box is where the row goes; it is centred in it. */
#define CW_OWNED_ROW_WIDTH  88
#define CW_OWNED_ROW_HEIGHT 24
void       cw_owned_row_snapshot      (GtkWidget             *widget,
                                       GtkSnapshot           *snapshot,
                                       const graphene_rect_t *box,
                                       guint                  owned);
int        cw_owned_row_hit           (const graphene_rect_t *box,
                                       double                 x,
                                       double                 y);

G_END_DECLS
