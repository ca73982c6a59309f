/* test-print-operation.c: printing through GtkPrintOperation (exported to a PDF) gives the PDF export's cards, the printer-margin warning, and names the pictures not printed. */
#include <math.h>
#include <string.h>
#include <adwaita.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "cw-print-operation.h"
#include "cw-print-dialog.h"
#include "cw-compat.h"
#include "cw-session.h"
#include "cw-catalog.h"
#include "cw-printer-margins.h"
#include "cw-pdf-export.h"
#include "cw-sheet-layout.h"
#include "../print/cw-print-test-util.h"
#include "cw-app-test.h"

#define DPI 600.0
#define TOLERANCE_MM 0.1

/* The five games: four ship cards; the Disney game ships none, so two are made here. */
static const char * const games[] = { "oz-storyline", "oz-good-evil", "od", "oz-draft", "disney-storyline", NULL };

/* Where the paper turns to ink and back along a line, mm: the sides of the cards it crosses. */
static GArray *
ink_edges (cairo_surface_t *surface,
           gboolean         horizontal,
           double           at_mm,
           double           from_mm,
           double           to_mm)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (double));
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int at = (int) floor (at_mm * DPI / 25.4);
  int from = (int) ceil (from_mm * DPI / 25.4), to = (int) floor (to_mm * DPI / 25.4);
  gboolean was_ink = FALSE;

  for (int i = from; i <= to; i++)
    {
      int x = horizontal ? i : at, y = horizontal ? at : i;
      guint32 pixel = *(const guint32 *) (const void *) (data + y * stride + x * 4);
      gboolean ink = ((pixel >> 16) & 0xff) < 250 || ((pixel >> 8) & 0xff) < 250 || (pixel & 0xff) < 250;

      if (i > from && ink != was_ink)
        {
          double mm = i * 25.4 / DPI;
          g_array_append_val (edges, mm);
        }
      was_ink = ink;
    }
  return edges;
}

static void
assert_same_edges (GArray *printed,
                   GArray *exported)
{
  g_assert_cmpuint (printed->len, ==, exported->len);
  for (guint i = 0; i < printed->len; i++)
    g_assert_cmpfloat (fabs (g_array_index (printed, double, i) - g_array_index (exported, double, i)), <=, TOLERANCE_MM);
}

static CwPdfExport *
export_for (const char           *game_id,
            const CwSheetOptions *options)
{
  g_autoptr(CwGame) game = cw_print_test_load_game (game_id);
  CwPdfExport *export = cw_pdf_export_new (game);

  cw_pdf_export_set_options (export, options);
  if (g_str_equal (game_id, "disney-storyline"))
    {
      g_autoptr(CwCard) hero = cw_card_new (game, "t-hero");
      g_autoptr(CwCard) place = cw_card_new (game, "t-place");

      cw_card_set_card_type (hero, "character");
      cw_card_set_name (hero, "A Hero of Our Own");
      cw_card_set_int (hero, "cost", 4);
      cw_card_set_int (hero, "vitality", 3);
      cw_card_set_card_type (place, "location");
      cw_card_set_name (place, "A Place of Our Own");
      cw_pdf_export_add_card (export, hero, 5, NULL);
      cw_pdf_export_add_card (export, place, 4, NULL);
    }
  else
    {
      g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
      GListModel *cards = G_LIST_MODEL (catalog);

      g_assert_cmpuint (g_list_model_get_n_items (cards), >=, 9);
      for (guint i = 0; i < 9; i++)
        {
          g_autoptr(CwCard) card = g_list_model_get_item (cards, i);
          cw_pdf_export_add_card (export, card, 1, NULL);
        }
    }
  return export;
}

/* One sheet of each game printed through GTK and exported by ourselves: the same paper, the
 * same card boxes to 0.1 mm, and where the layout puts them. */
static void
compare_game (const char           *game_id,
              const CwSheetOptions *options,
              const char           *label)
{
  g_autoptr(CwPdfExport) export = export_for (game_id, options);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *name = g_strdup_printf ("%s-%s", game_id, label);
  g_autofree char *printed_name = g_strconcat (name, "-printed.pdf", NULL);
  g_autofree char *exported_name = g_strconcat (name, "-exported.pdf", NULL);
  g_autofree char *printed_path = g_build_filename (dir, printed_name, NULL);
  g_autofree char *exported_path = g_build_filename (dir, exported_name, NULL);
  g_autoptr(CwPrintOperation) operation = NULL;
  g_autoptr(CwPdfDocument) printed = NULL;
  g_autoptr(CwPdfDocument) exported = NULL;
  CwSheetLayout *layout;
  GtkPrintOperationResult result;
  CwRect grid;
  guint n_pages;
  gboolean frame_at_trim = !g_str_equal (game_id, "od");

  n_pages = cw_pdf_export_get_n_pages (export, &error);
  g_assert_no_error (error);
  g_assert_true (cw_pdf_export_write (export, exported_path, NULL, NULL, NULL, &error));
  g_assert_no_error (error);

  operation = cw_print_operation_new (export, &error);
  g_assert_no_error (error);
  g_assert_nonnull (operation);
  layout = cw_print_operation_get_layout (operation);
  gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (operation), FALSE);
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), printed_path);
  result = gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  /* At 100%, on the paper laid out, a PDF "printer" without a border: nothing to warn of. */
  {
    g_autofree char *warning = cw_print_operation_dup_warning (operation);
    if (warning != NULL)
      g_test_message ("warning: %s", warning);
    g_assert_null (warning);
  }

  printed = cw_print_test_open_pdf (printed_path);
  exported = cw_print_test_open_pdf (exported_path);
  g_assert_cmpint (poppler_document_get_n_pages (printed), ==, n_pages);

  /* The paper as laid out, orientation included. */
  {
    g_autoptr(CwPdfPage) page = poppler_document_get_page (printed, 0);
    double w, h;

    poppler_page_get_size (page, &w, &h);
    g_assert_cmpfloat (fabs (CW_PT_TO_MM (w) - cw_sheet_layout_get_page_width (layout)), <=, TOLERANCE_MM);
    g_assert_cmpfloat (fabs (CW_PT_TO_MM (h) - cw_sheet_layout_get_page_height (layout)), <=, TOLERANCE_MM);
  }

  cw_sheet_layout_get_grid (layout, &grid);
  {
    cairo_surface_t *printed_page = cw_print_test_render_page (printed, 0, DPI);
    cairo_surface_t *exported_page = cw_print_test_render_page (exported, 0, DPI);
    guint columns = cw_sheet_layout_get_columns (layout), rows = cw_sheet_layout_get_rows (layout);

    /* Across the middle of every row and down the middle of every column, within the grid. */
    for (guint r = 0; r < rows; r++)
      {
        CwRect trim;
        g_autoptr(GArray) a = NULL, b = NULL;

        cw_sheet_layout_get_card_rect (layout, r * columns, &trim);
        a = ink_edges (printed_page, TRUE, trim.y + trim.height / 2, grid.x - 1, grid.x + grid.width + 1);
        b = ink_edges (exported_page, TRUE, trim.y + trim.height / 2, grid.x - 1, grid.x + grid.width + 1);
        assert_same_edges (a, b);
        /* The first card's left side is where the layout put it (the Ód cards are white to
         * their edge, with a line inside it: there the ink starts further in). */
        g_assert_cmpuint (a->len, >=, 2);
        if (frame_at_trim)
          g_assert_cmpfloat (fabs (g_array_index (a, double, 0) - trim.x), <=, TOLERANCE_MM);
      }
    for (guint c = 0; c < columns; c++)
      {
        CwRect trim;
        g_autoptr(GArray) a = NULL, b = NULL;

        cw_sheet_layout_get_card_rect (layout, c, &trim);
        a = ink_edges (printed_page, FALSE, trim.x + trim.width / 2, grid.y - 1, grid.y + grid.height + 1);
        b = ink_edges (exported_page, FALSE, trim.x + trim.width / 2, grid.y - 1, grid.y + grid.height + 1);
        assert_same_edges (a, b);
        g_assert_cmpuint (a->len, >=, 2);
        if (frame_at_trim)
          g_assert_cmpfloat (fabs (g_array_index (a, double, 0) - trim.y), <=, TOLERANCE_MM);
      }
    cairo_surface_destroy (printed_page);
    cairo_surface_destroy (exported_page);
  }

  /* Kept for a person to look at when asked (pdftoppm -png). */
  if (g_getenv ("CW_TEST_KEEP_PDFS") != NULL)
    {
      g_autofree char *kept = g_build_filename (g_getenv ("CW_TEST_KEEP_PDFS"), printed_name, NULL);
      g_autofree char *contents = NULL;
      gsize length = 0;

      g_assert_true (g_file_get_contents (printed_path, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (kept, contents, length, NULL));
    }
}

static void
test_same_cards_as_export (void)
{
  CwSheetOptions options;

  /* A4 portrait with a 4 mm gap, so paper shows between the cards; corner guides on. */
  cw_sheet_options_init (&options);
  options.gap = 4.0;
  options.crop_marks = FALSE;
  options.guides = CW_GUIDES_L;
  for (guint g = 0; games[g] != NULL; g++)
    {
      g_test_message ("%s, A4 portrait", games[g]);
      compare_game (games[g], &options, "a4");
    }

  /* US Letter landscape, mini cards, duplex backs: the page turned as the layout has it. */
  cw_sheet_options_init (&options);
  options.paper = CW_PAPER_LETTER;
  options.orientation = CW_ORIENTATION_LANDSCAPE;
  options.card_size = CW_CARD_SIZE_MINI_EURO;
  options.gap = 3.0;
  options.crop_marks = FALSE;
  options.backs = CW_BACKS_LONG_EDGE;
  compare_game ("oz-storyline", &options, "letter-landscape");
}

/* The warning for given hardware margins: what is cut off, counted, and said. */
static void
test_margin_warning (void)
{
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) layout = NULL;
  CwPrinterClip clip;
  CwMargins none = { 0, 0, 0, 0 };
  CwMargins typical = { 4.2, 4.2, 4.2, 4.2 };
  CwMargins deep_bottom = { 3.0, 14.0, 3.0, 3.0 };
  g_autofree char *sentence = NULL;
  CwRect box;
  gboolean vertical;

  /* Nine poker cards on A4 with the default 5 mm margins: the grid starts 9.75 mm from the
   * sides and 15.15 mm from the top and bottom; 16 crop marks run 5 mm from 1 mm outside it, the
   * top and bottom ones between 9.15 and 14.15 mm from the edge; the scale bar lies 5 to 8.2 mm
   * from the bottom. */
  cw_sheet_options_init (&options);
  layout = cw_sheet_layout_new (&options, NULL);
  g_assert_nonnull (layout);

  g_assert_cmpint (cw_printer_margins_check (layout, &none, &clip), ==, CW_CLIPPED_NONE);
  g_assert_null (cw_print_operation_describe_clip (&clip));

  /* 4.2 mm all round (a common laser): every mark keeps more than 1 mm, the bar is inside. */
  g_assert_cmpint (cw_printer_margins_check (layout, &typical, &clip), ==, CW_CLIPPED_NONE);
  g_assert_cmpuint (clip.n_crop_marks, ==, 16);
  g_assert_cmpuint (clip.crop_marks_lost, ==, 0);
  g_assert_null (cw_print_operation_describe_clip (&clip));

  /* 14 mm at the bottom (some inkjets): the four bottom marks keep 0.15 mm, and the bar is gone. */
  g_assert_true (cw_sheet_layout_get_scale_bar (layout, &box, &vertical));
  g_assert_false (vertical);
  g_assert_cmpfloat (box.y, >, 297.0 - 14.0);
  g_assert_cmpint (cw_printer_margins_check (layout, &deep_bottom, &clip), ==,
                   CW_CLIPPED_CROP_MARKS | CW_CLIPPED_SCALE_BAR);
  g_assert_cmpuint (clip.crop_marks_lost, ==, 4);
  g_assert_cmpfloat_with_epsilon (clip.widest, 14.0, 1e-9);
  sentence = cw_print_operation_describe_clip (&clip);
  g_assert_cmpstr (sentence, ==, "This printer leaves up to 14.0 mm at the page edges unprinted, which cuts off "
                                 "4 of the 16 crop marks, the 50 mm scale bar. A safe margin of at least that "
                                 "keeps the scale bar, guides and registration marks printed; a larger margin "
                                 "moves the crop marks and cards in.");
  g_clear_object (&layout);

  /* Corner guides and the registration marks sit at the 5 mm safe margin: a 6 mm border
   * cuts the marks and the guides nearest the edge, and the bar. */
  options.guides = CW_GUIDES_CROSS;
  options.registration_marks = TRUE;
  options.crop_marks = FALSE;
  layout = cw_sheet_layout_new (&options, NULL);
  {
    CwMargins wide = { 6.0, 6.0, 6.0, 6.0 };
    CwClipped what = cw_printer_margins_check (layout, &wide, &clip);
    g_autofree char *said = cw_print_operation_describe_clip (&clip);

    g_assert_true (what & CW_CLIPPED_REGISTRATION);
    g_assert_true (what & CW_CLIPPED_SCALE_BAR);
    g_assert_false (what & CW_CLIPPED_CARDS);
    g_assert_cmpuint (clip.n_crop_marks, ==, 0);
    g_assert_nonnull (strstr (said, "the cutting machine’s registration marks"));
    g_assert_nonnull (strstr (said, "the 50 mm scale bar"));
  }
  {
    /* 14.5 mm at the top: the guides above the first row (12.15 to 15.05 mm down) keep 0.55 mm. */
    CwMargins top = { 14.5, 0, 0, 0 };
    g_autofree char *said = NULL;

    g_assert_true (cw_printer_margins_check (layout, &top, &clip) & CW_CLIPPED_GUIDES);
    g_assert_cmpuint (clip.guides_lost, >, 0);
    g_assert_cmpuint (clip.guides_lost, <, clip.n_guides);
    said = cw_print_operation_describe_clip (&clip);
    g_assert_nonnull (strstr (said, "corner guides"));
  }
  {
    /* 20 mm: into the cards themselves. */
    CwMargins huge = { 20.0, 20.0, 20.0, 20.0 };

    g_assert_true (cw_printer_margins_check (layout, &huge, &clip) & CW_CLIPPED_CARDS);
  }
}

/* A scale other than 100% left in the print settings is said: the cards would not be their size. */
static void
test_scale_warning (void)
{
  CwSheetOptions options;
  g_autoptr(CwPdfExport) export = NULL;
  g_autoptr(CwPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "scaled.pdf", NULL);
  g_autofree char *warning = NULL;
  GtkPrintSettings *settings;

  cw_sheet_options_init (&options);
  export = export_for ("od", &options);
  operation = cw_print_operation_new (export, &error);
  g_assert_no_error (error);
  settings = gtk_print_operation_get_print_settings (GTK_PRINT_OPERATION (operation));
  g_assert_cmpfloat (gtk_print_settings_get_scale (settings), ==, 100.0);
  gtk_print_settings_set_scale (settings, 90.0);
  gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (operation), FALSE);
  gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), path);
  g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_EXPORT,
                                            NULL, &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  warning = cw_print_operation_dup_warning (operation);
  g_assert_cmpstr (warning, ==, "The print dialog scales the pages (90%, 1 on a sheet): the cards will not be "
                                "their size. Set the scale to 100% and one page a sheet.");
}

static CwSession *
open_session (const char *game_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all_games = cw_game_load_all (&error);

  g_assert_no_error (error);
  for (guint i = 0; i < all_games->len; i++)
    {
      CwGame *game = g_ptr_array_index (all_games, i);

      if (g_str_equal (cw_game_get_id (game), game_id))
        {
          CwSession *session = cw_session_new (game, &error);

          g_assert_no_error (error);
          return session;
        }
    }
  g_assert_not_reached ();
  return NULL;
}

static void
spin (void)
{
  for (int i = 0; i < 20 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* A whole PNG of a few pixels, written to path. */
static void
write_png (const char *path)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 8, 8);

  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* The dialog's printing, to a file through GTK: drawn with the emblem or another back, each
 * picture is named by card in the same alert the PDF export shows, once, even though the
 * preview drew a page first and the every-card back is on both back pages. */
static void
test_pictures_not_printed (void)
{
  g_autofree char *sets = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "oz-storyline", "sets", NULL);
  g_autofree char *set_path = g_build_filename (sets, "printing.xml", NULL);
  g_autofree char *cut = g_build_filename (sets, "cut.png", NULL);
  g_autofree char *folder = g_build_filename (sets, "folder.png", NULL);
  g_autofree char *link = g_build_filename (sets, "linked-back.png", NULL);
  g_autofree char *dir = g_dir_make_tmp ("cw-print-operation-XXXXXX", NULL);
  g_autofree char *outside = g_build_filename (dir, "outside.png", NULL);
  g_autofree char *every = g_build_filename (dir, "every-back.png", NULL);
  g_autofree char *path = g_build_filename (dir, "printed.pdf", NULL);
  g_autofree char *whole = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) xml = g_string_new (NULL);
  g_autoptr(CwSession) session = NULL;
  g_autoptr(GListStore) cards = g_list_store_new (G_TYPE_OBJECT);
  g_autoptr(GError) error = NULL;
  cairo_surface_t *preview;
  cairo_t *cr;
  CwPrintDialog *dialog;
  GtkWidget *alert;
  gsize length = 0;

  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  /* A PNG cut off halfway; a folder by a picture's name; a link out of the set's folder to a
   * whole PNG, which is not followed. The back for every card: a PNG's signature alone. */
  write_png (outside);
  g_assert_true (g_file_get_contents (outside, &whole, &length, NULL));
  g_assert_cmpuint (length, >, 40);
  g_assert_true (g_file_set_contents (cut, whole, length / 2, NULL));
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_cmpint (symlink (outside, link), ==, 0);
  g_assert_true (g_file_set_contents (every, "\x89PNG\r\n\x1a\n", 8, NULL));

  /* Ten cards: two sheets of nine poker cards on A4, and two of backs. */
  g_string_append (xml, "<cardset version=\"1\" game=\"oz-storyline\" id=\"printing\" name=\"Printing\">\n"
                        "  <card id=\"p-cut\" type=\"character\" alignment=\"good\"><name>Cut Hero</name>"
                        "<image>cut.png</image></card>\n"
                        "  <card id=\"p-folder\" type=\"character\" alignment=\"good\"><name>Folder Hero</name>"
                        "<image>folder.png</image></card>\n"
                        "  <card id=\"p-linked\" type=\"character\" alignment=\"good\"><name>Linked Back</name>"
                        "<back>linked-back.png</back></card>\n");
  for (guint i = 0; i < 7; i++)
    g_string_append_printf (xml, "  <card id=\"p-plain-%u\" type=\"character\" alignment=\"good\">"
                                 "<name>Plain %u</name></card>\n", i, i);
  g_string_append (xml, "</cardset>\n");
  g_assert_true (g_file_set_contents (set_path, xml->str, -1, NULL));

  session = open_session ("oz-storyline");
  for (guint i = 0; i < 3; i++)
    g_list_store_append (cards, cw_catalog_lookup (cw_session_get_catalog (session),
                                                   (const char *[]) { "p-cut", "p-folder", "p-linked" }[i]));
  for (guint i = 0; i < 7; i++)
    {
      g_autofree char *id = g_strdup_printf ("p-plain-%u", i);

      g_list_store_append (cards, cw_catalog_lookup (cw_session_get_catalog (session), id));
    }

  dialog = cw_print_dialog_new (NULL, session, NULL, G_LIST_MODEL (cards));
  g_object_ref (dialog);   /* ours, for g_assert_finalize_object */
  gtk_window_present (GTK_WINDOW (dialog));
  cw_app_test_wait_for_mapped (GTK_WIDGET (dialog));
  cw_print_dialog_set_paper (dialog, CW_PAPER_A4);
  cw_print_dialog_set_orientation (dialog, CW_ORIENTATION_PORTRAIT);
  cw_print_dialog_set_card_size (dialog, CW_CARD_SIZE_POKER);
  cw_print_dialog_set_calibration (dialog, FALSE);
  cw_print_dialog_set_backs (dialog, CW_BACKS_LONG_EDGE);
  cw_print_dialog_set_back_image (dialog, every);
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==, 4);

  /* The preview draws the first sheet and its backs before anything is printed, as the
   * dialog's own preview does: the renderer has met those pictures already. */
  preview = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 300, 420);
  cr = cairo_create (preview);
  cairo_scale (cr, 300 / CW_MM_TO_PT (210.0), 300 / CW_MM_TO_PT (210.0));
  g_assert_true (cw_pdf_export_draw_page (cw_print_dialog_get_export (dialog), cr, 0, &error));
  g_assert_true (cw_pdf_export_draw_page (cw_print_dialog_get_export (dialog), cr, 1, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  cairo_surface_destroy (preview);
  g_assert_null (cw_alert_find_shown (GTK_WINDOW (dialog)));

  /* A printing that fails says why, and nothing of pictures: no page came out. */
  {
    g_autofree char *nowhere = g_build_filename (dir, "no-such-folder", "printed.pdf", NULL);
    g_autoptr(GFile) nowhere_file = g_file_new_for_path (nowhere);

    cw_print_dialog_print_to_file (dialog, nowhere_file);
    spin ();
    alert = cw_alert_find_shown (GTK_WINDOW (dialog));
    g_assert_nonnull (alert);
    g_assert_cmpstr (cw_alert_get_heading (alert), ==, "Could Not Print");
    /* cairo's own words for a PDF it could not create. */
    g_assert_cmpstr (cw_alert_get_body (alert), ==, "error while writing to output stream");
    cw_alert_response (alert, "close");
    spin ();
    g_assert_null (cw_alert_find_shown (GTK_WINDOW (dialog)));
  }

  cw_print_dialog_print_to_file (dialog, file);
  spin ();
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  alert = cw_alert_find_shown (GTK_WINDOW (dialog));
  g_assert_nonnull (alert);
  g_assert_cmpstr (cw_alert_get_heading (alert), ==, "Some Pictures Were Not Printed");
  /* The backs in the order the first back page meets them: turned for the long-edge flip, its
   * first slot is Cut Hero's, with the back for every card. */
  expected = g_strdup_printf ("Cut Hero: %s: not a whole JPEG or PNG picture; it could not be read\n\n"
                              "Folder Hero: %s: not a regular file (a folder, a device or a pipe); it is not opened\n\n"
                              "These cards are printed with their emblem instead of their picture.\n\n"
                              "Back for every card: %s: not a whole JPEG or PNG picture; it could not be read\n\n"
                              "Back for Linked Back: %s: is a link; Cardwright only opens files that are really "
                              "in the folder\n\n"
                              "These cards are printed with the back they would have without that picture: "
                              "the game's, or the one Cardwright draws.", cut, folder, every, link);
  g_assert_cmpstr (cw_alert_get_body (alert), ==, expected);
  cw_alert_response (alert, "close");
  spin ();

  gtk_window_destroy (GTK_WINDOW (dialog));
  spin ();
  g_assert_finalize_object (dialog);
  g_remove (path);
  g_remove (every);
  g_remove (outside);
  g_rmdir (dir);
}

/* The operation's own lists: each problem once, whatever drew the pages before (the preview,
 * an earlier printing), in the words of the PDF export's lists. */
static void
test_problems_each_printing (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwPdfExport) export = cw_pdf_export_new (game);
  g_autoptr(CwCard) hero = cw_card_new (game, "t-cut");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *cut = g_build_filename (dir, "cut-hero.png", NULL);
  g_autofree char *back = g_build_filename (dir, "cut-back.png", NULL);
  g_autofree char *picture_problem = NULL;
  g_autofree char *back_problem = NULL;
  CwSheetOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert_true (g_file_set_contents (cut, "\x89PNG\r\n\x1a\n", 8, NULL));
  g_assert_true (g_file_set_contents (back, "\x89PNG\r\n\x1a\n", 8, NULL));
  cw_card_set_card_type (hero, "character");
  cw_card_set_name (hero, "Cut Hero");
  cw_card_set_image (hero, "cut-hero.png");
  cw_sheet_options_init (&options);
  options.backs = CW_BACKS_LONG_EDGE;
  cw_pdf_export_set_options (export, &options);
  cw_pdf_export_set_back_image (export, back);
  cw_pdf_export_add_card (export, hero, 3, dir);
  g_assert_cmpuint (cw_pdf_export_get_n_pages (export, &error), ==, 2);
  g_assert_no_error (error);
  picture_problem = g_strdup_printf ("Cut Hero: %s: not a whole JPEG or PNG picture; it could not be read", cut);
  back_problem = g_strdup_printf ("every card: %s: not a whole JPEG or PNG picture; it could not be read", back);

  /* The preview shows both pages first: the renderer meets the picture and the back there. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 60, 90);
  cr = cairo_create (surface);
  g_assert_true (cw_pdf_export_draw_page (export, cr, 0, &error));
  g_assert_true (cw_pdf_export_draw_page (export, cr, 1, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  /* Printed twice: each printing says both, once (three copies of the card, one back page). */
  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(CwPrintOperation) operation = cw_print_operation_new (export, &error);
      g_autofree char *name = g_strdup_printf ("printing-%u.pdf", run);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GPtrArray *pictures, *backs;

      g_assert_no_error (error);
      g_assert_cmpuint (cw_print_operation_get_picture_problems (operation)->len, ==, 0);
      gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (operation), FALSE);
      gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), path);
      g_assert_cmpint (gtk_print_operation_run (GTK_PRINT_OPERATION (operation), GTK_PRINT_OPERATION_ACTION_EXPORT,
                                                NULL, &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
      g_assert_no_error (error);
      pictures = cw_print_operation_get_picture_problems (operation);
      backs = cw_print_operation_get_back_problems (operation);
      g_assert_cmpuint (pictures->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (pictures, 0), ==, picture_problem);
      g_assert_cmpuint (backs->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (backs, 0), ==, back_problem);
      g_remove (path);
    }
  g_remove (cut);
  g_remove (back);
}

int
main (int    argc,
      char **argv)
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/app/print-operation/same-cards-as-export", test_same_cards_as_export);
  g_test_add_func ("/app/print-operation/margin-warning", test_margin_warning);
  g_test_add_func ("/app/print-operation/scale-warning", test_scale_warning);
  g_test_add_func ("/app/print-operation/pictures-not-printed", test_pictures_not_printed);
  g_test_add_func ("/app/print-operation/problems-each-printing", test_problems_each_printing);
  return g_test_run ();
}
