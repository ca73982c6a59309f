/* cw-catalog.c: every card of one game over all its sets, as one GListModel, with lookups. */
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-text.h"

struct _CwCatalog
{
  GObject     parent_instance;

  CwGame     *game;
  GListStore *sets;      /* of CwCardSet */
  GHashTable *by_name;   /* folded name -> GPtrArray of CwCard (borrowed); built on demand */
  GPtrArray  *load_errors;  /* of GError*: sets left out, ids clashing */
};

static void cw_catalog_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CwCatalog, cw_catalog, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, cw_catalog_list_model_init))

static GType
cw_catalog_get_item_type (GListModel *model)
{
  return CW_TYPE_CARD;
}

static guint
cw_catalog_get_n_items (GListModel *model)
{
  return cw_catalog_get_n_cards (CW_CATALOG (model));
}

static gpointer
cw_catalog_get_item (GListModel *model,
                     guint       position)
{
  CwCatalog *self = CW_CATALOG (model);
  guint n_sets = g_list_model_get_n_items (G_LIST_MODEL (self->sets));

  for (guint i = 0; i < n_sets; i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (G_LIST_MODEL (self->sets), i);
      guint n = cw_card_set_get_n_cards (set);

      if (position < n)
        return g_object_ref (cw_card_set_get_card (set, position));
      position -= n;
    }
  return NULL;
}

static void
cw_catalog_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = cw_catalog_get_item_type;
  iface->get_n_items = cw_catalog_get_n_items;
  iface->get_item = cw_catalog_get_item;
}

static void
cw_catalog_dispose (GObject *object)
{
  CwCatalog *self = CW_CATALOG (object);
  guint n_sets = self->sets ? g_list_model_get_n_items (G_LIST_MODEL (self->sets)) : 0;

  for (guint i = 0; i < n_sets; i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (G_LIST_MODEL (self->sets), i);
      g_signal_handlers_disconnect_by_data (set, self);
    }
  g_clear_object (&self->sets);
  g_clear_pointer (&self->by_name, g_hash_table_unref);
  g_clear_pointer (&self->load_errors, g_ptr_array_unref);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cw_catalog_parent_class)->dispose (object);
}

static void
cw_catalog_class_init (CwCatalogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cw_catalog_dispose;
}

static void
cw_catalog_init (CwCatalog *self)
{
  self->sets = g_list_store_new (CW_TYPE_CARD_SET);
  self->load_errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
}

CwCatalog *
cw_catalog_new (CwGame *game)
{
  CwCatalog *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = g_object_new (CW_TYPE_CATALOG, NULL);
  self->game = g_object_ref (game);
  return self;
}

static void
add_load_error (CwCatalog  *self,
                const char *format,
                ...) G_GNUC_PRINTF (2, 3);

static void
add_load_error (CwCatalog  *self,
                const char *format,
                ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (self->load_errors, g_error_new_valist (CW_ERROR, CW_ERROR_INVALID, format, args));
  va_end (args);
}

/* A card id an earlier set already has is found there, never here: say so, with both files. */
static void
report_card_clashes (CwCatalog *self,
                     CwCardSet *set)
{
  const char *first = NULL;
  CwCardSet *first_owner = NULL;
  guint n_clashes = 0;

  for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
    {
      const char *card_id = cw_card_get_id (cw_card_set_get_card (set, i));
      CwCard *earlier = cw_catalog_lookup (self, card_id);

      if (earlier == NULL)
        continue;
      if (n_clashes++ == 0)
        {
          first = card_id;
          first_owner = cw_catalog_get_set_of (self, earlier);
        }
    }
  if (n_clashes == 1)
    add_load_error (self, _("%s: card “%s” is also in %s; the card there is the one used"),
                    cw_card_set_get_path (set), first, cw_card_set_get_path (first_owner));
  else if (n_clashes > 1)
    add_load_error (self, g_dngettext (GETTEXT_PACKAGE,
                                       "%s: %u card id is also in an earlier set, “%s” in %s; the cards there are the ones used",
                                       "%s: %u card ids are also in earlier sets, the first “%s” in %s; the cards there are the ones used",
                                       n_clashes),
                    cw_card_set_get_path (set), n_clashes, first, cw_card_set_get_path (first_owner));
}

static gboolean
load_sets_in (CwCatalog   *self,
              const char  *folder,
              gboolean     read_only,
              GError     **error)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    return TRUE;
  while ((name = g_dir_read_name (dir)))
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, cw_compare_strings);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (folder, g_ptr_array_index (names, i), NULL);
      g_autoptr(GError) set_error = NULL;
      g_autoptr(CwCardSet) set = cw_card_set_new_from_file (self->game, path, &set_error);
      CwCardSet *earlier;

      /* One bad set must not hide the game: it is left out, and said. */
      if (set == NULL)
        {
          add_load_error (self, _("%s (this card set is left out)"), set_error->message);
          continue;
        }
      if ((earlier = cw_catalog_find_set (self, cw_card_set_get_id (set))) != NULL)
        {
          add_load_error (self, _("%s: the set id “%s” is already used by %s; this card set is left out"),
                          path, cw_card_set_get_id (set), cw_card_set_get_path (earlier));
          continue;
        }
      report_card_clashes (self, set);
      cw_card_set_set_read_only (set, read_only);
      cw_catalog_add_set (self, set);
    }
  return TRUE;
}

CwCatalog *
cw_catalog_new_for_game (CwGame  *game,
                         GError **error)
{
  g_autoptr(CwCatalog) self = NULL;
  g_autofree char *user_sets = NULL;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = cw_catalog_new (game);
  if (cw_game_get_dir (game) != NULL)
    {
      g_autofree char *sets = g_build_filename (cw_game_get_dir (game), "sets", NULL);

      if (!load_sets_in (self, sets, cw_game_is_shipped (game), error))
        return NULL;
    }
  /* A user game's own folder is its user folder: its sets were loaded above. */
  user_sets = g_build_filename (g_get_user_data_dir (), "cardwright", "games",
                                cw_game_get_id (game), "sets", NULL);
  if (cw_game_is_shipped (game) || cw_game_get_dir (game) == NULL)
    if (!load_sets_in (self, user_sets, FALSE, error))
      return NULL;
  return g_steal_pointer (&self);
}

GPtrArray *
cw_catalog_get_load_errors (CwCatalog *self)
{
  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);
  return self->load_errors;
}

CwGame *
cw_catalog_get_game (CwCatalog *self)
{
  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);
  return self->game;
}

static guint
offset_of_set (CwCatalog *self,
               CwCardSet *set)
{
  guint n_sets = g_list_model_get_n_items (G_LIST_MODEL (self->sets));
  guint offset = 0;

  for (guint i = 0; i < n_sets; i++)
    {
      g_autoptr(CwCardSet) other = g_list_model_get_item (G_LIST_MODEL (self->sets), i);

      if (other == set)
        break;
      offset += cw_card_set_get_n_cards (other);
    }
  return offset;
}

static void
on_set_items_changed (GListModel *set,
                      guint       position,
                      guint       removed,
                      guint       added,
                      CwCatalog  *self)
{
  g_clear_pointer (&self->by_name, g_hash_table_unref);
  g_list_model_items_changed (G_LIST_MODEL (self), offset_of_set (self, CW_CARD_SET (set)) + position,
                              removed, added);
}

void
cw_catalog_add_set (CwCatalog *self,
                    CwCardSet *set)
{
  guint offset;

  g_return_if_fail (CW_IS_CATALOG (self));
  g_return_if_fail (CW_IS_CARD_SET (set));
  g_return_if_fail (cw_card_set_get_game (set) == self->game);

  offset = cw_catalog_get_n_cards (self);
  g_list_store_append (self->sets, set);
  g_signal_connect_object (set, "items-changed", G_CALLBACK (on_set_items_changed), self, 0);
  g_clear_pointer (&self->by_name, g_hash_table_unref);
  if (cw_card_set_get_n_cards (set) > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), offset, 0, cw_card_set_get_n_cards (set));
}

void
cw_catalog_remove_set (CwCatalog *self,
                       CwCardSet *set)
{
  guint position, offset;

  g_return_if_fail (CW_IS_CATALOG (self));
  g_return_if_fail (CW_IS_CARD_SET (set));

  if (!g_list_store_find (self->sets, set, &position))
    return;
  offset = offset_of_set (self, set);
  g_signal_handlers_disconnect_by_data (set, self);
  g_object_ref (set);
  g_list_store_remove (self->sets, position);
  g_clear_pointer (&self->by_name, g_hash_table_unref);
  if (cw_card_set_get_n_cards (set) > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), offset, cw_card_set_get_n_cards (set), 0);
  g_object_unref (set);
}

GListModel *
cw_catalog_get_sets (CwCatalog *self)
{
  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);
  return G_LIST_MODEL (self->sets);
}

CwCardSet *
cw_catalog_find_set (CwCatalog  *self,
                     const char *set_id)
{
  guint n_sets;

  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);
  g_return_val_if_fail (set_id != NULL, NULL);

  n_sets = g_list_model_get_n_items (G_LIST_MODEL (self->sets));
  for (guint i = 0; i < n_sets; i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (G_LIST_MODEL (self->sets), i);

      if (strcmp (cw_card_set_get_id (set), set_id) == 0)
        return set;  /* the store keeps it alive */
    }
  return NULL;
}

guint
cw_catalog_get_n_cards (CwCatalog *self)
{
  guint n_sets, total = 0;

  g_return_val_if_fail (CW_IS_CATALOG (self), 0);

  n_sets = g_list_model_get_n_items (G_LIST_MODEL (self->sets));
  for (guint i = 0; i < n_sets; i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (G_LIST_MODEL (self->sets), i);
      total += cw_card_set_get_n_cards (set);
    }
  return total;
}

CwCard *
cw_catalog_lookup (CwCatalog  *self,
                   const char *card_id)
{
  guint n_sets;

  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);
  g_return_val_if_fail (card_id != NULL, NULL);

  n_sets = g_list_model_get_n_items (G_LIST_MODEL (self->sets));
  for (guint i = 0; i < n_sets; i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (G_LIST_MODEL (self->sets), i);
      CwCard *card = cw_card_set_lookup (set, card_id);

      if (card != NULL)
        return card;
    }
  return NULL;
}

CwCardSet *
cw_catalog_get_set_of (CwCatalog *self,
                       CwCard    *card)
{
  guint n_sets;

  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);
  g_return_val_if_fail (CW_IS_CARD (card), NULL);

  n_sets = g_list_model_get_n_items (G_LIST_MODEL (self->sets));
  for (guint i = 0; i < n_sets; i++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (G_LIST_MODEL (self->sets), i);

      if (cw_card_set_lookup (set, cw_card_get_id (card)) == card)
        return set;
    }
  return NULL;
}

static void
index_name (GHashTable *by_name,
            const char *name,
            CwCard     *card)
{
  char *key;
  GPtrArray *cards;

  if (name == NULL || *name == '\0')
    return;
  key = cw_text_fold (name);
  cards = g_hash_table_lookup (by_name, key);
  if (cards == NULL)
    {
      cards = g_ptr_array_new ();
      g_hash_table_insert (by_name, key, cards);
    }
  else
    g_free (key);
  if (!g_ptr_array_find (cards, card, NULL))
    g_ptr_array_add (cards, card);
}

static GHashTable *
ensure_name_index (CwCatalog *self)
{
  guint n_sets;

  if (self->by_name != NULL)
    return self->by_name;

  self->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) g_ptr_array_unref);
  n_sets = g_list_model_get_n_items (G_LIST_MODEL (self->sets));
  /* Titles first, so "Dorothy Gale • Girl from Kansas" finds that version before any plain name. */
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < n_sets; i++)
      {
        g_autoptr(CwCardSet) set = g_list_model_get_item (G_LIST_MODEL (self->sets), i);

        for (guint j = 0; j < cw_card_set_get_n_cards (set); j++)
          {
            CwCard *card = cw_card_set_get_card (set, j);

            if (pass == 0)
              index_name (self->by_name, cw_card_get_title (card), card);
            else if (pass == 1)
              index_name (self->by_name, cw_card_get_name (card), card);
            else
              {
                /* Every translation (xml:lang) of the name too: an English deck list finds
                 * the cards in a French session, and the other way round. */
                for (const char * const *v = cw_card_get_name_variants (card); *v; v += 2)
                  index_name (self->by_name, v[1], card);
                index_name (self->by_name, cw_card_get_name_for (card, NULL), card);
                for (const char * const *alt = cw_card_get_alt_names (card); *alt; alt++)
                  index_name (self->by_name, *alt, card);
              }
          }
      }
  return self->by_name;
}

GPtrArray *
cw_catalog_find_all_by_name (CwCatalog  *self,
                             const char *name)
{
  g_autofree char *key = NULL;
  GPtrArray *found;
  GPtrArray *result = g_ptr_array_new ();

  g_return_val_if_fail (CW_IS_CATALOG (self), result);
  g_return_val_if_fail (name != NULL, result);

  key = cw_text_fold (name);
  g_strstrip (key);
  found = g_hash_table_lookup (ensure_name_index (self), key);
  for (guint i = 0; found && i < found->len; i++)
    g_ptr_array_add (result, g_ptr_array_index (found, i));
  return result;
}

CwCard *
cw_catalog_find_by_name (CwCatalog  *self,
                         const char *name)
{
  g_autofree char *key = NULL;
  GPtrArray *found;

  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  key = cw_text_fold (name);
  g_strstrip (key);
  found = g_hash_table_lookup (ensure_name_index (self), key);
  return found && found->len > 0 ? g_ptr_array_index (found, 0) : NULL;
}

#define SUGGEST_MAX_CHARS 128

/* The characters of a folded name, or 0 when it has more than SUGGEST_MAX_CHARS of them. */
static gsize
to_chars (const char *text,
          gunichar   *chars)
{
  gsize n = 0;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      if (n == SUGGEST_MAX_CHARS)
        return 0;
      chars[n++] = g_utf8_get_char (p);
    }
  return n;
}

/* The edit distance (insertions, deletions, substitutions of one character each) between a
 * and b, or limit + 1 as soon as it is known to be more than limit. */
static guint
edit_distance (const gunichar *a,
               gsize           la,
               const gunichar *b,
               gsize           lb,
               guint           limit)
{
  guint row[SUGGEST_MAX_CHARS + 1];

  if ((la > lb ? la - lb : lb - la) > limit)
    return limit + 1;
  for (gsize j = 0; j <= lb; j++)
    row[j] = (guint) j;
  for (gsize i = 1; i <= la; i++)
    {
      guint diagonal = row[0], smallest;

      row[0] = smallest = (guint) i;
      for (gsize j = 1; j <= lb; j++)
        {
          guint above = row[j];
          guint best = MIN (above + 1, row[j - 1] + 1);

          row[j] = MIN (best, diagonal + (a[i - 1] != b[j - 1]));
          diagonal = above;
          smallest = MIN (smallest, row[j]);
        }
      if (smallest > limit)
        return limit + 1;
    }
  return row[lb];
}

/* The spelling of a card's name, title, translation or alt name that folds to key. */
static const char *
shown_name_for_key (CwCard     *card,
                    const char *key)
{
  const char *candidates[] = { cw_card_get_title (card), cw_card_get_name (card), cw_card_get_name_for (card, NULL) };

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      g_autofree char *folded = candidates[i] ? cw_text_fold (candidates[i]) : NULL;

      if (folded != NULL && strcmp (folded, key) == 0)
        return candidates[i];
    }
  for (const char * const *v = cw_card_get_name_variants (card); *v; v += 2)
    {
      g_autofree char *folded = cw_text_fold (v[1]);

      if (strcmp (folded, key) == 0)
        return v[1];
    }
  for (const char * const *alt = cw_card_get_alt_names (card); *alt; alt++)
    {
      g_autofree char *folded = cw_text_fold (*alt);

      if (strcmp (folded, key) == 0)
        return *alt;
    }
  return cw_card_get_name (card);
}

char *
cw_catalog_suggest_name (CwCatalog  *self,
                         const char *name)
{
  g_autofree char *key = NULL;
  GHashTableIter iter;
  gpointer candidate, cards;
  const char *best_key = NULL;
  GPtrArray *best_cards = NULL;
  gunichar wanted[SUGGEST_MAX_CHARS];
  guint best = G_MAXUINT, limit;
  gsize length;

  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  key = cw_text_fold (name);
  g_strstrip (key);
  length = to_chars (key, wanted);
  /* A slip of the keyboard, not another card: one edit in names up to 7 letters, two up to
   * 11, three beyond. */
  limit = CLAMP (length / 4, 1, 3);
  if (length < 3)
    return NULL;

  g_hash_table_iter_init (&iter, ensure_name_index (self));
  while (g_hash_table_iter_next (&iter, &candidate, &cards))
    {
      gunichar chars[SUGGEST_MAX_CHARS];
      gsize n_chars = to_chars (candidate, chars);
      guint distance = n_chars == 0 ? limit + 1 : edit_distance (wanted, length, chars, n_chars, MIN (limit, best));

      if (distance > limit || ((GPtrArray *) cards)->len == 0)
        continue;
      /* The nearest; of two as near, the first in alphabetical order, so the answer never
       * depends on the hash table's order. */
      if (distance < best || (distance == best && strcmp (candidate, best_key) < 0))
        {
          best = distance;
          best_key = candidate;
          best_cards = cards;
        }
    }
  if (best_key == NULL || best == 0)
    return NULL;
  return g_strdup (shown_name_for_key (g_ptr_array_index (best_cards, 0), best_key));
}

CwCardSet *
cw_catalog_dup_user_set (CwCatalog *self)
{
  guint n;

  g_return_val_if_fail (CW_IS_CATALOG (self), NULL);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->sets));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CwCardSet) candidate = g_list_model_get_item (G_LIST_MODEL (self->sets), i);

      if (!cw_card_set_is_read_only (candidate))
        return g_steal_pointer (&candidate);
    }
  return cw_card_set_new (self->game, "my-cards", _("My cards"));
}
