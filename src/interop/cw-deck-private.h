/* cw-deck-private.h: what the deck list readers and writers share; not installed, not for the app. */
#pragma once

#include <libxml/tree.h>

#include "cw-types.h"
#include "cw-deck-io.h"
#include "cw-import-report.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

/* One import in progress. */
typedef struct {
  CwCatalog      *catalog;
  CwGame         *game;
  CwLibrary      *library;
  CwImportReport *report;
} CwDeckImport;

/* What a section header names: a section of the game (section_id), a fixed deck (side),
 * or a generic "main"/"sideboard" (both NULL: cards go where their type belongs). FALSE when unknown. */
gboolean     cw_deck_match_section   (CwGame        *game,
                                      const char    *header,
                                      const char   **section_id,
                                      const char   **side);
/* "Library, Locations Folio, Title card": for messages about unknown sections. */
char        *cw_deck_list_sections   (CwGame        *game);

/* Finds the card by id (when given), then by name, then by the name as an id; adds count copies
 * to section_id when its type belongs there, else to the section of its type (with a note).
 * Reports the line either way; NULL when not found. */
CwCard      *cw_deck_import_add      (CwDeckImport  *import,
                                      guint          line,
                                      const char    *name,
                                      const char    *id,
                                      guint          count,
                                      const char    *section_id);

/* The name written for a card: its title, or its id when another card has the same title. */
char        *cw_deck_card_label      (CwCatalog     *catalog,
                                      CwCard        *card);
/* The Library's sections in the game's order, with at least one card. */
GStrv        cw_deck_dup_filled_sections (CwLibrary *library);
/* The name of a section for people: the game's name for it, or the id. */
const char  *cw_deck_section_name    (CwGame        *game,
                                      const char    *section_id);

/* Text: the contents as UTF-8; a note in the report when they were Windows-1252. */
char        *cw_deck_to_utf8         (const char    *contents,
                                      gsize          length,
                                      const char    *source,
                                      CwImportReport *report,
                                      GError       **error);
/* "<source>" without its folder and extension: the Library name when the file has none. */
char        *cw_deck_name_from_source(const char    *source);

/* XML: no network, no entity substitution, no DTD; errors read "SOURCE:LINE: what is wrong". */
xmlDoc      *cw_deck_read_xml        (const char    *contents,
                                      gsize          length,
                                      const char    *source,
                                      GError       **error);
/* A g_malloc'd copy of an attribute, or NULL. */
char        *cw_deck_xml_prop        (xmlNode       *node,
                                      const char    *name);
/* Trimmed text content, g_malloc'd. */
char        *cw_deck_xml_text        (xmlNode       *node);
gboolean     cw_deck_xml_is          (xmlNode       *node,
                                      const char    *name);
/* Reads a count of copies: 1 to 9999. FALSE with a reason otherwise. */
gboolean     cw_deck_parse_count     (const char    *text,
                                      guint         *count,
                                      char         **reason);

gboolean     cw_deck_text_import     (CwDeckImport  *import,
                                      const char    *contents,
                                      gsize          length,
                                      const char    *source,
                                      GError       **error);
char        *cw_deck_text_export     (CwLibrary     *library,
                                      CwCatalog     *catalog);
gboolean     cw_deck_cockatrice_import (CwDeckImport *import,
                                      const char    *contents,
                                      gsize          length,
                                      const char    *source,
                                      GError       **error);
char        *cw_deck_cockatrice_export (CwLibrary   *library,
                                      CwCatalog     *catalog);
gboolean     cw_deck_octgn_import    (CwDeckImport  *import,
                                      const char    *contents,
                                      gsize          length,
                                      const char    *source,
                                      GError       **error);
char        *cw_deck_octgn_export    (CwLibrary     *library,
                                      CwCatalog     *catalog);

G_END_DECLS
