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

/* The last action told step by step, as the board draws it while its lines are read: one state
 * for each line the action wrote to the log (the deal's lines before the first action), each the
 * state once that line is true; the last is the state the action left. After an undo or a redo
 * they are the new last action's. The draw and discard piles of a step hold their counts only, not
 * their cards. Borrowed, valid until the next action: read them, never write. */
guint            cw_od_engine_get_n_steps          (CwOdEngine *self);
/* The engine's log line (cw_engine_get_log) of step 0. */
guint            cw_od_engine_get_steps_first_line (CwOdEngine *self);
const CwOdState *cw_od_engine_get_step_state       (CwOdEngine *self,
                                                    guint       index);

G_END_DECLS
