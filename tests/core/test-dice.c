/* test-dice.c: dice pools from the game files, seeded rolls, faces by hand and the exact odds. */
#include "cw-dice.h"
#include "cw-test-util.h"

/* A die definition made in the test, for pools the shipped games do not have. */
static CwDieDef *
die_new (const char *id,
         const int  *faces,
         guint       n_faces)
{
  CwDieDef *die = g_new0 (CwDieDef, 1);

  die->id = g_strdup (id);
  die->name = g_strdup (id);
  die->color = g_strdup ("#ffffff");
  die->faces = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_vals (die->faces, faces, n_faces);
  return die;
}

static void
die_free (CwDieDef *die)
{
  g_free (die->id);
  g_free (die->name);
  g_free (die->color);
  g_array_unref (die->faces);
  g_free (die);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwDieDef, die_free)

static void
test_pool_storyline (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  const char *base_ids[] = { "blue6", "blue5", "blue4", "blue3" };

  /* 4 blue dice plus 1 gold die per Character in play, 10 dice at most. */
  for (guint n_gold = 0; n_gold <= 9; n_gold++)
    {
      g_autoptr(CwDice) dice = cw_dice_new_for_game (game, n_gold);
      guint expected = MIN (4 + n_gold, 10);

      g_assert_cmpuint (cw_dice_get_n_dice (dice), ==, expected);
      for (guint i = 0; i < 4; i++)
        {
          g_assert_cmpstr (cw_dice_get_die (dice, i)->id, ==, base_ids[i]);
          g_assert_cmpstr (cw_dice_get_die (dice, i)->color, ==, "#2f6fd0");
        }
      for (guint i = 4; i < expected; i++)
        {
          const CwDieDef *gold = cw_dice_get_die (dice, i);

          g_assert_cmpstr (gold->id, ==, "gold");
          g_assert_cmpstr (gold->color, ==, "#d4a017");
          g_assert_cmpuint (gold->faces->len, ==, 3);
        }
    }
}

static void
test_pool_storyline_totals (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) blue = cw_dice_new_for_game (game, 0);
  g_autoptr(CwDice) full = cw_dice_new_for_game (game, 6);

  /* With the default faces (a die with N faces shows 1…N symbols). */
  g_assert_cmpint (cw_dice_get_min_total (blue), ==, 4);
  g_assert_cmpint (cw_dice_get_max_total (blue), ==, 18);
  g_assert_cmpint (cw_dice_get_min_total (full), ==, 10);
  g_assert_cmpint (cw_dice_get_max_total (full), ==, 36);
}

static void
test_pool_bonus (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) archived = cw_dice_new_bonus (game, 2);
  g_autoptr(CwDice) none = cw_dice_new_bonus (game, 0);

  /* The gold dice rolled for cards archived from hand. */
  g_assert_cmpuint (cw_dice_get_n_dice (archived), ==, 2);
  g_assert_cmpstr (cw_dice_get_die (archived, 0)->id, ==, "gold");
  g_assert_cmpstr (cw_dice_get_die (archived, 1)->id, ==, "gold");
  g_assert_cmpuint (cw_dice_get_n_dice (none), ==, 0);
}

static void
test_pool_other_games (void)
{
  g_autoptr(CwGame) duel = cw_test_load_game ("oz-good-evil");
  g_autoptr(CwGame) od = cw_test_load_game ("od");
  g_autoptr(CwDice) d12 = cw_dice_new_for_game (duel, 3);
  g_autoptr(CwDice) no_bonus = cw_dice_new_bonus (duel, 3);
  g_autoptr(CwDice) no_dice = cw_dice_new_for_game (od, 2);

  /* One d12, no bonus die, at most one die. */
  g_assert_cmpuint (cw_dice_get_n_dice (d12), ==, 1);
  g_assert_cmpstr (cw_dice_get_die (d12, 0)->id, ==, "d12");
  g_assert_cmpint (cw_dice_get_min_total (d12), ==, 1);
  g_assert_cmpint (cw_dice_get_max_total (d12), ==, 12);
  g_assert_cmpuint (cw_dice_get_n_dice (no_bonus), ==, 0);
  g_assert_null (cw_game_get_dice_pool (od));
  g_assert_cmpuint (cw_dice_get_n_dice (no_dice), ==, 0);
}

static void
test_roll_seeded (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) dice = cw_dice_new_for_game (game, 0);
  GRand *rand = g_rand_new_with_seed (7);
  const int faces[] = { 3, 2, 1, 2 };
  const int symbols[] = { 4, 3, 2, 3 };
  int total;

  /* Literal values for seed 7 (GRand is a Mersenne Twister: the same on every platform). */
  total = cw_dice_roll (dice, rand);
  g_rand_free (rand);
  g_assert_cmpint (total, ==, 12);
  g_assert_cmpint (cw_dice_get_total (dice), ==, 12);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (cw_dice_get_face (dice, i), ==, faces[i]);
      g_assert_cmpint (cw_dice_get_symbols (dice, i), ==, symbols[i]);
    }
}

static void
test_roll_reproducible (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) first = cw_dice_new_for_game (game, 6);
  g_autoptr(CwDice) second = cw_dice_new_for_game (game, 6);
  gboolean some_differ = FALSE;

  for (guint32 seed = 1; seed <= 50; seed++)
    {
      GRand *a = g_rand_new_with_seed (seed);
      GRand *b = g_rand_new_with_seed (seed);
      GRand *c = g_rand_new_with_seed (seed + 1000);
      int total_a = cw_dice_roll (first, a);
      int total_b = cw_dice_roll (second, b);

      g_assert_cmpint (total_a, ==, total_b);
      for (guint i = 0; i < 10; i++)
        g_assert_cmpint (cw_dice_get_face (first, i), ==, cw_dice_get_face (second, i));
      g_assert_cmpint (total_a, >=, 10);
      g_assert_cmpint (total_a, <=, 36);

      /* Another seed gives another roll at least sometimes: the seed is really used. */
      cw_dice_roll (second, c);
      for (guint i = 0; i < 10; i++)
        if (cw_dice_get_face (first, i) != cw_dice_get_face (second, i))
          some_differ = TRUE;
      g_rand_free (a);
      g_rand_free (b);
      g_rand_free (c);
    }
  g_assert_true (some_differ);
}

static void
test_roll_fair (void)
{
  const int six[] = { 1, 2, 3, 4, 5, 6 };
  g_autoptr(CwDieDef) d6 = die_new ("d6", six, 6);
  g_autoptr(CwDice) dice = cw_dice_new ();
  GRand *rand = g_rand_new_with_seed (20240601);
  guint counts[6] = { 0 };

  /* Fixed seed: deterministic, so the loose bound cannot be flaky. Expected 10,000 each,
   * standard deviation about 91; ±1,000 catches a biased or stuck die. */
  cw_dice_add (dice, d6);
  for (guint i = 0; i < 60000; i++)
    {
      int face;

      cw_dice_roll (dice, rand);
      face = cw_dice_get_face (dice, 0);
      g_assert_cmpint (face, >=, 0);
      g_assert_cmpint (face, <, 6);
      g_assert_cmpint (cw_dice_get_symbols (dice, 0), ==, face + 1);
      counts[face]++;
    }
  g_rand_free (rand);
  for (guint f = 0; f < 6; f++)
    {
      g_assert_cmpuint (counts[f], >, 9000);
      g_assert_cmpuint (counts[f], <, 11000);
    }
}

static void
test_before_roll (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) dice = cw_dice_new_for_game (game, 1);

  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpint (cw_dice_get_face (dice, i), ==, -1);
      g_assert_cmpint (cw_dice_get_symbols (dice, i), ==, 0);
    }
  g_assert_cmpint (cw_dice_get_total (dice), ==, 0);
}

static void
test_set_faces (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) dice = cw_dice_new_for_game (game, 1);
  const guint rolled[] = { 5, 4, 3, 2, 2 };
  const guint too_high[] = { 0, 0, 0, 3, 0 };   /* blue3 has faces 0…2 */
  const guint gold_too_high[] = { 0, 0, 0, 0, 3 };
  const guint too_few[] = { 0, 0, 0, 0 };

  /* A physical roll typed in: every die on its highest face. */
  g_assert_true (cw_dice_set_faces (dice, rolled, G_N_ELEMENTS (rolled)));
  g_assert_cmpint (cw_dice_get_total (dice), ==, 6 + 5 + 4 + 3 + 3);
  g_assert_cmpint (cw_dice_get_face (dice, 4), ==, 2);
  g_assert_cmpint (cw_dice_get_symbols (dice, 4), ==, 3);

  /* Out of range, or the wrong number of faces: refused, the faces stay as they were. */
  g_assert_false (cw_dice_set_faces (dice, too_high, G_N_ELEMENTS (too_high)));
  g_assert_false (cw_dice_set_faces (dice, gold_too_high, G_N_ELEMENTS (gold_too_high)));
  g_assert_false (cw_dice_set_faces (dice, too_few, G_N_ELEMENTS (too_few)));
  g_assert_cmpint (cw_dice_get_total (dice), ==, 21);
  g_assert_cmpint (cw_dice_get_face (dice, 0), ==, 5);
  g_assert_cmpint (cw_dice_get_face (dice, 3), ==, 2);
}

static void
test_count_totals_literal (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) dice = cw_dice_new_for_game (game, 0);
  g_autoptr(GArray) counts = NULL;
  /* Ways to roll each total with the 4 blue dice (6 × 5 × 4 × 3 = 360 outcomes). */
  const guint64 expected[] = { 0, 0, 0, 0, 1, 4, 10, 19, 30, 41, 49, 52, 49, 41, 30, 19, 10, 4, 1 };
  guint64 n_outcomes = 0;

  counts = cw_dice_count_totals (dice, &n_outcomes);
  g_assert_cmpuint (n_outcomes, ==, 360);
  g_assert_cmpuint (counts->len, ==, G_N_ELEMENTS (expected));
  for (guint t = 0; t < counts->len; t++)
    g_assert_cmpuint (g_array_index (counts, guint64, t), ==, expected[t]);
}

/* Every combination of faces, one by one: the slow, obviously right answer. */
static GArray *
brute_force_totals (CwDice  *dice,
                    guint64 *n_outcomes)
{
  guint n = cw_dice_get_n_dice (dice);
  GArray *counts = g_array_new (FALSE, TRUE, sizeof (guint64));
  guint *index = g_new0 (guint, n);

  *n_outcomes = 0;
  g_array_set_size (counts, (guint) cw_dice_get_max_total (dice) + 1);
  for (;;)
    {
      int total = 0;
      guint d;

      for (d = 0; d < n; d++)
        total += g_array_index (cw_dice_get_die (dice, d)->faces, int, index[d]);
      g_array_index (counts, guint64, total)++;
      (*n_outcomes)++;

      /* Next combination, like an odometer. */
      for (d = 0; d < n; d++)
        {
          if (++index[d] < cw_dice_get_die (dice, d)->faces->len)
            break;
          index[d] = 0;
        }
      if (d == n)
        break;
    }
  g_free (index);
  return counts;
}

static void
assert_totals_match_brute_force (CwDice *dice)
{
  g_autoptr(GArray) fast = NULL;
  g_autoptr(GArray) slow = NULL;
  guint64 fast_outcomes = 0, slow_outcomes = 0;

  fast = cw_dice_count_totals (dice, &fast_outcomes);
  slow = brute_force_totals (dice, &slow_outcomes);
  g_assert_cmpuint (fast_outcomes, ==, slow_outcomes);
  g_assert_cmpuint (fast->len, ==, slow->len);
  for (guint t = 0; t < fast->len; t++)
    g_assert_cmpuint (g_array_index (fast, guint64, t), ==, g_array_index (slow, guint64, t));
}

static void
test_count_totals_brute_force (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwGame) duel = cw_test_load_game ("oz-good-evil");
  const int blanks[] = { 0, 0, 1, 2 };
  const int two_sided[] = { 0, 3 };
  const int repeated[] = { 2, 2, 2, 5, 5, 1 };
  g_autoptr(CwDieDef) blank_die = die_new ("blanks", blanks, G_N_ELEMENTS (blanks));
  g_autoptr(CwDieDef) coin = die_new ("coin", two_sided, G_N_ELEMENTS (two_sided));
  g_autoptr(CwDieDef) odd = die_new ("odd", repeated, G_N_ELEMENTS (repeated));
  g_autoptr(CwDice) custom = cw_dice_new ();

  for (guint n_gold = 0; n_gold <= 6; n_gold += 2)
    {
      g_autoptr(CwDice) dice = cw_dice_new_for_game (game, n_gold);
      assert_totals_match_brute_force (dice);
    }
  {
    g_autoptr(CwDice) dice = cw_dice_new_for_game (duel, 0);
    assert_totals_match_brute_force (dice);
  }

  /* Blank faces, repeated faces and a die whose lowest face is not first. */
  cw_dice_add (custom, blank_die);
  cw_dice_add (custom, coin);
  cw_dice_add (custom, odd);
  cw_dice_add (custom, coin);
  assert_totals_match_brute_force (custom);
}

static void
test_count_totals_empty (void)
{
  g_autoptr(CwDice) dice = cw_dice_new ();
  g_autoptr(GArray) counts = NULL;
  guint64 n_outcomes = 0;

  counts = cw_dice_count_totals (dice, &n_outcomes);
  g_assert_cmpuint (n_outcomes, ==, 1);
  g_assert_cmpuint (counts->len, ==, 1);
  g_assert_cmpuint (g_array_index (counts, guint64, 0), ==, 1);
  g_assert_cmpfloat (cw_dice_probability_at_least (dice, 0), ==, 1.0);
  g_assert_cmpfloat (cw_dice_probability_at_least (dice, 1), ==, 0.0);
}

static void
test_distribution (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) dice = cw_dice_new_for_game (game, 0);
  g_autoptr(GArray) probabilities = cw_dice_distribution (dice);
  double sum = 0;

  g_assert_cmpuint (probabilities->len, ==, 19);
  g_assert_cmpfloat (g_array_index (probabilities, double, 3), ==, 0.0);
  g_assert_cmpfloat_with_epsilon (g_array_index (probabilities, double, 4), 1.0 / 360, 1e-12);
  g_assert_cmpfloat_with_epsilon (g_array_index (probabilities, double, 11), 52.0 / 360, 1e-12);
  g_assert_cmpfloat_with_epsilon (g_array_index (probabilities, double, 18), 1.0 / 360, 1e-12);
  for (guint t = 0; t < probabilities->len; t++)
    sum += g_array_index (probabilities, double, t);
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-12);
}

static void
test_probability_at_least (void)
{
  g_autoptr(CwGame) game = cw_test_load_game ("oz-storyline");
  g_autoptr(CwDice) blue = cw_dice_new_for_game (game, 0);
  g_autoptr(CwDice) two_gold = cw_dice_new_for_game (game, 2);

  /* 4 blue dice: 206 of the 360 outcomes make 11 or more, 34 make 15 or more. */
  g_assert_cmpfloat_with_epsilon (cw_dice_probability_at_least (blue, 11), 206.0 / 360, 1e-12);
  g_assert_cmpfloat_with_epsilon (cw_dice_probability_at_least (blue, 15), 34.0 / 360, 1e-12);
  g_assert_cmpfloat (cw_dice_probability_at_least (blue, 4), ==, 1.0);
  g_assert_cmpfloat (cw_dice_probability_at_least (blue, 0), ==, 1.0);
  g_assert_cmpfloat (cw_dice_probability_at_least (blue, -3), ==, 1.0);
  g_assert_cmpfloat_with_epsilon (cw_dice_probability_at_least (blue, 18), 1.0 / 360, 1e-12);
  g_assert_cmpfloat (cw_dice_probability_at_least (blue, 19), ==, 0.0);
  g_assert_cmpfloat (cw_dice_probability_at_least (blue, 100), ==, 0.0);
  /* Two gold dice more: 1,837 of 3,240 make 15 or more. */
  g_assert_cmpfloat_with_epsilon (cw_dice_probability_at_least (two_gold, 15), 1837.0 / 3240, 1e-12);
}

static void
test_dice_copy_definitions (void)
{
  const int faces[] = { 1, 2 };
  CwDieDef *def = die_new ("coin", faces, G_N_ELEMENTS (faces));
  g_autoptr(CwDice) dice = cw_dice_new ();

  /* The pool keeps its own copy: the definition may go away (a game reloaded). */
  cw_dice_add (dice, def);
  die_free (def);
  g_assert_cmpstr (cw_dice_get_die (dice, 0)->id, ==, "coin");
  g_assert_cmpint (cw_dice_get_max_total (dice), ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* A failing case reports and the others still run: one bug must not hide the next. */
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/core/dice/pool/storyline", test_pool_storyline);
  g_test_add_func ("/core/dice/pool/storyline-totals", test_pool_storyline_totals);
  g_test_add_func ("/core/dice/pool/bonus", test_pool_bonus);
  g_test_add_func ("/core/dice/pool/other-games", test_pool_other_games);
  g_test_add_func ("/core/dice/pool/own-copy", test_dice_copy_definitions);
  g_test_add_func ("/core/dice/roll/seeded", test_roll_seeded);
  g_test_add_func ("/core/dice/roll/reproducible", test_roll_reproducible);
  g_test_add_func ("/core/dice/roll/fair", test_roll_fair);
  g_test_add_func ("/core/dice/roll/before-roll", test_before_roll);
  g_test_add_func ("/core/dice/set-faces", test_set_faces);
  g_test_add_func ("/core/dice/odds/literal", test_count_totals_literal);
  g_test_add_func ("/core/dice/odds/brute-force", test_count_totals_brute_force);
  g_test_add_func ("/core/dice/odds/empty", test_count_totals_empty);
  g_test_add_func ("/core/dice/odds/distribution", test_distribution);
  g_test_add_func ("/core/dice/odds/at-least", test_probability_at_least);

  return g_test_run ();
}
