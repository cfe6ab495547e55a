#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include "battlestate.h"
#include "procedures/explanationstep.h"

namespace Reeve {

class DiceSource;
class RuleTable;
class TableLibrary;

/** What the referee gives to open a battle. */
struct BattleSetup
{
    QString attackerName;
    QString defenderName;
    QString season = QStringLiteral("winter");   ///< winter or summer (§9.9)
    QString terrain = QStringLiteral("none");    ///< a column of 1066.terrain, or none
    bool defenderCastle = false;                 ///< the defender holds a friendly castle (§20.5)
    QString terrainFor = QStringLiteral("defender");
    QString savesPer = QStringLiteral("result");
    QString pursuitVsKnights = QStringLiteral("two-dice");
    /// "defender-first" (§15.2 as written: the defender sets up all his units, then the attacker) or "any".
    QString setupOrder = QStringLiteral("defender-first");
    QString square;                              ///< the campaign square fought over (empty: none)
    qint64 attackerSide = 0;                     ///< campaign side ids (0: the battle is by name only)
    qint64 defenderSide = 0;
};

/**
 * The 1066 battle rules (§15, §17.13–17.17, §18, §20.5, battle markers of §8.13)
 * applied to a BattleState, one step at a time. Each step checks that it is legal
 * (Failure::badInput otherwise, leaving the state as it was for the caller to
 * discard), takes its dice from the given source, reads figures from the table
 * library (Failure::missingFigure for a cell still to be entered), and records
 * its working as explanation steps that cite the rule. No storage here: see
 * BattleBoard for the logged, undoable version.
 */
class BattleEngine
{
public:
    BattleEngine(BattleState &state, const TableLibrary &tables, DiceSource &dice);

    void newBattle(const BattleSetup &setup);
    /// Places a unit (setup only); its id is assigned from the side and a running number.
    QString placeUnit(const BattleUnit &spec);
    void removeUnit(const QString &id);
    void chooseCommander(int side, const QString &unitId);
    /// Naval battles in an all-sea square: the attacker's die says whether the fleets meet (§17.15).
    void contactRoll();
    /// Ends the setup: checks the placement and commanders, fixes panic levels, rolls the length.
    void rollLength();
    /// During setup any box; in the battle only the moves §15.6 allows, in the side's movement round.
    void moveUnit(const QString &unitId, BattleBox to);
    /// charge, maneuver, shield-wall, feigned-flight (rally is refused: it is not a battle marker).
    void playMarker(int side, const QString &marker, const QString &box = QString());
    void declareAttack(const QString &attackerId, const QString &targetId);
    void rollAttack();
    void savingRoll();
    void endRound();
    void endPursuit();
    void spoils();

    /// The dice the next roll needs (0 when the next step rolls none), and what they are for.
    static int diceNeeded(const BattleState &state, QString *what = nullptr);

    const QList<ExplanationStep> &steps() const { return m_steps; }
    const QString &summary() const { return m_summary; }
    const QJsonObject &outcome() const { return m_outcome; }

    /// Adds a line to the working of the step being run (what the board was told that the rules let it choose).
    void note(const QString &text, const char *section) { step(text, section); }

    QString sideName(int side) const;
    QString unitLabel(const BattleUnit &unit) const;

private:
    void step(const QString &text, const char *section);
    void requirePhase(BattleState::Phase phase, const QString &what) const;
    int terrainBonus(const BattleUnit &target);
    int defenceUsed(const BattleUnit &target);
    int countDice(const BattleUnit &attacker, const BattleUnit &target, const QString &kind, QStringList &why);
    int pursuitDice(const BattleUnit &attacker, const BattleUnit &target, QStringList &why);
    QString attackKind(const BattleUnit &attacker, const BattleUnit &target) const;
    void checkAttacker(const BattleUnit &attacker) const;
    QString crtResult(int face, int defence);
    QStringList savesFor(const BattleUnit &target) const;
    bool rollSave(const QString &save, const BattleUnit &target);
    void finishAttack(bool eliminated);
    void eliminate(BattleUnit &target);
    void checkEnd(int side);
    void startPursuit(int side);
    void endBattle(int winner, const QString &reason);
    void checkMarkerAllowed(int side) const;

    BattleState &m_state;
    const TableLibrary &m_tables;
    DiceSource &m_dice;
    QList<ExplanationStep> m_steps;
    QString m_summary;
    QJsonObject m_outcome;
};

/// Translates in the "Reeve::BattleBoard" context.
QString battleTr(const char *text);

} // namespace Reeve
