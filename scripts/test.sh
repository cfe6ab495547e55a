#!/usr/bin/env bash
# Install what is missing, build, and run the whole test suite. Exits with ctest's code.
# Needs no display: the tests set QT_QPA_PLATFORM=offscreen themselves.
# Extra arguments go to ctest, e.g. scripts/test.sh -R packaging
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${REEVE_BUILD_DIR:-$repo/build}
jobs=${REEVE_JOBS:-2}

"$repo/scripts/install-deps.sh"
"$repo/scripts/build.sh"

status=0
ctest --test-dir "$build_dir" --output-on-failure -j "$jobs" --timeout 900 "$@" || status=$?
exit "$status"
