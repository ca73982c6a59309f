/* test-card-renderer.c: the card renderer: text always inside its box, colours, gems, backs, pictures. */
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cw-card-renderer.h"
#include "cw-print-test-util.h"

/* The card sizes a renderer must serve: poker, mini American, square, tarot (in mm),
 * and a large screen preview in pixels. */
static const double sizes[][2] = {
  { 63.5, 88.9 }, { 41.0, 63.0 }, { 70.0, 70.0 }, { 70.0, 120.0 }, { 508.0, 711.2 },
};

static const char *part_names[] = { "title", "type line", "game text", "footer" };

/* Inside, with a margin for rounding far below a printer's dot. */
static void
assert_inside (const CwRect *inner,
               const CwRect *outer,
               double        tolerance)
{
  g_assert_cmpfloat (inner->x, >=, outer->x - tolerance);
  g_assert_cmpfloat (inner->y, >=, outer->y - tolerance);
  g_assert_cmpfloat (inner->x + inner->width, <=, outer->x + outer->width + tolerance);
  g_assert_cmpfloat (inner->y + inner->height, <=, outer->y + outer->height + tolerance);
}

static void
check_card_text (CwCardRenderer *renderer,
                 CwCard         *card,
                 double          width,
                 double          height)
{
  for (int part = 0; part < CW_CARD_TEXT_N_PARTS; part++)
    {
      CwCardTextInfo info;
      double tolerance = width / 63.5 * 0.001;

      cw_card_renderer_get_text_info (renderer, card, part, width, height, &info);
      if (!info.present)
        continue;
      if (info.logical.x < info.box.x - tolerance || info.ink.y + info.ink.height > info.box.y + info.box.height + tolerance)
        g_test_message ("%s, %s at %.1f × %.1f", cw_card_get_id (card), part_names[part], width, height);
      /* Both the line boxes and the inked glyphs stay in the box, at every size. */
      assert_inside (&info.logical, &info.box, tolerance);
      assert_inside (&info.ink, &info.box, tolerance);
      g_assert_cmpfloat (info.font_size, >=, info.minimum_size - 1e-9);
      g_assert_cmpfloat (info.font_size, <=, info.nominal_size + 1e-9);
      g_assert_cmpint (info.lines, >=, 1);
    }
}

static void
test_shipped_cards_fit (void)
{
  guint checked = 0;

  for (guint g = 0; cw_print_test_games[g]; g++)
    {
      g_autoptr(CwGame) game = cw_print_test_load_game (cw_print_test_games[g]);
      g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
      g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
      GListModel *sets = cw_catalog_get_sets (catalog);

      for (guint s = 0; s < g_list_model_get_n_items (sets); s++)
        {
          g_autoptr(CwCardSet) set = g_list_model_get_item (sets, s);

          for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
            {
              CwCard *card = cw_card_set_get_card (set, i);
              CwCardTextInfo title, text;

              for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
                check_card_text (renderer, card, sizes[z][0], sizes[z][1]);

              /* On a poker card every shipped title and text is whole: no ellipsis. */
              cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_TITLE, 63.5, 88.9, &title);
              g_assert_true (title.present);
              if (title.ellipsized)
                g_test_message ("%s: title cut", cw_card_get_id (card));
              g_assert_false (title.ellipsized);
              cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_GAME_TEXT, 63.5, 88.9, &text);
              if (text.present && text.ellipsized)
                g_test_message ("%s: game text cut", cw_card_get_id (card));
              g_assert_false (text.ellipsized);
              checked++;
            }
        }
    }
  /* 115 Oz + 100 Good and Evil + 52 Ód + 56 draft cards. */
  g_assert_cmpuint (checked, ==, 323);
}

static gsize
text_length (CwCard *card)
{
  const char *text = cw_card_get_plain_text (card);
  const char *note = cw_card_get_note (card);

  return (text ? g_utf8_strlen (text, -1) : 0) + (note ? g_utf8_strlen (note, -1) : 0);
}

/* The card with the longest text of all shipped games, on a poker card and a mini one. */
static void
test_longest_text_fits (void)
{
  g_autoptr(CwCard) longest = NULL;
  g_autoptr(CwGame) longest_game = NULL;
  gsize longest_length = 0;

  for (guint g = 0; cw_print_test_games[g]; g++)
    {
      g_autoptr(CwGame) game = cw_print_test_load_game (cw_print_test_games[g]);
      g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
      g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);

      for (guint i = 0; i < cw_catalog_get_n_cards (catalog); i++)
        {
          g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
          gsize length = text_length (card);
          CwCardTextInfo drawn;

          /* Only text the design draws in a game-text box (Ód's cards have none). */
          cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_GAME_TEXT, 63.5, 88.9, &drawn);
          if (drawn.present && length > longest_length)
            {
              longest_length = length;
              g_set_object (&longest, card);
              g_set_object (&longest_game, game);
            }
        }
    }

  g_assert_nonnull (longest);
  g_test_message ("longest text: %s, %" G_GSIZE_FORMAT " characters", cw_card_get_id (longest), longest_length);
  /* 163 characters (ozd-010) since the oz-draft cards carry their French as xml:lang text, not as notes. */
  g_assert_cmpuint (longest_length, >, 150);
  {
    g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (longest_game);
    CwCardTextInfo info;

    cw_card_renderer_get_text_info (renderer, longest, CW_CARD_TEXT_GAME_TEXT, 63.5, 88.9, &info);
    g_assert_true (info.present);
    assert_inside (&info.logical, &info.box, 0.001);
    assert_inside (&info.ink, &info.box, 0.001);
    /* It fits by shrinking, not by cutting, and stays readable (≥ 5 pt). */
    g_assert_false (info.ellipsized);
    g_assert_cmpfloat (info.font_size, >=, 1.75);
    g_assert_cmpfloat (info.font_size, >=, 5.0 * 25.4 / 72.0 - 1e-6);

    cw_card_renderer_get_text_info (renderer, longest, CW_CARD_TEXT_GAME_TEXT, 41.0, 63.0, &info);
    assert_inside (&info.logical, &info.box, 0.001);
    assert_inside (&info.ink, &info.box, 0.001);
  }
}

static CwCard *
make_card (CwGame     *game,
           const char *id,
           const char *type,
           const char *alignment,
           const char *name,
           const char *text)
{
  CwCard *card = cw_card_new (game, id);

  cw_card_set_card_type (card, type);
  if (alignment)
    cw_card_set_alignment (card, alignment);
  cw_card_set_name (card, name);
  if (text)
    cw_card_set_text (card, text);
  return card;
}

static void
test_overflow_ellipsizes (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GString) name = g_string_new (NULL);
  g_autoptr(CwCard) card = NULL;
  CwCardTextInfo info;

  for (int i = 0; i < 400; i++)
    g_string_append (text, i % 7 == 0 ? "<b>Dorothy Gale</b> moves; " : "Épouvantail ≤ ≥ • ");
  for (int i = 0; i < 12; i++)
    g_string_append (name, "Extraordinarily ");
  g_string_append (name, "Long");

  card = make_card (game, "test-long", "character", "good", name->str, text->str);
  cw_card_set_version (card, "With an Equally Long Version Name That Goes On");
  cw_card_set_int (card, "cost", 12);
  cw_card_set_int (card, "vitality", 10);

  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    {
      double unit = sizes[z][0] / 63.5;

      check_card_text (renderer, card, sizes[z][0], sizes[z][1]);
      cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_GAME_TEXT, sizes[z][0], sizes[z][1], &info);
      /* Shrunk to the readable minimum, then cut with an ellipsis. */
      g_assert_true (info.ellipsized);
      g_assert_cmpfloat_with_epsilon (info.font_size, 1.75 * unit, 1e-9);
      cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_TITLE, sizes[z][0], sizes[z][1], &info);
      g_assert_true (info.ellipsized);
      g_assert_cmpint (info.lines, ==, 2);
    }

  /* Short enough to fit once shrunk: shrunk, not cut. */
  g_string_truncate (text, 0);
  for (int i = 0; i < 30; i++)
    g_string_append (text, "The Lion roars. ");
  cw_card_set_text (card, text->str);
  cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_GAME_TEXT, 63.5, 88.9, &info);
  g_assert_false (info.ellipsized);
  g_assert_cmpfloat (info.font_size, <, info.nominal_size);
  g_assert_cmpfloat (info.font_size, >, info.minimum_size);
}

static void
test_scale_independent (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  CwCard *card = cw_catalog_lookup (catalog, "ozd-010");

  g_assert_nonnull (card);
  for (int part = 0; part < CW_CARD_TEXT_N_PARTS; part++)
    {
      CwCardTextInfo small, large;

      cw_card_renderer_get_text_info (renderer, card, part, 63.5, 88.9, &small);
      cw_card_renderer_get_text_info (renderer, card, part, 635.0, 889.0, &large);
      g_assert_true (small.present);
      /* The same lines and the same proportions: the preview shows what prints. */
      g_assert_cmpint (small.lines, ==, large.lines);
      g_assert_cmpfloat_with_epsilon (large.font_size, small.font_size * 10, 1e-6);
      g_assert_cmpfloat_with_epsilon (large.box.x, small.box.x * 10, 1e-6);
      g_assert_cmpfloat_with_epsilon (large.box.height, small.box.height * 10, 1e-6);
      g_assert_cmpfloat_with_epsilon (large.logical.height, small.logical.height * 10, 1e-3);
    }
}

/* The card drawn at 10 px per mm on white. */
static cairo_surface_t *
draw_card (CwCardRenderer *renderer,
           CwCard         *card,
           const char     *folder)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 635, 889);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  if (card != NULL)
    cw_card_renderer_draw (renderer, cr, card, folder, 635, 889);
  else
    cw_card_renderer_draw_back (renderer, cr, 635, 889);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) cairo_image_surface_get_stride (a) * cairo_image_surface_get_height (a)) == 0;
}

/* A renderer keeps how each text was fitted: drawing again, drawing after measuring, and
 * drawing after the card's text changed all give what a new renderer draws. */
static void
test_fitted_text_kept (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(CwCard) card = cw_card_copy (cw_catalog_lookup (catalog, "ozd-010"), "test-kept");
  g_autoptr(GString) text = g_string_new (NULL);
  cairo_surface_t *first, *again, *fresh, *changed;
  CwCardTextInfo info;

  cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_GAME_TEXT, 63.5, 88.9, &info);
  g_assert_cmpfloat_with_epsilon (info.font_size, info.nominal_size, 1e-9);
  first = draw_card (renderer, card, NULL);
  again = draw_card (renderer, card, NULL);
  {
    g_autoptr(CwCardRenderer) other = cw_card_renderer_new (game);
    fresh = draw_card (other, card, NULL);
  }
  g_assert_true (same_pixels (first, again));
  g_assert_true (same_pixels (first, fresh));
  cairo_surface_destroy (again);
  cairo_surface_destroy (fresh);

  /* A longer text is fitted anew: shrunk, and drawn as a new renderer draws it. */
  for (int i = 0; i < 30; i++)
    g_string_append (text, "The Lion roars. ");
  cw_card_set_text (card, text->str);
  cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_GAME_TEXT, 63.5, 88.9, &info);
  g_assert_cmpfloat (info.font_size, <, info.nominal_size);
  changed = draw_card (renderer, card, NULL);
  {
    g_autoptr(CwCardRenderer) other = cw_card_renderer_new (game);
    fresh = draw_card (other, card, NULL);
  }
  g_assert_false (same_pixels (first, changed));
  g_assert_true (same_pixels (changed, fresh));
  cairo_surface_destroy (first);
  cairo_surface_destroy (changed);
  cairo_surface_destroy (fresh);
}

/* The colour at (x, y) mm is near #rrggbb. */
static void
assert_color_at (cairo_surface_t *surface,
                 double           x,
                 double           y,
                 const char      *spec)
{
  CwColor expected;
  int r, g, b;

  g_assert_true (cw_color_parse (spec, &expected));
  cw_print_test_pixel (surface, 254.0, x, y, &r, &g, &b);
  if (ABS (r - expected.red * 255) > 10 || ABS (g - expected.green * 255) > 10 || ABS (b - expected.blue * 255) > 10)
    g_test_message ("at %.1f, %.1f mm: #%02x%02x%02x, expected %s", x, y, r, g, b, spec);
  g_assert_cmpint (ABS (r - (int) round (expected.red * 255)), <=, 10);
  g_assert_cmpint (ABS (g - (int) round (expected.green * 255)), <=, 10);
  g_assert_cmpint (ABS (b - (int) round (expected.blue * 255)), <=, 10);
}

static void
test_frames_and_gems (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(CwCard) good = make_card (game, "t-good", "character", "good", "Test", "Text.");
  g_autoptr(CwCard) evil = make_card (game, "t-evil", "character", "evil", "Test", "Text.");
  g_autoptr(CwCard) neutral = make_card (game, "t-neutral", "location", "neutral", "Test", NULL);
  cairo_surface_t *surface;
  CwColor color;

  cw_card_set_int (good, "cost", 3);
  cw_card_set_int (good, "vitality", 4);
  cw_card_set_bool (good, "sorcery", TRUE);
  cw_card_set_bool (good, "magical", TRUE);
  cw_card_set_bool (neutral, "water", TRUE);

  /* Gold frame for Good, with the blue cost gem top left and the red Vitality gem top right;
   * the green gem with the diamond star of Sorcery at the foot of the text. */
  surface = draw_card (renderer, good, NULL);
  assert_color_at (surface, 1.6, 44.0, "#c9a227");
  assert_color_at (surface, 6.3, 9.3, "#2f6fd0");
  assert_color_at (surface, 63.5 - 6.3, 9.3, "#c0392b");
  assert_color_at (surface, 31.75 + 1.3, 81.7 + 1.3, "#2e9e4f");
  assert_color_at (surface, 31.75, 81.7, "#ffffff");
  /* Rounded corners: the very corner is paper. */
  assert_color_at (surface, 0.2, 0.2, "#ffffff");
  cairo_surface_destroy (surface);

  /* Onyx for Evil, stone for Neutral. */
  surface = draw_card (renderer, evil, NULL);
  assert_color_at (surface, 1.6, 44.0, "#2b2b2e");
  cairo_surface_destroy (surface);
  surface = draw_card (renderer, neutral, NULL);
  assert_color_at (surface, 1.6, 44.0, "#8d8a83");
  cairo_surface_destroy (surface);

  /* Square corners on request. */
  cw_card_renderer_set_rounded_corners (renderer, FALSE);
  surface = draw_card (renderer, good, NULL);
  assert_color_at (surface, 0.2, 0.2, "#c9a227");
  cairo_surface_destroy (surface);

  cw_card_renderer_get_frame_color (renderer, evil, &color);
  g_assert_cmpfloat_with_epsilon (color.red, 0x2b / 255.0, 1e-9);
  cw_card_renderer_get_frame_color (renderer, NULL, &color);
  g_assert_cmpfloat_with_epsilon (color.green, 0x5c / 255.0, 1e-9);
}

static void
test_backs (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_print_test_load_catalog (game);
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autofree char *jpeg = cw_print_test_data_path ("back.jpg");
  cairo_surface_t *surface;
  CwCard *title = cw_catalog_lookup (catalog, "ozd-114");

  /* The generated back in the game's back colour. */
  surface = draw_card (renderer, NULL, NULL);
  assert_color_at (surface, 1.0, 44.0, "#1f5c3a");
  cairo_surface_destroy (surface);

  /* A Title card turns over to read "The End": parchment, not the game's back. */
  g_assert_nonnull (title);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 635, 889);
  {
    cairo_t *cr = cairo_create (surface);
    cw_card_renderer_draw_card_back (renderer, cr, title, NULL, 635, 889);
    cairo_destroy (cr);
  }
  assert_color_at (surface, 8.0, 44.0, "#f6efdc");
  cairo_surface_destroy (surface);

  /* A picture back (PNG here: no decoder needed) covers the card. */
  {
    g_autofree char *png = cw_print_test_data_path ("art.png");
    cw_card_renderer_set_back_image (renderer, png);
    g_assert_cmpstr (cw_card_renderer_get_back_image (renderer), ==, png);
    surface = draw_card (renderer, NULL, NULL);
    /* art.png is red with a white square in its middle third, scaled to cover. */
    assert_color_at (surface, 31.75, 44.45, "#ffffff");
    assert_color_at (surface, 2.0, 44.45, "#d03020");
    cairo_surface_destroy (surface);
  }
  (void) jpeg;
}

static void
test_bleed (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(CwCard) good = make_card (game, "t-good", "object", "good", "Test", "Text.");
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 695, 949);
  cairo_t *cr = cairo_create (surface);
  CwRect area = { -3, -3, 69.5, 94.9 };

  /* 3 mm of bleed around a poker card, at 10 px per mm. */
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, 10, 10);
  cairo_translate (cr, 3, 3);
  cw_card_renderer_draw_bleed (renderer, cr, good, 63.5, 88.9, &area, FALSE);
  cw_card_renderer_draw (renderer, cr, good, NULL, 63.5, 88.9);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* The frame colour runs past the trim, into the corners rounding would leave white. */
  assert_color_at (surface, 0.5, 40.0, "#c9a227");
  assert_color_at (surface, 3.1, 3.1, "#c9a227");
  assert_color_at (surface, 69.0, 94.5, "#c9a227");
  cairo_surface_destroy (surface);

  /* The backs' bleed is the back colour. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 695, 949);
  cr = cairo_create (surface);
  cairo_scale (cr, 10, 10);
  cairo_translate (cr, 3, 3);
  cw_card_renderer_draw_bleed (renderer, cr, NULL, 63.5, 88.9, &area, TRUE);
  cairo_destroy (cr);
  assert_color_at (surface, 0.5, 40.0, "#1f5c3a");
  cairo_surface_destroy (surface);
}

static void
test_pictures (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(CwCard) card = make_card (game, "t-art", "object", "good", "Art", "Text.");
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "print", "data", NULL);
  cairo_surface_t *surface;
  CwCardTextInfo band;
  double art_mid_y;

  /* The art box sits between the title bar and the type band. */
  cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_TYPE_LINE, 63.5, 88.9, &band);
  art_mid_y = (3.0 + 7.6 + 0.8 + band.box.y) / 2;

  /* A PNG, relative to the set's folder, covering the art box. */
  cw_card_set_image (card, "art.png");
  surface = draw_card (renderer, card, folder);
  assert_color_at (surface, 31.75, art_mid_y, "#ffffff");
  assert_color_at (surface, 5.0, art_mid_y, "#d03020");
  cairo_surface_destroy (surface);

  /* A missing picture: the emblem placeholder, no error. */
  cw_card_set_image (card, "no-such-file.png");
  surface = draw_card (renderer, card, folder);
  assert_color_at (surface, 5.0, art_mid_y, "#ebdbb3");
  cairo_surface_destroy (surface);

#ifdef HAVE_GDK_PIXBUF
  /* A JPEG on screen is decoded (in a PDF it is embedded as it is). */
  cw_card_set_image (card, "art.jpg");
  surface = draw_card (renderer, card, folder);
  assert_color_at (surface, 31.75, art_mid_y, "#2040c0");
  cairo_surface_destroy (surface);
#endif
}

/* A shared set's picture is only read when it is a regular file inside the set's folder:
 * a link (to a real picture here, to /dev/zero or /etc/shadow in an attack), a FIFO (which
 * would hang the print) or an absolute name all give the emblem, as a missing picture does. */
static void
test_pictures_not_followed (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(CwCard) card = make_card (game, "t-art", "object", "good", "Art", "Text.");
  g_autofree char *shipped = g_test_build_filename (G_TEST_DIST, "print", "data", NULL);
  g_autofree char *art = g_build_filename (shipped, "art.png", NULL);
  g_autofree char *folder = g_build_filename (g_get_user_cache_dir (), "set-folder", NULL);
  g_autofree char *link = g_build_filename (folder, "link.png", NULL);
  g_autofree char *dir_link = g_build_filename (folder, "shipped", NULL);
  g_autofree char *fifo = g_build_filename (folder, "fifo.png", NULL);
  g_autofree char *copy = g_build_filename (folder, "copy.png", NULL);
  g_autofree char *bytes = NULL;
  const char *const refused[] = { "link.png", "shipped/art.png", "fifo.png", art };
  gsize length = 0;
  CwCardTextInfo band;
  double art_mid_y;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_assert_cmpint (symlink (art, link), ==, 0);
  g_assert_cmpint (symlink (shipped, dir_link), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_assert_true (g_file_get_contents (art, &bytes, &length, NULL));
  g_assert_true (g_file_set_contents (copy, bytes, (gssize) length, NULL));

  cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_TYPE_LINE, 63.5, 88.9, &band);
  art_mid_y = (3.0 + 7.6 + 0.8 + band.box.y) / 2;

  /* The same bytes as a regular file in the folder are drawn: the refusals below are the links'. */
  cw_card_set_image (card, "copy.png");
  {
    cairo_surface_t *surface = draw_card (renderer, card, folder);
    g_autoptr(GPtrArray) none = cw_card_renderer_take_picture_problems (renderer);

    assert_color_at (surface, 5.0, art_mid_y, "#d03020");
    g_assert_cmpuint (none->len, ==, 0);
    cairo_surface_destroy (surface);
  }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      cairo_surface_t *surface;
      g_autoptr(GPtrArray) problems = NULL;
      g_autofree char *expected = NULL;

      cw_card_set_image (card, refused[i]);
      surface = draw_card (renderer, card, folder);
      assert_color_at (surface, 5.0, art_mid_y, "#ebdbb3");
      cairo_surface_destroy (surface);
      /* Each refusal is said by the card's name, once however often it is drawn. */
      surface = draw_card (renderer, card, folder);
      cairo_surface_destroy (surface);
      problems = cw_card_renderer_take_picture_problems (renderer);
      g_assert_cmpuint (problems->len, ==, 1);
      if (g_path_is_absolute (refused[i]))
        expected = g_strdup_printf ("Art: %s: not a name inside the set's folder; it is not read", refused[i]);
      else
        expected = g_strdup_printf ("Art: %s/%s: ", folder, refused[i]);
      g_assert_true (g_str_has_prefix (g_ptr_array_index (problems, 0), expected));
    }
  /* A truncated picture and a missing one, by name and reason. */
  {
    g_autofree char *truncated = g_build_filename (folder, "cut.png", NULL);
    g_autofree char *expected_cut = g_strdup_printf ("Art: %s/cut.png: not a whole JPEG or PNG picture; it could not be "
                                                     "read", folder);
    g_autofree char *expected_missing = g_strdup_printf ("Art: %s/missing.png: ", folder);
    g_autoptr(GPtrArray) problems = NULL;
    cairo_surface_t *surface;

    g_assert_true (g_file_set_contents (truncated, bytes, (gssize) length / 2, NULL));
    cw_card_set_image (card, "cut.png");
    surface = draw_card (renderer, card, folder);
    cairo_surface_destroy (surface);
    cw_card_set_image (card, "missing.png");
    surface = draw_card (renderer, card, folder);
    cairo_surface_destroy (surface);
    problems = cw_card_renderer_take_picture_problems (renderer);
    g_assert_cmpuint (problems->len, ==, 2);
    g_assert_cmpstr (g_ptr_array_index (problems, 0), ==, expected_cut);
    g_assert_true (g_str_has_prefix (g_ptr_array_index (problems, 1), expected_missing));
  }
  /* GLib's clean-up of the isolated folders follows a link to a folder: it would empty the source tree's. */
  g_assert_cmpint (unlink (dir_link), ==, 0);
}

static void
test_bad_markup (void)
{
  g_autoptr(CwGame) game = cw_print_test_load_game ("oz-storyline");
  g_autoptr(CwCardRenderer) renderer = cw_card_renderer_new (game);
  g_autoptr(CwCard) card = make_card (game, "t-markup", "event", "neutral", "Markup", "<b>Unclosed & broken <i>text");
  CwCardTextInfo info;
  cairo_surface_t *surface;

  /* Not valid markup: printed as plain text rather than dropped. */
  cw_card_renderer_get_text_info (renderer, card, CW_CARD_TEXT_GAME_TEXT, 63.5, 88.9, &info);
  g_assert_true (info.present);
  g_assert_cmpint (info.lines, ==, 1);
  g_assert_cmpfloat (info.logical.width, >, 10.0);
  surface = draw_card (renderer, card, NULL);
  cairo_surface_destroy (surface);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/print/renderer/shipped-cards-fit", test_shipped_cards_fit);
  g_test_add_func ("/print/renderer/longest-text-fits", test_longest_text_fits);
  g_test_add_func ("/print/renderer/overflow-ellipsizes", test_overflow_ellipsizes);
  g_test_add_func ("/print/renderer/scale-independent", test_scale_independent);
  g_test_add_func ("/print/renderer/fitted-text-kept", test_fitted_text_kept);
  g_test_add_func ("/print/renderer/frames-and-gems", test_frames_and_gems);
  g_test_add_func ("/print/renderer/backs", test_backs);
  g_test_add_func ("/print/renderer/bleed", test_bleed);
  g_test_add_func ("/print/renderer/pictures", test_pictures);
  g_test_add_func ("/print/renderer/pictures/not-followed", test_pictures_not_followed);
  g_test_add_func ("/print/renderer/bad-markup", test_bad_markup);

  return g_test_run ();
}
