/* test-french.c: with LANGUAGE=fr the window speaks French (the build tree's po/fr translation). */
#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "cw-window.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-collection-page.h"
#include "cw-library-page.h"
#include "cw-library-panels.h"
#include "cw-session.h"
#include "cw-dice.h"
#include "cw-dice-tray.h"
#include "cw-game.h"
#include "cw-app-test.h"

static void
settle (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

/* Every label's text under widget, one a line, so a failure shows what the window said. */
static void
collect_labels (GtkWidget *widget,
                GString   *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
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

static void
test_view_switcher_in_french (void)
{
  CwWindow *window = cw_window_new (NULL);
  g_autoptr(GString) header_texts = g_string_new ("\n");
  g_autoptr(GString) page_texts = g_string_new ("\n");
  GtkWidget *header;
  GtkWidget *search;

  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  settle ();

  /* The view switcher in the header bar: "Collection" is the same word in French. */
  header = find_descendant (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  g_assert_nonnull (header);
  collect_labels (header, header_texts);
  if (strstr (header_texts->str, "\nBibliothèques\n") == NULL ||
      strstr (header_texts->str, "\nCollection\n") == NULL ||
      strstr (header_texts->str, "\nTable\n") == NULL)
    g_error ("the view switcher is not in French; its labels are:%s", header_texts->str);

  /* A placeholder, and a plural made with ngettext in the status line. */
  search = find_descendant (cw_window_get_collection_page (window), GTK_TYPE_SEARCH_ENTRY);
  g_assert_nonnull (search);
  {
    g_autofree char *placeholder = NULL;

    g_object_get (search, "placeholder-text", &placeholder, NULL);
    g_assert_cmpstr (placeholder, ==, "Rechercher des cartes, p. ex. kw:prime vit>=3");
  }
  collect_labels (cw_window_get_collection_page (window), page_texts);
  /* French puts 0 and 1 in the singular, and each count picks its own form. */
  if (strstr (page_texts->str, "\n115 cartes · 0 exemplaire possédé\n") == NULL)
    g_error ("the Collection's status line is not in French; its labels are:%s", page_texts->str);

  cw_collection_set_owned (cw_session_get_collection (cw_window_get_session (window)), "ozd-001", 1);
  settle ();
  g_string_assign (page_texts, "\n");
  collect_labels (cw_window_get_collection_page (window), page_texts);
  if (strstr (page_texts->str, "\n115 cartes · 1 exemplaire possédé\n") == NULL)
    g_error ("one copy owned is not said in the singular; the labels are:%s", page_texts->str);
  /* No "1 exemplaires", "1 cartes": a 1 never takes a plural noun anywhere on the page. */
  {
    g_autoptr (GRegex) one_plural = g_regex_new ("(?<![0-9,.])1 (cartes|exemplaires|copies|possédés|Bibliothèques)\\b",
                                                 0, 0, NULL);
    g_autoptr (GMatchInfo) match = NULL;

    if (g_regex_match (one_plural, page_texts->str, 0, &match))
      g_error ("“%s” on the page:%s", g_match_info_fetch (match, 0), page_texts->str);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  g_assert_finalize_object (window);
}

/* The check panel shows the problems core finds, in French: a fourth copy of a card. */
static void
test_check_panel_in_french (void)
{
  CwWindow *window = cw_window_new (NULL);
  CwLibraryPage *page;
  CwLibraryPanels *panels;
  CwCard *dorothy;
  g_autoptr(GString) panel_texts = g_string_new ("\n");

  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  settle ();

  page = CW_LIBRARY_PAGE (cw_window_get_library_page (window));
  panels = CW_LIBRARY_PANELS (cw_library_page_get_panels (page));
  dorothy = cw_catalog_lookup (cw_session_get_catalog (cw_window_get_session (window)), "ozd-001");
  g_assert_nonnull (dorothy);
  cw_window_set_view (window, "libraries");
  cw_library_page_new_library (page);
  for (int i = 0; i < 4; i++)
    cw_library_page_add_card (page, dorothy);
  cw_library_panels_show (panels, "check");
  settle ();

  collect_labels (GTK_WIDGET (panels), panel_texts);
  if (strstr (panel_texts->str, "\n4 exemplaires de Dorothy Gale • Girl from Kansas\u00a0; au plus 3\n") == NULL ||
      strstr (panel_texts->str, "\n4 cartes dans «\u00a0Bibliothèque\u00a0»\u00a0; au moins 40\n") == NULL)
    g_error ("the check panel does not show the problems in French; its labels are:%s", panel_texts->str);

  cw_library_page_delete (page);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  g_assert_finalize_object (window);
}

/* Each die's tooltip and accessible name in the Table's dice tray, one a line. */
static void
collect_die_names (GtkWidget *widget,
                   GString   *names)
{
  /* The total typed in by hand is a spin button too, without a die's name. */
  if (GTK_IS_SPIN_BUTTON (widget) && gtk_widget_get_tooltip_text (widget) != NULL)
    g_string_append_printf (names, "%s\n", gtk_widget_get_tooltip_text (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_die_names (child, names);
}

/* The dice tray names each die as game.xml's <name xml:lang="fr"> does. */
static void
test_dice_tray_in_french (void)
{
  CwWindow *window = cw_window_new (NULL);
  CwGame *game = cw_session_get_game (cw_window_get_session (window));
  g_autoptr(CwDice) dice = cw_dice_new_for_game (game, 1);
  GtkWidget *tray = g_object_ref_sink (cw_dice_tray_new ());
  g_autoptr(GString) names = g_string_new ("\n");

  g_assert_cmpstr (cw_game_get_id (game), ==, "oz-storyline");
  cw_dice_tray_set_dice (CW_DICE_TRAY (tray), dice, FALSE, NULL);
  collect_die_names (tray, names);
  g_assert_cmpstr (names->str, ==, "\nDé bleu, 6 faces\nDé bleu, 5 faces\nDé bleu, 4 faces\nDé bleu, 3 faces\n"
                                   "Dé d’or bonus, 3 faces\n");

  g_object_unref (tray);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* The shortcuts window fits a 1280-pixel screen in French too, whose words run longer: its
 * labels do not wrap, so a long title widens it past the screen and cuts off the right column. */
static void
test_shortcuts_window_fits_in_french (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/cardwright/Cardwright/gtk/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  GLogLevelFlags fatal;
  int width;

  /* GTK 4.8 with libadwaita's style sheet warns that two of the window's own key-cap labels
   * report a negative width (GTK's, not ours; they are drawn fine), so warnings are not fatal
   * while GTK lays it out. */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  gtk_window_present (GTK_WINDOW (overlay));
  cw_app_test_wait_for_mapped (overlay);
  settle ();
  g_log_set_always_fatal (fatal);
  width = gtk_widget_get_width (overlay);
  g_test_message ("the French shortcuts window is %d px wide", width);
  g_assert_cmpint (width, <=, 1280);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("CARDWRIGHT_LOCALEDIR");

  /* Before anything translates: GNU gettext reads LANGUAGE under any locale but "C" itself,
   * so C.UTF-8 (present on every Debian machine) is enough; no fr_FR locale is needed. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "fr", TRUE);
  setlocale (LC_ALL, "");
  g_assert_nonnull (localedir);   /* tests/app/meson.build points it at the build tree's po/ */
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!cw_app_test_init (&argc, &argv))
    return 77;

  /* The translation itself, before any widget: a missing .mo says so plainly. */
  g_assert_cmpstr (_("Libraries"), ==, "Bibliothèques");

  g_test_add_func ("/app/french/view-switcher", test_view_switcher_in_french);
  g_test_add_func ("/app/french/check-panel", test_check_panel_in_french);
  g_test_add_func ("/app/french/dice-tray", test_dice_tray_in_french);
  g_test_add_func ("/app/french/shortcuts-window-fits", test_shortcuts_window_fits_in_french);

  return g_test_run ();
}
