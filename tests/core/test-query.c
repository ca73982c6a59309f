/* test-query.c: the search query language: words, fields, numbers, or, exclusion, and its errors. */
#include <glib.h>
#include <glib/gstdio.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-query.h"

static const char game_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<game version=\"1\" id=\"query-test\" system=\"storyline\">\n"
  "  <name>Query test</name>\n"
  "  <fields>\n"
  "    <field id=\"cost\" name=\"Story Point cost\" kind=\"int\" aliases=\"sp\"/>\n"
  "    <field id=\"vitality\" name=\"Vitality\" kind=\"int\" aliases=\"vit\"/>\n"
  "    <field id=\"magical\" name=\"Magical\" kind=\"bool\"/>\n"
  "    <field id=\"realm\" name=\"Realm\" kind=\"text\"/>\n"
  "    <field id=\"enter_cost\" name=\"Cost to enter\" kind=\"int\" aliases=\"enter\"/>\n"
  "    <field id=\"water\" name=\"Water Location\" kind=\"bool\"/>\n"
  "    <field id=\"tags\" name=\"Tags\" kind=\"list\" printed=\"false\"/>\n"
  "  </fields>\n"
  "  <types>\n"
  "    <type id=\"character\" name=\"Character\" section=\"library\" fields=\"cost vitality magical realm\"/>\n"
  "    <type id=\"object\" name=\"Object\" section=\"library\" fields=\"cost magical realm tags\"/>\n"
  "    <type id=\"location\" name=\"Location\" section=\"folio\" fields=\"enter_cost water realm\"/>\n"
  "    <type id=\"title\" name=\"Title card\" section=\"title\" fields=\"\"/>\n"
  "  </types>\n"
  "  <alignments>\n"
  "    <alignment id=\"good\" name=\"Good\" color=\"#c9a227\"/>\n"
  "    <alignment id=\"neutral\" name=\"Neutral\" color=\"#8d8a83\"/>\n"
  "    <alignment id=\"evil\" name=\"Evil\" color=\"#2b2b2e\"/>\n"
  "  </alignments>\n"
  "  <keywords>\n"
  "    <keyword id=\"prime\" name=\"Prime\">Can end the game.</keyword>\n"
  "    <keyword id=\"flying\" name=\"Flying\">Ignores Locations.</keyword>\n"
  "    <keyword id=\"steadfast\" name=\"Steadfast\">Does not move.</keyword>\n"
  "  </keywords>\n"
  "  <construction>\n"
  "    <section id=\"library\" name=\"Library\" types=\"character object\" min=\"40\" max-copies=\"3\">40 cards.</section>\n"
  "    <section id=\"folio\" name=\"Locations Folio\" types=\"location\" min=\"15\" max-copies=\"2\">15 Locations.</section>\n"
  "    <section id=\"title\" name=\"Title card\" types=\"title\" min=\"1\" max=\"1\" max-copies=\"1\">One.</section>\n"
  "  </construction>\n"
  "</game>\n";

typedef struct {
  CwGame       *game;
  GPtrArray    *cards;        /* of CwCard */
  CwCollection *collection;
} Fixture;

static CwCard *
add_card (Fixture    *fixture,
          const char *id,
          const char *type,
          const char *alignment,
          const char *name)
{
  CwCard *card = cw_card_new (fixture->game, id);

  cw_card_set_set_id (card, "core");
  cw_card_set_card_type (card, type);
  cw_card_set_alignment (card, alignment);
  cw_card_set_name (card, name);
  g_ptr_array_add (fixture->cards, card);
  return card;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "query-game.xml", NULL);
  const char *shoes_tags[] = { "Shoes", "Silver", NULL };
  CwCard *card;

  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  g_assert_true (g_file_set_contents (path, game_xml, -1, &error));
  g_assert_no_error (error);
  fixture->game = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->game);
  fixture->cards = g_ptr_array_new_with_free_func (g_object_unref);

  card = add_card (fixture, "ex-001", "character", "good", "Dorothy Gale");
  cw_card_set_version (card, "Girl from Kansas");
  cw_card_add_keyword (card, "prime");
  cw_card_set_int (card, "cost", 3);
  cw_card_set_int (card, "vitality", 4);
  cw_card_set_string (card, "realm", "Kansas");
  cw_card_set_text (card, "When <b>Toto</b> is at her Location, she gets +1 Vitality.");

  card = add_card (fixture, "ex-002", "object", "neutral", "Silver Shoes");
  cw_card_set_int (card, "cost", 2);
  cw_card_set_bool (card, "magical", TRUE);
  cw_card_set_list (card, "tags", shoes_tags);
  cw_card_set_text (card, "The Character who wears them gets Flying.");

  card = add_card (fixture, "ex-003", "location", "neutral", "Épouvantail Field");
  cw_card_add_alt_name (card, "Scarecrow Field");
  cw_card_set_int (card, "enter_cost", 1);
  cw_card_set_bool (card, "water", FALSE);
  cw_card_set_string (card, "realm", "Munchkin Country");

  card = add_card (fixture, "ex-004", "character", "evil", "Wicked Witch of the West");
  cw_card_set_name_for (card, "fr", "Méchante Fée de l’Ouest");
  cw_card_add_keyword (card, "flying");
  cw_card_set_int (card, "cost", 5);
  cw_card_set_int (card, "vitality", 6);
  cw_card_set_bool (card, "magical", TRUE);
  cw_card_set_string (card, "realm", "Winkie Country");
  cw_card_set_text (card, "Her winged monkeys fly over any Location.");

  card = add_card (fixture, "ex-005", "character", "good", "Toto");
  cw_card_add_keyword (card, "steadfast");
  cw_card_set_int (card, "cost", 1);
  cw_card_set_int (card, "vitality", 1);
  cw_card_set_string (card, "realm", "Kansas");
  cw_card_set_text (card, "Goes where Dorothy goes, or stays.");

  card = add_card (fixture, "ex-006", "title", "neutral", "The Road to Oz");
  cw_card_set_text (card, "Your Storyline starts here.");

  fixture->collection = cw_collection_new ("query-test");
  cw_collection_set_owned (fixture->collection, "ex-001", 3);
  cw_collection_set_owned (fixture->collection, "ex-004", 1);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_pointer (&fixture->cards, g_ptr_array_unref);
  g_clear_object (&fixture->collection);
  g_clear_object (&fixture->game);
}

/* The ids of the cards the query matches, space-separated, in card order. */
static char *
run_with (Fixture      *fixture,
          const char   *text,
          CwCollection *collection)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new (fixture->game, text, &error);
  GString *ids = g_string_new (NULL);

  g_assert_no_error (error);
  g_assert_nonnull (query);
  for (guint i = 0; i < fixture->cards->len; i++)
    {
      CwCard *card = g_ptr_array_index (fixture->cards, i);

      if (cw_query_matches (query, card, collection))
        g_string_append_printf (ids, "%s%s", ids->len ? " " : "", cw_card_get_id (card));
    }
  return g_string_free (ids, FALSE);
}

#define assert_matches(fixture, text, expected) G_STMT_START {          \
    g_autofree char *got__ = run_with ((fixture), (text), NULL);        \
    g_assert_cmpstr (got__, ==, (expected));                            \
  } G_STMT_END

static void
assert_parse_error (Fixture    *fixture,
                    const char *text,
                    const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new (fixture->game, text, &error);

  g_assert_null (query);
  g_assert_error (error, CW_ERROR, CW_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
assert_description (Fixture    *fixture,
                    const char *text,
                    const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new (fixture->game, text, &error);
  g_autofree char *description = NULL;

  g_assert_no_error (error);
  description = cw_query_dup_description (query);
  g_assert_cmpstr (description, ==, expected);
}

static void
test_empty (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new (fixture->game, "   ", &error);

  g_assert_no_error (error);
  g_assert_true (cw_query_is_empty (query));
  g_assert_false (cw_query_uses_collection (query));
  g_assert_cmpstr (cw_query_get_text (query), ==, "   ");
  assert_matches (fixture, "", "ex-001 ex-002 ex-003 ex-004 ex-005 ex-006");
  assert_matches (fixture, NULL, "ex-001 ex-002 ex-003 ex-004 ex-005 ex-006");
}

static void
test_words (Fixture       *fixture,
            gconstpointer  data)
{
  assert_matches (fixture, "dorothy", "ex-001 ex-005");
  assert_matches (fixture, "DOROTHY", "ex-001 ex-005");
  /* Names, versions, alternative names and text alike; accents ignored both ways. */
  assert_matches (fixture, "kansas", "ex-001 ex-005");
  assert_matches (fixture, "epouvantail", "ex-003");
  assert_matches (fixture, "ÉPOUVANTAIL", "ex-003");
  assert_matches (fixture, "scarecrow", "ex-003");
  assert_matches (fixture, "toto", "ex-001 ex-005");
  assert_matches (fixture, "fly", "ex-002 ex-004");
  /* Several words: all of them, in any order. */
  assert_matches (fixture, "toto vitality", "ex-001");
  assert_matches (fixture, "location her", "ex-001 ex-004");
  assert_matches (fixture, "nowhere", "");
  /* Part of a word. */
  assert_matches (fixture, "dor", "ex-001 ex-005");
}

static void
test_phrases (Fixture       *fixture,
              gconstpointer  data)
{
  assert_matches (fixture, "\"girl from kansas\"", "ex-001");
  assert_matches (fixture, "\"kansas from\"", "");
  assert_matches (fixture, "\"silver  shoes\"", "ex-002");
  assert_matches (fixture, "\"or\"", "ex-001 ex-005 ex-006");
  assert_matches (fixture, "-\"the west\"", "ex-001 ex-002 ex-003 ex-005 ex-006");
}

static void
test_types_keywords_alignments (Fixture       *fixture,
                                gconstpointer  data)
{
  assert_matches (fixture, "type:character", "ex-001 ex-004 ex-005");
  assert_matches (fixture, "type:Character", "ex-001 ex-004 ex-005");
  assert_matches (fixture, "type:char", "ex-001 ex-004 ex-005");
  assert_matches (fixture, "type:\"title card\"", "ex-006");
  assert_matches (fixture, "type:title", "ex-006");
  assert_matches (fixture, "type=location", "ex-003");
  assert_matches (fixture, "type!=character", "ex-002 ex-003 ex-006");
  assert_matches (fixture, "kw:prime", "ex-001");
  assert_matches (fixture, "kw:fly", "ex-004");
  assert_matches (fixture, "keyword:Steadfast", "ex-005");
  assert_matches (fixture, "-kw:flying type:character", "ex-001 ex-005");
  assert_matches (fixture, "align:evil", "ex-004");
  assert_matches (fixture, "align:g", "ex-001 ex-005");
  assert_matches (fixture, "alignment:neutral", "ex-002 ex-003 ex-006");
  assert_matches (fixture, "set:core", "ex-001 ex-002 ex-003 ex-004 ex-005 ex-006");
  assert_matches (fixture, "set:other", "");
  assert_matches (fixture, "id:ex-003", "ex-003");
  assert_matches (fixture, "id=EX-005", "ex-005");
  assert_matches (fixture, "name:dor", "ex-001");
  assert_matches (fixture, "name:\"girl from\"", "ex-001");
  assert_matches (fixture, "name=toto", "ex-005");
  assert_matches (fixture, "name=\"dorothy gale • girl from kansas\"", "ex-001");
  assert_matches (fixture, "name=dorothy", "");
  /* A whole name in any language the card is written in, or a name it is also known by. */
  assert_matches (fixture, "name=\"mechante fee de l’ouest\"", "ex-004");
  assert_matches (fixture, "name=\"wicked witch of the west\"", "ex-004");
  assert_matches (fixture, "name=mechante", "");
  assert_matches (fixture, "name=\"scarecrow field\"", "ex-003");
  assert_matches (fixture, "name!=\"scarecrow field\" type:location", "");
}

static void
test_numbers (Fixture       *fixture,
              gconstpointer  data)
{
  assert_matches (fixture, "cost<=3", "ex-001 ex-002 ex-005");
  assert_matches (fixture, "cost<3", "ex-002 ex-005");
  assert_matches (fixture, "cost>3", "ex-004");
  assert_matches (fixture, "cost>=3", "ex-001 ex-004");
  assert_matches (fixture, "cost=2", "ex-002");
  assert_matches (fixture, "cost:2", "ex-002");
  /* Only cards that have a cost: the Location and the Title card have none. */
  assert_matches (fixture, "cost!=2", "ex-001 ex-004 ex-005");
  assert_matches (fixture, "-cost=2", "ex-001 ex-003 ex-004 ex-005 ex-006");
  assert_matches (fixture, "vit>=4", "ex-001 ex-004");
  assert_matches (fixture, "VIT>=4", "ex-001 ex-004");
  assert_matches (fixture, "vitality>5", "ex-004");
  assert_matches (fixture, "sp<2", "ex-005");
  assert_matches (fixture, "enter>=1", "ex-003");
  assert_matches (fixture, "cost>-1", "ex-001 ex-002 ex-004 ex-005");
  assert_matches (fixture, "kw:prime vit>=3", "ex-001");
}

static void
test_text_bool_list_fields (Fixture       *fixture,
                            gconstpointer  data)
{
  assert_matches (fixture, "realm:kansas", "ex-001 ex-005");
  assert_matches (fixture, "realm:country", "ex-003 ex-004");
  assert_matches (fixture, "realm=\"munchkin country\"", "ex-003");
  assert_matches (fixture, "realm=munchkin", "");
  assert_matches (fixture, "realm!=kansas", "ex-002 ex-003 ex-004 ex-006");
  assert_matches (fixture, "magical:yes", "ex-002 ex-004");
  assert_matches (fixture, "magical=true", "ex-002 ex-004");
  assert_matches (fixture, "magical:no", "ex-001 ex-003 ex-005 ex-006");
  assert_matches (fixture, "magical!=yes", "ex-001 ex-003 ex-005 ex-006");
  assert_matches (fixture, "water:no type:location", "ex-003");
  assert_matches (fixture, "tags:silver", "ex-002");
  assert_matches (fixture, "tags:silv", "ex-002");
  assert_matches (fixture, "tags=silv", "");
  assert_matches (fixture, "has:vitality", "ex-001 ex-004 ex-005");
  assert_matches (fixture, "-has:realm", "ex-002 ex-006");
}

static void
test_owned (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new (fixture->game, "owned>=1", &error);
  g_autofree char *owned = run_with (fixture, "owned>=1", fixture->collection);
  g_autofree char *none = run_with (fixture, "owned:0", fixture->collection);
  g_autofree char *three = run_with (fixture, "owned=3 or owned>5", fixture->collection);
  g_autofree char *without = run_with (fixture, "owned:0", NULL);

  g_assert_no_error (error);
  g_assert_true (cw_query_uses_collection (query));
  g_assert_cmpstr (owned, ==, "ex-001 ex-004");
  g_assert_cmpstr (none, ==, "ex-002 ex-003 ex-005 ex-006");
  g_assert_cmpstr (three, ==, "ex-001");
  /* No collection: nothing is owned. */
  g_assert_cmpstr (without, ==, "ex-001 ex-002 ex-003 ex-004 ex-005 ex-006");
}

static void
test_or_and_not (Fixture       *fixture,
                 gconstpointer  data)
{
  assert_matches (fixture, "toto or scarecrow", "ex-001 ex-003 ex-005");
  assert_matches (fixture, "toto OR scarecrow", "ex-001 ex-003 ex-005");
  /* AND binds tighter: (kw:prime AND vit>=4) OR realm:winkie. */
  assert_matches (fixture, "kw:prime vit>=4 or realm:winkie", "ex-001 ex-004");
  assert_matches (fixture, "type:character kansas or type:title", "ex-001 ex-005 ex-006");
  assert_matches (fixture, "(toto or scarecrow) type:location", "ex-003");
  assert_matches (fixture, "type:character (cost<2 or cost>4)", "ex-004 ex-005");
  assert_matches (fixture, "-(toto or scarecrow)", "ex-002 ex-004 ex-006");
  assert_matches (fixture, "dorothy and kansas", "ex-001 ex-005");
  assert_matches (fixture, "-dorothy type:character", "ex-004");
  assert_matches (fixture, "--dorothy", "ex-001 ex-005");
  assert_matches (fixture, "-kw:flying -type:character", "ex-002 ex-003 ex-006");
}

static void
test_description (Fixture       *fixture,
                  gconstpointer  data)
{
  assert_description (fixture, "a b or c", "(\"a\" AND \"b\") OR \"c\"");
  assert_description (fixture, "Épouvantail", "\"epouvantail\"");
  /* Cheap tests go first in an AND; the answer is the same. */
  assert_description (fixture, "dorothy kw:prime vit>=3", "kw=prime AND vitality>=3 AND \"dorothy\"");
  assert_description (fixture, "type:char -kw:flying", "type=character AND NOT kw=flying");
  assert_description (fixture, "type!=title", "NOT type=title");
  assert_description (fixture, "(a or b) (c or -d)", "(\"a\" OR \"b\") AND (\"c\" OR NOT \"d\")");
  assert_description (fixture, "sp:2 magical:no realm:\"Emerald City\"",
                      "cost=2 AND magical=no AND realm:\"emerald city\"");
  assert_description (fixture, "owned:0 name=toto has:cost", "owned=0 AND has:cost AND name=\"toto\"");
}

static void
test_errors (Fixture       *fixture,
             gconstpointer  data)
{
  assert_parse_error (fixture, "colour:red",
                      "unknown field “colour” at column 1; fields: cost, vitality, magical, realm, "
                      "enter_cost, water, tags, type, kw, align, set, name, id, owned, has");
  assert_parse_error (fixture, "dorothy cost<=x",
                      "“x” at column 15 is not a number (Story Point cost compares numbers)");
  assert_parse_error (fixture, "owned>=many",
                      "“many” at column 8 is not a number (owned compares numbers)");
  assert_parse_error (fixture, "\"girl from",
                      "unclosed quote at column 1: add a closing \"");
  assert_parse_error (fixture, "realm:\"emerald",
                      "unclosed quote at column 7: add a closing \"");
  assert_parse_error (fixture, "dorothy or",
                      "“or” at column 9 needs a term after it");
  assert_parse_error (fixture, "or dorothy",
                      "“or” at column 1 needs a term before it");
  assert_parse_error (fixture, "toto or or dorothy",
                      "“or” at column 6 needs a term after it");
  assert_parse_error (fixture, "(toto or)",
                      "“or” at column 7 needs a term after it");
  assert_parse_error (fixture, "and toto",
                      "“and” at column 1 needs a term before it");
  assert_parse_error (fixture, "toto and",
                      "“and” at column 6 needs a term after it");
  assert_parse_error (fixture, "(toto",
                      "“(” at column 1 is never closed: add a “)”");
  assert_parse_error (fixture, "toto)",
                      "“)” at column 5 has no “(” before it");
  assert_parse_error (fixture, "()",
                      "empty parentheses at column 1");
  /* Thousands of "(" once overflowed the stack; 64 levels parse, the 65th is refused. */
  {
    g_autoptr(GString) deep = g_string_new (NULL);
    g_autoptr(CwQuery) query = NULL;
    g_autoptr(GError) error = NULL;

    for (guint i = 0; i < CW_QUERY_MAX_DEPTH; i++)
      g_string_append_c (deep, '(');
    g_string_append (deep, "toto");
    for (guint i = 0; i < CW_QUERY_MAX_DEPTH; i++)
      g_string_append_c (deep, ')');
    query = cw_query_new (fixture->game, deep->str, &error);
    g_assert_no_error (error);
    g_assert_nonnull (query);
    g_string_prepend (deep, "-");
    assert_parse_error (fixture, deep->str,
                        "“(” at column 65 nests the query more than 64 levels deep; use fewer “(” or “-”");
    g_string_truncate (deep, 0);
    for (guint i = 0; i < 5000; i++)
      g_string_append_c (deep, '(');
    assert_parse_error (fixture, deep->str,
                        "“(” at column 65 nests the query more than 64 levels deep; use fewer “(” or “-”");
    g_string_truncate (deep, 0);
    for (guint i = 0; i < 3000; i++)
      g_string_append (deep, "-(");
    assert_parse_error (fixture, deep->str,
                        "“-” at column 65 nests the query more than 64 levels deep; use fewer “(” or “-”");
  }
  assert_parse_error (fixture, "toto -",
                      "“-” at column 6 must be followed by what to leave out, as in -flying or -kw:flying");
  assert_parse_error (fixture, "cost<=",
                      "“cost<=” at column 1 needs a value after “<=”");
  assert_parse_error (fixture, "type:wizard",
                      "unknown card type “wizard” at column 6; types: character, object, location, title");
  assert_parse_error (fixture, "kw:swim",
                      "unknown keyword “swim” at column 4; keywords: prime, flying, steadfast");
  assert_parse_error (fixture, "align:chaotic",
                      "unknown alignment “chaotic” at column 7; alignments: good, neutral, evil");
  assert_parse_error (fixture, "realm<=3",
                      "“realm<=3” at column 1: Realm is not a number, so it takes “:”, “=” or “!=”, not “<=”");
  assert_parse_error (fixture, "magical:maybe",
                      "“maybe” at column 9 is not yes or no (Magical is yes or no)");
  assert_parse_error (fixture, "has:colour",
                      "unknown field “colour” at column 5; fields: cost, vitality, magical, realm, "
                      "enter_cost, water, tags, type, kw, align, set, name, id, owned, has");
  /* Columns count characters, not bytes. */
  assert_parse_error (fixture, "épée colour:red",
                      "unknown field “colour” at column 6; fields: cost, vitality, magical, realm, "
                      "enter_cost, water, tags, type, kw, align, set, name, id, owned, has");
}

/* The index answers as cw_query_matches() does, card by card. */
static char *
run_indexed (Fixture       *fixture,
             CwSearchIndex *index,
             const char    *text,
             CwCollection  *collection)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = cw_query_new (fixture->game, text, &error);
  GListModel *model = cw_search_index_get_model (index);
  guint n = g_list_model_get_n_items (model);
  g_autofree guint8 *matches = g_new0 (guint8, n + 1);
  GString *ids = g_string_new (NULL);
  guint n_matches;

  g_assert_no_error (error);
  n_matches = cw_query_filter (query, index, collection, matches);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (model, i);

      g_assert_cmpint (matches[i], <=, 1);
      if (matches[i])
        {
          g_string_append_printf (ids, "%s%s", ids->len ? " " : "", cw_card_get_id (card));
          n_matches--;
        }
    }
  g_assert_cmpuint (n_matches, ==, 0);
  return g_string_free (ids, FALSE);
}

static void
test_index_same_answers (Fixture       *fixture,
                         gconstpointer  data)
{
  static const char *queries[] = {
    "", "dorothy", "DOROTHY", "kansas", "epouvantail", "scarecrow", "toto", "fly", "toto vitality",
    "location her", "nowhere", "dor", "\"girl from kansas\"", "\"kansas from\"", "\"silver  shoes\"",
    "\"or\"", "-\"the west\"", "\"her location\"", "\"s at her loc\"", "\"ld | sca\"", "\"gale | girl\"",
    "\"+1 vitality.\"", "type:character", "type:char", "type:\"title card\"", "type!=character",
    "kw:prime", "kw:fly", "-kw:flying type:character", "align:evil", "align:g", "set:core", "set:other",
    "id:ex-003", "id=EX-005", "name:dor", "name:\"girl from\"", "name=toto", "name=dorothy",
    "name=\"dorothy gale • girl from kansas\"", "name=\"mechante fee de l’ouest\"", "name=\"scarecrow field\"",
    "name!=\"scarecrow field\"", "name=\"\"", "name=\"•\"", "name=\"gale • girl\"",
    "cost<=3", "cost<3", "cost>3", "cost=2", "cost!=2", "-cost=2", "vit>=4", "enter>=1", "cost>-1",
    "kw:prime vit>=3", "realm:kansas", "realm:country", "realm=\"munchkin country\"", "realm=munchkin",
    "realm!=kansas", "magical:yes", "magical:no", "magical!=yes", "water:no type:location", "tags:silver",
    "tags:silv", "tags=silv", "has:vitality", "-has:realm", "owned>=1", "owned:0", "owned=3 or owned>5",
    "toto or scarecrow", "kw:prime vit>=4 or realm:winkie", "(toto or scarecrow) type:location",
    "type:character (cost<2 or cost>4)", "-(toto or scarecrow)", "--dorothy", "-kw:flying -type:character",
    "name:\"  \"", "\" \"",
  };
  g_autoptr(CwCardSet) set = cw_card_set_new (fixture->game, "core", "Core");
  g_autoptr(CwSearchIndex) index = NULL;

  for (guint i = 0; i < fixture->cards->len; i++)
    cw_card_set_add (set, g_ptr_array_index (fixture->cards, i));
  index = cw_search_index_new (fixture->game, G_LIST_MODEL (set));

  for (guint q = 0; q < G_N_ELEMENTS (queries); q++)
    for (guint with = 0; with < 2; with++)
      {
        CwCollection *collection = with ? fixture->collection : NULL;
        g_autofree char *expected = run_with (fixture, queries[q], collection);
        g_autofree char *indexed = run_indexed (fixture, index, queries[q], collection);

        g_autoptr(CwQuery) query = cw_query_new_indexed (index, queries[q], NULL);
        GString *answers = g_string_new (NULL);
        g_autofree char *answered = NULL;

        /* Card by card through the index's answers, as a GtkFilter asks. */
        for (guint i = 0; i < fixture->cards->len; i++)
          {
            CwCard *card = g_ptr_array_index (fixture->cards, i);
            if (cw_query_matches (query, card, collection))
              g_string_append_printf (answers, "%s%s", answers->len ? " " : "", cw_card_get_id (card));
          }
        answered = g_string_free (answers, FALSE);

        g_test_message ("query %s", queries[q]);
        g_assert_cmpstr (indexed, ==, expected);
        g_assert_cmpstr (answered, ==, expected);
      }

  g_assert_cmpint (cw_search_index_lookup (index, g_ptr_array_index (fixture->cards, 3)), ==, 3);
}

static void
test_index_follows_changes (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(CwCardSet) set = cw_card_set_new (fixture->game, "core", "Core");
  g_autoptr(CwSearchIndex) index = NULL;
  g_autoptr(CwCard) glinda = cw_card_new (fixture->game, "ex-007");
  g_autoptr(CwCard) stranger = cw_card_new (fixture->game, "ex-404");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *owned_before = NULL;
  g_autofree char *owned_after = NULL;
  g_autofree char *removed = NULL;
  g_autoptr(CwQuery) owned_query = NULL;
  g_autoptr(CwQuery) word_query = NULL;

  for (guint i = 0; i < fixture->cards->len; i++)
    cw_card_set_add (set, g_ptr_array_index (fixture->cards, i));
  index = cw_search_index_new (fixture->game, G_LIST_MODEL (set));
  word_query = cw_query_new_indexed (index, "kansas or glinda", NULL);
  g_assert_false (cw_query_matches (word_query, glinda, NULL));

  before = run_indexed (fixture, index, "kansas or glinda", NULL);
  g_assert_cmpstr (before, ==, "ex-001 ex-005");

  /* A card added to the model is found by the next search. */
  cw_card_set_card_type (glinda, "character");
  cw_card_set_name (glinda, "Glinda");
  cw_card_set_string (glinda, "realm", "Quadling Country");
  cw_card_set_add (set, glinda);
  after = run_indexed (fixture, index, "kansas or glinda", NULL);
  g_assert_cmpstr (after, ==, "ex-001 ex-005 ex-007");
  g_assert_cmpint (cw_search_index_lookup (index, glinda), ==, 6);
  g_assert_true (cw_query_matches (word_query, glinda, NULL));
  g_assert_cmpint (cw_search_index_lookup (index, stranger), ==, -1);

  /* Owned counts follow the collection as it changes, also in a query made before the change. */
  owned_query = cw_query_new_indexed (index, "owned>=1", NULL);
  owned_before = run_indexed (fixture, index, "owned>=1", fixture->collection);
  g_assert_cmpstr (owned_before, ==, "ex-001 ex-004");
  g_assert_true (cw_query_matches (owned_query, g_ptr_array_index (fixture->cards, 0), fixture->collection));
  g_assert_false (cw_query_matches (owned_query, glinda, fixture->collection));
  cw_collection_set_owned (fixture->collection, "ex-007", 2);
  cw_collection_set_owned (fixture->collection, "ex-001", 0);
  owned_after = run_indexed (fixture, index, "owned>=1", fixture->collection);
  g_assert_cmpstr (owned_after, ==, "ex-004 ex-007");
  g_assert_false (cw_query_matches (owned_query, g_ptr_array_index (fixture->cards, 0), fixture->collection));
  g_assert_true (cw_query_matches (owned_query, glinda, fixture->collection));
  /* A card the index does not hold is tested on its own. */
  g_assert_false (cw_query_matches (owned_query, stranger, fixture->collection));
  cw_collection_set_owned (fixture->collection, "ex-404", 1);
  g_assert_true (cw_query_matches (owned_query, stranger, fixture->collection));

  g_assert_true (cw_card_set_remove (set, "ex-005"));
  removed = run_indexed (fixture, index, "kansas or glinda", NULL);
  g_assert_cmpstr (removed, ==, "ex-001 ex-007");
  g_assert_true (cw_query_matches (word_query, glinda, NULL));
  g_assert_false (cw_query_matches (word_query, g_ptr_array_index (fixture->cards, 2), NULL));
}

/* 300 cards: a word in most of them ("dorothy", "|") keeps its cards as a bitmap, a word in a few
 * ("copy17") as a list of positions; a search mixing both answers as card by card does. Each card
 * has a word of its own ("k042"), so the rarer words' codes take two bytes. */
static void
test_index_many_cards (Fixture       *fixture,
                       gconstpointer  data)
{
  static const struct {
    const char *query;
    guint       n_matches;
  } queries[] = {
    { "copy17", 6 },            /* one round of copies: a short list */
    { "copy1", 66 },            /* copy1 and copy10 … copy19 */
    { "dorothy", 100 },         /* Dorothy and Toto ("goes where Dorothy goes"): a bitmap */
    { "dorothy copy1", 22 },
    { "dorothy or copy17", 104 },
    { "o", 300 },
    { "\"gale copy4\"", 11 },  /* a phrase over both: copy4, copy40 … copy49 */
    { "\"copy4\"", 66 },
    { "name:copy2", 66 },
    { "kansas -copy3", 78 },     /* 100 less copy3 and copy30 … copy39 */
    { "zzz", 0 },
    { "k042", 1 },              /* a word of one card: one of 300 such, so a code of two bytes */
    { "\"copy7 k04\"", 6 },      /* k042 … k047 */
    { "\"k299\"", 1 },
  };
  g_autoptr(CwCardSet) set = cw_card_set_new (fixture->game, "core", "Core");
  g_autoptr(CwSearchIndex) index = NULL;
  g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint round = 0; round < 50; round++)
    for (guint i = 0; i < fixture->cards->len; i++)
      {
        CwCard *card = g_ptr_array_index (fixture->cards, i);
        g_autofree char *id = g_strdup_printf ("cp-%02u-%u", round, i);
        g_autofree char *name = g_strdup_printf ("%s copy%u k%03u", cw_card_get_name (card), round,
                                                 round * fixture->cards->len + i);
        CwCard *copy = cw_card_copy (card, id);

        cw_card_set_name (copy, name);
        cw_card_set_add (set, copy);
        g_ptr_array_add (copies, copy);
      }
  index = cw_search_index_new (fixture->game, G_LIST_MODEL (set));

  for (guint q = 0; q < G_N_ELEMENTS (queries); q++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CwQuery) query = cw_query_new (fixture->game, queries[q].query, &error);
      g_autofree guint8 *matches = g_new0 (guint8, copies->len);
      guint n_matches;

      g_assert_no_error (error);
      g_test_message ("query %s", queries[q].query);
      n_matches = cw_query_filter (query, index, NULL, matches);
      g_assert_cmpuint (n_matches, ==, queries[q].n_matches);
      for (guint i = 0; i < copies->len; i++)
        g_assert_cmpint (matches[i], ==, cw_query_matches (query, g_ptr_array_index (copies, i), NULL));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/core/query/empty", test_empty);
  ADD ("/core/query/words", test_words);
  ADD ("/core/query/phrases", test_phrases);
  ADD ("/core/query/types-keywords-alignments", test_types_keywords_alignments);
  ADD ("/core/query/numbers", test_numbers);
  ADD ("/core/query/text-bool-list-fields", test_text_bool_list_fields);
  ADD ("/core/query/owned", test_owned);
  ADD ("/core/query/or-and-not", test_or_and_not);
  ADD ("/core/query/description", test_description);
  ADD ("/core/query/errors", test_errors);
  ADD ("/core/query/index/same-answers", test_index_same_answers);
  ADD ("/core/query/index/follows-changes", test_index_follows_changes);
  ADD ("/core/query/index/many-cards", test_index_many_cards);
#undef ADD

  return g_test_run ();
}
