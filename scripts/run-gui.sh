#!/usr/bin/env bash
# Builds RpcScope and starts the GUI on the built-in demo endpoints.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --gui
build="${RPCSCOPE_BUILD_DIR:-build}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build "$build" --parallel "$(nproc)" --target rpcscope
exec "$build/app/gui/rpcscope" "$@"
