/* cw-draft-board.c: the Table's board for the Oz draft (CwDraft): the columns laid out this round, each a
 * button that takes it; the round-5 turn-down asked for when it is due; the columns typed in from the real
 * box with deal=typed; each player's hand as counts per Character and their Story cards; the score sheet
 * at the end. The set-up form is the shell's own (CwTableSetup) with, under it, the way to the score
 * sheet on its own (cw-draft-score-sheet.c) for tables that play with the box. */
#include "cw-draft-board.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "cw-text.h"
#include "cw-card.h"
#include "cw-card-picture.h"
#include "cw-catalog.h"
#include "cw-draft.h"
#include "cw-draft-score-sheet.h"

/* Two Characters side by side over their Story card, as the columns lie on the table. */
#define CHARACTER_WIDTH 60
#define STORY_WIDTH 124
/* The players' Story cards, small. */
#define HELD_WIDTH 44

struct _CwDraftBoard
{
  GtkWidget     parent_instance;

  /* template */
  GtkWidget    *content;          /* the board's box, rebuilt parts inside */
  GtkWidget    *status_label;
  GtkWidget    *deal_slot;        /* AdwBin: the typed-deal form, while it is due */
  GtkWidget    *turn_down_slot;   /* AdwBin: the turn-down question, while it is due */
  GtkWidget    *columns_heading;
  GtkWidget    *columns_box;      /* GtkFlowBox */
  GtkWidget    *players_box;

  /* Made here, hosted by the shell (a reference: the shell parents it). */
  GtkWidget    *setup_form;
  CwTableSetup *setup;
  GtkWidget    *score_sheet_button;
  GtkWindow    *score_window;     /* weak */

  CwSession    *session;
  CwDraft      *draft;
  GPtrArray    *column_buttons;   /* of GtkWidget (borrowed) or NULL, one per column */
  GPtrArray    *turn_down_buttons;/* of GtkWidget, borrowed */
  GPtrArray    *deal_drop_downs;  /* of GtkDropDown, borrowed: 3 per column */
  GtkWidget    *deal_button;
  GPtrArray    *characters;       /* of CwCard, the box's Characters, catalog order */
  GPtrArray    *story_cards;      /* of CwCard */
};

static void cw_draft_board_board_init (CwBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwDraftBoard, cw_draft_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (CW_TYPE_BOARD, cw_draft_board_board_init))

/* ---- little helpers ---- */

static CwCard *
lookup_card (CwDraftBoard *self,
             const char   *id)
{
  return self->session != NULL && id != NULL ? cw_catalog_lookup (cw_session_get_catalog (self->session), id) : NULL;
}

static const char *
card_name (CwDraftBoard *self,
           const char   *id)
{
  CwCard *card = lookup_card (self, id);

  return card != NULL ? cw_card_get_name (card) : id;
}

/* Drawn by the game's card renderer, as the Collection draws a card. */
static GtkWidget *
picture_new (CwDraftBoard *self,
             CwCard       *card,
             int           width)
{
  GtkWidget *picture = cw_card_picture_new ();

  cw_card_picture_set_card_width (CW_CARD_PICTURE (picture), width);
  cw_card_picture_set_session (CW_CARD_PICTURE (picture), self->session);
  cw_card_picture_set_card (CW_CARD_PICTURE (picture), card);
  return picture;
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

/* Room inside a .card box, whose frame has none of its own. */
static void
pad (GtkWidget *box)
{
  gtk_widget_set_margin_bottom (box, 6);
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      gtk_widget_set_margin_start (child, 12);
      gtk_widget_set_margin_end (child, 12);
    }
  if (gtk_widget_get_first_child (box) != NULL)
    gtk_widget_set_margin_top (gtk_widget_get_first_child (box), 8);
  if (gtk_widget_get_last_child (box) != NULL)
    gtk_widget_set_margin_bottom (gtk_widget_get_last_child (box), 8);
}

static void
remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

/* An action offered, kept with its engine (the engine's own vfunc frees it). */
typedef struct {
  CwEngine       *engine;
  CwEngineAction  action;
} Offered;

static void
offered_free (Offered *offered)
{
  cw_engine_action_unref (offered->engine, offered->action);
  g_object_unref (offered->engine);
  g_free (offered);
}

static void
attach_action (GtkWidget      *widget,
               CwEngine       *engine,
               CwEngineAction  action)
{
  Offered *offered = g_new0 (Offered, 1);

  offered->engine = g_object_ref (engine);
  offered->action = cw_engine_action_ref (engine, action);
  g_object_set_data_full (G_OBJECT (widget), "cw-offered", offered, (GDestroyNotify) offered_free);
}

/* One click, one action the engine listed as legal. */
static void
on_action_clicked (GtkWidget    *button,
                   CwDraftBoard *self)
{
  Offered *offered = g_object_get_data (G_OBJECT (button), "cw-offered");

  if (offered != NULL)
    cw_board_perform (CW_BOARD (self), offered->action);
}

/* ---- the typed deal ---- */

static GtkWidget *
drop_down_new (GPtrArray  *cards,
               const char *accessible)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  GtkWidget *drop_down;

  for (guint i = 0; i < cards->len; i++)
    g_ptr_array_add (names, (gpointer) cw_card_get_name (g_ptr_array_index (cards, i)));
  g_ptr_array_add (names, NULL);
  drop_down = gtk_drop_down_new_from_strings ((const char * const *) names->pdata);
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  return drop_down;
}

static const char *
chosen_id (GtkDropDown *drop_down,
           GPtrArray   *cards)
{
  guint index = gtk_drop_down_get_selected (drop_down);

  return index < cards->len ? cw_card_get_id (g_ptr_array_index (cards, index)) : "";
}

/* The columns as picked, in the engine's own notation, performed like any other action. */
static void
on_deal_clicked (CwDraftBoard *self)
{
  g_autoptr (GString) line = g_string_new ("deal");
  g_autoptr (GError) error = NULL;
  CwEngine *engine = self->draft != NULL ? CW_ENGINE (self->draft) : NULL;
  CwEngineAction action;

  if (engine == NULL)
    return;
  for (guint d = 0; d + 2 < self->deal_drop_downs->len; d += 3)
    g_string_append_printf (line, "%s %s / %s / %s", d ? " ;" : "",
                            chosen_id (g_ptr_array_index (self->deal_drop_downs, d), self->characters),
                            chosen_id (g_ptr_array_index (self->deal_drop_downs, d + 1), self->characters),
                            chosen_id (g_ptr_array_index (self->deal_drop_downs, d + 2), self->story_cards));
  action = cw_engine_parse_action (engine, line->str, &error);
  if (action == NULL)
    {
      cw_board_refuse (CW_BOARD (self), error->message);
      return;
    }
  cw_board_perform (CW_BOARD (self), action);
  cw_engine_action_unref (engine, action);
}

static GtkWidget *
deal_form_new (CwDraftBoard *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *explain;
  guint n_columns = cw_draft_get_n_columns (self->draft);

  explain = gtk_label_new (_("Each column is 2 Character cards over 1 Story card, as they lie on the table."));
  gtk_label_set_wrap (GTK_LABEL (explain), TRUE);
  gtk_label_set_xalign (GTK_LABEL (explain), 0);
  gtk_widget_add_css_class (explain, "dim-label");
  gtk_box_append (GTK_BOX (box), explain);
  for (guint c = 0; c < n_columns; c++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      /* Translators: a column of the draft being typed in; its number. */
      g_autofree char *title = g_strdup_printf (_("Column %u"), c + 1);
      static const char *slots[] = { N_("First Character"), N_("Second Character"), N_("Story card") };

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
      for (guint s = 0; s < G_N_ELEMENTS (slots); s++)
        {
          GtkWidget *row = adw_action_row_new ();
          /* Translators: the accessible name of a drop-down of the typed deal: column, slot. */
          g_autofree char *accessible = g_strdup_printf (_("Column %u, %s"), c + 1, _(slots[s]));
          GtkWidget *drop_down = drop_down_new (s < 2 ? self->characters : self->story_cards, accessible);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(slots[s]));
          gtk_widget_set_valign (drop_down, GTK_ALIGN_CENTER);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), drop_down);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), drop_down);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          g_ptr_array_add (self->deal_drop_downs, drop_down);
        }
      gtk_box_append (GTK_BOX (box), group);
    }
  self->deal_button = gtk_button_new_with_mnemonic (_("_Lay Out the Columns"));
  gtk_widget_set_halign (self->deal_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->deal_button, "pill");
  gtk_widget_add_css_class (self->deal_button, "suggested-action");
  g_signal_connect_object (self->deal_button, "clicked", G_CALLBACK (on_deal_clicked), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (box), self->deal_button);
  return box;
}

/* ---- the state drawn ---- */

static GtkWidget *
column_button_new (CwDraftBoard *self,
                   guint         column,
                   const char   *character_1,
                   const char   *character_2,
                   const char   *story)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *pair = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *caption;
  /* Translators: the caption under a column of the draft; its number. */
  g_autofree char *caption_text = g_strdup_printf (_("Column %u"), column + 1);
  /* Translators: what a screen reader says of a column: number, two Characters, the Story card. */
  g_autofree char *accessible = g_strdup_printf (_("Take column %u: %s and %s over “%s”"), column + 1,
                                                 card_name (self, character_1), card_name (self, character_2),
                                                 card_name (self, story));
  CwCard *story_card = lookup_card (self, story);

  gtk_widget_set_halign (pair, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (pair), picture_new (self, lookup_card (self, character_1), CHARACTER_WIDTH));
  gtk_box_append (GTK_BOX (pair), picture_new (self, lookup_card (self, character_2), CHARACTER_WIDTH));
  gtk_box_append (GTK_BOX (box), pair);
  gtk_box_append (GTK_BOX (box), picture_new (self, story_card, STORY_WIDTH));
  caption = gtk_label_new (caption_text);
  gtk_widget_add_css_class (caption, "caption-heading");
  gtk_box_append (GTK_BOX (box), caption);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, story_card != NULL ? cw_card_get_plain_text (story_card) : NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_action_clicked), self, 0);
  return button;
}

/* The legal actions by their notation: "take N" for column N, "turn-down ID" for a Story card. */
static void
offer_legal (CwDraftBoard *self,
             GPtrArray    *legal)
{
  CwEngine *engine = CW_ENGINE (self->draft);

  for (guint i = 0; i < legal->len; i++)
    {
      CwEngineAction action = g_ptr_array_index (legal, i);
      g_autofree char *notation = cw_engine_format_action (engine, action);
      guint64 column;

      if (g_str_has_prefix (notation, "take ") &&
          g_ascii_string_to_unsigned (notation + 5, 10, 1, self->column_buttons->len, &column, NULL) &&
          g_ptr_array_index (self->column_buttons, column - 1) != NULL)
        {
          GtkWidget *button = g_ptr_array_index (self->column_buttons, column - 1);

          attach_action (button, engine, action);
          gtk_widget_set_sensitive (button, TRUE);
        }
    }
}

static void
refresh_columns (CwDraftBoard *self,
                 GPtrArray    *legal)
{
  guint n_columns = cw_draft_get_n_columns (self->draft);
  CwDraftPhase phase = cw_draft_get_phase (self->draft);
  g_autofree char *heading = NULL;

  remove_children (self->columns_box);
  g_ptr_array_set_size (self->column_buttons, 0);
  if (phase == CW_DRAFT_PHASE_OVER)
    heading = g_strdup (_("All rounds are played"));
  else
    /* Translators: over the columns: the round out of how many. */
    heading = g_strdup_printf (_("On the table · round %u of %u"), cw_draft_get_round (self->draft),
                               cw_draft_get_n_rounds (self->draft));
  gtk_label_set_text (GTK_LABEL (self->columns_heading), heading);
  if (phase == CW_DRAFT_PHASE_OVER || phase == CW_DRAFT_PHASE_DEAL)
    return;

  for (guint c = 0; c < n_columns; c++)
    {
      const char *character_1, *character_2, *story;

      if (cw_draft_get_column (self->draft, c, &character_1, &character_2, &story))
        {
          GtkWidget *button = column_button_new (self, c, character_1, character_2, story);

          /* Sensitive only once the engine lists it as legal. */
          gtk_widget_set_sensitive (button, FALSE);
          gtk_flow_box_append (GTK_FLOW_BOX (self->columns_box), button);
          /* The keyboard stops on the button, not also on the flow box's child around it. */
          gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
          g_ptr_array_add (self->column_buttons, button);
        }
      else
        {
          /* Translators: the place of a column already taken this round. */
          g_autofree char *text = g_strdup_printf (_("Column %u taken"), c + 1);
          GtkWidget *label = gtk_label_new (text);

          gtk_widget_add_css_class (label, "dim-label");
          gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
          gtk_flow_box_append (GTK_FLOW_BOX (self->columns_box), label);
          g_ptr_array_add (self->column_buttons, NULL);
        }
    }
  offer_legal (self, legal);
}

static void
refresh_turn_down (CwDraftBoard *self,
                   GPtrArray    *legal)
{
  CwEngine *engine = CW_ENGINE (self->draft);
  GtkWidget *box, *flow;
  guint player;
  g_autofree char *question = NULL;

  g_ptr_array_set_size (self->turn_down_buttons, 0);
  adw_bin_set_child (ADW_BIN (self->turn_down_slot), NULL);
  if (cw_draft_get_phase (self->draft) != CW_DRAFT_PHASE_TURN_DOWN)
    return;

  player = cw_draft_get_current_player (self->draft);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (box, "card");
  /* Translators: the round-5 question: "never more than 4 Story cards face up". */
  question = g_strdup_printf (_("%s has 5 Story cards face up: turn one face down (never more than 4 face up)"),
                              cw_engine_get_player_name (engine, player));
  gtk_box_append (GTK_BOX (box), heading_new (question));
  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 5);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 2);
  for (guint i = 0; i < legal->len; i++)
    {
      CwEngineAction action = g_ptr_array_index (legal, i);
      g_autofree char *notation = cw_engine_format_action (engine, action);
      CwCard *card;
      GtkWidget *button, *inner, *name;
      g_autofree char *accessible = NULL;

      if (!g_str_has_prefix (notation, "turn-down "))
        continue;
      card = lookup_card (self, notation + strlen ("turn-down "));
      button = gtk_button_new ();
      inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      gtk_box_append (GTK_BOX (inner), picture_new (self, card, 88));
      name = gtk_label_new (card != NULL ? cw_card_get_name (card) : notation);
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 12);
      gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (name, "caption");
      gtk_box_append (GTK_BOX (inner), name);
      gtk_button_set_child (GTK_BUTTON (button), inner);
      gtk_widget_add_css_class (button, "flat");
      /* Translators: what a screen reader says of a Story card that may be turned face down. */
      accessible = g_strdup_printf (_("Turn “%s” face down"), card != NULL ? cw_card_get_name (card) : notation);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      gtk_widget_set_tooltip_text (button, accessible);
      attach_action (button, engine, action);
      g_signal_connect_object (button, "clicked", G_CALLBACK (on_action_clicked), self, 0);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      g_ptr_array_add (self->turn_down_buttons, button);
    }
  gtk_box_append (GTK_BOX (box), flow);
  pad (box);
  adw_bin_set_child (ADW_BIN (self->turn_down_slot), box);
}

static void
refresh_deal (CwDraftBoard *self)
{
  g_ptr_array_set_size (self->deal_drop_downs, 0);
  self->deal_button = NULL;
  adw_bin_set_child (ADW_BIN (self->deal_slot), NULL);
  if (cw_draft_get_phase (self->draft) == CW_DRAFT_PHASE_DEAL)
    adw_bin_set_child (ADW_BIN (self->deal_slot), deal_form_new (self));
}

/* The Story cards wrap, so that 4 face up and 5 face down still fit 360 px. */
static void
append_stories (CwDraftBoard *self,
                GtkFlowBox   *flow,
                GPtrArray    *ids,
                gboolean      face_up)
{
  for (guint i = 0; i < ids->len; i++)
    {
      CwCard *card = lookup_card (self, g_ptr_array_index (ids, i));
      /* Face down shows the card's back; its owner reads it in the tooltip. */
      GtkWidget *picture = picture_new (self, face_up ? card : NULL, HELD_WIDTH);
      g_autofree char *words = face_up ? g_strdup (card != NULL ? cw_card_get_name (card) : "")
                                       /* Translators: a Story card turned face down, its name. */
                                       : g_strdup_printf (_("Face down: %s"), card != NULL ? cw_card_get_name (card) : "");

      gtk_widget_set_tooltip_text (picture, words);
      gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
      gtk_flow_box_append (flow, picture);
      gtk_widget_set_focusable (gtk_widget_get_parent (picture), FALSE);
    }
}

static void
refresh_players (CwDraftBoard *self)
{
  CwEngine *engine = CW_ENGINE (self->draft);
  guint n = cw_engine_get_n_players (engine);
  gboolean over = cw_draft_get_phase (self->draft) == CW_DRAFT_PHASE_OVER;

  remove_children (self->players_box);
  for (guint p = 0; p < n; p++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *hand = gtk_flow_box_new ();
      GtkWidget *stories = gtk_flow_box_new ();
      g_autoptr (GPtrArray) face_up = cw_draft_dup_face_up (self->draft, p);
      g_autoptr (GPtrArray) face_down = cw_draft_dup_face_down (self->draft, p);
      g_autoptr (GString) title = g_string_new (cw_engine_get_player_name (engine, p));
      GtkWidget *heading;

      if (!over && cw_draft_get_first_player (self->draft) == p)
        /* Translators: beside the name of the player holding the first-player token. */
        g_string_append (title, _(" · first player"));
      if (!over && cw_draft_get_current_player (self->draft) == p)
        /* Translators: beside the name of the player whose turn it is. */
        g_string_append (title, _(" · to play"));
      heading = heading_new (title->str);
      gtk_box_append (GTK_BOX (box), heading);

      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (hand), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (hand), 8);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (hand), 2);
      for (guint c = 0; c < self->characters->len; c++)
        {
          CwCard *character = g_ptr_array_index (self->characters, c);
          guint count = cw_draft_get_hand_count (self->draft, p, cw_card_get_id (character));
          /* Translators: a count in a player's hand: the Character's name and how many. */
          g_autofree char *text = g_strdup_printf (_("%s %u"), cw_card_get_name (character), count);
          GtkWidget *label = gtk_label_new (text);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "numeric");
          if (count == 0)
            gtk_widget_add_css_class (label, "dim-label");
          gtk_flow_box_append (GTK_FLOW_BOX (hand), label);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (hand), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      cw_engine_get_player_name (engine, p), -1);
      gtk_box_append (GTK_BOX (box), hand);
      if (face_up->len > 0 || face_down->len > 0)
        {
          gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (stories), GTK_SELECTION_NONE);
          gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (stories), 1);
          gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (stories), 9);
          gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (stories), 2);
          append_stories (self, GTK_FLOW_BOX (stories), face_up, TRUE);
          append_stories (self, GTK_FLOW_BOX (stories), face_down, FALSE);
          gtk_box_append (GTK_BOX (box), stories);
        }
      gtk_widget_add_css_class (box, "card");
      pad (box);
      gtk_box_append (GTK_BOX (self->players_box), box);
    }
}

static char *
status_text (CwDraftBoard *self)
{
  CwEngine *engine = CW_ENGINE (self->draft);
  const char *current = cw_engine_get_player_name (engine, cw_draft_get_current_player (self->draft));

  switch (cw_draft_get_phase (self->draft))
    {
    case CW_DRAFT_PHASE_DEAL:
      return g_strdup_printf (_("%s lays out the columns from the box: type them in"),
                              cw_engine_get_player_name (engine, cw_draft_get_first_player (self->draft)));
    case CW_DRAFT_PHASE_TAKE:
      /* Translators: the board's line while a player chooses. */
      return g_strdup_printf (_("%s takes a whole column: click it"), current);
    case CW_DRAFT_PHASE_TURN_DOWN:
      return g_strdup_printf (_("%s turns one Story card face down"), current);
    case CW_DRAFT_PHASE_OVER:
    default:
      return g_strdup (_("The draft is over: the face-up Story cards score (the score sheet shows each one)"));
    }
}

/* Rebuilding drops the keyboard focus; it goes back to the first thing to do. */
static void
refocus (CwDraftBoard *self,
         gboolean      had_focus)
{
  if (!had_focus)
    return;
  for (guint i = 0; i < self->turn_down_buttons->len; i++)
    if (gtk_widget_grab_focus (g_ptr_array_index (self->turn_down_buttons, i)))
      return;
  for (guint i = 0; i < self->column_buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->column_buttons, i);

      if (button != NULL && gtk_widget_get_sensitive (button) && gtk_widget_grab_focus (button))
        return;
    }
  if (self->deal_drop_downs->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->deal_drop_downs, 0));
}

/* ---- CwBoard ---- */

static void
read_box (CwDraftBoard *self)
{
  g_ptr_array_set_size (self->characters, 0);
  g_ptr_array_set_size (self->story_cards, 0);
  if (self->session != NULL)
    {
      GListModel *cards = G_LIST_MODEL (cw_session_get_catalog (self->session));

      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr (CwCard) card = g_list_model_get_item (cards, i);

          if (g_strcmp0 (cw_card_get_card_type (card), "character") == 0)
            g_ptr_array_add (self->characters, g_object_ref (card));
          else if (g_strcmp0 (cw_card_get_card_type (card), "story") == 0)
            g_ptr_array_add (self->story_cards, g_object_ref (card));
        }
    }
}

static void
cw_draft_board_set_session (CwBoard   *board,
                            CwSession *session)
{
  CwDraftBoard *self = CW_DRAFT_BOARD (board);

  if (!g_set_object (&self->session, session))
    return;
  read_box (self);
  if (session != NULL)
    cw_table_setup_set_session (self->setup, session);
}

static GtkWidget *
cw_draft_board_get_setup_form (CwBoard *board)
{
  return CW_DRAFT_BOARD (board)->setup_form;
}

static CwEngine *
cw_draft_board_create_engine (CwBoard  *board,
                              guint32   seed,
                              GError  **error)
{
  return cw_table_setup_create_engine (CW_DRAFT_BOARD (board)->setup, seed, error);
}

static void
cw_draft_board_refresh (CwBoard *board)
{
  CwDraftBoard *self = CW_DRAFT_BOARD (board);
  g_autoptr (GPtrArray) legal = NULL;
  g_autofree char *status = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean had_focus = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));

  gtk_widget_set_visible (self->content, self->draft != NULL);
  if (self->draft == NULL)
    {
      g_ptr_array_set_size (self->column_buttons, 0);
      g_ptr_array_set_size (self->turn_down_buttons, 0);
      g_ptr_array_set_size (self->deal_drop_downs, 0);
      self->deal_button = NULL;
      return;
    }
  legal = cw_engine_list_legal (CW_ENGINE (self->draft));
  status = status_text (self);
  gtk_label_set_text (GTK_LABEL (self->status_label), status);
  refresh_deal (self);
  refresh_turn_down (self, legal);
  refresh_columns (self, legal);
  refresh_players (self);
  refocus (self, had_focus);
}

static void
cw_draft_board_set_engine (CwBoard  *board,
                           CwEngine *engine)
{
  CwDraftBoard *self = CW_DRAFT_BOARD (board);

  g_return_if_fail (engine == NULL || CW_IS_DRAFT (engine));

  g_set_object (&self->draft, (CwDraft *) engine);
  cw_draft_board_refresh (board);
}

static CwEngine *
cw_draft_board_get_engine (CwBoard *board)
{
  CwDraftBoard *self = CW_DRAFT_BOARD (board);

  return self->draft != NULL ? CW_ENGINE (self->draft) : NULL;
}

static const CwBoardStep steps[] = {
  /* Translators: step 1 of a round of the draft, short. */
  { N_("1 Lay Out"), N_("The first player lays out the columns: 2 Characters over 1 Story card each") },
  /* Translators: step 2 of a round of the draft, short. */
  { N_("2 Take"), N_("In turn, each player takes a whole column; the cards left are discarded") },
  /* Translators: step 3, from round 5 on, short. */
  { N_("3 Turn Down"), N_("From round 5 on, a player with 5 Story cards face up turns one face down") },
};

static const CwBoardStep *
cw_draft_board_get_steps (CwBoard *board,
                          guint   *n_steps)
{
  *n_steps = G_N_ELEMENTS (steps);
  return steps;
}

static void
cw_draft_board_describe_turn (CwBoard     *board,
                              CwBoardTurn *turn)
{
  CwDraftBoard *self = CW_DRAFT_BOARD (board);
  CwEngine *engine;
  guint round, n_rounds;
  const char *current, *first;

  if (self->draft == NULL)
    return;
  engine = CW_ENGINE (self->draft);
  round = cw_draft_get_round (self->draft);
  n_rounds = cw_draft_get_n_rounds (self->draft);
  current = cw_engine_get_player_name (engine, cw_draft_get_current_player (self->draft));
  first = cw_engine_get_player_name (engine, cw_draft_get_first_player (self->draft));

  switch (cw_draft_get_phase (self->draft))
    {
    case CW_DRAFT_PHASE_OVER:
      {
        g_autoptr (CwDraftScore) score = cw_draft_dup_score_sheet (self->draft);
        g_autoptr (GPtrArray) names = g_ptr_array_new ();
        g_autofree char *joined = NULL;
        int best = 0;

        for (guint p = 0; p < cw_draft_score_get_n_players (score); p++)
          if (cw_draft_score_is_winner (score, p))
            {
              g_ptr_array_add (names, (gpointer) cw_draft_score_get_player_name (score, p));
              best = cw_draft_score_get_total (score, p);
            }
        g_ptr_array_add (names, NULL);
        joined = g_strjoinv (", ", (char **) names->pdata);
        if (names->len == 2)
          /* Translators: the end of a draft: who won and with how many points. */
          turn->title = g_strdup_printf (_("The End: %s wins with %d"), joined, best);
        else
          /* Translators: the end of a draft: the tied winners and their points. */
          turn->title = g_strdup_printf (_("The End: %s share the victory with %d"), joined, best);
        return;
      }
    case CW_DRAFT_PHASE_DEAL:
      /* Translators: the turn bar while the columns are typed in: the round, the first player who lays them out. */
      turn->title = g_strdup_printf (_("Round %u of %u · %s lays out the columns"), round, n_rounds, first);
      turn->step = 0;
      break;
    case CW_DRAFT_PHASE_TURN_DOWN:
      /* Translators: the turn bar at the round-5 turn-down: the round, who turns a card down, the first player. */
      turn->title = g_strdup_printf (_("Round %u of %u · %s turns a card down · %s first"), round, n_rounds, current,
                                     first);
      turn->step = 2;
      break;
    case CW_DRAFT_PHASE_TAKE:
    default:
      /* Translators: the turn bar of the draft: the round out of how many, whose turn, who holds the first-player token. */
      turn->title = g_strdup_printf (cw_text_for_name (current, _("Round %u of %u · %s’s turn · %s first"),
                                                       /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                       C_("name starts with a vowel", "Round %u of %u · %s’s turn · %s first")),
                                     round, n_rounds, current, first);
      turn->step = 1;
      break;
    }
}

static GtkWidget *
cw_draft_board_create_score_view (CwBoard *board)
{
  CwDraftBoard *self = CW_DRAFT_BOARD (board);
  g_autoptr (CwDraftScore) score = NULL;
  GtkWidget *scroller;

  if (self->draft == NULL)
    return NULL;
  score = cw_draft_dup_score_sheet (self->draft);
  /* Four players' sheets are taller than a laptop's screen: the dialog's body scrolls. */
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 440);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), cw_draft_score_results_new (self->session, score));
  return scroller;
}

static void
cw_draft_board_board_init (CwBoardInterface *iface)
{
  iface->set_session = cw_draft_board_set_session;
  iface->get_setup_form = cw_draft_board_get_setup_form;
  iface->create_engine = cw_draft_board_create_engine;
  iface->set_engine = cw_draft_board_set_engine;
  iface->get_engine = cw_draft_board_get_engine;
  iface->refresh = cw_draft_board_refresh;
  iface->get_steps = cw_draft_board_get_steps;
  iface->describe_turn = cw_draft_board_describe_turn;
  iface->create_score_view = cw_draft_board_create_score_view;
}

/* ---- the score sheet on its own ---- */

static void
on_score_sheet_clicked (CwDraftBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (self->score_sheet_button);
  GtkWidget *window, *view, *header, *scroller, *sheet;

  if (self->score_window != NULL)
    {
      gtk_window_present (self->score_window);
      return;
    }
  window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Score a Draft"));
  gtk_window_set_default_size (GTK_WINDOW (window), 520, 720);
  if (GTK_IS_WINDOW (root))
    {
      gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
    }
  view = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (view), header);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  sheet = cw_draft_score_sheet_new ();
  cw_draft_score_sheet_set_session (CW_DRAFT_SCORE_SHEET (sheet), self->session);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), sheet);
  gtk_box_append (GTK_BOX (view), scroller);
  adw_window_set_content (ADW_WINDOW (window), view);
  g_object_set_data (G_OBJECT (window), "cw-score-sheet", sheet);
  self->score_window = GTK_WINDOW (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->score_window);
  gtk_window_present (GTK_WINDOW (window));
}

static GtkWidget *
setup_form_new (CwDraftBoard *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *explain;

  self->setup = CW_TABLE_SETUP (cw_table_setup_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->setup));

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  gtk_widget_set_margin_start (group, 12);
  gtk_widget_set_margin_end (group, 12);
  gtk_widget_set_margin_bottom (group, 24);
  gtk_box_append (GTK_BOX (group), heading_new (_("Playing with the Box?")));
  explain = gtk_label_new (_("Deal and draft with the real cards, then let the app count: enter each player’s hand "
                             "and face-up Story cards."));
  gtk_label_set_wrap (GTK_LABEL (explain), TRUE);
  gtk_label_set_xalign (GTK_LABEL (explain), 0);
  gtk_widget_add_css_class (explain, "dim-label");
  gtk_box_append (GTK_BOX (group), explain);
  self->score_sheet_button = gtk_button_new_with_mnemonic (_("S_core a Game Played with the Box"));
  gtk_widget_set_halign (self->score_sheet_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->score_sheet_button, "pill");
  g_signal_connect_object (self->score_sheet_button, "clicked", G_CALLBACK (on_score_sheet_clicked), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (group), self->score_sheet_button);
  adw_clamp_set_child (ADW_CLAMP (clamp), group);
  gtk_box_append (GTK_BOX (box), clamp);
  return box;
}

/* ---- public ---- */

GtkWidget *
cw_draft_board_new (void)
{
  return g_object_new (CW_TYPE_DRAFT_BOARD, NULL);
}

CwTableSetup *
cw_draft_board_get_setup (CwDraftBoard *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_BOARD (self), NULL);
  return self->setup;
}

GtkWidget *
cw_draft_board_get_score_sheet_button (CwDraftBoard *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_BOARD (self), NULL);
  return self->score_sheet_button;
}

GtkWindow *
cw_draft_board_get_score_window (CwDraftBoard *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_BOARD (self), NULL);
  return self->score_window;
}

GtkWidget *
cw_draft_board_get_column_button (CwDraftBoard *self,
                                  guint         column)
{
  g_return_val_if_fail (CW_IS_DRAFT_BOARD (self), NULL);
  return column < self->column_buttons->len ? g_ptr_array_index (self->column_buttons, column) : NULL;
}

guint
cw_draft_board_get_n_turn_down_choices (CwDraftBoard *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_BOARD (self), 0);
  return self->turn_down_buttons->len;
}

GtkWidget *
cw_draft_board_get_turn_down_button (CwDraftBoard *self,
                                     guint         index)
{
  g_return_val_if_fail (CW_IS_DRAFT_BOARD (self), NULL);
  g_return_val_if_fail (index < self->turn_down_buttons->len, NULL);
  return g_ptr_array_index (self->turn_down_buttons, index);
}

GtkDropDown *
cw_draft_board_get_deal_drop_down (CwDraftBoard *self,
                                   guint         column,
                                   guint         slot)
{
  g_return_val_if_fail (CW_IS_DRAFT_BOARD (self), NULL);
  g_return_val_if_fail (slot < 3, NULL);
  return column * 3 + slot < self->deal_drop_downs->len ? g_ptr_array_index (self->deal_drop_downs, column * 3 + slot)
                                                        : NULL;
}

GtkWidget *
cw_draft_board_get_deal_button (CwDraftBoard *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_BOARD (self), NULL);
  return self->deal_button;
}

/* ---- GObject ---- */

static void
cw_draft_board_dispose (GObject *object)
{
  CwDraftBoard *self = CW_DRAFT_BOARD (object);

  if (self->score_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->score_window), (gpointer *) &self->score_window);
      gtk_window_destroy (self->score_window);
      self->score_window = NULL;
    }
  g_clear_object (&self->draft);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_DRAFT_BOARD);
  g_clear_object (&self->setup_form);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_draft_board_parent_class)->dispose (object);
}

static void
cw_draft_board_finalize (GObject *object)
{
  CwDraftBoard *self = CW_DRAFT_BOARD (object);

  g_ptr_array_unref (self->column_buttons);
  g_ptr_array_unref (self->turn_down_buttons);
  g_ptr_array_unref (self->deal_drop_downs);
  g_ptr_array_unref (self->characters);
  g_ptr_array_unref (self->story_cards);

  G_OBJECT_CLASS (cw_draft_board_parent_class)->finalize (object);
}

static void
cw_draft_board_class_init (CwDraftBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_draft_board_dispose;
  object_class->finalize = cw_draft_board_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/table/cw-draft-board.ui");
  gtk_widget_class_bind_template_child (widget_class, CwDraftBoard, content);
  gtk_widget_class_bind_template_child (widget_class, CwDraftBoard, status_label);
  gtk_widget_class_bind_template_child (widget_class, CwDraftBoard, deal_slot);
  gtk_widget_class_bind_template_child (widget_class, CwDraftBoard, turn_down_slot);
  gtk_widget_class_bind_template_child (widget_class, CwDraftBoard, columns_heading);
  gtk_widget_class_bind_template_child (widget_class, CwDraftBoard, columns_box);
  gtk_widget_class_bind_template_child (widget_class, CwDraftBoard, players_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "draftboard");
}

static void
cw_draft_board_init (CwDraftBoard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->column_buttons = g_ptr_array_new ();
  self->turn_down_buttons = g_ptr_array_new ();
  self->deal_drop_downs = g_ptr_array_new ();
  self->characters = g_ptr_array_new_with_free_func (g_object_unref);
  self->story_cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->setup_form = g_object_ref_sink (setup_form_new (self));
}
