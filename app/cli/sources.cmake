# Sources of reeve-cli (explicit list; paths relative to app/).
list(APPEND REEVE_CLI_SOURCES
  cli/main.cpp
)
