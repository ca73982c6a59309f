/* cw-card-paint.h: draws one card for the screen; the single place that calls the card renderer. */
#pragma once

#include <cairo.h>
#include "cw-types.h"
#include "cw-session.h"

G_BEGIN_DECLS

/* Poker-size proportions (63 × 88 mm), the shape every picture is laid out for. */
#define CW_CARD_ASPECT (63.0 / 88.0)

/* Draws card with its top-left at the current origin, filling width × height. */
void cw_card_paint      (CwSession *session,
                         cairo_t   *cr,
                         CwCard    *card,
                         double     width,
                         double     height);
void cw_card_paint_back (CwSession *session,
                         cairo_t   *cr,
                         double     width,
                         double     height);

G_END_DECLS
