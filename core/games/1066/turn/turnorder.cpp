#include "turnorder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "campaign/campaignreader.h"
#include "log/actionwriter.h"
#include "storage/database.h"

namespace Reeve {

using namespace Qt::StringLiterals;

const QString TurnOrder1066::MetaKey = u"1066.turn"_s;

QList<qint64> TurnOrder1066::seating(Database &db)
{
    QList<qint64> ids;
    for (const Side &side : CampaignReader(db).sides())
        if (!side.attributes.value(u"neutral"_s).toBool())
            ids << side.id;
    return ids;
}

TurnOrder1066 TurnOrder1066::forTurn(Database &db, int turn)
{
    TurnOrder1066 t;
    const QJsonObject json = QJsonDocument::fromJson(CampaignReader(db).meta(MetaKey).toUtf8()).object();
    const QList<qint64> seated = seating(db);
    if (json.value(u"initiative_turn"_s).toInt() == turn && turn > 0) {
        for (const QJsonValue &v : json.value(u"order"_s).toArray())
            if (seated.contains(v.toInteger()))
                t.order << v.toInteger();
        // A power that became belligerent after the initiative joins at the end (§4.5–4.6).
        for (qint64 id : seated)
            if (!t.order.contains(id))
                t.order << id;
        t.initiativeTurn = turn;
        return t;
    }
    t.order = seated;
    return t;
}

QList<qint64> TurnOrder1066::from(const QList<qint64> &seating, qint64 first)
{
    const qsizetype at = seating.indexOf(first);
    if (at < 0)
        return seating;
    return seating.mid(at) + seating.mid(0, at);
}

void TurnOrder1066::write(ActionWriter &writer) const
{
    QJsonArray ids;
    for (qint64 id : order)
        ids.append(id);
    const QString value = QString::fromUtf8(
            QJsonDocument(QJsonObject{{u"order"_s, ids}, {u"initiative_turn"_s, initiativeTurn}})
                    .toJson(QJsonDocument::Compact));
    const QJsonObject key{{u"key"_s, MetaKey}};
    if (writer.row(u"meta"_s, key).isEmpty())
        writer.insert(u"meta"_s, {{u"key"_s, MetaKey}, {u"value"_s, value}});
    else
        writer.update(u"meta"_s, key, {{u"value"_s, value}});
}

QString TurnOrder1066::names(Database &db) const
{
    CampaignReader reader(db);
    QStringList list;
    for (qint64 id : order)
        list << reader.side(id).name;
    return list.join(u", "_s);
}

bool TurnOrder1066::inOwnPhase(const ClockState &clock, qint64 sideId, const QString &phase)
{
    return clock.phase == phase && (clock.activeSide == 0 || clock.activeSide == sideId);
}

} // namespace Reeve
