/* test-set-csv.c: a card set from and to a spreadsheet: 60 cards, every refusal with its line,
 * column and message, French headers, ";" and a byte order mark, unreadable files, round trips. */
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-import-report.h"
#include "cw-set-csv.h"
#include "interop-test-util.h"

static CwGame *
load_game (const char *game_id)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (cw_game_get_data_dir (), "games", game_id, "game.xml", NULL);
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  return game;
}

static CwImportReport *
import_text (CwCardSet  *set,
             CwCatalog  *catalog,
             const char *text,
             gsize       length)
{
  g_autoptr(GError) error = NULL;
  CwImportReport *report = cw_set_csv_import_data (set, catalog, text, length, "cards.csv", &error);

  g_assert_no_error (error);
  g_assert_nonnull (report);
  return report;
}

static void
assert_report (CwImportReport *report,
               CwCardSet      *set,
               const char     *expected)
{
  g_autofree char *text = cw_set_csv_format_report (report, set);

  g_assert_cmpstr (text, ==, expected);
}

/* The set as its file holds it, without the root element (which names the set). */
static char *
set_file_body (CwCardSet *set)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("cw-set-csv-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  const char *body;

  g_assert_no_error (error);
  path = g_build_filename (dir, "set.xml", NULL);
  g_assert_true (cw_card_set_save_to_file (set, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_remove (path);
  g_rmdir (dir);
  body = strstr (contents, "\n  <card");
  return g_strdup (body != NULL ? body : "");
}

/* A 60-card Disney Epic set typed in a spreadsheet (tests/interop/files/disney-epic-60.csv). */
static void
test_disney_60 (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCatalog) catalog = cw_catalog_new (game);
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "epic", "Epic test set");
  g_autofree char *path = interop_test_file ("disney-epic-60.csv");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GError) error = NULL;
  CwCard *card;
  int value;

  report = cw_set_csv_import_file (set, catalog, path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 60);
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_MATCHED), ==, 60);
  g_assert_true (cw_import_report_is_complete (report));
  assert_report (report, set, "disney-epic-60.csv: 60 cards imported into “Epic test set”, 0 rows refused\n");

  card = cw_card_set_lookup (set, "epic-001");
  g_assert_nonnull (card);
  g_assert_cmpstr (cw_card_get_name (card), ==, "Snow White");
  g_assert_cmpstr (cw_card_get_card_type (card), ==, "character");
  g_assert_cmpstr (cw_card_get_alignment (card), ==, "good");
  g_assert_true (cw_card_has_keyword (card, "prime"));
  g_assert_true (cw_card_get_int (card, "cost", &value));
  g_assert_cmpint (value, ==, 1);
  g_assert_true (cw_card_get_int (card, "vitality", &value));
  g_assert_cmpint (value, ==, 2);
  g_assert_true (cw_card_get_bool (card, "magical"));
  g_assert_cmpstr (cw_card_get_string (card, "film"), ==, "Tales of Long Ago");
  g_assert_cmpstr (cw_card_get_text (card), ==, "When Snow White enters a Location, draw a card.");

  card = cw_card_set_lookup (set, "epic-043");
  g_assert_cmpstr (cw_card_get_name (card), ==, "Agrabah Market");
  g_assert_cmpstr (cw_card_get_card_type (card), ==, "location");
  g_assert_true (cw_card_get_int (card, "enter_cost", &value));
  g_assert_cmpint (value, ==, 2);
  card = cw_card_set_lookup (set, "epic-060");
  g_assert_cmpstr (cw_card_get_card_type (card), ==, "title");
  g_assert_cmpstr (cw_card_get_name (card), ==, "Happily Ever After");
}

/* Every kind of refusal, each with its line, its column as the header writes it and its message;
 * the good rows around them are imported. */
static void
test_errors (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCatalog) catalog = cw_catalog_new (game);
  g_autoptr(CwCardSet) other = cw_card_set_new (game, "other", "Other cards");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "mine", "My cards");
  g_autoptr(CwCard) taken = cw_card_new (game, "taken-1");
  g_autoptr(CwImportReport) report = NULL;
  const char *csv =
    "id,type,name,alignment,keywords,cost,vitality,Vitalty,image\n"
    "m-1,Character,Mickey,Good,prime,3,4,,\n"                     /* 2: fine */
    "m-2,Charactr,Donald,Good,,2,2,,\n"                           /* 3: unknown type */
    "m-3,Character,Goofy,Goood,Flyng,three,2,,\n"                 /* 4: alignment, keyword, number */
    "m-4,Character,Pluto,,,100000,1,,\n"                          /* 5: out of range */
    "m-5,Location,Castle,,,,3,,\n"                                /* 6: a field its type has not */
    "m-6,Event,,,,1,,,\n"                                         /* 7: no name */
    "m-1,Event,Again,,,1,,,\n"                                    /* 8: id used twice */
    "taken-1,Event,Taken,,,1,,,\n"                                /* 9: id of another set */
    "m-7,,Nobody,,,,,,\n"                                         /* 10: no type */
    "m-8,Object,Lamp,,,1,,,../../etc/passwd\n"                    /* 11: a picture outside */
    "m-9,Object,Broom,Neutral,\"spell, magical\",2,,blue,broom.png\n"; /* 12: fine */

  cw_card_set_card_type (taken, "event");
  cw_card_set_name (taken, "Taken");
  cw_card_set_add (other, taken);
  cw_catalog_add_set (catalog, other);

  report = import_text (set, catalog, csv, strlen (csv));
  assert_report (report, set,
    "cards.csv: 2 cards imported into “My cards”, 9 rows refused\n"
    "cards.csv:1: not understood: Vitalty: not a column of The Magical World of Disney Epic Card Game, "
      "so it is left out; did you mean “Vitality”?\n"
    "cards.csv:3: type: “Charactr” is not a card type of The Magical World of Disney Epic Card Game; "
      "did you mean “Character”?\n"
    "cards.csv:4: alignment: “Goood” is not an alignment of The Magical World of Disney Epic Card Game; "
      "did you mean “Good”?\n"
    "cards.csv:4: keywords: “Flyng” is not a keyword of The Magical World of Disney Epic Card Game; "
      "did you mean “Flying”?\n"
    "cards.csv:4: cost: Story Point cost must be a whole number, not “three”\n"
    "cards.csv:5: cost: Story Point cost must be from -99999 to 99999, not 100000\n"
    "cards.csv:6: vitality: a card of type Location has no Vitality; leave this cell empty\n"
    "cards.csv:7: name: a card needs a name\n"
    "cards.csv:8: id: the id “m-1” is already on line 2\n"
    "cards.csv:9: id: the id “taken-1” is already used by “Taken” in the set “Other cards”\n"
    "cards.csv:10: type: a card needs a type (Character, Object, Effect, Event, Location, Title card)\n"
    "cards.csv:11: image: “../../etc/passwd” is not a file in the set's folder: write the picture's file "
      "name, without “..”, a drive or an address\n");
  g_assert_cmpuint (cw_set_csv_count_refused_rows (report), ==, 9);
  g_assert_false (cw_import_report_is_complete (report));
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 2);
  g_assert_nonnull (cw_card_set_lookup (set, "m-1"));
  g_assert_null (cw_card_set_lookup (set, "m-3"));
  g_assert_true (cw_card_has_keyword (cw_card_set_lookup (set, "m-9"), "spell"));
  g_assert_true (cw_card_has_keyword (cw_card_set_lookup (set, "m-9"), "magical"));
  g_assert_cmpstr (cw_card_get_image (cw_card_set_lookup (set, "m-9")), ==, "broom.png");
}

/* A French spreadsheet: French headers and values, ";" between cells, a byte order mark, CRLF,
 * a quoted cell with a ";" and a line break, VRAI for a boolean. */
static void
test_french (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "mes-cartes", "Mes cartes");
  g_autoptr(CwImportReport) report = NULL;
  const char *csv =
    "\xEF\xBB\xBF" "Identifiant;Type;Nom;Alignement;Mots-clés;Texte;Coût en points d’Histoire;Vitalité;"
    "Lieu aquatique;Nom:en\r\n"
    "fr-1;Personnage;Épouvantail;Bon;Prime Vol;\"Piochez une carte ; puis\r\nune autre.\";3;4;;Scarecrow\r\n"
    "fr-2;Lieu;Lagon;Neutre;;;;;VRAI;\r\n"
    "fr-3;Événement;Orage;;Sortilège;;2;;;\r\n"
    "fr-4;Objet;Lampe;;Vool;;1;;;\r\n";
  CwCard *card;
  int value;

  report = import_text (set, NULL, csv, strlen (csv));
  assert_report (report, set,
    "cards.csv: 3 cards imported into “Mes cartes”, 1 row refused\n"
    "cards.csv:6: Mots-clés: “Vool” is not a keyword of The Magical World of Disney Epic Card Game; "
      "did you mean “Vol”?\n");
  card = cw_card_set_lookup (set, "fr-1");
  g_assert_cmpstr (cw_card_get_name_for (card, NULL), ==, "Épouvantail");
  g_assert_cmpstr (cw_card_get_name_for (card, "en"), ==, "Scarecrow");
  g_assert_cmpstr (cw_card_get_card_type (card), ==, "character");
  g_assert_cmpstr (cw_card_get_alignment (card), ==, "good");
  g_assert_true (cw_card_has_keyword (card, "prime"));
  g_assert_true (cw_card_has_keyword (card, "flying"));
  g_assert_cmpstr (cw_card_get_text_for (card, NULL), ==, "Piochez une carte ; puis\r\nune autre.");
  g_assert_true (cw_card_get_int (card, "cost", &value));
  g_assert_cmpint (value, ==, 3);
  g_assert_true (cw_card_get_int (card, "vitality", &value));
  g_assert_cmpint (value, ==, 4);
  card = cw_card_set_lookup (set, "fr-2");
  g_assert_cmpstr (cw_card_get_card_type (card), ==, "location");
  g_assert_true (cw_card_get_bool (card, "water"));
  g_assert_true (cw_card_has_keyword (cw_card_set_lookup (set, "fr-3"), "spell"));
}

/* The header row decides the separator: commas inside a ";" file are text. */
static void
test_semicolon (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "s", "S");
  g_autoptr(CwImportReport) report = NULL;
  const char *csv = "name;type;text\nBelle;Character;Read, then dream.\n";

  report = import_text (set, NULL, csv, strlen (csv));
  assert_report (report, set, "cards.csv: 1 card imported into “S”, 0 rows refused\n");
  g_assert_cmpstr (cw_card_get_text (cw_card_set_lookup (set, "s-belle")), ==, "Read, then dream.");
}

/* A byte order mark is not part of the first column's name. */
static void
test_bom (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "s", "S");
  g_autoptr(CwImportReport) report = NULL;
  const char *csv = "\xEF\xBB\xBFid,name,type\nb-1,Belle,character\nb-2,Beast,character\n";

  report = import_text (set, NULL, csv, strlen (csv));
  g_assert_true (cw_import_report_is_complete (report));
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 2);
  g_assert_nonnull (cw_card_set_lookup (set, "b-1"));
}

/* Windows-1252 from an old spreadsheet is read line by line, with a note naming the line and the
 * column of the first byte that is not UTF-8; control characters are dropped, with a note naming
 * the cell. */
static void
test_windows_1252_and_controls (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "s", "S");
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  const char *csv = "name,type,text\n\xc9pouvantail,character,Beep\x1b[2J now\n";

  report = import_text (set, NULL, csv, strlen (csv));
  cw_import_report_append_items (report, out, FALSE);
  g_assert_cmpstr (out->str, ==,
                   "cards.csv:2: note: column 1: the byte 0xC9 is not UTF-8; read this line as Windows-1252\n"
                   "cards.csv:2: note: text: control characters were removed from “Beep[2J now”\n");
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 1);
  g_assert_cmpstr (cw_card_get_name (cw_card_set_lookup (set, "s-epouvantail")), ==, "Épouvantail");
  g_assert_cmpstr (cw_card_get_text (cw_card_set_lookup (set, "s-epouvantail")), ==, "Beep[2J now");
}

/* A field the game marks required: a row without it is refused, naming the field's column. */
static void
test_required_field (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("cw-set-csv-game-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr(CwGame) game = NULL;
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(CwImportReport) report = NULL;
  const char *csv = "name,type,Vitality\nBelle,character,3\nBeast,character,\n";

  g_assert_true (g_file_set_contents (path,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<game version=\"1\" id=\"required-test\" system=\"storyline\">\n"
    "  <name>Required test</name>\n"
    "  <fields><field id=\"vitality\" name=\"Vitality\" kind=\"int\" required=\"true\"/></fields>\n"
    "  <types><type id=\"character\" name=\"Character\" section=\"library\" fields=\"vitality\"/></types>\n"
    "  <construction><section id=\"library\" name=\"Library\" types=\"character\" min=\"1\">Cards.</section>"
    "</construction>\n"
    "</game>\n", -1, NULL));
  game = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);
  set = cw_card_set_new (game, "r", "R");
  report = import_text (set, NULL, csv, strlen (csv));
  assert_report (report, set,
                 "cards.csv: 1 card imported into “R”, 1 row refused\n"
                 "cards.csv:3: Vitality: a card of type Character needs a value for Vitality\n");
  g_remove (path);
  g_rmdir (dir);
}

/* A file that cannot be read changes nothing, and says where. */
static void
test_unreadable (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "s", "S");
  const struct { const char *csv; const char *message; } cases[] = {
    { "name,type\nBelle,character\n\"Beast,character\n",
      "cards.csv:3: the quote opened on line 3 is never closed; nothing was imported" },
    { "name,cost\nBelle,3\n",
      "cards.csv:1: the header row needs a “name” and a “type” column; found: name, cost" },
    { "\n\n", "cards.csv: the file is empty; expected a header row such as “id,type,name,text”" },
    { "name,type\n\0Belle,character\n", "cards.csv: not a text file" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gsize length = i == 3 ? 26 : strlen (cases[i].csv);
      g_autoptr(CwImportReport) report = cw_set_csv_import_data (set, NULL, cases[i].csv, length, "cards.csv", &error);

      g_assert_null (report);
      g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
      g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 0);
    }
}

/* Importing into a set that has the id replaces that card; a row without an id gets one. */
static void
test_replace (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "mine", "Mine");
  g_autoptr(CwImportReport) first = NULL;
  g_autoptr(CwImportReport) second = NULL;
  const char *before = "id,name,type,cost\nm-1,Mickey,character,3\n,Minnie,character,2\n,Minnie,character,2\n";
  const char *after = "id,name,type,cost\nm-1,Mickey,character,5\n";
  int value;

  first = import_text (set, NULL, before, strlen (before));
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 3);
  g_assert_nonnull (cw_card_set_lookup (set, "mine-minnie"));
  g_assert_nonnull (cw_card_set_lookup (set, "mine-minnie-2"));
  second = import_text (set, NULL, after, strlen (after));
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 3);
  g_assert_true (cw_card_get_int (cw_card_set_lookup (set, "m-1"), "cost", &value));
  g_assert_cmpint (value, ==, 5);
  {
    g_autoptr(GString) out = g_string_new (NULL);

    cw_import_report_append_items (second, out, TRUE);
    g_assert_cmpstr (out->str, ==, "cards.csv:2: “Mickey” (m-1) replaces the card with that id\n");
  }
}

/* Export, then import into an empty set: the same cards, to the byte of the set file. */
static void
assert_round_trip (CwCardSet *set)
{
  CwGame *game = cw_card_set_get_game (set);
  g_autoptr(CwCardSet) copy = cw_card_set_new (game, cw_card_set_get_id (set), "Copy");
  g_autofree char *csv = cw_set_csv_export (set);
  g_autoptr(CwImportReport) report = import_text (copy, NULL, csv, strlen (csv));
  g_autofree char *expected = set_file_body (set);
  g_autofree char *got = set_file_body (copy);

  g_assert_true (cw_import_report_is_complete (report));
  g_assert_cmpuint (cw_import_report_count (report, CW_IMPORT_NOTE), ==, 0);
  g_assert_cmpuint (cw_card_set_get_n_cards (copy), ==, cw_card_set_get_n_cards (set));
  g_assert_cmpstr (got, ==, expected);
}

/* Every shipped set (323 cards of four games: translations, lists, notes, backs). */
static void
test_round_trip_shipped (void)
{
  const char *sets[][2] = {
    { "oz-storyline", "oz-demo" }, { "oz-good-evil", "good-and-evil" },
    { "oz-draft", "oz-draft" }, { "od", "standard-deck" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CwGame) game = load_game (sets[i][0]);
      g_autofree char *file = g_strconcat (sets[i][1], ".xml", NULL);
      g_autofree char *path = g_build_filename (cw_game_get_data_dir (), "games", sets[i][0], "sets", file, NULL);
      g_autoptr(CwCardSet) set = cw_card_set_new_from_file (game, path, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (cw_card_set_get_n_cards (set), >, 0);
      assert_round_trip (set);
    }
}

/* What a spreadsheet mangles: quotes, commas, semicolons, line breaks, edge spaces in quotes,
 * markup, "&" and "<" in plain text, translations, alt names. */
static void
test_round_trip_edges (void)
{
  g_autoptr(CwGame) game = load_game ("disney-storyline");
  g_autoptr(CwCardSet) set = cw_card_set_new (game, "edges", "Edges");
  g_autoptr(CwCard) quoted = cw_card_new (game, "e-1");
  g_autoptr(CwCard) plain = cw_card_new (game, "e-2");

  cw_card_set_card_type (quoted, "character");
  cw_card_set_name_for (quoted, NULL, "Jack \"Pumpkinhead\", the Gardener; again");
  cw_card_set_name_for (quoted, "fr", "Jack « Citrouille »");
  cw_card_set_version (quoted, "One, two");
  cw_card_set_text_for (quoted, NULL, "Draw <b>two</b> cards,\nthen <i>rest</i>.");
  cw_card_set_text_for (quoted, "fr", "Piochez <b>deux</b> cartes.");
  cw_card_add_alt_name (quoted, "Pumpkinhead");
  cw_card_add_alt_name (quoted, "Jack");
  cw_card_add_keyword (quoted, "prime");
  cw_card_add_keyword (quoted, "animat");
  cw_card_set_int (quoted, "cost", -3);
  cw_card_set_bool (quoted, "magical", FALSE);
  cw_card_set_note (quoted, "Printed \"as is\"");
  cw_card_set_image (quoted, "art/jack one.png");
  cw_card_set_back (quoted, "back.png");
  cw_card_set_add (set, quoted);

  cw_card_set_card_type (plain, "event");
  cw_card_set_name_for (plain, NULL, "Tom & Jerry");
  cw_card_set_text_for (plain, NULL, "Tom &amp; Jerry &lt; 3");
  cw_card_set_string (plain, "film", "A, B; C");
  cw_card_set_add (set, plain);

  assert_round_trip (set);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/set-csv/disney-60", test_disney_60);
  g_test_add_func ("/set-csv/errors", test_errors);
  g_test_add_func ("/set-csv/french", test_french);
  g_test_add_func ("/set-csv/semicolon", test_semicolon);
  g_test_add_func ("/set-csv/bom", test_bom);
  g_test_add_func ("/set-csv/windows-1252-and-controls", test_windows_1252_and_controls);
  g_test_add_func ("/set-csv/required-field", test_required_field);
  g_test_add_func ("/set-csv/unreadable", test_unreadable);
  g_test_add_func ("/set-csv/replace", test_replace);
  g_test_add_func ("/set-csv/round-trip/shipped", test_round_trip_shipped);
  g_test_add_func ("/set-csv/round-trip/edges", test_round_trip_edges);
  return g_test_run ();
}
