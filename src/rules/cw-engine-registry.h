/* cw-engine-registry.h: which engine plays a game's <table mode>; one line per system in cw-engine-registry.c. */
#pragma once

#include "cw-engine.h"

G_BEGIN_DECLS

/* The engine type for a <table mode> or a .cwmatch's engine id; G_TYPE_INVALID when none. */
GType          cw_engine_type_for_mode     (const char  *mode);
/* "storyline, duel, …": the ids this build knows, for messages. */
char          *cw_engine_dup_known_ids     (void);
/* Whether the game's <table mode> has an engine here. */
gboolean       cw_engine_game_has_engine   (CwGame      *game);
/* A new engine for the game, not started; CW_ERROR_INVALID naming the game and mode when none. */
CwEngine      *cw_engine_new_for_game      (CwGame      *game,
                                            CwCatalog   *catalog,
                                            GError     **error);

G_END_DECLS
