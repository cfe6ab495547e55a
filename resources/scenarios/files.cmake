# Scenario files, compiled in as :/scenarios/<game>.json (see core/scenarios/scenario.h).
list(APPEND REEVE_RULE_FILES scenarios/1066.json scenarios/dba.json scenarios/charlemagne.json scenarios/britain.json)
list(APPEND REEVE_RULE_FILES scenarios/sas.json)
