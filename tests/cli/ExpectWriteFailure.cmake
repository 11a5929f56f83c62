# SPDX-License-Identifier: GPL-3.0-or-later
# A command whose standard output is a full device (/dev/full): every write fails, and the
# command must say so with exit status 1, never succeed silently.
# Variables: CLI, ARGS (a list; '|' separates the words).
string(REPLACE "|" ";" words "${ARGS}")
execute_process(COMMAND ${CLI} ${words}
    RESULT_VARIABLE status OUTPUT_FILE /dev/full ERROR_VARIABLE err TIMEOUT 60)
if(NOT status EQUAL 1)
    message(FATAL_ERROR "qmgrlab-cli ${words} > /dev/full: expected exit status 1, got '${status}'\n${err}")
endif()
string(FIND "${err}" "standard output" at)
if(at EQUAL -1)
    message(FATAL_ERROR "qmgrlab-cli ${words} > /dev/full: stderr does not name standard output:\n${err}")
endif()
