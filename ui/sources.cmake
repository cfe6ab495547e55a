# Sources of reeve_ui (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  mainwindow.h mainwindow.cpp
)
