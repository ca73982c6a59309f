/* cw-stats-chart.c: a small Cairo chart for Library statistics: columns (cost curve), bars, or one split bar. */
#include <stdio.h>
#include <string.h>

#include "cw-stats-chart.h"
#include "cw-compat.h"

#define BAR_HEIGHT     18
#define BAR_GAP         6
#define COLUMNS_HEIGHT 150

typedef struct {
  char   *label;
  double  value;
  char   *color;
} Entry;

struct _CwStatsChart
{
  GtkWidget          parent_instance;

  CwStatsChartStyle  style;
  GArray            *entries;   /* of Entry */
};

G_DEFINE_FINAL_TYPE (CwStatsChart, cw_stats_chart, GTK_TYPE_WIDGET)

static void
entry_clear (Entry *entry)
{
  g_free (entry->label);
  g_free (entry->color);
}

static void
set_source (cairo_t       *cr,
            const char    *color,
            const GdkRGBA *fallback,
            double         alpha)
{
  guint r, g, b;

  if (color != NULL && sscanf (color, "#%02x%02x%02x", &r, &g, &b) == 3)
    cairo_set_source_rgba (cr, r / 255.0, g / 255.0, b / 255.0, alpha);
  else
    cairo_set_source_rgba (cr, fallback->red, fallback->green, fallback->blue, alpha);
}

static double
max_value (CwStatsChart *self)
{
  double max = 0;

  for (guint i = 0; i < self->entries->len; i++)
    max = MAX (max, g_array_index (self->entries, Entry, i).value);
  return max;
}

static void
show_text (CwStatsChart  *self,
           cairo_t       *cr,
           const char    *text,
           double         x,
           double         y,
           double         width,
           PangoAlignment alignment)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  pango_layout_set_width (layout, (int) (MAX (width, 1) * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, alignment);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

static void
draw_columns (CwStatsChart  *self,
              cairo_t       *cr,
              int            width,
              int            height,
              const GdkRGBA *fg,
              const GdkRGBA *accent)
{
  guint n = self->entries->len;
  double max = max_value (self);
  double label_h = 18, value_h = 16;
  double plot_h = height - label_h - value_h;
  double slot = (double) width / MAX (n, 1);

  for (guint i = 0; i < n; i++)
    {
      Entry *entry = &g_array_index (self->entries, Entry, i);
      double h = max > 0 ? plot_h * entry->value / max : 0;
      double x = i * slot + slot * 0.15;
      g_autofree char *value = g_strdup_printf ("%g", entry->value);

      set_source (cr, entry->color, accent, 1.0);
      cairo_rectangle (cr, x, value_h + plot_h - h, slot * 0.7, h);
      cairo_fill (cr);

      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha);
      if (entry->value > 0)
        show_text (self, cr, value, i * slot, value_h + plot_h - h - value_h, slot, PANGO_ALIGN_CENTER);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha * 0.7);
      show_text (self, cr, entry->label, i * slot, value_h + plot_h + 2, slot, PANGO_ALIGN_CENTER);
    }

  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.3);
  cairo_rectangle (cr, 0, value_h + plot_h, width, 1);
  cairo_fill (cr);
}

static void
draw_bars (CwStatsChart  *self,
           cairo_t       *cr,
           int            width,
           const GdkRGBA *fg,
           const GdkRGBA *accent)
{
  double max = max_value (self);
  double label_w = MIN (width * 0.4, 130);
  double number_w = 36;
  double bar_w = MAX (width - label_w - number_w - 12, 10);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = &g_array_index (self->entries, Entry, i);
      double y = i * (BAR_HEIGHT + BAR_GAP);
      double w = max > 0 ? bar_w * entry->value / max : 0;
      g_autofree char *value = g_strdup_printf ("%g", entry->value);

      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha);
      show_text (self, cr, entry->label, 0, y, label_w - 6, PANGO_ALIGN_LEFT);

      set_source (cr, entry->color, accent, 1.0);
      cairo_rectangle (cr, label_w, y + 3, MAX (w, entry->value > 0 ? 2 : 0), BAR_HEIGHT - 6);
      cairo_fill (cr);

      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha);
      show_text (self, cr, value, label_w + w + 6, y, number_w, PANGO_ALIGN_LEFT);
    }
}

static void
draw_split (CwStatsChart  *self,
            cairo_t       *cr,
            int            width,
            const GdkRGBA *fg,
            const GdkRGBA *accent)
{
  double total = 0, x = 0;

  for (guint i = 0; i < self->entries->len; i++)
    total += g_array_index (self->entries, Entry, i).value;
  if (total <= 0)
    return;

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = &g_array_index (self->entries, Entry, i);
      double w = width * entry->value / total;

      if (entry->value <= 0)
        continue;

      set_source (cr, entry->color, accent, 1.0);
      cairo_rectangle (cr, x, 0, w, 22);
      cairo_fill (cr);
      /* The outline keeps a colour close to the background visible. */
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_rectangle (cr, x + 0.5, 0.5, w - 1, 21);
      cairo_stroke (cr);

      x += w;
    }

  /* A legend line per part, so long names never overlap. */
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = &g_array_index (self->entries, Entry, i);
      double y = 30 + i * 18;
      g_autofree char *text = g_strdup_printf ("%s: %g (%.0f%%)", entry->label, entry->value,
                                               100.0 * entry->value / total);

      set_source (cr, entry->color, accent, 1.0);
      cairo_rectangle (cr, 0, y + 3, 12, 12);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, fg->alpha);
      show_text (self, cr, text, 18, y, width - 18, PANGO_ALIGN_LEFT);
    }
}

static void
cw_stats_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  CwStatsChart *self = CW_STATS_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkRGBA fg, accent = { 0.21, 0.52, 0.89, 1.0 };
  cairo_t *cr;

  if (width <= 0 || height <= 0 || self->entries->len == 0)
    return;

  cw_compat_widget_get_color (widget, &fg);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  switch (self->style)
    {
    case CW_STATS_CHART_COLUMNS:
      draw_columns (self, cr, width, height, &fg, &accent);
      break;
    case CW_STATS_CHART_BARS:
      draw_bars (self, cr, width, &fg, &accent);
      break;
    case CW_STATS_CHART_SPLIT:
      draw_split (self, cr, width, &fg, &accent);
      break;
    }
  cairo_destroy (cr);
}

static void
cw_stats_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  CwStatsChart *self = CW_STATS_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 300;
      return;
    }

  switch (self->style)
    {
    case CW_STATS_CHART_COLUMNS:
      *minimum = *natural = COLUMNS_HEIGHT;
      break;
    case CW_STATS_CHART_BARS:
      *minimum = *natural = self->entries->len * (BAR_HEIGHT + BAR_GAP);
      break;
    case CW_STATS_CHART_SPLIT:
      *minimum = *natural = self->entries->len > 0 ? 30 + 18 * self->entries->len : 0;
      break;
    }
}

static void
cw_stats_chart_finalize (GObject *object)
{
  CwStatsChart *self = CW_STATS_CHART (object);

  g_array_unref (self->entries);

  G_OBJECT_CLASS (cw_stats_chart_parent_class)->finalize (object);
}

static void
cw_stats_chart_class_init (CwStatsChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = cw_stats_chart_finalize;
  widget_class->snapshot = cw_stats_chart_snapshot;
  widget_class->measure = cw_stats_chart_measure;

  gtk_widget_class_set_css_name (widget_class, "statschart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cw_stats_chart_init (CwStatsChart *self)
{
  self->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (self->entries, (GDestroyNotify) entry_clear);
}

GtkWidget *
cw_stats_chart_new (CwStatsChartStyle style)
{
  CwStatsChart *self = g_object_new (CW_TYPE_STATS_CHART, NULL);

  self->style = style;
  return GTK_WIDGET (self);
}

void
cw_stats_chart_set_style (CwStatsChart     *self,
                          CwStatsChartStyle style)
{
  g_return_if_fail (CW_IS_STATS_CHART (self));

  self->style = style;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The chart read aloud: "Cost 1: 4, Cost 2: 7…", for screen readers. */
static void
update_description (CwStatsChart *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = &g_array_index (self->entries, Entry, i);
      g_string_append_printf (text, "%s%s: %g", i > 0 ? ", " : "", entry->label, entry->value);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
}

void
cw_stats_chart_clear (CwStatsChart *self)
{
  g_return_if_fail (CW_IS_STATS_CHART (self));

  g_array_set_size (self->entries, 0);
  update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
cw_stats_chart_add (CwStatsChart *self,
                    const char   *label,
                    double        value,
                    const char   *color)
{
  Entry entry;

  g_return_if_fail (CW_IS_STATS_CHART (self));

  entry.label = g_strdup (label);
  entry.value = value;
  entry.color = g_strdup (color);
  g_array_append_val (self->entries, entry);
  update_description (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
cw_stats_chart_get_n_values (CwStatsChart *self)
{
  g_return_val_if_fail (CW_IS_STATS_CHART (self), 0);
  return self->entries->len;
}

double
cw_stats_chart_get_value (CwStatsChart *self,
                          guint         index)
{
  g_return_val_if_fail (CW_IS_STATS_CHART (self), 0);
  g_return_val_if_fail (index < self->entries->len, 0);
  return g_array_index (self->entries, Entry, index).value;
}
