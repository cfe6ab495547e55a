list(APPEND REEVE_RULE_FILES rules/britain/game.json)
