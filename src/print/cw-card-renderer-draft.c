/* cw-card-renderer-draft.c: the Oz drafting game's Character and Story cards. */
#include <glib/gi18n-lib.h>
#include "cw-card-renderer-private.h"

/* The Oz drafting game: Character cards with a big name, Story cards with their scoring rule. */
CwColor
cw_render_character_color (CwCard *card)
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
  /* The default (English) name: a card keeps its colour in every language. */
  g_autofree char *name = cw_text_fold (cw_card_get_name_for (card, NULL) ?: "");
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

static const char *
scoring_name (const char *kind)
{
  static const struct { const char *id, *name; } names[] = {
    /* Translators: the kinds of Story card of the Oz drafting game, printed on the card. */
    { "per-card", N_("Points per card") },
    { "pair", N_("Points per pair") },
    { "pair-same", N_("Points per pair of the same") },
    { "set-of-four", N_("Points per set of four") },
    { "triple", N_("Triples") },
    { "at-most", N_("At most") },
    { "majority", N_("Majority in hand") },
    { "most", N_("Most at the table") },
    { "plus-minus", N_("Plus and minus") },
  };

  for (guint i = 0; kind && i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (kind, names[i].id))
      return _(names[i].name);
  return kind;
}

void
cw_render_draw_draft (Paint *p)
{
  CwCard *card = p->card;
  gboolean story = g_strcmp0 (cw_card_get_card_type (card), "story") == 0;
  Boxes b;

  if (!story)
    {
      CwRect art = { FRAME + 1.0, FRAME + 1.0, p->w - 2 * FRAME - 2.0, p->h - 2 * FRAME - 16.0 };
      CwRect name_box = { FRAME + 1.5, p->h - FRAME - 13.0, p->w - 2 * FRAME - 3.0, 8.0 };
      CwRect footer = { FRAME + 0.6, p->h - FRAME - 4.4, p->w - 2 * FRAME - 1.2, 4.0 };
      TextStyle style = cw_render_text_style (SERIF_FAMILY, 6.0, 3.0, INK);
      g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", cw_card_get_name (card) ?: "");
      CwRect inner = inset (&name_box, 0.8);

      cw_render_draw_frame (p);
      cw_render_draw_art (p, &art, "character");
      cw_render_draw_panel (p, &name_box, PARCHMENT, 1.0);
      style.align = PANGO_ALIGN_CENTER;
      cw_render_place_text (p, CW_CARD_TEXT_TITLE, &style, markup, &inner);
      cw_render_draw_footer (p, &footer, cw_render_type_name (p), cw_game_get_name (p->game), 0);
      return;
    }

  cw_render_standard_boxes (p, FALSE, FALSE, &b);
  cw_render_draw_frame (p);
  cw_render_draw_title_bar (p);
  cw_render_draw_art (p, &b.art, "blank");
  cw_render_draw_band (p, &b.band, NULL);
  cw_render_draw_text_box (p, &b.text, NULL, FALSE, GAME_TEXT_SIZE);
  if (p->mode == MODE_CHROME)
    return;

  cw_render_draw_title (p, &b.title, INK, 3.1);

  /* The points, big, over the emblem: what a player looks at across the table. */
  if (p->image == NULL)
    {
      const char *points = cw_card_get_string (card, "points");
      g_autofree char *pretty = NULL;
      TextStyle style = cw_render_text_style (SERIF_FAMILY, 14.0, 5.0, INK);
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
      else if (cw_render_card_int (card, "limit", &limit))
        {
          pretty = g_strdup_printf ("≤ %d", limit);
        }
      if (pretty != NULL)
        {
          g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", pretty);
          style.align = PANGO_ALIGN_CENTER;
          cw_render_place_text (p, -1, &style, markup, &box);
        }
    }

  {
    const char *kind = scoring_name (cw_card_get_string (card, "scoring"));
    g_autofree char *band = kind ? g_markup_printf_escaped ("<b>%s</b> — %s", cw_render_type_name (p), kind)
                                 : g_markup_printf_escaped ("<b>%s</b>", cw_render_type_name (p));
    g_autofree char *body = cw_render_text_with_note (card);

    cw_render_draw_band (p, &b.band, band);
    cw_render_draw_text_box (p, &b.text, body, FALSE, GAME_TEXT_SIZE);
    cw_render_draw_footer (p, &b.footer, cw_game_get_name (p->game), NULL, 0);
  }
}
