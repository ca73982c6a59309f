/* test-xml-text.c: every file we write loads again, whatever its strings hold: each string field
 * of each saver, with each control character, saved and loaded back. */
#include "cw-test-util.h"
#include "cw-xml.h"

/* The characters tried: every C0 control but NUL, and the two non-characters XML forbids. */
static GPtrArray *
hostile_characters (void)
{
  GPtrArray *characters = g_ptr_array_new_with_free_func (g_free);

  for (char c = 1; c < 0x20; c++)
    g_ptr_array_add (characters, g_strndup (&c, 1));
  g_ptr_array_add (characters, g_strdup ("\xEF\xBF\xBE"));   /* U+FFFE */
  g_ptr_array_add (characters, g_strdup ("\xEF\xBF\xBF"));   /* U+FFFF */
  g_ptr_array_add (characters, g_strdup ("\x1B[31m"));       /* a terminal colour */
  return characters;
}

/* What a string with c between "a" and "b" reads back as: tab, newline and carriage return
 * survive (written as references where a parser would change them); the rest is dropped. */
static char *
expected_back (const char *c)
{
  if (strcmp (c, "\t") == 0 || strcmp (c, "\n") == 0 || strcmp (c, "\r") == 0)
    return g_strconcat ("a", c, "b", NULL);
  if (strcmp (c, "\x1B[31m") == 0)
    return g_strdup ("a[31mb");
  return g_strdup ("ab");
}

static void
test_writer (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *stripped = NULL;

  cw_xml_append_escaped (out, "<a\x0B&\x1B\"b\r\t\n>\xEF\xBF\xBE");
  g_assert_cmpstr (out->str, ==, "&lt;a&amp;&quot;b&#13;\t\n&gt;");
  g_string_truncate (out, 0);
  cw_xml_append_attribute (out, "a\tb\nc\rd\x01");
  g_assert_cmpstr (out->str, ==, "a&#9;b&#10;c&#13;d");
  g_string_truncate (out, 0);
  cw_xml_append_markup (out, "<b>a\x0B</b> &amp; b\r");
  g_assert_cmpstr (out->str, ==, "<b>a</b> &amp; b&#13;");
  g_string_truncate (out, 0);
  cw_xml_append_escaped (out, "bad \xff byte");
  g_assert_cmpstr (out->str, ==, "bad \xEF\xBF\xBD byte");

  g_assert_true (cw_xml_has_forbidden ("a\x0B"));
  g_assert_true (cw_xml_has_forbidden ("\xEF\xBF\xBF"));
  g_assert_true (cw_xml_has_forbidden ("\xff"));
  g_assert_false (cw_xml_has_forbidden ("a\tb\nc\rd é"));
  g_assert_false (cw_xml_has_forbidden (NULL));
  stripped = cw_xml_strip_forbidden ("a\x1B[1mb\r\n");
  g_assert_cmpstr (stripped, ==, "a[1mb\r\n");
}

static void
test_library (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autoptr(GPtrArray) characters = hostile_characters ();
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "hostile.cwlibrary", NULL);

  for (guint i = 0; i < characters->len; i++)
    {
      const char *c = g_ptr_array_index (characters, i);
      g_autofree char *text = g_strconcat ("a", c, "b", NULL);
      g_autofree char *expected = expected_back (c);
      g_autoptr(CwLibrary) library = cw_library_new (game);
      g_autoptr(CwLibrary) back = NULL;
      g_autoptr(GError) error = NULL;

      cw_library_set_name (library, text);
      cw_library_set_notes (library, text);
      cw_library_set_count (library, "library", text, 2);
      g_assert_true (cw_library_save_to_file (library, path, &error));
      g_assert_no_error (error);
      back = cw_library_new_from_file (path, catalog, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cw_library_get_name (back), ==, expected);
      g_assert_cmpstr (cw_library_get_notes (back), ==, expected);
      g_assert_cmpuint (cw_library_get_count (back, expected), ==, 2);
    }
}

static void
test_collection (void)
{
  g_autoptr(GPtrArray) characters = hostile_characters ();
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "hostile.xml", NULL);

  for (guint i = 0; i < characters->len; i++)
    {
      const char *c = g_ptr_array_index (characters, i);
      g_autofree char *text = g_strconcat ("a", c, "b", NULL);
      g_autofree char *expected = expected_back (c);
      g_autoptr(CwCollection) collection = cw_collection_new ("oz-storyline");
      g_autoptr(CwCollection) back = NULL;
      g_autoptr(GError) error = NULL;

      cw_collection_set_owned (collection, text, 3);
      cw_collection_set_note (collection, text, text);
      g_assert_true (cw_collection_save_to_file (collection, path, &error));
      g_assert_no_error (error);
      back = cw_collection_new_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (cw_collection_get_owned (back, expected), ==, 3);
      g_assert_cmpstr (cw_collection_get_note (back, expected), ==, expected);
    }
}

static void
test_card_set (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autoptr(GPtrArray) characters = hostile_characters ();
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "hostile.xml", NULL);

  for (guint i = 0; i < characters->len; i++)
    {
      const char *c = g_ptr_array_index (characters, i);
      g_autofree char *text = g_strconcat ("a", c, "b", NULL);
      g_autofree char *expected = expected_back (c);
      g_autofree char *bold = g_strconcat ("<b>", text, "</b>", NULL);
      g_autofree char *expected_bold = g_strconcat ("<b>", expected, "</b>", NULL);
      const char *items[] = { text, "plain", NULL };
      g_autoptr(CwCardSet) set = cw_card_set_new (game, "hostile", text);
      g_autoptr(CwCardSet) back = NULL;
      g_autoptr(CwCard) card = cw_card_new (game, "h-001");
      g_autoptr(GError) error = NULL;
      const char * const *list;
      CwCard *read;

      cw_card_set_card_type (card, "story");
      cw_card_set_name (card, text);
      cw_card_set_name_for (card, "fr", text);
      cw_card_set_version (card, text);
      cw_card_add_alt_name (card, text);
      cw_card_set_text (card, bold);
      cw_card_set_text_for (card, "fr", text);
      cw_card_set_note (card, text);
      cw_card_set_string (card, "scoring", text);
      cw_card_set_list (card, "characters", items);
      cw_card_set_add (set, card);
      g_assert_true (cw_card_set_save_to_file (set, path, &error));
      g_assert_no_error (error);

      back = cw_card_set_new_from_file (game, path, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cw_card_set_get_name (back), ==, expected);
      read = cw_card_set_lookup (back, "h-001");
      g_assert_nonnull (read);
      g_assert_cmpstr (cw_card_get_name_for (read, NULL), ==, expected);
      g_assert_cmpstr (cw_card_get_name_for (read, "fr"), ==, expected);
      g_assert_cmpstr (cw_card_get_version (read), ==, expected);
      g_assert_cmpstr (cw_card_get_alt_names (read)[0], ==, expected);
      g_assert_cmpstr (cw_card_get_text_for (read, NULL), ==, expected_bold);
      g_assert_cmpstr (cw_card_get_text_for (read, "fr"), ==, expected);
      g_assert_cmpstr (cw_card_get_note (read), ==, expected);
      g_assert_cmpstr (cw_card_get_string (read, "scoring"), ==, expected);
      list = cw_card_get_list (read, "characters");
      g_assert_cmpstr (list[0], ==, expected);
      g_assert_cmpstr (list[1], ==, "plain");
    }
}

static void
test_game (void)
{
  g_autoptr(GPtrArray) characters = hostile_characters ();
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);

  for (guint i = 0; i < characters->len; i++)
    {
      const char *c = g_ptr_array_index (characters, i);
      g_autofree char *text = g_strconcat ("a", c, "b", NULL);
      g_autofree char *expected = expected_back (c);
      g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
      g_autoptr(CwGame) back = NULL;
      g_autoptr(GError) error = NULL;

      cw_game_set_name (game, text);
      g_assert_true (cw_game_save_to_file (game, path, &error));
      g_assert_no_error (error);
      back = cw_game_new_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cw_game_get_name (back), ==, expected);
    }
}

/* What people type, each a whole value: what an attribute would turn into spaces, what a loader
 * would trim, what XML escapes, and a letter outside ASCII. Each must come back exactly. */
static const char * const user_texts[] = {
  "Ann\tLee",
  "Ann\nLee",
  "Ann\rLee",
  "Ann\r\nLee",
  "  Ann Lee  ",
  "\tAnn\n",
  "A&B <c> \"d\" 'e'",
  "Élodie Ødegård",
};

static void
test_user_text_library (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCatalog) catalog = cw_test_load_catalog (game);
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "typed.cwlibrary", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (user_texts); i++)
    {
      const char *text = user_texts[i];
      g_autoptr(CwLibrary) library = cw_library_new (game);
      g_autoptr(CwLibrary) back = NULL;
      g_autoptr(GError) error = NULL;

      cw_library_set_name (library, text);
      cw_library_set_notes (library, text);
      cw_library_set_count (library, "library", "ozd-001", 2);
      g_assert_true (cw_library_save_to_file (library, path, &error));
      g_assert_no_error (error);
      back = cw_library_new_from_file (path, catalog, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cw_library_get_name (back), ==, text);
      g_assert_cmpstr (cw_library_get_notes (back), ==, text);
      g_assert_cmpuint (cw_library_get_count (back, "ozd-001"), ==, 2);
    }
}

static void
test_user_text_collection (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "typed.xml", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (user_texts); i++)
    {
      const char *text = user_texts[i];
      g_autoptr(CwCollection) collection = cw_collection_new ("oz-storyline");
      g_autoptr(CwCollection) back = NULL;
      g_autoptr(GError) error = NULL;

      cw_collection_set_owned (collection, "ozd-001", 3);
      cw_collection_set_note (collection, "ozd-001", text);
      g_assert_true (cw_collection_save_to_file (collection, path, &error));
      g_assert_no_error (error);
      back = cw_collection_new_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (cw_collection_get_owned (back, "ozd-001"), ==, 3);
      g_assert_cmpstr (cw_collection_get_note (back, "ozd-001"), ==, text);
    }
}

static void
test_user_text_card_set (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-draft");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "typed.xml", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (user_texts); i++)
    {
      const char *text = user_texts[i];
      const char *items[] = { text, "plain", NULL };
      g_autoptr(CwCardSet) set = cw_card_set_new (game, "typed", text);
      g_autoptr(CwCardSet) back = NULL;
      g_autoptr(CwCard) card = cw_card_new (game, "t-001");
      g_autoptr(GError) error = NULL;
      const char * const *list;
      CwCard *read;

      cw_card_set_card_type (card, "story");
      cw_card_set_name (card, text);
      cw_card_set_name_for (card, "fr", text);
      cw_card_set_version (card, text);
      cw_card_add_alt_name (card, text);
      cw_card_set_text_for (card, "fr", text);
      cw_card_set_note (card, text);
      cw_card_set_string (card, "scoring", text);
      cw_card_set_list (card, "characters", items);
      cw_card_set_add (set, card);
      g_assert_true (cw_card_set_save_to_file (set, path, &error));
      g_assert_no_error (error);

      back = cw_card_set_new_from_file (game, path, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cw_card_set_get_name (back), ==, text);
      read = cw_card_set_lookup (back, "t-001");
      g_assert_nonnull (read);
      g_assert_cmpstr (cw_card_get_name_for (read, NULL), ==, text);
      g_assert_cmpstr (cw_card_get_name_for (read, "fr"), ==, text);
      g_assert_cmpstr (cw_card_get_version (read), ==, text);
      g_assert_cmpstr (cw_card_get_alt_names (read)[0], ==, text);
      g_assert_cmpstr (cw_card_get_note (read), ==, text);
      g_assert_cmpstr (cw_card_get_string (read, "scoring"), ==, text);
      list = cw_card_get_list (read, "characters");
      g_assert_cmpstr (list[0], ==, text);
      g_assert_cmpstr (list[1], ==, "plain");
    }
}

static void
test_user_text_game (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (user_texts); i++)
    {
      const char *text = user_texts[i];
      g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
      g_autoptr(CwGame) back = NULL;
      g_autoptr(GError) error = NULL;

      cw_game_set_name (game, text);
      g_assert_true (cw_game_save_to_file (game, path, &error));
      g_assert_no_error (error);
      back = cw_game_new_from_file (path, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cw_game_get_name (back), ==, text);
    }
}

/* The bytes: an attribute holds no raw tab, newline, carriage return or quote of either kind;
 * element text keeps its newlines, writes a carriage return as a reference, and says
 * xml:space="preserve" only when spaces at its ends matter. */
static void
test_user_text_bytes (void)
{
  g_autoptr(GString) out = g_string_new (NULL);

  cw_xml_append_attribute (out, "\tA & 'B' <C> \"D\"\r\n");
  g_assert_cmpstr (out->str, ==, "&#9;A &amp; &apos;B&apos; &lt;C&gt; &quot;D&quot;&#13;&#10;");
  g_string_truncate (out, 0);
  cw_xml_append_element (out, "  ", "notes", "line one\r\nline 'two'");
  g_assert_cmpstr (out->str, ==, "  <notes>line one&#13;\nline 'two'</notes>\n");
  g_string_truncate (out, 0);
  cw_xml_append_element (out, "  ", "notes", " two ends ");
  g_assert_cmpstr (out->str, ==, "  <notes xml:space=\"preserve\"> two ends </notes>\n");
  g_assert_false (cw_xml_needs_space_preserve ("inside only"));
  g_assert_false (cw_xml_needs_space_preserve (""));
  g_assert_true (cw_xml_needs_space_preserve ("end\n"));
}

/* libxml2's own words ("use XML_PARSE_HUGE option", "xmlSAX2Characters:") never reach the
 * person: the streaming card-set loader and the whole-file loaders say what is wrong instead. */
static void
test_libxml2_words (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(GString) huge = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                          "<cardset version=\"1\" game=\"oz-storyline\" id=\"huge\">\n"
                                          "  <card type=\"character\" id=\"");
  g_autoptr(GString) deep_library = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                                  "<library version=\"1\" game=\"oz-storyline\">\n");
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CwCardSet) set = NULL;
  xmlDoc *doc;

  /* An attribute of 11 million characters: libxml2 says "Huge input lookup". */
  {
    g_autofree char *value = g_strnfill (11 * 1000 * 1000, 'v');

    g_string_append (huge, value);
  }
  g_string_append (huge, "\"><name>Huge</name></card>\n</cardset>\n");
  path = cw_test_write_file (dir, "huge.xml", huge->str);
  set = cw_card_set_new_from_file (game, path, &error);
  g_assert_null (set);
  cw_assert_file_error (error, CW_ERROR_PARSE, path, 3,
                        "not well-formed XML: a text, name or value is too long (Cardwright reads up to 10,000,000 characters in one)");
  g_clear_error (&error);

  for (guint i = 0; i < 300; i++)
    g_string_append (deep_library, "<section>");
  doc = cw_xml_read_memory (deep_library->str, deep_library->len, "deep.cwlibrary", "Libraries", &error);
  g_assert_null (doc);
  cw_assert_file_error (error, CW_ERROR_PARSE, "deep.cwlibrary", 3,
                        "not well-formed XML: elements are nested more than 256 deep");

  {
    g_autofree char *plain = cw_xml_describe_error ("xmlSAX2Characters: out of memory\n");
    g_autofree char *lookup = cw_xml_describe_error ("Huge input lookup");
    g_autofree char *kept = cw_xml_describe_error ("Opening and ending tag mismatch: name line 4 and card\n");

    g_assert_cmpstr (plain, ==, "out of memory");
    g_assert_cmpstr (lookup, ==, "a text, name or value is too long (Cardwright reads up to 10,000,000 characters in one)");
    g_assert_cmpstr (kept, ==, "Opening and ending tag mismatch: name line 4 and card");
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/core/xml-text/writer", test_writer);
  g_test_add_func ("/core/xml-text/library", test_library);
  g_test_add_func ("/core/xml-text/collection", test_collection);
  g_test_add_func ("/core/xml-text/card-set", test_card_set);
  g_test_add_func ("/core/xml-text/game", test_game);
  g_test_add_func ("/core/xml-text/libxml2-words", test_libxml2_words);
  g_test_add_func ("/core/xml-text/user-text/library", test_user_text_library);
  g_test_add_func ("/core/xml-text/user-text/collection", test_user_text_collection);
  g_test_add_func ("/core/xml-text/user-text/card-set", test_user_text_card_set);
  g_test_add_func ("/core/xml-text/user-text/game", test_user_text_game);
  g_test_add_func ("/core/xml-text/user-text/bytes", test_user_text_bytes);
  return g_test_run ();
}
