/* cw-owned-spin.c: the owned count of one card, changed in place with − / + or by typing a number.
 *
 * A grid or table keeps a few hundred of these alive and recreates them as the
 * search changes, so it is built from plain buttons and a label; the spin
 * button for typing a number is made only when the count is clicked. */
#include <glib/gi18n.h>

#include "cw-owned-spin.h"
#include "cw-card.h"
#include "cw-collection.h"

/* More copies than anyone keeps of one card; typing needs an upper bound. */
#define MAX_OWNED 999

struct _CwOwnedSpin
{
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkWidget     *minus;
  GtkWidget     *count;        /* a flat button showing the number; click to type one */
  GtkWidget     *plus;
  GtkWidget     *popover;      /* made on first use */
  GtkWidget     *entry;        /* the spin button in the popover */

  CwSession     *session;
  CwCollection  *collection;   /* watched for counts changed elsewhere (undo, other views) */
  CwCard        *card;
  guint          shown;
};

G_DEFINE_FINAL_TYPE (CwOwnedSpin, cw_owned_spin, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_SESSION, PROP_CARD, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
show_count (CwOwnedSpin *self)
{
  gboolean usable = self->card != NULL && self->session != NULL;
  char text[16];

  self->shown = 0;
  if (self->collection != NULL && self->card != NULL)
    self->shown = cw_collection_get_owned (self->collection, cw_card_get_id (self->card));

  g_snprintf (text, sizeof text, "%u", self->shown);
  gtk_button_set_label (GTK_BUTTON (self->count), text);
  gtk_widget_set_sensitive (self->box, usable);
  gtk_widget_set_sensitive (self->minus, usable && self->shown > 0);
  gtk_widget_set_sensitive (self->plus, usable && self->shown < MAX_OWNED);
  if (self->shown > 0)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "not-owned");
      gtk_widget_add_css_class (GTK_WIDGET (self), "owned");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self), "owned");
      gtk_widget_add_css_class (GTK_WIDGET (self), "not-owned");
    }
}

/* Connected swapped, so it fits the collection's ::changed whatever its arguments. */
static void
on_collection_changed (CwOwnedSpin *self)
{
  show_count (self);
}

static void
set_owned (CwOwnedSpin *self,
           guint        owned)
{
  if (self->session == NULL || self->card == NULL)
    return;
  cw_session_set_owned (self->session, cw_card_get_id (self->card), MIN (owned, MAX_OWNED));
  /* The collection's ::changed redraws; this covers a collection that does not emit it. */
  show_count (self);
}

void
cw_owned_spin_step (CwOwnedSpin *self,
                    int          delta)
{
  g_return_if_fail (CW_IS_OWNED_SPIN (self));

  if (delta < 0 && self->shown == 0)
    return;
  set_owned (self, (guint) ((int) self->shown + delta));
}

guint
cw_owned_spin_get_count (CwOwnedSpin *self)
{
  g_return_val_if_fail (CW_IS_OWNED_SPIN (self), 0);
  return self->shown;
}

static void
on_minus_clicked (CwOwnedSpin *self)
{
  cw_owned_spin_step (self, -1);
}

static void
on_plus_clicked (CwOwnedSpin *self)
{
  cw_owned_spin_step (self, 1);
}

static void
on_entry_activate (CwOwnedSpin *self)
{
  gtk_spin_button_update (GTK_SPIN_BUTTON (self->entry));
  set_owned (self, (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->entry)));
  gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void
on_count_clicked (CwOwnedSpin *self)
{
  if (self->popover == NULL)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *label = gtk_label_new_with_mnemonic (_("_Owned"));
      GtkWidget *done = gtk_button_new_with_mnemonic (_("_Set"));

      self->entry = gtk_spin_button_new_with_range (0, MAX_OWNED, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (self->entry), TRUE);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->entry);
      g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (on_entry_activate), self);
      g_signal_connect_swapped (done, "clicked", G_CALLBACK (on_entry_activate), self);
      gtk_widget_add_css_class (done, "suggested-action");
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), self->entry);
      gtk_box_append (GTK_BOX (box), done);

      self->popover = gtk_popover_new ();
      gtk_popover_set_child (GTK_POPOVER (self->popover), box);
      gtk_widget_set_parent (self->popover, self->count);
    }

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->entry), self->shown);
  gtk_popover_popup (GTK_POPOVER (self->popover));
  gtk_widget_grab_focus (self->entry);
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
  if (self->popover != NULL)
    {
      gtk_widget_unparent (self->popover);
      self->popover = NULL;
    }
  if (self->box != NULL)
    {
      gtk_widget_unparent (self->box);
      self->box = NULL;
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
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (self->box, "linked");
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->minus = gtk_button_new_from_icon_name ("list-remove-symbolic");
  /* No tooltips: a grid makes hundreds of these per keystroke and a tooltip doubles the cost. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->minus), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("One copy fewer"), -1);
  g_signal_connect_swapped (self->minus, "clicked", G_CALLBACK (on_minus_clicked), self);

  self->count = gtk_button_new_with_label ("0");
  gtk_widget_add_css_class (self->count, "count");

  g_signal_connect_swapped (self->count, "clicked", G_CALLBACK (on_count_clicked), self);

  self->plus = gtk_button_new_from_icon_name ("list-add-symbolic");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->plus), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("One copy more"), -1);
  g_signal_connect_swapped (self->plus, "clicked", G_CALLBACK (on_plus_clicked), self);

  gtk_box_append (GTK_BOX (self->box), self->minus);
  gtk_box_append (GTK_BOX (self->box), self->count);
  gtk_box_append (GTK_BOX (self->box), self->plus);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->count), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Copies owned: press to type a number"), -1);
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
