# Sources of core/games/dba (explicit list; paths relative to core/).
list(APPEND REEVE_CORE_SOURCES
  games/dba/dbamodule.h games/dba/dbamodule.cpp
  games/dba/dbastepkinds.h games/dba/dbastepkinds.cpp
  games/dba/dbastepkindfields.h games/dba/dbastepkindspolitics.cpp games/dba/dbastepkindsseason.cpp
  games/dba/dbasteps.h games/dba/dbasteps.cpp
  games/dba/dbacommon.h games/dba/dbacommon.cpp
  games/dba/dbabattles.h games/dba/dbabattles.cpp
  games/dba/dbasieges.h games/dba/dbasieges.cpp
  games/dba/dbaharrying.h games/dba/dbaharrying.cpp
  games/dba/dbamovement.h games/dba/dbamovement.cpp
  games/dba/dbaumpiremoves.cpp
  games/dba/dbastorms.h games/dba/dbastorms.cpp
  games/dba/dbaeconomy.h games/dba/dbaeconomy.cpp
  games/dba/dbaforces.h games/dba/dbaforces.cpp
  games/dba/dbaseasonend.h games/dba/dbaseasonend.cpp
  games/dba/dbapolitics.h games/dba/dbapolitics.cpp
  games/dba/dbaarmy.h games/dba/dbaarmy.cpp
  games/dba/dbatreasury.h games/dba/dbatreasury.cpp
  games/dba/dbarelations.h games/dba/dbarelations.cpp
  games/dba/dbadefeat.h games/dba/dbadefeat.cpp
  games/dba/dbaumpire.h games/dba/dbaumpire.cpp games/dba/dbaumpirebattles.cpp games/dba/dbaumpireseason.cpp
  games/dba/dbaumpiresetup.cpp games/dba/dbaumpireactions.cpp games/dba/dbaumpireafter.cpp
  games/dba/dbaumpirepolitics.cpp games/dba/dbaumpiretreasury.cpp games/dba/dbaumpireworks.cpp
  games/dba/dbaumpirerising.cpp games/dba/dbaumpireforces.cpp
  games/dba/dbaumpirepresence.cpp games/dba/dbaumpirevoyages.cpp games/dba/dbaumpirestances.cpp
  games/dba/dbaumpireconquest.cpp games/dba/dbaumpirecontact.cpp games/dba/dbaumpirecontactcases.cpp
  games/dba/dbaumpiretribute.cpp games/dba/dbaumpirebattlesides.cpp games/dba/dbaumpiresieges.cpp
  games/dba/dbaumpirewrecks.cpp
  games/dba/dbareport.h games/dba/dbareport.cpp
)
