list(APPEND REEVE_RULE_FILES rules/charlemagne/game.json)
list(APPEND REEVE_RULE_FILES rules/charlemagne/stratagems.json)
list(APPEND REEVE_RULE_FILES rules/charlemagne/tables.json)
list(APPEND REEVE_RULE_FILES rules/charlemagne/reference.md)
