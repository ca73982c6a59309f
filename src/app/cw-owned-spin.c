/* cw-owned-spin.c: the owned count of one card, changed in place with + / − or by typing a number. */
#include <glib/gi18n.h>

#include "cw-owned-spin.h"
#include "cw-card.h"
#include "cw-collection.h"

/* More copies than anyone keeps of one card; the spin button needs an upper bound. */
#define MAX_OWNED 999

struct _CwOwnedSpin
{
  GtkWidget      parent_instance;

  GtkSpinButton *spin;
  CwSession     *session;
  CwCollection  *collection;   /* watched for counts changed elsewhere (undo, other views) */
  CwCard        *card;
  gboolean       updating;
};

G_DEFINE_FINAL_TYPE (CwOwnedSpin, cw_owned_spin, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SESSION, PROP_CARD, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
show_count (CwOwnedSpin *self)
{
  guint owned = 0;

  if (self->collection != NULL && self->card != NULL)
    owned = cw_collection_get_owned (self->collection, cw_card_get_id (self->card));

  self->updating = TRUE;
  gtk_spin_button_set_value (self->spin, owned);
  self->updating = FALSE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->spin), self->card != NULL && self->session != NULL);
  gtk_widget_remove_css_class (GTK_WIDGET (self), owned > 0 ? "not-owned" : "owned");
  gtk_widget_add_css_class (GTK_WIDGET (self), owned > 0 ? "owned" : "not-owned");
}

/* Connected swapped, so it fits the collection's ::changed whatever its arguments. */
static void
on_collection_changed (CwOwnedSpin *self)
{
  show_count (self);
}

static void
on_value_changed (CwOwnedSpin *self)
{
  if (self->updating || self->session == NULL || self->card == NULL)
    return;

  cw_session_set_owned (self->session, cw_card_get_id (self->card),
                        (guint) gtk_spin_button_get_value_as_int (self->spin));
}

static void
watch_collection (CwOwnedSpin *self)
{
  CwCollection *collection = self->session != NULL ? cw_session_get_collection (self->session) : NULL;

  if (self->collection == collection)
    return;

  if (self->collection != NULL)
    g_signal_handlers_disconnect_by_data (self->collection, self);
  g_set_object (&self->collection, collection);
  if (self->collection != NULL)
    g_signal_connect_swapped (self->collection, "changed", G_CALLBACK (on_collection_changed), self);
}

static void
cw_owned_spin_dispose (GObject *object)
{
  CwOwnedSpin *self = CW_OWNED_SPIN (object);

  if (self->collection != NULL)
    g_signal_handlers_disconnect_by_data (self->collection, self);
  g_clear_object (&self->collection);
  g_clear_object (&self->session);
  g_clear_object (&self->card);
  if (self->spin != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->spin));
      self->spin = NULL;
    }

  G_OBJECT_CLASS (cw_owned_spin_parent_class)->dispose (object);
}

static void
cw_owned_spin_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CwOwnedSpin *self = CW_OWNED_SPIN (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      cw_owned_spin_set_session (self, g_value_get_object (value));
      break;
    case PROP_CARD:
      cw_owned_spin_set_card (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_owned_spin_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CwOwnedSpin *self = CW_OWNED_SPIN (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_CARD:
      g_value_set_object (value, self->card);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_owned_spin_class_init (CwOwnedSpinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_owned_spin_dispose;
  object_class->get_property = cw_owned_spin_get_property;
  object_class->set_property = cw_owned_spin_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, CW_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD] =
    g_param_spec_object ("card", NULL, NULL, CW_TYPE_CARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ownedspin");
}

static void
cw_owned_spin_init (CwOwnedSpin *self)
{
  self->spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, MAX_OWNED, 1));
  gtk_spin_button_set_numeric (self->spin, TRUE);
  gtk_spin_button_set_update_policy (self->spin, GTK_UPDATE_IF_VALID);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->spin), _("Copies you own"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Copies owned"), -1);
  gtk_widget_set_parent (GTK_WIDGET (self->spin), GTK_WIDGET (self));
  g_signal_connect_swapped (self->spin, "value-changed", G_CALLBACK (on_value_changed), self);
  show_count (self);
}

GtkWidget *
cw_owned_spin_new (void)
{
  return g_object_new (CW_TYPE_OWNED_SPIN, NULL);
}

void
cw_owned_spin_set_session (CwOwnedSpin *self,
                           CwSession   *session)
{
  g_return_if_fail (CW_IS_OWNED_SPIN (self));

  if (!g_set_object (&self->session, session))
    return;
  watch_collection (self);
  show_count (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

void
cw_owned_spin_set_card (CwOwnedSpin *self,
                        CwCard      *card)
{
  g_return_if_fail (CW_IS_OWNED_SPIN (self));

  if (!g_set_object (&self->card, card))
    return;
  show_count (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

GtkSpinButton *
cw_owned_spin_get_spin_button (CwOwnedSpin *self)
{
  g_return_val_if_fail (CW_IS_OWNED_SPIN (self), NULL);
  return self->spin;
}
