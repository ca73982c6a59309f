/* cw-query.h: the search query language of the collection browser and `cardwright-cli cards`. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

/*
 * A query is parsed once into a compiled form; matching a card then folds
 * nothing and allocates nothing, so filtering 100,000 cards per keystroke
 * stays within DESIGN.md's 5 ms budget.
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
 * Words and phrases match the card's name, text and searchable fields
 * (case- and accent-blind). FIELD is a field id or alias of the game, or one
 * of type, kw (keyword), align (alignment), set, name, id, owned, has.
 */

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
/* collection may be NULL: every card then counts as owned 0 times. Safe from any thread. */
gboolean     cw_query_matches            (CwQuery      *self,
                                          CwCard       *card,
                                          CwCollection *collection);
/* The query as the parser understood it, with explicit AND/OR/NOT, for tests and debugging. */
char        *cw_query_dup_description    (CwQuery      *self);

G_END_DECLS
