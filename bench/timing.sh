# SPDX-License-Identifier: GPL-3.0-or-later
# timing.sh: what the speed scripts of bench/ share (sourced, not run): timing one command into a
# file of "seconds KiB" lines, and the summary of such a file. Needs $work, a scratch directory.

# name, command...: runs the command (its output discarded) and appends its wall time in seconds
# (to the millisecond: date's nanoseconds, as /usr/bin/time's %e has only hundredths) and its
# peak memory in KiB to $work/name.times. The start stays in $timedStart.
timed() {
    local name=$1 end
    shift
    timedStart=$(date +%s.%N)
    /usr/bin/time -f "%M" -o "$work/time" "$@" > /dev/null 2>&1
    end=$(date +%s.%N)
    awk -v a="$timedStart" -v b="$end" -v kib="$(cat "$work/time")" 'BEGIN { printf "%.4f %d\n", b - a, kib }' \
        >> "$work/$name.times"
}

# name, file: appends to $work/name.times the time from the last timed command's start to the
# file's last write (its modification time, to the nanosecond), with no memory figure.
timedUntilWritten() {
    awk -v a="$timedStart" -v b="$(stat -c %.9Y "$2")" 'BEGIN { printf "%.4f 0\n", b - a }' >> "$work/$1.times"
}

# file: "median min max MB" of its times, the memory the largest of its runs.
summary() {
    sort -g "$1" | awk '{ v[NR] = $1; if ($2 > m) m = $2 } END {
        printf "%.3f %.3f %.3f %.1f", v[int((NR + 1) / 2)], v[1], v[NR], m / 1024 }'
}

# a b: a / b to two decimals.
ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'
}
