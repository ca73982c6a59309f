/* cw-od-rules.h: the Ód solitaire's state and rules (mine, legion, rows, combat), no GObject: the engine (cw-od.c) wraps it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CW_OD_ROWS        4
#define CW_OD_COLUMNS     4
#define CW_OD_N_CARDS     52
#define CW_OD_N_RANKS     13
#define CW_OD_DRAW        4     /* "Each turn begins with drawing 4 cards" */
#define CW_OD_NO_CARD     0xff

/* A card is suit * 13 + (rank - 2), rank 2…14 (J 11, Q 12, K 13, A 14: the royal straight puts the ace high). */
typedef enum {
  CW_OD_SPADES,     /* demons */
  CW_OD_HEARTS,     /* dwarfs */
  CW_OD_DIAMONDS,   /* ore */
  CW_OD_CLUBS,      /* fungus */
} CwOdSuit;

typedef enum {
  CW_OD_SPACE_FACE_DOWN,
  CW_OD_SPACE_DWARF,    /* the only cards that lie face up in the mine */
  CW_OD_SPACE_VOID,     /* empty until a new mine: no dwarf may be placed in it */
} CwOdSpaceKind;

typedef struct {
  guint8 kind;
  guint8 card;          /* CW_OD_NO_CARD when void */
} CwOdSpace;

typedef enum {
  CW_OD_PHASE_PLAY,         /* play cards, use a dwarf after a card, end the turn */
  CW_OD_PHASE_PLACE_DWARF,  /* a discovered dwarf waits: placed next to where it was found, or discarded */
  CW_OD_PHASE_PICK,         /* the mine is complete: pick face-up cards for the next hand */
  CW_OD_PHASE_LOST,
} CwOdPhase;

/* A pile, its top the last card. */
typedef struct {
  guint8 cards[CW_OD_N_CARDS];
  guint8 n;
} CwOdPile;

/* The readings of the book a match is played by (docs/rules-notes.md, "The Ód rules engine"). */
typedef struct {
  gboolean compare_rank;          /* "higher", "equal or lower" by rank instead of by value */
  gboolean discovered_dwarf_digs; /* a discovered dwarf may dig an adjacent face-down space; else it is discarded */
  gboolean leftover_discard;      /* cards left in hand at the end of a turn are discarded instead of kept */
  gboolean dwarf_without_dig;     /* a dwarf may be played to the discard pile without digging */
  gboolean ore_fungus_from_hand;  /* ore and fungus may be played from hand to a row */
  gboolean royal_straight_loses;  /* the harder variant */
} CwOdRules;

typedef enum {
  CW_OD_ACTION_DIG,           /* dig CARD rRcC: a dwarf from hand digs a connected face-down space */
  CW_OD_ACTION_PLACE,         /* place CARD rRcC: the discovered dwarf digs an adjacent face-down space */
  CW_OD_ACTION_DISCARD,       /* discard CARD: the discovered dwarf is not placed */
  CW_OD_ACTION_ORE,           /* ore CARD rR: an ore from hand to the right of a row */
  CW_OD_ACTION_FUNGUS,        /* fungus CARD rR: a fungus from hand to the left of a row */
  CW_OD_ACTION_PLAY,          /* play CARD: a dwarf played without digging (an option) */
  CW_OD_ACTION_MOVE_FUNGUS,   /* move-fungus CARD rR void rRcC */
  CW_OD_ACTION_DISCARD_ORE,   /* discard-ore ORE DEMON void rRcC */
  CW_OD_ACTION_PICK,          /* pick CARD: one face-up card for the next hand */
  CW_OD_ACTION_END_TURN,      /* end-turn */
} CwOdActionKind;

typedef struct {
  int     ref_count;
  guint8  kind;
  guint8  card;
  guint8  card2;        /* the demon of discard-ore */
  guint8  row, column;  /* the space dug, placed into or voided; 0-based */
  guint8  target_row;   /* where an ore or fungus goes */
  char   *label;        /* the words of the action once checked, else NULL */
} CwOdAction;

typedef void (*CwOdLogFunc) (gpointer user_data, const char *line);

typedef struct {
  CwOdRules  rules;
  CwOdSpace  mine[CW_OD_ROWS][CW_OD_COLUMNS];
  CwOdPile   draw;
  CwOdPile   discard;
  CwOdPile   hand;
  guint16    legion;                 /* bit rank - 2 for each spade in the legion */
  guint16    attackers;              /* likewise, the demons out of the legion in a combat; 0 between actions */
  CwOdPile   ore[CW_OD_ROWS];        /* right of each row */
  CwOdPile   fungus[CW_OD_ROWS];     /* left of each row */
  CwOdPhase  phase;
  gboolean   use_open;               /* a card was just played: a dwarf's space may be voided for a use */
  guint8     pending_card;           /* the discovered dwarf waiting to be placed */
  guint8     pending_row, pending_column;
  guint8     n_picked;
  guint      turn;                   /* 1 for the first */
  guint      mines_completed;
  const char *lost_reason;           /* untranslated key: "row", "royal" */
  guint8     lost_row;
  GRand     *rand;                   /* borrowed: the engine's, re-seeded on every replay */
  CwOdLogFunc log;
  gpointer   log_data;
} CwOdState;

/* ---- Cards ---- */
static inline CwOdSuit cw_od_card_suit (guint8 card) { return card / CW_OD_N_RANKS; }
static inline guint    cw_od_card_rank (guint8 card) { return card % CW_OD_N_RANKS + 2; }
static inline guint8   cw_od_card_make (CwOdSuit suit, guint rank) { return suit * CW_OD_N_RANKS + rank - 2; }
/* "A: 3 KQJ: 2 10-2: 1" */
guint     cw_od_card_value   (guint8       card);
/* "AS", "10H", "KD"; written into buf of at least 4 bytes. */
const char *cw_od_card_format (guint8      card,
                               char        buf[4]);
/* Case-insensitive "AS", "10h", "Td"; CW_OD_NO_CARD if it is none. */
guint8    cw_od_card_parse   (const char  *text);

/* Takes order (n cards, distinct) as the top of the deck in that order; the other cards follow
 * in an order shuffled from rand. Then deals the mine and draws the first turn's cards. */
void      cw_od_state_init   (CwOdState   *state,
                              const CwOdRules *rules,
                              const guint8 *order,
                              guint        n_order,
                              GRand       *rand,
                              CwOdLogFunc  log,
                              gpointer     log_data);

/* ---- Actions ---- */
CwOdAction *cw_od_action_new   (CwOdActionKind kind);
CwOdAction *cw_od_action_ref   (CwOdAction *action);
void        cw_od_action_unref (CwOdAction *action);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwOdAction, cw_od_action_unref)
char       *cw_od_action_format (const CwOdAction *action);
/* A bad line: NULL and CW_ERROR_PARSE saying what was expected. */
CwOdAction *cw_od_action_parse  (const char *line,
                                 GError    **error);

/* Refusal: CW_ERROR_INVALID naming the rule. */
gboolean  cw_od_state_check    (const CwOdState *state,
                                const CwOdAction *action,
                                GError     **error);
/* The action must have passed the check. */
void      cw_od_state_perform  (CwOdState   *state,
                                const CwOdAction *action);
/* Appends every legal action (new references) to out. */
void      cw_od_state_list_legal (const CwOdState *state,
                                GPtrArray   *out);

/* ---- What the state says ---- */
gboolean  cw_od_state_is_connected (const CwOdState *state,
                                guint        row,
                                guint        column);
/* The longest run of consecutive ranks in a legion (a 13-bit mask) that holds rank_bit, as a mask. */
guint16   cw_od_legion_run     (guint16      legion,
                                guint        rank_bit);
/* Where every card is: 52 cards, each once; every pile holds its own suit. FALSE with the
 * first inconsistency (CW_ERROR_INVALID) otherwise. For the random player and tests. */
gboolean  cw_od_state_check_cards (const CwOdState *state,
                                GError     **error);

G_END_DECLS
