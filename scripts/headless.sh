#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The headless build: qmgrlab-cli without the GUI libraries (-DQMGRLAB_BUILD_GUI=OFF), as a cluster
# node running sweep shards has it, configured and built in build-headless/ (the core and the
# command line only: no tests, no benchmarks), then checked on the README's slot-loan example:
# run, slots, compare, sweep, import and replay work, and export, sweep --plot and narrate say they need
# the full build (exit status 2).
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build-headless -G Ninja -DQMGRLAB_BUILD_GUI=OFF -DQMGRLAB_BUILD_TESTS=OFF \
    -DQMGRLAB_BUILD_BENCH=OFF >/dev/null
cmake --build build-headless --target qmgrlab-cli
cli=build-headless/app/qmgrlab-cli
example=examples/slot-loan.json
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

"$cli" run "$example" --trace "$out/trace.jsonl"
grep -q '"ev":"end","sent":14' "$out/trace.jsonl"
slots=$("$cli" slots "$example")
[ "$slots" = "smtp 11221111331111" ] || { echo "headless: slots printed '$slots'" >&2; exit 1; }
"$cli" compare "$example" --variant default_delivery_slot_cost=5 --csv "$out/compare.csv" >/dev/null
grep -q '^inflation_max,ratio,lower,1.4,1.2,' "$out/compare.csv"
"$cli" sweep "$example" --param default_delivery_slot_cost=2..4 --metric preemptions --csv "$out/sweep.csv"
[ "$(wc -l <"$out/sweep.csv")" -eq 4 ]
relay=tests/data/import/relay
"$cli" import --main-cf $relay/main.cf --master-cf $relay/master.cf --queue $relay/postqueue.json \
    -o "$out/imported.json" 2>/dev/null
"$cli" run "$out/imported.json" | grep -q '"ev":"end"'
"$cli" run "$example" --maillog "$out/slot-loan.log"
"$cli" replay "$out/slot-loan.log" --year 1970 2>/dev/null | grep -q '^(whole log) '

# What needs the GUI libraries is refused with exit status 2, saying so.
needs_full_build() {
    local status=0
    "$@" 2>"$out/refused.err" >/dev/null || status=$?
    [ "$status" -eq 2 ] && grep -q "needs the full build" "$out/refused.err" ||
        { echo "headless: '$*' exited $status: $(cat "$out/refused.err")" >&2; exit 1; }
}
needs_full_build "$cli" export "$example" --out "$out/x.png"
needs_full_build "$cli" sweep "$example" --param default_delivery_slot_cost=2..3 --metric preemptions \
    --csv "$out/plot.csv" --plot "$out/plot.png"
needs_full_build "$cli" narrate "$example"
echo "headless: qmgrlab-cli without the GUI libraries runs, slots, compares, sweeps, imports and replays"
