#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The core's speed against a yardstick on this machine: qmgrlab-cli run on a scenario
# (by default the 1,000,000-recipient one of bench_pool_view) next to `sort --parallel=1` of the
# same recipient addresses, each timed RUNS times in the same minute, interleaved; prints the
# median, min and max of each and the ratio of the medians.
#
# usage: bench/speed_ratio.sh [--cli build/app/qmgrlab-cli] [--runs 5] [SCENARIO.json]
set -euo pipefail
cd "$(dirname "$0")/.."

cli=build/app/qmgrlab-cli
runs=5
scenario=""
while [ $# -gt 0 ]; do
    case "$1" in
    --cli) cli=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    -h | --help) sed -n '3,8p' "$0"; exit 0 ;;
    *) scenario=$1; shift ;;
    esac
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$scenario" ]; then
    scenario=$work/million.json
    build/bench/qmgrlab_bench_pool_view --write-scenario "$scenario"
fi

# The addresses, one a line, as the scenario lists them ({domain: count} stands for r1@domain ...).
python3 - "$scenario" > "$work/addresses" <<'EOF'
import json, sys
scenario = json.load(open(sys.argv[1]))
out = sys.stdout
for message in scenario["messages"]:
    recipients = message["recipients"]
    if isinstance(recipients, dict):
        for domain, count in recipients.items():
            out.writelines("r%d@%s\n" % (i, domain) for i in range(1, count + 1))
    else:
        out.writelines(address + "\n" for address in recipients)
EOF

. bench/timing.sh
: > "$work/cli.times"
: > "$work/sort.times"
for _ in $(seq "$runs"); do
    timed cli "$cli" run "$scenario" --trace "$work/trace.jsonl"
    timed sort env LC_ALL=C sort --parallel=1 -o "$work/sorted" "$work/addresses"
done

read -r cliMedian cliMin cliMax _ <<< "$(summary "$work/cli.times")"
read -r sortMedian sortMin sortMax _ <<< "$(summary "$work/sort.times")"
echo "recipients: $(wc -l < "$work/addresses"), runs: $runs"
echo "qmgrlab-cli run: median $cliMedian s (min $cliMin, max $cliMax)"
echo "sort --parallel=1: median $sortMedian s (min $sortMin, max $sortMax)"
echo "ratio: $(ratio "$cliMedian" "$sortMedian")"
