/* cw-print-dialog-private.h: CwPrintDialog's fields, shared by cw-print-dialog.c (options, preview, export),
 * cw-print-dialog-guides.c (the bleed, gap and guide rows, and the unit of every length row) and
 * cw-print-dialog-printer.c (printing on a printer). */
#pragma once

#include "cw-print-dialog.h"
#include "cw-compat.h"

G_BEGIN_DECLS

struct _CwPrintDialog
{
  AdwWindow             parent_instance;

  /* template */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkButton            *export_button;
  GtkButton            *print_button;
  GtkToggleButton      *preview_button;
  AdwHeaderBar         *header_bar;
  GtkButton            *close_button;
  CwLeaflet            *leaflet;
  guint                 fold_idle;    /* the header follows the leaflet's fold on the next frame */
  GtkDrawingArea       *preview;
  GtkLabel             *summary_label;
  GtkLabel             *page_label;
  GtkLabel             *sheet_label;
  AdwPreferencesPage   *options_page;
  AdwComboRow          *source_row;
  AdwActionRow         *shortfall_row;
  GtkSwitch            *shortfall_switch;
  AdwComboRow          *paper_row;
  AdwComboRow          *orientation_row;
  GtkSwitch            *crop_marks_switch;
  GtkSwitch            *cut_lines_switch;
  AdwComboRow          *card_size_row;
  GtkLabel             *warnings_label;
  GtkSpinButton        *gap_spin;
  GtkSpinButton        *bleed_spin;
  AdwComboRow          *units_row;
  GtkSpinButton        *margin_spin;
  GtkSwitch            *gap_auto_switch;
  AdwActionRow         *gap_row;
  AdwActionRow         *gap_rows_row;
  GtkSpinButton        *gap_rows_spin;
  AdwComboRow          *guides_row;
  AdwActionRow         *guide_color_row;
  AdwBin               *guide_color_bin;
  GtkWidget            *guide_color_button;  /* cw_compat_color_button_new's, in guide_color_bin */
  AdwActionRow         *guide_length_row;
  GtkSpinButton        *guide_length_spin;
  AdwActionRow         *guide_width_row;
  GtkSpinButton        *guide_width_spin;
  AdwActionRow         *guides_on_backs_row;
  GtkSwitch            *guides_on_backs_switch;
  GtkSpinButton        *safe_margin_spin;
  GtkSwitch            *registration_switch;
  GtkSwitch            *cut_file_switch;
  GtkSwitch            *rounded_switch;
  AdwComboRow          *backs_row;
  AdwActionRow         *back_offset_x_row;
  AdwActionRow         *back_offset_y_row;
  GtkSpinButton        *back_offset_x_spin;
  GtkSpinButton        *back_offset_y_spin;
  GtkSwitch            *calibration_switch;
  AdwActionRow         *back_image_row;
  GtkButton            *back_image_clear_button;
  GtkRevealer          *progress_revealer;
  GtkProgressBar       *progress_bar;

  CwSession            *session;
  CwLibraryDoc         *doc;          /* NULL when printing from the Collection */
  GListModel           *cards;        /* the Collection's filtered cards, or NULL */
  CwPdfExport          *export;
  CwSheetLayout        *layout;       /* NULL while the options fit no card */
  GSettings            *settings;     /* NULL without the schema */
  char                 *back_image;
  char                 *content_error;
  char                 *layout_error;
  char                 *export_error;
  char                 *exported_uri;
  char                 *page_text;
  char                 *printer_warning; /* what the last printer cut off, in the dialog's words */
  CwPrintOperation     *operation;    /* set while printing */
  gboolean              inches;       /* the length rows show inches (cw-print-dialog-guides.c) */
  CwFileChooser        *chooser;
  GCancellable         *cancellable;  /* set while exporting */
  guint                 n_pages;
  guint                 page;
  gboolean              loading;      /* rows being filled: their notifications are ours */
  gboolean              disposed;     /* the widgets are gone; an export still finishing touches none */
};

/* cw-print-dialog.c: the dialog's texts and controls after the pages or what is being done changed. */
void   _cw_print_dialog_update_summary        (CwPrintDialog        *self);
void   _cw_print_dialog_update_page_controls  (CwPrintDialog        *self);
/* The alert naming the pictures and backs a PDF or a printer got without, by card (nothing when
 * there are none, or the dialog is not shown). */
void   _cw_print_dialog_show_not_printed      (CwPrintDialog        *self,
                                               GPtrArray            *pictures,
                                               GPtrArray            *backs);

/* cw-print-dialog-guides.c: the colour button and the corner guides' choices, at init. */
void   _cw_print_dialog_guides_init           (CwPrintDialog        *self);
/* A length row's value in mm, whichever unit it shows. */
double _cw_print_dialog_spin_get_mm           (CwPrintDialog        *self,
                                               GtkSpinButton        *spin);
void   _cw_print_dialog_spin_set_mm           (CwPrintDialog        *self,
                                               GtkSpinButton        *spin,
                                               double                mm);
/* Every length row shown in inches or mm: the same lengths, other ranges and steps. */
void   _cw_print_dialog_set_inches            (CwPrintDialog        *self,
                                               gboolean              inches);
/* The bleed, gaps, guides, safe margin and registration marks from their rows into options. */
void   _cw_print_dialog_guides_read           (CwPrintDialog        *self,
                                               CwSheetOptions       *options);
/* Those rows and the unit remembered (inside the dialog's g_settings_delay). */
void   _cw_print_dialog_guides_save           (CwPrintDialog        *self,
                                               const CwSheetOptions *options);
/* Those rows from what was used last (options: the export's defaults), the unit first so the
 * other length rows can be set after; under the dialog's loading flag. */
void   _cw_print_dialog_guides_load           (CwPrintDialog        *self,
                                               const CwSheetOptions *defaults);
/* Rows that mean nothing as options stand (the gaps while they follow the bleed, the guide
 * rows without guides) are insensitive. */
void   _cw_print_dialog_guides_update         (CwPrintDialog        *self,
                                               const CwSheetOptions *options);

/* cw-print-dialog-printer.c: the print.print action. */
void   _cw_print_dialog_printer_class_init    (GtkWidgetClass       *widget_class);

G_END_DECLS
