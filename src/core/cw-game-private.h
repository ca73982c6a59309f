/* cw-game-private.h: CwGame's fields, shared by cw-game.c (loading, queries) and cw-game-save.c (writing). */
#pragma once

#include "cw-game.h"

G_BEGIN_DECLS

struct _CwGame
{
  GObject          parent_instance;

  char            *id;
  char            *name;
  CwSystem         system;
  char            *description;
  char           **name_variants;         /* as in cw-game.h */
  char           **description_variants;
  char            *credits;
  char            *dir;
  gboolean         shipped;
  char            *table_mode;
  guint            opening_hand;
  gboolean         builds_decks;  /* FALSE: <construction decks="none">, the whole box is played */

  GPtrArray       *fields;        /* of CwFieldDef* */
  GHashTable      *fields_by_id;  /* field id → the first CwFieldDef with it (owned by fields) */
  GPtrArray       *card_types;    /* of CwCardType* */
  GPtrArray       *alignments;    /* of CwAlignment* */
  GPtrArray       *keywords;      /* of CwKeyword* */
  GPtrArray       *sections;      /* of CwSectionRule* */
  GPtrArray       *decks;         /* of CwFixedDeck* */
  GHashTable      *exceptions;    /* "section\x1fcard" -> GINT_TO_POINTER (max + 1) */
  GPtrArray       *dice;          /* of CwDieDef* */
  CwDicePool      *pool;
  CwPrintDefaults  print;
};

/* cw-game.c, for the writer: the system's id in game.xml ("storyline"), and the text of an
 * element as the file has it (without xml:lang) given the one shown and its variants. */
const char *_cw_game_system_id    (CwSystem     system);
const char *_cw_game_default_text (const char  *shown,
                                   char       **variants);

G_END_DECLS
