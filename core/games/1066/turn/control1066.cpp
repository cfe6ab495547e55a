// Who controls what in 1066: vassal control (§11.8) and violated neutrals (§4.4–4.7).
#include "control1066.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "campaign/campaign.h"
#include "campaign/campaignrandom.h"
#include "campaign/campaignreader.h"
#include "dice/randomstream.h"
#include "games/1066/turn/turnorder.h"
#include "log/actionwriter.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TurnSteps1066", text);
}

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

namespace Control1066 {

qint64 controller(const Unit &unit)
{
    const qint64 by = unit.attributes.value(u"controlled_by"_s).toInteger(0);
    return by > 0 ? by : unit.sideId;
}

QList<Unit> controlledIn(Database &db, const QString &square, qint64 side)
{
    QList<Unit> units;
    for (const Unit &u : CampaignReader(db).units())
        if (u.locationId == square && !u.isEliminated() && controller(u) == side)
            units << u;
    return units;
}

qint64 playerOf(Database &db, qint64 side)
{
    CampaignReader reader(db);
    const QString by = reader.side(side).attributes.value(u"controlled_by"_s).toString();
    return by.isEmpty() ? side : reader.sideByName(by).id;
}

QStringList takeControl(ActionWriter &writer, const QList<Unit> &units, qint64 side, int turn)
{
    QStringList names;
    for (const Unit &u : units) {
        QJsonObject attributes = u.attributes;
        if (side == u.sideId) { // won back by its owner: no control marker of another player
            attributes.remove(u"controlled_by"_s);
            attributes.remove(u"vassal_since"_s);
        } else {
            attributes.insert(u"controlled_by"_s, side);
            attributes.insert(u"vassal_since"_s, turn);
        }
        writer.update(u"units"_s, {{u"id"_s, u.id}}, {{u"attributes"_s, compact(attributes)}});
        names << unitName(u);
    }
    return names;
}

QString unitName(const Unit &u)
{
    return u.name.isEmpty() ? u"%1 #%2"_s.arg(u.type).arg(u.id) : u.name;
}

qint64 takeover(ActionWriter &writer, qint64 violator, const QJsonObject &dice, QJsonObject &record,
                QString &why)
{
    QList<qint64> others = TurnOrder1066::seating(writer.database());
    others.removeAll(violator);
    if (others.isEmpty())
        throw Failure::badInput(tr("No other player can take the neutral power (1066 §4.5)."));
    if (others.size() == 1) {
        why = tr("the one other player takes it");
        return others.first();
    }
    if (others.size() > 2)
        throw Failure::badInput(
                tr("With four players there are no neutral powers (1066 §4.5): make the side a "
                   "played one."));
    int face = 0;
    const QJsonArray entered = dice.value(u"takeover"_s).toArray();
    if (!entered.isEmpty()) {
        face = entered.first().toInt();
        if (face < 1 || face > 6 || entered.size() != 1)
            throw Failure::badInput(tr("takeover is one d6 (1 to 6)."));
        record = {{u"source"_s, u"entered"_s}};
    } else {
        RandomStream stream = CampaignRandom::nextStream(writer, record);
        face = int(stream.die(6));
    }
    record.insert(u"draws"_s,
                  QJsonArray{QJsonObject{{u"sides"_s, 6}, {u"face"_s, face}, {u"label"_s, u"takeover"_s}}});
    why = tr("die %1: 1–3 the first of the other two in seating order, 4–6 the second (Reeve's reading of "
             "§4.5's die roll)")
                  .arg(face);
    return others.at(face <= 3 ? 0 : 1);
}

QStringList makeBelligerent(Campaign &campaign, const QList<qint64> &neutrals, qint64 violator,
                            const QJsonObject &dice, const QString &how)
{
    QStringList changed;
    CampaignReader reader(campaign.database());
    for (qint64 neutral : neutrals) {
        ActionWriter writer(campaign.log());
        Side side = reader.side(neutral);
        QString why;
        QJsonObject record;
        const qint64 player = takeover(writer, violator, dice, record, why);
        side.attributes.remove(u"neutral"_s);
        side.attributes.insert(u"controlled_by"_s, reader.side(player).name);
        side.attributes.insert(u"belligerent_since"_s, reader.clock().turn);
        writer.update(u"sides"_s, {{u"id"_s, neutral}}, {{u"attributes"_s, compact(side.attributes)}});
        ActionDraft draft;
        draft.kind = u"1066.belligerent"_s;
        draft.publicText
                = tr("%1 %2 of the neutral %3: %3 becomes belligerent for good (1066 §4.4, §4.7) and is "
                     "played by %4 as a power of its own (§4.5–4.6; %5)")
                          .arg(reader.side(violator).name, how, side.name, reader.side(player).name, why);
        if (!record.isEmpty())
            draft.dice = record;
        writer.commit(draft);
        changed << side.name;
    }
    return changed;
}

} // namespace Control1066
} // namespace Reeve
