/* interop-test-util.c: the small game the interop tests import into, and ways to print what they got. */
#include "interop-test-util.h"

#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-library.h"

char *
interop_test_file (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "interop", "files", name, NULL);
}

CwCatalog *
interop_test_load_catalog (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *game_path = interop_test_file ("games/interop-test/game.xml");
  g_autofree char *set_path = interop_test_file ("games/interop-test/sets/core.xml");
  g_autoptr(CwGame) game = NULL;
  g_autoptr(CwCardSet) set = NULL;
  CwCatalog *catalog;

  game = cw_game_new_from_file (game_path, &error);
  g_assert_no_error (error);
  set = cw_card_set_new_from_file (game, set_path, &error);
  g_assert_no_error (error);
  catalog = cw_catalog_new (game);
  cw_catalog_add_set (catalog, set);
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 10);
  return catalog;
}

CwCatalog *
interop_test_load_duel_catalog (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *game_path = interop_test_file ("games/interop-duel/game.xml");
  g_autofree char *set_path = interop_test_file ("games/interop-duel/sets/duel.xml");
  g_autoptr(CwGame) game = NULL;
  g_autoptr(CwCardSet) set = NULL;
  CwCatalog *catalog;

  game = cw_game_new_from_file (game_path, &error);
  g_assert_no_error (error);
  set = cw_card_set_new_from_file (game, set_path, &error);
  g_assert_no_error (error);
  catalog = cw_catalog_new (game);
  cw_catalog_add_set (catalog, set);
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 3);
  return catalog;
}

char *
interop_test_describe (CwLibrary *library)
{
  g_auto(GStrv) sections = cw_library_dup_section_ids (library);
  GString *out = g_string_new (NULL);

  for (guint i = 0; sections[i] != NULL; i++)
    {
      GPtrArray *entries = cw_library_get_entries (library, sections[i]);

      if (entries == NULL || entries->len == 0)
        continue;
      g_string_append_printf (out, "%s:", sections[i]);
      for (guint j = 0; j < entries->len; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, j);
          g_string_append_printf (out, " %s=%u", entry->card_id, entry->count);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
