/* cw-card-set.c: the cards of one set file as a GListModel; streaming load, atomic save. */
#include <string.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-text.h"
#include "cw-xml.h"

struct _CwCardSet
{
  GObject     parent_instance;

  CwGame     *game;
  char       *id;
  char       *name;
  char       *path;
  gboolean    read_only;
  gboolean    demo;
  GPtrArray  *cards;   /* of CwCard* */
  GHashTable *by_id;   /* id -> CwCard* (borrowed) */
};

static void cw_card_set_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwCardSet, cw_card_set, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, cw_card_set_list_model_init))

enum { PROP_0, PROP_NAME, PROP_N_ITEMS, N_PROPS };
static GParamSpec *properties[N_PROPS];

static GType
cw_card_set_get_item_type (GListModel *model)
{
  return CW_TYPE_CARD;
}

static guint
cw_card_set_get_n_items (GListModel *model)
{
  return CW_CARD_SET (model)->cards->len;
}

static gpointer
cw_card_set_get_item (GListModel *model,
                      guint       position)
{
  CwCardSet *self = CW_CARD_SET (model);

  if (position >= self->cards->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->cards, position));
}

static void
cw_card_set_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = cw_card_set_get_item_type;
  iface->get_n_items = cw_card_set_get_n_items;
  iface->get_item = cw_card_set_get_item;
}

static void
cw_card_set_finalize (GObject *object)
{
  CwCardSet *self = CW_CARD_SET (object);

  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_object (&self->game);
  g_free (self->id);
  g_free (self->name);
  g_free (self->path);

  G_OBJECT_CLASS (cw_card_set_parent_class)->finalize (object);
}

static void
cw_card_set_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  CwCardSet *self = CW_CARD_SET (object);

  switch (prop_id)
    {
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_N_ITEMS: g_value_set_uint (value, self->cards->len); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_card_set_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_NAME: cw_card_set_set_name (CW_CARD_SET (object), g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_card_set_class_init (CwCardSetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_card_set_finalize;
  object_class->get_property = cw_card_set_get_property;
  object_class->set_property = cw_card_set_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cw_card_set_init (CwCardSet *self)
{
  self->cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

CwCardSet *
cw_card_set_new (CwGame     *game,
                 const char *id,
                 const char *name)
{
  CwCardSet *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  self = g_object_new (CW_TYPE_CARD_SET, NULL);
  self->game = g_object_ref (game);
  self->id = g_strdup (id);
  self->name = g_strdup (name ? name : id);
  return self;
}

/* Loading */

static gboolean
check_markup (xmlNode     *node,
              const char  *path,
              const char  *card_id,
              GError     **error)
{
  for (xmlNode *child = node->children; child; child = child->next)
    {
      if (child->type == XML_ELEMENT_NODE)
        {
          if (!cw_xml_is (child, "b") && !cw_xml_is (child, "i"))
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, child,
                                "card “%s”: <%s> is not allowed in <text>; use <b> or <i>",
                                card_id, (const char *) child->name);
              return FALSE;
            }
          if (!check_markup (child, path, card_id, error))
            return FALSE;
        }
      else if (child->type == XML_ENTITY_REF_NODE)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, child,
                            "card “%s”: entity “&%s;” is not allowed", card_id, (const char *) child->name);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
parse_field (CwCard      *card,
             xmlNode     *node,
             const char  *path,
             GError     **error)
{
  CwGame *game = cw_card_get_game (card);
  g_autofree char *id = NULL;
  const CwFieldDef *field;

  if (!(id = cw_xml_require_prop (node, "id", path, error)))
    return FALSE;
  field = cw_game_find_field (game, id);
  if (field == NULL || strcmp (field->id, id) != 0)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        "card “%s”: %s has no field “%s”",
                        cw_card_get_id (card), cw_game_get_name (game), id);
      return FALSE;
    }
  if (field->kind == CW_FIELD_LIST)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

      for (xmlNode *child = node->children; child; child = child->next)
        if (cw_xml_is (child, "item"))
          g_ptr_array_add (items, cw_xml_get_text (child));
      g_ptr_array_add (items, NULL);
      cw_card_set_list (card, id, (const char * const *) items->pdata);
    }
  else
    {
      g_autofree char *text = cw_xml_get_text (node);
      g_autoptr(GError) local_error = NULL;

      if (!cw_card_set_field_from_string (card, id, text, &local_error))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node, "card “%s”: %s",
                            cw_card_get_id (card), local_error->message);
          return FALSE;
        }
    }
  return TRUE;
}

static CwCard *
parse_card (CwCardSet   *self,
            xmlNode     *node,
            const char  *path,
            GError     **error)
{
  g_autofree char *id = NULL;
  g_autofree char *type = NULL;
  g_autofree char *alignment = NULL;
  g_autoptr(CwCard) card = NULL;

  if (!(id = cw_xml_require_prop (node, "id", path, error)))
    return NULL;
  if (g_hash_table_contains (self->by_id, id))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node, "card id “%s” is used twice", id);
      return NULL;
    }
  card = cw_card_new (self->game, id);
  cw_card_set_set_id (card, self->id);

  if (!(type = cw_xml_require_prop (node, "type", path, error)))
    return NULL;
  if (cw_game_find_card_type (self->game, type) == NULL)
    {
      GPtrArray *types = cw_game_get_card_types (self->game);
      GString *known = g_string_new (NULL);

      for (guint i = 0; i < types->len; i++)
        g_string_append_printf (known, "%s%s", i ? ", " : "", ((CwCardType *) g_ptr_array_index (types, i))->id);
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        "card “%s” has type “%s”; %s has the types %s",
                        id, type, cw_game_get_name (self->game), known->str);
      g_string_free (known, TRUE);
      return NULL;
    }
  cw_card_set_card_type (card, cw_game_find_card_type (self->game, type)->id);

  alignment = cw_xml_get_prop (node, "alignment");
  if (alignment != NULL)
    {
      if (cw_game_find_alignment (self->game, alignment) == NULL)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            "card “%s” has alignment “%s”, which %s does not define",
                            id, alignment, cw_game_get_name (self->game));
          return NULL;
        }
      cw_card_set_alignment (card, cw_game_find_alignment (self->game, alignment)->id);
    }

  for (xmlNode *child = node->children; child; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (cw_xml_is (child, "name"))
        {
          g_autofree char *name = cw_xml_get_text (child);
          cw_card_set_name (card, name);
        }
      else if (cw_xml_is (child, "version"))
        {
          g_autofree char *version = cw_xml_get_text (child);
          cw_card_set_version (card, version);
        }
      else if (cw_xml_is (child, "alt-name"))
        {
          g_autofree char *name = cw_xml_get_text (child);
          if (*name)
            cw_card_add_alt_name (card, name);
        }
      else if (cw_xml_is (child, "keywords"))
        {
          g_autofree char *text = cw_xml_get_text (child);
          g_auto(GStrv) words = g_strsplit_set (text, " \t\n,", -1);

          for (guint i = 0; words[i]; i++)
            {
              const CwKeyword *keyword;

              if (*words[i] == '\0')
                continue;
              if (!(keyword = cw_game_find_keyword (self->game, words[i])))
                {
                  cw_xml_set_error (error, CW_ERROR_INVALID, path, child,
                                    "card “%s”: keyword “%s” is not one of %s's keywords",
                                    id, words[i], cw_game_get_name (self->game));
                  return NULL;
                }
              cw_card_add_keyword (card, keyword->id);
            }
        }
      else if (cw_xml_is (child, "field"))
        {
          if (!parse_field (card, child, path, error))
            return NULL;
        }
      else if (cw_xml_is (child, "text"))
        {
          g_autofree char *markup = NULL;

          if (!check_markup (child, path, id, error))
            return NULL;
          markup = cw_xml_get_inner_markup (child);
          cw_card_set_text (card, markup);
        }
      else if (cw_xml_is (child, "note"))
        {
          g_autofree char *note = cw_xml_get_text (child);
          cw_card_set_note (card, note);
        }
      else if (cw_xml_is (child, "image"))
        {
          g_autofree char *image = cw_xml_get_text (child);

          if (strstr (image, "..") != NULL || g_path_is_absolute (image))
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, child,
                                "card “%s”: the image must be a file in the set's folder, not “%s”",
                                id, image);
              return NULL;
            }
          cw_card_set_image (card, image);
        }
      else
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, child,
                            "card “%s”: unknown element <%s>", id, (const char *) child->name);
          return NULL;
        }
    }

  if (cw_card_get_name (card) == NULL || *cw_card_get_name (card) == '\0')
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node, "card “%s” needs a <name>", id);
      return NULL;
    }
  return g_steal_pointer (&card);
}

static gboolean
parse_root (CwCardSet     *self,
            xmlTextReader *reader,
            const char    *path,
            GError       **error)
{
  xmlNode *root = xmlTextReaderCurrentNode (reader);
  g_autofree char *game_id = NULL;
  gboolean demo = FALSE;

  if (!cw_xml_is (root, "cardset"))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        "expected a <cardset> file, found <%s>", (const char *) root->name);
      return FALSE;
    }
  if (!cw_xml_check_version (root, path, error))
    return FALSE;
  if (!(game_id = cw_xml_require_prop (root, "game", path, error)))
    return FALSE;
  if (strcmp (game_id, cw_game_get_id (self->game)) != 0)
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        "this set is for the game “%s”, not “%s”", game_id, cw_game_get_id (self->game));
      return FALSE;
    }
  if (!(self->id = cw_xml_require_prop (root, "id", path, error)))
    return FALSE;
  self->name = cw_xml_get_prop (root, "name");
  if (self->name == NULL)
    self->name = g_strdup (self->id);
  if (!cw_xml_get_bool_prop (root, "demo", &demo, path, error))
    return FALSE;
  self->demo = demo;
  return TRUE;
}

CwCardSet *
cw_card_set_new_from_file (CwGame      *game,
                           const char  *path,
                           GError     **error)
{
  g_autoptr(CwCardSet) self = NULL;
  xmlTextReader *reader;
  gboolean at_end = FALSE;
  gboolean seen_root = FALSE;
  gboolean positioned = FALSE;  /* skipping a card's subtree already moved onto the next node */
  gboolean ok = TRUE;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(reader = cw_xml_reader_new (path, error)))
    return NULL;

  self = g_object_new (CW_TYPE_CARD_SET, NULL);
  self->game = g_object_ref (game);

  while (ok)
    {
      xmlNode *node;
      CwCard *card;

      if (!positioned && !cw_xml_reader_read (reader, path, &at_end, error))
        break;
      positioned = FALSE;
      if (xmlTextReaderNodeType (reader) != XML_READER_TYPE_ELEMENT)
        continue;
      if (xmlTextReaderDepth (reader) == 0)
        {
          ok = parse_root (self, reader, path, error);
          seen_root = TRUE;
          continue;
        }
      if (xmlTextReaderDepth (reader) != 1)
        continue;

      /* Each card is expanded into a small tree, parsed, then freed by moving on. */
      if (!(node = xmlTextReaderExpand (reader)))
        {
          if (cw_xml_reader_read (reader, path, &at_end, error))
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE, "%s:%d: not well-formed XML",
                         path, xmlTextReaderGetParserLineNumber (reader));
          ok = FALSE;
          break;
        }
      if (!cw_xml_is (node, "card"))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                            "expected <card> in <cardset>, found <%s>", (const char *) node->name);
          ok = FALSE;
          break;
        }
      if (!(card = parse_card (self, node, path, error)))
        {
          ok = FALSE;
          break;
        }
      g_hash_table_insert (self->by_id, (gpointer) cw_card_get_id (card), card);
      g_ptr_array_add (self->cards, card);
      if (!cw_xml_reader_next (reader, path, &at_end, error))
        break;
      positioned = TRUE;
    }
  xmlFreeTextReader (reader);

  if (!ok || !at_end)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE, "%s: not well-formed XML", path);
      return NULL;
    }
  if (!seen_root)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE, "%s: not well-formed XML: the file is empty", path);
      return NULL;
    }
  self->path = g_strdup (path);
  return g_steal_pointer (&self);
}

/* Saving */

static gboolean
is_valid_markup (const char *markup)
{
  static const GMarkupParser parser = { NULL, NULL, NULL, NULL, NULL };
  g_autofree char *wrapped = g_strconcat ("<text>", markup, "</text>", NULL);
  GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  gboolean ok = g_markup_parse_context_parse (context, wrapped, -1, NULL) &&
                g_markup_parse_context_end_parse (context, NULL);

  g_markup_parse_context_free (context);
  return ok;
}

static void
append_card (GString *out,
             CwCard  *card)
{
  GPtrArray *fields = cw_game_get_fields (cw_card_get_game (card));
  const char * const *alt_names = cw_card_get_alt_names (card);
  const char * const *keywords = cw_card_get_keywords (card);

  g_string_append (out, "  <card id=\"");
  cw_xml_append_escaped (out, cw_card_get_id (card));
  g_string_append (out, "\" type=\"");
  cw_xml_append_escaped (out, cw_card_get_card_type (card));
  g_string_append_c (out, '"');
  if (cw_card_get_alignment (card))
    {
      g_string_append (out, " alignment=\"");
      cw_xml_append_escaped (out, cw_card_get_alignment (card));
      g_string_append_c (out, '"');
    }
  g_string_append (out, ">\n");
  cw_xml_append_element (out, "    ", "name", cw_card_get_name (card));
  cw_xml_append_element (out, "    ", "version", cw_card_get_version (card));
  for (guint i = 0; alt_names[i]; i++)
    cw_xml_append_element (out, "    ", "alt-name", alt_names[i]);
  if (keywords[0] != NULL)
    {
      g_autofree char *joined = g_strjoinv (" ", (char **) keywords);
      cw_xml_append_element (out, "    ", "keywords", joined);
    }
  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, i);

      if (!cw_card_has_field (card, field->id))
        continue;
      if (field->kind == CW_FIELD_LIST)
        {
          const char * const *items = cw_card_get_list (card, field->id);

          g_string_append_printf (out, "    <field id=\"%s\">", field->id);
          for (guint j = 0; items[j]; j++)
            {
              g_string_append (out, "<item>");
              cw_xml_append_escaped (out, items[j]);
              g_string_append (out, "</item>");
            }
          g_string_append (out, "</field>\n");
        }
      else
        {
          g_autofree char *value = cw_card_dup_field_string (card, field->id);

          g_string_append_printf (out, "    <field id=\"%s\">", field->id);
          cw_xml_append_escaped (out, value);
          g_string_append (out, "</field>\n");
        }
    }
  /* The text is already markup: written as it is, so <b> stays an element;
   * text that is not well-formed markup is written escaped rather than break the file. */
  if (cw_card_get_text (card))
    {
      if (is_valid_markup (cw_card_get_text (card)))
        g_string_append_printf (out, "    <text>%s</text>\n", cw_card_get_text (card));
      else
        cw_xml_append_element (out, "    ", "text", cw_card_get_text (card));
    }
  cw_xml_append_element (out, "    ", "note", cw_card_get_note (card));
  cw_xml_append_element (out, "    ", "image", cw_card_get_image (card));
  g_string_append (out, "  </card>\n");
}

gboolean
cw_card_set_save_to_file (CwCardSet   *self,
                          const char  *path,
                          GError     **error)
{
  g_autoptr(GString) out = NULL;

  g_return_val_if_fail (CW_IS_CARD_SET (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cardset version=\"1\" game=\"");
  cw_xml_append_escaped (out, cw_game_get_id (self->game));
  g_string_append (out, "\" id=\"");
  cw_xml_append_escaped (out, self->id);
  g_string_append (out, "\" name=\"");
  cw_xml_append_escaped (out, self->name);
  g_string_append_printf (out, "\"%s>\n", self->demo ? " demo=\"true\"" : "");
  for (guint i = 0; i < self->cards->len; i++)
    append_card (out, g_ptr_array_index (self->cards, i));
  g_string_append (out, "</cardset>\n");

  if (!cw_file_save_atomic (path, out->str, out->len, error))
    return FALSE;
  cw_set_str (&self->path, path);
  return TRUE;
}

/* Access */

CwGame *
cw_card_set_get_game (CwCardSet *self)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), NULL);
  return self->game;
}

const char *
cw_card_set_get_id (CwCardSet *self)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), NULL);
  return self->id;
}

const char *
cw_card_set_get_name (CwCardSet *self)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), NULL);
  return self->name;
}

void
cw_card_set_set_name (CwCardSet  *self,
                      const char *name)
{
  g_return_if_fail (CW_IS_CARD_SET (self));
  if (cw_set_str (&self->name, name))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const char *
cw_card_set_get_path (CwCardSet *self)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), NULL);
  return self->path;
}

char *
cw_card_set_dup_folder (CwCardSet *self)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), NULL);
  return self->path ? g_path_get_dirname (self->path) : NULL;
}

gboolean
cw_card_set_is_read_only (CwCardSet *self)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), TRUE);
  return self->read_only;
}

void
cw_card_set_set_read_only (CwCardSet *self,
                           gboolean   read_only)
{
  g_return_if_fail (CW_IS_CARD_SET (self));
  self->read_only = !!read_only;
}

gboolean
cw_card_set_is_demo (CwCardSet *self)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), FALSE);
  return self->demo;
}

guint
cw_card_set_get_n_cards (CwCardSet *self)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), 0);
  return self->cards->len;
}

CwCard *
cw_card_set_get_card (CwCardSet *self,
                      guint      position)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), NULL);
  g_return_val_if_fail (position < self->cards->len, NULL);
  return g_ptr_array_index (self->cards, position);
}

CwCard *
cw_card_set_lookup (CwCardSet  *self,
                    const char *card_id)
{
  g_return_val_if_fail (CW_IS_CARD_SET (self), NULL);
  g_return_val_if_fail (card_id != NULL, NULL);
  return g_hash_table_lookup (self->by_id, card_id);
}

static gboolean
find_position (CwCardSet *self,
               CwCard    *card,
               guint     *position)
{
  return g_ptr_array_find (self->cards, card, position);
}

void
cw_card_set_add (CwCardSet *self,
                 CwCard    *card)
{
  CwCard *old;
  guint position;

  g_return_if_fail (CW_IS_CARD_SET (self));
  g_return_if_fail (CW_IS_CARD (card));
  g_return_if_fail (cw_card_get_game (card) == self->game);

  cw_card_set_set_id (card, self->id);
  old = g_hash_table_lookup (self->by_id, cw_card_get_id (card));
  if (old == card)
    return;
  if (old != NULL && find_position (self, old, &position))
    {
      g_hash_table_replace (self->by_id, (gpointer) cw_card_get_id (card), card);
      g_ptr_array_index (self->cards, position) = g_object_ref (card);
      g_object_unref (old);
      g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 1);
      return;
    }
  g_ptr_array_add (self->cards, g_object_ref (card));
  g_hash_table_insert (self->by_id, (gpointer) cw_card_get_id (card), card);
  g_list_model_items_changed (G_LIST_MODEL (self), self->cards->len - 1, 0, 1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

gboolean
cw_card_set_remove (CwCardSet  *self,
                    const char *card_id)
{
  CwCard *card;
  guint position;

  g_return_val_if_fail (CW_IS_CARD_SET (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  card = g_hash_table_lookup (self->by_id, card_id);
  if (card == NULL || !find_position (self, card, &position))
    return FALSE;
  g_hash_table_remove (self->by_id, card_id);
  g_ptr_array_remove_index (self->cards, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
  return TRUE;
}

void
cw_card_set_card_changed (CwCardSet *self,
                          CwCard    *card)
{
  guint position;

  g_return_if_fail (CW_IS_CARD_SET (self));
  g_return_if_fail (CW_IS_CARD (card));

  if (find_position (self, card, &position))
    g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 1);
}

char *
cw_card_set_new_card_id (CwCardSet  *self,
                         const char *name)
{
  g_autofree char *folded = NULL;
  GString *slug;
  char *candidate;

  g_return_val_if_fail (CW_IS_CARD_SET (self), NULL);

  folded = cw_text_fold (name ? name : "card");
  slug = g_string_new (self->id);
  g_string_append_c (slug, '-');
  for (const char *p = folded; *p; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (slug, *p);
      else if (slug->str[slug->len - 1] != '-')
        g_string_append_c (slug, '-');
    }
  while (slug->str[slug->len - 1] == '-')
    g_string_truncate (slug, slug->len - 1);

  candidate = g_strdup (slug->str);
  for (guint n = 2; g_hash_table_contains (self->by_id, candidate); n++)
    {
      g_free (candidate);
      candidate = g_strdup_printf ("%s-%u", slug->str, n);
    }
  g_string_free (slug, TRUE);
  return candidate;
}
