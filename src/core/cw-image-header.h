/* cw-image-header.h: a picture's size read from its header, before anything decodes it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Pictures bigger than these are not decoded: a small file may announce a huge image. */
#define CW_PICTURE_MAX_PIXELS (64 * 1000 * 1000)

/* The width and height a JPEG (its first start-of-frame segment, after any others) or a PNG (its
 * IHDR chunk) announces, both at least 1; FALSE when data is not one, is cut before it says, or
 * announces a size of 0. The size is what the header claims: the caller bounds it. */
gboolean    cw_image_header_jpeg_size  (const guchar *data,
                                        gsize         length,
                                        int          *width,
                                        int          *height);
gboolean    cw_image_header_png_size   (const guchar *data,
                                        gsize         length,
                                        int          *width,
                                        int          *height);

G_END_DECLS
