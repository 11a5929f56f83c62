#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets (fuzz/) with clang-14, ASan and UBSan, and runs each for
# SECONDS (default 60) on a seed corpus copied at run time from examples/,
# tests/conformance/*.json, tests/data/import/**, tests/cli/sweep/*.csv and tests/data/maillog/
# (never duplicated in git), and the variant specs and lesson notes written here. Prints the
# executions of each target; a crash leaves its input as build-fuzz/crash-* and fails.
# Memory: -rss_limit_mb=2048 and -malloc_limit_mb=2048, so that a valid but huge scenario is
# a reported out-of-memory finding rather than a machine that swaps; inputs are capped at
# -max_len=65536 bytes (a scenario's size cap is far larger, the limits that matter are
# checked on the values, not on the bytes).
# Usage: scripts/fuzz.sh [SECONDS]   (build dir from FUZZ_BUILD, default build-fuzz; -j from JOBS,
# default 2, for the build and for how many targets run at once, each on one core; the targets
# from FUZZ_TARGETS, default all)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
build="${FUZZ_BUILD:-build-fuzz}"
jobs="${JOBS:-2}"
# FUZZ_TARGETS narrows the run to some targets, e.g. FUZZ_TARGETS="sweep_merge variant_spec".
read -r -a targets <<<"${FUZZ_TARGETS:-scenario main_cf master_cf postqueue_json transport_map server_import sweep_merge variant_spec maillog lesson_figures}"
# Line tables are all a finding's stack trace needs; the core is compiled in batches of files.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -gline-tables-only -DNDEBUG" -DQMGRLAB_UNITY_LIBRARIES=ON \
    -DQMGRLAB_BUILD_GUI=OFF -DQMGRLAB_BUILD_TESTS=OFF -DQMGRLAB_BUILD_BENCH=OFF -DQMGRLAB_BUILD_FUZZERS=ON >/dev/null
cmake --build "$build" -j "$jobs" --target "${targets[@]/#/fuzz_}"

# Seed corpora: scenarios for the loader, each importer's files for its reader, and for the
# whole import every server directory joined in the target's "%%" format.
seed_files() {
    case "$1" in
    scenario) ls examples/*.json tests/conformance/*.json tests/cli/bad/*.json ;;
    main_cf) find tests/data/import -name main.cf ;;
    master_cf) find tests/data/import -name master.cf ;;
    postqueue_json) find tests/data/import -name postqueue.json ;;
    transport_map) find tests/data/import -name transport ;;
    server_import) ;;
    sweep_merge) ls tests/cli/sweep/*.csv ;;
    variant_spec) ;;
    maillog) ls tests/data/maillog/*.log ;;
    lesson_figures) ;;
    esac
}
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"

# Seeds target's corpus and fuzzes it for SECONDS; the outcome goes to build-fuzz/fuzz_TARGET.result.
fuzz_target() {
    local target=$1
    local corpus="$build/corpus/$target"
    mkdir -p "$corpus"
    local n=0
    for file in $(seed_files "$target"); do
        cp "$file" "$corpus/seed-$n-$(basename "$file")"
        n=$((n + 1))
    done
    if [ "$target" = server_import ]; then
        for dir in tests/data/import/*/; do
            out="$corpus/seed-$(basename "$dir")"
            : >"$out"
            for part in main.cf master.cf postqueue.json transport; do
                [ -f "$dir$part" ] && cat "$dir$part" >>"$out"
                printf '\n%%%%\n' >>"$out"
            done
        done
    fi
    if [ "$target" = lesson_figures ]; then
        # The step on the first line, the note after it.
        printf '11\nJob 1 owes {job:1.owed} ({job:1.owed_slots} slot) at {time} s: {slots} {slots:relay}\n' >"$corpus/seed-state"
        printf '0\n{finish:1@default_delivery_slot_cost=0} {delay:2} {sent:long.id} {deferred:2} {start:long.id}\n' >"$corpus/seed-run"
        printf '30\n{metric:defer_rate%%} {param:smtp_delivery_slot_loan@default_delivery_slot_loan=3} {window:example.com} {decision:expected}\n' >"$corpus/seed-mixed"
        # An English note, a line %%, its translation.
        printf '11\nJob 1 owes {job:1.owed} at {time} s.\n%%%%\nBei {time} s schuldet Job 1 {job:1.owed}.\n' >"$corpus/seed-translated"
    fi
    if [ "$target" = variant_spec ]; then
        printf 'default_delivery_slot_cost=5,smtp_delivery_slot_loan=2\ndefault_delivery_slot_cost=2..6\n' >"$corpus/seed-variants"
        printf 'minimal_backoff_time=1s..10s:3s\nsmtp_destination_concurrency_limit=0,5,20\n' >"$corpus/seed-ranges"
    fi
    local log="$build/fuzz_$target.log"
    local result
    if "$build/fuzz/fuzz_$target" "$corpus" -max_total_time="$seconds" -rss_limit_mb=2048 \
        -malloc_limit_mb=2048 -max_len=65536 -timeout=25 -print_final_stats=1 \
        -artifact_prefix="$build/crash-$target-" >"$log" 2>&1; then
        result=ok
    else
        result="FAILED (see $log)"
    fi
    local runs
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    echo "fuzz_$target: ${runs:-?} executions in ${seconds} s: $result" >"$build/fuzz_$target.result"
}

# JOBS targets at a time, each on its own core; the outcomes are printed in the targets' order.
running=0
for target in "${targets[@]}"; do
    rm -f "$build/fuzz_$target.result"
    fuzz_target "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$jobs" ]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait
status=0
for target in "${targets[@]}"; do
    if [ -f "$build/fuzz_$target.result" ]; then
        cat "$build/fuzz_$target.result"
        grep -q ': ok$' "$build/fuzz_$target.result" || status=1
    else
        echo "fuzz_$target: did not finish"
        status=1
    fi
done
exit "$status"
