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
#include "cw-query-private.h"


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
  guint        depth;       /* "(" and "-" the parser is inside */
  gboolean     uses_collection;
  const char  *counted_to;  /* the characters before it are counted in counted_columns */
  guint        counted_columns;
} Parser;

/* The lexer asks for columns left to right: counting on from the last answer keeps a query of
 * 60,000 words linear (counting from the start each time took 13 s). */
static guint
column_of (Parser     *parser,
           const char *p)
{
  if (parser->counted_to == NULL || p < parser->counted_to)
    {
      parser->counted_to = parser->text;
      parser->counted_columns = 0;
    }
  parser->counted_columns += (guint) g_utf8_strlen (parser->counted_to, p - parser->counted_to);
  parser->counted_to = p;
  return parser->counted_columns + 1;
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
              const char  *what,
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
               token->value, token->value_column, what);
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
        /* The messages name a field of the game by its label, in the user's language (Vitalité),
         * as the card shows it; the list of fields a query may name stays ids, its syntax. */
        if (!parse_number (token, def->name, &node->number, error))
          {
            node_free (node);
            return NULL;
          }
        break;

      case CW_FIELD_BOOL:
        {
          gboolean flag;

          if (!check_text_op (token, def->name, error) || !parse_yes_no (token, def->name, &flag, error))
            return NULL;
          node = node_new_term (TERM_BOOL, OP_EQ, 1);
          node->flag = token->op == OP_NE ? !flag : flag;
        }
        break;

      case CW_FIELD_TEXT:
      case CW_FIELD_LIST:
      default:
        if (!check_text_op (token, def->name, error))
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

  /* Each "(" and "-" is a level of recursion, here and when matching and freeing: a query of
   * thousands of "(" would run out of stack. No one types this deep by hand. */
  if (token->kind != TOKEN_TERM && parser->depth >= CW_QUERY_MAX_DEPTH)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("“%s” at column %u nests the query more than %d levels deep; use fewer “(” or “-”"),
                   token->source, token->column, CW_QUERY_MAX_DEPTH);
      return NULL;
    }

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
        parser->depth++;
        node = parse_unary (parser, error);
        parser->depth--;
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
        parser->depth++;
        node = parse_or (parser, error);
        parser->depth--;
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

static int
compare_cost (gconstpointer a,
              gconstpointer b)
{
  const Node *first = *(const Node * const *) a;
  const Node *second = *(const Node * const *) b;

  return (first->cost > second->cost) - (first->cost < second->cost);
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
  /* Cheap tests first: a failed type test spares the text search. Order never changes the
   * answer; the sort is stable (GLib's is a merge sort), so equal costs stay in the order typed,
   * and n log n where an insertion sort was quadratic on a long mixed query. */
  if (kind == NODE_AND)
    g_ptr_array_sort (nodes, compare_cost);
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

gboolean
cw_query_compare_number (Op  op,
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

/* One name alone, or with the card's version: "Dorothy Gale • Girl from Kansas". */
static gboolean
name_or_title_matches (const Node *node,
                       const char *name,
                       const char *version)
{
  g_autofree char *title = NULL;

  if (text_matches (node, name))
    return TRUE;
  if (name == NULL || version == NULL)
    return FALSE;
  title = g_strconcat (name, " • ", version, NULL);
  return text_matches (node, title);
}

/* name=…: the whole name or the whole "Name • Version", in any language the card is
 * written in (a French player's list says "Épouvantail" whatever the window shows), or a
 * name search also knows the card by (a corrected spelling). */
static gboolean
whole_name_matches (const Node *node,
                    CwCard     *card)
{
  const char *version = cw_card_get_version (card);
  const char * const *variants = cw_card_get_name_variants (card);
  const char * const *alt_names = cw_card_get_alt_names (card);

  if (name_or_title_matches (node, cw_card_get_name_for (card, NULL), version))
    return TRUE;
  for (guint i = 0; variants[i] != NULL && variants[i + 1] != NULL; i += 2)
    if (name_or_title_matches (node, variants[i + 1], version))
      return TRUE;
  for (guint i = 0; alt_names[i] != NULL; i++)
    if (text_matches (node, alt_names[i]))
      return TRUE;
  return FALSE;
}

gboolean
cw_query_node_matches (const Node   *node,
                       CwCard       *card,
                       CwCollection *collection)
{
  switch (node->kind)
    {
    case NODE_AND:
      for (guint i = 0; i < node->n_children; i++)
        if (!cw_query_node_matches (node->children[i], card, collection))
          return FALSE;
      return TRUE;

    case NODE_OR:
      for (guint i = 0; i < node->n_children; i++)
        if (cw_query_node_matches (node->children[i], card, collection))
          return TRUE;
      return FALSE;

    case NODE_NOT:
      return !cw_query_node_matches (node->child, card, collection);

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
        return whole_name_matches (node, card);
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
        return cw_query_compare_number (node->op, (int) MIN (owned, (guint) G_MAXINT), node->number);
      }

    case TERM_INT:
      {
        int value;

        /* A card without the field has no cost to compare: cost!=2 leaves it out too. */
        if (!cw_card_get_int (card, node->field_id, &value))
          return FALSE;
        return cw_query_compare_number (node->op, value, node->number);
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
      if (cw_query_answer_from_index (self, card, collection, &answer))
        return answer;
    }
  g_return_val_if_fail (CW_IS_CARD (card), FALSE);
  return cw_query_node_matches (self->root, card, collection);
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
