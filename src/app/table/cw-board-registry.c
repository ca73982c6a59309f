/* cw-board-registry.c: the boards the Table knows, one line each; the engine side is cw-engine-registry.c. */
#include "cw-board-registry.h"

#include "cw-draft-board.h"
#include "cw-duel-board.h"
#include "cw-engine-registry.h"
#include "cw-od-board.h"
#include "cw-storyline-board.h"

typedef GType (*BoardTypeFunc) (void);

/* A new system: its engine in src/rules/ and cw-engine-registry.c, its board here. */
static const struct {
  const char    *engine_id;
  BoardTypeFunc  get_type;
} boards[] = {
  { "storyline", cw_storyline_board_get_type },
  { "duel", cw_duel_board_get_type },
  { "draft", cw_draft_board_get_type },
  { "od", cw_od_board_get_type },
};

GType
cw_board_registry_lookup (const char *engine_id)
{
  g_return_val_if_fail (engine_id != NULL, G_TYPE_INVALID);

  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    if (g_strcmp0 (boards[i].engine_id, engine_id) == 0)
      return boards[i].get_type ();
  return G_TYPE_INVALID;
}

CwBoard *
cw_board_registry_new_for_game (CwGame *game)
{
  const char *mode;
  GType type;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);

  mode = cw_game_get_table_mode (game);
  if (mode == NULL || !cw_engine_game_has_engine (game))
    return NULL;
  type = cw_board_registry_lookup (mode);
  if (type == G_TYPE_INVALID)
    return NULL;
  return g_object_new (type, NULL);
}
