/* cw-cut-file.c: the cut file a cutting machine (Cricut, Silhouette) follows: an SVG of a sheet's exact cut paths and registration marks. */
#include "cw-cut-file.h"

#include <glib/gi18n-lib.h>

#include "cw-error.h"

/* Lengths in mm with three decimals, whatever the locale: a micrometre is far below a blade. */
static void
append_mm (GString *svg,
           double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append (svg, g_ascii_formatd (buffer, sizeof buffer, "%.3f", value));
}

static void
append_point (GString    *svg,
              const char *command,
              double      x,
              double      y)
{
  g_string_append (svg, command);
  append_mm (svg, x);
  g_string_append_c (svg, ',');
  append_mm (svg, y);
}

/* The trim box as one closed path, clockwise from the top edge's left end; quarter arcs at the
 * corners when they are rounded. */
static void
append_card_path (GString      *svg,
                  const CwRect *t,
                  double        r)
{
  double x0 = t->x, y0 = t->y, x1 = t->x + t->width, y1 = t->y + t->height;
  g_autofree char *arc = NULL;

  if (r <= 0)
    {
      append_point (svg, "M", x0, y0);
      append_point (svg, " L", x1, y0);
      append_point (svg, " L", x1, y1);
      append_point (svg, " L", x0, y1);
      g_string_append (svg, " Z");
      return;
    }
  {
    GString *a = g_string_new (" A");
    append_mm (a, r);
    g_string_append_c (a, ',');
    append_mm (a, r);
    g_string_append (a, " 0 0 1 ");
    arc = g_string_free (a, FALSE);
  }
  append_point (svg, "M", x0 + r, y0);
  append_point (svg, " L", x1 - r, y0);
  append_point (svg, arc, x1, y0 + r);
  append_point (svg, " L", x1, y1 - r);
  append_point (svg, arc, x1 - r, y1);
  append_point (svg, " L", x0 + r, y1);
  append_point (svg, arc, x0, y1 - r);
  append_point (svg, " L", x0, y0 + r);
  append_point (svg, arc, x0 + r, y0);
  g_string_append (svg, " Z");
}

char *
cw_cut_file_svg (CwSheetLayout *layout,
                 guint          n_cards)
{
  GString *svg = g_string_new (NULL);
  double pw, ph, radius;
  GArray *marks;
  guint n;

  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (layout), NULL);

  pw = cw_sheet_layout_get_page_width (layout);
  ph = cw_sheet_layout_get_page_height (layout);
  radius = cw_sheet_layout_get_corner_radius (layout);
  n = MIN (n_cards, cw_sheet_layout_get_cards_per_page (layout));
  marks = cw_sheet_layout_get_registration_marks (layout);

  g_string_append (svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"");
  append_mm (svg, pw);
  g_string_append (svg, "mm\" height=\"");
  append_mm (svg, ph);
  g_string_append (svg, "mm\" viewBox=\"0 0 ");
  append_mm (svg, pw);
  g_string_append_c (svg, ' ');
  append_mm (svg, ph);
  g_string_append (svg, "\">\n");

  if (marks->len > 0)
    {
      g_string_append (svg, "  <g id=\"registration\" fill=\"#000000\" stroke=\"none\">\n");
      for (guint i = 0; i < marks->len; i++)
        {
          const CwRect *m = &g_array_index (marks, CwRect, i);

          g_string_append (svg, "    <rect x=\"");
          append_mm (svg, m->x);
          g_string_append (svg, "\" y=\"");
          append_mm (svg, m->y);
          g_string_append (svg, "\" width=\"");
          append_mm (svg, m->width);
          g_string_append (svg, "\" height=\"");
          append_mm (svg, m->height);
          g_string_append (svg, "\"/>\n");
        }
      g_string_append (svg, "  </g>\n");
    }

  g_string_append (svg, "  <g id=\"cut\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"0.1\">\n");
  for (guint slot = 0; slot < n; slot++)
    {
      CwRect trim;

      cw_sheet_layout_get_card_rect (layout, slot, &trim);
      g_string_append_printf (svg, "    <path id=\"card-%u\" d=\"", slot + 1);
      append_card_path (svg, &trim, radius);
      g_string_append (svg, "\"/>\n");
    }
  g_string_append (svg, "  </g>\n</svg>\n");
  return g_string_free (svg, FALSE);
}

gboolean
cw_cut_file_write (CwSheetLayout  *layout,
                   guint           n_cards,
                   const char     *path,
                   GError        **error)
{
  g_autofree char *svg = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (layout), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  svg = cw_cut_file_svg (layout, n_cards);
  if (!g_file_set_contents (path, svg, -1, &local_error))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("Cannot write the cut file %s: %s"), path, local_error->message);
      return FALSE;
    }
  return TRUE;
}
