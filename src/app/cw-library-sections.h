/* cw-library-sections.h: the cards of a Library, section by section, with their counts changed in place. */
#pragma once

#include <gtk/gtk.h>
#include "cw-session.h"
#include "cw-library-doc.h"

G_BEGIN_DECLS

#define CW_TYPE_LIBRARY_SECTIONS (cw_library_sections_get_type ())
G_DECLARE_FINAL_TYPE (CwLibrarySections, cw_library_sections, CW, LIBRARY_SECTIONS, GtkWidget)

GtkWidget *cw_library_sections_new         (void);
void       cw_library_sections_set_session (CwLibrarySections *self,
                                            CwSession         *session);
void       cw_library_sections_set_doc     (CwLibrarySections *self,
                                            CwLibraryDoc      *doc);

G_END_DECLS
