/* cw-card-renderer-duel.c: the Good against Evil duel's cards. */
#include "cw-card-renderer-private.h"

#include <string.h>

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

/* The game's label of a field, in the user's language ("Lanceur de sorts"), so the words the
 * type line and footer add read as the type and alignment names beside them do. */
static const char *
duel_field_label (Paint      *p,
                  const char *field_id)
{
  const CwFieldDef *field = cw_game_find_field (p->game, field_id);

  return field != NULL ? field->name : field_id;
}

static char *
duel_type_line (Paint *p)
{
  CwCard *card = p->card;
  const char *type_id = cw_card_get_card_type (card);
  g_autofree char *escaped = g_markup_escape_text (cw_render_type_name (p), -1);
  g_autoptr(GPtrArray) extras = g_ptr_array_new_with_free_func (g_free);
  const char *phase = duel_phase_name (cw_card_get_string (card, "phase"));
  const char *fate = cw_card_get_string (card, "fate");
  GString *band = g_string_new (NULL);

  g_string_append_printf (band, "<b>%s</b>", escaped);
  if (cw_card_get_bool (card, "spellcaster"))
    g_ptr_array_add (extras, g_strdup (duel_field_label (p, "spellcaster")));
  if (cw_card_get_bool (card, "woman"))
    g_ptr_array_add (extras, g_strdup (duel_field_label (p, "woman")));
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

/* phrase in text as whole words: "males only" is not in "females only". */
static gboolean
contains_words (const char *text,
                const char *phrase)
{
  gsize length = strlen (phrase);

  for (const char *at = strstr (text, phrase); at != NULL; at = strstr (at + 1, phrase))
    if ((at == text || !g_ascii_isalnum (at[-1])) && !g_ascii_isalnum (at[length]))
      return TRUE;
  return FALSE;
}

/* The card's text, then its note with the list's abbreviations written out, then the
 * structured restrictions the note does not already state. */
static char *
duel_body (Paint *p)
{
  /* Each restriction in words, and the phrases (folded) that already say it in a card's own text:
   * "A female user becomes a Spellcaster." says what "The user becomes a Spellcaster." would, and
   * more; printing both would drop the limit. */
  static const struct { const char *field; const char *words; const char *said[5]; } flags[] = {
    { "spellcaster_only", "Spellcaster only.", { "spellcaster only", "spellcasters only", "only spellcasters", "only a spellcaster", NULL } },
    { "defender_only", "Defender only.", { "defender only", "defenders only", "only the defender", "only a defender", NULL } },
    { "attacker_only", "Attacker only.", { "attacker only", "attackers only", "only the attacker", "only an attacker", NULL } },
    { "males_only", "Males only.", { "males only", "male only", "only males", "male user", NULL } },
    { "females_only", "Females only.", { "females only", "female only", "only females", "female user", NULL } },
    { "grants_spellcaster", "The user becomes a Spellcaster.", { "becomes a spellcaster", "become a spellcaster", NULL } },
    { "call_defender", "Call Defender: an unmarked friendly viable Character or group joins the marked group.", { "call defender", NULL } },
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
      gboolean said = FALSE;

      if (!cw_card_get_bool (card, flags[i].field))
        continue;
      /* Say it once: skip what the text or note already says, in whatever words. */
      for (guint k = 0; flags[i].said[k] != NULL && !said; k++)
        said = contains_words (folded_body, flags[i].said[k]);
      if (said)
        continue;
      if (body->len)
        g_string_append_c (body, '\n');
      g_string_append (body, flags[i].words);
    }
  return g_string_free (body, FALSE);
}

void
cw_render_draw_duel (Paint *p)
{
  CwCard *card = p->card;
  const char *type_id = cw_card_get_card_type (card);
  const char *codes = cw_card_get_string (card, "type_codes");
  int force = 0, bonus = 0;
  gboolean has_force = cw_render_card_int (card, "force", &force);
  gboolean has_bonus = cw_render_card_int (card, "force_bonus", &bonus);
  const CwAlignment *alignment = cw_game_find_alignment (p->game, cw_card_get_alignment (card) ?: "");
  Boxes b;

  cw_render_standard_boxes (p, codes != NULL, has_force || has_bonus, &b);
  cw_render_draw_frame (p);
  cw_render_draw_title_bar (p);
  cw_render_draw_art (p, &b.art, type_id);
  cw_render_draw_band (p, &b.band, NULL);
  cw_render_draw_text_box (p, &b.text, NULL, FALSE, 2.9);
  if (p->mode == MODE_CHROME)
    return;

  cw_render_draw_title (p, &b.title, INK, 3.3);
  {
    g_autofree char *band = duel_type_line (p);
    g_autofree char *body = duel_body (p);

    cw_render_draw_band (p, &b.band, band);
    cw_render_draw_text_box (p, &b.text, body, FALSE, 2.9);
  }

  if (codes != NULL)
    {
      CwRect badge = { FRAME - 1.0, FRAME + 0.6, 7.6, 6.4 };
      TextStyle style = cw_render_text_style (SANS_FAMILY, 3.0, 1.6, PAPER);
      g_autofree char *escaped = g_markup_escape_text (codes, -1);

      if (content (p))
        {
          cw_render_rect_path (p->cr, &badge, 1.4);
          set_color (p->cr, darker (p->frame, 0.55));
          cairo_fill_preserve (p->cr);
          cairo_set_line_width (p->cr, 0.35);
          set_color (p->cr, lighter (p->frame, 0.4));
          cairo_stroke (p->cr);
        }
      badge = inset (&badge, 0.6);
      style.weight = PANGO_WEIGHT_BOLD;
      style.align = PANGO_ALIGN_CENTER;
      cw_render_place_text (p, -1, &style, escaped, &badge);
    }
  if (has_force || has_bonus)
    {
      g_autofree char *label = has_force ? g_strdup_printf ("%d", force)
                                         : g_strdup_printf ("%s%d", bonus < 0 ? "−" : "+", ABS (bonus));
      cw_render_draw_gem (p, p->w - FRAME - 3.3, FRAME + 3.8, 3.9, GEM_RED, label);
    }

  {
    g_autofree char *force_words = has_force ? g_strdup_printf ("%s %d", duel_field_label (p, "force"), force)
                                   : has_bonus ? g_strdup_printf ("%s %s%d", duel_field_label (p, "force_bonus"),
                                                                  bonus < 0 ? "−" : "+", ABS (bonus))
                                   : NULL;
    cw_render_draw_footer (p, &b.footer, alignment ? alignment->name : NULL, force_words, 0);
  }
}
