/* test-file-formats.c: every example in docs/file-formats.md loads and means what the text says. */
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-problem.h"

static char *
example_path (const char *first,
              ...)
{
  va_list args;
  char *path;
  g_autofree char *tail = NULL;
  GString *joined = g_string_new (first);
  const char *part;

  va_start (args, first);
  while ((part = va_arg (args, const char *)))
    {
      g_string_append_c (joined, G_DIR_SEPARATOR);
      g_string_append (joined, part);
    }
  va_end (args);
  tail = g_string_free (joined, FALSE);
  path = g_build_filename (g_getenv ("CW_DOCS_DIR"), "examples", tail, NULL);
  return path;
}

static CwCatalog *
load_example_catalog (void)
{
  g_autofree char *game_path = example_path ("example-storyline", "game.xml", NULL);
  g_autofree char *set_path = example_path ("example-storyline", "sets", "example.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (game_path, &error);
  g_autoptr(CwCardSet) set = NULL;
  CwCatalog *catalog;

  g_assert_no_error (error);
  set = cw_card_set_new_from_file (game, set_path, &error);
  g_assert_no_error (error);
  catalog = cw_catalog_new (game);
  cw_catalog_add_set (catalog, set);
  return catalog;
}

static void
test_game_example (void)
{
  g_autofree char *path = example_path ("example-storyline", "game.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = cw_game_new_from_file (path, &error);
  const CwFieldDef *vitality;
  const CwSectionRule *folio;
  const CwDicePool *pool;

  g_assert_no_error (error);
  g_assert_cmpstr (cw_game_get_id (game), ==, "example-storyline");
  g_assert_cmpint (cw_game_get_system (game), ==, CW_SYSTEM_STORYLINE);
  g_assert_cmpuint (cw_game_get_fields (game)->len, ==, 8);
  vitality = cw_game_find_field (game, "vit");
  g_assert_nonnull (vitality);
  g_assert_cmpstr (vitality->id, ==, "vitality");
  g_assert_cmpint (vitality->kind, ==, CW_FIELD_INT);
  g_assert_false (cw_game_find_field (game, "tags")->printed);
  folio = cw_game_find_section (game, "folio");
  g_assert_cmpint (folio->min_cards, ==, 15);
  g_assert_cmpint (folio->max_copies, ==, 2);
  g_assert_cmpint (folio->min_severity, ==, CW_SEVERITY_WARNING);
  g_assert_cmpint (cw_game_get_max_copies (game, "library", "ex-001"), ==, 3);
  g_assert_cmpint (cw_game_get_max_copies (game, "library", "ex-002"), ==, 5);
  pool = cw_game_get_dice_pool (game);
  g_assert_cmpstr (pool->base[0], ==, "blue6");
  g_assert_cmpstr (pool->bonus, ==, "gold");
  g_assert_cmpint (pool->max_dice, ==, 10);
  g_assert_cmpuint (cw_game_get_opening_hand (game), ==, 5);
  g_assert_cmpstr (cw_game_get_print_defaults (game)->card_size, ==, "poker");

  /* Translations: the default (English) and the French beside it. */
  g_assert_cmpstr (cw_game_get_name_for (game, NULL), ==, "Example Storyline Game");
  g_assert_cmpstr (cw_game_get_name_for (game, "fr"), ==, "Jeu Storyline d’exemple");
  g_assert_cmpstr (cw_game_find_card_type (game, "character")->name_variants[1], ==, "Character");
  g_assert_cmpstr (cw_game_find_card_type (game, "character")->name_variants[3], ==, "Personnage");
  g_assert_true (cw_game_find_keyword (game, "Vol") == cw_game_find_keyword (game, "flying"));
  g_assert_cmpstr (cw_game_find_keyword (game, "flying")->rules_variants[1], ==,
                   "Ignores the game text and costs of Locations.");
  g_assert_cmpstr (cw_game_find_keyword (game, "flying")->rules_variants[3], ==,
                   "Ignore le texte de jeu et les coûts des Lieux.");
  g_assert_cmpstr (cw_game_find_section (game, "library")->name_variants[3], ==, "Bibliothèque");
  g_assert_cmpstr (cw_game_find_section (game, "library")->note_variants[1], ==,
                   "40 game cards or more; at most 3 copies of a card.");
  g_assert_null (cw_game_find_section (game, "folio")->name_variants);
  g_assert_cmpstr (cw_game_find_die (game, "blue6")->name_variants[1], ==, "Blue die, 6 faces");
  g_assert_cmpstr (cw_game_find_die (game, "blue6")->name_variants[3], ==, "Dé bleu, 6 faces");
  g_assert_null (cw_game_find_die (game, "gold")->name_variants);
}

static void
test_card_set_example (void)
{
  g_autoptr(CwCatalog) catalog = load_example_catalog ();
  CwCard *dorothy = cw_catalog_lookup (catalog, "ex-001");
  CwCard *shoes = cw_catalog_find_by_name (catalog, "silver shoes");
  CwCard *field = cw_catalog_find_by_name (catalog, "Scarecrow Field");
  static const char *french[] = { "fr_FR", "fr", "C", NULL };
  static const char *english[] = { "en_GB", "en", "C", NULL };
  const char * const *tags;

  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 3);
  g_assert_cmpstr (cw_card_get_title (dorothy), ==, "Dorothy Gale • Girl from Kansas");
  g_assert_true (cw_card_has_keyword (dorothy, "prime"));
  g_assert_cmpint (cw_card_get_int_or (dorothy, "vitality", -1), ==, 4);
  g_assert_cmpstr (cw_card_get_text (dorothy), ==, "When <b>Toto</b> is at her Location, she gets +1 Vitality.");
  g_assert_cmpstr (cw_card_get_plain_text (dorothy), ==, "When Toto is at her Location, she gets +1 Vitality.");
  g_assert_cmpstr (cw_card_get_id (shoes), ==, "ex-002");
  g_assert_true (cw_card_get_bool (shoes, "magical"));
  tags = cw_card_get_list (shoes, "tags");
  g_assert_cmpstr (tags[0], ==, "shoes");
  g_assert_cmpstr (tags[1], ==, "silver");
  g_assert_null (tags[2]);
  g_assert_cmpstr (cw_card_get_image (shoes), ==, "silver-shoes.jpg");
  g_assert_true (cw_catalog_find_by_name (catalog, "Souliers d’argent") == shoes);
  g_assert_cmpstr (cw_card_get_name_for (shoes, NULL), ==, "Silver Shoes");
  g_assert_cmpstr (cw_card_get_name_for (shoes, "fr"), ==, "Souliers d’argent");
  g_assert_cmpstr (cw_card_pick_name (shoes, french), ==, "Souliers d’argent");
  g_assert_cmpstr (cw_card_pick_text (shoes, french), ==, "Le Personnage qui les porte gagne <i>Vol</i>.");
  g_assert_cmpstr (cw_card_pick_text (shoes, english), ==, "The Character who wears them gets Flying.");
  g_assert_cmpstr (cw_card_get_name (field), ==, "Épouvantail Field");
  g_assert_true (cw_catalog_find_by_name (catalog, "EPOUVANTAIL field") == field);
}

static void
test_collection_example (void)
{
  g_autoptr(CwCatalog) catalog = load_example_catalog ();
  g_autofree char *path = example_path ("collection.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCollection) collection = cw_collection_new_from_file (path, &error);
  g_auto(GStrv) unknown = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ex-001"), ==, 3);
  g_assert_cmpstr (cw_collection_get_note (collection, "ex-002"), ==, "Signed by the artist");
  unknown = cw_collection_find_unknown (collection, catalog);
  g_assert_cmpuint (g_strv_length (unknown), ==, 1);
  g_assert_cmpstr (unknown[0], ==, "ex-999");
}

static void
test_library_example (void)
{
  g_autoptr(CwCatalog) catalog = load_example_catalog ();
  g_autofree char *path = example_path ("library.xml", NULL);
  g_autofree char *collection_path = example_path ("collection.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwLibrary) library = cw_library_new_from_file (path, catalog, &error);
  g_autoptr(CwCollection) collection = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) lacking = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (cw_library_get_name (library), ==, "Kansas Friends");
  g_assert_cmpuint (cw_library_get_total (library, "library"), ==, 5);
  g_assert_cmpuint (cw_library_get_section_count (library, "folio", "ex-003"), ==, 2);

  /* A small example: it says so through the check, as the docs promise. */
  problems = cw_library_check (library, catalog);
  g_assert_cmpuint (problems->len, ==, 3);
  g_assert_cmpstr (cw_problem_get_message (g_ptr_array_index (problems, 0)), ==,
                   "5 cards in the Library; at least 40");
  g_assert_cmpstr (cw_problem_get_message (g_ptr_array_index (problems, 1)), ==,
                   "0 cards in the Title card; at least 1");
  g_assert_cmpint (cw_problem_get_severity (g_ptr_array_index (problems, 2)), ==, CW_SEVERITY_WARNING);
  g_assert_cmpstr (cw_problem_get_message (g_ptr_array_index (problems, 2)), ==,
                   "2 cards in the Locations Folio; at least 15");

  collection = cw_collection_new_from_file (collection_path, &error);
  g_assert_no_error (error);
  lacking = cw_library_shortfall (library, collection);
  g_assert_cmpuint (lacking->len, ==, 2);
  g_assert_cmpstr (((CwLibraryEntry *) g_ptr_array_index (lacking, 0))->card_id, ==, "ex-002");
  g_assert_cmpuint (((CwLibraryEntry *) g_ptr_array_index (lacking, 0))->count, ==, 1);
  g_assert_cmpstr (((CwLibraryEntry *) g_ptr_array_index (lacking, 1))->card_id, ==, "ex-003");
  g_assert_cmpuint (((CwLibraryEntry *) g_ptr_array_index (lacking, 1))->count, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/docs/file-formats/game", test_game_example);
  g_test_add_func ("/docs/file-formats/card-set", test_card_set_example);
  g_test_add_func ("/docs/file-formats/collection", test_collection_example);
  g_test_add_func ("/docs/file-formats/library", test_library_example);

  return g_test_run ();
}
