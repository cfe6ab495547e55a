# Builds the .deb with CPack into OUT_DIR (away from the build root), checks its contents and
# fields, and runs lintian on it (when LINTIAN is given): any error or warning fails.
# Usage: cmake -DCPACK=... -DDPKG_DEB=... -DCONFIG=.../CPackConfig.cmake -DBUILD_DIR=... -DOUT_DIR=...
#        -DCHARTS_PLUGIN=lib/x86_64-linux-gnu/reeve/reeve_charts.so
#        [-DLINTIAN=...] -P check_deb.cmake
#
# The build tree is installed (stripped) into a staging folder and CPack packs that folder: the
# programs are those already built (CTest runs after the build), and nothing is rebuilt here,
# which a plain `cpack` would do for every target of the project.
foreach(var CPACK DPKG_DEB CONFIG BUILD_DIR OUT_DIR)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "check_deb.cmake: -D${var}=... is required")
  endif()
endforeach()
if(NOT EXISTS "${CONFIG}")
  message(FATAL_ERROR "${CONFIG} not found; configure the project first")
endif()

set(CHARTS_PLUGIN_PATH)
if(CHARTS_PLUGIN)
  set(CHARTS_PLUGIN_PATH usr/${CHARTS_PLUGIN})
endif()
file(REMOVE_RECURSE "${OUT_DIR}")
file(MAKE_DIRECTORY "${OUT_DIR}")
set(stage "${OUT_DIR}/stage")
execute_process(
  COMMAND "${CMAKE_COMMAND}" -E env "DESTDIR=${stage}"
          "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix /usr --strip
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}\n${err}")
endif()
execute_process(
  COMMAND "${CPACK}" -G DEB --config "${CONFIG}" -B "${OUT_DIR}"
          -D CPACK_INSTALL_CMAKE_PROJECTS= -D "CPACK_INSTALLED_DIRECTORIES=${stage};/"
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
    usr/share/mime/packages/org.reeve.Reeve.xml
    usr/share/icons/hicolor/scalable/apps/org.reeve.Reeve.svg
    usr/share/reeve/screenshots/campaign.png
    usr/share/doc/reeve/copyright
    usr/share/doc/reeve/changelog.gz
    usr/share/man/man1/reeve.1.gz
    usr/share/man/man1/reeve-cli.1.gz
    ${CHARTS_PLUGIN_PATH})
  string(REPLACE "." "\\." re "${path}")
  if(listing MATCHES " \\./${re}\n")
    message(STATUS "contains ${path}")
  else()
    message(SEND_ERROR "missing from package: ${path}")
    set(failed TRUE)
  endif()
endforeach()

# dpkg-shlibdeps must have computed the library dependencies.
foreach(field Package Section Depends Maintainer Homepage)
  execute_process(COMMAND "${DPKG_DEB}" -f "${debs}" ${field}
    OUTPUT_VARIABLE value OUTPUT_STRIP_TRAILING_WHITESPACE)
  message(STATUS "${field}: ${value}")
  set(${field} "${value}")
endforeach()
if(NOT Package STREQUAL "reeve" OR NOT Section STREQUAL "misc")
  message(SEND_ERROR "unexpected Package/Section: ${Package}/${Section}")
  set(failed TRUE)
endif()
if(NOT Maintainer MATCHES "^[^<]+ <[^@ ]+@[^> ]+>$" OR NOT Homepage MATCHES "^https://")
  message(SEND_ERROR "Maintainer needs a name and an e-mail address, Homepage an https address")
  set(failed TRUE)
endif()
# libssl3: libcrypto is opened at run time, which dpkg-shlibdeps cannot see.
foreach(dep libqt6core6 libqt6widgets6 libqt6sql6-sqlite libssl3)
  if(NOT Depends MATCHES "(^|, )${dep}( |,|$)")
    message(SEND_ERROR "Depends lacks ${dep}")
    set(failed TRUE)
  endif()
endforeach()

# Qt's own texts (standard buttons, dialogs) in the chosen language come from Qt's translations
# package, the icon from the SVG plugins: apt installs recommended packages by default.
execute_process(COMMAND "${DPKG_DEB}" -f "${debs}" Recommends
  OUTPUT_VARIABLE Recommends OUTPUT_STRIP_TRAILING_WHITESPACE)
foreach(dep qt6-translations-l10n libqt6svg6)
  if(NOT Recommends MATCHES "(^|, )${dep}( |,|$)")
    message(SEND_ERROR "Recommends lacks ${dep} (Recommends: ${Recommends})")
    set(failed TRUE)
  endif()
endforeach()

# The menu entry passes the file a file manager opens (Exec=reeve %f) and claims the MIME type
# the package declares, so a double-clicked campaign opens in Reeve.
file(READ "${stage}/usr/share/applications/org.reeve.Reeve.desktop" desktop)
string(REGEX MATCH "\nExec=[^\n]*" exec "${desktop}")
string(REGEX MATCH "\nMimeType=[^\n]*" types "${desktop}")
string(STRIP "${exec}" exec)
string(STRIP "${types}" types)
file(READ "${stage}/usr/share/mime/packages/org.reeve.Reeve.xml" mime_xml)
string(REGEX MATCH "<mime-type type=\"([^\"]+)\"" declared "${mime_xml}")
set(declared "${CMAKE_MATCH_1}")
if(NOT exec MATCHES "^Exec=reeve %[fF]$")
  message(SEND_ERROR "the desktop file should start `reeve %f`, not `${exec}`")
  set(failed TRUE)
endif()
if(declared STREQUAL "" OR NOT types MATCHES "[=;]${declared};")
  message(SEND_ERROR "the desktop file's ${types} lacks the declared type '${declared}'")
  set(failed TRUE)
endif()

# The installed reeve finds its charts plugin where the package puts it, and the plugin loads.
if(CHARTS_PLUGIN AND EXISTS "${stage}/usr/bin/reeve")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env QT_QPA_PLATFORM=offscreen "XDG_DATA_HOME=${OUT_DIR}/home"
            "XDG_CONFIG_HOME=${OUT_DIR}/home" "${stage}/usr/bin/reeve" --demo --dock charts --quit-after 300
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err TIMEOUT 60)
  if(NOT rc EQUAL 0 OR err MATCHES "cannot be loaded")
    message(SEND_ERROR "the installed reeve could not show its charts (exit ${rc}): ${err}")
    set(failed TRUE)
  else()
    message(STATUS "the installed reeve loads ${CHARTS_PLUGIN}")
  endif()
endif()

# An installed program reads nothing from the tree it was built in (data are embedded resources).
if(DEFINED SOURCE_DIR)
  foreach(program reeve reeve-cli)
    # Plain C strings and QStringLiterals (UTF-16) both.
    file(STRINGS "${stage}/usr/bin/${program}" leaks REGEX "${SOURCE_DIR}/" LIMIT_COUNT 3)
    file(STRINGS "${stage}/usr/bin/${program}" wide REGEX "${SOURCE_DIR}/" LIMIT_COUNT 3
         ENCODING UTF-16LE)
    list(APPEND leaks ${wide})
    if(leaks)
      message(SEND_ERROR "/usr/bin/${program} names the build or source tree: ${leaks}")
      set(failed TRUE)
    endif()
  endforeach()
endif()

if(failed)
  message(FATAL_ERROR "package check failed; dpkg-deb -c listing:\n${listing}")
endif()

if(LINTIAN)
  # Info, pedantic and experimental tags are shown but pass (the hardened package has none). A tag
  # a CPack build cannot avoid would get an override in packaging/, installed to
  # /usr/share/lintian/overrides/reeve, with a comment saying why.
  execute_process(COMMAND "${LINTIAN}" --display-info --pedantic --display-experimental
                          --tag-display-limit 0 --fail-on error,warning "${debs}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message(STATUS "lintian:\n${out}")
  if(NOT rc EQUAL 0 OR out MATCHES "(^|\n)[EW]: ")
    message(FATAL_ERROR "lintian reports errors or warnings (exit ${rc}):\n${out}\n${err}")
  endif()
endif()
