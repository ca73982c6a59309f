/* test-draft-score.c: the Oz draft's end-of-game arithmetic on the shipped Story cards, each kind at its edges. */
#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-draft-score.h"
#include "cw-test-util.h"

static CwCatalog *catalog;

static CwDraftStory *
story (const char *id)
{
  g_autoptr(GError) error = NULL;
  CwCard *card = cw_catalog_lookup (catalog, id);
  CwDraftStory *result;

  g_assert_nonnull (card);
  result = cw_draft_story_new_from_card (card, &error);
  g_assert_no_error (error);
  g_assert_nonnull (result);
  return result;
}

static void
add_story (CwDraftScore *sheet,
           guint         player,
           const char   *id)
{
  g_autoptr(CwDraftStory) s = story (id);
  g_autoptr(GError) error = NULL;

  g_assert_true (cw_draft_score_add_story (sheet, player, s, &error));
  g_assert_no_error (error);
}

/* "dorothy=4 lion=4": a hand as counts per Character (the ids without "ozdr-"). */
static void
set_hand (CwDraftScore *sheet,
          guint         player,
          const char   *counts)
{
  g_auto(GStrv) words = g_strsplit (counts, " ", -1);

  for (guint i = 0; words[i]; i++)
    {
      g_auto(GStrv) pair = g_strsplit (words[i], "=", 2);
      g_autofree char *id = g_strconcat ("ozdr-", pair[0], NULL);

      g_assert_nonnull (cw_catalog_lookup (catalog, id));
      cw_draft_score_set_count (sheet, player, id, (guint) atoi (pair[1]));
    }
}

/* What one Story card scores for a lone player holding this hand. */
static int
score_one (const char *story_id,
           const char *counts)
{
  g_autoptr(CwDraftScore) sheet = cw_draft_score_new ();

  cw_draft_score_add_player (sheet, "Philippe");
  set_hand (sheet, 0, counts);
  add_story (sheet, 0, story_id);
  return cw_draft_score_get_story_points (sheet, 0, 0);
}

/* The book's example: "Au total, Philippe marque donc 20 points." */
static void
test_worked_example (void)
{
  g_autoptr(CwDraftScore) sheet = cw_draft_score_new ();

  g_assert_cmpuint (cw_draft_score_add_player (sheet, "Philippe"), ==, 0);
  set_hand (sheet, 0, "dorothy=4 lion=4 oz=3 toto=3 scarecrow=2 glinda=1 witch=1");
  add_story (sheet, 0, "ozdr-s10");   /* 2 points per Dorothy + Lion */
  add_story (sheet, 0, "ozdr-s36");   /* majority of Lion */
  add_story (sheet, 0, "ozdr-s30");   /* at most 1 Scarecrow */
  add_story (sheet, 0, "ozdr-s45");   /* Oz +3, Glinda −1, Witch −1 */
  g_assert_cmpuint (cw_draft_score_get_n_stories (sheet, 0), ==, 4);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 0), ==, 8);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 1), ==, 5);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 2), ==, 0);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 3), ==, 7);
  g_assert_cmpint (cw_draft_score_get_total (sheet, 0), ==, 20);
  g_assert_true (cw_draft_score_is_winner (sheet, 0));
  g_assert_cmpuint (cw_draft_score_get_count (sheet, 0, "ozdr-lion"), ==, 4);
  g_assert_cmpuint (cw_draft_score_get_count (sheet, 0, "ozdr-tin-man"), ==, 0);
}

static void
test_kinds_read (void)
{
  const struct { const char *id; CwDraftScoring scoring; const char *name; } kinds[] = {
    { "ozdr-s02", CW_DRAFT_SCORING_PER_CARD, "per-card" },
    { "ozdr-s09", CW_DRAFT_SCORING_PAIR, "pair" },
    { "ozdr-s15", CW_DRAFT_SCORING_PAIR_SAME, "pair-same" },
    { "ozdr-s21", CW_DRAFT_SCORING_SET_OF_FOUR, "set-of-four" },
    { "ozdr-s25", CW_DRAFT_SCORING_TRIPLE, "triple" },
    { "ozdr-s29", CW_DRAFT_SCORING_AT_MOST, "at-most" },
    { "ozdr-s35", CW_DRAFT_SCORING_MAJORITY, "majority" },
    { "ozdr-s41", CW_DRAFT_SCORING_MOST, "most" },
    { "ozdr-s45", CW_DRAFT_SCORING_PLUS_MINUS, "plus-minus" },
  };
  guint n_stories = 0;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autoptr(CwDraftStory) s = story (kinds[i].id);

      g_assert_cmpstr (cw_draft_story_get_id (s), ==, kinds[i].id);
      g_assert_cmpint (cw_draft_story_get_scoring (s), ==, kinds[i].scoring);
      g_assert_cmpstr (cw_draft_scoring_to_string (kinds[i].scoring), ==, kinds[i].name);
    }

  /* Every one of the 48 shipped Story cards reads as a rule. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      g_autoptr(CwDraftStory) s = NULL;
      g_autoptr(GError) error = NULL;

      if (g_strcmp0 (cw_card_get_card_type (card), "story") != 0)
        continue;
      s = cw_draft_story_new_from_card (card, &error);
      g_assert_no_error (error);
      n_stories++;
    }
  g_assert_cmpuint (n_stories, ==, 48);
  {
    g_autoptr(CwDraftStory) pair_same = story ("ozdr-s15");
    const char * const *characters = cw_draft_story_get_characters (pair_same);

    g_assert_cmpstr (characters[0], ==, "ozdr-toto");
    g_assert_cmpstr (characters[1], ==, "ozdr-toto");
    g_assert_null (characters[2]);
  }
}

static void
test_not_a_story (void)
{
  g_autoptr(GError) error = NULL;
  CwDraftStory *s = cw_draft_story_new_from_card (cw_catalog_lookup (catalog, "ozdr-lion"), &error);

  g_assert_null (s);
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "“Lion” (ozdr-lion) is not a Story card");
}

/* A Story card whose fields do not make its kind's rule is refused, naming it. */
static void
test_bad_story_fields (void)
{
  const struct { const char *scoring; const char *characters; const char *points; const char *message; } bad[] = {
    { "pairs", "ozdr-dorothy ozdr-lion", "2",
      "Story card ozdr-x: unknown scoring kind “pairs”; the kinds are per-card, pair, pair-same, set-of-four, "
      "triple, at-most, majority, most and plus-minus" },
    { "pair", "ozdr-dorothy", "2",
      "Story card ozdr-x: its Characters (1), points (“2”) and limit do not make a “pair” card" },
    { "pair-same", "ozdr-dorothy ozdr-lion", "3",
      "Story card ozdr-x: its Characters (2), points (“3”) and limit do not make a “pair-same” card" },
    { "plus-minus", "ozdr-oz ozdr-glinda ozdr-witch", "3 -1",
      "Story card ozdr-x: its Characters (3), points (“3 -1”) and limit do not make a “plus-minus” card" },
    { "at-most", "ozdr-oz", "4",   /* no limit */
      "Story card ozdr-x: its Characters (1), points (“4”) and limit do not make a “at-most” card" },
    { "per-card", "ozdr-oz", "three",
      "Story card ozdr-x: its Characters (1), points (“three”) and limit do not make a “per-card” card" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(CwCard) card = cw_card_new (cw_catalog_get_game (catalog), "ozdr-x");
      g_auto(GStrv) characters = g_strsplit (bad[i].characters, " ", -1);
      g_autoptr(GError) error = NULL;

      cw_card_set_card_type (card, "story");
      cw_card_set_name (card, "Bad card");
      cw_card_set_string (card, "scoring", bad[i].scoring);
      cw_card_set_list (card, "characters", (const char * const *) characters);
      cw_card_set_string (card, "points", bad[i].points);
      g_assert_null (cw_draft_story_new_from_card (card, &error));
      g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

/* per-card: "1 point pour chaque carte « Lion »". */
static void
test_per_card (void)
{
  g_assert_cmpint (score_one ("ozdr-s02", "lion=0 dorothy=5"), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s02", "lion=1"), ==, 1);
  g_assert_cmpint (score_one ("ozdr-s02", "lion=9 dorothy=3"), ==, 9);
}

/* pair: "2 points pour chaque couple de cartes « Dorothy » + « Épouvantail »". */
static void
test_pair (void)
{
  g_assert_cmpint (score_one ("ozdr-s09", ""), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s09", "dorothy=5"), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s09", "dorothy=1 scarecrow=1"), ==, 2);
  g_assert_cmpint (score_one ("ozdr-s09", "dorothy=5 scarecrow=2"), ==, 4);
  g_assert_cmpint (score_one ("ozdr-s09", "dorothy=3 scarecrow=7"), ==, 6);
}

/* pair-same: "3 points pour chaque couple de cartes « Toto »": an odd one out scores nothing. */
static void
test_pair_same (void)
{
  g_assert_cmpint (score_one ("ozdr-s15", "toto=0"), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s15", "toto=1"), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s15", "toto=2"), ==, 3);
  g_assert_cmpint (score_one ("ozdr-s15", "toto=3"), ==, 3);
  g_assert_cmpint (score_one ("ozdr-s15", "toto=9"), ==, 12);
}

/* set-of-four: "4 points pour chaque série « Dorothy » + « Lion » + « Épouvantail » + « Robot »". */
static void
test_set_of_four (void)
{
  g_assert_cmpint (score_one ("ozdr-s21", "dorothy=3 lion=3 scarecrow=3"), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s21", "dorothy=1 lion=1 scarecrow=1 tin-man=1"), ==, 4);
  g_assert_cmpint (score_one ("ozdr-s21", "dorothy=3 lion=2 scarecrow=4 tin-man=5"), ==, 8);
}

/* triple: "2 points s'il possède un triplé … 7 points … 2 triplés et 12 points … 3 ;
 * un 4e triplé ne rapporte pas de points." */
static void
test_triple (void)
{
  g_assert_cmpint (score_one ("ozdr-s25", "dorothy=4 toto=4"), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s25", "dorothy=1 toto=1 oz=1"), ==, 2);
  g_assert_cmpint (score_one ("ozdr-s25", "dorothy=2 toto=5 oz=2"), ==, 7);
  g_assert_cmpint (score_one ("ozdr-s25", "dorothy=3 toto=3 oz=3"), ==, 12);
  g_assert_cmpint (score_one ("ozdr-s25", "dorothy=4 toto=4 oz=4"), ==, 12);
  g_assert_cmpint (score_one ("ozdr-s25", "dorothy=9 toto=9 oz=9"), ==, 12);
}

/* at-most: "4 points s'il possède 0 ou 1 carte Robot". */
static void
test_at_most (void)
{
  g_assert_cmpint (score_one ("ozdr-s29", ""), ==, 4);
  g_assert_cmpint (score_one ("ozdr-s29", "tin-man=0 oz=3"), ==, 4);
  g_assert_cmpint (score_one ("ozdr-s29", "tin-man=1"), ==, 4);
  g_assert_cmpint (score_one ("ozdr-s29", "tin-man=2"), ==, 0);
}

/* majority: "5 points si les cartes « Sorcière » sont les plus représentées … autant … il marque
 * tout de même les points". */
static void
test_majority (void)
{
  g_assert_cmpint (score_one ("ozdr-s35", "witch=4 dorothy=3"), ==, 5);
  g_assert_cmpint (score_one ("ozdr-s35", "witch=4 dorothy=4"), ==, 5);
  g_assert_cmpint (score_one ("ozdr-s35", "witch=4 dorothy=4 lion=4"), ==, 5);
  g_assert_cmpint (score_one ("ozdr-s35", "witch=4 dorothy=5"), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s35", "witch=1"), ==, 5);
  /* None of it: not "the most numerous" (rules-notes), even with an empty hand. */
  g_assert_cmpint (score_one ("ozdr-s35", ""), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s35", "witch=0 dorothy=2"), ==, 0);
}

/* most: "8 points si aucun autre joueur ne possède plus de cartes « Glinda » que lui (il marque
 * les points si un autre joueur a autant …)"; every player holding the card is compared. */
static void
test_most (void)
{
  g_autoptr(CwDraftScore) sheet = cw_draft_score_new ();

  cw_draft_score_add_player (sheet, "Ann");
  cw_draft_score_add_player (sheet, "Bob");
  cw_draft_score_add_player (sheet, "Cleo");
  set_hand (sheet, 0, "glinda=3");
  set_hand (sheet, 1, "glinda=3");
  set_hand (sheet, 2, "glinda=2 oz=6");
  add_story (sheet, 0, "ozdr-s41");
  add_story (sheet, 1, "ozdr-s41");
  add_story (sheet, 2, "ozdr-s41");
  /* A tie for the most scores for both. */
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 0), ==, 8);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 1, 0), ==, 8);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 2, 0), ==, 0);

  /* One more Glinda elsewhere and the tie is gone. */
  cw_draft_score_set_count (sheet, 1, "ozdr-glinda", 4);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 0), ==, 0);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 1, 0), ==, 8);

  /* Nobody holds any: nobody has it (rules-notes). */
  for (guint i = 0; i < 3; i++)
    cw_draft_score_set_count (sheet, i, "ozdr-glinda", 0);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 0), ==, 0);

  /* Alone at the table, one card is the most. */
  g_assert_cmpint (score_one ("ozdr-s41", "glinda=1"), ==, 8);
}

/* plus-minus: "3 points pour chaque carte « Oz » … perd 1 point pour chaque carte « Glinda » et
 * chaque carte « Sorcière »": the card may go below zero and take the total with it. */
static void
test_plus_minus (void)
{
  g_autoptr(CwDraftScore) sheet = cw_draft_score_new ();

  g_assert_cmpint (score_one ("ozdr-s45", ""), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s45", "oz=3 glinda=1 witch=1"), ==, 7);
  g_assert_cmpint (score_one ("ozdr-s45", "oz=1 glinda=2 witch=1"), ==, 0);
  g_assert_cmpint (score_one ("ozdr-s45", "glinda=2 witch=3"), ==, -5);

  cw_draft_score_add_player (sheet, "Ann");
  set_hand (sheet, 0, "glinda=4 witch=2 lion=1");
  add_story (sheet, 0, "ozdr-s45");
  add_story (sheet, 0, "ozdr-s02");
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 0), ==, -6);
  g_assert_cmpint (cw_draft_score_get_story_points (sheet, 0, 1), ==, 1);
  g_assert_cmpint (cw_draft_score_get_total (sheet, 0), ==, -5);
}

/* "les cartes Personnage … peuvent être utilisées pour marquer des points sur plusieurs cartes". */
static void
test_card_counts_for_several (void)
{
  g_autoptr(CwDraftScore) sheet = cw_draft_score_new ();

  cw_draft_score_add_player (sheet, "Ann");
  set_hand (sheet, 0, "dorothy=2 lion=2 scarecrow=2 tin-man=2");
  add_story (sheet, 0, "ozdr-s01");   /* 1 per Dorothy: 2 */
  add_story (sheet, 0, "ozdr-s10");   /* Dorothy + Lion: 2 × 2 */
  add_story (sheet, 0, "ozdr-s16");   /* pair of Dorothy: 3 */
  add_story (sheet, 0, "ozdr-s21");   /* Dorothy + Lion + Scarecrow + Tin Man: 2 × 4 */
  g_assert_cmpint (cw_draft_score_get_total (sheet, 0), ==, 2 + 4 + 3 + 8);
}

static void
test_four_face_up (void)
{
  g_autoptr(CwDraftScore) sheet = cw_draft_score_new ();
  g_autoptr(CwDraftStory) fifth = story ("ozdr-s05");
  g_autoptr(GError) error = NULL;
  const char *ids[] = { "ozdr-s01", "ozdr-s02", "ozdr-s03", "ozdr-s04" };

  cw_draft_score_add_player (sheet, "Ann");
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    add_story (sheet, 0, ids[i]);
  g_assert_false (cw_draft_score_add_story (sheet, 0, fifth, &error));
  g_assert_error (error, CW_ERROR, CW_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Ann has 4 Story cards face up already, and a player never has more than 4");
  g_assert_cmpuint (cw_draft_score_get_n_stories (sheet, 0), ==, 4);
}

/* "En cas d'égalité, les joueurs ex aequo sont déclarés vainqueurs." */
static void
test_winners (void)
{
  g_autoptr(CwDraftScore) sheet = cw_draft_score_new ();

  cw_draft_score_add_player (sheet, "Ann");
  cw_draft_score_add_player (sheet, "Bob");
  cw_draft_score_add_player (sheet, "Cleo");
  set_hand (sheet, 0, "lion=3");
  set_hand (sheet, 1, "toto=3");
  set_hand (sheet, 2, "toto=2");
  add_story (sheet, 0, "ozdr-s02");
  add_story (sheet, 1, "ozdr-s05");
  add_story (sheet, 2, "ozdr-s05");
  g_assert_cmpint (cw_draft_score_get_total (sheet, 0), ==, 3);
  g_assert_cmpint (cw_draft_score_get_total (sheet, 1), ==, 3);
  g_assert_cmpint (cw_draft_score_get_total (sheet, 2), ==, 2);
  g_assert_true (cw_draft_score_is_winner (sheet, 0));
  g_assert_true (cw_draft_score_is_winner (sheet, 1));
  g_assert_false (cw_draft_score_is_winner (sheet, 2));

  cw_draft_score_set_count (sheet, 1, "ozdr-toto", 4);
  g_assert_false (cw_draft_score_is_winner (sheet, 0));
  g_assert_true (cw_draft_score_is_winner (sheet, 1));

  /* Nobody scoring anything: all tied at 0, all winners. */
  {
    g_autoptr(CwDraftScore) empty = cw_draft_score_new ();

    cw_draft_score_add_player (empty, "Ann");
    cw_draft_score_add_player (empty, "Bob");
    g_assert_cmpint (cw_draft_score_get_total (empty, 0), ==, 0);
    g_assert_true (cw_draft_score_is_winner (empty, 0));
    g_assert_true (cw_draft_score_is_winner (empty, 1));
    g_assert_cmpstr (cw_draft_score_get_player_name (empty, 1), ==, "Bob");
  }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(CwGame) game = NULL;
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  game = cw_test_load_game ("oz-draft");
  catalog = cw_test_load_catalog (game);

  g_test_add_func ("/rules/draft/score/worked-example", test_worked_example);
  g_test_add_func ("/rules/draft/score/kinds-read", test_kinds_read);
  g_test_add_func ("/rules/draft/score/not-a-story", test_not_a_story);
  g_test_add_func ("/rules/draft/score/bad-story-fields", test_bad_story_fields);
  g_test_add_func ("/rules/draft/score/per-card", test_per_card);
  g_test_add_func ("/rules/draft/score/pair", test_pair);
  g_test_add_func ("/rules/draft/score/pair-same", test_pair_same);
  g_test_add_func ("/rules/draft/score/set-of-four", test_set_of_four);
  g_test_add_func ("/rules/draft/score/triple", test_triple);
  g_test_add_func ("/rules/draft/score/at-most", test_at_most);
  g_test_add_func ("/rules/draft/score/majority", test_majority);
  g_test_add_func ("/rules/draft/score/most", test_most);
  g_test_add_func ("/rules/draft/score/plus-minus", test_plus_minus);
  g_test_add_func ("/rules/draft/score/card-counts-for-several", test_card_counts_for_several);
  g_test_add_func ("/rules/draft/score/four-face-up", test_four_face_up);
  g_test_add_func ("/rules/draft/score/winners", test_winners);
  status = g_test_run ();
  g_clear_object (&catalog);
  return status;
}
