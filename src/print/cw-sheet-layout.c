/* cw-sheet-layout.c: where cards, backs, crop marks and the scale bar go on a printed page (pure geometry, in mm). */
#include "cw-sheet-layout.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "cw-error.h"

/* Comparisons of lengths in mm: a thousandth of a mm is far below what a printer shows. */
#define EPSILON 1e-6
#define SCALE_BAR_GRID_CLEARANCE 0.8
#define SCALE_BAR_MARK_CLEARANCE 0.5

struct _CwSheetLayout
{
  GObject         parent_instance;

  CwSheetOptions  options;
  double          page_width;
  double          page_height;
  double          card_width;
  double          card_height;
  guint           columns;
  guint           rows;
  CwRect          grid;
  GArray         *crop_marks;   /* of CwSegment */
  GArray         *cut_lines;    /* of CwSegment */
  GArray         *guides;       /* of CwSegment, fronts */
  GArray         *back_guides;  /* of CwSegment */
  GArray         *registration; /* of CwRect */
  CwRect          scale_bar;
  gboolean        scale_bar_vertical;
  gboolean        has_scale_bar;
  GArray         *warnings;     /* of CwSheetWarning */
};

G_DEFINE_FINAL_TYPE (CwSheetLayout, cw_sheet_layout, G_TYPE_OBJECT)

typedef struct {
  const char *name;
  double      width;
  double      height;
} NamedSize;

/* In enum order. */
static const NamedSize card_sizes[] = {
  { "poker", 63.5, 88.9 },
  { "standard", 63.0, 88.0 },
  { "bridge", 57.15, 88.9 },
  { "japanese", 59.0, 86.0 },
  { "mini-american", 41.0, 63.0 },
  { "mini-euro", 44.0, 68.0 },
  { "tarot", 70.0, 120.0 },
  { "square", 70.0, 70.0 },
  { "custom", 0.0, 0.0 },
};

static const NamedSize papers[] = {
  { "a4", 210.0, 297.0 },
  { "letter", 215.9, 279.4 },
  { "a3", 297.0, 420.0 },
  { "legal", 215.9, 355.6 },
  { "custom", 0.0, 0.0 },
};

void
cw_sheet_options_init (CwSheetOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->paper = CW_PAPER_A4;
  options->orientation = CW_ORIENTATION_PORTRAIT;
  options->paper_width = 210.0;
  options->paper_height = 297.0;
  options->card_size = CW_CARD_SIZE_POKER;
  options->card_width = 63.5;
  options->card_height = 88.9;
  options->margin = CW_SHEET_DEFAULT_MARGIN;
  options->safe_margin = CW_SHEET_DEFAULT_SAFE_MARGIN;
  options->gap = CW_SHEET_GAP_AUTO;
  options->gap_vertical = -1.0;
  options->bleed = 0.0;
  options->rounded_corners = TRUE;
  options->crop_marks = TRUE;
  options->cut_lines = FALSE;
  options->guides = CW_GUIDES_NONE;
  options->guide_length = CW_SHEET_DEFAULT_GUIDE_LENGTH;
  options->guide_width = CW_SHEET_DEFAULT_GUIDE_WIDTH;
  options->guide_color = 0x000000;
  options->guides_on_backs = FALSE;
  options->backs = CW_BACKS_NONE;
}

static gboolean
lookup_name (const NamedSize *sizes,
             guint            n_sizes,
             const char      *name,
             guint           *index)
{
  if (name == NULL)
    return FALSE;

  for (guint i = 0; i < n_sizes; i++)
    {
      if (g_ascii_strcasecmp (sizes[i].name, name) == 0)
        {
          *index = i;
          return TRUE;
        }
    }

  /* "mini_american" and "miniamerican" are what people type too. */
  g_autofree char *loose = g_strdelimit (g_ascii_strdown (name, -1), "_ ", '-');
  for (guint i = 0; i < n_sizes; i++)
    {
      g_autofree char *plain = g_strdup (sizes[i].name);
      g_autofree char *squeezed = NULL;
      GString *s = g_string_new (NULL);

      for (const char *p = plain; *p; p++)
        if (*p != '-')
          g_string_append_c (s, *p);
      squeezed = g_string_free (s, FALSE);

      if (g_strcmp0 (loose, sizes[i].name) == 0 || g_strcmp0 (loose, squeezed) == 0)
        {
          *index = i;
          return TRUE;
        }
    }

  return FALSE;
}

gboolean
cw_card_size_from_name (const char *name,
                        CwCardSize *size)
{
  guint index;

  g_return_val_if_fail (size != NULL, FALSE);

  if (!lookup_name (card_sizes, G_N_ELEMENTS (card_sizes), name, &index))
    return FALSE;
  *size = (CwCardSize) index;
  return TRUE;
}

const char *
cw_card_size_to_name (CwCardSize size)
{
  g_return_val_if_fail ((guint) size < G_N_ELEMENTS (card_sizes), NULL);
  return card_sizes[size].name;
}

gboolean
cw_card_size_get_mm (CwCardSize  size,
                     double     *width,
                     double     *height)
{
  g_return_val_if_fail ((guint) size < G_N_ELEMENTS (card_sizes), FALSE);

  if (size == CW_CARD_SIZE_CUSTOM)
    return FALSE;
  if (width)
    *width = card_sizes[size].width;
  if (height)
    *height = card_sizes[size].height;
  return TRUE;
}

gboolean
cw_paper_from_name (const char *name,
                    CwPaper    *paper)
{
  guint index;

  g_return_val_if_fail (paper != NULL, FALSE);

  if (!lookup_name (papers, G_N_ELEMENTS (papers), name, &index))
    {
      if (name != NULL && g_ascii_strcasecmp (name, "us-letter") == 0)
        {
          *paper = CW_PAPER_LETTER;
          return TRUE;
        }
      return FALSE;
    }
  *paper = (CwPaper) index;
  return TRUE;
}

const char *
cw_paper_to_name (CwPaper paper)
{
  g_return_val_if_fail ((guint) paper < G_N_ELEMENTS (papers), NULL);
  return papers[paper].name;
}

gboolean
cw_paper_get_mm (CwPaper  paper,
                 double  *width,
                 double  *height)
{
  g_return_val_if_fail ((guint) paper < G_N_ELEMENTS (papers), FALSE);

  if (paper == CW_PAPER_CUSTOM)
    return FALSE;
  if (width)
    *width = papers[paper].width;
  if (height)
    *height = papers[paper].height;
  return TRUE;
}

gboolean
cw_backs_from_name (const char *name,
                    CwBacks    *backs)
{
  g_return_val_if_fail (backs != NULL, FALSE);

  if (name == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (name, "none") == 0 || g_ascii_strcasecmp (name, "no") == 0)
    *backs = CW_BACKS_NONE;
  else if (g_ascii_strcasecmp (name, "long") == 0 || g_ascii_strcasecmp (name, "long-edge") == 0)
    *backs = CW_BACKS_LONG_EDGE;
  else if (g_ascii_strcasecmp (name, "short") == 0 || g_ascii_strcasecmp (name, "short-edge") == 0)
    *backs = CW_BACKS_SHORT_EDGE;
  else
    return FALSE;
  return TRUE;
}

typedef struct {
  const char *name;
  double      mm;
} Unit;

/* Longest first where one name ends another ("in" and the bare number). */
static const Unit units[] = {
  { "mm", 1.0 },
  { "cm", 10.0 },
  { "in", 25.4 },
  { "inch", 25.4 },
  { "inches", 25.4 },
  { "\"", 25.4 },
  { "″", 25.4 },
  { "pt", 25.4 / 72.0 },
};

/* Reads a number and its unit from the start of text; *unit_mm is 0 when there was no unit. */
static gboolean
read_length (const char  *text,
             const char **end,
             double      *value,
             double      *unit_mm)
{
  char *after = NULL;
  gsize best = 0;

  *value = g_ascii_strtod (text, &after);
  if (after == text || !isfinite (*value))
    return FALSE;
  while (*after == ' ')
    after++;
  *unit_mm = 0;
  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    {
      gsize length = strlen (units[i].name);

      if (length > best && g_ascii_strncasecmp (after, units[i].name, length) == 0)
        {
          best = length;
          *unit_mm = units[i].mm;
        }
    }
  *end = after + best;
  return TRUE;
}

gboolean
cw_length_parse (const char *text,
                 double     *mm)
{
  const char *end;
  double value, unit;

  g_return_val_if_fail (mm != NULL, FALSE);

  if (text == NULL || !read_length (text, &end, &value, &unit))
    return FALSE;
  while (*end == ' ')
    end++;
  if (*end != '\0')
    return FALSE;
  *mm = value * (unit > 0 ? unit : 1.0);
  return TRUE;
}

gboolean
cw_size_parse (const char *text,
               double     *width_mm,
               double     *height_mm)
{
  const char *end;
  double width, height, width_unit, height_unit;

  g_return_val_if_fail (width_mm != NULL && height_mm != NULL, FALSE);

  if (text == NULL || !read_length (text, &end, &width, &width_unit))
    return FALSE;
  while (*end == ' ')
    end++;
  if (*end == 'x' || *end == 'X')
    end++;
  else if (g_str_has_prefix (end, "×"))
    end += strlen ("×");
  else
    return FALSE;
  while (*end == ' ')
    end++;
  if (!read_length (end, &end, &height, &height_unit))
    return FALSE;
  while (*end == ' ')
    end++;
  if (*end != '\0')
    return FALSE;
  /* "2.5x3.5in": the unit written once, at the end, is both sides'. */
  if (width_unit == 0)
    width_unit = height_unit > 0 ? height_unit : 1.0;
  if (height_unit == 0)
    height_unit = 1.0;
  *width_mm = width * width_unit;
  *height_mm = height * height_unit;
  return *width_mm > 0 && *height_mm > 0;
}

gboolean
cw_guides_from_name (const char *name,
                     CwGuides   *guides)
{
  g_return_val_if_fail (guides != NULL, FALSE);

  if (name == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (name, "none") == 0 || g_ascii_strcasecmp (name, "no") == 0)
    *guides = CW_GUIDES_NONE;
  else if (g_ascii_strcasecmp (name, "cross") == 0 || g_ascii_strcasecmp (name, "crosses") == 0)
    *guides = CW_GUIDES_CROSS;
  else if (g_ascii_strcasecmp (name, "l") == 0 || g_ascii_strcasecmp (name, "corner") == 0)
    *guides = CW_GUIDES_L;
  else
    return FALSE;
  return TRUE;
}

gboolean
cw_rect_intersects (const CwRect *a,
                    const CwRect *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->x < b->x + b->width - EPSILON && b->x < a->x + a->width - EPSILON &&
         a->y < b->y + b->height - EPSILON && b->y < a->y + a->height - EPSILON;
}

gboolean
cw_segment_intersects_rect (const CwSegment *segment,
                            const CwRect    *rect)
{
  double x0, x1, y0, y1;

  g_return_val_if_fail (segment != NULL && rect != NULL, FALSE);

  /* Crop marks and cut lines are always horizontal or vertical, so their bounding box is the segment. */
  x0 = MIN (segment->x1, segment->x2);
  x1 = MAX (segment->x1, segment->x2);
  y0 = MIN (segment->y1, segment->y2);
  y1 = MAX (segment->y1, segment->y2);

  return x0 <= rect->x + rect->width + EPSILON && x1 >= rect->x - EPSILON &&
         y0 <= rect->y + rect->height + EPSILON && y1 >= rect->y - EPSILON;
}

static void
cw_sheet_layout_finalize (GObject *object)
{
  CwSheetLayout *self = (CwSheetLayout *) object;

  g_clear_pointer (&self->crop_marks, g_array_unref);
  g_clear_pointer (&self->cut_lines, g_array_unref);
  g_clear_pointer (&self->guides, g_array_unref);
  g_clear_pointer (&self->back_guides, g_array_unref);
  g_clear_pointer (&self->registration, g_array_unref);
  g_clear_pointer (&self->warnings, g_array_unref);

  G_OBJECT_CLASS (cw_sheet_layout_parent_class)->finalize (object);
}

static void
cw_sheet_layout_class_init (CwSheetLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_sheet_layout_finalize;
}

static void
cw_sheet_layout_init (CwSheetLayout *self)
{
  self->crop_marks = g_array_new (FALSE, FALSE, sizeof (CwSegment));
  self->cut_lines = g_array_new (FALSE, FALSE, sizeof (CwSegment));
  self->guides = g_array_new (FALSE, FALSE, sizeof (CwSegment));
  self->back_guides = g_array_new (FALSE, FALSE, sizeof (CwSegment));
  self->registration = g_array_new (FALSE, FALSE, sizeof (CwRect));
  self->warnings = g_array_new (FALSE, TRUE, sizeof (CwSheetWarning));
}

/* What was given up, as a code and its figures: the CLI and the print dialog each say it in
 * their own words (one names options, the other rows). */
static void
add_warning (CwSheetLayout      *self,
             CwSheetWarningCode  code,
             guint               count,
             guint               total,
             double              value0,
             double              value1,
             double              value2,
             double              value3)
{
  CwSheetWarning warning = { code, count, total, { value0, value1, value2, value3 } };

  g_array_append_val (self->warnings, warning);
}

static guint
fit_count (double available,
           double card,
           double gap)
{
  if (available + EPSILON < card)
    return 0;
  return (guint) floor ((available + gap + EPSILON) / (card + gap));
}

/* The sorted, distinct positions of the trim edges across one axis of the grid. */
static GArray *
edge_positions (double origin,
                double card,
                double gap,
                guint  count)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint i = 0; i < count; i++)
    {
      double start = origin + i * (card + gap);
      double end = start + card;

      if (edges->len == 0 || fabs (g_array_index (edges, double, edges->len - 1) - start) > EPSILON)
        g_array_append_val (edges, start);
      g_array_append_val (edges, end);
    }

  return edges;
}

static void
add_segment (GArray *array,
             double  x1,
             double  y1,
             double  x2,
             double  y2)
{
  CwSegment segment = { x1, y1, x2, y2 };
  g_array_append_val (array, segment);
}

static void
compute_crop_marks (CwSheetLayout *self)
{
  double bleed = self->options.bleed;
  double top = self->grid.y - bleed - CW_SHEET_MARK_OFFSET;
  double bottom = self->grid.y + self->grid.height + bleed + CW_SHEET_MARK_OFFSET;
  double left = self->grid.x - bleed - CW_SHEET_MARK_OFFSET;
  double right = self->grid.x + self->grid.width + bleed + CW_SHEET_MARK_OFFSET;
  double top_end = MAX (CW_SHEET_EDGE_CLEARANCE, top - CW_SHEET_MARK_LENGTH);
  double bottom_end = MIN (self->page_height - CW_SHEET_EDGE_CLEARANCE, bottom + CW_SHEET_MARK_LENGTH);
  double left_end = MAX (CW_SHEET_EDGE_CLEARANCE, left - CW_SHEET_MARK_LENGTH);
  double right_end = MIN (self->page_width - CW_SHEET_EDGE_CLEARANCE, right + CW_SHEET_MARK_LENGTH);
  g_autoptr(GArray) xs = edge_positions (self->grid.x, self->card_width, self->options.gap, self->columns);
  g_autoptr(GArray) ys = edge_positions (self->grid.y, self->card_height, self->options.gap_vertical, self->rows);

  if (!self->options.crop_marks)
    return;

  /* Each mark runs from the outer end (near the page edge) to the inner end (near the cards). */
  for (guint i = 0; i < xs->len; i++)
    {
      double x = g_array_index (xs, double, i);

      if (top - top_end >= CW_SHEET_MARK_MIN_LENGTH - EPSILON)
        add_segment (self->crop_marks, x, top_end, x, top);
      if (bottom_end - bottom >= CW_SHEET_MARK_MIN_LENGTH - EPSILON)
        add_segment (self->crop_marks, x, bottom_end, x, bottom);
    }

  for (guint i = 0; i < ys->len; i++)
    {
      double y = g_array_index (ys, double, i);

      if (left - left_end >= CW_SHEET_MARK_MIN_LENGTH - EPSILON)
        add_segment (self->crop_marks, left_end, y, left, y);
      if (right_end - right >= CW_SHEET_MARK_MIN_LENGTH - EPSILON)
        add_segment (self->crop_marks, right_end, y, right, y);
    }
}

static void
compute_cut_lines (CwSheetLayout *self)
{
  const CwRect *g = &self->grid;

  if (!self->options.cut_lines)
    return;

  if (self->options.gap <= EPSILON && self->options.gap_vertical <= EPSILON)
    {
      /* Shared cut lines: one line across the whole grid per edge. */
      for (guint c = 0; c <= self->columns; c++)
        {
          double x = g->x + c * self->card_width;
          add_segment (self->cut_lines, x, g->y, x, g->y + g->height);
        }
      for (guint r = 0; r <= self->rows; r++)
        {
          double y = g->y + r * self->card_height;
          add_segment (self->cut_lines, g->x, y, g->x + g->width, y);
        }
      return;
    }

  for (guint slot = 0; slot < self->columns * self->rows; slot++)
    {
      CwRect t;

      cw_sheet_layout_get_card_rect (self, slot, &t);
      add_segment (self->cut_lines, t.x, t.y, t.x + t.width, t.y);
      add_segment (self->cut_lines, t.x + t.width, t.y, t.x + t.width, t.y + t.height);
      add_segment (self->cut_lines, t.x, t.y + t.height, t.x + t.width, t.y + t.height);
      add_segment (self->cut_lines, t.x, t.y, t.x, t.y + t.height);
    }
}

/* Nothing that must print comes nearer the page edge than this: the printer's unprintable
 * border, or the user's margin when it asks for more free paper. */
static double
printable_limit (CwSheetLayout *self)
{
  return MAX (self->options.safe_margin, self->options.margin);
}

static gboolean
scale_bar_fits (CwSheetLayout *self,
                const CwRect  *box)
{
  double limit = printable_limit (self);
  CwRect printed = {
    self->grid.x - self->options.bleed - SCALE_BAR_GRID_CLEARANCE,
    self->grid.y - self->options.bleed - SCALE_BAR_GRID_CLEARANCE,
    self->grid.width + 2 * (self->options.bleed + SCALE_BAR_GRID_CLEARANCE),
    self->grid.height + 2 * (self->options.bleed + SCALE_BAR_GRID_CLEARANCE),
  };
  CwRect padded = {
    box->x - SCALE_BAR_MARK_CLEARANCE, box->y - SCALE_BAR_MARK_CLEARANCE,
    box->width + 2 * SCALE_BAR_MARK_CLEARANCE, box->height + 2 * SCALE_BAR_MARK_CLEARANCE,
  };

  if (box->x < limit - EPSILON ||
      box->y < limit - EPSILON ||
      box->x + box->width > self->page_width - limit + EPSILON ||
      box->y + box->height > self->page_height - limit + EPSILON)
    return FALSE;

  if (cw_rect_intersects (box, &printed))
    return FALSE;

  for (guint i = 0; i < self->crop_marks->len; i++)
    if (cw_segment_intersects_rect (&g_array_index (self->crop_marks, CwSegment, i), &padded))
      return FALSE;

  return TRUE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double da = *(const double *) a, db = *(const double *) b;
  return (da > db) - (da < db);
}

/* Centres along one page edge where the bar may go: the page centre first, then the
 * middles of the spaces between crop marks, nearest the centre first. */
static GArray *
along_candidates (double  page_length,
                  GArray *mark_positions)
{
  GArray *candidates = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) stops = g_array_new (FALSE, FALSE, sizeof (double));
  double centre = page_length / 2;
  double zero = 0.0;

  g_array_append_val (candidates, centre);

  g_array_append_val (stops, zero);
  g_array_append_vals (stops, mark_positions->data, mark_positions->len);
  g_array_append_val (stops, page_length);
  g_array_sort (stops, compare_doubles);

  {
    g_autoptr(GArray) middles = g_array_new (FALSE, FALSE, sizeof (double));

    for (guint i = 0; i + 1 < stops->len; i++)
      {
        double middle = (g_array_index (stops, double, i) + g_array_index (stops, double, i + 1)) / 2;
        double distance = fabs (middle - centre);
        /* Sort by distance to the centre, keep the position. */
        double pair[2] = { distance, middle };
        g_array_append_vals (middles, pair, 2);
      }
    /* A simple selection by distance; there are only a handful of intervals. */
    while (middles->len > 0)
      {
        guint best = 0;
        for (guint i = 2; i < middles->len; i += 2)
          if (g_array_index (middles, double, i) < g_array_index (middles, double, best))
            best = i;
        g_array_append_val (candidates, g_array_index (middles, double, best + 1));
        g_array_remove_range (middles, best, 2);
      }
  }

  return candidates;
}

typedef struct {
  gboolean vertical;
  double   inner;   /* the edge of the band nearest the cards */
  double   outer;   /* the edge of the band nearest the page edge (the printable limit) */
} Band;

static double
band_room (const Band *band)
{
  /* Negative when the cards reach into the unprintable border. */
  return band->outer > band->inner ? band->outer - band->inner : band->inner - band->outer;
}

static gboolean
band_open (const Band *band,
           gboolean    increasing)
{
  return increasing ? band->outer > band->inner : band->outer < band->inner;
}

static void
compute_scale_bar (CwSheetLayout *self)
{
  const double length = CW_SHEET_SCALE_BAR_LENGTH, thickness = CW_SHEET_SCALE_BAR_HEIGHT;
  double bleed = self->options.bleed;
  double limit = printable_limit (self);
  double grid_top = self->grid.y - bleed - SCALE_BAR_GRID_CLEARANCE;
  double grid_bottom = self->grid.y + self->grid.height + bleed + SCALE_BAR_GRID_CLEARANCE;
  double grid_left = self->grid.x - bleed - SCALE_BAR_GRID_CLEARANCE;
  double grid_right = self->grid.x + self->grid.width + bleed + SCALE_BAR_GRID_CLEARANCE;
  double page_w = self->page_width, page_h = self->page_height;
  g_autoptr(GArray) xs = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) ys = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) along_x = NULL;
  g_autoptr(GArray) along_y = NULL;
  /* Bottom, top, left, right: on a tie the bar goes under the cards, where it always went. */
  Band bands[4] = {
    { FALSE, grid_bottom, page_h - limit },
    { FALSE, grid_top, limit },
    { TRUE, grid_left, limit },
    { TRUE, grid_right, page_w - limit },
  };
  const gboolean increasing[4] = { TRUE, FALSE, FALSE, TRUE };
  guint order[4] = { 0, 1, 2, 3 };

  for (guint i = 0; i < self->crop_marks->len; i++)
    {
      const CwSegment *s = &g_array_index (self->crop_marks, CwSegment, i);
      if (fabs (s->x1 - s->x2) < EPSILON)
        g_array_append_val (xs, s->x1);
      else
        g_array_append_val (ys, s->y1);
    }
  along_x = along_candidates (page_w, xs);
  along_y = along_candidates (page_h, ys);

  /* The largest free margin first (a stable sort of four). */
  for (guint i = 1; i < 4; i++)
    for (guint j = i; j > 0; j--)
      {
        double a = band_open (&bands[order[j]], increasing[order[j]]) ? band_room (&bands[order[j]]) : -1;
        double b = band_open (&bands[order[j - 1]], increasing[order[j - 1]]) ? band_room (&bands[order[j - 1]]) : -1;

        if (a > b + EPSILON)
          {
            guint t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
          }
      }

  for (guint o = 0; o < 4; o++)
    {
      const Band *band = &bands[order[o]];
      gboolean up = increasing[order[o]];
      GArray *along = band->vertical ? along_y : along_x;
      /* Where the box starts across the band: against the printable limit (clear of the marks,
       * which start near the cards), then centred in the band. */
      double across[2] = {
        up ? band->outer - thickness : band->outer,
        (band->inner + band->outer) / 2 - thickness / 2,
      };

      if (!band_open (band, up) || band_room (band) + EPSILON < thickness)
        continue;

      for (guint a = 0; a < G_N_ELEMENTS (across); a++)
        for (guint i = 0; i < along->len; i++)
          {
            double middle = g_array_index (along, double, i);
            CwRect box;

            if (!band->vertical)
              box = (CwRect) { middle - length / 2, across[a], length, thickness };
            else
              box = (CwRect) { across[a], middle - length / 2, thickness, length };

            if (scale_bar_fits (self, &box))
              {
                self->scale_bar = box;
                self->scale_bar_vertical = band->vertical;
                self->has_scale_bar = TRUE;
                return;
              }
          }
    }

  /* No margin clear of the marks: in the largest margin that has room, leaving out the crop
   * marks the bar would cross (the mark at the other end of the same cut line remains). */
  for (guint o = 0; o < 4; o++)
    {
      const Band *band = &bands[order[o]];
      gboolean up = increasing[order[o]];
      double middle = (band->inner + band->outer) / 2;
      CwRect box, padded;

      if (!band_open (band, up) || band_room (band) + EPSILON < thickness)
        continue;
      if (!band->vertical)
        box = (CwRect) { (page_w - length) / 2, middle - thickness / 2, length, thickness };
      else
        box = (CwRect) { middle - thickness / 2, (page_h - length) / 2, thickness, length };
      if (box.x < limit - EPSILON || box.y < limit - EPSILON)
        continue;

      padded = (CwRect) { box.x - SCALE_BAR_MARK_CLEARANCE, box.y - SCALE_BAR_MARK_CLEARANCE,
                          box.width + 2 * SCALE_BAR_MARK_CLEARANCE, box.height + 2 * SCALE_BAR_MARK_CLEARANCE };
      for (guint i = self->crop_marks->len; i-- > 0;)
        if (cw_segment_intersects_rect (&g_array_index (self->crop_marks, CwSegment, i), &padded))
          g_array_remove_index (self->crop_marks, i);

      self->scale_bar = box;
      self->scale_bar_vertical = band->vertical;
      self->has_scale_bar = TRUE;
      return;
    }

  self->has_scale_bar = FALSE;
  self->scale_bar = (CwRect) { 0, 0, 0, 0 };
  add_warning (self, CW_SHEET_WARNING_NO_SCALE_BAR, 0, 0, limit, 0, 0, 0);
}

/* A gap the user chose that is narrower than two bleeds leaves cards side by side less bleed
 * than asked for: never silently. */
static void
warn_of_shrunk_bleed (CwSheetLayout *self)
{
  double bleed = self->options.bleed;
  const struct {
    gboolean  neighbours;
    double    gap;
  } axes[2] = {
    { self->columns > 1, self->options.gap },
    { self->rows > 1, self->options.gap_vertical },
  };

  if (bleed <= EPSILON)
    return;
  for (guint a = 0; a < G_N_ELEMENTS (axes); a++)
    {
      if (!axes[a].neighbours || axes[a].gap / 2 >= bleed - EPSILON)
        continue;
      add_warning (self, a == 0 ? CW_SHEET_WARNING_BLEED_SHRUNK_COLUMNS : CW_SHEET_WARNING_BLEED_SHRUNK_ROWS,
                   0, 0, axes[a].gap, axes[a].gap / 2, bleed, 2 * bleed);
    }
}

/* Adds the parts of an axis-aligned segment that lie outside every rectangle (and inside the
 * printable area), leaving out pieces too short to see. */
static void
add_clear_pieces (GArray       *out,
                  CwSegment     segment,
                  GArray       *obstacles,
                  const CwRect *printable)
{
  gboolean horizontal = fabs (segment.y1 - segment.y2) < EPSILON;
  double at = horizontal ? segment.y1 : segment.x1;
  double from = horizontal ? MIN (segment.x1, segment.x2) : MIN (segment.y1, segment.y2);
  double to = horizontal ? MAX (segment.x1, segment.x2) : MAX (segment.y1, segment.y2);
  g_autoptr(GArray) pieces = g_array_new (FALSE, FALSE, sizeof (double) * 2);
  double whole[2];

  /* The printable area first: the only place a guide is any use. */
  if (horizontal)
    {
      if (at < printable->y || at > printable->y + printable->height)
        return;
      from = MAX (from, printable->x);
      to = MIN (to, printable->x + printable->width);
    }
  else
    {
      if (at < printable->x || at > printable->x + printable->width)
        return;
      from = MAX (from, printable->y);
      to = MIN (to, printable->y + printable->height);
    }
  if (to - from < 0.5)
    return;
  whole[0] = from;
  whole[1] = to;
  g_array_append_val (pieces, whole);

  for (guint r = 0; r < obstacles->len; r++)
    {
      const CwRect *o = &g_array_index (obstacles, CwRect, r);
      double o_at_min = horizontal ? o->y : o->x, o_at_max = horizontal ? o->y + o->height : o->x + o->width;
      double o_min = horizontal ? o->x : o->y, o_max = horizontal ? o->x + o->width : o->y + o->height;
      g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (double) * 2);

      if (at < o_at_min || at > o_at_max)
        continue;
      for (guint i = 0; i < pieces->len; i++)
        {
          double *piece = &g_array_index (pieces, double, 2 * i);
          double left[2] = { piece[0], MIN (piece[1], o_min) };
          double right[2] = { MAX (piece[0], o_max), piece[1] };

          if (left[1] - left[0] > EPSILON)
            g_array_append_val (kept, left);
          if (right[1] - right[0] > EPSILON)
            g_array_append_val (kept, right);
        }
      g_array_set_size (pieces, 0);
      g_array_append_vals (pieces, kept->data, kept->len);
    }

  for (guint i = 0; i < pieces->len; i++)
    {
      double *piece = &g_array_index (pieces, double, 2 * i);

      /* Shorter than half a mm, a piece is a speck, not a guide. */
      if (piece[1] - piece[0] < 0.5)
        continue;
      if (horizontal)
        add_segment (out, piece[0], at, piece[1], at);
      else
        add_segment (out, at, piece[0], at, piece[1]);
    }
}

/* Guides at every corner of every card, where no card (nor its bleed, nor the scale bar) is and
 * the printer prints: in the gaps and the margins. */
static void
compute_guides (CwSheetLayout *self)
{
  double length = self->options.guide_length;
  double half_width = self->options.guide_width / 2;
  double limit = self->options.safe_margin;
  guint n = self->columns * self->rows;
  g_autoptr(GArray) obstacles = g_array_new (FALSE, FALSE, sizeof (CwRect));
  CwRect printable = { limit, limit, self->page_width - 2 * limit, self->page_height - 2 * limit };

  if (self->options.guides == CW_GUIDES_NONE || length <= EPSILON)
    return;

  for (guint slot = 0; slot < n; slot++)
    {
      CwRect area;

      cw_sheet_layout_get_bleed_rect (self, slot, &area);
      /* Grown by half the stroke, so no ink lands on a card. */
      area.x -= half_width;
      area.y -= half_width;
      area.width += 2 * half_width;
      area.height += 2 * half_width;
      g_array_append_val (obstacles, area);
    }
  for (guint i = 0; i < self->registration->len; i++)
    {
      const CwRect *m = &g_array_index (self->registration, CwRect, i);
      CwRect padded = { m->x - 1, m->y - 1, m->width + 2, m->height + 2 };

      g_array_append_val (obstacles, padded);
    }
  if (self->has_scale_bar)
    {
      CwRect bar = { self->scale_bar.x - SCALE_BAR_MARK_CLEARANCE, self->scale_bar.y - SCALE_BAR_MARK_CLEARANCE,
                     self->scale_bar.width + 2 * SCALE_BAR_MARK_CLEARANCE,
                     self->scale_bar.height + 2 * SCALE_BAR_MARK_CLEARANCE };
      g_array_append_val (obstacles, bar);
    }

  for (guint slot = 0; slot < n; slot++)
    {
      CwRect t;

      cw_sheet_layout_get_card_rect (self, slot, &t);
      for (guint corner = 0; corner < 4; corner++)
        {
          gboolean right = corner == 1 || corner == 3, bottom = corner >= 2;
          double x = right ? t.x + t.width : t.x, y = bottom ? t.y + t.height : t.y;
          /* Away from the card: left of a left corner, above a top one. */
          double out_x = right ? 1 : -1, out_y = bottom ? 1 : -1;

          if (self->options.guides == CW_GUIDES_CROSS)
            {
              add_clear_pieces (self->guides, (CwSegment) { x - length, y, x + length, y }, obstacles, &printable);
              add_clear_pieces (self->guides, (CwSegment) { x, y - length, x, y + length }, obstacles, &printable);
            }
          else
            {
              add_clear_pieces (self->guides, (CwSegment) { x, y, x + out_x * length, y }, obstacles, &printable);
              add_clear_pieces (self->guides, (CwSegment) { x, y, x, y + out_y * length }, obstacles, &printable);
            }
        }
    }

  if (self->options.guides_on_backs && self->options.backs != CW_BACKS_NONE)
    for (guint i = 0; i < self->guides->len; i++)
      {
        const CwSegment *s = &g_array_index (self->guides, CwSegment, i);
        CwSegment back;

        cw_sheet_layout_front_to_back (self, s->x1, s->y1, &back.x1, &back.y1);
        cw_sheet_layout_front_to_back (self, s->x2, s->y2, &back.x2, &back.y2);
        g_array_append_val (self->back_guides, back);
      }
}

/* Where a Silhouette-style cutter looks for the sheet: a square at the top-left and an L at the
 * top-right and bottom-left, at the printable corners; never over a card, its bleed or the scale
 * bar. */
static void
compute_registration_marks (CwSheetLayout *self)
{
  double limit = self->options.safe_margin, pw = self->page_width, ph = self->page_height;
  const double arm = CW_SHEET_REGISTRATION_ARM, width = CW_SHEET_REGISTRATION_WIDTH;
  const CwRect marks[] = {
    { limit, limit, CW_SHEET_REGISTRATION_SQUARE, CW_SHEET_REGISTRATION_SQUARE },
    { pw - limit - arm, limit, arm, width },
    { pw - limit - width, limit, width, arm },
    { limit, ph - limit - width, arm, width },
    { limit, ph - limit - arm, width, arm },
  };
  guint n = self->columns * self->rows;

  if (!self->options.registration_marks)
    return;
  for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
    {
      /* A millimetre of paper around each mark, so the cutter's sensor sees it alone. */
      CwRect padded = { marks[m].x - 1, marks[m].y - 1, marks[m].width + 2, marks[m].height + 2 };
      gboolean clear = !(self->has_scale_bar && cw_rect_intersects (&padded, &self->scale_bar));

      for (guint slot = 0; slot < n && clear; slot++)
        {
          CwRect area;

          cw_sheet_layout_get_bleed_rect (self, slot, &area);
          clear = !cw_rect_intersects (&padded, &area);
        }
      if (!clear)
        {
          add_warning (self, CW_SHEET_WARNING_NO_REGISTRATION_ROOM, 0, 0, arm + 1, limit, 0, 0);
          return;
        }
    }
  /* The cutter needs its marks more than a hand needs the crop marks they would touch (the mark
   * at the other end of the same cut line remains). */
  for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
    {
      CwRect padded = { marks[m].x - 1, marks[m].y - 1, marks[m].width + 2, marks[m].height + 2 };

      for (guint i = self->crop_marks->len; i-- > 0;)
        if (cw_segment_intersects_rect (&g_array_index (self->crop_marks, CwSegment, i), &padded))
          g_array_remove_index (self->crop_marks, i);
    }
  g_array_append_vals (self->registration, marks, G_N_ELEMENTS (marks));
}

/* Crop marks a printer's blank border swallows: said, never silent. A mark that keeps at least
 * the shortest length a mark is drawn at inside the printable area still does its job. */
static void
warn_of_unprintable_marks (CwSheetLayout *self)
{
  double limit = self->options.safe_margin;
  guint lost = 0, n = self->crop_marks->len;

  for (guint i = 0; i < n; i++)
    {
      const CwSegment *s = &g_array_index (self->crop_marks, CwSegment, i);
      double x0 = MAX (MIN (s->x1, s->x2), limit), x1 = MIN (MAX (s->x1, s->x2), self->page_width - limit);
      double y0 = MAX (MIN (s->y1, s->y2), limit), y1 = MIN (MAX (s->y1, s->y2), self->page_height - limit);
      gboolean horizontal = fabs (s->y1 - s->y2) < EPSILON;
      double visible = horizontal ? (y0 <= y1 + EPSILON ? x1 - x0 : -1) : (x0 <= x1 + EPSILON ? y1 - y0 : -1);

      if (visible < CW_SHEET_MARK_MIN_LENGTH - EPSILON)
        lost++;
    }
  if (lost == 0)
    return;
  add_warning (self, CW_SHEET_WARNING_MARKS_UNPRINTABLE, lost, n, limit, 0, 0, 0);
}

CwSheetLayout *
cw_sheet_layout_new (const CwSheetOptions  *options,
                     GError               **error)
{
  g_autoptr(CwSheetLayout) self = NULL;
  double paper_w, paper_h, card_w, card_h, usable_w, usable_h;

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!cw_paper_get_mm (options->paper, &paper_w, &paper_h))
    {
      paper_w = options->paper_width;
      paper_h = options->paper_height;
    }
  if (!cw_card_size_get_mm (options->card_size, &card_w, &card_h))
    {
      card_w = options->card_width;
      card_h = options->card_height;
    }

  if (!(paper_w > 0 && paper_h > 0) || paper_w > 5000 || paper_h > 5000)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("The paper size %.1f × %.1f mm is not usable"), paper_w, paper_h);
      return NULL;
    }
  if (!(card_w > 0 && card_h > 0))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("The card size %.2f × %.2f mm is not usable"), card_w, card_h);
      return NULL;
    }
  if (!(options->bleed >= 0 && options->bleed <= CW_SHEET_MAX_BLEED + EPSILON))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("A bleed of %.2f mm is outside 0–%.2f mm (¼ inch)"), options->bleed, CW_SHEET_MAX_BLEED);
      return NULL;
    }
  if (options->guides != CW_GUIDES_NONE &&
      (!(options->guide_length > 0 && options->guide_length <= 50) ||
       !(options->guide_width > 0 && options->guide_width <= 2)))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Corner guides need a length of 0–50 mm and a width of 0–2 mm, not %.2f and %.2f mm"),
                   options->guide_length, options->guide_width);
      return NULL;
    }
  if (!(options->safe_margin >= 0) || options->safe_margin > 50)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("A safe margin of %.2f mm is outside 0–50 mm"), options->safe_margin);
      return NULL;
    }
  if (!(options->margin >= 0) || !isfinite (options->gap) || !isfinite (options->gap_vertical) ||
      !isfinite (options->back_offset_x) || !isfinite (options->back_offset_y))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Margin and gap must be 0 mm or more, and the back offset a number"));
      return NULL;
    }

  self = g_object_new (CW_TYPE_SHEET_LAYOUT, NULL);
  self->options = *options;
  /* The gaps used from here on: twice the bleed when left to us, so every edge of every card
   * gets the whole bleed; between rows the same as between columns unless set. */
  if (options->gap < 0)
    self->options.gap = 2 * options->bleed;
  if (options->gap_vertical < 0)
    self->options.gap_vertical = self->options.gap;
  self->options.paper_width = paper_w;
  self->options.paper_height = paper_h;
  self->options.card_width = card_w;
  self->options.card_height = card_h;

  if (options->orientation == CW_ORIENTATION_LANDSCAPE)
    {
      self->page_width = MAX (paper_w, paper_h);
      self->page_height = MIN (paper_w, paper_h);
    }
  else
    {
      self->page_width = MIN (paper_w, paper_h);
      self->page_height = MAX (paper_w, paper_h);
    }
  self->card_width = card_w;
  self->card_height = card_h;

  usable_w = self->page_width - 2 * (options->margin + options->bleed);
  usable_h = self->page_height - 2 * (options->margin + options->bleed);
  self->columns = fit_count (usable_w, card_w, self->options.gap);
  self->rows = fit_count (usable_h, card_h, self->options.gap_vertical);

  if (self->columns == 0 || self->rows == 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   "A %.2f × %.2f mm card does not fit on a %.1f × %.1f mm page with %.1f mm margins and %.1f mm bleed",
                   card_w, card_h, self->page_width, self->page_height, options->margin, options->bleed);
      return NULL;
    }

  self->grid.width = self->columns * card_w + (self->columns - 1) * self->options.gap;
  self->grid.height = self->rows * card_h + (self->rows - 1) * self->options.gap_vertical;
  self->grid.x = (self->page_width - self->grid.width) / 2;
  self->grid.y = (self->page_height - self->grid.height) / 2;

  compute_crop_marks (self);
  compute_cut_lines (self);
  compute_scale_bar (self);
  compute_registration_marks (self);
  compute_guides (self);
  warn_of_shrunk_bleed (self);
  warn_of_unprintable_marks (self);

  return g_steal_pointer (&self);
}

const CwSheetOptions *
cw_sheet_layout_get_options (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), NULL);
  return &self->options;
}

double
cw_sheet_layout_get_page_width (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);
  return self->page_width;
}

double
cw_sheet_layout_get_page_height (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);
  return self->page_height;
}

double
cw_sheet_layout_get_card_width (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);
  return self->card_width;
}

double
cw_sheet_layout_get_card_height (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);
  return self->card_height;
}

double
cw_sheet_layout_get_corner_radius (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);

  /* 1/8 inch on a poker card, the usual die-cut corner; in proportion on other sizes. */
  if (!self->options.rounded_corners)
    return 0.0;
  return 0.05 * MIN (self->card_width, self->card_height);
}

guint
cw_sheet_layout_get_columns (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);
  return self->columns;
}

guint
cw_sheet_layout_get_rows (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);
  return self->rows;
}

guint
cw_sheet_layout_get_cards_per_page (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);
  return self->columns * self->rows;
}

guint
cw_sheet_layout_get_n_sheets (CwSheetLayout *self,
                              guint          n_cards)
{
  guint per_page;

  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), 0);

  per_page = self->columns * self->rows;
  return (n_cards + per_page - 1) / per_page;
}

void
cw_sheet_layout_get_grid (CwSheetLayout *self,
                          CwRect        *grid)
{
  g_return_if_fail (CW_IS_SHEET_LAYOUT (self));
  g_return_if_fail (grid != NULL);

  *grid = self->grid;
}

void
cw_sheet_layout_get_card_rect (CwSheetLayout *self,
                               guint          slot,
                               CwRect        *trim)
{
  guint column, row;

  g_return_if_fail (CW_IS_SHEET_LAYOUT (self));
  g_return_if_fail (trim != NULL);

  slot %= self->columns * self->rows;
  column = slot % self->columns;
  row = slot / self->columns;

  trim->x = self->grid.x + column * (self->card_width + self->options.gap);
  trim->y = self->grid.y + row * (self->card_height + self->options.gap_vertical);
  trim->width = self->card_width;
  trim->height = self->card_height;
}

static void
grow_by_bleed (CwSheetLayout *self,
               const CwRect  *trim,
               gboolean       outer_left,
               gboolean       outer_right,
               gboolean       outer_top,
               gboolean       outer_bottom,
               CwRect        *area)
{
  double bleed = self->options.bleed;
  double inner_x = MIN (bleed, self->options.gap / 2);
  double inner_y = MIN (bleed, self->options.gap_vertical / 2);
  double left = outer_left ? bleed : inner_x;
  double right = outer_right ? bleed : inner_x;
  double top = outer_top ? bleed : inner_y;
  double bottom = outer_bottom ? bleed : inner_y;

  area->x = trim->x - left;
  area->y = trim->y - top;
  area->width = trim->width + left + right;
  area->height = trim->height + top + bottom;
}

void
cw_sheet_layout_get_bleed_rect (CwSheetLayout *self,
                                guint          slot,
                                CwRect        *area)
{
  CwRect trim;
  guint column, row;

  g_return_if_fail (CW_IS_SHEET_LAYOUT (self));
  g_return_if_fail (area != NULL);

  slot %= self->columns * self->rows;
  column = slot % self->columns;
  row = slot / self->columns;
  cw_sheet_layout_get_card_rect (self, slot, &trim);
  grow_by_bleed (self, &trim, column == 0, column == self->columns - 1,
                 row == 0, row == self->rows - 1, area);
}

/* Which way the sheet turns over: about a vertical axis (columns mirrored) or a
 * horizontal one (rows mirrored). The long edge of a landscape page is horizontal. */
static gboolean
flips_about_vertical_axis (CwSheetLayout *self)
{
  gboolean portrait = self->page_height >= self->page_width;

  if (self->options.backs == CW_BACKS_SHORT_EDGE)
    return !portrait;
  return portrait;
}

void
cw_sheet_layout_front_to_back (CwSheetLayout *self,
                               double         x,
                               double         y,
                               double        *back_x,
                               double        *back_y)
{
  double bx = x, by = y;

  g_return_if_fail (CW_IS_SHEET_LAYOUT (self));

  if (flips_about_vertical_axis (self))
    bx = self->page_width - x;
  else
    by = self->page_height - y;

  if (back_x)
    *back_x = bx + self->options.back_offset_x;
  if (back_y)
    *back_y = by + self->options.back_offset_y;
}

static void
mirror_rect (CwSheetLayout *self,
             const CwRect  *front,
             CwRect        *back)
{
  double x1, y1, x2, y2;

  cw_sheet_layout_front_to_back (self, front->x, front->y, &x1, &y1);
  cw_sheet_layout_front_to_back (self, front->x + front->width, front->y + front->height, &x2, &y2);
  back->x = MIN (x1, x2);
  back->y = MIN (y1, y2);
  back->width = front->width;
  back->height = front->height;
}

void
cw_sheet_layout_get_back_rect (CwSheetLayout *self,
                               guint          slot,
                               CwRect        *trim,
                               double        *rotation)
{
  CwRect front;

  g_return_if_fail (CW_IS_SHEET_LAYOUT (self));
  g_return_if_fail (trim != NULL);

  cw_sheet_layout_get_card_rect (self, slot, &front);
  mirror_rect (self, &front, trim);

  /* Turned over a horizontal axis, a back printed upright would stand on its head
   * next to its front; turning it makes both read the same way up. */
  if (rotation)
    *rotation = flips_about_vertical_axis (self) ? 0.0 : 180.0;
}

void
cw_sheet_layout_get_back_bleed_rect (CwSheetLayout *self,
                                     guint          slot,
                                     CwRect        *area)
{
  CwRect front;

  g_return_if_fail (CW_IS_SHEET_LAYOUT (self));
  g_return_if_fail (area != NULL);

  cw_sheet_layout_get_bleed_rect (self, slot, &front);
  mirror_rect (self, &front, area);
}

GArray *
cw_sheet_layout_get_crop_marks (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), NULL);
  return self->crop_marks;
}

GArray *
cw_sheet_layout_get_guides (CwSheetLayout *self,
                            gboolean       back)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), NULL);
  return back ? self->back_guides : self->guides;
}

GArray *
cw_sheet_layout_get_registration_marks (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), NULL);
  return self->registration;
}

GArray *
cw_sheet_layout_get_cut_lines (CwSheetLayout *self)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), NULL);
  return self->cut_lines;
}

gboolean
cw_sheet_layout_get_scale_bar (CwSheetLayout *self,
                               CwRect        *box,
                               gboolean      *vertical)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), FALSE);

  if (box)
    *box = self->scale_bar;
  if (vertical)
    *vertical = self->scale_bar_vertical;
  return self->has_scale_bar;
}

const CwSheetWarning *
cw_sheet_layout_get_warnings (CwSheetLayout *self,
                              guint         *n_warnings)
{
  g_return_val_if_fail (CW_IS_SHEET_LAYOUT (self), NULL);
  g_return_val_if_fail (n_warnings != NULL, NULL);
  *n_warnings = self->warnings->len;
  return (const CwSheetWarning *) (gpointer) self->warnings->data;
}
