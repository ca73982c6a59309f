/* cw-pdf-finish.h: what cairo 1.16 leaves undone in a PDF it wrote: duplicated resource names, and the viewer preferences a printer reads. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  CW_PDF_DUPLEX_NONE,           /* the PDF does not say (no /Duplex) */
  CW_PDF_DUPLEX_SIMPLEX,
  CW_PDF_DUPLEX_FLIP_LONG_EDGE,
  CW_PDF_DUPLEX_FLIP_SHORT_EDGE,
} CwPdfDuplex;

/* Finishes the PDF that cairo wrote into fd (open for reading and writing; data and length are
 * its whole content as written):
 *
 * - cairo 1.16 names an XObject or pattern in a page's resources once per use, and a PDF
 *   checker (qpdf --check) warns of every repeated key: the repeats are blanked out in place,
 *   byte for byte, so no offset moves;
 * - an incremental update gives the catalog /ViewerPreferences with /PrintScaling /None (the
 *   print dialog then starts at 100 %, not "fit to page") and the duplex hint.
 *
 * FALSE with CW_ERROR_IO when the file cannot be written, CW_ERROR_PARSE when it is not the
 * PDF cairo writes (no classic cross-reference table). */
gboolean cw_pdf_finish (int            fd,
                        guchar        *data,
                        gsize          length,
                        CwPdfDuplex    duplex,
                        GError       **error);

G_END_DECLS
