/* cw-match-setup.c: the set-up of a Storyline match: 2 to 6 Authors, their colours, Libraries and Title cards, who goes first. */
#include <glib/gi18n.h>
#include <adwaita.h>

#include "cw-match-setup.h"
#include "cw-table-setup.h"
#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"

/* GNOME's palette: tokens that tell Authors apart on light and dark styles alike. */
static const char * const palette[] = {
  "#c01c28", "#1c71d8", "#26a269", "#e5a50a", "#813d9c", "#63452c", "#e66100", "#2190a4",
};

typedef struct {
  CwMatchSetup *setup;        /* unowned */
  GtkWidget    *group;        /* AdwPreferencesGroup, in authors_box */
  GtkWidget    *remove_button;
  AdwEntryRow  *name_row;
  GtkWidget    *swatch;       /* GtkDrawingArea in the colour button */
  GtkWidget    *colour_button;
  AdwComboRow  *library_row;
  AdwComboRow  *title_row;
  char         *colour;
} AuthorForm;

struct _CwMatchSetup
{
  GtkWidget      parent_instance;

  /* template */
  GtkBox        *authors_box;
  GtkButton     *add_button;
  AdwComboRow   *first_row;
  AdwPreferencesGroup *rules_group;

  CwSession     *session;
  GPtrArray     *rule_rows;        /* of AdwComboRow, one per option of the Storyline engine */
  GPtrArray     *authors;          /* of AuthorForm* */
  GPtrArray     *library_paths;    /* of char*, index 0 NULL: no Library */
  GtkStringList *library_names;
  GHashTable    *libraries;        /* path → CwLibrary, read once */
  GPtrArray     *titles;           /* of CwCard* (refs), index 0 NULL: the Library's */
  GtkStringList *title_names;
  GtkStringList *first_names;
  gboolean       rebuilding_first;
  gboolean       stale;            /* the forms are for another session: made again on first use */
};

G_DEFINE_FINAL_TYPE (CwMatchSetup, cw_match_setup, GTK_TYPE_WIDGET)

static void author_form_free (AuthorForm *form);
static void renumber (CwMatchSetup *self);
static void ensure_forms (CwMatchSetup *self);

/* The Title card list starts with NULL, "the Library's own". */
static void
unref_card (gpointer card)
{
  if (card != NULL)
    g_object_unref (card);
}

/* ---- colours ---- */

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  const char *colour = g_object_get_data (G_OBJECT (area), "cw-colour");
  GdkRGBA rgba;
  double r = MIN (width, height) / 2.0 - 1;

  if (colour == NULL || !gdk_rgba_parse (&rgba, colour))
    return;
  cairo_arc (cr, width / 2.0, height / 2.0, r, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static GtkWidget *
swatch_new (const char *colour,
            int         size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  g_object_set_data_full (G_OBJECT (area), "cw-colour", g_strdup (colour), g_free);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, NULL, NULL);
  return area;
}

static void
form_set_colour (AuthorForm *form,
                 const char *colour)
{
  g_free (form->colour);
  form->colour = g_strdup (colour);
  g_object_set_data_full (G_OBJECT (form->swatch), "cw-colour", g_strdup (colour), g_free);
  gtk_widget_queue_draw (form->swatch);
}

static void
on_palette_clicked (GtkButton  *button,
                    AuthorForm *form)
{
  form_set_colour (form, g_object_get_data (G_OBJECT (button), "cw-colour"));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (form->colour_button));
}

static GtkWidget *
colour_popover_new (AuthorForm *form)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  for (guint i = 0; i < G_N_ELEMENTS (palette); i++)
    {
      GtkWidget *button = gtk_button_new ();

      gtk_button_set_child (GTK_BUTTON (button), swatch_new (palette[i], 24));
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data_full (G_OBJECT (button), "cw-colour", g_strdup (palette[i]), g_free);
      /* Translators: the tooltip of a colour swatch: its value. */
      gtk_widget_set_tooltip_text (button, palette[i]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, palette[i], -1);
      g_signal_connect (button, "clicked", G_CALLBACK (on_palette_clicked), form);
      gtk_grid_attach (GTK_GRID (grid), button, i % 4, i / 4, 1, 1);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), grid);
  return popover;
}

/* ---- Libraries and Title cards ---- */

static CwLibrary *
library_for_path (CwMatchSetup  *self,
                  const char    *path,
                  GError       **error)
{
  CwLibrary *library = g_hash_table_lookup (self->libraries, path);

  if (library == NULL)
    {
      library = cw_library_new_from_file (path, cw_session_get_catalog (self->session), error);
      if (library == NULL)
        return NULL;
      g_hash_table_insert (self->libraries, g_strdup (path), library);
    }
  return library;
}

static void
add_library_files (CwMatchSetup *self,
                   GStrv         files,
                   gboolean      demo)
{
  for (guint i = 0; files != NULL && files[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      CwLibrary *library = library_for_path (self, files[i], &error);
      g_autofree char *label = NULL;

      /* A file that cannot be read is not offered; the Libraries view says why. */
      if (library == NULL)
        {
          g_debug ("Library %s left out of the match set-up: %s", files[i], error->message);
          continue;
        }
      /* Translators: a shipped demo Library in the match set-up. */
      label = demo ? g_strdup_printf (_("%s (demo)"), cw_library_get_name (library))
                   : g_strdup (cw_library_get_name (library));
      g_ptr_array_add (self->library_paths, g_strdup (files[i]));
      gtk_string_list_append (self->library_names, label);
    }
}

static void
read_choices (CwMatchSetup *self)
{
  g_auto (GStrv) demo = NULL;
  g_auto (GStrv) user = NULL;
  GListModel *sets;

  g_ptr_array_set_size (self->library_paths, 0);
  g_ptr_array_set_size (self->titles, 0);
  g_hash_table_remove_all (self->libraries);
  g_clear_object (&self->library_names);
  g_clear_object (&self->title_names);
  self->library_names = gtk_string_list_new (NULL);
  self->title_names = gtk_string_list_new (NULL);

  g_ptr_array_add (self->library_paths, NULL);
  gtk_string_list_append (self->library_names, _("None: cards are entered as they are played"));
  g_ptr_array_add (self->titles, NULL);
  gtk_string_list_append (self->title_names, _("The Library’s own"));

  if (self->session == NULL)
    return;

  demo = cw_session_list_demo_libraries (self->session);
  user = cw_session_list_user_libraries (self->session);
  add_library_files (self, demo, TRUE);
  add_library_files (self, user, FALSE);

  sets = cw_catalog_get_sets (cw_session_get_catalog (self->session));
  for (guint s = 0; s < g_list_model_get_n_items (sets); s++)
    {
      g_autoptr (CwCardSet) set = g_list_model_get_item (sets, s);

      for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
        {
          CwCard *card = cw_card_set_get_card (set, i);

          if (g_strcmp0 (cw_card_get_card_type (card), "title") == 0)
            {
              g_ptr_array_add (self->titles, g_object_ref (card));
              gtk_string_list_append (self->title_names, cw_card_get_title (card));
            }
        }
    }
}

/* ---- who goes first ---- */

static void
rebuild_first (CwMatchSetup *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = adw_combo_row_get_selected (self->first_row);

  gtk_string_list_append (names, _("Drawn by lot"));
  for (guint i = 0; i < self->authors->len; i++)
    gtk_string_list_append (names, cw_match_setup_get_author_name (self, i));

  if (selected == GTK_INVALID_LIST_POSITION || selected > self->authors->len)
    selected = 0;
  self->rebuilding_first = TRUE;
  adw_combo_row_set_model (self->first_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->first_row, selected);
  self->rebuilding_first = FALSE;
  g_set_object (&self->first_names, names);
}

/* ---- Authors ---- */

static void
on_name_changed (AuthorForm *form)
{
  rebuild_first (form->setup);
}

static void
on_remove_clicked (GtkButton  *button,
                   AuthorForm *form)
{
  CwMatchSetup *self = form->setup;
  guint index;

  if (g_ptr_array_find (self->authors, form, &index))
    cw_match_setup_remove_author (self, index);
}

static AuthorForm *
author_form_new (CwMatchSetup *self,
                 guint         index)
{
  AuthorForm *form = g_new0 (AuthorForm, 1);
  g_autofree char *name = g_strdup_printf (_("Author %u"), index + 1);
  GtkWidget *colour_box;
  g_autoptr (GtkExpression) name_of = NULL;

  form->setup = self;
  form->group = adw_preferences_group_new ();

  form->remove_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (form->remove_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (form->remove_button, "flat");
  gtk_widget_set_tooltip_text (form->remove_button, _("Remove this Author"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (form->remove_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove this Author"), -1);
  g_signal_connect (form->remove_button, "clicked", G_CALLBACK (on_remove_clicked), form);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (form->group), form->remove_button);

  form->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->name_row), _("Name"));
  gtk_editable_set_text (GTK_EDITABLE (form->name_row), name);
  g_signal_connect_swapped (form->name_row, "changed", G_CALLBACK (on_name_changed), form);

  colour_box = gtk_menu_button_new ();
  form->colour_button = colour_box;
  form->swatch = swatch_new (palette[index % G_N_ELEMENTS (palette)], 20);
  gtk_menu_button_set_child (GTK_MENU_BUTTON (colour_box), form->swatch);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (colour_box), colour_popover_new (form));
  gtk_widget_set_valign (colour_box, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (colour_box, "flat");
  gtk_widget_set_tooltip_text (colour_box, _("Colour of this Author’s tokens"));
  adw_entry_row_add_suffix (form->name_row, colour_box);
  form->colour = g_strdup (palette[index % G_N_ELEMENTS (palette)]);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (form->group), GTK_WIDGET (form->name_row));

  form->library_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->library_row), _("Library"));
  adw_combo_row_set_model (form->library_row, G_LIST_MODEL (self->library_names));
  /* A Library's or Title card's name shown whole under the row's title: beside it, the row
   * cuts it at 20 letters ("The Witches' Web (de…"). */
  /* The row keeps its own reference to the expression; ours goes with the function. */
  name_of = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  adw_combo_row_set_expression (form->library_row, name_of);
  adw_combo_row_set_use_subtitle (form->library_row, TRUE);
  /* The demo Libraries one to each Author, so a first match starts with one click. */
  adw_combo_row_set_selected (form->library_row, index + 1 < self->library_paths->len ? index + 1 : 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (form->group), GTK_WIDGET (form->library_row));

  form->title_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (form->title_row), _("Title card"));
  adw_combo_row_set_model (form->title_row, G_LIST_MODEL (self->title_names));
  adw_combo_row_set_expression (form->title_row, name_of);
  adw_combo_row_set_use_subtitle (form->title_row, TRUE);
  adw_combo_row_set_selected (form->title_row, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (form->group), GTK_WIDGET (form->title_row));

  return form;
}

static void
author_form_free (AuthorForm *form)
{
  g_free (form->colour);
  g_free (form);
}

/* Insensitive buttons say why, as the shell's set-up form does (cw-table-setup.c). */
static void
renumber (CwMatchSetup *self)
{
  gboolean can_remove = self->authors->len > CW_MATCH_MIN_AUTHORS;
  gboolean can_add = self->authors->len < CW_MATCH_MAX_AUTHORS;
  g_autofree char *remove_why = g_strdup_printf (_("A match needs at least %d Authors"), CW_MATCH_MIN_AUTHORS);
  g_autofree char *add_why = g_strdup_printf (_("No more Authors: a match has at most %d"), CW_MATCH_MAX_AUTHORS);

  for (guint i = 0; i < self->authors->len; i++)
    {
      AuthorForm *form = g_ptr_array_index (self->authors, i);
      g_autofree char *title = g_strdup_printf (_("Author %u"), i + 1);

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (form->group), title);
      gtk_widget_set_sensitive (form->remove_button, can_remove);
      gtk_widget_set_tooltip_text (form->remove_button, can_remove ? _("Remove this Author") : remove_why);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->add_button), can_add);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->add_button), can_add ? NULL : add_why);
  rebuild_first (self);
}

static void
clear_authors (CwMatchSetup *self)
{
  for (guint i = 0; i < self->authors->len; i++)
    {
      AuthorForm *form = g_ptr_array_index (self->authors, i);
      gtk_box_remove (self->authors_box, form->group);
    }
  g_ptr_array_set_size (self->authors, 0);
}

gboolean
cw_match_setup_add_author (CwMatchSetup *self)
{
  AuthorForm *form;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), FALSE);
  ensure_forms (self);

  if (self->authors->len >= CW_MATCH_MAX_AUTHORS)
    return FALSE;

  form = author_form_new (self, self->authors->len);
  g_ptr_array_add (self->authors, form);
  gtk_box_append (self->authors_box, form->group);
  renumber (self);
  return TRUE;
}

gboolean
cw_match_setup_remove_author (CwMatchSetup *self,
                              guint         index)
{
  AuthorForm *form;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), FALSE);
  ensure_forms (self);

  if (self->authors->len <= CW_MATCH_MIN_AUTHORS || index >= self->authors->len)
    return FALSE;
  form = g_ptr_array_index (self->authors, index);
  gtk_box_remove (self->authors_box, form->group);
  g_ptr_array_remove_index (self->authors, index);
  renumber (self);
  return TRUE;
}

static void
on_add_clicked (CwMatchSetup *self)
{
  cw_match_setup_add_author (self);
}

static AuthorForm *
get_form (CwMatchSetup *self,
          guint         index)
{
  ensure_forms (self);
  g_return_val_if_fail (index < self->authors->len, NULL);
  return g_ptr_array_index (self->authors, index);
}

guint
cw_match_setup_get_n_authors (CwMatchSetup *self)
{
  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), 0);
  ensure_forms (self);
  return self->authors->len;
}

const char *
cw_match_setup_get_author_name (CwMatchSetup *self,
                                guint         index)
{
  AuthorForm *form;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), NULL);
  form = get_form (self, index);
  return form != NULL ? gtk_editable_get_text (GTK_EDITABLE (form->name_row)) : NULL;
}

void
cw_match_setup_set_author_name (CwMatchSetup *self,
                                guint         index,
                                const char   *name)
{
  AuthorForm *form;

  g_return_if_fail (CW_IS_MATCH_SETUP (self));
  g_return_if_fail (name != NULL);
  if ((form = get_form (self, index)) != NULL)
    gtk_editable_set_text (GTK_EDITABLE (form->name_row), name);
}

const char *
cw_match_setup_get_author_colour (CwMatchSetup *self,
                                  guint         index)
{
  AuthorForm *form;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), NULL);
  form = get_form (self, index);
  return form != NULL ? form->colour : NULL;
}

void
cw_match_setup_set_author_colour (CwMatchSetup *self,
                                  guint         index,
                                  const char   *colour)
{
  AuthorForm *form;

  g_return_if_fail (CW_IS_MATCH_SETUP (self));
  g_return_if_fail (colour != NULL);
  if ((form = get_form (self, index)) != NULL)
    form_set_colour (form, colour);
}

const char *
cw_match_setup_get_author_library (CwMatchSetup *self,
                                   guint         index)
{
  AuthorForm *form;
  guint selected;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), NULL);
  if ((form = get_form (self, index)) == NULL)
    return NULL;
  selected = adw_combo_row_get_selected (form->library_row);
  return selected < self->library_paths->len ? g_ptr_array_index (self->library_paths, selected) : NULL;
}

gboolean
cw_match_setup_set_author_library (CwMatchSetup *self,
                                   guint         index,
                                   const char   *path)
{
  AuthorForm *form;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), FALSE);
  if ((form = get_form (self, index)) == NULL)
    return FALSE;
  for (guint i = 0; i < self->library_paths->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->library_paths, i), path) == 0)
      {
        adw_combo_row_set_selected (form->library_row, i);
        return TRUE;
      }
  return FALSE;
}

int
cw_match_setup_get_first_author (CwMatchSetup *self)
{
  guint selected;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), -1);
  ensure_forms (self);
  selected = adw_combo_row_get_selected (self->first_row);
  if (selected == GTK_INVALID_LIST_POSITION || selected == 0 || selected > self->authors->len)
    return -1;
  return (int) selected - 1;
}

void
cw_match_setup_set_first_author (CwMatchSetup *self,
                                 int           author)
{
  g_return_if_fail (CW_IS_MATCH_SETUP (self));
  ensure_forms (self);
  adw_combo_row_set_selected (self->first_row,
                              author >= 0 && author < (int) self->authors->len ? (guint) author + 1 : 0);
}

void
cw_match_setup_set_session (CwMatchSetup *self,
                            CwSession    *session)
{
  g_return_if_fail (CW_IS_MATCH_SETUP (self));

  g_set_object (&self->session, session);
  /* Reading every Library for its name and making the Authors' forms waits until the form
   * shows or is asked about: a match resumed at start-up never needs them. */
  self->stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    ensure_forms (self);
}

static void
ensure_forms (CwMatchSetup *self)
{
  if (!self->stale)
    return;
  self->stale = FALSE;
  clear_authors (self);
  read_choices (self);
  for (guint i = 0; i < CW_MATCH_MIN_AUTHORS; i++)
    cw_match_setup_add_author (self);
  adw_combo_row_set_selected (self->first_row, 0);
}

static void
cw_match_setup_map (GtkWidget *widget)
{
  ensure_forms (CW_MATCH_SETUP (widget));
  GTK_WIDGET_CLASS (cw_match_setup_parent_class)->map (widget);
}

CwMatch *
cw_match_setup_create_match (CwMatchSetup *self,
                             guint32       seed,
                             GError      **error)
{
  g_autoptr (CwMatch) match = NULL;
  g_autoptr (GHashTable) names = NULL;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), NULL);
  ensure_forms (self);

  if (self->session == NULL)
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_INVALID, _("No game is open."));
      return NULL;
    }

  names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  match = cw_match_new (cw_session_get_game (self->session), cw_session_get_catalog (self->session));
  for (guint i = 0; i < self->authors->len; i++)
    {
      AuthorForm *form = g_ptr_array_index (self->authors, i);
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (form->name_row))));
      const char *path = cw_match_setup_get_author_library (self, i);
      guint title_index = adw_combo_row_get_selected (form->title_row);
      CwCard *title = title_index < self->titles->len ? g_ptr_array_index (self->titles, title_index) : NULL;
      CwLibrary *library = NULL;

      if (*name == '\0')
        {
          g_free (name);
          name = g_strdup_printf (_("Author %u"), i + 1);
        }
      /* The log says who did what by name: two Authors of one name would make it useless. */
      if (g_hash_table_contains (names, name))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("Two Authors are called “%s”: give each a name of their own."), name);
          return NULL;
        }
      g_hash_table_add (names, g_strdup (name));

      if (path != NULL && (library = library_for_path (self, path, error)) == NULL)
        return NULL;
      if (cw_match_add_author (match, name, form->colour, title, library, error) < 0)
        return NULL;
    }

  for (guint i = 0; i < self->rule_rows->len; i++)
    {
      const char *key = g_object_get_data (g_ptr_array_index (self->rule_rows, i), "cw-option-key");

      if (!cw_engine_set_option (CW_ENGINE (match), key, cw_match_setup_get_rule (self, key), error))
        return NULL;
    }
  if (!cw_match_start (match, seed, cw_match_setup_get_first_author (self), error))
    return NULL;
  return g_steal_pointer (&match);
}

/* ---- the rules' readings ---- */

/* One row per option of the Storyline engine, offering its values, the default first; the
 * rows come from the engine's own table, so a new reading needs no change here. */
static void
build_rule_rows (CwMatchSetup *self)
{
  g_autoptr (GTypeClass) klass = g_type_class_ref (CW_TYPE_MATCH);
  const CwEngineOption *options = CW_ENGINE_CLASS (klass)->options;

  for (guint i = 0; options != NULL && options[i].key != NULL; i++)
    {
      g_auto (GStrv) values = g_strsplit (options[i].values, "|", -1);
      g_autoptr (GtkStringList) shown = gtk_string_list_new (NULL);
      AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
      guint selected = 0;

      for (guint v = 0; values[v] != NULL; v++)
        {
          gtk_string_list_append (shown, cw_table_setup_option_label (options[i].key, values[v]));
          if (g_strcmp0 (values[v], options[i].default_value) == 0)
            selected = v;
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(options[i].description));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_combo_row_set_model (row, G_LIST_MODEL (shown));
      /* The choice shown whole under the sentence: beside it, at 360 px the sentence took
       * the width and the choice was cut to "…". */
      {
        /* The row keeps its own reference; ours goes with the block. */
        g_autoptr (GtkExpression) name_of = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

        adw_combo_row_set_expression (row, name_of);
      }
      adw_combo_row_set_use_subtitle (row, TRUE);
      adw_combo_row_set_selected (row, selected);
      g_object_set_data_full (G_OBJECT (row), "cw-option-values", g_steal_pointer (&values), (GDestroyNotify) g_strfreev);
      g_object_set_data (G_OBJECT (row), "cw-option-key", (gpointer) options[i].key);
      adw_preferences_group_add (self->rules_group, GTK_WIDGET (row));
      g_ptr_array_add (self->rule_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->rules_group), self->rule_rows->len > 0);
}

static AdwComboRow *
rule_row (CwMatchSetup *self,
          const char   *key)
{
  for (guint i = 0; i < self->rule_rows->len; i++)
    if (g_strcmp0 (g_object_get_data (g_ptr_array_index (self->rule_rows, i), "cw-option-key"), key) == 0)
      return g_ptr_array_index (self->rule_rows, i);
  return NULL;
}

const char *
cw_match_setup_get_rule (CwMatchSetup *self,
                         const char   *key)
{
  AdwComboRow *row;
  GStrv values;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), NULL);
  if ((row = rule_row (self, key)) == NULL)
    return NULL;
  values = g_object_get_data (G_OBJECT (row), "cw-option-values");
  return values[adw_combo_row_get_selected (row)];
}

gboolean
cw_match_setup_set_rule (CwMatchSetup *self,
                         const char   *key,
                         const char   *value)
{
  AdwComboRow *row;
  GStrv values;

  g_return_val_if_fail (CW_IS_MATCH_SETUP (self), FALSE);
  if ((row = rule_row (self, key)) == NULL)
    return FALSE;
  values = g_object_get_data (G_OBJECT (row), "cw-option-values");
  for (guint v = 0; values[v] != NULL; v++)
    if (g_strcmp0 (values[v], value) == 0)
      {
        adw_combo_row_set_selected (row, v);
        return TRUE;
      }
  return FALSE;
}

/* ---- GObject ---- */

static void
cw_match_setup_dispose (GObject *object)
{
  CwMatchSetup *self = CW_MATCH_SETUP (object);
  GtkWidget *child;

  if (self->authors != NULL)
    clear_authors (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_MATCH_SETUP);
  /* The template's root is not bound to a field, so it is unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->session);
  g_clear_object (&self->library_names);
  g_clear_object (&self->title_names);
  g_clear_object (&self->first_names);

  G_OBJECT_CLASS (cw_match_setup_parent_class)->dispose (object);
}

static void
cw_match_setup_finalize (GObject *object)
{
  CwMatchSetup *self = CW_MATCH_SETUP (object);

  g_clear_pointer (&self->rule_rows, g_ptr_array_unref);
  g_ptr_array_unref (self->authors);
  g_ptr_array_unref (self->library_paths);
  g_ptr_array_unref (self->titles);
  g_hash_table_unref (self->libraries);

  G_OBJECT_CLASS (cw_match_setup_parent_class)->finalize (object);
}

static void
cw_match_setup_class_init (CwMatchSetupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_match_setup_dispose;
  object_class->finalize = cw_match_setup_finalize;
  widget_class->map = cw_match_setup_map;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/table/cw-match-setup.ui");
  gtk_widget_class_bind_template_child (widget_class, CwMatchSetup, authors_box);
  gtk_widget_class_bind_template_child (widget_class, CwMatchSetup, add_button);
  gtk_widget_class_bind_template_child (widget_class, CwMatchSetup, first_row);
  gtk_widget_class_bind_template_child (widget_class, CwMatchSetup, rules_group);
  gtk_widget_class_bind_template_callback (widget_class, on_add_clicked);
  gtk_widget_class_set_css_name (widget_class, "matchsetup");
}

static void
cw_match_setup_init (CwMatchSetup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->authors = g_ptr_array_new_with_free_func ((GDestroyNotify) author_form_free);
  self->library_paths = g_ptr_array_new_with_free_func (g_free);
  self->titles = g_ptr_array_new_with_free_func (unref_card);
  self->libraries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->rule_rows = g_ptr_array_new ();   /* the group holds the rows */
  build_rule_rows (self);
  read_choices (self);
  renumber (self);
}

GtkWidget *
cw_match_setup_new (void)
{
  return g_object_new (CW_TYPE_MATCH_SETUP, NULL);
}
