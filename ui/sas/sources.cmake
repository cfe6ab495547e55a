# Sources of the Swords & Sails widgets (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  sas/sastimerpanel.h sas/sastimerpanel.cpp
  sas/sasseasonpanel.h sas/sasseasonpanel.cpp sas/sasseasontables.cpp sas/sasseasonforms.cpp sas/sasseasonbuild.cpp
  sas/sasseasonboard.cpp sas/sasseasonsteps.cpp
  sas/sasforcecards.h sas/sasforcecards.cpp
  sas/sasformparts.h sas/sasformparts.cpp
)
