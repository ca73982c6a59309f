/* test-match-text.c: a .cwmatch gives back exactly the text people typed into it (players' and
 * Authors' names, a Library's name, a custom card, a score's reason), in every engine: tab,
 * newline, carriage return, spaces at the ends and the characters XML escapes. */
#include <string.h>

#include "cw-engine.h"
#include "cw-engine-registry.h"
#include "cw-match.h"
#include "cw-test-util.h"

/* Each is a whole value: an attribute turns tab, newline and carriage return into spaces and a
 * loader trims, unless the writer says otherwise. */
static const char * const user_texts[] = {
  "Ann\tLee",
  "Ann\nLee",
  "Ann\rLee",
  "Ann\r\nLee",
  "  Ann Lee  ",
  "\tAnn\n",
  "A&B <c> \"d\" 'e'",
  "Élodie Ødegård",
};

static char *
scratch_file (const char *name)
{
  g_autofree char *dir = cw_test_scratch_dir ();

  return g_build_filename (dir, name, NULL);
}

/* Saves and loads engine back; the loaded engine. */
static CwEngine *
save_and_load (CwEngine  *engine,
               CwGame    *game,
               CwCatalog *catalog)
{
  g_autofree char *path = scratch_file ("text.cwmatch");
  g_autoptr (GError) error = NULL;
  CwEngine *loaded;

  g_assert_true (cw_engine_save_to_file (engine, path, &error));
  g_assert_no_error (error);
  loaded = cw_engine_new_from_file (game, catalog, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  return loaded;
}

/* The players' names through an engine the registry gives for game_id: the name tried first,
 * the others plain. */
static void
check_player_names (const char *game_id,
                    guint       n_players,
                    gboolean    with_catalog)
{
  static const char * const others[] = { "Bob", "Cleo", "Dan" };
  g_autoptr (CwGame) game = cw_test_load_game (game_id);
  g_autoptr (CwCatalog) catalog = with_catalog ? cw_test_load_catalog (game) : NULL;

  for (guint t = 0; t < G_N_ELEMENTS (user_texts); t++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (CwEngine) engine = cw_engine_new_for_game (game, catalog, &error);
      g_autoptr (CwEngine) loaded = NULL;

      g_assert_no_error (error);
      g_assert_true (cw_engine_add_player (engine, user_texts[t], NULL, &error));
      g_assert_no_error (error);
      for (guint p = 1; p < n_players; p++)
        {
          g_assert_true (cw_engine_add_player (engine, others[p - 1], NULL, &error));
          g_assert_no_error (error);
        }
      g_assert_true (cw_engine_start (engine, 7, &error));
      g_assert_no_error (error);

      loaded = save_and_load (engine, game, catalog);
      g_assert_cmpuint (cw_engine_get_n_players (loaded), ==, n_players);
      g_assert_cmpstr (cw_engine_get_player_name (loaded, 0), ==, user_texts[t]);
      for (guint p = 1; p < n_players; p++)
        g_assert_cmpstr (cw_engine_get_player_name (loaded, p), ==, others[p - 1]);
    }
}

static void
test_od (void)
{
  check_player_names ("od", 1, FALSE);
}

static void
test_draft (void)
{
  check_player_names ("oz-draft", 3, TRUE);
}

static void
test_duel (void)
{
  check_player_names ("oz-good-evil", 2, TRUE);
}

/* The Storyline writes more of what people typed: the Author's name, the Library's name, a
 * custom Title card's name and version, and the reason of a score adjustment. */
static void
test_storyline (void)
{
  g_autoptr (CwGame) game = cw_test_load_game ("oz-storyline");

  for (guint t = 0; t < G_N_ELEMENTS (user_texts); t++)
    {
      const char *text = user_texts[t];
      g_autoptr (GError) error = NULL;
      g_autoptr (CwMatch) match = cw_match_new (game, NULL);
      g_autoptr (CwLibrary) library = cw_library_new (game);
      g_autoptr (CwEngine) loaded = NULL;
      g_autofree char *reason = g_strconcat ("+1 ", text, NULL);
      CwMatch *back;
      CwCard *title;
      GPtrArray *adjustments;

      cw_library_set_name (library, text);
      cw_library_set_count (library, "library", "ozd-001", 40);
      title = cw_match_new_custom_card (match, "title", text);
      cw_card_set_version (title, text);
      g_assert_cmpint (cw_match_add_author (match, text, "#c01c28", title, library, &error), ==, 0);
      g_assert_no_error (error);
      g_assert_cmpint (cw_match_add_author (match, "Bob", "#1c71d8", NULL, NULL, &error), ==, 1);
      g_assert_no_error (error);
      g_assert_true (cw_match_start (match, 42, 0, &error));
      g_assert_no_error (error);
      g_assert_true (cw_match_adjust_score (match, 0, 1, text, &error));
      g_assert_no_error (error);

      loaded = save_and_load (CW_ENGINE (match), game, NULL);
      back = CW_MATCH (loaded);
      g_assert_cmpstr (cw_match_get_author_name (back, 0), ==, text);
      g_assert_cmpstr (cw_match_get_author_library_name (back, 0), ==, text);
      g_assert_nonnull (cw_match_get_author_title (back, 0));
      g_assert_cmpstr (cw_card_get_name (cw_match_get_author_title (back, 0)), ==, text);
      g_assert_cmpstr (cw_card_get_version (cw_match_get_author_title (back, 0)), ==, text);
      adjustments = cw_match_get_adjustments (back, 0);
      g_assert_cmpuint (adjustments->len, ==, 1);
      g_assert_cmpstr (g_ptr_array_index (adjustments, 0), ==, reason);
    }
}

/* A player's name is written with its tab and newline as references, whatever the engine:
 * Ód writes its player through the base, as the others do. */
static void
test_written_bytes (void)
{
  g_autoptr (CwGame) game = cw_test_load_game ("od");
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = cw_engine_new_for_game (game, NULL, &error);
  g_autofree char *path = scratch_file ("bytes.cwmatch");
  g_autofree char *contents = NULL;

  g_assert_true (cw_engine_add_player (engine, "A\tB\nC\rD & 'E' <F> \"G\"", NULL, &error));
  g_assert_true (cw_engine_start (engine, 3, &error));
  g_assert_no_error (error);
  g_assert_true (cw_engine_save_to_file (engine, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_cmpstr (contents, ==,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<match version=\"1\" engine=\"od\" rules=\"1\" game=\"od\" seed=\"3\">\n"
                   "  <player name=\"A&#9;B&#10;C&#13;D &amp; &apos;E&apos; &lt;F&gt; &quot;G&quot;\"/>\n"
                   "  <actions>\n"
                   "  </actions>\n"
                   "</match>\n");
}

/* Ód's set-up is read by the base now: what is not a <player> is refused in the base's words,
 * and a name of only spaces is a missing one. */
static void
test_od_refusals (void)
{
  g_autoptr (CwGame) game = cw_test_load_game ("od");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *stranger = cw_test_write_file (dir, "stranger.cwmatch",
                                                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                                  "<match version=\"1\" engine=\"od\" rules=\"1\" game=\"od\" seed=\"3\">\n"
                                                  "  <author name=\"Ada\"/>\n"
                                                  "  <actions/>\n"
                                                  "</match>\n");
  g_autofree char *blank = cw_test_write_file (dir, "blank.cwmatch",
                                               "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                               "<match version=\"1\" engine=\"od\" rules=\"1\" game=\"od\" seed=\"3\">\n"
                                               "  <player name=\" &#9; \"/>\n"
                                               "  <actions/>\n"
                                               "</match>\n");
  g_autoptr (GError) error = NULL;

  g_assert_null (cw_engine_new_from_file (game, NULL, stranger, &error));
  cw_assert_file_error (error, CW_ERROR_INVALID, stranger, 3, "unexpected <author>; expected <player>");
  g_clear_error (&error);
  g_assert_null (cw_engine_new_from_file (game, NULL, blank, &error));
  cw_assert_file_error (error, CW_ERROR_INVALID, blank, 3, "<player> needs a “name” attribute");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/rules/match-text/od", test_od);
  g_test_add_func ("/rules/match-text/draft", test_draft);
  g_test_add_func ("/rules/match-text/duel", test_duel);
  g_test_add_func ("/rules/match-text/storyline", test_storyline);
  g_test_add_func ("/rules/match-text/written-bytes", test_written_bytes);
  g_test_add_func ("/rules/match-text/od-refusals", test_od_refusals);
  return g_test_run ();
}
