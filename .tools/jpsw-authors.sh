#!/usr/bin/env bash
# Fetches and builds the JPSW authors' program (Warthog's `warthog` with `--alg jpsw`, from a public
# copy of Carlson et al.'s code) into build/jpsw-authors/, for `npm run bench`'s side-by-side
# comparison with it (web/tools/bench-jpsw.mjs; docs/jump-point-search.md). Nothing of it is a
# dependency of the product, and nothing of it is committed here.
#   bash .tools/jpsw-authors.sh        # fetches the pinned commit, builds, prints the program's path
# Needs git, make and g++ (Debian: apt-get install git make g++). JPSW_SOURCE names another clone to
# fetch from (say, a local mirror of the GitHub repository); JPSW_DIR another place to build in.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DEST=${JPSW_DIR:-$ROOT/build/jpsw-authors}
SOURCE=${JPSW_SOURCE:-https://github.com/rosediliara/pathfinding-jpsw-algorithm}
# The commit measured; another one may price or prune differently.
COMMIT=04b5ed565036e57f5e548037107d1db2badb5287
SRC=$DEST/src
if [ "$(git -C "$SRC" rev-parse HEAD 2> /dev/null || true)" != "$COMMIT" ]; then
  rm -rf "$SRC"
  mkdir -p "$SRC"
  git -C "$SRC" init --quiet
  git -C "$SRC" remote add origin "$SOURCE"
  # Only the library and its programs: the repository's maps and other planners are not needed.
  git -C "$SRC" sparse-checkout set --no-cone '/warthog/*' '!/warthog/maps/' > /dev/null
  git -C "$SRC" fetch --quiet --depth 1 --filter=blob:none origin "$COMMIT"
  git -C "$SRC" checkout --quiet FETCH_HEAD
fi
# Two changes to their program's reporting, none to the search or its clock: the path costs printed
# with 17 digits, not 6, so that the bench can check them against ours to within floating-point
# rounding; and the map's name kept in a string while the report reads it (it read the buffer of a
# temporary, which g++ 12 at -O3 had already reused).
PROGRAM=$SRC/warthog/programs/warthog.cpp
if ! grep -q 'std::cout << std::setprecision(17)' "$PROGRAM"; then
  sed -i '0,/^\tstd::cout $/s//\tstd::cout << std::setprecision(17)/' "$PROGRAM"
  sed -i 's/const char\* mapname = scenmgr.get_experiment(0)->map().c_str();/const std::string mapfile = scenmgr.get_experiment(0)->map(); const char* mapname = mapfile.c_str();/' "$PROGRAM"
  grep -q 'std::cout << std::setprecision(17)' "$PROGRAM" && grep -q 'mapname = mapfile.c_str()' "$PROGRAM" ||
    { echo "jpsw-authors.sh: cannot patch $PROGRAM" >&2; exit 1; }
fi
# Their own build (`make fast`: -O3, g++), with the warnings a newer g++ raises in their code allowed.
make -C "$SRC/warthog" fast main -j2 \
  CFLAGS='-std=c++17 -pthread -w -fopenmp -O3 -DNDEBUG' > "$DEST/build.log" 2>&1 || {
  tail -30 "$DEST/build.log" >&2
  echo "jpsw-authors.sh: the build failed; the whole log is $DEST/build.log" >&2
  exit 1
}
BIN=$SRC/warthog/build/fast/bin/warthog
[ -x "$BIN" ] || { echo "jpsw-authors.sh: no program at $BIN" >&2; exit 1; }
echo "$BIN"
