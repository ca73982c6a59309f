/* cw-storyline-view.h: the Storyline drawn as the players see it: a line for 2 Authors, a wheel for 3 to 6. */
#pragma once

#include <gtk/gtk.h>
#include "cw-match.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_STORYLINE_VIEW (cw_storyline_view_get_type ())
G_DECLARE_FINAL_TYPE (CwStorylineView, cw_storyline_view, CW, STORYLINE_VIEW, GtkWidget)

typedef enum {
  CW_STORYLINE_LAYOUT_ROW,     /* 2 Authors, wide: Title, 6 Locations, Title from left to right */
  CW_STORYLINE_LAYOUT_COLUMN,  /* 2 Authors, narrow: the same line from top to bottom */
  CW_STORYLINE_LAYOUT_WHEEL,   /* 3 to 6 Authors: the Locations are the spokes of a wheel */
} CwStorylineLayout;

GtkWidget        *cw_storyline_view_new            (void);
/* session (nullable) draws the game's card back on face-down Locations. */
void              cw_storyline_view_set_session    (CwStorylineView *self,
                                                    CwSession       *session);
void              cw_storyline_view_set_match      (CwStorylineView *self,
                                                    CwMatch         *match);
CwMatch          *cw_storyline_view_get_match      (CwStorylineView *self);
CwStorylineLayout cw_storyline_view_get_layout     (CwStorylineView *self);
/* Where a place is drawn now, in the widget's coordinates; FALSE if it is not. */
gboolean          cw_storyline_view_get_place_bounds (CwStorylineView *self,
                                                    int              place,
                                                    graphene_rect_t *bounds);
/* The place drawn at a point, or CW_PLACE_NONE. */
int               cw_storyline_view_get_place_at   (CwStorylineView *self,
                                                    double           x,
                                                    double           y);
/* The tokens drawn at a place (Characters, Objects, Effects), as the view last read the match. */
guint             cw_storyline_view_get_n_tokens   (CwStorylineView *self,
                                                    int              place);
/* The face-down Events drawn by a Title card, as card backs; 0 for a Location. */
guint             cw_storyline_view_get_n_hidden_events (CwStorylineView *self,
                                                         int              place);
/* The words drawn on a place: "Field of Poppies", "Face down", "Ann: The Wonderful Wizard of Oz". */
const char       *cw_storyline_view_get_place_text (CwStorylineView *self,
                                                    int              place);
/* Shows popover (a GtkPopover, taken over) pointing at the place; the one shown before goes. */
void              cw_storyline_view_popup          (CwStorylineView *self,
                                                    GtkWidget       *popover,
                                                    int              place);
GtkWidget        *cw_storyline_view_get_popover    (CwStorylineView *self);
int               cw_storyline_view_get_selected   (CwStorylineView *self);
void              cw_storyline_view_set_selected   (CwStorylineView *self,
                                                    int              place);

/* Every place in order with who is there, in words: the view's accessible description. */
char              *cw_storyline_view_dup_description (CwStorylineView *self);

G_END_DECLS
