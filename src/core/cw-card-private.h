/* cw-card-private.h: CwCard's struct, shared with the card set loader so that loading
 * 100,000 cards sets fields directly instead of going through notifying setters. */
#pragma once

#include "cw-card.h"
#include "cw-game.h"

G_BEGIN_DECLS

/* A field value the card has; the card keeps only those it has, ascending by field. */
typedef struct {
  guint32 field;    /* the field's index in cw_game_get_fields() */
  union {
    int       number;
    gboolean  flag;
    char     *text;   /* a GRefString, interned: a realm is shared by thousands of cards */
    char    **list;
  };
} CwValue;

struct _CwCard
{
  GObject   parent_instance;

  CwGame   *game;
  char     *id;
  const char *set_id;   /* interned */
  const char *type;     /* interned */
  char     *name;
  char     *version;
  char     *title;
  char    **alt_names;
  const char *alignment; /* interned */
  char     *text;
  char     *plain_text;  /* NULL while the text has no markup: the text is its own plain text */
  char     *note;
  char     *image;
  char     *back;           /* its own back picture, a file in the set's folder */
  const char **keywords; /* interned ids, NULL-terminated; the array is owned */
  CwValue  *values;          /* n_values, ascending by field: a card of a game with ten fields holds three */
  guint     n_values : 31;
  guint     translated : 1;  /* has a CwCardVariants (qdata): most cards have none and pay nothing */
  char     *name_key;
  char     *search_key;
};

/* The translations of a card's name and text (xml:lang), pairs as in cw-text.h. */
typedef struct {
  char **names;
  char **texts;
} CwCardVariants;

/* The card's variants, made when create is TRUE; NULL when it has none. */
CwCardVariants *cw_card_get_variants (CwCard   *self,
                                      gboolean  create);

/* The card's name key and search key (cw_card_get_name_key, cw_card_get_search_key) appended to
 * key, without keeping them on the card when they are not kept already. */
void cw_card_append_name_key   (CwCard  *self,
                                GString *key);
void cw_card_append_search_key (CwCard  *self,
                                GString *key);

G_END_DECLS
