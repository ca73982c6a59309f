/* cw-printer-margins.h: what a printer's unprintable border would cut from a laid-out page (pure geometry, in mm). */
#pragma once

#include <glib.h>
#include "cw-sheet-layout.h"

G_BEGIN_DECLS

/* The border a printer cannot print, from each edge of the page as printed (orientation
 * applied), mm. */
typedef struct {
  double top, bottom, left, right;
} CwMargins;

typedef enum {
  CW_CLIPPED_NONE         = 0,
  CW_CLIPPED_CARDS        = 1 << 0,   /* a card's trim box reaches into the border */
  CW_CLIPPED_CROP_MARKS   = 1 << 1,
  CW_CLIPPED_GUIDES       = 1 << 2,
  CW_CLIPPED_REGISTRATION = 1 << 3,
  CW_CLIPPED_SCALE_BAR    = 1 << 4,
} CwClipped;

typedef struct {
  CwClipped what;
  guint     crop_marks_lost;          /* of n_crop_marks: less than a readable stub remains */
  guint     n_crop_marks;
  guint     guides_lost;              /* of n_guides, fronts and (when printed) backs */
  guint     n_guides;
  double    widest;                   /* mm: the widest of the four hardware margins */
} CwPrinterClip;

/* What of the layout's fronts and backs pages a printer with these hardware margins cuts off:
 * a crop mark or a guide arm counts as lost when less than CW_SHEET_MARK_MIN_LENGTH of it (or
 * less than all of it, when drawn shorter) is left inside the printable area, the scale bar and a registration mark when any of them is
 * outside it (a ruler and a cutter's sensor need the whole thing). Returns clip->what. */
CwClipped cw_printer_margins_check (CwSheetLayout   *layout,
                                    const CwMargins *margins,
                                    CwPrinterClip   *clip);

G_END_DECLS
