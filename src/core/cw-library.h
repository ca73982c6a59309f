/* cw-library.h: a deck ("Library"): name, game, sections of (card, count), notes, and its check. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

typedef struct {
  char  *card_id;
  guint  count;
} CwLibraryEntry;

/* The most copies of one card in a Library file (and in an imported deck list). */
#define CW_LIBRARY_MAX_COPIES 9999

#define CW_TYPE_LIBRARY (cw_library_get_type ())
G_DECLARE_FINAL_TYPE (CwLibrary, cw_library, CW, LIBRARY, GObject)

CwLibrary   *cw_library_new              (CwGame       *game);
/* A bad file is an error naming the file and line. A card id the catalog does not know is
 * kept as an entry (cw_library_check() reports it, a save writes it back). */
CwLibrary   *cw_library_new_from_file    (const char   *path,
                                          CwCatalog    *catalog,
                                          GError      **error);
gboolean     cw_library_save_to_file     (CwLibrary    *self,
                                          const char   *path,
                                          GError      **error);
CwLibrary   *cw_library_duplicate        (CwLibrary    *self);

CwGame      *cw_library_get_game         (CwLibrary    *self);
const char  *cw_library_get_name         (CwLibrary    *self);
void         cw_library_set_name         (CwLibrary    *self,
                                          const char   *name);
const char  *cw_library_get_notes        (CwLibrary    *self);
void         cw_library_set_notes        (CwLibrary    *self,
                                          const char   *notes);
/* For fixed-deck games: which deck this is ("good", "evil"); NULL otherwise. */
const char  *cw_library_get_side         (CwLibrary    *self);
void         cw_library_set_side         (CwLibrary    *self,
                                          const char   *side);
const char  *cw_library_get_path         (CwLibrary    *self);
void         cw_library_set_path         (CwLibrary    *self,
                                          const char   *path);

/* Sections in the game's order that hold at least one card, plus any the game defines. */
GStrv        cw_library_dup_section_ids  (CwLibrary    *self);
/* The section's entries in the order they were added; borrowed. */
GPtrArray   *cw_library_get_entries      (CwLibrary    *self,
                                          const char   *section_id);  /* of CwLibraryEntry* */
guint        cw_library_get_section_count(CwLibrary    *self,
                                          const char   *section_id,
                                          const char   *card_id);
/* Copies of the card over all sections. */
guint        cw_library_get_count        (CwLibrary    *self,
                                          const char   *card_id);
/* Cards in a section (NULL: all sections). */
guint        cw_library_get_total        (CwLibrary    *self,
                                          const char   *section_id);
/* 0 removes the card from the section. Emits ::changed. */
void         cw_library_set_count        (CwLibrary    *self,
                                          const char   *section_id,
                                          const char   *card_id,
                                          guint         count);
/* Adds (or with a negative delta removes) copies in the section its type belongs to. */
void         cw_library_add_card         (CwLibrary    *self,
                                          CwCard       *card,
                                          int           delta);

/* The construction problems, errors first. Of CwProblem. */
GPtrArray   *cw_library_check            (CwLibrary    *self,
                                          CwCatalog    *catalog);
/* TRUE when the check finds no error (warnings allowed). */
gboolean     cw_library_is_legal         (CwLibrary    *self,
                                          CwCatalog    *catalog);
/* For each card, how many copies the collection lacks; only cards with a shortfall. */
GPtrArray   *cw_library_shortfall        (CwLibrary    *self,
                                          CwCollection *collection); /* of CwLibraryEntry*, owned */
void         cw_library_entry_free       (CwLibraryEntry *entry);

G_END_DECLS
