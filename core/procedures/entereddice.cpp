#include "entereddice.h"

#include <QCoreApplication>

#include "util/failure.h"

namespace Reeve {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::EnteredDice", text);
}
} // namespace

EnteredDice::EnteredDice(QList<int> faces, QString diceNeeded)
    : m_faces(std::move(faces))
    , m_needed(std::move(diceNeeded))
{
}

int EnteredDice::nextFace(int sides, const QString &label)
{
    if (m_next >= m_faces.size())
        throw Failure::badInput(tr("Too few dice: %1 entered, but die %2 (a d%3 for %4) is needed too. "
                                   "This procedure needs: %5.")
                                    .arg(m_faces.size()).arg(m_next + 1).arg(sides).arg(label, m_needed));
    const int face = m_faces.at(m_next);
    if (face < 1 || face > sides)
        throw Failure::badInput(tr("Die %1 (%2) is a d%3, so it must show 1 to %3; %4 is impossible. "
                                   "This procedure needs: %5.")
                                    .arg(m_next + 1).arg(label).arg(sides).arg(face).arg(m_needed));
    ++m_next;
    return face;
}

void EnteredDice::requireAllUsed() const
{
    if (m_next < m_faces.size())
        throw Failure::badInput(tr("Too many dice: %1 entered but only %2 used. This procedure needs: %3.")
                                    .arg(m_faces.size()).arg(m_next).arg(m_needed));
}

} // namespace Reeve
