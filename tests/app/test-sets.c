/* test-sets.c: the window's "Import Cards from Spreadsheet…", "Export Set as Spreadsheet…" and
 * "Add Pictures from Folder…": the set chooser (a new set by name, an existing one, shipped sets
 * left out), the job in its thread, and Undo of an import. */
#include <adwaita.h>
#include <cairo.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cw-window.h"
#include "cw-collection-page.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-library.h"
#include "cw-library-doc.h"
#include "cw-library-page.h"
#include "cw-undo-stack.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-session.h"
#include "cw-app-test.h"
#include "cw-compat.h"

static guint
shown_cards (CwWindow *window)
{
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));

  return g_list_model_get_n_items (cw_collection_page_get_results (page));
}

/* Iterates the main loop until the window's set job has ended (60 s at most, for slow runs). */
static void
wait_for_job (CwWindow *window)
{
  gint64 until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (cw_window_is_set_job_running (window) && g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (cw_window_is_set_job_running (window));
  cw_app_test_drain ();
}

static void
destroy_window (CwWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  cw_app_test_drain ();
  g_assert_finalize_object (window);
}

/* Closes every alert shown over the window (reports), so the next one found is the chooser. */
static void
close_alerts (CwWindow *window)
{
  GtkWidget *alert;

  while ((alert = cw_alert_find_shown (GTK_WINDOW (window))) != NULL)
    {
      cw_alert_close (alert);
      cw_app_test_drain ();
    }
}

/* Every test: a window shown on one game (the test's data), a scratch folder of its own,
 * emptied and removed after, and the 60-card spreadsheet most of them import. */
typedef struct {
  CwWindow  *window;
  CwCatalog *catalog;
  char      *work;
  char      *csv;
} SetsFixture;

static void
sets_fixture_set_up (SetsFixture   *fixture,
                     gconstpointer  game)
{
  g_autoptr(GError) error = NULL;

  fixture->work = g_dir_make_tmp ("cw-test-sets-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->csv = g_test_build_filename (G_TEST_DIST, "interop", "files", "disney-epic-60.csv", NULL);
  fixture->window = cw_window_new (NULL);
  g_object_ref (fixture->window);
  gtk_window_present (GTK_WINDOW (fixture->window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (fixture->window));
  g_assert_true (cw_window_set_game (fixture->window, game, &error));
  g_assert_no_error (error);
  fixture->catalog = cw_session_get_catalog (cw_window_get_session (fixture->window));
}

static void
sets_fixture_tear_down (SetsFixture   *fixture,
                        gconstpointer  game)
{
  g_autoptr(GDir) dir = g_dir_open (fixture->work, 0, NULL);
  const char *name;

  close_alerts (fixture->window);
  destroy_window (fixture->window);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (fixture->work, name, NULL);

      g_unlink (path);
    }
  g_rmdir (fixture->work);
  g_free (fixture->work);
  g_free (fixture->csv);
}

static void
test_import_export_pictures (SetsFixture   *fixture,
                             gconstpointer  game)
{
  CwWindow *window = fixture->window;
  CwCatalog *catalog = fixture->catalog;
  const char *work = fixture->work;
  g_autoptr(GError) error = NULL;
  const char *csv = fixture->csv;
  g_autofree char *exported = g_build_filename (work, "epic.csv", NULL);
  g_autofree char *picture = g_build_filename (work, "Snow White.png", NULL);
  g_autofree char *contents = NULL;
  cairo_surface_t *surface;

  cw_window_set_view (window, "collection");
  g_assert_cmpuint (shown_cards (window), ==, 0);

  /* Nothing to export before the player has a set: refused at once, nothing written. */
  g_assert_false (cw_window_start_set_job (window, CW_SET_JOB_EXPORT, "my-cards", NULL, exported, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "The game has no set “my-cards”.");
  g_clear_error (&error);
  g_assert_false (g_file_test (exported, G_FILE_TEST_EXISTS));

  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, "My cards", csv, &error));
  g_assert_no_error (error);
  g_assert_true (cw_window_is_set_job_running (window));
  wait_for_job (window);
  g_assert_null (cw_window_get_set_job_error (window));
  g_assert_cmpuint (cw_import_report_count (cw_window_get_set_job_report (window), CW_IMPORT_MATCHED), ==, 60);
  g_assert_cmpstr (cw_window_get_view (window), ==, "collection");
  g_assert_cmpuint (shown_cards (window), ==, 60);
  g_assert_nonnull (cw_catalog_find_set (catalog, "my-cards"));
  g_assert_nonnull (cw_card_set_get_path (cw_catalog_find_set (catalog, "my-cards")));

  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_EXPORT, "my-cards", NULL, exported, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_null (cw_window_get_set_job_error (window));
  g_assert_true (g_file_get_contents (exported, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "id,type,name,version,alignment,keywords,text,"));

  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 30, 42);
  g_assert_cmpint (cairo_surface_write_to_png (surface, picture), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_PICTURES, "my-cards", NULL, work, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_null (cw_window_get_set_job_error (window));
  g_assert_cmpuint (cw_import_report_count (cw_window_get_set_job_report (window), CW_IMPORT_MATCHED), ==, 1);
  g_assert_cmpstr (cw_card_get_image (cw_catalog_lookup (catalog, "epic-001")), ==, "my-cards/epic-001.png");
  g_assert_cmpuint (shown_cards (window), ==, 60);
}

/* The chooser's widgets: the extra child holds the set label, the list, the name label, the
 * name entry and the line that says what is wrong, in that order. */
typedef struct {
  GtkWidget *alert;
  GtkDropDown *dropdown;
  GtkEditable *entry;
  GtkLabel *problem;
} ChooserWidgets;

static ChooserWidgets
open_chooser (CwWindow   *window,
              const char *action)
{
  ChooserWidgets w = { NULL };
  GtkWidget *box, *child;

  close_alerts (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  cw_app_test_drain ();
  w.alert = cw_alert_find_shown (GTK_WINDOW (window));
  g_assert_nonnull (w.alert);
  box = cw_alert_get_extra_child (w.alert);
  child = gtk_widget_get_first_child (box);
  g_assert_true (GTK_IS_LABEL (child));
  child = gtk_widget_get_next_sibling (child);
  w.dropdown = GTK_DROP_DOWN (child);
  child = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (child));
  w.entry = GTK_EDITABLE (child);
  w.problem = GTK_LABEL (gtk_widget_get_next_sibling (child));
  return w;
}

static const char *
chooser_item (ChooserWidgets *w,
              guint           position)
{
  GListModel *model = gtk_drop_down_get_model (w->dropdown);
  g_autoptr(GtkStringObject) item = g_list_model_get_item (model, position);

  return item != NULL ? gtk_string_object_get_string (item) : NULL;
}

static GBytes *
file_bytes (const char *path)
{
  char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  return g_bytes_new_take (contents, length);
}

static void
test_chooser_new_existing_undo (SetsFixture   *fixture,
                                gconstpointer  game)
{
  CwWindow *window = fixture->window;
  CwCatalog *catalog = fixture->catalog;
  const char *work = fixture->work;
  g_autoptr(GError) error = NULL;
  const char *csv = fixture->csv;
  g_autofree char *small = g_build_filename (work, "more.csv", NULL);
  g_autofree char *fan = g_build_filename (work, "fan.csv", NULL);
  g_autofree char *exported = g_build_filename (work, "noel.csv", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *fan_path = NULL;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after_undo = NULL;
  ChooserWidgets w;
  CwCardSet *noel;
  char *id;

  /* One card replaced (Snow White gets a version), one card added. */
  g_assert_true (g_file_set_contents (small,
                                      "id,Type,Name,Version,Alignment\n"
                                      "epic-001,Character,Snow White,Queen of Hearts,Good\n"
                                      "epic-061,Character,Grumpy,,Good\n", -1, NULL));
  g_assert_true (g_file_set_contents (fan,
                                      "id,Type,Name,Alignment\n"
                                      "fan-001,Character,Doc,Good\n"
                                      "fan-002,Character,Sneezy,Good\n"
                                      "fan-003,Character,Dopey,Good\n", -1, NULL));

  /* No set yet: the chooser offers only a new set, with the name New Card would give. */
  w = open_chooser (window, "win.import-set-csv");
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (w.dropdown)), ==, 1);
  g_assert_cmpstr (chooser_item (&w, 0), ==, "New set…");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (w.entry)));
  g_assert_cmpstr (gtk_editable_get_text (w.entry), ==, "My cards");
  g_assert_true (cw_alert_get_response_enabled (w.alert, "continue"));
  gtk_editable_set_text (w.entry, " !! ");
  g_assert_false (cw_alert_get_response_enabled (w.alert, "continue"));
  g_assert_cmpstr (gtk_label_get_text (w.problem), ==, "The new set needs a name with at least one letter or digit.");
  gtk_editable_set_text (w.entry, "Épopée de Noël");
  g_assert_true (cw_alert_get_response_enabled (w.alert, "continue"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (w.problem)));
  cw_alert_response (w.alert, "cancel");

  /* The new set, by the name typed: its id made from it. */
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, "Épopée de Noël", csv, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_null (cw_window_get_set_job_error (window));
  noel = cw_catalog_find_set (catalog, "epopee-de-noel");
  g_assert_nonnull (noel);
  g_assert_cmpstr (cw_card_set_get_name (noel), ==, "Épopée de Noël");
  g_assert_cmpuint (cw_card_set_get_n_cards (noel), ==, 60);
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 60);
  g_assert_cmpuint (shown_cards (window), ==, 60);
  g_assert_true (g_str_has_suffix (cw_card_set_get_path (noel), "/disney-storyline/sets/epopee-de-noel.xml"));
  g_assert_cmpuint (cw_window_get_n_toasts (window), >=, 1);

  /* The same name again, written otherwise, clashes: said, nothing made. */
  id = cw_window_new_set_id (window, "EPOPÉE  de noel!", &error);
  g_assert_null (id);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "Your set “Épopée de Noël” already has the id “epopee-de-noel”: choose it in the list, or give the new set another name.");
  g_clear_error (&error);
  g_assert_false (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, "Epopee de Noel", small, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_clear_error (&error);

  /* The chooser now lists the set with its count, first and chosen; New set is last. */
  w = open_chooser (window, "win.import-set-csv");
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (w.dropdown)), ==, 2);
  g_assert_cmpstr (chooser_item (&w, 0), ==, "Épopée de Noël (60 cards)");
  g_assert_cmpstr (chooser_item (&w, 1), ==, "New set…");
  g_assert_cmpuint (gtk_drop_down_get_selected (w.dropdown), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (w.entry)));
  gtk_drop_down_set_selected (w.dropdown, 1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (w.entry)));
  gtk_editable_set_text (w.entry, "epopee de noel");
  g_assert_false (cw_alert_get_response_enabled (w.alert, "continue"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (w.problem)));
  /* The same name, told case- and accent-blind, is a clash too, before its id is. */
  g_assert_cmpstr (gtk_label_get_text (w.problem), ==,
                   "You already have a set named “Épopée de Noël”: choose it in the list, or give the new set another name.");
  cw_alert_response (w.alert, "cancel");

  /* Into the existing set: one card replaced, one added; Undo puts the file back byte for byte. */
  before = file_bytes (cw_card_set_get_path (noel));
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, "epopee-de-noel", NULL, small, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_null (cw_window_get_set_job_error (window));
  g_assert_cmpuint (cw_import_report_count (cw_window_get_set_job_report (window), CW_IMPORT_MATCHED), ==, 2);
  g_assert_true (cw_catalog_find_set (catalog, "epopee-de-noel") == noel);
  g_assert_cmpuint (cw_card_set_get_n_cards (noel), ==, 61);
  g_assert_cmpuint (shown_cards (window), ==, 61);
  g_assert_cmpstr (cw_card_get_version (cw_catalog_lookup (catalog, "epic-001")), ==, "Queen of Hearts");
  g_assert_cmpstr (cw_card_get_name (cw_catalog_lookup (catalog, "epic-061")), ==, "Grumpy");

  g_assert_true (cw_window_undo_set_import (window, &error));
  g_assert_no_error (error);
  after_undo = file_bytes (cw_card_set_get_path (noel));
  g_assert_true (g_bytes_equal (before, after_undo));
  g_assert_cmpuint (cw_card_set_get_n_cards (noel), ==, 60);
  g_assert_cmpuint (shown_cards (window), ==, 60);
  g_assert_null (cw_catalog_lookup (catalog, "epic-061"));
  g_assert_cmpstr (cw_card_get_version (cw_catalog_lookup (catalog, "epic-001")), ==, NULL);
  /* Once: the import is gone. */
  g_assert_false (cw_window_undo_set_import (window, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Into a second new set, then Undo: the set and its file are gone. */
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, "Fan cards", fan, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_nonnull (cw_catalog_find_set (catalog, "fan-cards"));
  g_assert_cmpuint (cw_card_set_get_n_cards (cw_catalog_find_set (catalog, "fan-cards")), ==, 3);
  g_assert_cmpuint (shown_cards (window), ==, 63);
  fan_path = g_strdup (cw_card_set_get_path (cw_catalog_find_set (catalog, "fan-cards")));
  g_assert_true (g_file_test (fan_path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo-set-import", NULL));
  g_assert_cmpstr (cw_window_get_toast_title (window, NULL), ==, "Import into “Fan cards” undone");
  g_assert_null (cw_catalog_find_set (catalog, "fan-cards"));
  g_assert_false (g_file_test (fan_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (shown_cards (window), ==, 60);

  /* A set changed after its import (a card deleted and saved) is not put back over that. */
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, "Fan cards", fan, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_true (cw_card_set_remove (cw_catalog_find_set (catalog, "fan-cards"), "fan-002"));
  g_assert_true (cw_session_save_set (cw_window_get_session (window), cw_catalog_find_set (catalog, "fan-cards"), &error));
  g_assert_no_error (error);
  g_assert_false (cw_window_undo_set_import (window, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "The set “Fan cards” changed after the import, so the import cannot be undone.");
  g_clear_error (&error);
  g_assert_cmpuint (cw_card_set_get_n_cards (cw_catalog_find_set (catalog, "fan-cards")), ==, 2);
  g_assert_true (g_file_test (fan_path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (shown_cards (window), ==, 62);

  /* Export takes the set chosen. */
  w = open_chooser (window, "win.export-set-csv");
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (w.dropdown)), ==, 2);
  g_assert_cmpstr (chooser_item (&w, 0), ==, "Épopée de Noël (60 cards)");
  g_assert_cmpstr (chooser_item (&w, 1), ==, "Fan cards (2 cards)");
  cw_alert_response (w.alert, "cancel");
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_EXPORT, "epopee-de-noel", NULL, exported, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_null (cw_window_get_set_job_error (window));
  g_assert_true (g_file_get_contents (exported, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "id,type,name,version,alignment,keywords,text,"));
  g_assert_nonnull (strstr (contents, "\r\nepic-001,character,Snow White,,good,"));
  g_assert_nonnull (strstr (contents, "\r\nepic-060,"));
  g_assert_null (strstr (contents, "fan-001"));
}

/* A shipped set is never the target of an import or of pictures; it may be exported. */
static void
test_shipped_sets (SetsFixture   *fixture,
                   gconstpointer  game)
{
  CwWindow *window = fixture->window;
  const char *work = fixture->work;
  g_autoptr(GError) error = NULL;
  const char *csv = fixture->csv;
  g_autofree char *exported = g_build_filename (work, "shipped.csv", NULL);
  g_autoptr(CwCardSet) shipped = NULL;
  ChooserWidgets w;
  g_autofree char *label = NULL;

  shipped = g_list_model_get_item (cw_catalog_get_sets (fixture->catalog), 0);
  g_assert_true (cw_card_set_is_read_only (shipped));

  g_assert_false (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, cw_card_set_get_id (shipped), NULL, csv, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_true (g_str_has_suffix (error->message, "ships with the game and cannot be changed: choose a set of your own."));
  g_clear_error (&error);
  g_assert_false (cw_window_start_set_job (window, CW_SET_JOB_PICTURES, cw_card_set_get_id (shipped), NULL, work, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_clear_error (&error);

  /* The import chooser lists no shipped set: only a new one. */
  w = open_chooser (window, "win.import-set-csv");
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (w.dropdown)), ==, 1);
  g_assert_cmpstr (chooser_item (&w, 0), ==, "New set…");
  cw_alert_response (w.alert, "cancel");
  /* The export chooser lists them, marked. */
  w = open_chooser (window, "win.export-set-csv");
  label = g_strdup_printf ("%s (%u cards, shipped)", cw_card_set_get_name (shipped), cw_card_set_get_n_cards (shipped));
  g_assert_cmpstr (chooser_item (&w, 0), ==, label);
  cw_alert_response (w.alert, "cancel");

  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_EXPORT, cw_card_set_get_id (shipped), NULL, exported, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_null (cw_window_get_set_job_error (window));
  g_assert_true (g_file_test (exported, G_FILE_TEST_IS_REGULAR));
}

/* A large file: the toast counts the rows while the window's main loop goes on, then the
 * import's toast offers Undo. */
static void
test_progress (SetsFixture   *fixture,
               gconstpointer  game)
{
  CwWindow *window = fixture->window;
  g_autoptr(GError) error = NULL;
  g_autofree char *big = g_build_filename (fixture->work, "big.csv", NULL);
  g_autoptr(GString) csv = g_string_new ("id,Type,Name,Alignment,Text\n");
  g_autofree char *seen = NULL;
  gint64 until;
  guint iterations = 0;

  for (guint i = 1; i <= 20000; i++)
    g_string_append_printf (csv, "big-%05u,Character,Dwarf %u,Good,\"When Dwarf %u enters a Location, draw a card.\"\n",
                            i, i, i);
  g_assert_true (g_file_set_contents (big, csv->str, csv->len, NULL));

  /* The progress toast waits 400 ms; on an idle machine the import can end sooner. */
  cw_window_set_set_job_progress_delay (window, 0);
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, "Dwarves", big, &error));
  g_assert_no_error (error);
  /* A second job waits for the first. */
  g_assert_false (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, "Other", big, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_clear_error (&error);
  until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (cw_window_is_set_job_running (window) && g_get_monotonic_time () < until)
    {
      const char *title;

      g_main_context_iteration (NULL, TRUE);
      iterations++;
      /* Read after the turn: the toast's title changes (and is freed) as rows are counted. */
      title = cw_window_get_toast_title (window, "set-job");
      if (title != NULL && g_str_has_prefix (title, "Importing cards… ") && seen == NULL && strstr (title, " of 20000 rows"))
        seen = g_strdup (title);
    }
  g_assert_false (cw_window_is_set_job_running (window));
  wait_for_job (window);
  g_test_message ("%u main loop iterations during the import; progress seen: %s", iterations, seen);
  /* The main loop ran all along, and the toast counted rows. Not measured under valgrind, which
   * runs one thread at a time and may give the worker every turn until it ends
   * (build-aux/valgrind.sh sets CW_TEST_VALGRIND). */
  if (g_getenv ("CW_TEST_VALGRIND") == NULL)
    {
      g_assert_cmpuint (iterations, >, 10);
      g_assert_nonnull (seen);
    }
  g_assert_cmpuint (cw_card_set_get_n_cards (cw_catalog_find_set (fixture->catalog, "dwarves")), ==, 20000);
  g_assert_cmpuint (shown_cards (window), ==, 20000);
  /* The same toast, changed in place, now offers Undo. */
  g_assert_cmpstr (cw_window_get_toast_title (window, "set-job"), ==, "Imported 20000 cards into “Dwarves”");
}

/* Imports the 60 cards of disney-epic-60.csv into a new set of the Disney game, named name. */
static CwCardSet *
import_epic_set (CwWindow   *window,
                 const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = g_test_build_filename (G_TEST_DIST, "interop", "files", "disney-epic-60.csv", NULL);
  g_autofree char *id = cw_window_new_set_id (window, name, &error);
  CwCardSet *set;

  g_assert_no_error (error);
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, name, csv, &error));
  g_assert_no_error (error);
  wait_for_job (window);
  g_assert_null (cw_window_get_set_job_error (window));
  close_alerts (window);
  set = cw_catalog_find_set (cw_session_get_catalog (cw_window_get_session (window)), id);
  g_assert_nonnull (set);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 60);
  return set;
}

/* A folder of pictures for the Epic set: epic-001.png … epic-060.png, each 30 × 42 pixels, then
 * n_strangers more that match no card. */
static char *
make_picture_folder (guint n_strangers)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("cw-test-pictures-XXXXXX", &error);
  g_autofree char *first = g_build_filename (folder, "epic-001.png", NULL);
  g_autofree char *bytes = NULL;
  gsize length = 0;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 30, 42);

  g_assert_no_error (error);
  g_assert_cmpint (cairo_surface_write_to_png (surface, first), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_assert_true (g_file_get_contents (first, &bytes, &length, NULL));
  for (guint i = 2; i <= 60 + n_strangers; i++)
    {
      g_autofree char *name = i <= 60 ? g_strdup_printf ("epic-%03u.png", i)
                                      : g_strdup_printf ("stranger-%04u.png", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_true (g_file_set_contents (path, bytes, length, NULL));
    }
  return folder;
}

static void
remove_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (folder), ==, 0);
}

/* The pictures job counts the files as the import counts rows: "Copying pictures… N of M". */
static void
test_pictures_progress (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *seen = NULL;
  g_autofree char *ended = NULL;
  gint64 until;
  CwCardSet *set;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  set = import_epic_set (window, "Counted pictures");
  folder = make_picture_folder (3000);

  cw_window_set_set_job_progress_delay (window, 0);
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_PICTURES, cw_card_set_get_id (set), NULL, folder, &error));
  g_assert_no_error (error);
  until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (cw_window_is_set_job_running (window) && g_get_monotonic_time () < until)
    {
      const char *title;

      g_main_context_iteration (NULL, TRUE);
      title = cw_window_get_toast_title (window, "set-job");
      if (seen == NULL && title != NULL && g_str_has_prefix (title, "Copying pictures… ") &&
          g_str_has_suffix (title, " of 3060"))
        seen = g_strdup (title);
    }
  /* Read as the job ends: the toast lasts 10 s, which laying out the report of 3000 strangers
   * can take under a sanitizer or valgrind. */
  ended = g_strdup (cw_window_get_toast_title (window, "set-job"));
  wait_for_job (window);
  g_test_message ("progress seen: %s", seen);
  if (g_getenv ("CW_TEST_VALGRIND") == NULL)   /* as in test_progress */
    g_assert_nonnull (seen);
  g_assert_cmpuint (cw_import_report_count (cw_window_get_set_job_report (window), CW_IMPORT_MATCHED), ==, 60);
  g_assert_cmpstr (ended, ==, "Pictures Added");
  g_assert_cmpstr (cw_card_get_image (cw_card_set_lookup (set, "epic-060")), ==, "counted-pictures/epic-060.png");

  close_alerts (window);
  destroy_window (window);
  remove_folder (folder);
}

/* Closing the window while pictures are copied: the job finishes with the window hidden and
 * the application held, every picture copied is given to its card in the saved set, then the
 * window closes. */
static void
test_pictures_close (void)
{
  g_autoptr(GtkApplication) application = gtk_application_new ("io.github.cardwright.TestSets", G_APPLICATION_NON_UNIQUE);
  CwWindow *window;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) saved = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *set_path = NULL;
  g_autofree char *set_id = NULL;
  CwCardSet *set;
  CwGame *game;

  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  window = cw_window_new (application);
  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  game = cw_session_get_game (cw_window_get_session (window));
  set = import_epic_set (window, "Closed early");
  set_id = g_strdup (cw_card_set_get_id (set));
  set_path = g_strdup (cw_card_set_get_path (set));
  folder = make_picture_folder (200);

  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_PICTURES, set_id, NULL, folder, &error));
  g_assert_no_error (error);
  gtk_window_close (GTK_WINDOW (window));
  /* Still there, hidden, the job going on. */
  g_assert_true (cw_window_is_set_job_running (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_nonnull (g_list_find (gtk_application_get_windows (application), window));
  /* A second close while it waits changes nothing. */
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (cw_window_is_set_job_running (window));

  wait_for_job (window);
  /* The job ended, the window closed as asked, and said nothing more. */
  g_assert_null (gtk_application_get_windows (application));
  g_assert_null (cw_alert_find_shown (GTK_WINDOW (window)));
  saved = cw_card_set_new_from_file (game, set_path, &error);
  g_assert_no_error (error);
  for (guint i = 1; i <= 60; i++)
    {
      g_autofree char *id = g_strdup_printf ("epic-%03u", i);
      g_autofree char *image = g_strdup_printf ("%s/epic-%03u.png", set_id, i);

      g_assert_cmpstr (cw_card_get_image (cw_card_set_lookup (saved, id)), ==, image);
    }
  /* A job that succeeded is not notified: the close waited for it, and nothing needs doing. */
  g_assert_null (cw_window_get_set_job_notified (window, NULL));
  g_assert_finalize_object (window);
  remove_folder (folder);
}

/* Closed while a job runs that then fails: the window never shows again, so the failure is told
 * by a desktop notification naming the set and the error, and no alert is left in the hidden
 * window. (The test has no session bus: what is checked is the notification the window made
 * and handed to GApplication; the D-Bus delivery is GLib's.) */
static void
test_pictures_close_failed (void)
{
  g_autoptr(GtkApplication) application = gtk_application_new ("io.github.cardwright.TestSetsFailed",
                                                               G_APPLICATION_NON_UNIQUE);
  CwWindow *window;
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;
  const char *notified_body = NULL;
  CwCardSet *set;

  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  window = cw_window_new (application);
  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  set = import_epic_set (window, "Lost folder");
  missing = g_build_filename (g_get_tmp_dir (), "cw-test-no-such-folder", NULL);

  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_PICTURES, cw_card_set_get_id (set), NULL, missing, &error));
  g_assert_no_error (error);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  wait_for_job (window);

  g_assert_null (gtk_application_get_windows (application));
  g_assert_null (cw_alert_find_shown (GTK_WINDOW (window)));
  expected = g_strdup_printf ("“Lost folder”: Error opening directory “%s”: No such file or directory", missing);
  g_assert_cmpstr (cw_window_get_set_job_notified (window, &notified_body), ==, "The Pictures Could Not Be Added");
  g_assert_cmpstr (notified_body, ==, expected);

  /* The same words for each job. */
  cw_window_set_job_notification_text (CW_SET_JOB_IMPORT, "Dwarves", "cards.csv: line 3: no id", &title, &body);
  g_assert_cmpstr (title, ==, "The Cards Could Not Be Imported");
  g_assert_cmpstr (body, ==, "“Dwarves”: cards.csv: line 3: no id");
  g_assert_finalize_object (window);
}

/* Closed while pictures are copied, then shown again (Cardwright started anew presents the
 * same window): the close is given up, and the job ends as in a window never closed. */
static void
test_pictures_close_reopened (void)
{
  g_autoptr(GtkApplication) application = gtk_application_new ("io.github.cardwright.TestSetsReopened",
                                                               G_APPLICATION_NON_UNIQUE);
  CwWindow *window;
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = NULL;
  CwCardSet *set;
  GtkWidget *alert;

  g_assert_true (g_application_register (G_APPLICATION (application), NULL, &error));
  g_assert_no_error (error);
  window = cw_window_new (application);
  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  set = import_epic_set (window, "Reopened");
  folder = make_picture_folder (0);

  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_PICTURES, cw_card_set_get_id (set), NULL, folder, &error));
  g_assert_no_error (error);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  gtk_window_present (GTK_WINDOW (window));
  wait_for_job (window);

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_nonnull (g_list_find (gtk_application_get_windows (application), window));
  g_assert_cmpstr (cw_card_get_image (cw_card_set_lookup (set, "epic-060")), ==, "reopened/epic-060.png");
  alert = cw_alert_find_shown (GTK_WINDOW (window));
  g_assert_nonnull (alert);
  g_assert_cmpstr (cw_alert_get_heading (alert), ==, "Pictures Added");
  close_alerts (window);
  /* A close now is an ordinary one. */
  gtk_window_close (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (gtk_application_get_windows (application));
  g_assert_finalize_object (window);
  remove_folder (folder);
}

/* The running job's toast Cancel button, once the toast shows it (60 s at most). */
static GtkWidget *
wait_for_cancel_button (CwWindow *window)
{
  gint64 until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  GtkWidget *button = NULL;

  while (cw_window_is_set_job_running (window) && g_get_monotonic_time () < until &&
         !(button = cw_app_test_find_widget (GTK_WIDGET (window), cw_app_test_is_button_labelled, "_Cancel")))
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  return button;
}

/* The import's progress toast has Cancel: the thread stops, its copy of the set is let go, and
 * nothing is saved or added to the history. */
static void
test_import_cancel (SetsFixture   *fixture,
                    gconstpointer  game)
{
  CwWindow *window = fixture->window;
  g_autoptr(GError) error = NULL;
  g_autofree char *big = g_build_filename (fixture->work, "cancelled.csv", NULL);
  g_autoptr(GString) csv = g_string_new ("id,Type,Name,Alignment,Text\n");
  CwUndoStack *history = cw_session_get_collection_history (cw_window_get_session (window));
  gboolean undo_before = cw_undo_stack_can_undo (history);
  const char *title;
  GtkWidget *button;

  for (guint i = 1; i <= 100000; i++)
    g_string_append_printf (csv, "gone-%06u,Character,Gone %u,Good,\n", i, i);
  g_assert_true (g_file_set_contents (big, csv->str, csv->len, NULL));

  cw_window_set_set_job_progress_delay (window, 0);
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_IMPORT, NULL, "Never imported", big, &error));
  g_assert_no_error (error);
  button = wait_for_cancel_button (window);
  title = cw_window_get_toast_title (window, "set-job");
  g_assert_true (g_str_has_prefix (title, "Importing cards…"));
  /* As a click does (gtk_widget_activate would wait 250 ms to show the press). */
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpstr (cw_window_get_toast_title (window, "set-job"), ==, "Cancelling the import…");
  /* Once only. */
  g_assert_false (cw_window_cancel_set_job (window));
  wait_for_job (window);

  g_assert_cmpstr (cw_window_get_toast_title (window, "set-job"), ==, "Import cancelled: the set is unchanged");
  g_assert_error ((GError *) cw_window_get_set_job_error (window), G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (cw_catalog_find_set (fixture->catalog, "never-imported"));
  g_assert_null (cw_alert_find_shown (GTK_WINDOW (window)));
  g_assert_cmpint (cw_undo_stack_can_undo (history), ==, undo_before);
  /* Nothing runs: there is nothing to cancel. */
  g_assert_false (cw_window_cancel_set_job (window));
}

/* Counts the files in folder (0 when it does not exist). */
static guint
count_files (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* The pictures' progress toast has Cancel: the copy stops after the file being copied, and every
 * picture copied is given to its card in the saved set; none is left in the folder unnamed. */
static void
test_pictures_cancel (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) saved = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *pictures = NULL;
  g_autofree char *sets = NULL;
  g_autofree char *expected = NULL;
  GtkWidget *button;
  CwCardSet *set;
  CwImportReport *report;
  guint added, linked = 0;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  set = import_epic_set (window, "Stopped pictures");
  folder = make_picture_folder (3000);
  sets = g_path_get_dirname (cw_card_set_get_path (set));
  pictures = g_build_filename (sets, "stopped-pictures", NULL);

  cw_window_set_set_job_progress_delay (window, 0);
  g_assert_true (cw_window_start_set_job (window, CW_SET_JOB_PICTURES, cw_card_set_get_id (set), NULL, folder, &error));
  g_assert_no_error (error);
  button = wait_for_cancel_button (window);
  g_assert_true (g_str_has_prefix (cw_window_get_toast_title (window, "set-job"), "Copying pictures…"));
  /* As a click does (gtk_widget_activate would wait 250 ms to show the press). */
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpstr (cw_window_get_toast_title (window, "set-job"), ==, "Stopping the copy…");
  wait_for_job (window);

  report = cw_window_get_set_job_report (window);
  added = cw_import_report_count (report, CW_IMPORT_MATCHED);
  g_test_message ("%u pictures copied before the stop, %u strangers read", added,
                  cw_import_report_count (report, CW_IMPORT_NOT_FOUND));
  /* Stopped before the end: not every file was read. */
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOT_FOUND), <, 3000);
  expected = g_strdup_printf (added == 1 ? "Copying stopped: %u picture added to “Stopped pictures”"
                                         : "Copying stopped: %u pictures added to “Stopped pictures”", added);
  g_assert_cmpstr (cw_window_get_toast_title (window, "set-job"), ==, expected);
  /* No report to dismiss: the player stopped it. */
  g_assert_null (cw_alert_find_shown (GTK_WINDOW (window)));
  /* Every picture in the set's folder is named by its card, in the set as saved. */
  saved = cw_card_set_new_from_file (cw_session_get_game (cw_window_get_session (window)),
                                     cw_card_set_get_path (set), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < cw_card_set_get_n_cards (saved); i++)
    if (cw_card_get_image (cw_card_set_get_card (saved, i)) != NULL)
      linked++;
  g_assert_cmpuint (linked, ==, added);
  g_assert_cmpuint (count_files (pictures), ==, added);

  destroy_window (window);
  remove_folder (folder);
}

/* An import is an edit of the Collection's history: Ctrl+Z undoes it in turn with the owned
 * counts (a Library's edits keep their own history), redo puts it back, and a set changed since
 * refuses, says why and leaves the history so the edit before it is next. */
static void
test_import_undo_history (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) imported = NULL;
  g_autoptr(GBytes) now = NULL;
  g_autofree char *set_path = NULL;
  g_autofree char *library_label = NULL;
  CwSession *session;
  CwCatalog *catalog;
  CwCollection *collection;
  CwLibraryDoc *doc;
  CwCardSet *set;
  GtkWidget *alert;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  session = cw_window_get_session (window);
  catalog = cw_session_get_catalog (session);
  collection = cw_session_get_collection (session);

  /* Owned count, then the import, then an owned count; a Library edit meanwhile. */
  set = import_epic_set (window, "Ordered");
  g_assert_cmpstr (cw_window_get_toast_title (window, "set-job"), ==, "Imported 60 cards into “Ordered”");
  set_path = g_strdup (cw_card_set_get_path (set));
  imported = file_bytes (set_path);
  cw_session_set_owned (session, "epic-001", 2);
  cw_window_set_view (window, "libraries");
  doc = cw_library_page_new_library (CW_LIBRARY_PAGE (cw_window_get_library_page (window)));
  cw_library_doc_add_card (doc, cw_catalog_lookup (catalog, "epic-002"), 1);
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "epic-002"), ==, 1);
  library_label = g_strdup (cw_undo_stack_get_undo_label (cw_library_doc_get_history (doc)));
  g_assert_nonnull (library_label);

  /* In Libraries, Ctrl+Z takes back the Library's edit only. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "epic-002"), ==, 0);
  g_assert_true (cw_catalog_find_set (catalog, "ordered") == set);
  g_assert_cmpuint (cw_collection_get_owned (collection, "epic-001"), ==, 2);
  g_assert_null (cw_window_undo (window));

  /* In the Collection: the later owned count first, then the import. */
  cw_window_set_view (window, "collection");
  g_assert_cmpstr (cw_window_undo (window), ==, "Owned Snow White: 0 → 2");
  g_assert_cmpuint (cw_collection_get_owned (collection, "epic-001"), ==, 0);
  g_assert_nonnull (cw_catalog_find_set (catalog, "ordered"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpstr (cw_window_get_toast_title (window, "history"), ==, "Undone: Import into “Ordered”");
  g_assert_cmpstr (cw_window_get_toast_title (window, "set-job"), ==, "Import into “Ordered” undone");
  g_assert_null (cw_catalog_find_set (catalog, "ordered"));
  g_assert_false (g_file_test (set_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (shown_cards (window), ==, 0);
  /* The toast's Undo finds nothing more to undo. */
  g_assert_false (cw_window_undo_set_import (window, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Redo: the import comes back byte for byte, then the owned count. */
  g_assert_cmpstr (cw_window_redo (window), ==, "Import into “Ordered”");
  set = cw_catalog_find_set (catalog, "ordered");
  g_assert_nonnull (set);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 60);
  g_assert_cmpuint (shown_cards (window), ==, 60);
  now = file_bytes (set_path);
  g_assert_true (g_bytes_equal (now, imported));
  g_assert_cmpstr (cw_window_redo (window), ==, "Owned Snow White: 0 → 2");
  g_assert_cmpuint (cw_collection_get_owned (collection, "epic-001"), ==, 2);

  /* A card deleted from the set after the import: Ctrl+Z undoes the owned count, then refuses
   * the import and says why; the set keeps the player's change, and the import leaves the
   * history. */
  g_assert_true (cw_card_set_remove (set, "epic-060"));
  g_assert_true (cw_session_save_set (session, set, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (cw_window_undo (window), ==, "Owned Snow White: 0 → 2");
  g_assert_null (cw_window_undo (window));
  alert = cw_alert_find_shown (GTK_WINDOW (window));
  g_assert_nonnull (alert);
  g_assert_cmpstr (cw_alert_get_heading (alert), ==, "Nothing Was Undone");
  g_assert_cmpstr (cw_alert_get_body (alert), ==,
                   "The set “Ordered” changed after the import, so the import cannot be undone.");
  close_alerts (window);
  g_assert_true (cw_catalog_find_set (catalog, "ordered") == set);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 59);
  g_assert_true (g_file_test (set_path, G_FILE_TEST_IS_REGULAR));
  g_assert_false (cw_undo_stack_can_undo (cw_session_get_collection_history (session)));

  destroy_window (window);
}

static gboolean
is_button_with_action (GtkWidget  *widget,
                       const char *action_name)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0;
}

static gboolean
is_status_page_titled (GtkWidget  *widget,
                       const char *title)
{
  return ADW_IS_STATUS_PAGE (widget) && g_strcmp0 (adw_status_page_get_title (ADW_STATUS_PAGE (widget)), title) == 0;
}

/* The file chooser shown with that title (GTK's own dialog where no portal answers), or NULL. */
static GtkWindow *
find_file_chooser (const char *title)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* GTK's own list: not a reference */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)) &&
          g_strcmp0 (gtk_window_get_title (toplevel), title) == 0)
        return toplevel;
    }
  return NULL;
}

/* A game with no cards yet shows, in the Collection, every way to get them, each a button that
 * starts its flow: a new card, a spreadsheet into a new set of the player's, a game package. */
static void
test_no_cards_ways (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *status, *import, *install, *alert;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  cw_window_set_view (window, "collection");
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);

  status = cw_app_test_find_widget (cw_window_get_collection_page (window), is_status_page_titled, "No Cards Yet");
  g_assert_nonnull (status);
  g_assert_true (gtk_widget_get_mapped (status));
  g_assert_nonnull (cw_app_test_find_widget (status, is_button_with_action, "card.new"));
  import = cw_app_test_find_widget (status, is_button_with_action, "win.import-set-csv");
  install = cw_app_test_find_widget (status, is_button_with_action, "win.install-package");
  g_assert_nonnull (import);
  g_assert_nonnull (install);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (import)), ==, "_Import a Spreadsheet…");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (install)), ==, "Install a Game _Package…");

  /* The spreadsheet: the set chooser, offering only a new set of the player's. */
  g_signal_emit_by_name (import, "clicked");
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  alert = cw_alert_find_shown (GTK_WINDOW (window));
  g_assert_nonnull (alert);
  g_assert_cmpstr (cw_alert_get_heading (alert), ==, "Import Cards from a Spreadsheet");
  close_alerts (window);

  /* The package: its action is there and enabled (it shows GTK's own file chooser, kept to
   * app-compat-chooser's run: GTK 4.8's dialog leaks and needs GTK's settings schema). */
  g_assert_true (gtk_widget_is_sensitive (install));
  g_assert_null (find_file_chooser ("Install a Game Package"));

  destroy_window (window);
}

int
main (int    argc,
      char **argv)
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;
  g_test_add ("/app/sets/import-export-pictures", SetsFixture, "disney-storyline",
              sets_fixture_set_up, test_import_export_pictures, sets_fixture_tear_down);
  g_test_add ("/app/sets/chooser-new-existing-undo", SetsFixture, "disney-storyline",
              sets_fixture_set_up, test_chooser_new_existing_undo, sets_fixture_tear_down);
  g_test_add ("/app/sets/shipped-sets", SetsFixture, "oz-storyline",
              sets_fixture_set_up, test_shipped_sets, sets_fixture_tear_down);
  g_test_add ("/app/sets/progress", SetsFixture, "disney-storyline",
              sets_fixture_set_up, test_progress, sets_fixture_tear_down);
  g_test_add_func ("/app/sets/pictures-progress", test_pictures_progress);
  g_test_add_func ("/app/sets/pictures-close", test_pictures_close);
  g_test_add_func ("/app/sets/pictures-close-reopened", test_pictures_close_reopened);
  g_test_add_func ("/app/sets/pictures-close-failed", test_pictures_close_failed);
  g_test_add ("/app/sets/import-cancel", SetsFixture, "disney-storyline",
              sets_fixture_set_up, test_import_cancel, sets_fixture_tear_down);
  g_test_add_func ("/app/sets/pictures-cancel", test_pictures_cancel);
  g_test_add_func ("/app/sets/import-undo-history", test_import_undo_history);
  g_test_add_func ("/app/sets/no-cards-ways", test_no_cards_ways);
  return g_test_run ();
}
