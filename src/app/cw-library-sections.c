/* cw-library-sections.c: the cards of a Library, section by section, with their counts changed in place. */
#include <glib/gi18n.h>
#include <adwaita.h>

#include "cw-library-sections.h"
#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-problem.h"

/* The widgets of one card's row, updated in place so focus stays put while counting. */
typedef struct {
  char      *section_id;
  char      *card_id;
  GtkWidget *spin;
  GtkWidget *owned_label;
  GtkWidget *problem_icon;
} EntryRow;

struct _CwLibrarySections
{
  GtkWidget     parent_instance;

  GtkWidget    *box;
  CwSession    *session;
  CwLibraryDoc *doc;
  GHashTable   *rows;          /* "section\x1fcard" → EntryRow* */
  GHashTable   *section_counts;/* section id → GtkLabel showing its total */
  char         *shape;         /* sections and card ids in order: rebuild only when this changes */
  gboolean      updating;
};

G_DEFINE_FINAL_TYPE (CwLibrarySections, cw_library_sections, GTK_TYPE_WIDGET)

static void
entry_row_free (EntryRow *row)
{
  g_free (row->section_id);
  g_free (row->card_id);
  g_free (row);
}

static char *
row_key (const char *section_id,
         const char *card_id)
{
  return g_strconcat (section_id, "\x1f", card_id, NULL);
}

static char *
library_shape (CwLibrary *library)
{
  g_auto(GStrv) section_ids = cw_library_dup_section_ids (library);
  GString *shape = g_string_new (NULL);

  for (guint s = 0; section_ids[s] != NULL; s++)
    {
      GPtrArray *entries = cw_library_get_entries (library, section_ids[s]);

      g_string_append_printf (shape, "[%s]", section_ids[s]);
      for (guint i = 0; entries != NULL && i < entries->len; i++)
        g_string_append_printf (shape, "%s\x1f", ((CwLibraryEntry *) g_ptr_array_index (entries, i))->card_id);
    }
  return g_string_free (shape, FALSE);
}

static void
on_spin_changed (GtkSpinButton     *spin,
                 CwLibrarySections *self)
{
  EntryRow *row = g_object_get_data (G_OBJECT (spin), "cw-entry-row");

  if (self->updating || self->doc == NULL || row == NULL)
    return;

  cw_library_doc_set_count (self->doc, row->section_id, row->card_id,
                            (guint) gtk_spin_button_get_value_as_int (spin));
}

static void
on_remove_clicked (GtkButton         *button,
                   CwLibrarySections *self)
{
  EntryRow *row = g_object_get_data (G_OBJECT (button), "cw-entry-row");

  if (self->doc != NULL && row != NULL)
    cw_library_doc_set_count (self->doc, row->section_id, row->card_id, 0);
}

static char *
card_subtitle (CwCard *card)
{
  CwGame *game = cw_card_get_game (card);
  const CwCardType *type = cw_game_find_card_type (game, cw_card_get_card_type (card));
  const CwAlignment *alignment = cw_card_get_alignment (card) != NULL
                                 ? cw_game_find_alignment (game, cw_card_get_alignment (card)) : NULL;
  GString *text = g_string_new (type != NULL ? type->name : cw_card_get_card_type (card));
  int value;

  if (alignment != NULL)
    g_string_append_printf (text, " · %s", alignment->name);
  if (cw_card_get_int (card, "cost", &value))
    g_string_append_printf (text, _(" · cost %d"), value);
  if (cw_card_get_int (card, "vitality", &value))
    g_string_append_printf (text, _(" · Vitality %d"), value);
  if (cw_card_get_int (card, "force", &value))
    g_string_append_printf (text, _(" · Force %d"), value);
  return g_string_free (text, FALSE);
}

static void
clear_box (CwLibrarySections *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  g_hash_table_remove_all (self->rows);
  g_hash_table_remove_all (self->section_counts);
}

static void
build (CwLibrarySections *self)
{
  CwLibrary *library = cw_library_doc_get_library (self->doc);
  CwGame *game = cw_library_get_game (library);
  CwCatalog *catalog = cw_session_get_catalog (self->session);
  g_auto(GStrv) section_ids = cw_library_dup_section_ids (library);

  clear_box (self);

  for (guint s = 0; section_ids[s] != NULL; s++)
    {
      const CwSectionRule *rule = cw_game_find_section (game, section_ids[s]);
      GPtrArray *entries = cw_library_get_entries (library, section_ids[s]);
      GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *title = gtk_label_new (rule != NULL ? rule->name : section_ids[s]);
      GtkWidget *count = gtk_label_new (NULL);
      GtkWidget *list = gtk_list_box_new ();

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_widget_set_hexpand (title, TRUE);
      gtk_widget_add_css_class (title, "heading");
      gtk_widget_add_css_class (count, "dim-label");
      gtk_box_append (GTK_BOX (header), title);
      gtk_box_append (GTK_BOX (header), count);
      if (s > 0)
        gtk_widget_set_margin_top (header, 18);
      gtk_box_append (GTK_BOX (self->box), header);
      g_hash_table_insert (self->section_counts, g_strdup (section_ids[s]), count);

      if (rule != NULL && rule->note != NULL)
        {
          GtkWidget *note = gtk_label_new (rule->note);

          gtk_label_set_xalign (GTK_LABEL (note), 0);
          gtk_label_set_wrap (GTK_LABEL (note), TRUE);
          gtk_widget_add_css_class (note, "dim-label");
          gtk_widget_add_css_class (note, "caption");
          gtk_box_append (GTK_BOX (self->box), note);
        }

      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      rule != NULL ? rule->name : section_ids[s], -1);
      gtk_box_append (GTK_BOX (self->box), list);

      if (entries == NULL || entries->len == 0)
        {
          GtkWidget *empty = gtk_label_new (_("No cards yet: drag cards here, or double-click them in the list of cards."));

          gtk_label_set_wrap (GTK_LABEL (empty), TRUE);
          gtk_widget_add_css_class (empty, "dim-label");
          gtk_widget_set_margin_top (empty, 12);
          gtk_widget_set_margin_bottom (empty, 12);
          gtk_widget_set_margin_start (empty, 12);
          gtk_widget_set_margin_end (empty, 12);
          gtk_list_box_set_placeholder (GTK_LIST_BOX (list), empty);
          continue;
        }

      for (guint i = 0; i < entries->len; i++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, i);
          CwCard *card = cw_catalog_lookup (catalog, entry->card_id);
          GtkWidget *row = gtk_list_box_row_new ();
          GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
          GtkWidget *first = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          GtkWidget *second = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          GtkWidget *name = gtk_label_new (card != NULL ? cw_card_get_title (card) : entry->card_id);
          GtkWidget *details = gtk_label_new (NULL);
          GtkWidget *spin = gtk_spin_button_new_with_range (0, 99, 1);
          GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
          GtkWidget *owned = gtk_label_new (NULL);
          GtkWidget *problem = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
          EntryRow *entry_row = g_new0 (EntryRow, 1);
          g_autofree char *subtitle = card != NULL ? card_subtitle (card) : NULL;

          entry_row->section_id = g_strdup (section_ids[s]);
          entry_row->card_id = g_strdup (entry->card_id);
          entry_row->spin = spin;
          entry_row->owned_label = owned;
          entry_row->problem_icon = problem;
          g_hash_table_insert (self->rows, row_key (section_ids[s], entry->card_id), entry_row);

          /* The card's name has a line of its own, the whole width of the column: beside the
           * count and the buttons a column of 300 px showed seven letters of it. */
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
          gtk_widget_set_tooltip_text (row, card != NULL ? cw_card_get_title (card) : entry->card_id);
          gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          card != NULL ? cw_card_get_title (card) : entry->card_id, -1);
          gtk_widget_add_css_class (lines, "library-entry");
          gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), lines);
          gtk_box_append (GTK_BOX (lines), first);
          gtk_box_append (GTK_BOX (lines), second);

          gtk_label_set_xalign (GTK_LABEL (name), 0);
          gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
          gtk_widget_set_hexpand (name, TRUE);
          gtk_box_append (GTK_BOX (first), name);
          gtk_widget_set_visible (problem, FALSE);
          gtk_box_append (GTK_BOX (first), problem);

          gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
          gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
          gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), entry->count);
          gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Copies"), -1);
          g_object_set_data (G_OBJECT (spin), "cw-entry-row", entry_row);
          g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin_changed), self);
          gtk_box_append (GTK_BOX (second), spin);

          gtk_label_set_text (GTK_LABEL (details), subtitle != NULL ? subtitle : "");
          gtk_label_set_xalign (GTK_LABEL (details), 0);
          gtk_label_set_ellipsize (GTK_LABEL (details), PANGO_ELLIPSIZE_END);
          gtk_widget_set_hexpand (details, TRUE);
          gtk_widget_add_css_class (details, "dim-label");
          gtk_widget_add_css_class (details, "caption");
          if (subtitle != NULL)
            gtk_widget_set_tooltip_text (details, subtitle);
          gtk_box_append (GTK_BOX (second), details);

          gtk_widget_add_css_class (owned, "caption");
          gtk_box_append (GTK_BOX (second), owned);

          gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (remove, "flat");
          gtk_widget_set_tooltip_text (remove, _("Remove from the Library"));
          /* A tooltip is only the description on GTK 4.8: without a label Orca says "GtkImage". */
          gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Remove from the Library"), -1);
          g_object_set_data (G_OBJECT (remove), "cw-entry-row", entry_row);
          g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_clicked), self);
          gtk_box_append (GTK_BOX (second), remove);

          gtk_list_box_append (GTK_LIST_BOX (list), row);
        }
    }
}

static void
update (CwLibrarySections *self)
{
  CwLibrary *library = cw_library_doc_get_library (self->doc);
  CwCollection *collection = cw_session_get_collection (self->session);
  g_autoptr(GPtrArray) problems = cw_library_check (library, cw_session_get_catalog (self->session));
  g_autoptr(GHashTable) problem_of = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key, value;

  /* Cards named by a problem carry its sign, as grave as the check panel says (an error
   * there is an error here), with the gravest problem as its tooltip. */
  for (guint i = 0; i < problems->len; i++)
    {
      CwProblem *problem = g_ptr_array_index (problems, i);
      const char *card_id = cw_problem_get_card_id (problem);
      CwProblem *known = card_id != NULL ? g_hash_table_lookup (problem_of, card_id) : NULL;

      if (card_id != NULL &&
          (known == NULL || cw_problem_get_severity (problem) > cw_problem_get_severity (known)))
        g_hash_table_insert (problem_of, (gpointer) card_id, problem);
    }

  self->updating = TRUE;
  g_hash_table_iter_init (&iter, self->rows);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      EntryRow *row = value;
      guint count = cw_library_get_section_count (library, row->section_id, row->card_id);
      guint needed = cw_library_get_count (library, row->card_id);
      guint owned = cw_collection_get_owned (collection, row->card_id);
      CwProblem *problem = g_hash_table_lookup (problem_of, row->card_id);
      g_autofree char *owned_text = NULL;

      if ((guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (row->spin)) != count)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (row->spin), count);

      /* Translators: beside a card's count in a Library: all copies owned, or how many are lacking. */
      owned_text = owned >= needed ? g_strdup ("✓") : g_strdup_printf (_("lack %u"), needed - owned);
      gtk_label_set_text (GTK_LABEL (row->owned_label), owned_text);
      {
        g_autofree char *tooltip = g_strdup_printf (_("You own %u; this Library needs %u"), owned, needed);
        gtk_widget_set_tooltip_text (row->owned_label, tooltip);
      }
      gtk_widget_remove_css_class (row->owned_label, owned >= needed ? "error" : "success");
      gtk_widget_add_css_class (row->owned_label, owned >= needed ? "success" : "error");

      gtk_widget_set_visible (row->problem_icon, problem != NULL);
      if (problem != NULL)
        {
          gboolean error = cw_problem_get_severity (problem) == CW_SEVERITY_ERROR;

          gtk_image_set_from_icon_name (GTK_IMAGE (row->problem_icon),
                                        error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
          gtk_widget_remove_css_class (row->problem_icon, error ? "warning" : "error");
          gtk_widget_add_css_class (row->problem_icon, error ? "error" : "warning");
          gtk_widget_set_tooltip_text (row->problem_icon, cw_problem_get_message (problem));
          gtk_accessible_update_property (GTK_ACCESSIBLE (row->problem_icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          cw_problem_get_message (problem), -1);
        }
    }

  g_hash_table_iter_init (&iter, self->section_counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint total = cw_library_get_total (library, key);
      g_autofree char *text = g_strdup_printf (ngettext ("%u card", "%u cards", total), total);

      gtk_label_set_text (GTK_LABEL (value), text);
    }
  self->updating = FALSE;
}

static void
refresh (CwLibrarySections *self)
{
  g_autofree char *shape = NULL;

  if (self->doc == NULL || self->session == NULL)
    {
      clear_box (self);
      g_clear_pointer (&self->shape, g_free);
      return;
    }

  shape = library_shape (cw_library_doc_get_library (self->doc));
  if (g_strcmp0 (shape, self->shape) != 0)
    {
      build (self);
      g_free (self->shape);
      self->shape = g_steal_pointer (&shape);
    }
  update (self);
}

static void
on_doc_changed (CwLibrarySections *self)
{
  refresh (self);
}

static void
on_collection_changed (CwLibrarySections *self)
{
  if (self->doc != NULL)
    update (self);
}

void
cw_library_sections_set_session (CwLibrarySections *self,
                                 CwSession         *session)
{
  g_return_if_fail (CW_IS_LIBRARY_SECTIONS (self));

  if (self->session == session)
    return;

  cw_library_sections_set_doc (self, NULL);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (cw_session_get_collection (self->session), self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_swapped (cw_session_get_collection (session), "changed",
                              G_CALLBACK (on_collection_changed), self);
}

void
cw_library_sections_set_doc (CwLibrarySections *self,
                             CwLibraryDoc      *doc)
{
  g_return_if_fail (CW_IS_LIBRARY_SECTIONS (self));

  if (self->doc == doc)
    return;

  if (self->doc != NULL)
    g_signal_handlers_disconnect_by_data (self->doc, self);
  g_set_object (&self->doc, doc);
  if (doc != NULL)
    g_signal_connect_swapped (doc, "changed", G_CALLBACK (on_doc_changed), self);

  g_clear_pointer (&self->shape, g_free);
  refresh (self);
}

static void
cw_library_sections_dispose (GObject *object)
{
  CwLibrarySections *self = CW_LIBRARY_SECTIONS (object);

  if (self->doc != NULL)
    g_signal_handlers_disconnect_by_data (self->doc, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (cw_session_get_collection (self->session), self);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->doc);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_library_sections_parent_class)->dispose (object);
}

static void
cw_library_sections_finalize (GObject *object)
{
  CwLibrarySections *self = CW_LIBRARY_SECTIONS (object);

  g_hash_table_unref (self->rows);
  g_hash_table_unref (self->section_counts);
  g_free (self->shape);

  G_OBJECT_CLASS (cw_library_sections_parent_class)->finalize (object);
}

static void
cw_library_sections_class_init (CwLibrarySectionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_library_sections_dispose;
  object_class->finalize = cw_library_sections_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "librarysections");
}

static void
cw_library_sections_init (CwLibrarySections *self)
{
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) entry_row_free);
  self->section_counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
cw_library_sections_new (void)
{
  return g_object_new (CW_TYPE_LIBRARY_SECTIONS, NULL);
}
