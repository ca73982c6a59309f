#!/bin/bash
# Makes the README's screenshots (docs/screenshots/*.png) from the built app under Xvfb:
# the Collection and Library views, the Table view, dark style, and narrow (360 px).
# and French (LANGUAGE=fr, from the build tree's po/).
# Usage: build-aux/screenshots.sh [BUILD_DIR]   (default _build; it must be built)
#        ONLY="collection-fr library-fr-dark" build-aux/screenshots.sh …   remakes only those
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-_build}
case $build in /*) ;; *) build="$root/$build" ;; esac
app="$build/src/app/cardwright"
out="$root/docs/screenshots"

if [ ! -x "$app" ]; then
  echo "screenshots.sh: $app is not built; run meson compile -C $build first" >&2
  exit 2
fi
mkdir -p "$out"

# Private XDG folders: the player's real collection and Libraries are never read or written.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# A few owned cards so the counts and the "owned versus needed" panel show something real.
mkdir -p "$scratch/data/cardwright/collections"
cat > "$scratch/data/cardwright/collections/oz-storyline.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<collection version="1" game="oz-storyline">
  <card id="ozd-001" owned="3"/>
  <card id="ozd-002" owned="1"/>
  <card id="ozd-003" owned="2"/>
  <card id="ozd-004" owned="3"/>
  <card id="ozd-006" owned="2"/>
  <card id="ozd-008" owned="3"/>
  <card id="ozd-010" owned="1"/>
</collection>
XML

# Inside the virtual display: start the app, wait until something is drawn (a busy machine
# can take several seconds), let it settle, take the picture, stop the app.
capture='raw=$1; shift
"$@" & pid=$!
for i in $(seq 1 30); do
  sleep 1
  import -window root "$raw"
  drawn=$(convert "$raw" -format "%[fx:standard_deviation>0.02]" info:)
  [ "$drawn" = 1 ] && break
done
sleep 2
import -window root "$raw"
kill $pid; wait $pid 2>/dev/null || true'

# shot NAME WIDTH HEIGHT STYLE(default|dark) LIBRARY-PANEL ARGS...: one window, one picture of it.
shot() {
  local name=$1 width=$2 height=$3 style=$4 panel=$5
  shift 5
  if [ -n "${ONLY:-}" ] && [[ " $ONLY " != *" $name "* ]]; then
    return 0
  fi
  local config="$scratch/config-$name"
  mkdir -p "$config/glib-2.0/settings"
  cat > "$config/glib-2.0/settings/keyfile" <<KEYFILE
[io/github/cardwright/Cardwright]
window-width=$width
window-height=$height
color-scheme='$style'
library-panel='$panel'
KEYFILE
  local raw="$scratch/$name.raw.png"
  # Twice the window's size: the pointer starts at the screen's centre, outside the window,
  # so no tooltip shows; -trim then cuts the black around the window.
  xvfb-run -a -s "-screen 0 $((2 * width + 60))x$((2 * height + 60))x24" \
    env CARDWRIGHT_DATA_DIR="$root/data" \
        GSETTINGS_SCHEMA_DIR="$build/data" \
        GSETTINGS_BACKEND=keyfile \
        XDG_CONFIG_HOME="$config" \
        XDG_DATA_HOME="$scratch/data" \
        GTK_A11Y=none NO_AT_BRIDGE=1 GSK_RENDERER=cairo \
        LC_ALL=C.UTF-8 LANGUAGE="${SHOT_LANGUAGE:-}" CARDWRIGHT_LOCALEDIR="$build/po" \
        sh -c "$capture" shot "$raw" "$app" "$@"
  convert "$raw" -fuzz 2% -trim +repage "$out/$name.png"
  echo "$out/$name.png"
}

demo_library="$root/data/games/oz-storyline/libraries/the-fab-four.xml"

shot collection 1280 800 default check --game oz-storyline --view collection --search "kw:prime" --card ozd-001
shot library 1280 800 default statistics --game oz-storyline --view libraries --library "$demo_library"
shot table 1100 720 default check --game oz-storyline --view table
shot collection-dark 1280 800 dark check --game oz-storyline --view collection
shot library-dark 1280 800 dark owned --game oz-storyline --view libraries --library "$demo_library"
shot narrow 360 720 default check --game oz-storyline --view collection
# French (GNU gettext honours LANGUAGE under C.UTF-8; no fr_FR locale needed), light and dark.
SHOT_LANGUAGE=fr shot collection-fr 1280 800 default check --game oz-storyline --view collection --search "kw:prime" --card ozd-001
SHOT_LANGUAGE=fr shot library-fr-dark 1280 800 dark check --game oz-storyline --view libraries --library "$demo_library"
