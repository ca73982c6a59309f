/* cw-print-dialog.c: the Print dialog: options rows, a live preview drawn by the export's own page code, export with progress (the cutting rows are in cw-print-dialog-guides.c, printing on a printer in cw-print-dialog-printer.c). */
#include <glib/gi18n.h>

#include "cw-print-dialog-private.h"
#include "cw-cut-file.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-library.h"

#define SCHEMA_ID "io.github.cardwright.Cardwright"
#define PREVIEW_PADDING 16.0   /* px of view around the page, so its edge and shadow show */

G_DEFINE_FINAL_TYPE (CwPrintDialog, cw_print_dialog, ADW_TYPE_WINDOW)

enum { PROP_0, PROP_EXPORTING, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* ---- options ---- */

static void
read_options (CwPrintDialog  *self,
              CwSheetOptions *options)
{
  *options = *cw_pdf_export_get_options (self->export);
  options->paper = adw_combo_row_get_selected (self->paper_row);
  options->orientation = adw_combo_row_get_selected (self->orientation_row);
  options->card_size = adw_combo_row_get_selected (self->card_size_row);
  options->margin = _cw_print_dialog_spin_get_mm (self, self->margin_spin);
  options->rounded_corners = gtk_switch_get_active (self->rounded_switch);
  options->crop_marks = gtk_switch_get_active (self->crop_marks_switch);
  options->cut_lines = gtk_switch_get_active (self->cut_lines_switch);
  options->backs = adw_combo_row_get_selected (self->backs_row);
  options->back_offset_x = gtk_spin_button_get_value (self->back_offset_x_spin);
  options->back_offset_y = gtk_spin_button_get_value (self->back_offset_y_spin);
  _cw_print_dialog_guides_read (self, options);
}

static const char *
backs_to_name (CwBacks backs)
{
  switch (backs)
    {
    case CW_BACKS_LONG_EDGE:  return "long";
    case CW_BACKS_SHORT_EDGE: return "short";
    case CW_BACKS_NONE:
    default:                  return "none";
    }
}

static void
save_options (CwPrintDialog        *self,
              const CwSheetOptions *options)
{
  if (self->settings == NULL)
    return;
  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "print-paper", cw_paper_to_name (options->paper));
  g_settings_set_string (self->settings, "print-orientation",
                         options->orientation == CW_ORIENTATION_LANDSCAPE ? "landscape" : "portrait");
  g_settings_set_string (self->settings, "print-card-size", cw_card_size_to_name (options->card_size));
  g_settings_set_double (self->settings, "print-margin", options->margin);
  _cw_print_dialog_guides_save (self, options);
  g_settings_set_boolean (self->settings, "print-cut-file", gtk_switch_get_active (self->cut_file_switch));
  g_settings_set_boolean (self->settings, "print-rounded-corners", options->rounded_corners);
  g_settings_set_boolean (self->settings, "print-crop-marks", options->crop_marks);
  g_settings_set_boolean (self->settings, "print-cut-lines", options->cut_lines);
  g_settings_set_string (self->settings, "print-backs", backs_to_name (options->backs));
  g_settings_set_double (self->settings, "print-back-offset-x", options->back_offset_x);
  g_settings_set_double (self->settings, "print-back-offset-y", options->back_offset_y);
  g_settings_apply (self->settings);
}

/* The rows start from the export's defaults (the game's card size), then what was used last. */
static void
load_options (CwPrintDialog *self)
{
  CwSheetOptions options = *cw_pdf_export_get_options (self->export);
  gboolean cut_file = FALSE;

  if (self->settings != NULL)
    {
      g_autofree char *paper = g_settings_get_string (self->settings, "print-paper");
      g_autofree char *orientation = g_settings_get_string (self->settings, "print-orientation");
      g_autofree char *card_size = g_settings_get_string (self->settings, "print-card-size");
      g_autofree char *backs = g_settings_get_string (self->settings, "print-backs");
      CwPaper paper_value;
      CwCardSize size_value;
      CwBacks backs_value;

      if (cw_paper_from_name (paper, &paper_value) && paper_value != CW_PAPER_CUSTOM)
        options.paper = paper_value;
      options.orientation = g_str_equal (orientation, "landscape") ? CW_ORIENTATION_LANDSCAPE
                                                                   : CW_ORIENTATION_PORTRAIT;
      if (cw_card_size_from_name (card_size, &size_value) && size_value != CW_CARD_SIZE_CUSTOM)
        options.card_size = size_value;
      if (cw_backs_from_name (backs, &backs_value))
        options.backs = backs_value;
      options.margin = g_settings_get_double (self->settings, "print-margin");
      cut_file = g_settings_get_boolean (self->settings, "print-cut-file");
      options.rounded_corners = g_settings_get_boolean (self->settings, "print-rounded-corners");
      options.crop_marks = g_settings_get_boolean (self->settings, "print-crop-marks");
      options.cut_lines = g_settings_get_boolean (self->settings, "print-cut-lines");
      options.back_offset_x = g_settings_get_double (self->settings, "print-back-offset-x");
      options.back_offset_y = g_settings_get_double (self->settings, "print-back-offset-y");
    }
  /* The dialog offers the named sizes only; a custom size from the CLI falls back to the defaults. */
  if (options.paper == CW_PAPER_CUSTOM)
    options.paper = CW_PAPER_A4;
  if (options.card_size == CW_CARD_SIZE_CUSTOM)
    options.card_size = CW_CARD_SIZE_POKER;

  self->loading = TRUE;
  /* The unit first: the margin below is set in it. */
  _cw_print_dialog_guides_load (self, &options);
  _cw_print_dialog_spin_set_mm (self, self->margin_spin, options.margin);
  gtk_switch_set_active (self->cut_file_switch, cut_file);
  adw_combo_row_set_selected (self->paper_row, options.paper);
  adw_combo_row_set_selected (self->orientation_row, options.orientation);
  adw_combo_row_set_selected (self->card_size_row, options.card_size);
  gtk_switch_set_active (self->rounded_switch, options.rounded_corners);
  gtk_switch_set_active (self->crop_marks_switch, options.crop_marks);
  gtk_switch_set_active (self->cut_lines_switch, options.cut_lines);
  adw_combo_row_set_selected (self->backs_row, options.backs);
  gtk_spin_button_set_value (self->back_offset_x_spin, options.back_offset_x);
  gtk_spin_button_set_value (self->back_offset_y_spin, options.back_offset_y);
  self->loading = FALSE;
}

/* ---- pages ---- */

void
_cw_print_dialog_update_page_controls (CwPrintDialog *self)
{
  g_autofree char *sheet = NULL;
  gboolean busy = self->cancellable != NULL;

  g_clear_pointer (&self->page_text, g_free);
  if (self->n_pages > 0)
    {
      /* TRANSLATORS: the page shown in the preview and the page count, "3 of 12" */
      self->page_text = g_strdup_printf (_("%u of %u"), self->page + 1, self->n_pages);
      sheet = cw_pdf_export_dup_page_label (self->export, self->page);
    }
  else
    self->page_text = g_strdup (_("No pages"));
  gtk_label_set_text (self->page_label, self->page_text);
  gtk_label_set_text (self->sheet_label, sheet != NULL ? sheet : "");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "print.previous-page", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "print.next-page", self->page + 1 < self->n_pages);
  busy = busy || self->operation != NULL;
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), self->n_pages > 0 && !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "print.print", self->n_pages > 0 && !busy);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

/* The layout's warnings in the dialog's words: they name its rows, where the CLI names options. */
static char *
format_warning (const CwSheetWarning *warning)
{
  const double *v = warning->values;

  switch (warning->code)
    {
    case CW_SHEET_WARNING_NO_SCALE_BAR:
      return g_strdup_printf (_("No margin has room for the 50 mm “print at 100%%” bar inside the safe margin "
                                "(%.1f mm), so it is left out: measure a printed card instead, or make the "
                                "margin larger."), v[0]);
    case CW_SHEET_WARNING_BLEED_SHRUNK_COLUMNS:
      return g_strdup_printf (_("Cards side by side are %.2f mm apart, so they get %.2f mm of bleed towards each "
                                "other instead of %.2f mm. A gap of %.2f mm, or “Gap Follows the Bleed”, keeps "
                                "the whole bleed."), v[0], v[1], v[2], v[3]);
    case CW_SHEET_WARNING_BLEED_SHRUNK_ROWS:
      return g_strdup_printf (_("Cards one above the other are %.2f mm apart, so they get %.2f mm of bleed towards "
                                "each other instead of %.2f mm. A gap between rows of %.2f mm, or “Gap Follows the "
                                "Bleed”, keeps the whole bleed."), v[0], v[1], v[2], v[3]);
    case CW_SHEET_WARNING_NO_REGISTRATION_ROOM:
      return g_strdup_printf (_("The registration marks need %.0f mm of free paper in three corners inside the "
                                "%.1f mm safe margin, and the cards leave none: they are left out. A larger margin "
                                "or a smaller card size makes room."), v[0], v[1]);
    case CW_SHEET_WARNING_MARKS_UNPRINTABLE:
    default:
      return g_strdup_printf (_("%u of the %u crop marks fall within the %.1f mm safe margin, where a printer may "
                                "print nothing. A larger margin, or corner guides (Cutting Guides), print where "
                                "the printer does."), warning->count, warning->total, v[0]);
    }
}

void
_cw_print_dialog_update_summary (CwPrintDialog *self)
{
  g_autofree char *text = NULL;
  guint n_cards = cw_pdf_export_get_n_cards (self->export);

  if (self->content_error != NULL)
    text = g_strdup (self->content_error);
  else if (self->layout == NULL)
    text = g_strdup (self->layout_error != NULL ? self->layout_error : "");
  else
    {
      guint per_page = cw_sheet_layout_get_cards_per_page (self->layout);
      g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_cards), n_cards);

      /* TRANSLATORS: "76 cards · 9 on a page" */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u on a page", "%s · %u on a page", per_page),
                              cards, per_page);
    }
  gtk_label_set_text (self->summary_label, text);

  {
    g_autoptr(GString) joined = g_string_new (NULL);

    if (self->layout != NULL && self->content_error == NULL)
      {
        guint n_warnings = 0;
        const CwSheetWarning *warnings = cw_sheet_layout_get_warnings (self->layout, &n_warnings);

        for (guint i = 0; i < n_warnings; i++)
          {
            g_autofree char *sentence = format_warning (&warnings[i]);

            g_string_append_printf (joined, "%s%s", joined->len > 0 ? "\n" : "", sentence);
          }
      }
    if (self->printer_warning != NULL)
      g_string_append_printf (joined, "%s%s", joined->len > 0 ? "\n" : "", self->printer_warning);
    gtk_label_set_text (self->warnings_label, joined->str);
    gtk_widget_set_visible (GTK_WIDGET (self->warnings_label), joined->len > 0);
  }
}

/* Options or content changed: a new layout, the page count again, the preview redrawn. */
static void
refresh_pages (CwPrintDialog *self)
{
  g_autoptr(GError) error = NULL;
  CwSheetOptions options;
  gboolean backs;

  read_options (self, &options);
  cw_pdf_export_set_options (self->export, &options);
  g_clear_object (&self->layout);
  g_clear_pointer (&self->layout_error, g_free);
  self->layout = cw_sheet_layout_new (&options, &error);
  if (self->layout == NULL)
    {
      self->layout_error = g_strdup (error->message);
      self->n_pages = 0;
    }
  else
    {
      self->n_pages = cw_pdf_export_get_n_pages (self->export, &error);
      if (error != NULL)
        {
          g_clear_object (&self->layout);
          self->layout_error = g_strdup (error->message);
        }
    }
  if (self->page >= self->n_pages)
    self->page = self->n_pages > 0 ? self->n_pages - 1 : 0;

  backs = options.backs != CW_BACKS_NONE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->back_offset_x_row), backs);
  gtk_widget_set_sensitive (GTK_WIDGET (self->back_offset_y_row), backs);
  gtk_widget_set_sensitive (GTK_WIDGET (self->back_image_row), backs);
  _cw_print_dialog_guides_update (self, &options);

  _cw_print_dialog_update_summary (self);
  _cw_print_dialog_update_page_controls (self);
}

static void
on_option_changed (CwPrintDialog *self)
{
  CwSheetOptions options;

  if (self->loading || self->export == NULL)
    return;
  /* What the last printer cut off was of the old layout. */
  g_clear_pointer (&self->printer_warning, g_free);
  refresh_pages (self);
  read_options (self, &options);
  save_options (self, &options);
}

static void
on_units_changed (CwPrintDialog *self)
{
  gboolean inches = adw_combo_row_get_selected (self->units_row) == 1;

  if (self->loading || inches == self->inches)
    return;
  /* The same lengths, shown in the other unit: nothing on the page moves. */
  self->loading = TRUE;
  _cw_print_dialog_set_inches (self, inches);
  self->loading = FALSE;
  on_option_changed (self);
}

static void
on_calibration_changed (CwPrintDialog *self)
{
  cw_pdf_export_set_calibration (self->export, gtk_switch_get_active (self->calibration_switch));
  refresh_pages (self);
}

/* What to print: the Library (or its shortfall), the Collection's cards, or a set. */
static void
fill_content (CwPrintDialog *self)
{
  g_autoptr(GError) error = NULL;

  cw_pdf_export_clear (self->export);
  g_clear_pointer (&self->content_error, g_free);

  if (self->doc != NULL)
    {
      CwLibrary *library = cw_library_doc_get_library (self->doc);
      CwCatalog *catalog = cw_library_doc_get_catalog (self->doc);
      gboolean ok;

      if (gtk_switch_get_active (self->shortfall_switch))
        ok = cw_pdf_export_add_shortfall (self->export, library, cw_session_get_collection (self->session),
                                          catalog, &error);
      else
        ok = cw_pdf_export_add_library (self->export, library, catalog, &error);
      if (!ok)
        self->content_error = g_strdup (error->message);
      else if (cw_pdf_export_get_n_cards (self->export) == 0 && gtk_switch_get_active (self->shortfall_switch))
        self->content_error = g_strdup (_("Your collection has every card this Library needs"));
      cw_pdf_export_set_title (self->export, cw_library_get_name (library));
      adw_window_title_set_subtitle (self->window_title, cw_library_get_name (library));
    }
  else
    {
      guint selected = adw_combo_row_get_selected (self->source_row);
      GListModel *sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));

      if (self->cards != NULL && selected == 0)
        {
          guint n = g_list_model_get_n_items (self->cards);

          cw_pdf_export_add_section (self->export, _("Cards"));
          for (guint i = 0; i < n; i++)
            {
              g_autoptr(CwCard) card = g_list_model_get_item (self->cards, i);
              g_autofree char *folder = cw_session_dup_image_folder (self->session, card);

              cw_pdf_export_add_card (self->export, card, 1, folder);
            }
          cw_pdf_export_set_title (self->export, cw_game_get_name (cw_session_get_game (self->session)));
          adw_window_title_set_subtitle (self->window_title, _("Cards shown in the Collection"));
        }
      else
        {
          guint index = self->cards != NULL ? selected - 1 : selected;
          g_autoptr(CwCardSet) set = g_list_model_get_item (sets, index);

          if (set != NULL)
            {
              cw_pdf_export_add_card_set (self->export, set);
              cw_pdf_export_set_title (self->export, cw_card_set_get_name (set));
              adw_window_title_set_subtitle (self->window_title, cw_card_set_get_name (set));
            }
        }
      if (cw_pdf_export_get_n_cards (self->export) == 0)
        self->content_error = g_strdup (_("No cards to print"));
    }
}

static void
on_content_changed (CwPrintDialog *self)
{
  if (self->loading || self->export == NULL)
    return;
  fill_content (self);
  self->page = 0;
  refresh_pages (self);
}

static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (user_data);
  g_autoptr(GError) error = NULL;
  double page_width, page_height, scale, x, y;

  if (self->layout == NULL || self->n_pages == 0)
    return;
  page_width = CW_MM_TO_PT (cw_sheet_layout_get_page_width (self->layout));
  page_height = CW_MM_TO_PT (cw_sheet_layout_get_page_height (self->layout));
  scale = MIN ((width - 2 * PREVIEW_PADDING) / page_width, (height - 2 * PREVIEW_PADDING) / page_height);
  if (scale <= 0)
    return;
  x = floor ((width - page_width * scale) / 2);
  y = floor ((height - page_height * scale) / 2);

  /* A grey desk so the white sheet stands out in light and dark styles alike. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.22);
  cairo_paint (cr);

  /* The sheet of paper: a soft shadow, then white, as it will come out of the printer. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_rectangle (cr, x + 1, y + 2, page_width * scale + 1, page_height * scale + 1);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, page_width * scale, page_height * scale);
  cairo_fill (cr);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, page_width, page_height);
  cairo_clip (cr);
  if (!cw_pdf_export_draw_page (self->export, cr, self->page, &error))
    g_debug ("preview of page %u: %s", self->page, error->message);
  cairo_restore (cr);
}

/* Folded (a narrow window): the options or the preview, one at a time. */
static void
on_preview_toggled (CwPrintDialog *self)
{
  cw_leaflet_set_visible_page (self->leaflet,
                               gtk_toggle_button_get_active (self->preview_button) ? "preview" : "options");
}

/* On a narrow window the header keeps its buttons as icons (their words are in the tooltips)
 * and the window's own close button, so that 360 px hold them all. */
static gboolean
apply_fold (gpointer user_data)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (user_data);
  gboolean folded = cw_leaflet_get_folded (self->leaflet);

  self->fold_idle = 0;

  if (folded)
    {
      gtk_button_set_icon_name (self->print_button, "document-print-symbolic");
      gtk_button_set_icon_name (self->export_button, "document-save-symbolic");
    }
  else
    {
      gtk_button_set_label (self->print_button, _("_Print…"));
      gtk_button_set_label (self->export_button, _("_Export PDF…"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->close_button), !folded);
  gtk_widget_set_visible (GTK_WIDGET (self->preview_button), folded);
  gtk_widget_set_visible (GTK_WIDGET (self->window_title), !folded);
  adw_header_bar_set_show_end_title_buttons (self->header_bar, folded);
  if (!folded)
    gtk_toggle_button_set_active (self->preview_button, FALSE);
  return G_SOURCE_REMOVE;
}

/* The leaflet folds while it is being allocated, after the header was: changing the header's
 * buttons then would leave them unallocated for this frame. */
static void
on_leaflet_folded (CwPrintDialog *self)
{
  if (self->fold_idle == 0)
    self->fold_idle = g_idle_add (apply_fold, self);
}

static void
on_leaflet_child_changed (CwPrintDialog *self)
{
  /* Swiping back changes the page too: the button follows. */
  const char *name = cw_leaflet_get_visible_page (self->leaflet);

  gtk_toggle_button_set_active (self->preview_button, g_strcmp0 (name, "preview") == 0);
}

/* ---- page navigation ---- */

static void
previous_page_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (widget);

  if (self->page > 0)
    cw_print_dialog_set_page (self, self->page - 1);
}

static void
next_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (widget);

  cw_print_dialog_set_page (self, self->page + 1);
}

/* ---- back image ---- */

static void
update_back_image_row (CwPrintDialog *self)
{
  g_autofree char *name = self->back_image != NULL ? g_path_get_basename (self->back_image) : NULL;

  adw_action_row_set_subtitle (self->back_image_row, name != NULL ? name : _("Generated for the game"));
  gtk_widget_set_visible (GTK_WIDGET (self->back_image_clear_button), self->back_image != NULL);
  cw_pdf_export_set_back_image (self->export, self->back_image);
}

static void
on_back_image_chosen (CwPrintDialog        *self,
                      int                   response,
                      CwFileChooser *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (CW_FILE_CHOOSER (chooser));

      g_free (self->back_image);
      self->back_image = g_file_get_path (file);
      update_back_image_row (self);
      refresh_pages (self);
    }
  g_clear_object (&self->chooser);
}

static void
on_back_image_choose_clicked (CwPrintDialog *self)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  self->chooser = cw_file_chooser_new (_("Choose a Card Back"), GTK_WINDOW (self),
                                       GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("JPEG and PNG Images"));
  gtk_file_filter_add_mime_type (filter, "image/jpeg");
  gtk_file_filter_add_mime_type (filter, "image/png");
  cw_file_chooser_add_filter (self->chooser, filter);
  cw_file_chooser_set_modal (self->chooser, TRUE);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_back_image_chosen), self, G_CONNECT_SWAPPED);
  cw_file_chooser_show (self->chooser);
}

static void
on_back_image_clear_clicked (CwPrintDialog *self)
{
  g_clear_pointer (&self->back_image, g_free);
  update_back_image_row (self);
  refresh_pages (self);
}

/* ---- pictures not printed ---- */

/* The pictures and backs a PDF or a printer got without, by card: said after exporting and
 * after printing alike. */
void
_cw_print_dialog_show_not_printed (CwPrintDialog *self,
                  GPtrArray     *pictures,
                  GPtrArray     *backs)
{
  g_autoptr(GString) body = g_string_new (NULL);
  const char *heading;
  GtkWidget *dialog;

  if ((pictures->len == 0 && backs->len == 0) || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (pictures->len > 0)
    {
      for (guint i = 0; i < pictures->len && i < 20; i++)
        g_string_append_printf (body, "%s\n\n", (const char *) g_ptr_array_index (pictures, i));
      if (pictures->len > 20)
        g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "And %u more picture.\n\n",
                                                   "And %u more pictures.\n\n", pictures->len - 20),
                                pictures->len - 20);
      g_string_append (body, _("These cards are printed with their emblem instead of their picture."));
    }
  if (backs->len > 0)
    {
      if (body->len > 0)
        g_string_append (body, "\n\n");
      for (guint i = 0; i < backs->len && i < 20; i++)
        {
          /* Translators: whose back (“every card”, “every card of Oz”, a card), its file and why. */
          g_string_append_printf (body, _("Back for %s"), (const char *) g_ptr_array_index (backs, i));
          g_string_append (body, "\n\n");
        }
      if (backs->len > 20)
        g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "And %u more back.\n\n",
                                                   "And %u more backs.\n\n", backs->len - 20),
                                backs->len - 20);
      g_string_append (body, _("These cards are printed with the back they would have without that picture: "
                               "the game's, or the one Cardwright draws."));
    }
  if (pictures->len > 0)
    heading = g_dngettext (GETTEXT_PACKAGE, "A Picture Was Not Printed", "Some Pictures Were Not Printed",
                           pictures->len + backs->len);
  else
    heading = g_dngettext (GETTEXT_PACKAGE, "A Back Was Not Printed", "Some Backs Were Not Printed",
                           backs->len);
  dialog = cw_alert_new (GTK_WINDOW (self), heading, body->str);
  cw_alert_add_response (dialog, "close", _("_Close"));
  cw_alert_present (dialog);
}

/* ---- export ---- */

static void
set_exporting (CwPrintDialog *self,
               GCancellable  *cancellable)
{
  g_set_object (&self->cancellable, cancellable);
  gtk_revealer_set_reveal_child (self->progress_revealer, cancellable != NULL);
  /* The export works on a snapshot, but options changed meanwhile would not be in the file: lock them. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->options_page), cancellable == NULL);
  _cw_print_dialog_update_page_controls (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPORTING]);
}

static void
on_export_progress (guint    done,
                    guint    total,
                    gpointer user_data)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (user_data);
  g_autofree char *text = NULL;

  if (self->disposed)
    return;
  text = g_strdup_printf (_("Page %u of %u"), done, total);
  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 0);
  gtk_progress_bar_set_text (self->progress_bar, text);
}

static void
on_export_written (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(CwPrintDialog) self = CW_PRINT_DIALOG (user_data);
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->export_error, g_free);
  if (self->disposed)
    {
      if (!cw_pdf_export_write_finish (CW_PDF_EXPORT (source), result, &error) &&
          !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        self->export_error = g_strdup (error->message);
      g_clear_object (&self->cancellable);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPORTING]);
      return;
    }
  if (cw_pdf_export_write_finish (CW_PDF_EXPORT (source), result, &error))
    {
      g_autoptr(GFile) file = g_file_new_for_uri (self->exported_uri);
      g_autofree char *name = g_file_get_basename (file);
      AdwToast *toast;

      /* The cut file beside the PDF: one sheet's cuts serve every sheet (they have the same slots). */
      if (gtk_switch_get_active (self->cut_file_switch) && self->layout != NULL)
        {
          g_autofree char *pdf_path = g_file_get_path (file);
          g_autofree char *stem = g_str_has_suffix (pdf_path, ".pdf")
                                  ? g_strndup (pdf_path, strlen (pdf_path) - 4) : g_strdup (pdf_path);
          g_autofree char *svg_path = g_strconcat (stem, ".svg", NULL);
          guint n_cards = cw_pdf_export_get_n_cards (self->export);

          if (n_cards > 0 &&
              !cw_cut_file_write (self->layout, MIN (n_cards, cw_sheet_layout_get_cards_per_page (self->layout)),
                                  svg_path, &error))
            self->export_error = g_strdup (error->message);
        }
      toast = self->export_error != NULL
              ? adw_toast_new_format (_("Saved “%s”, but not its cut file: %s"), name, self->export_error)
              : adw_toast_new_format (_("Saved “%s”"), name);

      GPtrArray *pictures = cw_pdf_export_get_picture_problems (CW_PDF_EXPORT (source));
      GPtrArray *backs = cw_pdf_export_get_back_problems (CW_PDF_EXPORT (source));

      adw_toast_set_button_label (toast, _("_Open"));
      adw_toast_set_action_name (toast, "print.open-pdf");
      adw_toast_overlay_add_toast (self->toast_overlay, toast);
      /* Printed with their emblem (or another back) instead: the player is told which and why,
       * never left to find out at the cutting table. */
      _cw_print_dialog_show_not_printed (self, pictures, backs);
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Export cancelled: no file was written")));
  else
    {
      GtkWidget *dialog;

      self->export_error = g_strdup (error->message);
      if (gtk_widget_get_mapped (GTK_WIDGET (self)))
        {
          dialog = cw_alert_new (GTK_WINDOW (self), _("Could Not Export the PDF"), error->message);
          cw_alert_add_response (dialog, "close", _("_Close"));
          cw_alert_present (dialog);
        }
    }
  set_exporting (self, NULL);
}

void
cw_print_dialog_export_to (CwPrintDialog *self,
                           GFile         *file)
{
  g_autoptr(GCancellable) cancellable = NULL;
  g_autofree char *path = NULL;

  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->cancellable != NULL || self->n_pages == 0)
    return;
  path = g_file_get_path (file);
  g_return_if_fail (path != NULL);

  g_free (self->exported_uri);
  self->exported_uri = g_file_get_uri (file);
  cancellable = g_cancellable_new ();
  gtk_progress_bar_set_fraction (self->progress_bar, 0);
  gtk_progress_bar_set_text (self->progress_bar, NULL);
  set_exporting (self, cancellable);
  /* Both callbacks hold the dialog, so closing it mid-export (which cancels) frees nothing they use. */
  cw_pdf_export_write_async (self->export, path, cancellable,
                             on_export_progress, g_object_ref (self), g_object_unref,
                             on_export_written, g_object_ref (self));
}

static void
on_save_chosen (CwPrintDialog        *self,
                int                   response,
                CwFileChooser *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (CW_FILE_CHOOSER (chooser));

      cw_print_dialog_export_to (self, file);
    }
  g_clear_object (&self->chooser);
}

static char *
make_file_name (CwPrintDialog *self)
{
  const char *title = cw_pdf_export_get_title (self->export);
  g_autofree char *safe = g_strdup (title != NULL && *title != '\0' ? title : _("Cards"));

  /* A name cannot hold a folder separator. */
  g_strdelimit (safe, "/\\", '-');
  return g_strconcat (safe, ".pdf", NULL);
}

static void
on_export_clicked (CwPrintDialog *self)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = make_file_name (self);

  if (self->chooser != NULL || self->cancellable != NULL)
    return;
  self->chooser = cw_file_chooser_new (_("Export PDF"), GTK_WINDOW (self),
                                       GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("PDF Documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  cw_file_chooser_add_filter (self->chooser, filter);
  cw_file_chooser_set_current_name (self->chooser, name);
  /* Start where the last PDF went, else in Documents: never in whatever folder the app was started from. */
  if (self->exported_uri != NULL)
    {
      g_autoptr(GFile) last = g_file_new_for_uri (self->exported_uri);
      g_autoptr(GFile) folder = g_file_get_parent (last);

      if (folder != NULL)
        cw_file_chooser_set_current_folder (self->chooser, folder, NULL);
    }
  else if (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS) != NULL &&
           g_file_test (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS), G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GFile) folder = g_file_new_for_path (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS));

      cw_file_chooser_set_current_folder (self->chooser, folder, NULL);
    }
  cw_file_chooser_set_modal (self->chooser, TRUE);
  g_signal_connect_object (self->chooser, "response", G_CALLBACK (on_save_chosen), self, G_CONNECT_SWAPPED);
  cw_file_chooser_show (self->chooser);
}

static void
on_cancel_export_clicked (CwPrintDialog *self)
{
  cw_print_dialog_cancel_export (self);
}

static void
on_close_clicked (CwPrintDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
open_pdf_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (widget);
  g_autoptr(GError) error = NULL;

  if (self->exported_uri == NULL)
    return;
  if (!g_app_info_launch_default_for_uri (self->exported_uri, NULL, &error))
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
}

static gboolean
cw_print_dialog_close_request (GtkWindow *window)
{
  /* Closing stops the export: its temporary file goes and no PDF is left half-written. */
  cw_print_dialog_cancel_export (CW_PRINT_DIALOG (window));
  return GTK_WINDOW_CLASS (cw_print_dialog_parent_class)->close_request (window);
}

/* ---- rows ---- */

static void
set_row_strings (AdwComboRow        *row,
                 const char * const *strings)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (strings);

  adw_combo_row_set_model (row, G_LIST_MODEL (model));
}

static void
fill_rows (CwPrintDialog *self)
{
  const char *papers[] = { _("A4"), _("US Letter"), _("A3"), _("US Legal"), NULL };
  const char *orientations[] = { _("Portrait"), _("Landscape"), NULL };
  const char *sizes[] = {
    _("Poker (63.5 × 88.9 mm)"), _("Standard (63 × 88 mm)"), _("Bridge (57.2 × 88.9 mm)"),
    _("Japanese (59 × 86 mm)"), _("Mini American (41 × 63 mm)"), _("Mini Euro (44 × 68 mm)"),
    _("Tarot (70 × 120 mm)"), _("Square (70 × 70 mm)"), NULL };
  const char *backs[] = { _("None"), _("Long Edge Flip"), _("Short Edge Flip"), NULL };
  const char *units[] = { _("Millimetres"), _("Inches"), NULL };

  set_row_strings (self->paper_row, papers);
  set_row_strings (self->orientation_row, orientations);
  set_row_strings (self->card_size_row, sizes);
  set_row_strings (self->backs_row, backs);
  set_row_strings (self->units_row, units);
}

static void
fill_sources (CwPrintDialog *self)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  GListModel *sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));
  guint n_sets = g_list_model_get_n_items (sets);

  if (self->cards != NULL)
    {
      guint n = g_list_model_get_n_items (self->cards);
      g_autofree char *shown = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The %u card shown", "The %u cards shown", n), n);

      gtk_string_list_append (model, shown);
    }
  for (guint i = 0; i < n_sets; i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);
      /* TRANSLATORS: a whole card set, "Set: Oz Demo" */
      g_autofree char *label = g_strdup_printf (_("Set: %s"), cw_card_set_get_name (set));

      gtk_string_list_append (model, label);
    }
  adw_combo_row_set_model (self->source_row, G_LIST_MODEL (model));
}

/* ---- GObject ---- */

static void
cw_print_dialog_dispose (GObject *object)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (object);

  self->disposed = TRUE;
  g_clear_handle_id (&self->fold_idle, g_source_remove);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->chooser != NULL)
    cw_file_chooser_destroy (self->chooser);
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_PRINT_DIALOG);

  G_OBJECT_CLASS (cw_print_dialog_parent_class)->dispose (object);
}

static void
cw_print_dialog_finalize (GObject *object)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->layout);
  g_clear_object (&self->export);
  g_clear_object (&self->settings);
  g_clear_object (&self->cards);
  g_clear_object (&self->doc);
  g_clear_object (&self->session);
  g_clear_pointer (&self->back_image, g_free);
  g_clear_pointer (&self->content_error, g_free);
  g_clear_pointer (&self->layout_error, g_free);
  g_clear_pointer (&self->export_error, g_free);
  g_clear_pointer (&self->exported_uri, g_free);
  g_clear_pointer (&self->page_text, g_free);
  g_clear_pointer (&self->printer_warning, g_free);
  g_clear_object (&self->operation);

  G_OBJECT_CLASS (cw_print_dialog_parent_class)->finalize (object);
}

static void
cw_print_dialog_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CwPrintDialog *self = CW_PRINT_DIALOG (object);

  switch (prop_id)
    {
    case PROP_EXPORTING:
      g_value_set_boolean (value, cw_print_dialog_is_exporting (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_print_dialog_class_init (CwPrintDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  g_type_ensure (CW_TYPE_LEAFLET);

  object_class->dispose = cw_print_dialog_dispose;
  object_class->finalize = cw_print_dialog_finalize;
  object_class->get_property = cw_print_dialog_get_property;
  window_class->close_request = cw_print_dialog_close_request;

  properties[PROP_EXPORTING] =
    g_param_spec_boolean ("exporting", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cardwright/Cardwright/cw-print-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, export_button);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, page_label);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, sheet_label);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, options_page);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, source_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, shortfall_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, shortfall_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, paper_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, orientation_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, crop_marks_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, cut_lines_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, card_size_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, gap_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, warnings_label);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, bleed_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, rounded_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, backs_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, back_offset_x_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, back_offset_y_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, back_offset_x_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, back_offset_y_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, calibration_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, back_image_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, back_image_clear_button);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, print_button);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, units_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, margin_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, gap_auto_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, gap_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, gap_rows_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, gap_rows_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guides_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guide_color_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guide_color_bin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guide_length_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guide_length_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guide_width_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guide_width_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guides_on_backs_row);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, guides_on_backs_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, safe_margin_spin);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, registration_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, cut_file_switch);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, preview_button);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, leaflet);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CwPrintDialog, close_button);
  gtk_widget_class_bind_template_callback (widget_class, on_preview_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_close_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_export_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_back_image_choose_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_back_image_clear_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_export_clicked);

  gtk_widget_class_install_action (widget_class, "print.open-pdf", NULL, open_pdf_action);
  gtk_widget_class_install_action (widget_class, "print.previous-page", NULL, previous_page_action);
  gtk_widget_class_install_action (widget_class, "print.next-page", NULL, next_page_action);
  _cw_print_dialog_printer_class_init (widget_class);
  /* Ctrl with Page Up/Down, as in a document viewer's tabs: plain Page keys belong to the spin buttons and the scrolled options. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "print.previous-page", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "print.next-page", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cw_print_dialog_init (CwPrintDialog *self)
{
  GSettingsSchema *schema;

  gtk_widget_init_template (GTK_WIDGET (self));
  _cw_print_dialog_guides_init (self);
  fill_rows (self);
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
  cw_leaflet_set_visible_page (self->leaflet, "options");
  g_signal_connect_object (self->leaflet, "notify::visible-page",
                           G_CALLBACK (on_leaflet_child_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->leaflet, "notify::folded",
                           G_CALLBACK (on_leaflet_folded), self, G_CONNECT_SWAPPED);

  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), SCHEMA_ID, TRUE);
  if (schema != NULL)
    {
      /* An older installed schema without the print keys: do without remembering. */
      if (g_settings_schema_has_key (schema, "print-cut-file"))
        self->settings = g_settings_new (SCHEMA_ID);
      g_settings_schema_unref (schema);
    }
}

static void
connect_option (CwPrintDialog *self,
                gpointer       widget,
                const char    *signal)
{
  g_signal_connect_object (widget, signal, G_CALLBACK (on_option_changed), self, G_CONNECT_SWAPPED);
}

CwPrintDialog *
cw_print_dialog_new (GtkWindow    *parent,
                     CwSession    *session,
                     CwLibraryDoc *doc,
                     GListModel   *cards)
{
  CwPrintDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (CW_IS_SESSION (session), NULL);
  g_return_val_if_fail (doc == NULL || CW_IS_LIBRARY_DOC (doc), NULL);
  g_return_val_if_fail (cards == NULL || G_IS_LIST_MODEL (cards), NULL);

  self = g_object_new (CW_TYPE_PRINT_DIALOG, "transient-for", parent, NULL);
  self->session = g_object_ref (session);
  self->doc = doc != NULL ? g_object_ref (doc) : NULL;
  self->cards = cards != NULL ? g_object_ref (cards) : NULL;
  self->export = cw_pdf_export_new (cw_session_get_game (session));

  self->loading = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self->shortfall_row), doc != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->source_row), doc == NULL);
  if (doc == NULL)
    fill_sources (self);
  self->loading = FALSE;
  load_options (self);
  update_back_image_row (self);

  connect_option (self, self->paper_row, "notify::selected");
  connect_option (self, self->orientation_row, "notify::selected");
  connect_option (self, self->card_size_row, "notify::selected");
  connect_option (self, self->backs_row, "notify::selected");
  connect_option (self, self->gap_spin, "value-changed");
  connect_option (self, self->bleed_spin, "value-changed");
  connect_option (self, self->back_offset_x_spin, "value-changed");
  connect_option (self, self->back_offset_y_spin, "value-changed");
  connect_option (self, self->rounded_switch, "notify::active");
  connect_option (self, self->crop_marks_switch, "notify::active");
  connect_option (self, self->cut_lines_switch, "notify::active");
  connect_option (self, self->margin_spin, "value-changed");
  connect_option (self, self->gap_rows_spin, "value-changed");
  connect_option (self, self->gap_auto_switch, "notify::active");
  connect_option (self, self->safe_margin_spin, "value-changed");
  connect_option (self, self->guides_row, "notify::selected");
  connect_option (self, self->guide_length_spin, "value-changed");
  connect_option (self, self->guide_width_spin, "value-changed");
  connect_option (self, self->guide_color_button, "notify::rgba");
  connect_option (self, self->guides_on_backs_switch, "notify::active");
  connect_option (self, self->registration_switch, "notify::active");
  connect_option (self, self->cut_file_switch, "notify::active");
  g_signal_connect_object (self->units_row, "notify::selected",
                           G_CALLBACK (on_units_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->calibration_switch, "notify::active",
                           G_CALLBACK (on_calibration_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->shortfall_switch, "notify::active",
                           G_CALLBACK (on_content_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->source_row, "notify::selected",
                           G_CALLBACK (on_content_changed), self, G_CONNECT_SWAPPED);

  fill_content (self);
  refresh_pages (self);
  return self;
}

/* ---- public ---- */

CwPdfExport *
cw_print_dialog_get_export (CwPrintDialog *self)
{
  g_return_val_if_fail (CW_IS_PRINT_DIALOG (self), NULL);
  return self->export;
}

guint
cw_print_dialog_get_n_pages (CwPrintDialog *self)
{
  g_return_val_if_fail (CW_IS_PRINT_DIALOG (self), 0);
  return self->n_pages;
}

guint
cw_print_dialog_get_page (CwPrintDialog *self)
{
  g_return_val_if_fail (CW_IS_PRINT_DIALOG (self), 0);
  return self->page;
}

void
cw_print_dialog_set_page (CwPrintDialog *self,
                          guint          page)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  if (page >= self->n_pages || page == self->page)
    return;
  self->page = page;
  _cw_print_dialog_update_page_controls (self);
}

const char *
cw_print_dialog_get_page_text (CwPrintDialog *self)
{
  g_return_val_if_fail (CW_IS_PRINT_DIALOG (self), NULL);
  return self->page_text;
}

void
cw_print_dialog_set_paper (CwPrintDialog *self,
                           CwPaper        paper)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  g_return_if_fail (paper < CW_PAPER_CUSTOM);
  adw_combo_row_set_selected (self->paper_row, paper);
}

void
cw_print_dialog_set_orientation (CwPrintDialog *self,
                                 CwOrientation  orientation)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  adw_combo_row_set_selected (self->orientation_row, orientation);
}

void
cw_print_dialog_set_card_size (CwPrintDialog *self,
                               CwCardSize     size)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  g_return_if_fail (size < CW_CARD_SIZE_CUSTOM);
  adw_combo_row_set_selected (self->card_size_row, size);
}

void
cw_print_dialog_set_backs (CwPrintDialog *self,
                           CwBacks        backs)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  adw_combo_row_set_selected (self->backs_row, backs);
}

void
cw_print_dialog_set_back_image (CwPrintDialog *self,
                                const char    *path)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  g_free (self->back_image);
  self->back_image = g_strdup (path);
  update_back_image_row (self);
  refresh_pages (self);
}

void
cw_print_dialog_set_calibration (CwPrintDialog *self,
                                 gboolean       calibration)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  gtk_switch_set_active (self->calibration_switch, calibration);
}

void
cw_print_dialog_set_shortfall (CwPrintDialog *self,
                               gboolean       shortfall)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  gtk_switch_set_active (self->shortfall_switch, shortfall);
}

void
cw_print_dialog_select_set (CwPrintDialog *self,
                            CwCardSet     *set)
{
  GListModel *sets;
  guint offset;

  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  g_return_if_fail (self->doc == NULL);

  offset = self->cards != NULL ? 1 : 0;
  if (set == NULL)
    {
      adw_combo_row_set_selected (self->source_row, 0);
      return;
    }
  sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));
  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    {
      g_autoptr(CwCardSet) item = g_list_model_get_item (sets, i);

      if (item == set)
        {
          adw_combo_row_set_selected (self->source_row, i + offset);
          return;
        }
    }
  g_return_if_reached ();
}

void
cw_print_dialog_cancel_export (CwPrintDialog *self)
{
  g_return_if_fail (CW_IS_PRINT_DIALOG (self));
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

gboolean
cw_print_dialog_is_exporting (CwPrintDialog *self)
{
  g_return_val_if_fail (CW_IS_PRINT_DIALOG (self), FALSE);
  return self->cancellable != NULL;
}

const char *
cw_print_dialog_get_export_error (CwPrintDialog *self)
{
  g_return_val_if_fail (CW_IS_PRINT_DIALOG (self), NULL);
  return self->export_error;
}
