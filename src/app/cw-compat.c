/* cw-compat.c: the floor's widgets (GTK 4.8, libadwaita 1.2) or their replacements, chosen at build time.
 *
 * Only this file names the deprecated API, and only in the branch built for the floor; see
 * cw-compat.h for the list and meson.build for how the branch is chosen. The newer branch is
 * written against the documented API of GTK 4.10 and libadwaita 1.5; tests/compat builds it
 * against the floor's headers (with the newer calls declared) to check it at least compiles. */
#include "cw-compat.h"

/* ---- style ---- */

void
cw_compat_widget_get_color (GtkWidget *widget,
                            GdkRGBA   *color)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (color != NULL);

#if CW_COMPAT_GTK_4_10
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

/* ---- colour buttons ---- */

GtkWidget *
cw_compat_color_button_new (const char *title)
{
#if CW_COMPAT_GTK_4_10
  GtkColorDialog *dialog = gtk_color_dialog_new ();

  gtk_color_dialog_set_title (dialog, title);
  return gtk_color_dialog_button_new (dialog);   /* takes the dialog */
#else
  GtkWidget *button = gtk_color_button_new ();

  gtk_color_button_set_title (GTK_COLOR_BUTTON (button), title);
  return button;
#endif
}

gboolean
cw_compat_is_color_button (gpointer object)
{
#if CW_COMPAT_GTK_4_10
  return GTK_IS_COLOR_DIALOG_BUTTON (object);
#else
  return GTK_IS_COLOR_BUTTON (object);
#endif
}

void
cw_compat_color_button_get_rgba (GtkWidget *button,
                                 GdkRGBA   *color)
{
  g_return_if_fail (cw_compat_is_color_button (button));
  g_return_if_fail (color != NULL);

#if CW_COMPAT_GTK_4_10
  *color = *gtk_color_dialog_button_get_rgba (GTK_COLOR_DIALOG_BUTTON (button));
#else
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), color);
#endif
}

void
cw_compat_color_button_set_rgba (GtkWidget     *button,
                                 const GdkRGBA *color)
{
  g_return_if_fail (cw_compat_is_color_button (button));
  g_return_if_fail (color != NULL);

#if CW_COMPAT_GTK_4_10
  gtk_color_dialog_button_set_rgba (GTK_COLOR_DIALOG_BUTTON (button), color);
#else
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (button), color);
#endif
}

/* ---- alerts ---- */

#if CW_COMPAT_ADW_1_5
#define ALERT(w) ADW_ALERT_DIALOG (w)

/* An AdwAlertDialog is presented over a widget, not made with one: the parent given to
 * cw_alert_new waits here, weakly (the alert must not keep a closed window alive). */
static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}
#else
#define ALERT(w) ADW_MESSAGE_DIALOG (w)
#endif

GtkWidget *
cw_alert_new (GtkWindow  *parent,
              const char *heading,
              const char *body)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

#if CW_COMPAT_ADW_1_5
  {
    GtkWidget *alert = GTK_WIDGET (adw_alert_dialog_new (heading, body));
    GWeakRef *ref = g_new0 (GWeakRef, 1);

    g_weak_ref_init (ref, parent);
    g_object_set_data_full (G_OBJECT (alert), "cw-alert-parent", ref, free_weak_ref);
    return alert;
  }
#else
  return adw_message_dialog_new (parent, heading, body);
#endif
}

void
cw_alert_present (GtkWidget *alert)
{
  g_return_if_fail (cw_is_alert (alert));

#if CW_COMPAT_ADW_1_5
  {
    GWeakRef *ref = g_object_get_data (G_OBJECT (alert), "cw-alert-parent");
    g_autoptr(GtkWidget) parent = ref != NULL ? g_weak_ref_get (ref) : NULL;

    adw_dialog_present (ADW_DIALOG (alert), parent);
  }
#else
  gtk_window_present (GTK_WINDOW (alert));
#endif
}

gboolean
cw_is_alert (gpointer object)
{
#if CW_COMPAT_ADW_1_5
  return ADW_IS_ALERT_DIALOG (object);
#else
  return ADW_IS_MESSAGE_DIALOG (object);
#endif
}

void
cw_alert_add_response (GtkWidget  *alert,
                       const char *id,
                       const char *label)
{
  g_return_if_fail (cw_is_alert (alert));
#if CW_COMPAT_ADW_1_5
  adw_alert_dialog_add_response (ALERT (alert), id, label);
#else
  adw_message_dialog_add_response (ALERT (alert), id, label);
#endif
}

void
cw_alert_add_responses (GtkWidget  *alert,
                        const char *first_id,
                        ...)
{
  va_list args;

  g_return_if_fail (cw_is_alert (alert));

  va_start (args, first_id);
  for (const char *id = first_id; id != NULL; id = va_arg (args, const char *))
    cw_alert_add_response (alert, id, va_arg (args, const char *));
  va_end (args);
}

void
cw_alert_set_response_appearance (GtkWidget             *alert,
                                  const char            *id,
                                  AdwResponseAppearance  appearance)
{
  g_return_if_fail (cw_is_alert (alert));
#if CW_COMPAT_ADW_1_5
  adw_alert_dialog_set_response_appearance (ALERT (alert), id, appearance);
#else
  adw_message_dialog_set_response_appearance (ALERT (alert), id, appearance);
#endif
}

void
cw_alert_set_default_response (GtkWidget  *alert,
                               const char *id)
{
  g_return_if_fail (cw_is_alert (alert));
#if CW_COMPAT_ADW_1_5
  adw_alert_dialog_set_default_response (ALERT (alert), id);
#else
  adw_message_dialog_set_default_response (ALERT (alert), id);
#endif
}

void
cw_alert_set_close_response (GtkWidget  *alert,
                             const char *id)
{
  g_return_if_fail (cw_is_alert (alert));
#if CW_COMPAT_ADW_1_5
  adw_alert_dialog_set_close_response (ALERT (alert), id);
#else
  adw_message_dialog_set_close_response (ALERT (alert), id);
#endif
}

void
cw_alert_set_response_enabled (GtkWidget  *alert,
                               const char *id,
                               gboolean    enabled)
{
  g_return_if_fail (cw_is_alert (alert));
#if CW_COMPAT_ADW_1_5
  adw_alert_dialog_set_response_enabled (ALERT (alert), id, enabled);
#else
  adw_message_dialog_set_response_enabled (ALERT (alert), id, enabled);
#endif
}

gboolean
cw_alert_get_response_enabled (GtkWidget  *alert,
                               const char *id)
{
  g_return_val_if_fail (cw_is_alert (alert), FALSE);
#if CW_COMPAT_ADW_1_5
  return adw_alert_dialog_get_response_enabled (ALERT (alert), id);
#else
  return adw_message_dialog_get_response_enabled (ALERT (alert), id);
#endif
}

const char *
cw_alert_get_response_label (GtkWidget  *alert,
                             const char *id)
{
  g_return_val_if_fail (cw_is_alert (alert), NULL);
#if CW_COMPAT_ADW_1_5
  return adw_alert_dialog_get_response_label (ALERT (alert), id);
#else
  return adw_message_dialog_get_response_label (ALERT (alert), id);
#endif
}

void
cw_alert_set_extra_child (GtkWidget *alert,
                          GtkWidget *child)
{
  g_return_if_fail (cw_is_alert (alert));
#if CW_COMPAT_ADW_1_5
  adw_alert_dialog_set_extra_child (ALERT (alert), child);
#else
  adw_message_dialog_set_extra_child (ALERT (alert), child);
#endif
}

void
cw_alert_set_width (GtkWidget *alert,
                    int        width)
{
  g_return_if_fail (cw_is_alert (alert));
#if CW_COMPAT_ADW_1_5
  adw_dialog_set_content_width (ADW_DIALOG (alert), width);
#else
  gtk_window_set_default_size (GTK_WINDOW (alert), width, -1);
#endif
}

GtkWidget *
cw_alert_get_extra_child (GtkWidget *alert)
{
  g_return_val_if_fail (cw_is_alert (alert), NULL);
#if CW_COMPAT_ADW_1_5
  return adw_alert_dialog_get_extra_child (ALERT (alert));
#else
  return adw_message_dialog_get_extra_child (ALERT (alert));
#endif
}

const char *
cw_alert_get_heading (GtkWidget *alert)
{
  g_return_val_if_fail (cw_is_alert (alert), NULL);
#if CW_COMPAT_ADW_1_5
  return adw_alert_dialog_get_heading (ALERT (alert));
#else
  return adw_message_dialog_get_heading (ALERT (alert));
#endif
}

const char *
cw_alert_get_body (GtkWidget *alert)
{
  g_return_val_if_fail (cw_is_alert (alert), NULL);
#if CW_COMPAT_ADW_1_5
  return adw_alert_dialog_get_body (ALERT (alert));
#else
  return adw_message_dialog_get_body (ALERT (alert));
#endif
}

GtkWidget *
cw_alert_get_ancestor (GtkWidget *child)
{
  g_return_val_if_fail (GTK_IS_WIDGET (child), NULL);
#if CW_COMPAT_ADW_1_5
  return gtk_widget_get_ancestor (child, ADW_TYPE_ALERT_DIALOG);
#else
  return gtk_widget_get_ancestor (child, ADW_TYPE_MESSAGE_DIALOG);
#endif
}

void
cw_alert_close (GtkWidget *alert)
{
  g_return_if_fail (cw_is_alert (alert));
  /* Closed without an answer: no "response" follows, as gtk_window_destroy did. */
#if CW_COMPAT_ADW_1_5
  adw_dialog_force_close (ADW_DIALOG (alert));
#else
  gtk_window_destroy (GTK_WINDOW (alert));
#endif
}

void
cw_alert_response (GtkWidget  *alert,
                   const char *id)
{
  g_return_if_fail (cw_is_alert (alert));
  g_return_if_fail (id != NULL);

#if CW_COMPAT_ADW_1_5
  {
    /* AdwAlertDialog has no public adw_message_dialog_response(): emit what its button would,
     * detail included, then close it as a chosen response does. */
    g_autofree char *detailed = g_strconcat ("response::", id, NULL);

    g_object_ref (alert);
    g_signal_emit_by_name (alert, detailed, id);
    adw_dialog_force_close (ADW_DIALOG (alert));
    g_object_unref (alert);
  }
#else
  /* adw_message_dialog_response() only emits: the dialog stays up until its button's own
   * handler destroys it, so do that here too (destroy, not close: closing would answer again
   * with the close response). */
  g_object_ref (alert);
  adw_message_dialog_response (ALERT (alert), id);
  gtk_window_destroy (GTK_WINDOW (alert));
  g_object_unref (alert);
#endif
}

GtkWidget *
cw_alert_find_shown (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

#if CW_COMPAT_ADW_1_5
  {
    AdwDialog *dialog = NULL;

    if (ADW_IS_APPLICATION_WINDOW (parent))
      dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (parent));
    else if (ADW_IS_WINDOW (parent))
      dialog = adw_window_get_visible_dialog (ADW_WINDOW (parent));
    return ADW_IS_ALERT_DIALOG (dialog) ? GTK_WIDGET (dialog) : NULL;
  }
#else
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    GtkWidget *found = NULL;

    /* The newest wins, as the topmost dialog does on libadwaita 1.5 (GTK appends toplevels). */
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

        if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)) &&
            (parent == NULL || gtk_window_get_transient_for (window) == parent))
          found = GTK_WIDGET (window);
      }
    return found;
  }
#endif
}

/* ---- preferences ---- */

void
cw_compat_preferences_set_size (GtkWidget *preferences,
                                int        width,
                                int        height)
{
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (preferences, CW_TYPE_PREFERENCES_BASE));

#if CW_COMPAT_ADW_1_5
  adw_dialog_set_content_width (ADW_DIALOG (preferences), width);
  adw_dialog_set_content_height (ADW_DIALOG (preferences), height);
#else
  gtk_window_set_default_size (GTK_WINDOW (preferences), width, height);
#endif
}

void
cw_compat_present_preferences (GtkWidget *preferences,
                               GtkWindow *parent)
{
  g_return_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (preferences, CW_TYPE_PREFERENCES_BASE));
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

#if CW_COMPAT_ADW_1_5
  adw_dialog_present (ADW_DIALOG (preferences), GTK_WIDGET (parent));
#else
  gtk_window_set_modal (GTK_WINDOW (preferences), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (preferences), parent);
  gtk_window_present (GTK_WINDOW (preferences));
#endif
}

/* ---- the header's view switcher ---- */

void
cw_compat_switcher_title_init (GtkWidget *switcher)
{
#if CW_COMPAT_ADW_1_5
  g_return_if_fail (ADW_IS_VIEW_SWITCHER (switcher));
  adw_view_switcher_set_policy (ADW_VIEW_SWITCHER (switcher), ADW_VIEW_SWITCHER_POLICY_WIDE);
#else
  g_return_if_fail (ADW_IS_VIEW_SWITCHER_TITLE (switcher));
#endif
}

gboolean
cw_compat_switcher_title_get_title_visible (GtkWidget *switcher)
{
#if CW_COMPAT_ADW_1_5
  g_return_val_if_fail (ADW_IS_VIEW_SWITCHER (switcher), FALSE);
  return FALSE;
#else
  g_return_val_if_fail (ADW_IS_VIEW_SWITCHER_TITLE (switcher), FALSE);
  return adw_view_switcher_title_get_title_visible (ADW_VIEW_SWITCHER_TITLE (switcher));
#endif
}

/* ---- CwFlap and CwLeaflet: shared ---- */

#if CW_COMPAT_ADW_1_5
/* Both hold one widget (the split view that replaces AdwFlap or AdwLeaflet) and give it their
 * whole size, as a bin does. In this branch they cannot leave that to GtkBinLayout, as the floor's
 * branch does: a widget with a layout manager never has its size_allocate called, and that is
 * where they learn their width, to fold. */
static void
bin_measure (GtkWidget      *child,
             GtkOrientation  orientation,
             int             for_size,
             int            *minimum,
             int            *natural,
             int            *minimum_baseline,
             int            *natural_baseline)
{
  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
bin_allocate (GtkWidget *child,
              int        width,
              int        height,
              int        baseline)
{
  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_allocate (child, width, height, baseline, NULL);
}

/* The width a pane needs beside the others: its minimum, or its natural width. */
static int
pane_width (GtkWidget *pane,
            gboolean   natural)
{
  int minimum = 0, natural_width = 0;

  if (pane == NULL || !gtk_widget_get_visible (pane))
    return 0;
  gtk_widget_measure (pane, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural_width, NULL, NULL);
  return natural ? natural_width : minimum;
}
#endif

/* ---- CwFlap ---- */

struct _CwFlap
{
  GtkWidget  parent_instance;

#if CW_COMPAT_ADW_1_5
  AdwOverlaySplitView *split;
  GtkWidget           *flap;
  GtkWidget           *content;
  GtkPackType          position;
  int                  width;          /* last allocated */
  guint                fold_idle;      /* sets collapsed after the allocation that asked */
#else
  AdwFlap             *inner;
#endif
};

G_DEFINE_FINAL_TYPE (CwFlap, cw_flap, GTK_TYPE_WIDGET)

enum { FLAP_PROP_0, FLAP_PROP_FLAP, FLAP_PROP_CONTENT, FLAP_PROP_FLAP_POSITION, FLAP_PROP_REVEAL_FLAP,
       FLAP_PROP_FOLDED, FLAP_PROP_LOCKED, FLAP_N_PROPS };
static GParamSpec *flap_properties[FLAP_N_PROPS];

static GtkWidget *
flap_inner (CwFlap *self)
{
#if CW_COMPAT_ADW_1_5
  return GTK_WIDGET (self->split);
#else
  return GTK_WIDGET (self->inner);
#endif
}

#if CW_COMPAT_ADW_1_5
static gboolean
flap_fold_idle (gpointer data)
{
  CwFlap *self = data;
  gboolean fold = self->width < pane_width (self->flap, FALSE) + pane_width (self->content, FALSE);

  self->fold_idle = 0;
  adw_overlay_split_view_set_collapsed (self->split, fold);
  return G_SOURCE_REMOVE;
}

static void
cw_flap_measure (GtkWidget      *widget,
                 GtkOrientation  orientation,
                 int             for_size,
                 int            *minimum,
                 int            *natural,
                 int            *minimum_baseline,
                 int            *natural_baseline)
{
  bin_measure (flap_inner (CW_FLAP (widget)), orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
}

static void
cw_flap_size_allocate (GtkWidget *widget,
                       int        width,
                       int        height,
                       int        baseline)
{
  CwFlap *self = CW_FLAP (widget);
  gboolean fold = width < pane_width (self->flap, FALSE) + pane_width (self->content, FALSE);

  /* Collapsing resizes: not during this allocation, on the next main loop turn. */
  self->width = width;
  if (fold != adw_overlay_split_view_get_collapsed (self->split) && self->fold_idle == 0)
    self->fold_idle = g_idle_add (flap_fold_idle, self);
  bin_allocate (flap_inner (self), width, height, baseline);
}
#endif

static void
cw_flap_dispose (GObject *object)
{
  CwFlap *self = CW_FLAP (object);

#if CW_COMPAT_ADW_1_5
  g_clear_handle_id (&self->fold_idle, g_source_remove);
  self->flap = NULL;
  self->content = NULL;
  if (self->split != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->split));
  self->split = NULL;
#else
  if (self->inner != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->inner));
  self->inner = NULL;
#endif
  G_OBJECT_CLASS (cw_flap_parent_class)->dispose (object);
}

static void
cw_flap_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CwFlap *self = CW_FLAP (object);

  switch (prop_id)
    {
#if CW_COMPAT_ADW_1_5
    case FLAP_PROP_FLAP:
      g_value_set_object (value, self->flap);
      break;
    case FLAP_PROP_CONTENT:
      g_value_set_object (value, self->content);
      break;
    case FLAP_PROP_FLAP_POSITION:
      g_value_set_enum (value, self->position);
      break;
#else
    case FLAP_PROP_FLAP:
      g_value_set_object (value, adw_flap_get_flap (self->inner));
      break;
    case FLAP_PROP_CONTENT:
      g_value_set_object (value, adw_flap_get_content (self->inner));
      break;
    case FLAP_PROP_FLAP_POSITION:
      g_value_set_enum (value, adw_flap_get_flap_position (self->inner));
      break;
#endif
    case FLAP_PROP_REVEAL_FLAP:
      g_value_set_boolean (value, cw_flap_get_reveal_flap (self));
      break;
    case FLAP_PROP_FOLDED:
      g_value_set_boolean (value, cw_flap_get_folded (self));
      break;
    case FLAP_PROP_LOCKED:
#if CW_COMPAT_ADW_1_5
      g_value_set_boolean (value, adw_overlay_split_view_get_pin_sidebar (self->split));
#else
      g_value_set_boolean (value, adw_flap_get_locked (self->inner));
#endif
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_flap_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  CwFlap *self = CW_FLAP (object);

  switch (prop_id)
    {
#if CW_COMPAT_ADW_1_5
    case FLAP_PROP_FLAP:
      self->flap = g_value_get_object (value);
      adw_overlay_split_view_set_sidebar (self->split, self->flap);
      break;
    case FLAP_PROP_CONTENT:
      self->content = g_value_get_object (value);
      adw_overlay_split_view_set_content (self->split, self->content);
      break;
    case FLAP_PROP_FLAP_POSITION:
      self->position = g_value_get_enum (value);
      adw_overlay_split_view_set_sidebar_position (self->split, self->position);
      break;
#else
    case FLAP_PROP_FLAP:
      adw_flap_set_flap (self->inner, g_value_get_object (value));
      break;
    case FLAP_PROP_CONTENT:
      adw_flap_set_content (self->inner, g_value_get_object (value));
      break;
    case FLAP_PROP_FLAP_POSITION:
      adw_flap_set_flap_position (self->inner, g_value_get_enum (value));
      break;
#endif
    case FLAP_PROP_REVEAL_FLAP:
      cw_flap_set_reveal_flap (self, g_value_get_boolean (value));
      break;
    case FLAP_PROP_LOCKED:
#if CW_COMPAT_ADW_1_5
      adw_overlay_split_view_set_pin_sidebar (self->split, g_value_get_boolean (value));
#else
      adw_flap_set_locked (self->inner, g_value_get_boolean (value));
#endif
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_flap_class_init (CwFlapClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_flap_dispose;
  object_class->get_property = cw_flap_get_property;
  object_class->set_property = cw_flap_set_property;
#if CW_COMPAT_ADW_1_5
  widget_class->measure = cw_flap_measure;
  widget_class->size_allocate = cw_flap_size_allocate;
#else
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
#endif

  flap_properties[FLAP_PROP_FLAP] =
    g_param_spec_object ("flap", NULL, NULL, GTK_TYPE_WIDGET, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  flap_properties[FLAP_PROP_CONTENT] =
    g_param_spec_object ("content", NULL, NULL, GTK_TYPE_WIDGET, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  flap_properties[FLAP_PROP_FLAP_POSITION] =
    g_param_spec_enum ("flap-position", NULL, NULL, GTK_TYPE_PACK_TYPE, GTK_PACK_START,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  flap_properties[FLAP_PROP_REVEAL_FLAP] =
    g_param_spec_boolean ("reveal-flap", NULL, NULL, TRUE,   /* shown, as AdwFlap's and AdwOverlaySplitView's */
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  flap_properties[FLAP_PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* AdwFlap:locked, AdwOverlaySplitView:pin-sidebar: folding and unfolding leave reveal-flap alone. */
  flap_properties[FLAP_PROP_LOCKED] =
    g_param_spec_boolean ("locked", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, FLAP_N_PROPS, flap_properties);
}

static void
on_flap_reveal_changed (CwFlap *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), flap_properties[FLAP_PROP_REVEAL_FLAP]);
}

static void
on_flap_folded_changed (CwFlap *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), flap_properties[FLAP_PROP_FOLDED]);
}

static void
cw_flap_init (CwFlap *self)
{
#if CW_COMPAT_ADW_1_5
  self->split = ADW_OVERLAY_SPLIT_VIEW (adw_overlay_split_view_new ());
  adw_overlay_split_view_set_enable_show_gesture (self->split, FALSE);
  g_signal_connect_object (self->split, "notify::show-sidebar", G_CALLBACK (on_flap_reveal_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->split, "notify::collapsed", G_CALLBACK (on_flap_folded_changed),
                           self, G_CONNECT_SWAPPED);
#else
  self->inner = ADW_FLAP (adw_flap_new ());
  adw_flap_set_fold_threshold_policy (self->inner, ADW_FOLD_THRESHOLD_POLICY_MINIMUM);
  adw_flap_set_swipe_to_open (self->inner, FALSE);
  /* As the templates had it: a GtkSeparator as GtkBuilder makes one (horizontal). */
  adw_flap_set_separator (self->inner, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  g_signal_connect_object (self->inner, "notify::reveal-flap", G_CALLBACK (on_flap_reveal_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->inner, "notify::folded", G_CALLBACK (on_flap_folded_changed),
                           self, G_CONNECT_SWAPPED);
#endif
  gtk_widget_set_parent (flap_inner (self), GTK_WIDGET (self));
}

void
cw_flap_set_reveal_flap (CwFlap   *self,
                         gboolean  reveal)
{
  g_return_if_fail (CW_IS_FLAP (self));
#if CW_COMPAT_ADW_1_5
  adw_overlay_split_view_set_show_sidebar (self->split, reveal);
#else
  adw_flap_set_reveal_flap (self->inner, reveal);
#endif
}

gboolean
cw_flap_get_reveal_flap (CwFlap *self)
{
  g_return_val_if_fail (CW_IS_FLAP (self), FALSE);
#if CW_COMPAT_ADW_1_5
  return adw_overlay_split_view_get_show_sidebar (self->split);
#else
  return adw_flap_get_reveal_flap (self->inner);
#endif
}

gboolean
cw_flap_get_folded (CwFlap *self)
{
  g_return_val_if_fail (CW_IS_FLAP (self), FALSE);
#if CW_COMPAT_ADW_1_5
  return adw_overlay_split_view_get_collapsed (self->split);
#else
  return adw_flap_get_folded (self->inner);
#endif
}

/* ---- CwLeaflet ---- */

#if CW_COMPAT_ADW_1_5
typedef struct
{
  char      *name;
  GtkWidget *child;
} LeafletPage;

static void
leaflet_page_free (gpointer data)
{
  LeafletPage *page = data;

  g_free (page->name);
  g_free (page);
}
#endif

struct _CwLeaflet
{
  GtkWidget  parent_instance;

#if CW_COMPAT_ADW_1_5
  GPtrArray *pages;            /* of LeafletPage, in order */
  GPtrArray *splits;           /* of AdwNavigationSplitView: split i has page i as its sidebar */
  GPtrArray *separators;       /* the templates' separators, held, never shown */
  GtkWidget *first;            /* the first page's widget, until a second makes the first split */
  gboolean   fold_at_natural;
  int        width;            /* last allocated */
  guint      fold_idle;
#else
  AdwLeaflet *inner;
#endif
};

static void cw_leaflet_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwLeaflet, cw_leaflet, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, cw_leaflet_buildable_init))

enum { LEAFLET_PROP_0, LEAFLET_PROP_FOLDED, LEAFLET_PROP_VISIBLE_PAGE, LEAFLET_PROP_CAN_NAVIGATE_BACK,
       LEAFLET_PROP_FOLD_AT_NATURAL, LEAFLET_PROP_SLIDE, LEAFLET_N_PROPS };
static GParamSpec *leaflet_properties[LEAFLET_N_PROPS];

static void
on_leaflet_folded_changed (CwLeaflet *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), leaflet_properties[LEAFLET_PROP_FOLDED]);
}

static void
on_leaflet_page_changed (CwLeaflet *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), leaflet_properties[LEAFLET_PROP_VISIBLE_PAGE]);
}

#if CW_COMPAT_ADW_1_5
/* The one child: the outermost split view, or the first page while it is the only one. */
static GtkWidget *
leaflet_inner (CwLeaflet *self)
{
  return self->splits->len > 0 ? g_ptr_array_index (self->splits, 0) : self->first;
}

static gboolean
leaflet_wants_fold (CwLeaflet *self)
{
  int needed = 0;

  for (guint i = 0; i < self->pages->len; i++)
    needed += pane_width (((LeafletPage *) g_ptr_array_index (self->pages, i))->child, self->fold_at_natural);
  return self->width < needed;
}

static gboolean
leaflet_fold_idle (gpointer data)
{
  CwLeaflet *self = data;
  gboolean fold = leaflet_wants_fold (self);

  self->fold_idle = 0;
  /* All at once, as a leaflet folds: each split view then shows one side. */
  for (guint i = 0; i < self->splits->len; i++)
    adw_navigation_split_view_set_collapsed (g_ptr_array_index (self->splits, i), fold);
  return G_SOURCE_REMOVE;
}

/* Appends a page: the second makes the first split view; each later one nests a split view in
 * the last one's content, whose page it was. */
static void
leaflet_append (CwLeaflet  *self,
                const char *name,
                GtkWidget  *child)
{
  LeafletPage *page = g_new0 (LeafletPage, 1);
  LeafletPage *previous_page;
  AdwNavigationSplitView *split;
  GtkWidget *previous;
  AdwNavigationPage *holder = NULL;    /* the navigation page holding the previous one */

  page->name = g_strdup (name);
  page->child = child;
  g_ptr_array_add (self->pages, page);
  if (self->pages->len == 1)
    {
      self->first = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
      return;
    }

  previous_page = g_ptr_array_index (self->pages, self->pages->len - 2);
  previous = previous_page->child;
  g_object_ref (previous);
  if (self->splits->len == 0)
    gtk_widget_unparent (previous);
  else
    {
      holder = adw_navigation_split_view_get_content (g_ptr_array_index (self->splits, self->splits->len - 1));
      adw_navigation_page_set_child (holder, NULL);
    }

  split = ADW_NAVIGATION_SPLIT_VIEW (adw_navigation_split_view_new ());
  /* The page names are the titles a navigation page needs; no header bar inside shows them. */
  adw_navigation_split_view_set_sidebar (split, adw_navigation_page_new (previous, previous_page->name));
  adw_navigation_split_view_set_content (split, adw_navigation_page_new (child, name));
  g_object_unref (previous);
  g_signal_connect_object (split, "notify::show-content", G_CALLBACK (on_leaflet_page_changed),
                           self, G_CONNECT_SWAPPED);
  if (self->splits->len == 0)
    {
      self->first = NULL;
      g_signal_connect_object (split, "notify::collapsed", G_CALLBACK (on_leaflet_folded_changed),
                               self, G_CONNECT_SWAPPED);
      gtk_widget_set_parent (GTK_WIDGET (split), GTK_WIDGET (self));
    }
  else
    adw_navigation_page_set_child (holder, GTK_WIDGET (split));
  g_ptr_array_add (self->splits, split);
}
#endif

static void
cw_leaflet_buildable_add_child (GtkBuildable *buildable,
                                GtkBuilder   *builder,
                                GObject      *child,
                                const char   *type)
{
  CwLeaflet *self = CW_LEAFLET (buildable);

  if (!GTK_IS_WIDGET (child) || type == NULL)
    {
      g_warning ("CwLeaflet: each child is a widget with a type, the page's name or \"separator\"");
      return;
    }
#if CW_COMPAT_ADW_1_5
  if (g_strcmp0 (type, "separator") == 0)
    g_ptr_array_add (self->separators, g_object_ref_sink (child));
  else
    leaflet_append (self, type, GTK_WIDGET (child));
#else
  {
    AdwLeafletPage *page = adw_leaflet_append (self->inner, GTK_WIDGET (child));

    if (g_strcmp0 (type, "separator") == 0)
      adw_leaflet_page_set_navigatable (page, FALSE);
    else
      adw_leaflet_page_set_name (page, type);
  }
#endif
}

static void
cw_leaflet_buildable_init (GtkBuildableIface *iface)
{
  iface->add_child = cw_leaflet_buildable_add_child;
}

#if CW_COMPAT_ADW_1_5
static void
cw_leaflet_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  bin_measure (leaflet_inner (CW_LEAFLET (widget)), orientation, for_size, minimum, natural, minimum_baseline,
               natural_baseline);
}

static void
cw_leaflet_size_allocate (GtkWidget *widget,
                          int        width,
                          int        height,
                          int        baseline)
{
  CwLeaflet *self = CW_LEAFLET (widget);

  self->width = width;
  if (self->splits->len > 0 && self->fold_idle == 0 &&
      leaflet_wants_fold (self) != cw_leaflet_get_folded (self))
    self->fold_idle = g_idle_add (leaflet_fold_idle, self);
  bin_allocate (leaflet_inner (self), width, height, baseline);
}
#endif

static void
cw_leaflet_dispose (GObject *object)
{
  CwLeaflet *self = CW_LEAFLET (object);

#if CW_COMPAT_ADW_1_5
  g_clear_handle_id (&self->fold_idle, g_source_remove);
  if (leaflet_inner (self) != NULL)
    gtk_widget_unparent (leaflet_inner (self));
  self->first = NULL;
  g_ptr_array_set_size (self->splits, 0);
  g_ptr_array_set_size (self->pages, 0);
  g_ptr_array_set_size (self->separators, 0);
#else
  if (self->inner != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->inner));
  self->inner = NULL;
#endif
  G_OBJECT_CLASS (cw_leaflet_parent_class)->dispose (object);
}

static void
cw_leaflet_finalize (GObject *object)
{
#if CW_COMPAT_ADW_1_5
  CwLeaflet *self = CW_LEAFLET (object);

  g_ptr_array_unref (self->splits);
  g_ptr_array_unref (self->pages);
  g_ptr_array_unref (self->separators);
#endif
  G_OBJECT_CLASS (cw_leaflet_parent_class)->finalize (object);
}

static void
cw_leaflet_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CwLeaflet *self = CW_LEAFLET (object);

  switch (prop_id)
    {
    case LEAFLET_PROP_FOLDED:
      g_value_set_boolean (value, cw_leaflet_get_folded (self));
      break;
    case LEAFLET_PROP_VISIBLE_PAGE:
      g_value_set_string (value, cw_leaflet_get_visible_page (self));
      break;
#if CW_COMPAT_ADW_1_5
    case LEAFLET_PROP_CAN_NAVIGATE_BACK:
      g_value_set_boolean (value, TRUE);   /* a navigation split view always can */
      break;
    case LEAFLET_PROP_FOLD_AT_NATURAL:
      g_value_set_boolean (value, self->fold_at_natural);
      break;
    case LEAFLET_PROP_SLIDE:
      g_value_set_boolean (value, TRUE);   /* its pages slide */
      break;
#else
    case LEAFLET_PROP_CAN_NAVIGATE_BACK:
      g_value_set_boolean (value, adw_leaflet_get_can_navigate_back (self->inner));
      break;
    case LEAFLET_PROP_FOLD_AT_NATURAL:
      g_value_set_boolean (value, adw_leaflet_get_fold_threshold_policy (self->inner) == ADW_FOLD_THRESHOLD_POLICY_NATURAL);
      break;
    case LEAFLET_PROP_SLIDE:
      g_value_set_boolean (value, adw_leaflet_get_transition_type (self->inner) == ADW_LEAFLET_TRANSITION_TYPE_SLIDE);
      break;
#endif
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_leaflet_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  CwLeaflet *self = CW_LEAFLET (object);

  switch (prop_id)
    {
    case LEAFLET_PROP_VISIBLE_PAGE:
      cw_leaflet_set_visible_page (self, g_value_get_string (value));
      break;
#if CW_COMPAT_ADW_1_5
    case LEAFLET_PROP_CAN_NAVIGATE_BACK:
    case LEAFLET_PROP_SLIDE:
      break;   /* the floor's choices; a navigation split view has its own */
    case LEAFLET_PROP_FOLD_AT_NATURAL:
      self->fold_at_natural = g_value_get_boolean (value);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      break;
#else
    case LEAFLET_PROP_CAN_NAVIGATE_BACK:
      adw_leaflet_set_can_navigate_back (self->inner, g_value_get_boolean (value));
      break;
    case LEAFLET_PROP_FOLD_AT_NATURAL:
      adw_leaflet_set_fold_threshold_policy (self->inner, g_value_get_boolean (value) ? ADW_FOLD_THRESHOLD_POLICY_NATURAL
                                                                                       : ADW_FOLD_THRESHOLD_POLICY_MINIMUM);
      break;
    case LEAFLET_PROP_SLIDE:
      adw_leaflet_set_transition_type (self->inner, g_value_get_boolean (value) ? ADW_LEAFLET_TRANSITION_TYPE_SLIDE
                                                                                : ADW_LEAFLET_TRANSITION_TYPE_OVER);
      break;
#endif
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_leaflet_class_init (CwLeafletClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_leaflet_dispose;
  object_class->finalize = cw_leaflet_finalize;
  object_class->get_property = cw_leaflet_get_property;
  object_class->set_property = cw_leaflet_set_property;
#if CW_COMPAT_ADW_1_5
  widget_class->measure = cw_leaflet_measure;
  widget_class->size_allocate = cw_leaflet_size_allocate;
#else
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
#endif

  leaflet_properties[LEAFLET_PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  leaflet_properties[LEAFLET_PROP_VISIBLE_PAGE] =
    g_param_spec_string ("visible-page", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Defaults as AdwLeaflet's: no back swipe, fold at the minimum, "over". */
  leaflet_properties[LEAFLET_PROP_CAN_NAVIGATE_BACK] =
    g_param_spec_boolean ("can-navigate-back", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  leaflet_properties[LEAFLET_PROP_FOLD_AT_NATURAL] =
    g_param_spec_boolean ("fold-at-natural", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  leaflet_properties[LEAFLET_PROP_SLIDE] =
    g_param_spec_boolean ("slide", NULL, NULL, FALSE, G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, LEAFLET_N_PROPS, leaflet_properties);
}

static void
cw_leaflet_init (CwLeaflet *self)
{
#if CW_COMPAT_ADW_1_5
  self->pages = g_ptr_array_new_with_free_func (leaflet_page_free);
  self->splits = g_ptr_array_new ();
  self->separators = g_ptr_array_new_with_free_func (g_object_unref);
#else
  self->inner = ADW_LEAFLET (adw_leaflet_new ());
  g_signal_connect_object (self->inner, "notify::folded", G_CALLBACK (on_leaflet_folded_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->inner, "notify::visible-child-name", G_CALLBACK (on_leaflet_page_changed),
                           self, G_CONNECT_SWAPPED);
  gtk_widget_set_parent (GTK_WIDGET (self->inner), GTK_WIDGET (self));
#endif
}

gboolean
cw_leaflet_get_folded (CwLeaflet *self)
{
  g_return_val_if_fail (CW_IS_LEAFLET (self), FALSE);
#if CW_COMPAT_ADW_1_5
  return self->splits->len > 0 && adw_navigation_split_view_get_collapsed (g_ptr_array_index (self->splits, 0));
#else
  return adw_leaflet_get_folded (self->inner);
#endif
}

void
cw_leaflet_set_visible_page (CwLeaflet  *self,
                             const char *name)
{
  g_return_if_fail (CW_IS_LEAFLET (self));
  g_return_if_fail (name != NULL);

#if CW_COMPAT_ADW_1_5
  for (guint i = 0; i < self->pages->len; i++)
    if (g_strcmp0 (((LeafletPage *) g_ptr_array_index (self->pages, i))->name, name) == 0)
      {
        /* Page i is split i's sidebar (or the last split's content): the splits before it
         * show their content, which holds it, and split i its sidebar. */
        for (guint j = 0; j < self->splits->len; j++)
          adw_navigation_split_view_set_show_content (g_ptr_array_index (self->splits, j), j < i);
        return;
      }
  g_critical ("CwLeaflet has no page “%s”", name);
#else
  adw_leaflet_set_visible_child_name (self->inner, name);
#endif
}

const char *
cw_leaflet_get_visible_page (CwLeaflet *self)
{
  g_return_val_if_fail (CW_IS_LEAFLET (self), NULL);

#if CW_COMPAT_ADW_1_5
  for (guint j = 0; j < self->splits->len; j++)
    if (!adw_navigation_split_view_get_show_content (g_ptr_array_index (self->splits, j)))
      return ((LeafletPage *) g_ptr_array_index (self->pages, j))->name;
  return self->pages->len > 0 ? ((LeafletPage *) g_ptr_array_index (self->pages, self->pages->len - 1))->name : NULL;
#else
  return adw_leaflet_get_visible_child_name (self->inner);
#endif
}

/* ---- file choosers ---- */

struct _CwFileChooser
{
  GObject               parent_instance;

  GFile                *file;           /* chosen, after an accepting response */
#if CW_COMPAT_GTK_4_10
  GtkFileDialog        *dialog;
  GListStore           *filters;        /* of GtkFileFilter */
  GWeakRef              parent;
  GtkFileChooserAction  action;
  GCancellable         *cancellable;    /* of the dialog shown; cancelled by destroy */
#else
  GtkFileChooserNative *native;
#endif
};

G_DEFINE_FINAL_TYPE (CwFileChooser, cw_file_chooser, G_TYPE_OBJECT)

enum { RESPONSE, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
emit_response (CwFileChooser *self,
               int            response)
{
  /* The handler may drop the caller's last reference, as they do with a native dialog. */
  g_object_ref (self);
  g_signal_emit (self, signals[RESPONSE], 0, response);
  g_object_unref (self);
}

#if CW_COMPAT_GTK_4_10
static void
on_dialog_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(CwFileChooser) self = user_data;   /* held while the dialog was shown */
  g_autoptr(GError) error = NULL;
  GFile *file;

  switch (self->action)
    {
    case GTK_FILE_CHOOSER_ACTION_SAVE:
      file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, &error);
      break;
    case GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER:
      file = gtk_file_dialog_select_folder_finish (GTK_FILE_DIALOG (source), result, &error);
      break;
    case GTK_FILE_CHOOSER_ACTION_OPEN:
    default:
      file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, &error);
      break;
    }
  /* Destroyed by its owner: no response, as with gtk_native_dialog_destroy. */
  if (g_cancellable_is_cancelled (self->cancellable))
    {
      g_clear_object (&file);
      return;
    }
  g_clear_object (&self->cancellable);
  g_clear_object (&self->file);
  self->file = file;
  /* Dismissed or failed: the player cancelled; GTK has said why on the console if it failed. */
  emit_response (self, file != NULL ? GTK_RESPONSE_ACCEPT : GTK_RESPONSE_CANCEL);
}
#else
static void
on_native_response (GtkNativeDialog *native,
                    int              response,
                    CwFileChooser   *self)
{
  g_clear_object (&self->file);
  if (response == GTK_RESPONSE_ACCEPT)
    self->file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  emit_response (self, response == GTK_RESPONSE_ACCEPT ? GTK_RESPONSE_ACCEPT : GTK_RESPONSE_CANCEL);
}
#endif

static void
cw_file_chooser_dispose (GObject *object)
{
  CwFileChooser *self = CW_FILE_CHOOSER (object);

  cw_file_chooser_destroy (self);
#if CW_COMPAT_GTK_4_10
  g_clear_object (&self->dialog);
  g_clear_object (&self->filters);
  g_clear_object (&self->cancellable);
#else
  g_clear_object (&self->native);
#endif
  g_clear_object (&self->file);

  G_OBJECT_CLASS (cw_file_chooser_parent_class)->dispose (object);
}

static void
cw_file_chooser_finalize (GObject *object)
{
#if CW_COMPAT_GTK_4_10
  g_weak_ref_clear (&CW_FILE_CHOOSER (object)->parent);
#endif
  G_OBJECT_CLASS (cw_file_chooser_parent_class)->finalize (object);
}

static void
cw_file_chooser_class_init (CwFileChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cw_file_chooser_dispose;
  object_class->finalize = cw_file_chooser_finalize;

  signals[RESPONSE] = g_signal_new ("response", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
cw_file_chooser_init (CwFileChooser *self)
{
#if CW_COMPAT_GTK_4_10
  g_weak_ref_init (&self->parent, NULL);
#endif
}

CwFileChooser *
cw_file_chooser_new (const char           *title,
                     GtkWindow            *parent,
                     GtkFileChooserAction  action,
                     const char           *accept_label,
                     const char           *cancel_label)
{
  CwFileChooser *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (action == GTK_FILE_CHOOSER_ACTION_OPEN || action == GTK_FILE_CHOOSER_ACTION_SAVE ||
                        action == GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, NULL);

  self = g_object_new (CW_TYPE_FILE_CHOOSER, NULL);
#if CW_COMPAT_GTK_4_10
  /* GtkFileDialog has no cancel label: its Cancel is GTK's own. */
  self->dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (self->dialog, title);
  gtk_file_dialog_set_accept_label (self->dialog, accept_label);
  self->filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  self->action = action;
  g_weak_ref_set (&self->parent, parent);
#else
  self->native = gtk_file_chooser_native_new (title, parent, action, accept_label, cancel_label);
  g_signal_connect (self->native, "response", G_CALLBACK (on_native_response), self);
#endif
  return self;
}

void
cw_file_chooser_add_filter (CwFileChooser *self,
                            GtkFileFilter *filter)
{
  g_return_if_fail (CW_IS_FILE_CHOOSER (self));
  g_return_if_fail (GTK_IS_FILE_FILTER (filter));

#if CW_COMPAT_GTK_4_10
  g_list_store_append (self->filters, filter);
#else
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->native), filter);
#endif
}

gboolean
cw_file_chooser_set_current_folder (CwFileChooser  *self,
                                    GFile          *folder,
                                    GError        **error)
{
  g_return_val_if_fail (CW_IS_FILE_CHOOSER (self), FALSE);
  g_return_val_if_fail (folder == NULL || G_IS_FILE (folder), FALSE);

#if CW_COMPAT_GTK_4_10
  gtk_file_dialog_set_initial_folder (self->dialog, folder);
  return TRUE;
#else
  return gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->native), folder, error);
#endif
}

void
cw_file_chooser_set_current_name (CwFileChooser *self,
                                  const char    *name)
{
  g_return_if_fail (CW_IS_FILE_CHOOSER (self));

#if CW_COMPAT_GTK_4_10
  gtk_file_dialog_set_initial_name (self->dialog, name);
#else
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->native), name);
#endif
}

void
cw_file_chooser_set_modal (CwFileChooser *self,
                           gboolean       modal)
{
  g_return_if_fail (CW_IS_FILE_CHOOSER (self));

#if CW_COMPAT_GTK_4_10
  gtk_file_dialog_set_modal (self->dialog, modal);
#else
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->native), modal);
#endif
}

void
cw_file_chooser_show (CwFileChooser *self)
{
  g_return_if_fail (CW_IS_FILE_CHOOSER (self));

#if CW_COMPAT_GTK_4_10
  {
    g_autoptr(GtkWindow) parent = g_weak_ref_get (&self->parent);

    if (self->cancellable != NULL)
      return;   /* already shown */
    if (g_list_model_get_n_items (G_LIST_MODEL (self->filters)) > 0)
      gtk_file_dialog_set_filters (self->dialog, G_LIST_MODEL (self->filters));
    self->cancellable = g_cancellable_new ();
    if (self->action == GTK_FILE_CHOOSER_ACTION_SAVE)
      gtk_file_dialog_save (self->dialog, parent, self->cancellable, on_dialog_done, g_object_ref (self));
    else if (self->action == GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER)
      gtk_file_dialog_select_folder (self->dialog, parent, self->cancellable, on_dialog_done, g_object_ref (self));
    else
      gtk_file_dialog_open (self->dialog, parent, self->cancellable, on_dialog_done, g_object_ref (self));
  }
#else
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->native));
#endif
}

void
cw_file_chooser_destroy (CwFileChooser *self)
{
  g_return_if_fail (CW_IS_FILE_CHOOSER (self));

#if CW_COMPAT_GTK_4_10
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
#else
  if (self->native != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->native, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->native));
    }
#endif
}

GFile *
cw_file_chooser_get_file (CwFileChooser *self)
{
  g_return_val_if_fail (CW_IS_FILE_CHOOSER (self), NULL);
  return self->file != NULL ? g_object_ref (self->file) : NULL;
}
