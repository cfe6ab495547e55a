# Sources of core/util (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  util/failure.h util/failure.cpp
  util/jsonsql.h util/jsonsql.cpp
  util/labeltable.h
  util/libcrypto.h util/libcrypto.cpp
  util/plural.h util/plural.cpp
  util/recordingtranslator.h util/recordingtranslator.cpp
  util/sha256.h util/sha256.cpp
  util/translations.h util/translations.cpp
)
