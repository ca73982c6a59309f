#!/bin/bash
# Builds the libFuzzer harnesses (tests/fuzz) in _fuzz with clang, ASan and UBSan, and runs
# each for SECONDS (default 600), the seeds of tests/fuzz/corpus/<harness> first.
# Usage: build-aux/fuzz.sh [SECONDS] [HARNESS…]   (harnesses: query card-set library
# collection game deck csv set-csv package match). Crashing inputs land in _fuzz/crashes/<harness>/; each run's
# last lines (executions per second, coverage) in _fuzz/fuzz-<harness>.log.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
seconds=${1:-600}
shift || true
targets=${*:-query card-set library collection game deck csv set-csv package match}

CC=clang bash build-aux/configure.sh _fuzz -Dfuzzing=true -Dapp=false \
  -Db_sanitize=address,undefined -Db_lundef=false >/dev/null
for target in $targets; do
  meson compile -C _fuzz "tests/fuzz/fuzz-$target" >/dev/null
done

export CARDWRIGHT_DATA_DIR="$root/data"
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export ASAN_OPTIONS=detect_leaks=1
# GLib's and GObject's allocations for their whole life (types, quarks) are not leaks.
export LSAN_OPTIONS="suppressions=$root/build-aux/lsan.supp:print_suppressions=0"
status=0
for target in $targets; do
  work="_fuzz/corpus/$target"
  mkdir -p "$work" "_fuzz/crashes/$target"
  echo "fuzz-$target: $seconds s"
  if ! "_fuzz/tests/fuzz/fuzz-$target" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="_fuzz/crashes/$target/" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
        "$work" "tests/fuzz/corpus/$target" > "_fuzz/fuzz-$target.log" 2>&1; then
    status=1
    echo "fuzz-$target: FOUND SOMETHING, see _fuzz/fuzz-$target.log and _fuzz/crashes/$target/"
  fi
  grep -E "^#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::average_exec_per_sec" \
    "_fuzz/fuzz-$target.log" | tail -n 3
done
exit $status
