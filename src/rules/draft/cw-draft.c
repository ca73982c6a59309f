/* cw-draft.c: CwDraft: the Oz draft's set-up, rounds of columns, the round-5 turn-down, notation, state and score. */
#include "cw-draft.h"
#include <glib/gi18n-lib.h>
#include <string.h>

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"

/* "Variante à 2 joueurs … on retire 3 cartes Personnage de chaque type". */
#define TWO_PLAYER_SET_ASIDE 3
/* "au dernier tour de jeu, on utilise les 2 cartes Personnage restantes ainsi que 8 autres
 * cartes Personnage défaussées lors des tours précédents". */
#define LAST_ROUND_FROM_DISCARDS 8

/* ---- Actions ---- */

typedef enum {
  DRAFT_ACTION_TAKE,       /* "take N": the current player takes column N (1-based) */
  DRAFT_ACTION_TURN_DOWN,  /* "turn-down STORY": one of their 5 face-up Story cards */
  DRAFT_ACTION_DEAL,       /* "deal C / C / S ; …": the columns laid out from the real box */
} DraftActionKind;

typedef struct {
  grefcount        ref_count;
  DraftActionKind  kind;
  guint            column;                                   /* take: 0-based */
  int              story;                                    /* turn-down: story index */
  guint            n_columns;                                /* deal */
  int              deal_characters[CW_DRAFT_MAX_COLUMNS][2]; /* deal: character indexes */
  int              deal_stories[CW_DRAFT_MAX_COLUMNS];       /* deal: story indexes */
  char            *label;                                    /* set when checked or performed */
  gboolean         listed;                                   /* by list_legal, its label not yet written */
} DraftAction;

static DraftAction *
action_new (DraftActionKind kind)
{
  DraftAction *action = g_new0 (DraftAction, 1);

  g_ref_count_init (&action->ref_count);
  action->kind = kind;
  action->story = -1;
  return action;
}

static CwEngineAction
draft_action_ref (CwEngineAction action)
{
  g_ref_count_inc (&((DraftAction *) action)->ref_count);
  return action;
}

static void
draft_action_unref (CwEngineAction action)
{
  DraftAction *self = action;

  if (g_ref_count_dec (&self->ref_count))
    {
      g_free (self->label);
      g_free (self);
    }
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DraftAction, draft_action_unref)

/* ---- The state ---- */

typedef struct {
  int characters[2];   /* indexes into self->characters */
  int story;           /* index into self->story_cards */
  int taken_by;        /* -1 while on the table */
} Column;

typedef struct {
  guint  *hand;        /* count per Character index */
  GArray *face_up;     /* of int (story index), in the order taken */
  GArray *face_down;   /* of int; discarded at the end, never scored */
} Seat;

struct _CwDraft
{
  CwEngine      parent_instance;

  /* Set-up */
  GPtrArray    *names;          /* of char*, in seating order */

  /* The box, from the catalog */
  gboolean      box_read;
  CwCatalog    *own_catalog;    /* the game's own cards, when the engine was given none */
  GPtrArray    *characters;     /* of CwCard, catalog order */
  GPtrArray    *story_cards;    /* of CwCard, catalog order */
  GPtrArray    *story_rules;    /* of CwDraftStory, the same order */

  /* The state, rebuilt by reset() and the actions */
  Seat         *seats;
  guint         n_seats;
  GArray       *pile;           /* of int: Characters to deal, top at the end */
  GArray       *story_pile;     /* of int */
  GArray       *discard;        /* of int: Characters left on the table */
  GArray       *story_discard;  /* of int */
  guint         set_aside;
  Column        columns[CW_DRAFT_MAX_COLUMNS];
  guint         n_columns;
  guint         round;
  guint         n_rounds;
  guint         first_player;
  guint         current_player;
  guint         n_taken;
  CwDraftPhase  phase;
  gboolean      listing;        /* checking candidates for list_legal: no words needed */
};

G_DEFINE_FINAL_TYPE (CwDraft, cw_draft, CW_TYPE_ENGINE)

static const CwEngineOption draft_options[] = {
  { "deal", "shuffle|typed", "shuffle",
    N_("Who lays out the columns: the app from its seeded shuffle, or the players from the real box, typed in with “deal”") },
  { NULL }
};

static gboolean
typed_deal (CwDraft *self)
{
  return g_strcmp0 (cw_engine_get_option (CW_ENGINE (self), "deal"), "typed") == 0;
}

static const char *
player_name (CwDraft *self,
             guint    player)
{
  return g_ptr_array_index (self->names, player);
}

static const char *
character_name (CwDraft *self,
                int      index)
{
  return cw_card_get_name (g_ptr_array_index (self->characters, index));
}

static const char *
character_id (CwDraft *self,
              int      index)
{
  return cw_card_get_id (g_ptr_array_index (self->characters, index));
}

static const char *
story_name (CwDraft *self,
            int      index)
{
  return cw_card_get_name (g_ptr_array_index (self->story_cards, index));
}

static const char *
story_id (CwDraft *self,
          int      index)
{
  return cw_card_get_id (g_ptr_array_index (self->story_cards, index));
}

static void
clear_state (CwDraft *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    {
      g_free (self->seats[i].hand);
      g_array_unref (self->seats[i].face_up);
      g_array_unref (self->seats[i].face_down);
    }
  g_clear_pointer (&self->seats, g_free);
  self->n_seats = 0;
  g_clear_pointer (&self->pile, g_array_unref);
  g_clear_pointer (&self->story_pile, g_array_unref);
  g_clear_pointer (&self->discard, g_array_unref);
  g_clear_pointer (&self->story_discard, g_array_unref);
}

/* The catalog given, or else the game's own: every card of the draft is in the box. */
static CwCatalog *
box_catalog (CwDraft  *self,
             GError  **error)
{
  CwCatalog *catalog = cw_engine_get_catalog (CW_ENGINE (self));

  if (catalog == NULL && self->own_catalog == NULL)
    self->own_catalog = cw_catalog_new_for_game (cw_engine_get_game (CW_ENGINE (self)), error);
  return catalog ? catalog : self->own_catalog;
}

/* One card of the box: a Character, a Story card (which must read as a rule), or neither. */
static gboolean
read_box_card (CwDraft  *self,
               CwCard   *card,
               GError  **error)
{
  const char *type = cw_card_get_card_type (card);

  if (g_strcmp0 (type, "character") == 0)
    g_ptr_array_add (self->characters, g_object_ref (card));
  else if (g_strcmp0 (type, "story") == 0)
    {
      CwDraftStory *rule = cw_draft_story_new_from_card (card, error);

      if (rule == NULL)
        {
          /* Read again from the start next time, not on top of half a box. */
          g_ptr_array_set_size (self->characters, 0);
          g_ptr_array_set_size (self->story_cards, 0);
          g_ptr_array_set_size (self->story_rules, 0);
          return FALSE;
        }
      g_ptr_array_add (self->story_cards, g_object_ref (card));
      g_ptr_array_add (self->story_rules, rule);
    }
  return TRUE;
}

/* The Characters and Story cards of the game's catalog; every Story card must read as a rule. */
static gboolean
read_box (CwDraft  *self,
          GError  **error)
{
  CwCatalog *catalog;
  GListModel *sets;

  if (self->box_read)
    return TRUE;
  if ((catalog = box_catalog (self, error)) == NULL)
    return FALSE;
  /* Set by set, in catalog order: the catalog's own list (a card at a position) walks its
   * sets again for every card. */
  sets = cw_catalog_get_sets (catalog);
  for (guint s = 0; s < g_list_model_get_n_items (sets); s++)
    {
      g_autoptr(CwCardSet) set = g_list_model_get_item (sets, s);

      for (guint i = 0; i < cw_card_set_get_n_cards (set); i++)
        if (!read_box_card (self, cw_card_set_get_card (set, i), error))
          return FALSE;
    }
  self->box_read = TRUE;
  return TRUE;
}

/* The book's table: 2 players 3 columns and 8 rounds, 3 players 4 and 9, 4 players 5 and 8. */
static void
count_rounds (guint  n_players,
              guint *n_columns,
              guint *n_rounds)
{
  *n_columns = n_players + 1;
  *n_rounds = n_players == 3 ? 9 : 8;
}

static guint
copies_of (CwDraft *self,
           int      character)
{
  return (guint) MAX (0, cw_card_get_int_or (g_ptr_array_index (self->characters, character), "copies", 9));
}

static void
shuffle (GArray *cards,
         GRand  *rand)
{
  for (guint i = cards->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      int swap = g_array_index (cards, int, i - 1);

      g_array_index (cards, int, i - 1) = g_array_index (cards, int, j);
      g_array_index (cards, int, j) = swap;
    }
}

static int
pop (GArray *cards)
{
  int card = g_array_index (cards, int, cards->len - 1);

  g_array_set_size (cards, cards->len - 1);
  return card;
}

/* Takes one copy of the card out of the pile; FALSE when there is none. */
static gboolean
remove_one (GArray *cards,
            int     card)
{
  for (guint i = cards->len; i > 0; i--)
    if (g_array_index (cards, int, i - 1) == card)
      {
        g_array_remove_index (cards, i - 1);
        return TRUE;
      }
  return FALSE;
}

static guint
count_in (GArray *cards,
          int     card)
{
  guint n = 0;

  for (guint i = 0; i < cards->len; i++)
    if (g_array_index (cards, int, i) == card)
      n++;
  return n;
}

static gboolean
is_last_round_of_four (CwDraft *self)
{
  return self->n_seats == 4 && self->round == self->n_rounds;
}

static void
log_columns (CwDraft *self)
{
  for (guint c = 0; c < self->n_columns; c++)
    {
      Column *column = &self->columns[c];

      /* Translators: a column laid out: its number, two Characters, the Story card under them. */
      cw_engine_log (CW_ENGINE (self), _("  column %u: %s + %s over “%s”"), c + 1,
                     character_name (self, column->characters[0]), character_name (self, column->characters[1]),
                     story_name (self, column->story));
    }
}

/* The first player lays out the columns from the seeded shuffle. */
static void
deal_from_shuffle (CwDraft *self)
{
  GRand *rand = cw_engine_get_rand (CW_ENGINE (self));

  if (is_last_round_of_four (self))
    {
      /* Which 8 of the discarded Characters: the book does not say; at random (rules-notes). */
      shuffle (self->discard, rand);
      for (guint i = 0; i < LAST_ROUND_FROM_DISCARDS && self->discard->len > 0; i++)
        {
          int card = pop (self->discard);
          g_array_append_val (self->pile, card);
        }
      shuffle (self->pile, rand);
    }
  for (guint c = 0; c < self->n_columns; c++)
    {
      Column *column = &self->columns[c];

      column->characters[0] = pop (self->pile);
      column->characters[1] = pop (self->pile);
      column->story = pop (self->story_pile);
      column->taken_by = -1;
    }
  self->phase = CW_DRAFT_PHASE_TAKE;
  cw_engine_log (CW_ENGINE (self), _("Round %u of %u: %s, the first player, lays out %u columns"),
                 self->round, self->n_rounds, player_name (self, self->first_player), self->n_columns);
  log_columns (self);
}

static void
start_round (CwDraft *self)
{
  self->current_player = self->first_player;
  self->n_taken = 0;
  for (guint c = 0; c < CW_DRAFT_MAX_COLUMNS; c++)
    self->columns[c].taken_by = -1;
  if (typed_deal (self))
    {
      /* The real cards decide; the players type them in with "deal". */
      self->phase = CW_DRAFT_PHASE_DEAL;
      for (guint c = 0; c < CW_DRAFT_MAX_COLUMNS; c++)
        self->columns[c] = (Column) { { -1, -1 }, -1, -1 };
    }
  else
    deal_from_shuffle (self);
}

static void
draft_reset (CwEngine *engine)
{
  CwDraft *self = CW_DRAFT (engine);

  clear_state (self);
  /* check_setup has read the box. */
  read_box (self, NULL);
  self->n_seats = self->names->len;
  self->seats = g_new0 (Seat, self->n_seats);
  for (guint p = 0; p < self->n_seats; p++)
    {
      self->seats[p].hand = g_new0 (guint, MAX (1u, self->characters->len));
      self->seats[p].face_up = g_array_new (FALSE, FALSE, sizeof (int));
      self->seats[p].face_down = g_array_new (FALSE, FALSE, sizeof (int));
    }
  count_rounds (self->n_seats, &self->n_columns, &self->n_rounds);

  self->pile = g_array_new (FALSE, FALSE, sizeof (int));
  self->story_pile = g_array_new (FALSE, FALSE, sizeof (int));
  self->discard = g_array_new (FALSE, FALSE, sizeof (int));
  self->story_discard = g_array_new (FALSE, FALSE, sizeof (int));
  self->set_aside = 0;
  for (guint c = 0; c < self->characters->len; c++)
    {
      guint copies = copies_of (self, (int) c);
      guint aside = self->n_seats == 2 ? MIN (copies, TWO_PLAYER_SET_ASIDE) : 0;

      self->set_aside += aside;
      for (guint i = 0; i < copies - aside; i++)
        {
          int card = (int) c;
          g_array_append_val (self->pile, card);
        }
    }
  for (guint s = 0; s < self->story_cards->len; s++)
    {
      int story = (int) s;
      g_array_append_val (self->story_pile, story);
    }
  /* "Il mélange les cartes Personnage … Il mélange les cartes Histoire": typed in, the real
   * shuffle decides, and the piles are only counts of what is left. */
  if (!typed_deal (self))
    {
      shuffle (self->pile, cw_engine_get_rand (engine));
      shuffle (self->story_pile, cw_engine_get_rand (engine));
    }

  self->round = 1;
  self->first_player = 0;
  if (self->set_aside > 0)
    cw_engine_log (engine, _("Two players: %u Character cards are set aside, 3 of each"), self->set_aside);
  start_round (self);
}

static void
end_round (CwDraft *self)
{
  for (guint c = 0; c < self->n_columns; c++)
    {
      Column *column = &self->columns[c];

      if (column->taken_by >= 0)
        continue;
      /* "Les cartes restant au milieu de la table sont défaussées." */
      g_array_append_val (self->discard, column->characters[0]);
      g_array_append_val (self->discard, column->characters[1]);
      g_array_append_val (self->story_discard, column->story);
      column->taken_by = -2;
    }
  self->round++;
  if (self->round > self->n_rounds)
    {
      self->phase = CW_DRAFT_PHASE_OVER;
      cw_engine_log (CW_ENGINE (self), _("The draft is over: the face-down Story cards are discarded and the face-up ones score"));
      return;
    }
  /* "Le premier joueur passe alors le marqueur premier joueur au joueur placé à sa gauche." */
  self->first_player = (self->first_player + 1) % self->n_seats;
  start_round (self);
}

/* The next player to the left takes a column, or the round ends. */
static void
next_player (CwDraft *self)
{
  self->phase = CW_DRAFT_PHASE_TAKE;
  if (++self->n_taken == self->n_seats)
    end_round (self);
  else
    self->current_player = (self->current_player + 1) % self->n_seats;
}

/* ---- Applying actions ---- */

static gboolean
refuse_phase (CwDraft  *self,
              GError  **error)
{
  switch (self->phase)
    {
    case CW_DRAFT_PHASE_DEAL:
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Round %u: the columns are not laid out yet; type them in with “deal”"), self->round);
      break;
    case CW_DRAFT_PHASE_TURN_DOWN:
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("%s has 5 Story cards face up and must first turn one face down (“turn-down STORY”): "
                     "never more than 4 face up"),
                   player_name (self, self->current_player));
      break;
    case CW_DRAFT_PHASE_OVER:
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("The draft is over: all %u rounds are played"), self->n_rounds);
      break;
    case CW_DRAFT_PHASE_TAKE:
    default:
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Round %u: it is %s's turn to take a column (“take N”)"), self->round,
                   player_name (self, self->current_player));
      break;
    }
  return FALSE;
}

static void
set_label (DraftAction *action,
           char        *label)
{
  g_free (action->label);
  action->label = label;
}

static gboolean
apply_take (CwDraft      *self,
            DraftAction  *action,
            gboolean      dry_run,
            GError      **error)
{
  Seat *seat = &self->seats[self->current_player];
  Column *column;

  if (self->phase != CW_DRAFT_PHASE_TAKE)
    return refuse_phase (self, error);
  if (action->column >= self->n_columns)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("There are %u columns on the table (%u players), so no column %u"),
                   self->n_columns, self->n_seats, action->column + 1);
      return FALSE;
    }
  column = &self->columns[action->column];
  if (column->taken_by >= 0)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Column %u was taken by %s this round"),
                   action->column + 1, player_name (self, (guint) column->taken_by));
      return FALSE;
    }
  /* Translators: "Ann takes column 2: Dorothy + Lion and “Majority of Lion”". */
  if (!self->listing)
    set_label (action, g_strdup_printf (_("%s takes column %u: %s + %s and “%s”"),
                                        player_name (self, self->current_player), action->column + 1,
                                        character_name (self, column->characters[0]),
                                        character_name (self, column->characters[1]),
                                        story_name (self, column->story)));
  if (dry_run)
    return TRUE;

  /* "Il prend les deux cartes Personnage en main et dispose la carte Histoire face visible devant lui." */
  seat->hand[column->characters[0]]++;
  seat->hand[column->characters[1]]++;
  g_array_append_val (seat->face_up, column->story);
  column->taken_by = (int) self->current_player;
  cw_engine_log (CW_ENGINE (self), "%s", action->label);
  /* "À partir du cinquième tour … il doit donc retourner face cachée l'une des cartes Histoire". */
  if (seat->face_up->len > CW_DRAFT_MAX_FACE_UP)
    self->phase = CW_DRAFT_PHASE_TURN_DOWN;
  else
    next_player (self);
  return TRUE;
}

static gboolean
apply_turn_down (CwDraft      *self,
                 DraftAction  *action,
                 gboolean      dry_run,
                 GError      **error)
{
  Seat *seat = &self->seats[self->current_player];
  guint found = G_MAXUINT;

  if (self->phase != CW_DRAFT_PHASE_TURN_DOWN)
    {
      if (self->phase != CW_DRAFT_PHASE_TAKE)
        return refuse_phase (self, error);
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("A Story card is turned face down only by a player who has just taken a 5th one (from round 5 on); "
                     "now it is %s's turn to take a column"),
                   player_name (self, self->current_player));
      return FALSE;
    }
  for (guint i = 0; i < seat->face_up->len; i++)
    if (g_array_index (seat->face_up, int, i) == action->story)
      found = i;
  if (found == G_MAXUINT)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("“%s” is not face up before %s"),
                   story_name (self, action->story), player_name (self, self->current_player));
      return FALSE;
    }
  if (!self->listing)
    set_label (action, g_strdup_printf (_("%s turns “%s” face down"),
                                        player_name (self, self->current_player), story_name (self, action->story)));
  if (dry_run)
    return TRUE;

  g_array_remove_index (seat->face_up, found);
  g_array_append_val (seat->face_down, action->story);
  cw_engine_log (CW_ENGINE (self), "%s", action->label);
  next_player (self);
  return TRUE;
}

static gboolean
apply_deal (CwDraft      *self,
            DraftAction  *action,
            gboolean      dry_run,
            GError      **error)
{
  g_autofree guint *wanted = g_new0 (guint, MAX (1u, self->characters->len));
  gboolean from_discards = is_last_round_of_four (self);

  if (!typed_deal (self))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("The app deals the columns (option deal=shuffle); they are typed in only with deal=typed"));
      return FALSE;
    }
  if (self->phase != CW_DRAFT_PHASE_DEAL)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   self->phase == CW_DRAFT_PHASE_OVER ? _("The draft is over: all %u rounds are played")
                                                      : _("Round %u: the columns are on the table already"),
                   self->phase == CW_DRAFT_PHASE_OVER ? self->n_rounds : self->round);
      return FALSE;
    }
  if (action->n_columns != self->n_columns)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("With %u players the first player lays out %u columns (2 Characters over 1 Story card each), not %u"),
                   self->n_seats, self->n_columns, action->n_columns);
      return FALSE;
    }
  for (guint c = 0; c < action->n_columns; c++)
    {
      wanted[action->deal_characters[c][0]]++;
      wanted[action->deal_characters[c][1]]++;
      if (count_in (self->story_pile, action->deal_stories[c]) == 0)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("“%s” is not among the Story cards still to be dealt"),
                       story_name (self, action->deal_stories[c]));
          return FALSE;
        }
      for (guint d = 0; d < c; d++)
        if (action->deal_stories[d] == action->deal_stories[c])
          {
            g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                         _("“%s” is typed twice; the box holds one of each Story card"),
                         story_name (self, action->deal_stories[c]));
            return FALSE;
          }
    }
  for (guint k = 0; k < self->characters->len; k++)
    {
      guint in_pile = count_in (self->pile, (int) k);
      guint available = in_pile + (from_discards ? count_in (self->discard, (int) k) : 0);

      if (wanted[k] > available)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       from_discards ? _("%u × %s typed, but only %u are left in the pile and the discards")
                                     : _("%u × %s typed, but only %u are left to be dealt"),
                       wanted[k], character_name (self, (int) k), available);
          return FALSE;
        }
      if (from_discards && wanted[k] < in_pile)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("The last round uses the %u Character cards left in the pile; %s is one of them"),
                       self->pile->len, character_name (self, (int) k));
          return FALSE;
        }
    }
  set_label (action, g_strdup_printf (_("%s lays out %u columns"), player_name (self, self->first_player),
                                      action->n_columns));
  if (dry_run)
    return TRUE;

  for (guint c = 0; c < action->n_columns; c++)
    {
      Column *column = &self->columns[c];

      for (guint i = 0; i < 2; i++)
        {
          column->characters[i] = action->deal_characters[c][i];
          if (!remove_one (self->pile, column->characters[i]))
            remove_one (self->discard, column->characters[i]);
        }
      column->story = action->deal_stories[c];
      column->taken_by = -1;
      remove_one (self->story_pile, column->story);
    }
  self->phase = CW_DRAFT_PHASE_TAKE;
  cw_engine_log (CW_ENGINE (self), _("Round %u of %u: %s, the first player, lays out %u columns"),
                 self->round, self->n_rounds, player_name (self, self->first_player), self->n_columns);
  log_columns (self);
  return TRUE;
}

static gboolean
draft_apply (CwEngine       *engine,
             CwEngineAction  action,
             gboolean        dry_run,
             GError        **error)
{
  CwDraft *self = CW_DRAFT (engine);
  DraftAction *draft_action = action;

  switch (draft_action->kind)
    {
    case DRAFT_ACTION_TAKE:
      return apply_take (self, draft_action, dry_run, error);
    case DRAFT_ACTION_TURN_DOWN:
      return apply_turn_down (self, draft_action, dry_run, error);
    case DRAFT_ACTION_DEAL:
      return apply_deal (self, draft_action, dry_run, error);
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* A candidate is checked without its words (three card names and a translation for each
 * column, every move): they are written when asked for, by draft_action_get_label. */
static gboolean
check_candidate (CwDraft     *self,
                 DraftAction *action)
{
  gboolean legal;

  self->listing = TRUE;
  legal = draft_apply (CW_ENGINE (self), action, TRUE, NULL);
  self->listing = FALSE;
  action->listed = TRUE;
  return legal;
}

static GPtrArray *
draft_list_legal (CwEngine *engine)
{
  CwDraft *self = CW_DRAFT (engine);
  GPtrArray *legal = g_ptr_array_new_with_free_func (draft_action_unref);

  if (self->phase == CW_DRAFT_PHASE_TAKE)
    for (guint c = 0; c < self->n_columns; c++)
      {
        DraftAction *action = action_new (DRAFT_ACTION_TAKE);

        action->column = c;
        if (check_candidate (self, action))
          g_ptr_array_add (legal, action);
        else
          draft_action_unref (action);
      }
  else if (self->phase == CW_DRAFT_PHASE_TURN_DOWN)
    {
      Seat *seat = &self->seats[self->current_player];

      for (guint i = 0; i < seat->face_up->len; i++)
        {
          DraftAction *action = action_new (DRAFT_ACTION_TURN_DOWN);

          action->story = g_array_index (seat->face_up, int, i);
          check_candidate (self, action);
          g_ptr_array_add (legal, action);
        }
    }
  /* A typed deal is whatever the real cards show: too many to list. */
  return legal;
}

static const char *
draft_action_get_label (CwEngine       *engine,
                        CwEngineAction  action)
{
  DraftAction *draft_action = action;

  /* A legal action listed without its words gets them now, from the same state. */
  if (draft_action->label == NULL && draft_action->listed)
    draft_apply (engine, action, TRUE, NULL);
  if (draft_action->label == NULL)
    draft_action->label = cw_engine_format_action (engine, action);
  return draft_action->label;
}

/* ---- Notation ---- */

static char *
draft_format_action (CwEngine       *engine,
                     CwEngineAction  action)
{
  CwDraft *self = CW_DRAFT (engine);
  DraftAction *draft_action = action;
  GString *out;

  switch (draft_action->kind)
    {
    case DRAFT_ACTION_TAKE:
      return g_strdup_printf ("take %u", draft_action->column + 1);
    case DRAFT_ACTION_TURN_DOWN:
      return g_strdup_printf ("turn-down %s", story_id (self, draft_action->story));
    case DRAFT_ACTION_DEAL:
      out = g_string_new ("deal");
      for (guint c = 0; c < draft_action->n_columns; c++)
        g_string_append_printf (out, "%s %s / %s / %s", c ? " ;" : "",
                                character_id (self, draft_action->deal_characters[c][0]),
                                character_id (self, draft_action->deal_characters[c][1]),
                                story_id (self, draft_action->deal_stories[c]));
      return g_string_free (out, FALSE);
    default:
      g_return_val_if_reached (NULL);
    }
}

/* A Character (or a Story card) by id or any of its names, as an index into its list; -1 with
 * a "did you mean" otherwise. Whole sentences for each, so that translations can agree. */
static int
find_in_box (CwDraft     *self,
             gboolean     story,
             const char  *word,
             GError     **error)
{
  CwCatalog *catalog = box_catalog (self, NULL);
  GPtrArray *cards = story ? self->story_cards : self->characters;
  CwCard *card = cw_catalog_lookup (catalog, word);
  g_autofree char *suggestion = NULL;
  guint index;

  if (card == NULL)
    card = cw_catalog_find_by_name (catalog, word);
  if (card != NULL && g_ptr_array_find (cards, card, &index))
    return (int) index;
  if (card != NULL)
    g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                 story ? _("“%s” (%s) is no Story card") : _("“%s” (%s) is no Character"),
                 cw_card_get_name (card), cw_card_get_id (card));
  else if ((suggestion = cw_catalog_suggest_name (catalog, word)) != NULL)
    g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                 story ? _("no Story card “%s” (by id or name); did you mean “%s”?")
                       : _("no Character “%s” (by id or name); did you mean “%s”?"),
                 word, suggestion);
  else
    g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                 story ? _("no Story card “%s” (by id or name)") : _("no Character “%s” (by id or name)"), word);
  return -1;
}

static CwEngineAction
parse_deal (CwDraft     *self,
            const char  *text,
            GError     **error)
{
  g_autoptr(DraftAction) action = action_new (DRAFT_ACTION_DEAL);
  g_auto(GStrv) columns = g_strsplit (text, ";", -1);

  for (guint c = 0; columns[c]; c++)
    {
      g_auto(GStrv) items = g_strsplit (columns[c], "/", -1);

      if (c == CW_DRAFT_MAX_COLUMNS || g_strv_length (items) != 3)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
                       c == CW_DRAFT_MAX_COLUMNS ? _("“deal” lays out at most %u columns")
                                                 : _("“deal” writes each column CHARACTER / CHARACTER / STORY, "
                                                     "columns separated by “;” (at most %u)"),
                       CW_DRAFT_MAX_COLUMNS);
          return NULL;
        }
      for (guint i = 0; i < 2; i++)
        if ((action->deal_characters[c][i] = find_in_box (self, FALSE, g_strstrip (items[i]), error)) < 0)
          return NULL;
      if ((action->deal_stories[c] = find_in_box (self, TRUE, g_strstrip (items[2]), error)) < 0)
        return NULL;
      action->n_columns++;
    }
  return g_steal_pointer (&action);
}

static CwEngineAction
draft_parse_action (CwEngine    *engine,
                    const char  *line,
                    GError     **error)
{
  CwDraft *self = CW_DRAFT (engine);
  g_autofree char *verb = NULL;
  const char *rest;
  const char *space = strchr (line, ' ');

  if (!read_box (self, error))
    return NULL;
  verb = space ? g_strndup (line, (gsize) (space - line)) : g_strdup (line);
  rest = space ? space + 1 : "";
  while (*rest == ' ')
    rest++;

  if (strcmp (verb, "take") == 0)
    {
      guint64 column;

      if (!g_ascii_string_to_unsigned (rest, 10, 1, CW_DRAFT_MAX_COLUMNS, &column, NULL))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("“take” is followed by a column number, 1 to %u, not “%s”"),
                       CW_DRAFT_MAX_COLUMNS, rest);
          return NULL;
        }
      {
        DraftAction *action = action_new (DRAFT_ACTION_TAKE);

        action->column = (guint) column - 1;
        return action;
      }
    }
  if (strcmp (verb, "turn-down") == 0)
    {
      int story = *rest ? find_in_box (self, TRUE, rest, error) : -1;
      DraftAction *action;

      if (*rest == '\0')
        g_set_error (error, CW_ERROR, CW_ERROR_PARSE, _("“turn-down” is followed by a face-up Story card's id or name"));
      if (story < 0)
        return NULL;
      action = action_new (DRAFT_ACTION_TURN_DOWN);
      action->story = story;
      return action;
    }
  if (strcmp (verb, "deal") == 0)
    return parse_deal (self, rest, error);

  g_set_error (error, CW_ERROR, CW_ERROR_PARSE,
               _("unknown action “%s”; the draft's actions are “take N”, “turn-down STORY” and "
                 "“deal C / C / STORY ; …” (with deal=typed)"),
               verb);
  return NULL;
}

/* ---- Set-up ---- */

static gboolean
draft_add_player (CwEngine    *engine,
                  const char  *name,
                  CwLibrary   *library,
                  GError     **error)
{
  CwDraft *self = CW_DRAFT (engine);

  if (*name == '\0')
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Players: a player needs a name"));
      return FALSE;
    }
  for (guint i = 0; i < self->names->len; i++)
    if (strcmp (player_name (self, i), name) == 0)
      {
        g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Players: two players are called “%s”"), name);
        return FALSE;
      }
  if (self->names->len == CW_DRAFT_MAX_PLAYERS)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Players: the Oz draft is played by %d to %d players"),
                   CW_DRAFT_MIN_PLAYERS, CW_DRAFT_MAX_PLAYERS);
      return FALSE;
    }
  /* A Library means nothing here: the box is shared. */
  g_ptr_array_add (self->names, g_strdup (name));
  return TRUE;
}

static guint
draft_get_n_players (CwEngine *engine)
{
  return CW_DRAFT (engine)->names->len;
}

static const char *
draft_get_player_name (CwEngine *engine,
                       guint     player)
{
  return player_name (CW_DRAFT (engine), player);
}

static gboolean
draft_check_setup (CwEngine *engine,
                   GError  **error)
{
  CwDraft *self = CW_DRAFT (engine);
  guint n = self->names->len, n_columns, n_rounds, characters = 0;
  guint needed_characters, needed_stories;

  if (n < CW_DRAFT_MIN_PLAYERS || n > CW_DRAFT_MAX_PLAYERS)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Players: the Oz draft is played by %d to %d players; %u joined"),
                   CW_DRAFT_MIN_PLAYERS, CW_DRAFT_MAX_PLAYERS, n);
      return FALSE;
    }
  if (!read_box (self, error))
    return FALSE;
  count_rounds (n, &n_columns, &n_rounds);
  for (guint c = 0; c < self->characters->len; c++)
    characters += copies_of (self, (int) c) - (n == 2 ? MIN (copies_of (self, (int) c), TWO_PLAYER_SET_ASIDE) : 0);
  /* With four players the last round reuses 8 discarded Characters. */
  needed_characters = n_rounds * n_columns * 2 - (n == 4 ? LAST_ROUND_FROM_DISCARDS : 0);
  needed_stories = n_rounds * n_columns;
  if (characters < needed_characters || self->story_cards->len < needed_stories)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: %u players need %u Character cards and %u Story cards; the game's cards give %u and %u"),
                   n, needed_characters, needed_stories, characters, self->story_cards->len);
      return FALSE;
    }
  return TRUE;
}

static gboolean
draft_is_over (CwEngine *engine)
{
  return CW_DRAFT (engine)->phase == CW_DRAFT_PHASE_OVER;
}

CwDraftScore *
cw_draft_dup_score_sheet (CwDraft *self)
{
  CwDraftScore *sheet;

  g_return_val_if_fail (CW_IS_DRAFT (self), NULL);

  sheet = cw_draft_score_new ();
  for (guint p = 0; p < self->n_seats; p++)
    {
      Seat *seat = &self->seats[p];

      cw_draft_score_add_player (sheet, player_name (self, p));
      for (guint c = 0; c < self->characters->len; c++)
        cw_draft_score_set_count (sheet, p, character_id (self, (int) c), seat->hand[c]);
      /* Only the face-up ones: "Les cartes Histoire cachées sont défaussées." */
      for (guint i = 0; i < seat->face_up->len; i++)
        cw_draft_score_add_story (sheet, p, g_ptr_array_index (self->story_rules, g_array_index (seat->face_up, int, i)),
                                  NULL);
    }
  return sheet;
}

static GArray *
draft_get_score (CwEngine *engine)
{
  CwDraft *self = CW_DRAFT (engine);
  g_autoptr(CwDraftScore) sheet = cw_draft_dup_score_sheet (self);
  GArray *score = g_array_new (FALSE, TRUE, sizeof (CwEngineScore));
  gboolean over = self->phase == CW_DRAFT_PHASE_OVER;

  for (guint p = 0; p < self->n_seats; p++)
    {
      CwEngineScore line = { p, cw_draft_score_get_total (sheet, p), over && cw_draft_score_is_winner (sheet, p) };

      g_array_append_val (score, line);
    }
  return score;
}

/* ---- State ---- */

static const char * const phase_names[] = { "deal", "take", "turn-down", "over" };

static void
append_story_ids (CwDraft *self,
                  GString *out,
                  GArray  *stories)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < stories->len; i++)
    {
      g_string_append (out, i ? ", " : "");
      cw_json_append_string (out, story_id (self, g_array_index (stories, int, i)));
    }
  g_string_append_c (out, ']');
}

static void
draft_append_state_json (CwEngine *engine,
                         GString  *out)
{
  CwDraft *self = CW_DRAFT (engine);
  g_autoptr(CwDraftScore) sheet = cw_draft_dup_score_sheet (self);
  gboolean dealt = self->phase == CW_DRAFT_PHASE_TAKE || self->phase == CW_DRAFT_PHASE_TURN_DOWN;

  g_string_append_printf (out, "{\"players\": %u, \"round\": %u, \"rounds\": %u, \"phase\": \"%s\", \"deal\": ",
                          self->n_seats, MIN (self->round, self->n_rounds), self->n_rounds, phase_names[self->phase]);
  cw_json_append_string (out, typed_deal (self) ? "typed" : "shuffle");
  g_string_append (out, ", \"first_player\": ");
  cw_json_append_string (out, player_name (self, self->first_player));
  g_string_append (out, ", \"current_player\": ");
  cw_json_append_string (out, self->phase == CW_DRAFT_PHASE_OVER ? NULL : player_name (self, self->current_player));
  g_string_append_printf (out, ", \"pile\": %u, \"story_pile\": %u, \"discard\": %u, \"story_discard\": %u, "
                          "\"set_aside\": %u, \"columns\": [",
                          self->pile->len, self->story_pile->len, self->discard->len, self->story_discard->len,
                          self->set_aside);
  for (guint c = 0; dealt && c < self->n_columns; c++)
    {
      Column *column = &self->columns[c];

      g_string_append_printf (out, "%s{\"column\": %u, \"characters\": [", c ? ", " : "", c + 1);
      cw_json_append_string (out, character_id (self, column->characters[0]));
      g_string_append (out, ", ");
      cw_json_append_string (out, character_id (self, column->characters[1]));
      g_string_append (out, "], \"story\": ");
      cw_json_append_string (out, story_id (self, column->story));
      g_string_append (out, ", \"taken_by\": ");
      cw_json_append_string (out, column->taken_by >= 0 ? player_name (self, (guint) column->taken_by) : NULL);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "], \"hands\": [");
  for (guint p = 0; p < self->n_seats; p++)
    {
      Seat *seat = &self->seats[p];

      cw_engine_append_player_json (engine, out, p);
      g_string_append (out, ", \"hand\": {");
      for (guint c = 0; c < self->characters->len; c++)
        {
          g_string_append (out, c ? ", " : "");
          cw_json_append_string (out, character_id (self, (int) c));
          g_string_append_printf (out, ": %u", seat->hand[c]);
        }
      g_string_append (out, "}, \"face_up\": ");
      append_story_ids (self, out, seat->face_up);
      g_string_append (out, ", \"face_down\": ");
      append_story_ids (self, out, seat->face_down);
      g_string_append (out, ", \"points\": [");
      /* A fifth card face up, waiting to be turned down, is on no score sheet ("jamais plus de
       * 4"): it has no points yet. */
      for (guint i = 0; i < seat->face_up->len; i++)
        if (i < cw_draft_score_get_n_stories (sheet, p))
          g_string_append_printf (out, "%s%d", i ? ", " : "", cw_draft_score_get_story_points (sheet, p, i));
        else
          g_string_append_printf (out, "%snull", i ? ", " : "");
      g_string_append_printf (out, "], \"total\": %d}", cw_draft_score_get_total (sheet, p));
    }
  g_string_append (out, "]}");
}

static void
draft_append_state_text (CwEngine *engine,
                         GString  *out)
{
  CwDraft *self = CW_DRAFT (engine);
  g_autoptr(CwDraftScore) sheet = cw_draft_dup_score_sheet (self);

  if (self->phase == CW_DRAFT_PHASE_OVER)
    g_string_append_printf (out, _("All %u rounds played.\n"), self->n_rounds);
  else
    g_string_append_printf (out, _("Round %u of %u; first player %s; %s to play.\n"), self->round, self->n_rounds,
                            player_name (self, self->first_player), player_name (self, self->current_player));
  if (self->phase == CW_DRAFT_PHASE_DEAL)
    g_string_append_printf (out, _("The columns are to be typed in (“deal”).\n"));
  if (self->phase == CW_DRAFT_PHASE_TAKE || self->phase == CW_DRAFT_PHASE_TURN_DOWN)
    for (guint c = 0; c < self->n_columns; c++)
      {
        Column *column = &self->columns[c];

        if (column->taken_by >= 0)
          g_string_append_printf (out, _("  column %u: taken by %s\n"), c + 1, player_name (self, (guint) column->taken_by));
        else
          g_string_append_printf (out, _("  column %u: %s + %s over “%s”\n"), c + 1,
                                  character_name (self, column->characters[0]),
                                  character_name (self, column->characters[1]), story_name (self, column->story));
      }
  for (guint p = 0; p < self->n_seats; p++)
    {
      Seat *seat = &self->seats[p];
      gboolean any = FALSE;

      g_string_append_printf (out, "%s:", player_name (self, p));
      for (guint c = 0; c < self->characters->len; c++)
        if (seat->hand[c] > 0)
          {
            g_string_append_printf (out, "%s %u %s", any ? "," : "", seat->hand[c], character_name (self, (int) c));
            any = TRUE;
          }
      g_string_append (out, any ? "\n" : _(" no Character yet\n"));
      for (guint i = 0; i < seat->face_up->len; i++)
        if (i < cw_draft_score_get_n_stories (sheet, p))
          g_string_append_printf (out, _("  face up: %s (%d)\n"), story_name (self, g_array_index (seat->face_up, int, i)),
                                  cw_draft_score_get_story_points (sheet, p, i));
        else
          g_string_append_printf (out, _("  face up: %s (to keep or turn down)\n"),
                                  story_name (self, g_array_index (seat->face_up, int, i)));
      for (guint i = 0; i < seat->face_down->len; i++)
        g_string_append_printf (out, _("  face down: %s\n"), story_name (self, g_array_index (seat->face_down, int, i)));
    }
}

/* ---- The object ---- */

static void
cw_draft_finalize (GObject *object)
{
  CwDraft *self = CW_DRAFT (object);

  clear_state (self);
  g_clear_object (&self->own_catalog);
  g_ptr_array_unref (self->names);
  g_ptr_array_unref (self->characters);
  g_ptr_array_unref (self->story_cards);
  g_ptr_array_unref (self->story_rules);
  G_OBJECT_CLASS (cw_draft_parent_class)->finalize (object);
}

static void
cw_draft_class_init (CwDraftClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  CwEngineClass *engine_class = CW_ENGINE_CLASS (klass);

  object_class->finalize = cw_draft_finalize;

  engine_class->engine_id = "draft";
  engine_class->rules_version = 1;
  engine_class->options = draft_options;
  /* “Règles du jeu (3 joueurs)”, with a “Variante à 2 joueurs” and a “Variante à 4 joueurs”. */
  engine_class->min_players = CW_DRAFT_MIN_PLAYERS;
  engine_class->max_players = CW_DRAFT_MAX_PLAYERS;
  engine_class->action_ref = draft_action_ref;
  engine_class->action_unref = draft_action_unref;
  engine_class->action_get_label = draft_action_get_label;
  engine_class->apply = draft_apply;
  engine_class->list_legal = draft_list_legal;
  engine_class->format_action = draft_format_action;
  engine_class->parse_action = draft_parse_action;
  engine_class->add_player = draft_add_player;
  engine_class->get_n_players = draft_get_n_players;
  engine_class->get_player_name = draft_get_player_name;
  engine_class->check_setup = draft_check_setup;
  engine_class->reset = draft_reset;
  engine_class->is_over = draft_is_over;
  engine_class->get_score = draft_get_score;
  engine_class->append_state_json = draft_append_state_json;
  engine_class->append_state_text = draft_append_state_text;
  /* The .cwmatch's set-up is the base's: the players are only names, the box being shared. */
}

static void
cw_draft_init (CwDraft *self)
{
  self->names = g_ptr_array_new_with_free_func (g_free);
  self->characters = g_ptr_array_new_with_free_func (g_object_unref);
  self->story_cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->story_rules = g_ptr_array_new_with_free_func ((GDestroyNotify) cw_draft_story_unref);
  self->phase = CW_DRAFT_PHASE_DEAL;
}

CwDraft *
cw_draft_new (CwGame    *game,
              CwCatalog *catalog)
{
  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (catalog == NULL || CW_IS_CATALOG (catalog), NULL);
  return g_object_new (CW_TYPE_DRAFT, "game", game, "catalog", catalog, NULL);
}

/* ---- Queries ---- */

CwDraftPhase
cw_draft_get_phase (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), CW_DRAFT_PHASE_DEAL);
  return self->phase;
}

guint
cw_draft_get_round (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  return self->round;
}

guint
cw_draft_get_n_rounds (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  return self->n_rounds;
}

guint
cw_draft_get_n_columns (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  return self->n_columns;
}

guint
cw_draft_get_first_player (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  return self->first_player;
}

guint
cw_draft_get_current_player (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  return self->current_player;
}

gboolean
cw_draft_get_column (CwDraft     *self,
                     guint        column,
                     const char **character_1,
                     const char **character_2,
                     const char **story)
{
  Column *c;

  g_return_val_if_fail (CW_IS_DRAFT (self), FALSE);
  if (column >= self->n_columns ||
      (self->phase != CW_DRAFT_PHASE_TAKE && self->phase != CW_DRAFT_PHASE_TURN_DOWN))
    return FALSE;
  c = &self->columns[column];
  if (c->taken_by >= 0)
    return FALSE;
  if (character_1)
    *character_1 = character_id (self, c->characters[0]);
  if (character_2)
    *character_2 = character_id (self, c->characters[1]);
  if (story)
    *story = story_id (self, c->story);
  return TRUE;
}

guint
cw_draft_get_hand_count (CwDraft    *self,
                         guint       player,
                         const char *id)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  g_return_val_if_fail (player < self->n_seats, 0);
  g_return_val_if_fail (id != NULL, 0);

  for (guint c = 0; c < self->characters->len; c++)
    if (strcmp (character_id (self, (int) c), id) == 0)
      return self->seats[player].hand[c];
  return 0;
}

static GPtrArray *
dup_story_ids (CwDraft *self,
               GArray  *stories)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; i < stories->len; i++)
    g_ptr_array_add (ids, (gpointer) story_id (self, g_array_index (stories, int, i)));
  return ids;
}

GPtrArray *
cw_draft_dup_face_up (CwDraft *self,
                      guint    player)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), NULL);
  g_return_val_if_fail (player < self->n_seats, NULL);
  return dup_story_ids (self, self->seats[player].face_up);
}

GPtrArray *
cw_draft_dup_face_down (CwDraft *self,
                        guint    player)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), NULL);
  g_return_val_if_fail (player < self->n_seats, NULL);
  return dup_story_ids (self, self->seats[player].face_down);
}

guint
cw_draft_get_pile_size (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  return self->pile ? self->pile->len : 0;
}

guint
cw_draft_get_discard_size (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  return self->discard ? self->discard->len : 0;
}

guint
cw_draft_get_set_aside_size (CwDraft *self)
{
  g_return_val_if_fail (CW_IS_DRAFT (self), 0);
  return self->set_aside;
}
