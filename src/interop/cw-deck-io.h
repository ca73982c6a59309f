/* cw-deck-io.h: deck lists in and out of other tools: plain text, Cockatrice .cod, OCTGN .o8d. */
#pragma once

#include "cw-types.h"
#include "cw-import-report.h"

G_BEGIN_DECLS

typedef enum {
  CW_DECK_FORMAT_UNKNOWN,
  CW_DECK_FORMAT_TEXT,        /* "3 Dorothy Gale" lines, section headers, comments */
  CW_DECK_FORMAT_COCKATRICE,  /* .cod: <cockatrice_deck version="1"> */
  CW_DECK_FORMAT_OCTGN,       /* .o8d: <deck game="GUID"> */
} CwDeckFormat;

/* "text"/"txt", "cod"/"cockatrice", "o8d"/"octgn"; CW_DECK_FORMAT_UNKNOWN otherwise. */
CwDeckFormat  cw_deck_format_from_name   (const char     *name);
/* "text", "cod", "o8d". */
const char   *cw_deck_format_to_string   (CwDeckFormat    format);
/* The usual file extension, without the dot: "txt", "cod", "o8d". */
const char   *cw_deck_format_get_extension (CwDeckFormat  format);
/* From the file name's extension, then from the contents (the XML root element). Never UNKNOWN:
 * whatever is not XML is read as a text list. contents may be NULL. */
CwDeckFormat  cw_deck_format_guess       (const char     *path,
                                          const char     *contents,
                                          gsize           length);

/*
 * Imports a deck into a new Library of the catalog's game. Cards are matched
 * by name (title, name or alternative name, case- and accent-blind), OCTGN
 * cards by id first. Whatever cannot be placed is in the report with its line:
 * nothing is dropped silently. Returns NULL with an error only when the file
 * as a whole cannot be read (I/O, broken XML, not a deck of that format);
 * a Library with no card at all is returned with the report saying why.
 *
 * source names the file in messages ("deck.cod"); format UNKNOWN guesses.
 */
CwLibrary    *cw_deck_import_data        (CwCatalog       *catalog,
                                          CwDeckFormat     format,
                                          const char      *contents,
                                          gsize            length,
                                          const char      *source,
                                          CwImportReport **report,
                                          GError         **error);
CwLibrary    *cw_deck_import_file        (CwCatalog       *catalog,
                                          const char      *path,
                                          CwDeckFormat     format,
                                          CwImportReport **report,
                                          GError         **error);

/* The deck in that format, as UTF-8 text. */
char         *cw_deck_export_data        (CwLibrary       *library,
                                          CwCatalog       *catalog,
                                          CwDeckFormat     format);
/* Atomic: an old file at path stays whole until the new one is complete. */
gboolean      cw_deck_export_file        (CwLibrary       *library,
                                          CwCatalog       *catalog,
                                          CwDeckFormat     format,
                                          const char      *path,
                                          GError         **error);

/* The GUID written as <deck game="…"> for a Cardwright game: a name-based UUID, stable across runs. */
char         *cw_deck_octgn_game_guid    (const char      *game_id);

G_END_DECLS
