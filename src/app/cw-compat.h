/* cw-compat.h: the one place that chooses, at build time, between the widgets of our floor
 * (GTK 4.8, libadwaita 1.2: Debian 12) and those that replace them in newer releases.
 *
 * meson.build sets CW_COMPAT_GTK_4_10 and CW_COMPAT_ADW_1_5 to 1 when the build's GTK and
 * libadwaita have the newer API, and then pins GDK/ADW_VERSION_MIN_REQUIRED to those releases so
 * anything deprecated there warns. Call sites use only these functions, one for one where they
 * used the old call, so the code reads the same on both branches.
 *
 *   gtk_style_context_get_color     → gtk_widget_get_color          (GTK 4.10)
 *   GtkFileChooserNative            → GtkFileDialog                 (GTK 4.10)
 *   AdwMessageDialog                → AdwAlertDialog                (libadwaita 1.5)
 *   AdwPreferencesWindow            → AdwPreferencesDialog          (libadwaita 1.5)
 *   AdwViewSwitcherTitle            → AdwViewSwitcher               (libadwaita 1.4; built from 1.5)
 *   GtkColorButton                  → GtkColorDialogButton          (GTK 4.10)
 *   AdwFlap                         → AdwOverlaySplitView  in CwFlap    (libadwaita 1.4; built from 1.5)
 *   AdwLeaflet                      → AdwNavigationSplitView in CwLeaflet (libadwaita 1.4; built from 1.5)
 *
 * Not wrapped: gtk_css_provider_load_from_data (→ load_from_string, GTK 4.12, beyond the
 * releases this layer targets).
 */
#pragma once

#include <adwaita.h>

#ifndef CW_COMPAT_GTK_4_10
#define CW_COMPAT_GTK_4_10 0
#endif
#ifndef CW_COMPAT_ADW_1_5
#define CW_COMPAT_ADW_1_5 0
#endif

G_BEGIN_DECLS

/* ---- style ---- */

/* The widget's foreground colour from the style sheet (for drawing in snapshot). */
void        cw_compat_widget_get_color        (GtkWidget             *widget,
                                               GdkRGBA               *color);

/* ---- colour buttons: GtkColorButton or GtkColorDialogButton ----
 * Both keep their colour in an "rgba" property: connect to "notify::rgba" to hear of a change.
 * Made in code, not in a template: the newer button needs its GtkColorDialog, which holds the
 * title the older button holds itself. */

/* title: the title of the colour chooser it opens. */
GtkWidget  *cw_compat_color_button_new        (const char            *title);
gboolean    cw_compat_is_color_button         (gpointer               object);
void        cw_compat_color_button_get_rgba   (GtkWidget             *button,
                                               GdkRGBA               *color);
void        cw_compat_color_button_set_rgba   (GtkWidget             *button,
                                               const GdkRGBA         *color);

/* ---- alerts: AdwMessageDialog (a window) or AdwAlertDialog (a dialog inside the window) ----
 * Both are GtkWidgets with the same "response" signal (handlers take GtkWidget *alert). */

/* Like adw_message_dialog_new: parent is remembered for cw_alert_present. */
GtkWidget  *cw_alert_new                      (GtkWindow             *parent,
                                               const char            *heading,
                                               const char            *body);
void        cw_alert_present                  (GtkWidget             *alert);
gboolean    cw_is_alert                       (gpointer               object);
void        cw_alert_add_response             (GtkWidget             *alert,
                                               const char            *id,
                                               const char            *label);
/* Pairs of id and label, then NULL. */
void        cw_alert_add_responses            (GtkWidget             *alert,
                                               const char            *first_id,
                                               ...) G_GNUC_NULL_TERMINATED;
void        cw_alert_set_response_appearance  (GtkWidget             *alert,
                                               const char            *id,
                                               AdwResponseAppearance  appearance);
void        cw_alert_set_default_response     (GtkWidget             *alert,
                                               const char            *id);
void        cw_alert_set_close_response       (GtkWidget             *alert,
                                               const char            *id);
void        cw_alert_set_response_enabled     (GtkWidget             *alert,
                                               const char            *id,
                                               gboolean               enabled);
gboolean    cw_alert_get_response_enabled     (GtkWidget             *alert,
                                               const char            *id);
const char *cw_alert_get_response_label       (GtkWidget             *alert,
                                               const char            *id);
void        cw_alert_set_extra_child          (GtkWidget             *alert,
                                               GtkWidget             *child);
GtkWidget  *cw_alert_get_extra_child          (GtkWidget             *alert);
/* A width the alert asks for where the screen allows (a report whose lines name files). */
void        cw_alert_set_width                (GtkWidget             *alert,
                                               int                    width);
const char *cw_alert_get_heading              (GtkWidget             *alert);
const char *cw_alert_get_body                 (GtkWidget             *alert);
/* Answers as a click on that response's button would (emits "response", then closes). */
/* The alert a widget is inside, or NULL. */
GtkWidget  *cw_alert_get_ancestor             (GtkWidget             *child);
/* Closes the alert without an answer (no "response"). */
void        cw_alert_close                    (GtkWidget             *alert);
void        cw_alert_response                 (GtkWidget             *alert,
                                               const char            *id);
/* The newest alert shown over parent, or NULL (for tests: an AdwAlertDialog is no toplevel). */
GtkWidget  *cw_alert_find_shown               (GtkWindow             *parent);

/* ---- preferences: the parent class of CwPreferencesWindow ----
 * Its template names the same class (src/app/meson.build configures the .ui). */
#if CW_COMPAT_ADW_1_5
typedef AdwPreferencesDialog      CwPreferencesBase;
typedef AdwPreferencesDialogClass CwPreferencesBaseClass;
#define CW_TYPE_PREFERENCES_BASE  ADW_TYPE_PREFERENCES_DIALOG
#else
typedef AdwPreferencesWindow      CwPreferencesBase;
typedef AdwPreferencesWindowClass CwPreferencesBaseClass;
#define CW_TYPE_PREFERENCES_BASE  ADW_TYPE_PREFERENCES_WINDOW
#endif
/* G_DECLARE_FINAL_TYPE chains its g_autoptr cleanup up to the parent's name. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CwPreferencesBase, g_object_unref)

/* The preferences' size: a window's default size, or a dialog's content size. */
void        cw_compat_preferences_set_size    (GtkWidget             *preferences,
                                               int                    width,
                                               int                    height);
/* Shows them over parent: a modal transient window, or a dialog inside parent. */
void        cw_compat_present_preferences     (GtkWidget             *preferences,
                                               GtkWindow             *parent);

/* ---- the header's view switcher ----
 * CwWindow moves it to the bottom bar below 720 px by itself (cw-window.c), so the newer
 * branch needs no AdwBreakpoint: a wide AdwViewSwitcher, which never squeezes to a title. */

/* Once, after the window's template is built. */
void        cw_compat_switcher_title_init     (GtkWidget             *switcher);
/* TRUE while a view switcher title shows its title instead of the switcher. */
gboolean    cw_compat_switcher_title_get_title_visible (GtkWidget    *switcher);

/* ---- a side pane that folds over its content: AdwFlap or AdwOverlaySplitView ----
 * Templates name CwFlap with the properties "flap", "content", "flap-position" (GtkPackType)
 * and "reveal-flap" (TRUE unless set, as both widgets have it); "folded" is TRUE while the pane lies over the content. It folds when the
 * pane and the content no longer get their minimum widths side by side (AdwFlap's "minimum"
 * policy; the newer branch sets AdwOverlaySplitView:collapsed itself, the same way, so no
 * AdwBreakpoint is needed). Folding hides the pane, unfolding shows it, as both widgets do,
 * unless "locked" is TRUE: then only the caller shows and hides it (a pane that shows what the
 * user asked for, which a narrow window must not take away).
 * Touch swipes do not open it (a swipe over the card grid scrolls). A separator is drawn
 * between pane and content. */

#define CW_TYPE_FLAP (cw_flap_get_type ())
G_DECLARE_FINAL_TYPE (CwFlap, cw_flap, CW, FLAP, GtkWidget)

void        cw_flap_set_reveal_flap           (CwFlap                *self,
                                               gboolean               reveal);
gboolean    cw_flap_get_reveal_flap           (CwFlap                *self);
gboolean    cw_flap_get_folded                (CwFlap                *self);

/* ---- panes side by side, one at a time when narrow: AdwLeaflet or AdwNavigationSplitView ----
 * In a template, each <child type="NAME"> is a page of that name, in order from the start;
 * <child type="separator"> is a line between two pages, never shown alone (the newer branch's
 * split views draw their own, and keep the separator widget unshown). Properties:
 * "folded" (read-only), "visible-page" (the name of the page shown when folded),
 * "can-navigate-back" (a back swipe or Alt+Left, on the floor branch), "fold-at-natural"
 * (fold as soon as a page does not get its natural width, not only its minimum) and "slide"
 * (the floor's slide transition instead of "over"). The newer branch nests one split view
 * per page after the first, all collapsed together, as a leaflet folds all at once. */

#define CW_TYPE_LEAFLET (cw_leaflet_get_type ())
G_DECLARE_FINAL_TYPE (CwLeaflet, cw_leaflet, CW, LEAFLET, GtkWidget)

gboolean    cw_leaflet_get_folded             (CwLeaflet             *self);
void        cw_leaflet_set_visible_page       (CwLeaflet             *self,
                                               const char            *name);
const char *cw_leaflet_get_visible_page       (CwLeaflet             *self);

/* ---- file choosers: GtkFileChooserNative or GtkFileDialog behind one small object ----
 * It emits "response" (int: GTK_RESPONSE_ACCEPT or GTK_RESPONSE_CANCEL) once, as
 * GtkNativeDialog does, and cw_file_chooser_get_file gives the file chosen. */

#define CW_TYPE_FILE_CHOOSER (cw_file_chooser_get_type ())
G_DECLARE_FINAL_TYPE (CwFileChooser, cw_file_chooser, CW, FILE_CHOOSER, GObject)

/* Arguments as gtk_file_chooser_native_new's; action is OPEN, SAVE or SELECT_FOLDER. */
CwFileChooser *cw_file_chooser_new               (const char           *title,
                                                  GtkWindow            *parent,
                                                  GtkFileChooserAction  action,
                                                  const char           *accept_label,
                                                  const char           *cancel_label);
void           cw_file_chooser_add_filter        (CwFileChooser        *self,
                                                  GtkFileFilter        *filter);
gboolean       cw_file_chooser_set_current_folder(CwFileChooser        *self,
                                                  GFile                *folder,
                                                  GError              **error);
void           cw_file_chooser_set_current_name  (CwFileChooser        *self,
                                                  const char           *name);
void           cw_file_chooser_set_modal         (CwFileChooser        *self,
                                                  gboolean              modal);
void           cw_file_chooser_show              (CwFileChooser        *self);
/* Closes the chooser if it is still shown; no "response" follows. */
void           cw_file_chooser_destroy           (CwFileChooser        *self);
/* The chosen file after an accepting response (unref it), or NULL. */
GFile         *cw_file_chooser_get_file          (CwFileChooser        *self);

G_END_DECLS
