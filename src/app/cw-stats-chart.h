/* cw-stats-chart.h: a small Cairo chart for Library statistics: columns (cost curve), bars, or one split bar. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  CW_STATS_CHART_COLUMNS,   /* a curve of upright columns, labels below: the cost curve */
  CW_STATS_CHART_BARS,      /* one labelled bar per line: types, keywords */
  CW_STATS_CHART_SPLIT,     /* one bar split in proportion: alignments */
} CwStatsChartStyle;

#define CW_TYPE_STATS_CHART (cw_stats_chart_get_type ())
G_DECLARE_FINAL_TYPE (CwStatsChart, cw_stats_chart, CW, STATS_CHART, GtkWidget)

GtkWidget *cw_stats_chart_new       (CwStatsChartStyle style);
void       cw_stats_chart_set_style (CwStatsChart     *self,
                                     CwStatsChartStyle style);
void       cw_stats_chart_clear     (CwStatsChart     *self);
/* color: "#rrggbb", or NULL for the accent colour. */
void       cw_stats_chart_add       (CwStatsChart     *self,
                                     const char       *label,
                                     double            value,
                                     const char       *color);
guint      cw_stats_chart_get_n_values (CwStatsChart  *self);
double     cw_stats_chart_get_value (CwStatsChart     *self,
                                     guint             index);

G_END_DECLS
