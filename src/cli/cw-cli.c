/* cw-cli.c: cardwright-cli's entry point, its dispatch table and what the commands share. */
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-xml.h"
#include "cw-cli.h"

typedef struct {
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *synopsis;   /* command syntax: stays as typed, in every language */
  const char *summary;    /* for people: translated */
} Command;

/* Set once something was warned about: the exit status says so. */
static gboolean warned;

static const Command commands[] = {
  { "games",  cw_cli_games,  "games [--json]", N_("the games it knows, with card counts") },
  { "cards",  cw_cli_cards,  "cards GAME [QUERY…] [--collection FILE] [--json]", N_("list or search cards") },
  { "show",   cw_cli_show,   "show GAME CARD [--json]", N_("one card in full (id or name)") },
  { "check",  cw_cli_check,  "check LIBRARY [--collection FILE] [--json]", N_("construction problems, copies lacking") },
  { "roll",   cw_cli_roll,   "roll GAME [--gold N] [--seed S] [--odds] [--json]", N_("roll the game's dice") },
  { "import", cw_cli_import, "import FILE -o LIBRARY.xml [--game GAME] [--json]",
    N_("a deck list (text, .cod, .o8d) as a Library") },
  { "export", cw_cli_export, "export LIBRARY.xml [--format text|cod|o8d] [-o FILE]", N_("a Library as a deck list") },
  { "print",  cw_cli_print,  "print LIBRARY|--set GAME[:SET] -o OUT.pdf [--paper P] [--card SIZE] [--bleed MM] "
                             "[--backs long|short] [--missing --collection FILE] [--calibration]", N_("print-ready PDF") },
  { "match", cw_cli_match, "match new|do|legal|show|undo MATCH.cwmatch …  (cardwright-cli match --help)",
    N_("play a match of any game's rules, one action a line") },
  { "attack", cw_cli_attack, "attack GAME --attackers CARD[+ATTACHED…][,CARD…] --defenders CARD[+ATTACHED…][,CARD…] "
                             "(--attack CARD | --free capture|rescue|location) [--at LOCATION] [--defender-at LOCATION] "
                             "[--attacker-plays CARD,…] [--defender-plays CARD,…] --rolls A,D [--json]",
    N_("the Force of a Good against Evil attack, each part named") },
  { "collection", cw_cli_collection, "collection import FILE.csv -o COLLECTION.xml [--game GAME] [--json] | export COLLECTION.xml [-o FILE.csv]",
    N_("owned counts from or to CSV") },
  { "set", cw_cli_set, "set import GAME FILE.csv [--set SET] [--name NAME] [--json] | export GAME --set SET [-o FILE.csv] "
                       "| pictures GAME --set SET FOLDER [--json]",
    N_("a card set of your own from or to a spreadsheet (CSV), its pictures from a folder") },
  { "score",  cw_cli_score,  "score GAME --player \"NAME:CHAR=N,…:STORY,…\" … [--json]",
    N_("the end-of-game score of a draft (Oz)") },
  { "package", cw_cli_package, "package GAME -o FILE.cwgame [--name NAME] [--version VERSION] [--author AUTHOR] "
                               "[--licence LICENCE] [--pictures-licence LICENCE] [--with-libraries]",
    N_("the game, your sets of it and their pictures in one file to share") },
  { "install", cw_cli_install, "install FILE.cwgame [--dry-run] [--rename-clashing] [--json]",
    N_("a game package: shows what is inside and what changes, then installs it") },
};

static void
print_usage (FILE *out)
{
  /* Translators: COMMAND and ARGS stand for what the user types; "cardwright-cli" is the program. */
  fprintf (out, "%s\n\n%s\n", _("Usage: cardwright-cli COMMAND [ARGS…]"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %s\n      %s\n", commands[i].synopsis, _(commands[i].summary));
  fprintf (out, "\n%s\n%s\n", _("Exit status: 0 ok, 1 the answer is no (an illegal Library), 2 bad input or usage."),
           _("Run “cardwright-cli COMMAND --help” for a command's options."));
}

/* An option's description is translated; its metavariable (FILE, GAME, OUT.pdf, long|short|none)
 * stays as the usage lines and the synopses write it, in every language. Descriptions are
 * phrases, metavariables single words. */
static const char *
translate_option_text (const char *text,
                       gpointer    data)
{
  if (strchr (text, ' ') == NULL)
    return text;
  return g_dgettext (GETTEXT_PACKAGE, text);
}

GOptionContext *
cw_cli_option_context_new (const char         *parameter_string,
                           const GOptionEntry *entries)
{
  GOptionContext *context = g_option_context_new (parameter_string);

  /* GOption translates the parameter string, summary and description through the context,
   * and each entry through its group, when it writes --help. */
  g_option_context_add_main_entries (context, entries, NULL);
  g_option_group_set_translate_func (g_option_context_get_main_group (context), translate_option_text, NULL, NULL);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  return context;
}

int
cw_cli_main (int    argc,
             char **argv);

int
cw_cli_main (int    argc,
             char **argv)
{
  /* An uninstalled run (tests, build-aux) reads the build tree's translations, as the app does. */
  const char *localedir = g_getenv ("CARDWRIGHT_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : CW_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return CW_CLI_BAD_INPUT;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return CW_CLI_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("cardwright-cli %s\n", CW_VERSION);
      return CW_CLI_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("cardwright-cli %s", commands[i].name);

        /* GOption's --help starts "Usage: PRGNAME [OPTION…]": the command as the user types it. */
        int status;

        g_set_prgname (prgname);
        status = commands[i].run (argc - 1, argv + 1);
        /* Something was printed as wrong: a script must not read the answer as all well. */
        if (status == CW_CLI_OK && warned)
          status = CW_CLI_BAD_INPUT;
        return status;
      }

  cw_cli_fail (_("unknown command “%s”"), argv[1]);
  fputc ('\n', stderr);
  print_usage (stderr);
  return CW_CLI_BAD_INPUT;
}

void
cw_cli_progress_init (CwCliProgress *progress,
                      const char    *format)
{
  progress->stream = isatty (fileno (stderr)) ? stderr : NULL;
  progress->format = format;
  progress->shown_at = 0;
  progress->shown = FALSE;
}

char *
cw_cli_progress_format (const char *format,
                        guint       done,
                        guint       total)
{
  g_autofree char *line = NULL;

  /* The format is the program's own translated text: no escape from a file gets through. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  line = g_strdup_printf (format, done, total);
#pragma GCC diagnostic pop
  return g_strconcat ("\r", line, NULL);
}

void
cw_cli_progress_update (guint    done,
                        guint    total,
                        gpointer data)
{
  CwCliProgress *progress = data;
  gint64 now;
  g_autofree char *line = NULL;

  if (progress->stream == NULL)
    return;
  now = g_get_monotonic_time ();
  if (progress->shown && done < total && now - progress->shown_at < G_USEC_PER_SEC / 10)
    return;
  line = cw_cli_progress_format (progress->format, done, total);
  fputs (line, progress->stream);
  fflush (progress->stream);
  progress->shown_at = now;
  progress->shown = TRUE;
}

void
cw_cli_progress_end (CwCliProgress *progress)
{
  if (progress->stream == NULL || !progress->shown)
    return;
  /* Back to the line's start, cleared (ESC [ K): the report is written where it would have been. */
  fputs ("\r\033[K", progress->stream);
  fflush (progress->stream);
  progress->shown = FALSE;
}

void
cw_cli_write (FILE       *stream,
              const char *text)
{
  g_autoptr(GString) safe = NULL;
  const char *p = text;

  if (text == NULL)
    return;
  safe = g_string_sized_new (strlen (text));
  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append (safe, "\xEF\xBF\xBD");
          p++;
          continue;
        }
      if ((c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7F && c <= 0x9F))
        g_string_append (safe, "\xEF\xBF\xBD");
      else
        g_string_append_unichar (safe, c);
      p = g_utf8_next_char (p);
    }
  fputs (safe->str, stream);
}

void
cw_cli_warn (const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  cw_cli_write (stderr, "cardwright-cli: ");
  cw_cli_write (stderr, message);
  fputc ('\n', stderr);
  warned = TRUE;
}

void
cw_cli_warn_load_errors (CwCatalog *catalog)
{
  GPtrArray *errors = cw_catalog_get_load_errors (catalog);

  for (guint i = 0; i < errors->len; i++)
    cw_cli_warn ("%s", ((GError *) g_ptr_array_index (errors, i))->message);
}

int
cw_cli_fail (const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  cw_cli_write (stderr, "cardwright-cli: ");
  cw_cli_write (stderr, message);
  fputc ('\n', stderr);
  return CW_CLI_BAD_INPUT;
}

int
cw_cli_print_usage (const char *usage)
{
  g_auto (GStrv) lines = NULL;

  g_return_val_if_fail (usage != NULL, CW_CLI_BAD_INPUT);

  /* The lines come aligned for "cardwright-cli: usage: " on standard error; here each starts
   * under "Usage:" instead, as GOption writes a command's --help. */
  lines = g_strsplit (usage, "\n", -1);
  printf ("%s\n", _("Usage:"));
  for (guint i = 0; lines[i] != NULL; i++)
    printf ("  %s\n", g_strchug (lines[i]));
  return CW_CLI_OK;
}

gboolean
cw_cli_parse (GOptionContext   *context,
              int              *argc,
              char           ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      cw_cli_fail ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

CwGame *
cw_cli_load_game (const char  *game_id,
                  GError     **error)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) load_error = NULL;
  g_autoptr(GString) known = g_string_new (NULL);

  g_return_val_if_fail (game_id != NULL, NULL);

  games = cw_game_load_all (&load_error);
  for (guint i = 0; i < games->len; i++)
    {
      CwGame *game = g_ptr_array_index (games, i);

      if (strcmp (cw_game_get_id (game), game_id) == 0)
        return g_object_ref (game);
      g_string_append_printf (known, "%s%s", i ? ", " : "", cw_game_get_id (game));
    }
  if (load_error != NULL && games->len == 0)
    {
      g_propagate_error (error, g_steal_pointer (&load_error));
      return NULL;
    }
  g_set_error (error, CW_ERROR, CW_ERROR_NOT_FOUND, _("no game “%s”; the games are: %s"),
               game_id, known->len ? known->str : _("(none found)"));
  return NULL;
}

CwCatalog *
cw_cli_load_catalog (const char  *game_id,
                     GError     **error)
{
  g_autoptr(CwGame) game = cw_cli_load_game (game_id, error);
  CwCatalog *catalog;

  if (game == NULL)
    return NULL;
  catalog = cw_catalog_new_for_game (game, error);
  if (catalog != NULL)
    cw_cli_warn_load_errors (catalog);
  return catalog;
}

char *
cw_cli_peek_game_id (const char  *path,
                     GError     **error)
{
  xmlDoc *doc = cw_xml_read_file (path, error);
  xmlNode *root;
  char *game_id;

  if (doc == NULL)
    return NULL;
  root = xmlDocGetRootElement (doc);
  game_id = root ? cw_xml_require_prop (root, "game", path, error) : NULL;
  if (root == NULL)
    g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s: the file is empty"), path);
  xmlFreeDoc (doc);
  return game_id;
}

void
cw_cli_json_string (GString    *out,
                    const char *value)
{
  if (value == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = value; *p; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

void
cw_cli_json_member (GString    *out,
                    const char *key,
                    const char *value)
{
  g_string_append_printf (out, ", \"%s\": ", key);
  cw_cli_json_string (out, value);
}

GString *
cw_cli_json_report_new (const char *source_key,
                        const char *source,
                        const char *game_id)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "{\"%s\": ", source_key);
  cw_cli_json_string (out, source);
  cw_cli_json_member (out, "game", game_id);
  return out;
}

void
cw_cli_json_report_items (GString         *out,
                          CwImportReport  *report,
                          CwCliItemFields  fields)
{
  GPtrArray *items = cw_import_report_get_items (report);

  g_string_append (out, "\"items\": [");
  for (guint i = 0; i < items->len; i++)
    {
      CwImportItem *item = g_ptr_array_index (items, i);

      g_string_append_printf (out, "%s{\"line\": %u, \"status\": \"%s\"", i > 0 ? ", " : "",
                              item->line, cw_import_status_to_string (item->status));
      if (fields & CW_CLI_ITEM_COLUMN)
        cw_cli_json_member (out, "column", item->column);
      cw_cli_json_member (out, "text", item->text);
      cw_cli_json_member (out, "card", item->card_id);
      if (fields & CW_CLI_ITEM_COUNT)
        g_string_append_printf (out, ", \"count\": %u", item->count);
      cw_cli_json_member (out, "message", item->message);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

void
cw_cli_json_report_print (GString *out)
{
  g_string_append (out, "}\n");
  fputs (out->str, stdout);
}

static void
json_strv (GString            *out,
           const char * const *items)
{
  g_string_append_c (out, '[');
  for (guint i = 0; items && items[i]; i++)
    {
      if (i)
        g_string_append (out, ", ");
      cw_cli_json_string (out, items[i]);
    }
  g_string_append_c (out, ']');
}

void
cw_cli_json_card (GString *out,
                  CwCard  *card)
{
  GPtrArray *fields = cw_game_get_fields (cw_card_get_game (card));

  g_string_append (out, "{\"id\": ");
  cw_cli_json_string (out, cw_card_get_id (card));
  g_string_append (out, ", \"name\": ");
  cw_cli_json_string (out, cw_card_get_name (card));
  g_string_append (out, ", \"version\": ");
  cw_cli_json_string (out, cw_card_get_version (card));
  g_string_append (out, ", \"title\": ");
  cw_cli_json_string (out, cw_card_get_title (card));
  g_string_append (out, ", \"type\": ");
  cw_cli_json_string (out, cw_card_get_card_type (card));
  g_string_append (out, ", \"set\": ");
  cw_cli_json_string (out, cw_card_get_set_id (card));
  g_string_append (out, ", \"alignment\": ");
  cw_cli_json_string (out, cw_card_get_alignment (card));
  g_string_append (out, ", \"keywords\": ");
  json_strv (out, cw_card_get_keywords (card));
  g_string_append (out, ", \"alt_names\": ");
  json_strv (out, cw_card_get_alt_names (card));
  g_string_append (out, ", \"text\": ");
  cw_cli_json_string (out, cw_card_get_plain_text (card));
  g_string_append (out, ", \"markup\": ");
  cw_cli_json_string (out, cw_card_get_text (card));
  g_string_append (out, ", \"note\": ");
  cw_cli_json_string (out, cw_card_get_note (card));
  g_string_append (out, ", \"image\": ");
  cw_cli_json_string (out, cw_card_get_image (card));

  for (guint i = 0; i < fields->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (fields, i);
      int number;

      if (!cw_card_has_field (card, field->id))
        continue;
      g_string_append (out, ", ");
      cw_cli_json_string (out, field->id);
      g_string_append (out, ": ");
      switch (field->kind)
        {
        case CW_FIELD_INT:
          cw_card_get_int (card, field->id, &number);
          g_string_append_printf (out, "%d", number);
          break;
        case CW_FIELD_BOOL:
          g_string_append (out, cw_card_get_bool (card, field->id) ? "true" : "false");
          break;
        case CW_FIELD_LIST:
          json_strv (out, cw_card_get_list (card, field->id));
          break;
        case CW_FIELD_TEXT:
        default:
          cw_cli_json_string (out, cw_card_get_string (card, field->id));
          break;
        }
    }
  g_string_append_c (out, '}');
}
