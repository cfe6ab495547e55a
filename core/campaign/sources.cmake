# Sources of core/campaign (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
)
