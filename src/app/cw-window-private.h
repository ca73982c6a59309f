/* cw-window-private.h: CwWindow's fields, shared by cw-window.c and cw-window-actions.c. */
#pragma once

#include "cw-window.h"
#include "cw-collection-page.h"
#include "cw-library-page.h"
#include "cw-table-page.h"
#include "cw-compat.h"

G_BEGIN_DECLS

struct _CwWindow
{
  AdwApplicationWindow  parent_instance;

  /* template */
  AdwToastOverlay      *toast_overlay;
  AdwHeaderBar         *header_bar;
  GtkWidget            *switcher_title;  /* cw-compat.h: a view switcher title, or a switcher */
  AdwViewSwitcherBar   *switcher_bar;
  GtkDropDown          *game_dropdown;
  AdwViewStack         *view_stack;
  CwCollectionPage     *collection_page;
  CwLibraryPage        *library_page;
  CwTablePage          *table_page;

  GSettings            *settings;       /* NULL when the schema is not installed (never in a build) */
  GPtrArray            *games;          /* of CwGame, in the picker's order */
  GHashTable           *sessions;       /* game id → CwSession, kept while the window lives */
  CwSession            *session;        /* the game shown */
  CwUndoStack          *watched_history; /* the history undo acts on now, watched to enable the actions */
  CwFileChooser *chooser;
  gboolean              closing_confirmed;
  GPtrArray            *pending_messages; /* heading, body, …: shown once the window maps */
  gboolean              narrow;          /* the view switcher moved to the bottom bar */
  GtkWidget            *spare_title;     /* the switcher title while narrow, out of the header */
  guint                 narrow_source;
  gboolean              picking_game;
  GHashTable           *toasts;          /* kind → the AdwToast of that kind still shown or waiting */
  /* cw-window-sets.c */
  gpointer              set_job;         /* the SetJobData running, or NULL */
  guint                 set_job_progress_delay; /* ms before a job's progress toast */
  guint                 toasts_added;    /* toasts made, the order each was added in */
  gpointer              set_import_undo; /* the ImportUndo of the last import, or NULL */
  CwImportReport       *set_job_report;  /* how the last job ended */
  GError               *set_job_error;
  GtkWidget            *set_chooser;     /* the set chooser shown, or NULL */
  gboolean              set_job_closing; /* closed while a job ran: hidden, held, closed at its end */
  char                 *set_job_notified_title; /* the last failure told by a desktop notification */
  char                 *set_job_notified_body;
};

void cw_window_actions_class_init (GtkWidgetClass *widget_class);
/* cw-window-open.c: files dropped on the window open like files from Files. */
void cw_window_init_file_drops (CwWindow *self);
void cw_window_interop_class_init (GtkWidgetClass *widget_class);
/* cw-window-package.c: Share Game as Package, and the preview of a package before installing. */
void cw_window_package_class_init (GtkWidgetClass *widget_class);
void cw_window_actions_update     (CwWindow       *self);
void cw_window_reload_games       (CwWindow       *self,
                                   const char     *select_id);
/* A message dialog (kept until the window maps when it is not shown yet). */
void cw_window_show_message       (CwWindow       *self,
                                   const char     *heading,
                                   const char     *body);
/* The import report: a summary, then every line not matched with its line number. */
void cw_window_show_report        (CwWindow       *self,
                                   const char     *heading,
                                   CwImportReport *report);
/* The same for a report already worded: its first line is the summary. */
void cw_window_show_report_text   (CwWindow       *self,
                                   const char     *heading,
                                   const char     *text);
/* cw-window-sets.c: the player's set from and to a spreadsheet, its pictures from a folder. */
void cw_window_sets_class_init    (GtkWidgetClass *widget_class);
void cw_window_sets_dispose       (CwWindow       *self);
void cw_window_sets_finalize      (CwWindow       *self);
/* TRUE when the window's close waits for the set job running (the window hides meanwhile). */
gboolean cw_window_sets_close_request (CwWindow     *self);

G_END_DECLS
