/* cw-query-private.h: the parsed query tree, shared by the parser (cw-query.c) and the search index (cw-search-index.c). */
#pragma once

#include "cw-query.h"

G_BEGIN_DECLS

typedef enum {
  OP_CONTAINS,   /* ":" */
  OP_EQ,         /* "=" */
  OP_NE,         /* "!=" */
  OP_LT,
  OP_LE,
  OP_GT,
  OP_GE,
} Op;

typedef enum {
  TERM_WORD,      /* search key contains */
  TERM_NAME,      /* name key contains */
  TERM_TYPE,      /* card type is one of ids */
  TERM_KEYWORD,   /* card has one of ids */
  TERM_ALIGN,     /* alignment is one of ids */
  TERM_SET,       /* set id contains / equals */
  TERM_ID,        /* card id equals */
  TERM_OWNED,     /* owned count compares */
  TERM_INT,       /* int field compares */
  TERM_TEXT,      /* text field contains / equals */
  TERM_LIST,      /* an item of a list field contains / equals */
  TERM_BOOL,      /* bool field is yes / no */
  TERM_HAS,       /* the card has a value for the field */
} TermKind;

typedef enum {
  NODE_TERM,
  NODE_AND,
  NODE_OR,
  NODE_NOT,
} NodeKind;

typedef struct _Node Node;
struct _Node {
  NodeKind   kind;
  guint      cost;          /* rough price of evaluating it: cheap tests go first in an AND */
  /* NODE_AND, NODE_OR */
  Node     **children;
  guint      n_children;
  /* NODE_NOT */
  Node      *child;
  /* NODE_TERM */
  TermKind   term;
  Op         op;            /* OP_CONTAINS or OP_EQ for text tests; any for numbers */
  char      *needle;        /* folded */
  char      *label;         /* field id as written in descriptions */
  const char *field_id;     /* borrowed from the game's CwFieldDef */
  guint      field_index;   /* the field's position in cw_game_get_fields() */
  int        number;
  gboolean   flag;
  char     **ids;           /* type, keyword or alignment ids */
};

struct _CwQuery {
  GObject   parent_instance;

  CwGame   *game;
  char     *text;
  Node     *root;           /* NULL: matches everything */
  gboolean  uses_collection;

  /* cw_query_new_indexed(): the answer for every card of the index, tested at once when first asked. */
  CwSearchIndex *index;
  guint8        *answers;
  guint          answers_generation;
  guint          answers_owned_generation;
  CwCollection  *answers_collection;   /* not a reference: compared, never used */
  guint          last_position;        /* a filter model asks in order: try the next card first */
};

/* value OP number, for the number terms. */
gboolean cw_query_compare_number    (Op             op,
                                     int            value,
                                     int            number);
/* Whether one card passes a term or a whole tree, card by card (cw-query.c). */
gboolean cw_query_node_matches      (const Node    *node,
                                     CwCard        *card,
                                     CwCollection  *collection);
/* A query made by cw_query_new_indexed() answers from its index (cw-search-index.c). */
gboolean cw_query_answer_from_index (CwQuery       *self,
                                     CwCard        *card,
                                     CwCollection  *collection,
                                     gboolean      *answer);

G_END_DECLS
