/* cw-cli.h: what the commands of cardwright-cli share: loading games, exit codes, JSON output. */
#pragma once

#include <stdio.h>
#include "cw-types.h"
#include "cw-game.h"
#include "cw-catalog.h"
#include "cw-import-report.h"

G_BEGIN_DECLS

enum {
  CW_CLI_OK = 0,        /* done; for check: the Library is legal */
  CW_CLI_NO = 1,        /* the answer is "no": an illegal Library, an illegal attack */
  CW_CLI_BAD_INPUT = 2, /* bad input or usage */
};

/* Each command: argv[0] is the command's name. Returns the exit status. */
int        cw_cli_games        (int argc, char **argv);
int        cw_cli_cards        (int argc, char **argv);
int        cw_cli_show         (int argc, char **argv);
int        cw_cli_check        (int argc, char **argv);
int        cw_cli_roll         (int argc, char **argv);
int        cw_cli_print        (int argc, char **argv);
int        cw_cli_import       (int argc, char **argv);
int        cw_cli_export       (int argc, char **argv);
int        cw_cli_collection   (int argc, char **argv);
int        cw_cli_score        (int argc, char **argv);
int        cw_cli_match        (int argc, char **argv);
int        cw_cli_attack       (int argc, char **argv);
int        cw_cli_set          (int argc, char **argv);
int        cw_cli_package      (int argc, char **argv);
int        cw_cli_install      (int argc, char **argv);

/* Writes text for a person to read: a card or deck name from a shared file may hold terminal
 * escape codes (ESC [ …), which would recolour, retitle or clear the terminal. C0 controls
 * other than newline and tab, DEL and the C1 controls are written as U+FFFD; invalid UTF-8
 * too. Exports (deck lists, CSV) and JSON are data and go out as they are (JSON escapes). */
void       cw_cli_write        (FILE        *stream,
                                const char  *text);
/* Progress of a long command on a terminal: "Copying pictures… 3 of 60" said again in place. */
typedef struct {
  FILE       *stream;   /* NULL: progress is not shown */
  const char *format;   /* translated, with two %u: done, total */
  gint64      shown_at; /* monotonic µs of the last line written */
  gboolean    shown;
} CwCliProgress;

/* Progress goes to stderr only when it is a terminal: a script or a log reading it gets the
 * output it always had. format as in cw_cli_progress_format. */
void       cw_cli_progress_init   (CwCliProgress *progress,
                                   const char    *format);
/* The line written for done of total: "\r" then format with done and total, so the next one
 * takes its place. */
char      *cw_cli_progress_format (const char    *format,
                                   guint          done,
                                   guint          total);
/* A CwSetCsvProgress or CwSetPicturesProgress (data: the CwCliProgress): at most ten lines a
 * second, and the last one, so 100,000 rows do not keep the terminal busy. */
void       cw_cli_progress_update (guint          done,
                                   guint          total,
                                   gpointer       progress);
/* Clears the progress line, if one was written, before the command's report. */
void       cw_cli_progress_end    (CwCliProgress *progress);
/* Prints "cardwright-cli: MESSAGE" to stderr; returns CW_CLI_BAD_INPUT. */
int        cw_cli_fail         (const char  *format,
                                ...) G_GNUC_PRINTF (1, 2);
/* The usage lines of a command with verbs ("set import|export|pictures"), for its --help: on
 * standard output; returns CW_CLI_OK, for asking is no error. */
int        cw_cli_print_usage  (const char  *usage);
/* The same for a file that was left out while the command goes on (a bad card set): the
 * command's output is still printed, and its exit status becomes CW_CLI_BAD_INPUT where it
 * would have been CW_CLI_OK. */
void       cw_cli_warn         (const char  *format,
                                ...) G_GNUC_PRINTF (1, 2);
/* Warns about each set the catalog left out and each id clash. */
void       cw_cli_warn_load_errors (CwCatalog *catalog);
/* A GOptionContext with these entries whose --help is in the user's language: pass the
 * parameter string and the entries' descriptions marked with N_(). */
GOptionContext *cw_cli_option_context_new (const char         *parameter_string,
                                           const GOptionEntry *entries);
/* Parses options with GOptionContext; prints the error and returns FALSE on bad usage. */
gboolean   cw_cli_parse        (GOptionContext *context,
                                int            *argc,
                                char         ***argv);
/* The game with this id from the data folders, or NULL with an error listing the known ids. */
CwGame    *cw_cli_load_game    (const char  *game_id,
                                GError     **error);
CwCatalog *cw_cli_load_catalog (const char  *game_id,
                                GError     **error);
/* The game id named on a Library/collection file's root element, without loading it all. */
char      *cw_cli_peek_game_id (const char  *path,
                                GError     **error);

/* JSON output by hand (no json-glib on the floor): a string with quotes and escapes. */
void       cw_cli_json_string  (GString     *out,
                                const char  *value);
/* A member after the first of a JSON object: `, "key": ` and the value as a JSON string (null
 * for NULL). */
void       cw_cli_json_member  (GString     *out,
                                const char  *key,
                                const char  *value);

/* The report of an import (deck list, collection CSV, set CSV, pictures), for --json: opened
 * with the file or folder read (source_key: "file" or "folder") and the game, the command's own
 * members after it, the report's items, then printed. Every such report reads alike, so a
 * script reads them all with the same code. */
GString   *cw_cli_json_report_new   (const char     *source_key,
                                     const char     *source,
                                     const char     *game_id);
/* What each item holds besides its line, status, text, card and message. */
typedef enum {
  CW_CLI_ITEM_COLUMN = 1 << 0,   /* "column", after "status": the spreadsheet column at fault */
  CW_CLI_ITEM_COUNT  = 1 << 1,   /* "count", after "card": the copies a deck line names */
} CwCliItemFields;
/* `"items": [{"line": …, "status": …, "text": …, "card": …, "message": …}, …]`, one a line of
 * the report, in the file's order. */
void       cw_cli_json_report_items (GString        *out,
                                     CwImportReport *report,
                                     CwCliItemFields fields);
/* Closes the object and prints it on stdout, one line. */
void       cw_cli_json_report_print (GString        *out);

/* The JSON object of a card: id, name, version, title, type, set, alignment, keywords,
 * text, and every field under its id. */
void       cw_cli_json_card    (GString     *out,
                                CwCard      *card);

G_END_DECLS
