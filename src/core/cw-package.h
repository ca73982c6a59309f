/* cw-package.h: a game in one file (.cwgame, a ZIP): writing one, and reading one from a stranger
 * safely, then installing it into the player's data folder. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

/* The format version this Cardwright writes and reads (the version attribute of manifest.xml). */
#define CW_PACKAGE_FORMAT_VERSION 1

/* Bounds checked before anything is unpacked (docs/file-formats.md, "Game package"). */
#define CW_PACKAGE_MAX_MANIFEST  (4 * 1024 * 1024)
#define CW_PACKAGE_MAX_ENTRIES   10000
#define CW_PACKAGE_MAX_TOTAL     ((guint64) 1024 * 1024 * 1024)   /* all entries, unpacked */
#define CW_PACKAGE_MAX_DEPTH     4                                /* folders in an entry's path */
#define CW_PACKAGE_MAX_PATH      255

/* What a package says about itself; the strings are the manifest's. */
typedef struct {
  char *id;                 /* "disney-epic-fan-sets": made from the name, names the package */
  char *name;               /* "Disney Epic: fan sets" */
  char *release;            /* "1.2": the package's own version, numbers and dots */
  char *author;
  char *licence_texts;      /* the licence of the card texts */
  char *licence_pictures;   /* the licence of the pictures */
  char *game_id;
} CwPackageInfo;

/* What writing a package takes besides the game. */
typedef struct {
  const char *name;
  const char *release;
  const char *author;
  const char *licence_texts;
  const char *licence_pictures;
  gboolean    with_libraries;
} CwPackageOptions;

/* How the package stands against what the player already has. */
typedef enum {
  CW_PACKAGE_NEW,           /* never installed */
  CW_PACKAGE_NEWER,         /* an earlier release of it is installed: installing updates it */
  CW_PACKAGE_SAME,          /* this release is installed */
  CW_PACKAGE_OLDER,         /* a later release is installed */
} CwPackageStanding;

typedef enum {
  CW_PACKAGE_CHANGE_ADD,        /* a new file */
  CW_PACKAGE_CHANGE_UPDATE,     /* replaces the file an earlier release installed */
  CW_PACKAGE_CHANGE_UNCHANGED,  /* the same bytes are already there */
  CW_PACKAGE_CHANGE_KEEP,       /* the player's own file is kept; the package's is not installed */
  CW_PACKAGE_CHANGE_CLASH,      /* a set id another set uses: installed under new_id only if agreed */
} CwPackageChangeKind;

typedef enum {
  CW_PACKAGE_ITEM_GAME,
  CW_PACKAGE_ITEM_SET,
  CW_PACKAGE_ITEM_PICTURE,
  CW_PACKAGE_ITEM_LIBRARY,
} CwPackageItemKind;

/* One thing in the package and what installing it would do. */
typedef struct {
  CwPackageItemKind    item;
  CwPackageChangeKind  change;
  char                *path;        /* in the package: "sets/epic-1.xml" */
  char                *id;          /* a set's or game's id; NULL otherwise */
  char                *name;        /* a set's, game's or Library's name; the file name otherwise */
  guint                n_cards;     /* a set's cards */
  guint                n_pictures;  /* a set's pictures (files in the package) */
  char                *new_id;      /* a clashing set's id if renamed */
  char                *clashes_with;/* a clashing set's name where it is installed */
} CwPackageItem;

#define CW_TYPE_PACKAGE (cw_package_get_type ())
G_DECLARE_FINAL_TYPE (CwPackage, cw_package, CW, PACKAGE, GObject)

/* The id a package name gives ("Disney Epic: fan sets" → "disney-epic-fan-sets"); NULL when
 * the name holds no letter or digit. */
char            *cw_package_id_from_name      (const char              *name);
/* TRUE for a release Cardwright can compare: 1 to 4 numbers separated by dots ("1", "2.0.3"). */
gboolean         cw_package_release_is_valid  (const char              *release);
/* <0, 0, >0 as a is earlier than, the same as or later than b (numbers compared as numbers). */
int              cw_package_compare_releases  (const char              *a,
                                               const char              *b);

/* Writes the game's definition (and the pictures it names), the player's sets of the game with
 * their pictures and, with options->with_libraries, the player's Libraries of the game into
 * path, atomically. The sets are the catalog's that are not read-only. */
gboolean         cw_package_write             (CwCatalog               *catalog,
                                               const CwPackageOptions  *options,
                                               const char              *path,
                                               GError                 **error);

/* Reads a package and checks all of it (paths, kinds of entries, sizes, picture sizes, the
 * manifest, every set and Library loading) into a hidden folder inside the player's data
 * folder, which is removed when the object is finalized unless it was installed. Nothing else
 * is written. Errors name the package file and the entry. */
CwPackage       *cw_package_open              (const char              *path,
                                               GError                 **error);
const char      *cw_package_get_path          (CwPackage               *self);
const CwPackageInfo *cw_package_get_info      (CwPackage               *self);
/* The game's name from the package's game definition. */
const char      *cw_package_get_game_name     (CwPackage               *self);
CwPackageStanding cw_package_get_standing     (CwPackage               *self);
/* The release installed now (NULL when none). */
const char      *cw_package_get_installed_release (CwPackage           *self);
/* What is inside and what installing would change, game first, then sets, pictures, Libraries. */
GPtrArray       *cw_package_get_items         (CwPackage               *self);   /* of CwPackageItem* */
guint            cw_package_count_items       (CwPackage               *self,
                                               CwPackageItemKind        item,
                                               int                      change);  /* -1: any */
/* The item and what installing does to it, in a sentence for people: "Set “Epic 1” (epic-1),
 * 60 cards, 60 pictures: new". */
char            *cw_package_item_describe     (const CwPackageItem     *item);
/* "new", "update", "unchanged", "keep", "clash": for JSON. */
const char      *cw_package_change_to_string  (CwPackageChangeKind      change);
const char      *cw_package_item_kind_to_string (CwPackageItemKind      item);
const char      *cw_package_standing_to_string (CwPackageStanding       standing);
/* Sets whose id is used by another set (see CW_PACKAGE_CHANGE_CLASH). */
guint            cw_package_get_n_clashes     (CwPackage               *self);

/* Installs what cw_package_open() checked. A release the same as or older than the installed
 * one, and a set id clash without rename_clashing, are refused with nothing written; with
 * rename_clashing each clashing set is installed under its new_id. The collection (owned counts)
 * is never touched; the player's Libraries are never replaced. Afterwards the items say what was
 * done: a clashing set installed under its new id is CW_PACKAGE_CHANGE_ADD. */
gboolean         cw_package_install           (CwPackage               *self,
                                               gboolean                 rename_clashing,
                                               GError                 **error);

G_END_DECLS
