/* cw-od.h: the Ód solitaire as a CwEngine: options, notation, state as JSON and text, the .cwmatch set-up. */
#pragma once

#include "cw-engine.h"
#include "cw-od-rules.h"

G_BEGIN_DECLS

#define CW_TYPE_OD_ENGINE (cw_od_engine_get_type ())
G_DECLARE_FINAL_TYPE (CwOdEngine, cw_od_engine, CW, OD_ENGINE, CwEngine)

/* The state as the rules see it, for the board, tests and the random player; NULL before the
 * start. Borrowed, and changed by every action: read it, never write it. */
const CwOdState *cw_od_engine_get_state (CwOdEngine *self);

G_END_DECLS
