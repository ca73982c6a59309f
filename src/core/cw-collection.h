/* cw-collection.h: the copies a player owns of each card of one game, with notes. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

/* The most copies of one card a collection file (or a collection CSV) may say are owned. */
#define CW_COLLECTION_MAX_OWNED 99999

#define CW_TYPE_COLLECTION (cw_collection_get_type ())
G_DECLARE_FINAL_TYPE (CwCollection, cw_collection, CW, COLLECTION, GObject)

CwCollection *cw_collection_new            (const char    *game_id);
CwCollection *cw_collection_new_from_file  (const char    *path,
                                            GError       **error);
gboolean      cw_collection_save_to_file   (CwCollection  *self,
                                            const char    *path,
                                            GError       **error);
const char   *cw_collection_get_game_id    (CwCollection  *self);
const char   *cw_collection_get_path       (CwCollection  *self);

guint         cw_collection_get_owned      (CwCollection  *self,
                                            const char    *card_id);
/* Emits ::changed (card_id) when the count changes. */
void          cw_collection_set_owned      (CwCollection  *self,
                                            const char    *card_id,
                                            guint          owned);
const char   *cw_collection_get_note       (CwCollection  *self,
                                            const char    *card_id);
void          cw_collection_set_note       (CwCollection  *self,
                                            const char    *card_id,
                                            const char    *note);
/* Every card id with an entry, sorted. Free with g_strfreev(). */
GStrv         cw_collection_dup_card_ids   (CwCollection  *self);
guint         cw_collection_get_total      (CwCollection  *self);
/* Ids the catalog does not know: kept in the file, never dropped, reported here. Sorted. */
GStrv         cw_collection_find_unknown   (CwCollection  *self,
                                            CwCatalog     *catalog);

G_END_DECLS
