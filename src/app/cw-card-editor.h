/* cw-card-editor.h: the card editor: a card of a user card set, with the fields its game defines. */
#pragma once

#include <adwaita.h>
#include "cw-types.h"
#include "cw-session.h"
#include "cw-completion.h"

G_BEGIN_DECLS

typedef enum {
  CW_CARD_EDITOR_NEW,        /* a new card in one of the player's sets */
  CW_CARD_EDITOR_EDIT,       /* change a card of a player's set in place */
  CW_CARD_EDITOR_DUPLICATE,  /* a copy, under a new id, in one of the player's sets */
} CwCardEditorMode;

#define CW_TYPE_CARD_EDITOR (cw_card_editor_get_type ())
G_DECLARE_FINAL_TYPE (CwCardEditor, cw_card_editor, CW, CARD_EDITOR, AdwWindow)

/* Emits ::saved (CwCard *card) once the card is in its set and the set file is written. */
GtkWidget *cw_card_editor_new        (CwSession        *session,
                                      CwCard           *card,
                                      CwCardEditorMode  mode);
void       cw_card_editor_set_name   (CwCardEditor     *self,
                                      const char       *name);
void       cw_card_editor_set_field  (CwCardEditor     *self,
                                      const char       *field_id,
                                      const char       *text);
/* The picture file, as if chosen in the file chooser: copied into the set's folder on save. */
void       cw_card_editor_set_image_file (CwCardEditor *self,
                                      const char       *path);
/* The row of a field of the form: "name", "version", "type", "alignment", "keywords", "note" or
 * the id of one of the game's fields the type carries; NULL when the form has none such. */
GtkWidget *cw_card_editor_get_row    (CwCardEditor     *self,
                                      const char       *name);
/* The message shown under that row (what is wrong with it), or NULL. */
const char *cw_card_editor_get_message (CwCardEditor   *self,
                                      const char       *name);
/* The list of values under "type", "alignment", "keywords" (the game's), or a text or list field
 * (what the game's cards already give it); NULL for other rows. */
CwCompletion *cw_card_editor_get_completion (CwCardEditor *self,
                                      const char       *name);
/* The card the last save wrote (what Duplicate Last copies), or NULL. */
CwCard    *cw_card_editor_get_last_saved (CwCardEditor *self);
/* Checks and saves as the Save button does; FALSE with the reason shown (and in error). */
gboolean   cw_card_editor_save       (CwCardEditor     *self,
                                      GError          **error);

G_END_DECLS
