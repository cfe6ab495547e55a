list(APPEND REEVE_RULE_FILES rules/generic/phase-procedures.json)
