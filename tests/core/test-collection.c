/* test-collection.c: owned copies and notes per card; unknown ids kept and reported; saving; bad files. */
#include "cw-test-util.h"

#define XML_DECL "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

static const char collection_file[] =
  XML_DECL
  "<collection version=\"1\" game=\"oz-storyline\">\n"
  "  <card id=\"ozd-001\" owned=\"3\"/>\n"
  "  <card id=\"ozd-042\" owned=\"1\">  Signed by the artist &amp; &lt;framed&gt;  </card>\n"
  "  <card id=\"zz-999\" owned=\"2\">From a set not installed</card>\n"
  "  <card id=\"ozd-080\" owned=\"0\">Lent to Ozma</card>\n"
  "  <card id=\"aa-000\" owned=\"5\"/>\n"
  "  <card id=\"ozd-003\"/>\n"
  "</collection>\n";

static CwCollection *
load_collection (char **path_out)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "oz-storyline.xml", collection_file);
  g_autoptr(GError) error = NULL;
  CwCollection *collection = cw_collection_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (collection);
  if (path_out)
    *path_out = g_steal_pointer (&path);
  return collection;
}

static gboolean
save_collection (gpointer     object,
                 const char  *path,
                 GError     **error)
{
  return cw_collection_save_to_file (object, path, error);
}

static void
test_load (void)
{
  g_autofree char *path = NULL;
  g_autoptr(CwCollection) collection = load_collection (&path);
  g_auto(GStrv) ids = cw_collection_dup_card_ids (collection);
  g_autofree char *joined = g_strjoinv (" ", ids);

  g_assert_cmpstr (cw_collection_get_game_id (collection), ==, "oz-storyline");
  g_assert_cmpstr (cw_collection_get_path (collection), ==, path);
  /* Every entry, sorted, even those with no copies. */
  g_assert_cmpstr (joined, ==, "aa-000 ozd-001 ozd-003 ozd-042 ozd-080 zz-999");
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-001"), ==, 3);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-042"), ==, 1);
  g_assert_cmpuint (cw_collection_get_owned (collection, "zz-999"), ==, 2);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-080"), ==, 0);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-003"), ==, 0);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-002"), ==, 0);
  g_assert_cmpuint (cw_collection_get_total (collection), ==, 3 + 1 + 2 + 5);
  g_assert_cmpstr (cw_collection_get_note (collection, "ozd-042"), ==, "Signed by the artist & <framed>");
  g_assert_cmpstr (cw_collection_get_note (collection, "ozd-080"), ==, "Lent to Ozma");
  g_assert_null (cw_collection_get_note (collection, "ozd-001"));
  g_assert_null (cw_collection_get_note (collection, "ozd-002"));
}

static void
test_find_unknown (void)
{
  g_autoptr(CwCollection) collection = load_collection (NULL);
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(CwCatalog) empty = cw_catalog_new (game);
  g_auto(GStrv) unknown = cw_collection_find_unknown (collection, catalog);
  g_auto(GStrv) all = cw_collection_find_unknown (collection, empty);

  /* Reported, sorted, and still there. */
  g_assert_cmpuint (g_strv_length (unknown), ==, 2);
  g_assert_cmpstr (unknown[0], ==, "aa-000");
  g_assert_cmpstr (unknown[1], ==, "zz-999");
  g_assert_cmpuint (cw_collection_get_owned (collection, "zz-999"), ==, 2);
  g_assert_cmpuint (g_strv_length (all), ==, 6);
}

static void
on_changed (CwCollection *collection,
            const char   *card_id,
            GString      *log)
{
  g_string_append_printf (log, "%s=%u;", card_id, cw_collection_get_owned (collection, card_id));
}

static void
test_edit (void)
{
  g_autoptr(CwCollection) collection = cw_collection_new ("oz-storyline");
  g_autoptr(GString) log = g_string_new (NULL);
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) after = NULL;

  g_assert_cmpstr (cw_collection_get_game_id (collection), ==, "oz-storyline");
  g_assert_null (cw_collection_get_path (collection));
  g_signal_connect (collection, "changed", G_CALLBACK (on_changed), log);

  cw_collection_set_owned (collection, "ozd-001", 2);
  cw_collection_set_owned (collection, "ozd-001", 2);
  cw_collection_set_owned (collection, "ozd-002", 0);
  cw_collection_set_owned (collection, "ozd-001", 4);
  g_assert_cmpstr (log->str, ==, "ozd-001=2;ozd-001=4;");
  g_assert_cmpuint (cw_collection_get_total (collection), ==, 4);

  cw_collection_set_note (collection, "ozd-005", "wanted");
  cw_collection_set_note (collection, "ozd-005", "wanted");
  g_assert_cmpstr (log->str, ==, "ozd-001=2;ozd-001=4;ozd-005=0;");
  ids = cw_collection_dup_card_ids (collection);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);

  /* An entry with no copies and no note goes away. */
  cw_collection_set_owned (collection, "ozd-001", 0);
  cw_collection_set_note (collection, "ozd-005", "");
  g_assert_null (cw_collection_get_note (collection, "ozd-005"));
  after = cw_collection_dup_card_ids (collection);
  g_assert_cmpuint (g_strv_length (after), ==, 0);
  g_assert_cmpuint (cw_collection_get_total (collection), ==, 0);
  g_assert_cmpstr (log->str, ==, "ozd-001=2;ozd-001=4;ozd-005=0;ozd-001=0;ozd-005=0;");
}

static void
test_edit_key_reuse (void)
{
  g_autoptr(CwCollection) collection = cw_collection_new ("oz-storyline");
  g_auto(GStrv) ids = NULL;

  /* The id passed may be the collection's own key, freed when the entry goes. */
  cw_collection_set_owned (collection, "ozd-001", 1);
  ids = cw_collection_dup_card_ids (collection);
  cw_collection_set_owned (collection, ids[0], 0);
  g_assert_cmpuint (cw_collection_get_owned (collection, "ozd-001"), ==, 0);
}

static void
test_round_trip (void)
{
  g_autoptr(CwCollection) collection = load_collection (NULL);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "saved.xml", NULL);
  g_autofree char *again_path = g_build_filename (dir, "again.xml", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCollection) loaded = NULL;
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) loaded_ids = NULL;

  cw_collection_set_note (collection, "ozd-001", "Quote \" and ' and\nnew line");
  g_assert_true (cw_collection_save_to_file (collection, path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (cw_collection_get_path (collection), ==, path);
  loaded = cw_collection_new_from_file (path, &error);
  g_assert_no_error (error);

  g_assert_cmpstr (cw_collection_get_game_id (loaded), ==, "oz-storyline");
  ids = cw_collection_dup_card_ids (collection);
  loaded_ids = cw_collection_dup_card_ids (loaded);
  g_assert_cmpuint (g_strv_length (loaded_ids), ==, g_strv_length (ids));
  for (guint i = 0; ids[i]; i++)
    {
      g_assert_cmpstr (loaded_ids[i], ==, ids[i]);
      g_assert_cmpuint (cw_collection_get_owned (loaded, ids[i]), ==, cw_collection_get_owned (collection, ids[i]));
      g_assert_cmpstr (cw_collection_get_note (loaded, ids[i]), ==, cw_collection_get_note (collection, ids[i]));
    }
  /* Unknown ids survive the round trip, and are still reported. */
  g_assert_cmpuint (cw_collection_get_owned (loaded, "zz-999"), ==, 2);
  {
    g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
    g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
    g_auto(GStrv) unknown = cw_collection_find_unknown (loaded, catalog);
    g_autofree char *joined = g_strjoinv (" ", unknown);

    g_assert_cmpstr (joined, ==, "aa-000 zz-999");
  }
  g_assert_cmpstr (cw_collection_get_note (loaded, "ozd-001"), ==, "Quote \" and ' and\nnew line");

  g_assert_true (cw_collection_save_to_file (loaded, again_path, &error));
  first = cw_test_read_file (path);
  second = cw_test_read_file (again_path);
  g_assert_cmpstr (first, ==, second);
}

static void
test_save_format (void)
{
  g_autoptr(CwCollection) collection = cw_collection_new ("od");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "od.xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;

  /* Sorted by id, whatever the order of entry. */
  cw_collection_set_owned (collection, "od-kh", 1);
  cw_collection_set_owned (collection, "od-ah", 2);
  cw_collection_set_note (collection, "od-ah", "bent corner");
  g_assert_true (cw_collection_save_to_file (collection, path, &error));
  contents = cw_test_read_file (path);
  g_assert_cmpstr (contents, ==,
                   XML_DECL
                   "<collection version=\"1\" game=\"od\">\n"
                   "  <card id=\"od-ah\" owned=\"2\">bent corner</card>\n"
                   "  <card id=\"od-kh\" owned=\"1\"/>\n"
                   "</collection>\n");
}

/* Each check of a safe save (cw-test-util.h), its number the test's data. */
static void
test_save (gconstpointer check)
{
  g_autoptr(CwCollection) collection = load_collection (NULL);

  cw_test_check_save (GPOINTER_TO_UINT (check), collection, save_collection);
}

/* Bad files */

typedef struct {
  const char *name;
  int         code;
  int         line;
  const char *message;
  const char *contents;
} BadFile;

static const BadFile bad_files[] = {
  { "unclosed-tag", CW_ERROR_PARSE, 4,
    "not well-formed XML: Opening and ending tag mismatch: card line 3 and collection",
    XML_DECL                                                          /* 1 */
    "<collection version=\"1\" game=\"oz-storyline\">\n"              /* 2 */
    "  <card id=\"ozd-001\" owned=\"3\">note\n"                       /* 3 */
    "</collection>\n" },                                              /* 4 */
  { "version-2", CW_ERROR_VERSION, 2,
    "version “2” is not supported; this Cardwright reads version 1",
    XML_DECL
    "<collection version=\"2\" game=\"oz-storyline\">\n"
    "</collection>\n" },
  { "no-version", CW_ERROR_VERSION, 2,
    "<collection> needs a version attribute (version=\"1\")",
    XML_DECL
    "<collection game=\"oz-storyline\">\n"
    "</collection>\n" },
  { "doctype-entity", CW_ERROR_PARSE, 2,
    "a DOCTYPE is not allowed in Cardwright files",
    XML_DECL
    "<!DOCTYPE collection [ <!ENTITY many \"99\"> ]>\n"
    "<collection version=\"1\" game=\"oz-storyline\">\n"
    "  <card id=\"ozd-001\" owned=\"&many;\"/>\n"
    "</collection>\n" },
  { "wrong-root", CW_ERROR_INVALID, 2,
    "expected a <collection> file, found <library>",
    XML_DECL
    "<library version=\"1\" game=\"oz-storyline\"/>\n" },
  { "no-game", CW_ERROR_INVALID, 2,
    "<collection> needs a “game” attribute",
    XML_DECL
    "<collection version=\"1\">\n"
    "</collection>\n" },
  { "no-card-id", CW_ERROR_INVALID, 4,
    "<card> needs a “id” attribute",
    XML_DECL
    "<collection version=\"1\" game=\"oz-storyline\">\n"
    "  <card id=\"ozd-001\" owned=\"3\"/>\n"
    "  <card owned=\"3\"/>\n"
    "</collection>\n" },
  { "negative-owned", CW_ERROR_INVALID, 4,
    "card “ozd-002”: owned must be 0 or more, not -2",
    XML_DECL
    "<collection version=\"1\" game=\"oz-storyline\">\n"
    "  <card id=\"ozd-001\" owned=\"3\"/>\n"
    "  <card id=\"ozd-002\" owned=\"-2\"/>\n"
    "</collection>\n" },
  { "owned-over-the-range", CW_ERROR_INVALID, 4,
    "card “ozd-002”: owned must be at most 99999, not 100000",
    XML_DECL
    "<collection version=\"1\" game=\"oz-storyline\">\n"
    "  <card id=\"ozd-001\" owned=\"99999\"/>\n"
    "  <card id=\"ozd-002\" owned=\"100000\"/>\n"
    "</collection>\n" },
  { "owned-not-a-number", CW_ERROR_INVALID, 3,
    "“owned” on <card> must be a whole number, not “many”",
    XML_DECL
    "<collection version=\"1\" game=\"oz-storyline\">\n"
    "  <card id=\"ozd-001\" owned=\"many\"/>\n"
    "</collection>\n" },
  { "listed-twice", CW_ERROR_INVALID, 5,
    "card “ozd-001” is listed twice",
    XML_DECL
    "<collection version=\"1\" game=\"oz-storyline\">\n"
    "  <card id=\"ozd-001\" owned=\"3\"/>\n"
    "  <card id=\"ozd-002\" owned=\"1\"/>\n"
    "  <card id=\"ozd-001\" owned=\"1\"/>\n"
    "</collection>\n" },
  { "stray-element", CW_ERROR_INVALID, 3,
    "expected <card> in <collection>, found <deck>",
    XML_DECL
    "<collection version=\"1\" game=\"oz-storyline\">\n"
    "  <deck id=\"ozd-001\"/>\n"
    "</collection>\n" },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "collection.xml", bad->contents);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCollection) collection = cw_collection_new_from_file (path, &error);

  g_assert_null (collection);
  cw_assert_file_error (error, bad->code, path, bad->line, bad->message);
}

static void
test_bad_file_missing (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "collection.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCollection) collection = cw_collection_new_from_file (path, &error);

  g_assert_null (collection);
  cw_assert_file_error (error, CW_ERROR_IO, path, 0, "No such file or directory");
}

static void
test_bad_file_empty (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "collection.xml", "");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCollection) collection = cw_collection_new_from_file (path, &error);

  g_assert_null (collection);
  cw_assert_file_error (error, CW_ERROR_PARSE, path, 0, "not well-formed XML: the file is empty");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/collection/load", test_load);
  g_test_add_func ("/core/collection/find-unknown", test_find_unknown);
  g_test_add_func ("/core/collection/edit", test_edit);
  g_test_add_func ("/core/collection/edit/own-key", test_edit_key_reuse);
  g_test_add_func ("/core/collection/round-trip", test_round_trip);
  g_test_add_func ("/core/collection/save/format", test_save_format);
  for (guint i = 0; i < CW_TEST_N_SAVE_CHECKS; i++)
    {
      g_autofree char *test_path = g_strconcat ("/core/collection/save/", cw_test_save_check_name (i), NULL);

      g_test_add_data_func (test_path, GUINT_TO_POINTER (i), test_save);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/core/collection/bad/%s", bad_files[i].name);
      g_test_add_data_func (test_path, &bad_files[i], test_bad_file);
    }
  g_test_add_func ("/core/collection/bad/missing-file", test_bad_file_missing);
  g_test_add_func ("/core/collection/bad/empty-file", test_bad_file_empty);

  return g_test_run ();
}
