/* cw-card-picture.h: a widget showing one card drawn at its size (the grid, the detail pane, the sample hand). */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_CARD_PICTURE (cw_card_picture_get_type ())
G_DECLARE_FINAL_TYPE (CwCardPicture, cw_card_picture, CW, CARD_PICTURE, GtkWidget)

GtkWidget *cw_card_picture_new            (void);
void       cw_card_picture_set_session    (CwCardPicture *self,
                                           CwSession     *session);
CwCard    *cw_card_picture_get_card       (CwCardPicture *self);
/* NULL shows the game's card back. */
void       cw_card_picture_set_card       (CwCardPicture *self,
                                           CwCard        *card);
/* The width it asks for; the height follows the card's proportions. */
void       cw_card_picture_set_card_width (CwCardPicture *self,
                                           int            width);

G_END_DECLS
