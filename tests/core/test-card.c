/* test-card.c: one card: title and versions, alt names, keywords, typed field values, text, keys, copies. */
#include "cw-test-util.h"

/* A game with a required field and a field search must skip. */
static const char small_game[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<game version=\"1\" id=\"small\" system=\"duel\">\n"
  "  <name>Small</name>\n"
  "  <fields>\n"
  "    <field id=\"force\" name=\"Force\" kind=\"int\" required=\"true\"/>\n"
  "    <field id=\"secret\" name=\"Secret\" kind=\"text\" searchable=\"false\"/>\n"
  "    <field id=\"realm\" name=\"Realm\" kind=\"text\"/>\n"
  "    <field id=\"tags\" name=\"Tags\" kind=\"list\"/>\n"
  "  </fields>\n"
  "  <types>\n"
  "    <type id=\"hero\" name=\"Hero\" fields=\"force secret realm tags\"/>\n"
  "    <type id=\"place\" name=\"Place\" fields=\"realm\"/>\n"
  "  </types>\n"
  "</game>\n";

static CwGame *
load_small_game (void)
{
  g_autofree char *dir = cw_test_scratch_dir ();
  g_autofree char *path = cw_test_write_file (dir, "game.xml", small_game);
  g_autoptr(GError) error = NULL;
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  return game;
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           GString    *log)
{
  g_string_append_printf (log, "%s;", pspec->name);
}

static void
test_new (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");

  g_assert_true (cw_card_get_game (card) == game);
  g_assert_cmpstr (cw_card_get_id (card), ==, "my-001");
  g_assert_null (cw_card_get_set_id (card));
  g_assert_null (cw_card_get_card_type (card));
  g_assert_null (cw_card_get_name (card));
  g_assert_null (cw_card_get_version (card));
  g_assert_null (cw_card_get_title (card));
  g_assert_null (cw_card_get_alignment (card));
  g_assert_null (cw_card_get_text (card));
  g_assert_null (cw_card_get_plain_text (card));
  g_assert_null (cw_card_get_note (card));
  g_assert_null (cw_card_get_image (card));
  g_assert_nonnull (cw_card_get_alt_names (card));
  g_assert_null (cw_card_get_alt_names (card)[0]);
  g_assert_nonnull (cw_card_get_keywords (card));
  g_assert_null (cw_card_get_keywords (card)[0]);
  g_assert_false (cw_card_has_field (card, "cost"));
}

static void
test_title (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");
  g_autoptr(GString) log = g_string_new (NULL);
  g_autofree char *title = NULL;

  g_signal_connect (card, "notify", G_CALLBACK (on_notify), log);
  cw_card_set_name (card, "Dorothy Gale");
  g_assert_cmpstr (cw_card_get_title (card), ==, "Dorothy Gale");
  cw_card_set_version (card, "Girl from Kansas");
  g_assert_cmpstr (cw_card_get_title (card), ==, "Dorothy Gale • Girl from Kansas");
  cw_card_set_name (card, "Dorothy");
  g_assert_cmpstr (cw_card_get_title (card), ==, "Dorothy • Girl from Kansas");
  /* An empty version is no version. */
  cw_card_set_version (card, "");
  g_assert_null (cw_card_get_version (card));
  g_assert_cmpstr (cw_card_get_title (card), ==, "Dorothy");
  g_assert_cmpstr (log->str, ==, "title;name;title;version;title;name;title;version;");

  /* Setting the same value again notifies nothing. */
  g_string_truncate (log, 0);
  cw_card_set_name (card, "Dorothy");
  cw_card_set_version (card, NULL);
  g_assert_cmpstr (log->str, ==, "");

  g_object_get (card, "title", &title, NULL);
  g_assert_cmpstr (title, ==, "Dorothy");
}

static void
test_properties (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");
  g_autofree char *type = NULL;
  g_autofree char *alignment = NULL;
  g_autofree char *id = NULL;

  g_object_set (card, "card-type", "character", "alignment", "good", "name", "Toto", NULL);
  g_object_get (card, "card-type", &type, "alignment", &alignment, "id", &id, NULL);
  g_assert_cmpstr (type, ==, "character");
  g_assert_cmpstr (alignment, ==, "good");
  g_assert_cmpstr (id, ==, "my-001");
  g_assert_cmpstr (cw_card_get_name (card), ==, "Toto");
  cw_card_set_set_id (card, "my-set");
  g_assert_cmpstr (cw_card_get_set_id (card), ==, "my-set");
}

static void
test_alt_names (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-good-evil");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");
  const char * const *alt;

  cw_card_set_name (card, "Dorthy Gale");
  cw_card_add_alt_name (card, "Dorothy Gale");
  cw_card_add_alt_name (card, "Dorothy");
  cw_card_add_alt_name (card, "Dorothy Gale");
  alt = cw_card_get_alt_names (card);
  g_assert_cmpuint (g_strv_length ((char **) alt), ==, 2);
  g_assert_cmpstr (alt[0], ==, "Dorothy Gale");
  g_assert_cmpstr (alt[1], ==, "Dorothy");
  g_assert_cmpstr (cw_card_get_name_key (card), ==, "dorthy gale | dorothy gale | dorothy");
}

static void
test_keywords (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");
  const char * const *keywords;

  cw_card_add_keyword (card, "prime");
  cw_card_add_keyword (card, "flying");
  cw_card_add_keyword (card, "magical");
  cw_card_add_keyword (card, "prime");
  keywords = cw_card_get_keywords (card);
  g_assert_cmpuint (g_strv_length ((char **) keywords), ==, 3);
  g_assert_true (cw_card_has_keyword (card, "flying"));
  g_assert_false (cw_card_has_keyword (card, "swimming"));

  /* Removing keeps the order of the others. */
  cw_card_remove_keyword (card, "flying");
  cw_card_remove_keyword (card, "swimming");
  keywords = cw_card_get_keywords (card);
  g_assert_cmpuint (g_strv_length ((char **) keywords), ==, 2);
  g_assert_cmpstr (keywords[0], ==, "prime");
  g_assert_cmpstr (keywords[1], ==, "magical");
  g_assert_false (cw_card_has_keyword (card, "flying"));
  cw_card_remove_keyword (card, "prime");
  cw_card_remove_keyword (card, "magical");
  g_assert_null (cw_card_get_keywords (card)[0]);
}

static void
test_fields_typed (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");
  int value = -1;

  cw_card_set_int (card, "cost", 3);
  g_assert_true (cw_card_has_field (card, "cost"));
  g_assert_true (cw_card_get_int (card, "cost", &value));
  g_assert_cmpint (value, ==, 3);
  /* Aliases reach the same field. */
  g_assert_cmpint (cw_card_get_int_or (card, "sp", -1), ==, 3);
  g_assert_cmpint (cw_card_get_int_or (card, "vitality", -1), ==, -1);
  g_assert_false (cw_card_get_int (card, "vitality", &value));
  g_assert_null (cw_card_get_string (card, "cost"));

  cw_card_set_int (card, "vitality", -2);
  g_assert_cmpint (cw_card_get_int_or (card, "vit", 0), ==, -2);

  /* A bool reads as 0 or 1, and an int as a bool. */
  cw_card_set_bool (card, "water", TRUE);
  g_assert_true (cw_card_get_bool (card, "water"));
  g_assert_cmpint (cw_card_get_int_or (card, "water", -1), ==, 1);
  cw_card_set_bool (card, "water", FALSE);
  g_assert_true (cw_card_has_field (card, "water"));
  g_assert_false (cw_card_get_bool (card, "water"));
  g_assert_cmpint (cw_card_get_int_or (card, "water", -1), ==, 0);
  g_assert_true (cw_card_get_bool (card, "cost"));
  g_assert_false (cw_card_get_bool (card, "magical"));

  cw_card_set_string (card, "realm", "Winkie Country");
  g_assert_cmpstr (cw_card_get_string (card, "realm"), ==, "Winkie Country");
  g_assert_false (cw_card_get_int (card, "realm", &value));
  cw_card_set_string (card, "realm", NULL);
  g_assert_false (cw_card_has_field (card, "realm"));

  cw_card_unset_field (card, "cost");
  g_assert_false (cw_card_has_field (card, "cost"));
  g_assert_cmpint (cw_card_get_int_or (card, "cost", 99), ==, 99);

  /* Unknown fields: nothing, never a crash. */
  g_assert_false (cw_card_has_field (card, "mana"));
  g_assert_null (cw_card_get_string (card, "mana"));
  g_assert_null (cw_card_get_list (card, "mana"));
}

static void
test_fields_list (void)
{
  g_autoptr(CwGame) game = load_small_game ();
  g_autoptr(CwCard) card = cw_card_new (game, "s-1");
  const char *items[] = { "brave", "small & loud", NULL };
  const char * const *list;
  g_autofree char *text = NULL;

  cw_card_set_list (card, "tags", items);
  list = cw_card_get_list (card, "tags");
  g_assert_cmpuint (g_strv_length ((char **) list), ==, 2);
  g_assert_cmpstr (list[1], ==, "small & loud");
  g_assert_true (list != (const char * const *) items);
  text = cw_card_dup_field_string (card, "tags");
  g_assert_cmpstr (text, ==, "brave; small & loud");
  g_assert_null (cw_card_get_string (card, "tags"));
  cw_card_set_list (card, "tags", NULL);
  g_assert_false (cw_card_has_field (card, "tags"));
}

static void
test_fields_wrong_kind (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");

  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "Game oz-storyline has no field “mana”");
  cw_card_set_int (card, "mana", 3);
  g_test_assert_expected_messages ();
  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "Field “realm” of game oz-storyline is not of the kind given");
  cw_card_set_int (card, "realm", 3);
  g_test_assert_expected_messages ();
  g_assert_false (cw_card_has_field (card, "realm"));
}

static void
test_field_from_string (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwGame) small = load_small_game ();
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");
  g_autoptr(CwCard) hero = cw_card_new (small, "s-1");
  struct { const char *text; gboolean value; } bools[] = {
    { "true", TRUE }, { "yes", TRUE }, { "1", TRUE }, { "TRUE", TRUE }, { " Yes ", TRUE },
    { "false", FALSE }, { "no", FALSE }, { "0", FALSE }, { "No", FALSE },
  };
  g_autoptr(GError) error = NULL;
  const char * const *list;

  g_assert_true (cw_card_set_field_from_string (card, "cost", "3", &error));
  g_assert_no_error (error);
  g_assert_cmpint (cw_card_get_int_or (card, "cost", -1), ==, 3);
  g_assert_true (cw_card_set_field_from_string (card, "vit", " -4 ", &error));
  g_assert_cmpint (cw_card_get_int_or (card, "vitality", 0), ==, -4);

  g_assert_false (cw_card_set_field_from_string (card, "cost", "three", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Story Point cost must be a whole number, not “three”");
  g_clear_error (&error);
  g_assert_false (cw_card_set_field_from_string (card, "cost", "3.5", &error));
  g_assert_cmpstr (error->message, ==, "Story Point cost must be a whole number, not “3.5”");
  g_clear_error (&error);
  g_assert_false (cw_card_set_field_from_string (card, "cost", "99999999999", &error));
  g_assert_cmpstr (error->message, ==, "Story Point cost must be a whole number, not “99999999999”");
  g_clear_error (&error);
  g_assert_false (cw_card_set_field_from_string (card, "cost", "100000", &error));
  g_assert_cmpstr (error->message, ==, "Story Point cost must be from -99999 to 99999, not 100000");
  g_clear_error (&error);
  g_assert_false (cw_card_set_field_from_string (card, "vit", "-2147483648", &error));
  g_assert_cmpstr (error->message, ==, "Vitality must be from -99999 to 99999, not -2147483648");
  g_clear_error (&error);
  g_assert_true (cw_card_set_field_from_string (card, "cost", "99999", &error));
  g_assert_no_error (error);
  g_assert_true (cw_card_set_field_from_string (card, "cost", "3", &error));
  /* A refused value leaves the old one. */
  g_assert_cmpint (cw_card_get_int_or (card, "cost", -1), ==, 3);

  for (guint i = 0; i < G_N_ELEMENTS (bools); i++)
    {
      g_assert_true (cw_card_set_field_from_string (card, "water", bools[i].text, &error));
      g_assert_no_error (error);
      g_assert_cmpint (cw_card_get_bool (card, "water"), ==, bools[i].value);
    }
  g_assert_false (cw_card_set_field_from_string (card, "water", "maybe", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Water Location must be true or false, not “maybe”");
  g_clear_error (&error);

  g_assert_true (cw_card_set_field_from_string (card, "realm", "Emerald City", &error));
  g_assert_cmpstr (cw_card_get_string (card, "realm"), ==, "Emerald City");

  /* Empty text clears the value. */
  g_assert_true (cw_card_set_field_from_string (card, "cost", "", &error));
  g_assert_false (cw_card_has_field (card, "cost"));
  g_assert_true (cw_card_set_field_from_string (card, "realm", NULL, &error));
  g_assert_false (cw_card_has_field (card, "realm"));

  g_assert_false (cw_card_set_field_from_string (card, "mana", "3", &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "The Card Game of Oz has no field “mana”");
  g_clear_error (&error);

  /* Lists: items separated by ";", blanks dropped, spaces trimmed. */
  g_assert_true (cw_card_set_field_from_string (hero, "tags", " brave ;; small; ", &error));
  g_assert_no_error (error);
  list = cw_card_get_list (hero, "tags");
  g_assert_cmpuint (g_strv_length ((char **) list), ==, 2);
  g_assert_cmpstr (list[0], ==, "brave");
  g_assert_cmpstr (list[1], ==, "small");
}

static void
test_dup_field_string (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");
  g_autofree char *cost = NULL;
  g_autofree char *water = NULL;
  g_autofree char *dry = NULL;
  g_autofree char *realm = NULL;

  cw_card_set_int (card, "cost", -1);
  cw_card_set_bool (card, "water", TRUE);
  cw_card_set_string (card, "realm", "Gillikin Country");
  cost = cw_card_dup_field_string (card, "cost");
  water = cw_card_dup_field_string (card, "water");
  realm = cw_card_dup_field_string (card, "realm");
  g_assert_cmpstr (cost, ==, "-1");
  g_assert_cmpstr (water, ==, "true");
  g_assert_cmpstr (realm, ==, "Gillikin Country");
  cw_card_set_bool (card, "water", FALSE);
  dry = cw_card_dup_field_string (card, "water");
  g_assert_cmpstr (dry, ==, "false");
  g_assert_null (cw_card_dup_field_string (card, "vitality"));
  g_assert_null (cw_card_dup_field_string (card, "mana"));
}

static void
test_text (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwCard) card = cw_card_new (game, "my-001");

  cw_card_set_text (card, "When <b>Toto</b> &amp; <i>Dorothy</i> meet");
  g_assert_cmpstr (cw_card_get_text (card), ==, "When <b>Toto</b> &amp; <i>Dorothy</i> meet");
  g_assert_cmpstr (cw_card_get_plain_text (card), ==, "When Toto & Dorothy meet");
  /* The plain text follows a new text. */
  cw_card_set_text (card, "<b>Glinda</b> smiles");
  g_assert_cmpstr (cw_card_get_plain_text (card), ==, "Glinda smiles");
  cw_card_set_text (card, "");
  g_assert_null (cw_card_get_text (card));
  g_assert_null (cw_card_get_plain_text (card));

  cw_card_set_note (card, "FGM get F+1");
  g_assert_cmpstr (cw_card_get_note (card), ==, "FGM get F+1");
  cw_card_set_note (card, "");
  g_assert_null (cw_card_get_note (card));
  cw_card_set_image (card, "dorothy.jpg");
  g_assert_cmpstr (cw_card_get_image (card), ==, "dorothy.jpg");
  cw_card_set_image (card, "");
  g_assert_null (cw_card_get_image (card));
}

static void
test_keys (void)
{
  g_autoptr(CwGame) game = load_small_game ();
  g_autoptr(CwCard) card = cw_card_new (game, "s-1");
  const char *tags[] = { "Cœur", "Brave", NULL };

  cw_card_set_card_type (card, "hero");
  cw_card_set_name (card, "Épouvantail");
  cw_card_set_version (card, "Homme de Paille");
  cw_card_add_alt_name (card, "Scarecrow");
  g_assert_cmpstr (cw_card_get_name_key (card), ==, "epouvantail | homme de paille | scarecrow");
  g_assert_cmpstr (cw_card_get_search_key (card), ==, "epouvantail | homme de paille | scarecrow");

  /* Text, note, and the searchable text and list fields; never numbers or unsearchable fields. */
  cw_card_set_text (card, "Gets <b>+1</b> Force &amp; more");
  cw_card_set_note (card, "FGM get F+1");
  cw_card_set_int (card, "force", 7);
  cw_card_set_string (card, "secret", "hidden words");
  cw_card_set_string (card, "realm", "Munchkin Country");
  cw_card_set_list (card, "tags", tags);
  g_assert_cmpstr (cw_card_get_search_key (card), ==,
                   "epouvantail | homme de paille | scarecrow | gets +1 force & more | fgm get f+1"
                   " | munchkin country | coeur | brave");

  /* Keys follow changes. */
  cw_card_set_name (card, "Scarecrow");
  g_assert_cmpstr (cw_card_get_name_key (card), ==, "scarecrow | homme de paille | scarecrow");
  cw_card_unset_field (card, "realm");
  cw_card_set_text (card, NULL);
  cw_card_set_note (card, NULL);
  cw_card_set_list (card, "tags", NULL);
  g_assert_cmpstr (cw_card_get_search_key (card), ==, "scarecrow | homme de paille | scarecrow");
}

static void
test_copy (void)
{
  g_autoptr(CwGame) game = load_small_game ();
  g_autoptr(CwCard) card = cw_card_new (game, "s-1");
  g_autoptr(CwCard) copy = NULL;
  g_autoptr(CwCard) same_id = NULL;
  const char *tags[] = { "brave", NULL };
  const char *other_tags[] = { "timid", "small", NULL };

  cw_card_set_set_id (card, "base");
  cw_card_set_card_type (card, "hero");
  cw_card_set_name (card, "Cowardly Lion");
  cw_card_set_version (card, "King of Beasts");
  cw_card_add_alt_name (card, "Lion");
  cw_card_set_alignment (card, "good");
  cw_card_set_text (card, "<b>Roar</b>");
  cw_card_set_note (card, "a note");
  cw_card_set_image (card, "lion.png");
  cw_card_add_keyword (card, "brave");
  cw_card_set_int (card, "force", 5);
  cw_card_set_string (card, "realm", "Quadling Country");
  cw_card_set_list (card, "tags", tags);

  copy = cw_card_copy (card, "s-2");
  g_assert_cmpstr (cw_card_get_id (copy), ==, "s-2");
  g_assert_cmpstr (cw_card_get_set_id (copy), ==, "base");
  g_assert_cmpstr (cw_card_get_card_type (copy), ==, "hero");
  g_assert_cmpstr (cw_card_get_title (copy), ==, "Cowardly Lion • King of Beasts");
  g_assert_cmpstr (cw_card_get_alt_names (copy)[0], ==, "Lion");
  g_assert_cmpstr (cw_card_get_alignment (copy), ==, "good");
  g_assert_cmpstr (cw_card_get_text (copy), ==, "<b>Roar</b>");
  g_assert_cmpstr (cw_card_get_plain_text (copy), ==, "Roar");
  g_assert_cmpstr (cw_card_get_note (copy), ==, "a note");
  g_assert_cmpstr (cw_card_get_image (copy), ==, "lion.png");
  g_assert_true (cw_card_has_keyword (copy, "brave"));
  g_assert_cmpint (cw_card_get_int_or (copy, "force", 0), ==, 5);
  g_assert_cmpstr (cw_card_get_string (copy, "realm"), ==, "Quadling Country");
  g_assert_cmpstr (cw_card_get_list (copy, "tags")[0], ==, "brave");

  /* A deep copy: changing it leaves the original alone. */
  cw_card_set_list (copy, "tags", other_tags);
  cw_card_set_string (copy, "realm", "Winkie Country");
  cw_card_add_alt_name (copy, "King");
  cw_card_remove_keyword (copy, "brave");
  g_assert_cmpstr (cw_card_get_list (card, "tags")[0], ==, "brave");
  g_assert_null (cw_card_get_list (card, "tags")[1]);
  g_assert_cmpstr (cw_card_get_string (card, "realm"), ==, "Quadling Country");
  g_assert_null (cw_card_get_alt_names (card)[1]);
  g_assert_true (cw_card_has_keyword (card, "brave"));

  same_id = cw_card_copy (card, NULL);
  g_assert_cmpstr (cw_card_get_id (same_id), ==, "s-1");
}

static void
test_missing_required (void)
{
  g_autoptr(CwGame) game = load_small_game ();
  g_autoptr(CwCard) card = cw_card_new (game, "s-1");
  g_auto(GStrv) all = NULL;
  g_auto(GStrv) force = NULL;
  g_auto(GStrv) place = NULL;
  g_autofree char *joined = NULL;

  all = cw_card_missing_required (card);
  joined = g_strjoinv (" ", all);
  g_assert_cmpstr (joined, ==, "name type");

  cw_card_set_name (card, "Toto");
  cw_card_set_card_type (card, "hero");
  force = cw_card_missing_required (card);
  g_assert_cmpuint (g_strv_length (force), ==, 1);
  g_assert_cmpstr (force[0], ==, "force");

  cw_card_set_int (card, "force", 0);
  g_assert_null (cw_card_missing_required (card));

  /* A type that does not carry the required field does not need it. */
  cw_card_unset_field (card, "force");
  cw_card_set_card_type (card, "place");
  place = cw_card_missing_required (card);
  g_assert_null (place);
}

static void
test_finalize (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  CwCard *card = cw_card_new (game, "my-001");

  cw_card_set_name (card, "Toto");
  cw_card_set_string (card, "realm", "Kansas");
  g_assert_finalize_object (card);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/card/new", test_new);
  g_test_add_func ("/core/card/title", test_title);
  g_test_add_func ("/core/card/properties", test_properties);
  g_test_add_func ("/core/card/alt-names", test_alt_names);
  g_test_add_func ("/core/card/keywords", test_keywords);
  g_test_add_func ("/core/card/fields/typed", test_fields_typed);
  g_test_add_func ("/core/card/fields/list", test_fields_list);
  g_test_add_func ("/core/card/fields/wrong-kind", test_fields_wrong_kind);
  g_test_add_func ("/core/card/fields/from-string", test_field_from_string);
  g_test_add_func ("/core/card/fields/to-string", test_dup_field_string);
  g_test_add_func ("/core/card/text", test_text);
  g_test_add_func ("/core/card/keys", test_keys);
  g_test_add_func ("/core/card/copy", test_copy);
  g_test_add_func ("/core/card/missing-required", test_missing_required);
  g_test_add_func ("/core/card/finalize", test_finalize);

  return g_test_run ();
}
