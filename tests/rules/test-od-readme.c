/* test-od-readme.c: a README example (the Ód one, or the one whose marker is given) replayed line by line through cardwright-cli, its output checked line by line. */
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "cw-cli-test.h"

static const char *readme_path;
/* The line before the example's block: "<!-- NAME: replayed by tests/rules/test-od-readme.c -->". */
static char *marker;

#define MARKER marker
#define INDENT "    "
#define STATUS_PREFIX "[exit status "

typedef struct {
  char     *command;    /* after "$ " */
  GString  *output;     /* the lines shown under it, each ending in "\n" */
  int       status;     /* from "[exit status N]", else 0 */
} Step;

static void
step_free (Step *step)
{
  g_free (step->command);
  g_string_free (step->output, TRUE);
  g_free (step);
}

/* The indented block after the marker: "$ " lines are commands, the others their output. */
static GPtrArray *
read_example (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  GPtrArray *steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  const char *at;
  Step *step = NULL;

  g_assert_true (g_file_get_contents (readme_path, &text, NULL, &error));
  g_assert_no_error (error);
  at = strstr (text, MARKER);
  g_assert_nonnull (at);
  lines = g_strsplit (at + strlen (MARKER) + 1, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      if (*line == '\0')
        {
          /* A blank line inside the block belongs to the output; two end it. */
          if (lines[i + 1] == NULL || !g_str_has_prefix (lines[i + 1], INDENT))
            break;
          g_string_append_c (step->output, '\n');
          continue;
        }
      if (!g_str_has_prefix (line, INDENT))
        break;
      line += strlen (INDENT);
      if (g_str_has_prefix (line, "$ "))
        {
          step = g_new0 (Step, 1);
          step->command = g_strdup (line + 2);
          step->output = g_string_new (NULL);
          g_ptr_array_add (steps, step);
        }
      else if (g_str_has_prefix (line, STATUS_PREFIX))
        {
          g_assert_nonnull (step);
          step->status = atoi (line + strlen (STATUS_PREFIX));
        }
      else
        {
          g_assert_nonnull (step);
          g_string_append_printf (step->output, "%s\n", line);
        }
    }
  g_assert_cmpuint (steps->len, >=, 4);
  return steps;
}

/* JSON the README lays out on several lines: compared without the spaces and line breaks. */
static char *
without_whitespace (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

static void
test_readme_example (void)
{
  g_autoptr (GPtrArray) steps = read_example ();
  g_autoptr (GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("od-readme-XXXXXX", &error);
  const CwCliRunOptions in_folder = { .cwd = folder };
  gboolean saw_json = FALSE;

  g_assert_no_error (error);
  for (guint i = 0; i < steps->len; i++)
    {
      Step *step = g_ptr_array_index (steps, i);
      g_auto (GStrv) argv = NULL;
      g_auto (CwCliRun) run = { 0 };
      g_autofree char *both = NULL;

      g_assert_true (g_shell_parse_argv (step->command, NULL, &argv, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (argv[0], ==, "cardwright-cli");

      /* The README's "cardwright-cli" is the one built beside this test. */
      cw_cli_test_run_argv (&run, &in_folder, (const char * const *) argv + 1);
      g_test_message ("$ %s", step->command);
      g_assert_cmpint (run.status, ==, step->status);

      both = g_strconcat (run.out, run.err, NULL);
      if (strstr (step->command, "--json") != NULL)
        {
          g_autofree char *got = without_whitespace (both);
          g_autofree char *expected = without_whitespace (step->output->str);

          g_assert_cmpstr (got, ==, expected);
          saw_json = TRUE;
        }
      else
        g_assert_cmpstr (both, ==, step->output->str);
    }
  g_assert_true (saw_json);

  {
    /* Whatever files the example wrote. */
    g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
    const char *name;

    while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *file = g_build_filename (folder, name, NULL);

        g_remove (file);
      }
    g_rmdir (folder);
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!cw_cli_test_init (&argc, &argv))
    return 2;
  /* meson passes the built cardwright-cli and README.md (and a marker's name) after the test options. */
  g_assert_cmpint (argc, >=, 3);
  readme_path = argv[2];
  marker = g_strdup_printf ("<!-- %s: replayed by tests/rules/test-od-readme.c -->", argc > 3 ? argv[3] : "od-example");
  g_test_add_func (argc > 3 ? "/rules/readme-example" : "/rules/od/readme-example", test_readme_example);
  status = g_test_run ();
  g_free (marker);
  return status;
}
