/* cw-engine.h: what every rules engine shares: seed, actions, undo by replay, log, options, score, the .cwmatch envelope. */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>
#include "cw-types.h"

G_BEGIN_DECLS

/* One line of a score table, whatever the system. */
typedef struct {
  guint     player;       /* index in the order players were added */
  int       total;
  gboolean  winner;       /* several on a tie; FALSE for everybody until the game is over */
} CwEngineScore;

/* A set-up option an engine offers ("--option K=V" in `cardwright-cli match new`). */
typedef struct {
  const char *key;          /* "title-in-storyline" */
  const char *values;       /* what it takes, for help: "yes|no", "2-4", "a deck order" */
  const char *default_value;
  const char *description;  /* translatable (N_()), one sentence */
} CwEngineOption;

/* An engine's actions are its own refcounted values (a CwMatchAction for the Storyline);
 * the base only keeps them, in order, and hands them back to the engine. */
typedef gpointer CwEngineAction;

/* Signals: ::changed after the start, every action, undo, redo and rewind. */
#define CW_TYPE_ENGINE (cw_engine_get_type ())
G_DECLARE_DERIVABLE_TYPE (CwEngine, cw_engine, CW, ENGINE, GObject)

struct _CwEngineClass
{
  GObjectClass parent_class;

  /* The name in <table mode="…"> and in the .cwmatch's engine="…": "storyline", "duel"… */
  const char            *engine_id;
  /* Raised when the rules change what a saved history means; saved as rules="N". */
  guint                  rules_version;
  /* NULL-terminated by a { NULL } entry; may be NULL for none. */
  const CwEngineOption  *options;
  /* How many players the rule book allows, so that a set-up form offers no more and no
   * fewer (check_setup still refuses at cw_engine_start(): a file or the CLI can ask for
   * anything). 0 is no limit, the base's default. */
  guint                  min_players;
  guint                  max_players;

  /* ---- Actions ---- */
  CwEngineAction (*action_ref)     (CwEngineAction  action);
  void           (*action_unref)   (CwEngineAction  action);
  /* What the history keeps of an action about to be performed: a copy where performing
   * records something in it (dice faces), so a caller's action can be performed twice.
   * By default a new reference. */
  CwEngineAction (*action_copy)    (CwEngine       *self,
                                    CwEngineAction  action);
  /* The words of an action once checked or performed ("Dorothy Gale moves to …"). */
  const char    *(*action_get_label) (CwEngine     *self,
                                    CwEngineAction  action);
  /* Checks (dry_run) or performs the action on the state. Performing may record in the
   * action what it resolved (dice faces, a card drawn) so that a replay repeats it.
   * A refusal: CW_ERROR_INVALID naming the rule. */
  gboolean       (*apply)          (CwEngine       *self,
                                    CwEngineAction  action,
                                    gboolean        dry_run,
                                    GError        **error);
  /* The actions legal now, each checked: a new array of actions (freed with action_unref). */
  GPtrArray     *(*list_legal)     (CwEngine       *self);

  /* The notation: one line an action, the same in `match do`, `match legal` and files. */
  char          *(*format_action)  (CwEngine       *self,
                                    CwEngineAction  action);
  /* A bad line: CW_ERROR_PARSE with what is wrong (the caller adds file and line). */
  CwEngineAction (*parse_action)   (CwEngine       *self,
                                    const char     *line,
                                    GError        **error);

  /* ---- Set-up and state ---- */
  /* A player from `match new --player NAME[:LIBRARY]`; library may be NULL. */
  gboolean       (*add_player)     (CwEngine       *self,
                                    const char     *name,
                                    CwLibrary      *library,
                                    GError        **error);
  guint          (*get_n_players)  (CwEngine       *self);
  const char    *(*get_player_name)(CwEngine       *self,
                                    guint           player);
  /* Called once by cw_engine_start(), after the options are set: refuse a set-up the
   * rules do not allow (too few players…). Optional. */
  gboolean       (*check_setup)    (CwEngine       *self,
                                    GError        **error);
  /* Throws any state away and builds it from the set-up, before the first action. The base
   * has re-seeded the GRand (cw_engine_get_rand) and cleared the log before calling. */
  void           (*reset)          (CwEngine       *self);
  gboolean       (*is_over)        (CwEngine       *self);
  /* One line per player, in player order; a new array of CwEngineScore. */
  GArray        *(*get_score)      (CwEngine       *self);
  /* The whole state a player would write on paper, as one JSON object ({…}). */
  void           (*append_state_json) (CwEngine    *self,
                                    GString        *out);
  /* The same for a person to read, several lines, in the user's language. */
  void           (*append_state_text) (CwEngine    *self,
                                    GString        *out);

  /* ---- The .cwmatch file ---- */
  /* Elements inside <match> that describe the set-up (players, cards, decks), two-space
   * indented; the base writes the root, <option>s and <actions>. By default one
   * <player name="…"/> a player, read back with add_player (cw_engine_load_players). */
  void           (*save_setup)     (CwEngine       *self,
                                    GString        *out);
  /* Reads them back from the root, skipping the base's own children (cw_engine_is_envelope_element);
   * errors "PATH:LINE: …" (cw_xml_set_error). Root attributes
   * other than the base's (version, engine, rules, game, seed) are the engine's to read. */
  gboolean       (*load_setup)     (CwEngine       *self,
                                    xmlNode        *root,
                                    const char     *path,
                                    GError        **error);
  /* Extra attributes of the root element, written after the base's (" first-author=\"0\""). Optional. */
  void           (*save_root_attributes) (CwEngine *self,
                                    GString        *out);
  /* One element for an action, "    <action …/>\n". Optional: by default
   * <action do="NOTATION" label="…"/>, read back with parse_action. */
  void           (*save_action)    (CwEngine       *self,
                                    CwEngineAction  action,
                                    GString        *out);
  CwEngineAction (*load_action)    (CwEngine       *self,
                                    xmlNode        *node,
                                    const char     *path,
                                    GError        **error);

  gpointer padding[8];
};

/* ---- Made by the registry (cw-engine-registry.h) or by a subclass ---- */

CwGame        *cw_engine_get_game          (CwEngine       *self);
CwCatalog     *cw_engine_get_catalog       (CwEngine       *self);   /* nullable */
const char    *cw_engine_get_engine_id     (CwEngine       *self);

/* ---- Set-up ---- */

/* Checks the key and value against the class's options; an unknown key or a value it does not
 * take is CW_ERROR_INVALID naming both. Only before cw_engine_start(). */
gboolean       cw_engine_set_option        (CwEngine       *self,
                                            const char     *key,
                                            const char     *value,
                                            GError        **error);
/* The value set, or the option's default; NULL for a key the engine does not offer. */
const char    *cw_engine_get_option        (CwEngine       *self,
                                            const char     *key);
gboolean       cw_engine_get_option_bool   (CwEngine       *self,
                                            const char     *key);
const CwEngineOption *cw_engine_list_options (CwEngine     *self);
gboolean       cw_engine_add_player        (CwEngine       *self,
                                            const char     *name,
                                            CwLibrary      *library,
                                            GError        **error);
guint          cw_engine_get_n_players     (CwEngine       *self);
const char    *cw_engine_get_player_name   (CwEngine       *self,
                                            guint           player);
/* Checks the set-up, fixes the seed (every random choice comes from it) and builds the
 * starting state. */
gboolean       cw_engine_start             (CwEngine       *self,
                                            guint32         seed,
                                            GError        **error);
gboolean       cw_engine_is_started        (CwEngine       *self);
guint32        cw_engine_get_seed          (CwEngine       *self);

/* ---- For engines: the random source and the log, both rebuilt on every replay ---- */

GRand         *cw_engine_get_rand          (CwEngine       *self);
void           cw_engine_log               (CwEngine       *self,
                                            const char     *format,
                                            ...) G_GNUC_PRINTF (2, 3);
/* For an engine's own getters: the state is being rebuilt (no ::changed yet). */
gboolean       cw_engine_is_replaying      (CwEngine       *self);

/* ---- Actions ---- */

gboolean       cw_engine_check             (CwEngine       *self,
                                            CwEngineAction  action,
                                            GError        **error);
/* Checks, performs, records for undo (clearing redo) and emits ::changed. */
gboolean       cw_engine_perform           (CwEngine       *self,
                                            CwEngineAction  action,
                                            GError        **error);
/* Parses one line of notation and performs it. */
gboolean       cw_engine_perform_line      (CwEngine       *self,
                                            const char     *line,
                                            GError        **error);
CwEngineAction cw_engine_parse_action      (CwEngine       *self,
                                            const char     *line,
                                            GError        **error);
char          *cw_engine_format_action     (CwEngine       *self,
                                            CwEngineAction  action);
const char    *cw_engine_action_get_label  (CwEngine       *self,
                                            CwEngineAction  action);
CwEngineAction cw_engine_action_ref        (CwEngine       *self,
                                            CwEngineAction  action);
void           cw_engine_action_unref      (CwEngine       *self,
                                            CwEngineAction  action);
/* Of actions (free the array: it unrefs them). Empty before the start and once over. */
GPtrArray     *cw_engine_list_legal        (CwEngine       *self);

/* ---- History ---- */

guint          cw_engine_get_n_actions     (CwEngine       *self);
CwEngineAction cw_engine_get_action        (CwEngine       *self,
                                            guint           index);   /* borrowed */
gboolean       cw_engine_can_undo          (CwEngine       *self);
gboolean       cw_engine_can_redo          (CwEngine       *self);
const char    *cw_engine_get_undo_label    (CwEngine       *self);
const char    *cw_engine_get_redo_label    (CwEngine       *self);
gboolean       cw_engine_undo              (CwEngine       *self);
gboolean       cw_engine_redo              (CwEngine       *self);
/* Rebuilds the state from the start and the first n actions, keeping the rest as redo
 * (`match show --until N`). */
gboolean       cw_engine_rewind_to         (CwEngine       *self,
                                            guint           n_actions,
                                            GError        **error);
/* The match in plain words, one line per event; borrowed, of char*. */
GPtrArray     *cw_engine_get_log           (CwEngine       *self);

/* ---- State ---- */

gboolean       cw_engine_is_over           (CwEngine       *self);
GArray        *cw_engine_get_score         (CwEngine       *self);   /* of CwEngineScore */
char          *cw_engine_dup_state_json    (CwEngine       *self);
char          *cw_engine_dup_state_text    (CwEngine       *self);

/* ---- Files ---- */

/* Atomic: the set-up, options, seed and every action (and the redo list), so that loading
 * replays the match exactly. Cheap enough to call after every action. */
gboolean       cw_engine_save_to_file      (CwEngine       *self,
                                            const char     *path,
                                            GError        **error);
/* Loads a .cwmatch for its engine. The whole history must replay; otherwise NULL and the error
 * names the line of the first action that does not. */
CwEngine      *cw_engine_new_from_file     (CwGame         *game,
                                            CwCatalog      *catalog,
                                            const char     *path,
                                            GError        **error);
/* The same, but a history that stops replaying loads up to the last good action:
 * *replay_error then says which line failed (the rest is dropped). A file that cannot be
 * read at all is still NULL with error. */
CwEngine      *cw_engine_new_from_file_partial (CwGame     *game,
                                            CwCatalog      *catalog,
                                            const char     *path,
                                            GError        **replay_error,
                                            GError        **error);
/* <option>, <actions> and <redo>: the children of <match> that the base reads. */
gboolean       cw_engine_is_envelope_element (xmlNode      *node);
/* ---- For engines: the set-up in the .cwmatch, the players in the JSON state ---- */

/* " NAME=\"VALUE\"", the value escaped as the base writes its own attributes. */
void           cw_engine_append_attribute  (GString        *out,
                                            const char     *name,
                                            const char     *value);

/* The players of the set-up, as <player name="…"> elements. */

/* Reads one <player> of the set-up into the engine, its name already read; errors are the
 * file's ("PATH:LINE: …", cw_xml_set_error). */
typedef gboolean (*CwEnginePlayerLoader) (CwEngine    *self,
                                          xmlNode     *node,
                                          const char  *name,
                                          const char  *path,
                                          GError     **error);

/* "  <player name=\"NAME\"": the engine ends the element ("/>\n", or ">\n", its children and
 * "  </player>\n"). The base's save_setup, for an engine whose players are only names, writes
 * one "<player name=…/>" a player. */
void           cw_engine_append_player_start (GString      *out,
                                            const char     *name);
/* Every child of the root but the envelope's is a <player name="…">, read in order by
 * load_player; with NULL, by cw_engine_add_player with no Library (the base's load_setup).
 * Another element is refused, with its line. */
gboolean       cw_engine_load_players      (CwEngine       *self,
                                            xmlNode        *root,
                                            const char     *path,
                                            CwEnginePlayerLoader load_player,
                                            GError        **error);
/* Opens the player's object in a JSON array of the players, {"name": "…", preceded by ", "
 * after the first: the engine adds its own members and the closing brace. */
void           cw_engine_append_player_json (CwEngine      *self,
                                            GString        *out,
                                            guint           player);

/* Reads only the root of a .cwmatch: its game and engine ids (either may be NULL). */
gboolean       cw_engine_peek_file         (const char     *path,
                                            char          **game_id,
                                            char          **engine_id,
                                            GError        **error);

/* ---- For the JSON of engines (no json-glib on the floor) ---- */

void           cw_json_append_string       (GString        *out,
                                            const char     *value);   /* NULL → null */

G_END_DECLS
