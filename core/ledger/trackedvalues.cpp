#include "trackedvalues.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include "campaign/campaign.h"
#include "campaign/campaignreader.h"
#include "ledger/money.h"
#include "log/actionlog.h"
#include "log/actionwriter.h"
#include "storage/database.h"
#include "util/failure.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Reeve::TrackedValues", text);
}

/// The words the public log uses for \a quantity: its defined label, a built-in one, else the id.
QString labelOf(ActionWriter &writer, const QString &quantity)
{
    const QString defined
            = writer.row(u"ledger_quantities"_s, {{u"id"_s, quantity}}).value(u"label"_s).toString();
    if (!defined.isEmpty())
        return defined;
    for (const TrackedQuantity &q : TrackedValues::builtIn())
        if (q.id == quantity)
            return q.label;
    return quantity;
}

} // namespace

TrackedValues::TrackedValues(Campaign &campaign)
    : m_campaign(campaign)
{ }

QList<TrackedQuantity> TrackedValues::builtIn()
{
    return {
            {u"vp"_s, tr("Victory points"), std::nullopt, {}},
            {u"income_level"_s, tr("Income level"), std::nullopt, {}},
            {u"maintenance_level"_s, tr("Maintenance level"), std::nullopt, {}},
            {u"army_size"_s, tr("Army size"), std::nullopt, {}},
            {u"provinces"_s, tr("Provinces held"), std::nullopt, {}},
    };
}

void TrackedValues::checkId(const QString &quantity)
{
    static const QRegularExpression pattern(u"^[a-z][a-z0-9_]{0,39}$"_s);
    if (!pattern.match(quantity).hasMatch())
        throw Failure::badInput(tr("\"%1\" is not a quantity name; use lowercase letters, digits and _ "
                                   "(e.g. vp, army_size).")
                                        .arg(quantity));
}

qint64 TrackedValues::record(qint64 sideId, const QString &quantity, qint64 value, int turn,
                             const QString &note)
{
    return recordAll({Value{sideId, quantity, value, note}}, turn);
}

qint64 TrackedValues::recordAll(const QList<Value> &values, int turn, const QString &actor)
{
    if (values.isEmpty())
        throw Failure::badInput(tr("Nothing to record."));
    CampaignReader reader(m_campaign.database());
    const int when = turn > 0 ? turn : reader.clock().turn;
    ActionWriter writer(m_campaign.log());
    QJsonArray recorded;
    QStringList lines;
    for (const Value &v : values) {
        checkId(v.quantity);
        const QString side = reader.side(v.sideId).name;
        if (v.value > Money::kLargest || v.value < -Money::kLargest)
            throw Failure::badInput(tr("%1 is past %2, the largest value Reeve keeps exactly.")
                                            .arg(v.value)
                                            .arg(Money::kLargest));
        const QJsonObject key{{u"side_id"_s, v.sideId}, {u"quantity"_s, v.quantity}, {u"turn"_s, when}};
        const QJsonObject old = writer.row(u"tracked_values"_s, key);
        if (old.isEmpty()) {
            QJsonObject row = key;
            row.insert(u"value"_s, v.value);
            row.insert(u"note"_s, v.note);
            writer.insert(u"tracked_values"_s, row);
        } else {
            writer.update(u"tracked_values"_s, key, {{u"value"_s, v.value}, {u"note"_s, v.note}});
        }
        QJsonObject item = key;
        item.insert(u"side"_s, side);
        item.insert(u"value"_s, v.value);
        if (!old.isEmpty())
            item.insert(u"previous"_s, old.value(u"value"_s));
        recorded.append(item);
        lines << tr("%1 %2 = %3").arg(side, labelOf(writer, v.quantity)).arg(v.value);
    }
    ActionDraft draft;
    draft.kind = u"ledger.track"_s;
    draft.publicText = tr("%1: %2").arg(m_campaign.game().describeTurn(when), lines.join(u", "_s));
    draft.data = {{u"values"_s, recorded}};
    draft.actor = actor;
    return writer.commit(draft);
}

qint64 TrackedValues::recordArmySizes(int turn)
{
    CampaignReader reader(m_campaign.database());
    QHash<qint64, qint64> counts;
    for (const Unit &unit : reader.units()) {
        if (!unit.isEliminated())
            ++counts[unit.sideId];
    }
    QList<Value> values;
    for (const Side &side : reader.sides())
        values << Value{side.id, u"army_size"_s, counts.value(side.id), tr("units on the board")};
    return recordAll(values, turn);
}

qint64 TrackedValues::defineQuantity(const TrackedQuantity &quantity)
{
    checkId(quantity.id);
    ActionWriter writer(m_campaign.log());
    const QJsonObject key{{u"id"_s, quantity.id}};
    const QJsonObject values{{u"label"_s, quantity.label},
                             {u"threshold"_s,
                              quantity.threshold ? QJsonValue(*quantity.threshold) : QJsonValue()},
                             {u"threshold_label"_s, quantity.thresholdLabel}};
    if (writer.row(u"ledger_quantities"_s, key).isEmpty()) {
        QJsonObject row = values;
        row.insert(u"id"_s, quantity.id);
        writer.insert(u"ledger_quantities"_s, row);
    } else {
        writer.update(u"ledger_quantities"_s, key, values);
    }
    ActionDraft draft;
    draft.kind = u"ledger.quantity"_s;
    draft.publicText = quantity.threshold
                               ? tr("%1: victory at %2").arg(quantity.label).arg(*quantity.threshold)
                               : tr("%1 tracked").arg(quantity.label);
    draft.data = {{u"quantity"_s, quantity.id},
                  {u"label"_s, quantity.label},
                  {u"threshold"_s, values.value(u"threshold"_s)}};
    return writer.commit(draft);
}

} // namespace Reeve
