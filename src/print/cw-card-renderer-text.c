/* cw-card-renderer-text.c: text on a card: Pango layouts fitted to their boxes (shrunk, wrapped
 * or replaced by an alternative), and recordings of what many cards share. */
#include "cw-card-renderer-private.h"

#include <math.h>
#include <string.h>

PangoLayout *
cw_render_new_layout (CwCardRenderer  *self,
                      const TextStyle *style,
                      double           size)
{
  PangoLayout *layout = pango_layout_new (self->context);
  PangoFontDescription *desc = pango_font_description_new ();

  pango_font_description_set_family (desc, style->family);
  pango_font_description_set_weight (desc, style->weight);
  pango_font_description_set_style (desc, style->style);
  pango_font_description_set_stretch (desc, style->stretch);
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_alignment (layout, style->align);
  return layout;
}

gboolean
cw_render_markup_is_valid (const char *markup)
{
  return pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, NULL);
}

/* Card text as Pango markup: "&lt;=" reads better as "≤" on a card. */
char *
cw_render_polish_markup (const char *markup)
{
  g_autoptr(GString) s = g_string_new (markup);

  g_string_replace (s, "&lt;=", "≤", 0);
  g_string_replace (s, "&gt;=", "≥", 0);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static PangoLayout *
layout_at (CwCardRenderer  *self,
           const TextStyle *style,
           const char      *markup,
           double           size,
           double           width)
{
  PangoLayout *layout = cw_render_new_layout (self, style, size);

  pango_layout_set_markup (layout, markup, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) floor (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  return layout;
}

static void
to_rect (const PangoRectangle *r,
         double                x,
         double                y,
         double                unit,
         CwRect               *out)
{
  out->x = (x + r->x / (double) PANGO_SCALE) * unit;
  out->y = (y + r->y / (double) PANGO_SCALE) * unit;
  out->width = r->width / (double) PANGO_SCALE * unit;
  out->height = r->height / (double) PANGO_SCALE * unit;
}

/* What a layout covers: its line boxes and its inked glyphs together (an italic or a "J"
 * may ink a little outside its line box). Pango units. */
static PangoRectangle
covered (PangoLayout *layout,
         PangoRectangle *ink_out,
         PangoRectangle *logical_out)
{
  PangoRectangle ink, logical, all;

  pango_layout_get_extents (layout, &ink, &logical);
  all.x = MIN (ink.x, logical.x);
  all.y = MIN (ink.y, logical.y);
  all.width = MAX (ink.x + ink.width, logical.x + logical.width) - all.x;
  all.height = MAX (ink.y + ink.height, logical.y + logical.height) - all.y;
  if (ink_out)
    *ink_out = ink;
  if (logical_out)
    *logical_out = logical;
  return all;
}

/* Sizes come in steps of 1/40 of a unit: text that shrinks lands on a size other cards
 * share, so fonts and glyph metrics are found in the cache instead of made again. */
#define SIZE_STEP 0.025

static double
snap_size (double size)
{
  return floor (size / SIZE_STEP + 1e-6) * SIZE_STEP;
}

static PangoRectangle
logical_extents (PangoLayout *layout)
{
  PangoRectangle logical;
  pango_layout_get_extents (layout, NULL, &logical);
  return logical;
}

static gboolean
fits_height (PangoLayout  *layout,
             const CwRect *box)
{
  return logical_extents (layout).height <= box->height * PANGO_SCALE;
}

/* The layout of markup at size for box: one line (unwrapped) or wrapped to its width. */
static PangoLayout *
fit_layout (Paint           *p,
            const TextStyle *style,
            const char      *markup,
            double           size,
            gboolean         single_line,
            const CwRect    *box)
{
  PangoLayout *layout = layout_at (p->self, style, markup, size, single_line ? -1 : box->width);

  if (single_line)
    {
      /* Width set and ellipsis on: each line stays one line, cut with "…" if even the
       * minimum is too wide. Lines break only where the text says so. */
      pango_layout_set_width (layout, (int) floor (box->width * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      if (strchr (markup, '\n') == NULL)
        pango_layout_set_single_paragraph_mode (layout, TRUE);
    }
  return layout;
}

/* The largest size from min_size to size at which the text fits box (decided on its line
 * boxes, cheap); the minimum with an ellipsis when nothing fits. */
static PangoLayout *
fit_text (Paint           *p,
          const TextStyle *style,
          const char      *markup,
          double           size,
          double           min_size,
          gboolean         single_line,
          const CwRect    *box,
          PangoLayout     *natural,
          double          *fitted)
{
  PangoLayout *layout;

  /* natural (owned, may be NULL): markup at size on one unbounded line, already measured by
   * the caller; shaping it again would cost as much as the first time. */
  if (single_line)
    {
      PangoRectangle logical;

      if (natural == NULL)
        natural = layout_at (p->self, style, markup, size, -1);
      logical = logical_extents (natural);
      double fw = box->width * PANGO_SCALE / MAX (1, logical.width);
      double fh = box->height * PANGO_SCALE / MAX (1, logical.height);

      *fitted = size;
      if (fw >= 1 && fh >= 1)
        {
          /* It fits as it is: keep this layout, only bounded now. */
          pango_layout_set_width (natural, (int) floor (box->width * PANGO_SCALE));
          pango_layout_set_ellipsize (natural, PANGO_ELLIPSIZE_END);
          if (strchr (markup, '\n') == NULL)
            pango_layout_set_single_paragraph_mode (natural, TRUE);
          return natural;
        }
      g_object_unref (natural);
      size = MAX (min_size, snap_size (size * MIN (fw, fh)));
      *fitted = size;
      return fit_layout (p, style, markup, size, TRUE, box);
    }

  g_clear_object (&natural);
  layout = fit_layout (p, style, markup, size, FALSE, box);
  if (!fits_height (layout, box))
    {
      int lo = (int) ceil (min_size / SIZE_STEP - 1e-6), hi = (int) floor (size / SIZE_STEP + 1e-6);

      g_object_unref (layout);
      layout = fit_layout (p, style, markup, lo * SIZE_STEP, FALSE, box);
      if (!fits_height (layout, box))
        {
          size = lo * SIZE_STEP;
          pango_layout_set_height (layout, (int) floor (box->height * PANGO_SCALE));
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
        }
      else
        {
          /* Fits at step lo, not at step hi: halve the steps between. */
          while (hi - lo > 1)
            {
              int mid = (lo + hi) / 2;
              PangoLayout *trial = fit_layout (p, style, markup, mid * SIZE_STEP, FALSE, box);

              if (fits_height (trial, box))
                {
                  lo = mid;
                  g_object_unref (layout);
                  layout = trial;
                }
              else
                {
                  hi = mid;
                  g_object_unref (trial);
                }
            }
          size = lo * SIZE_STEP;
        }
    }
  *fitted = size;
  return layout;
}

/* Draws func once into a recording kept under key, and returns it. */
cairo_surface_t *
cw_render_recorded (Paint         *p,
                    const char    *key,
                    double         width,
                    double         height,
                    RecordFunc     func,
                    gconstpointer  data)
{
  cairo_surface_t *recording = g_hash_table_lookup (p->self->recordings, key);
  cairo_rectangle_t extents = { 0, 0, width, height };
  Paint q;

  if (recording != NULL)
    return recording;

  recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  q = *p;
  q.cr = cairo_create (recording);
  q.info = NULL;
  q.wanted = CW_CARD_TEXT_N_PARTS;
  func (&q, data);
  cairo_destroy (q.cr);

  g_hash_table_insert (p->self->recordings, g_strdup (key), recording);
  return recording;
}

void
cw_render_paint_surface_at (cairo_t         *cr,
                            cairo_surface_t *surface,
                            double           x,
                            double           y)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

typedef struct {
  const TextStyle *style;
  const char      *markup;
  CwRect           box;
} SharedText;

static void
record_shared_text (Paint         *p,
                    gconstpointer  data)
{
  const SharedText *text = data;
  TextStyle style = *text->style;

  p->mode = MODE_ALL;
  style.shared = FALSE;
  cw_render_place_text (p, -1, &style, text->markup, &text->box);
}

/* What fitting a text into its box came to. It depends on the text, its style and the box's
 * size in design units, never on the scale: the grid, the detail pane, a redraw of a tile
 * scrolled back into view and the print all find it here instead of shaping the text again. */
typedef struct {
  PangoLayout   *layout;
  PangoRectangle ink, logical, all;     /* Pango units, from the layout's origin */
  double         size;
  double         min_size;
  gboolean       ellipsized;
} Placement;

/* Enough for every text of the cards in a large window; emptied when full, like the images. */
#define PLACEMENT_CACHE_MAX 512

void
cw_render_placement_free (gpointer data)
{
  Placement *placement = data;

  g_clear_object (&placement->layout);
  g_free (placement);
}

/* Everything that fitting reads, and nothing that only drawing reads (colour, valign, where
 * the box is). Floating-point values exactly (%a); strings with their length, so no text can
 * pass for another field. */
static char *
placement_key (const TextStyle *style,
               const char      *markup,
               const CwRect    *box)
{
  return g_strdup_printf ("%s|%d|%d|%d|%a|%a|%d|%d|%a|%a|%d|%a|%a|%" G_GSIZE_FORMAT ":%s|%s",
                          style->family, style->weight, style->style, style->stretch,
                          style->size, style->min_size, style->align, style->single_line,
                          box->width, box->height,
                          style->alternative_wraps, style->alternative_below, style->alternative_min,
                          style->alternative ? strlen (style->alternative) : (gsize) -1,
                          style->alternative ? style->alternative : "", markup);
}

/* At the style's size if it fits, else the largest size down to the minimum that fits, else
 * the minimum with the end cut by an ellipsis. The inked glyphs are checked too, once, at
 * the end. */
static Placement *
fit_placement (Paint           *p,
               const TextStyle *style,
               const char      *markup,
               const CwRect    *box)
{
  Placement *placement = g_new0 (Placement, 1);
  PangoLayout *layout = NULL, *natural = NULL;
  double size = style->size, min_size = MIN (style->min_size, style->size);
  gboolean single_line = style->single_line;

  if (single_line && style->alternative != NULL)
    {
      PangoRectangle extents;
      double fw, fh;

      natural = layout_at (p->self, style, markup, size, -1);
      extents = logical_extents (natural);
      fw = box->width * PANGO_SCALE / MAX (1, extents.width);
      fh = box->height * PANGO_SCALE / MAX (1, extents.height);
      if (MIN (fw, fh) < style->alternative_below)
        {
          /* Too long for one line at a good size: the other way to set it. */
          g_clear_object (&natural);
          markup = style->alternative;
          min_size = MIN (style->alternative_min, size);
          single_line = !style->alternative_wraps;
        }
    }

  layout = fit_text (p, style, markup, size, min_size, single_line, box, g_steal_pointer (&natural), &size);

  /* An italic or a "J" may ink a little outside its line box: shrink a step or two more
   * when the ink would not fit. */
  placement->all = covered (layout, &placement->ink, &placement->logical);
  for (int tries = 0;
       tries < 4 && (placement->all.height > box->height * PANGO_SCALE ||
                     placement->all.width > box->width * PANGO_SCALE) &&
       size - SIZE_STEP >= min_size - 1e-9;
       tries++)
    {
      size = snap_size (size * 0.97);
      g_object_unref (layout);
      layout = fit_text (p, style, markup, size, MIN (min_size, size), single_line, box, NULL, &size);
      placement->all = covered (layout, &placement->ink, &placement->logical);
    }
  placement->layout = layout;
  placement->size = size;
  placement->min_size = min_size;
  placement->ellipsized = pango_layout_is_ellipsized (layout);
  return placement;
}

/* Lays markup out in box (see fit_placement), never outside it, and draws it or reports
 * where it went. */
void
cw_render_place_text (Paint           *p,
                      int              part,
                      const TextStyle *style,
                      const char      *markup,
                      const CwRect    *box)
{
  g_autofree char *key = NULL;
  Placement *placement;
  PangoRectangle all;
  double x, y, dx;

  if (p->mode == MODE_CHROME)
    return;
  if (markup == NULL || *markup == '\0' || box->width <= 0 || box->height <= 0)
    return;

  /* A type line or realm that many cards share: laid out once, shown again (and held once
   * in a PDF). Measuring still lays it out, so the numbers are the same. */
  if (style->shared && content (p) && p->info == NULL)
    {
      SharedText text = { style, markup, { 0, 0, box->width, box->height } };
      g_autofree char *shared_key = g_strdup_printf ("text:%s:%d:%d:%d:%.3f:%.3f:%d:%.2f:%d:%d:%.3f:%.3f:%.3f:%.4f:%.4f:%s",
                                                     style->family, style->weight, style->style, style->stretch,
                                                     style->size, style->min_size, style->align, style->valign,
                                                     style->single_line, style->outline,
                                                     style->color.red, style->color.green, style->color.blue,
                                                     box->width, box->height, markup);

      cw_render_paint_surface_at (p->cr,
                                  cw_render_recorded (p, shared_key, box->width, box->height, record_shared_text, &text),
                                  box->x, box->y);
      return;
    }

  key = placement_key (style, markup, box);
  placement = g_hash_table_lookup (p->self->placements, key);
  if (placement == NULL)
    {
      placement = fit_placement (p, style, markup, box);
      if (g_hash_table_size (p->self->placements) >= PLACEMENT_CACHE_MAX)
        g_hash_table_remove_all (p->self->placements);
      g_hash_table_insert (p->self->placements, g_steal_pointer (&key), placement);
    }
  all = placement->all;
  if (part == CW_CARD_TEXT_TITLE)
    p->title_lines = pango_layout_get_line_count (placement->layout);

  /* Pango aligns the line boxes; nudge so the ink stays inside too, where there is room. */
  dx = 0;
  if (all.x < 0)
    dx = -all.x / (double) PANGO_SCALE;
  else if (all.x + all.width > box->width * PANGO_SCALE)
    dx = MAX (-all.x, box->width * PANGO_SCALE - (all.x + all.width)) / (double) PANGO_SCALE;
  x = box->x + dx;
  y = box->y + MAX (0, box->height - all.height / (double) PANGO_SCALE) * style->valign
      - all.y / (double) PANGO_SCALE;

  if (p->info != NULL && (int) p->wanted == part)
    {
      p->info->present = TRUE;
      p->info->box = (CwRect) { box->x * p->unit, box->y * p->unit, box->width * p->unit, box->height * p->unit };
      to_rect (&placement->logical, x, y, p->unit, &p->info->logical);
      to_rect (&placement->ink, x, y, p->unit, &p->info->ink);
      p->info->font_size = placement->size * p->unit;
      p->info->nominal_size = style->size * p->unit;
      p->info->minimum_size = placement->min_size * p->unit;
      p->info->ellipsized = placement->ellipsized;
      p->info->lines = pango_layout_get_line_count (placement->layout);
    }

  if (content (p))
    {
      /* Only a first line taller than its box can overflow (Pango always shows one line). */
      gboolean overflows = all.height > box->height * PANGO_SCALE + 1 ||
                           all.width > box->width * PANGO_SCALE + 1;

      cairo_save (p->cr);
      if (overflows)
        {
          cairo_rectangle (p->cr, box->x, box->y, box->width, box->height);
          cairo_clip (p->cr);
        }
      set_color (p->cr, style->color);
      cairo_move_to (p->cr, x, y);
      if (style->outline)
        {
          pango_cairo_layout_path (p->cr, placement->layout);
          cairo_fill (p->cr);
        }
      else
        {
          pango_cairo_show_layout (p->cr, placement->layout);
        }
      cairo_restore (p->cr);
    }
}

/* The lines markup takes in box, as cw_render_place_text would lay it out (and from the same cache). */
int
cw_render_text_lines (Paint           *p,
                      const TextStyle *style,
                      const char      *markup,
                      const CwRect    *box)
{
  g_autofree char *key = NULL;
  Placement *placement;

  if (markup == NULL || *markup == '\0' || box->width <= 0 || box->height <= 0)
    return 0;
  key = placement_key (style, markup, box);
  placement = g_hash_table_lookup (p->self->placements, key);
  if (placement == NULL)
    {
      placement = fit_placement (p, style, markup, box);
      if (g_hash_table_size (p->self->placements) >= PLACEMENT_CACHE_MAX)
        g_hash_table_remove_all (p->self->placements);
      g_hash_table_insert (p->self->placements, g_steal_pointer (&key), placement);
    }
  return pango_layout_get_line_count (placement->layout);
}

TextStyle
cw_render_text_style (const char *family,
                      double      size,
                      double      min_size,
                      CwColor     color)
{
  return (TextStyle) {
    .family = family,
    .weight = PANGO_WEIGHT_NORMAL,
    .style = PANGO_STYLE_NORMAL,
    .stretch = PANGO_STRETCH_NORMAL,
    .size = size,
    .min_size = min_size,
    .align = PANGO_ALIGN_LEFT,
    .valign = 0.5,
    .single_line = TRUE,
    .color = color,
  };
}
