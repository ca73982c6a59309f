/* cw-draft-score-sheet.c: the Oz draft's score sheet on its own, for tables that play with the real box:
 * each player's Characters in hand and face-up Story cards (picked from their pictures) are entered and
 * the points follow as they are typed, through the same scorer as the Table (cw-draft-score.c). */
#include "cw-draft-score-sheet.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "cw-card.h"
#include "cw-card-picture.h"
#include "cw-catalog.h"
#include "cw-draft.h"
#include "cw-error.h"

/* How wide a Story card is drawn beside its points, and in the picker. */
#define ROW_CARD_WIDTH 48
#define PICKER_CARD_WIDTH 88

/* ---- the read-only sheet ---- */

static CwCard *
lookup_card (CwSession  *session,
             const char *id)
{
  return session != NULL ? cw_catalog_lookup (cw_session_get_catalog (session), id) : NULL;
}

static GtkWidget *
small_picture_new (CwSession *session,
                   CwCard    *card,
                   int        width)
{
  GtkWidget *picture = cw_card_picture_new ();

  cw_card_picture_set_card_width (CW_CARD_PICTURE (picture), width);
  cw_card_picture_set_session (CW_CARD_PICTURE (picture), session);
  cw_card_picture_set_card (CW_CARD_PICTURE (picture), card);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  return picture;
}

static char *
points_text (int points)
{
  /* Translators: a Story card's points on the score sheet; may be below zero. */
  return g_strdup_printf (ngettext ("%d point", "%d points", ABS (points)), points);
}

static char *
winners_text (CwDraftScore *score)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  g_autofree char *joined = NULL;

  for (guint p = 0; p < cw_draft_score_get_n_players (score); p++)
    if (cw_draft_score_is_winner (score, p))
      g_ptr_array_add (names, (gpointer) cw_draft_score_get_player_name (score, p));
  if (names->len == 0)
    return g_strdup ("");
  g_ptr_array_add (names, NULL);
  joined = g_strjoinv (", ", (char **) names->pdata);
  if (names->len == 2)
    /* Translators: the winner of the draft on the score sheet. */
    return g_strdup_printf (_("Winner: %s"), joined);
  /* Translators: several players tie for the highest total and share the victory. */
  return g_strdup_printf (_("Winners, sharing the victory: %s"), joined);
}

GtkWidget *
cw_draft_score_results_new (CwSession    *session,
                            CwDraftScore *score)
{
  GtkWidget *box;
  GtkWidget *winners;
  g_autofree char *winners_line = NULL;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE (score), NULL);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  for (guint p = 0; p < cw_draft_score_get_n_players (score); p++)
    {
      GtkWidget *list = gtk_list_box_new ();
      GtkWidget *heading = gtk_label_new (cw_draft_score_get_player_name (score, p));
      GtkWidget *total_row = adw_action_row_new ();
      GtkWidget *total;
      g_autofree char *total_line = points_text (cw_draft_score_get_total (score, p));

      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_widget_add_css_class (heading, "heading");
      gtk_box_append (GTK_BOX (box), heading);
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      for (guint i = 0; i < cw_draft_score_get_n_stories (score, p); i++)
        {
          CwDraftStory *story = cw_draft_score_get_story (score, p, i);
          CwCard *card = lookup_card (session, cw_draft_story_get_id (story));
          GtkWidget *row = adw_action_row_new ();
          g_autofree char *points = points_text (cw_draft_score_get_story_points (score, p, i));
          GtkWidget *label = gtk_label_new (points);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                         card != NULL ? cw_card_get_name (card) : cw_draft_story_get_id (story));
          if (card != NULL)
            {
              /* The rule in a tooltip: the message dialog is narrow, and the picture shows it too. */
              gtk_widget_set_tooltip_text (row, cw_card_get_plain_text (card));
              adw_action_row_add_prefix (ADW_ACTION_ROW (row), small_picture_new (session, card, ROW_CARD_WIDTH));
            }
          gtk_widget_add_css_class (label, "numeric");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
      if (cw_draft_score_get_n_stories (score, p) == 0)
        {
          GtkWidget *row = adw_action_row_new ();

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No Story card face up"));
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (total_row), _("Total"));
      total = gtk_label_new (total_line);
      gtk_widget_add_css_class (total, "heading");
      gtk_widget_add_css_class (total, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (total_row), total);
      gtk_list_box_append (GTK_LIST_BOX (list), total_row);
      gtk_box_append (GTK_BOX (box), list);
    }
  winners_line = winners_text (score);
  winners = gtk_label_new (winners_line);
  gtk_label_set_wrap (GTK_LABEL (winners), TRUE);
  gtk_widget_add_css_class (winners, "title-4");
  gtk_box_append (GTK_BOX (box), winners);
  return box;
}

/* ---- the editor ---- */

typedef struct {
  GtkWidget *group;         /* AdwPreferencesGroup: the player's whole part of the sheet */
  GtkWidget *name_row;      /* AdwEntryRow */
  GPtrArray *spins;         /* of GtkSpinButton, one per Character in self->characters' order */
  GPtrArray *stories;       /* of CwCard (a reference each), face up, in the order entered */
  GPtrArray *story_rows;    /* of AdwActionRow, borrowed */
  GPtrArray *points_labels; /* of GtkLabel, borrowed, beside each Story card */
  GtkWidget *add_row;       /* the row with "Add a Story Card" */
  GtkWidget *add_button;    /* GtkMenuButton */
  GtkWidget *total_row;
  GtkWidget *total_label;
} SheetPlayer;

struct _CwDraftScoreSheet
{
  GtkWidget     parent_instance;

  /* template */
  GtkWidget    *clamp;
  GtkWidget    *players_box;
  GtkWidget    *add_player_button;
  GtkWidget    *winners_label;

  CwSession    *session;
  GPtrArray    *characters;   /* of CwCard */
  GPtrArray    *story_cards;  /* of CwCard */
  GHashTable   *rules;        /* Story card id → CwDraftStory */
  GPtrArray    *players;      /* of SheetPlayer* */
  CwDraftScore *score;
};

G_DEFINE_FINAL_TYPE (CwDraftScoreSheet, cw_draft_score_sheet, GTK_TYPE_WIDGET)

static void
sheet_player_free (SheetPlayer *player)
{
  g_ptr_array_unref (player->spins);
  g_ptr_array_unref (player->stories);
  g_ptr_array_unref (player->story_rows);
  g_ptr_array_unref (player->points_labels);
  g_free (player);
}

static char *
default_name (guint player)
{
  /* Translators: a player on the score sheet before a name is typed. */
  return g_strdup_printf (_("Player %u"), player + 1);
}

static char *
player_name (CwDraftScoreSheet *self,
             guint              player)
{
  SheetPlayer *sp = g_ptr_array_index (self->players, player);
  g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (sp->name_row))));

  return *typed != '\0' ? g_steal_pointer (&typed) : default_name (player);
}

/* Everything shown follows the score, rebuilt from the widgets after every change. */
static void
recount (CwDraftScoreSheet *self)
{
  g_autofree char *winners = NULL;

  g_clear_object (&self->score);
  self->score = cw_draft_score_new ();
  for (guint p = 0; p < self->players->len; p++)
    {
      SheetPlayer *sp = g_ptr_array_index (self->players, p);
      g_autofree char *name = player_name (self, p);

      cw_draft_score_add_player (self->score, name);
      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (sp->group), name);
      for (guint c = 0; c < self->characters->len; c++)
        cw_draft_score_set_count (self->score, p, cw_card_get_id (g_ptr_array_index (self->characters, c)),
                                  (guint) gtk_spin_button_get_value_as_int (g_ptr_array_index (sp->spins, c)));
      for (guint i = 0; i < sp->stories->len; i++)
        cw_draft_score_add_story (self->score, p,
                                  g_hash_table_lookup (self->rules, cw_card_get_id (g_ptr_array_index (sp->stories, i))),
                                  NULL);
    }
  for (guint p = 0; p < self->players->len; p++)
    {
      SheetPlayer *sp = g_ptr_array_index (self->players, p);
      g_autofree char *total = points_text (cw_draft_score_get_total (self->score, p));

      for (guint i = 0; i < sp->points_labels->len; i++)
        {
          g_autofree char *points = points_text (cw_draft_score_get_story_points (self->score, p, i));

          gtk_label_set_text (g_ptr_array_index (sp->points_labels, i), points);
        }
      gtk_label_set_text (GTK_LABEL (sp->total_label), total);
      gtk_widget_set_sensitive (sp->add_button, sp->stories->len < CW_DRAFT_MAX_FACE_UP);
    }
  winners = winners_text (self->score);
  gtk_label_set_text (GTK_LABEL (self->winners_label), winners);
  gtk_widget_set_sensitive (self->add_player_button, self->players->len < CW_DRAFT_MAX_PLAYERS);
}

static SheetPlayer *
find_player (CwDraftScoreSheet *self,
             gpointer           player,
             guint             *index)
{
  return g_ptr_array_find (self->players, player, index) ? player : NULL;
}

static void
on_remove_story_clicked (GtkButton         *button,
                         CwDraftScoreSheet *self)
{
  SheetPlayer *sp = find_player (self, g_object_get_data (G_OBJECT (button), "cw-player"), NULL);
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "cw-row");
  guint index;

  if (sp == NULL || !g_ptr_array_find (sp->story_rows, row, &index))
    return;
  adw_preferences_group_remove (ADW_PREFERENCES_GROUP (sp->group), row);
  g_ptr_array_remove_index (sp->story_rows, index);
  g_ptr_array_remove_index (sp->points_labels, index);
  g_ptr_array_remove_index (sp->stories, index);
  recount (self);
}

/* A Story card's row sits above "Add a Story Card": the group keeps rows in the order added,
 * so the rows after it are taken out and put back. */
static void
append_story_row (CwDraftScoreSheet *self,
                  SheetPlayer       *sp,
                  CwCard            *card)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (sp->group);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *points = gtk_label_new ("");
  GtkWidget *remove;
  g_autofree char *remove_label = g_strdup_printf (_("Remove “%s”"), cw_card_get_name (card));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_card_get_name (card));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cw_card_get_plain_text (card));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), small_picture_new (self->session, card, ROW_CARD_WIDTH));
  gtk_widget_add_css_class (points, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), points);
  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, remove_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label, -1);
  g_object_set_data (G_OBJECT (remove), "cw-player", sp);
  g_object_set_data (G_OBJECT (remove), "cw-row", row);
  g_signal_connect_object (remove, "clicked", G_CALLBACK (on_remove_story_clicked), self, 0);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);

  g_object_ref (sp->add_row);
  g_object_ref (sp->total_row);
  adw_preferences_group_remove (group, sp->add_row);
  adw_preferences_group_remove (group, sp->total_row);
  adw_preferences_group_add (group, row);
  adw_preferences_group_add (group, sp->add_row);
  adw_preferences_group_add (group, sp->total_row);
  g_object_unref (sp->add_row);
  g_object_unref (sp->total_row);

  g_ptr_array_add (sp->stories, g_object_ref (card));
  g_ptr_array_add (sp->story_rows, row);
  g_ptr_array_add (sp->points_labels, points);
}

static void
on_story_picked (GtkFlowBox        *flow,
                 GtkFlowBoxChild   *child,
                 CwDraftScoreSheet *self)
{
  SheetPlayer *sp = g_object_get_data (G_OBJECT (flow), "cw-player");
  CwCard *card = g_object_get_data (G_OBJECT (child), "cw-card");
  guint index;
  g_autoptr (GError) error = NULL;

  if (find_player (self, sp, &index) == NULL || card == NULL)
    return;
  gtk_menu_button_popdown (GTK_MENU_BUTTON (sp->add_button));
  cw_draft_score_sheet_add_story (self, index, cw_card_get_id (card), &error);
}

/* The Story cards drawn as the Collection draws them, to be picked by their pictures. */
static GtkWidget *
story_picker_new (CwDraftScoreSheet *self,
                  SheetPlayer       *sp)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_activate_on_single_click (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  for (guint i = 0; i < self->story_cards->len; i++)
    {
      CwCard *card = g_ptr_array_index (self->story_cards, i);
      GtkWidget *child = gtk_flow_box_child_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *name = gtk_label_new (cw_card_get_name (card));

      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 12);
      gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (name, "caption");
      gtk_box_append (GTK_BOX (box), small_picture_new (self->session, card, PICKER_CARD_WIDTH));
      gtk_box_append (GTK_BOX (box), name);
      gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);
      gtk_widget_set_tooltip_text (child, cw_card_get_plain_text (card));
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, cw_card_get_name (card),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, cw_card_get_plain_text (card), -1);
      g_object_set_data (G_OBJECT (child), "cw-card", card);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), child);
    }
  g_object_set_data (G_OBJECT (flow), "cw-player", sp);
  g_signal_connect_object (flow, "child-activated", G_CALLBACK (on_story_picked), self, 0);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), flow);
  gtk_popover_set_child (GTK_POPOVER (popover), scroller);
  return popover;
}

static void
on_changed (CwDraftScoreSheet *self)
{
  recount (self);
}

static void
on_remove_player_clicked (GtkButton         *button,
                          CwDraftScoreSheet *self)
{
  guint index;
  SheetPlayer *sp = find_player (self, g_object_get_data (G_OBJECT (button), "cw-player"), &index);

  /* The draft is played by two at least; the sheet keeps one so there is always a row to fill. */
  if (sp == NULL || self->players->len <= 1)
    return;
  gtk_box_remove (GTK_BOX (self->players_box), sp->group);
  g_ptr_array_remove_index (self->players, index);
  recount (self);
}

static void
append_player (CwDraftScoreSheet *self)
{
  SheetPlayer *sp = g_new0 (SheetPlayer, 1);
  g_autofree char *name = default_name (self->players->len);
  g_autofree char *remove_label = NULL;
  GtkWidget *remove;

  sp->spins = g_ptr_array_new ();
  sp->stories = g_ptr_array_new_with_free_func (g_object_unref);
  sp->story_rows = g_ptr_array_new ();
  sp->points_labels = g_ptr_array_new ();
  sp->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (sp->group), name);

  remove_label = g_strdup (_("Remove this player"));
  remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, remove_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label, -1);
  g_object_set_data (G_OBJECT (remove), "cw-player", sp);
  g_signal_connect_object (remove, "clicked", G_CALLBACK (on_remove_player_clicked), self, 0);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (sp->group), remove);

  sp->name_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sp->name_row), _("Name"));
  g_signal_connect_object (sp->name_row, "changed", G_CALLBACK (on_changed), self, G_CONNECT_SWAPPED);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (sp->group), sp->name_row);

  for (guint c = 0; c < self->characters->len; c++)
    {
      CwCard *card = g_ptr_array_index (self->characters, c);
      GtkWidget *row = adw_action_row_new ();
      /* The box's copies: no hand can hold more. */
      GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX (1, cw_card_get_int_or (card, "copies", 9)), 1);
      /* Translators: the accessible name of a count on the score sheet: a Character, "in hand". */
      g_autofree char *spin_label = g_strdup_printf (_("%s in hand"), cw_card_get_name (card));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_card_get_name (card));
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, spin_label, -1);
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (on_changed), self, G_CONNECT_SWAPPED);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (sp->group), row);
      g_ptr_array_add (sp->spins, spin);
    }

  sp->add_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sp->add_row), _("Story cards face up"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (sp->add_row), _("At most 4; the face-down ones do not score"));
  sp->add_button = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (sp->add_button), _("_Add a Story Card"));
  gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (sp->add_button), TRUE);
  gtk_widget_set_valign (sp->add_button, GTK_ALIGN_CENTER);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (sp->add_button), story_picker_new (self, sp));
  adw_action_row_add_suffix (ADW_ACTION_ROW (sp->add_row), sp->add_button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (sp->group), sp->add_row);

  sp->total_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sp->total_row), _("Total"));
  sp->total_label = gtk_label_new ("");
  gtk_widget_add_css_class (sp->total_label, "heading");
  gtk_widget_add_css_class (sp->total_label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (sp->total_row), sp->total_label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (sp->group), sp->total_row);

  gtk_box_append (GTK_BOX (self->players_box), sp->group);
  g_ptr_array_add (self->players, sp);
}

static void
on_add_player_clicked (CwDraftScoreSheet *self)
{
  cw_draft_score_sheet_add_player (self);
}

/* ---- public ---- */

GtkWidget *
cw_draft_score_sheet_new (void)
{
  return g_object_new (CW_TYPE_DRAFT_SCORE_SHEET, NULL);
}

void
cw_draft_score_sheet_set_session (CwDraftScoreSheet *self,
                                  CwSession         *session)
{
  g_return_if_fail (CW_IS_DRAFT_SCORE_SHEET (self));
  g_return_if_fail (session == NULL || CW_IS_SESSION (session));

  g_set_object (&self->session, session);
  while (self->players->len > 0)
    {
      SheetPlayer *sp = g_ptr_array_index (self->players, self->players->len - 1);

      gtk_box_remove (GTK_BOX (self->players_box), sp->group);
      g_ptr_array_remove_index (self->players, self->players->len - 1);
    }
  g_ptr_array_set_size (self->characters, 0);
  g_ptr_array_set_size (self->story_cards, 0);
  g_hash_table_remove_all (self->rules);
  if (session != NULL)
    {
      GListModel *cards = G_LIST_MODEL (cw_session_get_catalog (session));

      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr (CwCard) card = g_list_model_get_item (cards, i);
          CwDraftStory *rule;

          if (g_strcmp0 (cw_card_get_card_type (card), "character") == 0)
            g_ptr_array_add (self->characters, g_object_ref (card));
          /* A Story card whose fields make no rule is left out of the picker; the Table's engine says why. */
          else if (g_strcmp0 (cw_card_get_card_type (card), "story") == 0 &&
                   (rule = cw_draft_story_new_from_card (card, NULL)) != NULL)
            {
              g_ptr_array_add (self->story_cards, g_object_ref (card));
              g_hash_table_insert (self->rules, g_strdup (cw_card_get_id (card)), rule);
            }
        }
      append_player (self);
      append_player (self);
    }
  recount (self);
}

guint
cw_draft_score_sheet_get_n_players (CwDraftScoreSheet *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE_SHEET (self), 0);
  return self->players->len;
}

gboolean
cw_draft_score_sheet_add_player (CwDraftScoreSheet *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE_SHEET (self), FALSE);

  if (self->players->len >= CW_DRAFT_MAX_PLAYERS || self->session == NULL)
    return FALSE;
  append_player (self);
  recount (self);
  return TRUE;
}

void
cw_draft_score_sheet_set_player_name (CwDraftScoreSheet *self,
                                      guint              player,
                                      const char        *name)
{
  g_return_if_fail (CW_IS_DRAFT_SCORE_SHEET (self));
  g_return_if_fail (player < self->players->len);
  g_return_if_fail (name != NULL);

  gtk_editable_set_text (GTK_EDITABLE (((SheetPlayer *) g_ptr_array_index (self->players, player))->name_row), name);
}

void
cw_draft_score_sheet_set_count (CwDraftScoreSheet *self,
                                guint              player,
                                const char        *character_id,
                                guint              count)
{
  SheetPlayer *sp;

  g_return_if_fail (CW_IS_DRAFT_SCORE_SHEET (self));
  g_return_if_fail (player < self->players->len);
  g_return_if_fail (character_id != NULL);

  sp = g_ptr_array_index (self->players, player);
  for (guint c = 0; c < self->characters->len; c++)
    if (g_strcmp0 (cw_card_get_id (g_ptr_array_index (self->characters, c)), character_id) == 0)
      gtk_spin_button_set_value (g_ptr_array_index (sp->spins, c), count);
}

gboolean
cw_draft_score_sheet_add_story (CwDraftScoreSheet *self,
                                guint              player,
                                const char        *story_id,
                                GError           **error)
{
  SheetPlayer *sp;
  CwCard *card;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE_SHEET (self), FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);
  g_return_val_if_fail (story_id != NULL, FALSE);

  sp = g_ptr_array_index (self->players, player);
  card = lookup_card (self->session, story_id);
  if (card == NULL || !g_hash_table_contains (self->rules, cw_card_get_id (card)))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("“%s” is no Story card of the draft"), story_id);
      return FALSE;
    }
  if (sp->stories->len >= CW_DRAFT_MAX_FACE_UP)
    {
      g_autofree char *name = player_name (self, player);

      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s has %d Story cards face up already: never more than %d"), name,
                   CW_DRAFT_MAX_FACE_UP, CW_DRAFT_MAX_FACE_UP);
      return FALSE;
    }
  append_story_row (self, sp, card);
  recount (self);
  return TRUE;
}

CwDraftScore *
cw_draft_score_sheet_get_score (CwDraftScoreSheet *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE_SHEET (self), NULL);
  return self->score;
}

const char *
cw_draft_score_sheet_get_total_text (CwDraftScoreSheet *self,
                                     guint              player)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE_SHEET (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  return gtk_label_get_text (GTK_LABEL (((SheetPlayer *) g_ptr_array_index (self->players, player))->total_label));
}

const char *
cw_draft_score_sheet_get_points_text (CwDraftScoreSheet *self,
                                      guint              player,
                                      guint              index)
{
  SheetPlayer *sp;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE_SHEET (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);

  sp = g_ptr_array_index (self->players, player);
  g_return_val_if_fail (index < sp->points_labels->len, NULL);
  return gtk_label_get_text (g_ptr_array_index (sp->points_labels, index));
}

const char *
cw_draft_score_sheet_get_winners_text (CwDraftScoreSheet *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE_SHEET (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->winners_label));
}

/* ---- GObject ---- */

static void
cw_draft_score_sheet_dispose (GObject *object)
{
  CwDraftScoreSheet *self = CW_DRAFT_SCORE_SHEET (object);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_DRAFT_SCORE_SHEET);
  g_clear_object (&self->score);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_draft_score_sheet_parent_class)->dispose (object);
}

static void
cw_draft_score_sheet_finalize (GObject *object)
{
  CwDraftScoreSheet *self = CW_DRAFT_SCORE_SHEET (object);

  g_ptr_array_unref (self->characters);
  g_ptr_array_unref (self->story_cards);
  g_hash_table_unref (self->rules);

  G_OBJECT_CLASS (cw_draft_score_sheet_parent_class)->finalize (object);
}

static void
cw_draft_score_sheet_class_init (CwDraftScoreSheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_draft_score_sheet_dispose;
  object_class->finalize = cw_draft_score_sheet_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/table/cw-draft-score-sheet.ui");
  gtk_widget_class_bind_template_child (widget_class, CwDraftScoreSheet, clamp);
  gtk_widget_class_bind_template_child (widget_class, CwDraftScoreSheet, players_box);
  gtk_widget_class_bind_template_child (widget_class, CwDraftScoreSheet, add_player_button);
  gtk_widget_class_bind_template_child (widget_class, CwDraftScoreSheet, winners_label);
  gtk_widget_class_bind_template_callback (widget_class, on_add_player_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "draftscoresheet");
}

static void
cw_draft_score_sheet_init (CwDraftScoreSheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->characters = g_ptr_array_new_with_free_func (g_object_unref);
  self->story_cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) cw_draft_story_unref);
  self->players = g_ptr_array_new_with_free_func ((GDestroyNotify) sheet_player_free);
}
