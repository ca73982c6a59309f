/* cw-file.h: files from strangers, read safely: names that become file names, pictures kept
 * inside their folder, size limits checked before reading. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The longest id that becomes a file name (a set id, a game id). */
#define CW_FILE_SAFE_NAME_MAX 64

/* The largest picture file read (card pictures, backs). */
#define CW_PICTURE_MAX_BYTES (64 * 1024 * 1024)

/* The largest file each loader reads: checked before reading, so a huge file is refused at
 * once with the limit in the message instead of filling memory (docs/file-formats.md). */
#define CW_FILE_MAX_GAME        (4 * 1024 * 1024)
#define CW_FILE_MAX_CARD_SET    (128 * 1024 * 1024)
#define CW_FILE_MAX_COLLECTION  (32 * 1024 * 1024)
#define CW_FILE_MAX_LIBRARY     (16 * 1024 * 1024)
#define CW_FILE_MAX_DECK_LIST   (16 * 1024 * 1024)
#define CW_FILE_MAX_CSV         (32 * 1024 * 1024)
#define CW_FILE_MAX_OTHER       (64 * 1024 * 1024)   /* a match, and any other XML file */

/* FALSE with "PATH: the file is too large (over LIMIT)" in CW_ERROR_IO when path is a regular
 * file of more than max_size bytes; TRUE otherwise (a missing file is for the reader to report). */
gboolean    cw_file_check_size      (const char  *path,
                                     gsize        max_size,
                                     GError     **error);

/* TRUE when name may become a file name as it is: 1 to CW_FILE_SAFE_NAME_MAX ASCII letters,
 * digits, “-”, “_” and “.”, not starting with a dot (so never “..”, never hidden). */
gboolean    cw_file_is_safe_name    (const char  *name);

/* Reads folder/name, where name is relative and may go down into sub-folders ("art/oz.png")
 * but never up: every step is opened without following a link, and only a regular file of at
 * most max_size bytes is read (a FIFO, a device or a link is refused before any byte is read).
 * Errors read "FOLDER/NAME: what is wrong" in CW_ERROR; CW_ERROR_NOT_FOUND when it is missing. */
gboolean    cw_file_read_inside     (const char  *folder,
                                     const char  *name,
                                     gsize        max_size,
                                     char       **contents,
                                     gsize       *length,
                                     GError     **error);

/* Writing a file whole or not at all. The new contents go into a temporary file beside the
 * target, named CW_FILE_TEMP_PREFIX + the target's name + a random tail; it is fsync'd, renamed
 * over the target, and the folder is fsync'd so the rename itself survives a power cut.
 * Temporaries a killed writer left behind (our prefix, older than CW_FILE_TEMP_STALE_SECONDS)
 * are removed the next time we write into that folder. Errors name the target, never the
 * temporary: "PATH: could not be written: REASON". */
#define CW_FILE_TEMP_PREFIX        ".cardwright-tmp-"
#define CW_FILE_TEMP_STALE_SECONDS (10 * 60)

/* Opens a new temporary file for path (mode 0644); -1 with an error. *temp_path is set. */
int         cw_file_open_temporary  (const char  *path,
                                     char       **temp_path,
                                     GError     **error);
/* fsyncs and closes fd, renames temp_path over path and fsyncs the folder; on any failure the
 * temporary is removed and path is left as it was. */
gboolean    cw_file_commit_temporary (int          fd,
                                      const char  *temp_path,
                                      const char  *path,
                                      GError     **error);
/* Closes fd and removes the temporary (a write that failed or was cancelled). */
void        cw_file_discard_temporary (int         fd,
                                       const char *temp_path);
/* Removes our stale temporaries in folder (see above); never follows a link. */
void        cw_file_clean_stale_temporaries (const char *folder);

/* A file the app reads by itself at start (the collection, the Table's autosave) that cannot be
 * read is renamed out of the way, never written over: to PATH + suffix + the local date and
 * time ("collection.xml.corrupt-20261125-212345"; "-2", "-3"… when that name is taken). Returns
 * the new path, or NULL with "PATH: could not be kept aside: REASON" (the file is then left as
 * it was and must not be replaced). */
char       *cw_file_set_aside       (const char  *path,
                                     const char  *suffix,
                                     GError     **error);

G_END_DECLS
