/* cw-picture.h: a picture's size read from its header, before anything decodes it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Pictures bigger than these are not decoded: a small file may announce a huge image. */
#define CW_PICTURE_MAX_PIXELS (64 * 1000 * 1000)

/* The print resolution pictures are kept at when a folder of photos is copied into a set. */
#define CW_PICTURE_PRINT_DPI 300

/* The width and height a JPEG (its SOF segment) or a PNG (its IHDR chunk) announces; FALSE when
 * data is not one, or is cut before it says. */
gboolean    cw_picture_jpeg_size   (const guchar *data,
                                    gsize         length,
                                    int          *width,
                                    int          *height);
gboolean    cw_picture_png_size    (const guchar *data,
                                    gsize         length,
                                    int          *width,
                                    int          *height);

G_END_DECLS
