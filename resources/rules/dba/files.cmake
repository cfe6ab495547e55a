list(APPEND REEVE_RULE_FILES rules/dba/game.json)
