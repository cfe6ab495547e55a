# Sources of core/games/britain (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/britain/britainmodule.h games/britain/britainmodule.cpp
)
