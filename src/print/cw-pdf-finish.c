/* cw-pdf-finish.c: what cairo 1.16 leaves undone in a PDF it wrote: duplicated resource names, and the viewer preferences a printer reads. */
#include "cw-pdf-finish.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>

#include "cw-error.h"

/* ---------------------------------------------------------------- a small PDF object reader */

/* Only what an object's dictionary (before its stream, if any) holds: cairo writes no comments
 * there, and every stream is after its dictionary. */
typedef struct {
  guchar *data;
  gsize   end;        /* where the object's dictionary part ends */
  int     depth;      /* of nested values, to refuse malformed input instead of recursing on */
  gboolean changed;
} Reader;

static gboolean
is_space (guchar c)
{
  return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}

static gboolean
is_delimiter (guchar c)
{
  return is_space (c) || strchr ("()<>[]{}/%", c) != NULL;
}

static gsize
skip_space (Reader *r,
            gsize   i)
{
  while (i < r->end && is_space (r->data[i]))
    i++;
  return i;
}

static gsize read_value (Reader *r, gsize i);

/* A literal string: balanced parentheses, backslash escapes. */
static gsize
read_string (Reader *r,
             gsize   i)
{
  int level = 0;

  for (; i < r->end; i++)
    {
      guchar c = r->data[i];

      if (c == '\\')
        i++;
      else if (c == '(')
        level++;
      else if (c == ')' && --level == 0)
        return i + 1;
    }
  return r->end;
}

static gsize
read_token (Reader *r,
            gsize   i)
{
  if (i < r->end && r->data[i] == '/')
    i++;
  while (i < r->end && !is_delimiter (r->data[i]))
    i++;
  return i;
}

/* Reads a dictionary from just after its "<<", blanking out every entry whose key came earlier
 * in the same dictionary (the first one stays: the one cairo meant). */
static gsize
read_dictionary (Reader *r,
                 gsize   i)
{
  g_autoptr(GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  while (TRUE)
    {
      gsize key_start, key_end, value_end;
      g_autofree char *key = NULL;

      i = skip_space (r, i);
      if (i + 1 >= r->end)
        return r->end;
      if (r->data[i] == '>' && r->data[i + 1] == '>')
        return i + 2;
      if (r->data[i] != '/')
        return r->end;   /* not a key: leave the rest as it is */
      key_start = i;
      key_end = read_token (r, i);
      value_end = read_value (r, key_end);
      if (value_end > r->end)
        return r->end;
      key = g_strndup ((const char *) r->data + key_start, key_end - key_start);
      if (g_hash_table_contains (keys, key))
        {
          memset (r->data + key_start, ' ', value_end - key_start);
          r->changed = TRUE;
        }
      else
        g_hash_table_add (keys, g_steal_pointer (&key));
      i = value_end;
    }
}

/* Reads one value (a reference "12 0 R" counts as one) and returns where it ends. */
static gsize
read_value (Reader *r,
            gsize   i)
{
  gsize end;

  i = skip_space (r, i);
  if (i >= r->end)
    return r->end;
  if (++r->depth > 64)
    return r->end;

  switch (r->data[i])
    {
    case '<':
      if (i + 1 < r->end && r->data[i + 1] == '<')
        end = read_dictionary (r, i + 2);
      else
        {
          const guchar *close = memchr (r->data + i, '>', r->end - i);
          end = close != NULL ? (gsize) (close - r->data) + 1 : r->end;
        }
      break;
    case '(':
      end = read_string (r, i);
      break;
    case '[':
      end = i + 1;
      while (TRUE)
        {
          end = skip_space (r, end);
          if (end >= r->end || r->data[end] == ']')
            break;
          end = read_value (r, end);
        }
      end = MIN (end + 1, r->end);
      break;
    default:
      end = read_token (r, i);
      if (end == i)
        end = i + 1;   /* a stray delimiter: step over it */
      /* "12 0 R": two integers and R are one value. */
      if (g_ascii_isdigit (r->data[i]))
        {
          gsize second = skip_space (r, end), after = read_token (r, second);

          if (second < after && g_ascii_isdigit (r->data[second]))
            {
              gsize letter = skip_space (r, after);

              if (letter < r->end && r->data[letter] == 'R' &&
                  (letter + 1 >= r->end || is_delimiter (r->data[letter + 1])))
                end = letter + 1;
            }
        }
      break;
    }
  r->depth--;
  return end;
}

static const guchar *
find (const guchar *haystack,
      gsize         length,
      const char   *needle)
{
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= length; i++)
    if (haystack[i] == (guchar) needle[0] && memcmp (haystack + i, needle, n) == 0)
      return haystack + i;
  return NULL;
}

static const guchar *
find_last (const guchar *haystack,
           gsize         length,
           const char   *needle)
{
  gsize n = strlen (needle);

  for (gsize i = length >= n ? length - n + 1 : 0; i-- > 0;)
    if (memcmp (haystack + i, needle, n) == 0)
      return haystack + i;
  return NULL;
}

/* The integer after key in the trailer, or -1. */
static gint64
trailer_integer (const guchar *trailer,
                 gsize         length,
                 const char   *key)
{
  const guchar *at = find (trailer, length, key);
  g_autofree char *text = NULL;

  if (at == NULL)
    return -1;
  at += strlen (key);
  text = g_strndup ((const char *) at, MIN (32, length - (at - trailer)));
  return g_ascii_strtoll (text, NULL, 10);
}

/* ---------------------------------------------------------------- writing */

static gboolean
write_at (int            fd,
          off_t          offset,
          const guchar  *bytes,
          gsize          length,
          GError       **error)
{
  while (length > 0)
    {
      ssize_t written = pwrite (fd, bytes, length, offset);

      if (written < 0)
        {
          int saved = errno;

          if (saved == EINTR)
            continue;
          g_set_error (error, CW_ERROR, CW_ERROR_IO, _("Cannot finish the PDF: %s"), g_strerror (saved));
          return FALSE;
        }
      bytes += written;
      length -= written;
      offset += written;
    }
  return TRUE;
}

static const char *
duplex_name (CwPdfDuplex duplex)
{
  switch (duplex)
    {
    case CW_PDF_DUPLEX_SIMPLEX:         return "/Simplex";
    case CW_PDF_DUPLEX_FLIP_LONG_EDGE:  return "/DuplexFlipLongEdge";
    case CW_PDF_DUPLEX_FLIP_SHORT_EDGE: return "/DuplexFlipShortEdge";
    case CW_PDF_DUPLEX_NONE:
    default:                            return NULL;
    }
}

gboolean
cw_pdf_finish (int           fd,
               guchar       *data,
               gsize         length,
               CwPdfDuplex   duplex,
               GError      **error)
{
  const guchar *trailer, *startxref, *xref, *catalog, *catalog_end;
  gint64 size, root, info, xref_offset;
  guint64 n_entries, first;
  g_autoptr(GString) update = NULL;
  g_autofree char *catalog_head = NULL;
  g_autofree char *xref_header = NULL;
  const char *duplex_key;
  char *after = NULL;

  g_return_val_if_fail (fd >= 0, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  trailer = find_last (data, length, "trailer");
  startxref = find_last (data, length, "startxref");
  if (trailer == NULL || startxref == NULL || startxref < trailer)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("Cannot finish the PDF: it has no trailer"));
      return FALSE;
    }
  size = trailer_integer (trailer, startxref - trailer, "/Size");
  root = trailer_integer (trailer, startxref - trailer, "/Root");
  info = trailer_integer (trailer, startxref - trailer, "/Info");
  xref_offset = g_ascii_strtoll ((const char *) startxref + strlen ("startxref"), NULL, 10);
  if (size <= 0 || root <= 0 || root >= size || xref_offset <= 0 || (gsize) xref_offset >= length ||
      memcmp (data + xref_offset, "xref", 4) != 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("Cannot finish the PDF: its cross-reference table is not where the trailer says"));
      return FALSE;
    }

  /* The classic table cairo writes: one section "0 N", then N entries of 20 bytes. */
  xref = data + xref_offset + 4;
  while (is_space (*xref))
    xref++;
  first = g_ascii_strtoull ((const char *) xref, &after, 10);
  n_entries = g_ascii_strtoull (after, &after, 10);
  xref = (const guchar *) after;
  while (xref < data + length && (*xref == ' ' || *xref == '\r' || *xref == '\n'))
    xref++;
  if (first != 0 || n_entries != (guint64) size || xref + n_entries * 20 > data + length)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("Cannot finish the PDF: its cross-reference table is not one section of every object"));
      return FALSE;
    }

  /* Repeated keys in every object's dictionary, blanked where they are. */
  for (guint64 n = 1; n < n_entries; n++)
    {
      const guchar *entry = xref + n * 20;
      guint64 offset = g_ascii_strtoull ((const char *) entry, NULL, 10);
      const guchar *object, *stream, *endobj, *start;
      Reader reader = { data, 0, 0, FALSE };
      gsize limit;

      if (entry[17] != 'n' || offset == 0 || offset >= length)
        continue;
      object = data + offset;
      limit = MIN (length - offset, (gsize) ((data + xref_offset) - object));
      endobj = find (object, limit, "endobj");
      if (endobj == NULL)
        continue;
      stream = find (object, endobj - object, "stream");
      reader.end = (stream != NULL ? stream : endobj) - data;
      start = find (object, reader.end - offset, "<<");
      if (start == NULL)
        continue;
      read_value (&reader, start - data);
      if (reader.changed && !write_at (fd, offset, object, reader.end - offset, error))
        return FALSE;
    }

  /* The catalog again, with the viewer preferences, as an incremental update. */
  {
    g_autofree char *header = g_strdup_printf ("\n%" G_GINT64_FORMAT " 0 obj", root);
    const guchar *entry = xref + root * 20;
    guint64 offset = g_ascii_strtoull ((const char *) entry, NULL, 10);

    catalog = offset > 0 && offset < length ? data + offset : NULL;
    if (catalog == NULL || memcmp (catalog, header + 1, strlen (header + 1)) != 0)
      {
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("Cannot finish the PDF: its catalog is not where the table says"));
        return FALSE;
      }
    catalog = find (catalog, length - offset, "<<");
    catalog_end = catalog != NULL ? find (catalog, length - (catalog - data), "endobj") : NULL;
    if (catalog_end == NULL)
      {
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("Cannot finish the PDF: its catalog is not a dictionary"));
        return FALSE;
      }
    /* Its dictionary without the closing ">>", which the preferences go before. */
    while (catalog_end > catalog && *catalog_end != '>')
      catalog_end--;
    catalog_head = g_strndup ((const char *) catalog, catalog_end - 1 - catalog);
  }

  duplex_key = duplex_name (duplex);
  update = g_string_new (NULL);
  /* cairo ends with "%%EOF\n"; the update starts on a line of its own in any case. */
  if (data[length - 1] != '\n')
    g_string_append_c (update, '\n');
  g_string_append_printf (update, "%" G_GINT64_FORMAT " 0 obj\n%s   /ViewerPreferences << /PrintScaling /None",
                          root, catalog_head);
  if (duplex_key != NULL)
    g_string_append_printf (update, " /Duplex %s", duplex_key);
  g_string_append (update, " >>\n>>\nendobj\n");
  {
    gsize catalog_offset = length + (data[length - 1] != '\n' ? 1 : 0);
    gsize table_offset = length + update->len;

    xref_header = g_strdup_printf ("xref\n%" G_GINT64_FORMAT " 1\n%010" G_GSIZE_FORMAT " 00000 n \n", root, catalog_offset);
    g_string_append (update, xref_header);
    g_string_append_printf (update, "trailer\n<< /Size %" G_GINT64_FORMAT "\n   /Root %" G_GINT64_FORMAT " 0 R\n", size, root);
    if (info > 0)
      g_string_append_printf (update, "   /Info %" G_GINT64_FORMAT " 0 R\n", info);
    g_string_append_printf (update, "   /Prev %" G_GINT64_FORMAT "\n>>\nstartxref\n%" G_GSIZE_FORMAT "\n%%%%EOF\n",
                            xref_offset, table_offset);
  }
  return write_at (fd, length, (const guchar *) update->str, update->len, error);
}
