#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The mail log reader's speed on a busy server's simulated day (qmgrlab_bench_maillog --generate:
# 120,000 messages, about 1.2 million lines, written by the round trip's writer) against pflogsumm
# (Debian's package) summarising the same file: each timed RUNS times, interleaved, with its peak
# memory; prints the median, min and max of each and the ratio of the medians.
#
# usage: bench/maillog_speed.sh [--build build] [--runs 3] [--messages 120000] [LOG]
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
runs=3
messages=120000
log=""
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --messages) messages=$2; shift 2 ;;
    -h | --help) sed -n '3,8p' "$0"; exit 0 ;;
    *) log=$1; shift ;;
    esac
done
command -v pflogsumm > /dev/null || { echo "maillog_speed.sh: pflogsumm is not installed (apt-get install pflogsumm)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$log" ]; then
    log=$work/busy-day.log
    "$build/bench/qmgrlab_bench_maillog" --generate "$log" "$messages"
fi

. bench/timing.sh
: > "$work/reader.times"
: > "$work/pflogsumm.times"
for _ in $(seq "$runs"); do
    timed reader "$build/bench/qmgrlab_bench_maillog" "$log"
    timed pflogsumm pflogsumm "$log"
done

read -r readerMedian readerMin readerMax readerMb <<< "$(summary "$work/reader.times")"
read -r pflogMedian pflogMin pflogMax pflogMb <<< "$(summary "$work/pflogsumm.times")"
echo "log: $(wc -l < "$log") lines, $(du -h "$log" | cut -f1), runs: $runs"
echo "qmgrlab mail log reader: median $readerMedian s (min $readerMin, max $readerMax), peak $readerMb MB"
echo "pflogsumm: median $pflogMedian s (min $pflogMin, max $pflogMax), peak $pflogMb MB"
echo "ratio: $(ratio "$readerMedian" "$pflogMedian")"
