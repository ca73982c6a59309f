/* test-package.c: the .cwgame package: written, read back, updated, and refused when hostile,
 * with the player's data folder left byte for byte as it was. */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <time.h>
#include <utime.h>
#include <archive.h>
#include <archive_entry.h>

#include "cw-file.h"
#include "cw-package-private.h"
#include "cw-text.h"
#include "cw-test-util.h"

#define GAME "disney-storyline"

/* A 2 × 3 pixel PNG: a real header, tiny. */
static const guchar small_png[] = {
  0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
  0, 0, 0, 2, 0, 0, 0, 3, 8, 2, 0, 0, 0, 0x9e, 0x0e, 0x7c, 0x3c,
};

static const char set_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<cardset version=\"1\" game=\"" GAME "\" id=\"epic-fan\" name=\"Epic fan set\">\n"
  "  <card id=\"ef-001\" type=\"character\" alignment=\"good\">\n"
  "    <name>Mickey</name>\n"
  "    <field id=\"cost\">2</field>\n"
  "    <field id=\"vitality\">3</field>\n"
  "    <image>ef-001.png</image>\n"
  "  </card>\n"
  "  <card id=\"ef-002\" type=\"object\" alignment=\"good\">\n"
  "    <name>Wand</name>\n"
  "    <field id=\"cost\">1</field>\n"
  "  </card>\n"
  "</cardset>\n";

static char *
data_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "cardwright", NULL);
}

static char *
sets_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "cardwright", "games", GAME, "sets", NULL);
}

static void
write_bytes (const char   *path,
             const void   *data,
             gsize         length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_file_set_contents (path, data, length, &error);
  g_assert_no_error (error);
}

static void
write_in (const char *folder,
          const char *name,
          const char *text)
{
  g_autofree char *path = g_build_filename (folder, name, NULL);
  write_bytes (path, text, strlen (text));
}

/* The player's data: a set with a picture, owned counts and a Library. */
static void
make_profile (const char *set_text)
{
  g_autofree char *sets = sets_dir ();
  g_autofree char *png = g_build_filename (sets, "ef-001.png", NULL);
  g_autofree char *collections = g_build_filename (g_get_user_data_dir (), "cardwright", "collections", NULL);
  g_autofree char *libraries = g_build_filename (g_get_user_data_dir (), "cardwright", "libraries", GAME, NULL);

  write_in (sets, "epic-fan.xml", set_text);
  write_bytes (png, small_png, sizeof small_png);
  write_in (collections, GAME ".xml",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<collection version=\"1\" game=\"" GAME "\">\n  <card id=\"ef-001\" owned=\"3\"/>\n</collection>\n");
  write_in (libraries, "mickey.cwlibrary",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<library version=\"1\" game=\"" GAME "\">\n  <name>Mickey deck</name>\n"
            "  <section id=\"library\">\n    <card id=\"ef-001\" count=\"3\"/>\n  </section>\n</library>\n");
}

static CwCatalog *
load_catalog (void)
{
  g_autoptr(GPtrArray) games = cw_game_load_all (NULL);

  for (guint i = 0; i < games->len; i++)
    if (strcmp (cw_game_get_id (g_ptr_array_index (games, i)), GAME) == 0)
      return cw_catalog_new_for_game (g_ptr_array_index (games, i), NULL);
  g_assert_not_reached ();
}

static char *
write_package (const char *release,
               gboolean    with_libraries)
{
  g_autoptr(CwCatalog) catalog = load_catalog ();
  g_autofree char *scratch = cw_test_scratch_dir ();
  char *path = g_build_filename (scratch, "fan.cwgame", NULL);
  g_autoptr(GError) error = NULL;
  CwPackageOptions options = {
    .name = "Epic fan sets", .release = release, .author = "Ann",
    .licence_texts = "CC-BY-4.0", .licence_pictures = "CC0", .with_libraries = with_libraries,
  };

  g_assert_true (cw_package_write (catalog, &options, path, &error));
  g_assert_no_error (error);
  return path;
}

/* Every file and folder under dir with its kind, size and SHA-256, sorted: equal snapshots mean
 * the folder is byte for byte the same. */
static void
snapshot_into (GPtrArray  *lines,
               const char *root,
               const char *relative,
               gboolean    skip_unpacked)
{
  g_autofree char *path = relative ? g_build_filename (root, relative, NULL) : g_strdup (root);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child_rel = relative ? g_build_filename (relative, name, NULL) : g_strdup (name);
      g_autofree char *child = g_build_filename (root, child_rel, NULL);

      if (skip_unpacked && g_str_has_prefix (name, CW_FILE_TEMP_PREFIX "package-"))
        continue;
      if (g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        g_ptr_array_add (lines, g_strdup_printf ("link %s", child_rel));
      else if (g_file_test (child, G_FILE_TEST_IS_DIR))
        {
          g_ptr_array_add (lines, g_strdup_printf ("dir %s", child_rel));
          snapshot_into (lines, root, child_rel, skip_unpacked);
        }
      else
        {
          g_autofree char *contents = NULL;
          gsize length = 0;
          g_autofree char *sum = NULL;

          g_assert_true (g_file_get_contents (child, &contents, &length, NULL));
          sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
          g_ptr_array_add (lines, g_strdup_printf ("file %s %" G_GSIZE_FORMAT " %s", child_rel, length, sum));
        }
    }
}

/* With skip_unpacked, an open package's unpacking folder is left out: what the player sees. */
static char *
snapshot_full (gboolean skip_unpacked)
{
  g_autofree char *root = g_strdup (g_get_user_data_dir ());
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  snapshot_into (lines, root, NULL, skip_unpacked);
  g_ptr_array_sort (lines, cw_compare_strings);
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

static char *
snapshot (void)
{
  return snapshot_full (FALSE);
}

/* What the person typed for the package (its name, author and licences) comes back from the
 * manifest exactly: tab, newline, carriage return, spaces at the ends, what XML escapes. */
static void
test_typed_text_round_trip (void)
{
  static const char * const texts[] = {
    "Fan\tsets", "Fan\nsets", "Fan\rsets", "Fan\r\nsets", "  Fan sets  ", "\tFan\n",
    "A&B <c> \"d\" 'e'", "Élodie Ødegård",
  };
  g_autoptr(CwCatalog) catalog = NULL;
  g_autofree char *scratch = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (scratch, "typed.cwgame", NULL);

  make_profile (set_xml);
  catalog = load_catalog ();
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      CwPackageOptions options = {
        .name = texts[i], .release = "1.0", .author = texts[i],
        .licence_texts = texts[i], .licence_pictures = texts[i],
      };
      g_autoptr(CwPackage) package = NULL;
      g_autoptr(GError) error = NULL;
      const CwPackageInfo *info;

      g_assert_true (cw_package_write (catalog, &options, path, &error));
      g_assert_no_error (error);
      package = cw_package_open (path, &error);
      g_assert_no_error (error);
      info = cw_package_get_info (package);
      g_assert_cmpstr (info->name, ==, texts[i]);
      g_assert_cmpstr (info->author, ==, texts[i]);
      g_assert_cmpstr (info->licence_texts, ==, texts[i]);
      g_assert_cmpstr (info->licence_pictures, ==, texts[i]);
    }
}

/* Round trip, update, clash */

static void
test_round_trip (void)
{
  g_autofree char *package_path = NULL;
  g_autofree char *sets = sets_dir ();
  g_autofree char *set_file = g_build_filename (sets, "epic-fan.xml", NULL);
  g_autofree char *png = g_build_filename (sets, "ef-001.png", NULL);
  g_autofree char *installed_set = NULL;
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *items;
  CwPackageItem *item;

  make_profile (set_xml);
  package_path = write_package ("1.0", FALSE);
  /* As on a second computer: the set and its picture are gone. */
  g_assert_cmpint (g_unlink (set_file), ==, 0);
  g_assert_cmpint (g_unlink (png), ==, 0);

  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_package_get_info (package)->id, ==, "epic-fan-sets");
  g_assert_cmpstr (cw_package_get_info (package)->release, ==, "1.0");
  g_assert_cmpstr (cw_package_get_info (package)->author, ==, "Ann");
  g_assert_cmpstr (cw_package_get_info (package)->licence_texts, ==, "CC-BY-4.0");
  g_assert_cmpstr (cw_package_get_info (package)->licence_pictures, ==, "CC0");
  g_assert_cmpstr (cw_package_get_info (package)->game_id, ==, GAME);
  g_assert_cmpint (cw_package_get_standing (package), ==, CW_PACKAGE_NEW);
  items = cw_package_get_items (package);
  g_assert_cmpuint (items->len, ==, 3);
  item = g_ptr_array_index (items, 0);
  g_assert_cmpint (item->item, ==, CW_PACKAGE_ITEM_GAME);
  g_assert_cmpint (item->change, ==, CW_PACKAGE_CHANGE_UNCHANGED);
  item = g_ptr_array_index (items, 1);
  g_assert_cmpint (item->item, ==, CW_PACKAGE_ITEM_SET);
  g_assert_cmpint (item->change, ==, CW_PACKAGE_CHANGE_ADD);
  g_assert_cmpuint (item->n_cards, ==, 2);
  g_assert_cmpuint (item->n_pictures, ==, 1);
  {
    g_autofree char *text = cw_package_item_describe (item);
    g_assert_cmpstr (text, ==, "Set “Epic fan set” (epic-fan), 2 cards, 1 picture: new");
  }
  item = g_ptr_array_index (items, 2);
  g_assert_cmpint (item->item, ==, CW_PACKAGE_ITEM_PICTURE);
  g_assert_cmpstr (item->path, ==, "sets/ef-001.png");
  g_assert_cmpint (item->change, ==, CW_PACKAGE_CHANGE_ADD);
  /* Opening installed nothing. */
  g_assert_false (g_file_test (set_file, G_FILE_TEST_EXISTS));

  g_assert_true (cw_package_install (package, FALSE, &error));
  g_assert_no_error (error);
  installed_set = cw_test_read_file (set_file);
  g_assert_cmpstr (installed_set, ==, set_xml);
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));
  g_clear_object (&package);
  {
    g_autofree char *listing = cw_test_list_dir (g_get_user_data_dir ());
    g_autofree char *ours = data_dir ();
    g_autofree char *inside = cw_test_list_dir (ours);
    /* The unpacking folder is gone once the package is closed. */
    g_assert_cmpstr (listing, ==, "cardwright");
    g_assert_cmpstr (inside, ==, "collections games libraries");
  }

  /* The same release again says so and changes nothing. */
  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_package_get_standing (package), ==, CW_PACKAGE_SAME);
  g_assert_false (cw_package_install (package, FALSE, &error));
  {
    g_autofree char *expected = g_strdup_printf ("%s: release 1.0 of “Epic fan sets” is already installed; "
                                                 "nothing was changed", package_path);
    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, expected);
  }
}

static void
test_update_keeps_collection_and_libraries (void)
{
  static const char set_v2[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cardset version=\"1\" game=\"" GAME "\" id=\"epic-fan\" name=\"Epic fan set\">\n"
    "  <card id=\"ef-001\" type=\"character\" alignment=\"good\">\n"
    "    <name>Mickey</name>\n"
    "    <field id=\"cost\">2</field>\n"
    "    <field id=\"vitality\">4</field>\n"
    "    <image>ef-001.png</image>\n"
    "  </card>\n"
    "  <card id=\"ef-003\" type=\"event\" alignment=\"good\">\n"
    "    <name>Parade</name>\n"
    "    <field id=\"cost\">1</field>\n"
    "  </card>\n"
    "</cardset>\n";
  g_autofree char *sets = sets_dir ();
  g_autofree char *set_file = g_build_filename (sets, "epic-fan.xml", NULL);
  g_autofree char *v1 = NULL;
  g_autofree char *v2 = NULL;
  g_autofree char *collection_before = NULL;
  g_autofree char *collection_after = NULL;
  g_autofree char *library_file = g_build_filename (g_get_user_data_dir (), "cardwright", "libraries", GAME,
                                                    "mickey.cwlibrary", NULL);
  g_autofree char *collection_file = g_build_filename (g_get_user_data_dir (), "cardwright", "collections",
                                                       GAME ".xml", NULL);
  g_autofree char *libraries = g_path_get_dirname (library_file);
  g_autofree char *library_before = NULL;
  g_autofree char *library_after = NULL;
  g_autofree char *installed = NULL;
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;
  CwPackageItem *item;

  make_profile (set_xml);
  v1 = write_package ("1.0", TRUE);
  package = cw_package_open (v1, &error);
  g_assert_no_error (error);
  g_assert_true (cw_package_install (package, FALSE, &error));
  g_assert_no_error (error);
  g_clear_object (&package);

  /* The author changes the set and the Library, and makes release 1.1. */
  write_in (sets, "epic-fan.xml", set_v2);
  write_in (libraries, "mickey.cwlibrary",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<library version=\"1\" game=\"" GAME "\">\n  <name>Mickey deck, their way</name>\n"
            "  <section id=\"library\">\n    <card id=\"ef-003\" count=\"2\"/>\n  </section>\n</library>\n");
  v2 = write_package ("1.1", TRUE);

  /* Back to release 1.0 on this computer, with the player's own Library and counts. */
  write_in (sets, "epic-fan.xml", set_xml);
  write_in (libraries, "mickey.cwlibrary",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<library version=\"1\" game=\"" GAME "\">\n  <name>My Mickey deck</name>\n"
            "  <section id=\"library\">\n    <card id=\"ef-001\" count=\"2\"/>\n  </section>\n</library>\n");
  collection_before = cw_test_read_file (collection_file);
  library_before = cw_test_read_file (library_file);

  package = cw_package_open (v2, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_package_get_standing (package), ==, CW_PACKAGE_NEWER);
  g_assert_cmpstr (cw_package_get_installed_release (package), ==, "1.0");
  item = g_ptr_array_index (cw_package_get_items (package), 1);
  g_assert_cmpint (item->change, ==, CW_PACKAGE_CHANGE_UPDATE);
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_LIBRARY, CW_PACKAGE_CHANGE_KEEP), ==, 1);
  g_assert_true (cw_package_install (package, FALSE, &error));
  g_assert_no_error (error);
  g_clear_object (&package);

  installed = cw_test_read_file (set_file);
  g_assert_cmpstr (installed, ==, set_v2);
  collection_after = cw_test_read_file (collection_file);
  library_after = cw_test_read_file (library_file);
  g_assert_cmpstr (collection_after, ==, collection_before);
  g_assert_cmpstr (library_after, ==, library_before);

  /* Release 1.0 once 1.1 is in: refused, saying which is installed. */
  package = cw_package_open (v1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_package_get_standing (package), ==, CW_PACKAGE_OLDER);
  g_assert_false (cw_package_install (package, FALSE, &error));
  {
    g_autofree char *expected = g_strdup_printf ("%s: release 1.1 of “Epic fan sets” is installed, later than "
                                                 "this package's 1.0; nothing was changed", v1);
    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, expected);
  }
}

static void
test_clash_renamed_only_when_agreed (void)
{
  static const char theirs[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<cardset version=\"1\" game=\"" GAME "\" id=\"epic-fan\" name=\"Someone else's set\">\n"
    "  <card id=\"se-001\" type=\"object\" alignment=\"good\">\n"
    "    <name>Lamp</name>\n"
    "  </card>\n"
    "</cardset>\n";
  g_autofree char *sets = sets_dir ();
  g_autofree char *package_path = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *renamed_file = g_build_filename (sets, "epic-fan-2.xml", NULL);
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(GError) error = NULL;
  CwPackageItem *item;
  CwCardSet *renamed;

  make_profile (set_xml);
  package_path = write_package ("1.0", FALSE);
  /* On the other computer, a different set has the same id. */
  write_in (sets, "epic-fan.xml", theirs);
  before = snapshot ();

  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_package_get_n_clashes (package), ==, 1);
  item = g_ptr_array_index (cw_package_get_items (package), 1);
  g_assert_cmpint (item->change, ==, CW_PACKAGE_CHANGE_CLASH);
  g_assert_cmpstr (item->new_id, ==, "epic-fan-2");
  g_assert_cmpstr (item->clashes_with, ==, "Someone else's set");
  g_assert_false (cw_package_install (package, FALSE, &error));
  {
    g_autofree char *expected = g_strdup_printf ("%s: the set id “epic-fan” is already used by another set, "
                                                 "“Someone else's set”; nothing was installed. Installed under the "
                                                 "new id “epic-fan-2”, both sets are kept", package_path);
    g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, expected);
  }
  g_clear_error (&error);
  g_clear_object (&package);
  after = snapshot ();
  g_assert_cmpstr (after, ==, before);

  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_true (cw_package_install (package, TRUE, &error));
  g_assert_no_error (error);
  g_clear_object (&package);
  g_assert_true (g_file_test (renamed_file, G_FILE_TEST_IS_REGULAR));
  catalog = load_catalog ();
  renamed = cw_catalog_find_set (catalog, "epic-fan-2");
  g_assert_nonnull (renamed);
  g_assert_cmpuint (cw_card_set_get_n_cards (renamed), ==, 2);
  g_assert_cmpstr (cw_card_get_set_id (cw_card_set_get_card (renamed, 0)), ==, "epic-fan-2");
  g_assert_cmpstr (cw_card_set_get_name (cw_catalog_find_set (catalog, "epic-fan")), ==, "Someone else's set");
}

/* An install that fails in its final steps */

/* What stands in the way of one step: a folder where the step must put a file, or a file where
 * it must make a folder. Real conditions of the file system, which stop root as well. */
typedef enum { FOLDER_IN_THE_WAY, FILE_IN_THE_WAY } Obstacle;

typedef struct {
  const char *name;
  gboolean    update;      /* an earlier release is installed; otherwise a first install */
  const char *blocked;     /* relative to the data folder */
  Obstacle    obstacle;
  const char *expected;    /* %s: the package, then the data folder */
} FailingStep;

#define RECORD "games/" GAME "/packages/epic-fan-sets.xml"
#define STOPPED "%s: installing stopped: "
#define PUT_BACK ". Nothing was installed: every file already moved was put back as it was"

/* A first install moves the picture, the Library, the set, then writes its record; an update
 * replaces the picture and the set (the player's Library is kept), then the record. */
static const FailingStep failing_steps[] = {
  { "first/picture", FALSE, "games/" GAME "/sets/ef-001.png", FOLDER_IN_THE_WAY,
    STOPPED "“%s/games/" GAME "/sets/ef-001.png” could not be moved into place: Is a directory" PUT_BACK },
  { "first/library", FALSE, "libraries/" GAME "/mickey.cwlibrary", FOLDER_IN_THE_WAY,
    STOPPED "“%s/libraries/" GAME "/mickey.cwlibrary” could not be moved into place: Is a directory" PUT_BACK },
  { "first/set", FALSE, "games/" GAME "/sets/epic-fan.xml", FOLDER_IN_THE_WAY,
    STOPPED "“%s/games/" GAME "/sets/epic-fan.xml” could not be moved into place: Is a directory" PUT_BACK },
  { "first/record", FALSE, RECORD, FOLDER_IN_THE_WAY,
    STOPPED "%s/" RECORD ": is a folder; name a file to write" PUT_BACK },
  { "first/record-folder", FALSE, "games/" GAME "/packages", FILE_IN_THE_WAY,
    STOPPED "the folder “%s/games/" GAME "/packages” could not be created: Not a directory" PUT_BACK },
  { "update/picture", TRUE, "games/" GAME "/sets/ef-001.png", FOLDER_IN_THE_WAY,
    STOPPED "“%s/games/" GAME "/sets/ef-001.png” could not be moved into place: Is a directory" PUT_BACK },
  { "update/set", TRUE, "games/" GAME "/sets/epic-fan.xml", FOLDER_IN_THE_WAY,
    STOPPED "“%s/games/" GAME "/sets/epic-fan.xml” could not be moved into place: Is a directory" PUT_BACK },
  { "update/record", TRUE, RECORD, FOLDER_IN_THE_WAY,
    STOPPED "%s/" RECORD ": is a folder; name a file to write" PUT_BACK },
};

static const char set_v2_text[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<cardset version=\"1\" game=\"" GAME "\" id=\"epic-fan\" name=\"Epic fan set\">\n"
  "  <card id=\"ef-001\" type=\"character\" alignment=\"good\">\n"
  "    <name>Mickey</name>\n"
  "    <field id=\"vitality\">4</field>\n"
  "    <image>ef-001.png</image>\n"
  "  </card>\n"
  "</cardset>\n";

/* A 4 × 4 pixel PNG: release 1.1's picture. */
static const guchar picture_v2[] = {
  0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
  0, 0, 0, 4, 0, 0, 0, 4, 8, 2, 0, 0, 0, 0, 0, 0, 0,
};

/* The package to install: release 1.0 on a profile without its set, picture and Library, or
 * release 1.1 (a new set and picture) over an installed 1.0. */
static char *
failing_step_package (gboolean update)
{
  g_autofree char *ours = data_dir ();
  g_autofree char *sets = sets_dir ();
  g_autofree char *set_file = g_build_filename (sets, "epic-fan.xml", NULL);
  g_autofree char *png = g_build_filename (sets, "ef-001.png", NULL);
  g_autofree char *library = g_build_filename (ours, "libraries", GAME, "mickey.cwlibrary", NULL);
  g_autofree char *libraries = g_path_get_dirname (library);
  g_autofree char *v1 = NULL;
  g_autofree char *v2 = NULL;
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;

  make_profile (set_xml);
  v1 = write_package ("1.0", TRUE);
  if (!update)
    {
      /* As on a second computer; its Libraries folder is made by the install. */
      g_assert_cmpint (g_unlink (set_file), ==, 0);
      g_assert_cmpint (g_unlink (png), ==, 0);
      g_assert_cmpint (g_unlink (library), ==, 0);
      g_assert_cmpint (g_rmdir (libraries), ==, 0);
      return g_steal_pointer (&v1);
    }
  package = cw_package_open (v1, &error);
  g_assert_no_error (error);
  g_assert_true (cw_package_install (package, FALSE, &error));
  g_assert_no_error (error);
  g_clear_object (&package);
  write_in (sets, "epic-fan.xml", set_v2_text);
  write_bytes (png, picture_v2, sizeof picture_v2);
  v2 = write_package ("1.1", TRUE);
  /* Back to release 1.0 on this computer. */
  write_in (sets, "epic-fan.xml", set_xml);
  write_bytes (png, small_png, sizeof small_png);
  return g_steal_pointer (&v2);
}

/* One step of the install fails: the data folder is as it was before, byte for byte, the
 * message names the file and why, and once the obstacle is gone the same package installs. */
static void
test_failing_step (gconstpointer data)
{
  const FailingStep *step = data;
  g_autofree char *ours = data_dir ();
  g_autofree char *blocked = g_build_filename (ours, step->blocked, NULL);
  g_autofree char *package_path = failing_step_package (step->update);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *set_file = NULL;
  g_autofree char *installed = NULL;
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;

  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_package_get_standing (package), ==, step->update ? CW_PACKAGE_NEWER : CW_PACKAGE_NEW);
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_SET,
                                            step->update ? CW_PACKAGE_CHANGE_UPDATE : CW_PACKAGE_CHANGE_ADD), ==, 1);
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_PICTURE,
                                            step->update ? CW_PACKAGE_CHANGE_UPDATE : CW_PACKAGE_CHANGE_ADD), ==, 1);
  /* Placed after opening, as a disk fills up or another program writes while the player reads
   * what the package holds. */
  g_assert_false (g_file_test (blocked, G_FILE_TEST_EXISTS) && step->obstacle == FILE_IN_THE_WAY);
  g_unlink (blocked);
  if (step->obstacle == FOLDER_IN_THE_WAY)
    g_assert_cmpint (g_mkdir_with_parents (blocked, 0755), ==, 0);
  else
    write_in (ours, step->blocked, "in the way\n");
  before = snapshot_full (TRUE);

  g_assert_false (cw_package_install (package, FALSE, &error));
  expected = g_strdup_printf (step->expected, package_path, ours);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  after = snapshot_full (TRUE);
  g_assert_cmpstr (after, ==, before);
  g_clear_error (&error);

  /* Everything went back where it came from, so the same package can try again. */
  if (step->obstacle == FOLDER_IN_THE_WAY)
    g_assert_cmpint (g_rmdir (blocked), ==, 0);
  else
    g_assert_cmpint (g_unlink (blocked), ==, 0);
  g_assert_true (cw_package_install (package, FALSE, &error));
  g_assert_no_error (error);
  g_clear_object (&package);
  set_file = g_build_filename (ours, "games", GAME, "sets", "epic-fan.xml", NULL);
  installed = cw_test_read_file (set_file);
  g_assert_cmpstr (installed, ==, step->update ? set_v2_text : set_xml);
  {
    g_autofree char *listing = cw_test_list_dir (ours);
    g_assert_cmpstr (listing, ==, "collections games libraries");
  }
}

/* An undo that itself meets trouble */

/* What goes wrong while an update's or a first install's steps are undone, once writing the record
 * has failed: the set's file, moved into place, cannot be taken away again, or the file it
 * replaced cannot be renamed back. Nothing a test can do to the disk comes between the failing
 * step and the undo, so the undo's calls are made to fail (cw-package-private.h). */
typedef enum { PUT_BACK_REFUSED, TAKE_AWAY_REFUSED } UndoTrouble;

typedef struct {
  const char  *name;
  gboolean     update;
  UndoTrouble  trouble;
  const char  *left;       /* the set's file as left in the data folder; NULL: none */
  const char  *expected;   /* %s: the package, the data folder, then the kept file if any */
} FailingUndo;

#define SET_FILE "games/" GAME "/sets/epic-fan.xml"
#define NOT_EVERY ". Not every file already moved could be put back"

static const FailingUndo failing_undos[] = {
  { "update/replaced-file-not-put-back", TRUE, PUT_BACK_REFUSED, NULL,
    STOPPED "%s/" RECORD ": is a folder; name a file to write" NOT_EVERY
    "; “%s/" SET_FILE "” could not be put back (Permission denied): it is kept as “%s”" },
  { "update/package-file-not-removed", TRUE, TAKE_AWAY_REFUSED, set_v2_text,
    STOPPED "%s/" RECORD ": is a folder; name a file to write" NOT_EVERY
    "; “%s/" SET_FILE "” is still the package's file (it could not be removed: Permission denied); "
    "the file it replaced is kept as “%s”" },
  { "first/package-file-not-removed", FALSE, TAKE_AWAY_REFUSED, set_xml,
    STOPPED "%s/" RECORD ": is a folder; name a file to write" NOT_EVERY
    "; “%s/" SET_FILE "” is the package's file and could not be removed: Permission denied" },
};

static UndoTrouble undo_trouble;

/* The undo's rename, refusing the one the case is about, as a folder made read-only would. */
static int
troubled_rename (const char *from,
                 const char *to)
{
  gboolean put_back = strstr (from, G_DIR_SEPARATOR_S "previous" G_DIR_SEPARATOR_S) != NULL &&
                      g_str_has_suffix (to, SET_FILE);
  gboolean take_away = g_str_has_suffix (from, SET_FILE);

  if ((undo_trouble == PUT_BACK_REFUSED && put_back) || (undo_trouble == TAKE_AWAY_REFUSED && take_away))
    {
      errno = EACCES;
      return -1;
    }
  return g_rename (from, to);
}

static int
troubled_unlink (const char *path)
{
  if (undo_trouble == TAKE_AWAY_REFUSED && g_str_has_suffix (path, SET_FILE))
    {
      errno = EACCES;
      return -1;
    }
  return g_unlink (path);
}

/* A snapshot line as snapshot() writes it, for a file holding text. */
static char *
snapshot_line (const char *relative,
               const char *text)
{
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);

  return g_strdup_printf ("file %s %" G_GSIZE_FORMAT " %s", relative, strlen (text), sum);
}

/* The snapshot `before` with the set's file as `left` says (gone when NULL). */
static char *
snapshot_with_set (const char *before,
                   const char *left)
{
  g_auto(GStrv) lines = g_strsplit (before, "\n", -1);
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "file cardwright/" SET_FILE " "))
      g_ptr_array_add (expected, g_strdup (lines[i]));
  if (left != NULL)
    g_ptr_array_add (expected, snapshot_line ("cardwright/" SET_FILE, left));
  g_ptr_array_sort (expected, cw_compare_strings);
  g_ptr_array_add (expected, NULL);
  return g_strjoinv ("\n", (char **) expected->pdata);
}

/* The one unpacked package folder in the data folder. */
static char *
find_staging (void)
{
  g_autofree char *ours = data_dir ();
  g_autoptr(GDir) dir = g_dir_open (ours, 0, NULL);
  char *found = NULL;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, CW_FILE_TEMP_PREFIX "package-"))
      {
        g_assert_null (found);
        found = g_build_filename (ours, name, NULL);
      }
  g_assert_nonnull (found);
  return found;
}

/* The undo fails at one file: the message names that file and, where the file it replaced is
 * kept, where; everything else is put back as it was; the kept file survives the package being
 * closed and a later clean-up of stale folders; and once the player does what the message says,
 * the data folder is as it was before the install, byte for byte. */
static void
test_failing_undo (gconstpointer data)
{
  const FailingUndo *undo = data;
  CwPackageUndoCalls real_calls = _cw_package_undo_calls;
  g_autofree char *ours = data_dir ();
  g_autofree char *record = g_build_filename (ours, RECORD, NULL);
  g_autofree char *set_file = g_build_filename (ours, SET_FILE, NULL);
  g_autofree char *package_path = failing_step_package (undo->update);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected_after = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *staging = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(CwPackage) later = NULL;
  g_autoptr(GError) error = NULL;
  struct utimbuf old = { 0 };

  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cw_package_get_standing (package), ==, undo->update ? CW_PACKAGE_NEWER : CW_PACKAGE_NEW);
  /* The record folder in the way, as in the failing step "record". */
  g_unlink (record);
  g_assert_cmpint (g_mkdir_with_parents (record, 0755), ==, 0);
  before = snapshot_full (TRUE);
  staging = find_staging ();
  /* The picture is moved first, then the set: the set's is the second file kept aside. */
  kept = undo->update ? g_build_filename (staging, "previous", "1-epic-fan.xml", NULL) : NULL;

  undo_trouble = undo->trouble;
  _cw_package_undo_calls.rename = troubled_rename;
  _cw_package_undo_calls.unlink = troubled_unlink;
  g_assert_false (cw_package_install (package, FALSE, &error));
  _cw_package_undo_calls = real_calls;

  expected = g_strdup_printf (undo->expected, package_path, ours, ours, kept);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  after = snapshot_full (TRUE);
  expected_after = snapshot_with_set (before, undo->left);
  g_assert_cmpstr (after, ==, expected_after);

  /* Closed, and later cleaned up as stale by another package opened: the kept file stays, the
   * rest of the unpacked package goes. */
  g_clear_object (&package);
  old.actime = old.modtime = time (NULL) - 11 * 60;
  if (kept != NULL)
    {
      g_autofree char *listing = cw_test_list_dir (staging);

      g_assert_cmpstr (listing, ==, "previous");
      g_assert_cmpint (g_utime (staging, &old), ==, 0);
      /* Out of the way while it opens: the record is read on opening. */
      g_assert_cmpint (g_rmdir (record), ==, 0);
      later = cw_package_open (package_path, &error);
      g_assert_no_error (error);
      g_clear_object (&later);
      g_assert_cmpint (g_mkdir (record, 0755), ==, 0);
      {
        g_autofree char *kept_text = cw_test_read_file (kept);
        g_assert_cmpstr (kept_text, ==, set_xml);
      }
      /* As the message says: the kept file goes back under its name. */
      g_assert_cmpint (g_rename (kept, set_file), ==, 0);
    }
  else
    {
      g_assert_false (g_file_test (staging, G_FILE_TEST_EXISTS));
      /* As the message says: the package's file is removed. */
      g_assert_cmpint (g_unlink (set_file), ==, 0);
    }
  g_free (after);
  after = snapshot_full (TRUE);
  g_assert_cmpstr (after, ==, before);
}

/* The copy where a hard link cannot be made */

#define MOST_LINKS_TRIED 70000

static void
remove_links (const char *folder,
              guint       n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s/%u", folder, i);
      g_unlink (name);
    }
}

/* keep_previous() falls back to a copy when link() fails with EPERM (FAT), ENOTSUP or EMLINK.
 * EMLINK is a real condition any disk with a link limit gives (ext4: 65,000), without mounting
 * anything: the picture the update replaces is given as many names as its file system allows.
 * Where the limit is not reached (tmpfs, XFS), the test is skipped. The update then fails at its
 * record and is undone: the data folder is byte for byte as it was, the picture being the copy
 * (same permissions and times, a file of its own), and with the obstacle gone it installs. */
static void
test_no_hard_links (void)
{
  g_autofree char *ours = data_dir ();
  g_autofree char *record = g_build_filename (ours, RECORD, NULL);
  g_autofree char *sets = sets_dir ();
  g_autofree char *png = g_build_filename (sets, "ef-001.png", NULL);
  g_autofree char *links = cw_test_scratch_dir ();
  g_autofree char *package_path = failing_step_package (TRUE);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *first_link = g_build_filename (links, "0", NULL);
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;
  struct utimbuf past = { .actime = 1000000000, .modtime = 1000000000 };
  GStatBuf original, restored, other;
  guint n_links = 0;
  int link_errno = 0;

  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_PICTURE, CW_PACKAGE_CHANGE_UPDATE), ==, 1);
  g_assert_cmpint (g_chmod (png, 0600), ==, 0);
  g_assert_cmpint (g_utime (png, &past), ==, 0);
  g_assert_cmpint (g_stat (png, &original), ==, 0);
  g_assert_cmpint (g_stat (links, &other), ==, 0);
  if (other.st_dev != original.st_dev)
    {
      g_test_skip ("the scratch folder and the data folder are on different file systems: no link can be made");
      return;
    }
  for (; n_links < MOST_LINKS_TRIED; n_links++)
    {
      g_autofree char *name = g_strdup_printf ("%s/%u", links, n_links);
      if (link (png, name) != 0)
        {
          link_errno = errno;
          break;
        }
    }
  if (link_errno != EMLINK)
    {
      g_autofree char *why = link_errno == 0
        ? g_strdup_printf ("the file system of the data folder gives a file more than %d names: "
                           "link() cannot be made to fail with EMLINK here", MOST_LINKS_TRIED)
        : g_strdup_printf ("link() failed with %s, not EMLINK", g_strerror (link_errno));
      remove_links (links, n_links);
      g_test_skip (why);
      return;
    }
  g_test_message ("the picture has %u names: the most its file system allows", n_links + 1);

  /* The record folder in the way, as in the failing step "record". */
  g_unlink (record);
  g_assert_cmpint (g_mkdir_with_parents (record, 0755), ==, 0);
  before = snapshot_full (TRUE);
  g_assert_false (cw_package_install (package, FALSE, &error));
  expected = g_strdup_printf (STOPPED "%s/" RECORD ": is a folder; name a file to write" PUT_BACK, package_path, ours);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);
  after = snapshot_full (TRUE);
  g_assert_cmpstr (after, ==, before);
  /* The picture put back is the copy, not the file its other names hold. */
  g_assert_cmpint (g_stat (png, &restored), ==, 0);
  g_assert_cmpuint (restored.st_ino, !=, original.st_ino);
  g_assert_cmpuint (restored.st_nlink, ==, 1);
  g_assert_cmpuint (restored.st_mode, ==, original.st_mode);
  g_assert_cmpint (restored.st_mtime, ==, 1000000000);

  g_assert_cmpint (g_rmdir (record), ==, 0);
  g_assert_true (cw_package_install (package, FALSE, &error));
  g_assert_no_error (error);
  g_clear_object (&package);
  {
    g_autofree char *installed = NULL;
    g_autofree char *linked = NULL;
    gsize length = 0, linked_length = 0;

    g_assert_true (g_file_get_contents (png, &installed, &length, NULL));
    g_assert_cmpmem (installed, length, picture_v2, sizeof picture_v2);
    /* The file the picture's other names hold was never written to. */
    g_assert_true (g_file_get_contents (first_link, &linked, &linked_length, NULL));
    g_assert_cmpmem (linked, linked_length, small_png, sizeof small_png);
    g_assert_cmpint (g_stat (first_link, &other), ==, 0);
    g_assert_cmpuint (other.st_ino, ==, original.st_ino);
  }
  {
    g_autofree char *listing = cw_test_list_dir (ours);
    g_assert_cmpstr (listing, ==, "collections games libraries");
  }
  remove_links (links, n_links);
}

/* Hostile packages, made entry by entry */

/* ZIP has no hard links (libarchive writes one as an empty file), so none is made here. */
typedef enum { PLAIN, UNDECLARED, SYMLINK, DEVICE } Kind;

typedef struct {
  const char *path;
  Kind        kind;
  const char *data;       /* NULL: `zeros` bytes of 0 */
  gsize       length;
  guint64     zeros;
  gint64      declared;   /* the size in the header when not the real one (0: the real one) */
} Entry;

static void
write_entry (struct archive *archive,
             const Entry    *entry)
{
  struct archive_entry *header = archive_entry_new ();
  guint64 size = entry->data ? entry->length : entry->zeros;

  archive_entry_set_pathname (header, entry->path);
  archive_entry_set_perm (header, 0644);
  archive_entry_set_mtime (header, 1700000000, 0);
  switch (entry->kind)
    {
    case SYMLINK:
      archive_entry_set_filetype (header, AE_IFLNK);
      archive_entry_set_symlink (header, "/etc/passwd");
      break;
    case DEVICE:   /* written as a plain file, then marked a device in the central directory */
      archive_entry_set_filetype (header, AE_IFREG);
      archive_entry_set_size (header, 0);
      break;
    case UNDECLARED:
      archive_entry_set_filetype (header, AE_IFREG);
      archive_entry_unset_size (header);
      break;
    case PLAIN:
    default:
      archive_entry_set_filetype (header, AE_IFREG);
      archive_entry_set_size (header, entry->declared ? entry->declared : (gint64) size);
      break;
    }
  g_assert_cmpint (archive_write_header (archive, header), ==, ARCHIVE_OK);
  if (entry->kind == PLAIN || entry->kind == UNDECLARED)
    {
      if (entry->data != NULL)
        g_assert_cmpint (archive_write_data (archive, entry->data, entry->length), ==, (gssize) entry->length);
      else
        {
          g_autofree char *block = g_malloc0 (1024 * 1024);
          for (guint64 done = 0; done < entry->zeros; )
            {
              gsize n = MIN (1024 * 1024, entry->zeros - done);
              la_ssize_t written = archive_write_data (archive, block, n);
              g_assert_cmpint (written, >, 0);
              done += (guint64) written;
              if (entry->declared && done >= (guint64) entry->declared)
                break;
            }
        }
    }
  archive_entry_free (header);
}

static char *
sha_of (const Entry *entry)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);

  if (entry->data != NULL)
    g_checksum_update (checksum, (const guchar *) entry->data, entry->length);
  else
    {
      g_autofree guchar *block = g_malloc0 (1024 * 1024);
      for (guint64 done = 0; done < entry->zeros; done += 1024 * 1024)
        g_checksum_update (checksum, block, MIN (1024 * 1024, entry->zeros - done));
    }
  return g_strdup (g_checksum_get_string (checksum));
}

/* A manifest listing the entries truly (the game, a set and what the test adds), with the
 * package's format version; listed_size overrides the size given for the entry named lie. */
static char *
manifest_for (const Entry *entries,
              guint        n_entries,
              const char  *version,
              const char  *lie,
              const char  *listed_size,
              const char  *listed_sha)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<package version=\"%s\" id=\"fan\" game=\"" GAME "\">\n"
                          "  <name>Fan</name>\n  <release>1.0</release>\n", version);
  for (guint i = 0; i < n_entries; i++)
    {
      g_autofree char *sha = sha_of (&entries[i]);
      guint64 size = entries[i].data ? entries[i].length : entries[i].zeros;
      gboolean lying = g_strcmp0 (lie, entries[i].path) == 0;

      if (entries[i].kind != PLAIN && entries[i].kind != UNDECLARED)
        continue;
      if (lying && listed_size != NULL)
        g_string_append_printf (out, "  <entry path=\"%s\" size=\"%s\" sha256=\"%s\"/>\n",
                                entries[i].path, listed_size, sha);
      else
        g_string_append_printf (out, "  <entry path=\"%s\" size=\"%" G_GUINT64_FORMAT "\" sha256=\"%s\"/>\n",
                                entries[i].path, size, lying && listed_sha ? listed_sha : sha);
    }
  g_string_append (out, "</package>\n");
  return g_string_free (out, FALSE);
}

static char *game_xml;

/* Writes a package: manifest (unless NULL) then the game, the set and the extra entries. */
static char *
hostile_package (const char  *manifest,
                 const Entry *extra,
                 guint        n_extra)
{
  g_autofree char *scratch = cw_test_scratch_dir ();
  char *path = g_build_filename (scratch, "hostile.cwgame", NULL);
  struct archive *archive = archive_write_new ();

  g_assert_cmpint (archive_write_set_format_zip (archive), ==, ARCHIVE_OK);
  g_assert_cmpint (archive_write_open_filename (archive, path), ==, ARCHIVE_OK);
  if (manifest != NULL)
    {
      Entry m = { "manifest.xml", PLAIN, manifest, strlen (manifest), 0, 0 };
      write_entry (archive, &m);
    }
  for (guint i = 0; i < n_extra; i++)
    write_entry (archive, &extra[i]);
  g_assert_cmpint (archive_write_close (archive), ==, ARCHIVE_OK);
  archive_write_free (archive);
  return path;
}

static GArray *
base_entries (void)
{
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  Entry game = { "game/game.xml", PLAIN, game_xml, strlen (game_xml), 0, 0 };
  Entry set = { "sets/epic-fan.xml", PLAIN, set_xml, strlen (set_xml), 0, 0 };
  Entry png = { "sets/ef-001.png", PLAIN, (const char *) small_png, sizeof small_png, 0, 0 };

  g_array_append_val (entries, game);
  g_array_append_val (entries, set);
  g_array_append_val (entries, png);
  return entries;
}

/* Opens the package on a profile with data, and asserts the exact refusal and that no byte of
 * the data folder changed. "%s" in expected stands for the package's path. */
static void
assert_refused (const char *package_path,
                int         code,
                const char *expected_format)
{
  g_autofree char *before = snapshot ();
  g_autofree char *after = NULL;
  g_autofree char *expected = g_strdup_printf (expected_format, package_path);
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;

  package = cw_package_open (package_path, &error);
  g_assert_null (package);
  g_assert_error (error, CW_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);
  after = snapshot ();
  g_assert_cmpstr (after, ==, before);
}

static void
hostile_profile (void)
{
  /* The player's own set is there; the package brings another. */
  make_profile ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                "<cardset version=\"1\" game=\"" GAME "\" id=\"mine\" name=\"Mine\">\n"
                "  <card id=\"mi-001\" type=\"object\" alignment=\"good\"><name>Cup</name></card>\n"
                "</cardset>\n");
}

/* Sets the uncompressed size the ZIP's headers give the entry named name (local header and
 * central directory), leaving its data as it is: a header that lies. */
static void
patch_zip_size (const char *path,
                const char *name,
                guint32     size)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  gsize name_length = strlen (name);
  guint patched = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  for (gsize at = 0; at + 46 + name_length <= length; at++)
    {
      guchar *p = (guchar *) contents + at;
      gsize name_at, size_at;

      if (p[0] == 'P' && p[1] == 'K' && p[2] == 3 && p[3] == 4)
        name_at = 30, size_at = 22;
      else if (p[0] == 'P' && p[1] == 'K' && p[2] == 1 && p[3] == 2)
        name_at = 46, size_at = 24;
      else
        continue;
      if (memcmp (p + name_at, name, name_length) != 0)
        continue;
      p[size_at] = size & 0xff;
      p[size_at + 1] = (size >> 8) & 0xff;
      p[size_at + 2] = (size >> 16) & 0xff;
      p[size_at + 3] = (size >> 24) & 0xff;
      patched++;
    }
  g_assert_cmpuint (patched, ==, 2);
  write_bytes (path, contents, length);
}

/* Marks the entry named name as another kind of file (its Unix mode in the central directory). */
static void
patch_zip_mode (const char *path,
                const char *name,
                guint32     mode)
{
  g_autofree char *contents = NULL;
  gsize length = 0;
  gsize name_length = strlen (name);
  guint patched = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  for (gsize at = 0; at + 46 + name_length <= length; at++)
    {
      guchar *p = (guchar *) contents + at;

      if (!(p[0] == 'P' && p[1] == 'K' && p[2] == 1 && p[3] == 2) || memcmp (p + 46, name, name_length) != 0)
        continue;
      p[5] = 3;   /* made by Unix: the mode is in the high half of the external attributes */
      p[38] = 0;
      p[39] = 0;
      p[40] = mode & 0xff;
      p[41] = (mode >> 8) & 0xff;
      patched++;
    }
  g_assert_cmpuint (patched, ==, 1);
  write_bytes (path, contents, length);
}

/* One hostile package: the well-made one (the game, a set, its picture) with one thing wrong. */
typedef struct {
  const char *name;
  Entry       extra;         /* an entry added after the base ones; path NULL: none */
  gboolean    unlisted;      /* the extra entry is left out of manifest.xml */
  gboolean    no_manifest;
  const char *version;       /* manifest.xml's format version; NULL: "1" */
  const char *lie;           /* the entry whose size or SHA-256 manifest.xml misstates… */
  const char *listed_size;   /* …as this size */
  const char *listed_sha;    /* …or this SHA-256 */
  gboolean    drop_last;     /* the last entry is listed but left out of the package */
  guint32     zip_size;      /* the ZIP's headers give the extra entry this size; 0: the true one */
  int         code;
  const char *expected;      /* %s: the package's path */
} HostileCase;

/* A valid PNG header announcing 100,000 × 100,000 pixels. */
static const guchar huge_png[] = {
  0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
  0, 0x01, 0x86, 0xa0, 0, 0x01, 0x86, 0xa0, 8, 2, 0, 0, 0, 0, 0, 0, 0,
};

/* A JPEG whose first segment is a start of frame announcing 60,000 × 60,000 pixels. */
static const guchar huge_jpeg[] = {
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 'J', 'F', 0xff, 0xc0, 0x00, 0x11, 0x08, 0xea, 0x60, 0xea, 0x60,
  0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
};

/* A PNG header announcing 0 × 3 pixels: no picture at all. */
static const guchar empty_png[] = {
  0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
  0, 0, 0, 0, 0, 0, 0, 3, 8, 2, 0, 0, 0, 0, 0, 0, 0,
};

#define SMALL_PNG (const char *) small_png, sizeof small_png

static const HostileCase hostile_cases[] = {
  { "path-escape", .extra = { "sets/../../../evil.xml", PLAIN, "x", 1, 0, 0 }, .unlisted = TRUE,
    .code = CW_ERROR_INVALID,
    .expected = "%s: the entry “sets/../../../evil.xml” goes up out of its folder (“..”); nothing was installed" },
  { "absolute-path", .extra = { "/tmp/evil.xml", PLAIN, "x", 1, 0, 0 }, .unlisted = TRUE,
    .code = CW_ERROR_INVALID,
    .expected = "%s: the entry “/tmp/evil.xml” is an absolute path; a package may only hold files inside its "
                "own folders, nothing was installed" },
  { "symlink", .extra = { "sets/passwd.png", SYMLINK, NULL, 0, 0, 0 }, .unlisted = TRUE,
    .code = CW_ERROR_INVALID,
    .expected = "%s: the entry “sets/passwd.png” is a link; a package may only hold plain files, "
                "nothing was installed" },
  { "device", .extra = { "sets/tty.png", DEVICE, NULL, 0, 0, 0 }, .unlisted = TRUE,
    .code = CW_ERROR_INVALID,
    .expected = "%s: the entry “sets/tty.png” is a device, a FIFO or a socket; a package may only hold plain "
                "files, nothing was installed" },
  { "unexpected-folder", .extra = { "bin/run.png", PLAIN, SMALL_PNG, 0, 0 },
    .code = CW_ERROR_INVALID,
    .expected = "%s: the entry “bin/run.png” is not one a game package holds (manifest.xml, game/game.xml, "
                "sets/SET.xml, PNG or JPEG pictures under game/ or sets/, libraries/NAME.cwlibrary); "
                "nothing was installed" },
  { "hidden-name", .extra = { "sets/.hidden.png", PLAIN, SMALL_PNG, 0, 0 }, .unlisted = TRUE,
    .code = CW_ERROR_INVALID,
    .expected = "%s: the entry “sets/.hidden.png” has a name Cardwright does not unpack: each part must be 1 to 64 "
                "letters, digits, “-”, “_” or “.”, not starting with a dot; nothing was installed" },
  /* The header says 64 MiB + 1 (the data a few bytes): refused before a byte is read. */
  { "huge-declared", .extra = { "sets/huge.png", PLAIN, NULL, 0, 16, CW_PICTURE_MAX_BYTES + 1 },
    .code = CW_ERROR_INVALID,
    .expected = "%s: “sets/huge.png” is 67108865 bytes, over the 64.0\xc2\xa0" "MiB such a file may have; "
                "nothing was installed" },
  /* The manifest itself gives a size over the limit: refused before anything is unpacked. */
  { "huge-in-manifest", .extra = { "sets/huge.png", PLAIN, SMALL_PNG, 0, 0 },
    .lie = "sets/huge.png", .listed_size = "67108865",
    .code = CW_ERROR_INVALID,
    .expected = "%s: manifest.xml gives “sets/huge.png” 67108865 bytes, over the 64.0\xc2\xa0" "MiB such a file may "
                "have; nothing was installed" },
  /* The headers and the manifest say 33 bytes; 64 MiB + 1 of zeros are inside: reading stops at
   * byte 34, whatever the headers said. */
  { "huge-undeclared", .extra = { "sets/huge.png", PLAIN, NULL, 0, CW_PICTURE_MAX_BYTES + 1, 0 },
    .lie = "sets/huge.png", .listed_size = "33", .zip_size = 33,
    .code = CW_ERROR_INVALID,
    .expected = "%s: “sets/huge.png” holds more than the 33 bytes manifest.xml gives it; nothing was installed" },
  { "picture-dimensions", .extra = { "sets/bomb.png", PLAIN, (const char *) huge_png, sizeof huge_png, 0, 0 },
    .code = CW_ERROR_INVALID,
    .expected = "%s: the picture “sets/bomb.png” is 100000 × 100000 pixels; a picture may have at most 64 million; "
                "nothing was installed" },
  { "jpeg-dimensions", .extra = { "sets/bomb.jpg", PLAIN, (const char *) huge_jpeg, sizeof huge_jpeg, 0, 0 },
    .code = CW_ERROR_INVALID,
    .expected = "%s: the picture “sets/bomb.jpg” is 60000 × 60000 pixels; a picture may have at most 64 million; "
                "nothing was installed" },
  { "zero-size-picture", .extra = { "sets/empty.png", PLAIN, (const char *) empty_png, sizeof empty_png, 0, 0 },
    .code = CW_ERROR_INVALID,
    .expected = "%s: “sets/empty.png” is not a PNG or JPEG picture; nothing was installed" },
  /* A file named as a picture that is something else is not unpacked into the sets folder. */
  { "not-a-picture", .extra = { "sets/script.png", PLAIN, "#!/bin/sh\nrm -rf ~\n", 19, 0, 0 },
    .code = CW_ERROR_INVALID,
    .expected = "%s: “sets/script.png” is not a PNG or JPEG picture; nothing was installed" },
  { "manifest-lies-checksum",
    .lie = "sets/epic-fan.xml", .listed_sha = "0000000000000000000000000000000000000000000000000000000000000000",
    .code = CW_ERROR_INVALID,
    .expected = "%s: the SHA-256 of “sets/epic-fan.xml” is not the one manifest.xml gives; the package was changed "
                "or damaged, nothing was installed" },
  /* set_xml is 430 bytes. */
  { "manifest-lies-size", .lie = "sets/epic-fan.xml", .listed_size = "12",
    .code = CW_ERROR_INVALID,
    .expected = "%s: “sets/epic-fan.xml” is 430 bytes, not the 12 manifest.xml gives it; nothing was installed" },
  /* The picture is listed but left out of the package. */
  { "manifest-lists-missing", .drop_last = TRUE,
    .code = CW_ERROR_INVALID,
    .expected = "%s: manifest.xml lists “sets/ef-001.png”, which is not in the package; nothing was installed" },
  { "entry-not-in-manifest", .extra = { "sets/extra.png", PLAIN, SMALL_PNG, 0, 0 }, .unlisted = TRUE,
    .code = CW_ERROR_INVALID,
    .expected = "%s: “sets/extra.png” is not listed in manifest.xml; the manifest does not match the package, "
                "nothing was installed" },
  { "missing-manifest", .no_manifest = TRUE,
    .code = CW_ERROR_INVALID,
    .expected = "%s: the package does not begin with manifest.xml, so it is not a Cardwright game package; "
                "nothing was installed" },
  { "newer-format", .version = "2",
    .code = CW_ERROR_VERSION,
    .expected = "%s: the package is format version 2; this Cardwright reads version 1. A newer Cardwright can "
                "install it; nothing was installed" },
};

/* Writes the case's package: the base entries and its extra one, its manifest, its patches. */
static char *
hostile_package_for (const HostileCase *hostile)
{
  g_autoptr(GArray) entries = base_entries ();
  g_autofree char *manifest = NULL;
  guint n_listed, n_packed;
  char *path;

  if (hostile->extra.path != NULL)
    g_array_append_val (entries, hostile->extra);
  n_listed = hostile->unlisted ? entries->len - 1 : entries->len;
  n_packed = hostile->drop_last ? entries->len - 1 : entries->len;
  if (!hostile->no_manifest)
    manifest = manifest_for ((Entry *) entries->data, n_listed, hostile->version ? hostile->version : "1",
                             hostile->lie, hostile->listed_size, hostile->listed_sha);
  path = hostile_package (manifest, (Entry *) entries->data, n_packed);
  if (hostile->extra.kind == DEVICE)
    patch_zip_mode (path, hostile->extra.path, 0020644);   /* S_IFCHR */
  if (hostile->zip_size != 0)
    patch_zip_size (path, hostile->extra.path, hostile->zip_size);
  return path;
}

static void
test_hostile_well_made_is_accepted (void)
{
  static const HostileCase well_made = { "well-made" };
  g_autofree char *path = hostile_package_for (&well_made);
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;

  /* The hand-made packages of hostile_cases differ from this one only by what is wrong with them. */
  hostile_profile ();
  package = cw_package_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_SET, CW_PACKAGE_CHANGE_ADD), ==, 1);
}

static void
test_hostile_refused (gconstpointer data)
{
  const HostileCase *hostile = data;
  g_autofree char *path = NULL;

  hostile_profile ();
  path = hostile_package_for (hostile);
  assert_refused (path, hostile->code, hostile->expected);
}

static void
test_hostile_truncated (void)
{
  g_autofree char *full = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *cut = NULL;
  g_autofree char *scratch = cw_test_scratch_dir ();
  gsize length = 0;

  make_profile (set_xml);
  full = write_package ("1.0", FALSE);
  g_assert_true (g_file_get_contents (full, &contents, &length, NULL));
  cut = g_build_filename (scratch, "cut.cwgame", NULL);
  /* Cut inside the game definition, the second entry. */
  write_bytes (cut, contents, 2000);
  assert_refused (cut, CW_ERROR_PARSE,
                  "%s: the package is damaged or cut short (the list of its entries at the end of the file is missing); "
                  "nothing was installed");
}

static void
test_hostile_not_a_zip (void)
{
  g_autofree char *scratch = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (scratch, "notes.cwgame", NULL);

  hostile_profile ();
  write_bytes (path, "just some text\n", 15);
  assert_refused (path, CW_ERROR_PARSE,
                  "%s: not a game package (a ZIP file): Unrecognized archive format");
}

/* A first package refused on a new profile leaves not even an empty data folder. */
static void
test_hostile_fresh_profile_stays_empty (void)
{
  const HostileCase *absolute = &hostile_cases[1];
  g_autofree char *path = hostile_package_for (absolute);
  g_autofree char *ours = data_dir ();
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (absolute->name, ==, "absolute-path");
  g_assert_false (g_file_test (ours, G_FILE_TEST_EXISTS));
  package = cw_package_open (path, &error);
  g_assert_null (package);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_false (g_file_test (ours, G_FILE_TEST_EXISTS));
}

/* A player's own game travels with its definition and back picture; where the other player has
 * their own definition of it, theirs and its picture are kept. */
static void
test_user_game_and_its_back (void)
{
  g_autofree char *games = g_build_filename (g_get_user_data_dir (), "cardwright", "games", "my-epic", NULL);
  g_autofree char *back = g_build_filename (games, "back.png", NULL);
  g_autofree char *game_file = g_build_filename (games, "game.xml", NULL);
  g_autoptr(GString) definition = g_string_new (game_xml);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autofree char *scratch = cw_test_scratch_dir ();
  g_autofree char *package_path = g_build_filename (scratch, "my-epic.cwgame", NULL);
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;
  static const guchar other_png[] = {
    0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
    0, 0, 0, 9, 0, 0, 0, 9, 8, 2, 0, 0, 0, 0, 0, 0, 0,
  };
  CwPackageOptions options = { .name = "My Epic", .release = "1.0" };

  g_string_replace (definition, "id=\"" GAME "\"", "id=\"my-epic\"", 1);
  g_string_replace (definition, "back=\"generated\"", "back=\"back.png\"", 1);
  write_in (games, "game.xml", definition->str);
  write_bytes (back, small_png, sizeof small_png);
  all = cw_game_load_all (NULL);
  for (guint i = 0; i < all->len && catalog == NULL; i++)
    if (strcmp (cw_game_get_id (g_ptr_array_index (all, i)), "my-epic") == 0)
      catalog = cw_catalog_new_for_game (g_ptr_array_index (all, i), NULL);
  g_assert_nonnull (catalog);
  g_assert_true (cw_package_write (catalog, &options, package_path, &error));
  g_assert_no_error (error);

  /* The other player has their own my-epic, with another back. */
  write_bytes (back, other_png, sizeof other_png);
  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (((CwPackageItem *) g_ptr_array_index (cw_package_get_items (package), 0))->change, ==,
                   CW_PACKAGE_CHANGE_UNCHANGED);
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_PICTURE, CW_PACKAGE_CHANGE_KEEP), ==, 1);
  g_assert_true (cw_package_install (package, FALSE, &error));
  g_assert_no_error (error);
  {
    g_autofree char *kept = NULL;
    gsize length = 0;
    g_assert_true (g_file_get_contents (back, &kept, &length, NULL));
    g_assert_cmpmem (kept, length, other_png, sizeof other_png);
  }
  g_clear_object (&package);

  /* A player without the game gets it whole. */
  g_assert_cmpint (g_unlink (back), ==, 0);
  g_assert_cmpint (g_unlink (game_file), ==, 0);
  {
    g_autofree char *record = g_build_filename (games, "packages", "my-epic.xml", NULL);
    g_assert_cmpint (g_unlink (record), ==, 0);
  }
  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (((CwPackageItem *) g_ptr_array_index (cw_package_get_items (package), 0))->change, ==,
                   CW_PACKAGE_CHANGE_ADD);
  g_assert_cmpuint (cw_package_count_items (package, CW_PACKAGE_ITEM_PICTURE, CW_PACKAGE_CHANGE_ADD), ==, 1);
  g_assert_true (cw_package_install (package, FALSE, &error));
  g_assert_no_error (error);
  {
    g_autofree char *installed = NULL;
    gsize length = 0;
    g_assert_true (g_file_get_contents (back, &installed, &length, NULL));
    g_assert_cmpmem (installed, length, small_png, sizeof small_png);
    g_assert_true (g_file_test (game_file, G_FILE_TEST_IS_REGULAR));
  }
}

/* A copy a killed Cardwright left behind goes once stale; one a running Cardwright has open stays. */
static void
test_stale_unpacked_copy_removed (void)
{
  g_autofree char *ours = data_dir ();
  g_autofree char *stale = g_build_filename (ours, ".cardwright-tmp-package-OLD123", NULL);
  g_autofree char *fresh = g_build_filename (ours, ".cardwright-tmp-package-NEW123", NULL);
  g_autofree char *package_path = NULL;
  g_autoptr(CwPackage) package = NULL;
  g_autoptr(GError) error = NULL;
  struct utimbuf old = { 0 };

  make_profile (set_xml);
  package_path = write_package ("1.0", FALSE);
  write_in (stale, "sets/x.png", "x");
  write_in (fresh, "sets/y.png", "y");
  old.actime = old.modtime = time (NULL) - 11 * 60;
  g_assert_cmpint (g_utime (stale, &old), ==, 0);
  package = cw_package_open (package_path, &error);
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_IS_DIR));
}

static void
test_names_and_releases (void)
{
  g_autofree char *a = cw_package_id_from_name ("Épopée: fan sets!");
  g_autofree char *b = cw_package_id_from_name ("  ***  ");

  g_assert_cmpstr (a, ==, "epopee-fan-sets");
  g_assert_null (b);
  g_assert_true (cw_package_release_is_valid ("1"));
  g_assert_true (cw_package_release_is_valid ("2.10.3.1"));
  g_assert_false (cw_package_release_is_valid ("1.0-beta"));
  g_assert_false (cw_package_release_is_valid ("1..2"));
  g_assert_false (cw_package_release_is_valid ("1.2.3.4.5"));
  g_assert_cmpint (cw_package_compare_releases ("1.10", "1.9"), >, 0);
  g_assert_cmpint (cw_package_compare_releases ("1.2", "1.2.0"), ==, 0);
  g_assert_cmpint (cw_package_compare_releases ("1.2", "1.2.1"), <, 0);
  g_assert_cmpint (cw_package_compare_releases ("2", "1.99"), >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *game_path = NULL;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game_path = cw_test_game_path (GAME, "game.xml", NULL);
  game_xml = cw_test_read_file (game_path);

  g_test_add_func ("/core/package/names-and-releases", test_names_and_releases);
  g_test_add_func ("/core/package/round-trip", test_round_trip);
  g_test_add_func ("/core/package/typed-text-round-trip", test_typed_text_round_trip);
  g_test_add_func ("/core/package/update-keeps-collection-and-libraries", test_update_keeps_collection_and_libraries);
  g_test_add_func ("/core/package/clash-renamed-only-when-agreed", test_clash_renamed_only_when_agreed);
  g_test_add_func ("/core/package/stale-unpacked-copy-removed", test_stale_unpacked_copy_removed);
  g_test_add_func ("/core/package/user-game-and-its-back", test_user_game_and_its_back);
  for (guint i = 0; i < G_N_ELEMENTS (failing_steps); i++)
    {
      g_autofree char *name = g_strconcat ("/core/package/failing-step/", failing_steps[i].name, NULL);
      g_test_add_data_func (name, &failing_steps[i], test_failing_step);
    }
  for (guint i = 0; i < G_N_ELEMENTS (failing_undos); i++)
    {
      g_autofree char *name = g_strconcat ("/core/package/failing-undo/", failing_undos[i].name, NULL);
      g_test_add_data_func (name, &failing_undos[i], test_failing_undo);
    }
  g_test_add_func ("/core/package/failing-step/no-hard-links", test_no_hard_links);
  g_test_add_func ("/core/package/hostile/well-made-is-accepted", test_hostile_well_made_is_accepted);
  for (guint i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    {
      g_autofree char *name = g_strconcat ("/core/package/hostile/", hostile_cases[i].name, NULL);
      g_test_add_data_func (name, &hostile_cases[i], test_hostile_refused);
    }
  g_test_add_func ("/core/package/hostile/truncated", test_hostile_truncated);
  g_test_add_func ("/core/package/hostile/not-a-zip", test_hostile_not_a_zip);
  g_test_add_func ("/core/package/hostile/fresh-profile-stays-empty", test_hostile_fresh_profile_stays_empty);
  return g_test_run ();
}
