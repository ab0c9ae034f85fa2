#!/usr/bin/env bash
# Builds the GUI and renders the README's screenshots offscreen into docs/screenshots/: the
# window on the built-in demo endpoint driven through the registry, the composer's form, a
# batch, a decoded error, the session browser, a collection run, an MCP server and its
# notifications, the demo's MCP face spoken statelessly (a tool that asks for input first, a tool call that becomes a task), a live tap on stdio and one on HTTP holding the events of a stream, and an OAuth sign-in to the demo's protected endpoint (the tests' browser
# presses Approve) (app/gui/screenshottour.cpp), in the light and the dark theme.
# Needs a font (fonts-dejavu-core) for text.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${RPCSCOPE_BUILD_DIR:-build}"
output="${1:-docs/screenshots}"

if ! fc-list 2>/dev/null | grep -qi dejavu; then
    echo "warning: no DejaVu fonts found; text may render as boxes (apt-get install fonts-dejavu-core)" >&2
fi

cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel "$(nproc)" --target rpcscope rpcscope-cli rpcscope-demo-server rpcscope-test-browser
mkdir -p "$output"
# A fixed language, scale and screen (1920x1080: every window keeps inside its screen), so the
# pictures do not depend on who runs the script.
screen="$PWD/tests/data/screens/offscreen-1920x1080.json"
for theme in light dark; do
    LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=en QT_SCALE_FACTOR=1 QT_QPA_PLATFORM="offscreen:configfile=$screen" \
        "$build/app/gui/rpcscope" --screenshots "$output" --theme "$theme"
done
echo "wrote $(ls "$output"/*.png | wc -l) screenshots to $output"
