#!/bin/bash
# Configures a meson build dir: reconfigures an existing one (wiping it if meson
# cannot), sets up a new one otherwise. Usage: configure.sh BUILD_DIR [MESON-OPTION…]
set -euo pipefail

build_dir=$1
shift

if [ -f "$build_dir/meson-private/coredata.dat" ]; then
  # A build dir from another meson version, or a broken one, cannot be reconfigured.
  meson setup --reconfigure "$build_dir" "$@" ||
    meson setup --wipe "$build_dir" "$@"
else
  meson setup "$build_dir" "$@"
fi
