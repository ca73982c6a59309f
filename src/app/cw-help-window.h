/* cw-help-window.h: the user guide, shown in the app (F1). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CW_TYPE_HELP_WINDOW (cw_help_window_get_type ())
G_DECLARE_FINAL_TYPE (CwHelpWindow, cw_help_window, CW, HELP_WINDOW, AdwWindow)

GtkWidget  *cw_help_window_new           (void);
/* Scrolls to a section by name: "collection", "libraries", "table", "print", "search",
 * "keyboard"; NULL or an unknown name shows the top. */
void        cw_help_window_show_section  (CwHelpWindow *self,
                                          const char   *section);
/* Opens the guide over parent (nullable), or raises the one already open. */
CwHelpWindow *cw_help_window_present     (GtkWindow    *parent,
                                          const char   *section);

G_END_DECLS
