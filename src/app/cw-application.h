/* cw-application.h: the application: one main window, app-wide actions, style and command line. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CW_TYPE_APPLICATION (cw_application_get_type ())
G_DECLARE_FINAL_TYPE (CwApplication, cw_application, CW, APPLICATION, AdwApplication)

CwApplication *cw_application_new (void);

G_END_DECLS
