/* cw-table-page.c: the Table view; table assist comes in a later release and the page says so. */
#include "cw-table-page.h"

struct _CwTablePage
{
  GtkWidget  parent_instance;

  CwSession *session;
};

G_DEFINE_FINAL_TYPE (CwTablePage, cw_table_page, GTK_TYPE_WIDGET)

static void
cw_table_page_dispose (GObject *object)
{
  CwTablePage *self = CW_TABLE_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_TABLE_PAGE);
  /* Template children without an id are not unparented by dispose_template. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_table_page_parent_class)->dispose (object);
}

static void
cw_table_page_class_init (CwTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_table_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-table-page.ui");
  gtk_widget_class_set_css_name (widget_class, "tablepage");
}

static void
cw_table_page_init (CwTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
cw_table_page_new (void)
{
  return g_object_new (CW_TYPE_TABLE_PAGE, NULL);
}

void
cw_table_page_set_session (CwTablePage *self,
                           CwSession   *session)
{
  g_return_if_fail (CW_IS_TABLE_PAGE (self));
  g_set_object (&self->session, session);
}
