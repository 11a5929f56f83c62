# SPDX-License-Identifier: GPL-3.0-or-later
# Runs qmgrlab-cli with a command line and checks its exit status and that one of its streams
# mentions a text. Variables: CLI, ARGS (a list; '|' separates the words), STATUS, STREAM (out
# or err), TEXT.
string(REPLACE "|" ";" words "${ARGS}")
execute_process(COMMAND ${CLI} ${words}
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT status STREQUAL "${STATUS}")
    message(FATAL_ERROR "qmgrlab-cli ${words}: expected exit status ${STATUS}, got '${status}'\n${out}${err}")
endif()
string(FIND "${${STREAM}}" "${TEXT}" at)
if(at EQUAL -1)
    message(FATAL_ERROR "qmgrlab-cli ${words}: std${STREAM} does not mention '${TEXT}':\n${${STREAM}}")
endif()
