#pragma once

#include <QList>

#include "procedures/dicesource.h"

namespace Reeve {

/**
 * Physical dice a player rolled at the table and reported. Each face is checked
 * against the die the procedure asks for; running out, or leaving some unused,
 * is an error that says which dice the procedure needs.
 */
class EnteredDice : public DiceSource
{
public:
    EnteredDice(QList<int> faces, QString diceNeeded);
    /// Throws Failure::badInput when entered dice were left unused.
    void requireAllUsed() const;

protected:
    int nextFace(int sides, const QString &label) override;

private:
    QList<int> m_faces;
    QString m_needed;
    int m_next = 0;
};

} // namespace Reeve
