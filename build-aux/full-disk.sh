#!/bin/bash
# Saves into a full filesystem and checks that a save is whole or not at all (issue 17): four
# writers of cardwright-cli, each writing a file the window writes the same way: `import -o` (a
# Library), `collection import -o` (the collection), `match do` (a .cwmatch) and `set import`
# (a player's card set, in the user's data folder). For each, on a disk with no room at all and
# on one with a single 4 KiB page left (less than the new file needs: the write fails half-way):
#   - the save fails (exit status 2) with a message naming the file and the reason;
#   - the previous file is byte-identical;
#   - no temporary file (.cardwright-tmp-*) is left beside it;
# and once there is room again the same save succeeds and leaves no temporary either.
#
# The full disk is a small tmpfs mounted for the run (needs root, or CAP_SYS_ADMIN). Where
# mounting is not permitted, the same failure is made with RLIMIT_FSIZE (ulimit -f) and SIGXFSZ
# ignored, which makes write() fail with EFBIG past the limit: the path through our code is the
# same (a write that fails), only the errno and its words differ. Exits 77 (meson's "skipped")
# only when neither can be made. Usage, from the source tree or as the meson test full-disk:
#   build-aux/full-disk.sh [BUILD_DIR]
# CW_FULL_DISK_MODE=fsize forces the RLIMIT_FSIZE way even where a tmpfs can be mounted.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "${1:-$root/_build}" && pwd)
cli="$build/src/cli/cardwright-cli"
export CARDWRIGHT_DATA_DIR="$root/data"
libraries="$root/data/games/oz-storyline/libraries"
work=$(mktemp -d "${TMPDIR:-/tmp}/cw-full-disk-XXXXXX")
disk="$work/disk"
mkdir -p "$disk"
mounted=0
cleanup () {
  if [ "$mounted" = 1 ]; then umount "$disk" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
# Stopped (meson's timeout sends SIGTERM): the tmpfs is unmounted all the same.
trap 'exit 143' TERM INT
status=0

# ---- the condition: a tmpfs of 2 MiB, or failing that a file size limit ----
if [ "${CW_FULL_DISK_MODE:-}" != fsize ] && mount -t tmpfs -o size=2m,mode=0755 cw-full-disk "$disk" 2>"$work/mount.err"; then
  mounted=1
  mode=tmpfs
else
  # ulimit -f counts 1024-byte blocks in bash. A child that ignores SIGXFSZ gets EFBIG instead
  # of being killed; test it on a throw-away file first.
  if (trap '' XFSZ; ulimit -f 1; head -c 4096 /dev/zero > "$work/probe") 2>/dev/null; then
    echo "full-disk: ulimit -f did not limit writes here; no full disk can be made" >&2
    exit 77
  fi
  mode=fsize
  echo "full-disk: no tmpfs mounted ($(cat "$work/mount.err" 2>/dev/null || echo "CW_FULL_DISK_MODE=fsize")); using RLIMIT_FSIZE"
fi
rm -f "$work/probe"

# The inputs, outside the disk.
"$cli" export "$libraries/the-fab-four.xml" --format text > "$work/fab.txt"
"$cli" export "$libraries/the-witches-web.xml" --format text > "$work/witches.txt"
printf 'id,owned\nozd-001,1\nozd-002,2\n' > "$work/few.csv"
"$cli" cards oz-storyline --json | grep -o '"id": *"[^"]*"' | sed 's/.*"\([^"]*\)"$/\1,3/' |
  { echo id,owned; cat; } > "$work/many.csv"
printf 'id,type,name,alignment,text\nfd-1,character,First Hero,good,Stands.\n' > "$work/set-old.csv"
{
  echo 'id,type,name,alignment,text'
  for i in $(seq 2 120); do
    echo "fd-$i,character,Hero number $i of the full disk,good,Walks the yellow brick road and never stops until the end of the day."
  done
} > "$work/set-new.csv"

# The folder a player's card sets are saved in, on the disk (XDG_DATA_HOME for the CLI).
sets="$disk/data/cardwright/games/oz-storyline/sets"

# Each writer: SETUP puts the old file in place (on the disk, with room), WRITE saves the new
# one; TARGET is the file. Run as: check NAME TARGET SETUP WRITE.
library_setup () { "$cli" import "$work/fab.txt" -o "$disk/deck.cwlibrary" --game oz-storyline >/dev/null; }
library_write () { "$cli" import "$work/witches.txt" -o "$disk/deck.cwlibrary" --game oz-storyline; }
collection_setup () { "$cli" collection import "$work/few.csv" -o "$disk/collection.xml" --game oz-storyline >/dev/null; }
collection_write () { "$cli" collection import "$work/many.csv" -o "$disk/collection.xml" --game oz-storyline; }
match_setup () {
  "$cli" match new oz-storyline --player "Ann:$libraries/the-fab-four.xml" \
    --player "Bob:$libraries/the-witches-web.xml" --seed 3 -o "$disk/game.cwmatch" >/dev/null
}
match_write () { "$cli" match do "$disk/game.cwmatch" "$action"; }
set_setup () {
  rm -rf "$disk/data"
  XDG_DATA_HOME="$disk/data" "$cli" set import oz-storyline "$work/set-old.csv" --set full-disk >/dev/null
}
set_write () { XDG_DATA_HOME="$disk/data" "$cli" set import oz-storyline "$work/set-new.csv" --set full-disk; }

# Fills the disk, leaving FREE_KIB free (a multiple of 4: tmpfs counts pages).
fill () {
  local free_kib=$1
  rm -f "$disk"/filler-*
  # A page per KiB to free, then one big filler to the brim; freeing the pages leaves that room.
  for ((k = 0; k < free_kib / 4; k++)); do
    head -c 4096 /dev/zero > "$disk/filler-page-$k"
  done
  head -c $((4 * 1024 * 1024)) /dev/zero > "$disk/filler-big" 2>/dev/null || true
  for ((k = 0; k < free_kib / 4; k++)); do rm -f "$disk/filler-page-$k"; done
}

# Runs WRITE with no room: on the tmpfs, filled; else under a size limit below the new file.
write_full () {
  local write=$1 free_kib=$2 limit_kib=$3
  if [ "$mode" = tmpfs ]; then
    fill "$free_kib"
    $write
  else
    (trap '' XFSZ; ulimit -f "$limit_kib"; $write)
  fi
}

temporaries () { find "$disk" -name '.cardwright-tmp-*' | wc -l; }

check () {
  local name=$1 target=$2 setup=$3 write=$4
  local free_kib rc=0 err new_size
  rm -rf "$disk"/filler-* "$disk"/*.cwlibrary "$disk"/*.xml "$disk"/*.cwmatch "$disk/data"

  # The size of the new file, saved once with room, decides what "too little room" is.
  $setup
  $write >/dev/null 2>&1
  new_size=$(stat -c %s "$target")
  $setup
  cp "$target" "$work/old"

  # No room at all, then the most whole pages that still do not hold the new file (the write
  # starts and fails part-way).
  local levels=0 most=$(( (new_size - 1) / 4096 * 4 ))
  [ "$most" -gt 0 ] && levels="0 $most"
  for free_kib in $levels; do
    rc=0
    err=$(write_full "$write" "$free_kib" "$free_kib" 2>&1 >/dev/null) || rc=$?
    rm -f "$disk"/filler-*
    local same=no left
    cmp -s "$target" "$work/old" && same=yes
    left=$(temporaries)
    echo "$name ($mode, ${free_kib} KiB free, new file $new_size bytes): exit $rc; previous file byte-identical: $same;" \
         "temporaries left: $left; said: $err"
    if [ "$rc" -ne 2 ] || [ "$same" != yes ] || [ "$left" -ne 0 ] ||
       [[ "$err" != *"$(basename "$target")"* ]] || [[ "$err" == *".cardwright-tmp-"* ]]; then
      echo "full-disk: FAIL: $name with $free_kib KiB free" >&2
      status=1
    fi
  done

  # Room again: the same save goes through, and nothing is left beside it.
  rc=0
  $write >/dev/null 2>&1 || rc=$?
  if [ "$rc" -ne 0 ] || cmp -s "$target" "$work/old" || [ "$(temporaries)" -ne 0 ]; then
    echo "full-disk: FAIL: $name did not save once there was room (exit $rc)" >&2
    status=1
  else
    echo "$name: saved once there was room again, no temporaries"
  fi
}

match_setup
action=$("$cli" match legal "$disk/game.cwmatch" | head -n 1)

check library "$disk/deck.cwlibrary" library_setup library_write
check collection "$disk/collection.xml" collection_setup collection_write
check match "$disk/game.cwmatch" match_setup match_write
check set "$sets/full-disk.xml" set_setup set_write

exit $status
