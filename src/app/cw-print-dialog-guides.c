/* cw-print-dialog-guides.c: the Print dialog's rows for cutting: bleed and gaps, corner guides, safe margin, registration marks, and the unit every length row shows. */
#include <glib/gi18n.h>

#include "cw-print-dialog-private.h"

#define MM_PER_INCH 25.4

/* The rows that hold a length, with the largest each takes in mm: shown in the unit chosen. */
typedef struct {
  gsize  offset;                /* of the GtkSpinButton* in CwPrintDialog */
  double lower;                 /* mm */
  double upper;
} LengthRow;

static const LengthRow length_rows[] = {
  { G_STRUCT_OFFSET (CwPrintDialog, margin_spin), 0, 50 },
  { G_STRUCT_OFFSET (CwPrintDialog, bleed_spin), 0, CW_SHEET_MAX_BLEED },
  { G_STRUCT_OFFSET (CwPrintDialog, gap_spin), 0, 10 },
  { G_STRUCT_OFFSET (CwPrintDialog, gap_rows_spin), 0, 10 },
  { G_STRUCT_OFFSET (CwPrintDialog, safe_margin_spin), 0, 50 },
  { G_STRUCT_OFFSET (CwPrintDialog, guide_length_spin), 0.5, 20 },
};

static GtkSpinButton *
length_spin (CwPrintDialog   *self,
             const LengthRow *row)
{
  return G_STRUCT_MEMBER (GtkSpinButton *, self, row->offset);
}

double
_cw_print_dialog_spin_get_mm (CwPrintDialog *self,
                              GtkSpinButton *spin)
{
  return gtk_spin_button_get_value (spin) * (self->inches ? MM_PER_INCH : 1.0);
}

void
_cw_print_dialog_spin_set_mm (CwPrintDialog *self,
                              GtkSpinButton *spin,
                              double         mm)
{
  gtk_spin_button_set_value (spin, self->inches ? mm / MM_PER_INCH : mm);
}

/* Ranges and steps in the unit shown: ⅛ inch (the usual bleed) is two steps of 1/16. */
void
_cw_print_dialog_set_inches (CwPrintDialog *self,
                             gboolean       inches)
{
  double values[G_N_ELEMENTS (length_rows)];

  for (guint i = 0; i < G_N_ELEMENTS (length_rows); i++)
    values[i] = _cw_print_dialog_spin_get_mm (self, length_spin (self, &length_rows[i]));
  self->inches = inches;
  for (guint i = 0; i < G_N_ELEMENTS (length_rows); i++)
    {
      GtkSpinButton *spin = length_spin (self, &length_rows[i]);
      double unit = inches ? MM_PER_INCH : 1.0;

      gtk_spin_button_set_digits (spin, inches ? 3 : 2);
      gtk_spin_button_set_range (spin, length_rows[i].lower / unit, length_rows[i].upper / unit);
      gtk_spin_button_set_increments (spin, inches ? 0.0625 : 0.5, inches ? 0.25 : 5);
      _cw_print_dialog_spin_set_mm (self, spin, values[i]);
    }
}

static guint32
color_to_rgb (const GdkRGBA *color)
{
  return ((guint32) (CLAMP (color->red, 0, 1) * 255 + 0.5) << 16) |
         ((guint32) (CLAMP (color->green, 0, 1) * 255 + 0.5) << 8) |
         (guint32) (CLAMP (color->blue, 0, 1) * 255 + 0.5);
}

void
_cw_print_dialog_guides_init (CwPrintDialog *self)
{
  /* Translators: corner guides: none, a cross on each corner, or an L along its edges. */
  const char *guides[] = { _("None"), _("Crosses"), _("L Shapes"), NULL };
  g_autoptr(GtkStringList) model = gtk_string_list_new (guides);

  self->guide_color_button = cw_compat_color_button_new (_("Guide Colour"));
  adw_bin_set_child (self->guide_color_bin, self->guide_color_button);
  adw_action_row_set_activatable_widget (self->guide_color_row, self->guide_color_button);
  adw_combo_row_set_model (self->guides_row, G_LIST_MODEL (model));
}

void
_cw_print_dialog_guides_read (CwPrintDialog  *self,
                              CwSheetOptions *options)
{
  GdkRGBA color;

  options->bleed = _cw_print_dialog_spin_get_mm (self, self->bleed_spin);
  if (gtk_switch_get_active (self->gap_auto_switch))
    {
      options->gap = CW_SHEET_GAP_AUTO;
      options->gap_vertical = -1.0;
    }
  else
    {
      options->gap = _cw_print_dialog_spin_get_mm (self, self->gap_spin);
      options->gap_vertical = _cw_print_dialog_spin_get_mm (self, self->gap_rows_spin);
    }
  options->guides = adw_combo_row_get_selected (self->guides_row);
  options->guide_length = _cw_print_dialog_spin_get_mm (self, self->guide_length_spin);
  options->guide_width = gtk_spin_button_get_value (self->guide_width_spin);
  cw_compat_color_button_get_rgba (self->guide_color_button, &color);
  options->guide_color = color_to_rgb (&color);
  options->guides_on_backs = gtk_switch_get_active (self->guides_on_backs_switch);
  options->safe_margin = _cw_print_dialog_spin_get_mm (self, self->safe_margin_spin);
  options->registration_marks = gtk_switch_get_active (self->registration_switch);
}

void
_cw_print_dialog_guides_save (CwPrintDialog        *self,
                              const CwSheetOptions *options)
{
  g_autofree char *color = g_strdup_printf ("#%06X", options->guide_color & 0xffffff);

  g_settings_set_boolean (self->settings, "print-gap-auto", options->gap == CW_SHEET_GAP_AUTO);
  /* The gaps shown stay remembered while they follow the bleed. */
  g_settings_set_double (self->settings, "print-gap", _cw_print_dialog_spin_get_mm (self, self->gap_spin));
  g_settings_set_double (self->settings, "print-gap-vertical",
                         _cw_print_dialog_spin_get_mm (self, self->gap_rows_spin));
  g_settings_set_double (self->settings, "print-bleed", options->bleed);
  g_settings_set_double (self->settings, "print-safe-margin", options->safe_margin);
  g_settings_set_string (self->settings, "print-units", self->inches ? "in" : "mm");
  g_settings_set_string (self->settings, "print-guides",
                         options->guides == CW_GUIDES_CROSS ? "cross" : options->guides == CW_GUIDES_L ? "l" : "none");
  g_settings_set_double (self->settings, "print-guide-length", options->guide_length);
  g_settings_set_double (self->settings, "print-guide-width", options->guide_width);
  g_settings_set_string (self->settings, "print-guide-color", color);
  g_settings_set_boolean (self->settings, "print-guides-on-backs", options->guides_on_backs);
  g_settings_set_boolean (self->settings, "print-registration-marks", options->registration_marks);
}

void
_cw_print_dialog_guides_load (CwPrintDialog        *self,
                              const CwSheetOptions *defaults)
{
  CwSheetOptions options = *defaults;
  gboolean inches = FALSE, gap_auto = TRUE;
  double gap = 0, gap_rows = 0;
  GdkRGBA color = { 0, 0, 0, 1 };

  if (self->settings != NULL)
    {
      g_autofree char *units = g_settings_get_string (self->settings, "print-units");
      g_autofree char *guides = g_settings_get_string (self->settings, "print-guides");
      g_autofree char *guide_color = g_settings_get_string (self->settings, "print-guide-color");
      CwGuides guides_value;

      inches = g_str_equal (units, "in");
      gap_auto = g_settings_get_boolean (self->settings, "print-gap-auto");
      gap = g_settings_get_double (self->settings, "print-gap");
      gap_rows = g_settings_get_double (self->settings, "print-gap-vertical");
      options.bleed = g_settings_get_double (self->settings, "print-bleed");
      options.safe_margin = g_settings_get_double (self->settings, "print-safe-margin");
      if (cw_guides_from_name (guides, &guides_value))
        options.guides = guides_value;
      options.guide_length = g_settings_get_double (self->settings, "print-guide-length");
      options.guide_width = g_settings_get_double (self->settings, "print-guide-width");
      if (gdk_rgba_parse (&color, guide_color))
        options.guide_color = color_to_rgb (&color);
      options.guides_on_backs = g_settings_get_boolean (self->settings, "print-guides-on-backs");
      options.registration_marks = g_settings_get_boolean (self->settings, "print-registration-marks");
    }

  color = (GdkRGBA) { ((options.guide_color >> 16) & 0xff) / 255.0, ((options.guide_color >> 8) & 0xff) / 255.0,
                      (options.guide_color & 0xff) / 255.0, 1.0 };

  adw_combo_row_set_selected (self->units_row, inches ? 1 : 0);
  _cw_print_dialog_set_inches (self, inches);
  _cw_print_dialog_spin_set_mm (self, self->bleed_spin, options.bleed);
  gtk_switch_set_active (self->gap_auto_switch, gap_auto);
  _cw_print_dialog_spin_set_mm (self, self->gap_spin, gap);
  _cw_print_dialog_spin_set_mm (self, self->gap_rows_spin, gap_rows);
  _cw_print_dialog_spin_set_mm (self, self->safe_margin_spin, options.safe_margin);
  adw_combo_row_set_selected (self->guides_row, options.guides);
  _cw_print_dialog_spin_set_mm (self, self->guide_length_spin, options.guide_length);
  gtk_spin_button_set_value (self->guide_width_spin, options.guide_width);
  cw_compat_color_button_set_rgba (self->guide_color_button, &color);
  gtk_switch_set_active (self->guides_on_backs_switch, options.guides_on_backs);
  gtk_switch_set_active (self->registration_switch, options.registration_marks);
}

void
_cw_print_dialog_guides_update (CwPrintDialog        *self,
                                const CwSheetOptions *options)
{
  gboolean guides = options->guides != CW_GUIDES_NONE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->gap_row), options->gap != CW_SHEET_GAP_AUTO);
  gtk_widget_set_sensitive (GTK_WIDGET (self->gap_rows_row), options->gap != CW_SHEET_GAP_AUTO);
  gtk_widget_set_sensitive (GTK_WIDGET (self->guide_color_row), guides);
  gtk_widget_set_sensitive (GTK_WIDGET (self->guide_length_row), guides);
  gtk_widget_set_sensitive (GTK_WIDGET (self->guide_width_row), guides);
  gtk_widget_set_sensitive (GTK_WIDGET (self->guides_on_backs_row), guides && options->backs != CW_BACKS_NONE);
}
