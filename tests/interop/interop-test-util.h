/* interop-test-util.h: the small game the interop tests import into, and ways to print what they got. */
#pragma once

#include "cw-types.h"

G_BEGIN_DECLS

/* The game and its one set from tests/interop/files/games/interop-test/. */
CwCatalog *interop_test_load_catalog  (void);
/* The fixed-deck game (Good deck, Evil deck) from tests/interop/files/games/interop-duel/. */
CwCatalog *interop_test_load_duel_catalog (void);
/* A path under tests/interop/files/. */
char      *interop_test_file          (const char *name);
/* "library: it-001=3 it-003=3\nfolio: it-005=2\n": what a Library holds, section by section. */
char      *interop_test_describe      (CwLibrary  *library);

G_END_DECLS
