/* cw-card-renderer-parts.c: the card parts every design draws with: colours, paths, frame, panels,
 * gems, art, title, band, text box and footer, and the common layout of the boxes. */
#include "cw-card-renderer-private.h"

#include <math.h>
#include <string.h>

/* ---------------------------------------------------------------- colours */

gboolean
cw_color_parse (const char *spec,
                CwColor    *color)
{
  guint digits[6];
  gsize len;

  g_return_val_if_fail (color != NULL, FALSE);

  if (spec == NULL || spec[0] != '#')
    return FALSE;
  spec++;
  len = strlen (spec);
  if (len != 3 && len != 6)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      int v = g_ascii_xdigit_value (spec[i]);
      if (v < 0)
        return FALSE;
      digits[i] = v;
    }
  if (len == 3)
    {
      color->red = digits[0] * 17 / 255.0;
      color->green = digits[1] * 17 / 255.0;
      color->blue = digits[2] * 17 / 255.0;
    }
  else
    {
      color->red = (digits[0] * 16 + digits[1]) / 255.0;
      color->green = (digits[2] * 16 + digits[3]) / 255.0;
      color->blue = (digits[4] * 16 + digits[5]) / 255.0;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- paths */

void
cw_render_rounded_rect (cairo_t *cr,
                        double   x,
                        double   y,
                        double   w,
                        double   h,
                        double   r)
{
  r = MIN (r, MIN (w, h) / 2);
  if (r <= 0.001)
    {
      cairo_rectangle (cr, x, y, w, h);
      return;
    }
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
cw_render_rect_path (cairo_t      *cr,
                     const CwRect *r,
                     double        radius)
{
  cw_render_rounded_rect (cr, r->x, r->y, r->width, r->height, radius);
}

/* A four-pointed star: the "diamond star" of Sorcery. */
void
cw_render_diamond_star (cairo_t *cr,
                        double   cx,
                        double   cy,
                        double   r)
{
  double inner = r * 0.32;

  cairo_move_to (cr, cx, cy - r);
  cairo_line_to (cr, cx + inner, cy - inner);
  cairo_line_to (cr, cx + r, cy);
  cairo_line_to (cr, cx + inner, cy + inner);
  cairo_line_to (cr, cx, cy + r);
  cairo_line_to (cr, cx - inner, cy + inner);
  cairo_line_to (cr, cx - r, cy);
  cairo_line_to (cr, cx - inner, cy - inner);
  cairo_close_path (cr);
}

static void
five_point_star (cairo_t *cr,
                 double   cx,
                 double   cy,
                 double   r)
{
  for (int i = 0; i < 10; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 5;
      double radius = (i % 2 == 0) ? r : r * 0.42;
      double x = cx + radius * cos (angle), y = cy + radius * sin (angle);

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_close_path (cr);
}

/* Suit shapes in a unit box centred on (0, 0), 1 unit tall. */
static void
suit_path (cairo_t    *cr,
           const char *suit)
{
  if (g_ascii_strncasecmp (suit, "heart", 5) == 0)
    {
      cairo_move_to (cr, 0, 0.45);
      cairo_curve_to (cr, -0.15, 0.28, -0.5, 0.08, -0.5, -0.18);
      cairo_curve_to (cr, -0.5, -0.42, -0.2, -0.55, 0, -0.3);
      cairo_curve_to (cr, 0.2, -0.55, 0.5, -0.42, 0.5, -0.18);
      cairo_curve_to (cr, 0.5, 0.08, 0.15, 0.28, 0, 0.45);
      cairo_close_path (cr);
    }
  else if (g_ascii_strncasecmp (suit, "diamond", 7) == 0)
    {
      cairo_move_to (cr, 0, -0.5);
      cairo_curve_to (cr, 0.12, -0.3, 0.25, -0.15, 0.38, 0);
      cairo_curve_to (cr, 0.25, 0.15, 0.12, 0.3, 0, 0.5);
      cairo_curve_to (cr, -0.12, 0.3, -0.25, 0.15, -0.38, 0);
      cairo_curve_to (cr, -0.25, -0.15, -0.12, -0.3, 0, -0.5);
      cairo_close_path (cr);
    }
  else if (g_ascii_strncasecmp (suit, "spade", 5) == 0)
    {
      cairo_move_to (cr, 0, -0.5);
      cairo_curve_to (cr, 0.15, -0.3, 0.5, -0.1, 0.5, 0.12);
      cairo_curve_to (cr, 0.5, 0.36, 0.2, 0.42, 0.04, 0.22);
      cairo_curve_to (cr, 0.06, 0.34, 0.12, 0.44, 0.2, 0.5);
      cairo_line_to (cr, -0.2, 0.5);
      cairo_curve_to (cr, -0.12, 0.44, -0.06, 0.34, -0.04, 0.22);
      cairo_curve_to (cr, -0.2, 0.42, -0.5, 0.36, -0.5, 0.12);
      cairo_curve_to (cr, -0.5, -0.1, -0.15, -0.3, 0, -0.5);
      cairo_close_path (cr);
    }
  else /* clubs */
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, -0.25, 0.2, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, -0.24, 0.08, 0.2, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.24, 0.08, 0.2, 0, 2 * G_PI);
      cairo_move_to (cr, -0.05, 0.0);
      cairo_curve_to (cr, -0.04, 0.25, -0.1, 0.42, -0.2, 0.5);
      cairo_line_to (cr, 0.2, 0.5);
      cairo_curve_to (cr, 0.1, 0.42, 0.04, 0.25, 0.05, 0.0);
      cairo_close_path (cr);
    }
}

void
cw_render_fill_suit (cairo_t    *cr,
                     const char *suit,
                     double      cx,
                     double      cy,
                     double      size,
                     gboolean    upside_down)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  if (upside_down)
    cairo_rotate (cr, G_PI);
  cairo_scale (cr, size, size);
  suit_path (cr, suit);
  cairo_restore (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_fill (cr);
}

/* A simple emblem per kind of card for art boxes without a picture, in a unit box. */
static void
emblem_path (cairo_t    *cr,
             const char *kind)
{
  if (kind == NULL)
    kind = "";

  if (g_str_equal (kind, "character") || g_str_equal (kind, "companion"))
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.5, 0.34, 0.16, 0, 2 * G_PI);
      cairo_move_to (cr, 0.16, 0.92);
      cairo_curve_to (cr, 0.16, 0.62, 0.3, 0.54, 0.5, 0.54);
      cairo_curve_to (cr, 0.7, 0.54, 0.84, 0.62, 0.84, 0.92);
      cairo_close_path (cr);
    }
  else if (g_str_equal (kind, "location"))
    {
      cairo_move_to (cr, 0.04, 0.88);
      cairo_line_to (cr, 0.34, 0.42);
      cairo_line_to (cr, 0.5, 0.64);
      cairo_line_to (cr, 0.66, 0.3);
      cairo_line_to (cr, 0.96, 0.88);
      cairo_close_path (cr);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.2, 0.22, 0.09, 0, 2 * G_PI);
    }
  else if (g_str_equal (kind, "object") || g_str_equal (kind, "item"))
    {
      /* a cut gem */
      cairo_move_to (cr, 0.28, 0.24);
      cairo_line_to (cr, 0.72, 0.24);
      cairo_line_to (cr, 0.9, 0.44);
      cairo_line_to (cr, 0.5, 0.9);
      cairo_line_to (cr, 0.1, 0.44);
      cairo_close_path (cr);
    }
  else if (g_str_equal (kind, "effect") || g_str_equal (kind, "spell"))
    {
      cw_render_diamond_star (cr, 0.45, 0.52, 0.38);
      cw_render_diamond_star (cr, 0.8, 0.22, 0.13);
    }
  else if (g_str_equal (kind, "event"))
    {
      cairo_move_to (cr, 0.58, 0.06);
      cairo_line_to (cr, 0.24, 0.54);
      cairo_line_to (cr, 0.48, 0.54);
      cairo_line_to (cr, 0.38, 0.94);
      cairo_line_to (cr, 0.78, 0.4);
      cairo_line_to (cr, 0.54, 0.4);
      cairo_close_path (cr);
    }
  else if (g_str_equal (kind, "attack"))
    {
      cairo_move_to (cr, 0.47, 0.06);
      cairo_line_to (cr, 0.53, 0.06);
      cairo_line_to (cr, 0.55, 0.64);
      cairo_line_to (cr, 0.45, 0.64);
      cairo_close_path (cr);
      cairo_rectangle (cr, 0.3, 0.64, 0.4, 0.06);
      cairo_rectangle (cr, 0.46, 0.7, 0.08, 0.18);
    }
  else if (g_str_equal (kind, "modifier"))
    {
      /* a crown */
      cairo_move_to (cr, 0.14, 0.78);
      cairo_line_to (cr, 0.1, 0.3);
      cairo_line_to (cr, 0.32, 0.52);
      cairo_line_to (cr, 0.5, 0.2);
      cairo_line_to (cr, 0.68, 0.52);
      cairo_line_to (cr, 0.9, 0.3);
      cairo_line_to (cr, 0.86, 0.78);
      cairo_close_path (cr);
    }
  else if (g_str_equal (kind, "title") || g_str_equal (kind, "story"))
    {
      /* an open book */
      cairo_move_to (cr, 0.5, 0.3);
      cairo_curve_to (cr, 0.38, 0.22, 0.2, 0.22, 0.06, 0.28);
      cairo_line_to (cr, 0.06, 0.8);
      cairo_curve_to (cr, 0.2, 0.74, 0.38, 0.74, 0.5, 0.82);
      cairo_curve_to (cr, 0.62, 0.74, 0.8, 0.74, 0.94, 0.8);
      cairo_line_to (cr, 0.94, 0.28);
      cairo_curve_to (cr, 0.8, 0.22, 0.62, 0.22, 0.5, 0.3);
      cairo_close_path (cr);
    }
  else if (g_str_equal (kind, "blank"))
    {
      /* no emblem: the art box carries something else (the points of a Story card) */
    }
  else
    {
      cw_render_diamond_star (cr, 0.5, 0.5, 0.36);
    }
}

/* ---------------------------------------------------------------- card parts */

void
cw_render_draw_card_shape (Paint  *p,
                           CwColor fill)
{
  if (!chrome (p))
    return;
  cw_render_rounded_rect (p->cr, 0, 0, p->w, p->h, p->radius);
  set_color (p->cr, fill);
  cairo_fill (p->cr);
}

/* The frame: the card in the alignment colour with a bevel, like a metal or stone border. */
void
cw_render_draw_frame (Paint *p)
{
  cairo_t *cr = p->cr;

  cw_render_draw_card_shape (p, p->frame);
  if (!chrome (p))
    return;

  cairo_set_line_width (cr, 0.35);
  cw_render_rounded_rect (cr, 0.9, 0.9, p->w - 1.8, p->h - 1.8, MAX (0, p->radius - 0.9));
  set_color (cr, lighter (p->frame, 0.35));
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.25);
  cw_render_rounded_rect (cr, FRAME - 0.45, FRAME - 0.45, p->w - 2 * FRAME + 0.9, p->h - 2 * FRAME + 0.9,
                          1.0);
  set_color (cr, darker (p->frame, 0.35));
  cairo_stroke (cr);
}

void
cw_render_draw_panel (Paint        *p,
                      const CwRect *r,
                      CwColor       fill,
                      double        radius)
{
  cairo_t *cr = p->cr;

  if (!chrome (p))
    return;
  cw_render_rect_path (cr, r, radius);
  set_color (cr, fill);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 0.3);
  set_color (cr, darker (p->frame, 0.45));
  cairo_stroke (cr);
}

typedef struct {
  CwColor     color;
  double      r;
  const char *label;
} GemSpec;

static void
record_gem (Paint         *p,
            gconstpointer  data)
{
  const GemSpec *gem = data;
  cairo_t *cr = p->cr;
  double r = gem->r;

  cairo_new_sub_path (cr);
  cairo_arc (cr, r, r, r, 0, 2 * G_PI);
  set_color (cr, darker (gem->color, 0.45));
  cairo_fill (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, r, r, r * 0.84, 0, 2 * G_PI);
  set_color (cr, gem->color);
  cairo_fill (cr);
  /* the facet light */
  cairo_new_sub_path (cr);
  cairo_arc (cr, r - r * 0.42, r - r * 0.42, r * 0.2, 0, 2 * G_PI);
  set_color (cr, lighter (gem->color, 0.4));
  cairo_fill (cr);

  if (gem->label != NULL)
    {
      TextStyle style = cw_render_text_style (SANS_FAMILY, r * 1.15, r * 0.6, WHITE);
      CwRect box = { r * 0.2, r * 0.25, r * 1.6, r * 1.5 };

      p->mode = MODE_ALL;
      style.weight = PANGO_WEIGHT_BOLD;
      style.align = PANGO_ALIGN_CENTER;
      /* Text, so a PDF reader finds and copies the cost, Vitality and Force like the rest of
       * the card (a title wrapped beside it keeps clear of it: see cw_render_draw_title). */
      cw_render_place_text (p, -1, &style, gem->label, &box);
    }
}

/* Where a title wrapped beside a gem at cx, radius r, may start: past the widest its number can
 * be (its box is 1.6 r wide) and then 0.7 of the number's largest size (1.15 r), the reach of a
 * PDF reader's block of text. */
double
cw_render_gem_clearance (double cx,
                         double r)
{
  return cx + 0.8 * r + 0.7 * 1.15 * r + 0.1;
}

/* A round gem with a number: blue Story Point cost, red Vitality, green Magical. Each gem
 * with its number is drawn once and shown again wherever the same one appears. */
void
cw_render_draw_gem (Paint      *p,
                    double      cx,
                    double      cy,
                    double      r,
                    CwColor     color,
                    const char *label)
{
  GemSpec gem = { color, r, label };
  g_autofree char *key = NULL;

  if (!content (p))
    return;
  key = g_strdup_printf ("gem:%.3f:%.3f:%.3f:%.3f:%s", color.red, color.green, color.blue, r,
                         label ? label : "");
  cw_render_paint_surface_at (p->cr, cw_render_recorded (p, key, 2 * r, 2 * r, record_gem, &gem),
                              cx - r, cy - r);
}

void
cw_render_draw_star_gem (Paint   *p,
                         double   cx,
                         double   cy,
                         double   r,
                         CwColor  color,
                         gboolean diamond,
                         gboolean star)
{
  cw_render_draw_gem (p, cx, cy, r, color, NULL);
  if (!content (p) || !star)
    return;
  if (diamond)
    cw_render_diamond_star (p->cr, cx, cy, r * 0.68);
  else
    five_point_star (p->cr, cx, cy, r * 0.68);
  set_color (p->cr, WHITE);
  cairo_fill (p->cr);
}

/* The user's picture in the art box (content), or an emblem for the kind of card (chrome). */
void
cw_render_draw_art (Paint        *p,
                    const CwRect *box,
                    const char   *kind)
{
  cairo_t *cr = p->cr;

  if (p->image != NULL)
    {
      if (!content (p))
        return;
      cw_render_paint_image_cover (p->self, cr, p->image_folder, p->image, box, 0.8);
    }
  else
    {
      double side;

      if (!chrome (p))
        return;
      cw_render_rect_path (cr, box, 0.8);
      set_color (cr, mix (PARCHMENT, p->frame, 0.22));
      cairo_fill (cr);

      side = MIN (box->width, box->height) * 0.7;
      cairo_save (cr);
      cairo_translate (cr, box->x + (box->width - side) / 2, box->y + (box->height - side) / 2);
      cairo_scale (cr, side, side);
      emblem_path (cr, kind);
      cairo_restore (cr);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
      set_color (cr, mix (PARCHMENT, p->frame, 0.45));
      cairo_fill (cr);
    }

  cw_render_rect_path (cr, box, 0.8);
  cairo_set_line_width (cr, 0.3);
  set_color (cr, darker (p->frame, 0.45));
  cairo_stroke (cr);
}

static char *
game_monogram (CwGame *game)
{
  const char *name = cw_game_get_name (game);
  g_autofree char *folded = cw_text_fold (name ? name : "");
  g_auto(GStrv) words = g_strsplit (folded, " ", -1);

  for (guint i = 0; words[i]; i++)
    if (g_str_equal (words[i], "oz"))
      return g_strdup ("OZ");

  /* Otherwise the first letter of the first word that is not an article. */
  for (guint i = 0; words[i]; i++)
    if (*words[i] && !g_str_equal (words[i], "the") && !g_str_equal (words[i], "a"))
      return g_utf8_strup (words[i], g_utf8_next_char (words[i]) - words[i]);
  return g_strdup ("");
}

/* A faint monogram behind the game text (the Oz cards have one): outlines, not text, so it
 * is never read as words. */
static void
draw_monogram (Paint        *p,
               const CwRect *box,
               CwColor       color)
{
  g_autofree char *letters = game_monogram (p->game);
  cairo_t *cr = p->cr;
  TextStyle style = cw_render_text_style (SERIF_FAMILY, box->height * 0.8, box->height * 0.8, color);
  PangoLayout *layout;
  PangoRectangle ink;
  double scale;

  if (!chrome (p) || *letters == '\0' || box->width < 4 || box->height < 4)
    return;

  style.weight = PANGO_WEIGHT_BOLD;
  layout = cw_render_new_layout (p->self, &style, style.size);
  pango_layout_set_text (layout, letters, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  scale = MIN ((box->width - 4) * 0.8 * PANGO_SCALE / MAX (1, ink.width),
               (box->height - 4) * 0.8 * PANGO_SCALE / MAX (1, ink.height));
  cairo_save (cr);
  cairo_translate (cr, box->x + box->width / 2, box->y + box->height / 2);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -(ink.x + ink.width / 2.0) / PANGO_SCALE, -(ink.y + ink.height / 2.0) / PANGO_SCALE);
  cairo_move_to (cr, 0, 0);
  pango_cairo_layout_path (cr, layout);
  cairo_restore (cr);
  set_color (cr, color);
  cairo_fill (cr);
  g_object_unref (layout);
}

/* Card text as Pango markup, checked: text that is not valid markup prints as plain text. */
char *
cw_render_card_markup (const char *markup)
{
  g_autofree char *polished = NULL;

  if (markup == NULL)
    return NULL;
  polished = cw_render_polish_markup (markup);
  if (cw_render_markup_is_valid (polished))
    return g_steal_pointer (&polished);
  {
    g_autofree char *plain = cw_text_strip_markup (markup);
    return g_markup_escape_text (plain ? plain : markup, -1);
  }
}

void
cw_render_draw_text_box (Paint        *p,
                         const CwRect *box,
                         const char   *card_text,
                         gboolean      monogram,
                         double        size)
{
  CwRect inner = inset (box, TEXT_PADDING);
  TextStyle style = cw_render_text_style (SANS_FAMILY, size, GAME_TEXT_MIN, INK);
  g_autofree char *markup = NULL;

  cw_render_draw_panel (p, box, PAPER, 0.8);
  if (monogram)
    draw_monogram (p, box, mix (PAPER, p->frame, 0.12));

  if (p->mode == MODE_CHROME)
    return;
  markup = cw_render_card_markup (card_text);
  style.single_line = FALSE;
  style.stretch = PANGO_STRETCH_SEMI_CONDENSED;
  style.valign = 0.0;
  cw_render_place_text (p, CW_CARD_TEXT_GAME_TEXT, &style, markup, &inner);
}

/* "Name • Version" on one line; a long one on two, the version under the name, rather
 * than shrinking it out of reading. */
void
cw_render_draw_title (Paint        *p,
                      const CwRect *box,
                      CwColor       color,
                      double        size)
{
  const char *name = cw_card_get_name (p->card);
  const char *version = cw_card_get_version (p->card);
  g_autofree char *markup = NULL;
  g_autofree char *two_lines = NULL;
  TextStyle style = cw_render_text_style (SERIF_FAMILY, size, size * 0.62, color);

  if (p->mode == MODE_CHROME)
    return;

  style.alternative_below = 0.85;
  style.alternative_min = size * 0.5;
  if (version != NULL && *version != '\0')
    {
      markup = g_markup_printf_escaped ("<b>%s</b> • %s", name ? name : "", version);
      two_lines = g_markup_printf_escaped ("<b>%s</b>\n<span size=\"smaller\">• %s</span>",
                                           name ? name : "", version);
      style.alternative = two_lines;
    }
  else
    {
      /* A long name wraps onto two lines rather than shrinking out of reading. */
      markup = g_markup_printf_escaped ("<b>%s</b>", name ? name : "");
      style.alternative = markup;
      style.alternative_wraps = TRUE;
      style.alternative_below = 0.8;
    }
  /* A PDF reader (pdftotext, a viewer's search) starts a block of text at the left-most word
   * and pulls in words within 0.7 of its font size: the gem's number, left of a two-line title
   * and larger than it, would take the title's first words and split the name. Keeping the
   * wrapped title that far from the number keeps both whole. */
  if (p->title_clear_left > box->x && cw_render_text_lines (p, &style, markup, box) > 1)
    {
      CwRect clear = { p->title_clear_left, box->y, box->x + box->width - p->title_clear_left, box->height };

      cw_render_place_text (p, CW_CARD_TEXT_TITLE, &style, markup, &clear);
      return;
    }
  cw_render_place_text (p, CW_CARD_TEXT_TITLE, &style, markup, box);
}

void
cw_render_draw_band (Paint        *p,
                     const CwRect *box,
                     const char   *markup)
{
  CwRect inner = { box->x + TEXT_PADDING, box->y + 0.3, box->width - 2 * TEXT_PADDING, box->height - 0.6 };
  TextStyle style = cw_render_text_style (SANS_FAMILY, 2.3, 1.6, INK);

  style.shared = TRUE;
  cw_render_draw_panel (p, box, PARCHMENT, 0.8);
  cw_render_place_text (p, CW_CARD_TEXT_TYPE_LINE, &style, markup, &inner);
}

/* The footer line on the frame: left and right, leaving the middle free (for a gem) when asked. */
void
cw_render_draw_footer (Paint        *p,
                       const CwRect *box,
                       const char   *left,
                       const char   *right,
                       double        middle_gap)
{
  TextStyle style = cw_render_text_style (SANS_FAMILY, 2.1, 1.5, on_color (p->frame));
  g_autofree char *left_markup = left ? g_markup_escape_text (left, -1) : NULL;
  g_autofree char *right_markup = right ? g_markup_escape_text (right, -1) : NULL;
  double half = (box->width - middle_gap) / 2;
  CwRect left_box = { box->x, box->y, right ? half : box->width - (middle_gap > 0 ? half + middle_gap : 0), box->height };
  CwRect right_box = { box->x + box->width - half, box->y, half, box->height };

  if (middle_gap > 0)
    left_box.width = half;
  style.shared = TRUE;
  /* The left text is the measured footer; the right one when there is no left. */
  style.style = PANGO_STYLE_ITALIC;
  cw_render_place_text (p, left ? CW_CARD_TEXT_FOOTER : -1, &style, left_markup, &left_box);
  style.align = PANGO_ALIGN_RIGHT;
  cw_render_place_text (p, left ? -1 : CW_CARD_TEXT_FOOTER, &style, right_markup, &right_box);
}

/* The card's keyword names joined with " • ". */
char *
cw_render_keywords_line (Paint *p)
{
  const char * const *keywords = cw_card_get_keywords (p->card);
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint i = 0; keywords != NULL && keywords[i]; i++)
    {
      const CwKeyword *keyword = cw_game_find_keyword (p->game, keywords[i]);
      if (line->len)
        g_string_append (line, " • ");
      g_string_append (line, keyword ? keyword->name : keywords[i]);
    }
  return g_string_free (g_steal_pointer (&line), FALSE);
}

const char *
cw_render_type_name (Paint *p)
{
  const char *type_id = cw_card_get_card_type (p->card);
  const CwCardType *type = type_id ? cw_game_find_card_type (p->game, type_id) : NULL;

  return type ? type->name : (type_id ? type_id : "");
}

/* The game text with the note (flavour) after it in italics. */
char *
cw_render_text_with_note (CwCard *card)
{
  const char *text = cw_card_get_text (card);
  const char *note = cw_card_get_note (card);
  g_autofree char *escaped = note ? g_markup_escape_text (note, -1) : NULL;

  if (text && *text && note && *note)
    return g_strdup_printf ("%s\n<i>%s</i>", text, escaped);
  if (note && *note)
    return g_strdup_printf ("<i>%s</i>", escaped);
  return g_strdup (text ? text : "");
}

gboolean
cw_render_card_int (CwCard     *card,
                    const char *field,
                    int        *value)
{
  return cw_card_has_field (card, field) && cw_card_get_int (card, field, value);
}

/* Printed text fields the design does not place elsewhere: realm, series, film… */
char *
cw_render_footer_fields (Paint *p)
{
  g_autoptr(GString) s = g_string_new (NULL);
  GPtrArray *fields = cw_game_get_fields (p->game);

  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *def = g_ptr_array_index (fields, i);
      g_autofree char *value = NULL;

      if (def->kind != CW_FIELD_TEXT || !def->printed)
        continue;
      value = cw_card_dup_field_string (p->card, def->id);
      if (value == NULL || *value == '\0')
        continue;
      if (s->len)
        g_string_append (s, " · ");
      g_string_append (s, value);
    }
  return s->len ? g_string_free (g_steal_pointer (&s), FALSE) : NULL;
}

/* ---------------------------------------------------------------- the designs */

/* The common layout: title bar, art, type band, text box, footer; the art and the text share
 * what the height leaves, so tall and square cards keep their text readable. */
void
cw_render_standard_boxes (Paint   *p,
                          gboolean left_gem,
                          gboolean right_gem,
                          Boxes   *b)
{
  double top = FRAME + TITLE_HEIGHT + BOX_GAP;
  double footer_top = p->h - FRAME - FOOTER_HEIGHT + 0.3;
  double text_bottom = footer_top - 0.3;
  double flexible = text_bottom - top - BAND_HEIGHT - 2 * BOX_GAP;
  double text_height = MAX (flexible * 0.45, MIN (26.0, flexible * 0.6));
  double art_height = flexible - text_height;
  double left = left_gem ? 10.6 : FRAME + TEXT_PADDING;
  double right = right_gem ? p->w - 10.6 : p->w - FRAME - TEXT_PADDING;

  b->title = (CwRect) { left, FRAME + 0.35, right - left, TITLE_HEIGHT - 0.7 };
  b->art = (CwRect) { FRAME + 1.0, top, p->w - 2 * FRAME - 2.0, art_height };
  b->band = (CwRect) { FRAME, top + art_height + BOX_GAP, p->w - 2 * FRAME, BAND_HEIGHT };
  b->text = (CwRect) { FRAME, b->band.y + BAND_HEIGHT + BOX_GAP, p->w - 2 * FRAME,
                       text_bottom - (b->band.y + BAND_HEIGHT + BOX_GAP) };
  b->footer = (CwRect) { FRAME + 0.6, footer_top, p->w - 2 * FRAME - 1.2, FOOTER_HEIGHT - 0.6 };
}

void
cw_render_draw_title_bar (Paint *p)
{
  CwRect bar = { FRAME, FRAME, p->w - 2 * FRAME, TITLE_HEIGHT };
  cw_render_draw_panel (p, &bar, PARCHMENT, 1.0);
}
