/* test-package-window.c: a .cwgame opened from Files or dropped on the window shows what it holds
 * and installs only on Install; Share Game as Package writes one. */
#include <adwaita.h>
#include <string.h>
#include <glib/gstdio.h>

#include "cw-window.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-package.h"
#include "cw-app-test.h"

#define GAME "disney-storyline"

static const guchar small_png[] = {
  0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
  0, 0, 0, 2, 0, 0, 0, 3, 8, 2, 0, 0, 0, 0x9e, 0x0e, 0x7c, 0x3c,
};

static const char set_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<cardset version=\"1\" game=\"" GAME "\" id=\"epic-fan\" name=\"Epic fan set\">\n"
  "  <card id=\"ef-001\" type=\"character\" alignment=\"good\">\n"
  "    <name>Mickey</name>\n"
  "    <field id=\"cost\">2</field>\n"
  "    <image>ef-001.png</image>\n"
  "  </card>\n"
  "  <card id=\"ef-002\" type=\"object\" alignment=\"good\">\n"
  "    <name>Wand</name>\n"
  "  </card>\n"
  "</cardset>\n";

static char *
sets_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "cardwright", "games", GAME, "sets", NULL);
}

static void
put (const char *folder,
     const char *name,
     const void *data,
     gssize      length)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

/* A package of the set as its author would make it, then the set taken away: the computer of
 * someone who has not got it. */
static char *
make_package (void)
{
  g_autofree char *sets = sets_dir ();
  g_autofree char *set_file = g_build_filename (sets, "epic-fan.xml", NULL);
  g_autofree char *png = g_build_filename (sets, "ef-001.png", NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (g_get_tmp_dir (), "Epic fan sets.cwgame", NULL);
  CwPackageOptions options = {
    .name = "Epic fan sets", .release = "1.0", .author = "Ann",
    .licence_texts = "CC-BY-4.0", .licence_pictures = "CC0",
  };

  put (sets, "epic-fan.xml", set_xml, -1);
  put (sets, "ef-001.png", small_png, sizeof small_png);
  games = cw_game_load_all (NULL);
  for (guint i = 0; i < games->len && catalog == NULL; i++)
    if (strcmp (cw_game_get_id (g_ptr_array_index (games, i)), GAME) == 0)
      catalog = cw_catalog_new_for_game (g_ptr_array_index (games, i), NULL);
  g_assert_nonnull (catalog);
  g_assert_true (cw_package_write (catalog, &options, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_unlink (set_file), ==, 0);
  g_assert_cmpint (g_unlink (png), ==, 0);
  return path;
}

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
settle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
close_window (CwWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  g_assert_finalize_object (window);
}

/* The message dialog shown with this heading, or NULL. */
static AdwMessageDialog *
find_dialog (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)) &&
          g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)), heading) == 0)
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* "title | subtitle" of each row of the dialog's list of contents. */
static char *
rows_text (AdwMessageDialog *dialog)
{
  GtkWidget *list = adw_message_dialog_get_extra_child (dialog);
  GString *text = g_string_new (NULL);

  /* A long list scrolls; a short one is the list itself. */
  if (GTK_IS_SCROLLED_WINDOW (list))
    list = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (list));
  if (GTK_IS_VIEWPORT (list))
    list = gtk_viewport_get_child (GTK_VIEWPORT (list));
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (ADW_IS_ACTION_ROW (row))
      g_string_append_printf (text, "%s | %s\n", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                              adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
  return g_string_free (text, FALSE);
}

/* As a click on one of its buttons: the answer, then the dialog closes. */
static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  settle ();
}

static char *
data_listing (void)
{
  g_autofree char *root = g_build_filename (g_get_user_data_dir (), "cardwright", NULL);
  g_autofree char *games = g_build_filename (root, "games", GAME, NULL);
  g_autofree char *sets = sets_dir ();
  g_autoptr(GString) out = g_string_new (NULL);
  const char *folders[] = { root, games, sets };

  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autoptr(GDir) dir = g_dir_open (folders[i], 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_strdup (name));
      g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
      g_string_append_printf (out, "%u:", i);
      for (guint j = 0; j < names->len; j++)
        g_string_append_printf (out, " %s", (char *) g_ptr_array_index (names, j));
      g_string_append_c (out, '\n');
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static const char *
game_shown (CwWindow *window)
{
  return cw_game_get_id (cw_session_get_game (cw_window_get_session (window)));
}

static void
test_open_shows_then_installs (void)
{
  g_autofree char *path = make_package ();
  g_autofree char *sets = sets_dir ();
  g_autofree char *set_file = g_build_filename (sets, "epic-fan.xml", NULL);
  g_autofree char *rows = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwWindow *window = open_window_on_od ();
  CwOpenedKind kind = CW_OPENED_LIBRARY;
  AdwMessageDialog *dialog;
  CwCardSet *set;

  g_assert_true (cw_window_open_path (window, path, &kind, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpint (kind, ==, CW_OPENED_PACKAGE);
  dialog = find_dialog ("Install “Epic fan sets”?");
  g_assert_nonnull (dialog);
  cw_app_test_wait_for_mapped (GTK_WIDGET (dialog));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Release 1.0 by Ann, for the game “The Magical World of Disney Epic Card Game”.\n"
                   "Licence of the card texts: CC-BY-4.0\n"
                   "Licence of the pictures: CC0\n\n"
                   "Nothing is installed until you choose Install.");
  rows = rows_text (dialog);
  g_assert_cmpstr (rows, ==,
                   "Game: The Magical World of Disney Epic Card Game | Already there, unchanged\n"
                   "Set: Epic fan set | 2 cards, 1 picture — New\n"
                   "1 picture | 1 new, 0 updated, 0 unchanged\n");
  g_assert_true (adw_message_dialog_has_response (dialog, "install"));
  g_assert_false (adw_message_dialog_has_response (dialog, "install-renaming"));
  /* Shown, not installed: the window has not moved either. */
  g_assert_false (g_file_test (set_file, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (game_shown (window), ==, "od");

  respond (dialog, "install");
  g_assert_true (g_file_test (set_file, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpstr (game_shown (window), ==, GAME);
  set = cw_catalog_find_set (cw_session_get_catalog (cw_window_get_session (window)), "epic-fan");
  g_assert_nonnull (set);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 2);

  close_window (window);
}

static void
test_cancel_installs_nothing (void)
{
  g_autofree char *path = make_package ();
  g_autofree char *before = data_listing ();
  g_autofree char *after = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwWindow *window = open_window_on_od ();
  CwOpenedKind kind = CW_OPENED_LIBRARY;
  AdwMessageDialog *dialog;

  g_assert_true (cw_window_open_path (window, path, &kind, &report, &error));
  dialog = find_dialog ("Install “Epic fan sets”?");
  g_assert_nonnull (dialog);
  respond (dialog, "cancel");
  /* The unpacked copy went with the dialog. */
  after = data_listing ();
  g_assert_cmpstr (after, ==, before);
  close_window (window);
}

static void
test_clash_asks (void)
{
  g_autofree char *path = make_package ();
  g_autofree char *sets = sets_dir ();
  g_autofree char *renamed = g_build_filename (sets, "epic-fan-2.xml", NULL);
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwWindow *window = NULL;
  CwOpenedKind kind = CW_OPENED_LIBRARY;
  AdwMessageDialog *dialog;
  g_autofree char *rows = NULL;

  put (sets, "epic-fan.xml",
       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
       "<cardset version=\"1\" game=\"" GAME "\" id=\"epic-fan\" name=\"My own set\">\n"
       "  <card id=\"mo-001\" type=\"object\" alignment=\"good\"><name>Lamp</name></card>\n"
       "</cardset>\n", -1);
  window = open_window_on_od ();
  g_assert_true (cw_window_open_path (window, path, &kind, &report, &error));
  dialog = find_dialog ("Install “Epic fan sets”?");
  g_assert_nonnull (dialog);
  rows = rows_text (dialog);
  g_assert_nonnull (strstr (rows, "Set: Epic fan set | 2 cards, 1 picture. Its id “epic-fan” is already used by the "
                                  "set “My own set”: it can be installed as “epic-fan-2”\n"));
  /* Only the answer that renames is offered: the player agrees by choosing it. */
  g_assert_false (adw_message_dialog_has_response (dialog, "install"));
  g_assert_true (adw_message_dialog_has_response (dialog, "install-renaming"));
  respond (dialog, "install-renaming");
  g_assert_true (g_file_test (renamed, G_FILE_TEST_IS_REGULAR));
  g_assert_nonnull (cw_catalog_find_set (cw_session_get_catalog (cw_window_get_session (window)), "epic-fan-2"));
  close_window (window);
}

static void
test_hostile_refused (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "notes.cwgame", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwWindow *window = open_window_on_od ();
  CwOpenedKind kind = CW_OPENED_LIBRARY;

  g_assert_true (g_file_set_contents (path, "not a zip\n", -1, NULL));
  before = data_listing ();
  g_assert_false (cw_window_open_path (window, path, &kind, &report, &error));
  g_assert_cmpint (kind, ==, CW_OPENED_PACKAGE);
  expected = g_strdup_printf ("%s: not a game package (a ZIP file): Unrecognized archive format", path);
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, expected);
  after = data_listing ();
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (game_shown (window), ==, "od");
  close_window (window);
}

static void
test_drop_package (void)
{
  g_autofree char *path = make_package ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GListModel) controllers = NULL;
  CwWindow *window = open_window_on_od ();
  GtkDropTarget *target = NULL;
  AdwMessageDialog *dialog;

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
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
  g_clear_object (&controllers);
  dialog = find_dialog ("Install “Epic fan sets”?");
  g_assert_nonnull (dialog);
  respond (dialog, "cancel");
  /* It joins the Recent files, which GTK writes from an idle: wait for the file it writes. */
  {
    g_autofree char *uri = g_file_get_uri (file);
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
test_share (void)
{
  g_autofree char *path = make_package ();
  g_autofree char *sets = sets_dir ();
  g_autofree char *shared = g_build_filename (g_get_tmp_dir (), "shared.cwgame", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwPackage) package = NULL;
  CwWindow *window = NULL;
  AdwMessageDialog *dialog;
  CwPackageOptions options = { .name = "Shared", .release = "2.0", .author = "Bo" };

  /* The player has the set again, and shares the game from the window. */
  put (sets, "epic-fan.xml", set_xml, -1);
  put (sets, "ef-001.png", small_png, sizeof small_png);
  window = open_window_on_od ();
  g_assert_true (cw_window_set_game (window, GAME, &error));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.share-package", NULL));
  dialog = find_dialog ("Share Game as Package");
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "One file with the definition of “The Magical World of Disney Epic Card Game”, your 1 set of it "
                   "(2 cards) and their pictures, for other players to open.");
  g_assert_true (adw_message_dialog_has_response (dialog, "choose"));
  respond (dialog, "cancel");

  g_assert_true (cw_window_share_package (window, &options, shared, &error));
  g_assert_no_error (error);
  package = cw_package_open (shared, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_package_get_info (package)->name, ==, "Shared");
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_SET, -1), ==, 1);
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_PICTURE, -1), ==, 1);
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/package/open-shows-then-installs", test_open_shows_then_installs);
  g_test_add_func ("/app/package/cancel-installs-nothing", test_cancel_installs_nothing);
  g_test_add_func ("/app/package/clash-asks", test_clash_asks);
  g_test_add_func ("/app/package/hostile-refused", test_hostile_refused);
  g_test_add_func ("/app/package/drop", test_drop_package);
  g_test_add_func ("/app/package/share", test_share);
  return g_test_run ();
}
