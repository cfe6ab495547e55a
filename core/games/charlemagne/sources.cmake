# Sources of core/games/charlemagne (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/charlemagne/charlemagnemodule.h games/charlemagne/charlemagnemodule.cpp
  games/charlemagne/charlemagnecommon.h games/charlemagne/charlemagnecommon.cpp
  games/charlemagne/charlemagnecombat.h games/charlemagne/charlemagnecombat.cpp
  games/charlemagne/charlemagneoperations.h games/charlemagne/charlemagneoperations.cpp
  games/charlemagne/charlemagnelogistics.h games/charlemagne/charlemagnelogistics.cpp
  games/charlemagne/charlemagnepolitics.h games/charlemagne/charlemagnepolitics.cpp
  games/charlemagne/charlemagnetreasury.h games/charlemagne/charlemagnetreasury.cpp
  games/charlemagne/charlemagnevictory.h games/charlemagne/charlemagnevictory.cpp
  games/charlemagne/charlemagneallegiance.h games/charlemagne/charlemagneallegiance.cpp
  games/charlemagne/charlemagnemarkers.h games/charlemagne/charlemagnemarkers.cpp
  games/charlemagne/charlemagneadvance.h games/charlemagne/charlemagneadvance.cpp
  games/charlemagne/charlemagnebuild.h games/charlemagne/charlemagnebuild.cpp
  games/charlemagne/charlemagneboard.h games/charlemagne/charlemagneboard.cpp
  games/charlemagne/charlemagneturn.h games/charlemagne/charlemagneturn.cpp
  games/charlemagne/charlemagnestepchecks.h games/charlemagne/charlemagnestepchecks.cpp
  games/charlemagne/charlemagnesteps.h games/charlemagne/charlemagnesteps.cpp
  games/charlemagne/charlemagnestepkit.h games/charlemagne/charlemagnestepkit.cpp
  games/charlemagne/charlemagnetreasurysteps.cpp games/charlemagne/charlemagnebidsteps.cpp
  games/charlemagne/charlemagnebattlesteps.cpp
  games/charlemagne/charlemagneforcesteps.h games/charlemagne/charlemagneforcesteps.cpp
  games/charlemagne/charlemagnerecruit.cpp games/charlemagne/charlemagneevents.cpp
)
