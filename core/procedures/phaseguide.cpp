#include "phaseguide.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

const QJsonObject &games()
{
    static const QJsonObject loaded = [] {
        QFile file(u":/rules/generic/phase-procedures.json"_s);
        if (!file.open(QIODevice::ReadOnly))
            return QJsonObject();
        return QJsonDocument::fromJson(file.readAll()).object().value(u"games"_s).toObject();
    }();
    return loaded;
}

} // namespace

QStringList PhaseGuide::procedures(const QString &gameId, const QString &phase)
{
    QStringList ids;
    const QJsonArray listed =
        games().value(gameId).toObject().value(u"phases"_s).toObject().value(phase).toArray();
    for (const QJsonValue &id : listed)
        ids << id.toString();
    return ids;
}

QStringList PhaseGuide::phases(const QString &gameId)
{
    return games().value(gameId).toObject().value(u"phases"_s).toObject().keys();
}

QString PhaseGuide::rule(const QString &gameId)
{
    return games().value(gameId).toObject().value(u"rule"_s).toString();
}

} // namespace Reeve
