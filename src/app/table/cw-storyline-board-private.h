/* cw-storyline-board-private.h: CwStorylineBoard's fields, shared by cw-storyline-board.c, -place.c, -panel.c
 * and -dialogs.c, and the functions they call in each other. */
#pragma once

#include <adwaita.h>

#include "cw-colour-dot.h"
#include "cw-storyline-board.h"

G_BEGIN_DECLS

struct _CwStorylineBoard
{
  GtkWidget        parent_instance;

  /* template */
  CwStorylineView *view;

  /* Made here, hosted by the shell (a reference each: the shell parents them). */
  CwMatchSetup    *setup;
  GtkWidget       *panel;
  GtkFlowBox      *buttons_box;
  GtkListBox      *actions_list;
  GtkListBox      *authors_list;

  CwSession       *session;
  CwMatch         *match;
  GHashTable      *libraries;       /* Library name → CwLibrary, for the cards a hand may hold */
  int              popover_place;
  guint            keywords_piece;  /* the piece whose keywords are open in the popover, 0 for none */
};

/* cw-storyline-board.c */
gboolean   _cw_storyline_board_is_live          (CwStorylineBoard *self);
GtkWindow *_cw_storyline_board_parent_window    (CwStorylineBoard *self);
char      *_cw_storyline_board_cost_text        (int               cost);
GtkWidget *_cw_storyline_board_caption_label_new (const char      *text,
                                                 const char       *style);
/* Performs; a face-down Location nobody knows yet is asked about first. */
gboolean   _cw_storyline_board_perform          (CwStorylineBoard *self,
                                                 CwMatchAction    *action);
void       _cw_storyline_board_attach_action    (GtkWidget        *widget,
                                                 CwMatchAction    *action);
GtkWidget *_cw_storyline_board_action_button_new (CwStorylineBoard *self,
                                                 const char       *label,
                                                 CwMatchAction    *action);
void       _cw_storyline_board_on_action_activated (GtkWidget     *widget,
                                                 CwStorylineBoard *self);
GPtrArray *_cw_storyline_board_catalog_cards_of_types (CwStorylineBoard *self,
                                                 const char * const *types);

/* cw-storyline-board-place.c: the popover of a place */
void       _cw_storyline_board_on_place_activated (CwStorylineBoard *self,
                                                 int               place);
void       _cw_storyline_board_refresh_popover  (CwStorylineBoard *self);

/* cw-storyline-board-panel.c: the actions offered and the Authors, beside the board */
GtkWidget *_cw_storyline_board_panel_new        (CwStorylineBoard *self);
void       _cw_storyline_board_refresh_panel    (CwStorylineBoard *self);
/* An AdwActionRow for one face-down Event: "Face-down Event 2", an eye, Trigger. */
GtkWidget *_cw_storyline_board_face_down_event_row_new (CwStorylineBoard *self,
                                                 int               author,
                                                 guint             piece,
                                                 guint             number);

/* cw-storyline-board-dialogs.c: which Location, playing a card, archiving for dice, the score */
void       _cw_storyline_board_ask_which_location (CwStorylineBoard *self,
                                                 CwMatchAction    *pending,
                                                 const char       *why);
/* Whether Play a Card is offered now, and under which words (NULL: not offered). */
const char *_cw_storyline_board_play_label      (CwStorylineBoard *self);
GtkWidget *_cw_storyline_board_score_view_new   (CwStorylineBoard *self);
void       _cw_storyline_board_dialogs_class_init (GtkWidgetClass *widget_class);

G_END_DECLS
