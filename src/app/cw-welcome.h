/* cw-welcome.h: the welcome shown once, on the very first start: the game shown, the game picker, the views. */
#pragma once

#include <adwaita.h>
#include "cw-window.h"

G_BEGIN_DECLS

#define CW_TYPE_WELCOME (cw_welcome_get_type ())
G_DECLARE_FINAL_TYPE (CwWelcome, cw_welcome, CW, WELCOME, AdwWindow)

/* A welcome over window, speaking of the game it shows and of its demo Libraries if it has any. */
CwWelcome  *cw_welcome_new                   (CwWindow  *window);
/* The body text, as the welcome shows it (Pango markup). */
const char *cw_welcome_get_description       (CwWelcome *self);
/* On the first start only (the settings key "welcome-shown" is false): presents a welcome over
 * window and sets the key, so no later start shows it, however this one is closed. Returns the
 * welcome (owned by GTK's window list), or NULL on any later start. */
CwWelcome  *cw_welcome_present_on_first_run  (CwWindow  *window,
                                              GSettings *settings);

G_END_DECLS
