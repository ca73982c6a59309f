/* cw-card.c: one card: identity, title, alignment, the game's field values, keywords and text. */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-card-private.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-text.h"
#include "cw-xml.h"

G_DEFINE_FINAL_TYPE (CwCard, cw_card, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_VERSION,
  PROP_TITLE,
  PROP_CARD_TYPE,
  PROP_ALIGNMENT,
  PROP_TEXT,
  PROP_IMAGE,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

static const char *empty_strv[] = { NULL };

static GQuark
variants_quark (void)
{
  static GQuark quark;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("cw-card-variants");
  return quark;
}

static void
variants_free (CwCardVariants *variants)
{
  g_strfreev (variants->names);
  g_strfreev (variants->texts);
  g_free (variants);
}

CwCardVariants *
cw_card_get_variants (CwCard   *self,
                      gboolean  create)
{
  CwCardVariants *variants;

  if (self->translated)
    return g_object_get_qdata (G_OBJECT (self), variants_quark ());
  if (!create)
    return NULL;
  variants = g_new0 (CwCardVariants, 1);
  g_object_set_qdata_full (G_OBJECT (self), variants_quark (), variants, (GDestroyNotify) variants_free);
  self->translated = TRUE;
  return variants;
}

/* The language of the variant the user sees, or NULL for the default. */
static const char *
shown_language (char       **variants,
                const char  *default_text)
{
  const char * const *languages = cw_text_get_languages ();

  if (variants == NULL)
    return NULL;
  for (guint i = 0; languages[i]; i++)
    {
      if (strcmp (languages[i], "C") == 0 || strcmp (languages[i], "POSIX") == 0)
        return NULL;
      if (cw_text_find_variant ((const char * const *) variants, languages[i]))
        return languages[i];
    }
  return NULL;
}

static void
value_clear (const CwFieldDef *field,
             CwValue          *value)
{
  if (field->kind == CW_FIELD_TEXT)
    g_clear_pointer (&value->text, g_ref_string_release);
  else if (field->kind == CW_FIELD_LIST)
    g_strfreev (value->list);
  value->text = NULL;
}

static void
cw_card_finalize (GObject *object)
{
  CwCard *self = CW_CARD (object);
  GPtrArray *fields = cw_game_get_fields (self->game);

  for (guint i = 0; i < self->n_values; i++)
    value_clear (g_ptr_array_index (fields, self->values[i].field), &self->values[i]);
  g_free (self->values);
  g_free (self->id);
  g_free (self->name);
  g_free (self->version);
  g_free (self->title);
  g_strfreev (self->alt_names);
  g_free (self->text);
  g_free (self->plain_text);
  g_free (self->note);
  g_free (self->image);
  g_free (self->back);
  g_free (self->keywords);
  g_free (self->name_key);
  g_free (self->search_key);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cw_card_parent_class)->finalize (object);
}

static void
cw_card_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  CwCard *self = CW_CARD (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_string (value, self->id); break;
    case PROP_NAME: g_value_set_string (value, cw_card_get_name (self)); break;
    case PROP_VERSION: g_value_set_string (value, self->version); break;
    case PROP_TITLE: g_value_set_string (value, cw_card_get_title (self)); break;
    case PROP_CARD_TYPE: g_value_set_string (value, self->type); break;
    case PROP_ALIGNMENT: g_value_set_string (value, self->alignment); break;
    case PROP_TEXT: g_value_set_string (value, cw_card_get_text (self)); break;
    case PROP_IMAGE: g_value_set_string (value, self->image); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_card_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  CwCard *self = CW_CARD (object);

  switch (prop_id)
    {
    case PROP_NAME: cw_card_set_name (self, g_value_get_string (value)); break;
    case PROP_VERSION: cw_card_set_version (self, g_value_get_string (value)); break;
    case PROP_CARD_TYPE: cw_card_set_card_type (self, g_value_get_string (value)); break;
    case PROP_ALIGNMENT: cw_card_set_alignment (self, g_value_get_string (value)); break;
    case PROP_TEXT: cw_card_set_text (self, g_value_get_string (value)); break;
    case PROP_IMAGE: cw_card_set_image (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_card_class_init (CwCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = cw_card_finalize;
  object_class->get_property = cw_card_get_property;
  object_class->set_property = cw_card_set_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, rw);
  properties[PROP_VERSION] = g_param_spec_string ("version", NULL, NULL, NULL, rw);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_TYPE] = g_param_spec_string ("card-type", NULL, NULL, NULL, rw);
  properties[PROP_ALIGNMENT] = g_param_spec_string ("alignment", NULL, NULL, NULL, rw);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, rw);
  properties[PROP_IMAGE] = g_param_spec_string ("image", NULL, NULL, NULL, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cw_card_init (CwCard *self)
{
}

CwCard *
cw_card_new (CwGame     *game,
             const char *id)
{
  CwCard *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (id != NULL && *id != '\0', NULL);

  self = g_object_new (CW_TYPE_CARD, NULL);
  self->game = g_object_ref (game);
  self->id = g_strdup (id);
  return self;
}

static void
invalidate_keys (CwCard *self)
{
  g_clear_pointer (&self->name_key, g_free);
  g_clear_pointer (&self->search_key, g_free);
}

static void
invalidate_title (CwCard *self)
{
  g_clear_pointer (&self->title, g_free);
  invalidate_keys (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

CwCard *
cw_card_copy (CwCard     *self,
              const char *new_id)
{
  CwCard *copy;
  GPtrArray *fields;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  copy = cw_card_new (self->game, new_id ? new_id : self->id);
  fields = cw_game_get_fields (self->game);
  copy->set_id = self->set_id;
  copy->type = self->type;
  copy->name = g_strdup (self->name);
  copy->version = g_strdup (self->version);
  copy->alt_names = g_strdupv (self->alt_names);
  copy->alignment = self->alignment;
  copy->text = g_strdup (self->text);
  if (self->translated)
    {
      CwCardVariants *from = cw_card_get_variants (self, FALSE);
      CwCardVariants *to = cw_card_get_variants (copy, TRUE);

      to->names = g_strdupv (from->names);
      to->texts = g_strdupv (from->texts);
    }
  copy->note = g_strdup (self->note);
  copy->image = g_strdup (self->image);
  copy->back = g_strdup (self->back);
  if (self->keywords)
    copy->keywords = g_memdup2 (self->keywords, (g_strv_length ((char **) self->keywords) + 1) * sizeof (char *));
  copy->values = g_memdup2 (self->values, self->n_values * sizeof (CwValue));
  copy->n_values = self->n_values;
  for (guint i = 0; i < self->n_values; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, self->values[i].field);
      CwValue *from = &self->values[i];
      CwValue *to = &copy->values[i];

      if (field->kind == CW_FIELD_TEXT)
        to->text = g_ref_string_acquire (from->text);
      else if (field->kind == CW_FIELD_LIST)
        to->list = g_strdupv (from->list);
    }
  return copy;
}

CwGame *
cw_card_get_game (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->game;
}

const char *
cw_card_get_id (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->id;
}

const char *
cw_card_get_set_id (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->set_id;
}

void
cw_card_set_set_id (CwCard     *self,
                    const char *set_id)
{
  g_return_if_fail (CW_IS_CARD (self));
  self->set_id = g_intern_string (set_id);
}

const char *
cw_card_get_card_type (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->type;
}

void
cw_card_set_card_type (CwCard     *self,
                       const char *type_id)
{
  g_return_if_fail (CW_IS_CARD (self));
  if (self->type != g_intern_string (type_id))
    {
      self->type = g_intern_string (type_id);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_TYPE]);
    }
}

const char *
cw_card_get_name (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  if (G_UNLIKELY (self->translated))
    return cw_card_pick_name (self, cw_text_get_languages ());
  return self->name;
}

const char *
cw_card_pick_name (CwCard             *self,
                   const char * const *languages)
{
  CwCardVariants *variants;
  const char *name;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  variants = cw_card_get_variants (self, FALSE);
  if (variants && (name = cw_text_pick_variant ((const char * const *) variants->names, languages)))
    return name;
  return self->name;
}

void
cw_card_set_name (CwCard     *self,
                  const char *name)
{
  CwCardVariants *variants;

  g_return_if_fail (CW_IS_CARD (self));

  variants = cw_card_get_variants (self, FALSE);
  cw_card_set_name_for (self, variants ? shown_language (variants->names, self->name) : NULL, name);
}

const char *
cw_card_get_name_for (CwCard     *self,
                      const char *lang)
{
  CwCardVariants *variants;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  if (lang == NULL)
    return self->name;
  variants = cw_card_get_variants (self, FALSE);
  return variants ? cw_text_find_variant ((const char * const *) variants->names, lang) : NULL;
}

void
cw_card_set_name_for (CwCard     *self,
                      const char *lang,
                      const char *name)
{
  gboolean changed;

  g_return_if_fail (CW_IS_CARD (self));

  if (lang == NULL)
    changed = cw_set_str (&self->name, name);
  else
    {
      CwCardVariants *variants = cw_card_get_variants (self, name != NULL);

      if (name != NULL && *name == '\0')
        name = NULL;
      changed = variants != NULL && cw_text_set_variant (&variants->names, lang, name);
    }
  if (changed)
    {
      invalidate_title (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }
}

const char * const *
cw_card_get_name_variants (CwCard *self)
{
  CwCardVariants *variants;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  variants = cw_card_get_variants (self, FALSE);
  return variants && variants->names ? (const char * const *) variants->names : empty_strv;
}

const char *
cw_card_get_version (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->version;
}

void
cw_card_set_version (CwCard     *self,
                     const char *version)
{
  g_return_if_fail (CW_IS_CARD (self));
  if (version != NULL && *version == '\0')
    version = NULL;
  if (cw_set_str (&self->version, version))
    {
      invalidate_title (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VERSION]);
    }
}

const char *
cw_card_get_title (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  if (self->version == NULL)
    return cw_card_get_name (self);
  if (self->title == NULL)
    {
      const char *name = cw_card_get_name (self);

      self->title = g_strdup_printf ("%s • %s", name ? name : "", self->version);
    }
  return self->title;
}

const char * const *
cw_card_get_alt_names (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->alt_names ? (const char * const *) self->alt_names : empty_strv;
}

static void
strv_add (char       ***strv,
          const char   *item)
{
  guint n = *strv ? g_strv_length (*strv) : 0;

  *strv = g_renew (char *, *strv, n + 2);
  (*strv)[n] = g_strdup (item);
  (*strv)[n + 1] = NULL;
}

void
cw_card_add_alt_name (CwCard     *self,
                      const char *name)
{
  g_return_if_fail (CW_IS_CARD (self));
  g_return_if_fail (name != NULL);

  if (self->alt_names && g_strv_contains ((const char * const *) self->alt_names, name))
    return;
  strv_add (&self->alt_names, name);
  invalidate_keys (self);
}

const char *
cw_card_get_alignment (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->alignment;
}

void
cw_card_set_alignment (CwCard     *self,
                       const char *alignment_id)
{
  g_return_if_fail (CW_IS_CARD (self));
  if (self->alignment != g_intern_string (alignment_id))
    {
      self->alignment = g_intern_string (alignment_id);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALIGNMENT]);
    }
}

const char *
cw_card_get_text (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  if (G_UNLIKELY (self->translated))
    return cw_card_pick_text (self, cw_text_get_languages ());
  return self->text;
}

const char *
cw_card_pick_text (CwCard             *self,
                   const char * const *languages)
{
  CwCardVariants *variants;
  const char *text;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  variants = cw_card_get_variants (self, FALSE);
  if (variants && (text = cw_text_pick_variant ((const char * const *) variants->texts, languages)))
    return text;
  return self->text;
}

void
cw_card_set_text (CwCard     *self,
                  const char *markup)
{
  CwCardVariants *variants;

  g_return_if_fail (CW_IS_CARD (self));

  variants = cw_card_get_variants (self, FALSE);
  cw_card_set_text_for (self, variants ? shown_language (variants->texts, self->text) : NULL, markup);
}

const char *
cw_card_get_text_for (CwCard     *self,
                      const char *lang)
{
  CwCardVariants *variants;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  if (lang == NULL)
    return self->text;
  variants = cw_card_get_variants (self, FALSE);
  return variants ? cw_text_find_variant ((const char * const *) variants->texts, lang) : NULL;
}

void
cw_card_set_text_for (CwCard     *self,
                      const char *lang,
                      const char *markup)
{
  gboolean changed;

  g_return_if_fail (CW_IS_CARD (self));

  if (markup != NULL && *markup == '\0')
    markup = NULL;
  if (lang == NULL)
    changed = cw_set_str (&self->text, markup);
  else
    {
      CwCardVariants *variants = cw_card_get_variants (self, markup != NULL);

      changed = variants != NULL && cw_text_set_variant (&variants->texts, lang, markup);
    }
  if (changed)
    {
      g_clear_pointer (&self->plain_text, g_free);
      invalidate_keys (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
    }
}

const char * const *
cw_card_get_text_variants (CwCard *self)
{
  CwCardVariants *variants;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  variants = cw_card_get_variants (self, FALSE);
  return variants && variants->texts ? (const char * const *) variants->texts : empty_strv;
}

const char *
cw_card_get_plain_text (CwCard *self)
{
  const char *text;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  text = cw_card_get_text (self);
  if (text == NULL)
    return NULL;
  if (self->plain_text == NULL)
    {
      if (strpbrk (text, "<&") == NULL)
        return text;
      self->plain_text = cw_text_strip_markup (text);
    }
  return self->plain_text;
}

const char *
cw_card_get_note (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->note;
}

void
cw_card_set_note (CwCard     *self,
                  const char *note)
{
  g_return_if_fail (CW_IS_CARD (self));
  if (note != NULL && *note == '\0')
    note = NULL;
  if (cw_set_str (&self->note, note))
    invalidate_keys (self);
}

const char *
cw_card_get_image (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->image;
}

void
cw_card_set_image (CwCard     *self,
                   const char *image)
{
  g_return_if_fail (CW_IS_CARD (self));
  if (image != NULL && *image == '\0')
    image = NULL;
  if (cw_set_str (&self->image, image))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IMAGE]);
}

const char *
cw_card_get_back (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->back;
}

void
cw_card_set_back (CwCard     *self,
                  const char *back)
{
  g_return_if_fail (CW_IS_CARD (self));
  if (back != NULL && *back == '\0')
    back = NULL;
  cw_set_str (&self->back, back);
}

const char * const *
cw_card_get_keywords (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);
  return self->keywords ? (const char * const *) self->keywords : empty_strv;
}

gboolean
cw_card_has_keyword (CwCard     *self,
                     const char *keyword_id)
{
  g_return_val_if_fail (CW_IS_CARD (self), FALSE);
  g_return_val_if_fail (keyword_id != NULL, FALSE);

  if (self->keywords == NULL)
    return FALSE;
  for (guint i = 0; self->keywords[i]; i++)
    if (strcmp (self->keywords[i], keyword_id) == 0)
      return TRUE;
  return FALSE;
}

void
cw_card_add_keyword (CwCard     *self,
                     const char *keyword_id)
{
  g_return_if_fail (CW_IS_CARD (self));
  g_return_if_fail (keyword_id != NULL);

  if (!cw_card_has_keyword (self, keyword_id))
    {
      guint n = self->keywords ? g_strv_length ((char **) self->keywords) : 0;

      self->keywords = g_renew (const char *, self->keywords, n + 2);
      self->keywords[n] = g_intern_string (keyword_id);
      self->keywords[n + 1] = NULL;
      invalidate_keys (self);
    }
}

void
cw_card_remove_keyword (CwCard     *self,
                        const char *keyword_id)
{
  guint n, j = 0;

  g_return_if_fail (CW_IS_CARD (self));
  g_return_if_fail (keyword_id != NULL);

  if (!cw_card_has_keyword (self, keyword_id))
    return;
  n = g_strv_length ((char **) self->keywords);
  for (guint i = 0; i < n; i++)
    if (strcmp (self->keywords[i], keyword_id) != 0)
      self->keywords[j++] = self->keywords[i];
  self->keywords[j] = NULL;
  invalidate_keys (self);
}

/* Field values */

/* The card's value for the field at index, or NULL when it has none. */
static CwValue *
find_value (CwCard *self,
            guint   index)
{
  for (guint i = 0; i < self->n_values && self->values[i].field <= index; i++)
    if (self->values[i].field == index)
      return &self->values[i];
  return NULL;
}

/* The card's value for the field, or NULL when the game has no such field or the card no value. */
static CwValue *
lookup_value (CwCard            *self,
              const char        *field_id,
              const CwFieldDef **field_out)
{
  const CwFieldDef *field = cw_game_find_field (self->game, field_id);

  if (field == NULL)
    return NULL;
  if (field_out)
    *field_out = field;
  return find_value (self, field->index);
}

gboolean
cw_card_has_field (CwCard     *self,
                   const char *field_id)
{
  CwValue *value;

  g_return_val_if_fail (CW_IS_CARD (self), FALSE);
  value = lookup_value (self, field_id, NULL);
  return value != NULL;
}

gboolean
cw_card_get_int (CwCard     *self,
                 const char *field_id,
                 int        *out)
{
  const CwFieldDef *field = NULL;
  CwValue *value;

  g_return_val_if_fail (CW_IS_CARD (self), FALSE);

  value = lookup_value (self, field_id, &field);
  if (value == NULL)
    return FALSE;
  if (field->kind == CW_FIELD_INT)
    {
      if (out)
        *out = value->number;
      return TRUE;
    }
  if (field->kind == CW_FIELD_BOOL)
    {
      if (out)
        *out = value->flag ? 1 : 0;
      return TRUE;
    }
  return FALSE;
}

int
cw_card_get_int_or (CwCard     *self,
                    const char *field_id,
                    int         fallback)
{
  int value;

  return cw_card_get_int (self, field_id, &value) ? value : fallback;
}

const char *
cw_card_get_string (CwCard     *self,
                    const char *field_id)
{
  const CwFieldDef *field = NULL;
  CwValue *value;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  value = lookup_value (self, field_id, &field);
  if (value == NULL || field->kind != CW_FIELD_TEXT)
    return NULL;
  return value->text;
}

gboolean
cw_card_get_bool (CwCard     *self,
                  const char *field_id)
{
  const CwFieldDef *field = NULL;
  CwValue *value;

  g_return_val_if_fail (CW_IS_CARD (self), FALSE);

  value = lookup_value (self, field_id, &field);
  if (value == NULL)
    return FALSE;
  if (field->kind == CW_FIELD_BOOL)
    return value->flag;
  if (field->kind == CW_FIELD_INT)
    return value->number != 0;
  return FALSE;
}

const char * const *
cw_card_get_list (CwCard     *self,
                  const char *field_id)
{
  const CwFieldDef *field = NULL;
  CwValue *value;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  value = lookup_value (self, field_id, &field);
  if (value == NULL || field->kind != CW_FIELD_LIST)
    return NULL;
  return (const char * const *) value->list;
}

static CwValue *
prepare_value (CwCard      *self,
               const char  *field_id,
               CwFieldKind  kind)
{
  const CwFieldDef *field = cw_game_find_field (self->game, field_id);
  CwValue *value;

  if (field == NULL)
    {
      g_critical ("Game %s has no field “%s”", cw_game_get_id (self->game), field_id);
      return NULL;
    }
  if (field->kind != kind)
    {
      g_critical ("Field “%s” of game %s is not of the kind given", field_id, cw_game_get_id (self->game));
      return NULL;
    }
  value = find_value (self, field->index);
  if (value != NULL)
    value_clear (field, value);
  else
    {
      guint at = 0;

      while (at < self->n_values && self->values[at].field < field->index)
        at++;
      self->values = g_renew (CwValue, self->values, self->n_values + 1);
      memmove (&self->values[at + 1], &self->values[at], (self->n_values - at) * sizeof (CwValue));
      self->n_values++;
      value = &self->values[at];
      value->field = field->index;
      value->text = NULL;
    }
  if (field->searchable)
    invalidate_keys (self);
  return value;
}

void
cw_card_set_int (CwCard     *self,
                 const char *field_id,
                 int         number)
{
  CwValue *value;

  g_return_if_fail (CW_IS_CARD (self));
  if ((value = prepare_value (self, field_id, CW_FIELD_INT)))
    value->number = number;
}

void
cw_card_set_string (CwCard     *self,
                    const char *field_id,
                    const char *text)
{
  CwValue *value;

  g_return_if_fail (CW_IS_CARD (self));
  if (text == NULL)
    {
      cw_card_unset_field (self, field_id);
      return;
    }
  if ((value = prepare_value (self, field_id, CW_FIELD_TEXT)))
    value->text = g_ref_string_new_intern (text);
}

void
cw_card_set_bool (CwCard     *self,
                  const char *field_id,
                  gboolean    flag)
{
  CwValue *value;

  g_return_if_fail (CW_IS_CARD (self));
  if ((value = prepare_value (self, field_id, CW_FIELD_BOOL)))
    value->flag = !!flag;
}

void
cw_card_set_list (CwCard             *self,
                  const char         *field_id,
                  const char * const *items)
{
  CwValue *value;

  g_return_if_fail (CW_IS_CARD (self));
  if (items == NULL)
    {
      cw_card_unset_field (self, field_id);
      return;
    }
  if ((value = prepare_value (self, field_id, CW_FIELD_LIST)))
    value->list = g_strdupv ((char **) items);
}

void
cw_card_unset_field (CwCard     *self,
                     const char *field_id)
{
  const CwFieldDef *field = NULL;
  CwValue *value;

  g_return_if_fail (CW_IS_CARD (self));
  if ((value = lookup_value (self, field_id, &field)))
    {
      guint at = (guint) (value - self->values);

      value_clear (field, value);
      memmove (value, value + 1, (self->n_values - at - 1) * sizeof (CwValue));
      self->n_values--;
      if (self->n_values == 0)
        g_clear_pointer (&self->values, g_free);
      invalidate_keys (self);
    }
}

gboolean
cw_card_set_field_from_string (CwCard      *self,
                               const char  *field_id,
                               const char  *text,
                               GError     **error)
{
  const CwFieldDef *field = NULL;

  g_return_val_if_fail (CW_IS_CARD (self), FALSE);
  g_return_val_if_fail (field_id != NULL, FALSE);

  field = cw_game_find_field (self->game, field_id);
  if (field == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s has no field “%s”"),
                   cw_game_get_name (self->game), field_id);
      return FALSE;
    }
  if (text == NULL || *text == '\0')
    {
      cw_card_unset_field (self, field->id);
      return TRUE;
    }
  switch (field->kind)
    {
    case CW_FIELD_INT:
      {
        int number;

        if (!cw_xml_parse_int (text, &number))
          {
            g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                         _("%s must be a whole number, not “%s”"), field->name, text);
            return FALSE;
          }
        cw_card_set_int (self, field->id, number);
        return TRUE;
      }
    case CW_FIELD_BOOL:
      {
        gboolean flag;

        if (!cw_xml_parse_bool (text, &flag))
          {
            g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                         _("%s must be true or false, not “%s”"), field->name, text);
            return FALSE;
          }
        cw_card_set_bool (self, field->id, flag);
        return TRUE;
      }
    case CW_FIELD_LIST:
      {
        g_auto(GStrv) parts = g_strsplit (text, ";", -1);
        g_autoptr(GPtrArray) items = g_ptr_array_new ();

        for (guint i = 0; parts[i]; i++)
          if (*g_strstrip (parts[i]) != '\0')
            g_ptr_array_add (items, parts[i]);
        g_ptr_array_add (items, NULL);
        cw_card_set_list (self, field->id, (const char * const *) items->pdata);
        return TRUE;
      }
    case CW_FIELD_TEXT:
    default:
      cw_card_set_string (self, field->id, text);
      return TRUE;
    }
}

char *
cw_card_dup_field_string (CwCard     *self,
                          const char *field_id)
{
  const CwFieldDef *field = NULL;
  CwValue *value;

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  value = lookup_value (self, field_id, &field);
  if (value == NULL)
    return NULL;
  switch (field->kind)
    {
    case CW_FIELD_INT: return g_strdup_printf ("%d", value->number);
    case CW_FIELD_BOOL: return g_strdup (value->flag ? "true" : "false");
    case CW_FIELD_LIST: return g_strjoinv ("; ", value->list);
    case CW_FIELD_TEXT:
    default: return g_strdup (value->text);
    }
}

/* Search keys */

void
cw_card_append_name_key (CwCard  *self,
                         GString *key)
{
  if (self->name_key != NULL)
    {
      g_string_append (key, self->name_key);
      return;
    }
  cw_text_fold_append (key, self->name);
  for (const char * const *v = cw_card_get_name_variants (self); *v; v += 2)
    {
      g_string_append (key, " | ");
      cw_text_fold_append (key, v[1]);
    }
  if (self->version)
    {
      g_string_append (key, " | ");
      cw_text_fold_append (key, self->version);
    }
  for (guint i = 0; self->alt_names && self->alt_names[i]; i++)
    {
      g_string_append (key, " | ");
      cw_text_fold_append (key, self->alt_names[i]);
    }
}

const char *
cw_card_get_name_key (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  if (self->name_key == NULL)
    {
      GString *key = g_string_new (NULL);

      cw_card_append_name_key (self, key);
      self->name_key = g_string_free (key, FALSE);
    }
  return self->name_key;
}

/* Keeps nothing on the card (not even its plain text): the search index reads each key once and
 * holds its words, so 100,000 cards need not keep 100,000 keys. */
void
cw_card_append_search_key (CwCard  *self,
                           GString *key)
{
  GPtrArray *fields;

  if (self->search_key != NULL)
    {
      g_string_append (key, self->search_key);
      return;
    }
  fields = cw_game_get_fields (self->game);
  cw_card_append_name_key (self, key);
  if (self->text)
    {
      g_string_append (key, " | ");
      if (!self->translated && self->plain_text != NULL)
        cw_text_fold_append (key, self->plain_text);
      else if (strpbrk (self->text, "<&") == NULL)
        cw_text_fold_append (key, self->text);
      else
        {
          g_autofree char *plain = cw_text_strip_markup (self->text);
          cw_text_fold_append (key, plain);
        }
    }
  for (const char * const *v = cw_card_get_text_variants (self); *v; v += 2)
    {
      g_autofree char *plain = cw_text_strip_markup (v[1]);

      g_string_append (key, " | ");
      cw_text_fold_append (key, plain);
    }
  if (self->note)
    {
      g_string_append (key, " | ");
      cw_text_fold_append (key, self->note);
    }
  for (guint i = 0; i < self->n_values; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, self->values[i].field);
      CwValue *value = &self->values[i];

      if (!field->searchable)
        continue;
      if (field->kind == CW_FIELD_TEXT)
        {
          g_string_append (key, " | ");
          cw_text_fold_append (key, value->text);
        }
      else if (field->kind == CW_FIELD_LIST)
        for (guint j = 0; value->list[j]; j++)
          {
            g_string_append (key, " | ");
            cw_text_fold_append (key, value->list[j]);
          }
    }
}

const char *
cw_card_get_search_key (CwCard *self)
{
  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  if (self->search_key == NULL)
    {
      GString *key = g_string_new (NULL);

      cw_card_append_search_key (self, key);
      self->search_key = g_string_free (key, FALSE);
    }
  return self->search_key;
}

GStrv
cw_card_missing_required (CwCard *self)
{
  GPtrArray *fields;
  const CwCardType *type;
  g_autoptr(GPtrArray) missing = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (CW_IS_CARD (self), NULL);

  if (self->name == NULL || *self->name == '\0')
    g_ptr_array_add (missing, g_strdup ("name"));
  if (self->type == NULL || (type = cw_game_find_card_type (self->game, self->type)) == NULL)
    {
      g_ptr_array_add (missing, g_strdup ("type"));
      type = NULL;
    }
  fields = type ? type->fields : NULL;
  for (guint i = 0; fields && i < fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, i);

      if (field->required && find_value (self, field->index) == NULL)
        g_ptr_array_add (missing, g_strdup (field->id));
    }
  if (missing->len == 0)
    return NULL;
  g_ptr_array_add (missing, NULL);
  return (GStrv) g_ptr_array_steal (missing, NULL);
}
