/* cw-collection-csv.c: owned counts as RFC 4180 CSV, for spreadsheet users. */
#include "cw-collection-csv.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <gio/gio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-csv-private.h"
#include "cw-deck-private.h"
#include "cw-error.h"
#include "cw-text.h"
#include "cw-file.h"
#include "cw-xml.h"

/* ---- export -------------------------------------------------------------- */

static void
append_row (GString    *out,
            const char *id,
            const char *name,
            const char *set,
            guint       owned)
{
  cw_csv_append_field (out, id);
  g_string_append_c (out, ',');
  cw_csv_append_field (out, name);
  g_string_append_c (out, ',');
  cw_csv_append_field (out, set);
  g_string_append_printf (out, ",%u\r\n", owned);
}

char *
cw_collection_csv_export (CwCollection *collection,
                          CwCatalog    *catalog)
{
  GString *out;
  GListModel *cards;
  guint n;
  g_auto(GStrv) unknown = NULL;

  g_return_val_if_fail (CW_IS_COLLECTION (collection), NULL);
  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);

  out = g_string_new ("id,name,set,owned\r\n");
  cards = G_LIST_MODEL (catalog);
  n = g_list_model_get_n_items (cards);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (cards, i);
      const char *id = cw_card_get_id (card);

      append_row (out, id, cw_card_get_title (card), cw_card_get_set_id (card),
                  cw_collection_get_owned (collection, id));
    }

  /* Ids from sets not installed: kept, so a round trip through a spreadsheet loses nothing. */
  unknown = cw_collection_find_unknown (collection, catalog);
  for (guint i = 0; unknown != NULL && unknown[i] != NULL; i++)
    append_row (out, unknown[i], "", "", cw_collection_get_owned (collection, unknown[i]));

  return g_string_free (out, FALSE);
}

gboolean
cw_collection_csv_export_file (CwCollection *collection,
                               CwCatalog    *catalog,
                               const char   *path,
                               GError      **error)
{
  g_autofree char *contents = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  contents = cw_collection_csv_export (collection, catalog);
  if (contents == NULL)
    return FALSE;
  return cw_file_save_atomic (path, contents, strlen (contents), error);
}

/* ---- import -------------------------------------------------------------- */

/* "3", " 3 ", "3.0" (a spreadsheet's number), "" (nothing owned). */
static gboolean
parse_owned (const char *text,
             guint      *owned)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  guint64 value;
  gsize n = strlen (copy);

  if (n == 0)
    {
      *owned = 0;
      return TRUE;
    }
  if (n > 2 && (g_str_has_suffix (copy, ".0") || g_str_has_suffix (copy, ",0")))
    copy[n - 2] = '\0';
  if (!g_ascii_string_to_unsigned (copy, 10, 0, G_MAXUINT, &value, NULL))
    return FALSE;
  *owned = (guint) value;
  return TRUE;
}

static CwCard *
find_by_name_in_set (CwCatalog  *catalog,
                     const char *name,
                     const char *set,
                     guint      *n_found)
{
  g_autoptr(GPtrArray) all = cw_catalog_find_all_by_name (catalog, name);
  CwCard *first = NULL;

  *n_found = 0;
  for (guint i = 0; all != NULL && i < all->len; i++)
    {
      CwCard *card = g_ptr_array_index (all, i);

      if (*set != '\0' && g_ascii_strcasecmp (cw_card_get_set_id (card), set) != 0)
        {
          CwCardSet *card_set = cw_catalog_get_set_of (catalog, card);

          if (card_set == NULL || !cw_text_equal_folded (cw_card_set_get_name (card_set), set))
            continue;
        }
      if (first == NULL)
        first = card;
      (*n_found)++;
    }
  return first;
}

CwImportReport *
cw_collection_csv_import_data (CwCollection *collection,
                               CwCatalog    *catalog,
                               const char   *contents,
                               gsize         length,
                               const char   *source,
                               GError      **error)
{
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GPtrArray) fields = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *text = NULL;
  g_autofree char *problem = NULL;
  CwCsvReader reader;
  guint record_line = 0;
  int id_column = -1, name_column = -1, set_column = -1, owned_column = -1;
  gboolean header_found = FALSE;

  g_return_val_if_fail (CW_IS_COLLECTION (collection), NULL);
  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (contents != NULL || length == 0, NULL);

  if (source == NULL)
    source = "collection.csv";
  report = cw_import_report_new (source, "csv");
  text = cw_deck_to_utf8 (contents != NULL ? contents : "", length, source, report, error);
  if (text == NULL)
    return NULL;

  cw_csv_reader_init (&reader, text);

  /* The header row: the first record that is not blank. */
  while (cw_csv_read_record (&reader, fields, &record_line, &problem))
    {
      if (problem != NULL)
        break;
      if (cw_csv_record_is_blank (fields))
        continue;
      for (guint i = 0; i < fields->len; i++)
        {
          g_autofree char *column = g_ascii_strdown (g_strstrip ((char *) g_ptr_array_index (fields, i)), -1);

          if (strcmp (column, "id") == 0 || strcmp (column, "card id") == 0)
            id_column = (int) i;
          else if (strcmp (column, "name") == 0 || strcmp (column, "title") == 0 || strcmp (column, "card") == 0)
            name_column = (int) i;
          else if (strcmp (column, "set") == 0)
            set_column = (int) i;
          else if (strcmp (column, "owned") == 0 || strcmp (column, "count") == 0 ||
                   strcmp (column, "qty") == 0 || strcmp (column, "quantity") == 0)
            owned_column = (int) i;
        }
      header_found = TRUE;
      break;
    }

  if (!header_found || owned_column < 0 || (id_column < 0 && name_column < 0))
    {
      g_autofree char *found = NULL;

      if (problem != NULL)
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE, "%s:%u: %s", source, record_line, problem);
      else if (!header_found)
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s: the file is empty; expected a header row "
                       "id,name,set,owned"), source);
      else
        {
          g_ptr_array_add (fields, NULL);
          found = g_strjoinv (", ", (char **) fields->pdata);
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                       /* Translators: the column names owned, id, name and set are read as written. */
                       _("%s:%u: the header row needs an “owned” column and an “id” or “name” column "
                         "(id,name,set,owned); found: %s"), source, record_line, found);
        }
      return NULL;
    }

  while (cw_csv_read_record (&reader, fields, &record_line, &problem))
    {
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      g_autofree char *set = NULL;
      const char *shown;
      /* What the messages repeat of the row: a field may be a whole 10 MB line. */
      g_autofree char *id_echo = NULL;
      g_autofree char *name_echo = NULL;
      g_autofree char *set_echo = NULL;
      g_autofree char *shown_echo = NULL;
      CwCard *card = NULL;
      guint owned = 0;
      guint n_found = 0;
      gpointer earlier_line;

      if (problem != NULL)
        {
          cw_import_report_add (report, record_line, CW_IMPORT_NOT_UNDERSTOOD, NULL, NULL, 0,
                                _("%s; the rest of the file could not be read"), problem);
          break;
        }
      if (cw_csv_record_is_blank (fields))
        continue;

      id = g_strstrip (g_strdup (cw_csv_field_at (fields, id_column)));
      name = g_strstrip (g_strdup (cw_csv_field_at (fields, name_column)));
      set = g_strstrip (g_strdup (cw_csv_field_at (fields, set_column)));
      shown = *name != '\0' ? name : id;
      id_echo = cw_text_echo (id);
      name_echo = cw_text_echo (name);
      set_echo = cw_text_echo (set);
      shown_echo = cw_text_echo (shown);

      if (*id == '\0' && *name == '\0')
        {
          cw_import_report_add (report, record_line, CW_IMPORT_NOT_UNDERSTOOD, NULL, NULL, 0,
                                _("a row with neither an id nor a name"));
          continue;
        }
      if (!parse_owned (cw_csv_field_at (fields, owned_column), &owned))
        {
          g_autofree char *owned_echo = cw_text_echo (cw_csv_field_at (fields, owned_column));

          cw_import_report_add (report, record_line, CW_IMPORT_NOT_UNDERSTOOD, shown, NULL, 0,
                                _("%s: owned “%s” is not a number of copies"), shown_echo,
                                owned_echo);
          continue;
        }
      /* The collection file keeps at most this many: a larger count would not load again. */
      if (owned > CW_COLLECTION_MAX_OWNED)
        {
          cw_import_report_add (report, record_line, CW_IMPORT_NOT_UNDERSTOOD, shown, NULL, 0,
                                _("%s: owned %u is more than %d, the most a collection keeps"), shown_echo,
                                owned, CW_COLLECTION_MAX_OWNED);
          continue;
        }

      if (*id != '\0')
        card = cw_catalog_lookup (catalog, id);
      if (card == NULL && *name != '\0')
        {
          card = find_by_name_in_set (catalog, name, set, &n_found);
          if (card != NULL && n_found > 1)
            cw_import_report_add (report, record_line, CW_IMPORT_NOTE, name, cw_card_get_id (card), owned,
                                  _("“%s” names %u cards; took %s (%s)"), name_echo, n_found,
                                  cw_card_get_title (card), cw_card_get_id (card));
        }

      if (card == NULL && cw_xml_has_forbidden (id))
        {
          /* An id kept as it is would go into the collection file, which cannot hold these. */
          g_autofree char *stripped = cw_xml_strip_forbidden (id);

          cw_import_report_add (report, record_line, CW_IMPORT_NOTE, shown, stripped, owned,
                                _("control characters were removed from the id “%s”"), stripped);
          g_free (id);
          id = g_steal_pointer (&stripped);
          shown = *name != '\0' ? name : id;   /* it pointed at the old id */
          g_free (id_echo);
          id_echo = cw_text_echo (id);
          if (*id != '\0')
            card = cw_catalog_lookup (catalog, id);
        }

      if (card == NULL)
        {
          if (*id != '\0')
            {
              /* Kept as the collection file keeps ids it does not know: a set may be missing. */
              cw_collection_set_owned (collection, id, owned);
              if (*name != '\0')
                cw_import_report_add (report, record_line, CW_IMPORT_NOT_FOUND, shown, id, owned,
                                      _("no card with id “%s” or named “%s”; its count (%u) is kept under that id"),
                                      id_echo, name_echo, owned);
              else
                cw_import_report_add (report, record_line, CW_IMPORT_NOT_FOUND, shown, id, owned,
                                      _("no card with id “%s”; its count (%u) is kept under that id"), id_echo, owned);
            }
          else
            {
              /* A misspelt name is a spreadsheet's commonest slip: name the card meant. */
              g_autofree char *suggestion = cw_catalog_suggest_name (catalog, name);

              if (*set != '\0' && suggestion != NULL)
                cw_import_report_add (report, record_line, CW_IMPORT_NOT_FOUND, name, NULL, owned,
                                      _("no card named “%s” in set “%s”; did you mean “%s”?"), name_echo, set_echo, suggestion);
              else if (*set != '\0')
                cw_import_report_add (report, record_line, CW_IMPORT_NOT_FOUND, name, NULL, owned,
                                      _("no card named “%s” in set “%s”"), name_echo, set_echo);
              else if (suggestion != NULL)
                cw_import_report_add (report, record_line, CW_IMPORT_NOT_FOUND, name, NULL, owned,
                                      _("no card named “%s”; did you mean “%s”?"), name_echo, suggestion);
              else
                cw_import_report_add (report, record_line, CW_IMPORT_NOT_FOUND, name, NULL, owned,
                                      _("no card named “%s”"), name_echo);
            }
          continue;
        }

      if (g_hash_table_lookup_extended (seen, cw_card_get_id (card), NULL, &earlier_line))
        cw_import_report_add (report, record_line, CW_IMPORT_NOTE, shown, cw_card_get_id (card), owned,
                              _("%s is also on line %u; this line's count (%u) wins"),
                              cw_card_get_title (card), GPOINTER_TO_UINT (earlier_line), owned);
      g_hash_table_insert (seen, g_strdup (cw_card_get_id (card)), GUINT_TO_POINTER (record_line));

      cw_collection_set_owned (collection, cw_card_get_id (card), owned);
      cw_import_report_add (report, record_line, CW_IMPORT_MATCHED, shown, cw_card_get_id (card), owned,
                            g_dngettext (GETTEXT_PACKAGE, "%s: %u owned", "%s: %u owned", owned),
                            cw_card_get_title (card), owned);
    }

  return g_steal_pointer (&report);
}

CwImportReport *
cw_collection_csv_import_file (CwCollection *collection,
                               CwCatalog    *catalog,
                               const char   *path,
                               GError      **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (!cw_file_check_size (path, CW_FILE_MAX_CSV, error))
    return NULL;
  if (!g_file_get_contents (path, &contents, &length, &local_error))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s", local_error->message);
      return NULL;
    }
  return cw_collection_csv_import_data (collection, catalog, contents, length, path, error);
}
