/* cw-file.c: files from strangers, read safely: safe names, pictures kept inside their folder. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "cw-error.h"
#include "cw-file.h"

gboolean
cw_file_is_safe_name (const char *name)
{
  gsize length = 0;

  if (name == NULL || *name == '\0' || *name == '.')
    return FALSE;
  for (const char *p = name; *p; p++, length++)
    if (!(g_ascii_isalnum (*p) || *p == '-' || *p == '_' || *p == '.'))
      return FALSE;
  return length <= CW_FILE_SAFE_NAME_MAX;
}

static void
set_too_large (GError     **error,
               const char  *path,
               gsize        max_size)
{
  g_autofree char *limit = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);

  g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: the file is too large (over %s)"), path, limit);
}

gboolean
cw_file_check_size (const char  *path,
                    gsize        max_size,
                    GError     **error)
{
  GStatBuf info;

  g_return_val_if_fail (path != NULL, FALSE);

  if (g_stat (path, &info) == 0 && S_ISREG (info.st_mode) && (guint64) info.st_size > max_size)
    {
      set_too_large (error, path, max_size);
      return FALSE;
    }
  return TRUE;
}

static void
set_errno_error (GError     **error,
                 const char  *path,
                 int          saved_errno)
{
  switch (saved_errno)
    {
    case ELOOP:
      /* O_NOFOLLOW says ELOOP for a link: say what it is. */
      g_set_error (error, CW_ERROR, CW_ERROR_IO,
                   _("%s: is a link; Cardwright only opens files that are really in the folder"), path);
      break;
    case ENOENT:
      g_set_error (error, CW_ERROR, CW_ERROR_NOT_FOUND, "%s: %s", path, g_strerror (saved_errno));
      break;
    default:
      g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s: %s", path, g_strerror (saved_errno));
      break;
    }
}

static gboolean
read_all (int          fd,
          const char  *path,
          gsize        size,
          char       **contents,
          gsize       *length,
          GError     **error)
{
  g_autofree char *buffer = g_malloc (size + 1);
  gsize done = 0;

  /* Read no more than fstat said: a file that grows meanwhile is cut, never overflows. */
  while (done < size)
    {
      gssize n = read (fd, buffer + done, size - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, path, errno);
          return FALSE;
        }
      if (n == 0)
        break;
      done += (gsize) n;
    }
  buffer[done] = '\0';
  *contents = g_steal_pointer (&buffer);
  *length = done;
  return TRUE;
}

gboolean
cw_file_read_inside (const char  *folder,
                     const char  *name,
                     gsize        max_size,
                     char       **contents,
                     gsize       *length,
                     GError     **error)
{
  g_autofree char *path = NULL;
  g_auto(GStrv) steps = NULL;
  struct stat info;
  int dir_fd, fd = -1;
  guint n_steps;
  gboolean ok;

  g_return_val_if_fail (folder != NULL && name != NULL, FALSE);
  g_return_val_if_fail (contents != NULL && length != NULL, FALSE);

  path = g_build_filename (folder, name, NULL);
  steps = g_strsplit (name, "/", -1);
  n_steps = g_strv_length (steps);
  for (guint i = 0; i < n_steps; i++)
    if (*steps[i] == '\0' || strcmp (steps[i], ".") == 0 || strcmp (steps[i], "..") == 0)
      {
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                     _("%s: only a file in the folder or below it can be opened"), path);
        return FALSE;
      }

  dir_fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd < 0)
    {
      set_errno_error (error, folder, errno);
      return FALSE;
    }
  /* One step at a time, each opened relative to the last without following a link: no link
   * anywhere below the folder can lead out of it, and nothing can swap a step meanwhile. */
  for (guint i = 0; i < n_steps; i++)
    {
      gboolean last = i + 1 == n_steps;
      int flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY |
                  (last ? O_NONBLOCK : O_DIRECTORY);

      fd = openat (dir_fd, steps[i], flags);
      if (fd < 0)
        {
          int saved_errno = errno;
          struct stat step_info;

          /* A link where a folder is expected says ENOTDIR with O_DIRECTORY: say it is a link. */
          if (saved_errno == ENOTDIR && fstatat (dir_fd, steps[i], &step_info, AT_SYMLINK_NOFOLLOW) == 0 &&
              S_ISLNK (step_info.st_mode))
            saved_errno = ELOOP;
          close (dir_fd);
          set_errno_error (error, path, saved_errno);
          return FALSE;
        }
      if (!last)
        {
          close (dir_fd);
          dir_fd = fd;
          fd = -1;
        }
    }
  close (dir_fd);

  if (fstat (fd, &info) != 0)
    {
      int saved_errno = errno;

      close (fd);
      set_errno_error (error, path, saved_errno);
      return FALSE;
    }
  if (!S_ISREG (info.st_mode))
    {
      close (fd);
      g_set_error (error, CW_ERROR, CW_ERROR_IO,
                   _("%s: not a regular file (a folder, a device or a pipe); it is not opened"), path);
      return FALSE;
    }
  if ((guint64) info.st_size > max_size)
    {
      close (fd);
      set_too_large (error, path, max_size);
      return FALSE;
    }
  ok = read_all (fd, path, (gsize) info.st_size, contents, length, error);
  close (fd);
  return ok;
}

static void
set_write_error (GError     **error,
                 const char  *path,
                 int          saved_errno)
{
  g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be written: %s"), path, g_strerror (saved_errno));
}

void
cw_file_clean_stale_temporaries (const char *folder)
{
  g_autoptr(GDir) dir = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  g_return_if_fail (folder != NULL);

  if (!(dir = g_dir_open (folder, 0, NULL)))
    return;
  /* Only our own prefix, only regular files, only old ones: a temporary another writer is
   * filling right now is young, and a file of the user's never has our prefix. */
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf info;

      if (!g_str_has_prefix (name, CW_FILE_TEMP_PREFIX))
        continue;
      path = g_build_filename (folder, name, NULL);
      if (g_lstat (path, &info) == 0 && S_ISREG (info.st_mode) &&
          now - (gint64) info.st_mtime >= CW_FILE_TEMP_STALE_SECONDS)
        g_unlink (path);
    }
}

int
cw_file_open_temporary (const char  *path,
                        char       **temp_path,
                        GError     **error)
{
  g_autofree char *folder = NULL;
  g_autofree char *base = NULL;
  g_autofree char *template = NULL;
  int fd;

  g_return_val_if_fail (path != NULL && temp_path != NULL, -1);

  folder = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  cw_file_clean_stale_temporaries (folder);
  template = g_strdup_printf ("%s%c%s%s-XXXXXX", folder, G_DIR_SEPARATOR, CW_FILE_TEMP_PREFIX, base);
  fd = g_mkstemp_full (template, O_RDWR | O_CLOEXEC, 0644);
  if (fd < 0)
    {
      set_write_error (error, path, errno);
      return -1;
    }
  *temp_path = g_steal_pointer (&template);
  return fd;
}

void
cw_file_discard_temporary (int         fd,
                           const char *temp_path)
{
  if (fd >= 0)
    close (fd);
  if (temp_path != NULL)
    g_unlink (temp_path);
}

gboolean
cw_file_commit_temporary (int          fd,
                          const char  *temp_path,
                          const char  *path,
                          GError     **error)
{
  g_autofree char *folder = NULL;
  int folder_fd;

  g_return_val_if_fail (fd >= 0 && temp_path != NULL && path != NULL, FALSE);

  /* The bytes reach the disk before the name points at them, new file or replaced one alike. */
  if (fsync (fd) != 0)
    {
      int saved_errno = errno;

      cw_file_discard_temporary (fd, temp_path);
      set_write_error (error, path, saved_errno);
      return FALSE;
    }
  if (close (fd) != 0)
    {
      int saved_errno = errno;

      cw_file_discard_temporary (-1, temp_path);
      set_write_error (error, path, saved_errno);
      return FALSE;
    }
  if (g_rename (temp_path, path) != 0)
    {
      int saved_errno = errno;

      cw_file_discard_temporary (-1, temp_path);
      if (saved_errno == EISDIR || g_file_test (path, G_FILE_TEST_IS_DIR))
        g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: is a folder; name a file to write"), path);
      else
        set_write_error (error, path, saved_errno);
      return FALSE;
    }
  /* And the rename itself: a crash now must not bring the old name back. */
  folder = g_path_get_dirname (path);
  folder_fd = open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folder_fd >= 0)
    {
      fsync (folder_fd);
      close (folder_fd);
    }
  return TRUE;
}

char *
cw_file_set_aside (const char  *path,
                   const char  *suffix,
                   GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *base = g_strconcat (path, suffix, stamp, NULL);
  g_autofree char *target = g_strdup (base);

  g_return_val_if_fail (path != NULL && suffix != NULL, NULL);

  /* Never over an earlier one kept aside in the same second. */
  for (guint n = 2; g_file_test (target, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK); n++)
    {
      g_free (target);
      target = g_strdup_printf ("%s-%u", base, n);
    }
  if (g_rename (path, target) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: could not be kept aside: %s"), path,
                   g_strerror (saved_errno));
      return NULL;
    }
  return g_steal_pointer (&target);
}
