#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "campaign/location.h"
#include "campaign/side.h"
#include "campaign/unit.h"
#include "procedures/procedureresult.h"

namespace Reeve {

class ActionWriter;
class Campaign;
struct ActionDraft;

namespace Britain {

/// Band attribute keys for the warriors by troop type (Britain, MORALE / SPECIAL HORSEMAN RULES / MISSILE FIRE).
QStringList troopKeys();

/** What a band entry says (warriors by troop type, chieftain); unset values keep the old ones. */
struct BandEntry
{
    QString side;
    QString name;
    QString location;  ///< district or homeland; empty keeps or leaves off the board
    QString chieftain;
    std::optional<int> ability;
    QMap<QString, int> troops; ///< foot, horsemen, bowmen, peasant_spearmen
};

/**
 * The year's state Dark Age Britain keeps in the shared campaign model, each
 * change one logged, undoable action. Districts are locations of kind
 * "district" (attributes held_by, warriors, strongholds, settled, last_pillaged);
 * bands are units of type "band" (attributes chieftain, ability, the warriors
 * by troop type, original, casualties, state ready/broken/driven back,
 * next_wave, victories, defeats, years_active); the war leader is the side's
 * attribute "war_leader"; the year is the clock's turn (440 when not yet set).
 * The operations that rest on a rule run the existing britain.* procedure in
 * the campaign (logged with its dice) and then record its outcome.
 */
class BritainState
{
public:
    explicit BritainState(Campaign &campaign);

    /// Enters a district (with its British band when \a withBand), or, when it exists (the scenario's),
    /// sets its warriors and strongholds (a negative value keeps the old one).
    qint64 addDistrict(const QString &name, int warriors, int strongholds, const QString &heldBy, bool withBand);
    /// Enters a band, or fills in the first unnamed band of that side (the scenario's), or updates a named one.
    qint64 enterBand(const BandEntry &entry);
    /// Sets the band's state (ready, broken, driven back) by hand.
    qint64 setBandState(const QString &band, const QString &state, const QString &why = QString());
    qint64 addCasualties(const QString &band, int lost, const QString &why = QString());
    qint64 setYear(int year);

    /// britain.incursion-year from the current year, then the clock set to the year rolled.
    QList<qint64> rollIncursion(const std::optional<QList<int>> &dice);
    /// britain.war-leader over the side's named bands (or \a bands), then the winner recorded.
    QList<qint64> chooseWarLeader(const QString &side, const QStringList &bands, const std::optional<QList<int>> &dice);
    /// britain.morale-check for a band that lost \a lost this turn; casualties and a break recorded.
    QList<qint64> moraleCheck(const QString &band, int lost, const QJsonObject &extra, const std::optional<QList<int>> &dice);
    /// britain.rally with the chieftain's ability (or the commander's); a rallied band is ready again.
    QList<qint64> rally(const QString &band, const QJsonObject &extra, const std::optional<QList<int>> &dice);
    /// britain.driveback between two bands in melee; the one driven back is marked.
    QList<qint64> melee(const QString &bandA, const QString &bandB, const QJsonObject &figures);
    /// A district settled by a barbarian people (Britain, STRATEGIC MOVEMENT): held by it from now on.
    qint64 settleDistrict(const QString &district, const QString &people);
    /// britain.leader-struck for the band's chieftain (his band's broken state passed on); the result
    /// (killed, wounded, captured) kept on the band as leader_status until a new chieftain is entered.
    QList<qint64> leaderStruck(const QString &band, const QJsonObject &extra, const std::optional<QList<int>> &dice);
    /// A battle won or lost counted on the chieftain's record (victories, defeats) for the war leader roll.
    qint64 recordBattle(const QString &band, bool won);
    /// britain.divine-favour for a side before a battle: each named band gives up \a pct % of every troop
    /// type (rounded to the nearest warrior, its new original strength), and the side's omens are recorded.
    QList<qint64> divineFavour(const QString &side, int pct, const QStringList &bands, int baptised,
                               const std::optional<QList<int>> &dice);
    /// britain.pillage of a district by \a bands: its warriors go to their next wave, the year recorded.
    QList<qint64> pillage(const QString &district, const QStringList &bands);
    /// britain.year-end: next waves join their bands, states and casualties cleared, unsettled Germanic bands home.
    QList<qint64> closeYear();

    int year();
    QList<Location> districts();
    QList<Unit> bands(const QString &side = QString());
    Unit band(const QString &name);
    Location district(const QString &name);
    static int warriors(const Unit &band);
    /// Everything above as one JSON object (for show --json).
    QJsonObject toJson();
    /// The last procedure result run by one of the operations above.
    const ProcedureResult &lastResult() const;

private:
    /// Runs a britain.* procedure inside \a writer (see ProcedureRunner::resolveInto).
    ProcedureResult resolveIn(ActionWriter &writer, ActionDraft &draft, const QString &id, const QJsonObject &inputs,
                              const std::optional<QList<int>> &dice);
    /// Commits the rule step begun by resolveIn: the roll's summary, then \a consequence when the
    /// outcome changed something. Returns the action's sequence number.
    qint64 finish(ActionWriter &writer, ActionDraft &draft, ProcedureResult result,
                  const QString &consequence = QString());
    /// The clock row's fields for \a year: the year and the turn that counts it.
    QJsonObject clockAt(int year) const;
    qint64 updateDistrict(const Location &district, int warriors, int strongholds);
    qint64 writeBand(const Unit &band, const QJsonObject &attributes, const QString &kind, const QString &text);

    Campaign &m_campaign;
    QList<ProcedureResult> m_results;
};

} // namespace Britain
} // namespace Reeve
