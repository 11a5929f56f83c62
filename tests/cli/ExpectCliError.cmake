# SPDX-License-Identifier: GPL-3.0-or-later
# Runs qmgrlab-cli on a broken scenario and checks the contract of SPEC section 4: exit
# status 2 and exactly one line on standard error naming the file, the JSON path and a
# word of the rule. Variables: CLI, SCENARIO, PATH_TEXT, RULE_TEXT.
execute_process(COMMAND ${CLI} run ${SCENARIO}
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT status EQUAL 2)
    message(FATAL_ERROR "expected exit status 2, got '${status}' for ${SCENARIO}: ${err}")
endif()
string(STRIP "${err}" err)
string(FIND "${err}" "\n" newline)
if(NOT newline EQUAL -1)
    message(FATAL_ERROR "expected one line on stderr, got:\n${err}")
endif()
get_filename_component(name ${SCENARIO} NAME)
foreach(expected ${name} ${PATH_TEXT} ${RULE_TEXT})
    string(FIND "${err}" "${expected}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "stderr does not mention '${expected}': ${err}")
    endif()
endforeach()
if(NOT out STREQUAL "")
    message(FATAL_ERROR "a rejected scenario must not produce a trace: ${out}")
endif()
