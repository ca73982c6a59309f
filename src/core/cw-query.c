/* cw-query.c: parses the search query language once into a tree of precomputed tests. */
#include "cw-query.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-card-private.h"
#include "cw-collection.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-text.h"

typedef enum {
  OP_CONTAINS,   /* ":" */
  OP_EQ,         /* "=" */
  OP_NE,         /* "!=" */
  OP_LT,
  OP_LE,
  OP_GT,
  OP_GE,
} Op;

static const char * const op_names[] = { ":", "=", "!=", "<", "<=", ">", ">=" };

typedef enum {
  TOKEN_TERM,
  TOKEN_NOT,
  TOKEN_OR,
  TOKEN_AND,
  TOKEN_OPEN,
  TOKEN_CLOSE,
} TokenKind;

typedef struct {
  TokenKind  kind;
  guint      column;        /* 1-based, in characters */
  char      *field;         /* NULL for a word or phrase; lower case */
  Op         op;
  char      *value;         /* the word, phrase or value as typed */
  guint      value_column;
  char      *source;        /* the token as typed, for messages */
} Token;

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

static gboolean query_answer_from_index (CwQuery *self, CwCard *card, CwCollection *collection, gboolean *answer);

G_DEFINE_FINAL_TYPE (CwQuery, cw_query, G_TYPE_OBJECT)

/* Folding a field value needs a buffer; one per thread keeps matching allocation-free and thread-safe. */
static void
scratch_free (gpointer data)
{
  g_string_free (data, TRUE);
}

static GPrivate scratch_key = G_PRIVATE_INIT (scratch_free);

static GString *
get_scratch (void)
{
  GString *scratch = g_private_get (&scratch_key);

  if (scratch == NULL)
    {
      scratch = g_string_sized_new (256);
      g_private_set (&scratch_key, scratch);
    }
  g_string_truncate (scratch, 0);
  return scratch;
}

static void
node_free (Node *node)
{
  if (node == NULL)
    return;
  for (guint i = 0; i < node->n_children; i++)
    node_free (node->children[i]);
  g_free (node->children);
  node_free (node->child);
  g_free (node->needle);
  g_free (node->label);
  g_strfreev (node->ids);
  g_free (node);
}

static void
token_clear (gpointer data)
{
  Token *token = data;

  g_free (token->field);
  g_free (token->value);
  g_free (token->source);
}

/* ---- lexer ------------------------------------------------------------ */

typedef struct {
  CwGame      *game;
  const char  *text;
  GArray      *tokens;      /* of Token */
  guint        position;    /* parser's next token */
  gboolean     uses_collection;
} Parser;

static guint
column_of (Parser     *parser,
           const char *p)
{
  return (guint) g_utf8_pointer_to_offset (parser->text, p) + 1;
}

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static gboolean
ends_word (char c)
{
  return c == '\0' || is_space (c) || c == '(' || c == ')' || c == '"';
}

/* The operator at p, if any, and its length. */
static gboolean
read_op (const char *p,
         Op         *op,
         guint      *length)
{
  if (p[0] == ':')
    *op = OP_CONTAINS, *length = 1;
  else if (p[0] == '!' && p[1] == '=')
    *op = OP_NE, *length = 2;
  else if (p[0] == '<' && p[1] == '=')
    *op = OP_LE, *length = 2;
  else if (p[0] == '>' && p[1] == '=')
    *op = OP_GE, *length = 2;
  else if (p[0] == '=')
    *op = OP_EQ, *length = 1;
  else if (p[0] == '<')
    *op = OP_LT, *length = 1;
  else if (p[0] == '>')
    *op = OP_GT, *length = 1;
  else
    return FALSE;
  return TRUE;
}

/* Reads a quoted phrase starting at the quote; NULL and an error when it never closes. */
static char *
read_quoted (Parser      *parser,
             const char  *quote,
             const char **end,
             GError     **error)
{
  const char *close = strchr (quote + 1, '"');

  if (close == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("unclosed quote at column %u: add a closing \""),
                   column_of (parser, quote));
      return NULL;
    }
  *end = close + 1;
  return g_strndup (quote + 1, close - quote - 1);
}

static gboolean
lex (Parser  *parser,
     GError **error)
{
  const char *p = parser->text;

  while (*p != '\0')
    {
      Token token = { 0 };
      const char *start = p;

      if (is_space (*p))
        {
          p++;
          continue;
        }

      token.column = column_of (parser, p);

      if (*p == '(' || *p == ')')
        {
          token.kind = *p == '(' ? TOKEN_OPEN : TOKEN_CLOSE;
          token.source = g_strndup (p, 1);
          p++;
          g_array_append_val (parser->tokens, token);
          continue;
        }

      if (*p == '-')
        {
          if (ends_word (p[1]) && p[1] != '(' && p[1] != '"')
            {
              g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                           _("“-” at column %u must be followed by what to leave out, "
                           "as in -flying or -kw:flying"),
                           token.column);
              return FALSE;
            }
          token.kind = TOKEN_NOT;
          token.source = g_strdup ("-");
          p++;
          g_array_append_val (parser->tokens, token);
          continue;
        }

      token.kind = TOKEN_TERM;

      if (*p == '"')
        {
          token.value = read_quoted (parser, p, &p, error);
          if (token.value == NULL)
            return FALSE;
          token.value_column = token.column + 1;
          token.source = g_strndup (start, p - start);
          g_array_append_val (parser->tokens, token);
          continue;
        }

      /* FIELD OP value: an identifier directly followed by an operator. */
      if (g_ascii_isalpha (*p) || *p == '_')
        {
          const char *q = p;
          Op op;
          guint op_length;

          while (g_ascii_isalnum (*q) || *q == '_')
            q++;
          if (read_op (q, &op, &op_length))
            {
              const char *v = q + op_length;

              token.field = g_ascii_strdown (p, q - p);
              token.op = op;
              token.value_column = column_of (parser, v);
              if (*v == '"')
                {
                  token.value = read_quoted (parser, v, &p, error);
                  if (token.value == NULL)
                    {
                      token_clear (&token);
                      return FALSE;
                    }
                }
              else
                {
                  p = v;
                  while (*p != '\0' && !is_space (*p) && *p != '(' && *p != ')')
                    p++;
                  token.value = g_strndup (v, p - v);
                }
              token.source = g_strndup (start, p - start);
              if (token.value[0] == '\0' && *v != '"')
                {
                  g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                               _("“%s” at column %u needs a value after “%s”"),
                               token.source, token.column, op_names[op]);
                  token_clear (&token);
                  return FALSE;
                }
              g_array_append_val (parser->tokens, token);
              continue;
            }
        }

      /* A plain word runs to the next space, parenthesis or quote. */
      while (!ends_word (*p))
        p++;
      token.value = g_strndup (start, p - start);
      token.value_column = token.column;
      token.source = g_strdup (token.value);
      if (g_ascii_strcasecmp (token.value, "or") == 0)
        token.kind = TOKEN_OR;
      else if (g_ascii_strcasecmp (token.value, "and") == 0)
        token.kind = TOKEN_AND;
      g_array_append_val (parser->tokens, token);
    }

  return TRUE;
}

/* ---- compiling terms --------------------------------------------------- */

static Node *
node_new_term (TermKind kind,
               Op       op,
               guint    cost)
{
  Node *node = g_new0 (Node, 1);

  node->kind = NODE_TERM;
  node->term = kind;
  node->op = op;
  node->cost = cost;
  return node;
}

static Node *
node_new_not (Node *child)
{
  Node *node = g_new0 (Node, 1);

  node->kind = NODE_NOT;
  node->child = child;
  node->cost = child->cost;
  return node;
}

static char *
list_field_names (CwGame *game)
{
  GPtrArray *fields = cw_game_get_fields (game);
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *def = g_ptr_array_index (fields, i);
      g_string_append_printf (names, "%s, ", def->id);
    }
  g_string_append (names, "type, kw, align, set, name, id, owned, has");
  return g_string_free (names, FALSE);
}

static gboolean
op_is_text (Op op)
{
  return op == OP_CONTAINS || op == OP_EQ || op == OP_NE;
}

static gboolean
check_text_op (const Token *token,
               const char  *what,
               GError     **error)
{
  if (op_is_text (token->op))
    return TRUE;
  g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
               _("“%s” at column %u: %s is not a number, so it takes “:”, “=” or “!=”, not “%s”"),
               token->source, token->column, what, op_names[token->op]);
  return FALSE;
}

static gboolean
prefix_of (const char *folded_value,
           const char *candidate)
{
  g_autofree char *folded = cw_text_fold (candidate);
  return g_str_has_prefix (folded, folded_value);
}

/* The ids among type, keyword or alignment definitions that a value names:
 * the exact id or name, or with ":" every one it is a prefix of. */
typedef struct {
  const char *id;
  const char *name;
} Named;

static char **
resolve_names (const Named *named,
               guint        n_named,
               const char  *value,
               gboolean     allow_prefix)
{
  g_autofree char *folded = cw_text_fold (value);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gboolean found = FALSE;

  for (guint i = 0; i < n_named; i++)
    {
      if (cw_text_equal_folded (named[i].id, value) ||
          cw_text_equal_folded (named[i].name, value))
        {
          g_strv_builder_add (builder, named[i].id);
          found = TRUE;
        }
    }
  if (!found && allow_prefix && folded[0] != '\0')
    {
      for (guint i = 0; i < n_named; i++)
        if (prefix_of (folded, named[i].id) || prefix_of (folded, named[i].name))
          {
            g_strv_builder_add (builder, named[i].id);
            found = TRUE;
          }
    }
  if (!found)
    return NULL;
  return g_strv_builder_end (builder);
}

static char *
join_named (const Named *named,
            guint        n_named)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < n_named; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", named[i].id);
  if (n_named == 0)
    g_string_append (list, _("none"));
  return g_string_free (list, FALSE);
}

static Node *
compile_named (const Token *token,
               TermKind     kind,
               const char  *unknown,  /* N_("unknown card type “%s” at column %u; types: %s") */
               const Named *named,
               guint        n_named,
               GError     **error)
{
  g_auto(GStrv) ids = NULL;
  Node *node;

  if (!check_text_op (token, token->field, error))
    return NULL;
  ids = resolve_names (named, n_named, token->value, token->op == OP_CONTAINS);
  if (ids == NULL)
    {
      g_autofree char *list = join_named (named, n_named);
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _(unknown), token->value, token->value_column, list);
      return NULL;
    }
  node = node_new_term (kind, OP_EQ, 1);
  node->ids = g_steal_pointer (&ids);
  node->label = g_strdup (token->field);
  return token->op == OP_NE ? node_new_not (node) : node;
}

static gboolean
parse_number (const Token *token,
              const char  *what,
              int         *number,
              GError     **error)
{
  gint64 value;

  if (!g_ascii_string_to_signed (token->value, 10, G_MININT, G_MAXINT, &value, NULL))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("“%s” at column %u is not a number (%s compares numbers)"),
                   token->value, token->value_column, what);
      return FALSE;
    }
  *number = (int) value;
  return TRUE;
}

static gboolean
parse_yes_no (const Token *token,
              gboolean    *flag,
              GError     **error)
{
  static const char * const yes[] = { "yes", "y", "true", "1", "on", NULL };
  static const char * const no[] = { "no", "n", "false", "0", "off", NULL };

  for (guint i = 0; yes[i] != NULL; i++)
    if (g_ascii_strcasecmp (token->value, yes[i]) == 0)
      {
        *flag = TRUE;
        return TRUE;
      }
  for (guint i = 0; no[i] != NULL; i++)
    if (g_ascii_strcasecmp (token->value, no[i]) == 0)
      {
        *flag = FALSE;
        return TRUE;
      }
  g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
               _("“%s” at column %u is not yes or no (%s is yes or no)"),
               token->value, token->value_column, token->field);
  return FALSE;
}

static Node *
compile_word (const char *value)
{
  Node *node = node_new_term (TERM_WORD, OP_CONTAINS, 3);

  node->needle = cw_text_fold (value);
  return node;
}

static Node *
compile_field_term (Parser       *parser,
                    const Token  *token,
                    GError      **error)
{
  const char *field = token->field;
  Node *node;

  if (g_str_equal (field, "type"))
    {
      GPtrArray *types = cw_game_get_card_types (parser->game);
      g_autofree Named *named = g_new0 (Named, types->len + 1);

      for (guint i = 0; i < types->len; i++)
        {
          const CwCardType *type = g_ptr_array_index (types, i);
          named[i] = (Named) { type->id, type->name };
        }
      return compile_named (token, TERM_TYPE, N_("unknown card type “%s” at column %u; types: %s"), named, types->len, error);
    }

  if (g_str_equal (field, "kw") || g_str_equal (field, "keyword"))
    {
      GPtrArray *keywords = cw_game_get_keywords (parser->game);
      g_autofree Named *named = g_new0 (Named, keywords->len + 1);

      for (guint i = 0; i < keywords->len; i++)
        {
          const CwKeyword *keyword = g_ptr_array_index (keywords, i);
          named[i] = (Named) { keyword->id, keyword->name };
        }
      return compile_named (token, TERM_KEYWORD, N_("unknown keyword “%s” at column %u; keywords: %s"), named, keywords->len, error);
    }

  if (g_str_equal (field, "align") || g_str_equal (field, "alignment"))
    {
      GPtrArray *alignments = cw_game_get_alignments (parser->game);
      g_autofree Named *named = g_new0 (Named, alignments->len + 1);

      for (guint i = 0; i < alignments->len; i++)
        {
          const CwAlignment *alignment = g_ptr_array_index (alignments, i);
          named[i] = (Named) { alignment->id, alignment->name };
        }
      return compile_named (token, TERM_ALIGN, N_("unknown alignment “%s” at column %u; alignments: %s"), named, alignments->len, error);
    }

  if (g_str_equal (field, "name") || g_str_equal (field, "set") || g_str_equal (field, "id"))
    {
      TermKind kind = g_str_equal (field, "name") ? TERM_NAME
                    : g_str_equal (field, "set") ? TERM_SET : TERM_ID;

      if (!check_text_op (token, field, error))
        return NULL;
      node = node_new_term (kind, token->op == OP_NE ? OP_EQ : token->op,
                            kind == TERM_NAME ? 3 : 1);
      /* Ids are written as they are; folding them would make "EX-001" miss "ex-001". */
      node->needle = kind == TERM_NAME ? cw_text_fold (token->value)
                                       : g_ascii_strdown (token->value, -1);
      node->label = g_strdup (field);
      return token->op == OP_NE ? node_new_not (node) : node;
    }

  if (g_str_equal (field, "owned"))
    {
      node = node_new_term (TERM_OWNED, token->op == OP_CONTAINS ? OP_EQ : token->op, 1);
      if (!parse_number (token, "owned", &node->number, error))
        {
          node_free (node);
          return NULL;
        }
      node->label = g_strdup (field);
      parser->uses_collection = TRUE;
      return node;
    }

  if (g_str_equal (field, "has"))
    {
      const CwFieldDef *def;
      g_autofree char *lower = g_ascii_strdown (token->value, -1);

      if (token->op != OP_CONTAINS)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                       _("“%s” at column %u: write has:FIELD, as in has:cost"),
                       token->source, token->column);
          return NULL;
        }
      def = cw_game_find_field (parser->game, lower);
      if (def == NULL)
        {
          g_autofree char *names = list_field_names (parser->game);
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                       _("unknown field “%s” at column %u; fields: %s"),
                       token->value, token->value_column, names);
          return NULL;
        }
      node = node_new_term (TERM_HAS, OP_EQ, 1);
      node->field_id = def->id;
      node->field_index = def->index;
      node->label = g_strdup (def->id);
      return node;
    }

  {
    const CwFieldDef *def = cw_game_find_field (parser->game, field);

    if (def == NULL)
      {
        g_autofree char *names = list_field_names (parser->game);
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                     _("unknown field “%s” at column %u; fields: %s"),
                     field, token->column, names);
        return NULL;
      }

    switch (def->kind)
      {
      case CW_FIELD_INT:
        node = node_new_term (TERM_INT, token->op == OP_CONTAINS ? OP_EQ : token->op, 1);
        if (!parse_number (token, def->id, &node->number, error))
          {
            node_free (node);
            return NULL;
          }
        break;

      case CW_FIELD_BOOL:
        {
          gboolean flag;

          if (!check_text_op (token, def->id, error) || !parse_yes_no (token, &flag, error))
            return NULL;
          node = node_new_term (TERM_BOOL, OP_EQ, 1);
          node->flag = token->op == OP_NE ? !flag : flag;
        }
        break;

      case CW_FIELD_TEXT:
      case CW_FIELD_LIST:
      default:
        if (!check_text_op (token, def->id, error))
          return NULL;
        node = node_new_term (def->kind == CW_FIELD_LIST ? TERM_LIST : TERM_TEXT,
                              token->op == OP_NE ? OP_EQ : token->op, 2);
        node->needle = cw_text_fold (token->value);
        node->field_id = def->id;
        node->field_index = def->index;
        node->label = g_strdup (def->id);
        return token->op == OP_NE ? node_new_not (node) : node;
      }

    node->field_id = def->id;
    node->field_index = def->index;
    node->label = g_strdup (def->id);
    return node;
  }
}

/* ---- parser -------------------------------------------------------------- */

static Token *
peek (Parser *parser)
{
  if (parser->position >= parser->tokens->len)
    return NULL;
  return &g_array_index (parser->tokens, Token, parser->position);
}

static gboolean
starts_unary (const Token *token)
{
  return token != NULL &&
         (token->kind == TOKEN_TERM || token->kind == TOKEN_NOT || token->kind == TOKEN_OPEN);
}

static Node *parse_or (Parser *parser, GError **error);

static Node *
parse_unary (Parser  *parser,
             GError **error)
{
  Token *token = peek (parser);
  Node *node;

  g_assert (starts_unary (token));
  parser->position++;

  switch (token->kind)
    {
    case TOKEN_NOT:
      {
        Token *next = peek (parser);

        if (!starts_unary (next))
          {
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                         _("“-” at column %u must be followed by what to leave out"),
                         token->column);
            return NULL;
          }
        node = parse_unary (parser, error);
        if (node == NULL)
          return NULL;
        if (node->kind == NODE_NOT)
          {
            /* "--x" is x. */
            Node *inner = g_steal_pointer (&node->child);
            node_free (node);
            return inner;
          }
        return node_new_not (node);
      }

    case TOKEN_OPEN:
      {
        Token *close;

        if (peek (parser) != NULL && peek (parser)->kind == TOKEN_CLOSE)
          {
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                         _("empty parentheses at column %u"), token->column);
            return NULL;
          }
        node = parse_or (parser, error);
        if (node == NULL)
          return NULL;
        close = peek (parser);
        if (close == NULL || close->kind != TOKEN_CLOSE)
          {
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                         _("“(” at column %u is never closed: add a “)”"), token->column);
            node_free (node);
            return NULL;
          }
        parser->position++;
        return node;
      }

    case TOKEN_TERM:
      if (token->field != NULL)
        return compile_field_term (parser, token, error);
      return compile_word (token->value);

    case TOKEN_OR:
    case TOKEN_AND:
    case TOKEN_CLOSE:
    default:
      g_assert_not_reached ();
    }
}

/* An AND or OR of the nodes, or the node itself when there is one. */
static Node *
node_new_list (NodeKind   kind,
               GPtrArray *nodes)
{
  Node *node;

  if (nodes->len == 1)
    return g_ptr_array_steal_index (nodes, 0);

  node = g_new0 (Node, 1);
  node->kind = kind;
  if (kind == NODE_AND)
    {
      /* Cheap tests first: a failed type test spares the text search. Order never changes the
       * answer; an insertion sort keeps equal costs in the order typed. */
      for (guint i = 1; i < nodes->len; i++)
        for (guint j = i; j > 0; j--)
          {
            Node *before = g_ptr_array_index (nodes, j - 1);
            Node *after = g_ptr_array_index (nodes, j);

            if (before->cost <= after->cost)
              break;
            nodes->pdata[j - 1] = after;
            nodes->pdata[j] = before;
          }
    }
  node->n_children = nodes->len;
  node->children = (Node **) g_ptr_array_steal (nodes, NULL);
  for (guint i = 0; i < node->n_children; i++)
    node->cost = MAX (node->cost, node->children[i]->cost);
  return node;
}

static Node *
parse_and (Parser  *parser,
           GError **error)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) node_free);

  for (;;)
    {
      Token *token = peek (parser);
      Node *node;

      if (token != NULL && token->kind == TOKEN_AND)
        {
          Token *next = parser->position + 1 < parser->tokens->len
                      ? &g_array_index (parser->tokens, Token, parser->position + 1) : NULL;

          if (nodes->len == 0 || !starts_unary (next))
            {
              g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                           nodes->len == 0 ? _("“%s” at column %u needs a term before it")
                                           : _("“%s” at column %u needs a term after it"),
                           token->source, token->column);
              return NULL;
            }
          parser->position++;
          continue;
        }
      if (!starts_unary (token))
        break;
      node = parse_unary (parser, error);
      if (node == NULL)
        return NULL;
      g_ptr_array_add (nodes, node);
    }

  g_assert (nodes->len > 0);
  return node_new_list (NODE_AND, nodes);
}

/* Called where a term must start: at the beginning of the query or after "(". */
static Node *
parse_or (Parser  *parser,
          GError **error)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) node_free);

  for (;;)
    {
      Token *token = peek (parser);
      Node *node;

      if (!starts_unary (token) && (token == NULL || token->kind != TOKEN_AND))
        {
          if (nodes->len > 0)
            {
              /* Nothing after an "or": at the end, before ")" or before another "or". */
              Token *or_token = &g_array_index (parser->tokens, Token, parser->position - 1);
              g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                           _("“%s” at column %u needs a term after it"),
                           or_token->source, or_token->column);
            }
          else if (token == NULL)
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("the query ends where a term should be"));
          else if (token->kind == TOKEN_OR)
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                         _("“%s” at column %u needs a term before it"),
                         token->source, token->column);
          else
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                         _("“)” at column %u has no “(” before it"), token->column);
          return NULL;
        }

      node = parse_and (parser, error);
      if (node == NULL)
        return NULL;
      g_ptr_array_add (nodes, node);

      token = peek (parser);
      if (token == NULL || token->kind != TOKEN_OR)
        break;
      parser->position++;
    }

  return node_new_list (NODE_OR, nodes);
}

/* ---- matching ------------------------------------------------------------ */

static gboolean
compare_number (Op  op,
                int value,
                int number)
{
  switch (op)
    {
    case OP_CONTAINS:
    case OP_EQ: return value == number;
    case OP_NE: return value != number;
    case OP_LT: return value < number;
    case OP_LE: return value <= number;
    case OP_GT: return value > number;
    case OP_GE: return value >= number;
    default:    return FALSE;
    }
}

static gboolean
in_ids (char       **ids,
        const char  *id)
{
  if (id == NULL)
    return FALSE;
  for (guint i = 0; ids[i] != NULL; i++)
    if (strcmp (ids[i], id) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
text_matches (const Node *node,
              const char *value)
{
  GString *scratch;

  if (value == NULL)
    return FALSE;
  scratch = get_scratch ();
  cw_text_fold_append (scratch, value);
  if (node->op == OP_EQ)
    return strcmp (scratch->str, node->needle) == 0;
  return strstr (scratch->str, node->needle) != NULL;
}

static gboolean
node_matches (const Node   *node,
              CwCard       *card,
              CwCollection *collection)
{
  switch (node->kind)
    {
    case NODE_AND:
      for (guint i = 0; i < node->n_children; i++)
        if (!node_matches (node->children[i], card, collection))
          return FALSE;
      return TRUE;

    case NODE_OR:
      for (guint i = 0; i < node->n_children; i++)
        if (node_matches (node->children[i], card, collection))
          return TRUE;
      return FALSE;

    case NODE_NOT:
      return !node_matches (node->child, card, collection);

    case NODE_TERM:
    default:
      break;
    }

  switch (node->term)
    {
    case TERM_WORD:
      return strstr (cw_card_get_search_key (card), node->needle) != NULL;

    case TERM_NAME:
      if (node->op == OP_EQ)
        return text_matches (node, cw_card_get_name (card)) ||
               text_matches (node, cw_card_get_title (card));
      return strstr (cw_card_get_name_key (card), node->needle) != NULL;

    case TERM_TYPE:
      return in_ids (node->ids, cw_card_get_card_type (card));

    case TERM_ALIGN:
      return in_ids (node->ids, cw_card_get_alignment (card));

    case TERM_KEYWORD:
      for (guint i = 0; node->ids[i] != NULL; i++)
        if (cw_card_has_keyword (card, node->ids[i]))
          return TRUE;
      return FALSE;

    case TERM_SET:
      {
        const char *set_id = cw_card_get_set_id (card);

        if (set_id == NULL)
          return FALSE;
        if (node->op == OP_EQ)
          return g_ascii_strcasecmp (set_id, node->needle) == 0;
        return strstr (set_id, node->needle) != NULL;
      }

    case TERM_ID:
      {
        const char *id = cw_card_get_id (card);

        if (node->op == OP_EQ)
          return g_ascii_strcasecmp (id, node->needle) == 0;
        return strstr (id, node->needle) != NULL;
      }

    case TERM_OWNED:
      {
        guint owned = collection != NULL ? cw_collection_get_owned (collection, cw_card_get_id (card)) : 0;
        return compare_number (node->op, (int) MIN (owned, (guint) G_MAXINT), node->number);
      }

    case TERM_INT:
      {
        int value;

        /* A card without the field has no cost to compare: cost!=2 leaves it out too. */
        if (!cw_card_get_int (card, node->field_id, &value))
          return FALSE;
        return compare_number (node->op, value, node->number);
      }

    case TERM_TEXT:
      return text_matches (node, cw_card_get_string (card, node->field_id));

    case TERM_LIST:
      {
        const char * const *items = cw_card_get_list (card, node->field_id);

        for (guint i = 0; items != NULL && items[i] != NULL; i++)
          if (text_matches (node, items[i]))
            return TRUE;
        return FALSE;
      }

    case TERM_BOOL:
      return (cw_card_get_bool (card, node->field_id) ? TRUE : FALSE) == node->flag;

    case TERM_HAS:
      return cw_card_has_field (card, node->field_id);

    default:
      return FALSE;
    }
}

/* ---- description --------------------------------------------------------- */

static void
describe (const Node *node,
          GString    *out,
          gboolean    nested)
{
  switch (node->kind)
    {
    case NODE_AND:
    case NODE_OR:
      if (nested)
        g_string_append_c (out, '(');
      for (guint i = 0; i < node->n_children; i++)
        {
          if (i > 0)
            g_string_append (out, node->kind == NODE_AND ? " AND " : " OR ");
          describe (node->children[i], out, TRUE);
        }
      if (nested)
        g_string_append_c (out, ')');
      return;

    case NODE_NOT:
      g_string_append (out, "NOT ");
      describe (node->child, out, TRUE);
      return;

    case NODE_TERM:
    default:
      break;
    }

  switch (node->term)
    {
    case TERM_WORD:
      g_string_append_printf (out, "\"%s\"", node->needle);
      break;
    case TERM_NAME:
    case TERM_SET:
    case TERM_ID:
    case TERM_TEXT:
    case TERM_LIST:
      g_string_append_printf (out, "%s%s\"%s\"", node->label, op_names[node->op], node->needle);
      break;
    case TERM_TYPE:
    case TERM_KEYWORD:
    case TERM_ALIGN:
      {
        g_autofree char *ids = g_strjoinv ("|", node->ids);
        g_string_append_printf (out, "%s=%s", node->label, ids);
      }
      break;
    case TERM_OWNED:
    case TERM_INT:
      g_string_append_printf (out, "%s%s%d", node->label, op_names[node->op], node->number);
      break;
    case TERM_BOOL:
      g_string_append_printf (out, "%s=%s", node->label, node->flag ? "yes" : "no");
      break;
    case TERM_HAS:
      g_string_append_printf (out, "has:%s", node->label);
      break;
    default:
      break;
    }
}

/* ---- the object ---------------------------------------------------------- */

static void
cw_query_finalize (GObject *object)
{
  CwQuery *self = CW_QUERY (object);

  g_clear_pointer (&self->root, node_free);
  g_clear_pointer (&self->text, g_free);
  g_clear_pointer (&self->answers, g_free);
  g_clear_object (&self->index);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cw_query_parent_class)->finalize (object);
}

static void
cw_query_class_init (CwQueryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_query_finalize;
}

static void
cw_query_init (CwQuery *self)
{
}

CwQuery *
cw_query_new (CwGame      *game,
              const char  *text,
              GError     **error)
{
  g_autoptr(CwQuery) self = NULL;
  g_autoptr(GArray) tokens = NULL;
  Parser parser = { 0 };
  Node *root = NULL;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (text == NULL)
    text = "";
  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, CW_ERROR, CW_ERROR_PARSE, _("the query is not valid UTF-8 text"));
      return NULL;
    }

  tokens = g_array_new (FALSE, TRUE, sizeof (Token));
  g_array_set_clear_func (tokens, token_clear);
  parser.game = game;
  parser.text = text;
  parser.tokens = tokens;

  if (!lex (&parser, error))
    return NULL;

  if (tokens->len > 0)
    {
      Token *rest;

      root = parse_or (&parser, error);
      if (root == NULL)
        return NULL;
      rest = peek (&parser);
      if (rest != NULL)
        {
          node_free (root);
          if (rest->kind == TOKEN_CLOSE)
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                         _("“)” at column %u has no “(” before it"), rest->column);
          else
            g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                         _("unexpected “%s” at column %u"), rest->source, rest->column);
          return NULL;
        }
    }

  self = g_object_new (CW_TYPE_QUERY, NULL);
  self->game = g_object_ref (game);
  self->text = g_strdup (text);
  self->root = root;
  self->uses_collection = parser.uses_collection;
  return g_steal_pointer (&self);
}

CwGame *
cw_query_get_game (CwQuery *self)
{
  g_return_val_if_fail (CW_IS_QUERY (self), NULL);
  return self->game;
}

const char *
cw_query_get_text (CwQuery *self)
{
  g_return_val_if_fail (CW_IS_QUERY (self), NULL);
  return self->text;
}

gboolean
cw_query_is_empty (CwQuery *self)
{
  g_return_val_if_fail (CW_IS_QUERY (self), TRUE);
  return self->root == NULL;
}

gboolean
cw_query_uses_collection (CwQuery *self)
{
  g_return_val_if_fail (CW_IS_QUERY (self), FALSE);
  return self->uses_collection;
}

gboolean
cw_query_matches (CwQuery      *self,
                  CwCard       *card,
                  CwCollection *collection)
{
  g_return_val_if_fail (CW_IS_QUERY (self), FALSE);
  g_return_val_if_fail (card != NULL, FALSE);

  if (self->root == NULL)
    return TRUE;
  if (self->index != NULL)
    {
      gboolean answer;

      /* Answered without reading the card at all: a card of the index is known by its address. */
      if (query_answer_from_index (self, card, collection, &answer))
        return answer;
    }
  g_return_val_if_fail (CW_IS_CARD (card), FALSE);
  return node_matches (self->root, card, collection);
}

char *
cw_query_dup_description (CwQuery *self)
{
  GString *out;

  g_return_val_if_fail (CW_IS_QUERY (self), NULL);

  out = g_string_new (NULL);
  if (self->root != NULL)
    describe (self->root, out, FALSE);
  return g_string_free (out, FALSE);
}

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
      return node->op != OP_EQ;
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
        out[i] = (mask == NULL || mask[i]) && node_matches (node, self->cards[i], collection);
      return;
    }

  switch (node->term)
    {
    case TERM_WORD:
    case TERM_NAME:
      {
        const WordIndex *words = node->term == TERM_NAME ? &self->name_words : &self->search_words;

        if (strchr (node->needle, ' ') != NULL)
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
                   compare_number (node->op, values[i], node->number);
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
                   compare_number (node->op, (int) MIN (owned[i], (guint32) G_MAXINT), node->number);
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

static gboolean
query_answer_from_index (CwQuery      *self,
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
