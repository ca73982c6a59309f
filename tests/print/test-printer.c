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
  guint n_warnings = 0;
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
      cw_sheet_layout_get_warnings (layout, &n_warnings);
      g_assert_cmpuint (n_warnings, ==, 0);
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
  const CwSheetWarning *warnings;
  guint n_warnings = 0;
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
  warnings = cw_sheet_layout_get_warnings (layout, &n_warnings);
  g_assert_cmpuint (n_warnings, >=, 1);
  g_assert_cmpint (warnings[0].code, ==, CW_SHEET_WARNING_NO_SCALE_BAR);
  g_assert_cmpfloat_with_epsilon (warnings[0].values[0], 5.0, 1e-9);

  export = export_cards ("od", 9, &options);
  path = export_to_file (export, "no-bar.pdf");
  document = cw_print_test_open_pdf (path);
  text = cw_print_test_pdf_text (document);
  g_assert_null (strstr (text, SCALE_BAR_TEXT));
}

/* ---------------------------------------------------------------- bleed */

static void
assert_color_near (cairo_surface_t *page,
                   double           dpi,
                   double           x,
                   double           y,
                   const CwColor   *color,
                   int              tolerance)
{
  int r, g, b;

  cw_print_test_pixel (page, dpi, x, y, &r, &g, &b);
  if (ABS (r - (int) (color->red * 255 + 0.5)) > tolerance || ABS (g - (int) (color->green * 255 + 0.5)) > tolerance ||
      ABS (b - (int) (color->blue * 255 + 0.5)) > tolerance)
    g_test_message ("at %.2f, %.2f mm: %d %d %d, expected %.0f %.0f %.0f", x, y, r, g, b,
                    color->red * 255, color->green * 255, color->blue * 255);
  g_assert_cmpint (ABS (r - (int) (color->red * 255 + 0.5)), <=, tolerance);
  g_assert_cmpint (ABS (g - (int) (color->green * 255 + 0.5)), <=, tolerance);
  g_assert_cmpint (ABS (b - (int) (color->blue * 255 + 0.5)), <=, tolerance);
}

/* Each side of each card's trim: its frame colour runs out to `inner` mm; past `outer` mm lies
 * paper at the margins and the neighbour's bleed between cards. */
static void
assert_bleed_widths (cairo_surface_t *page,
                     double           dpi,
                     CwSheetLayout   *layout,
                     CwCardRenderer  *renderer,
                     GListModel      *cards,
                     double           inner,
                     double           outer,
                     gboolean         inner_sides_only)
{
  const CwColor white = { 1, 1, 1 };
  guint columns = cw_sheet_layout_get_columns (layout), rows = cw_sheet_layout_get_rows (layout);

  for (guint slot = 0; slot < columns * rows; slot++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (cards, slot);
      guint column = slot % columns, row = slot / columns;
      CwColor frame;
      CwRect t;
      const struct { double x, y, dx, dy; gboolean inner_side; int neighbour; } sides[4] = {
        { 0, 0.5, -1, 0, column > 0, -1 },
        { 1, 0.5, 1, 0, column + 1 < columns, 1 },
        { 0.5, 0, 0, -1, row > 0, -(int) columns },
        { 0.5, 1, 0, 1, row + 1 < rows, (int) columns },
      };

      cw_card_renderer_get_frame_color (renderer, card, &frame);
      cw_sheet_layout_get_card_rect (layout, slot, &t);
      for (guint s = 0; s < 4; s++)
        {
          double x = t.x + sides[s].x * t.width, y = t.y + sides[s].y * t.height;

          if (inner_sides_only && !sides[s].inner_side)
            continue;
          assert_color_near (page, dpi, x + sides[s].dx * inner, y + sides[s].dy * inner, &frame, 10);
          if (sides[s].inner_side)
            {
              g_autoptr(CwCard) other = g_list_model_get_item (cards, slot + sides[s].neighbour);
              CwColor beyond;

              cw_card_renderer_get_frame_color (renderer, other, &beyond);
              assert_color_near (page, dpi, x + sides[s].dx * outer, y + sides[s].dy * outer, &beyond, 10);
            }
          else
            assert_color_near (page, dpi, x + sides[s].dx * outer, y + sides[s].dy * outer, &white, 10);
        }
    }
}

/* With a bleed and no gap given, every edge of every card gets the whole bleed. */
static void
test_bleed_every_edge (void)
{
  const CwSheetWarning *warnings;
  guint n_warnings = 0;
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autoptr(CwPdfExport) export = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  CwSheetOptions options;
  cairo_surface_t *page;

  cw_sheet_options_init (&options);
  options.bleed = 3.0;
  layout = cw_sheet_layout_new (&options, NULL);
  /* 6 mm between cards: two columns of poker cards on A4 (3 would need 208.5 mm of 200). */
  g_assert_cmpfloat (cw_sheet_layout_get_options (layout)->gap, ==, 6.0);
  g_assert_cmpfloat (cw_sheet_layout_get_options (layout)->gap_vertical, ==, 6.0);
  g_assert_cmpuint (cw_sheet_layout_get_columns (layout), ==, 2);
  g_assert_cmpuint (cw_sheet_layout_get_rows (layout), ==, 3);
  /* Nothing said of the bleed (only that the top and bottom crop marks, 9.15 mm of margin less
   * the bleed and the mark's offset, fall within the 5 mm a printer may leave blank). */
  warnings = cw_sheet_layout_get_warnings (layout, &n_warnings);
  for (guint w = 0; w < n_warnings; w++)
    {
      g_assert_cmpint (warnings[w].code, !=, CW_SHEET_WARNING_BLEED_SHRUNK_COLUMNS);
      g_assert_cmpint (warnings[w].code, !=, CW_SHEET_WARNING_BLEED_SHRUNK_ROWS);
    }

  export = export_cards ("oz-storyline", 6, &options);
  path = export_to_file (export, "bleed-auto.pdf");
  document = cw_print_test_open_pdf (path);
  page = cw_print_test_render_page (document, 0, 300);
  assert_bleed_widths (page, 300, layout, renderer, G_LIST_MODEL (catalog), 2.7, 3.3, FALSE);
  cairo_surface_destroy (page);
}

/* The user's gap wins, and the layout says what it cost. */
static void
test_bleed_user_gap (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autoptr(CwPdfExport) export = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  const CwSheetWarning *warnings;
  guint n_warnings = 0;
  CwSheetOptions options;
  cairo_surface_t *page;

  cw_sheet_options_init (&options);
  options.bleed = 3.0;
  options.gap = 2.0;
  layout = cw_sheet_layout_new (&options, NULL);
  /* 3 × 63.5 + 2 × 2 + 2 × 3 = 200.5 mm: two columns in 200; three rows. */
  g_assert_cmpuint (cw_sheet_layout_get_cards_per_page (layout), ==, 6);
  warnings = cw_sheet_layout_get_warnings (layout, &n_warnings);
  g_assert_cmpuint (n_warnings, ==, 2);
  /* 2 mm apart, 1 mm of bleed each side instead of 3, a gap of 6 mm keeps it all. */
  g_assert_cmpint (warnings[0].code, ==, CW_SHEET_WARNING_BLEED_SHRUNK_COLUMNS);
  g_assert_cmpfloat_with_epsilon (warnings[0].values[0], 2.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (warnings[0].values[1], 1.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (warnings[0].values[2], 3.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (warnings[0].values[3], 6.0, 1e-9);
  g_assert_cmpint (warnings[1].code, ==, CW_SHEET_WARNING_BLEED_SHRUNK_ROWS);
  g_assert_cmpfloat_with_epsilon (warnings[1].values[0], 2.0, 1e-9);

  export = export_cards ("oz-storyline", 6, &options);
  path = export_to_file (export, "bleed-gap.pdf");
  document = cw_print_test_open_pdf (path);
  page = cw_print_test_render_page (document, 0, 300);
  /* Towards a neighbour half the gap, 1 mm, and not more. */
  assert_bleed_widths (page, 300, layout, renderer, G_LIST_MODEL (catalog), 0.75, 1.25, TRUE);
  cairo_surface_destroy (page);
}

/* A picture back with bleed is one picture from the bleed's edge across the cut line: a grey
 * ramp as wide as the card and its bleed reads as one straight ramp all the way across. */
static void
test_back_image_no_seam (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *ramp = g_build_filename (dir, "ramp.png", NULL);
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autoptr(CwPdfExport) export = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  CwSheetOptions options;
  cairo_surface_t *page, *image;
  CwRect trim, area;
  const double dpi = 300, bleed = 3.0;

  /* 69.5 × 94.9 mm (a poker card and 3 mm all round) at 10 pixels a mm, black to white left to right. */
  image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 695, 949);
  {
    cairo_t *cr = cairo_create (image);
    cairo_pattern_t *gradient = cairo_pattern_create_linear (0, 0, 695, 0);

    cairo_pattern_add_color_stop_rgb (gradient, 0, 0, 0, 0);
    cairo_pattern_add_color_stop_rgb (gradient, 1, 1, 1, 1);
    cairo_set_source (cr, gradient);
    cairo_paint (cr);
    cairo_pattern_destroy (gradient);
    cairo_destroy (cr);
  }
  g_assert_cmpint (cairo_surface_write_to_png (image, ramp), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (image);

  cw_sheet_options_init (&options);
  options.bleed = bleed;
  options.backs = CW_BACKS_LONG_EDGE;
  layout = cw_sheet_layout_new (&options, NULL);
  export = export_cards ("od", 6, &options);
  cw_pdf_export_set_back_image (export, ramp);
  path = export_to_file (export, "back-ramp.pdf");
  document = cw_print_test_open_pdf (path);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 2);
  page = cw_print_test_render_page (document, 1, dpi);

  for (guint slot = 0; slot < cw_sheet_layout_get_cards_per_page (layout); slot++)
    {
      double y;

      cw_sheet_layout_get_back_rect (layout, slot, &trim, NULL);
      cw_sheet_layout_get_back_bleed_rect (layout, slot, &area);
      y = trim.y + trim.height / 2;
      /* Across the whole bleed box, through both cut lines, in 0.25 mm steps. */
      for (double x = area.x + 0.3; x < area.x + area.width - 0.3; x += 0.25)
        {
          int expected = (int) (255 * (x - (trim.x - bleed)) / (trim.width + 2 * bleed) + 0.5);
          int r, g, b;

          cw_print_test_pixel (page, dpi, x, y, &r, &g, &b);
          if (ABS (r - expected) > 4)
            g_test_message ("slot %u at %.2f mm (trim %.2f–%.2f): %d, expected %d", slot, x, trim.x,
                            trim.x + trim.width, r, expected);
          g_assert_cmpint (ABS (r - expected), <=, 4);
        }
    }
  cairo_surface_destroy (page);
}

/* ---------------------------------------------------------------- PDF housekeeping */

/* The print dialog reads these: no "fit to page", and the duplex side the backs are laid out for. */
static void
test_viewer_preferences (void)
{
  const struct { CwBacks backs; PopplerPrintDuplex duplex; } cases[] = {
    { CW_BACKS_NONE, POPPLER_PRINT_DUPLEX_SIMPLEX },
    { CW_BACKS_LONG_EDGE, POPPLER_PRINT_DUPLEX_DUPLEX_FLIP_LONG_EDGE },
    { CW_BACKS_SHORT_EDGE, POPPLER_PRINT_DUPLEX_DUPLEX_FLIP_SHORT_EDGE },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      CwSheetOptions options;
      g_autoptr(CwPdfExport) export = NULL;
      g_autoptr(CwPdfDocument) document = NULL;
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;

      cw_sheet_options_init (&options);
      options.backs = cases[c].backs;
      export = export_cards ("od", 12, &options);
      path = export_to_file (export, "preferences.pdf");
      document = cw_print_test_open_pdf (path);
      g_assert_cmpint (poppler_document_get_print_scaling (document), ==, POPPLER_PRINT_SCALING_NONE);
      g_assert_cmpint (poppler_document_get_print_duplex (document), ==, cases[c].duplex);
      /* The update kept everything cairo wrote: pages, outline, text. */
      g_assert_cmpint (poppler_document_get_n_pages (document), ==, cases[c].backs == CW_BACKS_NONE ? 2 : 4);
      {
        PopplerIndexIter *outline = poppler_index_iter_new (document);

        g_assert_nonnull (outline);
        poppler_index_iter_free (outline);
      }
      text = cw_print_test_pdf_text (document);
      g_assert_nonnull (strstr (text, "Queen of Hearts"));
    }
}

static GBytes *
read_bytes (const char *path)
{
  char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  return g_bytes_new_take (contents, length);
}

/* With SOURCE_DATE_EPOCH the same cards give the same bytes, whenever they are printed. */
static void
test_reproducible (void)
{
  g_autoptr(GBytes) first = NULL;
  g_autoptr(GBytes) second = NULL;
  g_autoptr(GDateTime) created = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  CwSheetOptions options;

  cw_sheet_options_init (&options);
  options.backs = CW_BACKS_LONG_EDGE;
  options.bleed = 2.0;
  g_setenv ("SOURCE_DATE_EPOCH", "1700000000", TRUE);
  {
    g_autoptr(CwPdfExport) export = export_cards ("oz-storyline", 20, &options);
    path = export_to_file (export, "first.pdf");
    first = read_bytes (path);
  }
  /* A second later: a clock in the file would show. */
  g_usleep (1100 * 1000);
  {
    g_autoptr(CwPdfExport) export = export_cards ("oz-storyline", 20, &options);
    g_autofree char *again = export_to_file (export, "second.pdf");
    second = read_bytes (again);
  }
  g_unsetenv ("SOURCE_DATE_EPOCH");

  g_assert_cmpuint (g_bytes_get_size (first), >, 10000);
  g_assert_true (g_bytes_equal (first, second));
  document = cw_print_test_open_pdf (path);
  created = poppler_document_get_creation_date_time (document);
  g_assert_nonnull (created);
  g_assert_cmpint (g_date_time_to_unix (created), ==, 1700000000);
}

/* qpdf --check finds nothing to say: no repeated resource names (cairo 1.16 repeats one per use),
 * and the update's cross-reference table is right. */
static void
test_qpdf_check (void)
{
  g_autofree char *qpdf = g_find_program_in_path ("qpdf");
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autofree char *path = NULL;
  g_autofree char *back = cw_print_test_data_path ("back.jpg");
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  CwSheetOptions options;
  int status;

  if (qpdf == NULL)
    {
      g_test_skip ("qpdf is not installed (build-aux/setup.sh installs it)");
      return;
    }
  cw_sheet_options_init (&options);
  options.backs = CW_BACKS_LONG_EDGE;
  options.bleed = 3.0;
  cw_pdf_export_set_options (export, &options);
  cw_pdf_export_set_back_image (export, back);
  /* Every card three times: the same drawings again and again on a page, as a Library prints. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      cw_pdf_export_add_card (export, card, 3, NULL);
    }
  path = export_to_file (export, "check.pdf");
  {
    const char *argv[] = { qpdf, "--check", path, NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
    g_assert_no_error (error);
  }
  if (!g_spawn_check_wait_status (status, NULL))
    g_test_message ("qpdf --check:\n%s%s", out, err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_null (strstr (out, "WARNING"));
  g_assert_null (strstr (err, "WARNING"));
  g_assert_nonnull (strstr (out, "No syntax or stream encoding errors found"));
}

/* The words poppler finds inside box (mm), joined by spaces. */
static char *
text_in_box (PopplerDocument *document,
             int              page_index,
             const CwRect    *box)
{
  g_autoptr(CwPdfPage) page = poppler_document_get_page (document, page_index);
  PopplerRectangle area = { CW_MM_TO_PT (box->x), CW_MM_TO_PT (box->y),
                            CW_MM_TO_PT (box->x + box->width), CW_MM_TO_PT (box->y + box->height) };
  char *text = poppler_page_get_text_for_area (page, &area);

  return g_strstrip (text);
}

/* Cost, Vitality and Force are text in the PDF, where their gems are. */
static void
test_badge_numbers_are_text (void)
{
  g_autoptr(CwGame) storyline = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwGame) duel = cw_print_test_load_game ("oz-good-evil");
  g_autoptr(CwCard) nick = cw_card_new (storyline, "t-nick");
  g_autoptr(CwCard) hammer = cw_card_new (duel, "t-hammer");
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) layout = NULL;
  CwRect trim, left_gem, right_gem;

  cw_card_set_card_type (nick, "character");
  cw_card_set_alignment (nick, "good");
  cw_card_set_name (nick, "Nick Chopper");
  cw_card_set_int (nick, "cost", 7);
  cw_card_set_int (nick, "vitality", 4);
  cw_card_set_card_type (hammer, "character");
  cw_card_set_alignment (hammer, "evil");
  cw_card_set_name (hammer, "Hammer-Head");
  cw_card_set_int (hammer, "force", 9);

  cw_sheet_options_init (&options);
  layout = cw_sheet_layout_new (&options, NULL);
  cw_sheet_layout_get_card_rect (layout, 0, &trim);
  /* The gems: 7.8 mm across, their centres 6.3 mm in from the side and 6.8 mm down (a poker card). */
  left_gem = (CwRect) { trim.x + 2.4, trim.y + 2.9, 7.8, 7.8 };
  right_gem = (CwRect) { trim.x + trim.width - 10.2, trim.y + 2.9, 7.8, 7.8 };

  {
    g_autoptr(CwPdfExport) export = cw_pdf_export_new (storyline);
    g_autoptr(CwPdfDocument) document = NULL;
    g_autofree char *path = NULL;
    g_autofree char *cost = NULL, *vitality = NULL, *text = NULL;

    cw_pdf_export_add_card (export, nick, 1, NULL);
    path = export_to_file (export, "storyline-badges.pdf");
    document = cw_print_test_open_pdf (path);
    cost = text_in_box (document, 0, &left_gem);
    vitality = text_in_box (document, 0, &right_gem);
    g_assert_cmpstr (cost, ==, "7");
    g_assert_cmpstr (vitality, ==, "4");
    /* And the name stays whole for a search. */
    text = cw_print_test_pdf_text (document);
    g_assert_nonnull (strstr (text, "Nick Chopper"));
  }
  {
    g_autoptr(CwPdfExport) export = cw_pdf_export_new (duel);
    g_autoptr(CwPdfDocument) document = NULL;
    g_autofree char *path = NULL;
    g_autofree char *force = NULL;

    cw_pdf_export_add_card (export, hammer, 1, NULL);
    path = export_to_file (export, "duel-badges.pdf");
    document = cw_print_test_open_pdf (path);
    force = text_in_box (document, 0, &right_gem);
    g_assert_cmpstr (force, ==, "9");
  }
}

/* The characters whose boxes are centred inside box, in the page's text order (a selection of an
 * area, by contrast, runs on to the end of a line it starts in). */
static char *
characters_in_box (PopplerDocument *document,
                   int              page_index,
                   const CwRect    *box)
{
  g_autoptr(CwPdfPage) page = poppler_document_get_page (document, page_index);
  g_autofree char *text = poppler_page_get_text (page);
  g_autofree PopplerRectangle *rects = NULL;
  guint n_rects = 0;
  g_autoptr(GString) found = g_string_new (NULL);
  const char *c = text;

  g_assert_true (poppler_page_get_text_layout (page, &rects, &n_rects));
  for (guint i = 0; i < n_rects && *c != '\0'; i++, c = g_utf8_next_char (c))
    {
      double x = CW_PT_TO_MM ((rects[i].x1 + rects[i].x2) / 2), y = CW_PT_TO_MM ((rects[i].y1 + rects[i].y2) / 2);

      if (!g_unichar_isspace (g_utf8_get_char (c)) &&
          x > box->x && x < box->x + box->width && y > box->y && y < box->y + box->height)
        g_string_append_unichar (found, g_utf8_get_char (c));
    }
  return g_string_free (g_steal_pointer (&found), FALSE);
}

/* pdftotext's words of a PDF, white space made single spaces (NULL, and the test skipped, without it). */
static char *
pdftotext_words (const char *path)
{
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;
  const char *argv[] = { NULL, "-q", path, "-", NULL };
  g_auto(GStrv) words = NULL;

  if (program == NULL)
    return NULL;
  argv[0] = program;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  words = g_strsplit_set (out, " \t\n\f", -1);
  {
    g_autoptr(GString) joined = g_string_new (NULL);

    for (guint i = 0; words[i] != NULL; i++)
      if (*words[i] != '\0')
        g_string_append_printf (joined, "%s%s", joined->len > 0 ? " " : "", words[i]);
    return g_string_free (g_steal_pointer (&joined), FALSE);
  }
}

/* Beside a title wrapped onto two lines the gem numbers are still text, found where the gems
 * are, and a reader's text keeps the name whole and the numbers apart from it (pdftotext reads
 * "7 Nick Chopper, Tin Woodman of the Winkie Country • Emperor… 4"). */
static void
test_badge_numbers_beside_wrapped_title (void)
{
  g_autoptr(CwGame) storyline = cw_print_test_load_game ("oz-storyline");
  const struct {
    const char *name, *version;
    int cost, vitality;
  } cards[] = {
    { "Nick Chopper, Tin Woodman of the Winkie Country", NULL, 7, 4 },
    { "Nome King", "Ruggedo the Exile, Lord of the Underground", 12, 10 },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cards); c++)
    {
      g_autoptr(CwCard) card = cw_card_new (storyline, "t-long");
      g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (storyline);
      g_autoptr(CwPdfExport) export = cw_pdf_export_new (storyline);
      g_autoptr(CwPdfDocument) document = NULL;
      g_autoptr(CwSheetLayout) layout = NULL;
      g_autofree char *path = NULL, *cost = NULL, *vitality = NULL, *words = NULL, *title = NULL;
      g_autofree char *cost_text = g_strdup_printf ("%d", cards[c].cost);
      g_autofree char *vitality_text = g_strdup_printf ("%d", cards[c].vitality);
      CwSheetOptions options;
      CwCardTextInfo info;
      CwRect trim, left_gem, right_gem;

      cw_card_set_card_type (card, "character");
      cw_card_set_alignment (card, "good");
      cw_card_set_name (card, cards[c].name);
      if (cards[c].version != NULL)
        cw_card_set_version (card, cards[c].version);
      cw_card_set_int (card, "cost", cards[c].cost);
      cw_card_set_int (card, "vitality", cards[c].vitality);

      /* The title does wrap: two lines. */
      cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_TITLE, 63.5, 88.9, &info);
      g_assert_true (info.present);
      g_assert_cmpint (info.lines, ==, 2);

      cw_sheet_options_init (&options);
      layout = cw_sheet_layout_new (&options, NULL);
      cw_sheet_layout_get_card_rect (layout, 0, &trim);
      left_gem = (CwRect) { trim.x + 2.4, trim.y + 2.9, 7.8, 7.8 };
      right_gem = (CwRect) { trim.x + trim.width - 10.2, trim.y + 2.9, 7.8, 7.8 };

      cw_pdf_export_add_card (export, card, 1, NULL);
      path = export_to_file (export, "wrapped-title-badges.pdf");
      document = cw_print_test_open_pdf (path);
      cost = characters_in_box (document, 0, &left_gem);
      vitality = characters_in_box (document, 0, &right_gem);
      g_assert_cmpstr (cost, ==, cost_text);
      g_assert_cmpstr (vitality, ==, vitality_text);

      title = cards[c].version != NULL ? g_strdup_printf ("%s • %s", cards[c].name, cards[c].version)
                                       : g_strdup (cards[c].name);
      words = pdftotext_words (path);
      if (words == NULL)
        {
          g_test_skip ("pdftotext is not installed (poppler-utils)");
          return;
        }
      /* The number, the whole title, the number: read in the card's order. */
      {
        g_autofree char *expected = g_strdup_printf ("%s %s %s ", cost_text, title, vitality_text);
        g_assert_true (g_str_has_prefix (words, expected));
      }
    }
}

/* ---------------------------------------------------------------- corner guides */

static gboolean
is_guide_blue (cairo_surface_t *page,
               int              x,
               int              y)
{
  const guchar *data = cairo_image_surface_get_data (page);
  int stride = cairo_image_surface_get_stride (page);
  guint32 pixel = *(const guint32 *) (const void *) (data + y * stride + x * 4);
  int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;

  return b > 140 && r < 110 && g < 120;
}

static void
assert_blue_at (cairo_surface_t *page,
                double           dpi,
                double           x_mm,
                double           y_mm,
                gboolean         blue)
{
  int x = (int) (x_mm / 25.4 * dpi), y = (int) (y_mm / 25.4 * dpi);

  if (is_guide_blue (page, x, y) != blue)
    g_test_message ("at %.2f, %.2f mm the guide colour was %s", x_mm, y_mm, blue ? "expected" : "not expected");
  g_assert_true (is_guide_blue (page, x, y) == blue);
}

/* Guide-blue pixels inside the given rectangles, and inside the unprintable border. */
static void
count_blue (cairo_surface_t *page,
            double           dpi,
            GArray          *rects,
            double           border,
            guint           *on_cards,
            guint           *in_border,
            guint           *total)
{
  int width = cairo_image_surface_get_width (page), height = cairo_image_surface_get_height (page);
  double px = 25.4 / dpi;

  *on_cards = *in_border = *total = 0;
  cairo_surface_flush (page);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        double mx = (x + 0.5) * px, my = (y + 0.5) * px;

        if (!is_guide_blue (page, x, y))
          continue;
        (*total)++;
        if (mx < border || my < border || mx > width * px - border || my > height * px - border)
          (*in_border)++;
        for (guint i = 0; i < rects->len; i++)
          {
            const CwRect *r = &g_array_index (rects, CwRect, i);
            if (mx > r->x && mx < r->x + r->width && my > r->y && my < r->y + r->height)
              (*on_cards)++;
          }
      }
}

/* Crosses at every corner, in the gaps and margins, never on a card, never in the unprintable
 * border; on the backs too, where the backs are. */
static void
test_corner_guides (void)
{
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autoptr(CwPdfExport) export = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(GArray) trims = g_array_new (FALSE, FALSE, sizeof (CwRect));
  g_autoptr(GArray) backs = g_array_new (FALSE, FALSE, sizeof (CwRect));
  g_autofree char *path = NULL;
  const double dpi = 300;
  cairo_surface_t *page;
  guint on_cards, in_border, total;
  CwRect t;

  cw_sheet_options_init (&options);
  options.gap = 4.0;
  options.guides = CW_GUIDES_CROSS;
  options.guide_color = 0x1030d0;
  options.guide_width = 0.3;
  options.guide_length = 3.0;
  options.backs = CW_BACKS_LONG_EDGE;
  options.guides_on_backs = TRUE;
  layout = cw_sheet_layout_new (&options, NULL);
  g_assert_cmpuint (cw_sheet_layout_get_cards_per_page (layout), ==, 9);
  for (guint slot = 0; slot < 9; slot++)
    {
      CwRect back;

      cw_sheet_layout_get_card_rect (layout, slot, &t);
      g_array_append_val (trims, t);
      cw_sheet_layout_get_back_rect (layout, slot, &back, NULL);
      g_array_append_val (backs, back);
    }

  export = export_cards ("od", 9, &options);
  path = export_to_file (export, "guides.pdf");
  document = cw_print_test_open_pdf (path);

  page = cw_print_test_render_page (document, 0, dpi);
  /* The middle card's top-left corner: its cross shows in the 4 mm gaps left of and above it,
   * not on the card. */
  cw_sheet_layout_get_card_rect (layout, 4, &t);
  assert_blue_at (page, dpi, t.x - 1.5, t.y, TRUE);
  assert_blue_at (page, dpi, t.x, t.y - 1.5, TRUE);
  assert_blue_at (page, dpi, t.x + 1.5, t.y + 0.4, FALSE);
  /* The first card's top-left corner: in the margin. */
  cw_sheet_layout_get_card_rect (layout, 0, &t);
  assert_blue_at (page, dpi, t.x, t.y - 1.5, TRUE);
  assert_blue_at (page, dpi, t.x, t.y - 3.6, FALSE);   /* past the 3 mm arm */
  count_blue (page, dpi, trims, options.safe_margin, &on_cards, &in_border, &total);
  g_test_message ("fronts: %u guide pixels, %u on cards, %u in the border", total, on_cards, in_border);
  g_assert_cmpuint (total, >, 1000);
  g_assert_cmpuint (on_cards, ==, 0);
  g_assert_cmpuint (in_border, ==, 0);
  cairo_surface_destroy (page);

  /* The backs page: the same guides where the backs are. */
  page = cw_print_test_render_page (document, 1, dpi);
  cw_sheet_layout_get_back_rect (layout, 4, &t, NULL);
  assert_blue_at (page, dpi, t.x - 1.5, t.y, TRUE);
  assert_blue_at (page, dpi, t.x + t.width + 1.5, t.y + t.height, TRUE);
  count_blue (page, dpi, backs, options.safe_margin, &on_cards, &in_border, &total);
  g_assert_cmpuint (total, >, 1000);
  g_assert_cmpuint (on_cards, ==, 0);
  g_assert_cmpuint (in_border, ==, 0);
  cairo_surface_destroy (page);
}

/* 50 × 75 mm cards on A4 leave 5 mm beside them: the side crop marks (2–4 mm from the edge) are
 * lost on a printer that leaves 4.2 mm blank, and the layout says so. L guides print inside. */
static void
test_marks_in_unprintable_zone (void)
{
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autoptr(CwPdfExport) export = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(GArray) trims = g_array_new (FALSE, FALSE, sizeof (CwRect));
  g_autofree char *path = NULL;
  const CwSheetWarning *warnings;
  guint n_warnings = 0;
  cairo_surface_t *page;
  guint on_cards, in_border, total;

  cw_sheet_options_init (&options);
  options.card_size = CW_CARD_SIZE_CUSTOM;
  options.card_width = 50;
  options.card_height = 75;
  options.safe_margin = 4.2;
  layout = cw_sheet_layout_new (&options, NULL);
  g_assert_cmpuint (cw_sheet_layout_get_columns (layout), ==, 4);
  g_assert_cmpuint (cw_sheet_layout_get_rows (layout), ==, 3);
  warnings = cw_sheet_layout_get_warnings (layout, &n_warnings);
  g_assert_cmpuint (n_warnings, ==, 1);
  /* 8 of the 18 crop marks within 4.2 mm of the page edge. */
  g_assert_cmpint (warnings[0].code, ==, CW_SHEET_WARNING_MARKS_UNPRINTABLE);
  g_assert_cmpuint (warnings[0].count, ==, 8);
  g_assert_cmpuint (warnings[0].total, ==, 18);
  g_assert_cmpfloat_with_epsilon (warnings[0].values[0], 4.2, 1e-9);

  /* With a 3 mm gap (three columns) and L guides: the guides stay inside the printable area. */
  options.gap = 3.0;
  options.guides = CW_GUIDES_L;
  options.guide_color = 0x1030d0;
  g_clear_object (&layout);
  layout = cw_sheet_layout_new (&options, NULL);
  g_assert_cmpuint (cw_sheet_layout_get_columns (layout), ==, 3);
  for (guint slot = 0; slot < cw_sheet_layout_get_cards_per_page (layout); slot++)
    {
      CwRect t;

      cw_sheet_layout_get_card_rect (layout, slot, &t);
      g_array_append_val (trims, t);
    }
  export = export_cards ("od", cw_sheet_layout_get_cards_per_page (layout), &options);
  path = export_to_file (export, "tight.pdf");
  document = cw_print_test_open_pdf (path);
  page = cw_print_test_render_page (document, 0, 300);
  count_blue (page, 300, trims, options.safe_margin, &on_cards, &in_border, &total);
  g_assert_cmpuint (total, >, 500);
  g_assert_cmpuint (on_cards, ==, 0);
  g_assert_cmpuint (in_border, ==, 0);
  cairo_surface_destroy (page);
}

/* ---------------------------------------------------------------- text */

static guint
count_occurrences (const char *text,
                   const char *needle)
{
  guint n = 0;

  for (const char *at = strstr (text, needle); at != NULL; at = strstr (at + 1, needle))
    n++;
  return n;
}

/* A restriction the card's own words already state is not printed again in other words: Silver
 * Slippers makes only a female user a Spellcaster, and says so once. */
static void
test_restriction_said_once (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-good-evil");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autoptr(CwCard) plain = cw_card_new (game, "t-cap");
  g_autoptr(CwCard) bracelet = cw_card_new (game, "t-bracelet");
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  CwCard *slippers = cw_catalog_lookup (catalog, "ge-g13");

  g_assert_nonnull (slippers);
  g_assert_cmpstr (cw_card_get_name (slippers), ==, "Silver Slippers");
  g_assert_true (cw_card_get_bool (slippers, "grants_spellcaster"));
  /* Without words of its own, the flag is said in the list's words. */
  cw_card_set_card_type (plain, "item");
  cw_card_set_alignment (plain, "good");
  cw_card_set_name (plain, "Golden Cap");
  cw_card_set_bool (plain, "grants_spellcaster", TRUE);
  /* "Males only." is not said by "Females only." */
  cw_card_set_card_type (bracelet, "item");
  cw_card_set_alignment (bracelet, "good");
  cw_card_set_name (bracelet, "Bracelet");
  cw_card_set_text (bracelet, "Females only.");
  cw_card_set_bool (bracelet, "males_only", TRUE);

  cw_pdf_export_add_card (export, slippers, 1, NULL);
  cw_pdf_export_add_card (export, plain, 1, NULL);
  cw_pdf_export_add_card (export, bracelet, 1, NULL);
  path = export_to_file (export, "restrictions.pdf");
  document = cw_print_test_open_pdf (path);
  text = cw_print_test_pdf_text (document);
  g_assert_cmpuint (count_occurrences (text, "A female user becomes a Spellcaster."), ==, 1);
  g_assert_cmpuint (count_occurrences (text, "The user becomes a Spellcaster."), ==, 1);   /* the Golden Cap's */
  g_assert_cmpuint (count_occurrences (text, "Males only."), ==, 1);
  g_assert_cmpuint (count_occurrences (text, "Females only."), ==, 1);
}

/* ---------------------------------------------------------------- per-card backs */

static void
write_solid_png (const char *path,
                 double      red,
                 double      green,
                 double      blue)
{
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 64, 90);
  cairo_t *cr = cairo_create (image);

  cairo_set_source_rgb (cr, red, green, blue);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (image, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (image);
}

/* A card's own back, else its type's, else the game's; each lands behind its own card, with its
 * bleed, whichever edge the sheet turns on. */
static void
test_per_card_backs (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *shipped = g_build_filename (cw_game_get_data_dir (), "games", "od", "game.xml", NULL);
  g_autofree char *game_path = g_build_filename (dir, "game.xml", NULL);
  g_autofree char *red = g_build_filename (dir, "red.png", NULL);
  g_autofree char *blue = g_build_filename (dir, "blue.png", NULL);
  g_autofree char *definition = NULL;
  g_autoptr(GString) edited = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = NULL;
  g_autoptr(CwCardRenderer) renderer = NULL;
  CwColor game_back;

  /* Ód's game with a back for its Ore cards, a picture in the game's folder. */
  g_assert_true (g_file_get_contents (shipped, &definition, NULL, NULL));
  edited = g_string_new (definition);
  g_assert_cmpuint (g_string_replace (edited, "<type id=\"ore\" ", "<type id=\"ore\" back=\"blue.png\" ", 1), ==, 1);
  g_assert_true (g_file_set_contents (game_path, edited->str, -1, NULL));
  write_solid_png (red, 0.8, 0.1, 0.1);
  write_solid_png (blue, 0.1, 0.2, 0.8);
  game = cw_game_new_from_file (game_path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_game_find_card_type (game, "ore")->back, ==, "blue.png");
  renderer = cw_card_renderer_new (game);
  cw_card_renderer_get_frame_color (renderer, NULL, &game_back);

  for (int backs = CW_BACKS_LONG_EDGE; backs <= CW_BACKS_SHORT_EDGE; backs++)
    {
      g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
      g_autoptr(CwSheetLayout) layout = NULL;
      g_autoptr(CwPdfDocument) document = NULL;
      g_autofree char *path = NULL;
      const CwColor colors[3] = { { 0.8, 0.1, 0.1 }, { 0.1, 0.2, 0.8 }, game_back };
      const char *types[3] = { "dwarf", "ore", "demon" };
      CwSheetOptions options;
      cairo_surface_t *page;

      cw_sheet_options_init (&options);
      options.backs = backs;
      options.bleed = 2.0;
      cw_pdf_export_set_options (export, &options);
      layout = cw_sheet_layout_new (&options, NULL);
      for (guint i = 0; i < 3; i++)
        {
          g_autofree char *id = g_strdup_printf ("t-back-%u", i);
          g_autoptr(CwCard) card = cw_card_new (game, id);

          cw_card_set_card_type (card, types[i]);
          cw_card_set_name (card, id);
          /* The first card's own back, named in its set's folder (here: the scratch folder). */
          if (i == 0)
            cw_card_set_back (card, "red.png");
          cw_pdf_export_add_card (export, card, 1, dir);
        }
      path = export_to_file (export, "per-card-backs.pdf");
      document = cw_print_test_open_pdf (path);
      page = cw_print_test_render_page (document, 1, 150);
      for (guint slot = 0; slot < 3; slot++)
        {
          CwRect back, area;

          cw_sheet_layout_get_back_rect (layout, slot, &back, NULL);
          cw_sheet_layout_get_back_bleed_rect (layout, slot, &area);
          /* The middle of the back, and its bleed just past the trim. */
          assert_color_near (page, 150, back.x + back.width / 2, back.y + back.height * 0.1, &colors[slot], 12);
          assert_color_near (page, 150, area.x + 0.6, back.y + back.height / 2, &colors[slot], 12);
        }
      cairo_surface_destroy (page);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/print/printer/scale-bar-printable", test_scale_bar_printable);
  g_test_add_func ("/print/printer/scale-bar-no-room", test_scale_bar_no_room);
  g_test_add_func ("/print/printer/bleed-every-edge", test_bleed_every_edge);
  g_test_add_func ("/print/printer/bleed-user-gap", test_bleed_user_gap);
  g_test_add_func ("/print/printer/back-image-no-seam", test_back_image_no_seam);
  g_test_add_func ("/print/printer/viewer-preferences", test_viewer_preferences);
  g_test_add_func ("/print/printer/reproducible", test_reproducible);
  g_test_add_func ("/print/printer/qpdf-check", test_qpdf_check);
  g_test_add_func ("/print/printer/badge-numbers-are-text", test_badge_numbers_are_text);
  g_test_add_func ("/print/printer/badge-numbers-beside-wrapped-title", test_badge_numbers_beside_wrapped_title);
  g_test_add_func ("/print/printer/corner-guides", test_corner_guides);
  g_test_add_func ("/print/printer/marks-in-unprintable-zone", test_marks_in_unprintable_zone);
  g_test_add_func ("/print/printer/restriction-said-once", test_restriction_said_once);
  g_test_add_func ("/print/printer/per-card-backs", test_per_card_backs);
  return g_test_run ();
}
