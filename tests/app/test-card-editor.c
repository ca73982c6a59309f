/* test-card-editor.c: typing a set from the keyboard: Save and Next, Duplicate Last, checks as typed, completion. */
#include <string.h>
#include <adwaita.h>

#include "cw-card.h"
#include "cw-card-editor.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-completion.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-session.h"
#include "cw-app-test.h"

/* A small game of our own: a required number field and a keyword with accents, which no shipped
 * game has. */
static const char game_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<game version=\"1\" id=\"editor-test\" system=\"storyline\">\n"
  "  <name>Editor test</name>\n"
  "  <fields>\n"
  "    <field id=\"cost\" name=\"Cost\" kind=\"int\" required=\"true\"/>\n"
  "    <field id=\"film\" name=\"Film\" kind=\"text\"/>\n"
  "    <field id=\"magical\" name=\"Magical\" kind=\"bool\"/>\n"
  "  </fields>\n"
  "  <types>\n"
  "    <type id=\"character\" name=\"Character\" section=\"library\" fields=\"cost film magical\"/>\n"
  "    <type id=\"location\" name=\"Location\" section=\"library\" fields=\"film\"/>\n"
  "  </types>\n"
  "  <alignments>\n"
  "    <alignment id=\"good\" name=\"Good\" color=\"#2f6fd0\"/>\n"
  "  </alignments>\n"
  "  <keywords>\n"
  "    <keyword id=\"prime\" name=\"Prime\">May end the game.</keyword>\n"
  "    <keyword id=\"flying\" name=\"Flying\">Ignores Locations.</keyword>\n"
  "    <keyword id=\"ephemere\" name=\"Éphémère\">Leaves at the end of the turn.</keyword>\n"
  "    <keyword id=\"fleet\" name=\"Fleet-footed\">Moves twice.</keyword>\n"
  "  </keywords>\n"
  "  <construction>\n"
  "    <section id=\"library\" name=\"Library\" types=\"character location\" min=\"1\" max-copies=\"3\">Any cards.</section>\n"
  "  </construction>\n"
  "  <table mode=\"storyline\" opening-hand=\"5\"/>\n"
  "  <print card-size=\"poker\" back=\"generated\" back-color=\"#1b2f6b\"/>\n"
  "</game>\n";

typedef struct {
  CwSession    *session;
  CwCardEditor *editor;
} Fixture;

static void
settle (void)
{
  for (int i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *dir = g_build_filename (g_get_user_cache_dir (), "editor-test", NULL);
  g_autofree char *path = g_build_filename (dir, "game.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CwGame) game = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, game_xml, -1, &error));
  g_assert_no_error (error);
  game = cw_game_new_from_file (path, &error);
  g_assert_no_error (error);
  fixture->session = cw_session_new (game, &error);
  g_assert_no_error (error);

  fixture->editor = CW_CARD_EDITOR (cw_card_editor_new (fixture->session, NULL, CW_CARD_EDITOR_NEW));
  g_object_ref (fixture->editor);
  gtk_window_present (GTK_WINDOW (fixture->editor));
  cw_app_test_wait_for_mapped (GTK_WIDGET (fixture->editor));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->editor));
  settle ();
  g_assert_finalize_object (fixture->editor);
  g_assert_finalize_object (fixture->session);
}

static GtkWidget *
row (Fixture    *fixture,
     const char *name)
{
  GtkWidget *widget = cw_card_editor_get_row (fixture->editor, name);

  g_assert_nonnull (widget);
  return widget;
}

static void
type_into (Fixture    *fixture,
           const char *name,
           const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (row (fixture, name)), text);
}

static const char *
text_of (Fixture    *fixture,
         const char *name)
{
  return gtk_editable_get_text (GTK_EDITABLE (row (fixture, name)));
}

/* The button bound to an action, as a person sees it (insensitive when the action is off). */
static GtkWidget *
button_for (GtkWidget  *widget,
            const char *action)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = button_for (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
can_press (Fixture    *fixture,
           const char *action)
{
  GtkWidget *button = button_for (GTK_WIDGET (fixture->editor), action);

  g_assert_nonnull (button);
  return gtk_widget_is_sensitive (button);
}

/* Focus is in that row (on the text inside it). */
static gboolean
has_focus (Fixture    *fixture,
           const char *name)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->editor));
  GtkWidget *target = row (fixture, name);

  return focus != NULL && (focus == target || gtk_widget_is_ancestor (focus, target));
}

/* A key as the entry's own key handling (the completion list) receives it. */
static gboolean
press (Fixture    *fixture,
       const char *name,
       guint       keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (row (fixture, name));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
      if (handled)
        break;
    }
  settle ();
  return handled;
}

static CwCardSet *
written_set (Fixture *fixture)
{
  CwCard *last = cw_card_editor_get_last_saved (fixture->editor);
  CwCardSet *set;
  g_autoptr(GError) error = NULL;
  CwCardSet *reread;

  g_assert_nonnull (last);
  set = cw_catalog_get_set_of (cw_session_get_catalog (fixture->session), last);
  g_assert_nonnull (set);
  g_assert_nonnull (cw_card_set_get_path (set));
  reread = cw_card_set_new_from_file (cw_session_get_game (fixture->session), cw_card_set_get_path (set), &error);
  g_assert_no_error (error);
  return reread;
}

static CwCard *
card_named (CwCardSet  *set,
            const char *name)
{
  for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
    if (g_strcmp0 (cw_card_get_name (cw_card_set_get_card (set, i)), name) == 0)
      return cw_card_set_get_card (set, i);
  g_error ("the set file has no card named %s", name);
  return NULL;
}

/* Three cards typed one after the other, never leaving the editor. */
static void
test_save_and_next (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(CwCardSet) set = NULL;
  CwCard *card;

  /* The editor opens ready for typing: focus in the name, the game's first type offered. */
  g_assert_true (has_focus (fixture, "name"));
  g_assert_cmpstr (text_of (fixture, "type"), ==, "Character");
  g_assert_false (can_press (fixture, "editor.save-next"));
  g_assert_false (can_press (fixture, "editor.duplicate-last"));

  type_into (fixture, "name", "Nick Chopper");
  type_into (fixture, "cost", "2");
  type_into (fixture, "keywords", "Prime; Flying");
  type_into (fixture, "film", "The Tin Woodman");
  g_assert_true (can_press (fixture, "editor.save-next"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.save-next", NULL));
  settle ();

  /* A fresh card of the same type, focus back in the name. */
  g_assert_cmpstr (text_of (fixture, "name"), ==, "");
  g_assert_cmpstr (text_of (fixture, "cost"), ==, "");
  g_assert_cmpstr (text_of (fixture, "keywords"), ==, "");
  g_assert_cmpstr (text_of (fixture, "type"), ==, "Character");
  g_assert_true (has_focus (fixture, "name"));
  g_assert_null (cw_card_editor_get_message (fixture->editor, "name"));
  g_assert_true (can_press (fixture, "editor.duplicate-last"));

  /* The film typed for the first card is offered for the next, from a word inside it; any other
   * text is still welcome. */
  gtk_widget_grab_focus (row (fixture, "film"));
  type_into (fixture, "film", "Rainbow");
  g_assert_false (cw_completion_is_shown (cw_card_editor_get_completion (fixture->editor, "film")));
  g_assert_null (cw_card_editor_get_message (fixture->editor, "film"));
  type_into (fixture, "film", "tin");
  {
    g_auto(GStrv) offered = cw_completion_dup_offered (cw_card_editor_get_completion (fixture->editor, "film"));

    g_assert_cmpstrv (offered, ((const char *[]) { "The Tin Woodman", NULL }));
  }
  /* Free text: Tab keeps what was typed unless a value was picked with Down. */
  g_assert_false (press (fixture, "film", GDK_KEY_Tab));
  g_assert_cmpstr (text_of (fixture, "film"), ==, "tin");
  g_assert_true (press (fixture, "film", GDK_KEY_Down));
  g_assert_true (press (fixture, "film", GDK_KEY_Return));
  g_assert_cmpstr (text_of (fixture, "film"), ==, "The Tin Woodman");

  gtk_widget_grab_focus (row (fixture, "name"));
  type_into (fixture, "name", "Polychrome");
  type_into (fixture, "cost", "4");
  type_into (fixture, "keywords", "ephemere");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.save-next", NULL));
  settle ();

  /* The third is a Location, saved by Return in the last field. */
  type_into (fixture, "type", "Location");
  g_assert_null (cw_card_editor_get_row (fixture->editor, "cost"));
  type_into (fixture, "name", "The Emerald City");
  type_into (fixture, "note", "Typed from the keyboard");
  g_signal_emit_by_name (row (fixture, "note"), "entry-activated");
  settle ();
  g_assert_cmpstr (text_of (fixture, "name"), ==, "");
  g_assert_cmpstr (text_of (fixture, "type"), ==, "Location");

  set = written_set (fixture);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 3);
  card = card_named (set, "Nick Chopper");
  g_assert_cmpstr (cw_card_get_card_type (card), ==, "character");
  g_assert_cmpint (cw_card_get_int_or (card, "cost", -1), ==, 2);
  g_assert_true (cw_card_has_keyword (card, "prime"));
  g_assert_true (cw_card_has_keyword (card, "flying"));
  g_assert_false (cw_card_has_keyword (card, "ephemere"));
  card = card_named (set, "Polychrome");
  g_assert_cmpint (cw_card_get_int_or (card, "cost", -1), ==, 4);
  g_assert_cmpstr (cw_card_get_string (card, "film"), ==, "The Tin Woodman");
  g_assert_true (cw_card_has_keyword (card, "ephemere"));
  card = card_named (set, "The Emerald City");
  g_assert_cmpstr (cw_card_get_card_type (card), ==, "location");
  g_assert_cmpstr (cw_card_get_note (card), ==, "Typed from the keyboard");
  g_assert_cmpint (cw_card_get_int_or (card, "cost", -1), ==, -1);
}

/* A whole set typed in one sitting: 200 cards, each saved with Save and Next, each with its own
 * id, all in the set file. How long the saves take is printed (the set file is rewritten whole
 * at each save, so the last ones are the slowest). */
static void
test_two_hundred_cards (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(CwCardSet) set = NULL;
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gint64 start = g_get_monotonic_time ();
  gint64 last_save = 0;

  for (guint i = 1; i <= 200; i++)
    {
      g_autofree char *name = g_strdup_printf ("Soldier %u", (i % 50) + 1);
      g_autofree char *cost = g_strdup_printf ("%u", i % 7);
      gint64 before;

      type_into (fixture, "name", name);
      type_into (fixture, "cost", cost);
      type_into (fixture, "keywords", i % 2 ? "Prime" : "Fleet-footed; Flying");
      before = g_get_monotonic_time ();
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.save-next", NULL));
      last_save = g_get_monotonic_time () - before;
      g_assert_cmpstr (text_of (fixture, "name"), ==, "");
      g_assert_true (g_hash_table_add (ids, g_strdup (cw_card_get_id (cw_card_editor_get_last_saved (fixture->editor)))));
    }
  g_test_message ("200 cards typed and saved in %.2f s; the 200th save took %.1f ms",
                  (g_get_monotonic_time () - start) / 1e6, last_save / 1e3);

  set = written_set (fixture);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 200);
  g_assert_cmpuint (g_hash_table_size (ids), ==, 200);
  /* Four cards share each name: the ids say which is which. */
  g_assert_nonnull (cw_card_set_lookup (set, "my-cards-soldier-1"));
  g_assert_nonnull (cw_card_set_lookup (set, "my-cards-soldier-1-4"));
  g_assert_null (cw_card_set_lookup (set, "my-cards-soldier-1-5"));
}

static void
test_duplicate_last (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(CwCardSet) set = NULL;
  g_autofree char *first_id = NULL;
  CwCard *copy;

  type_into (fixture, "name", "Toto");
  type_into (fixture, "cost", "1");
  type_into (fixture, "alignment", "good");
  type_into (fixture, "keywords", "Fleet-footed");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.save-next", NULL));
  settle ();
  first_id = g_strdup (cw_card_get_id (cw_card_editor_get_last_saved (fixture->editor)));

  /* Ctrl+D fills the fresh card from the one just saved; only the name needs changing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.duplicate-last", NULL));
  settle ();
  g_assert_cmpstr (text_of (fixture, "name"), ==, "Toto");
  g_assert_cmpstr (text_of (fixture, "cost"), ==, "1");
  g_assert_cmpstr (text_of (fixture, "alignment"), ==, "Good");
  g_assert_cmpstr (text_of (fixture, "keywords"), ==, "Fleet-footed");
  g_assert_true (has_focus (fixture, "name"));

  /* Saved as it is, the copy still gets an id of its own. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.save-next", NULL));
  settle ();
  copy = cw_card_editor_get_last_saved (fixture->editor);
  g_assert_cmpstr (cw_card_get_id (copy), !=, first_id);
  g_assert_cmpstr (cw_card_get_id (copy), ==, "my-cards-toto-2");
  g_assert_cmpstr (first_id, ==, "my-cards-toto");

  set = written_set (fixture);
  g_assert_cmpuint (cw_card_set_get_n_cards (set), ==, 2);
  g_assert_nonnull (cw_card_set_lookup (set, "my-cards-toto"));
  g_assert_nonnull (cw_card_set_lookup (set, "my-cards-toto-2"));
  g_assert_cmpstr (cw_card_get_alignment (cw_card_set_lookup (set, "my-cards-toto-2")), ==, "good");
  g_assert_true (cw_card_has_keyword (cw_card_set_lookup (set, "my-cards-toto-2"), "fleet"));
}

/* An id is unique in the whole game, not only in the set the card goes to: a set shared by
 * someone else may already hold the id the player's set would give. */
static void
test_id_unique_in_game (Fixture       *fixture,
                        gconstpointer  data)
{
  CwGame *game = cw_session_get_game (fixture->session);
  CwCatalog *catalog = cw_session_get_catalog (fixture->session);
  g_autoptr(CwCardSet) shared = cw_card_set_new (game, "shared", "A shared set");
  g_autoptr(CwCard) clash = cw_card_new (game, "my-cards-glinda");

  cw_card_set_name (clash, "Glinda of the shared set");
  cw_card_set_card_type (clash, "location");
  cw_card_set_add (shared, clash);
  cw_catalog_add_set (catalog, shared);

  type_into (fixture, "name", "Glinda");
  type_into (fixture, "cost", "6");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.save-next", NULL));
  g_assert_cmpstr (cw_card_get_id (cw_card_editor_get_last_saved (fixture->editor)), ==, "my-cards-glinda-2");
  g_assert_cmpstr (cw_card_get_name (cw_catalog_lookup (catalog, "my-cards-glinda")), ==, "Glinda of the shared set");
}

static void
assert_problem (Fixture    *fixture,
                const char *name,
                const char *message)
{
  GtkWidget *widget = row (fixture, name);

  g_assert_cmpstr (cw_card_editor_get_message (fixture->editor, name), ==, message);
  g_assert_true (gtk_widget_has_css_class (widget, "error"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message);
  g_assert_false (can_press (fixture, "editor.save"));
  g_assert_false (can_press (fixture, "editor.save-next"));
}

static void
assert_no_problem (Fixture    *fixture,
                   const char *name)
{
  g_assert_null (cw_card_editor_get_message (fixture->editor, name));
  g_assert_false (gtk_widget_has_css_class (row (fixture, name), "error"));
  /* What a screen reader reads is the field's tooltip again, or nothing. */
  if (gtk_widget_get_tooltip_text (row (fixture, name)) != NULL)
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row (fixture, name)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         gtk_widget_get_tooltip_text (row (fixture, name)));
  else
    g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (row (fixture, name)),
                                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
}

static void
test_checks_as_typed (Fixture       *fixture,
                      gconstpointer  data)
{
  CwCatalog *catalog = cw_session_get_catalog (fixture->session);
  g_autoptr(GError) error = NULL;

  /* A blank card is not a page of errors, but it cannot be saved. */
  assert_no_problem (fixture, "name");
  assert_no_problem (fixture, "cost");
  g_assert_false (can_press (fixture, "editor.save"));

  /* A name typed and wiped out says so at once. */
  type_into (fixture, "name", "Jack");
  type_into (fixture, "name", "");
  assert_problem (fixture, "name", "A card needs a name.");
  type_into (fixture, "name", "Jack Pumpkinhead");
  assert_no_problem (fixture, "name");

  /* The game's required Cost, left empty, keeps Save off. */
  g_assert_false (can_press (fixture, "editor.save"));
  assert_no_problem (fixture, "cost");
  type_into (fixture, "cost", "3");
  g_assert_true (can_press (fixture, "editor.save"));
  type_into (fixture, "cost", "");
  assert_problem (fixture, "cost", "This field is required.");
  type_into (fixture, "cost", "three");
  assert_problem (fixture, "cost", "Type a whole number, such as 3.");
  type_into (fixture, "cost", "100000");
  assert_problem (fixture, "cost", "Type a number from -99999 to 99999.");
  type_into (fixture, "cost", "-3");
  assert_no_problem (fixture, "cost");
  g_assert_true (can_press (fixture, "editor.save"));

  type_into (fixture, "keywords", "Prime; Swimming");
  assert_problem (fixture, "keywords", "“Swimming” is not a keyword of this game.");
  type_into (fixture, "keywords", "Prime; FLYING");
  assert_no_problem (fixture, "keywords");

  /* Half a keyword, in the field, is not yet wrong (Save stays off); leaving the field says so.
   * A beginning no keyword has is wrong at once. */
  gtk_widget_grab_focus (row (fixture, "keywords"));
  type_into (fixture, "keywords", "Prime; Fle");
  g_assert_null (cw_card_editor_get_message (fixture->editor, "keywords"));
  g_assert_false (can_press (fixture, "editor.save"));
  type_into (fixture, "keywords", "Prime; Swi");
  assert_problem (fixture, "keywords", "“Swi” is not a keyword of this game.");
  type_into (fixture, "keywords", "Prime; Fle");
  g_assert_null (cw_card_editor_get_message (fixture->editor, "keywords"));
  gtk_widget_grab_focus (row (fixture, "name"));
  settle ();
  assert_problem (fixture, "keywords", "“Fle” is not a keyword of this game.");
  type_into (fixture, "keywords", "Prime; FLYING");
  assert_no_problem (fixture, "keywords");

  type_into (fixture, "type", "Wizard");
  assert_problem (fixture, "type", "“Wizard” is not a type of this game.");
  type_into (fixture, "alignment", "Wicked");
  assert_problem (fixture, "alignment", "“Wicked” is not an alignment of this game.");
  g_assert_false (cw_card_editor_save (fixture->editor, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Type: “Wizard” is not a type of this game.");
  g_clear_error (&error);
  g_assert_null (cw_catalog_find_by_name (catalog, "Jack Pumpkinhead"));

  type_into (fixture, "type", "character");
  type_into (fixture, "alignment", "");
  /* The Character's fields came back with what was typed in them. */
  g_assert_cmpstr (text_of (fixture, "cost"), ==, "-3");
  g_assert_true (can_press (fixture, "editor.save"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "editor.save-next", NULL));
  settle ();
  g_assert_nonnull (cw_catalog_find_by_name (catalog, "Jack Pumpkinhead"));
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 1);

  /* Return in the last field of a fresh card, its required fields never touched: nothing is
   * saved, every problem shows, and focus goes to the first. */
  assert_no_problem (fixture, "name");
  gtk_widget_grab_focus (row (fixture, "note"));
  g_signal_emit_by_name (row (fixture, "note"), "entry-activated");
  settle ();
  g_assert_cmpuint (cw_catalog_get_n_cards (catalog), ==, 1);
  assert_problem (fixture, "name", "A card needs a name.");
  assert_problem (fixture, "cost", "This field is required.");
  g_assert_true (has_focus (fixture, "name"));
}

static void
test_completion (Fixture       *fixture,
                 gconstpointer  data)
{
  CwCompletion *keywords = cw_card_editor_get_completion (fixture->editor, "keywords");
  CwCompletion *types = cw_card_editor_get_completion (fixture->editor, "type");
  g_auto(GStrv) offered = NULL;
  g_auto(GStrv) matches = NULL;

  g_assert_nonnull (keywords);
  g_assert_nonnull (types);
  g_assert_null (cw_card_editor_get_completion (fixture->editor, "name"));

  /* Accents and case are ignored, as in search; a word inside a name counts. */
  matches = cw_completion_match (keywords, "EPH");
  g_assert_cmpstrv (matches, ((const char *[]) { "Éphémère", NULL }));
  g_clear_pointer (&matches, g_strfreev);
  matches = cw_completion_match (keywords, "éphé");
  g_assert_cmpstrv (matches, ((const char *[]) { "Éphémère", NULL }));
  g_clear_pointer (&matches, g_strfreev);
  matches = cw_completion_match (keywords, "foot");
  g_assert_cmpstrv (matches, ((const char *[]) { "Fleet-footed", NULL }));
  g_clear_pointer (&matches, g_strfreev);
  matches = cw_completion_match (types, "lo");
  g_assert_cmpstrv (matches, ((const char *[]) { "Location", NULL }));
  g_clear_pointer (&matches, g_strfreev);

  /* Typing in the field opens the list under it; keywords already given are not offered again. */
  gtk_widget_grab_focus (row (fixture, "keywords"));
  type_into (fixture, "keywords", "fl");
  settle ();
  g_assert_true (cw_completion_is_shown (keywords));
  offered = cw_completion_dup_offered (keywords);
  g_assert_cmpstrv (offered, ((const char *[]) { "Flying", "Fleet-footed", NULL }));
  g_clear_pointer (&offered, g_strfreev);

  /* Down picks the second, Return takes it, ready for the next keyword. */
  g_assert_true (press (fixture, "keywords", GDK_KEY_Down));
  g_assert_true (press (fixture, "keywords", GDK_KEY_Return));
  g_assert_cmpstr (text_of (fixture, "keywords"), ==, "Fleet-footed; ");
  g_assert_false (cw_completion_is_shown (keywords));

  gtk_editable_insert_text (GTK_EDITABLE (row (fixture, "keywords")), "f", -1, &(int) { 14 });
  settle ();
  offered = cw_completion_dup_offered (keywords);
  g_assert_cmpstrv (offered, ((const char *[]) { "Flying", NULL }));
  g_clear_pointer (&offered, g_strfreev);
  /* Tab takes the one picked. */
  g_assert_true (press (fixture, "keywords", GDK_KEY_Tab));
  g_assert_cmpstr (text_of (fixture, "keywords"), ==, "Fleet-footed; Flying; ");
  assert_no_problem (fixture, "keywords");

  /* Escape closes the list and leaves the text; Down on an empty field shows every value. */
  gtk_widget_grab_focus (row (fixture, "type"));
  type_into (fixture, "type", "");
  g_assert_false (cw_completion_is_shown (types));
  g_assert_true (press (fixture, "type", GDK_KEY_Down));
  offered = cw_completion_dup_offered (types);
  g_assert_cmpstrv (offered, ((const char *[]) { "Character", "Location", NULL }));
  g_clear_pointer (&offered, g_strfreev);
  g_assert_true (press (fixture, "type", GDK_KEY_Escape));
  g_assert_false (cw_completion_is_shown (types));
  g_assert_cmpstr (text_of (fixture, "type"), ==, "");

  /* A name typed out in full needs no list; leaving the field closes it. */
  type_into (fixture, "type", "location");
  g_assert_false (cw_completion_is_shown (types));
  type_into (fixture, "type", "Ch");
  g_assert_true (cw_completion_is_shown (types));
  gtk_widget_grab_focus (row (fixture, "name"));
  settle ();
  g_assert_false (cw_completion_is_shown (types));
}

/* Tab walks the card in reading order, one stop per field, and never stops on a message. */
static void
test_tab_order (Fixture       *fixture,
                gconstpointer  data)
{
  static const char *rows[] = { "name", "version", "type", "alignment", "cost", "film", "magical", "keywords", "note" };
  g_autoptr(GString) walk = g_string_new (NULL);

  /* A message shows under the name: Tab still goes straight from the name to the version. */
  type_into (fixture, "name", "x");
  type_into (fixture, "name", "");
  g_assert_nonnull (cw_card_editor_get_message (fixture->editor, "name"));
  gtk_widget_grab_focus (row (fixture, "name"));

  for (guint stop = 0; stop < 10; stop++)
    {
      GtkWidget *focus;
      const char *where = NULL;

      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (fixture->editor), GTK_DIR_TAB_FORWARD));
      settle ();
      focus = gtk_root_get_focus (GTK_ROOT (fixture->editor));
      for (guint i = 0; i < G_N_ELEMENTS (rows) && where == NULL; i++)
        if (focus == row (fixture, rows[i]) || gtk_widget_is_ancestor (focus, row (fixture, rows[i])))
          where = rows[i];
      if (where == NULL && GTK_IS_TEXT_VIEW (focus))
        where = "text";
      g_string_append_printf (walk, "%s ", where != NULL ? where : G_OBJECT_TYPE_NAME (focus));
    }
  g_assert_cmpstr (walk->str, ==, "version type alignment cost film magical keywords text note GtkButton ");
}

/* The label of a row whose mnemonic is keyval, or NULL. */
static GtkWidget *
mnemonic_label (GtkWidget *widget,
                guint      keyval)
{
  if (GTK_IS_LABEL (widget) && gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget))) == keyval)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = mnemonic_label (child, keyval);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Alt and the underlined letter of a field's title puts the cursor in it. */
static void
test_mnemonics (Fixture       *fixture,
                gconstpointer  data)
{
  static const struct { const char *row; guint keyval; } fields[] = {
    { "type", GDK_KEY_t }, { "keywords", GDK_KEY_k }, { "note", GDK_KEY_o },
    { "alignment", GDK_KEY_a }, { "version", GDK_KEY_v }, { "name", GDK_KEY_n },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      GtkWidget *label = mnemonic_label (row (fixture, fields[i].row), fields[i].keyval);

      g_assert_nonnull (label);
      g_assert_true (gtk_widget_mnemonic_activate (label, FALSE));
      settle ();
      if (!has_focus (fixture, fields[i].row))
        g_error ("the mnemonic of %s does not put focus in it", fields[i].row);
    }
}

/* The shortcuts work from any field, the game text included: they are caught before it. */
static void
test_shortcuts (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->editor));
  g_autoptr(GString) found = g_string_new (NULL);
  g_autoptr(GString) mnemonics = g_string_new (" ");
  static const char *fields[] = { "e", "n", "v", "t", "a", "k", "o", "d" };

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_CAPTURE)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          GVariant *arguments = gtk_shortcut_get_arguments (shortcut);
          g_autofree char *action = arguments != NULL ? g_variant_dup_string (arguments, NULL)
                                                      : gtk_shortcut_action_to_string (gtk_shortcut_get_action (shortcut));

          if (g_str_has_prefix (trigger, "<Control>"))
            g_string_append_printf (found, "%s=%s ", trigger, action);
          else if (g_str_has_prefix (trigger, "<Mnemonic>"))
            g_string_append_printf (mnemonics, "%s ", trigger + strlen ("<Mnemonic>"));
        }
    }
  g_assert_cmpstr (found->str, ==,
                   "<Control>Return=editor.save-next <Control>KP_Enter=editor.save-next "
                   "<Control>s=editor.save <Control>d=action(editor.duplicate-last) ");
  /* Alt and a letter reaches the set, name, version, type, alignment, keywords, note, and
   * Duplicate Last. */
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *word = g_strdup_printf (" %s ", fields[i]);

      if (strstr (mnemonics->str, word) == NULL)
        g_error ("no mnemonic %s among%s", fields[i], mnemonics->str);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!cw_app_test_init (&argc, &argv))
    return 77;

  g_test_add ("/app/card-editor/save-and-next", Fixture, NULL, fixture_set_up, test_save_and_next, fixture_tear_down);
  g_test_add ("/app/card-editor/two-hundred-cards", Fixture, NULL, fixture_set_up, test_two_hundred_cards, fixture_tear_down);
  g_test_add ("/app/card-editor/id-unique-in-game", Fixture, NULL, fixture_set_up, test_id_unique_in_game, fixture_tear_down);
  g_test_add ("/app/card-editor/duplicate-last", Fixture, NULL, fixture_set_up, test_duplicate_last, fixture_tear_down);
  g_test_add ("/app/card-editor/checks-as-typed", Fixture, NULL, fixture_set_up, test_checks_as_typed, fixture_tear_down);
  g_test_add ("/app/card-editor/completion", Fixture, NULL, fixture_set_up, test_completion, fixture_tear_down);
  g_test_add ("/app/card-editor/tab-order", Fixture, NULL, fixture_set_up, test_tab_order, fixture_tear_down);
  g_test_add ("/app/card-editor/mnemonics", Fixture, NULL, fixture_set_up, test_mnemonics, fixture_tear_down);
  g_test_add ("/app/card-editor/shortcuts", Fixture, NULL, fixture_set_up, test_shortcuts, fixture_tear_down);

  return g_test_run ();
}
