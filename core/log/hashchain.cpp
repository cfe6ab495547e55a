#include "hashchain.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSqlQuery>

#include "log/action.h"
#include "log/actionrow.h"
#include "storage/database.h"

namespace Reeve {

using namespace Qt::StringLiterals;

namespace {

void addField(QCryptographicHash &hash, const QByteArray &bytes)
{
    const QByteArray length = QByteArray::number(bytes.size());
    hash.addData(length);
    hash.addData(QByteArrayView(":"));
    hash.addData(bytes);
}

void addField(QCryptographicHash &hash, const QString &text)
{
    addField(hash, text.toUtf8());
}

void addField(QCryptographicHash &hash, qint64 number)
{
    addField(hash, QByteArray::number(number));
}

} // namespace

QString HashChain::digest(const Action &a)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    addField(hash, a.prevHash);
    addField(hash, a.seq);
    addField(hash, qint64(a.turn));
    addField(hash, a.phase);
    addField(hash, a.wallTime);
    addField(hash, a.actor);
    addField(hash, a.kind);
    addField(hash, a.publicText);
    addField(hash, a.privateText);
    addField(hash, audienceName(a.audience));
    addField(hash, a.audienceSide);
    addField(hash, a.payloadText);
    addField(hash, a.diceText);
    addField(hash, a.refersTo);
    addField(hash, qint64(a.undoable ? 1 : 0));
    return QString::fromLatin1(hash.result().toHex());
}

HashChain::Report HashChain::verify(Database &db)
{
    Report report;
    QSqlQuery &query = db.exec(u"SELECT %1 FROM actions ORDER BY seq"_s.arg(ActionRow::columns()));
    QString previous;
    qint64 expectedSeq = 1;
    while (query.next()) {
        const Action action = ActionRow::fromQuery(query);
        QString reason;
        if (action.seq != expectedSeq)
            reason = QCoreApplication::translate("Reeve::HashChain", "action %1 is missing").arg(expectedSeq);
        else if (action.prevHash != previous)
            reason = QCoreApplication::translate("Reeve::HashChain", "its link to the previous action is broken");
        else if (HashChain::digest(action) != action.hash)
            reason = QCoreApplication::translate("Reeve::HashChain",
                                                 "its contents do not match its hash (the row was changed)");
        if (!reason.isEmpty()) {
            report.ok = false;
            report.firstBroken = action.seq != expectedSeq ? expectedSeq : action.seq;
            report.reason = reason;
            break;
        }
        previous = action.hash;
        ++expectedSeq;
        ++report.checked;
    }
    query.finish();
    return report;
}

} // namespace Reeve
