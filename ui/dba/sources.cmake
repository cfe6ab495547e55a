# Sources of the DBA campaign umpire's desk widgets (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  dba/dbaorderpicker.h dba/dbaorderpicker.cpp
  dba/dbadeskpanel.h dba/dbadeskpanel.cpp dba/dbadesktables.cpp
)
