/* cw-text.c: case- and accent-blind folding and markup stripping for names and search keys. */
#include <string.h>
#include <glib/gi18n-lib.h>
#include "cw-text.h"

static gboolean
is_ascii (const char *text)
{
  for (const guchar *p = (const guchar *) text; *p; p++)
    if (*p >= 0x80)
      return FALSE;
  return TRUE;
}

static void
append_folded_unichar (GString  *string,
                       gunichar  c)
{
  /* Letters NFD does not split but a person reads as two. */
  switch (c)
    {
    case 0x0153: case 0x0152: g_string_append (string, "oe"); return;
    case 0x00E6: case 0x00C6: g_string_append (string, "ae"); return;
    case 0x00DF: g_string_append (string, "ss"); return;
    case 0x00F8: case 0x00D8: g_string_append_c (string, 'o'); return;
    case 0x2019: case 0x2018: case 0x02BC: g_string_append_c (string, '\''); return;
    case 0x201C: case 0x201D: case 0x00AB: case 0x00BB: g_string_append_c (string, '"'); return;
    case 0x2013: case 0x2014: g_string_append_c (string, '-'); return;
    case 0x00A0: case 0x202F: g_string_append_c (string, ' '); return;
    default: break;
    }
  if (g_unichar_ismark (c))
    return;
  g_string_append_unichar (string, g_unichar_tolower (c));
}

void
cw_text_fold_append (GString    *string,
                     const char *text)
{
  gboolean space = string->len == 0 || string->str[string->len - 1] == ' ';

  g_return_if_fail (string != NULL);

  if (text == NULL)
    return;

  if (is_ascii (text))
    {
      for (const char *p = text; *p; p++)
        {
          if (g_ascii_isspace (*p))
            {
              if (!space)
                g_string_append_c (string, ' ');
              space = TRUE;
            }
          else
            {
              g_string_append_c (string, g_ascii_tolower (*p));
              space = FALSE;
            }
        }
      return;
    }

  {
    g_autofree char *decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_NFD);

    if (decomposed == NULL)
      return;
    for (const char *p = decomposed; *p; p = g_utf8_next_char (p))
      {
        gunichar c = g_utf8_get_char (p);

        if (g_unichar_isspace (c))
          {
            if (!space)
              g_string_append_c (string, ' ');
            space = TRUE;
          }
        else
          {
            append_folded_unichar (string, c);
            space = FALSE;
          }
      }
  }
}

char *
cw_text_fold (const char *text)
{
  GString *string = g_string_new (NULL);

  cw_text_fold_append (string, text);
  while (string->len > 0 && string->str[string->len - 1] == ' ')
    g_string_truncate (string, string->len - 1);
  return g_string_free (string, FALSE);
}

gboolean
cw_text_equal_folded (const char *a,
                      const char *b)
{
  g_autofree char *fa = NULL;
  g_autofree char *fb = NULL;

  if (a == NULL || b == NULL)
    return a == b;
  fa = cw_text_fold (a);
  fb = cw_text_fold (b);
  return strcmp (fa, fb) == 0;
}

/* Appends the character an entity at p stands for; returns how many bytes it took, 0 if none. */
static gsize
append_entity (GString    *out,
               const char *p)
{
  static const struct { const char *entity; const char *text; } entities[] = {
    { "&amp;", "&" }, { "&lt;", "<" }, { "&gt;", ">" }, { "&quot;", "\"" }, { "&apos;", "'" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (entities); i++)
    if (g_str_has_prefix (p, entities[i].entity))
      {
        g_string_append (out, entities[i].text);
        return strlen (entities[i].entity);
      }
  if (p[1] == '#')
    {
      char *end = NULL;
      gunichar c = p[2] == 'x' ? (gunichar) g_ascii_strtoull (p + 3, &end, 16)
                               : (gunichar) g_ascii_strtoull (p + 2, &end, 10);

      if (end != NULL && *end == ';' && c != 0 && g_unichar_validate (c))
        {
          g_string_append_unichar (out, c);
          return (gsize) (end + 1 - p);
        }
    }
  return 0;
}

char *
cw_text_decode_entities (const char *text)
{
  GString *out;

  if (text == NULL)
    return NULL;
  out = g_string_sized_new (strlen (text));
  for (const char *p = text; *p; )
    {
      gsize used = *p == '&' ? append_entity (out, p) : 0;

      if (used > 0)
        p += used;
      else
        g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

char *
cw_text_strip_markup (const char *markup)
{
  GString *out;

  if (markup == NULL)
    return NULL;
  out = g_string_sized_new (strlen (markup));
  for (const char *p = markup; *p; )
    {
      if (*p == '<')
        {
          const char *end = strchr (p, '>');
          if (end == NULL)
            break;
          p = end + 1;
        }
      else
        {
          gsize used = *p == '&' ? append_entity (out, p) : 0;

          if (used > 0)
            p += used;
          else
            g_string_append_c (out, *p++);
        }
    }
  return g_string_free (out, FALSE);
}

/* Translations */

const char * const *
cw_text_get_languages (void)
{
  static gsize once = 0;
  static char **languages;

  /* Read once: the getters of translated cards ask for every name shown or sorted, and
   * g_get_language_names() reads the environment each time. The user's languages do not
   * change while Cardwright runs. */
  if (g_once_init_enter (&once))
    {
      languages = g_strdupv ((char **) g_get_language_names ());
      g_once_init_leave (&once, 1);
    }
  return (const char * const *) languages;
}

/* "fr-CA" and "fr_CA" are the same language; a locale's codeset and modifier are not part of it. */
static gboolean
same_language (const char *tag,
               const char *locale)
{
  for (; *tag && *locale; tag++, locale++)
    {
      char a = *tag == '-' ? '_' : g_ascii_tolower (*tag);
      char b = *locale == '-' ? '_' : g_ascii_tolower (*locale);

      if (a != b)
        return FALSE;
    }
  return *tag == '\0' && (*locale == '\0' || *locale == '.' || *locale == '@');
}

const char *
cw_text_find_variant (const char * const *variants,
                      const char         *lang)
{
  g_return_val_if_fail (lang != NULL, NULL);

  for (guint i = 0; variants && variants[i] && variants[i + 1]; i += 2)
    if (same_language (variants[i], lang))
      return variants[i + 1];
  return NULL;
}

const char *
cw_text_pick_variant (const char * const *variants,
                      const char * const *languages)
{
  if (variants == NULL || languages == NULL)
    return NULL;
  for (guint i = 0; languages[i]; i++)
    {
      const char *text;

      /* "C" is the untranslated text: the default, not a variant. */
      if (strcmp (languages[i], "C") == 0 || strcmp (languages[i], "POSIX") == 0)
        return NULL;
      if ((text = cw_text_find_variant (variants, languages[i])))
        return text;
    }
  return NULL;
}

gboolean
cw_text_set_variant (char       ***variants,
                     const char   *lang,
                     const char   *text)
{
  GPtrArray *pairs;
  gboolean changed = FALSE, found = FALSE;

  g_return_val_if_fail (variants != NULL, FALSE);
  g_return_val_if_fail (lang != NULL, FALSE);

  pairs = g_ptr_array_new ();
  for (guint i = 0; *variants && (*variants)[i]; i += 2)
    {
      char *tag = (*variants)[i];
      char *value = (*variants)[i + 1];

      if (!found && same_language (tag, lang))
        {
          found = TRUE;
          if (text == NULL)
            {
              g_free (tag);
              g_free (value);
              changed = TRUE;
              continue;
            }
          if (strcmp (value, text) != 0)
            {
              g_free (value);
              value = g_strdup (text);
              changed = TRUE;
            }
        }
      g_ptr_array_add (pairs, tag);
      g_ptr_array_add (pairs, value);
    }
  if (!found && text != NULL)
    {
      g_ptr_array_add (pairs, g_strdup (lang));
      g_ptr_array_add (pairs, g_strdup (text));
      changed = TRUE;
    }
  g_free (*variants);
  if (pairs->len == 0)
    {
      g_ptr_array_free (pairs, TRUE);
      *variants = NULL;
    }
  else
    {
      g_ptr_array_add (pairs, NULL);
      *variants = (char **) g_ptr_array_free (pairs, FALSE);
    }
  return changed;
}

gboolean
cw_text_is_language_tag (const char *lang)
{
  if (lang == NULL || !g_ascii_isalpha (*lang))
    return FALSE;
  for (const char *p = lang; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

char *
cw_text_echo (const char *text)
{
  const char *end;
  GString *echo;

  if (text == NULL)
    return g_strdup ("");
  /* Counted in characters, so a cut never splits one (the text is UTF-8 by now). */
  end = text;
  for (guint n = 0; *end != '\0' && n < CW_TEXT_ECHO_MAX; n++)
    end = g_utf8_next_char (end);
  if (*end == '\0')
    return g_strdup (text);
  echo = g_string_new_len (text, end - text);
  g_string_append (echo, "…");
  return g_string_free (echo, FALSE);
}

/* The edit distance between a and b (insertions, deletions and substitutions of one character). */
static guint
edit_distance (const gunichar *a,
               glong           la,
               const gunichar *b,
               glong           lb)
{
  g_autofree guint *row = g_new (guint, lb + 1);

  for (glong j = 0; j <= lb; j++)
    row[j] = (guint) j;
  for (glong i = 1; i <= la; i++)
    {
      guint diagonal = row[0];

      row[0] = (guint) i;
      for (glong j = 1; j <= lb; j++)
        {
          guint above = row[j];
          guint best = MIN (above + 1, row[j - 1] + 1);

          row[j] = MIN (best, diagonal + (a[i - 1] != b[j - 1]));
          diagonal = above;
        }
    }
  return row[lb];
}

const char *
cw_text_suggest (const char         *word,
                 const char * const *candidates)
{
  g_autofree char *key = NULL;
  g_autofree gunichar *wanted = NULL;
  const char *nearest = NULL;
  guint best = G_MAXUINT, limit;
  glong length = 0;

  g_return_val_if_fail (word != NULL, NULL);

  key = g_strstrip (cw_text_fold (word));
  wanted = g_utf8_to_ucs4_fast (key, -1, &length);
  /* Two letters leave too little to tell a slip from another word. */
  if (length < 3 || candidates == NULL)
    return NULL;
  limit = CLAMP (length / 4, 1, 3);

  for (guint i = 0; candidates[i] != NULL; i++)
    {
      g_autofree char *folded = g_strstrip (cw_text_fold (candidates[i]));
      g_autofree gunichar *chars = NULL;
      glong n_chars = 0;
      guint distance;

      if (strcmp (folded, key) == 0)
        return NULL;
      chars = g_utf8_to_ucs4_fast (folded, -1, &n_chars);
      if ((guint) ABS (n_chars - length) > limit)
        continue;
      distance = edit_distance (wanted, length, chars, n_chars);
      if (distance <= limit && distance < best)
        {
          best = distance;
          nearest = candidates[i];
        }
    }
  return nearest;
}

gboolean
cw_text_starts_with_vowel (const char *name)
{
  g_autofree char *decomposed = NULL;
  gunichar first;

  g_return_val_if_fail (name != NULL, FALSE);

  /* Skip what a name may start with before its first letter (quotes, spaces). */
  while (*name != '\0' && !g_unichar_isalpha (g_utf8_get_char (name)))
    name = g_utf8_next_char (name);
  if (*name == '\0')
    return FALSE;
  /* "É", "Œ" decompose to a base letter first (É → E + accent; Œ and Æ have no decomposition). */
  decomposed = g_utf8_normalize (name, g_utf8_next_char (name) - name, G_NORMALIZE_NFD);
  first = g_unichar_tolower (g_utf8_get_char (decomposed));
  return first == 'a' || first == 'e' || first == 'i' || first == 'o' || first == 'u' ||
         first == 0x00E6 /* æ */ || first == 0x0153 /* œ */;
}

const char *
cw_text_for_name (const char *name,
                  const char *plain,
                  const char *before_vowel)
{
  g_return_val_if_fail (plain != NULL, NULL);
  g_return_val_if_fail (before_vowel != NULL, plain);

  return name != NULL && cw_text_starts_with_vowel (name) ? before_vowel : plain;
}

/* The word ending at end (exclusive) in text: its start, or NULL when none ends there. */
static const char *
word_before (const char *text,
             const char *end)
{
  const char *start = end;

  while (start > text)
    {
      const char *prev = g_utf8_find_prev_char (text, start);

      if (prev == NULL || !g_unichar_isalpha (g_utf8_get_char (prev)))
        break;
      start = prev;
    }
  return start < end ? start : NULL;
}

/* word with its first letter made upper case when like's is. */
static void
append_with_case_of (GString    *out,
                     const char *word,
                     const char *like)
{
  gunichar first = g_utf8_get_char (word);

  if (g_unichar_isupper (g_utf8_get_char (like)))
    first = g_unichar_toupper (first);
  g_string_append_unichar (out, first);
  g_string_append (out, g_utf8_next_char (word));
}

/* Finds the rule for the word before the name (compared without case) and the name's
 * article: the contracted word, or NULL. */
static const char *
find_contraction (char      **rules,
                  const char *word,
                  gsize       word_len,
                  const char *name)
{
  g_autofree char *word_folded = g_utf8_casefold (word, word_len);

  for (guint i = 0; rules[i] != NULL; i++)
    {
      const char *equals = strchr (rules[i], '=');
      const char *space;
      g_autofree char *prep_folded = NULL;
      gsize article_len;

      if (equals == NULL)
        continue;
      space = memchr (rules[i], ' ', equals - rules[i]);
      if (space == NULL)
        continue;
      prep_folded = g_utf8_casefold (rules[i], space - rules[i]);
      article_len = equals - (space + 1);
      /* The article is the name's first word, written as the name writes it. */
      if (strcmp (prep_folded, word_folded) == 0 &&
          strncmp (name, space + 1, article_len) == 0 && name[article_len] == ' ')
        return rules[i];
    }
  return NULL;
}

char *
cw_text_contract_name_with (char       *text,
                            const char *name,
                            const char *rules)
{
  g_auto(GStrv) list = NULL;
  g_autoptr(GString) out = NULL;
  const char *rest;
  const char *found;

  g_return_val_if_fail (text != NULL, NULL);

  if (name == NULL || *name == '\0' || rules == NULL || *rules == '\0' || strchr (name, ' ') == NULL)
    return text;

  list = g_strsplit (rules, "|", -1);
  out = g_string_new (NULL);
  rest = text;
  while ((found = strstr (rest, name)) != NULL)
    {
      const char *space = found > text ? g_utf8_find_prev_char (text, found) : NULL;
      const char *word = space != NULL && *space == ' ' ? word_before (text, space) : NULL;
      const char *rule = NULL;

      /* Only a word that starts where rest starts or later: an earlier contraction is done. */
      if (word != NULL && word >= rest)
        rule = find_contraction (list, word, space - word, name);
      if (rule == NULL)
        {
          g_string_append_len (out, rest, found + strlen (name) - rest);
          rest = found + strlen (name);
          continue;
        }
      g_string_append_len (out, rest, word - rest);
      append_with_case_of (out, strchr (rule, '=') + 1, word);
      /* The name from its second word on: "Le Lion" → " Lion" after "du". */
      g_string_append (out, strchr (name, ' '));
      rest = found + strlen (name);
    }
  g_string_append (out, rest);
  g_free (text);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
cw_text_contract_name (char       *text,
                       const char *name)
{
  /* Translators: how your language contracts a word with the article a name starts with
   * ("de" + "Le Lion" → "du Lion"): pairs of "word article=contraction" between "|", e.g.
   * French "de Le=du|de Les=des|à Le=au|à Les=aux". Keep "none" when it has no such
   * contractions, as English. */
  const char *rules = C_("contractions before a name's own article", "none");

  return cw_text_contract_name_with (text, name, strcmp (rules, "none") == 0 ? NULL : rules);
}

const char *
cw_text_npgettext (const char *context,
                   const char *msgid,
                   const char *msgid_plural,
                   gulong      n)
{
  g_autofree char *key = NULL;
  const char *translated;

  g_return_val_if_fail (context != NULL, msgid);
  g_return_val_if_fail (msgid != NULL, NULL);
  g_return_val_if_fail (msgid_plural != NULL, msgid);

  key = g_strconcat (context, "\004", msgid, NULL);
  translated = g_dngettext (GETTEXT_PACKAGE, key, msgid_plural, n);
  /* Untranslated, ngettext hands back its own argument: key (which is freed here) for the
   * singular, so the English is given instead. A translation lives in the catalogue. */
  if (translated == key)
    return msgid;
  return translated;
}
