/* cw-engine-registry.c: the table from a game's <table mode> to the engine that plays it. */
#include "cw-engine-registry.h"
#include <glib/gi18n-lib.h>

#include "cw-error.h"
#include "cw-game.h"
#include "cw-catalog.h"
#include "cw-match.h"
#include "cw-draft.h"
#include "cw-duel.h"
#include "cw-od.h"

static const struct {
  const char *mode;
  GType     (*get_type) (void);
} engines[] = {
  { "storyline", cw_match_get_type },
  { "draft", cw_draft_get_type },
  { "duel", cw_duel_get_type },
  { "od", cw_od_engine_get_type },
};

GType
cw_engine_type_for_mode (const char *mode)
{
  g_return_val_if_fail (mode != NULL, G_TYPE_INVALID);
  for (guint i = 0; i < G_N_ELEMENTS (engines); i++)
    if (g_str_equal (engines[i].mode, mode))
      return engines[i].get_type ();
  return G_TYPE_INVALID;
}

char *
cw_engine_dup_known_ids (void)
{
  GString *ids = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (engines); i++)
    g_string_append_printf (ids, "%s%s", i ? ", " : "", engines[i].mode);
  return g_string_free (ids, FALSE);
}

gboolean
cw_engine_game_has_engine (CwGame *game)
{
  g_return_val_if_fail (CW_IS_GAME (game), FALSE);
  return cw_engine_type_for_mode (cw_game_get_table_mode (game)) != G_TYPE_INVALID;
}

CwEngine *
cw_engine_new_for_game (CwGame     *game,
                        CwCatalog  *catalog,
                        GError    **error)
{
  GType type;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (catalog == NULL || CW_IS_CATALOG (catalog), NULL);

  type = cw_engine_type_for_mode (cw_game_get_table_mode (game));
  if (type == G_TYPE_INVALID)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s has no Table assist yet (its table mode is “%s”)"),
                   cw_game_get_name (game), cw_game_get_table_mode (game));
      return NULL;
    }
  return g_object_new (type, "game", game, "catalog", catalog, NULL);
}
