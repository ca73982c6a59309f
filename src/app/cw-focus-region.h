/* cw-focus-region.h: a container whose content is one Tab stop: Tab enters it and the next Tab leaves. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CW_TYPE_FOCUS_REGION (cw_focus_region_get_type ())
G_DECLARE_FINAL_TYPE (CwFocusRegion, cw_focus_region, CW, FOCUS_REGION, GtkWidget)

GtkWidget  *cw_focus_region_new        (void);
void        cw_focus_region_set_child  (CwFocusRegion *self,
                                        GtkWidget     *child);
GtkWidget  *cw_focus_region_get_child  (CwFocusRegion *self);

G_END_DECLS
