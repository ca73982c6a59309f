/* cw-pdf-export.h: print-ready PDFs of cards: what to print, the pages, and the export (in a thread, cancellable). */
#pragma once

#include <gio/gio.h>
#include <cairo.h>
#include "cw-types.h"
#include "cw-sheet-layout.h"

G_BEGIN_DECLS

/* Called after each page: pages done so far and the total. From write_async it runs in the
 * main context of the thread that started the export. */
typedef void (*CwPdfProgress) (guint    done,
                               guint    total,
                               gpointer user_data);

#define CW_TYPE_PDF_EXPORT (cw_pdf_export_get_type ())
G_DECLARE_FINAL_TYPE (CwPdfExport, cw_pdf_export, CW, PDF_EXPORT, GObject)

CwPdfExport          *cw_pdf_export_new              (CwGame               *game);
CwGame               *cw_pdf_export_get_game         (CwPdfExport          *self);

/* Paper, card size, margins, bleed, marks, backs (copied). Default: cw_sheet_options_init()
 * with the game's card size. */
void                  cw_pdf_export_set_options      (CwPdfExport          *self,
                                                      const CwSheetOptions *options);
const CwSheetOptions *cw_pdf_export_get_options      (CwPdfExport          *self);
/* The PDF's title (metadata); default: the game's name. */
void                  cw_pdf_export_set_title        (CwPdfExport          *self,
                                                      const char           *title);
const char           *cw_pdf_export_get_title        (CwPdfExport          *self);
/* A JPEG or PNG for every back instead of the game's back; NULL for the game's. */
void                  cw_pdf_export_set_back_image   (CwPdfExport          *self,
                                                      const char           *path);
/* Start with a duplex alignment test page (and its back when backs are on). */
void                  cw_pdf_export_set_calibration  (CwPdfExport          *self,
                                                      gboolean              calibration);

/* What to print. Cards go on the pages in the order they are added; each section
 * is one entry of the PDF's outline. */
void                  cw_pdf_export_add_section      (CwPdfExport          *self,
                                                      const char           *name);
/* copies of card; images looked up in image_folder (NULL: no art). */
void                  cw_pdf_export_add_card         (CwPdfExport          *self,
                                                      CwCard               *card,
                                                      guint                 copies,
                                                      const char           *image_folder);
/* Each card of each section as many times as the Library counts it, a section per Library section. */
gboolean              cw_pdf_export_add_library      (CwPdfExport          *self,
                                                      CwLibrary            *library,
                                                      CwCatalog            *catalog,
                                                      GError              **error);
/* Only the copies the collection lacks for the Library (the proxies a player needs). */
gboolean              cw_pdf_export_add_shortfall    (CwPdfExport          *self,
                                                      CwLibrary            *library,
                                                      CwCollection         *collection,
                                                      CwCatalog            *catalog,
                                                      GError              **error);
/* One copy of every card of the set, as a section named after it. */
void                  cw_pdf_export_add_card_set     (CwPdfExport          *self,
                                                      CwCardSet            *set);
void                  cw_pdf_export_clear            (CwPdfExport          *self);

/* Cards to print, copies counted. */
guint                 cw_pdf_export_get_n_cards      (CwPdfExport          *self);
/* Pages of the PDF: calibration, fronts and backs. 0 with an error when the layout is impossible. */
guint                 cw_pdf_export_get_n_pages      (CwPdfExport          *self,
                                                      GError              **error);
/* "Sheet 3", "Sheet 3 backs", "Alignment test"… Free it. */
char                 *cw_pdf_export_dup_page_label   (CwPdfExport          *self,
                                                      guint                 page);
/* Draws one page as the PDF has it, for a live preview: cr in PDF points from the page's
 * top-left (scale it to the widget). */
gboolean              cw_pdf_export_draw_page        (CwPdfExport          *self,
                                                      cairo_t              *cr,
                                                      guint                 page,
                                                      GError              **error);

/* What cw_pdf_export_draw_page() met since the last call (or since the options or the cards
 * last changed): card pictures ("CARD: FILE: why") and back pictures ("WHOSE: FILE: why", see
 * cw_card_renderer_take_back_problems()) drawn as the emblem or another back instead, each once;
 * new arrays of char*, empty when all were drawn. After a call, drawing a page again says its
 * problems again, so a caller can tell what the pages it drew met. */
void                  cw_pdf_export_take_drawn_problems (CwPdfExport     *self,
                                                      GPtrArray           **pictures,
                                                      GPtrArray           **backs);

/* Writes the PDF. The file appears only when complete: cancelled or failed, no file is left
 * (and an existing file at path stays as it was). */
gboolean              cw_pdf_export_write            (CwPdfExport          *self,
                                                      const char           *path,
                                                      GCancellable         *cancellable,
                                                      CwPdfProgress         progress,
                                                      gpointer              progress_data,
                                                      GError              **error);
/* The same in a worker thread, on a snapshot of the cards taken now: editing them while it
 * runs changes nothing in the file. */
void                  cw_pdf_export_write_async      (CwPdfExport          *self,
                                                      const char           *path,
                                                      GCancellable         *cancellable,
                                                      CwPdfProgress         progress,
                                                      gpointer              progress_data,
                                                      GDestroyNotify        progress_destroy,
                                                      GAsyncReadyCallback   callback,
                                                      gpointer              user_data);
gboolean              cw_pdf_export_write_finish     (CwPdfExport          *self,
                                                      GAsyncResult         *result,
                                                      GError              **error);
/* After a write (either kind): each card picture that could not be printed, "CARD: FILE: why"
 * (the card shows its emblem in the PDF). Borrowed, of char*; empty when all were. */
GPtrArray            *cw_pdf_export_get_picture_problems (CwPdfExport    *self);
/* The same for back pictures, "WHOSE: FILE: why" (see cw_card_renderer_take_back_problems()):
 * those cards are printed with the back they would have without that picture. */
GPtrArray            *cw_pdf_export_get_back_problems (CwPdfExport       *self);

G_END_DECLS
