#include "hashchain.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include "log/action.h"
#include "storage/database.h"
#include "util/sha256.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

// Appends one field as "<length>:<bytes>", so no two field lists hash alike.
void addField(QByteArray &buffer, const QByteArray &bytes)
{
    buffer += QByteArray::number(bytes.size());
    buffer += ':';
    buffer += bytes;
}

QString digestOf(const QByteArray &prevHash, const QByteArray (&fields)[14])
{
    QByteArray buffer;
    buffer.reserve(512);
    addField(buffer, prevHash);
    for (const QByteArray &field : fields)
        addField(buffer, field);
    return QString::fromLatin1(Sha256::hex(buffer));
}

} // namespace

QString HashChain::digest(const Action &a)
{
    const QByteArray fields[14] = {QByteArray::number(a.seq),         QByteArray::number(a.turn),
                                   a.phase.toUtf8(),                  a.wallTime.toUtf8(),
                                   a.actor.toUtf8(),                  a.kind.toUtf8(),
                                   a.publicText.toUtf8(),             a.privateText.toUtf8(),
                                   audienceName(a.audience).toUtf8(), QByteArray::number(a.audienceSide),
                                   a.payloadText.toUtf8(),            a.diceText.toUtf8(),
                                   QByteArray::number(a.refersTo),    QByteArray::number(a.undoable ? 1 : 0)};
    return digestOf(a.prevHash.toLatin1(), fields);
}

HashChain::Report HashChain::verify(Database &db)
{
    // Text columns are read as blobs: the stored UTF-8 bytes, hashed without conversion.
    Report report;
    QSqlQuery &query = db.exec(
        u"SELECT seq, turn, CAST(phase AS BLOB), CAST(wall_time AS BLOB), CAST(actor AS BLOB), CAST(kind AS BLOB),"
        " CAST(public_text AS BLOB), CAST(private_text AS BLOB), CAST(audience AS BLOB), audience_side,"
        " CAST(payload AS BLOB), CAST(dice AS BLOB), refers_to, undoable, CAST(prev_hash AS BLOB),"
        " CAST(hash AS BLOB) FROM actions ORDER BY seq"_s);
    QByteArray previous;
    qint64 expectedSeq = 1;
    while (query.next()) {
        const qint64 seq = query.value(0).toLongLong();
        const QByteArray fields[14] = {QByteArray::number(seq),
                                       QByteArray::number(query.value(1).toLongLong()),
                                       query.value(2).toByteArray(),
                                       query.value(3).toByteArray(),
                                       query.value(4).toByteArray(),
                                       query.value(5).toByteArray(),
                                       query.value(6).toByteArray(),
                                       query.value(7).toByteArray(),
                                       query.value(8).toByteArray(),
                                       QByteArray::number(query.value(9).toLongLong()),
                                       query.value(10).toByteArray(),
                                       query.value(11).toByteArray(),
                                       QByteArray::number(query.value(12).toLongLong()),
                                       QByteArray::number(query.value(13).toLongLong())};
        const QByteArray prevHash = query.value(14).toByteArray();
        const QByteArray hash = query.value(15).toByteArray();
        QString reason;
        if (seq != expectedSeq)
            reason = QCoreApplication::translate("Reeve::HashChain", "action %1 is missing").arg(expectedSeq);
        else if (prevHash != previous)
            reason = QCoreApplication::translate("Reeve::HashChain", "its link to the previous action is broken");
        else if (digestOf(prevHash, fields).toLatin1() != hash)
            reason = QCoreApplication::translate("Reeve::HashChain",
                                                 "its contents do not match its hash (the row was changed)");
        if (!reason.isEmpty()) {
            report.ok = false;
            report.firstBroken = seq != expectedSeq ? expectedSeq : seq;
            report.reason = reason;
            break;
        }
        previous = hash;
        ++expectedSeq;
        ++report.checked;
    }
    query.finish();
    return report;
}

} // namespace Reeve
