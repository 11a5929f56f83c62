#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The window opening a busy server's day: the simulated day of qmgrlab_bench_maillog --generate
# (as bench/maillog_speed.sh builds it: 120,000 messages, about 1.2 million lines) imported by
# `qmgrlab --maillog LOG --screenshot` off screen (File > Import mail log's work: read, replayed,
# recorded and paired on the worker thread, then the window shown at step 0 and its picture
# written as a BMP, no encoding), next to `qmgrlab-cli replay` on the same file (read, replayed,
# run and paired, the table printed), each timed RUNS times interleaved. Of the window, two times:
# until the picture is written (the file's modification time: the window started, the log
# imported and the window shown) and the whole process. Prints median, min and max with peak
# memory and the ratio of the medians to the CLI's.
#
# usage: bench/maillog_window.sh [--build build] [--runs 3] [--messages 120000]
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
    -h | --help) sed -n '3,13p' "$0"; exit 0 ;;
    *) echo "maillog_window.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

# Scratch in memory where there is some: the screenshot is written through QSaveFile, whose
# commit syncs the file to its disk, and a disk's sync is not the program's speed.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then work=$(mktemp -d -p /dev/shm); else work=$(mktemp -d); fi
trap 'rm -rf "$work"' EXIT
log=$work/busy-day.log
"$build/bench/qmgrlab_bench_maillog" --generate "$log" "$messages" > /dev/null
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$work}

. bench/timing.sh
for name in cli window window.written; do : > "$work/$name.times"; done
for _ in $(seq "$runs"); do
    timed cli "$build/app/qmgrlab-cli" replay "$log"
    rm -f "$work/shot.bmp"
    timed window "$build/app/qmgrlab" --maillog --screenshot "$work/shot.bmp" "$log"
    [ -s "$work/shot.bmp" ] || { echo "maillog_window.sh: qmgrlab wrote no picture" >&2; exit 1; }
    timedUntilWritten window.written "$work/shot.bmp"
done

read -r cliMedian cliMin cliMax cliMb <<< "$(summary "$work/cli.times")"
echo "log: $(wc -l < "$log") lines, $(du -h "$log" | cut -f1), $messages messages, runs: $runs"
echo "qmgrlab-cli replay, whole process:      median $cliMedian s (min $cliMin, max $cliMax), peak $cliMb MB"
read -r median min max _ <<< "$(summary "$work/window.written.times")"
echo "qmgrlab --maillog, until shown:         median $median s (min $min, max $max), ratio $(ratio "$median" "$cliMedian")"
read -r median min max mb <<< "$(summary "$work/window.times")"
echo "qmgrlab --maillog, whole process:       median $median s (min $min, max $max), peak $mb MB, ratio $(ratio "$median" "$cliMedian")"
