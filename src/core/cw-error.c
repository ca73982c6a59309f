/* cw-error.c: Cardwright's error domain. */
#include "cw-error.h"

G_DEFINE_QUARK (cw-error-quark, cw_error)
