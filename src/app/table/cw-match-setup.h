/* cw-match-setup.h: the set-up of a Storyline match: 2 to 6 Authors, their colours, Libraries and Title cards, who goes first. */
#pragma once

#include <gtk/gtk.h>
#include "cw-match.h"
#include "cw-session.h"

G_BEGIN_DECLS

#define CW_TYPE_MATCH_SETUP (cw_match_setup_get_type ())
G_DECLARE_FINAL_TYPE (CwMatchSetup, cw_match_setup, CW, MATCH_SETUP, GtkWidget)

GtkWidget  *cw_match_setup_new                (void);
/* Lists the game's demo Libraries and the player's own, and the Title cards; starts
 * over with two Authors, the first demo Libraries already chosen. */
void        cw_match_setup_set_session        (CwMatchSetup *self,
                                               CwSession    *session);
guint       cw_match_setup_get_n_authors      (CwMatchSetup *self);
/* FALSE when there are already CW_MATCH_MAX_AUTHORS (or too few to remove one). */
gboolean    cw_match_setup_add_author         (CwMatchSetup *self);
gboolean    cw_match_setup_remove_author      (CwMatchSetup *self,
                                               guint         index);
const char *cw_match_setup_get_author_name    (CwMatchSetup *self,
                                               guint         index);
void        cw_match_setup_set_author_name    (CwMatchSetup *self,
                                               guint         index,
                                               const char   *name);
const char *cw_match_setup_get_author_colour  (CwMatchSetup *self,
                                               guint         index);
void        cw_match_setup_set_author_colour  (CwMatchSetup *self,
                                               guint         index,
                                               const char   *colour);
/* The Library file chosen for the Author, NULL for none. */
const char *cw_match_setup_get_author_library (CwMatchSetup *self,
                                               guint         index);
/* FALSE when path is not one of the Libraries offered. */
gboolean    cw_match_setup_set_author_library (CwMatchSetup *self,
                                               guint         index,
                                               const char   *path);
/* -1: drawn by lot. */
int         cw_match_setup_get_first_author   (CwMatchSetup *self);
void        cw_match_setup_set_first_author   (CwMatchSetup *self,
                                               int           author);
/* A started match as the form says; every random choice comes from seed. */
/* The value chosen for one of the engine's options ("title-in-storyline"…); NULL for a key
 * the Storyline engine does not offer. set returns FALSE for a value it does not take. */
const char *cw_match_setup_get_rule           (CwMatchSetup *self,
                                               const char   *key);
gboolean    cw_match_setup_set_rule           (CwMatchSetup *self,
                                               const char   *key,
                                               const char   *value);
CwMatch    *cw_match_setup_create_match       (CwMatchSetup *self,
                                               guint32       seed,
                                               GError      **error);

G_END_DECLS
