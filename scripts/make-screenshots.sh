#!/usr/bin/env bash
# Builds the GUI and renders docs/screenshot.png offscreen: the window on the built-in demo
# endpoints after discovery and one demo call. Needs a font (fonts-dejavu-core) for text.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${RPCSCOPE_BUILD_DIR:-build}"
output="${1:-docs/screenshot.png}"

if ! fc-list 2>/dev/null | grep -qi dejavu; then
    echo "warning: no DejaVu fonts found; text may render as boxes (apt-get install fonts-dejavu-core)" >&2
fi

cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel "$(nproc)" --target rpcscope
mkdir -p "$(dirname "$output")"
# A fixed language and scale, so the picture does not depend on who runs the script.
LANG=C.UTF-8 LC_ALL=C.UTF-8 QT_SCALE_FACTOR=1 QT_QPA_PLATFORM=offscreen \
    "$build/app/gui/rpcscope" --screenshot "$output"
echo "wrote $output"
