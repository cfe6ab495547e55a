#pragma once

#include <QJsonObject>
#include <QStringList>

#include "log/action.h"

namespace Reeve {

class Campaign;

/**
 * The orders of one turn as one audience may see them. Public: which sides have
 * written (with version and commitment) and, after the reveal, every text and
 * the public fates. A side: the same plus its own sealed text and fates. The
 * referee: everything. Hidden texts never leave this class for an audience
 * that may not read them.
 */
class OrderView
{
public:
    OrderView(Campaign &campaign, Audience audience, qint64 side = 0);

    QJsonObject toJson(int turn = 0);
    QStringList toLines(int turn = 0);

private:
    bool mayRead(qint64 sideId, bool revealed) const;

    Campaign &m_campaign;
    Audience m_audience;
    qint64 m_side;
};

} // namespace Reeve
