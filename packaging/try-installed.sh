#!/bin/sh
# Installs a built reeve_*.deb with apt on this machine and tries it as its menu entry would, then
# removes it again: the programs come from /usr/bin, reeve starts from the installed desktop
# file's Exec= line under Xvfb on a campaign (the %f a file manager passes), in German with
# --lang de from the translations embedded in it, the icon and MIME type are where the desktop
# looks, and `apt-get purge` leaves none of the package's files behind. Needs root, Xvfb and
# ImageMagick's `import`; apt may fetch the package's dependencies. Not part of the test suite
# (it changes /usr); packaging/try-in-chroot.sh does the same in a clean Debian 12 root.
#
#   packaging/try-installed.sh build/tests/packaging/deb/reeve_0.1.0_amd64.deb [OUT_DIR] [DISPLAY_NO]
#
# Screenshots: OUT_DIR/menu.png (the menu entry's start), OUT_DIR/de.png (--lang de).
set -eu
DEB=$(readlink -f "$1")
OUT=$(mkdir -p "${2:-/tmp/reeve-try}" && cd "${2:-/tmp/reeve-try}" && pwd)
DISPLAY_NO=${3:-77}
fail=0
bad() { echo "FAIL: $*"; fail=1; }
ok() { echo "ok: $*"; }

if dpkg-query -W -f '${Status}' reeve 2>/dev/null | grep -q 'install ok installed'; then
    echo "reeve is already installed; remove it first (apt-get purge reeve)" >&2
    exit 2
fi

# A home of its own: no saved layout, recent files or language of the user's.
home="$OUT/home"
rm -rf "$home"
mkdir -p "$home/config" "$home/data" "$home/runtime"
chmod 700 "$home/runtime"
export XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/runtime"
export HOME="$home" LC_ALL=C.UTF-8 DEBIAN_FRONTEND=noninteractive
unset LANGUAGE

apt-get install -y -q "$DEB" >"$OUT/apt-install.log" 2>&1 || { cat "$OUT/apt-install.log"; exit 1; }
ok "apt-get install $(dpkg-query -W -f '${Package} ${Version}' reeve)"
dpkg -L reeve >"$OUT/files.txt"

# The programs, from PATH.
for program in reeve reeve-cli; do
    [ "$(command -v $program)" = /usr/bin/$program ] && ok "$program in PATH: /usr/bin/$program" \
        || bad "$program is not /usr/bin/$program in PATH ($(command -v $program || echo none))"
done

# The menu entry: valid, starts reeve with the file, an icon the desktop finds, the MIME type.
desktop=/usr/share/applications/org.reeve.Reeve.desktop
desktop-file-validate "$desktop" >"$OUT/desktop-validate.txt" 2>&1 && [ ! -s "$OUT/desktop-validate.txt" ] \
    && ok "desktop-file-validate $desktop" || bad "desktop-file-validate: $(cat "$OUT/desktop-validate.txt")"
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
icon=$(sed -n 's/^Icon=//p' "$desktop")
[ "$exec_line" = "reeve %f" ] && ok "Exec=$exec_line" || bad "Exec=$exec_line (want: reeve %f)"
icon_file=$(ls /usr/share/icons/hicolor/*/apps/"$icon".* /usr/share/pixmaps/"$icon".* 2>/dev/null | head -1)
[ -n "$icon_file" ] && ok "Icon=$icon is $icon_file" || bad "Icon=$icon: no such file in the hicolor theme"
grep -q "$(sed -n 's/^MimeType=\([^;]*\);.*/\1/p' "$desktop")" /usr/share/applications/mimeinfo.cache 2>/dev/null \
    && ok "the MIME type is in the desktop database" || echo "note: no mimeinfo.cache entry (update-desktop-database not run by a trigger here)"

# A campaign made by the installed reeve-cli, read back in German.
campaign="$OUT/try.reeve"
rm -f "$campaign" "$campaign-wal" "$campaign-shm" "$campaign.lock"
reeve-cli new 1066 "$campaign" --scenario 1066 >"$OUT/new.txt" 2>&1 && ok "reeve-cli new" || bad "reeve-cli new: $(cat "$OUT/new.txt")"
reeve-cli verify "$campaign" >"$OUT/verify.txt" 2>&1 && ok "reeve-cli verify: $(head -1 "$OUT/verify.txt")" \
    || bad "reeve-cli verify: $(cat "$OUT/verify.txt")"
reeve-cli --lang de --help >"$OUT/cli-de.txt" 2>&1 || true
grep -qiE 'Verwendung|Aufruf|Befehl|Kampagne' "$OUT/cli-de.txt" && ok "reeve-cli --lang de speaks German: $(grep -m1 -iE 'Verwendung|Aufruf|Befehl|Kampagne' "$OUT/cli-de.txt")" \
    || bad "reeve-cli --lang de --help is not German: $(head -3 "$OUT/cli-de.txt")"
# Qt's own texts in German too: qtbase_de.qm from the installed Qt translations (a Recommends).
QT_QPA_PLATFORM=offscreen reeve --lang de --help >"$OUT/reeve-de-help.txt" 2>&1 || true
grep -q 'Zeigt Hilfe' "$OUT/reeve-de-help.txt" && ok "reeve --lang de: Qt's own texts in German ($(grep -m1 'Zeigt Hilfe' "$OUT/reeve-de-help.txt" | sed 's/^ *//'))" \
    || bad "reeve --lang de --help: Qt's own texts not German: $(head -5 "$OUT/reeve-de-help.txt")"
if command -v gio >/dev/null && gio info -a standard::content-type "$campaign" 2>/dev/null | grep -q x-reeve-campaign; then
    ok "gio sees $campaign as application/x-reeve-campaign"
else
    bad "the MIME database does not know $campaign ($(gio info -a standard::content-type "$campaign" 2>&1 | tail -1))"
fi

# The window, started as the menu entry starts it, then in German.
Xvfb ":$DISPLAY_NO" -screen 0 1280x800x24 >"$OUT/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
export DISPLAY=":$DISPLAY_NO"
start() { # $1: screenshot, then the command line
    shot=$1
    shift
    "$@" --quit-after 9000 >"$OUT/$(basename "$shot" .png).log" 2>&1 &
    pid=$!
    sleep 6
    import -window root "$shot"
    wait $pid && ok "$* exited 0 ($shot)" || bad "$* exited $? (log: $(tail -3 "$OUT/$(basename "$shot" .png).log"))"
}
# shellcheck disable=SC2086 # the Exec line's words, as a desktop launcher splits them
start "$OUT/menu.png" $(echo "$exec_line" | sed "s|%f|$campaign|")
start "$OUT/de.png" reeve --lang de "$campaign"
# Opened as a file manager opens a campaign: gio finds the menu entry by the file's MIME type. The
# window's class is the desktop file's StartupWMClass, so a launcher ties the two together.
wm_class=$(sed -n 's/^StartupWMClass=//p' "$desktop")
if command -v gio >/dev/null && command -v xdotool >/dev/null; then
    gio open "$campaign" >"$OUT/gio-open.log" 2>&1 || true
    if window=$(timeout 20 xdotool search --sync --class "$wm_class" | head -1) && [ -n "$window" ]; then
        sleep 3
        import -window root "$OUT/gio-open.png"
        ok "gio open $campaign: a window of class $wm_class ($(xprop -id "$window" WM_CLASS | sed 's/.*= //'))"
        opened=$(xdotool getwindowpid "$window")
        [ -n "$opened" ] && kill "$opened" && wait_gone=0
        while [ -n "$opened" ] && kill -0 "$opened" 2>/dev/null && [ "$wait_gone" -lt 50 ]; do
            sleep 0.2
            wait_gone=$((wait_gone + 1))
        done
    else
        bad "gio open $campaign: no window of class $wm_class ($(cat "$OUT/gio-open.log"))"
    fi
fi
grep -q 'qt.qpa\|cannot be loaded\|Could not' "$OUT/menu.log" "$OUT/de.log" && bad "warnings at start: $(cat "$OUT/menu.log" "$OUT/de.log")"

# Gone again: purge, and no file of the package left.
apt-get purge -y -q reeve >"$OUT/apt-purge.log" 2>&1 && ok "apt-get purge reeve" || bad "apt-get purge: $(tail -3 "$OUT/apt-purge.log")"
left=""
while read -r path; do
    [ -f "$path" ] || [ -L "$path" ] && left="$left $path"
done <"$OUT/files.txt"
[ -z "$left" ] && ok "no file of the package left" || bad "left after purge:$left"
if command -v gio >/dev/null && gio info -a standard::content-type "$campaign" 2>/dev/null | grep -q x-reeve-campaign; then
    bad "the MIME database still knows application/x-reeve-campaign after purge"
else
    ok "the MIME type is gone with the package"
fi
exit $fail
