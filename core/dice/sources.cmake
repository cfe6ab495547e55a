# Sources of core/dice (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  dice/randomstream.h dice/randomstream.cpp
  dice/roll.h dice/roll.cpp
  dice/dicenode.h
  dice/dicetree.h dice/dicetree.cpp
  dice/diceparser.h dice/diceparser.cpp
  dice/gmpint64.h
  dice/dicelinearform.h dice/dicelinearform.cpp
  dice/diceprogram.h dice/diceprogram.cpp
  dice/distribution.h dice/distribution.cpp
  dice/distributionbuilder.h dice/distributionbuilder.cpp
  dice/diceexpression.h dice/diceexpression.cpp
)
