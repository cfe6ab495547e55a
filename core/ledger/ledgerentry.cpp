#include "ledgerentry.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

QJsonValue optionalId(qint64 id)
{
    return id ? QJsonValue(id) : QJsonValue();
}

} // namespace

bool LedgerEntry::visibleTo(Audience reader, qint64 readerSide) const
{
    if (reader == Audience::Referee || audience == Audience::Public)
        return true;
    return audience == Audience::Side && reader == Audience::Side && readerSide == audienceSide;
}

QJsonObject LedgerEntry::toJson() const
{
    return {{u"id"_s, id},
            {u"action_seq"_s, actionSeq},
            {u"side_id"_s, sideId},
            {u"turn"_s, turn},
            {u"phase"_s, phase},
            {u"category"_s, category},
            {u"amount"_s, amount},
            {u"balance_after"_s, balanceAfter},
            {u"reason"_s, reason},
            {u"counterparty"_s, optionalId(counterparty)},
            {u"link_id"_s, optionalId(linkId)},
            {u"reverses"_s, optionalId(reverses)},
            {u"audience"_s, audienceName(audience)},
            {u"audience_side"_s, optionalId(audienceSide)}};
}

QJsonObject LedgerEntry::toLogJson() const
{
    QJsonObject json = toJson();
    json.remove(u"balance_after"_s);
    return json;
}

LedgerEntry LedgerEntry::fromJson(const QJsonObject &json)
{
    LedgerEntry e;
    e.id = json.value(u"id"_s).toInteger();
    e.actionSeq = json.value(u"action_seq"_s).toInteger();
    e.sideId = json.value(u"side_id"_s).toInteger();
    e.turn = json.value(u"turn"_s).toInt();
    e.phase = json.value(u"phase"_s).toString();
    e.category = json.value(u"category"_s).toString();
    e.amount = json.value(u"amount"_s).toInteger();
    e.balanceAfter = json.value(u"balance_after"_s).toInteger();
    e.reason = json.value(u"reason"_s).toString();
    e.counterparty = json.value(u"counterparty"_s).toInteger();
    e.linkId = json.value(u"link_id"_s).toInteger();
    e.reverses = json.value(u"reverses"_s).toInteger();
    e.audience = audienceFromName(json.value(u"audience"_s).toString(u"public"_s));
    e.audienceSide = json.value(u"audience_side"_s).toInteger();
    return e;
}

LedgerEntry LedgerEntry::fromRow(const QVariantMap &row)
{
    LedgerEntry e;
    e.id = row.value(u"id"_s).toLongLong();
    e.actionSeq = row.value(u"action_seq"_s).toLongLong();
    e.sideId = row.value(u"side_id"_s).toLongLong();
    e.turn = row.value(u"turn"_s).toInt();
    e.phase = row.value(u"phase"_s).toString();
    e.category = row.value(u"category"_s).toString();
    e.amount = row.value(u"amount"_s).toLongLong();
    e.balanceAfter = row.value(u"balance_after"_s).toLongLong();
    e.reason = row.value(u"reason"_s).toString();
    e.counterparty = row.value(u"counterparty"_s).toLongLong();
    e.linkId = row.value(u"link_id"_s).toLongLong();
    e.reverses = row.value(u"reverses"_s).toLongLong();
    e.audience = audienceFromName(row.value(u"audience"_s).toString());
    e.audienceSide = row.value(u"audience_side"_s).toLongLong();
    return e;
}

} // namespace Reeve
