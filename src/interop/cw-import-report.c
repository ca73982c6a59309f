/* cw-import-report.c: the line-by-line account every import ends with. */
#include "cw-import-report.h"

#include <glib/gi18n-lib.h>

#include "cw-text.h"

/* A message longer than this repeats too much of the file, whatever its call site cut. */
#define MAX_MESSAGE_CHARS 1000

struct _CwImportReport
{
  GObject    parent_instance;

  char      *source;
  char      *format;
  GPtrArray *items;          /* of CwImportItem* */
  guint      n_listed;       /* items other than matches */
  guint      n_unlisted[CW_IMPORT_CAPPED + 1];   /* by status, past CW_IMPORT_REPORT_MAX_LISTED */
};

G_DEFINE_FINAL_TYPE (CwImportReport, cw_import_report, G_TYPE_OBJECT)

static void
import_item_free (gpointer data)
{
  CwImportItem *item = data;

  g_free (item->text);
  g_free (item->card_id);
  g_free (item->message);
  g_free (item->column);
  g_free (item);
}

static void
cw_import_report_finalize (GObject *object)
{
  CwImportReport *self = CW_IMPORT_REPORT (object);

  g_clear_pointer (&self->source, g_free);
  g_clear_pointer (&self->format, g_free);
  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (cw_import_report_parent_class)->finalize (object);
}

static void
cw_import_report_class_init (CwImportReportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_import_report_finalize;
}

static void
cw_import_report_init (CwImportReport *self)
{
  self->items = g_ptr_array_new_with_free_func (import_item_free);
}

CwImportReport *
cw_import_report_new (const char *source,
                      const char *format)
{
  CwImportReport *self = g_object_new (CW_TYPE_IMPORT_REPORT, NULL);

  self->source = g_strdup (source != NULL ? source : "");
  self->format = g_strdup (format != NULL ? format : "");
  return self;
}

const char *
cw_import_report_get_source (CwImportReport *self)
{
  g_return_val_if_fail (CW_IS_IMPORT_REPORT (self), NULL);
  return self->source;
}

const char *
cw_import_report_get_format (CwImportReport *self)
{
  g_return_val_if_fail (CW_IS_IMPORT_REPORT (self), NULL);
  return self->format;
}

/* Past CW_IMPORT_REPORT_MAX_LISTED items other than matches, an item is only counted. */
static gboolean
make_room (CwImportReport *self,
           CwImportStatus  status)
{
  if (status == CW_IMPORT_MATCHED)
    return TRUE;
  if (self->n_listed >= CW_IMPORT_REPORT_MAX_LISTED)
    {
      self->n_unlisted[status]++;
      return FALSE;
    }
  self->n_listed++;
  return TRUE;
}

static char *
cut_message (char *message)
{
  char *shorter;

  if (g_utf8_strlen (message, -1) <= MAX_MESSAGE_CHARS)
    return message;
  *g_utf8_offset_to_pointer (message, MAX_MESSAGE_CHARS) = '\0';
  shorter = g_strconcat (message, "…", NULL);
  g_free (message);
  return shorter;
}

void
cw_import_report_add (CwImportReport *self,
                      guint           line,
                      CwImportStatus  status,
                      const char     *text,
                      const char     *card_id,
                      guint           count,
                      const char     *message_format,
                      ...)
{
  CwImportItem *item;

  g_return_if_fail (CW_IS_IMPORT_REPORT (self));
  g_return_if_fail (status <= CW_IMPORT_CAPPED);

  if (!make_room (self, status))
    return;
  item = g_new0 (CwImportItem, 1);
  item->line = line;
  item->status = status;
  item->text = cw_text_echo (text);
  item->card_id = g_strdup (card_id);
  item->count = count;
  if (message_format != NULL)
    {
      va_list args;

      va_start (args, message_format);
      item->message = cut_message (g_strdup_vprintf (message_format, args));
      va_end (args);
    }
  else
    item->message = g_strdup ("");
  g_ptr_array_add (self->items, item);
}

void
cw_import_report_add_cell (CwImportReport *self,
                           guint           line,
                           const char     *column,
                           CwImportStatus  status,
                           const char     *text,
                           const char     *card_id,
                           const char     *message_format,
                           ...)
{
  CwImportItem *item;
  va_list args;

  g_return_if_fail (CW_IS_IMPORT_REPORT (self));
  g_return_if_fail (status <= CW_IMPORT_CAPPED);
  g_return_if_fail (message_format != NULL);

  if (!make_room (self, status))
    return;
  item = g_new0 (CwImportItem, 1);
  item->line = line;
  item->status = status;
  item->text = cw_text_echo (text);
  item->card_id = g_strdup (card_id);
  item->count = status == CW_IMPORT_MATCHED ? 1 : 0;
  item->column = g_strdup (column);
  va_start (args, message_format);
  item->message = cut_message (g_strdup_vprintf (message_format, args));
  va_end (args);
  g_ptr_array_add (self->items, item);
}

GPtrArray *
cw_import_report_get_items (CwImportReport *self)
{
  g_return_val_if_fail (CW_IS_IMPORT_REPORT (self), NULL);
  return self->items;
}

guint
cw_import_report_count (CwImportReport *self,
                        CwImportStatus  status)
{
  guint n = 0;

  g_return_val_if_fail (CW_IS_IMPORT_REPORT (self), 0);

  for (guint i = 0; i < self->items->len; i++)
    {
      CwImportItem *item = g_ptr_array_index (self->items, i);
      if (item->status == status)
        n++;
    }
  return n + (status <= CW_IMPORT_CAPPED ? self->n_unlisted[status] : 0);
}

guint
cw_import_report_get_n_copies (CwImportReport *self)
{
  guint n = 0;

  g_return_val_if_fail (CW_IS_IMPORT_REPORT (self), 0);

  for (guint i = 0; i < self->items->len; i++)
    {
      CwImportItem *item = g_ptr_array_index (self->items, i);
      if (item->status == CW_IMPORT_MATCHED)
        n += item->count;
    }
  return n;
}

guint
cw_import_report_get_n_unlisted (CwImportReport *self)
{
  guint n = 0;

  g_return_val_if_fail (CW_IS_IMPORT_REPORT (self), 0);
  for (guint i = 0; i < G_N_ELEMENTS (self->n_unlisted); i++)
    n += self->n_unlisted[i];
  return n;
}

gboolean
cw_import_report_is_complete (CwImportReport *self)
{
  g_return_val_if_fail (CW_IS_IMPORT_REPORT (self), FALSE);

  return cw_import_report_count (self, CW_IMPORT_NOT_FOUND) == 0 &&
         cw_import_report_count (self, CW_IMPORT_NOT_UNDERSTOOD) == 0 &&
         cw_import_report_count (self, CW_IMPORT_REFUSED) == 0 &&
         cw_import_report_count (self, CW_IMPORT_CAPPED) == 0;
}

const char *
cw_import_status_to_string (CwImportStatus status)
{
  switch (status)
    {
    case CW_IMPORT_MATCHED:        return "matched";
    case CW_IMPORT_NOT_FOUND:      return "not-found";
    case CW_IMPORT_NOT_UNDERSTOOD: return "not-understood";
    case CW_IMPORT_NOTE:           return "note";
    case CW_IMPORT_REFUSED:        return "refused";
    case CW_IMPORT_CAPPED:         return "capped";
    default:                       return "unknown";
    }
}

void
cw_import_report_append_items (CwImportReport *self,
                               GString        *out,
                               gboolean        all)
{
  g_return_if_fail (CW_IS_IMPORT_REPORT (self));
  g_return_if_fail (out != NULL);

  for (guint i = 0; i < self->items->len; i++)
    {
      CwImportItem *item = g_ptr_array_index (self->items, i);
      g_autofree char *text = NULL;
      g_autofree char *message = NULL;

      if (item->status == CW_IMPORT_MATCHED && !all)
        continue;
      /* A spreadsheet's cell: "cost: …", after what the import did with it. */
      message = item->column != NULL ? g_strdup_printf ("%s: %s", item->column, item->message)
                                     : g_strdup (item->message);
      switch (item->status)
        {
        /* Translators: one line of an import report: what the import did with a line of the file. */
        case CW_IMPORT_NOT_FOUND:      text = g_strdup_printf (_("not found: %s"), message); break;
        case CW_IMPORT_NOT_UNDERSTOOD: text = g_strdup_printf (_("not understood: %s"), message); break;
        case CW_IMPORT_NOTE:           text = g_strdup_printf (_("note: %s"), message); break;
        case CW_IMPORT_CAPPED:         text = g_strdup_printf (_("too many copies: %s"), message); break;
        case CW_IMPORT_REFUSED:
        case CW_IMPORT_MATCHED:
        default:                       text = g_steal_pointer (&message); break;
        }
      /* "FILE:LINE: " as compilers write it, so editors can jump to the line. */
      if (item->line > 0)
        g_string_append_printf (out, "%s:%u: %s\n", self->source, item->line, text);
      else
        g_string_append_printf (out, "%s: %s\n", self->source, text);
    }
  if (cw_import_report_get_n_unlisted (self) > 0)
    {
      guint unlisted = cw_import_report_get_n_unlisted (self);

      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                "%s: %u more line left out or noted, not listed (only the first %u are)\n",
                                                "%s: %u more lines left out or noted, not listed (only the first %u are)\n",
                                                unlisted),
                              self->source, unlisted, CW_IMPORT_REPORT_MAX_LISTED);
    }
}

char *
cw_import_report_format (CwImportReport *self,
                         gboolean        all)
{
  GString *out;
  guint matched, copies, not_found, not_understood, notes;
  g_autofree char *cards_text = NULL, *entries_text = NULL, *not_found_text = NULL, *not_understood_text = NULL;

  g_return_val_if_fail (CW_IS_IMPORT_REPORT (self), NULL);

  matched = cw_import_report_count (self, CW_IMPORT_MATCHED);
  copies = cw_import_report_get_n_copies (self);
  not_found = cw_import_report_count (self, CW_IMPORT_NOT_FOUND);
  not_understood = cw_import_report_count (self, CW_IMPORT_NOT_UNDERSTOOD);
  notes = cw_import_report_count (self, CW_IMPORT_NOTE);

  out = g_string_new (NULL);
  cards_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card matched", "%u cards matched", copies), copies);
  entries_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entry", "%u entries", matched), matched);
  not_found_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u not found", "%u not found", not_found), not_found);
  not_understood_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u not understood", "%u not understood",
                                                      not_understood), not_understood);
  if (notes > 0)
    {
      g_autofree char *notes_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u note", "%u notes", notes), notes);

      /* Translators: the summary of an import: the file, "14 cards matched", "7 entries",
       * "1 not found", "2 not understood", "1 note". */
      g_string_append_printf (out, _("%s: %s (%s), %s, %s, %s\n"), self->source,
                              cards_text, entries_text, not_found_text, not_understood_text, notes_text);
    }
  else
    /* Translators: the summary of an import: the file, "14 cards matched", "7 entries",
     * "1 not found", "2 not understood". */
    g_string_append_printf (out, _("%s: %s (%s), %s, %s\n"), self->source,
                            cards_text, entries_text, not_found_text, not_understood_text);

  cw_import_report_append_items (self, out, all);
  return g_string_free (out, FALSE);
}
