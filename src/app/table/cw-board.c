/* cw-board.c: the CwBoard interface: the calls the Table's shell makes, and the two helpers boards share. */
#include "cw-board.h"

G_DEFINE_INTERFACE (CwBoard, cw_board, GTK_TYPE_WIDGET)

enum {
  REFUSED,
  REVEALED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
cw_board_default_init (CwBoardInterface *iface)
{
  /* (const char *message): the rule that refused an action the board asked for. */
  signals[REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The board told more of the log than the shell shows (see get_revealed_lines). */
  signals[REVEALED] =
    g_signal_new ("revealed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

void
cw_board_turn_clear (CwBoardTurn *turn)
{
  g_clear_pointer (&turn->title, g_free);
  g_clear_pointer (&turn->colour, g_free);
  g_clear_pointer (&turn->balance, g_free);
  g_clear_pointer (&turn->balance_tooltip, g_free);
}

void
cw_board_dice_clear (CwBoardDice *dice)
{
  g_clear_object (&dice->dice);
  g_clear_pointer (&dice->caption, g_free);
}

void
cw_board_set_session (CwBoard   *self,
                      CwSession *session)
{
  g_return_if_fail (CW_IS_BOARD (self));
  g_return_if_fail (session == NULL || CW_IS_SESSION (session));

  CW_BOARD_GET_IFACE (self)->set_session (self, session);
}

GtkWidget *
cw_board_get_setup_form (CwBoard *self)
{
  CwBoardInterface *iface;

  g_return_val_if_fail (CW_IS_BOARD (self), NULL);

  iface = CW_BOARD_GET_IFACE (self);
  return iface->get_setup_form != NULL ? iface->get_setup_form (self) : NULL;
}

CwEngine *
cw_board_create_engine (CwBoard  *self,
                        guint32   seed,
                        GError  **error)
{
  CwBoardInterface *iface;

  g_return_val_if_fail (CW_IS_BOARD (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  iface = CW_BOARD_GET_IFACE (self);
  g_return_val_if_fail (iface->create_engine != NULL, NULL);
  return iface->create_engine (self, seed, error);
}

void
cw_board_set_engine (CwBoard  *self,
                     CwEngine *engine)
{
  g_return_if_fail (CW_IS_BOARD (self));
  g_return_if_fail (engine == NULL || CW_IS_ENGINE (engine));

  CW_BOARD_GET_IFACE (self)->set_engine (self, engine);
}

CwEngine *
cw_board_get_engine (CwBoard *self)
{
  g_return_val_if_fail (CW_IS_BOARD (self), NULL);

  return CW_BOARD_GET_IFACE (self)->get_engine (self);
}

void
cw_board_refresh (CwBoard *self)
{
  g_return_if_fail (CW_IS_BOARD (self));

  CW_BOARD_GET_IFACE (self)->refresh (self);
}

const CwBoardStep *
cw_board_get_steps (CwBoard *self,
                    guint   *n_steps)
{
  CwBoardInterface *iface;

  g_return_val_if_fail (CW_IS_BOARD (self), NULL);
  g_return_val_if_fail (n_steps != NULL, NULL);

  iface = CW_BOARD_GET_IFACE (self);
  *n_steps = 0;
  return iface->get_steps != NULL ? iface->get_steps (self, n_steps) : NULL;
}

void
cw_board_describe_turn (CwBoard     *self,
                        CwBoardTurn *turn)
{
  g_return_if_fail (CW_IS_BOARD (self));
  g_return_if_fail (turn != NULL);

  *turn = (CwBoardTurn) { .step = -1 };
  CW_BOARD_GET_IFACE (self)->describe_turn (self, turn);
}

void
cw_board_describe_dice (CwBoard     *self,
                        CwBoardDice *dice)
{
  CwBoardInterface *iface;

  g_return_if_fail (CW_IS_BOARD (self));
  g_return_if_fail (dice != NULL);

  iface = CW_BOARD_GET_IFACE (self);
  *dice = (CwBoardDice) { 0 };
  if (iface->describe_dice != NULL)
    iface->describe_dice (self, dice);
}

GtkWidget *
cw_board_get_side_panel (CwBoard *self)
{
  CwBoardInterface *iface;

  g_return_val_if_fail (CW_IS_BOARD (self), NULL);

  iface = CW_BOARD_GET_IFACE (self);
  return iface->get_side_panel != NULL ? iface->get_side_panel (self) : NULL;
}

CwEngineAction
cw_board_new_roll_action (CwBoard     *self,
                          const guint *faces,
                          guint        n_faces)
{
  CwBoardInterface *iface;

  g_return_val_if_fail (CW_IS_BOARD (self), NULL);

  iface = CW_BOARD_GET_IFACE (self);
  return iface->new_roll_action != NULL ? iface->new_roll_action (self, faces, n_faces) : NULL;
}

GtkWidget *
cw_board_create_score_view (CwBoard *self)
{
  CwBoardInterface *iface;

  g_return_val_if_fail (CW_IS_BOARD (self), NULL);

  iface = CW_BOARD_GET_IFACE (self);
  return iface->create_score_view != NULL ? iface->create_score_view (self) : NULL;
}

guint
cw_board_get_revealed_lines (CwBoard *self)
{
  CwBoardInterface *iface;
  CwEngine *engine;
  guint n_lines;

  g_return_val_if_fail (CW_IS_BOARD (self), 0);

  engine = cw_board_get_engine (self);
  if (engine == NULL)
    return 0;
  n_lines = cw_engine_get_log (engine)->len;
  iface = CW_BOARD_GET_IFACE (self);
  /* Never more than there is: after an undo the log may be shorter than a board last counted. */
  return iface->get_revealed_lines != NULL ? MIN (iface->get_revealed_lines (self), n_lines) : n_lines;
}

void
cw_board_reveal_all (CwBoard *self)
{
  CwBoardInterface *iface;

  g_return_if_fail (CW_IS_BOARD (self));

  iface = CW_BOARD_GET_IFACE (self);
  if (iface->reveal_all != NULL)
    iface->reveal_all (self);
}

void
cw_board_notify_revealed (CwBoard *self)
{
  g_return_if_fail (CW_IS_BOARD (self));

  g_signal_emit (self, signals[REVEALED], 0);
}

void
cw_board_refuse (CwBoard    *self,
                 const char *message)
{
  g_return_if_fail (CW_IS_BOARD (self));
  g_return_if_fail (message != NULL);

  g_signal_emit (self, signals[REFUSED], 0, message);
}

gboolean
cw_board_perform (CwBoard        *self,
                  CwEngineAction  action)
{
  CwEngine *engine;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (CW_IS_BOARD (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  engine = cw_board_get_engine (self);
  if (engine == NULL)
    return FALSE;
  if (!cw_engine_perform (engine, action, &error))
    {
      cw_board_refuse (self, error->message);
      return FALSE;
    }
  return TRUE;
}
