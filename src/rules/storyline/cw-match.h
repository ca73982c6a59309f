/* cw-match.h: a match of the Storyline Game System: set-up, turns, Story Points, movement, the score, undo, save. */
#pragma once

#include <gio/gio.h>
#include "cw-types.h"
#include "cw-engine.h"

G_BEGIN_DECLS

#define CW_MATCH_MIN_AUTHORS      2
#define CW_MATCH_MAX_AUTHORS      6
/* Locations each Author places: the right half of their Storyline. */
#define CW_MATCH_SPOKE_LENGTH     3
/* Own Title card, 6 Locations, the Title card of the Author to the right. */
#define CW_MATCH_STORYLINE_LENGTH 8
/* A place that is no place: a face-down Event kept by its Author, a refused lookup. */
#define CW_PLACE_NONE             (-1)

typedef enum {
  CW_MATCH_PHASE_SETUP,     /* Authors are being added; cw_match_start() not called yet */
  CW_MATCH_PHASE_PLAYING,
  CW_MATCH_PHASE_THE_END,   /* a Prime reached "The End"; the round is being finished */
  CW_MATCH_PHASE_OVER,      /* the score is final (adjustments may still be entered) */
} CwMatchPhase;

/* The four steps of a turn, in order. */
typedef enum {
  CW_TURN_STEP_DRAW,
  CW_TURN_STEP_ROLL,
  CW_TURN_STEP_ACTIONS,
  CW_TURN_STEP_BONUS_MOVE,
} CwTurnStep;

typedef enum {
  CW_MOVE_ACTION,   /* the 1 SP Story Action */
  CW_MOVE_BONUS,    /* the free bonus move of step 4, once per Character per turn */
  CW_MOVE_FORCED,   /* made by another card's text: no SP, Steadfast may move */
} CwMoveKind;

typedef enum {
  CW_PIECE_CHARACTER,
  CW_PIECE_OBJECT,
  CW_PIECE_EFFECT,  /* attached to a Location, a Character or an Object */
  CW_PIECE_EVENT,   /* placed face down, kept for later */
} CwPieceKind;

typedef enum {
  CW_ACTION_DRAW,              /* step 1: draw a card (free) */
  CW_ACTION_ROLL,              /* step 2: roll (or enter) the turn's dice */
  CW_ACTION_ARCHIVE_FOR_DICE,  /* archive cards from hand for Gold Bonus dice, any time */
  CW_ACTION_STORY_DRAW,        /* Story Action: draw a card, 1 SP */
  CW_ACTION_MOVE,              /* Story Action, bonus or forced move of one Location */
  CW_ACTION_REPLACE_LOCATION,  /* Story Action: 2 SP */
  CW_ACTION_IDENTIFY_LOCATION, /* say which card a face-down Location nobody knew is */
  CW_ACTION_REVEAL_LOCATION,   /* a card turns a face-down Location face up */
  CW_ACTION_PLAY_CARD,         /* Story Action: X SP */
  CW_ACTION_TRIGGER_EVENT,     /* turn up a face-down Event */
  CW_ACTION_EQUIP,             /* equip an Object lying at a Location */
  CW_ACTION_VITALITY,          /* a card changes a Character's Vitality */
  CW_ACTION_ARCHIVE,           /* a card archives a card in play */
  CW_ACTION_BANISH,            /* a card removes a card in play from the game */
  CW_ACTION_KEYWORD,           /* a card gives or takes a keyword (Flying from Silver Shoes…) */
  CW_ACTION_ADJUST_SCORE,      /* a bonus or penalty for the score */
  CW_ACTION_END_ACTIONS,       /* from step 3 to step 4 */
  CW_ACTION_END_TURN,
  CW_ACTION_TEXT_DRAW,         /* a card's text makes an Author draw cards (free, any time) */
} CwActionKind;

/* One line of the score table. */
typedef struct {
  int      author;
  int      vitality;        /* Vitality of the Author's Characters in play, the Prime that ended the game left out */
  int      prime_excluded;  /* Vitality of that Prime when it is this Author's, else 0 */
  int      adjustments;     /* bonuses and penalties entered */
  int      total;
  gboolean winner;          /* several Authors on a tie */
} CwMatchScore;

/* An action: built by the constructors below or listed by cw_match_list_legal_actions(). */
typedef struct _CwMatchAction CwMatchAction;

#define CW_TYPE_MATCH_ACTION (cw_match_action_get_type ())
GType           cw_match_action_get_type     (void) G_GNUC_CONST;
CwMatchAction  *cw_match_action_ref          (CwMatchAction *action);
void            cw_match_action_unref        (CwMatchAction *action);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwMatchAction, cw_match_action_unref)

CwMatchAction  *cw_match_action_new_draw             (void);
/* faces: face indices (0-based) of a physical roll entered by hand, or NULL to roll. */
CwMatchAction  *cw_match_action_new_roll             (const guint  *faces,
                                                      guint         n_faces);
CwMatchAction  *cw_match_action_new_archive_for_dice (int           author,
                                                      guint         n_cards,
                                                      const guint  *faces,
                                                      guint         n_faces);
CwMatchAction  *cw_match_action_new_story_draw       (void);
CwMatchAction  *cw_match_action_new_move             (guint         piece,
                                                      int           to_place,
                                                      CwMoveKind    kind);
/* drawn: the card drawn from a physical Folio, or NULL for the top of the Folio the match holds. */
CwMatchAction  *cw_match_action_new_replace_location (int           place,
                                                      CwCard       *drawn);
CwMatchAction  *cw_match_action_new_identify_location(int           place,
                                                      CwCard       *location);
/* A Character goes to its Author's Title card (or, as a new version of the Author's own
 * Character, to that Character's place); an Object to place (a Location) or onto target
 * (a Character); an Effect onto target or place, or nowhere (archived once resolved);
 * an Event is archived once resolved. */
CwMatchAction  *cw_match_action_new_reveal_location  (int           place);
CwMatchAction  *cw_match_action_new_play_card        (CwCard       *card,
                                                      int           place,
                                                      guint         target);
/* An Event placed face down in the Author's turn, paying sp (at least its cost). */
CwMatchAction  *cw_match_action_new_event_face_down  (CwCard       *event,
                                                      int           sp);
CwMatchAction  *cw_match_action_new_trigger_event    (int           author,
                                                      guint         piece);
CwMatchAction  *cw_match_action_new_equip            (int           author,
                                                      guint         object,
                                                      guint         character);
CwMatchAction  *cw_match_action_new_vitality         (guint         piece,
                                                      int           delta);
CwMatchAction  *cw_match_action_new_archive          (guint         piece);
CwMatchAction  *cw_match_action_new_banish           (guint         piece);
CwMatchAction  *cw_match_action_new_keyword          (guint         piece,
                                                      const char   *keyword_id,
                                                      gboolean      has_it);
CwMatchAction  *cw_match_action_new_adjust_score     (int           author,
                                                      int           delta,
                                                      const char   *reason);
/* A card's text makes the Author draw n_cards: the hand counts them, so archiving for
 * Gold Bonus dice may use them. */
CwMatchAction  *cw_match_action_new_text_draw        (int           author,
                                                      guint         n_cards);
CwMatchAction  *cw_match_action_new_end_actions      (void);
CwMatchAction  *cw_match_action_new_end_turn         (void);

CwActionKind    cw_match_action_get_kind     (const CwMatchAction *action);
guint           cw_match_action_get_piece    (const CwMatchAction *action);
int             cw_match_action_get_place    (const CwMatchAction *action);
CwMoveKind      cw_match_action_get_move_kind(const CwMatchAction *action);
CwCard         *cw_match_action_get_card     (const CwMatchAction *action);
/* Known after a check or perform: the Story Points it costs (for a face-down destination,
 * what is paid before the Location turns up) and its words ("Move Dorothy Gale to Field of Poppies"). */
int             cw_match_action_get_cost     (const CwMatchAction *action);
const char     *cw_match_action_get_label    (const CwMatchAction *action);


#define CW_TYPE_MATCH (cw_match_get_type ())
/* The Storyline engine: a CwEngine whose actions are CwMatchAction. */
G_DECLARE_FINAL_TYPE (CwMatch, cw_match, CW, MATCH, CwEngine)

/* catalog (nullable) resolves the card ids of Libraries and saved matches. */
CwMatch      *cw_match_new                 (CwGame        *game,
                                            CwCatalog     *catalog);
CwGame       *cw_match_get_game            (CwMatch       *self);

/* ---- Set-up (phase SETUP) ---- */

/* library (nullable) brings its Locations Folio section and its size; title (nullable)
 * defaults to the Library's Title card. Returns the Author's index, -1 on error. */
int           cw_match_add_author          (CwMatch       *self,
                                            const char    *name,
                                            const char    *colour,
                                            CwCard        *title,
                                            CwLibrary     *library,
                                            GError       **error);
/* A Location for the Folio besides the Authors' own (a shared Folio). */
void          cw_match_add_folio_location  (CwMatch       *self,
                                            CwCard        *location);
/* A card the app does not know, kept (and saved) with the match; set its fields and
 * keywords before it is first used. type_id: "character", "location"… */
CwCard       *cw_match_new_custom_card     (CwMatch       *self,
                                            const char    *type_id,
                                            const char    *name);
CwCard       *cw_match_new_custom_character(CwMatch       *self,
                                            const char    *name,
                                            int            vitality,
                                            int            cost,
                                            const char * const *keywords);
/* Shuffles the Folio, places 3 Locations per Author face down, picks the first Author
 * (first_author < 0: drawn by lot) and starts round 1. Every random choice of the
 * match comes from seed. */
gboolean      cw_match_start               (CwMatch       *self,
                                            guint32        seed,
                                            int            first_author,
                                            GError       **error);
guint32       cw_match_get_seed            (CwMatch       *self);

/* ---- Authors ---- */

guint         cw_match_get_n_authors       (CwMatch       *self);
const char   *cw_match_get_author_name     (CwMatch       *self,
                                            int            author);
const char   *cw_match_get_author_colour   (CwMatch       *self,
                                            int            author);
CwCard       *cw_match_get_author_title    (CwMatch       *self,
                                            int            author);   /* nullable */
const char   *cw_match_get_author_library_name (CwMatch   *self,
                                            int            author);   /* nullable */
/* Authors sit clockwise in the order they were added and turns pass clockwise, so the
 * Author to one's right is the one before in the list. */
int           cw_match_get_author_to_right (CwMatch       *self,
                                            int            author);
int           cw_match_get_balance         (CwMatch       *self,
                                            int            author);
int           cw_match_get_hand_count      (CwMatch       *self,
                                            int            author);
/* -1 when the Author plays without a Library the match knows. */
int           cw_match_get_library_count   (CwMatch       *self,
                                            int            author);
int           cw_match_get_archive_count   (CwMatch       *self,
                                            int            author);

/* ---- The Storyline ----
 * Places are numbers: 0 … n_authors-1 are the Authors' Title cards, then the Location
 * slots, 3 per spoke: place = n_authors + 3 * spoke + depth (depth 0 at the centre).
 * Spoke s is placed by Author s and capped by the Title card of the Author to s's right. */

guint         cw_match_get_n_places        (CwMatch       *self);
gboolean      cw_match_place_is_title      (CwMatch       *self,
                                            int            place);
int           cw_match_place_get_title_author (CwMatch    *self,
                                            int            place);     /* -1 for a Location */
int           cw_match_place_get_spoke     (CwMatch       *self,
                                            int            place);     /* -1 for a Title */
int           cw_match_place_get_depth     (CwMatch       *self,
                                            int            place);     /* -1 for a Title */
int           cw_match_get_location_place  (CwMatch       *self,
                                            int            spoke,
                                            int            depth);
/* The spoke whose outer end this Author's Title card caps. */
int           cw_match_get_title_spoke     (CwMatch       *self,
                                            int            author);
/* The Author's Storyline from their own Title card to the Title card of the Author to
 * their right: CW_MATCH_STORYLINE_LENGTH places, borrowed. */
const int    *cw_match_get_storyline       (CwMatch       *self,
                                            int            author);
/* Position 0…7 of place on the Author's Storyline, -1 when not on it. */
int           cw_match_get_storyline_index (CwMatch       *self,
                                            int            author,
                                            int            place);
/* The next place along the Author's Storyline (direction +1 towards the end, -1 back), or -1. */
int           cw_match_get_neighbour       (CwMatch       *self,
                                            int            author,
                                            int            place,
                                            int            direction);
/* The Location card at a slot; NULL for a Title or a face-down Location nobody knows yet.
 * A face-down Location the app dealt is returned too: show its name only face up. */
CwCard       *cw_match_get_location        (CwMatch       *self,
                                            int            place);
gboolean      cw_match_location_is_face_up (CwMatch       *self,
                                            int            place);
/* The words for a place: "Field of Poppies", "a face-down Location", "Ann's Title card". */
char         *cw_match_dup_place_name      (CwMatch       *self,
                                            int            place);
int           cw_match_location_get_enter_cost (CwMatch   *self,
                                            int            place);
int           cw_match_location_get_leave_cost (CwMatch   *self,
                                            int            place);
gboolean      cw_match_location_is_water   (CwMatch       *self,
                                            int            place);
gboolean      cw_match_location_requires_swimming (CwMatch *self,
                                            int            place);
/* Locations left in the Folio the match holds, the top first; borrowed, of CwCard*. */
GPtrArray    *cw_match_get_folio           (CwMatch       *self);

/* ---- Cards in play (pieces, each with a number that stays the same while it is in play) ---- */

/* Pieces at a place (Characters first, then Objects, then Effects), or with
 * CW_PLACE_NONE the face-down Events; a new array of guint. */
GArray       *cw_match_get_pieces_at       (CwMatch       *self,
                                            int            place);
/* The Events an Author keeps face down, in the order they were placed; a new array of guint. */
GArray       *cw_match_get_face_down_events (CwMatch      *self,
                                             int           author);
/* Every piece in play, in the order they came into play; a new array of guint. */
GArray       *cw_match_get_pieces          (CwMatch       *self);
gboolean      cw_match_has_piece           (CwMatch       *self,
                                            guint          piece);
CwCard       *cw_match_piece_get_card      (CwMatch       *self,
                                            guint          piece);
CwPieceKind   cw_match_piece_get_kind      (CwMatch       *self,
                                            guint          piece);
/* The Author whose Library the card came from (whose Archive it goes to). */
int           cw_match_piece_get_owner     (CwMatch       *self,
                                            guint          piece);
/* Who controls it now (an Object changes hands when equipped). */
int           cw_match_piece_get_controller(CwMatch       *self,
                                            guint          piece);
int           cw_match_piece_get_place     (CwMatch       *self,
                                            guint          piece);
int           cw_match_piece_get_vitality  (CwMatch       *self,
                                            guint          piece);
/* The Character an Object equips or the piece an Effect is attached to; 0 for none. */
guint         cw_match_piece_get_host      (CwMatch       *self,
                                            guint          piece);
gboolean      cw_match_piece_has_keyword   (CwMatch       *self,
                                            guint          piece,
                                            const char    *keyword_id);
gboolean      cw_match_piece_has_bonus_moved (CwMatch     *self,
                                            guint          piece);
/* The piece of a Character in play by name ("Dorothy Gale", any version), 0 if none. */
guint         cw_match_find_character      (CwMatch       *self,
                                            const char    *name);

/* ---- Turns ---- */

CwMatchPhase  cw_match_get_phase           (CwMatch       *self);
guint         cw_match_get_round           (CwMatch       *self);
int           cw_match_get_first_author    (CwMatch       *self);
int           cw_match_get_current_author  (CwMatch       *self);
CwTurnStep    cw_match_get_step            (CwMatch       *self);
const char   *cw_match_step_get_name       (CwTurnStep     step);
/* Who reached "The End", with which piece; -1 / 0 before. */
int           cw_match_get_ending_author   (CwMatch       *self);
guint         cw_match_get_ending_piece    (CwMatch       *self);

/* ---- Dice ---- */

/* Gold dice the current Author's turn roll adds: one per Character at a Location
 * (Title cards are not part of the Storyline). */
guint         cw_match_get_gold_dice       (CwMatch       *self,
                                            int            author);
/* The pool the current Author rolls in step 2 (for the odds); a new object. */
CwDice       *cw_match_dup_turn_pool       (CwMatch       *self);
/* The last roll made in the match (turn roll or Gold Bonus dice) with its faces set;
 * a new object, NULL before the first roll. */
CwDice       *cw_match_dup_last_roll       (CwMatch       *self);
int           cw_match_get_last_roll_author(CwMatch       *self);

/* ---- Actions ----
 * Every refusal is CW_ERROR_INVALID with a message that names the rule
 * ("Steadfast: Tin Woodman may not move by a Story Action or bonus move"), except a
 * move onto (or a replacement from) a face-down card nobody knows yet:
 * CW_ERROR_UNKNOWN_CARD — say which card it is with identify_location (or pass the
 * drawn card), then try again. */

/* Checks without changing anything; fills the action's cost and label. */
gboolean      cw_match_check               (CwMatch       *self,
                                            CwMatchAction *action,
                                            GError       **error);
/* Performs, logs and records the action for undo; emits ::changed. A card in the action
 * is kept by the match under its id: the first card seen with an id is the one used. */
gboolean      cw_match_perform             (CwMatch       *self,
                                            CwMatchAction *action,
                                            GError       **error);
/* Every action the current Author may take now, except playing a card from hand (the
 * hand is on the table, not in the app): draw, roll, Story draw, moves, replacements,
 * equips, end of step or turn; of CwMatchAction*, checked, with cost and label. */
GPtrArray    *cw_match_list_legal_actions  (CwMatch       *self);

/* Shorthands: build, perform, free. */
gboolean      cw_match_draw                (CwMatch       *self,
                                            GError       **error);
gboolean      cw_match_roll                (CwMatch       *self,
                                            GError       **error);
gboolean      cw_match_enter_roll          (CwMatch       *self,
                                            const guint   *faces,
                                            guint          n_faces,
                                            GError       **error);
gboolean      cw_match_archive_for_dice    (CwMatch       *self,
                                            int            author,
                                            guint          n_cards,
                                            GError       **error);
gboolean      cw_match_story_draw          (CwMatch       *self,
                                            GError       **error);
gboolean      cw_match_text_draw           (CwMatch       *self,
                                            int            author,
                                            guint          n_cards,
                                            GError       **error);
gboolean      cw_match_move                (CwMatch       *self,
                                            guint          piece,
                                            int            to_place,
                                            CwMoveKind     kind,
                                            GError       **error);
gboolean      cw_match_replace_location    (CwMatch       *self,
                                            int            place,
                                            CwCard        *drawn,
                                            GError       **error);
gboolean      cw_match_identify_location   (CwMatch       *self,
                                            int            place,
                                            CwCard        *location,
                                            GError       **error);
gboolean      cw_match_reveal_location     (CwMatch       *self,
                                            int            place,
                                            GError       **error);
/* Returns the new piece, 0 on error (an Event or a one-shot Effect also returns 0). */
guint         cw_match_play_card           (CwMatch       *self,
                                            CwCard        *card,
                                            int            place,
                                            guint          target,
                                            GError       **error);
gboolean      cw_match_equip               (CwMatch       *self,
                                            int            author,
                                            guint          object,
                                            guint          character,
                                            GError       **error);
gboolean      cw_match_change_vitality     (CwMatch       *self,
                                            guint          piece,
                                            int            delta,
                                            GError       **error);
gboolean      cw_match_archive_piece       (CwMatch       *self,
                                            guint          piece,
                                            GError       **error);
gboolean      cw_match_adjust_score        (CwMatch       *self,
                                            int            author,
                                            int            delta,
                                            const char    *reason,
                                            GError       **error);
gboolean      cw_match_end_actions         (CwMatch       *self,
                                            GError       **error);
gboolean      cw_match_end_turn            (CwMatch       *self,
                                            GError       **error);

/* ---- Undo, redo, log ---- */

gboolean      cw_match_can_undo            (CwMatch       *self);
gboolean      cw_match_can_redo            (CwMatch       *self);
/* "Dorothy Gale moves to Field of Poppies, 2 SP"; NULL when there is nothing. */
const char   *cw_match_get_undo_label      (CwMatch       *self);
const char   *cw_match_get_redo_label      (CwMatch       *self);
gboolean      cw_match_undo                (CwMatch       *self);
gboolean      cw_match_redo                (CwMatch       *self);
/* Actions performed since the start (the undo history). */
guint         cw_match_get_n_actions       (CwMatch       *self);
/* The match in plain words, one line per event; borrowed, of char*. */
GPtrArray    *cw_match_get_log             (CwMatch       *self);

/* ---- The score ---- */

/* One line per Author, in Author order; a new array of CwMatchScore. Valid at any time. */
GArray       *cw_match_get_score           (CwMatch       *self);
/* The winners (several on a tie); a new array of int. Empty until the match is over. */
GArray       *cw_match_get_winners         (CwMatch       *self);
/* Bonuses and penalties entered for an Author; borrowed, of char* ("+2 Emerald City"). */
GPtrArray    *cw_match_get_adjustments     (CwMatch       *self,
                                            int            author);

/* ---- Files ---- */

/* Atomic; the file holds the set-up, the seed and every action (and the redo list), so
 * resuming replays the match exactly. Cheap enough to call after every action. */
gboolean      cw_match_save_to_file        (CwMatch       *self,
                                            const char    *path,
                                            GError       **error);
CwMatch      *cw_match_new_from_file       (CwGame        *game,
                                            CwCatalog     *catalog,
                                            const char    *path,
                                            GError       **error);

G_END_DECLS
