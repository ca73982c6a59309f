/* test-keyboard.c: the window by keyboard alone: Tab reaches every view, buttons say what they do, shortcuts and help. */
#include <adwaita.h>
#include <gdk/x11/gdkx.h>

#include "cw-window.h"
#include "cw-collection-page.h"
#include "cw-library-page.h"
#include "cw-table-page.h"
#include "cw-help-window.h"
#include "cw-owned-spin.h"
#include "cw-app-test.h"

/* More Tab presses than any view has stops before a card grid; the grid itself is one
 * region, so reaching its first card is enough. */
#define MAX_TABS 400

static void
settle (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static CwWindow *
open_window (void)
{
  CwWindow *window = cw_window_new (NULL);

  g_object_ref (window);   /* ours, handed to g_assert_finalize_object at the end */
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  settle ();
  return window;
}

static void
close_window (CwWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  g_assert_finalize_object (window);
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

/* The list view, grid view or column view a widget is a row of, or NULL. */
static GtkWidget *
list_of (GtkWidget *widget)
{
  GtkWidget *list = gtk_widget_get_ancestor (widget, GTK_TYPE_GRID_VIEW);

  if (list == NULL)
    list = gtk_widget_get_ancestor (widget, GTK_TYPE_LIST_VIEW);
  if (list == NULL)
    list = gtk_widget_get_ancestor (widget, GTK_TYPE_COLUMN_VIEW);
  return list;
}

/* Where Tab went, as regions of the window, in order. */
typedef struct {
  int header;          /* first Tab stop inside the header bar, or -1 */
  int search;          /* inside the Collection's search entry */
  int grid;            /* on a card of the Collection's grid */
  int page;            /* inside the view's page (the Library or Table page) */
  int stops;           /* Tab stops walked before focus came back round */
  gboolean came_back;  /* the walk returned to where it started */
} TabWalk;

static int
first (int seen, int now)
{
  return seen >= 0 ? seen : now;
}

/* Starts on the game picker (the first thing in the header bar) and presses Tab until focus
 * comes back to it, as a person would. */
static TabWalk
tab_through (CwWindow  *window,
             GtkWidget *page)
{
  TabWalk walk = { -1, -1, -1, -1, 0, FALSE };
  GtkWidget *header = find_descendant (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *start;

  g_assert_nonnull (header);
  start = find_descendant (header, GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (start);
  g_assert_true (gtk_widget_grab_focus (start));
  start = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (start);

  for (int i = 0; i < MAX_TABS; i++)
    {
      GtkWidget *focus;

      if (!gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD))
        /* At the end of the chain a window wraps round, as GtkWindow does for a Tab key press. */
        g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
      settle ();
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      /* Focus never lands on something the person cannot see (a row of a list or grid is
       * scrolled into view on the next frame, so only its list must be shown). */
      if (!gtk_widget_is_drawable (list_of (focus) != NULL ? list_of (focus) : focus))
        {
          g_autoptr(GString) path = g_string_new (NULL);

          for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
            g_string_append_printf (path, " < %s%s%s", G_OBJECT_TYPE_NAME (w),
                                    gtk_widget_get_visible (w) ? "" : "(hidden)",
                                    gtk_widget_get_child_visible (w) ? "" : "(child-hidden)");
          g_error ("Tab %d focused a widget that is not shown:%s", i + 1, path->str);
        }
      walk.stops++;
      if (focus == start || gtk_widget_is_ancestor (focus, start))
        {
          walk.came_back = TRUE;
          break;
        }
      if (gtk_widget_is_ancestor (focus, header))
        walk.header = first (walk.header, i);
      if (gtk_widget_get_ancestor (focus, GTK_TYPE_SEARCH_ENTRY) != NULL &&
          gtk_widget_get_ancestor (focus, CW_TYPE_COLLECTION_PAGE) != NULL)
        walk.search = first (walk.search, i);
      if (gtk_widget_get_ancestor (focus, GTK_TYPE_GRID_VIEW) != NULL)
        walk.grid = first (walk.grid, i);
      if (page != NULL && gtk_widget_is_ancestor (focus, page))
        walk.page = first (walk.page, i);
    }
  g_test_message ("Tab stops: header %d, search %d, grid %d, page %d, %d walked, %s",
                  walk.header, walk.search, walk.grid, walk.page, walk.stops,
                  walk.came_back ? "back at the start" : "stopped");
  return walk;
}

static void
test_tab_collection (void)
{
  CwWindow *window = open_window ();
  TabWalk walk;

  g_assert_cmpstr (cw_window_get_view (window), ==, "collection");
  walk = tab_through (window, cw_window_get_collection_page (window));

  /* Header bar (view switcher, menu), then the search, then the cards: reading order. */
  g_assert_cmpint (walk.header, >=, 0);
  g_assert_cmpint (walk.search, >, walk.header);
  g_assert_cmpint (walk.grid, >, walk.search);
  g_assert_cmpint (walk.page, >, walk.header);
  /* Tab leaves the grid again: the keyboard is never trapped in the cards. */
  g_assert_true (walk.came_back);

  close_window (window);
}

static void
test_tab_libraries (void)
{
  CwWindow *window = open_window ();
  GtkWidget *page = cw_window_get_library_page (window);
  TabWalk walk;

  /* Alt+2 is win.view("libraries"). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "libraries"));
  settle ();
  g_assert_cmpstr (cw_window_get_view (window), ==, "libraries");
  walk = tab_through (window, page);

  g_assert_cmpint (walk.header, >=, 0);
  g_assert_cmpint (walk.page, >, walk.header);
  /* The hidden Collection is not in the chain. */
  g_assert_cmpint (walk.search, ==, -1);
  g_assert_cmpint (walk.grid, ==, -1);
  g_assert_true (walk.came_back);

  close_window (window);
}

static void
test_tab_table (void)
{
  CwWindow *window = open_window ();
  GtkWidget *page = find_descendant (GTK_WIDGET (window), CW_TYPE_TABLE_PAGE);
  TabWalk walk;

  g_assert_nonnull (page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "table"));
  settle ();
  g_assert_cmpstr (cw_window_get_view (window), ==, "table");
  walk = tab_through (window, page);

  g_assert_cmpint (walk.header, >=, 0);
  g_assert_cmpint (walk.page, >, walk.header);
  g_assert_cmpint (walk.search, ==, -1);
  g_assert_true (walk.came_back);

  close_window (window);
}

/* The grid's cell (a child of the GtkGridView) holding focus, or NULL when focus is elsewhere. */
static GtkWidget *
focused_grid_cell (CwWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *grid = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_GRID_VIEW) : NULL;

  if (grid == NULL)
    return NULL;
  while (gtk_widget_get_parent (focus) != grid)
    focus = gtk_widget_get_parent (focus);
  return focus;
}

/* The grid is one Tab stop (GTK 4.8's grid alone makes every card one): from the search, Tab
 * reaches the grid past the search's own buttons, and the next Tab leaves it. */
static void
test_grid_one_tab_stop (void)
{
  CwWindow *window = open_window ();
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));
  GtkWidget *cell = NULL;
  int tabs = 0;

  cw_collection_page_focus_search (page);
  settle ();
  g_assert_nonnull (gtk_widget_get_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_TYPE_SEARCH_ENTRY));
  /* The search help, then the grid and table toggles, then the cards. */
  while (cell == NULL && tabs < 5)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
      settle ();
      tabs++;
      cell = focused_grid_cell (window);
    }
  g_assert_nonnull (cell);
  g_assert_cmpint (tabs, ==, 4);
  /* The first card, as a person expects on entering the grid. */
  g_assert_true (cell == gtk_widget_get_first_child (gtk_widget_get_parent (cell)));

  /* The next Tab leaves the cards for the detail pane, not for the second card. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  settle ();
  g_assert_null (focused_grid_cell (window));
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  /* Shift+Tab comes back to the same card, and the one after leaves backwards. */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_BACKWARD));
  settle ();
  g_assert_true (focused_grid_cell (window) == cell);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_BACKWARD));
  settle ();
  g_assert_null (focused_grid_cell (window));

  close_window (window);
}

/* Right moves the focus, with its ring, to the next card. GTK 4.8 cannot make a key event, so
 * the X server's test extension presses the key (xdotool), as a keyboard would. */
static void
test_grid_arrow_keys (void)
{
  CwWindow *window;
  GtkWidget *cell, *next;
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autofree char *command = NULL;
  g_autoptr(GError) error = NULL;
  int status;
  gint64 deadline;

  if (xdotool == NULL || !GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_test_skip ("needs xdotool and an X11 display to press a real key");
      return;
    }
  window = open_window ();
  cw_collection_page_focus_search (CW_COLLECTION_PAGE (cw_window_get_collection_page (window)));
  settle ();
  while (focused_grid_cell (window) == NULL)
    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  settle ();
  cell = focused_grid_cell (window);
  next = gtk_widget_get_next_sibling (cell);
  g_assert_nonnull (next);

  command = g_strdup_printf ("%s windowfocus --sync %lu key Right", xdotool,
                             (gulong) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))));
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC; /* ends as soon as it happens; ASan on a busy machine is slow */
  while (focused_grid_cell (window) == cell && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  settle ();

  g_assert_true (focused_grid_cell (window) == next);
  /* The ring shows: the cell is focus-visible (style.css draws the outline for that state). */
  g_assert_true (gtk_widget_get_state_flags (next) & GTK_STATE_FLAG_FOCUS_VISIBLE);
  /* Arrows move the selection with the focus, so the detail pane follows. */
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (gtk_grid_view_get_model (GTK_GRID_VIEW (gtk_widget_get_parent (next))))),
                    ==, 1);

  close_window (window);
}

/* Counts the buttons showing only an icon, and fails on one that does not say what it does. */
static guint
check_icon_buttons (GtkWidget *widget)
{
  guint n = 0;

  /* A spin button's − and + are GTK's own, and the spin button is named as a whole. The
   * owned-count spins of the card grid label their − and + in C without tooltips (hundreds of
   * them; GTK 4.8 cannot read an accessible label back, so they are trusted here). */
  if (GTK_IS_SPIN_BUTTON (widget) || CW_IS_OWNED_SPIN (widget))
    return 0;
  if ((GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget)) && gtk_widget_get_mapped (widget))
    {
      const char *icon = GTK_IS_BUTTON (widget) ? gtk_button_get_icon_name (GTK_BUTTON (widget))
                                                : gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget));
      const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                                                 : gtk_menu_button_get_label (GTK_MENU_BUTTON (widget));

      if (icon != NULL && label == NULL)
        {
          const char *tooltip = gtk_widget_get_tooltip_text (widget);

          if (tooltip == NULL || *tooltip == '\0')
            {
              g_autoptr(GString) path = g_string_new (NULL);

              for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL; w = gtk_widget_get_parent (w))
                g_string_append_printf (path, " < %s", G_OBJECT_TYPE_NAME (w));
              g_error ("a button with only the icon %s has no tooltip, so no name for a screen reader:%s", icon, path->str);
            }
          n++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += check_icon_buttons (child);
  return n;
}

static void
test_icon_buttons_named (void)
{
  CwWindow *window = open_window ();
  guint collection, libraries;

  collection = check_icon_buttons (GTK_WIDGET (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "libraries");
  settle ();
  libraries = check_icon_buttons (GTK_WIDGET (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.view", "s", "table");
  settle ();
  check_icon_buttons (GTK_WIDGET (window));

  /* The main menu, the filters, search help, grid and table toggles at least. */
  g_assert_cmpuint (collection, >=, 5);
  /* The main menu, New Library, Open and the Library menu at least. */
  g_assert_cmpuint (libraries, >=, 4);

  close_window (window);
}

/* Every shortcut the issue asks for is in the shortcuts window (Ctrl+?). */
static void
test_shortcuts_window (void)
{
  static const char *expected[] = {
    "<Control>f", "<Control>n", "<Control>o", "<Control>s", "<Control>p", "<Control>z",
    "<Control><Shift>z", "<Control>q", "F1", "<Control>question", "<Control>r",
    "<Control>Page_Up", "<Control>Page_Down", "plus", "<Control>w", "<Control>Return", "<Control>d",
  };
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/cardwright/Cardwright/gtk/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  g_autoptr(GString) all = g_string_new (" ");
  guint n_shortcuts = 0;

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accelerator = NULL;
        g_autofree char *title = NULL;

        g_object_get (l->data, "accelerator", &accelerator, "title", &title, NULL);
        g_assert_nonnull (title);
        g_string_append_printf (all, "%s ", accelerator);
        n_shortcuts++;
      }
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *word = g_strdup_printf (" %s ", expected[i]);

      if (strstr (all->str, word) == NULL)
        g_error ("the shortcuts window lacks %s (it lists:%s)", expected[i], all->str);
    }
  g_assert_cmpuint (n_shortcuts, ==, 27);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* The shortcuts window fits a 1280-pixel screen: its labels do not wrap, so one long title
 * widened it past the screen and the right column's text was cut off at the edge. */
static void
test_shortcuts_window_fits (void)
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
  while (!gtk_widget_get_mapped (overlay))
    g_main_context_iteration (NULL, TRUE);
  settle ();
  g_log_set_always_fatal (fatal);
  width = gtk_widget_get_width (overlay);
  g_test_message ("the shortcuts window is %d px wide", width);
  g_assert_cmpint (width, <=, 1280);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
test_help_window (void)
{
  CwHelpWindow *help = CW_HELP_WINDOW (cw_help_window_new ());
  GtkWidget *scroller = find_descendant (GTK_WIDGET (help), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;

  g_object_ref_sink (help);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_window_present (GTK_WINDOW (help));
  while (!gtk_widget_get_mapped (GTK_WIDGET (help)))
    g_main_context_iteration (NULL, TRUE);
  settle ();

  /* The guide is longer than its window, and a section is found by name. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  cw_help_window_show_section (help, "search");
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  cw_help_window_show_section (help, NULL);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  /* Escape closes it, as any GNOME dialog. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (help), "window.close", NULL));
  settle ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (help)));
  gtk_window_destroy (GTK_WINDOW (help));
  settle ();
  g_assert_finalize_object (help);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/keyboard/tab-collection", test_tab_collection);
  g_test_add_func ("/app/keyboard/tab-libraries", test_tab_libraries);
  g_test_add_func ("/app/keyboard/tab-table", test_tab_table);
  g_test_add_func ("/app/keyboard/grid-one-tab-stop", test_grid_one_tab_stop);
  g_test_add_func ("/app/keyboard/grid-arrow-keys", test_grid_arrow_keys);
  g_test_add_func ("/app/keyboard/icon-buttons-named", test_icon_buttons_named);
  g_test_add_func ("/app/keyboard/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/app/keyboard/shortcuts-window-fits", test_shortcuts_window_fits);
  g_test_add_func ("/app/keyboard/help-window", test_help_window);

  return g_test_run ();
}
