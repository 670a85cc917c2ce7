#!/usr/bin/env bash
# clang-format over the C++ (cpp/, tests/cpp/) with the repository's .clang-format.
#   bash .tools/format.sh           rewrites the files
#   bash .tools/format.sh --check   changes nothing; fails and lists what is not formatted
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files 'cpp/*.cpp' 'cpp/*.hpp' 'tests/cpp/*.cpp' 'tests/cpp/*.hpp')
if [ "${1:-}" = "--check" ]; then
  clang-format --dry-run --Werror "${files[@]}"
else
  clang-format -i "${files[@]}"
fi
