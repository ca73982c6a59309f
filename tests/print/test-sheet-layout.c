/* test-sheet-layout.c: the geometry of printed sheets: how many cards, where, marks, backs, scale bar. */
#include <string.h>
#include <math.h>

#include "cw-error.h"
#include "cw-sheet-layout.h"

#define assert_mm(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), 1e-9)

static void
assert_rect (const CwRect *r,
             double        x,
             double        y,
             double        w,
             double        h)
{
  assert_mm (r->x, x);
  assert_mm (r->y, y);
  assert_mm (r->width, w);
  assert_mm (r->height, h);
}

static CwSheetLayout *
layout_for (CwPaper       paper,
            CwCardSize    size,
            CwOrientation orientation)
{
  CwSheetOptions options;
  g_autoptr(GError) error = NULL;
  CwSheetLayout *layout;

  cw_sheet_options_init (&options);
  options.paper = paper;
  options.card_size = size;
  options.orientation = orientation;
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_no_error (error);
  return layout;
}

static void
test_poker_a4 (void)
{
  g_autoptr(CwSheetLayout) layout = layout_for (CW_PAPER_A4, CW_CARD_SIZE_POKER, CW_ORIENTATION_PORTRAIT);
  CwRect r;

  assert_mm (cw_sheet_layout_get_page_width (layout), 210.0);
  assert_mm (cw_sheet_layout_get_page_height (layout), 297.0);
  g_assert_cmpuint (cw_sheet_layout_get_columns (layout), ==, 3);
  g_assert_cmpuint (cw_sheet_layout_get_rows (layout), ==, 3);
  g_assert_cmpuint (cw_sheet_layout_get_cards_per_page (layout), ==, 9);

  /* 3 × 63.5 = 190.5 mm wide, 3 × 88.9 = 266.7 mm tall, centred. */
  cw_sheet_layout_get_grid (layout, &r);
  assert_rect (&r, 9.75, 15.15, 190.5, 266.7);
  cw_sheet_layout_get_card_rect (layout, 0, &r);
  assert_rect (&r, 9.75, 15.15, 63.5, 88.9);
  cw_sheet_layout_get_card_rect (layout, 4, &r);
  assert_rect (&r, 73.25, 104.05, 63.5, 88.9);
  cw_sheet_layout_get_card_rect (layout, 8, &r);
  assert_rect (&r, 136.75, 192.95, 63.5, 88.9);

  /* No bleed: the bleed box is the trim box. */
  cw_sheet_layout_get_bleed_rect (layout, 4, &r);
  assert_rect (&r, 73.25, 104.05, 63.5, 88.9);

  /* 1/8 inch corners on a poker card. */
  assert_mm (cw_sheet_layout_get_corner_radius (layout), 3.175);

  g_assert_cmpuint (cw_sheet_layout_get_n_sheets (layout, 0), ==, 0);
  g_assert_cmpuint (cw_sheet_layout_get_n_sheets (layout, 1), ==, 1);
  g_assert_cmpuint (cw_sheet_layout_get_n_sheets (layout, 9), ==, 1);
  g_assert_cmpuint (cw_sheet_layout_get_n_sheets (layout, 10), ==, 2);
  g_assert_cmpuint (cw_sheet_layout_get_n_sheets (layout, 76), ==, 9);
}

static void
test_poker_letter (void)
{
  g_autoptr(CwSheetLayout) layout = layout_for (CW_PAPER_LETTER, CW_CARD_SIZE_POKER, CW_ORIENTATION_PORTRAIT);
  CwRect r;

  assert_mm (cw_sheet_layout_get_page_width (layout), 215.9);
  assert_mm (cw_sheet_layout_get_page_height (layout), 279.4);
  g_assert_cmpuint (cw_sheet_layout_get_columns (layout), ==, 3);
  g_assert_cmpuint (cw_sheet_layout_get_rows (layout), ==, 3);
  cw_sheet_layout_get_grid (layout, &r);
  assert_rect (&r, 12.7, 6.35, 190.5, 266.7);
  cw_sheet_layout_get_card_rect (layout, 5, &r);
  assert_rect (&r, 139.7, 95.25, 63.5, 88.9);
}

static void
test_other_sizes (void)
{
  const struct {
    CwPaper paper;
    CwCardSize size;
    CwOrientation orientation;
    guint columns, rows;
    double x, y;
  } cases[] = {
    { CW_PAPER_A3, CW_CARD_SIZE_POKER, CW_ORIENTATION_PORTRAIT, 4, 4, 21.5, 32.2 },
    { CW_PAPER_LEGAL, CW_CARD_SIZE_POKER, CW_ORIENTATION_PORTRAIT, 3, 3, 12.7, 44.45 },
    { CW_PAPER_A4, CW_CARD_SIZE_POKER, CW_ORIENTATION_LANDSCAPE, 4, 2, 21.5, 16.1 },
    { CW_PAPER_A4, CW_CARD_SIZE_STANDARD, CW_ORIENTATION_PORTRAIT, 3, 3, 10.5, 16.5 },
    { CW_PAPER_A4, CW_CARD_SIZE_BRIDGE, CW_ORIENTATION_PORTRAIT, 3, 3, 19.275, 15.15 },
    { CW_PAPER_A4, CW_CARD_SIZE_JAPANESE, CW_ORIENTATION_PORTRAIT, 3, 3, 16.5, 19.5 },
    { CW_PAPER_A4, CW_CARD_SIZE_MINI_AMERICAN, CW_ORIENTATION_PORTRAIT, 4, 4, 23.0, 22.5 },
    { CW_PAPER_A4, CW_CARD_SIZE_MINI_EURO, CW_ORIENTATION_PORTRAIT, 4, 4, 17.0, 12.5 },
    { CW_PAPER_A4, CW_CARD_SIZE_TAROT, CW_ORIENTATION_PORTRAIT, 2, 2, 35.0, 28.5 },
    { CW_PAPER_A4, CW_CARD_SIZE_SQUARE, CW_ORIENTATION_PORTRAIT, 2, 4, 35.0, 8.5 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CwSheetLayout) layout = layout_for (cases[i].paper, cases[i].size, cases[i].orientation);
      CwRect r;

      g_test_message ("%s on %s", cw_card_size_to_name (cases[i].size), cw_paper_to_name (cases[i].paper));
      g_assert_cmpuint (cw_sheet_layout_get_columns (layout), ==, cases[i].columns);
      g_assert_cmpuint (cw_sheet_layout_get_rows (layout), ==, cases[i].rows);
      cw_sheet_layout_get_card_rect (layout, 0, &r);
      assert_mm (r.x, cases[i].x);
      assert_mm (r.y, cases[i].y);
    }
}

static void
test_names (void)
{
  CwCardSize size;
  CwPaper paper;
  CwBacks backs;
  double w, h;

  g_assert_true (cw_card_size_from_name ("mini-american", &size));
  g_assert_cmpint (size, ==, CW_CARD_SIZE_MINI_AMERICAN);
  g_assert_true (cw_card_size_from_name ("Mini_Euro", &size));
  g_assert_cmpint (size, ==, CW_CARD_SIZE_MINI_EURO);
  g_assert_true (cw_card_size_from_name ("miniamerican", &size));
  g_assert_cmpint (size, ==, CW_CARD_SIZE_MINI_AMERICAN);
  g_assert_false (cw_card_size_from_name ("huge", &size));
  g_assert_cmpstr (cw_card_size_to_name (CW_CARD_SIZE_TAROT), ==, "tarot");

  g_assert_true (cw_card_size_get_mm (CW_CARD_SIZE_BRIDGE, &w, &h));
  assert_mm (w, 57.15);
  assert_mm (h, 88.9);
  g_assert_true (cw_card_size_get_mm (CW_CARD_SIZE_JAPANESE, &w, &h));
  assert_mm (w, 59.0);
  assert_mm (h, 86.0);
  g_assert_false (cw_card_size_get_mm (CW_CARD_SIZE_CUSTOM, &w, &h));

  g_assert_true (cw_paper_from_name ("A4", &paper));
  g_assert_cmpint (paper, ==, CW_PAPER_A4);
  g_assert_true (cw_paper_from_name ("us-letter", &paper));
  g_assert_cmpint (paper, ==, CW_PAPER_LETTER);
  g_assert_true (cw_paper_from_name ("legal", &paper));
  g_assert_cmpint (paper, ==, CW_PAPER_LEGAL);
  g_assert_false (cw_paper_from_name ("b5", &paper));
  g_assert_true (cw_paper_get_mm (CW_PAPER_A3, &w, &h));
  assert_mm (w, 297.0);
  assert_mm (h, 420.0);

  g_assert_true (cw_backs_from_name ("long", &backs));
  g_assert_cmpint (backs, ==, CW_BACKS_LONG_EDGE);
  g_assert_true (cw_backs_from_name ("short-edge", &backs));
  g_assert_cmpint (backs, ==, CW_BACKS_SHORT_EDGE);
  g_assert_true (cw_backs_from_name ("none", &backs));
  g_assert_cmpint (backs, ==, CW_BACKS_NONE);
  g_assert_false (cw_backs_from_name ("sideways", &backs));
}

static void
test_custom (void)
{
  CwSheetOptions options;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwSheetLayout) layout = NULL;
  CwRect r;

  cw_sheet_options_init (&options);
  options.paper = CW_PAPER_CUSTOM;
  options.paper_width = 100.0;
  options.paper_height = 150.0;
  options.card_size = CW_CARD_SIZE_CUSTOM;
  options.card_width = 40.0;
  options.card_height = 60.0;
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_sheet_layout_get_columns (layout), ==, 2);
  g_assert_cmpuint (cw_sheet_layout_get_rows (layout), ==, 2);
  cw_sheet_layout_get_card_rect (layout, 3, &r);
  assert_rect (&r, 50.0, 75.0, 40.0, 60.0);
}

static void
test_gap_and_bleed (void)
{
  CwSheetOptions options;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwSheetLayout) layout = NULL;
  g_autoptr(CwSheetLayout) letter = NULL;
  CwRect r;

  cw_sheet_options_init (&options);
  options.gap = 2.0;
  options.bleed = 2.0;
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_no_error (error);
  /* 3 × 63.5 + 2 × 2 = 194.5 mm, and 2 mm of bleed each side: 198.5 fits in 210 − 2 × 5. */
  g_assert_cmpuint (cw_sheet_layout_get_cards_per_page (layout), ==, 9);
  cw_sheet_layout_get_grid (layout, &r);
  assert_rect (&r, 7.75, 13.15, 194.5, 270.7);
  cw_sheet_layout_get_card_rect (layout, 1, &r);
  assert_rect (&r, 73.25, 13.15, 63.5, 88.9);
  /* Full bleed towards the margin, half the gap towards a neighbour. */
  cw_sheet_layout_get_bleed_rect (layout, 0, &r);
  assert_rect (&r, 5.75, 11.15, 66.5, 91.9);
  cw_sheet_layout_get_bleed_rect (layout, 4, &r);
  assert_rect (&r, 72.25, 103.05, 65.5, 90.9);

  /* With 3 mm of bleed the same gap leaves room for two columns only. */
  options.bleed = 3.0;
  g_clear_object (&layout);
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_sheet_layout_get_columns (layout), ==, 2);

  /* Shared cut lines: no bleed between cards at all. */
  options.gap = 0.0;
  options.bleed = 2.0;
  g_clear_object (&layout);
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_no_error (error);
  cw_sheet_layout_get_bleed_rect (layout, 0, &r);
  assert_rect (&r, 7.75, 13.15, 65.5, 90.9);
  cw_sheet_layout_get_bleed_rect (layout, 4, &r);
  assert_rect (&r, 73.25, 104.05, 63.5, 88.9);

  /* The bleed takes room from the margin: on Letter a 2 mm bleed leaves two rows. */
  options.paper = CW_PAPER_LETTER;
  letter = cw_sheet_layout_new (&options, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_sheet_layout_get_columns (letter), ==, 3);
  g_assert_cmpuint (cw_sheet_layout_get_rows (letter), ==, 2);
}

static void
test_units (void)
{
  const struct { const char *text; double mm; } lengths[] = {
    { "3", 3.0 }, { "3mm", 3.0 }, { "3 mm", 3.0 }, { "0.3cm", 3.0 }, { "0.125in", 3.175 },
    { "0.125 in", 3.175 }, { "0.125\"", 3.175 }, { "0.125″", 3.175 }, { "0.125IN", 3.175 },
    { "1inch", 25.4 }, { "2 inches", 50.8 }, { "9pt", 3.175 }, { "-0.5", -0.5 },
  };
  const char *bad_lengths[] = { "", "mm", "3 furlongs", "3mmm", "3 mm mm", "in3", "nan", "1,5" };
  const struct { const char *text; double width, height; } sizes[] = {
    { "63.5x88.9", 63.5, 88.9 }, { "2.5x3.5in", 63.5, 88.9 }, { "2.5 x 3.5 in", 63.5, 88.9 },
    { "2.5inx88.9mm", 63.5, 88.9 }, { "8.5x11in", 215.9, 279.4 }, { "21×29.7cm", 210, 297 },
    { "63.5X88.9", 63.5, 88.9 }, { "6.35cmx88.9", 63.5, 88.9 },
  };
  const char *bad_sizes[] = { "63.5", "63.5x", "x88.9", "0x88.9", "63.5x-1", "2.5x3.5yd", "63.5x88.9x2" };
  double mm, width, height;

  for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
    {
      g_assert_true (cw_length_parse (lengths[i].text, &mm));
      g_assert_cmpfloat_with_epsilon (mm, lengths[i].mm, 1e-9);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_lengths); i++)
    g_assert_false (cw_length_parse (bad_lengths[i], &mm));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_assert_true (cw_size_parse (sizes[i].text, &width, &height));
      g_assert_cmpfloat_with_epsilon (width, sizes[i].width, 1e-9);
      g_assert_cmpfloat_with_epsilon (height, sizes[i].height, 1e-9);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_sizes); i++)
    {
      if (cw_size_parse (bad_sizes[i], &width, &height))
        g_test_message ("“%s” was read as %g × %g", bad_sizes[i], width, height);
      g_assert_false (cw_size_parse (bad_sizes[i], &width, &height));
    }
}

/* Between columns and between rows, each its own gap. */
static void
test_two_gaps (void)
{
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) layout = NULL;
  CwRect r;

  cw_sheet_options_init (&options);
  options.gap = 2.0;
  options.gap_vertical = 5.0;
  layout = cw_sheet_layout_new (&options, NULL);
  g_assert_nonnull (layout);
  /* 3 × 63.5 + 2 × 2 = 194.5 wide, 3 × 88.9 + 2 × 5 = 276.7 high. */
  cw_sheet_layout_get_grid (layout, &r);
  assert_rect (&r, 7.75, 10.15, 194.5, 276.7);
  cw_sheet_layout_get_card_rect (layout, 4, &r);
  assert_rect (&r, 73.25, 104.05, 63.5, 88.9);
}

/* A cutting machine's marks at the printable corners, clear of the cards; the crop marks they
 * would touch give way; no room, no marks and a warning. */
static void
test_registration_marks (void)
{
  guint n_warnings = 0;
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) plain = NULL;
  g_autoptr(CwSheetLayout) marked = NULL;
  g_autoptr(CwSheetLayout) tight = NULL;
  GArray *marks;

  cw_sheet_options_init (&options);
  plain = cw_sheet_layout_new (&options, NULL);
  g_assert_cmpuint (cw_sheet_layout_get_registration_marks (plain)->len, ==, 0);
  options.registration_marks = TRUE;
  marked = cw_sheet_layout_new (&options, NULL);
  marks = cw_sheet_layout_get_registration_marks (marked);
  g_assert_cmpuint (marks->len, ==, 5);
  assert_rect (&g_array_index (marks, CwRect, 0), 5.0, 5.0, 5.0, 5.0);
  assert_rect (&g_array_index (marks, CwRect, 1), 185.0, 5.0, 20.0, 0.5);
  assert_rect (&g_array_index (marks, CwRect, 2), 204.5, 5.0, 0.5, 20.0);
  assert_rect (&g_array_index (marks, CwRect, 3), 5.0, 291.5, 20.0, 0.5);
  assert_rect (&g_array_index (marks, CwRect, 4), 5.0, 272.0, 0.5, 20.0);
  for (guint i = 0; i < marks->len; i++)
    for (guint slot = 0; slot < 9; slot++)
      {
        CwRect area;

        cw_sheet_layout_get_bleed_rect (marked, slot, &area);
        g_assert_false (cw_rect_intersects (&g_array_index (marks, CwRect, i), &area));
      }
  /* The crop marks at the top-left, top-right and bottom-left corners gave way. */
  g_assert_cmpuint (cw_sheet_layout_get_crop_marks (marked)->len, <, cw_sheet_layout_get_crop_marks (plain)->len);
  cw_sheet_layout_get_warnings (marked, &n_warnings);
  g_assert_cmpuint (n_warnings, ==, 0);

  /* Nine poker cards on 200 × 280 mm paper leave 4.75 and 6.65 mm: no room. */
  options.paper = CW_PAPER_CUSTOM;
  options.paper_width = 200;
  options.paper_height = 280;
  options.margin = 3;
  tight = cw_sheet_layout_new (&options, NULL);
  g_assert_cmpuint (cw_sheet_layout_get_cards_per_page (tight), ==, 9);
  g_assert_cmpuint (cw_sheet_layout_get_registration_marks (tight)->len, ==, 0);
  {
    const CwSheetWarning *warnings = cw_sheet_layout_get_warnings (tight, &n_warnings);
    gboolean said = FALSE;

    for (guint i = 0; i < n_warnings; i++)
      said = said || warnings[i].code == CW_SHEET_WARNING_NO_REGISTRATION_ROOM;
    g_assert_true (said);
  }
}

static void
test_errors (void)
{
  CwSheetOptions options;
  g_autoptr(GError) error = NULL;
  CwSheetLayout *layout;

  cw_sheet_options_init (&options);
  options.bleed = 7.0;
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_null (layout);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "A bleed of 7.00 mm is outside 0–6.35 mm (¼ inch)");
  g_clear_error (&error);

  cw_sheet_options_init (&options);
  options.card_size = CW_CARD_SIZE_TAROT;
  options.margin = 80.0;
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_null (layout);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "A 70.00 × 120.00 mm card does not fit on a 210.0 × 297.0 mm page with 80.0 mm margins and 0.0 mm bleed");
  g_clear_error (&error);

  cw_sheet_options_init (&options);
  options.card_size = CW_CARD_SIZE_CUSTOM;
  options.card_width = 0;
  options.card_height = 50;
  layout = cw_sheet_layout_new (&options, &error);
  g_assert_null (layout);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
}

static void
test_crop_marks_a4 (void)
{
  g_autoptr(CwSheetLayout) layout = layout_for (CW_PAPER_A4, CW_CARD_SIZE_POKER, CW_ORIENTATION_PORTRAIT);
  GArray *marks = cw_sheet_layout_get_crop_marks (layout);
  const double xs[] = { 9.75, 73.25, 136.75, 200.25 };
  const double ys[] = { 15.15, 104.05, 192.95, 281.85 };
  guint found = 0;

  /* 4 cut lines each way, a mark at both ends of each. */
  g_assert_cmpuint (marks->len, ==, 16);
  for (guint i = 0; i < marks->len; i++)
    {
      const CwSegment *s = &g_array_index (marks, CwSegment, i);

      for (guint k = 0; k < 4; k++)
        {
          /* 5 mm long, ending 1 mm outside the cards. */
          if (fabs (s->x1 - xs[k]) < 1e-9 && fabs (s->x2 - xs[k]) < 1e-9)
            {
              if (s->y2 < 100)
                {
                  assert_mm (s->y1, 9.15);
                  assert_mm (s->y2, 14.15);
                }
              else
                {
                  assert_mm (s->y1, 287.85);
                  assert_mm (s->y2, 282.85);
                }
              found++;
            }
          if (fabs (s->y1 - ys[k]) < 1e-9 && fabs (s->y2 - ys[k]) < 1e-9)
            {
              if (s->x2 < 100)
                {
                  assert_mm (s->x1, 3.75);
                  assert_mm (s->x2, 8.75);
                }
              else
                {
                  assert_mm (s->x1, 206.25);
                  assert_mm (s->x2, 201.25);
                }
              found++;
            }
        }
    }
  g_assert_cmpuint (found, ==, 16);

  /* Off: none. */
  {
    CwSheetOptions options;
    g_autoptr(CwSheetLayout) plain = NULL;

    cw_sheet_options_init (&options);
    options.crop_marks = FALSE;
    plain = cw_sheet_layout_new (&options, NULL);
    g_assert_cmpuint (cw_sheet_layout_get_crop_marks (plain)->len, ==, 0);
  }
}

static void
test_cut_lines (void)
{
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) shared = NULL;
  g_autoptr(CwSheetLayout) apart = NULL;
  GArray *lines;

  cw_sheet_options_init (&options);
  options.cut_lines = TRUE;
  shared = cw_sheet_layout_new (&options, NULL);
  lines = cw_sheet_layout_get_cut_lines (shared);
  /* Shared edges: 4 lines down and 4 across the whole grid. */
  g_assert_cmpuint (lines->len, ==, 8);
  assert_mm (g_array_index (lines, CwSegment, 1).x1, 73.25);
  assert_mm (g_array_index (lines, CwSegment, 1).y1, 15.15);
  assert_mm (g_array_index (lines, CwSegment, 1).y2, 281.85);

  options.gap = 3.0;
  apart = cw_sheet_layout_new (&options, NULL);
  g_assert_cmpuint (cw_sheet_layout_get_cut_lines (apart)->len, ==, 36);
}

static void
test_scale_bar (void)
{
  g_autoptr(CwSheetLayout) a4 = layout_for (CW_PAPER_A4, CW_CARD_SIZE_POKER, CW_ORIENTATION_PORTRAIT);
  g_autoptr(CwSheetLayout) letter = layout_for (CW_PAPER_LETTER, CW_CARD_SIZE_POKER, CW_ORIENTATION_PORTRAIT);
  CwRect box;
  gboolean vertical = TRUE;

  /* Centred under the cards (the largest margins, top and bottom, tie), against the 5 mm safe
   * margin where the crop marks do not reach: inside what every printer prints. */
  g_assert_true (cw_sheet_layout_get_scale_bar (a4, &box, &vertical));
  g_assert_false (vertical);
  assert_rect (&box, 80.0, 288.8, 50.0, 3.2);

  /* Letter has 6.35 mm above and under the cards, 12.7 mm beside them: the bar goes up the left
   * margin, 5 mm from the edge, between two crop marks. */
  g_assert_true (cw_sheet_layout_get_scale_bar (letter, &box, &vertical));
  g_assert_true (vertical);
  assert_rect (&box, 5.0, 114.7, 3.2, 50.0);
}

static void
test_backs (void)
{
  CwSheetOptions options;
  g_autoptr(CwSheetLayout) layout = NULL;
  CwRect r;
  double rotation = -1, bx, by;

  cw_sheet_options_init (&options);
  options.backs = CW_BACKS_LONG_EDGE;
  layout = cw_sheet_layout_new (&options, NULL);
  /* Turned on the long edge, the left column's backs print in the right column. */
  cw_sheet_layout_get_back_rect (layout, 0, &r, &rotation);
  assert_rect (&r, 136.75, 15.15, 63.5, 88.9);
  assert_mm (rotation, 0.0);
  cw_sheet_layout_get_back_rect (layout, 5, &r, &rotation);
  assert_rect (&r, 9.75, 104.05, 63.5, 88.9);
  cw_sheet_layout_front_to_back (layout, 10.0, 20.0, &bx, &by);
  assert_mm (bx, 200.0);
  assert_mm (by, 20.0);

  /* The printer's shift, corrected. */
  options.back_offset_x = 0.5;
  options.back_offset_y = -0.3;
  g_clear_object (&layout);
  layout = cw_sheet_layout_new (&options, NULL);
  cw_sheet_layout_get_back_rect (layout, 0, &r, NULL);
  assert_rect (&r, 137.25, 14.85, 63.5, 88.9);

  /* Short edge: rows swap and each back turns half a turn. */
  options.backs = CW_BACKS_SHORT_EDGE;
  options.back_offset_x = options.back_offset_y = 0;
  g_clear_object (&layout);
  layout = cw_sheet_layout_new (&options, NULL);
  cw_sheet_layout_get_back_rect (layout, 0, &r, &rotation);
  assert_rect (&r, 9.75, 192.95, 63.5, 88.9);
  assert_mm (rotation, 180.0);
  cw_sheet_layout_get_back_rect (layout, 7, &r, &rotation);
  assert_rect (&r, 73.25, 15.15, 63.5, 88.9);

  /* Landscape: the long edge is the top edge, so the long-edge flip mirrors rows. */
  options.orientation = CW_ORIENTATION_LANDSCAPE;
  options.backs = CW_BACKS_LONG_EDGE;
  g_clear_object (&layout);
  layout = cw_sheet_layout_new (&options, NULL);
  cw_sheet_layout_get_back_rect (layout, 0, &r, &rotation);
  assert_rect (&r, 21.5, 105.0, 63.5, 88.9);
  assert_mm (rotation, 180.0);
  options.backs = CW_BACKS_SHORT_EDGE;
  g_clear_object (&layout);
  layout = cw_sheet_layout_new (&options, NULL);
  cw_sheet_layout_get_back_rect (layout, 0, &r, &rotation);
  assert_rect (&r, 212.0, 16.1, 63.5, 88.9);
  assert_mm (rotation, 0.0);
}

/* Every paper, card size, orientation, bleed and gap: the rules that must always hold. */
static void
test_every_combination (void)
{
  const double bleeds[] = { 0.0, 1.5, 3.0 };
  const double gaps[] = { 0.0, 3.0 };
  guint checked = 0;

  for (int paper = CW_PAPER_A4; paper < CW_PAPER_CUSTOM; paper++)
    for (int size = CW_CARD_SIZE_POKER; size < CW_CARD_SIZE_CUSTOM; size++)
      for (int orientation = 0; orientation < 2; orientation++)
        for (guint b = 0; b < G_N_ELEMENTS (bleeds); b++)
          for (guint g = 0; g < G_N_ELEMENTS (gaps); g++)
            for (int backs = CW_BACKS_NONE; backs <= CW_BACKS_SHORT_EDGE; backs++)
              {
                CwSheetOptions options;
                g_autoptr(CwSheetLayout) layout = NULL;
                g_autoptr(GError) error = NULL;
                double pw, ph, cw, ch;
                guint columns, rows, n;
                CwRect grid, bar;
                GArray *marks;

                cw_sheet_options_init (&options);
                options.paper = paper;
                options.card_size = size;
                options.orientation = orientation;
                options.bleed = bleeds[b];
                options.gap = gaps[g];
                options.backs = backs;
                options.cut_lines = TRUE;
                layout = cw_sheet_layout_new (&options, &error);
                if (layout == NULL)
                  {
                    /* Only a tarot card may not fit (A4 landscape with a wide bleed and gap). */
                    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
                    g_assert_cmpint (size, ==, CW_CARD_SIZE_TAROT);
                    continue;
                  }
                checked++;
                pw = cw_sheet_layout_get_page_width (layout);
                ph = cw_sheet_layout_get_page_height (layout);
                cw = cw_sheet_layout_get_card_width (layout);
                ch = cw_sheet_layout_get_card_height (layout);
                columns = cw_sheet_layout_get_columns (layout);
                rows = cw_sheet_layout_get_rows (layout);
                n = columns * rows;
                g_assert_cmpuint (n, >, 0);
                if (orientation == CW_ORIENTATION_LANDSCAPE)
                  g_assert_cmpfloat (pw, >, ph);
                else
                  g_assert_cmpfloat (pw, <, ph);

                /* Centred, and as many as the margins allow: one more would not fit. */
                cw_sheet_layout_get_grid (layout, &grid);
                g_assert_cmpfloat_with_epsilon (grid.x, pw - grid.x - grid.width, 1e-9);
                g_assert_cmpfloat_with_epsilon (grid.y, ph - grid.y - grid.height, 1e-9);
                g_assert_cmpfloat (grid.x - options.bleed, >=, options.margin - 1e-9);
                g_assert_cmpfloat (grid.y - options.bleed, >=, options.margin - 1e-9);
                g_assert_cmpfloat ((columns + 1) * cw + columns * options.gap + 2 * options.bleed, >, pw - 2 * options.margin);
                g_assert_cmpfloat ((rows + 1) * ch + rows * options.gap + 2 * options.bleed, >, ph - 2 * options.margin);

                marks = cw_sheet_layout_get_crop_marks (layout);
                g_assert_cmpuint (marks->len, >, 0);
                /* The bar inside the printable area whenever it is printed at all. */
                if (cw_sheet_layout_get_scale_bar (layout, &bar, NULL))
                  {
                    g_assert_cmpfloat (bar.x, >=, options.safe_margin - 1e-9);
                    g_assert_cmpfloat (bar.y, >=, options.safe_margin - 1e-9);
                    g_assert_cmpfloat (bar.x + bar.width, <=, pw - options.safe_margin + 1e-9);
                    g_assert_cmpfloat (bar.y + bar.height, <=, ph - options.safe_margin + 1e-9);
                  }
                else
                  {
                    guint n_warnings = 0;

                    cw_sheet_layout_get_warnings (layout, &n_warnings);
                    g_assert_cmpuint (n_warnings, >, 0);
                  }

                for (guint slot = 0; slot < n; slot++)
                  {
                    CwRect area, trim, back, back_area;
                    double rotation;

                    cw_sheet_layout_get_card_rect (layout, slot, &trim);
                    cw_sheet_layout_get_bleed_rect (layout, slot, &area);
                    g_assert_cmpfloat (area.x, >=, options.margin - 1e-9);
                    g_assert_cmpfloat (area.y, >=, options.margin - 1e-9);
                    g_assert_cmpfloat (area.x + area.width, <=, pw - options.margin + 1e-9);
                    g_assert_cmpfloat (area.y + area.height, <=, ph - options.margin + 1e-9);
                    g_assert_false (cw_rect_intersects (&bar, &area));

                    /* Cards never overlap. */
                    for (guint other = slot + 1; other < n; other++)
                      {
                        CwRect o;
                        cw_sheet_layout_get_card_rect (layout, other, &o);
                        g_assert_false (cw_rect_intersects (&trim, &o));
                      }

                    /* Crop marks: never inside a card (nor its bleed). */
                    for (guint m = 0; m < marks->len; m++)
                      g_assert_false (cw_segment_intersects_rect (&g_array_index (marks, CwSegment, m), &area));

                    /* The back lands where the front is, seen through the sheet. */
                    if (backs != CW_BACKS_NONE)
                      {
                        gboolean columns_mirror = (backs == CW_BACKS_LONG_EDGE) == (orientation == CW_ORIENTATION_PORTRAIT);

                        cw_sheet_layout_get_back_rect (layout, slot, &back, &rotation);
                        cw_sheet_layout_get_back_bleed_rect (layout, slot, &back_area);
                        if (columns_mirror)
                          {
                            assert_mm (back.x, pw - trim.x - trim.width);
                            assert_mm (back.y, trim.y);
                            assert_mm (back_area.x, pw - area.x - area.width);
                            assert_mm (rotation, 0.0);
                          }
                        else
                          {
                            assert_mm (back.x, trim.x);
                            assert_mm (back.y, ph - trim.y - trim.height);
                            assert_mm (back_area.y, ph - area.y - area.height);
                            assert_mm (rotation, 180.0);
                          }
                        g_assert_cmpfloat (back_area.x, >=, options.margin - 1e-9);
                        g_assert_cmpfloat (back_area.x + back_area.width, <=, pw - options.margin + 1e-9);
                      }
                  }

                for (guint m = 0; m < marks->len; m++)
                  {
                    const CwSegment *s = &g_array_index (marks, CwSegment, m);
                    double length = fabs (s->x2 - s->x1) + fabs (s->y2 - s->y1);

                    /* Straight, long enough to see, clear of the page edge and of the bar. */
                    g_assert_true (fabs (s->x1 - s->x2) < 1e-9 || fabs (s->y1 - s->y2) < 1e-9);
                    g_assert_cmpfloat (length, >=, CW_SHEET_MARK_MIN_LENGTH - 1e-9);
                    g_assert_cmpfloat (MIN (s->x1, s->x2), >=, CW_SHEET_EDGE_CLEARANCE - 1e-9);
                    g_assert_cmpfloat (MIN (s->y1, s->y2), >=, CW_SHEET_EDGE_CLEARANCE - 1e-9);
                    g_assert_cmpfloat (MAX (s->x1, s->x2), <=, pw - CW_SHEET_EDGE_CLEARANCE + 1e-9);
                    g_assert_cmpfloat (MAX (s->y1, s->y2), <=, ph - CW_SHEET_EDGE_CLEARANCE + 1e-9);
                    g_assert_false (cw_segment_intersects_rect (s, &bar));
                  }
              }

  /* 4 papers × 8 sizes × 2 orientations × 3 bleeds × 2 gaps × 3 backs, less what cannot fit. */
  g_assert_cmpuint (checked, >, 1100);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/print/layout/poker-a4", test_poker_a4);
  g_test_add_func ("/print/layout/poker-letter", test_poker_letter);
  g_test_add_func ("/print/layout/other-sizes", test_other_sizes);
  g_test_add_func ("/print/layout/names", test_names);
  g_test_add_func ("/print/layout/custom", test_custom);
  g_test_add_func ("/print/layout/gap-and-bleed", test_gap_and_bleed);
  g_test_add_func ("/print/layout/errors", test_errors);
  g_test_add_func ("/print/layout/crop-marks", test_crop_marks_a4);
  g_test_add_func ("/print/layout/cut-lines", test_cut_lines);
  g_test_add_func ("/print/layout/scale-bar", test_scale_bar);
  g_test_add_func ("/print/layout/units", test_units);
  g_test_add_func ("/print/layout/two-gaps", test_two_gaps);
  g_test_add_func ("/print/layout/registration-marks", test_registration_marks);
  g_test_add_func ("/print/layout/backs", test_backs);
  g_test_add_func ("/print/layout/every-combination", test_every_combination);

  return g_test_run ();
}
