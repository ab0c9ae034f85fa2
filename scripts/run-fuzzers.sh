#!/usr/bin/env bash
# Builds the fuzz targets (tests/fuzz) with clang-14, libFuzzer, AddressSanitizer and
# UndefinedBehaviorSanitizer in a build folder of their own, runs each for N seconds, and
# prints one line per target: executions, coverage, and whether it broke.
#
#   scripts/run-fuzzers.sh [--seconds N] [--runs R] [--jobs J] [TARGET...]
#
# Each target runs N seconds (default 60), or until R executions when --runs is given.
#
# An input that breaks a target is kept as build-fuzz/found/<target>/crash-… (or leak-,
# timeout-, oom-): fix the code, then commit the input under tests/data/fuzz/<target>/found/,
# where the normal build's CTest test fuzz_<target> replays it on every run.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
runs=0
jobs=1
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        --jobs) jobs="$2"; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "error: unknown option $1" >&2; exit 2 ;;
        *) targets+=("$1"); shift ;;
    esac
done

scripts/install-deps.sh
. scripts/apt-install-missing.sh
apt_install_missing clang-14 libclang-rt-14-dev

root="$(pwd)"
build="$(realpath -m "${RPCSCOPE_FUZZ_BUILD_DIR:-build-fuzz}")"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRPCSCOPE_FUZZ=ON \
    -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 >/dev/null
if [ "${#targets[@]}" -eq 0 ]; then
    for source in tests/fuzz/fuzz_*.cpp; do
        name="$(basename "$source" .cpp)"
        targets+=("${name#fuzz_}")
    done
fi
cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]/#/fuzz_}"

status=0
printf '%-14s %12s %8s %8s %8s  %s\n' target executions seconds cov features result
for target in "${targets[@]}"; do
    corpus="$build/corpus/$target"      # what the fuzzer learns, kept between runs
    found="$build/found/$target"
    mkdir -p "$corpus" "$found"
    log="$build/fuzz-$target.log"
    # Several jobs are libFuzzer's fork mode, each with a log of its own; one runs in place.
    parallel=()
    [ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
    rm -f "$found"/fuzz-*.log
    touch "$found/.started"   # only what this run finds counts, not inputs kept from before
    # The committed seeds and found inputs start it; 2 GiB and 10 s per input at most.
    limit=()
    [ "$runs" -gt 0 ] && limit=(-runs="$runs")
    began=$SECONDS
    set +e
    (cd "$found" && "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" "${limit[@]}" -rss_limit_mb=2048 \
        -timeout=10 "${parallel[@]}" -print_final_stats=1 \
        "$corpus" "$root/tests/data/fuzz/$target") >"$log" 2>&1
    code=$?
    set -e
    cat "$found"/fuzz-*.log >>"$log" 2>/dev/null || true
    took=$((SECONDS - began))
    executed="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | awk '{s += $2} END {print s + 0}')"
    cov="$(grep -o 'cov: [0-9]*' "$log" | tail -1 | awk '{print $2}')"
    ft="$(grep -o 'ft: [0-9]*' "$log" | tail -1 | awk '{print $2}')"
    broke="$(find "$found" -maxdepth 1 -type f -newer "$found/.started" \( -name 'crash-*' -o -name 'leak-*' \
        -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l)"
    if [ "$code" -ne 0 ] || [ "$broke" -gt 0 ]; then
        result="BROKE: $broke input(s) in $found, see $log"
        status=1
    else
        result="ok"
    fi
    printf '%-14s %12s %8s %8s %8s  %s\n' "$target" "$executed" "$took" "${cov:--}" "${ft:--}" "$result"
done
exit "$status"
