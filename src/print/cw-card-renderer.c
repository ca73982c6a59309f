/* cw-card-renderer.c: draws one card (or a back) at any scale onto any cairo_t: the screen preview and the print. */
#include "cw-card-renderer.h"

#include <math.h>
#include <string.h>
#include <pango/pangocairo.h>
#ifdef HAVE_GDK_PIXBUF
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif

#include "cw-card.h"
#include "cw-game.h"
#include "cw-text.h"

/* Every card is designed 63.5 units wide (a poker card in mm) and scaled to the size asked
 * for; the height follows the aspect ratio, so text sizes mean the same at every scale. */
#define DESIGN_WIDTH 63.5
#define FRAME 3.0
#define TITLE_HEIGHT 7.6
#define BAND_HEIGHT 5.2
#define FOOTER_HEIGHT 4.6
#define BOX_GAP 0.8
#define TEXT_PADDING 1.5

/* DejaVu ships with Debian and the GNOME runtime; Pango falls back to Sans/Serif elsewhere. */
#define SERIF_FAMILY "DejaVu Serif,Serif"
#define SANS_FAMILY "DejaVu Sans,Sans"

#define GAME_TEXT_SIZE 2.55
#define GAME_TEXT_MIN 1.75      /* about 5 pt on a poker card: the smallest size still comfortable to read */
#define IMAGE_CACHE_MAX 24      /* decoded images kept; a PDF still stores each once (unique id) */

struct _CwCardRenderer
{
  GObject       parent_instance;

  CwGame       *game;
  gboolean      rounded;
  char         *back_image;
  PangoFontMap *font_map;
  PangoContext *context;
  GHashTable   *images;         /* "v:path" / "p:path" → cairo_surface_t* (NULL: could not load) */
  GHashTable   *recordings;     /* key → cairo_surface_t* recording */
};

G_DEFINE_FINAL_TYPE (CwCardRenderer, cw_card_renderer, G_TYPE_OBJECT)

/* ---------------------------------------------------------------- colours */

static const CwColor INK = { 0.12, 0.10, 0.08 };
static const CwColor PARCHMENT = { 0.965, 0.937, 0.863 };
static const CwColor PAPER = { 0.988, 0.976, 0.937 };
static const CwColor WHITE = { 1, 1, 1 };
static const CwColor GEM_BLUE = { 0.184, 0.435, 0.816 };
static const CwColor GEM_RED = { 0.753, 0.224, 0.169 };
static const CwColor GEM_GREEN = { 0.180, 0.620, 0.310 };
static const CwColor GEM_GOLD = { 0.831, 0.627, 0.090 };
static const CwColor DEFAULT_FRAME = { 0.43, 0.47, 0.52 };

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

static CwColor
mix (CwColor a,
     CwColor b,
     double  t)
{
  return (CwColor) {
    a.red + (b.red - a.red) * t,
    a.green + (b.green - a.green) * t,
    a.blue + (b.blue - a.blue) * t,
  };
}

static double
luminance (CwColor c)
{
  return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;
}

static CwColor
darker (CwColor c,
        double  amount)
{
  return mix (c, (CwColor) { 0, 0, 0 }, amount);
}

static CwColor
lighter (CwColor c,
         double  amount)
{
  return mix (c, WHITE, amount);
}

/* Text that reads on this colour: near-white on dark frames, ink on light ones. */
static CwColor
on_color (CwColor c)
{
  return luminance (c) < 0.45 ? (CwColor) { 0.97, 0.95, 0.90 } : INK;
}

static void
set_color (cairo_t *cr,
           CwColor  c)
{
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
}

/* ---------------------------------------------------------------- paths */

static void
rounded_rect (cairo_t *cr,
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

static void
rect_path (cairo_t      *cr,
           const CwRect *r,
           double        radius)
{
  rounded_rect (cr, r->x, r->y, r->width, r->height, radius);
}

/* A four-pointed star: the "diamond star" of Sorcery. */
static void
diamond_star (cairo_t *cr,
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

static void
fill_suit (cairo_t    *cr,
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
      diamond_star (cr, 0.45, 0.52, 0.38);
      diamond_star (cr, 0.8, 0.22, 0.13);
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
      diamond_star (cr, 0.5, 0.5, 0.36);
    }
}

/* ---------------------------------------------------------------- images */

static gboolean
jpeg_size (const guchar *data,
           gsize         length,
           int          *width,
           int          *height)
{
  gsize i = 2;

  if (length < 4 || data[0] != 0xFF || data[1] != 0xD8)
    return FALSE;

  while (i + 4 <= length)
    {
      guint marker, segment;

      if (data[i] != 0xFF)
        return FALSE;
      marker = data[i + 1];
      if (marker == 0xFF)
        {
          i++;
          continue;
        }
      if (marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7))
        {
          i += 2;
          continue;
        }
      segment = (data[i + 2] << 8) | data[i + 3];
      /* SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC). */
      if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC)
        {
          if (i + 9 > length)
            return FALSE;
          *height = (data[i + 5] << 8) | data[i + 6];
          *width = (data[i + 7] << 8) | data[i + 8];
          return *width > 0 && *height > 0;
        }
      i += 2 + segment;
    }
  return FALSE;
}

#ifdef HAVE_GDK_PIXBUF
static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf)
{
  int width = gdk_pixbuf_get_width (pixbuf);
  int height = gdk_pixbuf_get_height (pixbuf);
  int channels = gdk_pixbuf_get_n_channels (pixbuf);
  int src_stride = gdk_pixbuf_get_rowstride (pixbuf);
  const guchar *src = gdk_pixbuf_read_pixels (pixbuf);
  gboolean alpha = gdk_pixbuf_get_has_alpha (pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create (alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                         width, height);
  guchar *dst = cairo_image_surface_get_data (surface);
  int dst_stride = cairo_image_surface_get_stride (surface);

  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    {
      const guchar *s = src + y * src_stride;
      guint32 *d = (guint32 *) (void *) (dst + y * dst_stride);

      for (int x = 0; x < width; x++, s += channels)
        {
          guint a = alpha ? s[3] : 255;
          guint r = s[0] * a / 255, g = s[1] * a / 255, b = s[2] * a / 255;
          d[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
  cairo_surface_mark_dirty (surface);
  return surface;
}
#endif

/* For vector targets (PDF, SVG, PS) a JPEG goes in as it is: the surface only carries its
 * size and the file's bytes; the pixels are never looked at. Other targets need the pixels. */
static cairo_surface_t *
load_image (CwCardRenderer *self,
            const char     *path,
            gboolean        vector_target)
{
  g_autofree char *key = g_strconcat (vector_target ? "v:" : "p:", path, NULL);
  cairo_surface_t *surface = NULL;
  gpointer cached;
  g_autofree guchar *data = NULL;
  gsize length = 0;
  int width, height;

  if (g_hash_table_lookup_extended (self->images, key, NULL, &cached))
    return cached;

  if (g_hash_table_size (self->images) >= IMAGE_CACHE_MAX)
    g_hash_table_remove_all (self->images);

  if (!g_file_get_contents (path, (char **) &data, &length, NULL))
    {
      g_hash_table_insert (self->images, g_steal_pointer (&key), NULL);
      return NULL;
    }

  if (jpeg_size (data, length, &width, &height))
    {
      if (vector_target)
        {
          surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
          if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS)
            cairo_surface_set_mime_data (surface, CAIRO_MIME_TYPE_JPEG, data, length,
                                         g_free, data);
          data = NULL;
        }
#ifdef HAVE_GDK_PIXBUF
      else
        {
          /* Named by type: sniffing the format needs the MIME database, which a sandbox or
           * a test's isolated folders may not have. */
          g_autoptr(GdkPixbufLoader) loader = gdk_pixbuf_loader_new_with_type ("jpeg", NULL);

          if (loader != NULL)
            {
              gboolean written = gdk_pixbuf_loader_write (loader, data, length, NULL);
              /* Closed in any case: a loader left open warns when it is freed. */
              gboolean closed = gdk_pixbuf_loader_close (loader, NULL);

              if (written && closed && gdk_pixbuf_loader_get_pixbuf (loader) != NULL)
                surface = surface_from_pixbuf (gdk_pixbuf_loader_get_pixbuf (loader));
            }
        }
#endif
    }
  else if (length > 8 && memcmp (data, "\x89PNG", 4) == 0)
    {
      surface = cairo_image_surface_create_from_png (path);
    }
#ifdef HAVE_GDK_PIXBUF
  else
    {
      g_autoptr(GdkPixbuf) pixbuf = gdk_pixbuf_new_from_file (path, NULL);
      if (pixbuf != NULL)
        surface = surface_from_pixbuf (pixbuf);
    }
#endif

  if (surface != NULL && cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    g_clear_pointer (&surface, cairo_surface_destroy);

  if (surface != NULL)
    {
      /* The same picture on a thousand cards is stored once in the PDF, even after this
       * cache has let it go and loaded it again. */
      char *unique_id = g_strdup (path);
      cairo_surface_set_mime_data (surface, CAIRO_MIME_TYPE_UNIQUE_ID,
                                   (const guchar *) unique_id, strlen (unique_id),
                                   g_free, unique_id);
    }

  g_hash_table_insert (self->images, g_steal_pointer (&key), surface);
  return surface;
}

static gboolean
is_vector_target (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Paints the image over box, covering it (cropped, never stretched). vector: the drawing
 * ends up in a PDF (directly or through a recording), so a JPEG goes in as it is. */
static gboolean
paint_image_cover_for (CwCardRenderer *self,
                       cairo_t        *cr,
                       const char     *path,
                       const CwRect   *box,
                       double          radius,
                       gboolean        vector)
{
  cairo_surface_t *image = load_image (self, path, vector);
  double iw, ih, scale;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;

  if (image == NULL)
    return FALSE;

  iw = cairo_image_surface_get_width (image);
  ih = cairo_image_surface_get_height (image);
  if (iw <= 0 || ih <= 0)
    return FALSE;
  scale = MAX (box->width / iw, box->height / ih);

  cairo_save (cr);
  rect_path (cr, box, radius);
  cairo_clip (cr);
  pattern = cairo_pattern_create_for_surface (image);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_GOOD);
  cairo_matrix_init_translate (&matrix,
                               box->x + (box->width - iw * scale) / 2,
                               box->y + (box->height - ih * scale) / 2);
  cairo_matrix_scale (&matrix, scale, scale);
  cairo_matrix_invert (&matrix);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);
  cairo_restore (cr);
  return TRUE;
}

static gboolean
paint_image_cover (CwCardRenderer *self,
                   cairo_t        *cr,
                   const char     *path,
                   const CwRect   *box,
                   double          radius)
{
  return paint_image_cover_for (self, cr, path, box, radius, is_vector_target (cr));
}

/* ---------------------------------------------------------------- text */

typedef struct {
  const char   *family;
  PangoWeight   weight;
  PangoStyle    style;
  PangoStretch  stretch;
  double        size;           /* design units */
  double        min_size;
  PangoAlignment align;
  double        valign;         /* 0 top, 0.5 middle, 1 bottom */
  gboolean      single_line;
  gboolean      outline;        /* drawn as shapes, not text: numbers on gems */
  gboolean      shared;         /* the same words recur on many cards: lay out and record once */
  CwColor       color;
  /* For one line that would have to shrink below alternative_below × size: this markup
   * instead (wrapped if alternative_wraps), down to alternative_min. */
  const char   *alternative;
  gboolean      alternative_wraps;
  double        alternative_below;
  double        alternative_min;
} TextStyle;

/* A card is drawn in two passes: the chrome (frame, panels, emblem: the same on every card
 * of a kind) is recorded once and shown again on every such card, so a PDF holds it once;
 * then the content (texts, gems, picture) of this card. */
typedef enum {
  MODE_ALL,
  MODE_CHROME,
  MODE_CONTENT,
} PaintMode;

typedef struct {
  CwCardRenderer *self;
  cairo_t        *cr;           /* NULL: lay out only */
  CwCard         *card;
  CwGame         *game;
  const char     *image_folder;
  char           *image_path;   /* the card's picture, when it loads */
  double          w, h;         /* design units */
  double          unit;         /* caller units per design unit */
  double          radius;
  CwColor         frame;
  PaintMode       mode;
  CwCardTextPart  wanted;
  CwCardTextInfo *info;
} Paint;

/* Whether to draw the parts common to all cards of a kind, or this card's own. */
static gboolean
chrome (Paint *p)
{
  return p->cr != NULL && p->mode != MODE_CONTENT;
}

static gboolean
content (Paint *p)
{
  return p->cr != NULL && p->mode != MODE_CHROME;
}

static PangoLayout *
new_layout (CwCardRenderer  *self,
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

static gboolean
markup_is_valid (const char *markup)
{
  return pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, NULL);
}

/* Card text as Pango markup: "&lt;=" reads better as "≤" on a card. */
static char *
polish_markup (const char *markup)
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
  PangoLayout *layout = new_layout (self, style, size);

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
          double          *fitted)
{
  PangoLayout *layout;

  if (single_line)
    {
      PangoLayout *natural = layout_at (p->self, style, markup, size, -1);
      PangoRectangle logical = logical_extents (natural);
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

/* Lays markup out in box: at the style's size if it fits, else the largest size down to the
 * minimum that fits, else the minimum with the end cut by an ellipsis. Never outside box:
 * the inked glyphs are checked too, once, at the end. */
typedef void (*RecordFunc) (Paint *p, gconstpointer data);

/* Draws func once into a recording kept under key, and returns it. */
static cairo_surface_t *
recorded (Paint         *p,
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

static void
paint_surface_at (cairo_t         *cr,
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

static void place_text (Paint *p, int part, const TextStyle *style, const char *markup, const CwRect *box);

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
  place_text (p, -1, &style, text->markup, &text->box);
}

static void
place_text (Paint           *p,
            int              part,
            const TextStyle *style,
            const char      *markup,
            const CwRect    *box)
{
  PangoLayout *layout = NULL;
  PangoRectangle ink, logical, all;
  double size = style->size, min_size = MIN (style->min_size, style->size);
  double x, y, dx;
  gboolean ellipsized, single_line = style->single_line;

  if (p->mode == MODE_CHROME)
    return;
  if (markup == NULL || *markup == '\0' || box->width <= 0 || box->height <= 0)
    return;

  /* A type line or realm that many cards share: laid out once, shown again (and held once
   * in a PDF). Measuring still lays it out, so the numbers are the same. */
  if (style->shared && content (p) && p->info == NULL)
    {
      SharedText text = { style, markup, { 0, 0, box->width, box->height } };
      g_autofree char *key = g_strdup_printf ("text:%s:%d:%d:%d:%.3f:%.3f:%d:%.2f:%d:%d:%.3f:%.3f:%.3f:%.4f:%.4f:%s",
                                              style->family, style->weight, style->style, style->stretch,
                                              style->size, style->min_size, style->align, style->valign,
                                              style->single_line, style->outline,
                                              style->color.red, style->color.green, style->color.blue,
                                              box->width, box->height, markup);

      paint_surface_at (p->cr, recorded (p, key, box->width, box->height, record_shared_text, &text),
                        box->x, box->y);
      return;
    }

  if (single_line && style->alternative != NULL)
    {
      PangoLayout *natural = layout_at (p->self, style, markup, size, -1);
      PangoRectangle extents = logical_extents (natural);
      double fw = box->width * PANGO_SCALE / MAX (1, extents.width);
      double fh = box->height * PANGO_SCALE / MAX (1, extents.height);

      g_object_unref (natural);
      if (MIN (fw, fh) < style->alternative_below)
        {
          /* Too long for one line at a good size: the other way to set it. */
          markup = style->alternative;
          min_size = MIN (style->alternative_min, size);
          single_line = !style->alternative_wraps;
        }
    }

  layout = fit_text (p, style, markup, size, min_size, single_line, box, &size);

  /* An italic or a "J" may ink a little outside its line box: shrink a step or two more
   * when the ink would not fit. */
  all = covered (layout, &ink, &logical);
  for (int tries = 0;
       tries < 4 && (all.height > box->height * PANGO_SCALE || all.width > box->width * PANGO_SCALE) &&
       size - SIZE_STEP >= min_size - 1e-9;
       tries++)
    {
      size = snap_size (size * 0.97);
      g_object_unref (layout);
      layout = fit_text (p, style, markup, size, MIN (min_size, size), single_line, box, &size);
      all = covered (layout, &ink, &logical);
    }
  ellipsized = pango_layout_is_ellipsized (layout);

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
      to_rect (&logical, x, y, p->unit, &p->info->logical);
      to_rect (&ink, x, y, p->unit, &p->info->ink);
      p->info->font_size = size * p->unit;
      p->info->nominal_size = style->size * p->unit;
      p->info->minimum_size = min_size * p->unit;
      p->info->ellipsized = ellipsized;
      p->info->lines = pango_layout_get_line_count (layout);
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
          pango_cairo_layout_path (p->cr, layout);
          cairo_fill (p->cr);
        }
      else
        {
          pango_cairo_show_layout (p->cr, layout);
        }
      cairo_restore (p->cr);
    }

  g_object_unref (layout);
}

static TextStyle
text_style (const char *family,
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

/* ---------------------------------------------------------------- card parts */

static CwRect
inset (const CwRect *r,
       double        d)
{
  return (CwRect) { r->x + d, r->y + d, r->width - 2 * d, r->height - 2 * d };
}

static void
draw_card_shape (Paint  *p,
                 CwColor fill)
{
  if (!chrome (p))
    return;
  rounded_rect (p->cr, 0, 0, p->w, p->h, p->radius);
  set_color (p->cr, fill);
  cairo_fill (p->cr);
}

/* The frame: the card in the alignment colour with a bevel, like a metal or stone border. */
static void
draw_frame (Paint *p)
{
  cairo_t *cr = p->cr;

  draw_card_shape (p, p->frame);
  if (!chrome (p))
    return;

  cairo_set_line_width (cr, 0.35);
  rounded_rect (cr, 0.9, 0.9, p->w - 1.8, p->h - 1.8, MAX (0, p->radius - 0.9));
  set_color (cr, lighter (p->frame, 0.35));
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.25);
  rounded_rect (cr, FRAME - 0.45, FRAME - 0.45, p->w - 2 * FRAME + 0.9, p->h - 2 * FRAME + 0.9, 1.0);
  set_color (cr, darker (p->frame, 0.35));
  cairo_stroke (cr);
}

static void
draw_panel (Paint        *p,
            const CwRect *r,
            CwColor       fill,
            double        radius)
{
  cairo_t *cr = p->cr;

  if (!chrome (p))
    return;
  rect_path (cr, r, radius);
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
      TextStyle style = text_style (SANS_FAMILY, r * 1.15, r * 0.6, WHITE);
      CwRect box = { r * 0.2, r * 0.25, r * 1.6, r * 1.5 };

      p->mode = MODE_ALL;
      style.weight = PANGO_WEIGHT_BOLD;
      style.align = PANGO_ALIGN_CENTER;
      /* Shapes, not text: a number beside a title would break the title's words apart
       * for a PDF reader searching or copying it. */
      style.outline = TRUE;
      place_text (p, -1, &style, gem->label, &box);
    }
}

/* A round gem with a number: blue Story Point cost, red Vitality, green Magical. Each gem
 * with its number is drawn once and shown again wherever the same one appears. */
static void
draw_gem (Paint      *p,
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
  paint_surface_at (p->cr, recorded (p, key, 2 * r, 2 * r, record_gem, &gem), cx - r, cy - r);
}

static void
draw_star_gem (Paint   *p,
               double   cx,
               double   cy,
               double   r,
               CwColor  color,
               gboolean diamond,
               gboolean star)
{
  draw_gem (p, cx, cy, r, color, NULL);
  if (!content (p) || !star)
    return;
  if (diamond)
    diamond_star (p->cr, cx, cy, r * 0.68);
  else
    five_point_star (p->cr, cx, cy, r * 0.68);
  set_color (p->cr, WHITE);
  cairo_fill (p->cr);
}

/* The user's picture in the art box (content), or an emblem for the kind of card (chrome). */
static void
draw_art (Paint        *p,
          const CwRect *box,
          const char   *kind)
{
  cairo_t *cr = p->cr;

  if (p->image_path != NULL)
    {
      if (!content (p))
        return;
      paint_image_cover (p->self, cr, p->image_path, box, 0.8);
    }
  else
    {
      double side;

      if (!chrome (p))
        return;
      rect_path (cr, box, 0.8);
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

  rect_path (cr, box, 0.8);
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
  TextStyle style = text_style (SERIF_FAMILY, box->height * 0.8, box->height * 0.8, color);
  PangoLayout *layout;
  PangoRectangle ink;
  double scale;

  if (!chrome (p) || *letters == '\0' || box->width < 4 || box->height < 4)
    return;

  style.weight = PANGO_WEIGHT_BOLD;
  layout = new_layout (p->self, &style, style.size);
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
static char *
card_markup (const char *markup)
{
  g_autofree char *polished = NULL;

  if (markup == NULL)
    return NULL;
  polished = polish_markup (markup);
  if (markup_is_valid (polished))
    return g_steal_pointer (&polished);
  {
    g_autofree char *plain = cw_text_strip_markup (markup);
    return g_markup_escape_text (plain ? plain : markup, -1);
  }
}

static void
draw_text_box (Paint        *p,
               const CwRect *box,
               const char   *card_text,
               gboolean      monogram,
               double        size)
{
  CwRect inner = inset (box, TEXT_PADDING);
  TextStyle style = text_style (SANS_FAMILY, size, GAME_TEXT_MIN, INK);
  g_autofree char *markup = NULL;

  draw_panel (p, box, PAPER, 0.8);
  if (monogram)
    draw_monogram (p, box, mix (PAPER, p->frame, 0.12));

  if (p->mode == MODE_CHROME)
    return;
  markup = card_markup (card_text);
  style.single_line = FALSE;
  style.stretch = PANGO_STRETCH_SEMI_CONDENSED;
  style.valign = 0.0;
  place_text (p, CW_CARD_TEXT_GAME_TEXT, &style, markup, &inner);
}

/* "Name • Version" on one line; a long one on two, the version under the name, rather
 * than shrinking it out of reading. */
static void
draw_title (Paint        *p,
            const CwRect *box,
            CwColor       color,
            double        size)
{
  const char *name = cw_card_get_name (p->card);
  const char *version = cw_card_get_version (p->card);
  g_autofree char *markup = NULL;
  g_autofree char *two_lines = NULL;
  TextStyle style = text_style (SERIF_FAMILY, size, size * 0.62, color);

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
  place_text (p, CW_CARD_TEXT_TITLE, &style, markup, box);
}

static void
draw_band (Paint        *p,
           const CwRect *box,
           const char   *markup)
{
  CwRect inner = { box->x + TEXT_PADDING, box->y + 0.3, box->width - 2 * TEXT_PADDING, box->height - 0.6 };
  TextStyle style = text_style (SANS_FAMILY, 2.3, 1.6, INK);

  style.shared = TRUE;
  draw_panel (p, box, PARCHMENT, 0.8);
  place_text (p, CW_CARD_TEXT_TYPE_LINE, &style, markup, &inner);
}

/* The footer line on the frame: left and right, leaving the middle free (for a gem) when asked. */
static void
draw_footer (Paint        *p,
             const CwRect *box,
             const char   *left,
             const char   *right,
             double        middle_gap)
{
  TextStyle style = text_style (SANS_FAMILY, 2.1, 1.5, on_color (p->frame));
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
  place_text (p, left ? CW_CARD_TEXT_FOOTER : -1, &style, left_markup, &left_box);
  style.align = PANGO_ALIGN_RIGHT;
  place_text (p, left ? -1 : CW_CARD_TEXT_FOOTER, &style, right_markup, &right_box);
}

/* The card's keyword names joined with " • ". */
static char *
keywords_line (Paint *p)
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

static const char *
type_name (Paint *p)
{
  const char *type_id = cw_card_get_card_type (p->card);
  const CwCardType *type = type_id ? cw_game_find_card_type (p->game, type_id) : NULL;

  return type ? type->name : (type_id ? type_id : "");
}

/* The game text with the note (flavour) after it in italics. */
static char *
text_with_note (CwCard *card)
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

static gboolean
card_int (CwCard     *card,
          const char *field,
          int        *value)
{
  return cw_card_has_field (card, field) && cw_card_get_int (card, field, value);
}

/* Printed text fields the design does not place elsewhere: realm, series, film… */
static char *
footer_fields (Paint *p)
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

typedef struct {
  CwRect title;
  CwRect art;
  CwRect band;
  CwRect text;
  CwRect footer;
} Boxes;

/* The common layout: title bar, art, type band, text box, footer; the art and the text share
 * what the height leaves, so tall and square cards keep their text readable. */
static void
standard_boxes (Paint   *p,
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

static void
draw_title_bar (Paint *p)
{
  CwRect bar = { FRAME, FRAME, p->w - 2 * FRAME, TITLE_HEIGHT };
  draw_panel (p, &bar, PARCHMENT, 1.0);
}

/* A water mark: waves in a blue disc, for Water Locations. */
static void
draw_water_mark (Paint  *p,
                 double  cx,
                 double  cy,
                 double  r)
{
  cairo_t *cr = p->cr;

  if (!content (p))
    return;
  draw_gem (p, cx, cy, r, GEM_BLUE, NULL);
  cairo_set_line_width (cr, r * 0.16);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  set_color (cr, WHITE);
  for (int i = -1; i <= 1; i += 2)
    {
      double y = cy + i * r * 0.25;
      cairo_move_to (cr, cx - r * 0.55, y);
      cairo_curve_to (cr, cx - r * 0.3, y - r * 0.25, cx - r * 0.1, y + r * 0.25, cx, y);
      cairo_curve_to (cr, cx + r * 0.1, y - r * 0.25, cx + r * 0.3, y + r * 0.25, cx + r * 0.55, y);
    }
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

/* A Location's cost to enter or leave: a small blue gem and the word, on a parchment tab. */
#define MOVE_GEM 2.9
#define MOVE_LABEL 9.0
#define MOVE_WIDTH (2 * MOVE_GEM + MOVE_LABEL + 0.4)

typedef struct {
  int      cost;
  gboolean enter;
} MoveSpec;

static void
record_move_cost (Paint         *p,
                  gconstpointer  data)
{
  const MoveSpec *move = data;
  g_autofree char *number = g_strdup_printf ("%d", move->cost);
  TextStyle style = text_style (SANS_FAMILY, 1.7, 1.3, INK);
  double gem_x = move->enter ? MOVE_GEM : MOVE_WIDTH - MOVE_GEM;
  CwRect label = { move->enter ? 2 * MOVE_GEM + 0.5 : 0.4, MOVE_GEM - 1.3, MOVE_LABEL - 0.5, 2.6 };
  CwRect pill = { move->enter ? MOVE_GEM : 0.0, label.y, MOVE_LABEL + MOVE_GEM + 0.4, label.height };

  p->mode = MODE_ALL;
  rect_path (p->cr, &pill, 1.2);
  set_color (p->cr, PARCHMENT);
  cairo_fill (p->cr);
  draw_gem (p, gem_x, MOVE_GEM, MOVE_GEM, GEM_BLUE, number);
  style.weight = PANGO_WEIGHT_BOLD;
  style.align = move->enter ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT;
  place_text (p, -1, &style, move->enter ? "ENTER ▸" : "◂ LEAVE", &label);
}

/* cx, cy: the centre of the gem. */
static void
draw_move_cost (Paint      *p,
                double      cx,
                double      cy,
                int         cost,
                gboolean    enter)
{
  MoveSpec move = { cost, enter };
  g_autofree char *key = g_strdup_printf ("move:%d:%d", cost, enter);

  if (!content (p))
    return;
  paint_surface_at (p->cr, recorded (p, key, MOVE_WIDTH, 2 * MOVE_GEM, record_move_cost, &move),
                    enter ? cx - MOVE_GEM : cx + MOVE_GEM - MOVE_WIDTH, cy - MOVE_GEM);
}

/* A Storyline Title card: the book's title large on a page; its back reads "The End". */
static void
draw_storyline_title_card (Paint *p)
{
  CwRect panel = { FRAME, FRAME, p->w - 2 * FRAME, p->h - 2 * FRAME - FOOTER_HEIGHT };
  CwRect inner = inset (&panel, 1.2);
  gboolean art = p->image_path != NULL;
  double title_top = art ? 0.44 : 0.12, title_height = art ? 0.2 : 0.36;
  CwRect art_box = { inner.x + 2, inner.y + 2, inner.width - 4, inner.height * 0.4 - 2 };
  CwRect title_box = { inner.x + 2, inner.y + inner.height * title_top, inner.width - 4, inner.height * title_height };
  double rule_y = inner.y + inner.height * (title_top + title_height + 0.03);
  CwRect text = { inner.x + 2, rule_y + 2.5, inner.width - 4, inner.y + inner.height - 1.5 - (rule_y + 2.5) };
  CwRect footer = { FRAME + 0.6, p->h - FRAME - FOOTER_HEIGHT + 0.3, p->w - 2 * FRAME - 1.2, FOOTER_HEIGHT - 0.6 };
  TextStyle style = text_style (SERIF_FAMILY, 5.6, 3.0, INK);
  const char *name = cw_card_get_name (p->card);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", name ? name : "");
  g_autofree char *body = NULL;
  g_autofree char *fields = footer_fields (p);

  draw_frame (p);
  draw_panel (p, &panel, PARCHMENT, 1.2);
  if (chrome (p))
    {
      rect_path (p->cr, &inner, 0.8);
      cairo_set_line_width (p->cr, 0.25);
      set_color (p->cr, darker (p->frame, 0.3));
      cairo_stroke (p->cr);
      /* a rule with a star under the title */
      cairo_move_to (p->cr, panel.x + panel.width * 0.22, rule_y);
      cairo_line_to (p->cr, panel.x + panel.width * 0.78, rule_y);
      cairo_set_line_width (p->cr, 0.3);
      cairo_stroke (p->cr);
      diamond_star (p->cr, panel.x + panel.width / 2, rule_y, 1.3);
      set_color (p->cr, p->frame);
      cairo_fill (p->cr);
    }
  if (art)
    draw_art (p, &art_box, "title");

  style.single_line = FALSE;
  style.align = PANGO_ALIGN_CENTER;
  place_text (p, CW_CARD_TEXT_TITLE, &style, markup, &title_box);

  if (p->mode != MODE_CHROME)
    {
      g_autofree char *raw = text_with_note (p->card);
      body = card_markup (raw);
    }
  style = text_style (SANS_FAMILY, GAME_TEXT_SIZE, GAME_TEXT_MIN, INK);
  style.single_line = FALSE;
  style.align = PANGO_ALIGN_CENTER;
  style.valign = 0.0;
  style.stretch = PANGO_STRETCH_SEMI_CONDENSED;
  place_text (p, CW_CARD_TEXT_GAME_TEXT, &style, body, &text);

  draw_footer (p, &footer, fields, type_name (p), 0);
}

static void
draw_storyline (Paint *p)
{
  CwCard *card = p->card;
  const char *type_id = cw_card_get_card_type (card);
  gboolean location = g_strcmp0 (type_id, "location") == 0;
  int cost = 0, vitality = 0, enter = 0, leave = 0;
  gboolean has_cost = card_int (card, "cost", &cost);
  gboolean has_vitality = card_int (card, "vitality", &vitality);
  gboolean magical = cw_card_get_bool (card, "magical") || cw_card_has_keyword (card, "magical");
  gboolean sorcery = cw_card_get_bool (card, "sorcery");
  const CwFieldDef *magical_def = cw_game_find_field (p->game, "magical");
  /* A game may mark Magical with a gold star instead of the green gem (the Disney cards do). */
  gboolean gold_star = magical_def && magical_def->name && strstr (magical_def->name, "gold");
  Boxes b;

  if (g_strcmp0 (type_id, "title") == 0)
    {
      draw_storyline_title_card (p);
      return;
    }

  standard_boxes (p, has_cost, has_vitality, &b);
  draw_frame (p);
  draw_title_bar (p);
  draw_art (p, &b.art, type_id);
  draw_text_box (p, &b.text, NULL, TRUE, GAME_TEXT_SIZE);
  draw_band (p, &b.band, NULL);
  if (p->mode == MODE_CHROME)
    return;

  draw_title (p, &b.title, INK, 3.3);

  {
    g_autofree char *keywords = keywords_line (p);
    g_autoptr(GString) extra = g_string_new (keywords);
    g_autofree char *band = NULL;
    g_autofree char *escaped = NULL;

    if (location)
      {
        if (card_int (card, "enter_cost", &enter) && enter > 0)
          draw_move_cost (p, b.art.x + 3.8, b.art.y + b.art.height - 3.8, enter, TRUE);
        if (card_int (card, "leave_cost", &leave) && leave > 0)
          draw_move_cost (p, b.art.x + b.art.width - 3.8, b.art.y + b.art.height - 3.8, leave, FALSE);
        if (cw_card_get_bool (card, "water"))
          {
            draw_water_mark (p, b.art.x + b.art.width - 4.0, b.art.y + 4.0, 3.0);
            g_string_append_printf (extra, "%sWater", extra->len ? " • " : "");
          }
        if (cw_card_get_bool (card, "requires_swimming"))
          g_string_append_printf (extra, "%sRequires Swimming", extra->len ? " • " : "");
      }

    escaped = g_markup_escape_text (extra->str, -1);
    band = extra->len ? g_markup_printf_escaped ("<b>%s</b> — ", type_name (p))
                      : g_markup_printf_escaped ("<b>%s</b>", type_name (p));
    {
      g_autofree char *full = g_strconcat (band, escaped, NULL);
      draw_band (p, &b.band, full);
    }
  }

  {
    g_autofree char *body = text_with_note (card);

    /* A Location says its costs in words too, in italics, as a reminder. */
    if (location && (enter > 0 || leave > 0))
      {
        g_autofree char *reminder = NULL;

        if (enter > 0 && leave > 0)
          reminder = g_strdup_printf ("Entering costs %d SP; leaving costs %d SP.", enter, leave);
        else if (enter > 0)
          reminder = g_strdup_printf ("Entering costs %d SP.", enter);
        else
          reminder = g_strdup_printf ("Leaving costs %d SP.", leave);
        {
          char *joined = g_strdup_printf ("%s%s<i>%s</i>", body, *body ? "\n" : "", reminder);
          g_free (body);
          body = joined;
        }
      }
    draw_text_box (p, &b.text, body, TRUE, GAME_TEXT_SIZE);
  }

  if (has_cost)
    {
      g_autofree char *label = g_strdup_printf ("%d", cost);
      draw_gem (p, FRAME + 3.3, FRAME + 3.8, 3.9, GEM_BLUE, label);
    }
  if (has_vitality)
    {
      g_autofree char *label = g_strdup_printf ("%d", vitality);
      draw_gem (p, p->w - FRAME - 3.3, FRAME + 3.8, 3.9, GEM_RED, label);
    }

  {
    g_autofree char *fields = footer_fields (p);

    if (magical || sorcery)
      {
        /* At the foot of the text box, between the realm and the series. */
        draw_star_gem (p, p->w / 2, b.text.y + b.text.height + 0.4, 3.0,
                       gold_star ? GEM_GOLD : GEM_GREEN, sorcery, sorcery || gold_star);
        draw_footer (p, &b.footer, fields, NULL, 7.6);
      }
    else
      {
        draw_footer (p, &b.footer, fields, NULL, 0);
      }
  }
}

/* Good against Evil: the type codes of the list ("CUW"), Force, and the note in words. */
static const struct {
  const char *code;
  const char *words;
} duel_abbreviations[] = {
  { "FGM", "Fellow Group Members" },
  { "CAL", "Characters assigned to this Location" },
  { "CAC", "Characters attacking Characters at this Location" },
  { "UBA", "User becomes a" },
  { "TC", "Target Character" },
  { "CC", "Captured Character" },
  { "UO", "Spellcaster only" },
  { "DO", "Defender only" },
  { "AO", "Attacker only" },
  { "AP", "Adventure Phase" },
};

static char *
expand_duel_note (const char *note)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *p = note;

  while (*p)
    {
      gboolean replaced = FALSE;

      if (p == note || !g_ascii_isalnum (p[-1]))
        {
          for (guint i = 0; i < G_N_ELEMENTS (duel_abbreviations); i++)
            {
              gsize len = strlen (duel_abbreviations[i].code);
              if (strncmp (p, duel_abbreviations[i].code, len) == 0 && !g_ascii_isalnum (p[len]))
                {
                  g_string_append (out, duel_abbreviations[i].words);
                  p += len;
                  replaced = TRUE;
                  break;
                }
            }
          /* "F+1" → "Force +1" */
          if (!replaced && p[0] == 'F' && (p[1] == '+' || p[1] == '-') && g_ascii_isdigit (p[2]))
            {
              g_string_append_printf (out, "Force %s", p[1] == '-' ? "−" : "+");
              p += 2;
              replaced = TRUE;
            }
        }
      if (!replaced)
        g_string_append_c (out, *p++);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static const char *
duel_phase_name (const char *phase)
{
  if (phase == NULL)
    return NULL;
  if (g_str_equal (phase, "adventure"))
    return "Adventure Phase";
  if (g_str_equal (phase, "attack"))
    return "Attack Phase";
  if (g_str_equal (phase, "rest"))
    return "Rest Phase";
  if (g_str_equal (phase, "summon"))
    return "Summon Phase";
  if (g_str_equal (phase, "any"))
    return "any time";
  return phase;
}

static char *
duel_type_line (Paint *p)
{
  CwCard *card = p->card;
  const char *type_id = cw_card_get_card_type (card);
  g_autofree char *escaped = g_markup_escape_text (type_name (p), -1);
  g_autoptr(GPtrArray) extras = g_ptr_array_new_with_free_func (g_free);
  const char *phase = duel_phase_name (cw_card_get_string (card, "phase"));
  const char *fate = cw_card_get_string (card, "fate");
  GString *band = g_string_new (NULL);

  g_string_append_printf (band, "<b>%s</b>", escaped);
  if (cw_card_get_bool (card, "spellcaster"))
    g_ptr_array_add (extras, g_strdup ("Spellcaster"));
  if (cw_card_get_bool (card, "woman"))
    g_ptr_array_add (extras, g_strdup ("Woman"));
  if (phase != NULL)
    g_ptr_array_add (extras, g_strdup (phase));
  if (fate != NULL && g_strcmp0 (type_id, "attack") == 0)
    {
      char *words = g_strdelimit (g_strdup (fate), "-", ' ');
      words[0] = g_ascii_toupper (words[0]);
      g_ptr_array_add (extras, words);
    }
  for (guint i = 0; i < extras->len; i++)
    {
      g_autofree char *e = g_markup_escape_text (g_ptr_array_index (extras, i), -1);
      g_string_append_printf (band, "%s%s", i == 0 ? " — " : " • ", e);
    }
  return g_string_free (band, FALSE);
}

/* The card's text, then its note with the list's abbreviations written out, then the
 * structured restrictions the note does not already state. */
static char *
duel_body (Paint *p)
{
  static const struct { const char *field; const char *words; } flags[] = {
    { "spellcaster_only", "Spellcaster only." },
    { "defender_only", "Defender only." },
    { "attacker_only", "Attacker only." },
    { "males_only", "Males only." },
    { "females_only", "Females only." },
    { "grants_spellcaster", "The user becomes a Spellcaster." },
    { "call_defender", "Call Defender: an unmarked friendly viable Character or group joins the marked group." },
  };
  CwCard *card = p->card;
  const char *note = cw_card_get_note (card);
  const char *text = cw_card_get_text (card);
  GString *body = g_string_new (NULL);
  g_autofree char *folded_body = NULL;

  if (text != NULL && *text != '\0')
    g_string_append (body, text);
  /* The note is the list's shorthand ("FGM get F+1"): written out, it is the text of a
   * card that has none; a card with text already says it in words. */
  if (body->len == 0 && note != NULL && *note != '\0')
    {
      g_autofree char *expanded = expand_duel_note (note);
      g_autofree char *escaped = g_markup_escape_text (expanded, -1);
      if (body->len)
        g_string_append_c (body, '\n');
      g_string_append (body, escaped);
    }
  folded_body = cw_text_fold (body->str);
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_autofree char *head = NULL;
      g_autofree char *folded = NULL;

      if (!cw_card_get_bool (card, flags[i].field))
        continue;
      /* Say it once: skip what the note already says. */
      head = g_strndup (flags[i].words, strcspn (flags[i].words, ":."));
      folded = cw_text_fold (head);
      if (strstr (folded_body, folded) != NULL)
        continue;
      if (body->len)
        g_string_append_c (body, '\n');
      g_string_append (body, flags[i].words);
    }
  return g_string_free (body, FALSE);
}

static void
draw_duel (Paint *p)
{
  CwCard *card = p->card;
  const char *type_id = cw_card_get_card_type (card);
  const char *codes = cw_card_get_string (card, "type_codes");
  int force = 0, bonus = 0;
  gboolean has_force = card_int (card, "force", &force);
  gboolean has_bonus = card_int (card, "force_bonus", &bonus);
  const CwAlignment *alignment = cw_game_find_alignment (p->game, cw_card_get_alignment (card) ?: "");
  Boxes b;

  standard_boxes (p, codes != NULL, has_force || has_bonus, &b);
  draw_frame (p);
  draw_title_bar (p);
  draw_art (p, &b.art, type_id);
  draw_band (p, &b.band, NULL);
  draw_text_box (p, &b.text, NULL, FALSE, 2.9);
  if (p->mode == MODE_CHROME)
    return;

  draw_title (p, &b.title, INK, 3.3);
  {
    g_autofree char *band = duel_type_line (p);
    g_autofree char *body = duel_body (p);

    draw_band (p, &b.band, band);
    draw_text_box (p, &b.text, body, FALSE, 2.9);
  }

  if (codes != NULL)
    {
      CwRect badge = { FRAME - 1.0, FRAME + 0.6, 7.6, 6.4 };
      TextStyle style = text_style (SANS_FAMILY, 3.0, 1.6, PAPER);
      g_autofree char *escaped = g_markup_escape_text (codes, -1);

      if (content (p))
        {
          rect_path (p->cr, &badge, 1.4);
          set_color (p->cr, darker (p->frame, 0.55));
          cairo_fill_preserve (p->cr);
          cairo_set_line_width (p->cr, 0.35);
          set_color (p->cr, lighter (p->frame, 0.4));
          cairo_stroke (p->cr);
        }
      badge = inset (&badge, 0.6);
      style.weight = PANGO_WEIGHT_BOLD;
      style.align = PANGO_ALIGN_CENTER;
      place_text (p, -1, &style, escaped, &badge);
    }
  if (has_force || has_bonus)
    {
      g_autofree char *label = has_force ? g_strdup_printf ("%d", force)
                                         : g_strdup_printf ("%s%d", bonus < 0 ? "−" : "+", ABS (bonus));
      draw_gem (p, p->w - FRAME - 3.3, FRAME + 3.8, 3.9, GEM_RED, label);
    }

  {
    g_autofree char *force_words = has_force ? g_strdup_printf ("Force %d", force)
                                   : has_bonus ? g_strdup_printf ("Force bonus %s%d", bonus < 0 ? "−" : "+", ABS (bonus))
                                   : NULL;
    draw_footer (p, &b.footer, alignment ? alignment->name : NULL, force_words, 0);
  }
}

/* Ód: a standard playing card, with its role in the mine. Pip places per rank:
 * column (-1, 0, 1) and height (0 top … 1 bottom); a column of 9 ends the list. */
static const double pip_places[11][11][2] = {
  { { 9 } }, { { 9 } },
  { { 0, 0 }, { 0, 1 }, { 9 } },
  { { 0, 0 }, { 0, 0.5 }, { 0, 1 }, { 9 } },
  { { -1, 0 }, { 1, 0 }, { -1, 1 }, { 1, 1 }, { 9 } },
  { { -1, 0 }, { 1, 0 }, { 0, 0.5 }, { -1, 1 }, { 1, 1 }, { 9 } },
  { { -1, 0 }, { 1, 0 }, { -1, 0.5 }, { 1, 0.5 }, { -1, 1 }, { 1, 1 }, { 9 } },
  { { -1, 0 }, { 1, 0 }, { 0, 0.25 }, { -1, 0.5 }, { 1, 0.5 }, { -1, 1 }, { 1, 1 }, { 9 } },
  { { -1, 0 }, { 1, 0 }, { 0, 0.25 }, { -1, 0.5 }, { 1, 0.5 }, { 0, 0.75 }, { -1, 1 }, { 1, 1 }, { 9 } },
  { { -1, 0 }, { 1, 0 }, { -1, 1.0 / 3 }, { 1, 1.0 / 3 }, { 0, 0.5 }, { -1, 2.0 / 3 }, { 1, 2.0 / 3 }, { -1, 1 }, { 1, 1 }, { 9 } },
  { { -1, 0 }, { 1, 0 }, { 0, 1.0 / 6 }, { -1, 1.0 / 3 }, { 1, 1.0 / 3 }, { -1, 2.0 / 3 }, { 1, 2.0 / 3 }, { 0, 5.0 / 6 }, { -1, 1 }, { 1, 1 }, { 9 } },
};

static gboolean
is_court (const char *rank)
{
  return rank != NULL && (g_str_equal (rank, "J") || g_str_equal (rank, "Q") || g_str_equal (rank, "K"));
}

static void
draw_od (Paint *p)
{
  CwCard *card = p->card;
  const char *rank = cw_card_get_string (card, "rank");
  const char *suit = cw_card_get_string (card, "suit");
  int value = 0;
  gboolean has_value = card_int (card, "value", &value);
  gboolean red = suit && (g_ascii_strncasecmp (suit, "heart", 5) == 0 || g_ascii_strncasecmp (suit, "diamond", 7) == 0);
  CwColor ink = red ? (CwColor) { 0.75, 0.12, 0.15 } : (CwColor) { 0.08, 0.08, 0.1 };
  cairo_t *cr = p->cr;
  int number = rank ? atoi (rank) : 0;
  const char *type_id = cw_card_get_card_type (card);
  const CwCardType *type = type_id ? cw_game_find_card_type (p->game, type_id) : NULL;
  g_autofree char *role = NULL;
  CwRect title = { 10.0, 2.4, p->w - 20.0, 4.2 };
  CwRect court = { 10.5, 11.0, p->w - 21.0, p->h - 22.0 };
  CwRect banner = { 11.5, p->h - 20.5, p->w - 23.0, 5.6 };
  double pip_top = 13.5, pip_bottom = p->h - 17.0;
  double pip = MIN (9.0, (pip_bottom - pip_top) / 5.2);

  if (suit == NULL)
    suit = "spades";
  if (type != NULL)
    role = g_strndup (type->name, strcspn (type->name, " ("));

  /* White card, thin grey edge: the chrome every Ód card shares. */
  draw_card_shape (p, (CwColor) { 0.99, 0.99, 0.985 });
  if (chrome (p))
    {
      rounded_rect (cr, 0.6, 0.6, p->w - 1.2, p->h - 1.2, MAX (0, p->radius - 0.6));
      cairo_set_line_width (cr, 0.3);
      set_color (cr, (CwColor) { 0.7, 0.7, 0.7 });
      cairo_stroke (cr);
    }
  if (p->mode == MODE_CHROME)
    return;

  /* The card's name across the top, small: it makes a proxy findable in the PDF. */
  {
    g_autofree char *markup = g_markup_escape_text (cw_card_get_name (card) ?: "", -1);
    TextStyle style = text_style (SERIF_FAMILY, 2.2, 1.5, ink);
    style.align = PANGO_ALIGN_CENTER;
    place_text (p, CW_CARD_TEXT_TITLE, &style, markup, &title);
  }

  /* Corner indices: rank and a small pip, top-left and (turned) bottom-right. */
  for (int corner = 0; corner < 2; corner++)
    {
      TextStyle style = text_style (SERIF_FAMILY, 6.0, 4.0, ink);
      g_autofree char *escaped = g_markup_escape_text (rank ? rank : "?", -1);
      CwRect box = { 1.4, 2.2, 8.0, 6.8 };

      /* The turned copy is drawn, never measured: measuring counts the upright one. */
      if (corner == 1 && cr == NULL)
        break;
      if (cr != NULL)
        {
          cairo_save (cr);
          if (corner == 1)
            {
              cairo_translate (cr, p->w, p->h);
              cairo_rotate (cr, G_PI);
            }
        }
      style.weight = PANGO_WEIGHT_BOLD;
      style.align = PANGO_ALIGN_CENTER;
      place_text (p, -1, &style, escaped, &box);
      if (cr != NULL)
        {
          set_color (cr, ink);
          fill_suit (cr, suit, 5.4, 12.0, 4.4, FALSE);
          cairo_restore (cr);
        }
    }

  if (cr != NULL)
    {
      set_color (cr, ink);
      if (number >= 2 && number <= 10)
        {
          for (int i = 0; i < 11 && pip_places[number][i][0] != 9; i++)
            {
              double x = p->w / 2 + pip_places[number][i][0] * p->w * 0.2;
              double y = pip_top + pip / 2 + pip_places[number][i][1] * (pip_bottom - pip_top - pip);
              fill_suit (cr, suit, x, y, pip, pip_places[number][i][1] > 0.5);
            }
        }
      else if (is_court (rank))
        {
          rect_path (cr, &court, 1.0);
          set_color (cr, mix (WHITE, ink, 0.07));
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, 0.4);
          set_color (cr, ink);
          cairo_stroke (cr);
          fill_suit (cr, suit, p->w / 2, court.y + court.height * 0.2, 8.0, FALSE);
          fill_suit (cr, suit, p->w / 2, court.y + court.height * 0.8, 8.0, TRUE);
        }
      else
        {
          fill_suit (cr, suit, p->w / 2, p->h / 2 - 4.0, 20.0, FALSE);
        }
    }

  if (is_court (rank))
    {
      const char *word = g_str_equal (rank, "J") ? "Jack" : g_str_equal (rank, "Q") ? "Queen" : "King";
      TextStyle style = text_style (SERIF_FAMILY, 12.0, 6.0, ink);
      CwRect box = { court.x + 2, court.y + court.height * 0.33, court.width - 4, court.height * 0.22 };
      g_autofree char *markup = g_strdup_printf ("<b>%s</b>", rank);

      style.align = PANGO_ALIGN_CENTER;
      place_text (p, -1, &style, markup, &box);
      box = (CwRect) { court.x + 2, court.y + court.height * 0.56, court.width - 4, 3.2 };
      style = text_style (SERIF_FAMILY, 2.6, 1.6, ink);
      style.align = PANGO_ALIGN_CENTER;
      style.style = PANGO_STYLE_ITALIC;
      place_text (p, -1, &style, word, &box);
    }

  /* The role in Ód on a banner: "Dwarf · value 3"; between the pips on number cards. */
  if (role != NULL)
    {
      g_autofree char *markup = has_value
        ? g_markup_printf_escaped ("<b>%s</b> · value %d", role, value)
        : g_markup_printf_escaped ("<b>%s</b>", role);
      TextStyle style = text_style (SANS_FAMILY, 2.6, 1.6, WHITE);
      CwRect inner;

      if (number >= 2 && number <= 10)
        {
          /* Under the pips, between the corner indices. */
          banner.x = p->w / 2 - 12.5;
          banner.width = 25.0;
          banner.height = 4.6;
          banner.y = pip_bottom + 1.4;
        }
      else if (!is_court (rank))
        {
          banner.y = p->h / 2 + 9.0;
        }
      if (content (p))
        {
          rect_path (cr, &banner, 1.4);
          set_color (cr, ink);
          cairo_fill (cr);
        }
      style.align = PANGO_ALIGN_CENTER;
      inner = (CwRect) { banner.x + 1.0, banner.y + 0.4, banner.width - 2.0, banner.height - 0.8 };
      place_text (p, CW_CARD_TEXT_TYPE_LINE, &style, markup, &inner);
    }
}

/* The Oz drafting game: Character cards with a big name, Story cards with their scoring rule. */
static CwColor
character_color (CwCard *card)
{
  /* The colours a reader of the book expects; other names get a colour from their hash. */
  static const struct { const char *word, *color; } known[] = {
    { "dorothy", "#2e6eb5" }, { "lion", "#c8962a" }, { "scarecrow", "#7d8f2a" },
    { "tin", "#6f7f8f" }, { "toto", "#5a4632" }, { "oz", "#2a8c4f" },
    { "glinda", "#c05a8a" }, { "witch", "#5b3a7a" },
  };
  static const char *palette[] = {
    "#2e6eb5", "#b8842a", "#6b8e23", "#8c5a9e", "#c0392b", "#2a8c7f", "#d07a2a", "#55606e",
  };
  g_autofree char *name = cw_text_fold (cw_card_get_name (card) ?: "");
  g_auto(GStrv) words = g_strsplit (name, " ", -1);
  CwColor color;

  for (guint w = 0; words[w]; w++)
    for (guint i = 0; i < G_N_ELEMENTS (known); i++)
      if (g_str_equal (words[w], known[i].word))
        {
          cw_color_parse (known[i].color, &color);
          return color;
        }
  cw_color_parse (palette[g_str_hash (cw_card_get_id (card) ?: "") % G_N_ELEMENTS (palette)], &color);
  return color;
}

#define STORY_FRAME "#7a4e2d"

static const char *
scoring_name (const char *kind)
{
  static const struct { const char *id, *name; } names[] = {
    { "per-card", "Points per card" },
    { "pair", "Points per pair" },
    { "pair-same", "Points per pair of the same" },
    { "set-of-four", "Points per set of four" },
    { "triple", "Triples" },
    { "at-most", "At most" },
    { "majority", "Majority in hand" },
    { "most", "Most at the table" },
    { "plus-minus", "Plus and minus" },
  };

  for (guint i = 0; kind && i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (kind, names[i].id))
      return names[i].name;
  return kind;
}

static void
draw_draft (Paint *p)
{
  CwCard *card = p->card;
  gboolean story = g_strcmp0 (cw_card_get_card_type (card), "story") == 0;
  Boxes b;

  if (!story)
    {
      CwRect art = { FRAME + 1.0, FRAME + 1.0, p->w - 2 * FRAME - 2.0, p->h - 2 * FRAME - 16.0 };
      CwRect name_box = { FRAME + 1.5, p->h - FRAME - 13.0, p->w - 2 * FRAME - 3.0, 8.0 };
      CwRect footer = { FRAME + 0.6, p->h - FRAME - 4.4, p->w - 2 * FRAME - 1.2, 4.0 };
      TextStyle style = text_style (SERIF_FAMILY, 6.0, 3.0, INK);
      g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", cw_card_get_name (card) ?: "");
      CwRect inner = inset (&name_box, 0.8);

      draw_frame (p);
      draw_art (p, &art, "character");
      draw_panel (p, &name_box, PARCHMENT, 1.0);
      style.align = PANGO_ALIGN_CENTER;
      place_text (p, CW_CARD_TEXT_TITLE, &style, markup, &inner);
      draw_footer (p, &footer, type_name (p), cw_game_get_name (p->game), 0);
      return;
    }

  standard_boxes (p, FALSE, FALSE, &b);
  draw_frame (p);
  draw_title_bar (p);
  draw_art (p, &b.art, "blank");
  draw_band (p, &b.band, NULL);
  draw_text_box (p, &b.text, NULL, FALSE, GAME_TEXT_SIZE);
  if (p->mode == MODE_CHROME)
    return;

  draw_title (p, &b.title, INK, 3.1);

  /* The points, big, over the emblem: what a player looks at across the table. */
  if (p->image_path == NULL)
    {
      const char *points = cw_card_get_string (card, "points");
      g_autofree char *pretty = NULL;
      TextStyle style = text_style (SERIF_FAMILY, 14.0, 5.0, INK);
      CwRect box = inset (&b.art, 2.0);
      int limit = 0;

      if (points != NULL)
        {
          g_auto(GStrv) parts = g_strsplit (points, " ", -1);
          GString *s = g_string_new (NULL);

          for (guint i = 0; parts[i]; i++)
            {
              if (*parts[i] == '\0')
                continue;
              if (s->len)
                g_string_append (s, "  ");
              if (parts[i][0] == '-')
                g_string_append_printf (s, "−%s", parts[i] + 1);
              else
                g_string_append (s, parts[i]);
            }
          pretty = g_string_free (s, FALSE);
        }
      else if (card_int (card, "limit", &limit))
        {
          pretty = g_strdup_printf ("≤ %d", limit);
        }
      if (pretty != NULL)
        {
          g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", pretty);
          style.align = PANGO_ALIGN_CENTER;
          place_text (p, -1, &style, markup, &box);
        }
    }

  {
    const char *kind = scoring_name (cw_card_get_string (card, "scoring"));
    g_autofree char *band = kind ? g_markup_printf_escaped ("<b>%s</b> — %s", type_name (p), kind)
                                 : g_markup_printf_escaped ("<b>%s</b>", type_name (p));
    g_autofree char *body = text_with_note (card);

    draw_band (p, &b.band, band);
    draw_text_box (p, &b.text, body, FALSE, GAME_TEXT_SIZE);
    draw_footer (p, &b.footer, cw_game_get_name (p->game), NULL, 0);
  }
}

static void
design (Paint *p)
{
  switch (cw_game_get_system (p->game))
    {
    case CW_SYSTEM_DUEL:
      draw_duel (p);
      break;
    case CW_SYSTEM_OD:
      draw_od (p);
      break;
    case CW_SYSTEM_DRAFT:
      draw_draft (p);
      break;
    case CW_SYSTEM_STORYLINE:
    default:
      /* The Storyline design is also the fallback: any fields, any types. */
      draw_storyline (p);
      break;
    }
}

static void
record_chrome (Paint         *p,
               gconstpointer  data)
{
  p->mode = MODE_CHROME;
  design (p);
}

/* What the chrome of this card depends on: cards with the same key share it. */
static char *
chrome_key (Paint *p)
{
  const char *type_id = cw_card_get_card_type (p->card);
  gboolean title = cw_game_get_system (p->game) == CW_SYSTEM_STORYLINE && g_strcmp0 (type_id, "title") == 0;

  return g_strdup_printf ("chrome:%d:%s:%d:%d:%.3f:%.3f:%.3f:%.4f:%.4f",
                          cw_game_get_system (p->game), type_id ? type_id : "",
                          title, p->image_path != NULL,
                          p->frame.red, p->frame.green, p->frame.blue, p->h, p->radius);
}

static void
card_frame_color (CwCardRenderer *self,
                  CwCard         *card,
                  CwColor        *color)
{
  const char *alignment_id = cw_card_get_alignment (card);
  const CwAlignment *alignment = alignment_id ? cw_game_find_alignment (self->game, alignment_id) : NULL;

  switch (cw_game_get_system (self->game))
    {
    case CW_SYSTEM_OD:
      *color = (CwColor) { 0.99, 0.99, 0.985 };
      return;
    case CW_SYSTEM_DRAFT:
      if (g_strcmp0 (cw_card_get_card_type (card), "story") == 0)
        cw_color_parse (STORY_FRAME, color);
      else
        *color = character_color (card);
      return;
    default:
      break;
    }
  if (!(alignment && cw_color_parse (alignment->color, color)))
    *color = DEFAULT_FRAME;
}

static void
paint_init (Paint          *p,
            CwCardRenderer *self,
            cairo_t        *cr,
            CwCard         *card,
            const char     *image_folder,
            double          width,
            double          height)
{
  memset (p, 0, sizeof *p);
  p->self = self;
  p->cr = cr;
  p->card = card;
  p->game = self->game;
  p->image_folder = image_folder;
  p->unit = width / DESIGN_WIDTH;
  p->w = DESIGN_WIDTH;
  p->h = height / p->unit;
  p->radius = self->rounded ? 0.05 * MIN (p->w, p->h) : 0.0;
  p->mode = MODE_ALL;
  p->wanted = CW_CARD_TEXT_N_PARTS;
  if (card != NULL)
    card_frame_color (self, card, &p->frame);

  /* The picture counts only when it loads; otherwise the card shows its emblem. */
  if (cr != NULL && card != NULL && image_folder != NULL)
    {
      const char *image = cw_card_get_image (card);

      if (image != NULL && *image != '\0')
        {
          char *path = g_path_is_absolute (image) ? g_strdup (image)
                                                  : g_build_filename (image_folder, image, NULL);
          if (load_image (self, path, is_vector_target (cr)) != NULL)
            p->image_path = path;
          else
            g_free (path);
        }
    }
}

static void
paint_clear (Paint *p)
{
  g_clear_pointer (&p->image_path, g_free);
}

void
cw_card_renderer_draw (CwCardRenderer *self,
                       cairo_t        *cr,
                       CwCard         *card,
                       const char     *image_folder,
                       double          width,
                       double          height)
{
  Paint p;
  g_autofree char *key = NULL;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (CW_IS_CARD (card));

  if (!(width > 0 && height > 0))
    return;

  paint_init (&p, self, cr, card, image_folder, width, height);
  cairo_save (cr);
  cairo_scale (cr, p.unit, p.unit);
  /* No clip to the outline: every design stays inside it by construction, and a PDF
   * repeats a clip path with every operation drawn under it. */
  key = chrome_key (&p);
  cairo_set_source_surface (cr, recorded (&p, key, p.w, p.h, record_chrome, NULL), 0, 0);
  cairo_paint (cr);
  p.mode = MODE_CONTENT;
  design (&p);
  cairo_restore (cr);
  paint_clear (&p);
}

void
cw_card_renderer_get_text_info (CwCardRenderer *self,
                                CwCard         *card,
                                CwCardTextPart  part,
                                double          width,
                                double          height,
                                CwCardTextInfo *info)
{
  Paint p;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (CW_IS_CARD (card));
  g_return_if_fail (part < CW_CARD_TEXT_N_PARTS);
  g_return_if_fail (info != NULL);

  memset (info, 0, sizeof *info);
  if (!(width > 0 && height > 0))
    return;

  paint_init (&p, self, NULL, card, NULL, width, height);
  p.mode = MODE_CONTENT;
  p.wanted = part;
  p.info = info;
  design (&p);
  paint_clear (&p);
}

/* ---------------------------------------------------------------- backs */

static void
back_color (CwCardRenderer *self,
            CwColor        *color)
{
  const CwPrintDefaults *defaults = cw_game_get_print_defaults (self->game);

  if (!(defaults && cw_color_parse (defaults->back_color, color)))
    *color = (CwColor) { 0.16, 0.24, 0.36 };
}

static char *
back_image_path (CwCardRenderer *self)
{
  const CwPrintDefaults *defaults = cw_game_get_print_defaults (self->game);
  const char *dir = cw_game_get_dir (self->game);

  if (self->back_image != NULL)
    return g_strdup (self->back_image);
  if (defaults && defaults->back && *defaults->back && g_strcmp0 (defaults->back, "generated") != 0 && dir)
    return g_path_is_absolute (defaults->back) ? g_strdup (defaults->back)
                                               : g_build_filename (dir, defaults->back, NULL);
  return NULL;
}

/* The generated back, recorded once per card shape and reused: a PDF holds it once. */
static cairo_surface_t *
generated_back (CwCardRenderer *self,
                double          h,
                double          radius)
{
  g_autofree char *key = g_strdup_printf ("back:%.4f:%.4f", h, radius);
  cairo_surface_t *recording = g_hash_table_lookup (self->recordings, key);
  cairo_rectangle_t extents = { 0, 0, DESIGN_WIDTH, h };
  CwColor base, line;
  cairo_t *cr;
  Paint p;
  double w = DESIGN_WIDTH, step = 4.2;
  CwRect field = { 3.2, 3.2, w - 6.4, h - 6.4 };
  CwRect medallion;

  if (recording != NULL)
    return recording;

  back_color (self, &base);
  line = luminance (base) < 0.5 ? lighter (base, 0.22) : darker (base, 0.18);
  recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cr = cairo_create (recording);

  rounded_rect (cr, 0, 0, w, h, radius);
  set_color (cr, base);
  cairo_fill (cr);

  /* A lattice of diamonds, like the back of a playing card. */
  cairo_save (cr);
  rect_path (cr, &field, 1.5);
  cairo_clip (cr);
  cairo_set_line_width (cr, 0.35);
  set_color (cr, line);
  for (double d = -h; d < w + h; d += step)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + h, h);
      cairo_move_to (cr, d, h);
      cairo_line_to (cr, d + h, 0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  rect_path (cr, &field, 1.5);
  cairo_set_line_width (cr, 0.6);
  set_color (cr, lighter (base, 0.5));
  cairo_stroke (cr);
  rounded_rect (cr, 1.6, 1.6, w - 3.2, h - 3.2, MAX (0, radius - 1.6));
  cairo_set_line_width (cr, 0.3);
  cairo_stroke (cr);

  /* The medallion with the game's name. */
  medallion = (CwRect) { w * 0.14, h / 2 - MIN (h * 0.18, 15.0), w * 0.72, 2 * MIN (h * 0.18, 15.0) };
  cairo_save (cr);
  cairo_translate (cr, medallion.x + medallion.width / 2, medallion.y + medallion.height / 2);
  cairo_scale (cr, medallion.width / 2, medallion.height / 2);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  set_color (cr, PARCHMENT);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 0.8);
  set_color (cr, lighter (base, 0.5));
  cairo_stroke (cr);

  paint_init (&p, self, cr, NULL, NULL, w, h);
  p.frame = base;
  {
    const char *name = cw_game_get_name (self->game);
    g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", name ? name : "");
    TextStyle style = text_style (SERIF_FAMILY, 4.2, 2.0, darker (base, 0.2));
    CwRect box = { medallion.x + medallion.width * 0.16, medallion.y + medallion.height * 0.2,
                   medallion.width * 0.68, medallion.height * 0.6 };

    if (luminance (style.color) > 0.5)
      style.color = INK;
    style.single_line = FALSE;
    style.align = PANGO_ALIGN_CENTER;
    place_text (&p, -1, &style, markup, &box);
  }
  cairo_destroy (cr);

  g_hash_table_insert (self->recordings, g_steal_pointer (&key), recording);
  return recording;
}

void
cw_card_renderer_draw_back (CwCardRenderer *self,
                            cairo_t        *cr,
                            double          width,
                            double          height)
{
  g_autofree char *image = NULL;
  double unit, h, radius;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);

  if (!(width > 0 && height > 0))
    return;

  unit = width / DESIGN_WIDTH;
  h = height / unit;
  radius = self->rounded ? 0.05 * MIN (DESIGN_WIDTH, h) : 0.0;
  image = back_image_path (self);

  cairo_save (cr);
  cairo_scale (cr, unit, unit);
  if (image != NULL)
    {
      /* The picture cropped to the card, recorded once: every back shows the same drawing
       * and a PDF holds the image, its placing and its rounded clip once. */
      gboolean vector = is_vector_target (cr);
      g_autofree char *key = g_strdup_printf ("back-image:%d:%.4f:%.4f:%s", vector, h, radius, image);
      cairo_surface_t *recording = g_hash_table_lookup (self->recordings, key);

      if (recording == NULL)
        {
          cairo_rectangle_t extents = { 0, 0, DESIGN_WIDTH, h };
          CwRect box = { 0, 0, DESIGN_WIDTH, h };
          cairo_t *rec;
          gboolean painted;

          recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
          rec = cairo_create (recording);
          painted = paint_image_cover_for (self, rec, image, &box, radius, vector);
          cairo_destroy (rec);
          if (!painted)
            {
              /* Unreadable: the generated back, and no recording kept for it. */
              cairo_surface_destroy (recording);
              recording = NULL;
            }
          else
            g_hash_table_insert (self->recordings, g_steal_pointer (&key), recording);
        }
      if (recording != NULL)
        {
          cairo_set_source_surface (cr, recording, 0, 0);
          cairo_paint (cr);
          cairo_restore (cr);
          return;
        }
    }
  cairo_set_source_surface (cr, generated_back (self, h, radius), 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

static gboolean
has_the_end_back (CwCardRenderer *self,
                  CwCard         *card)
{
  return card != NULL && cw_game_get_system (self->game) == CW_SYSTEM_STORYLINE &&
         g_strcmp0 (cw_card_get_card_type (card), "title") == 0;
}

void
cw_card_renderer_draw_card_back (CwCardRenderer *self,
                                 cairo_t        *cr,
                                 CwCard         *card,
                                 double          width,
                                 double          height)
{
  Paint p;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (card == NULL || CW_IS_CARD (card));

  if (!has_the_end_back (self, card))
    {
      cw_card_renderer_draw_back (self, cr, width, height);
      return;
    }
  if (!(width > 0 && height > 0))
    return;

  paint_init (&p, self, cr, card, NULL, width, height);
  {
    const CwAlignment *alignment = cw_game_find_alignment (self->game, cw_card_get_alignment (card) ?: "");
    if (!(alignment && cw_color_parse (alignment->color, &p.frame)))
      p.frame = DEFAULT_FRAME;
  }

  cairo_save (cr);
  cairo_scale (cr, p.unit, p.unit);
  rounded_rect (cr, 0, 0, p.w, p.h, p.radius);
  cairo_clip (cr);
  draw_frame (&p);
  {
    CwRect panel = { FRAME, FRAME, p.w - 2 * FRAME, p.h - 2 * FRAME };
    CwRect box = { FRAME + 3, p.h * 0.3, p.w - 2 * FRAME - 6, p.h * 0.4 };
    TextStyle style = text_style (SERIF_FAMILY, 9.0, 4.0, INK);
    g_autofree char *name = g_markup_printf_escaped ("<i>%s</i>", cw_card_get_name (card) ?: "");
    CwRect name_box = { FRAME + 3, p.h * 0.72, p.w - 2 * FRAME - 6, 4.0 };

    draw_panel (&p, &panel, PARCHMENT, 1.2);
    style.weight = PANGO_WEIGHT_BOLD;
    style.style = PANGO_STYLE_ITALIC;
    style.align = PANGO_ALIGN_CENTER;
    style.single_line = FALSE;
    place_text (&p, -1, &style, "The End", &box);
    style = text_style (SERIF_FAMILY, 2.4, 1.6, INK);
    style.align = PANGO_ALIGN_CENTER;
    place_text (&p, -1, &style, name, &name_box);
  }
  cairo_restore (cr);
}

void
cw_card_renderer_draw_bleed (CwCardRenderer *self,
                             cairo_t        *cr,
                             CwCard         *card,
                             double          width,
                             double          height,
                             const CwRect   *area,
                             gboolean        back)
{
  CwColor color;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (area != NULL);

  if (back && !has_the_end_back (self, card))
    {
      g_autofree char *image = back_image_path (self);

      /* A picture back runs to the edge of the bleed, cropped like on the card; recorded
       * once per size of bleed box, as the back itself is. */
      if (image != NULL)
        {
          gboolean vector = is_vector_target (cr);
          g_autofree char *key = g_strdup_printf ("bleed-image:%d:%.4f:%.4f:%s", vector,
                                                  area->width, area->height, image);
          cairo_surface_t *recording = g_hash_table_lookup (self->recordings, key);

          if (recording == NULL)
            {
              cairo_rectangle_t extents = { 0, 0, area->width, area->height };
              CwRect box = { 0, 0, area->width, area->height };
              cairo_t *rec;

              recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
              rec = cairo_create (recording);
              if (!paint_image_cover_for (self, rec, image, &box, 0.0, vector))
                g_clear_pointer (&recording, cairo_surface_destroy);
              cairo_destroy (rec);
              if (recording != NULL)
                g_hash_table_insert (self->recordings, g_steal_pointer (&key), recording);
            }
          if (recording != NULL)
            {
              paint_surface_at (cr, recording, area->x, area->y);
              return;
            }
        }
      back_color (self, &color);
    }
  else
    {
      cw_card_renderer_get_frame_color (self, card, &color);
    }

  cairo_save (cr);
  cairo_rectangle (cr, area->x, area->y, area->width, area->height);
  set_color (cr, color);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
cw_card_renderer_get_frame_color (CwCardRenderer *self,
                                  CwCard         *card,
                                  CwColor        *color)
{
  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (color != NULL);

  if (card == NULL)
    back_color (self, color);
  else
    card_frame_color (self, card, color);
}

/* ---------------------------------------------------------------- the object */

static void
cw_card_renderer_finalize (GObject *object)
{
  CwCardRenderer *self = (CwCardRenderer *) object;

  g_clear_pointer (&self->images, g_hash_table_unref);
  g_clear_pointer (&self->recordings, g_hash_table_unref);
  g_clear_object (&self->context);
  g_clear_object (&self->font_map);
  g_clear_object (&self->game);
  g_clear_pointer (&self->back_image, g_free);

  G_OBJECT_CLASS (cw_card_renderer_parent_class)->finalize (object);
}

static void
cw_card_renderer_class_init (CwCardRendererClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_card_renderer_finalize;
}

static void
surface_unref (gpointer surface)
{
  if (surface != NULL)
    cairo_surface_destroy (surface);
}

static void
cw_card_renderer_init (CwCardRenderer *self)
{
  cairo_font_options_t *options;

  self->rounded = TRUE;
  self->images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, surface_unref);
  self->recordings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, surface_unref);

  /* Its own font map: a renderer may live in an export thread while the window draws. */
  self->font_map = pango_cairo_font_map_new ();
  self->context = pango_font_map_create_context (self->font_map);

  /* Unhinted metrics and unrounded positions: the same line breaks at every scale, so the
   * preview shows exactly what prints. */
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (self->context, options);
  cairo_font_options_destroy (options);
  pango_cairo_context_set_resolution (self->context, 72.0);
  pango_context_set_round_glyph_positions (self->context, FALSE);
}

CwCardRenderer *
cw_card_renderer_new (CwGame *game)
{
  CwCardRenderer *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = g_object_new (CW_TYPE_CARD_RENDERER, NULL);
  self->game = g_object_ref (game);
  return self;
}

CwGame *
cw_card_renderer_get_game (CwCardRenderer *self)
{
  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), NULL);
  return self->game;
}

void
cw_card_renderer_set_rounded_corners (CwCardRenderer *self,
                                      gboolean        rounded)
{
  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  self->rounded = !!rounded;
}

gboolean
cw_card_renderer_get_rounded_corners (CwCardRenderer *self)
{
  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), FALSE);
  return self->rounded;
}

void
cw_card_renderer_set_back_image (CwCardRenderer *self,
                                 const char     *path)
{
  g_return_if_fail (CW_IS_CARD_RENDERER (self));

  if (g_strcmp0 (self->back_image, path) == 0)
    return;
  g_free (self->back_image);
  self->back_image = g_strdup (path);
}

const char *
cw_card_renderer_get_back_image (CwCardRenderer *self)
{
  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), NULL);
  return self->back_image;
}
