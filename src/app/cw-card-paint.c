/* cw-card-paint.c: draws one card for the screen; the single place that calls the card renderer.
 *
 * With a session the print layer's renderer draws (so the screen shows what
 * prints); without one (a widget not yet given a game) a plain frame of our own. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "cw-card-paint.h"
#include "cw-card.h"
#include "cw-game.h"
#include "cw-card-renderer.h"

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   w,
                   double   h,
                   double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
set_color (cairo_t    *cr,
           const char *spec,
           const char *fallback)
{
  guint r = 0x80, g = 0x80, b = 0x80;
  const char *text = spec != NULL && spec[0] == '#' && strlen (spec) == 7 ? spec : fallback;

  if (sscanf (text, "#%02x%02x%02x", &r, &g, &b) != 3)
    r = g = b = 0x80;
  cairo_set_source_rgb (cr, r / 255.0, g / 255.0, b / 255.0);
}

static double
luminance_of (const char *spec)
{
  guint r = 0x80, g = 0x80, b = 0x80;

  if (spec == NULL || sscanf (spec, "#%02x%02x%02x", &r, &g, &b) != 3)
    return 0.5;
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255.0;
}

static void
show_text (cairo_t    *cr,
           const char *text,
           gboolean    markup,
           double      x,
           double      y,
           double      width,
           double      height,
           double      size,
           gboolean    bold,
           PangoAlignment align)
{
  PangoLayout *layout;
  PangoFontDescription *font;

  if (text == NULL || *text == '\0' || width <= 0 || height <= 0)
    return;

  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Serif");
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_height (layout, (int) (height * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, align);
  if (markup)
    pango_layout_set_markup (layout, text, -1);
  else
    pango_layout_set_text (layout, text, -1);

  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);

  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
paint_plain (cairo_t *cr,
             CwCard  *card,
             double   width,
             double   height)
{
  CwGame *game;
  const CwAlignment *alignment;
  const CwCardType *type;
  const char *frame_color;
  g_autofree char *type_line = NULL;
  g_autofree char *stat_line = NULL;
  double border, inner_x, inner_y, inner_w, inner_h, unit;
  int cost, score;

  game = cw_card_get_game (card);
  alignment = cw_card_get_alignment (card) != NULL
              ? cw_game_find_alignment (game, cw_card_get_alignment (card)) : NULL;
  type = cw_game_find_card_type (game, cw_card_get_card_type (card));
  frame_color = alignment != NULL ? alignment->color : "#6b6b6b";
  unit = width / 63.0;            /* one millimetre of a poker card */
  border = 3.0 * unit;

  cairo_save (cr);

  rounded_rectangle (cr, 0, 0, width, height, 3.0 * unit);
  set_color (cr, frame_color, "#6b6b6b");
  cairo_fill (cr);

  inner_x = border;
  inner_y = border;
  inner_w = width - 2 * border;
  inner_h = height - 2 * border;
  rounded_rectangle (cr, inner_x, inner_y, inner_w, inner_h, 1.5 * unit);
  cairo_set_source_rgb (cr, 0.98, 0.96, 0.90);
  cairo_fill (cr);

  /* Title band in the frame colour, text readable on light and dark frames alike. */
  cairo_rectangle (cr, inner_x, inner_y, inner_w, 9 * unit);
  set_color (cr, frame_color, "#6b6b6b");
  cairo_fill (cr);
  if (luminance_of (frame_color) > 0.55)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  show_text (cr, cw_card_get_name (card), FALSE, inner_x + 2 * unit, inner_y + 1.5 * unit,
             inner_w - 12 * unit, 6 * unit, 4.2 * unit, TRUE, PANGO_ALIGN_LEFT);

  if (cw_card_get_int (card, "cost", &cost))
    {
      g_autofree char *text = g_strdup_printf ("%d", cost);

      cairo_arc (cr, inner_x + inner_w - 5 * unit, inner_y + 4.5 * unit, 3.6 * unit, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.18, 0.44, 0.82);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      show_text (cr, text, FALSE, inner_x + inner_w - 9 * unit, inner_y + 2.2 * unit,
                 8 * unit, 5 * unit, 4 * unit, TRUE, PANGO_ALIGN_CENTER);
    }

  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  show_text (cr, cw_card_get_version (card), FALSE, inner_x + 2 * unit, inner_y + 10 * unit,
             inner_w - 4 * unit, 5 * unit, 3.2 * unit, FALSE, PANGO_ALIGN_LEFT);

  /* Picture area: a soft panel where the art will go. */
  cairo_rectangle (cr, inner_x + 2 * unit, inner_y + 15 * unit, inner_w - 4 * unit, 28 * unit);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.08);
  cairo_fill (cr);

  type_line = g_strjoin (" · ",
                         type != NULL ? type->name : cw_card_get_card_type (card),
                         alignment != NULL ? alignment->name : "",
                         NULL);
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  show_text (cr, type_line, FALSE, inner_x + 2 * unit, inner_y + 44 * unit,
             inner_w - 4 * unit, 5 * unit, 3 * unit, TRUE, PANGO_ALIGN_LEFT);

  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  show_text (cr, cw_card_get_text (card), TRUE, inner_x + 2 * unit, inner_y + 50 * unit,
             inner_w - 4 * unit, inner_h - 59 * unit, 2.9 * unit, FALSE, PANGO_ALIGN_LEFT);

  if (cw_card_get_int (card, "vitality", &score))
    stat_line = g_strdup_printf ("♥ %d", score);
  else if (cw_card_get_int (card, "force", &score))
    stat_line = g_strdup_printf ("⚔ %d", score);
  if (stat_line != NULL)
    {
      cairo_set_source_rgb (cr, 0.55, 0.1, 0.1);
      show_text (cr, stat_line, FALSE, inner_x + 2 * unit, inner_y + inner_h - 7 * unit,
                 inner_w - 4 * unit, 6 * unit, 4 * unit, TRUE, PANGO_ALIGN_RIGHT);
    }

  cairo_restore (cr);
}

void
cw_card_paint (CwSession *session,
               cairo_t   *cr,
               CwCard    *card,
               double     width,
               double     height)
{
  g_autofree char *folder = NULL;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (CW_IS_CARD (card));

  if (session == NULL)
    {
      paint_plain (cr, card, width, height);
      return;
    }

  folder = cw_session_dup_image_folder (session, card);
  cairo_save (cr);
  cw_card_renderer_draw (cw_session_get_renderer (session), cr, card, folder, width, height);
  cairo_restore (cr);
}

void
cw_card_paint_back (CwSession *session,
                    cairo_t   *cr,
                    double     width,
                    double     height)
{
  const CwPrintDefaults *defaults = NULL;
  double unit = width / 63.0;

  g_return_if_fail (cr != NULL);

  if (session != NULL)
    {
      cairo_save (cr);
      cw_card_renderer_draw_back (cw_session_get_renderer (session), cr, width, height);
      cairo_restore (cr);
      return;
    }

  cairo_save (cr);
  rounded_rectangle (cr, 0, 0, width, height, 3 * unit);
  set_color (cr, defaults != NULL ? defaults->back_color : NULL, "#1f5c3a");
  cairo_fill (cr);
  rounded_rectangle (cr, 4 * unit, 4 * unit, width - 8 * unit, height - 8 * unit, 2 * unit);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_set_line_width (cr, 0.8 * unit);
  cairo_stroke (cr);
  cairo_restore (cr);
}
