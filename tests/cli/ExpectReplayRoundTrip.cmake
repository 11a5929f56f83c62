# SPDX-License-Identifier: GPL-3.0-or-later
# The round trip through qmgrlab-cli: `run --maillog` writes slot-loan as a mail log; `replay` of
# that log, with slot-loan's main.cf and master.cf as the server's files, gives every line's
# simulated b equal to the logged b (the CSV), agreement 100 %, and writes the scenario it ran (-o);
# that scenario, run again with `run --maillog` (its epoch: the log's clock), logs the same b as the
# replay simulated (the second replay's logged b, as a sorted list, equals the first's simulated b).
# Variables: CLI, SCENARIO (slot-loan.json), WORK_DIR.
set(dir ${WORK_DIR}/replay-round-trip)
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
function(cli)
    execute_process(COMMAND ${CLI} ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
        TIMEOUT 120)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "qmgrlab-cli ${ARGN}: exit status ${status}\n${out}${err}")
    endif()
    set(out "${out}" PARENT_SCOPE)
endfunction()
# The column NAME of a CSV without quoted fields, as a list.
function(csv_column file name result)
    file(STRINGS ${file} rows)
    list(POP_FRONT rows header)
    string(REPLACE "," ";" header "${header}")
    list(FIND header ${name} index)
    if(index EQUAL -1)
        message(FATAL_ERROR "${file}: no column ${name}")
    endif()
    set(values "")
    foreach(row ${rows})
        string(REPLACE "," ";" fields "${row};")
        list(GET fields ${index} value)
        list(APPEND values "${value}")
    endforeach()
    set(${result} "${values}" PARENT_SCOPE)
endfunction()

file(WRITE ${dir}/main.cf "default_delivery_slot_cost = 2\ndefault_delivery_slot_discount = 50\n"
    "default_delivery_slot_loan = 0\ndefault_minimum_delivery_slots = 1\n"
    "smtp_destination_concurrency_limit = 1\nsmtp_destination_recipient_limit = 1\n")
file(WRITE ${dir}/master.cf "smtp      unix  -       -       n       -       1       smtp\n")
cli(run ${SCENARIO} --maillog ${dir}/run.log --maillog-epoch 2024-03-14T08:00:00+01:00)
cli(replay ${dir}/run.log --main-cf ${dir}/main.cf --master-cf ${dir}/master.cf --csv ${dir}/replay.csv
    -o ${dir}/replay.json --json ${dir}/figures.json)
string(FIND "${out}" "(whole log)     14      14" whole)
string(FIND "${out}" "100.0 %" agree)
if(whole EQUAL -1 OR agree EQUAL -1)
    message(FATAL_ERROR "replay's figures: expected 14 lines, all paired and agreeing:\n${out}")
endif()
csv_column(${dir}/replay.csv logged_b_s logged)
csv_column(${dir}/replay.csv simulated_b_s simulated)
list(LENGTH logged count)
if(NOT count EQUAL 14 OR NOT "${logged}" STREQUAL "${simulated}")
    message(FATAL_ERROR "logged b ${logged}\nsimulated b ${simulated}")
endif()

cli(run ${dir}/replay.json --maillog ${dir}/again.log)
file(STRINGS ${dir}/again.log first LIMIT_COUNT 1)
# The replay's scenario runs from its epoch, in the log's own offset: written back in the log's clock.
if(NOT first MATCHES "^2024-03-14T08:00:00.000000\\+01:00 ")
    message(FATAL_ERROR "the replay's scenario runs from its epoch, 2024-03-14T08:00:00+01:00: ${first}")
endif()
cli(replay ${dir}/again.log --main-cf ${dir}/main.cf --master-cf ${dir}/master.cf --csv ${dir}/again.csv)
csv_column(${dir}/again.csv logged_b_s again)
list(SORT simulated COMPARE NATURAL)
list(SORT again COMPARE NATURAL)
if(NOT "${again}" STREQUAL "${simulated}")
    message(FATAL_ERROR "the scenario run again logs b ${again}\nthe replay simulated ${simulated}")
endif()
