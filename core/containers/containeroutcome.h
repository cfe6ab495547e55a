#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "log/action.h"

namespace Reeve {

/**
 * What one container operation did, as logged: its public text, its private text
 * and who may read it, the prompts the referee must now act on (events to
 * resolve, leaders placed: always public by rule), and the action's data.
 */
struct ContainerOutcome
{
    qint64 seq = 0;
    QString publicText;
    QString privateText;
    Audience audience = Audience::Public;
    qint64 audienceSide = 0;
    QStringList prompts;
    QJsonObject data;

    /// Same rule as Action::visibleTo.
    bool visibleTo(Audience reader, qint64 readerSide = 0) const
    {
        if (reader == Audience::Referee || audience == Audience::Public)
            return true;
        return audience == Audience::Side && reader == Audience::Side && readerSide == audienceSide;
    }
};

} // namespace Reeve
