/* cw-table-page.h: the Table view's shell: set-up, turn and step bar, refusals, undo and redo, the dice, the log, the score, autosave; the board is the system's. */
#pragma once

#include <gtk/gtk.h>
#include "cw-session.h"
#include "cw-engine.h"
#include "cw-board.h"
#include "cw-dice-tray.h"

G_BEGIN_DECLS

#define CW_TYPE_TABLE_PAGE (cw_table_page_get_type ())
G_DECLARE_FINAL_TYPE (CwTablePage, cw_table_page, CW, TABLE_PAGE, GtkWidget)

GtkWidget       *cw_table_page_new              (void);
/* Shows the game's match: the one saved for it (resumed where it was), else the set-up of
 * the board registered for its table mode; without one, a page that says so. */
void             cw_table_page_set_session      (CwTablePage *self,
                                                 CwSession   *session);
/* The board of the session's game, NULL when the Table cannot play it (or without a session). */
CwBoard         *cw_table_page_get_board        (CwTablePage *self);
/* The match shown, NULL while setting up. */
CwEngine        *cw_table_page_get_engine       (CwTablePage *self);
/* Starts the match the board's set-up form describes; every random choice comes from seed. */
gboolean         cw_table_page_start_match      (CwTablePage *self,
                                                 guint32      seed,
                                                 GError     **error);
/* Resumes a saved match (a .cwmatch file) of the session's game; the match shown before is kept
 * beside it in the matches folder. FALSE with an error, changing nothing, when it cannot be read. */
gboolean         cw_table_page_open_match       (CwTablePage *self,
                                                 const char  *path,
                                                 GError     **error);
/* Where the match of the session's game is saved after every action:
 * $XDG_DATA_HOME/cardwright/matches/current-<game>.xml. Free it. */
char            *cw_table_page_dup_autosave_path(CwTablePage *self);
/* The rule that refused the last action, shown over the board; NULL when none is shown. */
const char      *cw_table_page_get_refusal      (CwTablePage *self);
/* The figure the board shows for the current player in the turn bar ("7 SP"). */
const char      *cw_table_page_get_balance_text (CwTablePage *self);
/* The newest line of the log as shown, NULL when empty. */
const char      *cw_table_page_get_last_log_line(CwTablePage *self);
/* How many lines of the engine's log are shown: those the board has told (the list beside
 * the board holds the newest of them). */
guint            cw_table_page_get_n_log_lines  (CwTablePage *self);
/* The turn bar's title (a GtkLabel), for tests of how it fits. */
GtkWidget       *cw_table_page_get_turn_title   (CwTablePage *self);

/* Undo and redo of the match shown, with a toast naming the action; FALSE when there
 * was nothing to undo or redo. The properties "can-undo" and "can-redo" follow. */
gboolean         cw_table_page_undo             (CwTablePage *self);
gboolean         cw_table_page_redo             (CwTablePage *self);
gboolean         cw_table_page_get_can_undo     (CwTablePage *self);
gboolean         cw_table_page_get_can_redo     (CwTablePage *self);

CwDiceTray      *cw_table_page_get_dice_tray    (CwTablePage *self);

G_END_DECLS
