# Sources of core/games/sas (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/sas/sasmodule.h games/sas/sasmodule.cpp
)
