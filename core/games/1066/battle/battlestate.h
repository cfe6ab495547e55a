#pragma once

#include <optional>

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace Reeve {

/** The four boxes of one half of the 1066 Battle Board (§15.5). */
enum class BattleBox { Left, Centre, Right, Reserve };

QString battleBoxName(BattleBox box);
/// "left", "centre" (or "center"), "right", "reserve"; throws Failure::badInput otherwise.
BattleBox battleBoxFromName(const QString &name);
/// The enemy box directly facing \a box: left faces right, centre faces centre (§15.9).
BattleBox facingBox(BattleBox box);

/** A leader carried aboard a fleet (1066 §17.13, §17.16): his leadership and crown go with the combined unit. */
struct BattleCargoLeader
{
    qint64 campaignUnit = 0;
    QString name;
    int leader = 0;
    bool king = false;

    QJsonObject toJson() const;
    static BattleCargoLeader fromJson(const QJsonObject &json);
};

/** One unit on the Battle Board, with the printed values the referee entered. */
struct BattleUnit
{
    QString id;            ///< "A1", "D3": side letter and placement number
    QString name;
    QString type;          ///< knight, housecarl, thegn, fyrd, fleet, or any other word
    int side = 0;          ///< 0 attacker, 1 defender
    int attack = 0;
    int defence = 1;
    int leader = 0;        ///< leader value, 0 when not a leader
    bool king = false;
    BattleBox box = BattleBox::Centre;
    bool eliminated = false;
    qint64 campaignUnit = 0;      ///< the campaign's unit id; 0 for a counter typed in
    QList<qint64> carried;        ///< campaign units a fleet carries (1066 §17.16)
    QList<BattleCargoLeader> aboard; ///< the leaders among them, with their values (1066 §17.16, §18)

    bool isKnight() const { return type == QStringLiteral("knight"); }
    bool isFleet() const { return type == QStringLiteral("fleet"); }
    /// Housecarl, thegn and fyrd units (leaders of those types too) benefit from Shield Wall (§8.13).
    bool shieldWallType() const;
    /// Its own leader value plus those of the leaders it carries (§15.16, §15.18 count them all).
    int leadership() const;
    /// What the unit counts for in the panic level and the losses (§15.16): attack plus leadership.
    int value() const { return attack + leadership(); }
    /// The unit is a leader, or a fleet carrying one, and may be appointed commander (§18.3, §17.16).
    bool isLeader() const { return leadership() > 0; }
    /// The leader value that commands when this unit is appointed: its own, else the king aboard's,
    /// else the best aboard (§18.3–18.4).
    int commandValue() const;
    /// The unit is a king, or carries one (§18.4, §18.7).
    bool hasKing() const;
    /// The name of the king it is or carries; empty when none.
    QString kingName() const;

    QJsonObject toJson() const;
    static BattleUnit fromJson(const QJsonObject &json);
};

/** One side's standing in the battle. */
struct BattleSide
{
    QString name;
    QString commander;     ///< unit id, empty when the side has no leader
    int markersPlayed = 0;
    bool castle = false;   ///< defending with a friendly castle in the square (§20.5)
    int startValue = 0;    ///< starting attack plus leader values, fixed when the length is rolled
    std::optional<int> panicLevel; ///< none for castle defenders
    int losses = 0;        ///< running total of attack plus leader values eliminated
    bool panicked = false;
    qint64 campaignSide = 0; ///< the campaign's side id; 0 when the battle was opened by name only

    QJsonObject toJson() const;
    static BattleSide fromJson(const QJsonObject &json);
};

/** A battle marker in force during the current combat round. */
struct BattleMarkerPlay
{
    QString marker;        ///< charge, maneuver, shield-wall, feigned-flight
    int side = 0;
    QString box;           ///< for Charge and Maneuver
    bool negated = false;

    QJsonObject toJson() const;
    static BattleMarkerPlay fromJson(const QJsonObject &json);
};

/** The attack being resolved: declared, then rolled, then saved or not. */
struct PendingAttack
{
    QString attacker;
    QString target;
    QString kind;          ///< front, flank, reserve, pursuit
    int dice = 0;
    QStringList diceWhy;   ///< how the dice were counted, for the explanation
    bool rolled = false;
    QList<int> faces;
    QStringList results;   ///< E, D or - per die
    int hitsToSave = 0;    ///< E/D results still to be saved against

    bool isActive() const { return !attacker.isEmpty(); }
    QJsonObject toJson() const;
    static PendingAttack fromJson(const QJsonObject &json);
};

/**
 * A whole 1066 battle as a value (§15): the sides, the units in their boxes, the
 * battle length and the current round, the markers in force, the attack being
 * resolved and the outcome. Stored as JSON in the campaign's meta table.
 */
struct BattleState
{
    enum class Phase { Setup, Battle, Pursuit, Over };
    /// Rounds of a battle turn (§15.2): attacker movement, attacker combat, defender movement, defender combat.
    enum Stage { AttackerMove = 0, AttackerCombat = 1, DefenderMove = 2, DefenderCombat = 3 };

    QString season = QStringLiteral("winter");
    QString terrain = QStringLiteral("none"); ///< column of 1066.terrain chosen by the defender, or none
    /// Who gets the terrain bonus: "defender" (the defending force only) or "both" (any unit attacked).
    QString terrainFor = QStringLiteral("defender");
    /// Saving rolls: "result" (each E or D result is saved against in turn) or "attack" (once per attack).
    QString savesPer = QStringLiteral("result");
    /// Knights pursuing panicking knights: "two-dice" (exactly two) or "double" (twice the attack).
    QString pursuitVsKnights = QStringLiteral("two-dice");
    /// Set-up order: "defender-first" (§15.2 as written) or "any" (the referee records the arrays as given).
    QString setupOrder = QStringLiteral("defender-first");

    Phase phase = Phase::Setup;
    int length = 0;
    int lengthDie = 0;
    int turn = 0;
    int stage = AttackerMove;
    QList<BattleUnit> units;
    BattleSide sides[2];
    QStringList moved;     ///< units moved this round
    QStringList attacked;  ///< units that attacked this round
    bool attackDeclared = false; ///< an attack has been declared this combat round (no more markers)
    QList<BattleMarkerPlay> markers;
    PendingAttack pending;
    int panickedSide = -1;
    int winner = -1;       ///< -1 none or draw
    QString endReason;     ///< destroyed, panic, last-turn, no-contact
    bool spoilsDone = false;
    QString contact;       ///< all-sea battles: "combat" or "miss" once the contact die is rolled (§17.15)
    int nextUnit = 1;
    QString square;        ///< the campaign square fought over; empty for a battle opened by name only
    bool applied = false;  ///< the results have been carried back to the campaign

    static QString phaseName(Phase phase);
    QJsonObject toJson() const;
    static BattleState fromJson(const QJsonObject &json);

    /// The side whose round it is (in pursuit: the pursuing side).
    int activeSide() const;
    bool isMovementRound() const { return stage == AttackerMove || stage == DefenderMove; }
    bool isCombatRound() const { return !isMovementRound(); }

    BattleUnit *unit(const QString &id);
    const BattleUnit *unit(const QString &id) const;
    /// Like unit() but throws Failure::badInput naming the id when there is none.
    BattleUnit &requireUnit(const QString &id);
    QList<const BattleUnit *> survivors(int side) const;
    QList<const BattleUnit *> survivorsIn(int side, BattleBox box) const;
    bool boxEmpty(int side, BattleBox box) const { return survivorsIn(side, box).isEmpty(); }
    const BattleUnit *commander(int side) const;
    /// The marker of this kind played this round and not negated, if any.
    const BattleMarkerPlay *markerInForce(const QString &marker) const;
};

} // namespace Reeve
