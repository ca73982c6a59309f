/* cw-game.c: a game definition loaded from game.xml: everything about a game that is data. */
#include <string.h>
#include <glib/gstdio.h>
#include <glib/gi18n-lib.h>

#include "cw-error.h"
#include "cw-file.h"
#include "cw-game-private.h"
#include "cw-library.h"
#include "cw-text.h"
#include "cw-xml.h"


G_DEFINE_FINAL_TYPE (CwGame, cw_game, G_TYPE_OBJECT)

enum { PROP_0, PROP_ID, PROP_NAME, N_PROPS };
static GParamSpec *properties[N_PROPS];

static const char *system_names[] = { "storyline", "duel", "draft", "od" };

const char *
_cw_game_system_id (CwSystem system)
{
  return system_names[system];
}

static void
field_def_free (CwFieldDef *field)
{
  g_free (field->id);
  g_free (field->name);
  g_strfreev (field->name_variants);
  g_strfreev (field->aliases);
  g_free (field);
}

static void
card_type_free (CwCardType *type)
{
  g_free (type->id);
  g_free (type->name);
  g_strfreev (type->name_variants);
  g_free (type->section);
  g_free (type->back);
  g_ptr_array_unref (type->fields);
  g_free (type);
}

static void
alignment_free (CwAlignment *alignment)
{
  g_free (alignment->id);
  g_free (alignment->name);
  g_strfreev (alignment->name_variants);
  g_free (alignment->color);
  g_free (alignment);
}

static void
keyword_free (CwKeyword *keyword)
{
  g_free (keyword->id);
  g_free (keyword->name);
  g_free (keyword->rules);
  g_strfreev (keyword->name_variants);
  g_strfreev (keyword->rules_variants);
  g_free (keyword);
}

static void
section_free (CwSectionRule *section)
{
  g_free (section->id);
  g_free (section->name);
  g_strfreev (section->types);
  g_free (section->note);
  g_strfreev (section->name_variants);
  g_strfreev (section->note_variants);
  g_free (section);
}

static void
deck_free (CwFixedDeck *deck)
{
  g_free (deck->id);
  g_free (deck->name);
  g_strfreev (deck->name_variants);
  g_free (deck->alignment);
  g_free (deck);
}

static void
die_free (CwDieDef *die)
{
  g_free (die->id);
  g_free (die->name);
  g_strfreev (die->name_variants);
  g_free (die->color);
  g_array_unref (die->faces);
  g_free (die);
}

static void
pool_free (CwDicePool *pool)
{
  g_strfreev (pool->base);
  g_free (pool->bonus);
  g_free (pool);
}

static void
cw_game_finalize (GObject *object)
{
  CwGame *self = CW_GAME (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->description);
  g_strfreev (self->name_variants);
  g_strfreev (self->description_variants);
  g_free (self->credits);
  g_free (self->dir);
  g_free (self->table_mode);
  g_clear_pointer (&self->fields_by_id, g_hash_table_unref);
  g_clear_pointer (&self->fields, g_ptr_array_unref);
  g_clear_pointer (&self->card_types, g_ptr_array_unref);
  g_clear_pointer (&self->alignments, g_ptr_array_unref);
  g_clear_pointer (&self->keywords, g_ptr_array_unref);
  g_clear_pointer (&self->sections, g_ptr_array_unref);
  g_clear_pointer (&self->decks, g_ptr_array_unref);
  g_clear_pointer (&self->exceptions, g_hash_table_unref);
  g_clear_pointer (&self->dice, g_ptr_array_unref);
  g_clear_pointer (&self->pool, pool_free);
  g_free (self->print.card_size);
  g_free (self->print.back);
  g_free (self->print.back_color);

  G_OBJECT_CLASS (cw_game_parent_class)->finalize (object);
}

static void
cw_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CwGame *self = CW_GAME (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  CwGame *self = CW_GAME (object);

  switch (prop_id)
    {
    case PROP_NAME:
      cw_game_set_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_game_class_init (CwGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_game_finalize;
  object_class->get_property = cw_game_get_property;
  object_class->set_property = cw_game_set_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cw_game_init (CwGame *self)
{
  self->fields = g_ptr_array_new_with_free_func ((GDestroyNotify) field_def_free);
  self->fields_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->card_types = g_ptr_array_new_with_free_func ((GDestroyNotify) card_type_free);
  self->alignments = g_ptr_array_new_with_free_func ((GDestroyNotify) alignment_free);
  self->keywords = g_ptr_array_new_with_free_func ((GDestroyNotify) keyword_free);
  self->sections = g_ptr_array_new_with_free_func ((GDestroyNotify) section_free);
  self->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) deck_free);
  self->exceptions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->dice = g_ptr_array_new_with_free_func ((GDestroyNotify) die_free);
  self->table_mode = g_strdup ("none");
  self->opening_hand = 0;
  self->builds_decks = TRUE;
  self->print.card_size = g_strdup ("poker");
  self->print.back = g_strdup ("generated");
  self->print.back_color = g_strdup ("#1d3b5a");
}

/* Loading */

static gboolean
is_identifier (const char *id,
               gboolean    allow_dash)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '_' || (allow_dash && *p == '-')))
      return FALSE;
  return TRUE;
}

static char **
split_words (const char *text)
{
  g_auto(GStrv) parts = NULL;
  GPtrArray *words = g_ptr_array_new ();

  if (text != NULL)
    {
      parts = g_strsplit_set (text, " \t\n,", -1);
      for (guint i = 0; parts[i]; i++)
        if (*parts[i] != '\0')
          g_ptr_array_add (words, g_strdup (parts[i]));
    }
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

static gboolean
unexpected_child (xmlNode     *node,
                  const char  *parent,
                  const char  *expected,
                  const char  *path,
                  GError     **error)
{
  cw_xml_set_error (error, CW_ERROR_INVALID, path, node, _("expected <%s> in <%s>, found <%s>"),
                    expected, parent, (const char *) node->name);
  return FALSE;
}

/* Takes id. */
static gboolean
defined_twice (xmlNode     *node,
               const char  *what,
               char        *id,
               const char  *path,
               GError     **error)
{
  cw_xml_set_error (error, CW_ERROR_INVALID, path, node, _("%s “%s” is defined twice"), what, id);
  g_free (id);
  return FALSE;
}

/* Translations */

/* The xml:lang of an element, or NULL. */
static char *
get_lang (xmlNode *node)
{
  xmlChar *lang = xmlGetNsProp (node, (const xmlChar *) "lang", XML_XML_NAMESPACE);
  char *copy = lang ? g_strstrip (g_strdup ((const char *) lang)) : NULL;

  xmlFree (lang);
  return copy;
}

/* The element's own text, without that of its children (its translations). */
static char *
get_own_text (xmlNode *node)
{
  GString *text = g_string_new (NULL);

  for (xmlNode *child = node->children; child; child = child->next)
    if ((child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE) && child->content)
      g_string_append (text, (const char *) child->content);
  /* Trimmed as a hand-written file indents it, unless it says xml:space="preserve" (the writer
   * says so for a text whose spaces at the ends are its own). */
  if (xmlNodeGetSpacePreserve (node) == 1)
    return g_string_free (text, FALSE);
  return g_strstrip (g_string_free (text, FALSE));
}

/* Adds a translation read from element (which has xml:lang="lang") to *variants (pairs without
 * the default yet; finish_variants adds it). */
static gboolean
add_translation (xmlNode     *element,
                 const char  *lang,
                 char      ***variants,
                 const char  *path,
                 GError     **error)
{
  g_autofree char *text = get_own_text (element);

  if (!cw_text_is_language_tag (lang))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, element,
                        _("xml:lang=\"%s\" is not a language such as “fr” or “pt-BR”"), lang);
      return FALSE;
    }
  if (cw_text_find_variant ((const char * const *) *variants, lang) != NULL)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, element,
                        _("two <%s> in “%s”"), (const char *) element->name, lang);
      return FALSE;
    }
  cw_text_set_variant (variants, lang, text);
  return TRUE;
}

/* Reads the translations inside an element of the game (<type>, <keyword>…): children <name>
 * and, when text_child is given, <text_child>, each with an xml:lang. */
static gboolean
parse_translations (xmlNode     *node,
                    char      ***name_variants,
                    const char  *text_child,
                    char      ***text_variants,
                    const char  *path,
                    GError     **error)
{
  for (xmlNode *child = node->children; child; child = child->next)
    {
      g_autofree char *lang = NULL;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      lang = get_lang (child);
      if (lang != NULL && cw_xml_is (child, "name"))
        {
          if (!add_translation (child, lang, name_variants, path, error))
            return FALSE;
        }
      else if (lang != NULL && text_child != NULL && cw_xml_is (child, text_child))
        {
          if (!add_translation (child, lang, text_variants, path, error))
            return FALSE;
        }
      else
        {
          if (text_child != NULL)
            cw_xml_set_error (error, CW_ERROR_INVALID, path, child,
                              _("<%s> may only hold translations: <name xml:lang=\"…\"> or <%s xml:lang=\"…\">, not <%s>"),
                              (const char *) node->name, text_child, (const char *) child->name);
          else
            cw_xml_set_error (error, CW_ERROR_INVALID, path, child,
                              _("<%s> may only hold translations: <name xml:lang=\"…\">, not <%s>"),
                              (const char *) node->name, (const char *) child->name);
          return FALSE;
        }
    }
  return TRUE;
}

/* *variants holds the translations read; puts the default (*shown) first and makes *shown the
 * text for the user's languages. */
static void
finish_variants (char   **shown,
                 char  ***variants)
{
  GPtrArray *pairs;
  const char *picked;

  if (*variants == NULL)
    return;
  pairs = g_ptr_array_new ();
  g_ptr_array_add (pairs, g_strdup (""));
  g_ptr_array_add (pairs, g_strdup (*shown ? *shown : ""));
  for (guint i = 0; (*variants)[i]; i++)
    g_ptr_array_add (pairs, (*variants)[i]);
  g_ptr_array_add (pairs, NULL);
  g_free (*variants);
  *variants = (char **) g_ptr_array_free (pairs, FALSE);
  if ((picked = cw_text_pick_variant ((const char * const *) *variants, cw_text_get_languages ())))
    {
      g_free (*shown);
      *shown = g_strdup (picked);
    }
}

/* The text as the file has it, without xml:lang. */
const char *
_cw_game_default_text (const char  *shown,
              char       **variants)
{
  return variants ? variants[1] : shown;
}

/* TRUE when text is the name in some language (case and accents ignored). */
static gboolean
names_match (const char  *shown,
             char       **variants,
             const char  *text)
{
  if (cw_text_equal_folded (shown, text))
    return TRUE;
  for (guint i = 0; variants && variants[i]; i += 2)
    if (cw_text_equal_folded (variants[i + 1], text))
      return TRUE;
  return FALSE;
}

static gboolean
parse_fields (CwGame      *self,
              xmlNode     *element,
              const char  *path,
              GError     **error)
{
  for (xmlNode *node = element->children; node; node = node->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *kind = NULL;
      g_autofree char *aliases = NULL;
      CwFieldDef *field;
      gboolean shown = TRUE, searchable = TRUE, printed = TRUE, required = FALSE;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!cw_xml_is (node, "field"))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("expected <field> in <fields>, found <%s>"), (const char *) node->name);
          return FALSE;
        }
      if (!(id = cw_xml_require_prop (node, "id", path, error)))
        return FALSE;
      if (!is_identifier (id, FALSE))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("field id “%s” must be lower-case letters, digits and _"), id);
          return FALSE;
        }
      if (cw_game_find_field (self, id) != NULL)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node, _("field “%s” is defined twice"), id);
          return FALSE;
        }
      kind = cw_xml_get_prop (node, "kind");
      if (!cw_xml_get_bool_prop (node, "shown", &shown, path, error) ||
          !cw_xml_get_bool_prop (node, "searchable", &searchable, path, error) ||
          !cw_xml_get_bool_prop (node, "printed", &printed, path, error) ||
          !cw_xml_get_bool_prop (node, "required", &required, path, error))
        return FALSE;

      field = g_new0 (CwFieldDef, 1);
      if (kind == NULL || strcmp (kind, "text") == 0)
        field->kind = CW_FIELD_TEXT;
      else if (strcmp (kind, "int") == 0)
        field->kind = CW_FIELD_INT;
      else if (strcmp (kind, "bool") == 0)
        field->kind = CW_FIELD_BOOL;
      else if (strcmp (kind, "list") == 0)
        field->kind = CW_FIELD_LIST;
      else
        {
          g_free (field);
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("field “%s” has kind “%s”; expected int, text, bool or list"), id, kind);
          return FALSE;
        }
      field->id = g_steal_pointer (&id);
      field->name = cw_xml_get_prop (node, "name");
      if (field->name == NULL)
        field->name = g_strdup (field->id);
      if (!parse_translations (node, &field->name_variants, NULL, NULL, path, error))
        {
          field_def_free (field);
          return FALSE;
        }
      finish_variants (&field->name, &field->name_variants);
      aliases = cw_xml_get_prop (node, "aliases");
      field->aliases = split_words (aliases);
      field->shown = shown;
      field->searchable = searchable;
      field->printed = printed;
      field->required = required;
      field->index = self->fields->len;
      g_ptr_array_add (self->fields, field);
      if (!g_hash_table_contains (self->fields_by_id, field->id))
        g_hash_table_insert (self->fields_by_id, field->id, field);
    }
  return TRUE;
}

static gboolean
parse_types (CwGame      *self,
             xmlNode     *element,
             const char  *path,
             GError     **error)
{
  for (xmlNode *node = element->children; node; node = node->next)
    {
      g_autofree char *id = NULL;
      g_autofree char *fields = NULL;
      g_auto(GStrv) field_ids = NULL;
      CwCardType *type;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!cw_xml_is (node, "type"))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("expected <type> in <types>, found <%s>"), (const char *) node->name);
          return FALSE;
        }
      if (!(id = cw_xml_require_prop (node, "id", path, error)))
        return FALSE;
      if (!is_identifier (id, TRUE))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("type id “%s” must be lower-case letters, digits, - and _"), id);
          return FALSE;
        }
      if (cw_game_find_card_type (self, id) != NULL && strcmp (cw_game_find_card_type (self, id)->id, id) == 0)
        return defined_twice (node, "type", g_steal_pointer (&id), path, error);
      type = g_new0 (CwCardType, 1);
      type->id = g_steal_pointer (&id);
      type->name = cw_xml_get_prop (node, "name");
      if (type->name == NULL)
        type->name = g_strdup (type->id);
      type->section = cw_xml_get_prop (node, "section");
      type->back = cw_xml_get_prop (node, "back");
      type->fields = g_ptr_array_new ();
      g_ptr_array_add (self->card_types, type);
      if (type->back != NULL && (strstr (type->back, "..") != NULL || g_path_is_absolute (type->back)))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("type “%s”: the back must be a file in the game's folder, not “%s”"),
                            type->id, type->back);
          return FALSE;
        }
      if (!parse_translations (node, &type->name_variants, NULL, NULL, path, error))
        return FALSE;
      finish_variants (&type->name, &type->name_variants);

      fields = cw_xml_get_prop (node, "fields");
      field_ids = split_words (fields);
      for (guint i = 0; field_ids[i]; i++)
        {
          const CwFieldDef *field = cw_game_find_field (self, field_ids[i]);

          if (field == NULL)
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                _("type “%s” names field “%s”, which <fields> does not define"),
                                type->id, field_ids[i]);
              return FALSE;
            }
          g_ptr_array_add (type->fields, (gpointer) field);
        }
    }
  return TRUE;
}

static gboolean
parse_alignments (CwGame      *self,
                  xmlNode     *element,
                  const char  *path,
                  GError     **error)
{
  for (xmlNode *node = element->children; node; node = node->next)
    {
      CwAlignment *alignment;
      char *id;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!cw_xml_is (node, "alignment"))
        return unexpected_child (node, "alignments", "alignment", path, error);
      if (!(id = cw_xml_require_prop (node, "id", path, error)))
        return FALSE;
      if (cw_game_find_alignment (self, id) != NULL)
        {
          g_free (id);
          return defined_twice (node, "alignment", cw_xml_get_prop (node, "id"), path, error);
        }
      alignment = g_new0 (CwAlignment, 1);
      alignment->id = id;
      alignment->name = cw_xml_get_prop (node, "name");
      if (alignment->name == NULL)
        alignment->name = g_strdup (id);
      alignment->color = cw_xml_get_prop (node, "color");
      if (alignment->color == NULL)
        alignment->color = g_strdup ("#8d8a83");
      g_ptr_array_add (self->alignments, alignment);
      if (!parse_translations (node, &alignment->name_variants, NULL, NULL, path, error))
        return FALSE;
      finish_variants (&alignment->name, &alignment->name_variants);
    }
  return TRUE;
}

static gboolean
parse_keywords (CwGame      *self,
                xmlNode     *element,
                const char  *path,
                GError     **error)
{
  for (xmlNode *node = element->children; node; node = node->next)
    {
      CwKeyword *keyword;
      char *id;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (!cw_xml_is (node, "keyword"))
        return unexpected_child (node, "keywords", "keyword", path, error);
      if (!(id = cw_xml_require_prop (node, "id", path, error)))
        return FALSE;
      if (cw_game_find_keyword (self, id) != NULL)
        {
          g_free (id);
          return defined_twice (node, "keyword", cw_xml_get_prop (node, "id"), path, error);
        }
      keyword = g_new0 (CwKeyword, 1);
      keyword->id = id;
      keyword->name = cw_xml_get_prop (node, "name");
      if (keyword->name == NULL)
        keyword->name = g_strdup (id);
      keyword->rules = get_own_text (node);
      g_ptr_array_add (self->keywords, keyword);
      if (!parse_translations (node, &keyword->name_variants, "rules", &keyword->rules_variants, path, error))
        return FALSE;
      finish_variants (&keyword->name, &keyword->name_variants);
      finish_variants (&keyword->rules, &keyword->rules_variants);
    }
  return TRUE;
}

static char *
exception_key (const char *section_id,
               const char *card_id)
{
  return g_strconcat (section_id ? section_id : "", "\x1f", card_id, NULL);
}

static gboolean
parse_construction (CwGame      *self,
                    xmlNode     *element,
                    const char  *path,
                    GError     **error)
{
  g_autofree char *decks = cw_xml_get_prop (element, "decks");

  /* A draft plays the whole box: its sections say what the box holds, and nobody builds a deck. */
  if (decks != NULL && strcmp (decks, "none") != 0 && strcmp (decks, "build") != 0)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, element,
                        _("<construction decks> is “build” or “none”, not “%s”"), decks);
      return FALSE;
    }
  self->builds_decks = g_strcmp0 (decks, "none") != 0;

  for (xmlNode *node = element->children; node; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;

      if (cw_xml_is (node, "section"))
        {
          g_autofree char *types = NULL;
          g_autofree char *severity = NULL;
          CwSectionRule *section;
          char *id;

          if (!(id = cw_xml_require_prop (node, "id", path, error)))
            return FALSE;
          if (cw_game_find_section (self, id) != NULL)
            return defined_twice (node, "section", id, path, error);
          section = g_new0 (CwSectionRule, 1);
          section->id = id;
          section->min_cards = 0;
          section->max_cards = -1;
          section->max_copies = -1;
          section->min_severity = CW_SEVERITY_ERROR;
          g_ptr_array_add (self->sections, section);
          section->name = cw_xml_get_prop (node, "name");
          if (section->name == NULL)
            section->name = g_strdup (id);
          types = cw_xml_get_prop (node, "types");
          section->types = split_words (types);
          for (guint j = 0; section->types[j]; j++)
            {
              const CwCardType *type = cw_game_find_card_type (self, section->types[j]);

              if (type == NULL || strcmp (type->id, section->types[j]) != 0)
                {
                  cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                    _("section “%s” names type “%s”, which <types> does not define"),
                                    section->id, section->types[j]);
                  return FALSE;
                }
            }
          if (!cw_xml_get_int_prop_range (node, "min", 0, CW_GAME_MAX_SECTION_CARDS, &section->min_cards, path, error) ||
              !cw_xml_get_int_prop_range (node, "max", 0, CW_GAME_MAX_SECTION_CARDS, &section->max_cards, path, error) ||
              !cw_xml_get_int_prop_range (node, "max-copies", 0, CW_LIBRARY_MAX_COPIES, &section->max_copies, path, error))
            return FALSE;
          severity = cw_xml_get_prop (node, "min-severity");
          if (severity != NULL)
            {
              if (strcmp (severity, "warning") == 0)
                section->min_severity = CW_SEVERITY_WARNING;
              else if (strcmp (severity, "info") == 0)
                section->min_severity = CW_SEVERITY_INFO;
              else if (strcmp (severity, "error") != 0)
                {
                  cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                    _("min-severity must be error, warning or info, not “%s”"), severity);
                  return FALSE;
                }
            }
          section->note = get_own_text (node);
          if (*section->note == '\0')
            g_clear_pointer (&section->note, g_free);
          if (!parse_translations (node, &section->name_variants, "note", &section->note_variants, path, error))
            return FALSE;
          finish_variants (&section->name, &section->name_variants);
          finish_variants (&section->note, &section->note_variants);
        }
      else if (cw_xml_is (node, "exception"))
        {
          g_autofree char *card = NULL;
          g_autofree char *section = NULL;
          int max_copies = -1;

          if (!(card = cw_xml_require_prop (node, "card", path, error)))
            return FALSE;
          section = cw_xml_get_prop (node, "section");
          if (!cw_xml_get_int_prop_range (node, "max-copies", 0, CW_LIBRARY_MAX_COPIES, &max_copies, path, error))
            return FALSE;
          g_hash_table_insert (self->exceptions, exception_key (section, card),
                               GINT_TO_POINTER (max_copies + 2));
        }
      else if (cw_xml_is (node, "deck"))
        {
          CwFixedDeck *deck;
          char *id;

          if (!(id = cw_xml_require_prop (node, "id", path, error)))
            return FALSE;
          deck = g_new0 (CwFixedDeck, 1);
          deck->id = id;
          deck->copies = 1;
          g_ptr_array_add (self->decks, deck);
          deck->name = cw_xml_get_prop (node, "name");
          if (deck->name == NULL)
            deck->name = g_strdup (id);
          if (!(deck->alignment = cw_xml_require_prop (node, "alignment", path, error)) ||
              !cw_xml_get_int_prop_range (node, "copies", 1, CW_GAME_MAX_DECK_COPIES, &deck->copies, path, error) ||
              !parse_translations (node, &deck->name_variants, NULL, NULL, path, error))
            return FALSE;
          finish_variants (&deck->name, &deck->name_variants);
          if (cw_game_find_alignment (self, deck->alignment) == NULL)
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                _("deck “%s” names alignment “%s”, which <alignments> does not define"),
                                deck->id, deck->alignment);
              return FALSE;
            }
        }
      else
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("expected <section>, <exception> or <deck> in <construction>, found <%s>"),
                            (const char *) node->name);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
parse_dice (CwGame      *self,
            xmlNode     *element,
            const char  *path,
            GError     **error)
{
  for (xmlNode *node = element->children; node; node = node->next)
    {
      if (node->type != XML_ELEMENT_NODE)
        continue;
      if (cw_xml_is (node, "die"))
        {
          g_autofree char *faces = NULL;
          g_auto(GStrv) words = NULL;
          CwDieDef *die;
          char *id;

          if (!(id = cw_xml_require_prop (node, "id", path, error)))
            return FALSE;
          if (cw_game_find_die (self, id) != NULL)
            return defined_twice (node, "die", id, path, error);
          die = g_new0 (CwDieDef, 1);
          die->id = id;
          die->faces = g_array_new (FALSE, FALSE, sizeof (int));
          g_ptr_array_add (self->dice, die);
          die->name = cw_xml_get_prop (node, "name");
          if (die->name == NULL)
            die->name = g_strdup (id);
          die->color = cw_xml_get_prop (node, "color");
          if (die->color == NULL)
            die->color = g_strdup ("#ffffff");
          if (!(faces = cw_xml_require_prop (node, "faces", path, error)))
            return FALSE;
          words = split_words (faces);
          for (guint i = 0; words[i]; i++)
            {
              int symbols;

              if (!cw_xml_parse_int (words[i], &symbols) || symbols < 0)
                {
                  cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                    _("die “%s”: face %u must show a number of symbols ≥ 0, not “%s”"),
                                    die->id, i + 1, words[i]);
                  return FALSE;
                }
              if (symbols > CW_GAME_MAX_DIE_SYMBOLS)
                {
                  cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                    _("die “%s”: face %u shows %d symbols; a face shows at most %d"),
                                    die->id, i + 1, symbols, CW_GAME_MAX_DIE_SYMBOLS);
                  return FALSE;
                }
              if (die->faces->len >= CW_GAME_MAX_DIE_FACES)
                {
                  cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                    _("die “%s” has more than %d faces"), die->id, CW_GAME_MAX_DIE_FACES);
                  return FALSE;
                }
              g_array_append_val (die->faces, symbols);
            }
          if (die->faces->len < 2)
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                _("die “%s” needs at least 2 faces"), die->id);
              return FALSE;
            }
          /* A die's name is shown in the tray and the log like a card type's: it is translated
           * the same way, by <name xml:lang="…"> inside it. */
          if (!parse_translations (node, &die->name_variants, NULL, NULL, path, error))
            return FALSE;
          finish_variants (&die->name, &die->name_variants);
        }
      else if (cw_xml_is (node, "pool"))
        {
          g_autofree char *base = cw_xml_get_prop (node, "base");
          CwDicePool *pool = g_new0 (CwDicePool, 1);

          g_clear_pointer (&self->pool, pool_free);
          self->pool = pool;
          pool->base = split_words (base);
          pool->bonus = cw_xml_get_prop (node, "bonus");
          pool->max_dice = -1;
          if (!cw_xml_get_int_prop_range (node, "max", 1, CW_GAME_MAX_DICE, &pool->max_dice, path, error))
            return FALSE;
          if (g_strv_length (pool->base) > CW_GAME_MAX_DICE)
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                _("the pool rolls %u base dice; at most %d"),
                                g_strv_length (pool->base), CW_GAME_MAX_DICE);
              return FALSE;
            }
          for (guint i = 0; pool->base[i]; i++)
            if (cw_game_find_die (self, pool->base[i]) == NULL)
              {
                cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                  _("the pool names die “%s”, which is not defined before it"),
                                  pool->base[i]);
                return FALSE;
              }
          if (pool->bonus != NULL && cw_game_find_die (self, pool->bonus) == NULL)
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                                _("the pool names bonus die “%s”, which is not defined before it"),
                                pool->bonus);
              return FALSE;
            }
        }
      else
        return unexpected_child (node, "dice", "die> or <pool", path, error);
    }
  return TRUE;
}

static gboolean
parse_game (CwGame      *self,
            xmlNode     *root,
            const char  *path,
            GError     **error)
{
  g_autofree char *system = NULL;
  gboolean system_found = FALSE;

  if (!(self->id = cw_xml_require_prop (root, "id", path, error)))
    return FALSE;
  if (!is_identifier (self->id, TRUE))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("game id “%s” must be lower-case letters, digits and -"), self->id);
      return FALSE;
    }
  system = cw_xml_get_prop (root, "system");
  for (guint i = 0; system && i < G_N_ELEMENTS (system_names); i++)
    if (strcmp (system, system_names[i]) == 0)
      {
        self->system = (CwSystem) i;
        system_found = TRUE;
      }
  if (!system_found)
    {
      if (system != NULL)
        cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                          _("<game> needs a “system” attribute (storyline, duel, draft or od), not “%s”"), system);
      else
        cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                          _("<game> needs a “system” attribute (storyline, duel, draft or od)"));
      return FALSE;
    }

  for (xmlNode *node = root->children; node; node = node->next)
    {
      g_autofree char *lang = NULL;
      gboolean ok = TRUE;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      if ((cw_xml_is (node, "name") || cw_xml_is (node, "description")) && (lang = get_lang (node)))
        ok = add_translation (node, lang, cw_xml_is (node, "name") ? &self->name_variants : &self->description_variants,
                              path, error);
      else if (cw_xml_is (node, "name"))
        {
          g_free (self->name);
          self->name = cw_xml_get_text (node);
        }
      else if (cw_xml_is (node, "description"))
        {
          g_free (self->description);
          self->description = cw_xml_get_text (node);
        }
      else if (cw_xml_is (node, "credits"))
        {
          g_free (self->credits);
          self->credits = cw_xml_get_text (node);
        }
      else if (cw_xml_is (node, "fields"))
        ok = parse_fields (self, node, path, error);
      else if (cw_xml_is (node, "types"))
        ok = parse_types (self, node, path, error);
      else if (cw_xml_is (node, "alignments"))
        ok = parse_alignments (self, node, path, error);
      else if (cw_xml_is (node, "keywords"))
        ok = parse_keywords (self, node, path, error);
      else if (cw_xml_is (node, "construction"))
        ok = parse_construction (self, node, path, error);
      else if (cw_xml_is (node, "dice"))
        ok = parse_dice (self, node, path, error);
      else if (cw_xml_is (node, "table"))
        {
          int hand = 0;

          g_free (self->table_mode);
          self->table_mode = cw_xml_get_prop (node, "mode");
          if (self->table_mode == NULL)
            self->table_mode = g_strdup ("none");
          ok = cw_xml_get_int_prop_range (node, "opening-hand", 0, CW_GAME_MAX_OPENING_HAND, &hand, path, error);
          self->opening_hand = (guint) MAX (hand, 0);
        }
      else if (cw_xml_is (node, "print"))
        {
          char *value;

          if ((value = cw_xml_get_prop (node, "card-size")))
            g_free (self->print.card_size), self->print.card_size = value;
          if ((value = cw_xml_get_prop (node, "back")))
            g_free (self->print.back), self->print.back = value;
          if ((value = cw_xml_get_prop (node, "back-color")))
            g_free (self->print.back_color), self->print.back_color = value;
        }
      else
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            _("unknown element <%s> in <game>"), (const char *) node->name);
          ok = FALSE;
        }
      if (!ok)
        return FALSE;
    }

  if (self->name == NULL || *self->name == '\0')
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root, _("<game> needs a <name>"));
      return FALSE;
    }
  finish_variants (&self->name, &self->name_variants);
  finish_variants (&self->description, &self->description_variants);
  if (self->card_types->len == 0)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root, _("<game> needs <types> with at least one <type>"));
      return FALSE;
    }
  for (guint i = 0; i < self->card_types->len; i++)
    {
      CwCardType *type = g_ptr_array_index (self->card_types, i);

      if (type->section != NULL && self->sections->len > 0 && cw_game_find_section (self, type->section) == NULL)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                            _("type “%s” goes to section “%s”, which <construction> does not define"),
                            type->id, type->section);
          return FALSE;
        }
    }
  return TRUE;
}

CwGame *
cw_game_new_from_file (const char  *path,
                       GError     **error)
{
  g_autoptr(CwGame) self = NULL;
  xmlDoc *doc;
  xmlNode *root;
  gboolean ok;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(doc = cw_xml_read_file_limited (path, CW_FILE_MAX_GAME, error)))
    return NULL;
  if (!(root = cw_xml_get_root (doc, path, "game", error)))
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  self = g_object_new (CW_TYPE_GAME, NULL);
  ok = parse_game (self, root, path, error);
  xmlFreeDoc (doc);
  if (!ok)
    return NULL;
  self->dir = g_path_get_dirname (path);
  return g_steal_pointer (&self);
}

/* Saving */

CwGame *
cw_game_copy (CwGame     *self,
              const char *new_id,
              const char *new_name)
{
  g_autofree char *tmp_dir = NULL;
  g_autofree char *tmp_path = NULL;
  g_autoptr(GError) error = NULL;
  CwGame *copy;

  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  g_return_val_if_fail (new_id != NULL && is_identifier (new_id, TRUE), NULL);

  /* Going through the file format keeps one code path for every part of a game. */
  tmp_dir = g_dir_make_tmp ("cardwright-game-XXXXXX", NULL);
  g_return_val_if_fail (tmp_dir != NULL, NULL);
  tmp_path = g_build_filename (tmp_dir, "game.xml", NULL);
  if (!cw_game_save_to_file (self, tmp_path, &error) ||
      !(copy = cw_game_new_from_file (tmp_path, &error)))
    {
      g_critical ("Copying game %s: %s", self->id, error->message);
      g_unlink (tmp_path);
      g_rmdir (tmp_dir);
      return NULL;
    }
  g_unlink (tmp_path);
  g_rmdir (tmp_dir);
  g_free (copy->id);
  copy->id = g_strdup (new_id);
  if (new_name != NULL)
    cw_game_set_name (copy, new_name);
  g_clear_pointer (&copy->dir, g_free);
  copy->shipped = FALSE;
  return copy;
}

/* Getters */

const char *
cw_game_get_id (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->id;
}

const char *
cw_game_get_name (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->name;
}

/* A name the user gives (a copy of a game) is theirs in every language: translations go. */
void
cw_game_set_name (CwGame     *self,
                  const char *name)
{
  g_return_if_fail (CW_IS_GAME (self));

  g_clear_pointer (&self->name_variants, g_strfreev);
  if (cw_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const char *
cw_game_get_name_for (CwGame     *self,
                      const char *lang)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);

  if (lang == NULL)
    return _cw_game_default_text (self->name, self->name_variants);
  return cw_text_find_variant ((const char * const *) self->name_variants, lang);
}

const char *
cw_game_get_description_for (CwGame     *self,
                             const char *lang)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);

  if (lang == NULL)
    return _cw_game_default_text (self->description, self->description_variants);
  return cw_text_find_variant ((const char * const *) self->description_variants, lang);
}

CwSystem
cw_game_get_system (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), CW_SYSTEM_STORYLINE);
  return self->system;
}

const char *
cw_game_get_system_name (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return system_names[self->system];
}

const char *
cw_game_get_description (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->description;
}

const char *
cw_game_get_credits (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->credits;
}

const char *
cw_game_get_dir (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->dir;
}

void
cw_game_set_dir (CwGame     *self,
                 const char *dir)
{
  g_return_if_fail (CW_IS_GAME (self));
  cw_set_str (&self->dir, dir);
}

gboolean
cw_game_is_shipped (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), FALSE);
  return self->shipped;
}

void
cw_game_set_shipped (CwGame   *self,
                     gboolean  shipped)
{
  g_return_if_fail (CW_IS_GAME (self));
  self->shipped = !!shipped;
}

gboolean
cw_game_builds_decks (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), TRUE);
  return self->builds_decks;
}

guint
cw_game_get_opening_hand (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), 0);
  return self->opening_hand;
}

const char *
cw_game_get_table_mode (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->table_mode;
}

GPtrArray *
cw_game_get_fields (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->fields;
}

const CwFieldDef *
cw_game_find_field (CwGame     *self,
                    const char *id_or_alias)
{
  CwFieldDef *exact;

  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  g_return_val_if_fail (id_or_alias != NULL, NULL);

  /* Exact ids through a table: the loaders call this for every field of every card, and
   * the rules engines for every card they look at ("fate", "spellcaster"…). */
  exact = g_hash_table_lookup (self->fields_by_id, id_or_alias);
  if (exact != NULL)
    return exact;
  for (guint i = 0; i < self->fields->len; i++)
    {
      CwFieldDef *field = g_ptr_array_index (self->fields, i);

      if (g_ascii_strcasecmp (field->id, id_or_alias) == 0)
        return field;
    }
  for (guint i = 0; i < self->fields->len; i++)
    {
      CwFieldDef *field = g_ptr_array_index (self->fields, i);

      for (guint j = 0; field->aliases && field->aliases[j]; j++)
        if (g_ascii_strcasecmp (field->aliases[j], id_or_alias) == 0)
          return field;
    }
  return NULL;
}

GPtrArray *
cw_game_get_card_types (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->card_types;
}

const CwCardType *
cw_game_find_card_type (CwGame     *self,
                        const char *id_or_name)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  g_return_val_if_fail (id_or_name != NULL, NULL);

  /* Ids first: the loaders call this once per card. */
  for (guint i = 0; i < self->card_types->len; i++)
    {
      CwCardType *type = g_ptr_array_index (self->card_types, i);

      if (strcmp (type->id, id_or_name) == 0)
        return type;
    }
  for (guint i = 0; i < self->card_types->len; i++)
    {
      CwCardType *type = g_ptr_array_index (self->card_types, i);

      if (names_match (type->name, type->name_variants, id_or_name))
        return type;
    }
  return NULL;
}

GPtrArray *
cw_game_get_alignments (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->alignments;
}

const CwAlignment *
cw_game_find_alignment (CwGame     *self,
                        const char *id_or_name)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  g_return_val_if_fail (id_or_name != NULL, NULL);

  /* Ids first: the card set loader calls this for every card, with ids. */
  for (guint i = 0; i < self->alignments->len; i++)
    {
      CwAlignment *alignment = g_ptr_array_index (self->alignments, i);

      if (strcmp (alignment->id, id_or_name) == 0)
        return alignment;
    }
  for (guint i = 0; i < self->alignments->len; i++)
    {
      CwAlignment *alignment = g_ptr_array_index (self->alignments, i);

      if (names_match (alignment->name, alignment->name_variants, id_or_name))
        return alignment;
    }
  return NULL;
}

GPtrArray *
cw_game_get_keywords (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->keywords;
}

const CwKeyword *
cw_game_find_keyword (CwGame     *self,
                      const char *id_or_name)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  g_return_val_if_fail (id_or_name != NULL, NULL);

  /* Ids first: the card set loader calls this for every card, with ids. */
  for (guint i = 0; i < self->keywords->len; i++)
    {
      CwKeyword *keyword = g_ptr_array_index (self->keywords, i);

      if (strcmp (keyword->id, id_or_name) == 0)
        return keyword;
    }
  for (guint i = 0; i < self->keywords->len; i++)
    {
      CwKeyword *keyword = g_ptr_array_index (self->keywords, i);

      if (names_match (keyword->name, keyword->name_variants, id_or_name))
        return keyword;
    }
  return NULL;
}

GPtrArray *
cw_game_get_sections (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->sections;
}

const CwSectionRule *
cw_game_find_section (CwGame     *self,
                      const char *id)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < self->sections->len; i++)
    {
      CwSectionRule *section = g_ptr_array_index (self->sections, i);

      if (strcmp (section->id, id) == 0)
        return section;
    }
  return NULL;
}

const CwSectionRule *
cw_game_section_for_type (CwGame     *self,
                          const char *type_id)
{
  const CwCardType *type;

  g_return_val_if_fail (CW_IS_GAME (self), NULL);

  if (self->sections->len == 0)
    return NULL;
  if (type_id != NULL && (type = cw_game_find_card_type (self, type_id)) && type->section)
    {
      const CwSectionRule *section = cw_game_find_section (self, type->section);
      if (section != NULL)
        return section;
    }
  for (guint i = 0; type_id != NULL && i < self->sections->len; i++)
    {
      CwSectionRule *section = g_ptr_array_index (self->sections, i);

      if (g_strv_contains ((const char * const *) section->types, type_id))
        return section;
    }
  return g_ptr_array_index (self->sections, 0);
}

int
cw_game_get_max_copies (CwGame     *self,
                        const char *section_id,
                        const char *card_id)
{
  const CwSectionRule *section = NULL;
  g_autofree char *key = NULL;
  gpointer found;

  g_return_val_if_fail (CW_IS_GAME (self), -1);
  g_return_val_if_fail (card_id != NULL, -1);

  key = exception_key (section_id, card_id);
  if ((found = g_hash_table_lookup (self->exceptions, key)))
    return GPOINTER_TO_INT (found) - 2;
  g_free (key);
  key = exception_key (NULL, card_id);
  if ((found = g_hash_table_lookup (self->exceptions, key)))
    return GPOINTER_TO_INT (found) - 2;

  if (section_id != NULL)
    section = cw_game_find_section (self, section_id);
  return section != NULL ? section->max_copies : -1;
}

GPtrArray *
cw_game_get_fixed_decks (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->decks;
}

const CwFixedDeck *
cw_game_find_fixed_deck (CwGame     *self,
                         const char *id)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);

  for (guint i = 0; id != NULL && i < self->decks->len; i++)
    {
      CwFixedDeck *deck = g_ptr_array_index (self->decks, i);

      if (strcmp (deck->id, id) == 0)
        return deck;
    }
  return NULL;
}

GPtrArray *
cw_game_get_dice (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->dice;
}

const CwDieDef *
cw_game_find_die (CwGame     *self,
                  const char *id)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);

  for (guint i = 0; id != NULL && i < self->dice->len; i++)
    {
      CwDieDef *die = g_ptr_array_index (self->dice, i);

      if (strcmp (die->id, id) == 0)
        return die;
    }
  return NULL;
}

const CwDicePool *
cw_game_get_dice_pool (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return self->pool;
}

const CwPrintDefaults *
cw_game_get_print_defaults (CwGame *self)
{
  g_return_val_if_fail (CW_IS_GAME (self), NULL);
  return &self->print;
}

/* Finding games */

const char *
cw_game_get_data_dir (void)
{
  static gsize data_dir;

  if (g_once_init_enter (&data_dir))
    {
      const char *env = g_getenv ("CARDWRIGHT_DATA_DIR");
      g_once_init_leave (&data_dir, (gsize) g_strdup (env && *env ? env : CW_PKGDATADIR));
    }
  return (const char *) data_dir;
}

char *
cw_game_get_user_dir (const char *game_id)
{
  return g_build_filename (g_get_user_data_dir (), "cardwright", "games", game_id, NULL);
}

static void
load_games_in (GPtrArray   *games,
               const char  *folder,
               gboolean     shipped,
               GError     **error)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, cw_compare_strings);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (folder, g_ptr_array_index (names, i), "game.xml", NULL);
      g_autoptr(GError) local_error = NULL;
      CwGame *game;
      gboolean duplicate = FALSE;

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      if (!(game = cw_game_new_from_file (path, &local_error)))
        {
          /* One bad user game must not hide the others: report the first, go on. */
          if (error != NULL && *error == NULL)
            g_propagate_error (error, g_steal_pointer (&local_error));
          continue;
        }
      game->shipped = shipped;
      for (guint j = 0; j < games->len && !duplicate; j++)
        if (strcmp (cw_game_get_id (g_ptr_array_index (games, j)), game->id) == 0)
          {
            CwGame *earlier = g_ptr_array_index (games, j);

            duplicate = TRUE;
            /* Never silently: the earlier game (a shipped one first) is the one used. */
            if (error != NULL && *error == NULL)
              g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                           _("%s: the game id “%s” is already used by %s; this game is left out"),
                           path, game->id, cw_game_get_dir (earlier) ? cw_game_get_dir (earlier) : "?");
          }
      if (duplicate)
        g_object_unref (game);
      else
        g_ptr_array_add (games, game);
    }
}

GPtrArray *
cw_game_load_all (GError **error)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *shipped = g_build_filename (cw_game_get_data_dir (), "games", NULL);
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "cardwright", "games", NULL);

  load_games_in (games, shipped, TRUE, error);
  load_games_in (games, user, FALSE, error);
  return games;
}
