/* cw-package-install.c: installing a package cw_package_open() checked, all or nothing: each
 * file moved is noted with the file it replaced, and a step that fails undoes the others. */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-xml.h"
#include "cw-package-private.h"

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
} Install;

typedef struct {
  char *staged;          /* where the file came from, in the staging folder */
  char *target;          /* where it went */
  char *previous;        /* the file it replaced, kept in the staging folder (a hard link, or a copy where
                          * the file system has none); NULL if new */
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
 * copy and, renamed back, restores it exactly (bytes, permissions, times). Named after the file,
 * so that where it cannot be put back the player finds it by its name; numbered, because files
 * of the same name go to different folders and a failed undo leaves its own behind. */
static gboolean
keep_previous (CwPackage    *self,
               const char   *file,
               char        **previous,
               GError      **error)
{
  g_autofree char *folder = g_build_filename (self->staging, CW_PACKAGE_PREVIOUS_FOLDER, NULL);
  g_autofree char *base = g_path_get_basename (file);
  g_autofree char *name = g_strdup_printf ("%u-%s", self->n_previous++, base);
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

  if (!make_folders (install, folder, error) || !keep_previous (self, file, &previous, error))
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

CwPackageUndoCalls _cw_package_undo_calls = { g_rename, g_unlink };

/* Undoes every step in the reverse order: each file goes back to the staging folder (so the
 * install can be tried again), the file it replaced comes back, the folders made are removed.
 * What cannot be undone is added to the message, naming what is left where: a file the package
 * put in place that is still there, and where the file it replaced is kept. Such a kept file
 * stays in the staging folder when the package is closed (see cw-package.c, remove_staging). */
static void
roll_back (Install *install,
           GString *undone)
{
  for (guint i = install->moved->len; i > 0; i--)
    {
      InstallMove *move = g_ptr_array_index (install->moved, i - 1);

      if (_cw_package_undo_calls.rename (move->target, move->staged) != 0 &&
          _cw_package_undo_calls.unlink (move->target) != 0)
        {
          int saved_errno = errno;

          if (move->previous == NULL)
            g_string_append_printf (undone, _("; “%s” is the package's file and could not be removed: %s"),
                                    move->target, g_strerror (saved_errno));
          else
            g_string_append_printf (undone, _("; “%s” is still the package's file (it could not be removed: %s); "
                                              "the file it replaced is kept as “%s”"),
                                    move->target, g_strerror (saved_errno), move->previous);
        }
      else if (move->previous != NULL && _cw_package_undo_calls.rename (move->previous, move->target) != 0)
        {
          int saved_errno = errno;

          g_string_append_printf (undone, _("; “%s” could not be put back (%s): it is kept as “%s”"),
                                  move->target, g_strerror (saved_errno), move->previous);
        }
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
  g_autofree char *path = _cw_package_record_path (self);
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
      char *to = _cw_package_target_of (self, item->path, item->item == CW_PACKAGE_ITEM_SET
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
  /* Installed: the files it replaced are not needed any more, and a staging folder that still
   * holds some is one whose install could not be undone (or was killed), kept for the player. */
  {
    g_autofree char *previous = g_build_filename (self->staging, CW_PACKAGE_PREVIOUS_FOLDER, NULL);
    _cw_package_remove_tree (previous);
  }
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
