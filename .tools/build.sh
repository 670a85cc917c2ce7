#!/usr/bin/env bash
# Builds both targets incrementally:
#   build/native  core library, GoogleTest suite, scenario runner, benchmarks (g++)
#   build/wasm    the Embind module -> web/build/pathlab-core.mjs + .wasm (emcc)
# PATHLAB_BUILD=native|wasm builds just one.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten needs Debian's acorn, which NodeSource's node does not look for.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
jobs="${PATHLAB_JOBS:-2}"
what="${PATHLAB_BUILD:-all}"

if [ "$what" != wasm ]; then
  [ -f build/native/CMakeCache.txt ] || cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j "$jobs"
fi
if [ "$what" != native ]; then
  [ -f build/wasm/CMakeCache.txt ] || emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/wasm -j "$jobs"
  node web/tools/write-catalog.mjs
fi
