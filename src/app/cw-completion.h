/* cw-completion.h: a short list of the game's values under an entry, picked from the keyboard. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CW_TYPE_COMPLETION (cw_completion_get_type ())
G_DECLARE_FINAL_TYPE (CwCompletion, cw_completion, CW, COMPLETION, GObject)

/* Completes the text of entry (a GtkEditable widget, such as an AdwEntryRow). With list TRUE the
 * text is a list separated by “;” (or “,”) and only its last item is completed. While the list is
 * shown, Down and Up pick, Return and Tab accept, Escape closes; Down opens it on any text.
 * The owner calls cw_completion_detach() before entry is disposed. */
CwCompletion *cw_completion_new          (GtkWidget          *entry,
                                          gboolean            list);
void          cw_completion_set_values   (CwCompletion       *self,
                                          const char * const *values);
/* TRUE (the default) for a field that takes only the listed values: the first match is picked
 * as the list opens, so Return or Tab takes it. FALSE for free text, where Return and Tab keep
 * what was typed unless a value was picked with Down or Up. */
void          cw_completion_set_pick_first (CwCompletion     *self,
                                          gboolean            pick_first);
/* The values matching text (its last item in a list), in the order given: those whose name, or a
 * word of it, begins with the text, accents and case ignored; items already in the list are left
 * out. Free with g_strfreev(). */
GStrv         cw_completion_match        (CwCompletion       *self,
                                          const char         *text);
/* What the list under the entry offers now (empty when it is hidden). Free with g_strfreev(). */
GStrv         cw_completion_dup_offered  (CwCompletion       *self);
gboolean      cw_completion_is_shown     (CwCompletion       *self);
void          cw_completion_detach       (CwCompletion       *self);

G_END_DECLS
