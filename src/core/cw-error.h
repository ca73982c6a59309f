/* cw-error.h: Cardwright's error domain. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CW_ERROR (cw_error_quark ())

typedef enum {
  CW_ERROR_IO,          /* the file could not be read or written */
  CW_ERROR_PARSE,       /* not well-formed XML / CSV / deck list */
  CW_ERROR_VERSION,     /* a format version we do not know */
  CW_ERROR_INVALID,     /* well-formed, but a value or element is wrong or missing */
  CW_ERROR_UNKNOWN_CARD,/* a card id or name that the catalog does not know */
  CW_ERROR_NOT_FOUND,   /* a game, set or card asked for by name does not exist */
  CW_ERROR_CANCELLED,
} CwError;

GQuark cw_error_quark (void);

G_END_DECLS
