/* cw-rules-test.h: what the rules tests share: the test game, cards built in code, a table of Authors. */
#pragma once

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-dice.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-match.h"

G_BEGIN_DECLS

/* tests/rules/storyline-test/game.xml: the Storyline fields and keywords, dice whose
 * face n shows n symbols (so a roll's Story Points are exactly what the test enters). */
CwGame     *rt_load_game        (void);

typedef struct {
  CwGame    *game;
  CwMatch   *match;
  GPtrArray *cards;     /* every card built by the test, freed with the table */
} RtTable;

/* A started match of n Authors (Ann, Bob, Cleo, Dan, Eve, Finn) without Libraries:
 * every Location is face down and unknown until the test lays them out. */
RtTable    *rt_table_new        (guint       n_authors,
                                 int         first_author);
/* The same with a game: NULL for the test game, or the id of a shipped game
 * (data/games/<id>/game.xml); a Library of library_size game cards for each Author
 * (-1: none the app knows); options: rule option key, value, key, value…, NULL. */
RtTable    *rt_table_new_full   (const char *game_id,
                                 guint       n_authors,
                                 int         first_author,
                                 int         library_size,
                                 const char * const *options);
/* A shipped game definition, data/games/<id>/game.xml. */
CwGame     *rt_load_shipped_game (const char *game_id);
void        rt_table_free       (RtTable    *table);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (RtTable, rt_table_free)

/* Cards built in code; keywords separated by spaces (NULL for none); borrowed from the table. */
CwCard     *rt_character        (RtTable    *table,
                                 const char *name,
                                 const char *version,
                                 int         cost,
                                 int         vitality,
                                 const char *keywords);
CwCard     *rt_card             (RtTable    *table,
                                 const char *type,
                                 const char *name,
                                 int         cost,
                                 const char *keywords);
CwCard     *rt_location         (RtTable    *table,
                                 const char *name,
                                 int         enter_cost,
                                 int         leave_cost,
                                 gboolean    water,
                                 gboolean    requires_swimming);
/* Places six Locations (face down) on positions 1…6 of the Author's Storyline. */
void        rt_lay_out          (RtTable    *table,
                                 int         author,
                                 CwCard     *locations[6]);
/* Six plain Locations, "Road 1"…"Road 6" (nothing to enter or leave, no water), laid out on
 * Author 0's Storyline: a road for tests about something else. */
void        rt_lay_out_roads    (RtTable    *table);
/* The place at position 0…7 of the Author's Storyline. */
int         rt_place            (RtTable    *table,
                                 int         author,
                                 int         index);
/* Draws, then enters a roll worth exactly sp for the current Author's pool. */
void        rt_begin_turn       (RtTable    *table,
                                 int         sp);
/* Enters a roll worth exactly sp (step 2). */
void        rt_roll             (RtTable    *table,
                                 int         sp);
void        rt_end_turn         (RtTable    *table);
/* The log's line back lines before the last (0: the last). */
const char *rt_log_line_from_end (RtTable   *table,
                                 guint       back);
/* A file's whole text; fails the test if it cannot be read. */
char       *rt_read_text        (const char *path);
guint       rt_play             (RtTable    *table,
                                 CwCard     *card);
void        rt_move             (RtTable    *table,
                                 guint       piece,
                                 int         to_place,
                                 CwMoveKind  kind);
/* Moves a piece by a card (free, any step) to a position of its owner's Storyline,
 * one Location at a time. */
void        rt_walk             (RtTable    *table,
                                 guint       piece,
                                 int         index);
const char *rt_last_log         (RtTable    *table);
/* The log lines from line `from` on, joined with "\n". */
char       *rt_log_since        (RtTable    *table,
                                 guint       from);

/* Everything a player could see of the match, as text: turn, balances, Locations,
 * pieces, the log. Two matches in the same state give the same text. */
char       *rt_state_text       (CwMatch    *match);

/* Asserts that expr (which sets `error`) was refused by a rule with this message. */
#define rt_assert_refused(err, expected)                                  \
  G_STMT_START {                                                          \
    g_assert_error ((err), CW_ERROR, CW_ERROR_INVALID);                   \
    g_assert_cmpstr ((err)->message, ==, (expected));                     \
    g_clear_error (&(err));                                               \
  } G_STMT_END

G_END_DECLS
