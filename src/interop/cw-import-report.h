/* cw-import-report.h: what an import understood, matched and could not place, line by line. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  CW_IMPORT_MATCHED,        /* a card line matched to a card of the game */
  CW_IMPORT_NOT_FOUND,      /* a card name or id the game does not know */
  CW_IMPORT_NOT_UNDERSTOOD, /* a line that is neither a card, a section header nor a comment */
  CW_IMPORT_NOTE,           /* done, but worth knowing: a card put in another section, a guess */
  CW_IMPORT_REFUSED,        /* a row understood but not taken: a value the game does not allow */
  CW_IMPORT_CAPPED,         /* a card line matched, but copies beyond the most a Library keeps were left out (last) */
} CwImportStatus;

/* The most items other than matches that a report keeps: past them it only counts (a file of
 * 500,000 unknown names must not become a 91 MB report). */
#define CW_IMPORT_REPORT_MAX_LISTED 300

/* One line of the file that the report speaks about. */
typedef struct {
  guint           line;     /* 1-based line in the file; 0 for the file as a whole */
  CwImportStatus  status;
  char           *text;     /* what the file said: the card name, or the line as written */
  char           *card_id;  /* the card matched, or NULL */
  guint           count;    /* copies on that line (0 when none could be read) */
  char           *message;  /* for people: "no card named “Dorthy Gale”" */
  char           *column;   /* the column of a spreadsheet as its header names it, or NULL */
} CwImportItem;

#define CW_TYPE_IMPORT_REPORT (cw_import_report_get_type ())
G_DECLARE_FINAL_TYPE (CwImportReport, cw_import_report, CW, IMPORT_REPORT, GObject)

/* source: the file name used in messages ("deck.txt"); format: "text", "cod", "o8d", "csv". */
CwImportReport *cw_import_report_new          (const char      *source,
                                               const char      *format);
const char     *cw_import_report_get_source   (CwImportReport  *self);
const char     *cw_import_report_get_format   (CwImportReport  *self);
void            cw_import_report_add          (CwImportReport  *self,
                                               guint            line,
                                               CwImportStatus   status,
                                               const char      *text,
                                               const char      *card_id,
                                               guint            count,
                                               const char      *message_format,
                                               ...) G_GNUC_PRINTF (7, 8);
/* The same for one cell of a spreadsheet: column is its header as the file writes it. */
void            cw_import_report_add_cell     (CwImportReport  *self,
                                               guint            line,
                                               const char      *column,
                                               CwImportStatus   status,
                                               const char      *text,
                                               const char      *card_id,
                                               const char      *message_format,
                                               ...) G_GNUC_PRINTF (7, 8);
/* Every item in the order of the file. Of CwImportItem*, borrowed. */
GPtrArray      *cw_import_report_get_items    (CwImportReport  *self);
/* Items with that status. */
guint           cw_import_report_count        (CwImportReport  *self,
                                               CwImportStatus   status);
/* Copies over all matched items. */
guint           cw_import_report_get_n_copies (CwImportReport  *self);
/* Items not kept because the report had listed CW_IMPORT_REPORT_MAX_LISTED already (they are
 * counted by cw_import_report_count all the same). */
guint           cw_import_report_get_n_unlisted (CwImportReport *self);
/* TRUE when nothing was left out: no card not found, no line not understood or refused, no copy
 * capped. */
gboolean        cw_import_report_is_complete  (CwImportReport  *self);
/* One summary line, then one "SOURCE:LINE: message" line per item that is not a plain match
 * (every item when all is TRUE). */
char           *cw_import_report_format       (CwImportReport  *self,
                                               gboolean         all);
/* Appends one "SOURCE:LINE: [COLUMN: ]message" line per item that is not a plain match (every
 * item when all is TRUE), without the summary: for imports that word their own; then how many
 * were not listed, if any. */
void            cw_import_report_append_items (CwImportReport  *self,
                                               GString         *out,
                                               gboolean         all);
/* "matched", "not-found", "not-understood", "note", "refused", "capped": for JSON output. */
const char     *cw_import_status_to_string    (CwImportStatus   status);

G_END_DECLS
