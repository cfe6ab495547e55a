#include "hashchain.h"

#include <charconv>

#include <QCoreApplication>
#include <QSqlQuery>

#include "log/action.h"
#include "storage/database.h"
#include "util/sha256.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

/// Feeds one action's fields to SHA-256, each as "<length>:<bytes>" so no two field lists
/// hash alike. Fields go straight into the hash: no buffer is built per action.
class FieldHasher
{
public:
    void field(QByteArrayView bytes)
    {
        number(bytes.size(), false);
        m_hash.addData(bytes);
    }
    /// A number field: its decimal digits, framed like any other field.
    void integer(qint64 value) { number(value, true); }
    QByteArray hex() { return m_hash.result().toHex(); }

private:
    void number(qint64 value, bool asField)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        const QByteArrayView text(digits, end - digits);
        if (asField) {
            field(text);
            return;
        }
        m_hash.addData(text);
        m_hash.addData(":");
    }

    Sha256 m_hash;
};

} // namespace

QString HashChain::digest(const Action &a)
{
    FieldHasher h;
    h.field(a.prevHash.toLatin1());
    h.integer(a.seq);
    h.integer(a.turn);
    for (const QString *text : {&a.phase, &a.wallTime, &a.actor, &a.kind, &a.publicText, &a.privateText})
        h.field(text->toUtf8());
    h.field(audienceName(a.audience).toUtf8());
    h.integer(a.audienceSide);
    h.field(a.payloadText.toUtf8());
    h.field(a.diceText.toUtf8());
    h.integer(a.refersTo);
    h.integer(a.undoable ? 1 : 0);
    return QString::fromLatin1(h.hex());
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
    FieldHasher hasher;
    while (query.next()) {
        const qint64 seq = query.value(0).toLongLong();
        const QByteArray prevHash = query.value(14).toByteArray();
        const QByteArray hash = query.value(15).toByteArray();
        hasher.field(prevHash);
        hasher.integer(seq);
        hasher.integer(query.value(1).toLongLong());
        for (int column = 2; column <= 8; ++column)
            hasher.field(query.value(column).toByteArray());
        hasher.integer(query.value(9).toLongLong());
        hasher.field(query.value(10).toByteArray());
        hasher.field(query.value(11).toByteArray());
        hasher.integer(query.value(12).toLongLong());
        hasher.integer(query.value(13).toLongLong());
        const QByteArray digest = hasher.hex();
        QString reason;
        if (seq != expectedSeq)
            reason = QCoreApplication::translate("Reeve::HashChain", "action %1 is missing").arg(expectedSeq);
        else if (prevHash != previous)
            reason = QCoreApplication::translate("Reeve::HashChain", "its link to the previous action is broken");
        else if (digest != hash)
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
