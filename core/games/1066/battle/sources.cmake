# Sources of the 1066 battle board engine (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/1066/battle/battlestate.h games/1066/battle/battlestate.cpp
  games/1066/battle/battleengine.h
  games/1066/battle/battlesetup.cpp
  games/1066/battle/battlecombat.cpp
  games/1066/battle/battlemarkers.cpp
  games/1066/battle/battleaudience.h games/1066/battle/battleaudience.cpp
  games/1066/battle/battleboard.h games/1066/battle/battleboard.cpp
  games/1066/battle/battlecampaign.h games/1066/battle/battlecampaign.cpp games/1066/battle/battleapply.cpp
  games/1066/battle/battlesteps.h games/1066/battle/battlesteps.cpp
)
