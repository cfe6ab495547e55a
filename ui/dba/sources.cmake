# Sources of the DBA campaign umpire's desk widgets (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  dba/dbastepform.h dba/dbastepform.cpp
  dba/dbadeskresult.h dba/dbadeskresult.cpp
  dba/dbadeskpanel.h dba/dbadeskpanel.cpp dba/dbadesktables.cpp
)
