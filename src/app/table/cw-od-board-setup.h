/* cw-od-board-setup.h: the Ód board's set-up form: the player, "I dealt these" with the deck order typed from a real deck, the readings of the book. */
#pragma once

#include <gtk/gtk.h>
#include "cw-engine.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_OD_BOARD_SETUP (cw_od_board_setup_get_type ())
G_DECLARE_FINAL_TYPE (CwOdBoardSetup, cw_od_board_setup, CW, OD_BOARD_SETUP, GtkWidget)

GtkWidget  *cw_od_board_setup_new              (void);
void        cw_od_board_setup_set_session      (CwOdBoardSetup *self,
                                                CwSession      *session);
const char *cw_od_board_setup_get_player_name  (CwOdBoardSetup *self);
void        cw_od_board_setup_set_player_name  (CwOdBoardSetup *self,
                                                const char     *name);
/* "I dealt these": the deck order typed is used (else the app shuffles). */
gboolean    cw_od_board_setup_get_dealt        (CwOdBoardSetup *self);
void        cw_od_board_setup_set_dealt        (CwOdBoardSetup *self,
                                                gboolean        dealt);
/* The cards as typed, "AS 2H 10D …", from the top of the deck. Free it. */
char       *cw_od_board_setup_dup_deck_order   (CwOdBoardSetup *self);
void        cw_od_board_setup_set_deck_order   (CwOdBoardSetup *self,
                                                const char     *order);
/* What the form says under the deck order ("12 cards typed; …"). */
const char *cw_od_board_setup_get_deck_status  (CwOdBoardSetup *self);
/* One of the engine's other options (not "deck"); NULL for a key it does not offer. */
const char *cw_od_board_setup_get_option       (CwOdBoardSetup *self,
                                                const char     *key);
/* FALSE when the engine does not take that value for the key. */
gboolean    cw_od_board_setup_set_option       (CwOdBoardSetup *self,
                                                const char     *key,
                                                const char     *value);
/* A started Ód engine as the form says; the engine's refusal (a card that is none, one twice) otherwise. */
CwEngine   *cw_od_board_setup_create_engine    (CwOdBoardSetup *self,
                                                guint32         seed,
                                                GError        **error);

G_END_DECLS
