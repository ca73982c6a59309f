/* cw-cli-test.c: running the built cardwright-cli from a test, as a script would. */
#include <string.h>
#include <sys/wait.h>

#include "cw-cli-test.h"

static const char *cli_path;

void
cw_cli_run_clear (CwCliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

gboolean
cw_cli_test_init (int    *argc,
                  char ***argv)
{
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (*argc < 2 || !g_file_test ((*argv)[1], G_FILE_TEST_IS_EXECUTABLE))
    {
      g_printerr ("usage: %s PATH-TO-cardwright-cli\n", (*argv)[0]);
      return FALSE;
    }
  cli_path = (*argv)[1];
  return TRUE;
}

const char *
cw_cli_test_path (void)
{
  g_assert_nonnull (cli_path);
  return cli_path;
}

static char **
child_environment (const CwCliRunOptions *options)
{
  char **envp = g_get_environ ();

  /* GLib isolates this process's folders (G_TEST_OPTION_ISOLATE_DIRS) without exporting them:
   * hand them to the child, so it never sees the real user's games. Without isolation these
   * are the real ones, as the child would find them anyway. */
  envp = g_environ_setenv (envp, "HOME", g_get_home_dir (), TRUE);
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", g_get_user_data_dir (), TRUE);
  envp = g_environ_setenv (envp, "XDG_CONFIG_HOME", g_get_user_config_dir (), TRUE);
  envp = g_environ_setenv (envp, "XDG_CACHE_HOME", g_get_user_cache_dir (), TRUE);
  /* The tests expect English unless they say otherwise: gettext reads LANGUAGE even under
   * LC_ALL=C.UTF-8. */
  envp = g_environ_unsetenv (envp, "LANGUAGE");

  for (guint i = 0; options->env != NULL && options->env[i] != NULL; i++)
    {
      const char *setting = options->env[i];
      const char *equals = strchr (setting, '=');

      if (equals == NULL)
        envp = g_environ_unsetenv (envp, setting);
      else
        {
          g_autofree char *name = g_strndup (setting, equals - setting);

          envp = g_environ_setenv (envp, name, equals + 1, TRUE);
        }
    }
  return envp;
}

int
cw_cli_test_run_argv (CwCliRun              *run,
                      const CwCliRunOptions *options,
                      const char * const    *args)
{
  static const CwCliRunOptions usual = { NULL, };
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) envp = NULL;
  int wait_status = 0;

  g_assert_nonnull (run);
  g_assert_nonnull (args);
  if (options == NULL)
    options = &usual;
  cw_cli_run_clear (run);
  envp = child_environment (options);

  /* g_spawn_sync has no standard input of its own: a shell opens the file and becomes the CLI. */
  if (options->stdin_path != NULL)
    {
      g_ptr_array_add (argv, (gpointer) "/bin/sh");
      g_ptr_array_add (argv, (gpointer) "-c");
      g_ptr_array_add (argv, (gpointer) "exec \"$0\" \"$@\" < \"$CW_CLI_TEST_STDIN\"");
      envp = g_environ_setenv (envp, "CW_CLI_TEST_STDIN", options->stdin_path, TRUE);
    }
  g_ptr_array_add (argv, (gpointer) cw_cli_test_path ());
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (options->cwd, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);
  if (WIFEXITED (wait_status))
    run->status = WEXITSTATUS (wait_status);
  else
    {
      /* No exit status to compare: say why, as the status -1 alone would not. */
      g_test_message ("cardwright-cli did not exit: killed by signal %d",
                      WIFSIGNALED (wait_status) ? WTERMSIG (wait_status) : 0);
      run->status = -1;
    }
  return run->status;
}

int
cw_cli_test_run_valist (CwCliRun              *run,
                        const CwCliRunOptions *options,
                        va_list                args)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  const char *arg;

  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (list, (gpointer) arg);
  g_ptr_array_add (list, NULL);
  return cw_cli_test_run_argv (run, options, (const char * const *) list->pdata);
}

int
cw_cli_test_run (CwCliRun              *run,
                 const CwCliRunOptions *options,
                 ...)
{
  va_list args;
  int status;

  va_start (args, options);
  status = cw_cli_test_run_valist (run, options, args);
  va_end (args);
  return status;
}
