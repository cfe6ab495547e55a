# Sources of core/containers (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  containers/containerschema.h containers/containerschema.cpp
  containers/markerkind.h
  containers/containermarker.h
  containers/containeroutcome.h
  containers/markercatalog.h containers/markercatalog.cpp
  containers/containerstate.h containers/containerstate.cpp
  containers/containerreader.h containers/containerreader.cpp
  containers/containerstore.h containers/containerstore.cpp
  containers/containereditor.h containers/containereditor.cpp
  containers/containerdraws.h containers/containerdraws.cpp
  containers/handactions.h containers/handactions.cpp
  containers/containerview.h containers/containerview.cpp
)
