/* cw-dice.c: a pool of dice: seeded unbiased rolls, the symbols total, the exact distribution. */
#include <string.h>

#include "cw-dice.h"

typedef struct {
  CwDieDef *def;    /* a copy: the pool outlives no game but may outlive a reload */
  int       face;   /* index rolled, -1 before a roll */
} Die;

struct _CwDice
{
  GObject  parent_instance;

  GArray  *dice;    /* of Die */
};

G_DEFINE_FINAL_TYPE (CwDice, cw_dice, G_TYPE_OBJECT)

static CwDieDef *
die_def_copy (const CwDieDef *def)
{
  CwDieDef *copy = g_new0 (CwDieDef, 1);

  copy->id = g_strdup (def->id);
  copy->name = g_strdup (def->name);
  copy->name_variants = g_strdupv (def->name_variants);
  copy->color = g_strdup (def->color);
  copy->faces = g_array_copy (def->faces);
  return copy;
}

static void
die_clear (Die *die)
{
  g_free (die->def->id);
  g_free (die->def->name);
  g_strfreev (die->def->name_variants);
  g_free (die->def->color);
  g_array_unref (die->def->faces);
  g_free (die->def);
}

static void
cw_dice_finalize (GObject *object)
{
  CwDice *self = CW_DICE (object);

  g_clear_pointer (&self->dice, g_array_unref);

  G_OBJECT_CLASS (cw_dice_parent_class)->finalize (object);
}

static void
cw_dice_class_init (CwDiceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cw_dice_finalize;
}

static void
cw_dice_init (CwDice *self)
{
  self->dice = g_array_new (FALSE, FALSE, sizeof (Die));
  g_array_set_clear_func (self->dice, (GDestroyNotify) die_clear);
}

CwDice *
cw_dice_new (void)
{
  return g_object_new (CW_TYPE_DICE, NULL);
}

CwDice *
cw_dice_new_for_game (CwGame *game,
                      guint   n_bonus)
{
  const CwDicePool *pool;
  CwDice *self;
  const CwDieDef *bonus;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = cw_dice_new ();
  pool = cw_game_get_dice_pool (game);
  if (pool == NULL)
    return self;
  for (guint i = 0; pool->base[i]; i++)
    if (pool->max_dice < 0 || cw_dice_get_n_dice (self) < (guint) pool->max_dice)
      cw_dice_add (self, cw_game_find_die (game, pool->base[i]));
  bonus = pool->bonus ? cw_game_find_die (game, pool->bonus) : NULL;
  /* "You may roll up to a maximum of 10 dice during this phase." */
  for (guint i = 0; bonus && i < n_bonus; i++)
    if (pool->max_dice < 0 || cw_dice_get_n_dice (self) < (guint) pool->max_dice)
      cw_dice_add (self, bonus);
  return self;
}

CwDice *
cw_dice_new_bonus (CwGame *game,
                   guint   n)
{
  const CwDicePool *pool;
  const CwDieDef *bonus;
  CwDice *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  self = cw_dice_new ();
  pool = cw_game_get_dice_pool (game);
  bonus = pool && pool->bonus ? cw_game_find_die (game, pool->bonus) : NULL;
  for (guint i = 0; bonus && i < n; i++)
    cw_dice_add (self, bonus);
  return self;
}

void
cw_dice_add (CwDice         *self,
             const CwDieDef *def)
{
  Die die;

  g_return_if_fail (CW_IS_DICE (self));
  g_return_if_fail (def != NULL && def->faces->len > 0);

  die.def = die_def_copy (def);
  die.face = -1;
  g_array_append_val (self->dice, die);
}

guint
cw_dice_get_n_dice (CwDice *self)
{
  g_return_val_if_fail (CW_IS_DICE (self), 0);
  return self->dice->len;
}

const CwDieDef *
cw_dice_get_die (CwDice *self,
                 guint   index)
{
  g_return_val_if_fail (CW_IS_DICE (self), NULL);
  g_return_val_if_fail (index < self->dice->len, NULL);
  return g_array_index (self->dice, Die, index).def;
}

int
cw_dice_roll (CwDice *self,
              GRand  *rand)
{
  g_return_val_if_fail (CW_IS_DICE (self), 0);
  g_return_val_if_fail (rand != NULL, 0);

  /* g_rand_int_range draws without modulo bias. */
  for (guint i = 0; i < self->dice->len; i++)
    {
      Die *die = &g_array_index (self->dice, Die, i);
      die->face = g_rand_int_range (rand, 0, (gint32) die->def->faces->len);
    }
  return cw_dice_get_total (self);
}

gboolean
cw_dice_set_faces (CwDice      *self,
                   const guint *faces,
                   guint        n_faces)
{
  g_return_val_if_fail (CW_IS_DICE (self), FALSE);

  if (n_faces != self->dice->len)
    return FALSE;
  for (guint i = 0; i < n_faces; i++)
    if (faces[i] >= g_array_index (self->dice, Die, i).def->faces->len)
      return FALSE;
  for (guint i = 0; i < n_faces; i++)
    g_array_index (self->dice, Die, i).face = (int) faces[i];
  return TRUE;
}

int
cw_dice_get_face (CwDice *self,
                  guint   index)
{
  g_return_val_if_fail (CW_IS_DICE (self), -1);
  g_return_val_if_fail (index < self->dice->len, -1);
  return g_array_index (self->dice, Die, index).face;
}

int
cw_dice_get_symbols (CwDice *self,
                     guint   index)
{
  Die *die;

  g_return_val_if_fail (CW_IS_DICE (self), 0);
  g_return_val_if_fail (index < self->dice->len, 0);

  die = &g_array_index (self->dice, Die, index);
  return die->face < 0 ? 0 : g_array_index (die->def->faces, int, die->face);
}

int
cw_dice_get_total (CwDice *self)
{
  int total = 0;

  g_return_val_if_fail (CW_IS_DICE (self), 0);

  for (guint i = 0; i < self->dice->len; i++)
    total += cw_dice_get_symbols (self, i);
  return total;
}

static int
die_extreme (const CwDieDef *def,
             gboolean        want_max)
{
  int best = g_array_index (def->faces, int, 0);

  for (guint i = 1; i < def->faces->len; i++)
    {
      int symbols = g_array_index (def->faces, int, i);
      if (want_max ? symbols > best : symbols < best)
        best = symbols;
    }
  return best;
}

int
cw_dice_get_min_total (CwDice *self)
{
  int total = 0;

  g_return_val_if_fail (CW_IS_DICE (self), 0);

  for (guint i = 0; i < self->dice->len; i++)
    total += die_extreme (g_array_index (self->dice, Die, i).def, FALSE);
  return total;
}

int
cw_dice_get_max_total (CwDice *self)
{
  int total = 0;

  g_return_val_if_fail (CW_IS_DICE (self), 0);

  for (guint i = 0; i < self->dice->len; i++)
    total += die_extreme (g_array_index (self->dice, Die, i).def, TRUE);
  return total;
}

GArray *
cw_dice_count_totals (CwDice  *self,
                      guint64 *n_outcomes)
{
  GArray *counts;
  int max_total;

  g_return_val_if_fail (CW_IS_DICE (self), NULL);

  /* Convolve one die at a time: exact integer counts, no sampling. */
  max_total = cw_dice_get_max_total (self);
  counts = g_array_sized_new (FALSE, TRUE, sizeof (guint64), (guint) max_total + 1);
  g_array_set_size (counts, (guint) max_total + 1);
  g_array_index (counts, guint64, 0) = 1;
  if (n_outcomes)
    *n_outcomes = 1;

  for (guint i = 0; i < self->dice->len; i++)
    {
      const CwDieDef *def = g_array_index (self->dice, Die, i).def;
      g_autoptr(GArray) next = g_array_sized_new (FALSE, TRUE, sizeof (guint64), counts->len);

      g_array_set_size (next, counts->len);
      for (guint t = 0; t < counts->len; t++)
        {
          guint64 ways = g_array_index (counts, guint64, t);

          if (ways == 0)
            continue;
          for (guint f = 0; f < def->faces->len; f++)
            {
              guint sum = t + (guint) g_array_index (def->faces, int, f);
              if (sum < next->len)
                g_array_index (next, guint64, sum) += ways;
            }
        }
      memcpy (counts->data, next->data, counts->len * sizeof (guint64));
      if (n_outcomes)
        *n_outcomes *= def->faces->len;
    }
  return counts;
}

GArray *
cw_dice_distribution (CwDice *self)
{
  g_autoptr(GArray) counts = NULL;
  GArray *probabilities;
  guint64 n_outcomes = 1;

  g_return_val_if_fail (CW_IS_DICE (self), NULL);

  counts = cw_dice_count_totals (self, &n_outcomes);
  probabilities = g_array_sized_new (FALSE, TRUE, sizeof (double), counts->len);
  g_array_set_size (probabilities, counts->len);
  for (guint t = 0; t < counts->len; t++)
    g_array_index (probabilities, double, t) =
      (double) g_array_index (counts, guint64, t) / (double) n_outcomes;
  return probabilities;
}

double
cw_dice_probability_at_least (CwDice *self,
                              int     total)
{
  g_autoptr(GArray) counts = NULL;
  guint64 n_outcomes = 1, ways = 0;

  g_return_val_if_fail (CW_IS_DICE (self), 0.0);

  counts = cw_dice_count_totals (self, &n_outcomes);
  for (guint t = (guint) MAX (total, 0); t < counts->len; t++)
    ways += g_array_index (counts, guint64, t);
  return (double) ways / (double) n_outcomes;
}
