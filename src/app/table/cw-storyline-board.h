/* cw-storyline-board.h: the Table's board for the Storyline Game System: the Storyline, its places' moves, the Authors, the set-up. */
#pragma once

#include <gtk/gtk.h>
#include "cw-board.h"
#include "cw-match.h"
#include "cw-match-setup.h"
#include "cw-storyline-view.h"

G_BEGIN_DECLS

#define CW_TYPE_STORYLINE_BOARD (cw_storyline_board_get_type ())
G_DECLARE_FINAL_TYPE (CwStorylineBoard, cw_storyline_board, CW, STORYLINE_BOARD, GtkWidget)

GtkWidget       *cw_storyline_board_new       (void);
/* The match shown, NULL while setting up. */
CwMatch         *cw_storyline_board_get_match (CwStorylineBoard *self);
CwMatchSetup    *cw_storyline_board_get_setup (CwStorylineBoard *self);
CwStorylineView *cw_storyline_board_get_view  (CwStorylineBoard *self);

G_END_DECLS
