#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Reeve {

struct GameInfo;

/**
 * A referee's decision on a disputed point: the question, the decision, the
 * rule references it rests on (as written, e.g. "1066 §15.16"), and when in
 * game time it was made. Rulings are public: they settle the table's disputes.
 */
struct Ruling
{
    qint64 id = 0;
    QString question;
    QString decision;
    QStringList ruleRefs;
    int turn = 0;
    QString period;  ///< the game time as data, in English whatever the language ("March 1066")
    QString created; ///< wall time, ISO 8601 UTC

    QJsonObject toJson() const;
    /// The game time in the reader's language ("März 1066"), made from the turn; the stored
    /// period only where no turn was recorded.
    QString when(const GameInfo &game) const;
};

} // namespace Reeve
