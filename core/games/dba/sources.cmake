# Sources of core/games/dba (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/dba/dbamodule.h games/dba/dbamodule.cpp
)
