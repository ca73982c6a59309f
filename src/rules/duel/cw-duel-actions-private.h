/* cw-duel-actions-private.h: what the files of the duel's actions share: the words of a label or
 * a refusal, the helpers of the checks, and each action's check-and-perform. */
#pragma once

#include "cw-duel-private.h"

#include "cw-card.h"

G_BEGIN_DECLS

/* "A Group can have a max of 4 Members" */
#define CW_DUEL_GROUP_MAX 4

/* cw-duel-actions.c: the words of a label and of a refusal. */
void            _cw_duel_write_label          (CwDuelAction   *action,
                                               const char     *format,
                                               ...) G_GNUC_PRINTF (2, 3);
gboolean        _cw_duel_refuse_with_words    (GError        **error,
                                               const char     *format,
                                               ...) G_GNUC_PRINTF (2, 3);

/* Listing the legal actions checks dozens of candidates a move; their words are written when
 * asked for (duel_action_get_label, cw-duel-actions.c), not for each one checked, and an action
 * performed keeps those of its check (_cw_duel_apply). A macro, so that when no words are wanted
 * not even the arguments (translations, player names) are worked out. */
#define set_label(self, action, ...) \
  G_STMT_START { if (!(self)->wordless) _cw_duel_write_label ((action), __VA_ARGS__); } G_STMT_END

/* FALSE, with the refusal's words for a caller that asks for them: listing checks candidates
 * with no GError, and most of them are refused, so their words (translations, names) are not
 * worked out at all. */
#define refuse(error, ...) \
  ((error) != NULL ? _cw_duel_refuse_with_words ((error), __VA_ARGS__) : FALSE)

/* The small helpers of nearly every check and of the notation, inline in each file. */

/* Names in the notation are the default ones, the same in every language. */
static inline const char *
notation_name (CwCard *card)
{
  const char *name = cw_card_get_name_for (card, NULL);

  return name ? name : cw_card_get_id (card);
}

static inline const char *
player_name (CwDuel *self,
             int     player)
{
  return cw_engine_get_player_name (CW_ENGINE (self), (guint) player);
}

/* Every card of a duel is its catalog's one object (decks, parsed lines and legal actions all
 * take them from the engine's catalog), so a card is found by pointer. */
static inline int
hand_index (CwDuelHolding *holding,
            CwCard        *card)
{
  for (guint i = 0; i < holding->hand->len; i++)
    if (g_ptr_array_index (holding->hand, i) == card)
      return (int) i;
  return -1;
}

static inline gboolean
is_type (CwCard     *card,
         const char *type)
{
  return g_strcmp0 (cw_card_get_card_type (card), type) == 0;
}

/* cw-duel-actions.c: the helpers of the checks; what is untranslated (N_) is translated only for a
 * refusal asked for. */
gboolean        _cw_duel_in_hand              (CwDuel         *self,
                                               int             player,
                                               CwCard         *card,
                                               GError        **error);
CwCard         *_cw_duel_take_from_hand       (CwDuel         *self,
                                               int             player,
                                               CwCard         *card);
/* The piece of card if it is a viable Character of player's; NULL with the refusal if not. */
CwDuelPiece    *_cw_duel_viable_piece         (CwDuel         *self,
                                               int             player,
                                               CwCard         *card,
                                               GError        **error);
gboolean        _cw_duel_spellcaster_in_play  (CwDuel         *self,
                                               int             player);
gboolean        _cw_duel_in_phase             (CwDuel         *self,
                                               CwDuelPhase     phase,
                                               const char     *what,
                                               GError        **error);
void            _cw_duel_discard_to_owner     (CwDuel         *self,
                                               CwCard         *card);
/* Logs the action performed, its label a sentence; TRUE, the performing apply's answer. */
gboolean        _cw_duel_log_performed        (CwDuel         *self,
                                               CwDuelAction   *action);
void            _cw_duel_action_unref         (CwEngineAction  pointer);
/* The check of the action (dry_run), or the action performed: the engine's apply vfunc. */
gboolean        _cw_duel_apply                (CwEngine       *engine,
                                               CwEngineAction  pointer,
                                               gboolean        dry_run,
                                               GError        **error);

/* cw-duel-notation.c */
char           *_cw_duel_format_action        (CwEngine       *engine,
                                               CwEngineAction  pointer);
CwEngineAction  _cw_duel_parse_action         (CwEngine       *engine,
                                               const char     *line,
                                               GError        **error);

/* cw-duel-legal.c */
GPtrArray      *_cw_duel_list_legal           (CwEngine       *engine);

/* Each action: checked (dry_run, the refusal in error) or performed, its label written unless
 * the engine is wordless. */

/* cw-duel-turn.c */
gboolean        _cw_duel_apply_draw           (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_next           (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_summon         (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_attach         (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_group          (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_leave          (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_discard        (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_assign         (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);

/* cw-duel-battle.c */
gboolean        _cw_duel_apply_attack         (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
/* A card played in the battle waiting, or (with a target, not a Call Defender) outside one. */
gboolean        _cw_duel_apply_play           (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_intervene      (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
gboolean        _cw_duel_apply_resolve        (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);

/* cw-duel-out-of-battle.c */
gboolean        _cw_duel_acts_out_of_battle   (CwCard         *card);
gboolean        _cw_duel_play_out_of_battle   (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);
/* Whether the Item's note makes it act outside a battle ("use ITEM"). */
gboolean        _cw_duel_item_has_use         (CwCard         *card);
gboolean        _cw_duel_apply_use            (CwDuel         *self,
                                               CwDuelAction   *action,
                                               gboolean        dry_run,
                                               GError        **error);


G_END_DECLS
