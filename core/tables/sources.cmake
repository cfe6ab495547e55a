# Sources of core/tables (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  tables/provenance.h tables/provenance.cpp
  tables/tablecell.h
  tables/rowkey.h tables/rowkey.cpp
  tables/ruletable.h tables/ruletable.cpp
  tables/ruletablejson.h tables/ruletablejson.cpp
  tables/csvreader.h tables/csvreader.cpp
  tables/tablecsv.h tables/tablecsv.cpp
  tables/columnselector.h tables/columnselector.cpp
  tables/tablelibrary.h tables/tablelibrary.cpp
  tables/tablelayout.h tables/tablelayout.cpp
)
