#!/usr/bin/env bash
# The soak (tests/crash/soak.cpp): the real CLI and the real window against a loopback server
# that answers hostile bodies at random, for ten minutes by default. Prints the figures every
# ten seconds and a result at the end: exchanges, memory at the start, the end and the peak,
# and every failure (a crash, ten seconds without progress, an answered exchange missing
# from its recording, memory beyond its bound). Exit status 0 only with none.
#
#   scripts/run-soak.sh [--seconds N]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=600
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown option $1" >&2; exit 2 ;;
    esac
done

build="$(realpath -m "${RPCSCOPE_BUILD_DIR:-build}")"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --parallel "$(nproc)" --target rpcscope-soak rpcscope-cli rpcscope
exec "$build/tests/crash/rpcscope-soak" --seconds "$seconds" --cli "$build/app/cli/rpcscope-cli" \
    --gui "$build/app/gui/rpcscope" --work "$build/soak"
