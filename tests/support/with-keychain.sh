#!/bin/sh
# Runs a test with a real system keychain of its own: a private D-Bus session bus and an
# unlocked gnome-keyring (the Secret Service QtKeychain talks to) in a throwaway home, so a
# keychain test never touches the user's keychain and leaves nothing behind. The test finds
# the throwaway home in $HOME (to check that no secret landed in a file there).
set -u
command -v dbus-run-session >/dev/null && command -v gnome-keyring-daemon >/dev/null || {
    echo "with-keychain.sh: dbus-run-session and gnome-keyring-daemon are needed (scripts/install-deps.sh installs them)" >&2
    exit 1
}
home=$(mktemp -d "${TMPDIR:-/tmp}/rpcscope-keychain.XXXXXX")
trap 'rm -rf "$home"' EXIT INT TERM
mkdir -p "$home/run" && chmod 700 "$home/run"
HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" \
XDG_RUNTIME_DIR="$home/run" \
dbus-run-session -- sh -c '
    # A keyring created with a password on stdin starts unlocked: no prompt, no display.
    printf %s rpcscope-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1 || exit 1
    "$@"
' sh "$@"
