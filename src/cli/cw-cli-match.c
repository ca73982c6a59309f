/* cw-cli-match.c: `cardwright-cli match new|do|legal|show|undo`: any rules engine driven headless, one .cwmatch file. */
#include <errno.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-catalog.h"
#include "cw-engine.h"
#include "cw-engine-registry.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-cli.h"

/* Everything here goes through CwEngine: the notation, the state and the refusals are the
 * engine's own, so a new engine gets these commands without a line here. */

/* Aligned for "cardwright-cli: usage: " on standard error; --help starts each under "Usage:". */
#define MATCH_SYNOPSIS "cardwright-cli match new GAME --player NAME[:LIBRARY] … [--seed S] [--option K=V …] -o MATCH.cwmatch\n" \
                       "       cardwright-cli match do MATCH.cwmatch (ACTION … | --file F)\n" \
                       "       cardwright-cli match legal MATCH.cwmatch [--json]\n" \
                       "       cardwright-cli match show MATCH.cwmatch [--until N] [--json]\n" \
                       "       cardwright-cli match undo MATCH.cwmatch"

static void
print_text (const char *text)
{
  fputs (text, stdout);
  if (*text != '\0' && text[strlen (text) - 1] != '\n')
    fputc ('\n', stdout);
}

static void
print_log_since (CwEngine *engine,
                 guint     from)
{
  GPtrArray *log = cw_engine_get_log (engine);

  for (guint i = from; log != NULL && i < log->len; i++)
    printf ("%s\n", (const char *) g_ptr_array_index (log, i));
}

/* ---- Loading a .cwmatch for its game ---- */

/* The match in the file, with the game and catalog it names. With partial, a history that no
 * longer replays is loaded up to its last good action, and *replay_error says where it stopped. */
static CwEngine *
load_match (const char  *path,
            gboolean     partial,
            GError     **replay_error,
            GError     **error)
{
  g_autofree char *game_id = NULL;
  g_autofree char *engine_id = NULL;
  g_autoptr (CwGame) game = NULL;
  g_autoptr (CwCatalog) catalog = NULL;
  g_autoptr (GError) local_error = NULL;

  if (!cw_engine_peek_file (path, &game_id, &engine_id, error))
    return NULL;
  if (game_id == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("%s: the match names no game"), path);
      return NULL;
    }
  game = cw_cli_load_game (game_id, &local_error);
  if (game == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_NOT_FOUND, _("%s: %s"), path, local_error->message);
      return NULL;
    }
  catalog = cw_catalog_new_for_game (game, error);
  if (catalog == NULL)
    return NULL;
  if (partial)
    return cw_engine_new_from_file_partial (game, catalog, path, replay_error, error);
  return cw_engine_new_from_file (game, catalog, path, error);
}

/* For do and undo, which write the file back: a history that stops replaying is not cut
 * short behind the player's back (a newer Cardwright may still replay it); they say where it
 * stops and leave the file alone. */
static CwEngine *
load_match_to_write (const char  *path,
                     GError     **error)
{
  g_autoptr (GError) replay_error = NULL;
  g_autoptr (CwEngine) engine = load_match (path, TRUE, &replay_error, error);

  if (engine == NULL)
    return NULL;
  if (replay_error != NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   /* Translators: the first %s says which line of the file stops replaying and why. */
                   _("%s\nNothing was played: edit or remove the actions from that line on "
                     "(“cardwright-cli match show” shows the match up to there)."), replay_error->message);
      return NULL;
    }
  return g_steal_pointer (&engine);
}

/* ---- new ---- */

static int
match_new (int    argc,
           char **argv)
{
  g_auto (GStrv) players = NULL;
  g_auto (GStrv) options = NULL;
  g_autofree char *output = NULL;
  gint64 seed = -1;
  const GOptionEntry entries[] = {
    { "player", 0, 0, G_OPTION_ARG_STRING_ARRAY, &players,
      N_("A player, in seating order, with the Library they play (a .cwlibrary file)"), "NAME[:LIBRARY]" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed for every random choice of the match"), "S" },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &options, N_("A set-up option of the game's rules"), "K=V" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The match file to write"), "MATCH.cwmatch" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = cw_cli_option_context_new (N_("GAME — start a match"), entries);
  g_autoptr (CwGame) game = NULL;
  g_autoptr (CwCatalog) catalog = NULL;
  g_autoptr (CwEngine) engine = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *state = NULL;
  guint32 used_seed;

  /* The rules' options, for --help: which they are depends on the game, so they are listed
   * for every engine this build has. */
  {
    g_autoptr (GString) help = g_string_new (NULL);
    g_autofree char *ids = cw_engine_dup_known_ids ();
    g_auto (GStrv) known = g_strsplit (ids, ", ", -1);

    for (guint i = 0; known[i] != NULL; i++)
      {
        GType type = cw_engine_type_for_mode (known[i]);
        CwEngineClass *klass = type != G_TYPE_INVALID ? g_type_class_ref (type) : NULL;

        if (klass == NULL)
          continue;
        for (guint o = 0; klass->options != NULL && klass->options[o].key != NULL; o++)
          {
            const CwEngineOption *option = &klass->options[o];

            if (help->len == 0)
              g_string_append_printf (help, "%s\n", _("Options of the rules (--option K=V):"));
            /* Values of one word are typed as written ("yes|no"); a phrase ("a deck order") is
             * the translators'. An option whose default is empty ("" is a shuffled deck) has
             * no default to show: "(default )" read as a word left out. */
            const char *values = strchr (option->values, ' ') != NULL ? _(option->values) : option->values;

            if (option->default_value != NULL && option->default_value[0] != '\0')
              g_string_append_printf (help, "  %s: %s=%s (%s %s)\n      %s\n", known[i], option->key, values,
                                      _("default"), option->default_value, _(option->description));
            else
              g_string_append_printf (help, "  %s: %s=%s\n      %s\n", known[i], option->key, values,
                                      _(option->description));
          }
        g_type_class_unref (klass);
      }
    if (help->len > 0)
      g_option_context_set_description (context, help->str);
  }

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc != 2 || output == NULL)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli match new GAME --player NAME[:LIBRARY] … [--seed S] "
                        "[--option K=V …] -o MATCH.cwmatch");
  if (seed < -1 || seed > G_MAXUINT32)
    return cw_cli_fail (_("--seed must be from 0 to %u"), G_MAXUINT32);
  if (!(game = cw_cli_load_game (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if (!(catalog = cw_catalog_new_for_game (game, &error)))
    return cw_cli_fail ("%s", error->message);
  if (!(engine = cw_engine_new_for_game (game, catalog, &error)))
    return cw_cli_fail ("%s", error->message);

  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    {
      g_auto (GStrv) pair = g_strsplit (options[i], "=", 2);

      if (pair[0] == NULL || pair[1] == NULL || *pair[0] == '\0')
        return cw_cli_fail (_("--option takes KEY=VALUE, not “%s”"), options[i]);
      if (!cw_engine_set_option (engine, pair[0], pair[1], &error))
        return cw_cli_fail ("%s", error->message);
    }

  for (guint i = 0; players != NULL && players[i] != NULL; i++)
    {
      const char *colon = strchr (players[i], ':');
      g_autofree char *name = colon ? g_strndup (players[i], (gsize) (colon - players[i])) : g_strdup (players[i]);
      g_autoptr (CwLibrary) library = NULL;

      if (colon != NULL)
        {
          library = cw_library_new_from_file (colon + 1, catalog, &error);
          if (library == NULL)
            return cw_cli_fail ("%s", error->message);
          if (g_strcmp0 (cw_game_get_id (cw_library_get_game (library)), cw_game_get_id (game)) != 0)
            return cw_cli_fail (_("%s: the Library is for the game “%s”, not “%s”"), colon + 1,
                                cw_game_get_id (cw_library_get_game (library)), cw_game_get_id (game));
        }
      if (!cw_engine_add_player (engine, name, library, &error))
        return cw_cli_fail ("%s", error->message);
    }

  used_seed = seed >= 0 ? (guint32) seed : g_random_int ();
  if (!cw_engine_start (engine, used_seed, &error) ||
      !cw_engine_save_to_file (engine, output, &error))
    return cw_cli_fail ("%s", error->message);

  state = cw_engine_dup_state_text (engine);
  print_text (state);
  print_log_since (engine, 0);
  return CW_CLI_OK;
}

/* ---- do ---- */

typedef struct {
  char *where;   /* "FILE:LINE" or "action N" */
  char *line;
} ActionLine;

static void
action_line_free (ActionLine *line)
{
  g_free (line->where);
  g_free (line->line);
  g_free (line);
}

/* One action a line; blank lines and lines starting with # are for people. */
static gboolean
read_action_file (const char *path,
                  GPtrArray  *lines,
                  GError    **error)
{
  g_autofree char *contents = NULL;
  g_auto (GStrv) split = NULL;
  gsize length = 0;
  const char *name = g_str_equal (path, "-") ? _("standard input") : path;

  if (g_str_equal (path, "-"))
    {
      g_autoptr (GString) text = g_string_new (NULL);
      char buffer[4096];
      size_t n;

      while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
        g_string_append_len (text, buffer, (gssize) n);
      if (ferror (stdin))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_IO, _("%s: cannot be read: %s"), name, g_strerror (errno));
          return FALSE;
        }
      length = text->len;
      contents = g_string_free (g_steal_pointer (&text), FALSE);
    }
  else if (!g_file_get_contents (path, &contents, &length, error))
    return FALSE;
  if (!g_utf8_validate (contents, (gssize) length, NULL))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("%s: not UTF-8 text"), name);
      return FALSE;
    }

  split = g_strsplit (contents, "\n", -1);
  for (guint i = 0; split[i] != NULL; i++)
    {
      g_autofree char *stripped = g_strstrip (g_strdup (split[i]));
      ActionLine *line;

      if (*stripped == '\0' || *stripped == '#')
        continue;
      line = g_new0 (ActionLine, 1);
      line->where = g_strdup_printf ("%s:%u", name, i + 1);
      line->line = g_steal_pointer (&stripped);
      g_ptr_array_add (lines, line);
    }
  return TRUE;
}

/* Refused by the rules (or waiting on a card nobody has named): "no", exit 1. */
static gboolean
is_refusal (const GError *error)
{
  return g_error_matches (error, CW_ERROR, CW_ERROR_INVALID) ||
         g_error_matches (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD);
}

static int
match_do (int    argc,
          char **argv)
{
  g_autofree char *file = NULL;
  const GOptionEntry entries[] = {
    { "file", 0, 0, G_OPTION_ARG_FILENAME, &file, N_("Actions one a line, from a file (- for standard input)"), "F" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = cw_cli_option_context_new (N_("MATCH.cwmatch [ACTION…] — play actions"), entries);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func ((GDestroyNotify) action_line_free);
  g_autoptr (CwEngine) engine = NULL;
  g_autoptr (GError) error = NULL;
  const char *path;
  guint log_from;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc < 2 || (file == NULL) == (argc == 2))
    return cw_cli_fail (_("usage: %s"), "cardwright-cli match do MATCH.cwmatch (ACTION … | --file F)");
  path = argv[1];

  if (file != NULL && !read_action_file (file, lines, &error))
    return cw_cli_fail ("%s", error->message);
  for (int i = 2; i < argc; i++)
    {
      ActionLine *line = g_new0 (ActionLine, 1);

      /* Translators: where a bad action given on the command line is: "action 2". */
      line->where = g_strdup_printf (_("action %d"), i - 1);
      line->line = g_strdup (argv[i]);
      g_ptr_array_add (lines, line);
    }

  if (!(engine = load_match_to_write (path, &error)))
    return cw_cli_fail ("%s", error->message);

  /* Every action is played on the match in memory first; the file is written once, and only
   * when all of them were: a refusal halfway leaves the file as it was. */
  log_from = cw_engine_get_log (engine)->len;
  for (guint i = 0; i < lines->len; i++)
    {
      ActionLine *line = g_ptr_array_index (lines, i);
      g_autoptr (GError) local_error = NULL;
      CwEngineAction action = cw_engine_parse_action (engine, line->line, &local_error);
      gboolean ok;

      if (action == NULL)
        /* Translators: where the bad line is ("FILE:3", "action 2"), then what is wrong with it. */
        return cw_cli_fail (_("%s: %s"), line->where, local_error->message);
      ok = cw_engine_perform (engine, action, &local_error);
      cw_engine_action_unref (engine, action);
      if (!ok)
        {
          int status = cw_cli_fail (_("%s: “%s” is refused: %s"), line->where, line->line, local_error->message);

          return is_refusal (local_error) ? CW_CLI_NO : status;
        }
    }
  if (!cw_engine_save_to_file (engine, path, &error))
    return cw_cli_fail ("%s", error->message);
  print_log_since (engine, log_from);
  return CW_CLI_OK;
}

/* ---- legal ---- */

static void
warn_partial (const GError *replay_error)
{
  if (replay_error != NULL)
    /* Translators: the error says which line of the file stops replaying. */
    fprintf (stderr, "cardwright-cli: %s\n%s\n", replay_error->message,
             _("The match is shown as it stood before that action; the actions from there on are left out."));
}

static int
match_legal (int    argc,
             char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = cw_cli_option_context_new (N_("MATCH.cwmatch — the actions legal now"), entries);
  g_autoptr (CwEngine) engine = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) replay_error = NULL;
  g_autoptr (GPtrArray) legal = NULL;
  g_autoptr (GString) out = g_string_new (NULL);

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc != 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli match legal MATCH.cwmatch [--json]");
  if (!(engine = load_match (argv[1], TRUE, &replay_error, &error)))
    return cw_cli_fail ("%s", error->message);
  warn_partial (replay_error);

  legal = cw_engine_list_legal (engine);
  if (json)
    g_string_append_c (out, '[');
  for (guint i = 0; i < legal->len; i++)
    {
      CwEngineAction action = g_ptr_array_index (legal, i);
      g_autofree char *line = cw_engine_format_action (engine, action);

      if (json)
        {
          g_string_append (out, i ? ", {\"do\": " : "{\"do\": ");
          cw_cli_json_string (out, line);
          g_string_append (out, ", \"label\": ");
          cw_cli_json_string (out, cw_engine_action_get_label (engine, action));
          g_string_append_c (out, '}');
        }
      else
        g_string_append_printf (out, "%s\n", line);
    }
  if (json)
    g_string_append (out, "]\n");
  fputs (out->str, stdout);
  return CW_CLI_OK;
}

/* ---- show ---- */

static int
match_show (int    argc,
            char **argv)
{
  gboolean json = FALSE;
  gint64 until = -1;
  const GOptionEntry entries[] = {
    { "until", 0, 0, G_OPTION_ARG_INT64, &until, N_("The match after its first N actions"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context = cw_cli_option_context_new (N_("MATCH.cwmatch — the state of a match"), entries);
  g_autoptr (CwEngine) engine = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) replay_error = NULL;
  g_autofree char *state = NULL;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc != 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli match show MATCH.cwmatch [--until N] [--json]");
  if (!(engine = load_match (argv[1], TRUE, &replay_error, &error)))
    return cw_cli_fail ("%s", error->message);
  warn_partial (replay_error);
  if (until >= 0)
    {
      if (until > cw_engine_get_n_actions (engine))
        {
          g_autofree char *asked = g_strdup_printf ("%" G_GINT64_FORMAT, until);

          return cw_cli_fail (g_dngettext (GETTEXT_PACKAGE, "--until %s: the match has %u action",
                                           "--until %s: the match has %u actions", cw_engine_get_n_actions (engine)),
                              asked, cw_engine_get_n_actions (engine));
        }
      if (!cw_engine_rewind_to (engine, (guint) until, &error))
        return cw_cli_fail ("%s", error->message);
    }

  if (json)
    {
      state = cw_engine_dup_state_json (engine);
      printf ("%s\n", state);
      return CW_CLI_OK;
    }
  state = cw_engine_dup_state_text (engine);
  print_text (state);
  printf ("%s\n", _("Log:"));
  {
    GPtrArray *log = cw_engine_get_log (engine);

    for (guint i = 0; log != NULL && i < log->len; i++)
      printf ("  %s\n", (const char *) g_ptr_array_index (log, i));
  }
  return CW_CLI_OK;
}

/* ---- undo ---- */

static int
match_undo (int    argc,
            char **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  g_autoptr (GOptionContext) context = cw_cli_option_context_new (N_("MATCH.cwmatch — take the last action back"), entries);
  g_autoptr (CwEngine) engine = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *label = NULL;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc != 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli match undo MATCH.cwmatch");
  if (!(engine = load_match_to_write (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if (!cw_engine_can_undo (engine))
    {
      cw_cli_fail (_("%s: no action to take back"), argv[1]);
      return CW_CLI_NO;
    }
  label = g_strdup (cw_engine_get_undo_label (engine));
  cw_engine_undo (engine);
  if (!cw_engine_save_to_file (engine, argv[1], &error))
    return cw_cli_fail ("%s", error->message);
  /* Translators: the action taken back, in the words of the log. */
  printf (_("Undone: %s\n"), label ? label : "");
  return CW_CLI_OK;
}

int
cw_cli_match (int    argc,
              char **argv)
{
  static const struct {
    const char *name;
    int       (*run) (int argc, char **argv);
  } subcommands[] = {
    { "new", match_new }, { "do", match_do }, { "legal", match_legal }, { "show", match_show }, { "undo", match_undo },
  };

  if (argc >= 2)
    for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
      if (g_str_equal (argv[1], subcommands[i].name))
        {
          g_autofree char *prgname = g_strdup_printf ("cardwright-cli match %s", subcommands[i].name);

          g_set_prgname (prgname);
          return subcommands[i].run (argc - 1, argv + 1);
        }
  if (argc >= 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")))
    return cw_cli_print_usage (MATCH_SYNOPSIS);
  return cw_cli_fail (_("usage: %s"), MATCH_SYNOPSIS);
}
