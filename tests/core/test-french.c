/* test-french.c: with LANGUAGE=fr, what core builds for people (Library problems, query and file errors) is French. */
#include <glib/gi18n-lib.h>
#include <locale.h>

#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-problem.h"
#include "cw-query.h"
#include "cw-test-util.h"

/* French typography: a no-break space before ":" and ";" and inside « ». */
#define NBSP "\u00a0"

static void
assert_problem (GPtrArray  *problems,
                guint       index,
                const char *message)
{
  g_assert_cmpuint (index, <, problems->len);
  g_assert_cmpstr (cw_problem_get_message (g_ptr_array_index (problems, index)), ==, message);
}

static void
test_library_problems (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwLibrary) library = cw_library_new (game);
  g_autoptr(GPtrArray) problems = NULL;

  /* Too few cards, no Title card, one copy too many, a card no set holds any more, no Locations. */
  cw_library_set_count (library, "library", "ozd-001", 4);
  cw_library_set_count (library, "library", "zz-999", 2);
  problems = cw_library_check (library, catalog);
  g_assert_cmpuint (problems->len, ==, 5);
  assert_problem (problems, 0, "6 cartes dans «" NBSP "Library" NBSP "»" NBSP "; au moins 40");
  /* French puts 0 and 1 in the singular. */
  assert_problem (problems, 1, "0 carte dans «" NBSP "Title card" NBSP "»" NBSP "; au moins 1");
  assert_problem (problems, 2, "4 exemplaires de Dorothy Gale • Girl from Kansas" NBSP "; au plus 3");
  assert_problem (problems, 3, "Carte introuvable" NBSP ": zz-999 (2 exemplaires) — dans aucune série de cartes "
                               "de The Card Game of Oz");
  assert_problem (problems, 4, "0 carte dans «" NBSP "Locations Folio" NBSP "»" NBSP "; au moins 15");

  cw_library_set_count (library, "library", "zz-999", 1);
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = cw_library_check (library, catalog);
  assert_problem (problems, 3, "Carte introuvable" NBSP ": zz-999 (1 exemplaire) — dans aucune série de cartes "
                               "de The Card Game of Oz");
}

static void
test_query_errors (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new (game, "dorothy cost<=x", &error);

  g_assert_null (query);
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "«" NBSP "x" NBSP "» à la colonne 15 n’est pas un nombre (cost compare des nombres)");
  g_clear_error (&error);

  /* The search syntax (or, kw:) stays English: the parser reads it so. */
  query = cw_query_new (game, "or kw:flying", &error);
  g_assert_null (query);
  g_assert_cmpstr (error->message, ==, "«" NBSP "or" NBSP "» à la colonne 1 doit être précédé d’un terme");
}

static void
test_file_error (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "library.xml",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<library version=\"1\" game=\"oz-storyline\">\n"
    "  <section id=\"library\">\n"
    "    <card id=\"ozd-001\" count=\"0\"/>\n"
    "  </section>\n"
    "</library>\n");
  g_autofree char *expected = g_strdup_printf ("%s:4: carte «" NBSP "ozd-001" NBSP "»" NBSP ": count vaut 1 ou plus, pas 0",
                                               path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = cw_library_new_from_file (path, catalog, &error);

  /* "file:line:" stays as it is, for editors that jump to the line. */
  g_assert_null (library);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("CARDWRIGHT_LOCALEDIR");

  /* Before anything translates: GNU gettext reads LANGUAGE under any locale but "C" itself. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "fr", TRUE);
  setlocale (LC_ALL, "");
  g_assert_nonnull (localedir);   /* tests/core/meson.build points it at the build tree's po/ */
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  /* The translation itself, first: a missing .mo says so plainly. */
  g_assert_cmpstr (_("none"), ==, "aucun");

  g_test_add_func ("/core/french/library-problems", test_library_problems);
  g_test_add_func ("/core/french/query-errors", test_query_errors);
  g_test_add_func ("/core/french/file-error", test_file_error);

  return g_test_run ();
}
