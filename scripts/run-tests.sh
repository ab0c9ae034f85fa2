#!/usr/bin/env bash
# Builds RpcScope and runs the whole test suite: what CI runs.
#
#   scripts/run-tests.sh              both builds below, one after the other (CI)
#   scripts/run-tests.sh --normal     the normal build (build/), warnings as errors
#   scripts/run-tests.sh --sanitize   everything built with AddressSanitizer and
#                                     UndefinedBehaviorSanitizer (build-sanitize/): any report
#                                     fails the test that caused it
#
# RPCSCOPE_BUILD_DIR names the normal build's folder, RPCSCOPE_SANITIZE_BUILD_DIR the other's.
set -euo pipefail
cd "$(dirname "$0")/.."
normal=1
sanitize=1
case "${1:-}" in
    "") ;;
    --normal) sanitize=0 ;;
    --sanitize) normal=0 ;;
    *) echo "usage: scripts/run-tests.sh [--normal|--sanitize]" >&2; exit 2 ;;
esac
scripts/install-deps.sh

# One build and its whole suite: BUILD_DIR then the CMake options.
build_and_test() {
    local build="$1"
    shift
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
    cmake --build "$build" --parallel "$(nproc)"
    ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" --timeout 600
}

if [ "$normal" -eq 1 ]; then
    build_and_test "${RPCSCOPE_BUILD_DIR:-build}" -DRPCSCOPE_WERROR=ON
fi
if [ "$sanitize" -eq 1 ]; then
    # Every program the tests start (the CLI, the GUI, the demo server, peers) is instrumented
    # and inherits these. Leaks inside Qt's and the system's libraries are not ours: listed in
    # tests/sanitizers/lsan.supp, each with its reason. Warnings are the normal build's
    # business; instrumented code warns differently.
    (
        export ASAN_OPTIONS="abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks=1"
        export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
        export LSAN_OPTIONS="suppressions=$(pwd)/tests/sanitizers/lsan.supp:print_suppressions=0"
        build_and_test "${RPCSCOPE_SANITIZE_BUILD_DIR:-build-sanitize}" -DRPCSCOPE_SANITIZE=ON -DRPCSCOPE_WERROR=OFF
    )
fi
