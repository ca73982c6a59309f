/* cw-table-page.c: the Table view: set-up, the Storyline, the dice, the turn's actions, the log and the score. */
#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "cw-table-page.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-dice.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"

/* Side by side from this width; below it the dice, actions and log go under the Storyline. */
#define WIDE_WIDTH   760
#define SIDE_WIDTH   360
/* Lines of the log shown beside the table; the whole log is one click away. */
#define LOG_LINES     40

struct _CwTablePage
{
  GtkWidget        parent_instance;

  /* template */
  AdwToastOverlay *toast_overlay;
  GtkStack        *stack;
  GtkRevealer     *setup_notice_revealer;
  GtkLabel        *setup_notice_label;
  CwMatchSetup    *setup;
  GtkDrawingArea  *author_dot;
  GtkLabel        *turn_label;
  GtkWidget       *step_draw;
  GtkWidget       *step_roll;
  GtkWidget       *step_actions;
  GtkWidget       *step_bonus;
  GtkLabel        *balance_label;
  GtkRevealer     *refusal_revealer;
  GtkLabel        *refusal_label;
  GtkWidget       *board;
  CwStorylineView *storyline;
  CwDiceTray      *dice_tray;
  GtkFlowBox      *buttons_box;
  GtkListBox      *actions_list;
  GtkListBox      *authors_list;
  GtkListBox      *log_list;

  CwSession       *session;
  CwMatch         *match;
  gulong           changed_id;
  char            *refusal;
  char            *last_log_line;
  /* A saved match that could not be read: kept as it is, and moved aside (never
   * overwritten) before a new match is saved in its place. */
  char            *unreadable_path;
  GHashTable      *libraries;       /* Library name → CwLibrary, for the cards a hand may hold */
  int              popover_place;
  gboolean         save_failed;     /* tell once, not after every action */
  gboolean         score_shown;     /* the final score pops up once */
  AdwToast        *last_toast;      /* weak */
  gboolean         can_undo;
  gboolean         can_redo;
};

G_DEFINE_FINAL_TYPE (CwTablePage, cw_table_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

static void refresh (CwTablePage *self);
static gboolean perform (CwTablePage *self, CwMatchAction *action);
static void show_score_dialog (CwTablePage *self);

/* ---- little helpers ---- */

static void
free_closure_data (gpointer  data,
                   GClosure *closure)
{
  g_free (data);
}

static GtkWindow *
parent_window (CwTablePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) && gtk_widget_get_mapped (GTK_WIDGET (self)) ? GTK_WINDOW (root) : NULL;
}

static void
toast (CwTablePage *self,
       const char  *message)
{
  AdwToast *toast = adw_toast_new (message);

  /* Undo pressed five times says the fifth thing undone now, not in fifteen seconds. */
  if (self->last_toast != NULL)
    adw_toast_dismiss (self->last_toast);
  g_set_weak_pointer (&self->last_toast, toast);
  adw_toast_set_timeout (toast, 3);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
draw_colour_dot (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  const char *colour = g_object_get_data (G_OBJECT (area), "cw-colour");
  GdkRGBA rgba;

  if (colour == NULL || !gdk_rgba_parse (&rgba, colour))
    return;
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 0.5, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill (cr);
}

static void
set_dot_colour (GtkWidget  *area,
                const char *colour)
{
  g_object_set_data_full (G_OBJECT (area), "cw-colour", g_strdup (colour), g_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_colour_dot, NULL, NULL);
  gtk_widget_queue_draw (area);
}

static GtkWidget *
colour_dot_new (const char *colour,
                int         size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  set_dot_colour (area, colour);
  return area;
}

static char *
cost_text (int cost)
{
  if (cost <= 0)
    return g_strdup (_("free"));
  /* Translators: a cost in Story Points. */
  return g_strdup_printf (_("%d SP"), cost);
}

static gboolean
match_is_live (CwTablePage *self)
{
  return self->match != NULL &&
         (cw_match_get_phase (self->match) == CW_MATCH_PHASE_PLAYING ||
          cw_match_get_phase (self->match) == CW_MATCH_PHASE_THE_END);
}

/* ---- the rule that refuses ---- */

static void
show_refusal (CwTablePage *self,
              const char  *message)
{
  g_free (self->refusal);
  self->refusal = g_strdup (message);
  gtk_label_set_text (self->refusal_label, message);
  gtk_revealer_set_reveal_child (self->refusal_revealer, TRUE);
}

static void
clear_refusal (CwTablePage *self)
{
  g_clear_pointer (&self->refusal, g_free);
  gtk_revealer_set_reveal_child (self->refusal_revealer, FALSE);
}

static void
on_refusal_dismissed (CwTablePage *self)
{
  clear_refusal (self);
}

/* ---- autosave ---- */

static char *
matches_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "cardwright", "matches", NULL);
}

char *
cw_table_page_dup_autosave_path (CwTablePage *self)
{
  g_autofree char *dir = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);

  if (self->session == NULL)
    return NULL;
  dir = matches_dir ();
  name = g_strdup_printf ("current-%s.xml", cw_game_get_id (cw_session_get_game (self->session)));
  return g_build_filename (dir, name, NULL);
}

/* A finished or abandoned match is kept beside the current one, dated, never deleted. */
static void
move_aside (CwTablePage *self,
            const char  *path,
            const char  *why)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *dir = matches_dir ();
  /* Our own extension, so the file manager opens a kept match in Cardwright (data/…mime.xml). */
  g_autofree char *name = g_strdup_printf ("%s-%s-%s.cwmatch", cw_game_get_id (cw_session_get_game (self->session)),
                                           why, stamp);
  g_autofree char *target = g_build_filename (dir, name, NULL);

  if (g_file_test (path, G_FILE_TEST_EXISTS) && g_rename (path, target) != 0)
    g_warning ("Could not keep %s as %s: %s", path, target, g_strerror (errno));
}

static void
autosave (CwTablePage *self)
{
  g_autofree char *path = cw_table_page_dup_autosave_path (self);
  g_autofree char *dir = matches_dir ();
  g_autoptr (GError) error = NULL;

  if (path == NULL || self->match == NULL)
    return;

  if (self->unreadable_path != NULL)
    {
      move_aside (self, self->unreadable_path, "unreadable");
      g_clear_pointer (&self->unreadable_path, g_free);
    }

  if (g_mkdir_with_parents (dir, 0700) != 0)
    g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", dir, g_strerror (errno));
  if (error == NULL && cw_match_save_to_file (self->match, path, &error))
    {
      self->save_failed = FALSE;
      return;
    }

  if (!self->save_failed)
    {
      g_autofree char *message = g_strdup_printf (_("The match could not be saved: %s"), error->message);

      show_refusal (self, message);
    }
  self->save_failed = TRUE;
}

/* ---- performing ---- */

static void
on_match_changed (CwTablePage *self)
{
  autosave (self);
  refresh (self);
}

static void
on_action_button_clicked (GtkWidget   *button,
                          CwTablePage *self)
{
  CwMatchAction *action = g_object_get_data (G_OBJECT (button), "cw-action");
  GtkWidget *popover = cw_storyline_view_get_popover (self->storyline);
  gboolean in_popover;
  CwActionKind kind;

  if (action == NULL)
    return;
  /* Asked before performing: the popover's content is rebuilt by the change. */
  in_popover = popover != NULL && gtk_widget_is_ancestor (button, popover);
  kind = cw_match_action_get_kind (action);
  if (!perform (self, action))
    return;
  /* After a move the eye goes to where the Character went; a Vitality change may come
   * again, so its popover stays. */
  if (in_popover && kind != CW_ACTION_VITALITY)
    gtk_popover_popdown (GTK_POPOVER (popover));
}

static void
attach_action (GtkWidget     *widget,
               CwMatchAction *action)
{
  g_object_set_data_full (G_OBJECT (widget), "cw-action", cw_match_action_ref (action),
                          (GDestroyNotify) cw_match_action_unref);
}

static GtkWidget *
action_button_new (CwTablePage   *self,
                   const char    *label,
                   CwMatchAction *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  attach_action (button, action);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_action_button_clicked), self, 0);
  return button;
}

/* ---- a face-down card nobody knows yet ---- */

typedef struct {
  CwTablePage   *self;
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

static GPtrArray *
catalog_cards_of_types (CwTablePage        *self,
                        const char * const *types)
{
  GPtrArray *cards = g_ptr_array_new ();
  GListModel *sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));

  for (guint s = 0; s < g_list_model_get_n_items (sets); s++)
    {
      g_autoptr (CwCardSet) set = g_list_model_get_item (sets, s);

      for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
        {
          CwCard *card = cw_card_set_get_card (set, i);

          if (g_strv_contains (types, cw_card_get_card_type (card) ? cw_card_get_card_type (card) : ""))
            g_ptr_array_add (cards, card);
        }
    }
  return cards;
}

static void
on_identify_response (AdwMessageDialog *dialog,
                      const char       *response,
                      IdentifyData     *data)
{
  CwTablePage *self = data->self;
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
      perform (self, again);
      return;
    }

  if (!cw_match_identify_location (self->match, cw_match_action_get_place (data->pending), card, &error))
    {
      show_refusal (self, error->message);
      return;
    }
  perform (self, data->pending);
}

static void
ask_which_location (CwTablePage   *self,
                    CwMatchAction *pending,
                    const char    *why)
{
  static const char * const types[] = { "location", NULL };
  GtkWindow *window = parent_window (self);
  IdentifyData *data;
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *dialog;
  GtkWidget *choice;

  if (window == NULL)
    {
      show_refusal (self, why);
      return;
    }

  data = g_new0 (IdentifyData, 1);
  data->self = self;
  data->pending = cw_match_action_ref (pending);
  data->locations = catalog_cards_of_types (self, types);
  for (guint i = 0; i < data->locations->len; i++)
    gtk_string_list_append (names, cw_card_get_title (g_ptr_array_index (data->locations, i)));

  choice = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_drop_down_set_expression (GTK_DROP_DOWN (choice),
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

    dialog = adw_message_dialog_new (window, _("Which Location Is It?"), why);
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  }
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "identify", _("_Turn It Up"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "identify", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "identify");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_identify_response), data, identify_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
perform (CwTablePage   *self,
         CwMatchAction *action)
{
  g_autoptr (GError) error = NULL;

  if (self->match == NULL)
    return FALSE;

  if (!cw_match_perform (self->match, action, &error))
    {
      if (g_error_matches (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD))
        ask_which_location (self, action, error->message);
      else
        show_refusal (self, error->message);
      return FALSE;
    }
  /* The match's ::changed has saved and redrawn everything already. */
  if (!self->save_failed)
    clear_refusal (self);
  return TRUE;
}

/* ---- the popover of a place ---- */

static GtkWidget *
caption_label_new (const char *text,
                   const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

static char *
piece_description (CwTablePage *self,
                   guint        piece)
{
  CwMatch *match = self->match;
  GString *text = g_string_new (cw_match_get_author_name (match, cw_match_piece_get_controller (match, piece)));
  guint host = cw_match_piece_get_host (match, piece);
  static const char * const keywords[] = { "prime", "flying", "swimming", "steadfast", "immovable", "sorcery" };

  switch (cw_match_piece_get_kind (match, piece))
    {
    case CW_PIECE_CHARACTER:
      /* Translators: under a Character in the popover of a Location. */
      g_string_append_printf (text, _(" · Vitality %d"), cw_match_piece_get_vitality (match, piece));
      for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
        if (cw_match_piece_has_keyword (match, piece, keywords[i]))
          {
            const CwKeyword *keyword = cw_game_find_keyword (cw_match_get_game (match), keywords[i]);
            g_string_append_printf (text, " · %s", keyword != NULL ? keyword->name : keywords[i]);
          }
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
  if (host != 0 && cw_match_has_piece (match, host))
    {
      CwCard *card = cw_match_piece_get_card (match, host);
      /* Translators: an Object equipping, or an Effect attached to, a card in play. */
      g_string_append_printf (text, _(" · on %s"), cw_card_get_name (card));
    }
  return g_string_free (text, FALSE);
}

/* The moves one Character could make from here now, as buttons; the ones the rules
 * forbid, with the rule, so nobody has to look it up. */
static void
add_moves (CwTablePage *self,
           GtkBox      *box,
           guint        piece,
           int          place)
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
          g_autofree char *cost = error != NULL ? NULL : cost_text (cw_match_action_get_cost (action));
          g_autofree char *label = NULL;

          if (cost == NULL)
            label = g_strdup_printf (kind == CW_MOVE_BONUS ? _("Bonus Move to %s") : _("Move to %s"), where);
          else
            label = g_strdup_printf (kind == CW_MOVE_BONUS ? _("Bonus Move to %s · %s") : _("Move to %s · %s"),
                                     where, cost);
          GtkWidget *button = action_button_new (self, label, action);

          gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
          gtk_box_append (box, button);
        }
      else
        {
          /* Translators: a move the rules refuse, then the rule. */
          g_autofree char *text = g_strdup_printf (_("Not to %s: %s"), where, error->message);
          gtk_box_append (box, caption_label_new (text, "dim-label"));
        }
    }
}

static GtkWidget *
place_popover_content (CwTablePage *self,
                       int          place)
{
  CwMatch *match = self->match;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *name = cw_match_dup_place_name (match, place);
  g_autoptr (GArray) pieces = cw_match_get_pieces_at (match, place);
  int current = cw_match_get_current_author (match);
  gboolean live = match_is_live (self);
  GtkWidget *heading;

  gtk_widget_set_size_request (box, 280, -1);
  gtk_widget_set_margin_end (box, 4);
  heading = caption_label_new (name, "heading");
  gtk_box_append (GTK_BOX (box), heading);

  if (cw_match_place_is_title (match, place))
    {
      int author = cw_match_place_get_title_author (match, place);
      CwCard *title = cw_match_get_author_title (match, author);

      if (title != NULL)
        gtk_box_append (GTK_BOX (box), caption_label_new (cw_card_get_title (title), "dim-label"));
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
      gtk_box_append (GTK_BOX (box), caption_label_new (facts->str, "dim-label"));
      g_string_free (facts, TRUE);
      if (card != NULL && cw_card_get_plain_text (card) != NULL && *cw_card_get_plain_text (card) != '\0')
        gtk_box_append (GTK_BOX (box), caption_label_new (cw_card_get_plain_text (card), NULL));
    }
  else
    gtk_box_append (GTK_BOX (box), caption_label_new (_("Face down: it turns up when a Character moves onto it."),
                                                      "dim-label"));

  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));

  if (pieces->len == 0)
    gtk_box_append (GTK_BOX (box), caption_label_new (_("Nobody is here."), "dim-label"));

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

      gtk_box_append (GTK_BOX (row), colour_dot_new (cw_match_get_author_colour (match, controller), 12));
      gtk_box_append (GTK_BOX (text), caption_label_new (cw_card_get_title (card), "heading"));
      gtk_box_append (GTK_BOX (text), caption_label_new (description, "dim-label"));
      gtk_widget_set_hexpand (text, TRUE);
      gtk_box_append (GTK_BOX (row), text);
      gtk_box_append (GTK_BOX (box), row);

      if (kind == CW_PIECE_CHARACTER)
        {
          g_autoptr (CwMatchAction) down = cw_match_action_new_vitality (piece, -1);
          g_autoptr (CwMatchAction) up = cw_match_action_new_vitality (piece, 1);
          GtkWidget *button;

          button = action_button_new (self, "−1", down);
          gtk_widget_set_tooltip_text (button, _("Vitality −1 (a card says so)"));
          gtk_box_append (GTK_BOX (buttons), button);
          button = action_button_new (self, "+1", up);
          gtk_widget_set_tooltip_text (button, _("Vitality +1 (a card says so)"));
          gtk_box_append (GTK_BOX (buttons), button);
        }
      {
        g_autoptr (CwMatchAction) archive = cw_match_action_new_archive (piece);
        g_autoptr (CwMatchAction) banish = cw_match_action_new_banish (piece);
        GtkWidget *button = action_button_new (self, _("_Archive"), archive);

        gtk_widget_set_tooltip_text (button, _("A card archives it"));
        gtk_box_append (GTK_BOX (buttons), button);
        button = action_button_new (self, _("_Banish"), banish);
        gtk_widget_set_tooltip_text (button, _("A card removes it from the game"));
        gtk_box_append (GTK_BOX (buttons), button);
      }
      gtk_widget_set_halign (buttons, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (box), buttons);

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
              gtk_box_append (GTK_BOX (box), action_button_new (self, cw_match_action_get_label (equip), equip));
          }
    }

  if (live && !cw_match_place_is_title (match, place))
    {
      gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      if (cw_match_location_is_face_up (match, place))
        {
          g_autoptr (CwMatchAction) replace = cw_match_action_new_replace_location (place, NULL);
          g_autoptr (GError) error = NULL;

          if (cw_match_check (match, replace, &error) || g_error_matches (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD))
            gtk_box_append (GTK_BOX (box), action_button_new (self, _("_Replace With the Top of the Folio · 2 SP"), replace));
          else
            {
              g_autofree char *text = g_strdup_printf (_("Not replaced now: %s"), error->message);
              gtk_box_append (GTK_BOX (box), caption_label_new (text, "dim-label"));
            }
        }
      else
        {
          g_autoptr (CwMatchAction) reveal = cw_match_action_new_reveal_location (place);
          GtkWidget *button = action_button_new (self, _("_Turn Face Up"), reveal);

          gtk_widget_set_tooltip_text (button, _("A card turns this Location face up"));
          gtk_box_append (GTK_BOX (box), button);
        }
    }
  return box;
}

/* In a scrolled window: a crowded Location still fits the screen, and wrapped lines get
 * their height for the popover's real width. */
static GtkWidget *
place_popover_child (CwTablePage *self,
                     int          place)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 480);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), place_popover_content (self, place));
  return scroller;
}

static void
on_place_activated (CwTablePage *self,
                    int          place)
{
  GtkWidget *popover;

  if (self->match == NULL)
    return;
  self->popover_place = place;
  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), place_popover_child (self, place));
  cw_storyline_view_popup (self->storyline, popover, place);
}

static void
refresh_popover (CwTablePage *self)
{
  GtkWidget *popover = cw_storyline_view_get_popover (self->storyline);

  if (popover == NULL || !gtk_widget_get_visible (popover) || self->match == NULL ||
      self->popover_place < 0 || self->popover_place >= (int) cw_match_get_n_places (self->match))
    return;
  gtk_popover_set_child (GTK_POPOVER (popover), place_popover_child (self, self->popover_place));
}

/* ---- the turn bar, the tray, the actions, the Authors, the log ---- */

static void
set_step_style (GtkWidget *label,
                CwTurnStep step,
                CwTurnStep current,
                gboolean   live)
{
  gtk_widget_remove_css_class (label, "current");
  gtk_widget_remove_css_class (label, "done");
  if (!live)
    return;
  if (step == current)
    gtk_widget_add_css_class (label, "current");
  else if (step < current)
    gtk_widget_add_css_class (label, "done");
}

static void
refresh_turn_bar (CwTablePage *self)
{
  CwMatch *match = self->match;
  CwMatchPhase phase = cw_match_get_phase (match);
  int author = cw_match_get_current_author (match);
  CwTurnStep step = cw_match_get_step (match);
  g_autofree char *turn = NULL;
  g_autofree char *balance = NULL;
  gboolean live = match_is_live (self);

  if (phase == CW_MATCH_PHASE_OVER)
    {
      g_autoptr (GArray) winners = cw_match_get_winners (match);
      g_autoptr (GArray) score = cw_match_get_score (match);

      if (winners->len == 1)
        {
          int winner = g_array_index (winners, int, 0);
          /* Translators: the end of a match: who won and with how much Vitality. */
          turn = g_strdup_printf (_("The End: %s wins with %d"), cw_match_get_author_name (match, winner),
                                  g_array_index (score, CwMatchScore, winner).total);
          author = winner;
        }
      else
        turn = g_strdup (_("The End: a tie"));
    }
  else if (phase == CW_MATCH_PHASE_THE_END)
    /* Translators: after "The End", the Authors who have not played this round still do. */
    turn = g_strdup_printf (_("The End is reached · %s’s last turn · round %u"),
                            cw_match_get_author_name (match, author), cw_match_get_round (match));
  else
    /* Translators: the turn bar of the Table view. */
    turn = g_strdup_printf (_("%s’s turn · round %u"), cw_match_get_author_name (match, author),
                            cw_match_get_round (match));
  gtk_label_set_text (self->turn_label, turn);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_label), turn);
  set_dot_colour (GTK_WIDGET (self->author_dot), author >= 0 ? cw_match_get_author_colour (match, author) : NULL);

  set_step_style (self->step_draw, CW_TURN_STEP_DRAW, step, live);
  set_step_style (self->step_roll, CW_TURN_STEP_ROLL, step, live);
  set_step_style (self->step_actions, CW_TURN_STEP_ACTIONS, step, live);
  set_step_style (self->step_bonus, CW_TURN_STEP_BONUS_MOVE, step, live);

  /* Translators: the current Author's Story Point balance. */
  balance = g_strdup_printf (_("%d SP"), live ? cw_match_get_balance (match, author) : 0);
  gtk_label_set_text (self->balance_label, balance);
}

static void
refresh_tray (CwTablePage *self)
{
  CwMatch *match = self->match;
  int author = cw_match_get_current_author (match);
  CwTurnStep step = cw_match_get_step (match);
  gboolean live = match_is_live (self);
  g_autoptr (CwDice) last = cw_match_dup_last_roll (match);

  if (live && step <= CW_TURN_STEP_ROLL)
    {
      g_autoptr (CwDice) pool = cw_match_dup_turn_pool (match);
      guint gold = cw_match_get_gold_dice (match, author);
      g_autofree char *caption = NULL;

      /* Translators: over the dice before the roll: whose turn, and the gold dice their Characters add. */
      caption = g_strdup_printf (ngettext ("%s rolls next · %u gold die", "%s rolls next · %u gold dice", gold),
                                 cw_match_get_author_name (match, author), gold);
      cw_dice_tray_set_dice (self->dice_tray, pool, FALSE, caption);
    }
  else if (last != NULL)
    {
      int who = cw_match_get_last_roll_author (match);
      /* Translators: over the dice after a roll: who rolled how many Story Points. */
      g_autofree char *caption = g_strdup_printf (_("%s rolled %d SP"),
                                                  who >= 0 ? cw_match_get_author_name (match, who) : "",
                                                  cw_dice_get_total (last));
      cw_dice_tray_set_dice (self->dice_tray, last, TRUE, caption);
    }
  else
    cw_dice_tray_set_dice (self->dice_tray, NULL, FALSE, NULL);

  cw_dice_tray_set_roll_due (self->dice_tray, live && step == CW_TURN_STEP_ROLL);
}

static void
on_row_activated (AdwActionRow *row,
                  CwTablePage  *self)
{
  on_action_button_clicked (GTK_WIDGET (row), self);
}

static GtkWidget *
action_row_new (CwTablePage   *self,
                CwMatchAction *action)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *cost = cost_text (cw_match_action_get_cost (action));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_match_action_get_label (action));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cost);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  attach_action (row, action);
  g_signal_connect_object (row, "activated", G_CALLBACK (on_row_activated), self, 0);
  return row;
}

static void
add_button (CwTablePage *self,
            GtkWidget   *button,
            gboolean     suggested)
{
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_flow_box_append (self->buttons_box, button);
}

static GtkWidget *
named_action_button_new (const char *label,
                         const char *action_name)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
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
      else
        gtk_list_box_remove (GTK_LIST_BOX (container), child);
    }
}

static void
refresh_actions (CwTablePage *self)
{
  CwMatch *match = self->match;
  g_autoptr (GPtrArray) legal = cw_match_list_legal_actions (match);
  GtkWidget *replace_row = NULL;
  CwTurnStep step = cw_match_get_step (match);
  gboolean live = match_is_live (self);
  guint n_rows = 0;

  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  /* The buttons are made anew after every action: keep the keyboard in the list. */
  gboolean had_focus = focus != NULL &&
                       (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->buttons_box)) ||
                        gtk_widget_is_ancestor (focus, GTK_WIDGET (self->actions_list)));

  remove_all_children (GTK_WIDGET (self->buttons_box));
  remove_all_children (GTK_WIDGET (self->actions_list));

  for (guint i = 0; i < legal->len; i++)
    {
      CwMatchAction *action = g_ptr_array_index (legal, i);
      g_autofree char *cost = cost_text (cw_match_action_get_cost (action));
      g_autofree char *label = NULL;

      switch (cw_match_action_get_kind (action))
        {
        case CW_ACTION_DRAW:
          add_button (self, action_button_new (self, _("_Draw a Card"), action), TRUE);
          break;
        case CW_ACTION_ROLL:
          add_button (self, named_action_button_new (_("_Roll"), "table.roll"), TRUE);
          break;
        case CW_ACTION_STORY_DRAW:
          /* Translators: the Story Action, with its cost. */
          label = g_strdup_printf (_("Draw a Card · %s"), cost);
          add_button (self, action_button_new (self, label, action), FALSE);
          break;
        case CW_ACTION_END_ACTIONS:
          add_button (self, action_button_new (self, _("_End Story Actions"), action), FALSE);
          break;
        case CW_ACTION_END_TURN:
          add_button (self, action_button_new (self, _("End _Turn"), action), step == CW_TURN_STEP_BONUS_MOVE);
          break;
        case CW_ACTION_REPLACE_LOCATION:
          if (replace_row == NULL)
            {
              replace_row = adw_expander_row_new ();
              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (replace_row), _("Replace a Location"));
              adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (replace_row),
                                             _("Its Characters and Objects stay with the new one"));
            }
          adw_expander_row_add_row (ADW_EXPANDER_ROW (replace_row), action_row_new (self, action));
          break;
        default:
          gtk_list_box_append (self->actions_list, action_row_new (self, action));
          n_rows++;
          break;
        }
    }
  if (replace_row != NULL)
    {
      gtk_list_box_append (self->actions_list, replace_row);
      n_rows++;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->actions_list), n_rows > 0);

  if (live)
    {
      add_button (self, named_action_button_new (_("_Play a Card…"), "table.play-card"), FALSE);
      add_button (self, named_action_button_new (_("Archive for _Gold Dice…"), "table.archive-for-dice"), FALSE);
    }
  else
    {
      add_button (self, named_action_button_new (_("_Score"), "table.score"), TRUE);
      add_button (self, named_action_button_new (_("_New Match…"), "table.new-match"), FALSE);
    }

  if (had_focus)
    {
      GtkFlowBoxChild *first = gtk_flow_box_get_child_at_index (self->buttons_box, 0);

      if (first != NULL)
        gtk_widget_grab_focus (gtk_flow_box_child_get_child (first));
    }
}

static void
refresh_authors (CwTablePage *self)
{
  CwMatch *match = self->match;
  g_autoptr (GArray) score = cw_match_get_score (match);
  int current = cw_match_get_current_author (match);

  remove_all_children (GTK_WIDGET (self->authors_list));
  for (int a = 0; a < (int) cw_match_get_n_authors (match); a++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *vitality;
      g_autofree char *subtitle = NULL;
      g_autofree char *library = NULL;
      g_autofree char *total = NULL;
      int library_count = cw_match_get_library_count (match, a);

      if (library_count >= 0)
        library = g_strdup_printf (_("Library %d"), library_count);
      else
        library = g_strdup (_("no Library"));
      /* Translators: the cards of an Author, in the Authors list of the Table view. */
      subtitle = g_strdup_printf (_("Hand %d · %s · Archive %d"), cw_match_get_hand_count (match, a), library,
                                  cw_match_get_archive_count (match, a));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_match_get_author_name (match, a));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), colour_dot_new (cw_match_get_author_colour (match, a), 14));
      /* Translators: an Author's Vitality so far, the score. */
      total = g_strdup_printf (_("Vitality %d"), g_array_index (score, CwMatchScore, a).total);
      vitality = gtk_label_new (total);
      gtk_widget_add_css_class (vitality, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), vitality);
      if (a == current && match_is_live (self))
        gtk_widget_add_css_class (row, "current-author");
      gtk_list_box_append (self->authors_list, row);
    }
}

static void
refresh_log (CwTablePage *self)
{
  GPtrArray *log = cw_match_get_log (self->match);
  guint shown = 0;

  remove_all_children (GTK_WIDGET (self->log_list));
  g_clear_pointer (&self->last_log_line, g_free);

  /* Newest first: what just happened is what a player checks. */
  for (guint i = log->len; i > 0 && shown < LOG_LINES; i--, shown++)
    {
      const char *line = g_ptr_array_index (log, i - 1);
      GtkWidget *label = caption_label_new (line, NULL);

      if (self->last_log_line == NULL)
        self->last_log_line = g_strdup (line);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
      if (shown > 0)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_list_box_append (self->log_list, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->log_list), shown > 0);
}

static void
update_history (CwTablePage *self)
{
  gboolean can_undo = self->match != NULL && cw_match_can_undo (self->match);
  gboolean can_redo = self->match != NULL && cw_match_can_redo (self->match);

  if (can_undo != self->can_undo)
    {
      self->can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
}

static void
refresh (CwTablePage *self)
{
  gboolean has_match = self->match != NULL;

  update_history (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", has_match && cw_match_can_undo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo", has_match && cw_match_can_redo (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.roll", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.score", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.log", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.new-match", has_match);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.play-card", has_match && match_is_live (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.archive-for-dice", has_match && match_is_live (self));

  if (!has_match)
    return;

  refresh_turn_bar (self);
  refresh_tray (self);
  refresh_actions (self);
  refresh_authors (self);
  refresh_log (self);
  refresh_popover (self);

  if (cw_match_get_phase (self->match) == CW_MATCH_PHASE_OVER && !self->score_shown)
    {
      self->score_shown = TRUE;
      show_score_dialog (self);
    }
}

/* ---- the match shown ---- */

static void
set_match (CwTablePage *self,
           CwMatch     *match)
{
  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_set_object (&self->match, match);
  self->popover_place = CW_PLACE_NONE;
  clear_refusal (self);
  cw_storyline_view_set_match (self->storyline, match);
  if (match != NULL)
    {
      self->changed_id = g_signal_connect_swapped (match, "changed", G_CALLBACK (on_match_changed), self);
      /* A match resumed already over has had its score seen. */
      self->score_shown = cw_match_get_phase (match) == CW_MATCH_PHASE_OVER;
      gtk_stack_set_visible_child_name (self->stack, "match");
    }
  refresh (self);
}

gboolean
cw_table_page_start_match (CwTablePage *self,
                           guint32      seed,
                           GError     **error)
{
  g_autoptr (CwMatch) match = NULL;

  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);

  match = cw_match_setup_create_match (self->setup, seed, error);
  if (match == NULL)
    return FALSE;
  gtk_revealer_set_reveal_child (self->setup_notice_revealer, FALSE);
  set_match (self, match);
  self->score_shown = FALSE;
  autosave (self);
  return TRUE;
}

static gboolean game_has_table (CwSession *session);

gboolean
cw_table_page_open_match (CwTablePage  *self,
                          const char   *path,
                          GError      **error)
{
  g_autofree char *current = NULL;
  g_autoptr (CwMatch) match = NULL;

  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->session == NULL || !game_has_table (self->session))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: the Table does not play this game yet"), path);
      return FALSE;
    }
  match = cw_match_new_from_file (cw_session_get_game (self->session), cw_session_get_catalog (self->session),
                                  path, error);
  if (match == NULL)
    return FALSE;

  /* The match on the table is kept, dated, beside the one opened; the opened file is left as it is. */
  current = cw_table_page_dup_autosave_path (self);
  if (g_strcmp0 (current, path) != 0 && self->match != NULL)
    move_aside (self, current, cw_match_get_phase (self->match) == CW_MATCH_PHASE_OVER ? "finished" : "left");
  gtk_revealer_set_reveal_child (self->setup_notice_revealer, FALSE);
  set_match (self, match);
  autosave (self);
  return TRUE;
}

static void
show_setup (CwTablePage *self,
            const char  *notice)
{
  set_match (self, NULL);
  gtk_label_set_text (self->setup_notice_label, notice != NULL ? notice : "");
  gtk_revealer_set_reveal_child (self->setup_notice_revealer, notice != NULL);
  gtk_stack_set_visible_child_name (self->stack, "setup");
}

static gboolean
game_has_table (CwSession *session)
{
  CwGame *game = cw_session_get_game (session);

  return cw_game_get_system (game) == CW_SYSTEM_STORYLINE && cw_game_get_dice_pool (game) != NULL;
}

void
cw_table_page_set_session (CwTablePage *self,
                           CwSession   *session)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (CwMatch) match = NULL;

  g_return_if_fail (CW_IS_TABLE_PAGE (self));
  g_return_if_fail (session == NULL || CW_IS_SESSION (session));

  if (self->session == session)
    return;
  g_set_object (&self->session, session);
  g_clear_pointer (&self->unreadable_path, g_free);
  g_hash_table_remove_all (self->libraries);
  cw_storyline_view_set_session (self->storyline, session);

  if (session == NULL || !game_has_table (session))
    {
      set_match (self, NULL);
      gtk_stack_set_visible_child_name (self->stack, "unsupported");
      return;
    }

  cw_match_setup_set_session (self->setup, session);

  /* Resume the game's match where it was: closing the laptop loses nothing. */
  path = cw_table_page_dup_autosave_path (self);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      match = cw_match_new_from_file (cw_session_get_game (session), cw_session_get_catalog (session), path, &error);
      if (match != NULL)
        {
          set_match (self, match);
          return;
        }
      self->unreadable_path = g_strdup (path);
      {
        g_autofree char *notice = g_strdup_printf (_("The saved match could not be read, so a new one starts here. "
                                                     "The file stays as it is until then: %s"), error->message);
        show_setup (self, notice);
      }
      return;
    }
  show_setup (self, NULL);
}

/* ---- actions ---- */

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  g_autoptr (GError) error = NULL;

  if (!cw_table_page_start_match (self, g_random_int (), &error))
    {
      gtk_label_set_text (self->setup_notice_label, error->message);
      gtk_revealer_set_reveal_child (self->setup_notice_revealer, TRUE);
    }
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  g_autoptr (CwMatchAction) action = cw_match_action_new_roll (NULL, 0);

  perform (self, action);
}

static void
on_tray_roll (CwTablePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "table.roll", NULL);
}

static void
on_tray_enter_faces (CwTablePage *self,
                     const guint *faces,
                     guint        n_faces)
{
  g_autoptr (CwMatchAction) action = cw_match_action_new_roll (faces, n_faces);

  perform (self, action);
}

static gboolean
replay (CwTablePage *self,
        gboolean     forward)
{
  g_autofree char *label = NULL;
  g_autofree char *message = NULL;

  if (self->match == NULL)
    return FALSE;
  label = g_strdup (forward ? cw_match_get_redo_label (self->match) : cw_match_get_undo_label (self->match));
  if (!(forward ? cw_match_redo (self->match) : cw_match_undo (self->match)))
    return FALSE;
  clear_refusal (self);
  /* Translators: a short message after undo or redo in the Table view, naming the action. */
  message = g_strdup_printf (forward ? _("Redone: %s") : _("Undone: %s"), label != NULL ? label : "");
  toast (self, message);
  return TRUE;
}

gboolean
cw_table_page_undo (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  return replay (self, FALSE);
}

gboolean
cw_table_page_redo (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  return replay (self, TRUE);
}

gboolean
cw_table_page_get_can_undo (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  return self->can_undo;
}

gboolean
cw_table_page_get_can_redo (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  return self->can_redo;
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  replay (CW_TABLE_PAGE (widget), FALSE);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  replay (CW_TABLE_PAGE (widget), TRUE);
}

/* -- the score -- */

static GtkWidget *
score_grid_new (CwTablePage *self)
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
      gtk_box_append (GTK_BOX (name), colour_dot_new (cw_match_get_author_colour (match, line->author), 12));
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
  CwTablePage   *self;
  GtkWidget     *grid_box;
  GtkDropDown   *author;
  GtkSpinButton *delta;
  GtkEditable   *reason;
} ScoreForm;

static void
on_adjust_clicked (GtkButton *button,
                   ScoreForm *form)
{
  CwTablePage *self = form->self;
  g_autofree char *reason = g_strstrip (g_strdup (gtk_editable_get_text (form->reason)));
  g_autoptr (CwMatchAction) action = NULL;
  GtkWidget *old;

  if (self->match == NULL)
    return;
  action = cw_match_action_new_adjust_score ((int) gtk_drop_down_get_selected (form->author),
                                             gtk_spin_button_get_value_as_int (form->delta),
                                             *reason != '\0' ? reason : _("a card"));
  if (!perform (self, action))
    return;
  gtk_editable_set_text (form->reason, "");
  while ((old = gtk_widget_get_first_child (form->grid_box)) != NULL)
    gtk_box_remove (GTK_BOX (form->grid_box), old);
  gtk_box_append (GTK_BOX (form->grid_box), score_grid_new (self));
}

static void
on_score_response (AdwMessageDialog *dialog,
                   const char       *response,
                   CwTablePage      *self)
{
  if (g_strcmp0 (response, "new") == 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "table.new-match", NULL);
}

static void
show_score_dialog (CwTablePage *self)
{
  GtkWindow *window = parent_window (self);
  CwMatch *match = self->match;
  ScoreForm *form;
  GtkWidget *dialog, *box, *adjust, *author, *delta, *reason, *add;
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr (GArray) winners = NULL;
  g_autofree char *heading = NULL;
  gboolean over;

  if (window == NULL || match == NULL)
    return;

  over = cw_match_get_phase (match) == CW_MATCH_PHASE_OVER;
  winners = cw_match_get_winners (match);
  if (over && winners->len == 1)
    heading = g_strdup_printf (_("The End: %s Wins"), cw_match_get_author_name (match, g_array_index (winners, int, 0)));
  else if (over)
    heading = g_strdup (_("The End: a Tie"));
  else
    heading = g_strdup (_("Score So Far"));

  dialog = adw_message_dialog_new (window, heading,
                                   _("The Vitality of each Author’s Characters in the Storyline, with bonuses and "
                                     "penalties from Locations and other cards. The Prime Character that ended the "
                                     "game does not count."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
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

  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  if (over)
    {
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), "new", _("_New Match"), NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new", ADW_RESPONSE_SUGGESTED);
    }
  else
    adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), NULL);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_score_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
score_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  show_score_dialog (CW_TABLE_PAGE (widget));
}

/* -- the whole log -- */

static void
log_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  GtkWindow *window = parent_window (self);
  GPtrArray *log;
  GString *text;
  GtkWidget *dialog, *scroller, *label;

  if (window == NULL || self->match == NULL)
    return;

  log = cw_match_get_log (self->match);
  text = g_string_new (NULL);
  for (guint i = 0; i < log->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", (const char *) g_ptr_array_index (log, i));

  label = gtk_label_new (text->str);
  g_string_free (text, TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), label);

  dialog = adw_message_dialog_new (window, _("The Match So Far"), NULL);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scroller);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* -- a new match -- */

static void
new_match_now (CwTablePage *self)
{
  g_autofree char *path = cw_table_page_dup_autosave_path (self);

  /* The match so far is kept, dated, beside the one to come. */
  if (path != NULL && self->match != NULL)
    move_aside (self, path, cw_match_get_phase (self->match) == CW_MATCH_PHASE_OVER ? "finished" : "left");
  show_setup (self, NULL);
}

static void
on_new_match_response (AdwMessageDialog *dialog,
                       const char       *response,
                       CwTablePage      *self)
{
  if (g_strcmp0 (response, "new") == 0)
    new_match_now (self);
}

static void
new_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  GtkWindow *window = parent_window (self);
  GtkWidget *dialog;

  if (self->match == NULL)
    return;
  if (window == NULL || cw_match_get_phase (self->match) == CW_MATCH_PHASE_OVER ||
      cw_match_get_n_actions (self->match) == 0)
    {
      new_match_now (self);
      return;
    }

  dialog = adw_message_dialog_new (window, _("Leave This Match?"),
                                   _("It is kept in Cardwright’s matches folder, but the Table view will show the new match."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "new", _("_New Match"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_match_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* -- playing a card -- */

static CwLibrary *
author_library (CwTablePage *self,
                int          author)
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
  CwTablePage  *self;
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
  gtk_list_box_invalidate_filter (form->list);
}

static GtkWidget *
card_row_new (CwTablePage *self,
              CwCard      *card)
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

static void
on_play_response (AdwMessageDialog *dialog,
                  const char       *response,
                  PlayForm         *form)
{
  CwTablePage *self = form->self;
  GtkListBoxRow *row;
  CwCard *card = NULL;
  guint where;
  g_autoptr (CwMatchAction) action = NULL;

  if (g_strcmp0 (response, "play") != 0 || self->match == NULL)
    return;

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
  if (card == NULL)
    {
      show_refusal (self, _("Cards: choose the card to play, or name a card Cardwright does not know."));
      return;
    }

  where = gtk_drop_down_get_selected (form->where);
  if (where >= form->where_places->len)
    where = 0;
  action = cw_match_action_new_play_card (card, g_array_index (form->where_places, int, where),
                                          g_array_index (form->where_targets, guint, where));
  perform (self, action);
}

static GtkWidget *
custom_card_form (CwTablePage *self,
                  PlayForm    *form)
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
      g_ptr_array_add (form->custom_keywords, check);
    }
  gtk_grid_attach (GTK_GRID (grid), keywords, 0, 3, 4, 1);

  form->custom_name = GTK_EDITABLE (name);
  form->custom_type = GTK_DROP_DOWN (type);
  form->custom_cost = GTK_SPIN_BUTTON (cost);
  form->custom_vitality = GTK_SPIN_BUTTON (vitality);
  return grid;
}

static void
play_card_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  GtkWindow *window = parent_window (self);
  CwMatch *match = self->match;
  int author;
  CwLibrary *library;
  PlayForm *form;
  GtkWidget *dialog, *box, *search, *scroller, *list, *where, *expander;
  g_autoptr (GtkStringList) where_names = gtk_string_list_new (NULL);
  g_autoptr (GArray) pieces = NULL;
  g_autofree char *body = NULL;
  const int *line;

  if (window == NULL || match == NULL || !match_is_live (self))
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

          if (card != NULL)
            g_ptr_array_add (form->cards, g_object_ref (card));
        }
    }
  else
    {
      g_autoptr (GPtrArray) cards = catalog_cards_of_types (self, playable_types);

      for (guint i = 0; i < cards->len; i++)
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

  expander = gtk_expander_new_with_mnemonic (_("A card Cardwright does _not know"));
  gtk_expander_set_child (GTK_EXPANDER (expander), custom_card_form (self, form));
  form->custom = GTK_EXPANDER (expander);
  gtk_box_append (GTK_BOX (box), expander);

  /* Translators: the Play a Card dialog: who plays, and their Story Points. */
  body = g_strdup_printf (_("%s pays the card’s Story Point cost from %d SP. A Character goes to %s’s Title card."),
                          cw_match_get_author_name (match, author), cw_match_get_balance (match, author),
                          cw_match_get_author_name (match, author));
  dialog = adw_message_dialog_new (window, _("Play a Card"), body);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "play", _("_Play"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "play", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "play");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_play_response), form, play_form_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* -- Gold Bonus dice for cards archived from hand -- */

typedef struct {
  CwTablePage   *self;
  GtkDropDown   *author;
  GtkSpinButton *count;
} ArchiveForm;

static void
on_archive_response (AdwMessageDialog *dialog,
                     const char       *response,
                     ArchiveForm      *form)
{
  g_autoptr (CwMatchAction) action = NULL;

  if (g_strcmp0 (response, "archive") != 0 || form->self->match == NULL)
    return;
  action = cw_match_action_new_archive_for_dice ((int) gtk_drop_down_get_selected (form->author),
                                                 (guint) gtk_spin_button_get_value_as_int (form->count), NULL, 0);
  perform (form->self, action);
}

static void
archive_for_dice_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  GtkWindow *window = parent_window (self);
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

  dialog = adw_message_dialog_new (window, _("Archive Cards for Gold Dice"),
                                   _("At any time an Author may archive cards from their hand and roll a Gold Bonus "
                                     "die for each one, for extra Story Points."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "archive", _("Archive and _Roll"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "archive", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "archive");
  g_signal_connect_data (dialog, "response", G_CALLBACK (on_archive_response), form, free_closure_data, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- layout: side by side when wide, stacked when narrow ---- */

static GtkWidget *
side_content (GtkWidget *side)
{
  GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (side));

  return GTK_IS_VIEWPORT (child) ? gtk_viewport_get_child (GTK_VIEWPORT (child)) : child;
}

static GtkSizeRequestMode
board_request_mode (GtkWidget *board)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
board_measure (GtkWidget      *board,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline,
               int            *natural_baseline)
{
  GtkWidget *storyline = gtk_widget_get_first_child (board);
  GtkWidget *side = gtk_widget_get_next_sibling (storyline);
  int s_min, s_nat, d_min, d_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (storyline, orientation, -1, &s_min, &s_nat, NULL, NULL);
      gtk_widget_measure (side, orientation, -1, &d_min, &d_nat, NULL, NULL);
      *minimum = MAX (s_min, d_min);
      *natural = s_nat + MAX (d_nat, SIDE_WIDTH);
    }
  else if (for_size < 0 || for_size >= WIDE_WIDTH)
    {
      int width = for_size < 0 ? WIDE_WIDTH : for_size;

      gtk_widget_measure (storyline, orientation, width - SIDE_WIDTH, &s_min, &s_nat, NULL, NULL);
      gtk_widget_measure (side, orientation, SIDE_WIDTH, &d_min, &d_nat, NULL, NULL);
      *minimum = MAX (s_min, d_min);
      *natural = MAX (s_nat, d_nat);
    }
  else
    {
      /* Stacked: the page scrolls, so the side takes all the height its content needs
       * at this width (its scrolled window would measure it at its natural width). */
      gtk_widget_measure (storyline, orientation, for_size, &s_min, &s_nat, NULL, NULL);
      gtk_widget_measure (side_content (side), orientation, for_size, &d_min, &d_nat, NULL, NULL);
      *minimum = s_min + d_min;
      *natural = s_nat + d_min;
    }
  *minimum_baseline = *natural_baseline = -1;
}

static gboolean
set_side_scrolling (gpointer user_data)
{
  GtkWidget *side = user_data;
  gboolean wide = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (side), "cw-wide"));

  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (side);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (side), GTK_POLICY_NEVER,
                                  wide ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  /* GTK 4.8's scrolled window keeps every wheel event even when it has nothing to
   * scroll, so the page would stop scrolling under the pointer: stacked, its wheel
   * handling is switched off. */
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        gtk_event_controller_set_propagation_phase (controller, wide ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE);
    }
  g_object_set_data (G_OBJECT (side), "cw-pending", NULL);
  return G_SOURCE_REMOVE;
}

/* Wide, the side scrolls on its own beside a Storyline that stays in view; stacked, only
 * the page scrolls, or the wheel would scroll the side instead of the page under the
 * pointer. The policy changes after this allocation, never during it. */
static void
update_side_scrolling (GtkWidget *side,
                       gboolean   wide)
{
  GtkPolicyType vertical;

  gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (side), NULL, &vertical);
  g_object_set_data (G_OBJECT (side), "cw-wide", GINT_TO_POINTER (wide));
  if ((vertical == GTK_POLICY_AUTOMATIC) == wide || g_object_get_data (G_OBJECT (side), "cw-pending") != NULL)
    return;
  g_object_set_data (G_OBJECT (side), "cw-pending", GINT_TO_POINTER (TRUE));
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, set_side_scrolling, g_object_ref (side), g_object_unref);
}

static void
board_allocate (GtkWidget *board,
                int        width,
                int        height,
                int        baseline)
{
  GtkWidget *storyline = gtk_widget_get_first_child (board);
  GtkWidget *side = gtk_widget_get_next_sibling (storyline);

  update_side_scrolling (side, width >= WIDE_WIDTH);

  if (width >= WIDE_WIDTH)
    {
      gtk_widget_size_allocate (storyline, &(GtkAllocation) { 0, 0, width - SIDE_WIDTH, height }, -1);
      gtk_widget_size_allocate (side, &(GtkAllocation) { width - SIDE_WIDTH, 0, SIDE_WIDTH, height }, -1);
    }
  else
    {
      int s_min, s_nat, top;

      gtk_widget_measure (storyline, GTK_ORIENTATION_VERTICAL, width, &s_min, &s_nat, NULL, NULL);
      top = MIN (s_min, height);
      gtk_widget_size_allocate (storyline, &(GtkAllocation) { 0, 0, width, top }, -1);
      gtk_widget_size_allocate (side, &(GtkAllocation) { 0, top, width, MAX (0, height - top) }, -1);
    }
}

/* ---- keyboard: Ctrl+R, Ctrl+Z, Ctrl+Shift+Z while the Table view is shown ---- */

static gboolean
shortcut_activate (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  CwTablePage *self = CW_TABLE_PAGE (widget);
  const char *action = user_data;

  /* The controller listens window-wide; only the shown Table view answers. */
  if (!gtk_widget_is_drawable (widget) || self->match == NULL)
    return FALSE;
  return gtk_widget_activate_action (widget, action, NULL);
}

static void
add_shortcuts (CwTablePage *self)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  static const struct {
    guint           key;
    GdkModifierType modifiers;
    const char     *action;
  } shortcuts[] = {
    { GDK_KEY_r, GDK_CONTROL_MASK, "table.roll" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "table.undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo" },
    { GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "table.redo" },
    { GDK_KEY_y, GDK_CONTROL_MASK, "table.redo" },
  };

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller), GTK_SHORTCUT_SCOPE_GLOBAL);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (shortcuts[i].key, shortcuts[i].modifiers),
                                                            gtk_callback_action_new (shortcut_activate,
                                                                                     (gpointer) shortcuts[i].action, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* The few looks libadwaita has no class for: the steps of a turn, the balance, a refusal. */
static void
ensure_style (void)
{
  static gboolean done = FALSE;
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr (GtkCssProvider) provider = NULL;

  if (done || display == NULL)
    return;
  done = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
    "tablepage .step { padding: 1px 8px; border-radius: 999px; font-size: 0.85em;"
    "  background: alpha(currentColor, 0.08); }\n"
    "tablepage .step.current { background: @accent_bg_color; color: @accent_fg_color; font-weight: bold; }\n"
    "tablepage .step.done { opacity: 0.5; }\n"
    "tablepage .balance { font-size: 1.7em; font-weight: 800; padding: 0 6px; }\n"
    "tablepage .refusal { background: alpha(@error_color, 0.12); color: @error_color; padding: 8px 12px; }\n"
    "tablepage row.current-author { background: alpha(@accent_bg_color, 0.12); }\n"
    "tablepage .match-log label { font-size: 0.92em; }\n", -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* ---- getters ---- */

CwMatch *
cw_table_page_get_match (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return self->match;
}

const char *
cw_table_page_get_refusal (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return self->refusal;
}

const char *
cw_table_page_get_balance_text (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return gtk_label_get_text (self->balance_label);
}

const char *
cw_table_page_get_last_log_line (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return self->last_log_line;
}

CwMatchSetup *
cw_table_page_get_setup (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return self->setup;
}

CwStorylineView *
cw_table_page_get_storyline (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return self->storyline;
}

CwDiceTray *
cw_table_page_get_dice_tray (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return self->dice_tray;
}

/* ---- GObject ---- */

static void
cw_table_page_dispose (GObject *object)
{
  CwTablePage *self = CW_TABLE_PAGE (object);

  if (self->match != NULL)
    g_clear_signal_handler (&self->changed_id, self->match);
  g_clear_object (&self->match);
  g_clear_weak_pointer (&self->last_toast);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_TABLE_PAGE);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_table_page_parent_class)->dispose (object);
}

static void
cw_table_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CwTablePage *self = CW_TABLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_table_page_finalize (GObject *object)
{
  CwTablePage *self = CW_TABLE_PAGE (object);

  g_free (self->refusal);
  g_free (self->last_log_line);
  g_free (self->unreadable_path);
  g_hash_table_unref (self->libraries);

  G_OBJECT_CLASS (cw_table_page_parent_class)->finalize (object);
}

static void
cw_table_page_class_init (CwTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_table_page_dispose;
  object_class->finalize = cw_table_page_finalize;
  object_class->get_property = cw_table_page_get_property;

  /* For the window's Undo button and Ctrl+Z while the Table view is shown. */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CW_TYPE_MATCH_SETUP);
  g_type_ensure (CW_TYPE_STORYLINE_VIEW);
  g_type_ensure (CW_TYPE_DICE_TRAY);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, stack);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, setup_notice_revealer);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, setup_notice_label);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, setup);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, author_dot);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, step_draw);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, step_roll);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, step_actions);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, step_bonus);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, balance_label);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, refusal_revealer);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, refusal_label);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, board);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, storyline);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, dice_tray);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, buttons_box);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, actions_list);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, authors_list);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, log_list);
  gtk_widget_class_bind_template_callback (widget_class, on_refusal_dismissed);
  gtk_widget_class_bind_template_callback (widget_class, on_place_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_tray_roll);
  gtk_widget_class_bind_template_callback (widget_class, on_tray_enter_faces);

  gtk_widget_class_install_action (widget_class, "table.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "table.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "table.score", NULL, score_action);
  gtk_widget_class_install_action (widget_class, "table.log", NULL, log_action);
  gtk_widget_class_install_action (widget_class, "table.new-match", NULL, new_match_action);
  gtk_widget_class_install_action (widget_class, "table.play-card", NULL, play_card_action);
  gtk_widget_class_install_action (widget_class, "table.archive-for-dice", NULL, archive_for_dice_action);

  gtk_widget_class_set_css_name (widget_class, "tablepage");
}

static void
cw_table_page_init (CwTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->popover_place = CW_PLACE_NONE;
  self->libraries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  gtk_widget_set_layout_manager (self->board, gtk_custom_layout_new (board_request_mode, board_measure,
                                                                     board_allocate));
  add_shortcuts (self);
  ensure_style ();
  refresh (self);
}

GtkWidget *
cw_table_page_new (void)
{
  return g_object_new (CW_TYPE_TABLE_PAGE, NULL);
}
