# Sources of core/dice (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
)
