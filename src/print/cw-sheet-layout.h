/* cw-sheet-layout.h: where cards, backs, crop marks and the scale bar go on a printed page (pure geometry, in mm). */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define CW_MM_TO_PT(mm) ((mm) * 72.0 / 25.4)
#define CW_PT_TO_MM(pt) ((pt) * 25.4 / 72.0)

typedef enum {
  CW_CARD_SIZE_POKER,           /* 63.5 × 88.9 mm */
  CW_CARD_SIZE_STANDARD,        /* 63 × 88 */
  CW_CARD_SIZE_BRIDGE,          /* 57.15 × 88.9 */
  CW_CARD_SIZE_JAPANESE,        /* 59 × 86 */
  CW_CARD_SIZE_MINI_AMERICAN,   /* 41 × 63 */
  CW_CARD_SIZE_MINI_EURO,       /* 44 × 68 */
  CW_CARD_SIZE_TAROT,           /* 70 × 120 */
  CW_CARD_SIZE_SQUARE,          /* 70 × 70 */
  CW_CARD_SIZE_CUSTOM,
} CwCardSize;

typedef enum {
  CW_PAPER_A4,                  /* 210 × 297 mm */
  CW_PAPER_LETTER,              /* 215.9 × 279.4 */
  CW_PAPER_A3,                  /* 297 × 420 */
  CW_PAPER_LEGAL,               /* 215.9 × 355.6 */
  CW_PAPER_CUSTOM,
} CwPaper;

typedef enum {
  CW_ORIENTATION_PORTRAIT,
  CW_ORIENTATION_LANDSCAPE,
} CwOrientation;

/* Whether each fronts page is followed by a backs page, and how the printer turns the sheet. */
typedef enum {
  CW_BACKS_NONE,
  CW_BACKS_LONG_EDGE,           /* columns mirrored about the page centre */
  CW_BACKS_SHORT_EDGE,          /* rows mirrored, each back turned 180° */
} CwBacks;

/* Guides at the cards' corners, for cutting by hand where crop marks do not reach. */
typedef enum {
  CW_GUIDES_NONE,
  CW_GUIDES_CROSS,              /* a cross centred on each corner */
  CW_GUIDES_L,                  /* two arms from each corner along its edges, away from the card */
} CwGuides;

typedef struct {
  double x, y, width, height;   /* mm from the top-left corner of the page */
} CwRect;

typedef struct {
  double x1, y1, x2, y2;        /* mm */
} CwSegment;

#define CW_SHEET_DEFAULT_MARGIN      5.0   /* mm of free paper at each edge, bleed included */
#define CW_SHEET_DEFAULT_SAFE_MARGIN 5.0   /* mm a printer may leave unprinted at each edge (3–4.2 is typical) */
#define CW_SHEET_MAX_BLEED           6.35  /* ¼ inch: the widest bleed print shops ask for (⅛ inch and 3 mm are usual) */
#define CW_SHEET_GAP_AUTO           -1.0   /* the gap follows the bleed: twice it, so no edge loses any */
#define CW_SHEET_EDGE_CLEARANCE      2.0   /* crop marks stop this far from the page edge */
#define CW_SHEET_MARK_OFFSET         1.0   /* crop marks start this far outside the printed area */
#define CW_SHEET_MARK_LENGTH         5.0
#define CW_SHEET_MARK_MIN_LENGTH     1.0   /* shorter than this, a mark is left out */
#define CW_SHEET_DEFAULT_GUIDE_LENGTH 3.0 /* mm from the corner, each arm */
#define CW_SHEET_DEFAULT_GUIDE_WIDTH 0.2
#define CW_SHEET_REGISTRATION_SQUARE 5.0  /* mm, the filled square at the top-left */
#define CW_SHEET_REGISTRATION_ARM   20.0   /* mm, each arm of the two corner marks */
#define CW_SHEET_REGISTRATION_WIDTH  0.5   /* mm, their thickness */
#define CW_SHEET_SCALE_BAR_LENGTH   50.0
#define CW_SHEET_SCALE_BAR_HEIGHT    3.2   /* the words above, the bar below */

typedef struct {
  CwPaper        paper;
  CwOrientation  orientation;
  double         paper_width;   /* mm, portrait sense; used when paper is CW_PAPER_CUSTOM */
  double         paper_height;
  CwCardSize     card_size;
  double         card_width;    /* mm; used when card_size is CW_CARD_SIZE_CUSTOM */
  double         card_height;
  double         margin;        /* least free paper at each edge, mm (bleed counts as printed) */
  double         safe_margin;   /* the printer's unprintable border, mm: the scale bar stays out of it */
  double         gap;           /* between columns, mm; 0 = shared cut lines; CW_SHEET_GAP_AUTO (the
                                 * default): twice the bleed. A layout's options hold the gap used. */
  double         gap_vertical;  /* between rows, mm; negative: the same as gap */
  double         bleed;         /* 0–3 mm: the frame colour goes this far past the trim */
  gboolean       rounded_corners;
  gboolean       crop_marks;
  gboolean       cut_lines;
  CwGuides       guides;        /* corner guides: only where no card is (gaps and margins), inside
                                 * the printable area */
  double         guide_length;  /* mm, each arm */
  double         guide_width;   /* mm, the stroke */
  guint32        guide_color;   /* 0xRRGGBB */
  gboolean       guides_on_backs;
  gboolean       registration_marks; /* a cutting machine's three marks at the printable corners */
  CwBacks        backs;
  double         back_offset_x; /* mm added to every back, to correct a printer's duplex shift */
  double         back_offset_y;
} CwSheetOptions;

/* A4 portrait, poker cards, 5 mm margin, 5 mm safe margin, no bleed and the gap that follows it,
 * rounded corners, crop marks, no backs. */
void          cw_sheet_options_init        (CwSheetOptions *options);

/* Names as the CLI and files spell them: "poker", "mini-american"; "a4", "letter". */
gboolean      cw_card_size_from_name       (const char     *name,
                                            CwCardSize     *size);
const char   *cw_card_size_to_name         (CwCardSize      size);
/* Width and height in mm (portrait); FALSE for CW_CARD_SIZE_CUSTOM. */
gboolean      cw_card_size_get_mm          (CwCardSize      size,
                                            double         *width,
                                            double         *height);
gboolean      cw_paper_from_name           (const char     *name,
                                            CwPaper        *paper);
const char   *cw_paper_to_name             (CwPaper         paper);
gboolean      cw_paper_get_mm              (CwPaper         paper,
                                            double         *width,
                                            double         *height);
gboolean      cw_backs_from_name           (const char     *name,
                                            CwBacks        *backs);
/* "none", "cross", "l" */
gboolean      cw_guides_from_name          (const char     *name,
                                            CwGuides       *guides);
/* A length as people write it: "3", "3mm", "0.3cm", "0.125in", "⅛in" is not one but "0.125″",
 * "9pt"; no unit is mm. FALSE when text is not one number with at most one known unit. */
gboolean      cw_length_parse              (const char     *text,
                                            double         *mm);
/* "63.5x88.9", "2.5x3.5in" (a unit at the end counts for both), "2.5inx88.9mm": mm, both > 0. */
gboolean      cw_size_parse                (const char     *text,
                                            double         *width_mm,
                                            double         *height_mm);

/* What a layout had to give up; the figures each code carries are in mm. */
typedef enum {
  CW_SHEET_WARNING_NO_SCALE_BAR,          /* values[0]: the printable limit from the edges */
  CW_SHEET_WARNING_BLEED_SHRUNK_COLUMNS,  /* values: the gap, the bleed kept towards a neighbour,
                                           * the bleed asked for, the gap that keeps it all */
  CW_SHEET_WARNING_BLEED_SHRUNK_ROWS,     /* the same between rows */
  CW_SHEET_WARNING_NO_REGISTRATION_ROOM,  /* values: the paper each mark needs, the safe margin */
  CW_SHEET_WARNING_MARKS_UNPRINTABLE,     /* count of total crop marks lost; values[0]: the safe margin */
} CwSheetWarningCode;

typedef struct {
  CwSheetWarningCode code;
  guint              count;
  guint              total;
  double             values[4];
} CwSheetWarning;

#define CW_TYPE_SHEET_LAYOUT (cw_sheet_layout_get_type ())
G_DECLARE_FINAL_TYPE (CwSheetLayout, cw_sheet_layout, CW, SHEET_LAYOUT, GObject)

/* CW_ERROR_INVALID when a size is not positive, the bleed is outside 0–CW_SHEET_MAX_BLEED mm or
 * no card fits. */
CwSheetLayout        *cw_sheet_layout_new              (const CwSheetOptions *options,
                                                        GError              **error);
const CwSheetOptions *cw_sheet_layout_get_options      (CwSheetLayout *self);

/* The page as printed (orientation applied), mm. */
double        cw_sheet_layout_get_page_width    (CwSheetLayout *self);
double        cw_sheet_layout_get_page_height   (CwSheetLayout *self);
double        cw_sheet_layout_get_card_width    (CwSheetLayout *self);
double        cw_sheet_layout_get_card_height   (CwSheetLayout *self);
/* The corner radius of a card (0 for square corners), mm. */
double        cw_sheet_layout_get_corner_radius (CwSheetLayout *self);
guint         cw_sheet_layout_get_columns       (CwSheetLayout *self);
guint         cw_sheet_layout_get_rows          (CwSheetLayout *self);
guint         cw_sheet_layout_get_cards_per_page(CwSheetLayout *self);
/* Sheets (fronts pages) needed for n cards. */
guint         cw_sheet_layout_get_n_sheets      (CwSheetLayout *self,
                                                 guint          n_cards);
/* The grid of trim boxes, centred on the page. */
void          cw_sheet_layout_get_grid          (CwSheetLayout *self,
                                                 CwRect        *grid);

/* Slots count left to right, then top to bottom, on the fronts page. */
void          cw_sheet_layout_get_card_rect     (CwSheetLayout *self,
                                                 guint          slot,
                                                 CwRect        *trim);
/* The trim box grown by the bleed: the full bleed on sides facing the margin,
 * at most half the gap on sides facing another card (a warning says so when that is less). */
void          cw_sheet_layout_get_bleed_rect    (CwSheetLayout *self,
                                                 guint          slot,
                                                 CwRect        *area);
/* Where the back of the card in slot goes on the backs page, offset included;
 * rotation is 0 or 180 degrees (short-edge flip). */
void          cw_sheet_layout_get_back_rect     (CwSheetLayout *self,
                                                 guint          slot,
                                                 CwRect        *trim,
                                                 double        *rotation);
void          cw_sheet_layout_get_back_bleed_rect (CwSheetLayout *self,
                                                 guint          slot,
                                                 CwRect        *area);
/* A point of the fronts page to the point behind it on the backs page (offset included). */
void          cw_sheet_layout_front_to_back     (CwSheetLayout *self,
                                                 double         x,
                                                 double         y,
                                                 double        *back_x,
                                                 double        *back_y);

/* Crop marks of the fronts page: only in the margins, clear of the printed area
 * and of the page edge. Of CwSegment; empty when crop marks are off. */
GArray       *cw_sheet_layout_get_crop_marks    (CwSheetLayout *self);
/* The corner guides of the fronts page, or of the backs page (mirrored, offset included; empty
 * unless guides_on_backs). Of CwSegment; empty when guides are off. */
GArray       *cw_sheet_layout_get_guides        (CwSheetLayout *self,
                                                 gboolean       back);
/* The registration marks of the fronts page as filled rectangles (a square at the top-left, an
 * L at the top-right and at the bottom-left, inside the safe margin); empty when they are off
 * or have no room clear of the cards (a warning says so). Of CwRect. */
GArray       *cw_sheet_layout_get_registration_marks (CwSheetLayout *self);
/* Cut lines along every trim edge; empty when cut lines are off. Of CwSegment. */
GArray       *cw_sheet_layout_get_cut_lines     (CwSheetLayout *self);
/* The 50 mm scale bar with "print at 100%": its box in the largest free margin, inside the
 * printable area (clear of the safe margin and of --margin), clear of the cards and marks;
 * vertical when it went in a side margin (read bottom to top). FALSE (and a warning) when no
 * margin has room for it: then it is not printed. */
gboolean      cw_sheet_layout_get_scale_bar     (CwSheetLayout *self,
                                                 CwRect        *box,
                                                 gboolean      *vertical);
/* What the layout had to give up or thinks the printer will cut off, in the order found: codes
 * and figures that the CLI and the print dialog each put in their own sentences. n_warnings may
 * be 0; the array stays the layout's. */
const CwSheetWarning *cw_sheet_layout_get_warnings (CwSheetLayout *self,
                                                   guint         *n_warnings);

/* TRUE when two rectangles share more than a point. */
gboolean      cw_rect_intersects                (const CwRect  *a,
                                                 const CwRect  *b);
/* TRUE when the segment crosses or touches the rectangle. */
gboolean      cw_segment_intersects_rect        (const CwSegment *segment,
                                                 const CwRect    *rect);

G_END_DECLS
