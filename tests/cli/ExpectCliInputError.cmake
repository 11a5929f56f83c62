# SPDX-License-Identifier: GPL-3.0-or-later
# Makes one kind of unusable input in WORK_DIR at test time (things git cannot hold: a
# directory named like a scenario, a FIFO, a sparse file over the size cap, a path through a
# regular file; and small broken files), then checks with ExpectCliError.cmake that
# qmgrlab-cli refuses it: exit status 2, one line naming the file and the rule.
# Variables: CLI, WORK_DIR, KIND, PATH_TEXT, RULE_TEXT.
set(dir ${WORK_DIR}/cli-input-${KIND})
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
set(SCENARIO ${dir}/${KIND}.json)
if(KIND STREQUAL "directory")
    file(MAKE_DIRECTORY ${SCENARIO})
elseif(KIND STREQUAL "fifo")
    execute_process(COMMAND mkfifo ${SCENARIO} RESULT_VARIABLE made)
    if(NOT made EQUAL 0)
        message(FATAL_ERROR "mkfifo failed")
    endif()
elseif(KIND STREQUAL "huge")
    # One byte over Scenario::kMaxFileBytes (64 MiB), sparse so that it costs no disk.
    file(WRITE ${SCENARIO} "")
    execute_process(COMMAND truncate -s 67108865 ${SCENARIO} RESULT_VARIABLE made)
    if(NOT made EQUAL 0)
        message(FATAL_ERROR "truncate failed")
    endif()
elseif(KIND STREQUAL "through-file")
    file(WRITE ${dir}/plain.json "{}")
    set(SCENARIO ${dir}/plain.json/through-file.json)
elseif(KIND STREQUAL "wrong-type")
    file(WRITE ${SCENARIO} "{\"format\": \"qmgrlab-scenario-1\", \"destinations\": {}, \"messages\": [], \"master.cf\": {\"smtp\": {\"maxproc\": \"ten\"}}}")
elseif(KIND STREQUAL "out-of-range")
    file(WRITE ${SCENARIO} "{\"format\": \"qmgrlab-scenario-1\", \"destinations\": {}, \"messages\": [], \"main.cf\": {\"qmgr_message_active_limit\": 99999999999999999999}}")
elseif(KIND STREQUAL "binary")
    string(ASCII 1 255 254 binary)
    file(WRITE ${SCENARIO} "${binary}")
else()
    message(FATAL_ERROR "unknown KIND ${KIND}")
endif()
include(${CMAKE_CURRENT_LIST_DIR}/ExpectCliError.cmake)
file(REMOVE_RECURSE ${dir})
