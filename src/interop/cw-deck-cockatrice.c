/* cw-deck-cockatrice.c: Cockatrice .cod decks, in and out.
 *
 * <cockatrice_deck version="1"> holds <deckname>, <comments> and <zone name="main|side"> of
 * <card number="3" name="…"/>. Cards are matched by name and go where their type belongs
 * (the Library, the Locations Folio, the Title cards); the export writes the game's first
 * section as "main" and every other section as "side".
 */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-deck-private.h"
#include "cw-text.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-xml.h"

static const char *
first_section_id (CwGame *game)
{
  GPtrArray *sections = cw_game_get_sections (game);

  if (sections == NULL || sections->len == 0)
    return NULL;
  return ((const CwSectionRule *) g_ptr_array_index (sections, 0))->id;
}

static void
import_zone (CwDeckImport *import,
             xmlNode      *zone)
{
  g_autofree char *zone_name = cw_deck_xml_prop (zone, "name");
  gboolean known = zone_name != NULL &&
                   (strcmp (zone_name, "main") == 0 || strcmp (zone_name, "side") == 0);
  gboolean side = known && strcmp (zone_name, "side") == 0;
  const char *main_section = first_section_id (import->game);

  for (xmlNode *node = zone->children; node != NULL; node = node->next)
    {
      guint line = (guint) MAX (xmlGetLineNo (node), 0);
      g_autofree char *number = NULL;
      g_autofree char *name = NULL;
      g_autofree char *reason = NULL;
      g_autofree char *name_echo = NULL;
      guint count = 0;
      CwCard *card;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!cw_deck_xml_is (node, "card"))
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, (const char *) node->name,
                                NULL, 0, _("<%s> in a zone; expected <card number=\"…\" name=\"…\"/>"),
                                (const char *) node->name);
          continue;
        }

      number = cw_deck_xml_prop (node, "number");
      name = cw_deck_xml_prop (node, "name");
      if (name != NULL)
        g_strstrip (name);
      if (name == NULL || *name == '\0')
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, "card", NULL, 0,
                                _("<card> without a name attribute"));
          continue;
        }
      name_echo = cw_text_echo (name);
      if (number == NULL)
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, name, NULL, 0,
                                _("<card name=\"%s\"> without a number attribute"), name_echo);
          continue;
        }
      if (!cw_deck_parse_count (g_strstrip (number), &count, &reason))
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, name, NULL, 0,
                                /* Translators: a card's name, then what is wrong with its count. */
                                _("%s: %s"), name_echo, reason);
          continue;
        }
      if (!known)
        {
          cw_import_report_add (import->report, line, CW_IMPORT_NOT_UNDERSTOOD, name, NULL, count,
                                _("%u × %s in zone “%s”, which a Library does not have (only main and side)"),
                                count, name_echo, zone_name != NULL ? zone_name : "");
          continue;
        }

      card = cw_deck_import_add (import, line, name, NULL, count, NULL);
      if (card != NULL && side && main_section != NULL)
        {
          const CwSectionRule *rule = cw_game_section_for_type (import->game, cw_card_get_card_type (card));

          /* A sideboard card that lands in the main section changes the deck: say so. */
          if (rule != NULL && g_strcmp0 (rule->id, main_section) == 0)
            cw_import_report_add (import->report, line, CW_IMPORT_NOTE, name, cw_card_get_id (card), count,
                                  _("%s was in the sideboard; added to %s"), name_echo,
                                  cw_deck_section_name (import->game, main_section));
        }
    }
}

gboolean
cw_deck_cockatrice_import (CwDeckImport *import,
                           const char   *contents,
                           gsize         length,
                           const char   *source,
                           GError      **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;
  g_autofree char *version = NULL;

  doc = cw_deck_read_xml (contents, length, source, error);
  if (doc == NULL)
    return FALSE;

  root = xmlDocGetRootElement (doc);
  if (!cw_deck_xml_is (root, "cockatrice_deck"))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s:%ld: expected a Cockatrice deck (<cockatrice_deck>), found <%s>"),
                   source, root != NULL ? xmlGetLineNo (root) : 1L,
                   root != NULL ? (const char *) root->name : "");
      return FALSE;
    }

  version = cw_deck_xml_prop (root, "version");
  if (version != NULL && strcmp (version, "1") != 0)
    cw_import_report_add (import->report, (guint) MAX (xmlGetLineNo (root), 0), CW_IMPORT_NOTE, NULL, NULL, 0,
                          _("Cockatrice deck version “%s”; read as version 1"), version);

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (cw_deck_xml_is (node, "deckname"))
        {
          g_autofree char *name = cw_deck_xml_text (node);
          if (*name != '\0')
            cw_library_set_name (import->library, name);
        }
      else if (cw_deck_xml_is (node, "comments"))
        {
          g_autofree char *comments = cw_deck_xml_text (node);
          if (*comments != '\0')
            cw_library_set_notes (import->library, comments);
        }
      else if (cw_deck_xml_is (node, "zone"))
        import_zone (import, node);
      /* <bannerCard>, <tags>, <lastLoadedTimestamp>: Cockatrice's own, nothing of the deck. */
    }
  return TRUE;
}

static void
append_zone (GString    *out,
             CwLibrary  *library,
             CwCatalog  *catalog,
             const char *zone,
             GStrv       sections)
{
  if (sections == NULL || sections[0] == NULL)
    return;

  g_string_append_printf (out, "    <zone name=\"%s\">\n", zone);
  for (guint i = 0; sections[i] != NULL; i++)
    {
      GPtrArray *entries = cw_library_get_entries (library, sections[i]);

      for (guint j = 0; entries != NULL && j < entries->len; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, j);
          CwCard *card = cw_catalog_lookup (catalog, entry->card_id);
          g_autofree char *label = card != NULL ? cw_deck_card_label (catalog, card)
                                                : g_strdup (entry->card_id);

          if (entry->count == 0)
            continue;
          g_string_append_printf (out, "        <card number=\"%u\" name=\"", entry->count);
          cw_xml_append_attribute (out, label);
          g_string_append (out, "\"/>\n");
        }
    }
  g_string_append (out, "    </zone>\n");
}

char *
cw_deck_cockatrice_export (CwLibrary *library,
                           CwCatalog *catalog)
{
  CwGame *game = cw_library_get_game (library);
  const char *main_section = first_section_id (game);
  g_auto(GStrv) sections = cw_deck_dup_filled_sections (library);
  g_autoptr(GStrvBuilder) main_builder = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) side_builder = g_strv_builder_new ();
  g_auto(GStrv) main_sections = NULL;
  g_auto(GStrv) side_sections = NULL;
  const char *name = cw_library_get_name (library);
  const char *notes = cw_library_get_notes (library);
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                               "<cockatrice_deck version=\"1\">\n");

  for (guint i = 0; sections[i] != NULL; i++)
    {
      if (main_section == NULL || strcmp (sections[i], main_section) == 0)
        g_strv_builder_add (main_builder, sections[i]);
      else
        g_strv_builder_add (side_builder, sections[i]);
    }
  main_sections = g_strv_builder_end (main_builder);
  side_sections = g_strv_builder_end (side_builder);

  /* xml:space="preserve" only when the text's own spaces at its ends would be trimmed. */
  cw_xml_append_element (out, "    ", "deckname", name != NULL ? name : "");
  cw_xml_append_element (out, "    ", "comments", notes != NULL ? notes : "");
  append_zone (out, library, catalog, "main", main_sections);
  append_zone (out, library, catalog, "side", side_sections);
  g_string_append (out, "</cockatrice_deck>\n");
  return g_string_free (out, FALSE);
}
