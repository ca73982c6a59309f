/* cw-cut-file.h: the cut file a cutting machine (Cricut, Silhouette) follows: an SVG of a sheet's exact cut paths and registration marks. */
#pragma once

#include <glib.h>
#include "cw-sheet-layout.h"

G_BEGIN_DECLS

/* The SVG of one sheet of layout with n_cards on it (the first n slots): the page in mm
 * (width="210mm", viewBox in mm), the registration marks filled black as the PDF prints them,
 * and one closed path per card along its trim, rounded corners included, a hairline in red
 * (the colour cutting software takes for "cut"). Every sheet of a PDF has the same slots, so
 * the file of a full sheet cuts them all. */
char     *cw_cut_file_svg   (CwSheetLayout  *layout,
                             guint           n_cards);
/* The same, written to path (whole or not at all). CW_ERROR_IO when it cannot be. */
gboolean  cw_cut_file_write (CwSheetLayout  *layout,
                             guint           n_cards,
                             const char     *path,
                             GError        **error);

G_END_DECLS
