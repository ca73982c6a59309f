/* cw-print-test-util.c: what the print tests share: shipped games, scratch folders, reading PDFs back. */
#include "cw-print-test-util.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

const char * const cw_print_test_games[] = { "oz-storyline", "oz-good-evil", "od", "oz-draft", NULL };

CwGame *
cw_print_test_load_game (const char *game_id)
{
  g_autofree char *path = g_build_filename (cw_game_get_data_dir (), "games", game_id, "game.xml", NULL);
  g_autoptr(GError) error = NULL;
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  cw_game_set_shipped (game, TRUE);
  return game;
}

CwCatalog *
cw_print_test_load_catalog (CwGame *game)
{
  g_autoptr(GError) error = NULL;
  CwCatalog *catalog = cw_catalog_new_for_game (game, &error);

  g_assert_no_error (error);
  g_assert_nonnull (catalog);
  return catalog;
}

CwLibrary *
cw_print_test_load_library (CwCatalog  *catalog,
                            const char *file_name)
{
  CwGame *game = cw_catalog_get_game (catalog);
  g_autofree char *path = g_build_filename (cw_game_get_dir (game), "libraries", file_name, NULL);
  g_autoptr(GError) error = NULL;
  CwLibrary *library = cw_library_new_from_file (path, catalog, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

char *
cw_print_test_scratch_dir (void)
{
  static guint counter;
  char *dir = g_build_filename (g_get_user_cache_dir (), "print-test", NULL);
  char *unique = g_strdup_printf ("%s-%u", dir, ++counter);

  g_free (dir);
  g_assert_cmpint (g_mkdir_with_parents (unique, 0700), ==, 0);
  return unique;
}

char *
cw_print_test_data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "print", "data", name, NULL);
}

PopplerDocument *
cw_print_test_open_pdf (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = g_filename_to_uri (path, NULL, &error);
  PopplerDocument *document;

  g_assert_no_error (error);
  document = poppler_document_new_from_file (uri, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (document);
  return document;
}

char *
cw_print_test_pdf_text (PopplerDocument *document)
{
  GString *all = g_string_new (NULL);
  int n = poppler_document_get_n_pages (document);

  for (int i = 0; i < n; i++)
    {
      g_autoptr(CwPdfPage) page = poppler_document_get_page (document, i);
      g_autofree char *text = poppler_page_get_text (page);
      g_string_append (all, text ? text : "");
      g_string_append_c (all, ' ');
    }

  /* One space for any run of white space: lines break where the layout put them. */
  {
    GString *squeezed = g_string_new (NULL);
    gboolean space = FALSE;

    for (const char *p = all->str; *p; p++)
      {
        if (g_ascii_isspace (*p))
          space = TRUE;
        else
          {
            if (space && squeezed->len)
              g_string_append_c (squeezed, ' ');
            space = FALSE;
            g_string_append_c (squeezed, *p);
          }
      }
    g_string_free (all, TRUE);
    return g_string_free (squeezed, FALSE);
  }
}

cairo_surface_t *
cw_print_test_render_page (PopplerDocument *document,
                           int              page_index,
                           double           dpi)
{
  g_autoptr(CwPdfPage) page = poppler_document_get_page (document, page_index);
  double w, h, scale = dpi / 72.0;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_nonnull (page);
  poppler_page_get_size (page, &w, &h);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (w * scale), (int) ceil (h * scale));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  poppler_page_render_for_printing (page, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

void
cw_print_test_pixel (cairo_surface_t *surface,
                     double           dpi,
                     double           x_mm,
                     double           y_mm,
                     int             *r,
                     int             *g,
                     int             *b)
{
  int x = (int) floor (x_mm / 25.4 * dpi);
  int y = (int) floor (y_mm / 25.4 * dpi);
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));
  pixel = *(const guint32 *) (const void *) (data + y * stride + x * 4);
  *r = (pixel >> 16) & 0xff;
  *g = (pixel >> 8) & 0xff;
  *b = pixel & 0xff;
}

GArray *
cw_print_test_dark_runs (cairo_surface_t *surface,
                         double           dpi,
                         gboolean         horizontal,
                         double           at_mm,
                         double           from_mm,
                         double           to_mm)
{
  GArray *centres = g_array_new (FALSE, FALSE, sizeof (double));
  int from = (int) floor (from_mm / 25.4 * dpi), to = (int) ceil (to_mm / 25.4 * dpi);
  int run_start = -1;
  double weight = 0, sum = 0;

  for (int i = from; i <= to + 1; i++)
    {
      double darkness = 0;

      if (i <= to)
        {
          int r, g, b;
          double pos_mm = (i + 0.5) / dpi * 25.4;
          if (horizontal)
            cw_print_test_pixel (surface, dpi, pos_mm, at_mm, &r, &g, &b);
          else
            cw_print_test_pixel (surface, dpi, at_mm, pos_mm, &r, &g, &b);
          darkness = 1.0 - (r + g + b) / (3 * 255.0);
        }
      if (darkness > 0.25)
        {
          if (run_start < 0)
            {
              run_start = i;
              weight = sum = 0;
            }
          /* The centre weighted by darkness: anti-aliased edges count in proportion. */
          weight += darkness;
          sum += darkness * (i + 0.5);
        }
      else if (run_start >= 0)
        {
          double centre = sum / weight / dpi * 25.4;
          g_array_append_val (centres, centre);
          run_start = -1;
        }
    }
  return centres;
}

guint
cw_print_test_count_bytes (const char *path,
                           const void *needle,
                           gsize       needle_length)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  guint count = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  for (gsize i = 0; i + needle_length <= length; i++)
    if (memcmp (contents + i, needle, needle_length) == 0)
      count++;
  return count;
}

gint64
cw_print_test_file_size (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_size;
}
