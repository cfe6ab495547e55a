# Sources of core/storage (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  storage/database.h storage/database.cpp
  storage/rawrows.h storage/rawrows.cpp
  storage/sqlitehandle.h storage/sqlitehandle.cpp
  storage/textfunction.h storage/textfunction.cpp
  storage/schema.h storage/schema.cpp
  storage/campaignfile.h storage/campaignfile.cpp
  storage/backuprotation.h storage/backuprotation.cpp
)
