/* cw-cli-score.c: cardwright-cli score: the Oz draft's end-of-game score for hands typed in from the real box. */
#include <stdio.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-draft-score.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-cli.h"

/* The card a word names, by id or by any of its names; NULL with the reason (and the nearest
 * name) when it is not a card of that type. */
static CwCard *
find_card_of_type (CwCatalog   *catalog,
                   const char  *word,
                   const char  *type,
                   const char  *player,
                   GError     **error)
{
  CwCard *card = cw_catalog_lookup (catalog, word);
  const CwCardType *wanted = cw_game_find_card_type (cw_catalog_get_game (catalog), type);
  const char *type_name = wanted ? wanted->name : type;
  g_autofree char *suggestion = NULL;

  if (card == NULL)
    card = cw_catalog_find_by_name (catalog, word);
  if (card != NULL && g_strcmp0 (cw_card_get_card_type (card), type) == 0)
    return card;
  if (card != NULL)
    {
      const CwCardType *actual = cw_game_find_card_type (cw_catalog_get_game (catalog), cw_card_get_card_type (card));

      /* Translators: "player Ann: “Lion” (ozdr-lion) is a Character, not a Story card". */
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("player %s: “%s” (%s) is a %s, not a %s"), player,
                   cw_card_get_name (card), cw_card_get_id (card),
                   actual ? actual->name : cw_card_get_card_type (card), type_name);
      return NULL;
    }
  suggestion = cw_catalog_suggest_name (catalog, word);
  if (suggestion != NULL)
    g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD, _("player %s: no %s “%s” (by id or name); did you mean “%s”?"),
                 player, type_name, word, suggestion);
  else
    g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD, _("player %s: no %s “%s” (by id or name)"),
                 player, type_name, word);
  return NULL;
}

/* "dorothy=4,epouvantail=2" into the sheet; each Character once, at most the copies the box holds. */
static gboolean
read_hand (CwDraftScore  *sheet,
           guint          player,
           CwCatalog     *catalog,
           const char    *text,
           GError       **error)
{
  const char *name = cw_draft_score_get_player_name (sheet, player);
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (guint i = 0; items[i]; i++)
    {
      g_auto(GStrv) pair = NULL;
      CwCard *character;
      guint64 count;
      int copies;

      g_strstrip (items[i]);
      if (*items[i] == '\0')
        continue;
      pair = g_strsplit (items[i], "=", 2);
      g_strstrip (pair[0]);
      if (pair[1] == NULL || !g_ascii_string_to_unsigned (g_strstrip (pair[1]), 10, 0, G_MAXUINT, &count, NULL))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                       _("player %s: “%s” is not CHARACTER=NUMBER (how many of that Character are in the hand)"),
                       name, items[i]);
          return FALSE;
        }
      if (!(character = find_card_of_type (catalog, pair[0], "character", name, error)))
        return FALSE;
      if (cw_draft_score_get_count (sheet, player, cw_card_get_id (character)) > 0)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("player %s: %s is counted twice; give each Character once"),
                       name, cw_card_get_name (character));
          return FALSE;
        }
      copies = cw_card_get_int_or (character, "copies", G_MAXINT);
      if (count > (guint64) copies)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("player %s: %u × %s, but the box holds %d"),
                       name, (guint) count, cw_card_get_name (character), copies);
          return FALSE;
        }
      cw_draft_score_set_count (sheet, player, cw_card_get_id (character), (guint) count);
    }
  return TRUE;
}

/* "ozdr-s10,majority of Lion" into the sheet: face-up Story cards, at most four, each once in the box. */
static gboolean
read_stories (CwDraftScore  *sheet,
              guint          player,
              CwCatalog     *catalog,
              const char    *text,
              GHashTable    *taken,
              GError       **error)
{
  const char *name = cw_draft_score_get_player_name (sheet, player);
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (guint i = 0; items[i]; i++)
    {
      g_autoptr(CwDraftStory) story = NULL;
      CwCard *card;
      const char *owner;

      g_strstrip (items[i]);
      if (*items[i] == '\0')
        continue;
      if (!(card = find_card_of_type (catalog, items[i], "story", name, error)) ||
          !(story = cw_draft_story_new_from_card (card, error)))
        return FALSE;
      if ((owner = g_hash_table_lookup (taken, cw_card_get_id (card))) != NULL)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("player %s: %s (%s) is already %s's; the box holds one of each Story card"),
                       name, cw_card_get_name (card), cw_card_get_id (card), owner);
          return FALSE;
        }
      if (!cw_draft_score_add_story (sheet, player, story, error))
        return FALSE;
      g_hash_table_insert (taken, (gpointer) cw_card_get_id (card), (gpointer) name);
    }
  return TRUE;
}

/* One --player "NAME:CHAR=N,…:STORY,…". */
static gboolean
read_player (CwDraftScore  *sheet,
             CwCatalog     *catalog,
             const char    *spec,
             GHashTable    *taken,
             GError       **error)
{
  g_auto(GStrv) parts = g_strsplit (spec, ":", 3);
  guint player;

  if (parts[0] == NULL || *g_strstrip (parts[0]) == '\0' || parts[1] == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("--player “%s”: write NAME:CHARACTER=N,…:STORY,… (a name, the hand, the face-up Story cards)"),
                   spec);
      return FALSE;
    }
  for (guint i = 0; i < cw_draft_score_get_n_players (sheet); i++)
    if (strcmp (cw_draft_score_get_player_name (sheet, i), parts[0]) == 0)
      {
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("two players are called “%s”; give each a name of their own"),
                     parts[0]);
        return FALSE;
      }
  player = cw_draft_score_add_player (sheet, parts[0]);
  return read_hand (sheet, player, catalog, parts[1], error) &&
         read_stories (sheet, player, catalog, parts[2] ? parts[2] : "", taken, error);
}

/* The hands together cannot hold more of a Character than the box. */
static gboolean
check_box_holds (CwDraftScore  *sheet,
                 CwCatalog     *catalog,
                 GError       **error)
{
  GListModel *cards = G_LIST_MODEL (catalog);

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(CwCard) card = g_list_model_get_item (cards, i);
      int copies = cw_card_get_int_or (card, "copies", G_MAXINT);
      guint held = 0;

      if (g_strcmp0 (cw_card_get_card_type (card), "character") != 0)
        continue;
      for (guint p = 0; p < cw_draft_score_get_n_players (sheet); p++)
        held += cw_draft_score_get_count (sheet, p, cw_card_get_id (card));
      if (held > (guint) copies)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("the players hold %u × %s in all, but the box holds %d"),
                       held, cw_card_get_name (card), copies);
          return FALSE;
        }
    }
  return TRUE;
}

static void
print_text (CwDraftScore *sheet,
            CwCatalog    *catalog)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) winners = g_string_new (NULL);
  guint n_winners = 0;

  for (guint p = 0; p < cw_draft_score_get_n_players (sheet); p++)
    {
      g_string_append_printf (out, "%s\n", cw_draft_score_get_player_name (sheet, p));
      for (guint i = 0; i < cw_draft_score_get_n_stories (sheet, p); i++)
        {
          const char *id = cw_draft_story_get_id (cw_draft_score_get_story (sheet, p, i));
          CwCard *card = cw_catalog_lookup (catalog, id);
          g_autofree char *label = g_strdup_printf ("%s (%s)", cw_card_get_name (card), id);

          /* Characters, not bytes: "Épouvantail" lines up as "Scarecrow" does. */
          g_string_append_printf (out, "  %s%*s %4d\n", label,
                                  (int) MAX (52 - (int) g_utf8_strlen (label, -1), 0), "",
                                  cw_draft_score_get_story_points (sheet, p, i));
        }
      /* Translators: the last line of a player's score in `cardwright-cli score`. */
      g_string_append_printf (out, "  %s%*s %4d\n", _("Total"), (int) MAX (52 - (int) g_utf8_strlen (_("Total"), -1), 0), "",
                              cw_draft_score_get_total (sheet, p));
      if (cw_draft_score_is_winner (sheet, p))
        {
          g_string_append_printf (winners, "%s%s", n_winners ? ", " : "", cw_draft_score_get_player_name (sheet, p));
          n_winners++;
        }
    }
  /* Translators: "Winner: Ann", or "Winners (a tie): Ann, Bob". */
  g_string_append_printf (out, "\n%s %s\n", n_winners == 1 ? _("Winner:") : _("Winners (a tie):"), winners->str);
  fputs (out->str, stdout);
}

static void
print_json (CwDraftScore *sheet,
            const char   *game_id)
{
  g_autoptr(GString) out = g_string_new ("{\"game\": ");
  guint n_winners = 0;

  cw_cli_json_string (out, game_id);
  g_string_append (out, ", \"players\": [");
  for (guint p = 0; p < cw_draft_score_get_n_players (sheet); p++)
    {
      g_string_append (out, p ? ", {\"name\": " : "{\"name\": ");
      cw_cli_json_string (out, cw_draft_score_get_player_name (sheet, p));
      g_string_append_printf (out, ", \"total\": %d, \"stories\": [", cw_draft_score_get_total (sheet, p));
      for (guint i = 0; i < cw_draft_score_get_n_stories (sheet, p); i++)
        {
          g_string_append (out, i ? ", {\"id\": " : "{\"id\": ");
          cw_cli_json_string (out, cw_draft_story_get_id (cw_draft_score_get_story (sheet, p, i)));
          g_string_append_printf (out, ", \"points\": %d}", cw_draft_score_get_story_points (sheet, p, i));
        }
      g_string_append (out, "]}");
    }
  g_string_append (out, "], \"winners\": [");
  for (guint p = 0; p < cw_draft_score_get_n_players (sheet); p++)
    if (cw_draft_score_is_winner (sheet, p))
      {
        if (n_winners++)
          g_string_append (out, ", ");
        cw_cli_json_string (out, cw_draft_score_get_player_name (sheet, p));
      }
  g_string_append (out, "]}\n");
  fputs (out->str, stdout);
}

int
cw_cli_score (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  char **player_specs = NULL;
  const GOptionEntry entries[] = {
    { "player", 0, 0, G_OPTION_ARG_STRING_ARRAY, &player_specs,
      N_("A player: name, Characters in hand, face-up Story cards (once per player)"), "NAME:CHAR=N,…:STORY,…" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    cw_cli_option_context_new (N_("GAME --player NAME:CHAR=N,…:STORY,… … — the end-of-game score of a draft"), entries);
  g_auto(GStrv) players = NULL;
  g_autoptr(CwCatalog) catalog = NULL;
  g_autoptr(CwDraftScore) sheet = NULL;
  g_autoptr(GHashTable) taken = NULL;
  g_autoptr(GError) error = NULL;
  CwGame *game;

  g_option_context_set_description (context,
    N_("CHAR is a Character's id or any of its names (case and accents do not matter), N how many\n"
       "of it the player holds; STORY a face-up Story card's id or name, at most 4 per player.\n"
       "Example: --player \"Ann:dorothy=4,lion=4,oz=3:ozdr-s10,ozdr-s36\""));
  if (!cw_cli_parse (context, &argc, &argv))
    return CW_CLI_BAD_INPUT;
  players = player_specs;
  if (argc != 2 || players == NULL || players[0] == NULL)
    return cw_cli_fail (_("usage: %s"), "cardwright-cli score GAME --player \"NAME:CHAR=N,…:STORY,…\" … [--json]");
  if (!(catalog = cw_cli_load_catalog (argv[1], &error)))
    return cw_cli_fail ("%s", error->message);
  game = cw_catalog_get_game (catalog);
  if (cw_game_get_system (game) != CW_SYSTEM_DRAFT)
    return cw_cli_fail (_("%s is a %s game; score counts the Story cards of a draft game"),
                        cw_game_get_id (game), cw_game_get_system_name (game));

  sheet = cw_draft_score_new ();
  taken = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; players[i]; i++)
    if (!read_player (sheet, catalog, players[i], taken, &error))
      return cw_cli_fail ("%s", error->message);
  if (!check_box_holds (sheet, catalog, &error))
    return cw_cli_fail ("%s", error->message);

  if (json)
    print_json (sheet, cw_game_get_id (game));
  else
    print_text (sheet, catalog);
  return CW_CLI_OK;
}
