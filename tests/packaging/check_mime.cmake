# The shared-mime-info entry recognises campaigns: by name (*.reeve) and, renamed, by the SQLite
# header with Reeve's application id at byte 68; another SQLite database stays
# application/vnd.sqlite3. Uses a MIME database of its own (update-mime-database) and asks GIO, as
# a file manager would.
# Usage: cmake -DMIME_XML=... -DUPDATE_MIME_DATABASE=... -DGIO=... -DREEVE_CLI=... -DWORK_DIR=...
#        -P check_mime.cmake
foreach(var MIME_XML UPDATE_MIME_DATABASE GIO REEVE_CLI WORK_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_mime.cmake: -D${var}=... is required")
  endif()
endforeach()

file(REMOVE_RECURSE "${WORK_DIR}")
set(share "${WORK_DIR}/share")
file(MAKE_DIRECTORY "${share}/mime/packages")
# The system's own definitions (application/vnd.sqlite3, which ours is a sub-class of) and ours.
file(COPY /usr/share/mime/packages/freedesktop.org.xml DESTINATION "${share}/mime/packages")
file(COPY_FILE "${MIME_XML}" "${share}/mime/packages/org.reeve.Reeve.xml")
execute_process(
  COMMAND "${CMAKE_COMMAND}" -E env "XDG_DATA_DIRS=${share}" "${UPDATE_MIME_DATABASE}" "${share}/mime"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR err MATCHES "[Ee]rror|[Ww]arning|[Uu]nknown|[Ii]nvalid")
  message(FATAL_ERROR "update-mime-database refused the entry (${rc}):\n${out}\n${err}")
endif()

execute_process(COMMAND "${REEVE_CLI}" new 1066 "${WORK_DIR}/hastings.reeve"
  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "reeve-cli new failed (${rc}): ${err}")
endif()
file(COPY_FILE "${WORK_DIR}/hastings.reeve" "${WORK_DIR}/renamed.bin")
# An SQLite database of no application: the campaign's 100-byte header with its id (bytes 68-71)
# cleared, which is all the sniffing reads.
file(READ "${WORK_DIR}/hastings.reeve" hex LIMIT 100 HEX)
string(SUBSTRING "${hex}" 0 136 head)
string(SUBSTRING "${hex}" 144 -1 tail)
string(SUBSTRING "${hex}" 136 8 id)
if(NOT id STREQUAL "52454556")
  message(FATAL_ERROR "a new campaign's header has ${id} at byte 68, not 52454556 (REEV)")
endif()
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "\\\\x\\1" bytes "${head}00000000${tail}")
execute_process(COMMAND printf "${bytes}" OUTPUT_FILE "${WORK_DIR}/other.bin")

set(failed FALSE)
foreach(pair hastings.reeve:application/x-reeve-campaign renamed.bin:application/x-reeve-campaign
             other.bin:application/vnd.sqlite3)
  string(REPLACE ":" ";" pair "${pair}")
  list(GET pair 0 name)
  list(GET pair 1 expected)
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env "XDG_DATA_HOME=${WORK_DIR}/none" "XDG_DATA_DIRS=${share}"
            "${GIO}" info -a standard::content-type "${WORK_DIR}/${name}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  string(REGEX MATCH "standard::content-type: ([^\n]*)" _ "${out}")
  if(CMAKE_MATCH_1 STREQUAL expected)
    message(STATUS "${name}: ${expected}")
  else()
    message(SEND_ERROR "${name}: expected ${expected}, GIO says '${CMAKE_MATCH_1}' (${rc}) ${err}")
    set(failed TRUE)
  endif()
endforeach()
if(failed)
  message(FATAL_ERROR "MIME check failed")
endif()
