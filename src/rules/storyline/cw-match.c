/* cw-match.c: CwMatch, the Storyline engine: set-up, the Storyline geometry, queries, and its part of the CwEngine seam. */
#include "cw-match-private.h"
#include <glib/gi18n-lib.h>

#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-dice.h"
#include "cw-error.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-text.h"

G_DEFINE_FINAL_TYPE (CwMatch, cw_match, CW_TYPE_ENGINE)

/* ---- Actions as values ---- */

G_DEFINE_BOXED_TYPE (CwMatchAction, cw_match_action, cw_match_action_ref, cw_match_action_unref)

static CwMatchAction *
action_new (CwActionKind kind)
{
  CwMatchAction *action = g_new0 (CwMatchAction, 1);

  action->ref_count = 1;
  action->kind = kind;
  action->author = -1;
  action->place = CW_PLACE_NONE;
  return action;
}

CwMatchAction *
cw_match_action_ref (CwMatchAction *action)
{
  g_return_val_if_fail (action != NULL, NULL);
  action->ref_count++;
  return action;
}

void
cw_match_action_unref (CwMatchAction *action)
{
  g_return_if_fail (action != NULL);
  if (--action->ref_count > 0)
    return;
  g_clear_object (&action->card);
  g_clear_pointer (&action->faces, g_array_unref);
  g_free (action->text);
  g_free (action->label);
  g_free (action);
}

static GArray *
faces_copy (const guint *faces,
            guint        n_faces)
{
  GArray *array = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_faces);

  if (n_faces > 0)
    g_array_append_vals (array, faces, n_faces);
  return array;
}

CwMatchAction *
cw_match_action_copy (const CwMatchAction *action)
{
  CwMatchAction *copy = g_new0 (CwMatchAction, 1);

  *copy = *action;
  copy->ref_count = 1;
  if (copy->card)
    g_object_ref (copy->card);
  if (action->faces)
    copy->faces = faces_copy ((const guint *) (void *) action->faces->data, action->faces->len);
  copy->text = g_strdup (action->text);
  copy->label = g_strdup (action->label);
  return copy;
}

CwMatchAction *
cw_match_action_new_draw (void)
{
  return action_new (CW_ACTION_DRAW);
}

CwMatchAction *
cw_match_action_new_roll (const guint *faces,
                          guint        n_faces)
{
  CwMatchAction *action = action_new (CW_ACTION_ROLL);

  if (faces != NULL)
    {
      action->faces = faces_copy (faces, n_faces);
      action->physical = TRUE;
    }
  return action;
}

CwMatchAction *
cw_match_action_new_archive_for_dice (int          author,
                                      guint        n_cards,
                                      const guint *faces,
                                      guint        n_faces)
{
  CwMatchAction *action = action_new (CW_ACTION_ARCHIVE_FOR_DICE);

  action->author = author;
  action->amount = (int) n_cards;
  if (faces != NULL)
    {
      action->faces = faces_copy (faces, n_faces);
      action->physical = TRUE;
    }
  return action;
}

CwMatchAction *
cw_match_action_new_story_draw (void)
{
  return action_new (CW_ACTION_STORY_DRAW);
}

CwMatchAction *
cw_match_action_new_move (guint      piece,
                          int        to_place,
                          CwMoveKind kind)
{
  CwMatchAction *action = action_new (CW_ACTION_MOVE);

  action->piece = piece;
  action->place = to_place;
  action->move_kind = kind;
  return action;
}

CwMatchAction *
cw_match_action_new_replace_location (int     place,
                                      CwCard *drawn)
{
  CwMatchAction *action = action_new (CW_ACTION_REPLACE_LOCATION);

  action->place = place;
  action->card = drawn ? g_object_ref (drawn) : NULL;
  return action;
}

CwMatchAction *
cw_match_action_new_identify_location (int     place,
                                       CwCard *location)
{
  CwMatchAction *action = action_new (CW_ACTION_IDENTIFY_LOCATION);

  g_return_val_if_fail (CW_IS_CARD (location), action);
  action->place = place;
  action->card = g_object_ref (location);
  return action;
}

CwMatchAction *
cw_match_action_new_reveal_location (int place)
{
  CwMatchAction *action = action_new (CW_ACTION_REVEAL_LOCATION);

  action->place = place;
  return action;
}

CwMatchAction *
cw_match_action_new_play_card (CwCard *card,
                               int     place,
                               guint   target)
{
  CwMatchAction *action = action_new (CW_ACTION_PLAY_CARD);

  g_return_val_if_fail (CW_IS_CARD (card), action);
  action->card = g_object_ref (card);
  action->place = place;
  action->target = target;
  return action;
}

CwMatchAction *
cw_match_action_new_event_face_down (CwCard *event,
                                     int     sp)
{
  CwMatchAction *action = cw_match_action_new_play_card (event, CW_PLACE_NONE, 0);

  action->face_down = TRUE;
  action->amount = sp;
  return action;
}

CwMatchAction *
cw_match_action_new_trigger_event (int   author,
                                   guint piece)
{
  CwMatchAction *action = action_new (CW_ACTION_TRIGGER_EVENT);

  action->author = author;
  action->piece = piece;
  return action;
}

CwMatchAction *
cw_match_action_new_equip (int   author,
                           guint object,
                           guint character)
{
  CwMatchAction *action = action_new (CW_ACTION_EQUIP);

  action->author = author;
  action->piece = object;
  action->target = character;
  return action;
}

CwMatchAction *
cw_match_action_new_vitality (guint piece,
                              int   delta)
{
  CwMatchAction *action = action_new (CW_ACTION_VITALITY);

  action->piece = piece;
  action->amount = delta;
  return action;
}

CwMatchAction *
cw_match_action_new_archive (guint piece)
{
  CwMatchAction *action = action_new (CW_ACTION_ARCHIVE);

  action->piece = piece;
  return action;
}

CwMatchAction *
cw_match_action_new_banish (guint piece)
{
  CwMatchAction *action = action_new (CW_ACTION_BANISH);

  action->piece = piece;
  return action;
}

CwMatchAction *
cw_match_action_new_keyword (guint       piece,
                             const char *keyword_id,
                             gboolean    has_it)
{
  CwMatchAction *action = action_new (CW_ACTION_KEYWORD);

  action->piece = piece;
  action->text = g_strdup (keyword_id);
  action->has_it = has_it;
  return action;
}

CwMatchAction *
cw_match_action_new_adjust_score (int         author,
                                  int         delta,
                                  const char *reason)
{
  CwMatchAction *action = action_new (CW_ACTION_ADJUST_SCORE);

  action->author = author;
  action->amount = delta;
  action->text = g_strdup (reason);
  return action;
}

CwMatchAction *
cw_match_action_new_text_draw (int   author,
                               guint n_cards)
{
  CwMatchAction *action = action_new (CW_ACTION_TEXT_DRAW);

  action->author = author;
  action->amount = (int) n_cards;
  return action;
}

CwMatchAction *
cw_match_action_new_end_actions (void)
{
  return action_new (CW_ACTION_END_ACTIONS);
}

CwMatchAction *
cw_match_action_new_end_turn (void)
{
  return action_new (CW_ACTION_END_TURN);
}

CwActionKind
cw_match_action_get_kind (const CwMatchAction *action)
{
  g_return_val_if_fail (action != NULL, CW_ACTION_DRAW);
  return action->kind;
}

guint
cw_match_action_get_piece (const CwMatchAction *action)
{
  g_return_val_if_fail (action != NULL, 0);
  return action->piece;
}

int
cw_match_action_get_place (const CwMatchAction *action)
{
  g_return_val_if_fail (action != NULL, CW_PLACE_NONE);
  return action->place;
}

CwMoveKind
cw_match_action_get_move_kind (const CwMatchAction *action)
{
  g_return_val_if_fail (action != NULL, CW_MOVE_ACTION);
  return action->move_kind;
}

CwCard *
cw_match_action_get_card (const CwMatchAction *action)
{
  g_return_val_if_fail (action != NULL, NULL);
  return action->card;
}

int
cw_match_action_get_cost (const CwMatchAction *action)
{
  g_return_val_if_fail (action != NULL, 0);
  return action->cost;
}

const char *
cw_match_action_get_label (const CwMatchAction *action)
{
  g_return_val_if_fail (action != NULL, NULL);
  return action->label;
}

/* ---- The object ---- */

static void
author_setup_free (CwAuthorSetup *setup)
{
  g_free (setup->name);
  g_free (setup->colour);
  g_clear_object (&setup->title);
  g_free (setup->library_name);
  g_ptr_array_unref (setup->folio);
  g_free (setup);
}

static void
piece_free (CwPiece *piece)
{
  g_clear_pointer (&piece->gained, g_ptr_array_unref);
  g_clear_pointer (&piece->lost, g_ptr_array_unref);
  g_free (piece);
}

void
cw_match_state_free (CwMatchState *state)
{
  int i;

  if (state == NULL)
    return;
  for (i = 0; state->authors != NULL && state->authors[i].adjustments != NULL; i++)
    g_ptr_array_unref (state->authors[i].adjustments);
  g_free (state->authors);
  g_free (state->slot_card);
  g_free (state->slot_face_up);
  g_ptr_array_unref (state->folio);
  g_ptr_array_unref (state->pieces);
  g_array_unref (state->last_faces);
  g_free (state);
}

static void
cw_match_finalize (GObject *object)
{
  CwMatch *self = CW_MATCH (object);

  g_clear_pointer (&self->state, cw_match_state_free);
  g_clear_pointer (&self->setup, g_ptr_array_unref);
  g_clear_pointer (&self->shared_folio, g_ptr_array_unref);
  g_clear_pointer (&self->cards, g_hash_table_unref);
  g_clear_pointer (&self->custom, g_hash_table_unref);
  g_free (self->storylines);

  G_OBJECT_CLASS (cw_match_parent_class)->finalize (object);
}

static void
cw_match_constructed (GObject *object)
{
  CwMatch *self = CW_MATCH (object);

  G_OBJECT_CLASS (cw_match_parent_class)->constructed (object);
  self->game = cw_engine_get_game (CW_ENGINE (self));
  self->catalog = cw_engine_get_catalog (CW_ENGINE (self));
}

static void
cw_match_class_init (CwMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = cw_match_constructed;
  object_class->finalize = cw_match_finalize;
  _cw_match_class_engine_init (CW_ENGINE_CLASS (klass));
}

static void
cw_match_init (CwMatch *self)
{
  self->cards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->custom = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->setup = g_ptr_array_new_with_free_func ((GDestroyNotify) author_setup_free);
  self->shared_folio = g_ptr_array_new_with_free_func (g_object_unref);
  self->first_author_asked = -1;
  self->next_custom = 1;
}

CwMatch *
cw_match_new (CwGame    *game,
              CwCatalog *catalog)
{
  CwMatch *self;

  g_return_val_if_fail (CW_IS_GAME (game), NULL);
  g_return_val_if_fail (catalog == NULL || CW_IS_CATALOG (catalog), NULL);

  self = g_object_new (CW_TYPE_MATCH, "game", game, "catalog", catalog, NULL);
  return self;
}

CwGame *
cw_match_get_game (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  return self->game;
}

/* One CwCard per id for the whole match, so pieces compare by pointer and a save
 * can write every card the match refers to. */
CwCard *
cw_match_register_card (CwMatch *self,
                        CwCard  *card)
{
  CwCard *known;

  if (card == NULL)
    return NULL;
  known = g_hash_table_lookup (self->cards, cw_card_get_id (card));
  if (known != NULL)
    return known;
  g_hash_table_insert (self->cards, g_strdup (cw_card_get_id (card)), g_object_ref (card));
  return card;
}

gboolean
cw_match_card_is_type (CwCard     *card,
                       const char *type_id)
{
  const char *type = cw_card_get_card_type (card);

  return type != NULL && g_ascii_strcasecmp (type, type_id) == 0;
}

/* ---- Set-up ---- */

static const CwSectionRule *
section_holding_type (CwGame     *game,
                      const char *type_id)
{
  const CwSectionRule *section = cw_game_section_for_type (game, type_id);

  /* section_for_type falls back to the first section; only a section that names the
   * type really holds it. */
  if (section == NULL || section->types == NULL ||
      !g_strv_contains ((const char * const *) section->types, type_id))
    return NULL;
  return section;
}

int
cw_match_add_author (CwMatch    *self,
                     const char *name,
                     const char *colour,
                     CwCard     *title,
                     CwLibrary  *library,
                     GError    **error)
{
  CwAuthorSetup *setup;
  const CwSectionRule *folio_section;
  const CwSectionRule *title_section;

  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  g_return_val_if_fail (name != NULL, -1);
  g_return_val_if_fail (title == NULL || CW_IS_CARD (title), -1);
  g_return_val_if_fail (library == NULL || CW_IS_LIBRARY (library), -1);

  if (cw_match_is_started (self))
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Set-up: Authors join before the match starts"));
      return -1;
    }
  if (self->setup->len >= CW_MATCH_MAX_AUTHORS)
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                   _("Authors: a match has at most %d Authors"), CW_MATCH_MAX_AUTHORS);
      return -1;
    }
  if (*name == '\0')
    {
      g_set_error (error, CW_ERROR, CW_ERROR_INVALID, _("Authors: every Author needs a name"));
      return -1;
    }
  for (guint i = 0; i < self->setup->len; i++)
    {
      CwAuthorSetup *other = g_ptr_array_index (self->setup, i);

      if (cw_text_equal_folded (other->name, name))
        {
          g_set_error (error, CW_ERROR, CW_ERROR_INVALID,
                       _("Authors: two Authors are called “%s”; the log needs different names"), name);
          return -1;
        }
    }

  setup = g_new0 (CwAuthorSetup, 1);
  setup->name = g_strdup (name);
  setup->colour = g_strdup (colour ? colour : "#808080");
  setup->library_size = -1;
  setup->folio = g_ptr_array_new_with_free_func (g_object_unref);

  folio_section = section_holding_type (self->game, "location");
  title_section = section_holding_type (self->game, "title");

  if (library != NULL)
    {
      g_auto (GStrv) sections = cw_library_dup_section_ids (library);
      int size = 0;

      setup->library_name = g_strdup (cw_library_get_name (library));
      for (guint s = 0; sections && sections[s]; s++)
        {
          GPtrArray *entries = cw_library_get_entries (library, sections[s]);
          gboolean is_folio = folio_section && g_str_equal (sections[s], folio_section->id);
          gboolean is_title = title_section && g_str_equal (sections[s], title_section->id);

          for (guint e = 0; entries && e < entries->len; e++)
            {
              CwLibraryEntry *entry = g_ptr_array_index (entries, e);
              CwCard *card = NULL;

              if (!is_folio && !is_title)
                {
                  size += entry->count;
                  continue;
                }
              if (self->catalog != NULL)
                card = cw_catalog_lookup (self->catalog, entry->card_id);
              if (card == NULL)
                {
                  g_set_error (error, CW_ERROR, CW_ERROR_UNKNOWN_CARD,
                               _("Library “%s”: card id “%s” is not in the catalog"),
                               setup->library_name ? setup->library_name : "",
                               entry->card_id);
                  author_setup_free (setup);
                  return -1;
                }
              card = cw_match_register_card (self, card);
              if (is_title)
                {
                  if (title == NULL && setup->title == NULL)
                    setup->title = g_object_ref (card);
                  continue;
                }
              for (guint c = 0; c < entry->count; c++)
                g_ptr_array_add (setup->folio, g_object_ref (card));
            }
        }
      setup->library_size = size;
    }

  if (title != NULL)
    setup->title = g_object_ref (cw_match_register_card (self, title));

  g_ptr_array_add (self->setup, setup);
  return (int) self->setup->len - 1;
}

void
cw_match_add_folio_location (CwMatch *self,
                             CwCard  *location)
{
  g_return_if_fail (CW_IS_MATCH (self));
  g_return_if_fail (CW_IS_CARD (location));
  g_return_if_fail (!cw_match_is_started (self));

  g_ptr_array_add (self->shared_folio, g_object_ref (cw_match_register_card (self, location)));
}

CwCard *
cw_match_new_custom_card (CwMatch    *self,
                          const char *type_id,
                          const char *name)
{
  g_autofree char *id = NULL;
  g_autoptr (CwCard) card = NULL;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  g_return_val_if_fail (type_id != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (;;)
    {
      g_free (id);
      id = g_strdup_printf ("custom-%u", self->next_custom++);
      if (!g_hash_table_contains (self->cards, id))
        break;
    }

  card = cw_card_new (self->game, id);
  cw_card_set_card_type (card, type_id);
  cw_card_set_name (card, name);
  g_hash_table_add (self->custom, g_strdup (id));
  return cw_match_register_card (self, card);
}

static gboolean
game_has_field (CwGame     *game,
                const char *field_id)
{
  const CwFieldDef *field = cw_game_find_field (game, field_id);

  return field != NULL && g_str_equal (field->id, field_id);
}

CwCard *
cw_match_new_custom_character (CwMatch            *self,
                               const char         *name,
                               int                 vitality,
                               int                 cost,
                               const char * const *keywords)
{
  CwCard *card;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);

  card = cw_match_new_custom_card (self, "character", name);
  /* A game without these fields (an odd user game) simply has no Vitality to count. */
  if (game_has_field (self->game, "vitality"))
    cw_card_set_int (card, "vitality", vitality);
  if (game_has_field (self->game, "cost"))
    cw_card_set_int (card, "cost", cost);
  for (guint i = 0; keywords && keywords[i]; i++)
    cw_card_add_keyword (card, keywords[i]);
  return card;
}

guint32
cw_match_get_seed (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return cw_engine_get_seed (CW_ENGINE (self));
}

static void
shuffle (GPtrArray *cards,
         GRand     *rand)
{
  for (guint i = cards->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      gpointer swap = cards->pdata[i - 1];

      cards->pdata[i - 1] = cards->pdata[j];
      cards->pdata[j] = swap;
    }
}

/* The state at the start of round 1: everything the seed decides. Replaying the
 * actions on it gives the match as it stands. */
CwMatchState *
cw_match_state_new (CwMatch *self)
{
  CwMatchState *state = g_new0 (CwMatchState, 1);
  int n = self->n_authors;
  guint opening = cw_game_get_opening_hand (self->game);
  guint dealt = 0;
  CwAuthorSetup *first;
  GRand *rand = cw_engine_get_rand (CW_ENGINE (self));

  state->authors = g_new0 (CwAuthorState, n + 1);  /* zeroed sentinel for the free loop */
  state->slot_card = g_new0 (CwCard *, n * CW_MATCH_SPOKE_LENGTH);
  state->slot_face_up = g_new0 (gboolean, n * CW_MATCH_SPOKE_LENGTH);
  state->folio = g_ptr_array_new ();
  state->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) piece_free);
  state->next_uid = 1;
  state->last_faces = g_array_new (FALSE, FALSE, sizeof (guint));
  state->last_author = -1;
  state->ending_author = -1;

  for (int i = 0; i < n; i++)
    {
      CwAuthorSetup *setup = g_ptr_array_index (self->setup, i);

      for (guint c = 0; c < setup->folio->len; c++)
        g_ptr_array_add (state->folio, g_ptr_array_index (setup->folio, c));
    }
  for (guint c = 0; c < self->shared_folio->len; c++)
    g_ptr_array_add (state->folio, g_ptr_array_index (self->shared_folio, c));
  shuffle (state->folio, rand);

  /* The Authors take turns placing a Location from the centre outwards. */
  for (int depth = 0; depth < CW_MATCH_SPOKE_LENGTH; depth++)
    for (int spoke = 0; spoke < n; spoke++)
      if (state->folio->len > 0)
        {
          state->slot_card[spoke * CW_MATCH_SPOKE_LENGTH + depth] = g_ptr_array_steal_index (state->folio, 0);
          dealt++;
        }

  state->first_author = self->first_author_asked >= 0
    ? self->first_author_asked
    : g_rand_int_range (rand, 0, n);

  for (int i = 0; i < n; i++)
    {
      CwAuthorSetup *setup = g_ptr_array_index (self->setup, i);
      CwAuthorState *author = &state->authors[i];

      author->hand = (int) opening;
      author->library = setup->library_size >= 0 ? MAX (0, setup->library_size - (int) opening) : -1;
      author->adjustments = g_ptr_array_new_with_free_func (g_free);
    }

  state->phase = CW_MATCH_PHASE_PLAYING;
  state->current = state->first_author;
  state->turn_in_round = 0;
  state->round = 1;
  state->step = CW_TURN_STEP_DRAW;

  first = g_ptr_array_index (self->setup, state->first_author);
  cw_engine_log (CW_ENGINE (self),
                 _("Set-up: %u Locations placed face down from a Folio of %u; "
                   "%u face-down Locations still to be named"),
                 dealt, dealt + state->folio->len,
                 n * CW_MATCH_SPOKE_LENGTH - dealt);
  if (self->first_author_asked >= 0)
    cw_engine_log (CW_ENGINE (self), _("%s goes first"), first->name);
  else
    cw_engine_log (CW_ENGINE (self), _("%s goes first (drawn by lot)"), first->name);
  cw_engine_log (CW_ENGINE (self), cw_text_for_name (first->name,
                                                     _("Round %u: %s's turn"),
                                                     /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                     C_("name starts with a vowel", "Round %u: %s's turn")), 1u, first->name);
  return state;
}

gboolean
cw_match_start (CwMatch *self,
                guint32  seed,
                int      first_author,
                GError **error)
{
  int asked;

  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);

  /* Set for the check; put back when the start is refused. */
  asked = self->first_author_asked;
  if (!cw_engine_is_started (CW_ENGINE (self)))
    self->first_author_asked = first_author < 0 ? -1 : first_author;
  if (!cw_engine_start (CW_ENGINE (self), seed, error))
    {
      self->first_author_asked = asked;
      return FALSE;
    }
  return TRUE;
}

gboolean
cw_match_is_started (CwMatch *self)
{
  return cw_engine_is_started (CW_ENGINE (self));
}

/* ---- Authors ---- */

#define AUTHOR_OK(self, author) \
  ((self)->state != NULL && (author) >= 0 && (author) < (self)->n_authors)

guint
cw_match_get_n_authors (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return self->setup->len;
}

static CwAuthorSetup *
get_setup (CwMatch *self,
           int      author)
{
  if (author < 0 || author >= (int) self->setup->len)
    return NULL;
  return g_ptr_array_index (self->setup, author);
}

const char *
cw_match_get_author_name (CwMatch *self,
                          int      author)
{
  CwAuthorSetup *setup;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  setup = get_setup (self, author);
  return setup ? setup->name : NULL;
}

const char *
cw_match_get_author_colour (CwMatch *self,
                            int      author)
{
  CwAuthorSetup *setup;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  setup = get_setup (self, author);
  return setup ? setup->colour : NULL;
}

CwCard *
cw_match_get_author_title (CwMatch *self,
                           int      author)
{
  CwAuthorSetup *setup;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  setup = get_setup (self, author);
  return setup ? setup->title : NULL;
}

const char *
cw_match_get_author_library_name (CwMatch *self,
                                  int      author)
{
  CwAuthorSetup *setup;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  setup = get_setup (self, author);
  return setup ? setup->library_name : NULL;
}

int
cw_match_get_author_to_right (CwMatch *self,
                              int      author)
{
  int n;

  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  n = (int) self->setup->len;
  if (author < 0 || author >= n)
    return -1;
  return (author + n - 1) % n;
}

int
cw_match_get_balance (CwMatch *self,
                      int      author)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return AUTHOR_OK (self, author) ? self->state->authors[author].balance : 0;
}

int
cw_match_get_hand_count (CwMatch *self,
                         int      author)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return AUTHOR_OK (self, author) ? self->state->authors[author].hand : 0;
}

int
cw_match_get_library_count (CwMatch *self,
                            int      author)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  return AUTHOR_OK (self, author) ? self->state->authors[author].library : -1;
}

int
cw_match_get_archive_count (CwMatch *self,
                            int      author)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return AUTHOR_OK (self, author) ? self->state->authors[author].archive : 0;
}

/* ---- Locations ---- */

CwCard *
cw_match_get_location (CwMatch *self,
                       int      place)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  if (self->state == NULL || !IS_SLOT (self, place))
    return NULL;
  return self->state->slot_card[place - self->n_authors];
}

gboolean
cw_match_location_is_face_up (CwMatch *self,
                              int      place)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  if (self->state == NULL || !IS_SLOT (self, place))
    return FALSE;
  return self->state->slot_face_up[place - self->n_authors];
}

char *
cw_match_dup_place_name (CwMatch *self,
                         int      place)
{
  CwCard *card;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  if (cw_match_place_is_title (self, place))
    {
      const char *author = cw_match_get_author_name (self, place);

      /* French: "carte Titre d’Ann", and "du Lion" for an Author called "Le Lion". */
      return cw_text_contract_name (g_strdup_printf (cw_text_for_name (author,
                                                                       _("%s's Title card"),
                                                                       /* Translators: the same, for a name that starts with a vowel (French: “d’Ann”, not “de Ann”). */
                                                                       C_("name starts with a vowel", "%s's Title card")), author),
                                    author);
    }
  if (!IS_SLOT (self, place))
    return g_strdup (_("nowhere"));
  if (!cw_match_location_is_face_up (self, place))
    return g_strdup (_("a face-down Location"));
  card = cw_match_get_location (self, place);
  return g_strdup (card ? cw_card_get_title (card) : _("an unknown Location"));
}

int
cw_match_location_get_enter_cost (CwMatch *self,
                                  int      place)
{
  CwCard *card = cw_match_get_location (self, place);

  return card ? MAX (0, cw_card_get_int_or (card, "enter_cost", 0)) : 0;
}

int
cw_match_location_get_leave_cost (CwMatch *self,
                                  int      place)
{
  CwCard *card = cw_match_get_location (self, place);

  return card ? MAX (0, cw_card_get_int_or (card, "leave_cost", 0)) : 0;
}

gboolean
cw_match_location_is_water (CwMatch *self,
                            int      place)
{
  CwCard *card = cw_match_get_location (self, place);

  return card ? cw_card_get_bool (card, "water") : FALSE;
}

gboolean
cw_match_location_requires_swimming (CwMatch *self,
                                     int      place)
{
  CwCard *card = cw_match_get_location (self, place);

  return card ? cw_card_get_bool (card, "requires_swimming") : FALSE;
}

GPtrArray *
cw_match_get_folio (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  return self->state ? self->state->folio : NULL;
}

/* ---- Pieces ---- */

CwPiece *
cw_match_find_piece (CwMatch *self,
                     guint    uid)
{
  if (self->state == NULL || uid == 0)
    return NULL;
  for (guint i = 0; i < self->state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (self->state->pieces, i);

      if (piece->uid == uid)
        return piece;
    }
  return NULL;
}

GArray *
cw_match_get_pieces_at (CwMatch *self,
                        int      place)
{
  GArray *uids = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (CW_IS_MATCH (self), uids);
  if (self->state == NULL)
    return uids;
  for (int kind = CW_PIECE_CHARACTER; kind <= CW_PIECE_EVENT; kind++)
    for (guint i = 0; i < self->state->pieces->len; i++)
      {
        CwPiece *piece = g_ptr_array_index (self->state->pieces, i);

        if ((int) piece->kind == kind && piece->place == place)
          g_array_append_val (uids, piece->uid);
      }
  return uids;
}

GArray *
cw_match_get_face_down_events (CwMatch *self,
                               int      author)
{
  GArray *uids = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (CW_IS_MATCH (self), uids);
  for (guint i = 0; self->state && i < self->state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (self->state->pieces, i);

      if (piece->kind == CW_PIECE_EVENT && piece->place == CW_PLACE_NONE && piece->controller == author)
        g_array_append_val (uids, piece->uid);
    }
  return uids;
}

GArray *
cw_match_get_pieces (CwMatch *self)
{
  GArray *uids = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (CW_IS_MATCH (self), uids);
  for (guint i = 0; self->state && i < self->state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (self->state->pieces, i);

      g_array_append_val (uids, piece->uid);
    }
  return uids;
}

gboolean
cw_match_has_piece (CwMatch *self,
                    guint    piece)
{
  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  return cw_match_find_piece (self, piece) != NULL;
}

CwCard *
cw_match_piece_get_card (CwMatch *self,
                         guint    uid)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  piece = cw_match_find_piece (self, uid);
  return piece ? piece->card : NULL;
}

CwPieceKind
cw_match_piece_get_kind (CwMatch *self,
                         guint    uid)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), CW_PIECE_CHARACTER);
  piece = cw_match_find_piece (self, uid);
  return piece ? piece->kind : CW_PIECE_CHARACTER;
}

int
cw_match_piece_get_owner (CwMatch *self,
                          guint    uid)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  piece = cw_match_find_piece (self, uid);
  return piece ? piece->owner : -1;
}

int
cw_match_piece_get_controller (CwMatch *self,
                               guint    uid)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  piece = cw_match_find_piece (self, uid);
  return piece ? piece->controller : -1;
}

int
cw_match_piece_get_place (CwMatch *self,
                          guint    uid)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), CW_PLACE_NONE);
  piece = cw_match_find_piece (self, uid);
  return piece ? piece->place : CW_PLACE_NONE;
}

int
cw_match_piece_get_vitality (CwMatch *self,
                             guint    uid)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  piece = cw_match_find_piece (self, uid);
  return piece ? piece->vitality : 0;
}

guint
cw_match_piece_get_host (CwMatch *self,
                         guint    uid)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  piece = cw_match_find_piece (self, uid);
  return piece ? piece->host : 0;
}

gboolean
cw_match_piece_has_keyword (CwMatch    *self,
                            guint       uid,
                            const char *keyword_id)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  piece = cw_match_find_piece (self, uid);
  return piece ? cw_match_piece_keyword (piece, keyword_id) : FALSE;
}

gboolean
cw_match_piece_has_bonus_moved (CwMatch *self,
                                guint    uid)
{
  CwPiece *piece;

  g_return_val_if_fail (CW_IS_MATCH (self), FALSE);
  piece = cw_match_find_piece (self, uid);
  return piece ? piece->bonus_moved : FALSE;
}

guint
cw_match_find_character (CwMatch    *self,
                         const char *name)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  g_return_val_if_fail (name != NULL, 0);

  for (guint i = 0; self->state && i < self->state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (self->state->pieces, i);

      if (piece->kind == CW_PIECE_CHARACTER &&
          (cw_text_equal_folded (cw_card_get_name (piece->card), name) ||
           cw_text_equal_folded (cw_card_get_title (piece->card), name)))
        return piece->uid;
    }
  return 0;
}

/* ---- Turns ---- */

CwMatchPhase
cw_match_get_phase (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), CW_MATCH_PHASE_SETUP);
  return self->state ? self->state->phase : CW_MATCH_PHASE_SETUP;
}

guint
cw_match_get_round (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return self->state ? self->state->round : 0;
}

int
cw_match_get_first_author (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  return self->state ? self->state->first_author : -1;
}

int
cw_match_get_current_author (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  return self->state ? self->state->current : -1;
}

CwTurnStep
cw_match_get_step (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), CW_TURN_STEP_DRAW);
  return self->state ? self->state->step : CW_TURN_STEP_DRAW;
}

const char *
cw_match_step_get_name (CwTurnStep step)
{
  switch (step)
    {
    case CW_TURN_STEP_DRAW:
      return "Draw a card";
    case CW_TURN_STEP_ROLL:
      return "Roll for Story Points";
    case CW_TURN_STEP_ACTIONS:
      return "Story Actions";
    case CW_TURN_STEP_BONUS_MOVE:
      return "Bonus movement";
    default:
      return "";
    }
}

int
cw_match_get_ending_author (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  return self->state ? self->state->ending_author : -1;
}

guint
cw_match_get_ending_piece (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  return self->state ? self->state->ending_piece : 0;
}

/* ---- Dice ---- */

guint
cw_match_get_gold_dice (CwMatch *self,
                        int      author)
{
  guint n = 0;

  g_return_val_if_fail (CW_IS_MATCH (self), 0);
  if (!AUTHOR_OK (self, author))
    return 0;
  for (guint i = 0; i < self->state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (self->state->pieces, i);

      /* "Title Cards are not part of the Storyline": only Characters at Locations count. */
      if (piece->kind == CW_PIECE_CHARACTER && piece->controller == author && IS_SLOT (self, piece->place))
        n++;
    }
  return n;
}

/* "Each Character they have in play in the Storyline" (the score) and "a Character in
 * your Storyline" (equipping): a Location always; a Title card only by the option, the
 * book saying "(Title Cards are not part of the Storyline.)". */
gboolean
cw_match_piece_in_storyline (CwMatch *self,
                             CwPiece *piece)
{
  if (IS_SLOT (self, piece->place))
    return TRUE;
  return rule_title_in_storyline (self) && cw_match_place_is_title (self, piece->place);
}

CwDice *
cw_match_dup_turn_pool (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  return cw_dice_new_for_game (self->game, cw_match_get_gold_dice (self, cw_match_get_current_author (self)));
}

CwDice *
cw_match_dup_last_roll (CwMatch *self)
{
  CwMatchState *state;
  CwDice *dice;

  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  state = self->state;
  if (state == NULL || state->last_author < 0)
    return NULL;
  dice = state->last_bonus_only
    ? cw_dice_new_bonus (self->game, state->last_n_gold)
    : cw_dice_new_for_game (self->game, state->last_n_gold);
  cw_dice_set_faces (dice, (const guint *) (void *) state->last_faces->data, state->last_faces->len);
  return dice;
}

int
cw_match_get_last_roll_author (CwMatch *self)
{
  g_return_val_if_fail (CW_IS_MATCH (self), -1);
  return self->state ? self->state->last_author : -1;
}

/* ---- The score ---- */

GArray *
cw_match_get_score (CwMatch *self)
{
  GArray *score = g_array_new (FALSE, TRUE, sizeof (CwMatchScore));
  CwMatchState *state;
  int best = G_MININT;

  g_return_val_if_fail (CW_IS_MATCH (self), score);
  state = self->state;
  if (state == NULL)
    return score;

  g_array_set_size (score, self->n_authors);
  for (int a = 0; a < self->n_authors; a++)
    {
      CwMatchScore *line = &g_array_index (score, CwMatchScore, a);

      line->author = a;
      line->adjustments = state->authors[a].adjustment_total;
    }
  for (guint i = 0; i < state->pieces->len; i++)
    {
      CwPiece *piece = g_ptr_array_index (state->pieces, i);
      CwMatchScore *line;

      if (piece->kind != CW_PIECE_CHARACTER)
        continue;
      line = &g_array_index (score, CwMatchScore, piece->controller);
      /* "The Prime Character used to end the game is not counted." */
      if (piece->uid == state->ending_piece)
        line->prime_excluded += piece->vitality;
      /* "each Character they have in play in the Storyline" */
      else if (cw_match_piece_in_storyline (self, piece))
        line->vitality += piece->vitality;
    }
  for (int a = 0; a < self->n_authors; a++)
    {
      CwMatchScore *line = &g_array_index (score, CwMatchScore, a);

      line->total = line->vitality + line->adjustments;
      best = MAX (best, line->total);
    }
  for (int a = 0; a < self->n_authors; a++)
    {
      CwMatchScore *line = &g_array_index (score, CwMatchScore, a);

      line->winner = state->phase == CW_MATCH_PHASE_OVER && line->total == best;
    }
  return score;
}

GArray *
cw_match_get_winners (CwMatch *self)
{
  g_autoptr (GArray) score = cw_match_get_score (self);
  GArray *winners = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < score->len; i++)
    if (g_array_index (score, CwMatchScore, i).winner)
      g_array_append_val (winners, g_array_index (score, CwMatchScore, i).author);
  return winners;
}

GPtrArray *
cw_match_get_adjustments (CwMatch *self,
                          int      author)
{
  g_return_val_if_fail (CW_IS_MATCH (self), NULL);
  return AUTHOR_OK (self, author) ? self->state->authors[author].adjustments : NULL;
}
