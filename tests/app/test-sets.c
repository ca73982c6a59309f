/* test-sets.c: the window's "Import Cards from Spreadsheet…", "Export Set as Spreadsheet…" and
 * "Add Pictures from Folder…" on the Disney Epic game, which ships no cards. */
#include <adwaita.h>
#include <cairo.h>
#include <glib/gstdio.h>

#include "cw-window.h"
#include "cw-collection-page.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-import-report.h"
#include "cw-session.h"
#include "cw-app-test.h"

static guint
shown_cards (CwWindow *window)
{
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));

  return g_list_model_get_n_items (cw_collection_page_get_results (page));
}

static void
test_import_export_pictures (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwImportReport) pictures = NULL;
  g_autofree char *csv = g_test_build_filename (G_TEST_DIST, "interop", "files", "disney-epic-60.csv", NULL);
  g_autofree char *work = g_dir_make_tmp ("cw-test-sets-XXXXXX", &error);
  g_autofree char *exported = g_build_filename (work, "epic.csv", NULL);
  g_autofree char *picture = g_build_filename (work, "Snow White.png", NULL);
  g_autofree char *contents = NULL;
  cairo_surface_t *surface;
  CwCatalog *catalog;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  cw_window_set_view (window, "collection");
  g_assert_cmpuint (shown_cards (window), ==, 0);

  /* Nothing to export before the player has cards of their own: said, nothing written. */
  g_assert_false (cw_window_export_set_csv (window, exported, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (g_file_test (exported, G_FILE_TEST_EXISTS));

  report = cw_window_import_set_csv (window, csv, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_MATCHED), ==, 60);
  g_assert_cmpstr (cw_window_get_view (window), ==, "collection");
  g_assert_cmpuint (shown_cards (window), ==, 60);
  catalog = cw_session_get_catalog (cw_window_get_session (window));
  g_assert_nonnull (cw_catalog_find_set (catalog, "my-cards"));
  g_assert_nonnull (cw_card_set_get_path (cw_catalog_find_set (catalog, "my-cards")));

  g_assert_true (cw_window_export_set_csv (window, exported, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (exported, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "id,type,name,version,alignment,keywords,text,"));

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 30, 42);
  g_assert_cmpint (cairo_surface_write_to_png (surface, picture), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  pictures = cw_window_add_set_pictures (window, work, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_import_report_count (pictures, CW_IMPORT_MATCHED), ==, 1);
  g_assert_cmpstr (cw_card_get_image (cw_catalog_lookup (catalog, "epic-001")), ==, "my-cards/epic-001.png");
  g_assert_cmpuint (shown_cards (window), ==, 60);

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (window);
  g_unlink (exported);
  g_unlink (picture);
  g_rmdir (work);
}

int
main (int    argc,
      char **argv)
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/app/sets/import-export-pictures", test_import_export_pictures);
  return g_test_run ();
}
