/* test-undo-stack.c: the edit history behind every undo in the window. */
#include "cw-undo-stack.h"

static void
set_value (gpointer data,
           gboolean forward)
{
  int *pair = data;          /* pair[0] the value, pair[1] the value after the edit */

  pair[0] = forward ? pair[1] : pair[1] - 1;
}

static void
test_undo_redo (void)
{
  g_autoptr(CwUndoStack) stack = cw_undo_stack_new ();
  int first[2] = { 1, 1 };
  int second[2] = { 2, 2 };

  g_assert_false (cw_undo_stack_can_undo (stack));
  g_assert_null (cw_undo_stack_undo (stack));

  cw_undo_stack_push (stack, "first", set_value, first, NULL);
  cw_undo_stack_push (stack, "second", set_value, second, NULL);
  g_assert_true (cw_undo_stack_can_undo (stack));
  g_assert_false (cw_undo_stack_can_redo (stack));
  g_assert_cmpstr (cw_undo_stack_get_undo_label (stack), ==, "second");

  g_assert_cmpstr (cw_undo_stack_undo (stack), ==, "second");
  g_assert_cmpint (second[0], ==, 1);
  g_assert_cmpint (first[0], ==, 1);
  g_assert_cmpstr (cw_undo_stack_get_redo_label (stack), ==, "second");

  g_assert_cmpstr (cw_undo_stack_undo (stack), ==, "first");
  g_assert_cmpint (first[0], ==, 0);
  g_assert_false (cw_undo_stack_can_undo (stack));

  g_assert_cmpstr (cw_undo_stack_redo (stack), ==, "first");
  g_assert_cmpint (first[0], ==, 1);
  g_assert_cmpuint (cw_undo_stack_get_n_undo (stack), ==, 1);
}

static void
test_push_forgets_redo (void)
{
  g_autoptr(CwUndoStack) stack = cw_undo_stack_new ();
  int a[2] = { 1, 1 };
  int b[2] = { 5, 5 };

  cw_undo_stack_push (stack, "a", set_value, a, NULL);
  cw_undo_stack_undo (stack);
  g_assert_true (cw_undo_stack_can_redo (stack));

  cw_undo_stack_push (stack, "b", set_value, b, NULL);
  g_assert_false (cw_undo_stack_can_redo (stack));
  g_assert_cmpstr (cw_undo_stack_get_undo_label (stack), ==, "b");
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    user_data)
{
  (*(int *) user_data)++;
}

static void
test_notifies_on_change_only (void)
{
  g_autoptr(CwUndoStack) stack = cw_undo_stack_new ();
  int value[2] = { 1, 1 };
  int other[2] = { 2, 2 };
  int notified = 0;

  g_signal_connect (stack, "notify::can-undo", G_CALLBACK (count_notify), &notified);
  cw_undo_stack_push (stack, "one", set_value, value, NULL);
  g_assert_cmpint (notified, ==, 1);
  cw_undo_stack_push (stack, "two", set_value, other, NULL);
  g_assert_cmpint (notified, ==, 1);
  cw_undo_stack_clear (stack);
  g_assert_cmpint (notified, ==, 2);
  g_assert_false (cw_undo_stack_can_undo (stack));
}

static void
test_frees_data (void)
{
  CwUndoStack *stack = cw_undo_stack_new ();
  int *value = g_new0 (int, 2);

  /* The stack owns the edit's data: freed with the stack (ASan would see a leak otherwise). */
  cw_undo_stack_push (stack, "owned", set_value, value, g_free);
  g_assert_finalize_object (stack);
}

/* An edit that refuses while its guard is set. */
static gboolean
set_value_checked (gpointer   data,
                   gboolean   forward,
                   GError   **error)
{
  int *triple = data;        /* the value, the value after the edit, refuse when not 0 */

  if (triple[2] != 0)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "changed since");
      return FALSE;
    }
  triple[0] = forward ? triple[1] : triple[1] - 1;
  return TRUE;
}

static int n_freed;

static void
count_free (gpointer data)
{
  n_freed++;
}

/* A checked edit undoes and redoes like another, in the history's order; refused, it changes
 * nothing, says why, and leaves the history so the edit before it is undone next. */
static void
test_checked (void)
{
  g_autoptr(CwUndoStack) stack = cw_undo_stack_new ();
  g_autoptr(GError) error = NULL;
  int first[2] = { 1, 1 };
  int checked[3] = { 2, 2, 0 };
  int third[2] = { 3, 3 };

  cw_undo_stack_push (stack, "first", set_value, first, NULL);
  cw_undo_stack_push_checked (stack, "checked", set_value_checked, checked, NULL);
  cw_undo_stack_push (stack, "third", set_value, third, NULL);
  g_assert_true (cw_undo_stack_peek_undo_data (stack) == third);

  g_assert_cmpstr (cw_undo_stack_undo_full (stack, &error), ==, "third");
  g_assert_true (cw_undo_stack_peek_undo_data (stack) == checked);
  g_assert_cmpstr (cw_undo_stack_undo_full (stack, &error), ==, "checked");
  g_assert_no_error (error);
  g_assert_cmpint (checked[0], ==, 1);
  g_assert_cmpstr (cw_undo_stack_redo_full (stack, &error), ==, "checked");
  g_assert_no_error (error);
  g_assert_cmpint (checked[0], ==, 2);

  /* Refused: nothing changes, and it is gone (freed once). */
  g_clear_pointer (&stack, g_object_unref);
  stack = cw_undo_stack_new ();
  first[0] = 1;
  checked[0] = 2;
  checked[2] = 1;
  n_freed = 0;
  cw_undo_stack_push (stack, "first", set_value, first, NULL);
  cw_undo_stack_push_checked (stack, "checked", set_value_checked, checked, count_free);
  g_assert_null (cw_undo_stack_undo_full (stack, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_cmpint (checked[0], ==, 2);
  g_assert_cmpint (n_freed, ==, 1);
  g_assert_false (cw_undo_stack_can_redo (stack));
  g_assert_cmpuint (cw_undo_stack_get_n_undo (stack), ==, 1);
  g_assert_cmpstr (cw_undo_stack_undo_full (stack, &error), ==, "first");
  g_assert_no_error (error);
  g_assert_cmpint (first[0], ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/app/undo-stack/undo-redo", test_undo_redo);
  g_test_add_func ("/app/undo-stack/push-forgets-redo", test_push_forgets_redo);
  g_test_add_func ("/app/undo-stack/notifies-on-change-only", test_notifies_on_change_only);
  g_test_add_func ("/app/undo-stack/frees-data", test_frees_data);
  g_test_add_func ("/app/undo-stack/checked", test_checked);

  return g_test_run ();
}
