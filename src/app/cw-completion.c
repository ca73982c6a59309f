/* cw-completion.c: a short list of the game's values under an entry, picked from the keyboard. */
#include <string.h>

#include "cw-completion.h"
#include "cw-text.h"

/* More than a handful of values is a list nobody reads: typing one more letter is quicker. */
#define MAX_OFFERED 10

struct _CwCompletion
{
  GObject             parent_instance;

  GtkWidget          *entry;      /* borrowed: the owner detaches before the entry goes */
  GtkWidget          *popover;
  GtkListBox         *list_box;
  GtkEventController *keys;
  GtkEventController *focus;
  GPtrArray          *values;     /* of char*, as shown */
  GPtrArray          *folded;     /* of char*, the same folded, for matching */
  gboolean            list;
  gboolean            pick_first; /* the first value is picked as the list opens */
  gboolean            accepting;  /* the text is being replaced by a chosen value */
};

G_DEFINE_FINAL_TYPE (CwCompletion, cw_completion, G_TYPE_OBJECT)

static gboolean
is_separator (char c)
{
  return c == ';' || c == ',';
}

/* Where the item being typed starts: after the last separator of a list, else at 0. */
static gsize
item_start (CwCompletion *self,
            const char   *text)
{
  gsize start = 0;

  if (self->list)
    for (gsize i = 0; text[i] != '\0'; i++)
      if (is_separator (text[i]))
        start = i + 1;
  return start;
}

static gboolean
begins_a_word (const char *folded,
               const char *prefix)
{
  gsize length = strlen (prefix);

  for (gsize i = 0; folded[i] != '\0'; i++)
    if ((i == 0 || !g_ascii_isalnum (folded[i - 1])) && strncmp (folded + i, prefix, length) == 0)
      return TRUE;
  return FALSE;
}

/* Folded items of the list before the one being typed: they are not offered again. */
static GPtrArray *
items_before (const char *text,
              gsize       start)
{
  g_autofree char *head = g_strndup (text, start);
  g_auto(GStrv) items = g_strsplit_set (head, ";,", -1);
  GPtrArray *folded = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *item = cw_text_fold (g_strstrip (items[i]));

      if (*item != '\0')
        g_ptr_array_add (folded, g_steal_pointer (&item));
    }
  return folded;
}

GStrv
cw_completion_match (CwCompletion *self,
                     const char   *text)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GPtrArray) taken = NULL;
  g_autofree char *typed = NULL;
  gsize start;

  g_return_val_if_fail (CW_IS_COMPLETION (self), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  start = item_start (self, text);
  typed = cw_text_fold (text + start);
  g_strstrip (typed);
  taken = items_before (text, start);

  for (guint i = 0; i < self->values->len; i++)
    {
      const char *folded = g_ptr_array_index (self->folded, i);
      gboolean already = FALSE;

      for (guint j = 0; j < taken->len && !already; j++)
        already = strcmp (g_ptr_array_index (taken, j), folded) == 0;
      if (!already && begins_a_word (folded, typed))
        g_strv_builder_add (builder, g_ptr_array_index (self->values, i));
    }
  return g_strv_builder_end (builder);
}

static void
hide (CwCompletion *self)
{
  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static gboolean
entry_has_focus (CwCompletion *self)
{
  GtkRoot *root = gtk_widget_get_root (self->entry);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == self->entry || gtk_widget_is_ancestor (focus, self->entry));
}

/* Shows the values matching the item being typed; an empty item shows them all only when asked
 * (Down), so tabbing through an empty field opens nothing. */
static gboolean
update (CwCompletion *self,
        gboolean      asked)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  g_autofree char *typed = cw_text_fold (text + item_start (self, text));
  g_auto(GStrv) matches = NULL;
  GtkWidget *child;
  guint n;

  g_strstrip (typed);
  if (self->popover == NULL || (*typed == '\0' && !asked))
    {
      hide (self);
      return FALSE;
    }

  matches = cw_completion_match (self, text);
  n = g_strv_length (matches);
  /* A value typed out in full needs no list. */
  if (n == 0 || (n == 1 && !asked && cw_text_equal_folded (matches[0], typed)))
    {
      hide (self);
      return FALSE;
    }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list_box))) != NULL)
    gtk_list_box_remove (self->list_box, child);
  for (guint i = 0; i < n && i < MAX_OFFERED; i++)
    {
      GtkWidget *label = gtk_label_new (matches[i]);
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_top (label, 3);
      gtk_widget_set_margin_bottom (label, 3);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      /* Focus stays in the entry: the keys typed there pick the row. */
      gtk_widget_set_focusable (row, FALSE);
      g_object_set_data_full (G_OBJECT (row), "cw-value", g_strdup (matches[i]), g_free);
      gtk_list_box_append (self->list_box, row);
    }
  if (self->pick_first)
    gtk_list_box_select_row (self->list_box, gtk_list_box_get_row_at_index (self->list_box, 0));
  else
    gtk_list_box_unselect_all (self->list_box);

  {
    GtkWidget *text_widget = GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (self->entry)));
    graphene_rect_t bounds;

    /* Under the typed text, not the middle of a wide row with its title. */
    if (text_widget != NULL && gtk_widget_compute_bounds (text_widget, self->entry, &bounds))
      gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                                   &(GdkRectangle) { (int) bounds.origin.x, 0,
                                                     MAX (1, (int) MIN (bounds.size.width, 240)),
                                                     gtk_widget_get_height (self->entry) });
  }
  if (!gtk_widget_get_visible (self->popover))
    gtk_popover_popup (GTK_POPOVER (self->popover));
  return TRUE;
}

static void
accept (CwCompletion *self,
        const char   *value)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  gsize start = item_start (self, text);
  g_autofree char *head = g_strndup (text, start);
  g_autofree char *completed = NULL;

  /* In a list, the separator follows at once, so the next item can be typed straight away. */
  g_strchomp (head);
  if (!self->list)
    completed = g_strdup (value);
  else if (*head != '\0')
    completed = g_strdup_printf ("%s %s; ", head, value);
  else
    completed = g_strdup_printf ("%s; ", value);

  self->accepting = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->entry), completed);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
  self->accepting = FALSE;
  hide (self);
}

static void
move_selection (CwCompletion *self,
                int           step)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->list_box);
  int index = row != NULL ? gtk_list_box_row_get_index (row) + step : 0;
  GtkListBoxRow *next;

  if (index < 0)
    index = 0;
  next = gtk_list_box_get_row_at_index (self->list_box, index);
  if (next != NULL)
    gtk_list_box_select_row (self->list_box, next);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CwCompletion          *self)
{
  gboolean shown = cw_completion_is_shown (self);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      if (!shown)
        return update (self, TRUE);
      move_selection (self, 1);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      if (!shown)
        return FALSE;
      move_selection (self, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
      {
        GtkListBoxRow *row = shown ? gtk_list_box_get_selected_row (self->list_box) : NULL;

        if (row == NULL)
          return FALSE;
        accept (self, g_object_get_data (G_OBJECT (row), "cw-value"));
        return TRUE;
      }
    case GDK_KEY_Escape:
      if (!shown)
        return FALSE;
      hide (self);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
on_changed (CwCompletion *self)
{
  if (self->accepting)
    return;
  /* Text set by the program (a card loaded into the form) opens nothing. */
  if (entry_has_focus (self))
    update (self, FALSE);
  else
    hide (self);
}

static void
on_row_activated (CwCompletion  *self,
                  GtkListBoxRow *row)
{
  accept (self, g_object_get_data (G_OBJECT (row), "cw-value"));
}

void
cw_completion_set_pick_first (CwCompletion *self,
                              gboolean      pick_first)
{
  g_return_if_fail (CW_IS_COMPLETION (self));
  self->pick_first = pick_first;
}

void
cw_completion_set_values (CwCompletion       *self,
                          const char * const *values)
{
  g_return_if_fail (CW_IS_COMPLETION (self));

  g_ptr_array_set_size (self->values, 0);
  g_ptr_array_set_size (self->folded, 0);
  for (guint i = 0; values != NULL && values[i] != NULL; i++)
    {
      g_ptr_array_add (self->values, g_strdup (values[i]));
      g_ptr_array_add (self->folded, cw_text_fold (values[i]));
    }
  hide (self);
}

GStrv
cw_completion_dup_offered (CwCompletion *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (CW_IS_COMPLETION (self), NULL);

  if (cw_completion_is_shown (self))
    for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list_box));
         row != NULL; row = gtk_widget_get_next_sibling (row))
      g_strv_builder_add (builder, g_object_get_data (G_OBJECT (row), "cw-value"));
  return g_strv_builder_end (builder);
}

gboolean
cw_completion_is_shown (CwCompletion *self)
{
  g_return_val_if_fail (CW_IS_COMPLETION (self), FALSE);

  return self->popover != NULL && gtk_widget_get_visible (self->popover);
}

void
cw_completion_detach (CwCompletion *self)
{
  g_return_if_fail (CW_IS_COMPLETION (self));

  if (self->entry == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->entry, self);
  gtk_widget_remove_controller (self->entry, self->keys);
  gtk_widget_remove_controller (self->entry, self->focus);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  self->list_box = NULL;
  self->entry = NULL;
}

static void
cw_completion_dispose (GObject *object)
{
  CwCompletion *self = CW_COMPLETION (object);

  cw_completion_detach (self);

  G_OBJECT_CLASS (cw_completion_parent_class)->dispose (object);
}

static void
cw_completion_finalize (GObject *object)
{
  CwCompletion *self = CW_COMPLETION (object);

  g_ptr_array_unref (self->values);
  g_ptr_array_unref (self->folded);

  G_OBJECT_CLASS (cw_completion_parent_class)->finalize (object);
}

static void
cw_completion_class_init (CwCompletionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cw_completion_dispose;
  object_class->finalize = cw_completion_finalize;
}

static void
cw_completion_init (CwCompletion *self)
{
  self->values = g_ptr_array_new_with_free_func (g_free);
  self->folded = g_ptr_array_new_with_free_func (g_free);
  self->pick_first = TRUE;
}

CwCompletion *
cw_completion_new (GtkWidget *entry,
                   gboolean   list)
{
  CwCompletion *self;

  g_return_val_if_fail (GTK_IS_EDITABLE (entry), NULL);

  self = g_object_new (CW_TYPE_COMPLETION, NULL);
  self->entry = entry;
  self->list = list;

  self->list_box = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list_box, GTK_SELECTION_SINGLE);
  gtk_list_box_set_activate_on_single_click (self->list_box, TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self->list_box), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list_box), "navigation-sidebar");
  g_signal_connect_object (self->list_box, "row-activated", G_CALLBACK (on_row_activated),
                           self, G_CONNECT_SWAPPED);

  /* The popover never takes focus nor hides by itself: typing goes on in the entry. */
  self->popover = gtk_popover_new ();
  gtk_popover_set_autohide (GTK_POPOVER (self->popover), FALSE);
  gtk_popover_set_has_arrow (GTK_POPOVER (self->popover), FALSE);
  gtk_popover_set_position (GTK_POPOVER (self->popover), GTK_POS_BOTTOM);
  gtk_widget_set_focusable (self->popover, FALSE);
  gtk_popover_set_child (GTK_POPOVER (self->popover), GTK_WIDGET (self->list_box));
  gtk_widget_set_parent (self->popover, entry);

  self->keys = gtk_event_controller_key_new ();
  /* Capture: Return and Tab reach the list before the entry activates or focus moves on. */
  gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
  g_signal_connect (self->keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (entry, self->keys);

  self->focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (self->focus, "leave", G_CALLBACK (hide), self);
  gtk_widget_add_controller (entry, self->focus);

  g_signal_connect_swapped (entry, "changed", G_CALLBACK (on_changed), self);

  return self;
}
