/* cw-preferences-window.c: preferences: light, dark or the system's style; how the collection is shown. */
#include <glib/gi18n.h>

#include "cw-preferences-window.h"

struct _CwPreferencesWindow
{
  CwPreferencesBase     parent_instance;

  AdwComboRow          *style_row;
  AdwComboRow          *view_row;
  GSettings            *settings;
};

G_DEFINE_FINAL_TYPE (CwPreferencesWindow, cw_preferences_window, CW_TYPE_PREFERENCES_BASE)

/* Combo row positions, in the order of the template's string lists. */
static const char *style_values[] = { "default", "light", "dark", NULL };
static const char *view_values[] = { "grid", "table", NULL };

static gboolean
to_position (GValue   *value,
             GVariant *variant,
             gpointer  user_data)
{
  const char **values = user_data;
  const char *text = g_variant_get_string (variant, NULL);

  for (guint i = 0; values[i] != NULL; i++)
    if (g_str_equal (values[i], text))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
from_position (const GValue       *value,
               const GVariantType *type,
               gpointer            user_data)
{
  const char **values = user_data;
  guint position = g_value_get_uint (value);
  guint n = 0;

  while (values[n] != NULL)
    n++;
  return g_variant_new_string (values[position < n ? position : 0]);
}

static void
cw_preferences_window_dispose (GObject *object)
{
  CwPreferencesWindow *self = CW_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (cw_preferences_window_parent_class)->dispose (object);
}

static void
cw_preferences_window_class_init (CwPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CwPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, CwPreferencesWindow, view_row);
}

static void
cw_preferences_window_init (CwPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cw_compat_preferences_set_size (GTK_WIDGET (self), 480, 360);
}

GtkWidget *
cw_preferences_window_new (GSettings *settings)
{
  CwPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CW_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);
  g_settings_bind_with_mapping (settings, "color-scheme", self->style_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, to_position, from_position, (gpointer) style_values, NULL);
  g_settings_bind_with_mapping (settings, "collection-view", self->view_row, "selected",
                                G_SETTINGS_BIND_DEFAULT, to_position, from_position, (gpointer) view_values, NULL);
  return GTK_WIDGET (self);
}
