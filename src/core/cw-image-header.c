/* cw-image-header.c: the size a JPEG or PNG announces, read from its first bytes without decoding
 * it. One reader for the package checks (core), the renderer (print) and picture import (interop). */
#include "cw-image-header.h"

#include <string.h>

gboolean
cw_image_header_jpeg_size (const guchar *data,
                           gsize         length,
                           int          *width,
                           int          *height)
{
  gsize at = 2;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (width != NULL && height != NULL, FALSE);

  if (length < 4 || data[0] != 0xff || data[1] != 0xd8)
    return FALSE;
  while (at + 4 <= length)
    {
      guint marker;
      gsize segment;

      if (data[at] != 0xff)
        return FALSE;
      marker = data[at + 1];
      /* Fill bytes before a marker. */
      if (marker == 0xff)
        {
          at++;
          continue;
        }
      /* Markers that stand alone, without a length: SOI, TEM, RST0–RST7. */
      if (marker == 0xd8 || marker == 0x01 || (marker >= 0xd0 && marker <= 0xd7))
        {
          at += 2;
          continue;
        }
      segment = ((gsize) data[at + 2] << 8) | data[at + 3];
      /* SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC) that share the range. */
      if (marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc)
        {
          if (at + 9 > length)
            return FALSE;
          *height = (data[at + 5] << 8) | data[at + 6];
          *width = (data[at + 7] << 8) | data[at + 8];
          return *width > 0 && *height > 0;
        }
      /* A segment's length counts its own two bytes: less is a broken file, not a step back. */
      if (segment < 2)
        return FALSE;
      at += 2 + segment;
    }
  return FALSE;
}

gboolean
cw_image_header_png_size (const guchar *data,
                          gsize         length,
                          int          *width,
                          int          *height)
{
  static const guchar signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
  guint32 w, h;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (width != NULL && height != NULL, FALSE);

  if (length < 24 || memcmp (data, signature, 8) != 0 || memcmp (data + 12, "IHDR", 4) != 0)
    return FALSE;
  w = ((guint32) data[16] << 24) | ((guint32) data[17] << 16) | ((guint32) data[18] << 8) | data[19];
  h = ((guint32) data[20] << 24) | ((guint32) data[21] << 16) | ((guint32) data[22] << 8) | data[23];
  /* The PNG specification bounds both by 2^31 - 1. */
  if (w == 0 || h == 0 || w > G_MAXINT || h > G_MAXINT)
    return FALSE;
  *width = (int) w;
  *height = (int) h;
  return TRUE;
}
