/* cw-rules-test.c: what the rules tests share: the test game, cards built in code, a table of Authors. */
#include "cw-rules-test.h"

static const char * const author_names[] = { "Ann", "Bob", "Cleo", "Dan", "Eve", "Finn" };
static const char * const author_colours[] = { "#c01c28", "#1c71d8", "#26a269", "#e5a50a", "#813d9c", "#63452c" };

CwGame *
rt_load_game (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "rules", "storyline-test", "game.xml", NULL);
  g_autoptr (GError) error = NULL;
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

CwGame *
rt_load_shipped_game (const char *game_id)
{
  g_autofree char *path = g_build_filename (g_getenv ("CARDWRIGHT_DATA_DIR"), "games", game_id, "game.xml", NULL);
  g_autoptr (GError) error = NULL;
  CwGame *game = cw_game_new_from_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpstr (cw_game_get_id (game), ==, game_id);
  return game;
}

RtTable *
rt_table_new_full (const char         *game_id,
                   guint               n_authors,
                   int                 first_author,
                   int                 library_size,
                   const char * const *options)
{
  RtTable *table = g_new0 (RtTable, 1);
  g_autoptr (GError) error = NULL;

  table->game = game_id ? rt_load_shipped_game (game_id) : rt_load_game ();
  table->match = cw_match_new (table->game, NULL);
  table->cards = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; options && options[i]; i += 2)
    {
      g_assert_true (cw_engine_set_option (CW_ENGINE (table->match), options[i], options[i + 1], &error));
      g_assert_no_error (error);
    }
  for (guint i = 0; i < n_authors; i++)
    {
      g_autoptr (CwLibrary) library = NULL;
      int index;

      if (library_size >= 0)
        {
          /* Game cards are only counted: no catalog is needed for them. */
          library = cw_library_new (table->game);
          cw_library_set_count (library, "library", "walker", (guint) library_size);
        }
      index = cw_match_add_author (table->match, author_names[i], author_colours[i], NULL, library, &error);
      g_assert_no_error (error);
      g_assert_cmpint (index, ==, (int) i);
    }
  g_assert_true (cw_match_start (table->match, 42, first_author, &error));
  g_assert_no_error (error);
  return table;
}

RtTable *
rt_table_new (guint n_authors,
              int   first_author)
{
  return rt_table_new_full (NULL, n_authors, first_author, -1, NULL);
}

void
rt_table_free (RtTable *table)
{
  g_clear_object (&table->match);
  g_clear_object (&table->game);
  g_ptr_array_unref (table->cards);
  g_free (table);
}

static CwCard *
new_card (RtTable    *table,
          const char *type,
          const char *name,
          const char *keywords)
{
  g_autofree char *id = g_strdup_printf ("test-%03u", table->cards->len + 1);
  CwCard *card = cw_card_new (table->game, id);

  cw_card_set_card_type (card, type);
  cw_card_set_name (card, name);
  if (keywords != NULL)
    {
      g_auto (GStrv) words = g_strsplit (keywords, " ", -1);

      for (guint i = 0; words[i]; i++)
        cw_card_add_keyword (card, words[i]);
    }
  g_ptr_array_add (table->cards, card);
  return card;
}

CwCard *
rt_character (RtTable    *table,
              const char *name,
              const char *version,
              int         cost,
              int         vitality,
              const char *keywords)
{
  CwCard *card = new_card (table, "character", name, keywords);

  if (version != NULL)
    cw_card_set_version (card, version);
  cw_card_set_int (card, "cost", cost);
  cw_card_set_int (card, "vitality", vitality);
  return card;
}

CwCard *
rt_card (RtTable    *table,
         const char *type,
         const char *name,
         int         cost,
         const char *keywords)
{
  CwCard *card = new_card (table, type, name, keywords);

  cw_card_set_int (card, "cost", cost);
  return card;
}

CwCard *
rt_location (RtTable    *table,
             const char *name,
             int         enter_cost,
             int         leave_cost,
             gboolean    water,
             gboolean    requires_swimming)
{
  CwCard *card = new_card (table, "location", name, NULL);

  if (enter_cost)
    cw_card_set_int (card, "enter_cost", enter_cost);
  if (leave_cost)
    cw_card_set_int (card, "leave_cost", leave_cost);
  if (water)
    cw_card_set_bool (card, "water", TRUE);
  if (requires_swimming)
    cw_card_set_bool (card, "requires_swimming", TRUE);
  return card;
}

int
rt_place (RtTable *table,
          int      author,
          int      index)
{
  const int *line = cw_match_get_storyline (table->match, author);

  g_assert_nonnull (line);
  g_assert_cmpint (index, >=, 0);
  g_assert_cmpint (index, <, CW_MATCH_STORYLINE_LENGTH);
  return line[index];
}

void
rt_lay_out (RtTable *table,
            int      author,
            CwCard  *locations[6])
{
  for (int i = 0; i < 6; i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (cw_match_identify_location (table->match, rt_place (table, author, i + 1), locations[i], &error));
      g_assert_no_error (error);
    }
}

void
rt_lay_out_roads (RtTable *table)
{
  CwCard *row[6];

  for (int i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("Road %d", i + 1);

      row[i] = rt_location (table, name, 0, 0, FALSE, FALSE);
    }
  rt_lay_out (table, 0, row);
}

const char *
rt_log_line_from_end (RtTable *table,
                      guint    back)
{
  GPtrArray *log = cw_match_get_log (table->match);

  g_assert_cmpuint (log->len, >, back);
  return g_ptr_array_index (log, log->len - 1 - back);
}

char *
rt_read_text (const char *path)
{
  char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

void
rt_roll (RtTable *table,
         int      sp)
{
  g_autoptr (CwDice) pool = cw_match_dup_turn_pool (table->match);
  guint n = cw_dice_get_n_dice (pool);
  g_autofree guint *faces = g_new0 (guint, n);
  g_autoptr (GError) error = NULL;
  int total = (int) n;   /* face 0 of every test die shows 1 symbol */

  for (guint i = 0; i < n && total < sp; i++)
    {
      const CwDieDef *die = cw_dice_get_die (pool, i);
      guint raise = MIN ((guint) (sp - total), die->faces->len - 1);

      faces[i] = raise;
      total += (int) raise;
    }
  g_assert_cmpint (total, ==, sp);
  g_assert_true (cw_match_enter_roll (table->match, faces, n, &error));
  g_assert_no_error (error);
}

void
rt_begin_turn (RtTable *table,
               int      sp)
{
  g_autoptr (GError) error = NULL;
  int author = cw_match_get_current_author (table->match);
  int before = cw_match_get_balance (table->match, author);

  g_assert_true (cw_match_draw (table->match, &error));
  g_assert_no_error (error);
  rt_roll (table, sp);
  g_assert_cmpint (cw_match_get_balance (table->match, author), ==, before + sp);
}

void
rt_end_turn (RtTable *table)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cw_match_end_turn (table->match, &error));
  g_assert_no_error (error);
}

guint
rt_play (RtTable *table,
         CwCard  *card)
{
  g_autoptr (GError) error = NULL;
  guint piece = cw_match_play_card (table->match, card, CW_PLACE_NONE, 0, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (piece, !=, 0);
  return piece;
}

void
rt_move (RtTable   *table,
         guint      piece,
         int        to_place,
         CwMoveKind kind)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cw_match_move (table->match, piece, to_place, kind, &error));
  g_assert_no_error (error);
}

void
rt_walk (RtTable *table,
         guint    piece,
         int      index)
{
  int owner = cw_match_piece_get_owner (table->match, piece);

  for (;;)
    {
      int at = cw_match_get_storyline_index (table->match, owner, cw_match_piece_get_place (table->match, piece));

      g_assert_cmpint (at, >=, 0);
      if (at == index)
        break;
      rt_move (table, piece, rt_place (table, owner, at + (index > at ? 1 : -1)), CW_MOVE_FORCED);
    }
}

const char *
rt_last_log (RtTable *table)
{
  GPtrArray *log = cw_match_get_log (table->match);

  g_assert_cmpuint (log->len, >, 0);
  return g_ptr_array_index (log, log->len - 1);
}

char *
rt_log_since (RtTable *table,
              guint    from)
{
  GPtrArray *log = cw_match_get_log (table->match);
  GString *text = g_string_new (NULL);

  for (guint i = from; i < log->len; i++)
    g_string_append_printf (text, "%s%s", i > from ? "\n" : "", (const char *) g_ptr_array_index (log, i));
  return g_string_free (text, FALSE);
}

char *
rt_state_text (CwMatch *match)
{
  GString *text = g_string_new (NULL);
  g_autoptr (GArray) pieces = cw_match_get_pieces (match);
  g_autoptr (GArray) score = cw_match_get_score (match);
  GPtrArray *log = cw_match_get_log (match);
  GPtrArray *folio = cw_match_get_folio (match);

  g_string_append_printf (text, "phase %d round %u author %d step %d end %d/%u\n",
                          cw_match_get_phase (match), cw_match_get_round (match),
                          cw_match_get_current_author (match), cw_match_get_step (match),
                          cw_match_get_ending_author (match), cw_match_get_ending_piece (match));
  for (int a = 0; a < (int) cw_match_get_n_authors (match); a++)
    g_string_append_printf (text, "author %d: %d SP, hand %d, library %d, archive %d, score %d\n", a,
                            cw_match_get_balance (match, a), cw_match_get_hand_count (match, a),
                            cw_match_get_library_count (match, a), cw_match_get_archive_count (match, a),
                            g_array_index (score, CwMatchScore, a).total);
  for (int place = 0; place < (int) cw_match_get_n_places (match); place++)
    {
      CwCard *card = cw_match_get_location (match, place);

      g_string_append_printf (text, "place %d: %s %s\n", place, card ? cw_card_get_id (card) : "-",
                              cw_match_location_is_face_up (match, place) ? "up" : "down");
    }
  for (guint i = 0; i < folio->len; i++)
    g_string_append_printf (text, "folio %s\n", cw_card_get_id (g_ptr_array_index (folio, i)));
  for (guint i = 0; i < pieces->len; i++)
    {
      guint piece = g_array_index (pieces, guint, i);

      g_string_append_printf (text, "piece %u: %s kind %d owner %d controller %d place %d vitality %d host %u bonus %d\n",
                              piece, cw_card_get_id (cw_match_piece_get_card (match, piece)),
                              cw_match_piece_get_kind (match, piece), cw_match_piece_get_owner (match, piece),
                              cw_match_piece_get_controller (match, piece), cw_match_piece_get_place (match, piece),
                              cw_match_piece_get_vitality (match, piece), cw_match_piece_get_host (match, piece),
                              cw_match_piece_has_bonus_moved (match, piece));
    }
  for (guint i = 0; i < log->len; i++)
    g_string_append_printf (text, "log: %s\n", (const char *) g_ptr_array_index (log, i));
  return g_string_free (text, FALSE);
}
