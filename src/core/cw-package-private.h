/* cw-package-private.h: CwPackage's fields and the helpers shared by cw-package.c (reading and
 * checking), cw-package-install.c and cw-package-write.c. */
#pragma once

#include "cw-package.h"

G_BEGIN_DECLS

/* The folder inside the staging folder where an install keeps the files it replaces until it
 * has succeeded. Never removed while it holds one: then an install could not be undone, or was
 * killed half-way, and the file is the player's. */
#define CW_PACKAGE_PREVIOUS_FOLDER "previous"

/* What an entry of a package is, from its path alone. */
typedef enum {
  ENTRY_MANIFEST,
  ENTRY_GAME,
  ENTRY_GAME_PICTURE,
  ENTRY_SET,
  ENTRY_SET_PICTURE,
  ENTRY_LIBRARY,
} EntryKind;

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
  guint              n_previous;     /* files kept aside by installs so far, to name the next one */
};

/* Where an entry may be and what it then is; an error naming the package and the entry
 * otherwise. Writing checks each picture with it too, so a package written is one we read. */
gboolean  _cw_package_classify_path  (const char  *package,
                                      const char  *path,
                                      gboolean     directory,
                                      EntryKind   *kind,
                                      GError     **error);
/* The record of the last install of this package: its full path. */
char     *_cw_package_record_path    (CwPackage   *self);
/* The file an entry becomes, relative to the data folder (set_id: the id a set goes in under). */
char     *_cw_package_target_of      (CwPackage   *self,
                                      const char  *entry_path,
                                      const char  *set_id);

/* Removes a folder and everything in it, never following a link out of it. */
void      _cw_package_remove_tree    (const char  *path);

/* The calls that undo an install, so that a test can make one fail as a file system can half-way
 * through (a folder made read-only, a disk unplugged): nothing in a test can come between the
 * step that fails and the undo otherwise. For tests only; the real calls are g_rename and
 * g_unlink. */
typedef struct {
  int (*rename) (const char *from,
                 const char *to);
  int (*unlink) (const char *path);
} CwPackageUndoCalls;

extern CwPackageUndoCalls _cw_package_undo_calls;

G_END_DECLS
