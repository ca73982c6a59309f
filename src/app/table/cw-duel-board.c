/* cw-duel-board.c: the Table's board for the Good against Evil duel. Here: the object, what the shell
 * asks of a board (CwBoard), the two sides (Characters in their groups, Locations, counts) and the
 * panel of the actions offered; the attack sheet and the card picker are in cw-duel-board-sheet.c. */
#include "cw-duel-board-private.h"

#include <glib/gi18n.h>

#include "cw-text.h"
#include "cw-card.h"
#include "cw-dice.h"
#include "cw-catalog.h"
#include "cw-game.h"

static void cw_duel_board_board_init (CwBoardInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwDuelBoard, cw_duel_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (CW_TYPE_BOARD, cw_duel_board_board_init))

/* The rule book's win rule starts counting at this turn ("from turn 6"). */
#define WIN_RULE_TURN 6

/* ---- helpers the board's files share ---- */

GtkWindow *
_cw_duel_board_parent_window (CwDuelBoard *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

GtkWidget *
_cw_duel_board_label_new (const char *text,
                          const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

void
_cw_duel_board_show_popover (CwDuelBoard *self,
                             GtkWidget   *child,
                             GtkWidget   *anchor)
{
  graphene_rect_t bounds;
  GdkRectangle rect = { 0, 0, gtk_widget_get_width (GTK_WIDGET (self)), 1 };

  if (gtk_widget_compute_bounds (anchor, GTK_WIDGET (self), &bounds))
    rect = (GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y, (int) bounds.size.width,
                            (int) bounds.size.height };
  gtk_popover_set_child (GTK_POPOVER (self->popover), child);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

static void
unref_action (gpointer action)
{
  /* Every duel action is the engine's refcounted value; the engine class unrefs it. */
  CwEngineClass *klass = g_type_class_peek (CW_TYPE_DUEL);

  klass->action_unref (action);
}

void
_cw_duel_board_attach_action (GtkWidget      *widget,
                              CwEngineAction  action)
{
  CwEngineClass *klass = g_type_class_peek (CW_TYPE_DUEL);

  g_object_set_data_full (G_OBJECT (widget), "cw-action", klass->action_ref (action), unref_action);
}

static void
on_action_activated (GtkWidget   *widget,
                     CwDuelBoard *self)
{
  CwEngineAction action = g_object_get_data (G_OBJECT (widget), "cw-action");
  GtkWidget *popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);

  if (action == NULL)
    return;
  /* Held while performing: the change rebuilds the widget that holds the action. */
  action = cw_engine_action_ref (CW_ENGINE (self->duel), action);
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  self->attacker = NULL;
  cw_board_perform (CW_BOARD (self), action);
  cw_engine_action_unref (CW_ENGINE (self->duel), action);
}

GtkWidget *
_cw_duel_board_action_button_new (CwDuelBoard    *self,
                                  const char     *label,
                                  CwEngineAction  action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  _cw_duel_board_attach_action (button, action);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_action_activated), self, 0);
  return button;
}

static void
remove_all_children (GtkWidget *container)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (container)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (container))
        gtk_flow_box_remove (GTK_FLOW_BOX (container), child);
      else if (GTK_IS_LIST_BOX (container))
        gtk_list_box_remove (GTK_LIST_BOX (container), child);
      else
        gtk_box_remove (GTK_BOX (container), child);
    }
}

static const char *
phase_title (CwDuelPhase phase)
{
  static const char * const titles[] = { N_("Adventure Phase"), N_("Summon Phase"), N_("Attack Phase"),
                                         N_("Rest Phase"), N_("The duel is over") };

  return _(titles[MIN (phase, CW_DUEL_PHASE_OVER)]);
}

/* An action's button into the row of buttons, at position (-1: the end). The keyboard stops
 * on the button, not also on the flow box's child around it: Tab took two presses an action. */
static void
add_button (CwDuelBoard *self,
            GtkWidget   *button,
            int          position)
{
  gtk_flow_box_insert (self->buttons_box, button, position);
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
}

/* ---- one side of the table ---- */

static char *
status_text (CwDuelBoard *self,
             CwCard      *card)
{
  CwDuelStatus status;
  int controller;
  const char *held_by = NULL;
  CwCard *holder = NULL;
  int owner = cw_duel_get_owner (self->duel, card);
  CwEngine *engine = CW_ENGINE (self->duel);

  if (!cw_duel_get_character (self->duel, cw_card_get_id (card), &status, &controller, &held_by))
    return NULL;
  if (held_by != NULL)
    holder = cw_catalog_lookup (cw_engine_get_catalog (engine), held_by);
  switch (status)
    {
    case CW_DUEL_KILLED: return g_strdup (_("Killed"));
    case CW_DUEL_INCAPACITATED: return g_strdup (_("Incapacitated"));
    case CW_DUEL_EXILED: return g_strdup (_("Exiled"));
    case CW_DUEL_CAPTURED:
      /* Translators: a status badge: the Character is a captive of this Character, and whose it is. */
      return g_strdup_printf (_("Captured by %s · %s’s"), holder ? cw_card_get_name (holder) : "?",
                              cw_engine_get_player_name (engine, (guint) owner));
    case CW_DUEL_VIABLE:
    default:
      if (held_by != NULL)
        /* Translators: a status badge: the Character is controlled by this Character, and whose it is. */
        return g_strdup_printf (_("Controlled by %s · %s’s"), holder ? cw_card_get_name (holder) : "?",
                                cw_engine_get_player_name (engine, (guint) owner));
      return NULL;
    }
}

/* "Holds Dorthy Gale captive", "Controls Toto": what a Character did to whom. */
static char *
holds_text (CwDuelBoard *self,
            CwCard      *card,
            GPtrArray   *characters)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < characters->len; i++)
    {
      CwCard *other = g_ptr_array_index (characters, i);
      CwDuelStatus status;
      const char *held_by = NULL;

      if (!cw_duel_get_character (self->duel, cw_card_get_id (other), &status, NULL, &held_by) ||
          g_strcmp0 (held_by, cw_card_get_id (card)) != 0)
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      if (status == CW_DUEL_CAPTURED)
        /* Translators: under a Character: the one it holds captive. */
        g_string_append_printf (text, _("holds %s captive"), cw_card_get_name (other));
      else
        /* Translators: under a Character: the one it controls. */
        g_string_append_printf (text, _("controls %s"), cw_card_get_name (other));
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* The hand stays open or closed as the player left it, though the side is remade. */
static void
on_hand_expanded (GtkExpander *expander,
                  GParamSpec  *pspec,
                  CwDuelBoard *self)
{
  self->hand_expanded = gtk_expander_get_expanded (expander);
}

static void on_character_activated (AdwActionRow *row,
                                    CwDuelBoard  *self);

static GtkWidget *
character_row_new (CwDuelBoard *self,
                   CwCard      *card,
                   GPtrArray   *characters)
{
  GtkWidget *row = adw_action_row_new ();
  GPtrArray *attached = cw_duel_get_attached (self->duel, card);
  CwCard *location = cw_duel_get_assigned (self->duel, card);
  g_autofree char *status = status_text (self, card);
  g_autofree char *holds = holds_text (self, card, characters);
  g_autoptr (GString) subtitle = g_string_new (NULL);
  g_autofree char *title = NULL;

  /* Translators: a Character on the board and its printed Force. */
  title = g_strdup_printf (_("%s · Force %d"), cw_card_get_name (card), cw_card_get_int_or (card, "force", 0));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  for (guint i = 0; attached != NULL && i < attached->len; i++)
    g_string_append_printf (subtitle, "%s+ %s", i ? ", " : "", cw_card_get_name (g_ptr_array_index (attached, i)));
  if (location != NULL)
    /* Translators: under a Character: the Location it is assigned to. */
    g_string_append_printf (subtitle, _("%sat %s"), subtitle->len ? " · " : "", cw_card_get_name (location));
  if (holds != NULL)
    g_string_append_printf (subtitle, "%s%s", subtitle->len ? " · " : "", holds);
  if (subtitle->len > 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);
  if (status != NULL)
    {
      GtkWidget *badge = gtk_label_new (status);

      gtk_label_set_wrap (GTK_LABEL (badge), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (badge), 14);
      gtk_widget_add_css_class (badge, "caption-heading");
      gtk_widget_add_css_class (badge, "warning");
      gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), badge);
    }
  if (self->attacker == card)
    gtk_widget_add_css_class (row, "accent");
  g_object_set_data (G_OBJECT (row), "cw-card", card);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect_object (row, "activated", G_CALLBACK (on_character_activated), self, 0);
  return row;
}

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *label = _cw_duel_board_label_new (text, "heading");

  gtk_widget_set_margin_top (label, 6);
  return label;
}

static GtkWidget *
boxed_list_new (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return list;
}

static void
fill_side (CwDuelBoard *self,
           int          player)
{
  GtkWidget *side = self->sides[player];
  CwEngine *engine = CW_ENGINE (self->duel);
  g_autoptr (GPtrArray) characters = cw_duel_list_characters (self->duel);
  g_autoptr (GPtrArray) locations = cw_duel_list_locations (self->duel, player);
  g_autoptr (GHashTable) shown = g_hash_table_new (NULL, NULL);
  g_autofree char *title = NULL;
  g_autofree char *counts = NULL;
  GtkWidget *list = NULL;
  guint n_groups = 0;

  remove_all_children (side);
  title = g_strdup_printf ("%s%s", cw_engine_get_player_name (engine, (guint) player),
                           player == cw_duel_get_current (self->duel) && !cw_engine_is_over (engine) ? _(" · playing") : "");
  gtk_box_append (GTK_BOX (side), _cw_duel_board_label_new (title, "title-4"));
  /* Translators: a player's cards: deck, hand (and its limit), discard pile. */
  counts = g_strdup_printf (_("Deck %u · Hand %u of %u · Discard %u"), cw_duel_get_deck_size (self->duel, player),
                            cw_duel_get_hand_size (self->duel, player), cw_duel_get_hand_limit (self->duel, player),
                            cw_duel_get_discard_size (self->duel, player));
  gtk_box_append (GTK_BOX (side), _cw_duel_board_label_new (counts, "dim-label"));
  /* The hand the duel keeps for the player whose turn it is, by name: what the picker and the
   * discards offer come from it. */
  if (player == cw_duel_get_current (self->duel) && !cw_engine_is_over (engine))
    {
      GPtrArray *hand = cw_duel_get_hand (self->duel, player);
      g_autoptr (GString) names = g_string_new (NULL);
      g_autofree char *heading = g_strdup_printf (_("_Hand (%u)"), hand->len);
      GtkWidget *expander = gtk_expander_new_with_mnemonic (heading);

      for (guint i = 0; i < hand->len; i++)
        g_string_append_printf (names, "%s%s", i ? ", " : "", cw_card_get_name (g_ptr_array_index (hand, i)));
      gtk_expander_set_child (GTK_EXPANDER (expander), _cw_duel_board_label_new (names->str, NULL));
      gtk_expander_set_expanded (GTK_EXPANDER (expander), self->hand_expanded);
      g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (on_hand_expanded), self, 0);
      gtk_box_append (GTK_BOX (side), expander);
    }

  /* Characters in their groups: a group's members one after the other under one heading;
   * a captive or controlled Character is shown with the side that holds it. */
  for (guint i = 0; i < characters->len; i++)
    {
      CwCard *card = g_ptr_array_index (characters, i);
      int controller;
      guint group;

      if (g_hash_table_contains (shown, card) ||
          !cw_duel_get_character (self->duel, cw_card_get_id (card), NULL, &controller, NULL) || controller != player)
        continue;
      group = cw_duel_get_group (self->duel, card);
      if (group != 0)
        {
          g_autofree char *heading = g_strdup_printf (_("Group %u"), ++n_groups);

          gtk_box_append (GTK_BOX (side), heading_new (heading));
          list = boxed_list_new ();
          gtk_box_append (GTK_BOX (side), list);
          for (guint j = i; j < characters->len; j++)
            {
              CwCard *member = g_ptr_array_index (characters, j);

              if (cw_duel_get_group (self->duel, member) == group)
                {
                  gtk_list_box_append (GTK_LIST_BOX (list), character_row_new (self, member, characters));
                  g_hash_table_add (shown, member);
                }
            }
          list = NULL;
          continue;
        }
      if (list == NULL)
        {
          gtk_box_append (GTK_BOX (side), heading_new (_("Characters")));
          list = boxed_list_new ();
          gtk_box_append (GTK_BOX (side), list);
        }
      gtk_list_box_append (GTK_LIST_BOX (list), character_row_new (self, card, characters));
      g_hash_table_add (shown, card);
    }
  if (g_hash_table_size (shown) == 0)
    gtk_box_append (GTK_BOX (side), _cw_duel_board_label_new (_("No Characters in play"), "dim-label"));

  if (locations->len > 0)
    {
      gtk_box_append (GTK_BOX (side), heading_new (_("Locations")));
      list = boxed_list_new ();
      gtk_box_append (GTK_BOX (side), list);
      for (guint i = 0; i < locations->len; i++)
        {
          CwCard *location = g_ptr_array_index (locations, i);
          GtkWidget *row = adw_action_row_new ();
          g_autoptr (GString) assigned = g_string_new (NULL);

          for (guint j = 0; j < characters->len; j++)
            if (cw_duel_get_assigned (self->duel, g_ptr_array_index (characters, j)) == location)
              g_string_append_printf (assigned, "%s%s", assigned->len ? ", " : "",
                                      cw_card_get_name (g_ptr_array_index (characters, j)));
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_card_get_name (location));
          {
            int owner = cw_duel_get_owner (self->duel, location);
            /* Translators: under a Location: the Characters assigned to it. */
            g_autofree char *text = assigned->len > 0 ? g_strdup_printf (_("Assigned: %s"), assigned->str)
                                                      : g_strdup (_("Nobody assigned"));

            if (owner != player)
              {
                /* Translators: under a Location taken by "Control a Location": whose card it is, then who is assigned. */
                const char *name = cw_engine_get_player_name (engine, (guint) owner);
                g_autofree char *taken = g_strdup_printf (cw_text_for_name (name, _("Controlled, %s’s card · %s"),
                                                                            /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                            C_("name starts with a vowel", "Controlled, %s’s card · %s")),
                                                          name, text);

                adw_action_row_set_subtitle (ADW_ACTION_ROW (row), taken);
              }
            else
              adw_action_row_set_subtitle (ADW_ACTION_ROW (row), text);
          }
          /* A target for an attack on a Location, or the Location of an "assign". */
          g_object_set_data (G_OBJECT (row), "cw-card", location);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          g_signal_connect_object (row, "activated", G_CALLBACK (on_character_activated), self, 0);
          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
    }
}

/* ---- clicking a Character: attacker, then target; or its other actions ---- */

static gboolean
concerns (CwEngineAction action,
          CwCard        *card)
{
  return cw_duel_action_get_card (action) == card || cw_duel_action_get_target (action) == card;
}

static void
on_character_activated (AdwActionRow *row,
                        CwDuelBoard  *self)
{
  CwCard *card = g_object_get_data (G_OBJECT (row), "cw-card");
  g_autoptr (GPtrArray) legal = NULL;
  gboolean attacks = FALSE;
  GtkWidget *box;
  guint n_offered = 0;

  if (self->duel == NULL || card == NULL)
    return;
  legal = cw_engine_list_legal (CW_ENGINE (self->duel));

  /* A target for the attacker picked: choose how it attacks. */
  if (self->attacker != NULL && card != self->attacker)
    {
      for (guint i = 0; i < legal->len; i++)
        {
          CwEngineAction action = g_ptr_array_index (legal, i);

          if (cw_duel_action_get_kind (action) == CW_DUEL_ACTION_ATTACK &&
              cw_duel_action_get_card (action) == self->attacker && cw_duel_action_get_target (action) == card)
            {
              _cw_duel_board_choose_attack (self, card, GTK_WIDGET (row));
              return;
            }
        }
      {
        g_autofree char *message = g_strdup_printf (_("%s cannot attack %s now"), cw_card_get_name (self->attacker),
                                                    cw_card_get_name (card));

        cw_board_refuse (CW_BOARD (self), message);
      }
      return;
    }
  if (self->attacker == card)
    {
      /* A second click puts the attacker down. */
      self->attacker = NULL;
      cw_board_refresh (CW_BOARD (self));
      return;
    }

  for (guint i = 0; i < legal->len; i++)
    attacks |= cw_duel_action_get_kind (g_ptr_array_index (legal, i)) == CW_DUEL_ACTION_ATTACK &&
               cw_duel_action_get_card (g_ptr_array_index (legal, i)) == card;
  if (attacks)
    {
      self->attacker = card;
      cw_board_refresh (CW_BOARD (self));
      return;
    }

  /* Its other actions (attach to it, group, leave, assign) in a popover under the row. */
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  for (guint i = 0; i < legal->len; i++)
    {
      CwEngineAction action = g_ptr_array_index (legal, i);
      CwDuelActionKind kind = cw_duel_action_get_kind (action);

      if (kind == CW_DUEL_ACTION_ATTACK || kind == CW_DUEL_ACTION_NEXT || !concerns (action, card))
        continue;
      gtk_box_append (GTK_BOX (box), _cw_duel_board_action_button_new (
                        self, cw_engine_action_get_label (CW_ENGINE (self->duel), action), action));
      n_offered++;
    }
  if (n_offered == 0)
    {
      g_autofree char *message = g_strdup_printf (_("Nothing can be done with %s now"), cw_card_get_name (card));

      g_object_ref_sink (box);
      g_object_unref (box);
      cw_board_refuse (CW_BOARD (self), message);
      return;
    }
  _cw_duel_board_show_popover (self, box, GTK_WIDGET (row));
}

/* ---- the panel beside the board ---- */

static void
on_row_activated (AdwActionRow *row,
                  CwDuelBoard  *self)
{
  on_action_activated (GTK_WIDGET (row), self);
}

static void
on_pick_card_clicked (CwDuelBoard *self)
{
  _cw_duel_board_pick_card (self);
}

static void
on_pick_draw_clicked (CwDuelBoard *self)
{
  _cw_duel_board_pick_draw (self);
}

static void
on_cancel_attacker_clicked (CwDuelBoard *self)
{
  self->attacker = NULL;
  cw_board_refresh (CW_BOARD (self));
}

static void
refresh_panel (CwDuelBoard *self)
{
  g_autoptr (GPtrArray) legal = NULL;
  gboolean can_pick = FALSE, can_attack = FALSE, can_organise = FALSE, can_end = FALSE, can_name_draw = FALSE;
  guint n_rows = 0;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  /* The buttons are made anew after every action: keep the keyboard in the panel. */
  gboolean had_focus = focus != NULL && gtk_widget_is_ancestor (focus, self->panel);

  remove_all_children (GTK_WIDGET (self->buttons_box));
  remove_all_children (GTK_WIDGET (self->actions_list));
  if (self->duel == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->actions_list), FALSE);
      return;
    }
  legal = cw_engine_list_legal (CW_ENGINE (self->duel));
  for (guint i = 0; i < legal->len; i++)
    {
      CwEngineAction action = g_ptr_array_index (legal, i);

      switch (cw_duel_action_get_kind (action))
        {
        case CW_DUEL_ACTION_DRAW:
          if (cw_duel_action_get_card (action) != NULL)
            {
              /* Real decks: one chooser for every card the deck may have given. */
              can_name_draw = TRUE;
              break;
            }
          {
            guint n = cw_duel_get_draw_count (self->duel, cw_duel_get_current (self->duel));
            g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Draw %u Card", "_Draw %u Cards", n), n);
            GtkWidget *button = _cw_duel_board_action_button_new (self, label, action);

            gtk_widget_add_css_class (button, "suggested-action");
            add_button (self, button, -1);
          }
          break;
        case CW_DUEL_ACTION_SUMMON:
          can_pick = TRUE;
          break;
        case CW_DUEL_ACTION_ATTACH:
          can_pick = can_organise = TRUE;
          break;
        case CW_DUEL_ACTION_ATTACK:
          can_attack = TRUE;
          break;
        case CW_DUEL_ACTION_RESOLVE:
          /* On the attack sheet, with its dice. */
          break;
        case CW_DUEL_ACTION_NEXT:
          {
            static const char * const ends[] = { N_("_End the Adventure Phase"), N_("_End the Summon Phase"),
                                                 N_("_End the Attack Phase"), N_("_End the Turn") };
            CwDuelPhase phase = cw_duel_get_phase (self->duel);

            can_end = TRUE;
            add_button (self, _cw_duel_board_action_button_new (self, _(ends[MIN (phase, CW_DUEL_PHASE_REST)]), action), -1);
          }
          break;
        case CW_DUEL_ACTION_GROUP:
        case CW_DUEL_ACTION_LEAVE:
          can_organise = TRUE;
          G_GNUC_FALLTHROUGH;
        case CW_DUEL_ACTION_PLAY:
        case CW_DUEL_ACTION_DISCARD:
        case CW_DUEL_ACTION_ASSIGN:
        default:
          {
            GtkWidget *row = adw_action_row_new ();

            adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
            adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                           cw_engine_action_get_label (CW_ENGINE (self->duel), action));
            adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
            gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
            _cw_duel_board_attach_action (row, action);
            g_signal_connect_object (row, "activated", G_CALLBACK (on_row_activated), self, 0);
            gtk_list_box_append (self->actions_list, row);
            n_rows++;
          }
          break;
        }
    }
  if (can_pick)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Put a Card into Play…"));

      g_signal_connect_object (button, "clicked", G_CALLBACK (on_pick_card_clicked), self, G_CONNECT_SWAPPED);
      add_button (self, button, 0);
    }
  if (can_name_draw)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Name the Card Drawn…"));

      gtk_widget_add_css_class (button, "suggested-action");
      g_signal_connect_object (button, "clicked", G_CALLBACK (on_pick_draw_clicked), self, G_CONNECT_SWAPPED);
      add_button (self, button, 0);
    }
  if (self->attacker != NULL)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Cancel the Attack"));

      g_signal_connect_object (button, "clicked", G_CALLBACK (on_cancel_attacker_clicked), self, G_CONNECT_SWAPPED);
      add_button (self, button, 0);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->actions_list), n_rows > 0);

  if (self->attacker != NULL)
    {
      g_autofree char *hint = g_strdup_printf (_("%s attacks: now click the target (an opposing Character, your captive to rescue, or a Location)."),
                                               cw_card_get_name (self->attacker));

      gtk_label_set_text (self->hint, hint);
    }
  else if (can_name_draw)
    {
      int drawer = cw_duel_get_current (self->duel);
      guint to_deal = cw_duel_get_cards_to_deal (self->duel, &drawer);
      g_autofree char *hint = NULL;

      if (to_deal > 0)
        /* Translators: the hint while the opening hands are dealt from the players' own decks. */
        {
          const char *name = cw_engine_get_player_name (CW_ENGINE (self->duel), (guint) drawer);

          hint = g_strdup_printf (cw_text_for_name (name,
                                                    g_dngettext (GETTEXT_PACKAGE, "Deal %s’s opening hand at the table and name the cards: %u to go.",
                                                                 "Deal %s’s opening hand at the table and name the cards: %u to go.", to_deal),
                                                    /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                    cw_text_npgettext ("name starts with a vowel",
                                                                       "Deal %s’s opening hand at the table and name the cards: %u to go.",
                                                                       "Deal %s’s opening hand at the table and name the cards: %u to go.", to_deal)),
                                  name, to_deal);
        }
      else if (cw_duel_get_cards_to_name (self->duel, drawer) > 0)
        /* Translators: the hint while an Item's draw (Powder of Life) is named from a real deck. */
        hint = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s draws with an Item at the table: name the cards, %u to go.",
                                             "%s draws with an Item at the table: name the cards, %u to go.",
                                             cw_duel_get_cards_to_name (self->duel, drawer)),
                                cw_engine_get_player_name (CW_ENGINE (self->duel), (guint) drawer),
                                cw_duel_get_cards_to_name (self->duel, drawer));
      else
        /* Translators: the hint of the Adventure Phase with real decks. */
        hint = g_strdup_printf (_("%s draws from the deck at the table: name each card drawn (%u of %u named)."),
                                cw_engine_get_player_name (CW_ENGINE (self->duel), (guint) drawer),
                                cw_duel_get_cards_drawn (self->duel, drawer), cw_duel_get_draw_count (self->duel, drawer));
      gtk_label_set_text (self->hint, hint);
    }
  else if (can_attack)
    gtk_label_set_text (self->hint, _("To declare an attack, click the attacking Character, then its target."));
  else if (can_organise)
    gtk_label_set_text (self->hint, _("Click a Character to group it or attach a card to it."));
  else if (!can_end && cw_duel_get_phase (self->duel) == CW_DUEL_PHASE_REST)
    {
      int current = cw_duel_get_current (self->duel);
      /* Translators: why the turn cannot end yet; the rule book's "Max hand size is 7 cards. Discard excess cards." */
      g_autofree char *hint = g_strdup_printf (_("%s holds %u cards and may keep %u: discard before the turn ends."),
                                               cw_engine_get_player_name (CW_ENGINE (self->duel), (guint) current),
                                               cw_duel_get_hand_size (self->duel, current),
                                               cw_duel_get_hand_limit (self->duel, current));

      gtk_label_set_text (self->hint, hint);
    }
  else
    gtk_label_set_text (self->hint, "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint), *gtk_label_get_text (self->hint) != '\0');

  if (had_focus && gtk_widget_get_first_child (GTK_WIDGET (self->buttons_box)) != NULL)
    gtk_widget_child_focus (GTK_WIDGET (self->buttons_box), GTK_DIR_TAB_FORWARD);
}

static GtkWidget *
panel_new (CwDuelBoard *self)
{
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *heading = _cw_duel_board_label_new (_("Actions"), "heading");
  GtkWidget *buttons = gtk_flow_box_new ();
  GtkWidget *list = boxed_list_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), 3);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (buttons), FALSE);
  gtk_box_append (GTK_BOX (panel), heading);
  gtk_box_append (GTK_BOX (panel), buttons);
  gtk_box_append (GTK_BOX (panel), list);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Other actions"), -1);
  self->buttons_box = GTK_FLOW_BOX (buttons);
  self->actions_list = GTK_LIST_BOX (list);
  return panel;
}

/* ---- CwBoard ---- */

static void
cw_duel_board_set_session (CwBoard   *board,
                           CwSession *session)
{
  g_set_object (&CW_DUEL_BOARD (board)->session, session);
}

static void
cw_duel_board_refresh (CwBoard *board)
{
  CwDuelBoard *self = CW_DUEL_BOARD (board);
  g_autoptr (GString) header = g_string_new (NULL);
  CwEngine *engine;

  if (self->duel == NULL)
    {
      refresh_panel (self);
      return;
    }
  engine = CW_ENGINE (self->duel);
  /* An attacker picked before the change may no longer attack. */
  if (self->attacker != NULL)
    {
      g_autoptr (GPtrArray) legal = cw_engine_list_legal (engine);
      gboolean still = FALSE;

      for (guint i = 0; i < legal->len; i++)
        still |= cw_duel_action_get_kind (g_ptr_array_index (legal, i)) == CW_DUEL_ACTION_ATTACK &&
                 cw_duel_action_get_card (g_ptr_array_index (legal, i)) == self->attacker;
      if (!still)
        self->attacker = NULL;
    }

  /* Translators: the board's header: the turn and its phase. */
  g_string_printf (header, _("Turn %u · %s"), cw_duel_get_turn (self->duel), phase_title (cw_duel_get_phase (self->duel)));
  for (int p = 0; p < 2; p++)
    {
      guint without = cw_duel_get_turns_without_viable (self->duel, p);

      if (without > 0 && !cw_engine_is_over (engine))
        {
          g_string_append (header, "\n");
          /* Translators: the win rule's countdown: a player ended a turn with no viable Character. */
          g_string_append_printf (header, _("%s has had no viable Character for %u turn; one more and %s loses."),
                                  cw_engine_get_player_name (engine, (guint) p), without,
                                  cw_engine_get_player_name (engine, (guint) p));
        }
    }
  if (!cw_engine_is_over (engine) && cw_duel_get_turn (self->duel) < WIN_RULE_TURN)
    {
      g_string_append (header, "\n");
      /* Translators: before the win rule counts. */
      g_string_append_printf (header, _("From turn %d, a player with no viable Character for two turns in a row loses."),
                              WIN_RULE_TURN);
    }
  gtk_label_set_text (self->header, header->str);
  fill_side (self, 0);
  fill_side (self, 1);
  _cw_duel_board_refresh_sheet (self);
  refresh_panel (self);
}

static void
cw_duel_board_set_engine (CwBoard  *board,
                          CwEngine *engine)
{
  CwDuelBoard *self = CW_DUEL_BOARD (board);

  g_return_if_fail (engine == NULL || CW_IS_DUEL (engine));
  g_set_object (&self->duel, (CwDuel *) engine);
  self->attacker = NULL;
  self->sheet_rolls[0] = self->sheet_rolls[1] = 0;
  gtk_widget_set_visible (self->box, engine != NULL);
  cw_duel_board_refresh (board);
}

static CwEngine *
cw_duel_board_get_engine (CwBoard *board)
{
  CwDuelBoard *self = CW_DUEL_BOARD (board);

  return self->duel != NULL ? CW_ENGINE (self->duel) : NULL;
}

static const CwBoardStep steps[] = {
  /* Translators: phase 1 of a duel turn, short. */
  { N_("1 Adventure"), N_("Adventure Phase: draw 2 cards") },
  /* Translators: phase 2 of a duel turn, short. */
  { N_("2 Summon"), N_("Summon Phase: put Characters and Locations into play, attach cards, form groups") },
  /* Translators: phase 3 of a duel turn, short. */
  { N_("3 Attack"), N_("Attack Phase: declare all attacks, then resolve them one by one") },
  /* Translators: phase 4 of a duel turn, short. */
  { N_("4 Rest"), N_("Rest Phase: discard down to the hand limit, assign Characters to Locations") },
};

static const CwBoardStep *
cw_duel_board_get_steps (CwBoard *board,
                         guint   *n_steps)
{
  *n_steps = G_N_ELEMENTS (steps);
  return steps;
}

static void
cw_duel_board_describe_turn (CwBoard     *board,
                             CwBoardTurn *turn)
{
  CwDuelBoard *self = CW_DUEL_BOARD (board);
  CwEngine *engine;
  int current;

  if (self->duel == NULL)
    return;
  engine = CW_ENGINE (self->duel);
  current = cw_duel_get_current (self->duel);
  if (cw_engine_is_over (engine))
    {
      int winner = cw_duel_get_winner (self->duel);

      if (winner >= 0)
        /* Translators: the end of a duel by the win rule. */
        turn->title = g_strdup_printf (_("%s wins: %s has had no viable Character for two turns"),
                                       cw_engine_get_player_name (engine, (guint) winner),
                                       cw_engine_get_player_name (engine, (guint) (1 - winner)));
      else
        turn->title = g_strdup (_("The duel ends with no winner"));
      return;
    }
  /* Translators: the turn bar of a duel. */
  turn->title = g_strdup_printf (cw_text_for_name (cw_engine_get_player_name (engine, (guint) current),
                                                   _("%s’s turn · turn %u"),
                                                   /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                   C_("name starts with a vowel", "%s’s turn · turn %u")),
                                 cw_engine_get_player_name (engine, (guint) current), cw_duel_get_turn (self->duel));
  turn->step = (int) cw_duel_get_phase (self->duel);
  /* Translators: the current player's hand and its limit. */
  turn->balance = g_strdup_printf (_("Hand %u/%u"), cw_duel_get_hand_size (self->duel, current),
                                   cw_duel_get_hand_limit (self->duel, current));
  turn->balance_tooltip = g_strdup (_("Cards in hand, and the most kept at the end of the turn"));
}

static CwDice *
two_d12 (CwDuelBoard *self)
{
  const CwDieDef *d12 = self->session ? cw_game_find_die (cw_session_get_game (self->session), "d12") : NULL;
  CwDice *dice;

  if (d12 == NULL)
    return NULL;
  dice = cw_dice_new ();
  cw_dice_add (dice, d12);
  cw_dice_add (dice, d12);
  return dice;
}

static void
cw_duel_board_describe_dice (CwBoard     *board,
                             CwBoardDice *dice)
{
  CwDuelBoard *self = CW_DUEL_BOARD (board);
  CwEngine *engine;
  guint n;

  if (self->duel == NULL)
    return;
  /* The attacker's d12 and the defender's are each added to a side's Force, never together. */
  dice->separate = TRUE;
  engine = CW_ENGINE (self->duel);
  if (cw_duel_get_declared (self->duel, NULL, NULL, NULL, NULL))
    {
      dice->dice = two_d12 (self);
      dice->can_roll = TRUE;
      dice->caption = g_strdup (_("One d12 for the attacker, then one for the defender"));
      return;
    }
  /* The last battle's dice, while its turn lasts. */
  if (cw_duel_get_phase (self->duel) != CW_DUEL_PHASE_ATTACK && cw_duel_get_phase (self->duel) != CW_DUEL_PHASE_REST)
    return;
  n = cw_engine_get_n_actions (engine);
  for (guint i = n; i > 0; i--)
    {
      CwEngineAction action = cw_engine_get_action (engine, i - 1);
      CwDuelActionKind kind = cw_duel_action_get_kind (action);
      int rolls[2];
      guint faces[2];

      /* A turn begins with its draw: the dice of an earlier turn are not this one's. */
      if (kind == CW_DUEL_ACTION_DRAW)
        break;
      if (kind != CW_DUEL_ACTION_RESOLVE)
        continue;
      cw_duel_action_get_rolls (action, &rolls[0], &rolls[1]);
      dice->dice = two_d12 (self);
      faces[0] = (guint) rolls[0] - 1;
      faces[1] = (guint) rolls[1] - 1;
      if (dice->dice == NULL || !cw_dice_set_faces (dice->dice, faces, 2))
        {
          g_clear_object (&dice->dice);
          return;
        }
      dice->rolled = TRUE;
      /* Translators: over the dice after a battle. */
      dice->caption = g_strdup_printf (_("Attack rolled %d, defense %d"), rolls[0], rolls[1]);
      return;
    }
}

static GtkWidget *
cw_duel_board_get_side_panel (CwBoard *board)
{
  return CW_DUEL_BOARD (board)->panel;
}

static CwEngineAction
cw_duel_board_new_roll_action (CwBoard     *board,
                               const guint *faces,
                               guint        n_faces)
{
  CwDuelBoard *self = CW_DUEL_BOARD (board);

  if (self->duel == NULL || !cw_duel_get_declared (self->duel, NULL, NULL, NULL, NULL))
    return NULL;
  if (faces == NULL)
    return cw_duel_action_new_resolve (0, 0);
  if (n_faces != 2 || faces[0] > 11 || faces[1] > 11)
    return NULL;
  return cw_duel_action_new_resolve ((int) faces[0] + 1, (int) faces[1] + 1);
}

static void
cw_duel_board_board_init (CwBoardInterface *iface)
{
  iface->set_session = cw_duel_board_set_session;
  iface->set_engine = cw_duel_board_set_engine;
  iface->get_engine = cw_duel_board_get_engine;
  iface->refresh = cw_duel_board_refresh;
  iface->get_steps = cw_duel_board_get_steps;
  iface->describe_turn = cw_duel_board_describe_turn;
  iface->describe_dice = cw_duel_board_describe_dice;
  iface->get_side_panel = cw_duel_board_get_side_panel;
  iface->new_roll_action = cw_duel_board_new_roll_action;
}

/* ---- GObject ---- */

static void
cw_duel_board_dispose (GObject *object)
{
  CwDuelBoard *self = CW_DUEL_BOARD (object);

  g_clear_handle_id (&self->preview_idle, g_source_remove);
  self->sheet_preview = NULL;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  g_clear_object (&self->panel);
  g_clear_object (&self->duel);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (cw_duel_board_parent_class)->dispose (object);
}

/* The board holds its box and its popover, which must be told where it is after every allocation. */
static void
cw_duel_board_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  gtk_widget_measure (CW_DUEL_BOARD (widget)->box, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
cw_duel_board_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  CwDuelBoard *self = CW_DUEL_BOARD (widget);

  gtk_widget_allocate (self->box, width, height, baseline, NULL);
  if (gtk_widget_get_visible (self->popover))
    gtk_popover_present (GTK_POPOVER (self->popover));
}

static GtkSizeRequestMode
cw_duel_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cw_duel_board_class_init (CwDuelBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_duel_board_dispose;
  widget_class->measure = cw_duel_board_measure;
  widget_class->size_allocate = cw_duel_board_size_allocate;
  widget_class->get_request_mode = cw_duel_board_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "duelboard");
}

static void
cw_duel_board_init (CwDuelBoard *self)
{
  GtkWidget *sides = gtk_flow_box_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_visible (self->box, FALSE);

  self->header = GTK_LABEL (_cw_duel_board_label_new (NULL, NULL));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->header));
  self->hint = GTK_LABEL (_cw_duel_board_label_new (NULL, "accent"));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->hint));
  {
    /* The sheet stands out as a card, its content inset from the card's edge. */
    GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

    gtk_widget_add_css_class (card, "card");
    self->sheet = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_margin_start (self->sheet, 12);
    gtk_widget_set_margin_end (self->sheet, 12);
    gtk_widget_set_margin_top (self->sheet, 12);
    gtk_widget_set_margin_bottom (self->sheet, 12);
    gtk_box_append (GTK_BOX (card), self->sheet);
    gtk_box_append (GTK_BOX (self->box), card);
  }

  /* The two sides side by side when there is room, one over the other at 360 px. */
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (sides), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (sides), 2);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (sides), TRUE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (sides), 18);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (sides), 18);
  for (int p = 0; p < 2; p++)
    {
      GtkWidget *child;

      GtkWidget *clamp = adw_clamp_new ();

      self->sides[p] = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      /* A long line under a Character would otherwise ask for a whole row and push the
       * other side under it: each side asks for at most a half of a usual board. */
      adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 330);
      adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 330);
      adw_clamp_set_child (ADW_CLAMP (clamp), self->sides[p]);
      gtk_flow_box_append (GTK_FLOW_BOX (sides), clamp);
      /* The flow box's child only holds the side: the keyboard goes to the rows inside. */
      child = gtk_widget_get_parent (clamp);
      gtk_widget_set_focusable (child, FALSE);
    }
  gtk_box_append (GTK_BOX (self->box), sides);

  self->popover = gtk_popover_new ();
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
  self->panel = g_object_ref_sink (panel_new (self));
}

GtkWidget *
cw_duel_board_new (void)
{
  return g_object_new (CW_TYPE_DUEL_BOARD, NULL);
}
