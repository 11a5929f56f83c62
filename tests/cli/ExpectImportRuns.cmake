# SPDX-License-Identifier: GPL-3.0-or-later
# import writes a scenario that `qmgrlab-cli run` runs to its end, and reports what it ignored
# on standard error. Variables: CLI, DATA (a tests/data/import sample directory), OUT (a directory).
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${CLI} import --main-cf ${DATA}/main.cf --master-cf ${DATA}/master.cf
    --queue ${DATA}/postqueue.json --transport-map ${DATA}/transport
    RESULT_VARIABLE status OUTPUT_FILE ${OUT}/scenario.json ERROR_VARIABLE err TIMEOUT 60)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "import exited ${status}:\n${err}")
endif()
# relay/main.cf sets myhostname, which the simulation does not use.
if(NOT err MATCHES "ignored myhostname \\([^)]*main.cf line [0-9]+\\)")
    message(FATAL_ERROR "import did not report the ignored myhostname:\n${err}")
endif()
execute_process(COMMAND ${CLI} run ${OUT}/scenario.json RESULT_VARIABLE status OUTPUT_VARIABLE trace
    ERROR_VARIABLE err TIMEOUT 60)
if(NOT status EQUAL 0 OR NOT trace MATCHES "\"ev\":\"end\"")
    message(FATAL_ERROR "the imported scenario does not run (${status}):\n${err}")
endif()
