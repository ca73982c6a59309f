#!/bin/bash
# Sets up, builds _build and starts Cardwright uninstalled on the demo data.
# Extra arguments go to the app (or, while the app is not built yet, to cardwright-cli).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

bash build-aux/setup.sh
bash build-aux/configure.sh _build
meson compile -C _build

# Uninstalled: games come from the source tree, the settings schema and the
# translations (LANGUAGE=fr build-aux/run.sh) from the build tree.
export CARDWRIGHT_DATA_DIR="$root/data"
export GSETTINGS_SCHEMA_DIR="$root/_build/data"
export CARDWRIGHT_LOCALEDIR="$root/_build/po"

if [ -x _build/src/app/cardwright ]; then
  exec _build/src/app/cardwright "$@"
fi

# Built without the window (-Dapp=false): show what the command line sees.
cli=_build/src/cli/cardwright-cli
if [ $# -gt 0 ]; then
  exec "$cli" "$@"
fi
"$cli" games
"$cli" cards oz-storyline
