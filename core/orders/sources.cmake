# Sources of core/orders (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  orders/orderschema.h orders/orderschema.cpp
  orders/orderitem.h orders/orderitem.cpp
  orders/orderbook.h orders/orderbook.cpp
  orders/orderview.h orders/orderview.cpp
  orders/orderadjudicators.h orders/orderadjudicators.cpp
)
