/* cw-owned-spin.h: the owned count of one card, changed in place with − / + or by typing a number. */
#pragma once

#include <gtk/gtk.h>
#include "cw-types.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_OWNED_SPIN (cw_owned_spin_get_type ())
G_DECLARE_FINAL_TYPE (CwOwnedSpin, cw_owned_spin, CW, OWNED_SPIN, GtkWidget)

GtkWidget  *cw_owned_spin_new         (void);
void        cw_owned_spin_set_session (CwOwnedSpin *self,
                                       CwSession   *session);
void        cw_owned_spin_set_card    (CwOwnedSpin *self,
                                       CwCard      *card);
/* The count shown. */
guint       cw_owned_spin_get_count   (CwOwnedSpin *self);
/* As the − and + buttons do: one fewer (delta -1) or one more (+1). */
void        cw_owned_spin_step        (CwOwnedSpin *self,
                                       int          delta);

G_END_DECLS
