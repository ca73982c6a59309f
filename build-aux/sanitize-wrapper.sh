#!/bin/sh
# meson test --wrapper for the sanitizer pass of .ci/run: makes any sanitizer report fail the test.
# meson applies each test's own environment (tests/meson.build) before the wrapper
# runs, so the CI policy is set here, last, whatever a test's env says.
here=$(cd "$(dirname "$0")" && pwd)

# abort_on_error: a report ends the test with SIGABRT, which meson counts as a failure
# even for tests that exit 0 on their own.
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1"
# Without halt_on_error UBSan prints a report and carries on.
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"

exec "$@"
