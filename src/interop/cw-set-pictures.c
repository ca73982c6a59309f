/* cw-set-pictures.c: a folder of photos matched to a set's cards by file name, copied into the
 * set's folder at print resolution. */
#include "cw-set-pictures.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#ifdef HAVE_GDK_PIXBUF
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-image-header.h"
#include "cw-sheet-layout.h"
#include "cw-text.h"
#include "cw-xml.h"

/* "Snow_White", "snow-white", "Snow  White" → "snow white": how people name photos. */
static char *
picture_key (const char *text)
{
  g_autofree char *folded = cw_text_fold (text);
  GString *key = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p++)
    {
      char c = (*p == '_' || *p == '-' || *p == '.') ? ' ' : *p;

      if (c == ' ' && (key->len == 0 || key->str[key->len - 1] == ' '))
        continue;
      g_string_append_c (key, c);
    }
  while (key->len > 0 && key->str[key->len - 1] == ' ')
    g_string_truncate (key, key->len - 1);
  return g_string_free (key, FALSE);
}

static void
add_key (GHashTable *by_name,
         const char *name,
         CwCard     *card)
{
  g_autofree char *key = NULL;
  GPtrArray *cards;

  if (name == NULL)
    return;
  key = picture_key (name);
  cards = g_hash_table_lookup (by_name, key);
  if (cards == NULL)
    {
      cards = g_ptr_array_new ();
      g_hash_table_insert (by_name, g_steal_pointer (&key), cards);
    }
  if (!g_ptr_array_find (cards, card, NULL))
    g_ptr_array_add (cards, card);
}

/* Every name a card answers to, folded: title, name, each translation, alt names. */
static GHashTable *
index_names (CwCardSet *set)
{
  GHashTable *by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                               (GDestroyNotify) g_ptr_array_unref);
  guint n = cw_card_set_get_n_cards (set);

  for (guint i = 0; i < n; i++)
    {
      CwCard *card = cw_card_set_get_card (set, i);

      add_key (by_name, cw_card_get_title (card), card);
      add_key (by_name, cw_card_get_name_for (card, NULL), card);
      for (const char * const *v = cw_card_get_name_variants (card); *v; v += 2)
        add_key (by_name, v[1], card);
      for (const char * const *alt = cw_card_get_alt_names (card); *alt; alt++)
        add_key (by_name, *alt, card);
    }
  return by_name;
}

static gboolean
has_extension (const char *name,
               const char *extension)
{
  const char *dot = strrchr (name, '.');

  return dot != NULL && g_ascii_strcasecmp (dot + 1, extension) == 0;
}

static gboolean
is_picture_name (const char *name)
{
  static const char *extensions[] = { "png", "jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff", "heic", "avif" };

  for (guint i = 0; i < G_N_ELEMENTS (extensions); i++)
    if (has_extension (name, extensions[i]))
      return TRUE;
  return FALSE;
}

/* The card's id as a file name when it can be one, else one made from it. */
static char *
picture_file_name (CwCard     *card,
                   const char *extension)
{
  g_autofree char *name = g_strconcat (cw_card_get_id (card), ".", extension, NULL);
  g_autofree char *key = NULL;
  GString *safe;

  if (cw_file_is_safe_name (name))
    return g_steal_pointer (&name);
  key = cw_text_fold (cw_card_get_id (card));
  safe = g_string_new (NULL);
  for (const char *p = key; *p != '\0' && safe->len < CW_FILE_SAFE_NAME_MAX - 6; p++)
    g_string_append_c (safe, g_ascii_isalnum (*p) || *p == '-' || *p == '_' ? *p : '-');
  if (safe->len == 0)
    g_string_append (safe, "card");
  g_string_append_printf (safe, ".%s", extension);
  return g_string_free (safe, FALSE);
}

/* The size in pixels of the game's card at print resolution. */
static void
print_size (CwGame *game,
            int    *width,
            int    *height)
{
  const CwPrintDefaults *defaults = cw_game_get_print_defaults (game);
  CwCardSize size = CW_CARD_SIZE_POKER;
  double width_mm = 63.5, height_mm = 88.9;

  if (defaults != NULL && defaults->card_size != NULL)
    cw_card_size_from_name (defaults->card_size, &size);
  cw_card_size_get_mm (size, &width_mm, &height_mm);
  *width = (int) ceil (width_mm / 25.4 * CW_PICTURE_PRINT_DPI - 1e-6);
  *height = (int) ceil (height_mm / 25.4 * CW_PICTURE_PRINT_DPI - 1e-6);
}

#ifdef HAVE_GDK_PIXBUF
/* Decodes data (already checked: its header's size is within the limits) and encodes it again
 * scaled to width × height, in its own format. */
static gboolean
scale_picture (const char   *data,
               gsize         length,
               gboolean      jpeg,
               int           width,
               int           height,
               char        **scaled,
               gsize        *scaled_length,
               GError      **error)
{
  g_autoptr(GdkPixbufLoader) loader = gdk_pixbuf_loader_new_with_type (jpeg ? "jpeg" : "png", error);
  g_autoptr(GdkPixbuf) smaller = NULL;
  gboolean written, closed;

  if (loader == NULL)
    return FALSE;
  written = gdk_pixbuf_loader_write (loader, (const guchar *) data, length, error);
  /* Closed in any case: a loader left open warns when it is freed. */
  closed = gdk_pixbuf_loader_close (loader, written ? error : NULL);
  if (!written || !closed || gdk_pixbuf_loader_get_pixbuf (loader) == NULL)
    return FALSE;
  smaller = gdk_pixbuf_scale_simple (gdk_pixbuf_loader_get_pixbuf (loader), width, height, GDK_INTERP_HYPER);
  if (smaller == NULL)
    return FALSE;
  if (jpeg)
    return gdk_pixbuf_save_to_buffer (smaller, scaled, scaled_length, "jpeg", error, "quality", "92", NULL);
  return gdk_pixbuf_save_to_buffer (smaller, scaled, scaled_length, "png", error, NULL);
}
#endif

typedef struct {
  CwCardSet      *set;
  CwImportReport *report;
  const char     *folder;
  char           *set_folder;
  GHashTable     *by_name;
  GHashTable     *given;      /* card id → the file it got from this folder */
  GHashTable     *images;     /* card id → its new picture, given once every file is read */
  int             print_width;
  int             print_height;
} PictureImport;

static CwCard *
match_card (PictureImport *import,
            const char    *file_name)
{
  g_autofree char *stem = g_strndup (file_name, strrchr (file_name, '.') - file_name);
  g_autofree char *key = NULL;
  CwCard *card = cw_card_set_lookup (import->set, stem);
  GPtrArray *cards;

  if (card != NULL)
    return card;
  key = picture_key (stem);
  cards = g_hash_table_lookup (import->by_name, key);
  if (cards == NULL)
    {
      cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_NOT_FOUND, file_name, NULL,
                                 _("matches no card of “%s”: name the file after a card's id or name"),
                                 cw_card_set_get_name (import->set));
      return NULL;
    }
  if (cards->len > 1)
    {
      CwCard *first = g_ptr_array_index (cards, 0);
      CwCard *second = g_ptr_array_index (cards, 1);

      cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_NOT_FOUND, file_name, NULL,
                                 _("names %u cards (%s, %s…): name the file after the card's id"),
                                 cards->len, cw_card_get_id (first), cw_card_get_id (second));
      return NULL;
    }
  return g_ptr_array_index (cards, 0);
}

static void
import_picture (PictureImport *import,
                const char    *file_name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *scaled = NULL;
  g_autofree char *target_name = NULL;
  g_autofree char *relative = NULL;
  g_autofree char *target = NULL;
  g_autofree char *target_folder = NULL;
  gsize length = 0, scaled_length = 0;
  int width = 0, height = 0;
  gboolean jpeg;
  CwCard *card;
  const char *earlier;

  if (!cw_file_read_inside (import->folder, file_name, CW_PICTURE_MAX_BYTES, &data, &length, &error))
    {
      cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_NOT_UNDERSTOOD, file_name, NULL,
                                 "%s", error->message);
      return;
    }
  jpeg = cw_image_header_jpeg_size ((const guchar *) data, length, &width, &height);
  if (!jpeg && !cw_image_header_png_size ((const guchar *) data, length, &width, &height))
    {
      cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_NOT_UNDERSTOOD, file_name, NULL,
                                 _("not a PNG or JPEG picture; save it as one of those to print it"));
      return;
    }
  /* From the header, before anything allocates the pixels it announces. */
  if ((guint64) width * (guint64) height > CW_PICTURE_MAX_PIXELS)
    {
      cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_NOT_UNDERSTOOD, file_name, NULL,
                                 _("announces %d × %d pixels, more than the %d million a picture may have"),
                                 width, height, CW_PICTURE_MAX_PIXELS / 1000000);
      return;
    }
  if (!(card = match_card (import, file_name)))
    return;
  if ((earlier = g_hash_table_lookup (import->given, cw_card_get_id (card))) != NULL)
    {
      cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_NOTE, file_name, cw_card_get_id (card),
                                 _("“%s” already has %s from this folder; this one is left out"),
                                 cw_card_get_title (card), earlier);
      return;
    }

  /* Covering the card at print resolution is enough: more only makes the PDF larger. */
  if (width > import->print_width && height > import->print_height)
    {
      double scale = MAX ((double) import->print_width / width, (double) import->print_height / height);
      int new_width = MAX (1, (int) lround (width * scale));
      int new_height = MAX (1, (int) lround (height * scale));

#ifdef HAVE_GDK_PIXBUF
      if (!scale_picture (data, length, jpeg, new_width, new_height, &scaled, &scaled_length, &error))
        {
          cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_NOT_UNDERSTOOD, file_name, NULL,
                                     _("could not be read as a picture: %s"),
                                     error != NULL ? error->message : _("the file is damaged"));
          return;
        }
#endif
      if (scaled != NULL)
        {
          g_clear_pointer (&data, g_free);
          data = g_steal_pointer (&scaled);
          length = scaled_length;
          width = new_width;
          height = new_height;
        }
    }

  target_name = picture_file_name (card, jpeg ? "jpg" : "png");
  relative = g_build_filename (cw_card_set_get_id (import->set), target_name, NULL);
  target_folder = g_build_filename (import->set_folder, cw_card_set_get_id (import->set), NULL);
  target = g_build_filename (target_folder, target_name, NULL);
  if (g_mkdir_with_parents (target_folder, 0755) != 0 || !cw_file_save_atomic (target, data, length, &error))
    {
      cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_NOT_UNDERSTOOD, file_name, NULL,
                                 "%s", error != NULL ? error->message : g_strerror (errno));
      return;
    }
  g_hash_table_insert (import->given, g_strdup (cw_card_get_id (card)), g_strdup (file_name));
  g_hash_table_insert (import->images, g_strdup (cw_card_get_id (card)), g_strdup (relative));
  cw_import_report_add_cell (import->report, 0, file_name, CW_IMPORT_MATCHED, file_name, cw_card_get_id (card),
                             _("“%s” (%s): %s, %d × %d pixels"), cw_card_get_title (card),
                             cw_card_get_id (card), relative, width, height);
}

CwImportReport *
cw_set_pictures_import (CwCardSet   *set,
                        const char  *folder,
                        GError     **error)
{
  return cw_set_pictures_import_full (set, folder, NULL, NULL, NULL, error);
}

CwImportReport *
cw_set_pictures_import_full (CwCardSet              *set,
                             const char             *folder,
                             CwSetPicturesProgress   progress,
                             gpointer                progress_data,
                             GCancellable           *cancellable,
                             GError                **error)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) by_name = NULL;
  g_autoptr(GHashTable) given = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) images = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer card_id, image;
  g_autoptr(CwImportReport) report = NULL;
  g_autofree char *set_folder = NULL;
  g_autofree char *source = NULL;
  g_autoptr(GError) dir_error = NULL;
  PictureImport import = { 0 };
  const char *name;
  guint n;

  g_return_val_if_fail (CW_IS_CARD_SET (set), NULL);
  g_return_val_if_fail (!cw_card_set_is_read_only (set), NULL);
  g_return_val_if_fail (folder != NULL, NULL);

  if (!(set_folder = cw_card_set_dup_folder (set)))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("The set “%s” has no cards saved yet: enter or import its cards, then add their pictures"),
                   cw_card_set_get_name (set));
      return NULL;
    }
  if (!(dir = g_dir_open (folder, 0, &dir_error)))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s", dir_error->message);
      return NULL;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (*name != '.' && is_picture_name (name))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, cw_compare_strings);

  source = g_path_get_basename (folder);
  report = cw_import_report_new (source, "pictures");
  by_name = index_names (set);
  import.set = set;
  import.report = report;
  import.folder = folder;
  import.set_folder = set_folder;
  import.by_name = by_name;
  import.given = given;
  import.images = images;
  print_size (cw_card_set_get_game (set), &import.print_width, &import.print_height);

  for (guint i = 0; i < names->len; i++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        {
          cw_import_report_add_cell (report, 0, NULL, CW_IMPORT_NOTE, NULL, NULL,
                                     /* Translators: the pictures import was cancelled; files of the folder not read. */
                                     g_dngettext (GETTEXT_PACKAGE,
                                                  "stopped before the last %u file: it was not read",
                                                  "stopped before the last %u files: they were not read",
                                                  names->len - i),
                                     names->len - i);
          break;
        }
      import_picture (&import, g_ptr_array_index (names, i));
      if (progress != NULL)
        progress (i + 1, names->len, progress_data);
    }

  /* Each card that got a picture is replaced by a copy with it, as the card editor saves: views
   * showing the card draw it again, and the name index above never points at a card let go. */
  g_hash_table_iter_init (&iter, images);
  while (g_hash_table_iter_next (&iter, &card_id, &image))
    {
      g_autoptr(CwCard) copy = cw_card_copy (cw_card_set_lookup (set, card_id), card_id);

      cw_card_set_image (copy, image);
      cw_card_set_add (set, copy);
    }

  n = cw_card_set_get_n_cards (set);
  for (guint i = 0; i < n; i++)
    {
      CwCard *card = cw_card_set_get_card (set, i);

      if (cw_card_get_image (card) == NULL)
        cw_import_report_add_cell (report, 0, NULL, CW_IMPORT_NOTE, cw_card_get_title (card), cw_card_get_id (card),
                                   _("“%s” (%s) has no picture"), cw_card_get_title (card), cw_card_get_id (card));
    }
  return g_steal_pointer (&report);
}

char *
cw_set_pictures_format_report (CwImportReport *report,
                               CwCardSet      *set)
{
  GString *out;
  GPtrArray *items;
  guint added, unmatched, refused, without = 0;
  g_autofree char *added_text = NULL;
  g_autofree char *unmatched_text = NULL;
  g_autofree char *refused_text = NULL;
  g_autofree char *without_text = NULL;

  g_return_val_if_fail (CW_IS_IMPORT_REPORT (report), NULL);
  g_return_val_if_fail (CW_IS_CARD_SET (set), NULL);

  items = cw_import_report_get_items (report);
  for (guint i = 0; i < items->len; i++)
    {
      CwImportItem *item = g_ptr_array_index (items, i);

      /* The note of a stop names no card. */
      if (item->status == CW_IMPORT_NOTE && item->column == NULL && item->card_id != NULL)
        without++;
    }
  added = cw_import_report_count (report, CW_IMPORT_MATCHED);
  unmatched = cw_import_report_count (report, CW_IMPORT_NOT_FOUND);
  refused = cw_import_report_count (report, CW_IMPORT_NOT_UNDERSTOOD);
  added_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u picture added", "%u pictures added", added), added);
  unmatched_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u matched no card", "%u matched no card",
                                                 unmatched), unmatched);
  refused_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u refused", "%u refused", refused), refused);
  without_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card without a picture",
                                               "%u cards without a picture", without), without);
  out = g_string_new (NULL);
  /* Translators: the folder, "58 pictures added", the set's name, "1 matched no card", "0 refused",
   * "2 cards without a picture". */
  g_string_append_printf (out, _("%s: %s to “%s”, %s, %s, %s\n"), cw_import_report_get_source (report),
                          added_text, cw_card_set_get_name (set), unmatched_text, refused_text, without_text);
  cw_import_report_append_items (report, out, FALSE);
  return g_string_free (out, FALSE);
}
