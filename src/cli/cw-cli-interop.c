/* cw-cli-interop.c: cardwright-cli import, export and collection import|export (deck lists and CSV). */
#include <stdio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-collection-csv.h"
#include "cw-deck-io.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-library.h"
#include "cw-cli.h"

static void
print_report (CwImportReport *report,
              gboolean        json,
              const char     *game_id,
              const char     *output,
              gboolean        written)
{
  if (json)
    {
      g_autoptr(GString) out = cw_cli_json_report_new ("file", cw_import_report_get_source (report), game_id);

      cw_cli_json_member (out, "output", output);
      g_string_append_printf (out, ", \"written\": %s", written ? "true" : "false");
      cw_cli_json_member (out, "format", cw_import_report_get_format (report));
      g_string_append_printf (out, ", \"matched\": %u, \"copies\": %u, \"not_found\": %u, \"not_understood\": %u, "
                              "\"notes\": %u, ",
                              cw_import_report_count (report, CW_IMPORT_MATCHED),
                              cw_import_report_get_n_copies (report),
                              cw_import_report_count (report, CW_IMPORT_NOT_FOUND),
                              cw_import_report_count (report, CW_IMPORT_NOT_UNDERSTOOD),
                              cw_import_report_count (report, CW_IMPORT_NOTE));
      cw_cli_json_report_items (out, report, CW_CLI_ITEM_COUNT);
      /* After the items, so that readers of the fields before them see no change. */
      g_string_append_printf (out, ", \"capped\": %u, \"unlisted\": %u",
                              cw_import_report_count (report, CW_IMPORT_CAPPED), cw_import_report_get_n_unlisted (report));
      cw_cli_json_report_print (out);
    }
  else
    {
      g_autofree char *text = cw_import_report_format (report, FALSE);
      cw_cli_write (stdout, text);
    }
}

/* Refuses an output that is a folder or the input itself (through a link or another path too: the
 * same device and inode), before anything is read or written: importing deck.txt into
 * deck.txt would replace the list with a Library. FALSE after printing why. */
static gboolean
check_output (const char *input,
              const char *output)
{
  GStatBuf input_info, output_info;

  if (g_file_test (output, G_FILE_TEST_IS_DIR))
    {
      cw_cli_fail (_("%s: is a folder; name a file to write"), output);
      return FALSE;
    }
  if (g_stat (input, &input_info) == 0 && g_stat (output, &output_info) == 0 &&
      input_info.st_dev == output_info.st_dev && input_info.st_ino == output_info.st_ino)
    {
      cw_cli_fail (_("%s is the file being imported; -o must name another file"), output);
      return FALSE;
    }
  return TRUE;
}

/* The game an imported deck is for, when --game does not say: the one whose cards it names most. */
static CwLibrary *
import_guessing_game (const char      *path,
                      CwDeckFormat     format,
                      CwCatalog      **catalog_out,
                      CwImportReport **report_out,
                      GError         **error)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(CwLibrary) best = NULL;
  g_autoptr(CwCatalog) best_catalog = NULL;
  g_autoptr(CwImportReport) best_report = NULL;
  guint best_copies = 0;
  gboolean tie = FALSE;

  games = cw_game_load_all (error);
  if (games == NULL)
    return NULL;

  for (guint i = 0; i < games->len; i++)
    {
      CwGame *game = g_ptr_array_index (games, i);
      g_autoptr(CwCatalog) catalog = cw_catalog_new_for_game (game, NULL);
      g_autoptr(CwImportReport) report = NULL;
      g_autoptr(CwLibrary) library = NULL;
      guint copies;

      if (catalog == NULL || cw_catalog_get_n_cards (catalog) == 0)
        continue;
      library = cw_deck_import_file (catalog, path, format, &report, error);
      if (library == NULL)
        return NULL;   /* unreadable or broken for every game alike */
      copies = cw_import_report_get_n_copies (report);
      if (copies > best_copies)
        {
          best_copies = copies;
          tie = FALSE;
          g_set_object (&best, library);
          g_set_object (&best_catalog, catalog);
          g_set_object (&best_report, report);
        }
      else if (copies == best_copies && copies > 0)
        tie = TRUE;
    }

  if (best == NULL || tie)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_NOT_FOUND,
                   best == NULL ? _("%s: no card of any game Cardwright knows; say which game with --game GAME")
                                : _("%s: the cards fit several games; say which with --game GAME"),
                   path);
      return NULL;
    }
  *catalog_out = g_steal_pointer (&best_catalog);
  *report_out = g_steal_pointer (&best_report);
  return g_steal_pointer (&best);
}

int
cw_cli_import (int    argc,
               char **argv)
{
  char *output = NULL;
  char *game_id = NULL;
  char *format_name = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The Library file to write"), "LIBRARY.xml" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, N_("The game of the deck (guessed from its cards otherwise)"), "GAME" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_name, N_("text, cod or o8d (from the file otherwise)"), "FORMAT" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the report as JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("FILE -o LIBRARY.xml — import a deck list (text, Cockatrice .cod, OCTGN .o8d)"), entries);
  g_autofree char *output_path = NULL;
  g_autofree char *game_option = NULL;
  g_autofree char *format_option = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwDeckFormat format = CW_DECK_FORMAT_UNKNOWN;
  const char *chosen_game;

  g_option_context_set_description (context,
    N_("Prints what was matched, each line not understood and each card not found, with its line.\n"
       "Exit status: 0 every card imported; 1 the Library was written, but the report lists lines\n"
       "left out; 2 nothing was written (unreadable or broken file, no card of the game, bad usage)."));
  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  output_path = output;
  game_option = game_id;
  format_option = format_name;
  if (argc != 2 || output_path == NULL)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli import FILE -o LIBRARY.xml [--game GAME] [--format text|cod|o8d] [--json]");
  if (format_option != NULL && (format = cw_deck_format_from_name (format_option)) == CW_DECK_FORMAT_UNKNOWN)
    return cw_cli_fail (_("unknown format “%s”; the formats are text, cod and o8d"), format_option);
  if (!check_output (argv[1], output_path))
    return CW_CLI_BAD_INPUT;

  if (game_option != NULL)
    {
      if (!(catalog = cw_cli_load_catalog (game_option, &error)) ||
          !(library = cw_deck_import_file (catalog, argv[1], format, &report, &error)))
        return cw_cli_fail ("%s", error->message);
    }
  else if (!(library = import_guessing_game (argv[1], format, &catalog, &report, &error)))
    return cw_cli_fail ("%s", error->message);
  chosen_game = cw_game_get_id (cw_catalog_get_game (catalog));

  if (cw_import_report_get_n_copies (report) == 0)
    {
      print_report (report, json, chosen_game, output_path, FALSE);
      return cw_cli_fail (_("%s: no card of %s found; nothing written"), argv[1],
                          cw_game_get_name (cw_catalog_get_game (catalog)));
    }
  if (!cw_library_save_to_file (library, output_path, &error))
    {
      print_report (report, json, chosen_game, output_path, FALSE);
      return cw_cli_fail ("%s", error->message);
    }
  print_report (report, json, chosen_game, output_path, TRUE);
  if (!json)
    {
      guint total = cw_library_get_total (library, NULL);

      g_autofree char *wrote = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Wrote %s: “%s”, %u card for %s\n",
                                                             "Wrote %s: “%s”, %u cards for %s\n", total),
                                                output_path, cw_library_get_name (library), total,
                                                cw_game_get_name (cw_catalog_get_game (catalog)));

      cw_cli_write (stdout, wrote);
    }
  return cw_import_report_is_complete (report) ? CW_CLI_OK : CW_CLI_NO;
}

int
cw_cli_export (int    argc,
               char **argv)
{
  char *output = NULL;
  char *format_name = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The file to write (standard output if absent)"), "FILE" },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format_name, N_("text, cod or o8d (from -o's extension otherwise)"), "FORMAT" },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("LIBRARY.xml --format text|cod|o8d -o FILE — export a Library as a deck list"), entries);
  g_autofree char *output_path = NULL;
  g_autofree char *format_option = NULL;
  g_autofree char *game_id = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  CwDeckFormat format = CW_DECK_FORMAT_UNKNOWN;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  output_path = output;
  format_option = format_name;
  if (argc != 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli export LIBRARY.xml --format text|cod|o8d [-o FILE]");

  if (format_option != NULL)
    format = cw_deck_format_from_name (format_option);
  else if (output_path != NULL && strrchr (output_path, '.') != NULL)
    format = cw_deck_format_from_name (strrchr (output_path, '.') + 1);
  if (format == CW_DECK_FORMAT_UNKNOWN && format_option != NULL)
    return cw_cli_fail (_("unknown format “%s”; the formats are text, cod and o8d"), format_option);
  if (format == CW_DECK_FORMAT_UNKNOWN)
    return cw_cli_fail (_("say which format with --format text|cod|o8d"));

  if (!(game_id = cw_cli_peek_game_id (argv[1], &error)) ||
      !(catalog = cw_cli_load_catalog (game_id, &error)) ||
      !(library = cw_library_new_from_file (argv[1], catalog, &error)))
    return cw_cli_fail ("%s", error->message);

  if (output_path == NULL || strcmp (output_path, "-") == 0)
    {
      g_autofree char *text = cw_deck_export_data (library, catalog, format);
      fputs (text, stdout);
      return CW_CLI_OK;
    }
  if (!cw_deck_export_file (library, catalog, format, output_path, &error))
    return cw_cli_fail ("%s", error->message);
  printf (g_dngettext (GETTEXT_PACKAGE, "Wrote %s (%s, %u card)\n", "Wrote %s (%s, %u cards)\n",
                       cw_library_get_total (library, NULL)),
          output_path, cw_deck_format_to_string (format), cw_library_get_total (library, NULL));
  return CW_CLI_OK;
}

static int
collection_export (int    argc,
                   char **argv)
{
  char *output = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The CSV file to write (standard output if absent)"), "FILE.csv" },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("COLLECTION.xml [-o FILE.csv] — owned counts as CSV (id,name,set,owned)"), entries);
  g_autofree char *output_path = NULL;
  g_autoptr(CwCollection) collection = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(GError) error = NULL;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  output_path = output;
  if (argc != 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli collection export COLLECTION.xml [-o FILE.csv]");

  if (!(collection = cw_collection_new_from_file (argv[1], &error)) ||
      !(catalog = cw_cli_load_catalog (cw_collection_get_game_id (collection), &error)))
    return cw_cli_fail ("%s", error->message);

  if (output_path == NULL || strcmp (output_path, "-") == 0)
    {
      g_autofree char *csv = cw_collection_csv_export (collection, catalog);
      fputs (csv, stdout);
      return CW_CLI_OK;
    }
  if (!cw_collection_csv_export_file (collection, catalog, output_path, &error))
    return cw_cli_fail ("%s", error->message);
  printf (g_dngettext (GETTEXT_PACKAGE, "Wrote %s (%u card owned)\n", "Wrote %s (%u cards owned)\n",
                       cw_collection_get_total (collection)),
          output_path, cw_collection_get_total (collection));
  return CW_CLI_OK;
}

static int
collection_import (int    argc,
                   char **argv)
{
  char *output = NULL;
  char *game_id = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("The collection file: updated when it exists (other cards and notes kept), created otherwise"), "COLLECTION.xml" },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, N_("The game, for a new collection file"), "GAME" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the report as JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("FILE.csv -o COLLECTION.xml [--game GAME] — set owned counts from CSV"), entries);
  g_autofree char *output_path = NULL;
  g_autofree char *game_option = NULL;
  g_autoptr(CwCollection) collection = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  const char *chosen_game;

  g_option_context_set_description (context,
    N_("Exit status: 0 every row imported; 1 the collection was written, but the report lists rows\n"
       "left out; 2 nothing was written."));
  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  output_path = output;
  game_option = game_id;
  if (argc != 2 || output_path == NULL)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli collection import FILE.csv -o COLLECTION.xml [--game GAME] [--json]");
  if (!check_output (argv[1], output_path))
    return CW_CLI_BAD_INPUT;

  if (g_file_test (output_path, G_FILE_TEST_EXISTS))
    {
      if (!(collection = cw_collection_new_from_file (output_path, &error)))
        return cw_cli_fail ("%s", error->message);
      if (game_option != NULL && strcmp (game_option, cw_collection_get_game_id (collection)) != 0)
        return cw_cli_fail (_("%s is a collection for the game “%s”, not “%s”"), output_path,
                            cw_collection_get_game_id (collection), game_option);
    }
  else if (game_option != NULL)
    collection = cw_collection_new (game_option);
  else
    return cw_cli_fail (_("%s does not exist yet: say which game it is for with --game GAME"), output_path);

  chosen_game = cw_collection_get_game_id (collection);
  if (!(catalog = cw_cli_load_catalog (chosen_game, &error)) ||
      !(report = cw_collection_csv_import_file (collection, catalog, argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if (!cw_collection_save_to_file (collection, output_path, &error))
    {
      print_report (report, json, chosen_game, output_path, FALSE);
      return cw_cli_fail ("%s", error->message);
    }
  print_report (report, json, chosen_game, output_path, TRUE);
  if (!json)
    printf (g_dngettext (GETTEXT_PACKAGE, "Wrote %s (%u card owned)\n", "Wrote %s (%u cards owned)\n",
                         cw_collection_get_total (collection)),
            output_path, cw_collection_get_total (collection));
  return cw_import_report_is_complete (report) ? CW_CLI_OK : CW_CLI_NO;
}

int
cw_cli_collection (int    argc,
                   char **argv)
{
  static const char usage[] = "cardwright-cli collection import FILE.csv -o COLLECTION.xml [--game GAME] [--json]\n"
                              "       cardwright-cli collection export COLLECTION.xml [-o FILE.csv]";

  /* GOption's --help starts "Usage: PRGNAME [OPTION…]": the whole command, its verb included. */
  if (argc >= 2 && strcmp (argv[1], "export") == 0)
    {
      g_set_prgname ("cardwright-cli collection export");
      return collection_export (argc - 1, argv + 1);
    }
  if (argc >= 2 && strcmp (argv[1], "import") == 0)
    {
      g_set_prgname ("cardwright-cli collection import");
      return collection_import (argc - 1, argv + 1);
    }
  /* Asked for, the usage is the answer: on standard output, and not an error. */
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    return cw_cli_print_usage (usage);
  return cw_cli_fail (_("usage: %s"), usage);
}
