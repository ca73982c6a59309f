/* cw-print-test-util.h: what the print tests share: shipped games, scratch folders, reading PDFs back. */
#pragma once

#include <cairo.h>
#include <poppler.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"

G_BEGIN_DECLS

/* poppler-glib 22 has no g_autoptr support of its own; these names cannot clash with a later one. */
typedef PopplerDocument CwPdfDocument;
typedef PopplerPage CwPdfPage;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwPdfDocument, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwPdfPage, g_object_unref)

/* The shipped games with cards (disney-storyline has none). */
extern const char * const cw_print_test_games[];

/* A shipped game from CARDWRIGHT_DATA_DIR; fails the test on error. */
CwGame          *cw_print_test_load_game      (const char      *game_id);
CwCatalog       *cw_print_test_load_catalog   (CwGame          *game);
CwLibrary       *cw_print_test_load_library   (CwCatalog       *catalog,
                                               const char      *file_name);
/* A new empty folder in this test's isolated cache folder. */
char            *cw_print_test_scratch_dir    (void);
/* tests/print/data/<name> */
char            *cw_print_test_data_path      (const char      *name);
PopplerDocument *cw_print_test_open_pdf       (const char      *path);
/* The text of every page, white space made single spaces. */
char            *cw_print_test_pdf_text       (PopplerDocument *document);
/* The page rendered on white at dpi, as a printer would see it. */
cairo_surface_t *cw_print_test_render_page    (PopplerDocument *document,
                                               int              page,
                                               double           dpi);
/* The pixel at (x, y) mm of a page rendered at dpi: r, g, b in 0–255. */
void             cw_print_test_pixel          (cairo_surface_t *surface,
                                               double           dpi,
                                               double           x_mm,
                                               double           y_mm,
                                               int             *r,
                                               int             *g,
                                               int             *b);
/* Centres (in mm) of the runs of dark pixels along a row (horizontal) or a column. */
GArray          *cw_print_test_dark_runs      (cairo_surface_t *surface,
                                               double           dpi,
                                               gboolean         horizontal,
                                               double           at_mm,
                                               double           from_mm,
                                               double           to_mm);
/* How many times needle occurs in the file's bytes. */
guint            cw_print_test_count_bytes    (const char      *path,
                                               const void      *needle,
                                               gsize            needle_length);
gint64           cw_print_test_file_size      (const char      *path);

G_END_DECLS
