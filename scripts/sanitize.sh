#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The sanitizer build: everything (GUI included) in Debug with AddressSanitizer and
# UndefinedBehaviorSanitizer, which also turns on the queue manager's invariant checks while
# runs record (core/scheduler/InvariantChecker.h), then the whole test suite, headless. Any report of a
# sanitizer stops the test that produced it (halt_on_error), so the script fails. Compiled at -O1 with
# line tables only (what a report's stack needs; the sanitizers' own advice for speed), the libraries
# in batches of files, linked by gold: the build is the longest step of CI.
# Usage: scripts/sanitize.sh [BUILD_DIR [CMAKE_ARGS...]]   (default build-sanitize; -j from JOBS,
# default 2). CMAKE_ARGS narrow a quick local run, e.g. -DQMGRLAB_BUILD_GUI=OFF for the core only.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build-sanitize}"
shift $(($# > 0 ? 1 : 0))
jobs="${JOBS:-2}"
# GCC's maybe-uninitialized warning misfires on the sanitizers' instrumentation (std::regex at -O1).
flags="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined -Wno-maybe-uninitialized"
link="-fsanitize=address,undefined -fuse-ld=gold"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DQMGRLAB_BUILD_BENCH=OFF \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" -DQMGRLAB_UNITY_LIBRARIES=ON \
    -DCMAKE_EXE_LINKER_FLAGS="$link" -DCMAKE_SHARED_LINKER_FLAGS="$link" \
    -DQMGRLAB_UI_TEST_TIMEOUT=1800 "$@"
cmake --build "$build" -j "$jobs"
export QT_QPA_PLATFORM=offscreen
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
# LeakSanitizer checks the core and CLI tests; the Qt GUI tests (test_*) run with ASan and UBSan
# but without it, because system libraries under Qt (fontconfig, plugin loaders) keep
# allocations until exit by design.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"
failed=0
# The core's Google Test cases (ctest label core) run as $jobs shards of their program rather than
# one process each as ctest starts them: a start of the sanitized program costs almost a second of
# CPU, and there are over 600 cases.
pids=()
for ((shard = 0; shard < jobs; ++shard)); do
    GTEST_TOTAL_SHARDS=$jobs GTEST_SHARD_INDEX=$shard timeout 1800 "$build/tests/qmgrlab_core_tests" \
        --gtest_brief=1 >"$build/core-tests-$shard.log" 2>&1 &
    pids+=($!)
done
for ((shard = 0; shard < jobs; ++shard)); do
    if wait "${pids[shard]}"; then
        echo "sanitize: core tests, shard $shard of $jobs: $(grep -h 'PASSED' "$build/core-tests-$shard.log")"
    else
        cat "$build/core-tests-$shard.log"
        echo "sanitize: core tests, shard $shard of $jobs failed" >&2
        failed=1
    fi
done
ctest --test-dir "$build" -j "$jobs" --output-on-failure --timeout 1800 -LE '^core$' -E '^test_' || failed=1
ASAN_OPTIONS="${ASAN_OPTIONS/detect_leaks=1/detect_leaks=0}" \
    ctest --test-dir "$build" -j "$jobs" --output-on-failure --timeout 1800 -R '^test_' || failed=1
exit "$failed"
