/* cw-session.c: one game open in the window: its catalog, the player's collection and open Libraries. */
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "cw-session.h"

#include "cw-file.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-library-doc.h"
#include "cw-collection-csv.h"
#include "cw-query.h"

/* Owned counts are written shortly after the last change: one file write for a burst of clicks. */
#define SAVE_DELAY_MS 400

struct _CwSession
{
  GObject        parent_instance;

  CwGame        *game;
  CwCatalog     *catalog;
  CwCollection  *collection;
  CwCardRenderer *renderer;
  CwSearchIndex *search_index;
  char          *collection_path;
  GError        *collection_error;
  char          *collection_set_aside;   /* the unreadable file, renamed */
  CwUndoStack   *collection_history;
  guint          save_source;
  gboolean       collection_dirty;

  GListStore    *open_libraries;     /* of CwLibraryDoc */
  GHashTable    *library_files;      /* path → CwLibrary, read once for "used in" */
};

G_DEFINE_FINAL_TYPE (CwSession, cw_session, G_TYPE_OBJECT)

static void
cw_session_dispose (GObject *object)
{
  CwSession *self = CW_SESSION (object);

  if (self->save_source != 0)
    {
      g_autoptr(GError) error = NULL;

      if (!cw_session_flush (self, &error))
        g_warning ("Could not save the collection: %s", error->message);
    }

  g_clear_object (&self->collection_history);
  g_clear_object (&self->open_libraries);
  g_clear_pointer (&self->library_files, g_hash_table_unref);
  g_clear_object (&self->renderer);
  g_clear_object (&self->search_index);
  g_clear_object (&self->collection);
  g_clear_object (&self->catalog);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cw_session_parent_class)->dispose (object);
}

static void
cw_session_finalize (GObject *object)
{
  CwSession *self = CW_SESSION (object);

  g_free (self->collection_path);
  g_free (self->collection_set_aside);
  g_clear_error (&self->collection_error);

  G_OBJECT_CLASS (cw_session_parent_class)->finalize (object);
}

static void
cw_session_class_init (CwSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cw_session_dispose;
  object_class->finalize = cw_session_finalize;
}

static void
cw_session_init (CwSession *self)
{
  self->collection_history = cw_undo_stack_new ();
  self->open_libraries = g_list_store_new (CW_TYPE_LIBRARY_DOC);
  self->library_files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
}

CwSession *
cw_session_new (CwGame  *game,
                GError **error)
{
  g_autoptr(CwSession) self = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *file = NULL;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = g_object_new (CW_TYPE_SESSION, NULL);
  self->game = g_object_ref (game);
  self->catalog = cw_catalog_new_for_game (game, error);
  if (self->catalog == NULL)
    return NULL;

  file = g_strdup_printf ("%s.xml", cw_game_get_id (game));
  dir = g_build_filename (g_get_user_data_dir (), "cardwright", "collections", NULL);
  self->collection_path = g_build_filename (dir, file, NULL);

  if (g_file_test (self->collection_path, G_FILE_TEST_EXISTS))
    self->collection = cw_collection_new_from_file (self->collection_path, &self->collection_error);
  /* Out of the way, so the new collection never writes over what may be fixed by hand. */
  if (self->collection_error != NULL)
    {
      g_autoptr(GError) aside_error = NULL;

      self->collection_set_aside = cw_file_set_aside (self->collection_path, ".corrupt-", &aside_error);
      if (self->collection_set_aside == NULL)
        g_warning ("%s", aside_error->message);
    }
  if (self->collection == NULL)
    self->collection = cw_collection_new (cw_game_get_id (game));

  return g_steal_pointer (&self);
}

CwGame *
cw_session_get_game (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return self->game;
}

CwCatalog *
cw_session_get_catalog (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return self->catalog;
}

CwCollection *
cw_session_get_collection (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return self->collection;
}

const GError *
cw_session_get_collection_error (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return self->collection_error;
}

const char *
cw_session_get_collection_set_aside (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return self->collection_set_aside;
}

const char *
cw_session_get_collection_path (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return self->collection_path;
}

CwUndoStack *
cw_session_get_collection_history (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return self->collection_history;
}

gboolean
cw_session_flush (CwSession  *self,
                  GError    **error)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (CW_IS_SESSION (self), FALSE);

  g_clear_handle_id (&self->save_source, g_source_remove);
  if (!self->collection_dirty)
    return TRUE;

  /* A collection file we could not read is never overwritten: the player may fix it by hand. */
  if (self->collection_error != NULL && self->collection_set_aside == NULL)
    {
      self->collection_dirty = FALSE;
      return TRUE;
    }

  dir = g_path_get_dirname (self->collection_path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  if (!cw_collection_save_to_file (self->collection, self->collection_path, error))
    return FALSE;

  self->collection_dirty = FALSE;
  return TRUE;
}

static gboolean
save_timeout_cb (gpointer user_data)
{
  CwSession *self = user_data;
  g_autoptr(GError) error = NULL;

  self->save_source = 0;
  if (!cw_session_flush (self, &error))
    g_warning ("Could not save the collection: %s", error->message);

  return G_SOURCE_REMOVE;
}

typedef struct {
  CwSession *session;    /* weak: edits never outlive the session's own history */
  char      *card_id;
  guint      before;
  guint      after;
} OwnedEdit;

static void
owned_edit_free (OwnedEdit *edit)
{
  g_free (edit->card_id);
  g_free (edit);
}

static void
store_owned (CwSession  *self,
             const char *card_id,
             guint       owned)
{
  cw_collection_set_owned (self->collection, card_id, owned);
  self->collection_dirty = TRUE;
  if (self->save_source == 0)
    self->save_source = g_timeout_add (SAVE_DELAY_MS, save_timeout_cb, self);
}

static void
owned_edit_apply (gpointer data,
                  gboolean forward)
{
  OwnedEdit *edit = data;

  store_owned (edit->session, edit->card_id, forward ? edit->after : edit->before);
}

void
cw_session_set_owned (CwSession  *self,
                      const char *card_id,
                      guint       owned)
{
  OwnedEdit *edit;
  CwCard *card;
  g_autofree char *label = NULL;
  guint before;

  g_return_if_fail (CW_IS_SESSION (self));
  g_return_if_fail (card_id != NULL);

  before = cw_collection_get_owned (self->collection, card_id);
  if (before == owned)
    return;

  card = cw_catalog_lookup (self->catalog, card_id);
  /* Translators: an undo label: a card title, then the owned count before and after. */
  label = g_strdup_printf (_("Owned %s: %u → %u"),
                           card != NULL ? cw_card_get_title (card) : card_id, before, owned);

  edit = g_new0 (OwnedEdit, 1);
  edit->session = self;
  edit->card_id = g_strdup (card_id);
  edit->before = before;
  edit->after = owned;

  store_owned (self, card_id, owned);
  cw_undo_stack_push (self->collection_history, label, owned_edit_apply, edit,
                      (GDestroyNotify) owned_edit_free);
}

static CwSearchIndex *
search_index (CwSession *self)
{
  /* Shared by every view of the session; it follows the catalog's changes by itself. */
  if (self->search_index == NULL)
    self->search_index = cw_search_index_new (self->game, G_LIST_MODEL (self->catalog));
  return self->search_index;
}

CwQuery *
cw_session_new_query (CwSession   *self,
                      const char  *text,
                      GError     **error)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return cw_query_new_indexed (search_index (self), text, error);
}

void
cw_session_prepare_search (CwSession *self)
{
  g_return_if_fail (CW_IS_SESSION (self));

  /* Disposed sessions (a window closed meanwhile) have no catalog left. */
  if (self->catalog != NULL)
    cw_search_index_update (search_index (self));
}

CwCardRenderer *
cw_session_get_renderer (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);

  if (self->renderer == NULL)
    self->renderer = cw_card_renderer_new (self->game);
  return self->renderer;
}

/* Many owned counts changed at once (a CSV import): undone and redone together. */
typedef struct {
  CwSession  *session;    /* weak, as for OwnedEdit */
  GHashTable *before;     /* card id → count, for every id that changed */
  GHashTable *after;
} BulkEdit;

static void
bulk_edit_free (BulkEdit *edit)
{
  g_hash_table_unref (edit->before);
  g_hash_table_unref (edit->after);
  g_free (edit);
}

static void
bulk_edit_apply (gpointer data,
                 gboolean forward)
{
  BulkEdit *edit = data;
  GHashTableIter iter;
  gpointer id, count;

  g_hash_table_iter_init (&iter, forward ? edit->after : edit->before);
  while (g_hash_table_iter_next (&iter, &id, &count))
    store_owned (edit->session, id, GPOINTER_TO_UINT (count));
}

static GHashTable *
snapshot_owned (CwSession *self)
{
  GHashTable *counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) ids = cw_collection_dup_card_ids (self->collection);
  guint n = cw_catalog_get_n_cards (self->catalog);

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    g_hash_table_insert (counts, g_strdup (ids[i]),
                         GUINT_TO_POINTER (cw_collection_get_owned (self->collection, ids[i])));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (self->catalog), i);
      const char *id = cw_card_get_id (card);

      if (!g_hash_table_contains (counts, id))
        g_hash_table_insert (counts, g_strdup (id), GUINT_TO_POINTER (cw_collection_get_owned (self->collection, id)));
    }
  return counts;
}

/* Records what changed since before as one undoable edit named after the file read. */
static void
record_bulk_change (CwSession  *self,
                    GHashTable *before,
                    const char *path)
{
  g_autoptr(GHashTable) after = snapshot_owned (self);
  g_autofree char *base = NULL;
  g_autofree char *label = NULL;
  BulkEdit *edit;
  GHashTableIter iter;
  gpointer id, count;

  /* Keep only what changed, in both directions. */
  edit = g_new0 (BulkEdit, 1);
  edit->session = self;
  edit->before = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  edit->after = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_iter_init (&iter, after);
  while (g_hash_table_iter_next (&iter, &id, &count))
    {
      gpointer old = g_hash_table_lookup (before, id);

      if (old != count)
        {
          g_hash_table_insert (edit->before, g_strdup (id), old);
          g_hash_table_insert (edit->after, g_strdup (id), count);
        }
    }

  if (g_hash_table_size (edit->after) == 0)
    {
      bulk_edit_free (edit);
      return;
    }

  self->collection_dirty = TRUE;
  if (self->save_source == 0)
    self->save_source = g_timeout_add (SAVE_DELAY_MS, save_timeout_cb, self);

  base = g_path_get_basename (path);
  /* Translators: an undo label after reading owned counts from a file. */
  label = g_strdup_printf (_("Import %s"), base);
  cw_undo_stack_push (self->collection_history, label, bulk_edit_apply, edit,
                      (GDestroyNotify) bulk_edit_free);
}

CwImportReport *
cw_session_import_collection_csv (CwSession   *self,
                                  const char  *path,
                                  GError     **error)
{
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(CwImportReport) report = NULL;

  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  before = snapshot_owned (self);
  report = cw_collection_csv_import_file (self->collection, self->catalog, path, error);
  if (report == NULL)
    return NULL;
  record_bulk_change (self, before, path);
  return g_steal_pointer (&report);
}

void
cw_session_set_owned_counts (CwSession  *self,
                             GHashTable *counts,
                             const char *path)
{
  g_autoptr(GHashTable) before = NULL;
  GHashTableIter iter;
  gpointer id, count;

  g_return_if_fail (CW_IS_SESSION (self));
  g_return_if_fail (counts != NULL);
  g_return_if_fail (path != NULL);

  before = snapshot_owned (self);
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &id, &count))
    cw_collection_set_owned (self->collection, id, GPOINTER_TO_UINT (count));
  record_bulk_change (self, before, path);
}

char *
cw_session_dup_image_folder (CwSession *self,
                             CwCard    *card)
{
  CwCardSet *set;

  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  g_return_val_if_fail (CW_IS_CARD (card), NULL);

  set = cw_catalog_get_set_of (self->catalog, card);
  return set != NULL ? cw_card_set_dup_folder (set) : NULL;
}

/* ---- Libraries ---- */

GListModel *
cw_session_get_open_libraries (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  return G_LIST_MODEL (self->open_libraries);
}

void
cw_session_add_open_library (CwSession    *self,
                             CwLibraryDoc *doc)
{
  g_return_if_fail (CW_IS_SESSION (self));
  g_return_if_fail (CW_IS_LIBRARY_DOC (doc));

  g_list_store_append (self->open_libraries, doc);
}

void
cw_session_remove_open_library (CwSession    *self,
                                CwLibraryDoc *doc)
{
  guint position;

  g_return_if_fail (CW_IS_SESSION (self));
  g_return_if_fail (CW_IS_LIBRARY_DOC (doc));

  if (g_list_store_find (self->open_libraries, doc, &position))
    g_list_store_remove (self->open_libraries, position);
}

CwLibraryDoc *
cw_session_find_open_library (CwSession  *self,
                              const char *path)
{
  guint n;

  g_return_val_if_fail (CW_IS_SESSION (self), NULL);

  if (path == NULL)
    return NULL;

  n = g_list_model_get_n_items (G_LIST_MODEL (self->open_libraries));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwLibraryDoc) doc = g_list_model_get_item (G_LIST_MODEL (self->open_libraries), i);

      if (g_strcmp0 (cw_library_doc_get_path (doc), path) == 0)
        return doc;
    }
  return NULL;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* Library files: .cwlibrary, and .xml as the shipped demo Libraries and older saves are named. */
static GStrv
sorted_library_files (const char *dir)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *name;

  if (folder != NULL)
    while ((name = g_dir_read_name (folder)) != NULL)
      if ((g_str_has_suffix (name, ".cwlibrary") || g_str_has_suffix (name, ".xml")) && name[0] != '.')
        g_ptr_array_add (paths, g_build_filename (dir, name, NULL));

  g_ptr_array_sort (paths, compare_strings);
  g_ptr_array_add (paths, NULL);
  return (GStrv) g_ptr_array_steal (paths, NULL);
}

GStrv
cw_session_list_demo_libraries (CwSession *self)
{
  g_autofree char *dir = NULL;
  const char *game_dir;

  g_return_val_if_fail (CW_IS_SESSION (self), NULL);

  game_dir = cw_game_get_dir (self->game);
  if (game_dir == NULL)
    return g_new0 (char *, 1);

  dir = g_build_filename (game_dir, "libraries", NULL);
  return sorted_library_files (dir);
}

char *
cw_session_dup_user_library_dir (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);

  return g_build_filename (g_get_user_data_dir (), "cardwright", "libraries",
                           cw_game_get_id (self->game), NULL);
}

GStrv
cw_session_list_user_libraries (CwSession *self)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (CW_IS_SESSION (self), NULL);

  dir = cw_session_dup_user_library_dir (self);
  return sorted_library_files (dir);
}

void
cw_session_forget_library_files (CwSession *self)
{
  g_return_if_fail (CW_IS_SESSION (self));
  g_hash_table_remove_all (self->library_files);
}

/* A Library file read once and kept until cw_session_forget_library_files(); NULL when it
 * cannot be read (the sidebar still lists it by file name). */
static CwLibrary *
library_file (CwSession  *self,
              const char *path)
{
  CwLibrary *library = g_hash_table_lookup (self->library_files, path);

  if (library == NULL)
    {
      library = cw_library_new_from_file (path, self->catalog, NULL);
      if (library == NULL)
        return NULL;
      g_hash_table_insert (self->library_files, g_strdup (path), library);
    }
  return library;
}

char *
cw_session_dup_library_file_name (CwSession  *self,
                                  const char *path)
{
  CwLibrary *library;

  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  library = library_file (self, path);
  if (library != NULL && cw_library_get_name (library) != NULL && *cw_library_get_name (library) != '\0')
    return g_strdup (cw_library_get_name (library));
  return g_path_get_basename (path);
}

GStrv
cw_session_find_libraries_using (CwSession  *self,
                                 const char *card_id)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen_paths = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) files = NULL;
  guint n;

  g_return_val_if_fail (CW_IS_SESSION (self), NULL);
  g_return_val_if_fail (card_id != NULL, NULL);

  /* Open Libraries count as they are now, unsaved edits included. */
  n = g_list_model_get_n_items (G_LIST_MODEL (self->open_libraries));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwLibraryDoc) doc = g_list_model_get_item (G_LIST_MODEL (self->open_libraries), i);
      CwLibrary *library = cw_library_doc_get_library (doc);
      guint count = cw_library_get_count (library, card_id);

      if (cw_library_doc_get_path (doc) != NULL)
        g_hash_table_add (seen_paths, (gpointer) cw_library_doc_get_path (doc));
      if (count > 0)
        g_ptr_array_add (names, g_strdup_printf ("%s (%u)", cw_library_doc_get_name (doc), count));
    }

  files = cw_session_list_user_libraries (self);
  for (guint i = 0; files[i] != NULL; i++)
    {
      CwLibrary *library;
      guint count;

      if (g_hash_table_contains (seen_paths, files[i]))
        continue;

      library = library_file (self, files[i]);
      if (library == NULL)
        continue;

      count = cw_library_get_count (library, card_id);
      if (count > 0)
        g_ptr_array_add (names, g_strdup_printf ("%s (%u)", cw_library_get_name (library), count));
    }

  g_ptr_array_sort (names, compare_strings);
  g_ptr_array_add (names, NULL);
  return (GStrv) g_ptr_array_steal (names, NULL);
}

/* ---- user card sets ---- */

CwCardSet *
cw_session_dup_user_set (CwSession *self)
{
  g_return_val_if_fail (CW_IS_SESSION (self), NULL);

  /* The command line's `set import` picks the same set (cw-catalog.c). */
  return cw_catalog_dup_user_set (self->catalog);
}

gboolean
cw_session_save_set (CwSession  *self,
                     CwCardSet  *set,
                     GError    **error)
{
  g_return_val_if_fail (CW_IS_SESSION (self), FALSE);
  g_return_val_if_fail (CW_IS_CARD_SET (set), FALSE);
  g_return_val_if_fail (!cw_card_set_is_read_only (set), FALSE);

  /* Where the catalog loads it from again, as the command line saves (cw-card-set.c). */
  if (!cw_card_set_save_to_user_folder (set, error))
    return FALSE;
  if (cw_catalog_find_set (self->catalog, cw_card_set_get_id (set)) != set)
    cw_catalog_add_set (self->catalog, set);
  return TRUE;
}
