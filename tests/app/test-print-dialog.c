/* test-print-dialog.c: the Print dialog on the oz-storyline demo Library: page counts, options, export, cancel, finalization. */
#include <string.h>
#include <adwaita.h>
#include <glib/gstdio.h>
#include <poppler.h>

#include "cw-print-dialog.h"
#include "cw-compat.h"
#include "cw-card-detail.h"
#include "cw-window.h"
#include "cw-collection-page.h"
#include "cw-library-page.h"
#include "cw-session.h"
#include "cw-library-doc.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-card-set.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-sheet-layout.h"
#include "cw-app-test.h"

/* data/games/oz-storyline/libraries/the-fab-four.xml */
#define FAB_FOUR_CARDS        76
#define FAB_FOUR_DOROTHY      "ozd-001"   /* 3 copies */
#define POKER_PER_A4           9          /* 3 × 3 on A4 and on Letter */
#define TAROT_PER_A4           4          /* 2 × 2 */
#define FRONT_PAGES_POKER_A4   9          /* ⌈76 / 9⌉ */
#define FRONT_PAGES_TAROT_A4  19          /* 76 / 4 */

static CwSession *
open_session (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = cw_game_load_all (&error);

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    {
      CwGame *game = g_ptr_array_index (games, i);

      if (g_str_equal (cw_game_get_id (game), "oz-storyline"))
        {
          CwSession *session = cw_session_new (game, &error);

          g_assert_no_error (error);
          return session;
        }
    }
  g_assert_not_reached ();
  return NULL;
}

static CwLibraryDoc *
open_fab_four (CwSession *session)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", "oz-storyline",
                                            "libraries", "the-fab-four.xml", NULL);
  CwLibraryDoc *doc = cw_library_doc_new_from_file (cw_session_get_catalog (session), path, TRUE, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (cw_library_get_total (cw_library_doc_get_library (doc), NULL), ==, FAB_FOUR_CARDS);
  return doc;
}

static void
spin (void)
{
  for (int i = 0; i < 20 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static CwPrintDialog *
open_dialog (CwSession    *session,
             CwLibraryDoc *doc,
             GListModel   *cards)
{
  CwPrintDialog *dialog = cw_print_dialog_new (NULL, session, doc, cards);

  g_object_ref (dialog);   /* ours, for g_assert_finalize_object */
  gtk_window_present (GTK_WINDOW (dialog));
  while (!gtk_widget_get_mapped (GTK_WIDGET (dialog)))
    g_main_context_iteration (NULL, TRUE);
  spin ();
  /* The options start from what was used last: the tests start from the same place. */
  cw_print_dialog_set_paper (dialog, CW_PAPER_A4);
  cw_print_dialog_set_orientation (dialog, CW_ORIENTATION_PORTRAIT);
  cw_print_dialog_set_card_size (dialog, CW_CARD_SIZE_POKER);
  cw_print_dialog_set_backs (dialog, CW_BACKS_NONE);
  cw_print_dialog_set_calibration (dialog, FALSE);
  return dialog;
}

static void
close_dialog (CwPrintDialog *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin ();
  g_assert_finalize_object (dialog);
}

static guint
expected_sheets (CwPaper    paper,
                 CwCardSize size,
                 guint      n_cards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwSheetLayout) layout = NULL;
  CwSheetOptions options;

  cw_sheet_options_init (&options);
  options.paper = paper;
  options.card_size = size;
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_no_error (error);
  return cw_sheet_layout_get_n_sheets (layout, n_cards);
}

static int
pdf_page_count (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = g_filename_to_uri (path, NULL, &error);
  PopplerDocument *document;
  int n_pages;

  g_assert_no_error (error);
  document = poppler_document_new_from_file (uri, NULL, &error);
  g_assert_no_error (error);
  n_pages = poppler_document_get_n_pages (document);
  g_object_unref (document);
  return n_pages;
}

static void
wait_for_export (CwPrintDialog *dialog)
{
  while (cw_print_dialog_is_exporting (dialog))
    g_main_context_iteration (NULL, TRUE);
  spin ();
}

static void
test_page_counts (void)
{
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwPrintDialog *dialog = open_dialog (session, doc, NULL);

  g_assert_cmpuint (cw_pdf_export_get_n_cards (cw_print_dialog_get_export (dialog)), ==, FAB_FOUR_CARDS);
  g_assert_cmpuint (expected_sheets (CW_PAPER_A4, CW_CARD_SIZE_POKER, FAB_FOUR_CARDS), ==, FRONT_PAGES_POKER_A4);
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==, FRONT_PAGES_POKER_A4);
  g_assert_cmpstr (cw_print_dialog_get_page_text (dialog), ==, "1 of 9");

  /* Each fronts page followed by its backs page. */
  cw_print_dialog_set_backs (dialog, CW_BACKS_LONG_EDGE);
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==, 2 * FRONT_PAGES_POKER_A4);
  g_assert_cmpstr (cw_print_dialog_get_page_text (dialog), ==, "1 of 18");
  cw_print_dialog_set_backs (dialog, CW_BACKS_NONE);

  /* Letter holds 9 poker cards too. */
  cw_print_dialog_set_paper (dialog, CW_PAPER_LETTER);
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==,
                    expected_sheets (CW_PAPER_LETTER, CW_CARD_SIZE_POKER, FAB_FOUR_CARDS));
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==, FRONT_PAGES_POKER_A4);

  cw_print_dialog_set_paper (dialog, CW_PAPER_A4);
  cw_print_dialog_set_card_size (dialog, CW_CARD_SIZE_TAROT);
  g_assert_cmpuint (expected_sheets (CW_PAPER_A4, CW_CARD_SIZE_TAROT, FAB_FOUR_CARDS), ==, FRONT_PAGES_TAROT_A4);
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==, FRONT_PAGES_TAROT_A4);

  /* The alignment test page comes first. */
  cw_print_dialog_set_calibration (dialog, TRUE);
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==, FRONT_PAGES_TAROT_A4 + 1);

  close_dialog (dialog);
}

static void
test_navigation (void)
{
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwPrintDialog *dialog = open_dialog (session, doc, NULL);

  cw_print_dialog_set_page (dialog, 2);
  g_assert_cmpuint (cw_print_dialog_get_page (dialog), ==, 2);
  g_assert_cmpstr (cw_print_dialog_get_page_text (dialog), ==, "3 of 9");
  cw_print_dialog_set_page (dialog, 9);   /* past the end: stays */
  g_assert_cmpuint (cw_print_dialog_get_page (dialog), ==, 2);
  /* The buttons' actions, also on Ctrl+Page Up/Down. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "print.next-page", NULL));
  g_assert_cmpstr (cw_print_dialog_get_page_text (dialog), ==, "4 of 9");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "print.previous-page", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "print.previous-page", NULL));
  g_assert_cmpstr (cw_print_dialog_get_page_text (dialog), ==, "2 of 9");
  cw_print_dialog_set_page (dialog, 8);
  g_assert_cmpstr (cw_print_dialog_get_page_text (dialog), ==, "9 of 9");
  /* Fewer pages (tarot 19 → poker on A3 fits more): the page shown stays inside the count. */
  cw_print_dialog_set_paper (dialog, CW_PAPER_A3);
  g_assert_cmpuint (cw_print_dialog_get_page (dialog), <, cw_print_dialog_get_n_pages (dialog));
  g_assert_cmpuint (cw_print_dialog_get_page (dialog), ==, cw_print_dialog_get_n_pages (dialog) - 1);

  close_dialog (dialog);
}

static void
test_shortfall (void)
{
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwCollection *collection = cw_session_get_collection (session);
  CwPrintDialog *dialog = NULL;

  /* Own every copy of Dorothy the Library needs but one. */
  cw_collection_set_owned (collection, FAB_FOUR_DOROTHY, 0);
  dialog = open_dialog (session, doc, NULL);
  cw_print_dialog_set_shortfall (dialog, TRUE);
  g_assert_cmpuint (cw_pdf_export_get_n_cards (cw_print_dialog_get_export (dialog)), ==, FAB_FOUR_CARDS);
  cw_print_dialog_set_shortfall (dialog, FALSE);
  cw_collection_set_owned (collection, FAB_FOUR_DOROTHY, 2);
  cw_print_dialog_set_shortfall (dialog, TRUE);
  g_assert_cmpuint (cw_pdf_export_get_n_cards (cw_print_dialog_get_export (dialog)), ==, FAB_FOUR_CARDS - 2);
  close_dialog (dialog);
  cw_collection_set_owned (collection, FAB_FOUR_DOROTHY, 0);
}

static void
test_collection_cards (void)
{
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(GListStore) cards = g_list_store_new (G_TYPE_OBJECT);
  CwCatalog *catalog = cw_session_get_catalog (session);
  CwPrintDialog *dialog;

  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *id = g_strdup_printf ("ozd-%03u", i);
      CwCard *card = cw_catalog_lookup (catalog, id);

      g_assert_nonnull (card);
      g_list_store_append (cards, card);
    }
  dialog = open_dialog (session, NULL, G_LIST_MODEL (cards));
  g_assert_cmpuint (cw_pdf_export_get_n_cards (cw_print_dialog_get_export (dialog)), ==, 10);
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==, 2);   /* 9 + 1 */

  /* A whole set instead: one copy of each of its cards. */
  {
    g_autoptr(CwCardSet) set = g_list_model_get_item (cw_catalog_get_sets (catalog), 0);
    guint n_set_cards = cw_card_set_get_n_cards (set);

    g_assert_cmpstr (cw_card_set_get_id (set), ==, "oz-demo");
    g_assert_cmpuint (n_set_cards, ==, 115);   /* data/games/oz-storyline/sets/oz-demo.xml */
    cw_print_dialog_select_set (dialog, set);
    g_assert_cmpuint (cw_pdf_export_get_n_cards (cw_print_dialog_get_export (dialog)), ==, n_set_cards);
    g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==,
                      expected_sheets (CW_PAPER_A4, CW_CARD_SIZE_POKER, n_set_cards));
    cw_print_dialog_select_set (dialog, NULL);
    g_assert_cmpuint (cw_pdf_export_get_n_cards (cw_print_dialog_get_export (dialog)), ==, 10);
  }
  close_dialog (dialog);
}

static void
test_export (void)
{
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwPrintDialog *dialog = open_dialog (session, doc, NULL);
  g_autofree char *dir = g_dir_make_tmp ("cw-print-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "The Fab Four.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  cw_print_dialog_set_backs (dialog, CW_BACKS_SHORT_EDGE);
  g_assert_cmpuint (cw_print_dialog_get_n_pages (dialog), ==, 2 * FRONT_PAGES_POKER_A4);
  cw_print_dialog_export_to (dialog, file);
  g_assert_true (cw_print_dialog_is_exporting (dialog));
  wait_for_export (dialog);
  g_assert_null (cw_print_dialog_get_export_error (dialog));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (pdf_page_count (path), ==, 2 * FRONT_PAGES_POKER_A4);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  close_dialog (dialog);
}

/* With Cut File on, the export writes the SVG of a sheet's cuts beside the PDF: one path per
 * card of the first sheet (9 poker cards on A4). */
static void
test_export_cut_file (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.cardwright.Cardwright");
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwPrintDialog *dialog;
  g_autofree char *dir = g_dir_make_tmp ("cw-print-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "cuts.pdf", NULL);
  g_autofree char *svg_path = g_build_filename (dir, "cuts.svg", NULL);
  g_autofree char *svg = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  guint paths = 0;

  g_settings_set_boolean (settings, "print-cut-file", TRUE);
  dialog = open_dialog (session, doc, NULL);
  cw_print_dialog_export_to (dialog, file);
  wait_for_export (dialog);
  g_assert_null (cw_print_dialog_get_export_error (dialog));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (svg_path, &svg, NULL, NULL));
  g_assert_true (g_str_has_prefix (svg, "<?xml") || g_str_has_prefix (svg, "<svg"));
  g_assert_nonnull (strstr (svg, "width=\"210"));   /* A4, in mm */
  for (const char *at = strstr (svg, "<path"); at != NULL; at = strstr (at + 1, "<path"))
    paths++;
  g_assert_cmpuint (paths, ==, POKER_PER_A4);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_unlink (svg_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  close_dialog (dialog);
  g_settings_reset (settings, "print-cut-file");
}

/* The alert the dialog shows when the PDF is written without some pictures: its exact words,
 * then closed as its Close button does. */
static void
assert_not_printed (CwPrintDialog *dialog,
                    const char    *heading,
                    const char    *body)
{
  GtkWidget *alert = cw_alert_find_shown (GTK_WINDOW (dialog));

  g_assert_nonnull (alert);
  g_assert_cmpstr (cw_alert_get_heading (alert), ==, heading);
  g_assert_cmpstr (cw_alert_get_body (alert), ==, body);
  cw_alert_response (alert, "close");
  g_assert_null (cw_alert_find_shown (GTK_WINDOW (dialog)));
}

/* A card whose picture cannot be read is printed with its emblem, and the dialog names it with
 * the reason once the PDF is written. */
static void
test_pictures_not_printed (void)
{
  g_autofree char *sets = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "oz-storyline", "sets", NULL);
  g_autofree char *set_path = g_build_filename (sets, "pictures.xml", NULL);
  g_autofree char *cut = g_build_filename (sets, "cut.jpg", NULL);
  g_autoptr(CwSession) session = NULL;
  g_autoptr(GListStore) cards = g_list_store_new (G_TYPE_OBJECT);
  g_autofree char *dir = g_dir_make_tmp ("cw-print-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "pictures.pdf", NULL);
  g_autofree char *expected = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  CwPrintDialog *dialog;

  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  /* A JPEG's start and nothing after it. */
  g_assert_true (g_file_set_contents (cut, "\xff\xd8\xff\xe0\x00\x10JFIF", 10, NULL));
  g_assert_true (g_file_set_contents (set_path,
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"pictures\" name=\"Pictures\">\n"
    "  <card id=\"pic-cut\" type=\"character\" alignment=\"good\"><name>Cut Hero</name>"
    "<image>cut.jpg</image></card>\n"
    "</cardset>\n", -1, NULL));
  session = open_session ();
  g_list_store_append (cards, cw_catalog_lookup (cw_session_get_catalog (session), "pic-cut"));
  dialog = open_dialog (session, NULL, G_LIST_MODEL (cards));
  cw_print_dialog_export_to (dialog, file);
  wait_for_export (dialog);
  g_assert_null (cw_print_dialog_get_export_error (dialog));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  expected = g_strdup_printf ("Cut Hero: %s: not a whole JPEG or PNG picture; it could not be read\n\n"
                              "These cards are printed with their emblem instead of their picture.", cut);
  assert_not_printed (dialog, "A Picture Was Not Printed", expected);

  g_remove (path);
  g_rmdir (dir);
  close_dialog (dialog);
}

/* A back picture that cannot be read is named with the cards it was for, after the pictures:
 * the back chosen for the whole print (every card) and a card's own back. */
static void
test_backs_not_printed (void)
{
  g_autofree char *sets = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "oz-storyline", "sets", NULL);
  g_autofree char *set_path = g_build_filename (sets, "backs.xml", NULL);
  g_autofree char *cut = g_build_filename (sets, "cut-front.jpg", NULL);
  g_autofree char *own = g_build_filename (sets, "own-back.jpg", NULL);
  g_autoptr(CwSession) session = NULL;
  g_autoptr(GListStore) cards = g_list_store_new (G_TYPE_OBJECT);
  g_autofree char *dir = g_dir_make_tmp ("cw-print-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "backs.pdf", NULL);
  g_autofree char *every = g_build_filename (dir, "every-back.png", NULL);
  g_autofree char *expected = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  CwPrintDialog *dialog;

  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  /* A JPEG's start and nothing after it; a PNG's signature and nothing after it. */
  g_assert_true (g_file_set_contents (cut, "\xff\xd8\xff\xe0\x00\x10JFIF", 10, NULL));
  g_assert_true (g_file_set_contents (own, "\xff\xd8\xff\xe0\x00\x10JFIF", 10, NULL));
  g_assert_true (g_file_set_contents (every, "\x89PNG\r\n\x1a\n", 8, NULL));
  g_assert_true (g_file_set_contents (set_path,
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"backs\" name=\"Backs\">\n"
    "  <card id=\"back-cut\" type=\"character\" alignment=\"good\"><name>Cut Front</name>"
    "<image>cut-front.jpg</image></card>\n"
    "  <card id=\"back-own\" type=\"character\" alignment=\"good\"><name>Own Back</name>"
    "<back>own-back.jpg</back></card>\n"
    "  <card id=\"back-plain\" type=\"character\" alignment=\"good\"><name>Plain</name></card>\n"
    "</cardset>\n", -1, NULL));
  session = open_session ();
  g_list_store_append (cards, cw_catalog_lookup (cw_session_get_catalog (session), "back-cut"));
  g_list_store_append (cards, cw_catalog_lookup (cw_session_get_catalog (session), "back-own"));
  g_list_store_append (cards, cw_catalog_lookup (cw_session_get_catalog (session), "back-plain"));
  dialog = open_dialog (session, NULL, G_LIST_MODEL (cards));
  cw_print_dialog_set_backs (dialog, CW_BACKS_LONG_EDGE);
  cw_print_dialog_set_back_image (dialog, every);
  cw_print_dialog_export_to (dialog, file);
  wait_for_export (dialog);
  g_assert_null (cw_print_dialog_get_export_error (dialog));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  expected = g_strdup_printf ("Cut Front: %s: not a whole JPEG or PNG picture; it could not be read\n\n"
                              "These cards are printed with their emblem instead of their picture.\n\n"
                              "Back for every card: %s: not a whole JPEG or PNG picture; it could not be read\n\n"
                              "Back for Own Back: %s: not a whole JPEG or PNG picture; it could not be read\n\n"
                              "These cards are printed with the back they would have without that picture: "
                              "the game's, or the one Cardwright draws.", cut, every, own);
  assert_not_printed (dialog, "Some Pictures Were Not Printed", expected);

  g_remove (path);
  g_remove (every);
  g_rmdir (dir);
  close_dialog (dialog);
}

/* The card detail says why a card shows its emblem rather than its picture, and says nothing
 * for a card whose picture is fine or that has none. */
static void
test_detail_picture_problem (void)
{
  g_autofree char *sets = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "oz-storyline", "sets", NULL);
  g_autofree char *set_path = g_build_filename (sets, "pictures.xml", NULL);
  g_autofree char *expected = NULL;
  g_autoptr(CwSession) session = NULL;
  CwCardDetail *detail;
  GtkWidget *window;
  GtkLabel *label = NULL;

  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  g_assert_true (g_file_set_contents (set_path,
    "<cardset version=\"1\" game=\"oz-storyline\" id=\"pictures\" name=\"Pictures\">\n"
    "  <card id=\"pic-missing\" type=\"character\" alignment=\"good\"><name>Lost Hero</name>"
    "<image>gone.png</image></card>\n"
    "</cardset>\n", -1, NULL));
  session = open_session ();
  detail = CW_CARD_DETAIL (cw_card_detail_new ());
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (detail));
  cw_card_detail_set_session (detail, session);
  cw_card_detail_set_card (detail, cw_catalog_lookup (cw_session_get_catalog (session), "pic-missing"));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (detail)); child != NULL && label == NULL;
       child = gtk_widget_get_first_child (child))
    for (GtkWidget *sibling = child; sibling != NULL && label == NULL; sibling = gtk_widget_get_next_sibling (sibling))
      if (GTK_IS_LABEL (sibling) && gtk_widget_has_css_class (sibling, "warning"))
        label = GTK_LABEL (sibling);
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (label)));
  expected = g_strdup_printf ("Picture not shown: %s/gone.png: ", sets);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (label), expected));

  cw_card_detail_set_card (detail, cw_catalog_lookup (cw_session_get_catalog (session), "ozd-001"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (label)));
  g_assert_cmpstr (gtk_label_get_text (label), ==, "");
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
}

static void
test_cancel_leaves_no_file (void)
{
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwPrintDialog *dialog = open_dialog (session, doc, NULL);
  g_autofree char *dir = g_dir_make_tmp ("cw-print-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "cancelled.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GDir) listing = NULL;

  cw_print_dialog_set_backs (dialog, CW_BACKS_LONG_EDGE);
  cw_print_dialog_export_to (dialog, file);
  g_assert_true (cw_print_dialog_is_exporting (dialog));
  cw_print_dialog_cancel_export (dialog);
  wait_for_export (dialog);
  g_assert_null (cw_print_dialog_get_export_error (dialog));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  /* Nor a temporary file beside it. */
  listing = g_dir_open (dir, 0, NULL);
  g_assert_null (g_dir_read_name (listing));
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  close_dialog (dialog);
}

static void
test_close_while_exporting (void)
{
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwPrintDialog *dialog = open_dialog (session, doc, NULL);
  g_autofree char *dir = g_dir_make_tmp ("cw-print-dialog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "closed.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  cw_print_dialog_export_to (dialog, file);
  gtk_window_close (GTK_WINDOW (dialog));   /* cancels */
  wait_for_export (dialog);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  spin ();
  g_assert_finalize_object (dialog);
}

static void
test_remembers_options (void)
{
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwPrintDialog *dialog = open_dialog (session, doc, NULL);
  CwSheetOptions options;

  cw_print_dialog_set_paper (dialog, CW_PAPER_LETTER);
  cw_print_dialog_set_card_size (dialog, CW_CARD_SIZE_MINI_EURO);
  cw_print_dialog_set_backs (dialog, CW_BACKS_SHORT_EDGE);
  close_dialog (dialog);

  /* Opened again without open_dialog's reset. */
  dialog = cw_print_dialog_new (NULL, session, doc, NULL);
  options = *cw_pdf_export_get_options (cw_print_dialog_get_export (dialog));
  g_assert_cmpint (options.paper, ==, CW_PAPER_LETTER);
  g_assert_cmpint (options.card_size, ==, CW_CARD_SIZE_MINI_EURO);
  g_assert_cmpint (options.backs, ==, CW_BACKS_SHORT_EDGE);
  g_object_ref (dialog);
  close_dialog (dialog);
}

/* Cutting Guides and the lengths come back from GSettings into the export, inches read as inches. */
static void
test_remembers_guides (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.cardwright.Cardwright");
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  const char *keys[] = { "print-units", "print-bleed", "print-gap-auto", "print-gap", "print-gap-vertical",
                         "print-safe-margin", "print-guides", "print-guide-length", "print-guide-width",
                         "print-guide-color", "print-guides-on-backs", "print-registration-marks", NULL };
  const CwSheetOptions *options;
  CwPrintDialog *dialog;

  g_settings_set_string (settings, "print-units", "in");
  g_settings_set_double (settings, "print-bleed", 3.175);          /* ⅛ inch */
  g_settings_set_boolean (settings, "print-gap-auto", FALSE);
  g_settings_set_double (settings, "print-gap", 6.35);             /* ¼ inch */
  g_settings_set_double (settings, "print-gap-vertical", 3.175);
  g_settings_set_double (settings, "print-safe-margin", 4.2);
  g_settings_set_string (settings, "print-guides", "l");
  g_settings_set_double (settings, "print-guide-length", 4.0);
  g_settings_set_double (settings, "print-guide-width", 0.3);
  g_settings_set_string (settings, "print-guide-color", "#1030D0");
  g_settings_set_boolean (settings, "print-guides-on-backs", TRUE);
  g_settings_set_boolean (settings, "print-registration-marks", TRUE);

  dialog = open_dialog (session, doc, NULL);
  options = cw_pdf_export_get_options (cw_print_dialog_get_export (dialog));
  g_assert_cmpfloat_with_epsilon (options->bleed, 3.175, 1e-9);
  g_assert_cmpfloat_with_epsilon (options->gap, 6.35, 1e-9);
  g_assert_cmpfloat_with_epsilon (options->gap_vertical, 3.175, 1e-9);
  /* 4.2 mm shows as 0.165 in, and stays 4.2 mm: showing inches rounds nothing away. */
  g_assert_cmpfloat_with_epsilon (options->safe_margin, 4.2, 1e-9);
  g_assert_cmpint (options->guides, ==, CW_GUIDES_L);
  g_assert_cmpfloat_with_epsilon (options->guide_length, 4.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (options->guide_width, 0.3, 1e-9);
  g_assert_cmphex (options->guide_color, ==, 0x1030d0);
  g_assert_true (options->guides_on_backs);
  g_assert_true (options->registration_marks);
  close_dialog (dialog);

  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
}

/* The label that shows the layout's warnings: the dialog's one wrapping label with the warning style. */
static GtkWidget *
find_warnings_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "warning"))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_warnings_label (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* What the layout gives up shows in the dialog before the export: 3 mm of bleed with the gap of
 * 0 mm remembered leaves cards side by side none towards each other. */
static void
test_layout_warnings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.cardwright.Cardwright");
  g_autoptr(CwSession) session = open_session ();
  g_autoptr(CwLibraryDoc) doc = open_fab_four (session);
  CwPrintDialog *dialog;
  GtkWidget *label;

  g_settings_set_boolean (settings, "print-gap-auto", FALSE);
  g_settings_set_double (settings, "print-gap", 0.0);
  g_settings_set_double (settings, "print-bleed", 3.0);
  dialog = open_dialog (session, doc, NULL);
  label = find_warnings_label (GTK_WIDGET (dialog));
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_visible (label));
  /* In the dialog's words, which name its rows, not the CLI's options. */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)),
                            "Cards side by side are 0.00 mm apart, so they get 0.00 mm of bleed towards each other "
                            "instead of 3.00 mm. A gap of 6.00 mm, or “Gap Follows the Bleed”, keeps the whole bleed."));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (label)), "--"));
  close_dialog (dialog);

  /* The gap that follows the bleed (the default) gives up nothing. */
  g_settings_set_boolean (settings, "print-gap-auto", TRUE);
  dialog = open_dialog (session, doc, NULL);
  label = find_warnings_label (GTK_WIDGET (dialog));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (label)), "bleed"));
  g_assert_cmpfloat (cw_pdf_export_get_options (cw_print_dialog_get_export (dialog))->gap, ==, CW_SHEET_GAP_AUTO);
  close_dialog (dialog);

  /* Poker cards on US Letter leave 6.35 mm above and below the grid: the crop marks there keep
   * 0.35 mm inside the 5 mm safe margin. Said without "--guides". */
  g_settings_set_double (settings, "print-bleed", 0.0);
  dialog = open_dialog (session, doc, NULL);
  cw_print_dialog_set_paper (dialog, CW_PAPER_LETTER);
  label = find_warnings_label (GTK_WIDGET (dialog));
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)),
                            "crop marks fall within the 5.0 mm safe margin, where a printer may print nothing. "
                            "A larger margin, or corner guides (Cutting Guides), print where the printer does."));
  g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (label)), "--"));
  close_dialog (dialog);
  g_settings_reset (settings, "print-paper");
  g_settings_set_double (settings, "print-bleed", 3.0);
  g_settings_set_boolean (settings, "print-gap-auto", FALSE);

  /* With no bleed nothing is given up: no warning shows. */
  g_settings_set_double (settings, "print-bleed", 0.0);
  dialog = open_dialog (session, doc, NULL);
  label = find_warnings_label (GTK_WIDGET (dialog));
  g_assert_false (gtk_widget_get_visible (label));
  close_dialog (dialog);
  g_settings_reset (settings, "print-gap");
  g_settings_reset (settings, "print-bleed");
  g_settings_reset (settings, "print-gap-auto");
}

/* The Print dialog Ctrl+P opened over window, or NULL. */
static CwPrintDialog *
find_print_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* borrowed */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (CW_IS_PRINT_DIALOG (toplevel))
        return CW_PRINT_DIALOG (toplevel);
    }
  return NULL;
}

static CwPrintDialog *
press_ctrl_p (CwWindow *window)
{
  CwPrintDialog *dialog;

  g_assert_null (find_print_dialog ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL));
  dialog = find_print_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_object_ref (dialog);
  spin ();
  return dialog;
}

static void
test_window_ctrl_p (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", "oz-storyline",
                                            "libraries", "the-fab-four.xml", NULL);
  CwWindow *window = cw_window_new (NULL);
  CwPrintDialog *dialog;

  g_object_ref (window);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  spin ();

  /* From the Collection: the cards its search lets through (all 115 demo cards). */
  cw_window_set_view (window, "collection");
  dialog = press_ctrl_p (window);
  g_assert_cmpuint (cw_pdf_export_get_n_cards (cw_print_dialog_get_export (dialog)), ==, 115);
  close_dialog (dialog);

  /* From Libraries: the Library shown. */
  g_assert_nonnull (cw_library_page_open_file (CW_LIBRARY_PAGE (cw_window_get_library_page (window)), path, &error));
  g_assert_no_error (error);
  cw_window_set_view (window, "libraries");
  dialog = press_ctrl_p (window);
  g_assert_cmpuint (cw_pdf_export_get_n_cards (cw_print_dialog_get_export (dialog)), ==, FAB_FOUR_CARDS);
  g_assert_cmpstr (cw_pdf_export_get_title (cw_print_dialog_get_export (dialog)), ==, "The Fab Four");
  close_dialog (dialog);

  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
  g_assert_finalize_object (window);
}

int
main (int argc, char **argv)
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/print-dialog/page-counts", test_page_counts);
  g_test_add_func ("/app/print-dialog/navigation", test_navigation);
  g_test_add_func ("/app/print-dialog/shortfall", test_shortfall);
  g_test_add_func ("/app/print-dialog/collection-cards", test_collection_cards);
  g_test_add_func ("/app/print-dialog/export", test_export);
  g_test_add_func ("/app/print-dialog/cancel-leaves-no-file", test_cancel_leaves_no_file);
  g_test_add_func ("/app/print-dialog/pictures-not-printed", test_pictures_not_printed);
  g_test_add_func ("/app/print-dialog/backs-not-printed", test_backs_not_printed);
  g_test_add_func ("/app/card-detail/picture-problem", test_detail_picture_problem);
  g_test_add_func ("/app/print-dialog/close-while-exporting", test_close_while_exporting);
  g_test_add_func ("/app/print-dialog/remembers-options", test_remembers_options);
  g_test_add_func ("/app/print-dialog/remembers-guides", test_remembers_guides);
  g_test_add_func ("/app/print-dialog/export-cut-file", test_export_cut_file);
  g_test_add_func ("/app/print-dialog/layout-warnings", test_layout_warnings);
  g_test_add_func ("/app/print-dialog/window-ctrl-p", test_window_ctrl_p);
  return g_test_run ();
}
