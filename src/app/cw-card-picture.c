/* cw-card-picture.c: a widget showing one card drawn at its size (the grid, the detail pane, the sample hand). */
#include "cw-card-picture.h"
#include "cw-card-paint.h"
#include "cw-card.h"

struct _CwCardPicture
{
  GtkWidget  parent_instance;

  CwSession *session;
  CwCard    *card;
  int        card_width;
};

G_DEFINE_FINAL_TYPE (CwCardPicture, cw_card_picture, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SESSION, PROP_CARD, PROP_CARD_WIDTH, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
cw_card_picture_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  CwCardPicture *self = CW_CARD_PICTURE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN (self->card_width, 60);
      *natural = self->card_width;
    }
  else
    {
      int width = for_size > 0 ? MIN (for_size, self->card_width) : self->card_width;

      *minimum = *natural = (int) (width / CW_CARD_ASPECT + 0.5);
    }
}

static void
cw_card_picture_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  CwCardPicture *self = CW_CARD_PICTURE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double card_w, card_h;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;

  /* Largest card of the right shape that fits, centred. */
  card_w = MIN ((double) width, height * CW_CARD_ASPECT);
  card_h = card_w / CW_CARD_ASPECT;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, (width - card_w) / 2, (height - card_h) / 2);
  if (self->card != NULL)
    cw_card_paint (self->session, cr, self->card, card_w, card_h);
  else
    cw_card_paint_back (self->session, cr, card_w, card_h);
  cairo_destroy (cr);
}

static void
cw_card_picture_dispose (GObject *object)
{
  CwCardPicture *self = CW_CARD_PICTURE (object);

  g_clear_object (&self->card);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_card_picture_parent_class)->dispose (object);
}

static void
cw_card_picture_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CwCardPicture *self = CW_CARD_PICTURE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_CARD:
      g_value_set_object (value, self->card);
      break;
    case PROP_CARD_WIDTH:
      g_value_set_int (value, self->card_width);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_card_picture_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  CwCardPicture *self = CW_CARD_PICTURE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      cw_card_picture_set_session (self, g_value_get_object (value));
      break;
    case PROP_CARD:
      cw_card_picture_set_card (self, g_value_get_object (value));
      break;
    case PROP_CARD_WIDTH:
      cw_card_picture_set_card_width (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_card_picture_class_init (CwCardPictureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_card_picture_dispose;
  object_class->get_property = cw_card_picture_get_property;
  object_class->set_property = cw_card_picture_set_property;

  widget_class->measure = cw_card_picture_measure;
  widget_class->snapshot = cw_card_picture_snapshot;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, CW_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD] =
    g_param_spec_object ("card", NULL, NULL, CW_TYPE_CARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_WIDTH] =
    g_param_spec_int ("card-width", NULL, NULL, 20, 2000, 150,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "cardpicture");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cw_card_picture_init (CwCardPicture *self)
{
  self->card_width = 150;
}

GtkWidget *
cw_card_picture_new (void)
{
  return g_object_new (CW_TYPE_CARD_PICTURE, NULL);
}

void
cw_card_picture_set_session (CwCardPicture *self,
                             CwSession     *session)
{
  g_return_if_fail (CW_IS_CARD_PICTURE (self));
  g_return_if_fail (session == NULL || CW_IS_SESSION (session));

  if (g_set_object (&self->session, session))
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
    }
}

CwCard *
cw_card_picture_get_card (CwCardPicture *self)
{
  g_return_val_if_fail (CW_IS_CARD_PICTURE (self), NULL);
  return self->card;
}

void
cw_card_picture_set_card (CwCardPicture *self,
                          CwCard        *card)
{
  g_return_if_fail (CW_IS_CARD_PICTURE (self));
  g_return_if_fail (card == NULL || CW_IS_CARD (card));

  if (!g_set_object (&self->card, card))
    return;

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  card != NULL ? cw_card_get_title (card) : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

void
cw_card_picture_set_card_width (CwCardPicture *self,
                                int            width)
{
  g_return_if_fail (CW_IS_CARD_PICTURE (self));

  if (self->card_width == width)
    return;
  self->card_width = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_WIDTH]);
}
