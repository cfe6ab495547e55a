// What a forger with sqlite3 and the campaign file can do: edit rows, delete or
// insert actions, and recompute the whole hash chain afterwards (no secret guards
// it), so only checks beyond the chain can catch the forgery.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include "log/action.h"
#include "log/actionrow.h"
#include "log/hashchain.h"
#include "storage/database.h"

namespace Forgery {

using namespace Reeve;
using namespace Qt::StringLiterals;

/// Recomputes every prev_hash and hash in sequence order, as a forger would after an edit.
inline void rechain(Database &db)
{
    QList<Action> actions;
    {
        QSqlQuery query(db.connection());
        query.exec(u"SELECT %1 FROM actions ORDER BY seq"_s.arg(ActionRow::columns()));
        while (query.next())
            actions << ActionRow::fromQuery(query);
    }
    QString previous;
    for (Action &a : actions) {
        a.prevHash = previous;
        a.hash = HashChain::digest(a);
        db.exec(u"UPDATE actions SET prev_hash = ?, hash = ? WHERE seq = ?"_s, {a.prevHash, a.hash, a.seq});
        previous = a.hash;
    }
}

/// Deletes action \a seq and closes the gap (later actions move down one), then rechains.
inline void removeAction(Database &db, qint64 seq)
{
    db.exec(u"DELETE FROM actions WHERE seq = ?"_s, {seq});
    const qint64 last = db.scalar(u"SELECT max(seq) FROM actions"_s).toLongLong();
    for (qint64 s = seq + 1; s <= last + 1; ++s)
        db.exec(u"UPDATE actions SET seq = ? WHERE seq = ?"_s, {s - 1, s});
    rechain(db);
}

inline QJsonObject json(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).object();
}

inline QString text(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

} // namespace Forgery
