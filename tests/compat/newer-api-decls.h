/* newer-api-decls.h: BUILD CHECK ONLY, never shipped or linked. Declares, as the GTK 4.10 and
 * libadwaita 1.5 documentation gives them, the calls src/app/cw-compat.c makes in its newer
 * branch, so that branch compiles (-Werror) against the floor's headers (GTK 4.8, libadwaita
 * 1.2) where it cannot be built for real. The object it makes is never linked: a build with the
 * real headers (the Flatpak SDK) compiles the branch itself and skips this check.
 * Compiled is not run: how the newer CwFlap and CwLeaflet (AdwOverlaySplitView, nested
 * AdwNavigationSplitView) look at 360 and 1400 px has been seen on no machine yet. */
#pragma once

#include <adwaita.h>

#undef CW_COMPAT_GTK_4_10
#define CW_COMPAT_GTK_4_10 1
#undef CW_COMPAT_ADW_1_5
#define CW_COMPAT_ADW_1_5 1

G_BEGIN_DECLS

/* GTK 4.10 */
void           gtk_widget_get_color               (GtkWidget            *widget,
                                                   GdkRGBA              *color);

#define GTK_TYPE_FILE_DIALOG (gtk_file_dialog_get_type ())
G_DECLARE_FINAL_TYPE (GtkFileDialog, gtk_file_dialog, GTK, FILE_DIALOG, GObject)

GtkFileDialog *gtk_file_dialog_new                (void);
void           gtk_file_dialog_set_title          (GtkFileDialog        *self,
                                                   const char           *title);
void           gtk_file_dialog_set_accept_label   (GtkFileDialog        *self,
                                                   const char           *accept_label);
void           gtk_file_dialog_set_modal          (GtkFileDialog        *self,
                                                   gboolean              modal);
void           gtk_file_dialog_set_filters        (GtkFileDialog        *self,
                                                   GListModel           *filters);
void           gtk_file_dialog_set_initial_folder (GtkFileDialog        *self,
                                                   GFile                *folder);
void           gtk_file_dialog_set_initial_name   (GtkFileDialog        *self,
                                                   const char           *name);
void           gtk_file_dialog_open               (GtkFileDialog        *self,
                                                   GtkWindow            *parent,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
GFile         *gtk_file_dialog_open_finish        (GtkFileDialog        *self,
                                                   GAsyncResult         *result,
                                                   GError              **error);
void           gtk_file_dialog_save               (GtkFileDialog        *self,
                                                   GtkWindow            *parent,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
GFile         *gtk_file_dialog_save_finish        (GtkFileDialog        *self,
                                                   GAsyncResult         *result,
                                                   GError              **error);
void           gtk_file_dialog_select_folder      (GtkFileDialog        *self,
                                                   GtkWindow            *parent,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
GFile         *gtk_file_dialog_select_folder_finish (GtkFileDialog      *self,
                                                   GAsyncResult         *result,
                                                   GError              **error);

#define GTK_TYPE_COLOR_DIALOG (gtk_color_dialog_get_type ())
G_DECLARE_FINAL_TYPE (GtkColorDialog, gtk_color_dialog, GTK, COLOR_DIALOG, GObject)

GtkColorDialog *gtk_color_dialog_new              (void);
void           gtk_color_dialog_set_title         (GtkColorDialog       *self,
                                                   const char           *title);

#define GTK_TYPE_COLOR_DIALOG_BUTTON (gtk_color_dialog_button_get_type ())
G_DECLARE_FINAL_TYPE (GtkColorDialogButton, gtk_color_dialog_button, GTK, COLOR_DIALOG_BUTTON, GtkWidget)

GtkWidget     *gtk_color_dialog_button_new        (GtkColorDialog       *dialog);
const GdkRGBA *gtk_color_dialog_button_get_rgba   (GtkColorDialogButton *self);
void           gtk_color_dialog_button_set_rgba   (GtkColorDialogButton *self,
                                                   const GdkRGBA        *color);

/* libadwaita 1.5 */
#define ADW_TYPE_DIALOG (adw_dialog_get_type ())
G_DECLARE_DERIVABLE_TYPE (AdwDialog, adw_dialog, ADW, DIALOG, GtkWidget)
struct _AdwDialogClass { GtkWidgetClass parent_class; gpointer padding[4]; };

#define ADW_TYPE_ALERT_DIALOG (adw_alert_dialog_get_type ())
G_DECLARE_DERIVABLE_TYPE (AdwAlertDialog, adw_alert_dialog, ADW, ALERT_DIALOG, AdwDialog)
struct _AdwAlertDialogClass { AdwDialogClass parent_class; gpointer padding[4]; };

void        adw_dialog_present                       (AdwDialog             *self,
                                                      GtkWidget             *parent);
void        adw_dialog_force_close                   (AdwDialog             *self);
AdwDialog  *adw_application_window_get_visible_dialog (AdwApplicationWindow *self);
AdwDialog  *adw_window_get_visible_dialog            (AdwWindow             *self);

void        adw_dialog_set_content_width             (AdwDialog             *self,
                                                      int                    content_width);
void        adw_dialog_set_content_height            (AdwDialog             *self,
                                                      int                    content_height);

#define ADW_TYPE_PREFERENCES_DIALOG (adw_preferences_dialog_get_type ())
G_DECLARE_DERIVABLE_TYPE (AdwPreferencesDialog, adw_preferences_dialog, ADW, PREFERENCES_DIALOG, AdwDialog)
struct _AdwPreferencesDialogClass { AdwDialogClass parent_class; gpointer padding[4]; };

AdwDialog  *adw_alert_dialog_new                     (const char            *heading,
                                                      const char            *body);
void        adw_alert_dialog_add_response            (AdwAlertDialog        *self,
                                                      const char            *id,
                                                      const char            *label);
void        adw_alert_dialog_set_response_appearance (AdwAlertDialog        *self,
                                                      const char            *response,
                                                      AdwResponseAppearance  appearance);
void        adw_alert_dialog_set_default_response    (AdwAlertDialog        *self,
                                                      const char            *response);
void        adw_alert_dialog_set_close_response      (AdwAlertDialog        *self,
                                                      const char            *response);
void        adw_alert_dialog_set_response_enabled    (AdwAlertDialog        *self,
                                                      const char            *response,
                                                      gboolean               enabled);
gboolean    adw_alert_dialog_get_response_enabled    (AdwAlertDialog        *self,
                                                      const char            *response);
const char *adw_alert_dialog_get_response_label      (AdwAlertDialog        *self,
                                                      const char            *response);
void        adw_alert_dialog_set_extra_child         (AdwAlertDialog        *self,
                                                      GtkWidget             *child);
GtkWidget  *adw_alert_dialog_get_extra_child         (AdwAlertDialog        *self);
const char *adw_alert_dialog_get_heading             (AdwAlertDialog        *self);
const char *adw_alert_dialog_get_body                (AdwAlertDialog        *self);

/* libadwaita 1.4 (built from 1.5 only, with the rest) */
#define ADW_TYPE_OVERLAY_SPLIT_VIEW (adw_overlay_split_view_get_type ())
G_DECLARE_FINAL_TYPE (AdwOverlaySplitView, adw_overlay_split_view, ADW, OVERLAY_SPLIT_VIEW, GtkWidget)

GtkWidget  *adw_overlay_split_view_new                  (void);
void        adw_overlay_split_view_set_sidebar          (AdwOverlaySplitView   *self,
                                                         GtkWidget             *sidebar);
void        adw_overlay_split_view_set_content          (AdwOverlaySplitView   *self,
                                                         GtkWidget             *content);
void        adw_overlay_split_view_set_sidebar_position (AdwOverlaySplitView   *self,
                                                         GtkPackType            position);
gboolean    adw_overlay_split_view_get_show_sidebar     (AdwOverlaySplitView   *self);
void        adw_overlay_split_view_set_show_sidebar     (AdwOverlaySplitView   *self,
                                                         gboolean               show_sidebar);
gboolean    adw_overlay_split_view_get_collapsed        (AdwOverlaySplitView   *self);
void        adw_overlay_split_view_set_collapsed        (AdwOverlaySplitView   *self,
                                                         gboolean               collapsed);
gboolean    adw_overlay_split_view_get_pin_sidebar      (AdwOverlaySplitView   *self);
void        adw_overlay_split_view_set_pin_sidebar      (AdwOverlaySplitView   *self,
                                                         gboolean               pin_sidebar);
void        adw_overlay_split_view_set_enable_show_gesture (AdwOverlaySplitView *self,
                                                         gboolean               enable_show_gesture);

#define ADW_TYPE_NAVIGATION_PAGE (adw_navigation_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (AdwNavigationPage, adw_navigation_page, ADW, NAVIGATION_PAGE, GtkWidget)
struct _AdwNavigationPageClass { GtkWidgetClass parent_class; gpointer padding[8]; };

AdwNavigationPage *adw_navigation_page_new             (GtkWidget             *child,
                                                         const char            *title);
void        adw_navigation_page_set_child               (AdwNavigationPage     *self,
                                                         GtkWidget             *child);

#define ADW_TYPE_NAVIGATION_SPLIT_VIEW (adw_navigation_split_view_get_type ())
G_DECLARE_FINAL_TYPE (AdwNavigationSplitView, adw_navigation_split_view, ADW, NAVIGATION_SPLIT_VIEW, GtkWidget)

GtkWidget  *adw_navigation_split_view_new               (void);
void        adw_navigation_split_view_set_sidebar       (AdwNavigationSplitView *self,
                                                         AdwNavigationPage     *sidebar);
AdwNavigationPage *adw_navigation_split_view_get_content (AdwNavigationSplitView *self);
void        adw_navigation_split_view_set_content       (AdwNavigationSplitView *self,
                                                         AdwNavigationPage     *content);
gboolean    adw_navigation_split_view_get_collapsed     (AdwNavigationSplitView *self);
void        adw_navigation_split_view_set_collapsed     (AdwNavigationSplitView *self,
                                                         gboolean               collapsed);
gboolean    adw_navigation_split_view_get_show_content  (AdwNavigationSplitView *self);
void        adw_navigation_split_view_set_show_content  (AdwNavigationSplitView *self,
                                                         gboolean               show_content);

G_END_DECLS
