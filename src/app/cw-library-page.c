/* cw-library-page.c: the Libraries view: open and saved Libraries, a card browser, the Library being built. */
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "cw-library-page.h"
#include "cw-compat.h"
#include "cw-card-filter.h"
#include "cw-card-tile.h"
#include "cw-library-panels.h"
#include "cw-library-sections.h"
#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-query.h"
#include "cw-xml.h"

typedef enum {
  ROW_OPEN,        /* a Library open in the window */
  ROW_USER_FILE,   /* one of the player's Library files, not open */
  ROW_DEMO_FILE,   /* a demo Library shipped with the game, not open */
} RowKind;

struct _CwLibraryPage
{
  GtkWidget           parent_instance;

  /* template */
  CwLeaflet          *leaflet;
  GtkListBox         *libraries_list;
  GtkWidget          *browser_done_button;
  GtkSearchEntry     *browser_search;
  GtkLabel           *browser_error;
  GtkLabel           *browser_hint;
  GtkListView        *browser_list;
  GtkStack           *editor_stack;
  GtkWidget          *back_button;
  GtkLabel           *name_label;
  GtkLabel           *summary_label;
  GtkWidget          *add_cards_button;
  AdwStatusPage      *none_status;
  GtkWidget          *new_library_button;
  GtkWidget          *browser_box;
  GtkWidget          *browser_separator;
  GtkWidget          *table_button;
  GtkLabel           *list_empty_label;    /* the list's placeholder, made in init */
  GtkWidget          *list_new_button;
  struct _DeletedLibrary *deleted;   /* the last Library deleted, for Undo */
  CwFlap             *panels_flap;
  CwLibrarySections  *sections;
  CwLibraryPanels    *panels;
  GtkPopover         *rename_popover;
  GtkEntry           *name_entry;
  GtkTextView        *notes_view;
  GtkWidget          *side_label;
  GtkDropDown        *side_dropdown;

  CwSession          *session;
  CwLibraryDoc       *current;
  CwCardFilter       *browser_filter;
  GtkFilterListModel *browser_model;
  GtkSingleSelection *browser_selection;
  CwFileChooser *chooser;
  gboolean            rebuilding;
};

G_DEFINE_FINAL_TYPE (CwLibraryPage, cw_library_page, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_CURRENT, PROP_CURRENT_PATH, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void rebuild_sidebar (CwLibraryPage *self);

void
cw_library_page_toast (CwLibraryPage *self,
                       const char    *message)
{
  /* Through the window (win.toast), so a newer message replaces this one instead of queueing. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", message);
}

static void
show_error (CwLibraryPage *self,
            const char    *heading,
            const GError  *error)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;

  if (!GTK_IS_WINDOW (root) || !gtk_widget_get_mapped (GTK_WIDGET (root)))
    {
      g_message ("%s: %s", heading, error->message);
      return;
    }

  dialog = cw_alert_new (GTK_WINDOW (root), heading, error->message);
  cw_alert_add_response (dialog, "close", _("_Close"));
  cw_alert_present (dialog);
}

/* ---- the editor header ---- */

/* Cards to add are for a Library being built: a game with no deck to build shows them only
 * beside a Library the player opened. */
static void
update_browser_visible (CwLibraryPage *self)
{
  gboolean browsing = self->current != NULL || self->session == NULL ||
                      cw_game_builds_decks (cw_session_get_game (self->session));

  gtk_widget_set_visible (self->browser_box, browsing);
  gtk_widget_set_visible (self->browser_separator, browsing);
}

static void
update_header (CwLibraryPage *self)
{
  CwLibrary *library;
  g_autofree char *name = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *count = NULL;
  gboolean legal;
  guint total;

  gtk_stack_set_visible_child_name (self->editor_stack, self->current != NULL ? "editor" : "none");
  update_browser_visible (self);
  if (self->current == NULL)
    return;

  library = cw_library_doc_get_library (self->current);
  total = cw_library_get_total (library, NULL);
  legal = cw_library_is_legal (library, cw_session_get_catalog (self->session));

  name = g_strdup_printf ("%s%s", cw_library_doc_is_modified (self->current) ? "• " : "",
                          cw_library_doc_get_name (self->current));
  gtk_label_set_text (self->name_label, name);

  /* Translators: the number of cards in a Library. */
  count = g_strdup_printf (ngettext ("%u card", "%u cards", total), total);
  summary = g_strdup_printf ("%s · %s%s", count,
                             legal ? _("legal") : _("not legal yet"),
                             cw_library_doc_is_shipped (self->current) ? _(" · demo Library: saving makes your own copy") : "");
  gtk_label_set_text (self->summary_label, summary);
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary_label), legal ? "error" : "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->summary_label), legal ? "success" : "error");
}

/* The sidebar shows the card count too: after every edit and undo, not only on save. */
static void
on_current_changed (CwLibraryPage *self)
{
  update_header (self);
  rebuild_sidebar (self);
}

static void
on_current_state_changed (CwLibraryPage *self)
{
  update_header (self);
  rebuild_sidebar (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PATH]);
}

/* ---- current Library ---- */

CwLibraryDoc *
cw_library_page_get_current (CwLibraryPage *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), NULL);
  return self->current;
}

const char *
cw_library_page_get_current_path (CwLibraryPage *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), NULL);
  return self->current != NULL ? cw_library_doc_get_path (self->current) : NULL;
}

void
cw_library_page_set_current (CwLibraryPage *self,
                             CwLibraryDoc  *doc)
{
  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));

  if (self->current == doc)
    return;

  if (self->current != NULL)
    g_signal_handlers_disconnect_by_data (self->current, self);
  g_set_object (&self->current, doc);
  if (doc != NULL)
    {
      g_signal_connect_swapped (doc, "changed", G_CALLBACK (on_current_changed), self);
      g_signal_connect_swapped (doc, "notify::modified", G_CALLBACK (on_current_state_changed), self);
      g_signal_connect_swapped (doc, "notify::name", G_CALLBACK (on_current_state_changed), self);
    }

  cw_library_sections_set_doc (self->sections, doc);
  cw_library_panels_set_doc (self->panels, doc);
  update_header (self);
  rebuild_sidebar (self);

  if (doc != NULL && cw_leaflet_get_folded (self->leaflet))
    cw_leaflet_set_visible_page (self->leaflet, "editor");

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PATH]);
}

/* ---- sidebar ---- */

static GtkWidget *
make_row (RowKind     kind,
          const char *title,
          const char *subtitle)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (title);

  /* A row of the sidebar is at least 36 px high: a lone name sits in its middle. */
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), label);
  if (subtitle != NULL)
    {
      GtkWidget *caption = gtk_label_new (subtitle);

      gtk_label_set_xalign (GTK_LABEL (caption), 0);
      gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_widget_add_css_class (caption, "caption");
      gtk_box_append (GTK_BOX (box), caption);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "cw-row-kind", GINT_TO_POINTER (kind));
  return row;
}

static void
header_func (GtkListBoxRow *row,
             GtkListBoxRow *before,
             gpointer       user_data)
{
  RowKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "cw-row-kind"));
  const char *title = NULL;
  GtkWidget *header;

  if (before != NULL && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (before), "cw-row-kind")) == (int) kind)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }

  switch (kind)
    {
    case ROW_OPEN:
      title = _("Open");
      break;
    case ROW_USER_FILE:
      title = _("My Libraries");
      break;
    case ROW_DEMO_FILE:
      title = _("Demo Libraries");
      break;
    }

  header = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_add_css_class (header, "dim-label");
  gtk_widget_set_margin_top (header, 12);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_bottom (header, 4);
  gtk_list_box_row_set_header (row, header);
}

/* The list of Libraries says why it is empty (a game with no demo Libraries, before the user
 * has made one) and offers the two ways to fill it, as the pane beside it does; its words
 * follow the game (update_none_status). In the list's dim caption style, as the card
 * browser's hint under it. */
static void
make_list_placeholder (CwLibraryPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *open_button = gtk_button_new_with_mnemonic (_("_Open a Library File…"));
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_valign (box, GTK_ALIGN_START);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_bottom (label, 6);
  gtk_box_append (GTK_BOX (box), label);
  self->list_empty_label = GTK_LABEL (label);

  self->list_new_button = gtk_button_new_with_mnemonic (_("_Start a New Library"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->list_new_button), "library.new");
  gtk_box_append (GTK_BOX (box), self->list_new_button);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (open_button), "library.open");
  gtk_box_append (GTK_BOX (box), open_button);

  gtk_list_box_set_placeholder (self->libraries_list, box);
}

/* What the view says with no Library open. A game whose whole box is played (the game
 * definition says so) has no deck to build: it says what the game is about and leads to the
 * Table, and the list still holds the box's contents. */
static void
update_none_status (CwLibraryPage *self,
                    gboolean       has_demos)
{
  CwGame *game = cw_session_get_game (self->session);
  gboolean builds = cw_game_builds_decks (game);
  g_autofree char *about = NULL;
  g_autofree char *description = NULL;

  gtk_widget_set_visible (self->new_library_button, builds);
  gtk_widget_set_visible (self->table_button, !builds);
  gtk_widget_set_visible (self->list_new_button, builds);
  gtk_label_set_text (self->list_empty_label,
                      builds ? _("No Libraries for this game yet. A Library is a deck built from the game’s cards.")
                             : _("Nobody builds a deck in this game: the whole box is played."));
  update_browser_visible (self);
  if (!builds)
    {
      /* The status page reads markup; the game's words are text. */
      description = g_markup_escape_text (cw_game_get_description (game) ? cw_game_get_description (game) : "", -1);
      about = g_strdup_printf ("%s\n\n%s", description,
                               has_demos ? _("Nobody builds a deck: the whole box is played. The Library in the list "
                                             "shows everything in it.")
                                         : _("Nobody builds a deck: the whole box is played."));
      adw_status_page_set_title (self->none_status, cw_game_get_name (game));
      adw_status_page_set_description (self->none_status, about);
      return;
    }
  adw_status_page_set_title (self->none_status, _("No Library Open"));
  /* Only a game that ships demo Libraries speaks of them (the Disney game has none). */
  adw_status_page_set_description (self->none_status,
                                   has_demos
                                   ? _("Start a new Library, or open one of the demo Libraries in the list. "
                                       "Cards dropped here start a new Library.")
                                   : _("Start a new Library, or open a Library file (Ctrl+O). "
                                       "Cards dropped here start a new Library."));
}

static void
rebuild_sidebar (CwLibraryPage *self)
{
  g_autoptr(GHashTable) open_paths = g_hash_table_new (g_str_hash, g_str_equal);
  g_auto(GStrv) user_files = NULL;
  g_auto(GStrv) demo_files = NULL;
  GListModel *open;
  GtkListBoxRow *old_row;
  guint n;

  self->rebuilding = TRUE;
  /* The rows only: the first child may be the list's placeholder. */
  while ((old_row = gtk_list_box_get_row_at_index (self->libraries_list, 0)) != NULL)
    gtk_list_box_remove (self->libraries_list, GTK_WIDGET (old_row));

  if (self->session == NULL)
    {
      self->rebuilding = FALSE;
      return;
    }

  open = cw_session_get_open_libraries (self->session);
  n = g_list_model_get_n_items (open);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwLibraryDoc) doc = g_list_model_get_item (open, i);
      CwLibrary *library = cw_library_doc_get_library (doc);
      guint total = cw_library_get_total (library, NULL);
      g_autofree char *title = g_strdup_printf ("%s%s", cw_library_doc_is_modified (doc) ? "• " : "",
                                                cw_library_doc_get_name (doc));
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u card%s", "%u cards%s", total), total,
                                                   cw_library_doc_get_path (doc) == NULL ? _(" · not saved yet")
                                                   : cw_library_doc_is_shipped (doc) ? _(" · demo") : "");
      GtkWidget *row = make_row (ROW_OPEN, title, subtitle);

      g_object_set_data_full (G_OBJECT (row), "cw-doc", g_object_ref (doc), g_object_unref);
      gtk_list_box_append (self->libraries_list, row);
      if (doc == self->current)
        gtk_list_box_select_row (self->libraries_list, GTK_LIST_BOX_ROW (row));
      if (cw_library_doc_get_path (doc) != NULL)
        g_hash_table_add (open_paths, (gpointer) cw_library_doc_get_path (doc));
    }

  user_files = cw_session_list_user_libraries (self->session);
  for (guint i = 0; user_files[i] != NULL; i++)
    {
      g_autofree char *name = NULL;
      GtkWidget *row;

      if (g_hash_table_contains (open_paths, user_files[i]))
        continue;
      name = cw_session_dup_library_file_name (self->session, user_files[i]);
      row = make_row (ROW_USER_FILE, name, NULL);
      g_object_set_data_full (G_OBJECT (row), "cw-path", g_strdup (user_files[i]), g_free);
      gtk_list_box_append (self->libraries_list, row);
    }

  demo_files = cw_session_list_demo_libraries (self->session);
  for (guint i = 0; demo_files[i] != NULL; i++)
    {
      g_autofree char *name = NULL;
      GtkWidget *row;

      if (g_hash_table_contains (open_paths, demo_files[i]))
        continue;
      name = cw_session_dup_library_file_name (self->session, demo_files[i]);
      row = make_row (ROW_DEMO_FILE, name, NULL);
      g_object_set_data_full (G_OBJECT (row), "cw-path", g_strdup (demo_files[i]), g_free);
      gtk_list_box_append (self->libraries_list, row);
    }

  update_none_status (self, demo_files[0] != NULL);
  self->rebuilding = FALSE;
}

static void
on_library_row_activated (CwLibraryPage *self,
                          GtkListBoxRow *row)
{
  CwLibraryDoc *doc = g_object_get_data (G_OBJECT (row), "cw-doc");
  const char *path = g_object_get_data (G_OBJECT (row), "cw-path");

  if (self->rebuilding)
    return;

  if (doc != NULL)
    cw_library_page_set_current (self, doc);
  else if (path != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (cw_library_page_open_file (self, path, &error) == NULL)
        {
          show_error (self, _("The Library Could Not Be Opened"), error);
          return;
        }
    }

  /* On a narrow window, choosing a Library (even the one already shown) goes to it. */
  if (cw_leaflet_get_folded (self->leaflet))
    cw_leaflet_set_visible_page (self->leaflet, "editor");
}

/* ---- opening, creating, saving ---- */

static gboolean
is_demo_path (CwLibraryPage *self,
              const char    *path)
{
  g_auto(GStrv) demo_files = cw_session_list_demo_libraries (self->session);

  return g_strv_contains ((const char * const *) demo_files, path);
}

CwLibraryDoc *
cw_library_page_open_file (CwLibraryPage  *self,
                           const char     *path,
                           GError        **error)
{
  g_autoptr(CwLibraryDoc) doc = NULL;
  CwLibraryDoc *open;

  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (self->session != NULL, NULL);

  open = cw_session_find_open_library (self->session, path);
  if (open != NULL)
    {
      cw_library_page_set_current (self, open);
      return open;
    }

  doc = cw_library_doc_new_from_file (cw_session_get_catalog (self->session), path,
                                      is_demo_path (self, path), error);
  if (doc == NULL)
    return NULL;

  cw_session_add_open_library (self->session, doc);
  cw_library_page_set_current (self, doc);
  return doc;
}

CwLibraryDoc *
cw_library_page_new_library (CwLibraryPage *self)
{
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(CwLibraryDoc) doc = NULL;
  g_autofree char *name = NULL;
  GListModel *open;
  guint number = 1;

  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), NULL);
  g_return_val_if_fail (self->session != NULL, NULL);

  /* "New Library", "New Library 2"…: a name no open or saved Library has, so the sidebar
   * and the file saved from it never mix it up with another. */
  {
    g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    g_auto(GStrv) saved = cw_session_list_user_libraries (self->session);

    open = cw_session_get_open_libraries (self->session);
    for (guint i = 0; i < g_list_model_get_n_items (open); i++)
      {
        g_autoptr(CwLibraryDoc) other = g_list_model_get_item (open, i);

        g_hash_table_add (taken, g_strdup (cw_library_doc_get_name (other)));
      }
    for (guint i = 0; saved[i] != NULL; i++)
      g_hash_table_add (taken, cw_session_dup_library_file_name (self->session, saved[i]));
    for (;; number++)
      {
        g_free (name);
        name = number == 1 ? g_strdup (_("New Library")) : g_strdup_printf (_("New Library %u"), number);
        if (!g_hash_table_contains (taken, name))
          break;
      }
  }

  library = cw_library_new (cw_session_get_game (self->session));
  cw_library_set_name (library, name);
  doc = cw_library_doc_new (cw_session_get_catalog (self->session), library, FALSE);
  cw_session_add_open_library (self->session, doc);
  cw_library_page_set_current (self, doc);
  return doc;
}

void
cw_library_page_add_card (CwLibraryPage *self,
                          CwCard        *card)
{
  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));
  g_return_if_fail (CW_IS_CARD (card));

  if (self->session == NULL)
    return;
  if (self->current == NULL)
    cw_library_page_new_library (self);

  cw_library_doc_add_card (self->current, card, 1);
  rebuild_sidebar (self);
}

gboolean
cw_library_page_save (CwLibraryPage  *self,
                      GError        **error)
{
  g_autofree char *user_dir = NULL;
  g_autofree char *message = NULL;
  gboolean was_shipped;

  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), FALSE);

  if (self->current == NULL)
    return TRUE;

  user_dir = cw_session_dup_user_library_dir (self->session);
  was_shipped = cw_library_doc_is_shipped (self->current);
  if (!cw_library_doc_save (self->current, user_dir, error))
    return FALSE;

  cw_session_forget_library_files (self->session);
  rebuild_sidebar (self);
  message = was_shipped ? g_strdup_printf (_("Saved your own copy of “%s”"), cw_library_doc_get_name (self->current))
                        : g_strdup_printf (_("Saved “%s”"), cw_library_doc_get_name (self->current));
  cw_library_page_toast (self, message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PATH]);
  return TRUE;
}

static void
on_save_as_response (CwFileChooser   *chooser,
                     int              response,
                     CwLibraryPage   *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->current != NULL)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (CW_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (!cw_library_doc_save_as (self->current, path, &error))
        show_error (self, _("The Library Could Not Be Saved"), error);
      else
        {
          cw_session_forget_library_files (self->session);
          rebuild_sidebar (self);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PATH]);
        }
    }
  g_clear_object (&self->chooser);
}

void
cw_library_page_save_as (CwLibraryPage *self)
{
  g_autofree char *user_dir = NULL;
  g_autofree char *suggested = NULL;
  g_autofree char *base = NULL;
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));

  if (self->current == NULL || self->chooser != NULL)
    return;

  user_dir = cw_session_dup_user_library_dir (self->session);
  g_mkdir_with_parents (user_dir, 0755);
  suggested = cw_library_doc_make_path (user_dir, cw_library_doc_get_name (self->current), NULL);
  base = g_path_get_basename (suggested);
  folder = g_file_new_for_path (user_dir);

  self->chooser = cw_file_chooser_new (_("Save Library As"),
                                       GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                       GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  cw_file_chooser_set_current_folder (self->chooser, folder, NULL);
  cw_file_chooser_set_current_name (self->chooser, base);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_save_as_response), self);
  cw_file_chooser_show (self->chooser);
}

static void
on_open_response (CwFileChooser   *chooser,
                  int              response,
                  CwLibraryPage   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = cw_file_chooser_get_file (CW_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (cw_library_page_open_file (self, path, &error) == NULL)
        show_error (self, _("The Library Could Not Be Opened"), error);
    }
  g_clear_object (&self->chooser);
}

void
cw_library_page_open_dialog (CwLibraryPage *self)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *user_dir = NULL;
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));

  if (self->session == NULL || self->chooser != NULL)
    return;

  user_dir = cw_session_dup_user_library_dir (self->session);
  g_mkdir_with_parents (user_dir, 0755);
  folder = g_file_new_for_path (user_dir);

  self->chooser = cw_file_chooser_new (_("Open Library"),
                                       GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                       GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Cardwright Libraries"));
  gtk_file_filter_add_suffix (filter, "cwlibrary");
  gtk_file_filter_add_suffix (filter, "xml");
  cw_file_chooser_add_filter (self->chooser, filter);
  cw_file_chooser_set_current_folder (self->chooser, folder, NULL);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_open_response), self);
  cw_file_chooser_show (self->chooser);
}

CwLibraryDoc *
cw_library_page_duplicate (CwLibraryPage *self)
{
  g_autoptr(CwLibrary) copy = NULL;
  g_autoptr(CwLibraryDoc) doc = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), NULL);

  if (self->current == NULL)
    return NULL;

  copy = cw_library_duplicate (cw_library_doc_get_library (self->current));
  /* Translators: the name of a duplicated Library. */
  name = g_strdup_printf (_("%s (copy)"), cw_library_doc_get_name (self->current));
  cw_library_set_name (copy, name);
  cw_library_set_path (copy, NULL);
  doc = cw_library_doc_new (cw_session_get_catalog (self->session), copy, FALSE);
  cw_session_add_open_library (self->session, doc);
  cw_library_page_set_current (self, doc);
  return doc;
}

static void
close_doc (CwLibraryPage *self,
           CwLibraryDoc  *doc)
{
  g_autoptr(CwLibraryDoc) keep = g_object_ref (doc);
  GListModel *open = cw_session_get_open_libraries (self->session);
  CwLibraryDoc *next = NULL;

  cw_session_remove_open_library (self->session, doc);
  if (g_list_model_get_n_items (open) > 0)
    next = g_list_model_get_item (open, 0);
  if (self->current == doc)
    cw_library_page_set_current (self, next);
  g_clear_object (&next);
  rebuild_sidebar (self);
}

static void
on_close_response (GtkWidget *dialog,
                   const char       *response,
                   CwLibraryPage    *self)
{
  CwLibraryDoc *doc = g_object_get_data (G_OBJECT (dialog), "cw-doc");

  if (g_strcmp0 (response, "discard") == 0)
    close_doc (self, doc);
}

void
cw_library_page_close (CwLibraryPage *self)
{
  GtkWidget *dialog;
  g_autofree char *heading = NULL;

  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));

  if (self->current == NULL)
    return;

  if (!cw_library_doc_is_modified (self->current))
    {
      close_doc (self, self->current);
      return;
    }

  heading = g_strdup_printf (_("Close “%s” Without Saving?"), cw_library_doc_get_name (self->current));
  dialog = cw_alert_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading,
                         _("The changes since it was last saved will be lost."));
  cw_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "discard", _("_Discard Changes"),
                          NULL);
  cw_alert_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  g_object_set_data_full (G_OBJECT (dialog), "cw-doc", g_object_ref (self->current), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_close_response), self, 0);
  cw_alert_present (dialog);
}

static void
on_delete_response (GtkWidget *dialog,
                    const char       *response,
                    CwLibraryPage    *self)
{
  CwLibraryDoc *doc = g_object_get_data (G_OBJECT (dialog), "cw-doc");
  const char *path;

  if (g_strcmp0 (response, "delete") != 0)
    return;

  path = cw_library_doc_get_path (doc);
  if (path != NULL && g_unlink (path) != 0)
    {
      int saved_errno = errno;
      g_autoptr(GError) error = g_error_new (G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                                             "%s: %s", path, g_strerror (saved_errno));
      show_error (self, _("The Library Could Not Be Deleted"), error);
      return;
    }
  cw_session_forget_library_files (self->session);
  close_doc (self, doc);
}

static void
ask_to_delete (CwLibraryPage *self)
{
  GtkWidget *dialog;
  g_autofree char *heading = NULL;

  heading = g_strdup_printf (_("Delete “%s”?"), cw_library_doc_get_name (self->current));
  dialog = cw_alert_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading,
                         _("There is no trash on this disk: the Library file is deleted for good."));
  cw_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "delete", _("_Delete"),
                          NULL);
  cw_alert_set_response_appearance (dialog, "delete", ADW_RESPONSE_DESTRUCTIVE);
  cw_alert_set_default_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "cw-doc", g_object_ref (self->current), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_delete_response), self, 0);
  cw_alert_present (dialog);
}

/* What a deletion took away, kept until the next one: the Library as it was open (unsaved
 * edits included) and the file's bytes, so Undo puts both back exactly. */
typedef struct _DeletedLibrary {
  CwLibraryDoc  *doc;
  char          *path;   /* NULL for a Library never saved */
  GBytes        *contents;
} DeletedLibrary;

static void
deleted_library_free (DeletedLibrary *deleted)
{
  g_clear_object (&deleted->doc);
  g_free (deleted->path);
  g_clear_pointer (&deleted->contents, g_bytes_unref);
  g_free (deleted);
}

gboolean
cw_library_page_undo_delete (CwLibraryPage *self)
{
  DeletedLibrary *deleted;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), FALSE);

  deleted = self->deleted;
  if (deleted == NULL || self->session == NULL)
    return FALSE;
  if (deleted->path != NULL && deleted->contents != NULL &&
      !cw_file_save_atomic (deleted->path, g_bytes_get_data (deleted->contents, NULL),
                            g_bytes_get_size (deleted->contents), &error))
    {
      show_error (self, _("The Library Could Not Be Put Back"), error);
      return FALSE;
    }
  self->deleted = NULL;
  cw_session_forget_library_files (self->session);
  cw_session_add_open_library (self->session, deleted->doc);
  cw_library_page_set_current (self, deleted->doc);
  rebuild_sidebar (self);
  deleted_library_free (deleted);
  return TRUE;
}

static void
offer_undo_delete (CwLibraryPage *self,
                   const char    *message)
{
  AdwToast *toast = adw_toast_new (message);
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  adw_toast_set_button_label (toast, _("_Undo"));
  /* The window's action: the toast lives in the overlay, above this page. */
  adw_toast_set_action_name (toast, "library.undo-delete");
  adw_toast_set_timeout (toast, 10);
  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  else
    g_object_unref (g_object_ref_sink (toast));
}

/* Deleting asks nothing: the file goes to the trash and the toast offers Undo, as Files
 * does. Where there is no trash (some network and removable disks) it asks, then deletes. */
void
cw_library_page_delete (CwLibraryPage *self)
{
  DeletedLibrary *deleted;
  const char *path;
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));

  if (self->current == NULL)
    return;

  /* Shipped demo files are read-only: "delete" only closes them. */
  if (cw_library_doc_is_shipped (self->current))
    {
      close_doc (self, self->current);
      return;
    }

  deleted = g_new0 (DeletedLibrary, 1);
  deleted->doc = g_object_ref (self->current);
  path = cw_library_doc_get_path (self->current);
  if (path != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (path);
      char *bytes = NULL;
      gsize length = 0;

      if (g_file_get_contents (path, &bytes, &length, NULL))
        deleted->contents = g_bytes_new_take (bytes, length);
      if (!g_file_trash (file, NULL, &error))
        {
          deleted_library_free (deleted);
          if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
            ask_to_delete (self);
          else
            show_error (self, _("The Library Could Not Be Deleted"), error);
          return;
        }
      deleted->path = g_strdup (path);
      cw_session_forget_library_files (self->session);
      /* Translators: after deleting a Library; the toast has an Undo button. */
      message = g_strdup_printf (_("“%s” moved to the trash"), cw_library_doc_get_name (self->current));
    }
  else
    /* Translators: after deleting a Library that was never saved; the toast has an Undo button. */
    message = g_strdup_printf (_("“%s” closed and forgotten"), cw_library_doc_get_name (self->current));

  g_clear_pointer (&self->deleted, deleted_library_free);
  self->deleted = deleted;
  close_doc (self, deleted->doc);
  offer_undo_delete (self, message);
}

/* ---- name and notes ---- */

/* For fixed-deck games (Good against Evil) a Library is one side's deck: chosen here. */
static GPtrArray *
fixed_decks (CwLibraryPage *self)
{
  return self->session != NULL ? cw_game_get_fixed_decks (cw_session_get_game (self->session)) : NULL;
}

static void
on_rename_popover_show (CwLibraryPage *self)
{
  CwLibrary *library;
  GPtrArray *decks = fixed_decks (self);
  const char *notes, *side;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;

  if (self->current == NULL)
    return;

  library = cw_library_doc_get_library (self->current);
  notes = cw_library_get_notes (library);
  side = cw_library_get_side (library);
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), cw_library_doc_get_name (self->current));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->notes_view), notes != NULL ? notes : "", -1);

  gtk_string_list_append (names, _("None chosen"));
  for (guint i = 0; decks != NULL && i < decks->len; i++)
    {
      const CwFixedDeck *deck = g_ptr_array_index (decks, i);

      gtk_string_list_append (names, deck->name);
      if (g_strcmp0 (deck->id, side) == 0)
        selected = i + 1;
    }
  gtk_drop_down_set_model (self->side_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->side_dropdown, selected);
  gtk_widget_set_visible (self->side_label, decks != NULL && decks->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->side_dropdown), decks != NULL && decks->len > 0);
}

static void
on_rename_apply (CwLibraryPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  GPtrArray *decks = fixed_decks (self);
  g_autofree char *notes = NULL;
  g_autofree char *name = NULL;
  GtkTextIter start, end;
  guint selected;

  if (self->current == NULL)
    return;

  name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry))));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  notes = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);

  if (*name != '\0')
    cw_library_doc_set_name (self->current, name);
  cw_library_doc_set_notes (self->current, *notes != '\0' ? notes : NULL);
  if (decks != NULL && decks->len > 0)
    {
      selected = gtk_drop_down_get_selected (self->side_dropdown);
      cw_library_doc_set_side (self->current, selected >= 1 && selected <= decks->len
                                              ? ((CwFixedDeck *) g_ptr_array_index (decks, selected - 1))->id
                                              : NULL);
    }
  gtk_popover_popdown (self->rename_popover);
  rebuild_sidebar (self);
}

/* ---- the card browser ---- */

/* The line above the cards says how to add one, or why there is none to add: an empty list
 * under "Drag a card onto the Library" left a player of a game shipped without its cards
 * (Disney) with nothing to drag and no word why. */
static void
update_browser_hint (CwLibraryPage *self)
{
  GListModel *cards = gtk_filter_list_model_get_model (self->browser_model);

  if (g_list_model_get_n_items (G_LIST_MODEL (self->browser_model)) > 0)
    gtk_label_set_text (self->browser_hint, _("Drag a card onto the Library, double-click it, or press +."));
  else if (cards == NULL || g_list_model_get_n_items (cards) == 0)
    gtk_label_set_text (self->browser_hint, _("This game has no cards yet. Enter yours in the Collection, with New Card… in the main menu."));
  else
    gtk_label_set_text (self->browser_hint, _("No card matches the search."));
}

static void
apply_browser_search (CwLibraryPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CwQuery) query = NULL;

  if (self->session == NULL)
    return;

  query = cw_session_new_query (self->session,
                        gtk_editable_get_text (GTK_EDITABLE (self->browser_search)), &error);
  gtk_widget_set_visible (GTK_WIDGET (self->browser_error), query == NULL);
  if (query == NULL)
    {
      gtk_label_set_text (self->browser_error, error->message);
      return;
    }
  cw_card_filter_set_query (self->browser_filter, query);

  /* New results start at the top: the old scroll position belongs to the old list.
   * (GTK 4.8 has no gtk_list_view_scroll_to: the scrolled window's adjustment does it.) */
  {
    GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->browser_list), GTK_TYPE_SCROLLED_WINDOW);

    if (scrolled != NULL)
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), 0);
  }
}

static void
on_browser_search_changed (CwLibraryPage *self)
{
  apply_browser_search (self);
}

void
cw_library_page_set_browser_search (CwLibraryPage *self,
                                    const char    *text)
{
  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));

  g_signal_handlers_block_by_func (self->browser_search, on_browser_search_changed, self);
  gtk_editable_set_text (GTK_EDITABLE (self->browser_search), text != NULL ? text : "");
  g_signal_handlers_unblock_by_func (self->browser_search, on_browser_search_changed, self);
  apply_browser_search (self);
}

GListModel *
cw_library_page_get_browser_results (CwLibraryPage *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), NULL);
  return G_LIST_MODEL (self->browser_model);
}

void
cw_library_page_focus_search (CwLibraryPage *self)
{
  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));

  if (cw_leaflet_get_folded (self->leaflet))
    cw_leaflet_set_visible_page (self->leaflet, "browser");
  gtk_widget_grab_focus (GTK_WIDGET (self->browser_search));
}

static void
on_browser_activate (CwLibraryPage *self,
                     guint          position)
{
  g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (self->browser_model), position);

  if (card != NULL)
    cw_library_page_add_card (self, card);
}

static CwCard *
row_card (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), "cw-card");
}

static void
on_add_clicked (GtkButton     *button,
                CwLibraryPage *self)
{
  CwCard *card = row_card (gtk_widget_get_parent (GTK_WIDGET (button)));

  if (card != NULL)
    cw_library_page_add_card (self, card);
}

static void
browser_setup (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               CwLibraryPage            *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

  /* A capped natural width keeps the browser a column, leaving the room to the Library. */
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 26);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (subtitle), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (subtitle), 26);
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (labels), title);
  gtk_box_append (GTK_BOX (labels), subtitle);
  gtk_box_append (GTK_BOX (box), labels);

  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_valign (add, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (add, _("Add a copy to the Library"));
  /* A tooltip is only the description on GTK 4.8: without a label Orca says "GtkImage". */
  gtk_accessible_update_property (GTK_ACCESSIBLE (add), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Add a copy to the Library"), -1);
  g_signal_connect_object (add, "clicked", G_CALLBACK (on_add_clicked), self, 0);
  gtk_box_append (GTK_BOX (box), add);

  cw_card_drag_source_attach (box, row_card);
  gtk_list_item_set_child (item, box);
}

static void
browser_bind (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              CwLibraryPage            *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *labels = gtk_widget_get_first_child (box);
  GtkWidget *title = gtk_widget_get_first_child (labels);
  GtkWidget *subtitle = gtk_widget_get_next_sibling (title);
  CwCard *card = gtk_list_item_get_item (item);
  CwGame *game = cw_card_get_game (card);
  const CwCardType *type = cw_game_find_card_type (game, cw_card_get_card_type (card));
  g_autoptr(GString) text = g_string_new (type != NULL ? type->name : cw_card_get_card_type (card));
  int cost;

  if (cw_card_get_int (card, "cost", &cost))
    g_string_append_printf (text, _(" · cost %d"), cost);
  gtk_label_set_text (GTK_LABEL (title), cw_card_get_title (card));
  gtk_label_set_text (GTK_LABEL (subtitle), text->str);
  g_object_set_data_full (G_OBJECT (box), "cw-card", g_object_ref (card), g_object_unref);
}

static void
browser_unbind (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  g_object_set_data (G_OBJECT (gtk_list_item_get_child (item)), "cw-card", NULL);
}

/* ---- drag and drop onto the Library ---- */

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         CwLibraryPage *self)
{
  const char *card_id;
  CwCard *card;

  if (self->session == NULL || !G_VALUE_HOLDS_STRING (value))
    return FALSE;

  card_id = g_value_get_string (value);
  card = card_id != NULL ? cw_catalog_lookup (cw_session_get_catalog (self->session), card_id) : NULL;
  if (card == NULL)
    return FALSE;

  cw_library_page_add_card (self, card);
  return TRUE;
}

/* ---- narrow widths ---- */

static void
on_folded_changed (CwLibraryPage *self)
{
  gboolean folded = cw_leaflet_get_folded (self->leaflet);

  gtk_widget_set_visible (self->back_button, folded);
  gtk_widget_set_visible (self->add_cards_button, folded);
  gtk_widget_set_visible (self->browser_done_button, folded);

  /* Folding with a Library open keeps that Library in view rather than the list. */
  if (folded && self->current != NULL)
    cw_leaflet_set_visible_page (self->leaflet, "editor");
}

static void
on_show_sidebar (CwLibraryPage *self)
{
  cw_leaflet_set_visible_page (self->leaflet, "sidebar");
}

static void
on_show_browser (CwLibraryPage *self)
{
  cw_leaflet_set_visible_page (self->leaflet, "browser");
}

static void
on_show_editor (CwLibraryPage *self)
{
  cw_leaflet_set_visible_page (self->leaflet, "editor");
}

/* ---- session ---- */

void
cw_library_page_set_session (CwLibraryPage *self,
                             CwSession     *session)
{
  g_return_if_fail (CW_IS_LIBRARY_PAGE (self));

  if (self->session == session)
    return;

  cw_library_page_set_current (self, NULL);
  g_set_object (&self->session, session);

  cw_library_sections_set_session (self->sections, session);
  cw_library_panels_set_session (self->panels, session);
  cw_card_filter_set_query (self->browser_filter, NULL);
  cw_card_filter_set_collection (self->browser_filter, session != NULL ? cw_session_get_collection (session) : NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->browser_search), "");
  gtk_widget_set_visible (GTK_WIDGET (self->browser_error), FALSE);
  gtk_filter_list_model_set_model (self->browser_model,
                                   session != NULL ? G_LIST_MODEL (cw_session_get_catalog (session)) : NULL);
  update_browser_hint (self);

  /* Each game keeps its own open Libraries; coming back shows the first again. */
  if (session != NULL)
    {
      GListModel *open = cw_session_get_open_libraries (session);

      if (g_list_model_get_n_items (open) > 0)
        {
          g_autoptr(CwLibraryDoc) first = g_list_model_get_item (open, 0);
          cw_library_page_set_current (self, first);
        }
    }
  rebuild_sidebar (self);
  update_header (self);
}

GtkWidget *
cw_library_page_get_panels (CwLibraryPage *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_PAGE (self), NULL);
  return GTK_WIDGET (self->panels);
}

static void
on_first_map (CwLibraryPage *self)
{
  g_signal_handlers_disconnect_by_func (self, on_first_map, NULL);
  gtk_list_view_set_model (self->browser_list, GTK_SELECTION_MODEL (self->browser_selection));
}

/* ---- GObject ---- */

static void
cw_library_page_dispose (GObject *object)
{
  CwLibraryPage *self = CW_LIBRARY_PAGE (object);
  GtkWidget *child;

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      cw_file_chooser_destroy (self->chooser);
      g_clear_object (&self->chooser);
    }
  if (self->current != NULL)
    g_signal_handlers_disconnect_by_data (self->current, self);

  g_clear_pointer (&self->deleted, deleted_library_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_LIBRARY_PAGE);
  /* Template children without an id are not unparented by dispose_template. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  g_clear_object (&self->current);
  g_clear_object (&self->browser_selection);
  g_clear_object (&self->browser_model);
  g_clear_object (&self->browser_filter);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_library_page_parent_class)->dispose (object);
}

static void
cw_library_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CwLibraryPage *self = CW_LIBRARY_PAGE (object);

  switch (prop_id)
    {
    case PROP_CURRENT:
      g_value_set_object (value, self->current);
      break;
    case PROP_CURRENT_PATH:
      g_value_set_string (value, cw_library_page_get_current_path (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_library_page_class_init (CwLibraryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_library_page_dispose;
  object_class->get_property = cw_library_page_get_property;

  properties[PROP_CURRENT] =
    g_param_spec_object ("current", NULL, NULL, CW_TYPE_LIBRARY_DOC,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT_PATH] =
    g_param_spec_string ("current-path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CW_TYPE_LIBRARY_SECTIONS);
  g_type_ensure (CW_TYPE_LIBRARY_PANELS);
  g_type_ensure (CW_TYPE_LEAFLET);
  g_type_ensure (CW_TYPE_FLAP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-library-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, libraries_list);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, browser_done_button);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, browser_search);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, browser_error);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, browser_hint);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, browser_list);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, editor_stack);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, none_status);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, new_library_button);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, browser_box);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, browser_separator);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, table_button);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, name_label);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, add_cards_button);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, panels_flap);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, sections);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, panels);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, rename_popover);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, name_entry);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, notes_view);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, side_label);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPage, side_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, on_folded_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_library_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_browser_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_browser_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_show_sidebar);
  gtk_widget_class_bind_template_callback (widget_class, on_show_browser);
  gtk_widget_class_bind_template_callback (widget_class, on_show_editor);
  gtk_widget_class_bind_template_callback (widget_class, on_rename_popover_show);
  gtk_widget_class_bind_template_callback (widget_class, on_rename_apply);

  gtk_widget_class_set_css_name (widget_class, "librarypage");
}

static void
cw_library_page_init (CwLibraryPage *self)
{
  GtkListItemFactory *factory;
  GtkDropTarget *drop;

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_list_box_set_header_func (self->libraries_list, header_func, NULL, NULL);
  make_list_placeholder (self);

  self->browser_filter = cw_card_filter_new ();
  self->browser_model = gtk_filter_list_model_new (NULL, g_object_ref (GTK_FILTER (self->browser_filter)));
  self->browser_selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->browser_model)));
  gtk_single_selection_set_autoselect (self->browser_selection, FALSE);
  g_signal_connect_object (self->browser_model, "items-changed", G_CALLBACK (update_browser_hint), self, G_CONNECT_SWAPPED);
  gtk_single_selection_set_can_unselect (self->browser_selection, TRUE);

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (browser_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (browser_bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (browser_unbind), self);
  gtk_list_view_set_factory (self->browser_list, factory);
  g_object_unref (factory);
  /* The browser's rows are made the first time the page shows, not at start-up. */
  g_signal_connect (self, "map", G_CALLBACK (on_first_map), NULL);

  /* Cards dragged from the browser here, or from the Collection grid through the view switcher. */
  drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self->editor_stack), GTK_EVENT_CONTROLLER (drop));

  on_folded_changed (self);
  update_header (self);
}

GtkWidget *
cw_library_page_new (void)
{
  return g_object_new (CW_TYPE_LIBRARY_PAGE, NULL);
}
