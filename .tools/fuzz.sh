#!/usr/bin/env bash
# npm run fuzz [SECONDS]: coverage-guided fuzzing of the three readers of outside input, SECONDS each
# (default 60): the Moving AI map reader (libFuzzer, cpp/tools/fuzz_movingai.cpp, built with clang into
# build/fuzz), then the share-link, lesson-link and assignment-link decoders, the trace readers, the
# assignment JSON reader and a class's grading as `pathlab check --batch` does it (web/tools/fuzz-decoders.mjs,
# guided by V8's block coverage). Prints runs and crashes; exits non-zero on any crash. docs/contributing.md, "Fuzzing".
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
status=0
if [ ! -f build/fuzz/CMakeCache.txt ]; then
  CC=clang CXX=clang++ cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPATHLAB_FUZZ=ON >/dev/null || exit 1
fi
cmake --build build/fuzz -j "${PATHLAB_JOBS:-2}" --target fuzz_movingai >/dev/null || { echo "fuzz target build failed"; exit 1; }
mkdir -p build/fuzz/corpus-movingai
cp -n tests/data/movingai/*.map build/fuzz/corpus-movingai/ 2>/dev/null
log=build/fuzz/movingai.log
build/fuzz/fuzz_movingai build/fuzz/corpus-movingai -max_total_time="$seconds" -max_len=65536 -artifact_prefix=build/fuzz/ >"$log" 2>&1 || status=1
runs=$(grep -o 'Done [0-9]* runs' "$log" | grep -o '[0-9]*' || echo '?')
crashes=$(ls build/fuzz/crash-* build/fuzz/leak-* build/fuzz/timeout-* 2>/dev/null | wc -l)
echo "map reader (libFuzzer): ${runs} runs, ${crashes} crashes"
node web/tools/fuzz-decoders.mjs "$seconds" || status=1
exit "$status"
