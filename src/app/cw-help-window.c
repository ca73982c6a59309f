/* cw-help-window.c: the user guide, shown in the app (F1). */
#include <glib/gi18n.h>

#include "cw-help-window.h"

/*
 * The guide is a page of the app rather than Mallard for Yelp: it works the same
 * in the Flatpak (the GNOME runtime has no Yelp, and a host Yelp cannot read the
 * sandbox's help files), and its text lives in the template, so it is translated
 * with the rest of the interface through po/.
 */

struct _CwHelpWindow
{
  AdwWindow          parent_instance;

  GtkScrolledWindow *scroller;
  GtkWidget         *collection_heading;
  GtkWidget         *libraries_heading;
  GtkWidget         *table_heading;
  GtkWidget         *print_heading;
  GtkWidget         *search_heading;
  GtkWidget         *keyboard_heading;
};

G_DEFINE_FINAL_TYPE (CwHelpWindow, cw_help_window, ADW_TYPE_WINDOW)

/* One guide at a time: F1 again raises it instead of piling up windows. */
static CwHelpWindow *open_help_window;

static GtkWidget *
section_heading (CwHelpWindow *self,
                 const char   *section)
{
  if (g_strcmp0 (section, "collection") == 0)
    return self->collection_heading;
  if (g_strcmp0 (section, "libraries") == 0)
    return self->libraries_heading;
  if (g_strcmp0 (section, "table") == 0)
    return self->table_heading;
  if (g_strcmp0 (section, "print") == 0)
    return self->print_heading;
  if (g_strcmp0 (section, "search") == 0)
    return self->search_heading;
  if (g_strcmp0 (section, "keyboard") == 0)
    return self->keyboard_heading;
  return NULL;
}

void
cw_help_window_show_section (CwHelpWindow *self,
                             const char   *section)
{
  GtkWidget *heading;
  GtkAdjustment *adjustment;
  graphene_point_t point = GRAPHENE_POINT_INIT (0, 0);
  graphene_point_t in_scroller;
  GtkWidget *child;

  g_return_if_fail (CW_IS_HELP_WINDOW (self));

  adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  heading = section_heading (self, section);
  child = gtk_scrolled_window_get_child (self->scroller);
  /* Positions are known once the page is laid out; before that the top is shown. */
  if (heading == NULL || child == NULL ||
      !gtk_widget_compute_point (heading, child, &point, &in_scroller))
    {
      gtk_adjustment_set_value (adjustment, 0);
      return;
    }
  gtk_adjustment_set_value (adjustment, in_scroller.y);
}

static void
cw_help_window_dispose (GObject *object)
{
  CwHelpWindow *self = CW_HELP_WINDOW (object);

  if (open_help_window == self)
    open_help_window = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_HELP_WINDOW);

  G_OBJECT_CLASS (cw_help_window_parent_class)->dispose (object);
}

static void
cw_help_window_class_init (CwHelpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_help_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cardwright/Cardwright/cw-help-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CwHelpWindow, scroller);
  gtk_widget_class_bind_template_child (widget_class, CwHelpWindow, collection_heading);
  gtk_widget_class_bind_template_child (widget_class, CwHelpWindow, libraries_heading);
  gtk_widget_class_bind_template_child (widget_class, CwHelpWindow, table_heading);
  gtk_widget_class_bind_template_child (widget_class, CwHelpWindow, print_heading);
  gtk_widget_class_bind_template_child (widget_class, CwHelpWindow, search_heading);
  gtk_widget_class_bind_template_child (widget_class, CwHelpWindow, keyboard_heading);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cw_help_window_init (CwHelpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
cw_help_window_new (void)
{
  return g_object_new (CW_TYPE_HELP_WINDOW, NULL);
}

CwHelpWindow *
cw_help_window_present (GtkWindow  *parent,
                        const char *section)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  if (open_help_window == NULL)
    {
      open_help_window = CW_HELP_WINDOW (cw_help_window_new ());
      gtk_window_set_transient_for (GTK_WINDOW (open_help_window), parent);
      if (parent != NULL && gtk_window_get_application (parent) != NULL)
        gtk_window_set_application (GTK_WINDOW (open_help_window), gtk_window_get_application (parent));
    }
  gtk_window_present (GTK_WINDOW (open_help_window));
  cw_help_window_show_section (open_help_window, section);
  return open_help_window;
}
