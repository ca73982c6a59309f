/* cw-problem.h: one construction problem of a Library, for the check panel and the CLI. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

#define CW_TYPE_PROBLEM (cw_problem_get_type ())
G_DECLARE_FINAL_TYPE (CwProblem, cw_problem, CW, PROBLEM, GObject)

CwProblem   *cw_problem_new           (CwSeverity   severity,
                                       const char  *section_id,
                                       const char  *card_id,
                                       const char  *message);
CwSeverity   cw_problem_get_severity  (CwProblem   *self);
const char  *cw_problem_get_severity_name (CwProblem *self);  /* "error", "warning", "info" */
/* The section concerned, or NULL for the whole Library. */
const char  *cw_problem_get_section   (CwProblem   *self);
/* The card concerned, or NULL. */
const char  *cw_problem_get_card_id   (CwProblem   *self);
/* "4 copies of Dorothy Gale; at most 3" */
const char  *cw_problem_get_message   (CwProblem   *self);

G_END_DECLS
