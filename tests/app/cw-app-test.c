/* cw-app-test.c: set-up shared by the window test programs. */
#include "cw-app-test.h"

gboolean
cw_app_test_init (int    *argc,
                  char ***argv)
{
  /* Read before g_test_init replaces the XDG folders with isolated ones. */
  const char *data_dirs = g_getenv ("XDG_DATA_DIRS");
  g_auto(GStrv) system_dirs = g_strsplit (data_dirs != NULL && *data_dirs != '\0' ? data_dirs
                                          : "/usr/local/share:/usr/share", ":", -1);
  g_autoptr(GPtrArray) mime_dirs = g_ptr_array_new_with_free_func (g_free);
  GtkIconTheme *theme;

  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (!gtk_init_check ())
    {
      g_printerr ("No display: run the window tests under xvfb-run.\n");
      return FALSE;
    }
  adw_init ();

  theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  for (guint i = 0; system_dirs[i] != NULL; i++)
    {
      g_autofree char *icons = g_build_filename (system_dirs[i], "icons", NULL);

      g_ptr_array_add (mime_dirs, g_build_filename (system_dirs[i], "mime", NULL));
      gtk_icon_theme_add_search_path (theme, icons);
    }
  g_ptr_array_add (mime_dirs, NULL);
  g_content_type_set_mime_dirs ((const char * const *) mime_dirs->pdata);
  return TRUE;
}

void
cw_app_test_wait_for_mapped (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget))
    g_main_context_iteration (NULL, TRUE);
  for (int i = 0; i < 20 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

int
cw_app_test_wait_until_allocated (GtkWidget *widget)
{
  while (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) == 0)
    g_main_context_iteration (NULL, TRUE);
  cw_app_test_drain ();
  return gtk_widget_get_width (widget);
}

void
cw_app_test_drain (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

GtkWidget *
cw_app_test_find_widget (GtkWidget      *root,
                         CwAppTestMatch  match,
                         const char     *text)
{
  if (match (root, text))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = cw_app_test_find_widget (child, match, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
cw_app_test_is_button_labelled (GtkWidget  *widget,
                                const char *text)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), text) == 0;
}

gboolean
cw_app_test_is_check_labelled (GtkWidget  *widget,
                               const char *text)
{
  return GTK_IS_CHECK_BUTTON (widget) && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), text) == 0;
}

gboolean
cw_app_test_is_label_text (GtkWidget  *widget,
                           const char *text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

gboolean
cw_app_test_is_row_titled (GtkWidget  *widget,
                           const char *text)
{
  return ADW_IS_ACTION_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), text) == 0;
}

gboolean
cw_app_test_is_expander_labelled (GtkWidget  *widget,
                                  const char *text)
{
  return GTK_IS_EXPANDER (widget) && g_strcmp0 (gtk_expander_get_label (GTK_EXPANDER (widget)), text) == 0;
}

gboolean
cw_app_test_is_named (GtkWidget  *widget,
                      const char *text)
{
  return g_strcmp0 (gtk_widget_get_name (widget), text) == 0;
}

gboolean
cw_app_test_is_search_entry (GtkWidget  *widget,
                             const char *text)
{
  return GTK_IS_SEARCH_ENTRY (widget);
}
