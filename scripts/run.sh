#!/usr/bin/env bash
# Install what is missing, build, and start the Reeve GUI on the demo campaign
# (opened, or created on first run, in the user's data folder).
# Further arguments are passed to reeve.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${REEVE_BUILD_DIR:-$repo/build}

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
    echo "run.sh: no DISPLAY or WAYLAND_DISPLAY is set, so the window cannot be shown." >&2
    echo "Without a desktop session use:  scripts/run-headless.sh --screenshot reeve.png --after 5" >&2
    exit 1
fi

"$repo/scripts/install-deps.sh"
"$repo/scripts/build.sh"
exec "$build_dir/app/reeve" --demo "$@"
