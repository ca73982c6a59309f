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
