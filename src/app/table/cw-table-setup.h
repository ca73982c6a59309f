/* cw-table-setup.h: the Table's own set-up form, for a board that brings none: the players' names and the engine's options. */
#pragma once

#include <gtk/gtk.h>
#include "cw-engine.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_TABLE_SETUP (cw_table_setup_get_type ())
G_DECLARE_FINAL_TYPE (CwTableSetup, cw_table_setup, CW, TABLE_SETUP, GtkWidget)

GtkWidget  *cw_table_setup_new               (void);
/* Starts over for the session's game: two players, the options its engine offers at their defaults. */
void        cw_table_setup_set_session       (CwTableSetup *self,
                                              CwSession    *session);
guint       cw_table_setup_get_n_players     (CwTableSetup *self);
/* Does nothing at the most players the game's engine allows (CwEngineClass.max_players). */
void        cw_table_setup_add_player        (CwTableSetup *self);
/* FALSE when index is out of range, or at the fewest players the engine allows. */
gboolean    cw_table_setup_remove_player     (CwTableSetup *self,
                                              guint         index);
const char *cw_table_setup_get_player_name   (CwTableSetup *self,
                                              guint         index);
void        cw_table_setup_set_player_name   (CwTableSetup *self,
                                              guint         index,
                                              const char   *name);
/* The value typed for an option, NULL for a key the engine does not offer. */
const char *cw_table_setup_get_option        (CwTableSetup *self,
                                              const char   *key);
void        cw_table_setup_set_option        (CwTableSetup *self,
                                              const char   *key,
                                              const char   *value);
/* A started engine of the game's table mode, as the form says: its options set, its players
 * added in order (without Libraries); the engine's refusal (a name twice, too few players,
 * an option value it does not take) otherwise. */
CwEngine   *cw_table_setup_create_engine     (CwTableSetup *self,
                                              guint32       seed,
                                              GError      **error);

/* A choice of an engine's option ("sorcery", "any") in words a player reads ("Anyone's"). */
const char *cw_table_setup_option_label      (const char   *key,
                                              const char   *value);

G_END_DECLS
