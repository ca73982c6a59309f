/* cw-cli-print.c: `cardwright-cli print`: a Library, a card set or the missing cards as a print-ready PDF. */
#include <errno.h>
#include <stdio.h>
#include <glib/gi18n-lib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "cw-card-renderer.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-collection-csv.h"
#include "cw-cut-file.h"
#include "cw-import-report.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-pdf-export.h"
#include "cw-sheet-layout.h"
#include "cw-cli.h"

#define PRINT_USAGE \
  "cardwright-cli print LIBRARY-FILE|--set GAME[:SET] -o OUT.pdf [--paper a4|letter|a3|legal|WxH] " \
  "[--landscape] [--card poker|standard|bridge|japanese|mini-american|mini-euro|tarot|square|WxH] " \
  "[--bleed LENGTH] [--gap LENGTH[,LENGTH]] [--margin LENGTH] [--safe-margin LENGTH] [--backs long|short|none] [--back-offset X,Y] [--back-image FILE] " \
  "[--missing --collection FILE] [--marks|--no-marks] [--guides cross|l|none] [--guide-length LENGTH] " \
  "[--guide-width LENGTH] [--guide-color #RRGGBB] [--guides-on-backs] [--registration-marks] " \
  "[--cut-file OUT.svg] [--cut-lines] [--square-corners] [--calibration] [--json]"

/* "X,Y": two lengths (either sign), for the back offset and the two gaps. */
static gboolean
parse_pair (const char *text,
            double     *x,
            double     *y)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  return g_strv_length (parts) == 2 && cw_length_parse (parts[0], x) && cw_length_parse (parts[1], y);
}

/* A collection file (XML), or the CSV a spreadsheet keeps owned counts in: the same counts. What
 * a CSV could not match (an unknown id, a row not understood) is said on stderr. */
static CwCollection *
load_collection (const char  *path,
                 const char  *game_id,
                 CwCatalog   *catalog,
                 GError     **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(CwCollection) collection = NULL;
  g_autoptr(CwImportReport) report = NULL;
  gsize length = 0;
  const char *start;

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  start = contents;
  if (g_str_has_prefix (start, "\xEF\xBB\xBF"))
    start += 3;
  while (g_ascii_isspace (*start))
    start++;
  /* A collection file is XML; anything else is read as CSV, which says what it cannot use. */
  if (*start == '<')
    return cw_collection_new_from_file (path, error);

  collection = cw_collection_new (game_id);
  report = cw_collection_csv_import_data (collection, catalog, contents, length, path, error);
  if (report == NULL)
    return NULL;
  if (!cw_import_report_is_complete (report))
    {
      g_autofree char *text = cw_import_report_format (report, FALSE);
      g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (*lines[i] != '\0')
          g_printerr (_("warning: %s\n"), lines[i]);
    }
  return g_steal_pointer (&collection);
}

/* The layout's warnings in the CLI's words: they name its options. */
static char *
format_warning (const CwSheetWarning *warning)
{
  const double *v = warning->values;

  switch (warning->code)
    {
    case CW_SHEET_WARNING_NO_SCALE_BAR:
      return g_strdup_printf (_("No margin has room for the 50 mm “print at 100%%” bar inside the "
                                "printable area (%.1f mm from the edges), so it is left out: "
                                "measure a printed card instead, or make a margin larger."), v[0]);
    case CW_SHEET_WARNING_BLEED_SHRUNK_COLUMNS:
      return g_strdup_printf (_("Cards side by side are %.2f mm apart, so they get %.2f mm of bleed "
                                "towards each other instead of %.2f mm (the page's outer edges get it all). "
                                "A gap of %.2f mm or more, or no gap given, keeps the whole bleed."),
                              v[0], v[1], v[2], v[3]);
    case CW_SHEET_WARNING_BLEED_SHRUNK_ROWS:
      return g_strdup_printf (_("Cards one above the other are %.2f mm apart, so they get %.2f mm of bleed "
                                "towards each other instead of %.2f mm (the page's outer edges get it all). "
                                "A gap of %.2f mm or more, or no gap given, keeps the whole bleed."),
                              v[0], v[1], v[2], v[3]);
    case CW_SHEET_WARNING_NO_REGISTRATION_ROOM:
      return g_strdup_printf (_("The cutting machine's registration marks need %.0f mm of free "
                                "paper in three corners, inside the %.1f mm safe margin, and the "
                                "cards leave none: they are left out. A larger margin or fewer "
                                "cards a page makes room."), v[0], v[1]);
    case CW_SHEET_WARNING_MARKS_UNPRINTABLE:
    default:
      return g_strdup_printf (_("%u of the %u crop marks fall within %.1f mm of the page edge, where a "
                                "printer may print nothing. A larger margin, or corner guides (--guides) "
                                "in the gaps, print where the printer does."),
                              warning->count, warning->total, v[0]);
    }
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
  char *safe_option = NULL, *guides_option = NULL, *guide_length_option = NULL, *guide_width_option = NULL;
  char *guide_color_option = NULL;
  gboolean guides_on_backs = FALSE, registration = FALSE;
  char *cut_file_option = NULL;
  gboolean landscape = FALSE, missing = FALSE, marks = FALSE, no_marks = FALSE, cut_lines = FALSE;
  gboolean square = FALSE, calibration = FALSE, json = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF to write"), "OUT.pdf" },
    { "set", 0, 0, G_OPTION_ARG_STRING, &set_option, N_("Print every card of a game's sets, or of one set"), "GAME[:SET]" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper_option, N_("a4 (default), letter, a3, legal or WxH (mm, or with a unit: 8.5x11in)"), "PAPER" },
    { "landscape", 0, 0, G_OPTION_ARG_NONE, &landscape, N_("Landscape pages"), NULL },
    { "card", 0, 0, G_OPTION_ARG_STRING, &card_option, N_("Card size (default: the game's) or WxH (mm, or with a unit: 2.5x3.5in)"), "SIZE" },
    { "bleed", 0, 0, G_OPTION_ARG_STRING, &bleed_option, N_("Bleed past the trim, 0–6.35 mm (¼ in; default 0): 3, 3mm, 0.125in"), "LENGTH" },
    { "gap", 0, 0, G_OPTION_ARG_STRING, &gap_option, N_("Space between cards (default twice the bleed, so no edge loses any; 0: shared cut lines); two lengths for between columns and between rows"), "H[,V]" },
    { "margin", 0, 0, G_OPTION_ARG_STRING, &margin_option, N_("Least free paper at each edge (default 5 mm)"), "LENGTH" },
    { "safe-margin", 0, 0, G_OPTION_ARG_STRING, &safe_option, N_("What the printer leaves unprinted at each edge: the scale bar stays inside it, marks there are warned of (default 5 mm)"), "LENGTH" },
    { "backs", 0, 0, G_OPTION_ARG_STRING, &backs_option, N_("A backs page after each sheet, for duplex turning on the long or short edge"), "long|short|none" },
    { "back-offset", 0, 0, G_OPTION_ARG_STRING, &offset_option, N_("Shift the backs to correct a printer (see --calibration)"), "X,Y" },
    { "back-image", 0, 0, G_OPTION_ARG_FILENAME, &back_image, N_("A JPEG or PNG for the backs"), "FILE" },
    { "missing", 0, 0, G_OPTION_ARG_NONE, &missing, N_("Only the copies the collection lacks"), NULL },
    { "collection", 0, 0, G_OPTION_ARG_FILENAME, &collection_option, N_("The collection for --missing: a collection file, or a CSV of owned counts (id,name,set,owned)"), "FILE" },
    { "marks", 0, 0, G_OPTION_ARG_NONE, &marks, N_("Crop marks in the margins (the default)"), NULL },
    { "no-marks", 0, 0, G_OPTION_ARG_NONE, &no_marks, N_("No crop marks"), NULL },
    { "guides", 0, 0, G_OPTION_ARG_STRING, &guides_option, N_("Guides at the cards' corners, in the gaps and margins inside the printable area: a cross or an L"), "cross|l|none" },
    { "guide-length", 0, 0, G_OPTION_ARG_STRING, &guide_length_option, N_("Each arm of a guide (default 3 mm)"), "LENGTH" },
    { "guide-width", 0, 0, G_OPTION_ARG_STRING, &guide_width_option, N_("The guides' line (default 0.2 mm)"), "LENGTH" },
    { "guide-color", 0, 0, G_OPTION_ARG_STRING, &guide_color_option, N_("The guides' colour (default black)"), "#RRGGBB" },
    { "guides-on-backs", 0, 0, G_OPTION_ARG_NONE, &guides_on_backs, N_("The guides on the backs pages too"), NULL },
    { "registration-marks", 0, 0, G_OPTION_ARG_NONE, &registration, N_("A cutting machine's registration marks in three corners (Silhouette style)"), NULL },
    { "cut-file", 0, 0, G_OPTION_ARG_FILENAME, &cut_file_option, N_("Also write the cut paths of a sheet (rounded corners included) and the registration marks as an SVG for a cutting machine"), "OUT.svg" },
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
  g_autofree char *safe_text = NULL, *guides_name = NULL, *guide_length_text = NULL, *guide_width_text = NULL;
  g_autofree char *guide_color_text = NULL, *cut_file_path = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  GPtrArray *pictures;
  GPtrArray *backs;
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
  title_text = title; safe_text = safe_option; guides_name = guides_option;
  guide_length_text = guide_length_option; guide_width_text = guide_width_option; guide_color_text = guide_color_option;
  cut_file_path = cut_file_option;

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
      if (!cw_size_parse (paper_name, &options.paper_width, &options.paper_height))
        return cw_cli_fail (_("--paper “%s”: use a4, letter, a3, legal or WIDTHxHEIGHT in mm "
                            "or with a unit (8.5x11in)"), paper_name);
      options.paper = CW_PAPER_CUSTOM;
    }
  if (landscape)
    options.orientation = CW_ORIENTATION_LANDSCAPE;
  if (card_name != NULL && !cw_card_size_from_name (card_name, &options.card_size))
    {
      if (!cw_size_parse (card_name, &options.card_width, &options.card_height))
        return cw_cli_fail (_("--card “%s”: use poker, standard, bridge, japanese, mini-american, "
                            "mini-euro, tarot, square or WIDTHxHEIGHT in mm or with a unit (2.5x3.5in)"), card_name);
      options.card_size = CW_CARD_SIZE_CUSTOM;
    }
  if (bleed_text != NULL && !(cw_length_parse (bleed_text, &options.bleed) && options.bleed >= 0 &&
                              options.bleed <= CW_SHEET_MAX_BLEED + 1e-9))
    return cw_cli_fail (_("--bleed “%s”: a length from 0 to 6.35 mm (¼ in), such as 3, 3mm or 0.125in"), bleed_text);
  if (gap_text != NULL)
    {
      gboolean both = strchr (gap_text, ',') != NULL;

      if (!(both ? parse_pair (gap_text, &options.gap, &options.gap_vertical)
                 : cw_length_parse (gap_text, &options.gap)) ||
          options.gap < 0 || (both && options.gap_vertical < 0))
        return cw_cli_fail (_("--gap “%s”: a length, 0 or more (3, 0.125in), or two for between columns "
                            "and between rows (2,4)"), gap_text);
      if (!both)
        options.gap_vertical = -1;   /* the same between rows */
    }
  if (margin_text != NULL && !(cw_length_parse (margin_text, &options.margin) && options.margin >= 0))
    return cw_cli_fail (_("--margin “%s”: a length, 0 or more (5, 5mm, 0.25in)"), margin_text);
  if (safe_text != NULL && !(cw_length_parse (safe_text, &options.safe_margin) && options.safe_margin >= 0 &&
                             options.safe_margin <= 50))
    return cw_cli_fail (_("--safe-margin “%s”: a length from 0 to 50 mm"), safe_text);
  if (guides_name != NULL && !cw_guides_from_name (guides_name, &options.guides))
    return cw_cli_fail (_("--guides “%s”: cross, l or none"), guides_name);
  if (guide_length_text != NULL && !(cw_length_parse (guide_length_text, &options.guide_length) &&
                                     options.guide_length > 0 && options.guide_length <= 50))
    return cw_cli_fail (_("--guide-length “%s”: a length above 0, up to 50 mm"), guide_length_text);
  if (guide_width_text != NULL && !(cw_length_parse (guide_width_text, &options.guide_width) &&
                                    options.guide_width > 0 && options.guide_width <= 2))
    return cw_cli_fail (_("--guide-width “%s”: a length above 0, up to 2 mm"), guide_width_text);
  if (guide_color_text != NULL)
    {
      CwColor color;

      if (!cw_color_parse (guide_color_text, &color))
        return cw_cli_fail (_("--guide-color “%s”: a colour as #RRGGBB or #RGB"), guide_color_text);
      options.guide_color = ((guint32) (color.red * 255 + 0.5) << 16) | ((guint32) (color.green * 255 + 0.5) << 8) |
                            (guint32) (color.blue * 255 + 0.5);
    }
  if ((guide_length_text || guide_width_text || guide_color_text || guides_on_backs) && options.guides == CW_GUIDES_NONE)
    return cw_cli_fail (_("--guide-length, --guide-width, --guide-color and --guides-on-backs shape the guides: "
                        "add --guides cross or --guides l"));
  options.guides_on_backs = guides_on_backs;
  options.registration_marks = registration;
  if (backs_name != NULL && !cw_backs_from_name (backs_name, &options.backs))
    return cw_cli_fail (_("--backs “%s”: long, short or none"), backs_name);
  if (offset_text != NULL && !parse_pair (offset_text, &options.back_offset_x, &options.back_offset_y))
    return cw_cli_fail (_("--back-offset “%s”: two lengths, X,Y (for example 0.5,-0.3 in mm)"), offset_text);
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
      /* Only a missing file stops here; one that is there but cannot be printed (a folder, a
       * link, too big, not a whole picture) is said with the reason once the backs are drawn. */
      if (!g_file_test (back_image_path, G_FILE_TEST_EXISTS))
        return cw_cli_fail (_("--back-image %s: no such file"), back_image_path);
      cw_pdf_export_set_back_image (export, back_image_path);
    }
  cw_pdf_export_set_calibration (export, calibration);

  /* What to print. */
  if (library != NULL && missing)
    {
      if (!(collection = load_collection (collection_path, game_id, catalog, &error)))
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

  /* One sheet's cuts serve every sheet: they all have the same slots. */
  if (cut_file_path != NULL && n_cards > 0 &&
      !cw_cut_file_write (layout, MIN (n_cards, cw_sheet_layout_get_cards_per_page (layout)), cut_file_path, &error))
    return cw_cli_fail ("%s", error->message);

  /* What the layout gave up or fears the printer will cut off: the file is written all the same. */
  {
    guint n_warnings = 0;
    const CwSheetWarning *found = cw_sheet_layout_get_warnings (layout, &n_warnings);

    warnings = g_ptr_array_new_with_free_func (g_free);
    for (guint i = 0; i < n_warnings; i++)
      g_ptr_array_add (warnings, format_warning (&found[i]));
  }
  for (guint i = 0; i < warnings->len; i++)
    /* Translators: a warning of cardwright-cli print, on stderr. */
    g_printerr (_("warning: %s\n"), (const char *) g_ptr_array_index (warnings, i));
  /* A picture refused or broken: the card is printed with its emblem, and the status says so. */
  pictures = cw_pdf_export_get_picture_problems (export);
  for (guint i = 0; i < pictures->len; i++)
    /* Translators: on stderr; the card's name, the picture file and why it was not printed. */
    cw_cli_warn (_("picture not printed: %s"), (const char *) g_ptr_array_index (pictures, i));
  /* A back picture likewise: those cards get the back they would have without it. */
  backs = cw_pdf_export_get_back_problems (export);
  for (guint i = 0; i < backs->len; i++)
    /* Translators: on stderr; whose back (“every card”, a game's, a card's), the file and why. */
    cw_cli_warn (_("back not printed for %s"), (const char *) g_ptr_array_index (backs, i));

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
      g_string_append_printf (out, "], \"bytes\": %" G_GINT64_FORMAT ", \"warnings\": [",
                              (gint64) (g_stat (output_path, &st) == 0 ? st.st_size : -1));
      for (guint i = 0; i < warnings->len; i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          cw_cli_json_string (out, g_ptr_array_index (warnings, i));
        }
      g_string_append (out, "], \"pictures_not_printed\": [");
      for (guint i = 0; i < pictures->len; i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          cw_cli_json_string (out, g_ptr_array_index (pictures, i));
        }
      g_string_append (out, "], \"backs_not_printed\": [");
      for (guint i = 0; i < backs->len; i++)
        {
          if (i > 0)
            g_string_append (out, ", ");
          cw_cli_json_string (out, g_ptr_array_index (backs, i));
        }
      g_string_append (out, "]}\n");
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
