/* cw-table-page-private.h: CwTablePage's fields, shared by cw-table-page.c, -board.c, -panels.c
 * and -actions.c, and the functions they call in each other. */
#pragma once

#include <adwaita.h>

#include "cw-table-page.h"

G_BEGIN_DECLS

struct _CwTablePage
{
  GtkWidget        parent_instance;

  /* template */
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  GtkRevealer     *setup_notice_revealer;
  GtkLabel        *setup_notice_label;
  CwMatchSetup    *setup;
  GtkDrawingArea  *author_dot;
  GtkLabel        *turn_label;
  GtkWidget       *step_draw;
  GtkWidget       *step_roll;
  GtkWidget       *step_actions;
  GtkWidget       *step_bonus;
  GtkLabel        *balance_label;
  GtkRevealer     *refusal_revealer;
  GtkLabel        *refusal_label;
  GtkWidget       *board;
  CwStorylineView *storyline;
  CwDiceTray      *dice_tray;
  GtkFlowBox      *buttons_box;
  GtkListBox      *actions_list;
  GtkListBox      *authors_list;
  GtkListBox      *log_list;

  CwSession       *session;
  CwMatch         *match;
  gulong           changed_id;
  char            *refusal;
  char            *last_log_line;
  /* A saved match that could not be read: kept as it is, and moved aside (never
   * overwritten) before a new match is saved in its place. */
  char            *unreadable_path;
  GHashTable      *libraries;       /* Library name → CwLibrary, for the cards a hand may hold */
  int              popover_place;
  guint            keywords_piece;  /* the piece whose keywords are open in the popover, 0 for none */
  gboolean         save_failed;     /* tell once, not after every action */
  gboolean         score_shown;     /* the final score pops up once */
  AdwToast        *last_toast;      /* weak */
  gboolean         can_undo;
  gboolean         can_redo;
};

/* cw-table-page.c */
void cw_table_page_free_closure_data (gpointer  data,
                                      GClosure *closure);
GtkWindow *cw_table_page_parent_window (CwTablePage *self);
void cw_table_page_toast (CwTablePage *self,
                          const char  *message);
void cw_table_page_set_dot_colour (GtkWidget  *area,
                                   const char *colour);
GtkWidget *cw_table_page_colour_dot_new (const char *colour,
                                         int         size);
char *cw_table_page_cost_text (int cost);
gboolean cw_table_page_match_is_live (CwTablePage *self);
void cw_table_page_show_refusal (CwTablePage *self,
                                 const char  *message);
void cw_table_page_clear_refusal (CwTablePage *self);
void cw_table_page_move_aside (CwTablePage *self,
                               const char  *path,
                               const char  *why);
void cw_table_page_autosave (CwTablePage *self);
void cw_table_page_update_history (CwTablePage *self);
void cw_table_page_show_setup (CwTablePage *self,
                               const char  *notice);

/* cw-table-page-board.c */
void cw_table_page_on_match_changed (CwTablePage *self);
void cw_table_page_on_action_button_clicked (GtkWidget   *button,
                                             CwTablePage *self);
void cw_table_page_attach_action (GtkWidget     *widget,
                                  CwMatchAction *action);
GtkWidget *cw_table_page_action_button_new (CwTablePage   *self,
                                            const char    *label,
                                            CwMatchAction *action);
GPtrArray *cw_table_page_catalog_cards_of_types (CwTablePage        *self,
                                                 const char * const *types);
gboolean cw_table_page_perform (CwTablePage   *self,
                                CwMatchAction *action);
GtkWidget *cw_table_page_caption_label_new (const char *text,
                                            const char *style);
void cw_table_page_refresh_popover (CwTablePage *self);
void cw_table_page_board_class_init (GtkWidgetClass *widget_class);

/* cw-table-page-panels.c */
void cw_table_page_refresh (CwTablePage *self);
/* An AdwActionRow for one face-down Event: "Face-down Event 2", an eye, Trigger. */
GtkWidget *cw_table_page_face_down_event_row_new (CwTablePage *self,
                                                  int          author,
                                                  guint        piece,
                                                  guint        number);

/* cw-table-page-actions.c */
void cw_table_page_show_score_dialog (CwTablePage *self);
void cw_table_page_actions_class_init (GtkWidgetClass *widget_class);

G_END_DECLS
