/* cw-set-pictures.h: a folder of pictures given to the cards of a set, matched by file name. */
#pragma once

#include <gio/gio.h>

#include "cw-types.h"
#include "cw-import-report.h"

G_BEGIN_DECLS

/* The print resolution pictures are kept at when a folder of photos is copied into a set. */
#define CW_PICTURE_PRINT_DPI 300

/*
 * Each PNG or JPEG in folder (not its sub-folders; hidden files and other files are passed over)
 * goes to the card of set whose id, or whose name, title or translated name, is the file's name
 * without its extension, case- and accent-blind ("_" and "-" read as spaces: "snow_white.jpg"
 * is Snow White). It is copied into the set's folder as SET-ID/CARD-ID.png|jpg, and the card's
 * picture set to it (the caller saves the set). A photo larger than the game's card at
 * CW_PICTURE_PRINT_DPI is scaled down to that, still covering the card; smaller ones are copied
 * as they are. Only regular files are read, never through a link, and a file over
 * CW_PICTURE_MAX_BYTES or whose header announces more than CW_PICTURE_MAX_PIXELS is refused
 * before it is decoded.
 * The report (source: the folder's name, one item per file, column: the file's name): matched
 * (copied, card id), not found (matches no card, or several), not understood (refused: a link,
 * too large, not a picture), and a note for each card of the set left without a picture.
 * NULL with an error when the folder cannot be read or the set has never been saved (it has no
 * folder yet); nothing is copied then.
 */
CwImportReport *cw_set_pictures_import        (CwCardSet      *set,
                                               const char     *folder,
                                               GError        **error);
/* Called after each picture file is read (done counts from 1 to total, the PNG and JPEG files of
 * the folder), in the thread that imports: a window shows how far a large folder has come. */
typedef void (*CwSetPicturesProgress) (guint    done,
                                       guint    total,
                                       gpointer data);
/* The same, telling progress as the files are read. Cancelled (cancellable may be NULL), it
 * stops after the file being read: the pictures copied so far are given to their cards all the
 * same (a copy may have replaced a card's earlier picture, which no removal could bring back),
 * and the files not read are one note of the report (naming no file nor card). */
CwImportReport *cw_set_pictures_import_full   (CwCardSet             *set,
                                               const char            *folder,
                                               CwSetPicturesProgress  progress,
                                               gpointer               progress_data,
                                               GCancellable          *cancellable,
                                               GError               **error);
/* "photos: 58 pictures added to “Epic”, 1 matched no card, 0 refused, 2 cards without a
 * picture", then one line per file not added and per card without a picture. */
char           *cw_set_pictures_format_report (CwImportReport *report,
                                               CwCardSet      *set);

G_END_DECLS
