# Sources of core/games (explicit list; paths relative to core/). Each game lists its
# own files in core/games/<game>/sources.cmake.
list(APPEND REEVE_CORE_SOURCES
  games/gamemodule.h games/gamemodule.cpp
  games/gamemodules.h games/gamemodules.cpp
  games/clockinputs.h games/clockinputs.cpp
  games/generic/diceprocedures.h games/generic/diceprocedures.cpp
)
foreach(game IN LISTS REEVE_GAMES)
  include(${CMAKE_CURRENT_LIST_DIR}/${game}/sources.cmake)
endforeach()
# The 1066 battle board assistant keeps its own list.
if(EXISTS ${CMAKE_CURRENT_LIST_DIR}/1066/battle/sources.cmake)
  include(${CMAKE_CURRENT_LIST_DIR}/1066/battle/sources.cmake)
endif()
