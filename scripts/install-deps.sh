#!/usr/bin/env bash
# Installs what RpcScope needs to build and test on Debian 12, skipping what is present:
# Debian packages (as root, or through sudo) and the pinned npm test peers (tests/npm).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libgl-dev
)
# Node.js runs the npm test peers. A machine may already have it from elsewhere (with its
# own npm): only ask Debian for what no command provides.
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)
if [ "${1:-}" = "--gui" ]; then
    packages+=(qt6-qpa-plugins fonts-dejavu-core)
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ "${#missing[@]}" -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null; then sudo="sudo"; else
            echo "error: missing packages (${missing[*]}) and neither root nor sudo to install them" >&2
            exit 1
        fi
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The third-party servers the tests talk to, at the versions package-lock.json pins.
if [ ! -x tests/npm/node_modules/.bin/mcp-server-everything ]; then
    echo "Installing npm test peers (tests/npm)"
    (cd tests/npm && npm ci --no-audit --no-fund --loglevel=error)
fi
