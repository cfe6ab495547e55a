# Sources of core/ledger (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  ledger/ledgerschema.h ledger/ledgerschema.cpp
  ledger/ledgercategories.h ledger/ledgercategories.cpp
  ledger/ledgerentry.h ledger/ledgerentry.cpp
  ledger/money.h ledger/money.cpp
  ledger/progress.h ledger/progress.cpp
  ledger/ledger.h ledger/ledger.cpp
  ledger/trackedvalues.h ledger/trackedvalues.cpp
  ledger/ledgerreader.h ledger/ledgerreader.cpp
  ledger/ledgerhistory.h ledger/ledgerhistory.cpp
  ledger/ledgerlog.h ledger/ledgerlog.cpp
  ledger/ledgercsv.h ledger/ledgercsv.cpp
  ledger/reportbuilder.h ledger/reportbuilder.cpp
  ledger/chisquare.h ledger/chisquare.cpp
  ledger/luckgroup.h ledger/luckgroup.cpp
  ledger/luckstatistics.h ledger/luckstatistics.cpp
)
