#!/bin/bash
# Makes the README's screenshots (docs/screenshots/*.png) from the built app under Xvfb:
# the Collection and Library views, the Table view (Storyline and duel), dark style, and narrow (360 px).
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

# The Table view shows a match in progress, not the set-up form: it resumes the match saved as
# matches/current-<game>.xml. This one, played through the Table view on the demo Libraries
# (seed 2026), stops at Ann's bonus move in round 2: five Characters on the Storyline,
# Locations turned up, two Events Ann keeps face down, the dice in the tray and the log. Cards are named by id only, so they
# come from the demo set. Only the table shot sees it (its own data folder).
mkdir -p "$scratch/data-table/cardwright/matches"
cp -r "$scratch/data/cardwright/collections" "$scratch/data-table/cardwright/"
cat > "$scratch/data-table/cardwright/matches/current-oz-storyline.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<match version="1" game="oz-storyline" seed="2026" first-author="0" next-custom="1">
  <cards>
    <card id="ozd-001"/> <card id="ozd-004"/> <card id="ozd-006"/> <card id="ozd-032"/> <card id="ozd-038"/> <card id="ozd-080"/>
    <card id="ozd-081"/> <card id="ozd-082"/> <card id="ozd-083"/> <card id="ozd-084"/> <card id="ozd-085"/> <card id="ozd-086"/>
    <card id="ozd-087"/> <card id="ozd-088"/> <card id="ozd-089"/> <card id="ozd-090"/> <card id="ozd-093"/> <card id="ozd-096"/>
    <card id="ozd-097"/> <card id="ozd-099"/> <card id="ozd-100"/> <card id="ozd-101"/> <card id="ozd-104"/> <card id="ozd-105"/>
    <card id="ozd-107"/> <card id="ozd-108"/> <card id="ozd-109"/> <card id="ozd-110"/> <card id="ozd-111"/> <card id="ozd-112"/>
    <card id="ozd-113"/> <card id="ozd-114"/> <card id="ozd-115"/> <card id="ozd-068"/> <card id="ozd-069"/>
  </cards>
  <author name="Ann" colour="#c01c28" title="ozd-114" library="The Fab Four" library-size="60">
    <location id="ozd-080"/> <location id="ozd-080"/> <location id="ozd-081"/> <location id="ozd-082"/> <location id="ozd-083"/>
    <location id="ozd-084"/> <location id="ozd-085"/> <location id="ozd-086"/> <location id="ozd-088"/> <location id="ozd-089"/>
    <location id="ozd-108"/> <location id="ozd-110"/> <location id="ozd-109"/> <location id="ozd-093"/> <location id="ozd-107"/>
  </author>
  <author name="Bob" colour="#1c71d8" title="ozd-115" library="The Witches' Web" library-size="54">
    <location id="ozd-096"/> <location id="ozd-096"/> <location id="ozd-097"/> <location id="ozd-099"/> <location id="ozd-104"/>
    <location id="ozd-105"/> <location id="ozd-111"/> <location id="ozd-087"/> <location id="ozd-086"/> <location id="ozd-088"/>
    <location id="ozd-101"/> <location id="ozd-100"/> <location id="ozd-090"/> <location id="ozd-112"/> <location id="ozd-113"/>
  </author>
  <actions>
    <action kind="draw" label="Ann draws a card"/>
    <action kind="roll" faces="5 4 3 2" by-hand="true" label="Ann rolls 4 dice for Story Points"/>
    <action kind="play-card" card="ozd-001" label="Play Dorothy Gale • Girl from Kansas to Ann's Title card"/>
    <action kind="play-card" card="ozd-004" label="Play Scarecrow • Man of Straw to Ann's Title card"/>
    <action kind="move" piece="1" place="7" move="action" label="Move Dorothy Gale to a face-down Location"/>
    <action kind="move" piece="2" place="7" move="action" label="Move Scarecrow to Emerald City • Gates of Green"/>
    <action kind="end-actions" label="Go on to the bonus movement"/>
    <action kind="end-turn" label="End Ann's turn"/>
    <action kind="draw" label="Bob draws a card"/>
    <action kind="roll" faces="2 3 0 1" label="Bob rolls 4 dice for Story Points"/>
    <action kind="play-card" card="ozd-032" label="Play Wicked Witch of the West • Ruler of the Winkies to Bob's Title card"/>
    <action kind="play-card" card="ozd-038" label="Play Winged Monkeys to Bob's Title card"/>
    <action kind="move" piece="4" place="4" move="action" label="Move Winged Monkeys to a face-down Location"/>
    <action kind="end-actions" label="Go on to the bonus movement"/>
    <action kind="end-turn" label="End Bob's turn"/>
    <action kind="draw" label="Ann draws a card"/>
    <action kind="roll" faces="5 3 1 1 1 1" label="Ann rolls 6 dice for Story Points"/>
    <action kind="move" piece="1" place="6" move="action" label="Move Dorothy Gale to a face-down Location"/>
    <action kind="play-card" card="ozd-006" label="Play Tin Woodman • Seeker of a Heart to Ann's Title card"/>
    <action kind="end-actions" label="Go on to the bonus movement"/>
    <action kind="move" piece="2" place="6" move="bonus" label="Move Scarecrow to Woodman's Cottage (bonus move)"/>
    <action kind="play-card" card="ozd-069" amount="3" face-down="true" label="Place an Event face down for 3 SP"/>
    <action kind="play-card" card="ozd-068" amount="3" face-down="true" label="Place an Event face down for 3 SP"/>
  </actions>
</match>
XML

# The duel's Table (oz-good-evil), resumed like the Storyline's: played through `cardwright-cli
# match` (seed 2), it stops in Ann's turn 3 with Glinda's rescue of Scarecrow declared, so the
# attack sheet lists each Force part with its card; Mombi holds Scarecrow captive.
mkdir -p "$scratch/data-duel/cardwright/matches"
cat > "$scratch/data-duel/cardwright/matches/current-oz-good-evil.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<match version="1" engine="duel" rules="1" game="oz-good-evil" seed="2">
  <player name="Ann" deck="good"/>
  <player name="Bob" deck="evil"/>
  <actions>
    <action do="draw" label="Ann draws 2 cards"/>
    <action do="next" label="Ann ends the Adventure Phase"/>
    <action do="summon Locasta the Good Witch" label="Ann puts Locasta the Good Witch into play"/>
    <action do="summon Glinda the Good Witch" label="Ann puts Glinda the Good Witch into play"/>
    <action do="summon Royal Historian of Oz" label="Ann puts Royal Historian of Oz into play"/>
    <action do="summon Scarecrow" label="Ann puts Scarecrow into play"/>
    <action do="group Royal Historian of Oz with Locasta the Good Witch" label="Royal Historian of Oz joins Locasta the Good Witch's group"/>
    <action do="next" label="Ann ends the Summon Phase"/>
    <action do="next" label="Ann ends the Attack Phase"/>
    <action do="next" label="Ann ends the Rest Phase and the turn"/>
    <action do="draw" label="Bob draws 2 cards"/>
    <action do="next" label="Bob ends the Adventure Phase"/>
    <action do="summon Mombi" label="Bob puts Mombi into play"/>
    <action do="next" label="Bob ends the Summon Phase"/>
    <action do="attack Mombi on Scarecrow free capture" label="Mombi makes the Free Attack (capture) on Scarecrow"/>
    <action do="resolve 12 1" label="The attack of Mombi on Scarecrow is resolved"/>
    <action do="next" label="Bob ends the Attack Phase"/>
    <action do="discard Giant Size" label="Bob discards Giant Size"/>
    <action do="next" label="Bob ends the Rest Phase and the turn"/>
    <action do="draw" label="Ann draws 3 cards"/>
    <action do="next" label="Ann ends the Adventure Phase"/>
    <action do="attach Silver Slippers to Glinda the Good Witch" label="Ann attaches Silver Slippers to Glinda the Good Witch"/>
    <action do="summon Queen Ozma" label="Ann puts Queen Ozma into play"/>
    <action do="group Queen Ozma with Glinda the Good Witch" label="Queen Ozma joins Glinda the Good Witch's group"/>
    <action do="summon The Hungry Tiger" label="Ann puts The Hungry Tiger into play"/>
    <action do="next" label="Ann ends the Summon Phase"/>
    <action do="attack Glinda the Good Witch on Scarecrow with Aid Escape" label="Glinda the Good Witch attacks Scarecrow with Aid Escape"/>
  </actions>
</match>
XML

# The Ód table: a solitaire dealt from a typed deck order ("I dealt these"), played through the
# Table to turn 2: dwarfs in the mine, a void space, ore and a legion of four demons, three cards
# in hand. Only the table-od shot sees it.
mkdir -p "$scratch/data-od/cardwright/matches"
cat > "$scratch/data-od/cardwright/matches/current-od.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<match version="1" engine="od" rules="1" game="od" seed="2026">
  <option key="deck" value="2C 3D 5S 8H 4C 9D KS 10H 6C JD QS 2H 3C 4D 8S 5H 7H 9H 6S 7S 4H 5D"/>
  <player name="Ann"/>
  <actions>
    <action do="dig 7H r1c2"/>
    <action do="dig 9H r1c4"/>
    <action do="place 8H r2c4"/>
    <action do="place 10H r2c3"/>
    <action do="end-turn"/>
  </actions>
</match>
XML

# Inside the virtual display: start the app, wait until something is drawn (a busy machine
# can take several seconds), let it settle, press the keys of SHOT_KEYS if any (xdotool
# commands, as a person at the keyboard), take the picture, stop the app.
capture='raw=$1; shift
"$@" & pid=$!
for i in $(seq 1 30); do
  sleep 1
  import -window root "$raw"
  drawn=$(convert "$raw" -format "%[fx:standard_deviation>0.02]" info:)
  [ "$drawn" = 1 ] && break
done
sleep 2
if [ -n "$SHOT_KEYS" ]; then sh -c "$SHOT_KEYS"; sleep 2; fi
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
  # GNOME's own title-bar buttons (its button-layout default, 'appmenu:close'): without a
  # settings daemon GTK falls back to minimize, maximize and close, which no GNOME user sees.
  mkdir -p "$config/gtk-4.0"
  printf '[Settings]\ngtk-decoration-layout=appmenu:close\n' > "$config/gtk-4.0/settings.ini"
  local raw="$scratch/$name.raw.png"
  # Twice the window's size: the pointer starts at the screen's centre, outside the window,
  # so no tooltip shows; -trim then cuts the black around the window.
  xvfb-run -a -s "-screen 0 $((2 * width + 60))x$((2 * height + 60))x24" \
    env CARDWRIGHT_DATA_DIR="$root/data" \
        GSETTINGS_SCHEMA_DIR="$build/data" \
        GSETTINGS_BACKEND=keyfile \
        XDG_CONFIG_HOME="$config" \
        XDG_DATA_HOME="${SHOT_DATA:-$scratch/data}" \
        GTK_A11Y=none NO_AT_BRIDGE=1 GSK_RENDERER=cairo SHOT_KEYS="${SHOT_KEYS:-}" \
        LC_ALL=C.UTF-8 LANGUAGE="${SHOT_LANGUAGE:-}" CARDWRIGHT_LOCALEDIR="$build/po" \
        sh -c "$capture" shot "$raw" "$app" "$@"
  convert "$raw" -fuzz 2% -trim +repage "$out/$name.png"
  echo "$out/$name.png"
}

demo_library="$root/data/games/oz-storyline/libraries/the-fab-four.xml"

shot collection 1280 800 default check --game oz-storyline --view collection --search "kw:prime" --card ozd-001
shot library 1280 800 default statistics --game oz-storyline --view libraries --library "$demo_library"
SHOT_DATA="$scratch/data-table" shot table 1100 1080 default check --game oz-storyline --view table
SHOT_DATA="$scratch/data-duel" shot table-duel 1100 1000 default check --game oz-good-evil --view table
# The Oz draft at the Table: Ann, Bob and Cleo (seed 2026) played through cardwright-cli match, the first
# legal action each time, to round 6: Bob's turn, everyone with a Story card face down. Its own data folder.
if [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" table-draft "* ]]; then
  cli="$build/src/cli/cardwright-cli"
  draft="$scratch/draft.cwmatch"
  CARDWRIGHT_DATA_DIR="$root/data" "$cli" match new oz-draft --player Ann --player Bob --player Cleo --seed 2026 -o "$draft" >/dev/null
  for i in $(seq 1 20); do
    CARDWRIGHT_DATA_DIR="$root/data" "$cli" match do "$draft" "$(CARDWRIGHT_DATA_DIR="$root/data" "$cli" match legal "$draft" | head -1)" >/dev/null
  done
  mkdir -p "$scratch/data-draft/cardwright/matches"
  cp "$draft" "$scratch/data-draft/cardwright/matches/current-oz-draft.xml"
fi
SHOT_DATA="$scratch/data-draft" shot table-draft 1100 1000 default check --game oz-draft --view table
SHOT_DATA="$scratch/data-od" shot table-od 1000 760 default check --game od --view table
# The card editor, a card typed from the keyboard alone: F10 opens the main menu, whose first
# item is New Card; Tab goes from field to field, the type stays Character, "go" and Tab take
# the alignment Good from the game's list, "pr" and Return the keyword Prime. The editor is made
# tall enough to show the whole card. Needs xdotool; without it this one shot is skipped.
if command -v xdotool >/dev/null; then
  SHOT_KEYS='k() { xdotool key --delay 80 "$@"; sleep 0.5; }
t() { xdotool type --delay 40 "$1"; sleep 0.5; }
k F10; sleep 1; k Return; sleep 2
xdotool windowsize "$(xdotool search --sync --onlyvisible --name "New Card" | head -1)" 560 1060; sleep 1
t "Nick Chopper"; k Tab; t "Tin Woodman"; k Tab Tab; t "go"; k Tab Tab
t "3"; k Tab; t "4"; k Tab; k Tab Tab; t "Winkie Country"; k Tab Tab
t "pr"; k Return; t "fl"; k Tab Tab
t "While he is at a <i>Winkie Country</i> Location, your other Characters there get +1 Vitality."' \
    shot editor 1280 1080 default check --game oz-storyline --view collection
else
  echo "screenshots.sh: xdotool is not installed; skipping the card editor shot" >&2
fi
shot collection-dark 1280 800 dark check --game oz-storyline --view collection
shot library-dark 1280 800 dark owned --game oz-storyline --view libraries --library "$demo_library"
shot narrow 360 720 default check --game oz-storyline --view collection
# French (GNU gettext honours LANGUAGE under C.UTF-8; no fr_FR locale needed), light and dark.
SHOT_LANGUAGE=fr shot collection-fr 1280 800 default check --game oz-storyline --view collection --search "kw:prime" --card ozd-001
SHOT_LANGUAGE=fr shot library-fr-dark 1280 800 dark check --game oz-storyline --view libraries --library "$demo_library"
