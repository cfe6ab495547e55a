#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include "ledger/ledgercategories.h"
#include "log/action.h"
#include "procedures/procedureresult.h"

namespace Reeve {

class ActionWriter;
class Campaign;

namespace Sas {

/**
 * Swords & Sails money on the shared ledger: phase 1 income and maintenance,
 * counter-espionage bought secretly, units, new armies and fleets, cities, and
 * siege casualties bought off with gold. Each call is one logged, undoable
 * action that changes the board and the treasury together, with the reason on
 * every ledger entry; army contents stay in the part only their owner reads.
 * Figures come from the campaign's tables (house edits included) through the
 * game's procedures, so a missing figure stops with exit 3.
 */
class SasBank
{
public:
    explicit SasBank(Campaign &campaign);

    /// Phase 1 for every faction: one action each, income credited and maintenance debited with
    /// the breakdown. \a firstTurn: maintenance counts as already paid.
    QList<qint64> collectIncome(bool firstTurn = false);
    /// Phase 2: \a count counter-agents bought secretly by one faction, the others none (sealHands).
    qint64 buyCounterEspionage(qint64 sideId, int count);
    /// Phase 2, once a season before the first spy roll: every faction's counter-agents (\a bought: side
    /// id → count; a faction left out buys none). One action with one entry per faction in play, all
    /// alike in public; each faction's purchase and its gold are for it alone.
    qint64 sealHands(const QMap<qint64, int> &bought);
    /// Whether this season's hands are sealed.
    bool handsSealed();
    /// Counter-agents the side holds this season.
    int countersLeft(qint64 sideId);
    /// Takes one counter-agent inside \a writer; false when the side has none left.
    bool useCounter(ActionWriter &writer, qint64 sideId);
    /// End of phase 2: agents left unused go to the bank (their gold was spent when bought).
    qint64 closeEspionage();
    /// Phase 7: units added to an army or fleet, paid at the faction's prices.
    qint64 buildUnits(qint64 sideId, const QString &type, int number, const QMap<QString, int> &added);
    /// Phase 7: a new army or fleet (creation cost by forces held) with its first units.
    qint64 raiseForce(qint64 sideId, const QString &type, const QString &location, const QMap<QString, int> &units);
    /// Phase 8: a minor city (\a port for a port) or the upgrade of a player-built minor city to major.
    qint64 buildCity(qint64 sideId, const QString &territory, const QString &kind, bool port = false);
    /// Phase 6: a siege's casualty points, \a paid of them in gold, the rest from \a losses of
    /// army \a number; the territory passes to the besieger.
    /// \a rollSeq: the logged roll the points come from (SasSiegeRoll), kept with the siege.
    qint64 settleSiege(qint64 sideId, int number, const QString &territory, int casualtyPoints, int paid,
                       const QMap<QString, int> &losses, qint64 rollSeq = 0);
    /// Phase 6: units lost in a battle (no gold); an emptied force leaves play.
    qint64 applyLosses(qint64 unitId, const QMap<QString, int> &losses, const QString &why);

    /// Phase 6: ships captured in fleet combat pass at once from one fleet to another (same type).
    qint64 captureShips(qint64 fromFleet, qint64 toFleet, const QMap<QString, int> &ships);

    /// One ledger entry written inside \a writer (same rules as Ledger: an account, no overdraft
    /// unless the campaign allows it), appended to \a entries: the action's data must carry them
    /// under "entries" and its kind start with "ledger." so reports and charts read them from the log
    /// with the action's audience.
    static void post(Campaign &campaign, ActionWriter &writer, QJsonArray &entries, qint64 sideId, qint64 amount,
                     LedgerCategory category, const QString &reason, Audience audience = Audience::Public,
                     bool keepZero = false);
    /// Runs one of the game's procedures on the campaign's tables (no dice unless \a faces).
    static ProcedureResult run(Campaign &campaign, const QString &id, const QJsonObject &inputs,
                               const QList<int> &faces = {});

private:
    QJsonObject counterState(ActionWriter &writer, qint64 sideId);
    void setCounterState(ActionWriter &writer, qint64 sideId, const QJsonObject &state);
    QMap<QString, int> subtract(const QMap<QString, int> &have, const QMap<QString, int> &losses);

    Campaign &m_campaign;
};

} // namespace Sas
} // namespace Reeve
