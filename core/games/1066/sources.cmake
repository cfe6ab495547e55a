# Sources of core/games/1066 (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/1066/game1066module.h games/1066/game1066module.cpp
)
