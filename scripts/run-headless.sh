#!/usr/bin/env bash
# Run the Reeve GUI on a virtual X server (Xvfb, 1600x1000, 24 bit), for machines without a
# display. With --screenshot, wait --after seconds (default 5), save the whole screen as a PNG,
# then close reeve and exit; without it, reeve runs until interrupted (Ctrl-C).
#
# Usage: scripts/run-headless.sh [--size WxH] [--screenshot out.png [--after 5] [--trim]] [reeve args...]
#   --size WxH  the virtual screen (default 1600x1000); --trim cuts the empty screen around the window
#   With no reeve arguments, reeve is started with --demo (the demo campaign).
# Environment: REEVE_BUILD_DIR (default <repo>/build); REEVE_NO_BUILD=1 skips install and build;
#   REEVE_EXEC runs that program instead of the build's reeve (e.g. an installed /usr/bin/reeve).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${REEVE_BUILD_DIR:-$repo/build}

usage() { sed -n '2,10s/^# \{0,1\}//p' "$0"; }

shot=""
after=5
size=1600x1000
trim=0
while (($#)); do
    case "$1" in
        --screenshot)
            (($# >= 2)) || { echo "run-headless.sh: --screenshot needs a file name" >&2; exit 2; }
            shot=$2; shift 2 ;;
        --after)
            (($# >= 2)) || { echo "run-headless.sh: --after needs a number of seconds" >&2; exit 2; }
            after=$2; shift 2 ;;
        --size)
            (($# >= 2)) && [[ "$2" =~ ^[0-9]+x[0-9]+$ ]] \
                || { echo "run-headless.sh: --size expects WIDTHxHEIGHT, e.g. 1280x800" >&2; exit 2; }
            size=$2; shift 2 ;;
        --trim) trim=1; shift ;;
        -h|--help) usage; exit 0 ;;
        --) shift; break ;;
        *) break ;;
    esac
done
if ! [[ "$after" =~ ^[0-9]+([.][0-9]+)?$ ]]; then
    echo "run-headless.sh: --after expects seconds, got '$after'" >&2
    exit 2
fi
(($# > 0)) || set -- --demo

if [[ "${REEVE_NO_BUILD:-0}" != 1 ]]; then
    if [[ -n "$shot" ]]; then
        "$repo/scripts/install-deps.sh" --with-screenshots
    else
        "$repo/scripts/install-deps.sh"
    fi
    "$repo/scripts/build.sh"
fi

reeve=${REEVE_EXEC:-$build_dir/app/reeve}
[[ -x "$reeve" ]] || { echo "run-headless.sh: $reeve not found; build first (scripts/build.sh)" >&2; exit 1; }

xvfb=(xvfb-run -a -s "-screen 0 ${size}x24")

if [[ -z "$shot" ]]; then
    exec "${xvfb[@]}" "$reeve" "$@"
fi

case "$shot" in /*) ;; *) shot="$PWD/$shot" ;; esac
mkdir -p "$(dirname "$shot")"
rm -f "$shot"

# Runs inside the virtual display: start reeve, wait, grab the root window, stop reeve.
# shellcheck disable=SC2016
inner='
shot=$1; after=$2; trim=$3; reeve=$4; shift 4
"$reeve" "$@" &
pid=$!
sleep "$after"
if ! kill -0 "$pid" 2>/dev/null; then
    status=0; wait "$pid" || status=$?
    echo "run-headless.sh: reeve exited (status $status) before the screenshot was taken" >&2
    exit 1
fi
status=0
crop=()
[[ "$trim" == 1 ]] && crop=(-trim +repage) # the black screen around the window
if command -v import >/dev/null 2>&1 && command -v convert >/dev/null 2>&1; then
    import -window root png:- | convert png:- "${crop[@]}" "png:$shot" || status=$?
elif command -v xwd >/dev/null 2>&1 && command -v convert >/dev/null 2>&1; then
    xwd -root -silent | convert xwd:- "${crop[@]}" "png:$shot" || status=$?
else
    echo "run-headless.sh: neither import nor xwd+convert found; run scripts/install-deps.sh --with-screenshots" >&2
    status=1
fi
kill "$pid" 2>/dev/null || true
for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
kill -KILL "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
exit "$status"
'
"${xvfb[@]}" bash -c "$inner" run-headless "$shot" "$after" "$trim" "$reeve" "$@"
if [[ -s "$shot" ]]; then
    echo "run-headless.sh: screenshot saved to $shot"
else
    echo "run-headless.sh: no screenshot was written" >&2
    exit 1
fi
