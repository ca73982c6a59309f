/* fuzz-loaders.c: one libFuzzer harness per loader, chosen at build time by FUZZ_TARGET.
 * Every input must give a model or a GError, never a crash, a hang, a leak or a sanitizer
 * report; the error must name the file. */
#include <string.h>

#include "cw-card-set.h"
#include "cw-collection.h"
#include "cw-collection-csv.h"
#include "cw-deck-io.h"
#include "cw-engine.h"
#include "cw-engine-registry.h"
#include "cw-import-report.h"
#include "cw-library.h"
#include "cw-set-csv.h"
#include "cw-package.h"
#include "cw-query.h"
#include "fuzz-common.h"

#if FUZZ_TARGET == 10
/* One shipped game for each engine, so that a match of any of them replays. */
static const char *const match_game_ids[] = { "oz-storyline", "oz-good-evil", "oz-draft", "od" };
static CwGame *match_games[G_N_ELEMENTS (match_game_ids)];
static CwCatalog *match_catalogs[G_N_ELEMENTS (match_game_ids)];

static void
load_match_games (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (match_game_ids); i++)
    {
      g_autofree char *path = g_build_filename (cw_game_get_data_dir (), "games", match_game_ids[i],
                                                "game.xml", NULL);
      g_autoptr(GError) error = NULL;

      match_games[i] = cw_game_new_from_file (path, &error);
      if (match_games[i] == NULL)
        g_error ("%s", error->message);
      match_catalogs[i] = cw_catalog_new_for_game (match_games[i], NULL);
    }
}

/* The game the file names, else one played by the engine it names, else the first: a file
 * for the wrong game or engine is refused, not replayed. */
static guint
pick_match_game (const char *path)
{
  g_autofree char *game_id = NULL;
  g_autofree char *engine_id = NULL;

  if (!cw_engine_peek_file (path, &game_id, &engine_id, NULL))
    return 0;
  for (guint i = 0; i < G_N_ELEMENTS (match_game_ids); i++)
    if (g_strcmp0 (game_id, match_game_ids[i]) == 0)
      return i;
  for (guint i = 0; i < G_N_ELEMENTS (match_game_ids); i++)
    if (g_strcmp0 (engine_id, cw_game_get_table_mode (match_games[i])) == 0)
      return i;
  return 0;
}
#endif

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
#if FUZZ_TARGET == 9
  /* A package unpacks into the data folder: a folder of its own, before GLib reads the variable. */
  g_autofree char *data = g_dir_make_tmp ("cw-fuzz-data-XXXXXX", NULL);

  if (data == NULL)
    g_error ("no temporary folder for the data folder");
  g_setenv ("XDG_DATA_HOME", data, TRUE);
#endif
  /* A failed g_return_if_fail is a bug the input reached, as much as a crash. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  fuzz_load_game ();
#if FUZZ_TARGET == 10
  load_match_games ();
#endif
  return 0;
}

G_GNUC_UNUSED static void
check_error (GError     *error,
             const char *path)
{
  /* A refusal names the file (or, for a query, is a parse error). */
  if (error != NULL && path != NULL && !g_str_has_prefix (error->message, path))
    g_error ("an error without the file's name: %s", error->message);
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;

#if FUZZ_TARGET == 1   /* query */
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr(CwQuery) query = cw_query_new (fuzz_game, text, &error);

  if ((query == NULL) == (error == NULL))
    g_error ("a query without an error");
#elif FUZZ_TARGET == 2 /* card set */
  const char *path = fuzz_write_input (data, size, "set.xml");
  g_autoptr(CwCardSet) set = cw_card_set_new_from_file (fuzz_game, path, &error);

  check_error (error, path);
  if (set != NULL)
    {
      g_autofree char *again = g_strconcat (path, ".saved", NULL);
      g_autoptr(CwCardSet) back = NULL;

      /* What we write we can read back. */
      if (!cw_card_set_save_to_file (set, again, &error))
        g_error ("%s", error->message);
      back = cw_card_set_new_from_file (fuzz_game, again, &error);
      if (back == NULL)
        g_error ("a saved set does not load again: %s", error->message);
    }
#elif FUZZ_TARGET == 3 /* Library */
  const char *path = fuzz_write_input (data, size, "deck.cwlibrary");
  g_autoptr(CwLibrary) library = cw_library_new_from_file (path, fuzz_catalog, &error);

  check_error (error, path);
  if (library != NULL)
    g_ptr_array_unref (cw_library_check (library, fuzz_catalog));
#elif FUZZ_TARGET == 4 /* collection */
  const char *path = fuzz_write_input (data, size, "collection.xml");
  g_autoptr(CwCollection) collection = cw_collection_new_from_file (path, &error);

  check_error (error, path);
#elif FUZZ_TARGET == 5 /* game definition */
  const char *path = fuzz_write_input (data, size, "game.xml");
  g_autoptr(CwGame) game = cw_game_new_from_file (path, &error);

  check_error (error, path);
#elif FUZZ_TARGET == 6 /* deck lists: text, .cod, .o8d, the format guessed as for a file */
  g_autoptr(CwImportReport) report = NULL;
  CwDeckFormat format = cw_deck_format_guess ("deck", (const char *) data, size);
  g_autoptr(CwLibrary) library = cw_deck_import_data (fuzz_catalog, format, (const char *) data, size,
                                                      "deck", &report, &error);
#elif FUZZ_TARGET == 7 /* collection CSV */
  g_autoptr(CwCollection) collection = cw_collection_new ("oz-storyline");
  g_autoptr(CwImportReport) report = cw_collection_csv_import_data (collection, fuzz_catalog, (const char *) data,
                                                                    size, "owned.csv", &error);
#elif FUZZ_TARGET == 8 /* card set CSV */
  g_autoptr(CwCardSet) set = cw_card_set_new (fuzz_game, "fuzz", "Fuzz");
  g_autoptr(CwImportReport) report = cw_set_csv_import_data (set, fuzz_catalog, (const char *) data, size,
                                                             "cards.csv", &error);

  if ((report == NULL) == (error == NULL))
    g_error ("a set CSV import without a report or an error");
  check_error (error, "cards.csv");
  if (report != NULL && cw_card_set_get_n_cards (set) > 0)
    {
      const char *path = fuzz_write_input ((const guint8 *) "", 0, "set.xml");
      g_autofree char *csv = cw_set_csv_export (set);
      g_autoptr(CwCardSet) again = cw_card_set_new (fuzz_game, "fuzz", "Fuzz");
      g_autoptr(CwImportReport) again_report = cw_set_csv_import_data (again, NULL, csv, strlen (csv),
                                                                       "again.csv", &error);
      g_autoptr(CwCardSet) loaded = NULL;

      /* What the import takes, the set file keeps and the export gives back. */
      if (again_report == NULL || cw_card_set_get_n_cards (again) != cw_card_set_get_n_cards (set) ||
          !cw_import_report_is_complete (again_report))
        g_error ("an exported set does not import again whole");
      if (!cw_card_set_save_to_file (set, path, &error))
        g_error ("%s", error->message);
      loaded = cw_card_set_new_from_file (fuzz_game, path, &error);
      if (loaded == NULL)
        g_error ("an imported set does not load again: %s", error->message);
    }
#elif FUZZ_TARGET == 9 /* game package (.cwgame) */
  const char *path = fuzz_write_input (data, size, "in.cwgame");
  g_autoptr(CwPackage) package = cw_package_open (path, &error);
  g_autofree char *ours = g_build_filename (g_get_user_data_dir (), "cardwright", NULL);

  check_error (error, path);
  if ((package == NULL) == (error == NULL))
    g_error ("a package without an error, or an error with a package");
  g_clear_object (&package);
  /* Opened or refused, once closed nothing of it stays in the data folder. */
  {
    g_autoptr(GDir) dir = g_dir_open (ours, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      if (g_str_has_prefix (name, ".cardwright-tmp-package-"))
        g_error ("%s/%s was left behind", ours, name);
  }
#elif FUZZ_TARGET == 10 /* saved match, any of the four engines */
  const char *path = fuzz_write_input (data, size, "match.cwmatch");
  guint game = pick_match_game (path);
  g_autoptr(GError) replay_error = NULL;
  g_autoptr(CwEngine) engine = cw_engine_new_from_file_partial (match_games[game], match_catalogs[game], path,
                                                                &replay_error, &error);

  check_error (error, path);
  check_error (replay_error, path);
  if (engine != NULL)
    {
      g_autofree char *again = g_strconcat (path, ".saved", NULL);
      g_autofree char *json = cw_engine_dup_state_json (engine);
      g_autofree char *text = cw_engine_dup_state_text (engine);
      g_autoptr(GPtrArray) legal = cw_engine_list_legal (engine);
      g_autoptr(CwEngine) back = NULL;

      if (json == NULL || text == NULL || legal == NULL)
        g_error ("a loaded match without a state or legal actions");
      /* What replayed is saved and replays again, whole. */
      if (!cw_engine_save_to_file (engine, again, &error))
        g_error ("%s", error->message);
      back = cw_engine_new_from_file (match_games[game], match_catalogs[game], again, &error);
      if (back == NULL)
        g_error ("a saved match does not load again: %s", error->message);
      if (cw_engine_get_n_actions (back) != cw_engine_get_n_actions (engine))
        g_error ("a saved match of %u actions loads again with %u", cw_engine_get_n_actions (engine),
                 cw_engine_get_n_actions (back));
      if (cw_engine_can_undo (back))
        cw_engine_undo (back);
    }
#else
#error "FUZZ_TARGET names no loader"
#endif
  return 0;
}
