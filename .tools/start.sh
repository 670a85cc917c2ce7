#!/usr/bin/env bash
# npm start: install what is missing, build the wasm core and the site (npm run dist), serve the
# built site and print its URL: what a visitor of a published copy gets. `npm run serve:src` serves
# the sources instead, for development. The native GoogleTest suite, the benchmarks and Chromium
# are installed and built by npm test (.tools/test.sh), so a fresh machine serves after one wasm build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .tools/setup.sh serve
PATHLAB_BUILD=wasm bash .tools/build.sh
node web/tools/dist.mjs
exec node web/tools/serve.mjs
