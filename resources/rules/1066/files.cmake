list(APPEND REEVE_RULE_FILES rules/1066/game.json)
