# Sources of the 1066 battle board panel (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  battle/battleboardview.h battle/battleboardview.cpp
  battle/battleboardpanel.h battle/battleboardpanel.cpp
)
