#!/bin/bash
# Runs test programs under valgrind's memcheck, the cardwright-cli they start included
# (--trace-children), with GLib's suppression file: fails on any invalid read or write, use of
# an uninitialised value, bad free, or definitely lost block (issue 17). Not part of the
# suite (minutes, not seconds). Usage, from the source tree:
#   build-aux/valgrind.sh [BUILD_DIR] [TEST…]     (default: _build and the CLI tests below)
# Each process's valgrind log is in BUILD_DIR/meson-logs/valgrind/PID.log; the script ends by
# listing every log with an error (its command and stack), and exits 1 if there is one.
# Window tests (app-…) may be named too, e.g. `build-aux/valgrind.sh _build app-screen-print`:
# they run under xvfb-run with GTK's cairo renderer (GL drivers are not what we check, and
# llvmpipe under memcheck takes hours) and GTK's own suppressions beside GLib's.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/_build}
shift || true
# The CLI test programs, each running cardwright-cli as a user would, and the core loaders.
tests=${*:-cli cli-score cli-interop print-cli match-cli draft-cli cli-attack file collection library decks collection-csv}

supp=()
for file in /usr/share/glib-2.0/valgrind/glib.supp /usr/share/gtk-4.0/valgrind/gtk.supp \
    "$root/build-aux/valgrind.supp"; do
  [ -f "$file" ] && supp+=("--suppressions=$file")
done

# GLib's own caches (types, quarks, the main context) live for the whole process: "still
# reachable", never "definitely lost"; only definite leaks fail. Each process writes its own log
# (the tests compare what the CLI prints on stderr, which must stay clean).
logs="$(cd "$build" && pwd)/meson-logs/valgrind"
rm -rf "$logs"
mkdir -p "$logs"
# The system's tools the tests run (xmllint, poppler's, xdotool that types keys for app-keyboard)
# are not ours: they are not traced (xdotool leaks libX11's keyboard map, and an error there
# would make the test's key press fail).
# A child forked but not yet exec'd (GLib's spawn, when the program it runs is missing) is a
# copy of its parent without the parent's other threads: what only those threads' stacks held
# (GTK's icon theme loading in its thread) looks "definitely lost" when it exits. Those copies
# are silent; the program a child execs is checked as usual.
wrapper="valgrind --tool=memcheck --error-exitcode=99 --leak-check=full --show-leak-kinds=definite \
--errors-for-leak-kinds=definite --track-origins=yes --num-callers=30 --trace-children=yes \
--child-silent-after-fork=yes \
--trace-children-skip=*/sh,*/bash,*/env,*/xmllint,*/pdfinfo,*/pdftoppm,*/pdftotext,*/xdotool \
--log-file=$logs/%p.log ${supp[*]}"

export G_SLICE=always-malloc G_DEBUG=gc-friendly
# Valgrind runs one thread at a time: a test that measures how often the main loop turns while a
# worker thread runs (app-sets' progress) skips that measure when it sees this.
export CW_TEST_VALGRIND=1
# The window tests need a display; the app tests' own environment already asks for GDK_BACKEND
# x11 and GSK_RENDERER cairo, set here too for a test named from elsewhere.
xvfb=()
case " $tests " in
  # GDK opens EGL when the display opens even with the cairo renderer; gl-disable keeps Mesa's
  # loader (dlopen of the drivers: system reports, minutes under memcheck) out of the process.
  *" app-"*) xvfb=(xvfb-run -a -s "-screen 0 1280x1024x24"); export GSK_RENDERER=cairo GDK_DEBUG=gl-disable ;;
esac
status=0
# shellcheck disable=SC2086
"${xvfb[@]}" meson test -C "$build" --num-processes 1 --timeout-multiplier 30 --logbase testlog-valgrind \
  --wrapper "$wrapper" $tests || status=1

# Every process's verdict: a test that passed may still have started a CLI that valgrind faulted.
# (An empty log is a forked child's that was silent, see above, and never exec'd.)
find "$logs" -name '*.log' -empty -delete
bad=$(grep -L "ERROR SUMMARY: 0 errors" "$logs"/*.log || true)
echo "valgrind: $(ls "$logs" | wc -l) processes checked, $(echo -n "$bad" | grep -c . || true) with errors"
for log in $bad; do
  echo "== $log"
  grep -E "^==[0-9]+== (Command|Invalid|Conditional|Use of|Mismatched|.*definitely lost|   (at|by) 0x)" "$log" | head -n 40
  status=1
done
exit $status
