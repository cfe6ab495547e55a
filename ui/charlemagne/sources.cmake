# Sources of the Charlemagne board widgets (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  charlemagne/charlemagnepanel.h charlemagne/charlemagnepanel.cpp charlemagne/charlemagneviews.cpp
  charlemagne/charlemagneforms.cpp charlemagne/charlemagnebattle.cpp
)
