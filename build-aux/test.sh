#!/bin/bash
# Sets up, configures and builds _build, then runs the whole test suite under a
# virtual X display (GTK tests need one). Extra arguments go to meson test.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

bash build-aux/setup.sh
bash build-aux/configure.sh _build
meson compile -C _build

# CI has 2 cores; more test processes would only fight over them.
status=0
xvfb-run -a meson test -C _build --print-errorlogs --num-processes 2 "$@" || status=$?
exit $status
