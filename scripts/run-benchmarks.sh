#!/usr/bin/env bash
# Builds the benchmarks and runs them all, printing every figure and then the result lines
# together. They are run by hand, never by ctest: each figure is a ratio against a reference
# tool measured on the same machine in the same run, so it means something on a busy machine
# too, but run it when the machine is as quiet as it gets.
#
#   scripts/run-benchmarks.sh [--quick]
#
# --quick: fewer rounds and shorter runs (a smoke test of the numbers, not a measurement).
# RPCSCOPE_BUILD_DIR chooses the build directory (default: build, as scripts/run-tests.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=false
if [ "${1:-}" = "--quick" ]; then quick=true; fi

# What the benchmark targets need to build, and the reference tools they measure against.
# (scripts/install-deps.sh installs the rest of the test and GUI dependencies.)
packages=(
    build-essential cmake ninja-build
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev libqscintilla2-qt6-dev
    qt6-qpa-plugins fonts-dejavu-core
    wrk curl
)
command -v node >/dev/null || packages+=(nodejs)
. scripts/apt-install-missing.sh
apt_install_missing "${packages[@]}"

# The reference tools from npm the benchmarks run against (newman), pinned in benchmarks/npm:
# installed here only, not by scripts/install-deps.sh, so the test machines stay lean.
if [ ! -x benchmarks/npm/node_modules/.bin/newman ]; then
    echo "Installing npm benchmark references (benchmarks/npm)"
    (cd benchmarks/npm && npm ci --no-audit --no-fund --loglevel=error)
fi

build="${RPCSCOPE_BUILD_DIR:-build}"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRPCSCOPE_WERROR=ON >/dev/null
cmake --build "$build" --parallel "$(nproc)" \
    --target bench_jsondocument bench_cli bench_http bench_stdio bench_tap bench_tap_http bench_registry_filter bench_inspector_open bench_editor \
    bench_startup bench_bare_window bench_bare_window_linked bench_replay bench_mcp_ping bench_recording bench_session_open bench_session_browser bench_newman rpcscope rpcscope-cli rpcscope-demo-server

if $quick; then
    json_args=(20)
    cli_args=(--runs 20 --warmup 2)
    http_args=(--rounds 2 --seconds 2 --curl-requests 2000)
    stdio_args=(--rounds 2 --seconds 2)
    tap_args=(--rounds 2 --seconds 2)
    tap_http_args=(--rounds 2 --seconds 2)
    mcp_args=(--rounds 1 --seconds 2 --runs 4)
    replay_args=(--rounds 1 --requests 2000 --seconds 2)
    filter_args=(--rounds 2)
    open_args=(--rounds 1)
    editor_args=(--megabytes 20 --rounds 1)
    startup_args=(--runs 5 --warmup 1)
    recording_args=(--rounds 2 --seconds 1)
    session_open_args=(--exchanges 20000 --rounds 1)
    session_browser_args=(--exchanges 20000 --rounds 1)
    newman_args=(--requests 200 --runs 1)
else
    json_args=(100)
    cli_args=(--runs 60 --warmup 5)
    http_args=(--rounds 5 --seconds 5 --curl-requests 5000)
    stdio_args=(--rounds 5 --seconds 5)
    tap_args=(--rounds 5 --seconds 5)
    tap_http_args=(--rounds 5 --seconds 5)
    mcp_args=(--rounds 3 --seconds 3 --runs 10)
    replay_args=(--rounds 3 --requests 10000 --seconds 5)
    filter_args=(--rounds 5)
    open_args=(--rounds 3)
    editor_args=(--rounds 3)
    startup_args=(--runs 20 --warmup 2)
    recording_args=(--rounds 6 --seconds 3)
    session_open_args=(--rounds 3)
    session_browser_args=(--rounds 3)
    newman_args=(--requests 1000 --runs 3)
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
bench="$build/benchmarks"
{
    echo "== bench_jsondocument: JsonDocument::parse vs QJsonDocument::fromJson"
    echo "load average $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min), $(nproc) cores"
    "$bench/bench_jsondocument" "${json_args[@]}"
    echo
    "$bench/bench_cli" "${cli_args[@]}"
    echo
    "$bench/bench_http" "${http_args[@]}"
    echo
    "$bench/bench_stdio" "${stdio_args[@]}"
    echo
    "$bench/bench_tap" "${tap_args[@]}"
    echo
    "$bench/bench_tap_http" "${tap_http_args[@]}"
    echo
    # Needs the npm peers (scripts/install-deps.sh): server-everything and the TypeScript SDK.
    "$bench/bench_mcp_ping" "${mcp_args[@]}"
    echo
    "$bench/bench_replay" "${replay_args[@]}"
    echo
    "$bench/bench_recording" "${recording_args[@]}"
    echo
    "$bench/bench_session_open" "${session_open_args[@]}"
    echo
    "$bench/bench_newman" "${newman_args[@]}"
    echo
    # The GUI benchmarks run offscreen.
    QT_QPA_PLATFORM=offscreen "$bench/bench_registry_filter" "${filter_args[@]}"
    echo
    QT_QPA_PLATFORM=offscreen "$bench/bench_inspector_open" "${open_args[@]}"
    echo
    QT_QPA_PLATFORM=offscreen "$bench/bench_editor" "${editor_args[@]}"
    echo
    QT_QPA_PLATFORM=offscreen "$bench/bench_session_browser" "${session_browser_args[@]}"
    echo
    QT_QPA_PLATFORM=offscreen "$bench/bench_startup" "${startup_args[@]}"
} 2>&1 | tee "$log"

echo
echo "== summary (load average now $(cut -d' ' -f1-3 /proc/loadavg))"
grep -E '^(ratio|index-size|peak-memory|added-latency)' "$log"
