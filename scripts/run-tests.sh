#!/usr/bin/env bash
# Runs every test file with Node's own runner through tsx. The shell expands the globs (Node 20's
# runner does not), and a run that finds no test files fails instead of passing empty.
set -euo pipefail
shopt -s globstar nullglob
cd "$(dirname "$0")/.."
# test/unit/'s quick files run together, in one process, through test/unit.test.ts.
files=()
for file in test/**/*.test.ts; do
  [[ $file == test/unit/* ]] || files+=("$file")
done
# The longest files start first (as the slowest-files list below the results names them): files
# start in the order given, so a long one started last would run on alone while the other core idles.
first=(test/docusaurus-config.test.ts test/browser/docusaurus-tabs.test.ts test/build-cache.test.ts test/browser/runtime.test.ts
  test/docusaurus-templates.test.ts test/browser/reader.test.ts test/browser/search.test.ts test/docusaurus-instances.test.ts)
ordered=()
for file in "${first[@]}"; do [[ " ${files[*]} " == *" $file "* ]] && ordered+=("$file"); done
for file in "${files[@]}"; do [[ " ${first[*]} " == *" $file "* ]] || ordered+=("$file"); done
files=("${ordered[@]}")
if [ ${#files[@]} -eq 0 ]; then
  echo "no test files found under test/" >&2
  exit 1
fi
# Sites that several test files only read are built once per run, into this folder (test/helpers.ts).
DOCSGEN_TEST_SHARED=$(mktemp -d "${TMPDIR:-/tmp}/docsgen-test-shared-XXXXXX")
export DOCSGEN_TEST_SHARED
trap 'rm -rf "$DOCSGEN_TEST_SHARED"' EXIT
# tsc (TypeScript 7, the native compiler: about 5 s of CPU where 5.9 took 15-20 s) type-checks
# beside the tests, on one thread, instead of before them. Its verdict counts as much as the
# tests': either failing fails the run.
echo "type-checking (tsc --noEmit, strict) beside the tests…"
node node_modules/typescript/bin/tsc --noEmit -p tsconfig.json --singleThreaded > "$DOCSGEN_TEST_SHARED/tsc.log" 2>&1 &
tsc_pid=$!
tests_status=0
# The spec reporter's pass/fail summary, then the ten slowest files (scripts/test-file-times.mjs).
node --import tsx --test --test-concurrency=${DOCSGEN_TEST_CONCURRENCY:-2} \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=./scripts/test-file-times.mjs --test-reporter-destination="$DOCSGEN_TEST_SHARED/file-times.txt" \
  "${files[@]}" || tests_status=$?
cat "$DOCSGEN_TEST_SHARED/file-times.txt" 2>/dev/null || true
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
if [ "$tsc_status" -ne 0 ]; then
  cat "$DOCSGEN_TEST_SHARED/tsc.log"
  echo "✖ type-check failed (tsc --noEmit, exit $tsc_status)" >&2
else
  echo "✔ type-check passed (tsc --noEmit, strict)"
fi
[ "$tests_status" -eq 0 ] && [ "$tsc_status" -eq 0 ]
