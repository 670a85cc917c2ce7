#!/usr/bin/env bash
# npm start: install what is missing, build the wasm core, serve the playground and print its URL.
# Only what the page needs: the native GoogleTest suite, the benchmarks and the packages that
# only tests use are installed and built by npm test (.tools/test.sh), so a fresh machine serves
# after one wasm build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .tools/setup.sh serve
PATHLAB_BUILD=wasm bash .tools/build.sh
exec node web/tools/serve.mjs
