#!/usr/bin/env bash
# npm test: builds everything, then runs every test suite and ends with one
# line "tests: N passed, N failed". Exit status 0 only when nothing failed.
#   1. lint: ESLint over web/ and tests/, clang-format over the C++ (first, and the run stops there
#      when it fails: a style slip shows in seconds)
#   2. the build, then the type check (tsc, which reads the built catalog's types)
#   3. native GoogleTest suite (one process per shard, PATHLAB_JOBS shards at once)
#   4. the same suite under AddressSanitizer + UndefinedBehaviorSanitizer
#   5. Vitest: the page end to end, two files at a time (PATHLAB_PAGE_WORKERS, default 2) but for
#      those that time frames, alone after them; then the Node project (units, wasm library, the
#      package) beside Moving AI conformance; the Chromium project (the library in a real browser)
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
jobs="${PATHLAB_JOBS:-2}"
export PATHLAB_PAGE_WORKERS="${PATHLAB_PAGE_WORKERS:-2}"
mkdir -p build/reports
rm -f build/reports/*.xml build/reports/*.log build/reports/vitest.json build/reports/summary.txt
passed=0
failed=0
status=0

count_junit() { # adds a JUnit report's counts to the totals
  local report=$1 tests failures
  tests=$(grep -o 'tests="[0-9]*"' "$report" | head -1 | grep -o '[0-9]*' || echo 0)
  failures=$(grep -o 'failures="[0-9]*"' "$report" | head -1 | grep -o '[0-9]*' || echo 0)
  passed=$((passed + tests - failures))
  failed=$((failed + failures))
}

# run_gtest NAME BINARY: the GoogleTest suite in $jobs shards at once, one process each, counted
# from each shard's report. ctest's process per test cost the sanitizer build about a fifth of a
# second a test (its runtime's start and the leak check at exit), a third of its run.
run_gtest() {
  local name=$1 binary=$2 i code pids=()
  for ((i = 0; i < jobs; i++)); do
    rm -f "build/reports/$name-$i.xml"
    GTEST_TOTAL_SHARDS=$jobs GTEST_SHARD_INDEX=$i "$binary" --gtest_brief=1 \
      --gtest_output="xml:$PWD/build/reports/$name-$i.xml" >"build/reports/$name-$i.log" 2>&1 &
    pids+=($!)
  done
  for ((i = 0; i < jobs; i++)); do
    wait "${pids[$i]}"
    code=$?
    [ "$code" -ne 0 ] && { status=1; cat "build/reports/$name-$i.log"; }
    if [ ! -f "build/reports/$name-$i.xml" ]; then
      echo "FAILED: $name, shard $((i + 1)) of $jobs, ended with status $code before its report"
      failed=$((failed + 1))
    elif [ "$code" -ne 0 ] && ! grep -q 'failures="[1-9]' "build/reports/$name-$i.xml"; then
      # A report without a failure from a process that failed: a sanitizer's finding at exit (a leak).
      echo "FAILED: $name, shard $((i + 1)) of $jobs, ended with status $code after its tests passed"
      failed=$((failed + 1))
      count_junit "build/reports/$name-$i.xml"
    else
      count_junit "build/reports/$name-$i.xml"
    fi
  done
}

began=$SECONDS
step() { echo; echo "== $* ($((SECONDS - began)) s in)"; }

check() { # check NAME COMMAND...: one test that passes when the command does
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    echo "FAILED: $name"
    failed=$((failed + 1))
    status=1
  fi
}

step "setup"
if [ -z "${PATHLAB_SETUP_DONE:-}" ]; then # .ci/run has just run it
  bash .tools/setup.sh || { echo "setup failed"; exit 1; }
fi

step "lint"
check "eslint over web/ and tests/" npx eslint web tests
check "clang-format over the C++" bash .tools/format.sh --check
if [ "$failed" -gt 0 ]; then
  echo "lint failed: fix it first (npm run format rewrites what it can)"
  echo "tests: $passed passed, $failed failed" | tee build/reports/summary.txt
  exit 1
fi

step "build (native + wasm)"
if ! bash .tools/build.sh; then
  echo "build failed"
  echo "tests: 0 passed, 1 failed" | tee build/reports/summary.txt
  exit 1
fi

step "types"
check "tsc over web/src and the d.ts" npx tsc -p tsconfig.json --pretty false

step "native tests"
run_gtest native build/native/pathlab_tests

step "native tests under ASan + UBSan"
# -O1 with line tables only: the sanitizers' reports keep file and line, assertions stay on
# (no NDEBUG), and the build takes about half the time of -O2 -g.
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -g1" -DPATHLAB_SANITIZE=ON >/dev/null
if cmake --build build/asan -j "$jobs" --target pathlab_tests; then
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 run_gtest asan build/asan/pathlab_tests
else
  echo "sanitizer build failed"
  failed=$((failed + 1))
  status=1
fi

step "vitest (node + chromium)"
vitest_status=0
npx vitest run --config tests/vitest.config.js --reporter=default --reporter=json \
  --outputFile.json=build/reports/vitest.json || vitest_status=$?
[ "$vitest_status" -ne 0 ] && status=1
if [ -f build/reports/vitest.json ]; then
  read -r vp vf < <(node -e '
    const r = JSON.parse(require("fs").readFileSync("build/reports/vitest.json", "utf8"));
    const suiteFailures = r.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    console.log(r.numPassedTests, r.numFailedTests + suiteFailures);')
  passed=$((passed + vp))
  failed=$((failed + vf))
  # Vitest can fail without a failed test (a config it refuses, an unhandled error): that is a failure too.
  if [ "$vitest_status" -ne 0 ] && [ "$vf" -eq 0 ]; then
    echo "FAILED: Vitest exited with status $vitest_status without a failed test (see its errors above)"
    failed=$((failed + 1))
  fi
else
  failed=$((failed + 1))
fi

echo
echo "== done ($((SECONDS - began)) s in)"
[ "$failed" -gt 0 ] && status=1
echo "tests: $passed passed, $failed failed" | tee build/reports/summary.txt
exit "$status"
