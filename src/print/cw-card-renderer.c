/* cw-card-renderer.c: draws one card (or a back) at any scale onto any cairo_t: the screen preview
 * and the print. Here: the object, its pictures, the backs, and which design draws a card; the
 * designs of each game system are in cw-card-renderer-<system>.c, the card parts they share in
 * cw-card-renderer-parts.c, the text fitting in cw-card-renderer-text.c. */
#include "cw-card-renderer-private.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#ifdef HAVE_GDK_PIXBUF
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif

#define IMAGE_CACHE_MAX 24      /* decoded images kept; a PDF still stores each once (unique id) */

G_DEFINE_FINAL_TYPE (CwCardRenderer, cw_card_renderer, G_TYPE_OBJECT)

static const CwColor DEFAULT_FRAME = { 0.43, 0.47, 0.52 };

/* ---------------------------------------------------------------- images */

#ifdef HAVE_GDK_PIXBUF
static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf)
{
  int width = gdk_pixbuf_get_width (pixbuf);
  int height = gdk_pixbuf_get_height (pixbuf);
  int channels = gdk_pixbuf_get_n_channels (pixbuf);
  int src_stride = gdk_pixbuf_get_rowstride (pixbuf);
  const guchar *src = gdk_pixbuf_read_pixels (pixbuf);
  gboolean alpha = gdk_pixbuf_get_has_alpha (pixbuf);
  cairo_surface_t *surface = cairo_image_surface_create (alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                         width, height);
  guchar *dst = cairo_image_surface_get_data (surface);
  int dst_stride = cairo_image_surface_get_stride (surface);

  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    {
      const guchar *s = src + y * src_stride;
      guint32 *d = (guint32 *) (void *) (dst + y * dst_stride);

      for (int x = 0; x < width; x++, s += channels)
        {
          guint a = alpha ? s[3] : 255;
          guint r = s[0] * a / 255, g = s[1] * a / 255, b = s[2] * a / 255;
          d[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
  cairo_surface_mark_dirty (surface);
  return surface;
}
#endif

typedef struct {
  const guchar *data;
  gsize         length;
  gsize         offset;
} PngReader;

static cairo_status_t
read_png_bytes (void          *closure,
                unsigned char *out,
                unsigned int   length)
{
  PngReader *reader = closure;

  if (reader->length - reader->offset < length)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (out, reader->data + reader->offset, length);
  reader->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

/* Reads folder/name for a picture: only a regular file really inside the folder (no link, FIFO
 * or device), of at most CW_PICTURE_MAX_BYTES, is read. */
static gboolean
read_picture (const char  *folder,
              const char  *name,
              guchar     **data,
              gsize       *length,
              GError     **error)
{
  return cw_file_read_inside (folder, name, CW_PICTURE_MAX_BYTES, (char **) data, length, error);
}

/* For vector targets (PDF, SVG, PS) a JPEG goes in as it is: the surface only carries its
 * size and the file's bytes; the pixels are never looked at. Other targets need the pixels.
 * The picture is read once, from memory: what was checked is what is decoded. */
static cairo_surface_t *
load_image (CwCardRenderer *self,
            const char     *folder,
            const char     *name,
            gboolean        vector_target)
{
  g_autofree char *key = g_strconcat (vector_target ? "v:" : "p:", folder, "/", name, NULL);
  cairo_surface_t *surface = NULL;
  gpointer cached;
  g_autofree guchar *data = NULL;
  g_autoptr(GError) read_error = NULL;
  gsize length = 0;
  int width, height;

  if (g_hash_table_lookup_extended (self->images, key, NULL, &cached))
    return cached;

  if (g_hash_table_size (self->images) >= IMAGE_CACHE_MAX)
    {
      g_hash_table_remove_all (self->images);
      g_hash_table_remove_all (self->image_errors);
    }

  if (!read_picture (folder, name, &data, &length, &read_error))
    {
      g_hash_table_insert (self->image_errors, g_strdup (key), g_strdup (read_error->message));
      g_hash_table_insert (self->images, g_steal_pointer (&key), NULL);
      return NULL;
    }

  if (cw_image_header_jpeg_size (data, length, &width, &height) || cw_image_header_png_size (data, length, &width, &height))
    {
      /* Checked from the header, before anything allocates the pixels it announces. */
      if ((guint64) width * (guint64) height > CW_PICTURE_MAX_PIXELS)
        {
          g_hash_table_insert (self->image_errors, g_strdup (key),
                               g_strdup_printf (_("%s/%s: %d × %d pixels, more than the %d million a picture may have"),
                                                folder, name, width, height, CW_PICTURE_MAX_PIXELS / 1000000));
          g_hash_table_insert (self->images, g_steal_pointer (&key), NULL);
          return NULL;
        }
    }

  if (cw_image_header_jpeg_size (data, length, &width, &height))
    {
      if (vector_target)
        {
          surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
          /* The surface owns the bytes only once they are attached; otherwise they are freed here. */
          if (cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS &&
              cairo_surface_set_mime_data (surface, CAIRO_MIME_TYPE_JPEG, data, length,
                                           g_free, data) == CAIRO_STATUS_SUCCESS)
            data = NULL;
        }
#ifdef HAVE_GDK_PIXBUF
      else
        {
          /* Named by type: sniffing the format needs the MIME database, which a sandbox or
           * a test's isolated folders may not have. */
          g_autoptr(GdkPixbufLoader) loader = gdk_pixbuf_loader_new_with_type ("jpeg", NULL);

          if (loader != NULL)
            {
              gboolean written = gdk_pixbuf_loader_write (loader, data, length, NULL);
              /* Closed in any case: a loader left open warns when it is freed. */
              gboolean closed = gdk_pixbuf_loader_close (loader, NULL);

              if (written && closed && gdk_pixbuf_loader_get_pixbuf (loader) != NULL)
                surface = surface_from_pixbuf (gdk_pixbuf_loader_get_pixbuf (loader));
            }
        }
#endif
    }
  else if (cw_image_header_png_size (data, length, &width, &height))
    {
      PngReader reader = { data, length, 0 };

      surface = cairo_image_surface_create_from_png_stream (read_png_bytes, &reader);
    }
#ifdef HAVE_GDK_PIXBUF
  else
    {
      g_autoptr(GdkPixbufLoader) loader = gdk_pixbuf_loader_new ();
      gboolean written = gdk_pixbuf_loader_write (loader, data, length, NULL);
      gboolean closed = gdk_pixbuf_loader_close (loader, NULL);
      GdkPixbuf *pixbuf = written && closed ? gdk_pixbuf_loader_get_pixbuf (loader) : NULL;

      if (pixbuf != NULL &&
          (guint64) gdk_pixbuf_get_width (pixbuf) * (guint64) gdk_pixbuf_get_height (pixbuf) <= CW_PICTURE_MAX_PIXELS)
        surface = surface_from_pixbuf (pixbuf);
    }
#endif

  if (surface != NULL && cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    g_clear_pointer (&surface, cairo_surface_destroy);
  if (surface == NULL)
    g_hash_table_insert (self->image_errors, g_strdup (key),
                         g_strdup_printf (_("%s/%s: not a whole JPEG or PNG picture; it could not be read"),
                                          folder, name));

  if (surface != NULL)
    {
      /* The same picture on a thousand cards is stored once in the PDF, even after this
       * cache has let it go and loaded it again. */
      char *unique_id = g_strconcat (folder, "/", name, NULL);
      cairo_surface_set_mime_data (surface, CAIRO_MIME_TYPE_UNIQUE_ID,
                                   (const guchar *) unique_id, strlen (unique_id),
                                   g_free, unique_id);
    }

  g_hash_table_insert (self->images, g_steal_pointer (&key), surface);
  return surface;
}

/* Said once per card and reason until taken: the card shows its emblem, and the user is told why. */
static void
note_picture_problem (CwCardRenderer *self,
                      CwCard         *card,
                      const char     *why)
{
  char *problem = g_strdup_printf (_("%s: %s"), cw_card_get_title (card), why);

  if (g_hash_table_contains (self->reported, problem))
    {
      g_free (problem);
      return;
    }
  g_hash_table_add (self->reported, problem);
  g_ptr_array_add (self->picture_problems, g_strdup (problem));
}

char *
cw_card_renderer_dup_picture_problem (CwCardRenderer *self,
                                      CwCard         *card,
                                      const char     *image_folder)
{
  const char *image;
  g_autofree char *key = NULL;
  const char *why;

  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), NULL);
  g_return_val_if_fail (CW_IS_CARD (card), NULL);

  image = cw_card_get_image (card);
  if (image == NULL || *image == '\0' || image_folder == NULL)
    return NULL;
  if (g_path_is_absolute (image))
    return g_strdup_printf (_("%s: not a name inside the set's folder; it is not read"), image);
  if (load_image (self, image_folder, image, FALSE) != NULL)
    return NULL;
  key = g_strconcat ("p:", image_folder, "/", image, NULL);
  why = g_hash_table_lookup (self->image_errors, key);
  return g_strdup (why != NULL ? why : image);
}

GPtrArray *
cw_card_renderer_take_picture_problems (CwCardRenderer *self)
{
  GPtrArray *problems;

  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), NULL);
  problems = g_steal_pointer (&self->picture_problems);
  self->picture_problems = g_ptr_array_new_with_free_func (g_free);
  g_hash_table_remove_all (self->reported);
  return problems;
}

/* A back picture that did not load, said once until taken: the back it stands in front of is
 * printed instead, and the user is told whose back it was and why. owner: whose cards (see
 * cw_card_renderer_take_back_problems()); path: the picture. */
static void
note_back_problem (CwCardRenderer *self,
                   const char     *owner,
                   const char     *path,
                   gboolean        vector)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *name = g_path_get_basename (path);
  g_autofree char *key = g_strconcat (vector ? "v:" : "p:", folder, "/", name, NULL);
  const char *why = g_hash_table_lookup (self->image_errors, key);
  g_autofree char *fallback = NULL;
  char *problem;

  if (why == NULL)
    why = fallback = g_strdup_printf (_("%s/%s: not a whole JPEG or PNG picture; it could not be read"),
                                      folder, name);
  problem = g_strdup_printf (_("%s: %s"), owner, why);
  if (g_hash_table_contains (self->reported, problem))
    {
      g_free (problem);
      return;
    }
  g_hash_table_add (self->reported, problem);
  g_ptr_array_add (self->back_problems, g_strdup (problem));
}

GPtrArray *
cw_card_renderer_take_back_problems (CwCardRenderer *self)
{
  GPtrArray *problems;

  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), NULL);
  problems = g_steal_pointer (&self->back_problems);
  self->back_problems = g_ptr_array_new_with_free_func (g_free);
  return problems;
}

static gboolean
is_vector_target (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Paints the image over box, covering it (cropped, never stretched). vector: the drawing
 * ends up in a PDF (directly or through a recording), so a JPEG goes in as it is. */
static gboolean
paint_image_cover_for (CwCardRenderer *self,
                       cairo_t        *cr,
                       const char     *folder,
                       const char     *name,
                       const CwRect   *box,
                       double          radius,
                       gboolean        vector)
{
  cairo_surface_t *image = load_image (self, folder, name, vector);
  double iw, ih, scale;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;

  if (image == NULL)
    return FALSE;

  iw = cairo_image_surface_get_width (image);
  ih = cairo_image_surface_get_height (image);
  if (iw <= 0 || ih <= 0)
    return FALSE;
  scale = MAX (box->width / iw, box->height / ih);

  cairo_save (cr);
  cw_render_rect_path (cr, box, radius);
  cairo_clip (cr);
  pattern = cairo_pattern_create_for_surface (image);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_GOOD);
  cairo_matrix_init_translate (&matrix,
                               box->x + (box->width - iw * scale) / 2,
                               box->y + (box->height - ih * scale) / 2);
  cairo_matrix_scale (&matrix, scale, scale);
  cairo_matrix_invert (&matrix);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);
  cairo_restore (cr);
  return TRUE;
}

/* The same for a picture named by its whole path (a back): read, like every picture, only as
 * a regular file inside its own folder. */
static gboolean
paint_image_path_cover (CwCardRenderer *self,
                        cairo_t        *cr,
                        const char     *path,
                        const CwRect   *box,
                        double          radius,
                        gboolean        vector)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *name = g_path_get_basename (path);

  return paint_image_cover_for (self, cr, folder, name, box, radius, vector);
}

gboolean
cw_render_paint_image_cover (CwCardRenderer *self,
                             cairo_t        *cr,
                             const char     *folder,
                             const char     *name,
                             const CwRect   *box,
                             double          radius)
{
  return paint_image_cover_for (self, cr, folder, name, box, radius, is_vector_target (cr));
}

static void
design (Paint *p)
{
  switch (cw_game_get_system (p->game))
    {
    case CW_SYSTEM_DUEL:
      cw_render_draw_duel (p);
      break;
    case CW_SYSTEM_OD:
      cw_render_draw_od (p);
      break;
    case CW_SYSTEM_DRAFT:
      cw_render_draw_draft (p);
      break;
    case CW_SYSTEM_STORYLINE:
    default:
      /* The Storyline design is also the fallback: any fields, any types. */
      cw_render_draw_storyline (p);
      break;
    }
}

static void
record_chrome (Paint         *p,
               gconstpointer  data)
{
  p->mode = MODE_CHROME;
  design (p);
}

/* What the chrome of this card depends on: cards with the same key share it. The game is in
 * it (its monogram is on the chrome) as well as the system. */
static char *
chrome_key (Paint *p)
{
  const char *type_id = cw_card_get_card_type (p->card);
  gboolean title = cw_game_get_system (p->game) == CW_SYSTEM_STORYLINE && g_strcmp0 (type_id, "title") == 0;

  return g_strdup_printf ("chrome:%s:%d:%s:%d:%d:%.3f:%.3f:%.3f:%.4f:%.4f",
                          cw_game_get_id (p->game) ?: "", cw_game_get_system (p->game), type_id ? type_id : "",
                          title, p->image != NULL,
                          p->frame.red, p->frame.green, p->frame.blue, p->h, p->radius);
}

/* The game whose design draws card: its own. A renderer is made for one game (its backs, its
 * print defaults), but a card handed to it from another game (a view that kept the renderer of
 * the game shown before) is still drawn as that card's game draws it, never in another's frame. */
static CwGame *
card_game (CwCardRenderer *self,
           CwCard         *card)
{
  CwGame *game = card != NULL ? cw_card_get_game (card) : NULL;

  return game != NULL ? game : self->game;
}

static void
card_frame_color (CwCardRenderer *self,
                  CwCard         *card,
                  CwColor        *color)
{
  CwGame *game = card_game (self, card);
  const char *alignment_id = cw_card_get_alignment (card);
  const CwAlignment *alignment = alignment_id ? cw_game_find_alignment (game, alignment_id) : NULL;

  switch (cw_game_get_system (game))
    {
    case CW_SYSTEM_OD:
      *color = (CwColor) { 0.99, 0.99, 0.985 };
      return;
    case CW_SYSTEM_DRAFT:
      if (g_strcmp0 (cw_card_get_card_type (card), "story") == 0)
        cw_color_parse (STORY_FRAME, color);
      else
        *color = cw_render_character_color (card);
      return;
    default:
      break;
    }
  if (!(alignment && cw_color_parse (alignment->color, color)))
    *color = DEFAULT_FRAME;
}

static void
paint_init (Paint          *p,
            CwCardRenderer *self,
            cairo_t        *cr,
            CwCard         *card,
            const char     *image_folder,
            double          width,
            double          height)
{
  memset (p, 0, sizeof *p);
  p->self = self;
  p->cr = cr;
  p->card = card;
  p->game = card_game (self, card);
  p->image_folder = image_folder;
  p->unit = width / DESIGN_WIDTH;
  p->w = DESIGN_WIDTH;
  p->h = height / p->unit;
  p->radius = self->rounded ? 0.05 * MIN (p->w, p->h) : 0.0;
  p->mode = MODE_ALL;
  p->wanted = CW_CARD_TEXT_N_PARTS;
  if (card != NULL)
    card_frame_color (self, card, &p->frame);

  /* The picture counts only when it loads; otherwise the card shows its emblem. */
  if (cr != NULL && card != NULL && image_folder != NULL)
    {
      const char *image = cw_card_get_image (card);

      /* Only a name inside the set's folder: the loader refuses others, and a card built
       * in memory is held to the same. */
      if (image != NULL && *image != '\0' && g_path_is_absolute (image))
        {
          g_autofree char *why = g_strdup_printf (_("%s: not a name inside the set's folder; it is not read"), image);

          note_picture_problem (self, card, why);
        }
      else if (image != NULL && *image != '\0')
        {
          gboolean vector = is_vector_target (cr);

          if (load_image (self, image_folder, image, vector) != NULL)
            p->image = image;
          else
            {
              g_autofree char *key = g_strconcat (vector ? "v:" : "p:", image_folder, "/", image, NULL);
              const char *why = g_hash_table_lookup (self->image_errors, key);

              note_picture_problem (self, card, why != NULL ? why : image);
            }
        }
    }
}

static void
paint_clear (Paint *p)
{
  p->image = NULL;
}

void
cw_card_renderer_draw (CwCardRenderer *self,
                       cairo_t        *cr,
                       CwCard         *card,
                       const char     *image_folder,
                       double          width,
                       double          height)
{
  Paint p;
  g_autofree char *key = NULL;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (CW_IS_CARD (card));

  if (!(width > 0 && height > 0))
    return;

  paint_init (&p, self, cr, card, image_folder, width, height);
  cairo_save (cr);
  cairo_scale (cr, p.unit, p.unit);
  /* No clip to the outline: every design stays inside it by construction, and a PDF
   * repeats a clip path with every operation drawn under it. */
  key = chrome_key (&p);
  cairo_set_source_surface (cr, cw_render_recorded (&p, key, p.w, p.h, record_chrome, NULL), 0, 0);
  cairo_paint (cr);
  p.mode = MODE_CONTENT;
  design (&p);
  cairo_restore (cr);
  paint_clear (&p);
}

void
cw_card_renderer_get_text_info (CwCardRenderer *self,
                                CwCard         *card,
                                CwCardTextPart  part,
                                double          width,
                                double          height,
                                CwCardTextInfo *info)
{
  Paint p;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (CW_IS_CARD (card));
  g_return_if_fail (part < CW_CARD_TEXT_N_PARTS);
  g_return_if_fail (info != NULL);

  memset (info, 0, sizeof *info);
  if (!(width > 0 && height > 0))
    return;

  paint_init (&p, self, NULL, card, NULL, width, height);
  p.mode = MODE_CONTENT;
  p.wanted = part;
  p.info = info;
  design (&p);
  paint_clear (&p);
}

/* ---------------------------------------------------------------- backs */

static void
back_color (CwCardRenderer *self,
            CwColor        *color)
{
  const CwPrintDefaults *defaults = cw_game_get_print_defaults (self->game);

  if (!(defaults && cw_color_parse (defaults->back_color, color)))
    *color = (CwColor) { 0.16, 0.24, 0.36 };
}

/* The back picture every card prints with (the one chosen for this print, else the game's),
 * NULL for the generated back; owner: whose cards it is for, in a message (free it). */
static char *
back_image_path (CwCardRenderer *self,
                 char          **owner)
{
  const CwPrintDefaults *defaults = cw_game_get_print_defaults (self->game);
  const char *dir = cw_game_get_dir (self->game);

  if (self->back_image != NULL)
    {
      if (owner != NULL)
        /* Translators: whose back could not be printed: a back chosen for the whole print. */
        *owner = g_strdup (_("every card"));
      return g_strdup (self->back_image);
    }
  if (defaults && defaults->back && *defaults->back && g_strcmp0 (defaults->back, "generated") != 0 && dir)
    {
      if (owner != NULL)
        /* Translators: whose back could not be printed: the game's own back; %s is the game. */
        *owner = g_strdup_printf (_("every card of %s"), cw_game_get_name (self->game));
      return g_path_is_absolute (defaults->back) ? g_strdup (defaults->back)
                                                 : g_build_filename (dir, defaults->back, NULL);
    }
  return NULL;
}

/* The generated back, recorded once per card shape and reused: a PDF holds it once. */
static cairo_surface_t *
generated_back (CwCardRenderer *self,
                double          h,
                double          radius)
{
  g_autofree char *key = g_strdup_printf ("back:%.4f:%.4f", h, radius);
  cairo_surface_t *recording = g_hash_table_lookup (self->recordings, key);
  cairo_rectangle_t extents = { 0, 0, DESIGN_WIDTH, h };
  CwColor base, line;
  cairo_t *cr;
  Paint p;
  double w = DESIGN_WIDTH, step = 4.2;
  CwRect field = { 3.2, 3.2, w - 6.4, h - 6.4 };
  CwRect medallion;

  if (recording != NULL)
    return recording;

  back_color (self, &base);
  line = luminance (base) < 0.5 ? lighter (base, 0.22) : darker (base, 0.18);
  recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  cr = cairo_create (recording);

  cw_render_rounded_rect (cr, 0, 0, w, h, radius);
  set_color (cr, base);
  cairo_fill (cr);

  /* A lattice of diamonds, like the back of a playing card. */
  cairo_save (cr);
  cw_render_rect_path (cr, &field, 1.5);
  cairo_clip (cr);
  cairo_set_line_width (cr, 0.35);
  set_color (cr, line);
  for (double d = -h; d < w + h; d += step)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + h, h);
      cairo_move_to (cr, d, h);
      cairo_line_to (cr, d + h, 0);
    }
  cairo_stroke (cr);
  cairo_restore (cr);

  cw_render_rect_path (cr, &field, 1.5);
  cairo_set_line_width (cr, 0.6);
  set_color (cr, lighter (base, 0.5));
  cairo_stroke (cr);
  cw_render_rounded_rect (cr, 1.6, 1.6, w - 3.2, h - 3.2, MAX (0, radius - 1.6));
  cairo_set_line_width (cr, 0.3);
  cairo_stroke (cr);

  /* The medallion with the game's name. */
  medallion = (CwRect) { w * 0.14, h / 2 - MIN (h * 0.18, 15.0), w * 0.72, 2 * MIN (h * 0.18, 15.0) };
  cairo_save (cr);
  cairo_translate (cr, medallion.x + medallion.width / 2, medallion.y + medallion.height / 2);
  cairo_scale (cr, medallion.width / 2, medallion.height / 2);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  set_color (cr, PARCHMENT);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 0.8);
  set_color (cr, lighter (base, 0.5));
  cairo_stroke (cr);

  paint_init (&p, self, cr, NULL, NULL, w, h);
  p.frame = base;
  {
    const char *name = cw_game_get_name (self->game);
    g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", name ? name : "");
    TextStyle style = cw_render_text_style (SERIF_FAMILY, 4.2, 2.0, darker (base, 0.2));
    CwRect box = { medallion.x + medallion.width * 0.16, medallion.y + medallion.height * 0.2,
                   medallion.width * 0.68, medallion.height * 0.6 };

    if (luminance (style.color) > 0.5)
      style.color = INK;
    style.single_line = FALSE;
    style.align = PANGO_ALIGN_CENTER;
    cw_render_place_text (&p, -1, &style, markup, &box);
  }
  cairo_destroy (cr);

  g_hash_table_insert (self->recordings, g_steal_pointer (&key), recording);
  return recording;
}

/* A picture cropped to the card (design units, cr already scaled), recorded once: every back
 * shows the same drawing and a PDF holds the image, its placing and its rounded clip once.
 * FALSE when the picture cannot be read. */
static gboolean
paint_picture_back (CwCardRenderer *self,
                    cairo_t        *cr,
                    const char     *image,
                    const char     *owner,
                    double          h,
                    double          radius)
{
  gboolean vector = is_vector_target (cr);
  g_autofree char *key = g_strdup_printf ("back-image:%d:%.4f:%.4f:%s", vector, h, radius, image);
  cairo_surface_t *recording = g_hash_table_lookup (self->recordings, key);

  if (recording == NULL)
    {
      cairo_rectangle_t extents = { 0, 0, DESIGN_WIDTH, h };
      CwRect box = { 0, 0, DESIGN_WIDTH, h };
      cairo_t *rec;
      gboolean painted;

      recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
      rec = cairo_create (recording);
      painted = paint_image_path_cover (self, rec, image, &box, radius, vector);
      cairo_destroy (rec);
      if (!painted)
        {
          /* Unreadable: no recording kept for it, and the user is told whose back it was. */
          cairo_surface_destroy (recording);
          note_back_problem (self, owner, image, vector);
          return FALSE;
        }
      g_hash_table_insert (self->recordings, g_steal_pointer (&key), recording);
    }
  cairo_set_source_surface (cr, recording, 0, 0);
  cairo_paint (cr);
  return TRUE;
}

/* The card's own back picture, else its type's; NULL when it has neither. owner: whose back it
 * is, in a message (free it). */
static char *
own_back_path (CwCardRenderer *self,
               CwCard         *card,
               const char     *image_folder,
               char          **owner)
{
  const char *back = card != NULL ? cw_card_get_back (card) : NULL;
  const CwCardType *type;
  const char *dir;

  if (back != NULL)
    {
      /* A card's back is a picture of its set, like its face: never a path out of the set; the
       * refusal is said like any other. */
      if (g_path_is_absolute (back) || strstr (back, "..") != NULL)
        {
          g_autofree char *why = g_strdup_printf (_("%s: not a name inside the set's folder; it is not read"), back);
          char *problem = g_strdup_printf (_("%s: %s"), cw_card_get_title (card), why);

          if (!g_hash_table_contains (self->reported, problem))
            {
              g_ptr_array_add (self->back_problems, g_strdup (problem));
              g_hash_table_add (self->reported, problem);
            }
          else
            g_free (problem);
          return NULL;
        }
      if (image_folder == NULL)
        return NULL;
      if (owner != NULL)
        *owner = g_strdup (cw_card_get_title (card));
      return g_build_filename (image_folder, back, NULL);
    }
  type = card != NULL ? cw_game_find_card_type (card_game (self, card), cw_card_get_card_type (card) ?: "") : NULL;
  dir = card != NULL ? cw_game_get_dir (card_game (self, card)) : NULL;
  if (type != NULL && type->back != NULL && dir != NULL)
    {
      if (owner != NULL)
        /* Translators: whose back could not be printed: a card type's; the type, then the game. */
        *owner = g_strdup_printf (_("the %s cards of %s"), type->name,
                                  cw_game_get_name (card_game (self, card)));
      return g_build_filename (dir, type->back, NULL);
    }
  return NULL;
}

void
cw_card_renderer_draw_back (CwCardRenderer *self,
                            cairo_t        *cr,
                            double          width,
                            double          height)
{
  g_autofree char *image = NULL;
  g_autofree char *owner = NULL;
  double unit, h, radius;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);

  if (!(width > 0 && height > 0))
    return;

  unit = width / DESIGN_WIDTH;
  h = height / unit;
  radius = self->rounded ? 0.05 * MIN (DESIGN_WIDTH, h) : 0.0;
  image = back_image_path (self, &owner);

  cairo_save (cr);
  cairo_scale (cr, unit, unit);
  if (image != NULL && paint_picture_back (self, cr, image, owner, h, radius))
    {
      cairo_restore (cr);
      return;
    }
  cairo_set_source_surface (cr, generated_back (self, h, radius), 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

static gboolean
has_the_end_back (CwCardRenderer *self,
                  CwCard         *card)
{
  return card != NULL && cw_game_get_system (card_game (self, card)) == CW_SYSTEM_STORYLINE &&
         g_strcmp0 (cw_card_get_card_type (card), "title") == 0;
}

void
cw_card_renderer_draw_card_back (CwCardRenderer *self,
                                 cairo_t        *cr,
                                 CwCard         *card,
                                 const char     *image_folder,
                                 double          width,
                                 double          height)
{
  g_autofree char *own = NULL;
  g_autofree char *owner = NULL;
  Paint p;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (card == NULL || CW_IS_CARD (card));

  own = own_back_path (self, card, image_folder, &owner);
  if (own != NULL && width > 0 && height > 0)
    {
      double unit = width / DESIGN_WIDTH, h = height / unit;
      double radius = self->rounded ? 0.05 * MIN (DESIGN_WIDTH, h) : 0.0;
      gboolean painted;

      cairo_save (cr);
      cairo_scale (cr, unit, unit);
      painted = paint_picture_back (self, cr, own, owner, h, radius);
      cairo_restore (cr);
      if (painted)
        return;
    }
  if (!has_the_end_back (self, card))
    {
      cw_card_renderer_draw_back (self, cr, width, height);
      return;
    }
  if (!(width > 0 && height > 0))
    return;

  paint_init (&p, self, cr, card, NULL, width, height);
  {
    const CwAlignment *alignment = cw_game_find_alignment (card_game (self, card), cw_card_get_alignment (card) ?: "");
    if (!(alignment && cw_color_parse (alignment->color, &p.frame)))
      p.frame = DEFAULT_FRAME;
  }

  cairo_save (cr);
  cairo_scale (cr, p.unit, p.unit);
  cw_render_rounded_rect (cr, 0, 0, p.w, p.h, p.radius);
  cairo_clip (cr);
  cw_render_draw_frame (&p);
  {
    CwRect panel = { FRAME, FRAME, p.w - 2 * FRAME, p.h - 2 * FRAME };
    CwRect box = { FRAME + 3, p.h * 0.3, p.w - 2 * FRAME - 6, p.h * 0.4 };
    TextStyle style = cw_render_text_style (SERIF_FAMILY, 9.0, 4.0, INK);
    g_autofree char *name = g_markup_printf_escaped ("<i>%s</i>", cw_card_get_name (card) ?: "");
    CwRect name_box = { FRAME + 3, p.h * 0.72, p.w - 2 * FRAME - 6, 4.0 };

    cw_render_draw_panel (&p, &panel, PARCHMENT, 1.2);
    style.weight = PANGO_WEIGHT_BOLD;
    style.style = PANGO_STYLE_ITALIC;
    style.align = PANGO_ALIGN_CENTER;
    style.single_line = FALSE;
    cw_render_place_text (&p, -1, &style, "The End", &box);
    style = cw_render_text_style (SERIF_FAMILY, 2.4, 1.6, INK);
    style.align = PANGO_ALIGN_CENTER;
    cw_render_place_text (&p, -1, &style, name, &name_box);
  }
  cairo_restore (cr);
}

void
cw_card_renderer_draw_bleed (CwCardRenderer *self,
                             cairo_t        *cr,
                             CwCard         *card,
                             double          width,
                             double          height,
                             const CwRect   *area,
                             gboolean        back)
{
  CwColor color;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (area != NULL);

  if (back && !has_the_end_back (self, card))
    {
      back_color (self, &color);
    }
  else
    {
      cw_card_renderer_get_frame_color (self, card, &color);
    }

  cairo_save (cr);
  cairo_rectangle (cr, area->x, area->y, area->width, area->height);
  set_color (cr, color);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
cw_card_renderer_draw_card_back_bleed (CwCardRenderer *self,
                                       cairo_t        *cr,
                                       CwCard         *card,
                                       const char     *image_folder,
                                       double          width,
                                       double          height,
                                       const CwRect   *area)
{
  g_autofree char *image = NULL;

  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (area != NULL);

  if (!(width > 0 && height > 0))
    return;

  /* A picture that fails here is said by cw_card_renderer_draw_card_back() below, which tries it
   * again (from the cache) before the back it stands in front of. */
  image = own_back_path (self, card, image_folder, NULL);
  if (image == NULL && !has_the_end_back (self, card))
    image = back_image_path (self, NULL);
  if (image != NULL)
    {
      /* One picture for the card and its bleed, scaled to cover the card grown by its widest
       * bleed on every side: each card of a sheet shows it placed the same on its trim, and
       * the trim is not drawn over it (twice drawn, the two scalings met in a seam at the cut). */
      double full = MAX (0.0, MAX (MAX (-area->x, -area->y),
                                   MAX (area->x + area->width - width, area->y + area->height - height)));
      gboolean vector = is_vector_target (cr);
      g_autofree char *key = g_strdup_printf ("back-bleed-image:%d:%.4f:%.4f:%.4f:%s", vector,
                                              width, height, full, image);
      cairo_surface_t *recording = g_hash_table_lookup (self->recordings, key);

      if (recording == NULL)
        {
          cairo_rectangle_t extents = { 0, 0, width + 2 * full, height + 2 * full };
          CwRect box = { 0, 0, width + 2 * full, height + 2 * full };
          cairo_t *rec;

          recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
          rec = cairo_create (recording);
          if (!paint_image_path_cover (self, rec, image, &box, 0.0, vector))
            g_clear_pointer (&recording, cairo_surface_destroy);
          cairo_destroy (rec);
          if (recording != NULL)
            g_hash_table_insert (self->recordings, g_steal_pointer (&key), recording);
        }
      if (recording != NULL)
        {
          cairo_save (cr);
          cairo_rectangle (cr, area->x, area->y, area->width, area->height);
          cairo_clip (cr);
          cairo_set_source_surface (cr, recording, -full, -full);
          cairo_paint (cr);
          cairo_restore (cr);
          return;
        }
    }

  cw_card_renderer_draw_bleed (self, cr, card, width, height, area, TRUE);
  cw_card_renderer_draw_card_back (self, cr, card, image_folder, width, height);
}

void
cw_card_renderer_get_frame_color (CwCardRenderer *self,
                                  CwCard         *card,
                                  CwColor        *color)
{
  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  g_return_if_fail (color != NULL);

  if (card == NULL)
    back_color (self, color);
  else
    card_frame_color (self, card, color);
}

/* ---------------------------------------------------------------- the object */

static void
cw_card_renderer_finalize (GObject *object)
{
  CwCardRenderer *self = (CwCardRenderer *) object;

  g_clear_pointer (&self->images, g_hash_table_unref);
  g_clear_pointer (&self->image_errors, g_hash_table_unref);
  g_clear_pointer (&self->picture_problems, g_ptr_array_unref);
  g_clear_pointer (&self->reported, g_hash_table_unref);
  g_clear_pointer (&self->back_problems, g_ptr_array_unref);
  g_clear_pointer (&self->recordings, g_hash_table_unref);
  g_clear_pointer (&self->placements, g_hash_table_unref);
  g_clear_object (&self->context);
  g_clear_object (&self->font_map);
  g_clear_object (&self->game);
  g_clear_pointer (&self->back_image, g_free);

  G_OBJECT_CLASS (cw_card_renderer_parent_class)->finalize (object);
}

static void
cw_card_renderer_class_init (CwCardRendererClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_card_renderer_finalize;
}

static void
surface_unref (gpointer surface)
{
  if (surface != NULL)
    cairo_surface_destroy (surface);
}

static void
cw_card_renderer_init (CwCardRenderer *self)
{
  cairo_font_options_t *options;

  self->rounded = TRUE;
  self->images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, surface_unref);
  self->image_errors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->picture_problems = g_ptr_array_new_with_free_func (g_free);
  self->reported = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->back_problems = g_ptr_array_new_with_free_func (g_free);
  self->recordings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, surface_unref);
  self->placements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, cw_render_placement_free);

  /* Its own font map: a renderer may live in an export thread while the window draws. */
  self->font_map = pango_cairo_font_map_new ();
  self->context = pango_font_map_create_context (self->font_map);

  /* Unhinted metrics and unrounded positions: the same line breaks at every scale, so the
   * preview shows exactly what prints. */
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (self->context, options);
  cairo_font_options_destroy (options);
  pango_cairo_context_set_resolution (self->context, 72.0);
  pango_context_set_round_glyph_positions (self->context, FALSE);
}

CwCardRenderer *
cw_card_renderer_new (CwGame *game)
{
  CwCardRenderer *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = g_object_new (CW_TYPE_CARD_RENDERER, NULL);
  self->game = g_object_ref (game);
  return self;
}

CwGame *
cw_card_renderer_get_game (CwCardRenderer *self)
{
  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), NULL);
  return self->game;
}

void
cw_card_renderer_set_rounded_corners (CwCardRenderer *self,
                                      gboolean        rounded)
{
  g_return_if_fail (CW_IS_CARD_RENDERER (self));
  self->rounded = !!rounded;
}

gboolean
cw_card_renderer_get_rounded_corners (CwCardRenderer *self)
{
  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), FALSE);
  return self->rounded;
}

void
cw_card_renderer_set_back_image (CwCardRenderer *self,
                                 const char     *path)
{
  g_return_if_fail (CW_IS_CARD_RENDERER (self));

  if (g_strcmp0 (self->back_image, path) == 0)
    return;
  g_free (self->back_image);
  self->back_image = g_strdup (path);
}

const char *
cw_card_renderer_get_back_image (CwCardRenderer *self)
{
  g_return_val_if_fail (CW_IS_CARD_RENDERER (self), NULL);
  return self->back_image;
}
