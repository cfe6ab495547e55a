# Sources of core/steps (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  steps/stepfield.h steps/stepfield.cpp
  steps/stepchoicelabels.h steps/stepchoicelabels.cpp
  steps/stepdicelabels.h steps/stepdicelabels.cpp
  steps/stepspec.h steps/stepspec.cpp
  steps/stepshare.h steps/stepshare.cpp
  steps/stepregistry.h steps/stepregistry.cpp
  steps/stepinput.h steps/stepinput.cpp
  steps/stepresult.h steps/stepresult.cpp
  steps/steprunner.h steps/steprunner.cpp
)
