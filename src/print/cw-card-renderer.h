/* cw-card-renderer.h: draws one card (or a back) at any scale onto any cairo_t: the screen preview and the print. */
#pragma once

#include <cairo.h>
#include "cw-types.h"
#include "cw-sheet-layout.h"

G_BEGIN_DECLS

typedef struct {
  double red, green, blue;      /* 0–1 */
} CwColor;

/* The text boxes of a card, for tests and tools that check the text fits. */
typedef enum {
  CW_CARD_TEXT_TITLE,           /* "Name • Version" */
  CW_CARD_TEXT_TYPE_LINE,       /* card type and keywords */
  CW_CARD_TEXT_GAME_TEXT,       /* the rules text */
  CW_CARD_TEXT_FOOTER,          /* realm / series line */
  CW_CARD_TEXT_N_PARTS,
} CwCardTextPart;

typedef struct {
  gboolean present;             /* FALSE when this card has no such text */
  CwRect   box;                 /* where the text must stay, in the caller's units from the card's top-left */
  CwRect   logical;             /* the laid-out text's logical extents, same units */
  CwRect   ink;                 /* the inked extents, same units */
  double   font_size;           /* the size it was laid out at, in the caller's units */
  double   nominal_size;        /* the size it starts from before shrinking */
  double   minimum_size;        /* the smallest it may shrink to before ellipsizing */
  gboolean ellipsized;          /* shrinking was not enough: the end is cut with "…" */
  int      lines;
} CwCardTextInfo;

#define CW_TYPE_CARD_RENDERER (cw_card_renderer_get_type ())
G_DECLARE_FINAL_TYPE (CwCardRenderer, cw_card_renderer, CW, CARD_RENDERER, GObject)

/* One renderer per thread: it keeps its own fonts and image cache. */
CwCardRenderer *cw_card_renderer_new             (CwGame         *game);
CwGame         *cw_card_renderer_get_game        (CwCardRenderer *self);
/* Every card picture refused or not loaded while drawing since the last call, once each, as
 * "CARD: FOLDER/FILE: why" (the card by its title): a new array of char*, and the list starts
 * again empty. A card whose picture fails shows its emblem instead; this says which and why. */
GPtrArray      *cw_card_renderer_take_picture_problems (CwCardRenderer *self);
/* The same for back pictures (a card's own, its type's, the game's, or the one set with
 * cw_card_renderer_set_back_image()) refused or not loaded, as "WHOSE: FOLDER/FILE: why", WHOSE
 * saying which cards it was meant for ("every card", "every card of Ód", "the Character cards
 * of Oz", or a card's title for its own back). Such a card is printed with the back it would have without it. */
GPtrArray      *cw_card_renderer_take_back_problems (CwCardRenderer *self);
/* Why this card's picture is not shown on screen ("FOLDER/FILE: why"), or NULL when it is (or
 * the card has none); reads the picture if it was not yet, without adding to the list above. */
char           *cw_card_renderer_dup_picture_problem (CwCardRenderer *self,
                                                      CwCard         *card,
                                                      const char     *image_folder);

/* Draws the card with its top-left at the current origin, filling width × height user units.
 * image_folder is where cw_card_get_image() is looked up (the set's folder); NULL for no art. */
void            cw_card_renderer_draw            (CwCardRenderer *self,
                                                  cairo_t        *cr,
                                                  CwCard         *card,
                                                  const char     *image_folder,
                                                  double          width,
                                                  double          height);
/* The game's back: its image if set, else one generated from the game's back colour. */
void            cw_card_renderer_draw_back       (CwCardRenderer *self,
                                                  cairo_t        *cr,
                                                  double          width,
                                                  double          height);
/* The back of one card: its own back picture (looked up in image_folder, its set's folder),
 * else its type's, else "The End" for a Storyline Title card (the rules turn it over), else the
 * game's back. */
void            cw_card_renderer_draw_card_back  (CwCardRenderer *self,
                                                  cairo_t        *cr,
                                                  CwCard         *card,
                                                  const char     *image_folder,
                                                  double          width,
                                                  double          height);
/* Paints area (user units from the card's top-left, larger than the card) with what
 * the card's edge shows, so a trim that is slightly off shows no white.
 * back: the colour of the back's edge (a picture back: cw_card_renderer_draw_card_back_bleed()).
 * Draw the card itself afterwards. */
void            cw_card_renderer_draw_bleed      (CwCardRenderer *self,
                                                  cairo_t        *cr,
                                                  CwCard         *card,
                                                  double          width,
                                                  double          height,
                                                  const CwRect   *area,
                                                  gboolean        back);

/* The back of one card with its bleed (area: user units from the card's top-left, containing
 * the card): a picture back is drawn once, covering the card grown by its widest bleed and cut
 * to area, so the cut line shows no seam; a drawn back stands on its edge colour. */
void            cw_card_renderer_draw_card_back_bleed (CwCardRenderer *self,
                                                  cairo_t        *cr,
                                                  CwCard         *card,
                                                  const char     *image_folder,
                                                  double          width,
                                                  double          height,
                                                  const CwRect   *area);

/* Rounded corners (the default) or square ones. */
void            cw_card_renderer_set_rounded_corners (CwCardRenderer *self,
                                                  gboolean        rounded);
gboolean        cw_card_renderer_get_rounded_corners (CwCardRenderer *self);
/* A back image file (JPEG or PNG) instead of the game's back; NULL for the game's. */
void            cw_card_renderer_set_back_image  (CwCardRenderer *self,
                                                  const char     *path);
const char     *cw_card_renderer_get_back_image  (CwCardRenderer *self);

/* The colour of the card's frame (by alignment), of the back when card is NULL. */
void            cw_card_renderer_get_frame_color (CwCardRenderer *self,
                                                  CwCard         *card,
                                                  CwColor        *color);
/* Lays the card out without drawing and tells where one of its texts went. */
void            cw_card_renderer_get_text_info   (CwCardRenderer *self,
                                                  CwCard         *card,
                                                  CwCardTextPart  part,
                                                  double          width,
                                                  double          height,
                                                  CwCardTextInfo *info);

/* "#c9a227" or "#fff" to a colour; FALSE when it is not one. */
gboolean        cw_color_parse                   (const char     *spec,
                                                  CwColor        *color);

G_END_DECLS
