#!/usr/bin/env bash
# Installs what Pathlab needs and is missing: Debian packages (compilers,
# Emscripten, GoogleTest, Chromium) and the npm dev dependencies.
# Safe to run again: it only installs what is absent.
#   setup.sh         everything npm test needs
#   setup.sh serve   only what npm start needs to build the wasm core and the site and serve it
#                    (cmake, make, Emscripten, the npm packages); the rest waits for npm test
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
have() { command -v "$1" >/dev/null 2>&1; }
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

serve_only=false
[ "${1:-}" = serve ] && serve_only=true

have cmake || need+=(cmake)
have make || need+=(make)
have emcc || need+=(emscripten)
if ! $serve_only; then
  have g++ || need+=(g++)
  have chromium || need+=(chromium)
  have_pkg libgtest-dev || need+=(libgtest-dev)
  have_pkg libbenchmark-dev || need+=(libbenchmark-dev)
  have gzip || need+=(gzip)
  have clang-format || need+=(clang-format)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${need[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# The site's build (esbuild, TypeDoc for its API pages) and the tests use the npm dev dependencies.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm dev dependencies"
  npm ci --no-audit --no-fund --loglevel=error
fi
