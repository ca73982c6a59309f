/* cw-app-test.h: what every window test program does first, and waiting for a widget to show. */
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

G_END_DECLS
