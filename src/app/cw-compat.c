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
