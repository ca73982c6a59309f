/* cw-table-page.c: the Table view's shell, the same for every system: the board registered for the
 * game's table mode (cw-board-registry.c) shows the match and offers its actions. Here: the object,
 * the engine shown (or the board's set-up), autosave and resume, layout and keyboard; the turn
 * bar, dice tray and log are in cw-table-page-panels.c, the table.* actions and their dialogs
 * in cw-table-page-actions.c. */
#include "cw-table-page-private.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "cw-text.h"
#include "cw-board-registry.h"
#include "cw-colour-dot.h"
#include "cw-game.h"

/* Side by side from this width; below it the dice, actions and log go under the board. */
#define WIDE_WIDTH   760
#define SIDE_WIDTH   360

G_DEFINE_FINAL_TYPE (CwTablePage, cw_table_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* ---- little helpers ---- */

GtkWindow *
_cw_table_page_parent_window (CwTablePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) && gtk_widget_get_mapped (GTK_WIDGET (self)) ? GTK_WINDOW (root) : NULL;
}

void
_cw_table_page_toast (CwTablePage *self,
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

/* ---- the rule that refuses ---- */

void
_cw_table_page_show_refusal (CwTablePage *self,
                             const char  *message)
{
  g_free (self->refusal);
  self->refusal = g_strdup (message);
  gtk_label_set_text (self->refusal_label, message);
  gtk_revealer_set_reveal_child (self->refusal_revealer, TRUE);
}

void
_cw_table_page_clear_refusal (CwTablePage *self)
{
  g_clear_pointer (&self->refusal, g_free);
  gtk_revealer_set_reveal_child (self->refusal_revealer, FALSE);
}

static void
on_refusal_dismissed (CwTablePage *self)
{
  _cw_table_page_clear_refusal (self);
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
char *
_cw_table_page_move_aside (CwTablePage *self,
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

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;
  if (g_rename (path, target) != 0)
    {
      g_warning ("Could not keep %s as %s: %s", path, target, g_strerror (errno));
      return NULL;
    }
  return g_steal_pointer (&target);
}

static void
autosave (CwTablePage *self)
{
  g_autofree char *path = cw_table_page_dup_autosave_path (self);
  g_autofree char *dir = matches_dir ();
  g_autoptr (GError) error = NULL;

  if (path == NULL || self->engine == NULL)
    return;

  if (self->unreadable_path != NULL)
    {
      g_free (_cw_table_page_move_aside (self, self->unreadable_path, "unreadable"));
      g_clear_pointer (&self->unreadable_path, g_free);
    }

  if (g_mkdir_with_parents (dir, 0700) != 0)
    g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", dir, g_strerror (errno));
  if (error == NULL && cw_engine_save_to_file (self->engine, path, &error))
    {
      self->save_failed = FALSE;
      return;
    }

  if (!self->save_failed)
    {
      g_autofree char *message = g_strdup_printf (_("The match could not be saved: %s"), error->message);

      _cw_table_page_show_refusal (self, message);
    }
  self->save_failed = TRUE;
}

/* ---- the can-undo and can-redo properties, after every change ---- */

void
_cw_table_page_update_history (CwTablePage *self)
{
  gboolean can_undo = self->engine != NULL && cw_engine_can_undo (self->engine);
  gboolean can_redo = self->engine != NULL && cw_engine_can_redo (self->engine);

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

/* ---- the match shown ---- */

static void
on_engine_changed (CwTablePage *self)
{
  /* Whatever was refused is past; a save that failed keeps saying so. */
  if (!self->save_failed)
    _cw_table_page_clear_refusal (self);
  autosave (self);
  _cw_table_page_refresh (self);
}

static void
on_board_refused (CwTablePage *self,
                  const char  *message)
{
  _cw_table_page_show_refusal (self, message);
}

/* The board told another step of a move (or all of them). */
static void
on_board_revealed (CwTablePage *self)
{
  _cw_table_page_refresh_told (self);
}

static void
set_engine (CwTablePage *self,
            CwEngine    *engine)
{
  if (self->engine != NULL)
    g_clear_signal_handler (&self->changed_id, self->engine);
  g_set_object (&self->engine, engine);
  _cw_table_page_clear_refusal (self);
  if (self->board != NULL)
    cw_board_set_engine (self->board, engine);
  if (engine != NULL)
    {
      self->changed_id = g_signal_connect_swapped (engine, "changed", G_CALLBACK (on_engine_changed), self);
      /* A match resumed already over has had its score seen. */
      self->score_shown = cw_engine_is_over (engine);
      gtk_stack_set_visible_child_name (self->stack, "match");
    }
  _cw_table_page_refresh (self);
}

gboolean
cw_table_page_start_match (CwTablePage *self,
                           guint32      seed,
                           GError     **error)
{
  g_autoptr (CwEngine) engine = NULL;

  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);

  if (self->board == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("The Table does not play this game yet"));
      return FALSE;
    }
  engine = self->board_has_setup ? cw_board_create_engine (self->board, seed, error)
                                 : cw_table_setup_create_engine (self->table_setup, seed, error);
  if (engine == NULL)
    return FALSE;
  gtk_revealer_set_reveal_child (self->setup_notice_revealer, FALSE);
  set_engine (self, engine);
  self->score_shown = FALSE;
  autosave (self);
  return TRUE;
}

static CwEngine *
load_engine (CwTablePage  *self,
             const char   *path,
             GError      **error)
{
  return cw_engine_new_from_file (cw_session_get_game (self->session), cw_session_get_catalog (self->session),
                                  path, error);
}

gboolean
cw_table_page_open_match (CwTablePage  *self,
                          const char   *path,
                          GError      **error)
{
  g_autofree char *current = NULL;
  g_autoptr (CwEngine) engine = NULL;

  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->session == NULL || self->board == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: the Table does not play this game yet"), path);
      return FALSE;
    }
  engine = load_engine (self, path, error);
  if (engine == NULL)
    return FALSE;

  /* The match on the table is kept, dated, beside the one opened; the opened file is left as it is. */
  current = cw_table_page_dup_autosave_path (self);
  if (g_strcmp0 (current, path) != 0 && self->engine != NULL)
    g_free (_cw_table_page_move_aside (self, current, cw_engine_is_over (self->engine) ? "finished" : "left"));
  gtk_revealer_set_reveal_child (self->setup_notice_revealer, FALSE);
  set_engine (self, engine);
  autosave (self);
  return TRUE;
}

void
_cw_table_page_show_setup (CwTablePage *self,
                           const char  *notice)
{
  set_engine (self, NULL);
  gtk_label_set_text (self->setup_notice_label, notice != NULL ? notice : "");
  gtk_revealer_set_reveal_child (self->setup_notice_revealer, notice != NULL);
  gtk_stack_set_visible_child_name (self->stack, "setup");
}

/* The board goes with the game: the one registered for its table mode, or none. */
static void
set_board (CwTablePage *self,
           CwBoard     *board)
{
  GtkWidget *form;

  if (self->board != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->board, on_board_refused, self);
      g_signal_handlers_disconnect_by_func (self->board, on_board_revealed, self);
      gtk_scrolled_window_set_child (self->setup_scroller, NULL);
      adw_bin_set_child (self->panel_slot, NULL);
      adw_bin_set_child (self->board_slot, NULL);
      self->board = NULL;
    }
  if (board == NULL)
    return;
  /* The slot holds the board; the page only looks at it. */
  self->board = board;
  adw_bin_set_child (self->board_slot, GTK_WIDGET (board));
  cw_board_set_session (board, self->session);
  form = cw_board_get_setup_form (board);
  self->board_has_setup = form != NULL;
  if (form == NULL)
    {
      cw_table_setup_set_session (self->table_setup, self->session);
      form = GTK_WIDGET (self->table_setup);
    }
  gtk_scrolled_window_set_child (self->setup_scroller, form);
  /* Another game's form starts at its heading: the scroller is the page's, and kept the last
   * form's place, so "New Game of Ód" showed cut in half after the Storyline's long form. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->setup_scroller), 0);
  adw_bin_set_child (self->panel_slot, cw_board_get_side_panel (board));
  g_signal_connect_object (board, "refused", G_CALLBACK (on_board_refused), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (board, "revealed", G_CALLBACK (on_board_revealed), self, G_CONNECT_SWAPPED);
  _cw_table_page_build_steps (self);
}

static void
show_unsupported (CwTablePage *self)
{
  CwGame *game = self->session != NULL ? cw_session_get_game (self->session) : NULL;
  g_autofree char *description = NULL;

  if (game != NULL)
    /* Translators: the Table view of a game whose table assist is not written yet; the game's name. */
    description = g_strdup_printf (cw_text_for_name (cw_game_get_name (game),
                                                     _("The Table cannot assist a game of %s yet. Its cards, Libraries and "
                                                       "printing work as for every game."),
                                                     /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                     C_("name starts with a vowel",
                                                        "The Table cannot assist a game of %s yet. Its cards, Libraries and "
                                                        "printing work as for every game.")),
                                   cw_game_get_name (game));
  adw_status_page_set_description (self->unsupported_page, description);
  gtk_stack_set_visible_child_name (self->stack, "unsupported");
}

void
cw_table_page_set_session (CwTablePage *self,
                           CwSession   *session)
{
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (CwEngine) engine = NULL;

  g_return_if_fail (CW_IS_TABLE_PAGE (self));
  g_return_if_fail (session == NULL || CW_IS_SESSION (session));

  if (self->session == session)
    return;
  set_engine (self, NULL);
  g_set_object (&self->session, session);
  g_clear_pointer (&self->unreadable_path, g_free);
  set_board (self, session != NULL ? cw_board_registry_new_for_game (cw_session_get_game (session)) : NULL);

  if (self->board == NULL)
    {
      show_unsupported (self);
      return;
    }

  /* Resume the game's match where it was: closing the laptop loses nothing. */
  path = cw_table_page_dup_autosave_path (self);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      engine = load_engine (self, path, &error);
      if (engine != NULL)
        {
          set_engine (self, engine);
          return;
        }
      {
        /* Renamed aside at once, so no save of the new match can ever reach it. */
        g_autofree char *kept = _cw_table_page_move_aside (self, path, "unreadable");
        g_autofree char *notice = NULL;

        if (kept != NULL)
          notice = g_strdup_printf (_("The saved match could not be read, so a new one starts here. "
                                      "It is kept, as it was, as %s. %s"), kept, error->message);
        else
          {
            self->unreadable_path = g_strdup (path);
            notice = g_strdup_printf (_("The saved match could not be read, so a new one starts here. "
                                        "The file stays as it is until then: %s"), error->message);
          }
        _cw_table_page_show_setup (self, notice);
      }
      return;
    }
  _cw_table_page_show_setup (self, NULL);
}

/* ---- layout: side by side when wide, stacked when narrow ---- */

static GtkWidget *
side_content (GtkWidget *side)
{
  GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (side));

  return GTK_IS_VIEWPORT (child) ? gtk_viewport_get_child (GTK_VIEWPORT (child)) : child;
}

static GtkSizeRequestMode
height_for_width_mode (GtkWidget *area)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
board_measure (GtkWidget      *area,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline,
               int            *natural_baseline)
{
  GtkWidget *slot = gtk_widget_get_first_child (area);
  GtkWidget *side = gtk_widget_get_next_sibling (slot);
  int s_min, s_nat, d_min, d_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (slot, orientation, -1, &s_min, &s_nat, NULL, NULL);
      gtk_widget_measure (side, orientation, -1, &d_min, &d_nat, NULL, NULL);
      *minimum = MAX (s_min, d_min);
      *natural = s_nat + MAX (d_nat, SIDE_WIDTH);
    }
  else if (for_size < 0 || for_size >= WIDE_WIDTH)
    {
      int width = for_size < 0 ? WIDE_WIDTH : for_size;

      gtk_widget_measure (slot, orientation, width - SIDE_WIDTH, &s_min, &s_nat, NULL, NULL);
      gtk_widget_measure (side, orientation, SIDE_WIDTH, &d_min, &d_nat, NULL, NULL);
      *minimum = MAX (s_min, d_min);
      *natural = MAX (s_nat, d_nat);
    }
  else
    {
      /* Stacked: the page scrolls, so the side takes all the height its content needs
       * at this width (its scrolled window would measure it at its natural width). */
      gtk_widget_measure (slot, orientation, for_size, &s_min, &s_nat, NULL, NULL);
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

/* Wide, the side scrolls on its own beside a board that stays in view; stacked, only
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

static gboolean
set_wide (gpointer user_data)
{
  GtkWidget *page = user_data;

  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (page), "cw-wide")))
    gtk_widget_add_css_class (page, "wide");
  else
    gtk_widget_remove_css_class (page, "wide");
  g_object_set_data (G_OBJECT (page), "cw-wide-pending", NULL);
  return G_SOURCE_REMOVE;
}

/* Wide, the turn bar's figure takes its large type; narrow, a smaller one, so that at 360 px the
 * title beside it keeps room for whole words ("Hand 7/7" in large type left the duel's title
 * 70 px). Small is the default: a window opened narrow is never widened by the figure before
 * its first allocation. The class changes after this allocation, never during it. */
static void
update_wide (GtkWidget *area,
             gboolean   wide)
{
  GtkWidget *page = gtk_widget_get_ancestor (area, CW_TYPE_TABLE_PAGE);

  if (page == NULL)
    return;
  g_object_set_data (G_OBJECT (page), "cw-wide", GINT_TO_POINTER (wide));
  if (gtk_widget_has_css_class (page, "wide") == wide ||
      g_object_get_data (G_OBJECT (page), "cw-wide-pending") != NULL)
    return;
  g_object_set_data (G_OBJECT (page), "cw-wide-pending", GINT_TO_POINTER (TRUE));
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, set_wide, g_object_ref (page), g_object_unref);
}

static void
board_allocate (GtkWidget *area,
                int        width,
                int        height,
                int        baseline)
{
  GtkWidget *slot = gtk_widget_get_first_child (area);
  GtkWidget *side = gtk_widget_get_next_sibling (slot);

  update_side_scrolling (side, width >= WIDE_WIDTH);
  update_wide (area, width >= WIDE_WIDTH);

  if (width >= WIDE_WIDTH)
    {
      gtk_widget_size_allocate (slot, &(GtkAllocation) { 0, 0, width - SIDE_WIDTH, height }, -1);
      gtk_widget_size_allocate (side, &(GtkAllocation) { width - SIDE_WIDTH, 0, SIDE_WIDTH, height }, -1);
    }
  else
    {
      int s_min, s_nat, top;

      gtk_widget_measure (slot, GTK_ORIENTATION_VERTICAL, width, &s_min, &s_nat, NULL, NULL);
      top = MIN (s_min, height);
      gtk_widget_size_allocate (slot, &(GtkAllocation) { 0, 0, width, top }, -1);
      gtk_widget_size_allocate (side, &(GtkAllocation) { 0, top, width, MAX (0, height - top) }, -1);
    }
}

/* ---- the step chips: a line that wraps ---- */

#define CHIP_SPACING 4

/* Lays the chips out left to right, going on to a new line where the next would not fit, so
 * that at 360 px "4 Déplacement bonus" starts a second line instead of widening the window.
 * Each chip keeps its natural width (no wider than the line); fills the lines, returns their height. */
static int
flow_chips (GtkWidget *box,
            int        width,
            gboolean   allocate)
{
  int x = 0, y = 0, line_height = 0;

  for (GtkWidget *chip = gtk_widget_get_first_child (box); chip != NULL; chip = gtk_widget_get_next_sibling (chip))
    {
      int chip_width, chip_height;

      if (!gtk_widget_should_layout (chip))
        continue;
      gtk_widget_measure (chip, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &chip_width, NULL, NULL);
      if (width >= 0)
        chip_width = MIN (chip_width, width);
      if (x > 0 && width >= 0 && x + chip_width > width)
        {
          y += line_height + CHIP_SPACING;
          x = line_height = 0;
        }
      gtk_widget_measure (chip, GTK_ORIENTATION_VERTICAL, chip_width, NULL, &chip_height, NULL, NULL);
      if (allocate)
        gtk_widget_size_allocate (chip, &(GtkAllocation) { x, y, chip_width, chip_height }, -1);
      x += chip_width + CHIP_SPACING;
      line_height = MAX (line_height, chip_height);
    }
  return y + line_height;
}

static void
chips_measure (GtkWidget      *box,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline,
               int            *natural_baseline)
{
  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = *natural = flow_chips (box, for_size, FALSE);
  else
    /* As narrow as the widest chip; at ease on one line. */
    for (GtkWidget *chip = gtk_widget_get_first_child (box); chip != NULL; chip = gtk_widget_get_next_sibling (chip))
      {
        int chip_min, chip_nat;

        if (!gtk_widget_should_layout (chip))
          continue;
        gtk_widget_measure (chip, orientation, -1, &chip_min, &chip_nat, NULL, NULL);
        *minimum = MAX (*minimum, chip_min);
        *natural += (*natural > 0 ? CHIP_SPACING : 0) + chip_nat;
      }
  *minimum_baseline = *natural_baseline = -1;
}

static void
chips_allocate (GtkWidget *box,
                int        width,
                int        height,
                int        baseline)
{
  flow_chips (box, width, TRUE);
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
  if (!gtk_widget_is_drawable (widget) || self->engine == NULL)
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

    "tablepage .balance { font-size: 1em; font-weight: 800; padding: 0 2px; }\n"
    "tablepage.wide .balance { font-size: 1.7em; padding: 0 6px; }\n"
    "tablepage .refusal { background: alpha(@error_color, 0.12); color: @error_color; padding: 8px 12px; }\n"
    "tablepage row.current-player { background: alpha(@accent_bg_color, 0.12); }\n"
    "tablepage .match-log label { font-size: 0.92em; }\n", -1);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* ---- getters ---- */

CwEngine *
cw_table_page_get_engine (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return self->engine;
}

CwBoard *
cw_table_page_get_board (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return self->board;
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

guint
cw_table_page_get_n_log_lines (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), 0);
  return self->engine != NULL ? self->n_log_lines : 0;
}

GtkWidget *
cw_table_page_get_turn_title (CwTablePage *self)
{
  g_return_val_if_fail (CW_IS_TABLE_PAGE (self), NULL);
  return GTK_WIDGET (self->turn_label);
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

  if (self->engine != NULL)
    g_clear_signal_handler (&self->changed_id, self->engine);
  g_clear_object (&self->engine);
  set_board (self, NULL);
  g_clear_object (&self->table_setup);
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

  g_type_ensure (CW_TYPE_DICE_TRAY);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/table/cw-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, stack);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, unsupported_page);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, setup_notice_revealer);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, setup_notice_label);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, setup_scroller);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, player_dot);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, turn_label);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, steps_box);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, balance_label);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, refusal_revealer);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, refusal_label);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, board_area);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, board_slot);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, dice_tray);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, panel_slot);
  gtk_widget_class_bind_template_child (widget_class, CwTablePage, log_list);
  gtk_widget_class_bind_template_callback (widget_class, on_refusal_dismissed);
  _cw_table_page_actions_class_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "tablepage");
}

static void
cw_table_page_init (CwTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_widget_set_layout_manager (self->board_area, gtk_custom_layout_new (height_for_width_mode, board_measure,
                                                                          board_allocate));
  gtk_widget_set_layout_manager (GTK_WIDGET (self->steps_box), gtk_custom_layout_new (height_for_width_mode, chips_measure,
                                                                                      chips_allocate));
  self->table_setup = g_object_ref_sink (CW_TABLE_SETUP (cw_table_setup_new ()));
  add_shortcuts (self);
  ensure_style ();
  _cw_table_page_refresh (self);
}

GtkWidget *
cw_table_page_new (void)
{
  return g_object_new (CW_TYPE_TABLE_PAGE, NULL);
}
