#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A busy server's day through qmgrlab against pflogsumm (Debian's package) on the same file: the
# simulated day of qmgrlab_bench_maillog --generate (120,000 messages, about 1.2 million lines,
# written by the round trip's writer, with the day's main.cf and master.cf beside it) read by the
# mail log reader alone, read and replayed by `qmgrlab-cli replay` (the scenario, the run, the
# pairing and the figures), and summarised by pflogsumm; each timed RUNS times, interleaved, with its
# peak memory. Prints the median, min and max of each, the ratios to pflogsumm, and the replay's
# figures for the whole day (every line paired and agreeing: the round trip at that size).
#
# usage: bench/maillog_speed.sh [--build build] [--runs 3] [--messages 120000]
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
runs=3
messages=120000
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --messages) messages=$2; shift 2 ;;
    -h | --help) sed -n '3,11p' "$0"; exit 0 ;;
    *) echo "maillog_speed.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
command -v pflogsumm > /dev/null || { echo "maillog_speed.sh: pflogsumm is not installed (apt-get install pflogsumm)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
log=$work/busy-day.log
"$build/bench/qmgrlab_bench_maillog" --generate "$log" "$messages"
replay=("$build/app/qmgrlab-cli" replay "$log" --main-cf "$log.main.cf" --master-cf "$log.master.cf")

. bench/timing.sh
for _ in $(seq "$runs"); do
    timed reader "$build/bench/qmgrlab_bench_maillog" "$log"
    timed replay "${replay[@]}"
    timed pflogsumm pflogsumm "$log"
done

read -r pflogMedian pflogMin pflogMax pflogMb <<< "$(summary "$work/pflogsumm.times")"
echo "log: $(wc -l < "$log") lines, $(du -h "$log" | cut -f1), $messages messages, runs: $runs"
for what in "reader:mail log reader" "replay:qmgrlab-cli replay (read and replay)"; do
    read -r median min max mb <<< "$(summary "$work/${what%%:*}.times")"
    echo "${what#*:}: median $median s (min $min, max $max), peak $mb MB, ratio to pflogsumm $(ratio "$median" "$pflogMedian")"
done
echo "pflogsumm: median $pflogMedian s (min $pflogMin, max $pflogMax), peak $pflogMb MB"
"${replay[@]}" --destinations 3 2> /dev/null
