/* test-decks.c: deck lists in and out: plain text, Cockatrice .cod, OCTGN .o8d, bad files, round trips. */
#include <unistd.h>
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "cw-catalog.h"
#include "cw-deck-io.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-library.h"
#include "interop-test-util.h"

/* Imports a file of tests/interop/files/ under its bare name, so messages do not depend on the checkout. */
static CwLibrary *
import_file (CwCatalog       *catalog,
             const char      *name,
             CwImportReport **report)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = interop_test_file (name);
  g_autofree char *contents = NULL;
  gsize length = 0;
  CwLibrary *library;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  library = cw_deck_import_data (catalog, CW_DECK_FORMAT_UNKNOWN, contents, length, name, report, &error);
  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

static CwLibrary *
import_text (CwCatalog       *catalog,
             CwDeckFormat     format,
             const char      *text,
             const char      *source,
             CwImportReport **report)
{
  g_autoptr(GError) error = NULL;
  CwLibrary *library = cw_deck_import_data (catalog, format, text, strlen (text), source, report, &error);

  g_assert_no_error (error);
  g_assert_nonnull (library);
  return library;
}

static void
assert_report (CwImportReport *report,
               const char     *expected)
{
  g_autofree char *text = cw_import_report_format (report, FALSE);
  g_assert_cmpstr (text, ==, expected);
}

static void
assert_library (CwLibrary  *library,
                const char *expected)
{
  g_autofree char *text = interop_test_describe (library);
  g_assert_cmpstr (text, ==, expected);
}

static void
assert_import_fails (CwCatalog  *catalog,
                     CwDeckFormat format,
                     gssize      length,
                     const char *text,
                     const char *source,
                     int         code,
                     const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = cw_deck_import_data (catalog, format, text,
                                                               length < 0 ? strlen (text) : (gsize) length,
                                                               source, &report, &error);

  g_assert_null (library);
  g_assert_null (report);
  g_assert_error (error, CW_ERROR, code);
  g_assert_cmpstr (error->message, ==, expected);
}

/* ---- formats --------------------------------------------------------------- */

static void
test_format_names (void)
{
  g_assert_cmpint (cw_deck_format_from_name ("text"), ==, CW_DECK_FORMAT_TEXT);
  g_assert_cmpint (cw_deck_format_from_name ("COD"), ==, CW_DECK_FORMAT_COCKATRICE);
  g_assert_cmpint (cw_deck_format_from_name ("octgn"), ==, CW_DECK_FORMAT_OCTGN);
  g_assert_cmpint (cw_deck_format_from_name ("pdf"), ==, CW_DECK_FORMAT_UNKNOWN);
  g_assert_cmpstr (cw_deck_format_to_string (CW_DECK_FORMAT_OCTGN), ==, "o8d");
  g_assert_cmpstr (cw_deck_format_get_extension (CW_DECK_FORMAT_TEXT), ==, "txt");

  g_assert_cmpint (cw_deck_format_guess ("deck.cod", NULL, 0), ==, CW_DECK_FORMAT_COCKATRICE);
  g_assert_cmpint (cw_deck_format_guess ("/a.b/deck.O8D", NULL, 0), ==, CW_DECK_FORMAT_OCTGN);
  g_assert_cmpint (cw_deck_format_guess ("/a.cod/deck", "3 Toto", 6), ==, CW_DECK_FORMAT_TEXT);
  g_assert_cmpint (cw_deck_format_guess ("download", "<?xml version=\"1.0\"?>\n<cockatrice_deck version=\"1\"/>", 50),
                   ==, CW_DECK_FORMAT_COCKATRICE);
  g_assert_cmpint (cw_deck_format_guess ("download.xml", "<?xml version=\"1.0\"?>\n<deck game=\"x\"/>", 38),
                   ==, CW_DECK_FORMAT_OCTGN);

  {
    g_autofree char *guid = cw_deck_octgn_game_guid ("oz-storyline");
    g_autofree char *again = cw_deck_octgn_game_guid ("oz-storyline");
    g_autofree char *other = cw_deck_octgn_game_guid ("od");

    g_assert_cmpstr (guid, ==, again);
    g_assert_cmpstr (guid, !=, other);
    g_assert_cmpuint (strlen (guid), ==, 36);
    g_assert_cmpint (guid[14], ==, '5');   /* a version 5 UUID */
  }
}

/* ---- plain text ------------------------------------------------------------- */

static void
test_text_import (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_file (catalog, "kansas-friends.txt", &report);

  g_assert_cmpstr (cw_library_get_name (library), ==, "Kansas Friends");
  g_assert_cmpstr (cw_library_get_notes (library), ==, "A list typed by hand, with every form the importer reads.");
  assert_library (library,
                  "library: it-001=3 it-003=3 it-004=2 it-008=1 it-009=1\n"
                  "folio: it-005=2 it-006=1\n"
                  "title: it-007=1\n");
  g_assert_cmpstr (cw_import_report_get_format (report), ==, "text");
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_MATCHED), ==, 8);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOT_FOUND), ==, 2);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOT_UNDERSTOOD), ==, 4);
  g_assert_cmpuint (cw_import_report_get_n_copies (report), ==, 14);
  g_assert_false (cw_import_report_is_complete (report));
  assert_report (report,
                 "kansas-friends.txt: 14 cards matched (8 entries), 2 not found, 4 not understood\n"
                 "kansas-friends.txt:9: not found: no card named “dorothy gale - princess of oz” in Interop test game; "
                 "did you mean “Dorothy Gale • Princess of Oz”?\n"
                 "kansas-friends.txt:19: not understood: “0 Toto”: a count of 0 adds nothing; write 1 or more\n"
                 "kansas-friends.txt:20: not understood: “-1x Toto”: the count -1 is below 1\n"
                 "kansas-friends.txt:21: not understood: “3x”: a count but no card name\n"
                 "kansas-friends.txt:22: not found: no card named “Glinda the Good” in Interop test game\n"
                 "kansas-friends.txt:23: not understood: unknown section “Flying Monkeys” (sections: Library, "
                 "Locations Folio, Title card, Main, Sideboard); the cards below go where their type belongs\n");
}

static void
test_text_count_forms (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_text (catalog, CW_DECK_FORMAT_TEXT,
                                              "3 Toto\r\n"
                                              "2x silver shoes\r\n"
                                              "1 X Silver Shoes\r\n"
                                              "Toto ×2\r\n"
                                              "Emerald City (x2)\r\n"
                                              "wicked witch of the west X 2\r\n"
                                              "it-007\r\n"
                                              "Jack \"Pumpkinhead\", the Gardener x1\r\n"
                                              "epouvantail field\r\n"
                                              "Dorothy Gale x 0\r\n"
                                              "99999 Toto\r\n",
                                              "forms.txt", &report);

  assert_library (library,
                  "library: it-003=5 it-004=3 it-009=2 it-010=1\n"
                  "folio: it-006=2 it-005=1\n"
                  "title: it-007=1\n");
  g_assert_cmpstr (cw_library_get_name (library), ==, "forms");
  assert_report (report,
                 "forms.txt: 15 cards matched (9 entries), 0 not found, 2 not understood\n"
                 "forms.txt:10: not understood: “Dorothy Gale x 0”: a count of 0 adds nothing; write 1 or more\n"
                 "forms.txt:11: not understood: “99999 Toto”: the count 99999 is more than 9999\n");
}

static void
test_text_sections_and_notes (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_text (catalog, CW_DECK_FORMAT_TEXT,
                                              "# a comment, not a section\n"
                                              "## Locations Folio (3)\n"
                                              "2 Emerald City\n"
                                              "1 Toto\n"
                                              "Title cards:\n"
                                              "// a comment among cards\n"
                                              "The Road to Oz\n"
                                              "Dorothy Gale\n",
                                              "sections.txt", &report);

  /* Toto is a Character, not a Location: it goes to the Library, and the report says so. */
  assert_library (library,
                  "library: it-003=1 it-001=1\n"
                  "folio: it-006=2\n"
                  "title: it-007=1\n");
  g_assert_null (cw_library_get_notes (library));
  assert_report (report,
                 "sections.txt: 5 cards matched (4 entries), 0 not found, 0 not understood, 3 notes\n"
                 "sections.txt:4: note: Toto is a Character: put in Library, not Locations Folio\n"
                 "sections.txt:8: note: “Dorothy Gale” names 2 cards; took Dorothy Gale • Girl from Kansas (it-001)\n"
                 "sections.txt:8: note: Dorothy Gale • Girl from Kansas is a Character: put in Library, not Title card\n");
  g_assert_true (cw_import_report_is_complete (report));
}

/* Control characters in a deck's name and notes cannot go into the Library file: they are
 * dropped at import, the report says so, and the Library saves and loads again. */
static void
test_text_control_characters (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_text (catalog, CW_DECK_FORMAT_TEXT,
                                              "// My\x1B[1m deck\x0B\n"
                                              "// a note\x01 here\n"
                                              "1 Toto\n",
                                              "control.txt", &report);
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "control", NULL);
  g_autofree char *path = g_build_filename (dir, "control.cwlibrary", NULL);
  g_autoptr(CwLibrary) back = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (cw_library_get_name (library), ==, "My[1m deck");
  g_assert_cmpstr (cw_library_get_notes (library), ==, "a note here");
  assert_report (report,
                 "control.txt: 1 card matched (1 entry), 0 not found, 0 not understood, 2 notes\n"
                 "control.txt: note: control characters were removed from the deck's name: “My[1m deck”\n"
                 "control.txt: note: control characters were removed from the deck's notes\n");
  g_assert_true (cw_library_save_to_file (library, path, &error));
  g_assert_no_error (error);
  back = cw_library_new_from_file (path, catalog, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_library_get_name (back), ==, "My[1m deck");
  g_assert_cmpstr (cw_library_get_notes (back), ==, "a note here");
}

/* A deck list over 16 MiB is refused before it is read (a sparse file: no disk used). */
static void
test_too_large (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "large", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.cod", NULL);
  g_autofree char *expected = g_strdup_printf ("%s: the file is too large (over 16.0\xc2\xa0MiB)", path);
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, "<cockatrice_deck version=\"1\">", -1, NULL));
  g_assert_cmpint (truncate (path, 16 * 1024 * 1024 + 1), ==, 0);
  g_assert_null (cw_deck_import_file (catalog, path, CW_DECK_FORMAT_UNKNOWN, &report, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_null (report);
}

static void
test_text_empty_and_bad_encoding (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwImportReport) latin_report = NULL;
  g_autoptr(CwLibrary) empty = import_text (catalog, CW_DECK_FORMAT_TEXT, "\n  \n", "empty.txt", &report);
  /* "2 Épouvantail Field" in Windows-1252. */
  g_autoptr(CwLibrary) latin = import_text (catalog, CW_DECK_FORMAT_TEXT, "2 \xC9pouvantail Field\n",
                                            "latin.txt", &latin_report);

  assert_library (empty, "");
  assert_report (report, "empty.txt: 0 cards matched (0 entries), 0 not found, 0 not understood, 1 note\n"
                         "empty.txt: note: the file is empty\n");
  assert_library (latin, "folio: it-005=2\n");
  assert_report (latin_report,
                 "latin.txt: 2 cards matched (1 entry), 0 not found, 0 not understood, 1 note\n"
                 "latin.txt:1: note: column 3: the byte 0xC9 is not UTF-8; read this line as Windows-1252\n");

  assert_import_fails (catalog, CW_DECK_FORMAT_TEXT, 10, "3 Toto\n\0\x01\x02", "binary.txt", CW_ERROR_PARSE,
                       "binary.txt: not a text file");
}

/* One bad byte costs only its own line: the UTF-8 lines around it are read as they are (the
 * whole file was once read again as Windows-1252, "Ã‰pouvantail" and all). */
static void
test_text_mixed_encoding (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_text (catalog, CW_DECK_FORMAT_TEXT,
                                              "// Mélange\n"
                                              "2 Épouvantail Field\n"
                                              "1 Toto \x96 the dog\n"
                                              "1 \xC9pouvantail Field\n",
                                              "mixed.txt", &report);

  g_assert_cmpstr (cw_library_get_name (library), ==, "Mélange");
  assert_library (library, "folio: it-005=3\n");
  assert_report (report,
                 "mixed.txt: 3 cards matched (2 entries), 1 not found, 0 not understood, 2 notes\n"
                 "mixed.txt:3: note: column 8: the byte 0x96 is not UTF-8; read this line as Windows-1252\n"
                 "mixed.txt:4: note: column 3: the byte 0xC9 is not UTF-8; read this line as Windows-1252\n"
                 "mixed.txt:3: not found: no card named “Toto – the dog” in Interop test game\n");
}

/* Windows Notepad's "Unicode": UTF-16 with a byte order mark, little- or big-endian. */
static void
test_text_utf16 (gconstpointer data)
{
  const char *charset = data;
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  /* The byte order mark is U+FEFF written in that order. */
  g_autofree char *body = g_convert ("\xEF\xBB\xBF// Notepad\r\n2 Épouvantail Field\r\n1 Toto\r\n", -1, charset, "UTF-8",
                                     NULL, &length, &error);
  g_autofree char *broken = NULL;
  g_autofree char *expected = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 2 * 42);
  library = cw_deck_import_data (catalog, CW_DECK_FORMAT_UNKNOWN, body, length, "notepad.txt", &report, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cw_library_get_name (library), ==, "Notepad");
  assert_library (library, "library: it-003=1\nfolio: it-005=2\n");
  assert_report (report, "notepad.txt: 3 cards matched (2 entries), 0 not found, 0 not understood\n");

  /* Cut in the middle of a character: refused, with the byte where it stops making sense. */
  broken = g_memdup2 (body, length - 1);
  expected = g_strdup_printf ("notepad.txt: the file starts as %s text, but its bytes from %u on are not %s",
                              charset, 2 * 41, charset);
  assert_import_fails (catalog, CW_DECK_FORMAT_TEXT, (gssize) length - 1, broken, "notepad.txt", CW_ERROR_PARSE,
                       expected);
}

/* A Library keeps at most 9999 copies of a card: the line that goes past it says so and the
 * import is not complete (the CLI then exits with 1), instead of 10000 becoming 9999 silently. */
static void
test_text_copy_cap (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_text (catalog, CW_DECK_FORMAT_TEXT,
                                              "9000 Toto\n"
                                              "999 Toto\n"
                                              "5 Toto\n"
                                              "1 Toto\n"
                                              "1 Silver Shoes\n",
                                              "caps.txt", &report);

  assert_library (library, "library: it-003=9999 it-004=1\n");
  g_assert_false (cw_import_report_is_complete (report));
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_CAPPED), ==, 2);
  g_assert_cmpuint (cw_import_report_get_n_copies (report), ==, 10000);
  assert_report (report,
                 "caps.txt: 10000 cards matched (3 entries), 0 not found, 0 not understood\n"
                 "caps.txt:3: too many copies: Toto: this line makes 10004 copies, and a Library keeps at most 9999; "
                 "5 left out\n"
                 "caps.txt:4: too many copies: Toto: this line makes 10000 copies, and a Library keeps at most 9999; "
                 "1 left out\n");
}

/* What a message repeats of a line is cut at 80 characters; a report of 1000 unknown names
 * lists the first 300 and counts the rest. */
static void
test_text_long_echoes_and_many_unknown (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwImportReport) many_report = NULL;
  g_autoptr(GString) text = g_string_new ("1 Toto\n3 ");
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(CwLibrary) many = NULL;
  g_autofree char *formatted = NULL;
  g_autofree char *expected_name = g_strnfill (80, 'q');
  g_autofree char *expected = NULL;
  GPtrArray *items;

  for (guint i = 0; i < 5000; i++)
    g_string_append_c (text, 'q');
  g_string_append (text, "\n[");
  for (guint i = 0; i < 3000; i++)
    g_string_append (text, "é");
  g_string_append (text, "]\n");
  library = import_text (catalog, CW_DECK_FORMAT_TEXT, text->str, "long.txt", &report);
  items = cw_import_report_get_items (report);
  g_assert_cmpuint (items->len, ==, 3);
  expected = g_strdup_printf ("no card named “%s…” in Interop test game", expected_name);
  g_assert_cmpstr (((CwImportItem *) g_ptr_array_index (items, 1))->message, ==, expected);
  g_assert_cmpuint (g_utf8_strlen (((CwImportItem *) g_ptr_array_index (items, 1))->text, -1), ==, 81);
  g_assert_true (g_str_has_prefix (((CwImportItem *) g_ptr_array_index (items, 2))->message, "unknown section “éééé"));
  g_assert_true (g_str_has_suffix (((CwImportItem *) g_ptr_array_index (items, 2))->message,
                                   "éé…” (sections: Library, Locations Folio, Title card, Main, Sideboard); "
                                   "the cards below go where their type belongs"));

  g_string_truncate (text, 0);
  for (guint i = 0; i < 1000; i++)
    g_string_append_printf (text, "1 Unknown card %u\n", i);
  g_string_append (text, "2 Toto\n");
  many = import_text (catalog, CW_DECK_FORMAT_TEXT, text->str, "many.txt", &many_report);
  g_assert_cmpuint (cw_import_report_count (many_report, CW_IMPORT_NOT_FOUND), ==, 1000);
  g_assert_cmpuint (cw_import_report_get_n_unlisted (many_report), ==, 700);
  g_assert_cmpuint (cw_import_report_get_items (many_report)->len, ==, 301);
  formatted = cw_import_report_format (many_report, FALSE);
  g_assert_true (g_str_has_prefix (formatted, "many.txt: 2 cards matched (1 entry), 1000 not found, 0 not understood\n"
                                              "many.txt:1: not found: no card named “Unknown card 0” in Interop test game\n"));
  g_assert_true (g_str_has_suffix (formatted,
                                   "many.txt:300: not found: no card named “Unknown card 299” in Interop test game\n"
                                   "many.txt: 700 more lines left out or noted, not listed (only the first 300 are)\n"));
}

static void
test_text_export (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_file (catalog, "kansas-friends.txt", &report);
  g_autofree char *text = cw_deck_export_data (library, catalog, CW_DECK_FORMAT_TEXT);

  g_assert_cmpstr (text, ==,
                   "// Kansas Friends\n"
                   "// A list typed by hand, with every form the importer reads.\n"
                   "\n"
                   "# Library\n"
                   "3 Dorothy Gale • Girl from Kansas\n"
                   "3 Toto\n"
                   "2 Silver Shoes\n"
                   "1 7 League Boots\n"
                   "1 Wicked Witch of the West\n"
                   "\n"
                   "# Locations Folio\n"
                   "2 Épouvantail Field\n"
                   "1 Emerald City\n"
                   "\n"
                   "# Title card\n"
                   "1 The Road to Oz\n");
}

/* ---- Cockatrice ------------------------------------------------------------- */

static void
test_cockatrice_import (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_file (catalog, "kansas-friends.cod", &report);

  g_assert_cmpstr (cw_library_get_name (library), ==, "Kansas Friends");
  g_assert_cmpstr (cw_library_get_notes (library), ==, "Built for the Thursday league.\nTwo Dorothys, lots of Toto.");
  g_assert_cmpstr (cw_import_report_get_format (report), ==, "cod");
  assert_library (library,
                  "library: it-001=3 it-003=3 it-004=2 it-009=1\n"
                  "folio: it-005=2 it-006=2\n"
                  "title: it-007=1\n");
  assert_report (report,
                 "kansas-friends.cod: 14 cards matched (7 entries), 1 not found, 2 not understood, 1 note\n"
                 "kansas-friends.cod:13: not found: no card named “Dorthy Gale” in Interop test game; did you mean “Dorothy Gale”?\n"
                 "kansas-friends.cod:14: not understood: Wicked Witch of the West: a count of 0 adds nothing; "
                 "write 1 or more\n"
                 "kansas-friends.cod:20: note: Wicked Witch of the West was in the sideboard; added to Library\n"
                 "kansas-friends.cod:23: not understood: 1 × Flying Monkey in zone “tokens”, which a Library "
                 "does not have (only main and side)\n");
}

static void
test_cockatrice_bad_files (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(GError) error = NULL;
  g_autofree char *broken = interop_test_file ("broken.cod");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = cw_deck_import_file (catalog, broken, CW_DECK_FORMAT_UNKNOWN, &report, &error);
  g_autofree char *expected = g_strdup_printf ("%s:6: not well-formed XML: Opening and ending tag mismatch: "
                                               "card line 5 and zone", broken);
  g_autoptr(CwImportReport) bad_report = NULL;
  g_autoptr(CwLibrary) bad = NULL;

  g_assert_null (library);
  g_assert_null (report);
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, expected);
  g_clear_error (&error);

  library = cw_deck_import_file (catalog, "/nonexistent/deck.cod", CW_DECK_FORMAT_UNKNOWN, &report, &error);
  g_assert_null (library);
  g_assert_error (error, CW_ERROR, CW_ERROR_IO);

  assert_import_fails (catalog, CW_DECK_FORMAT_COCKATRICE, -1,
                       "<?xml version=\"1.0\"?>\n\n<deck game=\"x\"/>\n", "wrong.cod", CW_ERROR_INVALID,
                       "wrong.cod:3: expected a Cockatrice deck (<cockatrice_deck>), found <deck>");
  assert_import_fails (catalog, CW_DECK_FORMAT_COCKATRICE, -1, "", "empty.cod", CW_ERROR_PARSE,
                       "empty.cod: not well-formed XML: the file is empty");
  /* No entity is expanded and no DTD is read: a DOCTYPE is refused outright. */
  assert_import_fails (catalog, CW_DECK_FORMAT_COCKATRICE, -1,
                       "<?xml version=\"1.0\"?>\n"
                       "<!DOCTYPE cockatrice_deck [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>\n"
                       "<cockatrice_deck version=\"1\"><deckname>&secret;</deckname></cockatrice_deck>\n",
                       "entity.cod", CW_ERROR_PARSE,
                       "entity.cod:2: a DOCTYPE is not allowed in a deck file");

  bad = import_text (catalog, CW_DECK_FORMAT_COCKATRICE,
                     "<?xml version=\"1.0\"?>\n"
                     "<cockatrice_deck version=\"2\">\n"
                     "  <zone name=\"main\">\n"
                     "    <card number=\"-1\" name=\"Toto\"/>\n"
                     "    <card name=\"Toto\"/>\n"
                     "    <card number=\"2\"/>\n"
                     "    <cards number=\"2\" name=\"Toto\"/>\n"
                     "    <card number=\" 2 \" name=\" Toto \"/>\n"
                     "  </zone>\n"
                     "</cockatrice_deck>\n",
                     "odd.cod", &bad_report);
  assert_library (bad, "library: it-003=2\n");
  g_assert_cmpstr (cw_library_get_name (bad), ==, "odd");
  assert_report (bad_report,
                 "odd.cod: 2 cards matched (1 entry), 0 not found, 4 not understood, 1 note\n"
                 "odd.cod:2: note: Cockatrice deck version “2”; read as version 1\n"
                 "odd.cod:4: not understood: Toto: the count -1 is below 1\n"
                 "odd.cod:5: not understood: <card name=\"Toto\"> without a number attribute\n"
                 "odd.cod:6: not understood: <card> without a name attribute\n"
                 "odd.cod:7: not understood: <cards> in a zone; expected <card number=\"…\" name=\"…\"/>\n");
}

static void
test_cockatrice_export (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwLibrary) library = cw_library_new (cw_catalog_get_game (catalog));
  g_autofree char *text = NULL;

  cw_library_set_name (library, "Kansas & <Friends>");
  cw_library_set_notes (library, "Say \"hello\".");
  cw_library_set_count (library, "library", "it-001", 3);
  cw_library_set_count (library, "library", "it-010", 1);
  cw_library_set_count (library, "folio", "it-005", 2);
  cw_library_set_count (library, "title", "it-007", 1);
  text = cw_deck_export_data (library, catalog, CW_DECK_FORMAT_COCKATRICE);

  g_assert_cmpstr (text, ==,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<cockatrice_deck version=\"1\">\n"
                   "    <deckname>Kansas &amp; &lt;Friends&gt;</deckname>\n"
                   "    <comments>Say &quot;hello&quot;.</comments>\n"
                   "    <zone name=\"main\">\n"
                   "        <card number=\"3\" name=\"Dorothy Gale • Girl from Kansas\"/>\n"
                   "        <card number=\"1\" name=\"Jack &quot;Pumpkinhead&quot;, the Gardener\"/>\n"
                   "    </zone>\n"
                   "    <zone name=\"side\">\n"
                   "        <card number=\"2\" name=\"Épouvantail Field\"/>\n"
                   "        <card number=\"1\" name=\"The Road to Oz\"/>\n"
                   "    </zone>\n"
                   "</cockatrice_deck>\n");
}

/* ---- OCTGN ------------------------------------------------------------------- */

static void
test_octgn_import (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = import_file (catalog, "kansas-friends.o8d", &report);

  /* OCTGN decks have no name: the file's gives it. */
  g_assert_cmpstr (cw_library_get_name (library), ==, "kansas-friends");
  g_assert_cmpstr (cw_library_get_notes (library), ==, "Exported from OCTGN.\nToto twice.");
  g_assert_cmpstr (cw_import_report_get_format (report), ==, "o8d");
  assert_library (library,
                  "library: it-001=3 it-003=2 it-009=1\n"
                  "folio: it-005=2 it-006=1\n"
                  "title: it-007=1\n");
  assert_report (report,
                 "kansas-friends.o8d: 10 cards matched (6 entries), 1 not found, 1 not understood, 1 note\n"
                 "kansas-friends.o8d:6: not found: no card with id “00000000-0000-0000-0000-000000000000” "
                 "or named “Glinda the Good” in Interop test game\n"
                 "kansas-friends.o8d:7: not understood: Silver Shoes: “x” is not a count\n"
                 "kansas-friends.o8d:16: note: section “Characters” is not one of Interop test game (Library, "
                 "Locations Folio, Title card, Main, Sideboard); its cards go where their type belongs\n");
}

static void
test_octgn_bad_files (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwLibrary) library = NULL;

  assert_import_fails (catalog, CW_DECK_FORMAT_OCTGN, -1,
                       "<?xml version=\"1.0\"?>\n<cockatrice_deck version=\"1\"/>\n", "wrong.o8d", CW_ERROR_INVALID,
                       "wrong.o8d:2: expected an OCTGN deck (<deck game=\"…\">), found <cockatrice_deck>");
  assert_import_fails (catalog, CW_DECK_FORMAT_OCTGN, -1,
                       "<?xml version=\"1.0\"?>\n<deck game=\"x\">\n  <section name=\"Library\">\n</deck>\n",
                       "cut.o8d", CW_ERROR_PARSE,
                       "cut.o8d:4: not well-formed XML: Opening and ending tag mismatch: section line 3 and deck");

  library = import_text (catalog, CW_DECK_FORMAT_OCTGN,
                         "<?xml version=\"1.0\"?>\n"
                         "<deck game=\"x\">\n"
                         "  <section name=\"Library\" shared=\"False\">\n"
                         "    <card qty=\"2\" id=\"it-003\"></card>\n"
                         "    <card qty=\"1\">Silver Shoes</card>\n"
                         "    <card id=\"it-004\">Silver Shoes</card>\n"
                         "    <card qty=\"0\" id=\"it-004\">Silver Shoes</card>\n"
                         "    <card qty=\"1\" />\n"
                         "    <note>hi</note>\n"
                         "  </section>\n"
                         "  <author>Someone</author>\n"
                         "</deck>\n",
                         "odd.o8d", &report);
  assert_library (library, "library: it-003=2 it-004=1\n");
  assert_report (report,
                 "odd.o8d: 3 cards matched (2 entries), 0 not found, 4 not understood, 1 note\n"
                 "odd.o8d:6: not understood: <card> “Silver Shoes” without a qty attribute\n"
                 "odd.o8d:7: not understood: Silver Shoes: a count of 0 adds nothing; write 1 or more\n"
                 "odd.o8d:8: not understood: <card> with neither an id nor a name\n"
                 "odd.o8d:9: not understood: <note> in a section; expected <card qty=\"…\" id=\"…\">Name</card>\n"
                 "odd.o8d:11: note: <author> is not part of an OCTGN deck; skipped\n");
}

static void
test_octgn_export (void)
{
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwLibrary) library = cw_library_new (cw_catalog_get_game (catalog));
  g_autofree char *guid = cw_deck_octgn_game_guid ("interop-test");
  g_autofree char *expected = NULL;
  g_autofree char *text = NULL;

  cw_library_set_name (library, "Kansas Friends");
  cw_library_set_notes (library, "Line one\nLine <two>");
  cw_library_set_count (library, "library", "it-001", 3);
  cw_library_set_count (library, "library", "it-003", 2);
  cw_library_set_count (library, "folio", "it-006", 1);
  text = cw_deck_export_data (library, catalog, CW_DECK_FORMAT_OCTGN);
  expected = g_strdup_printf ("<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n"
                              "<deck game=\"%s\">\n"
                              "  <section name=\"Library\" shared=\"False\">\n"
                              "    <card qty=\"3\" id=\"it-001\">Dorothy Gale • Girl from Kansas</card>\n"
                              "    <card qty=\"2\" id=\"it-003\">Toto</card>\n"
                              "  </section>\n"
                              "  <section name=\"Locations Folio\" shared=\"False\">\n"
                              "    <card qty=\"1\" id=\"it-006\">Emerald City</card>\n"
                              "  </section>\n"
                              "  <section name=\"Title card\" shared=\"False\" />\n"
                              "  <notes>Line one\nLine &lt;two&gt;</notes>\n"
                              "</deck>\n", guid);
  g_assert_cmpstr (text, ==, expected);
}

/* ---- round trips ------------------------------------------------------------------ */

static void
test_round_trip (gconstpointer data)
{
  CwDeckFormat format = GPOINTER_TO_INT (data);
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();
  g_autoptr(CwLibrary) library = cw_library_new (cw_catalog_get_game (catalog));
  g_autoptr(CwLibrary) again = NULL;
  g_autoptr(CwLibrary) third = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_cache_dir (), "round-trip.deck", NULL);
  g_autofree char *exported = NULL;
  g_autofree char *exported_again = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_mkdir_with_parents (g_get_user_cache_dir (), 0700);
  cw_library_set_name (library, "Round & Trip");
  cw_library_set_notes (library, "First line\nSecond <line>");
  cw_library_set_count (library, "library", "it-002", 2);
  cw_library_set_count (library, "library", "it-001", 3);
  cw_library_set_count (library, "library", "it-010", 1);
  cw_library_set_count (library, "library", "it-008", 3);
  cw_library_set_count (library, "folio", "it-005", 2);
  cw_library_set_count (library, "folio", "it-006", 1);
  cw_library_set_count (library, "title", "it-007", 1);

  g_assert_true (cw_deck_export_file (library, catalog, format, path, &error));
  g_assert_no_error (error);
  again = cw_deck_import_file (catalog, path, format, &report, &error);
  g_assert_no_error (error);

  before = interop_test_describe (library);
  after = interop_test_describe (again);
  g_assert_cmpstr (after, ==, before);
  g_assert_true (cw_import_report_is_complete (report));
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOTE), ==, 0);
  g_assert_cmpuint (cw_import_report_get_n_copies (report), ==, 13);
  g_assert_cmpstr (cw_library_get_notes (again), ==, "First line\nSecond <line>");
  /* OCTGN keeps no name: the file's stands in. */
  g_assert_cmpstr (cw_library_get_name (again), ==,
                   format == CW_DECK_FORMAT_OCTGN ? "round-trip" : "Round & Trip");

  /* Export → import → export gives the same file. */
  exported = cw_deck_export_data (library, catalog, format);
  cw_library_set_name (again, "Round & Trip");
  exported_again = cw_deck_export_data (again, catalog, format);
  g_assert_cmpstr (exported_again, ==, exported);
  g_remove (path);
}

/* The name and notes people typed come back from our own Cockatrice and OCTGN exports exactly:
 * tab, newline, carriage return, spaces at the ends, what XML escapes. (OCTGN keeps no name.) */
static void
test_typed_text_round_trip (gconstpointer data)
{
  static const char * const texts[] = {
    "Deck\tone", "Deck\none", "Deck\rone", "Deck\r\none", "  Deck one  ", "\tDeck\n",
    "A&B <c> \"d\" 'e'", "Élodie Ødegård",
  };
  CwDeckFormat format = GPOINTER_TO_INT (data);
  g_autoptr(CwCatalog) catalog = interop_test_load_catalog ();

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(CwLibrary) library = cw_library_new (cw_catalog_get_game (catalog));
      g_autoptr(CwLibrary) again = NULL;
      g_autoptr(CwImportReport) report = NULL;
      g_autofree char *exported = NULL;

      cw_library_set_name (library, texts[i]);
      cw_library_set_notes (library, texts[i]);
      cw_library_set_count (library, "library", "it-001", 3);
      exported = cw_deck_export_data (library, catalog, format);
      again = import_text (catalog, format, exported, "typed.deck", &report);
      g_assert_cmpstr (cw_library_get_notes (again), ==, texts[i]);
      if (format == CW_DECK_FORMAT_COCKATRICE)
        g_assert_cmpstr (cw_library_get_name (again), ==, texts[i]);
      g_assert_cmpuint (cw_library_get_count (again, "it-001"), ==, 3);
    }
}

/* ---- fixed decks --------------------------------------------------------------- */

static void
test_fixed_deck_side (gconstpointer data)
{
  CwDeckFormat format = GPOINTER_TO_INT (data);
  g_autoptr(CwCatalog) catalog = interop_test_load_duel_catalog ();
  g_autoptr(CwLibrary) good = cw_library_new (cw_catalog_get_game (catalog));
  g_autoptr(CwLibrary) again = NULL;
  g_autoptr(CwLibrary) mixed = NULL;
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(CwImportReport) mixed_report = NULL;
  g_autofree char *exported = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  cw_library_set_name (good, "Good deck");
  cw_library_set_side (good, "good");
  cw_library_add_card (good, cw_catalog_lookup (catalog, "du-g01"), 1);
  cw_library_add_card (good, cw_catalog_lookup (catalog, "du-g02"), 1);
  exported = cw_deck_export_data (good, catalog, format);
  again = import_text (catalog, format, exported, "good.deck", &report);

  before = interop_test_describe (good);
  after = interop_test_describe (again);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (cw_library_get_side (again), ==, "good");
  /* The text list names the deck in a header; the other formats leave it to a guess, said aloud. */
  if (format == CW_DECK_FORMAT_TEXT)
    assert_report (report, "good.deck: 2 cards matched (2 entries), 0 not found, 0 not understood\n");
  else
    assert_report (report, "good.deck: 2 cards matched (2 entries), 0 not found, 0 not understood, 1 note\n"
                           "good.deck: note: every card is Good: read as the Good deck\n");

  mixed = import_text (catalog, CW_DECK_FORMAT_TEXT, "Dorothy Gale\nWicked Witch of the West\n", "mixed.txt",
                       &mixed_report);
  g_assert_null (cw_library_get_side (mixed));
  assert_report (mixed_report, "mixed.txt: 2 cards matched (2 entries), 0 not found, 0 not understood\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/interop/deck/format-names", test_format_names);
  g_test_add_func ("/interop/text/import", test_text_import);
  g_test_add_func ("/interop/text/count-forms", test_text_count_forms);
  g_test_add_func ("/interop/text/sections-and-notes", test_text_sections_and_notes);
  g_test_add_func ("/interop/text/empty-and-bad-encoding", test_text_empty_and_bad_encoding);
  g_test_add_func ("/interop/text/control-characters", test_text_control_characters);
  g_test_add_func ("/interop/text/mixed-encoding", test_text_mixed_encoding);
  g_test_add_data_func ("/interop/text/utf-16le", "UTF-16LE", test_text_utf16);
  g_test_add_data_func ("/interop/text/utf-16be", "UTF-16BE", test_text_utf16);
  g_test_add_func ("/interop/text/copy-cap", test_text_copy_cap);
  g_test_add_func ("/interop/text/long-echoes-and-many-unknown", test_text_long_echoes_and_many_unknown);
  g_test_add_func ("/interop/deck/too-large", test_too_large);
  g_test_add_func ("/interop/text/export", test_text_export);
  g_test_add_func ("/interop/cockatrice/import", test_cockatrice_import);
  g_test_add_func ("/interop/cockatrice/bad-files", test_cockatrice_bad_files);
  g_test_add_func ("/interop/cockatrice/export", test_cockatrice_export);
  g_test_add_func ("/interop/octgn/import", test_octgn_import);
  g_test_add_func ("/interop/octgn/bad-files", test_octgn_bad_files);
  g_test_add_func ("/interop/octgn/export", test_octgn_export);
  g_test_add_data_func ("/interop/text/round-trip", GINT_TO_POINTER (CW_DECK_FORMAT_TEXT), test_round_trip);
  g_test_add_data_func ("/interop/cockatrice/round-trip", GINT_TO_POINTER (CW_DECK_FORMAT_COCKATRICE), test_round_trip);
  g_test_add_data_func ("/interop/octgn/round-trip", GINT_TO_POINTER (CW_DECK_FORMAT_OCTGN), test_round_trip);
  g_test_add_data_func ("/interop/cockatrice/typed-text-round-trip", GINT_TO_POINTER (CW_DECK_FORMAT_COCKATRICE),
                        test_typed_text_round_trip);
  g_test_add_data_func ("/interop/octgn/typed-text-round-trip", GINT_TO_POINTER (CW_DECK_FORMAT_OCTGN),
                        test_typed_text_round_trip);

  g_test_add_data_func ("/interop/text/fixed-deck-side", GINT_TO_POINTER (CW_DECK_FORMAT_TEXT), test_fixed_deck_side);
  g_test_add_data_func ("/interop/cockatrice/fixed-deck-side", GINT_TO_POINTER (CW_DECK_FORMAT_COCKATRICE),
                        test_fixed_deck_side);
  g_test_add_data_func ("/interop/octgn/fixed-deck-side", GINT_TO_POINTER (CW_DECK_FORMAT_OCTGN), test_fixed_deck_side);

  return g_test_run ();
}
