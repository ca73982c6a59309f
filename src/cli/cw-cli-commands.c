/* cw-cli-commands.c: the core commands of cardwright-cli: games, cards, show, check, roll. */
#include <stdio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-dice.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-problem.h"
#include "cw-query.h"
#include "cw-cli.h"

/* text, then spaces up to width characters (not bytes: "Événement" lines up as "Event" does),
 * then one space. */
static void
append_column (GString    *out,
               const char *text,
               int         width)
{
  g_string_append_printf (out, "%s%*s ", text, (int) MAX (width - (int) g_utf8_strlen (text, -1), 0), "");
}

static void
print_json (GString *out)
{
  g_string_append_c (out, '\n');
  fputs (out->str, stdout);   /* JSON escapes every control character itself */
}

/* games */

int
cw_cli_games (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = cw_cli_option_context_new (N_("— the games Cardwright knows"), entries);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc != 1)
    return cw_cli_fail (_("games takes no arguments"));

  /* A broken game of the user's is reported, and the others are still listed. */
  games = cw_game_load_all (&error);
  if (error != NULL)
    cw_cli_warn ("%s", error->message);

  if (json)
    g_string_append_c (out, '[');
  for (guint i = 0; i < games->len; i++)
    {
      CwGame *game = g_ptr_array_index (games, i);
      g_autoptr(GError) catalog_error = NULL;
      g_autoptr(CwCatalog) catalog = cw_catalog_new_for_game (game, &catalog_error);
      guint n_cards;

      if (catalog == NULL)
        return cw_cli_fail ("%s", catalog_error->message);
      cw_cli_warn_load_errors (catalog);
      n_cards = cw_catalog_get_n_cards (catalog);
      if (json)
        {
          g_string_append (out, i ? ", {\"id\": " : "{\"id\": ");
          cw_cli_json_string (out, cw_game_get_id (game));
          g_string_append (out, ", \"name\": ");
          cw_cli_json_string (out, cw_game_get_name (game));
          g_string_append (out, ", \"system\": ");
          cw_cli_json_string (out, cw_game_get_system_name (game));
          g_string_append_printf (out, ", \"cards\": %u, \"shipped\": %s}",
                                  n_cards, cw_game_is_shipped (game) ? "true" : "false");
        }
      else
        {
          /* Translators: the number of cards a game has, in the column of `cardwright-cli games`. */
          g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%5u card", "%5u cards", n_cards),
                                                    n_cards);

          g_string_append_printf (out, "%-18s %-10s %-12s %s\n", cw_game_get_id (game),
                                  cw_game_get_system_name (game), cards, cw_game_get_name (game));
        }
    }
  if (json)
    {
      g_string_append_c (out, ']');
      print_json (out);
    }
  else
    cw_cli_write (stdout, out->str);
  return CW_CLI_OK;
}

/* cards */

int
cw_cli_cards (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  char *collection_path = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "collection", 0, 0, G_OPTION_ARG_FILENAME, &collection_path, N_("Owned counts for owned: queries"), "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = cw_cli_option_context_new (N_("GAME [QUERY…] — list or search cards"), entries);
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwQuery) query = NULL;
  g_autoptr(CwCollection) collection = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *text = NULL;
  g_autofree char *owned_path = NULL;
  guint n_cards, n_shown = 0;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  owned_path = collection_path;
  if (argc < 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli cards GAME [QUERY…] [--json]");
  if (!(catalog = cw_cli_load_catalog (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if (owned_path != NULL && !(collection = cw_collection_new_from_file (owned_path, &error)))
    return cw_cli_fail ("%s", error->message);

  text = g_strjoinv (" ", argv + 2);
  if (!(query = cw_query_new (cw_catalog_get_game (catalog), text, &error)))
    return cw_cli_fail (_("bad query: %s"), error->message);

  if (json)
    g_string_append_c (out, '[');
  n_cards = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  for (guint i = 0; i < n_cards; i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      const CwCardType *type;

      if (!cw_query_matches (query, card, collection))
        continue;
      if (json)
        {
          if (n_shown)
            g_string_append (out, ",\n ");
          cw_cli_json_card (out, card);
        }
      else
        {
          type = cw_game_find_card_type (cw_catalog_get_game (catalog), cw_card_get_card_type (card));
          append_column (out, cw_card_get_id (card), 14);
          append_column (out, type ? type->name : cw_card_get_card_type (card), 12);
          g_string_append_printf (out, "%s\n", cw_card_get_title (card));
        }
      n_shown++;
    }
  if (json)
    {
      g_string_append_c (out, ']');
      print_json (out);
    }
  else
    {
      cw_cli_write (stdout, out->str);
      fprintf (stderr, g_dngettext (GETTEXT_PACKAGE, "%u of %u card\n", "%u of %u cards\n", n_cards), n_shown, n_cards);
    }
  return CW_CLI_OK;
}

/* show */

static void
append_label (GString    *out,
              const char *label,
              const char *value)
{
  g_string_append (out, "  ");
  append_column (out, label, 14);
  g_string_append_printf (out, "%s\n", value);
}

static CwCard *
find_card (CwCatalog  *catalog,
           const char *id_or_name)
{
  CwCard *card = cw_catalog_lookup (catalog, id_or_name);

  return card ? card : cw_catalog_find_by_name (catalog, id_or_name);
}

int
cw_cli_show (int    argc,
             char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = cw_cli_option_context_new (N_("GAME CARD — one card in full"), entries);
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *name = NULL;
  CwGame *game;
  CwCard *card;
  const CwCardType *type;
  const CwAlignment *alignment;
  const char * const *keywords;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc < 3)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli show GAME CARD [--json]");
  if (!(catalog = cw_cli_load_catalog (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  name = g_strjoinv (" ", argv + 2);
  if (!(card = find_card (catalog, name)))
    return cw_cli_fail (_("%s has no card “%s” (by id or name)"),
                        cw_game_get_name (cw_catalog_get_game (catalog)), name);

  if (json)
    {
      cw_cli_json_card (out, card);
      print_json (out);
      return CW_CLI_OK;
    }

  game = cw_catalog_get_game (catalog);
  type = cw_game_find_card_type (game, cw_card_get_card_type (card));
  alignment = cw_card_get_alignment (card) ? cw_game_find_alignment (game, cw_card_get_alignment (card)) : NULL;
  g_string_append_printf (out, "%s\n", cw_card_get_title (card));
  /* Translators: labels of `cardwright-cli show`, in a column 14 characters wide. */
  append_label (out, _("id"), cw_card_get_id (card));
  append_label (out, _("set"), cw_card_get_set_id (card));
  append_label (out, _("type"), type ? type->name : cw_card_get_card_type (card));
  if (alignment)
    append_label (out, _("alignment"), alignment->name);
  for (const char * const *alt = cw_card_get_alt_names (card); *alt; alt++)
    append_label (out, _("also called"), *alt);
  for (guint i = 0; i < cw_game_get_fields (game)->len; i++)
    {
      const CwFieldDef *field = g_ptr_array_index (cw_game_get_fields (game), i);
      g_autofree char *value = cw_card_dup_field_string (card, field->id);

      /* A yes-or-no field reads in the user's language ("oui"); "true" and "false" stay what
       * files, CSV and --json write. */
      if (value != NULL && field->kind == CW_FIELD_BOOL)
        append_label (out, field->name, cw_card_get_bool (card, field->id)
                                        /* Translators: the value of a yes-or-no field of a card in `cardwright-cli show`. */
                                        ? C_("card field value", "true") : C_("card field value", "false"));
      else if (value != NULL)
        append_label (out, field->name, value);
    }
  if (cw_card_get_plain_text (card))
    g_string_append_printf (out, "\n  %s\n", cw_card_get_plain_text (card));
  if (cw_card_get_note (card))
    g_string_append_printf (out, _("\n  Note: %s\n"), cw_card_get_note (card));
  keywords = cw_card_get_keywords (card);
  if (keywords[0] != NULL)
    g_string_append_printf (out, "\n%s\n", _("Keywords:"));
  for (guint i = 0; keywords[i]; i++)
    {
      const CwKeyword *keyword = cw_game_find_keyword (game, keywords[i]);
      g_string_append_printf (out, "  %s — %s\n", keyword ? keyword->name : keywords[i],
                              keyword && keyword->rules ? keyword->rules : "");
    }
  cw_cli_write (stdout, out->str);
  return CW_CLI_OK;
}

/* check */

int
cw_cli_check (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  char *collection_option = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "collection", 0, 0, G_OPTION_ARG_FILENAME, &collection_option, N_("Also list the copies you lack"), "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = cw_cli_option_context_new (N_("LIBRARY-FILE — construction problems"), entries);
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwLibrary) library = NULL;
  g_autoptr(CwCollection) collection = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) lacking = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *game_id = NULL;
  g_autofree char *collection_path = NULL;
  guint n_errors = 0, n_lacking = 0;
  gboolean legal;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  collection_path = collection_option;
  if (argc != 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli check LIBRARY-FILE [--collection FILE] [--json]");

  if (!(game_id = cw_cli_peek_game_id (argv[1], &error)) ||
      !(catalog = cw_cli_load_catalog (game_id, &error)) ||
      !(library = cw_library_new_from_file (argv[1], catalog, &error)))
    return cw_cli_fail ("%s", error->message);
  if (collection_path != NULL)
    {
      if (!(collection = cw_collection_new_from_file (collection_path, &error)))
        return cw_cli_fail ("%s", error->message);
      if (g_strcmp0 (cw_collection_get_game_id (collection), game_id) != 0)
        return cw_cli_fail (_("%s: this collection is for the game “%s”, not “%s”"), collection_path,
                            cw_collection_get_game_id (collection), game_id);
      lacking = cw_library_shortfall (library, collection);
    }

  problems = cw_library_check (library, catalog);
  for (guint i = 0; i < problems->len; i++)
    if (cw_problem_get_severity (g_ptr_array_index (problems, i)) == CW_SEVERITY_ERROR)
      n_errors++;
  legal = n_errors == 0;
  for (guint i = 0; lacking && i < lacking->len; i++)
    n_lacking += ((CwLibraryEntry *) g_ptr_array_index (lacking, i))->count;

  if (json)
    {
      g_string_append (out, "{\"library\": ");
      cw_cli_json_string (out, cw_library_get_name (library));
      g_string_append (out, ", \"game\": ");
      cw_cli_json_string (out, game_id);
      g_string_append_printf (out, ", \"legal\": %s, \"cards\": %u, \"problems\": [",
                              legal ? "true" : "false", cw_library_get_total (library, NULL));
      for (guint i = 0; i < problems->len; i++)
        {
          CwProblem *problem = g_ptr_array_index (problems, i);

          g_string_append (out, i ? ", {\"severity\": " : "{\"severity\": ");
          cw_cli_json_string (out, cw_problem_get_severity_name (problem));
          g_string_append (out, ", \"section\": ");
          cw_cli_json_string (out, cw_problem_get_section (problem));
          g_string_append (out, ", \"card\": ");
          cw_cli_json_string (out, cw_problem_get_card_id (problem));
          g_string_append (out, ", \"message\": ");
          cw_cli_json_string (out, cw_problem_get_message (problem));
          g_string_append_c (out, '}');
        }
      g_string_append_c (out, ']');
      if (lacking != NULL)
        {
          g_string_append_printf (out, ", \"lacking_total\": %u, \"lacking\": [", n_lacking);
          for (guint i = 0; i < lacking->len; i++)
            {
              CwLibraryEntry *entry = g_ptr_array_index (lacking, i);
              CwCard *card = cw_catalog_lookup (catalog, entry->card_id);

              g_string_append (out, i ? ", {\"id\": " : "{\"id\": ");
              cw_cli_json_string (out, entry->card_id);
              g_string_append (out, ", \"name\": ");
              cw_cli_json_string (out, card ? cw_card_get_title (card) : NULL);
              g_string_append_printf (out, ", \"needed\": %u, \"owned\": %u, \"lacking\": %u}",
                                      cw_library_get_count (library, entry->card_id),
                                      cw_collection_get_owned (collection, entry->card_id), entry->count);
            }
          g_string_append_c (out, ']');
        }
      g_string_append_c (out, '}');
      print_json (out);
    }
  else
    {
      guint total = cw_library_get_total (library, NULL);

      if (legal)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s: %u card, legal\n", "%s: %u cards, legal\n", total),
                                cw_library_get_name (library), total);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s: %u card, not legal\n",
                                                  "%s: %u cards, not legal\n", total),
                                cw_library_get_name (library), total);
      for (guint i = 0; i < problems->len; i++)
        {
          CwProblem *problem = g_ptr_array_index (problems, i);
          const char *format;

          switch (cw_problem_get_severity (problem))
            {
            /* Translators: one problem of a Library in `cardwright-cli check`, after its severity. */
            case CW_SEVERITY_ERROR:   format = _("  error: %s\n"); break;
            case CW_SEVERITY_WARNING: format = _("  warning: %s\n"); break;
            case CW_SEVERITY_INFO:
            default:                  format = _("  info: %s\n"); break;
            }
          g_string_append_printf (out, format, cw_problem_get_message (problem));
        }
      if (lacking != NULL)
        {
          if (n_lacking == 0)
            g_string_append_printf (out, "%s\n", _("You own every card this Library needs."));
          else
            g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "You lack %u card:\n", "You lack %u cards:\n",
                                                      n_lacking), n_lacking);
          for (guint i = 0; i < lacking->len; i++)
            {
              CwLibraryEntry *entry = g_ptr_array_index (lacking, i);
              CwCard *card = cw_catalog_lookup (catalog, entry->card_id);

              g_string_append_printf (out, _("  %u × %s (need %u, own %u)\n"), entry->count,
                                      card ? cw_card_get_title (card) : entry->card_id,
                                      cw_library_get_count (library, entry->card_id),
                                      cw_collection_get_owned (collection, entry->card_id));
            }
        }
      cw_cli_write (stdout, out->str);
    }
  return legal ? CW_CLI_OK : CW_CLI_NO;
}

/* roll */

static void
print_odds_text (GString *out,
                 CwDice  *dice)
{
  g_autoptr(GArray) counts = NULL;
  guint64 n_outcomes = 1, at_least;
  g_autofree char *outcomes = NULL;

  counts = cw_dice_count_totals (dice, &n_outcomes);
  at_least = n_outcomes;
  /* xgettext cannot read G_GUINT64_FORMAT inside a message: the count goes in as text. */
  outcomes = g_strdup_printf ("%" G_GUINT64_FORMAT, n_outcomes);
  g_string_append_c (out, '\n');
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Exact odds over %s outcome:\n", "Exact odds over %s outcomes:\n",
                                            (gulong) MIN (n_outcomes, G_MAXULONG)), outcomes);
  /* Translators: the heading of the odds table; keep the columns 7, 10 and 11 characters wide. */
  g_string_append_printf (out, "%s\n", _("  total   exactly   at least"));
  for (guint t = 0; t < counts->len; t++)
    {
      guint64 ways = g_array_index (counts, guint64, t);

      if (ways > 0)
        /* Translators: a row of the odds table: a total, the chance of exactly it, of at least it.
         * Keep the widths; "%%" prints one percent sign. */
        g_string_append_printf (out, _("  %5u  %7.2f %%  %7.2f %%\n"), t,
                                100.0 * (double) ways / (double) n_outcomes,
                                100.0 * (double) at_least / (double) n_outcomes);
      at_least -= ways;
    }
}

static void
print_odds_json (GString *out,
                 CwDice  *dice)
{
  g_autoptr(GArray) counts = NULL;
  guint64 n_outcomes = 1, at_least;
  gboolean first = TRUE;

  counts = cw_dice_count_totals (dice, &n_outcomes);
  at_least = n_outcomes;
  g_string_append_printf (out, ", \"outcomes\": %" G_GUINT64_FORMAT ", \"odds\": [", n_outcomes);
  for (guint t = 0; t < counts->len; t++)
    {
      guint64 ways = g_array_index (counts, guint64, t);

      if (ways > 0)
        {
          char probability[G_ASCII_DTOSTR_BUF_SIZE], at_least_text[G_ASCII_DTOSTR_BUF_SIZE];

          /* JSON wants a point whatever LC_NUMERIC says. */
          g_ascii_formatd (probability, sizeof probability, "%.6f", (double) ways / (double) n_outcomes);
          g_ascii_formatd (at_least_text, sizeof at_least_text, "%.6f", (double) at_least / (double) n_outcomes);
          g_string_append_printf (out, "%s{\"total\": %u, \"ways\": %" G_GUINT64_FORMAT
                                  ", \"probability\": %s, \"at_least\": %s}",
                                  first ? "" : ", ", t, ways, probability, at_least_text);
          first = FALSE;
        }
      at_least -= ways;
    }
  g_string_append_c (out, ']');
}

int
cw_cli_roll (int    argc,
             char **argv)
{
  gboolean json = FALSE, odds = FALSE;
  int gold = 0;
  gint64 seed = -1;
  const GOptionEntry entries[] = {
    { "gold", 0, 0, G_OPTION_ARG_INT, &gold, N_("Bonus dice: one per Character in play"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed for a reproducible roll"), "S" },
    { "odds", 0, 0, G_OPTION_ARG_NONE, &odds, N_("Print the exact distribution of the total"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = cw_cli_option_context_new (N_("GAME — roll the game's dice pool"), entries);
  g_autoptr(CwGame) game = NULL;
  g_autoptr(CwDice) dice = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  GRand *rand;
  const CwDicePool *pool;
  guint32 used_seed;
  int total;

  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  if (argc != 2)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli roll GAME [--gold N] [--seed S] [--odds] [--json]");
  if (gold < 0)
    return cw_cli_fail (_("--gold must be 0 or more, not %d"), gold);
  /* Each die is a row of the odds table's convolution: a game's pool rolls at most this many. */
  if (gold > CW_GAME_MAX_DICE)
    return cw_cli_fail (_("--gold must be at most %d, not %d"), CW_GAME_MAX_DICE, gold);
  if (seed < -1 || seed > G_MAXUINT32)
    return cw_cli_fail (_("--seed must be from 0 to %u"), G_MAXUINT32);
  if (!(game = cw_cli_load_game (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  if ((pool = cw_game_get_dice_pool (game)) == NULL)
    return cw_cli_fail (_("%s uses no dice"), cw_game_get_name (game));

  dice = cw_dice_new_for_game (game, (guint) gold);
  used_seed = seed >= 0 ? (guint32) seed : g_random_int ();
  rand = g_rand_new_with_seed (used_seed);
  total = cw_dice_roll (dice, rand);
  g_rand_free (rand);

  if (json)
    {
      g_string_append (out, "{\"game\": ");
      cw_cli_json_string (out, cw_game_get_id (game));
      g_string_append_printf (out, ", \"seed\": %u, \"dice\": [", used_seed);
      for (guint i = 0; i < cw_dice_get_n_dice (dice); i++)
        {
          const CwDieDef *die = cw_dice_get_die (dice, i);

          g_string_append (out, i ? ", {\"id\": " : "{\"id\": ");
          cw_cli_json_string (out, die->id);
          g_string_append (out, ", \"name\": ");
          /* The name as the game file has it, not the user's language: a roll's JSON is the
           * same whatever the language, like the ids beside it. */
          cw_cli_json_string (out, die->name_variants ? die->name_variants[1] : die->name);
          g_string_append (out, ", \"color\": ");
          cw_cli_json_string (out, die->color);
          g_string_append (out, ", \"faces\": [");
          for (guint f = 0; f < die->faces->len; f++)
            g_string_append_printf (out, "%s%d", f ? ", " : "", g_array_index (die->faces, int, f));
          g_string_append_printf (out, "], \"face\": %d, \"symbols\": %d}",
                                  cw_dice_get_face (dice, i), cw_dice_get_symbols (dice, i));
        }
      g_string_append_printf (out, "], \"total\": %d", total);
      if (odds)
        print_odds_json (out, dice);
      g_string_append_c (out, '}');
      print_json (out);
      return CW_CLI_OK;
    }

  for (guint i = 0; i < cw_dice_get_n_dice (dice); i++)
    {
      append_column (out, cw_dice_get_die (dice, i)->name, 24);
      /* Translators: after a die's name: the face it shows and its symbols. */
      g_string_append_printf (out, _("face %d: %d\n"), cw_dice_get_face (dice, i) + 1, cw_dice_get_symbols (dice, i));
    }
  g_string_append_printf (out, _("Total: %d (seed %u)\n"), total, used_seed);
  if (pool->max_dice >= 0 && (guint) gold + g_strv_length (pool->base) > (guint) pool->max_dice)
    {
      guint n_bonus = cw_dice_get_n_dice (dice) - g_strv_length (pool->base);

      /* Translators: two sentences, each with its own count: the dice cap, then the bonus dice kept. */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "At most %d die is rolled:", "At most %d dice are rolled:",
                                                pool->max_dice), pool->max_dice);
      g_string_append_c (out, ' ');
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u bonus die counted.\n", "%u bonus dice counted.\n",
                                                n_bonus), n_bonus);
    }
  if (odds)
    print_odds_text (out, dice);
  cw_cli_write (stdout, out->str);
  return CW_CLI_OK;
}
