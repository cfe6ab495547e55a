#include "boardcommands.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "campaign/campaign.h"
#include "campaign/campaigneditor.h"
#include "campaign/campaignreader.h"
#include "cliargs.h"
#include "clioutput.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::Cli", text);
}

/// key=value words from @p from on, as attributes: whole numbers and true/false
/// keep their type, anything else is text; "key=" removes the key.
QJsonObject attributesFrom(const QStringList &words, qsizetype from, QJsonObject attributes = {})
{
    for (qsizetype i = from; i < words.size(); ++i) {
        const QString &word = words.at(i);
        const qsizetype eq = word.indexOf(u'=');
        if (eq <= 0)
            throw Failure::badInput(
                    tr("\"%1\" is not an attribute: write key=value (e.g. attack=3).").arg(word));
        const QString key = word.left(eq);
        const QString text = word.mid(eq + 1);
        bool isNumber = false;
        const qint64 number = text.toLongLong(&isNumber);
        if (text.isEmpty())
            attributes.remove(key);
        else if (isNumber)
            attributes.insert(key, number);
        else if (text == u"true"_s || text == u"false"_s)
            attributes.insert(key, text == u"true"_s);
        else
            attributes.insert(key, text);
    }
    return attributes;
}

QJsonObject locationJson(const Location &l)
{
    return {{u"id"_s, l.id}, {u"name"_s, l.name}, {u"kind"_s, l.kind}, {u"attributes"_s, l.attributes}};
}

QJsonObject unitJson(const Unit &u, const QString &sideName)
{
    return {{u"id"_s, u.id},
            {u"side"_s, sideName},
            {u"type"_s, u.type},
            {u"name"_s, u.name},
            {u"location"_s, u.locationId},
            {u"status"_s, u.status},
            {u"attributes"_s, u.attributes}};
}

QString compact(const QJsonObject &attributes)
{
    QStringList parts;
    for (auto it = attributes.begin(); it != attributes.end(); ++it) {
        QString value = it.value().toVariant().toString(); // a list of words (a place's borders) as its items
        const QJsonArray list = it.value().toArray();
        const bool words = std::none_of(list.begin(), list.end(),
                                        [](const QJsonValue &v) { return v.isArray() || v.isObject(); });
        if (it.value().isArray() && words)
            value = it.value().toVariant().toStringList().join(u", "_s);
        else if (it.value().isArray() || it.value().isObject())
            value = QString::fromUtf8(
                    QJsonDocument::fromVariant(it.value().toVariant()).toJson(QJsonDocument::Compact));
        parts << u"%1=%2"_s.arg(it.key(), value);
    }
    return parts.join(u' ');
}

qint64 unitId(const CliArgs &args, int index)
{
    bool ok = false;
    const qint64 id = args.positional(index, tr("the unit's number (reeve-cli unit FILE list)"))
                              .toLongLong(&ok);
    if (!ok || id <= 0)
        throw Failure::badInput(tr("\"%1\" is not a unit number; reeve-cli unit FILE list shows them.")
                                        .arg(args.positional().at(index)));
    return id;
}

int listLocations(Campaign &campaign, bool json)
{
    QJsonArray array;
    for (const Location &l : CampaignReader(campaign.database()).locations()) {
        array.append(locationJson(l));
        if (!json)
            CliOutput::line(u"%1\t%2\t%3\t%4"_s.arg(l.id, l.name, l.kind, compact(l.attributes)));
    }
    if (json)
        CliOutput::json(QJsonObject{{u"locations"_s, array}});
    return 0;
}

int listUnits(Campaign &campaign, const CliArgs &args)
{
    CampaignReader reader(campaign.database());
    const qint64 side = args.has(u"side"_s) ? reader.sideByName(args.value(u"side"_s)).id : 0;
    QJsonArray array;
    for (const Unit &u : reader.units()) {
        if ((side && u.sideId != side) || (args.has(u"at"_s) && u.locationId != args.value(u"at"_s)))
            continue;
        const QString sideName = reader.side(u.sideId).name;
        array.append(unitJson(u, sideName));
        if (!args.json())
            CliOutput::line(u"%1\t%2\t%3\t%4\t%5\t%6\t%7"_s.arg(u.id).arg(sideName, u.type, u.name,
                                                                          u.locationId, u.status,
                                                                          compact(u.attributes)));
    }
    if (args.json())
        CliOutput::json(QJsonObject{{u"units"_s, array}});
    return 0;
}

} // namespace

int BoardCommands::location(const QStringList &words)
{
    const CliArgs args(words, {u"name"_s, u"kind"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("what to do: add, edit or list"));
    if (verb == u"list"_s) {
        auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
        return listLocations(*campaign, args.json());
    }
    if (verb != u"add"_s && verb != u"edit"_s)
        throw Failure::badInput(tr("Unknown location command \"%1\"; use add, edit or list.").arg(verb));
    const QString id = args.positional(2, tr("the location's id (e.g. C6 or Wessex)"));
    auto campaign = Campaign::open(file);
    CampaignEditor editor(*campaign);
    if (verb == u"add"_s) {
        editor.addLocation(id, args.value(u"name"_s, id), args.value(u"kind"_s),
                           attributesFrom(args.positional(), 3));
    } else {
        const Location old = CampaignReader(campaign->database()).location(id);
        editor.editLocation(id, args.value(u"name"_s, old.name), args.value(u"kind"_s, old.kind),
                            attributesFrom(args.positional(), 3, old.attributes));
    }
    const Location now = CampaignReader(campaign->database()).location(id);
    if (args.json())
        CliOutput::json(locationJson(now));
    else
        CliOutput::line(tr("Location %1 (%2): %3").arg(now.id, now.name, compact(now.attributes)));
    return 0;
}

int BoardCommands::unit(const QStringList &words)
{
    const CliArgs args(words, {u"name"_s, u"at"_s, u"side"_s, u"type"_s}, {u"json"_s});
    const QString file = args.positional(0, tr("the campaign file"));
    const QString verb = args.positional(1, tr("what to do: add, edit, move, eliminate, restore or list"));
    if (verb == u"list"_s) {
        auto campaign = Campaign::open(file, CampaignFile::Access::ReadOnly);
        return listUnits(*campaign, args);
    }
    // --side only filters the list: a unit's owner is not changed by an edit (issue 21: it exited 0 and did nothing).
    if (args.has(u"side"_s))
        throw Failure::badInput(
                tr("--side only filters unit list. A unit keeps the side that owns it, so nothing was "
                   "written: to give a unit to another side, eliminate it and add it under that side; "
                   "control won by a rule (1066 vassalage, §11.8) is recorded by that game's steps "
                   "(reeve-cli steps GAME)."));
    auto campaign = Campaign::open(file);
    CampaignEditor editor(*campaign);
    CampaignReader reader(campaign->database());
    qint64 id = 0;
    if (verb == u"add"_s) {
        const Side side = reader.sideByName(args.positional(2, tr("the side that owns the unit")));
        const QString type = args.positional(3, tr("the unit's type (e.g. knight, fyrd, HC)"));
        editor.addUnit(side.id, type, args.value(u"name"_s), args.value(u"at"_s),
                       attributesFrom(args.positional(), 4), &id);
    } else if (verb == u"edit"_s) {
        id = unitId(args, 2);
        const Unit old = reader.unit(id);
        editor.editUnit(id, args.value(u"type"_s, old.type), args.value(u"name"_s, old.name),
                        attributesFrom(args.positional(), 3, old.attributes));
    } else if (verb == u"move"_s) {
        id = unitId(args, 2);
        editor.moveUnit(id,
                        args.positional(3,
                                        tr("where the unit goes (a location id; \"\" for off the board)")));
    } else if (verb == u"eliminate"_s) {
        editor.eliminateUnit(id = unitId(args, 2));
    } else if (verb == u"restore"_s) {
        editor.restoreUnit(id = unitId(args, 2));
    } else {
        throw Failure::badInput(
                tr("Unknown unit command \"%1\"; use add, edit, move, eliminate, restore or list.").arg(verb));
    }
    const Unit now = reader.unit(id);
    const QString sideName = reader.side(now.sideId).name;
    if (args.json())
        CliOutput::json(unitJson(now, sideName));
    else
        CliOutput::line(
                tr("Unit %1: %2 %3 %4, %5 (%6) %7")
                        .arg(now.id)
                        .arg(sideName, now.type, now.name,
                             now.locationId.isEmpty() ? tr("off the board") : tr("at %1").arg(now.locationId),
                             now.status, compact(now.attributes)));
    return 0;
}

} // namespace Reeve
