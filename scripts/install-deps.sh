#!/usr/bin/env bash
# Install the Debian 12 packages Reeve needs to build, test, package and run.
# Only missing packages are installed; apt-get update runs only when something is missing,
# so a second run is silent and fast. Works as root, or through sudo otherwise.
#
# Usage: scripts/install-deps.sh [--with-fuzz] [--with-screenshots]
#   --with-fuzz         also install clang (libFuzzer targets, -DREEVE_BUILD_FUZZ=ON)
#   --with-screenshots  also install imagemagick (scripts/run-headless.sh --screenshot)
set -euo pipefail

packages=(
    # toolchain and build
    build-essential cmake ninja-build pkg-config python3
    # Qt 6.4, SQLite driver, Linguist tools (lupdate/lrelease)
    qt6-base-dev libqt6sql6-sqlite qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    # Qt's own texts in German, French and Spanish (qtbase_LANG.qm: standard buttons, dialogs);
    # tst_qtlanguage needs them
    qt6-translations-l10n
    # other libraries
    libqcustomplot-dev libgmp-dev libssl-dev libsqlite3-dev libgl1-mesa-dev
    # headless runs and GUI tests
    xvfb xauth
    # packaging tests: validators, lintian, the MIME database and GIO that reads it, and what
    # CPack's DEB generator uses for SHLIBDEPS
    desktop-file-utils appstream lintian shared-mime-info libglib2.0-bin dpkg-dev file
)

usage() { sed -n '2,9s/^# \{0,1\}//p' "$0"; }

while (($#)); do
    case "$1" in
        --with-fuzz) packages+=(clang) ;;
        --with-screenshots) packages+=(imagemagick) ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install-deps.sh: unknown option '$1'" >&2; usage >&2; exit 2 ;;
    esac
    shift
done

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "install-deps.sh: dpkg-query not found; this script targets Debian 12 (bookworm)." >&2
    exit 1
fi

missing=()
for pkg in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    if [[ "$status" != "install ok installed" ]]; then
        missing+=("$pkg")
    fi
done

((${#missing[@]} == 0)) && exit 0

if ((EUID == 0)); then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-deps.sh: missing packages: ${missing[*]}" >&2
    echo "Run this script as root, or install sudo." >&2
    exit 1
fi

echo "install-deps.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
