/* test-french.c: with LANGUAGE=fr, what core builds for people (Library problems, query and file errors) is French. */
#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-problem.h"
#include "cw-query.h"
#include "cw-text.h"
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
  assert_problem (problems, 0, "6 cartes dans «" NBSP "Bibliothèque" NBSP "»" NBSP "; au moins 40");
  /* French puts 0 and 1 in the singular. */
  assert_problem (problems, 1, "0 carte dans «" NBSP "Carte Titre" NBSP "»" NBSP "; au moins 1");
  assert_problem (problems, 2, "4 exemplaires de Dorothy Gale • Girl from Kansas" NBSP "; au plus 3");
  assert_problem (problems, 3, "Carte introuvable" NBSP ": zz-999 (2 exemplaires) — dans aucune série de cartes "
                               "de The Card Game of Oz");
  assert_problem (problems, 4, "0 carte dans «" NBSP "Folio des Lieux" NBSP "»" NBSP "; au moins 15");

  cw_library_set_count (library, "library", "zz-999", 1);
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = cw_library_check (library, catalog);
  assert_problem (problems, 3, "Carte introuvable" NBSP ": zz-999 (1 exemplaire) — dans aucune série de cartes "
                               "de The Card Game of Oz");
}

/* The game's own words come from game.xml's xml:lang="fr" translations, the English kept beside them. */
static void
test_game_words (void)
{
  g_autoptr(CwGame) storyline = cw_test_load_game ("oz-storyline");
  g_autoptr(CwGame) draft = cw_test_load_game ("oz-draft");
  g_autoptr(CwGame) od = cw_test_load_game ("od");
  const CwKeyword *prime = cw_game_find_keyword (storyline, "prime");
  const CwSectionRule *library = cw_game_find_section (storyline, "library");

  g_assert_cmpstr (cw_game_find_card_type (storyline, "location")->name, ==, "Lieu");
  g_assert_cmpstr (cw_game_find_card_type (storyline, "title")->name, ==, "Carte Titre");
  g_assert_cmpstr (cw_game_find_alignment (storyline, "evil")->name, ==, "Maléfique");
  g_assert_cmpstr (cw_game_find_field (storyline, "cost")->name, ==, "Coût en points d’Histoire");
  g_assert_cmpstr (prime->name, ==, "Prime");
  g_assert_cmpstr (prime->rules, ==, "Seul un Personnage Prime peut finir la partie" NBSP ": amenez-le sur la carte "
                   "Titre d’un adversaire, au bout de votre Storyline, et cette carte se retourne sur «" NBSP
                   "La Fin" NBSP "».");
  g_assert_cmpstr (cw_game_find_keyword (storyline, "steadfast")->name, ==, "Inébranlable");
  g_assert_cmpstr (library->name, ==, "Bibliothèque");
  g_assert_cmpstr (library->note, ==, "40 cartes de jeu ou plus (environ 60 pour bien jouer)" NBSP "; "
                   "3 exemplaires d’une carte au plus.");
  /* The English stays beside the French, for saving and for names typed in English. */
  g_assert_cmpstr (library->name_variants[0], ==, "");
  g_assert_cmpstr (library->name_variants[1], ==, "Library");
  g_assert_true (cw_game_find_card_type (storyline, "Title card") == cw_game_find_card_type (storyline, "title"));
  g_assert_true (cw_game_find_card_type (storyline, "carte titre") == cw_game_find_card_type (storyline, "title"));
  g_assert_true (cw_game_find_keyword (storyline, "Steadfast") == cw_game_find_keyword (storyline, "steadfast"));
  g_assert_true (cw_game_find_alignment (storyline, "Evil") == cw_game_find_alignment (storyline, "evil"));

  g_assert_cmpstr (cw_game_get_name (draft), ==, "Oz");
  g_assert_cmpstr (cw_game_get_name_for (draft, NULL), ==, "Oz (drafting game)");
  g_assert_cmpstr (cw_game_find_card_type (draft, "story")->name, ==, "Carte Histoire");
  g_assert_cmpstr (cw_game_find_section (draft, "characters")->name, ==, "Cartes Personnage");
  g_assert_cmpstr (cw_game_find_field (draft, "copies")->name, ==, "Exemplaires dans la boîte");

  /* The dice are named in French too, the English kept beside for saving. */
  g_assert_cmpstr (cw_game_find_die (storyline, "blue6")->name, ==, "Dé bleu, 6 faces");
  g_assert_cmpstr (cw_game_find_die (storyline, "gold")->name, ==, "Dé d’or bonus, 3 faces");
  g_assert_cmpstr (cw_game_find_die (storyline, "gold")->name_variants[1], ==, "Gold bonus die, 3 faces");

  /* Good against Evil speaks the Oz words of the Storyline games (po/fr.po's glossary). */
  {
    g_autoptr(CwGame) duel = cw_test_load_game ("oz-good-evil");

    g_assert_cmpstr (cw_game_find_card_type (duel, "companion")->name, ==, "Compagnon (Sbire)");
    g_assert_cmpstr (cw_game_find_card_type (duel, "spell")->name, ==, "Sortilège");
    g_assert_cmpstr (cw_game_find_alignment (duel, "evil")->name, ==, "Maléfique");
    g_assert_cmpstr (cw_game_find_field (duel, "force_bonus")->name, ==, "Bonus de Force");
    g_assert_cmpstr (cw_game_find_field (duel, "grants_spellcaster")->name, ==, "L’utilisateur devient Lanceur de sorts");
    g_assert_cmpstr (cw_game_find_fixed_deck (duel, "good")->name, ==, "Deck du Bien");
    g_assert_true (cw_game_find_card_type (duel, "Companion (Minion)") == cw_game_find_card_type (duel, "companion"));
  }

  /* Games whose rules give no French words stay in English. */
  g_assert_cmpstr (cw_game_get_name (storyline), ==, "The Card Game of Oz");
  g_assert_cmpstr (cw_game_find_card_type (od, "dwarf")->name, ==, "Dwarf (Hearts)");
}

/* The Oz cards in French, the English kept; a search finds them by either name. */
static void
test_oz_cards (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  CwCard *scarecrow = cw_catalog_lookup (catalog, "ozdr-scarecrow");
  CwCard *pairs = cw_catalog_lookup (catalog, "ozdr-s11");

  g_assert_cmpstr (cw_card_get_name (scarecrow), ==, "Épouvantail");
  g_assert_cmpstr (cw_card_get_title (scarecrow), ==, "Épouvantail");
  g_assert_cmpstr (cw_card_get_name_for (scarecrow, NULL), ==, "Scarecrow");
  g_assert_cmpstr (cw_card_get_text (scarecrow), ==, "Carte Personnage" NBSP ": la boîte en contient 9 exemplaires.");
  g_assert_cmpstr (cw_card_get_text_for (scarecrow, NULL), ==, "Character card: the box holds 9 copies.");
  g_assert_cmpstr (cw_card_get_name (pairs), ==, "2 points par couple Robot + Épouvantail");
  g_assert_cmpstr (cw_card_get_text (pairs), ==, "Le joueur marque 2 points pour chaque couple de cartes "
                   "<b>Robot</b> + <b>Épouvantail</b> dans sa main.");
  g_assert_cmpstr (cw_card_get_plain_text (pairs), ==, "Le joueur marque 2 points pour chaque couple de cartes "
                   "Robot + Épouvantail dans sa main.");

  /* Names in either language find the card. */
  g_assert_true (cw_catalog_find_by_name (catalog, "Scarecrow") == scarecrow);
  g_assert_true (cw_catalog_find_by_name (catalog, "épouvantail") == scarecrow);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CwQuery) french = cw_query_new (game, "name:épouvantail type:character", &error);
    g_autoptr(CwQuery) english = cw_query_new (game, "name:scarecrow type:character", &error);

    g_assert_no_error (error);
    g_assert_true (cw_query_matches (french, scarecrow, NULL));
    g_assert_true (cw_query_matches (english, scarecrow, NULL));
    g_assert_false (cw_query_matches (english, pairs, NULL));
  }
  /* name=… wants the whole name, in either language, whichever the window shows. */
  for (guint i = 0; i < 3; i++)
    {
      const char *text[] = { "name=épouvantail", "name=Scarecrow", "name=\"EPOUVANTAIL\"" };
      g_autoptr(GError) error = NULL;
      g_autoptr(CwQuery) query = cw_query_new (game, text[i], &error);

      g_assert_no_error (error);
      g_assert_true (cw_query_matches (query, scarecrow, NULL));
      g_assert_false (cw_query_matches (query, pairs, NULL));
    }
}

/* Every shipped die has its French name, for the tray, the log and cardwright-cli roll. */
static void
test_dice_names (void)
{
  static const struct { const char *game, *die, *name; } dice[] = {
    { "oz-storyline", "blue6", "Dé bleu, 6 faces" },
    { "oz-storyline", "blue5", "Dé bleu, 5 faces" },
    { "oz-storyline", "blue4", "Dé bleu, 4 faces" },
    { "oz-storyline", "blue3", "Dé bleu, 3 faces" },
    { "oz-storyline", "gold", "Dé d’or bonus, 3 faces" },
    { "disney-storyline", "blue6", "Dé bleu, 6 faces" },
    { "disney-storyline", "blue3", "Dé bleu, 3 faces" },
    { "disney-storyline", "gold", "Dé d’or bonus, 3 faces" },
    { "oz-good-evil", "d12", "Dé à douze faces" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (dice); i++)
    {
      g_autoptr(CwGame) game = cw_test_load_game (dice[i].game);

      g_assert_nonnull (cw_game_find_die (game, dice[i].die));
      g_assert_cmpstr (cw_game_find_die (game, dice[i].die)->name, ==, dice[i].name);
    }
}

/* Saving a game while the names show in French writes the English back as the default and the
 * French as its translation, not the French twice. */
static void
test_dice_save (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) reloaded = NULL;

  g_assert_true (cw_game_save_to_file (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_nonnull (strstr (contents, "name=\"Twelve-sided die\""));
  g_assert_nonnull (strstr (contents, "<name xml:lang=\"fr\">Dé à douze faces</name>"));
  reloaded = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_game_find_die (reloaded, "d12")->name, ==, "Dé à douze faces");
  g_assert_cmpstr (cw_game_find_die (reloaded, "d12")->name_variants[1], ==, "Twelve-sided die");
}

static void
test_query_errors (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new (game, "dorothy cost<=x", &error);

  g_assert_null (query);
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
  /* A field of the game is named by its French label, as the card shows it. */
  g_assert_cmpstr (error->message, ==, "«" NBSP "x" NBSP "» à la colonne 15 n’est pas un nombre "
                   "(Coût en points d’Histoire compare des nombres)");
  g_clear_error (&error);
  query = cw_query_new (game, "vit<=x", &error);
  g_assert_null (query);
  g_assert_cmpstr (error->message, ==, "«" NBSP "x" NBSP "» à la colonne 6 n’est pas un nombre (Vitalité compare des nombres)");
  g_clear_error (&error);
  query = cw_query_new (game, "magical:maybe", &error);
  g_assert_null (query);
  g_assert_cmpstr (error->message, ==, "«" NBSP "maybe" NBSP "» à la colonne 9 n’est ni yes ni no (Magique vaut yes ou no)");
  g_clear_error (&error);
  query = cw_query_new (game, "realm<3", &error);
  g_assert_null (query);
  g_assert_cmpstr (error->message, ==, "«" NBSP "realm<3" NBSP "» à la colonne 1" NBSP ": Royaume n’est pas un nombre, "
                   "il prend donc «" NBSP ":" NBSP "», «" NBSP "=" NBSP "» ou «" NBSP "!=" NBSP "», pas «" NBSP "<" NBSP "»");
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

/* A game's name that starts with a vowel takes the elided "d’" (Oz: Good against Evil). */
static void
test_elided_game_name (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "library.xml",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<library version=\"1\" game=\"oz-good-evil\" side=\"neutral\">\n"
    "</library>\n");
  g_autofree char *expected = g_strdup_printf ("%s:2: le côté «" NBSP "neutral" NBSP "» n’est pas un des decks fixes "
                                               "d’Oz: Good against Evil", path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = cw_library_new_from_file (path, catalog, &error);

  g_assert_null (library);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, expected);
}


/* A plural sentence with a name has its elided twin too (cw_text_npgettext, GLib having no
 * plural in a context): French picks "d’Émile" for a vowel, "de Bob" otherwise, in both forms;
 * a message the catalogue lacks falls back to the English by number, as ngettext does. */
static void
test_elided_plural (void)
{
  static const struct {
    const char *name;
    gulong      n;
    const char *expected;
  } cases[] = {
    { "Émile", 1, "Carte introuvable" NBSP ": zz-999 (1 exemplaire) — dans aucune série de cartes d’Émile" },
    { "Émile", 2, "Carte introuvable" NBSP ": zz-999 (2 exemplaires) — dans aucune série de cartes d’Émile" },
    { "Ann", 2, "Carte introuvable" NBSP ": zz-999 (2 exemplaires) — dans aucune série de cartes d’Ann" },
    { "Bob", 1, "Carte introuvable" NBSP ": zz-999 (1 exemplaire) — dans aucune série de cartes de Bob" },
    { "Bob", 2, "Carte introuvable" NBSP ": zz-999 (2 exemplaires) — dans aucune série de cartes de Bob" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *format = cw_text_for_name (cases[i].name,
                                             g_dngettext (GETTEXT_PACKAGE, "Missing card: %s (%u copy) — not in any card set of %s",
                                                          "Missing card: %s (%u copies) — not in any card set of %s", cases[i].n),
                                             cw_text_npgettext ("name starts with a vowel",
                                                                "Missing card: %s (%u copy) — not in any card set of %s",
                                                                "Missing card: %s (%u copies) — not in any card set of %s", cases[i].n));
      g_autofree char *text = g_strdup_printf (format, "zz-999", (guint) cases[i].n, cases[i].name);

      g_assert_cmpstr (text, ==, cases[i].expected);
    }

  g_assert_cmpstr (cw_text_npgettext ("name starts with a vowel", "%u thing nobody translated", "%u things nobody translated", 1),
                   ==, "%u thing nobody translated");
  g_assert_cmpstr (cw_text_npgettext ("name starts with a vowel", "%u thing nobody translated", "%u things nobody translated", 3),
                   ==, "%u things nobody translated");
}


/* French card names that carry their own article contract with "de" before them: "2 exemplaires
 * du plus de Glinda…", not "de Le plus de Glinda…". Every such name the shipped games have (the
 * Oz draft's four "Le plus de …" Story cards), through the Library check that names them. */
static void
test_contracted_card_names (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  guint n_cards = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  guint n_with_article = 0;

  for (guint i = 0; i < n_cards; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      const char *title = cw_card_get_title (card);
      g_autoptr(CwLibrary) library = NULL;
      g_autoptr(GPtrArray) problems = NULL;
      g_autofree char *expected = NULL;
      const char *message = NULL;

      if (!g_str_has_prefix (title, "Le ") && !g_str_has_prefix (title, "Les "))
        continue;
      n_with_article++;
      /* One copy too many of a Story card (at most 1 each). */
      library = cw_library_new (game);
      cw_library_set_count (library, "stories", cw_card_get_id (card), 2);
      problems = cw_library_check (library, catalog);
      for (guint j = 0; j < problems->len; j++)
        if (g_strcmp0 (cw_problem_get_card_id (g_ptr_array_index (problems, j)), cw_card_get_id (card)) == 0)
          message = cw_problem_get_message (g_ptr_array_index (problems, j));
      expected = g_strconcat ("2 exemplaires ", g_str_has_prefix (title, "Les ") ? "des " : "du ",
                              strchr (title, ' ') + 1, NBSP "; au plus 1", NULL);
      g_assert_cmpstr (message, ==, expected);
    }
  /* Le plus de Dorothy, de Glinda, de Sorcière, d’Oz autour de la table. */
  g_assert_cmpuint (n_with_article, ==, 4);

  /* The catalogue's rules, on the examples translators are given. */
  {
    g_autofree char *title = cw_text_contract_name (g_strdup ("carte Titre de Le Lion"), "Le Lion");
    g_autofree char *turn = cw_text_contract_name (g_strdup ("c’est à Les Nomes de jouer"), "Les Nomes");

    g_assert_cmpstr (title, ==, "carte Titre du Lion");
    g_assert_cmpstr (turn, ==, "c’est aux Nomes de jouer");
  }
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
  g_test_add_func ("/core/french/game-words", test_game_words);
  g_test_add_func ("/core/french/dice-names", test_dice_names);
  g_test_add_func ("/core/french/dice-save", test_dice_save);
  g_test_add_func ("/core/french/oz-cards", test_oz_cards);
  g_test_add_func ("/core/french/file-error", test_file_error);
  g_test_add_func ("/core/french/elided-game-name", test_elided_game_name);
  g_test_add_func ("/core/french/elided-plural", test_elided_plural);
  g_test_add_func ("/core/french/contracted-card-names", test_contracted_card_names);

  return g_test_run ();
}
