#include "scenario.h"

#include <QCoreApplication>

namespace Reeve {

using namespace Qt::StringLiterals;

QStringList Scenario::sideNames() const
{
    QStringList names;
    for (const QJsonValue &side : sides)
        names << side.toObject().value(u"name"_s).toString();
    return names;
}

QString Scenario::translatedTitle() const
{
    return QCoreApplication::translate("Reeve::Scenarios", title.toUtf8().constData());
}

QString Scenario::translatedNote() const
{
    return note.isEmpty() ? note : QCoreApplication::translate("Reeve::Scenarios", note.toUtf8().constData());
}

} // namespace Reeve
