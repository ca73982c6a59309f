/* test-image-header.c: the size a PNG or JPEG announces, read from its header alone, and the
 * headers that are cut, broken or lie refused or taken at their word for the caller to bound. */
#include <string.h>

#include "cw-image-header.h"

/* A 2 × 3 pixel PNG header: signature, IHDR length, IHDR, width, height, depth, colour… */
static const guchar png_2x3[] = {
  0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
  0, 0, 0, 2, 0, 0, 0, 3, 8, 2, 0, 0, 0, 0x9e, 0x0e, 0x7c, 0x3c,
};

/* A JPEG whose start of frame (640 × 480) comes after an APP0 (JFIF) segment, a DQT, a restart
 * marker that stands alone and fill bytes. */
static const guchar jpeg_640x480[] = {
  0xff, 0xd8,                                                      /* SOI */
  0xff, 0xe0, 0x00, 0x10, 'J', 'F', 'I', 'F', 0x00, 0x01, 0x01,    /* APP0, 16 bytes */
  0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0xff, 0xdb, 0x00, 0x05, 0x00, 0x01, 0x02,                        /* DQT, 5 bytes */
  0xff, 0xd3,                                                      /* RST3, no length */
  0xff, 0xff,                                                      /* a fill byte */
  0xff, 0xc4, 0x00, 0x04, 0x00, 0x00,                              /* DHT: not a frame */
  0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03,      /* SOF2: 480 high, 640 wide */
  0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  0xff, 0xd9,
};

static void
test_png (void)
{
  int width = -1, height = -1;

  g_assert_true (cw_image_header_png_size (png_2x3, sizeof png_2x3, &width, &height));
  g_assert_cmpint (width, ==, 2);
  g_assert_cmpint (height, ==, 3);
  /* Not a JPEG. */
  g_assert_false (cw_image_header_jpeg_size (png_2x3, sizeof png_2x3, &width, &height));
}

static void
test_png_huge_is_taken_at_its_word (void)
{
  guchar png[sizeof png_2x3];
  int width = 0, height = 0;

  /* 100,000 × 2^31 - 1: refusing it is the caller's (CW_PICTURE_MAX_PIXELS), with the numbers. */
  memcpy (png, png_2x3, sizeof png);
  memcpy (png + 16, "\x00\x01\x86\xa0\x7f\xff\xff\xff", 8);
  g_assert_true (cw_image_header_png_size (png, sizeof png, &width, &height));
  g_assert_cmpint (width, ==, 100000);
  g_assert_cmpint (height, ==, G_MAXINT);
}

static void
test_png_lying_sizes (void)
{
  guchar png[sizeof png_2x3];
  int width = 0, height = 0;

  memcpy (png, png_2x3, sizeof png);
  memcpy (png + 16, "\x00\x00\x00\x00\x00\x00\x00\x03", 8);   /* 0 wide */
  g_assert_false (cw_image_header_png_size (png, sizeof png, &width, &height));
  memcpy (png + 16, "\x00\x00\x00\x02\x80\x00\x00\x00", 8);   /* 2^31 high: over the PNG limit */
  g_assert_false (cw_image_header_png_size (png, sizeof png, &width, &height));
  memcpy (png + 16, "\xff\xff\xff\xff\x00\x00\x00\x03", 8);
  g_assert_false (cw_image_header_png_size (png, sizeof png, &width, &height));
  /* The first chunk is not IHDR. */
  memcpy (png, png_2x3, sizeof png);
  memcpy (png + 12, "IDAT", 4);
  g_assert_false (cw_image_header_png_size (png, sizeof png, &width, &height));
  /* A signature off by one byte. */
  memcpy (png, png_2x3, sizeof png);
  png[1] = 'p';
  g_assert_false (cw_image_header_png_size (png, sizeof png, &width, &height));
}

static void
test_png_truncated (void)
{
  int width = 0, height = 0;

  /* 24 bytes hold the height; any fewer do not. */
  g_assert_true (cw_image_header_png_size (png_2x3, 24, &width, &height));
  for (gsize length = 0; length < 24; length++)
    g_assert_false (cw_image_header_png_size (png_2x3, length, &width, &height));
}

static void
test_jpeg_frame_after_other_segments (void)
{
  int width = -1, height = -1;

  g_assert_true (cw_image_header_jpeg_size (jpeg_640x480, sizeof jpeg_640x480, &width, &height));
  g_assert_cmpint (width, ==, 640);
  g_assert_cmpint (height, ==, 480);
  g_assert_false (cw_image_header_png_size (jpeg_640x480, sizeof jpeg_640x480, &width, &height));
}

static void
test_jpeg_truncated (void)
{
  int width = 0, height = 0;
  /* The frame's size ends 9 bytes into the SOF2 segment, at byte 37. */
  const gsize frame_end = 37 + 9;

  g_assert_cmpmem (jpeg_640x480 + 37, 2, "\xff\xc2", 2);
  g_assert_true (cw_image_header_jpeg_size (jpeg_640x480, frame_end, &width, &height));
  g_assert_cmpint (width, ==, 640);
  for (gsize length = 0; length < frame_end; length++)
    g_assert_false (cw_image_header_jpeg_size (jpeg_640x480, length, &width, &height));
}

static void
test_jpeg_lying_sizes (void)
{
  guchar jpeg[sizeof jpeg_640x480];
  int width = 0, height = 0;

  /* 0 high. */
  memcpy (jpeg, jpeg_640x480, sizeof jpeg);
  jpeg[42] = 0;
  jpeg[43] = 0;
  g_assert_false (cw_image_header_jpeg_size (jpeg, sizeof jpeg, &width, &height));
  /* 65,535 × 65,535, the most a JPEG can say: the caller bounds it. */
  memcpy (jpeg, jpeg_640x480, sizeof jpeg);
  memcpy (jpeg + 42, "\xff\xff\xff\xff", 4);
  g_assert_true (cw_image_header_jpeg_size (jpeg, sizeof jpeg, &width, &height));
  g_assert_cmpint (width, ==, 65535);
  g_assert_cmpint (height, ==, 65535);
  /* An APP0 whose length points past the end of the data. */
  memcpy (jpeg, jpeg_640x480, sizeof jpeg);
  jpeg[4] = 0xff;
  g_assert_false (cw_image_header_jpeg_size (jpeg, sizeof jpeg, &width, &height));
  /* An APP0 whose length (1) is shorter than the length field itself. */
  memcpy (jpeg, jpeg_640x480, sizeof jpeg);
  jpeg[4] = 0x00;
  jpeg[5] = 0x01;
  g_assert_false (cw_image_header_jpeg_size (jpeg, sizeof jpeg, &width, &height));
  /* A length that lands inside a segment, on a byte that is not a marker. */
  memcpy (jpeg, jpeg_640x480, sizeof jpeg);
  jpeg[5] = 0x0f;
  g_assert_false (cw_image_header_jpeg_size (jpeg, sizeof jpeg, &width, &height));
  /* No start of image. */
  memcpy (jpeg, jpeg_640x480, sizeof jpeg);
  jpeg[1] = 0xd9;
  g_assert_false (cw_image_header_jpeg_size (jpeg, sizeof jpeg, &width, &height));
}

/* Every prefix and every one-byte change of both headers is read without reading past the end
 * (AddressSanitizer and valgrind watch this test). */
static void
test_every_change_stays_inside (void)
{
  const struct { const guchar *data; gsize length; } headers[] = {
    { png_2x3, sizeof png_2x3 }, { jpeg_640x480, sizeof jpeg_640x480 },
  };
  guint read = 0;

  for (guint h = 0; h < G_N_ELEMENTS (headers); h++)
    for (gsize at = 0; at < headers[h].length; at++)
      for (guint value = 0; value < 256; value += 51)
        {
          g_autofree guchar *copy = g_memdup2 (headers[h].data, headers[h].length);
          int width = 0, height = 0;

          copy[at] = (guchar) value;
          for (gsize length = at; length <= headers[h].length; length += headers[h].length - at)
            {
              g_autofree guchar *exact = g_memdup2 (copy, length);   /* no slack after the end */
              if (cw_image_header_jpeg_size (exact, length, &width, &height) ||
                  cw_image_header_png_size (exact, length, &width, &height))
                {
                  g_assert_cmpint (width, >, 0);
                  g_assert_cmpint (height, >, 0);
                  read++;
                }
              if (length == headers[h].length)
                break;
            }
        }
  /* Most changes leave the size readable. */
  g_assert_cmpuint (read, >, 100);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/image-header/png", test_png);
  g_test_add_func ("/core/image-header/png/huge-taken-at-its-word", test_png_huge_is_taken_at_its_word);
  g_test_add_func ("/core/image-header/png/lying-sizes", test_png_lying_sizes);
  g_test_add_func ("/core/image-header/png/truncated", test_png_truncated);
  g_test_add_func ("/core/image-header/jpeg/frame-after-other-segments", test_jpeg_frame_after_other_segments);
  g_test_add_func ("/core/image-header/jpeg/truncated", test_jpeg_truncated);
  g_test_add_func ("/core/image-header/jpeg/lying-sizes", test_jpeg_lying_sizes);
  g_test_add_func ("/core/image-header/every-change-stays-inside", test_every_change_stays_inside);
  return g_test_run ();
}
