# SPDX-License-Identifier: GPL-3.0-or-later
# Counts the unfinished messages of each catalogue against the current sources (cmake -P script,
# run by the translations_complete test). Inputs: LUPDATE (the Qt 6 lupdate), SOURCES_LIST (an
# lupdate list file: -I line and one source per line), TS_FILES (catalogues separated by "|"),
# WORK_DIR (where the copies are updated), STRICT (fail while a message is unfinished).
string(REPLACE "|" ";" catalogues "${TS_FILES}")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(copies)
foreach(catalogue IN LISTS catalogues)
    if(NOT EXISTS "${catalogue}")
        message(FATAL_ERROR "translations_complete: the catalogue ${catalogue} is missing")
    endif()
    file(COPY "${catalogue}" DESTINATION "${WORK_DIR}")
    get_filename_component(name "${catalogue}" NAME)
    list(APPEND copies "${WORK_DIR}/${name}")
endforeach()

execute_process(COMMAND "${LUPDATE}" -no-obsolete -locations none "@${SOURCES_LIST}" -ts ${copies}
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "translations_complete: lupdate failed (${status}):\n${output}")
endif()

set(incomplete)
foreach(copy IN LISTS copies)
    file(READ "${copy}" text)
    string(REGEX MATCHALL "<message[ >]" messages "${text}")
    string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${text}")
    list(LENGTH messages total)
    list(LENGTH unfinished missing)
    get_filename_component(name "${copy}" NAME)
    if(total EQUAL 0)
        message(FATAL_ERROR "translations_complete: lupdate found no message for ${name}:\n${output}")
    endif()
    message("${name}: ${missing} of ${total} messages unfinished")
    if(missing GREATER 0)
        list(APPEND incomplete "${name}")
    endif()
endforeach()

if(incomplete AND STRICT)
    message(FATAL_ERROR "translations_complete: unfinished messages in ${incomplete} "
        "(update them with `cmake --build build --target update_translations` and Qt Linguist)")
elseif(incomplete)
    message("translations_complete: not strict (QMGRLAB_TRANSLATIONS_STRICT is OFF), so this passes")
endif()
