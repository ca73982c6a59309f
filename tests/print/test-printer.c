/* test-printer.c: what a real printer and cutter do to a page, measured on PDFs read back with poppler:
 * the scale bar inside the printable area, bleed that is never shrunk silently, one back image
 * under the cut, units, PDF housekeeping, corner guides. */
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "cw-card-renderer.h"
#include "cw-pdf-export.h"
#include "cw-sheet-layout.h"
#include "cw-print-test-util.h"

#define SCALE_BAR_TEXT "print at 100%"

static char *
export_to_file (CwPdfExport *export,
                const char  *name)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (cw_pdf_export_write (export, path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  return path;
}

/* The first n cards of the game's catalog, one copy each. */
static CwPdfExport *
export_cards (const char           *game_id,
              guint                 n,
              const CwSheetOptions *options)
{
  g_autoptr(CwGame) game = cw_print_test_load_game (game_id);
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  CwPdfExport *export = cw_pdf_export_new (game);

  cw_pdf_export_set_options (export, options);
  for (guint i = 0; i < n && i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      cw_pdf_export_add_card (export, card, 1, NULL);
    }
  return export;
}

/* Where needle was laid out on the page, in mm from the top-left; FALSE when it is not there. */
static gboolean
find_text_box (PopplerDocument *document,
               int              page_index,
               const char      *needle,
               CwRect          *box)
{
  g_autoptr(CwPdfPage) page = poppler_document_get_page (document, page_index);
  g_autofree char *text = poppler_page_get_text (page);
  g_autofree PopplerRectangle *rects = NULL;
  guint n_rects = 0;
  const char *found = strstr (text, needle);
  glong first, count;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  if (found == NULL)
    return FALSE;
  g_assert_true (poppler_page_get_text_layout (page, &rects, &n_rects));
  first = g_utf8_pointer_to_offset (text, found);
  count = g_utf8_strlen (needle, -1);
  g_assert_cmpuint (first + count, <=, n_rects);
  for (glong i = first; i < first + count; i++)
    {
      x0 = MIN (x0, rects[i].x1);
      y0 = MIN (y0, rects[i].y1);
      x1 = MAX (x1, rects[i].x2);
      y1 = MAX (y1, rects[i].y2);
    }
  *box = (CwRect) { CW_PT_TO_MM (x0), CW_PT_TO_MM (y0), CW_PT_TO_MM (x1 - x0), CW_PT_TO_MM (y1 - y0) };
  return TRUE;
}

static gboolean
is_ink (cairo_surface_t *surface,
        int              x,
        int              y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel = *(const guint32 *) (const void *) (data + y * stride + x * 4);
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

  return r < 220 || g < 220 || b < 220;
}

/* The box (mm) around every inked pixel of the page outside the cards' bleed boxes (grown by pad). */
static gboolean
ink_outside_cards (cairo_surface_t *surface,
                   double           dpi,
                   CwSheetLayout   *layout,
                   guint            n_cards,
                   double           pad,
                   CwRect          *ink)
{
  int width = cairo_image_surface_get_width (surface), height = cairo_image_surface_get_height (surface);
  double px = 25.4 / dpi;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -1, y1 = -1;
  g_autoptr(GArray) areas = g_array_new (FALSE, FALSE, sizeof (CwRect));

  for (guint slot = 0; slot < n_cards; slot++)
    {
      CwRect area;

      cw_sheet_layout_get_bleed_rect (layout, slot, &area);
      area.x -= pad;
      area.y -= pad;
      area.width += 2 * pad;
      area.height += 2 * pad;
      g_array_append_val (areas, area);
    }
  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        double mx = (x + 0.5) * px, my = (y + 0.5) * px;
        gboolean inside = FALSE;

        if (!is_ink (surface, x, y))
          continue;
        for (guint i = 0; i < areas->len && !inside; i++)
          {
            const CwRect *a = &g_array_index (areas, CwRect, i);
            inside = mx >= a->x && mx <= a->x + a->width && my >= a->y && my <= a->y + a->height;
          }
        if (inside)
          continue;
        x0 = MIN (x0, x * px);
        y0 = MIN (y0, y * px);
        x1 = MAX (x1, (x + 1) * px);
        y1 = MAX (y1, (y + 1) * px);
      }
  if (x1 < 0)
    return FALSE;
  *ink = (CwRect) { x0, y0, x1 - x0, y1 - y0 };
  return TRUE;
}

/* ---------------------------------------------------------------- the scale bar */

typedef struct {
  const char *what;
  CwPaper     paper;
  CwCardSize  size;
  double      card_width, card_height;
  double      margin;
  double      safe_margin;
  gboolean    vertical;        /* the largest margins are beside the cards */
} BarCase;

static void
test_scale_bar_printable (void)
{
  const BarCase cases[] = {
    { "A4 poker", CW_PAPER_A4, CW_CARD_SIZE_POKER, 0, 0, 5.0, 5.0, FALSE },
    { "Letter poker", CW_PAPER_LETTER, CW_CARD_SIZE_POKER, 0, 0, 5.0, 5.0, TRUE },
    { "A4 50 × 75", CW_PAPER_A4, CW_CARD_SIZE_CUSTOM, 50, 75, 5.0, 5.0, FALSE },
    { "A4 poker, 12 mm margin", CW_PAPER_A4, CW_CARD_SIZE_POKER, 0, 0, 12.0, 5.0, TRUE },
    { "A4 poker, 8 mm safe margin", CW_PAPER_A4, CW_CARD_SIZE_POKER, 0, 0, 5.0, 8.0, FALSE },
    { "Letter mini", CW_PAPER_LETTER, CW_CARD_SIZE_MINI_AMERICAN, 0, 0, 5.0, 5.0, FALSE },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      CwSheetOptions options;
      g_autoptr(CwSheetLayout) layout = NULL;
      g_autoptr(CwPdfExport) export = NULL;
      g_autoptr(CwPdfDocument) document = NULL;
      g_autofree char *path = NULL;
      cairo_surface_t *page;
      double pw, ph, limit;
      guint n;
      CwRect text = { 0 }, ink = { 0 }, grid;

      g_test_message ("%s", cases[c].what);
      cw_sheet_options_init (&options);
      options.paper = cases[c].paper;
      options.card_size = cases[c].size;
      options.card_width = cases[c].card_width;
      options.card_height = cases[c].card_height;
      options.margin = cases[c].margin;
      options.safe_margin = cases[c].safe_margin;
      options.crop_marks = FALSE;   /* so that the only ink outside the cards is the bar */
      layout = cw_sheet_layout_new (&options, NULL);
      g_assert_nonnull (layout);
      g_assert_null (cw_sheet_layout_get_warnings (layout)[0]);
      n = cw_sheet_layout_get_cards_per_page (layout);
      pw = cw_sheet_layout_get_page_width (layout);
      ph = cw_sheet_layout_get_page_height (layout);
      limit = MAX (options.margin, options.safe_margin);
      cw_sheet_layout_get_grid (layout, &grid);

      export = export_cards ("oz-storyline", n, &options);
      path = export_to_file (export, "bar.pdf");
      document = cw_print_test_open_pdf (path);

      /* The words are on the page, inside the printable area, in the largest margin. */
      g_assert_true (find_text_box (document, 0, SCALE_BAR_TEXT, &text));
      g_assert_cmpfloat (text.x, >=, limit);
      g_assert_cmpfloat (text.y, >=, limit);
      g_assert_cmpfloat (text.x + text.width, <=, pw - limit);
      g_assert_cmpfloat (text.y + text.height, <=, ph - limit);
      if (cases[c].vertical)
        g_assert_true (text.x + text.width <= grid.x || text.x >= grid.x + grid.width);
      else
        g_assert_true (text.y + text.height <= grid.y || text.y >= grid.y + grid.height);

      /* Every inked pixel outside the cards (the bar and its words) is inside the printable area. */
      page = cw_print_test_render_page (document, 0, 150);
      g_assert_true (ink_outside_cards (page, 150, layout, n, 0.2, &ink));
      g_test_message ("  ink %.2f, %.2f, %.2f × %.2f mm", ink.x, ink.y, ink.width, ink.height);
      g_assert_cmpfloat (ink.x, >=, limit - 0.2);
      g_assert_cmpfloat (ink.y, >=, limit - 0.2);
      g_assert_cmpfloat (ink.x + ink.width, <=, pw - limit + 0.2);
      g_assert_cmpfloat (ink.y + ink.height, <=, ph - limit + 0.2);
      /* 50 mm along the bar, to a tenth (plus a pixel of rendering at each end). */
      g_assert_cmpfloat (fabs (MAX (ink.width, ink.height) - 50.0), <=, 0.1 + 2 * 25.4 / 150);
      cairo_surface_destroy (page);
    }
}

/* No margin with room inside the printable area: no bar, and a warning that says so. */
static void
test_scale_bar_no_room (void)
{
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autoptr(CwPdfExport) export = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  const char * const *warnings;
  CwRect box;

  /* 3 × 3 poker cards (190.5 × 266.7 mm) on 200 × 280 mm paper: 4.75 and 6.65 mm margins. */
  cw_sheet_options_init (&options);
  options.paper = CW_PAPER_CUSTOM;
  options.paper_width = 200;
  options.paper_height = 280;
  options.margin = 3;
  layout = cw_sheet_layout_new (&options, NULL);
  g_assert_nonnull (layout);
  g_assert_cmpuint (cw_sheet_layout_get_cards_per_page (layout), ==, 9);
  g_assert_false (cw_sheet_layout_get_scale_bar (layout, &box, NULL));
  warnings = cw_sheet_layout_get_warnings (layout);
  g_assert_nonnull (warnings[0]);
  g_assert_nonnull (strstr (warnings[0], "print at 100%"));
  g_assert_nonnull (strstr (warnings[0], "5.0 mm"));

  export = export_cards ("od", 9, &options);
  path = export_to_file (export, "no-bar.pdf");
  document = cw_print_test_open_pdf (path);
  text = cw_print_test_pdf_text (document);
  g_assert_null (strstr (text, SCALE_BAR_TEXT));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/print/printer/scale-bar-printable", test_scale_bar_printable);
  g_test_add_func ("/print/printer/scale-bar-no-room", test_scale_bar_no_room);
  return g_test_run ();
}
