/* cw-undo-stack.c: a history of reversible edits, with undo and redo. */
#include "cw-undo-stack.h"

/* Old edits are dropped past this depth so a long session does not grow without bound. */
#define MAX_EDITS 1000

typedef struct {
  char           *label;
  CwUndoFunc         func;
  CwUndoCheckedFunc  checked;   /* instead of func, for an edit that may be refused */
  gpointer        data;
  GDestroyNotify  data_free;
} CwEdit;

struct _CwUndoStack
{
  GObject  parent_instance;

  GQueue   undo;      /* of CwEdit*, newest at the head */
  GQueue   redo;      /* of CwEdit*, the next to redo at the head */
  gboolean replaying;
};

G_DEFINE_FINAL_TYPE (CwUndoStack, cw_undo_stack, G_TYPE_OBJECT)

enum { PROP_0, PROP_CAN_UNDO, PROP_CAN_REDO, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
cw_edit_free (CwEdit *edit)
{
  if (edit->data_free != NULL)
    edit->data_free (edit->data);
  g_free (edit->label);
  g_free (edit);
}

static void
notify_state (CwUndoStack *self,
              gboolean     could_undo,
              gboolean     could_redo)
{
  if (could_undo != cw_undo_stack_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != cw_undo_stack_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
cw_undo_stack_finalize (GObject *object)
{
  CwUndoStack *self = CW_UNDO_STACK (object);

  g_queue_clear_full (&self->undo, (GDestroyNotify) cw_edit_free);
  g_queue_clear_full (&self->redo, (GDestroyNotify) cw_edit_free);

  G_OBJECT_CLASS (cw_undo_stack_parent_class)->finalize (object);
}

static void
cw_undo_stack_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CwUndoStack *self = CW_UNDO_STACK (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, cw_undo_stack_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, cw_undo_stack_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_undo_stack_class_init (CwUndoStackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_undo_stack_finalize;
  object_class->get_property = cw_undo_stack_get_property;

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cw_undo_stack_init (CwUndoStack *self)
{
  g_queue_init (&self->undo);
  g_queue_init (&self->redo);
}

CwUndoStack *
cw_undo_stack_new (void)
{
  return g_object_new (CW_TYPE_UNDO_STACK, NULL);
}

static void
push_edit (CwUndoStack *self,
           CwEdit      *edit)
{
  gboolean could_undo = cw_undo_stack_can_undo (self);
  gboolean could_redo = cw_undo_stack_can_redo (self);

  g_queue_clear_full (&self->redo, (GDestroyNotify) cw_edit_free);
  g_queue_push_head (&self->undo, edit);
  while (self->undo.length > MAX_EDITS)
    cw_edit_free (g_queue_pop_tail (&self->undo));

  notify_state (self, could_undo, could_redo);
}

/* An edit's common part; the caller sets how it is undone. */
static CwEdit *
edit_new (const char     *label,
          gpointer        data,
          GDestroyNotify  data_free)
{
  CwEdit *edit = g_new0 (CwEdit, 1);

  edit->label = g_strdup (label);
  edit->data = data;
  edit->data_free = data_free;
  return edit;
}

void
cw_undo_stack_push (CwUndoStack    *self,
                    const char     *label,
                    CwUndoFunc      func,
                    gpointer        data,
                    GDestroyNotify  data_free)
{
  CwEdit *edit;

  g_return_if_fail (CW_IS_UNDO_STACK (self));
  g_return_if_fail (func != NULL);

  edit = edit_new (label, data, data_free);
  edit->func = func;
  push_edit (self, edit);
}

void
cw_undo_stack_push_checked (CwUndoStack       *self,
                            const char        *label,
                            CwUndoCheckedFunc  func,
                            gpointer           data,
                            GDestroyNotify     data_free)
{
  CwEdit *edit;

  g_return_if_fail (CW_IS_UNDO_STACK (self));
  g_return_if_fail (func != NULL);

  edit = edit_new (label, data, data_free);
  edit->checked = func;
  push_edit (self, edit);
}

gboolean
cw_undo_stack_can_undo (CwUndoStack *self)
{
  g_return_val_if_fail (CW_IS_UNDO_STACK (self), FALSE);
  return self->undo.length > 0;
}

gboolean
cw_undo_stack_can_redo (CwUndoStack *self)
{
  g_return_val_if_fail (CW_IS_UNDO_STACK (self), FALSE);
  return self->redo.length > 0;
}

const char *
cw_undo_stack_get_undo_label (CwUndoStack *self)
{
  CwEdit *edit;

  g_return_val_if_fail (CW_IS_UNDO_STACK (self), NULL);
  edit = g_queue_peek_head (&self->undo);
  return edit != NULL ? edit->label : NULL;
}

const char *
cw_undo_stack_get_redo_label (CwUndoStack *self)
{
  CwEdit *edit;

  g_return_val_if_fail (CW_IS_UNDO_STACK (self), NULL);
  edit = g_queue_peek_head (&self->redo);
  return edit != NULL ? edit->label : NULL;
}

static const char *
replay (CwUndoStack  *self,
        GQueue       *from,
        GQueue       *to,
        gboolean      forward,
        GError      **error)
{
  gboolean could_undo = cw_undo_stack_can_undo (self);
  gboolean could_redo = cw_undo_stack_can_redo (self);
  CwEdit *edit = g_queue_pop_head (from);
  gboolean done = TRUE;

  if (edit == NULL)
    return NULL;

  /* Pushed before running so an edit that itself notifies finds the stacks consistent. */
  g_queue_push_head (to, edit);
  self->replaying = TRUE;
  if (edit->checked != NULL)
    done = edit->checked (edit->data, forward, error);
  else
    edit->func (edit->data, forward);
  self->replaying = FALSE;

  if (!done)
    {
      g_queue_remove (to, edit);
      cw_edit_free (edit);
    }
  notify_state (self, could_undo, could_redo);
  return done ? edit->label : NULL;
}

const char *
cw_undo_stack_undo (CwUndoStack *self)
{
  g_return_val_if_fail (CW_IS_UNDO_STACK (self), NULL);
  return replay (self, &self->undo, &self->redo, FALSE, NULL);
}

const char *
cw_undo_stack_redo (CwUndoStack *self)
{
  g_return_val_if_fail (CW_IS_UNDO_STACK (self), NULL);
  return replay (self, &self->redo, &self->undo, TRUE, NULL);
}

const char *
cw_undo_stack_undo_full (CwUndoStack  *self,
                         GError      **error)
{
  g_return_val_if_fail (CW_IS_UNDO_STACK (self), NULL);
  return replay (self, &self->undo, &self->redo, FALSE, error);
}

const char *
cw_undo_stack_redo_full (CwUndoStack  *self,
                         GError      **error)
{
  g_return_val_if_fail (CW_IS_UNDO_STACK (self), NULL);
  return replay (self, &self->redo, &self->undo, TRUE, error);
}

gpointer
cw_undo_stack_peek_undo_data (CwUndoStack *self)
{
  CwEdit *edit;

  g_return_val_if_fail (CW_IS_UNDO_STACK (self), NULL);
  edit = g_queue_peek_head (&self->undo);
  return edit != NULL ? edit->data : NULL;
}

void
cw_undo_stack_clear (CwUndoStack *self)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (CW_IS_UNDO_STACK (self));

  could_undo = cw_undo_stack_can_undo (self);
  could_redo = cw_undo_stack_can_redo (self);
  g_queue_clear_full (&self->undo, (GDestroyNotify) cw_edit_free);
  g_queue_clear_full (&self->redo, (GDestroyNotify) cw_edit_free);
  notify_state (self, could_undo, could_redo);
}

gboolean
cw_undo_stack_is_replaying (CwUndoStack *self)
{
  g_return_val_if_fail (CW_IS_UNDO_STACK (self), FALSE);
  return self->replaying;
}

guint
cw_undo_stack_get_n_undo (CwUndoStack *self)
{
  g_return_val_if_fail (CW_IS_UNDO_STACK (self), 0);
  return self->undo.length;
}
