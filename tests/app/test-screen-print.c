/* test-screen-print.c: the window draws every game's cards with that game's print renderer, whichever game it opened on. */
#include <adwaita.h>
#include <math.h>

#include "cw-window.h"
#include "cw-collection-page.h"
#include "cw-card-detail.h"
#include "cw-card-picture.h"
#include "cw-card-renderer.h"
#include "cw-card-set.h"
#include "cw-card-tile.h"
#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-app-test.h"

/* The tile's card is 150 px wide (cw-card-tile.c), poker-shaped (cw-card-paint.h). */
#define TILE_CARD_WIDTH 150.0

/* The picker's order after a start on the Storyline game: each switch is to a game not yet
 * shown, then back to the first, so every design follows every other at least once. */
static const char *const GAMES[] = { "oz-storyline", "od", "oz-good-evil", "oz-draft", "disney-storyline", "oz-storyline", NULL };

static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The grid tiles that show a card inside the scrolled window's visible part. */
static void
collect_tiles (GtkWidget *widget,
               GtkWidget *scroller,
               GPtrArray *tiles)
{
  graphene_rect_t bounds;

  if (CW_IS_CARD_TILE (widget))
    {
      if (cw_card_tile_get_card (CW_CARD_TILE (widget)) != NULL && gtk_widget_get_mapped (widget) &&
          gtk_widget_compute_bounds (widget, scroller, &bounds) &&
          bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller))
        g_ptr_array_add (tiles, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_tiles (child, scroller, tiles);
}

static void
settle (void)
{
  for (int i = 0; i < 20; i++)
    while (g_main_context_pending (NULL))
      g_main_context_iteration (NULL, FALSE);
}

/* What the widget draws, as pixels on white (the way the screen shows it with GSK_RENDERER=cairo). */
static cairo_surface_t *
widget_pixels (GtkWidget *widget)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);

  /* A tile draws its card once its picture is ready: until then its snapshot is empty. Wait for
   * it (up to five seconds) rather than compare nothing. */
  for (int tries = 0; tries < 500; tries++)
    {
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node != NULL)
        break;
      snapshot = gtk_snapshot_new ();
      settle ();
      g_usleep (10000);
    }
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  g_assert_nonnull (node);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  return surface;
}

/* The print renderer's own drawing of card at x, y, width × height on a white surface of the given size. */
static cairo_surface_t *
print_pixels (CwGame *game,
              CwCard *card,
              int     surface_width,
              int     surface_height,
              double  x,
              double  y,
              double  width,
              double  height)
{
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, surface_width, surface_height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_translate (cr, x, y);
  /* No image folder: none of the shipped cards has art, so the set's folder changes nothing. */
  cw_card_renderer_draw (renderer, cr, card, NULL, width, height);
  cairo_destroy (cr);
  return surface;
}

/* The mean difference per channel (0–255) over the card's box. */
static double
mean_difference (cairo_surface_t *a,
                 cairo_surface_t *b,
                 int              x,
                 int              y,
                 int              width,
                 int              height)
{
  const guchar *pa, *pb;
  int stride;
  double sum = 0;

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  g_assert_cmpint (cairo_image_surface_get_width (a), ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (cairo_image_surface_get_height (a), ==, cairo_image_surface_get_height (b));
  pa = cairo_image_surface_get_data (a);
  pb = cairo_image_surface_get_data (b);
  stride = cairo_image_surface_get_stride (a);
  for (int row = y; row < y + height; row++)
    for (int col = x; col < x + width; col++)
      for (int c = 0; c < 3; c++)
        sum += abs ((int) pa[row * stride + col * 4 + c] - (int) pb[row * stride + col * 4 + c]);
  return sum / ((double) width * height * 3);
}

/* The Disney game ships no cards: one of the player's own, as the card editor would save it. */
static CwCard *
add_disney_card (CwSession *session)
{
  g_autoptr(CwCardSet) set = cw_session_dup_user_set (session);
  g_autoptr(CwCard) card = cw_card_new (cw_session_get_game (session), "screen-print-1");
  g_autoptr(GError) error = NULL;

  cw_card_set_card_type (card, "character");
  cw_card_set_name (card, "Mickey");
  cw_card_set_text (card, "Moves one Location further each turn.");
  cw_card_set_int (card, "cost", 3);
  cw_card_set_int (card, "vitality", 2);
  cw_card_set_add (set, card);
  g_assert_true (cw_session_save_set (session, set, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&card);
}

/* The first tile's card of the game checked before. */
static CwCard *previous_card;

static void
check_game (CwWindow   *window,
            const char *game_id)
{
  g_autoptr(GError) error = NULL;
  CwCollectionPage *page = CW_COLLECTION_PAGE (cw_window_get_collection_page (window));
  CwSession *session;
  CwGame *game;
  g_autoptr(CwCard) card = NULL;
  GtkWidget *tile, *detail, *picture;
  cairo_surface_t *screen, *paper;
  double tile_x, card_h = TILE_CARD_WIDTH / (63.0 / 88.0), difference;
  int width, height;

  g_assert_true (cw_window_set_game (window, game_id, &error));
  g_assert_no_error (error);
  session = cw_window_get_session (window);
  game = cw_session_get_game (session);
  g_assert_cmpstr (cw_game_get_id (game), ==, game_id);

  if (g_list_model_get_n_items (G_LIST_MODEL (cw_session_get_catalog (session))) == 0)
    {
      g_autoptr(CwCard) added = add_disney_card (session);
      cw_collection_page_refresh (page);
    }
  cw_collection_page_set_view_mode (page, "grid");
  settle ();
  g_assert_cmpuint (g_list_model_get_n_items (cw_collection_page_get_results (page)), >, 0);
  card = g_list_model_get_item (cw_collection_page_get_results (page), 0);
  g_assert_true (cw_card_get_game (card) == game);
  g_test_message ("%s: %u cards", game_id, g_list_model_get_n_items (cw_collection_page_get_results (page)));

  /* Every tile that shows whole, each against the print renderer of its card's game. */
  {
    g_autoptr(GPtrArray) tiles = g_ptr_array_new ();
    GtkWidget *grid = find_descendant (GTK_WIDGET (page), GTK_TYPE_GRID_VIEW);
    GtkWidget *scroller = gtk_widget_get_ancestor (grid, GTK_TYPE_SCROLLED_WINDOW);

    g_assert_nonnull (scroller);
    collect_tiles (grid, scroller, tiles);
    g_assert_cmpuint (tiles->len, >=, MIN (4, g_list_model_get_n_items (cw_collection_page_get_results (page))));
    for (guint i = 0; i < tiles->len; i++)
      {
        CwCard *shown;

        tile = g_ptr_array_index (tiles, i);
        shown = cw_card_tile_get_card (CW_CARD_TILE (tile));
        g_assert_true (cw_card_get_game (shown) == game);
        width = gtk_widget_get_width (tile);
        height = gtk_widget_get_height (tile);
        g_assert_cmpint (width, >=, (int) TILE_CARD_WIDTH);
        tile_x = floor ((width - TILE_CARD_WIDTH) / 2.0);
        screen = widget_pixels (tile);
        paper = print_pixels (game, shown, width, height, tile_x, 0, TILE_CARD_WIDTH, card_h);
        difference = mean_difference (screen, paper, (int) tile_x, 0, (int) TILE_CARD_WIDTH, (int) card_h);
        if (difference >= 0.5)
          g_test_message ("%s: tile of %s differs by %.3f", game_id, cw_card_get_id (shown), difference);
        g_assert_cmpfloat (difference, <, 0.5);

        /* The comparison tells designs apart: the last game's first card drawn here differs by far. */
        if (previous_card != NULL && i == 0)
          {
            cairo_surface_t *before = print_pixels (cw_card_get_game (previous_card), previous_card, width, height,
                                                    tile_x, 0, TILE_CARD_WIDTH, card_h);

            g_assert_cmpfloat (mean_difference (before, screen, (int) tile_x, 0, (int) TILE_CARD_WIDTH, (int) card_h), >, 8.0);
            cairo_surface_destroy (before);
          }
        if (i == 0)
          {
            g_set_object (&previous_card, shown);
            /* The tile counts copies in this game's collection, not the last one's. */
            cw_session_set_owned (session, cw_card_get_id (shown), 2);
            g_assert_cmpuint (cw_card_tile_get_owned (CW_CARD_TILE (tile)), ==, 2);
            cw_session_set_owned (session, cw_card_get_id (shown), 0);
            g_assert_cmpuint (cw_card_tile_get_owned (CW_CARD_TILE (tile)), ==, 0);
          }
        cairo_surface_destroy (screen);
        cairo_surface_destroy (paper);
      }
  }

  /* The detail pane, with the card selected. */
  cw_collection_page_select_card (page, card);
  settle ();
  detail = find_descendant (GTK_WIDGET (page), CW_TYPE_CARD_DETAIL);
  g_assert_nonnull (detail);
  picture = find_descendant (detail, CW_TYPE_CARD_PICTURE);
  g_assert_nonnull (picture);
  cw_app_test_wait_for_mapped (picture);
  g_assert_true (cw_card_picture_get_card (CW_CARD_PICTURE (picture)) == card);
  width = gtk_widget_get_width (picture);
  height = gtk_widget_get_height (picture);
  {
    double card_w = MIN ((double) width, height * (63.0 / 88.0));
    double h = card_w / (63.0 / 88.0);
    double x = (width - card_w) / 2, y = (height - h) / 2;

    screen = widget_pixels (picture);
    paper = print_pixels (game, card, width, height, x, y, card_w, h);
    difference = mean_difference (screen, paper, (int) ceil (x), (int) ceil (y), (int) floor (card_w) - 1, (int) floor (h) - 1);
    g_test_message ("%s detail: %.3f", game_id, difference);
    g_assert_cmpfloat (difference, <, 0.5);
    cairo_surface_destroy (screen);
    cairo_surface_destroy (paper);
  }
}

static void
test_every_game_after_a_switch (void)
{
  CwWindow *window = cw_window_new (NULL);

  g_object_ref (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 800);
  gtk_window_present (GTK_WINDOW (window));
  cw_app_test_wait_for_mapped (GTK_WIDGET (window));
  g_assert_cmpstr (cw_game_get_id (cw_session_get_game (cw_window_get_session (window))), ==, GAMES[0]);

  for (guint i = 0; GAMES[i] != NULL; i++)
    check_game (window, GAMES[i]);

  g_clear_object (&previous_card);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
  g_assert_finalize_object (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/app/screen-print/every-game-after-a-switch", test_every_game_after_a_switch);
  return g_test_run ();
}
