# Sources of core/containers (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  containers/containerschema.h containers/containerschema.cpp
)
