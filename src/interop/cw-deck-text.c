/* cw-deck-text.c: plain text deck lists ("3 Dorothy Gale", headers, comments), in and out.
 *
 * The format, as read:
 *   - a card line is "3 Name", "3x Name", "3 x Name", "Name x3" or "Name" (one copy);
 *     the name is a title ("Name • Version"), a name, an alternative name or a card id;
 *   - "# Name", "Name:" and "[Name]" are section headers when Name is a section of the game
 *     ("Locations Folio", "folio", "Title cards"), a fixed deck ("Good deck"), or "Main",
 *     "Sideboard" (cards then go where their type belongs); a trailing "(30)" is ignored;
 *   - "//" starts a comment, on its own line or after a card; a "#" line that names no section
 *     is a comment too; "Name:" and "[Name]" naming no section are reported, not skipped;
 *   - the "//" lines before the first card or header give the Library its name (the first)
 *     and notes (the others), which is how the export writes them;
 *   - blank lines are ignored; UTF-8 (a line that is not is read as Windows-1252, with a note
 *     naming its line and column), or UTF-16 with a byte order mark.
 */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-deck-private.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-text.h"

#define TIMES_SIGN "\xC3\x97"   /* × */

typedef enum {
  LINE_CARD,
  LINE_BAD_COUNT,
} LineKind;

typedef struct {
  LineKind  kind;
  guint     count;
  char     *name;
  char     *problem;
  gboolean  count_first;   /* "3 Name": the name might itself start with a number */
} CardLine;

static void
card_line_clear (CardLine *card_line)
{
  g_clear_pointer (&card_line->name, g_free);
  g_clear_pointer (&card_line->problem, g_free);
}

static gboolean
is_times (const char *p,
          gsize      *length)
{
  if (*p == 'x' || *p == 'X')
    {
      *length = 1;
      return TRUE;
    }
  if (g_str_has_prefix (p, TIMES_SIGN))
    {
      *length = strlen (TIMES_SIGN);
      return TRUE;
    }
  return FALSE;
}

static void
set_count (CardLine   *card_line,
           const char *digits,
           const char *name)
{
  if (!cw_deck_parse_count (digits, &card_line->count, &card_line->problem))
    card_line->kind = LINE_BAD_COUNT;
  else if (name == NULL || *name == '\0')
    {
      card_line->kind = LINE_BAD_COUNT;
      card_line->problem = g_strdup (_("a count but no card name"));
    }
  else
    {
      card_line->kind = LINE_CARD;
      card_line->name = g_strstrip (g_strdup (name));
    }
}

/* "3 Name", "3x Name", "-1x Name", "3x": a count first. FALSE when the line does not start so. */
static gboolean
parse_count_first (const char *line,
                   CardLine   *card_line)
{
  const char *p = line;
  const char *digits_end;
  g_autofree char *digits = NULL;
  gsize times_length;
  gboolean separated = FALSE;

  if (*p == '-')
    p++;
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    p++;
  digits_end = p;
  digits = g_strndup (line, digits_end - line);

  while (*p == ' ' || *p == '\t')
    {
      p++;
      separated = TRUE;
    }
  if (is_times (p, &times_length) &&
      (p[times_length] == '\0' || p[times_length] == ' ' || p[times_length] == '\t'))
    {
      p += times_length;
      separated = TRUE;
      while (*p == ' ' || *p == '\t')
        p++;
    }
  if (!separated && *p != '\0')
    return FALSE;   /* "3Dorothy", "10th Doctor": a name */

  set_count (card_line, digits, p);
  card_line->count_first = TRUE;
  return TRUE;
}

/* "Name x3", "Name x 3", "Name ×3", "Name (x3)". */
static gboolean
parse_count_last (const char *line,
                  CardLine   *card_line)
{
  g_autofree char *copy = g_strdup (line);
  char *space = strrchr (copy, ' ');
  char *last;
  gsize times_length;
  const char *digits;

  if (space == NULL)
    return FALSE;
  last = space + 1;
  if (*last == '(' && last[strlen (last) - 1] == ')')
    {
      last[strlen (last) - 1] = '\0';
      last++;
    }

  if (is_times (last, &times_length) && last[times_length] != '\0' &&
      (g_ascii_isdigit (last[times_length]) || last[times_length] == '-'))
    {
      digits = last + times_length;
      *space = '\0';
    }
  else
    {
      /* "Name x 3" */
      char *before;

      if (!g_ascii_isdigit (*last) && *last != '-')
        return FALSE;
      *space = '\0';
      before = strrchr (copy, ' ');
      if (before == NULL || !is_times (before + 1, &times_length) || before[1 + times_length] != '\0')
        return FALSE;
      *before = '\0';
      digits = last;
    }
  for (const char *p = digits + (*digits == '-'); *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;

  set_count (card_line, digits, g_strstrip (copy));
  return TRUE;
}

static void
parse_card_line (const char *line,
                 CardLine   *card_line)
{
  if (parse_count_first (line, card_line))
    return;
  if (parse_count_last (line, card_line))
    return;
  card_line->kind = LINE_CARD;
  card_line->count = 1;
  card_line->name = g_strdup (line);
}

/* "Locations Folio:" or "[folio]": the header's name, or NULL when the line is not one. */
static char *
header_name (const char *line)
{
  gsize n = strlen (line);

  if (n >= 2 && line[0] == '[' && line[n - 1] == ']')
    return g_strstrip (g_strndup (line + 1, n - 2));
  if (n >= 2 && line[n - 1] == ':' && !g_ascii_isdigit (line[0]) && line[0] != '-')
    return g_strstrip (g_strndup (line, n - 1));
  return NULL;
}

/* Cuts a "//" comment after a card: "3 Dorothy Gale // the star". */
static void
cut_comment (char *line)
{
  for (char *p = strstr (line, "//"); p != NULL; p = strstr (p + 2, "//"))
    if (p == line || p[-1] == ' ' || p[-1] == '\t')
      {
        *p = '\0';
        g_strchomp (line);
        return;
      }
}

gboolean
cw_deck_text_import (CwDeckImport *import,
                     const char   *contents,
                     gsize         length,
                     const char   *source,
                     GError      **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autofree char *name = NULL;
  const char *section_id = NULL;
  gboolean preamble = TRUE;    /* still before the first card or header */
  gboolean any_line = FALSE;

  text = cw_deck_to_utf8 (contents, length, source, import->report, error);
  if (text == NULL)
    return FALSE;

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint line_number = i + 1;
      char *line = g_strstrip (lines[i]);   /* also drops the \r of CRLF files */
      g_autofree char *header = NULL;
      CardLine card_line = { 0 };
      const char *found_section, *found_side;

      if (*line == '\0')
        continue;
      any_line = TRUE;

      if (g_str_has_prefix (line, "//"))
        {
          if (preamble)
            {
              const char *comment = line + 2;

              while (*comment == ' ' || *comment == '\t')
                comment++;
              if (name == NULL && *comment != '\0')
                name = g_strdup (comment);
              else if (name != NULL)
                g_string_append_printf (notes, "%s%s", notes->len > 0 ? "\n" : "", comment);
            }
          continue;
        }

      if (line[0] == '#')
        {
          const char *rest = line;

          while (*rest == '#')
            rest++;
          header = g_strstrip (g_strdup (rest));
          if (*header != '\0' && cw_deck_match_section (import->game, header, &found_section, &found_side))
            {
              section_id = found_section;
              if (found_side != NULL)
                cw_library_set_side (import->library, found_side);
              preamble = FALSE;
            }
          /* Any other "#" line is a comment. */
          continue;
        }

      header = header_name (line);
      if (header != NULL)
        {
          preamble = FALSE;
          if (cw_deck_match_section (import->game, header, &found_section, &found_side))
            {
              section_id = found_section;
              if (found_side != NULL)
                cw_library_set_side (import->library, found_side);
            }
          else
            {
              g_autofree char *known = cw_deck_list_sections (import->game);
              g_autofree char *header_echo = cw_text_echo (header);

              section_id = NULL;
              cw_import_report_add (import->report, line_number, CW_IMPORT_NOT_UNDERSTOOD, line, NULL, 0,
                                    _("unknown section “%s” (sections: %s); the cards below go where "
                                    "their type belongs"), header_echo, known);
            }
          continue;
        }

      preamble = FALSE;
      cut_comment (line);
      if (*line == '\0')
        continue;

      parse_card_line (line, &card_line);
      if (card_line.kind == LINE_BAD_COUNT)
        {
          g_autofree char *line_echo = cw_text_echo (line);

          cw_import_report_add (import->report, line_number, CW_IMPORT_NOT_UNDERSTOOD, line, NULL, 0,
                                /* Translators: the line as written, then what is wrong with its count. */
                                _("“%s”: %s"), line_echo, card_line.problem);
          card_line_clear (&card_line);
          continue;
        }

      /* "10 of Hearts" is a card name before it is ten copies of "of Hearts". */
      if (card_line.count_first &&
          cw_catalog_find_by_name (import->catalog, card_line.name) == NULL &&
          cw_catalog_lookup (import->catalog, card_line.name) == NULL &&
          cw_catalog_find_by_name (import->catalog, line) != NULL)
        {
          g_free (card_line.name);
          card_line.name = g_strdup (line);
          card_line.count = 1;
        }

      /* A bare "Sideboard" or "Locations Folio" line, as some tools write headers. */
      if (!card_line.count_first && card_line.count == 1 &&
          cw_catalog_find_by_name (import->catalog, card_line.name) == NULL &&
          cw_catalog_lookup (import->catalog, card_line.name) == NULL &&
          cw_deck_match_section (import->game, card_line.name, &found_section, &found_side))
        {
          section_id = found_section;
          if (found_side != NULL)
            cw_library_set_side (import->library, found_side);
          card_line_clear (&card_line);
          continue;
        }

      cw_deck_import_add (import, line_number, card_line.name, NULL, card_line.count, section_id);
      card_line_clear (&card_line);
    }

  if (!any_line)
    cw_import_report_add (import->report, 0, CW_IMPORT_NOTE, NULL, NULL, 0, _("the file is empty"));

  if (name != NULL)
    cw_library_set_name (import->library, name);
  if (notes->len > 0)
    cw_library_set_notes (import->library, notes->str);
  return TRUE;
}

static void
append_comment_lines (GString    *out,
                      const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strchomp (lines[i]);
      g_string_append_printf (out, "//%s%s\n", *lines[i] ? " " : "", lines[i]);
    }
}

char *
cw_deck_text_export (CwLibrary *library,
                     CwCatalog *catalog)
{
  CwGame *game = cw_library_get_game (library);
  GString *out = g_string_new (NULL);
  g_auto(GStrv) sections = cw_deck_dup_filled_sections (library);
  const char *name = cw_library_get_name (library);
  const char *notes = cw_library_get_notes (library);
  const char *side = cw_library_get_side (library);

  /* The name first, the notes after it: the importer reads them back from there. */
  append_comment_lines (out, name != NULL && *name != '\0' ? name : "Library");
  if (notes != NULL && *notes != '\0')
    append_comment_lines (out, notes);

  if (side != NULL)
    {
      const CwFixedDeck *deck = cw_game_find_fixed_deck (game, side);
      g_string_append_printf (out, "\n# %s\n", deck != NULL && deck->name != NULL ? deck->name : side);
    }

  for (guint i = 0; sections[i] != NULL; i++)
    {
      GPtrArray *entries = cw_library_get_entries (library, sections[i]);

      g_string_append_printf (out, "\n# %s\n", cw_deck_section_name (game, sections[i]));
      for (guint j = 0; entries != NULL && j < entries->len; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, j);
          CwCard *card = cw_catalog_lookup (catalog, entry->card_id);
          g_autofree char *label = card != NULL ? cw_deck_card_label (catalog, card)
                                                : g_strdup (entry->card_id);

          if (entry->count > 0)
            g_string_append_printf (out, "%u %s\n", entry->count, label);
        }
    }
  return g_string_free (out, FALSE);
}
