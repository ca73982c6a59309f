/* cw-card-tile.c: one card in the collection grid: its picture, title and owned count; drags its card id. */
#include "cw-card-tile.h"
#include "cw-card-picture.h"
#include "cw-owned-spin.h"
#include "cw-card.h"

struct _CwCardTile
{
  GtkWidget      parent_instance;

  CwCardPicture *picture;
  GtkLabel      *title_label;
  CwOwnedSpin   *owned_spin;

  CwCard        *card;
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
cw_card_drag_source_attach (GtkWidget *widget,
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

static void
cw_card_tile_dispose (GObject *object)
{
  CwCardTile *self = CW_CARD_TILE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_CARD_TILE);
  /* Template children without an id are not unparented by dispose_template. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->card);

  G_OBJECT_CLASS (cw_card_tile_parent_class)->dispose (object);
}

static void
cw_card_tile_class_init (CwCardTileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_card_tile_dispose;

  g_type_ensure (CW_TYPE_CARD_PICTURE);
  g_type_ensure (CW_TYPE_OWNED_SPIN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-card-tile.ui");
  gtk_widget_class_bind_template_child (widget_class, CwCardTile, picture);
  gtk_widget_class_bind_template_child (widget_class, CwCardTile, title_label);
  gtk_widget_class_bind_template_child (widget_class, CwCardTile, owned_spin);
  gtk_widget_class_set_css_name (widget_class, "cardtile");
}

static void
cw_card_tile_init (CwCardTile *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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

  cw_card_picture_set_session (self->picture, session);
  cw_owned_spin_set_session (self->owned_spin, session);
}

void
cw_card_tile_set_card (CwCardTile *self,
                       CwCard     *card)
{
  g_return_if_fail (CW_IS_CARD_TILE (self));

  if (!g_set_object (&self->card, card))
    return;

  cw_card_picture_set_card (self->picture, card);
  cw_owned_spin_set_card (self->owned_spin, card);
  gtk_label_set_label (self->title_label, card != NULL ? cw_card_get_title (card) : "");
}

CwCard *
cw_card_tile_get_card (CwCardTile *self)
{
  g_return_val_if_fail (CW_IS_CARD_TILE (self), NULL);
  return self->card;
}
