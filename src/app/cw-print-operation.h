/* cw-print-operation.h: printing an export's pages on the system printer (GtkPrintOperation, the print portal inside Flatpak) at 100%. */
#pragma once

#include <gtk/gtk.h>
#include "cw-pdf-export.h"
#include "cw-printer-margins.h"

G_BEGIN_DECLS

#define CW_TYPE_PRINT_OPERATION (cw_print_operation_get_type ())
G_DECLARE_FINAL_TYPE (CwPrintOperation, cw_print_operation, CW, PRINT_OPERATION, GtkPrintOperation)

/* The pages of export, drawn by the same code as its PDF: paper and orientation from its
 * options, the full page (no printer margins added), scale 100%, duplex from its backs. NULL
 * with CW_ERROR_INVALID when the options lay out no page. */
CwPrintOperation *cw_print_operation_new           (CwPdfExport            *export,
                                                    GError                **error);
CwSheetLayout    *cw_print_operation_get_layout    (CwPrintOperation       *self);
/* What the chosen printer's unprintable border cuts off, found when printing began (or when the
 * printer was chosen in GTK's own dialog); CW_CLIPPED_NONE until then. */
const CwPrinterClip *cw_print_operation_get_clip   (CwPrintOperation       *self);
/* Each card picture the pages drawn so far (printed or previewed by GTK) show as the card's
 * emblem, "CARD: FILE: why", once however often its page was drawn (see
 * cw_pdf_export_get_picture_problems()). Borrowed, of char*; empty when all were drawn. */
GPtrArray        *cw_print_operation_get_picture_problems (CwPrintOperation *self);
/* The same for back pictures, "WHOSE: FILE: why" (see cw_pdf_export_get_back_problems()). */
GPtrArray        *cw_print_operation_get_back_problems    (CwPrintOperation *self);
/* Everything that will not come out as laid out, in sentences: a scale or pages a sheet chosen
 * in GTK's dialog, other paper chosen there, and what the printer's border cuts off. NULL when
 * the cards will print at their size, whole. */
char             *cw_print_operation_dup_warning   (CwPrintOperation       *self);
/* The warning the print dialog shows for a clip, or NULL when nothing is cut off. */
char             *cw_print_operation_describe_clip (const CwPrinterClip    *clip);

G_END_DECLS
