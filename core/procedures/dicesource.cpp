#include "dicesource.h"

#include <QJsonObject>

namespace Reeve {

using namespace Qt::StringLiterals;

int DiceSource::roll(int sides, const QString &label)
{
    const int face = nextFace(sides, label);
    m_draws.append(DieDraw{sides, face, label});
    return face;
}

QJsonArray DiceSource::drawsJson() const
{
    QJsonArray array;
    for (const DieDraw &d : m_draws)
        array.append(QJsonObject{{u"sides"_s, d.sides}, {u"face"_s, d.face}, {u"label"_s, d.label}});
    return array;
}

} // namespace Reeve
