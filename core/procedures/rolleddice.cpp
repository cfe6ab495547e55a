#include "rolleddice.h"

namespace Reeve {

int RolledDice::nextFace(int sides, const QString &label)
{
    Q_UNUSED(label);
    return m_stream.die(sides);
}

} // namespace Reeve
