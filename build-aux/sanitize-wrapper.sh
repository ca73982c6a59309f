#!/bin/sh
# meson test --wrapper for the sanitizer pass of .ci/run: makes any sanitizer report fail the test.
# meson applies each test's own environment (tests/meson.build) before the wrapper
# runs, so the CI policy is set here, last, whatever a test's env says.
here=$(cd "$(dirname "$0")" && pwd)

# abort_on_error: a report ends the test with SIGABRT, which meson counts as a
# failure even for tests that exit 0 on their own.
# fast_unwind_on_malloc=0: Debian's GLib has no frame pointers, so the fast
# unwinder loses the stack at the first GLib frame; the suppressions in
# lsan.supp name GLib functions and a report must reach our code. This is
# what makes the pass slow (the print and window tests take minutes).
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1:fast_unwind_on_malloc=0"
# Without halt_on_error UBSan prints a report and carries on.
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"

exec "$@"
