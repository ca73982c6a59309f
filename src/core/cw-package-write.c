/* cw-package-write.c: writing a .cwgame package: the game, the player's sets of it with their
 * pictures and, if asked, their Libraries, measured into a manifest and zipped atomically. */
#include <string.h>
#include <archive.h>
#include <archive_entry.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-text.h"
#include "cw-xml.h"
#include "cw-package-private.h"

typedef struct {
  char      *path;       /* in the package */
  char      *folder;     /* where it is read from */
  char      *name;       /* relative to folder */
  gsize      max_size;
  guint64    size;
  char      *sha256;
} WriteEntry;

static void
write_entry_free (WriteEntry *entry)
{
  g_free (entry->path);
  g_free (entry->folder);
  g_free (entry->name);
  g_free (entry->sha256);
  g_free (entry);
}

static gboolean
has_write_entry (GPtrArray  *entries,
                 const char *path)
{
  for (guint i = 0; i < entries->len; i++)
    if (strcmp (((WriteEntry *) g_ptr_array_index (entries, i))->path, path) == 0)
      return TRUE;
  return FALSE;
}

static void
add_write_entry (GPtrArray  *entries,
                 const char *path,
                 const char *folder,
                 const char *name,
                 gsize       max_size)
{
  WriteEntry *entry;

  if (has_write_entry (entries, path))
    return;
  entry = g_new0 (WriteEntry, 1);
  entry->path = g_strdup (path);
  entry->folder = g_strdup (folder);
  entry->name = g_strdup (name);
  entry->max_size = max_size;
  g_ptr_array_add (entries, entry);
}

/* A picture a card or the game names, when it is a file we can carry: a relative name that is a
 * safe path, PNG or JPEG, present. A missing one is left out (the card shows its emblem there as
 * here); one we would refuse on reading is an error now, naming it. */
static gboolean
add_picture (GPtrArray   *entries,
             const char  *top,
             const char  *folder,
             const char  *name,
             const char  *owner,
             GError     **error)
{
  g_autofree char *path = NULL;
  g_autofree char *file = NULL;
  EntryKind kind;
  g_autoptr(GError) local_error = NULL;

  if (name == NULL || strcmp (name, "generated") == 0)
    return TRUE;
  file = g_build_filename (folder, name, NULL);
  if (!g_file_test (file, G_FILE_TEST_EXISTS))
    return TRUE;
  path = g_strconcat (top, "/", name, NULL);
  if (!_cw_package_classify_path ("", path, FALSE, &kind, &local_error) ||
      (kind != ENTRY_GAME_PICTURE && kind != ENTRY_SET_PICTURE))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: the picture “%s” cannot go into a package: only PNG and JPEG files whose names are "
                     "letters, digits, “-”, “_” and “.” are carried"), owner, name);
      return FALSE;
    }
  add_write_entry (entries, path, folder, name, CW_PICTURE_MAX_BYTES);
  return TRUE;
}

static gboolean
read_write_entry (WriteEntry  *entry,
                  char       **contents,
                  gsize       *length,
                  GError     **error)
{
  return cw_file_read_inside (entry->folder, entry->name, entry->max_size, contents, length, error);
}

static char *
build_manifest (const CwPackageOptions *options,
                const char             *id,
                const char             *game_id,
                GPtrArray              *entries)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");

  g_string_append_printf (out, "<package version=\"%d\" id=\"", CW_PACKAGE_FORMAT_VERSION);
  cw_xml_append_attribute (out, id);
  g_string_append (out, "\" game=\"");
  cw_xml_append_attribute (out, game_id);
  g_string_append (out, "\">\n");
  cw_xml_append_element (out, "  ", "name", options->name);
  cw_xml_append_element (out, "  ", "release", options->release);
  cw_xml_append_element (out, "  ", "author", options->author);
  g_string_append (out, "  <licence of=\"texts\"");
  cw_xml_append_space_preserve (out, options->licence_texts);
  g_string_append_c (out, '>');
  cw_xml_append_escaped (out, options->licence_texts);
  g_string_append (out, "</licence>\n  <licence of=\"pictures\"");
  cw_xml_append_space_preserve (out, options->licence_pictures);
  g_string_append_c (out, '>');
  cw_xml_append_escaped (out, options->licence_pictures);
  g_string_append (out, "</licence>\n");
  for (guint i = 0; i < entries->len; i++)
    {
      WriteEntry *entry = g_ptr_array_index (entries, i);

      g_string_append (out, "  <entry path=\"");
      cw_xml_append_attribute (out, entry->path);
      g_string_append_printf (out, "\" size=\"%" G_GUINT64_FORMAT "\" sha256=\"%s\"/>\n",
                              entry->size, entry->sha256);
    }
  g_string_append (out, "</package>\n");
  return g_string_free (out, FALSE);
}

static gboolean
archive_write_file (struct archive  *archive,
                    const char      *path,
                    const char      *contents,
                    gsize            length,
                    const char      *target,
                    GError         **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  struct archive_entry *entry = archive_entry_new ();
  gboolean ok;

  archive_entry_set_pathname (entry, path);
  archive_entry_set_size (entry, (la_int64_t) length);
  archive_entry_set_filetype (entry, AE_IFREG);
  archive_entry_set_perm (entry, 0644);
  archive_entry_set_mtime (entry, g_date_time_to_unix (now), 0);
  ok = archive_write_header (archive, entry) == ARCHIVE_OK &&
       (length == 0 || archive_write_data (archive, contents, length) == (la_ssize_t) length);
  archive_entry_free (entry);
  if (!ok)
    g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be written: %s"),
                 target, archive_error_string (archive));
  return ok;
}

gboolean
cw_package_write (CwCatalog               *catalog,
                  const CwPackageOptions  *options,
                  const char              *path,
                  GError                 **error)
{
  CwGame *game;
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) write_entry_free);
  g_autofree char *id = NULL;
  g_autofree char *manifest = NULL;
  g_autofree char *temp_path = NULL;
  const char *game_dir;
  GListModel *sets;
  const CwPrintDefaults *print;
  GPtrArray *types;
  struct archive *archive;
  guint n_sets = 0;
  int fd;

  g_return_val_if_fail (CW_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  game = cw_catalog_get_game (catalog);
  game_dir = cw_game_get_dir (game);
  if (options->name == NULL || (id = cw_package_id_from_name (options->name)) == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("A package needs a name with at least one letter or digit"));
      return FALSE;
    }
  if (!cw_package_release_is_valid (options->release))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("The release “%s” is not one Cardwright can compare: write 1 to 4 numbers separated by "
                     "dots, such as 1.0 or 2.1.3"), options->release ? options->release : "");
      return FALSE;
    }
  if (game_dir == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_NOT_FOUND,
                   _("The game “%s” has no folder to package"), cw_game_get_id (game));
      return FALSE;
    }

  add_write_entry (entries, "game/game.xml", game_dir, "game.xml", CW_FILE_MAX_GAME);
  print = cw_game_get_print_defaults (game);
  if (!add_picture (entries, "game", game_dir, print->back, cw_game_get_id (game), error))
    return FALSE;
  types = cw_game_get_card_types (game);
  for (guint i = 0; i < types->len; i++)
    if (!add_picture (entries, "game", game_dir, ((CwCardType *) g_ptr_array_index (types, i))->back,
                      cw_game_get_id (game), error))
      return FALSE;

  sets = cw_catalog_get_sets (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (sets); i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);
      g_autofree char *folder = NULL;
      g_autofree char *set_folder = NULL;
      g_autofree char *file = NULL;
      g_autofree char *entry_path = NULL;

      /* The shipped sets are on every player's computer already. */
      if (cw_card_set_is_read_only (set) || cw_card_set_get_path (set) == NULL)
        continue;
      folder = g_path_get_dirname (cw_card_set_get_path (set));
      file = g_path_get_basename (cw_card_set_get_path (set));
      entry_path = g_strdup_printf ("sets/%s.xml", cw_card_set_get_id (set));
      add_write_entry (entries, entry_path, folder, file, CW_FILE_MAX_CARD_SET);
      n_sets++;
      set_folder = cw_card_set_dup_folder (set);
      for (guint j = 0; j < cw_card_set_get_n_cards (set); j++)
        {
          CwCard *card = cw_card_set_get_card (set, j);
          g_autofree char *owner = g_strdup_printf ("%s: card “%s”", cw_card_set_get_path (set),
                                                    cw_card_get_id (card));

          if (!add_picture (entries, "sets", set_folder, cw_card_get_image (card), owner, error) ||
              !add_picture (entries, "sets", set_folder, cw_card_get_back (card), owner, error))
            return FALSE;
        }
    }

  if (options->with_libraries)
    {
      g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "cardwright", "libraries",
                                                  cw_game_get_id (game), NULL);
      g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        if (cw_file_is_safe_name (name) && (g_str_has_suffix (name, ".cwlibrary") || g_str_has_suffix (name, ".xml")))
          g_ptr_array_add (names, g_strdup (name));
      g_ptr_array_sort (names, cw_compare_strings);
      for (guint i = 0; i < names->len; i++)
        {
          g_autofree char *entry_path = g_strconcat ("libraries/", g_ptr_array_index (names, i), NULL);
          add_write_entry (entries, entry_path, folder, g_ptr_array_index (names, i), CW_FILE_MAX_LIBRARY);
        }
    }

  /* The manifest comes first and lists every entry's size and checksum, so each is read once
   * here to measure it and once more to write it: a set's pictures never all sit in memory. */
  for (guint i = 0; i < entries->len; i++)
    {
      WriteEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *contents = NULL;
      gsize length = 0;

      if (!read_write_entry (entry, &contents, &length, error))
        return FALSE;
      entry->size = length;
      entry->sha256 = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
    }
  manifest = build_manifest (options, id, cw_game_get_id (game), entries);

  if ((fd = cw_file_open_temporary (path, &temp_path, error)) < 0)
    return FALSE;
  archive = archive_write_new ();
  if (archive_write_set_format_zip (archive) != ARCHIVE_OK ||
      archive_write_open_fd (archive, fd) != ARCHIVE_OK)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be written: %s"),
                   path, archive_error_string (archive));
      archive_write_free (archive);
      cw_file_discard_temporary (fd, temp_path);
      return FALSE;
    }
  if (!archive_write_file (archive, "manifest.xml", manifest, strlen (manifest), path, error))
    goto failed;
  for (guint i = 0; i < entries->len; i++)
    {
      WriteEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *contents = NULL;
      gsize length = 0;

      if (!read_write_entry (entry, &contents, &length, error) ||
          !archive_write_file (archive, entry->path, contents, length, path, error))
        goto failed;
    }
  if (archive_write_close (archive) != ARCHIVE_OK)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be written: %s"),
                   path, archive_error_string (archive));
      goto failed;
    }
  archive_write_free (archive);
  return cw_file_commit_temporary (fd, temp_path, path, error);

failed:
  archive_write_free (archive);
  cw_file_discard_temporary (fd, temp_path);
  return FALSE;
}
