/* test-match-french.c: with LANGUAGE=fr, the rule that refuses an action and the match log are French. */
#include <glib/gi18n-lib.h>
#include <locale.h>

#include "cw-rules-test.h"

#define NBSP "\u00a0"

static void
test_refusal_and_log (void)
{
  g_autoptr(RtTable) table = rt_table_new (2, 0);
  CwMatch *match = table->match;
  GPtrArray *log;
  g_autoptr(GError) error = NULL;

  /* Drawing a card as a Story Action before the turn's draw: the step rule, in French. */
  g_assert_false (cw_match_story_draw (match, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "Étapes d’un tour" NBSP ": piocher une carte par une action d’Histoire relève de l’étape 3 "
                   "(actions d’Histoire)" NBSP "; le tour d’Ann en est à l’étape 1 (piocher une carte)");

  rt_begin_turn (table, 7);
  g_assert_cmpstr (rt_last_log (table), ==, "Ann saisit un lancer de 4 dés (0 d’or)" NBSP ": 7 PH");
  rt_end_turn (table);
  log = cw_match_get_log (match);
  g_assert_cmpstr (g_ptr_array_index (log, log->len - 2), ==,
                   "Ann finit son tour" NBSP "; 7 PH non dépensés sont perdus");
  g_assert_cmpstr (rt_last_log (table), ==, "Manche 1" NBSP ": au tour de Bob");
}

/* French elides "de" before a vowel: "carte Titre d’Ann" but "carte Titre de Bob" (cw_text_for_name). */
static void
test_elision_before_name (void)
{
  g_autoptr(RtTable) table = rt_table_new (2, 0);
  CwMatch *match = table->match;
  g_autofree char *ann_title = cw_match_dup_place_name (match, 0);
  g_autofree char *bob_title = cw_match_dup_place_name (match, 1);

  g_assert_cmpstr (cw_match_get_author_name (match, 0), ==, "Ann");
  g_assert_cmpstr (ann_title, ==, "carte Titre d’Ann");
  g_assert_cmpstr (bob_title, ==, "carte Titre de Bob");
}

/* An Author whose name carries its own article: "carte Titre du Lion", "des Nomes", not
 * "de Le Lion" (cw_text_contract_name). */
static void
test_contraction_before_name (void)
{
  g_autoptr(CwGame) game = rt_load_game ();
  g_autoptr(CwMatch) match = cw_match_new (game, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *lion_title = NULL;
  g_autofree char *nomes_title = NULL;

  g_assert_cmpint (cw_match_add_author (match, "Le Lion", "#c01c28", NULL, NULL, &error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpint (cw_match_add_author (match, "Les Nomes", "#1c71d8", NULL, NULL, &error), ==, 1);
  g_assert_no_error (error);
  g_assert_true (cw_match_start (match, 42, 0, &error));
  g_assert_no_error (error);
  lion_title = cw_match_dup_place_name (match, 0);
  nomes_title = cw_match_dup_place_name (match, 1);
  g_assert_cmpstr (lion_title, ==, "carte Titre du Lion");
  g_assert_cmpstr (nomes_title, ==, "carte Titre des Nomes");
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
  g_assert_nonnull (localedir);   /* tests/rules/meson.build points it at the build tree's po/ */
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_assert_cmpstr (_("nowhere"), ==, "nulle part");

  g_test_add_func ("/rules/french/refusal-and-log", test_refusal_and_log);
  g_test_add_func ("/rules/french/elision-before-name", test_elision_before_name);
  g_test_add_func ("/rules/french/contraction-before-name", test_contraction_before_name);

  return g_test_run ();
}
