# Sources of reeve-cli (explicit list; paths relative to app/).
list(APPEND REEVE_CLI_SOURCES
  cli/main.cpp
  cli/cliargs.h cli/cliargs.cpp
  cli/clioutput.h cli/clioutput.cpp
  cli/clicommands.h cli/clicommands.cpp
  cli/campaigncommands.h cli/campaigncommands.cpp
  cli/boardcommands.h cli/boardcommands.cpp
  cli/clockcommands.h cli/clockcommands.cpp
  cli/optioncommands.h cli/optioncommands.cpp
  cli/clicall.h cli/clicall.cpp
  cli/dicecommands.h cli/dicecommands.cpp
  cli/procedurecommands.h cli/procedurecommands.cpp
  cli/tablecommands.h cli/tablecommands.cpp
  cli/containercommands.h cli/containercommands.cpp
  cli/battlecommands.h cli/battlecommands.cpp
  cli/reportcommands.h cli/reportcommands.cpp
  cli/referencecommands.h cli/referencecommands.cpp
  cli/scenariocommands.h cli/scenariocommands.cpp
  cli/sascommands.h cli/sascommands.cpp
  cli/britaincommands.h cli/britaincommands.cpp
  cli/charlemagnecommands.h cli/charlemagnecommands.cpp
  cli/ordercommands.h cli/ordercommands.cpp
  cli/verifycommands.h cli/verifycommands.cpp
  cli/clipin.h cli/clipin.cpp
  cli/pincommands.h cli/pincommands.cpp
  cli/workingprinter.h cli/workingprinter.cpp
  cli/stepcommands.h cli/stepcommands.cpp
)
