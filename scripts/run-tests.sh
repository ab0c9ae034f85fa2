#!/usr/bin/env bash
# Builds RpcScope and runs the whole test suite (what CI runs).
#
#   scripts/run-tests.sh              the normal build (build/), warnings as errors
#   scripts/run-tests.sh --sanitize   everything built with AddressSanitizer and
#                                     UndefinedBehaviorSanitizer (build-sanitize/): any report
#                                     fails the test that caused it
set -euo pipefail
cd "$(dirname "$0")/.."
sanitize=0
case "${1:-}" in
    "") ;;
    --sanitize) sanitize=1 ;;
    *) echo "usage: scripts/run-tests.sh [--sanitize]" >&2; exit 2 ;;
esac
scripts/install-deps.sh
if [ "$sanitize" -eq 1 ]; then
    build="${RPCSCOPE_BUILD_DIR:-build-sanitize}"
    # Warnings are the normal build's business; instrumented code warns differently.
    options=(-DRPCSCOPE_SANITIZE=ON -DRPCSCOPE_WERROR=OFF)
    # Every program the tests start (the CLI, the GUI, the demo server, peers) is instrumented
    # and inherits these. Leaks inside Qt's and the system's libraries are not ours: listed in
    # tests/sanitizers/lsan.supp, each with its reason.
    export ASAN_OPTIONS="abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
    export LSAN_OPTIONS="suppressions=$(pwd)/tests/sanitizers/lsan.supp:print_suppressions=0"
else
    build="${RPCSCOPE_BUILD_DIR:-build}"
    options=(-DRPCSCOPE_WERROR=ON)
fi
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${options[@]}"
cmake --build "$build" --parallel "$(nproc)"
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" --timeout 600
