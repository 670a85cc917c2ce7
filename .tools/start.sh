#!/usr/bin/env bash
# npm start: install what is missing, build, serve the playground and print its URL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash .tools/setup.sh
bash .tools/build.sh
exec node web/tools/serve.mjs
