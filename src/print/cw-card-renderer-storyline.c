/* cw-card-renderer-storyline.c: the Storyline Game System's cards (Characters, Locations, Title
 * cards, …); also the fallback design for any game. */
#include "cw-card-renderer-private.h"

#include <string.h>

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
  cw_render_draw_gem (p, cx, cy, r, GEM_BLUE, NULL);
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
  TextStyle style = cw_render_text_style (SANS_FAMILY, 1.7, 1.3, INK);
  double gem_x = move->enter ? MOVE_GEM : MOVE_WIDTH - MOVE_GEM;
  CwRect label = { move->enter ? 2 * MOVE_GEM + 0.5 : 0.4, MOVE_GEM - 1.3, MOVE_LABEL - 0.5, 2.6 };
  CwRect pill = { move->enter ? MOVE_GEM : 0.0, label.y, MOVE_LABEL + MOVE_GEM + 0.4, label.height };

  p->mode = MODE_ALL;
  cw_render_rect_path (p->cr, &pill, 1.2);
  set_color (p->cr, PARCHMENT);
  cairo_fill (p->cr);
  cw_render_draw_gem (p, gem_x, MOVE_GEM, MOVE_GEM, GEM_BLUE, number);
  style.weight = PANGO_WEIGHT_BOLD;
  style.align = move->enter ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT;
  cw_render_place_text (p, -1, &style, move->enter ? "ENTER ▸" : "◂ LEAVE", &label);
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
  cw_render_paint_surface_at (p->cr,
                              cw_render_recorded (p, key, MOVE_WIDTH, 2 * MOVE_GEM, record_move_cost, &move),
                              enter ? cx - MOVE_GEM : cx + MOVE_GEM - MOVE_WIDTH, cy - MOVE_GEM);
}

/* A Storyline Title card: the book's title large on a page; its back reads "The End". */
static void
draw_storyline_title_card (Paint *p)
{
  CwRect panel = { FRAME, FRAME, p->w - 2 * FRAME, p->h - 2 * FRAME - FOOTER_HEIGHT };
  CwRect inner = inset (&panel, 1.2);
  gboolean art = p->image != NULL;
  double title_top = art ? 0.44 : 0.12, title_height = art ? 0.2 : 0.36;
  CwRect art_box = { inner.x + 2, inner.y + 2, inner.width - 4, inner.height * 0.4 - 2 };
  CwRect title_box = { inner.x + 2, inner.y + inner.height * title_top, inner.width - 4, inner.height * title_height };
  double rule_y = inner.y + inner.height * (title_top + title_height + 0.03);
  CwRect text = { inner.x + 2, rule_y + 2.5, inner.width - 4, inner.y + inner.height - 1.5 - (rule_y + 2.5) };
  CwRect footer = { FRAME + 0.6, p->h - FRAME - FOOTER_HEIGHT + 0.3, p->w - 2 * FRAME - 1.2, FOOTER_HEIGHT - 0.6 };
  TextStyle style = cw_render_text_style (SERIF_FAMILY, 5.6, 3.0, INK);
  const char *name = cw_card_get_name (p->card);
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", name ? name : "");
  g_autofree char *body = NULL;
  g_autofree char *fields = cw_render_footer_fields (p);

  cw_render_draw_frame (p);
  cw_render_draw_panel (p, &panel, PARCHMENT, 1.2);
  if (chrome (p))
    {
      cw_render_rect_path (p->cr, &inner, 0.8);
      cairo_set_line_width (p->cr, 0.25);
      set_color (p->cr, darker (p->frame, 0.3));
      cairo_stroke (p->cr);
      /* a rule with a star under the title */
      cairo_move_to (p->cr, panel.x + panel.width * 0.22, rule_y);
      cairo_line_to (p->cr, panel.x + panel.width * 0.78, rule_y);
      cairo_set_line_width (p->cr, 0.3);
      cairo_stroke (p->cr);
      cw_render_diamond_star (p->cr, panel.x + panel.width / 2, rule_y, 1.3);
      set_color (p->cr, p->frame);
      cairo_fill (p->cr);
    }
  if (art)
    cw_render_draw_art (p, &art_box, "title");

  style.single_line = FALSE;
  style.align = PANGO_ALIGN_CENTER;
  cw_render_place_text (p, CW_CARD_TEXT_TITLE, &style, markup, &title_box);

  if (p->mode != MODE_CHROME)
    {
      g_autofree char *raw = cw_render_text_with_note (p->card);
      body = cw_render_card_markup (raw);
    }
  style = cw_render_text_style (SANS_FAMILY, GAME_TEXT_SIZE, GAME_TEXT_MIN, INK);
  style.single_line = FALSE;
  style.align = PANGO_ALIGN_CENTER;
  style.valign = 0.0;
  style.stretch = PANGO_STRETCH_SEMI_CONDENSED;
  cw_render_place_text (p, CW_CARD_TEXT_GAME_TEXT, &style, body, &text);

  cw_render_draw_footer (p, &footer, fields, cw_render_type_name (p), 0);
}

void
cw_render_draw_storyline (Paint *p)
{
  CwCard *card = p->card;
  const char *type_id = cw_card_get_card_type (card);
  gboolean location = g_strcmp0 (type_id, "location") == 0;
  int cost = 0, vitality = 0, enter = 0, leave = 0;
  gboolean has_cost = cw_render_card_int (card, "cost", &cost);
  gboolean has_vitality = cw_render_card_int (card, "vitality", &vitality);
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

  cw_render_standard_boxes (p, has_cost, has_vitality, &b);
  cw_render_draw_frame (p);
  cw_render_draw_title_bar (p);
  cw_render_draw_art (p, &b.art, type_id);
  cw_render_draw_text_box (p, &b.text, NULL, TRUE, GAME_TEXT_SIZE);
  cw_render_draw_band (p, &b.band, NULL);
  if (p->mode == MODE_CHROME)
    return;

  if (has_cost)
    p->title_clear_left = cw_render_gem_clearance (FRAME + 3.3, 3.9);
  cw_render_draw_title (p, &b.title, INK, 3.3);

  {
    g_autofree char *keywords = cw_render_keywords_line (p);
    g_autoptr(GString) extra = g_string_new (keywords);
    g_autofree char *band = NULL;
    g_autofree char *escaped = NULL;

    if (location)
      {
        if (cw_render_card_int (card, "enter_cost", &enter) && enter > 0)
          draw_move_cost (p, b.art.x + 3.8, b.art.y + b.art.height - 3.8, enter, TRUE);
        if (cw_render_card_int (card, "leave_cost", &leave) && leave > 0)
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
    band = extra->len ? g_markup_printf_escaped ("<b>%s</b> — ", cw_render_type_name (p))
                      : g_markup_printf_escaped ("<b>%s</b>", cw_render_type_name (p));
    {
      g_autofree char *full = g_strconcat (band, escaped, NULL);
      cw_render_draw_band (p, &b.band, full);
    }
  }

  {
    g_autofree char *body = cw_render_text_with_note (card);

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
    cw_render_draw_text_box (p, &b.text, body, TRUE, GAME_TEXT_SIZE);
  }

  if (has_cost)
    {
      g_autofree char *label = g_strdup_printf ("%d", cost);
      cw_render_draw_gem (p, FRAME + 3.3, FRAME + 3.8, 3.9, GEM_BLUE, label);
    }
  if (has_vitality)
    {
      g_autofree char *label = g_strdup_printf ("%d", vitality);
      cw_render_draw_gem (p, p->w - FRAME - 3.3, FRAME + 3.8, 3.9, GEM_RED, label);
    }

  {
    g_autofree char *fields = cw_render_footer_fields (p);

    if (magical || sorcery)
      {
        /* At the foot of the text box, between the realm and the series. */
        cw_render_draw_star_gem (p, p->w / 2, b.text.y + b.text.height + 0.4, 3.0,
                                 gold_star ? GEM_GOLD : GEM_GREEN, sorcery, sorcery || gold_star);
        cw_render_draw_footer (p, &b.footer, fields, NULL, 7.6);
      }
    else
      {
        cw_render_draw_footer (p, &b.footer, fields, NULL, 0);
      }
  }
}
