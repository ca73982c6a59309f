/* cw-print-operation.c: printing an export's pages on the system printer (GtkPrintOperation, the print portal inside Flatpak) at 100%. */
#include <math.h>
#include <glib/gi18n.h>

#include "cw-print-operation.h"
#include "cw-error.h"

struct _CwPrintOperation
{
  GtkPrintOperation  parent_instance;

  CwPdfExport       *export;
  CwSheetLayout     *layout;
  CwPrinterClip      clip;
  double             scale;          /* percent, as GTK's dialog left it */
  int                number_up;      /* pages on a sheet, as GTK's dialog left it */
  double             paper_width;    /* mm, the page as the printer will take it (0: not known) */
  double             paper_height;
  GtkLabel          *clip_label;     /* in GTK's own dialog, NULL with the portal's */
  GPtrArray         *picture_problems; /* of char*: pictures the drawn pages show as the emblem */
  GPtrArray         *back_problems;    /* of char*: back pictures the drawn pages did without */
  GHashTable        *problems_seen;    /* both lists' problems, so a page drawn twice adds none */
};

G_DEFINE_FINAL_TYPE (CwPrintOperation, cw_print_operation, GTK_TYPE_PRINT_OPERATION)

static GtkPaperSize *
paper_size_for (const CwSheetOptions *options)
{
  double width = 0, height = 0;

  /* Named sizes, so a printer picks its tray for them. */
  switch (options->paper)
    {
    case CW_PAPER_A4:     return gtk_paper_size_new (GTK_PAPER_NAME_A4);
    case CW_PAPER_LETTER: return gtk_paper_size_new (GTK_PAPER_NAME_LETTER);
    case CW_PAPER_A3:     return gtk_paper_size_new (GTK_PAPER_NAME_A3);
    case CW_PAPER_LEGAL:  return gtk_paper_size_new (GTK_PAPER_NAME_LEGAL);
    case CW_PAPER_CUSTOM:
    default:
      width = options->paper_width;
      height = options->paper_height;
      return gtk_paper_size_new_custom ("cardwright-custom", _("Custom"), width, height, GTK_UNIT_MM);
    }
}

/* Hardware margins are the paper's; which paper edge becomes which page edge in landscape
 * depends on the way the driver turns the sheet, so there each side takes the widest. */
static void
margins_for_page (CwPrintOperation *self,
                  double            top,
                  double            bottom,
                  double            left,
                  double            right,
                  CwMargins        *margins)
{
  if (cw_sheet_layout_get_options (self->layout)->orientation == CW_ORIENTATION_LANDSCAPE)
    {
      double widest = MAX (MAX (top, bottom), MAX (left, right));

      *margins = (CwMargins) { widest, widest, widest, widest };
    }
  else
    *margins = (CwMargins) { top, bottom, left, right };
}

/* What GTK's dialog was left at: a scale or pages a sheet other than one page at 100% change
 * every card's size, another paper moves them. */
static void
read_choices (CwPrintOperation *self,
              GtkPageSetup     *setup,
              GtkPrintSettings *settings)
{
  if (settings != NULL)
    {
      self->scale = gtk_print_settings_get_scale (settings);
      self->number_up = gtk_print_settings_get_number_up (settings);
    }
  if (setup != NULL)
    {
      self->paper_width = gtk_page_setup_get_page_width (setup, GTK_UNIT_MM)
                          + gtk_page_setup_get_left_margin (setup, GTK_UNIT_MM)
                          + gtk_page_setup_get_right_margin (setup, GTK_UNIT_MM);
      self->paper_height = gtk_page_setup_get_page_height (setup, GTK_UNIT_MM)
                           + gtk_page_setup_get_top_margin (setup, GTK_UNIT_MM)
                           + gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_MM);
    }
}

static void
update_clip_label (CwPrintOperation *self)
{
  g_autofree char *text = NULL;

  if (self->clip_label == NULL)
    return;
  text = cw_print_operation_dup_warning (self);
  gtk_label_set_text (self->clip_label, text != NULL ? text
                      : _("This printer prints all of the cards, their marks and the scale bar."));
}

static void
cw_print_operation_begin_print (GtkPrintOperation *operation,
                                GtkPrintContext   *context)
{
  CwPrintOperation *self = CW_PRINT_OPERATION (operation);
  double top, bottom, left, right;
  CwMargins margins;

  /* The printer's own figures when it gives them; else the margins of the page setup chosen. */
  if (gtk_print_context_get_hard_margins (context, &top, &bottom, &left, &right))
    {
      /* In the operation's unit: points. */
      top = CW_PT_TO_MM (top);
      bottom = CW_PT_TO_MM (bottom);
      left = CW_PT_TO_MM (left);
      right = CW_PT_TO_MM (right);
    }
  else
    {
      GtkPageSetup *setup = gtk_print_context_get_page_setup (context);

      top = gtk_page_setup_get_top_margin (setup, GTK_UNIT_MM);
      bottom = gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_MM);
      left = gtk_page_setup_get_left_margin (setup, GTK_UNIT_MM);
      right = gtk_page_setup_get_right_margin (setup, GTK_UNIT_MM);
    }
  margins_for_page (self, top, bottom, left, right, &margins);
  cw_printer_margins_check (self->layout, &margins, &self->clip);
  read_choices (self, gtk_print_context_get_page_setup (context),
                gtk_print_operation_get_print_settings (operation));
}

static void
add_problems (CwPrintOperation *self,
              GPtrArray        *list,
              GPtrArray        *found)
{
  for (guint i = 0; i < found->len; i++)
    {
      const char *problem = g_ptr_array_index (found, i);

      if (g_hash_table_add (self->problems_seen, g_strdup (problem)))
        g_ptr_array_add (list, g_strdup (problem));
    }
}

static void
cw_print_operation_draw_page (GtkPrintOperation *operation,
                              GtkPrintContext   *context,
                              int                page_nr)
{
  CwPrintOperation *self = CW_PRINT_OPERATION (operation);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) pictures = NULL;
  g_autoptr(GPtrArray) backs = NULL;

  /* The export's drawing is shared with the dialog's preview: what it met there is not this
   * page's, and once taken, the renderer says again what this page meets even where the
   * preview met it first. */
  cw_pdf_export_take_drawn_problems (self->export, &pictures, &backs);
  g_clear_pointer (&pictures, g_ptr_array_unref);
  g_clear_pointer (&backs, g_ptr_array_unref);

  /* The context is in points from the paper's top-left corner (full page), as the PDF's pages. */
  if (!cw_pdf_export_draw_page (self->export, gtk_print_context_get_cairo_context (context), page_nr, &error))
    g_warning ("Printing page %d: %s", page_nr + 1, error->message);

  cw_pdf_export_take_drawn_problems (self->export, &pictures, &backs);
  add_problems (self, self->picture_problems, pictures);
  add_problems (self, self->back_problems, backs);
}

/* GTK's own dialog (not the portal's) lets us say, as the printer is chosen, what it will cut off. */
static GtkWidget *
cw_print_operation_create_custom_widget (GtkPrintOperation *operation)
{
  CwPrintOperation *self = CW_PRINT_OPERATION (operation);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 12);
  self->clip_label = GTK_LABEL (label);
  g_object_add_weak_pointer (G_OBJECT (label), (gpointer *) &self->clip_label);
  update_clip_label (self);
  return label;
}

static void
cw_print_operation_update_custom_widget (GtkPrintOperation *operation,
                                         GtkWidget         *widget,
                                         GtkPageSetup      *setup,
                                         GtkPrintSettings  *settings)
{
  CwPrintOperation *self = CW_PRINT_OPERATION (operation);
  CwMargins margins;

  if (setup == NULL)
    return;
  /* A printer's page setup carries its unprintable border as its margins. */
  margins_for_page (self,
                    gtk_page_setup_get_top_margin (setup, GTK_UNIT_MM),
                    gtk_page_setup_get_bottom_margin (setup, GTK_UNIT_MM),
                    gtk_page_setup_get_left_margin (setup, GTK_UNIT_MM),
                    gtk_page_setup_get_right_margin (setup, GTK_UNIT_MM),
                    &margins);
  cw_printer_margins_check (self->layout, &margins, &self->clip);
  read_choices (self, setup, settings);
  update_clip_label (self);
}

static void
cw_print_operation_finalize (GObject *object)
{
  CwPrintOperation *self = CW_PRINT_OPERATION (object);

  if (self->clip_label != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->clip_label), (gpointer *) &self->clip_label);
  g_clear_object (&self->layout);
  g_clear_object (&self->export);
  g_clear_pointer (&self->picture_problems, g_ptr_array_unref);
  g_clear_pointer (&self->back_problems, g_ptr_array_unref);
  g_clear_pointer (&self->problems_seen, g_hash_table_unref);

  G_OBJECT_CLASS (cw_print_operation_parent_class)->finalize (object);
}

static void
cw_print_operation_class_init (CwPrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *operation_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->finalize = cw_print_operation_finalize;
  operation_class->begin_print = cw_print_operation_begin_print;
  operation_class->draw_page = cw_print_operation_draw_page;
  operation_class->create_custom_widget = cw_print_operation_create_custom_widget;
  operation_class->update_custom_widget = cw_print_operation_update_custom_widget;
}

static void
cw_print_operation_init (CwPrintOperation *self)
{
  self->scale = 100.0;
  self->number_up = 1;
  self->picture_problems = g_ptr_array_new_with_free_func (g_free);
  self->back_problems = g_ptr_array_new_with_free_func (g_free);
  self->problems_seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

CwPrintOperation *
cw_print_operation_new (CwPdfExport  *export,
                        GError      **error)
{
  g_autoptr(CwPrintOperation) self = NULL;
  g_autoptr(GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr(GtkPrintSettings) settings = gtk_print_settings_new ();
  g_autoptr(GtkPaperSize) paper = NULL;
  const CwSheetOptions *options;
  guint n_pages;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (export), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (CW_TYPE_PRINT_OPERATION, NULL);
  self->export = g_object_ref (export);
  self->layout = cw_sheet_layout_new (cw_pdf_export_get_options (export), error);
  if (self->layout == NULL)
    return NULL;
  n_pages = cw_pdf_export_get_n_pages (export, error);
  if (n_pages == 0)
    {
      if (error != NULL && *error == NULL)
        g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID, _("There are no pages to print"));
      return NULL;
    }
  options = cw_sheet_layout_get_options (self->layout);

  paper = paper_size_for (options);
  gtk_page_setup_set_paper_size (setup, paper);
  gtk_page_setup_set_orientation (setup, options->orientation == CW_ORIENTATION_LANDSCAPE
                                         ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT);
  /* The layout keeps its own margins: the page is drawn whole, from the paper's corner. */
  gtk_page_setup_set_top_margin (setup, 0, GTK_UNIT_MM);
  gtk_page_setup_set_bottom_margin (setup, 0, GTK_UNIT_MM);
  gtk_page_setup_set_left_margin (setup, 0, GTK_UNIT_MM);
  gtk_page_setup_set_right_margin (setup, 0, GTK_UNIT_MM);

  /* 100%: a card is its size only when nothing is fitted to the page. */
  gtk_print_settings_set_scale (settings, 100.0);
  gtk_print_settings_set_paper_size (settings, paper);
  gtk_print_settings_set_orientation (settings, gtk_page_setup_get_orientation (setup));
  /* GTK's CUPS backend sends horizontal as DuplexNoTumble (long edge) and vertical as
   * DuplexTumble (short edge). */
  switch (options->backs)
    {
    case CW_BACKS_LONG_EDGE:
      gtk_print_settings_set_duplex (settings, GTK_PRINT_DUPLEX_HORIZONTAL);
      break;
    case CW_BACKS_SHORT_EDGE:
      gtk_print_settings_set_duplex (settings, GTK_PRINT_DUPLEX_VERTICAL);
      break;
    case CW_BACKS_NONE:
    default:
      gtk_print_settings_set_duplex (settings, GTK_PRINT_DUPLEX_SIMPLEX);
      break;
    }

  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (self), setup);
  gtk_print_operation_set_print_settings (GTK_PRINT_OPERATION (self), settings);
  gtk_print_operation_set_n_pages (GTK_PRINT_OPERATION (self), n_pages);
  gtk_print_operation_set_unit (GTK_PRINT_OPERATION (self), GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (GTK_PRINT_OPERATION (self), TRUE);
  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), cw_pdf_export_get_title (export));
  gtk_print_operation_set_custom_tab_label (GTK_PRINT_OPERATION (self), _("Cards"));
  gtk_print_operation_set_show_progress (GTK_PRINT_OPERATION (self), TRUE);
  gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (self), TRUE);
  return g_steal_pointer (&self);
}

CwSheetLayout *
cw_print_operation_get_layout (CwPrintOperation *self)
{
  g_return_val_if_fail (CW_IS_PRINT_OPERATION (self), NULL);
  return self->layout;
}

const CwPrinterClip *
cw_print_operation_get_clip (CwPrintOperation *self)
{
  g_return_val_if_fail (CW_IS_PRINT_OPERATION (self), NULL);
  return &self->clip;
}

GPtrArray *
cw_print_operation_get_picture_problems (CwPrintOperation *self)
{
  g_return_val_if_fail (CW_IS_PRINT_OPERATION (self), NULL);
  return self->picture_problems;
}

GPtrArray *
cw_print_operation_get_back_problems (CwPrintOperation *self)
{
  g_return_val_if_fail (CW_IS_PRINT_OPERATION (self), NULL);
  return self->back_problems;
}

char *
cw_print_operation_dup_warning (CwPrintOperation *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *clip = NULL;
  double width, height;

  g_return_val_if_fail (CW_IS_PRINT_OPERATION (self), NULL);

  width = cw_sheet_layout_get_page_width (self->layout);
  height = cw_sheet_layout_get_page_height (self->layout);
  if (fabs (self->scale - 100.0) > 0.01 || self->number_up > 1)
    /* Translators: the scale GTK's print dialog was set to, in percent. */
    g_string_append_printf (text, _("The print dialog scales the pages (%.0f%%, %d on a sheet): the cards will "
                                    "not be their size. Set the scale to 100%% and one page a sheet."),
                            self->scale, MAX (self->number_up, 1));
  if (self->paper_width > 0 &&
      (fabs (MIN (self->paper_width, self->paper_height) - MIN (width, height)) > 0.5 ||
       fabs (MAX (self->paper_width, self->paper_height) - MAX (width, height)) > 0.5))
    g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "",
                            _("The print dialog chose other paper than the pages were laid out for; choose it in "
                              "Paper Size here instead."));
  clip = cw_print_operation_describe_clip (&self->clip);
  if (clip != NULL)
    g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", clip);
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

char *
cw_print_operation_describe_clip (const CwPrinterClip *clip)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;

  g_return_val_if_fail (clip != NULL, NULL);

  if (clip->what == CW_CLIPPED_NONE)
    return NULL;
  if (clip->what & CW_CLIPPED_CARDS)
    g_ptr_array_add (parts, g_strdup (_("the edges of cards")));
  if (clip->what & CW_CLIPPED_CROP_MARKS)
    /* Translators: part of a list, "8 of the 18 crop marks". */
    g_ptr_array_add (parts, g_strdup_printf (_("%u of the %u crop marks"), clip->crop_marks_lost, clip->n_crop_marks));
  if (clip->what & CW_CLIPPED_GUIDES)
    /* Translators: part of a list, "4 of the 36 corner guides". */
    g_ptr_array_add (parts, g_strdup_printf (_("%u of the %u corner guides"), clip->guides_lost, clip->n_guides));
  if (clip->what & CW_CLIPPED_REGISTRATION)
    g_ptr_array_add (parts, g_strdup (_("the cutting machine’s registration marks")));
  if (clip->what & CW_CLIPPED_SCALE_BAR)
    g_ptr_array_add (parts, g_strdup (_("the 50 mm scale bar")));
  g_ptr_array_add (parts, NULL);
  /* Translators: joins the parts of the list of what the printer cuts off. */
  list = g_strjoinv (_(", "), (char **) parts->pdata);

  /* Translators: the printer's blank border in mm, then the list: "the 50 mm scale bar, 8 of the 18 crop marks". */
  return g_strdup_printf (_("This printer leaves up to %.1f mm at the page edges unprinted, which cuts off %s. "
                            "A safe margin of at least that keeps the scale bar, guides and registration marks "
                            "printed; a larger margin moves the crop marks and cards in."),
                          clip->widest, list);
}
