/* cw-library.c: a deck ("Library"): sections of (card, count), notes, and the construction check. */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-problem.h"
#include "cw-text.h"
#include "cw-xml.h"

typedef struct {
  char       *id;
  GPtrArray  *entries;  /* of CwLibraryEntry*, in the file's order */
  GHashTable *by_id;    /* card id -> CwLibraryEntry* (borrowed): a lookup per entry kept loading linear */
} Section;

struct _CwLibrary
{
  GObject    parent_instance;

  CwGame    *game;
  char      *name;
  char      *notes;
  char      *side;
  char      *path;
  GPtrArray *sections;  /* of Section*, in the order first used */
};

G_DEFINE_FINAL_TYPE (CwLibrary, cw_library, G_TYPE_OBJECT)

enum { PROP_0, PROP_NAME, PROP_NOTES, PROP_PATH, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

void
cw_library_entry_free (CwLibraryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->card_id);
  g_free (entry);
}

static CwLibraryEntry *
entry_new (const char *card_id,
           guint       count)
{
  CwLibraryEntry *entry = g_new0 (CwLibraryEntry, 1);

  entry->card_id = g_strdup (card_id);
  entry->count = count;
  return entry;
}

static void
section_free (Section *section)
{
  g_free (section->id);
  g_hash_table_unref (section->by_id);
  g_ptr_array_unref (section->entries);
  g_free (section);
}

static void
cw_library_finalize (GObject *object)
{
  CwLibrary *self = CW_LIBRARY (object);

  g_clear_object (&self->game);
  g_free (self->name);
  g_free (self->notes);
  g_free (self->side);
  g_free (self->path);
  g_clear_pointer (&self->sections, g_ptr_array_unref);

  G_OBJECT_CLASS (cw_library_parent_class)->finalize (object);
}

static void
cw_library_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CwLibrary *self = CW_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_NOTES: g_value_set_string (value, self->notes); break;
    case PROP_PATH: g_value_set_string (value, self->path); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_library_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  CwLibrary *self = CW_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_NAME: cw_library_set_name (self, g_value_get_string (value)); break;
    case PROP_NOTES: cw_library_set_notes (self, g_value_get_string (value)); break;
    case PROP_PATH: cw_library_set_path (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_library_class_init (CwLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = cw_library_finalize;
  object_class->get_property = cw_library_get_property;
  object_class->set_property = cw_library_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, rw);
  properties[PROP_NOTES] = g_param_spec_string ("notes", NULL, NULL, NULL, rw);
  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* ::changed: a count changed (the check and the statistics are out of date). */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cw_library_init (CwLibrary *self)
{
  self->sections = g_ptr_array_new_with_free_func ((GDestroyNotify) section_free);
}

CwLibrary *
cw_library_new (CwGame *game)
{
  CwLibrary *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = g_object_new (CW_TYPE_LIBRARY, NULL);
  self->game = g_object_ref (game);
  return self;
}

static Section *
find_section (CwLibrary  *self,
              const char *section_id,
              gboolean    create)
{
  Section *section;

  for (guint i = 0; i < self->sections->len; i++)
    {
      section = g_ptr_array_index (self->sections, i);
      if (strcmp (section->id, section_id) == 0)
        return section;
    }
  if (!create)
    return NULL;
  section = g_new0 (Section, 1);
  section->id = g_strdup (section_id);
  section->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) cw_library_entry_free);
  section->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_ptr_array_add (self->sections, section);
  return section;
}

static CwLibraryEntry *
find_entry (Section    *section,
            const char *card_id)
{
  return section != NULL ? g_hash_table_lookup (section->by_id, card_id) : NULL;
}

/* Every entry joins a section here, so the index never misses one. */
static void
add_entry (Section    *section,
           const char *card_id,
           guint       count)
{
  CwLibraryEntry *entry = entry_new (card_id, count);

  g_ptr_array_add (section->entries, entry);
  g_hash_table_insert (section->by_id, entry->card_id, entry);
}

static const char *
default_section_id (CwLibrary *self)
{
  GPtrArray *rules = cw_game_get_sections (self->game);

  return rules->len > 0 ? ((CwSectionRule *) g_ptr_array_index (rules, 0))->id : "deck";
}

/* Loading and saving */

static gboolean
parse_section (CwLibrary   *self,
               xmlNode     *element,
               CwCatalog   *catalog,
               const char  *path,
               GError     **error)
{
  g_autofree char *id = NULL;
  Section *section;

  if (!(id = cw_xml_require_prop (element, "id", path, error)))
    return FALSE;
  if (cw_game_get_sections (self->game)->len > 0 && cw_game_find_section (self->game, id) == NULL)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, element,
                        _("%s has no Library section “%s”"), cw_game_get_name (self->game), id);
      return FALSE;
    }
  section = find_section (self, id, TRUE);

  for (xmlNode *node = element->children; node; node = node->next)
    {
      g_autofree char *card_id = NULL;
      int count = 1;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!cw_xml_is (node, "card"))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("expected <card> in <section>, found <%s>"), (const char *) node->name);
          return FALSE;
        }
      if (!(card_id = cw_xml_require_prop (node, "id", path, error)) ||
          !cw_xml_get_int_prop (node, "count", &count, path, error))
        return FALSE;
      if (count < 1)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("card “%s”: count must be 1 or more, not %d"), card_id, count);
          return FALSE;
        }
      /* Printing and checking go copy by copy: a count in the billions would be one slot each. */
      if (count > CW_LIBRARY_MAX_COPIES)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("card “%s”: count must be at most %d, not %d"), card_id, CW_LIBRARY_MAX_COPIES, count);
          return FALSE;
        }
      /* A card id the catalog does not know (its card or set was deleted) is kept, not refused:
       * the check reports it and a save writes it back, so nothing the user made is lost. */
      if (find_entry (section, card_id) != NULL)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("card “%s” is listed twice in section “%s”"), card_id, id);
          return FALSE;
        }
      add_entry (section, card_id, (guint) count);
    }
  return TRUE;
}

CwLibrary *
cw_library_new_from_file (const char  *path,
                          CwCatalog   *catalog,
                          GError     **error)
{
  g_autoptr(CwLibrary) self = NULL;
  g_autofree char *game_id = NULL;
  xmlDoc *doc;
  xmlNode *root;
  gboolean ok = TRUE;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(doc = cw_xml_read_file_limited (path, CW_FILE_MAX_LIBRARY, error)))
    return NULL;
  if (!(root = cw_xml_get_root (doc, path, "library", error)))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  self = cw_library_new (cw_catalog_get_game (catalog));
  if (!(game_id = cw_xml_require_prop (root, "game", path, error)))
    ok = FALSE;
  else if (strcmp (game_id, cw_game_get_id (self->game)) != 0)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("this Library is for the game “%s”, not “%s”"),
                        game_id, cw_game_get_id (self->game));
      ok = FALSE;
    }
  if (ok)
    {
      self->side = cw_xml_get_prop (root, "side");
      if (self->side && cw_game_find_fixed_deck (self->game, self->side) == NULL)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                            cw_text_for_name (cw_game_get_name (self->game),
                                              _("side “%s” is not one of the fixed decks of %s"),
                                              /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                              C_("name starts with a vowel", "side “%s” is not one of the fixed decks of %s")),
                            self->side, cw_game_get_name (self->game));
          ok = FALSE;
        }
    }

  for (xmlNode *node = root->children; ok && node; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (cw_xml_is (node, "name"))
        {
          g_free (self->name);
          self->name = cw_xml_get_text (node);
        }
      else if (cw_xml_is (node, "notes"))
        {
          g_free (self->notes);
          self->notes = cw_xml_get_text (node);
        }
      else if (cw_xml_is (node, "section"))
        ok = parse_section (self, node, catalog, path, error);
      else
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("unknown element <%s> in <library>"), (const char *) node->name);
          ok = FALSE;
        }
    }
  xmlFreeDoc (doc);
  if (!ok)
    return NULL;
  if (self->name == NULL || *self->name == '\0')
    {
      g_free (self->name);
      self->name = g_path_get_basename (path);
      if (g_str_has_suffix (self->name, ".cwlibrary"))
        self->name[strlen (self->name) - strlen (".cwlibrary")] = '\0';
      else if (g_str_has_suffix (self->name, ".xml"))
        self->name[strlen (self->name) - 4] = '\0';
    }
  self->path = g_strdup (path);
  return g_steal_pointer (&self);
}

gboolean
cw_library_save_to_file (CwLibrary   *self,
                         const char  *path,
                         GError     **error)
{
  g_autoptr(GString) out = NULL;
  g_auto(GStrv) section_ids = NULL;

  g_return_val_if_fail (CW_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<library version=\"1\" game=\"");
  cw_xml_append_attribute (out, cw_game_get_id (self->game));
  g_string_append_c (out, '"');
  if (self->side)
    {
      g_string_append (out, " side=\"");
      cw_xml_append_attribute (out, self->side);
      g_string_append_c (out, '"');
    }
  g_string_append (out, ">\n");
  cw_xml_append_element (out, "  ", "name", self->name);
  cw_xml_append_element (out, "  ", "notes", self->notes);

  section_ids = cw_library_dup_section_ids (self);
  for (guint i = 0; section_ids[i]; i++)
    {
      Section *section = find_section (self, section_ids[i], FALSE);

      if (section == NULL || section->entries->len == 0)
        continue;
      g_string_append (out, "  <section id=\"");
      cw_xml_append_attribute (out, section->id);
      g_string_append (out, "\">\n");
      for (guint j = 0; j < section->entries->len; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (section->entries, j);

          g_string_append (out, "    <card id=\"");
          cw_xml_append_attribute (out, entry->card_id);
          g_string_append_printf (out, "\" count=\"%u\"/>\n", entry->count);
        }
      g_string_append (out, "  </section>\n");
    }
  g_string_append (out, "</library>\n");

  if (!cw_file_save_atomic (path, out->str, out->len, error))
    return FALSE;
  cw_library_set_path (self, path);
  return TRUE;
}

CwLibrary *
cw_library_duplicate (CwLibrary *self)
{
  CwLibrary *copy;

  g_return_val_if_fail (CW_IS_LIBRARY (self), NULL);

  copy = cw_library_new (self->game);
  copy->name = self->name ? g_strdup (self->name) : NULL;
  copy->notes = g_strdup (self->notes);
  copy->side = g_strdup (self->side);
  for (guint i = 0; i < self->sections->len; i++)
    {
      Section *section = g_ptr_array_index (self->sections, i);
      Section *copied = find_section (copy, section->id, TRUE);

      for (guint j = 0; j < section->entries->len; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (section->entries, j);
          add_entry (copied, entry->card_id, entry->count);
        }
    }
  return copy;
}

/* Properties */

CwGame *
cw_library_get_game (CwLibrary *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY (self), NULL);
  return self->game;
}

const char *
cw_library_get_name (CwLibrary *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY (self), NULL);
  return self->name;
}

void
cw_library_set_name (CwLibrary  *self,
                     const char *name)
{
  g_return_if_fail (CW_IS_LIBRARY (self));
  if (cw_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const char *
cw_library_get_notes (CwLibrary *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY (self), NULL);
  return self->notes;
}

void
cw_library_set_notes (CwLibrary  *self,
                      const char *notes)
{
  g_return_if_fail (CW_IS_LIBRARY (self));
  if (notes != NULL && *notes == '\0')
    notes = NULL;
  if (cw_set_str (&self->notes, notes))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTES]);
}

const char *
cw_library_get_side (CwLibrary *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY (self), NULL);
  return self->side;
}

void
cw_library_set_side (CwLibrary  *self,
                     const char *side)
{
  g_return_if_fail (CW_IS_LIBRARY (self));
  if (cw_set_str (&self->side, side))
    g_signal_emit (self, signals[CHANGED], 0);
}

const char *
cw_library_get_path (CwLibrary *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY (self), NULL);
  return self->path;
}

void
cw_library_set_path (CwLibrary  *self,
                     const char *path)
{
  g_return_if_fail (CW_IS_LIBRARY (self));
  if (cw_set_str (&self->path, path))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
}

/* Counts */

GStrv
cw_library_dup_section_ids (CwLibrary *self)
{
  GPtrArray *rules;
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  g_return_val_if_fail (CW_IS_LIBRARY (self), NULL);

  rules = cw_game_get_sections (self->game);
  for (guint i = 0; i < rules->len; i++)
    g_ptr_array_add (ids, g_strdup (((CwSectionRule *) g_ptr_array_index (rules, i))->id));
  for (guint i = 0; i < self->sections->len; i++)
    {
      Section *section = g_ptr_array_index (self->sections, i);

      /* get_entries() creates a section on demand: only one with cards is part of the Library. */
      if (cw_game_find_section (self->game, section->id) == NULL && section->entries->len > 0)
        g_ptr_array_add (ids, g_strdup (section->id));
    }
  g_ptr_array_add (ids, NULL);
  return (GStrv) g_ptr_array_steal (ids, NULL);
}

GPtrArray *
cw_library_get_entries (CwLibrary  *self,
                        const char *section_id)
{
  g_return_val_if_fail (CW_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (section_id != NULL, NULL);

  return find_section (self, section_id, TRUE)->entries;
}

guint
cw_library_get_section_count (CwLibrary  *self,
                              const char *section_id,
                              const char *card_id)
{
  CwLibraryEntry *entry;

  g_return_val_if_fail (CW_IS_LIBRARY (self), 0);
  g_return_val_if_fail (section_id != NULL && card_id != NULL, 0);

  entry = find_entry (find_section (self, section_id, FALSE), card_id);
  return entry ? entry->count : 0;
}

guint
cw_library_get_count (CwLibrary  *self,
                      const char *card_id)
{
  guint total = 0;

  g_return_val_if_fail (CW_IS_LIBRARY (self), 0);
  g_return_val_if_fail (card_id != NULL, 0);

  for (guint i = 0; i < self->sections->len; i++)
    {
      CwLibraryEntry *entry = find_entry (g_ptr_array_index (self->sections, i), card_id);
      if (entry)
        total += entry->count;
    }
  return total;
}

guint
cw_library_get_total (CwLibrary  *self,
                      const char *section_id)
{
  guint total = 0;

  g_return_val_if_fail (CW_IS_LIBRARY (self), 0);

  for (guint i = 0; i < self->sections->len; i++)
    {
      Section *section = g_ptr_array_index (self->sections, i);

      if (section_id != NULL && strcmp (section->id, section_id) != 0)
        continue;
      for (guint j = 0; j < section->entries->len; j++)
        total += ((CwLibraryEntry *) g_ptr_array_index (section->entries, j))->count;
    }
  return total;
}

void
cw_library_set_count (CwLibrary  *self,
                      const char *section_id,
                      const char *card_id,
                      guint       count)
{
  Section *section;
  CwLibraryEntry *entry;
  guint position;

  g_return_if_fail (CW_IS_LIBRARY (self));
  g_return_if_fail (card_id != NULL);

  if (section_id == NULL)
    section_id = default_section_id (self);
  section = find_section (self, section_id, TRUE);
  entry = find_entry (section, card_id);
  if (entry != NULL && entry->count == count)
    return;
  if (entry == NULL && count == 0)
    return;
  if (count == 0 && g_ptr_array_find (section->entries, entry, &position))
    {
      g_hash_table_remove (section->by_id, card_id);
      g_ptr_array_remove_index (section->entries, position);
    }
  else if (entry == NULL)
    add_entry (section, card_id, count);
  else
    entry->count = count;
  g_signal_emit (self, signals[CHANGED], 0);
}

void
cw_library_add_card (CwLibrary *self,
                     CwCard    *card,
                     int        delta)
{
  const CwSectionRule *rule;
  const char *section_id;
  gint64 count;

  g_return_if_fail (CW_IS_LIBRARY (self));
  g_return_if_fail (CW_IS_CARD (card));

  rule = cw_game_section_for_type (self->game, cw_card_get_card_type (card));
  section_id = rule ? rule->id : default_section_id (self);
  count = (gint64) cw_library_get_section_count (self, section_id, cw_card_get_id (card)) + delta;
  cw_library_set_count (self, section_id, cw_card_get_id (card), (guint) CLAMP (count, 0, G_MAXUINT));
}

/* The check */

static void
add_problem (GPtrArray  *problems,
             CwSeverity  severity,
             const char *section_id,
             const char *card_id,
             const char *format,
             ...) G_GNUC_PRINTF (5, 6);

static void
add_problem (GPtrArray  *problems,
             CwSeverity  severity,
             const char *section_id,
             const char *card_id,
             const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (problems, cw_problem_new (severity, section_id, card_id, message));
}

/* A card id no card set of the game holds (its card or set was deleted): kept, and said plainly. */
static void
add_missing_card (CwLibrary      *self,
                  GPtrArray      *problems,
                  const char     *section_id,
                  CwLibraryEntry *entry)
{
  /* Translators: a card id the game's card sets no longer hold, its copies in the Library, the game. */
  add_problem (problems, CW_SEVERITY_ERROR, section_id, entry->card_id,
               cw_text_for_name (cw_game_get_name (self->game),
                                 g_dngettext (GETTEXT_PACKAGE, "Missing card: %s (%u copy) — not in any card set of %s",
                                              "Missing card: %s (%u copies) — not in any card set of %s", entry->count),
                                 /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                 cw_text_npgettext ("name starts with a vowel", "Missing card: %s (%u copy) — not in any card set of %s",
                                                    "Missing card: %s (%u copies) — not in any card set of %s", entry->count)),
               entry->card_id, entry->count, cw_game_get_name (self->game));
}

static void
check_fixed_deck (CwLibrary *self,
                  CwCatalog *catalog,
                  GPtrArray *problems)
{
  const CwFixedDeck *deck = cw_game_find_fixed_deck (self->game, self->side);
  guint n_cards;

  if (deck == NULL)
    {
      add_problem (problems, CW_SEVERITY_ERROR, NULL, NULL,
                   _("Choose which deck this is (%s plays with fixed decks)"), cw_game_get_name (self->game));
      return;
    }

  /* Every card of the side, exactly the given number of times. */
  n_cards = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  for (guint i = 0; i < n_cards; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      guint count;

      if (g_strcmp0 (cw_card_get_alignment (card), deck->alignment) != 0)
        continue;
      count = cw_library_get_count (self, cw_card_get_id (card));
      if (count == 0)
        add_problem (problems, CW_SEVERITY_ERROR, NULL, cw_card_get_id (card),
                     /* Translators: a card, then a fixed deck's name ("Good deck") and a number of copies. */
                     g_dngettext (GETTEXT_PACKAGE, "%s is missing; the %s holds %d of each of its cards",
                                  "%s is missing; the %s holds %d of each of its cards", deck->copies),
                     cw_card_get_title (card), deck->name, deck->copies);
      else if ((int) count != deck->copies)
        {
          /* French contracts "de Le Lion" to "du Lion" (cw_text_contract_name). */
          g_autofree char *message =
            cw_text_contract_name (g_strdup_printf (cw_text_for_name (cw_card_get_title (card),
                                                                      g_dngettext (GETTEXT_PACKAGE, "%u copy of %s; the %s holds exactly %d",
                                                                                   "%u copies of %s; the %s holds exactly %d", count),
                                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                      cw_text_npgettext ("name starts with a vowel", "%u copy of %s; the %s holds exactly %d",
                                                                                         "%u copies of %s; the %s holds exactly %d", count)),
                                                    count, cw_card_get_title (card), deck->name, deck->copies),
                                   cw_card_get_title (card));

          add_problem (problems, CW_SEVERITY_ERROR, NULL, cw_card_get_id (card), "%s", message);
        }
    }
  for (guint i = 0; i < self->sections->len; i++)
    {
      Section *section = g_ptr_array_index (self->sections, i);

      for (guint j = 0; j < section->entries->len; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (section->entries, j);
          CwCard *card = cw_catalog_lookup (catalog, entry->card_id);

          if (card == NULL)
            add_missing_card (self, problems, section->id, entry);
          else if (g_strcmp0 (cw_card_get_alignment (card), deck->alignment) != 0)
            add_problem (problems, CW_SEVERITY_ERROR, section->id, entry->card_id,
                         _("%s does not belong in the %s"), cw_card_get_title (card), deck->name);
        }
    }
}

static void
check_sections (CwLibrary *self,
                CwCatalog *catalog,
                GPtrArray *problems)
{
  GPtrArray *rules = cw_game_get_sections (self->game);

  for (guint i = 0; i < rules->len; i++)
    {
      const CwSectionRule *rule = g_ptr_array_index (rules, i);
      guint total = cw_library_get_total (self, rule->id);

      if (rule->min_cards > 0 && total < (guint) rule->min_cards)
        add_problem (problems, rule->min_severity, rule->id, NULL,
                     /* Translators: a count, a section of the game's Library ("Locations Folio"), the least it holds. */
                     g_dngettext (GETTEXT_PACKAGE, "%u card in the %s; at least %d", "%u cards in the %s; at least %d", total),
                     total, rule->name, rule->min_cards);
      if (rule->max_cards >= 0 && total > (guint) rule->max_cards)
        add_problem (problems, CW_SEVERITY_ERROR, rule->id, NULL,
                     g_dngettext (GETTEXT_PACKAGE, "%u card in the %s; at most %d", "%u cards in the %s; at most %d", total),
                     total, rule->name, rule->max_cards);
    }

  for (guint i = 0; i < self->sections->len; i++)
    {
      Section *section = g_ptr_array_index (self->sections, i);
      const CwSectionRule *rule = cw_game_find_section (self->game, section->id);

      if (rule == NULL && rules->len > 0 && section->entries->len > 0)
        {
          add_problem (problems, CW_SEVERITY_ERROR, section->id, NULL,
                       _("%s has no section “%s”"), cw_game_get_name (self->game), section->id);
          continue;
        }
      for (guint j = 0; j < section->entries->len; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (section->entries, j);
          CwCard *card = cw_catalog_lookup (catalog, entry->card_id);
          int max_copies = cw_game_get_max_copies (self->game, section->id, entry->card_id);

          if (card == NULL)
            {
              add_missing_card (self, problems, section->id, entry);
              continue;
            }
          if (max_copies >= 0 && entry->count > (guint) max_copies)
            {
              /* French contracts "de Le Lion" to "du Lion" (cw_text_contract_name). */
              g_autofree char *message =
                cw_text_contract_name (g_strdup_printf (cw_text_for_name (cw_card_get_title (card),
                                                                          g_dngettext (GETTEXT_PACKAGE, "%u copy of %s; at most %d",
                                                                                       "%u copies of %s; at most %d", entry->count),
                                                                          /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                          cw_text_npgettext ("name starts with a vowel", "%u copy of %s; at most %d",
                                                                                             "%u copies of %s; at most %d", entry->count)),
                                                        entry->count, cw_card_get_title (card), max_copies),
                                       cw_card_get_title (card));

              add_problem (problems, CW_SEVERITY_ERROR, section->id, entry->card_id, "%s", message);
            }
          if (rule != NULL && rule->types[0] != NULL &&
              !g_strv_contains ((const char * const *) rule->types, cw_card_get_card_type (card)))
            {
              const CwSectionRule *right = cw_game_section_for_type (self->game, cw_card_get_card_type (card));
              const CwCardType *type = cw_game_find_card_type (self->game, cw_card_get_card_type (card));

              add_problem (problems, CW_SEVERITY_ERROR, section->id, entry->card_id,
                           /* Translators: a card, its card type, the section it belongs in, the section it is in. */
                           _("%s is a %s: it belongs in the %s, not the %s"),
                           cw_card_get_title (card), type ? type->name : cw_card_get_card_type (card),
                           right ? right->name : "?", rule->name);
            }
        }
    }
}

static int
compare_problems (gconstpointer a,
                  gconstpointer b)
{
  CwProblem *pa = *(CwProblem * const *) a;
  CwProblem *pb = *(CwProblem * const *) b;

  return (int) cw_problem_get_severity (pb) - (int) cw_problem_get_severity (pa);
}

GPtrArray *
cw_library_check (CwLibrary *self,
                  CwCatalog *catalog)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (CW_IS_LIBRARY (self), problems);
  g_return_val_if_fail (CW_IS_CATALOG (catalog), problems);

  if (cw_game_get_fixed_decks (self->game)->len > 0)
    check_fixed_deck (self, catalog, problems);
  else
    check_sections (self, catalog, problems);

  /* Errors first; g_ptr_array_sort is stable, so each kind keeps its order. */
  g_ptr_array_sort (problems, compare_problems);
  return problems;
}

gboolean
cw_library_is_legal (CwLibrary *self,
                     CwCatalog *catalog)
{
  g_autoptr(GPtrArray) problems = cw_library_check (self, catalog);

  for (guint i = 0; i < problems->len; i++)
    if (cw_problem_get_severity (g_ptr_array_index (problems, i)) == CW_SEVERITY_ERROR)
      return FALSE;
  return TRUE;
}

GPtrArray *
cw_library_shortfall (CwLibrary    *self,
                      CwCollection *collection)
{
  GPtrArray *lacking = g_ptr_array_new_with_free_func ((GDestroyNotify) cw_library_entry_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (CW_IS_LIBRARY (self), lacking);
  g_return_val_if_fail (CW_IS_COLLECTION (collection), lacking);

  for (guint i = 0; i < self->sections->len; i++)
    {
      Section *section = g_ptr_array_index (self->sections, i);

      for (guint j = 0; j < section->entries->len; j++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (section->entries, j);
          guint needed, owned;

          if (!g_hash_table_add (seen, entry->card_id))
            continue;
          needed = cw_library_get_count (self, entry->card_id);
          owned = cw_collection_get_owned (collection, entry->card_id);
          if (needed > owned)
            g_ptr_array_add (lacking, entry_new (entry->card_id, needed - owned));
        }
    }
  return lacking;
}
