#!/bin/bash
# Installs the Debian 12 packages Cardwright needs to build and test; quiet when all are there.
# Run it (bash build-aux/setup.sh) or source it; run.sh, test.sh and .ci/run call it first.

cw_setup_packages=(
  meson ninja-build pkg-config gcc
  libglib2.0-dev libglib2.0-bin libxml2-dev libxml2-utils
  libcairo2-dev libpango1.0-dev libgtk-4-dev libadwaita-1-dev
  xvfb xauth imagemagick poppler-utils libpoppler-glib-dev qpdf
  python3-jsonschema desktop-file-utils appstream gettext shared-mime-info
  libarchive-dev
  fonts-dejavu-core adwaita-icon-theme
  # The metainfo test's second validator, and the real key presses of the card grid's test
  # (both tests run without them, with less checked).
  appstream-util xdotool
  # Only recommended by GTK and the icon theme, and apt-get runs without
  # recommends here: without it no SVG icon (symbolic icons included) loads.
  librsvg2-common
)

cw_setup_main () {
  local missing=() pkg status

  for pkg in "${cw_setup_packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null) || status=
    [ "$status" = installed ] || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0

  echo "setup: installing missing packages: ${missing[*]}" >&2

  local -a as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    # Without a terminal (CI, no stdin) sudo must not wait for a password.
    if command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
      as_root=(sudo)
    else
      echo "setup: not root and sudo is not usable. Install these packages, then run again:" >&2
      echo "  apt-get install ${missing[*]}" >&2
      return 1
    fi
  fi

  if ! "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q ||
     ! "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
         apt-get install -y -q --no-install-recommends "${missing[@]}"; then
    echo "setup: apt-get failed. Install these packages, then run again:" >&2
    echo "  apt-get install ${missing[*]}" >&2
    return 1
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  cw_setup_main
  exit $?
fi
cw_setup_main
