/* cw-board.h: what the Table's shell asks of a system's board: set up, show the engine's state, offer the legal actions. */
#pragma once

#include <gtk/gtk.h>
#include "cw-engine.h"
#include "cw-session.h"

G_BEGIN_DECLS

/* One step of a turn as the step bar shows it ("2 Roll", "Step 2: roll for Story Points"). */
typedef struct {
  const char *label;     /* translatable (N_()), short */
  const char *tooltip;   /* translatable (N_()), one sentence; may be NULL */
} CwBoardStep;

/* The turn bar: whose turn, the step, a figure the player watches (Story Points). */
typedef struct {
  char *title;          /* "Ann’s turn · round 2", "The End: Ann wins with 14" */
  char *colour;         /* the dot beside it ("#e01b24"), NULL for none */
  int   step;           /* index into the board's steps; -1 for none (set-up, over) */
  char *balance;        /* "7 SP", NULL for none */
  char *balance_tooltip;/* what the figure is, NULL for none */
} CwBoardTurn;

void cw_board_turn_clear (CwBoardTurn *turn);

/* What the dice tray shows. */
typedef struct {
  CwDice   *dice;       /* NULL: an empty tray */
  gboolean  rolled;     /* faces set: a roll to show; otherwise the pool about to be rolled */
  char     *caption;    /* "Ann rolled 13 SP", NULL for none */
  gboolean  can_roll;   /* a roll is legal now: the tray's Roll and a roll entered by hand are offered */
  gboolean  separate;   /* the dice are read one by one, not added (the duel's two d12): no total, no odds */
} CwBoardDice;

void cw_board_dice_clear (CwBoardDice *dice);

/* A system's board behind the Table's shell (CwTablePage), as GNOME Calendar's views are behind
 * GcalView: the shell holds the engine, saves it, shows the turn bar, the dice tray, refusals,
 * the log and the score; the board draws the state and offers the actions the engine says are
 * legal now, performing them with cw_board_perform(). A board is registered for its engine's id
 * in cw-board-registry.c. Required: set_session, set_engine, get_engine, refresh,
 * describe_turn; the rest are optional. */
#define CW_TYPE_BOARD (cw_board_get_type ())
G_DECLARE_INTERFACE (CwBoard, cw_board, CW, BOARD, GtkWidget)

struct _CwBoardInterface
{
  GTypeInterface parent;

  /* ---- Set up ---- */
  /* The game and its catalog and Libraries; called once, before anything else. */
  void            (*set_session)      (CwBoard        *self,
                                       CwSession      *session);
  /* The board's own set-up form, which the shell hosts on its set-up page (owned by the
   * board). Optional: without it (or when it returns NULL) the shell hosts its own form
   * (CwTableSetup: the players' names and the engine's options) and makes the engine itself. */
  GtkWidget      *(*get_setup_form)   (CwBoard        *self);
  /* A started engine as the board's set-up form says; every random choice comes from seed.
   * Required with get_setup_form. */
  CwEngine       *(*create_engine)    (CwBoard        *self,
                                       guint32         seed,
                                       GError        **error);

  /* ---- Show the state ---- */
  /* The engine shown (NULL while setting up); the board keeps a reference. */
  void            (*set_engine)       (CwBoard        *self,
                                       CwEngine       *engine);
  CwEngine       *(*get_engine)       (CwBoard        *self);
  /* After the engine's ::changed (the shell calls it, after autosaving). */
  void            (*refresh)          (CwBoard        *self);
  /* The steps of a turn for the step bar, in order (static); NULL and 0 for none. */
  const CwBoardStep *(*get_steps)     (CwBoard        *self,
                                       guint          *n_steps);
  /* Fills turn (zeroed by the caller) for the turn bar. */
  void            (*describe_turn)    (CwBoard        *self,
                                       CwBoardTurn    *turn);
  /* Fills dice (zeroed by the caller) for the dice tray; optional (no dice: an empty tray). */
  void            (*describe_dice)    (CwBoard        *self,
                                       CwBoardDice    *dice);

  /* ---- Offer the legal actions ---- */
  /* What goes beside the board, between the dice tray and the log: the actions offered
   * now (only those the engine lists as legal) and the players. Owned by the board; the
   * shell parents it. Optional. */
  GtkWidget      *(*get_side_panel)   (CwBoard        *self);
  /* The roll (faces: a physical roll, one face index a die; NULL: the engine rolls), or
   * NULL when no roll is legal now. Optional. */
  CwEngineAction  (*new_roll_action)  (CwBoard        *self,
                                       const guint    *faces,
                                       guint           n_faces);
  /* The body of the score dialog (how the score is counted, its table, bonuses entered
   * by hand). Optional: the shell shows the engine's score lines. */
  GtkWidget      *(*create_score_view)(CwBoard        *self);

  /* ---- Tell a move step by step ---- */
  /* How many of the engine's log lines, from the first, the board has told so far. A board that
   * tells a combat one step at a time holds the rest back, and the shell's log, its Whole Log and
   * the dialog at the end wait with it, so that they do not give away what the board is telling.
   * It calls cw_board_notify_revealed() whenever it tells more outside refresh. Optional: without
   * it, every line is told as soon as it is written. */
  guint           (*get_revealed_lines)(CwBoard       *self);
  /* Tells at once every line still held back (the player skips to the result). Optional. */
  void            (*reveal_all)       (CwBoard        *self);

  gpointer padding[6];
};

void               cw_board_set_session       (CwBoard      *self,
                                               CwSession    *session);
GtkWidget         *cw_board_get_setup_form    (CwBoard      *self);
CwEngine          *cw_board_create_engine     (CwBoard      *self,
                                               guint32       seed,
                                               GError      **error);
void               cw_board_set_engine        (CwBoard      *self,
                                               CwEngine     *engine);
CwEngine          *cw_board_get_engine        (CwBoard      *self);
void               cw_board_refresh           (CwBoard      *self);
const CwBoardStep *cw_board_get_steps         (CwBoard      *self,
                                               guint        *n_steps);
void               cw_board_describe_turn     (CwBoard      *self,
                                               CwBoardTurn  *turn);
void               cw_board_describe_dice     (CwBoard      *self,
                                               CwBoardDice  *dice);
GtkWidget         *cw_board_get_side_panel    (CwBoard      *self);
CwEngineAction     cw_board_new_roll_action   (CwBoard      *self,
                                               const guint  *faces,
                                               guint         n_faces);
GtkWidget         *cw_board_create_score_view (CwBoard      *self);
guint              cw_board_get_revealed_lines (CwBoard     *self);
void               cw_board_reveal_all        (CwBoard      *self);

/* ---- For boards ---- */

/* Performs the action on the board's engine; a refusal is said through ::refused (the
 * shell shows the rule over the board). */
gboolean           cw_board_perform           (CwBoard        *self,
                                               CwEngineAction  action);
/* Emits ::refused (const char *message): the rule that refuses what was asked. */
void               cw_board_refuse            (CwBoard        *self,
                                               const char     *message);
/* Emits ::revealed: the board has told more of the log (a next step, or all of them), so the
 * shell shows the lines told and, once all are, the end of the game. */
void               cw_board_notify_revealed   (CwBoard        *self);

G_END_DECLS
