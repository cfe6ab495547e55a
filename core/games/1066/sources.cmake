# Sources of core/games/1066 (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/1066/game1066module.h games/1066/game1066module.cpp
  games/1066/rules1066.h games/1066/rules1066.cpp
  games/1066/markerprocedures.h games/1066/markerprocedures.cpp
  games/1066/supplyprocedures.h games/1066/supplyprocedures.cpp
  games/1066/recruitprocedures.h games/1066/recruitprocedures.cpp
  games/1066/eventprocedures.h games/1066/eventprocedures.cpp
  games/1066/markeractions.h games/1066/markeractions.cpp
  games/1066/battleprocedures.h games/1066/battleprocedures.cpp
  games/1066/battleaftermath.h games/1066/battleaftermath.cpp
  games/1066/politicsprocedures.h games/1066/politicsprocedures.cpp
  games/1066/victoryprocedure.h games/1066/victoryprocedure.cpp
  games/1066/squaregrid.h games/1066/squaregrid.cpp
  games/1066/turn/turnorder.h games/1066/turn/turnorder.cpp
  games/1066/turn/turnsteps.h games/1066/turn/turnsteps.cpp
  games/1066/turn/mapmove.h games/1066/turn/mapmove.cpp
  games/1066/turn/control1066.h games/1066/turn/control1066.cpp
  games/1066/turn/vassalage.h games/1066/turn/vassalage.cpp
  games/1066/turn/deploy.h games/1066/turn/deploy.cpp
  games/1066/turn/markersdue.h games/1066/turn/markersdue.cpp
  games/1066/turn/calltoarms.h games/1066/turn/calltoarms.cpp
  games/1066/turn/victory.h games/1066/turn/victory.cpp
  games/1066/turn/tostig.h games/1066/turn/tostig.cpp
)
