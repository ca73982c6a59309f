/* cw-csv.c: the RFC 4180 reader and writer shared by the collection and card set spreadsheets. */
#include "cw-csv-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>

void
cw_csv_append_field (GString    *out,
                     const char *value)
{
  gboolean quote = FALSE;

  if (value == NULL)
    value = "";
  for (const char *p = value; *p != '\0'; p++)
    if (*p == ',' || *p == '"' || *p == '\n' || *p == '\r' || *p == ';' || *p == '\t')
      {
        quote = TRUE;
        break;
      }
  /* Leading or trailing spaces survive a spreadsheet only inside quotes. */
  if (*value == ' ' || (*value != '\0' && value[strlen (value) - 1] == ' '))
    quote = TRUE;

  if (!quote)
    {
      g_string_append (out, value);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static char
guess_delimiter (const char *text)
{
  guint commas = 0, semicolons = 0, tabs = 0;
  gboolean quoted = FALSE;

  /* The header row decides: a French spreadsheet writes ";" because "," is its decimal point. */
  for (const char *p = text; *p != '\0' && (quoted || (*p != '\n' && *p != '\r')); p++)
    {
      if (*p == '"')
        quoted = !quoted;
      else if (!quoted && *p == ',')
        commas++;
      else if (!quoted && *p == ';')
        semicolons++;
      else if (!quoted && *p == '\t')
        tabs++;
    }
  if (semicolons > commas && semicolons >= tabs)
    return ';';
  if (tabs > commas && tabs > semicolons)
    return '\t';
  return ',';
}

void
cw_csv_reader_init (CwCsvReader *reader,
                    const char  *text)
{
  g_return_if_fail (reader != NULL);
  g_return_if_fail (text != NULL);

  reader->p = text;
  reader->end = text + strlen (text);
  reader->delimiter = guess_delimiter (text);
  reader->line = 1;
}

gboolean
cw_csv_read_record (CwCsvReader  *reader,
                    GPtrArray    *fields,
                    guint        *record_line,
                    char        **problem)
{
  GString *field;

  g_ptr_array_set_size (fields, 0);
  if (reader->p >= reader->end)
    return FALSE;
  *record_line = reader->line;
  field = g_string_new (NULL);

  for (;;)
    {
      if (reader->p < reader->end && *reader->p == '"')
        {
          guint quote_line = reader->line;

          reader->p++;
          for (;;)
            {
              if (reader->p >= reader->end)
                {
                  *problem = g_strdup_printf (_("the quote opened on line %u is never closed"), quote_line);
                  g_ptr_array_add (fields, g_string_free (field, FALSE));
                  return TRUE;
                }
              if (*reader->p == '"')
                {
                  if (reader->p + 1 < reader->end && reader->p[1] == '"')
                    {
                      g_string_append_c (field, '"');
                      reader->p += 2;
                      continue;
                    }
                  reader->p++;
                  break;
                }
              if (*reader->p == '\n')
                reader->line++;
              g_string_append_c (field, *reader->p++);
            }
        }
      /* Unquoted text, or what follows a closing quote (kept rather than lost). */
      while (reader->p < reader->end && *reader->p != reader->delimiter &&
             *reader->p != '\n' && *reader->p != '\r')
        g_string_append_c (field, *reader->p++);

      g_ptr_array_add (fields, g_string_free (field, FALSE));

      if (reader->p < reader->end && *reader->p == reader->delimiter)
        {
          reader->p++;
          field = g_string_new (NULL);
          continue;
        }
      /* End of record: \r\n, \n, \r or the end of the text. */
      if (reader->p < reader->end && *reader->p == '\r')
        reader->p++;
      if (reader->p < reader->end && *reader->p == '\n')
        reader->p++;
      reader->line++;
      return TRUE;
    }
}

gboolean
cw_csv_record_is_blank (GPtrArray *fields)
{
  for (guint i = 0; i < fields->len; i++)
    {
      const char *field = g_ptr_array_index (fields, i);

      for (const char *p = field; *p != '\0'; p++)
        if (!g_ascii_isspace (*p))
          return FALSE;
    }
  return TRUE;
}

const char *
cw_csv_field_at (GPtrArray *fields,
                 int        column)
{
  if (column < 0 || (guint) column >= fields->len)
    return "";
  return g_ptr_array_index (fields, column);
}
