/* cw-collection-page.c: the Collection view: search, filters, the cards as a grid or a table, the detail pane. */
#include <glib/gi18n.h>
#include <adwaita.h>

#include "cw-collection-page.h"
#include "cw-compat.h"
#include "cw-focus-region.h"
#include "cw-card-detail.h"
#include "cw-card-editor.h"
#include "cw-card-filter.h"
#include "cw-card-results.h"
#include "cw-card-rows.h"
#include "cw-card-tile.h"
#include "cw-collection-columns.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-query.h"

struct _CwCollectionPage
{
  GtkWidget           parent_instance;

  /* template */
  GtkSearchEntry     *search_entry;
  GtkRevealer        *error_revealer;
  GtkLabel           *error_label;
  CwFlap             *filters_flap;
  GtkBox             *filters_box;
  CwFlap             *detail_flap;
  CwCardDetail       *detail;
  GtkStack           *view_stack;
  GtkGridView        *grid_view;
  GtkColumnView      *column_view;
  GtkLabel           *status_label;

  CwSession          *session;
  CwCardFilter       *filter;
  CwCardResults      *results;
  GtkSingleSelection *selection;        /* of results: the grid's, and which card is selected */
  CwCardRows         *rows;             /* the table's rows over the same results */
  GtkSingleSelection *table_selection;  /* of rows, following selection position for position */
  char               *query_error;
  char               *view_mode;
  gboolean            selecting;        /* while one selection follows the other */
};

G_DEFINE_FINAL_TYPE (CwCollectionPage, cw_collection_page, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_VIEW_MODE, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* ---- which page of the stack ---- */

static void
update_view (CwCollectionPage *self)
{
  guint shown = g_list_model_get_n_items (G_LIST_MODEL (self->results));
  guint total = self->session != NULL ? cw_catalog_get_n_cards (cw_session_get_catalog (self->session)) : 0;
  g_autofree char *status = NULL;

  if (total == 0)
    gtk_stack_set_visible_child_name (self->view_stack, "no-cards");
  else if (shown == 0)
    gtk_stack_set_visible_child_name (self->view_stack, "empty");
  else
    gtk_stack_set_visible_child_name (self->view_stack, self->view_mode);

  if (self->session == NULL)
    status = g_strdup ("");
  else
    {
      guint owned = cw_collection_get_total (cw_session_get_collection (self->session));
      g_autofree char *owned_text = g_strdup_printf (ngettext ("%u copy owned", "%u copies owned", owned), owned);
      g_autofree char *cards_text = NULL;

      /* Two counts, two plurals: each number picks its own form. */
      if (shown == total)
        cards_text = g_strdup_printf (ngettext ("%u card", "%u cards", total), total);
      else
        /* Translators: the form follows the first number, the cards shown ("Showing 1 of 5 cards"). */
        cards_text = g_strdup_printf (ngettext ("Showing %u of %u cards", "Showing %u of %u cards", shown),
                                      shown, total);
      /* Translators: the collection status line: cards in the game, then copies the player owns. */
      status = g_strdup_printf (_("%s · %s"), cards_text, owned_text);
    }
  gtk_label_set_text (self->status_label, status);
}

/* The table selects rows, not cards, and a row keeps its place while the cards under it change:
 * after every change the row selected is the one at the selected card's position. */
static void
sync_table_selection (CwCollectionPage *self)
{
  if (self->selecting)
    return;
  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->table_selection, gtk_single_selection_get_selected (self->selection));
  self->selecting = FALSE;
}

static void
on_table_selected (CwCollectionPage *self)
{
  if (self->selecting)
    return;
  self->selecting = TRUE;
  gtk_single_selection_set_selected (self->selection, gtk_single_selection_get_selected (self->table_selection));
  self->selecting = FALSE;
}

static void
scroll_to_position (CwCollectionPage *self,
                    guint             position)
{
  GtkWidget *child;

  gtk_widget_activate_action (GTK_WIDGET (self->grid_view), "list.scroll-to-item", "u", position);
  /* The column view's rows are in a list view of its own, where the action is. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", position);
}

/* After a new search or filter: the selected card if it is still shown, else the first card.
 * (The views keep their rows by position, so left alone they would stay wherever the last
 * results were scrolled to.) A count changing under owned:… does not come through here. */
static void
scroll_to_selected_or_start (CwCollectionPage *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);
  GtkScrollable *view = g_strcmp0 (self->view_mode, "table") == 0 ? GTK_SCROLLABLE (self->column_view)
                                                                   : GTK_SCROLLABLE (self->grid_view);
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (view);

  if (selected != GTK_INVALID_LIST_POSITION)
    scroll_to_position (self, selected);
  else if (adjustment != NULL)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
}

static void
on_results_changed (CwCollectionPage *self)
{
  sync_table_selection (self);
  update_view (self);
}

/* ---- search ---- */

static void
set_query_error (CwCollectionPage *self,
                 const char       *message)
{
  g_free (self->query_error);
  self->query_error = g_strdup (message);

  if (message != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("This search is not understood: %s"), message);

      gtk_label_set_text (self->error_label, text);
      gtk_widget_add_css_class (GTK_WIDGET (self->search_entry), "error");
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->search_entry), "error");

  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

static void
apply_search (CwCollectionPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = NULL;

  if (self->session == NULL)
    return;

  query = cw_session_new_query (self->session, text, &error);
  if (query == NULL)
    {
      /* The last good search stays on screen; the message says what to fix. */
      set_query_error (self, error->message);
      return;
    }

  set_query_error (self, NULL);
  cw_card_filter_set_query (self->filter, query);
  scroll_to_selected_or_start (self);
}

static void
on_search_changed (CwCollectionPage *self)
{
  apply_search (self);
}

static void
on_stop_search (CwCollectionPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  apply_search (self);
}

void
cw_collection_page_set_search_text (CwCollectionPage *self,
                                    const char       *text)
{
  g_return_if_fail (CW_IS_COLLECTION_PAGE (self));

  /* Replacing the text passes through "", which the entry reports at once: not a search. */
  g_signal_handlers_block_by_func (self->search_entry, on_search_changed, self);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  g_signal_handlers_unblock_by_func (self->search_entry, on_search_changed, self);
  apply_search (self);
}

const char *
cw_collection_page_get_query_error (CwCollectionPage *self)
{
  g_return_val_if_fail (CW_IS_COLLECTION_PAGE (self), NULL);
  return self->query_error;
}

GListModel *
cw_collection_page_get_results (CwCollectionPage *self)
{
  g_return_val_if_fail (CW_IS_COLLECTION_PAGE (self), NULL);
  return G_LIST_MODEL (self->results);
}

void
cw_collection_page_focus_search (CwCollectionPage *self)
{
  g_return_if_fail (CW_IS_COLLECTION_PAGE (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* An owned:… search must follow the counts as they change. */
static void
on_collection_changed (CwCollectionPage *self)
{
  CwQuery *query = cw_card_filter_get_query (self->filter);

  if (query != NULL && cw_query_uses_collection (query))
    cw_card_filter_refilter (self->filter);
  update_view (self);
}

/* ---- filter chips ---- */

static void
on_chip_toggled (GtkCheckButton   *button,
                 CwCollectionPage *self)
{
  CwChipKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "cw-chip-kind"));
  const char *id = g_object_get_data (G_OBJECT (button), "cw-chip-id");

  cw_card_filter_set_chip (self->filter, kind, id, gtk_check_button_get_active (button));
  scroll_to_selected_or_start (self);
}

static void
add_chip_group (CwCollectionPage *self,
                const char       *heading,
                CwChipKind        kind,
                GPtrArray        *ids,
                GPtrArray        *names)
{
  GtkWidget *label;

  if (ids->len == 0)
    return;

  label = gtk_label_new (heading);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  if (gtk_widget_get_first_child (GTK_WIDGET (self->filters_box)) != NULL)
    gtk_widget_set_margin_top (label, 12);
  gtk_box_append (self->filters_box, label);

  for (guint i = 0; i < ids->len; i++)
    {
      GtkWidget *check = gtk_check_button_new_with_label (g_ptr_array_index (names, i));

      g_object_set_data (G_OBJECT (check), "cw-chip-kind", GINT_TO_POINTER (kind));
      g_object_set_data_full (G_OBJECT (check), "cw-chip-id", g_strdup (g_ptr_array_index (ids, i)), g_free);
      g_signal_connect_object (check, "toggled", G_CALLBACK (on_chip_toggled), self, 0);
      gtk_box_append (self->filters_box, check);
    }
}

static void
build_filters (CwCollectionPage *self)
{
  GtkWidget *child;
  GtkWidget *clear;
  CwGame *game;
  GPtrArray *items;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->filters_box))) != NULL)
    gtk_box_remove (self->filters_box, child);

  if (self->session == NULL)
    return;
  game = cw_session_get_game (self->session);

  {
    g_autoptr(GPtrArray) ids = g_ptr_array_new ();
    g_autoptr(GPtrArray) names = g_ptr_array_new ();

    items = cw_game_get_card_types (game);
    for (guint i = 0; i < items->len; i++)
      {
        const CwCardType *type = g_ptr_array_index (items, i);
        g_ptr_array_add (ids, type->id);
        g_ptr_array_add (names, type->name);
      }
    add_chip_group (self, _("Type"), CW_CHIP_TYPE, ids, names);
  }
  {
    g_autoptr(GPtrArray) ids = g_ptr_array_new ();
    g_autoptr(GPtrArray) names = g_ptr_array_new ();

    items = cw_game_get_alignments (game);
    for (guint i = 0; i < items->len; i++)
      {
        const CwAlignment *alignment = g_ptr_array_index (items, i);
        g_ptr_array_add (ids, alignment->id);
        g_ptr_array_add (names, alignment->name);
      }
    add_chip_group (self, _("Alignment"), CW_CHIP_ALIGNMENT, ids, names);
  }
  {
    g_autoptr(GPtrArray) ids = g_ptr_array_new ();
    g_autoptr(GPtrArray) names = g_ptr_array_new ();

    items = cw_game_get_keywords (game);
    for (guint i = 0; i < items->len; i++)
      {
        const CwKeyword *keyword = g_ptr_array_index (items, i);
        g_ptr_array_add (ids, keyword->id);
        g_ptr_array_add (names, keyword->name);
      }
    add_chip_group (self, _("Keywords"), CW_CHIP_KEYWORD, ids, names);
  }

  clear = gtk_button_new_with_mnemonic (_("_Clear Filters"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (clear), "collection.clear-filters");
  gtk_widget_set_margin_top (clear, 18);
  gtk_box_append (self->filters_box, clear);
}

void
cw_collection_page_set_chip (CwCollectionPage *self,
                             int               kind,
                             const char       *id,
                             gboolean          active)
{
  GtkWidget *child;

  g_return_if_fail (CW_IS_COLLECTION_PAGE (self));

  /* Through the check button, so what is shown and what filters agree. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->filters_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_CHECK_BUTTON (child) &&
        GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "cw-chip-kind")) == kind &&
        g_strcmp0 (g_object_get_data (G_OBJECT (child), "cw-chip-id"), id) == 0)
      gtk_check_button_set_active (GTK_CHECK_BUTTON (child), active);
}

static void
clear_filters_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (widget);
  GtkWidget *child;

  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->filters_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_CHECK_BUTTON (child))
      gtk_check_button_set_active (GTK_CHECK_BUTTON (child), FALSE);

  cw_collection_page_set_search_text (self, "");
}

/* ---- grid and selection ---- */

/* The table's columns say what sorts; the results sort by keys made once per column. */
static void
on_sort_changed (CwCollectionPage *self)
{
  CwCardSortKeys keys = NULL;
  gpointer data = NULL;
  gboolean descending = FALSE;

  cw_collection_columns_get_sort (self->column_view, &keys, &data, &descending);
  cw_card_results_set_sort (self->results, keys, data, descending);
}

static void
tile_setup (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            CwCollectionPage         *self)
{
  gtk_list_item_set_child (item, cw_card_tile_new ());
  /* The page owns the grid, so it outlives every item of it. */
  g_object_set_data (G_OBJECT (item), "cw-collection-page", self);
}

/* Tiles follow their row's card, as the table's cells do (see cw-card-rows.h). A row outlives a
 * change of game (only the number of rows reaches the grid), so the tile takes the page's session
 * with each card: a tile kept from the last game would draw this game's cards with that game's
 * renderer and count them in that game's collection. */
static void
tile_refresh (GtkListItem *item)
{
  CwCollectionPage *self = g_object_get_data (G_OBJECT (item), "cw-collection-page");
  CwCardTile *tile = CW_CARD_TILE (gtk_list_item_get_child (item));

  cw_card_tile_set_session (tile, self->session);
  cw_card_tile_set_card (tile, cw_card_row_get_card (gtk_list_item_get_item (item)));
}

static void
tile_bind (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           CwCollectionPage         *self)
{
  g_signal_connect_swapped (gtk_list_item_get_item (item), "notify::card", G_CALLBACK (tile_refresh), item);
  tile_refresh (item);
}

static void
tile_unbind (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  user_data)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (item), tile_refresh, item);
  cw_card_tile_set_card (CW_CARD_TILE (gtk_list_item_get_child (item)), NULL);
}

CwCard *
cw_collection_page_get_selected_card (CwCollectionPage *self)
{
  g_return_val_if_fail (CW_IS_COLLECTION_PAGE (self), NULL);
  return gtk_single_selection_get_selected_item (self->selection);
}

static void
show_card (CwCollectionPage *self,
           CwCard           *card)
{
  cw_card_detail_set_card (self->detail, card);
  cw_flap_set_reveal_flap (self->detail_flap, card != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.duplicate", card != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.edit", card != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.delete", card != NULL);
}

static void
on_selection_changed (CwCollectionPage *self)
{
  show_card (self, gtk_single_selection_get_selected_item (self->selection));
}

static void
on_grid_activate (CwCollectionPage *self,
                  guint             position)
{
  g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (self->results), position);

  gtk_single_selection_set_selected (self->selection, position);
  show_card (self, card);
}

void
cw_collection_page_select_card (CwCollectionPage *self,
                                CwCard           *card)
{
  guint position;

  g_return_if_fail (CW_IS_COLLECTION_PAGE (self));

  position = cw_card_results_find (self->results, card);
  if (position != G_MAXUINT)
    {
      gtk_single_selection_set_selected (self->selection, position);
      scroll_to_position (self, position);
    }
  show_card (self, card);
}

/* + and − on the keyboard change the owned count of the selected card. */
static void
owned_step_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (widget);
  CwCard *card = gtk_single_selection_get_selected_item (self->selection);
  CwCollection *collection;
  guint owned;
  int delta = g_variant_get_int32 (parameter);

  if (card == NULL || self->session == NULL)
    return;

  collection = cw_session_get_collection (self->session);
  owned = cw_collection_get_owned (collection, cw_card_get_id (card));
  if (delta < 0 && owned == 0)
    return;
  cw_session_set_owned (self->session, cw_card_get_id (card), (guint) ((int) owned + delta));
}

static void
hide_detail_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (widget);

  cw_flap_set_reveal_flap (self->detail_flap, FALSE);
}

/* ---- view mode ---- */

/* Only the view shown gets the cards: a hidden grid or table would still make and
 * rebind its few hundred rows on every keystroke. */
static void
attach_views (CwCollectionPage *self)
{
  gboolean table = g_strcmp0 (self->view_mode, "table") == 0;

  gtk_grid_view_set_model (self->grid_view, table ? NULL : GTK_SELECTION_MODEL (self->table_selection));
  gtk_column_view_set_model (self->column_view, table ? GTK_SELECTION_MODEL (self->table_selection) : NULL);
}

const char *
cw_collection_page_get_view_mode (CwCollectionPage *self)
{
  g_return_val_if_fail (CW_IS_COLLECTION_PAGE (self), NULL);
  return self->view_mode;
}

void
cw_collection_page_set_view_mode (CwCollectionPage *self,
                                  const char       *mode)
{
  g_return_if_fail (CW_IS_COLLECTION_PAGE (self));

  if (g_strcmp0 (mode, "table") != 0)
    mode = "grid";
  if (g_strcmp0 (self->view_mode, mode) == 0)
    return;

  g_free (self->view_mode);
  self->view_mode = g_strdup (mode);
  attach_views (self);
  update_view (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_MODE]);
}

/* ---- card editing ---- */

static void
on_card_saved (CwCollectionPage *self,
               CwCard           *card)
{
  cw_collection_page_refresh (self);
  cw_collection_page_select_card (self, card);
}

static void
open_editor (CwCollectionPage *self,
             CwCard           *card,
             CwCardEditorMode  mode)
{
  GtkWidget *editor;

  if (self->session == NULL)
    return;

  editor = cw_card_editor_new (self->session, card, mode);
  gtk_window_set_transient_for (GTK_WINDOW (editor), GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))));
  g_signal_connect_object (editor, "saved", G_CALLBACK (on_card_saved), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (editor));
}

void
cw_collection_page_new_card (CwCollectionPage *self)
{
  g_return_if_fail (CW_IS_COLLECTION_PAGE (self));
  open_editor (self, NULL, CW_CARD_EDITOR_NEW);
}

static void
card_new_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  cw_collection_page_new_card (CW_COLLECTION_PAGE (widget));
}

static void
card_edit_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (widget);
  CwCard *card = cw_card_detail_get_card (self->detail);

  if (card != NULL)
    open_editor (self, card, CW_CARD_EDITOR_EDIT);
}

static void
card_duplicate_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (widget);
  CwCard *card = cw_card_detail_get_card (self->detail);

  if (card != NULL)
    open_editor (self, card, CW_CARD_EDITOR_DUPLICATE);
}

static void
on_delete_response (GtkWidget *dialog,
                    const char       *response,
                    CwCollectionPage *self)
{
  CwCard *card = g_object_get_data (G_OBJECT (dialog), "cw-card");
  g_autoptr(GError) error = NULL;
  CwCardSet *set;

  if (g_strcmp0 (response, "delete") != 0 || card == NULL || self->session == NULL)
    return;

  set = cw_catalog_get_set_of (cw_session_get_catalog (self->session), card);
  if (set == NULL || cw_card_set_is_read_only (set))
    return;

  cw_card_set_remove (set, cw_card_get_id (card));
  if (!cw_session_save_set (self->session, set, &error))
    {
      GtkWidget *alert = cw_alert_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                       _("The Card Set Could Not Be Saved"), error->message);
      cw_alert_add_response (alert, "close", _("_Close"));
      cw_alert_present (alert);
    }
  show_card (self, NULL);
  cw_collection_page_refresh (self);
}

static void
card_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (widget);
  CwCard *card = cw_card_detail_get_card (self->detail);
  GtkWidget *dialog;
  g_autofree char *heading = NULL;

  if (card == NULL)
    return;

  heading = g_strdup_printf (_("Delete “%s”?"), cw_card_get_title (card));
  dialog = cw_alert_new (GTK_WINDOW (gtk_widget_get_root (widget)), heading,
                         _("The card is removed from your card set. Libraries that use it can no longer be opened until it is back."));
  cw_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "delete", _("_Delete"),
                          NULL);
  cw_alert_set_response_appearance (dialog, "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  cw_alert_set_default_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "cw-card", g_object_ref (card), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_delete_response), self, 0);
  cw_alert_present (dialog);
}

void
cw_collection_page_refresh (CwCollectionPage *self)
{
  g_return_if_fail (CW_IS_COLLECTION_PAGE (self));

  cw_card_filter_refilter (self->filter);
  cw_card_detail_refresh (self->detail);
  update_view (self);
}

/* ---- session ---- */

static gboolean
prepare_search_cb (gpointer user_data)
{
  cw_session_prepare_search (user_data);
  return G_SOURCE_REMOVE;
}

CwSession *
cw_collection_page_get_session (CwCollectionPage *self)
{
  g_return_val_if_fail (CW_IS_COLLECTION_PAGE (self), NULL);
  return self->session;
}

void
cw_collection_page_set_session (CwCollectionPage *self,
                                CwSession        *session)
{
  g_return_if_fail (CW_IS_COLLECTION_PAGE (self));
  g_return_if_fail (session == NULL || CW_IS_SESSION (session));

  if (self->session == session)
    return;

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (cw_session_get_collection (self->session), self);

  g_set_object (&self->session, session);

  show_card (self, NULL);
  cw_card_detail_set_session (self->detail, session);
  cw_card_filter_clear_chips (self->filter);
  cw_card_filter_set_query (self->filter, NULL);
  cw_card_filter_set_collection (self->filter, session != NULL ? cw_session_get_collection (session) : NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  set_query_error (self, NULL);
  build_filters (self);

  /* Columns come from the game's fields, so they change with the game. */
  cw_collection_columns_build (self->column_view, session);

  cw_card_results_set_sort (self->results, NULL, NULL, FALSE);
  cw_card_results_set_cards (self->results,
                             session != NULL ? G_LIST_MODEL (cw_session_get_catalog (session)) : NULL);

  /* After the search index's own handler, which keeps its owned counts current. */
  if (session != NULL)
    g_signal_connect_data (cw_session_get_collection (session), "changed",
                           G_CALLBACK (on_collection_changed), self, NULL,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.new", session != NULL);
  update_view (self);

  /* The search index of a big game takes a moment to build: do it before the first keystroke. */
  if (session != NULL)
    g_idle_add_full (G_PRIORITY_LOW, prepare_search_cb, g_object_ref (session), g_object_unref);
}

/* ---- GObject ---- */

static void
cw_collection_page_dispose (GObject *object)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (object);
  GtkWidget *child;

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (cw_session_get_collection (self->session), self);

  /* The views go first: they hold the selection that holds the models. */
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_COLLECTION_PAGE);
  /* Template children without an id are not unparented by dispose_template. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->table_selection);
  g_clear_object (&self->rows);
  g_clear_object (&self->selection);
  g_clear_object (&self->results);
  g_clear_object (&self->filter);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_collection_page_parent_class)->dispose (object);
}

static void
cw_collection_page_finalize (GObject *object)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (object);

  g_free (self->query_error);
  g_free (self->view_mode);

  G_OBJECT_CLASS (cw_collection_page_parent_class)->finalize (object);
}

static void
cw_collection_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (object);

  switch (prop_id)
    {
    case PROP_VIEW_MODE:
      g_value_set_string (value, self->view_mode);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_collection_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  CwCollectionPage *self = CW_COLLECTION_PAGE (object);

  switch (prop_id)
    {
    case PROP_VIEW_MODE:
      cw_collection_page_set_view_mode (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_collection_page_class_init (CwCollectionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_collection_page_dispose;
  object_class->finalize = cw_collection_page_finalize;
  object_class->get_property = cw_collection_page_get_property;
  object_class->set_property = cw_collection_page_set_property;

  /* "grid" shows card pictures, "table" a sortable table; kept in GSettings by the window. */
  properties[PROP_VIEW_MODE] =
    g_param_spec_string ("view-mode", NULL, NULL, "grid",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CW_TYPE_CARD_DETAIL);
  g_type_ensure (CW_TYPE_FOCUS_REGION);
  g_type_ensure (CW_TYPE_FLAP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-collection-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, filters_flap);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, filters_box);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, detail_flap);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, detail);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, grid_view);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, column_view);
  gtk_widget_class_bind_template_child (widget_class, CwCollectionPage, status_label);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_stop_search);
  gtk_widget_class_bind_template_callback (widget_class, on_grid_activate);

  gtk_widget_class_install_property_action (widget_class, "collection.view-mode", "view-mode");
  gtk_widget_class_install_action (widget_class, "collection.clear-filters", NULL, clear_filters_action);
  gtk_widget_class_install_action (widget_class, "collection.hide-detail", NULL, hide_detail_action);
  gtk_widget_class_install_action (widget_class, "card.owned-step", "i", owned_step_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "card.owned-step", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_SHIFT_MASK, "card.owned-step", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "card.owned-step", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "card.owned-step", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "card.owned-step", "i", -1);
  gtk_widget_class_install_action (widget_class, "card.new", NULL, card_new_action);
  gtk_widget_class_install_action (widget_class, "card.edit", NULL, card_edit_action);
  gtk_widget_class_install_action (widget_class, "card.duplicate", NULL, card_duplicate_action);
  gtk_widget_class_install_action (widget_class, "card.delete", NULL, card_delete_action);

  gtk_widget_class_set_css_name (widget_class, "collectionpage");
}

static void
cw_collection_page_init (CwCollectionPage *self)
{
  GtkListItemFactory *factory;
  GtkSorter *sorter;

  self->view_mode = g_strdup ("grid");
  gtk_widget_init_template (GTK_WIDGET (self));

  /* catalog → results (search, chips and the table's sort order at once) → selection (the grid's);
   * results → rows → table_selection (the table's), kept on the same position. */
  self->filter = cw_card_filter_new ();
  self->results = cw_card_results_new (self->filter);
  sorter = gtk_column_view_get_sorter (self->column_view);
  if (sorter != NULL)
    g_signal_connect_object (sorter, "changed", G_CALLBACK (on_sort_changed), self, G_CONNECT_SWAPPED);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->results)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect_swapped (self->selection, "notify::selected-item", G_CALLBACK (on_selection_changed), self);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (sync_table_selection), self);
  self->rows = cw_card_rows_new (G_LIST_MODEL (self->results));
  self->table_selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->rows)));
  gtk_single_selection_set_autoselect (self->table_selection, FALSE);
  gtk_single_selection_set_can_unselect (self->table_selection, TRUE);
  g_signal_connect_swapped (self->table_selection, "notify::selected", G_CALLBACK (on_table_selected), self);
  g_signal_connect_swapped (self->results, "items-changed", G_CALLBACK (on_results_changed), self);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (tile_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (tile_bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (tile_unbind), self);
  gtk_grid_view_set_factory (self->grid_view, factory);
  g_object_unref (factory);

  attach_views (self);

  show_card (self, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.new", FALSE);
  update_view (self);
}

GtkWidget *
cw_collection_page_new (void)
{
  return g_object_new (CW_TYPE_COLLECTION_PAGE, NULL);
}
