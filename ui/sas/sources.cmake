# Sources of the Swords & Sails widgets (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  sas/sastimerpanel.h sas/sastimerpanel.cpp
)
