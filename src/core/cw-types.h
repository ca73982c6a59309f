/* cw-types.h: forward declarations of every Cardwright class and the shared enums. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _CwGame       CwGame;
typedef struct _CwCard       CwCard;
typedef struct _CwCardSet    CwCardSet;
typedef struct _CwCatalog    CwCatalog;
typedef struct _CwCollection CwCollection;
typedef struct _CwLibrary    CwLibrary;
typedef struct _CwProblem    CwProblem;
typedef struct _CwDice       CwDice;
typedef struct _CwQuery      CwQuery;

/* The rules system a game belongs to: picks the rules engine and table mode. */
typedef enum {
  CW_SYSTEM_STORYLINE,
  CW_SYSTEM_DUEL,
  CW_SYSTEM_DRAFT,
  CW_SYSTEM_OD,
} CwSystem;

/* The kind of value a card field holds. */
typedef enum {
  CW_FIELD_INT,
  CW_FIELD_TEXT,
  CW_FIELD_BOOL,
  CW_FIELD_LIST,
} CwFieldKind;

typedef enum {
  CW_SEVERITY_INFO,
  CW_SEVERITY_WARNING,
  CW_SEVERITY_ERROR,
} CwSeverity;

G_END_DECLS
