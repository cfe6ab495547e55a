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
    QString location; ///< district or homeland; empty keeps or leaves off the board
    QString chieftain;
    std::optional<int> ability;
    QMap<QString, int> troops;   ///< foot, horsemen, bowmen, peasant_spearmen
    std::optional<int> movement; ///< its movement for a year, when not the house setting's
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
    qint64 addDistrict(const QString &name, int warriors, int strongholds, const QString &heldBy,
                       bool withBand);
    /// Enters a band, or fills in the first unnamed band of that side (the scenario's), or updates a named one.
    qint64 enterBand(const BandEntry &entry);
    /// The band the band step fills in for \a side and \a name: the band of that name fighting for
    /// \a side or of that people (a chieftain who changed sides), else the side's first unnamed band.
    std::optional<Unit> entered(const QString &side, const QString &name);
    /// Sets the band's state (ready, broken, driven back) by hand.
    qint64 setBandState(const QString &band, const QString &state, const QString &why = QString());
    /// Warriors lost in this battle; those of this turn (\a thisTurn) wait for the band's morale step,
    /// which counts them among the turn's losses (Britain, MORALE).
    qint64 addCasualties(const QString &band, int lost, const QString &why = QString(), bool thisTurn = true);
    qint64 setYear(int year);

    /// britain.incursion-year from the current year, then the clock set to the year rolled.
    QList<qint64> rollIncursion(const std::optional<QList<int>> &dice);
    /// britain.war-leader over the named bands (or \a bands) of \a side, or of all the Anglo-Saxon peoples
    /// when \a side is empty; the winner recorded on each people he leads. \a tieWinner: the band the
    /// referee names on a tie, under the house rule "referee" (table britain.war-leader-tie).
    QList<qint64> chooseWarLeader(const QString &side, const QStringList &bands,
                                  const std::optional<QList<int>> &dice,
                                  const QString &tieWinner = QString());
    /// The peoples choosing a war leader together: \a side alone, or Saxons, Angles and Jutes.
    QStringList warLeaderPeoples(const QString &side);
    /// britain.morale-check for a band that lost \a lost this turn (those already counted with
    /// addCasualties since its last check included; left out, just those); the rest of the losses
    /// and a break recorded, and the turn's count closed.
    QList<qint64> moraleCheck(const QString &band, std::optional<int> lost, const QJsonObject &extra,
                              const std::optional<QList<int>> &dice);
    /// The warriors \a band lost this turn in all, when the morale step says \a lost: at least those
    /// already counted since its last check. Throws Failure::badInput when \a lost is fewer, or more
    /// than the band has left.
    static int turnLosses(const Unit &band, std::optional<int> lost);
    /// britain.rally with the chieftain's ability (or the commander's); a rallied band is ready again.
    QList<qint64> rally(const QString &band, const QJsonObject &extra, const std::optional<QList<int>> &dice);
    /// britain.driveback between two bands in melee; the one driven back is marked.
    QList<qint64> melee(const QString &bandA, const QString &bandB, const QJsonObject &figures);
    /// A district settled by a barbarian people (Britain, STRATEGIC MOVEMENT): held by it from now on.
    qint64 settleDistrict(const QString &district, const QString &people);
    /// britain.leader-struck for the band's chieftain (his band's broken state passed on); the result
    /// (killed, wounded, captured) kept on the band as leader_status until a new chieftain is entered.
    QList<qint64> leaderStruck(const QString &band, const QJsonObject &extra,
                               const std::optional<QList<int>> &dice);
    /// A battle won or lost counted on the chieftain's record (victories, defeats) for the war leader roll.
    qint64 recordBattle(const QString &band, bool won);
    /// britain.divine-favour for a side before a battle: each named band gives up \a pct % of every troop
    /// type (rounded to the nearest warrior, its new original strength), and the side's omens are recorded.
    QList<qint64> divineFavour(const QString &side, int pct, const QStringList &bands, int baptised,
                               const std::optional<QList<int>> &dice);
    /// britain.pillage of a district by \a bands: its warriors go to their next wave, the year recorded.
    QList<qint64> pillage(const QString &district, const QStringList &bands);
    /// britain.year-end: next waves join their bands, states and casualties cleared, every band home
    /// (a British band to its district, unsettled barbarians to their homeland), the clock to the next year.
    QList<qint64> closeYear();
    /// The year closed by the last closeYear, when no incursion has been rolled since (0: none).
    int closedYear();
    /// The year of the incursion rolled last, while its year is not closed (0: none).
    int openCampaign();
    /// Why the next incursion may not be rolled now (a campaign under way), or an empty string.
    QString incursionBar();
    /// Why the year may not be closed now (closed already), or an empty string.
    QString closeYearBar();

    /// \a band enters \a to, paying its cost, with the bands of its army (\a with), which move at its
    /// speed; a barbarian band whose movement is spent goes home at once (Britain, STRATEGIC MOVEMENT).
    qint64 moveBand(const QString &band, const QString &to, const QStringList &with = {});
    /// The bands named pay what \a action costs from their movement; those spent go home.
    qint64 spendMovement(const QStringList &bands, const QString &action);
    /// The districts bordering \a district (the fragment has no map: the referee enters it), each
    /// border written on both districts; the borders it had and no longer lists are taken off both.
    qint64 setNeighbours(const QString &district, const QStringList &neighbours);
    /// A band of an army leaves it as a detachment: britain.detachment against its chieftain's ability;
    /// failed, it goes home, else it moves on its own from now on (Britain, STRATEGIC MOVEMENT).
    QList<qint64> detach(const QString &band, const QJsonObject &extra, const std::optional<QList<int>> &dice);
    /// \a band lays siege to the British stronghold(s) of \a district, paying two of its movement; the
    /// siege is kept on the district (besieged_by) until the year's end.
    qint64 besiege(const QString &band, const QString &district);
    /// A band goes home now (its district, the settled district it started in, or its homeland).
    qint64 sendHome(const QString &band, const QString &why = QString());
    /// The chieftains' fates after the war leader is chosen: britain.war-leader-followers with \a leader's
    /// ability against each of \a bands; each band's fate (joined, home, sulks, changed-sides, on-own) is
    /// written on it for the year, as one action. \a sides: "this-year" or "for-good" (changed sides): a
    /// chieftain who goes over has his band's side record moved to the Britons, his people kept
    /// (attribute "people") until the year's end brings him back (this-year). \a leaderYear: the year
    /// the referee gave for a war leader an older campaign recorded without one, written on his sides.
    QList<qint64> rollFates(const Unit &leader, const QStringList &bands, const QString &sides,
                            const std::optional<QList<int>> &dice, int leaderYear = 0);

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
    ProcedureResult resolveIn(ActionWriter &writer, ActionDraft &draft, const QString &id,
                              const QJsonObject &inputs, const std::optional<QList<int>> &dice);
    /// Commits the rule step begun by resolveIn: the roll's summary, then \a consequence when the
    /// outcome changed something. Returns the action's sequence number.
    qint64 finish(ActionWriter &writer, ActionDraft &draft, ProcedureResult result,
                  const QString &consequence = QString());
    /// The clock row's fields for \a year: the year and the turn that counts it.
    QJsonObject clockAt(int year) const;
    qint64 updateDistrict(const Location &district, int warriors, int strongholds);
    qint64 writeBand(const Unit &band, const QJsonObject &attributes, const QString &kind,
                     const QString &text);
    /// Records in the campaign's meta table the year of the last incursion, open or closed.
    void setCampaignYear(ActionWriter &writer, int campaignYear, bool closed);
    /// One band at the year's end: the wave joined, the losses off, ready, home. The text says where it went.
    QString yearEndOf(ActionWriter &writer, const Unit &band, int &joined);
    /// Writes \a band's spending of \a cost more movement (or all of it) and, when that spends it, its
    /// going home; returns the text to log.
    /// \a after, when given, receives the band as written.
    QString spend(ActionWriter &writer, const Unit &band, int cost, const QString &to = QString(),
                  Unit *after = nullptr);

    Campaign &m_campaign;
    QList<ProcedureResult> m_results;
};

} // namespace Britain
} // namespace Reeve
