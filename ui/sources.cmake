# Sources of reeve_ui (explicit list; paths relative to ui/).
list(APPEND REEVE_UI_SOURCES
  common/userprompts.h common/userprompts.cpp
  common/attributetext.h common/attributetext.cpp
  common/attributesedit.h common/attributesedit.cpp
  common/campaigncombos.h common/campaigncombos.cpp
  common/viewerchoice.h common/viewerchoice.cpp
  common/paneltables.h common/paneltables.cpp
  common/rowselection.h common/rowselection.cpp
  common/wheelguard.h common/wheelguard.cpp
  campaign/campaigntablemodel.h campaign/campaigntablemodel.cpp
  campaign/campaignwords.h campaign/campaignwords.cpp
  campaign/sidemodel.h campaign/sidemodel.cpp
  campaign/locationmodel.h campaign/locationmodel.cpp
  campaign/placenames.h campaign/placenames.cpp
  campaign/unitmodel.h campaign/unitmodel.cpp
  campaign/markermodel.h campaign/markermodel.cpp
  campaign/entitypage.h campaign/entitypage.cpp
  campaign/sidedialog.h campaign/sidedialog.cpp
  campaign/locationdialog.h campaign/locationdialog.cpp
  campaign/unitdialog.h campaign/unitdialog.cpp
  campaign/markerdialog.h campaign/markerdialog.cpp
  campaign/sidespage.h campaign/sidespage.cpp
  campaign/locationspage.h campaign/locationspage.cpp
  campaign/unitspage.h campaign/unitspage.cpp
  campaign/markerspage.h campaign/markerspage.cpp
  campaign/campaignpanel.h campaign/campaignpanel.cpp
  log/logmodel.h log/logmodel.cpp
  log/logpanel.h log/logpanel.cpp
  log/logkindlabel.h log/logkindlabel.cpp
  wizard/gamechoicepage.h wizard/gamechoicepage.cpp
  wizard/campaignsetuppage.h wizard/campaignsetuppage.cpp
  wizard/newcampaignwizard.h wizard/newcampaignwizard.cpp
  mainwindow/undocontroller.h mainwindow/undocontroller.cpp
  mainwindow/recentfiles.h mainwindow/recentfiles.cpp
  mainwindow/campaignstatus.h mainwindow/campaignstatus.cpp
  mainwindow/setturndialog.h mainwindow/setturndialog.cpp
  mainwindow/optionsmenu.h mainwindow/optionsmenu.cpp
  mainwindow/iconcachestyle.h mainwindow/iconcachestyle.cpp
  mainwindow/welcomepage.h mainwindow/welcomepage.cpp
  mainwindow/dockshortcut.h mainwindow/dockshortcut.cpp
  mainwindow/mnemonics.h mainwindow/mnemonics.cpp
  common/refereewords.h
  mainwindow/featuredocks.h mainwindow/featuredocks.cpp
  mainwindow/mainwindow.h mainwindow/mainwindow.cpp
  mainwindow/mainwindowactions.cpp
  mainwindow/mainwindowcampaign.cpp
  mainwindow/mainwindowlayout.cpp
  mainwindow/maintoolbar.h mainwindow/maintoolbar.cpp
  mainwindow/lazystyleicon.h mainwindow/lazystyleicon.cpp
  mainwindow/lazyselection.h mainwindow/lazyselection.cpp
  preferences/preferences.h preferences/preferences.cpp
  preferences/preferencesdialog.h preferences/preferencesdialog.cpp
  help/helpwindow.h help/helpwindow.cpp
  help/helpcontroller.h help/helpcontroller.cpp
  help/docktitlebar.h help/docktitlebar.cpp
)
# The About box shows the project version.
set_source_files_properties(mainwindow/mainwindow.cpp PROPERTIES
  COMPILE_DEFINITIONS "REEVE_VERSION=\"${PROJECT_VERSION}\"")
# procedures and tables panels (begin)
list(APPEND REEVE_UI_SOURCES
  tables/provenancelegend.h tables/provenancelegend.cpp
  tables/ruletablemodel.h tables/ruletablemodel.cpp
  tables/tablespanel.h tables/tablespanel.cpp
  tables/tablewords.h tables/tablewords.cpp
  procedures/procedurefinder.h procedures/procedurefinder.cpp
  procedures/parameterform.h procedures/parameterform.cpp
  procedures/oddsrunner.h procedures/oddsrunner.cpp
  procedures/oddsmodel.h procedures/oddsmodel.cpp
  procedures/oddsview.h procedures/oddsview.cpp
  procedures/procedureresultview.h procedures/procedureresultview.cpp
  procedures/procedurespanel.h procedures/procedurespanel.cpp
)
# procedures and tables panels (end)
# ledger (begin)
list(APPEND REEVE_UI_SOURCES
  ledger/ledgerentrymodel.h ledger/ledgerentrymodel.cpp
  ledger/ledgersummarymodel.h ledger/ledgersummarymodel.cpp
  ledger/ledgerentrydialog.h ledger/ledgerentrydialog.cpp
  ledger/ledgerpanel.h ledger/ledgerpanel.cpp
  ledger/turnspinbox.h ledger/turnspinbox.cpp
  ledger/ledgerchartview.h ledger/ledgerchartview.cpp
  ledger/luckgroupmodel.h ledger/luckgroupmodel.cpp
  ledger/luckview.h ledger/luckview.cpp
  ledger/reportexporter.h ledger/reportexporter.cpp
  ledger/reportsexportdialog.h ledger/reportsexportdialog.cpp
)
# ledger (end)
# containers panel (begin)
list(APPEND REEVE_UI_SOURCES
  containers/composedialog.h containers/composedialog.cpp
  containers/operationdialog.h containers/operationdialog.cpp
  containers/containeroperations.h containers/containeroperations.cpp
  containers/privateview.h containers/privateview.cpp
  containers/containerspanel.h containers/containerspanel.cpp
)
# containers panel (end)

# rulings and reference (begin)
list(APPEND REEVE_UI_SOURCES
  rulings/rulingsmodel.h rulings/rulingsmodel.cpp
  rulings/rulingdialog.h rulings/rulingdialog.cpp
  rulings/rulingspanel.h rulings/rulingspanel.cpp
  reference/referencepanel.h reference/referencepanel.cpp
)
# rulings and reference (end)

# The 1066 battle board panel keeps its own list.
if(EXISTS ${CMAKE_CURRENT_LIST_DIR}/battle/sources.cmake)
  include(${CMAKE_CURRENT_LIST_DIR}/battle/sources.cmake)
endif()
# The Swords & Sails timer panel keeps its own list.
include(${CMAKE_CURRENT_LIST_DIR}/sas/sources.cmake)
# The Dark Age Britain year panel keeps its own list.
include(${CMAKE_CURRENT_LIST_DIR}/britain/sources.cmake)
# The generic Orders dock keeps its own list.
include(${CMAKE_CURRENT_LIST_DIR}/orders/sources.cmake)
# The DBA campaign umpire's desk keeps its own list.
include(${CMAKE_CURRENT_LIST_DIR}/dba/sources.cmake)
# The Charlemagne board and turn panel keeps its own list.
include(${CMAKE_CURRENT_LIST_DIR}/charlemagne/sources.cmake)
# step forms, for every game (begin)
list(APPEND REEVE_UI_SOURCES
  common/stepinputs.h common/stepinputs.cpp
  common/stepresultview.h common/stepresultview.cpp
  common/stepform.h common/stepform.cpp
  common/stepdock.h common/stepdock.cpp
  steps/stepspanel.h steps/stepspanel.cpp
)
# step forms, for every game (end)
