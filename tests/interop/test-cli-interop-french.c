/* test-cli-interop-french.c: cardwright-cli with LANGUAGE=fr: its own words in French, its JSON the same as in English but for the human "message" fields. */
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "cw-cli-test.h"
#include "interop-test-util.h"

/* French typography: a no-break space before ":" and ";" and inside « ». */
#define NBSP "\u00a0"

static char *work_dir;

/* Runs cardwright-cli in LANGUAGE language (NULL: none, so English) with the build's translations
 * (CARDWRIGHT_LOCALEDIR, set by meson) and the games of data_dir (NULL: the shipped ones). */
static void
run_cli (CwCliRun   *run,
         const char *language,
         const char *data_dir,
         ...) G_GNUC_NULL_TERMINATED;

static void
run_cli (CwCliRun   *run,
         const char *language,
         const char *data_dir,
         ...)
{
  g_autofree char *language_setting = language != NULL ? g_strconcat ("LANGUAGE=", language, NULL) : NULL;
  g_autofree char *data_dir_setting = data_dir != NULL ? g_strconcat ("CARDWRIGHT_DATA_DIR=", data_dir, NULL) : NULL;
  /* GNU gettext reads LANGUAGE under any locale but "C" itself, C.UTF-8 included; "LANGUAGE"
   * alone unsets it. */
  const char *env[] = { "LC_ALL=C.UTF-8", language_setting != NULL ? language_setting : "LANGUAGE",
                        data_dir_setting, NULL };
  const CwCliRunOptions options = { .cwd = work_dir, .env = env };
  va_list args;

  va_start (args, data_dir);
  cw_cli_test_run_valist (run, &options, args);
  va_end (args);
}

/* The JSON with every "message" emptied: what must not depend on the language. */
static char *
without_messages (const char *json)
{
  g_autoptr(GRegex) message = g_regex_new ("\"message\": \"(?:[^\"\\\\]|\\\\.)*\"", 0, 0, NULL);

  return g_regex_replace_literal (message, json, -1, 0, "\"message\": \"\"", 0, NULL);
}

static char *
write_file (const char *name,
            const char *contents)
{
  char *path = g_build_filename (work_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
test_check (void)
{
  g_autofree char *games = interop_test_file (NULL);
  /* 4 copies of a card allowed 3 times, a Character in the Title card's place; 3 copies lacking. */
  g_autofree char *library = write_file ("kansas.xml",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<library version=\"1\" game=\"interop-test\">\n"
    "  <name>Kansas</name>\n"
    "  <section id=\"library\"><card id=\"it-001\" count=\"4\"/><card id=\"it-002\" count=\"1\"/></section>\n"
    "  <section id=\"folio\"><card id=\"it-005\" count=\"1\"/></section>\n"
    "  <section id=\"title\"><card id=\"it-009\" count=\"1\"/></section>\n"
    "</library>\n");
  g_autofree char *collection = write_file ("owned.xml",
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<collection version=\"1\" game=\"interop-test\">\n"
    "  <card id=\"it-001\" owned=\"2\"/><card id=\"it-002\" owned=\"1\"/><card id=\"it-005\" owned=\"1\"/>\n"
    "</collection>\n");
  g_autofree char *english_json = NULL;
  g_autofree char *french_json = NULL;
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) english = { 0 };

  run_cli (&run, "fr", games, "check", library, "--collection", collection, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==,
                   "Kansas" NBSP ": 7 cartes, non conforme\n"
                   "  erreur" NBSP ": 4 exemplaires de Dorothy Gale • Girl from Kansas" NBSP "; au plus 3\n"
                   "  erreur" NBSP ": Wicked Witch of the West est de type Character" NBSP ": sa place est dans "
                   "«" NBSP "Library" NBSP "», pas dans «" NBSP "Title card" NBSP "»\n"
                   "Il vous manque 3 cartes" NBSP ":\n"
                   "  2 × Dorothy Gale • Girl from Kansas (il en faut 4, vous en avez 2)\n"
                   "  1 × Wicked Witch of the West (il en faut 1, vous en avez 0)\n");

  /* The same Library in English: the exit status agrees, and the JSON differs only in its messages. */
  run_cli (&english, NULL, games, "check", library, "--collection", collection, NULL);
  g_assert_cmpint (english.status, ==, 1);
  g_assert_true (g_str_has_prefix (english.out, "Kansas: 7 cards, not legal\n"));

  run_cli (&run, "fr", games, "check", library, "--collection", collection, "--json", NULL);
  run_cli (&english, NULL, games, "check", library, "--collection", collection, "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpint (english.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "\"message\": \"4 exemplaires de Dorothy Gale • Girl from Kansas" NBSP "; au plus 3\""));
  g_assert_nonnull (strstr (english.out, "\"message\": \"4 copies of Dorothy Gale • Girl from Kansas; at most 3\""));
  g_assert_nonnull (strstr (run.out, "\"severity\": \"error\""));
  french_json = without_messages (run.out);
  english_json = without_messages (english.out);
  g_assert_cmpstr (french_json, !=, run.out);
  g_assert_cmpstr (french_json, ==, english_json);
}

/* A Good against Evil card in French: the game's type, alignment and field labels from
 * game.xml's xml:lang="fr", a yes-or-no field as oui; the card's own text stays as printed. */
static void
test_show_duel (void)
{
  g_auto(CwCliRun) run = { 0 };

  run_cli (&run, "fr", NULL, "show", "oz-good-evil", "ge-g08", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==,
                   "Queen Ozma\n"
                   "  id             ge-g08\n"
                   "  série          good-and-evil\n"
                   "  type           Personnage\n"
                   "  alignement     Bon\n"
                   "  Codes de type  CUW\n"
                   "  Force          6\n"
                   "  Lanceur de sorts oui\n"
                   "  Femme          oui\n"
                   "\n"
                   "  Fellow Group Members get Force +1.\n"
                   "\n"
                   "  Note" NBSP ": FGM get F+1\n");

  /* A query's message names the field by its French label, whatever name was typed. */
  run_cli (&run, "fr", NULL, "cards", "oz-storyline", "vitality<=x", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: recherche invalide" NBSP ": «" NBSP "x" NBSP "» à la colonne 11 "
                                "n’est pas un nombre (Vitalité compare des nombres)\n");
  run_cli (&run, "fr", NULL, "cards", "oz-good-evil", "woman:peut-être", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: recherche invalide" NBSP ": «" NBSP "peut-être" NBSP "» à la colonne 7 "
                                "n’est ni yes ni no (Femme vaut yes ou no)\n");
}

static void
test_roll (void)
{
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) english = { 0 };
  g_auto(GStrv) lines = NULL;

  /* The shipped Oz: 4 blue dice and 9 gold asked for, 10 dice at most. */
  run_cli (&run, "fr", NULL, "roll", "oz-storyline", "--gold", "9", "--seed", "7", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 13);
  /* The dice's names are the game's French ones (game.xml's xml:lang="fr"); the words around
   * them are ours. */
  g_assert_cmpstr (lines[0], ==, "Dé bleu, 6 faces         face 4" NBSP ": 4");
  g_assert_cmpstr (lines[3], ==, "Dé bleu, 3 faces         face 3" NBSP ": 3");
  g_assert_cmpstr (lines[9], ==, "Dé d’or bonus, 3 faces   face 3" NBSP ": 3");
  g_assert_cmpstr (lines[10], ==, "Total" NBSP ": 26 (graine 7)");
  g_assert_cmpstr (lines[11], ==, "Au plus 10 dés sont lancés" NBSP ": 6 dés bonus comptés.");
  g_assert_cmpstr (lines[12], ==, "");

  run_cli (&run, "fr", NULL, "roll", "oz-storyline", "--seed", "1", "--odds", NULL);
  g_assert_nonnull (strstr (run.out, "Total" NBSP ": 11 (graine 1)\n\nProbabilités exactes sur 360 issues" NBSP ":\n"
                                     "  total exactement   au moins\n"));
  g_assert_nonnull (strstr (run.out, "     11    14.44" NBSP "%    57.22" NBSP "%\n"));

  /* A roll has no human message: its JSON is the same in both languages, byte for byte. */
  run_cli (&run, "fr", NULL, "roll", "oz-storyline", "--gold", "2", "--seed", "7", "--odds", "--json", NULL);
  run_cli (&english, NULL, NULL, "roll", "oz-storyline", "--gold", "2", "--seed", "7", "--odds", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"seed\": 7"));
  g_assert_nonnull (strstr (run.out, "\"id\": \"blue6\", \"name\": \"Blue die, 6 faces\""));
  g_assert_cmpstr (run.out, ==, english.out);

  run_cli (&run, "fr", NULL, "roll", "oz-storyline", "--gold", "-1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cardwright-cli: --gold doit valoir 0 ou plus, pas -1\n");
}

static void
test_import (void)
{
  g_autofree char *games = interop_test_file (NULL);
  g_autofree char *cod = interop_test_file ("kansas-friends.cod");
  g_autofree char *out = g_build_filename (work_dir, "imported.xml", NULL);
  g_autofree char *expected = g_strdup_printf (
    "%s" NBSP ": 14 cartes reconnues (7 entrées), 1 introuvable, 2 lignes incomprises, 1 remarque\n"
    "%s:13: introuvable" NBSP ": aucune carte nommée «" NBSP "Dorthy Gale" NBSP "» dans Interop test game" NBSP "; "
    "vouliez-vous dire «" NBSP "Dorothy Gale" NBSP "»" NBSP "?\n"
    "%s:14: incompris" NBSP ": Wicked Witch of the West" NBSP ": un nombre de 0 n’ajoute rien" NBSP "; écrivez 1 ou plus\n"
    "%s:20: remarque" NBSP ": Wicked Witch of the West était dans la réserve" NBSP "; la carte va dans Library\n"
    "%s:23: incompris" NBSP ": 1 × Flying Monkey dans la zone «" NBSP "tokens" NBSP "», qu’une Bibliothèque n’a pas "
    "(seulement main et side)\n"
    "%s écrit" NBSP ": «" NBSP "Kansas Friends" NBSP "», 14 cartes pour Interop test game\n",
    cod, cod, cod, cod, cod, out);
  g_autofree char *english_json = NULL;
  g_autofree char *french_json = NULL;
  g_autofree char *french_saved = NULL;
  g_autofree char *english_saved = NULL;
  g_auto(CwCliRun) run = { 0 };
  g_auto(CwCliRun) english = { 0 };

  run_cli (&run, "fr", games, "import", cod, "-o", out, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_true (g_file_get_contents (out, &french_saved, NULL, NULL));

  /* The file written is the same whatever the language. */
  run_cli (&english, NULL, games, "import", cod, "-o", out, NULL);
  g_assert_cmpint (english.status, ==, 1);
  g_assert_true (g_file_get_contents (out, &english_saved, NULL, NULL));
  g_assert_cmpstr (french_saved, ==, english_saved);

  run_cli (&run, "fr", games, "import", cod, "-o", out, "--json", NULL);
  run_cli (&english, NULL, games, "import", cod, "-o", out, "--json", NULL);
  g_assert_nonnull (strstr (run.out, "\"status\": \"not-found\", \"text\": \"Dorthy Gale\", \"card\": null, \"count\": 1, "
                                     "\"message\": \"aucune carte nommée «" NBSP "Dorthy Gale" NBSP "» dans Interop test game" NBSP "; "
                                     "vouliez-vous dire «" NBSP "Dorothy Gale" NBSP "»" NBSP "?\"}"));
  french_json = without_messages (run.out);
  english_json = without_messages (english.out);
  g_assert_cmpstr (french_json, !=, run.out);
  g_assert_cmpstr (french_json, ==, english_json);
  g_remove (out);
}

/* set import: the report in French, the JSON the same as in English but for its messages. */
static void
test_set_import (void)
{
  g_autofree char *csv = write_file ("sets.csv", "id,name,type\nb-1,Belle,character\nb-2,Bête,Personage\n");
  g_autofree char *set_file = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "disney-storyline",
                                                "sets", "s.xml", NULL);
  g_autofree char *english_json = NULL;
  g_autofree char *french_json = NULL;
  g_autofree char *expected = NULL;
  g_auto(CwCliRun) run = { 0 };

  run_cli (&run, NULL, NULL, "set", "import", "disney-storyline", csv, "--set", "s", "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  english_json = without_messages (run.out);
  run_cli (&run, "fr", NULL, "set", "import", "disney-storyline", csv, "--set", "s", "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  french_json = without_messages (run.out);
  g_assert_cmpstr (french_json, ==, english_json);

  run_cli (&run, "fr", NULL, "set", "import", "disney-storyline", csv, "--set", "s", NULL);
  g_assert_cmpint (run.status, ==, 1);
  expected = g_strdup_printf ("sets.csv" NBSP ": 1 carte importée dans «" NBSP "s" NBSP "», 1 ligne refusée\n"
                              "sets.csv:3: type: «" NBSP "Personage" NBSP "» n’est pas un type de carte de "
                              "The Magical World of Disney Epic Card Game" NBSP "; vouliez-vous dire «" NBSP
                              "Personnage" NBSP "»" NBSP "?\n"
                              "%s écrit (1 carte)\n", set_file);
  g_assert_cmpstr (run.out, ==, expected);
  g_unlink (set_file);
  g_unlink (csv);
}

static void
test_help (void)
{
  g_auto(CwCliRun) run = { 0 };

  run_cli (&run, "fr", NULL, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage" NBSP ": cardwright-cli COMMAND [ARGS…]\n\nCommandes" NBSP ":\n"));
  g_assert_nonnull (strstr (run.out, "  check LIBRARY [--collection FILE] [--json]\n"
                                     "      problèmes de construction, exemplaires manquants\n"));

  /* GOption writes the option descriptions and the summary through our translations. */
  run_cli (&run, "fr", NULL, "roll", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "GAME — lancer les dés du jeu\n"));
  g_assert_nonnull (strstr (run.out, "Graine pour un lancer reproductible\n"));
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!cw_cli_test_init (&argc, &argv))
    return 2;
  g_test_set_nonfatal_assertions ();

  /* tests/interop/meson.build points it at the build tree's po/, where the French .mo is built. */
  g_assert_nonnull (g_getenv ("CARDWRIGHT_LOCALEDIR"));
  work_dir = g_dir_make_tmp ("cw-cli-french-XXXXXX", NULL);
  g_assert_nonnull (work_dir);

  g_test_add_func ("/interop/cli/french/check", test_check);
  g_test_add_func ("/interop/cli/french/roll", test_roll);
  g_test_add_func ("/interop/cli/french/show-duel", test_show_duel);
  g_test_add_func ("/interop/cli/french/import", test_import);
  g_test_add_func ("/interop/cli/french/set-import", test_set_import);
  g_test_add_func ("/interop/cli/french/help", test_help);

  status = g_test_run ();
  g_rmdir (work_dir);   /* fails harmlessly when a failed case left files behind */
  g_free (work_dir);
  return status;
}
