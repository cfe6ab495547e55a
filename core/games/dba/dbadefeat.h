#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Reeve {

/**
 * Who a battle defeats (DBA campaign, ARMY COMPOSITION: an army that loses a third of its EE in
 * battle is defeated; a psiloi or horde element is half an EE). Losses are whole elements, so the
 * test reads the elements each side had before the battle and those it has left.
 *
 * The text does not say what happens when neither side or both sides lose a third. Reeve reads it
 * so: neither loses a third, nobody is defeated; both do, the side that lost the larger share of its
 * EE is defeated (equal shares: nobody). Each such reading is flagged in the judgement.
 */
class DbaDefeat
{
public:
    /// EE of element codes: 1 each, ½ for psiloi (ps) and hordes (hd).
    static double elementEquivalents(const QStringList &elements);

    struct Side
    {
        double ee = 0;      ///< EE before the battle
        double lostEe = 0;  ///< EE lost in it
        bool third = false; ///< lost at least a third of its EE
        double share() const { return ee > 0 ? lostEe / ee : 0; }
    };
    struct Judgement
    {
        Side attacker;
        Side defender;
        QString defeated;        ///< "attacker", "defender" or empty (nobody)
        bool gapReading = false; ///< decided by Reeve's reading of a gap in the text
        QString text;            ///< the working in words, citing the rule
        QJsonObject toJson() const;
    };

    /// Judges a battle from each side's elements before it and after its losses.
    static Judgement judge(const QStringList &attackerBefore, const QStringList &attackerAfter,
                           const QStringList &defenderBefore, const QStringList &defenderAfter);
};

} // namespace Reeve
