# Sources of core/procedures (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  procedures/parameterspec.h procedures/parameterspec.cpp
  procedures/dicesource.h procedures/dicesource.cpp
  procedures/rolleddice.h procedures/rolleddice.cpp
  procedures/entereddice.h procedures/entereddice.cpp
  procedures/explanationstep.h
  procedures/procedure.h procedures/procedure.cpp
  procedures/procedurecontext.h procedures/procedurecontext.cpp
  procedures/outcomelabels.h procedures/outcomelabels.cpp
  procedures/procedureresult.h procedures/procedureresult.cpp
  procedures/procedureregistry.h procedures/procedureregistry.cpp
  procedures/phaseguide.h procedures/phaseguide.cpp
  procedures/procedurerunner.h procedures/procedurerunner.cpp
  procedures/oddscalculator.h procedures/oddscalculator.cpp
)
