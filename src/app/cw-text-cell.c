/* cw-text-cell.c: one line of text drawn in one widget, for the cells of a table of hundreds of rows.
 *
 * A GtkLabel measures its text with Pango each time it changes and asks the
 * font for its metrics: in a table of 100,000 cards whose ~2,400 cells all
 * change with a keystroke, that was most of the keystroke. This cell asks for
 * a width in characters and the height of one line, both from metrics kept
 * for the font, and lays its text out only when drawn. */
#include "cw-text-cell.h"
#include "cw-compat.h"

struct _CwTextCell
{
  GtkWidget    parent_instance;

  char        *text;
  int          width_chars;
  gboolean     numeric;
  PangoLayout *layout;       /* made when drawn, dropped when the text, width or style changes */
  int          layout_width;
};

G_DEFINE_FINAL_TYPE (CwTextCell, cw_text_cell, GTK_TYPE_WIDGET)

/* ---- the font's measures, kept for the last font asked about ---- */

typedef struct {
  PangoFontDescription *font;
  double                resolution;
  int                   char_width;    /* pixels */
  int                   line_height;   /* pixels */
} FontMeasures;

static FontMeasures measures;

static const FontMeasures *
font_measures (GtkWidget *widget)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  const PangoFontDescription *font = pango_context_get_font_description (context);
  double resolution = pango_cairo_context_get_resolution (context);
  PangoFontMetrics *metrics;

  if (measures.font != NULL && resolution == measures.resolution &&
      pango_font_description_equal (font, measures.font))
    return &measures;

  metrics = pango_context_get_metrics (context, font, pango_context_get_language (context));
  g_clear_pointer (&measures.font, pango_font_description_free);
  measures.font = pango_font_description_copy (font);
  measures.resolution = resolution;
  /* As GtkLabel counts width-chars: the wider of a letter and a digit. */
  measures.char_width = PANGO_PIXELS_CEIL (MAX (pango_font_metrics_get_approximate_char_width (metrics),
                                                pango_font_metrics_get_approximate_digit_width (metrics)));
  measures.line_height = PANGO_PIXELS_CEIL (pango_font_metrics_get_height (metrics));
  if (measures.line_height <= 0)
    measures.line_height = PANGO_PIXELS_CEIL (pango_font_metrics_get_ascent (metrics) +
                                              pango_font_metrics_get_descent (metrics));
  pango_font_metrics_unref (metrics);
  return &measures;
}

/* ---- drawing ---- */

static void
drop_layout (CwTextCell *self)
{
  g_clear_object (&self->layout);
}

static PangoLayout *
ensure_layout (CwTextCell *self,
               int         width)
{
  if (self->layout != NULL && self->layout_width == width)
    return self->layout;

  drop_layout (self);
  self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->text);
  self->layout_width = width;
  pango_layout_set_single_paragraph_mode (self->layout, TRUE);
  pango_layout_set_ellipsize (self->layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_width (self->layout, width * PANGO_SCALE);
  if (self->numeric)
    {
      PangoAttrList *attributes = pango_attr_list_new ();

      pango_attr_list_insert (attributes, pango_attr_font_features_new ("tnum=1"));
      pango_layout_set_attributes (self->layout, attributes);
      pango_attr_list_unref (attributes);
    }
  return self->layout;
}

static void
cw_text_cell_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  CwTextCell *self = CW_TEXT_CELL (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  PangoLayout *layout;
  PangoRectangle extents;
  GdkRGBA color;
  gboolean end;
  double x;

  if (self->text == NULL || self->text[0] == '\0' || width <= 0)
    return;

  layout = ensure_layout (self, width);
  pango_layout_get_pixel_extents (layout, NULL, &extents);
  cw_compat_widget_get_color (widget, &color);

  /* Numbers line up on the end side, text on the start side. */
  end = self->numeric != (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL);
  x = end ? width - extents.width - extents.x : -extents.x;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, floor ((height - extents.height) / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, &color);
  gtk_snapshot_restore (snapshot);
}

static void
cw_text_cell_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  CwTextCell *self = CW_TEXT_CELL (widget);
  const FontMeasures *font = font_measures (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->width_chars * font->char_width;
  else
    *minimum = *natural = font->line_height;
}

static gboolean
cw_text_cell_query_tooltip (GtkWidget  *widget,
                            int         x,
                            int         y,
                            gboolean    keyboard,
                            GtkTooltip *tooltip)
{
  CwTextCell *self = CW_TEXT_CELL (widget);

  /* Only text cut short has a tooltip: the rest is all there. */
  if (self->text == NULL || self->layout == NULL || !pango_layout_is_ellipsized (self->layout))
    return FALSE;
  gtk_tooltip_set_text (tooltip, self->text);
  return TRUE;
}

static void
cw_text_cell_css_changed (GtkWidget         *widget,
                          GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (cw_text_cell_parent_class)->css_changed (widget, change);
  drop_layout (CW_TEXT_CELL (widget));
}

static void
cw_text_cell_direction_changed (GtkWidget        *widget,
                                GtkTextDirection  previous)
{
  drop_layout (CW_TEXT_CELL (widget));
  gtk_widget_queue_draw (widget);
}

static void
cw_text_cell_finalize (GObject *object)
{
  CwTextCell *self = CW_TEXT_CELL (object);

  g_clear_object (&self->layout);
  g_free (self->text);

  G_OBJECT_CLASS (cw_text_cell_parent_class)->finalize (object);
}

static void
cw_text_cell_class_init (CwTextCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = cw_text_cell_finalize;
  widget_class->measure = cw_text_cell_measure;
  widget_class->snapshot = cw_text_cell_snapshot;
  widget_class->query_tooltip = cw_text_cell_query_tooltip;
  widget_class->css_changed = cw_text_cell_css_changed;
  widget_class->direction_changed = cw_text_cell_direction_changed;

  gtk_widget_class_set_css_name (widget_class, "textcell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
cw_text_cell_init (CwTextCell *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
}

GtkWidget *
cw_text_cell_new (int      width_chars,
                  gboolean numeric)
{
  CwTextCell *self = g_object_new (CW_TYPE_TEXT_CELL, NULL);

  self->width_chars = MAX (width_chars, 1);
  self->numeric = numeric;
  if (numeric)
    gtk_widget_add_css_class (GTK_WIDGET (self), "numeric");
  return GTK_WIDGET (self);
}

void
cw_text_cell_set_text (CwTextCell *self,
                       const char *text)
{
  g_return_if_fail (CW_IS_TEXT_CELL (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  drop_layout (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text != NULL ? text : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
cw_text_cell_get_text (CwTextCell *self)
{
  g_return_val_if_fail (CW_IS_TEXT_CELL (self), NULL);
  return self->text;
}
