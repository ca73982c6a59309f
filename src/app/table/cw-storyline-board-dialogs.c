/* cw-storyline-board-dialogs.c: the Storyline board's dialogs: which Location a face-down one is,
 * the score's table and bonuses, playing a card (only those the rules allow now), archiving for dice. */
#include "cw-storyline-board-private.h"
#include "cw-compat.h"

#include <string.h>
#include <glib/gi18n.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-library.h"

static void
free_closure_data (gpointer  data,
                   GClosure *closure)
{
  g_free (data);
}

/* -- a face-down Location nobody knows yet -- */

typedef struct {
  CwStorylineBoard *self;
  CwMatchAction *pending;
  GPtrArray     *locations;   /* of CwCard* */
  GtkDropDown   *choice;
  GtkEditable   *new_name;    /* a Location the game's cards lack */
  GtkSpinButton *new_enter;
  GtkSpinButton *new_leave;
  GtkCheckButton *new_water;
} IdentifyData;

static void
identify_data_free (gpointer  user_data,
                    GClosure *closure)
{
  IdentifyData *data = user_data;

  cw_match_action_unref (data->pending);
  g_ptr_array_unref (data->locations);
  g_free (data);
}

static void
on_identify_response (GtkWidget        *dialog,
                      const char       *response,
                      IdentifyData     *data)
{
  CwStorylineBoard *self = data->self;
  guint index = gtk_drop_down_get_selected (data->choice);
  CwCard *card;
  CwActionKind kind = cw_match_action_get_kind (data->pending);
  g_autoptr (GError) error = NULL;

  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (data->new_name)));

  if (g_strcmp0 (response, "identify") != 0 || self->match == NULL)
    return;
  if (*name != '\0')
    {
      /* Kept and saved with the match, like every card it does not know. */
      card = cw_match_new_custom_card (self->match, "location", name);
      if (gtk_spin_button_get_value_as_int (data->new_enter) != 0)
        cw_card_set_int (card, "enter_cost", gtk_spin_button_get_value_as_int (data->new_enter));
      if (gtk_spin_button_get_value_as_int (data->new_leave) != 0)
        cw_card_set_int (card, "leave_cost", gtk_spin_button_get_value_as_int (data->new_leave));
      if (gtk_check_button_get_active (data->new_water))
        cw_card_set_bool (card, "water", TRUE);
    }
  else if (index < data->locations->len)
    card = g_ptr_array_index (data->locations, index);
  else
    return;

  if (kind == CW_ACTION_REPLACE_LOCATION)
    {
      /* The unknown card is the one drawn from the Folio on the table. */
      g_autoptr (CwMatchAction) again =
        cw_match_action_new_replace_location (cw_match_action_get_place (data->pending), card);
      _cw_storyline_board_perform (self, again);
      return;
    }

  if (!cw_match_identify_location (self->match, cw_match_action_get_place (data->pending), card, &error))
    {
      cw_board_refuse (CW_BOARD (self), error->message);
      return;
    }
  _cw_storyline_board_perform (self, data->pending);
}

void
_cw_storyline_board_ask_which_location (CwStorylineBoard *self,
                                        CwMatchAction    *pending,
                                        const char       *why)
{
  static const char * const types[] = { "location", NULL };
  GtkWindow *window = _cw_storyline_board_parent_window (self);
  IdentifyData *data;
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *dialog;
  GtkWidget *choice;

  if (window == NULL)
    {
      cw_board_refuse (CW_BOARD (self), why);
      return;
    }

  data = g_new0 (IdentifyData, 1);
  data->self = self;
  data->pending = cw_match_action_ref (pending);
  data->locations = _cw_storyline_board_catalog_cards_of_types (self, types);
  for (guint i = 0; i < data->locations->len; i++)
    gtk_string_list_append (names, cw_card_get_title (g_ptr_array_index (data->locations, i)));

  /* gtk_drop_down_new() takes both the model and the expression. */
  choice = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)),
                              gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string"));
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (choice), TRUE);
  data->choice = GTK_DROP_DOWN (choice);

  /* The game's Locations, or one it does not know (a Disney game ships no cards). */
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *name = gtk_entry_new ();
    GtkWidget *enter = gtk_spin_button_new_with_range (0, 10, 1);
    GtkWidget *leave = gtk_spin_button_new_with_range (0, 10, 1);
    GtkWidget *water = gtk_check_button_new_with_mnemonic (_("_Water"));

    gtk_entry_set_placeholder_text (GTK_ENTRY (name), _("Or the name of a Location not in the list"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Name of a Location not in the list"), -1);
    gtk_accessible_update_property (GTK_ACCESSIBLE (enter), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cost to enter"), -1);
    gtk_accessible_update_property (GTK_ACCESSIBLE (leave), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cost to leave"), -1);
    gtk_widget_set_tooltip_text (enter, _("Cost to enter"));
    gtk_widget_set_tooltip_text (leave, _("Cost to leave"));
    gtk_box_append (GTK_BOX (box), choice);
    gtk_box_append (GTK_BOX (box), name);
    gtk_box_append (GTK_BOX (row), gtk_label_new (_("In")));
    gtk_box_append (GTK_BOX (row), enter);
    gtk_box_append (GTK_BOX (row), gtk_label_new (_("Out")));
    gtk_box_append (GTK_BOX (row), leave);
    gtk_box_append (GTK_BOX (row), water);
    gtk_box_append (GTK_BOX (box), row);
    data->new_name = GTK_EDITABLE (name);
    data->new_enter = GTK_SPIN_BUTTON (enter);
    data->new_leave = GTK_SPIN_BUTTON (leave);
    data->new_water = GTK_CHECK_BUTTON (water);

    dialog = cw_alert_new (window, _("Which Location Is It?"), why);
    cw_alert_set_extra_child (dialog, box);
  }
  cw_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "identify", _("_Turn It Up"),
                          NULL);
  cw_alert_set_response_appearance (dialog, "identify", ADW_RESPONSE_SUGGESTED);
  cw_alert_set_default_response (dialog, "identify");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_identify_response), data, identify_data_free, 0);
  cw_alert_present (dialog);
}


/* -- the score -- */

static GtkWidget *
score_grid_new (CwStorylineBoard *self)
{
  CwMatch *match = self->match;
  g_autoptr (GArray) score = cw_match_get_score (match);
  GtkWidget *grid = gtk_grid_new ();
  const char *headings[] = { N_("Author"), N_("Vitality"), N_("Prime left out"), N_("Bonuses"), N_("Total") };
  gboolean over = cw_match_get_phase (match) == CW_MATCH_PHASE_OVER;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    {
      GtkWidget *label = gtk_label_new (_(headings[c]));

      gtk_widget_add_css_class (label, "caption-heading");
      gtk_label_set_xalign (GTK_LABEL (label), c == 0 ? 0 : 1);
      gtk_grid_attach (GTK_GRID (grid), label, (int) c, 0, 1, 1);
    }
  for (guint i = 0; i < score->len; i++)
    {
      CwMatchScore *line = &g_array_index (score, CwMatchScore, i);
      GtkWidget *name = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      int values[4] = { line->vitality, line->prime_excluded, line->adjustments, line->total };
      g_autofree char *author = NULL;

      author = over && line->winner ? g_strdup_printf (_("%s (winner)"), cw_match_get_author_name (match, line->author))
                                    : g_strdup (cw_match_get_author_name (match, line->author));
      gtk_box_append (GTK_BOX (name), cw_colour_dot_new (cw_match_get_author_colour (match, line->author), 12));
      gtk_box_append (GTK_BOX (name), gtk_label_new (author));
      gtk_grid_attach (GTK_GRID (grid), name, 0, (int) i + 1, 1, 1);
      for (int c = 0; c < 4; c++)
        {
          g_autofree char *text = g_strdup_printf ("%d", values[c]);
          GtkWidget *label = gtk_label_new (text);

          gtk_label_set_xalign (GTK_LABEL (label), 1);
          gtk_widget_add_css_class (label, "numeric");
          if (c == 3 || (over && line->winner))
            gtk_widget_add_css_class (label, "heading");
          gtk_grid_attach (GTK_GRID (grid), label, c + 1, (int) i + 1, 1, 1);
        }
    }
  return grid;
}

typedef struct {
  CwStorylineBoard   *self;
  GtkWidget     *grid_box;
  GtkDropDown   *author;
  GtkSpinButton *delta;
  GtkEditable   *reason;
} ScoreForm;

static void
on_adjust_clicked (GtkButton *button,
                   ScoreForm *form)
{
  CwStorylineBoard *self = form->self;
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (form->reason)));
  g_autoptr (CwMatchAction) action = NULL;
  GtkWidget *old;

  if (self->match == NULL)
    return;
  action = cw_match_action_new_adjust_score ((int) gtk_drop_down_get_selected (form->author),
                                             gtk_spin_button_get_value_as_int (form->delta),
                                             *reason != '\0' ? reason : _("a card"));
  if (!_cw_storyline_board_perform (self, action))
    return;
  gtk_editable_set_text (form->reason, "");
  while ((old = gtk_widget_get_first_child (form->grid_box)) != NULL)
    gtk_box_remove (GTK_BOX (form->grid_box), old);
  gtk_box_append (GTK_BOX (form->grid_box), score_grid_new (self));
}

/* The dialog's body: how the score is counted, its table, bonuses and penalties entered by hand. */
GtkWidget *
_cw_storyline_board_score_view_new (CwStorylineBoard *self)
{
  CwMatch *match = self->match;
  ScoreForm *form;
  GtkWidget *box, *explanation, *adjust, *author, *delta, *reason, *add;
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  if (match == NULL)
    return NULL;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  explanation = gtk_label_new (_("The Vitality of each Author’s Characters in the Storyline, with bonuses and "
                                 "penalties from Locations and other cards. The Prime Character that ended the "
                                 "game does not count."));
  gtk_label_set_wrap (GTK_LABEL (explanation), TRUE);
  gtk_label_set_justify (GTK_LABEL (explanation), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (explanation), 40);
  gtk_box_append (GTK_BOX (box), explanation);
  form = g_new0 (ScoreForm, 1);
  form->self = self;
  form->grid_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (form->grid_box), score_grid_new (self));
  gtk_box_append (GTK_BOX (box), form->grid_box);

  /* Bonuses and penalties the cards give, entered by hand. */
  for (guint a = 0; a < cw_match_get_n_authors (match); a++)
    gtk_string_list_append (names, cw_match_get_author_name (match, (int) a));
  adjust = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  author = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (author), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Author"), -1);
  delta = gtk_spin_button_new_with_range (-20, 20, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (delta), 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (delta), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bonus or penalty"), -1);
  reason = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (reason), _("Why (the card)"));
  gtk_widget_set_hexpand (reason, TRUE);
  add = gtk_button_new_with_mnemonic (_("_Add"));
  gtk_box_append (GTK_BOX (adjust), author);
  gtk_box_append (GTK_BOX (adjust), delta);
  gtk_box_append (GTK_BOX (adjust), reason);
  gtk_box_append (GTK_BOX (adjust), add);
  gtk_box_append (GTK_BOX (box), adjust);
  form->author = GTK_DROP_DOWN (author);
  form->delta = GTK_SPIN_BUTTON (delta);
  form->reason = GTK_EDITABLE (reason);
  g_signal_connect_data (add, "clicked", G_CALLBACK (on_adjust_clicked), form, free_closure_data, 0);
  return box;
}

/* -- playing a card -- */

static CwLibrary *
author_library (CwStorylineBoard *self,
                int               author)
{
  const char *name = cw_match_get_author_library_name (self->match, author);
  CwLibrary *library;
  g_auto (GStrv) demo = NULL;
  g_auto (GStrv) user = NULL;

  if (name == NULL)
    return NULL;
  if ((library = g_hash_table_lookup (self->libraries, name)) != NULL)
    return library;

  /* The match keeps the Library's name; its cards are in the file of that name. */
  demo = cw_session_list_demo_libraries (self->session);
  user = cw_session_list_user_libraries (self->session);
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; (pass == 0 ? user : demo)[i] != NULL; i++)
      {
        g_autoptr (CwLibrary) candidate =
          cw_library_new_from_file ((pass == 0 ? user : demo)[i], cw_session_get_catalog (self->session), NULL);

        if (candidate != NULL && g_strcmp0 (cw_library_get_name (candidate), name) == 0)
          {
            library = candidate;
            g_hash_table_insert (self->libraries, g_strdup (name), g_steal_pointer (&candidate));
            return library;
          }
      }
  return NULL;
}

typedef struct {
  CwStorylineBoard  *self;
  GPtrArray    *cards;        /* of CwCard* (refs), one per row */
  GtkListBox   *list;
  GtkEditable  *search;
  GtkDropDown  *where;
  GArray       *where_places; /* of int */
  GArray       *where_targets;/* of guint */
  GtkExpander  *custom;
  GtkEditable  *custom_name;
  GtkDropDown  *custom_type;
  GtkSpinButton *custom_cost;
  GtkSpinButton *custom_vitality;
  GPtrArray    *custom_keywords; /* of GtkCheckButton*, with "cw-keyword" data */
  GtkSpinButton *face_down_sp;   /* what an Event placed face down is paid */
} PlayForm;

static void
play_form_free (gpointer  user_data,
                GClosure *closure)
{
  PlayForm *form = user_data;

  g_ptr_array_unref (form->cards);
  g_array_unref (form->where_places);
  g_array_unref (form->where_targets);
  g_ptr_array_unref (form->custom_keywords);
  g_free (form);
}

static const char * const playable_types[] = { "character", "object", "effect", "event", NULL };

static gboolean
filter_card_row (GtkListBoxRow *row,
                 gpointer       user_data)
{
  PlayForm *form = user_data;
  const char *text = gtk_editable_get_text (form->search);
  CwCard *card = g_object_get_data (G_OBJECT (row), "cw-card");
  g_autofree char *needle = NULL;
  g_autofree char *haystack = NULL;

  if (text == NULL || *text == '\0' || card == NULL)
    return TRUE;
  needle = g_utf8_casefold (text, -1);
  haystack = g_utf8_casefold (cw_card_get_title (card), -1);
  return strstr (haystack, needle) != NULL;
}

static void
on_play_search_changed (GtkEditable *search,
                        PlayForm    *form)
{
  CwCard *only = NULL;
  guint shown = 0;

  gtk_list_box_invalidate_filter (form->list);
  /* One Event left: the amount to pay face down is at least its cost, never lowered. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (form->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && filter_card_row (GTK_LIST_BOX_ROW (child), form))
      {
        only = g_object_get_data (G_OBJECT (child), "cw-card");
        shown++;
      }
  if (shown == 1 && only != NULL && g_strcmp0 (cw_card_get_card_type (only), "event") == 0 &&
      gtk_spin_button_get_value_as_int (form->face_down_sp) < cw_card_get_int_or (only, "cost", 0))
    gtk_spin_button_set_value (form->face_down_sp, cw_card_get_int_or (only, "cost", 0));
}

static GtkWidget *
card_row_new (CwStorylineBoard *self,
              CwCard           *card)
{
  GtkWidget *row = adw_action_row_new ();
  const CwCardType *type = cw_game_find_card_type (cw_match_get_game (self->match), cw_card_get_card_type (card));
  GString *subtitle = g_string_new (type != NULL ? type->name : cw_card_get_card_type (card));

  g_string_append_printf (subtitle, _(" · %d SP"), cw_card_get_int_or (card, "cost", 0));
  if (cw_card_has_field (card, "vitality"))
    g_string_append_printf (subtitle, _(" · Vitality %d"), cw_card_get_int_or (card, "vitality", 0));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_card_get_title (card));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
  g_string_free (subtitle, TRUE);
  g_object_set_data_full (G_OBJECT (row), "cw-card", g_object_ref (card), g_object_unref);
  return row;
}

static CwCard *
custom_card (PlayForm *form)
{
  CwMatch *match = form->self->match;
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (form->custom_name)));
  g_autoptr (GPtrArray) keywords = g_ptr_array_new ();
  guint type = gtk_drop_down_get_selected (form->custom_type);
  CwCard *card;

  if (*name == '\0')
    return NULL;
  for (guint i = 0; i < form->custom_keywords->len; i++)
    {
      GtkCheckButton *check = g_ptr_array_index (form->custom_keywords, i);

      if (gtk_check_button_get_active (check))
        g_ptr_array_add (keywords, g_object_get_data (G_OBJECT (check), "cw-keyword"));
    }
  g_ptr_array_add (keywords, NULL);

  if (type == 0)
    return cw_match_new_custom_character (match, name, gtk_spin_button_get_value_as_int (form->custom_vitality),
                                          gtk_spin_button_get_value_as_int (form->custom_cost),
                                          (const char * const *) keywords->pdata);
  card = cw_match_new_custom_card (match, playable_types[MIN (type, 3)], name);
  cw_card_set_int (card, "cost", gtk_spin_button_get_value_as_int (form->custom_cost));
  for (guint i = 0; g_ptr_array_index (keywords, i) != NULL; i++)
    cw_card_add_keyword (card, g_ptr_array_index (keywords, i));
  return card;
}

/* The card the dialog names: one not known, the row chosen, or the one card a search leaves. */
static CwCard *
chosen_card (PlayForm *form)
{
  GtkListBoxRow *row;
  CwCard *card = NULL;

  if (gtk_expander_get_expanded (form->custom))
    card = custom_card (form);
  if (card == NULL && (row = gtk_list_box_get_selected_row (form->list)) != NULL)
    card = g_object_get_data (G_OBJECT (row), "cw-card");
  /* A search that leaves one card needs no click on it. */
  if (card == NULL)
    {
      CwCard *only = NULL;
      guint shown = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (form->list)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_LIST_BOX_ROW (child) && filter_card_row (GTK_LIST_BOX_ROW (child), form))
          {
            only = g_object_get_data (G_OBJECT (child), "cw-card");
            shown++;
          }
      if (shown == 1)
        card = only;
    }
  return card;
}

static void
on_play_response (GtkWidget        *dialog,
                  const char       *response,
                  PlayForm         *form)
{
  CwStorylineBoard *self = form->self;
  gboolean face_down = g_strcmp0 (response, "face-down") == 0;
  CwCard *card;
  guint where;
  g_autoptr (CwMatchAction) action = NULL;

  if ((!face_down && g_strcmp0 (response, "play") != 0) || self->match == NULL)
    return;

  card = chosen_card (form);
  if (card == NULL)
    {
      cw_board_refuse (CW_BOARD (self), _("Cards: choose the card to play, or name a card Cardwright does not know."));
      return;
    }

  if (face_down)
    {
      /* The engine refuses a card that is no Event, naming the rule. */
      action = cw_match_action_new_event_face_down (card, gtk_spin_button_get_value_as_int (form->face_down_sp));
      _cw_storyline_board_perform (self, action);
      return;
    }

  where = gtk_drop_down_get_selected (form->where);
  if (where >= form->where_places->len)
    where = 0;
  action = cw_match_action_new_play_card (card, g_array_index (form->where_places, int, where),
                                          g_array_index (form->where_targets, guint, where));
  _cw_storyline_board_perform (self, action);
}

/* An Event is paid at least its cost face down: the amount starts at the card's cost. */
static void
on_play_row_selected (GtkListBox    *list,
                      GtkListBoxRow *row,
                      PlayForm      *form)
{
  CwCard *card = row != NULL ? g_object_get_data (G_OBJECT (row), "cw-card") : NULL;

  if (card != NULL && g_strcmp0 (cw_card_get_card_type (card), "event") == 0)
    gtk_spin_button_set_value (form->face_down_sp, cw_card_get_int_or (card, "cost", 0));
}

static GtkWidget *
custom_card_form (CwStorylineBoard *self,
                  PlayForm         *form)
{
  static const char * const keyword_ids[] = { "prime", "flying", "swimming", "steadfast", "immovable", "sorcery" };
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *label, *name, *type, *cost, *vitality, *keywords;
  const char *type_names[] = { _("Character"), _("Object"), _("Effect"), _("Event"), NULL };
  CwGame *game = cw_match_get_game (self->match);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_margin_top (grid, 6);

  label = gtk_label_new_with_mnemonic (_("_Name"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  name = gtk_entry_new ();
  gtk_widget_set_hexpand (name, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), name);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), name, 1, 0, 3, 1);

  type = gtk_drop_down_new_from_strings (type_names);
  gtk_accessible_update_property (GTK_ACCESSIBLE (type), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card type"), -1);
  gtk_grid_attach (GTK_GRID (grid), type, 0, 1, 2, 1);

  label = gtk_label_new_with_mnemonic (_("_Cost"));
  cost = gtk_spin_button_new_with_range (0, 20, 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), cost);
  gtk_grid_attach (GTK_GRID (grid), label, 0, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), cost, 1, 2, 1, 1);
  label = gtk_label_new_with_mnemonic (_("_Vitality"));
  vitality = gtk_spin_button_new_with_range (-10, 20, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (vitality), 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), vitality);
  gtk_grid_attach (GTK_GRID (grid), label, 2, 2, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), vitality, 3, 2, 1, 1);

  keywords = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (keywords), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (keywords), 3);
  for (guint i = 0; i < G_N_ELEMENTS (keyword_ids); i++)
    {
      const CwKeyword *keyword = cw_game_find_keyword (game, keyword_ids[i]);
      GtkWidget *check;

      if (keyword == NULL)
        continue;
      check = gtk_check_button_new_with_label (keyword->name);
      gtk_widget_set_tooltip_text (check, keyword->rules);
      g_object_set_data (G_OBJECT (check), "cw-keyword", (gpointer) keyword_ids[i]);
      gtk_flow_box_append (GTK_FLOW_BOX (keywords), check);
      /* The keyboard stops on the check box, not also on the flow box's child around it. */
      gtk_widget_set_focusable (gtk_widget_get_parent (check), FALSE);
      g_ptr_array_add (form->custom_keywords, check);
    }
  gtk_grid_attach (GTK_GRID (grid), keywords, 0, 3, 4, 1);

  form->custom_name = GTK_EDITABLE (name);
  form->custom_type = GTK_DROP_DOWN (type);
  form->custom_cost = GTK_SPIN_BUTTON (cost);
  form->custom_vitality = GTK_SPIN_BUTTON (vitality);
  return grid;
}

/* Asks the engine whether the card could be played now, one way or another: where the rules
 * put it (an Object to the first Location of the Author's Storyline), or face down for an
 * Event, at its cost. Playing from the hand is not among the engine's listed actions (the
 * hand is on the table, not in the app), so each card is checked instead. */
static gboolean
card_playable_now (CwStorylineBoard *self,
                   CwCard           *card)
{
  CwMatch *match = self->match;
  const int *line = cw_match_get_storyline (match, cw_match_get_current_author (match));
  gboolean object = g_strcmp0 (cw_card_get_card_type (card), "object") == 0;
  g_autoptr (CwMatchAction) play = cw_match_action_new_play_card (card, object && line != NULL ? line[1] : CW_PLACE_NONE, 0);
  g_autoptr (CwMatchAction) hidden = NULL;

  if (cw_match_check (match, play, NULL))
    return TRUE;
  if (g_strcmp0 (cw_card_get_card_type (card), "event") != 0)
    return FALSE;
  hidden = cw_match_action_new_event_face_down (card, cw_card_get_int_or (card, "cost", 0));
  return cw_match_check (match, hidden, NULL);
}

/* A free card of the type, known to nobody, to ask the engine whether that kind of card may
 * be played now (the step, the turn); never performed, never kept by the match. */
static gboolean
kind_playable_now (CwStorylineBoard *self,
                   const char       *type_id)
{
  g_autoptr (CwCard) probe = cw_card_new (cw_match_get_game (self->match), "cardwright-probe");
  g_autoptr (CwMatchAction) play = NULL;

  cw_card_set_card_type (probe, type_id);
  cw_card_set_name (probe, "?");
  play = cw_match_action_new_play_card (probe, CW_PLACE_NONE, 0);
  return cw_match_check (self->match, play, NULL);
}

const char *
_cw_storyline_board_play_label (CwStorylineBoard *self)
{
  if (!_cw_storyline_board_is_live (self))
    return NULL;
  /* A Character is a Story Action (step 3); Events may be played at any step of one's turn. */
  if (kind_playable_now (self, "character"))
    return _("_Play a Card…");
  if (kind_playable_now (self, "event"))
    return _("_Play an Event…");
  return NULL;
}

static void
play_card_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (widget);
  GtkWindow *window = _cw_storyline_board_parent_window (self);
  CwMatch *match = self->match;
  int author;
  CwLibrary *library;
  PlayForm *form;
  GtkWidget *dialog, *box, *search, *scroller, *list, *where, *expander;
  g_autoptr (GtkStringList) where_names = gtk_string_list_new (NULL);
  g_autoptr (GArray) pieces = NULL;
  g_autofree char *body = NULL;
  const int *line;

  if (window == NULL || match == NULL || _cw_storyline_board_play_label (self) == NULL)
    return;
  author = cw_match_get_current_author (match);
  library = author_library (self, author);

  form = g_new0 (PlayForm, 1);
  form->self = self;
  form->cards = g_ptr_array_new_with_free_func (g_object_unref);
  form->where_places = g_array_new (FALSE, FALSE, sizeof (int));
  form->where_targets = g_array_new (FALSE, FALSE, sizeof (guint));
  form->custom_keywords = g_ptr_array_new ();

  /* The cards a hand may hold: the Author's Library, or every card of the game. */
  if (library != NULL)
    {
      GPtrArray *entries = cw_library_get_entries (library, "library");

      for (guint i = 0; entries != NULL && i < entries->len; i++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, i);
          CwCard *card = cw_catalog_lookup (cw_session_get_catalog (self->session), entry->card_id);

          if (card != NULL && card_playable_now (self, card))
            g_ptr_array_add (form->cards, g_object_ref (card));
        }
    }
  else
    {
      g_autoptr (GPtrArray) cards = _cw_storyline_board_catalog_cards_of_types (self, playable_types);

      for (guint i = 0; i < cards->len; i++)
        if (card_playable_now (self, g_ptr_array_index (cards, i)))
          g_ptr_array_add (form->cards, g_object_ref (g_ptr_array_index (cards, i)));
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  search = gtk_search_entry_new ();
  /* Type a name, press Enter: the one card left is played. */
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (search), "activates-default") != NULL)
    g_object_set (search, "activates-default", TRUE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (search), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Find a card"), -1);
  gtk_box_append (GTK_BOX (box), search);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_SINGLE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < form->cards->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (list), card_row_new (self, g_ptr_array_index (form->cards, i)));
  form->list = GTK_LIST_BOX (list);
  form->search = GTK_EDITABLE (search);
  gtk_list_box_set_filter_func (GTK_LIST_BOX (list), filter_card_row, form, NULL);
  g_signal_connect (search, "search-changed", G_CALLBACK (on_play_search_changed), form);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 220);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_box_append (GTK_BOX (box), scroller);

  /* Where it goes: Characters to the Title card as the rules say; Objects and Effects
   * to a Location of the Author's Storyline or onto one of their Characters. */
  gtk_string_list_append (where_names, _("Where the rules put it"));
  g_array_append_val (form->where_places, (int) { CW_PLACE_NONE });
  g_array_append_val (form->where_targets, (guint) { 0 });
  line = cw_match_get_storyline (match, author);
  for (int i = 1; line != NULL && i < CW_MATCH_STORYLINE_LENGTH - 1; i++)
    {
      g_autofree char *name = cw_match_dup_place_name (match, line[i]);
      g_autofree char *label = g_strdup_printf (_("At %s"), name);

      gtk_string_list_append (where_names, label);
      g_array_append_val (form->where_places, line[i]);
      g_array_append_val (form->where_targets, (guint) { 0 });
    }
  pieces = cw_match_get_pieces (match);
  for (guint i = 0; i < pieces->len; i++)
    {
      guint piece = g_array_index (pieces, guint, i);
      g_autofree char *label = NULL;

      if (cw_match_piece_get_kind (match, piece) == CW_PIECE_EVENT)
        continue;
      /* Translators: play an Object or Effect onto a card in play. */
      label = g_strdup_printf (_("On %s"), cw_card_get_title (cw_match_piece_get_card (match, piece)));
      gtk_string_list_append (where_names, label);
      g_array_append_val (form->where_places, (int) { CW_PLACE_NONE });
      g_array_append_val (form->where_targets, piece);
    }
  where = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (where_names)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (where), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Where it goes"), -1);
  form->where = GTK_DROP_DOWN (where);
  gtk_box_append (GTK_BOX (box), where);

  /* "During your turn, you may pay to place an Event card face-down by paying at least the
   * required Story Points": the amount may be more, to keep the others guessing. */
  {
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *label = gtk_label_new_with_mnemonic (_("_Amount paid for an Event played face down"));
    GtkWidget *sp = gtk_spin_button_new_with_range (0, 60, 1);
    GtkWidget *unit = gtk_label_new (_("SP"));

    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
    gtk_widget_set_hexpand (label, TRUE);
    gtk_label_set_mnemonic_widget (GTK_LABEL (label), sp);
    gtk_widget_set_name (sp, "face-down-sp");
    gtk_widget_set_tooltip_text (sp, _("At least the Event’s cost; more keeps the others guessing"));
    gtk_box_append (GTK_BOX (row), label);
    gtk_box_append (GTK_BOX (row), sp);
    gtk_box_append (GTK_BOX (row), unit);
    gtk_box_append (GTK_BOX (box), row);
    form->face_down_sp = GTK_SPIN_BUTTON (sp);
    g_signal_connect (list, "row-selected", G_CALLBACK (on_play_row_selected), form);
  }

  expander = gtk_expander_new_with_mnemonic (_("A card Cardwright does _not know"));
  gtk_expander_set_child (GTK_EXPANDER (expander), custom_card_form (self, form));
  form->custom = GTK_EXPANDER (expander);
  gtk_box_append (GTK_BOX (box), expander);

  /* Translators: the Play a Card dialog: who plays, and their Story Points. */
  body = g_strdup_printf (_("%s pays the card’s Story Point cost from %d SP. A Character goes to %s’s Title card."),
                          cw_match_get_author_name (match, author), cw_match_get_balance (match, author),
                          cw_match_get_author_name (match, author));
  dialog = cw_alert_new (window, _("Play a Card"), body);
  cw_alert_set_extra_child (dialog, box);
  cw_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "face-down", _("Play Face _Down"),
                          "play", _("_Play"),
                          NULL);
  cw_alert_set_response_appearance (dialog, "play", ADW_RESPONSE_SUGGESTED);
  cw_alert_set_default_response (dialog, "play");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_play_response), form, play_form_free, 0);
  cw_alert_present (dialog);
}

/* -- Gold Bonus dice for cards archived from hand -- */

typedef struct {
  CwStorylineBoard   *self;
  GtkDropDown   *author;
  GtkSpinButton *count;
} ArchiveForm;

static void
on_archive_response (GtkWidget        *dialog,
                     const char       *response,
                     ArchiveForm      *form)
{
  g_autoptr (CwMatchAction) action = NULL;

  if (g_strcmp0 (response, "archive") != 0 || form->self->match == NULL)
    return;
  action = cw_match_action_new_archive_for_dice ((int) gtk_drop_down_get_selected (form->author),
                                                 (guint) gtk_spin_button_get_value_as_int (form->count), NULL, 0);
  _cw_storyline_board_perform (form->self, action);
}

static void
archive_for_dice_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  CwStorylineBoard *self = CW_STORYLINE_BOARD (widget);
  GtkWindow *window = _cw_storyline_board_parent_window (self);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  ArchiveForm *form;
  GtkWidget *dialog, *box, *author, *count;

  if (window == NULL || self->match == NULL)
    return;

  for (guint a = 0; a < cw_match_get_n_authors (self->match); a++)
    gtk_string_list_append (names, cw_match_get_author_name (self->match, (int) a));
  author = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (author), (guint) cw_match_get_current_author (self->match));
  gtk_widget_set_hexpand (author, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (author), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Author"), -1);
  count = gtk_spin_button_new_with_range (1, 10, 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (count), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cards archived"), -1);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (box), author);
  gtk_box_append (GTK_BOX (box), count);

  form = g_new0 (ArchiveForm, 1);
  form->self = self;
  form->author = GTK_DROP_DOWN (author);
  form->count = GTK_SPIN_BUTTON (count);

  dialog = cw_alert_new (window, _("Archive Cards for Gold Dice"),
                         _("At any time an Author may archive cards from their hand and roll a Gold Bonus "
                           "die for each one, for extra Story Points."));
  cw_alert_set_extra_child (dialog, box);
  cw_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "archive", _("Archive and _Roll"),
                          NULL);
  cw_alert_set_response_appearance (dialog, "archive", ADW_RESPONSE_SUGGESTED);
  cw_alert_set_default_response (dialog, "archive");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_archive_response), form, free_closure_data, 0);
  cw_alert_present (dialog);
}

/* From cw_storyline_board_class_init: the board's own actions (its side panel's buttons call them). */
void
_cw_storyline_board_dialogs_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.play-card", NULL, play_card_action);
  gtk_widget_class_install_action (widget_class, "board.archive-for-dice", NULL, archive_for_dice_action);
}
