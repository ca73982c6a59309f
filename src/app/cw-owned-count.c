/* cw-owned-count.c: the owned count of one card drawn as "− N +" in one widget, for rows of hundreds (the Collection table).
 *
 * The table of 100,000 cards keeps some two hundred rows and remakes them as
 * the search changes: three buttons and a label per row cost more than all the
 * text columns together. This draws the same row itself; − and + answer
 * clicks, and typing a number is in the detail pane (CwOwnedSpin). */
#include <glib/gi18n.h>

#include "cw-owned-count.h"
#include "cw-compat.h"
#include "cw-card.h"
#include "cw-collection.h"

#define BUTTON_SIZE 24
#define COUNT_WIDTH (CW_OWNED_ROW_WIDTH - 2 * BUTTON_SIZE)

struct _CwOwnedCount
{
  GtkWidget     parent_instance;

  CwSession    *session;
  CwCollection *collection;   /* watched for counts changed anywhere (undo, detail pane, keyboard) */
  CwCard       *card;
  guint         owned;
};

G_DEFINE_FINAL_TYPE (CwOwnedCount, cw_owned_count, GTK_TYPE_WIDGET)

/* ---- the row ---- */

static void
row_parts (const graphene_rect_t *box,
           graphene_rect_t       *minus,
           graphene_rect_t       *count,
           graphene_rect_t       *plus)
{
  double x = box->origin.x + (box->size.width - CW_OWNED_ROW_WIDTH) / 2;
  double y = box->origin.y + (box->size.height - CW_OWNED_ROW_HEIGHT) / 2;

  graphene_rect_init (minus, x, y, BUTTON_SIZE, BUTTON_SIZE);
  graphene_rect_init (count, x + BUTTON_SIZE, y, COUNT_WIDTH, BUTTON_SIZE);
  graphene_rect_init (plus, x + BUTTON_SIZE + COUNT_WIDTH, y, BUTTON_SIZE, BUTTON_SIZE);
}

int
cw_owned_row_hit (const graphene_rect_t *box,
                  double                 x,
                  double                 y)
{
  graphene_rect_t minus, count, plus;
  graphene_point_t point = GRAPHENE_POINT_INIT (x, y);

  row_parts (box, &minus, &count, &plus);
  if (graphene_rect_contains_point (&minus, &point))
    return -1;
  if (graphene_rect_contains_point (&plus, &point))
    return 1;
  return 0;
}

static void
append_button (GtkSnapshot           *snapshot,
               const graphene_rect_t *box,
               const GdkRGBA         *color,
               gboolean               plus,
               gboolean               enabled)
{
  GskRoundedRect round;
  GdkRGBA fill = *color, sign = *color;
  double cx = box->origin.x + box->size.width / 2, cy = box->origin.y + box->size.height / 2;

  fill.alpha = enabled ? 0.10 : 0.04;
  sign.alpha = enabled ? 0.85 : 0.3;
  gsk_rounded_rect_init_from_rect (&round, (graphene_rect_t *) box, box->size.height / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &round);
  gtk_snapshot_append_color (snapshot, &fill, box);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_color (snapshot, &sign, &GRAPHENE_RECT_INIT (cx - 5, cy - 1, 10, 2));
  if (plus)
    gtk_snapshot_append_color (snapshot, &sign, &GRAPHENE_RECT_INIT (cx - 1, cy - 5, 2, 10));
}

void
cw_owned_row_snapshot (GtkWidget             *widget,
                       GtkSnapshot           *snapshot,
                       const graphene_rect_t *box,
                       guint                  owned)
{
  graphene_rect_t minus, count, plus;
  g_autoptr(PangoLayout) layout = NULL;
  GdkRGBA color;
  char number[16];
  int width, height;

  cw_compat_widget_get_color (widget, &color);

  row_parts (box, &minus, &count, &plus);
  append_button (snapshot, &minus, &color, FALSE, owned > 0);
  append_button (snapshot, &plus, &color, TRUE, owned < CW_OWNED_MAX);

  g_snprintf (number, sizeof number, "%u", owned);
  layout = gtk_widget_create_pango_layout (widget, number);
  if (owned > 0)
    {
      PangoAttrList *attributes = pango_attr_list_new ();

      pango_attr_list_insert (attributes, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (layout, attributes);
      pango_attr_list_unref (attributes);
    }
  else
    color.alpha *= 0.55;   /* none owned: quieter */
  pango_layout_get_pixel_size (layout, &width, &height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (count.origin.x + (count.size.width - width) / 2,
                                                          count.origin.y + (count.size.height - height) / 2));
  gtk_snapshot_append_layout (snapshot, layout, &color);
  gtk_snapshot_restore (snapshot);
}

/* ---- the widget ---- */

static void
read_owned (CwOwnedCount *self)
{
  guint owned = 0;
  g_autofree char *label = NULL;

  if (self->collection != NULL && self->card != NULL)
    owned = cw_collection_get_owned (self->collection, cw_card_get_id (self->card));
  if (owned == self->owned)
    return;
  self->owned = owned;
  /* Translators: the owned count of a card in the Collection table, for a screen reader. */
  label = g_strdup_printf (ngettext ("%u copy owned", "%u copies owned", owned), owned);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_collection_changed (CwCollection *collection,
                       const char   *card_id,
                       CwOwnedCount *self)
{
  if (self->card != NULL && (card_id == NULL || g_strcmp0 (card_id, cw_card_get_id (self->card)) == 0))
    read_owned (self);
}

void
cw_owned_count_step (CwOwnedCount *self,
                     int           delta)
{
  g_return_if_fail (CW_IS_OWNED_COUNT (self));

  if (self->session == NULL || self->card == NULL || (delta < 0 && self->owned == 0))
    return;
  cw_session_set_owned (self->session, cw_card_get_id (self->card),
                        MIN ((guint) ((int) self->owned + delta), CW_OWNED_MAX));
  /* The collection's ::changed redraws; this covers a collection that does not emit it. */
  read_owned (self);
}

guint
cw_owned_count_get_count (CwOwnedCount *self)
{
  g_return_val_if_fail (CW_IS_OWNED_COUNT (self), 0);
  return self->owned;
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            CwOwnedCount    *self)
{
  graphene_rect_t box = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                                            gtk_widget_get_height (GTK_WIDGET (self)));
  int delta = cw_owned_row_hit (&box, x, y);

  if (delta == 0)
    return;
  cw_owned_count_step (self, delta);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
cw_owned_count_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? CW_OWNED_ROW_WIDTH : CW_OWNED_ROW_HEIGHT;
}

static void
cw_owned_count_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  CwOwnedCount *self = CW_OWNED_COUNT (widget);

  if (self->card == NULL)
    return;
  cw_owned_row_snapshot (widget, snapshot,
                         &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget), gtk_widget_get_height (widget)),
                         self->owned);
}

static void
watch_collection (CwOwnedCount *self,
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
cw_owned_count_dispose (GObject *object)
{
  CwOwnedCount *self = CW_OWNED_COUNT (object);

  watch_collection (self, NULL);
  g_clear_object (&self->card);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_owned_count_parent_class)->dispose (object);
}

static void
cw_owned_count_class_init (CwOwnedCountClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_owned_count_dispose;
  widget_class->measure = cw_owned_count_measure;
  widget_class->snapshot = cw_owned_count_snapshot;

  gtk_widget_class_set_css_name (widget_class, "ownedcount");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cw_owned_count_init (CwOwnedCount *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
cw_owned_count_new (void)
{
  return g_object_new (CW_TYPE_OWNED_COUNT, NULL);
}

void
cw_owned_count_set_session (CwOwnedCount *self,
                            CwSession    *session)
{
  g_return_if_fail (CW_IS_OWNED_COUNT (self));

  if (!g_set_object (&self->session, session))
    return;
  watch_collection (self, session != NULL ? cw_session_get_collection (session) : NULL);
  self->owned = G_MAXUINT;
  read_owned (self);
}

void
cw_owned_count_set_card (CwOwnedCount *self,
                         CwCard       *card)
{
  g_return_if_fail (CW_IS_OWNED_COUNT (self));

  if (!g_set_object (&self->card, card))
    return;
  self->owned = G_MAXUINT;   /* so read_owned sets the label */
  read_owned (self);
}
