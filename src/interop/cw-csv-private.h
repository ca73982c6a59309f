/* cw-csv-private.h: the RFC 4180 reader and writer the spreadsheet imports and exports share. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  const char *p;
  const char *end;
  char        delimiter;
  guint       line;        /* the line p is on */
} CwCsvReader;

/* Reads text (UTF-8, NUL-terminated); the delimiter is the one the header row uses most
 * (",", ";" as spreadsheets in comma-decimal locales write, or a tab). */
void         cw_csv_reader_init    (CwCsvReader  *reader,
                                    const char   *text);
/* Reads one record into fields (of char*). FALSE at the end of the text; *problem when a
 * quote never closes (the rest of the file is then that one field, so reading stops). */
gboolean     cw_csv_read_record    (CwCsvReader  *reader,
                                    GPtrArray    *fields,
                                    guint        *record_line,
                                    char        **problem);
gboolean     cw_csv_record_is_blank (GPtrArray   *fields);
/* The field in that column, "" when the row is shorter or column is -1. */
const char  *cw_csv_field_at       (GPtrArray    *fields,
                                    int           column);
/* Appends value, quoted when it holds a delimiter, a quote, a line break or edge spaces. */
void         cw_csv_append_field   (GString      *out,
                                    const char   *value);

G_END_DECLS
