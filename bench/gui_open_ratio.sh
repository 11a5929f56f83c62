#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The GUI's opening of a scenario against the core's whole run, as whole programs:
# `qmgrlab --screenshot` at step 0, 5000 and the end (off screen: it opens the scenario, shows
# the window at the step once it is still, and writes the picture) next to `qmgrlab-cli run`,
# each timed RUNS times interleaved in the same minute. Each step is written twice: as a BMP (no
# encoding) and as a PNG (the screenshot as users write it). Of each, two times: until the
# picture is written (the file's modification time: the window started, opened and shown at the
# step, and the picture grabbed and written, without the process's teardown and exit), and the
# whole process. Prints median, min and max of each with its peak memory and the ratio of the
# medians to the CLI's whole run, and last the largest of the BMPs' until written: a step shown
# (goal: at most 1.3).
#
# usage: bench/gui_open_ratio.sh [--build build] [--runs 5] [SCENARIO.json]
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
runs=5
scenario=""
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    -h | --help) sed -n '3,14p' "$0"; exit 0 ;;
    *) scenario=$1; shift ;;
    esac
done

# Scratch in memory where there is some: the screenshot is written through QSaveFile, whose
# commit syncs the file to its disk, and a disk's sync is not the program's speed.
if [ -d /dev/shm ] && [ -w /dev/shm ]; then work=$(mktemp -d -p /dev/shm); else work=$(mktemp -d); fi
trap 'rm -rf "$work"' EXIT
if [ -z "$scenario" ]; then
    scenario=$work/million.json
    "$build"/bench/qmgrlab_bench_pool_view --write-scenario "$scenario"
fi
export QT_QPA_PLATFORM=offscreen
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$work}

. bench/timing.sh
steps="step0:0 step5000:5000 end:999999999"
names="cli"
for entry in $steps; do
    for type in bmp png; do names="$names ${entry%%:*}.$type ${entry%%:*}.$type.written"; done
done
for name in $names; do : > "$work/$name.times"; done
for _ in $(seq "$runs"); do
    timed cli "$build"/app/qmgrlab-cli run "$scenario" --trace "$work/trace.jsonl"
    for entry in $steps; do
        for type in bmp png; do
            rm -f "$work/shot.$type"
            timed "${entry%%:*}.$type" "$build"/app/qmgrlab --screenshot "$work/shot.$type" --steps "${entry#*:}" \
                "$scenario"
            timedUntilWritten "${entry%%:*}.$type.written" "$work/shot.$type"
        done
    done
done

read -r cliMedian cliMin cliMax cliMB <<< "$(summary "$work/cli.times")"
echo "runs: $runs, scenario: $scenario"
echo "qmgrlab-cli run, whole process:              median $cliMedian s (min $cliMin, max $cliMax), peak $cliMB MB"
worst=0
worstStep=""
for entry in $steps; do
    for type in bmp png; do
        name=${entry%%:*}.$type
        read -r median min max _ <<< "$(summary "$work/$name.written.times")"
        shown=$(ratio "$median" "$cliMedian")
        printf "qmgrlab --screenshot %-12s until written: median %s s (min %s, max %s), ratio %s\n" "$name" \
            "$median" "$min" "$max" "$shown"
        if [ "$type" = bmp ] && awk -v a="$shown" -v b="$worst" 'BEGIN { exit !(a > b) }'; then
            worst=$shown
            worstStep=${entry%%:*}
        fi
        read -r median min max mb <<< "$(summary "$work/$name.times")"
        printf "qmgrlab --screenshot %-12s whole process: median %s s (min %s, max %s), peak %s MB, ratio %s\n" \
            "$name" "$median" "$min" "$max" "$mb" "$(ratio "$median" "$cliMedian")"
    done
done
# A step shown: the window opened, at the step, painted and written without encoding (the BMP).
echo "showing a step (until the BMP is written): largest ratio $worst, at $worstStep (goal: at most 1.3)"
