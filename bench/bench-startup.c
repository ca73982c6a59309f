/* bench-startup.c: time from starting cardwright to its first drawn frame, on the demo data,
 * against an empty libadwaita window started the same way.
 *
 * Budget (bench/README.md): window shown with the demo data ≤ 400 ms from start.
 * Run under a display: xvfb-run -a build/bench/bench-startup build/src/app/cardwright
 * With CARDWRIGHT_BENCH_STARTUP set, cardwright prints "shown" after its first frame and quits;
 * "bench-startup --empty-window" does the same with nothing in the window. On a shared, loaded
 * machine the milliseconds swing; the ratio to the empty window is the figure to compare. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <adwaita.h>

static gboolean
report_first_frame (GtkWidget     *window,
                    GdkFrameClock *frame_clock,
                    gpointer       user_data)
{
  static guint ticks;

  if (++ticks < 2)
    return G_SOURCE_CONTINUE;
  g_print ("shown\n");
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (window))));
  return G_SOURCE_REMOVE;
}

static void
activate_empty (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), gtk_label_new ("Cardwright"));
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 720);
  gtk_widget_add_tick_callback (window, report_first_frame, NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
time_first_frame (const char *program,
                  const char *argument)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *out = NULL;
  gint64 start = g_get_monotonic_time ();

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                              &error, program, argument, NULL);
  if (process == NULL || !g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error))
    g_error ("%s", error->message);
  if (out == NULL || strstr (out, "shown") == NULL)
    g_error ("%s did not report its first frame (is there a display? is GSETTINGS_SCHEMA_DIR set?)", program);
  return (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int    argc,
      char **argv)
{
  enum { RUNS = 7 };
  double app[RUNS], empty[RUNS];

  if (argc == 2 && strcmp (argv[1], "--empty-window") == 0)
    {
      g_autoptr(AdwApplication) application = adw_application_new ("io.github.cardwright.BenchEmpty",
                                                                   G_APPLICATION_NON_UNIQUE);
      g_signal_connect (application, "activate", G_CALLBACK (activate_empty), NULL);
      return g_application_run (G_APPLICATION (application), 1, argv);
    }
  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-startup PATH-TO-CARDWRIGHT\n");
      return 2;
    }
  g_setenv ("CARDWRIGHT_BENCH_STARTUP", "1", TRUE);
  if (g_getenv ("GSETTINGS_BACKEND") == NULL)
    g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);

  /* The first runs warm the file cache; they are not counted. Runs alternate so load hits both alike. */
  time_first_frame (argv[0], "--empty-window");
  time_first_frame (argv[1], NULL);
  for (guint run = 0; run < RUNS; run++)
    {
      empty[run] = time_first_frame (argv[0], "--empty-window");
      app[run] = time_first_frame (argv[1], NULL);
    }
  qsort (app, RUNS, sizeof (double), compare_doubles);
  qsort (empty, RUNS, sizeof (double), compare_doubles);
  printf ("bench-startup: cardwright shows its window on the demo data in %.0f ms (median of %d; "
          "min %.0f; budget ≤ 400 ms)\n", app[RUNS / 2], RUNS, app[0]);
  printf ("               an empty libadwaita window: %.0f ms (min %.0f); ratio %.2f\n",
          empty[RUNS / 2], empty[0], app[RUNS / 2] / empty[RUNS / 2]);
  return 0;
}
