# Builds the .deb with CPack into OUT_DIR (away from the build root) and checks its contents.
# Usage: cmake -DCPACK=... -DDPKG_DEB=... -DCONFIG=.../CPackConfig.cmake -DOUT_DIR=... -P check_deb.cmake
foreach(var CPACK DPKG_DEB CONFIG OUT_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_deb.cmake: -D${var}=... is required")
  endif()
endforeach()
if(NOT EXISTS "${CONFIG}")
  message(FATAL_ERROR "${CONFIG} not found; configure the project first")
endif()

file(REMOVE_RECURSE "${OUT_DIR}")
file(MAKE_DIRECTORY "${OUT_DIR}")
execute_process(
  COMMAND "${CPACK}" -G DEB --config "${CONFIG}" -B "${OUT_DIR}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cpack -G DEB failed (${rc}):\n${out}\n${err}")
endif()

file(GLOB debs "${OUT_DIR}/*.deb")
list(LENGTH debs n)
if(NOT n EQUAL 1)
  message(FATAL_ERROR "expected exactly one .deb in ${OUT_DIR}, found ${n}: ${debs}\n${out}")
endif()
message(STATUS "package: ${debs}")

execute_process(COMMAND "${DPKG_DEB}" -c "${debs}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE listing ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "dpkg-deb -c failed (${rc}): ${err}")
endif()

set(failed FALSE)
foreach(path
    usr/bin/reeve
    usr/bin/reeve-cli
    usr/share/applications/org.reeve.Reeve.desktop
    usr/share/metainfo/org.reeve.Reeve.metainfo.xml
    usr/share/icons/hicolor/scalable/apps/org.reeve.Reeve.svg)
  string(REPLACE "." "\\." re "${path}")
  if(listing MATCHES " \\./${re}\n")
    message(STATUS "contains ${path}")
  else()
    message(SEND_ERROR "missing from package: ${path}")
    set(failed TRUE)
  endif()
endforeach()

# dpkg-shlibdeps must have computed the library dependencies.
foreach(field Package Section Depends)
  execute_process(COMMAND "${DPKG_DEB}" -f "${debs}" ${field}
    OUTPUT_VARIABLE value OUTPUT_STRIP_TRAILING_WHITESPACE)
  message(STATUS "${field}: ${value}")
  set(${field} "${value}")
endforeach()
if(NOT Package STREQUAL "reeve" OR NOT Section STREQUAL "games")
  message(SEND_ERROR "unexpected Package/Section: ${Package}/${Section}")
  set(failed TRUE)
endif()
foreach(dep libqt6core6 libqt6widgets6 libqt6sql6-sqlite)
  if(NOT Depends MATCHES "(^|, )${dep}( |,|$)")
    message(SEND_ERROR "Depends lacks ${dep}")
    set(failed TRUE)
  endif()
endforeach()

if(failed)
  message(FATAL_ERROR "package check failed; dpkg-deb -c listing:\n${listing}")
endif()
