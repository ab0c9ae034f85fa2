#!/usr/bin/env bash
# Installs what RpcScope needs to build and test on Debian 12, skipping what is present:
# Debian packages (as root, or through sudo) and the pinned npm test peers (tests/npm).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-websockets-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libgl-dev libqscintilla2-qt6-dev qtkeychain-qt6-dev libssl-dev
    gnome-keyring dbus-daemon  # the keychain tests run a Secret Service of their own (tests/support/with-keychain.sh)
    clangd  # a test peer: the language server the LSP tests start (Debian 12: 14.0)
)
# Node.js runs the npm test peers. A machine may already have it from elsewhere (with its
# own npm): only ask Debian for what no command provides.
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)
if [ "${1:-}" = "--gui" ]; then
    packages+=(qt6-qpa-plugins fonts-dejavu-core)
fi

. scripts/apt-install-missing.sh
apt_install_missing "${packages[@]}"

# The third-party servers the tests talk to, at the versions package-lock.json pins.
# Every pinned peer is checked: a checkout from before a peer was added has the others only.
if [ ! -x tests/npm/node_modules/.bin/mcp-server-everything ] \
    || [ ! -d tests/npm/node_modules/har-validator ] \
    || [ ! -d tests/npm/node_modules/jayson ] \
    || [ ! -d tests/npm/node_modules/pyright ] \
    || [ ! -d tests/npm/node_modules/ganache ] \
    || [ ! -d tests/npm/node_modules/@modelcontextprotocol/conformance ]; then
    echo "Installing npm test peers (tests/npm)"
    (cd tests/npm && npm ci --no-audit --no-fund --loglevel=error)
fi
