/* cw-storyline-board-place.c: the popover of a place on the Storyline: who is there, their moves
 * (only those the rules allow now), the cards' own changes (Vitality, keywords, archive, banish). */
#include "cw-storyline-board-private.h"

#include <glib/gi18n.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"

static char *
piece_description (CwStorylineBoard *self,
                   guint             piece)
{
  CwMatch *match = self->match;
  GString *text = g_string_new (cw_match_get_author_name (match, cw_match_piece_get_controller (match, piece)));
  guint host = cw_match_piece_get_host (match, piece);
  GPtrArray *keywords = cw_game_get_keywords (cw_match_get_game (match));

  switch (cw_match_piece_get_kind (match, piece))
    {
    case CW_PIECE_CHARACTER:
      /* Translators: under a Character in the popover of a Location. */
      g_string_append_printf (text, _(" · Vitality %d"), cw_match_piece_get_vitality (match, piece));
      break;
    case CW_PIECE_OBJECT:
      g_string_append (text, _(" · Object"));
      break;
    case CW_PIECE_EFFECT:
      g_string_append (text, _(" · Effect"));
      break;
    case CW_PIECE_EVENT:
    default:
      g_string_append (text, _(" · Event"));
      break;
    }
  /* The keywords it has now: its card's, and those other cards gave it or took away. */
  for (guint i = 0; keywords != NULL && i < keywords->len; i++)
    {
      const CwKeyword *keyword = g_ptr_array_index (keywords, i);

      if (cw_match_piece_has_keyword (match, piece, keyword->id))
        g_string_append_printf (text, " · %s", keyword->name);
    }
  if (host != 0 && cw_match_has_piece (match, host))
    {
      CwCard *card = cw_match_piece_get_card (match, host);
      /* Translators: an Object equipping, or an Effect attached to, a card in play. */
      g_string_append_printf (text, _(" · on %s"), cw_card_get_name (card));
    }
  return g_string_free (text, FALSE);
}

/* A card gives a keyword or takes it away (Flying from Silver Shoes): one check button a keyword. */
static void
on_keyword_toggled (GtkCheckButton   *check,
                    CwStorylineBoard *self)
{
  guint piece = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "cw-piece"));
  const char *id = g_object_get_data (G_OBJECT (check), "cw-keyword");
  gboolean has_it = gtk_check_button_get_active (check);
  g_autoptr (CwMatchAction) action = NULL;

  if (self->match == NULL || cw_match_piece_has_keyword (self->match, piece, id) == has_it)
    return;
  action = cw_match_action_new_keyword (piece, id, has_it);
  if (!_cw_storyline_board_perform (self, action))
    {
      /* Refused, the rule shown: the box says again what the card has. */
      g_signal_handlers_block_by_func (check, on_keyword_toggled, self);
      gtk_check_button_set_active (check, !has_it);
      g_signal_handlers_unblock_by_func (check, on_keyword_toggled, self);
    }
}

static void
on_keywords_expanded (GtkExpander      *expander,
                      GParamSpec       *pspec,
                      CwStorylineBoard *self)
{
  guint piece = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (expander), "cw-piece"));

  /* Kept open when the popover is made anew after a change. */
  if (gtk_expander_get_expanded (expander))
    self->keywords_piece = piece;
  else if (self->keywords_piece == piece)
    self->keywords_piece = 0;
}

static GtkWidget *
keywords_expander_new (CwStorylineBoard *self,
                       guint             piece)
{
  GPtrArray *keywords = cw_game_get_keywords (cw_match_get_game (self->match));
  GtkWidget *expander = gtk_expander_new_with_mnemonic (_("_Keywords"));
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 3);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 2);
  for (guint i = 0; keywords != NULL && i < keywords->len; i++)
    {
      const CwKeyword *keyword = g_ptr_array_index (keywords, i);
      GtkWidget *check = gtk_check_button_new_with_label (keyword->name);

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), cw_match_piece_has_keyword (self->match, piece, keyword->id));
      gtk_widget_set_tooltip_text (check, keyword->rules);
      g_object_set_data (G_OBJECT (check), "cw-piece", GUINT_TO_POINTER (piece));
      g_object_set_data_full (G_OBJECT (check), "cw-keyword", g_strdup (keyword->id), g_free);
      g_signal_connect_object (check, "toggled", G_CALLBACK (on_keyword_toggled), self, 0);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), check);
      /* The keyboard stops on the check box, not also on the flow box's child around it. */
      gtk_widget_set_focusable (gtk_widget_get_parent (check), FALSE);
    }
  gtk_widget_set_tooltip_text (expander, _("A card gives it a keyword or takes one away"));
  gtk_expander_set_child (GTK_EXPANDER (expander), flow);
  gtk_expander_set_expanded (GTK_EXPANDER (expander), self->keywords_piece == piece);
  g_object_set_data (G_OBJECT (expander), "cw-piece", GUINT_TO_POINTER (piece));
  g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (on_keywords_expanded), self, 0);
  return expander;
}

/* The moves one Character could make from here now, as buttons; the ones the rules
 * forbid, with the rule, so nobody has to look it up. */
static void
add_moves (CwStorylineBoard *self,
           GtkBox           *box,
           guint             piece,
           int               place)
{
  CwMatch *match = self->match;
  CwTurnStep step = cw_match_get_step (match);
  int owner = cw_match_piece_get_owner (match, piece);
  CwMoveKind kind = step == CW_TURN_STEP_BONUS_MOVE ? CW_MOVE_BONUS : CW_MOVE_ACTION;

  for (int direction = 1; direction >= -1; direction -= 2)
    {
      int to = cw_match_get_neighbour (match, owner, place, direction);
      g_autoptr (CwMatchAction) action = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *where = NULL;

      if (to == CW_PLACE_NONE)
        continue;
      where = cw_match_dup_place_name (match, to);
      action = cw_match_action_new_move (piece, to, kind);
      /* A face-down Location nobody has named yet is no refusal: the move asks which it is. */
      if (cw_match_check (match, action, &error) || g_error_matches (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD))
        {
          /* The cost of an unknown Location is known once it turns up. */
          g_autofree char *cost = error != NULL ? NULL : _cw_storyline_board_cost_text (cw_match_action_get_cost (action));
          g_autofree char *label = NULL;

          if (cost == NULL)
            label = g_strdup_printf (kind == CW_MOVE_BONUS ? _("Bonus Move to %s") : _("Move to %s"), where);
          else
            label = g_strdup_printf (kind == CW_MOVE_BONUS ? _("Bonus Move to %s · %s") : _("Move to %s · %s"),
                                     where, cost);
          GtkWidget *button = _cw_storyline_board_action_button_new (self, label, action);

          gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
          gtk_box_append (box, button);
        }
      else
        {
          /* Translators: a move the rules refuse, then the rule. */
          g_autofree char *text = g_strdup_printf (_("Not to %s: %s"), where, error->message);
          gtk_box_append (box, _cw_storyline_board_caption_label_new (text, "dim-label"));
        }
    }
}

static GtkWidget *
place_popover_content (CwStorylineBoard *self,
                       int               place)
{
  CwMatch *match = self->match;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *name = cw_match_dup_place_name (match, place);
  g_autoptr (GArray) pieces = cw_match_get_pieces_at (match, place);
  int current = cw_match_get_current_author (match);
  gboolean live = _cw_storyline_board_is_live (self);
  GtkWidget *heading;
  g_autoptr (GArray) face_down = NULL;

  gtk_widget_set_size_request (box, 280, -1);
  gtk_widget_set_margin_end (box, 4);
  heading = _cw_storyline_board_caption_label_new (name, "heading");
  gtk_box_append (GTK_BOX (box), heading);

  if (cw_match_place_is_title (match, place))
    {
      int author = cw_match_place_get_title_author (match, place);
      CwCard *title = cw_match_get_author_title (match, author);

      if (title != NULL)
        gtk_box_append (GTK_BOX (box), _cw_storyline_board_caption_label_new (cw_card_get_title (title), "dim-label"));
    }
  else if (cw_match_location_is_face_up (match, place))
    {
      CwCard *card = cw_match_get_location (match, place);
      GString *facts = g_string_new (NULL);

      g_string_append_printf (facts, _("Enter %d SP · Leave %d SP"),
                              cw_match_location_get_enter_cost (match, place),
                              cw_match_location_get_leave_cost (match, place));
      if (cw_match_location_is_water (match, place))
        g_string_append (facts, _(" · Water"));
      if (cw_match_location_requires_swimming (match, place))
        g_string_append (facts, _(" · Requires Swimming"));
      gtk_box_append (GTK_BOX (box), _cw_storyline_board_caption_label_new (facts->str, "dim-label"));
      g_string_free (facts, TRUE);
      if (card != NULL && cw_card_get_plain_text (card) != NULL && *cw_card_get_plain_text (card) != '\0')
        gtk_box_append (GTK_BOX (box), _cw_storyline_board_caption_label_new (cw_card_get_plain_text (card), NULL));
    }
  else
    gtk_box_append (GTK_BOX (box), _cw_storyline_board_caption_label_new (_("Face down: it turns up when a Character moves onto it."),
                                                                    "dim-label"));

  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));

  /* The Events this Author keeps face down lie by the Title card: the same rows as under
   * the Author in the side panel, an eye and Trigger. Listed after who is there. */
  if (cw_match_place_is_title (match, place))
    face_down = cw_match_get_face_down_events (match, cw_match_place_get_title_author (match, place));

  if (pieces->len == 0 && (face_down == NULL || face_down->len == 0))
    gtk_box_append (GTK_BOX (box), _cw_storyline_board_caption_label_new (_("Nobody is here."), "dim-label"));

  for (guint i = 0; i < pieces->len; i++)
    {
      guint piece = g_array_index (pieces, guint, i);
      CwCard *card = cw_match_piece_get_card (match, piece);
      CwPieceKind kind = cw_match_piece_get_kind (match, piece);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      g_autofree char *description = piece_description (self, piece);
      int controller = cw_match_piece_get_controller (match, piece);

      gtk_box_append (GTK_BOX (row), cw_colour_dot_new (cw_match_get_author_colour (match, controller), 12));
      gtk_box_append (GTK_BOX (text), _cw_storyline_board_caption_label_new (cw_card_get_title (card), "heading"));
      gtk_box_append (GTK_BOX (text), _cw_storyline_board_caption_label_new (description, "dim-label"));
      gtk_widget_set_hexpand (text, TRUE);
      gtk_box_append (GTK_BOX (row), text);
      gtk_box_append (GTK_BOX (box), row);

      if (kind == CW_PIECE_CHARACTER)
        {
          g_autoptr (CwMatchAction) down = cw_match_action_new_vitality (piece, -1);
          g_autoptr (CwMatchAction) up = cw_match_action_new_vitality (piece, 1);
          GtkWidget *button;

          button = _cw_storyline_board_action_button_new (self, "−1", down);
          gtk_widget_set_tooltip_text (button, _("Vitality −1 (a card says so)"));
          gtk_box_append (GTK_BOX (buttons), button);
          button = _cw_storyline_board_action_button_new (self, "+1", up);
          gtk_widget_set_tooltip_text (button, _("Vitality +1 (a card says so)"));
          gtk_box_append (GTK_BOX (buttons), button);
        }
      {
        g_autoptr (CwMatchAction) archive = cw_match_action_new_archive (piece);
        g_autoptr (CwMatchAction) banish = cw_match_action_new_banish (piece);
        GtkWidget *button = _cw_storyline_board_action_button_new (self, _("_Archive"), archive);

        gtk_widget_set_tooltip_text (button, _("A card archives it"));
        gtk_box_append (GTK_BOX (buttons), button);
        button = _cw_storyline_board_action_button_new (self, _("_Banish"), banish);
        gtk_widget_set_tooltip_text (button, _("A card removes it from the game"));
        gtk_box_append (GTK_BOX (buttons), button);
      }
      gtk_widget_set_halign (buttons, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), buttons);
      gtk_box_append (GTK_BOX (box), keywords_expander_new (self, piece));

      if (live && kind == CW_PIECE_CHARACTER && controller == current)
        add_moves (self, GTK_BOX (box), piece, place);

      /* An Object lying here may be equipped by the current Author's Character. */
      if (live && kind == CW_PIECE_OBJECT && cw_match_piece_get_host (match, piece) == 0)
        for (guint j = 0; j < pieces->len; j++)
          {
            guint character = g_array_index (pieces, guint, j);
            g_autoptr (CwMatchAction) equip = NULL;

            if (cw_match_piece_get_kind (match, character) != CW_PIECE_CHARACTER ||
                cw_match_piece_get_controller (match, character) != current)
              continue;
            equip = cw_match_action_new_equip (current, piece, character);
            if (cw_match_check (match, equip, NULL))
              gtk_box_append (GTK_BOX (box), _cw_storyline_board_action_button_new (self, cw_match_action_get_label (equip), equip));
          }
    }

  if (face_down != NULL && face_down->len > 0)
    {
      int author = cw_match_place_get_title_author (match, place);
      g_autofree char *count = g_strdup_printf (ngettext ("%u face-down Event", "%u face-down Events", face_down->len),
                                                face_down->len);
      GtkWidget *list = gtk_list_box_new ();

      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      for (guint i = 0; i < face_down->len; i++)
        gtk_list_box_append (GTK_LIST_BOX (list),
                             _cw_storyline_board_face_down_event_row_new (self, author, g_array_index (face_down, guint, i), i + 1));
      if (pieces->len > 0)
        gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      gtk_box_append (GTK_BOX (box), _cw_storyline_board_caption_label_new (count, "heading"));
      gtk_box_append (GTK_BOX (box), list);
    }

  if (live && !cw_match_place_is_title (match, place))
    {
      gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      if (cw_match_location_is_face_up (match, place))
        {
          g_autoptr (CwMatchAction) replace = cw_match_action_new_replace_location (place, NULL);
          g_autoptr (GError) error = NULL;

          if (cw_match_check (match, replace, &error) || g_error_matches (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD))
            gtk_box_append (GTK_BOX (box), _cw_storyline_board_action_button_new (self, _("_Replace With the Top of the Folio · 2 SP"), replace));
          else
            {
              g_autofree char *text = g_strdup_printf (_("Not replaced now: %s"), error->message);
              gtk_box_append (GTK_BOX (box), _cw_storyline_board_caption_label_new (text, "dim-label"));
            }
        }
      else
        {
          g_autoptr (CwMatchAction) reveal = cw_match_action_new_reveal_location (place);
          GtkWidget *button = _cw_storyline_board_action_button_new (self, _("_Turn Face Up"), reveal);

          gtk_widget_set_tooltip_text (button, _("A card turns this Location face up"));
          gtk_box_append (GTK_BOX (box), button);
        }
    }
  return box;
}

/* In a scrolled window: a crowded Location still fits the screen, and wrapped lines get
 * their height for the popover's real width. */
static GtkWidget *
place_popover_child (CwStorylineBoard *self,
                     int               place)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 480);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), place_popover_content (self, place));
  return scroller;
}

void
_cw_storyline_board_on_place_activated (CwStorylineBoard *self,
                                        int               place)
{
  GtkWidget *popover;

  if (self->match == NULL)
    return;
  self->popover_place = place;
  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), place_popover_child (self, place));
  cw_storyline_view_popup (self->view, popover, place);
}

void
_cw_storyline_board_refresh_popover (CwStorylineBoard *self)
{
  GtkWidget *popover = cw_storyline_view_get_popover (self->view);

  if (popover == NULL || !gtk_widget_get_visible (popover) || self->match == NULL ||
      self->popover_place < 0 || self->popover_place >= (int) cw_match_get_n_places (self->match))
    return;
  gtk_popover_set_child (GTK_POPOVER (popover), place_popover_child (self, self->popover_place));
}
