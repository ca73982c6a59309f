/* cw-collection-csv.h: owned counts as CSV (id,name,set,owned), for people who edit them in a spreadsheet. */
#pragma once

#include "cw-types.h"
#include "cw-import-report.h"

G_BEGIN_DECLS

/*
 * Export: a header row "id,name,set,owned", then one row per card of the
 * catalog (owned 0 included, so a spreadsheet user can fill in counts), then
 * the collection's ids the catalog does not know, with empty name and set.
 * RFC 4180: CRLF line ends; fields with a comma, quote or line break quoted.
 */
char           *cw_collection_csv_export       (CwCollection  *collection,
                                                CwCatalog     *catalog);
gboolean        cw_collection_csv_export_file  (CwCollection  *collection,
                                                CwCatalog     *catalog,
                                                const char    *path,
                                                GError       **error);

/*
 * Import: sets the owned count of every row into collection; cards not listed
 * keep theirs. The header row names the columns in any order (case-blind;
 * "count", "qty" and "quantity" are read as owned; other columns are ignored);
 * a row is matched by id, then by name (with set to tell versions apart). A
 * file whose fields are separated by ";" (a spreadsheet in a comma-decimal
 * locale) is read as well. An id the catalog does not know is kept, as the
 * collection file keeps it, and reported. NULL with an error when the file
 * cannot be read or has no usable header row.
 */
CwImportReport *cw_collection_csv_import_data  (CwCollection  *collection,
                                                CwCatalog     *catalog,
                                                const char    *contents,
                                                gsize          length,
                                                const char    *source,
                                                GError       **error);
CwImportReport *cw_collection_csv_import_file  (CwCollection  *collection,
                                                CwCatalog     *catalog,
                                                const char    *path,
                                                GError       **error);

G_END_DECLS
