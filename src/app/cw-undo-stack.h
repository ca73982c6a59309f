/* cw-undo-stack.h: a history of reversible edits, with undo and redo. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Puts an edit's effect back (forward = TRUE, redo) or takes it away (FALSE, undo). */
typedef void (*CwUndoFunc) (gpointer data,
                            gboolean forward);

/* The same for an edit that may be refused (what it would put back was changed since): FALSE
 * with error, nothing changed. */
typedef gboolean (*CwUndoCheckedFunc) (gpointer   data,
                                       gboolean   forward,
                                       GError   **error);

#define CW_TYPE_UNDO_STACK (cw_undo_stack_get_type ())
G_DECLARE_FINAL_TYPE (CwUndoStack, cw_undo_stack, CW, UNDO_STACK, GObject)

CwUndoStack *cw_undo_stack_new            (void);
/* Records an edit that has just been done; forgets whatever could have been redone. */
void         cw_undo_stack_push           (CwUndoStack   *self,
                                           const char    *label,
                                           CwUndoFunc     func,
                                           gpointer       data,
                                           GDestroyNotify data_free);
/* An edit that may be refused: a refused edit leaves the history (it could never be undone or
 * redone again), so the edits before it stay within reach. */
void         cw_undo_stack_push_checked   (CwUndoStack       *self,
                                           const char        *label,
                                           CwUndoCheckedFunc  func,
                                           gpointer           data,
                                           GDestroyNotify     data_free);
gboolean     cw_undo_stack_can_undo       (CwUndoStack   *self);
gboolean     cw_undo_stack_can_redo       (CwUndoStack   *self);
/* What undo or redo would do, for menus and toasts; NULL when nothing. */
const char  *cw_undo_stack_get_undo_label (CwUndoStack   *self);
const char  *cw_undo_stack_get_redo_label (CwUndoStack   *self);
/* The label of the edit undone or redone, or NULL when there was nothing to do. */
const char  *cw_undo_stack_undo           (CwUndoStack   *self);
const char  *cw_undo_stack_redo           (CwUndoStack   *self);
/* The same, NULL with error when the edit was refused (and left the history). */
const char  *cw_undo_stack_undo_full      (CwUndoStack   *self,
                                           GError       **error);
const char  *cw_undo_stack_redo_full      (CwUndoStack   *self,
                                           GError       **error);
/* The data of the edit undo would undo, or NULL: tells whether an edit is still the newest. */
gpointer     cw_undo_stack_peek_undo_data (CwUndoStack   *self);
void         cw_undo_stack_clear          (CwUndoStack   *self);
/* TRUE while an edit is being undone or redone, so views do not record it again. */
gboolean     cw_undo_stack_is_replaying   (CwUndoStack   *self);
guint        cw_undo_stack_get_n_undo     (CwUndoStack   *self);

G_END_DECLS
