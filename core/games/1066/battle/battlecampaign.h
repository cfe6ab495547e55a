#pragma once

#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

#include "battlestate.h"
#include "campaign/unit.h"
#include "procedures/explanationstep.h"

namespace Reeve {

class Campaign;

/** A campaign unit that may go to the Battle Board, with its printed values or what is still to be entered. */
struct BattleCandidate
{
    Unit unit;
    int side = -1;            ///< 0 attacker, 1 defender
    QString sideName;
    QStringList missing;      ///< printed values not registered on the unit (attack, defence, leader)
    bool placed = false;      ///< already on the board (or carried by a fleet there)
    BattleUnit values;        ///< the battle unit its attributes give (meaningful when missing is empty)
};

/** What the referee decides when carrying a finished battle back to the campaign. */
struct BattleApply
{
    /// Squares the retreating force enters, in order (1066 §15.19); "none" alone when no square can be entered.
    QStringList retreat;
    /// Campaign units the retreating force gives up in squares holding enemy or neutral units, in order.
    QList<qint64> lose;
    /// Also settle the spoils and a fallen king's hand in the campaign's marker container.
    bool markers = true;
};

/** What applying a battle did. */
struct BattleApplyResult
{
    qint64 seq = 0;                 ///< the compound action that changed the units
    QList<qint64> markerSeqs;       ///< container actions that followed (king's hand, spoils)
    QList<ExplanationStep> steps;
    QStringList followUps;          ///< what the referee must still do by hand
    QString summary;
};

/**
 * The bridge between the battle board and the campaign (1066 §15.2–15.3, §15.18–15.19, §17.16,
 * §18.5–18.10): which campaign units stand in the battle square, the printed values their
 * attributes hold, and the results written back as logged, undoable actions.
 */
namespace BattleCampaign {

/// Attribute names read from a campaign unit.
inline const QString AttackKey = QStringLiteral("attack");
inline const QString DefenceKey = QStringLiteral("defence");
inline const QString LeaderKey = QStringLiteral("leader");
inline const QString KingKey = QStringLiteral("king");

/// The printed values of \a unit as a battle unit of \a side; \a missing lists the values not registered.
BattleUnit readValues(const Unit &unit, int side, QStringList *missing);
/// The campaign's active units of both sides in the battle square, attacker's first.
QList<BattleCandidate> candidates(Campaign &campaign, const BattleState &state);
/// The prompt shown when \a unit lacks printed values.
QString missingPrompt(const Unit &unit, const QStringList &missing);
/**
 * Registers printed values on a campaign unit (one logged, undoable edit). A negative value
 * leaves that attribute as it is; \a king is set only when given.
 */
qint64 registerValues(Campaign &campaign, qint64 unitId, int attack, int defence, int leader,
                      std::optional<bool> king = std::nullopt);
/**
 * Builds the battle unit for a campaign unit (and the land units a fleet carries); throws when it cannot go.
 * A fleet carries the land units the campaign records aboard it (Aboard1066) unless \a carried is given,
 * which overrides the record (§17.14: on a coast or a river the player chooses who fights aboard); \a note
 * then says how the given list differs from the record.
 */
BattleUnit battleUnitFor(Campaign &campaign, const BattleState &state, qint64 unitId, BattleBox box,
                         const std::optional<QList<qint64>> &carried, QString *note = nullptr);
/// Carries a finished battle back to the campaign.
BattleApplyResult apply(Campaign &campaign, const BattleApply &request);

} // namespace BattleCampaign
} // namespace Reeve
