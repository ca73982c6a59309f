/* cw-test-util.h: what the core tests share: the shipped games, scratch folders, file errors. */
#pragma once

#include <glib/gstdio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-problem.h"

G_BEGIN_DECLS

/* data/games/<game_id>/<parts…> under CARDWRIGHT_DATA_DIR (the source tree's data/). */
char      *cw_test_game_path   (const char *game_id,
                                ...) G_GNUC_NULL_TERMINATED;
/* A shipped game, loaded and marked shipped as cw_game_load_all() would; fails the test on error. */
CwGame    *cw_test_load_game   (const char *game_id);
/* The game's shipped sets; fails the test on error. */
CwCatalog *cw_test_load_catalog(CwGame     *game);
/* A shipped Library of the catalog's game; fails the test on error. */
CwLibrary *cw_test_load_library(CwCatalog  *catalog,
                                const char *file_name);
/* A Library of one copy of each card named ("Tin Woodsman,Quest"), in the catalog's game; a
 * name the catalog does not know fails the test. */
CwLibrary *cw_test_library_of  (CwCatalog  *catalog,
                                const char *names);
/* A new empty folder inside this test's isolated cache folder. */
char      *cw_test_scratch_dir (void);
/* Writes contents to dir/name and returns the path. */
char      *cw_test_write_file  (const char *dir,
                                const char *name,
                                const char *contents);
char      *cw_test_read_file   (const char *path);
/* The names in a folder, sorted, as one space-separated string ("" when empty). */
char      *cw_test_list_dir    (const char *dir);
/* The problem messages of a check, one per line as "severity: message". */
char      *cw_test_problems_text (GPtrArray *problems);

/* Any of the savers: cw_library_save_to_file, cw_game_save_to_file… */
typedef gboolean (*CwTestSaveFunc) (gpointer     object,
                                    const char  *path,
                                    GError     **error);
/* Saving over an old file replaces it, leaves nothing else in the folder, and saving twice gives the same bytes. */
void       cw_test_check_save_replaces       (gpointer       object,
                                              CwTestSaveFunc save);
/* A save that fails half-way (the file-size limit is hit while writing) leaves the old file whole
 * and no temporary file; works for root too. */
void       cw_test_check_save_interrupted    (gpointer       object,
                                              CwTestSaveFunc save);
/* Saving into a read-only folder fails with CW_ERROR_IO and leaves the old file whole.
 * Skipped as root, who may write anywhere. */
void       cw_test_check_save_read_only_folder (gpointer     object,
                                                CwTestSaveFunc save);
/* Saving where a folder should be but a file is: CW_ERROR_IO naming the path. */
void       cw_test_check_save_not_a_folder   (gpointer       object,
                                              CwTestSaveFunc save);
/* The four checks above by number, so that a test program adds them in one loop (the number its
 * test's data), and the last part of each one's test path: replaces, interrupted… */
#define CW_TEST_N_SAVE_CHECKS 4
const char *cw_test_save_check_name (guint          check);
void        cw_test_check_save      (guint          check,
                                     gpointer       object,
                                     CwTestSaveFunc save);

/* Asserts a CW_ERROR with this code whose message is exactly "PATH:LINE: WHAT" ("PATH: WHAT" for line 0). */
#define cw_assert_file_error(error, code, path, line, what)                          \
  G_STMT_START {                                                                    \
    g_autofree char *cw_expected_ = (line) > 0                                      \
      ? g_strdup_printf ("%s:%d: %s", (path), (int) (line), (what))                 \
      : g_strdup_printf ("%s: %s", (path), (what));                                 \
    g_assert_error ((error), CW_ERROR, (code));                                     \
    g_assert_cmpstr ((error) ? (error)->message : NULL, ==, cw_expected_);          \
  } G_STMT_END

G_END_DECLS
