#pragma once

#include <optional>

#include <QList>
#include <QString>

namespace Reeve {

class Campaign;

/** A tracked quantity's definition: id, label and optional victory threshold. */
struct TrackedQuantity
{
    QString id;               ///< "vp", "income_level", "army_size", ...
    QString label;
    std::optional<qint64> threshold;
    QString thresholdLabel;   ///< e.g. "Victory (12 VP)"
};

/**
 * Quantities a game follows per side and turn besides money (victory points,
 * income level, maintenance level, army size, provinces held). Each recording is
 * one logged action, so every value's history is in the log; army size can be
 * taken from the units on the board instead of being typed.
 */
class TrackedValues
{
public:
    /// One value to record.
    struct Value
    {
        qint64 sideId = 0;
        QString quantity;
        qint64 value = 0;
        QString note;
    };

    explicit TrackedValues(Campaign &campaign);

    /// The built-in quantities (vp, income_level, maintenance_level, army_size, provinces).
    static QList<TrackedQuantity> builtIn();
    /// Lowercase identifier check; throws Failure::badInput otherwise.
    static void checkId(const QString &quantity);

    qint64 record(qint64 sideId, const QString &quantity, qint64 value, int turn = 0, const QString &note = {});
    /// Several values as one action (0: the clock's turn).
    qint64 recordAll(const QList<Value> &values, int turn = 0, const QString &actor = {});
    /// Records each side's number of active units as "army_size" for \a turn.
    qint64 recordArmySizes(int turn = 0);
    /// Defines (or redefines) a quantity's label and victory threshold.
    qint64 defineQuantity(const TrackedQuantity &quantity);

private:
    Campaign &m_campaign;
};

} // namespace Reeve
