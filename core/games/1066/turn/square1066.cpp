// What a 1066 square records for provisioning, recruiting and pillage (§9, §10, §19, §20).
#include "square1066.h"

#include <QJsonDocument>

#include "campaign/campaignreader.h"
#include "log/actionwriter.h"

namespace Reeve::Square1066 {

using namespace Qt::StringLiterals;

bool isOffMap(const Location &square)
{
    return square.kind == u"off-map box"_s;
}

bool isAllSea(const Location &square)
{
    return square.attributes.value(u"all_sea"_s).toBool()
           || square.attributes.value(u"terrain"_s).toString().compare(u"all-sea"_s, Qt::CaseInsensitive)
                      == 0;
}

QString ownBox(const QString &sideName)
{
    if (sideName.compare(u"Normans"_s, Qt::CaseInsensitive) == 0)
        return u"normandy"_s;
    if (sideName.compare(u"Vikings"_s, Qt::CaseInsensitive) == 0)
        return u"norway"_s;
    return {};
}

bool isTown(const Location &square)
{
    return square.attributes.value(u"town"_s).toBool() || square.attributes.value(u"large_town"_s).toBool();
}

std::optional<int> feudal(const Location &square)
{
    const QJsonValue v = square.attributes.value(u"feudal"_s);
    if (v.isDouble())
        return v.toInt();
    if (isTown(square))
        return std::nullopt;
    return 0;
}

std::optional<int> forage(const Location &square)
{
    const QJsonValue v = square.attributes.value(u"forage"_s);
    if (v.isDouble())
        return v.toInt();
    if (isAllSea(square))
        return 0;
    if (isTown(square))
        if (const std::optional<int> f = feudal(square))
            return *f + 2; // the erratum: towns forage at feudal value + 2
    return std::nullopt;
}

qint64 markerIn(Database &db, const QString &square, const QString &kind)
{
    for (const PlacedMarker &m : CampaignReader(db).markers())
        if (m.locationId == square && m.kind.compare(kind, Qt::CaseInsensitive) == 0)
            return m.id;
    return 0;
}

namespace {

QString metaKey(const QString &key, qint64 side)
{
    return u"1066.%1.%2"_s.arg(key).arg(side);
}

QString stamp(const ClockState &clock)
{
    return u"%1:%2"_s.arg(clock.turn).arg(clock.activeSide);
}

} // namespace

QJsonObject turnNote(Database &db, const QString &key, qint64 side)
{
    CampaignReader reader(db);
    const QJsonObject note = QJsonDocument::fromJson(reader.meta(metaKey(key, side)).toUtf8()).object();
    return note.value(u"at"_s).toString() == stamp(reader.clock()) ? note : QJsonObject{};
}

void writeTurnNote(ActionWriter &writer, const QString &key, qint64 side, QJsonObject note)
{
    note.insert(u"at"_s, stamp(CampaignReader(writer.database()).clock()));
    const QString value = QString::fromUtf8(QJsonDocument(note).toJson(QJsonDocument::Compact));
    const QJsonObject row{{u"key"_s, metaKey(key, side)}};
    if (writer.row(u"meta"_s, row).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, metaKey(key, side)}, {u"value"_s, value}});
    else
        writer.update(u"meta"_s, row, {{u"value"_s, value}});
}

} // namespace Reeve::Square1066
