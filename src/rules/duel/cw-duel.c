/* cw-duel.c: the Good against Evil engine's set-up, state, statuses and their release, turns, the win rule, files and JSON. */
#include "cw-duel-private.h"
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cw-text.h"

#include "cw-card.h"
#include "cw-card-set.h"
#include "cw-catalog.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-xml.h"

G_DEFINE_FINAL_TYPE (CwDuel, cw_duel, CW_TYPE_ENGINE)

/* "If, for 2 turns in a row, starting on turn 6, a player has no viable Characters in play,
 * his opponent wins." */
#define FIRST_COUNTED_TURN 6
#define TURNS_TO_LOSE 2
/* "Max hand size is 7 cards." "Draw 2 cards and put them in your hand." */
#define HAND_LIMIT 7
#define CARDS_DRAWN 2

/* ---- Set-up ---- */

/* "Players take turns. Each turn has 4 Phases" against "If, for 2 turns in a row, starting on
 * turn 6…": whether a turn is one player's or a round of both (docs/rules-notes.md). */
static const CwEngineOption duel_options[] = {
  { "count-turns", "each|round", "each",
    N_("What the win rule counts as a turn: each player's turn, or a round of both players' turns") },
  /* The players hold their real decks: Cardwright cannot deal from them, so it is told. */
  { "real-decks", "yes|no", "no",
    N_("Whether the players draw from their own decks at the table and name each card drawn (“draw Glinda”), or Cardwright shuffles and deals") },
  { NULL }
};

static void
seat_free (CwDuelSeat *seat)
{
  g_free (seat->name);
  g_free (seat->fixed_deck);
  g_ptr_array_unref (seat->cards);
  g_free (seat);
}

static void
piece_free (CwDuelPiece *piece)
{
  g_clear_object (&piece->card);
  g_free (piece->held_by);
  g_free (piece->location);
  g_ptr_array_unref (piece->attached);
  g_free (piece);
}

static void
location_free (CwDuelLocation *location)
{
  g_clear_object (&location->card);
  g_free (location);
}

void
_cw_duel_declared_free (CwDuelDeclared *declared)
{
  g_free (declared->attacker);
  g_free (declared->target);
  g_free (declared->intervener);
  g_clear_object (&declared->attack);
  for (guint i = 0; i < CW_DUEL_PLAYERS; i++)
    g_ptr_array_unref (declared->plays[i]);
  g_free (declared);
}

static void
state_free (CwDuelState *state)
{
  for (guint i = 0; i < CW_DUEL_PLAYERS; i++)
    {
      CwDuelHolding *holding = &state->players[i];

      g_ptr_array_unref (holding->deck);
      g_ptr_array_unref (holding->hand);
      g_ptr_array_unref (holding->discard);
      g_ptr_array_unref (holding->killed);
      g_ptr_array_unref (holding->exiled);
    }
  g_ptr_array_unref (state->pieces);
  g_ptr_array_unref (state->locations);
  g_ptr_array_unref (state->declared);
  g_free (state);
}

static CwCatalog *
ensure_catalog (CwDuel  *self,
                GError **error)
{
  if (self->catalog == NULL)
    {
      CwCatalog *given = cw_engine_get_catalog (CW_ENGINE (self));

      self->catalog = given ? g_object_ref (given)
                            : cw_catalog_new_for_game (cw_engine_get_game (CW_ENGINE (self)), error);
    }
  return self->catalog;
}

CwCard *
_cw_duel_find_card (CwDuel     *self,
                    const char *id_or_name)
{
  CwCatalog *catalog = ensure_catalog (self, NULL);
  CwCard *card;

  if (catalog == NULL)
    return NULL;
  card = cw_catalog_lookup (catalog, id_or_name);
  return card ? card : cw_catalog_find_by_name (catalog, id_or_name);
}

int
_cw_duel_owner_of (CwDuel *self,
                   CwCard *card)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (self->owners, cw_card_get_id (card))) - 1;
}

static gboolean
add_seat (CwDuel      *self,
          const char  *name,
          const char  *fixed_deck,
          GPtrArray   *cards,
          GError     **error)
{
  CwDuelSeat *seat;
  guint index = self->seats->len;

  if (index >= CW_DUEL_PLAYERS)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: Good against Evil is for 2 players, Good and Evil; %s would be the third"), name);
      return FALSE;
    }
  for (guint i = 0; i < cards->len; i++)
    {
      CwCard *card = g_ptr_array_index (cards, i);

      if (g_hash_table_contains (self->owners, cw_card_get_id (card)))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("Set-up: %s is in two decks, but “The deck contains one of each card in the card list”"),
                       cw_card_get_name (card));
          return FALSE;
        }
    }
  for (guint i = 0; i < cards->len; i++)
    g_hash_table_insert (self->owners, g_strdup (cw_card_get_id (g_ptr_array_index (cards, i))),
                         GINT_TO_POINTER ((int) index + 1));
  seat = g_new0 (CwDuelSeat, 1);
  seat->name = g_strdup (name);
  seat->fixed_deck = g_strdup (fixed_deck);
  seat->cards = g_ptr_array_ref (cards);
  g_ptr_array_add (self->seats, seat);
  return TRUE;
}

/* The game's fixed deck: one of each card of its alignment, in catalog order. */
static GPtrArray *
fixed_deck_cards (CwDuel            *self,
                  const CwFixedDeck *deck)
{
  GListModel *sets = cw_catalog_get_sets (self->catalog);
  GPtrArray *cards = g_ptr_array_new_with_free_func (g_object_unref);

  /* Set by set: the catalog's own list (a card at a position) walks its sets for every card. */
  for (guint s = 0; s < g_list_model_get_n_items (sets); s++)
    {
      g_autoptr (CwCardSet) set = g_list_model_get_item (sets, s);
      guint n_cards = cw_card_set_get_n_cards (set);

      for (guint i = 0; i < n_cards; i++)
        {
          CwCard *card = cw_card_set_get_card (set, i);

          if (g_strcmp0 (cw_card_get_alignment (card), deck->alignment) == 0)
            for (int copy = 0; copy < MAX (deck->copies, 1); copy++)
              g_ptr_array_add (cards, g_object_ref (card));
        }
    }
  return cards;
}

static gboolean
duel_add_player (CwEngine    *engine,
                 const char  *name,
                 CwLibrary   *library,
                 GError     **error)
{
  CwDuel *self = CW_DUEL (engine);
  GPtrArray *decks = cw_game_get_fixed_decks (cw_engine_get_game (engine));
  g_autoptr (GPtrArray) cards = NULL;
  const CwFixedDeck *deck = NULL;

  if (ensure_catalog (self, error) == NULL)
    return FALSE;
  if (library == NULL)
    {
      /* "Decide who is Good and who is Evil": without a Library, the first to join is Good. */
      if (self->seats->len < decks->len)
        deck = g_ptr_array_index (decks, self->seats->len);
      cards = deck != NULL ? fixed_deck_cards (self, deck) : g_ptr_array_new ();
      return add_seat (self, name, deck != NULL ? deck->id : NULL, cards, error);
    }

  cards = g_ptr_array_new_with_free_func (g_object_unref);
  {
    g_auto (GStrv) sections = cw_library_dup_section_ids (library);

    for (guint s = 0; sections[s]; s++)
      {
        GPtrArray *entries = cw_library_get_entries (library, sections[s]);

        for (guint i = 0; entries && i < entries->len; i++)
          {
            CwLibraryEntry *entry = g_ptr_array_index (entries, i);
            CwCard *card = cw_catalog_lookup (self->catalog, entry->card_id);

            if (card == NULL)
              {
                g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD,
                             cw_text_for_name (name,
                                               _("Set-up: %s's Library has a card “%s” that the game does not know"),
                                               /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                               C_("name starts with a vowel", "Set-up: %s's Library has a card “%s” that the game does not know")), name, entry->card_id);
                return FALSE;
              }
            for (guint copy = 0; copy < entry->count; copy++)
              g_ptr_array_add (cards, g_object_ref (card));
          }
      }
  }
  return add_seat (self, name, NULL, cards, error);
}

static guint
duel_get_n_players (CwEngine *engine)
{
  return CW_DUEL (engine)->seats->len;
}

static const char *
duel_get_player_name (CwEngine *engine,
                      guint     player)
{
  CwDuel *self = CW_DUEL (engine);

  g_return_val_if_fail (player < self->seats->len, NULL);
  return ((CwDuelSeat *) g_ptr_array_index (self->seats, player))->name;
}

static gboolean
duel_check_setup (CwEngine *engine,
                  GError  **error)
{
  CwDuel *self = CW_DUEL (engine);

  if (self->seats->len != CW_DUEL_PLAYERS)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: Good against Evil is for 2 players, Good and Evil; %u joined"), self->seats->len);
      return FALSE;
    }
  for (guint i = 0; i < self->seats->len; i++)
    {
      CwDuelSeat *seat = g_ptr_array_index (self->seats, i);

      if (seat->cards->len == 0)
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Set-up: %s has no deck"), seat->name);
          return FALSE;
        }
    }
  return TRUE;
}

static const char *
player_name (CwDuel *self,
             int     player)
{
  return ((CwDuelSeat *) g_ptr_array_index (self->seats, player))->name;
}

static void
shuffle (GRand     *rand,
         GPtrArray *cards)
{
  for (guint i = cards->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      gpointer card = cards->pdata[i - 1];

      cards->pdata[i - 1] = cards->pdata[j];
      cards->pdata[j] = card;
    }
}

void
_cw_duel_draw (CwDuel *self,
               int     player,
               guint   n_cards)
{
  CwDuelHolding *holding = &self->state->players[player];

  for (guint i = 0; i < n_cards; i++)
    {
      if (holding->deck->len == 0)
        {
          if (holding->discard->len == 0)
            {
              cw_engine_log (CW_ENGINE (self), cw_text_for_name (player_name (self, player),
                                                                 _("%s's deck and discard are empty: no card to draw."),
                                                                 /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                 C_("name starts with a vowel", "%s's deck and discard are empty: no card to draw.")),
                             player_name (self, player));
              return;
            }
          /* "If the deck runs out, shuffle the discard and draw from it." */
          g_ptr_array_extend_and_steal (holding->deck, g_steal_pointer (&holding->discard));
          holding->discard = g_ptr_array_new_with_free_func (g_object_unref);
          shuffle (cw_engine_get_rand (CW_ENGINE (self)), holding->deck);
          cw_engine_log (CW_ENGINE (self), cw_text_for_name (player_name (self, player),
                                                             _("%s's deck ran out: the discard is shuffled into a new deck."),
                                                             /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                             C_("name starts with a vowel", "%s's deck ran out: the discard is shuffled into a new deck.")),
                         player_name (self, player));
        }
      g_ptr_array_add (holding->hand, g_ptr_array_steal_index (holding->deck, holding->deck->len - 1));
    }
}

int
_cw_duel_drawing_player (CwDuel *self)
{
  for (int p = 0; p < CW_DUEL_PLAYERS; p++)
    if (self->state->players[p].to_deal > 0 || self->state->players[p].to_name > 0)
      return p;
  return self->state->current;
}

/* The pile a named card is drawn from: the deck, or once it is empty the discard, which
 * "If the deck runs out, shuffle the discard and draw from it" makes the new deck. */
static GPtrArray *
drawing_pile (CwDuelHolding *holding)
{
  return holding->deck->len > 0 ? holding->deck : holding->discard;
}

static guint
count_copies (GPtrArray *cards,
              CwCard    *card)
{
  guint n = 0;

  for (guint i = 0; i < cards->len; i++)
    n += g_ptr_array_index (cards, i) == card;
  return n;
}

gboolean
_cw_duel_deck_holds (CwDuel  *self,
                     int      player,
                     CwCard  *card,
                     GError **error)
{
  CwDuelHolding *holding = &self->state->players[player];
  CwDuelSeat *seat = g_ptr_array_index (self->seats, player);
  guint listed;

  /* Cards are the catalog's objects (see _cw_duel_find_card), so a pointer names a card. */
  if (count_copies (drawing_pile (holding), card) > 0)
    return TRUE;
  if (error == NULL)
    return FALSE;
  listed = count_copies (seat->cards, card);
  if (listed == 0)
    g_set_error (error, CW_ERROR, CW_ERROR_INVALID, cw_text_for_name (player_name (self, player),
                                                                      _("%s is not in %s's deck: that card cannot be drawn"),
                                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                      C_("name starts with a vowel", "%s is not in %s's deck: that card cannot be drawn")),
                 cw_card_get_name (card), player_name (self, player));
  else if (holding->deck->len == 0 && holding->discard->len == 0)
    g_set_error (error, CW_ERROR, CW_ERROR_INVALID, cw_text_for_name (player_name (self, player),
                                                                      _("%s's deck and discard are empty: no card to draw"),
                                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                      C_("name starts with a vowel", "%s's deck and discard are empty: no card to draw")),
                 player_name (self, player));
  else
    g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                 cw_text_for_name (player_name (self, player),
                                   g_dngettext (GETTEXT_PACKAGE,
                                                "%s's deck holds no more %s: its %u copy is out of the deck already",
                                                "%s's deck holds no more %s: its %u copies are out of the deck already", listed),
                                   /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                   cw_text_npgettext ("name starts with a vowel",
                                                      "%s's deck holds no more %s: its %u copy is out of the deck already",
                                                      "%s's deck holds no more %s: its %u copies are out of the deck already", listed)),
                 player_name (self, player), cw_card_get_name (card), listed);
  return FALSE;
}

void
_cw_duel_draw_named (CwDuel *self,
                     int     player,
                     CwCard *card)
{
  CwDuelHolding *holding = &self->state->players[player];

  if (holding->deck->len == 0)
    {
      /* At the table the discard is shuffled; here only which cards it holds matters. */
      g_ptr_array_extend_and_steal (holding->deck, g_steal_pointer (&holding->discard));
      holding->discard = g_ptr_array_new_with_free_func (g_object_unref);
      cw_engine_log (CW_ENGINE (self), cw_text_for_name (player_name (self, player),
                                                         _("%s's deck ran out: the discard is shuffled into a new deck."),
                                                         /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                         C_("name starts with a vowel", "%s's deck ran out: the discard is shuffled into a new deck.")),
                     player_name (self, player));
    }
  for (guint i = holding->deck->len; i > 0; i--)
    if (g_ptr_array_index (holding->deck, i - 1) == card)
      {
        g_ptr_array_add (holding->hand, g_ptr_array_steal_index (holding->deck, i - 1));
        return;
      }
  g_return_if_reached ();
}

GPtrArray *
_cw_duel_list_drawable (CwDuel *self,
                        int     player)
{
  GPtrArray *pile = drawing_pile (&self->state->players[player]);
  GPtrArray *cards = g_ptr_array_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < pile->len; i++)
    if (g_hash_table_add (seen, g_ptr_array_index (pile, i)))
      g_ptr_array_add (cards, g_ptr_array_index (pile, i));
  return cards;
}

static void
duel_reset (CwEngine *engine)
{
  CwDuel *self = CW_DUEL (engine);
  CwDuelState *state = g_new0 (CwDuelState, 1);
  GRand *rand = cw_engine_get_rand (engine);
  guint opening = cw_game_get_opening_hand (cw_engine_get_game (engine));

  g_clear_pointer (&self->state, state_free);
  self->state = state;
  self->real_decks = cw_engine_get_option_bool (engine, "real-decks");
  state->turn = 1;
  state->current = 0;
  state->phase = CW_DUEL_PHASE_ADVENTURE;
  state->next_group = 1;
  state->winner = -1;
  state->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) piece_free);
  state->locations = g_ptr_array_new_with_free_func ((GDestroyNotify) location_free);
  state->declared = g_ptr_array_new_with_free_func ((GDestroyNotify) _cw_duel_declared_free);
  for (guint i = 0; i < CW_DUEL_PLAYERS; i++)
    {
      CwDuelHolding *holding = &state->players[i];
      CwDuelSeat *seat = g_ptr_array_index (self->seats, i);

      holding->deck = g_ptr_array_new_full (seat->cards->len, g_object_unref);
      for (guint c = 0; c < seat->cards->len; c++)
        g_ptr_array_add (holding->deck, g_object_ref (g_ptr_array_index (seat->cards, c)));
      holding->hand = g_ptr_array_new_with_free_func (g_object_unref);
      holding->discard = g_ptr_array_new_with_free_func (g_object_unref);
      holding->killed = g_ptr_array_new_with_free_func (g_object_unref);
      holding->exiled = g_ptr_array_new_with_free_func (g_object_unref);
      if (self->real_decks)
        {
          /* The deck is shuffled at the table: its cards are named as they are dealt. */
          holding->to_deal = MIN (opening ? opening : HAND_LIMIT, holding->deck->len);
          continue;
        }
      shuffle (rand, holding->deck);
      /* "Each player is dealt a hand of 7 cards." */
      _cw_duel_draw (self, (int) i, opening ? opening : HAND_LIMIT);
    }
  if (self->real_decks)
    cw_engine_log (engine, _("%s and %s are each dealt %u cards from their own decks; name them as they are dealt; %s begins."),
                   player_name (self, 0), player_name (self, 1), opening ? opening : HAND_LIMIT, player_name (self, 0));
  else
    cw_engine_log (engine, _("%s and %s are each dealt %u cards; %s begins."),
                   player_name (self, 0), player_name (self, 1), opening ? opening : HAND_LIMIT, player_name (self, 0));
}

/* ---- Characters and Locations ---- */

CwDuelLocation *
_cw_duel_find_location (CwDuel *self,
                        CwCard *card)
{
  for (guint i = 0; card && i < self->state->locations->len; i++)
    {
      CwDuelLocation *location = g_ptr_array_index (self->state->locations, i);

      if (location->card == card)
        return location;
    }
  return NULL;
}

CwDuelPiece *
_cw_duel_find_piece (CwDuel *self,
                     CwCard *card)
{
  for (guint i = 0; card && i < self->state->pieces->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (self->state->pieces, i);

      /* The engine's cards are its catalog's objects (see hand_index). */
      if (piece->card == card)
        return piece;
    }
  return NULL;
}

gboolean
_cw_duel_is_viable_for (CwDuelPiece *piece,
                        int          player)
{
  /* "a controlled character is still viable, but only for the Player that now controls it" */
  return piece->status == CW_DUEL_VIABLE && piece->controller == player;
}

GPtrArray *
_cw_duel_group_of (CwDuel      *self,
                   CwDuelPiece *piece)
{
  GPtrArray *members = g_ptr_array_new ();

  g_ptr_array_add (members, piece);
  if (piece->group == 0)
    return members;
  for (guint i = 0; i < self->state->pieces->len; i++)
    {
      CwDuelPiece *other = g_ptr_array_index (self->state->pieces, i);

      if (other != piece && other->group == piece->group && _cw_duel_is_viable_for (other, piece->controller))
        g_ptr_array_add (members, other);
    }
  return members;
}

static const char *
status_word (CwDuelStatus status,
             gboolean     controlled)
{
  if (controlled)
    return _("controlled");
  switch (status)
    {
    case CW_DUEL_KILLED: return _("killed");
    case CW_DUEL_INCAPACITATED: return _("incapacitated");
    case CW_DUEL_EXILED: return _("exiled");
    case CW_DUEL_CAPTURED: return _("captured");
    case CW_DUEL_VIABLE:
    default: return _("viable");
    }
}

static void
discard_attachments (CwDuel      *self,
                     CwDuelPiece *piece,
                     gboolean     keep_modifiers)
{
  for (guint i = piece->attached->len; i > 0; i--)
    {
      CwCard *card = g_ptr_array_index (piece->attached, i - 1);
      const char *codes = cw_card_get_string (card, "type_codes");
      gboolean modifier = g_strcmp0 (cw_card_get_card_type (card), "modifier") == 0 ||
                          (codes != NULL && strchr (codes, 'M') != NULL);

      if (keep_modifiers && modifier)
        continue;
      g_ptr_array_add (self->state->players[_cw_duel_owner_of (self, card)].discard, g_object_ref (card));
      g_ptr_array_remove_index (piece->attached, i - 1);
    }
}

/* "If the original Attacking Character that captured the target character is in turn
 * controlled or made unviable, the captive is freed, and The target character returns to its
 * original owner fully viable." The same for control. */
static void
release_held (CwDuel      *self,
              CwDuelPiece *holder)
{
  const char *holder_id = cw_card_get_id (holder->card);

  for (guint i = 0; i < self->state->pieces->len; i++)
    {
      CwDuelPiece *held = g_ptr_array_index (self->state->pieces, i);
      /* A captive the captor's side Incapacitated (Water of Oblivion, Torture) is still held. */
      gboolean captive = held->status == CW_DUEL_CAPTURED ||
                         (held->status == CW_DUEL_INCAPACITATED && held->controller != held->owner);

      if (g_strcmp0 (held->held_by, holder_id) != 0 || (!captive && !held->controlled))
        continue;
      held->status = CW_DUEL_VIABLE;
      held->controller = held->owner;
      held->controlled = FALSE;
      g_clear_pointer (&held->held_by, g_free);
      held->group = 0;
      g_clear_pointer (&held->location, g_free);
      cw_engine_log (CW_ENGINE (self),
                     captive ? _("%s goes back to %s, fully viable: %s, who captured it, was %s.")
                             : _("%s goes back to %s, fully viable: %s, who controlled it, was %s."),
                     cw_card_get_name (held->card), player_name (self, held->owner),
                     cw_card_get_name (holder->card), status_word (holder->status, holder->controlled));
    }
}

void
_cw_duel_set_status (CwDuel       *self,
                     CwDuelPiece  *piece,
                     CwDuelStatus  status,
                     int           controller,
                     const char   *held_by,
                     const char   *why)
{
  CwDuelHolding *owner = &self->state->players[piece->owner];
  /* Viable for a player other than its owner: Controlled, by an attack (held_by names the
   * Character that did it) or by an Event (Misguided: nobody holds it). */
  gboolean controlled = status == CW_DUEL_VIABLE && controller != piece->owner;

  piece->status = status;
  piece->controller = controller;
  piece->controlled = controlled;
  {
    /* held_by may be the piece's own (a captive Incapacitated stays held). */
    char *holder = g_strdup (held_by);

    g_free (piece->held_by);
    piece->held_by = holder;
  }
  /* An unviable or newly controlled Character leaves its group and its Location. */
  piece->group = 0;
  g_clear_pointer (&piece->location, g_free);
  switch (status)
    {
    case CW_DUEL_KILLED:
      /* "All cards attached to the Character are discarded." */
      discard_attachments (self, piece, FALSE);
      g_ptr_array_add (owner->killed, g_object_ref (piece->card));
      break;
    case CW_DUEL_EXILED:
      discard_attachments (self, piece, FALSE);
      g_ptr_array_add (owner->exiled, g_object_ref (piece->card));
      break;
    case CW_DUEL_CAPTURED:
      /* "All non-modifier cards attached to the Character are discarded." */
      discard_attachments (self, piece, TRUE);
      break;
    case CW_DUEL_INCAPACITATED:
    case CW_DUEL_VIABLE:
    default:
      break;
    }
  cw_engine_log (CW_ENGINE (self), "%s", why);
  if (status != CW_DUEL_VIABLE || controlled)
    release_held (self, piece);
}

/* ---- Turns and the win rule ---- */

static gboolean
has_viable (CwDuel *self,
            int     player)
{
  for (guint i = 0; i < self->state->pieces->len; i++)
    if (_cw_duel_is_viable_for (g_ptr_array_index (self->state->pieces, i), player))
      return TRUE;
  return FALSE;
}

void
_cw_duel_end_turn (CwDuel *self)
{
  CwDuelState *state = self->state;
  gboolean lost[CW_DUEL_PLAYERS] = { FALSE, FALSE };

  /* The "count-turns" option: each player's turn is a turn (the default), or a round of both
   * players' turns is, counted when the round ends. */
  gboolean by_round = g_strcmp0 (cw_engine_get_option (CW_ENGINE (self), "count-turns"), "round") == 0;
  guint counted = by_round ? (state->turn + 1) / 2 : state->turn;

  if (counted >= FIRST_COUNTED_TURN && (!by_round || state->current == CW_DUEL_PLAYERS - 1))
    for (int p = 0; p < CW_DUEL_PLAYERS; p++)
      {
        CwDuelHolding *holding = &state->players[p];

        holding->without_viable = has_viable (self, p) ? 0 : holding->without_viable + 1;
        if (holding->without_viable == 1)
          cw_engine_log (CW_ENGINE (self), _("%s ends turn %u with no viable Character: one more such turn and %s loses."),
                         player_name (self, p), counted, player_name (self, p));
        lost[p] = holding->without_viable >= TURNS_TO_LOSE;
      }
  if (lost[0] || lost[1])
    {
      state->phase = CW_DUEL_PHASE_OVER;
      if (lost[0] && lost[1])
        cw_engine_log (CW_ENGINE (self), _("Neither player has had a viable Character for 2 turns in a row: the duel ends with no winner."));
      else
        {
          state->winner = lost[0] ? 1 : 0;
          cw_engine_log (CW_ENGINE (self), _("%s has had no viable Character for 2 turns in a row: %s wins."),
                         player_name (self, 1 - state->winner), player_name (self, state->winner));
        }
      return;
    }

  state->turn++;
  state->current = 1 - state->current;
  state->phase = CW_DUEL_PHASE_ADVENTURE;
  state->resolving = FALSE;
  for (guint i = 0; i < state->pieces->len; i++)
    ((CwDuelPiece *) g_ptr_array_index (state->pieces, i))->attacked = FALSE;
  state->players[state->current].drew = FALSE;
  state->players[state->current].named = 0;
  state->players[state->current].free_attack_used = FALSE;
  cw_engine_log (CW_ENGINE (self), _("Turn %u: %s."), state->turn, player_name (self, state->current));
}

static gboolean
duel_is_over (CwEngine *engine)
{
  CwDuel *self = CW_DUEL (engine);

  return self->state != NULL && self->state->phase == CW_DUEL_PHASE_OVER;
}

static GArray *
duel_get_score (CwEngine *engine)
{
  CwDuel *self = CW_DUEL (engine);
  GArray *score = g_array_new (FALSE, TRUE, sizeof (CwEngineScore));

  /* The score a player would count at the table: viable Characters in play. */
  for (guint p = 0; p < self->seats->len; p++)
    {
      CwEngineScore line = { p, 0, FALSE };

      for (guint i = 0; self->state && i < self->state->pieces->len; i++)
        line.total += _cw_duel_is_viable_for (g_ptr_array_index (self->state->pieces, i), (int) p);
      line.winner = self->state != NULL && self->state->winner == (int) p;
      g_array_append_val (score, line);
    }
  return score;
}

/* ---- State ---- */

static const char * const phase_ids[] = { "adventure", "summon", "attack", "rest", "over" };
static const char * const status_ids[] = { "viable", "killed", "incapacitated", "exiled", "captured" };

static void
json_cards (GString   *out,
            GPtrArray *cards)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < cards->len; i++)
    {
      if (i)
        g_string_append (out, ", ");
      cw_json_append_string (out, cw_card_get_id (g_ptr_array_index (cards, i)));
    }
  g_string_append_c (out, ']');
}

static void
duel_append_state_json (CwEngine *engine,
                        GString  *out)
{
  CwDuel *self = CW_DUEL (engine);
  CwDuelState *state = self->state;

  g_string_append_printf (out, "{\"turn\": %u, \"phase\": \"%s\", \"current\": %d, \"real_decks\": %s, \"winner\": ",
                          state->turn, phase_ids[state->phase], state->current, self->real_decks ? "true" : "false");
  if (state->winner >= 0)
    g_string_append_printf (out, "%d", state->winner);
  else
    g_string_append (out, "null");
  g_string_append (out, ", \"players\": [");
  for (int p = 0; p < CW_DUEL_PLAYERS; p++)
    {
      CwDuelHolding *holding = &state->players[p];
      CwDuelSeat *seat = g_ptr_array_index (self->seats, p);

      cw_engine_append_player_json (engine, out, (guint) p);
      g_string_append (out, ", \"deck_id\": ");
      cw_json_append_string (out, seat->fixed_deck);
      g_string_append_printf (out, ", \"deck\": %u, \"hand_limit\": %u, \"draw\": %u, \"without_viable\": %u, "
                              "\"free_attack_used\": %s, \"to_deal\": %u, \"drawn\": %u, \"hand\": ",
                              holding->deck->len, cw_duel_get_hand_limit (self, p), cw_duel_get_draw_count (self, p),
                              holding->without_viable, holding->free_attack_used ? "true" : "false",
                              holding->to_deal, holding->named);
      json_cards (out, holding->hand);
      g_string_append (out, ", \"discard\": ");
      json_cards (out, holding->discard);
      g_string_append (out, ", \"killed\": ");
      json_cards (out, holding->killed);
      g_string_append (out, ", \"exiled\": ");
      json_cards (out, holding->exiled);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "], \"characters\": [");
  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (state->pieces, i);

      g_string_append (out, i ? ", {\"card\": " : "{\"card\": ");
      cw_json_append_string (out, cw_card_get_id (piece->card));
      g_string_append_printf (out, ", \"owner\": %d, \"controller\": %d, \"status\": \"%s\", \"controlled\": %s, \"held_by\": ",
                              piece->owner, piece->controller, status_ids[piece->status],
                              piece->controlled ? "true" : "false");
      cw_json_append_string (out, piece->held_by);
      g_string_append_printf (out, ", \"group\": %u, \"location\": ", piece->group);
      cw_json_append_string (out, piece->location);
      g_string_append_printf (out, ", \"attacked\": %s, \"attached\": ", piece->attacked ? "true" : "false");
      json_cards (out, piece->attached);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "], \"locations\": [");
  for (guint i = 0; i < state->locations->len; i++)
    {
      CwDuelLocation *location = g_ptr_array_index (state->locations, i);

      g_string_append (out, i ? ", {\"card\": " : "{\"card\": ");
      cw_json_append_string (out, cw_card_get_id (location->card));
      g_string_append_printf (out, ", \"owner\": %d, \"controller\": %d}", location->owner, location->controller);
    }
  g_string_append (out, "], \"attacks\": [");
  for (guint i = 0; i < state->declared->len; i++)
    {
      CwDuelDeclared *declared = g_ptr_array_index (state->declared, i);

      g_string_append (out, i ? ", {\"attacker\": " : "{\"attacker\": ");
      cw_json_append_string (out, declared->attacker);
      g_string_append (out, ", \"target\": ");
      cw_json_append_string (out, declared->target);
      g_string_append (out, ", \"attack\": ");
      cw_json_append_string (out, declared->attack ? cw_card_get_id (declared->attack) : NULL);
      g_string_append (out, ", \"free\": ");
      cw_json_append_string (out, cw_duel_free_attack_to_string (declared->free_attack));
      g_string_append (out, ", \"attacker_plays\": ");
      json_cards (out, declared->plays[state->current]);
      g_string_append (out, ", \"defender_plays\": ");
      json_cards (out, declared->plays[1 - state->current]);
      g_string_append (out, ", \"intervener\": ");
      cw_json_append_string (out, declared->intervener);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "]}");
}

static const char *
phase_name (CwDuelPhase phase)
{
  switch (phase)
    {
    case CW_DUEL_PHASE_ADVENTURE: return _("Adventure Phase");
    case CW_DUEL_PHASE_SUMMON: return _("Summon Phase");
    case CW_DUEL_PHASE_ATTACK: return _("Attack Phase");
    case CW_DUEL_PHASE_REST: return _("Rest Phase");
    case CW_DUEL_PHASE_OVER:
    default: return _("the duel is over");
    }
}

static void
duel_append_state_text (CwEngine *engine,
                        GString  *out)
{
  CwDuel *self = CW_DUEL (engine);
  CwDuelState *state = self->state;

  g_string_append_printf (out, _("Turn %u, %s: %s\n"), state->turn, player_name (self, state->current),
                          phase_name (state->phase));
  for (int p = 0; p < CW_DUEL_PLAYERS; p++)
    {
      CwDuelHolding *holding = &state->players[p];

      g_string_append_printf (out, _("%s: deck %u, hand %u of %u, discard %u\n"), player_name (self, p),
                              holding->deck->len, holding->hand->len, cw_duel_get_hand_limit (self, p),
                              holding->discard->len);
      for (guint i = 0; i < state->pieces->len; i++)
        {
          CwDuelPiece *piece = g_ptr_array_index (state->pieces, i);

          if (piece->controller != p || piece->status == CW_DUEL_KILLED || piece->status == CW_DUEL_EXILED)
            continue;
          g_string_append_printf (out, "  %s (%s)", cw_card_get_name (piece->card),
                                  status_word (piece->status, piece->controlled));
          for (guint j = 0; j < piece->attached->len; j++)
            g_string_append_printf (out, " + %s", cw_card_get_name (g_ptr_array_index (piece->attached, j)));
          if (piece->group)
            g_string_append_printf (out, _(" · group %u"), piece->group);
          g_string_append_c (out, '\n');
        }
    }
}

/* ---- The .cwmatch file ---- */

static void
duel_save_setup (CwEngine *engine,
                 GString  *out)
{
  CwDuel *self = CW_DUEL (engine);

  for (guint i = 0; i < self->seats->len; i++)
    {
      CwDuelSeat *seat = g_ptr_array_index (self->seats, i);

      cw_engine_append_player_start (out, seat->name);
      if (seat->fixed_deck != NULL)
        {
          cw_engine_append_attribute (out, "deck", seat->fixed_deck);
          g_string_append (out, "/>\n");
          continue;
        }
      g_string_append (out, ">\n");
      for (guint j = 0; j < seat->cards->len; j++)
        {
          g_string_append (out, "    <card");
          cw_engine_append_attribute (out, "id", cw_card_get_id (g_ptr_array_index (seat->cards, j)));
          g_string_append (out, "/>\n");
        }
      g_string_append (out, "  </player>\n");
    }
}

/* One <player>: a fixed deck by its id, or the cards of the player's own deck one a <card>. */
static gboolean
load_seat (CwEngine    *engine,
           xmlNode     *node,
           const char  *name,
           const char  *path,
           GError     **error)
{
  CwDuel *self = CW_DUEL (engine);
  g_autofree char *deck_id = NULL;
  g_autoptr (GPtrArray) cards = NULL;
  g_autoptr (GError) local_error = NULL;

  deck_id = cw_xml_get_prop (node, "deck");
  if (deck_id != NULL)
    {
      const CwFixedDeck *deck = cw_game_find_fixed_deck (cw_engine_get_game (engine), deck_id);

      if (deck == NULL)
        {
          cw_xml_set_error (error, CW_ERROR_INVALID, path, node, _("the game has no deck “%s”"), deck_id);
          return FALSE;
        }
      cards = fixed_deck_cards (self, deck);
    }
  else
    {
      cards = g_ptr_array_new_with_free_func (g_object_unref);
      for (xmlNode *child = node->children; child; child = child->next)
        {
          g_autofree char *id = NULL;
          CwCard *card;

          if (child->type != XML_ELEMENT_NODE)
            continue;
          if (!cw_xml_is (child, "card"))
            {
              cw_xml_set_error (error, CW_ERROR_INVALID, path, child, _("unexpected <%s>; expected <card>"),
                                (const char *) child->name);
              return FALSE;
            }
          if (!(id = cw_xml_require_prop (child, "id", path, error)))
            return FALSE;
          if (!(card = cw_catalog_lookup (self->catalog, id)))
            {
              cw_xml_set_error (error, CW_ERROR_UNKNOWN_CARD, path, child, _("no card with id “%s”"), id);
              return FALSE;
            }
          g_ptr_array_add (cards, g_object_ref (card));
        }
    }
  if (!add_seat (self, name, deck_id, cards, &local_error))
    {
      cw_xml_set_error (error, CW_ERROR_INVALID, path, node, "%s", local_error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
duel_load_setup (CwEngine    *engine,
                 xmlNode     *root,
                 const char  *path,
                 GError     **error)
{
  if (ensure_catalog (CW_DUEL (engine), error) == NULL)
    return FALSE;
  return cw_engine_load_players (engine, root, path, load_seat, error);
}

/* ---- The object ---- */

static void
cw_duel_finalize (GObject *object)
{
  CwDuel *self = CW_DUEL (object);

  g_clear_pointer (&self->state, state_free);
  g_clear_pointer (&self->seats, g_ptr_array_unref);
  g_clear_pointer (&self->owners, g_hash_table_unref);
  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (cw_duel_parent_class)->finalize (object);
}

static void
cw_duel_class_init (CwDuelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  CwEngineClass *engine_class = CW_ENGINE_CLASS (klass);

  object_class->finalize = cw_duel_finalize;

  engine_class->engine_id = "duel";
  engine_class->rules_version = 1;
  engine_class->options = duel_options;
  /* “Card game for 2 players.” */
  engine_class->min_players = CW_DUEL_PLAYERS;
  engine_class->max_players = CW_DUEL_PLAYERS;
  engine_class->add_player = duel_add_player;
  engine_class->get_n_players = duel_get_n_players;
  engine_class->get_player_name = duel_get_player_name;
  engine_class->check_setup = duel_check_setup;
  engine_class->reset = duel_reset;
  engine_class->is_over = duel_is_over;
  engine_class->get_score = duel_get_score;
  engine_class->append_state_json = duel_append_state_json;
  engine_class->append_state_text = duel_append_state_text;
  engine_class->save_setup = duel_save_setup;
  engine_class->load_setup = duel_load_setup;
  _cw_duel_class_actions_init (engine_class);
}

static void
cw_duel_init (CwDuel *self)
{
  self->seats = g_ptr_array_new_with_free_func ((GDestroyNotify) seat_free);
  self->owners = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

/* ---- Queries ---- */

guint
cw_duel_get_turn (CwDuel *self)
{
  g_return_val_if_fail (CW_IS_DUEL (self), 0);
  return self->state ? self->state->turn : 0;
}

CwDuelPhase
cw_duel_get_phase (CwDuel *self)
{
  g_return_val_if_fail (CW_IS_DUEL (self), CW_DUEL_PHASE_ADVENTURE);
  return self->state ? self->state->phase : CW_DUEL_PHASE_ADVENTURE;
}

int
cw_duel_get_current (CwDuel *self)
{
  g_return_val_if_fail (CW_IS_DUEL (self), 0);
  return self->state ? self->state->current : 0;
}

int
cw_duel_get_winner (CwDuel *self)
{
  g_return_val_if_fail (CW_IS_DUEL (self), -1);
  return self->state ? self->state->winner : -1;
}

guint
cw_duel_get_hand_size (CwDuel *self,
                       int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self) && self->state != NULL, 0);
  g_return_val_if_fail (player >= 0 && player < CW_DUEL_PLAYERS, 0);
  return self->state->players[player].hand->len;
}

guint
cw_duel_get_deck_size (CwDuel *self,
                       int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self) && self->state != NULL, 0);
  g_return_val_if_fail (player >= 0 && player < CW_DUEL_PLAYERS, 0);
  return self->state->players[player].deck->len;
}

static int
sum_of_viable (CwDuel     *self,
               int         player,
               const char *field)
{
  int sum = 0;

  for (guint i = 0; self->state && i < self->state->pieces->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (self->state->pieces, i);

      /* "A Character must be viable for any of its Special Abilities to work." */
      if (_cw_duel_is_viable_for (piece, player))
        sum += cw_card_get_int_or (piece->card, field, 0);
    }
  return sum;
}

guint
cw_duel_get_hand_limit (CwDuel *self,
                        int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self), HAND_LIMIT);
  return (guint) MAX (0, HAND_LIMIT + sum_of_viable (self, player, "hand_size_bonus"));
}

guint
cw_duel_get_draw_count (CwDuel *self,
                        int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self), CARDS_DRAWN);
  return (guint) MAX (0, CARDS_DRAWN + sum_of_viable (self, player, "extra_draw"));
}

gboolean
cw_duel_get_real_decks (CwDuel *self)
{
  g_return_val_if_fail (CW_IS_DUEL (self), FALSE);
  return self->real_decks;
}

guint
cw_duel_get_cards_to_deal (CwDuel *self,
                           int    *player)
{
  int drawing;

  g_return_val_if_fail (CW_IS_DUEL (self), 0);
  if (self->state == NULL)
    return 0;
  drawing = _cw_duel_drawing_player (self);
  if (player)
    *player = drawing;
  return self->state->players[drawing].to_deal;
}

guint
cw_duel_get_cards_to_name (CwDuel *self,
                           int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self) && self->state != NULL, 0);
  g_return_val_if_fail (player >= 0 && player < CW_DUEL_PLAYERS, 0);
  return self->state->players[player].to_name;
}

guint
cw_duel_get_cards_drawn (CwDuel *self,
                         int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self) && self->state != NULL, 0);
  g_return_val_if_fail (player >= 0 && player < CW_DUEL_PLAYERS, 0);
  return self->state->players[player].named;
}

gboolean
cw_duel_get_character (CwDuel        *self,
                       const char    *card_id,
                       CwDuelStatus  *status,
                       int           *controller,
                       const char   **held_by)
{
  g_return_val_if_fail (CW_IS_DUEL (self), FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  for (guint i = 0; self->state && i < self->state->pieces->len; i++)
    {
      CwDuelPiece *piece = g_ptr_array_index (self->state->pieces, i);

      if (strcmp (cw_card_get_id (piece->card), card_id) != 0)
        continue;
      if (status)
        *status = piece->status;
      if (controller)
        *controller = piece->controller;
      if (held_by)
        *held_by = piece->held_by;
      return TRUE;
    }
  return FALSE;
}

guint
cw_duel_get_turns_without_viable (CwDuel *self,
                                  int     player)
{
  g_return_val_if_fail (CW_IS_DUEL (self) && self->state != NULL, 0);
  g_return_val_if_fail (player >= 0 && player < CW_DUEL_PLAYERS, 0);
  return self->state->players[player].without_viable;
}
