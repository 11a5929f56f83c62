#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The replay against real servers: `qmgrlab-cli replay` of each log given (by default every log in
# ../shared/maillogs/, beside the repository or its main checkout, when it is there) prints, for
# the whole log and its busiest destinations, the logged and the simulated queue manager delay b (median, 95th
# percentile, maximum) and the share of lines whose simulated b is within max(1 s, 10 %) of the
# logged one; the replay's notes (what was inferred or assumed) follow each table. The logs stay
# where they are. docs/REPLAY.md says how to read the figures.
#
# usage: bench/replay_validation.sh [--build build] [--destinations 5] [LOG...]
set -euo pipefail
cd "$(dirname "$0")/.."

build=build
destinations=5
logs=()
while [ $# -gt 0 ]; do
    case "$1" in
    --build) build=$2; shift 2 ;;
    --destinations) destinations=$2; shift 2 ;;
    -h | --help) sed -n '3,10p' "$0"; exit 0 ;;
    *) logs+=("$1"); shift ;;
    esac
done
if [ ${#logs[@]} -eq 0 ]; then
    # Beside this checkout, or beside the repository's main checkout (for a git worktree).
    shared=../shared/maillogs
    [ -d "$shared" ] || shared="$(realpath -m "$(git rev-parse --git-common-dir 2> /dev/null)/../../shared/maillogs")"
    if [ ! -d "$shared" ]; then
        echo "replay_validation.sh: no logs given, and ../shared/maillogs (the shared real logs) is not there: give LOG files" >&2
        exit 2
    fi
    for file in "$shared"/*; do
        case "$file" in
        *.md | *LICENSE*) ;;
        *) [ -f "$file" ] && logs+=("$file") ;;
        esac
    done
fi

status=0
for log in "${logs[@]}"; do
    echo "== $log"
    notes=$(mktemp)
    if "$build/app/qmgrlab-cli" replay "$log" --destinations "$destinations" 2> "$notes"; then
        grep -v "^qmgrlab-cli: replay: ignored" "$notes" | sed 's/^qmgrlab-cli: replay: /  /'
    else
        sed 's/^qmgrlab-cli: replay: /  /' "$notes"
        status=1
    fi
    rm -f "$notes"
    echo
done
exit $status
