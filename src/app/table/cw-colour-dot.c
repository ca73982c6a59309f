/* cw-colour-dot.c: a player's colour as a small round dot, for the Table's shell and its boards. */
#include "cw-colour-dot.h"

static void
draw_colour_dot (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  const char *colour = g_object_get_data (G_OBJECT (area), "cw-colour");
  GdkRGBA rgba;

  if (colour == NULL || !gdk_rgba_parse (&rgba, colour))
    return;
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 0.5, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill (cr);
}

void
cw_colour_dot_set_colour (GtkWidget  *area,
                          const char *colour)
{
  g_return_if_fail (GTK_IS_DRAWING_AREA (area));

  g_object_set_data_full (G_OBJECT (area), "cw-colour", g_strdup (colour), g_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_colour_dot, NULL, NULL);
  gtk_widget_queue_draw (area);
}

GtkWidget *
cw_colour_dot_new (const char *colour,
                   int         size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  cw_colour_dot_set_colour (area, colour);
  return area;
}
