#!/bin/bash
# Kills cardwright-cli with SIGKILL at random moments while it writes a file, and checks that
# the file on disk is always the whole old version or the whole new one (issue 17, "No data
# lost, proven"). Four writers: `print -o OUT.pdf`, `import -o LIBRARY.cwlibrary`,
# `collection import -o COLLECTION.xml` (the collection file, written by the same atomic save
# as the window's) and `match do` (a match save, as the Table's autosave writes it). Then checks that the stale
# temporaries the kills left are removed by the next write into that folder.
# Not part of the test suite (it takes minutes). Usage, from the source tree:
#   build-aux/kill-saves.sh [BUILD_DIR] [KILLS_PER_WRITER]     (default: _build 200)
# Exits 1 when a target was ever neither old nor new, or temporaries survived the next write.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "${1:-$root/_build}" && pwd)
kills=${2:-200}
cli="$build/src/cli/cardwright-cli"
export CARDWRIGHT_DATA_DIR="$root/data"
libraries="$root/data/games/oz-storyline/libraries"
work=$(mktemp -d "${TMPDIR:-/tmp}/cw-kill-saves-XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
status=0

# A random pause from 0 to the writer's own run time, in seconds (bash's RANDOM: 0–32767); half
# of them in the last half, where the writing is (the first half is mostly loading the game).
random_pause () {
  local max_ms=$1
  local ms=$(( RANDOM * max_ms / 32767 ))
  if (( RANDOM % 2 )); then ms=$(( max_ms / 2 + ms * 6 / 10 )); fi
  printf '%d.%03d' $((ms / 1000)) $((ms % 1000))
}

# The writer's run time in milliseconds, measured once (a kill must be able to land anywhere).
run_time_ms () {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}

# One writer: SETUP puts the old version in place, WRITE makes the new one, CHECK says which
# one TARGET is ("old", "new" or anything else for neither).
kill_writer () {
  local name=$1 target=$2 setup=$3 write=$4 check=$5
  local max_ms old=0 new=0 neither=0 finished=0 killed=0 left before_clean after_clean

  $setup
  max_ms=$(run_time_ms $write)
  for ((i = 0; i < kills; i++)); do
    $setup
    $write >/dev/null 2>&1 &
    local pid=$!
    sleep "$(random_pause "$max_ms")"
    kill -KILL "$pid" 2>/dev/null || true
    # 128 + 9: the kill landed while it ran (a writer that had exited is only reaped).
    local rc=0
    wait "$pid" 2>/dev/null || rc=$?
    if [ "$rc" -eq 137 ]; then killed=$((killed + 1)); else finished=$((finished + 1)); fi
    case $($check) in
      old) old=$((old + 1)) ;;
      new) new=$((new + 1)) ;;
      *) neither=$((neither + 1)); cp "$target" "$work/broken-$name-$i" 2>/dev/null || true ;;
    esac
  done
  before_clean=$(find . -maxdepth 1 -name '.cardwright-tmp-*' | wc -l)
  # Stale means older than CW_FILE_TEMP_STALE_SECONDS (10 minutes): age them, write once more.
  find . -maxdepth 1 -name '.cardwright-tmp-*' -exec touch -d '-11 minutes' {} +
  $write >/dev/null 2>&1 || true
  after_clean=$(find . -maxdepth 1 -name '.cardwright-tmp-*' | wc -l)
  echo "$name: $kills runs, $killed killed while running, $finished had finished; target old $old, new $new," \
       "neither $neither; temporaries left by the kills $before_clean, after the next write $after_clean"
  if [ "$neither" -ne 0 ] || [ "$after_clean" -ne 0 ]; then
    status=1
  fi
  find . -maxdepth 1 -name '.cardwright-tmp-*' -delete
}

# ---- print -o: old is a 9-page Library PDF, new the whole game's sets (more pages) ----
"$cli" print "$libraries/the-fab-four.xml" -o old.pdf >/dev/null
old_pages=$(pdfinfo old.pdf | awk '/^Pages:/ {print $2}')
"$cli" print --set oz-storyline -o new.pdf >/dev/null
new_pages=$(pdfinfo new.pdf | awk '/^Pages:/ {print $2}')
print_setup () { cp old.pdf out.pdf; }
print_write () { "$cli" print --set oz-storyline -o out.pdf; }
print_check () {
  if cmp -s out.pdf old.pdf; then echo old; return; fi
  # The PDF carries its creation time, so a new one is checked whole rather than byte for byte.
  if [ "$(pdfinfo out.pdf 2>/dev/null | awk '/^Pages:/ {print $2}')" = "$new_pages" ] &&
     [ "$(stat -c %s out.pdf)" = "$(stat -c %s new.pdf)" ] && tail -c 6 out.pdf | grep -q '%%EOF'; then
    echo new
  else
    echo neither
  fi
}
[ "$old_pages" != "$new_pages" ] || { echo "kill-saves: the two PDFs have the same page count" >&2; exit 2; }
kill_writer print out.pdf print_setup print_write print_check

# ---- import -o: old is one deck's Library, new another's ----
"$cli" export "$libraries/the-fab-four.xml" --format text > fab.txt
"$cli" export "$libraries/the-witches-web.xml" --format text > witches.txt
"$cli" import fab.txt -o old.cwlibrary --game oz-storyline >/dev/null || true
"$cli" import witches.txt -o new.cwlibrary --game oz-storyline >/dev/null || true
import_setup () { cp old.cwlibrary out.cwlibrary; }
import_write () { "$cli" import witches.txt -o out.cwlibrary --game oz-storyline; }
import_check () {
  if cmp -s out.cwlibrary old.cwlibrary; then echo old; elif cmp -s out.cwlibrary new.cwlibrary; then echo new; else echo neither; fi
}
kill_writer import out.cwlibrary import_setup import_write import_check

# ---- collection import -o: old is a collection of a few owned cards, new one of many ----
printf 'id,owned\nozd-001,1\nozd-002,2\n' > few.csv
"$cli" cards oz-storyline --json | grep -o '"id": *"[^"]*"' | sed 's/.*"\([^"]*\)"$/\1,3/' |
  { echo id,owned; cat; } > many.csv
"$cli" collection import few.csv -o old-collection.xml --game oz-storyline >/dev/null
"$cli" collection import many.csv -o new-collection.xml --game oz-storyline >/dev/null
collection_setup () { cp old-collection.xml collection.xml; }
collection_write () { "$cli" collection import many.csv -o collection.xml --game oz-storyline; }
collection_check () {
  if cmp -s collection.xml old-collection.xml; then echo old; elif cmp -s collection.xml new-collection.xml; then echo new; else echo neither; fi
}
kill_writer collection collection.xml collection_setup collection_write collection_check

# ---- match do: old is a match before an action, new the same match after it ----
"$cli" match new oz-storyline --player "Ann:$libraries/the-fab-four.xml" --player "Bob:$libraries/the-witches-web.xml" \
  --seed 3 -o old.cwmatch >/dev/null
action=$("$cli" match legal old.cwmatch | head -n 1)
cp old.cwmatch new.cwmatch
"$cli" match do new.cwmatch "$action" >/dev/null
match_setup () { cp old.cwmatch out.cwmatch; }
match_write () { "$cli" match do out.cwmatch "$action"; }
match_check () {
  if cmp -s out.cwmatch old.cwmatch; then echo old; elif cmp -s out.cwmatch new.cwmatch; then echo new; else echo neither; fi
}
kill_writer match out.cwmatch match_setup match_write match_check

exit $status
