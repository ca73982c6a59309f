/* cw-text.h: text helpers shared by the model: case- and accent-blind folding, markup stripping. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Lower case, accents removed, runs of white space made one space: "Épouvantail" → "epouvantail". */
char     *cw_text_fold          (const char *text);
/* Appends the folded text to string (no allocation per call for ASCII text). */
void      cw_text_fold_append   (GString    *string,
                                 const char *text);
/* &amp; &lt; &gt; &quot; &apos; and numeric references decoded; everything else kept. */
char     *cw_text_decode_entities (const char *text);
/* The text of light Pango markup, tags removed and entities decoded. */
char     *cw_text_strip_markup  (const char *markup);
/* TRUE when two names are the same to a person: case and accents ignored. */
gboolean  cw_text_equal_folded  (const char *a,
                                 const char *b);

/* For "did you mean …?": the candidate nearest to word, case- and accent-blind, a slip of the
 * keyboard away (1 edit in words up to 7 letters, 2 up to 11, 3 beyond, as the catalog's name
 * suggestions), spelt as candidates spell it; NULL when none is that near, or word already is
 * one of them. Of two as near, the first in candidates. */
const char *cw_text_suggest     (const char         *word,
                                 const char * const *candidates);

/* Translations a game's data carries (xml:lang): a NULL-terminated array of pairs, language
 * then text ("fr", "Épouvantail", NULL); the text without xml:lang is kept apart as the default. */

/* The user's languages, best first: g_get_language_names() ("fr_FR.UTF-8", "fr_FR", "fr", "C"),
 * read at the first call (set LANGUAGE before it, as the French tests do). */
const char * const *cw_text_get_languages (void);
/* The text of the variant for the first of languages that has one ("fr_FR" also takes "fr"
 * and "fr-FR"); NULL when none has. variants and languages may be NULL. */
const char *cw_text_pick_variant (const char * const *variants,
                                  const char * const *languages);
/* The text of exactly that language's variant, or NULL. */
const char *cw_text_find_variant (const char * const *variants,
                                  const char         *lang);
/* Sets (text) or removes (NULL) a language's variant; *variants becomes NULL when none is left.
 * TRUE when something changed. */
gboolean  cw_text_set_variant   (char       ***variants,
                                 const char   *lang,
                                 const char   *text);
/* A language tag as written in files: "fr", "fr-CA"; FALSE for "", "f r" and the like. */
gboolean  cw_text_is_language_tag (const char *lang);

/* Elision before a name. French writes "d’Ann", not "de Ann" (also le/la/que → l’/qu’), and
 * only the translator knows which words elide, so every sentence that puts a name after such a
 * word has two messages: the plain one, and the same English with the context "name starts
 * with a vowel", which French translates elided. This picks the second when the name begins
 * with a vowel sound. An initial h never counts: C cannot tell a mute h (d’Hugo) from an
 * aspirated one (de Hoffmann), and "de Hugo" is accepted French for proper names, where a
 * wrong "d’Hoffmann" is not. Y (Yann) is a consonant here. */
gboolean    cw_text_starts_with_vowel (const char *name);
const char *cw_text_for_name          (const char *name,
                                       const char *plain,
                                       const char *before_vowel) G_GNUC_FORMAT (2) G_GNUC_FORMAT (3);
/* Contraction before a name's own article. A name may start with an article of its own
 * ("Le Lion", "Les Nomes"), and French then contracts the word before it: "carte Titre du Lion",
 * not "de Le Lion"; "des Nomes" for "de Les Nomes"; "au", "aux" for "à Le", "à Les". Which words
 * contract is the translator's: one message (context "contractions before a name's own
 * article") lists them as "de Le=du|de Les=des|à Le=au|à Les=aux", and English has none.
 * This takes text (a sentence already formatted with name in it, freed here) and gives it
 * back with each such word right before name contracted, the article dropped from the name;
 * a capital stays a capital ("De Le Lion…" → "Du Lion…"). Only the word just before name is
 * touched, so a card's own text that says "de Le" elsewhere stays as written. */
char       *cw_text_contract_name     (char       *text,
                                       const char *name);
/* The same with the rules given (for tests): NULL or "" contracts nothing. */
char       *cw_text_contract_name_with (char       *text,
                                        const char *name,
                                        const char *rules);
/* A plural message in a context, as g_dngettext in GETTEXT_PACKAGE: GLib has no call for it
 * (g_dpgettext2 has no plural), so this looks up "context\004msgid" itself, and gives back
 * msgid or msgid_plural by n, as English does, when the catalogue has no such entry. For the
 * plural twin of a sentence with a name: cw_text_for_name (name, g_dngettext (…),
 * cw_text_npgettext ("name starts with a vowel", …)). xgettext reads it through the keyword
 * cw_text_npgettext:1c,2,3 (po/meson.build, tests/data/check-french.py). */
const char *cw_text_npgettext         (const char *context,
                                       const char *msgid,
                                       const char *msgid_plural,
                                       gulong      n) G_GNUC_FORMAT (2) G_GNUC_FORMAT (3);

/* The most characters of a file's text that a message repeats. */
#define CW_TEXT_ECHO_MAX 80
/* text as a message may repeat it: at most CW_TEXT_ECHO_MAX characters, then "…" when it was
 * longer (a 10 MB line or a binary blob must not become a 10 MB message). NULL gives "". */
char     *cw_text_echo          (const char *text);

G_END_DECLS

G_BEGIN_DECLS

/* Replaces *str with a copy of new_str; TRUE when the value changed (g_set_str is GLib 2.76). */
static inline gboolean
cw_set_str (char       **str,
            const char  *new_str)
{
  char *copy;

  if (*str == new_str || g_strcmp0 (*str, new_str) == 0)
    return FALSE;
  copy = g_strdup (new_str);
  g_free (*str);
  *str = copy;
  return TRUE;
}

/* For g_ptr_array_sort over strings (g_ptr_array_sort_values is GLib 2.76). */
static inline int
cw_compare_strings (gconstpointer a,
                    gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

G_END_DECLS
