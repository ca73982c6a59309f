/* cw-set-csv.c: a card set as a spreadsheet, both ways, with a report line for every row refused. */
#include "cw-set-csv.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-csv-private.h"
#include "cw-deck-private.h"
#include "cw-error.h"
#include "cw-file.h"
#include "cw-game.h"
#include "cw-text.h"
#include "cw-xml.h"

typedef enum {
  COLUMN_IGNORED,
  COLUMN_ID,
  COLUMN_TYPE,
  COLUMN_NAME,
  COLUMN_VERSION,
  COLUMN_ALIGNMENT,
  COLUMN_KEYWORDS,
  COLUMN_TEXT,
  COLUMN_NOTE,
  COLUMN_IMAGE,
  COLUMN_BACK,
  COLUMN_ALT_NAMES,
  COLUMN_FIELD,
} ColumnKind;

/* The columns every game has. Their headers are part of the file format, like "qty" in the
 * collection CSV: a French spreadsheet is read whatever the language of the person importing
 * it, so the French names are listed here rather than translated. Folded, "|" between names. */
static const struct {
  ColumnKind  kind;
  const char *id;
  const char *names;
} fixed_columns[] = {
  { COLUMN_ID,        "id",        "id|card id|identifiant" },
  { COLUMN_TYPE,      "type",      "type|card type|type de carte" },
  { COLUMN_NAME,      "name",      "name|nom" },
  { COLUMN_VERSION,   "version",   "version" },
  { COLUMN_ALIGNMENT, "alignment", "alignment|alignement" },
  { COLUMN_KEYWORDS,  "keywords",  "keywords|keyword|mots-cles|mots cles|mot-cle|mot cle" },
  { COLUMN_TEXT,      "text",      "text|game text|texte|texte de jeu" },
  { COLUMN_NOTE,      "note",      "note" },
  { COLUMN_IMAGE,     "image",     "image|picture|illustration" },
  { COLUMN_BACK,      "back",      "back|dos" },
  { COLUMN_ALT_NAMES, "alt-names", "alt-names|alt names|other names|autres noms" },
};

typedef struct {
  ColumnKind        kind;
  const CwFieldDef *field;    /* COLUMN_FIELD */
  char             *lang;     /* name:fr, text:fr; NULL for the default */
  char             *header;   /* as the file writes it, for the report */
} Column;

static void
column_clear (gpointer data)
{
  Column *column = data;

  g_free (column->lang);
  g_free (column->header);
}

static char *text_as_markup (const char *text);

/* ---- export -------------------------------------------------------------- */

/* A game text for a spreadsheet: "Tom & Jerry" rather than "Tom &amp; Jerry" where the text has
 * no tags and importing it back gives the same markup; the markup as it is otherwise. */
static char *
text_for_cell (const char *markup)
{
  g_autofree char *plain = NULL;
  g_autofree char *again = NULL;

  if (markup == NULL || strchr (markup, '&') == NULL || strchr (markup, '<') != NULL)
    return g_strdup (markup);
  plain = cw_text_decode_entities (markup);
  again = text_as_markup (plain);
  return strcmp (again, markup) == 0 ? g_steal_pointer (&plain) : g_strdup (markup);
}

static void
collect_languages (CwCardSet  *set,
                   GPtrArray  *languages)
{
  guint n = cw_card_set_get_n_cards (set);

  for (guint i = 0; i < n; i++)
    {
      CwCard *card = cw_card_set_get_card (set, i);
      const char * const *lists[] = { cw_card_get_name_variants (card), cw_card_get_text_variants (card) };

      for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
        for (const char * const *v = lists[l]; *v; v += 2)
          if (!g_ptr_array_find_with_equal_func (languages, v[0], g_str_equal, NULL))
            g_ptr_array_add (languages, (gpointer) v[0]);
    }
  g_ptr_array_sort (languages, cw_compare_strings);
}

static void
end_row (GString *out)
{
  /* The separator after the last field is dropped: rows end with CRLF as RFC 4180 says. */
  g_string_truncate (out, out->len - 1);
  g_string_append (out, "\r\n");
}

static void
append_cell (GString    *out,
             const char *value)
{
  cw_csv_append_field (out, value);
  g_string_append_c (out, ',');
}

char *
cw_set_csv_export (CwCardSet *set)
{
  GString *out;
  CwGame *game;
  GPtrArray *fields;
  g_autoptr(GPtrArray) languages = g_ptr_array_new ();
  guint n;

  g_return_val_if_fail (CW_IS_CARD_SET (set), NULL);

  game = cw_card_set_get_game (set);
  fields = cw_game_get_fields (game);
  collect_languages (set, languages);

  out = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (fixed_columns); i++)
    append_cell (out, fixed_columns[i].id);
  for (guint i = 0; i < languages->len; i++)
    {
      g_autofree char *name = g_strconcat ("name:", g_ptr_array_index (languages, i), NULL);
      g_autofree char *text = g_strconcat ("text:", g_ptr_array_index (languages, i), NULL);

      append_cell (out, name);
      append_cell (out, text);
    }
  for (guint i = 0; i < fields->len; i++)
    append_cell (out, ((CwFieldDef *) g_ptr_array_index (fields, i))->id);
  end_row (out);

  n = cw_card_set_get_n_cards (set);
  for (guint i = 0; i < n; i++)
    {
      CwCard *card = cw_card_set_get_card (set, i);
      g_autofree char *keywords = g_strjoinv (" ", (char **) cw_card_get_keywords (card));
      g_autofree char *alt_names = g_strjoinv ("; ", (char **) cw_card_get_alt_names (card));
      g_autofree char *text = text_for_cell (cw_card_get_text_for (card, NULL));

      append_cell (out, cw_card_get_id (card));
      append_cell (out, cw_card_get_card_type (card));
      append_cell (out, cw_card_get_name_for (card, NULL));
      append_cell (out, cw_card_get_version (card));
      append_cell (out, cw_card_get_alignment (card));
      append_cell (out, keywords);
      append_cell (out, text);
      append_cell (out, cw_card_get_note (card));
      append_cell (out, cw_card_get_image (card));
      append_cell (out, cw_card_get_back (card));
      append_cell (out, alt_names);
      for (guint l = 0; l < languages->len; l++)
        {
          const char *lang = g_ptr_array_index (languages, l);

          g_autofree char *translated = text_for_cell (cw_card_get_text_for (card, lang));

          append_cell (out, cw_card_get_name_for (card, lang));
          append_cell (out, translated);
        }
      for (guint f = 0; f < fields->len; f++)
        {
          g_autofree char *value = cw_card_dup_field_string (card, ((CwFieldDef *) g_ptr_array_index (fields, f))->id);

          append_cell (out, value);
        }
      end_row (out);
    }
  return g_string_free (out, FALSE);
}

gboolean
cw_set_csv_export_file (CwCardSet   *set,
                        const char  *path,
                        GError     **error)
{
  g_autofree char *contents = NULL;

  g_return_val_if_fail (CW_IS_CARD_SET (set), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  contents = cw_set_csv_export (set);
  return cw_file_save_atomic (path, contents, strlen (contents), error);
}

/* ---- the header row ------------------------------------------------------ */

static gboolean
find_fixed_column (const char *header,
                   ColumnKind *kind)
{
  g_autofree char *folded = g_strstrip (cw_text_fold (header));

  for (guint i = 0; i < G_N_ELEMENTS (fixed_columns); i++)
    {
      g_auto(GStrv) names = g_strsplit (fixed_columns[i].names, "|", -1);

      if (g_strv_contains ((const char * const *) names, folded))
        {
          *kind = fixed_columns[i].kind;
          return TRUE;
        }
    }
  return FALSE;
}

static const CwFieldDef *
find_field_column (CwGame     *game,
                   const char *header)
{
  const CwFieldDef *field = cw_game_find_field (game, header);
  GPtrArray *fields = cw_game_get_fields (game);

  if (field != NULL)
    return field;
  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *candidate = g_ptr_array_index (fields, i);

      if (cw_text_equal_folded (candidate->name, header))
        return candidate;
      for (guint v = 0; candidate->name_variants && candidate->name_variants[v]; v += 2)
        if (cw_text_equal_folded (candidate->name_variants[v + 1], header))
          return candidate;
    }
  return NULL;
}

/* Every header a column could have, for "did you mean". */
static GPtrArray *
list_column_names (CwGame *game)
{
  GPtrArray *names = g_ptr_array_new ();
  GPtrArray *fields = cw_game_get_fields (game);

  for (guint i = 0; i < G_N_ELEMENTS (fixed_columns); i++)
    g_ptr_array_add (names, (gpointer) fixed_columns[i].id);
  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, i);

      /* The name first: of two as near, the suggestion is the first, spelt for people. */
      g_ptr_array_add (names, field->name);
      g_ptr_array_add (names, field->id);
      for (guint v = 0; field->name_variants && field->name_variants[v]; v += 2)
        g_ptr_array_add (names, field->name_variants[v + 1]);
    }
  g_ptr_array_add (names, NULL);
  return names;
}

static gboolean
same_column (const Column *a,
             const Column *b)
{
  return a->kind == b->kind && a->field == b->field && g_strcmp0 (a->lang, b->lang) == 0;
}

/* Reads the header row into columns; what it cannot place is reported and left out. */
static void
read_header (CwGame         *game,
             GPtrArray      *cells,
             guint           line,
             GArray         *columns,
             CwImportReport *report)
{
  g_autoptr(GPtrArray) known = list_column_names (game);

  for (guint i = 0; i < cells->len; i++)
    {
      g_autofree char *header = g_strstrip (g_strdup (g_ptr_array_index (cells, i)));
      Column column = { COLUMN_IGNORED, NULL, NULL, NULL };
      const char *colon = strrchr (header, ':');

      column.header = g_strdup (header);
      if (*header == '\0')
        {
          /* Spreadsheets end rows with empty columns; an unnamed column holds nothing of ours. */
          g_array_append_val (columns, column);
          continue;
        }

      if (find_fixed_column (header, &column.kind))
        ;
      else if ((column.field = find_field_column (game, header)) != NULL)
        column.kind = COLUMN_FIELD;
      else if (colon != NULL)
        {
          /* "name:fr", "texte:fr": a translation. */
          g_autofree char *base = g_strndup (header, colon - header);
          g_autofree char *lang = g_strstrip (g_strdup (colon + 1));
          ColumnKind kind;

          if (find_fixed_column (base, &kind) && (kind == COLUMN_NAME || kind == COLUMN_TEXT) &&
              cw_text_is_language_tag (lang))
            {
              column.kind = kind;
              column.lang = g_steal_pointer (&lang);
            }
        }

      if (column.kind == COLUMN_IGNORED)
        {
          const char *suggestion = cw_text_suggest (header, (const char * const *) known->pdata);

          if (suggestion != NULL)
            cw_import_report_add_cell (report, line, header, CW_IMPORT_NOT_UNDERSTOOD, header, NULL,
                                       cw_text_for_name (cw_game_get_name (game),
                                                         _("not a column of %s, so it is left out; did you mean “%s”?"),
                                                         /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                         C_("name starts with a vowel", "not a column of %s, so it is left out; did you mean “%s”?")),
                                       cw_game_get_name (game), suggestion);
          else
            cw_import_report_add_cell (report, line, header, CW_IMPORT_NOT_UNDERSTOOD, header, NULL,
                                       cw_text_for_name (cw_game_get_name (game),
                                                         _("not a column of %s, so it is left out"),
                                                         /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                         C_("name starts with a vowel", "not a column of %s, so it is left out")), cw_game_get_name (game));
        }
      else
        for (guint j = 0; j < columns->len; j++)
          if (same_column (&g_array_index (columns, Column, j), &column))
            {
              cw_import_report_add_cell (report, line, header, CW_IMPORT_NOT_UNDERSTOOD, header, NULL,
                                         _("the same column as “%s”, so it is left out"),
                                         g_array_index (columns, Column, j).header);
              column.kind = COLUMN_IGNORED;
              break;
            }
      g_array_append_val (columns, column);
    }
}

static int
find_column (GArray     *columns,
             ColumnKind  kind)
{
  for (guint i = 0; i < columns->len; i++)
    {
      Column *column = &g_array_index (columns, Column, i);

      if (column->kind == kind && column->lang == NULL)
        return (int) i;
    }
  return -1;
}

/* ---- one row ------------------------------------------------------------- */

typedef struct {
  CwCardSet      *set;
  CwCatalog      *catalog;
  CwGame         *game;
  CwImportReport *report;
  GArray         *columns;
  GHashTable     *seen_ids;   /* id → the line it was first on */
  guint           line;
  char          **cells;      /* this row's values, trimmed, one per column */
  const char     *shown;      /* the row's name or id, for the report */
  gboolean        refused;
} Row;

static void refuse (Row *row, int column, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
refuse (Row        *row,
        int         column,
        const char *format,
        ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  cw_import_report_add_cell (row->report, row->line,
                             column >= 0 ? g_array_index (row->columns, Column, column).header : NULL,
                             CW_IMPORT_REFUSED, row->shown, NULL, "%s", message);
  row->refused = TRUE;
}

static const char *
cell (Row *row,
      int  column)
{
  return column >= 0 ? row->cells[column] : "";
}

/* "Character, Object, Effect…": what a person may write, in their language. */
static char *
list_names (GPtrArray *items,
            gsize      name_offset)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? ", " : "",
                            G_STRUCT_MEMBER (const char *, g_ptr_array_index (items, i), name_offset));
  return g_string_free (out, FALSE);
}

/* The ids, names and translated names of items, for cw_text_suggest(). */
static GPtrArray *
list_candidates (GPtrArray *items,
                 gsize      id_offset,
                 gsize      name_offset,
                 gsize      variants_offset)
{
  GPtrArray *names = g_ptr_array_new ();

  for (guint i = 0; i < items->len; i++)
    {
      gpointer item = g_ptr_array_index (items, i);
      char **variants = G_STRUCT_MEMBER (char **, item, variants_offset);

      g_ptr_array_add (names, G_STRUCT_MEMBER (char *, item, name_offset));
      g_ptr_array_add (names, G_STRUCT_MEMBER (char *, item, id_offset));
      for (guint v = 0; variants && variants[v]; v += 2)
        g_ptr_array_add (names, variants[v + 1]);
    }
  g_ptr_array_add (names, NULL);
  return names;
}

static const char *
suggest (const char *word,
         GPtrArray  *items,
         gsize       id_offset,
         gsize       name_offset,
         gsize       variants_offset)
{
  g_autoptr(GPtrArray) candidates = list_candidates (items, id_offset, name_offset, variants_offset);

  return cw_text_suggest (word, (const char * const *) candidates->pdata);
}

static const CwCardType *
read_type (Row *row,
           int  column)
{
  const char *text = cell (row, column);
  GPtrArray *types = cw_game_get_card_types (row->game);
  const CwCardType *type;
  const char *suggestion;
  g_autofree char *known = list_names (types, G_STRUCT_OFFSET (CwCardType, name));

  if (*text == '\0')
    {
      refuse (row, column, _("a card needs a type (%s)"), known);
      return NULL;
    }
  if ((type = cw_game_find_card_type (row->game, text)) != NULL)
    return type;
  suggestion = suggest (text, types, G_STRUCT_OFFSET (CwCardType, id), G_STRUCT_OFFSET (CwCardType, name),
                        G_STRUCT_OFFSET (CwCardType, name_variants));
  if (suggestion != NULL)
    refuse (row, column, cw_text_for_name (cw_game_get_name (row->game),
                                           _("“%s” is not a card type of %s; did you mean “%s”?"),
                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                           C_("name starts with a vowel", "“%s” is not a card type of %s; did you mean “%s”?")), text,
            cw_game_get_name (row->game), suggestion);
  else
    refuse (row, column, cw_text_for_name (cw_game_get_name (row->game),
                                           _("“%s” is not a card type of %s (%s)"),
                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                           C_("name starts with a vowel", "“%s” is not a card type of %s (%s)")), text, cw_game_get_name (row->game), known);
  return NULL;
}

static const CwAlignment *
read_alignment (Row *row,
                int  column)
{
  const char *text = cell (row, column);
  GPtrArray *alignments = cw_game_get_alignments (row->game);
  const CwAlignment *alignment;
  const char *suggestion;
  g_autofree char *known = NULL;

  if (*text == '\0')
    return NULL;
  if ((alignment = cw_game_find_alignment (row->game, text)) != NULL)
    return alignment;
  suggestion = suggest (text, alignments, G_STRUCT_OFFSET (CwAlignment, id), G_STRUCT_OFFSET (CwAlignment, name),
                        G_STRUCT_OFFSET (CwAlignment, name_variants));
  known = list_names (alignments, G_STRUCT_OFFSET (CwAlignment, name));
  if (suggestion != NULL)
    refuse (row, column, cw_text_for_name (cw_game_get_name (row->game),
                                           _("“%s” is not an alignment of %s; did you mean “%s”?"),
                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                           C_("name starts with a vowel", "“%s” is not an alignment of %s; did you mean “%s”?")), text,
            cw_game_get_name (row->game), suggestion);
  else if (alignments->len > 0)
    refuse (row, column, cw_text_for_name (cw_game_get_name (row->game),
                                           _("“%s” is not an alignment of %s (%s)"),
                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                           C_("name starts with a vowel", "“%s” is not an alignment of %s (%s)")), text, cw_game_get_name (row->game), known);
  else
    refuse (row, column, _("%s has no alignments; leave this column empty"), cw_game_get_name (row->game));
  return NULL;
}

static void
read_keywords (Row    *row,
               int     column,
               CwCard *card)
{
  g_auto(GStrv) words = g_strsplit_set (cell (row, column), " \t\r\n,;", -1);
  GPtrArray *keywords = cw_game_get_keywords (row->game);

  for (guint i = 0; words[i] != NULL; i++)
    {
      const CwKeyword *keyword;
      const char *suggestion;

      if (*words[i] == '\0')
        continue;
      if ((keyword = cw_game_find_keyword (row->game, words[i])) != NULL)
        {
          cw_card_add_keyword (card, keyword->id);
          continue;
        }
      suggestion = suggest (words[i], keywords, G_STRUCT_OFFSET (CwKeyword, id), G_STRUCT_OFFSET (CwKeyword, name),
                            G_STRUCT_OFFSET (CwKeyword, name_variants));
      if (suggestion != NULL)
        refuse (row, column, cw_text_for_name (cw_game_get_name (row->game),
                                               _("“%s” is not a keyword of %s; did you mean “%s”?"),
                                               /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                               C_("name starts with a vowel", "“%s” is not a keyword of %s; did you mean “%s”?")), words[i],
                cw_game_get_name (row->game), suggestion);
      else
        refuse (row, column, cw_text_for_name (cw_game_get_name (row->game),
                                               _("“%s” is not a keyword of %s"),
                                               /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                               C_("name starts with a vowel", "“%s” is not a keyword of %s")), words[i], cw_game_get_name (row->game));
    }
}

/* The set file takes a picture only inside the set's folder: refused here rather than write a
 * set that would not load again. */
static gboolean
is_picture_name (const char *text)
{
  return strchr (text, ':') == NULL && strstr (text, "..") == NULL && !g_path_is_absolute (text);
}

static void
check_markup_element (GMarkupParseContext  *context,
                      const char           *element_name,
                      const char          **attribute_names,
                      const char          **attribute_values,
                      gpointer              user_data,
                      GError              **error)
{
  if (strcmp (element_name, "text") != 0 && strcmp (element_name, "b") != 0 && strcmp (element_name, "i") != 0)
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT, "<%s>", element_name);
  else if (attribute_names[0] != NULL)
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ATTRIBUTE, "%s", attribute_names[0]);
}

/* A game text as the set file keeps it: light markup (<b>, <i>). A spreadsheet's "1 < 2" or
 * "Tom & Jerry" is plain text: escaped, so it reads back as typed. */
static char *
text_as_markup (const char *text)
{
  static const GMarkupParser parser = { check_markup_element, NULL, NULL, NULL, NULL };
  g_autofree char *wrapped = g_strconcat ("<text>", text, "</text>", NULL);
  GMarkupParseContext *context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  gboolean valid = g_markup_parse_context_parse (context, wrapped, -1, NULL) &&
                   g_markup_parse_context_end_parse (context, NULL);

  g_markup_parse_context_free (context);
  return valid ? g_strdup (text) : g_markup_escape_text (text, -1);
}

/* A spreadsheet in French writes VRAI and FAUX for its booleans, a person oui and non. */
static const char *
bool_word (const char *value)
{
  g_autofree char *folded = g_strstrip (cw_text_fold (value));

  if (strcmp (folded, "vrai") == 0 || strcmp (folded, "oui") == 0)
    return "true";
  if (strcmp (folded, "faux") == 0 || strcmp (folded, "non") == 0)
    return "false";
  return value;
}

static gboolean
type_has_field (const CwCardType *type,
                const CwFieldDef *field)
{
  for (guint i = 0; type->fields != NULL && i < type->fields->len; i++)
    if (g_ptr_array_index (type->fields, i) == field)
      return TRUE;
  return FALSE;
}

static int
find_field (GArray           *columns,
            const CwFieldDef *field)
{
  for (guint i = 0; i < columns->len; i++)
    if (g_array_index (columns, Column, i).field == field)
      return (int) i;
  return -1;
}

static void
import_row (Row *row)
{
  int id_column = find_column (row->columns, COLUMN_ID);
  int name_column = find_column (row->columns, COLUMN_NAME);
  int type_column = find_column (row->columns, COLUMN_TYPE);
  const char *name = cell (row, name_column);
  const char *id = cell (row, id_column);
  g_autofree char *made_id = NULL;
  g_autoptr(CwCard) card = NULL;
  const CwCardType *type;
  const CwAlignment *alignment;
  CwCard *replaced;
  gpointer first_line;

  row->shown = *name != '\0' ? name : id;
  if (*name == '\0')
    refuse (row, name_column, _("a card needs a name"));
  type = read_type (row, type_column);

  if (*id != '\0')
    {
      CwCard *other = row->catalog != NULL ? cw_catalog_lookup (row->catalog, id) : NULL;

      if (g_hash_table_lookup_extended (row->seen_ids, id, NULL, &first_line))
        refuse (row, id_column, _("the id “%s” is already on line %u"), id, GPOINTER_TO_UINT (first_line));
      else if (other != NULL && g_strcmp0 (cw_card_get_set_id (other), cw_card_set_get_id (row->set)) != 0)
        {
          CwCardSet *other_set = cw_catalog_get_set_of (row->catalog, other);

          refuse (row, id_column, _("the id “%s” is already used by “%s” in the set “%s”"), id,
                  cw_card_get_title (other), other_set != NULL ? cw_card_set_get_name (other_set)
                                                               : cw_card_get_set_id (other));
        }
      else
        g_hash_table_insert (row->seen_ids, g_strdup (id), GUINT_TO_POINTER (row->line));
    }
  else
    /* Made from the name; the ids of rows already imported are in the set, so two rows of
     * the same name get two ids. */
    id = made_id = cw_card_set_new_card_id (row->set, *name != '\0' ? name : NULL);

  card = cw_card_new (row->game, id);
  if (type != NULL)
    cw_card_set_card_type (card, type->id);
  if (*name != '\0')
    cw_card_set_name_for (card, NULL, name);
  if ((alignment = read_alignment (row, find_column (row->columns, COLUMN_ALIGNMENT))) != NULL)
    cw_card_set_alignment (card, alignment->id);
  read_keywords (row, find_column (row->columns, COLUMN_KEYWORDS), card);

  for (guint i = 0; i < row->columns->len; i++)
    {
      Column *column = &g_array_index (row->columns, Column, i);
      const char *value = row->cells[i];
      g_autoptr(GError) error = NULL;

      if (*value == '\0')
        continue;
      switch (column->kind)
        {
        case COLUMN_NAME:
          if (column->lang != NULL)
            cw_card_set_name_for (card, column->lang, value);
          break;
        case COLUMN_VERSION:
          cw_card_set_version (card, value);
          break;
        case COLUMN_TEXT:
          {
            g_autofree char *markup = text_as_markup (value);

            cw_card_set_text_for (card, column->lang, markup);
            break;
          }
        case COLUMN_NOTE:
          cw_card_set_note (card, value);
          break;
        case COLUMN_IMAGE:
        case COLUMN_BACK:
          if (!is_picture_name (value))
            refuse (row, (int) i, _("“%s” is not a file in the set's folder: write the picture's file name, "
                                    "without “..”, a drive or an address"), value);
          else if (column->kind == COLUMN_IMAGE)
            cw_card_set_image (card, value);
          else
            cw_card_set_back (card, value);
          break;
        case COLUMN_ALT_NAMES:
          {
            g_auto(GStrv) names = g_strsplit (value, ";", -1);

            for (guint n = 0; names[n] != NULL; n++)
              if (*g_strstrip (names[n]) != '\0')
                cw_card_add_alt_name (card, names[n]);
            break;
          }
        case COLUMN_FIELD:
          if (type != NULL && !type_has_field (type, column->field))
            refuse (row, (int) i, _("a card of type %s has no %s; leave this cell empty"), type->name, column->field->name);
          else if (!cw_card_set_field_from_string (card, column->field->id,
                                                   column->field->kind == CW_FIELD_BOOL ? bool_word (value) : value,
                                                   &error))
            refuse (row, (int) i, "%s", error->message);
          break;
        case COLUMN_IGNORED:
        case COLUMN_ID:
        case COLUMN_TYPE:
        case COLUMN_ALIGNMENT:
        case COLUMN_KEYWORDS:
        default:
          break;
        }
    }

  if (type != NULL && *name != '\0')
    {
      g_auto(GStrv) missing = cw_card_missing_required (card);

      for (guint i = 0; missing != NULL && missing[i] != NULL; i++)
        {
          const CwFieldDef *field = cw_game_find_field (row->game, missing[i]);

          if (field != NULL)
            refuse (row, find_field (row->columns, field), _("a card of type %s needs a value for %s"), type->name, field->name);
        }
    }

  if (row->refused)
    return;

  replaced = cw_card_set_lookup (row->set, id);
  if (replaced != NULL)
    cw_import_report_add_cell (row->report, row->line, NULL, CW_IMPORT_MATCHED, name, id,
                               _("“%s” (%s) replaces the card with that id"), cw_card_get_title (card), id);
  else
    cw_import_report_add_cell (row->report, row->line, NULL, CW_IMPORT_MATCHED, name, id,
                               _("“%s” (%s) added"), cw_card_get_title (card), id);
  cw_card_set_add (row->set, card);
}

/* ---- import -------------------------------------------------------------- */

CwImportReport *
cw_set_csv_import_data (CwCardSet   *set,
                        CwCatalog   *catalog,
                        const char  *contents,
                        gsize        length,
                        const char  *source,
                        GError     **error)
{
  return cw_set_csv_import_data_full (set, catalog, contents, length, source, NULL, NULL, NULL, error);
}

CwImportReport *
cw_set_csv_import_data_full (CwCardSet         *set,
                             CwCatalog         *catalog,
                             const char        *contents,
                             gsize              length,
                             const char        *source,
                             CwSetCsvProgress   progress,
                             gpointer           progress_data,
                             GCancellable      *cancellable,
                             GError           **error)
{
  g_autoptr(CwImportReport) report = NULL;
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) columns = g_array_new (FALSE, TRUE, sizeof (Column));
  g_autoptr(GHashTable) seen_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *text = NULL;
  CwCsvReader reader;
  CwGame *game;
  GPtrArray *header = NULL;
  guint header_line = 0;

  g_return_val_if_fail (CW_IS_CARD_SET (set), NULL);
  g_return_val_if_fail (!cw_card_set_is_read_only (set), NULL);
  g_return_val_if_fail (catalog == NULL || CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (contents != NULL || length == 0, NULL);

  if (source == NULL)
    source = "cards.csv";
  game = cw_card_set_get_game (set);
  g_array_set_clear_func (columns, column_clear);
  report = cw_import_report_new (source, "csv");
  text = cw_deck_to_utf8 (contents != NULL ? contents : "", length, source, report, error);
  if (text == NULL)
    return NULL;

  /* The whole file is read before the set is touched: a file that cannot be read changes nothing. */
  cw_csv_reader_init (&reader, text);
  for (;;)
    {
      g_autoptr(GPtrArray) fields = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *problem = NULL;
      guint line = 0;

      if (!cw_csv_read_record (&reader, fields, &line, &problem))
        break;
      if (problem != NULL)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s:%u: %s; nothing was imported"), source, line, problem);
          return NULL;
        }
      if (cw_csv_record_is_blank (fields))
        continue;
      if (header == NULL)
        {
          header = fields;
          header_line = line;
        }
      g_array_append_val (lines, line);
      g_ptr_array_add (records, g_steal_pointer (&fields));
    }

  if (header == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("%s: the file is empty; expected a header row such as “id,type,name,text”"), source);
      return NULL;
    }
  read_header (game, header, header_line, columns, report);
  if (find_column (columns, COLUMN_NAME) < 0 || find_column (columns, COLUMN_TYPE) < 0)
    {
      g_autoptr(GPtrArray) shown = g_ptr_array_new ();

      for (guint i = 0; i < header->len; i++)
        g_ptr_array_add (shown, g_ptr_array_index (header, i));
      g_ptr_array_add (shown, NULL);
      {
        g_autofree char *found = g_strjoinv (", ", (char **) shown->pdata);

        g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                     /* Translators: “name” and “type” are read as written, as are “nom” and “type” in French files. */
                     _("%s:%u: the header row needs a “name” and a “type” column; found: %s"),
                     source, header_line, found);
      }
      return NULL;
    }

  for (guint r = 1; r < records->len; r++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      GPtrArray *fields = g_ptr_array_index (records, r);
      g_auto(GStrv) cells = g_new0 (char *, columns->len + 1);
      Row row = { set, catalog, game, report, columns, seen_ids, g_array_index (lines, guint, r), NULL, NULL, FALSE };

      for (guint i = 0; i < columns->len; i++)
        {
          Column *column = &g_array_index (columns, Column, i);
          char *value = g_strstrip (g_strdup (cw_csv_field_at (fields, (int) i)));

          /* The set file cannot hold ESC, \x0B and the like: dropped now, and said. */
          if (column->kind != COLUMN_IGNORED && cw_xml_has_forbidden (value))
            {
              char *stripped = cw_xml_strip_forbidden (value);

              cw_import_report_add_cell (report, row.line, column->header, CW_IMPORT_NOTE, NULL, NULL,
                                         _("control characters were removed from “%s”"), stripped);
              g_free (value);
              value = stripped;
            }
          if (column->kind == COLUMN_IGNORED)
            {
              g_free (value);
              value = g_strdup ("");
            }
          cells[i] = value;
        }
      if (fields->len > columns->len)
        for (guint i = columns->len; i < fields->len; i++)
          if (*g_strstrip ((char *) g_ptr_array_index (fields, i)) != '\0')
            {
              cw_import_report_add_cell (report, row.line, NULL, CW_IMPORT_NOTE, NULL, NULL,
                                         _("the row has more cells than the header row has columns; the last ones are left out"));
              break;
            }
      row.cells = cells;
      import_row (&row);
      if (progress != NULL)
        progress (r, records->len - 1, progress_data);
    }
  return g_steal_pointer (&report);
}

CwImportReport *
cw_set_csv_import_file (CwCardSet   *set,
                        CwCatalog   *catalog,
                        const char  *path,
                        GError     **error)
{
  return cw_set_csv_import_file_full (set, catalog, path, NULL, NULL, NULL, error);
}

CwImportReport *
cw_set_csv_import_file_full (CwCardSet         *set,
                             CwCatalog         *catalog,
                             const char        *path,
                             CwSetCsvProgress   progress,
                             gpointer           progress_data,
                             GCancellable      *cancellable,
                             GError           **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *source = NULL;
  g_autoptr(GError) read_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (!cw_file_check_size (path, CW_FILE_MAX_CSV, error))
    return NULL;
  if (!g_file_get_contents (path, &contents, &length, &read_error))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_IO, "%s", read_error->message);
      return NULL;
    }
  source = g_path_get_basename (path);
  return cw_set_csv_import_data_full (set, catalog, contents, length, source, progress, progress_data, cancellable, error);
}

guint
cw_set_csv_count_refused_rows (CwImportReport *report)
{
  GPtrArray *items;
  guint rows = 0, last_line = 0;

  g_return_val_if_fail (CW_IS_IMPORT_REPORT (report), 0);

  items = cw_import_report_get_items (report);
  for (guint i = 0; i < items->len; i++)
    {
      CwImportItem *item = g_ptr_array_index (items, i);

      /* A row's refused cells come one after another. */
      if (item->status == CW_IMPORT_REFUSED && item->line != last_line)
        {
          rows++;
          last_line = item->line;
        }
    }
  return rows;
}

char *
cw_set_csv_format_report (CwImportReport *report,
                          CwCardSet      *set)
{
  GString *out;
  guint imported, refused;
  g_autofree char *imported_text = NULL;
  g_autofree char *refused_text = NULL;

  g_return_val_if_fail (CW_IS_IMPORT_REPORT (report), NULL);
  g_return_val_if_fail (CW_IS_CARD_SET (set), NULL);

  imported = cw_import_report_count (report, CW_IMPORT_MATCHED);
  refused = cw_set_csv_count_refused_rows (report);
  imported_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card imported", "%u cards imported", imported),
                                   imported);
  refused_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u row refused", "%u rows refused", refused),
                                  refused);
  out = g_string_new (NULL);
  /* Translators: the file, "58 cards imported", the set's name, "2 rows refused". */
  g_string_append_printf (out, _("%s: %s into “%s”, %s\n"), cw_import_report_get_source (report),
                          imported_text, cw_card_set_get_name (set), refused_text);
  cw_import_report_append_items (report, out, FALSE);
  return g_string_free (out, FALSE);
}
