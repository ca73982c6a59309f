/* cw-deck-octgn.c: OCTGN .o8d decks, in and out.
 *
 * <deck game="GUID"> holds <section name="…" shared="False"> of <card qty="3" id="…">Name</card>,
 * and <notes>. Cards are matched by id (Cardwright's own card ids, as the export writes them),
 * then by name; sections by the game's section names or ids. OCTGN has no deck name: the
 * Library is named after the file.
 */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-deck-private.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-text.h"
#include "cw-xml.h"

static void
import_section (CwDeckImport *import,
                xmlNode      *section)
{
  g_autofree char *section_name = cw_deck_xml_prop (section, "name");
  const char *section_id = NULL;
  const char *side = NULL;
  gboolean noted = FALSE;

  if (section_name != NULL && *section_name != '\0' &&
      cw_deck_match_section (import->game, section_name, &section_id, &side))
    {
      if (side != NULL)
        cw_library_set_side (import->library, side);
      noted = TRUE;
    }

  for (xmlNode *node = section->children; node != NULL; node = node->next)
    {
      guint line = (guint) MAX (xmlGetLineNo (node), 0);
      g_autofree char *qty = NULL;
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      g_autofree char *reason = NULL;
      g_autofree char *shown_echo = NULL;
      guint count = 0;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!cw_deck_xml_is (node, "card"))
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, (const char *) node->name,
                                NULL, 0, _("<%s> in a section; expected <card qty=\"…\" id=\"…\">Name</card>"),
                                (const char *) node->name);
          continue;
        }

      if (!noted)
        {
          g_autofree char *known = cw_deck_list_sections (import->game);
          guint section_line = (guint) MAX (xmlGetLineNo (section), 0);

          /* Once per section, and only when it holds cards. */
          cw_import_report_add (import->report, section_line, CW_IMPORT_NOTE, section_name, NULL, 0,
                                _("section “%s” is not one of %s (%s); its cards go where their type belongs"),
                                section_name != NULL ? section_name : "", cw_game_get_name (import->game), known);
          noted = TRUE;
        }

      qty = cw_deck_xml_prop (node, "qty");
      id = cw_deck_xml_prop (node, "id");
      name = cw_deck_xml_text (node);
      if (id != NULL)
        g_strstrip (id);
      if (*name == '\0' && (id == NULL || *id == '\0'))
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, "card", NULL, 0,
                                _("<card> with neither an id nor a name"));
          continue;
        }
      shown_echo = cw_text_echo (*name ? name : id);
      if (qty == NULL)
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, *name ? name : id, NULL, 0,
                                _("<card> “%s” without a qty attribute"), shown_echo);
          continue;
        }
      if (!cw_deck_parse_count (g_strstrip (qty), &count, &reason))
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, *name ? name : id, NULL, 0,
                                /* Translators: a card's name, then what is wrong with its count. */
                                _("%s: %s"), shown_echo, reason);
          continue;
        }

      cw_deck_import_add (import, line, name, id, count, section_id);
    }
}

gboolean
cw_deck_octgn_import (CwDeckImport *import,
                      const char   *contents,
                      gsize         length,
                      const char   *source,
                      GError      **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;

  doc = cw_deck_read_xml (contents, length, source, error);
  if (doc == NULL)
    return FALSE;

  root = xmlDocGetRootElement (doc);
  if (!cw_deck_xml_is (root, "deck"))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s:%ld: expected an OCTGN deck (<deck game=\"…\">), found <%s>"),
                   source, root != NULL ? xmlGetLineNo (root) : 1L,
                   root != NULL ? (const char *) root->name : "");
      return FALSE;
    }

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (cw_deck_xml_is (node, "section"))
        import_section (import, node);
      else if (cw_deck_xml_is (node, "notes"))
        {
          g_autofree char *notes = cw_deck_xml_text (node);
          if (*notes != '\0')
            cw_library_set_notes (import->library, notes);
        }
      else if (node->type == XML_ELEMENT_NODE)
        cw_import_report_add (import->report, (guint) MAX (xmlGetLineNo (node), 0), CW_IMPORT_NOTE,
                              (const char *) node->name, NULL, 0,
                              _("<%s> is not part of an OCTGN deck; skipped"), (const char *) node->name);
    }
  return TRUE;
}

static void
append_section (GString    *out,
                CwLibrary  *library,
                CwCatalog  *catalog,
                const char *section_id)
{
  CwGame *game = cw_library_get_game (library);
  GPtrArray *entries = cw_library_get_entries (library, section_id);

  g_string_append (out, "  <section name=\"");
  cw_xml_append_attribute (out, cw_deck_section_name (game, section_id));
  g_string_append (out, "\" shared=\"False\"");
  if (entries == NULL || entries->len == 0)
    {
      g_string_append (out, " />\n");
      return;
    }
  g_string_append (out, ">\n");
  for (guint i = 0; i < entries->len; i++)
    {
      CwLibraryEntry *entry = g_ptr_array_index (entries, i);
      CwCard *card = cw_catalog_lookup (catalog, entry->card_id);

      if (entry->count == 0)
        continue;
      g_string_append_printf (out, "    <card qty=\"%u\" id=\"", entry->count);
      cw_xml_append_attribute (out, entry->card_id);
      g_string_append (out, "\">");
      cw_xml_append_escaped (out, card != NULL ? cw_card_get_title (card) : entry->card_id);
      g_string_append (out, "</card>\n");
    }
  g_string_append (out, "  </section>\n");
}

char *
cw_deck_octgn_export (CwLibrary *library,
                      CwCatalog *catalog)
{
  CwGame *game = cw_library_get_game (library);
  GPtrArray *game_sections = cw_game_get_sections (game);
  g_auto(GStrv) filled = cw_deck_dup_filled_sections (library);
  g_autofree char *guid = cw_deck_octgn_game_guid (cw_game_get_id (game));
  const char *notes = cw_library_get_notes (library);
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n");

  g_string_append_printf (out, "<deck game=\"%s\">\n", guid);
  /* OCTGN lists every section of its game, empty ones too. */
  for (guint i = 0; game_sections != NULL && i < game_sections->len; i++)
    append_section (out, library, catalog, ((const CwSectionRule *) g_ptr_array_index (game_sections, i))->id);
  for (guint i = 0; filled[i] != NULL; i++)
    if (cw_game_find_section (game, filled[i]) == NULL)
      append_section (out, library, catalog, filled[i]);
  cw_xml_append_element (out, "  ", "notes", notes != NULL ? notes : "");
  g_string_append (out, "</deck>\n");
  return g_string_free (out, FALSE);
}
