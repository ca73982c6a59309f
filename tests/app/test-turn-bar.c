/* test-turn-bar.c: at 360 px the Table's turn bar shows each board's whole title, whole words, as a game is played on; run once in English and once in French (meson sets LANGUAGE=fr for the second). */
#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "cw-table-page.h"
#include "cw-engine-registry.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-session.h"
#include "cw-app-test.h"

#define SEED   2026
#define WIDTH  360
/* Enough moves to pass a few turns, rounds and, for the shorter games, the end. */
#define MOVES  160

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  guint *frames = user_data;

  (*frames)++;
  return G_SOURCE_CONTINUE;
}

/* Until the window has laid out what changed: two frames, so a whole layout phase has run. */
static void
wait_for_layout (GtkWidget *widget)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);

  while (frames < 2)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
  cw_app_test_drain ();
}

static CwSession *
session_for (const char *game_id)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = cw_game_load_all (&error);
  CwSession *session = NULL;

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    if (g_strcmp0 (cw_game_get_id (g_ptr_array_index (games, i)), game_id) == 0)
      session = cw_session_new (g_ptr_array_index (games, i), &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  return session;
}

/* Long names, as people have: "Bartholomew’s turn" is what must fit, not "P1’s turn". */
static const char *const names[] = { "Annabelle", "Bartholomew", "Cunegonde" };

typedef struct {
  const char *game;
  guint       n_players;
  const char *libraries[2];   /* under the game's libraries/, NULL for none */
} Game;

static const Game games[] = {
  { "oz-storyline", 2, { "the-fab-four.xml", "the-witches-web.xml" } },
  { "oz-good-evil", 2, { "good-deck.xml", "evil-deck.xml" } },
  { "oz-draft", 3, { NULL, NULL } },
  { "od", 1, { NULL, NULL } },
};

/* A match of the game saved to a file, as `cardwright-cli match new` makes it. */
static char *
new_match_file (CwSession  *session,
                const Game *game)
{
  CwGame *definition = cw_session_get_game (session);
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = cw_engine_new_for_game (definition, cw_session_get_catalog (session), &error);
  g_autofree char *name = g_strdup_printf ("turn-bar-%s.cwmatch", game->game);
  char *path = g_build_filename (g_get_user_data_dir (), name, NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < game->n_players; i++)
    {
      g_autoptr (CwLibrary) library = NULL;

      if (i < G_N_ELEMENTS (game->libraries) && game->libraries[i] != NULL)
        {
          g_autofree char *file = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", game->game,
                                                    "libraries", game->libraries[i], NULL);

          library = cw_library_new_from_file (file, cw_session_get_catalog (session), &error);
          g_assert_no_error (error);
        }
      g_assert_true (cw_engine_add_player (engine, names[i], library, &error));
      g_assert_no_error (error);
    }
  g_assert_true (cw_engine_start (engine, SEED, &error));
  g_assert_true (cw_engine_save_to_file (engine, path, &error));
  g_assert_no_error (error);
  return path;
}

/* The title is the board's whole title, inside the page, on as many lines as it needs and
 * none cut: the text laid out no wider and no taller than the label was given, and not
 * ellipsized (were it ever, its tooltip would have to hold the whole text). */
static void
assert_title_fits (CwTablePage *page)
{
  GtkWidget *title = cw_table_page_get_turn_title (page);
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (title));
  CwBoardTurn turn;
  graphene_rect_t bounds;
  int layout_width, layout_height, minimum;

  cw_board_describe_turn (cw_table_page_get_board (page), &turn);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, turn.title != NULL ? turn.title : "");
  cw_board_turn_clear (&turn);

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (page)), <=, WIDTH);
  g_assert_true (gtk_widget_compute_bounds (title, GTK_WIDGET (page), &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (page)));
  gtk_widget_measure (title, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (title), >=, minimum);

  pango_layout_get_pixel_size (layout, &layout_width, &layout_height);
  if (pango_layout_is_ellipsized (layout))
    g_assert_cmpstr (gtk_widget_get_tooltip_text (title), ==, gtk_label_get_text (GTK_LABEL (title)));
  else
    {
      g_assert_cmpint (layout_width, <=, gtk_widget_get_width (title));
      g_assert_cmpint (layout_height, <=, gtk_widget_get_height (title));
    }
}

static void
test_title_fits (gconstpointer data)
{
  const Game *game = data;
  g_autoptr (CwSession) session = session_for (game->game);
  g_autofree char *path = new_match_file (session, game);
  CwTablePage *page = CW_TABLE_PAGE (cw_table_page_new ());
  GtkWidget *window = adw_window_new ();
  g_autoptr (GHashTable) titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (SEED);
  g_autoptr (GError) error = NULL;
  CwEngine *engine;
  guint moves = 0;

  g_object_ref (page);
  adw_window_set_content (ADW_WINDOW (window), GTK_WIDGET (page));
  cw_table_page_set_session (page, session);
  g_assert_true (cw_table_page_open_match (page, path, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), WIDTH, 720);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (cw_table_page_get_turn_title (page));
  engine = cw_table_page_get_engine (page);
  /* Played on with moves the engine lists, a seeded choice among them, to the end or MOVES. */
  for (;;)
    {
      g_autoptr (GPtrArray) legal = NULL;

      wait_for_layout (GTK_WIDGET (page));
      assert_title_fits (page);
      g_hash_table_add (titles, g_strdup (gtk_label_get_text (GTK_LABEL (cw_table_page_get_turn_title (page)))));
      if (cw_engine_is_over (engine) || moves == MOVES)
        break;
      /* A board telling a move step by step shows its result once it is told. */
      cw_board_reveal_all (cw_table_page_get_board (page));
      legal = cw_engine_list_legal (engine);
      if (legal->len == 0)
        break;
      g_assert_true (cw_engine_perform (engine, g_ptr_array_index (legal, g_rand_int_range (rand, 0, (int) legal->len)),
                                        &error));
      g_assert_no_error (error);
      moves++;
    }
  cw_board_reveal_all (cw_table_page_get_board (page));
  wait_for_layout (GTK_WIDGET (page));
  assert_title_fits (page);
  g_hash_table_add (titles, g_strdup (gtk_label_get_text (GTK_LABEL (cw_table_page_get_turn_title (page)))));
  g_test_message ("%s: %u moves, %u titles, over: %d", game->game, moves, g_hash_table_size (titles),
                  cw_engine_is_over (engine));
  /* The walk saw the turn bar change, not one title over and over. */
  g_assert_cmpuint (g_hash_table_size (titles), >=, 3);
  /* In French a name after "de" elides before a vowel: "au tour d’Annabelle", never "de Annabelle",
   * while "de Bartholomew" stays as it is (cw_text_for_name). The duel's and the draft's bars
   * name whose turn it is after "de", and the walk gives each player a turn. */
  if (g_strcmp0 (g_getenv ("LANGUAGE"), "fr") == 0 && game->n_players >= 2)
    {
      GHashTableIter iter;
      const char *title;
      gboolean elided = FALSE, plain = FALSE;

      g_hash_table_iter_init (&iter, titles);
      while (g_hash_table_iter_next (&iter, (gpointer *) &title, NULL))
        {
          g_test_message ("%s: %s", game->game, title);
          g_assert_null (strstr (title, "de Annabelle"));
          g_assert_null (strstr (title, "que Annabelle"));
          g_assert_null (strstr (title, "d’Bartholomew"));
          elided |= strstr (title, "d’Annabelle") != NULL;
          plain |= strstr (title, "de Bartholomew") != NULL;
        }
      /* The Storyline's bar says "À Annabelle de jouer", which needs no elision. */
      if (g_strcmp0 (game->game, "oz-storyline") != 0)
        {
          g_assert_true (elided);
          g_assert_true (plain);
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
  cw_app_test_drain ();
  g_assert_finalize_object (page);
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("CARDWRIGHT_LOCALEDIR");

  /* In French when meson says so (LANGUAGE=fr): bound before anything translates. */
  setlocale (LC_ALL, "");
  if (localedir != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }

  if (!cw_app_test_init (&argc, &argv))
    return 77;
  /* The French run is in French, or it proves nothing about French titles. */
  if (g_strcmp0 (g_getenv ("LANGUAGE"), "fr") == 0)
    g_assert_cmpstr (_("Libraries"), ==, "Bibliothèques");

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/app/turn-bar/%s/fits-%d-px", games[i].game, WIDTH);

      g_test_add_data_func (test_path, &games[i], test_title_fits);
    }
  return g_test_run ();
}
