# Sources of core/games/charlemagne (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/charlemagne/charlemagnemodule.h games/charlemagne/charlemagnemodule.cpp
)
