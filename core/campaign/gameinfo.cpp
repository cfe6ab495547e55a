#include "gameinfo.h"

#include "gametexts.h"

#include <QCoreApplication>

namespace Reeve {

int GameInfo::yearOf(int turn) const
{
    const int index = qMax(turn, 1) - 1;
    switch (clockUnit) {
    case ClockUnit::Month:
        return firstYear + index / 12;
    case ClockUnit::Season:
        return firstYear + index / 4;
    case ClockUnit::Turn:
        return firstYear + index * yearsPerTurn;
    case ClockUnit::Year:
        return firstYear + index;
    }
    return firstYear;
}

QString GameInfo::periodOf(int turn) const
{
    if (periods.isEmpty())
        return {};
    return periods.at((qMax(turn, 1) - 1) % periods.size());
}

QString GameInfo::describeTurn(int turn) const
{
    const int year = yearOf(turn);
    switch (clockUnit) {
    case ClockUnit::Month:
    case ClockUnit::Season:
        return QCoreApplication::translate("Reeve::GameInfo", "%1 %2")
                .arg(GameTexts::label(periodOf(turn)))
                .arg(year);
    case ClockUnit::Turn:
        return QCoreApplication::translate("Reeve::GameInfo", "Turn %1 (%2)").arg(turn).arg(year);
    case ClockUnit::Year:
        return QCoreApplication::translate("Reeve::GameInfo", "Year %1").arg(year);
    }
    return {};
}

QString GameInfo::turnName(int turn) const
{
    const int year = yearOf(turn);
    switch (clockUnit) {
    case ClockUnit::Month:
    case ClockUnit::Season:
        return QStringLiteral("%1 %2").arg(periodOf(turn)).arg(year);
    case ClockUnit::Turn:
        return QStringLiteral("Turn %1 (%2)").arg(turn).arg(year);
    case ClockUnit::Year:
        return QStringLiteral("Year %1").arg(year);
    }
    return {};
}

QString GameInfo::shownTitle() const
{
    // GameModules lists the same titles with QT_TRANSLATE_NOOP; tst_gamemodules keeps them equal.
    const QByteArray source = title.toUtf8();
    return QCoreApplication::translate("Reeve::Games", source.constData());
}

} // namespace Reeve
