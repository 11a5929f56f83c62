# SPDX-License-Identifier: GPL-3.0-or-later
# sweep --plot draws the Sweep window's chart (ui/sweep/SweepPlot) off screen: slot-loan with the
# slot cost 2..4 and two metrics of different units, as SVG. The window's chart puts the second
# unit on a right axis and says so in the legend, and titles the chart with the scenario's title;
# the file must show both. Variables: CLI, SCENARIO, OUT (a directory).
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${CLI} sweep ${SCENARIO} --param default_delivery_slot_cost=2..4
    --metric message_delay_avg_s,preemptions --csv ${OUT}/plot.csv --plot ${OUT}/plot.svg
    RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET TIMEOUT 120)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "sweep --plot exited ${status}")
endif()
file(READ ${OUT}/plot.svg svg)
foreach(text "preemptions (count, right axis)" "Slot loan" "<svg")
    string(FIND "${svg}" "${text}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "plot.svg lacks '${text}'")
    endif()
endforeach()
