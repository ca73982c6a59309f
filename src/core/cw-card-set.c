/* cw-card-set.c: the cards of one set file as a GListModel; streaming load, atomic save. */
#include <string.h>

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <glib/gstdio.h>
#include <unistd.h>
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-card-private.h"
#include "cw-card-set.h"
#include "cw-error.h"
#include "cw-file.h"
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

/* Loading
 *
 * Sets can hold 100,000 cards, so they are read with libxml2's SAX parser and
 * cards are built as their elements stream past: no tree, no second pass.
 * The parser gets no entity or DTD handlers: a DOCTYPE is refused, undefined
 * entities are errors and nothing is ever fetched. */

typedef enum {
  IN_NOTHING,
  IN_NAME,
  IN_VERSION,
  IN_ALT_NAME,
  IN_KEYWORDS,
  IN_FIELD,
  IN_ITEM,
  IN_TEXT,
  IN_NOTE,
  IN_IMAGE,
  IN_BACK,
} Element;

typedef struct {
  CwCardSet        *self;
  const char       *path;
  xmlParserCtxt    *context;
  GError           *error;
  int               depth;
  gboolean          seen_root;
  CwCard           *card;          /* being built, owned */
  int               card_line;
  Element           element;
  int               element_line;
  const CwFieldDef *field;
  GPtrArray        *items;         /* of a list field */
  char             *lang;          /* xml:lang of the <name> or <text> being read */
  gboolean          preserve;      /* the element being read says xml:space="preserve" */
  gboolean          item_preserve; /* the same, of the <item> being read */
  GString          *buffer;
} Loader;

static void loader_fail (Loader     *loader,
                         int         line,
                         int         code,
                         const char *format,
                         ...) G_GNUC_PRINTF (4, 5);

static void
loader_fail (Loader     *loader,
             int         line,
             int         code,
             const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (loader->error != NULL)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (&loader->error, CW_ERROR, code, "%s:%d: %s", loader->path, line, message);
  else
    g_set_error (&loader->error, CW_ERROR, code, "%s: %s", loader->path, message);
  xmlStopParser (loader->context);
}

static int
current_line (Loader *loader)
{
  return xmlSAX2GetLineNumber (loader->context);
}

static char *
decode_references (const char *start,
                   gsize       length)
{
  g_autofree char *raw = g_strndup (start, length);

  return cw_text_decode_entities (raw);
}

/* Attribute values come as (start, end) pointers into the parser's buffer. */
static char *
get_attribute (const xmlChar **attributes,
               int             n_attributes,
               const char     *name)
{
  for (int i = 0; i < n_attributes; i++)
    {
      const xmlChar **attribute = attributes + i * 5;

      if (strcmp ((const char *) attribute[0], name) == 0)
        {
          const char *start = (const char *) attribute[3];
          gsize length = attribute[4] - attribute[3];

          /* Without entity substitution the parser hands over "&#38;" for "&amp;": decode it. */
          if (memchr (start, '&', length) != NULL)
            return decode_references (start, length);
          return g_strndup (start, length);
        }
    }
  return NULL;
}

/* TRUE when the attributes say xml:space="preserve": the text is then kept with the spaces at
 * its ends, which Cardwright writes for a text that begins or ends with one. */
static gboolean
says_space_preserve (const xmlChar **attributes,
                     int             n_attributes)
{
  for (int i = 0; i < n_attributes; i++)
    {
      const xmlChar **attribute = attributes + i * 5;

      if (strcmp ((const char *) attribute[0], "space") == 0 && g_strcmp0 ((const char *) attribute[1], "xml") == 0)
        return attribute[4] - attribute[3] == 8 && strncmp ((const char *) attribute[3], "preserve", 8) == 0;
    }
  return FALSE;
}

static char *
require_attribute (Loader         *loader,
                   const char     *element,
                   const xmlChar **attributes,
                   int             n_attributes,
                   const char     *name)
{
  char *value = get_attribute (attributes, n_attributes, name);

  if (value == NULL || *g_strstrip (value) == '\0')
    {
      g_free (value);
      loader_fail (loader, current_line (loader), CW_ERROR_INVALID,
                   _("<%s> needs a “%s” attribute"), element, name);
      return NULL;
    }
  return value;
}

static void
start_root (Loader         *loader,
            const char     *name,
            const xmlChar **attributes,
            int             n_attributes)
{
  CwCardSet *self = loader->self;
  g_autofree char *version = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *demo = NULL;
  int line = current_line (loader);

  if (strcmp (name, "cardset") != 0)
    {
      loader_fail (loader, line, CW_ERROR_INVALID, _("expected a <cardset> file, found <%s>"), name);
      return;
    }
  version = get_attribute (attributes, n_attributes, "version");
  if (version == NULL)
    {
      loader_fail (loader, line, CW_ERROR_VERSION, _("<cardset> needs a version attribute (version=\"1\")"));
      return;
    }
  if (strcmp (version, "1") != 0)
    {
      loader_fail (loader, line, CW_ERROR_VERSION,
                   _("version “%s” is not supported; this Cardwright reads version 1"), version);
      return;
    }
  if (!(game_id = require_attribute (loader, "cardset", attributes, n_attributes, "game")))
    return;
  if (strcmp (game_id, cw_game_get_id (self->game)) != 0)
    {
      loader_fail (loader, line, CW_ERROR_INVALID, _("this set is for the game “%s”, not “%s”"),
                   game_id, cw_game_get_id (self->game));
      return;
    }
  if (!(self->id = require_attribute (loader, "cardset", attributes, n_attributes, "id")))
    return;
  /* The id names the set's file in the player's folder: it must not lead anywhere else. */
  if (!cw_file_is_safe_name (self->id))
    {
      loader_fail (loader, line, CW_ERROR_INVALID,
                   _("the set id “%s” is not allowed: an id is 1 to %d letters, digits, “-”, “_” or “.”, not starting with “.”"),
                   self->id, CW_FILE_SAFE_NAME_MAX);
      return;
    }
  self->name = get_attribute (attributes, n_attributes, "name");
  if (self->name == NULL)
    self->name = g_strdup (self->id);
  demo = get_attribute (attributes, n_attributes, "demo");
  if (demo != NULL && !cw_xml_parse_bool (demo, &self->demo))
    loader_fail (loader, line, CW_ERROR_INVALID, _("“demo” on <cardset> must be true or false, not “%s”"), demo);
}

static void
start_card (Loader         *loader,
            const char     *name,
            const xmlChar **attributes,
            int             n_attributes)
{
  CwCardSet *self = loader->self;
  g_autofree char *id = NULL;
  g_autofree char *type_id = NULL;
  g_autofree char *alignment_id = NULL;
  const CwCardType *type;
  int line = current_line (loader);

  if (strcmp (name, "card") != 0)
    {
      loader_fail (loader, line, CW_ERROR_INVALID, _("expected <card> in <cardset>, found <%s>"), name);
      return;
    }
  if (!(id = require_attribute (loader, "card", attributes, n_attributes, "id")))
    return;
  if (g_hash_table_contains (self->by_id, id))
    {
      loader_fail (loader, line, CW_ERROR_INVALID, _("card id “%s” is used twice"), id);
      return;
    }
  if (!(type_id = require_attribute (loader, "card", attributes, n_attributes, "type")))
    return;
  if (!(type = cw_game_find_card_type (self->game, type_id)))
    {
      GPtrArray *types = cw_game_get_card_types (self->game);
      g_autoptr(GString) known = g_string_new (NULL);

      for (guint i = 0; i < types->len; i++)
        g_string_append_printf (known, "%s%s", i ? ", " : "", ((CwCardType *) g_ptr_array_index (types, i))->id);
      loader_fail (loader, line, CW_ERROR_INVALID, cw_text_for_name (cw_game_get_name (self->game),
                                                                     _("card “%s” has type “%s”; %s has the types %s"),
                                                                     /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                     C_("name starts with a vowel", "card “%s” has type “%s”; %s has the types %s")),
                   id, type_id, cw_game_get_name (self->game), known->str);
      return;
    }

  loader->card = cw_card_new (self->game, id);
  loader->card_line = line;
  loader->card->set_id = g_intern_string (self->id);
  loader->card->type = g_intern_string (type->id);

  alignment_id = get_attribute (attributes, n_attributes, "alignment");
  if (alignment_id != NULL)
    {
      const CwAlignment *alignment = cw_game_find_alignment (self->game, alignment_id);

      if (alignment == NULL)
        {
          loader_fail (loader, line, CW_ERROR_INVALID, cw_text_for_name (cw_game_get_name (self->game),
                                                                         _("card “%s” has alignment “%s”, which %s does not define"),
                                                                         /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                         C_("name starts with a vowel", "card “%s” has alignment “%s”, which %s does not define")),
                       id, alignment_id, cw_game_get_name (self->game));
          return;
        }
      loader->card->alignment = g_intern_string (alignment->id);
    }
}

static void
start_card_child (Loader         *loader,
                  const char     *name,
                  const xmlChar **attributes,
                  int             n_attributes)
{
  static const struct { const char *name; Element element; } children[] = {
    { "name", IN_NAME }, { "version", IN_VERSION }, { "alt-name", IN_ALT_NAME },
    { "keywords", IN_KEYWORDS }, { "field", IN_FIELD }, { "text", IN_TEXT },
    { "note", IN_NOTE }, { "image", IN_IMAGE }, { "back", IN_BACK },
  };
  CwCard *card = loader->card;
  int line = current_line (loader);

  loader->element = IN_NOTHING;
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    if (strcmp (name, children[i].name) == 0)
      loader->element = children[i].element;
  if (loader->element == IN_NOTHING)
    {
      loader_fail (loader, line, CW_ERROR_INVALID, _("card “%s”: unknown element <%s>"), card->id, name);
      return;
    }
  loader->element_line = line;
  loader->preserve = says_space_preserve (attributes, n_attributes);
  g_string_truncate (loader->buffer, 0);
  g_clear_pointer (&loader->lang, g_free);
  for (int i = 0; i < n_attributes; i++)
    {
      const xmlChar **attribute = attributes + i * 5;

      if (strcmp ((const char *) attribute[0], "lang") != 0 || g_strcmp0 ((const char *) attribute[1], "xml") != 0)
        continue;
      if (loader->element != IN_NAME && loader->element != IN_TEXT)
        {
          loader_fail (loader, line, CW_ERROR_INVALID,
                       _("card “%s”: only <name> and <text> take xml:lang, not <%s>"), card->id, name);
          return;
        }
      loader->lang = g_strstrip (g_strndup ((const char *) attribute[3], attribute[4] - attribute[3]));
      if (!cw_text_is_language_tag (loader->lang))
        {
          loader_fail (loader, line, CW_ERROR_INVALID,
                       _("card “%s”: xml:lang=\"%s\" is not a language such as “fr” or “pt-BR”"),
                       card->id, loader->lang);
          return;
        }
    }

  if (loader->element == IN_FIELD)
    {
      g_autofree char *id = require_attribute (loader, "field", attributes, n_attributes, "id");
      CwGame *game = loader->self->game;

      if (id == NULL)
        return;
      loader->field = cw_game_find_field (game, id);
      if (loader->field == NULL || strcmp (loader->field->id, id) != 0)
        {
          loader_fail (loader, line, CW_ERROR_INVALID, _("card “%s”: %s has no field “%s”"),
                       card->id, cw_game_get_name (game), id);
          return;
        }
      if (loader->field->kind == CW_FIELD_LIST)
        loader->items = g_ptr_array_new_with_free_func (g_free);
    }
}

static void
on_start_element (void           *user_data,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             n_namespaces,
                  const xmlChar **namespaces,
                  int             n_attributes,
                  int             n_defaulted,
                  const xmlChar **attributes)
{
  Loader *loader = user_data;
  const char *name = (const char *) localname;
  int depth = loader->depth++;

  if (loader->error != NULL)
    return;
  if (depth == 0)
    {
      loader->seen_root = TRUE;
      start_root (loader, name, attributes, n_attributes);
    }
  else if (depth == 1)
    start_card (loader, name, attributes, n_attributes);
  else if (depth == 2)
    start_card_child (loader, name, attributes, n_attributes);
  else if (loader->element == IN_TEXT && (strcmp (name, "b") == 0 || strcmp (name, "i") == 0))
    {
      g_string_append_c (loader->buffer, '<');
      g_string_append (loader->buffer, name);
      g_string_append_c (loader->buffer, '>');
    }
  else if (depth == 3 && loader->element == IN_FIELD && loader->items != NULL && strcmp (name, "item") == 0)
    {
      loader->element = IN_ITEM;
      loader->item_preserve = says_space_preserve (attributes, n_attributes);
      g_string_truncate (loader->buffer, 0);
    }
  else if (loader->element == IN_TEXT)
    loader_fail (loader, current_line (loader), CW_ERROR_INVALID,
                 _("card “%s”: <%s> is not allowed in <text>; use <b> or <i>"), loader->card->id, name);
  else
    loader_fail (loader, current_line (loader), CW_ERROR_INVALID,
                 _("card “%s”: unexpected <%s>"), loader->card ? loader->card->id : "?", name);
}

static void
on_characters (void          *user_data,
               const xmlChar *chars,
               int            length)
{
  Loader *loader = user_data;

  if (loader->error != NULL || loader->element == IN_NOTHING)
    return;
  if (loader->element != IN_TEXT)
    {
      g_string_append_len (loader->buffer, (const char *) chars, length);
      return;
    }
  /* The text is kept as markup: escape what the parser unescaped, copying the
   * runs between those characters whole (most texts have none: memchr is quick). */
  if (memchr (chars, '&', length) == NULL && memchr (chars, '<', length) == NULL &&
      memchr (chars, '>', length) == NULL)
    {
      g_string_append_len (loader->buffer, (const char *) chars, length);
      return;
    }
  for (int start = 0, i = 0; i <= length; i++)
    {
      const char *escaped = NULL;

      if (i < length)
        {
          switch (chars[i])
            {
            case '&': escaped = "&amp;"; break;
            case '<': escaped = "&lt;"; break;
            case '>': escaped = "&gt;"; break;
            default: continue;
            }
        }
      g_string_append_len (loader->buffer, (const char *) chars + start, i - start);
      if (escaped != NULL)
        g_string_append (loader->buffer, escaped);
      start = i + 1;
    }
}

/* The text read, trimmed (a hand-written file indents it) unless xml:space="preserve". */
static char *
take_text (GString  *buffer,
           gboolean  preserve)
{
  char *text = g_strdup (buffer->str);

  g_string_truncate (buffer, 0);
  return preserve ? text : g_strstrip (text);
}

static void
end_card_child (Loader *loader)
{
  CwCard *card = loader->card;
  g_autofree char *text = take_text (loader->buffer, loader->preserve);
  CwGame *game = loader->self->game;

  switch (loader->element)
    {
    case IN_NAME:
      if (loader->lang != NULL)
        {
          CwCardVariants *variants = cw_card_get_variants (card, TRUE);

          if (*text == '\0' || cw_text_find_variant ((const char * const *) variants->names, loader->lang))
            {
              loader_fail (loader, loader->element_line, CW_ERROR_INVALID,
                           *text ? _("card “%s”: two <name>s in “%s”") : _("card “%s”: an empty <name> in “%s”"),
                           card->id, loader->lang);
              return;
            }
          cw_text_set_variant (&variants->names, loader->lang, text);
          break;
        }
      g_free (card->name);
      card->name = g_steal_pointer (&text);
      break;
    case IN_VERSION:
      g_free (card->version);
      card->version = *text ? g_steal_pointer (&text) : NULL;
      break;
    case IN_ALT_NAME:
      if (*text)
        cw_card_add_alt_name (card, text);
      break;
    case IN_KEYWORDS:
      {
        g_auto(GStrv) words = g_strsplit_set (text, " \t\n,", -1);

        for (guint i = 0; words[i]; i++)
          {
            const CwKeyword *keyword;

            if (*words[i] == '\0')
              continue;
            if (!(keyword = cw_game_find_keyword (game, words[i])))
              {
                loader_fail (loader, loader->element_line, CW_ERROR_INVALID,
                             cw_text_for_name (cw_game_get_name (game),
                                               _("card “%s”: keyword “%s” is not one of %s's keywords"),
                                               /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                               C_("name starts with a vowel", "card “%s”: keyword “%s” is not one of %s's keywords")),
                             card->id, words[i], cw_game_get_name (game));
                return;
              }
            cw_card_add_keyword (card, keyword->id);
          }
        break;
      }
    case IN_FIELD:
      if (loader->items != NULL)
        {
          g_ptr_array_add (loader->items, NULL);
          cw_card_set_list (card, loader->field->id, (const char * const *) loader->items->pdata);
          g_clear_pointer (&loader->items, g_ptr_array_unref);
        }
      else
        {
          g_autoptr(GError) error = NULL;

          if (!cw_card_set_field_from_string (card, loader->field->id, text, &error))
            loader_fail (loader, loader->element_line, CW_ERROR_INVALID, _("card “%s”: %s"),
                         card->id, error->message);
        }
      break;
    case IN_TEXT:
      if (loader->lang != NULL)
        {
          CwCardVariants *variants = cw_card_get_variants (card, TRUE);

          if (cw_text_find_variant ((const char * const *) variants->texts, loader->lang))
            {
              loader_fail (loader, loader->element_line, CW_ERROR_INVALID,
                           _("card “%s”: two <text>s in “%s”"), card->id, loader->lang);
              return;
            }
          if (*text)
            cw_text_set_variant (&variants->texts, loader->lang, text);
          break;
        }
      g_free (card->text);
      card->text = *text ? g_steal_pointer (&text) : NULL;
      break;
    case IN_NOTE:
      g_free (card->note);
      card->note = *text ? g_steal_pointer (&text) : NULL;
      break;
    case IN_IMAGE:
      /* "https://…", "file:…": a picture is never fetched, nor looked for outside the folder. */
      if (strchr (text, ':') != NULL)
        {
          loader_fail (loader, loader->element_line, CW_ERROR_INVALID,
                       _("card “%s”: the image must be the name of a file in the set's folder, not an address (“%s”)"),
                       card->id, text);
          return;
        }
      if (strstr (text, "..") != NULL || g_path_is_absolute (text))
        {
          loader_fail (loader, loader->element_line, CW_ERROR_INVALID,
                       _("card “%s”: the image must be a file in the set's folder, not “%s”"), card->id, text);
          return;
        }
      g_free (card->image);
      card->image = *text ? g_steal_pointer (&text) : NULL;
      break;
    case IN_BACK:
      /* The same as a face picture: a file of the set, never an address nor a way out. */
      if (strchr (text, ':') != NULL || strstr (text, "..") != NULL || g_path_is_absolute (text))
        {
          loader_fail (loader, loader->element_line, CW_ERROR_INVALID,
                       _("card “%s”: the back must be a file in the set's folder, not “%s”"), card->id, text);
          return;
        }
      g_free (card->back);
      card->back = *text ? g_steal_pointer (&text) : NULL;
      break;
    case IN_ITEM:
    case IN_NOTHING:
    default:
      break;
    }
  loader->element = IN_NOTHING;
  loader->field = NULL;
}

static void
on_end_element (void          *user_data,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  Loader *loader = user_data;
  int depth = --loader->depth;

  if (loader->error != NULL)
    return;
  if (depth == 1 && loader->card != NULL)
    {
      CwCard *card = g_steal_pointer (&loader->card);

      if (card->name == NULL || *card->name == '\0')
        {
          loader_fail (loader, loader->card_line, CW_ERROR_INVALID, _("card “%s” needs a <name>"), card->id);
          g_object_unref (card);
          return;
        }
      g_hash_table_insert (loader->self->by_id, card->id, card);
      g_ptr_array_add (loader->self->cards, card);
    }
  else if (depth == 2)
    end_card_child (loader);
  else if (depth == 3 && loader->element == IN_ITEM)
    {
      g_ptr_array_add (loader->items, take_text (loader->buffer, loader->item_preserve));
      loader->element = IN_FIELD;
    }
  else if (loader->element == IN_TEXT)
    {
      g_string_append (loader->buffer, "</");
      g_string_append (loader->buffer, (const char *) localname);
      g_string_append_c (loader->buffer, '>');
    }
}

static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  Loader *loader = user_data;

  loader_fail (loader, current_line (loader), CW_ERROR_PARSE, _("a DOCTYPE is not allowed in Cardwright files"));
}

static void
on_error (void        *user_data,
          xmlErrorPtr  xml_error)
{
  Loader *loader = user_data;
  g_autofree char *message = NULL;

  if (loader->error != NULL || xml_error == NULL || xml_error->level < XML_ERR_ERROR)
    return;
  message = cw_xml_describe_error (xml_error->message);
  loader_fail (loader, xml_error->line, CW_ERROR_PARSE, _("not well-formed XML: %s"), message);
}

CwCardSet *
cw_card_set_new_from_file (CwGame      *game,
                           const char  *path,
                           GError     **error)
{
  g_autoptr(CwCardSet) self = NULL;
  g_autoptr(GError) read_error = NULL;
  int fd;
  xmlSAXHandler handler = { 0 };
  Loader loader = { 0 };
  char chunk[64 * 1024];
  gssize n_read;
  gsize total = 0;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Read in chunks and parse as we go: the file is never held whole in memory. */
  fd = g_open (path, O_RDONLY, 0);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s: %s", path, g_strerror (saved_errno));
      return NULL;
    }

  /* 6 million cards were once read from a 500 MB file before memory ran out. */
  {
    struct stat info;

    if (fstat (fd, &info) == 0 && S_ISREG (info.st_mode) && (guint64) info.st_size > CW_FILE_MAX_CARD_SET)
      {
        g_autofree char *limit = g_format_size_full (CW_FILE_MAX_CARD_SET, G_FORMAT_SIZE_IEC_UNITS);

        close (fd);
        g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: the file is too large (over %s)"), path, limit);
        return NULL;
      }
  }

  self = g_object_new (CW_TYPE_CARD_SET, NULL);
  self->game = g_object_ref (game);

  handler.initialized = XML_SAX2_MAGIC;
  handler.startElementNs = on_start_element;
  handler.endElementNs = on_end_element;
  handler.characters = on_characters;
  handler.internalSubset = on_internal_subset;
  handler.serror = on_error;

  loader.self = self;
  loader.path = path;
  loader.buffer = g_string_sized_new (256);
  loader.context = xmlCreatePushParserCtxt (&handler, &loader, NULL, 0, path);
  xmlCtxtUseOptions (loader.context, XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_NOERROR |
                                     XML_PARSE_BIG_LINES);

  while (loader.error == NULL)
    {
      n_read = read (fd, chunk, sizeof chunk);
      if (n_read < 0 && errno == EINTR)
        continue;
      if (n_read < 0)
        {
          int saved_errno = errno;
          g_set_error (&read_error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s",
                       g_strerror (saved_errno));
          break;
        }
      if (n_read == 0)
        break;
      total += (gsize) n_read;
      xmlParseChunk (loader.context, chunk, (int) n_read, 0);
    }
  close (fd);
  if (read_error != NULL)
    loader_fail (&loader, 0, CW_ERROR_IO, "%s", read_error->message);
  else if (total == 0)
    loader_fail (&loader, 0, CW_ERROR_PARSE, _("not well-formed XML: the file is empty"));
  if (loader.error == NULL)
    xmlParseChunk (loader.context, NULL, 0, 1);
  if (loader.error == NULL && !loader.context->wellFormed)
    loader_fail (&loader, xmlSAX2GetLineNumber (loader.context), CW_ERROR_PARSE, _("not well-formed XML"));
  if (loader.error == NULL && !loader.seen_root)
    loader_fail (&loader, 1, CW_ERROR_PARSE, _("not well-formed XML: no root element"));

  xmlFreeParserCtxt (loader.context);
  g_string_free (loader.buffer, TRUE);
  g_clear_object (&loader.card);
  g_clear_pointer (&loader.items, g_ptr_array_unref);
  g_free (loader.lang);
  if (loader.error != NULL)
    {
      g_propagate_error (error, loader.error);
      return NULL;
    }
  self->path = g_strdup (path);
  return g_steal_pointer (&self);
}

/* Saving */

static void
check_markup_element (GMarkupParseContext  *context,
                      const char           *element_name,
                      const char          **attribute_names,
                      const char          **attribute_values,
                      gpointer              user_data,
                      GError              **error)
{
  /* The loader takes <b> and <i> only: anything else would not load again. */
  if (strcmp (element_name, "text") != 0 && strcmp (element_name, "b") != 0 && strcmp (element_name, "i") != 0)
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT, "<%s>", element_name);
  else if (attribute_names[0] != NULL)
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ATTRIBUTE, "%s", attribute_names[0]);
}

static gboolean
is_valid_markup (const char *markup)
{
  static const GMarkupParser parser = { check_markup_element, NULL, NULL, NULL, NULL };
  g_autofree char *wrapped = g_strconcat ("<text>", markup, "</text>", NULL);
  GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  gboolean ok = g_markup_parse_context_parse (context, wrapped, -1, NULL) &&
                g_markup_parse_context_end_parse (context, NULL);

  g_markup_parse_context_free (context);
  return ok;
}

static void
append_variant (GString    *out,
                const char *element,
                const char *lang,
                const char *value,
                gboolean    markup)
{
  g_string_append_printf (out, "    <%s", element);
  if (lang != NULL)
    {
      g_string_append (out, " xml:lang=\"");
      cw_xml_append_attribute (out, lang);
      g_string_append_c (out, '"');
    }
  cw_xml_append_space_preserve (out, value);
  g_string_append_c (out, '>');
  if (markup && is_valid_markup (value))
    cw_xml_append_markup (out, value);
  else
    cw_xml_append_escaped (out, value);
  g_string_append_printf (out, "</%s>\n", element);
}

static void
append_card (GString *out,
             CwCard  *card)
{
  GPtrArray *fields = cw_game_get_fields (cw_card_get_game (card));
  const char * const *alt_names = cw_card_get_alt_names (card);
  const char * const *keywords = cw_card_get_keywords (card);

  g_string_append (out, "  <card id=\"");
  cw_xml_append_attribute (out, cw_card_get_id (card));
  g_string_append (out, "\" type=\"");
  cw_xml_append_attribute (out, cw_card_get_card_type (card));
  g_string_append_c (out, '"');
  if (cw_card_get_alignment (card))
    {
      g_string_append (out, " alignment=\"");
      cw_xml_append_attribute (out, cw_card_get_alignment (card));
      g_string_append_c (out, '"');
    }
  g_string_append (out, ">\n");
  cw_xml_append_element (out, "    ", "name", cw_card_get_name_for (card, NULL));
  for (const char * const *v = cw_card_get_name_variants (card); *v; v += 2)
    append_variant (out, "name", v[0], v[1], FALSE);
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

          g_string_append (out, "    <field id=\"");
          cw_xml_append_attribute (out, field->id);
          g_string_append (out, "\">");
          for (guint j = 0; items[j]; j++)
            {
              g_string_append (out, "<item");
              cw_xml_append_space_preserve (out, items[j]);
              g_string_append_c (out, '>');
              cw_xml_append_escaped (out, items[j]);
              g_string_append (out, "</item>");
            }
          g_string_append (out, "</field>\n");
        }
      else
        {
          g_autofree char *value = cw_card_dup_field_string (card, field->id);

          g_string_append (out, "    <field id=\"");
          cw_xml_append_attribute (out, field->id);
          g_string_append_c (out, '"');
          cw_xml_append_space_preserve (out, value);
          g_string_append_c (out, '>');
          cw_xml_append_escaped (out, value);
          g_string_append (out, "</field>\n");
        }
    }
  /* The text is already markup: written as it is, so <b> stays an element;
   * text that is not well-formed markup is written escaped rather than break the file. */
  if (cw_card_get_text_for (card, NULL))
    append_variant (out, "text", NULL, cw_card_get_text_for (card, NULL), TRUE);
  for (const char * const *v = cw_card_get_text_variants (card); *v; v += 2)
    append_variant (out, "text", v[0], v[1], TRUE);
  cw_xml_append_element (out, "    ", "note", cw_card_get_note (card));
  cw_xml_append_element (out, "    ", "image", cw_card_get_image (card));
  cw_xml_append_element (out, "    ", "back", cw_card_get_back (card));
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
  cw_xml_append_attribute (out, cw_game_get_id (self->game));
  g_string_append (out, "\" id=\"");
  cw_xml_append_attribute (out, self->id);
  g_string_append (out, "\" name=\"");
  cw_xml_append_attribute (out, self->name);
  g_string_append_printf (out, "\"%s>\n", self->demo ? " demo=\"true\"" : "");
  for (guint i = 0; i < self->cards->len; i++)
    append_card (out, g_ptr_array_index (self->cards, i));
  g_string_append (out, "</cardset>\n");

  if (!cw_file_save_atomic (path, out->str, out->len, error))
    return FALSE;
  cw_set_str (&self->path, path);
  return TRUE;
}

gboolean
cw_card_set_save_to_user_folder (CwCardSet  *self,
                                 GError    **error)
{
  g_autofree char *path = NULL;
  g_autofree char *folder = NULL;

  g_return_val_if_fail (CW_IS_CARD_SET (self), FALSE);
  g_return_val_if_fail (!self->read_only, FALSE);

  if (self->path != NULL)
    path = g_strdup (self->path);
  else
    {
      g_autofree char *game_dir = NULL;
      g_autofree char *file = NULL;

      /* The id becomes a file name: a set id from a spreadsheet or a command line is checked. */
      if (!cw_file_is_safe_name (self->id))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("“%s” cannot be a set id: use 1 to %d letters, digits, “-”, “_” or “.”"),
                       self->id, CW_FILE_SAFE_NAME_MAX);
          return FALSE;
        }
      game_dir = cw_game_get_user_dir (cw_game_get_id (self->game));
      file = g_strdup_printf ("%s.xml", self->id);
      path = g_build_filename (game_dir, "sets", file, NULL);
      /* A file there that did not load (the catalog left it out) is the player's work: never
       * written over by a new set of the same id. */
      if (g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_IO,
                       _("%s already exists but is not a set Cardwright could load; "
                         "repair it or move it away, then try again"), path);
          return FALSE;
        }
    }

  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, CW_ERROR, CW_ERROR_IO, _("Could not create the folder “%s”: %s"),
                   folder, g_strerror (saved_errno));
      return FALSE;
    }
  return cw_card_set_save_to_file (self, path, error);
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
