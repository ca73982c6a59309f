/* cw-match-private.h: the match's set-up, state and actions, shared by the files of CwMatch. */
#pragma once

#include "cw-match.h"
#include "cw-error.h"

G_BEGIN_DECLS

/* Places: 0 … n_authors-1 the Title cards, then CW_MATCH_SPOKE_LENGTH Location slots a spoke. */
#define PLACE_OK(self, place) ((place) >= 0 && (place) < (self)->n_authors * (1 + CW_MATCH_SPOKE_LENGTH))
#define IS_SLOT(self, place) ((place) >= (self)->n_authors && PLACE_OK (self, place))
#define SLOT(self, place) ((place) - (self)->n_authors)

struct _CwMatchAction {
  int            ref_count;
  CwActionKind   kind;
  int            author;      /* who acts, for actions any Author may take; -1: the current Author */
  guint          piece;
  guint          target;
  int            place;
  CwMoveKind     move_kind;
  CwCard        *card;
  int            amount;
  gboolean       face_down;
  gboolean       has_it;
  GArray        *faces;       /* of guint: entered by hand, or recorded after a roll */
  gboolean       physical;    /* faces were entered by hand */
  char          *text;        /* an adjustment's reason, a keyword id */
  /* Filled by a check or perform. */
  int            cost;
  char          *label;
};

CwMatchAction *cw_match_action_copy (const CwMatchAction *action);

/* What the Authors brought to the table: fixed at the start, replayed from. */
typedef struct {
  char       *name;
  char       *colour;
  CwCard     *title;          /* nullable */
  char       *library_name;   /* nullable */
  int         library_size;   /* game cards; -1 when unknown */
  GPtrArray  *folio;          /* of CwCard*, owned refs: the Locations the Author brought */
} CwAuthorSetup;

typedef struct {
  int         balance;
  int         hand;
  int         library;        /* -1 when unknown */
  int         archive;
  GPtrArray  *adjustments;    /* of char*: "+2 Emerald City" */
  int         adjustment_total;
} CwAuthorState;

typedef struct {
  guint        uid;
  CwPieceKind  kind;
  CwCard      *card;          /* borrowed from the match's card registry */
  int          owner;
  int          controller;
  int          place;
  int          vitality;
  guint        host;          /* equipped to / attached to this piece */
  int          host_place;    /* an Effect attached to a Location: that place */
  gboolean     bonus_moved;
  GPtrArray   *gained;        /* keyword ids given by other cards */
  GPtrArray   *lost;          /* keyword ids taken away */
} CwPiece;

typedef struct {
  CwAuthorState *authors;
  CwCard       **slot_card;   /* NULL: face down and not known */
  gboolean      *slot_face_up;
  GPtrArray     *folio;       /* of CwCard* borrowed; the top first */
  GPtrArray     *pieces;      /* of CwPiece*, in the order they came into play */
  guint          next_uid;
  CwMatchPhase   phase;
  int            first_author;
  int            current;
  int            turn_in_round;
  guint          round;
  CwTurnStep     step;
  int            ending_author;
  guint          ending_piece;
  GArray        *last_faces;  /* of guint */
  guint          last_n_gold;
  gboolean       last_bonus_only;
  int            last_author;
} CwMatchState;

/* The seed, the GRand, the history (undo and redo), the log and the options are the
 * base's (CwEngine); the match keeps the set-up and the state replayed from them. */
struct _CwMatch {
  CwEngine       parent_instance;

  CwGame        *game;        /* borrowed from the base, for brevity */
  CwCatalog     *catalog;     /* borrowed from the base; nullable */
  GHashTable    *cards;       /* card id → CwCard*, every card the match refers to */
  GHashTable    *custom;      /* card ids made by the match */
  guint          next_custom;

  GPtrArray     *setup;       /* of CwAuthorSetup* */
  GPtrArray     *shared_folio;/* of CwCard* (owned refs) */
  int            first_author_asked;
  int            n_authors;
  int           *storylines;  /* n_authors × 8 places */

  CwMatchState  *state;
};

/* Where a book's sentence reads two ways, the match takes a rule option (the class's
 * CwEngineOption table, cw-match-engine.c); each is read through one function. */

/* "title-in-storyline": does a Character standing on a Title card score and may it be
 * equipped? The book: "(Title Cards are not part of the Storyline.)" (default no). The
 * dice never count it: that sentence is the dice rule's own. */
static inline gboolean
rule_title_in_storyline (CwMatch *self)
{
  return cw_engine_get_option_bool (CW_ENGINE (self), "title-in-storyline");
}

/* "sorcery": "a Character with Sorcery must be in play": anyone's (any, the default)
 * or one of the playing Author's own (own). */
static inline gboolean
rule_sorcery_own (CwMatch *self)
{
  return g_strcmp0 (cw_engine_get_option (CW_ENGINE (self), "sorcery"), "own") == 0;
}

/* cw-match-engine.c: fills the CwEngine vfuncs (called from class_init). */
void          _cw_match_class_engine_init (CwEngineClass *engine_class);

/* cw-storyline-geometry.c */
void          cw_match_compute_storylines (CwMatch     *self);

/* cw-match.c */
CwCard       *cw_match_register_card    (CwMatch       *self,
                                         CwCard        *card);
void          cw_match_state_free       (CwMatchState  *state);
CwMatchState *cw_match_state_new        (CwMatch       *self);
gboolean      cw_match_is_started       (CwMatch       *self);
CwPiece      *cw_match_find_piece       (CwMatch       *self,
                                         guint          uid);
gboolean      cw_match_card_is_type     (CwCard        *card,
                                         const char    *type_id);
gboolean      cw_match_piece_in_storyline (CwMatch     *self,
                                         CwPiece       *piece);

/* cw-match-actions.c */
gboolean      cw_match_apply            (CwMatch       *self,
                                         CwMatchAction *action,
                                         gboolean       dry_run,
                                         GError       **error);
void          cw_match_log              (CwMatch       *self,
                                         const char    *format,
                                         ...) G_GNUC_PRINTF (2, 3);
gboolean      cw_match_piece_keyword    (CwPiece       *piece,
                                         const char    *keyword_id);
const char   *cw_match_action_kind_to_string (CwActionKind kind);
gboolean      cw_match_action_kind_from_string (const char *text,
                                         CwActionKind  *kind);

/* cw-match-file.c: the match's part of the .cwmatch (the base writes the envelope). */
void          cw_match_save_root_attributes (CwEngine   *engine,
                                         GString       *out);
void          cw_match_save_setup       (CwEngine      *engine,
                                         GString       *out);
gboolean      cw_match_load_setup       (CwEngine      *engine,
                                         xmlNode       *root,
                                         const char    *path,
                                         GError       **error);
void          cw_match_save_action      (CwEngine      *engine,
                                         CwEngineAction action,
                                         GString       *out);
CwEngineAction cw_match_load_action     (CwEngine      *engine,
                                         xmlNode       *node,
                                         const char    *path,
                                         GError       **error);

/* cw-match-actions.c: FALSE, with error set (in CW_ERROR, code) when the caller asks for one: the
 * one way both a refused action (_cw_match_refuse) and a line of notation that cannot be read
 * (cw-match-notation.c) answer. */
gboolean      _cw_match_fail            (GError       **error,
                                         CwError        code,
                                         const char    *format,
                                         ...) G_GNUC_PRINTF (3, 4);

/* cw-match-notation.c: the words that name a piece and a place in a line of notation
 * (unquoted); places on the author's Storyline as loc:N, elsewhere loc:S.D. */
char         *_cw_match_dup_piece_word  (CwMatch       *self,
                                         guint          uid);
char         *_cw_match_dup_place_word  (CwMatch       *self,
                                         int            place,
                                         int            author);

/* cw-match-state.c: the state as a player writes it down, for cw_engine_dup_state_json/text. */
void          _cw_match_append_state_json (CwEngine    *engine,
                                         GString       *out);
void          _cw_match_append_state_text (CwEngine    *engine,
                                         GString       *out);

G_END_DECLS
