# Sources of core/scenarios (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  scenarios/scenario.h scenarios/scenario.cpp
  scenarios/scenariocatalog.h scenarios/scenariocatalog.cpp
  scenarios/scenariosetup.h scenarios/scenariosetup.cpp
  scenarios/scenariotexts.h scenarios/scenariotexts.cpp
)
