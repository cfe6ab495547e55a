#!/usr/bin/env bash
# Take the screenshots the AppStream metainfo lists and the package ships
# (packaging/screenshots/*.png -> /usr/share/reeve/screenshots/), with scripts/run-headless.sh
# under Xvfb on the demo campaign. Runs with empty settings and data folders of its own, so the
# pictures do not depend on (or touch) the user's saved layout, recent files or demo.
#
# Usage: packaging/take-screenshots.sh [OUT_DIR]   (default packaging/screenshots)
# Environment: as scripts/run-headless.sh (REEVE_BUILD_DIR, REEVE_NO_BUILD=1).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-$repo/packaging/screenshots}
mkdir -p "$out"
out=$(cd "$out" && pwd)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -m 700 "$scratch/runtime"
export XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" XDG_RUNTIME_DIR="$scratch/runtime"
export LC_ALL=C.UTF-8 LANGUAGE=en

if [[ "${REEVE_NO_BUILD:-0}" != 1 ]]; then
    "$repo/scripts/install-deps.sh" --with-screenshots
    "$repo/scripts/build.sh"
fi
export REEVE_NO_BUILD=1

# name, then reeve's arguments. Keep in step with the <screenshot> entries of the metainfo.
shots=(
    "campaign|--demo"
    "reference|--demo --dock reference"
    "battle|--demo --dock battle"
)
for entry in "${shots[@]}"; do
    name=${entry%%|*}
    read -r -a args <<<"${entry#*|}"
    "$repo/scripts/run-headless.sh" --screenshot "$out/$name.png" --after 4 --trim -- "${args[@]}"
done
