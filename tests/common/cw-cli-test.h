/* cw-cli-test.h: what the tests that run the built cardwright-cli share: running it as a script
 * would, in the test's isolated folders and in English, and what it printed and returned. */
#pragma once

#include <stdarg.h>
#include <glib.h>

G_BEGIN_DECLS

/* One run of cardwright-cli. */
typedef struct {
  int   status;   /* the exit status, or -1 when it did not exit (killed by a signal) */
  char *out;
  char *err;
} CwCliRun;

void cw_cli_run_clear (CwCliRun *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CwCliRun, cw_cli_run_clear)

/* How to run it; NULL (or every field NULL) is the usual: this process's folder, no input, the
 * test's isolated HOME and XDG folders handed over and LANGUAGE unset (English). */
typedef struct {
  const char         *cwd;          /* the folder it runs in */
  const char         *stdin_path;   /* a file read as its standard input */
  const char * const *env;          /* NULL-terminated, applied last: "NAME=VALUE" sets, "NAME" unsets */
} CwCliRunOptions;

/* g_test_init with the test's own HOME and XDG folders (G_TEST_OPTION_ISOLATE_DIRS), then the
 * path of the built cardwright-cli from argv[1], which meson passes after the test options;
 * FALSE, with a usage line on stderr, when it is missing or not a program. */
gboolean    cw_cli_test_init       (int                   *argc,
                                    char                ***argv);
const char *cw_cli_test_path       (void);

/* Runs cardwright-cli with args (NULL-terminated, without the program). What run held before is
 * freed first, so one CwCliRun (initialised to { 0 }) serves a sequence of runs. Returns the
 * exit status, as run->status. */
int         cw_cli_test_run_argv   (CwCliRun              *run,
                                    const CwCliRunOptions *options,
                                    const char * const    *args);
/* The same with the arguments listed, NULL last. */
int         cw_cli_test_run        (CwCliRun              *run,
                                    const CwCliRunOptions *options,
                                    ...) G_GNUC_NULL_TERMINATED;
int         cw_cli_test_run_valist (CwCliRun              *run,
                                    const CwCliRunOptions *options,
                                    va_list                args);

G_END_DECLS
