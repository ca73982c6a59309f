/* cw-pdf-export.c: print-ready PDFs of cards: what to print, the pages, and the export (in a thread, cancellable). */
#include "cw-pdf-export.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "cw-card.h"
#include "cw-card-renderer.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-pdf-finish.h"
#include "cw-text.h"

#define CROP_MARK_WIDTH 0.15    /* mm: a hairline a printer still prints */
#define CUT_LINE_WIDTH 0.1
#define CALIBRATION_SCALE_DISTANCE 7.0   /* mm from an alignment target to its scales */

typedef struct {
  CwCard *card;
  char   *image_folder;
  guint   copies;
  guint   section;              /* index into sections */
} Entry;

typedef struct {
  char  *name;
  guint  first_card;            /* index of its first printed card */
  guint  n_cards;
} Section;

struct _CwPdfExport
{
  GObject         parent_instance;

  CwGame         *game;
  CwSheetOptions  options;
  char           *title;
  char           *back_image;
  gboolean        calibration;
  GPtrArray      *entries;      /* of Entry* */
  GPtrArray      *sections;     /* of Section* */

  /* For draw_page (previews): rebuilt when something changes. */
  struct _Job    *preview;
  GPtrArray      *picture_problems;   /* of char*: the last write's pictures not printed */
  GPtrArray      *back_problems;      /* of char*: the last write's back pictures not printed */
};

G_DEFINE_FINAL_TYPE (CwPdfExport, cw_pdf_export, G_TYPE_OBJECT)

/* Everything one export needs, apart from the object: what a worker thread owns. */
typedef struct _Job {
  CwGame         *game;
  CwCardRenderer *renderer;
  CwSheetLayout  *layout;
  CwSheetOptions  options;
  char           *title;
  gboolean        calibration;
  GPtrArray      *entries;      /* of Entry*, shared with slots */
  GPtrArray      *slots;        /* of Entry*, one per printed card (borrowed) */
  GPtrArray      *sections;     /* of Section* */
  guint           n_sheets;
  guint           n_pages;
  PangoFontMap   *font_map;     /* for the page texts: scale bar, alignment test */
  PangoContext   *context;
  cairo_surface_t *scale_bar;   /* recorded once, in mm */
  Entry          *recorded;     /* the entry drawn in recording, for its copies */
  cairo_surface_t *recording;
} Job;

static void
entry_free (Entry *entry)
{
  g_clear_object (&entry->card);
  g_free (entry->image_folder);
  g_free (entry);
}

static void
section_free (Section *section)
{
  g_free (section->name);
  g_free (section);
}

static void
job_free (Job *job)
{
  if (job == NULL)
    return;
  g_clear_pointer (&job->recording, cairo_surface_destroy);
  g_clear_pointer (&job->scale_bar, cairo_surface_destroy);
  g_clear_object (&job->context);
  g_clear_object (&job->font_map);
  g_clear_object (&job->renderer);
  g_clear_object (&job->layout);
  g_clear_object (&job->game);
  g_clear_pointer (&job->slots, g_ptr_array_unref);
  g_clear_pointer (&job->entries, g_ptr_array_unref);
  g_clear_pointer (&job->sections, g_ptr_array_unref);
  g_free (job->title);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Job, job_free)

static void
invalidate_preview (CwPdfExport *self)
{
  g_clear_pointer (&self->preview, job_free);
}

/* ---------------------------------------------------------------- what to print */

static Section *
current_section (CwPdfExport *self)
{
  if (self->sections->len == 0)
    {
      Section *section = g_new0 (Section, 1);
      section->name = g_strdup (cw_game_get_name (self->game));
      g_ptr_array_add (self->sections, section);
    }
  return g_ptr_array_index (self->sections, self->sections->len - 1);
}

void
cw_pdf_export_add_section (CwPdfExport *self,
                           const char  *name)
{
  Section *section;

  g_return_if_fail (CW_IS_PDF_EXPORT (self));
  g_return_if_fail (name != NULL);

  section = g_new0 (Section, 1);
  section->name = g_strdup (name);
  g_ptr_array_add (self->sections, section);
  invalidate_preview (self);
}

void
cw_pdf_export_add_card (CwPdfExport *self,
                        CwCard      *card,
                        guint        copies,
                        const char  *image_folder)
{
  Entry *entry;

  g_return_if_fail (CW_IS_PDF_EXPORT (self));
  g_return_if_fail (CW_IS_CARD (card));

  if (copies == 0)
    return;

  entry = g_new0 (Entry, 1);
  entry->card = g_object_ref (card);
  entry->image_folder = g_strdup (image_folder);
  entry->copies = copies;
  current_section (self);
  entry->section = self->sections->len - 1;
  g_ptr_array_add (self->entries, entry);
  invalidate_preview (self);
}

static char *
folder_of (CwCatalog *catalog,
           CwCard    *card)
{
  CwCardSet *set = catalog ? cw_catalog_get_set_of (catalog, card) : NULL;
  return set ? cw_card_set_dup_folder (set) : NULL;
}

static const char *
section_name (CwGame     *game,
              const char *section_id)
{
  const CwSectionRule *rule = cw_game_find_section (game, section_id);
  return rule && rule->name ? rule->name : section_id;
}

gboolean
cw_pdf_export_add_library (CwPdfExport  *self,
                           CwLibrary    *library,
                           CwCatalog    *catalog,
                           GError      **error)
{
  g_auto(GStrv) section_ids = NULL;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), FALSE);
  g_return_val_if_fail (CW_IS_LIBRARY (library), FALSE);
  g_return_val_if_fail (CW_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A PDF of one Library is titled after it, unless a title was set. */
  if (self->title == NULL)
    cw_pdf_export_set_title (self, cw_library_get_name (library));

  section_ids = cw_library_dup_section_ids (library);
  for (guint s = 0; section_ids[s]; s++)
    {
      GPtrArray *entries = cw_library_get_entries (library, section_ids[s]);
      gboolean named = FALSE;

      for (guint i = 0; entries != NULL && i < entries->len; i++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, i);
          CwCard *card = cw_catalog_lookup (catalog, entry->card_id);
          g_autofree char *folder = NULL;

          if (entry->count == 0)
            continue;
          if (card == NULL)
            {
              g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD,
                           "The Library “%s” names card “%s”, which the catalog of %s does not hold",
                           cw_library_get_name (library) ?: "", entry->card_id,
                           cw_game_get_name (self->game));
              return FALSE;
            }
          if (!named)
            {
              g_autofree char *name = g_strdup_printf ("%s — %s", cw_library_get_name (library) ?: "",
                                                       section_name (self->game, section_ids[s]));
              cw_pdf_export_add_section (self, name);
              named = TRUE;
            }
          folder = folder_of (catalog, card);
          cw_pdf_export_add_card (self, card, entry->count, folder);
        }
    }
  return TRUE;
}

gboolean
cw_pdf_export_add_shortfall (CwPdfExport   *self,
                             CwLibrary     *library,
                             CwCollection  *collection,
                             CwCatalog     *catalog,
                             GError       **error)
{
  g_autoptr(GPtrArray) shortfall = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), FALSE);
  g_return_val_if_fail (CW_IS_LIBRARY (library), FALSE);
  g_return_val_if_fail (CW_IS_COLLECTION (collection), FALSE);
  g_return_val_if_fail (CW_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  shortfall = cw_library_shortfall (library, collection);
  if (shortfall == NULL || shortfall->len == 0)
    return TRUE;

  name = g_strdup_printf ("%s — missing cards", cw_library_get_name (library) ?: "");
  if (self->title == NULL)
    cw_pdf_export_set_title (self, name);
  cw_pdf_export_add_section (self, name);
  for (guint i = 0; i < shortfall->len; i++)
    {
      CwLibraryEntry *entry = g_ptr_array_index (shortfall, i);
      CwCard *card = cw_catalog_lookup (catalog, entry->card_id);
      g_autofree char *folder = NULL;

      if (card == NULL)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD,
                       "The Library “%s” names card “%s”, which the catalog of %s does not hold",
                       cw_library_get_name (library) ?: "", entry->card_id,
                       cw_game_get_name (self->game));
          return FALSE;
        }
      folder = folder_of (catalog, card);
      cw_pdf_export_add_card (self, card, entry->count, folder);
    }
  return TRUE;
}

void
cw_pdf_export_add_card_set (CwPdfExport *self,
                            CwCardSet   *set)
{
  g_autofree char *folder = NULL;
  guint n;

  g_return_if_fail (CW_IS_PDF_EXPORT (self));
  g_return_if_fail (CW_IS_CARD_SET (set));

  n = cw_card_set_get_n_cards (set);
  if (n == 0)
    return;
  folder = cw_card_set_dup_folder (set);
  cw_pdf_export_add_section (self, cw_card_set_get_name (set) ?: cw_card_set_get_id (set));
  for (guint i = 0; i < n; i++)
    cw_pdf_export_add_card (self, cw_card_set_get_card (set, i), 1, folder);
}

void
cw_pdf_export_clear (CwPdfExport *self)
{
  g_return_if_fail (CW_IS_PDF_EXPORT (self));

  g_ptr_array_set_size (self->entries, 0);
  g_ptr_array_set_size (self->sections, 0);
  invalidate_preview (self);
}

guint
cw_pdf_export_get_n_cards (CwPdfExport *self)
{
  guint n = 0;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), 0);

  for (guint i = 0; i < self->entries->len; i++)
    n += ((Entry *) g_ptr_array_index (self->entries, i))->copies;
  return n;
}

/* ---------------------------------------------------------------- the job */

/* A job for this thread. With snapshot, the cards are deep copies: the window may keep
 * editing its own while a worker prints these. */
static Job *
job_new (CwPdfExport  *self,
         gboolean      snapshot,
         GError      **error)
{
  g_autoptr(Job) job = g_new0 (Job, 1);

  job->layout = cw_sheet_layout_new (&self->options, error);
  if (job->layout == NULL)
    return NULL;

  job->game = g_object_ref (self->game);
  job->options = *cw_sheet_layout_get_options (job->layout);
  job->title = g_strdup (self->title ? self->title : cw_game_get_name (self->game));
  job->calibration = self->calibration;
  job->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  job->slots = g_ptr_array_new ();
  job->sections = g_ptr_array_new_with_free_func ((GDestroyNotify) section_free);

  for (guint s = 0; s < self->sections->len; s++)
    {
      Section *section = g_new0 (Section, 1);
      section->name = g_strdup (((Section *) g_ptr_array_index (self->sections, s))->name);
      g_ptr_array_add (job->sections, section);
    }

  for (guint i = 0; i < self->entries->len; i++)
    {
      const Entry *source = g_ptr_array_index (self->entries, i);
      Entry *entry = g_new0 (Entry, 1);
      Section *section = g_ptr_array_index (job->sections, source->section);

      entry->card = snapshot ? cw_card_copy (source->card, cw_card_get_id (source->card))
                             : g_object_ref (source->card);
      entry->image_folder = g_strdup (source->image_folder);
      entry->copies = source->copies;
      entry->section = source->section;
      g_ptr_array_add (job->entries, entry);

      if (section->n_cards == 0)
        section->first_card = job->slots->len;
      section->n_cards += entry->copies;
      for (guint c = 0; c < entry->copies; c++)
        g_ptr_array_add (job->slots, entry);
    }

  job->n_sheets = cw_sheet_layout_get_n_sheets (job->layout, job->slots->len);
  job->n_pages = job->n_sheets * (job->options.backs != CW_BACKS_NONE ? 2 : 1);
  if (job->calibration)
    job->n_pages += job->options.backs != CW_BACKS_NONE ? 2 : 1;

  /* The renderer is made in the thread that draws: it owns fonts and caches. */
  return g_steal_pointer (&job);
}

static void
job_ensure_renderer (Job        *job,
                     const char *back_image)
{
  if (job->renderer != NULL)
    return;
  job->renderer = cw_card_renderer_new (job->game);
  cw_card_renderer_set_rounded_corners (job->renderer, job->options.rounded_corners);
  cw_card_renderer_set_back_image (job->renderer, back_image);
}

typedef enum {
  PAGE_FRONTS,
  PAGE_BACKS,
  PAGE_CALIBRATION_FRONT,
  PAGE_CALIBRATION_BACK,
} PageKind;

static PageKind
job_page_kind (Job   *job,
               guint  page,
               guint *sheet)
{
  gboolean backs = job->options.backs != CW_BACKS_NONE;

  if (job->calibration)
    {
      guint n = backs ? 2 : 1;
      if (page < n)
        return page == 0 ? PAGE_CALIBRATION_FRONT : PAGE_CALIBRATION_BACK;
      page -= n;
    }
  *sheet = backs ? page / 2 : page;
  return backs && page % 2 == 1 ? PAGE_BACKS : PAGE_FRONTS;
}

/* The first page of a sheet's fronts, counted from 0. */
static guint
job_fronts_page (Job   *job,
                 guint  sheet)
{
  gboolean backs = job->options.backs != CW_BACKS_NONE;
  guint offset = job->calibration ? (backs ? 2 : 1) : 0;

  return offset + sheet * (backs ? 2 : 1);
}

static char *
job_page_label (Job   *job,
                guint  page)
{
  guint sheet = 0;

  switch (job_page_kind (job, page, &sheet))
    {
    case PAGE_CALIBRATION_FRONT:
      return g_strdup (_("Alignment test"));
    case PAGE_CALIBRATION_BACK:
      return g_strdup (_("Alignment test back"));
    case PAGE_BACKS:
      /* Translators: a PDF page label, the backs of sheet N. */
      return g_strdup_printf (_("Sheet %u backs"), sheet + 1);
    case PAGE_FRONTS:
    default:
      /* Translators: a PDF page label. */
      return g_strdup_printf (_("Sheet %u"), sheet + 1);
    }
}

/* ---------------------------------------------------------------- drawing pages */

static void
mm_to_page (cairo_t *cr)
{
  cairo_scale (cr, 72.0 / 25.4, 72.0 / 25.4);
}

/* Page texts are laid out once in mm, unhinted, whatever the cairo_t's scale. */
static PangoLayout *
page_layout (Job        *job,
             const char *markup,
             double      size_mm,
             gboolean    bold)
{
  PangoLayout *layout;
  PangoFontDescription *desc = pango_font_description_new ();

  if (job->context == NULL)
    {
      cairo_font_options_t *options = cairo_font_options_create ();

      job->font_map = pango_cairo_font_map_new ();
      job->context = pango_font_map_create_context (job->font_map);
      cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
      cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
      pango_cairo_context_set_font_options (job->context, options);
      cairo_font_options_destroy (options);
      pango_context_set_round_glyph_positions (job->context, FALSE);
    }
  layout = pango_layout_new (job->context);
  pango_font_description_set_family (desc, "DejaVu Sans,Sans");
  pango_font_description_set_absolute_size (desc, size_mm * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

/* The 50 mm bar with "print at 100%" above it: a ruler check of the printed scale. */
static void
record_scale_bar (Job     *job,
                  cairo_t *cr)
{
  CwRect box;
  gboolean vertical;
  const double bar = 1.0;
  PangoLayout *layout;
  PangoRectangle logical;
  double text_height = CW_SHEET_SCALE_BAR_HEIGHT - bar - 0.2;

  cw_sheet_layout_get_scale_bar (job->layout, &box, &vertical);

  cairo_save (cr);
  if (vertical)
    {
      /* Read from the bottom up: turn the page a quarter to the right to read it. */
      cairo_translate (cr, box.x, box.y + box.height);
      cairo_rotate (cr, -G_PI / 2);
    }
  else
    {
      cairo_translate (cr, box.x, box.y);
    }

  /* The bar: alternate black and white 10 mm blocks with ticks, exactly 50 mm long. */
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (int i = 0; i < 5; i++)
    {
      cairo_rectangle (cr, i * 10.0, CW_SHEET_SCALE_BAR_HEIGHT - bar, 10.0, bar);
      if (i % 2 == 0)
        cairo_fill (cr);
      else
        cairo_new_path (cr);
    }
  cairo_set_line_width (cr, 0.12);
  cairo_rectangle (cr, 0.06, CW_SHEET_SCALE_BAR_HEIGHT - bar + 0.06, CW_SHEET_SCALE_BAR_LENGTH - 0.12, bar - 0.12);
  cairo_stroke (cr);

  /* xgettext:no-c-format */
  layout = page_layout (job, _("<b>50 mm</b> · print at 100% (no “fit to page”)"), 1.45, FALSE);
  pango_layout_get_extents (layout, NULL, &logical);
  {
    double scale = MIN (1.0, MIN (CW_SHEET_SCALE_BAR_LENGTH * PANGO_SCALE / MAX (1, logical.width),
                                  text_height * PANGO_SCALE / MAX (1, logical.height)));
    cairo_move_to (cr, (CW_SHEET_SCALE_BAR_LENGTH - logical.width * scale / PANGO_SCALE) / 2,
                   text_height - logical.height * scale / PANGO_SCALE);
    cairo_scale (cr, scale, scale);
    pango_cairo_show_layout (cr, layout);
  }
  g_object_unref (layout);
  cairo_restore (cr);
}

/* Drawn once per export and shown on every page: the PDF holds it once. */
static void
draw_scale_bar (Job     *job,
                cairo_t *cr)
{
  /* No room inside the printable area: the layout said so in its warnings. */
  if (!cw_sheet_layout_get_scale_bar (job->layout, NULL, NULL))
    return;
  if (job->scale_bar == NULL)
    {
      cairo_rectangle_t extents = { 0, 0, cw_sheet_layout_get_page_width (job->layout),
                                    cw_sheet_layout_get_page_height (job->layout) };
      cairo_t *rec;

      job->scale_bar = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
      rec = cairo_create (job->scale_bar);
      record_scale_bar (job, rec);
      cairo_destroy (rec);
    }
  cairo_set_source_surface (cr, job->scale_bar, 0, 0);
  cairo_paint (cr);
}

static void
stroke_segments (cairo_t *cr,
                 GArray  *segments,
                 double   width)
{
  if (segments->len == 0)
    return;
  for (guint i = 0; i < segments->len; i++)
    {
      const CwSegment *s = &g_array_index (segments, CwSegment, i);
      cairo_move_to (cr, s->x1, s->y1);
      cairo_line_to (cr, s->x2, s->y2);
    }
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_stroke (cr);
}

static void
draw_guides (Job      *job,
             cairo_t  *cr,
             gboolean  back)
{
  guint32 color = job->options.guide_color;

  cairo_save (cr);
  cairo_set_source_rgb (cr, ((color >> 16) & 0xff) / 255.0, ((color >> 8) & 0xff) / 255.0, (color & 0xff) / 255.0);
  stroke_segments (cr, cw_sheet_layout_get_guides (job->layout, back), job->options.guide_width);
  cairo_restore (cr);
}

static void
draw_registration_marks (Job     *job,
                         cairo_t *cr)
{
  GArray *marks = cw_sheet_layout_get_registration_marks (job->layout);

  if (marks->len == 0)
    return;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (guint i = 0; i < marks->len; i++)
    {
      const CwRect *r = &g_array_index (marks, CwRect, i);
      cairo_rectangle (cr, r->x, r->y, r->width, r->height);
    }
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_fronts (Job     *job,
             cairo_t *cr,
             guint    sheet)
{
  guint per_page = cw_sheet_layout_get_cards_per_page (job->layout);
  double w = cw_sheet_layout_get_card_width (job->layout);
  double h = cw_sheet_layout_get_card_height (job->layout);

  for (guint slot = 0; slot < per_page; slot++)
    {
      guint index = sheet * per_page + slot;
      Entry *entry;
      CwRect trim, area;

      if (index >= job->slots->len)
        break;
      entry = g_ptr_array_index (job->slots, index);
      cw_sheet_layout_get_card_rect (job->layout, slot, &trim);

      cairo_save (cr);
      cairo_translate (cr, trim.x, trim.y);
      if (job->options.bleed > 0)
        {
          cw_sheet_layout_get_bleed_rect (job->layout, slot, &area);
          area.x -= trim.x;
          area.y -= trim.y;
          cw_card_renderer_draw_bleed (job->renderer, cr, entry->card, w, h, &area, FALSE);
        }
      if (entry->copies > 1 && cw_card_get_image (entry->card) == NULL)
        {
          /* Copies of a card share one drawing: the PDF holds it once and shows it again. */
          if (job->recorded != entry)
            {
              cairo_rectangle_t extents = { 0, 0, w, h };
              cairo_t *rec;

              g_clear_pointer (&job->recording, cairo_surface_destroy);
              job->recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
              rec = cairo_create (job->recording);
              cw_card_renderer_draw (job->renderer, rec, entry->card, entry->image_folder, w, h);
              cairo_destroy (rec);
              job->recorded = entry;
            }
          cairo_set_source_surface (cr, job->recording, 0, 0);
          cairo_paint (cr);
        }
      else
        {
          cw_card_renderer_draw (job->renderer, cr, entry->card, entry->image_folder, w, h);
        }
      cairo_restore (cr);
    }

  if (job->options.cut_lines)
    {
      cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
      stroke_segments (cr, cw_sheet_layout_get_cut_lines (job->layout), CUT_LINE_WIDTH);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  stroke_segments (cr, cw_sheet_layout_get_crop_marks (job->layout), CROP_MARK_WIDTH);
  draw_guides (job, cr, FALSE);
  draw_registration_marks (job, cr);
  draw_scale_bar (job, cr);
}

static void
draw_backs (Job     *job,
            cairo_t *cr,
            guint    sheet)
{
  guint per_page = cw_sheet_layout_get_cards_per_page (job->layout);
  double w = cw_sheet_layout_get_card_width (job->layout);
  double h = cw_sheet_layout_get_card_height (job->layout);

  for (guint slot = 0; slot < per_page; slot++)
    {
      guint index = sheet * per_page + slot;
      Entry *entry;
      CwRect trim, area;
      double rotation = 0;

      if (index >= job->slots->len)
        break;
      entry = g_ptr_array_index (job->slots, index);
      cw_sheet_layout_get_back_rect (job->layout, slot, &trim, &rotation);

      cairo_save (cr);
      cairo_translate (cr, trim.x, trim.y);
      if (rotation != 0)
        {
          cairo_translate (cr, w / 2, h / 2);
          cairo_rotate (cr, rotation * G_PI / 180.0);
          cairo_translate (cr, -w / 2, -h / 2);
        }
      if (job->options.bleed > 0)
        {
          /* The bleed box from the back's top-left, in the back's own (maybe turned) sense. */
          cw_sheet_layout_get_back_bleed_rect (job->layout, slot, &area);
          area.x -= trim.x;
          area.y -= trim.y;
          if (rotation != 0)
            {
              area.x = w - area.x - area.width;
              area.y = h - area.y - area.height;
            }
          cw_card_renderer_draw_card_back_bleed (job->renderer, cr, entry->card, entry->image_folder, w, h, &area);
        }
      else
        cw_card_renderer_draw_card_back (job->renderer, cr, entry->card, entry->image_folder, w, h);
      cairo_restore (cr);
    }

  draw_guides (job, cr, TRUE);
  draw_scale_bar (job, cr);
}

/* Where the alignment targets go on the front: the page centre and the middles of the four
 * quarters, where a duplex shift and a skew both show. */
static void
calibration_targets (Job    *job,
                     double  xs[5],
                     double  ys[5])
{
  double pw = cw_sheet_layout_get_page_width (job->layout);
  double ph = cw_sheet_layout_get_page_height (job->layout);
  const double fx[5] = { 0.5, 0.27, 0.73, 0.27, 0.73 };
  const double fy[5] = { 0.5, 0.25, 0.25, 0.75, 0.75 };

  for (int i = 0; i < 5; i++)
    {
      xs[i] = round (pw * fx[i]);
      ys[i] = round (ph * fy[i]);
    }
}

static void
show_text (Job        *job,
           cairo_t    *cr,
           const char *markup,
           double      x,
           double      y,
           double      size,
           double      width,
           double      align)
{
  PangoLayout *layout = page_layout (job, markup, size, FALSE);
  PangoRectangle logical;

  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
    }
  pango_layout_get_extents (layout, NULL, &logical);
  cairo_move_to (cr, x - (width > 0 ? 0 : logical.width / (double) PANGO_SCALE * align), y);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* The duplex test: scales on the front, cross-lines on the back. Held against a light, the
 * line crosses each scale at the correction to add to the back offset. The numbers are
 * printed so that the reading is what to add, whichever edge the sheet turns on. */
static void
draw_calibration (Job     *job,
                  cairo_t *cr,
                  gboolean back)
{
  double xs[5], ys[5];
  double pw = cw_sheet_layout_get_page_width (job->layout);
  gboolean columns_mirrored;
  double bx, by;
  guint per_page = cw_sheet_layout_get_cards_per_page (job->layout);

  /* Which axis the sheet turns about decides which scale counts the other way. */
  cw_sheet_layout_front_to_back (job->layout, 10.0, 10.0, &bx, &by);
  columns_mirrored = fabs ((bx - job->options.back_offset_x) - (pw - 10.0)) < 1e-6;
  calibration_targets (job, xs, ys);

  /* Card outlines, front and back: held to the light they should coincide. */
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (cr, 0.15);
  {
    const double dash[] = { 1.0, 1.0 };
    cairo_set_dash (cr, dash, 2, 0);
  }
  for (guint slot = 0; slot < per_page; slot++)
    {
      CwRect r;
      if (back)
        cw_sheet_layout_get_back_rect (job->layout, slot, &r, NULL);
      else
        cw_sheet_layout_get_card_rect (job->layout, slot, &r);
      cairo_rectangle (cr, r.x, r.y, r.width, r.height);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  cairo_set_source_rgb (cr, 0, 0, 0);

  if (!back)
    {
      CwRect grid;
      g_autofree char *intro = NULL;

      cw_sheet_layout_get_grid (job->layout, &grid);
      if (job->options.backs == CW_BACKS_NONE)
        /* xgettext:no-c-format */
        intro = g_strdup (_("<b>Alignment test</b>\nPrint at 100% (no “fit to page”). "
                            "The bar at the foot of the page must measure 50 mm."));
      else
        intro = g_strdup_printf (job->options.backs == CW_BACKS_SHORT_EDGE
                                 ? _("<b>Duplex alignment test</b>\n"
                                     "Print this page and the next on the two sides of one sheet, "
                                     "turning on the short edge, at 100%%. Hold the sheet against a light: "
                                     "the lines printed on the back cross each scale at the correction. "
                                     "Add it to the back offset (now x %.1f mm, y %.1f mm) — "
                                     "in cardwright-cli: --back-offset X,Y.")
                                 : _("<b>Duplex alignment test</b>\n"
                                     "Print this page and the next on the two sides of one sheet, "
                                     "turning on the long edge, at 100%%. Hold the sheet against a light: "
                                     "the lines printed on the back cross each scale at the correction. "
                                     "Add it to the back offset (now x %.1f mm, y %.1f mm) — "
                                     "in cardwright-cli: --back-offset X,Y."),
                                 job->options.back_offset_x, job->options.back_offset_y);
      show_text (job, cr, intro, grid.x + 6, grid.y + 4, 3.0, grid.width - 12, 0);

      for (int t = 0; t < 5; t++)
        {
          double cx = xs[t], cy = ys[t];
          /* The x scale above the target, the y scale to its right: the back's cross-lines
           * run through both. Ticks every 0.5 mm, numbers every 2 mm. */
          double sx = cy - CALIBRATION_SCALE_DISTANCE, sy = cx + CALIBRATION_SCALE_DISTANCE;

          cairo_set_line_width (cr, 0.12);
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, 1.0, 0, 2 * G_PI);
          cairo_move_to (cr, cx - 5.2, sx);
          cairo_line_to (cr, cx + 5.2, sx);
          cairo_move_to (cr, sy, cy - 5.2);
          cairo_line_to (cr, sy, cy + 5.2);
          for (int i = -10; i <= 10; i++)
            {
              double d = i * 0.5;
              double len = i % 2 == 0 ? (i % 4 == 0 ? 1.8 : 1.3) : 0.7;

              cairo_move_to (cr, cx + d, sx);
              cairo_line_to (cr, cx + d, sx - len);
              cairo_move_to (cr, sy, cy + d);
              cairo_line_to (cr, sy + len, cy + d);
            }
          cairo_stroke (cr);
          for (int i = -4; i <= 4; i += 2)
            {
              /* When columns mirror, a line seen to the right means the back must move right:
               * the x numbers read as printed and the y numbers the other way; rows mirrored,
               * the reverse. */
              int x_label = columns_mirrored ? i : -i;
              int y_label = columns_mirrored ? -i : i;
              g_autofree char *x_text = x_label == 0 ? g_strdup ("0")
                                      : g_strdup_printf ("%s%d", x_label > 0 ? "+" : "−", ABS (x_label));
              g_autofree char *y_text = y_label == 0 ? g_strdup ("0")
                                      : g_strdup_printf ("%s%d", y_label > 0 ? "+" : "−", ABS (y_label));

              show_text (job, cr, x_text, cx + i, sx - 3.6, 1.2, 0, 0.5);
              show_text (job, cr, y_text, sy + 2.2, cy + i - 0.75, 1.2, 0, 0.0);
            }
        }
    }
  else
    {
      for (int t = 0; t < 5; t++)
        {
          double tx, ty;

          cw_sheet_layout_front_to_back (job->layout, xs[t], ys[t], &tx, &ty);
          cairo_set_line_width (cr, 0.2);
          cairo_move_to (cr, tx, ty - CALIBRATION_SCALE_DISTANCE - 3.0);
          cairo_line_to (cr, tx, ty + CALIBRATION_SCALE_DISTANCE + 3.0);
          cairo_move_to (cr, tx - CALIBRATION_SCALE_DISTANCE - 3.0, ty);
          cairo_line_to (cr, tx + CALIBRATION_SCALE_DISTANCE + 3.0, ty);
          cairo_stroke (cr);
        }
      {
        CwRect grid;
        cw_sheet_layout_get_grid (job->layout, &grid);
        show_text (job, cr, _("<b>Back of the alignment test</b>"), grid.x + 6, grid.y + 4, 3.0, grid.width - 12, 0);
      }
    }

  draw_scale_bar (job, cr);
}

static void
job_draw_page (Job     *job,
               cairo_t *cr,
               guint    page)
{
  guint sheet = 0;

  cairo_save (cr);
  mm_to_page (cr);
  switch (job_page_kind (job, page, &sheet))
    {
    case PAGE_CALIBRATION_FRONT:
      draw_calibration (job, cr, FALSE);
      break;
    case PAGE_CALIBRATION_BACK:
      draw_calibration (job, cr, TRUE);
      break;
    case PAGE_BACKS:
      draw_backs (job, cr, sheet);
      break;
    case PAGE_FRONTS:
    default:
      draw_fronts (job, cr, sheet);
      break;
    }
  cairo_restore (cr);
}

/* ---------------------------------------------------------------- writing */

#define STREAM_BUFFER_SIZE (256 * 1024)

typedef struct {
  int     fd;
  int     error;                /* errno of the first failed write */
  guchar *buffer;               /* cairo writes in small pieces; the disk likes big ones */
  gsize   used;
} Stream;

static void
stream_flush (Stream *stream)
{
  const guchar *data = stream->buffer;
  gsize length = stream->used;

  while (length > 0 && stream->error == 0)
    {
      ssize_t written = write (stream->fd, data, length);
      if (written < 0)
        {
          if (errno == EINTR)
            continue;
          stream->error = errno;
          break;
        }
      data += written;
      length -= written;
    }
  stream->used = 0;
}

static cairo_status_t
stream_write (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  Stream *stream = closure;

  while (length > 0 && stream->error == 0)
    {
      gsize n = MIN (length, STREAM_BUFFER_SIZE - stream->used);

      memcpy (stream->buffer + stream->used, data, n);
      stream->used += n;
      data += n;
      length -= n;
      if (stream->used == STREAM_BUFFER_SIZE)
        stream_flush (stream);
    }
  return stream->error ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS;
}

static void
set_metadata (Job             *job,
              cairo_surface_t *surface)
{
  const char *epoch = g_getenv ("SOURCE_DATE_EPOCH");
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *date = NULL;
  char *end = NULL;
  gint64 seconds = epoch != NULL ? g_ascii_strtoll (epoch, &end, 10) : -1;

  /* A build that sets SOURCE_DATE_EPOCH (reproducible-builds.org) gets the same bytes for the
   * same cards: that date instead of now, and nothing else in the file changes with time. */
  if (epoch != NULL && end != epoch && *end == '\0' && seconds >= 0)
    now = g_date_time_new_from_unix_utc (seconds);
  if (now == NULL)
    now = g_date_time_new_now_utc ();
  date = g_date_time_format (now, "%Y-%m-%dT%H:%M:%S");
  g_autofree char *subject = g_strdup_printf (cw_text_for_name (cw_game_get_name (job->game),
                                                                _("Cards of %s to print and play"),
                                                                /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                C_("name starts with a vowel", "Cards of %s to print and play")), cw_game_get_name (job->game));

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, job->title);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Cardwright " CW_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_SUBJECT, subject);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATE_DATE, date);
}

static void
add_outline (Job             *job,
             cairo_surface_t *surface)
{
  guint per_page = cw_sheet_layout_get_cards_per_page (job->layout);

  if (job->calibration)
    cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT, _("Alignment test"), "page=1", 0);

  for (guint s = 0; s < job->sections->len; s++)
    {
      Section *section = g_ptr_array_index (job->sections, s);
      g_autofree char *link = NULL;
      CwRect trim;

      if (section->n_cards == 0)
        continue;
      /* To the section's first card: its page, and the card's top-left there. */
      cw_sheet_layout_get_card_rect (job->layout, section->first_card % per_page, &trim);
      link = g_strdup_printf ("page=%u pos=[%.2f %.2f]",
                              job_fronts_page (job, section->first_card / per_page) + 1,
                              CW_MM_TO_PT (trim.x), CW_MM_TO_PT (trim.y));
      cairo_pdf_surface_add_outline (surface, CAIRO_PDF_OUTLINE_ROOT, section->name, link, 0);
    }
}

static gboolean
job_write (Job           *job,
           const char    *path,
           const char    *back_image,
           GCancellable  *cancellable,
           CwPdfProgress  progress,
           gpointer       progress_data,
           GError       **error)
{
  g_autofree char *tmp_path = NULL;
  Stream stream = { -1, 0, NULL, 0 };
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;
  gboolean cancelled = FALSE;
  g_autoptr(GError) finish_error = NULL;
  double page_w = CW_MM_TO_PT (cw_sheet_layout_get_page_width (job->layout));
  double page_h = CW_MM_TO_PT (cw_sheet_layout_get_page_height (job->layout));

  if (job->slots->len == 0 && !job->calibration)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("There are no cards to print"));
      return FALSE;
    }

  /* Written beside the target and renamed over it when complete: an interrupted export
   * leaves no half file, and an existing one stays whole (a killed export's temporary is
   * removed by the next write into the folder). */
  stream.fd = cw_file_open_temporary (path, &tmp_path, error);
  if (stream.fd < 0)
    return FALSE;

  stream.buffer = g_malloc (STREAM_BUFFER_SIZE);
  job_ensure_renderer (job, back_image);
  surface = cairo_pdf_surface_create_for_stream (stream_write, &stream, page_w, page_h);
  set_metadata (job, surface);
  cr = cairo_create (surface);

  for (guint page = 0; page < job->n_pages; page++)
    {
      g_autofree char *label = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        {
          cancelled = TRUE;
          break;
        }
      job_draw_page (job, cr, page);
      label = job_page_label (job, page);
      cairo_pdf_surface_set_page_label (surface, label);
      cairo_show_page (cr);
      if (progress)
        progress (page + 1, job->n_pages, progress_data);
    }

  if (!cancelled)
    add_outline (job, surface);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (cancelled)
    stream.error = stream.error ? stream.error : ECANCELED;  /* stops cairo writing the rest */
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (!cancelled)
    stream_flush (&stream);
  g_clear_pointer (&stream.buffer, g_free);

  if (!cancelled && stream.error == 0 && status == CAIRO_STATUS_SUCCESS)
    {
      /* Read back whole (a few hundred KB for a thousand cards) and finished where it lies. */
      g_autofree guchar *contents = NULL;
      gsize length = 0;
      const CwPdfDuplex duplex[] = {
        [CW_BACKS_NONE] = CW_PDF_DUPLEX_SIMPLEX,
        [CW_BACKS_LONG_EDGE] = CW_PDF_DUPLEX_FLIP_LONG_EDGE,
        [CW_BACKS_SHORT_EDGE] = CW_PDF_DUPLEX_FLIP_SHORT_EDGE,
      };

      if (!g_file_get_contents (tmp_path, (char **) &contents, &length, &finish_error) ||
          !cw_pdf_finish (stream.fd, contents, length, duplex[job->options.backs], &finish_error))
        stream.error = -1;
    }
  /* cw_file_commit_temporary fsyncs and closes the file once it is whole. */

  if (cancelled)
    {
      cw_file_discard_temporary (stream.fd, tmp_path);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The export was cancelled"));
      return FALSE;
    }
  if (finish_error != NULL)
    {
      cw_file_discard_temporary (stream.fd, tmp_path);
      g_propagate_error (error, g_steal_pointer (&finish_error));
      return FALSE;
    }
  if (stream.error != 0 || status != CAIRO_STATUS_SUCCESS)
    {
      cw_file_discard_temporary (stream.fd, tmp_path);
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("Cannot write %s: %s"), path,
                   stream.error ? g_strerror (stream.error) : cairo_status_to_string (status));
      return FALSE;
    }
  return cw_file_commit_temporary (stream.fd, tmp_path, path, error);
}

gboolean
cw_pdf_export_write (CwPdfExport    *self,
                     const char     *path,
                     GCancellable   *cancellable,
                     CwPdfProgress   progress,
                     gpointer        progress_data,
                     GError        **error)
{
  g_autoptr(Job) job = NULL;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  job = job_new (self, FALSE, error);
  if (job == NULL)
    return FALSE;
  g_clear_pointer (&self->picture_problems, g_ptr_array_unref);
  g_clear_pointer (&self->back_problems, g_ptr_array_unref);
  if (!job_write (job, path, self->back_image, cancellable, progress, progress_data, error))
    return FALSE;
  if (job->renderer != NULL)
    {
      self->picture_problems = cw_card_renderer_take_picture_problems (job->renderer);
      self->back_problems = cw_card_renderer_take_back_problems (job->renderer);
    }
  return TRUE;
}

GPtrArray *
cw_pdf_export_get_picture_problems (CwPdfExport *self)
{
  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), NULL);
  if (self->picture_problems == NULL)
    self->picture_problems = g_ptr_array_new_with_free_func (g_free);
  return self->picture_problems;
}

GPtrArray *
cw_pdf_export_get_back_problems (CwPdfExport *self)
{
  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), NULL);
  if (self->back_problems == NULL)
    self->back_problems = g_ptr_array_new_with_free_func (g_free);
  return self->back_problems;
}

typedef struct {
  Job            *job;
  char           *path;
  char           *back_image;
  CwPdfProgress   progress;
  gpointer        progress_data;
  GDestroyNotify  progress_destroy;
  GMainContext   *context;      /* where progress is reported */
  gint            pending;      /* progress reports queued and not yet run */
} AsyncData;

typedef struct {
  gpointer       data;
  GDestroyNotify destroy;
} ProgressRelease;

static gboolean
run_progress_release (gpointer user_data)
{
  ProgressRelease *release = user_data;

  release->destroy (release->data);
  return G_SOURCE_REMOVE;
}

/* The caller's progress data is often a widget: it is let go in the caller's context, when the
 * result is read, never in the worker thread whose reference to the task may be the last. */
static void
async_data_release_progress (AsyncData *data)
{
  ProgressRelease *release;

  data->progress = NULL;
  if (data->progress_destroy == NULL)
    return;
  release = g_new0 (ProgressRelease, 1);
  release->data = g_steal_pointer (&data->progress_data);
  release->destroy = g_steal_pointer (&data->progress_destroy);
  g_main_context_invoke_full (data->context, G_PRIORITY_DEFAULT, run_progress_release, release, g_free);
}

static void
async_data_free (AsyncData *data)
{
  job_free (data->job);
  g_free (data->path);
  g_free (data->back_image);
  async_data_release_progress (data);
  g_main_context_unref (data->context);
  g_free (data);
}

typedef struct {
  GTask *task;                  /* keeps data alive until the report has run */
  guint  done;
  guint  total;
} ProgressReport;

static gboolean
report_progress (gpointer user_data)
{
  ProgressReport *report = user_data;
  AsyncData *data = g_task_get_task_data (report->task);

  g_atomic_int_dec_and_test (&data->pending);
  if (data->progress)
    data->progress (report->done, report->total, data->progress_data);
  return G_SOURCE_REMOVE;
}

static void
progress_report_free (gpointer user_data)
{
  ProgressReport *report = user_data;
  g_object_unref (report->task);
  g_free (report);
}

static void
thread_progress (guint    done,
                 guint    total,
                 gpointer user_data)
{
  GTask *task = user_data;
  AsyncData *data = g_task_get_task_data (task);
  ProgressReport *report;

  /* A slow main loop gets the latest news, not a queue of stale ones; the last page always. */
  if (g_atomic_int_get (&data->pending) > 2 && done < total)
    return;
  report = g_new0 (ProgressReport, 1);
  report->task = g_object_ref (task);
  report->done = done;
  report->total = total;
  g_atomic_int_inc (&data->pending);
  g_main_context_invoke_full (data->context, G_PRIORITY_DEFAULT, report_progress, report,
                              progress_report_free);
}

static void
write_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  AsyncData *data = task_data;
  GError *error = NULL;

  if (job_write (data->job, data->path, data->back_image, cancellable,
                 data->progress ? thread_progress : NULL, task, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
cw_pdf_export_write_async (CwPdfExport         *self,
                           const char          *path,
                           GCancellable        *cancellable,
                           CwPdfProgress        progress,
                           gpointer             progress_data,
                           GDestroyNotify       progress_destroy,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  AsyncData *data;
  Job *job;

  g_return_if_fail (CW_IS_PDF_EXPORT (self));
  g_return_if_fail (path != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, cw_pdf_export_write_async);
  g_task_set_return_on_cancel (task, FALSE);

  job = job_new (self, TRUE, &error);
  if (job == NULL)
    {
      if (progress_destroy)
        progress_destroy (progress_data);
      g_task_return_error (task, error);
      return;
    }

  data = g_new0 (AsyncData, 1);
  data->job = job;
  data->path = g_strdup (path);
  data->back_image = g_strdup (self->back_image);
  data->progress = progress;
  data->progress_data = progress_data;
  data->progress_destroy = progress_destroy;
  data->context = g_main_context_ref_thread_default ();
  g_task_set_task_data (task, data, (GDestroyNotify) async_data_free);
  g_task_run_in_thread (task, write_thread);
}

gboolean
cw_pdf_export_write_finish (CwPdfExport   *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  AsyncData *data;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  /* The thread is done with the job's renderer: what it could not print is read here. */
  data = g_task_get_task_data (G_TASK (result));
  if (data != NULL)
    async_data_release_progress (data);
  g_clear_pointer (&self->picture_problems, g_ptr_array_unref);
  g_clear_pointer (&self->back_problems, g_ptr_array_unref);
  if (data != NULL && data->job != NULL && data->job->renderer != NULL)
    {
      self->picture_problems = cw_card_renderer_take_picture_problems (data->job->renderer);
      self->back_problems = cw_card_renderer_take_back_problems (data->job->renderer);
    }
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ---------------------------------------------------------------- previews */

static Job *
ensure_preview (CwPdfExport  *self,
                GError      **error)
{
  if (self->preview == NULL)
    {
      self->preview = job_new (self, FALSE, error);
      if (self->preview != NULL)
        job_ensure_renderer (self->preview, self->back_image);
    }
  return self->preview;
}

guint
cw_pdf_export_get_n_pages (CwPdfExport  *self,
                           GError      **error)
{
  Job *job;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), 0);

  job = ensure_preview (self, error);
  return job ? job->n_pages : 0;
}

char *
cw_pdf_export_dup_page_label (CwPdfExport *self,
                              guint        page)
{
  Job *job;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), NULL);

  job = ensure_preview (self, NULL);
  if (job == NULL || page >= job->n_pages)
    return NULL;
  return job_page_label (job, page);
}

gboolean
cw_pdf_export_draw_page (CwPdfExport  *self,
                         cairo_t      *cr,
                         guint         page,
                         GError      **error)
{
  Job *job;

  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), FALSE);
  g_return_val_if_fail (cr != NULL, FALSE);

  job = ensure_preview (self, error);
  if (job == NULL)
    return FALSE;
  if (page >= job->n_pages)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "Page %u does not exist; there is %u page",
                                "Page %u does not exist; there are %u pages", job->n_pages),
                   page + 1, job->n_pages);
      return FALSE;
    }
  job_draw_page (job, cr, page);
  return TRUE;
}

void
cw_pdf_export_take_drawn_problems (CwPdfExport  *self,
                                   GPtrArray   **pictures,
                                   GPtrArray   **backs)
{
  g_return_if_fail (CW_IS_PDF_EXPORT (self));
  g_return_if_fail (pictures != NULL);
  g_return_if_fail (backs != NULL);

  if (self->preview == NULL || self->preview->renderer == NULL)
    {
      *pictures = g_ptr_array_new_with_free_func (g_free);
      *backs = g_ptr_array_new_with_free_func (g_free);
      return;
    }
  *backs = cw_card_renderer_take_back_problems (self->preview->renderer);
  *pictures = cw_card_renderer_take_picture_problems (self->preview->renderer);
}

/* ---------------------------------------------------------------- the object */

static void
cw_pdf_export_finalize (GObject *object)
{
  CwPdfExport *self = (CwPdfExport *) object;

  invalidate_preview (self);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->sections, g_ptr_array_unref);
  g_clear_pointer (&self->picture_problems, g_ptr_array_unref);
  g_clear_pointer (&self->back_problems, g_ptr_array_unref);
  g_clear_object (&self->game);
  g_free (self->title);
  g_free (self->back_image);

  G_OBJECT_CLASS (cw_pdf_export_parent_class)->finalize (object);
}

static void
cw_pdf_export_class_init (CwPdfExportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_pdf_export_finalize;
}

static void
cw_pdf_export_init (CwPdfExport *self)
{
  cw_sheet_options_init (&self->options);
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  self->sections = g_ptr_array_new_with_free_func ((GDestroyNotify) section_free);
}

CwPdfExport *
cw_pdf_export_new (CwGame *game)
{
  CwPdfExport *self;
  const CwPrintDefaults *defaults;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = g_object_new (CW_TYPE_PDF_EXPORT, NULL);
  self->game = g_object_ref (game);
  defaults = cw_game_get_print_defaults (game);
  if (defaults != NULL && defaults->card_size != NULL)
    cw_card_size_from_name (defaults->card_size, &self->options.card_size);
  return self;
}

CwGame *
cw_pdf_export_get_game (CwPdfExport *self)
{
  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), NULL);
  return self->game;
}

void
cw_pdf_export_set_options (CwPdfExport          *self,
                           const CwSheetOptions *options)
{
  g_return_if_fail (CW_IS_PDF_EXPORT (self));
  g_return_if_fail (options != NULL);

  self->options = *options;
  invalidate_preview (self);
}

const CwSheetOptions *
cw_pdf_export_get_options (CwPdfExport *self)
{
  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), NULL);
  return &self->options;
}

void
cw_pdf_export_set_title (CwPdfExport *self,
                         const char  *title)
{
  g_return_if_fail (CW_IS_PDF_EXPORT (self));

  g_free (self->title);
  self->title = g_strdup (title);
  invalidate_preview (self);
}

const char *
cw_pdf_export_get_title (CwPdfExport *self)
{
  g_return_val_if_fail (CW_IS_PDF_EXPORT (self), NULL);
  return self->title ? self->title : cw_game_get_name (self->game);
}

void
cw_pdf_export_set_back_image (CwPdfExport *self,
                              const char  *path)
{
  g_return_if_fail (CW_IS_PDF_EXPORT (self));

  g_free (self->back_image);
  self->back_image = g_strdup (path);
  invalidate_preview (self);
}

void
cw_pdf_export_set_calibration (CwPdfExport *self,
                               gboolean     calibration)
{
  g_return_if_fail (CW_IS_PDF_EXPORT (self));

  self->calibration = !!calibration;
  invalidate_preview (self);
}
