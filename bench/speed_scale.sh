#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# How the core's run scales, beside bench/speed_ratio.sh: qmgrlab-cli run on the
# 1,000,000-recipient scenario of bench_pool_view, on its contract v2 form (the deferred queue,
# greylisting, a rate-delayed destination) and on the same scenario a tenth the size (100,000
# recipients over the 5 domains, 1,000 single messages), each timed RUNS times interleaved in the
# same minute. Prints median, min and max of each with its peak memory, the v2 / plain ratio
# (goal: at most 1.5) and the 1M / 100k growth (goal: at most 11).
#
# usage: bench/speed_scale.sh [--cli build/app/qmgrlab-cli] [--runs 5]
set -euo pipefail
cd "$(dirname "$0")/.."

cli=build/app/qmgrlab-cli
runs=5
while [ $# -gt 0 ]; do
    case "$1" in
    --cli) cli=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    -h | --help) sed -n '3,10p' "$0"; exit 0 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
    esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build/bench/qmgrlab_bench_pool_view --write-scenario "$work/plain.json"
build/bench/qmgrlab_bench_pool_view --write-scenario-v2 "$work/v2.json"
# The tenth: every recipient group a tenth as large, the first tenth of the single messages.
python3 - "$work/plain.json" "$work/tenth.json" <<'EOF'
import json, sys
scenario = json.load(open(sys.argv[1]))
messages = scenario["messages"]
for message in messages:
    if isinstance(message["recipients"], dict):
        message["recipients"] = {d: n // 10 for d, n in message["recipients"].items()}
singles = [m for m in messages if not isinstance(m["recipients"], dict)]
scenario["messages"] = [m for m in messages if isinstance(m["recipients"], dict)] + singles[: len(singles) // 10]
scenario["title"] = "100,000-recipient list over 5 domains and 1,000 single messages"
json.dump(scenario, open(sys.argv[2], "w"))
EOF

. bench/timing.sh
for name in plain v2 tenth; do : > "$work/$name.times"; done
for _ in $(seq "$runs"); do
    for name in plain v2 tenth; do
        timed "$name" "$cli" run "$work/$name.json" --trace "$work/trace.jsonl"
    done
done

read -r plainMedian plainMin plainMax plainMB <<< "$(summary "$work/plain.times")"
read -r v2Median v2Min v2Max v2MB <<< "$(summary "$work/v2.times")"
read -r tenthMedian tenthMin tenthMax tenthMB <<< "$(summary "$work/tenth.times")"
echo "runs: $runs"
echo "1M plain: median $plainMedian s (min $plainMin, max $plainMax), peak $plainMB MB"
echo "1M v2:    median $v2Median s (min $v2Min, max $v2Max), peak $v2MB MB"
echo "100k:     median $tenthMedian s (min $tenthMin, max $tenthMax), peak $tenthMB MB"
echo "v2 / plain: $(ratio "$v2Median" "$plainMedian") (goal <= 1.5)"
echo "1M / 100k:  $(ratio "$plainMedian" "$tenthMedian") (goal <= 11)"
