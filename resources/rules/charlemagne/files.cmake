list(APPEND REEVE_RULE_FILES rules/charlemagne/game.json)
