/* cw-match-cards.c: the cards played from the hand (Characters, Objects, Effects, Events) and
 * what happens to them in play: Events turned up, Objects equipped, Vitality, archiving and
 * banishing, keywords gained and lost. */
#include "cw-match-actions-private.h"

#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-game.h"
#include "cw-text.h"

static const char *
keyword_name (CwMatch    *self,
              const char *keyword_id)
{
  const CwKeyword *keyword = cw_game_find_keyword (self->game, keyword_id);

  return keyword ? keyword->name : keyword_id;
}

/* The kind of piece a card becomes in play, from its type id (data, not C). */
static gboolean
piece_kind_of (CwCard      *card,
               CwPieceKind *kind)
{
  static const struct { const char *type; CwPieceKind kind; } kinds[] = {
    { "character", CW_PIECE_CHARACTER },
    { "object", CW_PIECE_OBJECT },
    { "effect", CW_PIECE_EFFECT },
    { "event", CW_PIECE_EVENT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (cw_match_card_is_type (card, kinds[i].type))
      {
        *kind = kinds[i].kind;
        return TRUE;
      }
  return FALSE;
}

static CwPiece *
new_piece (CwMatch     *self,
           CwCard      *card,
           CwPieceKind  kind,
           int          author,
           int          place)
{
  CwPiece *piece = g_new0 (CwPiece, 1);

  piece->uid = self->state->next_uid++;
  piece->kind = kind;
  piece->card = card;
  piece->owner = author;
  piece->controller = author;
  piece->place = place;
  piece->host_place = CW_PLACE_NONE;
  piece->vitality = kind == CW_PIECE_CHARACTER ? cw_card_get_int_or (card, "vitality", 0) : 0;
  g_ptr_array_add (self->state->pieces, piece);
  return piece;
}

static CwPiece *
find_in_play_by (CwMatch     *self,
                 CwPieceKind  kind,
                 CwCard      *card,
                 gboolean     by_title)
{
  CwMatchState *state = self->state;

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);

      if (piece->kind != kind)
        continue;
      if (by_title
          ? cw_text_equal_folded (cw_card_get_title (piece->card), cw_card_get_title (card))
          : cw_text_equal_folded (cw_card_get_name (piece->card), cw_card_get_name (card)))
        return piece;
    }
  return NULL;
}

/* "equip a Character in your Storyline" (Objects), "(Title Cards are not part of the
 * Storyline.)" (dice): unless the option says otherwise, not on a Title card. */
static gboolean
check_equip_in_storyline (CwMatch  *self,
                          CwPiece  *character,
                          GError  **error)
{
  g_autofree char *where = NULL;

  if (cw_match_piece_in_storyline (self, character))
    return TRUE;
  where = cw_match_dup_place_name (self, character->place);
  /* Translators: the Character, then where it stands ("Ann's Title card"). */
  return _cw_match_refuse (error, _("Objects: an Object equips a Character in the Storyline, and Title cards are not part of it; %s stands on %s"),
                           card_name (character->card), where);
}

static gboolean
opposing_character_at (CwMatch  *self,
                       int       author,
                       int       place,
                       CwPiece **found)
{
  CwMatchState *state = self->state;

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);

      if (piece->kind == CW_PIECE_CHARACTER && piece->place == place && piece->controller != author)
        {
          *found = piece;
          return TRUE;
        }
    }
  return FALSE;
}

/* A Character in play with the keyword: the Author's own, or anyone's with author -1. */
static gboolean
character_with_keyword (CwMatch    *self,
                        int         author,
                        const char *keyword_id)
{
  CwMatchState *state = self->state;

  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);

      if (piece->kind == CW_PIECE_CHARACTER && (author < 0 || piece->controller == author) &&
          cw_match_piece_keyword (piece, keyword_id))
        return TRUE;
    }
  return FALSE;
}

/* "Other cards with a star require a Character with Sorcery to be played"; "a
 * Character with Sorcery must be in play" (Oz), "be present" (Disney): the star is the
 * field, having Sorcery the keyword. Anyone's Character, as the books write it, or by
 * the option "sorcery" = own one of the playing Author's. */
static gboolean
check_sorcery (CwMatch  *self,
               CwCard   *card,
               int       author,
               GError  **error)
{
  if (!cw_card_get_bool (card, "sorcery") || cw_card_has_keyword (card, "sorcery"))
    return TRUE;
  if (rule_sorcery_own (self))
    {
      if (!character_with_keyword (self, author, "sorcery"))
        return _cw_match_refuse (error, _("Sorcery: %s needs a Character with Sorcery in play; %s has none"),
                                 cw_card_get_title (card), author_name (self, author));
    }
  else if (!character_with_keyword (self, -1, "sorcery"))
    /* Translators: the card with the star. */
    return _cw_match_refuse (error, _("Sorcery: %s needs a Character with Sorcery in play; there is none"),
                             cw_card_get_title (card));
  return TRUE;
}

gboolean
_cw_match_apply_play_card (CwMatch       *self,
                           CwMatchAction *action,
                           gboolean       dry_run,
                           GError       **error)
{
  CwMatchState *state = self->state;
  int author = state->current;
  CwCard *card = action->card;
  CwPieceKind kind;
  const char *title;
  int cost;
  int place = CW_PLACE_NONE;
  CwPiece *host = NULL;
  CwPiece *original = NULL;
  gboolean free_version = FALSE;
  g_autofree char *where = NULL;
  CwPiece *piece;

  if (!_cw_match_check_not_over (self, error))
    return FALSE;
  if (card == NULL)
    return _cw_match_refuse (error, _("Cards: say which card is played"));
  title = cw_card_get_title (card);
  if (is_location_card (card))
    return _cw_match_refuse (error, _("Locations Folio: %s is a Location; Locations come from the Locations Folio, not from the hand"), title);
  if (cw_match_card_is_type (card, "title"))
    return _cw_match_refuse (error, _("Title cards: %s is a Title card; it caps the Storyline and is not played from the hand"), title);
  if (!piece_kind_of (card, &kind))
    return _cw_match_refuse (error, _("Cards: %s is of type “%s”; only Characters, Objects, Effects and Events are played"),
                             title, cw_card_get_card_type (card) ? cw_card_get_card_type (card) : _("none"));

  /* "You may pay to place an Event card face-down": only Events are ever hidden. */
  if (action->face_down && kind != CW_PIECE_EVENT)
    /* Translators: the rule, then the card that is no Event. */
    return _cw_match_refuse (error, _("Events: only an Event is placed face down; %s is not an Event"), title);

  /* Events may be played at any step of the Author's own turn; the rest are Story Actions. */
  if (kind != CW_PIECE_EVENT &&
      !_cw_match_check_step (self, CW_TURN_STEP_ACTIONS, _("playing a card (a Story Action)"), error))
    return FALSE;

  if (!check_sorcery (self, card, author, error))
    return FALSE;

  cost = MAX (0, cw_card_get_int_or (card, "cost", 0));

  switch (kind)
    {
    case CW_PIECE_CHARACTER:
      original = find_in_play_by (self, CW_PIECE_CHARACTER, card, FALSE);
      if (original != NULL &&
          cw_text_equal_folded (cw_card_get_title (original->card), title))
        return _cw_match_refuse (error, _("Characters are unique: %s is already in play"), title);
      if (original != NULL && original->controller == author)
        {
          /* Another version of one's own Character: free, at the same place. */
          free_version = TRUE;
          cost = 0;
          place = original->place;
        }
      else
        place = author;   /* "Characters are first played to your own Title Card." */
      break;

    case CW_PIECE_OBJECT:
      if (find_in_play_by (self, CW_PIECE_OBJECT, card, TRUE) != NULL)
        {
          /* French contracts "de Le …" to "du …" (cw_text_contract_name). */
          g_autofree char *message =
            cw_text_contract_name (g_strdup_printf (cw_text_for_name (title,
                                                                      _("Objects: only one copy of %s may be in play"),
                                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                      C_("name starts with a vowel", "Objects: only one copy of %s may be in play")), title),
                                   title);

          return _cw_match_refuse (error, "%s", message);
        }
      if (action->target != 0)
        {
          host = find_piece (self, action->target);
          if (host == NULL || host->kind != CW_PIECE_CHARACTER ||
              cw_match_get_storyline_index (self, author, host->place) < 0)
            return _cw_match_refuse (error, cw_text_for_name (author_name (self, author),
                                                              _("Objects: %s may equip only a Character in %s's Storyline"),
                                                              /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                              C_("name starts with a vowel", "Objects: %s may equip only a Character in %s's Storyline")),
                                     title, author_name (self, author));
          if (!check_equip_in_storyline (self, host, error))
            return FALSE;
          if (cw_card_has_keyword (card, "immovable"))
            return _cw_match_refuse (error, _("Immovable: %s may never move, so it cannot equip a Character"), title);
          place = host->place;
        }
      else if (IS_SLOT (self, action->place) &&
               cw_match_get_storyline_index (self, author, action->place) > 0)
        place = action->place;
      else
        return _cw_match_refuse (error, cw_text_for_name (author_name (self, author),
                                                          _("Objects: play %s to a Location in %s's Storyline or to equip a Character there"),
                                                          /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                          C_("name starts with a vowel", "Objects: play %s to a Location in %s's Storyline or to equip a Character there")),
                                 title, author_name (self, author));
      break;

    case CW_PIECE_EFFECT:
      if (action->target != 0)
        {
          host = find_piece (self, action->target);
          if (host == NULL || host->kind == CW_PIECE_EVENT)
            return _cw_match_refuse (error, _("Effects: %s attaches to a Location, a Character or an Object in play"), title);
          place = host->place;
        }
      else if (action->place != CW_PLACE_NONE)
        {
          if (!IS_SLOT (self, action->place))
            return _cw_match_refuse (error, _("Effects: %s attaches to a Location, a Character or an Object in play"), title);
          place = action->place;
        }
      break;

    case CW_PIECE_EVENT:
      if (action->face_down)
        {
          if (action->amount < cost)
            return _cw_match_refuse (error, _("Events: a face-down Event is paid at least its cost (%d SP); %d SP were offered"),
                                     cost, action->amount);
          cost = action->amount;
        }
      break;

    default:
      g_assert_not_reached ();
    }

  if (!_cw_match_check_balance (self, cost, title, error))
    return FALSE;

  if (place != CW_PLACE_NONE)
    where = host ? g_strdup (card_name (host->card)) : cw_match_dup_place_name (self, place);
  set_label (action, cost,
             action->face_down ? g_strdup_printf (_("Place an Event face down for %d SP"), cost)
             : where ? g_strdup_printf (_("Play %s to %s"), title, where)
             : g_strdup_printf (_("Play %s"), title));
  if (dry_run)
    return TRUE;

  state->authors[author].balance -= cost;
  state->authors[author].hand = MAX (0, state->authors[author].hand - 1);

  switch (kind)
    {
    case CW_PIECE_CHARACTER:
      if (original != NULL)
        {
          cw_match_log (self, _("%s archives %s (%s): a Character is unique"),
                        author_name (self, author), cw_card_get_title (original->card),
                        author_name (self, original->controller));
          _cw_match_remove_piece (self, original, FALSE);
        }
      new_piece (self, card, kind, author, place);
      cw_match_log (self, free_version ? _("%s plays %s to %s, %d SP (a new version of a Character in play)")
                                       : _("%s plays %s to %s, %d SP"),
                    author_name (self, author), title, where, cost);
      break;

    case CW_PIECE_OBJECT:
      piece = new_piece (self, card, kind, author, place);
      if (host != NULL)
        {
          piece->host = host->uid;
          cw_match_log (self, _("%s plays %s to equip %s, %d SP"), author_name (self, author), title,
                        card_name (host->card), cost);
        }
      else
        cw_match_log (self, _("%s plays %s to %s, %d SP"), author_name (self, author), title, where, cost);
      break;

    case CW_PIECE_EFFECT:
      if (place == CW_PLACE_NONE)
        {
          cw_match_log (self, _("%s plays the Effect %s, %d SP; it is archived once resolved"),
                        author_name (self, author), title, cost);
          _cw_match_archive_cards (self, author, 1);
          break;
        }
      piece = new_piece (self, card, kind, author, place);
      if (host != NULL)
        piece->host = host->uid;
      else
        piece->host_place = place;
      cw_match_log (self, _("%s plays the Effect %s on %s, %d SP"), author_name (self, author), title, where, cost);
      break;

    case CW_PIECE_EVENT:
      if (action->face_down)
        {
          new_piece (self, card, kind, author, CW_PLACE_NONE);
          cw_match_log (self, _("%s places an Event face down, %d SP"), author_name (self, author), cost);
        }
      else
        {
          cw_match_log (self, _("%s plays the Event %s, %d SP; it is archived once resolved"),
                        author_name (self, author), title, cost);
          _cw_match_archive_cards (self, author, 1);
        }
      break;

    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

gboolean
_cw_match_apply_trigger_event (CwMatch       *self,
                               CwMatchAction *action,
                               gboolean       dry_run,
                               GError       **error)
{
  CwPiece *piece = find_piece (self, action->piece);

  if (!_cw_match_check_not_over (self, error) || !_cw_match_check_author (self, action->author, error))
    return FALSE;
  if (piece == NULL || piece->kind != CW_PIECE_EVENT || piece->controller != action->author)
    return _cw_match_refuse (error, cw_text_for_name (author_name (self, action->author),
                                                      _("Events: that is not a face-down Event of %s"),
                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                      C_("name starts with a vowel", "Events: that is not a face-down Event of %s")), author_name (self, action->author));
  /* Turned up, the Event is played: the Character with Sorcery it needs must be in play now. */
  if (!check_sorcery (self, piece->card, action->author, error))
    return FALSE;
  set_label (action, 0, g_strdup_printf (_("%s turns up the Event %s"), author_name (self, action->author),
                                         cw_card_get_title (piece->card)));
  if (dry_run)
    return TRUE;

  cw_match_log (self, _("%s turns up the Event %s; it is archived once resolved"),
                author_name (self, action->author), cw_card_get_title (piece->card));
  _cw_match_remove_piece (self, piece, FALSE);
  return TRUE;
}

gboolean
_cw_match_apply_equip (CwMatch       *self,
                       CwMatchAction *action,
                       gboolean       dry_run,
                       GError       **error)
{
  CwPiece *object = find_piece (self, action->piece);
  CwPiece *character = find_piece (self, action->target);
  CwPiece *opponent = NULL;
  int author = action->author;

  if (!_cw_match_check_not_over (self, error) || !_cw_match_check_author (self, author, error))
    return FALSE;
  if (object == NULL || object->kind != CW_PIECE_OBJECT || object->host != 0)
    return _cw_match_refuse (error, _("Objects: only an Object lying at a Location can be equipped"));
  if (character == NULL || character->kind != CW_PIECE_CHARACTER || character->controller != author)
    return _cw_match_refuse (error, cw_text_for_name (author_name (self, author),
                                                      _("Objects: %s may equip only one of %s's Characters"),
                                                      /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                      C_("name starts with a vowel", "Objects: %s may equip only one of %s's Characters")),
                             card_name (object->card), author_name (self, author));
  if (!check_equip_in_storyline (self, character, error))
    return FALSE;
  if (character->place != object->place)
    return _cw_match_refuse (error, _("Objects: %s and %s are not at the same Location"),
                             card_name (object->card), card_name (character->card));
  if (cw_match_piece_keyword (object, "immovable"))
    return _cw_match_refuse (error, _("Immovable: %s may never move, so it cannot equip a Character"), card_name (object->card));
  if (opposing_character_at (self, author, object->place, &opponent))
    return _cw_match_refuse (error, _("Objects: an Object is equipped only at a Location without opposing Characters; %s is there"),
                             card_name (opponent->card));
  set_label (action, 0, g_strdup_printf (cw_text_for_name (card_name (object->card),
                                                           _("Equip %s with %s"),
                                                           /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                           C_("name starts with a vowel", "Equip %s with %s")), card_name (character->card), card_name (object->card)));
  if (dry_run)
    return TRUE;

  object->host = character->uid;
  object->controller = author;
  cw_match_log (self, cw_text_for_name (card_name (object->card),
                                        _("%s equips %s with %s"),
                                        /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                        C_("name starts with a vowel", "%s equips %s with %s")), author_name (self, author),
                card_name (character->card), card_name (object->card));
  return TRUE;
}

gboolean
_cw_match_apply_vitality (CwMatch       *self,
                          CwMatchAction *action,
                          gboolean       dry_run,
                          GError       **error)
{
  CwPiece *piece = find_piece (self, action->piece);
  int before;

  if (!_cw_match_check_not_over (self, error))
    return FALSE;
  if (piece == NULL || piece->kind != CW_PIECE_CHARACTER)
    return _cw_match_refuse (error, _("Vitality: only a Character in play has Vitality"));
  if (action->amount == 0)
    return _cw_match_refuse (error, _("Vitality: a change of 0 changes nothing"));
  set_label (action, 0, g_strdup_printf (_("%s: Vitality %+d"), card_name (piece->card), action->amount));
  if (dry_run)
    return TRUE;

  before = piece->vitality;
  piece->vitality += action->amount;
  cw_match_log (self, _("%s: Vitality %d → %d"), card_name (piece->card), before, piece->vitality);
  if (piece->vitality <= 0)
    {
      /* "Characters whose Vitality becomes zero or less must immediately be archived." */
      cw_match_log (self, _("%s has no Vitality left and is archived"), card_name (piece->card));
      _cw_match_remove_piece (self, piece, FALSE);
    }
  return TRUE;
}

gboolean
_cw_match_apply_remove (CwMatch       *self,
                        CwMatchAction *action,
                        gboolean       dry_run,
                        GError       **error)
{
  CwPiece *piece = find_piece (self, action->piece);
  gboolean banish = action->kind == CW_ACTION_BANISH;

  if (!_cw_match_check_not_over (self, error))
    return FALSE;
  if (piece == NULL)
    return _cw_match_refuse (error, banish ? _("Banish: there is no card number %u in play")
                                           : _("Archive: there is no card number %u in play"), action->piece);
  set_label (action, 0, g_strdup_printf (banish ? _("Banish %s") : _("Archive %s"), card_name (piece->card)));
  if (dry_run)
    return TRUE;

  cw_match_log (self, banish ? _("%s is banished (removed from the game)") : _("%s is archived"),
                cw_card_get_title (piece->card));
  _cw_match_remove_piece (self, piece, banish);
  return TRUE;
}

gboolean
_cw_match_apply_keyword (CwMatch       *self,
                         CwMatchAction *action,
                         gboolean       dry_run,
                         GError       **error)
{
  CwPiece *piece = find_piece (self, action->piece);
  const char *id = action->text;
  const CwKeyword *keyword;

  if (!_cw_match_check_not_over (self, error))
    return FALSE;
  if (piece == NULL)
    return _cw_match_refuse (error, _("Keywords: there is no card number %u in play"), action->piece);
  keyword = id ? cw_game_find_keyword (self->game, id) : NULL;
  if (keyword == NULL)
    return _cw_match_refuse (error, _("Keywords: the game has no keyword “%s”"), id ? id : "");
  id = keyword->id;
  /* Translators: a card gains or loses a keyword ("Toto gains Flying"). */
  set_label (action, 0, g_strdup_printf (action->has_it ? _("%s gains %s") : _("%s loses %s"),
                                         card_name (piece->card), keyword->name));
  if (dry_run)
    return TRUE;

  if (piece->gained == NULL)
    {
      piece->gained = g_ptr_array_new_with_free_func (g_free);
      piece->lost = g_ptr_array_new_with_free_func (g_free);
    }
  for (guint i = 0; i < piece->lost->len; i++)
    if (g_str_equal (g_ptr_array_index (piece->lost, i), id) && action->has_it)
      g_ptr_array_remove_index (piece->lost, i--);
  for (guint i = 0; i < piece->gained->len; i++)
    if (g_str_equal (g_ptr_array_index (piece->gained, i), id) && !action->has_it)
      g_ptr_array_remove_index (piece->gained, i--);
  g_ptr_array_add (action->has_it ? piece->gained : piece->lost, g_strdup (id));
  cw_match_log (self, action->has_it ? _("%s gains %s") : _("%s loses %s"),
                card_name (piece->card), keyword_name (self, id));
  return TRUE;
}
