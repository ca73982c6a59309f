/* cw-picture.c: the size a JPEG or PNG announces, read from its first bytes without decoding it. */
#include "cw-picture.h"

#include <string.h>

gboolean
cw_picture_jpeg_size (const guchar *data,
                      gsize         length,
                      int          *width,
                      int          *height)
{
  gsize i = 2;

  if (length < 4 || data[0] != 0xFF || data[1] != 0xD8)
    return FALSE;

  while (i + 4 <= length)
    {
      guint marker, segment;

      if (data[i] != 0xFF)
        return FALSE;
      marker = data[i + 1];
      if (marker == 0xFF)
        {
          i++;
          continue;
        }
      if (marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7))
        {
          i += 2;
          continue;
        }
      segment = (data[i + 2] << 8) | data[i + 3];
      /* SOF0–SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC). */
      if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC)
        {
          if (i + 9 > length)
            return FALSE;
          *height = (data[i + 5] << 8) | data[i + 6];
          *width = (data[i + 7] << 8) | data[i + 8];
          return *width > 0 && *height > 0;
        }
      i += 2 + segment;
    }
  return FALSE;
}

gboolean
cw_picture_png_size (const guchar *data,
          gsize         length,
          int          *width,
          int          *height)
{
  guint32 w, h;

  if (length < 24 || memcmp (data, "\x89PNG\r\n\x1a\n", 8) != 0 || memcmp (data + 12, "IHDR", 4) != 0)
    return FALSE;
  w = ((guint32) data[16] << 24) | ((guint32) data[17] << 16) | ((guint32) data[18] << 8) | data[19];
  h = ((guint32) data[20] << 24) | ((guint32) data[21] << 16) | ((guint32) data[22] << 8) | data[23];
  if (w == 0 || h == 0 || w > G_MAXINT || h > G_MAXINT)
    return FALSE;
  *width = (int) w;
  *height = (int) h;
  return TRUE;
}

