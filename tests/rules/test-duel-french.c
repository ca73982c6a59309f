/* test-duel-french.c: with LANGUAGE=fr, a duel's refusals elide a player's name after "de"
 * (le deck d’Émile, la main de départ d’Ann) and keep "de Bob", in the singular and the plural. */
#include <glib/gi18n-lib.h>
#include <locale.h>

#include "cw-test-util.h"
#include "cw-duel.h"
#include "cw-engine-registry.h"

static CwGame *game;
static CwCatalog *catalog;

/* A duel with real decks (the players deal their own opening hands, naming each card). */
static CwEngine *
duel_new (const char *first,
          const char *second)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CwLibrary) good = cw_test_library_of (catalog, "Tin Woodsman,Royal Historian of Oz,Quest,Rescue,Defeat,Banish,"
                                                            "Magic Carpet,Toto the Dog");
  g_autoptr (CwLibrary) evil = cw_test_library_of (catalog, "Mombi,Murder,Fire Cage,Deadly Desert,General Guph,Magic Belt,"
                                                            "Seized by Guards,Roquat the Nome King");
  CwEngine *engine = cw_engine_new_for_game (game, catalog, &error);

  g_assert_no_error (error);
  g_assert_true (cw_engine_set_option (engine, "real-decks", "yes", &error));
  g_assert_true (cw_engine_add_player (engine, first, good, &error));
  g_assert_true (cw_engine_add_player (engine, second, evil, &error));
  g_assert_true (cw_engine_start (engine, 7, &error));
  g_assert_no_error (error);
  return engine;
}

static void
assert_refused (CwEngine   *engine,
                const char *line,
                const char *message)
{
  g_autoptr (GError) error = NULL;

  if (cw_engine_perform_line (engine, line, &error))
    g_error ("“%s” was taken; expected the refusal “%s”", line, message);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}

static void
play (CwEngine   *engine,
      const char *lines)
{
  g_auto (GStrv) list = g_strsplit (lines, ";", -1);

  for (guint i = 0; list[i]; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!cw_engine_perform_line (engine, g_strstrip (list[i]), &error))
        g_error ("“%s” refused: %s", list[i], error->message);
    }
}

static void
test_elided_names (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Émile", "Bob");

  /* The plural twin (cw_text_npgettext), then the singular one, for Émile's opening hand. */
  assert_refused (engine, "next", "la main de départ d’Émile est encore en cours de distribution : nommez d’abord "
                                  "les 7 cartes qui restent (« draw CARTE »)");
  assert_refused (engine, "draw Mombi", "Mombi n’est pas dans le deck d’Émile : cette carte ne peut pas être piochée");
  play (engine, "draw Tin Woodsman; draw Royal Historian of Oz; draw Quest; draw Rescue; draw Defeat; draw Banish");
  assert_refused (engine, "next", "la main de départ d’Émile est encore en cours de distribution : nommez d’abord "
                                  "la 1 carte qui reste (« draw CARTE »)");
  /* Rephrased so that the card's name follows no "de": only the player's elides. */
  assert_refused (engine, "draw Quest", "Quest n’est plus dans le deck d’Émile : son 1 exemplaire en est déjà sorti");
  play (engine, "draw Magic Carpet");
  /* Bob's name keeps its "de". */
  assert_refused (engine, "draw Toto the Dog", "Toto the Dog n’est pas dans le deck de Bob : cette carte ne peut pas être piochée");
  assert_refused (engine, "next", "la main de départ de Bob est encore en cours de distribution : nommez d’abord "
                                  "les 7 cartes qui restent (« draw CARTE »)");
}

/* Ann, the name of issue 18's "carte Titre de Ann": elided as well. */
static void
test_ann (void)
{
  g_autoptr (CwEngine) engine = duel_new ("Ann", "Bob");

  assert_refused (engine, "draw Mombi", "Mombi n’est pas dans le deck d’Ann : cette carte ne peut pas être piochée");
}

int
main (int    argc,
      char **argv)
{
  const char *localedir = g_getenv ("CARDWRIGHT_LOCALEDIR");
  int status;

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
  game = cw_test_load_game ("oz-good-evil");
  catalog = cw_test_load_catalog (game);

  g_test_add_func ("/rules/duel-french/elided-names", test_elided_names);
  g_test_add_func ("/rules/duel-french/ann", test_ann);

  status = g_test_run ();
  g_object_unref (catalog);
  g_object_unref (game);
  return status;
}
