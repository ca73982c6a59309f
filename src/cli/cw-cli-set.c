/* cw-cli-set.c: cardwright-cli set import|export|pictures: a player's card set from and to a
 * spreadsheet, and its pictures from a folder. */
#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-set-csv.h"
#include "cw-set-pictures.h"
#include "cw-cli.h"

#define SET_USAGE \
  "cardwright-cli set import GAME FILE.csv [--set SET] [--name NAME] [--json]\n" \
  "       cardwright-cli set export GAME --set SET [-o FILE.csv]\n" \
  "       cardwright-cli set pictures GAME --set SET FOLDER [--json]"

/* The set named by --set: a player's set of the game, or a new one under that id. NULL with the
 * exit status in *status when it is a shipped set or the id cannot name a file. */
static CwCardSet *
writable_set (CwCatalog  *catalog,
              const char *set_id,
              const char *name,
              int        *status)
{
  CwCardSet *set;

  if (set_id == NULL)
    {
      set = cw_catalog_dup_user_set (catalog);
      if (name != NULL && cw_catalog_find_set (catalog, cw_card_set_get_id (set)) == NULL)
        cw_card_set_set_name (set, name);
      return set;
    }
  set = cw_catalog_find_set (catalog, set_id);
  if (set != NULL && cw_card_set_is_read_only (set))
    {
      *status = cw_cli_fail (_("the set “%s” ships with Cardwright and cannot be changed; "
                               "name a set of your own with --set"), set_id);
      return NULL;
    }
  if (set != NULL)
    return g_object_ref (set);
  if (!cw_file_is_safe_name (set_id))
    {
      *status = cw_cli_fail (_("“%s” cannot be a set id: use 1 to %d letters, digits, “-”, “_” or “.”"),
                             set_id, CW_FILE_SAFE_NAME_MAX);
      return NULL;
    }
  return cw_card_set_new (cw_catalog_get_game (catalog), set_id, name != NULL ? name : set_id);
}

static int
set_import (int    argc,
            char **argv)
{
  char *set_id = NULL;
  char *set_name = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "set", 0, 0, G_OPTION_ARG_STRING, &set_id,
      N_("The id of the set to import into: one of your sets, or a new one (your first set otherwise)"), "SET" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &set_name, N_("The name of a new set (its id otherwise)"), "NAME" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the report as JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("GAME FILE.csv [--set SET] — cards from a spreadsheet into one of your sets"), entries);
  g_autofree char *set_option = NULL;
  g_autofree char *name_option = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  guint imported;
  CwCliProgress progress;
  gboolean written = FALSE;
  int status = CW_CLI_BAD_INPUT;

  g_option_context_set_description (context,
    N_("The header row names the columns: id, type, name, version, alignment, keywords, text, note,\n"
       "image, back, alt-names, name:LANG, text:LANG and the game's fields (by id or name).\n"
       "Exit status: 0 every row imported; 1 the report lists rows refused (the others were saved);\n"
       "2 nothing was written (unreadable file, no name or type column, bad usage)."));
  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  set_option = set_id;
  name_option = set_name;
  if (argc != 3)
    return cw_cli_fail (_("usage: %s"), SET_USAGE);

  if (!(catalog = cw_cli_load_catalog (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if (!(set = writable_set (catalog, set_option, name_option, &status)))
    return status;
  /* Translators: on a terminal while a spreadsheet is imported; rows done, rows in the file. */
  cw_cli_progress_init (&progress, _("Importing cards… %u of %u rows"));
  report = cw_set_csv_import_file_full (set, catalog, argv[2], cw_cli_progress_update, &progress, NULL, &error);
  cw_cli_progress_end (&progress);
  if (report == NULL)
    return cw_cli_fail ("%s", error->message);

  imported = cw_import_report_count (report, CW_IMPORT_MATCHED);
  if (imported > 0)
    {
      if (!cw_card_set_save_to_user_folder (set, &error))
        return cw_cli_fail ("%s", error->message);
      written = TRUE;
    }

  if (json)
    {
      g_autoptr(GString) out = cw_cli_json_report_new ("file", cw_import_report_get_source (report), argv[1]);

      cw_cli_json_member (out, "set", cw_card_set_get_id (set));
      cw_cli_json_member (out, "set_name", cw_card_set_get_name (set));
      cw_cli_json_member (out, "path", written ? cw_card_set_get_path (set) : NULL);
      g_string_append_printf (out, ", \"written\": %s, \"imported\": %u, \"refused_rows\": %u, \"cards_in_set\": %u, ",
                              written ? "true" : "false", imported, cw_set_csv_count_refused_rows (report),
                              cw_card_set_get_n_cards (set));
      cw_cli_json_report_items (out, report, CW_CLI_ITEM_COLUMN);
      cw_cli_json_report_print (out);
    }
  else
    {
      g_autofree char *text = cw_set_csv_format_report (report, set);

      cw_cli_write (stdout, text);
      if (written)
        {
          g_autofree char *wrote = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Wrote %s (%u card)\n",
                                                                 "Wrote %s (%u cards)\n",
                                                                 cw_card_set_get_n_cards (set)),
                                                    cw_card_set_get_path (set), cw_card_set_get_n_cards (set));

          cw_cli_write (stdout, wrote);
        }
      else
        cw_cli_write (stdout, _("No card was imported; nothing was written.\n"));
    }
  if (imported == 0 && cw_set_csv_count_refused_rows (report) == 0)
    return cw_cli_fail (_("%s: no card rows below the header row"), argv[2]);
  return cw_import_report_is_complete (report) ? CW_CLI_OK : CW_CLI_NO;
}

static int
set_export (int    argc,
            char **argv)
{
  char *set_id = NULL;
  char *output = NULL;
  const GOptionEntry entries[] = {
    { "set", 0, 0, G_OPTION_ARG_STRING, &set_id, N_("The id of the set to export"), "SET" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The CSV file to write (standard output if absent)"), "FILE.csv" },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("GAME --set SET [-o FILE.csv] — a card set as a spreadsheet"), entries);
  g_autofree char *set_option = NULL;
  g_autofree char *output_path = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(GError) error = NULL;
  CwCardSet *set;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  set_option = set_id;
  output_path = output;
  if (argc != 2 || set_option == NULL)
    return cw_cli_fail (_("usage: %s"), SET_USAGE);

  if (!(catalog = cw_cli_load_catalog (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if (!(set = cw_catalog_find_set (catalog, set_option)))
    return cw_cli_fail (_("%s has no set “%s”"), cw_game_get_name (cw_catalog_get_game (catalog)), set_option);

  if (output_path == NULL || strcmp (output_path, "-") == 0)
    {
      g_autofree char *csv = cw_set_csv_export (set);

      fputs (csv, stdout);
      return CW_CLI_OK;
    }
  if (!cw_set_csv_export_file (set, output_path, &error))
    return cw_cli_fail ("%s", error->message);
  printf (g_dngettext (GETTEXT_PACKAGE, "Wrote %s (%u card)\n", "Wrote %s (%u cards)\n", cw_card_set_get_n_cards (set)),
          output_path, cw_card_set_get_n_cards (set));
  return CW_CLI_OK;
}

static int
set_pictures (int    argc,
              char **argv)
{
  char *set_id = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "set", 0, 0, G_OPTION_ARG_STRING, &set_id, N_("The id of your set whose cards get the pictures"), "SET" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the report as JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("GAME --set SET FOLDER — pictures for a set's cards, matched by file name"), entries);
  g_autofree char *set_option = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwCardSet *set;
  guint added;
  CwCliProgress progress;

  g_option_context_set_description (context,
    N_("Each PNG or JPEG in FOLDER named after a card's id or name (case and accents ignored) is\n"
       "copied into the set's folder, scaled down to 300 dpi at the game's card size, and becomes\n"
       "the card's picture. Exit status: 0 every picture placed and every card has one; 1 the\n"
       "report lists pictures left out or cards without a picture; 2 nothing was done."));
  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  set_option = set_id;
  if (argc != 3 || set_option == NULL)
    return cw_cli_fail (_("usage: %s"), SET_USAGE);

  if (!(catalog = cw_cli_load_catalog (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if (!(set = cw_catalog_find_set (catalog, set_option)))
    return cw_cli_fail (_("%s has no set “%s”"), cw_game_get_name (cw_catalog_get_game (catalog)), set_option);
  if (cw_card_set_is_read_only (set))
    return cw_cli_fail (_("the set “%s” ships with Cardwright and cannot be changed; "
                          "name a set of your own with --set"), set_option);
  /* Translators: on a terminal while a folder of pictures is copied; files read, picture files in the folder. */
  cw_cli_progress_init (&progress, _("Copying pictures… %u of %u"));
  report = cw_set_pictures_import_full (set, argv[2], cw_cli_progress_update, &progress, NULL, &error);
  cw_cli_progress_end (&progress);
  if (report == NULL)
    return cw_cli_fail ("%s", error->message);
  added = cw_import_report_count (report, CW_IMPORT_MATCHED);
  if (added > 0 && !cw_card_set_save_to_user_folder (set, &error))
    return cw_cli_fail ("%s", error->message);

  if (json)
    {
      g_autoptr(GString) out = cw_cli_json_report_new ("folder", argv[2], argv[1]);

      cw_cli_json_member (out, "set", cw_card_set_get_id (set));
      g_string_append_printf (out, ", \"added\": %u, \"not_found\": %u, \"refused\": %u, ", added,
                              cw_import_report_count (report, CW_IMPORT_NOT_FOUND),
                              cw_import_report_count (report, CW_IMPORT_NOT_UNDERSTOOD));
      cw_cli_json_report_items (out, report, CW_CLI_ITEM_COLUMN);
      cw_cli_json_report_print (out);
    }
  else
    {
      g_autofree char *text = cw_set_pictures_format_report (report, set);

      cw_cli_write (stdout, text);
    }
  return cw_import_report_is_complete (report) && cw_import_report_count (report, CW_IMPORT_NOTE) == 0
         ? CW_CLI_OK : CW_CLI_NO;
}

int
cw_cli_set (int    argc,
            char **argv)
{
  /* GOption's --help starts "Usage: PRGNAME [OPTION…]": the whole command, its verb included. */
  if (argc >= 2 && strcmp (argv[1], "import") == 0)
    {
      g_set_prgname ("cardwright-cli set import");
      return set_import (argc - 1, argv + 1);
    }
  if (argc >= 2 && strcmp (argv[1], "export") == 0)
    {
      g_set_prgname ("cardwright-cli set export");
      return set_export (argc - 1, argv + 1);
    }
  if (argc >= 2 && strcmp (argv[1], "pictures") == 0)
    {
      g_set_prgname ("cardwright-cli set pictures");
      return set_pictures (argc - 1, argv + 1);
    }
  /* Asked for, the usage is the answer: on standard output, and not an error. */
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    return cw_cli_print_usage (SET_USAGE);
  return cw_cli_fail (_("usage: %s"), SET_USAGE);
}
