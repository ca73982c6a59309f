/* fuzz-common.h: what the libFuzzer harnesses share: the shipped game and a file per input. */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>

#include "cw-catalog.h"
#include "cw-game.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);
int LLVMFuzzerInitialize (int *argc, char ***argv);

/* The Oz Storyline game and its catalog, loaded once (CARDWRIGHT_DATA_DIR, else the source tree). */
static CwGame *fuzz_game;
static CwCatalog *fuzz_catalog;

static inline void
fuzz_load_game (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  if (g_getenv ("CARDWRIGHT_DATA_DIR") == NULL)
    g_setenv ("CARDWRIGHT_DATA_DIR", CW_SOURCE_DATA_DIR, TRUE);
  path = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline", "game.xml", NULL);
  fuzz_game = cw_game_new_from_file (path, &error);
  if (fuzz_game == NULL)
    g_error ("%s", error->message);
  fuzz_catalog = cw_catalog_new_for_game (fuzz_game, NULL);
}

/* The loaders read paths: each input is written to one file of this process. */
static inline const char *
fuzz_write_input (const guint8 *data,
                  size_t        size,
                  const char   *name)
{
  static char *path;
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    {
      g_autofree char *dir = g_dir_make_tmp ("cw-fuzz-XXXXXX", &error);

      if (dir == NULL)
        g_error ("%s", error->message);
      path = g_build_filename (dir, name, NULL);
    }
  if (!g_file_set_contents (path, (const char *) data, (gssize) size, &error))
    g_error ("%s", error->message);
  return path;
}
