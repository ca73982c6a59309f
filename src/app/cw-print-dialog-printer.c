/* cw-print-dialog-printer.c: the Print dialog on a printer: GTK's print dialog (or the portal's) over the export's pages, and what it says once printing is done. */
#include <glib/gi18n.h>

#include "cw-print-dialog-private.h"

static void
on_print_done (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               gpointer                 user_data)
{
  g_autoptr(CwPrintDialog) self = CW_PRINT_DIALOG (user_data);
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->printer_warning, g_free);
  if (self->disposed)
    {
      g_clear_object (&self->operation);
      return;
    }
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      GtkWidget *dialog;

      gtk_print_operation_get_error (operation, &error);
      dialog = cw_alert_new (GTK_WINDOW (self), _("Could Not Print"),
                             error != NULL ? error->message : NULL);
      cw_alert_add_response (dialog, "close", _("_Close"));
      cw_alert_present (dialog);
    }
  else if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    {
      /* Found when printing began: said where the other warnings are, and kept until the options change. */
      self->printer_warning = cw_print_operation_dup_warning (CW_PRINT_OPERATION (operation));
      adw_toast_overlay_add_toast (self->toast_overlay,
                                   adw_toast_new (self->printer_warning != NULL
                                                  ? _("Sent to the printer, which cuts some of the page off: see below the preview")
                                                  : _("Sent to the printer")));
      /* As after an export: drawn with their emblem or another back, said by card. */
      _cw_print_dialog_show_not_printed (self, cw_print_operation_get_picture_problems (CW_PRINT_OPERATION (operation)),
                        cw_print_operation_get_back_problems (CW_PRINT_OPERATION (operation)));
    }
  g_clear_object (&self->operation);
  gtk_widget_set_sensitive (GTK_WIDGET (self->options_page), TRUE);
  _cw_print_dialog_update_summary (self);
  _cw_print_dialog_update_page_controls (self);
}

CwPrintOperation *
cw_print_dialog_create_print_operation (CwPrintDialog  *self,
                                        GError        **error)
{
  g_return_val_if_fail (CW_IS_PRINT_DIALOG (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return cw_print_operation_new (self->export, error);
}

/* path: the PDF GTK writes for GTK_PRINT_OPERATION_ACTION_EXPORT; NULL for the other actions. */
static void
start_printing (CwPrintDialog           *self,
                GtkPrintOperationAction  action,
                const char              *path)
{
  g_autoptr(GError) error = NULL;
  GtkPrintOperationResult result;

  if (self->operation != NULL || self->cancellable != NULL || self->n_pages == 0)
    return;
  self->operation = cw_print_dialog_create_print_operation (self, &error);
  if (self->operation == NULL)
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
      return;
    }
  if (path != NULL)
    gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (self->operation), path);
  /* The pages are drawn from the dialog's export as printing goes: its options stay as they are. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->options_page), FALSE);
  _cw_print_dialog_update_page_controls (self);
  g_signal_connect (self->operation, "done", G_CALLBACK (on_print_done), g_object_ref (self));
  result = gtk_print_operation_run (GTK_PRINT_OPERATION (self->operation), action, GTK_WINDOW (self), &error);
  /* Async runs end in "done"; an error before the dialog ends here. */
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && self->operation != NULL && error != NULL)
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  start_printing (CW_PRINT_DIALOG (widget), GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL);
}

void
cw_print_dialog_print_to_file (CwPrintDialog *self,
                               GFile         *file)
{
  g_autofree char *path = NULL;

  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));

  path = g_file_get_path (file);
  g_return_if_fail (path != NULL);
  start_printing (self, GTK_PRINT_OPERATION_ACTION_EXPORT, path);
}

void
_cw_print_dialog_printer_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "print.print", NULL, print_action);
}
