list(APPEND REEVE_RULE_FILES rules/sas/game.json)
