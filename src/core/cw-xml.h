/* cw-xml.h: safe XML reading with file:line errors, and atomic XML writing, for every loader. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>

G_BEGIN_DECLS

/* Parses a whole file: no network, no entity substitution, no DTD (a DOCTYPE is refused).
 * Errors read "PATH:LINE: what is wrong". */
xmlDoc     *cw_xml_read_file        (const char  *path,
                                     GError     **error);
/* The same, refusing a file of more than max_size bytes before reading it (cw_xml_read_file
 * takes CW_FILE_MAX_OTHER). */
xmlDoc     *cw_xml_read_file_limited (const char *path,
                                     gsize        max_size,
                                     GError     **error);
/* The same for text in memory; source names it in errors, what in the DOCTYPE refusal
 * ("a DOCTYPE is not allowed in WHAT"). */
xmlDoc     *cw_xml_read_memory      (const char  *contents,
                                     gsize        length,
                                     const char  *source,
                                     const char  *what,
                                     GError     **error);
/* The root element, checked to be <root_name version="1">. */
xmlNode    *cw_xml_get_root         (xmlDoc      *doc,
                                     const char  *path,
                                     const char  *root_name,
                                     GError     **error);
/* Checks the version attribute of a root element. */
gboolean    cw_xml_check_version    (xmlNode     *root,
                                     const char  *path,
                                     GError     **error);

/* A streaming reader with the same safety options, for large files (card sets). */
xmlTextReader *cw_xml_reader_new    (const char  *path,
                                     GError     **error);
/* Reads on; FALSE at the end or on error (then *error is set, with the line). */
gboolean    cw_xml_reader_read      (xmlTextReader *reader,
                                     const char    *path,
                                     gboolean      *at_end,
                                     GError       **error);

/* Skips the current node's subtree and moves onto the next node. */
gboolean    cw_xml_reader_next      (xmlTextReader *reader,
                                     const char    *path,
                                     gboolean      *at_end,
                                     GError       **error);

/* A libxml2 error message as a person can act on it: no option or function names
 * ("use XML_PARSE_HUGE option", "xmlSAX2Characters: …"). */
char       *cw_xml_describe_error   (const char  *message);

void        cw_xml_set_error        (GError     **error,
                                     int          code,
                                     const char  *path,
                                     xmlNode     *node,
                                     const char  *format,
                                     ...) G_GNUC_PRINTF (5, 6);
gboolean    cw_xml_is               (xmlNode     *node,
                                     const char  *name);
/* Returns a g_malloc'd copy, or NULL when absent. */
char       *cw_xml_get_prop         (xmlNode     *node,
                                     const char  *name);
/* A required attribute: an error naming the element and attribute when missing or empty. */
char       *cw_xml_require_prop     (xmlNode     *node,
                                     const char  *name,
                                     const char  *path,
                                     GError     **error);
/* An integer attribute; *value is left alone when absent. FALSE with an error when not a number. */
gboolean    cw_xml_get_int_prop     (xmlNode     *node,
                                     const char  *name,
                                     int         *value,
                                     const char  *path,
                                     GError     **error);
/* The same, from min to max: a value outside (however large) is an error naming the range. */
gboolean    cw_xml_get_int_prop_range (xmlNode   *node,
                                     const char  *name,
                                     int          min,
                                     int          max,
                                     int         *value,
                                     const char  *path,
                                     GError     **error);
gboolean    cw_xml_get_bool_prop    (xmlNode     *node,
                                     const char  *name,
                                     gboolean    *value,
                                     const char  *path,
                                     GError     **error);
/* Like cw_xml_require_prop, for an attribute that holds a person's text (a player's name):
 * missing or only spaces is the same error, but the value comes back exactly as written. */
char       *cw_xml_require_text_prop (xmlNode    *node,
                                     const char  *name,
                                     const char  *path,
                                     GError     **error);
/* Text content, trimmed unless the element (or one around it) says xml:space="preserve";
 * g_malloc'd; "" for an empty element. */
char       *cw_xml_get_text         (xmlNode     *node);
/* The children serialised as markup (for <text> with <b> and <i>), trimmed. */
char       *cw_xml_get_inner_markup (xmlNode     *node);
/* Parses "true"/"false"/"yes"/"no"/"1"/"0". */
gboolean    cw_xml_parse_bool       (const char  *text,
                                     gboolean    *value);
gboolean    cw_xml_parse_int        (const char  *text,
                                     int         *value);

/* Writing: every string that goes into a file we write passes one of these, which never emit
 * what XML forbids: C0 controls other than tab, newline and carriage return, U+FFFE and U+FFFF
 * are dropped, invalid UTF-8 becomes U+FFFD, and a carriage return is written as &#13;.
 * cw_xml_append_escaped escapes & < > " for element content (never use it for an attribute);
 * cw_xml_append_attribute is the one way an attribute value is written: it also escapes '
 * (&apos;) and writes tab and newline as references, so they survive a parser's attribute
 * normalisation; cw_xml_append_markup writes markup that is already escaped (<b>, &amp;) with
 * the same filtering. */
void        cw_xml_append_escaped   (GString     *out,
                                     const char  *text);
void        cw_xml_append_attribute (GString     *out,
                                     const char  *text);
void        cw_xml_append_markup    (GString     *out,
                                     const char  *markup);
/* TRUE when text holds something the writers above drop (so an import can say so). */
gboolean    cw_xml_has_forbidden    (const char  *text);
/* A copy of text without what the writers drop; NULL for NULL. */
char       *cw_xml_strip_forbidden  (const char  *text);
/* TRUE when text begins or ends with a space, tab or line break, which a loader trims unless
 * the element says xml:space="preserve". */
gboolean    cw_xml_needs_space_preserve (const char *text);
/* Appends ' xml:space="preserve"' to an element being opened when the text it will hold needs it. */
void        cw_xml_append_space_preserve (GString   *out,
                                     const char  *text);
/* Appends INDENT<name>escaped text</name>\n when text is not NULL, with xml:space="preserve"
 * when the text begins or ends with a space (so it reads back exactly). */
void        cw_xml_append_element   (GString     *out,
                                     const char  *indent,
                                     const char  *name,
                                     const char  *text);
/* Writes the file atomically: a temporary file renamed over the old one. */
gboolean    cw_file_save_atomic     (const char  *path,
                                     const char  *contents,
                                     gsize        length,
                                     GError     **error);

G_END_DECLS
