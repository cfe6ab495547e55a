list(APPEND REEVE_RULE_FILES rules/britain/game.json)
list(APPEND REEVE_RULE_FILES rules/britain/tables.json)
list(APPEND REEVE_RULE_FILES rules/britain/reference.md)
