list(APPEND REEVE_RULE_FILES rules/1066/game.json)
list(APPEND REEVE_RULE_FILES rules/1066/markers.json)
