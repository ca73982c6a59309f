/* cw-deck-io.c: picks the deck format, and the matching and section logic every format shares. */
#include "cw-deck-io.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-deck-private.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-text.h"
#include "cw-file.h"
#include "cw-xml.h"

#define MAX_COPIES CW_LIBRARY_MAX_COPIES

CwDeckFormat
cw_deck_format_from_name (const char *name)
{
  if (name == NULL)
    return CW_DECK_FORMAT_UNKNOWN;
  if (g_ascii_strcasecmp (name, "text") == 0 || g_ascii_strcasecmp (name, "txt") == 0)
    return CW_DECK_FORMAT_TEXT;
  if (g_ascii_strcasecmp (name, "cod") == 0 || g_ascii_strcasecmp (name, "cockatrice") == 0)
    return CW_DECK_FORMAT_COCKATRICE;
  if (g_ascii_strcasecmp (name, "o8d") == 0 || g_ascii_strcasecmp (name, "octgn") == 0)
    return CW_DECK_FORMAT_OCTGN;
  return CW_DECK_FORMAT_UNKNOWN;
}

const char *
cw_deck_format_to_string (CwDeckFormat format)
{
  switch (format)
    {
    case CW_DECK_FORMAT_TEXT:       return "text";
    case CW_DECK_FORMAT_COCKATRICE: return "cod";
    case CW_DECK_FORMAT_OCTGN:      return "o8d";
    case CW_DECK_FORMAT_UNKNOWN:
    default:                        return "unknown";
    }
}

const char *
cw_deck_format_get_extension (CwDeckFormat format)
{
  switch (format)
    {
    case CW_DECK_FORMAT_TEXT:       return "txt";
    case CW_DECK_FORMAT_COCKATRICE: return "cod";
    case CW_DECK_FORMAT_OCTGN:      return "o8d";
    case CW_DECK_FORMAT_UNKNOWN:
    default:                        return "";
    }
}

CwDeckFormat
cw_deck_format_guess (const char *path,
                      const char *contents,
                      gsize       length)
{
  if (path != NULL)
    {
      const char *dot = strrchr (path, '.');

      if (dot != NULL && strchr (dot, G_DIR_SEPARATOR) == NULL)
        {
          CwDeckFormat format = cw_deck_format_from_name (dot + 1);
          if (format != CW_DECK_FORMAT_UNKNOWN)
            return format;
        }
    }

  if (contents != NULL)
    {
      /* Sniff only the start: the root element comes right after the XML declaration. */
      gsize n = MIN (length, 1024);
      g_autofree char *head = g_strndup (contents, n);

      if (strstr (head, "<cockatrice_deck") != NULL)
        return CW_DECK_FORMAT_COCKATRICE;
      if (strstr (head, "<deck") != NULL && strstr (head, "<?xml") != NULL)
        return CW_DECK_FORMAT_OCTGN;
    }
  return CW_DECK_FORMAT_TEXT;
}

/* ---- sections ------------------------------------------------------------- */

/* "Locations Folio (30)" → "locations folio": counts that other tools write after a header. */
static char *
fold_header (const char *header)
{
  char *folded = cw_text_fold (header);
  gsize n = strlen (folded);

  if (n > 0 && folded[n - 1] == ')')
    {
      char *open = strrchr (folded, '(');
      if (open != NULL)
        {
          *open = '\0';
          g_strchomp (folded);
        }
    }
  return folded;
}

static gboolean
same_name (const char *folded,
           const char *candidate)
{
  g_autofree char *other = NULL;
  gsize n, m;

  if (candidate == NULL)
    return FALSE;
  other = cw_text_fold (candidate);
  if (strcmp (folded, other) == 0)
    return TRUE;
  /* "Title cards" for "Title card", "Location" for "Locations". */
  n = strlen (folded);
  m = strlen (other);
  return (n == m + 1 && folded[m] == 's' && strncmp (folded, other, m) == 0) ||
         (m == n + 1 && other[n] == 's' && strncmp (folded, other, n) == 0);
}

gboolean
cw_deck_match_section (CwGame      *game,
                       const char  *header,
                       const char **section_id,
                       const char **side)
{
  static const char * const generic[] = {
    "main", "main deck", "maindeck", "deck", "cards", "side", "sideboard", NULL
  };
  g_autofree char *folded = fold_header (header);
  GPtrArray *sections = cw_game_get_sections (game);
  GPtrArray *decks = cw_game_get_fixed_decks (game);

  *section_id = NULL;
  *side = NULL;

  for (guint i = 0; sections != NULL && i < sections->len; i++)
    {
      const CwSectionRule *rule = g_ptr_array_index (sections, i);

      if (same_name (folded, rule->id) || same_name (folded, rule->name))
        {
          *section_id = rule->id;
          return TRUE;
        }
    }
  for (guint i = 0; decks != NULL && i < decks->len; i++)
    {
      const CwFixedDeck *deck = g_ptr_array_index (decks, i);

      if (same_name (folded, deck->id) || same_name (folded, deck->name) ||
          same_name (folded, deck->alignment))
        {
          *side = deck->id;
          return TRUE;
        }
    }
  for (guint i = 0; generic[i] != NULL; i++)
    if (strcmp (folded, generic[i]) == 0)
      return TRUE;
  return FALSE;
}

char *
cw_deck_list_sections (CwGame *game)
{
  GPtrArray *sections = cw_game_get_sections (game);
  GPtrArray *decks = cw_game_get_fixed_decks (game);
  GString *names = g_string_new (NULL);

  for (guint i = 0; sections != NULL && i < sections->len; i++)
    {
      const CwSectionRule *rule = g_ptr_array_index (sections, i);
      g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "", rule->name);
    }
  for (guint i = 0; decks != NULL && i < decks->len; i++)
    {
      const CwFixedDeck *deck = g_ptr_array_index (decks, i);
      g_string_append_printf (names, "%s%s", names->len > 0 ? ", " : "", deck->name);
    }
  g_string_append_printf (names, "%sMain, Sideboard", names->len > 0 ? ", " : "");
  return g_string_free (names, FALSE);
}

const char *
cw_deck_section_name (CwGame     *game,
                      const char *section_id)
{
  const CwSectionRule *rule = cw_game_find_section (game, section_id);

  return rule != NULL && rule->name != NULL ? rule->name : section_id;
}

GStrv
cw_deck_dup_filled_sections (CwLibrary *library)
{
  g_auto(GStrv) ids = cw_library_dup_section_ids (library);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    if (cw_library_get_total (library, ids[i]) > 0)
      g_strv_builder_add (builder, ids[i]);
  return g_strv_builder_end (builder);
}

/* ---- matching ------------------------------------------------------------- */

static gboolean
section_takes_type (const CwSectionRule *rule,
                    const char          *type_id)
{
  if (rule->types == NULL || type_id == NULL)
    return FALSE;
  return g_strv_contains ((const char * const *) rule->types, type_id);
}

CwCard *
cw_deck_import_add (CwDeckImport *import,
                    guint         line,
                    const char   *name,
                    const char   *id,
                    guint         count,
                    const char   *section_id)
{
  CwCard *card = NULL;
  const char *type_id;
  const CwSectionRule *type_rule;
  const char *target = NULL;
  const char *shown = name != NULL && *name != '\0' ? name : id;
  /* What the messages repeat of the file: a name may be a whole 10 MB line. */
  g_autofree char *name_echo = cw_text_echo (name);
  g_autofree char *id_echo = cw_text_echo (id);
  g_autofree char *shown_echo = cw_text_echo (shown);
  guint existing, added;

  if (id != NULL && *id != '\0')
    card = cw_catalog_lookup (import->catalog, id);
  if (card == NULL && name != NULL && *name != '\0')
    {
      card = cw_catalog_find_by_name (import->catalog, name);
      if (card != NULL)
        {
          g_autoptr(GPtrArray) all = cw_catalog_find_all_by_name (import->catalog, name);

          if (all != NULL && all->len > 1)
            cw_import_report_add (import->report, line, CW_IMPORT_NOTE, name, cw_card_get_id (card), count,
                                  _("“%s” names %u cards; took %s (%s)"), name_echo, all->len,
                                  cw_card_get_title (card), cw_card_get_id (card));
        }
      else
        /* A list may name a card by its id, as our own export does for two cards of one title. */
        card = cw_catalog_lookup (import->catalog, name);
    }

  if (card == NULL)
    {
      /* A misspelt name ("Dorthy Gale") is most lists' commonest slip: name the card meant. */
      g_autofree char *suggestion = name != NULL && *name != '\0' ? cw_catalog_suggest_name (import->catalog, name) : NULL;

      if (id != NULL && *id != '\0' && name != NULL && *name != '\0')
        {
          if (suggestion != NULL)
            cw_import_report_add (import->report, line, CW_IMPORT_NOT_FOUND, name, NULL, count,
                                  _("no card with id “%s” or named “%s” in %s; did you mean “%s”?"), id_echo, name_echo,
                                  cw_game_get_name (import->game), suggestion);
          else
            cw_import_report_add (import->report, line, CW_IMPORT_NOT_FOUND, name, NULL, count,
                                  _("no card with id “%s” or named “%s” in %s"), id_echo, name_echo,
                                  cw_game_get_name (import->game));
        }
      else if (suggestion != NULL)
        cw_import_report_add (import->report, line, CW_IMPORT_NOT_FOUND, shown, NULL, count,
                              _("no card named “%s” in %s; did you mean “%s”?"), shown_echo,
                              cw_game_get_name (import->game), suggestion);
      else
        cw_import_report_add (import->report, line, CW_IMPORT_NOT_FOUND, shown, NULL, count,
                              _("no card named “%s” in %s"), shown_echo,
                              cw_game_get_name (import->game));
      return NULL;
    }

  type_id = cw_card_get_card_type (card);
  type_rule = type_id != NULL ? cw_game_section_for_type (import->game, type_id) : NULL;
  target = type_rule != NULL ? type_rule->id : NULL;

  if (section_id != NULL && (target == NULL || strcmp (section_id, target) != 0))
    {
      const CwSectionRule *asked = cw_game_find_section (import->game, section_id);

      if (asked != NULL && section_takes_type (asked, type_id))
        target = asked->id;
      else if (target != NULL)
        {
          const CwCardType *type = cw_game_find_card_type (import->game, type_id);
          cw_import_report_add (import->report, line, CW_IMPORT_NOTE, shown, cw_card_get_id (card), count,
                                _("%s is a %s: put in %s, not %s"), cw_card_get_title (card),
                                type != NULL ? type->name : type_id,
                                cw_deck_section_name (import->game, target),
                                cw_deck_section_name (import->game, section_id));
        }
      else
        target = section_id;
    }

  /* A Library keeps at most MAX_COPIES of a card in a section: what goes past is left out, and
   * said on the line that goes past it, not dropped in silence. */
  existing = target != NULL ? cw_library_get_section_count (import->library, target, cw_card_get_id (card))
                            : cw_library_get_count (import->library, cw_card_get_id (card));
  added = existing >= MAX_COPIES ? 0 : MIN (count, MAX_COPIES - existing);
  if (added < count)
    cw_import_report_add (import->report, line, CW_IMPORT_CAPPED, shown, cw_card_get_id (card), count - added,
                          _("%s: this line makes %u copies, and a Library keeps at most %d; %u left out"),
                          cw_card_get_title (card), existing + count, MAX_COPIES, count - added);
  if (added == 0)
    return card;
  if (target != NULL)
    cw_library_set_count (import->library, target, cw_card_get_id (card), existing + added);
  else
    cw_library_add_card (import->library, card, (int) added);

  cw_import_report_add (import->report, line, CW_IMPORT_MATCHED, shown, cw_card_get_id (card), added,
                        "%u × %s", added, cw_card_get_title (card));
  return card;
}

char *
cw_deck_card_label (CwCatalog *catalog,
                    CwCard    *card)
{
  const char *title = cw_card_get_title (card);

  if (cw_catalog_find_by_name (catalog, title) != card)
    return g_strdup (cw_card_get_id (card));
  return g_strdup (title);
}

gboolean
cw_deck_parse_count (const char  *text,
                     guint       *count,
                     char       **reason)
{
  g_autofree char *echo = cw_text_echo (text);
  guint64 value;

  if (text[0] == '-')
    {
      *reason = g_strdup_printf (_("the count %s is below 1"), echo);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &value, NULL))
    {
      *reason = g_strdup_printf (_("“%s” is not a count"), echo);
      return FALSE;
    }
  if (value == 0)
    {
      *reason = g_strdup (_("a count of 0 adds nothing; write 1 or more"));
      return FALSE;
    }
  if (value > MAX_COPIES)
    {
      *reason = g_strdup_printf (_("the count %s is more than %d"), echo, MAX_COPIES);
      return FALSE;
    }
  *count = (guint) value;
  return TRUE;
}

/* ---- text and XML helpers --------------------------------------------------- */

/* A line that is not UTF-8 is read as Windows-1252 (spreadsheets and editors on Windows still
 * write it; Latin-1 for the five bytes it leaves undefined), alone: the lines around it that are
 * UTF-8 stay as they are. The note names the first bad byte's line and column. */
static void
append_line_as_utf8 (GString        *out,
                     const char     *line,
                     gsize           length,
                     guint           line_number,
                     CwImportReport *report)
{
  const char *bad = NULL;
  g_autofree char *converted = NULL;

  if (g_utf8_validate_len (line, length, &bad))
    {
      g_string_append_len (out, line, (gssize) length);
      return;
    }
  converted = g_convert (line, (gssize) length, "UTF-8", "WINDOWS-1252", NULL, NULL, NULL);
  if (converted == NULL)
    converted = g_convert (line, (gssize) length, "UTF-8", "ISO-8859-1", NULL, NULL, NULL);
  g_string_append (out, converted != NULL ? converted : "");
  if (report != NULL)
    cw_import_report_add (report, line_number, CW_IMPORT_NOTE, NULL, NULL, 0,
                          _("column %ld: the byte 0x%02X is not UTF-8; read this line as Windows-1252"),
                          g_utf8_strlen (line, bad - line) + 1, (guchar) *bad);
}

char *
cw_deck_to_utf8 (const char      *contents,
                 gsize            length,
                 const char      *source,
                 CwImportReport  *report,
                 GError         **error)
{
  const char *text = contents;
  gsize n = length;
  GString *out;
  guint line_number = 1;

  /* UTF-16 with a byte order mark: what Windows Notepad saves as "Unicode". */
  if (n >= 2 && (((guchar) text[0] == 0xFF && (guchar) text[1] == 0xFE) ||
                 ((guchar) text[0] == 0xFE && (guchar) text[1] == 0xFF)))
    {
      const char *charset = (guchar) text[0] == 0xFF ? "UTF-16LE" : "UTF-16BE";
      g_autoptr(GError) local_error = NULL;
      gsize bytes_read = 0, bytes_written = 0;
      char *converted = g_convert (text + 2, (gssize) (n - 2), "UTF-8", charset, &bytes_read, &bytes_written,
                                   &local_error);

      /* g_convert() stops without an error before a character cut short at the end. */
      if (converted == NULL || bytes_read < n - 2)
        {
          g_free (converted);
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                       _("%s: the file starts as %s text, but its bytes from %u on are not %s"),
                       source, charset, (guint) (bytes_read + 2), charset);
          return NULL;
        }
      if (memchr (converted, '\0', bytes_written) != NULL)
        {
          g_free (converted);
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s: not a text file"), source);
          return NULL;
        }
      return converted;
    }

  if (memchr (contents, '\0', length) != NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s: not a text file"), source);
      return NULL;
    }
  /* A byte order mark says UTF-8 and nothing else. */
  if (n >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      text += 3;
      n -= 3;
    }

  if (g_utf8_validate_len (text, n, NULL))
    return g_strndup (text, n);

  out = g_string_sized_new (n + n / 8);
  for (const char *line = text, *end = text + n; line < end; line_number++)
    {
      const char *newline = memchr (line, '\n', (gsize) (end - line));
      const char *stop = newline != NULL ? newline + 1 : end;

      append_line_as_utf8 (out, line, (gsize) (stop - line), line_number, report);
      line = stop;
    }
  return g_string_free (out, FALSE);
}

char *
cw_deck_name_from_source (const char *source)
{
  g_autofree char *base = g_path_get_basename (source != NULL && *source ? source : _("Imported"));
  char *dot = strrchr (base, '.');

  if (dot != NULL && dot != base)
    *dot = '\0';
  return g_steal_pointer (&base);
}

xmlDoc *
cw_deck_read_xml (const char  *contents,
                  gsize        length,
                  const char  *source,
                  GError     **error)
{
  /* Translators: ends "FILE:LINE: a DOCTYPE is not allowed in %s". */
  return cw_xml_read_memory (contents, length, source, _("a deck file"), error);
}

char *
cw_deck_xml_prop (xmlNode    *node,
                  const char *name)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
cw_deck_xml_text (xmlNode *node)
{
  xmlChar *value = xmlNodeGetContent (node);
  char *copy = g_strdup (value != NULL ? (const char *) value : "");

  if (value != NULL)
    xmlFree (value);
  /* Our own exports say xml:space="preserve" on a name or note whose ends are spaces. */
  if (xmlNodeGetSpacePreserve (node) == 1)
    return copy;
  return g_strstrip (copy);
}

gboolean
cw_deck_xml_is (xmlNode    *node,
                const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         strcmp ((const char *) node->name, name) == 0;
}

/* ---- the public entry points ------------------------------------------------- */

/* Cockatrice and OCTGN have no word for Good against Evil's sides: when every card is of one
 * fixed deck's alignment, the Library is that deck. */
static void
guess_side (CwDeckImport *import)
{
  GPtrArray *decks = cw_game_get_fixed_decks (import->game);
  g_auto(GStrv) sections = NULL;
  const char *alignment = NULL;
  gboolean one_alignment = TRUE;

  if (decks == NULL || decks->len == 0 || cw_library_get_side (import->library) != NULL)
    return;

  sections = cw_library_dup_section_ids (import->library);
  for (guint i = 0; sections[i] != NULL && one_alignment; i++)
    {
      GPtrArray *entries = cw_library_get_entries (import->library, sections[i]);

      for (guint j = 0; entries != NULL && j < entries->len && one_alignment; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, j);
          CwCard *card = cw_catalog_lookup (import->catalog, entry->card_id);
          const char *card_alignment = card != NULL ? cw_card_get_alignment (card) : NULL;

          if (card_alignment == NULL || (alignment != NULL && strcmp (alignment, card_alignment) != 0))
            one_alignment = FALSE;
          alignment = card_alignment;
        }
    }
  if (!one_alignment || alignment == NULL)
    return;

  for (guint i = 0; i < decks->len; i++)
    {
      const CwFixedDeck *deck = g_ptr_array_index (decks, i);

      if (g_strcmp0 (deck->alignment, alignment) == 0)
        {
          cw_library_set_side (import->library, deck->id);
          const CwAlignment *named = cw_game_find_alignment (import->game, alignment);

          cw_import_report_add (import->report, 0, CW_IMPORT_NOTE, NULL, NULL, 0,
                                _("every card is %s: read as the %s"),
                                named != NULL && named->name != NULL ? named->name : alignment, deck->name);
          return;
        }
    }
}

CwLibrary *
cw_deck_import_data (CwCatalog       *catalog,
                     CwDeckFormat     format,
                     const char      *contents,
                     gsize            length,
                     const char      *source,
                     CwImportReport **report,
                     GError         **error)
{
  g_autoptr(CwImportReport) local_report = NULL;
  g_autoptr(CwLibrary) library = NULL;
  CwDeckImport import;
  gboolean ok;

  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (contents != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (source == NULL)
    source = "deck";
  if (contents == NULL)
    contents = "";
  if (format == CW_DECK_FORMAT_UNKNOWN)
    format = cw_deck_format_guess (source, contents, length);

  local_report = cw_import_report_new (source, cw_deck_format_to_string (format));
  library = cw_library_new (cw_catalog_get_game (catalog));

  import.catalog = catalog;
  import.game = cw_catalog_get_game (catalog);
  import.library = library;
  import.report = local_report;

  switch (format)
    {
    case CW_DECK_FORMAT_COCKATRICE:
      ok = cw_deck_cockatrice_import (&import, contents, length, source, error);
      break;
    case CW_DECK_FORMAT_OCTGN:
      ok = cw_deck_octgn_import (&import, contents, length, source, error);
      break;
    case CW_DECK_FORMAT_TEXT:
    case CW_DECK_FORMAT_UNKNOWN:
    default:
      ok = cw_deck_text_import (&import, contents, length, source, error);
      break;
    }
  if (!ok)
    return NULL;

  guess_side (&import);

  /* Control characters (ESC, \x0B…) cannot go into the Library file: drop them now, say so. */
  if (cw_xml_has_forbidden (cw_library_get_name (library)))
    {
      g_autofree char *name = cw_xml_strip_forbidden (cw_library_get_name (library));

      cw_library_set_name (library, name);
      cw_import_report_add (import.report, 0, CW_IMPORT_NOTE, NULL, NULL, 0,
                            _("control characters were removed from the deck's name: “%s”"), name);
    }
  if (cw_xml_has_forbidden (cw_library_get_notes (library)))
    {
      g_autofree char *notes = cw_xml_strip_forbidden (cw_library_get_notes (library));

      cw_library_set_notes (library, notes);
      cw_import_report_add (import.report, 0, CW_IMPORT_NOTE, NULL, NULL, 0,
                            _("control characters were removed from the deck's notes"));
    }

  if (cw_library_get_name (library) == NULL || *cw_library_get_name (library) == '\0')
    {
      g_autofree char *name = cw_deck_name_from_source (source);
      cw_library_set_name (library, name);
    }
  if (report != NULL)
    *report = g_steal_pointer (&local_report);
  return g_steal_pointer (&library);
}

CwLibrary *
cw_deck_import_file (CwCatalog       *catalog,
                     const char      *path,
                     CwDeckFormat     format,
                     CwImportReport **report,
                     GError         **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  if (!cw_file_check_size (path, CW_FILE_MAX_DECK_LIST, error))
    return NULL;
  if (!g_file_get_contents (path, &contents, &length, &local_error))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s", local_error->message);
      return NULL;
    }
  if (format == CW_DECK_FORMAT_UNKNOWN)
    format = cw_deck_format_guess (path, contents, length);
  return cw_deck_import_data (catalog, format, contents, length, path, report, error);
}

char *
cw_deck_export_data (CwLibrary    *library,
                     CwCatalog    *catalog,
                     CwDeckFormat  format)
{
  g_return_val_if_fail (CW_IS_LIBRARY (library), NULL);
  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);

  switch (format)
    {
    case CW_DECK_FORMAT_COCKATRICE:
      return cw_deck_cockatrice_export (library, catalog);
    case CW_DECK_FORMAT_OCTGN:
      return cw_deck_octgn_export (library, catalog);
    case CW_DECK_FORMAT_TEXT:
    case CW_DECK_FORMAT_UNKNOWN:
    default:
      return cw_deck_text_export (library, catalog);
    }
}

gboolean
cw_deck_export_file (CwLibrary    *library,
                     CwCatalog    *catalog,
                     CwDeckFormat  format,
                     const char   *path,
                     GError      **error)
{
  g_autofree char *contents = NULL;

  g_return_val_if_fail (CW_IS_LIBRARY (library), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  contents = cw_deck_export_data (library, catalog, format);
  /* CONSISTENT: written beside the old file and renamed over it. */
  return cw_file_save_atomic (path, contents, strlen (contents), error);
}

char *
cw_deck_octgn_game_guid (const char *game_id)
{
  /* A version 5 (SHA-1, name-based) UUID in the URL namespace: the same game id gives the same GUID. */
  static const guint8 namespace_url[16] = {
    0x6b, 0xa7, 0xb8, 0x11, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8
  };
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA1);
  g_autofree char *name = g_strdup_printf ("io.github.cardwright.Cardwright/games/%s", game_id);
  guint8 digest[20];
  gsize digest_length = sizeof digest;

  g_return_val_if_fail (game_id != NULL, NULL);

  g_checksum_update (checksum, namespace_url, sizeof namespace_url);
  g_checksum_update (checksum, (const guchar *) name, -1);
  g_checksum_get_digest (checksum, digest, &digest_length);
  digest[6] = (digest[6] & 0x0f) | 0x50;
  digest[8] = (digest[8] & 0x3f) | 0x80;

  return g_strdup_printf ("%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x",
                          digest[0], digest[1], digest[2], digest[3], digest[4], digest[5],
                          digest[6], digest[7], digest[8], digest[9], digest[10], digest[11],
                          digest[12], digest[13], digest[14], digest[15]);
}
