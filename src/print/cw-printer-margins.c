/* cw-printer-margins.c: what a printer's unprintable border would cut from a laid-out page (pure geometry, in mm). */
#include "cw-printer-margins.h"

#include <math.h>

#define EPSILON 1e-6

static gboolean
rect_inside (const CwRect *rect,
             const CwRect *printable)
{
  return rect->x >= printable->x - EPSILON && rect->y >= printable->y - EPSILON &&
         rect->x + rect->width <= printable->x + printable->width + EPSILON &&
         rect->y + rect->height <= printable->y + printable->height + EPSILON;
}

/* The length of an axis-aligned segment left inside the printable area (negative: none). */
static double
visible_length (const CwSegment *s,
                const CwRect    *printable)
{
  double x0 = MAX (MIN (s->x1, s->x2), printable->x);
  double x1 = MIN (MAX (s->x1, s->x2), printable->x + printable->width);
  double y0 = MAX (MIN (s->y1, s->y2), printable->y);
  double y1 = MIN (MAX (s->y1, s->y2), printable->y + printable->height);
  gboolean horizontal = fabs (s->y1 - s->y2) < EPSILON;

  if (horizontal)
    return y0 <= y1 + EPSILON ? x1 - x0 : -1;
  return x0 <= x1 + EPSILON ? y1 - y0 : -1;
}

static guint
count_lost (GArray       *segments,
            const CwRect *printable)
{
  guint lost = 0;

  for (guint i = 0; i < segments->len; i++)
    {
      const CwSegment *s = &g_array_index (segments, CwSegment, i);
      double length = fabs (s->x2 - s->x1) + fabs (s->y2 - s->y1);   /* axis-aligned */

      /* A piece the layout already drew shorter than the least length is lost only if the
       * printer takes some of it. */
      if (visible_length (s, printable) < MIN (length, CW_SHEET_MARK_MIN_LENGTH) - EPSILON)
        lost++;
    }
  return lost;
}

CwClipped
cw_printer_margins_check (CwSheetLayout   *layout,
                          const CwMargins *margins,
                          CwPrinterClip   *clip)
{
  double pw, ph;
  CwRect printable, box;
  GArray *marks, *guides, *back_guides, *registration;
  guint n;

  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (layout), CW_CLIPPED_NONE);
  g_return_val_if_fail (margins != NULL, CW_CLIPPED_NONE);
  g_return_val_if_fail (clip != NULL, CW_CLIPPED_NONE);

  *clip = (CwPrinterClip) { 0 };
  pw = cw_sheet_layout_get_page_width (layout);
  ph = cw_sheet_layout_get_page_height (layout);
  printable = (CwRect) { margins->left, margins->top,
                         pw - margins->left - margins->right, ph - margins->top - margins->bottom };
  clip->widest = MAX (MAX (margins->top, margins->bottom), MAX (margins->left, margins->right));

  n = cw_sheet_layout_get_cards_per_page (layout);
  for (guint slot = 0; slot < n; slot++)
    {
      CwRect trim;

      cw_sheet_layout_get_card_rect (layout, slot, &trim);
      if (!rect_inside (&trim, &printable))
        clip->what |= CW_CLIPPED_CARDS;
    }

  marks = cw_sheet_layout_get_crop_marks (layout);
  clip->n_crop_marks = marks->len;
  clip->crop_marks_lost = count_lost (marks, &printable);
  if (clip->crop_marks_lost > 0)
    clip->what |= CW_CLIPPED_CROP_MARKS;

  /* The backs page has its own guides (mirrored, shifted): the same printer border cuts both. */
  guides = cw_sheet_layout_get_guides (layout, FALSE);
  back_guides = cw_sheet_layout_get_guides (layout, TRUE);
  clip->n_guides = guides->len + back_guides->len;
  clip->guides_lost = count_lost (guides, &printable) + count_lost (back_guides, &printable);
  if (clip->guides_lost > 0)
    clip->what |= CW_CLIPPED_GUIDES;

  registration = cw_sheet_layout_get_registration_marks (layout);
  for (guint i = 0; i < registration->len; i++)
    if (!rect_inside (&g_array_index (registration, CwRect, i), &printable))
      clip->what |= CW_CLIPPED_REGISTRATION;

  if (cw_sheet_layout_get_scale_bar (layout, &box, NULL) && !rect_inside (&box, &printable))
    clip->what |= CW_CLIPPED_SCALE_BAR;

  return clip->what;
}
