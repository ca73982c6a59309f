/* cw-card-tile.c: one card in the collection grid: its picture, title and owned count; drags its card id.
 *
 * A grid of 100,000 cards keeps a few hundred tiles and rebinds them on every
 * keystroke, so a tile is one widget that draws everything itself (no child
 * widgets), and draws the card picture only while it is inside the scrolled
 * view: GTK 4.8's grid makes tiles for rows far above and below what shows.
 * − and + are drawn too and answer clicks; typing a number is in the detail pane,
 * and + / − on the keyboard step the selected card. */
#include <glib/gi18n.h>

#include "cw-card-tile.h"
#include "cw-compat.h"
#include "cw-card-paint.h"
#include "cw-owned-count.h"
#include "cw-card.h"
#include "cw-collection.h"

#define CARD_WIDTH   150
#define GAP          4
#define TITLE_HEIGHT 20
#define ROW_HEIGHT   26

struct _CwCardTile
{
  GtkWidget      parent_instance;

  CwSession     *session;
  CwCollection  *collection;   /* watched for counts changed anywhere (undo, detail pane, keyboard) */
  CwCard        *card;
  guint          owned;
  GtkAdjustment *adjustment;   /* of the scrolled window around the grid; weak */
  gboolean       picture_pending;   /* drawn off screen without its picture */
  PangoLayout   *title;
};

G_DEFINE_FINAL_TYPE (CwCardTile, cw_card_tile, GTK_TYPE_WIDGET)

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 gpointer       user_data)
{
  CwCard *(*get_card) (GtkWidget *) = user_data;
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  CwCard *card = get_card (widget);

  if (card == NULL)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_STRING, cw_card_get_id (card));
}

static void
on_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               gpointer       user_data)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (widget);

  gtk_drag_source_set_icon (source, icon, 20, 20);
}

void
cw_card_drag_source_attach (GtkWidget*widget,
                            CwCard  *(*get_card) (GtkWidget *widget))
{
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), get_card);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), NULL);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
}

static CwCard *
tile_card (GtkWidget *widget)
{
  return CW_CARD_TILE (widget)->card;
}

/* ---- layout ---- */

static double
picture_height (void)
{
  return CARD_WIDTH / CW_CARD_ASPECT;
}

/* Where the "− N +" row goes. */
static graphene_rect_t
owned_row (CwCardTile *self)
{
  return GRAPHENE_RECT_INIT (0, picture_height () + GAP + TITLE_HEIGHT + GAP,
                             gtk_widget_get_width (GTK_WIDGET (self)), ROW_HEIGHT);
}

static void
cw_card_tile_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = CARD_WIDTH;
  else
    *minimum = *natural = (int) (picture_height () + 0.5) + GAP + TITLE_HEIGHT + GAP + ROW_HEIGHT;
}

/* ---- what it shows ---- */

static void
update_label (CwCardTile *self)
{
  g_autofree char *label = NULL;

  if (self->card == NULL)
    return;
  /* Translators: a card of the collection grid for a screen reader: its title and owned copies. */
  label = g_strdup_printf (ngettext ("%s, %u copy owned", "%s, %u copies owned", self->owned),
                           cw_card_get_title (self->card), self->owned);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
read_owned (CwCardTile *self)
{
  guint owned = 0;

  if (self->collection != NULL && self->card != NULL)
    owned = cw_collection_get_owned (self->collection, cw_card_get_id (self->card));
  if (owned == self->owned)
    return;
  self->owned = owned;
  update_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_collection_changed (CwCollection *collection,
                       const char   *card_id,
                       CwCardTile   *self)
{
  if (self->card != NULL && (card_id == NULL || g_strcmp0 (card_id, cw_card_get_id (self->card)) == 0))
    read_owned (self);
}

static void
on_scrolled (CwCardTile *self)
{
  if (self->picture_pending)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Inside the scrolled window's visible part (or not in one at all). */
static gboolean
on_screen (CwCardTile *self)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  if (scroller == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (self), scroller, &bounds))
    return TRUE;

  if (self->adjustment == NULL)
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

      g_set_weak_pointer (&self->adjustment, adjustment);
      g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (on_scrolled), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (adjustment, "changed", G_CALLBACK (on_scrolled), self, G_CONNECT_SWAPPED);
    }
  return bounds.origin.y + bounds.size.height >= 0 && bounds.origin.y <= gtk_widget_get_height (scroller);
}

static void
append_text (GtkSnapshot           *snapshot,
             PangoLayout           *layout,
             const graphene_rect_t *box,
             const GdkRGBA         *color)
{
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (box->origin.x + (box->size.width - width) / 2,
                                                          box->origin.y + (box->size.height - height) / 2));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
cw_card_tile_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  CwCardTile *self = CW_CARD_TILE (widget);
  int width = gtk_widget_get_width (widget);
  double card_h = picture_height ();
  /* On whole pixels: the GL renderer draws a cairo node as a texture, and half a pixel off it
   * resamples the small card text into broken strokes. */
  double card_x = floor ((width - CARD_WIDTH) / 2.0);
  graphene_rect_t row;
  GdkRGBA color;
  cairo_t *cr;

  if (self->card == NULL)
    return;

  cw_compat_widget_get_color (widget, &color);

  /* Drawing costs (the picture most): only tiles that show are drawn. */
  self->picture_pending = !on_screen (self);
  if (self->picture_pending)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (card_x, 0, CARD_WIDTH, card_h));
  cairo_translate (cr, card_x, 0);
  cw_card_paint (self->session, cr, self->card, CARD_WIDTH, card_h);
  cairo_destroy (cr);

  if (self->title == NULL)
    {
      PangoAttrList *attributes = pango_attr_list_new ();

      self->title = gtk_widget_create_pango_layout (widget, NULL);
      pango_attr_list_insert (attributes, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (self->title, attributes);
      pango_attr_list_unref (attributes);
      pango_layout_set_ellipsize (self->title, PANGO_ELLIPSIZE_END);
      pango_layout_set_single_paragraph_mode (self->title, TRUE);
    }
  pango_layout_set_width (self->title, width * PANGO_SCALE);
  pango_layout_set_text (self->title, cw_card_get_title (self->card), -1);
  append_text (snapshot, self->title, &GRAPHENE_RECT_INIT (0, card_h + GAP, width, TITLE_HEIGHT), &color);

  row = owned_row (self);
  cw_owned_row_snapshot (widget, snapshot, &row, self->owned);
}

/* ---- − and + ---- */

void
cw_card_tile_step (CwCardTile *self,
                   int         delta)
{
  guint owned;

  g_return_if_fail (CW_IS_CARD_TILE (self));

  if (self->session == NULL || self->card == NULL || (delta < 0 && self->owned == 0))
    return;
  owned = MIN ((guint) ((int) self->owned + delta), CW_OWNED_MAX);
  cw_session_set_owned (self->session, cw_card_get_id (self->card), owned);
  /* The collection's ::changed redraws; this covers a collection that does not emit it. */
  read_owned (self);
}

guint
cw_card_tile_get_owned (CwCardTile *self)
{
  g_return_val_if_fail (CW_IS_CARD_TILE (self), 0);
  return self->owned;
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            CwCardTile      *self)
{
  graphene_rect_t row = owned_row (self);
  int delta = cw_owned_row_hit (&row, x, y);

  if (delta == 0)
    return;
  cw_card_tile_step (self, delta);
  /* A click on − or + is not a drag. */
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* ---- GObject ---- */

static void
watch_collection (CwCardTile   *self,
                  CwCollection *collection)
{
  if (self->collection == collection)
    return;
  if (self->collection != NULL)
    g_signal_handlers_disconnect_by_func (self->collection, on_collection_changed, self);
  g_set_object (&self->collection, collection);
  if (collection != NULL)
    g_signal_connect (collection, "changed", G_CALLBACK (on_collection_changed), self);
}

static void
cw_card_tile_dispose (GObject *object)
{
  CwCardTile *self = CW_CARD_TILE (object);

  watch_collection (self, NULL);
  if (self->adjustment != NULL)
    g_signal_handlers_disconnect_by_data (self->adjustment, self);
  g_clear_weak_pointer (&self->adjustment);
  g_clear_object (&self->card);
  g_clear_object (&self->session);
  g_clear_object (&self->title);

  G_OBJECT_CLASS (cw_card_tile_parent_class)->dispose (object);
}

static void
cw_card_tile_class_init (CwCardTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_card_tile_dispose;
  widget_class->measure = cw_card_tile_measure;
  widget_class->snapshot = cw_card_tile_snapshot;

  gtk_widget_class_set_css_name (widget_class, "cardtile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cw_card_tile_init (CwCardTile *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  /* No template: a GtkBuilder per tile is a good part of what a grid rebuild costs. */
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 6);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  cw_card_drag_source_attach (GTK_WIDGET (self), tile_card);
}

GtkWidget *
cw_card_tile_new (void)
{
  return g_object_new (CW_TYPE_CARD_TILE, NULL);
}

void
cw_card_tile_set_session (CwCardTile *self,
                          CwSession  *session)
{
  g_return_if_fail (CW_IS_CARD_TILE (self));

  if (!g_set_object (&self->session, session))
    return;
  watch_collection (self, session != NULL ? cw_session_get_collection (session) : NULL);
  read_owned (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
cw_card_tile_set_card (CwCardTile *self,
                       CwCard     *card)
{
  g_return_if_fail (CW_IS_CARD_TILE (self));

  if (!g_set_object (&self->card, card))
    return;

  self->owned = G_MAXUINT;   /* so read_owned updates the label */
  read_owned (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

CwCard *
cw_card_tile_get_card (CwCardTile *self)
{
  g_return_val_if_fail (CW_IS_CARD_TILE (self), NULL);
  return self->card;
}
