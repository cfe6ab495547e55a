list(APPEND REEVE_RULE_FILES rules/charlemagne/game.json)
list(APPEND REEVE_RULE_FILES rules/charlemagne/stratagems.json)
