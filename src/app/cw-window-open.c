/* cw-window-open.c: files handed over by the file manager or the command line, each opened where it belongs. */
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "cw-window-private.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-xml.h"

/* The root element and its game attribute, read without parsing the rest of the file. */
static gboolean
sniff_root (const char  *path,
            char       **root,
            char       **game_id,
            GError     **error)
{
  xmlTextReader *reader = cw_xml_reader_new (path, error);
  gboolean at_end = FALSE;
  gboolean found = FALSE;

  if (reader == NULL)
    return FALSE;
  while (!found && cw_xml_reader_read (reader, path, &at_end, error))
    if (xmlTextReaderNodeType (reader) == XML_READER_TYPE_ELEMENT)
      {
        xmlChar *game = xmlTextReaderGetAttribute (reader, (const xmlChar *) "game");

        *root = g_strdup ((const char *) xmlTextReaderConstLocalName (reader));
        *game_id = g_strdup ((const char *) game);
        xmlFree (game);
        found = TRUE;
      }
  xmlFreeTextReader (reader);

  if (!found && at_end)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: the file is empty"), path);
  return found;
}

static gboolean
has_extension (const char *path,
               const char *const *extensions)
{
  g_autofree char *lower = g_utf8_strdown (path, -1);

  for (guint i = 0; extensions[i] != NULL; i++)
    if (g_str_has_suffix (lower, extensions[i]))
      return TRUE;
  return FALSE;
}

/* The file's game must be installed; the window switches to it. */
static gboolean
show_game_of_file (CwWindow    *self,
                   const char  *path,
                   const char  *game_id,
                   GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (game_id == NULL || *game_id == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: the file does not say which game it is for (no game attribute)"), path);
      return FALSE;
    }
  if (self->session != NULL && g_strcmp0 (cw_game_get_id (cw_session_get_game (self->session)), game_id) == 0)
    return TRUE;
  if (!cw_window_set_game (self, game_id, &local_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s is for the game “%s”: %s"),
                   path, game_id, local_error->message);
      return FALSE;
    }
  return TRUE;
}

/* Owned counts of the collection file replace the shown ones for the cards it lists (undoable). */
static CwImportReport *
open_collection (CwWindow    *self,
                 const char  *path,
                 GError     **error)
{
  g_autoptr(CwCollection) collection = cw_collection_new_from_file (path, error);
  g_autoptr(CwImportReport) report = NULL;
  g_auto(GStrv) ids = NULL;
  g_autoptr(GHashTable) counts = NULL;
  g_autofree char *base = NULL;
  CwCatalog *catalog;

  if (collection == NULL)
    return NULL;
  if (!show_game_of_file (self, path, cw_collection_get_game_id (collection), error))
    return NULL;

  catalog = cw_session_get_catalog (self->session);
  base = g_path_get_basename (path);
  report = cw_import_report_new (base, "collection");
  counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ids = cw_collection_dup_card_ids (collection);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      guint owned = cw_collection_get_owned (collection, ids[i]);
      CwCard *card = cw_catalog_lookup (catalog, ids[i]);

      if (card == NULL)
        {
          cw_import_report_add (report, 0, CW_IMPORT_NOT_FOUND, ids[i], NULL, owned,
                                _("no card with the id “%s” in this game"), ids[i]);
          continue;
        }
      cw_import_report_add (report, 0, CW_IMPORT_MATCHED, cw_card_get_title (card), ids[i], owned, NULL);
      g_hash_table_insert (counts, g_strdup (ids[i]), GUINT_TO_POINTER (owned));
    }

  cw_session_set_owned_counts (self->session, counts, path);
  cw_window_set_view (self, "collection");
  cw_window_actions_update (self);
  return g_steal_pointer (&report);
}

/* Writes bytes into a folder unless the same bytes are already there; never replaces other contents. */
static gboolean
write_unless_same (const char  *contents,
                   gsize        length,
                   const char  *target,
                   GError     **error)
{
  g_autofree char *existing = NULL;
  gsize existing_length = 0;

  if (g_file_get_contents (target, &existing, &existing_length, NULL))
    {
      if (existing_length == length && memcmp (existing, contents, length) == 0)
        return TRUE;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("%s already exists with other contents; Cardwright does not replace it"), target);
      return FALSE;
    }
  return cw_file_save_atomic (target, contents, length, error);
}

static gboolean
copy_unless_same (const char  *source,
                  const char  *target,
                  GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  if (!g_file_get_contents (source, &contents, &length, error))
    return FALSE;
  return write_unless_same (contents, length, target, error);
}

/* A card set (cards someone entered) joins the player's sets of its game, with its pictures. */
static CwCardSet *
open_card_set (CwWindow    *self,
               const char  *path,
               const char  *game_id,
               GError     **error)
{
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(CwCardSet) added = NULL;
  g_autofree char *user_dir = NULL;
  g_autofree char *sets_dir = NULL;
  g_autofree char *file = NULL;
  g_autofree char *target = NULL;
  g_autofree char *source_dir = NULL;
  CwCardSet *existing;

  if (!show_game_of_file (self, path, game_id, error))
    return NULL;
  set = cw_card_set_new_from_file (cw_session_get_game (self->session), path, error);
  if (set == NULL)
    return NULL;

  user_dir = cw_game_get_user_dir (game_id);
  sets_dir = g_build_filename (user_dir, "sets", NULL);
  file = g_strdup_printf ("%s.xml", cw_card_set_get_id (set));
  target = g_build_filename (sets_dir, file, NULL);

  existing = cw_catalog_find_set (cw_session_get_catalog (self->session), cw_card_set_get_id (set));
  if (existing != NULL)
    {
      g_autofree char *ours = NULL;
      g_autofree char *theirs = NULL;

      /* The player's own set file, or the same file opened a second time, is only shown. */
      if (g_strcmp0 (cw_card_set_get_path (existing), path) == 0 ||
          (cw_card_set_get_path (existing) != NULL &&
           g_file_get_contents (cw_card_set_get_path (existing), &ours, NULL, NULL) &&
           g_file_get_contents (path, &theirs, NULL, NULL) && g_strcmp0 (ours, theirs) == 0))
        {
          cw_window_set_view (self, "collection");
          return g_object_ref (existing);
        }
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("%s: this game already has a card set with the id “%s” (“%s”); nothing was added"),
                   path, cw_card_set_get_id (set), cw_card_set_get_name (existing));
      return NULL;
    }

  if (g_mkdir_with_parents (sets_dir, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), sets_dir, g_strerror (saved_errno));
      return NULL;
    }

  /* Pictures first: a set file is only added once everything it names is in place. */
  source_dir = cw_card_set_dup_folder (set);
  for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
    {
      CwCard *card = cw_card_set_get_card (set, i);
      const char *image = cw_card_get_image (card);
      g_autoptr(GError) read_error = NULL;
      g_autofree char *contents = NULL;
      g_autofree char *to = NULL;
      gsize length = 0;

      if (image == NULL)
        continue;
      /* Only a regular file really in the set's folder is copied: a link (to /etc/shadow…),
       * a FIFO or a device is refused, naming the card. A missing picture is no error: the
       * card shows its emblem, as it would have where the set came from. */
      if (!cw_file_read_inside (source_dir, image, CW_PICTURE_MAX_BYTES, &contents, &length, &read_error))
        {
          if (g_error_matches (read_error, CW_ERROR, CW_ERROR_NOT_FOUND))
            continue;
          g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: card “%s”: its picture was not added: %s"),
                       path, cw_card_get_id (card), read_error->message);
          return NULL;
        }
      to = g_build_filename (sets_dir, image, NULL);
      if (!write_unless_same (contents, length, to, error))
        return NULL;
    }
  if (!copy_unless_same (path, target, error))
    return NULL;

  added = cw_card_set_new_from_file (cw_session_get_game (self->session), target, error);
  if (added == NULL)
    return NULL;
  cw_catalog_add_set (cw_session_get_catalog (self->session), added);
  cw_window_set_view (self, "collection");
  return g_steal_pointer (&added);
}

gboolean
cw_window_open_path (CwWindow         *self,
                     const char       *path,
                     CwOpenedKind     *kind,
                     CwImportReport  **report,
                     GError          **error)
{
  static const char *const deck_extensions[] = { ".cod", ".o8d", ".txt", ".dek", ".dec", NULL };
  static const char *const csv_extensions[] = { ".csv", NULL };
  static const char *const package_extensions[] = { ".cwgame", NULL };
  g_autofree char *root = NULL;
  g_autofree char *game_id = NULL;

  g_return_val_if_fail (CW_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (kind != NULL, FALSE);
  g_return_val_if_fail (report != NULL && *report == NULL, FALSE);

  /* A package is a ZIP: known by its name, and read only by the package reader, which checks it. */
  if (has_extension (path, package_extensions))
    {
      *kind = CW_OPENED_PACKAGE;
      return cw_window_preview_package (self, path, error) != NULL;
    }
  if (has_extension (path, deck_extensions))
    {
      *kind = CW_OPENED_DECK;
      if (self->session == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No game is open to import %s into"), path);
          return FALSE;
        }
      return cw_window_import_deck (self, path, report, error) != NULL;
    }
  if (has_extension (path, csv_extensions))
    {
      *kind = CW_OPENED_COLLECTION;
      if (self->session == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No game is open to import %s into"), path);
          return FALSE;
        }
      *report = cw_window_import_collection (self, path, error);
      return *report != NULL;
    }

  if (!sniff_root (path, &root, &game_id, error))
    return FALSE;

  if (g_strcmp0 (root, "library") == 0)
    {
      *kind = CW_OPENED_LIBRARY;
      if (!show_game_of_file (self, path, game_id, error))
        return FALSE;
      cw_window_set_view (self, "libraries");
      return cw_library_page_open_file (self->library_page, path, error) != NULL;
    }
  if (g_strcmp0 (root, "collection") == 0)
    {
      *kind = CW_OPENED_COLLECTION;
      *report = open_collection (self, path, error);
      return *report != NULL;
    }
  if (g_strcmp0 (root, "cardset") == 0)
    {
      g_autoptr(CwCardSet) set = NULL;

      *kind = CW_OPENED_CARD_SET;
      set = open_card_set (self, path, game_id, error);
      return set != NULL;
    }
  if (g_strcmp0 (root, "match") == 0)
    {
      *kind = CW_OPENED_MATCH;
      if (!show_game_of_file (self, path, game_id, error))
        return FALSE;
      cw_window_set_view (self, "table");
      return cw_table_page_open_match (self->table_page, path, error);
    }
  if (g_strcmp0 (root, "cockatrice_deck") == 0 || g_strcmp0 (root, "deck") == 0)
    {
      *kind = CW_OPENED_DECK;
      if (self->session == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No game is open to import %s into"), path);
          return FALSE;
        }
      return cw_window_import_deck (self, path, report, error) != NULL;
    }

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               _("%s is not a file Cardwright opens: its root element is <%s>, not <library>, <collection>, "
                 "<cardset>, <match> or a Cockatrice or OCTGN deck"), path, root);
  return FALSE;
}

/* A file from outside the folders Cardwright keeps its own files in is one the player
 * chose: Files' and the file chooser's Recent list should offer it again. */
static void
remember_recent (CwWindow *self,
                 GFile    *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *ours = g_build_filename (g_get_user_data_dir (), "cardwright", NULL);
  g_autofree char *uri = NULL;

  if (path == NULL || g_str_has_prefix (path, ours) ||
      g_str_has_prefix (path, cw_game_get_data_dir ()))
    return;
  uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

static gboolean
on_files_dropped (GtkDropTarget *target,
                  const GValue  *value,
                  double         x,
                  double         y,
                  CwWindow      *self)
{
  GdkFileList *list = g_value_get_boxed (value);
  g_autoptr(GSList) dropped = gdk_file_list_get_files (list);   /* the list is ours, the files not */
  g_autoptr(GPtrArray) files = g_ptr_array_new ();

  for (GSList *l = dropped; l != NULL; l = l->next)
    g_ptr_array_add (files, l->data);
  if (files->len == 0)
    return FALSE;
  cw_window_open_files (self, (GFile **) files->pdata, (int) files->len);
  return TRUE;
}

void
cw_window_init_file_drops (CwWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  /* A file dropped anywhere on the window opens as if Files had handed it over. */
  g_signal_connect_object (drop, "drop", G_CALLBACK (on_files_dropped), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

void
cw_window_open_files (CwWindow  *self,
                      GFile    **files,
                      int        n_files)
{
  g_return_if_fail (CW_IS_WINDOW (self));

  for (int i = 0; i < n_files; i++)
    {
      g_autofree char *path = g_file_get_path (files[i]);
      g_autoptr(CwImportReport) report = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *base = g_file_get_basename (files[i]);
      g_autofree char *heading = NULL;
      CwOpenedKind kind = CW_OPENED_LIBRARY;

      if (path == NULL)
        {
          g_autofree char *uri = g_file_get_uri (files[i]);
          g_autofree char *body = g_strdup_printf (_("%s is not a local file."), uri);

          cw_window_show_message (self, _("The File Could Not Be Opened"), body);
          continue;
        }
      if (!cw_window_open_path (self, path, &kind, &report, &error))
        {
          heading = g_strdup_printf (_("“%s” Could Not Be Opened"), base);
          cw_window_show_message (self, heading, error->message);
          continue;
        }
      remember_recent (self, files[i]);
      switch (kind)
        {
        case CW_OPENED_DECK:
          heading = g_strdup_printf (_("Imported “%s”"), base);
          cw_window_show_report (self, heading, report);
          break;
        case CW_OPENED_COLLECTION:
          cw_window_show_report (self, _("Owned Counts Imported"), report);
          break;
        case CW_OPENED_CARD_SET:
          heading = g_strdup_printf (_("Card set “%s” added to your sets"), base);
          cw_window_toast (self, heading);
          break;
        case CW_OPENED_PACKAGE:   /* its preview is shown; installing is the player's choice */
        case CW_OPENED_LIBRARY:
        case CW_OPENED_MATCH:
        default:
          break;
        }
    }
}
