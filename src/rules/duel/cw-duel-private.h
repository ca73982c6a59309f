/* cw-duel-private.h: what the files of the duel engine share: the set-up, the state, the actions. */
#pragma once

#include "cw-duel.h"
#include "cw-duel-force.h"

G_BEGIN_DECLS

#define CW_DUEL_PLAYERS 2

typedef struct {
  char      *name;
  char      *fixed_deck;      /* "good", "evil": the game's fixed deck, or NULL for cards */
  GPtrArray *cards;           /* of CwCard: the deck as set up, before shuffling */
} CwDuelSeat;

/* A Character in play. Cards are one of each in a duel, so its card id names it. */
typedef struct {
  CwCard       *card;
  int           owner;
  int           controller;
  CwDuelStatus  status;
  gboolean      controlled;   /* taken by a Control fate */
  char         *held_by;      /* the card id of the Character that captured or controls it */
  guint         group;        /* 0: alone */
  char         *location;     /* the card id of the Location it is assigned to, or NULL */
  GPtrArray    *attached;     /* of CwCard */
  gboolean      attacked;     /* has made its attack this turn */
} CwDuelPiece;

typedef struct {
  CwCard *card;
  int     owner;
  int     controller;   /* the owner, or the opponent after "Control a Location" */
} CwDuelLocation;

/* An attack declared and not yet resolved. */
typedef struct {
  char             *attacker;     /* the Character named: the captor or controller if it wins */
  char             *target;
  CwCard           *attack;       /* NULL for the Free Attack */
  CwDuelFreeAttack  free_attack;
  GPtrArray        *plays[CW_DUEL_PLAYERS];   /* of CwCard, by the player who played them */
  char             *intervener;   /* an attack on a Location: the defender's Character that
                                   * intervenes ("as if they were being attacked"), or NULL */
} CwDuelDeclared;

typedef struct {
  GPtrArray *deck;            /* of CwCard; the top is the end */
  GPtrArray *hand;
  GPtrArray *discard;
  GPtrArray *killed;
  GPtrArray *exiled;
  guint      without_viable;  /* turns in a row from turn 6 */
  gboolean   drew;            /* the Adventure Phase's draw is done */
  guint      to_deal;         /* real decks: opening cards still to be named */
  guint      named;           /* real decks: cards named in this Adventure Phase */
  guint      to_name;         /* real decks: cards an Item's draw (Powder of Life) still has to name */
  guint      looked_turn;     /* the turn its hand-looking Item was last used (0: never) */
  gboolean   free_attack_used;
} CwDuelHolding;

typedef struct {
  guint           turn;
  int             current;
  CwDuelPhase     phase;
  gboolean        resolving;  /* an attack was resolved this turn: no more declarations */
  guint           next_group;
  int             winner;     /* -1 */
  CwDuelHolding   players[CW_DUEL_PLAYERS];
  GPtrArray      *pieces;     /* of CwDuelPiece*, in the order they came into play */
  GPtrArray      *locations;  /* of CwDuelLocation* */
  GPtrArray      *declared;   /* of CwDuelDeclared*, first to resolve first */
} CwDuelState;

struct _CwDuel
{
  CwEngine     parent_instance;

  CwCatalog   *catalog;       /* the engine's, or loaded from the game */
  GPtrArray   *seats;         /* of CwDuelSeat* */
  GHashTable  *owners;        /* card id → owner index + 1 */
  CwDuelState *state;
  gboolean     real_decks;    /* the "real-decks" option, read at the start: every card drawn is named */
  gboolean     wordless;      /* no label to write: a candidate checked for list_legal, or an
                               * action performed whose check wrote it */
};

typedef struct {
  int               ref_count;
  CwDuelActionKind  kind;
  CwCard           *card;       /* summoned, attached, played, discarded; the attacker; the one grouped, assigned or
                                 * intervening; the card drawn from a real deck (NULL: dealt by the engine) */
  CwCard           *target;     /* attached to, grouped with, attacked, the Location (NULL: nowhere),
                                 * the target of a play out of battle, the Character a Call Defender calls */
  CwCard           *attack;     /* the Attack card */
  CwDuelFreeAttack  free_attack;
  int               rolls[2];   /* 0, 0: rolled when performed, then recorded */
  char             *label;
} CwDuelAction;

/* cw-duel.c */
CwCard        *_cw_duel_find_card        (CwDuel       *self,
                                          const char   *id_or_name);
int            _cw_duel_owner_of         (CwDuel       *self,
                                          CwCard       *card);
CwDuelPiece   *_cw_duel_find_piece       (CwDuel       *self,
                                          CwCard       *card);
gboolean       _cw_duel_is_viable_for    (CwDuelPiece  *piece,
                                          int           player);
GPtrArray     *_cw_duel_group_of         (CwDuel       *self,
                                          CwDuelPiece  *piece);   /* of CwDuelPiece*, viable members with it first */
void           _cw_duel_draw             (CwDuel       *self,
                                          int           player,
                                          guint         n_cards);
/* Real decks: the player whose cards are being named now (the opening hands first, then the
 * current player's Adventure draw). */
int            _cw_duel_drawing_player   (CwDuel       *self);
/* Real decks: whether the player's deck (or, when it is empty, the discard that becomes the
 * deck) holds card; the refusal says why not. */
gboolean       _cw_duel_deck_holds       (CwDuel       *self,
                                          int           player,
                                          CwCard       *card,
                                          GError      **error);
/* Real decks: moves the named card from the deck (refilled from the discard when empty) into
 * the hand. */
void           _cw_duel_draw_named       (CwDuel       *self,
                                          int           player,
                                          CwCard       *card);
/* Real decks: the cards the player may draw now, each once (a new array of borrowed cards). */
GPtrArray     *_cw_duel_list_drawable    (CwDuel       *self,
                                          int           player);
void           _cw_duel_end_turn         (CwDuel       *self);
void           _cw_duel_set_status       (CwDuel       *self,
                                          CwDuelPiece  *piece,
                                          CwDuelStatus  status,
                                          int           controller,
                                          const char   *held_by,
                                          const char   *why);
void           _cw_duel_declared_free    (CwDuelDeclared *declared);

/* The Location in play with this card, or NULL. */
CwDuelLocation *_cw_duel_find_location   (CwDuel       *self,
                                          CwCard       *card);

/* cw-duel-actions.c (the files of the actions share cw-duel-actions-private.h) */
CwDuelAction  *_cw_duel_action_new       (CwDuelActionKind kind,
                                          CwCard       *card,
                                          CwCard       *target);
void           _cw_duel_class_actions_init (CwEngineClass *engine_class);

/* cw-duel-battle.c: the first declared attack worked out (extra_play: a card about to be played
 * in it by extra_player); NULL with the rule when nobody is left to fight. */
CwDuelOutcome *_cw_duel_fight            (CwDuel       *self,
                                          CwDuelDeclared *declared,
                                          CwCard       *extra_play,
                                          int           extra_player,
                                          int           attack_roll,
                                          int           defense_roll,
                                          GError      **error);

G_END_DECLS
