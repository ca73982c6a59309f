/* cw-set-csv.h: a whole card set as a spreadsheet (CSV), to type a set in an evening and share it. */
#pragma once

#include <gio/gio.h>

#include "cw-types.h"
#include "cw-import-report.h"

G_BEGIN_DECLS

/*
 * Export: a header row of column ids (id, type, name, version, alignment, keywords, text, note,
 * image, back, alt-names, then name:LANG and text:LANG for each translation the set holds, then
 * every field of the game by id), then one row per card in the set's order. Values as the set
 * file holds them: type, alignment and keyword ids, true/false, list items and alt names joined
 * with "; ". RFC 4180 with CRLF line ends, UTF-8 without a byte order mark. Importing the export
 * into an empty set gives the same cards.
 */
char           *cw_set_csv_export        (CwCardSet   *set);
gboolean        cw_set_csv_export_file   (CwCardSet   *set,
                                          const char  *path,
                                          GError     **error);

/*
 * Import into set (a player's set, new or not): the header row names the columns in any order,
 * by the ids above or by their English or French names ("nom", "texte", "mots-clés"…), and the
 * game's fields by id, alias or name in any of the game's languages, case- and accent-blind.
 * Each row becomes a card (one with the id of a card already in set replaces it; a row without
 * an id gets one made from its name) or, when any cell is wrong, is refused whole: the report
 * has one CW_IMPORT_REFUSED item per wrong cell with its line, its column as the header writes
 * it and what is wrong (an unknown type, alignment or keyword with "did you mean", a number that
 * is not one or is out of range, a missing name, type or required field, an id used twice in
 * the file or by another set of catalog). Imported rows are CW_IMPORT_MATCHED items. Columns the
 * game does not know are reported on the header's line and left out.
 * Separators "," ";" or tab (the header row decides); UTF-8 with or without a byte order mark,
 * Windows-1252 read with a note. NULL with an error, set untouched, when the file cannot be read
 * (not text, a quote never closed, no header with a name and a type column). catalog (may be
 * NULL) tells which card ids other sets of the game already use. Nothing is saved here.
 */
CwImportReport *cw_set_csv_import_data   (CwCardSet   *set,
                                          CwCatalog   *catalog,
                                          const char  *contents,
                                          gsize        length,
                                          const char  *source,
                                          GError     **error);
CwImportReport *cw_set_csv_import_file   (CwCardSet   *set,
                                          CwCatalog   *catalog,
                                          const char  *path,
                                          GError     **error);
/* Called after each data row is imported (done counts from 1 to total), in the thread that
 * imports: a window shows how far a large file has come. */
typedef void (*CwSetCsvProgress) (guint    done,
                                  guint    total,
                                  gpointer data);
/* The same, telling progress as the rows are imported. Cancelled (cancellable may be NULL):
 * NULL with G_IO_ERROR_CANCELLED, set holding the rows imported before; the caller lets that
 * copy go. */
CwImportReport *cw_set_csv_import_data_full (CwCardSet         *set,
                                             CwCatalog         *catalog,
                                             const char        *contents,
                                             gsize              length,
                                             const char        *source,
                                             CwSetCsvProgress   progress,
                                             gpointer           progress_data,
                                             GCancellable      *cancellable,
                                             GError           **error);
CwImportReport *cw_set_csv_import_file_full (CwCardSet         *set,
                                             CwCatalog         *catalog,
                                             const char        *path,
                                             CwSetCsvProgress   progress,
                                             gpointer           progress_data,
                                             GCancellable      *cancellable,
                                             GError           **error);
/* Rows refused (not cells): for the summary and the exit status. */
guint           cw_set_csv_count_refused_rows (CwImportReport *report);
/* "cards.csv: 58 cards imported into “My cards”, 2 rows refused", then each refused cell,
 * column and note, one per line as "cards.csv:4: cost: …". */
char           *cw_set_csv_format_report (CwImportReport *report,
                                          CwCardSet      *set);

G_END_DECLS
