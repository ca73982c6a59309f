/* cw-app-test.h: what every window test program does first, waiting for a widget to show, and
 * finding a widget by what a person sees on it. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* g_test_init with isolated XDG folders, GTK and libadwaita, and the system's icon themes and
 * MIME database put back (the isolated folders hide them, and a missing icon warns, which is
 * fatal in the tests). FALSE when there is no display: main() then returns 77 (skipped). */
gboolean cw_app_test_init             (int         *argc,
                                       char      ***argv);
/* Iterates the main loop until widget is mapped, then a little more so lists create their rows. */
void     cw_app_test_wait_for_mapped  (GtkWidget   *widget);
/* Until the window has given the widget its width, then until nothing is pending: that width. */
int      cw_app_test_wait_until_allocated (GtkWidget *widget);
/* Runs what the main loop has pending, without waiting for more. */
void     cw_app_test_drain            (void);

/* Whether widget is the one text names: each match below says how. */
typedef gboolean (*CwAppTestMatch) (GtkWidget  *widget,
                                    const char *text);
/* The first widget under root (root included) that match says is the one, or NULL. */
GtkWidget *cw_app_test_find_widget    (GtkWidget      *root,
                                       CwAppTestMatch  match,
                                       const char     *text);
gboolean cw_app_test_is_button_labelled   (GtkWidget  *widget,
                                           const char *text);
gboolean cw_app_test_is_check_labelled    (GtkWidget  *widget,
                                           const char *text);
gboolean cw_app_test_is_label_text        (GtkWidget  *widget,
                                           const char *text);
/* An AdwActionRow by its title. */
gboolean cw_app_test_is_row_titled        (GtkWidget  *widget,
                                           const char *text);
gboolean cw_app_test_is_expander_labelled (GtkWidget  *widget,
                                           const char *text);
/* By gtk_widget_get_name: the names the templates and boards give. */
gboolean cw_app_test_is_named             (GtkWidget  *widget,
                                           const char *text);
/* Any search entry: text is not looked at. */
gboolean cw_app_test_is_search_entry      (GtkWidget  *widget,
                                           const char *text);

G_END_DECLS
