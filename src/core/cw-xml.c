/* cw-xml.c: safe XML reading with file:line errors, and atomic writing. */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>
#include <string.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlsave.h>
#include <glib/gi18n-lib.h>

#include "cw-error.h"
#include "cw-file.h"
#include "cw-xml.h"

/* No network, no entity substitution, no DTD loading or validation. */
#define CW_XML_OPTIONS (XML_PARSE_NONET | XML_PARSE_NOCDATA | XML_PARSE_NOWARNING | XML_PARSE_NOERROR | \
                        XML_PARSE_BIG_LINES)

typedef struct {
  char *message;
  int   line;
} ErrorCapture;

char *
cw_xml_describe_error (const char *message)
{
  g_autofree char *trimmed = NULL;
  int depth = 0;

  if (message == NULL)
    return g_strdup (_("malformed XML"));
  trimmed = g_strstrip (g_strdup (message));
  /* libxml2 speaks of its own options and functions; the person reading has a file to fix. */
  if (sscanf (trimmed, "Excessive depth in document: %d", &depth) == 1)
    return g_strdup_printf (_("elements are nested more than %d deep"), depth);
  if (strstr (trimmed, "huge text node") != NULL || strstr (trimmed, "Huge input lookup") != NULL ||
      strstr (trimmed, "too long") != NULL || strstr (trimmed, "XML_PARSE_HUGE") != NULL)
    return g_strdup (_("a text, name or value is too long (Cardwright reads up to 10,000,000 characters in one)"));
  if (strstr (trimmed, "Memory allocation failed") != NULL)
    return g_strdup (_("out of memory"));
  /* "xmlSAX2Characters: …": the function's name means nothing to a person. */
  if (g_str_has_prefix (trimmed, "xml"))
    {
      const char *colon = strstr (trimmed, ": ");

      if (colon != NULL && memchr (trimmed, ' ', colon - trimmed) == NULL)
        return g_strdup (colon + 2);
    }
  return g_steal_pointer (&trimmed);
}

static void
capture_error (void        *user_data,
               xmlErrorPtr  xml_error)
{
  ErrorCapture *capture = user_data;

  if (capture->message != NULL || xml_error == NULL || xml_error->level < XML_ERR_ERROR)
    return;
  capture->message = cw_xml_describe_error (xml_error->message);
  capture->line = xml_error->line;
}

/* libxml2 keeps 16-bit line numbers on elements; each element's real line is kept in _private. */
static void
record_line_start_element (void           *context,
                           const xmlChar  *localname,
                           const xmlChar  *prefix,
                           const xmlChar  *uri,
                           int             n_namespaces,
                           const xmlChar **namespaces,
                           int             n_attributes,
                           int             n_defaulted,
                           const xmlChar **attributes)
{
  xmlParserCtxt *ctxt = context;

  xmlSAX2StartElementNs (context, localname, prefix, uri, n_namespaces, namespaces,
                         n_attributes, n_defaulted, attributes);
  if (ctxt->node != NULL && ctxt->input != NULL)
    ctxt->node->_private = GINT_TO_POINTER (ctxt->input->line);
}

static long
node_line (xmlNode *node)
{
  if (node == NULL)
    return -1;
  if (node->type == XML_ELEMENT_NODE && node->_private != NULL)
    return GPOINTER_TO_INT (node->_private);
  return xmlGetLineNo (node);
}

void
cw_xml_set_error (GError     **error,
                  int          code,
                  const char  *path,
                  xmlNode     *node,
                  const char  *format,
                  ...)
{
  g_autofree char *message = NULL;
  va_list args;
  long line = node_line (node);

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_set_error (error, CW_ERROR, code, "%s:%ld: %s", path, line, message);
  else
    g_set_error (error, CW_ERROR, code, "%s: %s", path, message);
}

static gboolean
read_contents (const char  *path,
               char       **contents,
               gsize       *length,
               GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!g_file_get_contents (path, contents, length, &local_error))
    {
      /* GLib's message repeats the path; say it once, with the system's reason. */
      int saved_errno = ENOENT;

      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ACCES))
        saved_errno = EACCES;
      else if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ISDIR))
        saved_errno = EISDIR;
      else if (!g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s: %s", path, local_error->message);
          return FALSE;
        }
      g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/* Where the DOCTYPE starts, for the error that refuses it (a DTD node has no line). */
/* Where a DOCTYPE starts, for the error that refuses it; 0 when there is none. */
static int
doctype_line (const char *contents,
              gsize       length)
{
  const char *doctype = g_strstr_len (contents, (gssize) length, "<!DOCTYPE");
  int line = 1;

  if (doctype == NULL)
    return 0;
  for (const char *p = contents; p < doctype; p++)
    if (*p == '\n')
      line++;
  return line;
}

xmlDoc *
cw_xml_read_memory (const char  *contents,
                    gsize        length,
                    const char  *source,
                    const char  *what,
                    GError     **error)
{
  ErrorCapture capture = { NULL, 0 };
  xmlParserCtxt *context;
  xmlDoc *doc;
  int line;

  g_return_val_if_fail (contents != NULL, NULL);
  g_return_val_if_fail (source != NULL && what != NULL, NULL);

  if (length == 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s: not well-formed XML: the file is empty"), source);
      return NULL;
    }
  if (length > G_MAXINT)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: the file is too large"), source);
      return NULL;
    }
  /* Refuse a DOCTYPE before parsing: an entity bomb never reaches the parser. */
  if ((line = doctype_line (contents, length)) > 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s:%d: a DOCTYPE is not allowed in %s"),
                   source, line, what);
      return NULL;
    }

  context = xmlNewParserCtxt ();
  if (context == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: out of memory"), source);
      return NULL;
    }
  context->sax->startElementNs = record_line_start_element;
  xmlSetStructuredErrorFunc (&capture, capture_error);
  doc = xmlCtxtReadMemory (context, contents, (int) length, source, "UTF-8", CW_XML_OPTIONS);
  xmlSetStructuredErrorFunc (NULL, NULL);
  xmlFreeParserCtxt (context);

  if (doc == NULL || capture.message != NULL)
    {
      if (capture.line > 0)
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s:%d: not well-formed XML: %s"),
                     source, capture.line, capture.message ? capture.message : _("malformed XML"));
      else
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s: not well-formed XML: %s"),
                     source, capture.message ? capture.message : _("empty file"));
      g_free (capture.message);
      g_clear_pointer (&doc, xmlFreeDoc);
      return NULL;
    }
  return doc;
}

xmlDoc *
cw_xml_read_file (const char  *path,
                  GError     **error)
{
  return cw_xml_read_file_limited (path, CW_FILE_MAX_OTHER, error);
}

xmlDoc *
cw_xml_read_file_limited (const char  *path,
                          gsize        max_size,
                          GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (!cw_file_check_size (path, max_size, error))
    return NULL;
  if (!read_contents (path, &contents, &length, error))
    return NULL;
  return cw_xml_read_memory (contents, length, path, _("Cardwright files"), error);
}

gboolean
cw_xml_check_version (xmlNode     *root,
                      const char  *path,
                      GError     **error)
{
  g_autofree char *version = cw_xml_get_prop (root, "version");

  if (version == NULL)
    {
      cw_xml_set_error (error, CW_ERROR_VERSION, path, root,
                        _("<%s> needs a version attribute (version=\"1\")"), (const char *) root->name);
      return FALSE;
    }
  if (strcmp (version, "1") != 0)
    {
      cw_xml_set_error (error, CW_ERROR_VERSION, path, root,
                        _("version “%s” is not supported; this Cardwright reads version 1"), version);
      return FALSE;
    }
  return TRUE;
}

xmlNode *
cw_xml_get_root (xmlDoc      *doc,
                 const char  *path,
                 const char  *root_name,
                 GError     **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (root == NULL || !cw_xml_is (root, root_name))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("expected a <%s> file, found <%s>"), root_name,
                        root ? (const char *) root->name : _("nothing"));
      return NULL;
    }
  if (!cw_xml_check_version (root, path, error))
    return NULL;
  return root;
}

xmlTextReader *
cw_xml_reader_new (const char  *path,
                   GError     **error)
{
  xmlTextReader *reader;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s: %s", path,
                   g_file_test (path, G_FILE_TEST_EXISTS) ? _("not a regular file")
                                                          : _("no such file"));
      return NULL;
    }
  reader = xmlReaderForFile (path, "UTF-8", CW_XML_OPTIONS);
  if (reader == NULL)
    g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be opened"), path);
  return reader;
}

static gboolean
reader_step (xmlTextReader *reader,
             gboolean       skip_subtree,
             const char    *path,
             gboolean      *at_end,
             GError       **error)
{
  ErrorCapture capture = { NULL, 0 };
  int ret;

  *at_end = FALSE;
  xmlTextReaderSetStructuredErrorHandler (reader, capture_error, &capture);
  ret = skip_subtree ? xmlTextReaderNext (reader) : xmlTextReaderRead (reader);
  xmlTextReaderSetStructuredErrorHandler (reader, NULL, NULL);

  if (ret == 1 && capture.message == NULL)
    {
      if (xmlTextReaderNodeType (reader) == XML_READER_TYPE_DOCUMENT_TYPE)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s:%d: a DOCTYPE is not allowed in Cardwright files"),
                       path, xmlTextReaderGetParserLineNumber (reader));
          return FALSE;
        }
      return TRUE;
    }
  if (ret == 0 && capture.message == NULL)
    {
      *at_end = TRUE;
      return FALSE;
    }
  g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s:%d: not well-formed XML: %s"), path,
               capture.line > 0 ? capture.line : xmlTextReaderGetParserLineNumber (reader),
               capture.message ? capture.message : _("malformed XML"));
  g_free (capture.message);
  return FALSE;
}

gboolean
cw_xml_reader_read (xmlTextReader *reader,
                    const char    *path,
                    gboolean      *at_end,
                    GError       **error)
{
  return reader_step (reader, FALSE, path, at_end, error);
}

gboolean
cw_xml_reader_next (xmlTextReader *reader,
                    const char    *path,
                    gboolean      *at_end,
                    GError       **error)
{
  return reader_step (reader, TRUE, path, at_end, error);
}

gboolean
cw_xml_is (xmlNode    *node,
           const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         strcmp ((const char *) node->name, name) == 0;
}

char *
cw_xml_get_prop (xmlNode    *node,
                 const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
cw_xml_require_prop (xmlNode     *node,
                     const char  *name,
                     const char  *path,
                     GError     **error)
{
  char *value = cw_xml_get_prop (node, name);

  if (value == NULL || *g_strstrip (value) == '\0')
    {
      g_free (value);
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        _("<%s> needs a “%s” attribute"), (const char *) node->name, name);
      return NULL;
    }
  return value;
}

gboolean
cw_xml_parse_int (const char *text,
                  int        *value)
{
  gint64 parsed;
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  while (g_ascii_isspace (*text))
    text++;
  if (*text == '\0')
    return FALSE;
  errno = 0;
  parsed = g_ascii_strtoll (text, &end, 10);
  if (errno != 0 || end == text || parsed < G_MININT || parsed > G_MAXINT)
    return FALSE;
  while (g_ascii_isspace (*end))
    end++;
  if (*end != '\0')
    return FALSE;
  *value = (int) parsed;
  return TRUE;
}

gboolean
cw_xml_parse_bool (const char *text,
                   gboolean   *value)
{
  static const char *yes[] = { "true", "yes", "1" };
  static const char *no[] = { "false", "no", "0" };
  g_autofree char *trimmed = NULL;

  if (text == NULL)
    return FALSE;
  trimmed = g_strstrip (g_ascii_strdown (text, -1));
  for (guint i = 0; i < G_N_ELEMENTS (yes); i++)
    {
      if (strcmp (trimmed, yes[i]) == 0)
        return (*value = TRUE), TRUE;
      if (strcmp (trimmed, no[i]) == 0)
        return (*value = FALSE), TRUE;
    }
  return FALSE;
}

gboolean
cw_xml_get_int_prop (xmlNode     *node,
                     const char  *name,
                     int         *value,
                     const char  *path,
                     GError     **error)
{
  g_autofree char *text = cw_xml_get_prop (node, name);

  if (text == NULL)
    return TRUE;
  if (!cw_xml_parse_int (text, value))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        _("“%s” on <%s> must be a whole number, not “%s”"),
                        name, (const char *) node->name, text);
      return FALSE;
    }
  return TRUE;
}

gboolean
cw_xml_get_int_prop_range (xmlNode     *node,
                           const char  *name,
                           int          min,
                           int          max,
                           int         *value,
                           const char  *path,
                           GError     **error)
{
  g_autofree char *text = cw_xml_get_prop (node, name);
  gint64 parsed;
  char *end = NULL;

  if (text == NULL)
    return TRUE;
  g_strstrip (text);
  errno = 0;
  parsed = g_ascii_strtoll (text, &end, 10);
  /* A number too large for any integer is still a number: the message gives the range. */
  if (*text == '\0' || end == text || *end != '\0')
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        _("“%s” on <%s> must be a whole number, not “%s”"),
                        name, (const char *) node->name, text);
      return FALSE;
    }
  if (errno == ERANGE || parsed < min || parsed > max)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        _("“%s” on <%s> must be from %d to %d, not %s"),
                        name, (const char *) node->name, min, max, text);
      return FALSE;
    }
  *value = (int) parsed;
  return TRUE;
}

gboolean
cw_xml_get_bool_prop (xmlNode     *node,
                      const char  *name,
                      gboolean    *value,
                      const char  *path,
                      GError     **error)
{
  g_autofree char *text = cw_xml_get_prop (node, name);

  if (text == NULL)
    return TRUE;
  if (!cw_xml_parse_bool (text, value))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        _("“%s” on <%s> must be true or false, not “%s”"),
                        name, (const char *) node->name, text);
      return FALSE;
    }
  return TRUE;
}

char *
cw_xml_get_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup (content ? (const char *) content : "");

  xmlFree (content);
  /* A hand-written file indents its text; a text whose own spaces at either end matter says
   * xml:space="preserve" (cw_xml_append_element writes it), and is kept exactly. */
  if (xmlNodeGetSpacePreserve (node) == 1)
    return text;
  return g_strstrip (text);
}

char *
cw_xml_require_text_prop (xmlNode     *node,
                          const char  *name,
                          const char  *path,
                          GError     **error)
{
  char *value = cw_xml_get_prop (node, name);
  g_autofree char *trimmed = value ? g_strstrip (g_strdup (value)) : NULL;

  if (trimmed == NULL || *trimmed == '\0')
    {
      g_free (value);
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        _("<%s> needs a “%s” attribute"), (const char *) node->name, name);
      return NULL;
    }
  return value;
}

void
cw_xml_append_space_preserve (GString    *out,
                              const char *text)
{
  if (cw_xml_needs_space_preserve (text))
    g_string_append (out, " xml:space=\"preserve\"");
}

gboolean
cw_xml_needs_space_preserve (const char *text)
{
  gsize length;

  if (text == NULL || *text == '\0')
    return FALSE;
  length = strlen (text);
  return g_ascii_isspace (text[0]) || g_ascii_isspace (text[length - 1]);
}

char *
cw_xml_get_inner_markup (xmlNode *node)
{
  xmlBuffer *buffer = xmlBufferCreate ();
  char *markup;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    xmlNodeDump (buffer, node->doc, child, 0, 0);
  markup = g_strdup ((const char *) xmlBufferContent (buffer));
  xmlBufferFree (buffer);
  return g_strstrip (markup);
}

typedef enum {
  TEXT_CONTENT,     /* element content: & < > " escaped, \r as a reference */
  TEXT_ATTRIBUTE,   /* the same, and ' escaped, \t \n as references */
  TEXT_MARKUP,      /* already escaped markup: only filtered, \r as a reference */
  TEXT_PLAIN,       /* a string in memory: only filtered */
} TextMode;

/* Every string that goes into a file we write passes here: whatever it holds, the file loads
 * again. XML 1.0 forbids the C0 controls but tab, newline and carriage return, and U+FFFE and
 * U+FFFF: they are dropped. A carriage return is written as &#13; (a parser reads a bare one as
 * a newline); in an attribute, tab and newline too (a parser reads them as spaces). Invalid
 * UTF-8 becomes U+FFFD. The apostrophe is escaped in attributes as &apos;, as g_markup_escape_text does,
 * so a value reads the same whichever quote a hand-edited file puts around it. */
static void
append_xml_text (GString    *out,
                 const char *text,
                 TextMode    mode)
{
  g_autofree char *valid = NULL;
  gboolean escape = mode == TEXT_CONTENT || mode == TEXT_ATTRIBUTE;

  if (text == NULL)
    return;
  if (!g_utf8_validate (text, -1, NULL))
    text = valid = g_utf8_make_valid (text, -1);
  for (const guchar *p = (const guchar *) text; *p; p++)
    {
      if (*p >= 0x20 && *p != '&' && *p != '<' && *p != '>' && *p != '"' && *p != '\'' && *p != 0xEF)
        {
          g_string_append_c (out, (char) *p);
          continue;
        }
      switch (*p)
        {
        case '&': g_string_append (out, escape ? "&amp;" : "&"); break;
        case '<': g_string_append (out, escape ? "&lt;" : "<"); break;
        case '>': g_string_append (out, escape ? "&gt;" : ">"); break;
        case '"': g_string_append (out, escape ? "&quot;" : "\""); break;
        case '\'': g_string_append (out, mode == TEXT_ATTRIBUTE ? "&apos;" : "'"); break;
        case '\r': g_string_append (out, mode == TEXT_PLAIN ? "\r" : "&#13;"); break;
        case '\t': g_string_append (out, mode == TEXT_ATTRIBUTE ? "&#9;" : "\t"); break;
        case '\n': g_string_append (out, mode == TEXT_ATTRIBUTE ? "&#10;" : "\n"); break;
        case 0xEF:
          /* U+FFFE and U+FFFF are EF BF BE and EF BF BF. */
          if (p[1] == 0xBF && (p[2] == 0xBE || p[2] == 0xBF))
            p += 2;
          else
            g_string_append_c (out, (char) *p);
          break;
        default:
          break;   /* another C0 control: not allowed in XML */
        }
    }
}

gboolean
cw_xml_has_forbidden (const char *text)
{
  if (text == NULL)
    return FALSE;
  for (const guchar *p = (const guchar *) text; *p; p++)
    {
      if (*p < 0x20 && *p != '\t' && *p != '\n' && *p != '\r')
        return TRUE;
      if (p[0] == 0xEF && p[1] == 0xBF && (p[2] == 0xBE || p[2] == 0xBF))
        return TRUE;
    }
  return !g_utf8_validate (text, -1, NULL);
}

char *
cw_xml_strip_forbidden (const char *text)
{
  GString *out;

  if (text == NULL)
    return NULL;
  out = g_string_sized_new (strlen (text));
  append_xml_text (out, text, TEXT_PLAIN);
  return g_string_free (out, FALSE);
}

void
cw_xml_append_escaped (GString    *out,
                       const char *text)
{
  append_xml_text (out, text, TEXT_CONTENT);
}

void
cw_xml_append_attribute (GString    *out,
                         const char *text)
{
  append_xml_text (out, text, TEXT_ATTRIBUTE);
}

void
cw_xml_append_markup (GString    *out,
                      const char *markup)
{
  append_xml_text (out, markup, TEXT_MARKUP);
}

void
cw_xml_append_element (GString    *out,
                       const char *indent,
                       const char *name,
                       const char *text)
{
  if (text == NULL)
    return;
  g_string_append_printf (out, "%s<%s", indent, name);
  cw_xml_append_space_preserve (out, text);
  g_string_append_c (out, '>');
  cw_xml_append_escaped (out, text);
  g_string_append_printf (out, "</%s>\n", name);
}

gboolean
cw_file_save_atomic (const char  *path,
                     const char  *contents,
                     gsize        length,
                     GError     **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *temp_path = NULL;
  gsize written = 0;
  int fd;

  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: cannot create the folder: %s"),
                   path, g_strerror (errno));
      return FALSE;
    }
  if ((fd = cw_file_open_temporary (path, &temp_path, error)) < 0)
    return FALSE;
  while (written < length)
    {
      gssize n = write (fd, contents + written, length - written);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          cw_file_discard_temporary (fd, temp_path);
          g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be written: %s"),
                       path, g_strerror (saved_errno));
          return FALSE;
        }
      written += (gsize) n;
    }
  return cw_file_commit_temporary (fd, temp_path, path, error);
}
