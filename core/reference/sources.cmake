# Sources of core/reference (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  reference/referenceentry.h reference/referenceentry.cpp
  reference/rulesreference.h reference/rulesreference.cpp
)
