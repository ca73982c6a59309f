/* cw-print-dialog.h: the Print dialog: options, a live preview of every page, and the PDF export off the UI thread. */
#pragma once

#include <adwaita.h>
#include "cw-session.h"
#include "cw-library-doc.h"
#include "cw-pdf-export.h"
#include "cw-print-operation.h"

G_BEGIN_DECLS

#define CW_TYPE_PRINT_DIALOG (cw_print_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CwPrintDialog, cw_print_dialog, CW, PRINT_DIALOG, AdwWindow)

/* Prints doc (a Library) when given, else cards (of CwCard: the Collection's filtered cards)
 * or one of the game's sets, picked in the dialog. */
CwPrintDialog *cw_print_dialog_new               (GtkWindow     *parent,
                                                  CwSession     *session,
                                                  CwLibraryDoc  *doc,
                                                  GListModel    *cards);
/* What the preview draws and the export writes. */
CwPdfExport   *cw_print_dialog_get_export        (CwPrintDialog *self);
/* Pages as the options stand now; 0 when no card fits the paper. */
guint          cw_print_dialog_get_n_pages       (CwPrintDialog *self);
guint          cw_print_dialog_get_page          (CwPrintDialog *self);
void           cw_print_dialog_set_page          (CwPrintDialog *self,
                                                  guint          page);
/* "3 of 12", as the page navigation shows it. */
const char    *cw_print_dialog_get_page_text     (CwPrintDialog *self);

/* The same as picking in the option rows (tests and the remembered options use them). */
void           cw_print_dialog_set_paper         (CwPrintDialog *self,
                                                  CwPaper        paper);
void           cw_print_dialog_set_orientation   (CwPrintDialog *self,
                                                  CwOrientation  orientation);
void           cw_print_dialog_set_card_size     (CwPrintDialog *self,
                                                  CwCardSize     size);
void           cw_print_dialog_set_backs         (CwPrintDialog *self,
                                                  CwBacks        backs);
/* The picture every back is printed with, as the Back row's chooser sets it (NULL: the game's). */
void           cw_print_dialog_set_back_image    (CwPrintDialog *self,
                                                  const char    *path);
void           cw_print_dialog_set_calibration   (CwPrintDialog *self,
                                                  gboolean       calibration);
/* Collection only: print one copy of every card of set (NULL: the cards shown again). */
void           cw_print_dialog_select_set        (CwPrintDialog *self,
                                                  CwCardSet     *set);
/* Library only: print just the copies the collection lacks. */
void           cw_print_dialog_set_shortfall     (CwPrintDialog *self,
                                                  gboolean       shortfall);

/* Starts the export to file (what the save dialog does once a file is chosen);
 * "exporting" is notified when it starts and ends. */
void           cw_print_dialog_export_to         (CwPrintDialog *self,
                                                  GFile         *file);
void           cw_print_dialog_cancel_export     (CwPrintDialog *self);
gboolean       cw_print_dialog_is_exporting      (CwPrintDialog *self);
/* Why the last export failed (NULL after a success or a cancel). */
const char    *cw_print_dialog_get_export_error  (CwPrintDialog *self);

/* The printing the Print… button runs, on the pages shown (for tests: run it with
 * GTK_PRINT_OPERATION_ACTION_EXPORT). NULL with an error when no page is laid out. */
CwPrintOperation *cw_print_dialog_create_print_operation (CwPrintDialog  *self,
                                                         GError        **error);
/* Prints as the Print… button does, but to a PDF through GTK's own printing to a file instead
 * of asking for a printer (GTK_PRINT_OPERATION_ACTION_EXPORT): the same pages, the same
 * messages when it is done. */
void           cw_print_dialog_print_to_file     (CwPrintDialog *self,
                                                  GFile         *file);

G_END_DECLS
