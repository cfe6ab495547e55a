#include "actionrow.h"

#include <QSqlQuery>

#include "log/action.h"

namespace Reeve {

using namespace Qt::StringLiterals;

QString ActionRow::columns()
{
    return u"seq, turn, phase, wall_time, actor, kind, public_text, private_text, audience, audience_side, "
           "payload, dice, refers_to, undoable, prev_hash, hash"_s;
}

Action ActionRow::fromQuery(const QSqlQuery &q)
{
    Action a;
    a.seq = q.value(0).toLongLong();
    a.turn = q.value(1).toInt();
    a.phase = q.value(2).toString();
    a.wallTime = q.value(3).toString();
    a.actor = q.value(4).toString();
    a.kind = q.value(5).toString();
    a.publicText = q.value(6).toString();
    a.privateText = q.value(7).toString();
    a.audience = audienceFromName(q.value(8).toString());
    a.audienceSide = q.value(9).toLongLong();
    a.payloadText = q.value(10).toString();
    a.diceText = q.value(11).toString();
    a.refersTo = q.value(12).toLongLong();
    a.undoable = q.value(13).toInt() != 0;
    a.prevHash = q.value(14).toString();
    a.hash = q.value(15).toString();
    return a;
}

QVariantList ActionRow::binds(const Action &a)
{
    return {a.seq,
            a.turn,
            a.phase,
            a.wallTime,
            a.actor,
            a.kind,
            a.publicText,
            a.privateText,
            audienceName(a.audience),
            a.audienceSide,
            a.payloadText,
            a.diceText,
            a.refersTo,
            a.undoable ? 1 : 0,
            a.prevHash,
            a.hash};
}

QString ActionRow::insertSql()
{
    return u"INSERT INTO actions (%1) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s.arg(columns());
}

} // namespace Reeve
