/* cw-catalog.h: every card of one game over all its sets, as one GListModel, with lookups. */
#pragma once

#include <gio/gio.h>
#include "cw-types.h"

G_BEGIN_DECLS

#define CW_TYPE_CATALOG (cw_catalog_get_type ())
G_DECLARE_FINAL_TYPE (CwCatalog, cw_catalog, CW, CATALOG, GObject)

CwCatalog   *cw_catalog_new               (CwGame       *game);
/* Loads the game's shipped sets (read-only) and the user's sets for it. A set that does not
 * load, or whose id an earlier set has, is left out and the rest still loads: its error is in
 * cw_catalog_get_load_errors(); a card id already in an earlier set is reported there too (the
 * earlier card is the one looked up). Never NULL; error is kept for callers and never set. */
CwCatalog   *cw_catalog_new_for_game      (CwGame       *game,
                                           GError      **error);
/* What went wrong while loading: GError*s (CW_ERROR) naming the files, in loading order. */
GPtrArray   *cw_catalog_get_load_errors   (CwCatalog    *self);
CwGame      *cw_catalog_get_game          (CwCatalog    *self);
void         cw_catalog_add_set           (CwCatalog    *self,
                                           CwCardSet    *set);
void         cw_catalog_remove_set        (CwCatalog    *self,
                                           CwCardSet    *set);
GListModel  *cw_catalog_get_sets          (CwCatalog    *self);  /* of CwCardSet */
CwCardSet   *cw_catalog_find_set          (CwCatalog    *self,
                                           const char   *set_id);
guint        cw_catalog_get_n_cards       (CwCatalog    *self);
CwCard      *cw_catalog_lookup            (CwCatalog    *self,
                                           const char   *card_id);  /* borrowed */
/* By title ("Dorothy Gale • Girl from Kansas"), name or alt name, case- and accent-blind.
 * With several versions of a name, the first in catalog order. */
CwCard      *cw_catalog_find_by_name      (CwCatalog    *self,
                                           const char   *name);     /* borrowed */
GPtrArray   *cw_catalog_find_all_by_name  (CwCatalog    *self,
                                           const char   *name);     /* of CwCard*, borrowed */
/* For "did you mean …?": the name nearest to one that found nothing, a slip of the keyboard
 * away (up to 1 edit in short names, 3 in long ones; case- and accent-blind), spelt as the card
 * spells it; NULL when none is that near. */
char        *cw_catalog_suggest_name      (CwCatalog    *self,
                                           const char   *name);
/* The set a player's new cards go into: the first set that is not read-only (so a user game's
 * own set is used), else a new empty set "my-cards" (“My cards”) not yet in the catalog, so
 * that nothing is left behind when no card is saved in it. */
CwCardSet   *cw_catalog_dup_user_set      (CwCatalog    *self);
/* The set a card belongs to. */
CwCardSet   *cw_catalog_get_set_of        (CwCatalog    *self,
                                           CwCard       *card);

G_END_DECLS
