# Sources of core/games (explicit list; paths relative to core/). Each game adds its folder's files.
list(APPEND REEVE_CORE_SOURCES
  games/gamemodules.h games/gamemodules.cpp
  games/generic/diceprocedures.h games/generic/diceprocedures.cpp
)
