# Sources of core/games/sas (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/sas/sasmodule.h games/sas/sasmodule.cpp
  games/sas/sascommon.h games/sas/sascommon.cpp
  games/sas/saseconomy.h games/sas/saseconomy.cpp
  games/sas/sascities.h games/sas/sascities.cpp
  games/sas/sasespionage.h games/sas/sasespionage.cpp
  games/sas/sascombat.h games/sas/sascombat.cpp
  games/sas/sasmorale.h games/sas/sasmorale.cpp
  games/sas/sasquick.h games/sas/sasquick.cpp
  games/sas/sassiege.h games/sas/sassiege.cpp
  games/sas/sasscoring.h games/sas/sasscoring.cpp
  games/sas/sasboard.h games/sas/sasboard.cpp games/sas/sasboardcargo.cpp
  games/sas/sasbank.h games/sas/sasbank.cpp games/sas/sasbankforces.cpp
  games/sas/sasspying.h games/sas/sasspying.cpp
  games/sas/sasseason.h games/sas/sasseason.cpp
  games/sas/sasvictory.h games/sas/sasvictory.cpp
  games/sas/sasmovement.h games/sas/sasmovement.cpp
  games/sas/saslogline.h games/sas/saslogline.cpp
  games/sas/sasborders.h games/sas/sasborders.cpp
  games/sas/sasstraits.h games/sas/sasstraits.cpp
  games/sas/sasroundtimer.h games/sas/sasroundtimer.cpp
  games/sas/sasorders.h games/sas/sasorders.cpp
  games/sas/sassteps.h games/sas/sassteps.cpp
  games/sas/sasbanksteps.h games/sas/sasbanksteps.cpp
  games/sas/sasboardsteps.h games/sas/sasboardsteps.cpp
  games/sas/sasseasonsteps.h games/sas/sasseasonsteps.cpp
  games/sas/sasstepchecks.h games/sas/sasstepchecks.cpp
  games/sas/sasphasegate.h games/sas/sasphasegate.cpp
  games/sas/sasreport.h games/sas/sasreport.cpp
  games/sas/sassiegeroll.h games/sas/sassiegeroll.cpp
  games/sas/sasupkeep.h games/sas/sasupkeep.cpp
)
