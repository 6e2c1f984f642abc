#!/usr/bin/env bash
# Runs every test file with Node's own runner through tsx. The shell expands the globs (Node 20's
# runner does not), and a run that finds no test files fails instead of passing empty.
set -euo pipefail
shopt -s globstar nullglob
cd "$(dirname "$0")/.."
files=(test/**/*.test.ts)
if [ ${#files[@]} -eq 0 ]; then
  echo "no test files found under test/" >&2
  exit 1
fi
echo "type-checking (tsc --noEmit, strict)…"
node node_modules/typescript/bin/tsc --noEmit -p tsconfig.json
# Sites that several test files only read are built once per run, into this folder (test/helpers.ts).
DOCSGEN_TEST_SHARED=$(mktemp -d "${TMPDIR:-/tmp}/docsgen-test-shared-XXXXXX")
export DOCSGEN_TEST_SHARED
trap 'rm -rf "$DOCSGEN_TEST_SHARED"' EXIT
node --import tsx --test --test-concurrency=2 "${files[@]}"
