/* cw-board-registry.h: which board shows which engine: a game's <table mode> → the board's GType. */
#pragma once

#include "cw-board.h"
#include "cw-game.h"

G_BEGIN_DECLS

/* The board for an engine id ("storyline"), G_TYPE_INVALID when no board is registered. */
GType      cw_board_registry_lookup      (const char *engine_id);
/* A new board for the game's table mode (floating), or NULL when the Table cannot play
 * this game yet: no board, or no engine, for its mode. */
CwBoard   *cw_board_registry_new_for_game (CwGame    *game);

G_END_DECLS
