# Sources of core/campaign (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  campaign/account.h campaign/clockstate.h campaign/location.h campaign/placedmarker.h
  campaign/side.h campaign/unit.h
  campaign/gameinfo.h campaign/gameinfo.cpp
  campaign/gametexts.h campaign/gametexts.cpp
  campaign/gamecatalog.h campaign/gamecatalog.cpp
  campaign/pinhash.h campaign/pinhash.cpp
  campaign/campaign.h campaign/campaign.cpp
  campaign/campaignreader.h campaign/campaignreader.cpp
  campaign/campaigneditor.h campaign/campaigneditor.cpp
  campaign/campaignrandom.h campaign/campaignrandom.cpp
  campaign/rollverifier.h campaign/rollverifier.cpp
  campaign/outcomeverifier.h campaign/outcomeverifier.cpp
  campaign/fileverifier.h campaign/fileverifier.cpp
  campaign/campaigntables.h campaign/campaigntables.cpp
  campaign/ruleoptions.h campaign/ruleoptions.cpp
  campaign/viewergate.h campaign/viewergate.cpp
  campaign/democampaign.h campaign/democampaign.cpp
)
