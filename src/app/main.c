/* main.c: starts Cardwright. */
#include <glib/gi18n.h>
#include <locale.h>

#include "cw-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CwApplication) app = NULL;
  /* An uninstalled run (build-aux/run.sh, the screenshots) reads the build tree's translations. */
  const char *localedir = g_getenv ("CARDWRIGHT_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : CW_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = cw_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
