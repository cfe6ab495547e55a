# Sources of ui/orders (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  orders/orderspanel.h orders/orderspanel.cpp
)
