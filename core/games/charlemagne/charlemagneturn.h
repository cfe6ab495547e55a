#pragma once

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

#include "campaign/unit.h"
#include "procedures/procedureresult.h"

namespace Reeve {

class ActionGroup;
class ActionWriter;
class Campaign;
struct LedgerOptions;
struct ActionDraft;

namespace Charlemagne {

using Dice = std::optional<QList<int>>;

/// The markers both players put on a vassalage or conversion attempt (§9.1, §9.5, §18.1, §18.5).
struct MarkerBid
{
    int markers = 1;
    int doubleMarkers = 0;
    int defenderMarkers = 0;
    int defenderDoubleMarkers = 0;
    int modifier = 0;
};

/// A vassalage attempt (§9): \a reading says how the entered table result is applied (auto, success, failure).
struct VassalageAttempt
{
    QString side;    ///< Empire or Tribal
    QString region;
    MarkerBid bid;
    QString reading = QStringLiteral("auto");
    bool spend = false; ///< return the markers from both hands to the Container in the same action (§9.2)
    QStringList doubleKinds;        ///< the double-count stratagems bid (§9.5); empty: the hand's own
    QStringList defenderDoubleKinds; ///< the defender's
};

/// A conversion attempt (§18).
struct ConversionAttempt
{
    QString side;
    QString region;
    QString religion;
    QString forceReligion = QStringLiteral("christian");
    bool leader = false;
    MarkerBid bid;
    QString reading = QStringLiteral("auto");
    bool spend = false; ///< missionary markers back to the Container (§18.2)
};

/// A battle rolled on the Battle Table (§16.1a(5), §16.7) and the losses its result gives.
struct BattleRoll
{
    QString column;          ///< 1/3 … 4/1, from charlemagne.combat-ratio
    bool inBurg = false;
    QList<qint64> attackers; ///< the attacking force's units
    QList<qint64> defenders;
    QString reading = QStringLiteral("auto"); ///< auto, attacker-eliminated, defender-eliminated, both-eliminated, none
};

/// A force's combat strength before multipliers and its best leader (§16.6, §16.6d(1)).
struct ForceSummary
{
    int strength = 0;
    QString leader = QStringLiteral("none"); ///< none, leader or charlemagne
    int units = 0;
};

/// One turn step done: its log action, the procedure result and what it changed.
struct TurnStep
{
    qint64 seq = 0;
    ProcedureResult result;
    QString consequence;
};

/**
 * The Charlemagne turn steps whose roll changes the board, each ONE logged,
 * undoable action holding the procedure's roll and explanation together with
 * its consequence (issue 9): the treasury posted to the side's account (§10.1),
 * stratagems bought (§10.2c), vassalage (§9) and conversion (§18) with control or
 * religion changed on success, Charlemagne's survival roll (§21.4e) and a Battle
 * Table roll with the eliminations its result gives (§16.7). Face-down units are
 * named in the public text only by side and number. Treasure is secret (§25): the
 * treasury and a purchase are read by their side and the referee, their ledger entry
 * too, and the public reads only that the side collected or bought.
 *
 * The Vassalage, Conversion and Battle results are the referee's entries from the
 * printed charts (free text), so how a result is applied is a reading: "auto"
 * looks for the words the explanation states (a side's name or "success"/"fail"
 * for vassalage; a religion or "success"/"fail" for conversion; "attacker
 * eliminated"/"defender eliminated" for a battle); the referee may say it instead.
 */
class CharlemagneTurn
{
public:
    explicit CharlemagneTurn(Campaign &campaign);

    static QStringList readings();
    static QStringList battleReadings();

    /// Burg markers without a pillage marker on hexes where an active unit of \a side stands (§10.1a).
    int burgsHeld(const QString &side);
    /// Whether \a side controls \a region (a location with that control attribute).
    bool controls(const QString &side, const QString &region);
    /// The Charlemagne unit's id (0 when there is none).
    qint64 charlemagneId();

    /// charlemagne.treasury for \a side from the board (or \a burgs), credited to its account.
    TurnStep treasury(const QString &side, std::optional<int> burgs = {});
    /// charlemagne.stratagem-purchase: \a count draws paid from the account (the draws are the Container's).
    TurnStep buyStratagems(const QString &side, int count);
    TurnStep vassalage(const VassalageAttempt &attempt, const Dice &dice);
    TurnStep conversion(const ConversionAttempt &attempt, const Dice &dice);
    /// charlemagne.charlemagne-survival; on death he is eliminated and the Empire's hand (leaders excepted)
    /// goes back to the Container; if he lives and \a rejoin is given he is moved there.
    TurnStep survival(const Dice &dice, const QString &rejoin = QString());
    TurnStep battle(const BattleRoll &roll, const Dice &dice);

    /// The units' combat strengths added up (their "strength" attribute, else the printed value of
    /// charlemagne.units) and the best leader among them.
    ForceSummary force(const QList<qint64> &units);
    /// Whether the defending units stand together in a hex with a burg marker (§16.6d(2)).
    bool defendsInBurg(const QList<qint64> &defenders);
    /// charlemagne.combat-ratio for two forces of units, logged in the campaign (no board change); a burg in
    /// the defenders' hex counts as their defensive terrain.
    ProcedureResult combatRatio(const QList<qint64> &attackers, const QList<qint64> &defenders, bool attackerAdvance,
                                bool defenderTerrain, bool defenderAdvance);

private:
    ProcedureResult resolveIn(ActionWriter &writer, ActionDraft &draft, const QString &id, const QJsonObject &inputs,
                              const Dice &dice);
    TurnStep finish(ActionWriter &writer, ActionDraft &draft, const ProcedureResult &result,
                    const QString &consequence);
    /// The procedure's record for \a sideId and the referee only; the public reads \a publicText (§25).
    TurnStep finishPrivate(ActionWriter &writer, ActionDraft &draft, const ProcedureResult &result,
                           const QString &consequence, qint64 sideId, const QString &publicText);
    /// Commits \a group (a record and its ledger entry) as one action; \a step's seq becomes the action's.
    static TurnStep closeGroup(ActionGroup &group, const QString &kind, const QString &headline, TurnStep step);
    /// A ledger entry its side and the referee read, nobody else (treasure is secret, §25).
    static LedgerOptions secretTo(qint64 sideId);
    /// A neutral region made belligerent: \a gainer takes its control and its units (§4.4a(4), §4.4b).
    QString belligerence(ActionWriter &writer, const QString &regionId, const QString &gainer);
    /// Returns every marker of a vassalage bid to the Container, both players' (§9.2); what it says.
    QString spendBid(ActionWriter &writer, qint64 sideId, qint64 defenderId, const VassalageAttempt &attempt);
    /// Eliminates \a unit inside \a writer (a drawn leader's stratagem back to the Container); returns its
    /// public name (a face-down unit only by side and number).
    QString eliminate(ActionWriter &writer, const Unit &unit);
    QString publicName(const Unit &unit);

    Campaign &m_campaign;
};

/// Whether \a unit is played face down: its "face" attribute, else face up only for the Empire (§2, §21.1).
bool isFaceDown(Campaign &campaign, const Unit &unit);

} // namespace Charlemagne
} // namespace Reeve
