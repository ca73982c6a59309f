/* cw-card.h: one card of a game: identity, title, alignment, field values, keywords, text. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

#define CW_TYPE_CARD (cw_card_get_type ())
G_DECLARE_FINAL_TYPE (CwCard, cw_card, CW, CARD, GObject)

CwCard       *cw_card_new             (CwGame       *game,
                                       const char   *id);
/* A deep copy with another id, for "duplicate into my set". */
CwCard       *cw_card_copy            (CwCard       *self,
                                       const char   *new_id);

CwGame       *cw_card_get_game        (CwCard       *self);
const char   *cw_card_get_id          (CwCard       *self);
const char   *cw_card_get_set_id      (CwCard       *self);
void          cw_card_set_set_id      (CwCard       *self,
                                       const char   *set_id);
const char   *cw_card_get_card_type   (CwCard       *self);
void          cw_card_set_card_type   (CwCard       *self,
                                       const char   *type_id);
/* The name in the user's languages (cw_text_get_languages()) when the card has it, else the
 * default one. Setting changes that same variant: what the user sees is what they edit. */
const char   *cw_card_get_name        (CwCard       *self);
void          cw_card_set_name        (CwCard       *self,
                                       const char   *name);
/* Translations (xml:lang). lang NULL is the default name; a language without a variant gives NULL.
 * Setting NULL removes a variant (never the default). */
const char   *cw_card_get_name_for    (CwCard       *self,
                                       const char   *lang);
void          cw_card_set_name_for    (CwCard       *self,
                                       const char   *lang,
                                       const char   *name);
/* The name for the first of languages that has one, else the default. */
const char   *cw_card_pick_name       (CwCard       *self,
                                       const char * const *languages);
/* Every translation, pairs of language and name ("fr", "Épouvantail", NULL); never NULL. */
const char * const *cw_card_get_name_variants (CwCard *self);
/* The part after a "•" in a title: "Girl from Kansas"; NULL when the card has one version. */
const char   *cw_card_get_version     (CwCard       *self);
void          cw_card_set_version     (CwCard       *self,
                                       const char   *version);
/* "Name • Version", or the name alone. */
const char   *cw_card_get_title       (CwCard       *self);
/* Other names search should find: a corrected spelling, a translation. */
const char * const *cw_card_get_alt_names (CwCard   *self);
void          cw_card_add_alt_name    (CwCard       *self,
                                       const char   *name);
const char   *cw_card_get_alignment   (CwCard       *self);
void          cw_card_set_alignment   (CwCard       *self,
                                       const char   *alignment_id);
/* Game text with light Pango markup (<b>card names</b>, <i>…</i>), in the user's languages
 * like the name. */
const char   *cw_card_get_text        (CwCard       *self);
void          cw_card_set_text        (CwCard       *self,
                                       const char   *markup);
const char   *cw_card_get_text_for    (CwCard       *self,
                                       const char   *lang);
void          cw_card_set_text_for    (CwCard       *self,
                                       const char   *lang,
                                       const char   *markup);
const char   *cw_card_pick_text       (CwCard       *self,
                                       const char * const *languages);
const char * const *cw_card_get_text_variants (CwCard *self);
/* The text (as cw_card_get_text() gives it) without markup. */
const char   *cw_card_get_plain_text  (CwCard       *self);
/* Flavour or note text kept as printed (Good against Evil notes). */
const char   *cw_card_get_note        (CwCard       *self);
void          cw_card_set_note        (CwCard       *self,
                                       const char   *note);
/* Image file name relative to the set's folder, or NULL. */
const char   *cw_card_get_image       (CwCard       *self);
void          cw_card_set_image       (CwCard       *self,
                                       const char   *image);
/* The card's own back picture (a file in its set's folder, or an absolute path), printed
 * behind it instead of its type's or the game's back; NULL for none. */
const char   *cw_card_get_back        (CwCard       *self);
void          cw_card_set_back        (CwCard       *self,
                                       const char   *back);

const char * const *cw_card_get_keywords (CwCard    *self);
gboolean      cw_card_has_keyword     (CwCard       *self,
                                       const char   *keyword_id);
void          cw_card_add_keyword     (CwCard       *self,
                                       const char   *keyword_id);
void          cw_card_remove_keyword  (CwCard       *self,
                                       const char   *keyword_id);

/* Field values by field id. Getters return FALSE / NULL when the card has no value. */
gboolean      cw_card_has_field       (CwCard       *self,
                                       const char   *field_id);
gboolean      cw_card_get_int         (CwCard       *self,
                                       const char   *field_id,
                                       int          *value);
/* The int value, or fallback when unset. */
int           cw_card_get_int_or      (CwCard       *self,
                                       const char   *field_id,
                                       int           fallback);
const char   *cw_card_get_string      (CwCard       *self,
                                       const char   *field_id);
gboolean      cw_card_get_bool        (CwCard       *self,
                                       const char   *field_id);
const char * const *cw_card_get_list  (CwCard       *self,
                                       const char   *field_id);
void          cw_card_set_int         (CwCard       *self,
                                       const char   *field_id,
                                       int           value);
void          cw_card_set_string      (CwCard       *self,
                                       const char   *field_id,
                                       const char   *value);
void          cw_card_set_bool        (CwCard       *self,
                                       const char   *field_id,
                                       gboolean      value);
void          cw_card_set_list        (CwCard       *self,
                                       const char   *field_id,
                                       const char * const *items);
void          cw_card_unset_field     (CwCard       *self,
                                       const char   *field_id);
/* Parses text into the field's kind ("3", "yes", "a; b"); FALSE with an error when it does not fit. */
gboolean      cw_card_set_field_from_string (CwCard *self,
                                       const char   *field_id,
                                       const char   *text,
                                       GError      **error);
/* The value as text for display and export ("3", "yes", "a; b"); NULL when unset. Free it. */
char         *cw_card_dup_field_string(CwCard       *self,
                                       const char   *field_id);

/* Case- and accent-folded keys, computed on first use and kept on the card until it changes. The
 * search index (cw-query.h) reads them without keeping them, so a catalog of 100,000 cards pays
 * for a key only where something asks for it (a query without an index, the command line). */
const char   *cw_card_get_name_key    (CwCard       *self);   /* every name variant, version and alt names */
const char   *cw_card_get_search_key  (CwCard       *self);   /* the above plus every text variant and searchable fields */

/* Names of the required fields this card lacks (for the card editor); NULL when none. */
GStrv         cw_card_missing_required(CwCard       *self);

G_END_DECLS
