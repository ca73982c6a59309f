/* cw-focus-region.c: a container whose content is one Tab stop: Tab enters it and the next Tab leaves.
 *
 * GTK 4.8's GtkGridView moves the focus item by item on Tab (its focus vfunc steps to the next
 * position), so a grid of 115 cards is 115 Tab stops and the keyboard is caught in it. GTK 4.12
 * added GtkListView:tab-behavior for this; on our floor the grid cannot be subclassed, so its
 * parent decides: Tab or Shift+Tab from inside leaves, any other direction (and entering) is the
 * child's. Arrow keys are the grid's own key bindings and still move from card to card. */
#include "cw-focus-region.h"

struct _CwFocusRegion
{
  GtkWidget  parent_instance;

  GtkWidget *child;
};

static void cw_focus_region_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwFocusRegion, cw_focus_region, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, cw_focus_region_buildable_init))

enum { PROP_0, PROP_CHILD, N_PROPS };
static GParamSpec *properties[N_PROPS];

static GtkBuildableIface *parent_buildable_iface;

static gboolean
cw_focus_region_focus (GtkWidget        *widget,
                       GtkDirectionType  direction)
{
  CwFocusRegion *self = CW_FOCUS_REGION (widget);

  if (self->child == NULL)
    return FALSE;
  /* Focus already inside: Tab goes on to what follows the region, not to the next card. */
  if (gtk_widget_get_focus_child (widget) != NULL &&
      (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD))
    return FALSE;
  return gtk_widget_child_focus (self->child, direction);
}

/* A region expands as its content does, so wrapping a scrolled grid changes no layout. */
static void
cw_focus_region_compute_expand (GtkWidget *widget,
                                gboolean  *hexpand,
                                gboolean  *vexpand)
{
  CwFocusRegion *self = CW_FOCUS_REGION (widget);

  *hexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_VERTICAL);
}

static void
cw_focus_region_buildable_add_child (GtkBuildable *buildable,
                                     GtkBuilder   *builder,
                                     GObject      *child,
                                     const char   *type)
{
  if (GTK_IS_WIDGET (child) && type == NULL)
    cw_focus_region_set_child (CW_FOCUS_REGION (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
cw_focus_region_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = cw_focus_region_buildable_add_child;
}

static void
cw_focus_region_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CwFocusRegion *self = CW_FOCUS_REGION (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_focus_region_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  CwFocusRegion *self = CW_FOCUS_REGION (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      cw_focus_region_set_child (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_focus_region_dispose (GObject *object)
{
  CwFocusRegion *self = CW_FOCUS_REGION (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (cw_focus_region_parent_class)->dispose (object);
}

static void
cw_focus_region_class_init (CwFocusRegionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_focus_region_dispose;
  object_class->get_property = cw_focus_region_get_property;
  object_class->set_property = cw_focus_region_set_property;
  widget_class->focus = cw_focus_region_focus;
  widget_class->compute_expand = cw_focus_region_compute_expand;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
cw_focus_region_init (CwFocusRegion *self)
{
}

GtkWidget *
cw_focus_region_new (void)
{
  return g_object_new (CW_TYPE_FOCUS_REGION, NULL);
}

void
cw_focus_region_set_child (CwFocusRegion *self,
                           GtkWidget     *child)
{
  g_return_if_fail (CW_IS_FOCUS_REGION (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

GtkWidget *
cw_focus_region_get_child (CwFocusRegion *self)
{
  g_return_val_if_fail (CW_IS_FOCUS_REGION (self), NULL);
  return self->child;
}
