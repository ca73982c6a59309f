/* test-pdf-export.c: PDFs read back with poppler: pages, text, crop marks at 600 dpi, backs, images, cancel. */
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "cw-card-renderer.h"
#include "cw-pdf-export.h"
#include "cw-print-test-util.h"

#define A4_WIDTH_PT (210.0 * 72.0 / 25.4)
#define A4_HEIGHT_PT (297.0 * 72.0 / 25.4)

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

static CwSheetOptions
default_options (void)
{
  CwSheetOptions options;
  cw_sheet_options_init (&options);
  return options;
}

/* The first n cards of a game's first set, one copy each. */
static CwPdfExport *
export_first_cards (CwCatalog *catalog,
                    guint      n)
{
  CwPdfExport *export = cw_pdf_export_new (cw_catalog_get_game (catalog));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      cw_pdf_export_add_card (export, card, 1, NULL);
    }
  return export;
}

static void
assert_names_present (const char *text,
                      GPtrArray  *cards)
{
  for (guint i = 0; i < cards->len; i++)
    {
      const char *name = cw_card_get_name (g_ptr_array_index (cards, i));
      if (strstr (text, name) == NULL)
        g_test_message ("“%s” is not in the PDF's text", name);
      g_assert_nonnull (strstr (text, name));
    }
}

static void
test_library (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwLibrary) library = cw_print_test_load_library (catalog, "the-fab-four.xml");
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_autoptr(GPtrArray) section_names = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) section_ids = cw_library_dup_section_ids (library);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  CwSheetOptions options = default_options ();
  guint total = cw_library_get_total (library, NULL);

  options.backs = CW_BACKS_LONG_EDGE;
  cw_pdf_export_set_options (export, &options);
  g_assert_true (cw_pdf_export_add_library (export, library, catalog, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cw_pdf_export_get_n_cards (export), ==, total);
  g_assert_cmpuint (total, ==, 76);

  path = export_to_file (export, "fab-four.pdf");
  document = cw_print_test_open_pdf (path);

  /* 76 cards, 9 a page: 9 sheets, each followed by its backs. */
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 18);
  g_assert_cmpuint (cw_pdf_export_get_n_pages (export, NULL), ==, 18);
  for (int i = 0; i < 18; i++)
    {
      g_autoptr(CwPdfPage) page = poppler_document_get_page (document, i);
      g_autofree char *label = poppler_page_get_label (page);
      g_autofree char *expected = i % 2 ? g_strdup_printf ("Sheet %d backs", i / 2 + 1)
                                        : g_strdup_printf ("Sheet %d", i / 2 + 1);
      double w, h;

      poppler_page_get_size (page, &w, &h);
      g_assert_cmpfloat_with_epsilon (w, A4_WIDTH_PT, 0.01);
      g_assert_cmpfloat_with_epsilon (h, A4_HEIGHT_PT, 0.01);
      g_assert_cmpstr (label, ==, expected);
    }

  /* Every card's name is text in the PDF, not outlines. */
  text = cw_print_test_pdf_text (document);
  for (guint s = 0; section_ids[s]; s++)
    {
      GPtrArray *entries = cw_library_get_entries (library, section_ids[s]);
      const CwSectionRule *rule = cw_game_find_section (game, section_ids[s]);

      if (entries == NULL || entries->len == 0)
        continue;
      g_ptr_array_add (section_names, g_strdup_printf ("The Fab Four — %s", rule->name));
      for (guint i = 0; i < entries->len; i++)
        g_ptr_array_add (cards, cw_catalog_lookup (catalog, ((CwLibraryEntry *) g_ptr_array_index (entries, i))->card_id));
    }
  assert_names_present (text, cards);
  g_assert_nonnull (strstr (text, "print at 100%"));

  /* Metadata and an outline entry per section. */
  {
    g_autofree char *title = poppler_document_get_title (document);
    g_autofree char *creator = poppler_document_get_creator (document);
    PopplerIndexIter *iter = poppler_index_iter_new (document);
    guint n = 0;

    g_assert_cmpstr (title, ==, "The Fab Four");
    g_assert_true (g_str_has_prefix (creator, "Cardwright "));
    g_assert_nonnull (iter);
    do
      {
        PopplerAction *action = poppler_index_iter_get_action (iter);

        g_assert_cmpuint (n, <, section_names->len);
        g_assert_cmpstr (action->any.title, ==, g_ptr_array_index (section_names, n));
        poppler_action_free (action);
        n++;
      }
    while (poppler_index_iter_next (iter));
    poppler_index_iter_free (iter);
    g_assert_cmpuint (n, ==, section_names->len);
    g_assert_cmpuint (n, >=, 2);
  }
}

static void
test_every_game (void)
{
  for (guint g = 0; cw_print_test_games[g]; g++)
    {
      g_autoptr(CwGame) game = cw_print_test_load_game (cw_print_test_games[g]);
      g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
      g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
      g_autoptr(CwPdfDocument) document = NULL;
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;
      GListModel *sets = cw_catalog_get_sets (catalog);
      guint n = cw_catalog_get_n_cards (catalog);

      for (guint s = 0; s < g_list_model_get_n_items (sets); s++)
        {
          g_autoptr(CwCardSet) set = g_list_model_get_item (sets, s);
          cw_pdf_export_add_card_set (export, set);
        }
      for (guint i = 0; i < n; i++)
        {
          /* The catalog keeps the card alive after this reference goes. */
          g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
          g_ptr_array_add (cards, card);
        }

      path = export_to_file (export, "set.pdf");
      document = cw_print_test_open_pdf (path);
      g_test_message ("%s: %u cards", cw_print_test_games[g], n);
      g_assert_cmpint (poppler_document_get_n_pages (document), ==, (n + 8) / 9);
      text = cw_print_test_pdf_text (document);
      assert_names_present (text, cards);
    }
}

/* Dark runs along a line of a 600 dpi rendering must sit on the expected cut positions. */
static void
assert_marks (cairo_surface_t *surface,
              gboolean         horizontal,
              double           at_mm,
              double           length_mm,
              const double    *expected,
              guint            n_expected)
{
  g_autoptr(GArray) runs = cw_print_test_dark_runs (surface, 600, horizontal, at_mm, 0.5, length_mm - 0.5);

  g_assert_cmpuint (runs->len, ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    {
      double found = g_array_index (runs, double, i);
      if (fabs (found - expected[i]) > 0.1)
        g_test_message ("mark at %.3f mm, expected %.3f mm", found, expected[i]);
      g_assert_cmpfloat (fabs (found - expected[i]), <=, 0.1);
    }
}

static void
assert_page_edge_clear (cairo_surface_t *surface,
                        double           width_mm,
                        double           height_mm)
{
  /* Nothing printed within 1.4 mm of the edge: printers cannot, and marks must not touch it. */
  for (double t = 0.05; t < 1.4; t += 0.1)
    {
      g_autoptr(GArray) top = cw_print_test_dark_runs (surface, 600, TRUE, t, 0.05, width_mm - 0.05);
      g_autoptr(GArray) bottom = cw_print_test_dark_runs (surface, 600, TRUE, height_mm - t, 0.05, width_mm - 0.05);
      g_autoptr(GArray) left = cw_print_test_dark_runs (surface, 600, FALSE, t, 0.05, height_mm - 0.05);
      g_autoptr(GArray) right = cw_print_test_dark_runs (surface, 600, FALSE, width_mm - t, 0.05, height_mm - 0.05);

      g_assert_cmpuint (top->len + bottom->len + left->len + right->len, ==, 0);
    }
}

static double first_ink (cairo_surface_t *surface, gboolean horizontal, double at_mm, double from_mm, double to_mm);

static void
test_crop_marks_600dpi (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);

  /* A4: poker cards' corners at x 9.75, 73.25, 136.75, 200.25 and y 15.15, 104.05, 192.95, 281.85. */
  {
    g_autoptr(CwPdfExport) export = export_first_cards (catalog, 9);
    g_autoptr(CwPdfDocument) document = NULL;
    g_autofree char *path = export_to_file (export, "marks-a4.pdf");
    cairo_surface_t *page;
    const double xs[] = { 9.75, 73.25, 136.75, 200.25 };
    const double ys[] = { 15.15, 104.05, 192.95, 281.85 };

    document = cw_print_test_open_pdf (path);
    page = cw_print_test_render_page (document, 0, 600);
    assert_marks (page, TRUE, 12.0, 210.0, xs, 4);      /* across the top margin */
    assert_marks (page, TRUE, 285.0, 210.0, xs, 4);     /* across the bottom margin */
    assert_marks (page, FALSE, 6.0, 297.0, ys, 4);      /* down the left margin */
    assert_marks (page, FALSE, 204.0, 297.0, ys, 4);    /* down the right margin */
    assert_page_edge_clear (page, 210.0, 297.0);

    /* The scale bar under the cards is 50 mm long, from 80 to 130 mm, to a tenth. */
    {
      double start = first_ink (page, TRUE, 291.5, 70.0, 105.0);
      double end = first_ink (page, TRUE, 291.5, 140.0, 105.0);

      g_assert_cmpfloat (fabs (start - 80.0), <=, 0.1);
      g_assert_cmpfloat (fabs (end - 130.0), <=, 0.1);
    }
    cairo_surface_destroy (page);
  }

  /* Letter: x 12.7, 76.2, 139.7, 203.2 and y 6.35, 95.25, 184.15, 273.05. */
  {
    g_autoptr(CwPdfExport) export = export_first_cards (catalog, 9);
    g_autoptr(CwPdfDocument) document = NULL;
    g_autofree char *path = NULL;
    CwSheetOptions options = default_options ();
    cairo_surface_t *page;
    const double xs[] = { 12.7, 76.2, 139.7, 203.2 };
    const double ys[] = { 6.35, 95.25, 184.15, 273.05 };

    options.paper = CW_PAPER_LETTER;
    cw_pdf_export_set_options (export, &options);
    path = export_to_file (export, "marks-letter.pdf");
    document = cw_print_test_open_pdf (path);
    page = cw_print_test_render_page (document, 0, 600);
    assert_marks (page, TRUE, 4.0, 215.9, xs, 4);
    assert_marks (page, FALSE, 9.0, 279.4, ys, 4);
    assert_page_edge_clear (page, 215.9, 279.4);
    cairo_surface_destroy (page);
  }
}

/* The first edge along a line where the page stops being white. */
static double
first_ink (cairo_surface_t *surface,
           gboolean         horizontal,
           double           at_mm,
           double           from_mm,
           double           to_mm)
{
  double step = 25.4 / 600 * (from_mm < to_mm ? 1 : -1);

  for (double p = from_mm; from_mm < to_mm ? p < to_mm : p > to_mm; p += step)
    {
      int r, g, b;

      if (horizontal)
        cw_print_test_pixel (surface, 600, p, at_mm, &r, &g, &b);
      else
        cw_print_test_pixel (surface, 600, at_mm, p, &r, &g, &b);
      if (r + g + b < 3 * 200)
        return p;
    }
  return -1;
}

static gboolean
is_white_at (cairo_surface_t *surface,
             double           x,
             double           y)
{
  int r, g, b;
  cw_print_test_pixel (surface, 600, x, y, &r, &g, &b);
  return r > 250 && g > 250 && b > 250;
}

/* Seven cards on a sheet of nine: where the seven backs land says how the sheet turns. */
static void
check_backs (CwBacks backs,
             double  offset_x,
             double  offset_y)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwPdfExport) export = export_first_cards (catalog, 7);
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autofree char *path = NULL;
  CwSheetOptions options = default_options ();
  cairo_surface_t *page;
  const double xs[] = { 9.75, 73.25, 136.75 };
  const double ys[] = { 15.15, 104.05, 192.95 };

  options.backs = backs;
  options.back_offset_x = offset_x;
  options.back_offset_y = offset_y;
  cw_pdf_export_set_options (export, &options);
  layout = cw_sheet_layout_new (&options, NULL);
  path = export_to_file (export, "backs.pdf");
  document = cw_print_test_open_pdf (path);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 2);
  page = cw_print_test_render_page (document, 1, 600);

  for (guint slot = 0; slot < 9; slot++)
    {
      guint column = slot % 3, row = slot / 3;
      /* Seen through the sheet: long edge swaps columns, short edge swaps rows. */
      guint back_column = backs == CW_BACKS_LONG_EDGE ? 2 - column : column;
      guint back_row = backs == CW_BACKS_LONG_EDGE ? row : 2 - row;
      double x = xs[back_column] + offset_x, y = ys[back_row] + offset_y;
      CwRect computed;

      /* The layout agrees with the mirror computed here. */
      cw_sheet_layout_get_back_rect (layout, slot, &computed, NULL);
      g_assert_cmpfloat_with_epsilon (computed.x, x, 1e-9);
      g_assert_cmpfloat_with_epsilon (computed.y, y, 1e-9);

      if (slot < 7)
        {
          /* A back is there: its left edge and top edge where they should be, to 0.1 mm. */
          double left = first_ink (page, TRUE, y + 44.45, x - 4.0, x + 4.0);
          double top = first_ink (page, FALSE, x + 31.75, y - 4.0, y + 4.0);

          g_assert_false (is_white_at (page, x + 2.4, y + 44.45));
          /* Only the outer column and row have paper before them. */
          if (back_column == 0)
            g_assert_cmpfloat (fabs (left - x), <=, 0.1);
          if (back_row == 0)
            g_assert_cmpfloat (fabs (top - y), <=, 0.1);
        }
      else
        {
          /* Slots 7 and 8 hold no card: nothing printed behind them. */
          g_assert_true (is_white_at (page, x + 31.75, y + 44.45));
          g_assert_true (is_white_at (page, x + 2.4, y + 44.45));
        }
    }
  cairo_surface_destroy (page);
}

static void
test_backs_long_edge (void)
{
  check_backs (CW_BACKS_LONG_EDGE, 0, 0);
  check_backs (CW_BACKS_LONG_EDGE, 1.0, -0.5);
}

static void
test_backs_short_edge (void)
{
  check_backs (CW_BACKS_SHORT_EDGE, 0, 0);
  check_backs (CW_BACKS_SHORT_EDGE, -0.7, 0.4);
}

static gsize
jpeg_length (const char *path,
             char      **contents)
{
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, contents, &length, NULL));
  return length;
}

/* The same JPEG on every back and every card's art is stored once, as the JPEG file itself. */
static void
test_jpeg_once (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwPdfExport) plain = export_first_cards (catalog, 30);
  g_autoptr(CwPdfExport) pictured = export_first_cards (catalog, 30);
  g_autoptr(CwPdfExport) art = cw_pdf_export_new (game);
  g_autofree char *back = cw_print_test_data_path ("back.jpg");
  g_autofree char *art_jpeg = cw_print_test_data_path ("art.jpg");
  g_autofree char *folder = g_path_get_dirname (art_jpeg);
  g_autofree char *back_bytes = NULL;
  g_autofree char *art_bytes = NULL;
  g_autofree char *plain_path = NULL;
  g_autofree char *pictured_path = NULL;
  g_autofree char *art_path = NULL;
  gsize back_length = jpeg_length (back, &back_bytes);
  gsize art_length = jpeg_length (art_jpeg, &art_bytes);
  CwSheetOptions options = default_options ();

  options.backs = CW_BACKS_LONG_EDGE;
  cw_pdf_export_set_options (plain, &options);
  cw_pdf_export_set_options (pictured, &options);
  cw_pdf_export_set_back_image (pictured, back);
  plain_path = export_to_file (plain, "plain.pdf");
  pictured_path = export_to_file (pictured, "pictured.pdf");

  /* 30 backs, one image: the JPEG's bytes once, one image object, DCT-encoded as it was. */
  g_assert_cmpuint (cw_print_test_count_bytes (pictured_path, back_bytes, back_length), ==, 1);
  g_assert_cmpuint (cw_print_test_count_bytes (pictured_path, "/Subtype /Image", 15), ==, 1);
  g_assert_cmpuint (cw_print_test_count_bytes (pictured_path, "/DCTDecode", 10), ==, 1);
  g_assert_cmpint (cw_print_test_file_size (pictured_path), <=,
                   cw_print_test_file_size (plain_path) + (gint64) back_length + 8 * 1024);

  /* 20 cards showing the same art, on 3 pages. */
  for (int i = 0; i < 20; i++)
    {
      g_autofree char *id = g_strdup_printf ("art-%d", i);
      g_autoptr(CwCard) card = cw_card_new (game, id);

      cw_card_set_card_type (card, "object");
      cw_card_set_alignment (card, "good");
      cw_card_set_name (card, id);
      cw_card_set_image (card, "art.jpg");
      cw_pdf_export_add_card (art, card, 1, folder);
    }
  art_path = export_to_file (art, "art.pdf");
  g_assert_cmpuint (cw_print_test_count_bytes (art_path, art_bytes, art_length), ==, 1);
  g_assert_cmpuint (cw_print_test_count_bytes (art_path, "/Subtype /Image", 15), ==, 1);
}

static void
test_size_per_card (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  guint n = cw_catalog_get_n_cards (catalog);
  g_autoptr(CwPdfExport) export = export_first_cards (catalog, n);
  g_autofree char *path = NULL;
  CwSheetOptions options = default_options ();
  gint64 size;

  options.backs = CW_BACKS_LONG_EDGE;
  cw_pdf_export_set_options (export, &options);
  path = export_to_file (export, "all.pdf");
  size = cw_print_test_file_size (path);
  g_test_message ("%u different cards with backs: %" G_GINT64_FORMAT " bytes, %.0f bytes a card",
                  n, size, (double) size / n);
  /* The budget (bench/README.md) is 6 KB a card without images; fonts included. */
  g_assert_cmpint (size / n, <=, 6 * 1024);
}

static void
test_shortfall (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwLibrary) library = cw_print_test_load_library (catalog, "the-fab-four.xml");
  g_autoptr(CwCollection) collection = cw_collection_new ("oz-storyline");
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  guint ozd_001 = cw_library_get_count (library, "ozd-001");
  guint ozd_002 = cw_library_get_count (library, "ozd-002");

  g_assert_cmpuint (ozd_001, ==, 3);
  g_assert_cmpuint (ozd_002, ==, 2);
  /* All three of one card owned, one of two of another, and a card the Library does not use. */
  cw_collection_set_owned (collection, "ozd-001", 3);
  cw_collection_set_owned (collection, "ozd-002", 1);
  cw_collection_set_owned (collection, "ozd-032", 4);
  g_assert_cmpuint (cw_library_get_count (library, "ozd-032"), ==, 0);

  g_assert_true (cw_pdf_export_add_shortfall (export, library, collection, catalog, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cw_pdf_export_get_n_cards (export), ==, 76 - 3 - 1);
  path = export_to_file (export, "missing.pdf");
  document = cw_print_test_open_pdf (path);
  /* 72 proxies: 8 sheets. */
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 8);
  {
    PopplerIndexIter *iter = poppler_index_iter_new (document);
    PopplerAction *action = poppler_index_iter_get_action (iter);

    g_assert_cmpstr (action->any.title, ==, "The Fab Four — missing cards");
    g_assert_false (poppler_index_iter_next (iter));
    poppler_action_free (action);
    poppler_index_iter_free (iter);
  }

  /* Owning everything: nothing to add. */
  {
    g_autoptr(CwPdfExport) none = cw_pdf_export_new (game);
    g_auto(GStrv) section_ids = cw_library_dup_section_ids (library);

    for (guint s = 0; section_ids[s]; s++)
      {
        GPtrArray *entries = cw_library_get_entries (library, section_ids[s]);
        for (guint i = 0; entries && i < entries->len; i++)
          {
            CwLibraryEntry *entry = g_ptr_array_index (entries, i);
            cw_collection_set_owned (collection, entry->card_id, entry->count);
          }
      }
    g_assert_true (cw_pdf_export_add_shortfall (none, library, collection, catalog, &error));
    g_assert_cmpuint (cw_pdf_export_get_n_cards (none), ==, 0);
  }
}

static void
test_bleed (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwPdfExport) export = export_first_cards (catalog, 9);
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  CwSheetOptions options = default_options ();
  cairo_surface_t *page;
  int r, g, b;

  options.bleed = 3.0;
  options.gap = 0.0;   /* shared cut lines: the bleed only towards the margins */
  options.backs = CW_BACKS_LONG_EDGE;
  cw_pdf_export_set_options (export, &options);
  path = export_to_file (export, "bleed.pdf");
  document = cw_print_test_open_pdf (path);

  /* Card 1 (Dorothy Gale, Good) is gold 1.5 mm left of its trim; a rounded corner is gold too. */
  page = cw_print_test_render_page (document, 0, 600);
  cw_print_test_pixel (page, 600, 9.75 - 1.5, 50.0, &r, &g, &b);
  g_assert_cmpint (ABS (r - 0xc9), <=, 8);
  g_assert_cmpint (ABS (g - 0xa2), <=, 8);
  g_assert_cmpint (ABS (b - 0x27), <=, 8);
  cw_print_test_pixel (page, 600, 9.75 + 0.2, 15.15 + 0.2, &r, &g, &b);
  g_assert_cmpint (ABS (r - 0xc9), <=, 8);
  /* Past the bleed: paper. */
  g_assert_true (is_white_at (page, 9.75 - 3.3, 50.0));
  cairo_surface_destroy (page);

  /* The backs bleed in the back colour. */
  page = cw_print_test_render_page (document, 1, 600);
  cw_print_test_pixel (page, 600, 9.75 - 1.5, 50.0, &r, &g, &b);
  g_assert_cmpint (ABS (r - 0x1f), <=, 8);
  g_assert_cmpint (ABS (g - 0x5c), <=, 8);
  g_assert_cmpint (ABS (b - 0x3a), <=, 8);
  cairo_surface_destroy (page);
}

static void
test_typography (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autoptr(CwCard) card = cw_card_new (game, "t-typo");
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;

  cw_card_set_card_type (card, "event");
  cw_card_set_alignment (card, "neutral");
  cw_card_set_name (card, "Épouvantail");
  cw_card_set_version (card, "Bûcheron");
  cw_card_set_text (card, "If Vitality ≤ 3 or &lt;= 2, and ≥ 1 • <b>Glinda</b> gets +1.");
  cw_pdf_export_add_card (export, card, 1, NULL);
  path = export_to_file (export, "typo.pdf");
  document = cw_print_test_open_pdf (path);
  text = cw_print_test_pdf_text (document);

  g_assert_nonnull (strstr (text, "Épouvantail"));
  g_assert_nonnull (strstr (text, "Bûcheron"));
  g_assert_nonnull (strstr (text, "≤ 3"));
  g_assert_nonnull (strstr (text, "≤ 2"));
  g_assert_nonnull (strstr (text, "≥ 1"));
  g_assert_nonnull (strstr (text, "• Glinda"));
}

static void
test_calibration (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("od");
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  CwSheetOptions options = default_options ();

  options.backs = CW_BACKS_SHORT_EDGE;
  options.back_offset_x = 0.5;
  cw_pdf_export_set_options (export, &options);
  cw_pdf_export_set_calibration (export, TRUE);
  path = export_to_file (export, "calibration.pdf");
  document = cw_print_test_open_pdf (path);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 2);
  text = cw_print_test_pdf_text (document);
  g_assert_nonnull (strstr (text, "Duplex alignment test"));
  g_assert_nonnull (strstr (text, "short edge"));
  g_assert_nonnull (strstr (text, "now x 0.5 mm, y 0.0 mm"));
  {
    g_autoptr(CwPdfPage) page = poppler_document_get_page (document, 1);
    g_autofree char *label = poppler_page_get_label (page);
    g_assert_cmpstr (label, ==, "Alignment test back");
  }
}

static void
fail_if_called (guint    done,
                guint    total,
                gpointer user_data)
{
  g_assert_not_reached ();
}

static void
cancel_at_page_two (guint    done,
                    guint    total,
                    gpointer user_data)
{
  if (done == 2)
    g_cancellable_cancel (user_data);
}

static void
test_cancel_leaves_no_file (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwPdfExport) export = export_first_cards (catalog, 40);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "cards.pdf", NULL);
  g_autofree char *contents = NULL;
  GDir *listing;

  /* Cancelled before it starts: no file. */
  g_cancellable_cancel (cancellable);
  g_assert_false (cw_pdf_export_write (export, path, cancellable, fail_if_called, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  /* Cancelled half-way over an older file: the older file stays whole, nothing else appears. */
  g_assert_true (g_file_set_contents (path, "older", -1, NULL));
  g_cancellable_reset (cancellable);
  g_assert_false (cw_pdf_export_write (export, path, cancellable, cancel_at_page_two, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "older");
  listing = g_dir_open (dir, 0, NULL);
  g_assert_cmpstr (g_dir_read_name (listing), ==, "cards.pdf");
  g_assert_null (g_dir_read_name (listing));
  g_dir_close (listing);

  /* A folder that does not exist: an error naming it. */
  g_clear_error (&error);
  {
    g_autofree char *nowhere = g_build_filename (dir, "no-such-folder", "cards.pdf", NULL);
    g_assert_false (cw_pdf_export_write (export, nowhere, NULL, NULL, NULL, &error));
    g_assert_error (error, CW_ERROR, CW_ERROR_IO);
    g_assert_nonnull (strstr (error->message, "no-such-folder"));
  }
}

typedef struct {
  GMainLoop *loop;
  GThread   *main_thread;
  guint      reports;
  guint      last_done;
  guint      last_total;
  gboolean   finished;
  gboolean   ok;
  GError    *error;
  guint      released;          /* times the progress data was let go */
  GThread   *released_in;
} AsyncState;

/* The progress data is often a widget: it must be let go once, in the main thread. */
static void
async_release (gpointer user_data)
{
  AsyncState *state = user_data;

  state->released++;
  state->released_in = g_thread_self ();
}

static void
async_progress (guint    done,
                guint    total,
                gpointer user_data)
{
  AsyncState *state = user_data;

  /* Reported where the export was started, so a window can update its progress bar. */
  g_assert_true (g_thread_self () == state->main_thread);
  g_assert_cmpuint (done, >, state->last_done);
  state->reports++;
  state->last_done = done;
  state->last_total = total;
}

static void
async_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  AsyncState *state = user_data;

  state->ok = cw_pdf_export_write_finish (CW_PDF_EXPORT (source), result, &state->error);
  state->finished = TRUE;
  /* Let go by the time the result is read: a worker thread still finishing cannot hold it
   * (that would finalize a window there, or after its owner checked it was gone). */
  g_assert_cmpuint (state->released, ==, 1);
  g_main_loop_quit (state->loop);
}

static void
test_async (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autoptr(CwCard) card = cw_card_new (game, "t-async");
  g_autoptr(CwPdfDocument) document = NULL;
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "async.pdf", NULL);
  g_autofree char *text = NULL;
  AsyncState state = { 0 };
  CwSheetOptions options = default_options ();

  cw_card_set_card_type (card, "character");
  cw_card_set_alignment (card, "good");
  cw_card_set_name (card, "Ozma of Oz");
  cw_card_set_int (card, "cost", 4);
  cw_pdf_export_add_card (export, card, 30, NULL);
  options.backs = CW_BACKS_SHORT_EDGE;
  cw_pdf_export_set_options (export, &options);

  state.loop = g_main_loop_new (NULL, FALSE);
  state.main_thread = g_thread_self ();
  cw_pdf_export_write_async (export, path, NULL, async_progress, &state, async_release, async_done, &state);
  /* Edited while the export runs: the PDF has the card as it was when the export began. */
  cw_card_set_name (card, "Renamed Meanwhile");
  g_main_loop_run (state.loop);
  g_main_loop_unref (state.loop);

  g_assert_no_error (state.error);
  g_assert_true (state.ok);
  /* 30 cards: 4 sheets with their backs. */
  g_assert_cmpuint (state.last_total, ==, 8);
  g_assert_cmpuint (state.last_done, ==, 8);
  g_assert_cmpuint (state.reports, >=, 1);
  g_assert_cmpuint (state.released, ==, 1);
  g_assert_true (state.released_in == state.main_thread);
  document = cw_print_test_open_pdf (path);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 8);
  text = cw_print_test_pdf_text (document);
  g_assert_nonnull (strstr (text, "Ozma of Oz"));
  g_assert_null (strstr (text, "Renamed"));
}

static void
async_cancelled (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  AsyncState *state = user_data;

  state->ok = cw_pdf_export_write_finish (CW_PDF_EXPORT (source), result, &state->error);
  g_main_loop_quit (state->loop);
}

static void
test_async_cancel (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwPdfExport) export = export_first_cards (catalog, 100);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "cancelled.pdf", NULL);
  AsyncState state = { 0 };
  GDir *listing;

  state.loop = g_main_loop_new (NULL, FALSE);
  cw_pdf_export_write_async (export, path, cancellable, NULL, NULL, NULL, async_cancelled, &state);
  g_cancellable_cancel (cancellable);
  g_main_loop_run (state.loop);
  g_main_loop_unref (state.loop);

  g_assert_false (state.ok);
  g_assert_error (state.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&state.error);
  /* No file, and no temporary file either. */
  listing = g_dir_open (dir, 0, NULL);
  g_assert_null (g_dir_read_name (listing));
  g_dir_close (listing);
}

static void
test_preview (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwPdfExport) export = export_first_cards (catalog, 12);
  g_autoptr(GError) error = NULL;
  CwSheetOptions options = default_options ();
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autofree char *label = NULL;
  int r, g, b;

  options.backs = CW_BACKS_LONG_EDGE;
  cw_pdf_export_set_options (export, &options);
  cw_pdf_export_set_calibration (export, TRUE);
  g_assert_cmpuint (cw_pdf_export_get_n_pages (export, &error), ==, 6);
  g_assert_no_error (error);
  label = cw_pdf_export_dup_page_label (export, 0);
  g_assert_cmpstr (label, ==, "Alignment test");
  g_free (label);
  label = cw_pdf_export_dup_page_label (export, 5);
  g_assert_cmpstr (label, ==, "Sheet 2 backs");
  g_assert_null (cw_pdf_export_dup_page_label (export, 6));

  /* The preview draws the page the PDF will have, here at 1 pt per pixel. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 596, 842);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  g_assert_true (cw_pdf_export_draw_page (export, cr, 2, &error));
  g_assert_no_error (error);
  g_assert_false (cw_pdf_export_draw_page (export, cr, 6, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  /* Dorothy Gale's gold frame, 1.6 mm inside the first slot. */
  cw_print_test_pixel (surface, 72.0, 9.75 + 1.6, 60.0, &r, &g, &b);
  g_assert_cmpint (ABS (r - 0xc9), <=, 10);
  g_assert_cmpint (ABS (g - 0xa2), <=, 10);
  cairo_surface_destroy (surface);

  /* An impossible layout is an error, not a crash. */
  options.margin = 150;
  cw_pdf_export_set_options (export, &options);
  g_clear_error (&error);
  g_assert_cmpuint (cw_pdf_export_get_n_pages (export, &error), ==, 0);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
}

/* Drawing pages one by one (a preview, a printer) says what each met, once until taken, and
 * again after: a caller taking before and after a page knows that page's problems. */
static void
test_drawn_problems (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autoptr(CwCard) hero = cw_card_new (game, "t-cut");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *cut = g_build_filename (dir, "drawn-cut.png", NULL);
  g_autofree char *back = g_build_filename (dir, "drawn-back.png", NULL);
  g_autofree char *picture_problem = NULL;
  g_autofree char *back_problem = NULL;
  CwSheetOptions options = default_options ();
  cairo_surface_t *surface;
  cairo_t *cr;

  /* A PNG's signature and nothing after it, for the card and for every back. */
  g_assert_true (g_file_set_contents (cut, "\x89PNG\r\n\x1a\n", 8, NULL));
  g_assert_true (g_file_set_contents (back, "\x89PNG\r\n\x1a\n", 8, NULL));
  cw_card_set_card_type (hero, "character");
  cw_card_set_name (hero, "Cut Hero");
  cw_card_set_image (hero, "drawn-cut.png");
  options.backs = CW_BACKS_LONG_EDGE;
  cw_pdf_export_set_options (export, &options);
  cw_pdf_export_set_back_image (export, back);
  cw_pdf_export_add_card (export, hero, 2, dir);
  picture_problem = g_strdup_printf ("Cut Hero: %s: not a whole JPEG or PNG picture; it could not be read", cut);
  back_problem = g_strdup_printf ("every card: %s: not a whole JPEG or PNG picture; it could not be read", back);

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 60, 90);
  cr = cairo_create (surface);
  /* Nothing drawn yet: nothing to say. */
  {
    g_autoptr(GPtrArray) pictures = NULL;
    g_autoptr(GPtrArray) backs = NULL;

    cw_pdf_export_take_drawn_problems (export, &pictures, &backs);
    g_assert_cmpuint (pictures->len, ==, 0);
    g_assert_cmpuint (backs->len, ==, 0);
  }
  /* The fronts twice (two copies a time): the picture once; the backs' page: the back. */
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GPtrArray) pictures = NULL;
      g_autoptr(GPtrArray) backs = NULL;

      g_assert_true (cw_pdf_export_draw_page (export, cr, 0, &error));
      g_assert_true (cw_pdf_export_draw_page (export, cr, 0, &error));
      g_assert_no_error (error);
      cw_pdf_export_take_drawn_problems (export, &pictures, &backs);
      g_assert_cmpuint (pictures->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (pictures, 0), ==, picture_problem);
      g_assert_cmpuint (backs->len, ==, 0);
      g_clear_pointer (&pictures, g_ptr_array_unref);
      g_clear_pointer (&backs, g_ptr_array_unref);

      /* Taken: the same picture met again is said again. */
      g_assert_true (cw_pdf_export_draw_page (export, cr, 1, &error));
      g_assert_no_error (error);
      cw_pdf_export_take_drawn_problems (export, &pictures, &backs);
      g_assert_cmpuint (pictures->len, ==, 0);
      g_assert_cmpuint (backs->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (backs, 0), ==, back_problem);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_remove (cut);
  g_remove (back);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/print/pdf/library", test_library);
  g_test_add_func ("/print/pdf/every-game", test_every_game);
  g_test_add_func ("/print/pdf/crop-marks-600dpi", test_crop_marks_600dpi);
  g_test_add_func ("/print/pdf/backs-long-edge", test_backs_long_edge);
  g_test_add_func ("/print/pdf/backs-short-edge", test_backs_short_edge);
  g_test_add_func ("/print/pdf/jpeg-once", test_jpeg_once);
  g_test_add_func ("/print/pdf/size-per-card", test_size_per_card);
  g_test_add_func ("/print/pdf/shortfall", test_shortfall);
  g_test_add_func ("/print/pdf/bleed", test_bleed);
  g_test_add_func ("/print/pdf/typography", test_typography);
  g_test_add_func ("/print/pdf/calibration", test_calibration);
  g_test_add_func ("/print/pdf/cancel-leaves-no-file", test_cancel_leaves_no_file);
  g_test_add_func ("/print/pdf/async", test_async);
  g_test_add_func ("/print/pdf/async-cancel", test_async_cancel);
  g_test_add_func ("/print/pdf/preview", test_preview);
  g_test_add_func ("/print/pdf/drawn-problems", test_drawn_problems);

  return g_test_run ();
}
