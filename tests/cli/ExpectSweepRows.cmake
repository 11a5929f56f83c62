# SPDX-License-Identifier: GPL-3.0-or-later
# sweep over slot-loan.json: the CSV rows by hand (see CMakeLists.txt), and the two shards of
# --shard K/2 merged give the whole sweep's file. Variables: CLI, SCENARIO, OUT (a directory).
file(MAKE_DIRECTORY ${OUT})
set(sweep sweep ${SCENARIO} --param default_delivery_slot_cost=2..6 --metric preemptions,recipients_sent --jobs 2)
execute_process(COMMAND ${CLI} ${sweep} --csv ${OUT}/whole.csv RESULT_VARIABLE status TIMEOUT 60)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "sweep exited ${status}")
endif()
file(READ ${OUT}/whole.csv whole)
set(expected "point,default_delivery_slot_cost,preemptions,recipients_sent,error
1,2,2,14,
2,3,1,14,
3,4,1,14,
4,5,1,14,
5,6,0,14,
")
if(NOT whole STREQUAL expected)
    message(FATAL_ERROR "whole.csv:\n${whole}\nexpected:\n${expected}")
endif()
foreach(k 1 2)
    execute_process(COMMAND ${CLI} ${sweep} --shard ${k}/2 --csv ${OUT}/shard-${k}.csv RESULT_VARIABLE status
        TIMEOUT 60)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "sweep --shard ${k}/2 exited ${status}")
    endif()
endforeach()
file(READ ${OUT}/shard-2.csv shard2)
if(shard2 MATCHES "\n1,")
    message(FATAL_ERROR "shard 2 of 2 holds point 1:\n${shard2}")
endif()
execute_process(COMMAND ${CLI} sweep --merge ${OUT}/shard-2.csv ${OUT}/shard-1.csv
    RESULT_VARIABLE status OUTPUT_VARIABLE merged TIMEOUT 60)
if(NOT status EQUAL 0 OR NOT merged STREQUAL whole)
    message(FATAL_ERROR "merged shards (${status}):\n${merged}\nwhole sweep:\n${whole}")
endif()
