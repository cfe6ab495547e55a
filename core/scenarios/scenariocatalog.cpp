#include "scenariocatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::ScenarioCatalog", text);
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &v : value.toArray())
        list << v.toString();
    return list;
}

} // namespace

QList<Scenario> ScenarioCatalog::parse(const QByteArray &json, const QString &source)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        throw Failure::badInput(tr("%1 is not a scenarios document: %2").arg(source, error.errorString()));
    const QJsonObject root = doc.object();
    QList<Scenario> list;
    for (const QJsonValue &value : root.value(u"scenarios"_s).toArray()) {
        const QJsonObject o = value.toObject();
        Scenario s;
        s.game = root.value(u"game"_s).toString();
        s.id = o.value(u"id"_s).toString();
        s.title = o.value(u"title"_s).toString();
        if (s.id.isEmpty() || s.title.isEmpty())
            throw Failure::badInput(tr("%1: every scenario needs an id and a title.").arg(source));
        s.ruleRefs = strings(o.value(u"rule_refs"_s));
        s.note = o.value(u"note"_s).toString();
        s.provenance = o.value(u"provenance"_s).toString();
        s.absentNeutral = o.value(u"absent_sides"_s).toString() == u"neutral"_s;
        s.sides = o.value(u"sides"_s).toArray();
        s.locations = o.value(u"locations"_s).toArray();
        s.locationsFromTable = o.value(u"locations_from_table"_s).toObject();
        s.units = o.value(u"units"_s).toArray();
        s.markers = o.value(u"markers"_s).toArray();
        list << s;
    }
    return list;
}

QList<Scenario> ScenarioCatalog::forGame(const QString &game)
{
    QFile file(u":/scenarios/%1.json"_s.arg(game));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return parse(file.readAll(), file.fileName());
}

Scenario ScenarioCatalog::find(const QString &game, const QString &id)
{
    QStringList ids;
    for (const Scenario &s : forGame(game)) {
        if (s.id == id)
            return s;
        ids << s.id;
    }
    throw Failure::badInput(
            ids.isEmpty() ? tr("%1 ships no scenario; set the campaign up in the Campaign panel.").arg(game)
                          : tr("%1 has no scenario \"%2\"; it has: %3.").arg(game, id, ids.join(u", "_s)));
}

} // namespace Reeve
