#include "gamecatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "games/gamemodules.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

GameInfo::ClockUnit unitFrom(const QString &name)
{
    if (name == u"month"_s)
        return GameInfo::ClockUnit::Month;
    if (name == u"season"_s)
        return GameInfo::ClockUnit::Season;
    if (name == u"year"_s)
        return GameInfo::ClockUnit::Year;
    return GameInfo::ClockUnit::Turn;
}

QStringList strings(const QJsonValue &value)
{
    QStringList result;
    for (const QJsonValue &v : value.toArray())
        result << v.toString();
    return result;
}

GameInfo load(const QString &id)
{
    QFile file(u":/rules/%1/game.json"_s.arg(id));
    if (!file.open(QIODevice::ReadOnly))
        throw Failure::internal(u"missing resource %1"_s.arg(file.fileName()));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    GameInfo info;
    info.id = json.value(u"id"_s).toString();
    info.title = json.value(u"title"_s).toString();
    info.rulesVersion = json.value(u"rules_version"_s).toString();
    info.currency = json.value(u"currency"_s).toString();
    const QJsonObject clock = json.value(u"clock"_s).toObject();
    info.clockUnit = unitFrom(clock.value(u"unit"_s).toString());
    info.firstYear = clock.value(u"first_year"_s).toInt();
    info.yearsPerTurn = clock.value(u"years_per_turn"_s).toInt(1);
    info.turns = clock.value(u"turns"_s).toInt();
    info.playerTurns = clock.value(u"player_turns"_s).toBool();
    info.playerOrder = strings(clock.value(u"player_order"_s));
    info.periods = strings(clock.value(u"periods"_s));
    info.phases = strings(json.value(u"phases"_s));
    info.faceDownCounters = json.value(u"face_down_counters"_s).toBool();
    for (const QJsonValue &v : json.value(u"sides"_s).toArray()) {
        const QJsonObject side = v.toObject();
        info.defaultSides.append({side.value(u"name"_s).toString(), side.value(u"colour"_s).toString()});
    }
    return info;
}

} // namespace

QStringList GameCatalog::ids()
{
    return GameModules::ids(); // the one list of games
}

QList<GameInfo> GameCatalog::games()
{
    QList<GameInfo> result;
    for (const QString &id : ids())
        result << game(id);
    return result;
}

bool GameCatalog::privateTreasuries(const QString &id)
{
    if (!ids().contains(id))
        return false;
    QFile file(u":/rules/%1/game.json"_s.arg(id));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return QJsonDocument::fromJson(file.readAll()).object().value(u"treasuries"_s).toString() == u"private"_s;
}

QStringList GameCatalog::secretAttributes(const QString &id)
{
    if (!ids().contains(id))
        return {};
    QFile file(u":/rules/%1/game.json"_s.arg(id));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList keys;
    for (const QJsonValue &v : QJsonDocument::fromJson(file.readAll()).object().value(u"secret_attributes"_s).toArray())
        keys << v.toString();
    return keys;
}

GameInfo GameCatalog::game(const QString &id)
{
    static QHash<QString, GameInfo> cache;
    if (!ids().contains(id))
        throw Failure::badInput(QCoreApplication::translate("Reeve::GameCatalog",
                                                            "Unknown game \"%1\"; use one of: %2.")
                                    .arg(id, ids().join(u", "_s)));
    auto it = cache.find(id);
    if (it == cache.end())
        it = cache.insert(id, load(id));
    return it.value();
}

} // namespace Reeve
