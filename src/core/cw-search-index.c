/* cw-search-index.c: the search index (words, values and owned counts of every card, built once) and
 * the queries answered through it. */
#include "cw-query.h"

#include <stdlib.h>
#include <string.h>

#include "cw-card.h"
#include "cw-card-private.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-text.h"

#include "cw-query-private.h"

/* ---- the search index ------------------------------------------------------ */

/* The words of one kind of key (search keys or name keys) and where they occur. */
typedef struct {
  GString  *vocabulary;     /* every distinct word, each followed by '\n'; word 0 is "" (two spaces in a row) */
  GArray   *word_starts;    /* of guint32: offset of word w in vocabulary; one more at the end */
  guint32  *card_starts;    /* n_cards + 1: card i's words are card_codes[card_starts[i] .. card_starts[i+1]) */
  guint8   *card_codes;     /* each card's words in the order of the key, so phrases can be checked: */
  guint32  *code_of_word;   /* n_words: a word's code, 0 for the word most cards hold, and so on; a code
                             * takes 7 bits a byte, the high bit saying more follow (1 byte for the
                             * 128 commonest words, 4 bytes a word rather than about 1.2 in all) */
  guint32  *post_starts;    /* n_words + 1: word w's cards are posts[post_starts[w] .. post_starts[w+1]) */
  guint32  *posts;          /* card positions, ascending per word; none for a dense word */
  /* A word in more than one card of 32 ("the", "|", a realm) keeps its cards as a bitmap instead:
   * n_cards / 8 bytes rather than 4 bytes a card. */
  guint     n_dense;
  guint32  *dense_words;    /* n_dense word ids, ascending */
  guint32  *dense_bits;     /* n_dense bitmaps of bitmap_words each: bit i is card i */
  guint     bitmap_words;
} WordIndex;

/* The distinct values of a text or list field, folded once, and which cards hold which. */
typedef struct {
  GPtrArray  *folded;       /* of char*: each distinct value, folded */
  guint32    *card_starts;  /* n_cards + 1: card i's values are value_ids[card_starts[i] .. card_starts[i+1]) */
  GArray     *value_ids;    /* of guint32 */
} ValueIndex;

#define NO_VALUE G_MININT32
#define NO_INDEX 0xff

struct _CwSearchIndex
{
  GObject      parent_instance;

  CwGame      *game;
  GListModel  *model;
  gboolean     dirty;
  guint        generation;        /* counts the builds: positions change with each */
  guint        owned_generation;  /* counts the collection's changes */

  guint        n_cards;
  CwCard     **cards;        /* a reference each */
  GHashTable  *positions;    /* CwCard* → position + 1 */
  guint8      *types;        /* index in the game's card types, or NO_INDEX */
  guint8      *alignments;   /* index in the game's alignments, or NO_INDEX */
  guint64     *keywords;     /* bit k: the game's keyword k */
  gboolean     keywords_fit; /* FALSE when the game has more than 64 keywords: test cards one by one */
  gint32     **numbers;      /* per field index, for int and bool fields: the value or NO_VALUE */
  ValueIndex  *texts;        /* per field index, for text and list fields (others empty) */
  guint        n_fields;
  GHashTable  *ids;          /* card id → position + 1; made with owned[] */
  CwCollection *owned_collection;  /* the collection owned[] was read from */
  guint32     *owned;        /* per position; kept current through the collection's ::changed */
  WordIndex    search_words;
  WordIndex    name_words;
};

G_DEFINE_FINAL_TYPE (CwSearchIndex, cw_search_index, G_TYPE_OBJECT)

static void
word_index_clear (WordIndex *words)
{
  if (words->vocabulary != NULL)
    g_string_free (words->vocabulary, TRUE);
  g_clear_pointer (&words->word_starts, g_array_unref);
  g_clear_pointer (&words->card_codes, g_free);
  g_clear_pointer (&words->code_of_word, g_free);
  g_clear_pointer (&words->card_starts, g_free);
  g_clear_pointer (&words->post_starts, g_free);
  g_clear_pointer (&words->posts, g_free);
  g_clear_pointer (&words->dense_words, g_free);
  g_clear_pointer (&words->dense_bits, g_free);
  memset (words, 0, sizeof *words);
}

static void
search_index_clear (CwSearchIndex *self)
{
  for (guint i = 0; i < self->n_cards; i++)
    g_object_unref (self->cards[i]);
  g_clear_pointer (&self->cards, g_free);
  g_clear_pointer (&self->positions, g_hash_table_unref);
  g_clear_pointer (&self->types, g_free);
  g_clear_pointer (&self->alignments, g_free);
  g_clear_pointer (&self->keywords, g_free);
  for (guint f = 0; f < self->n_fields; f++)
    {
      g_free (self->numbers[f]);
      g_clear_pointer (&self->texts[f].folded, g_ptr_array_unref);
      g_clear_pointer (&self->texts[f].card_starts, g_free);
      g_clear_pointer (&self->texts[f].value_ids, g_array_unref);
    }
  g_clear_pointer (&self->numbers, g_free);
  g_clear_pointer (&self->texts, g_free);
  g_clear_pointer (&self->ids, g_hash_table_unref);
  g_clear_pointer (&self->owned, g_free);
  self->n_fields = 0;
  self->n_cards = 0;
  word_index_clear (&self->search_words);
  word_index_clear (&self->name_words);
}

static int
compare_counts (gconstpointer a,
                gconstpointer b,
                gpointer      data)
{
  const guint32 *counts = data;
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  if (counts[x] != counts[y])
    return counts[x] > counts[y] ? -1 : 1;
  return x < y ? -1 : x > y;
}

static guint
code_length (guint32 code)
{
  guint length = 1;

  while (code >= 0x80)
    {
      code >>= 7;
      length++;
    }
  return length;
}

static guint8 *
write_code (guint8  *out,
            guint32  code)
{
  while (code >= 0x80)
    {
      *out++ = (guint8) (code | 0x80);
      code >>= 7;
    }
  *out++ = (guint8) code;
  return out;
}

static inline guint32
read_code (const guint8 **in)
{
  const guint8 *p = *in;
  guint32 code = *p++;

  if (G_UNLIKELY (code >= 0x80))
    {
      guint shift = 7;
      guint8 byte;

      code &= 0x7f;
      do
        {
          byte = *p++;
          code |= (guint32) (byte & 0x7f) << shift;
          shift += 7;
        }
      while (byte & 0x80);
    }
  *in = p;
  return code;
}

/* Splits each card's key into its space-separated words. A needle without spaces lies inside one
 * word exactly when it lies inside the key, so the words answer a search exactly. */
static void
word_index_build (WordIndex     *words,
                  CwSearchIndex *self,
                  gboolean       names)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GStringChunk) chunk = g_string_chunk_new (64 * 1024);
  g_autoptr(GArray) last_card = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(GArray) counts = g_array_new (FALSE, TRUE, sizeof (guint32));
  g_autoptr(GArray) card_words = NULL;   /* word ids, while building */
  GString *scratch = g_string_new (NULL);
  guint32 *dense;
  guint32 *by_count;
  gsize n_bytes = 0;
  guint n_words;

  words->vocabulary = g_string_new (NULL);
  words->word_starts = g_array_new (FALSE, FALSE, sizeof (guint32));
  card_words = g_array_new (FALSE, FALSE, sizeof (guint32));
  words->card_starts = g_new (guint32, self->n_cards + 1);
  {
    /* Word 0: the empty word between two spaces, which no needle matches. */
    guint32 zero = 0, never = G_MAXUINT32;

    g_hash_table_insert (ids, g_string_chunk_insert (chunk, ""), GUINT_TO_POINTER (0));
    g_array_append_val (words->word_starts, zero);
    g_string_append_c (words->vocabulary, '\n');
    g_array_append_val (last_card, never);
    g_array_append_val (counts, zero);
  }

  for (guint i = 0; i < self->n_cards; i++)
    {
      char *p;

      words->card_starts[i] = card_words->len;
      g_string_truncate (scratch, 0);
      if (names)
        cw_card_append_name_key (self->cards[i], scratch);
      else
        cw_card_append_search_key (self->cards[i], scratch);
      p = scratch->str;
      while (*p != '\0')
        {
          char *word = p;
          gpointer value;
          guint32 id;

          while (*p != '\0' && *p != ' ')
            p++;
          if (*p == ' ')
            *p++ = '\0';

          if (g_hash_table_lookup_extended (ids, word, NULL, &value))
            id = GPOINTER_TO_UINT (value);
          else
            {
              guint32 start = words->vocabulary->len;
              guint32 never = G_MAXUINT32;
              guint32 zero = 0;

              id = words->word_starts->len;
              g_hash_table_insert (ids, g_string_chunk_insert (chunk, word), GUINT_TO_POINTER (id));
              g_array_append_val (words->word_starts, start);
              g_string_append (words->vocabulary, word);
              g_string_append_c (words->vocabulary, '\n');
              g_array_append_val (last_card, never);
              g_array_append_val (counts, zero);
            }
          if (g_array_index (last_card, guint32, id) != i)
            {
              g_array_index (last_card, guint32, id) = i;
              g_array_index (counts, guint32, id)++;
            }
          g_array_append_val (card_words, id);
        }
    }
  words->card_starts[self->n_cards] = card_words->len;
  n_words = words->word_starts->len;
  {
    guint32 end = words->vocabulary->len;
    g_array_append_val (words->word_starts, end);
  }

  /* Codes: the words by how many cards hold them, most first (ties in order of appearance). */
  by_count = g_new (guint32, MAX (n_words, 1));
  for (guint w = 0; w < n_words; w++)
    by_count[w] = w;
  g_qsort_with_data (by_count, n_words, sizeof (guint32), compare_counts, counts->data);
  words->code_of_word = g_new (guint32, MAX (n_words, 1));
  for (guint c = 0; c < n_words; c++)
    words->code_of_word[by_count[c]] = c;
  g_free (by_count);

  /* Postings: for each word, the cards it occurs in, in card order; a bitmap for a dense word. */
  words->bitmap_words = (self->n_cards + 31) / 32;
  dense = g_new (guint32, n_words);
  words->n_dense = 0;
  for (guint w = 0; w < n_words; w++)
    {
      guint32 count = g_array_index (counts, guint32, w);

      dense[w] = G_MAXUINT32;
      if (count > 0 && count >= words->bitmap_words)
        dense[w] = words->n_dense++;
    }
  words->dense_words = g_new (guint32, MAX (words->n_dense, 1));
  words->dense_bits = g_new0 (guint32, MAX ((gsize) words->n_dense * words->bitmap_words, 1));
  words->post_starts = g_new (guint32, n_words + 1);
  words->post_starts[0] = 0;
  for (guint w = 0; w < n_words; w++)
    {
      if (dense[w] != G_MAXUINT32)
        words->dense_words[dense[w]] = w;
      words->post_starts[w + 1] = words->post_starts[w] +
                                  (dense[w] == G_MAXUINT32 ? g_array_index (counts, guint32, w) : 0);
    }
  words->posts = g_new (guint32, MAX (words->post_starts[n_words], 1));
  for (guint w = 0; w < n_words; w++)
    {
      g_array_index (counts, guint32, w) = words->post_starts[w];
      g_array_index (last_card, guint32, w) = G_MAXUINT32;
    }
  for (guint i = 0; i < self->n_cards; i++)
    for (guint32 k = words->card_starts[i]; k < words->card_starts[i + 1]; k++)
      {
        guint32 w = g_array_index (card_words, guint32, k);

        if (g_array_index (last_card, guint32, w) == i)
          continue;
        g_array_index (last_card, guint32, w) = i;
        if (dense[w] != G_MAXUINT32)
          words->dense_bits[(gsize) dense[w] * words->bitmap_words + i / 32] |= 1u << (i % 32);
        else
          words->posts[g_array_index (counts, guint32, w)++] = i;
      }
  g_free (dense);

  /* Each card's words as codes; card_starts become byte offsets. */
  for (guint k = 0; k < card_words->len; k++)
    n_bytes += code_length (words->code_of_word[g_array_index (card_words, guint32, k)]);
  if (n_bytes >= G_MAXUINT32)
    g_error ("search index: %" G_GSIZE_FORMAT " bytes of words is more than it can hold", n_bytes);
  words->card_codes = g_new (guint8, MAX (n_bytes, 1));
  {
    guint8 *out = words->card_codes;

    for (guint i = 0; i < self->n_cards; i++)
      {
        guint32 begin = words->card_starts[i], end = words->card_starts[i + 1];

        words->card_starts[i] = (guint32) (out - words->card_codes);
        for (guint32 k = begin; k < end; k++)
          out = write_code (out, words->code_of_word[g_array_index (card_words, guint32, k)]);
      }
    words->card_starts[self->n_cards] = (guint32) (out - words->card_codes);
  }
  g_string_free (scratch, TRUE);
}

static guint8
index_of_named (GPtrArray  *defs,
                gsize       id_offset,
                const char *id)
{
  if (id == NULL)
    return NO_INDEX;
  for (guint i = 0; i < defs->len && i < NO_INDEX; i++)
    {
      const char *def_id = G_STRUCT_MEMBER (const char *, g_ptr_array_index (defs, i), id_offset);
      if (strcmp (def_id, id) == 0)
        return (guint8) i;
    }
  return NO_INDEX;
}

static void
value_index_build (ValueIndex       *values,
                   CwSearchIndex    *self,
                   const CwFieldDef *def)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  values->folded = g_ptr_array_new_with_free_func (g_free);
  values->card_starts = g_new (guint32, self->n_cards + 1);
  values->value_ids = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint i = 0; i < self->n_cards; i++)
    {
      const char *single[2] = { NULL, NULL };
      const char * const *items;

      values->card_starts[i] = values->value_ids->len;
      if (def->kind == CW_FIELD_LIST)
        items = cw_card_get_list (self->cards[i], def->id);
      else
        {
          single[0] = cw_card_get_string (self->cards[i], def->id);
          items = single;
        }
      for (guint k = 0; items != NULL && items[k] != NULL; k++)
        {
          gpointer value;
          guint32 id;

          /* Keyed by the value as written: the cards own those strings and the index holds the cards. */
          if (g_hash_table_lookup_extended (ids, items[k], NULL, &value))
            id = GPOINTER_TO_UINT (value);
          else
            {
              id = values->folded->len;
              g_ptr_array_add (values->folded, cw_text_fold (items[k]));
              g_hash_table_insert (ids, (gpointer) items[k], GUINT_TO_POINTER (id));
            }
          g_array_append_val (values->value_ids, id);
        }
    }
  values->card_starts[self->n_cards] = values->value_ids->len;
}

static void
on_collection_changed (CwCollection  *collection,
                       const char    *card_id,
                       CwSearchIndex *self)
{
  guint position;

  if (self->owned == NULL || self->ids == NULL)
    return;
  position = GPOINTER_TO_UINT (g_hash_table_lookup (self->ids, card_id));
  if (position > 0)
    self->owned[position - 1] = cw_collection_get_owned (collection, card_id);
  self->owned_generation++;
}

/* The owned count of every card, read once per collection and then kept current. */
static const guint32 *
get_owned (CwSearchIndex *self,
           CwCollection  *collection)
{
  if (collection != self->owned_collection)
    {
      if (self->owned_collection != NULL)
        g_signal_handlers_disconnect_by_func (self->owned_collection, on_collection_changed, self);
      g_set_object (&self->owned_collection, collection);
      if (collection != NULL)
        g_signal_connect_object (collection, "changed", G_CALLBACK (on_collection_changed), self, 0);
      g_clear_pointer (&self->owned, g_free);
    }
  if (self->owned == NULL)
    {
      /* Card ids are looked up only to follow owned counts: made with them, for the first search
       * that asks for one (a 100,000-card table costs a few megabytes). */
      if (self->ids == NULL)
        {
          self->ids = g_hash_table_new (g_str_hash, g_str_equal);
          for (guint i = 0; i < self->n_cards; i++)
            g_hash_table_insert (self->ids, (gpointer) cw_card_get_id (self->cards[i]), GUINT_TO_POINTER (i + 1));
        }
      self->owned = g_new0 (guint32, MAX (self->n_cards, 1));
      for (guint i = 0; collection != NULL && i < self->n_cards; i++)
        self->owned[i] = cw_collection_get_owned (collection, cw_card_get_id (self->cards[i]));
    }
  return self->owned;
}

void
cw_search_index_update (CwSearchIndex *self)
{
  GPtrArray *fields, *types, *alignments, *keywords;

  g_return_if_fail (CW_IS_SEARCH_INDEX (self));

  if (!self->dirty)
    return;
  search_index_clear (self);

  fields = cw_game_get_fields (self->game);
  types = cw_game_get_card_types (self->game);
  alignments = cw_game_get_alignments (self->game);
  keywords = cw_game_get_keywords (self->game);

  self->n_cards = g_list_model_get_n_items (self->model);
  self->cards = g_new (CwCard *, MAX (self->n_cards, 1));
  self->positions = g_hash_table_new (NULL, NULL);
  self->types = g_new (guint8, MAX (self->n_cards, 1));
  self->alignments = g_new (guint8, MAX (self->n_cards, 1));
  self->keywords = g_new0 (guint64, MAX (self->n_cards, 1));
  self->keywords_fit = keywords->len <= 64;
  self->n_fields = fields->len;
  self->numbers = g_new0 (gint32 *, MAX (self->n_fields, 1));
  for (guint f = 0; f < self->n_fields; f++)
    {
      const CwFieldDef *def = g_ptr_array_index (fields, f);
      if (def->kind == CW_FIELD_INT || def->kind == CW_FIELD_BOOL)
        self->numbers[f] = g_new (gint32, MAX (self->n_cards, 1));
    }

  for (guint i = 0; i < self->n_cards; i++)
    {
      CwCard *card = g_list_model_get_item (self->model, i);
      const char * const *card_keywords;

      self->cards[i] = card;
      g_hash_table_insert (self->positions, card, GUINT_TO_POINTER (i + 1));
      self->types[i] = index_of_named (types, G_STRUCT_OFFSET (CwCardType, id), cw_card_get_card_type (card));
      self->alignments[i] = index_of_named (alignments, G_STRUCT_OFFSET (CwAlignment, id),
                                            cw_card_get_alignment (card));
      card_keywords = cw_card_get_keywords (card);
      for (guint k = 0; self->keywords_fit && card_keywords[k] != NULL; k++)
        {
          guint8 bit = index_of_named (keywords, G_STRUCT_OFFSET (CwKeyword, id), card_keywords[k]);
          if (bit != NO_INDEX)
            self->keywords[i] |= G_GUINT64_CONSTANT (1) << bit;
        }
      for (guint f = 0; f < self->n_fields; f++)
        {
          const CwFieldDef *def = g_ptr_array_index (fields, f);
          int value;

          if (self->numbers[f] == NULL)
            continue;
          if (def->kind == CW_FIELD_BOOL)
            self->numbers[f][i] = cw_card_get_bool (card, def->id) ? 1 : 0;
          else
            self->numbers[f][i] = cw_card_get_int (card, def->id, &value) ? value : NO_VALUE;
        }
    }

  self->texts = g_new0 (ValueIndex, MAX (self->n_fields, 1));
  for (guint f = 0; f < self->n_fields; f++)
    {
      const CwFieldDef *def = g_ptr_array_index (fields, f);
      if (def->kind == CW_FIELD_TEXT || def->kind == CW_FIELD_LIST)
        value_index_build (&self->texts[f], self, def);
    }

  word_index_build (&self->search_words, self, FALSE);
  word_index_build (&self->name_words, self, TRUE);
  self->dirty = FALSE;
  self->generation++;
}

static void
on_items_changed (GListModel    *model,
                  guint          position,
                  guint          removed,
                  guint          added,
                  CwSearchIndex *self)
{
  /* Rebuilt when next asked: a burst of changes (a set loading) costs one build. */
  self->dirty = TRUE;
}

static void
cw_search_index_finalize (GObject *object)
{
  CwSearchIndex *self = CW_SEARCH_INDEX (object);

  search_index_clear (self);
  if (self->owned_collection != NULL)
    g_signal_handlers_disconnect_by_func (self->owned_collection, on_collection_changed, self);
  g_clear_object (&self->owned_collection);
  g_clear_object (&self->model);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cw_search_index_parent_class)->finalize (object);
}

static void
cw_search_index_class_init (CwSearchIndexClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cw_search_index_finalize;
}

static void
cw_search_index_init (CwSearchIndex *self)
{
  self->dirty = TRUE;
}

CwSearchIndex *
cw_search_index_new (CwGame     *game,
                     GListModel *cards)
{
  CwSearchIndex *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (cards), NULL);

  self = g_object_new (CW_TYPE_SEARCH_INDEX, NULL);
  self->game = g_object_ref (game);
  self->model = g_object_ref (cards);
  g_signal_connect_object (cards, "items-changed", G_CALLBACK (on_items_changed), self, 0);
  return self;
}

GListModel *
cw_search_index_get_model (CwSearchIndex *self)
{
  g_return_val_if_fail (CW_IS_SEARCH_INDEX (self), NULL);
  return self->model;
}

int
cw_search_index_lookup (CwSearchIndex *self,
                        CwCard        *card)
{
  g_return_val_if_fail (CW_IS_SEARCH_INDEX (self), -1);

  cw_search_index_update (self);
  return (int) GPOINTER_TO_UINT (g_hash_table_lookup (self->positions, card)) - 1;
}

/* The position of word w among the dense words, or G_MAXUINT32. */
static guint32
dense_index (const WordIndex *words,
             guint32          w)
{
  guint lo = 0, hi = words->n_dense;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;

      if (words->dense_words[mid] < w)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < words->n_dense && words->dense_words[lo] == w ? lo : G_MAXUINT32;
}

/* Cards whose words hold the needle (no spaces in it) somewhere: out[i] = mask[i] && found. */
static void
word_search (const WordIndex *words,
             guint            n_cards,
             const char      *needle,
             const guint8    *mask,
             guint8          *out)
{
  guint n_words = words->word_starts->len - 1;
  const char *vocabulary = words->vocabulary->str;
  const char *end = vocabulary + words->vocabulary->len;
  const guint32 *starts = (const guint32 *) (gpointer) words->word_starts->data;
  gsize needle_length = strlen (needle);
  g_autofree guint8 *hit = g_new0 (guint8, MAX (n_words, 1));
  g_autoptr(GArray) hits = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint64 postings = 0;
  const char *p = vocabulary;

  /* 1. The words that hold the needle: one pass over the distinct words. */
  while (p < end)
    {
      /* The vocabulary is one NUL-terminated string of "word\n" runs, and the needle holds no "\n". */
      const char *found = strstr (p, needle);
      guint lo = 0, hi = n_words;
      guint32 w;

      if (found == NULL)
        break;
      /* The word found lies in: the last start at or before the hit. */
      while (hi - lo > 1)
        {
          guint mid = (lo + hi) / 2;
          if (starts[mid] <= (guint32) (found - vocabulary))
            lo = mid;
          else
            hi = mid;
        }
      w = lo;
      if (found + needle_length <= vocabulary + starts[w + 1] - 1)
        {
          hit[words->code_of_word[w]] = 1;
          g_array_append_val (hits, w);
          /* A dense word costs its bitmap, read a 32-bit word at a time. */
          postings += words->post_starts[w + 1] - words->post_starts[w];
          if (dense_index (words, w) != G_MAXUINT32)
            postings += words->bitmap_words;
        }
      p = vocabulary + starts[w + 1];
    }

  /* 2. Their cards: through the postings when they are few, else card by card. */
  if (postings <= n_cards)
    {
      g_autofree guint32 *bits = NULL;

      memset (out, 0, n_cards);
      for (guint h = 0; h < hits->len; h++)
        {
          guint32 w = g_array_index (hits, guint32, h);
          guint32 d = dense_index (words, w);

          if (d != G_MAXUINT32)
            {
              const guint32 *word_bits = words->dense_bits + (gsize) d * words->bitmap_words;

              if (bits == NULL)
                bits = g_new0 (guint32, words->bitmap_words);
              for (guint b = 0; b < words->bitmap_words; b++)
                bits[b] |= word_bits[b];
              continue;
            }
          for (guint32 k = words->post_starts[w]; k < words->post_starts[w + 1]; k++)
            out[words->posts[k]] = 1;
        }
      /* Bit by bit of those set: a dense word may still be in only one card of 30. */
      for (guint b = 0; bits != NULL && b < words->bitmap_words; b++)
        for (guint32 word = bits[b]; word != 0; word &= word - 1)
          out[b * 32 + (guint) __builtin_ctz (word)] = 1;
      if (mask != NULL)
        for (guint i = 0; i < n_cards; i++)
          out[i] &= mask[i];
    }
  else
    {
      for (guint i = 0; i < n_cards; i++)
        {
          guint8 found = 0;

          if (mask == NULL || mask[i])
            {
              const guint8 *code = words->card_codes + words->card_starts[i];
              const guint8 *codes_end = words->card_codes + words->card_starts[i + 1];

              while (code < codes_end && !found)
                found = hit[read_code (&code)];
            }
          out[i] = found;
        }
    }
}

/* The words of the vocabulary a phrase piece may stand for: the first piece ends a word, the last
 * starts one, a middle piece is a whole word. */
static guint8 *
piece_words (const WordIndex *words,
             const char      *piece,
             gboolean         first,
             gboolean         last)
{
  guint n_words = words->word_starts->len - 1;
  const guint32 *starts = (const guint32 *) (gpointer) words->word_starts->data;
  gsize piece_length = strlen (piece);
  guint8 *ok = g_new0 (guint8, MAX (n_words, 1));

  for (guint w = 1; w < n_words; w++)
    {
      const char *word = words->vocabulary->str + starts[w];
      gsize length = starts[w + 1] - starts[w] - 1;

      if (length < piece_length)
        continue;
      guint32 c = words->code_of_word[w];

      if (first)
        ok[c] = memcmp (word + length - piece_length, piece, piece_length) == 0;
      else if (last)
        ok[c] = memcmp (word, piece, piece_length) == 0;
      else
        ok[c] = length == piece_length && memcmp (word, piece, piece_length) == 0;
    }
  return ok;
}

/* A needle with spaces ("girl from"): the cards that hold every piece somewhere, then for those
 * the words in order, which the key is made of. The same answer as strstr on the key. */
static void
phrase_search (CwSearchIndex   *self,
               const WordIndex *words,
               const char      *needle,
               const guint8    *mask,
               guint8          *out)
{
  g_auto(GStrv) pieces = g_strsplit (needle, " ", -1);
  g_autofree guint8 *piece = g_new (guint8, MAX (self->n_cards, 1));
  g_autoptr(GPtrArray) allowed = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) card_words = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint n_pieces = g_strv_length (pieces);

  /* A folded needle has single spaces and none at its ends: no piece is empty. */
  for (guint j = 0; j < n_pieces; j++)
    {
      word_search (words, self->n_cards, pieces[j], j == 0 ? mask : out, j == 0 ? out : piece);
      if (j > 0)
        for (guint i = 0; i < self->n_cards; i++)
          out[i] &= piece[i];
      g_ptr_array_add (allowed, piece_words (words, pieces[j], j == 0, j == n_pieces - 1));
    }

  if (n_pieces == 2)
    {
      /* The usual phrase, two words: no branch per word, so no mispredicted jump per word. */
      const guint8 *first = g_ptr_array_index (allowed, 0);
      const guint8 *second = g_ptr_array_index (allowed, 1);

      for (guint i = 0; i < self->n_cards; i++)
        {
          const guint8 *p = words->card_codes + words->card_starts[i];
          const guint8 *end = words->card_codes + words->card_starts[i + 1];
          guint8 found = 0;
          guint32 previous;

          if (!out[i] || p == end)
            continue;
          previous = read_code (&p);
          while (p < end)
            {
              guint32 code = read_code (&p);

              found |= first[previous] & second[code];
              previous = code;
            }
          out[i] = found;
        }
      return;
    }

  for (guint i = 0; i < self->n_cards; i++)
    {
      const guint8 *p = words->card_codes + words->card_starts[i];
      const guint8 *end = words->card_codes + words->card_starts[i + 1];
      const guint32 *codes;
      gboolean found = FALSE;

      if (!out[i])
        continue;
      g_array_set_size (card_words, 0);
      while (p < end)
        {
          guint32 code = read_code (&p);
          g_array_append_val (card_words, code);
        }
      codes = (const guint32 *) (gpointer) card_words->data;
      for (guint k = 0; k + n_pieces <= card_words->len && !found; k++)
        {
          guint j = 0;

          while (j < n_pieces && ((guint8 *) g_ptr_array_index (allowed, j))[codes[k + j]])
            j++;
          found = j == n_pieces;
        }
      out[i] = found;
    }
}

static void
index_eval (CwSearchIndex *self,
            const Node    *node,
            CwCollection  *collection,
            const guint8  *mask,
            guint8        *out);

static gboolean
term_uses_index (CwSearchIndex *self,
                 const Node    *node)
{
  switch (node->term)
    {
    case TERM_WORD:
    case TERM_TYPE:
    case TERM_ALIGN:
      return TRUE;
    case TERM_NAME:
      return TRUE;
    case TERM_KEYWORD:
      return self->keywords_fit;
    case TERM_INT:
    case TERM_BOOL:
      return node->field_index < self->n_fields && self->numbers[node->field_index] != NULL;
    case TERM_OWNED:
      return TRUE;
    case TERM_TEXT:
    case TERM_LIST:
      return node->field_index < self->n_fields && self->texts[node->field_index].folded != NULL;
    case TERM_SET:
    case TERM_ID:
    case TERM_HAS:
    default:
      return FALSE;
    }
}

/* name=…: the name index lets through the cards whose names hold every word of the whole
 * name asked for; only those are compared whole, card by card. The "•" that joins a name
 * and its version in a title is no word of the index. (Every name of a card, in every
 * language, its version and its other names are all in the name index.) */
static void
whole_name_search (CwSearchIndex *self,
                   const Node    *node,
                   CwCollection  *collection,
                   const guint8  *mask,
                   guint8        *out)
{
  g_auto(GStrv) pieces = g_strsplit (node->needle, " ", -1);
  g_autofree guint8 *piece = g_new (guint8, MAX (self->n_cards, 1));
  gboolean narrowed = FALSE;

  for (guint j = 0; pieces[j] != NULL; j++)
    {
      if (pieces[j][0] == '\0' || g_str_equal (pieces[j], "•"))
        continue;
      if (!narrowed)
        word_search (&self->name_words, self->n_cards, pieces[j], mask, out);
      else
        {
          word_search (&self->name_words, self->n_cards, pieces[j], out, piece);
          memcpy (out, piece, self->n_cards);
        }
      narrowed = TRUE;
    }
  for (guint i = 0; i < self->n_cards; i++)
    out[i] = (narrowed ? out[i] : mask == NULL || mask[i]) &&
             cw_query_node_matches (node, self->cards[i], collection);
}

static void
index_eval_term (CwSearchIndex *self,
                 const Node    *node,
                 CwCollection  *collection,
                 const guint8  *mask,
                 guint8        *out)
{
  guint n = self->n_cards;

  if (!term_uses_index (self, node))
    {
      /* Card by card, only where the mask still allows a match. */
      for (guint i = 0; i < n; i++)
        out[i] = (mask == NULL || mask[i]) && cw_query_node_matches (node, self->cards[i], collection);
      return;
    }

  switch (node->term)
    {
    case TERM_WORD:
    case TERM_NAME:
      {
        const WordIndex *words = node->term == TERM_NAME ? &self->name_words : &self->search_words;

        if (node->term == TERM_NAME && node->op == OP_EQ)
          whole_name_search (self, node, collection, mask, out);
        else if (strchr (node->needle, ' ') != NULL)
          phrase_search (self, words, node->needle, mask, out);
        else if (node->needle[0] == '\0')
          for (guint i = 0; i < n; i++)
            out[i] = mask == NULL || mask[i];
        else
          word_search (words, n, node->needle, mask, out);
      }
      return;

    case TERM_TYPE:
    case TERM_ALIGN:
      {
        GPtrArray *defs = node->term == TERM_TYPE ? cw_game_get_card_types (self->game)
                                                  : cw_game_get_alignments (self->game);
        gsize offset = node->term == TERM_TYPE ? G_STRUCT_OFFSET (CwCardType, id) : G_STRUCT_OFFSET (CwAlignment, id);
        const guint8 *values = node->term == TERM_TYPE ? self->types : self->alignments;
        guint8 wanted[256] = { 0 };

        for (guint k = 0; node->ids[k] != NULL; k++)
          {
            guint8 index = index_of_named (defs, offset, node->ids[k]);
            if (index != NO_INDEX)
              wanted[index] = 1;
          }
        for (guint i = 0; i < n; i++)
          out[i] = (mask == NULL || mask[i]) && wanted[values[i]];
      }
      return;

    case TERM_KEYWORD:
      {
        GPtrArray *keywords = cw_game_get_keywords (self->game);
        guint64 bits = 0;

        for (guint k = 0; node->ids[k] != NULL; k++)
          {
            guint8 index = index_of_named (keywords, G_STRUCT_OFFSET (CwKeyword, id), node->ids[k]);
            if (index != NO_INDEX)
              bits |= G_GUINT64_CONSTANT (1) << index;
          }
        for (guint i = 0; i < n; i++)
          out[i] = (mask == NULL || mask[i]) && (self->keywords[i] & bits) != 0;
      }
      return;

    case TERM_INT:
      {
        const gint32 *values = self->numbers[node->field_index];

        for (guint i = 0; i < n; i++)
          out[i] = (mask == NULL || mask[i]) && values[i] != NO_VALUE &&
                   cw_query_compare_number (node->op, values[i], node->number);
      }
      return;

    case TERM_BOOL:
      {
        const gint32 *values = self->numbers[node->field_index];
        gint32 wanted = node->flag ? 1 : 0;

        for (guint i = 0; i < n; i++)
          out[i] = (mask == NULL || mask[i]) && values[i] == wanted;
      }
      return;

    case TERM_OWNED:
      {
        const guint32 *owned = get_owned (self, collection);

        for (guint i = 0; i < n; i++)
          out[i] = (mask == NULL || mask[i]) &&
                   cw_query_compare_number (node->op, (int) MIN (owned[i], (guint32) G_MAXINT), node->number);
      }
      return;

    case TERM_TEXT:
    case TERM_LIST:
      {
        const ValueIndex *values = &self->texts[node->field_index];
        const guint32 *value_ids = (const guint32 *) (gpointer) values->value_ids->data;
        g_autofree guint8 *hit = g_new (guint8, MAX (values->folded->len, 1));

        /* Each distinct value once: a realm is shared by thousands of cards. */
        for (guint v = 0; v < values->folded->len; v++)
          {
            const char *folded = g_ptr_array_index (values->folded, v);
            hit[v] = node->op == OP_EQ ? strcmp (folded, node->needle) == 0
                                       : strstr (folded, node->needle) != NULL;
          }
        for (guint i = 0; i < n; i++)
          {
            guint8 found = 0;

            if (mask == NULL || mask[i])
              for (guint32 k = values->card_starts[i]; k < values->card_starts[i + 1] && !found; k++)
                found = hit[value_ids[k]];
            out[i] = found;
          }
      }
      return;

    default:
      g_assert_not_reached ();
    }
}

static void
index_eval (CwSearchIndex *self,
            const Node    *node,
            CwCollection  *collection,
            const guint8  *mask,
            guint8        *out)
{
  guint n = self->n_cards;

  switch (node->kind)
    {
    case NODE_AND:
      {
        /* Each test narrows the mask of the next: cheap tests come first (see node_new_list). */
        g_autofree guint8 *narrowed = g_new (guint8, MAX (n, 1));

        index_eval (self, node->children[0], collection, mask, out);
        for (guint c = 1; c < node->n_children; c++)
          {
            memcpy (narrowed, out, n);
            index_eval (self, node->children[c], collection, narrowed, out);
          }
      }
      return;

    case NODE_OR:
      {
        g_autofree guint8 *part = g_new (guint8, MAX (n, 1));

        index_eval (self, node->children[0], collection, mask, out);
        for (guint c = 1; c < node->n_children; c++)
          {
            index_eval (self, node->children[c], collection, mask, part);
            for (guint i = 0; i < n; i++)
              out[i] |= part[i];
          }
      }
      return;

    case NODE_NOT:
      index_eval (self, node->child, collection, mask, out);
      for (guint i = 0; i < n; i++)
        out[i] = (mask == NULL || mask[i]) && !out[i];
      return;

    case NODE_TERM:
    default:
      index_eval_term (self, node, collection, mask, out);
      return;
    }
}

guint
cw_query_filter (CwQuery       *self,
                 CwSearchIndex *index,
                 CwCollection  *collection,
                 guint8        *matches)
{
  guint n_matches = 0;

  g_return_val_if_fail (CW_IS_QUERY (self), 0);
  g_return_val_if_fail (CW_IS_SEARCH_INDEX (index), 0);
  g_return_val_if_fail (self->game == index->game, 0);
  g_return_val_if_fail (matches != NULL || g_list_model_get_n_items (index->model) == 0, 0);

  cw_search_index_update (index);
  if (self->root == NULL)
    {
      memset (matches, 1, index->n_cards);
      return index->n_cards;
    }
  index_eval (index, self->root, collection, NULL, matches);
  for (guint i = 0; i < index->n_cards; i++)
    n_matches += matches[i];
  return n_matches;
}

gboolean
cw_query_answer_from_index (CwQuery      *self,
                            CwCard       *card,
                            CwCollection *collection,
                            gboolean     *answer)
{
  CwSearchIndex *index = self->index;
  int position;

  cw_search_index_update (index);
  if (self->answers == NULL ||
      self->answers_generation != index->generation ||
      (self->uses_collection &&
       (self->answers_collection != collection || self->answers_owned_generation != index->owned_generation)))
    {
      g_free (self->answers);
      self->answers = g_new (guint8, MAX (index->n_cards, 1));
      cw_query_filter (self, index, collection, self->answers);
      self->answers_generation = index->generation;
      self->answers_collection = collection;
      self->answers_owned_generation = index->owned_generation;
    }

  if (self->last_position + 1 < index->n_cards && index->cards[self->last_position + 1] == card)
    position = (int) self->last_position + 1;
  else if (index->n_cards > 0 && index->cards[0] == card)
    position = 0;
  else
    position = (int) GPOINTER_TO_UINT (g_hash_table_lookup (index->positions, card)) - 1;
  if (position < 0)
    return FALSE;   /* not a card of the index: tested on its own */
  self->last_position = (guint) position;
  *answer = self->answers[position];
  return TRUE;
}

CwQuery *
cw_query_new_indexed (CwSearchIndex  *index,
                      const char     *text,
                      GError        **error)
{
  CwQuery *self;

  g_return_val_if_fail (CW_IS_SEARCH_INDEX (index), NULL);

  self = cw_query_new (index->game, text, error);
  if (self != NULL)
    self->index = g_object_ref (index);
  return self;
}

CwSearchIndex *
cw_query_get_index (CwQuery *self)
{
  g_return_val_if_fail (CW_IS_QUERY (self), NULL);
  return self->index;
}
