/* cw-colour-dot.h: a player's colour as a small round dot, for the Table's shell and its boards. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A GtkDrawingArea of size × size pixels drawing colour ("#e01b24"; NULL draws nothing). */
GtkWidget *cw_colour_dot_new        (const char *colour,
                                     int         size);
/* Sets the colour of a drawing area made by cw_colour_dot_new() or of a template's own. */
void       cw_colour_dot_set_colour (GtkWidget  *area,
                                     const char *colour);

G_END_DECLS
