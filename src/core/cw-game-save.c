/* cw-game-save.c: a game definition written back as game.xml, the form cw-game.c reads. */
#include <string.h>

#include "cw-file.h"
#include "cw-game-private.h"
#include "cw-text.h"
#include "cw-xml.h"

static const char *
field_kind_name (CwFieldKind kind)
{
  switch (kind)
    {
    case CW_FIELD_INT: return "int";
    case CW_FIELD_BOOL: return "bool";
    case CW_FIELD_LIST: return "list";
    case CW_FIELD_TEXT:
    default: return "text";
    }
}

static void
append_attr (GString    *out,
             const char *name,
             const char *value)
{
  if (value == NULL)
    return;
  g_string_append_printf (out, " %s=\"", name);
  cw_xml_append_attribute (out, value);
  g_string_append_c (out, '"');
}

static void
append_words_attr (GString            *out,
                   const char         *name,
                   const char * const *words)
{
  g_autofree char *joined = g_strjoinv (" ", (char **) words);

  append_attr (out, name, joined);
}

/* Writes the translations (all but the default) as elements. */
static void
append_translations (GString     *out,
                     const char  *indent,
                     const char  *element,
                     char       **variants)
{
  for (guint i = 2; variants && variants[i]; i += 2)
    {
      g_string_append_printf (out, "%s<%s xml:lang=\"", indent, element);
      cw_xml_append_attribute (out, variants[i]);
      g_string_append_c (out, '"');
      cw_xml_append_space_preserve (out, variants[i + 1]);
      g_string_append_c (out, '>');
      cw_xml_append_escaped (out, variants[i + 1]);
      g_string_append_printf (out, "</%s>\n", element);
    }
}

/* Ends an element begun with its attributes: "/>" alone, or its translations inside. */
static void
end_with_translations (GString     *out,
                       const char  *element,
                       char       **variants)
{
  if (variants == NULL)
    {
      g_string_append (out, "/>\n");
      return;
    }
  g_string_append (out, ">\n");
  append_translations (out, "      ", "name", variants);
  g_string_append_printf (out, "    </%s>\n", element);
}

static char *
game_to_xml (CwGame *self)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  GHashTableIter iter;
  gpointer key, value;

  g_string_append (out, "<game version=\"1\"");
  append_attr (out, "id", self->id);
  append_attr (out, "system", _cw_game_system_id (self->system));
  g_string_append (out, ">\n");
  cw_xml_append_element (out, "  ", "name", _cw_game_default_text (self->name, self->name_variants));
  append_translations (out, "  ", "name", self->name_variants);
  cw_xml_append_element (out, "  ", "description", _cw_game_default_text (self->description, self->description_variants));
  append_translations (out, "  ", "description", self->description_variants);
  cw_xml_append_element (out, "  ", "credits", self->credits);

  g_string_append (out, "  <fields>\n");
  for (guint i = 0; i < self->fields->len; i++)
    {
      CwFieldDef *field = g_ptr_array_index (self->fields, i);

      g_string_append (out, "    <field");
      append_attr (out, "id", field->id);
      append_attr (out, "name", _cw_game_default_text (field->name, field->name_variants));
      append_attr (out, "kind", field_kind_name (field->kind));
      if (field->aliases[0] != NULL)
        append_words_attr (out, "aliases", (const char * const *) field->aliases);
      if (!field->shown)
        append_attr (out, "shown", "false");
      if (!field->searchable)
        append_attr (out, "searchable", "false");
      if (!field->printed)
        append_attr (out, "printed", "false");
      if (field->required)
        append_attr (out, "required", "true");
      end_with_translations (out, "field", field->name_variants);
    }
  g_string_append (out, "  </fields>\n  <types>\n");
  for (guint i = 0; i < self->card_types->len; i++)
    {
      CwCardType *type = g_ptr_array_index (self->card_types, i);
      GString *ids = g_string_new (NULL);

      for (guint j = 0; j < type->fields->len; j++)
        {
          CwFieldDef *field = g_ptr_array_index (type->fields, j);
          g_string_append_printf (ids, "%s%s", j ? " " : "", field->id);
        }
      g_string_append (out, "    <type");
      append_attr (out, "id", type->id);
      append_attr (out, "name", _cw_game_default_text (type->name, type->name_variants));
      append_attr (out, "section", type->section);
      append_attr (out, "back", type->back);
      append_attr (out, "fields", ids->str);
      end_with_translations (out, "type", type->name_variants);
      g_string_free (ids, TRUE);
    }
  g_string_append (out, "  </types>\n  <alignments>\n");
  for (guint i = 0; i < self->alignments->len; i++)
    {
      CwAlignment *alignment = g_ptr_array_index (self->alignments, i);

      g_string_append (out, "    <alignment");
      append_attr (out, "id", alignment->id);
      append_attr (out, "name", _cw_game_default_text (alignment->name, alignment->name_variants));
      append_attr (out, "color", alignment->color);
      end_with_translations (out, "alignment", alignment->name_variants);
    }
  g_string_append (out, "  </alignments>\n  <keywords>\n");
  for (guint i = 0; i < self->keywords->len; i++)
    {
      CwKeyword *keyword = g_ptr_array_index (self->keywords, i);

      g_string_append (out, "    <keyword");
      append_attr (out, "id", keyword->id);
      append_attr (out, "name", _cw_game_default_text (keyword->name, keyword->name_variants));
      g_string_append_c (out, '>');
      cw_xml_append_escaped (out, _cw_game_default_text (keyword->rules, keyword->rules_variants));
      if (keyword->name_variants || keyword->rules_variants)
        {
          g_string_append_c (out, '\n');
          append_translations (out, "      ", "name", keyword->name_variants);
          append_translations (out, "      ", "rules", keyword->rules_variants);
          g_string_append (out, "    ");
        }
      g_string_append (out, "</keyword>\n");
    }
  g_string_append (out, self->builds_decks ? "  </keywords>\n  <construction>\n"
                                           : "  </keywords>\n  <construction decks=\"none\">\n");
  for (guint i = 0; i < self->sections->len; i++)
    {
      CwSectionRule *section = g_ptr_array_index (self->sections, i);

      g_string_append (out, "    <section");
      append_attr (out, "id", section->id);
      append_attr (out, "name", _cw_game_default_text (section->name, section->name_variants));
      append_words_attr (out, "types", (const char * const *) section->types);
      if (section->min_cards > 0)
        g_string_append_printf (out, " min=\"%d\"", section->min_cards);
      if (section->max_cards >= 0)
        g_string_append_printf (out, " max=\"%d\"", section->max_cards);
      if (section->max_copies >= 0)
        g_string_append_printf (out, " max-copies=\"%d\"", section->max_copies);
      if (section->min_severity != CW_SEVERITY_ERROR)
        append_attr (out, "min-severity", section->min_severity == CW_SEVERITY_WARNING ? "warning" : "info");
      g_string_append_c (out, '>');
      cw_xml_append_escaped (out, _cw_game_default_text (section->note, section->note_variants));
      if (section->name_variants || section->note_variants)
        {
          g_string_append_c (out, '\n');
          append_translations (out, "      ", "name", section->name_variants);
          append_translations (out, "      ", "note", section->note_variants);
          g_string_append (out, "    ");
        }
      g_string_append (out, "</section>\n");
    }
  {
    /* Sorted, so that saving twice gives the same file. */
    g_autoptr(GPtrArray) keys = g_ptr_array_new ();

    g_hash_table_iter_init (&iter, self->exceptions);
    while (g_hash_table_iter_next (&iter, &key, &value))
      g_ptr_array_add (keys, key);
    g_ptr_array_sort (keys, cw_compare_strings);
    for (guint i = 0; i < keys->len; i++)
      {
        const char *k = g_ptr_array_index (keys, i);
        const char *sep = strchr (k, '\x1f');
        g_autofree char *section = g_strndup (k, sep - k);

        g_string_append (out, "    <exception");
        if (*section)
          append_attr (out, "section", section);
        append_attr (out, "card", sep + 1);
        g_string_append_printf (out, " max-copies=\"%d\"/>\n",
                                GPOINTER_TO_INT (g_hash_table_lookup (self->exceptions, k)) - 2);
      }
  }
  for (guint i = 0; i < self->decks->len; i++)
    {
      CwFixedDeck *deck = g_ptr_array_index (self->decks, i);

      g_string_append (out, "    <deck");
      append_attr (out, "id", deck->id);
      append_attr (out, "name", _cw_game_default_text (deck->name, deck->name_variants));
      append_attr (out, "alignment", deck->alignment);
      g_string_append_printf (out, " copies=\"%d\"", deck->copies);
      end_with_translations (out, "deck", deck->name_variants);
    }
  g_string_append (out, "  </construction>\n");
  if (self->dice->len > 0 || self->pool != NULL)
    {
      g_string_append (out, "  <dice>\n");
      for (guint i = 0; i < self->dice->len; i++)
        {
          CwDieDef *die = g_ptr_array_index (self->dice, i);
          GString *faces = g_string_new (NULL);

          for (guint j = 0; j < die->faces->len; j++)
            g_string_append_printf (faces, "%s%d", j ? " " : "", g_array_index (die->faces, int, j));
          g_string_append (out, "    <die");
          append_attr (out, "id", die->id);
          append_attr (out, "name", _cw_game_default_text (die->name, die->name_variants));
          append_attr (out, "color", die->color);
          append_attr (out, "faces", faces->str);
          end_with_translations (out, "die", die->name_variants);
          g_string_free (faces, TRUE);
        }
      if (self->pool != NULL)
        {
          g_string_append (out, "    <pool");
          append_words_attr (out, "base", (const char * const *) self->pool->base);
          append_attr (out, "bonus", self->pool->bonus);
          if (self->pool->max_dice >= 0)
            g_string_append_printf (out, " max=\"%d\"", self->pool->max_dice);
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "  </dice>\n");
    }
  g_string_append (out, "  <table");
  append_attr (out, "mode", self->table_mode);
  g_string_append_printf (out, " opening-hand=\"%u\"/>\n", self->opening_hand);
  g_string_append (out, "  <print");
  append_attr (out, "card-size", self->print.card_size);
  append_attr (out, "back", self->print.back);
  append_attr (out, "back-color", self->print.back_color);
  g_string_append (out, "/>\n</game>\n");
  return g_string_free (out, FALSE);
}

gboolean
cw_game_save_to_file (CwGame      *self,
                      const char  *path,
                      GError     **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (CW_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  xml = game_to_xml (self);
  return cw_file_save_atomic (path, xml, strlen (xml), error);
}
