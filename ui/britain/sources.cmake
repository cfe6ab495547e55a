# Sources of the Dark Age Britain widgets (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  britain/britainpanel.h britain/britainpanel.cpp
)
