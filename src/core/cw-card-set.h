/* cw-card-set.h: a GListModel of the cards of one set file. */
#pragma once

#include <gio/gio.h>
#include "cw-types.h"

G_BEGIN_DECLS

#define CW_TYPE_CARD_SET (cw_card_set_get_type ())
G_DECLARE_FINAL_TYPE (CwCardSet, cw_card_set, CW, CARD_SET, GObject)

CwCardSet   *cw_card_set_new            (CwGame       *game,
                                         const char   *id,
                                         const char   *name);
CwCardSet   *cw_card_set_new_from_file  (CwGame       *game,
                                         const char   *path,
                                         GError      **error);
/* Atomic: the old file stays whole until the new one is complete. */
gboolean     cw_card_set_save_to_file   (CwCardSet    *self,
                                         const char   *path,
                                         GError      **error);
/* Saves a player's set where the catalog loads it from: the file it came from, or for a new set
 * $XDG_DATA_HOME/cardwright/games/GAME/sets/ID.xml (the folders are made). Never a shipped set. */
gboolean     cw_card_set_save_to_user_folder (CwCardSet *self,
                                         GError      **error);

CwGame      *cw_card_set_get_game       (CwCardSet    *self);
const char  *cw_card_set_get_id         (CwCardSet    *self);
const char  *cw_card_set_get_name       (CwCardSet    *self);
void         cw_card_set_set_name       (CwCardSet    *self,
                                         const char   *name);
/* The file it was loaded from or last saved to; NULL for a new set. */
const char  *cw_card_set_get_path       (CwCardSet    *self);
/* The folder card images are looked up in (the set file's folder). */
char        *cw_card_set_dup_folder     (CwCardSet    *self);
/* Shipped sets are read-only: the card editor offers "duplicate into my set". */
gboolean     cw_card_set_is_read_only   (CwCardSet    *self);
void         cw_card_set_set_read_only  (CwCardSet    *self,
                                         gboolean      read_only);
/* The set's numbers are demo values written for Cardwright, not a publisher's. */
gboolean     cw_card_set_is_demo        (CwCardSet    *self);

guint        cw_card_set_get_n_cards    (CwCardSet    *self);
CwCard      *cw_card_set_get_card       (CwCardSet    *self,
                                         guint         position);   /* borrowed */
CwCard      *cw_card_set_lookup         (CwCardSet    *self,
                                         const char   *card_id);    /* borrowed */
/* Takes a reference; the card's set id becomes this set's. Replaces a card with the same id. */
void         cw_card_set_add            (CwCardSet    *self,
                                         CwCard       *card);
gboolean     cw_card_set_remove         (CwCardSet    *self,
                                         const char   *card_id);
/* Tells views that a card's values changed (emits items-changed for it). */
void         cw_card_set_card_changed   (CwCardSet    *self,
                                         CwCard       *card);
/* An id not used yet in this set, made from the card name: "my-set-dorothy-gale-2". */
char        *cw_card_set_new_card_id    (CwCardSet    *self,
                                         const char   *name);

G_END_DECLS
