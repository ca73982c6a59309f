/* test-collection-csv.c: owned counts as CSV: the export, RFC 4180 quoting, imports good and bad, a round trip. */
#include <unistd.h>
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-collection-csv.h"
#include "cw-error.h"
#include "cw-import-report.h"
#include "interop-test-util.h"

static CwImportReport *
import_csv (CwCollection *collection,
            CwCatalog    *catalog,
            const char   *text,
            const char   *source)
{
  g_autoptr(GError) error = NULL;
  CwImportReport *report = cw_collection_csv_import_data (collection, catalog, text, strlen (text), source, &error);

  g_assert_no_error (error);
  g_assert_nonnull (report);
  return report;
}

static void
assert_report (CwImportReport *report,
               const char     *expected)
{
  g_autofree char *text = cw_import_report_format (report, FALSE);
  g_assert_cmpstr (text, ==, expected);
}

static void
assert_import_fails (const char *text,
                     const char *source,
                     const char *expected)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(GError) error = NULL;
  g_autoptr(CwImportReport) report =
    cw_collection_csv_import_data (collection, catalog, text, strlen (text), source, &error);

  g_assert_null (report);
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_cmpuint (cw_collection_get_total (collection), ==, 0);
}

static void
test_export (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autofree char *csv = NULL;

  cw_collection_set_owned (collection, "it-001", 3);
  cw_collection_set_owned (collection, "it-005", 1);
  cw_collection_set_owned (collection, "zz-404", 2);
  csv = cw_collection_csv_export (collection, catalog);

  g_assert_cmpstr (csv, ==,
                   "id,name,set,owned\r\n"
                   "it-001,Dorothy Gale • Girl from Kansas,core,3\r\n"
                   "it-002,Dorothy Gale • Princess of Oz,core,0\r\n"
                   "it-003,Toto,core,0\r\n"
                   "it-004,Silver Shoes,core,0\r\n"
                   "it-005,Épouvantail Field,core,1\r\n"
                   "it-006,Emerald City,core,0\r\n"
                   "it-007,The Road to Oz,core,0\r\n"
                   "it-008,7 League Boots,core,0\r\n"
                   "it-009,Wicked Witch of the West,core,0\r\n"
                   "it-010,\"Jack \"\"Pumpkinhead\"\", the Gardener\",core,0\r\n"
                   "zz-404,,,2\r\n");
}

static void
test_import (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(CwImportReport) report = NULL;

  cw_collection_set_owned (collection, "it-003", 7);
  cw_collection_set_owned (collection, "it-004", 2);
  report = import_csv (collection, catalog,
                       "owned,ID,Name,Set,Notes\r\n"
                       "3,it-001,Dorothy Gale • Girl from Kansas,core,\r\n"
                       "\"2\",it-010,\"Jack \"\"Pumpkinhead\"\", the Gardener\",core,\"signed, twice\"\r\n"
                       "1,,\"Emerald\r\nCity\",,\"a note\r\nover two lines\"\r\n"
                       "lots,it-003,Toto,core,\r\n"
                       "4,zz-404,Lost Card,,\r\n"
                       "2,,Glinda the Good,,\r\n"
                       ",it-004,Silver Shoes,core,\r\n"
                       "1,,Dorothy Gale,core,\r\n"
                       "\r\n"
                       "5,it-006,,,",   /* line 13: the record on line 4 runs over three lines */
                       "collection.csv");

  g_assert_cmpuint (cw_collection_get_owned (collection, "it-001"), ==, 1);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-010"), ==, 2);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-006"), ==, 5);
  /* A row not understood changes nothing; an empty count is none owned. */
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-003"), ==, 7);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-004"), ==, 0);
  /* An unknown id is kept, as the collection file keeps it. */
  g_assert_cmpuint (cw_collection_get_owned (collection, "zz-404"), ==, 4);
  g_assert_cmpstr (cw_import_report_get_format (report), ==, "csv");
  assert_report (report,
                 "collection.csv: 12 cards matched (6 entries), 2 not found, 1 not understood, 3 notes\n"
                 "collection.csv:7: not understood: Toto: owned “lots” is not a number of copies\n"
                 "collection.csv:8: not found: no card with id “zz-404” or named “Lost Card”; its count (4) "
                 "is kept under that id\n"
                 "collection.csv:9: not found: no card named “Glinda the Good”\n"
                 "collection.csv:11: note: “Dorothy Gale” names 2 cards; took Dorothy Gale • Girl from Kansas (it-001)\n"
                 "collection.csv:11: note: Dorothy Gale • Girl from Kansas is also on line 2; this line's count (1) wins\n"
                 "collection.csv:13: note: Emerald City is also on line 4; this line's count (5) wins\n");
}

/* An owned count over the collection's range is refused on its line: 2147483648 was taken, and
 * the collection saved with it would not load again. */
static void
test_import_owned_range (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(CwImportReport) report = NULL;

  cw_collection_set_owned (collection, "it-003", 7);
  report = import_csv (collection, catalog,
                       "id,owned\n"
                       "it-001,99999\n"
                       "it-003,2147483648\n"
                       "it-004,100000\n",
                       "collection.csv");
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-001"), ==, 99999);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-003"), ==, 7);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-004"), ==, 0);
  assert_report (report,
                 "collection.csv: 99999 cards matched (1 entry), 0 not found, 2 not understood\n"
                 "collection.csv:3: not understood: it-003: owned 2147483648 is more than 99999, the most a collection keeps\n"
                 "collection.csv:4: not understood: it-004: owned 100000 is more than 99999, the most a collection keeps\n");
}

/* An unknown id is kept in the collection file, which cannot hold control characters: they
 * are dropped, with a note on the line, and the collection saves and loads again. */
static void
test_import_control_characters (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(CwCollection) back = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "control", NULL);
  g_autofree char *path = g_build_filename (dir, "collection.xml", NULL);

  report = import_csv (collection, catalog,
                       "id,owned\n"
                       "it-\x0B""001,2\n"
                       "zz\x1B-404,3\n",
                       "collection.csv");
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-001"), ==, 2);
  g_assert_cmpuint (cw_collection_get_owned (collection, "zz-404"), ==, 3);
  assert_report (report,
                 "collection.csv: 2 cards matched (1 entry), 1 not found, 0 not understood, 2 notes\n"
                 "collection.csv:2: note: control characters were removed from the id “it-001”\n"
                 "collection.csv:3: note: control characters were removed from the id “zz-404”\n"
                 "collection.csv:3: not found: no card with id “zz-404”; its count (3) is kept under that id\n");
  g_assert_true (cw_collection_save_to_file (collection, path, &error));
  g_assert_no_error (error);
  back = cw_collection_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_collection_get_owned (back, "zz-404"), ==, 3);
}

/* Found by fuzz-csv: a control character in the id of a row without a name once freed the
 * name the report shows (a use after free); the row is reported with its cleaned id. */
static void
test_import_fuzz_control_id (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autofree char *path = interop_test_file ("fuzz-csv-control-id.csv");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;

  report = cw_collection_csv_import_file (collection, catalog, path, &error);
  g_assert_no_error (error);
  text = cw_import_report_format (report, FALSE);
  /* The header names "nam%", not "name": the second row has neither an id nor a name. */
  expected = g_strdup_printf ("%s: 0 cards matched (0 entries), 2 not found, 1 not understood, 1 note\n"
                              "%s:2: not found: no card with id “ozd-001”; its count (4) is kept under that id\n"
                              "%s:3: not understood: a row with neither an id nor a name\n"
                              "%s:4: note: control characters were removed from the id “zz-404”\n"
                              "%s:4: not found: no card with id “zz-404”; its count (4) is kept under that id\n",
                              path, path, path, path, path);
  g_assert_cmpstr (text, ==, expected);
  g_assert_cmpuint (cw_collection_get_owned (collection, "zz-404"), ==, 4);
}

/* A CSV over 32 MiB is refused before it is read (a sparse file: no disk used). */
static void
test_import_too_large (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "large", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.csv", NULL);
  g_autofree char *expected = g_strdup_printf ("%s: the file is too large (over 32.0\xc2\xa0MiB)", path);
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, "id,owned\n", -1, NULL));
  g_assert_cmpint (truncate (path, 32 * 1024 * 1024 + 1), ==, 0);
  report = cw_collection_csv_import_file (collection, catalog, path, &error);
  g_assert_null (report);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_import_suggestions (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(CwImportReport) report = NULL;

  /* A misspelt name is not guessed at: it is reported, with the card it is nearest to. */
  report = import_csv (collection, catalog,
                       "owned,name,set\n"
                       "2,silvr shoes,\n"
                       "1,Emrald City,core\n"
                       "3,Glinda the Good,\n",
                       "suggestions.csv");

  g_assert_cmpuint (cw_collection_get_owned (collection, "it-004"), ==, 0);
  assert_report (report,
                 "suggestions.csv: 0 cards matched (0 entries), 3 not found, 0 not understood\n"
                 "suggestions.csv:2: not found: no card named “silvr shoes”; did you mean “Silver Shoes”?\n"
                 "suggestions.csv:3: not found: no card named “Emrald City” in set “core”; did you mean “Emerald City”?\n"
                 "suggestions.csv:4: not found: no card named “Glinda the Good”\n");
}

/* A row's fields are repeated at most 80 characters long; a bad byte costs only its line. */
static void
test_import_long_fields_and_bad_byte (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GString) text = g_string_new ("owned,name\n1,");
  g_autofree char *eighty = g_strnfill (80, 'z');
  g_autofree char *expected = NULL;

  for (guint i = 0; i < 4000; i++)
    g_string_append_c (text, 'z');
  g_string_append (text, "\n2,Silver Shoes\n");
  g_string_append (text, "x\xff,\xE9pouvantail Field\n");
  report = import_csv (collection, catalog, text->str, "long.csv");
  expected = g_strdup_printf ("long.csv: 2 cards matched (1 entry), 1 not found, 1 not understood, 1 note\n"
                              "long.csv:4: note: column 2: the byte 0xFF is not UTF-8; read this line as Windows-1252\n"
                              "long.csv:2: not found: no card named “%s…”\n"
                              "long.csv:4: not understood: épouvantail Field: owned “xÿ” is not a number of copies\n",
                              eighty);
  assert_report (report, expected);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-004"), ==, 2);
}

static void
test_import_semicolons (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(CwImportReport) report = NULL;

  /* What a spreadsheet writes in a comma-decimal locale. */
  report = import_csv (collection, catalog,
                       "\xEF\xBB\xBFid;name;set;owned\n"
                       "it-003;Toto;core;2\n"
                       "it-005;\"Épouvantail; Field\";core;1,0\n"
                       ";The Road to Oz;Core cards;1\n",
                       "semicolons.csv");

  g_assert_cmpuint (cw_collection_get_owned (collection, "it-003"), ==, 2);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-005"), ==, 1);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-007"), ==, 1);
  g_assert_true (cw_import_report_is_complete (report));
  assert_report (report, "semicolons.csv: 4 cards matched (3 entries), 0 not found, 0 not understood\n");
}

static void
test_bad_files (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;

  assert_import_fails ("name,set\nToto,core\n", "no-owned.csv",
                       "no-owned.csv:1: the header row needs an “owned” column and an “id” or “name” column "
                       "(id,name,set,owned); found: name, set");
  assert_import_fails ("\n\n", "empty.csv",
                       "empty.csv: the file is empty; expected a header row id,name,set,owned");
  assert_import_fails ("\"id,owned\nit-003,2\n", "quote.csv",
                       "quote.csv:1: the quote opened on line 1 is never closed");

  report = import_csv (collection, catalog,
                       "id,owned\n"
                       "it-003,2\n"
                       "\"it-004,3\n"
                       "it-005,1\n",
                       "unclosed.csv");
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-003"), ==, 2);
  g_assert_cmpuint (cw_collection_get_owned (collection, "it-005"), ==, 0);
  assert_report (report,
                 "unclosed.csv: 2 cards matched (1 entry), 0 not found, 1 not understood\n"
                 "unclosed.csv:3: not understood: the quote opened on line 3 is never closed; the rest of "
                 "the file could not be read\n");
  g_clear_object (&report);

  report = cw_collection_csv_import_file (collection, catalog, "/nonexistent/collection.csv", &error);
  g_assert_null (report);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
}

static void
test_round_trip (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwCollection) collection = cw_collection_new ("interop-test");
  g_autoptr(CwCollection) again = cw_collection_new ("interop-test");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "round-trip.csv", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_mkdir_with_parents (g_get_user_cache_dir (), 0700);
  cw_collection_set_owned (collection, "it-001", 3);
  cw_collection_set_owned (collection, "it-010", 2);
  cw_collection_set_owned (collection, "it-007", 1);
  cw_collection_set_owned (collection, "zz-404", 4);

  g_assert_true (cw_collection_csv_export_file (collection, catalog, path, &error));
  g_assert_no_error (error);
  report = cw_collection_csv_import_file (again, catalog, path, &error);
  g_assert_no_error (error);

  before = cw_collection_csv_export (collection, catalog);
  after = cw_collection_csv_export (again, catalog);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (cw_collection_get_total (again), ==, 10);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_MATCHED), ==, 10);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOT_FOUND), ==, 1);
  g_remove (path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/interop/csv/export", test_export);
  g_test_add_func ("/interop/csv/import", test_import);
  g_test_add_func ("/interop/csv/import-suggestions", test_import_suggestions);
  g_test_add_func ("/interop/csv/import-owned-range", test_import_owned_range);
  g_test_add_func ("/interop/csv/import-control-characters", test_import_control_characters);
  g_test_add_func ("/interop/csv/import-too-large", test_import_too_large);
  g_test_add_func ("/interop/csv/import-fuzz-control-id", test_import_fuzz_control_id);
  g_test_add_func ("/interop/csv/import-semicolons", test_import_semicolons);
  g_test_add_func ("/interop/csv/import-long-fields-and-bad-byte", test_import_long_fields_and_bad_byte);
  g_test_add_func ("/interop/csv/bad-files", test_bad_files);
  g_test_add_func ("/interop/csv/round-trip", test_round_trip);

  return g_test_run ();
}
