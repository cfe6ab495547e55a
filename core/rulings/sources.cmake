# Sources of core/rulings (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  rulings/ruling.h rulings/ruling.cpp
  rulings/rulingsreader.h rulings/rulingsreader.cpp
  rulings/rulingseditor.h rulings/rulingseditor.cpp
)
