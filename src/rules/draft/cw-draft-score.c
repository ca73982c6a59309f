/* cw-draft-score.c: what each of the 9 kinds of Story card scores, and a score sheet of players. */
#include "cw-draft-score.h"
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "cw-card.h"
#include "cw-error.h"

/* ---- A Story card's rule ---- */

#define MAX_CHARACTERS 4
#define MAX_POINTS     4

struct _CwDraftStory
{
  grefcount       ref_count;
  char           *id;
  CwDraftScoring  scoring;
  char           *characters[MAX_CHARACTERS + 1];   /* NULL-terminated */
  guint           n_characters;
  int             points[MAX_POINTS];
  guint           n_points;
  int             limit;
};

G_DEFINE_BOXED_TYPE (CwDraftStory, cw_draft_story, cw_draft_story_ref, cw_draft_story_unref)

static const char * const scoring_names[] = {
  [CW_DRAFT_SCORING_PER_CARD] = "per-card",
  [CW_DRAFT_SCORING_PAIR] = "pair",
  [CW_DRAFT_SCORING_PAIR_SAME] = "pair-same",
  [CW_DRAFT_SCORING_SET_OF_FOUR] = "set-of-four",
  [CW_DRAFT_SCORING_TRIPLE] = "triple",
  [CW_DRAFT_SCORING_AT_MOST] = "at-most",
  [CW_DRAFT_SCORING_MAJORITY] = "majority",
  [CW_DRAFT_SCORING_MOST] = "most",
  [CW_DRAFT_SCORING_PLUS_MINUS] = "plus-minus",
};

const char *
cw_draft_scoring_to_string (CwDraftScoring scoring)
{
  if ((guint) scoring >= G_N_ELEMENTS (scoring_names))
    return NULL;
  return scoring_names[scoring];
}

static void
story_free (CwDraftStory *story)
{
  g_free (story->id);
  for (guint i = 0; i < story->n_characters; i++)
    g_free (story->characters[i]);
  g_free (story);
}

CwDraftStory *
cw_draft_story_ref (CwDraftStory *story)
{
  g_return_val_if_fail (story != NULL, NULL);
  g_ref_count_inc (&story->ref_count);
  return story;
}

void
cw_draft_story_unref (CwDraftStory *story)
{
  g_return_if_fail (story != NULL);
  if (g_ref_count_dec (&story->ref_count))
    story_free (story);
}

const char *
cw_draft_story_get_id (const CwDraftStory *story)
{
  g_return_val_if_fail (story != NULL, NULL);
  return story->id;
}

CwDraftScoring
cw_draft_story_get_scoring (const CwDraftStory *story)
{
  g_return_val_if_fail (story != NULL, CW_DRAFT_SCORING_PER_CARD);
  return story->scoring;
}

const char * const *
cw_draft_story_get_characters (const CwDraftStory *story)
{
  g_return_val_if_fail (story != NULL, NULL);
  return (const char * const *) story->characters;
}

/* The numbers of the `points` field ("2", "2 7 12", "3 -1 -1"). */
static gboolean
parse_points (CwDraftStory *story,
              const char   *text)
{
  g_auto(GStrv) words = g_strsplit_set (text ? text : "", " \t\n", -1);

  for (guint i = 0; words[i]; i++)
    {
      gint64 value;

      if (*words[i] == '\0')
        continue;
      if (story->n_points == MAX_POINTS ||
          !g_ascii_string_to_signed (words[i], 10, -100, 100, &value, NULL))
        return FALSE;
      story->points[story->n_points++] = (int) value;
    }
  return story->n_points > 0;
}

/* Whether the Characters and points listed make the kind's rule: how many of each it needs. */
static gboolean
shape_fits (CwDraftStory *story)
{
  guint n = story->n_characters, n_points = story->n_points;

  switch (story->scoring)
    {
    case CW_DRAFT_SCORING_PER_CARD:
    case CW_DRAFT_SCORING_PLUS_MINUS:
      /* One number per Character, each card of it scoring that many. */
      return n >= 1 && n_points == n;
    case CW_DRAFT_SCORING_PAIR:
      return n == 2 && n_points == 1 && strcmp (story->characters[0], story->characters[1]) != 0;
    case CW_DRAFT_SCORING_PAIR_SAME:
      return n == 2 && n_points == 1 && strcmp (story->characters[0], story->characters[1]) == 0;
    case CW_DRAFT_SCORING_SET_OF_FOUR:
      return n == 4 && n_points == 1;
    case CW_DRAFT_SCORING_TRIPLE:
      /* One number per count of triples: 1, 2, 3… */
      return n == 3 && n_points >= 1;
    case CW_DRAFT_SCORING_AT_MOST:
      return n == 1 && n_points == 1 && story->limit >= 0;
    case CW_DRAFT_SCORING_MAJORITY:
    case CW_DRAFT_SCORING_MOST:
      return n == 1 && n_points == 1;
    default:
      return FALSE;
    }
}

CwDraftStory *
cw_draft_story_new_from_card (CwCard  *card,
                              GError **error)
{
  const char *scoring, *type;
  const char * const *characters;
  CwDraftStory *story;
  gboolean known = FALSE;

  g_return_val_if_fail (CW_IS_CARD (card), NULL);

  type = cw_card_get_card_type (card);
  scoring = cw_card_get_string (card, "scoring");
  if (g_strcmp0 (type, "story") != 0 || scoring == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("“%s” (%s) is not a Story card"),
                   cw_card_get_name (card), cw_card_get_id (card));
      return NULL;
    }

  story = g_new0 (CwDraftStory, 1);
  g_ref_count_init (&story->ref_count);
  story->id = g_strdup (cw_card_get_id (card));
  story->limit = cw_card_get_int_or (card, "limit", -1);
  for (guint i = 0; i < G_N_ELEMENTS (scoring_names); i++)
    if (strcmp (scoring, scoring_names[i]) == 0)
      {
        story->scoring = i;
        known = TRUE;
      }
  if (!known)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Story card %s: unknown scoring kind “%s”; the kinds are per-card, pair, pair-same, "
                     "set-of-four, triple, at-most, majority, most and plus-minus"),
                   story->id, scoring);
      story_free (story);
      return NULL;
    }

  characters = cw_card_get_list (card, "characters");
  for (guint i = 0; characters && characters[i]; i++)
    {
      if (story->n_characters == MAX_CHARACTERS)
        break;
      story->characters[story->n_characters++] = g_strdup (characters[i]);
    }
  if ((characters && characters[story->n_characters] != NULL) ||
      !parse_points (story, cw_card_get_string (card, "points")) || !shape_fits (story))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Story card %s: its Characters (%u), points (“%s”) and limit do not make a “%s” card"),
                   story->id, story->n_characters, cw_card_get_string (card, "points") ?: "",
                   scoring);
      story_free (story);
      return NULL;
    }
  return story;
}

/* ---- The score sheet ---- */

typedef struct {
  char       *name;
  GHashTable *hand;      /* Character card id → count (GUINT_TO_POINTER) */
  GPtrArray  *stories;   /* of CwDraftStory, face up */
} Player;

struct _CwDraftScore
{
  GObject    parent_instance;
  GPtrArray *players;    /* of Player */
};

G_DEFINE_FINAL_TYPE (CwDraftScore, cw_draft_score, G_TYPE_OBJECT)

static void
player_free (Player *player)
{
  g_free (player->name);
  g_hash_table_unref (player->hand);
  g_ptr_array_unref (player->stories);
  g_free (player);
}

static void
cw_draft_score_finalize (GObject *object)
{
  CwDraftScore *self = CW_DRAFT_SCORE (object);

  g_ptr_array_unref (self->players);
  G_OBJECT_CLASS (cw_draft_score_parent_class)->finalize (object);
}

static void
cw_draft_score_class_init (CwDraftScoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cw_draft_score_finalize;
}

static void
cw_draft_score_init (CwDraftScore *self)
{
  self->players = g_ptr_array_new_with_free_func ((GDestroyNotify) player_free);
}

CwDraftScore *
cw_draft_score_new (void)
{
  return g_object_new (CW_TYPE_DRAFT_SCORE, NULL);
}

guint
cw_draft_score_add_player (CwDraftScore *self,
                           const char   *name)
{
  Player *player;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), 0);
  g_return_val_if_fail (name != NULL, 0);

  player = g_new0 (Player, 1);
  player->name = g_strdup (name);
  player->hand = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  player->stories = g_ptr_array_new_with_free_func ((GDestroyNotify) cw_draft_story_unref);
  g_ptr_array_add (self->players, player);
  return self->players->len - 1;
}

guint
cw_draft_score_get_n_players (CwDraftScore *self)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), 0);
  return self->players->len;
}

static Player *
get_player (CwDraftScore *self,
            guint         player)
{
  return player < self->players->len ? g_ptr_array_index (self->players, player) : NULL;
}

const char *
cw_draft_score_get_player_name (CwDraftScore *self,
                                guint         player)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);
  return get_player (self, player)->name;
}

void
cw_draft_score_set_count (CwDraftScore *self,
                          guint         player,
                          const char   *character_id,
                          guint         count)
{
  g_return_if_fail (CW_IS_DRAFT_SCORE (self));
  g_return_if_fail (player < self->players->len);
  g_return_if_fail (character_id != NULL);

  if (count == 0)
    g_hash_table_remove (get_player (self, player)->hand, character_id);
  else
    g_hash_table_insert (get_player (self, player)->hand, g_strdup (character_id), GUINT_TO_POINTER (count));
}

static guint
hand_count (Player     *player,
            const char *character_id)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (player->hand, character_id));
}

guint
cw_draft_score_get_count (CwDraftScore *self,
                          guint         player,
                          const char   *character_id)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), 0);
  g_return_val_if_fail (player < self->players->len, 0);
  g_return_val_if_fail (character_id != NULL, 0);
  return hand_count (get_player (self, player), character_id);
}

gboolean
cw_draft_score_add_story (CwDraftScore  *self,
                          guint          player,
                          CwDraftStory  *story,
                          GError       **error)
{
  Player *p;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);
  g_return_val_if_fail (story != NULL, FALSE);

  p = get_player (self, player);
  if (p->stories->len == CW_DRAFT_MAX_FACE_UP)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s has %u Story cards face up already, and a player never has more than %u"),
                   p->name, p->stories->len, CW_DRAFT_MAX_FACE_UP);
      return FALSE;
    }
  g_ptr_array_add (p->stories, cw_draft_story_ref (story));
  return TRUE;
}

guint
cw_draft_score_get_n_stories (CwDraftScore *self,
                              guint         player)
{
  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), 0);
  g_return_val_if_fail (player < self->players->len, 0);
  return get_player (self, player)->stories->len;
}

CwDraftStory *
cw_draft_score_get_story (CwDraftScore *self,
                          guint         player,
                          guint         index)
{
  Player *p;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), NULL);
  g_return_val_if_fail (player < self->players->len, NULL);
  p = get_player (self, player);
  g_return_val_if_fail (index < p->stories->len, NULL);
  return g_ptr_array_index (p->stories, index);
}

/* How many whole groups of the listed Characters the hand makes, no card in two groups:
 * "4 Dorothy, 4 Lion … (4 couples)"; a pair of the same Character takes two of it. */
static guint
count_groups (const CwDraftStory *story,
              Player             *player)
{
  guint groups = G_MAXUINT;

  for (guint i = 0; i < story->n_characters; i++)
    {
      guint needed = 0;

      for (guint j = 0; j < story->n_characters; j++)
        if (strcmp (story->characters[i], story->characters[j]) == 0)
          needed++;
      groups = MIN (groups, hand_count (player, story->characters[i]) / needed);
    }
  return groups == G_MAXUINT ? 0 : groups;
}

static int
story_points (CwDraftScore       *self,
              const CwDraftStory *story,
              Player             *player)
{
  const char *character = story->characters[0];
  guint mine = hand_count (player, character);
  GHashTableIter iter;
  gpointer count;
  guint groups;
  int points = 0;

  switch (story->scoring)
    {
    case CW_DRAFT_SCORING_PER_CARD:
    case CW_DRAFT_SCORING_PLUS_MINUS:
      /* "Il perd 1 point pour chaque carte « Glinda »": a card may score below zero. */
      for (guint i = 0; i < story->n_characters; i++)
        points += story->points[i] * (int) hand_count (player, story->characters[i]);
      return points;

    case CW_DRAFT_SCORING_PAIR:
    case CW_DRAFT_SCORING_PAIR_SAME:
    case CW_DRAFT_SCORING_SET_OF_FOUR:
      return story->points[0] * (int) count_groups (story, player);

    case CW_DRAFT_SCORING_TRIPLE:
      /* "un 4e triplé ne rapporte pas de points": beyond the last number, the last one stays. */
      groups = count_groups (story, player);
      return groups == 0 ? 0 : story->points[MIN (groups, story->n_points) - 1];

    case CW_DRAFT_SCORING_AT_MOST:
      /* "s'il possède 0 ou 1 carte Robot". */
      return mine <= (guint) story->limit ? story->points[0] : 0;

    case CW_DRAFT_SCORING_MAJORITY:
      /* A tie with another Character still scores; none of it at all does not (rules-notes). */
      if (mine == 0)
        return 0;
      g_hash_table_iter_init (&iter, player->hand);
      while (g_hash_table_iter_next (&iter, NULL, &count))
        if (GPOINTER_TO_UINT (count) > mine)
          return 0;
      return story->points[0];

    case CW_DRAFT_SCORING_MOST:
      /* "si aucun autre joueur ne possède plus de cartes « Glinda » que lui": a tie scores. */
      if (mine == 0)
        return 0;
      for (guint i = 0; i < self->players->len; i++)
        if (hand_count (g_ptr_array_index (self->players, i), character) > mine)
          return 0;
      return story->points[0];

    default:
      g_return_val_if_reached (0);
    }
}

int
cw_draft_score_get_story_points (CwDraftScore *self,
                                 guint         player,
                                 guint         index)
{
  Player *p;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), 0);
  g_return_val_if_fail (player < self->players->len, 0);
  p = get_player (self, player);
  g_return_val_if_fail (index < p->stories->len, 0);
  return story_points (self, g_ptr_array_index (p->stories, index), p);
}

int
cw_draft_score_get_total (CwDraftScore *self,
                          guint         player)
{
  Player *p;
  int total = 0;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), 0);
  g_return_val_if_fail (player < self->players->len, 0);
  p = get_player (self, player);
  for (guint i = 0; i < p->stories->len; i++)
    total += story_points (self, g_ptr_array_index (p->stories, i), p);
  return total;
}

gboolean
cw_draft_score_is_winner (CwDraftScore *self,
                          guint         player)
{
  int total;

  g_return_val_if_fail (CW_IS_DRAFT_SCORE (self), FALSE);
  g_return_val_if_fail (player < self->players->len, FALSE);

  total = cw_draft_score_get_total (self, player);
  for (guint i = 0; i < self->players->len; i++)
    if (cw_draft_score_get_total (self, i) > total)
      return FALSE;
  return TRUE;
}
