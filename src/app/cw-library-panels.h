/* cw-library-panels.h: beside a Library: its check, statistics, owned versus needed, a sample opening hand. */
#pragma once

#include <gtk/gtk.h>
#include "cw-session.h"
#include "cw-library-doc.h"

G_BEGIN_DECLS

#define CW_TYPE_LIBRARY_PANELS (cw_library_panels_get_type ())
G_DECLARE_FINAL_TYPE (CwLibraryPanels, cw_library_panels, CW, LIBRARY_PANELS, GtkWidget)

GtkWidget *cw_library_panels_new          (void);
void       cw_library_panels_set_session  (CwLibraryPanels *self,
                                           CwSession       *session);
void       cw_library_panels_set_doc      (CwLibraryPanels *self,
                                           CwLibraryDoc    *doc);
/* "check", "statistics", "owned" or "hand". */
void       cw_library_panels_show         (CwLibraryPanels *self,
                                           const char      *name);
/* Problems shown in the check panel. */
guint      cw_library_panels_get_n_problems (CwLibraryPanels *self);
/* Copies the collection lacks for the whole Library. */
guint      cw_library_panels_get_shortfall (CwLibraryPanels *self);
/* Card ids in the sample hand, in draw order; borrowed. */
GPtrArray *cw_library_panels_get_hand     (CwLibraryPanels *self);
/* Shuffles again with the given seed (tests) or a random one (0). */
void       cw_library_panels_reshuffle    (CwLibraryPanels *self,
                                           guint32          seed);
void       cw_library_panels_draw_one     (CwLibraryPanels *self);

G_END_DECLS
