/* cw-query.h: the search query language of the collection browser and `cardwright-cli cards`. */
#pragma once

#include <gio/gio.h>
#include "cw-types.h"

G_BEGIN_DECLS

/*
 * A query is parsed once into a compiled form; matching a card then folds
 * nothing and allocates nothing, so filtering 100,000 cards per keystroke
 * stays within the 5 ms search budget (bench/README.md).
 *
 * Grammar (the README and the help popover describe the same):
 *
 *   query   := or-expr
 *   or-expr := and-expr ( "or" and-expr )*        "or" is case-blind
 *   and-expr:= unary ( ["and"] unary )*            AND binds tighter than or
 *   unary   := "-" unary | "(" or-expr ")" | term
 *   term    := word | "quoted phrase" | FIELD OP value
 *   OP      := ":" | "=" | "!=" | "<" | "<=" | ">" | ">="
 *
 * "(" and "-" nest at most CW_QUERY_MAX_DEPTH levels deep (a parse error beyond).
 *
 * Words and phrases match the card's name, text and searchable fields
 * (case- and accent-blind). FIELD is a field id or alias of the game, or one
 * of type, kw (keyword), align (alignment), set, name, id, owned, has.
 */

/* How deep "(" and "-" may nest. */
#define CW_QUERY_MAX_DEPTH 64

#define CW_TYPE_QUERY (cw_query_get_type ())
G_DECLARE_FINAL_TYPE (CwQuery, cw_query, CW, QUERY, GObject)

/* NULL and a CW_ERROR_PARSE error saying what is wrong and at which column. */
CwQuery     *cw_query_new                (CwGame       *game,
                                          const char   *text,
                                          GError      **error);
CwGame      *cw_query_get_game           (CwQuery      *self);
/* The text the query was made from. */
const char  *cw_query_get_text           (CwQuery      *self);
/* TRUE for a query with no terms: it matches every card. */
gboolean     cw_query_is_empty           (CwQuery      *self);
/* TRUE when the query uses owned counts, so a view must filter again when the collection changes. */
gboolean     cw_query_uses_collection    (CwQuery      *self);
/* collection may be NULL: every card then counts as owned 0 times. Allocates nothing; for 100,000
 * cards per keystroke use an indexed query (cw_query_new_indexed) or cw_query_filter. */
gboolean     cw_query_matches            (CwQuery      *self,
                                          CwCard       *card,
                                          CwCollection *collection);
/* The query as the parser understood it, with explicit AND/OR/NOT, for tests and debugging. */
char        *cw_query_dup_description    (CwQuery      *self);

/*
 * A search index over a list of cards (a catalog, a card set): the words of
 * every card's search and name keys with the cards they occur in, and each
 * card's type, alignment, keywords and numbers in flat arrays. Testing a
 * query on 100,000 cards then reads a few small arrays instead of every
 * card's text: a few milliseconds per keystroke. The index follows the
 * model's items-changed (it is rebuilt on the next filter after a change;
 * after editing a card, call cw_card_set_card_changed() as for any view).
 */
#define CW_TYPE_SEARCH_INDEX (cw_search_index_get_type ())
G_DECLARE_FINAL_TYPE (CwSearchIndex, cw_search_index, CW, SEARCH_INDEX, GObject)

CwSearchIndex *cw_search_index_new       (CwGame        *game,
                                          GListModel    *cards);
GListModel  *cw_search_index_get_model   (CwSearchIndex *self);
/* Builds the index now (it is otherwise built by the first filter). */
void         cw_search_index_update      (CwSearchIndex *self);
/* The card's position in the model, or -1. */
int          cw_search_index_lookup      (CwSearchIndex *self,
                                          CwCard        *card);

/* A query that answers cw_query_matches() from the index: the first call tests every card of the
 * index at once (cw_query_filter) and keeps the answers, later calls look the card up. The answers
 * are worked out again when the index's cards or the collection's owned counts change. This is
 * what a GtkFilter over 100,000 cards wants. Unlike other queries, use it from one thread. */
CwQuery     *cw_query_new_indexed        (CwSearchIndex *index,
                                          const char    *text,
                                          GError       **error);
/* The index an indexed query answers from (cw_query_new_indexed), or NULL: lets a view filter
 * the index's whole model at once with cw_query_filter. */
CwSearchIndex *cw_query_get_index        (CwQuery       *self);

/* Tests every card of the index's model at once: matches[i] is 1 when the card at position i
 * matches, 0 otherwise; matches holds g_list_model_get_n_items() bytes. Returns the number of
 * matches. The same answers as cw_query_matches() on each card. */
guint        cw_query_filter             (CwQuery       *self,
                                          CwSearchIndex *index,
                                          CwCollection  *collection,
                                          guint8        *matches);

G_END_DECLS
