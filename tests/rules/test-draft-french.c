/* test-draft-french.c: with LANGUAGE=fr, the draft's refusals, log and state come out in French. */
#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-engine-registry.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-draft.h"
#include "cw-test-util.h"

#define NBSP "\u00a0"

static void
test_refusal_log_state (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwEngine) engine = cw_engine_new_for_game (game, catalog, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwDraftStory) story = NULL;
  g_autofree char *text = NULL;
  GPtrArray *log;

  g_assert_true (cw_engine_set_option (engine, "deal", "typed", NULL));
  g_assert_true (cw_engine_add_player (engine, "Ann", NULL, NULL));
  g_assert_true (cw_engine_add_player (engine, "Bob", NULL, NULL));
  g_assert_true (cw_engine_start (engine, 1, NULL));

  g_assert_false (cw_engine_perform_line (engine, "take 1", &error));
  g_assert_cmpstr (error->message, ==,
                   "Tour 1" NBSP ": les colonnes ne sont pas encore disposées" NBSP "; saisissez-les avec «" NBSP "deal" NBSP "»");
  g_clear_error (&error);
  g_assert_false (cw_engine_perform_line (engine, "deal epouvantail / dorthy / ozdr-s10", &error));
  g_assert_cmpstr (error->message, ==,
                   "aucun Personnage «" NBSP "dorthy" NBSP "» (par identifiant ou par nom)" NBSP "; "
                   "vouliez-vous dire «" NBSP "Dorothy" NBSP "»" NBSP "?");
  g_clear_error (&error);

  /* Card names come in the user's language too. */
  g_assert_true (cw_engine_perform_line (engine, "deal epouvantail / dorothy / ozdr-s10 ; oz / oz / ozdr-s42 ; "
                                                 "lion / lion / ozdr-s36", &error));
  g_assert_no_error (error);
  g_assert_true (cw_engine_perform_line (engine, "take 1", &error));
  log = cw_engine_get_log (engine);
  g_assert_cmpstr (g_ptr_array_index (log, log->len - 1), ==,
                   "Ann prend la colonne 1" NBSP ": Épouvantail + Dorothy et «" NBSP "2 points par couple Dorothy + Lion" NBSP "»");
  text = cw_engine_dup_state_text (engine);
  g_assert_nonnull (strstr (text, "Tour 1 sur 8" NBSP "; premier joueur Ann" NBSP "; à Bob de jouer.\n"));

  story = cw_draft_story_new_from_card (cw_catalog_lookup (catalog, "ozdr-oz"), &error);
  g_assert_null (story);
  g_assert_cmpstr (error->message, ==, "«" NBSP "Oz" NBSP "» (ozdr-oz) n’est pas une carte Histoire");
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
  g_assert_nonnull (localedir);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/rules/draft/french/refusal-log-state", test_refusal_log_state);
  return g_test_run ();
}
