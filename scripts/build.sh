#!/usr/bin/env bash
# Configure (Ninja, RelWithDebInfo) into build/ and build with two jobs.
# Extra arguments go to the cmake configure step, e.g.
#   scripts/build.sh -DREEVE_BUILD_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++
# Environment: REEVE_BUILD_DIR (default <repo>/build), REEVE_JOBS (default 2).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${REEVE_BUILD_DIR:-$repo/build}
jobs=${REEVE_JOBS:-2}

cmake -S "$repo" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
cmake --build "$build_dir" -j "$jobs"
