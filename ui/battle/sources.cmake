# Sources of the 1066 battle board panel (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  battle/battleunitform.h battle/battleunitform.cpp
  battle/battlecampaignform.h battle/battlecampaignform.cpp
  battle/battleboardpanel.h battle/battleboardpanel.cpp battle/battleboardsteps.cpp
)
