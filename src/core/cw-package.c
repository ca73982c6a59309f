/* cw-package.c: the .cwgame package: a ZIP (libarchive) holding a game, its player-made sets,
 * their pictures and Libraries, with a manifest; read as a file from a stranger. */
#include <errno.h>
#include <sys/stat.h>
#include <stdio.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <archive.h>
#include <archive_entry.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-image-header.h"
#include "cw-library.h"
#include "cw-text.h"
#include "cw-xml.h"
#include "cw-package.h"

/* The pictures a package may carry, by their header (cw-image-header.h): a card's picture can
 * be any file the renderer reads, but in a file from a stranger only formats whose size we can
 * read from the header before decoding are let in. */
#define PICTURE_HEADER_BYTES (256 * 1024)

#define RECORD_FOLDER "packages"

/* A byte count for a message: xgettext cannot see through G_GUINT64_FORMAT inside _(), so the
 * translated strings take the number as text. The buffer lives until the end of the statement's
 * enclosing block, long enough for g_set_error. */
#define NUMBER(n) (number_text ((guint64) (n), (char[24]) { 0 }))

static const char *
number_text (guint64  n,
             char    *buffer)
{
  g_snprintf (buffer, 24, "%" G_GUINT64_FORMAT, n);
  return buffer;
}

/* Freed on every return path of the manifest and record readers. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

typedef enum {
  ENTRY_MANIFEST,
  ENTRY_GAME,
  ENTRY_GAME_PICTURE,
  ENTRY_SET,
  ENTRY_SET_PICTURE,
  ENTRY_LIBRARY,
} EntryKind;

typedef struct {
  char    *path;
  guint64  size;
  char    *sha256;
  gboolean seen;
} ManifestEntry;

struct _CwPackage
{
  GObject            parent_instance;

  char              *path;
  char              *data_dir;       /* $XDG_DATA_HOME/cardwright */
  char              *staging;        /* the hidden folder the package was unpacked into */
  gboolean           created_data_dir;
  CwPackageInfo      info;
  char              *game_name;
  GPtrArray         *entries;        /* of ManifestEntry*, in manifest order */
  GHashTable        *by_path;        /* path → ManifestEntry*, borrowed */
  CwGame            *game;           /* the installed game, or the package's when not installed */
  gboolean           game_installed;
  CwCatalog         *catalog;        /* the installed sets of the game */
  GPtrArray         *items;          /* of CwPackageItem* */
  CwPackageStanding  standing;
  char              *installed_release;
  GHashTable        *record_sets;    /* package set id → installed set id, from the last install */
  GHashTable        *record_files;   /* files (relative to data_dir) the last install wrote */
  gboolean           installed;
};

G_DEFINE_FINAL_TYPE (CwPackage, cw_package, G_TYPE_OBJECT)

static void
manifest_entry_free (ManifestEntry *entry)
{
  g_free (entry->path);
  g_free (entry->sha256);
  g_free (entry);
}

static void
package_item_free (CwPackageItem *item)
{
  g_free (item->path);
  g_free (item->id);
  g_free (item->name);
  g_free (item->new_id);
  g_free (item->clashes_with);
  g_free (item);
}

static void
info_clear (CwPackageInfo *info)
{
  g_clear_pointer (&info->id, g_free);
  g_clear_pointer (&info->name, g_free);
  g_clear_pointer (&info->release, g_free);
  g_clear_pointer (&info->author, g_free);
  g_clear_pointer (&info->licence_texts, g_free);
  g_clear_pointer (&info->licence_pictures, g_free);
  g_clear_pointer (&info->game_id, g_free);
}

/* Removes a folder we made and everything in it, never following a link out of it. */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (g_file_test (path, G_FILE_TEST_IS_SYMLINK) || !g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_unlink (path);
      return;
    }
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      remove_tree (child);
    }
  g_rmdir (path);
}

static void
cw_package_finalize (GObject *object)
{
  CwPackage *self = CW_PACKAGE (object);

  if (self->staging != NULL)
    remove_tree (self->staging);
  /* A first package refused on a new profile leaves no empty data folder behind. */
  if (self->created_data_dir && self->data_dir != NULL)
    g_rmdir (self->data_dir);
  g_free (self->path);
  g_free (self->data_dir);
  g_free (self->staging);
  info_clear (&self->info);
  g_free (self->game_name);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->by_path, g_hash_table_unref);
  g_clear_object (&self->game);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_free (self->installed_release);
  g_clear_pointer (&self->record_sets, g_hash_table_unref);
  g_clear_pointer (&self->record_files, g_hash_table_unref);

  G_OBJECT_CLASS (cw_package_parent_class)->finalize (object);
}

static void
cw_package_class_init (CwPackageClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cw_package_finalize;
}

static void
cw_package_init (CwPackage *self)
{
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) manifest_entry_free);
  self->by_path = g_hash_table_new (g_str_hash, g_str_equal);
  self->items = g_ptr_array_new_with_free_func ((GDestroyNotify) package_item_free);
  self->record_sets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->record_files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* Names and releases */

char *
cw_package_id_from_name (const char *name)
{
  g_autofree char *plain = NULL;
  GString *id;
  gboolean dash = FALSE;

  g_return_val_if_fail (name != NULL, NULL);

  /* Accents go (“Épopée” → “epopee”) so the id stays a safe file name. */
  plain = g_str_to_ascii (name, "C");
  id = g_string_new (NULL);
  for (const char *p = plain; *p != '\0' && id->len < CW_FILE_SAFE_NAME_MAX; p++)
    {
      if (g_ascii_isalnum (*p))
        {
          if (dash && id->len > 0)
            g_string_append_c (id, '-');
          g_string_append_c (id, g_ascii_tolower (*p));
          dash = FALSE;
        }
      else
        dash = TRUE;
    }
  if (id->len == 0)
    {
      g_string_free (id, TRUE);
      return NULL;
    }
  return g_string_free (id, FALSE);
}

gboolean
cw_package_release_is_valid (const char *release)
{
  g_auto(GStrv) parts = NULL;
  guint n;

  if (release == NULL || *release == '\0' || strlen (release) > 32)
    return FALSE;
  parts = g_strsplit (release, ".", -1);
  n = g_strv_length (parts);
  if (n > 4)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (parts[i][0] == '\0' || strlen (parts[i]) > 6)
        return FALSE;
      for (const char *p = parts[i]; *p != '\0'; p++)
        if (!g_ascii_isdigit (*p))
          return FALSE;
    }
  return TRUE;
}

int
cw_package_compare_releases (const char *a,
                             const char *b)
{
  g_auto(GStrv) pa = g_strsplit (a, ".", -1);
  g_auto(GStrv) pb = g_strsplit (b, ".", -1);

  /* 1.2 and 1.2.0 are the same release: a missing number is 0. */
  for (guint i = 0; pa[i] != NULL || pb[i] != NULL; i++)
    {
      guint64 na = pa[i] != NULL ? g_ascii_strtoull (pa[i], NULL, 10) : 0;
      guint64 nb = pb[i] != NULL ? g_ascii_strtoull (pb[i], NULL, 10) : 0;

      if (na != nb)
        return na < nb ? -1 : 1;
      if (pa[i] == NULL || pb[i] == NULL)
        {
          /* Only the longer one goes on. */
          for (guint j = i + 1; (pa[i] != NULL && pa[j] != NULL) || (pb[i] != NULL && pb[j] != NULL); j++)
            {
              guint64 rest = g_ascii_strtoull (pa[i] != NULL ? pa[j] : pb[j], NULL, 10);
              if (rest != 0)
                return pa[i] != NULL ? 1 : -1;
            }
          return 0;
        }
    }
  return 0;
}

/* Paths inside a package */

static gboolean
has_picture_extension (const char *name)
{
  g_autofree char *lower = g_ascii_strdown (name, -1);

  return g_str_has_suffix (lower, ".png") || g_str_has_suffix (lower, ".jpg") ||
         g_str_has_suffix (lower, ".jpeg");
}

static guint64
limit_of (EntryKind kind)
{
  switch (kind)
    {
    case ENTRY_MANIFEST:
      return CW_PACKAGE_MAX_MANIFEST;
    case ENTRY_GAME:
      return CW_FILE_MAX_GAME;
    case ENTRY_SET:
      return CW_FILE_MAX_CARD_SET;
    case ENTRY_LIBRARY:
      return CW_FILE_MAX_LIBRARY;
    case ENTRY_GAME_PICTURE:
    case ENTRY_SET_PICTURE:
    default:
      return CW_PICTURE_MAX_BYTES;
    }
}

/* Where an entry may be, and what it then is: manifest.xml; game/game.xml and pictures under
 * game/; sets/SET.xml and pictures under sets/; libraries/NAME.cwlibrary. Every step of the
 * path is a safe name (letters, digits, - _ ., not starting with a dot), so no "..", no
 * absolute path, no hidden file, nothing a file system reads specially. */
static gboolean
classify_path (const char  *package,
               const char  *path,
               gboolean     directory,
               EntryKind   *kind,
               GError     **error)
{
  g_auto(GStrv) steps = NULL;
  guint n;

  if (*path == '\0')
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: an entry has no name; nothing was installed"), package);
      return FALSE;
    }
  if (!g_utf8_validate (path, -1, NULL))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: an entry's name is not valid UTF-8; nothing was installed"), package);
      return FALSE;
    }
  if (path[0] == '/' || path[0] == '\\' || (g_ascii_isalpha (path[0]) && path[1] == ':'))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: the entry “%s” is an absolute path; a package may only hold files inside its own folders, "
                     "nothing was installed"), package, path);
      return FALSE;
    }
  if (strlen (path) > CW_PACKAGE_MAX_PATH)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: the entry name “%.40s…” is longer than %d characters; nothing was installed"),
                   package, path, CW_PACKAGE_MAX_PATH);
      return FALSE;
    }
  steps = g_strsplit (path, "/", -1);
  n = g_strv_length (steps);
  for (guint i = 0; i < n; i++)
    {
      if (strcmp (steps[i], "..") == 0)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: the entry “%s” goes up out of its folder (“..”); nothing was installed"),
                       package, path);
          return FALSE;
        }
      if (!cw_file_is_safe_name (steps[i]))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: the entry “%s” has a name Cardwright does not unpack: each part must be 1 to 64 "
                         "letters, digits, “-”, “_” or “.”, not starting with a dot; nothing was installed"),
                       package, path);
          return FALSE;
        }
    }
  if (n - 1 > CW_PACKAGE_MAX_DEPTH)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: the entry “%s” is more than %d folders deep; nothing was installed"),
                   package, path, CW_PACKAGE_MAX_DEPTH);
      return FALSE;
    }

  if (directory)
    {
      if (strcmp (steps[0], "game") == 0 || strcmp (steps[0], "sets") == 0 ||
          (strcmp (steps[0], "libraries") == 0 && n == 1))
        return TRUE;
    }
  else if (n == 1 && strcmp (steps[0], "manifest.xml") == 0)
    {
      *kind = ENTRY_MANIFEST;
      return TRUE;
    }
  else if (strcmp (steps[0], "game") == 0 && n == 2 && strcmp (steps[1], "game.xml") == 0)
    {
      *kind = ENTRY_GAME;
      return TRUE;
    }
  else if (strcmp (steps[0], "game") == 0 && n >= 2 && has_picture_extension (steps[n - 1]))
    {
      *kind = ENTRY_GAME_PICTURE;
      return TRUE;
    }
  else if (strcmp (steps[0], "sets") == 0 && n == 2 && g_str_has_suffix (steps[1], ".xml"))
    {
      *kind = ENTRY_SET;
      return TRUE;
    }
  else if (strcmp (steps[0], "sets") == 0 && n >= 2 && has_picture_extension (steps[n - 1]))
    {
      *kind = ENTRY_SET_PICTURE;
      return TRUE;
    }
  else if (strcmp (steps[0], "libraries") == 0 && n == 2 &&
           (g_str_has_suffix (steps[1], ".cwlibrary") || g_str_has_suffix (steps[1], ".xml")))
    {
      *kind = ENTRY_LIBRARY;
      return TRUE;
    }

  g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
               _("%s: the entry “%s” is not one a game package holds (manifest.xml, game/game.xml, "
                 "sets/SET.xml, PNG or JPEG pictures under game/ or sets/, libraries/NAME.cwlibrary); "
                 "nothing was installed"), package, path);
  return FALSE;
}

/* Writing */

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
  if (!classify_path ("", path, FALSE, &kind, &local_error) ||
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

/* Reading the manifest */

static char *
child_text (xmlNode    *root,
            const char *name,
            const char *of)
{
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      g_autofree char *which = NULL;

      if (node->type != XML_ELEMENT_NODE || !cw_xml_is (node, name))
        continue;
      which = cw_xml_get_prop (node, "of");
      if (of == NULL || g_strcmp0 (which, of) == 0)
        return cw_xml_get_text (node);
    }
  return NULL;
}

static gboolean
parse_manifest (CwPackage   *self,
                const char  *contents,
                gsize        length,
                GError     **error)
{
  g_autofree char *source = g_strconcat (self->path, "/manifest.xml", NULL);
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *version = NULL;
  xmlNode *root;
  guint64 total = 0;

  doc = cw_xml_read_memory (contents, length, source, "manifest.xml", error);
  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  if (root == NULL || !cw_xml_is (root, "package"))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: manifest.xml is not a package manifest (its root element is not <package>); "
                     "nothing was installed"), self->path);
      return FALSE;
    }
  version = cw_xml_get_prop (root, "version");
  if (g_strcmp0 (version, "1") != 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_VERSION,
                   _("%s: the package is format version %s; this Cardwright reads version %d. "
                     "A newer Cardwright can install it; nothing was installed"),
                   self->path, version ? version : "?", CW_PACKAGE_FORMAT_VERSION);
      return FALSE;
    }
  if (!(self->info.id = cw_xml_require_prop (root, "id", source, error)) ||
      !(self->info.game_id = cw_xml_require_prop (root, "game", source, error)))
    return FALSE;
  if (!cw_file_is_safe_name (self->info.id) || !cw_file_is_safe_name (self->info.game_id))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: manifest.xml: the package id “%s” or game id “%s” is not a safe name; "
                     "nothing was installed"), self->path, self->info.id, self->info.game_id);
      return FALSE;
    }
  self->info.name = child_text (root, "name", NULL);
  self->info.release = child_text (root, "release", NULL);
  self->info.author = child_text (root, "author", NULL);
  self->info.licence_texts = child_text (root, "licence", "texts");
  self->info.licence_pictures = child_text (root, "licence", "pictures");
  if (self->info.name == NULL || *self->info.name == '\0')
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: manifest.xml has no <name>; nothing was installed"), self->path);
      return FALSE;
    }
  if (!cw_package_release_is_valid (self->info.release))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: manifest.xml: the release “%s” is not 1 to 4 numbers separated by dots; "
                     "nothing was installed"), self->path, self->info.release ? self->info.release : "");
      return FALSE;
    }

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      ManifestEntry *entry;
      g_autofree char *entry_path = NULL;
      g_autofree char *size = NULL;
      g_autofree char *sha = NULL;
      EntryKind kind;
      guint64 bytes;
      char *end = NULL;

      if (node->type != XML_ELEMENT_NODE || !cw_xml_is (node, "entry"))
        continue;
      if (!(entry_path = cw_xml_require_prop (node, "path", source, error)) ||
          !(size = cw_xml_require_prop (node, "size", source, error)) ||
          !(sha = cw_xml_require_prop (node, "sha256", source, error)))
        return FALSE;
      if (!classify_path (self->path, entry_path, FALSE, &kind, error))
        return FALSE;
      if (kind == ENTRY_MANIFEST || g_hash_table_contains (self->by_path, entry_path))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: manifest.xml lists “%s” twice or lists itself; nothing was installed"),
                       self->path, entry_path);
          return FALSE;
        }
      bytes = g_ascii_strtoull (size, &end, 10);
      if (*size == '\0' || *end != '\0' || !g_ascii_isdigit (*size))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: manifest.xml gives “%s” the size “%s”, which is not a number; nothing was installed"),
                       self->path, entry_path, size);
          return FALSE;
        }
      if (bytes > limit_of (kind))
        {
          g_autofree char *limit = g_format_size_full (limit_of (kind), G_FORMAT_SIZE_IEC_UNITS);
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: manifest.xml gives “%s” %s bytes, over the %s such a file may have; nothing was installed"),
                       self->path, entry_path, NUMBER (bytes), limit);
          return FALSE;
        }
      if (strlen (sha) != 64 || strspn (sha, "0123456789abcdef") != 64)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: manifest.xml gives “%s” a SHA-256 that is not 64 lower-case hexadecimal digits; "
                         "nothing was installed"), self->path, entry_path);
          return FALSE;
        }
      total += bytes;
      if (self->entries->len >= CW_PACKAGE_MAX_ENTRIES || total > CW_PACKAGE_MAX_TOTAL)
        {
          g_autofree char *limit = g_format_size_full (CW_PACKAGE_MAX_TOTAL, G_FORMAT_SIZE_IEC_UNITS);
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: the package holds more than %d files or %s once unpacked; nothing was installed"),
                       self->path, CW_PACKAGE_MAX_ENTRIES, limit);
          return FALSE;
        }
      entry = g_new0 (ManifestEntry, 1);
      entry->path = g_steal_pointer (&entry_path);
      entry->size = bytes;
      entry->sha256 = g_steal_pointer (&sha);
      g_ptr_array_add (self->entries, entry);
      g_hash_table_insert (self->by_path, entry->path, entry);
    }
  if (!g_hash_table_contains (self->by_path, "game/game.xml"))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: the package holds no game definition (game/game.xml); nothing was installed"),
                   self->path);
      return FALSE;
    }
  return TRUE;
}

/* Unpacking */

static gboolean
damaged (CwPackage       *self,
         struct archive  *archive,
         GError         **error)
{
  g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
               _("%s: the package is damaged or cut short (%s); nothing was installed"),
               self->path, archive_error_string (archive) ? archive_error_string (archive) : "?");
  return FALSE;
}

/* A ZIP's table of contents is at its end: a file that begins as a ZIP but is not read as one
 * was cut short (a download that stopped), which the player should be told as such. */
static void
not_a_zip (CwPackage       *self,
           struct archive  *archive,
           GError         **error)
{
  char start[4] = { 0 };
  FILE *file = fopen (self->path, "rb");
  gboolean zip_start = file != NULL && fread (start, 1, 4, file) == 4 && memcmp (start, "PK\x03\x04", 4) == 0;

  if (file != NULL)
    fclose (file);
  if (zip_start)
    g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                 _("%s: the package is damaged or cut short (the list of its entries at the end of the file is "
                   "missing); nothing was installed"), self->path);
  else
    g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                 _("%s: not a game package (a ZIP file): %s"), self->path, archive_error_string (archive));
}

static gboolean
make_parents (const char  *staging,
              const char  *path,
              GError     **error)
{
  g_autofree char *file = g_build_filename (staging, path, NULL);
  g_autofree char *folder = g_path_get_dirname (file);

  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("Could not create the folder “%s”: %s"),
                   folder, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/* Reads the current entry's data into staging/path, never more than the manifest's size for it
 * (nor its kind's limit), checking the SHA-256 and, for a picture, its size in pixels. */
static gboolean
unpack_entry (CwPackage       *self,
              struct archive  *archive,
              ManifestEntry   *entry,
              EntryKind        kind,
              GError         **error)
{
  g_autofree char *target = g_build_filename (self->staging, entry->path, NULL);
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autoptr(GByteArray) header = g_byte_array_new ();
  gboolean picture = kind == ENTRY_GAME_PICTURE || kind == ENTRY_SET_PICTURE;
  guint64 bound = MIN (entry->size, limit_of (kind));
  guint64 total = 0;
  char buffer[64 * 1024];
  la_ssize_t n;
  int fd;

  if (!make_parents (self->staging, entry->path, error))
    return FALSE;
  fd = g_open (target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be written: %s"),
                   target, g_strerror (saved_errno));
      return FALSE;
    }
  while ((n = archive_read_data (archive, buffer, sizeof buffer)) > 0)
    {
      total += (guint64) n;
      if (total > bound)
        {
          close (fd);
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: “%s” holds more than the %s bytes manifest.xml gives it; nothing was installed"),
                       self->path, entry->path, NUMBER (bound));
          return FALSE;
        }
      g_checksum_update (checksum, (const guchar *) buffer, n);
      if (picture && header->len < PICTURE_HEADER_BYTES)
        g_byte_array_append (header, (const guint8 *) buffer, MIN ((guint) n, PICTURE_HEADER_BYTES - header->len));
      if (write (fd, buffer, n) != n)
        {
          int saved_errno = errno;
          close (fd);
          g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be written: %s"),
                       target, g_strerror (saved_errno));
          return FALSE;
        }
    }
  close (fd);
  if (n < 0)
    return damaged (self, archive, error);
  if (total != entry->size)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: “%s” holds %s bytes, not the %s manifest.xml gives it; nothing was installed"),
                   self->path, entry->path, NUMBER (total), NUMBER (entry->size));
      return FALSE;
    }
  if (strcmp (g_checksum_get_string (checksum), entry->sha256) != 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: the SHA-256 of “%s” is not the one manifest.xml gives; the package was changed or "
                     "damaged, nothing was installed"), self->path, entry->path);
      return FALSE;
    }
  if (picture)
    {
      int width = 0, height = 0;

      if (!cw_image_header_png_size (header->data, header->len, &width, &height) &&
          !cw_image_header_jpeg_size (header->data, header->len, &width, &height))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: “%s” is not a PNG or JPEG picture; nothing was installed"),
                       self->path, entry->path);
          return FALSE;
        }
      if ((guint64) width * (guint64) height > CW_PICTURE_MAX_PIXELS)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: the picture “%s” is %s × %s pixels; a picture may have at most 64 million; "
                         "nothing was installed"), self->path, entry->path, NUMBER (width), NUMBER (height));
          return FALSE;
        }
    }
  entry->seen = TRUE;
  return TRUE;
}

static gboolean
unpack (CwPackage  *self,
        GError    **error)
{
  struct archive *archive = archive_read_new ();
  struct archive_entry *header;
  gboolean ok = FALSE;
  guint index = 0;
  int r;

  /* The seekable reader goes by the central directory, the only place a ZIP says an entry is a
   * link or a device; its sizes are checked, then every byte read is counted all the same. */
  archive_read_support_format_zip_seekable (archive);
  if (archive_read_open_filename (archive, self->path, 64 * 1024) != ARCHIVE_OK)
    {
      not_a_zip (self, archive, error);
      goto out;
    }

  while ((r = archive_read_next_header (archive, &header)) != ARCHIVE_EOF)
    {
      const char *name;
      g_autofree char *path = NULL;
      mode_t type;
      EntryKind kind;
      ManifestEntry *entry;

      if (r < ARCHIVE_WARN)
        {
          if (index == 0)
            not_a_zip (self, archive, error);
          else
            damaged (self, archive, error);
          goto out;
        }
      /* The name as UTF-8 whatever the locale; the raw one when the archive gives no UTF-8. */
      name = archive_entry_pathname_utf8 (header);
      if (name == NULL)
        name = archive_entry_pathname (header);
      path = g_strdup (name ? name : "");
      type = archive_entry_filetype (header);
      if (type == AE_IFDIR && g_str_has_suffix (path, "/"))
        path[strlen (path) - 1] = '\0';

      if (index++ == 0)
        {
          g_autoptr(GByteArray) manifest = g_byte_array_new ();
          char buffer[16 * 1024];
          la_ssize_t n;

          if (strcmp (path, "manifest.xml") != 0 || type != AE_IFREG || archive_entry_hardlink (header) != NULL)
            {
              g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                           _("%s: the package does not begin with manifest.xml, so it is not a Cardwright game "
                             "package; nothing was installed"), self->path);
              goto out;
            }
          while ((n = archive_read_data (archive, buffer, sizeof buffer)) > 0)
            {
              if (manifest->len + (guint64) n > CW_PACKAGE_MAX_MANIFEST)
                {
                  g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                               _("%s: manifest.xml is larger than %d MiB; nothing was installed"),
                               self->path, CW_PACKAGE_MAX_MANIFEST / (1024 * 1024));
                  goto out;
                }
              g_byte_array_append (manifest, (const guint8 *) buffer, n);
            }
          if (n < 0)
            {
              damaged (self, archive, error);
              goto out;
            }
          if (!parse_manifest (self, (const char *) manifest->data, manifest->len, error))
            goto out;
          continue;
        }

      /* Links and special files first: their names do not matter, they are never unpacked. */
      if (type == AE_IFLNK || archive_entry_hardlink (header) != NULL)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: the entry “%s” is a link; a package may only hold plain files, "
                         "nothing was installed"), self->path, path);
          goto out;
        }
      if (type != AE_IFREG && type != AE_IFDIR)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: the entry “%s” is a device, a FIFO or a socket; a package may only hold plain files, "
                         "nothing was installed"), self->path, path);
          goto out;
        }
      if (!classify_path (self->path, path, type == AE_IFDIR, &kind, error))
        goto out;
      if (type == AE_IFDIR)
        continue;
      if (kind == ENTRY_MANIFEST)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: manifest.xml is in the package twice; nothing was installed"), self->path);
          goto out;
        }
      if (archive_entry_size_is_set (header) && (guint64) archive_entry_size (header) > limit_of (kind))
        {
          g_autofree char *limit = g_format_size_full (limit_of (kind), G_FORMAT_SIZE_IEC_UNITS);
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: “%s” is %s bytes, over the %s such a file may have; nothing was installed"),
                       self->path, path, NUMBER ((guint64) archive_entry_size (header)), limit);
          goto out;
        }
      entry = g_hash_table_lookup (self->by_path, path);
      if (entry == NULL)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: “%s” is not listed in manifest.xml; the manifest does not match the package, "
                         "nothing was installed"), self->path, path);
          goto out;
        }
      if (entry->seen)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: “%s” is in the package twice; nothing was installed"), self->path, path);
          goto out;
        }
      if (archive_entry_size_is_set (header) && (guint64) archive_entry_size (header) != entry->size)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: “%s” is %s bytes, not the %s manifest.xml gives it; nothing was installed"),
                       self->path, path, NUMBER ((guint64) archive_entry_size (header)), NUMBER (entry->size));
          goto out;
        }
      if (!unpack_entry (self, archive, entry, kind, error))
        goto out;
    }

  if (index == 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: the package does not begin with manifest.xml, so it is not a Cardwright game "
                     "package; nothing was installed"), self->path);
      goto out;
    }
  for (guint i = 0; i < self->entries->len; i++)
    {
      ManifestEntry *entry = g_ptr_array_index (self->entries, i);

      if (!entry->seen)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: manifest.xml lists “%s”, which is not in the package; nothing was installed"),
                       self->path, entry->path);
          goto out;
        }
    }
  ok = TRUE;

out:
  archive_read_free (archive);
  return ok;
}

/* What is installed, and what installing would change */

static gboolean
same_bytes (const char *a,
            const char *b)
{
  g_autofree char *ca = NULL;
  g_autofree char *cb = NULL;
  gsize la = 0, lb = 0;

  if (!g_file_test (a, G_FILE_TEST_IS_REGULAR) || g_file_test (a, G_FILE_TEST_IS_SYMLINK) ||
      !g_file_get_contents (a, &ca, &la, NULL) || !g_file_get_contents (b, &cb, &lb, NULL))
    return FALSE;
  return la == lb && memcmp (ca, cb, la) == 0;
}

static char *
record_path (CwPackage *self)
{
  g_autofree char *file = g_strconcat (self->info.id, ".xml", NULL);

  return g_build_filename (self->data_dir, "games", self->info.game_id, RECORD_FOLDER, file, NULL);
}

/* The record the last install of this package left: its release, its sets' installed ids and
 * the files it wrote. A missing record means never installed. */
static gboolean
read_record (CwPackage  *self,
             GError    **error)
{
  g_autofree char *path = record_path (self);
  g_autoptr(xmlDoc) doc = NULL;
  xmlNode *root;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return TRUE;
  if (!(doc = cw_xml_read_file_limited (path, CW_FILE_MAX_OTHER, error)) ||
      !(root = cw_xml_get_root (doc, path, "installed-package", error)))
    return FALSE;
  self->installed_release = cw_xml_require_prop (root, "release", path, error);
  if (self->installed_release == NULL)
    return FALSE;
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (cw_xml_is (node, "set"))
        {
          g_autofree char *id = cw_xml_get_prop (node, "id");
          g_autofree char *as = cw_xml_get_prop (node, "installed-as");

          if (id != NULL && as != NULL && cw_file_is_safe_name (as))
            g_hash_table_insert (self->record_sets, g_steal_pointer (&id), g_steal_pointer (&as));
        }
      else if (cw_xml_is (node, "file"))
        {
          char *file = cw_xml_get_prop (node, "path");
          if (file != NULL)
            g_hash_table_add (self->record_files, file);
        }
    }
  return TRUE;
}

static CwGame *
find_installed_game (const char *game_id)
{
  g_autoptr(GPtrArray) games = cw_game_load_all (NULL);

  for (guint i = 0; i < games->len; i++)
    if (strcmp (cw_game_get_id (g_ptr_array_index (games, i)), game_id) == 0)
      return g_object_ref (g_ptr_array_index (games, i));
  return NULL;
}

static char *
free_set_id (CwPackage  *self,
             const char *id)
{
  for (guint n = 2; ; n++)
    {
      g_autofree char *candidate = g_strdup_printf ("%s-%u", id, n);
      g_autofree char *entry = g_strdup_printf ("sets/%s.xml", candidate);

      if (strlen (candidate) <= CW_FILE_SAFE_NAME_MAX &&
          cw_catalog_find_set (self->catalog, candidate) == NULL &&
          !g_hash_table_contains (self->by_path, entry))
        return g_steal_pointer (&candidate);
    }
}

/* The file an entry becomes, relative to the data folder. */
static char *
target_of (CwPackage  *self,
           const char *entry_path,
           const char *set_id)
{
  const char *game_id = self->info.game_id;

  if (g_str_has_prefix (entry_path, "game/"))
    return g_build_filename ("games", game_id, entry_path + strlen ("game/"), NULL);
  if (g_str_has_prefix (entry_path, "libraries/"))
    return g_build_filename ("libraries", game_id, entry_path + strlen ("libraries/"), NULL);
  if (set_id != NULL)
    {
      g_autofree char *file = g_strconcat (set_id, ".xml", NULL);
      return g_build_filename ("games", game_id, "sets", file, NULL);
    }
  return g_build_filename ("games", game_id, entry_path, NULL);
}

static CwPackageItem *
add_item (CwPackage          *self,
          CwPackageItemKind   kind,
          const char         *path)
{
  CwPackageItem *item = g_new0 (CwPackageItem, 1);

  item->item = kind;
  item->path = g_strdup (path);
  g_ptr_array_add (self->items, item);
  return item;
}

static guint
count_pictures_of (CwCardSet *set,
                   GHashTable *by_path)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
    {
      CwCard *card = cw_card_set_get_card (set, i);
      const char *pictures[] = { cw_card_get_image (card), cw_card_get_back (card) };

      for (guint j = 0; j < G_N_ELEMENTS (pictures); j++)
        if (pictures[j] != NULL)
          {
            g_autofree char *path = g_strconcat ("sets/", pictures[j], NULL);
            if (g_hash_table_contains (by_path, path))
              g_hash_table_add (seen, g_steal_pointer (&path));
          }
    }
  return g_hash_table_size (seen);
}

/* Loads every unpacked file as Cardwright will load it once installed, and works out what
 * installing changes. */
static gboolean
check_and_plan (CwPackage  *self,
                GError    **error)
{
  g_autofree char *game_file = g_build_filename (self->staging, "game", "game.xml", NULL);
  g_autoptr(CwGame) packaged = NULL;
  g_autoptr(GError) local_error = NULL;
  CwPackageChangeKind game_change;
  CwPackageItem *item;

  packaged = cw_game_new_from_file (game_file, &local_error);
  if (packaged == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s: game/game.xml does not load: %s"),
                   self->path, local_error->message);
      return FALSE;
    }
  if (strcmp (cw_game_get_id (packaged), self->info.game_id) != 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: game/game.xml is the game “%s”, but manifest.xml says “%s”; nothing was installed"),
                   self->path, cw_game_get_id (packaged), self->info.game_id);
      return FALSE;
    }
  self->game_name = g_strdup (cw_game_get_name (packaged));
  if (!read_record (self, error))
    return FALSE;
  if (self->installed_release == NULL)
    self->standing = CW_PACKAGE_NEW;
  else
    {
      int order = cw_package_compare_releases (self->info.release, self->installed_release);
      self->standing = order > 0 ? CW_PACKAGE_NEWER : order == 0 ? CW_PACKAGE_SAME : CW_PACKAGE_OLDER;
    }

  self->game = find_installed_game (self->info.game_id);
  self->game_installed = self->game != NULL;
  if (self->game == NULL)
    self->game = g_object_ref (packaged);
  self->catalog = cw_catalog_new_for_game (self->game, NULL);

  /* The game definition */
  item = add_item (self, CW_PACKAGE_ITEM_GAME, "game/game.xml");
  item->id = g_strdup (self->info.game_id);
  item->name = g_strdup (self->game_name);
  if (!self->game_installed)
    item->change = CW_PACKAGE_CHANGE_ADD;
  else
    {
      g_autofree char *ours = g_build_filename (cw_game_get_dir (self->game), "game.xml", NULL);
      g_autofree char *target = target_of (self, "game/game.xml", NULL);

      if (same_bytes (ours, game_file))
        item->change = CW_PACKAGE_CHANGE_UNCHANGED;
      else if (!cw_game_is_shipped (self->game) && g_hash_table_contains (self->record_files, target))
        item->change = CW_PACKAGE_CHANGE_UPDATE;
      else
        item->change = CW_PACKAGE_CHANGE_KEEP;   /* the shipped or the player's own definition */
    }

  game_change = item->change;

  /* Sets, then the pictures and Libraries */
  for (guint i = 0; i < self->entries->len; i++)
    {
      ManifestEntry *entry = g_ptr_array_index (self->entries, i);
      g_autofree char *file = g_build_filename (self->staging, entry->path, NULL);
      g_autoptr(CwCardSet) set = NULL;
      g_autofree char *expected = NULL;
      g_autofree char *target = NULL;
      g_autofree char *target_file = NULL;
      const char *installed_as;
      CwCardSet *existing;

      if (!g_str_has_prefix (entry->path, "sets/") || !g_str_has_suffix (entry->path, ".xml"))
        continue;
      set = cw_card_set_new_from_file (self->game, file, &local_error);
      if (set == NULL)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s: %s does not load: %s"),
                       self->path, entry->path, local_error->message);
          return FALSE;
        }
      expected = g_strdup_printf ("sets/%s.xml", cw_card_set_get_id (set));
      if (strcmp (expected, entry->path) != 0)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: %s holds the set “%s”; a set's file is named after its id; nothing was installed"),
                       self->path, entry->path, cw_card_set_get_id (set));
          return FALSE;
        }
      item = add_item (self, CW_PACKAGE_ITEM_SET, entry->path);
      item->id = g_strdup (cw_card_set_get_id (set));
      item->name = g_strdup (cw_card_set_get_name (set));
      item->n_cards = cw_card_set_get_n_cards (set);
      item->n_pictures = count_pictures_of (set, self->by_path);

      installed_as = g_hash_table_lookup (self->record_sets, item->id);
      if (installed_as != NULL && strcmp (installed_as, item->id) != 0)
        item->new_id = g_strdup (installed_as);   /* renamed by an earlier install: stays so */
      target = target_of (self, entry->path, installed_as ? installed_as : item->id);
      target_file = g_build_filename (self->data_dir, target, NULL);
      existing = cw_catalog_find_set (self->catalog, installed_as ? installed_as : item->id);
      if (existing == NULL)
        item->change = CW_PACKAGE_CHANGE_ADD;
      else if (installed_as == NULL && same_bytes (target_file, file))
        item->change = CW_PACKAGE_CHANGE_UNCHANGED;
      else if (installed_as != NULL && g_strcmp0 (cw_card_set_get_path (existing), target_file) == 0)
        item->change = item->new_id == NULL && same_bytes (target_file, file)
                       ? CW_PACKAGE_CHANGE_UNCHANGED : CW_PACKAGE_CHANGE_UPDATE;
      else
        {
          item->change = CW_PACKAGE_CHANGE_CLASH;
          g_free (item->new_id);
          item->new_id = free_set_id (self, item->id);
          item->clashes_with = g_strdup (cw_card_set_get_name (existing));
        }
    }
  for (guint i = 0; i < self->entries->len; i++)
    {
      ManifestEntry *entry = g_ptr_array_index (self->entries, i);
      g_autofree char *file = g_build_filename (self->staging, entry->path, NULL);
      g_autofree char *target = NULL;
      g_autofree char *target_file = NULL;
      gboolean library = g_str_has_prefix (entry->path, "libraries/");

      if (strcmp (entry->path, "game/game.xml") == 0 ||
          (g_str_has_prefix (entry->path, "sets/") && g_str_has_suffix (entry->path, ".xml")))
        continue;
      item = add_item (self, library ? CW_PACKAGE_ITEM_LIBRARY : CW_PACKAGE_ITEM_PICTURE, entry->path);
      item->name = g_path_get_basename (entry->path);
      target = target_of (self, entry->path, NULL);
      target_file = g_build_filename (self->data_dir, target, NULL);
      if (library)
        {
          g_autoptr(CwLibrary) loaded = cw_library_new_from_file (file, self->catalog, &local_error);

          if (loaded == NULL)
            {
              g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s: %s does not load: %s"),
                           self->path, entry->path, local_error->message);
              return FALSE;
            }
          g_free (item->name);
          item->name = g_strdup (cw_library_get_name (loaded));
        }
      /* The game's own pictures go with its definition: where that is kept, so are they. */
      if (g_str_has_prefix (entry->path, "game/") &&
          (game_change == CW_PACKAGE_CHANGE_KEEP || game_change == CW_PACKAGE_CHANGE_UNCHANGED))
        item->change = CW_PACKAGE_CHANGE_KEEP;
      else if (!g_file_test (target_file, G_FILE_TEST_EXISTS) && !g_file_test (target_file, G_FILE_TEST_IS_SYMLINK))
        item->change = CW_PACKAGE_CHANGE_ADD;
      else if (same_bytes (target_file, file))
        item->change = CW_PACKAGE_CHANGE_UNCHANGED;
      else if (library)
        item->change = CW_PACKAGE_CHANGE_KEEP;   /* the player's Library is theirs */
      else if (g_hash_table_contains (self->record_files, target) && !g_file_test (target_file, G_FILE_TEST_IS_SYMLINK))
        item->change = CW_PACKAGE_CHANGE_UPDATE;
      else
        item->change = CW_PACKAGE_CHANGE_CLASH;  /* another set's picture of the same name */
    }
  return TRUE;
}

/* A package left open by a Cardwright that was killed leaves its unpacked copy behind: removed
 * by the next package opened, once it is as old as any other stale temporary. */
static void
remove_stale_staging (const char *data_dir)
{
  g_autoptr(GDir) dir = g_dir_open (data_dir, 0, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (!g_str_has_prefix (name, CW_FILE_TEMP_PREFIX "package-"))
        continue;
      path = g_build_filename (data_dir, name, NULL);
      if (g_lstat (path, &info) == 0 && S_ISDIR (info.st_mode) &&
          now - (gint64) info.st_mtime > CW_FILE_TEMP_STALE_SECONDS)
        remove_tree (path);
    }
}

CwPackage *
cw_package_open (const char  *path,
                 GError     **error)
{
  g_autoptr(CwPackage) self = NULL;
  g_autofree char *template = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (CW_TYPE_PACKAGE, NULL);
  self->path = g_strdup (path);
  self->data_dir = g_build_filename (g_get_user_data_dir (), "cardwright", NULL);

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_NOT_FOUND, _("%s: no such file"), path);
      return NULL;
    }
  if (!cw_file_check_size (path, CW_PACKAGE_MAX_TOTAL, error))
    return NULL;

  /* Unpacked beside the folders it installs into (the same file system), so installing is a
   * rename of each checked file; until then nothing outside this folder is touched. */
  if (!g_file_test (self->data_dir, G_FILE_TEST_IS_DIR))
    {
      if (g_mkdir_with_parents (self->data_dir, 0755) != 0)
        {
          int saved_errno = errno;
          g_set_error (error, CW_ERROR, CW_ERROR_IO, _("Could not create the folder “%s”: %s"),
                       self->data_dir, g_strerror (saved_errno));
          return NULL;
        }
      self->created_data_dir = TRUE;
    }
  remove_stale_staging (self->data_dir);
  template = g_build_filename (self->data_dir, CW_FILE_TEMP_PREFIX "package-XXXXXX", NULL);
  if (g_mkdtemp (template) == NULL)
    {
      int saved_errno = errno;
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("Could not create the folder “%s”: %s"),
                   template, g_strerror (saved_errno));
      return NULL;
    }
  self->staging = g_steal_pointer (&template);

  if (!unpack (self, error) || !check_and_plan (self, error))
    return NULL;
  /* Succeeded: the data folder is ours to keep now. */
  self->created_data_dir = FALSE;
  return g_steal_pointer (&self);
}

const char *
cw_package_get_path (CwPackage *self)
{
  g_return_val_if_fail (CW_IS_PACKAGE (self), NULL);
  return self->path;
}

const CwPackageInfo *
cw_package_get_info (CwPackage *self)
{
  g_return_val_if_fail (CW_IS_PACKAGE (self), NULL);
  return &self->info;
}

const char *
cw_package_get_game_name (CwPackage *self)
{
  g_return_val_if_fail (CW_IS_PACKAGE (self), NULL);
  return self->game_name;
}

CwPackageStanding
cw_package_get_standing (CwPackage *self)
{
  g_return_val_if_fail (CW_IS_PACKAGE (self), CW_PACKAGE_NEW);
  return self->standing;
}

const char *
cw_package_get_installed_release (CwPackage *self)
{
  g_return_val_if_fail (CW_IS_PACKAGE (self), NULL);
  return self->installed_release;
}

GPtrArray *
cw_package_get_items (CwPackage *self)
{
  g_return_val_if_fail (CW_IS_PACKAGE (self), NULL);
  return self->items;
}

guint
cw_package_count_items (CwPackage         *self,
                        CwPackageItemKind  kind,
                        int                change)
{
  guint n = 0;

  g_return_val_if_fail (CW_IS_PACKAGE (self), 0);
  for (guint i = 0; i < self->items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (self->items, i);
      if (item->item == kind && (change < 0 || (int) item->change == change))
        n++;
    }
  return n;
}

guint
cw_package_get_n_clashes (CwPackage *self)
{
  return cw_package_count_items (self, CW_PACKAGE_ITEM_SET, CW_PACKAGE_CHANGE_CLASH);
}

/* Installing */

/* Writes the set again under its new id into the staging folder (the cards' set id follows). */
static gboolean
rename_staged_set (CwPackage      *self,
                   CwPackageItem  *item,
                   char          **staged,
                   GError        **error)
{
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (self->game, *staged, error);
  g_autoptr(CwCardSet) renamed = NULL;
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;

  if (set == NULL)
    return FALSE;
  renamed = cw_card_set_new (self->game, item->new_id, cw_card_set_get_name (set));
  for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
    g_ptr_array_add (cards, g_object_ref (cw_card_set_get_card (set, i)));
  for (guint i = 0; i < cards->len; i++)
    cw_card_set_add (renamed, g_ptr_array_index (cards, i));
  file = g_strconcat (item->new_id, ".renamed.xml", NULL);
  path = g_build_filename (self->staging, "sets", file, NULL);
  if (!cw_card_set_save_to_file (renamed, path, error))
    return FALSE;
  g_free (*staged);
  *staged = g_steal_pointer (&path);
  return TRUE;
}

/* An install is all or nothing: each step it has taken is kept, so that a later step that fails
 * (a full disk, a folder where a file must go) can be undone and leave the player's data folder
 * byte for byte as it was. */
typedef struct {
  GPtrArray *moved;      /* of InstallMove*, in the order done */
  GPtrArray *folders;    /* folders created, in the order created */
  guint      n_backups;
} Install;

typedef struct {
  char *staged;          /* where the file came from, in the staging folder */
  char *target;          /* where it went */
  char *previous;        /* the file it replaced, kept as a hard link in the staging folder; NULL if new */
} InstallMove;

static void
install_move_free (InstallMove *move)
{
  g_free (move->staged);
  g_free (move->target);
  g_free (move->previous);
  g_free (move);
}

/* Creates folder and the missing folders above it one at a time, so each can be removed again. */
static gboolean
make_folders (Install     *install,
              const char  *folder,
              GError     **error)
{
  g_autofree char *parent = NULL;
  GStatBuf info;

  if (g_lstat (folder, &info) == 0)
    {
      if (S_ISDIR (info.st_mode))
        return TRUE;
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("the folder “%s” could not be created: %s"),
                   folder, g_strerror (ENOTDIR));
      return FALSE;
    }
  parent = g_path_get_dirname (folder);
  if (strcmp (parent, folder) != 0 && !make_folders (install, parent, error))
    return FALSE;
  if (g_mkdir (folder, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("the folder “%s” could not be created: %s"),
                   folder, g_strerror (saved_errno));
      return FALSE;
    }
  g_ptr_array_add (install->folders, g_strdup (folder));
  return TRUE;
}

/* Keeps the file a move replaces: a second name for it in the staging folder, which costs no
 * copy and, renamed back, restores it exactly (bytes, permissions, times). */
static gboolean
keep_previous (CwPackage    *self,
               Install      *install,
               const char   *file,
               char        **previous,
               GError      **error)
{
  g_autofree char *folder = g_build_filename (self->staging, "previous", NULL);
  g_autofree char *name = g_strdup_printf ("%u", install->n_backups++);
  g_autofree char *kept = g_build_filename (folder, name, NULL);
  GStatBuf info;

  /* Nothing there: a new file. A folder there is not replaced: the move itself fails on it. */
  if (g_lstat (file, &info) != 0 || S_ISDIR (info.st_mode))
    return TRUE;
  if ((g_mkdir (folder, 0700) != 0 && errno != EEXIST) || link (file, kept) != 0)
    {
      int saved_errno = errno;
      g_autoptr(GFile) source = g_file_new_for_path (file);
      g_autoptr(GFile) copy = g_file_new_for_path (kept);

      /* A file system without hard links (a FAT memory stick) gets a copy instead. */
      if ((saved_errno != EPERM && saved_errno != EMLINK && saved_errno != ENOTSUP) ||
          !g_file_copy (source, copy, G_FILE_COPY_NOFOLLOW_SYMLINKS | G_FILE_COPY_ALL_METADATA,
                        NULL, NULL, NULL, NULL))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_IO,
                       _("“%s” could not be kept aside to be restored on failure: %s"),
                       file, g_strerror (saved_errno));
          return FALSE;
        }
    }
  *previous = g_steal_pointer (&kept);
  return TRUE;
}

static gboolean
move_into_place (CwPackage   *self,
                 Install     *install,
                 const char  *staged,
                 const char  *target,
                 GError     **error)
{
  g_autofree char *file = g_build_filename (self->data_dir, target, NULL);
  g_autofree char *folder = g_path_get_dirname (file);
  g_autofree char *previous = NULL;
  InstallMove *move;

  if (!make_folders (install, folder, error) || !keep_previous (self, install, file, &previous, error))
    return FALSE;
  if (g_rename (staged, file) != 0)
    {
      int saved_errno = errno;
      if (previous != NULL)
        g_unlink (previous);
      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("“%s” could not be moved into place: %s"),
                   file, g_strerror (saved_errno));
      return FALSE;
    }
  move = g_new0 (InstallMove, 1);
  move->staged = g_strdup (staged);
  move->target = g_steal_pointer (&file);
  move->previous = g_steal_pointer (&previous);
  g_ptr_array_add (install->moved, move);
  return TRUE;
}

/* Undoes every step in the reverse order: each file goes back to the staging folder (so the
 * install can be tried again), the file it replaced comes back, the folders made are removed.
 * What cannot be undone is added to the message. */
static void
roll_back (Install *install,
           GString *undone)
{
  for (guint i = install->moved->len; i > 0; i--)
    {
      InstallMove *move = g_ptr_array_index (install->moved, i - 1);
      const char *failed = NULL;
      int saved_errno = 0;

      if (g_rename (move->target, move->staged) != 0 && g_unlink (move->target) != 0)
        failed = move->target, saved_errno = errno;
      else if (move->previous != NULL && g_rename (move->previous, move->target) != 0)
        failed = move->target, saved_errno = errno;
      if (failed != NULL)
        g_string_append_printf (undone, _("; “%s” could not be put back as it was: %s"),
                                failed, g_strerror (saved_errno));
    }
  for (guint i = install->folders->len; i > 0; i--)
    {
      const char *folder = g_ptr_array_index (install->folders, i - 1);
      if (g_rmdir (folder) != 0)
        {
          int saved_errno = errno;
          g_string_append_printf (undone, _("; the folder “%s” could not be removed again: %s"),
                                  folder, g_strerror (saved_errno));
        }
    }
}

static gboolean
write_record (CwPackage   *self,
              Install     *install,
              GPtrArray   *files,
              GError     **error)
{
  g_autofree char *path = record_path (self);
  g_autofree char *folder = g_path_get_dirname (path);
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autofree char *contents = NULL;
  gsize length;

  g_string_append (out, "<installed-package version=\"1\" id=\"");
  cw_xml_append_attribute (out, self->info.id);
  g_string_append (out, "\" release=\"");
  cw_xml_append_attribute (out, self->info.release);
  g_string_append (out, "\">\n");
  for (guint i = 0; i < self->items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (self->items, i);

      if (item->item != CW_PACKAGE_ITEM_SET)
        continue;
      g_string_append (out, "  <set id=\"");
      cw_xml_append_attribute (out, item->id);
      g_string_append (out, "\" installed-as=\"");
      cw_xml_append_attribute (out, item->new_id ? item->new_id : item->id);
      g_string_append (out, "\"/>\n");
    }
  for (guint i = 0; i < files->len; i++)
    {
      g_string_append (out, "  <file path=\"");
      cw_xml_append_attribute (out, g_ptr_array_index (files, i));
      g_string_append (out, "\"/>\n");
    }
  g_string_append (out, "</installed-package>\n");
  length = out->len;
  contents = g_string_free (out, FALSE);
  /* Replaced whole or not at all, so the last step needs nothing of its own undone. */
  return make_folders (install, folder, error) && cw_file_save_atomic (path, contents, length, error);
}

gboolean
cw_package_install (CwPackage  *self,
                    gboolean    rename_clashing,
                    GError    **error)
{
  g_autoptr(GPtrArray) staged = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) targets = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) step_error = NULL;
  Install install = { 0 };
  gboolean ok = TRUE;

  g_return_val_if_fail (CW_IS_PACKAGE (self), FALSE);
  g_return_val_if_fail (!self->installed, FALSE);

  if (self->standing == CW_PACKAGE_SAME)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: release %s of “%s” is already installed; nothing was changed"),
                   self->path, self->info.release, self->info.name);
      return FALSE;
    }
  if (self->standing == CW_PACKAGE_OLDER)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: release %s of “%s” is installed, later than this package's %s; nothing was changed"),
                   self->path, self->installed_release, self->info.name, self->info.release);
      return FALSE;
    }

  /* Everything is decided before the first file moves. */
  for (guint i = 0; i < self->items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (self->items, i);

      if (item->item == CW_PACKAGE_ITEM_SET && item->change == CW_PACKAGE_CHANGE_CLASH && !rename_clashing)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: the set id “%s” is already used by another set, “%s”; nothing was installed. "
                         "Installed under the new id “%s”, both sets are kept"),
                       self->path, item->id, item->clashes_with, item->new_id);
          return FALSE;
        }
      if (item->item == CW_PACKAGE_ITEM_PICTURE && item->change == CW_PACKAGE_CHANGE_CLASH)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("%s: the picture “%s” would replace a different picture of the same name in your sets "
                         "of this game; nothing was installed"), self->path, item->path);
          return FALSE;
        }
    }

  for (guint i = 0; i < self->items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (self->items, i);
      char *from = g_build_filename (self->staging, item->path, NULL);
      char *to = target_of (self, item->path, item->item == CW_PACKAGE_ITEM_SET
                                                ? (item->new_id ? item->new_id : item->id) : NULL);

      /* Recorded even when not moved, so an update knows them as this package's. */
      if (item->change != CW_PACKAGE_CHANGE_KEEP)
        g_ptr_array_add (files, g_strdup (to));
      if (item->change == CW_PACKAGE_CHANGE_KEEP || item->change == CW_PACKAGE_CHANGE_UNCHANGED)
        {
          g_free (from);
          g_free (to);
          continue;
        }
      if (item->item == CW_PACKAGE_ITEM_SET && item->new_id != NULL &&
          !rename_staged_set (self, item, &from, error))
        {
          g_free (from);
          g_free (to);
          return FALSE;
        }
      g_ptr_array_add (staged, from);
      g_ptr_array_add (targets, to);
    }

  /* Pictures and Libraries first, the game, then the sets: a set appears only once what it
   * names is in place. */
  install.moved = g_ptr_array_new_with_free_func ((GDestroyNotify) install_move_free);
  install.folders = g_ptr_array_new_with_free_func (g_free);
  for (guint pass = 0; pass < 2 && ok; pass++)
    for (guint i = 0; i < staged->len && ok; i++)
      {
        const char *target = g_ptr_array_index (targets, i);
        gboolean is_set = g_str_has_suffix (target, ".xml") && strstr (target, G_DIR_SEPARATOR_S "sets" G_DIR_SEPARATOR_S);

        if ((pass == 0) == is_set)
          continue;
        ok = move_into_place (self, &install, g_ptr_array_index (staged, i), target, &step_error);
      }
  if (ok)
    ok = write_record (self, &install, files, &step_error);
  if (!ok)
    {
      g_autoptr(GString) undone = g_string_new (NULL);

      roll_back (&install, undone);
      if (undone->len == 0)
        g_set_error (error, CW_ERROR, CW_ERROR_IO,
                     _("%s: installing stopped: %s. Nothing was installed: every file already moved was put back "
                       "as it was"), self->path, step_error->message);
      else
        g_set_error (error, CW_ERROR, CW_ERROR_IO,
                     _("%s: installing stopped: %s. Not every file already moved could be put back%s"),
                     self->path, step_error->message, undone->str);
    }
  g_ptr_array_unref (install.moved);
  g_ptr_array_unref (install.folders);
  if (!ok)
    return FALSE;
  /* What was done, as the items now say it: a clashing set went in as a new set under its new id. */
  for (guint i = 0; i < self->items->len; i++)
    {
      CwPackageItem *item = g_ptr_array_index (self->items, i);
      if (item->change == CW_PACKAGE_CHANGE_CLASH)
        item->change = CW_PACKAGE_CHANGE_ADD;
    }
  self->installed = TRUE;
  return TRUE;
}

/* Describing */

const char *
cw_package_change_to_string (CwPackageChangeKind change)
{
  switch (change)
    {
    case CW_PACKAGE_CHANGE_ADD:       return "new";
    case CW_PACKAGE_CHANGE_UPDATE:    return "update";
    case CW_PACKAGE_CHANGE_UNCHANGED: return "unchanged";
    case CW_PACKAGE_CHANGE_KEEP:      return "keep";
    case CW_PACKAGE_CHANGE_CLASH:     return "clash";
    default:                          return "?";
    }
}

const char *
cw_package_item_kind_to_string (CwPackageItemKind item)
{
  switch (item)
    {
    case CW_PACKAGE_ITEM_GAME:    return "game";
    case CW_PACKAGE_ITEM_SET:     return "set";
    case CW_PACKAGE_ITEM_PICTURE: return "picture";
    case CW_PACKAGE_ITEM_LIBRARY: return "library";
    default:                      return "?";
    }
}

const char *
cw_package_standing_to_string (CwPackageStanding standing)
{
  switch (standing)
    {
    case CW_PACKAGE_NEW:   return "new";
    case CW_PACKAGE_NEWER: return "newer";
    case CW_PACKAGE_SAME:  return "same";
    case CW_PACKAGE_OLDER: return "older";
    default:               return "?";
    }
}

static char *
describe_change (const CwPackageItem *item)
{
  switch (item->change)
    {
    case CW_PACKAGE_CHANGE_ADD:
      if (item->item == CW_PACKAGE_ITEM_SET && item->new_id != NULL)
        return g_strdup_printf (_("new, as “%s”"), item->new_id);
      return g_strdup (_("new"));
    case CW_PACKAGE_CHANGE_UPDATE:
      if (item->item == CW_PACKAGE_ITEM_SET && item->new_id != NULL)
        return g_strdup_printf (_("updated, as “%s”"), item->new_id);
      return g_strdup (_("updated"));
    case CW_PACKAGE_CHANGE_UNCHANGED:
      return g_strdup (_("already there, unchanged"));
    case CW_PACKAGE_CHANGE_KEEP:
      if (item->item == CW_PACKAGE_ITEM_GAME)
        return g_strdup (_("the installed definition is kept"));
      return g_strdup (_("yours is kept, the package's is not installed"));
    case CW_PACKAGE_CHANGE_CLASH:
    default:
      if (item->item == CW_PACKAGE_ITEM_SET)
        return g_strdup_printf (_("the id is already used by the set “%s”: installed as “%s” only if you agree"),
                                item->clashes_with, item->new_id);
      return g_strdup (_("a different picture of the same name is already there: not installed"));
    }
}

char *
cw_package_item_describe (const CwPackageItem *item)
{
  g_autofree char *change = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *pictures = NULL;

  g_return_val_if_fail (item != NULL, NULL);

  change = describe_change (item);
  switch (item->item)
    {
    case CW_PACKAGE_ITEM_GAME:
      return g_strdup_printf (_("Game “%s” (%s): %s"), item->name, item->id, change);
    case CW_PACKAGE_ITEM_SET:
      cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", item->n_cards), item->n_cards);
      pictures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u picture", "%u pictures", item->n_pictures),
                                  item->n_pictures);
      return g_strdup_printf (_("Set “%s” (%s), %s, %s: %s"), item->name, item->id, cards, pictures, change);
    case CW_PACKAGE_ITEM_LIBRARY:
      return g_strdup_printf (_("Library “%s” (%s): %s"), item->name, item->path, change);
    case CW_PACKAGE_ITEM_PICTURE:
    default:
      return g_strdup_printf (_("Picture %s: %s"), item->path, change);
    }
}
