/* cw-problem.c: one construction problem of a Library. */
#include "cw-problem.h"

struct _CwProblem
{
  GObject     parent_instance;

  CwSeverity  severity;
  char       *section;
  char       *card_id;
  char       *message;
};

G_DEFINE_FINAL_TYPE (CwProblem, cw_problem, G_TYPE_OBJECT)

enum { PROP_0, PROP_MESSAGE, PROP_SEVERITY_NAME, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
cw_problem_finalize (GObject *object)
{
  CwProblem *self = CW_PROBLEM (object);

  g_free (self->section);
  g_free (self->card_id);
  g_free (self->message);

  G_OBJECT_CLASS (cw_problem_parent_class)->finalize (object);
}

static void
cw_problem_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CwProblem *self = CW_PROBLEM (object);

  switch (prop_id)
    {
    case PROP_MESSAGE: g_value_set_string (value, self->message); break;
    case PROP_SEVERITY_NAME: g_value_set_string (value, cw_problem_get_severity_name (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_problem_class_init (CwProblemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cw_problem_finalize;
  object_class->get_property = cw_problem_get_property;

  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEVERITY_NAME] =
    g_param_spec_string ("severity-name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cw_problem_init (CwProblem *self)
{
}

CwProblem *
cw_problem_new (CwSeverity  severity,
                const char *section_id,
                const char *card_id,
                const char *message)
{
  CwProblem *self;

  g_return_val_if_fail (message != NULL, NULL);

  self = g_object_new (CW_TYPE_PROBLEM, NULL);
  self->severity = severity;
  self->section = g_strdup (section_id);
  self->card_id = g_strdup (card_id);
  self->message = g_strdup (message);
  return self;
}

CwSeverity
cw_problem_get_severity (CwProblem *self)
{
  g_return_val_if_fail (CW_IS_PROBLEM (self), CW_SEVERITY_ERROR);
  return self->severity;
}

const char *
cw_problem_get_severity_name (CwProblem *self)
{
  g_return_val_if_fail (CW_IS_PROBLEM (self), NULL);

  switch (self->severity)
    {
    case CW_SEVERITY_INFO: return "info";
    case CW_SEVERITY_WARNING: return "warning";
    case CW_SEVERITY_ERROR:
    default: return "error";
    }
}

const char *
cw_problem_get_section (CwProblem *self)
{
  g_return_val_if_fail (CW_IS_PROBLEM (self), NULL);
  return self->section;
}

const char *
cw_problem_get_card_id (CwProblem *self)
{
  g_return_val_if_fail (CW_IS_PROBLEM (self), NULL);
  return self->card_id;
}

const char *
cw_problem_get_message (CwProblem *self)
{
  g_return_val_if_fail (CW_IS_PROBLEM (self), NULL);
  return self->message;
}
