/* test-cli-print.c: `cardwright-cli print` run as a program, as a script would. */
#include <fcntl.h>
#include <math.h>
#include <unistd.h>
#include <string.h>
#include <glib/gstdio.h>

#include "cw-cli-test.h"
#include "cw-print-test-util.h"

static int
pages_of (const char *path)
{
  g_autoptr(CwPdfDocument) document = cw_print_test_open_pdf (path);
  return poppler_document_get_n_pages (document);
}

static void
test_library (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "fab.pdf", NULL);
  g_autofree char *library = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline",
                                               "libraries", "the-fab-four.xml", NULL);
  g_auto(CwCliRun) run = { 0 };

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", library, "-o", pdf, NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_str_has_prefix (run.out, "Wrote "));
  g_assert_nonnull (strstr (run.out, "76 cards on 9 sheets, 9 pages"));
  g_assert_cmpint (pages_of (pdf), ==, 9);

  /* Backs, Letter, 1 mm bleed with no gap (still 9 a page, and a warning that cards side by side
   * get no bleed towards each other), offset: twice the pages. */
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", library, "-o", pdf, "--paper", "letter", "--backs", "short",
                                    "--bleed", "1", "--gap", "0", "--back-offset", "0.4,-0.2", "--no-marks", "--cut-lines", NULL), ==, 0);
  g_assert_cmpint (pages_of (pdf), ==, 18);
  g_assert_nonnull (strstr (run.err, "warning: Cards side by side are 0.00 mm apart, so they get 0.00 mm of bleed towards each other instead of 1.00 mm"));
  g_assert_nonnull (strstr (run.err, "warning: Cards one above the other are 0.00 mm apart"));

  /* 1.5 mm of bleed no longer leaves room for three rows on Letter within 5 mm margins. */
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", library, "-o", pdf, "--paper", "letter", "--bleed", "1.5", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "76 cards on 13 sheets"));
}

static void
test_missing (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "missing.pdf", NULL);
  g_autofree char *collection = g_build_filename (dir, "collection.xml", NULL);
  g_autofree char *csv = g_build_filename (dir, "collection.csv", NULL);
  g_autofree char *library = g_build_filename (cw_game_get_data_dir (), "games", "oz-storyline",
                                               "libraries", "the-fab-four.xml", NULL);
  g_auto(CwCliRun) run = { 0 };

  g_assert_true (g_file_set_contents (collection,
                                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                      "<collection version=\"1\" game=\"oz-storyline\">\n"
                                      "  <card id=\"ozd-001\" owned=\"3\"/>\n"
                                      "  <card id=\"ozd-002\" owned=\"1\"/>\n"
                                      "</collection>\n", -1, NULL));
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", library, "--missing", "--collection", collection, "-o", pdf, "--json", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "\"cards\": 72, \"sheets\": 8, \"pages\": 8"));
  g_assert_cmpint (pages_of (pdf), ==, 8);

  /* The same counts as a spreadsheet's CSV (columns in its own order, a row it cannot match). */
  g_assert_true (g_file_set_contents (csv,
                                      "owned,id,name\r\n"
                                      "3,ozd-001,Dorothy Gale\r\n"
                                      "1,ozd-002,\r\n"
                                      "2,ozd-999,Nobody\r\n", -1, NULL));
  g_remove (pdf);
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", library, "--missing", "--collection", csv, "-o", pdf, "--json", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "\"cards\": 72, \"sheets\": 8, \"pages\": 8"));
  g_assert_cmpint (pages_of (pdf), ==, 8);
  g_assert_nonnull (strstr (run.err, "warning: "));
  g_assert_nonnull (strstr (run.err, "ozd-999"));
}

static void
test_set_and_calibration (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "od.pdf", NULL);
  g_auto(CwCliRun) run = { 0 };

  /* Mini Euro cards: 4 × 4 on A4. */
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "od", "--card", "mini-euro", "-o", pdf, "--json", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "\"cards\": 52, \"sheets\": 4, \"pages\": 4, \"cards_per_page\": 16"));
  g_assert_nonnull (strstr (run.out, "\"card_mm\": [44.00, 68.00]"));
  g_assert_cmpint (pages_of (pdf), ==, 4);

  /* One set of a game by id, on custom paper with custom cards. */
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "oz-draft:oz-draft", "--paper", "200x280", "--card", "60x90", "-o", pdf, NULL), ==, 0);
  g_assert_cmpint (pages_of (pdf), ==, 7);

  /* The alignment test alone. */
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--calibration", "--backs", "long", "-o", pdf, NULL), ==, 0);
  g_assert_cmpint (pages_of (pdf), ==, 2);
}

/* What the layout gives up goes to stderr (and into the JSON); the PDF is written all the same. */
static void
test_warnings (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "tight.pdf", NULL);
  g_auto(CwCliRun) run = { 0 };

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "od", "--paper", "200x280", "--margin", "3", "-o", pdf, NULL), ==, 0);
  g_assert_true (g_str_has_prefix (run.err, "warning: No margin has room for the 50 mm “print at 100%” bar"));
  g_assert_true (g_str_has_prefix (run.out, "Wrote "));
  g_assert_cmpint (pages_of (pdf), ==, 6);

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "od", "--paper", "200x280", "--margin", "3", "-o", pdf, "--json", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "\"warnings\": [\"No margin has room for the 50 mm “print at 100%” bar"));

  /* A printer that prints to 2 mm of the edge (and a 2 mm margin) leaves room for it. */
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "od", "--paper", "200x280", "--margin", "2", "--safe-margin", "2",
                                    "-o", pdf, NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");
}

/* A picture that cannot be printed is named with its card on stderr (and in --json); the PDF is
 * written with the card's emblem, and the exit status says something was wrong. */
static void
test_pictures_not_printed (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "pictures.pdf", NULL);
  g_autofree char *sets = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "od", "sets", NULL);
  g_autofree char *set = g_build_filename (sets, "pictures.xml", NULL);
  g_autofree char *cut = g_build_filename (sets, "cut.png", NULL);
  g_autofree char *art = g_test_build_filename (G_TEST_DIST, "print", "data", "art.png", NULL);
  g_autofree char *bytes = NULL;
  g_autofree char *expected = NULL;
  g_auto(CwCliRun) run = { 0 };
  gsize length = 0;

  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  g_assert_true (g_file_get_contents (art, &bytes, &length, NULL));
  g_assert_true (g_file_set_contents (cut, bytes, (gssize) length / 2, NULL));
  g_assert_true (g_file_set_contents (set,
    "<cardset version=\"1\" game=\"od\" id=\"pictures\" name=\"Pictures\">\n"
    "  <card id=\"pic-cut\" type=\"dwarf\" alignment=\"red\"><name>Cut Dwarf</name><image>cut.png</image></card>\n"
    "  <card id=\"pic-fine\" type=\"dwarf\" alignment=\"red\"><name>Plain Dwarf</name></card>\n"
    "</cardset>\n", -1, NULL));

  /* The CLI finds the set in this test's own data folder. */
  g_setenv ("XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "od:pictures", "-o", pdf, NULL), ==, 2);
  expected = g_strdup_printf ("cardwright-cli: picture not printed: Cut Dwarf: %s: not a whole JPEG or PNG picture; "
                              "it could not be read\n", cut);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_true (g_str_has_prefix (run.out, "Wrote "));
  g_assert_cmpint (pages_of (pdf), ==, 1);

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "od:pictures", "-o", pdf, "--json", NULL), ==, 2);
  g_free (expected);
  expected = g_strdup_printf ("\"pictures_not_printed\": [\"Cut Dwarf: %s: not a whole JPEG or PNG picture; it could "
                              "not be read\"], \"backs_not_printed\": []}\n", cut);
  g_assert_true (g_str_has_suffix (run.out, expected));
  g_unsetenv ("XDG_DATA_HOME");
}

/* A back picture that cannot be printed is named with the cards it was for, never replaced in
 * silence: the one given with --back-image (for every card), whatever is wrong with it, and a
 * game's, a card type's and a card's own back. Those cards get the back they would have
 * without it, and the exit status says something was wrong. */
static void
test_backs_not_printed (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "backs.pdf", NULL);
  g_autofree char *art = g_test_build_filename (G_TEST_DIST, "print", "data", "art.png", NULL);
  g_autofree char *game_dir = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "backs", NULL);
  g_autofree char *sets = g_build_filename (game_dir, "sets", NULL);
  g_autofree char *bytes = NULL;
  g_auto(CwCliRun) run = { 0 };
  g_autofree char *expected = NULL;
  /* A PNG header announcing 20000 × 20000 pixels, and nothing after it. */
  static const char huge_header[] = "\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0\x4e\x20\0\0\x4e\x20\x08\x06\0\0\0";
  struct {
    const char *name;
    const char *why;
  } bad[] = {
    { "folder.png", "not a regular file (a folder, a device or a pipe); it is not opened" },
    { "cut.png", "not a whole JPEG or PNG picture; it could not be read" },
    { "big.png", "the file is too large (over 64.0\u00a0MiB)" },   /* a no-break space, from g_format_size */
    { "huge.png", "20000 × 20000 pixels, more than the 64 million a picture may have" },
    { "link.png", "is a link; Cardwright only opens files that are really in the folder" },
  };
  gsize length = 0;
  int fd;

  g_assert_true (g_file_get_contents (art, &bytes, &length, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *path = g_build_filename (dir, bad[i].name, NULL);

      switch (i)
        {
        case 0:
          g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
          break;
        case 1:
          g_assert_true (g_file_set_contents (path, bytes, (gssize) length / 2, NULL));
          break;
        case 2:
          /* Sparse: over the limit without writing 64 MiB. */
          fd = g_open (path, O_WRONLY | O_CREAT, 0644);
          g_assert_cmpint (fd, >=, 0);
          g_assert_cmpint (ftruncate (fd, 65 * 1024 * 1024), ==, 0);
          g_assert_cmpint (close (fd), ==, 0);
          break;
        case 3:
          g_assert_true (g_file_set_contents (path, huge_header, sizeof huge_header - 1, NULL));
          break;
        default:
          g_assert_cmpint (symlink (art, path), ==, 0);
          break;
        }
      g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "od", "--backs", "long", "--back-image", path,
                                         "-o", pdf, NULL), ==, 2);
      expected = g_strdup_printf ("cardwright-cli: back not printed for every card: %s: %s\n", path, bad[i].why);
      g_assert_cmpstr (run.err, ==, expected);
      g_assert_true (g_str_has_prefix (run.out, "Wrote "));
      g_assert_cmpint (pages_of (pdf), ==, 12);
      g_clear_pointer (&expected, g_free);
    }

  /* A game of this test's own: its back, its Demon type's and one card's own are cut short. */
  g_assert_cmpint (g_mkdir_with_parents (sets, 0755), ==, 0);
  for (guint i = 0; i < 3; i++)
    {
      const char *names[] = { "gameback.png", "demonback.png", "sets/ownback.png" };
      g_autofree char *path = g_build_filename (game_dir, names[i], NULL);

      g_assert_true (g_file_set_contents (path, bytes, (gssize) length / 2, NULL));
    }
  {
    g_autofree char *game = g_build_filename (game_dir, "game.xml", NULL);
    g_autofree char *set = g_build_filename (sets, "backs.xml", NULL);

    g_assert_true (g_file_set_contents (game,
      "<game version=\"1\" id=\"backs\" system=\"od\">\n"
      "  <name>Backs</name>\n"
      "  <types>\n"
      "    <type id=\"dwarf\" name=\"Dwarf\" section=\"deck\"/>\n"
      "    <type id=\"demon\" name=\"Demon\" section=\"deck\" back=\"demonback.png\"/>\n"
      "  </types>\n"
      "  <alignments><alignment id=\"red\" name=\"Red\" color=\"#c0262d\"/></alignments>\n"
      "  <construction><section id=\"deck\" name=\"Deck\" types=\"dwarf demon\"/></construction>\n"
      "  <print card-size=\"poker\" back=\"gameback.png\"/>\n"
      "</game>\n", -1, NULL));
    g_assert_true (g_file_set_contents (set,
      "<cardset version=\"1\" game=\"backs\" id=\"backs\" name=\"Backs\">\n"
      "  <card id=\"plain\" type=\"dwarf\" alignment=\"red\"><name>Plain Dwarf</name></card>\n"
      "  <card id=\"devil\" type=\"demon\" alignment=\"red\"><name>Devil</name></card>\n"
      "  <card id=\"own\" type=\"dwarf\" alignment=\"red\"><name>Own Back</name><back>ownback.png</back></card>\n"
      "</cardset>\n", -1, NULL));
  }
  g_setenv ("XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "backs", "--backs", "long", "-o", pdf, NULL), ==, 2);
  expected = g_strdup_printf ("cardwright-cli: back not printed for every card of Backs: %s/gameback.png: "
                              "not a whole JPEG or PNG picture; it could not be read\n"
                              "cardwright-cli: back not printed for the Demon cards of Backs: %s/demonback.png: "
                              "not a whole JPEG or PNG picture; it could not be read\n"
                              "cardwright-cli: back not printed for Own Back: %s/ownback.png: "
                              "not a whole JPEG or PNG picture; it could not be read\n", game_dir, game_dir, sets);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpint (pages_of (pdf), ==, 2);
  g_clear_pointer (&expected, g_free);

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "backs", "--backs", "long", "-o", pdf, "--json", NULL), ==, 2);
  expected = g_strdup_printf ("\"pictures_not_printed\": [], \"backs_not_printed\": ["
                              "\"every card of Backs: %s/gameback.png: not a whole JPEG or PNG picture; it could not be read\", "
                              "\"the Demon cards of Backs: %s/demonback.png: not a whole JPEG or PNG picture; it could not be read\", "
                              "\"Own Back: %s/ownback.png: not a whole JPEG or PNG picture; it could not be read\"]}\n",
                              game_dir, game_dir, sets);
  g_assert_true (g_str_has_suffix (run.out, expected));
  g_unsetenv ("XDG_DATA_HOME");
}

/* Inches as Americans print: Letter paper, poker cards, ⅛″ of bleed, ¼″ between columns and ½″
 * between rows, ¼″ margins; the crop marks land where those lengths put the cuts. */
static void
test_units (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "inches.pdf", NULL);
  g_auto(CwCliRun) run = { 0 };
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(CwPdfPage) page = NULL;
  g_autoptr(GArray) top = NULL;
  g_autoptr(GArray) left = NULL;
  cairo_surface_t *surface;
  double width_pt, height_pt;
  /* 2 columns: (215.9 − 2 × (6.35 + 3.175) + 6.35) / (63.5 + 6.35) = 2.9; grid 133.35 wide from 41.275.
   * 2 rows: (279.4 − 19.05 + 12.7) / (88.9 + 12.7) = 2.7; grid 190.5 high from 44.45. */
  const double xs[] = { 41.275, 104.775, 111.125, 174.625 };
  const double ys[] = { 44.45, 133.35, 146.05, 234.95 };

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "od", "--card", "2.5x3.5in", "--paper", "8.5x11in",
                                    "--bleed", "0.125in", "--gap", "0.25in,0.5in", "--margin", "0.25in",
                                    "-o", pdf, "--json", NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, "\"cards_per_page\": 4, \"page_mm\": [215.90, 279.40], \"card_mm\": [63.50, 88.90]"));

  document = cw_print_test_open_pdf (pdf);
  page = poppler_document_get_page (document, 0);
  poppler_page_get_size (page, &width_pt, &height_pt);
  g_assert_cmpfloat (fabs (width_pt - 612.0), <, 0.01);
  g_assert_cmpfloat (fabs (height_pt - 792.0), <, 0.01);

  /* Marks start 1 mm outside the bleed and run 5 mm towards the edge: sample 2.5 mm into them. */
  surface = cw_print_test_render_page (document, 0, 600);
  top = cw_print_test_dark_runs (surface, 600, TRUE, ys[0] - 3.175 - 3.5, 0, 215.0);
  left = cw_print_test_dark_runs (surface, 600, FALSE, xs[0] - 3.175 - 3.5, 0, 279.0);
  g_assert_cmpuint (top->len, ==, G_N_ELEMENTS (xs));
  g_assert_cmpuint (left->len, ==, G_N_ELEMENTS (ys));
  for (guint i = 0; i < G_N_ELEMENTS (xs); i++)
    {
      g_assert_cmpfloat (fabs (g_array_index (top, double, i) - xs[i]), <=, 0.1);
      g_assert_cmpfloat (fabs (g_array_index (left, double, i) - ys[i]), <=, 0.1);
    }
  cairo_surface_destroy (surface);
}

/* French names use the typographic apostrophe, as the French texts of the same cards do. */
static void
test_french_apostrophes (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "draft-fr.pdf", NULL);
  g_auto(CwCliRun) run = { 0 };
  g_autofree char *text = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  /* The cards' French names and texts. */
  const char *french[] = { "LANGUAGE=fr", NULL };
  const CwCliRunOptions in_french = { .env = french };

  g_assert_cmpint (cw_cli_test_run (&run, &in_french, "print", "--set", "oz-draft", "-o", pdf, NULL), ==, 0);
  document = cw_print_test_open_pdf (pdf);
  text = cw_print_test_pdf_text (document);
  g_assert_nonnull (strstr (text, "Majorité d’Épouvantail"));
  g_assert_nonnull (strstr (text, "3 points par couple d’Oz"));
  g_assert_nonnull (strstr (text, "Le plus d’Oz autour de la table"));
  g_assert_null (strstr (text, "d'"));
}

/* A Good against Evil card in French: the words its type line and footer add are the game's
 * French field labels, as its type and alignment are (game.xml's xml:lang="fr"). */
static void
test_french_duel_words (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "duel-fr.pdf", NULL);
  g_auto(CwCliRun) run = { 0 };
  g_autofree char *text = NULL;
  g_autoptr(CwPdfDocument) document = NULL;
  const char *french[] = { "LANGUAGE=fr", NULL };
  const CwCliRunOptions in_french = { .env = french };

  g_assert_cmpint (cw_cli_test_run (&run, &in_french, "print", "--set", "oz-good-evil", "-o", pdf, NULL), ==, 0);
  document = cw_print_test_open_pdf (pdf);
  text = cw_print_test_pdf_text (document);
  g_assert_nonnull (strstr (text, "Personnage — Lanceur de sorts • Femme"));   /* Glinda, Queen Ozma */
  g_assert_nonnull (strstr (text, "Bonus de Force +2"));                       /* Toto the Dog */
  g_assert_nonnull (strstr (text, "Force 6"));
  g_assert_null (strstr (text, "Spellcaster • Woman"));
  g_assert_null (strstr (text, "Force bonus"));
}

/* Where a row (or column) of the page changes between paper and ink, in mm, from from_mm to to_mm. */
static GArray *
ink_edges (cairo_surface_t *page,
           double           dpi,
           gboolean         horizontal,
           double           at_mm,
           double           from_mm,
           double           to_mm)
{
  GArray *edges = g_array_new (FALSE, FALSE, sizeof (double));
  gboolean inked = FALSE;

  for (double mm = from_mm; mm < to_mm; mm += 25.4 / dpi)
    {
      int r, g, b;
      gboolean now;

      cw_print_test_pixel (page, dpi, horizontal ? mm : at_mm, horizontal ? at_mm : mm, &r, &g, &b);
      now = r < 235 || g < 235 || b < 235;
      if (now != inked)
        {
          /* The edge is between this pixel and the last: half a pixel back. */
          double edge = mm - 25.4 / dpi / 2;
          g_array_append_val (edges, edge);
          inked = now;
        }
    }
  return edges;
}

/* How far value is from the nearest of edges. */
static double
nearest (GArray *edges,
         double  value)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < edges->len; i++)
    best = MIN (best, fabs (g_array_index (edges, double, i) - value));
  return best;
}

/* The cut file's paths are the PDF's card boxes, to a tenth of a mm, and its registration marks
 * are where the PDF prints them. */
static void
test_cut_file (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "cut.pdf", NULL);
  g_autofree char *svg_path = g_build_filename (dir, "cut.svg", NULL);
  g_autofree char *svg = NULL;
  g_auto(CwCliRun) run = { 0 };
  g_autoptr(CwPdfDocument) document = NULL;
  g_autoptr(GRegex) path_re = g_regex_new ("<path id=\"card-(\\d+)\" d=\"([^\"]*)\"", 0, 0, NULL);
  g_autoptr(GRegex) point_re = g_regex_new ("(-?[0-9.]+),(-?[0-9.]+)", 0, 0, NULL);
  g_autoptr(GMatchInfo) paths = NULL;
  g_autoptr(GArray) columns = NULL;
  g_autoptr(GArray) rows = NULL;
  cairo_surface_t *page;
  const double dpi = 600;
  guint n_paths = 0;
  int r, g, b;

  g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "--set", "oz-storyline", "--gap", "2", "--registration-marks",
                                    "--cut-file", svg_path, "-o", pdf, NULL), ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_true (g_file_get_contents (svg_path, &svg, NULL, NULL));
  g_assert_nonnull (strstr (svg, "width=\"210.000mm\" height=\"297.000mm\" viewBox=\"0 0 210.000 297.000\""));
  /* The square and the two L's, as the PDF prints them: black at the top-left corner, 5 mm in. */
  g_assert_nonnull (strstr (svg, "<rect x=\"5.000\" y=\"5.000\" width=\"5.000\" height=\"5.000\"/>"));
  g_assert_nonnull (strstr (svg, "<rect x=\"185.000\" y=\"5.000\" width=\"20.000\" height=\"0.500\"/>"));

  document = cw_print_test_open_pdf (pdf);
  page = cw_print_test_render_page (document, 0, dpi);
  cw_print_test_pixel (page, dpi, 7.5, 7.5, &r, &g, &b);
  g_assert_cmpint (r + g + b, <, 60);
  cw_print_test_pixel (page, dpi, 204.75, 15.0, &r, &g, &b);
  g_assert_cmpint (r + g + b, <, 60);
  cw_print_test_pixel (page, dpi, 15.0, 291.75, &r, &g, &b);
  g_assert_cmpint (r + g + b, <, 60);

  /* The cards' edges in the PDF: across the first row's middle, down the first column's. */
  columns = ink_edges (page, dpi, TRUE, 13.15 + 44.45, 0.5, 209.5);
  rows = ink_edges (page, dpi, FALSE, 7.75 + 31.75, 11.0, 287.0);
  g_assert_cmpuint (columns->len, ==, 6);
  cairo_surface_destroy (page);

  g_regex_match (path_re, svg, 0, &paths);
  for (; g_match_info_matches (paths); g_match_info_next (paths, NULL))
    {
      g_autofree char *number = g_match_info_fetch (paths, 1);
      g_autofree char *d = g_match_info_fetch (paths, 2);
      g_autoptr(GMatchInfo) points = NULL;
      double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
      guint slot = (guint) g_ascii_strtoull (number, NULL, 10) - 1, column = slot % 3;

      g_regex_match (point_re, d, 0, &points);
      for (; g_match_info_matches (points); g_match_info_next (points, NULL))
        {
          g_autofree char *xs = g_match_info_fetch (points, 1);
          g_autofree char *ys = g_match_info_fetch (points, 2);
          double x = g_ascii_strtod (xs, NULL), y = g_ascii_strtod (ys, NULL);

          /* "3.175,3.175" is an arc's radii, not a point: it is smaller than any margin. */
          if (x < 4 && y < 4)
            continue;
          x0 = MIN (x0, x);
          x1 = MAX (x1, x);
          y0 = MIN (y0, y);
          y1 = MAX (y1, y);
        }
      g_assert_cmpfloat (fabs (x0 - g_array_index (columns, double, 2 * column)), <=, 0.1);
      g_assert_cmpfloat (fabs (x1 - g_array_index (columns, double, 2 * column + 1)), <=, 0.1);
      /* Down the column, the card's own pale panels make edges too: its top and bottom must be
       * among them. */
      if (column == 0)
        {
          g_assert_cmpfloat (nearest (rows, y0), <=, 0.1);
          g_assert_cmpfloat (nearest (rows, y1), <=, 0.1);
        }
      g_assert_nonnull (strstr (d, " A3.175,3.175 0 0 1 "));   /* the rounded corners, 1/8 inch */
      n_paths++;
    }
  g_assert_cmpuint (n_paths, ==, 9);
}

static void
test_bad_input (void)
{
  g_autofree char *dir = cw_print_test_scratch_dir ();
  g_autofree char *pdf = g_build_filename (dir, "bad.pdf", NULL);
  g_autofree char *library = g_build_filename (cw_game_get_data_dir (), "games", "od",
                                               "libraries", "standard-deck.xml", NULL);
  const struct {
    const char *args[6];
    const char *message;
  } cases[] = {
    { { library, "--bleed", "7", NULL }, "--bleed “7”: a length from 0 to 6.35 mm (¼ in)" },
    { { library, "--bleed", "0.3in", NULL }, "--bleed “0.3in”: a length from 0 to 6.35 mm" },
    { { library, "--bleed", "3 furlongs", NULL }, "--bleed “3 furlongs”" },
    { { library, "--card", "2.5x3.5yd", NULL }, "--card “2.5x3.5yd”" },
    { { library, "--gap", "2,4,6", NULL }, "--gap “2,4,6”: a length, 0 or more" },
    { { library, "--paper", "b5", NULL }, "--paper “b5”: use a4, letter, a3, legal or WIDTHxHEIGHT in mm" },
    { { library, "--card", "huge", NULL }, "--card “huge”" },
    { { library, "--missing", NULL }, "--missing needs a LIBRARY-FILE and --collection FILE" },
    { { library, "--back-offset", "1,2", NULL }, "--back-offset moves the backs: add --backs long or --backs short" },
    { { library, "--back-offset", "1;2", "--backs", "long", NULL }, "--back-offset “1;2”" },
    { { library, "--backs", "diagonal", NULL }, "--backs “diagonal”: long, short or none" },
    { { library, "--margin", "150", NULL }, "does not fit" },
    { { library, "--guides", "star", NULL }, "--guides “star”: cross, l or none" },
    { { library, "--guides", "l", "--guide-color", "red", NULL }, "--guide-color “red”: a colour as #RRGGBB or #RGB" },
    { { library, "--guide-length", "4", NULL }, "shape the guides: add --guides cross or --guides l" },
    { { library, "--guides", "cross", "--guide-width", "3", NULL }, "--guide-width “3”: a length above 0, up to 2 mm" },
    { { library, "--safe-margin", "60", NULL }, "--safe-margin “60”: a length from 0 to 50 mm" },
    { { "--set", "chess", NULL }, "no game “chess”" },
    { { "--set", "od:jokers", NULL }, "od has no set “jokers”; its sets are: standard-deck" },
    { { NULL }, "print needs a LIBRARY-FILE or --set GAME" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CwCliRun) run = { 0 };
      const char * const *a = cases[i].args;

      g_assert_cmpint (cw_cli_test_run (&run, NULL, "print", "-o", pdf, a[0], a[1], a[2], a[3], a[4], NULL), ==, 2);
      if (strstr (run.err, cases[i].message) == NULL)
        g_test_message ("case %u: %s", i, run.err);
      g_assert_true (g_str_has_prefix (run.err, "cardwright-cli: "));
      g_assert_nonnull (strstr (run.err, cases[i].message));
      g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
    }
}

int
main (int    argc,
      char **argv)
{
  if (!cw_cli_test_init (&argc, &argv))
    return 2;

  g_test_add_func ("/print/cli/library", test_library);
  g_test_add_func ("/print/cli/missing", test_missing);
  g_test_add_func ("/print/cli/set-and-calibration", test_set_and_calibration);
  g_test_add_func ("/print/cli/bad-input", test_bad_input);
  g_test_add_func ("/print/cli/warnings", test_warnings);
  g_test_add_func ("/print/cli/pictures-not-printed", test_pictures_not_printed);
  g_test_add_func ("/print/cli/backs-not-printed", test_backs_not_printed);
  g_test_add_func ("/print/cli/units", test_units);
  g_test_add_func ("/print/cli/french-apostrophes", test_french_apostrophes);
  g_test_add_func ("/print/cli/french-duel-words", test_french_duel_words);
  g_test_add_func ("/print/cli/cut-file", test_cut_file);

  return g_test_run ();
}
