/* test-open.c: files handed to the window as the file manager does: each opens where it belongs, bad ones change nothing. */
#include <adwaita.h>
#include <string.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "cw-window.h"
#include "cw-collection.h"
#include "cw-library-doc.h"
#include "cw-library-page.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-library.h"
#include "cw-match.h"
#include "cw-table-page.h"
#include "cw-app-test.h"

/* A window showing Ód, so every file of the Oz game makes it switch. */
static CwWindow *
open_window_on_od (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autoptr(GError) error = NULL;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "od", &error));
  g_assert_no_error (error);
  return window;
}

static void
close_window (CwWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (window);
}

/* Writes text to a new file in a fresh folder of the test's own temp dir. */
static char *
write_file (const char *name,
            const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "handed-over", NULL);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

static const char *
game_shown (CwWindow *window)
{
  return cw_game_get_id (cw_session_get_game (cw_window_get_session (window)));
}

static void
test_open_library (void)
{
  CwWindow *window = open_window_on_od ();
  g_autofree char *path = write_file ("Kansas friends.cwlibrary",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <name>Kansas friends</name>\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"3\"/>\n"
    "    <card id=\"ozd-003\" count=\"2\"/>\n"
    "  </section>\n"
    "</library>\n");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwOpenedKind kind = CW_OPENED_DECK;
  CwLibraryDoc *doc;

  g_assert_true (cw_window_open_path (window, path, &kind, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (kind, ==, CW_OPENED_LIBRARY);
  g_assert_null (report);
  g_assert_cmpstr (game_shown (window), ==, "oz-storyline");
  g_assert_cmpstr (cw_window_get_view (window), ==, "libraries");
  doc = cw_library_page_get_current (CW_LIBRARY_PAGE (cw_window_get_library_page (window)));
  g_assert_nonnull (doc);
  g_assert_cmpstr (cw_library_doc_get_name (doc), ==, "Kansas friends");
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-001"), ==, 3);
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-003"), ==, 2);

  close_window (window);
}

/* A Library dropped on the window opens as from Files, and joins the Recent files. */
static void
test_drop_file (void)
{
  CwWindow *window = open_window_on_od ();
  g_autofree char *path = write_file ("Dropped friends.cwlibrary",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <name>Dropped friends</name>\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"1\"/>\n"
    "  </section>\n"
    "</library>\n");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkDropTarget *target = NULL;
  CwLibraryDoc *doc;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller) &&
          g_type_is_a (GDK_TYPE_FILE_LIST, gtk_drop_target_get_gtypes (GTK_DROP_TARGET (controller), NULL)[0]))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);
  {
    GSList *list = g_slist_append (NULL, file);
    GValue value = G_VALUE_INIT;
    gboolean accepted = FALSE;

    g_value_init (&value, GDK_TYPE_FILE_LIST);
    g_value_take_boxed (&value, gdk_file_list_new_from_list (list));
    g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
    g_assert_true (accepted);
    g_value_unset (&value);
    g_slist_free (list);
  }
  g_assert_cmpstr (game_shown (window), ==, "oz-storyline");
  doc = cw_library_page_get_current (CW_LIBRARY_PAGE (cw_window_get_library_page (window)));
  g_assert_nonnull (doc);
  g_assert_cmpstr (cw_library_doc_get_name (doc), ==, "Dropped friends");
  /* GTK writes the Recent list from an idle; read the file it writes. */
  {
    g_autofree char *xbel = g_build_filename (g_get_user_data_dir (), "recently-used.xbel", NULL);
    g_autofree char *escaped = g_markup_escape_text (uri, -1);
    g_autofree char *contents = NULL;
    gint64 until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC; /* ends as soon as it happens; ASan on a busy machine is slow */

    while (g_get_monotonic_time () < until)
      {
        g_main_context_iteration (NULL, FALSE);
        g_clear_pointer (&contents, g_free);
        if (g_file_get_contents (xbel, &contents, NULL, NULL) && strstr (contents, escaped) != NULL)
          break;
        g_usleep (10000);
      }
    g_assert_nonnull (contents);
    g_assert_nonnull (strstr (contents, escaped));
  }

  close_window (window);
}

static void
test_open_cockatrice_deck (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autofree char *path = write_file ("fab.cod",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cockatrice_deck version=\"1\">\n"
    "  <deckname>Fab two</deckname>\n"
    "  <zone name=\"main\">\n"
    "    <card number=\"3\" name=\"Toto • Little Black Dog\"/>\n"
    "    <card number=\"2\" name=\"Boq\"/>\n"
    "    <card number=\"1\" name=\"Pumpkinhead\"/>\n"
    "  </zone>\n"
    "</cockatrice_deck>\n");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwOpenedKind kind = CW_OPENED_LIBRARY;
  GPtrArray *items;
  CwLibraryDoc *doc;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "oz-storyline", &error));

  g_assert_true (cw_window_open_path (window, path, &kind, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (kind, ==, CW_OPENED_DECK);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_MATCHED), ==, 2);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOT_FOUND), ==, 1);
  items = cw_import_report_get_items (report);
  for (guint i = 0; i < items->len; i++)
    {
      CwImportItem *item = g_ptr_array_index (items, i);

      if (item->status == CW_IMPORT_NOT_FOUND)
        {
          g_assert_cmpuint (item->line, ==, 7);
          g_assert_cmpstr (item->text, ==, "Pumpkinhead");
        }
    }
  g_assert_cmpstr (cw_window_get_view (window), ==, "libraries");
  doc = cw_library_page_get_current (CW_LIBRARY_PAGE (cw_window_get_library_page (window)));
  g_assert_cmpstr (cw_library_doc_get_name (doc), ==, "Fab two");
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-003"), ==, 3);
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-026"), ==, 2);

  close_window (window);
}

static void
test_open_collection (void)
{
  CwWindow *window = open_window_on_od ();
  g_autofree char *path = write_file ("friend.cwcollection",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<collection version=\"1\" game=\"oz-storyline\">\n"
    "  <card id=\"ozd-001\" owned=\"4\"/>\n"
    "  <card id=\"ozd-002\" owned=\"1\"/>\n"
    "  <card id=\"ozd-999\" owned=\"2\"/>\n"
    "</collection>\n");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwOpenedKind kind = CW_OPENED_LIBRARY;
  CwSession *session;
  CwCollection *collection;
  guint before_001, before_002;

  g_assert_true (cw_window_set_game (window, "oz-storyline", &error));
  session = cw_window_get_session (window);
  collection = cw_session_get_collection (session);
  cw_collection_set_owned (collection, "ozd-002", 3);
  before_001 = cw_collection_get_owned (collection, "ozd-001");
  before_002 = cw_collection_get_owned (collection, "ozd-002");
  g_assert_cmpuint (before_002, ==, 3);
  g_assert_true (cw_window_set_game (window, "od", &error));

  g_assert_true (cw_window_open_path (window, path, &kind, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (kind, ==, CW_OPENED_COLLECTION);
  g_assert_cmpstr (game_shown (window), ==, "oz-storyline");
  g_assert_cmpstr (cw_window_get_view (window), ==, "collection");
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_MATCHED), ==, 2);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOT_FOUND), ==, 1);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-001"), ==, 4);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-002"), ==, 1);

  /* One undo puts every count back. */
  g_assert_cmpstr (cw_window_undo (window), ==, "Import friend.cwcollection");
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-001"), ==, before_001);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-002"), ==, 3);

  close_window (window);
}

#define HOUSE_SET \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<cardset version=\"1\" game=\"od\" id=\"house\" name=\"House rules\">\n" \
  "  <card id=\"house-1\" type=\"dwarf\" alignment=\"red\">\n" \
  "    <name>Old Miner</name>\n" \
  "    <field id=\"rank\">A</field>\n" \
  "    <field id=\"suit\">Hearts</field>\n" \
  "    <field id=\"value\">3</field>\n" \
  "    <field id=\"rank_order\">14</field>\n" \
  "    <text>Our own dwarf.</text>\n" \
  "  </card>\n" \
  "</cardset>\n"

static void
test_open_card_set (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autofree char *path = write_file ("house.cwcards", HOUSE_SET);
  g_autofree char *other = write_file ("other-house.cwcards",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cardset version=\"1\" game=\"od\" id=\"house\" name=\"Another house\">\n"
    "</cardset>\n");
  g_autofree char *copied = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "od", "sets",
                                              "house.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  CwOpenedKind kind = CW_OPENED_LIBRARY;
  CwCatalog *catalog;
  guint n_cards;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_true (cw_window_set_game (window, "oz-storyline", &error));

  {
    g_autoptr(CwImportReport) report = NULL;

    g_assert_true (cw_window_open_path (window, path, &kind, &report, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (kind, ==, CW_OPENED_CARD_SET);
  g_assert_cmpstr (game_shown (window), ==, "od");
  catalog = cw_session_get_catalog (cw_window_get_session (window));
  g_assert_nonnull (cw_catalog_lookup (catalog, "house-1"));
  g_assert_false (cw_card_set_is_read_only (cw_catalog_find_set (catalog, "house")));
  g_assert_true (g_file_get_contents (copied, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, HOUSE_SET);
  n_cards = cw_catalog_get_n_cards (catalog);

  /* The same file handed over again only shows the set. */
  {
    g_autoptr(CwImportReport) report = NULL;

    g_assert_true (cw_window_open_path (window, path, &kind, &report, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, n_cards);
  }

  /* Another set under the same id is refused, and the player's set stays as it was. */
  {
    g_autoptr(CwImportReport) report = NULL;
    g_autofree char *expected = g_strdup_printf ("%s: this game already has a card set with the id “house” "
                                                 "(“House rules”); nothing was added", other);
    g_autofree char *after = NULL;

    g_assert_false (cw_window_open_path (window, other, &kind, &report, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
    g_assert_cmpstr (error->message, ==, expected);
    g_assert_true (g_file_get_contents (copied, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, HOUSE_SET);
    g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, n_cards);
    g_clear_error (&error);
  }

  close_window (window);
}

/* A shared set cannot write outside the player's sets folder, nor copy what a link points at. */
static void
test_open_card_set_escapes (void)
{
  CwWindow *window = open_window_on_od ();
  g_autofree char *escaping = write_file ("escaping.cwcards",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cardset version=\"1\" game=\"od\" id=\"../../../../../escaped\">\n"
    "</cardset>\n");
  g_autofree char *linked = write_file ("linked.cwcards",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cardset version=\"1\" game=\"od\" id=\"linked\">\n"
    "  <card id=\"linked-1\" type=\"dwarf\" alignment=\"red\">\n"
    "    <name>Stolen</name>\n"
    "    <image>secret.png</image>\n"
    "  </card>\n"
    "</cardset>\n");
  g_autofree char *secret = write_file ("outside-secret", "not for sharing");
  g_autofree char *folder = g_path_get_dirname (linked);
  g_autofree char *link = g_build_filename (folder, "secret.png", NULL);
  g_autofree char *sets = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "od", "sets", NULL);
  g_autofree char *escaped = g_build_filename (g_get_user_data_dir (), "escaped.xml", NULL);
  g_autofree char *copied = g_build_filename (sets, "secret.png", NULL);
  g_autoptr(GError) error = NULL;
  CwOpenedKind kind = CW_OPENED_LIBRARY;

  {
    g_autoptr(CwImportReport) report = NULL;
    g_autofree char *expected = g_strdup_printf (
      "%s:2: the set id “../../../../../escaped” is not allowed: an id is 1 to 64 letters, digits, "
      "“-”, “_” or “.”, not starting with “.”", escaping);

    g_assert_false (cw_window_open_path (window, escaping, &kind, &report, &error));
    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, expected);
    g_assert_false (g_file_test (escaped, G_FILE_TEST_EXISTS));
    g_clear_error (&error);
  }
  {
    g_autoptr(CwImportReport) report = NULL;
    g_autofree char *expected = g_strdup_printf (
      "%s: card “linked-1”: its picture was not added: %s: is a link; Cardwright only opens files "
      "that are really in the folder", linked, link);

    /* The folder is the shared temporary folder: a link from an earlier run may be there. */
    g_unlink (link);
    g_assert_cmpint (symlink (secret, link), ==, 0);
    g_assert_false (cw_window_open_path (window, linked, &kind, &report, &error));
    g_assert_error (error, CW_ERROR, CW_ERROR_IO);
    g_assert_cmpstr (error->message, ==, expected);
    g_assert_false (g_file_test (copied, G_FILE_TEST_EXISTS));
    g_assert_null (cw_catalog_find_set (cw_session_get_catalog (cw_window_get_session (window)), "linked"));
    g_clear_error (&error);
  }

  close_window (window);
}

static void
test_open_match (void)
{
  CwWindow *window = open_window_on_od ();
  g_autofree char *kept = g_build_filename (g_get_tmp_dir (), "tuesday.cwmatch", NULL);
  g_autofree char *matches = g_build_filename (g_get_user_data_dir (), "cardwright", "matches", NULL);
  g_autofree char *autosave = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  CwOpenedKind kind = CW_OPENED_LIBRARY;
  CwTablePage *table;
  const char *name;
  guint n_kept = 0;

  /* Tuesday's match: one card drawn, saved aside as a player would keep it. */
  g_assert_true (cw_window_set_game (window, "oz-storyline", &error));
  table = CW_TABLE_PAGE (cw_window_get_table_page (window));
  g_assert_true (cw_table_page_start_match (table, 7, &error));
  g_assert_true (cw_match_draw (CW_MATCH (cw_table_page_get_engine (table)), &error));
  g_assert_no_error (error);
  autosave = cw_table_page_dup_autosave_path (table);
  {
    g_autofree char *contents = NULL;

    g_assert_true (g_file_get_contents (autosave, &contents, NULL, &error));
    g_assert_true (g_file_set_contents (kept, contents, -1, &error));
  }
  /* Today's match, just started, is on the table when Tuesday's is opened. */
  g_assert_true (g_remove (autosave) == 0);
  g_assert_true (cw_table_page_start_match (table, 8, &error));
  g_assert_cmpuint (cw_match_get_n_actions (CW_MATCH (cw_table_page_get_engine (table))), ==, 0);
  g_assert_true (cw_window_set_game (window, "od", &error));

  {
    g_autoptr(CwImportReport) report = NULL;

    g_assert_true (cw_window_open_path (window, kept, &kind, &report, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (kind, ==, CW_OPENED_MATCH);
  g_assert_cmpstr (game_shown (window), ==, "oz-storyline");
  g_assert_cmpstr (cw_window_get_view (window), ==, "table");
  g_assert_cmpuint (cw_match_get_n_actions (CW_MATCH (cw_table_page_get_engine (table))), ==, 1);
  g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));

  /* Today's match was kept beside it, under our own extension. */
  dir = g_dir_open (matches, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "oz-storyline-left-") && g_str_has_suffix (name, ".cwmatch"))
      n_kept++;
  g_assert_cmpuint (n_kept, ==, 1);

  close_window (window);
}

static void
test_open_bad_files (void)
{
  CwWindow *window = open_window_on_od ();
  g_autofree char *html = write_file ("page.cwlibrary", "<?xml version=\"1.0\"?>\n<html><body/></html>\n");
  g_autofree char *broken = write_file ("broken.cwlibrary",
                                        "<?xml version=\"1.0\"?>\n<library version=\"1\" game=\"oz-storyline\">\n"
                                        "  <name>Half</name>\n  <section id=\"library\">\n</library>\n");
  g_autofree char *unknown_game = write_file ("chess.cwlibrary",
                                              "<?xml version=\"1.0\"?>\n<library version=\"1\" game=\"chess\"/>\n");
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  CwOpenedKind kind;

  {
    g_autoptr(CwImportReport) report = NULL;

    g_assert_false (cw_window_open_path (window, html, &kind, &report, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
    expected = g_strdup_printf ("%s is not a file Cardwright opens: its root element is <html>, not <library>, "
                                "<collection>, <cardset>, <match> or a Cockatrice or OCTGN deck", html);
    g_assert_cmpstr (error->message, ==, expected);
    g_clear_error (&error);
    g_clear_pointer (&expected, g_free);
  }
  {
    g_autoptr(CwImportReport) report = NULL;

    g_assert_false (cw_window_open_path (window, broken, &kind, &report, &error));
    g_assert_nonnull (error);
    /* The line the parser stopped at: the closing </library> that does not match <section>. */
    expected = g_strdup_printf ("%s:5:", broken);
    g_assert_true (g_str_has_prefix (error->message, expected));
    g_clear_error (&error);
    g_clear_pointer (&expected, g_free);
  }
  {
    g_autoptr(CwImportReport) report = NULL;

    g_assert_false (cw_window_open_path (window, unknown_game, &kind, &report, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
    expected = g_strdup_printf ("%s is for the game “chess”: No game with the id “chess” is installed.", unknown_game);
    g_assert_cmpstr (error->message, ==, expected);
    g_clear_error (&error);
  }
  /* Nothing moved: still Ód, on the view it was. */
  g_assert_cmpstr (game_shown (window), ==, "od");

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/open/library", test_open_library);
  g_test_add_func ("/app/open/drop-file", test_drop_file);
  g_test_add_func ("/app/open/cockatrice-deck", test_open_cockatrice_deck);
  g_test_add_func ("/app/open/collection", test_open_collection);
  g_test_add_func ("/app/open/card-set", test_open_card_set);
  g_test_add_func ("/app/open/card-set/escapes", test_open_card_set_escapes);
  g_test_add_func ("/app/open/match", test_open_match);
  g_test_add_func ("/app/open/bad-files", test_open_bad_files);

  return g_test_run ();
}
