# Sources of the Charlemagne board and turn widgets (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  charlemagne/charlemagnepanel.h charlemagne/charlemagnepanel.cpp charlemagne/charlemagneviews.cpp
)
