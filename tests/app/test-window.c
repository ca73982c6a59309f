/* test-window.c: the main window on the shipped oz-storyline demo data: search, Libraries, undo, finalization. */
#include <adwaita.h>
#include <errno.h>
#include <signal.h>
#include <sys/resource.h>
#include <glib/gstdio.h>

#include "cw-window.h"
#include "cw-compat.h"
#include "cw-collection-page.h"
#include "cw-library-page.h"
#include "cw-library-sections.h"
#include "cw-library-panels.h"
#include "cw-library-doc.h"
#include "cw-card-editor.h"
#include "cw-card-detail.h"
#include "cw-card.h"
#include "cw-card-filter.h"
#include "cw-card-tile.h"
#include "cw-card-rows.h"
#include "cw-text-cell.h"
#include "cw-owned-spin.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-import-report.h"
#include "cw-app-test.h"

/* The shipped demo set, data/games/oz-storyline/sets/oz-demo.xml. */
#define DEMO_CARDS           115
#define DEMO_CHARACTERS       41
#define DEMO_PRIME_VIT3        8   /* kw:prime vit>=3 */
#define DEMO_EVIL_CHARACTERS   9
#define DEMO_EVIL_PRIME        2   /* the Wicked Witch of the West and the Nome King */

/* The memory settings backend lives as long as the test program: each test starts from the defaults. */
static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.cardwright.Cardwright");
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

static CwWindow *
reopen_window (void)
{
  CwWindow *window = cw_window_new (NULL);

  g_object_ref (window);   /* ours, handed to g_assert_finalize_object at the end */
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  return window;
}

static CwWindow *
open_window (void)
{
  reset_settings ();
  return reopen_window ();
}

static void
close_window (CwWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (window);
}

/* Every shown label's text under widget, one a line. */
static void
collect_mapped_labels (GtkWidget *widget,
                       GString   *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_mapped_labels (child, texts);
}

/* Shown images with this icon and style class on the Library's card rows. */
static guint
count_problem_signs (GtkWidget  *widget,
                     const char *icon,
                     const char *css_class)
{
  guint n = 0;

  if (GTK_IS_IMAGE (widget) && gtk_widget_get_visible (widget) &&
      gtk_widget_get_ancestor (widget, CW_TYPE_LIBRARY_SECTIONS) != NULL &&
      g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), icon) == 0 &&
      gtk_widget_has_css_class (widget, css_class))
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_problem_signs (child, icon, css_class);
  return n;
}

static CwCard *
demo_card (CwWindow   *window,
           const char *card_id)
{
  CwCard *card = cw_catalog_lookup (cw_session_get_catalog (cw_window_get_session (window)), card_id);

  g_assert_nonnull (card);
  return card;
}

static void
test_opens_on_demo (void)
{
  CwWindow *window = open_window ();
  CwSession *session = cw_window_get_session (window);
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));

  g_assert_nonnull (session);
  g_assert_cmpstr (cw_game_get_id (cw_session_get_game (session)), ==, "oz-storyline");
  g_assert_cmpstr (cw_window_get_view (window), ==, "collection");
  g_assert_cmpuint (g_list_model_get_n_items (cw_collection_page_get_results (page)), ==, DEMO_CARDS);
  g_assert_null (cw_collection_page_get_query_error (page));

  close_window (window);
}

static void
test_search_filters (void)
{
  CwWindow *window = open_window ();
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));
  GListModel *results = cw_collection_page_get_results (page);

  cw_collection_page_set_search_text (page, "kw:prime vit>=3");
  g_assert_null (cw_collection_page_get_query_error (page));
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, DEMO_PRIME_VIT3);

  cw_collection_page_set_search_text (page, "type:character");
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, DEMO_CHARACTERS);

  cw_collection_page_set_search_text (page, "align:evil type:character");
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, DEMO_EVIL_CHARACTERS);

  /* A query that does not parse says why and leaves the last good results on screen. */
  cw_collection_page_set_search_text (page, "cost<=");
  g_assert_nonnull (cw_collection_page_get_query_error (page));
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, DEMO_EVIL_CHARACTERS);

  cw_collection_page_set_search_text (page, "");
  g_assert_null (cw_collection_page_get_query_error (page));
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, DEMO_CARDS);

  /* The sidebar's chips filter too, and combine with the search. */
  cw_collection_page_set_chip (page, CW_CHIP_TYPE, "character", TRUE);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, DEMO_CHARACTERS);
  cw_collection_page_set_chip (page, CW_CHIP_ALIGNMENT, "evil", TRUE);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, DEMO_EVIL_CHARACTERS);
  cw_collection_page_set_search_text (page, "kw:prime vit>=3");
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, DEMO_EVIL_PRIME);

  close_window (window);
}

static void
test_owned_count_undo (void)
{
  CwWindow *window = open_window ();
  CwSession *session = cw_window_get_session (window);
  CwCollection *collection = cw_session_get_collection (session);
  g_autofree char *contents = NULL;

  cw_session_set_owned (session, "ozd-001", 2);
  cw_session_set_owned (session, "ozd-001", 3);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-001"), ==, 3);

  g_assert_nonnull (cw_window_undo (window));
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-001"), ==, 2);
  g_assert_nonnull (cw_window_redo (window));
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-001"), ==, 3);

  /* The − / + of a card in the grid go through the same history. */
  {
    GtkWidget *spin = g_object_ref_sink (cw_owned_spin_new ());

    cw_owned_spin_set_session (CW_OWNED_SPIN (spin), session);
    cw_owned_spin_set_card (CW_OWNED_SPIN (spin), demo_card (window, "ozd-001"));
    g_assert_cmpuint (cw_owned_spin_get_count (CW_OWNED_SPIN (spin)), ==, 3);
    cw_owned_spin_step (CW_OWNED_SPIN (spin), 1);
    g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-001"), ==, 4);
    g_assert_nonnull (cw_window_undo (window));
    g_assert_cmpuint (cw_owned_spin_get_count (CW_OWNED_SPIN (spin)), ==, 3);
    cw_owned_spin_set_card (CW_OWNED_SPIN (spin), demo_card (window, "ozd-099"));
    g_assert_cmpuint (cw_owned_spin_get_count (CW_OWNED_SPIN (spin)), ==, 0);
    cw_owned_spin_step (CW_OWNED_SPIN (spin), -1);
    g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-099"), ==, 0);
    g_assert_finalize_object (spin);
  }

  /* + on the keyboard, on the selected card. */
  {
    CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));

    cw_collection_page_select_card (page, demo_card (window, "ozd-002"));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "card.owned-step", "i", 1));
    g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-002"), ==, 1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "card.owned-step", "i", -1));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "card.owned-step", "i", -1));
    g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-002"), ==, 0);
  }

  /* Saved on its own into the user's data folder (isolated by the test). */
  cw_window_flush (window);
  g_assert_true (g_file_get_contents (cw_session_get_collection_path (session), &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "id=\"ozd-001\""));
  g_assert_nonnull (strstr (contents, "owned=\"3\""));

  close_window (window);
}

/* Forty undos leave one toast, the last: none waits its turn behind the others. */
static void
test_undo_toasts (void)
{
  CwWindow *window = open_window ();
  CwSession *session = cw_window_get_session (window);

  for (guint i = 1; i <= 40; i++)
    cw_session_set_owned (session, "ozd-001", i);
  g_assert_cmpuint (cw_window_get_n_toasts (window), ==, 0);
  for (guint i = 0; i < 40; i++)
    {
      g_assert_nonnull (cw_window_undo (window));
      g_assert_cmpuint (cw_window_get_n_toasts (window), ==, 1);
    }
  g_assert_cmpuint (cw_collection_get_owned (cw_session_get_collection (session), "ozd-001"), ==, 0);

  /* Another kind of message stands beside it, once. */
  cw_window_toast (window, "Saved");
  cw_window_toast (window, "Saved again");
  g_assert_cmpuint (cw_window_get_n_toasts (window), ==, 2);
  g_assert_nonnull (cw_window_redo (window));
  g_assert_cmpuint (cw_window_get_n_toasts (window), ==, 2);

  close_window (window);
}

/* Ctrl+W closes the Library shown, then the window, as in every GNOME app. */
/* Runs the main loop for ms milliseconds, so toasts come on screen and animate. */
static void
run_main_loop_for (int ms)
{
  gint64 until = g_get_monotonic_time () + ms * (gint64) 1000;

  while (g_get_monotonic_time () < until)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* Two kinds of toast, one shown and one waiting, each given a new message in one main-loop
 * turn. Dismissing the shown one brings the waiting one on screen, and dismissing that one in
 * its first frames crashed libadwaita 1.2.2: each kind's toast now says its new message in
 * place, and nothing is dismissed. */
static void
test_toasts_replaced_in_place (void)
{
  CwWindow *window = open_window ();
  AdwToast *first;

  first = cw_window_toast_full (window, "undo", "Undid 1", NULL, NULL, 5);
  cw_window_toast (window, "Saved");
  run_main_loop_for (500);
  g_assert_true (cw_window_toast_full (window, "undo", "Undid 2", "_Redo", "win.redo", 5) == first);
  cw_window_toast (window, "Saved again");
  run_main_loop_for (500);
  g_assert_cmpuint (cw_window_get_n_toasts (window), ==, 2);
  g_assert_cmpstr (cw_window_get_toast_title (window, "undo"), ==, "Undid 2");
  g_assert_cmpstr (adw_toast_get_button_label (first), ==, "_Redo");
  g_assert_cmpstr (cw_window_get_toast_title (window, NULL), ==, "Saved again");
  /* Without a button now, the same toast drops it. */
  cw_window_toast_full (window, "undo", "Undid 3", NULL, NULL, 5);
  g_assert_null (adw_toast_get_button_label (first));

  /* The toast on screen starts its time again with each new message: 2 s, a new message after
   * 1.5 s, still there at 2.5 s; gone in the end. */
  {
    AdwToast *shown;
    gint64 until;

    close_window (window);
    window = open_window ();
    shown = cw_window_toast_full (window, "undo", "Undid 4", NULL, NULL, 2);
    run_main_loop_for (1500);
    g_assert_true (cw_window_toast_full (window, "undo", "Undid 5", NULL, NULL, 2) == shown);
    run_main_loop_for (1000);
    g_assert_cmpstr (cw_window_get_toast_title (window, "undo"), ==, "Undid 5");
    until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
    while (cw_window_get_n_toasts (window) > 0 && g_get_monotonic_time () < until)
      run_main_loop_for (100);
    g_assert_cmpuint (cw_window_get_n_toasts (window), ==, 0);
  }
  close_window (window);
}

static void
test_close_shortcut (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));

  cw_window_set_view (window, "libraries");
  cw_library_page_new_library (page);
  g_assert_nonnull (cw_library_page_get_current (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.close", NULL));
  g_assert_null (cw_library_page_get_current (page));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.close", NULL));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));

  close_window (window);
}

/* The first widget of the Libraries view, depth first, of the type and (for a status page or a
 * button) with this title or label. */
static GtkWidget *
find_in_library_page (CwWindow   *window,
                      GType       type,
                      const char *title_or_label)
{
  GtkWidget *page = cw_window_get_library_page (window);

  for (GtkWidget *w = gtk_widget_get_first_child (page); w != NULL; )
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) &&
          (title_or_label == NULL ||
           (ADW_IS_STATUS_PAGE (w) && g_strcmp0 (adw_status_page_get_title (ADW_STATUS_PAGE (w)), title_or_label) == 0) ||
           (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (w)), title_or_label) == 0)))
        return w;
      /* Depth first through the page's widgets. */
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != page && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = (w == NULL || w == page) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  return NULL;
}

/* Whether the widget and its parents up to the view's leaflet are visible (the test window is
 * never shown, so gtk_widget_is_visible() cannot say). */
static gboolean
shown_in_leaflet (GtkWidget *widget)
{
  for (GtkWidget *w = widget; w != NULL && !CW_IS_LEAFLET (w); w = gtk_widget_get_parent (w))
    if (!gtk_widget_get_visible (w))
      return FALSE;
  return TRUE;
}

static const char *
none_open_description (CwWindow *window)
{
  GtkWidget *page = cw_window_get_library_page (window);

  for (GtkWidget *w = gtk_widget_get_first_child (page); w != NULL; )
    {
      if (ADW_IS_STATUS_PAGE (w) &&
          g_strcmp0 (adw_status_page_get_title (ADW_STATUS_PAGE (w)), "No Library Open") == 0)
        return adw_status_page_get_description (ADW_STATUS_PAGE (w));
      /* Depth first through the page's widgets. */
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != page && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = (w == NULL || w == page) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  return NULL;
}

/* With no Library open, the page speaks of demo Libraries only where the game ships some. */
static void
test_no_library_open_text (void)
{
  CwWindow *window = open_window ();
  g_autoptr (GError) error = NULL;

  cw_window_set_view (window, "libraries");
  g_assert_cmpstr (none_open_description (window), ==,
                   "Start a new Library, or open one of the demo Libraries in the list. "
                   "Cards dropped here start a new Library.");
  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (none_open_description (window), ==,
                   "Start a new Library, or open a Library file (Ctrl+O). "
                   "Cards dropped here start a new Library.");
  close_window (window);
}

/* A game whose box is played whole (the draft) says what it is about and leads to the Table,
 * without the cards to add; a game with decks is back to the deck builder. */
static void
test_no_deck_game (void)
{
  CwWindow *window = open_window ();
  g_autoptr (GError) error = NULL;
  GtkWidget *status, *table_button, *new_button, *browser_search;

  /* The cards to add, beside a Library being built. */
  cw_window_set_view (window, "libraries");
  browser_search = find_in_library_page (window, GTK_TYPE_SEARCH_ENTRY, NULL);
  g_assert_nonnull (browser_search);
  g_assert_true (shown_in_leaflet (browser_search));

  g_assert_true (cw_window_set_game (window, "oz-draft", &error));
  g_assert_no_error (error);
  g_assert_null (find_in_library_page (window, ADW_TYPE_STATUS_PAGE, "No Library Open"));
  status = find_in_library_page (window, ADW_TYPE_STATUS_PAGE, "Oz (drafting game)");
  g_assert_nonnull (status);
  g_assert_true (g_str_has_prefix (adw_status_page_get_description (ADW_STATUS_PAGE (status)),
                                   "Each round the first player lays out columns of two Character cards"));
  g_assert_true (g_str_has_suffix (adw_status_page_get_description (ADW_STATUS_PAGE (status)),
                                   "\n\nNobody builds a deck: the whole box is played. "
                                   "The Library in the list shows everything in it."));
  table_button = find_in_library_page (window, GTK_TYPE_BUTTON, "Go to the _Table");
  new_button = find_in_library_page (window, GTK_TYPE_BUTTON, "_New Library");
  g_assert_true (gtk_widget_get_visible (table_button));
  g_assert_false (gtk_widget_get_visible (new_button));
  g_assert_false (shown_in_leaflet (browser_search));
  g_signal_emit_by_name (table_button, "clicked");
  g_assert_cmpstr (cw_window_get_view (window), ==, "table");

  cw_window_set_view (window, "libraries");
  g_assert_true (cw_window_set_game (window, "oz-storyline", &error));
  g_assert_no_error (error);
  g_assert_nonnull (find_in_library_page (window, ADW_TYPE_STATUS_PAGE, "No Library Open"));
  g_assert_false (gtk_widget_get_visible (table_button));
  g_assert_true (gtk_widget_get_visible (new_button));
  g_assert_true (shown_in_leaflet (browser_search));
  close_window (window);
}

/* A save that fails keeps what the user made: the disk refuses the write (a file size limit
 * the process cannot pass, as a full disk does), the window says so naming the file, the
 * Library keeps its edits and stays unsaved, the file on disk is the one saved before and no
 * temporary is left; once the disk takes it again, the same edits save. */
static void
test_library_save_fails_keeps_edits (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  g_autofree char *demo = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", "oz-storyline",
                                            "libraries", "the-fab-four.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected_body = NULL;
  g_autoptr(GDir) dir = NULL;
  struct rlimit saved_limit, small_limit;
  void (*saved_handler) (int);
  GtkWidget *alert;
  CwLibraryDoc *doc;
  guint total;
  const char *name;

  doc = cw_library_page_open_file (page, demo, &error);
  g_assert_no_error (error);
  cw_library_page_add_card (page, demo_card (window, "ozd-026"));
  g_assert_true (cw_library_page_save (page, &error));
  g_assert_no_error (error);
  path = g_strdup (cw_library_doc_get_path (doc));
  folder = g_path_get_dirname (path);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  cw_library_page_add_card (page, demo_card (window, "ozd-026"));
  total = cw_library_get_total (cw_library_doc_get_library (doc), NULL);
  g_assert_true (cw_library_doc_is_modified (doc));

  /* Writes past 16 bytes fail with EFBIG instead of killing the process. */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  saved_handler = signal (SIGXFSZ, SIG_IGN);
  small_limit = saved_limit;
  small_limit.rlim_cur = 16;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small_limit), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "library.save", NULL));
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  signal (SIGXFSZ, saved_handler);

  alert = cw_alert_find_shown (GTK_WINDOW (window));
  g_assert_nonnull (alert);
  g_assert_cmpstr (cw_alert_get_heading (alert), ==, "The Library Could Not Be Saved");
  expected_body = g_strdup_printf ("%s: could not be written: %s", path, g_strerror (EFBIG));
  g_assert_cmpstr (cw_alert_get_body (alert), ==, expected_body);
  cw_alert_response (alert, "close");
  g_assert_true (cw_library_page_get_current (page) == doc);
  g_assert_true (cw_library_doc_is_modified (doc));
  g_assert_cmpuint (cw_library_get_total (cw_library_doc_get_library (doc), NULL), ==, total);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  dir = g_dir_open (folder, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_assert_true (g_str_has_suffix (name, ".cwlibrary") || g_str_has_suffix (name, ".xml"));

  g_assert_true (cw_library_page_save (page, &error));
  g_assert_no_error (error);
  g_assert_false (cw_library_doc_is_modified (doc));
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, !=, before);
  close_window (window);
}

/* Deleting asks nothing: the file goes to the trash, and Undo brings back file and Library. */
static void
test_delete_library_to_trash (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  g_autofree char *demo = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", "oz-storyline",
                                            "libraries", "the-fab-four.xml", NULL);
  g_autofree char *trash = g_build_filename (g_get_user_data_dir (), "Trash", "files", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  CwLibraryDoc *doc;

  /* GIO finds the trash from the home folder, which the isolated test dirs only name. */
  g_assert_cmpint (g_mkdir_with_parents (g_get_home_dir (), 0700), ==, 0);
  doc = cw_library_page_open_file (page, demo, &error);
  g_assert_no_error (error);
  cw_library_page_add_card (page, demo_card (window, "ozd-026"));
  g_assert_true (cw_library_page_save (page, &error));
  g_assert_no_error (error);
  path = g_strdup (cw_library_doc_get_path (doc));
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  /* An edit not saved yet comes back unsaved. */
  cw_library_page_add_card (page, demo_card (window, "ozd-026"));
  g_assert_true (cw_library_doc_is_modified (doc));

  cw_library_page_delete (page);
  g_assert_true (cw_library_page_get_current (page) != doc);
  g_assert_null (cw_session_find_open_library (cw_window_get_session (window), path));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  {
    g_autofree char *name = g_path_get_basename (path);
    g_autofree char *in_trash = g_build_filename (trash, name, NULL);

    g_assert_true (g_file_test (in_trash, G_FILE_TEST_IS_REGULAR));
  }

  /* The toast's Undo button runs this action. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "library.undo-delete", NULL));
  g_assert_true (cw_library_page_get_current (page) == doc);
  g_assert_true (cw_library_doc_is_modified (doc));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  /* Nothing left to undo. */
  g_assert_false (cw_library_page_undo_delete (page));

  /* A Library never saved is closed, and comes back the same way. */
  doc = cw_library_page_new_library (page);
  cw_library_page_delete (page);
  g_assert_true (cw_library_page_get_current (page) != doc);
  g_assert_true (cw_library_page_undo_delete (page));
  g_assert_true (cw_library_page_get_current (page) == doc);

  cw_library_page_delete (page);
  close_window (window);
}

/* The alert shown over the window with that heading, or NULL (cw-compat: a window of its own
 * on libadwaita 1.2, a dialog inside the window from 1.5). */
static GtkWidget *
find_dialog (CwWindow   *window,
             const char *heading)
{
  GtkWidget *alert = cw_alert_find_shown (GTK_WINDOW (window));

  return alert != NULL && g_strcmp0 (cw_alert_get_heading (alert), heading) == 0 ? alert : NULL;
}

/* A card added with no Library open asks where it goes once the player has Libraries; a new
 * Library gets a name no saved one has; its first save asks for its name. */
static void
test_add_with_no_library_open (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  GtkWidget *dialog;
  CwLibraryDoc *doc;
  g_autofree char *path = NULL;

  /* No Library saved yet: the card starts one, named so. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-library", "s", "ozd-010"));
  doc = cw_library_page_get_current (page);
  g_assert_cmpstr (cw_library_doc_get_name (doc), ==, "New Library");

  /* Ctrl+S on it asks for its name first. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "library.save", NULL));
  dialog = find_dialog (window, "Save the New Library");
  g_assert_nonnull (dialog);
  g_assert_null (cw_library_doc_get_path (doc));
  gtk_editable_set_text (GTK_EDITABLE (cw_alert_get_extra_child (dialog)), "  ");
  g_assert_false (cw_alert_get_response_enabled (dialog, "save"));
  gtk_editable_set_text (GTK_EDITABLE (cw_alert_get_extra_child (dialog)), "Emerald Guard");
  g_assert_true (cw_alert_get_response_enabled (dialog, "save"));
  /* A response closes the dialog: nothing to destroy. */
  cw_alert_response (dialog, "save");
  g_assert_cmpstr (cw_library_doc_get_name (doc), ==, "Emerald Guard");
  g_assert_nonnull (cw_library_doc_get_path (doc));
  path = g_strdup (cw_library_doc_get_path (doc));
  g_assert_true (g_str_has_suffix (path, "emerald-guard.cwlibrary") || g_str_has_suffix (path, "Emerald Guard.cwlibrary"));

  /* Closed, the next card asks which Library: the saved one, chosen here. */
  cw_library_page_close (page);
  g_assert_null (cw_library_page_get_current (page));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-library", "s", "ozd-011"));
  g_assert_null (cw_library_page_get_current (page));
  dialog = find_dialog (window, "Add to Which Library?");
  g_assert_nonnull (dialog);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (cw_alert_get_extra_child (dialog)), 0);
  cw_alert_response (dialog, "add");
  doc = cw_library_page_get_current (page);
  g_assert_nonnull (doc);
  g_assert_cmpstr (cw_library_doc_get_path (doc), ==, path);
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-011"), ==, 1);
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-010"), ==, 1);

  /* A new Library beside a saved "New Library" is not called the same. */
  cw_library_doc_set_name (doc, "New Library");
  g_assert_true (cw_library_page_save (page, NULL));
  cw_library_page_close (page);
  doc = cw_library_page_new_library (page);
  g_assert_cmpstr (cw_library_doc_get_name (doc), ==, "New Library 2");

  cw_library_page_delete (page);
  close_window (window);
}

static void
test_library_add_undo (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  CwLibraryDoc *doc;
  CwLibrary *library;

  cw_window_set_view (window, "libraries");
  doc = cw_library_page_new_library (page);
  library = cw_library_doc_get_library (doc);

  cw_library_page_add_card (page, demo_card (window, "ozd-001"));
  cw_library_page_add_card (page, demo_card (window, "ozd-001"));
  g_assert_cmpuint (cw_library_get_count (library, "ozd-001"), ==, 2);
  g_assert_true (cw_library_doc_is_modified (doc));

  /* Ctrl+Z's action, as the keyboard shortcut runs it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (cw_library_get_count (library, "ozd-001"), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (cw_library_get_count (library, "ozd-001"), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpuint (cw_library_get_count (library, "ozd-001"), ==, 1);

  /* Undo in the Libraries view never touches the owned counts. */
  cw_session_set_owned (cw_window_get_session (window), "ozd-002", 1);
  g_assert_nonnull (cw_window_undo (window));
  g_assert_cmpuint (cw_library_get_count (library, "ozd-001"), ==, 0);
  g_assert_cmpuint (cw_collection_get_owned (cw_session_get_collection (cw_window_get_session (window)), "ozd-002"), ==, 1);

  /* The sidebar's count follows every edit and undo, as the header's does. */
  {
    g_autoptr(GString) texts = g_string_new ("\n");

    cw_library_page_add_card (page, demo_card (window, "ozd-003"));
    cw_library_page_add_card (page, demo_card (window, "ozd-004"));
    g_assert_nonnull (cw_window_undo (window));
    collect_mapped_labels (GTK_WIDGET (page), texts);
    if (strstr (texts->str, "\n1 card · not saved yet\n") == NULL)
      g_error ("the sidebar does not say 1 card after the undo; the page says:%s", texts->str);
  }

  /* Unsaved edits would ask before closing; forget them for the test. */
  cw_library_page_delete (page);
  close_window (window);
}

static void
test_fourth_copy_is_a_problem (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  CwLibraryPanels *panels = CW_LIBRARY_PANELS (cw_library_page_get_panels (page));
  CwLibraryDoc *doc;

  cw_window_set_view (window, "libraries");
  doc = cw_library_page_new_library (page);
  for (int i = 0; i < 3; i++)
    cw_library_page_add_card (page, demo_card (window, "ozd-001"));
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-001"), ==, 3);
  {
    guint before = cw_library_panels_get_n_problems (panels);

    cw_library_page_add_card (page, demo_card (window, "ozd-001"));
    g_assert_cmpuint (cw_library_panels_get_n_problems (panels), ==, before + 1);
    /* The check panel calls it an error; so does the sign on the card's row. */
    g_assert_cmpuint (count_problem_signs (GTK_WIDGET (page), "dialog-error-symbolic", "error"), ==, 1);
    g_assert_cmpuint (count_problem_signs (GTK_WIDGET (page), "dialog-warning-symbolic", "warning"), ==, 0);
  }

  /* Nothing owned yet: all four copies are lacking. */
  g_assert_cmpuint (cw_library_panels_get_shortfall (panels), ==, 4);
  cw_session_set_owned (cw_window_get_session (window), "ozd-001", 3);
  g_assert_cmpuint (cw_library_panels_get_shortfall (panels), ==, 1);

  /* The sample opening hand: 5 cards for the Storyline games. */
  cw_library_panels_reshuffle (panels, 42);
  g_assert_cmpuint (cw_library_panels_get_hand (panels)->len, ==, 4);

  cw_library_page_delete (page);
  close_window (window);
}

static void
test_demo_library_saves_a_copy (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  g_autofree char *demo = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", "oz-storyline",
                                            "libraries", "the-fab-four.xml", NULL);
  g_autofree char *user_dir = g_build_filename (g_get_user_data_dir (), "cardwright", "libraries",
                                                "oz-storyline", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved_path = NULL;
  CwLibraryDoc *doc;
  guint total;

  doc = cw_library_page_open_file (page, demo, &error);
  g_assert_no_error (error);
  g_assert_true (cw_library_doc_is_shipped (doc));
  g_assert_cmpstr (cw_library_doc_get_name (doc), ==, "The Fab Four");
  total = cw_library_get_total (cw_library_doc_get_library (doc), NULL);
  g_assert_cmpuint (total, >=, 40);
  g_assert_true (cw_library_is_legal (cw_library_doc_get_library (doc),
                                      cw_session_get_catalog (cw_window_get_session (window))));

  cw_library_page_add_card (page, demo_card (window, "ozd-026"));
  g_assert_true (cw_library_page_save (page, &error));
  g_assert_no_error (error);

  /* The shipped file is untouched; the player's copy is in the user folder. */
  g_assert_false (cw_library_doc_is_shipped (doc));
  g_assert_false (cw_library_doc_is_modified (doc));
  saved_path = g_strdup (cw_library_doc_get_path (doc));
  g_assert_true (g_str_has_prefix (saved_path, user_dir));
  g_assert_cmpstr (cw_library_page_get_current_path (page), ==, saved_path);
  {
    g_autoptr(CwLibrary) reread = cw_library_new_from_file (saved_path,
                                                            cw_session_get_catalog (cw_window_get_session (window)),
                                                            &error);
    g_assert_no_error (error);
    g_assert_cmpuint (cw_library_get_total (reread, NULL), ==, total + 1);
  }
  close_window (window);

  /* A new window reopens the last Library. */
  window = reopen_window ();
  page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  g_assert_nonnull (cw_library_page_get_current (page));
  g_assert_cmpstr (cw_library_page_get_current_path (page), ==, saved_path);
  close_window (window);
}

static void
test_card_editor_requires_name (void)
{
  CwWindow *window = open_window ();
  CwSession *session = cw_window_get_session (window);
  CwCatalog *catalog = cw_session_get_catalog (session);
  guint before = cw_catalog_get_n_cards (catalog);
  g_autoptr(GError) error = NULL;
  GtkWidget *editor;
  CwCard *copy;

  /* An editor opened and closed without saving leaves no empty "My cards" set behind. */
  editor = cw_card_editor_new (session, NULL, CW_CARD_EDITOR_NEW);
  g_object_ref (editor);
  gtk_window_destroy (GTK_WINDOW (editor));
  g_assert_finalize_object (editor);
  g_assert_null (cw_catalog_find_set (catalog, "my-cards"));

  editor = cw_card_editor_new (session, demo_card (window, "ozd-003"), CW_CARD_EDITOR_DUPLICATE);
  g_object_ref (editor);
  g_assert_null (cw_catalog_find_set (catalog, "my-cards"));
  cw_card_editor_set_name (CW_CARD_EDITOR (editor), "  ");
  g_assert_false (cw_card_editor_save (CW_CARD_EDITOR (editor), &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, before);

  cw_card_editor_set_name (CW_CARD_EDITOR (editor), "Toto the Brave");
  cw_card_editor_set_field (CW_CARD_EDITOR (editor), "vitality", "two");
  g_assert_false (cw_card_editor_save (CW_CARD_EDITOR (editor), &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  cw_card_editor_set_field (CW_CARD_EDITOR (editor), "vitality", "2");
  g_assert_true (cw_card_editor_save (CW_CARD_EDITOR (editor), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, before + 1);
  copy = cw_catalog_find_by_name (catalog, "Toto the Brave");
  g_assert_nonnull (copy);
  g_assert_cmpint (cw_card_get_int_or (copy, "vitality", -1), ==, 2);
  g_assert_false (cw_card_set_is_read_only (cw_catalog_get_set_of (catalog, copy)));
  g_assert_true (cw_catalog_get_set_of (catalog, copy) == cw_catalog_find_set (catalog, "my-cards"));

  gtk_window_destroy (GTK_WINDOW (editor));
  g_assert_finalize_object (editor);

  /* A new card with a picture: the file is copied beside the player's set, named after the card. */
  {
    g_autofree char *png = g_build_filename (g_get_user_data_dir (), "toto.png", NULL);
    g_autofree char *copied = NULL;
    g_autoptr(GdkTexture) texture = NULL;
    static const guchar pixels[4 * 4 * 4] = { 0 };
    g_autoptr(GBytes) bytes = g_bytes_new_static (pixels, sizeof pixels);
    CwCard *card;
    CwCardSet *set;

    g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0755), ==, 0);
    texture = gdk_memory_texture_new (4, 4, GDK_MEMORY_R8G8B8A8, bytes, 16);
    g_assert_true (gdk_texture_save_to_png (texture, png));

    editor = cw_card_editor_new (session, NULL, CW_CARD_EDITOR_NEW);
    g_object_ref (editor);
    cw_card_editor_set_name (CW_CARD_EDITOR (editor), "Toto's Portrait");
    cw_card_editor_set_image_file (CW_CARD_EDITOR (editor), png);
    g_assert_true (cw_card_editor_save (CW_CARD_EDITOR (editor), &error));
    g_assert_no_error (error);

    card = cw_catalog_find_by_name (catalog, "Toto's Portrait");
    g_assert_nonnull (card);
    set = cw_catalog_get_set_of (catalog, card);
    g_assert_nonnull (cw_card_set_get_path (set));
    g_assert_true (g_str_has_suffix (cw_card_get_image (card), ".png"));
    {
      g_autofree char *folder = cw_card_set_dup_folder (set);
      copied = g_build_filename (folder, cw_card_get_image (card), NULL);
    }
    g_assert_true (g_file_test (copied, G_FILE_TEST_IS_REGULAR));
    g_assert_true (g_str_has_prefix (copied, g_get_user_data_dir ()));

    gtk_window_destroy (GTK_WINDOW (editor));
    g_assert_finalize_object (editor);
  }

  close_window (window);
}

/* The first controller of that type on widget or below, on a widget of widget_type. */
static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type,
                 GType      widget_type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type) &&
          G_TYPE_CHECK_INSTANCE_TYPE (widget, widget_type))
        return controller;   /* the widget keeps it */
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkEventController *found = find_controller (child, type, widget_type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The mapped label under widget that shows text, or NULL. */
static GtkWidget *
find_shown_label (GtkWidget  *widget,
                  const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
      g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_shown_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The header bar keeps its start widget to half its width: at 360 px the game picker takes the
 * title's place, so the game's whole name shows beside GNOME's close-only window buttons;
 * wide, it goes back before the view switcher. */
static void
test_narrow_game_picker (void)
{
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  g_autoptr(GSettings) settings = g_settings_new ("io.github.cardwright.Cardwright");
  g_autofree char *layout = NULL;
  CwWindow *window;
  GtkWidget *picker, *header, *label;

  g_object_get (gtk_settings, "gtk-decoration-layout", &layout, NULL);
  g_object_set (gtk_settings, "gtk-decoration-layout", "appmenu:close", NULL);

  reset_settings ();
  g_settings_set_int (settings, "window-width", 360);
  window = reopen_window ();
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  picker = find_descendant (GTK_WIDGET (window), GTK_TYPE_DROP_DOWN);
  header = gtk_widget_get_ancestor (picker, ADW_TYPE_HEADER_BAR);
  g_assert_nonnull (header);
  g_assert_true (adw_header_bar_get_title_widget (ADW_HEADER_BAR (header)) == picker);
  cw_app_test_wait_for_mapped (picker);
  label = find_shown_label (picker, "The Card Game of Oz");
  g_assert_nonnull (label);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  close_window (window);

  g_settings_set_int (settings, "window-width", 1100);
  window = reopen_window ();
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  picker = find_descendant (GTK_WIDGET (window), GTK_TYPE_DROP_DOWN);
  header = gtk_widget_get_ancestor (picker, ADW_TYPE_HEADER_BAR);
  g_assert_true (ADW_IS_VIEW_SWITCHER_TITLE (adw_header_bar_get_title_widget (ADW_HEADER_BAR (header))));
  close_window (window);

  g_object_set (gtk_settings, "gtk-decoration-layout", layout, NULL);
}

/* A card asked for before the window has its width (as --card does) is shown at 360 px too:
 * the detail pane folded over the cards used to hide it as the window first laid out. The
 * pane stays shown once the window is wide again, and the close button still hides it. */
static void
test_narrow_card_detail (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.cardwright.Cardwright");
  CwWindow *window;
  CwCollectionPage *page;
  CwFlap *flap;
  GtkWidget *detail;

  reset_settings ();
  g_settings_set_int (settings, "window-width", 360);
  window = cw_window_new (NULL);
  g_object_ref (window);
  page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));
  cw_collection_page_select_card (page, demo_card (window, "ozd-001"));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpint (cw_app_test_wait_until_allocated (GTK_WIDGET (page)), <=, 360);

  detail = find_descendant (GTK_WIDGET (page), CW_TYPE_CARD_DETAIL);
  flap = CW_FLAP (gtk_widget_get_ancestor (detail, CW_TYPE_FLAP));
  g_assert_true (cw_flap_get_folded (flap));
  g_assert_true (cw_flap_get_reveal_flap (flap));
  cw_app_test_wait_for_mapped (detail);
  g_assert_nonnull (find_shown_label (detail, "Dorothy Gale • Girl from Kansas"));

  /* Wide again: still shown, beside the cards. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  while (cw_flap_get_folded (flap))
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (cw_flap_get_reveal_flap (flap));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "collection.hide-detail", NULL));
  g_assert_false (cw_flap_get_reveal_flap (flap));
  close_window (window);
}

/* A game with no Libraries (the Disney game ships none) says so in the empty list, with the
 * two ways to fill it; the first starts a Library, which the list then shows instead. */
static void
test_empty_libraries_list (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  g_autoptr (GError) error = NULL;
  GtkWidget *list, *label, *start, *open;

  cw_window_set_view (window, "libraries");
  list = cw_app_test_find_widget (GTK_WIDGET (page), cw_app_test_is_named, "libraries-list");
  g_assert_nonnull (list);
  /* The Oz game's demo Libraries fill the list: nothing to explain. */
  cw_app_test_wait_for_mapped (list);
  g_assert_nonnull (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_assert_null (find_shown_label (list, "No Libraries for this game yet. A Library is a deck built from the game’s cards."));

  g_assert_true (cw_window_set_game (window, "disney-storyline", &error));
  g_assert_no_error (error);
  cw_app_test_drain ();
  g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  label = find_shown_label (list, "No Libraries for this game yet. A Library is a deck built from the game’s cards.");
  g_assert_nonnull (label);
  start = cw_app_test_find_widget (list, cw_app_test_is_button_labelled, "_Start a New Library");
  open = cw_app_test_find_widget (list, cw_app_test_is_button_labelled, "_Open a Library File…");
  g_assert_nonnull (start);
  g_assert_nonnull (open);
  g_assert_true (gtk_widget_get_mapped (start));
  g_assert_true (gtk_widget_get_mapped (open));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (open)), ==, "library.open");

  g_assert_null (cw_library_page_get_current (page));
  g_signal_emit_by_name (start, "clicked");
  cw_app_test_drain ();
  g_assert_nonnull (cw_library_page_get_current (page));
  g_assert_nonnull (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  g_assert_false (gtk_widget_get_mapped (label));
  close_window (window);
}

/* The game picker lists the games by name, in the locale's order, not by id: by id "The
 * Magical World of Disney Epic Card Game" came first and "The Card Game of Oz" last. */
static void
test_game_picker_by_name (void)
{
  CwWindow *window = open_window ();
  GtkDropDown *picker = GTK_DROP_DOWN (find_descendant (GTK_WIDGET (window), GTK_TYPE_DROP_DOWN));
  GListModel *names = gtk_drop_down_get_model (picker);
  guint n = g_list_model_get_n_items (names);
  int oz = -1;
  int disney = -1;

  g_assert_cmpuint (n, ==, 5);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (names, i);
      const char *name = gtk_string_object_get_string (item);

      if (i > 0)
        {
          g_autoptr(GtkStringObject) before = g_list_model_get_item (names, i - 1);

          g_assert_cmpint (g_utf8_collate (gtk_string_object_get_string (before), name), <, 0);
        }
      if (g_str_equal (name, "The Card Game of Oz"))
        oz = i;
      else if (g_str_equal (name, "The Magical World of Disney Epic Card Game"))
        disney = i;
    }
  g_assert_cmpint (oz, >=, 0);
  g_assert_cmpint (disney, ==, oz + 1);
  /* The game shown is still the one chosen. */
  {
    g_autoptr(GtkStringObject) shown = g_list_model_get_item (names, gtk_drop_down_get_selected (picker));

    g_assert_cmpstr (gtk_string_object_get_string (shown), ==, cw_game_get_name (cw_session_get_game (cw_window_get_session (window))));
  }
  close_window (window);
}

/* The results are a list of catalog positions: owned:… follows counts as they change, the
 * table's column sorts them both ways, and a grid tile's − and + go through the session. */
static void
test_results_owned_and_sort (void)
{
  CwWindow *window = open_window ();
  CwSession *session = cw_window_get_session (window);
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));
  GListModel *results = cw_collection_page_get_results (page);
  GtkColumnView *table;
  GtkColumnViewColumn *title;
  guint n;

  cw_collection_page_set_search_text (page, "owned>=1");
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 0);
  cw_session_set_owned (session, "ozd-002", 2);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 1);
  {
    g_autoptr(CwCard) card = g_list_model_get_item (results, 0);
    g_assert_cmpstr (cw_card_get_id (card), ==, "ozd-002");
  }
  cw_session_set_owned (session, "ozd-002", 0);
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 0);

  cw_collection_page_set_search_text (page, "type:character");
  cw_collection_page_set_view_mode (page, "table");
  table = GTK_COLUMN_VIEW (find_descendant (GTK_WIDGET (page), GTK_TYPE_COLUMN_VIEW));
  title = g_list_model_get_item (gtk_column_view_get_columns (table), 0);
  g_object_unref (title);   /* the view keeps it */
  g_assert_cmpstr (gtk_column_view_column_get_title (title), ==, "Title");

  for (int direction = GTK_SORT_ASCENDING; direction <= GTK_SORT_DESCENDING; direction++)
    {
      gtk_column_view_sort_by_column (table, title, direction);
      n = g_list_model_get_n_items (results);
      g_assert_cmpuint (n, ==, DEMO_CHARACTERS);
      for (guint i = 1; i < n; i++)
        {
          g_autoptr(CwCard) a = g_list_model_get_item (results, i - 1);
          g_autoptr(CwCard) b = g_list_model_get_item (results, i);
          g_autofree char *x = g_utf8_casefold (cw_card_get_title (a), -1);
          g_autofree char *y = g_utf8_casefold (cw_card_get_title (b), -1);
          int order = g_utf8_collate (x, y);

          if (direction == GTK_SORT_ASCENDING)
            g_assert_cmpint (order, <=, 0);
          else
            g_assert_cmpint (order, >=, 0);
        }
    }
  gtk_column_view_sort_by_column (table, NULL, GTK_SORT_ASCENDING);
  {
    g_autoptr(CwCard) first = g_list_model_get_item (results, 0);
    g_assert_cmpstr (cw_card_get_id (first), ==, "ozd-001");   /* catalog order again */
  }

  {
    GtkWidget *tile = g_object_ref_sink (cw_card_tile_new ());

    cw_card_tile_set_session (CW_CARD_TILE (tile), session);
    cw_card_tile_set_card (CW_CARD_TILE (tile), demo_card (window, "ozd-003"));
    g_assert_cmpuint (cw_card_tile_get_owned (CW_CARD_TILE (tile)), ==, 0);
    cw_card_tile_step (CW_CARD_TILE (tile), -1);
    g_assert_cmpuint (cw_card_tile_get_owned (CW_CARD_TILE (tile)), ==, 0);
    cw_card_tile_step (CW_CARD_TILE (tile), 1);
    g_assert_cmpuint (cw_collection_get_owned (cw_session_get_collection (session), "ozd-003"), ==, 1);
    /* Changed elsewhere (undo), the tile follows. */
    cw_session_set_owned (session, "ozd-003", 4);
    g_assert_cmpuint (cw_card_tile_get_owned (CW_CARD_TILE (tile)), ==, 4);
    g_assert_finalize_object (tile);
  }

  close_window (window);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
record_items_changed (GListModel *model,
                      guint       position,
                      guint       removed,
                      guint       added,
                      GString    *log)
{
  g_string_append_printf (log, "(%u,%u,%u)", position, removed, added);
}

/* The table's rows are positions: a row alive keeps its identity and shows the card now at its
 * position, and only a change in the number of cards reaches the view. */
static void
test_table_rows_follow_cards (void)
{
  CwWindow *window = open_window ();
  g_autoptr(GListStore) cards = g_list_store_new (CW_TYPE_CARD);
  g_autoptr(CwCardRows) rows = NULL;
  g_autoptr(CwCardRow) first = NULL, again = NULL, third = NULL, new_third = NULL;
  g_autoptr(GString) log = g_string_new (NULL);
  guint notified = 0;

  g_list_store_append (cards, demo_card (window, "ozd-001"));
  g_list_store_append (cards, demo_card (window, "ozd-002"));
  g_list_store_append (cards, demo_card (window, "ozd-003"));
  rows = cw_card_rows_new (G_LIST_MODEL (cards));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (rows)), ==, 3);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (rows)) == CW_TYPE_CARD_ROW);

  first = g_list_model_get_item (G_LIST_MODEL (rows), 0);
  again = g_list_model_get_item (G_LIST_MODEL (rows), 0);
  g_assert_true (first == again);
  g_assert_cmpstr (cw_card_get_id (cw_card_row_get_card (first)), ==, "ozd-001");
  third = g_list_model_get_item (G_LIST_MODEL (rows), 2);
  g_assert_cmpuint (cw_card_row_get_position (third), ==, 2);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (rows), 3));
  g_signal_connect (first, "notify::card", G_CALLBACK (count_notify), &notified);
  g_signal_connect (rows, "items-changed", G_CALLBACK (record_items_changed), log);

  /* Three cards become two others: the rows stay, the view hears of one row fewer. */
  {
    gpointer replacement[] = { demo_card (window, "ozd-004"), demo_card (window, "ozd-005") };
    g_list_store_splice (cards, 0, 3, replacement, 2);
  }
  g_assert_cmpstr (log->str, ==, "(2,1,0)");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (rows)), ==, 2);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (cw_card_get_id (cw_card_row_get_card (first)), ==, "ozd-004");
  /* The row past the end left with the card it had. */
  g_assert_cmpstr (cw_card_get_id (cw_card_row_get_card (third)), ==, "ozd-003");

  /* A change after the first position does not touch the first row. */
  g_list_store_append (cards, demo_card (window, "ozd-006"));
  g_assert_cmpstr (log->str, ==, "(2,1,0)(2,0,1)");
  g_assert_cmpuint (notified, ==, 1);
  new_third = g_list_model_get_item (G_LIST_MODEL (rows), 2);
  g_assert_true (new_third != third);
  g_assert_cmpstr (cw_card_get_id (cw_card_row_get_card (new_third)), ==, "ozd-006");
  g_assert_cmpstr (cw_card_get_id (cw_card_row_get_card (third)), ==, "ozd-003");

  g_signal_handlers_disconnect_by_data (rows, log);
  g_signal_handlers_disconnect_by_data (first, &notified);
  close_window (window);
}

static void
collect_cell_texts (GtkWidget *widget,
                    GPtrArray *texts)
{
  if (CW_IS_TEXT_CELL (widget) && cw_text_cell_get_text (CW_TEXT_CELL (widget)) != NULL)
    g_ptr_array_add (texts, (gpointer) cw_text_cell_get_text (CW_TEXT_CELL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_cell_texts (child, texts);
}

static gboolean
texts_contain (GPtrArray  *texts,
               const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_strcmp0 (g_ptr_array_index (texts, i), text) == 0)
      return TRUE;
  return FALSE;
}

/* In the table a search changes what the rows show; the selected card stays selected where it
 * moves, and is no longer selected when the search leaves it out. */
static void
test_table_selection_follows_card (void)
{
  CwWindow *window = open_window ();
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));
  GListModel *results = cw_collection_page_get_results (page);
  CwCard *toto = demo_card (window, "ozd-003");
  GtkColumnView *table;
  GtkSingleSelection *rows;
  CwCardRow *row;

  cw_collection_page_set_view_mode (page, "table");
  table = GTK_COLUMN_VIEW (find_descendant (GTK_WIDGET (page), GTK_TYPE_COLUMN_VIEW));
  rows = GTK_SINGLE_SELECTION (gtk_column_view_get_model (table));
  g_assert_nonnull (rows);
  cw_app_test_wait_for_mapped (GTK_WIDGET (table));

  cw_collection_page_select_card (page, toto);
  g_assert_cmpuint (gtk_single_selection_get_selected (rows), ==, 2);
  row = gtk_single_selection_get_selected_item (rows);
  g_assert_true (cw_card_row_get_card (row) == toto);

  /* "toto": Dorothy, whose text names him, then Toto himself. */
  cw_collection_page_set_search_text (page, "toto");
  g_assert_cmpuint (g_list_model_get_n_items (results), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (rows)), ==, 2);
  g_assert_cmpuint (gtk_single_selection_get_selected (rows), ==, 1);
  row = gtk_single_selection_get_selected_item (rows);
  g_assert_true (cw_card_row_get_card (row) == toto);
  g_assert_true (cw_collection_page_get_selected_card (page) == toto);
  {
    g_autoptr(GPtrArray) texts = g_ptr_array_new ();

    collect_cell_texts (GTK_WIDGET (table), texts);
    g_assert_true (texts_contain (texts, "Dorothy Gale • Girl from Kansas"));
    g_assert_true (texts_contain (texts, "Toto • Little Black Dog"));
  }

  /* Selecting a row in the table selects its card. */
  gtk_single_selection_set_selected (rows, 0);
  g_assert_cmpstr (cw_card_get_id (cw_collection_page_get_selected_card (page)), ==, "ozd-001");
  gtk_single_selection_set_selected (rows, 1);
  g_assert_true (cw_collection_page_get_selected_card (page) == toto);

  /* Left out by the search: nothing selected, in either view. */
  cw_collection_page_set_search_text (page, "align:evil");
  g_assert_cmpuint (gtk_single_selection_get_selected (rows), ==, GTK_INVALID_LIST_POSITION);
  g_assert_null (cw_collection_page_get_selected_card (page));

  /* A new search with nothing selected starts at the top, not where the last results were. */
  cw_collection_page_set_search_text (page, "");
  {
    GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (table));

    cw_app_test_wait_for_mapped (GTK_WIDGET (table));
    g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment), >, 100);
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 100);
    cw_collection_page_set_search_text (page, "type:character");
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  }

  close_window (window);
}

static void
test_drag_card_onto_library (void)
{
  CwWindow *window = open_window ();
  GtkWidget *grid_page = cw_window_get_collection_page (window);
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  GtkEventController *source, *target;
  g_autoptr(GdkContentProvider) content = NULL;
  g_auto(GValue) value = G_VALUE_INIT;
  g_autoptr(GError) error = NULL;
  gboolean dropped = FALSE;
  CwLibraryDoc *doc;

  /* The first card picture of the grid offers its card id, as a drag would carry it. */
  source = find_controller (grid_page, GTK_TYPE_DRAG_SOURCE, CW_TYPE_CARD_TILE);
  g_assert_nonnull (source);
  g_signal_emit_by_name (source, "prepare", 10.0, 10.0, &content);
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (g_value_get_string (&value), ==, "ozd-001");

  /* Dropped on the Libraries view with no Library open: a new one starts with the card.
   * (The search entries take dropped text too: the Library's target is on its stack.) */
  cw_window_set_view (window, "libraries");
  target = find_controller (GTK_WIDGET (page), GTK_TYPE_DROP_TARGET, GTK_TYPE_STACK);
  g_assert_nonnull (target);
  g_signal_emit_by_name (target, "drop", &value, 20.0, 20.0, &dropped);
  g_assert_true (dropped);
  doc = cw_library_page_get_current (page);
  g_assert_nonnull (doc);
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-001"), ==, 1);
  g_signal_emit_by_name (target, "drop", &value, 20.0, 20.0, &dropped);
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-001"), ==, 2);

  cw_library_page_delete (page);
  close_window (window);
}

static void
test_deck_import_export (void)
{
  CwWindow *window = open_window ();
  g_autofree char *deck = g_build_filename (g_get_user_data_dir (), "kansas.txt", NULL);
  g_autofree char *cod = g_build_filename (g_get_user_data_dir (), "kansas.cod", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwLibraryDoc *doc;
  CwLibrary *library;

  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0755), ==, 0);
  g_assert_true (g_file_set_contents (deck,
                                      "# Kansas\n"
                                      "3 Dorothy Gale • Girl from Kansas\n"
                                      "2x Toto\n"
                                      "1 Dorthy of Nowhere\n", -1, &error));
  doc = cw_window_import_deck (window, deck, &report, &error);
  g_assert_no_error (error);
  g_assert_nonnull (doc);
  library = cw_library_doc_get_library (doc);
  g_assert_cmpstr (cw_library_doc_get_name (doc), ==, "kansas");
  g_assert_null (cw_library_doc_get_path (doc));
  g_assert_cmpuint (cw_library_get_count (library, "ozd-001"), ==, 3);
  g_assert_cmpuint (cw_library_get_count (library, "ozd-003"), ==, 2);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOT_FOUND), ==, 1);
  g_assert_false (cw_import_report_is_complete (report));
  g_assert_cmpstr (cw_window_get_view (window), ==, "libraries");

  g_assert_true (cw_window_export_deck (window, cod, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (cod, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<cockatrice_deck"));
  g_assert_nonnull (strstr (contents, "Toto"));

  cw_library_page_delete (CW_LIBRARY_PAGE (cw_window_get_library_page (window)));
  close_window (window);
}

static void
test_collection_csv_undo (void)
{
  CwWindow *window = open_window ();
  CwCollection *collection = cw_session_get_collection (cw_window_get_session (window));
  g_autofree char *csv = g_build_filename (g_get_user_data_dir (), "owned.csv", NULL);
  g_autofree char *out = g_build_filename (g_get_user_data_dir (), "out.csv", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;

  cw_session_set_owned (cw_window_get_session (window), "ozd-004", 1);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0755), ==, 0);
  g_assert_true (g_file_set_contents (csv, "id,name,set,owned\r\nozd-003,,,2\r\nozd-004,,,3\r\n", -1, &error));
  report = cw_window_import_collection (window, csv, &error);
  g_assert_no_error (error);
  g_assert_nonnull (report);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-003"), ==, 2);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-004"), ==, 3);

  /* The whole import is one step of undo. */
  g_assert_nonnull (cw_window_undo (window));
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-003"), ==, 0);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-004"), ==, 1);
  g_assert_nonnull (cw_window_redo (window));
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-004"), ==, 3);

  g_assert_true (cw_window_export_collection (window, out, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (out, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "id,name,set,owned"));
  g_assert_nonnull (strstr (contents, "ozd-004,Scarecrow"));

  close_window (window);
}

static void
test_new_game_from_definition (void)
{
  CwWindow *window = open_window ();
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *game_file = NULL;
  CwGame *game;

  id = cw_window_create_game (window, "  Third Storyline Game ", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "third-storyline-game");

  /* Shown at once, with the copied rules and no cards. */
  game = cw_session_get_game (cw_window_get_session (window));
  g_assert_cmpstr (cw_game_get_id (game), ==, "third-storyline-game");
  g_assert_cmpstr (cw_game_get_name (game), ==, "Third Storyline Game");
  g_assert_false (cw_game_is_shipped (game));
  g_assert_nonnull (cw_game_find_keyword (game, "prime"));
  g_assert_cmpuint (g_list_model_get_n_items (cw_collection_page_get_results (page)), ==, 0);
  game_file = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "third-storyline-game",
                                "game.xml", NULL);
  g_assert_true (g_file_test (game_file, G_FILE_TEST_IS_REGULAR));

  /* A second game of the same name gets its own id. */
  g_clear_pointer (&id, g_free);
  id = cw_window_create_game (window, "Third Storyline Game", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (id, ==, "third-storyline-game-2");

  g_assert_null (cw_window_create_game (window, "   ", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);

  close_window (window);
}

static void
test_add_to_library_from_detail (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  CwLibraryDoc *doc;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-library", "s", "ozd-010"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-library", "s", "ozd-010"));
  doc = cw_library_page_get_current (page);
  g_assert_nonnull (doc);
  g_assert_cmpuint (cw_library_get_count (cw_library_doc_get_library (doc), "ozd-010"), ==, 2);
  /* The Collection stays on screen. */
  g_assert_cmpstr (cw_window_get_view (window), ==, "collection");

  cw_library_page_delete (page);
  close_window (window);
}

static void
test_fixed_deck_side (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  g_autoptr(GError) error = NULL;
  CwLibraryDoc *doc;
  CwCatalog *catalog;

  g_assert_true (cw_window_set_game (window, "oz-good-evil", &error));
  g_assert_no_error (error);
  catalog = cw_session_get_catalog (cw_window_get_session (window));
  cw_window_set_view (window, "libraries");

  doc = cw_library_page_new_library (page);
  g_assert_null (cw_library_get_side (cw_library_doc_get_library (doc)));
  cw_library_doc_set_side (doc, "good");
  g_assert_cmpstr (cw_library_get_side (cw_library_doc_get_library (doc)), ==, "good");
  /* An empty Good deck lacks every Good card. */
  g_assert_false (cw_library_is_legal (cw_library_doc_get_library (doc), catalog));
  g_assert_nonnull (cw_window_undo (window));
  g_assert_null (cw_library_get_side (cw_library_doc_get_library (doc)));
  cw_library_page_delete (page);

  /* The shipped Good deck is legal as it is. */
  {
    g_autofree char *good = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", "oz-good-evil",
                                              "libraries", "good-deck.xml", NULL);

    doc = cw_library_page_open_file (page, good, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (cw_library_get_side (cw_library_doc_get_library (doc)), ==, "good");
    g_assert_true (cw_library_is_legal (cw_library_doc_get_library (doc), catalog));
  }

  close_window (window);
}

/* The "done when": 40+ cards dropped in make a legal Library, a 4th copy shows the
 * problem, and a saved Library comes back after the window is closed and opened again. */
static void
test_build_legal_library (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  CwLibraryPanels *panels = CW_LIBRARY_PANELS (cw_library_page_get_panels (page));
  CwCatalog *catalog = cw_session_get_catalog (cw_window_get_session (window));
  CwGame *game = cw_session_get_game (cw_window_get_session (window));
  GtkEventController *target;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  CwLibraryDoc *doc;
  CwLibrary *library;
  guint distinct = 0, titles = 0;

  cw_window_set_view (window, "libraries");
  target = find_controller (GTK_WIDGET (page), GTK_TYPE_DROP_TARGET, GTK_TYPE_STACK);
  g_assert_nonnull (target);

  /* Three copies each of 14 game cards (42), and one Title card, each dropped as a drag would. */
  for (guint i = 0; i < cw_catalog_get_n_cards (catalog) && (distinct < 14 || titles < 1); i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      const CwSectionRule *section = cw_game_section_for_type (game, cw_card_get_card_type (card));
      guint copies = 0;

      if (g_str_equal (section->id, "library") && distinct < 14)
        {
          copies = 3;
          distinct++;
        }
      else if (g_str_equal (section->id, "title") && titles < 1)
        {
          copies = 1;
          titles++;
        }

      for (guint c = 0; c < copies; c++)
        {
          g_auto(GValue) value = G_VALUE_INIT;
          gboolean dropped = FALSE;

          g_value_init (&value, G_TYPE_STRING);
          g_value_set_string (&value, cw_card_get_id (card));
          g_signal_emit_by_name (target, "drop", &value, 30.0, 30.0, &dropped);
          g_assert_true (dropped);
        }
    }

  doc = cw_library_page_get_current (page);
  library = cw_library_doc_get_library (doc);
  g_assert_cmpuint (cw_library_get_total (library, "library"), ==, 42);
  g_assert_cmpuint (cw_library_get_total (library, "title"), ==, 1);
  g_assert_true (cw_library_is_legal (library, catalog));

  /* A fourth copy of the first card: an error in the check panel, legal no more. */
  {
    g_autoptr(GPtrArray) before = cw_library_check (library, catalog);
    CwLibraryEntry *first = g_ptr_array_index (cw_library_get_entries (library, "library"), 0);

    cw_library_page_add_card (page, cw_catalog_lookup (catalog, first->card_id));
    g_assert_false (cw_library_is_legal (library, catalog));
    g_assert_cmpuint (cw_library_panels_get_n_problems (panels), ==, before->len + 1);
    g_assert_nonnull (cw_window_undo (window));
    g_assert_true (cw_library_is_legal (library, catalog));
  }

  g_assert_true (cw_library_page_save (page, &error));
  g_assert_no_error (error);
  path = g_strdup (cw_library_doc_get_path (doc));
  close_window (window);

  window = reopen_window ();
  page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  doc = cw_library_page_get_current (page);
  g_assert_nonnull (doc);
  g_assert_cmpstr (cw_library_doc_get_path (doc), ==, path);
  g_assert_cmpuint (cw_library_get_total (cw_library_doc_get_library (doc), NULL), ==, 43);
  g_assert_true (cw_library_is_legal (cw_library_doc_get_library (doc),
                                      cw_session_get_catalog (cw_window_get_session (window))));
  close_window (window);
}

static void
test_bad_collection_file_kept (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "cardwright", "collections", NULL);
  g_autofree char *path = g_build_filename (dir, "oz-storyline.xml", NULL);
  const char *broken = "<?xml version=\"1.0\"?>\n<collection version=\"1\" game=\"oz-storyline\">\n<card id=";
  g_autofree char *after = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *aside_prefix = g_strconcat (path, ".corrupt-", NULL);
  g_autofree char *expected_body = NULL;
  GtkWidget *dialog;
  CwWindow *window;
  CwSession *session;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));

  window = open_window ();
  session = cw_window_get_session (window);
  g_assert_nonnull (cw_session_get_collection_error (session));
  /* Renamed aside at once, whole, under a dated name beside it. */
  g_assert_true (g_str_has_prefix (cw_session_get_collection_set_aside (session), aside_prefix));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (cw_session_get_collection_set_aside (session), &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, broken);
  expected_body = g_strdup_printf ("%s\n\nThe file is kept as %s, as it was. A new, empty collection starts: the "
                                   "owned counts you change now are saved.",
                                   cw_session_get_collection_error (session)->message,
                                   cw_session_get_collection_set_aside (session));

  /* The window says so once it is on screen. */
  dialog = cw_alert_find_shown (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (cw_alert_get_heading (dialog), ==, "Your Collection File Could Not Be Read");
  g_assert_cmpstr (cw_alert_get_body (dialog), ==, expected_body);
  g_assert_true (g_str_has_prefix (cw_alert_get_body (dialog), path));
  cw_alert_response (dialog, "close");

  /* The new collection is saved where the old one was; the kept file is never touched. */
  cw_session_set_owned (session, "ozd-001", 2);
  g_assert_cmpuint (cw_collection_get_owned (cw_session_get_collection (session), "ozd-001"), ==, 2);
  cw_window_flush (window);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_nonnull (strstr (after, "<card id=\"ozd-001\" owned=\"2\""));
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (cw_session_get_collection_set_aside (session), &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, broken);
  g_remove (cw_session_get_collection_set_aside (session));

  close_window (window);
}

/* The line above the cards to add says why the list is empty: a game shipped without its cards,
 * or a search that matches none; with cards, how to add one. */
static void
test_browser_hint_explains_empty (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));

  cw_window_set_view (window, "libraries");
  cw_app_test_wait_for_mapped (GTK_WIDGET (page));
  g_assert_nonnull (find_shown_label (GTK_WIDGET (page), "Drag a card onto the Library, double-click it, or press +."));

  cw_library_page_set_browser_search (page, "zzzz-no-such-card");
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (g_list_model_get_n_items (cw_library_page_get_browser_results (page)), ==, 0);
  g_assert_nonnull (find_shown_label (GTK_WIDGET (page), "No card matches the search."));
  cw_library_page_set_browser_search (page, "");

  g_assert_true (cw_window_set_game (window, "disney-storyline", NULL));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (find_shown_label (GTK_WIDGET (page),
                                      "This game has no cards yet. Enter yours in the Collection, with New Card… in the main menu."));
  g_assert_null (find_shown_label (GTK_WIDGET (page), "Drag a card onto the Library, double-click it, or press +."));

  g_assert_true (cw_window_set_game (window, "oz-storyline", NULL));
  close_window (window);
}

/* A new search in the card picker shows its results from the top. */
static void
test_picker_scrolls_to_top (void)
{
  CwWindow *window = open_window ();
  CwLibraryPage *page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  GtkWidget *list;
  GtkAdjustment *adjustment;

  cw_window_set_view (window, "libraries");
  cw_library_page_new_library (page);
  list = find_descendant (GTK_WIDGET (page), GTK_TYPE_LIST_VIEW);
  g_assert_nonnull (list);
  cw_app_test_wait_for_mapped (list);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW)));
  for (int i = 0; i < 100 && gtk_adjustment_get_upper (adjustment) <= gtk_adjustment_get_page_size (adjustment) + 200; i++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment) + 200);
  gtk_adjustment_set_value (adjustment, 200);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 200);

  cw_library_page_set_browser_search (page, "Dorothy");
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  cw_library_page_delete (page);
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/window/opens-on-demo", test_opens_on_demo);
  g_test_add_func ("/app/window/search-filters", test_search_filters);
  g_test_add_func ("/app/window/owned-count-undo", test_owned_count_undo);
  g_test_add_func ("/app/window/undo-toasts", test_undo_toasts);
  g_test_add_func ("/app/window/toasts-replaced-in-place", test_toasts_replaced_in_place);
  g_test_add_func ("/app/window/close-shortcut", test_close_shortcut);
  g_test_add_func ("/app/window/no-library-open-text", test_no_library_open_text);
  g_test_add_func ("/app/window/no-deck-game", test_no_deck_game);
  g_test_add_func ("/app/window/empty-libraries-list", test_empty_libraries_list);
  g_test_add_func ("/app/window/library-save-fails-keeps-edits", test_library_save_fails_keeps_edits);
  g_test_add_func ("/app/window/delete-library-to-trash", test_delete_library_to_trash);
  g_test_add_func ("/app/window/add-with-no-library-open", test_add_with_no_library_open);
  g_test_add_func ("/app/window/picker-scrolls-to-top", test_picker_scrolls_to_top);
  g_test_add_func ("/app/window/narrow-card-detail", test_narrow_card_detail);
  g_test_add_func ("/app/window/browser-hint-explains-empty", test_browser_hint_explains_empty);
  g_test_add_func ("/app/window/library-add-undo", test_library_add_undo);
  g_test_add_func ("/app/window/fourth-copy-is-a-problem", test_fourth_copy_is_a_problem);
  g_test_add_func ("/app/window/demo-library-saves-a-copy", test_demo_library_saves_a_copy);
  g_test_add_func ("/app/window/card-editor-requires-name", test_card_editor_requires_name);
  g_test_add_func ("/app/window/narrow-game-picker", test_narrow_game_picker);
  g_test_add_func ("/app/window/game-picker-by-name", test_game_picker_by_name);
  g_test_add_func ("/app/window/results-owned-and-sort", test_results_owned_and_sort);
  g_test_add_func ("/app/window/table-rows-follow-cards", test_table_rows_follow_cards);
  g_test_add_func ("/app/window/table-selection-follows-card", test_table_selection_follows_card);
  g_test_add_func ("/app/window/drag-card-onto-library", test_drag_card_onto_library);
  g_test_add_func ("/app/window/deck-import-export", test_deck_import_export);
  g_test_add_func ("/app/window/collection-csv-undo", test_collection_csv_undo);
  g_test_add_func ("/app/window/new-game-from-definition", test_new_game_from_definition);
  g_test_add_func ("/app/window/add-to-library-from-detail", test_add_to_library_from_detail);
  g_test_add_func ("/app/window/fixed-deck-side", test_fixed_deck_side);
  g_test_add_func ("/app/window/build-legal-library", test_build_legal_library);
  g_test_add_func ("/app/window/bad-collection-file-set-aside", test_bad_collection_file_kept);

  return g_test_run ();
}
