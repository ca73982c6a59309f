/* cw-collection.c: owned copies and notes per card id; unknown ids are kept, never dropped. */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-text.h"
#include "cw-xml.h"

typedef struct {
  guint  owned;
  char  *note;
} Entry;

struct _CwCollection
{
  GObject     parent_instance;

  char       *game_id;
  char       *path;
  GHashTable *entries;  /* card id -> Entry* */
};

G_DEFINE_FINAL_TYPE (CwCollection, cw_collection, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
entry_free (Entry *entry)
{
  g_free (entry->note);
  g_free (entry);
}

static void
cw_collection_finalize (GObject *object)
{
  CwCollection *self = CW_COLLECTION (object);

  g_free (self->game_id);
  g_free (self->path);
  g_clear_pointer (&self->entries, g_hash_table_unref);

  G_OBJECT_CLASS (cw_collection_parent_class)->finalize (object);
}

static void
cw_collection_class_init (CwCollectionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cw_collection_finalize;

  /* ::changed (card_id): the owned count or the note of a card changed. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
cw_collection_init (CwCollection *self)
{
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) entry_free);
}

CwCollection *
cw_collection_new (const char *game_id)
{
  CwCollection *self;

  g_return_val_if_fail (game_id != NULL, NULL);

  self = g_object_new (CW_TYPE_COLLECTION, NULL);
  self->game_id = g_strdup (game_id);
  return self;
}

CwCollection *
cw_collection_new_from_file (const char  *path,
                             GError     **error)
{
  g_autoptr(CwCollection) self = NULL;
  xmlDoc *doc;
  xmlNode *root;
  gboolean ok = TRUE;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(doc = cw_xml_read_file_limited (path, CW_FILE_MAX_COLLECTION, error)))
    return NULL;
  if (!(root = cw_xml_get_root (doc, path, "collection", error)))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  self = g_object_new (CW_TYPE_COLLECTION, NULL);
  if (!(self->game_id = cw_xml_require_prop (root, "game", path, error)))
    ok = FALSE;

  for (xmlNode *node = root->children; ok && node; node = node->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *note = NULL;
      int owned = 0;
      Entry *entry;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!cw_xml_is (node, "card"))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("expected <card> in <collection>, found <%s>"), (const char *) node->name);
          ok = FALSE;
          break;
        }
      if (!(id = cw_xml_require_prop (node, "id", path, error)) ||
          !cw_xml_get_int_prop (node, "owned", &owned, path, error))
        {
          ok = FALSE;
          break;
        }
      if (owned < 0)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("card “%s”: owned must be 0 or more, not %d"), id, owned);
          ok = FALSE;
          break;
        }
      if (owned > CW_COLLECTION_MAX_OWNED)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("card “%s”: owned must be at most %d, not %d"), id, CW_COLLECTION_MAX_OWNED, owned);
          ok = FALSE;
          break;
        }
      if (g_hash_table_contains (self->entries, id))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node, _("card “%s” is listed twice"), id);
          ok = FALSE;
          break;
        }
      note = cw_xml_get_text (node);
      entry = g_new0 (Entry, 1);
      entry->owned = (guint) owned;
      entry->note = *note ? g_steal_pointer (&note) : NULL;
      g_hash_table_insert (self->entries, g_steal_pointer (&id), entry);
    }
  xmlFreeDoc (doc);
  if (!ok)
    return NULL;
  self->path = g_strdup (path);
  return g_steal_pointer (&self);
}

gboolean
cw_collection_save_to_file (CwCollection  *self,
                            const char    *path,
                            GError       **error)
{
  g_autoptr(GString) out = NULL;
  g_auto(GStrv) ids = NULL;

  g_return_val_if_fail (CW_IS_COLLECTION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<collection version=\"1\" game=\"");
  cw_xml_append_attribute (out, self->game_id);
  g_string_append (out, "\">\n");
  ids = cw_collection_dup_card_ids (self);
  for (guint i = 0; ids[i]; i++)
    {
      Entry *entry = g_hash_table_lookup (self->entries, ids[i]);

      g_string_append (out, "  <card id=\"");
      cw_xml_append_attribute (out, ids[i]);
      g_string_append_printf (out, "\" owned=\"%u\"", entry->owned);
      if (entry->note)
        {
          cw_xml_append_space_preserve (out, entry->note);
          g_string_append_c (out, '>');
          cw_xml_append_escaped (out, entry->note);
          g_string_append (out, "</card>\n");
        }
      else
        g_string_append (out, "/>\n");
    }
  g_string_append (out, "</collection>\n");
  if (!cw_file_save_atomic (path, out->str, out->len, error))
    return FALSE;
  cw_set_str (&self->path, path);
  return TRUE;
}

const char *
cw_collection_get_game_id (CwCollection *self)
{
  g_return_val_if_fail (CW_IS_COLLECTION (self), NULL);
  return self->game_id;
}

const char *
cw_collection_get_path (CwCollection *self)
{
  g_return_val_if_fail (CW_IS_COLLECTION (self), NULL);
  return self->path;
}

guint
cw_collection_get_owned (CwCollection *self,
                         const char   *card_id)
{
  Entry *entry;

  g_return_val_if_fail (CW_IS_COLLECTION (self), 0);
  g_return_val_if_fail (card_id != NULL, 0);

  entry = g_hash_table_lookup (self->entries, card_id);
  return entry ? entry->owned : 0;
}

static Entry *
ensure_entry (CwCollection *self,
              const char   *card_id)
{
  Entry *entry = g_hash_table_lookup (self->entries, card_id);

  if (entry == NULL)
    {
      entry = g_new0 (Entry, 1);
      g_hash_table_insert (self->entries, g_strdup (card_id), entry);
    }
  return entry;
}

static void
drop_if_empty (CwCollection *self,
               const char   *card_id)
{
  Entry *entry = g_hash_table_lookup (self->entries, card_id);

  if (entry && entry->owned == 0 && entry->note == NULL)
    g_hash_table_remove (self->entries, card_id);
}

void
cw_collection_set_owned (CwCollection *self,
                         const char   *card_id,
                         guint         owned)
{
  Entry *entry;
  g_autofree char *id = NULL;

  g_return_if_fail (CW_IS_COLLECTION (self));
  g_return_if_fail (card_id != NULL);

  if (cw_collection_get_owned (self, card_id) == owned)
    return;
  id = g_strdup (card_id);  /* card_id may be the key about to be freed */
  entry = ensure_entry (self, id);
  entry->owned = owned;
  drop_if_empty (self, id);
  g_signal_emit (self, signals[CHANGED], 0, id);
}

const char *
cw_collection_get_note (CwCollection *self,
                        const char   *card_id)
{
  Entry *entry;

  g_return_val_if_fail (CW_IS_COLLECTION (self), NULL);
  g_return_val_if_fail (card_id != NULL, NULL);

  entry = g_hash_table_lookup (self->entries, card_id);
  return entry ? entry->note : NULL;
}

void
cw_collection_set_note (CwCollection *self,
                        const char   *card_id,
                        const char   *note)
{
  Entry *entry;
  g_autofree char *id = NULL;

  g_return_if_fail (CW_IS_COLLECTION (self));
  g_return_if_fail (card_id != NULL);

  if (note != NULL && *note == '\0')
    note = NULL;
  if (g_strcmp0 (cw_collection_get_note (self, card_id), note) == 0)
    return;
  id = g_strdup (card_id);
  entry = ensure_entry (self, id);
  cw_set_str (&entry->note, note);
  drop_if_empty (self, id);
  g_signal_emit (self, signals[CHANGED], 0, id);
}

GStrv
cw_collection_dup_card_ids (CwCollection *self)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (CW_IS_COLLECTION (self), NULL);

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (ids, g_strdup (key));
  g_ptr_array_sort (ids, cw_compare_strings);
  g_ptr_array_add (ids, NULL);
  return (GStrv) g_ptr_array_steal (ids, NULL);
}

guint
cw_collection_get_total (CwCollection *self)
{
  GHashTableIter iter;
  gpointer value;
  guint total = 0;

  g_return_val_if_fail (CW_IS_COLLECTION (self), 0);

  g_hash_table_iter_init (&iter, self->entries);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    total += ((Entry *) value)->owned;
  return total;
}

GStrv
cw_collection_find_unknown (CwCollection *self,
                            CwCatalog    *catalog)
{
  g_auto(GStrv) ids = NULL;
  g_autoptr(GPtrArray) unknown = g_ptr_array_new ();

  g_return_val_if_fail (CW_IS_COLLECTION (self), NULL);
  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);

  ids = cw_collection_dup_card_ids (self);
  for (guint i = 0; ids[i]; i++)
    if (cw_catalog_lookup (catalog, ids[i]) == NULL)
      g_ptr_array_add (unknown, g_strdup (ids[i]));
  g_ptr_array_add (unknown, NULL);
  return (GStrv) g_ptr_array_steal (unknown, NULL);
}
