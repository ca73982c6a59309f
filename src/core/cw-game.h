/* cw-game.h: a game definition (card types, fields, rules, dice, print defaults), loaded from XML. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

/* Translations (xml:lang): a name or text below is the one for the user's languages
 * (cw_text_get_languages()), else the default. Its *_variants are NULL when the file has no
 * translation of it, else pairs as in cw-text.h beginning with the default under the language
 * "" ("", "Library", "fr", "Bibliothèque", NULL): saving writes them all back. */

/* A field a card of this game may carry (cost, vitality, force, realm…). */
typedef struct {
  char        *id;          /* lower-case identifier: "cost", "vitality" */
  char        *name;        /* shown to people: "Story Point cost" */
  char       **name_variants;
  char       **aliases;     /* short names a query may use: "vit" */
  CwFieldKind  kind;
  guint        index;       /* position in cw_game_get_fields() */
  guint        shown : 1;
  guint        searchable : 1;
  guint        printed : 1;
  guint        required : 1;
} CwFieldDef;

typedef struct {
  char       *id;           /* "character" */
  char       *name;         /* "Character" */
  char      **name_variants;
  char       *section;      /* the Library section cards of this type go to */
  char       *back;         /* the back picture cards of this type print with (a file in the game's
                             * folder), or NULL for the game's */
  GPtrArray  *fields;       /* of CwFieldDef*, borrowed from the game */
} CwCardType;

typedef struct {
  char *id;                 /* "good" */
  char *name;               /* "Good" */
  char **name_variants;
  char *color;              /* "#c9a227": the frame colour */
} CwAlignment;

typedef struct {
  char *id;                 /* "prime" */
  char *name;               /* "Prime" */
  char *rules;              /* the rules text of the keyword */
  char **name_variants;
  char **rules_variants;
} CwKeyword;

/* One section of a Library with its own counting rules. -1 means "no limit". */
typedef struct {
  char      *id;            /* "library", "folio", "title" */
  char      *name;          /* "Locations Folio" */
  char     **types;         /* card type ids counted here */
  int        min_cards;
  int        max_cards;
  int        max_copies;    /* default maximum copies of one card */
  CwSeverity min_severity;  /* "about 15 Locations" is a warning, "40 or more" an error */
  char      *note;          /* the rule in words, for the check panel */
  char     **name_variants;
  char     **note_variants;
} CwSectionRule;

/* A fixed deck (Good against Evil): exactly one copy of each card of a side. */
typedef struct {
  char *id;                 /* "good" */
  char *name;               /* "Good deck" */
  char **name_variants;
  char *alignment;          /* cards of this alignment make the deck */
  int   copies;             /* copies of each card, 1 */
} CwFixedDeck;

typedef struct {
  char   *id;               /* "blue6" */
  char   *name;             /* "Blue die, 6 faces" */
  char  **name_variants;
  char   *color;            /* "#2f6fd0" */
  GArray *faces;            /* of int: the symbols on each face */
} CwDieDef;

typedef struct {
  char  **base;             /* die ids always rolled: blue6 blue5 blue4 blue3 */
  char   *bonus;            /* die id added per Character in play: gold */
  int     max_dice;         /* 10; -1 for no limit */
} CwDicePool;

typedef struct {
  char   *card_size;        /* "poker" */
  char   *back;             /* "generated" or an image file name in the game folder */
  char   *back_color;       /* main colour of the generated back */
} CwPrintDefaults;

/* The ranges of a game definition's numbers (docs/file-formats.md): sums and the odds table
 * stay small (at most 100 dice × 100 symbols = a table of 10,001 totals). */
#define CW_GAME_MAX_SECTION_CARDS 10000  /* a section's min and max */
#define CW_GAME_MAX_DECK_COPIES   100    /* copies of a fixed deck */
#define CW_GAME_MAX_DIE_FACES     100
#define CW_GAME_MAX_DIE_SYMBOLS   100    /* symbols on one face */
#define CW_GAME_MAX_DICE          100    /* a pool's max, and its base dice */
#define CW_GAME_MAX_OPENING_HAND  100

#define CW_TYPE_GAME (cw_game_get_type ())
G_DECLARE_FINAL_TYPE (CwGame, cw_game, CW, GAME, GObject)

CwGame               *cw_game_new_from_file     (const char     *path,
                                                 GError        **error);
gboolean              cw_game_save_to_file      (CwGame         *self,
                                                 const char     *path,
                                                 GError        **error);
CwGame               *cw_game_copy              (CwGame         *self,
                                                 const char     *new_id,
                                                 const char     *new_name);

const char           *cw_game_get_id            (CwGame         *self);
const char           *cw_game_get_name          (CwGame         *self);
/* The game's name and description in one language (NULL: the default); NULL when not translated. */
const char           *cw_game_get_name_for      (CwGame         *self,
                                                 const char     *lang);
const char           *cw_game_get_description_for (CwGame       *self,
                                                 const char     *lang);
void                  cw_game_set_name          (CwGame         *self,
                                                 const char     *name);
CwSystem              cw_game_get_system        (CwGame         *self);
const char           *cw_game_get_system_name   (CwGame         *self);
const char           *cw_game_get_description   (CwGame         *self);
const char           *cw_game_get_credits       (CwGame         *self);
/* The folder game.xml was loaded from, where its sets/ live; NULL for a new game. */
const char           *cw_game_get_dir           (CwGame         *self);
void                  cw_game_set_dir           (CwGame         *self,
                                                 const char     *dir);
/* Shipped games are read-only; user games (copies) are not. */
gboolean              cw_game_is_shipped        (CwGame         *self);
void                  cw_game_set_shipped       (CwGame         *self,
                                                 gboolean        shipped);
guint                 cw_game_get_opening_hand  (CwGame         *self);
/* FALSE for a game whose whole box is played, with no deck to build (<construction decks="none">). */
gboolean              cw_game_builds_decks      (CwGame         *self);
const char           *cw_game_get_table_mode    (CwGame         *self);

GPtrArray            *cw_game_get_fields        (CwGame         *self);  /* of CwFieldDef* */
const CwFieldDef     *cw_game_find_field        (CwGame         *self,
                                                 const char     *id_or_alias);
GPtrArray            *cw_game_get_card_types    (CwGame         *self);  /* of CwCardType* */
const CwCardType     *cw_game_find_card_type    (CwGame         *self,
                                                 const char     *id_or_name);
GPtrArray            *cw_game_get_alignments    (CwGame         *self);  /* of CwAlignment* */
const CwAlignment    *cw_game_find_alignment    (CwGame         *self,
                                                 const char     *id_or_name);
GPtrArray            *cw_game_get_keywords      (CwGame         *self);  /* of CwKeyword* */
const CwKeyword      *cw_game_find_keyword      (CwGame         *self,
                                                 const char     *id_or_name);
GPtrArray            *cw_game_get_sections      (CwGame         *self);  /* of CwSectionRule* */
const CwSectionRule  *cw_game_find_section      (CwGame         *self,
                                                 const char     *id);
/* The section a card of this type belongs in; the first section if none names the type. */
const CwSectionRule  *cw_game_section_for_type  (CwGame         *self,
                                                 const char     *type_id);
/* The most copies of this card allowed in that section (exceptions included); -1 = no limit. */
int                   cw_game_get_max_copies    (CwGame         *self,
                                                 const char     *section_id,
                                                 const char     *card_id);
GPtrArray            *cw_game_get_fixed_decks   (CwGame         *self);  /* of CwFixedDeck* */
const CwFixedDeck    *cw_game_find_fixed_deck   (CwGame         *self,
                                                 const char     *id);
GPtrArray            *cw_game_get_dice          (CwGame         *self);  /* of CwDieDef* */
const CwDieDef       *cw_game_find_die          (CwGame         *self,
                                                 const char     *id);
/* NULL when the game has no dice. */
const CwDicePool     *cw_game_get_dice_pool     (CwGame         *self);
const CwPrintDefaults*cw_game_get_print_defaults(CwGame         *self);

/* Every game found in the data folders: shipped ones first, then the user's. */
GPtrArray            *cw_game_load_all          (GError        **error);  /* of CwGame* */
/* Where shipped games live (CARDWRIGHT_DATA_DIR overrides, for tests and the build tree). */
const char           *cw_game_get_data_dir      (void);
/* Where the user's own games and card sets live. */
char                 *cw_game_get_user_dir      (const char     *game_id);

G_END_DECLS
