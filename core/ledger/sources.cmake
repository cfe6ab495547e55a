# Sources of core/ledger (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  ledger/ledgerschema.h ledger/ledgerschema.cpp
)
