# Sources of core/log (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  log/action.h log/action.cpp
  log/actionrow.h log/actionrow.cpp
  log/stateop.h log/stateop.cpp
  log/hashchain.h log/hashchain.cpp
  log/filecheck.h log/filecheck.cpp
  log/actionwriter.h log/actionwriter.cpp
  log/actionlog.h log/actionlog.cpp
  log/actiongroup.h log/actiongroup.cpp
  log/actionsineffect.h log/actionsineffect.cpp
  log/stateimage.h log/stateimage.cpp
  log/replayer.h log/replayer.cpp
  log/logentry.h log/logentry.cpp
  log/textrecipe.h log/textrecipe.cpp
  log/textparser.h log/textparser.cpp
  log/datawords.h log/datawords.cpp
  log/logquery.h log/logquery.cpp
  log/loggedrow.h log/loggedrow.cpp
  log/jsontape.h log/jsontape.cpp log/jsontapevalue.cpp
  log/rowchannel.h log/rowchannel.cpp
)
