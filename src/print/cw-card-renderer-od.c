/* cw-card-renderer-od.c: Ód's standard playing cards, with their role in the mine. */
#include "cw-card-renderer-private.h"

#include <string.h>

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

void
cw_render_draw_od (Paint *p)
{
  CwCard *card = p->card;
  const char *rank = cw_card_get_string (card, "rank");
  const char *suit = cw_card_get_string (card, "suit");
  int value = 0;
  gboolean has_value = cw_render_card_int (card, "value", &value);
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
  cw_render_draw_card_shape (p, (CwColor) { 0.99, 0.99, 0.985 });
  if (chrome (p))
    {
      cw_render_rounded_rect (cr, 0.6, 0.6, p->w - 1.2, p->h - 1.2, MAX (0, p->radius - 0.6));
      cairo_set_line_width (cr, 0.3);
      set_color (cr, (CwColor) { 0.7, 0.7, 0.7 });
      cairo_stroke (cr);
    }
  if (p->mode == MODE_CHROME)
    return;

  /* The card's name across the top, small: it makes a proxy findable in the PDF. */
  {
    g_autofree char *markup = g_markup_escape_text (cw_card_get_name (card) ?: "", -1);
    TextStyle style = cw_render_text_style (SERIF_FAMILY, 2.2, 1.5, ink);
    style.align = PANGO_ALIGN_CENTER;
    cw_render_place_text (p, CW_CARD_TEXT_TITLE, &style, markup, &title);
  }

  /* Corner indices: rank and a small pip, top-left and (turned) bottom-right. */
  for (int corner = 0; corner < 2; corner++)
    {
      TextStyle style = cw_render_text_style (SERIF_FAMILY, 6.0, 4.0, ink);
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
      cw_render_place_text (p, -1, &style, escaped, &box);
      if (cr != NULL)
        {
          set_color (cr, ink);
          cw_render_fill_suit (cr, suit, 5.4, 12.0, 4.4, FALSE);
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
              cw_render_fill_suit (cr, suit, x, y, pip, pip_places[number][i][1] > 0.5);
            }
        }
      else if (is_court (rank))
        {
          cw_render_rect_path (cr, &court, 1.0);
          set_color (cr, mix (WHITE, ink, 0.07));
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, 0.4);
          set_color (cr, ink);
          cairo_stroke (cr);
          cw_render_fill_suit (cr, suit, p->w / 2, court.y + court.height * 0.2, 8.0, FALSE);
          cw_render_fill_suit (cr, suit, p->w / 2, court.y + court.height * 0.8, 8.0, TRUE);
        }
      else
        {
          cw_render_fill_suit (cr, suit, p->w / 2, p->h / 2 - 4.0, 20.0, FALSE);
        }
    }

  if (is_court (rank))
    {
      const char *word = g_str_equal (rank, "J") ? "Jack" : g_str_equal (rank, "Q") ? "Queen" : "King";
      TextStyle style = cw_render_text_style (SERIF_FAMILY, 12.0, 6.0, ink);
      CwRect box = { court.x + 2, court.y + court.height * 0.33, court.width - 4, court.height * 0.22 };
      g_autofree char *markup = g_strdup_printf ("<b>%s</b>", rank);

      style.align = PANGO_ALIGN_CENTER;
      cw_render_place_text (p, -1, &style, markup, &box);
      box = (CwRect) { court.x + 2, court.y + court.height * 0.56, court.width - 4, 3.2 };
      style = cw_render_text_style (SERIF_FAMILY, 2.6, 1.6, ink);
      style.align = PANGO_ALIGN_CENTER;
      style.style = PANGO_STYLE_ITALIC;
      cw_render_place_text (p, -1, &style, word, &box);
    }

  /* The role in Ód on a banner: "Dwarf · value 3"; between the pips on number cards. */
  if (role != NULL)
    {
      g_autofree char *markup = has_value
        ? g_markup_printf_escaped ("<b>%s</b> · value %d", role, value)
        : g_markup_printf_escaped ("<b>%s</b>", role);
      TextStyle style = cw_render_text_style (SANS_FAMILY, 2.6, 1.6, WHITE);
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
          cw_render_rect_path (cr, &banner, 1.4);
          set_color (cr, ink);
          cairo_fill (cr);
        }
      style.align = PANGO_ALIGN_CENTER;
      inner = (CwRect) { banner.x + 1.0, banner.y + 0.4, banner.width - 2.0, banner.height - 0.8 };
      cw_render_place_text (p, CW_CARD_TEXT_TYPE_LINE, &style, markup, &inner);
    }
}
