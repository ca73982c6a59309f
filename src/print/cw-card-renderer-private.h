/* cw-card-renderer-private.h: CwCardRenderer's fields, and the drawing state and helpers shared by
 * its files (cw-card-renderer.c, -parts.c, -text.c and one file per game system). Functions
 * shared between these files start with cw_render_. */
#pragma once

#include <pango/pangocairo.h>

#include "cw-card-renderer.h"
#include "cw-card.h"
#include "cw-file.h"
#include "cw-image-header.h"
#include "cw-game.h"
#include "cw-text.h"

G_BEGIN_DECLS

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
  GHashTable   *placements;     /* text, style and box → Placement*: how that text was fitted */
  GHashTable   *image_errors;   /* the same keys as images → why that picture did not load */
  GPtrArray    *picture_problems;   /* "CARD: why", not yet taken (of char*) */
  GHashTable   *reported;       /* the problems in picture_problems and back_problems, once each */
  GPtrArray    *back_problems;  /* "WHOSE BACK: why", not yet taken (of char*) */
};

/* ---------------------------------------------------------------- colours */

static const CwColor INK = { 0.12, 0.10, 0.08 };
static const CwColor PARCHMENT = { 0.965, 0.937, 0.863 };
static const CwColor PAPER = { 0.988, 0.976, 0.937 };
static const CwColor WHITE = { 1, 1, 1 };
static const CwColor GEM_BLUE = { 0.184, 0.435, 0.816 };
static const CwColor GEM_RED = { 0.753, 0.224, 0.169 };
static const CwColor GEM_GREEN = { 0.180, 0.620, 0.310 };
static const CwColor GEM_GOLD = { 0.831, 0.627, 0.090 };

static inline CwColor
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

static inline double
luminance (CwColor c)
{
  return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;
}

static inline CwColor
darker (CwColor c,
        double  amount)
{
  return mix (c, (CwColor) { 0, 0, 0 }, amount);
}

static inline CwColor
lighter (CwColor c,
         double  amount)
{
  return mix (c, WHITE, amount);
}

/* Text that reads on this colour: near-white on dark frames, ink on light ones. */
static inline CwColor
on_color (CwColor c)
{
  return luminance (c) < 0.45 ? (CwColor) { 0.97, 0.95, 0.90 } : INK;
}

static inline void
set_color (cairo_t *cr,
           CwColor  c)
{
  cairo_set_source_rgb (cr, c.red, c.green, c.blue);
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
  const char     *image;        /* the card's picture (a name in image_folder), when it loads */
  double          w, h;         /* design units */
  double          unit;         /* caller units per design unit */
  double          radius;
  CwColor         frame;
  PaintMode       mode;
  CwCardTextPart  wanted;
  CwCardTextInfo *info;
  int             title_lines;  /* of the title as laid out, once it is */
  double          title_clear_left;  /* where a title wrapped onto two lines may start, clear of the
                                      * number of the gem at its left (0: no such gem) */
} Paint;

/* Whether to draw the parts common to all cards of a kind, or this card's own. */
static inline gboolean
chrome (Paint *p)
{
  return p->cr != NULL && p->mode != MODE_CONTENT;
}

static inline gboolean
content (Paint *p)
{
  return p->cr != NULL && p->mode != MODE_CHROME;
}

/* Draws a part of a card into a recording (cw_render_recorded). */
typedef void (*RecordFunc) (Paint *p, gconstpointer data);

static inline CwRect
inset (const CwRect *r,
       double        d)
{
  return (CwRect) { r->x + d, r->y + d, r->width - 2 * d, r->height - 2 * d };
}

typedef struct {
  CwRect title;
  CwRect art;
  CwRect band;
  CwRect text;
  CwRect footer;
} Boxes;

/* The frame of the Oz drafting game's Story cards: drawn in cw-card-renderer-draft.c, their
 * frame colour chosen in cw-card-renderer.c. */
#define STORY_FRAME "#7a4e2d"

/* cw-card-renderer.c */

gboolean cw_render_paint_image_cover (CwCardRenderer *self,
                                      cairo_t        *cr,
                                      const char     *folder,
                                      const char     *name,
                                      const CwRect   *box,
                                      double          radius);

/* cw-card-renderer-text.c */
void cw_render_placement_free (gpointer placement);
PangoLayout *cw_render_new_layout (CwCardRenderer  *self,
                                   const TextStyle *style,
                                   double           size);
gboolean cw_render_markup_is_valid (const char *markup);
char *cw_render_polish_markup (const char *markup);
cairo_surface_t *cw_render_recorded (Paint         *p,
                                     const char    *key,
                                     double         width,
                                     double         height,
                                     RecordFunc     func,
                                     gconstpointer  data);
void cw_render_paint_surface_at (cairo_t         *cr,
                                 cairo_surface_t *surface,
                                 double           x,
                                 double           y);
void cw_render_place_text (Paint           *p,
                           int              part,
                           const TextStyle *style,
                           const char      *markup,
                           const CwRect    *box);
int cw_render_text_lines (Paint           *p,
                          const TextStyle *style,
                          const char      *markup,
                          const CwRect    *box);
TextStyle cw_render_text_style (const char *family,
                                double      size,
                                double      min_size,
                                CwColor     color);

/* cw-card-renderer-parts.c */
void cw_render_rounded_rect (cairo_t *cr,
                             double   x,
                             double   y,
                             double   w,
                             double   h,
                             double   r);
void cw_render_rect_path (cairo_t      *cr,
                          const CwRect *r,
                          double        radius);
void cw_render_diamond_star (cairo_t *cr,
                             double   cx,
                             double   cy,
                             double   r);
void cw_render_fill_suit (cairo_t    *cr,
                          const char *suit,
                          double      cx,
                          double      cy,
                          double      size,
                          gboolean    upside_down);
void cw_render_draw_card_shape (Paint  *p,
                                CwColor fill);
void cw_render_draw_frame (Paint *p);
void cw_render_draw_panel (Paint        *p,
                           const CwRect *r,
                           CwColor       fill,
                           double        radius);
double cw_render_gem_clearance (double cx,
                                double r);
void cw_render_draw_gem (Paint      *p,
                         double      cx,
                         double      cy,
                         double      r,
                         CwColor     color,
                         const char *label);
void cw_render_draw_star_gem (Paint   *p,
                              double   cx,
                              double   cy,
                              double   r,
                              CwColor  color,
                              gboolean diamond,
                              gboolean star);
void cw_render_draw_art (Paint        *p,
                         const CwRect *box,
                         const char   *kind);
char *cw_render_card_markup (const char *markup);
void cw_render_draw_text_box (Paint        *p,
                              const CwRect *box,
                              const char   *card_text,
                              gboolean      monogram,
                              double        size);
void cw_render_draw_title (Paint        *p,
                           const CwRect *box,
                           CwColor       color,
                           double        size);
void cw_render_draw_band (Paint        *p,
                          const CwRect *box,
                          const char   *markup);
void cw_render_draw_footer (Paint        *p,
                            const CwRect *box,
                            const char   *left,
                            const char   *right,
                            double        middle_gap);
char *cw_render_keywords_line (Paint *p);
const char *cw_render_type_name (Paint *p);
char *cw_render_text_with_note (CwCard *card);
gboolean cw_render_card_int (CwCard     *card,
                             const char *field,
                             int        *value);
char *cw_render_footer_fields (Paint *p);
void cw_render_standard_boxes (Paint   *p,
                               gboolean left_gem,
                               gboolean right_gem,
                               Boxes   *b);
void cw_render_draw_title_bar (Paint *p);

/* cw-card-renderer-storyline.c */
void cw_render_draw_storyline (Paint *p);

/* cw-card-renderer-duel.c */
void cw_render_draw_duel (Paint *p);

/* cw-card-renderer-od.c */
void cw_render_draw_od (Paint *p);

/* cw-card-renderer-draft.c */
CwColor cw_render_character_color (CwCard *card);
void cw_render_draw_draft (Paint *p);

G_END_DECLS
