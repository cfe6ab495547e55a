# Sources of core/games/britain (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/britain/britainmodule.h games/britain/britainmodule.cpp
  games/britain/britaincommon.h games/britain/britaincommon.cpp
  games/britain/britainbattle.h games/britain/britainbattle.cpp
  games/britain/britainmorale.h games/britain/britainmorale.cpp
  games/britain/britainleaders.h games/britain/britainleaders.cpp
  games/britain/britaincampaign.h games/britain/britaincampaign.cpp
  games/britain/britainstate.h games/britain/britainstate.cpp games/britain/britainyear.cpp
  games/britain/britainmoves.cpp
  games/britain/britainmovement.h games/britain/britainmovement.cpp
  games/britain/britainarmy.h games/britain/britainarmy.cpp
  games/britain/britainwarleader.h games/britain/britainwarleader.cpp
  games/britain/britainfates.h games/britain/britainfates.cpp
  games/britain/britainstepchecks.h games/britain/britainstepchecks.cpp
  games/britain/britainsteps.h games/britain/britainsteps.cpp games/britain/britainmovesteps.cpp
  games/britain/britainbattlesteps.h games/britain/britainbattlesteps.cpp
)
