/* cw-cli-print.c: `cardwright-cli print`: a Library, a card set or the missing cards as a print-ready PDF. */
#include <errno.h>
#include <stdio.h>
#include <glib/gi18n-lib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-pdf-export.h"
#include "cw-sheet-layout.h"
#include "cw-cli.h"

#define PRINT_USAGE \
  "cardwright-cli print LIBRARY-FILE|--set GAME[:SET] -o OUT.pdf [--paper a4|letter|a3|legal|WxH] " \
  "[--landscape] [--card poker|standard|bridge|japanese|mini-american|mini-euro|tarot|square|WxH] " \
  "[--bleed MM] [--gap MM] [--margin MM] [--backs long|short|none] [--back-offset X,Y] [--back-image FILE] " \
  "[--missing --collection FILE] [--marks|--no-marks] [--cut-lines] [--square-corners] [--calibration] [--json]"

/* "63.5x88.9" (mm) */
static gboolean
parse_size (const char *text,
            double     *width,
            double     *height)
{
  char *end = NULL;

  *width = g_ascii_strtod (text, &end);
  if (end == text || (*end != 'x' && *end != 'X'))
    return FALSE;
  text = end + 1;
  *height = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && *width > 0 && *height > 0;
}

/* "X,Y" (mm, either sign) */
static gboolean
parse_pair (const char *text,
            double     *x,
            double     *y)
{
  char *end = NULL;

  *x = g_ascii_strtod (text, &end);
  if (end == text || *end != ',')
    return FALSE;
  text = end + 1;
  *y = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

static gboolean
parse_mm (const char *text,
          double     *value)
{
  char *end = NULL;

  *value = g_ascii_strtod (text, &end);
  return end != text && *end == '\0';
}

static void
append_json_number (GString *out,
                    double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  g_string_append (out, g_ascii_formatd (buffer, sizeof buffer, "%.2f", value));
}

int
cw_cli_print (int    argc,
              char **argv)
{
  char *output = NULL, *set_option = NULL, *paper_option = NULL, *card_option = NULL;
  char *bleed_option = NULL, *gap_option = NULL, *margin_option = NULL, *backs_option = NULL;
  char *offset_option = NULL, *back_image = NULL, *collection_option = NULL, *title = NULL;
  gboolean landscape = FALSE, missing = FALSE, marks = FALSE, no_marks = FALSE, cut_lines = FALSE;
  gboolean square = FALSE, calibration = FALSE, json = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF to write"), "OUT.pdf" },
    { "set", 0, 0, G_OPTION_ARG_STRING, &set_option, N_("Print every card of a game's sets, or of one set"), "GAME[:SET]" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper_option, N_("a4 (default), letter, a3, legal or WxH in mm"), "PAPER" },
    { "landscape", 0, 0, G_OPTION_ARG_NONE, &landscape, N_("Landscape pages"), NULL },
    { "card", 0, 0, G_OPTION_ARG_STRING, &card_option, N_("Card size (default: the game's) or WxH in mm"), "SIZE" },
    { "bleed", 0, 0, G_OPTION_ARG_STRING, &bleed_option, N_("Bleed past the trim, 0–3 mm (default 0)"), "MM" },
    { "gap", 0, 0, G_OPTION_ARG_STRING, &gap_option, N_("Space between cards (default 0: shared cut lines)"), "MM" },
    { "margin", 0, 0, G_OPTION_ARG_STRING, &margin_option, N_("Least free paper at each edge (default 5)"), "MM" },
    { "backs", 0, 0, G_OPTION_ARG_STRING, &backs_option, N_("A backs page after each sheet, for duplex turning on the long or short edge"), "long|short|none" },
    { "back-offset", 0, 0, G_OPTION_ARG_STRING, &offset_option, N_("Shift the backs to correct a printer (see --calibration)"), "X,Y" },
    { "back-image", 0, 0, G_OPTION_ARG_FILENAME, &back_image, N_("A JPEG or PNG for the backs"), "FILE" },
    { "missing", 0, 0, G_OPTION_ARG_NONE, &missing, N_("Only the copies the collection lacks"), NULL },
    { "collection", 0, 0, G_OPTION_ARG_FILENAME, &collection_option, N_("The collection for --missing"), "FILE" },
    { "marks", 0, 0, G_OPTION_ARG_NONE, &marks, N_("Crop marks in the margins (the default)"), NULL },
    { "no-marks", 0, 0, G_OPTION_ARG_NONE, &no_marks, N_("No crop marks"), NULL },
    { "cut-lines", 0, 0, G_OPTION_ARG_NONE, &cut_lines, N_("Thin grey lines along every cut"), NULL },
    { "square-corners", 0, 0, G_OPTION_ARG_NONE, &square, N_("Square card corners (default rounded)"), NULL },
    { "calibration", 0, 0, G_OPTION_ARG_NONE, &calibration, N_("Start with a duplex alignment test page"), NULL },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title, N_("The PDF's title"), "TEXT" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = cw_cli_option_context_new (N_("LIBRARY-FILE|--set GAME -o OUT.pdf — cards as a print-ready PDF"), entries);
  g_autofree char *output_path = NULL, *set_spec = NULL, *paper_name = NULL, *card_name = NULL;
  g_autofree char *bleed_text = NULL, *gap_text = NULL, *margin_text = NULL, *backs_name = NULL;
  g_autofree char *offset_text = NULL, *back_image_path = NULL, *collection_path = NULL, *title_text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(CwCollection) collection = NULL;
  g_autoptr(CwPdfExport) export = NULL;
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *set_id = NULL;
  CwSheetOptions options;
  CwGame *game;
  guint n_cards, n_pages;
  GStatBuf st;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  /* Owned by us from here. */
  output_path = output; set_spec = set_option; paper_name = paper_option; card_name = card_option;
  bleed_text = bleed_option; gap_text = gap_option; margin_text = margin_option; backs_name = backs_option;
  offset_text = offset_option; back_image_path = back_image; collection_path = collection_option;
  title_text = title;

  if (output_path == NULL)
    return cw_cli_fail (_("-o OUT.pdf is needed\nusage: %s"), PRINT_USAGE);
  if (argc > 2 || (argc == 2 && set_spec != NULL))
    return cw_cli_fail (_("print takes one LIBRARY-FILE or --set GAME, not both\nusage: %s"), PRINT_USAGE);
  if (argc == 1 && set_spec == NULL && !calibration)
    return cw_cli_fail (_("print needs a LIBRARY-FILE or --set GAME\nusage: %s"), PRINT_USAGE);
  if (missing && (collection_path == NULL || argc != 2))
    return cw_cli_fail (_("--missing needs a LIBRARY-FILE and --collection FILE"));
  if (collection_path != NULL && !missing)
    return cw_cli_fail (_("--collection is for --missing"));
  if (marks && no_marks)
    return cw_cli_fail (_("--marks and --no-marks contradict each other"));

  /* Which game, and its cards. */
  if (argc == 2)
    {
      if (!(game_id = cw_cli_peek_game_id (argv[1], &error)) ||
          !(catalog = cw_cli_load_catalog (game_id, &error)) ||
          !(library = cw_library_new_from_file (argv[1], catalog, &error)))
        return cw_cli_fail ("%s", error->message);
    }
  else if (set_spec != NULL)
    {
      const char *colon = strchr (set_spec, ':');

      game_id = colon ? g_strndup (set_spec, colon - set_spec) : g_strdup (set_spec);
      set_id = colon ? g_strdup (colon + 1) : NULL;
      if (!(catalog = cw_cli_load_catalog (game_id, &error)))
        return cw_cli_fail ("%s", error->message);
    }
  else
    {
      /* Only the alignment test: any game will do; it prints no card. */
      g_autoptr(GPtrArray) games = cw_game_load_all (&error);
      if (games == NULL || games->len == 0)
        return cw_cli_fail ("%s", error ? error->message : _("no game found"));
      catalog = cw_catalog_new (g_ptr_array_index (games, 0));
    }
  game = cw_catalog_get_game (catalog);
  export = cw_pdf_export_new (game);

  /* The sheet. */
  options = *cw_pdf_export_get_options (export);
  if (paper_name != NULL && !cw_paper_from_name (paper_name, &options.paper))
    {
      if (!parse_size (paper_name, &options.paper_width, &options.paper_height))
        return cw_cli_fail (_("--paper “%s”: use a4, letter, a3, legal or WIDTHxHEIGHT in mm"), paper_name);
      options.paper = CW_PAPER_CUSTOM;
    }
  if (landscape)
    options.orientation = CW_ORIENTATION_LANDSCAPE;
  if (card_name != NULL && !cw_card_size_from_name (card_name, &options.card_size))
    {
      if (!parse_size (card_name, &options.card_width, &options.card_height))
        return cw_cli_fail (_("--card “%s”: use poker, standard, bridge, japanese, mini-american, "
                            "mini-euro, tarot, square or WIDTHxHEIGHT in mm"), card_name);
      options.card_size = CW_CARD_SIZE_CUSTOM;
    }
  if (bleed_text != NULL && !(parse_mm (bleed_text, &options.bleed) && options.bleed >= 0 && options.bleed <= CW_SHEET_MAX_BLEED))
    return cw_cli_fail (_("--bleed “%s”: a number of mm from 0 to 3"), bleed_text);
  if (gap_text != NULL && !(parse_mm (gap_text, &options.gap) && options.gap >= 0))
    return cw_cli_fail (_("--gap “%s”: a number of mm, 0 or more"), gap_text);
  if (margin_text != NULL && !(parse_mm (margin_text, &options.margin) && options.margin >= 0))
    return cw_cli_fail (_("--margin “%s”: a number of mm, 0 or more"), margin_text);
  if (backs_name != NULL && !cw_backs_from_name (backs_name, &options.backs))
    return cw_cli_fail (_("--backs “%s”: long, short or none"), backs_name);
  if (offset_text != NULL && !parse_pair (offset_text, &options.back_offset_x, &options.back_offset_y))
    return cw_cli_fail (_("--back-offset “%s”: two numbers of mm, X,Y (for example 0.5,-0.3)"), offset_text);
  if (offset_text != NULL && options.backs == CW_BACKS_NONE)
    return cw_cli_fail (_("--back-offset moves the backs: add --backs long or --backs short"));
  options.crop_marks = !no_marks;
  options.cut_lines = cut_lines;
  options.rounded_corners = !square;
  if (!(layout = cw_sheet_layout_new (&options, &error)))
    return cw_cli_fail ("%s", error->message);
  cw_pdf_export_set_options (export, &options);

  if (back_image_path != NULL)
    {
      if (!g_file_test (back_image_path, G_FILE_TEST_IS_REGULAR))
        return cw_cli_fail (_("--back-image %s: no such file"), back_image_path);
      cw_pdf_export_set_back_image (export, back_image_path);
    }
  cw_pdf_export_set_calibration (export, calibration);

  /* What to print. */
  if (library != NULL && missing)
    {
      if (!(collection = cw_collection_new_from_file (collection_path, &error)))
        return cw_cli_fail ("%s", error->message);
      if (g_strcmp0 (cw_collection_get_game_id (collection), game_id) != 0)
        return cw_cli_fail (_("%s: this collection is for the game “%s”, not “%s”"), collection_path,
                            cw_collection_get_game_id (collection), game_id);
      if (!cw_pdf_export_add_shortfall (export, library, collection, catalog, &error))
        return cw_cli_fail ("%s", error->message);
      if (cw_pdf_export_get_n_cards (export) == 0 && !calibration)
        {
          if (json)
            printf ("{\"output\": null, \"cards\": 0, \"pages\": 0}\n");
          else
            {
              g_autofree char *message = g_strdup_printf (_("The collection holds every card of “%s”: nothing to print, no file written.\n"),
                                                          cw_library_get_name (library));
              cw_cli_write (stdout, message);
            }
          return CW_CLI_OK;
        }
    }
  else if (library != NULL)
    {
      if (!cw_pdf_export_add_library (export, library, catalog, &error))
        return cw_cli_fail ("%s", error->message);
    }
  else if (set_spec != NULL)
    {
      GListModel *sets = cw_catalog_get_sets (catalog);
      guint n_sets = g_list_model_get_n_items (sets);
      gboolean found = FALSE;

      for (guint i = 0; i < n_sets; i++)
        {
          g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);

          if (set_id != NULL && g_strcmp0 (cw_card_set_get_id (set), set_id) != 0)
            continue;
          cw_pdf_export_add_card_set (export, set);
          found = TRUE;
        }
      if (set_id != NULL && !found)
        {
          g_autoptr(GString) known = g_string_new (NULL);
          for (guint i = 0; i < n_sets; i++)
            {
              g_autoptr(CwCardSet) set = g_list_model_get_item (sets, i);
              g_string_append_printf (known, "%s%s", i ? ", " : "", cw_card_set_get_id (set));
            }
          return cw_cli_fail (_("%s has no set “%s”; its sets are: %s"), game_id, set_id,
                              known->len ? known->str : _("(none)"));
        }
      if (cw_pdf_export_get_n_cards (export) == 0 && !calibration)
        return cw_cli_fail (_("%s has no cards to print"), game_id);
    }
  if (title_text != NULL)
    cw_pdf_export_set_title (export, title_text);

  n_cards = cw_pdf_export_get_n_cards (export);
  n_pages = cw_pdf_export_get_n_pages (export, &error);
  if (!cw_pdf_export_write (export, output_path, NULL, NULL, NULL, &error))
    return cw_cli_fail ("%s", error->message);

  if (json)
    {
      g_autoptr(GString) out = g_string_new ("{\"output\": ");
      cw_cli_json_string (out, output_path);
      g_string_append_printf (out, ", \"game\": ");
      cw_cli_json_string (out, cw_game_get_id (game));
      g_string_append_printf (out, ", \"cards\": %u, \"sheets\": %u, \"pages\": %u, \"cards_per_page\": %u, ",
                              n_cards, cw_sheet_layout_get_n_sheets (layout, n_cards), n_pages,
                              cw_sheet_layout_get_cards_per_page (layout));
      g_string_append (out, "\"page_mm\": [");
      append_json_number (out, cw_sheet_layout_get_page_width (layout));
      g_string_append (out, ", ");
      append_json_number (out, cw_sheet_layout_get_page_height (layout));
      g_string_append (out, "], \"card_mm\": [");
      append_json_number (out, cw_sheet_layout_get_card_width (layout));
      g_string_append (out, ", ");
      append_json_number (out, cw_sheet_layout_get_card_height (layout));
      g_string_append_printf (out, "], \"bytes\": %" G_GINT64_FORMAT "}\n",
                              (gint64) (g_stat (output_path, &st) == 0 ? st.st_size : -1));
      fputs (out->str, stdout);
    }
  else
    {
      guint n_sheets = cw_sheet_layout_get_n_sheets (layout, n_cards);
      /* Translators: the counts of "Wrote FILE: 76 cards on 9 sheets, 9 pages (…)". */
      g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_cards), n_cards);
      g_autofree char *sheets = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sheet", "%u sheets", n_sheets), n_sheets);
      g_autofree char *pages = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u page", "%u pages", n_pages), n_pages);

      /* Translators: FILE, then "76 cards", "9 sheets", "9 pages"; then the paper and card sizes in mm
       * and the cards on a page. Keep "%%" as it is: it prints one percent sign. */
      printf (_("Wrote %s: %s on %s, %s (%.1f × %.1f mm paper, %.2f × %.2f mm cards, %u a page). Print at 100%%.\n"),
              output_path, cards, sheets, pages,
              cw_sheet_layout_get_page_width (layout), cw_sheet_layout_get_page_height (layout),
              cw_sheet_layout_get_card_width (layout), cw_sheet_layout_get_card_height (layout),
              cw_sheet_layout_get_cards_per_page (layout));
    }
  return CW_CLI_OK;
}
