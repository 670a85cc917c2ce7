#!/usr/bin/env bash
# Fetches and builds Warthog (ShortestPathLab's warthog-jps, with warthog-core as
# its submodule) beside the repository, for `npm run bench`'s comparison with it
# (web/tools/bench-warthog.mjs; docs/jump-point-search.md). Warthog is not a
# dependency and nothing of it is committed here.
#   bash .tools/warthog.sh            # clones into ../warthog-jps, builds, prints the program's path
# WARTHOG_DIR picks another place; WARTHOG_SOURCE and WARTHOG_CORE_SOURCE other
# clones to copy from (say, local mirrors of the two GitHub repositories).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DEST=${WARTHOG_DIR:-$(dirname "$ROOT")/warthog-jps}
SOURCE=${WARTHOG_SOURCE:-https://github.com/ShortestPathLab/warthog-jps}
CORE_SOURCE=${WARTHOG_CORE_SOURCE:-https://github.com/ShortestPathLab/warthog-core}
if [ ! -d "$DEST/.git" ]; then
  git clone "$SOURCE" "$DEST"
fi
CORE_COMMIT=$(git -C "$DEST" ls-tree HEAD extern/warthog-core | awk '{print $3}')
if [ ! -e "$DEST/extern/warthog-core/.git" ]; then
  rm -rf "$DEST/extern/warthog-core"
  git clone "$CORE_SOURCE" "$DEST/extern/warthog-core"
fi
git -C "$DEST/extern/warthog-core" checkout --quiet "$CORE_COMMIT"
# The same compiler and flags as our native build: a release build with g++.
cmake -S "$DEST" -B "$DEST/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=g++ > /dev/null
cmake --build "$DEST/build" -j2 > /dev/null
find "$DEST/build" -name warthog-jps -type f -perm -u+x | head -1
