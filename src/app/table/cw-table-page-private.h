/* cw-table-page-private.h: CwTablePage's fields, shared by cw-table-page.c, -panels.c and -actions.c,
 * and the functions they call in each other. */
#pragma once

#include <adwaita.h>

#include "cw-table-page.h"
#include "cw-table-setup.h"

G_BEGIN_DECLS

struct _CwTablePage
{
  GtkWidget        parent_instance;

  /* template */
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  AdwStatusPage   *unsupported_page;
  GtkRevealer     *setup_notice_revealer;
  GtkLabel        *setup_notice_label;
  GtkScrolledWindow *setup_scroller;
  GtkDrawingArea  *player_dot;
  GtkLabel        *turn_label;
  GtkBox          *steps_box;
  GtkLabel        *balance_label;
  GtkRevealer     *refusal_revealer;
  GtkLabel        *refusal_label;
  GtkWidget       *board_area;
  AdwBin          *board_slot;
  CwDiceTray      *dice_tray;
  AdwBin          *panel_slot;
  GtkListBox      *log_list;

  CwSession       *session;
  CwBoard         *board;           /* NULL when the Table cannot play the session's game */
  CwTableSetup    *table_setup;     /* the set-up form for a board that brings none */
  gboolean         board_has_setup; /* the board's own form is on the set-up page */
  CwEngine        *engine;
  gulong           changed_id;
  char            *refusal;
  char            *last_log_line;
  guint            n_log_lines;     /* lines of the engine's log shown: those the board has told */
  /* A saved match that could not be read: kept as it is, and moved aside (never
   * overwritten) before a new match is saved in its place. */
  char            *unreadable_path;
  gboolean         save_failed;     /* tell once, not after every action */
  gboolean         score_shown;     /* the final score pops up once */
  AdwToast        *last_toast;      /* weak */
  gboolean         can_undo;
  gboolean         can_redo;
};

/* cw-table-page.c */
GtkWindow *_cw_table_page_parent_window (CwTablePage *self);
void _cw_table_page_toast (CwTablePage *self,
                           const char  *message);
void _cw_table_page_show_refusal (CwTablePage *self,
                                  const char  *message);
void _cw_table_page_clear_refusal (CwTablePage *self);
/* Where the file went (g_free it), or NULL when there was none or it could not be moved. */
char *_cw_table_page_move_aside (CwTablePage *self,
                                 const char  *path,
                                 const char  *why);
void _cw_table_page_show_setup (CwTablePage *self,
                                const char  *notice);
void _cw_table_page_update_history (CwTablePage *self);

/* cw-table-page-panels.c: the turn and step bar, the dice tray, the log */
void _cw_table_page_build_steps (CwTablePage *self);
void _cw_table_page_refresh (CwTablePage *self);
void _cw_table_page_refresh_told (CwTablePage *self);
gboolean _cw_table_page_is_telling (CwTablePage *self);

/* cw-table-page-actions.c */
void _cw_table_page_show_score_dialog (CwTablePage *self);
void _cw_table_page_actions_class_init (GtkWidgetClass *widget_class);

G_END_DECLS
