/* cw-engine.c: CwEngine, the base of every rules engine: set-up, seed, history with undo by replay, log, options, the .cwmatch envelope. */
#include "cw-engine.h"
#include <glib/gi18n-lib.h>
#include <string.h>

#include "cw-engine-registry.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-catalog.h"
#include "cw-library.h"
#include "cw-xml.h"

typedef struct {
  CwGame     *game;
  CwCatalog  *catalog;
  GHashTable *options;     /* key → value, only those set */
  gboolean    started;
  guint32     seed;
  GRand      *rand;
  GPtrArray  *log;         /* of char* */
  GPtrArray  *actions;     /* of CwEngineAction: performed, in order */
  GPtrArray  *redo;        /* of CwEngineAction: undone, the next to redo last */
  gboolean    replaying;
} CwEnginePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (CwEngine, cw_engine, G_TYPE_OBJECT)

enum { PROP_0, PROP_GAME, PROP_CATALOG, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

#define PRIV(self) ((CwEnginePrivate *) cw_engine_get_instance_private (self))

/* ---- The object ---- */

static void
cw_engine_constructed (GObject *object)
{
  CwEngine *self = CW_ENGINE (object);
  CwEnginePrivate *priv = PRIV (self);
  CwEngineClass *klass = CW_ENGINE_GET_CLASS (self);

  G_OBJECT_CLASS (cw_engine_parent_class)->constructed (object);

  /* The class is only known now, not in instance_init. */
  g_assert (klass->action_unref != NULL);
  priv->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) klass->action_unref);
  priv->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) klass->action_unref);
}

static void
cw_engine_finalize (GObject *object)
{
  CwEnginePrivate *priv = PRIV (CW_ENGINE (object));

  g_clear_pointer (&priv->actions, g_ptr_array_unref);
  g_clear_pointer (&priv->redo, g_ptr_array_unref);
  g_clear_pointer (&priv->log, g_ptr_array_unref);
  g_clear_pointer (&priv->rand, g_rand_free);
  g_clear_pointer (&priv->options, g_hash_table_unref);
  g_clear_object (&priv->catalog);
  g_clear_object (&priv->game);

  G_OBJECT_CLASS (cw_engine_parent_class)->finalize (object);
}

static void
cw_engine_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  CwEnginePrivate *priv = PRIV (CW_ENGINE (object));

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, priv->game);
      break;
    case PROP_CATALOG:
      g_value_set_object (value, priv->catalog);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_engine_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  CwEnginePrivate *priv = PRIV (CW_ENGINE (object));

  switch (prop_id)
    {
    case PROP_GAME:
      priv->game = g_value_dup_object (value);
      break;
    case PROP_CATALOG:
      priv->catalog = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static CwEngineAction
default_action_copy (CwEngine       *self,
                     CwEngineAction  action)
{
  return CW_ENGINE_GET_CLASS (self)->action_ref (action);
}

static void     default_save_setup (CwEngine    *self,
                                    GString     *out);
static gboolean default_load_setup (CwEngine    *self,
                                    xmlNode     *root,
                                    const char  *path,
                                    GError     **error);

static void
cw_engine_class_init (CwEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = cw_engine_constructed;
  object_class->finalize = cw_engine_finalize;
  object_class->get_property = cw_engine_get_property;
  object_class->set_property = cw_engine_set_property;
  klass->action_copy = default_action_copy;
  klass->save_setup = default_save_setup;
  klass->load_setup = default_load_setup;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CW_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CATALOG] =
    g_param_spec_object ("catalog", NULL, NULL, CW_TYPE_CATALOG,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After the start, every action, undo and redo: boards redraw and the app autosaves. */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cw_engine_init (CwEngine *self)
{
  CwEnginePrivate *priv = PRIV (self);

  priv->options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  priv->log = g_ptr_array_new_with_free_func (g_free);
}

CwGame *
cw_engine_get_game (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  return PRIV (self)->game;
}

CwCatalog *
cw_engine_get_catalog (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  return PRIV (self)->catalog;
}

const char *
cw_engine_get_engine_id (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  return CW_ENGINE_GET_CLASS (self)->engine_id;
}

/* ---- Options ---- */

static const CwEngineOption *
find_option (CwEngine   *self,
             const char *key)
{
  const CwEngineOption *options = CW_ENGINE_GET_CLASS (self)->options;

  for (guint i = 0; options != NULL && options[i].key != NULL; i++)
    if (g_str_equal (options[i].key, key))
      return &options[i];
  return NULL;
}

static char *
dup_option_keys (CwEngine *self)
{
  const CwEngineOption *options = CW_ENGINE_GET_CLASS (self)->options;
  GString *keys = g_string_new (NULL);

  for (guint i = 0; options != NULL && options[i].key != NULL; i++)
    g_string_append_printf (keys, "%s%s", i ? ", " : "", options[i].key);
  return g_string_free (keys, FALSE);
}

/* "yes|no" takes yes or no; "2-4" a whole number in the range; anything else is
 * described in words and checked by the engine when it reads the option. */
static gboolean
value_fits (const char *values,
            const char *value)
{
  g_auto (GStrv) choices = NULL;
  guint64 low, high, number;
  const char *dash;

  if (strchr (values, '|') != NULL)
    {
      choices = g_strsplit (values, "|", -1);
      return g_strv_contains ((const char * const *) choices, value);
    }
  dash = strchr (values, '-');
  if (dash != NULL && dash != values)
    {
      g_autofree char *first = g_strndup (values, (gsize) (dash - values));

      if (g_ascii_string_to_unsigned (first, 10, 0, G_MAXUINT32, &low, NULL) &&
          g_ascii_string_to_unsigned (dash + 1, 10, 0, G_MAXUINT32, &high, NULL))
        return g_ascii_string_to_unsigned (value, 10, low, high, &number, NULL);
    }
  return TRUE;
}

gboolean
cw_engine_set_option (CwEngine    *self,
                      const char  *key,
                      const char  *value,
                      GError     **error)
{
  CwEnginePrivate *priv;
  const CwEngineOption *option;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (key != NULL && value != NULL, FALSE);
  priv = PRIV (self);

  if (priv->started)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: the option “%s” cannot change once the match has started"), key);
      return FALSE;
    }
  option = find_option (self, key);
  if (option == NULL)
    {
      g_autofree char *keys = dup_option_keys (self);

      if (*keys == '\0')
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                     _("Set-up: the %s rules take no option, so not “%s”"),
                     cw_engine_get_engine_id (self), key);
      else
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                     _("Set-up: the %s rules have no option “%s” (they have: %s)"),
                     cw_engine_get_engine_id (self), key, keys);
      return FALSE;
    }
  if (!value_fits (option->values, value))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: the option “%s” takes %s, not “%s”"), key, option->values, value);
      return FALSE;
    }
  if (option->default_value != NULL && g_str_equal (option->default_value, value))
    g_hash_table_remove (priv->options, key);
  else
    g_hash_table_replace (priv->options, g_strdup (key), g_strdup (value));
  return TRUE;
}

const char *
cw_engine_get_option (CwEngine   *self,
                      const char *key)
{
  const CwEngineOption *option;
  const char *value;

  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  option = find_option (self, key);
  if (option == NULL)
    return NULL;
  value = g_hash_table_lookup (PRIV (self)->options, key);
  return value ? value : option->default_value;
}

gboolean
cw_engine_get_option_bool (CwEngine   *self,
                           const char *key)
{
  const char *value = cw_engine_get_option (self, key);

  return value != NULL && (g_str_equal (value, "yes") || g_str_equal (value, "true"));
}

const CwEngineOption *
cw_engine_list_options (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  return CW_ENGINE_GET_CLASS (self)->options;
}

/* ---- Players and the start ---- */

gboolean
cw_engine_add_player (CwEngine    *self,
                      const char  *name,
                      CwLibrary   *library,
                      GError     **error)
{
  CwEngineClass *klass;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (library == NULL || CW_IS_LIBRARY (library), FALSE);

  klass = CW_ENGINE_GET_CLASS (self);
  if (PRIV (self)->started)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: nobody joins once the match has started"));
      return FALSE;
    }
  if (klass->add_player == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: the %s rules take no players from the command line"), klass->engine_id);
      return FALSE;
    }
  return klass->add_player (self, name, library, error);
}

guint
cw_engine_get_n_players (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), 0);
  return CW_ENGINE_GET_CLASS (self)->get_n_players (self);
}

const char *
cw_engine_get_player_name (CwEngine *self,
                           guint     player)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  g_return_val_if_fail (player < cw_engine_get_n_players (self), NULL);
  return CW_ENGINE_GET_CLASS (self)->get_player_name (self, player);
}

/* The state from the set-up and the first n recorded actions. The GRand is new from the
 * seed each time, so a roll undone and made again gives the same faces (undo cannot be
 * used to roll again). */
static gboolean
rebuild (CwEngine *self,
         guint     n_actions,
         guint    *failed_at,
         GError  **error)
{
  CwEnginePrivate *priv = PRIV (self);
  CwEngineClass *klass = CW_ENGINE_GET_CLASS (self);
  gboolean ok = TRUE;

  g_clear_pointer (&priv->rand, g_rand_free);
  priv->rand = g_rand_new_with_seed (priv->seed);
  g_ptr_array_set_size (priv->log, 0);
  priv->replaying = TRUE;
  klass->reset (self);
  for (guint i = 0; i < n_actions && i < priv->actions->len; i++)
    {
      g_autoptr (GError) local_error = NULL;

      if (!klass->apply (self, g_ptr_array_index (priv->actions, i), FALSE, &local_error))
        {
          if (failed_at)
            *failed_at = i;
          g_propagate_error (error, g_steal_pointer (&local_error));
          ok = FALSE;
          break;
        }
    }
  priv->replaying = FALSE;
  return ok;
}

gboolean
cw_engine_start (CwEngine *self,
                 guint32   seed,
                 GError  **error)
{
  CwEnginePrivate *priv;
  CwEngineClass *klass;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  priv = PRIV (self);
  klass = CW_ENGINE_GET_CLASS (self);

  if (priv->started)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: the match has already started"));
      return FALSE;
    }
  if (klass->check_setup != NULL && !klass->check_setup (self, error))
    return FALSE;

  priv->seed = seed;
  priv->started = TRUE;
  rebuild (self, 0, NULL, NULL);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
cw_engine_is_started (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  return PRIV (self)->started;
}

guint32
cw_engine_get_seed (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), 0);
  return PRIV (self)->seed;
}

GRand *
cw_engine_get_rand (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  return PRIV (self)->rand;
}

void
cw_engine_log (CwEngine   *self,
               const char *format,
               ...)
{
  va_list args;

  g_return_if_fail (CW_IS_ENGINE (self));
  va_start (args, format);
  g_ptr_array_add (PRIV (self)->log, g_strdup_vprintf (format, args));
  va_end (args);
}

gboolean
cw_engine_is_replaying (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  return PRIV (self)->replaying;
}

/* ---- Actions ---- */

static gboolean
check_started (CwEngine *self,
               GError  **error)
{
  if (!PRIV (self)->started)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: the match has not started yet"));
      return FALSE;
    }
  return TRUE;
}

gboolean
cw_engine_check (CwEngine       *self,
                 CwEngineAction  action,
                 GError        **error)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!check_started (self, error))
    return FALSE;
  return CW_ENGINE_GET_CLASS (self)->apply (self, action, TRUE, error);
}

gboolean
cw_engine_perform (CwEngine       *self,
                   CwEngineAction  action,
                   GError        **error)
{
  CwEnginePrivate *priv;
  CwEngineClass *klass;
  CwEngineAction recorded;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  priv = PRIV (self);
  klass = CW_ENGINE_GET_CLASS (self);

  if (!check_started (self, error))
    return FALSE;

  /* Check first: a refused action changes nothing, not even half of the state. */
  if (!klass->apply (self, action, TRUE, error))
    return FALSE;
  recorded = klass->action_copy (self, action);
  if (!klass->apply (self, recorded, FALSE, error))
    {
      /* A check that passed and a perform that did not: the state may be half changed,
       * so it is rebuilt from the history, which does not hold this action. */
      klass->action_unref (recorded);
      rebuild (self, priv->actions->len, NULL, NULL);
      return FALSE;
    }
  g_ptr_array_add (priv->actions, recorded);
  g_ptr_array_set_size (priv->redo, 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

CwEngineAction
cw_engine_parse_action (CwEngine    *self,
                        const char  *line,
                        GError     **error)
{
  CwEngineClass *klass;
  g_autofree char *trimmed = NULL;

  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  g_return_val_if_fail (line != NULL, NULL);
  klass = CW_ENGINE_GET_CLASS (self);

  trimmed = g_strstrip (g_strdup (line));
  if (*trimmed == '\0')
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("an empty line is no action"));
      return NULL;
    }
  if (klass->parse_action == NULL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                   _("the %s rules have no written notation"), klass->engine_id);
      return NULL;
    }
  return klass->parse_action (self, trimmed, error);
}

gboolean
cw_engine_perform_line (CwEngine    *self,
                        const char  *line,
                        GError     **error)
{
  CwEngineAction action;
  gboolean ok;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  action = cw_engine_parse_action (self, line, error);
  if (action == NULL)
    return FALSE;
  ok = cw_engine_perform (self, action, error);
  CW_ENGINE_GET_CLASS (self)->action_unref (action);
  return ok;
}

char *
cw_engine_format_action (CwEngine       *self,
                         CwEngineAction  action)
{
  CwEngineClass *klass;

  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);
  klass = CW_ENGINE_GET_CLASS (self);
  return klass->format_action ? klass->format_action (self, action) : NULL;
}

const char *
cw_engine_action_get_label (CwEngine       *self,
                            CwEngineAction  action)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);
  return CW_ENGINE_GET_CLASS (self)->action_get_label (self, action);
}

CwEngineAction
cw_engine_action_ref (CwEngine       *self,
                      CwEngineAction  action)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  return CW_ENGINE_GET_CLASS (self)->action_ref (action);
}

void
cw_engine_action_unref (CwEngine       *self,
                        CwEngineAction  action)
{
  g_return_if_fail (CW_IS_ENGINE (self));
  CW_ENGINE_GET_CLASS (self)->action_unref (action);
}

GPtrArray *
cw_engine_list_legal (CwEngine *self)
{
  CwEngineClass *klass;

  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  klass = CW_ENGINE_GET_CLASS (self);
  if (!PRIV (self)->started)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) klass->action_unref);
  return klass->list_legal (self);
}

/* ---- History ---- */

guint
cw_engine_get_n_actions (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), 0);
  return PRIV (self)->actions->len;
}

CwEngineAction
cw_engine_get_action (CwEngine *self,
                      guint     index)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  g_return_val_if_fail (index < PRIV (self)->actions->len, NULL);
  return g_ptr_array_index (PRIV (self)->actions, index);
}

gboolean
cw_engine_can_undo (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  return PRIV (self)->actions->len > 0;
}

gboolean
cw_engine_can_redo (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  return PRIV (self)->redo->len > 0;
}

const char *
cw_engine_get_undo_label (CwEngine *self)
{
  GPtrArray *actions;

  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  actions = PRIV (self)->actions;
  if (actions->len == 0)
    return NULL;
  return cw_engine_action_get_label (self, g_ptr_array_index (actions, actions->len - 1));
}

const char *
cw_engine_get_redo_label (CwEngine *self)
{
  GPtrArray *redo;

  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  redo = PRIV (self)->redo;
  if (redo->len == 0)
    return NULL;
  return cw_engine_action_get_label (self, g_ptr_array_index (redo, redo->len - 1));
}

gboolean
cw_engine_undo (CwEngine *self)
{
  g_autoptr (GError) error = NULL;
  CwEnginePrivate *priv;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  priv = PRIV (self);
  if (priv->actions->len == 0)
    return FALSE;

  g_ptr_array_add (priv->redo, g_ptr_array_steal_index (priv->actions, priv->actions->len - 1));
  if (!rebuild (self, priv->actions->len, NULL, &error))
    g_critical ("Undo: %s", error->message);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
cw_engine_redo (CwEngine *self)
{
  g_autoptr (GError) error = NULL;
  CwEnginePrivate *priv;
  CwEngineAction action;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  priv = PRIV (self);
  if (priv->redo->len == 0)
    return FALSE;

  action = g_ptr_array_steal_index (priv->redo, priv->redo->len - 1);
  if (!CW_ENGINE_GET_CLASS (self)->apply (self, action, FALSE, &error))
    {
      /* Cannot happen while the engine is deterministic; keep the action for redo. */
      g_critical ("Redo: %s", error->message);
      g_ptr_array_add (priv->redo, action);
      rebuild (self, priv->actions->len, NULL, NULL);
      return FALSE;
    }
  g_ptr_array_add (priv->actions, action);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
cw_engine_rewind_to (CwEngine *self,
                     guint     n_actions,
                     GError  **error)
{
  CwEnginePrivate *priv;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  priv = PRIV (self);
  if (!check_started (self, error))
    return FALSE;
  n_actions = MIN (n_actions, priv->actions->len);
  while (priv->actions->len > n_actions)
    g_ptr_array_add (priv->redo, g_ptr_array_steal_index (priv->actions, priv->actions->len - 1));
  if (!rebuild (self, n_actions, NULL, error))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

GPtrArray *
cw_engine_get_log (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  return PRIV (self)->started ? PRIV (self)->log : NULL;
}

/* ---- State ---- */

gboolean
cw_engine_is_over (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  return PRIV (self)->started && CW_ENGINE_GET_CLASS (self)->is_over (self);
}

GArray *
cw_engine_get_score (CwEngine *self)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  if (!PRIV (self)->started)
    return g_array_new (FALSE, TRUE, sizeof (CwEngineScore));
  return CW_ENGINE_GET_CLASS (self)->get_score (self);
}

void
cw_engine_append_player_json (CwEngine *self,
                              GString  *out,
                              guint     player)
{
  g_return_if_fail (CW_IS_ENGINE (self));
  g_return_if_fail (out != NULL);
  g_string_append (out, player > 0 ? ", {\"name\": " : "{\"name\": ");
  cw_json_append_string (out, cw_engine_get_player_name (self, player));
}

void
cw_json_append_string (GString    *out,
                       const char *value)
{
  if (value == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = value; *p; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

char *
cw_engine_dup_state_json (CwEngine *self)
{
  CwEnginePrivate *priv;
  GString *out;
  g_autoptr (GArray) score = NULL;
  GHashTableIter iter;
  gpointer key, value;
  gboolean first = TRUE;

  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  priv = PRIV (self);
  out = g_string_new ("{\"engine\": ");
  cw_json_append_string (out, cw_engine_get_engine_id (self));
  g_string_append (out, ", \"game\": ");
  cw_json_append_string (out, cw_game_get_id (priv->game));
  g_string_append_printf (out, ", \"seed\": %u, \"actions\": %u, \"over\": %s, \"options\": {",
                          priv->seed, priv->actions->len, cw_engine_is_over (self) ? "true" : "false");
  g_hash_table_iter_init (&iter, priv->options);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_string_append (out, first ? "" : ", ");
      cw_json_append_string (out, key);
      g_string_append (out, ": ");
      cw_json_append_string (out, value);
      first = FALSE;
    }
  g_string_append (out, "}, \"score\": [");
  score = cw_engine_get_score (self);
  for (guint i = 0; i < score->len; i++)
    {
      CwEngineScore *line = &g_array_index (score, CwEngineScore, i);

      g_string_append (out, i ? ", {\"player\": " : "{\"player\": ");
      cw_json_append_string (out, cw_engine_get_player_name (self, line->player));
      g_string_append_printf (out, ", \"total\": %d, \"winner\": %s}",
                              line->total, line->winner ? "true" : "false");
    }
  g_string_append (out, "], \"state\": ");
  if (priv->started && CW_ENGINE_GET_CLASS (self)->append_state_json != NULL)
    CW_ENGINE_GET_CLASS (self)->append_state_json (self, out);
  else
    g_string_append (out, "null");
  g_string_append (out, "}");
  return g_string_free (out, FALSE);
}

char *
cw_engine_dup_state_text (CwEngine *self)
{
  CwEnginePrivate *priv;
  GString *out;
  g_autoptr (GArray) score = NULL;

  g_return_val_if_fail (CW_IS_ENGINE (self), NULL);
  priv = PRIV (self);
  out = g_string_new (NULL);
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s, %u action, seed %u\n", "%s, %u actions, seed %u\n",
                                            priv->actions->len),
                          cw_game_get_name (priv->game), priv->actions->len, priv->seed);
  if (priv->started && CW_ENGINE_GET_CLASS (self)->append_state_text != NULL)
    CW_ENGINE_GET_CLASS (self)->append_state_text (self, out);
  score = cw_engine_get_score (self);
  if (score->len > 0)
    g_string_append (out, cw_engine_is_over (self) ? _("Final score:\n") : _("Score so far:\n"));
  for (guint i = 0; i < score->len; i++)
    {
      CwEngineScore *line = &g_array_index (score, CwEngineScore, i);

      g_string_append_printf (out, "  %s: %d%s\n", cw_engine_get_player_name (self, line->player),
                              line->total, line->winner ? _(" (wins)") : "");
    }
  return g_string_free (out, FALSE);
}

/* ---- Files ---- */

void
cw_engine_append_attribute (GString    *out,
                            const char *name,
                            const char *value)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (name != NULL);
  g_string_append_printf (out, " %s=\"", name);
  cw_xml_append_attribute (out, value);
  g_string_append_c (out, '"');
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
append_action (CwEngine       *self,
               CwEngineAction  action,
               GString        *out)
{
  CwEngineClass *klass = CW_ENGINE_GET_CLASS (self);
  g_autofree char *line = NULL;
  const char *label;

  if (klass->save_action != NULL)
    {
      klass->save_action (self, action, out);
      return;
    }
  line = klass->format_action (self, action);
  label = klass->action_get_label (self, action);
  g_string_append (out, "    <action");
  cw_engine_append_attribute (out, "do", line);
  if (label != NULL)
    cw_engine_append_attribute (out, "label", label);
  g_string_append (out, "/>\n");
}

gboolean
cw_engine_save_to_file (CwEngine    *self,
                        const char  *path,
                        GError     **error)
{
  g_autoptr (GString) out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autofree gpointer *keys = NULL;
  CwEnginePrivate *priv;
  CwEngineClass *klass;
  guint n_keys = 0;

  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  priv = PRIV (self);
  klass = CW_ENGINE_GET_CLASS (self);

  if (!priv->started)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s: the match has not started; there is nothing to save"), path);
      return FALSE;
    }

  g_string_append (out, "<match version=\"1\"");
  cw_engine_append_attribute (out, "engine", klass->engine_id);
  g_string_append_printf (out, " rules=\"%u\"", MAX (1u, klass->rules_version));
  cw_engine_append_attribute (out, "game", cw_game_get_id (priv->game));
  g_string_append_printf (out, " seed=\"%u\"", priv->seed);
  if (klass->save_root_attributes != NULL)
    klass->save_root_attributes (self, out);
  g_string_append (out, ">\n");

  /* Sorted, so saving the same match twice gives the same bytes. */
  keys = g_hash_table_get_keys_as_array (priv->options, &n_keys);
  qsort (keys, n_keys, sizeof (gpointer), compare_strings);
  for (guint i = 0; i < n_keys; i++)
    {
      g_string_append (out, "  <option");
      cw_engine_append_attribute (out, "key", keys[i]);
      cw_engine_append_attribute (out, "value", g_hash_table_lookup (priv->options, keys[i]));
      g_string_append (out, "/>\n");
    }

  if (klass->save_setup != NULL)
    klass->save_setup (self, out);

  g_string_append (out, "  <actions>\n");
  for (guint i = 0; i < priv->actions->len; i++)
    append_action (self, g_ptr_array_index (priv->actions, i), out);
  g_string_append (out, "  </actions>\n");
  if (priv->redo->len > 0)
    {
      g_string_append (out, "  <redo>\n");
      for (guint i = 0; i < priv->redo->len; i++)
        append_action (self, g_ptr_array_index (priv->redo, i), out);
      g_string_append (out, "  </redo>\n");
    }
  g_string_append (out, "</match>\n");

  return cw_file_save_atomic (path, out->str, out->len, error);
}

gboolean
cw_engine_is_envelope_element (xmlNode *node)
{
  return cw_xml_is (node, "option") || cw_xml_is (node, "actions") || cw_xml_is (node, "redo");
}

/* ---- The players of the set-up ---- */

void
cw_engine_append_player_start (GString    *out,
                               const char *name)
{
  g_return_if_fail (out != NULL);
  g_string_append (out, "  <player");
  cw_engine_append_attribute (out, "name", name);
}

/* The players are only names (the draft, whose box is shared). */
static void
default_save_setup (CwEngine *self,
                    GString  *out)
{
  guint n_players = cw_engine_get_n_players (self);

  for (guint i = 0; i < n_players; i++)
    {
      cw_engine_append_player_start (out, cw_engine_get_player_name (self, i));
      g_string_append (out, "/>\n");
    }
}

static gboolean
load_player_by_name (CwEngine    *self,
                     xmlNode     *node,
                     const char  *name,
                     const char  *path,
                     GError     **error)
{
  g_autoptr (GError) local_error = NULL;

  if (cw_engine_add_player (self, name, NULL, &local_error))
    return TRUE;
  cw_xml_set_error (error, CW_ERROR_INVALID, path, node, "%s", local_error->message);
  return FALSE;
}

gboolean
cw_engine_load_players (CwEngine             *self,
                        xmlNode              *root,
                        const char           *path,
                        CwEnginePlayerLoader  load_player,
                        GError              **error)
{
  g_return_val_if_fail (CW_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (root != NULL, FALSE);

  if (load_player == NULL)
    load_player = load_player_by_name;
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      g_autofree char *name = NULL;

      if (node->type != XML_ELEMENT_NODE || cw_engine_is_envelope_element (node))
        continue;
      if (!cw_xml_is (node, "player"))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node, _("unexpected <%s>; expected <player>"),
                            (const char *) node->name);
          return FALSE;
        }
      /* A name comes back exactly as the person typed it, spaces at its ends included. */
      if ((name = cw_xml_require_text_prop (node, "name", path, error)) == NULL)
        return FALSE;
      if (!load_player (self, node, name, path, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
default_load_setup (CwEngine    *self,
                    xmlNode     *root,
                    const char  *path,
                    GError     **error)
{
  return cw_engine_load_players (self, root, path, NULL, error);
}

static CwEngineAction
load_action (CwEngine    *self,
             xmlNode     *node,
             const char  *path,
             GError     **error)
{
  CwEngineClass *klass = CW_ENGINE_GET_CLASS (self);
  g_autofree char *line = NULL;
  g_autoptr (GError) local_error = NULL;
  CwEngineAction action;

  if (klass->load_action != NULL)
    return klass->load_action (self, node, path, error);

  if (!cw_xml_is (node, "action"))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node,
                        _("unexpected <%s>; expected <action>"), (const char *) node->name);
      return NULL;
    }
  line = cw_xml_require_prop (node, "do", path, error);
  if (line == NULL)
    return NULL;
  action = cw_engine_parse_action (self, line, &local_error);
  if (action == NULL)
    cw_xml_set_error (error, local_error->code, path, node, "%s", local_error->message);
  return action;
}

static xmlNode *
next_element (xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

static gboolean
read_root (xmlDoc      *doc,
           const char  *path,
           xmlNode    **root_out,
           char       **game_id,
           char       **engine_id,
           GError     **error)
{
  xmlNode *root = cw_xml_get_root (doc, path, "match", error);

  if (root == NULL)
    return FALSE;
  *game_id = cw_xml_require_prop (root, "game", path, error);
  if (*game_id == NULL)
    return FALSE;
  /* Saved before there was more than one engine: those were all Storyline matches. */
  *engine_id = cw_xml_get_prop (root, "engine");
  if (*engine_id == NULL)
    *engine_id = g_strdup ("storyline");
  *root_out = root;
  return TRUE;
}

gboolean
cw_engine_peek_file (const char  *path,
                     char       **game_id,
                     char       **engine_id,
                     GError     **error)
{
  xmlDoc *doc;
  xmlNode *root;
  g_autofree char *game = NULL;
  g_autofree char *engine = NULL;
  gboolean ok;

  g_return_val_if_fail (path != NULL, FALSE);
  doc = cw_xml_read_file (path, error);
  if (doc == NULL)
    return FALSE;
  ok = read_root (doc, path, &root, &game, &engine, error);
  xmlFreeDoc (doc);
  if (ok && game_id)
    *game_id = g_steal_pointer (&game);
  if (ok && engine_id)
    *engine_id = g_steal_pointer (&engine);
  return ok;
}

static CwEngine *
load_file (CwGame      *game,
           CwCatalog   *catalog,
           const char  *path,
           gboolean     partial,
           GError     **replay_error,
           GError     **error)
{
  g_autoptr (CwEngine) self = NULL;
  g_autoptr (GPtrArray) action_nodes = g_ptr_array_new ();
  g_autofree char *game_id = NULL;
  g_autofree char *engine_id = NULL;
  g_autofree char *seed_text = NULL;
  CwEnginePrivate *priv;
  CwEngineClass *klass;
  xmlDoc *doc;
  xmlNode *root = NULL;
  int rules = 1;
  guint64 seed;
  guint failed_at = 0;
  gboolean ok = FALSE;
  GType type;

  doc = cw_xml_read_file (path, error);
  if (doc == NULL)
    return NULL;
  if (!read_root (doc, path, &root, &game_id, &engine_id, error))
    goto out;
  if (!g_str_equal (game_id, cw_game_get_id (game)))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("the match is for the game “%s”, not “%s”"), game_id, cw_game_get_id (game));
      goto out;
    }
  type = cw_engine_type_for_mode (engine_id);
  if (type == G_TYPE_INVALID)
    {
      g_autofree char *known = cw_engine_dup_known_ids ();

      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("the match is played by the “%s” rules, which this Cardwright does not have (it has: %s)"),
                        engine_id, known);
      goto out;
    }
  if (!g_str_equal (engine_id, cw_game_get_table_mode (game)))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("the match is played by the “%s” rules, but %s is played by “%s”"),
                        engine_id, cw_game_get_name (game), cw_game_get_table_mode (game));
      goto out;
    }
  seed_text = cw_xml_require_prop (root, "seed", path, error);
  if (seed_text == NULL)
    goto out;
  if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT32, &seed, NULL))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, root,
                        _("“seed” is a number from 0 to %u, not “%s”"), G_MAXUINT32, seed_text);
      goto out;
    }
  if (!cw_xml_get_int_prop (root, "rules", &rules, path, error))
    goto out;

  self = g_object_new (type, "game", game, "catalog", catalog, NULL);
  priv = PRIV (self);
  klass = CW_ENGINE_GET_CLASS (self);

  for (xmlNode *child = next_element (root->children); child; child = next_element (child->next))
    {
      if (cw_xml_is (child, "option"))
        {
          g_autofree char *key = cw_xml_require_prop (child, "key", path, error);
          g_autofree char *value = NULL;
          g_autoptr (GError) local_error = NULL;

          if (key == NULL)
            goto out;
          value = cw_xml_require_prop (child, "value", path, error);
          if (value == NULL)
            goto out;
          if (!cw_engine_set_option (self, key, value, &local_error))
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, child, "%s", local_error->message);
              goto out;
            }
        }
    }

  if (klass->load_setup != NULL && !klass->load_setup (self, root, path, error))
    goto out;
  if (klass->check_setup != NULL)
    {
      g_autoptr (GError) local_error = NULL;

      if (!klass->check_setup (self, &local_error))
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, root, "%s", local_error->message);
          goto out;
        }
    }

  /* The redo list is read but not replayed; its labels come from the file. */
  for (xmlNode *child = next_element (root->children); child; child = next_element (child->next))
    {
      gboolean is_actions = cw_xml_is (child, "actions");

      if (!is_actions && !cw_xml_is (child, "redo"))
        continue;
      for (xmlNode *node = next_element (child->children); node; node = next_element (node->next))
        {
          CwEngineAction action = load_action (self, node, path, error);

          if (action == NULL)
            goto out;
          g_ptr_array_add (is_actions ? priv->actions : priv->redo, action);
          if (is_actions)
            g_ptr_array_add (action_nodes, node);
        }
    }

  priv->seed = (guint32) seed;
  priv->started = TRUE;
  {
    g_autoptr (GError) local_error = NULL;

    if (!rebuild (self, priv->actions->len, &failed_at, &local_error))
      {
        xmlNode *node = g_ptr_array_index (action_nodes, failed_at);
        g_autoptr (GError) located = NULL;

        if ((guint) rules > MAX (1u, klass->rules_version))
          cw_xml_set_error (&located, CW_ERROR_INVALID, path, node,
                            _("this action cannot be replayed (the match was saved by newer rules, version %d): %s"),
                            rules, local_error->message);
        else if ((guint) rules < MAX (1u, klass->rules_version))
          cw_xml_set_error (&located, CW_ERROR_INVALID, path, node,
                            _("this action cannot be replayed under these rules (the match was saved under "
                              "version %d of them; these are version %u): %s"),
                            rules, klass->rules_version, local_error->message);
        else
          cw_xml_set_error (&located, CW_ERROR_INVALID, path, node,
                            _("this action cannot be replayed: %s"), local_error->message);
        if (!partial)
          {
            g_propagate_error (error, g_steal_pointer (&located));
            goto out;
          }
        /* Keep what replays; what follows the bad action is dropped with it. */
        g_ptr_array_set_size (priv->actions, failed_at);
        g_ptr_array_set_size (priv->redo, 0);
        rebuild (self, priv->actions->len, NULL, NULL);
        g_propagate_error (replay_error, g_steal_pointer (&located));
      }
  }
  ok = TRUE;

out:
  xmlFreeDoc (doc);
  return ok ? g_steal_pointer (&self) : NULL;
}

CwEngine *
cw_engine_new_from_file (CwGame      *game,
                         CwCatalog   *catalog,
                         const char  *path,
                         GError     **error)
{
  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (catalog == NULL || CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  return load_file (game, catalog, path, FALSE, NULL, error);
}

CwEngine *
cw_engine_new_from_file_partial (CwGame      *game,
                                 CwCatalog   *catalog,
                                 const char  *path,
                                 GError     **replay_error,
                                 GError     **error)
{
  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (catalog == NULL || CW_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  return load_file (game, catalog, path, TRUE, replay_error, error);
}
