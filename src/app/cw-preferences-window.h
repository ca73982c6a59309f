/* cw-preferences-window.h: preferences: light, dark or the system's style; how the collection is shown. */
#pragma once

#include <adwaita.h>
#include "cw-compat.h"

G_BEGIN_DECLS

#define CW_TYPE_PREFERENCES_WINDOW (cw_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (CwPreferencesWindow, cw_preferences_window, CW, PREFERENCES_WINDOW, CwPreferencesBase)

/* An AdwPreferencesWindow or, from libadwaita 1.5, an AdwPreferencesDialog (cw-compat.h):
 * show it with cw_compat_present_preferences. */
GtkWidget *cw_preferences_window_new (GSettings *settings);

G_END_DECLS
