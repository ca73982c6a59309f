#!/bin/bash
# Configures a meson build dir for run.sh, test.sh and .ci/run: reconfigures an
# existing one (meson itself starts afresh when the dir is from another meson
# version), sets up a new one otherwise. Usage: configure.sh BUILD_DIR [MESON-OPTION…]
set -euo pipefail

build_dir=$1
shift

if [ -f "$build_dir/meson-private/coredata.dat" ]; then
  # An error in a meson.build fails here and keeps the dir, so the next run rebuilds only what changed.
  meson setup --reconfigure "$build_dir" "$@"
else
  # A dir left half made by an interrupted setup is removed, if it is one of the scripts' own.
  case "$build_dir" in
    _build | _build-*) rm -rf "$build_dir" ;;
  esac
  meson setup "$build_dir" "$@"
fi
