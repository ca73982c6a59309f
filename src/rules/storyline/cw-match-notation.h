/* cw-match-notation.h: a Storyline action as one line of words ("move "Dorothy Gale" loc:2 bonus") and back. */
#pragma once

#include "cw-match.h"

G_BEGIN_DECLS

/* The canonical line of an action, read against the match as it stands now (the moment the
 * action is checked or performed): pieces by name (or card id, "ozd-001#2" when several pieces
 * share a card), places as title:AUTHOR, loc:N (position N of a Storyline) or loc:S.D (spoke S,
 * D-th Location from the centre), dice faces as numbers. A roll once performed carries its
 * faces ("roll random 3 2 2 1"), so the line replays the same dice. The grammar is in
 * docs/file-formats.md ("Match actions"). */
char          *cw_match_action_to_notation   (CwMatch             *match,
                                              const CwMatchAction *action);
/* A line of that notation as an action (not yet checked: the rules may still refuse it).
 * A line that is no action, or names a card, piece, Author or place the match does not
 * have: CW_ERROR_PARSE saying what is wrong. */
CwMatchAction *cw_match_action_from_notation (CwMatch             *match,
                                              const char          *line,
                                              GError             **error);
/* TRUE when two actions do the same thing (what was checked or resolved, the label and the
 * cost, is not compared; cards compare by id). */
gboolean       cw_match_action_equal         (const CwMatchAction *a,
                                              const CwMatchAction *b);

G_END_DECLS
