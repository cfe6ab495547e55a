#!/bin/sh
# Installs a built reeve_*.deb into a clean Debian 12 root and tries it as a user would: apt pulls
# the dependencies, reeve-cli makes and verifies a campaign, reeve starts from its menu entry's
# Exec= under Xvfb, and xdg-open / gio open start it on a .reeve file. Needs root and the network
# (debootstrap, apt); not part of the test suite. Screenshots are left in ROOT/tmp/*.png.
#
#   sudo packaging/try-in-chroot.sh build/tests/packaging/deb/reeve_0.1.0_amd64.deb [ROOT]
set -eu
DEB=$(readlink -f "$1")
ROOT=${2:-/tmp/reeve-chroot}
MIRROR=${MIRROR:-http://deb.debian.org/debian}

[ -x "$ROOT/bin/sh" ] || debootstrap --variant=minbase bookworm "$ROOT" "$MIRROR"
for fs in proc sys dev dev/pts; do mountpoint -q "$ROOT/$fs" || case $fs in
  proc) mount -t proc proc "$ROOT/proc" ;; sys) mount -t sysfs sys "$ROOT/sys" ;;
  *) mount --bind "/$fs" "$ROOT/$fs" ;; esac; done
trap 'for fs in dev/pts dev sys proc; do umount "$ROOT/$fs" 2>/dev/null || true; done' EXIT
cp /etc/resolv.conf "$ROOT/etc/"
cp "$DEB" "$ROOT/tmp/reeve.deb"

cat > "$ROOT/tmp/try.sh" <<'EOF'
set -eu
export DEBIAN_FRONTEND=noninteractive XDG_RUNTIME_DIR=/tmp/xdg
mkdir -p -m 700 $XDG_RUNTIME_DIR
apt-get update -q
apt-get install -y /tmp/reeve.deb          # every dependency must come by itself
dpkg-query -W -f '${Depends}\n' reeve
apt-get install -y xvfb xauth xdg-utils desktop-file-utils x11-apps imagemagick libglib2.0-bin
cd /tmp && for f in a c; do rm -f /tmp/$f.reeve /tmp/$f.reeve-wal /tmp/$f.reeve-shm /tmp/$f.reeve.lock; done
reeve-cli new 1066 /tmp/a.reeve --scenario 1066
reeve-cli verify /tmp/a.reeve
reeve-cli --lang de --help | head -3
xdg-mime query filetype /tmp/a.reeve                      # application/x-reeve-campaign
xdg-mime query default application/x-reeve-campaign      # org.reeve.Reeve.desktop
EXEC=$(sed -n 's/^Exec=//p' /usr/share/applications/org.reeve.Reeve.desktop)
cat > /tmp/x.sh <<'XEOF'
set -u
$1 --quit-after 8000 & p=$!; sleep 5; import -window root /tmp/menu.png; wait $p
echo "menu start exit $?"
cp /tmp/a.reeve /tmp/c.reeve; gio open /tmp/c.reeve; sleep 5
xwininfo -root -tree | grep '"reeve"' || echo "gio open: no Reeve window"
import -window root /tmp/gio-open.png
# (no kill: reeve leaves when xvfb-run stops its X server; the chroot shares the host's processes)
XEOF
xvfb-run -a -s '-screen 0 1280x800x24' sh /tmp/x.sh "$(echo "$EXEC" | sed 's|%f|/tmp/a.reeve|')"
xvfb-run -a reeve --lang de /tmp/a.reeve --quit-after 3000 --screenshot /tmp/de.png
EOF
chroot "$ROOT" sh /tmp/try.sh
echo "screenshots: $ROOT/tmp/menu.png $ROOT/tmp/gio-open.png $ROOT/tmp/de.png"
