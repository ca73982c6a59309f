/* cw-storyline-view.c: the Storyline drawn as the players see it: a line for 2 Authors, a wheel for 3 to 6. */
#include <glib/gi18n.h>
#include <math.h>
#include <adwaita.h>

#include "cw-storyline-view.h"
#include "cw-compat.h"
#include "cw-card.h"
#include "cw-card-paint.h"

/* Below this width the line of 2 Authors turns into a column, one Location a row. */
#define NARROW_WIDTH  560
#define MARGIN         12.0
#define ROW_HEIGHT     54.0
#define ROW_GAP         6.0
#define CARD_ASPECT     (63.0 / 88.0)   /* a card's own shape, width over height */

typedef struct {
  guint        piece;
  CwPieceKind  kind;
  GdkRGBA      colour;
  char        *initials;
  char        *label;       /* "Dorothy Gale • Girl from Kansas", for the legend */
  int          vitality;
  gboolean     prime;
  int          author;      /* who controls it */
} Token;

typedef struct {
  char     *name;        /* the words drawn on the place */
  char     *detail;      /* "In 2 · Out 1", the Title card's name… */
  char     *where;       /* the place in words: "Field of Poppies", "Ann's Title card" */
  gboolean  is_title;
  gboolean  face_up;
  gboolean  water;
  gboolean  requires_swimming;
  gboolean  the_end;     /* a Title card turned over */
  guint     hidden_events; /* a Title card: the Events its Author keeps face down */
  GdkRGBA   colour;      /* a Title card: its Author's colour */
  GArray   *tokens;      /* of Token */
  graphene_rect_t card;  /* where the card is drawn */
  graphene_rect_t tokens_box;
  graphene_rect_t bounds;/* card and tokens: what a click hits */
} Place;

struct _CwStorylineView
{
  GtkWidget          parent_instance;

  CwSession         *session;
  CwMatch           *match;
  gulong             changed_id;

  Place             *places;
  guint              n_places;
  CwStorylineLayout  layout;
  int                laid_out_width;
  int                laid_out_height;
  int                hover;
  int                selected;
  GtkWidget         *popover;      /* a child: the page's popover for a place */
};

G_DEFINE_FINAL_TYPE (CwStorylineView, cw_storyline_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLACE_ACTIVATED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static gboolean show_selection (CwStorylineView *self);

/* ---- the model: what is drawn, read from the match after every change ---- */

static void
token_clear (Token *token)
{
  g_free (token->initials);
  g_free (token->label);
}

static void
clear_places (CwStorylineView *self)
{
  for (guint i = 0; i < self->n_places; i++)
    {
      g_free (self->places[i].name);
      g_free (self->places[i].detail);
      g_free (self->places[i].where);
      g_clear_pointer (&self->places[i].tokens, g_array_unref);
    }
  g_clear_pointer (&self->places, g_free);
  self->n_places = 0;
  self->laid_out_width = -1;
}

static void
parse_colour (const char *colour,
              GdkRGBA    *rgba)
{
  if (colour == NULL || !gdk_rgba_parse (rgba, colour))
    *rgba = (GdkRGBA) { 0.45, 0.45, 0.45, 1.0 };
}

/* "Dorothy Gale" → "DG", "Toto" → "To": two letters a token has room for. */
static char *
initials_of (const char *name)
{
  g_auto (GStrv) words = NULL;
  GString *text = g_string_new (NULL);
  guint n_words;

  if (name == NULL || *name == '\0')
    return g_string_free (text, FALSE);

  words = g_strsplit (name, " ", -1);
  n_words = g_strv_length (words);
  for (guint i = 0; i < n_words && g_utf8_strlen (text->str, -1) < 2; i++)
    {
      gunichar c = g_utf8_get_char_validated (words[i], -1);

      /* Small words do not make initials: "Queen of the Field Mice" → "QF". */
      if (c == (gunichar) -1 || c == 0 || !g_unichar_isupper (c))
        continue;
      g_string_append_unichar (text, c);
    }
  if (g_utf8_strlen (text->str, -1) < 2 && n_words > 0)
    {
      const char *word = words[0];
      g_string_truncate (text, 0);
      for (int i = 0; i < 2 && *word != '\0'; i++, word = g_utf8_next_char (word))
        g_string_append_unichar (text, g_utf8_get_char (word));
    }
  return g_string_free (text, FALSE);
}

static void
read_match (CwStorylineView *self)
{
  CwMatch *match = self->match;

  clear_places (self);
  if (match == NULL || cw_match_get_n_places (match) == 0)
    return;

  self->n_places = cw_match_get_n_places (match);
  self->places = g_new0 (Place, self->n_places);
  for (int p = 0; p < (int) self->n_places; p++)
    {
      Place *place = &self->places[p];
      g_autoptr (GArray) pieces = cw_match_get_pieces_at (match, p);

      place->tokens = g_array_new (FALSE, TRUE, sizeof (Token));
      g_array_set_clear_func (place->tokens, (GDestroyNotify) token_clear);
      place->is_title = cw_match_place_is_title (match, p);
      place->where = cw_match_dup_place_name (match, p);
      if (place->is_title)
        {
          int author = cw_match_place_get_title_author (match, p);
          CwCard *title = cw_match_get_author_title (match, author);
          g_autoptr (GArray) face_down = cw_match_get_face_down_events (match, author);

          place->name = g_strdup (cw_match_get_author_name (match, author));
          place->detail = g_strdup (title != NULL ? cw_card_get_title (title) : _("Title card"));
          parse_colour (cw_match_get_author_colour (match, author), &place->colour);
          place->the_end = cw_match_get_ending_piece (match) != 0 &&
                           cw_match_has_piece (match, cw_match_get_ending_piece (match)) &&
                           cw_match_piece_get_place (match, cw_match_get_ending_piece (match)) == p;
          place->face_up = TRUE;
          /* Face-down Events belong to no place: they lie by their Author's Title card. */
          place->hidden_events = face_down->len;
        }
      else
        {
          place->face_up = cw_match_location_is_face_up (match, p);
          if (place->face_up)
            {
              CwCard *card = cw_match_get_location (match, p);
              int enter = cw_match_location_get_enter_cost (match, p);
              int leave = cw_match_location_get_leave_cost (match, p);

              place->name = card != NULL ? g_strdup (cw_card_get_title (card)) : cw_match_dup_place_name (match, p);
              place->water = cw_match_location_is_water (match, p);
              place->requires_swimming = cw_match_location_requires_swimming (match, p);
              if (enter != 0 || leave != 0)
                /* Translators: a Location's movement costs in Story Points, drawn on the Storyline. */
                place->detail = g_strdup_printf (_("In %d · Out %d"), enter, leave);
            }
          else
            place->name = g_strdup (_("Face down"));
        }

      for (guint i = 0; i < pieces->len; i++)
        {
          guint piece = g_array_index (pieces, guint, i);
          CwCard *card = cw_match_piece_get_card (match, piece);
          Token token = { 0 };

          token.piece = piece;
          token.kind = cw_match_piece_get_kind (match, piece);
          parse_colour (cw_match_get_author_colour (match, cw_match_piece_get_controller (match, piece)), &token.colour);
          token.initials = initials_of (card != NULL ? cw_card_get_name (card) : NULL);
          token.label = g_strdup (card != NULL ? cw_card_get_title (card) : "");
          token.author = cw_match_piece_get_controller (match, piece);
          token.vitality = token.kind == CW_PIECE_CHARACTER ? cw_match_piece_get_vitality (match, piece) : 0;
          token.prime = token.kind == CW_PIECE_CHARACTER && cw_match_piece_has_keyword (match, piece, "prime");
          g_array_append_val (place->tokens, token);
        }
    }

  if (self->selected >= (int) self->n_places)
    self->selected = CW_PLACE_NONE;
}

/* What a screen reader says of the Storyline: it is drawn as one picture, so its
 * description names every place in order with who is there ("Ann's Title card (Ann): Tin
 * Woodman, Vitality 3. Emerald City: empty. …"). */
static char *
describe (CwStorylineView *self)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < self->n_places; p++)
    {
      Place *place = &self->places[p];

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, place->is_title || !place->face_up ? place->where : place->name);
      if (place->tokens->len == 0)
        /* Translators: a place on the Storyline where nobody is, said by a screen reader. */
        g_string_append (text, _(": nobody."));
      else
        {
          g_string_append (text, ": ");
          for (guint i = 0; i < place->tokens->len; i++)
            {
              Token *token = &g_array_index (place->tokens, Token, i);

              if (i > 0)
                g_string_append (text, ", ");
              if (token->kind == CW_PIECE_CHARACTER)
                /* Translators: a Character on the Storyline for a screen reader: name, its Author, Vitality. */
                g_string_append_printf (text, _("%s (%s, Vitality %d)"), token->label,
                                        cw_match_get_author_name (self->match, token->author), token->vitality);
              else
                g_string_append (text, token->label);
            }
          g_string_append_c (text, '.');
        }
      if (place->hidden_events > 0)
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, " %u face-down Event.", " %u face-down Events.",
                                                   place->hidden_events),
                                place->hidden_events);
    }
  return g_string_free (text, FALSE);
}

char *
cw_storyline_view_dup_description (CwStorylineView *self)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), NULL);
  return describe (self);
}

static void
on_match_changed (CwStorylineView *self)
{
  g_autofree char *description = NULL;

  read_match (self);
  description = describe (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- layout ---- */

/* Narrow, a wheel would shrink its cards past reading: the column shows the current
 * Author's Storyline alone, the one this turn's moves follow. Before the first
 * allocation (width 0) the wide layout is the answer. */
static CwStorylineLayout
layout_for (CwStorylineView *self,
            int              width)
{
  gboolean narrow = width > 0 && width < NARROW_WIDTH;

  if (narrow)
    return CW_STORYLINE_LAYOUT_COLUMN;
  if (self->match != NULL && cw_match_get_n_authors (self->match) > 2)
    return CW_STORYLINE_LAYOUT_WHEEL;
  return CW_STORYLINE_LAYOUT_ROW;
}

/* The Storyline a line or column shows: Author 0's for 2 Authors, so the line does not
 * turn round every turn; the current Author's when the wheel is folded into a column. */
static const int *
shown_line (CwStorylineView *self)
{
  int author = 0;

  if (cw_match_get_n_authors (self->match) > 2)
    author = MAX (0, cw_match_get_current_author (self->match));
  return cw_match_get_storyline (self->match, author);
}

static void
set_rect (graphene_rect_t *rect,
          double           x,
          double           y,
          double           w,
          double           h)
{
  graphene_rect_init (rect, x, y, w, h);
}

/* The line of 2 Authors, read along Author 0's Storyline: their Title card first. */
static void
layout_line (CwStorylineView *self,
             int              width,
             int              height)
{
  const int *line = shown_line (self);

  if (line == NULL)
    return;

  if (self->layout == CW_STORYLINE_LAYOUT_ROW)
    {
      double slot_w = (width - 2 * MARGIN - 7 * 8.0) / 8;
      double radius = CLAMP (slot_w / 7, 7, 13);
      double band = 2 * (2 * radius + 4) + 6;
      double header = 22;
      double card_h = MIN (slot_w * 1.4, height - 2 * MARGIN - band - header);
      double top;

      card_h = MAX (card_h, 40);
      /* Nearer the top than the middle: the legend of tokens goes under the line. */
      top = MARGIN + header + MAX (0, (height - 2 * MARGIN - header - card_h - band) * 0.2);
      for (int i = 0; i < CW_MATCH_STORYLINE_LENGTH; i++)
        {
          Place *place = &self->places[line[i]];
          double x = MARGIN + i * (slot_w + 8.0);

          set_rect (&place->card, x, top, slot_w, card_h);
          set_rect (&place->tokens_box, x, top + card_h + 6, slot_w, band - 6);
          set_rect (&place->bounds, x, top, slot_w, card_h + band);
        }
    }
  else
    {
      double header = 22;
      double top = MARGIN + header;
      double w = width - 2 * MARGIN;

      for (int i = 0; i < CW_MATCH_STORYLINE_LENGTH; i++)
        {
          Place *place = &self->places[line[i]];
          double y = top + i * (ROW_HEIGHT + ROW_GAP);
          double tokens_w = MIN (w * 0.42, 5 * 24.0);

          set_rect (&place->card, MARGIN, y, w, ROW_HEIGHT);
          set_rect (&place->tokens_box, MARGIN + w - tokens_w - 6, y + 4, tokens_w, ROW_HEIGHT - 8);
          set_rect (&place->bounds, MARGIN, y, w, ROW_HEIGHT);
        }
    }
}

/* The wheel: spoke s at its own angle, depth 0 nearest the centre, the Title card that
 * caps it at the rim. The wheel fills the whole area (an ellipse when it is not square),
 * and the cards are as large as they can be without two of them overlapping. */
#define WHEEL_ASPECT 1.5
#define WHEEL_GAP    6.0

static int
wheel_place (CwStorylineView *self,
             int              spoke,
             int              depth)
{
  int n = (int) cw_match_get_n_authors (self->match);

  if (depth < CW_MATCH_SPOKE_LENGTH)
    return cw_match_get_location_place (self->match, spoke, depth);
  for (int a = 0; a < n; a++)
    if (cw_match_get_title_spoke (self->match, a) == spoke)
      return a;
  return -1;
}

static void
layout_wheel (CwStorylineView *self,
              int              width,
              int              height)
{
  static const double radii[4] = { 0.28, 0.50, 0.72, 0.94 };
  int n = (int) cw_match_get_n_authors (self->match);
  double cx = width / 2.0, cy = (height + 18) / 2.0;   /* room for the Storyline's name on top */
  double tile_w = 80, tile_h = 52;
  g_autofree double *xs = g_new0 (double, self->n_places);
  g_autofree double *ys = g_new0 (double, self->n_places);

  /* Twice: the rim depends on the card size, the card size on the spacing. */
  for (int pass = 0; pass < 2; pass++)
    {
      double rx = MAX (20, width / 2.0 - MARGIN - tile_w / 2);
      double ry = MAX (20, (height - 18) / 2.0 - MARGIN - tile_h / 2);
      double fit = 70;

      for (int spoke = 0; spoke < n; spoke++)
        {
          double angle = -G_PI / 2 + 2 * G_PI * spoke / n;

          for (int depth = 0; depth < 4; depth++)
            {
              int p = wheel_place (self, spoke, depth);

              if (p < 0 || p >= (int) self->n_places)
                continue;
              xs[p] = cx + radii[depth] * rx * cos (angle);
              ys[p] = cy + radii[depth] * ry * sin (angle);
            }
        }
      for (guint i = 0; i < self->n_places; i++)
        for (guint j = i + 1; j < self->n_places; j++)
          {
            double dx = fabs (xs[i] - xs[j]), dy = fabs (ys[i] - ys[j]);

            /* Two cards clear each other side by side or one above the other. */
            fit = MIN (fit, MAX ((dx - WHEEL_GAP) / WHEEL_ASPECT, dy - WHEEL_GAP));
          }
      tile_h = MAX (fit, 18);
      tile_w = tile_h * WHEEL_ASPECT;
    }

  for (guint p = 0; p < self->n_places; p++)
    {
      Place *place = &self->places[p];

      set_rect (&place->card, xs[p] - tile_w / 2, ys[p] - tile_h / 2, tile_w, tile_h);
      set_rect (&place->tokens_box, xs[p] - tile_w / 2 + 2, ys[p] + tile_h * 0.02, tile_w - 4, tile_h * 0.48 - 2);
      set_rect (&place->bounds, xs[p] - tile_w / 2, ys[p] - tile_h / 2, tile_w, tile_h);
    }
}

static void
ensure_layout (CwStorylineView *self,
               int              width,
               int              height)
{
  if (self->match == NULL || self->places == NULL)
    return;
  if (self->laid_out_width == width && self->laid_out_height == height)
    return;

  self->layout = layout_for (self, width);
  self->laid_out_width = width;
  self->laid_out_height = height;
  /* A place off the shown Storyline (a folded wheel) is neither drawn nor hit. */
  for (guint p = 0; p < self->n_places; p++)
    {
      graphene_rect_init (&self->places[p].card, 0, 0, 0, 0);
      graphene_rect_init (&self->places[p].tokens_box, 0, 0, 0, 0);
      graphene_rect_init (&self->places[p].bounds, 0, 0, 0, 0);
    }
  if (self->layout == CW_STORYLINE_LAYOUT_WHEEL)
    layout_wheel (self, width, height);
  else
    layout_line (self, width, height);
}

/* ---- drawing ---- */

static void
rounded_rect (cairo_t               *cr,
              const graphene_rect_t *rect,
              double                 r)
{
  double x = rect->origin.x, y = rect->origin.y, w = rect->size.width, h = rect->size.height;

  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static PangoLayout *
text_layout (CwStorylineView *self,
             const char      *text,
             double           size,
             gboolean         bold,
             double           width,
             int              lines)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_from_string (bold ? "Sans Bold" : "Sans");

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (MAX (1, width) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (layout, -lines);
  return layout;
}

static void
water_mark (cairo_t *cr,
            double   x,
            double   y,
            double   w)
{
  /* Two waves: the water mark of a Water Location. */
  cairo_set_source_rgb (cr, 0.11, 0.44, 0.85);
  cairo_set_line_width (cr, MAX (1.2, w / 10));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int row = 0; row < 2; row++)
    {
      double wy = y + row * w * 0.35;

      cairo_move_to (cr, x, wy);
      cairo_curve_to (cr, x + w * 0.25, wy - w * 0.2, x + w * 0.25, wy + w * 0.2, x + w * 0.5, wy);
      cairo_curve_to (cr, x + w * 0.75, wy - w * 0.2, x + w * 0.75, wy + w * 0.2, x + w, wy);
    }
  cairo_stroke (cr);
}

/* A token: a disc for a Character (a gold ring when Prime), a square for an Object,
 * a diamond for an Effect, in the colour of the Author who controls it. */
static void
draw_token (CwStorylineView *self,
            cairo_t         *cr,
            const Token     *token,
            double           x,
            double           y,
            double           r)
{
  /* No line from where the last text ended. */
  cairo_new_path (cr);
  switch (token->kind)
    {
    case CW_PIECE_CHARACTER:
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      break;
    case CW_PIECE_OBJECT:
      {
        graphene_rect_t square;

        graphene_rect_init (&square, x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7);
        rounded_rect (cr, &square, r * 0.3);
      }
      break;
    case CW_PIECE_EFFECT:
    case CW_PIECE_EVENT:
    default:
      cairo_move_to (cr, x, y - r);
      cairo_line_to (cr, x + r, y);
      cairo_line_to (cr, x, y + r);
      cairo_line_to (cr, x - r, y);
      cairo_close_path (cr);
      break;
    }
  gdk_cairo_set_source_rgba (cr, &token->colour);
  cairo_fill_preserve (cr);
  if (token->prime)
    {
      cairo_set_source_rgb (cr, 0.90, 0.70, 0.12);
      cairo_set_line_width (cr, MAX (1.5, r / 5));
    }
  else
    {
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_set_line_width (cr, 1.2);
    }
  cairo_stroke (cr);

  if (token->kind != CW_PIECE_EFFECT && token->initials != NULL && r >= 6)
    {
      g_autoptr (PangoLayout) layout = text_layout (self, token->initials, r * 0.85, TRUE, 3 * r, 1);
      int tw, th;

      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_move_to (cr, x - tw / 2.0, y - th / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_tokens (CwStorylineView *self,
             cairo_t         *cr,
             Place           *place,
             double           max_radius)
{
  graphene_rect_t *box = &place->tokens_box;
  guint n = place->tokens->len;
  double r, step;
  guint per_row, rows, shown;

  if (n == 0)
    return;

  r = MIN (max_radius, box->size.height / 2 - 1);
  r = MAX (r, 4);
  step = 2 * r + 3;
  per_row = MAX (1, (guint) ((box->size.width + 3) / step));
  rows = MAX (1, (guint) ((box->size.height + 3) / step));
  shown = MIN (n, per_row * rows);
  if (shown < n)
    shown--;   /* room for "+N" */

  for (guint i = 0; i <= shown && i < n + 1; i++)
    {
      double x = box->origin.x + (i % per_row) * step + r;
      double y = box->origin.y + (i / per_row) * step + r;
      g_autoptr (PangoLayout) layout = NULL;
      int tw, th;

      if (i == shown)
        {
          g_autofree char *more = NULL;

          if (shown == n)
            break;
          more = g_strdup_printf ("+%u", n - shown);
          layout = text_layout (self, more, r * 0.9, TRUE, 4 * r, 1);
          pango_layout_get_pixel_size (layout, &tw, &th);
          cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 1);
          cairo_move_to (cr, x - tw / 2.0, y - th / 2.0);
          pango_cairo_show_layout (cr, layout);
          break;
        }

      draw_token (self, cr, &g_array_index (place->tokens, Token, i), x, y, r);
    }
}

/* The game's card back filling rect, its corners rounded; cr is left as it was. */
static void
paint_back (CwStorylineView       *self,
            cairo_t               *cr,
            const graphene_rect_t *rect,
            double                 radius)
{
  cairo_save (cr);
  rounded_rect (cr, rect, radius);
  cairo_clip (cr);
  cairo_translate (cr, rect->origin.x, rect->origin.y);
  if (self->session != NULL)
    cw_card_paint_back (self->session, cr, rect->size.width, rect->size.height);
  else
    {
      cairo_set_source_rgb (cr, 0.12, 0.36, 0.23);
      cairo_paint (cr);
    }
  cairo_restore (cr);
}

/* Where an Author's face-down Events are drawn on their Title card: the lower right corner
 * of an upright card, the right end of a row's words, the upper right corner of a wheel's
 * tile (its lower half holds the tokens). Empty when there are none. */
static void
hidden_events_box (CwStorylineView *self,
                   Place           *place,
                   double           pad,
                   graphene_rect_t *box)
{
  graphene_rect_t *card = &place->card;
  double h, w, fan;

  graphene_rect_init (box, 0, 0, 0, 0);
  if (!place->is_title || place->hidden_events == 0)
    return;

  switch (self->layout)
    {
    case CW_STORYLINE_LAYOUT_ROW:
      h = CLAMP (card->size.height * 0.32, 14, 38);
      break;
    case CW_STORYLINE_LAYOUT_COLUMN:
      h = card->size.height - 2 * pad;
      break;
    case CW_STORYLINE_LAYOUT_WHEEL:
    default:
      h = CLAMP (card->size.height * 0.42 - pad, 8, 30);
      break;
    }
  w = h * CARD_ASPECT;
  /* Up to three backs fanned to the left, each showing a quarter of the one under it. */
  fan = w * 0.3 * (MIN (place->hidden_events, 3) - 1);

  switch (self->layout)
    {
    case CW_STORYLINE_LAYOUT_ROW:
      graphene_rect_init (box, card->origin.x + card->size.width - pad - w - fan,
                          card->origin.y + card->size.height - pad - h, w + fan, h);
      break;
    case CW_STORYLINE_LAYOUT_COLUMN:
      graphene_rect_init (box, place->tokens_box.origin.x - 2 * pad - w - fan,
                          card->origin.y + pad, w + fan, h);
      break;
    case CW_STORYLINE_LAYOUT_WHEEL:
    default:
      graphene_rect_init (box, card->origin.x + card->size.width - pad - w - fan,
                          card->origin.y + pad * 0.6, w + fan, h);
      break;
    }
}

/* The backs, and their number in the Author's colour when there are two or more. */
static void
draw_hidden_events (CwStorylineView       *self,
                    cairo_t               *cr,
                    Place                 *place,
                    const graphene_rect_t *box)
{
  guint shown = MIN (place->hidden_events, 3);
  double h = box->size.height, w = h * CARD_ASPECT;
  double step = shown > 1 ? (box->size.width - w) / (shown - 1) : 0;

  for (guint i = 0; i < shown; i++)
    {
      graphene_rect_t back;

      graphene_rect_init (&back, box->origin.x + i * step, box->origin.y, w, h);
      paint_back (self, cr, &back, MAX (1.5, w * 0.08));
      /* A light edge, so backs lying on each other stay apart. */
      rounded_rect (cr, &back, MAX (1.5, w * 0.08));
      cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }

  if (place->hidden_events > 1 && h >= 14)
    {
      g_autofree char *count = g_strdup_printf ("%u", place->hidden_events);
      g_autoptr (PangoLayout) layout = text_layout (self, count, CLAMP (h * 0.3, 7, 11), TRUE, 4 * h, 1);
      double r = CLAMP (h * 0.26, 6, 10);
      double x = box->origin.x + box->size.width - r * 0.6;
      double y = box->origin.y + r * 0.6;
      int tw, th;

      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &place->colour);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 1.2);
      cairo_stroke (cr);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_move_to (cr, x - tw / 2.0, y - th / 2.0);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_place (CwStorylineView *self,
            cairo_t         *cr,
            int              p,
            const GdkRGBA   *fg,
            gboolean         dark)
{
  Place *place = &self->places[p];
  graphene_rect_t *card = &place->card;
  gboolean landscape = card->size.width > card->size.height;
  double pad = MAX (3, MIN (card->size.width, card->size.height) * 0.07);
  double font = CLAMP (MIN (card->size.width / 7.5, card->size.height / 3.6), 8, 13);
  double text_w = card->size.width - 2 * pad;
  double token_r = self->layout == CW_STORYLINE_LAYOUT_ROW ? CLAMP (card->size.width / 7, 7, 13)
                                                           : CLAMP (card->size.height / 4.5, 5, 11);
  double text_y;
  graphene_rect_t events;

  if (landscape)
    text_w = (self->layout == CW_STORYLINE_LAYOUT_COLUMN ? place->tokens_box.origin.x - card->origin.x
                                                         : card->size.width) - 2 * pad;
  /* The words give way to the face-down Events beside them, except on an upright card,
   * where the Events sit under the words. */
  hidden_events_box (self, place, pad, &events);
  if (events.size.width > 0 && self->layout != CW_STORYLINE_LAYOUT_ROW)
    text_w = MAX (10, events.origin.x - card->origin.x - 2 * pad);

  cairo_save (cr);
  if (place->is_title)
    {
      /* Opaque, so the Storyline band behind does not run through the words. */
      rounded_rect (cr, card, 6);
      if (dark)
        cairo_set_source_rgb (cr, 0.14, 0.14, 0.14);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, place->colour.red, place->colour.green, place->colour.blue, dark ? 0.35 : 0.18);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &place->colour);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
  else if (!place->face_up)
    {
      paint_back (self, cr, card, 6);
      rounded_rect (cr, card, 6);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  else
    {
      rounded_rect (cr, card, 6);
      if (dark)
        cairo_set_source_rgb (cr, 0.22, 0.22, 0.24);
      else
        cairo_set_source_rgb (cr, 0.99, 0.98, 0.94);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.3);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  cairo_restore (cr);

  /* The words: who or where, then the Title card or the costs. */
  text_y = card->origin.y + pad;
  if (place->is_title || place->face_up)
    {
      g_autoptr (PangoLayout) name = NULL;
      gboolean wheel = self->layout == CW_STORYLINE_LAYOUT_WHEEL;
      int lines = wheel ? 1 : landscape ? 2 : 4;
      int w, h;

      if (place->water)
        text_w -= font * 1.4;
      name = text_layout (self, place->name, font, TRUE, text_w, place->detail != NULL ? lines : lines + 1);
      if (place->is_title)
        gdk_cairo_set_source_rgba (cr, fg);
      else if (dark)
        cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
      else
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_move_to (cr, card->origin.x + pad, text_y);
      pango_cairo_show_layout (cr, name);
      pango_layout_get_pixel_size (name, &w, &h);
      text_y += h + 1;

      if (place->water)
        water_mark (cr, card->origin.x + card->size.width - pad - font * 1.2, card->origin.y + pad + font * 0.3, font * 1.2);

      /* On the wheel the lower half of a tile holds the tokens. */
      if ((place->detail != NULL || place->the_end) && !(wheel && place->tokens->len > 0))
        {
          g_autoptr (PangoLayout) detail = NULL;
          const char *text = place->the_end ? _("The End") : place->detail;

          detail = text_layout (self, text, font * 0.9, place->the_end, text_w, landscape ? 1 : 3);
          if (place->the_end && dark)
            cairo_set_source_rgb (cr, 1.0, 0.48, 0.45);
          else if (place->the_end)
            cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
          else if (place->is_title)
            cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.75);
          else if (dark)
            cairo_set_source_rgb (cr, 0.8, 0.8, 0.8);
          else
            cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
          /* Costs sit at the foot of a portrait card, where a player looks for them. */
          if (!landscape && !place->is_title)
            {
              pango_layout_get_pixel_size (detail, &w, &h);
              cairo_move_to (cr, card->origin.x + pad, card->origin.y + card->size.height - pad - h);
            }
          else
            cairo_move_to (cr, card->origin.x + pad, MIN (text_y, card->origin.y + card->size.height - pad - font));
          pango_cairo_show_layout (cr, detail);
        }
      if (place->requires_swimming && !landscape)
        {
          g_autoptr (PangoLayout) swim = text_layout (self, _("Swimming only"), font * 0.8, FALSE, text_w, 1);

          cairo_set_source_rgb (cr, 0.11, 0.44, 0.85);
          cairo_move_to (cr, card->origin.x + pad, card->origin.y + card->size.height - pad - 2.4 * font);
          pango_cairo_show_layout (cr, swim);
        }
    }

  if (events.size.width > 0)
    draw_hidden_events (self, cr, place, &events);

  draw_tokens (self, cr, place, token_r);

  /* Hover and keyboard selection. */
  if (p == self->hover || (p == self->selected && show_selection (self)))
    {
      graphene_rect_t outline;
      GdkRGBA accent = { 0.21, 0.52, 0.89, 1.0 };

      graphene_rect_inset_r (&place->bounds, -3, -3, &outline);
      rounded_rect (cr, &outline, 8);
      cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, p == self->selected ? 0.9 : 0.45);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
    }
}

/* The picked place is outlined while its popover is open or the keyboard walks the line. */
static gboolean
show_selection (CwStorylineView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    return TRUE;
  return gtk_widget_has_focus (GTK_WIDGET (self)) && GTK_IS_WINDOW (root) &&
         gtk_window_get_focus_visible (GTK_WINDOW (root));
}

static void
centre_of (Place  *place,
           double *x,
           double *y)
{
  *x = place->card.origin.x + place->card.size.width / 2;
  *y = place->card.origin.y + place->card.size.height / 2;
}

/* The current Author's Storyline, from their Title card to the opponent's: a band in
 * their colour behind the cards, so everyone sees where this turn's moves may go. */
static void
draw_current_storyline (CwStorylineView *self,
                        cairo_t         *cr,
                        const GdkRGBA   *fg,
                        int              width)
{
  int author = cw_match_get_current_author (self->match);
  const int *line;
  GdkRGBA colour;
  g_autoptr (PangoLayout) label = NULL;
  g_autofree char *text = NULL;
  double x0, y0, x1, y1;
  int w, h;

  if (author < 0 || (line = cw_match_get_storyline (self->match, author)) == NULL)
    return;
  parse_colour (cw_match_get_author_colour (self->match, author), &colour);

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, self->layout == CW_STORYLINE_LAYOUT_WHEEL ? 10 : 8);
  cairo_set_source_rgba (cr, colour.red, colour.green, colour.blue, 0.35);
  for (int i = 0; i < CW_MATCH_STORYLINE_LENGTH; i++)
    {
      double x, y;

      if (line[i] < 0 || line[i] >= (int) self->n_places)
        continue;
      centre_of (&self->places[line[i]], &x, &y);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  /* The direction to "The End", in words and an arrow. */
  centre_of (&self->places[line[0]], &x0, &y0);
  centre_of (&self->places[line[CW_MATCH_STORYLINE_LENGTH - 1]], &x1, &y1);
  if (self->layout == CW_STORYLINE_LAYOUT_ROW)
    /* Translators: over the Storyline, pointing the way the current Author's Characters travel. */
    text = g_strdup_printf (x1 > x0 ? _("%s’s Storyline →") : _("← %s’s Storyline"),
                            cw_match_get_author_name (self->match, author));
  else if (self->layout == CW_STORYLINE_LAYOUT_COLUMN)
    text = g_strdup_printf (y1 > y0 ? _("%s’s Storyline ↓") : _("%s’s Storyline ↑"),
                            cw_match_get_author_name (self->match, author));
  else
    text = g_strdup_printf (_("%s’s Storyline"), cw_match_get_author_name (self->match, author));

  label = text_layout (self, text, 12, TRUE, width - 2 * MARGIN, 1);
  pango_layout_get_pixel_size (label, &w, &h);
  cairo_set_source_rgb (cr, colour.red * 0.8, colour.green * 0.8, colour.blue * 0.8);
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    gdk_cairo_set_source_rgba (cr, &colour);
  if (self->layout == CW_STORYLINE_LAYOUT_ROW)
    {
      double top = self->places[line[0]].card.origin.y - h - 6;

      cairo_move_to (cr, x1 > x0 ? MARGIN : width - MARGIN - w, top);
    }
  else
    cairo_move_to (cr, MARGIN, MARGIN / 2);
  pango_cairo_show_layout (cr, label);
  (void) fg;
}

/* Under the line: what a click does, and how many Locations the Folio still holds. */
static double
draw_hint (CwStorylineView *self,
           cairo_t         *cr,
           const GdkRGBA   *fg,
           int              width,
           int              height)
{
  GPtrArray *folio = cw_match_get_folio (self->match);
  g_autofree char *text = NULL;
  g_autoptr (PangoLayout) layout = NULL;
  double bottom = 0;
  int w, h;

  for (guint p = 0; p < self->n_places; p++)
    bottom = MAX (bottom, self->places[p].bounds.origin.y + self->places[p].bounds.size.height);

  /* Translators: under the Storyline; the Folio is the pile of Locations not in play. */
  text = g_strdup_printf (ngettext ("Click a card to see who is there · %u Location left in the Folio",
                                    "Click a card to see who is there · %u Locations left in the Folio",
                                    folio != NULL ? folio->len : 0),
                          folio != NULL ? folio->len : 0);
  layout = text_layout (self, text, 11, FALSE, width - 2 * MARGIN, 2);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (self->layout == CW_STORYLINE_LAYOUT_WHEEL || bottom + 12 + h > height)
    bottom = height - MARGIN / 2 - h - 12;
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.55);
  cairo_move_to (cr, MARGIN, bottom + 12);
  pango_cairo_show_layout (cr, layout);
  return bottom + 12 + h;
}

/* Where there is room under the line: who the tokens are, so nobody has to decode
 * initials — "Dorothy Gale • Girl from Kansas · Ann · Vitality 3 · Kalidah Gulf". */
static void
draw_legend (CwStorylineView *self,
             cairo_t         *cr,
             const GdkRGBA   *fg,
             int              width,
             int              height,
             double           top)
{
  const int *line = shown_line (self);
  double row_h = 22, column_w;
  int rows = (int) ((height - MARGIN - top - 10) / row_h);
  int columns = 1, entries = 0, slot = 0;

  if (line == NULL || rows < 1)
    return;

  /* A second column only when one is full: a lone line keeps the whole width. */
  for (int i = 0; i < CW_MATCH_STORYLINE_LENGTH; i++)
    for (guint t = 0; t < self->places[line[i]].tokens->len; t++)
      {
        CwPieceKind kind = g_array_index (self->places[line[i]].tokens, Token, t).kind;
        entries += kind == CW_PIECE_CHARACTER || kind == CW_PIECE_OBJECT;
      }
  if (entries > rows && width >= 640)
    columns = 2;
  column_w = (width - 2 * MARGIN) / columns;

  for (int i = 0; i < CW_MATCH_STORYLINE_LENGTH; i++)
    {
      Place *place = &self->places[line[i]];

      for (guint t = 0; t < place->tokens->len; t++)
        {
          Token *token = &g_array_index (place->tokens, Token, t);
          g_autofree char *text = NULL;
          g_autoptr (PangoLayout) layout = NULL;
          double x, y;
          int w, h;

          if (token->kind == CW_PIECE_EFFECT || token->kind == CW_PIECE_EVENT)
            continue;
          if (slot >= rows * columns)
            return;
          x = MARGIN + (slot / rows) * column_w;
          y = top + 10 + (slot % rows) * row_h;
          draw_token (self, cr, token, x + 9, y + row_h / 2, 9);
          if (token->kind == CW_PIECE_CHARACTER)
            /* Translators: a line of the legend under the Storyline. */
            text = g_strdup_printf (_("%s · %s · Vitality %d · %s"), token->label,
                                    cw_match_get_author_name (self->match, token->author),
                                    token->vitality, place->where);
          else
            text = g_strdup_printf ("%s · %s · %s", token->label,
                                    cw_match_get_author_name (self->match, token->author), place->where);
          layout = text_layout (self, text, 11, FALSE, column_w - 30, 1);
          pango_layout_get_pixel_size (layout, &w, &h);
          cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.85);
          cairo_move_to (cr, x + 24, y + (row_h - h) / 2);
          pango_cairo_show_layout (cr, layout);
          slot++;
        }
    }
}

static void
cw_storyline_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CwStorylineView *self = CW_STORYLINE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GdkRGBA fg;
  cairo_t *cr;

  if (self->match == NULL || self->places == NULL || width <= 0 || height <= 0)
    return;

  ensure_layout (self, width, height);
  cw_compat_widget_get_color (widget, &fg);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (self->layout == CW_STORYLINE_LAYOUT_WHEEL)
    {
      /* The hub where the spokes meet. */
      double cx = width / 2.0, cy = (height + 18) / 2.0;
      double hub = MIN (width, height) * 0.05;

      cairo_arc (cr, cx, cy, hub, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.12);
      cairo_fill (cr);
      for (guint spoke = 0; spoke < cw_match_get_n_authors (self->match); spoke++)
        {
          int outer = cw_match_get_location_place (self->match, (int) spoke, CW_MATCH_SPOKE_LENGTH - 1);
          double x, y;

          if (outer < 0)
            continue;
          /* Out to the Title card that caps the spoke. */
          centre_of (&self->places[outer], &x, &y);
          cairo_move_to (cr, cx, cy);
          cairo_line_to (cr, cx + (x - cx) * 0.94 / 0.72, cy + (y - cy) * 0.94 / 0.72);
        }
      cairo_set_line_width (cr, 2);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.15);
      cairo_stroke (cr);
    }

  if (cw_match_get_phase (self->match) != CW_MATCH_PHASE_SETUP)
    draw_current_storyline (self, cr, &fg, width);

  for (int p = 0; p < (int) self->n_places; p++)
    if (self->places[p].card.size.width > 0)
      draw_place (self, cr, p, &fg, dark);

  if (self->layout != CW_STORYLINE_LAYOUT_COLUMN)
    {
      double below = draw_hint (self, cr, &fg, width, height);

      if (self->layout == CW_STORYLINE_LAYOUT_ROW)
        draw_legend (self, cr, &fg, width, height, below);
    }

  cairo_destroy (cr);
}

static void
cw_storyline_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  CwStorylineView *self = CW_STORYLINE_VIEW (widget);

  if (self->match == NULL || self->places == NULL)
    {
      *minimum = *natural = 0;
      return;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 300;
      *natural = 720;
      return;
    }

  switch (layout_for (self, for_size < 0 ? 720 : for_size))
    {
    case CW_STORYLINE_LAYOUT_COLUMN:
      *minimum = *natural = (int) (2 * MARGIN + 22 + 8 * ROW_HEIGHT + 7 * ROW_GAP);
      break;
    case CW_STORYLINE_LAYOUT_WHEEL:
      *minimum = 360;
      *natural = for_size > 0 ? MAX (*minimum, MIN (for_size, 640)) : 560;
      break;
    case CW_STORYLINE_LAYOUT_ROW:
    default:
      *minimum = 230;
      *natural = 320;
      break;
    }
}

static GtkSizeRequestMode
cw_storyline_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cw_storyline_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  CwStorylineView *self = CW_STORYLINE_VIEW (widget);

  self->laid_out_width = -1;
  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

static void
drop_popover (CwStorylineView *self)
{
  if (self->popover == NULL)
    return;
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  gtk_widget_unparent (self->popover);
  self->popover = NULL;
}

void
cw_storyline_view_popup (CwStorylineView *self,
                         GtkWidget       *popover,
                         int              place)
{
  graphene_rect_t bounds;

  g_return_if_fail (CW_IS_STORYLINE_VIEW (self));
  g_return_if_fail (GTK_IS_POPOVER (popover));

  drop_popover (self);
  self->popover = popover;
  gtk_widget_set_parent (popover, GTK_WIDGET (self));
  g_signal_connect_object (popover, "closed", G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  if (cw_storyline_view_get_place_bounds (self, place, &bounds))
    gtk_popover_set_pointing_to (GTK_POPOVER (popover),
                                 &(GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                                                   (int) bounds.size.width, (int) bounds.size.height });
  /* Only a shown widget can show its popover; tests build the page without a window. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_popover_popup (GTK_POPOVER (popover));
}

GtkWidget *
cw_storyline_view_get_popover (CwStorylineView *self)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), NULL);
  return self->popover;
}

/* ---- input ---- */

int
cw_storyline_view_get_place_at (CwStorylineView *self,
                                double           x,
                                double           y)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), CW_PLACE_NONE);

  ensure_layout (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  for (int p = 0; p < (int) self->n_places; p++)
    if (self->places[p].bounds.size.width > 0 &&
        graphene_rect_contains_point (&self->places[p].bounds, &GRAPHENE_POINT_INIT (x, y)))
      return p;
  return CW_PLACE_NONE;
}

static void
activate_place (CwStorylineView *self,
                int              place)
{
  if (place < 0 || place >= (int) self->n_places)
    return;
  cw_storyline_view_set_selected (self, place);
  g_signal_emit (self, signals[SIGNAL_PLACE_ACTIVATED], 0, place);
}

static void
on_click_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   CwStorylineView *self)
{
  int place = cw_storyline_view_get_place_at (self, x, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  activate_place (self, place);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           CwStorylineView          *self)
{
  int place = cw_storyline_view_get_place_at (self, x, y);

  if (place != self->hover)
    {
      self->hover = place;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), place >= 0 ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_leave (GtkEventControllerMotion *motion,
          CwStorylineView          *self)
{
  if (self->hover != CW_PLACE_NONE)
    {
      self->hover = CW_PLACE_NONE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* Arrow keys walk the line as it is drawn; on the wheel they walk place by place. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CwStorylineView       *self)
{
  int step = 0;
  int index = -1;
  const int *line;

  if (self->match == NULL || self->n_places == 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_Up:
      step = -1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_Down:
      step = 1;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      activate_place (self, self->selected >= 0 ? self->selected : 0);
      return TRUE;
    default:
      return FALSE;
    }

  if (self->layout != CW_STORYLINE_LAYOUT_WHEEL && (line = shown_line (self)) != NULL)
    {
      for (int i = 0; i < CW_MATCH_STORYLINE_LENGTH; i++)
        if (line[i] == self->selected)
          index = i;
      index = index < 0 ? 0 : CLAMP (index + step, 0, CW_MATCH_STORYLINE_LENGTH - 1);
      cw_storyline_view_set_selected (self, line[index]);
    }
  else
    cw_storyline_view_set_selected (self, self->selected < 0 ? 0
                                    : (self->selected + step + (int) self->n_places) % (int) self->n_places);
  return TRUE;
}

/* ---- public ---- */

void
cw_storyline_view_set_session (CwStorylineView *self,
                               CwSession       *session)
{
  g_return_if_fail (CW_IS_STORYLINE_VIEW (self));
  if (g_set_object (&self->session, session))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
cw_storyline_view_set_match (CwStorylineView *self,
                             CwMatch         *match)
{
  g_return_if_fail (CW_IS_STORYLINE_VIEW (self));
  g_return_if_fail (match == NULL || CW_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_set_object (&self->match, match);
  if (match != NULL)
    self->changed_id = g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
  self->selected = CW_PLACE_NONE;
  self->hover = CW_PLACE_NONE;
  on_match_changed (self);
}

CwMatch *
cw_storyline_view_get_match (CwStorylineView *self)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), NULL);
  return self->match;
}

CwStorylineLayout
cw_storyline_view_get_layout (CwStorylineView *self)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), CW_STORYLINE_LAYOUT_ROW);
  return layout_for (self, gtk_widget_get_width (GTK_WIDGET (self)));
}

gboolean
cw_storyline_view_get_place_bounds (CwStorylineView *self,
                                    int              place,
                                    graphene_rect_t *bounds)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (place < 0 || place >= (int) self->n_places)
    return FALSE;
  ensure_layout (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  *bounds = self->places[place].bounds;
  return TRUE;
}

guint
cw_storyline_view_get_n_tokens (CwStorylineView *self,
                                int              place)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), 0);

  if (place < 0 || place >= (int) self->n_places)
    return 0;
  return self->places[place].tokens->len;
}

guint
cw_storyline_view_get_n_hidden_events (CwStorylineView *self,
                                       int              place)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), 0);

  if (place < 0 || place >= (int) self->n_places)
    return 0;
  return self->places[place].hidden_events;
}

const char *
cw_storyline_view_get_place_text (CwStorylineView *self,
                                  int              place)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), NULL);

  if (place < 0 || place >= (int) self->n_places)
    return NULL;
  return self->places[place].name;
}

int
cw_storyline_view_get_selected (CwStorylineView *self)
{
  g_return_val_if_fail (CW_IS_STORYLINE_VIEW (self), CW_PLACE_NONE);
  return self->selected;
}

void
cw_storyline_view_set_selected (CwStorylineView *self,
                                int              place)
{
  g_return_if_fail (CW_IS_STORYLINE_VIEW (self));

  if (place < 0 || place >= (int) self->n_places)
    place = CW_PLACE_NONE;
  if (place == self->selected)
    return;
  self->selected = place;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- GObject ---- */

static void
cw_storyline_view_dispose (GObject *object)
{
  CwStorylineView *self = CW_STORYLINE_VIEW (object);

  drop_popover (self);
  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_clear_object (&self->match);
  g_clear_object (&self->session);
  clear_places (self);

  G_OBJECT_CLASS (cw_storyline_view_parent_class)->dispose (object);
}

static void
cw_storyline_view_class_init (CwStorylineViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_storyline_view_dispose;
  widget_class->snapshot = cw_storyline_view_snapshot;
  widget_class->measure = cw_storyline_view_measure;
  widget_class->get_request_mode = cw_storyline_view_get_request_mode;
  widget_class->size_allocate = cw_storyline_view_size_allocate;

  /* (int place): a click, or Enter on the place picked with the arrow keys. */
  signals[SIGNAL_PLACE_ACTIVATED] =
    g_signal_new ("place-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "storylineview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cw_storyline_view_init (CwStorylineView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->hover = CW_PLACE_NONE;
  self->selected = CW_PLACE_NONE;
  self->laid_out_width = -1;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The Storyline: click a Location to see who is there"), -1);

  g_signal_connect_object (click, "released", G_CALLBACK (on_click_released), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect_object (motion, "motion", G_CALLBACK (on_motion), self, 0);
  g_signal_connect_object (motion, "leave", G_CALLBACK (on_leave), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_key_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_object (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

GtkWidget *
cw_storyline_view_new (void)
{
  return g_object_new (CW_TYPE_STORYLINE_VIEW, NULL);
}
