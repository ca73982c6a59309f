#!/bin/bash
# Runs test programs under valgrind's memcheck, the cardwright-cli they start included
# (--trace-children), with GLib's suppression file: fails on any invalid read or write, use of
# an uninitialised value, bad free, or definitely lost block (issue 17). Not part of the
# suite (minutes, not seconds). Usage, from the source tree:
#   build-aux/valgrind.sh [BUILD_DIR] [TEST…]     (default: _build and the CLI tests below)
# Each test's valgrind log is in BUILD_DIR/meson-logs/testlog-valgrind.txt; a failing test names
# its first error there ("== … Invalid read", "definitely lost").
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/_build}
shift || true
# The CLI test programs, each running cardwright-cli as a user would, and the core loaders.
tests=${*:-cli cli-score cli-interop print-cli match-cli draft-cli cli-attack file collection library decks collection-csv}

supp=()
for file in /usr/share/glib-2.0/valgrind/glib.supp "$root/build-aux/valgrind.supp"; do
  [ -f "$file" ] && supp+=("--suppressions=$file")
done

# GLib's own caches (types, quarks, the main context) live for the whole process: "still
# reachable", never "definitely lost"; only definite leaks fail.
wrapper="valgrind --tool=memcheck --error-exitcode=99 --leak-check=full --show-leak-kinds=definite \
--errors-for-leak-kinds=definite --track-origins=yes --num-callers=30 --trace-children=yes \
--trace-children-skip=*/sh,*/bash,*/env,*/xmllint,*/pdfinfo,*/pdftoppm,*/pdftotext ${supp[*]}"

export G_SLICE=always-malloc G_DEBUG=gc-friendly
# shellcheck disable=SC2086
exec meson test -C "$build" --num-processes 1 --timeout-multiplier 30 --logbase testlog-valgrind \
  --print-errorlogs --wrapper "$wrapper" $tests
