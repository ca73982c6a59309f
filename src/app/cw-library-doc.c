/* cw-library-doc.c: a Library open in the window: the model, its file, its undo history, unsaved state. */
#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "cw-library-doc.h"
#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-text.h"

struct _CwLibraryDoc
{
  GObject      parent_instance;

  CwCatalog   *catalog;
  CwLibrary   *library;
  CwUndoStack *history;
  gboolean     shipped;
  gboolean     modified;
};

G_DEFINE_FINAL_TYPE (CwLibraryDoc, cw_library_doc, G_TYPE_OBJECT)

enum { PROP_0, PROP_NAME, PROP_MODIFIED, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
set_modified (CwLibraryDoc *self,
              gboolean      modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* Connected swapped: the core's ::changed signature does not matter here. */
static void
on_library_changed (CwLibraryDoc *self)
{
  set_modified (self, TRUE);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
cw_library_doc_dispose (GObject *object)
{
  CwLibraryDoc *self = CW_LIBRARY_DOC (object);

  if (self->library != NULL)
    g_signal_handlers_disconnect_by_data (self->library, self);
  g_clear_object (&self->library);
  g_clear_object (&self->catalog);
  g_clear_object (&self->history);

  G_OBJECT_CLASS (cw_library_doc_parent_class)->dispose (object);
}

static void
cw_library_doc_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CwLibraryDoc *self = CW_LIBRARY_DOC (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, cw_library_doc_get_name (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_library_doc_class_init (CwLibraryDocClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cw_library_doc_dispose;
  object_class->get_property = cw_library_doc_get_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Any change of the Library: cards, counts, name or notes. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cw_library_doc_init (CwLibraryDoc *self)
{
  self->history = cw_undo_stack_new ();
}

CwLibraryDoc *
cw_library_doc_new (CwCatalog *catalog,
                    CwLibrary *library,
                    gboolean   shipped)
{
  CwLibraryDoc *self;

  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (CW_IS_LIBRARY (library), NULL);

  self = g_object_new (CW_TYPE_LIBRARY_DOC, NULL);
  self->catalog = g_object_ref (catalog);
  self->library = g_object_ref (library);
  self->shipped = shipped;
  g_signal_connect_swapped (library, "changed", G_CALLBACK (on_library_changed), self);

  return self;
}

CwLibraryDoc *
cw_library_doc_new_from_file (CwCatalog   *catalog,
                              const char  *path,
                              gboolean     shipped,
                              GError     **error)
{
  g_autoptr(CwLibrary) library = NULL;

  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  library = cw_library_new_from_file (path, catalog, error);
  if (library == NULL)
    return NULL;

  return cw_library_doc_new (catalog, library, shipped);
}

CwLibrary *
cw_library_doc_get_library (CwLibraryDoc *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), NULL);
  return self->library;
}

CwCatalog *
cw_library_doc_get_catalog (CwLibraryDoc *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), NULL);
  return self->catalog;
}

CwUndoStack *
cw_library_doc_get_history (CwLibraryDoc *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), NULL);
  return self->history;
}

const char *
cw_library_doc_get_name (CwLibraryDoc *self)
{
  const char *name;

  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), NULL);

  name = cw_library_get_name (self->library);
  return name != NULL && *name != '\0' ? name : _("Untitled Library");
}

const char *
cw_library_doc_get_path (CwLibraryDoc *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), NULL);
  return cw_library_get_path (self->library);
}

gboolean
cw_library_doc_is_shipped (CwLibraryDoc *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), FALSE);
  return self->shipped;
}

gboolean
cw_library_doc_is_modified (CwLibraryDoc *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), FALSE);
  return self->modified;
}

/* ---- edits ---- */

typedef struct {
  CwLibrary *library;
  char      *section_id;
  char      *card_id;
  guint      before;
  guint      after;
} CountEdit;

static void
count_edit_free (CountEdit *edit)
{
  g_object_unref (edit->library);
  g_free (edit->section_id);
  g_free (edit->card_id);
  g_free (edit);
}

static void
count_edit_apply (gpointer data,
                  gboolean forward)
{
  CountEdit *edit = data;

  cw_library_set_count (edit->library, edit->section_id, edit->card_id,
                        forward ? edit->after : edit->before);
}

static char *
card_title (CwLibraryDoc *self,
            const char   *card_id)
{
  CwCard *card = cw_catalog_lookup (self->catalog, card_id);

  return g_strdup (card != NULL ? cw_card_get_title (card) : card_id);
}

void
cw_library_doc_set_count (CwLibraryDoc *self,
                          const char   *section_id,
                          const char   *card_id,
                          guint         count)
{
  g_autofree char *title = NULL;
  g_autofree char *label = NULL;
  CountEdit *edit;
  guint before;

  g_return_if_fail (CW_IS_LIBRARY_DOC (self));
  g_return_if_fail (section_id != NULL);
  g_return_if_fail (card_id != NULL);

  before = cw_library_get_section_count (self->library, section_id, card_id);
  if (before == count)
    return;

  edit = g_new0 (CountEdit, 1);
  edit->library = g_object_ref (self->library);
  edit->section_id = g_strdup (section_id);
  edit->card_id = g_strdup (card_id);
  edit->before = before;
  edit->after = count;

  title = card_title (self, card_id);
  if (before == 0)
    /* Translators: an undo label, "Add Toto"; the number is how many copies. */
    label = g_strdup_printf (_("Add %s"), title);
  else if (count == 0)
    label = g_strdup_printf (_("Remove %s"), title);
  else
    label = g_strdup_printf (ngettext ("%s: %u → %u copy", "%s: %u → %u copies", count), title, before, count);

  cw_library_set_count (self->library, section_id, card_id, count);
  cw_undo_stack_push (self->history, label, count_edit_apply, edit,
                      (GDestroyNotify) count_edit_free);
}

void
cw_library_doc_add_card (CwLibraryDoc *self,
                         CwCard       *card,
                         int           delta)
{
  const CwSectionRule *section;
  CwGame *game;
  int count;

  g_return_if_fail (CW_IS_LIBRARY_DOC (self));
  g_return_if_fail (CW_IS_CARD (card));

  game = cw_library_get_game (self->library);
  section = cw_game_section_for_type (game, cw_card_get_card_type (card));
  if (section == NULL)
    return;

  count = (int) cw_library_get_section_count (self->library, section->id, cw_card_get_id (card));
  count = MAX (0, count + delta);
  cw_library_doc_set_count (self, section->id, cw_card_get_id (card), (guint) count);
}

typedef enum {
  TEXT_NAME,
  TEXT_NOTES,
  TEXT_SIDE,
} TextField;

typedef struct {
  CwLibrary *library;
  TextField  field;
  char      *before;
  char      *after;
} TextEdit;

static void
text_edit_free (TextEdit *edit)
{
  g_object_unref (edit->library);
  g_free (edit->before);
  g_free (edit->after);
  g_free (edit);
}

static void
text_edit_apply (gpointer data,
                 gboolean forward)
{
  TextEdit *edit = data;
  const char *text = forward ? edit->after : edit->before;

  switch (edit->field)
    {
    case TEXT_NAME:
      cw_library_set_name (edit->library, text);
      break;
    case TEXT_NOTES:
      cw_library_set_notes (edit->library, text);
      break;
    case TEXT_SIDE:
      cw_library_set_side (edit->library, text);
      break;
    }
}

static void
set_text (CwLibraryDoc *self,
          TextField     field,
          const char   *text)
{
  const char *before = field == TEXT_NAME ? cw_library_get_name (self->library)
                     : field == TEXT_NOTES ? cw_library_get_notes (self->library)
                     : cw_library_get_side (self->library);
  static const char *labels[] = { N_("Rename Library"), N_("Edit notes"), N_("Change deck side") };
  TextEdit *edit;

  if (g_strcmp0 (before, text) == 0)
    return;

  edit = g_new0 (TextEdit, 1);
  edit->library = g_object_ref (self->library);
  edit->field = field;
  edit->before = g_strdup (before);
  edit->after = g_strdup (text);

  text_edit_apply (edit, TRUE);
  cw_undo_stack_push (self->history, _(labels[field]), text_edit_apply, edit, (GDestroyNotify) text_edit_free);

  /* Name, notes and side may not emit the core's ::changed; the views still need to know. */
  if (field == TEXT_NAME)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  on_library_changed (self);
}

void
cw_library_doc_set_name (CwLibraryDoc *self,
                         const char   *name)
{
  g_return_if_fail (CW_IS_LIBRARY_DOC (self));
  set_text (self, TEXT_NAME, name);
}

void
cw_library_doc_set_notes (CwLibraryDoc *self,
                          const char   *notes)
{
  g_return_if_fail (CW_IS_LIBRARY_DOC (self));
  set_text (self, TEXT_NOTES, notes);
}

void
cw_library_doc_set_side (CwLibraryDoc *self,
                         const char   *side)
{
  g_return_if_fail (CW_IS_LIBRARY_DOC (self));
  set_text (self, TEXT_SIDE, side);
}

/* ---- files ---- */

char *
cw_library_doc_make_path (const char *dir,
                          const char *name,
                          const char *own_path)
{
  g_autofree char *folded = cw_text_fold (name != NULL && *name != '\0' ? name : "library");
  g_autoptr(GString) stem = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (stem, *p);
      else if (stem->len > 0 && stem->str[stem->len - 1] != '-')
        g_string_append_c (stem, '-');
    }
  while (stem->len > 0 && stem->str[stem->len - 1] == '-')
    g_string_truncate (stem, stem->len - 1);
  if (stem->len == 0)
    g_string_append (stem, "library");

  for (guint n = 1; ; n++)
    {
      /* Our own extension: GNOME tells a Library from any XML file by it (data/…mime.xml). */
      g_autofree char *file = n == 1 ? g_strdup_printf ("%s.cwlibrary", stem->str)
                                     : g_strdup_printf ("%s-%u.cwlibrary", stem->str, n);
      g_autofree char *path = g_build_filename (dir, file, NULL);

      if (g_strcmp0 (path, own_path) == 0 || !g_file_test (path, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&path);
    }
}

gboolean
cw_library_doc_save_as (CwLibraryDoc  *self,
                        const char    *path,
                        GError       **error)
{
  g_autofree char *dir = NULL;
  gboolean notify_name;

  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }

  if (!cw_library_save_to_file (self->library, path, error))
    return FALSE;

  notify_name = g_strcmp0 (cw_library_get_path (self->library), path) != 0;
  cw_library_set_path (self->library, path);
  /* Once written to the user's folder it is the player's own file. */
  self->shipped = FALSE;
  set_modified (self, FALSE);
  if (notify_name)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
  return TRUE;
}

gboolean
cw_library_doc_save (CwLibraryDoc  *self,
                     const char    *user_dir,
                     GError       **error)
{
  const char *path;
  g_autofree char *new_path = NULL;

  g_return_val_if_fail (CW_IS_LIBRARY_DOC (self), FALSE);
  g_return_val_if_fail (user_dir != NULL, FALSE);

  path = cw_library_get_path (self->library);
  if (path != NULL && !self->shipped)
    return cw_library_doc_save_as (self, path, error);

  new_path = cw_library_doc_make_path (user_dir, cw_library_get_name (self->library), NULL);
  return cw_library_doc_save_as (self, new_path, error);
}
